#line 1 "corpus/c/early_returns.c"
/* srcinst-test: std=c11 */
/* Early returns in unbraced if/else/while/for/do/switch bodies. */
#include <stdio.h>
#include <caliper/cali.h>
#line 4 "corpus/c/early_returns.c"

static int sign(int x)
{
cali_begin_region("int sign(int)");
{
#line 6 "corpus/c/early_returns.c"
 
    if (x < 0) { __typeof__(int) __srcinst_rv =
#line 7 "corpus/c/early_returns.c"
                    ( -1);
cali_end_region("int sign(int)");
return __srcinst_rv; }
#line 7 "corpus/c/early_returns.c"
                         
    else if (x == 0) { __typeof__(int) __srcinst_rv =
#line 8 "corpus/c/early_returns.c"
                          ( 0);
cali_end_region("int sign(int)");
return __srcinst_rv; }
#line 8 "corpus/c/early_returns.c"
                              
    else { __typeof__(int) __srcinst_rv =
#line 9 "corpus/c/early_returns.c"
              ( 1);
cali_end_region("int sign(int)");
return __srcinst_rv; }
#line 9 "corpus/c/early_returns.c"
                  
}
cali_end_region("int sign(int)");
#line 10 "corpus/c/early_returns.c"
}

static int first_multiple(int start, int k)
{
cali_begin_region("int first_multiple(int, int)");
{
#line 13 "corpus/c/early_returns.c"
 
    int i = start;
    while (1)
        if (i % k == 0) { __typeof__(int) __srcinst_rv =
#line 16 "corpus/c/early_returns.c"
                             ( i);
cali_end_region("int first_multiple(int, int)");
return __srcinst_rv; }
#line 16 "corpus/c/early_returns.c"
                                  else i++;
}
cali_end_region("int first_multiple(int, int)");
#line 17 "corpus/c/early_returns.c"
}

static int find(const int *a, int n, int v)
{
cali_begin_region("int find(const int *, int, int)");
{
#line 20 "corpus/c/early_returns.c"
 
    int i;
    for (i = 0; i < n; i++)
        if (a[i] == v)
            { __typeof__(int) __srcinst_rv =
#line 24 "corpus/c/early_returns.c"
                 ((i));
cali_end_region("int find(const int *, int, int)");
return __srcinst_rv; }
#line 24 "corpus/c/early_returns.c"
                      
    { __typeof__(int) __srcinst_rv =
#line 25 "corpus/c/early_returns.c"
         ((-1));
cali_end_region("int find(const int *, int, int)");
return __srcinst_rv; }
#line 25 "corpus/c/early_returns.c"
               
}
#line 26 "corpus/c/early_returns.c"
}

static const char *classify(int c)
{
cali_begin_region("const char * classify(int)");
{
#line 29 "corpus/c/early_returns.c"
 
    switch (c) {
    case 0: { __typeof__(const char *) __srcinst_rv =
#line 31 "corpus/c/early_returns.c"
                 ( "zero");
cali_end_region("const char * classify(int)");
return __srcinst_rv; }
#line 31 "corpus/c/early_returns.c"
                          
    case 1:
    case 2: { __typeof__(const char *) __srcinst_rv =
#line 33 "corpus/c/early_returns.c"
                 ( ("small"));
cali_end_region("const char * classify(int)");
return __srcinst_rv; }
#line 33 "corpus/c/early_returns.c"
                             
    case 3: { { __typeof__(const char *) __srcinst_rv =
#line 34 "corpus/c/early_returns.c"
                   ( "three");
cali_end_region("const char * classify(int)");
return __srcinst_rv; }
#line 34 "corpus/c/early_returns.c"
                              }
    default:
        if (c < 0) { __typeof__(const char *) __srcinst_rv =
#line 36 "corpus/c/early_returns.c"
                        ( "negative");
cali_end_region("const char * classify(int)");
return __srcinst_rv; }
#line 36 "corpus/c/early_returns.c"
                                     
        break;
    }
    { __typeof__(const char *) __srcinst_rv =
#line 39 "corpus/c/early_returns.c"
         ( "big");
cali_end_region("const char * classify(int)");
return __srcinst_rv; }
#line 39 "corpus/c/early_returns.c"
                 
}
#line 40 "corpus/c/early_returns.c"
}

static int count_down(int n)
{
cali_begin_region("int count_down(int)");
{
#line 43 "corpus/c/early_returns.c"
 
    do
        if (n == 3) { __typeof__(int) __srcinst_rv =
#line 45 "corpus/c/early_returns.c"
                         ( n * 100);
cali_end_region("int count_down(int)");
return __srcinst_rv; }
#line 45 "corpus/c/early_returns.c"
                                   
    while (--n > 0);
    { __typeof__(int) __srcinst_rv =
#line 47 "corpus/c/early_returns.c"
         ( n);
cali_end_region("int count_down(int)");
return __srcinst_rv; }
#line 47 "corpus/c/early_returns.c"
             
}
#line 48 "corpus/c/early_returns.c"
}

static int nested_loops(int limit)
{
cali_begin_region("int nested_loops(int)");
{
#line 51 "corpus/c/early_returns.c"
 
    int i, j;
    for (i = 0; i < limit; i++)
        for (j = 0; j < limit; j++)
            if (i * j == 12) { __typeof__(int) __srcinst_rv =
#line 55 "corpus/c/early_returns.c"
                                  ( i * 10 + j);
cali_end_region("int nested_loops(int)");
return __srcinst_rv; }
#line 55 "corpus/c/early_returns.c"
                                               
    { __typeof__(int) __srcinst_rv =
#line 56 "corpus/c/early_returns.c"
         ( -1);
cali_end_region("int nested_loops(int)");
return __srcinst_rv; }
#line 56 "corpus/c/early_returns.c"
              
}
#line 57 "corpus/c/early_returns.c"
}

static int switch_no_braces(int x)
{
cali_begin_region("int switch_no_braces(int)");
{
#line 60 "corpus/c/early_returns.c"
 
    switch (x)
        case 7: { __typeof__(int) __srcinst_rv =
#line 62 "corpus/c/early_returns.c"
                     ( 70);
cali_end_region("int switch_no_braces(int)");
return __srcinst_rv; }
#line 62 "corpus/c/early_returns.c"
                          
    { __typeof__(int) __srcinst_rv =
#line 63 "corpus/c/early_returns.c"
         ( x);
cali_end_region("int switch_no_braces(int)");
return __srcinst_rv; }
#line 63 "corpus/c/early_returns.c"
             
}
#line 64 "corpus/c/early_returns.c"
}

static int ternary_return(int a, int b) {
cali_begin_region("int ternary_return(int, int)");
{
#line 66 "corpus/c/early_returns.c"
                                          { __typeof__(int) __srcinst_rv =
#line 66 "corpus/c/early_returns.c"
                                               ( a > b ? a : b);
cali_end_region("int ternary_return(int, int)");
return __srcinst_rv; }
#line 66 "corpus/c/early_returns.c"
                                                                
}
#line 66 "corpus/c/early_returns.c"
                                                                }

int main(void)
{
cali_begin_region("int main(void)");
{
#line 69 "corpus/c/early_returns.c"
 
    int arr[] = {4, 8, 15, 16, 23, 42};
    int i;
    for (i = -2; i <= 2; i++)
        printf("sign(%d)=%d\n", i, sign(i));
    printf("first_multiple=%d\n", first_multiple(10, 7));
    printf("find 15 -> %d, find 5 -> %d\n", find(arr, 6, 15), find(arr, 6, 5));
    for (i = -1; i <= 5; i++)
        printf("classify(%d)=%s\n", i, classify(i));
    printf("count_down(5)=%d count_down(2)=%d\n", count_down(5), count_down(2));
    printf("nested_loops(6)=%d nested_loops(3)=%d\n", nested_loops(6), nested_loops(3));
    printf("switch_no_braces: %d %d\n", switch_no_braces(7), switch_no_braces(8));
    printf("ternary_return=%d\n", ternary_return(3, 9));
    if (arr[0] == 4)
        { __typeof__(int) __srcinst_rv =
#line 83 "corpus/c/early_returns.c"
             ( 0);
cali_end_region("int main(void)");
return __srcinst_rv; }
#line 83 "corpus/c/early_returns.c"
                 
    else
        { __typeof__(int) __srcinst_rv =
#line 85 "corpus/c/early_returns.c"
             ( 1);
cali_end_region("int main(void)");
return __srcinst_rv; }
#line 85 "corpus/c/early_returns.c"
                 
}
cali_end_region("int main(void)");
#line 86 "corpus/c/early_returns.c"
}
