#line 1 "corpus/c/abort_signal.c"
/* srcinst-test: std=c11 signal=6 */
/* abort() called from a nested routine: the process dies with SIGABRT.
   stdout is flushed explicitly first because abort() does not flush. */
#include <stdio.h>
#include <stdlib.h>
#include <stdio.h>
#line 6 "corpus/c/abort_signal.c"

static void check(int ok, const char *what)
{
fprintf(stderr, "enter %s (%s:%d)\n", "void check(int, const char *)", "corpus/c/abort_signal.c", 8);
{
#line 8 "corpus/c/abort_signal.c"
 
    if (!ok) {
        printf("check failed: %s\n", what);
        fflush(stdout);
        {
fprintf(stderr, "abort in %s at %s:%d\n", "void check(int, const char *)", "corpus/c/abort_signal.c", 12);
#line 12 "corpus/c/abort_signal.c"
        abort(); }
    }
    printf("check ok: %s\n", what);
}
fprintf(stderr, "leave %s (%s:%d)\n", "void check(int, const char *)", "corpus/c/abort_signal.c", 15);
#line 15 "corpus/c/abort_signal.c"
}

static int compute(int n)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int compute(int)", "corpus/c/abort_signal.c", 18);
{
#line 18 "corpus/c/abort_signal.c"
 
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += i;
    { __typeof__(int) __srcinst_rv =
#line 22 "corpus/c/abort_signal.c"
         ( s);
fprintf(stderr, "leave %s (%s:%d)\n", "int compute(int)", "corpus/c/abort_signal.c", 22);
return __srcinst_rv; }
#line 22 "corpus/c/abort_signal.c"
             
}
#line 23 "corpus/c/abort_signal.c"
}

int main(void)
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/c/abort_signal.c", 26);
fprintf(stderr, "enter %s (%s:%d)\n", "int main(void)", "corpus/c/abort_signal.c", 26);
{
#line 26 "corpus/c/abort_signal.c"
 
    check(compute(4) == 6, "sum of 0..3");
    check(compute(5) == 11, "sum of 0..4 is 11");
    printf("not reached\n");
    { __typeof__(int) __srcinst_rv =
#line 30 "corpus/c/abort_signal.c"
         ( 0);
fprintf(stderr, "leave %s (%s:%d)\n", "int main(void)", "corpus/c/abort_signal.c", 30);
return __srcinst_rv; }
#line 30 "corpus/c/abort_signal.c"
             
}
#line 31 "corpus/c/abort_signal.c"
}
