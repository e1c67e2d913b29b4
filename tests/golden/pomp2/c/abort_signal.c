#line 1 "corpus/c/abort_signal.c"
/* srcinst-test: std=c11 signal=6 */
/* abort() called from a nested routine: the process dies with SIGABRT.
   stdout is flushed explicitly first because abort() does not flush. */
#include <stdio.h>
#include <stdlib.h>
#include <opari2/pomp2_lib.h>
#line 6 "corpus/c/abort_signal.c"

static void check(int ok, const char *what)
{
    if (!ok) {
        printf("check failed: %s\n", what);
        fflush(stdout);
        abort();
    }
    printf("check ok: %s\n", what);
}

static int compute(int n)
{
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += i;
    return s;
}

int main(void)
{
    check(compute(4) == 6, "sum of 0..3");
    check(compute(5) == 11, "sum of 0..4 is 11");
    printf("not reached\n");
    return 0;
}
