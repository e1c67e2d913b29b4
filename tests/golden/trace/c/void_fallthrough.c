#line 1 "corpus/c/void_fallthrough.c"
/* srcinst-test: std=c11 */
/* void functions that fall off the end, void functions with bare early
   returns, and a main() without parameters that falls off the end. */
#include <stdio.h>
#include <srcinst_trace.h>
#line 5 "corpus/c/void_fallthrough.c"

static int counter;

static void bump(void)
{
static const srcinst_region __srcinst_region = { "void bump(void)", "corpus/c/void_fallthrough.c", 9 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 9 "corpus/c/void_fallthrough.c"
 
    counter++;
}
#line 11 "corpus/c/void_fallthrough.c"
}

static void bump_n(int n)
{
static const srcinst_region __srcinst_region = { "void bump_n(int)", "corpus/c/void_fallthrough.c", 14 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 14 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++)
        bump();
}
#line 18 "corpus/c/void_fallthrough.c"
}

static void maybe_print(int v)
{
static const srcinst_region __srcinst_region = { "void maybe_print(int)", "corpus/c/void_fallthrough.c", 21 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 21 "corpus/c/void_fallthrough.c"
 
    if (v < 0)
        return;
    printf("value %d\n", v);
}
#line 25 "corpus/c/void_fallthrough.c"
}

static void print_until(const int *a, int n, int stop)
{
static const srcinst_region __srcinst_region = { "void print_until(const int *, int, int)", "corpus/c/void_fallthrough.c", 28 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 28 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++) {
        if (a[i] == stop) {
            printf("stop at %d\n", i);
            return;
        }
        printf("a[%d]=%d\n", i, a[i]);
    }
}
#line 37 "corpus/c/void_fallthrough.c"
}

static void empty(void) {
static const srcinst_region __srcinst_region = { "void empty(void)", "corpus/c/void_fallthrough.c", 39 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 39 "corpus/c/void_fallthrough.c"
                         
}
#line 39 "corpus/c/void_fallthrough.c"
                         }

static void returns_void_expr(void)
{
static const srcinst_region __srcinst_region = { "void returns_void_expr(void)", "corpus/c/void_fallthrough.c", 42 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 42 "corpus/c/void_fallthrough.c"
 
    return bump();
}
#line 44 "corpus/c/void_fallthrough.c"
}

static void only_label(int x)
{
static const srcinst_region __srcinst_region = { "void only_label(int)", "corpus/c/void_fallthrough.c", 47 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 47 "corpus/c/void_fallthrough.c"
 
    if (x)
        goto out;
    printf("not jumped\n");
out:
    ;
}
#line 53 "corpus/c/void_fallthrough.c"
}

static void nested_blocks(int depth)
{
static const srcinst_region __srcinst_region = { "void nested_blocks(int)", "corpus/c/void_fallthrough.c", 56 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
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
#line 65 "corpus/c/void_fallthrough.c"
}

int main()
{
static const srcinst_region __srcinst_region = { "int main()", "corpus/c/void_fallthrough.c", 68 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
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
#line 80 "corpus/c/void_fallthrough.c"
}
