#line 1 "corpus/c/macro_returns.c"
/* srcinst-test: std=c11 */
/* Returns hidden inside macro expansions (the routines themselves are
   written out in the file; see macro_defined_functions.c for routines that
   come from macros). */
#include <stdio.h>

#define RET(x) return (x)
#define CHECK(cond, code) do { if (!(cond)) return (code); } while (0)
#define RETURN_IF_NEG(v) if ((v) < 0) RET(-(v))
#define VOID_RET return
#include <opari2/pomp2_lib.h>
#line 11 "corpus/c/macro_returns.c"

static int abs_val(int v)
{
    RETURN_IF_NEG(v);
    RET(v);
}

static int validate(int a, int b)
{
    CHECK(a > 0, 1);
    CHECK(b > 0, 2);
    CHECK(a < b, 3);
    return 0;
}

static int twice(int x)
{
    RET(x
        * 2);
}

static void void_macro(int x)
{
    if (x)
        VOID_RET;
    printf("void_macro reached end\n");
}

#define CALL_AND_RET(f, x) return f(x)
static int via_call(int x)
{
    CALL_AND_RET(twice, x + 1);
}

int main(void)
{
    printf("abs=%d %d\n", abs_val(-4), abs_val(6));
    printf("validate=%d %d %d %d\n", validate(1, 2), validate(0, 2), validate(1, 0), validate(3, 2));
    printf("twice=%d via_call=%d\n", twice(21), via_call(4));
    void_macro(1);
    void_macro(0);
    return 0; /* plain, so main itself stays instrumented */
}
