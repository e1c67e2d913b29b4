#line 1 "corpus/c/abort_signal.c"
/* srcinst-test: std=c11 signal=6 */
/* abort() called from a nested routine: the process dies with SIGABRT.
   stdout is flushed explicitly first because abort() does not flush. */
#include <stdio.h>
#include <stdlib.h>
#include <TAU.h>
#line 6 "corpus/c/abort_signal.c"

static void check(int ok, const char *what)
{
TAU_PROFILE_TIMER(tautimer, "void check(int, const char *)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 8 "corpus/c/abort_signal.c"
 
    if (!ok) {
        printf("check failed: %s\n", what);
        fflush(stdout);
        {
TAU_PROFILE_EXIT("exit");
#line 12 "corpus/c/abort_signal.c"
        abort(); }
    }
    printf("check ok: %s\n", what);
}
TAU_PROFILE_STOP(tautimer);
#line 15 "corpus/c/abort_signal.c"
}

static int compute(int n)
{
TAU_PROFILE_TIMER(tautimer, "int compute(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 18 "corpus/c/abort_signal.c"
 
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += i;
    { __typeof__(int) __srcinst_rv =
#line 22 "corpus/c/abort_signal.c"
         ( s);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 22 "corpus/c/abort_signal.c"
             
}
#line 23 "corpus/c/abort_signal.c"
}

int main(void)
{
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE_TIMER(tautimer, "int main(void)", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
TAU_PROFILE_START(tautimer);
{
#line 26 "corpus/c/abort_signal.c"
 
    check(compute(4) == 6, "sum of 0..3");
    check(compute(5) == 11, "sum of 0..4 is 11");
    printf("not reached\n");
    { __typeof__(int) __srcinst_rv =
#line 30 "corpus/c/abort_signal.c"
         ( 0);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 30 "corpus/c/abort_signal.c"
             
}
#line 31 "corpus/c/abort_signal.c"
}
