#line 1 "corpus/c/early_returns.c"
/* srcinst-test: std=c11 */
/* Early returns in unbraced if/else/while/for/do/switch bodies. */
#include <stdio.h>
#include <TAU.h>
#line 4 "corpus/c/early_returns.c"

static int sign(int x)
{
TAU_PROFILE_TIMER(tautimer, "int sign(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 6 "corpus/c/early_returns.c"
 
    if (x < 0) { __typeof__(int) __srcinst_rv =
#line 7 "corpus/c/early_returns.c"
                    ( -1);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 7 "corpus/c/early_returns.c"
                         
    else if (x == 0) { __typeof__(int) __srcinst_rv =
#line 8 "corpus/c/early_returns.c"
                          ( 0);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 8 "corpus/c/early_returns.c"
                              
    else { __typeof__(int) __srcinst_rv =
#line 9 "corpus/c/early_returns.c"
              ( 1);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 9 "corpus/c/early_returns.c"
                  
}
TAU_PROFILE_STOP(tautimer);
#line 10 "corpus/c/early_returns.c"
}

static int first_multiple(int start, int k)
{
TAU_PROFILE_TIMER(tautimer, "int first_multiple(int, int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 13 "corpus/c/early_returns.c"
 
    int i = start;
    while (1)
        if (i % k == 0) { __typeof__(int) __srcinst_rv =
#line 16 "corpus/c/early_returns.c"
                             ( i);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 16 "corpus/c/early_returns.c"
                                  else i++;
}
TAU_PROFILE_STOP(tautimer);
#line 17 "corpus/c/early_returns.c"
}

static int find(const int *a, int n, int v)
{
TAU_PROFILE_TIMER(tautimer, "int find(const int *, int, int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 20 "corpus/c/early_returns.c"
 
    int i;
    for (i = 0; i < n; i++)
        if (a[i] == v)
            { __typeof__(int) __srcinst_rv =
#line 24 "corpus/c/early_returns.c"
                 ((i));
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 24 "corpus/c/early_returns.c"
                      
    { __typeof__(int) __srcinst_rv =
#line 25 "corpus/c/early_returns.c"
         ((-1));
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 25 "corpus/c/early_returns.c"
               
}
#line 26 "corpus/c/early_returns.c"
}

static const char *classify(int c)
{
TAU_PROFILE_TIMER(tautimer, "const char * classify(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 29 "corpus/c/early_returns.c"
 
    switch (c) {
    case 0: { __typeof__(const char *) __srcinst_rv =
#line 31 "corpus/c/early_returns.c"
                 ( "zero");
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 31 "corpus/c/early_returns.c"
                          
    case 1:
    case 2: { __typeof__(const char *) __srcinst_rv =
#line 33 "corpus/c/early_returns.c"
                 ( ("small"));
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 33 "corpus/c/early_returns.c"
                             
    case 3: { { __typeof__(const char *) __srcinst_rv =
#line 34 "corpus/c/early_returns.c"
                   ( "three");
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 34 "corpus/c/early_returns.c"
                              }
    default:
        if (c < 0) { __typeof__(const char *) __srcinst_rv =
#line 36 "corpus/c/early_returns.c"
                        ( "negative");
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 36 "corpus/c/early_returns.c"
                                     
        break;
    }
    { __typeof__(const char *) __srcinst_rv =
#line 39 "corpus/c/early_returns.c"
         ( "big");
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 39 "corpus/c/early_returns.c"
                 
}
#line 40 "corpus/c/early_returns.c"
}

static int count_down(int n)
{
TAU_PROFILE_TIMER(tautimer, "int count_down(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 43 "corpus/c/early_returns.c"
 
    do
        if (n == 3) { __typeof__(int) __srcinst_rv =
#line 45 "corpus/c/early_returns.c"
                         ( n * 100);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 45 "corpus/c/early_returns.c"
                                   
    while (--n > 0);
    { __typeof__(int) __srcinst_rv =
#line 47 "corpus/c/early_returns.c"
         ( n);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 47 "corpus/c/early_returns.c"
             
}
#line 48 "corpus/c/early_returns.c"
}

static int nested_loops(int limit)
{
TAU_PROFILE_TIMER(tautimer, "int nested_loops(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 51 "corpus/c/early_returns.c"
 
    int i, j;
    for (i = 0; i < limit; i++)
        for (j = 0; j < limit; j++)
            if (i * j == 12) { __typeof__(int) __srcinst_rv =
#line 55 "corpus/c/early_returns.c"
                                  ( i * 10 + j);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 55 "corpus/c/early_returns.c"
                                               
    { __typeof__(int) __srcinst_rv =
#line 56 "corpus/c/early_returns.c"
         ( -1);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 56 "corpus/c/early_returns.c"
              
}
#line 57 "corpus/c/early_returns.c"
}

static int switch_no_braces(int x)
{
TAU_PROFILE_TIMER(tautimer, "int switch_no_braces(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 60 "corpus/c/early_returns.c"
 
    switch (x)
        case 7: { __typeof__(int) __srcinst_rv =
#line 62 "corpus/c/early_returns.c"
                     ( 70);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 62 "corpus/c/early_returns.c"
                          
    { __typeof__(int) __srcinst_rv =
#line 63 "corpus/c/early_returns.c"
         ( x);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 63 "corpus/c/early_returns.c"
             
}
#line 64 "corpus/c/early_returns.c"
}

static int ternary_return(int a, int b) {
TAU_PROFILE_TIMER(tautimer, "int ternary_return(int, int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 66 "corpus/c/early_returns.c"
                                          { __typeof__(int) __srcinst_rv =
#line 66 "corpus/c/early_returns.c"
                                               ( a > b ? a : b);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 66 "corpus/c/early_returns.c"
                                                                
}
#line 66 "corpus/c/early_returns.c"
                                                                }

int main(void)
{
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE_TIMER(tautimer, "int main(void)", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
TAU_PROFILE_START(tautimer);
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
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 83 "corpus/c/early_returns.c"
                 
    else
        { __typeof__(int) __srcinst_rv =
#line 85 "corpus/c/early_returns.c"
             ( 1);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 85 "corpus/c/early_returns.c"
                 
}
TAU_PROFILE_STOP(tautimer);
#line 86 "corpus/c/early_returns.c"
}
