#line 1 "corpus/c/abort_signal.c"
/* srcinst-test: std=c11 signal=6 */
/* abort() called from a nested routine: the process dies with SIGABRT.
   stdout is flushed explicitly first because abort() does not flush. */
#include <stdio.h>
#include <stdlib.h>
#include <srcinst_trace.h>
#line 6 "corpus/c/abort_signal.c"

static void check(int ok, const char *what)
{
static const srcinst_region __srcinst_region = { "void check(int, const char *)", "corpus/c/abort_signal.c", 8 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 8 "corpus/c/abort_signal.c"
 
    if (!ok) {
        printf("check failed: %s\n", what);
        fflush(stdout);
        {
srcinst_trace_abort("void check(int, const char *)", "corpus/c/abort_signal.c", 12);
#line 12 "corpus/c/abort_signal.c"
        abort(); }
    }
    printf("check ok: %s\n", what);
}
#line 15 "corpus/c/abort_signal.c"
}

static int compute(int n)
{
static const srcinst_region __srcinst_region = { "int compute(int)", "corpus/c/abort_signal.c", 18 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 18 "corpus/c/abort_signal.c"
 
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += i;
    return s;
}
#line 23 "corpus/c/abort_signal.c"
}

int main(void)
{
static const srcinst_region __srcinst_region = { "int main(void)", "corpus/c/abort_signal.c", 26 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 26 "corpus/c/abort_signal.c"
 
    check(compute(4) == 6, "sum of 0..3");
    check(compute(5) == 11, "sum of 0..4 is 11");
    printf("not reached\n");
    return 0;
}
#line 31 "corpus/c/abort_signal.c"
}
