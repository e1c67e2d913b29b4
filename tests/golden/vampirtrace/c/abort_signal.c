#line 1 "corpus/c/abort_signal.c"
/* srcinst-test: std=c11 signal=6 */
/* abort() called from a nested routine: the process dies with SIGABRT.
   stdout is flushed explicitly first because abort() does not flush. */
#include <stdio.h>
#include <stdlib.h>
#include <vt_user.h>
#line 6 "corpus/c/abort_signal.c"

static void check(int ok, const char *what)
{
VT_User_start__("void check(int, const char *)", "corpus/c/abort_signal.c", 8);
{
#line 8 "corpus/c/abort_signal.c"
 
    if (!ok) {
        printf("check failed: %s\n", what);
        fflush(stdout);
        abort();
    }
    printf("check ok: %s\n", what);
}
VT_User_end__("void check(int, const char *)");
#line 15 "corpus/c/abort_signal.c"
}

static int compute(int n)
{
VT_User_start__("int compute(int)", "corpus/c/abort_signal.c", 18);
{
#line 18 "corpus/c/abort_signal.c"
 
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += i;
    { __typeof__(int) __srcinst_rv =
#line 22 "corpus/c/abort_signal.c"
         ( s);
VT_User_end__("int compute(int)");
return __srcinst_rv; }
#line 22 "corpus/c/abort_signal.c"
             
}
#line 23 "corpus/c/abort_signal.c"
}

int main(void)
{
VT_User_start__("int main(void)", "corpus/c/abort_signal.c", 26);
{
#line 26 "corpus/c/abort_signal.c"
 
    check(compute(4) == 6, "sum of 0..3");
    check(compute(5) == 11, "sum of 0..4 is 11");
    printf("not reached\n");
    { __typeof__(int) __srcinst_rv =
#line 30 "corpus/c/abort_signal.c"
         ( 0);
VT_User_end__("int main(void)");
return __srcinst_rv; }
#line 30 "corpus/c/abort_signal.c"
             
}
#line 31 "corpus/c/abort_signal.c"
}
