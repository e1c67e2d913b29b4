#line 1 "corpus/c/statement_exprs.c"
/* srcinst-test: std=gnu11 */
/* GNU extensions: statement expressions (including one that returns from
   the enclosing function), typeof, __attribute__ and __extension__. */
#include <stdio.h>

#define MAX(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })
#define SQUARE_OR_BAIL(x) ({ if ((x) < 0) return -1; (x) * (x); })
#include <srcinst_trace.h>
#line 8 "corpus/c/statement_exprs.c"

static int max3(int a, int b, int c)
{
static const srcinst_region __srcinst_region = { "int max3(int, int, int)", "corpus/c/statement_exprs.c", 10 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 10 "corpus/c/statement_exprs.c"
 
    return MAX(a, MAX(b, c));
}
#line 12 "corpus/c/statement_exprs.c"
}

static int square_or_bail(int x)
{
static const srcinst_region __srcinst_region = { "int square_or_bail(int)", "corpus/c/statement_exprs.c", 15 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 15 "corpus/c/statement_exprs.c"
 
    int v = SQUARE_OR_BAIL(x);
    return v + 1;
}
#line 18 "corpus/c/statement_exprs.c"
}

static int return_in_stmt_expr(int x)
{
static const srcinst_region __srcinst_region = { "int return_in_stmt_expr(int)", "corpus/c/statement_exprs.c", 21 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 21 "corpus/c/statement_exprs.c"
 
    int r = ({
        int t = x * 3;
        if (t > 20)
            return t;   /* leaves return_in_stmt_expr */
        t + 1;
    });
    return r * 10;
}
#line 29 "corpus/c/statement_exprs.c"
}

static int stmt_expr_as_return_value(int n)
{
static const srcinst_region __srcinst_region = { "int stmt_expr_as_return_value(int)", "corpus/c/statement_exprs.c", 32 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 32 "corpus/c/statement_exprs.c"
 
    return ({
        int i, s = 0;
        for (i = 1; i <= n; i++)
            s += i;
        s;
    });
}
#line 39 "corpus/c/statement_exprs.c"
}

__attribute__((noinline)) static int attributed(int x)
{
static const srcinst_region __srcinst_region = { "int attributed(int)", "corpus/c/statement_exprs.c", 42 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 42 "corpus/c/statement_exprs.c"
 
    return x ^ 0x55;
}
#line 44 "corpus/c/statement_exprs.c"
}

static int __attribute__((unused)) never_called(void) {
static const srcinst_region __srcinst_region = { "int never_called(void)", "corpus/c/statement_exprs.c", 46 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 46 "corpus/c/statement_exprs.c"
                                                        return 0; 
}
#line 46 "corpus/c/statement_exprs.c"
                                                                  }

__extension__ static long long ext_ll(void)
{
static const srcinst_region __srcinst_region = { "long long ext_ll(void)", "corpus/c/statement_exprs.c", 49 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 49 "corpus/c/statement_exprs.c"
 
    return 1LL << 40;
}
#line 51 "corpus/c/statement_exprs.c"
}

static inline int inline_helper(int x) {
static const srcinst_region __srcinst_region = { "int inline_helper(int)", "corpus/c/statement_exprs.c", 53 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 53 "corpus/c/statement_exprs.c"
                                         return x + 100; 
}
#line 53 "corpus/c/statement_exprs.c"
                                                         }

int main(void)
{
static const srcinst_region __srcinst_region = { "int main(void)", "corpus/c/statement_exprs.c", 56 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 56 "corpus/c/statement_exprs.c"
 
    printf("max3=%d\n", max3(4, 9, 2));
    printf("square_or_bail: %d %d\n", square_or_bail(5), square_or_bail(-5));
    printf("return_in_stmt_expr: %d %d\n", return_in_stmt_expr(2), return_in_stmt_expr(9));
    printf("stmt_expr_as_return_value=%d\n", stmt_expr_as_return_value(10));
    printf("attributed=%d ext_ll=%lld inline=%d\n", attributed(0x0f), ext_ll(), inline_helper(1));
    return ({ int z = 0; z; });
}
#line 63 "corpus/c/statement_exprs.c"
}
