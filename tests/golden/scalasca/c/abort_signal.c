#line 1 "corpus/c/abort_signal.c"
/* srcinst-test: std=c11 signal=6 */
/* abort() called from a nested routine: the process dies with SIGABRT.
   stdout is flushed explicitly first because abort() does not flush. */
#include <stdio.h>
#include <stdlib.h>
#include <epik_user.h>
#line 6 "corpus/c/abort_signal.c"

static void check(int ok, const char *what)
{
EPIK_User_start("void check(int, const char *)", "corpus/c/abort_signal.c", 8);
{
#line 8 "corpus/c/abort_signal.c"
 
    if (!ok) {
        printf("check failed: %s\n", what);
        fflush(stdout);
        abort();
    }
    printf("check ok: %s\n", what);
}
EPIK_User_end("void check(int, const char *)", "corpus/c/abort_signal.c", 15);
#line 15 "corpus/c/abort_signal.c"
}

static int compute(int n)
{
EPIK_User_start("int compute(int)", "corpus/c/abort_signal.c", 18);
{
#line 18 "corpus/c/abort_signal.c"
 
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += i;
    { __typeof__(int) __srcinst_rv =
#line 22 "corpus/c/abort_signal.c"
         ( s);
EPIK_User_end("int compute(int)", "corpus/c/abort_signal.c", 23);
return __srcinst_rv; }
#line 22 "corpus/c/abort_signal.c"
             
}
#line 23 "corpus/c/abort_signal.c"
}

int main(void)
{
EPIK_User_start("int main(void)", "corpus/c/abort_signal.c", 26);
{
#line 26 "corpus/c/abort_signal.c"
 
    check(compute(4) == 6, "sum of 0..3");
    check(compute(5) == 11, "sum of 0..4 is 11");
    printf("not reached\n");
    { __typeof__(int) __srcinst_rv =
#line 30 "corpus/c/abort_signal.c"
         ( 0);
EPIK_User_end("int main(void)", "corpus/c/abort_signal.c", 31);
return __srcinst_rv; }
#line 30 "corpus/c/abort_signal.c"
             
}
#line 31 "corpus/c/abort_signal.c"
}
