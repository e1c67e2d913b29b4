#line 1 "corpus/c/abort_signal.c"
/* srcinst-test: std=c11 signal=6 */
/* abort() called from a nested routine: the process dies with SIGABRT.
   stdout is flushed explicitly first because abort() does not flush. */
#include <stdio.h>
#include <stdlib.h>
#include <caliper/cali.h>
#line 6 "corpus/c/abort_signal.c"

static void check(int ok, const char *what)
{
cali_begin_region("void check(int, const char *)");
{
#line 8 "corpus/c/abort_signal.c"
 
    if (!ok) {
        printf("check failed: %s\n", what);
        fflush(stdout);
        abort();
    }
    printf("check ok: %s\n", what);
}
cali_end_region("void check(int, const char *)");
#line 15 "corpus/c/abort_signal.c"
}

static int compute(int n)
{
cali_begin_region("int compute(int)");
{
#line 18 "corpus/c/abort_signal.c"
 
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += i;
    { __typeof__(int) __srcinst_rv =
#line 22 "corpus/c/abort_signal.c"
         ( s);
cali_end_region("int compute(int)");
return __srcinst_rv; }
#line 22 "corpus/c/abort_signal.c"
             
}
#line 23 "corpus/c/abort_signal.c"
}

int main(void)
{
cali_begin_region("int main(void)");
{
#line 26 "corpus/c/abort_signal.c"
 
    check(compute(4) == 6, "sum of 0..3");
    check(compute(5) == 11, "sum of 0..4 is 11");
    printf("not reached\n");
    { __typeof__(int) __srcinst_rv =
#line 30 "corpus/c/abort_signal.c"
         ( 0);
cali_end_region("int main(void)");
return __srcinst_rv; }
#line 30 "corpus/c/abort_signal.c"
             
}
#line 31 "corpus/c/abort_signal.c"
}
