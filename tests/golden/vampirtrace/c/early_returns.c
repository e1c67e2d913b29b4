#line 1 "corpus/c/early_returns.c"
/* srcinst-test: std=c11 */
/* Early returns in unbraced if/else/while/for/do/switch bodies. */
#include <stdio.h>
#include <vt_user.h>
#line 4 "corpus/c/early_returns.c"

static int sign(int x)
{
VT_User_start__("int sign(int)", "corpus/c/early_returns.c", 6);
{
#line 6 "corpus/c/early_returns.c"
 
    if (x < 0) { __typeof__(int) __srcinst_rv =
#line 7 "corpus/c/early_returns.c"
                    ( -1);
VT_User_end__("int sign(int)");
return __srcinst_rv; }
#line 7 "corpus/c/early_returns.c"
                         
    else if (x == 0) { __typeof__(int) __srcinst_rv =
#line 8 "corpus/c/early_returns.c"
                          ( 0);
VT_User_end__("int sign(int)");
return __srcinst_rv; }
#line 8 "corpus/c/early_returns.c"
                              
    else { __typeof__(int) __srcinst_rv =
#line 9 "corpus/c/early_returns.c"
              ( 1);
VT_User_end__("int sign(int)");
return __srcinst_rv; }
#line 9 "corpus/c/early_returns.c"
                  
}
VT_User_end__("int sign(int)");
#line 10 "corpus/c/early_returns.c"
}

static int first_multiple(int start, int k)
{
VT_User_start__("int first_multiple(int, int)", "corpus/c/early_returns.c", 13);
{
#line 13 "corpus/c/early_returns.c"
 
    int i = start;
    while (1)
        if (i % k == 0) { __typeof__(int) __srcinst_rv =
#line 16 "corpus/c/early_returns.c"
                             ( i);
VT_User_end__("int first_multiple(int, int)");
return __srcinst_rv; }
#line 16 "corpus/c/early_returns.c"
                                  else i++;
}
VT_User_end__("int first_multiple(int, int)");
#line 17 "corpus/c/early_returns.c"
}

static int find(const int *a, int n, int v)
{
VT_User_start__("int find(const int *, int, int)", "corpus/c/early_returns.c", 20);
{
#line 20 "corpus/c/early_returns.c"
 
    int i;
    for (i = 0; i < n; i++)
        if (a[i] == v)
            { __typeof__(int) __srcinst_rv =
#line 24 "corpus/c/early_returns.c"
                 ((i));
VT_User_end__("int find(const int *, int, int)");
return __srcinst_rv; }
#line 24 "corpus/c/early_returns.c"
                      
    { __typeof__(int) __srcinst_rv =
#line 25 "corpus/c/early_returns.c"
         ((-1));
VT_User_end__("int find(const int *, int, int)");
return __srcinst_rv; }
#line 25 "corpus/c/early_returns.c"
               
}
#line 26 "corpus/c/early_returns.c"
}

static const char *classify(int c)
{
VT_User_start__("const char * classify(int)", "corpus/c/early_returns.c", 29);
{
#line 29 "corpus/c/early_returns.c"
 
    switch (c) {
    case 0: { __typeof__(const char *) __srcinst_rv =
#line 31 "corpus/c/early_returns.c"
                 ( "zero");
VT_User_end__("const char * classify(int)");
return __srcinst_rv; }
#line 31 "corpus/c/early_returns.c"
                          
    case 1:
    case 2: { __typeof__(const char *) __srcinst_rv =
#line 33 "corpus/c/early_returns.c"
                 ( ("small"));
VT_User_end__("const char * classify(int)");
return __srcinst_rv; }
#line 33 "corpus/c/early_returns.c"
                             
    case 3: { { __typeof__(const char *) __srcinst_rv =
#line 34 "corpus/c/early_returns.c"
                   ( "three");
VT_User_end__("const char * classify(int)");
return __srcinst_rv; }
#line 34 "corpus/c/early_returns.c"
                              }
    default:
        if (c < 0) { __typeof__(const char *) __srcinst_rv =
#line 36 "corpus/c/early_returns.c"
                        ( "negative");
VT_User_end__("const char * classify(int)");
return __srcinst_rv; }
#line 36 "corpus/c/early_returns.c"
                                     
        break;
    }
    { __typeof__(const char *) __srcinst_rv =
#line 39 "corpus/c/early_returns.c"
         ( "big");
VT_User_end__("const char * classify(int)");
return __srcinst_rv; }
#line 39 "corpus/c/early_returns.c"
                 
}
#line 40 "corpus/c/early_returns.c"
}

static int count_down(int n)
{
VT_User_start__("int count_down(int)", "corpus/c/early_returns.c", 43);
{
#line 43 "corpus/c/early_returns.c"
 
    do
        if (n == 3) { __typeof__(int) __srcinst_rv =
#line 45 "corpus/c/early_returns.c"
                         ( n * 100);
VT_User_end__("int count_down(int)");
return __srcinst_rv; }
#line 45 "corpus/c/early_returns.c"
                                   
    while (--n > 0);
    { __typeof__(int) __srcinst_rv =
#line 47 "corpus/c/early_returns.c"
         ( n);
VT_User_end__("int count_down(int)");
return __srcinst_rv; }
#line 47 "corpus/c/early_returns.c"
             
}
#line 48 "corpus/c/early_returns.c"
}

static int nested_loops(int limit)
{
VT_User_start__("int nested_loops(int)", "corpus/c/early_returns.c", 51);
{
#line 51 "corpus/c/early_returns.c"
 
    int i, j;
    for (i = 0; i < limit; i++)
        for (j = 0; j < limit; j++)
            if (i * j == 12) { __typeof__(int) __srcinst_rv =
#line 55 "corpus/c/early_returns.c"
                                  ( i * 10 + j);
VT_User_end__("int nested_loops(int)");
return __srcinst_rv; }
#line 55 "corpus/c/early_returns.c"
                                               
    { __typeof__(int) __srcinst_rv =
#line 56 "corpus/c/early_returns.c"
         ( -1);
VT_User_end__("int nested_loops(int)");
return __srcinst_rv; }
#line 56 "corpus/c/early_returns.c"
              
}
#line 57 "corpus/c/early_returns.c"
}

static int switch_no_braces(int x)
{
VT_User_start__("int switch_no_braces(int)", "corpus/c/early_returns.c", 60);
{
#line 60 "corpus/c/early_returns.c"
 
    switch (x)
        case 7: { __typeof__(int) __srcinst_rv =
#line 62 "corpus/c/early_returns.c"
                     ( 70);
VT_User_end__("int switch_no_braces(int)");
return __srcinst_rv; }
#line 62 "corpus/c/early_returns.c"
                          
    { __typeof__(int) __srcinst_rv =
#line 63 "corpus/c/early_returns.c"
         ( x);
VT_User_end__("int switch_no_braces(int)");
return __srcinst_rv; }
#line 63 "corpus/c/early_returns.c"
             
}
#line 64 "corpus/c/early_returns.c"
}

static int ternary_return(int a, int b) {
VT_User_start__("int ternary_return(int, int)", "corpus/c/early_returns.c", 66);
{
#line 66 "corpus/c/early_returns.c"
                                          { __typeof__(int) __srcinst_rv =
#line 66 "corpus/c/early_returns.c"
                                               ( a > b ? a : b);
VT_User_end__("int ternary_return(int, int)");
return __srcinst_rv; }
#line 66 "corpus/c/early_returns.c"
                                                                
}
#line 66 "corpus/c/early_returns.c"
                                                                }

int main(void)
{
VT_User_start__("int main(void)", "corpus/c/early_returns.c", 69);
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
VT_User_end__("int main(void)");
return __srcinst_rv; }
#line 83 "corpus/c/early_returns.c"
                 
    else
        { __typeof__(int) __srcinst_rv =
#line 85 "corpus/c/early_returns.c"
             ( 1);
VT_User_end__("int main(void)");
return __srcinst_rv; }
#line 85 "corpus/c/early_returns.c"
                 
}
VT_User_end__("int main(void)");
#line 86 "corpus/c/early_returns.c"
}
