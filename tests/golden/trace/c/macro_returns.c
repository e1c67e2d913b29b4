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
#include <srcinst_trace.h>
#line 11 "corpus/c/macro_returns.c"

static int abs_val(int v)
{
static const srcinst_region __srcinst_region = { "int abs_val(int)", "corpus/c/macro_returns.c", 13 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 13 "corpus/c/macro_returns.c"
 
    RETURN_IF_NEG(v);
    RET(v);
}
#line 16 "corpus/c/macro_returns.c"
}

static int validate(int a, int b)
{
static const srcinst_region __srcinst_region = { "int validate(int, int)", "corpus/c/macro_returns.c", 19 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 19 "corpus/c/macro_returns.c"
 
    CHECK(a > 0, 1);
    CHECK(b > 0, 2);
    CHECK(a < b, 3);
    return 0;
}
#line 24 "corpus/c/macro_returns.c"
}

static int twice(int x)
{
static const srcinst_region __srcinst_region = { "int twice(int)", "corpus/c/macro_returns.c", 27 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 27 "corpus/c/macro_returns.c"
 
    RET(x
        * 2);
}
#line 30 "corpus/c/macro_returns.c"
}

static void void_macro(int x)
{
static const srcinst_region __srcinst_region = { "void void_macro(int)", "corpus/c/macro_returns.c", 33 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 33 "corpus/c/macro_returns.c"
 
    if (x)
        VOID_RET;
    printf("void_macro reached end\n");
}
#line 37 "corpus/c/macro_returns.c"
}

#define CALL_AND_RET(f, x) return f(x)
static int via_call(int x)
{
static const srcinst_region __srcinst_region = { "int via_call(int)", "corpus/c/macro_returns.c", 41 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 41 "corpus/c/macro_returns.c"
 
    CALL_AND_RET(twice, x + 1);
}
#line 43 "corpus/c/macro_returns.c"
}

int main(void)
{
static const srcinst_region __srcinst_region = { "int main(void)", "corpus/c/macro_returns.c", 46 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 46 "corpus/c/macro_returns.c"
 
    printf("abs=%d %d\n", abs_val(-4), abs_val(6));
    printf("validate=%d %d %d %d\n", validate(1, 2), validate(0, 2), validate(1, 0), validate(3, 2));
    printf("twice=%d via_call=%d\n", twice(21), via_call(4));
    void_macro(1);
    void_macro(0);
    return 0; /* plain, so main itself stays instrumented */
}
#line 53 "corpus/c/macro_returns.c"
}
