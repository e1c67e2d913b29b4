#line 1 "corpus/c/void_fallthrough.c"
/* srcinst-test: std=c11 */
/* void functions that fall off the end, void functions with bare early
   returns, and a main() without parameters that falls off the end. */
#include <stdio.h>
#include <opari2/pomp2_lib.h>
#line 5 "corpus/c/void_fallthrough.c"

static int counter;

static void bump(void)
{
    counter++;
}

static void bump_n(int n)
{
    int i;
    for (i = 0; i < n; i++)
        bump();
}

static void maybe_print(int v)
{
    if (v < 0)
        return;
    printf("value %d\n", v);
}

static void print_until(const int *a, int n, int stop)
{
    int i;
    for (i = 0; i < n; i++) {
        if (a[i] == stop) {
            printf("stop at %d\n", i);
            return;
        }
        printf("a[%d]=%d\n", i, a[i]);
    }
}

static void empty(void) {}

static void returns_void_expr(void)
{
    return bump();
}

static void only_label(int x)
{
    if (x)
        goto out;
    printf("not jumped\n");
out:
    ;
}

static void nested_blocks(int depth)
{
    {
        {
            if (depth > 1) {
                nested_blocks(depth - 1);
            }
        }
    }
    printf("depth %d done\n", depth);
}

int main()
{
    int a[] = { 1, 2, 3, 4, 5 };
    bump_n(3);
    maybe_print(-1);
    maybe_print(counter);
    print_until(a, 5, 4);
    empty();
    returns_void_expr();
    only_label(0);
    only_label(1);
    nested_blocks(3);
    printf("counter=%d\n", counter);
}
