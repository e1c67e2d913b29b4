#line 1 "corpus/c/statement_exprs.c"
/* srcinst-test: std=gnu11 */
/* GNU extensions: statement expressions (including one that returns from
   the enclosing function), typeof, __attribute__ and __extension__. */
#include <stdio.h>

#define MAX(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })
#define SQUARE_OR_BAIL(x) ({ if ((x) < 0) return -1; (x) * (x); })
#include <epik_user.h>
#line 8 "corpus/c/statement_exprs.c"

static int max3(int a, int b, int c)
{
EPIK_User_start("int max3(int, int, int)", "corpus/c/statement_exprs.c", 10);
{
#line 10 "corpus/c/statement_exprs.c"
 
    { __typeof__(int) __srcinst_rv =
#line 11 "corpus/c/statement_exprs.c"
         ( MAX(a, MAX(b, c)));
EPIK_User_end("int max3(int, int, int)", "corpus/c/statement_exprs.c", 12);
return __srcinst_rv; }
#line 11 "corpus/c/statement_exprs.c"
                             
}
#line 12 "corpus/c/statement_exprs.c"
}

static int square_or_bail(int x)
{
__typeof__(int) __srcinst_mrv __attribute__((__unused__));
EPIK_User_start("int square_or_bail(int)", "corpus/c/statement_exprs.c", 15);
{
#line 15 "corpus/c/statement_exprs.c"
 
    int v = 
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ EPIK_User_end("int square_or_bail(int)", "corpus/c/statement_exprs.c", 18); return __srcinst_mrv; })) __srcinst_mrv =
#line 16 "corpus/c/statement_exprs.c"
            SQUARE_OR_BAIL(x)
#undef return
#ifdef __clang__
#pragma clang diagnostic pop
#endif
#pragma pop_macro("return")
#line 16 "corpus/c/statement_exprs.c"
                             ;
    { __typeof__(int) __srcinst_rv =
#line 17 "corpus/c/statement_exprs.c"
         ( v + 1);
EPIK_User_end("int square_or_bail(int)", "corpus/c/statement_exprs.c", 18);
return __srcinst_rv; }
#line 17 "corpus/c/statement_exprs.c"
                 
}
#line 18 "corpus/c/statement_exprs.c"
}

static int return_in_stmt_expr(int x)
{
EPIK_User_start("int return_in_stmt_expr(int)", "corpus/c/statement_exprs.c", 21);
{
#line 21 "corpus/c/statement_exprs.c"
 
    int r = ({
        int t = x * 3;
        if (t > 20)
            { __typeof__(int) __srcinst_rv =
#line 25 "corpus/c/statement_exprs.c"
                 ( t);
EPIK_User_end("int return_in_stmt_expr(int)", "corpus/c/statement_exprs.c", 29);
return __srcinst_rv; }
#line 25 "corpus/c/statement_exprs.c"
                        /* leaves return_in_stmt_expr */
        t + 1;
    });
    { __typeof__(int) __srcinst_rv =
#line 28 "corpus/c/statement_exprs.c"
         ( r * 10);
EPIK_User_end("int return_in_stmt_expr(int)", "corpus/c/statement_exprs.c", 29);
return __srcinst_rv; }
#line 28 "corpus/c/statement_exprs.c"
                  
}
#line 29 "corpus/c/statement_exprs.c"
}

static int stmt_expr_as_return_value(int n)
{
EPIK_User_start("int stmt_expr_as_return_value(int)", "corpus/c/statement_exprs.c", 32);
{
#line 32 "corpus/c/statement_exprs.c"
 
    { __typeof__(int) __srcinst_rv =
#line 33 "corpus/c/statement_exprs.c"
         ( ({
        int i, s = 0;
        for (i = 1; i <= n; i++)
            s += i;
        s;
    }));
EPIK_User_end("int stmt_expr_as_return_value(int)", "corpus/c/statement_exprs.c", 39);
return __srcinst_rv; }
#line 38 "corpus/c/statement_exprs.c"
       
}
#line 39 "corpus/c/statement_exprs.c"
}

__attribute__((noinline)) static int attributed(int x)
{
EPIK_User_start("int attributed(int)", "corpus/c/statement_exprs.c", 42);
{
#line 42 "corpus/c/statement_exprs.c"
 
    { __typeof__(int) __srcinst_rv =
#line 43 "corpus/c/statement_exprs.c"
         ( x ^ 0x55);
EPIK_User_end("int attributed(int)", "corpus/c/statement_exprs.c", 44);
return __srcinst_rv; }
#line 43 "corpus/c/statement_exprs.c"
                    
}
#line 44 "corpus/c/statement_exprs.c"
}

static int __attribute__((unused)) never_called(void) {
EPIK_User_start("int never_called(void)", "corpus/c/statement_exprs.c", 46);
{
#line 46 "corpus/c/statement_exprs.c"
                                                        { __typeof__(int) __srcinst_rv =
#line 46 "corpus/c/statement_exprs.c"
                                                             ( 0);
EPIK_User_end("int never_called(void)", "corpus/c/statement_exprs.c", 46);
return __srcinst_rv; }
#line 46 "corpus/c/statement_exprs.c"
                                                                  
}
#line 46 "corpus/c/statement_exprs.c"
                                                                  }

__extension__ static long long ext_ll(void)
{
EPIK_User_start("long long ext_ll(void)", "corpus/c/statement_exprs.c", 49);
{
#line 49 "corpus/c/statement_exprs.c"
 
    { __typeof__(long long) __srcinst_rv =
#line 50 "corpus/c/statement_exprs.c"
         ( 1LL << 40);
EPIK_User_end("long long ext_ll(void)", "corpus/c/statement_exprs.c", 51);
return __srcinst_rv; }
#line 50 "corpus/c/statement_exprs.c"
                     
}
#line 51 "corpus/c/statement_exprs.c"
}

static inline int inline_helper(int x) {
EPIK_User_start("int inline_helper(int)", "corpus/c/statement_exprs.c", 53);
{
#line 53 "corpus/c/statement_exprs.c"
                                         { __typeof__(int) __srcinst_rv =
#line 53 "corpus/c/statement_exprs.c"
                                              ( x + 100);
EPIK_User_end("int inline_helper(int)", "corpus/c/statement_exprs.c", 53);
return __srcinst_rv; }
#line 53 "corpus/c/statement_exprs.c"
                                                         
}
#line 53 "corpus/c/statement_exprs.c"
                                                         }

int main(void)
{
EPIK_User_start("int main(void)", "corpus/c/statement_exprs.c", 56);
{
#line 56 "corpus/c/statement_exprs.c"
 
    printf("max3=%d\n", max3(4, 9, 2));
    printf("square_or_bail: %d %d\n", square_or_bail(5), square_or_bail(-5));
    printf("return_in_stmt_expr: %d %d\n", return_in_stmt_expr(2), return_in_stmt_expr(9));
    printf("stmt_expr_as_return_value=%d\n", stmt_expr_as_return_value(10));
    printf("attributed=%d ext_ll=%lld inline=%d\n", attributed(0x0f), ext_ll(), inline_helper(1));
    { __typeof__(int) __srcinst_rv =
#line 62 "corpus/c/statement_exprs.c"
         ( ({ int z = 0; z; }));
EPIK_User_end("int main(void)", "corpus/c/statement_exprs.c", 63);
return __srcinst_rv; }
#line 62 "corpus/c/statement_exprs.c"
                               
}
#line 63 "corpus/c/statement_exprs.c"
}
