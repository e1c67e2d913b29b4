#line 1 "corpus/c/statement_exprs.c"
/* srcinst-test: std=gnu11 */
/* GNU extensions: statement expressions (including one that returns from
   the enclosing function), typeof, __attribute__ and __extension__. */
#include <stdio.h>

#define MAX(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })
#define SQUARE_OR_BAIL(x) ({ if ((x) < 0) return -1; (x) * (x); })
#include <opari2/pomp2_lib.h>
#line 8 "corpus/c/statement_exprs.c"

static int max3(int a, int b, int c)
{
    return MAX(a, MAX(b, c));
}

static int square_or_bail(int x)
{
    int v = SQUARE_OR_BAIL(x);
    return v + 1;
}

static int return_in_stmt_expr(int x)
{
    int r = ({
        int t = x * 3;
        if (t > 20)
            return t;   /* leaves return_in_stmt_expr */
        t + 1;
    });
    return r * 10;
}

static int stmt_expr_as_return_value(int n)
{
    return ({
        int i, s = 0;
        for (i = 1; i <= n; i++)
            s += i;
        s;
    });
}

__attribute__((noinline)) static int attributed(int x)
{
    return x ^ 0x55;
}

static int __attribute__((unused)) never_called(void) { return 0; }

__extension__ static long long ext_ll(void)
{
    return 1LL << 40;
}

static inline int inline_helper(int x) { return x + 100; }

int main(void)
{
    printf("max3=%d\n", max3(4, 9, 2));
    printf("square_or_bail: %d %d\n", square_or_bail(5), square_or_bail(-5));
    printf("return_in_stmt_expr: %d %d\n", return_in_stmt_expr(2), return_in_stmt_expr(9));
    printf("stmt_expr_as_return_value=%d\n", stmt_expr_as_return_value(10));
    printf("attributed=%d ext_ll=%lld inline=%d\n", attributed(0x0f), ext_ll(), inline_helper(1));
    return ({ int z = 0; z; });
}
