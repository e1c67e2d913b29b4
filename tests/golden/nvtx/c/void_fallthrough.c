#line 1 "corpus/c/void_fallthrough.c"
/* srcinst-test: std=c11 */
/* void functions that fall off the end, void functions with bare early
   returns, and a main() without parameters that falls off the end. */
#include <stdio.h>
#include <nvtx3/nvToolsExt.h>
#line 5 "corpus/c/void_fallthrough.c"

static int counter;

static void bump(void)
{
nvtxRangePushA("void bump(void)");
{
#line 9 "corpus/c/void_fallthrough.c"
 
    counter++;
}
nvtxRangePop();
#line 11 "corpus/c/void_fallthrough.c"
}

static void bump_n(int n)
{
nvtxRangePushA("void bump_n(int)");
{
#line 14 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++)
        bump();
}
nvtxRangePop();
#line 18 "corpus/c/void_fallthrough.c"
}

static void maybe_print(int v)
{
nvtxRangePushA("void maybe_print(int)");
{
#line 21 "corpus/c/void_fallthrough.c"
 
    if (v < 0)
        {
nvtxRangePop();
#line 23 "corpus/c/void_fallthrough.c"
        return; }
    printf("value %d\n", v);
}
nvtxRangePop();
#line 25 "corpus/c/void_fallthrough.c"
}

static void print_until(const int *a, int n, int stop)
{
nvtxRangePushA("void print_until(const int *, int, int)");
{
#line 28 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++) {
        if (a[i] == stop) {
            printf("stop at %d\n", i);
            {
nvtxRangePop();
#line 33 "corpus/c/void_fallthrough.c"
            return; }
        }
        printf("a[%d]=%d\n", i, a[i]);
    }
}
nvtxRangePop();
#line 37 "corpus/c/void_fallthrough.c"
}

static void empty(void) {
nvtxRangePushA("void empty(void)");
{
#line 39 "corpus/c/void_fallthrough.c"
                         
}
nvtxRangePop();
#line 39 "corpus/c/void_fallthrough.c"
                         }

static void returns_void_expr(void)
{
nvtxRangePushA("void returns_void_expr(void)");
{
#line 42 "corpus/c/void_fallthrough.c"
 
    {
#line 43 "corpus/c/void_fallthrough.c"
         ( bump());
nvtxRangePop();
return; }
#line 43 "corpus/c/void_fallthrough.c"
                  
}
#line 44 "corpus/c/void_fallthrough.c"
}

static void only_label(int x)
{
nvtxRangePushA("void only_label(int)");
{
#line 47 "corpus/c/void_fallthrough.c"
 
    if (x)
        goto out;
    printf("not jumped\n");
out:
    ;
}
nvtxRangePop();
#line 53 "corpus/c/void_fallthrough.c"
}

static void nested_blocks(int depth)
{
nvtxRangePushA("void nested_blocks(int)");
{
#line 56 "corpus/c/void_fallthrough.c"
 
    {
        {
            if (depth > 1) {
                nested_blocks(depth - 1);
            }
        }
    }
    printf("depth %d done\n", depth);
}
nvtxRangePop();
#line 65 "corpus/c/void_fallthrough.c"
}

int main()
{
nvtxRangePushA("int main()");
{
#line 68 "corpus/c/void_fallthrough.c"
 
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
nvtxRangePop();
#line 80 "corpus/c/void_fallthrough.c"
}
