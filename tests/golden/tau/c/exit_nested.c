#line 1 "corpus/c/exit_nested.c"
/* srcinst-test: std=c11 exit=3 */
/* exit() with a non-zero status from a routine nested three calls deep.
   stdout is flushed by exit(); atexit handlers still run. */
#include <stdio.h>
#include <stdlib.h>
#include <TAU.h>
#line 6 "corpus/c/exit_nested.c"

static int depth_reached;

static void at_exit_handler(void)
{
TAU_PROFILE_TIMER(tautimer, "void at_exit_handler(void)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 10 "corpus/c/exit_nested.c"
 
    printf("atexit handler ran, depth=%d\n", depth_reached);
}
TAU_PROFILE_STOP(tautimer);
#line 12 "corpus/c/exit_nested.c"
}

static void fail_with(int status)
{
TAU_PROFILE_TIMER(tautimer, "void fail_with(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 15 "corpus/c/exit_nested.c"
 
    printf("failing with status %d\n", status);
    if (status != 0)
        {
TAU_PROFILE_EXIT("exit");
#line 18 "corpus/c/exit_nested.c"
        exit(status); }
    printf("not reached\n");
}
TAU_PROFILE_STOP(tautimer);
#line 20 "corpus/c/exit_nested.c"
}

static int level2(int x)
{
TAU_PROFILE_TIMER(tautimer, "int level2(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 23 "corpus/c/exit_nested.c"
 
    depth_reached = 2;
    if (x > 10)
        fail_with(x - 8);
    { __typeof__(int) __srcinst_rv =
#line 27 "corpus/c/exit_nested.c"
         ( x * 2);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 27 "corpus/c/exit_nested.c"
                 
}
#line 28 "corpus/c/exit_nested.c"
}

static int level1(int x)
{
TAU_PROFILE_TIMER(tautimer, "int level1(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 31 "corpus/c/exit_nested.c"
 
    depth_reached = 1;
    { __typeof__(int) __srcinst_rv =
#line 33 "corpus/c/exit_nested.c"
         ( level2(x) + 1);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 33 "corpus/c/exit_nested.c"
                         
}
#line 34 "corpus/c/exit_nested.c"
}

int main(int argc, char **argv)
{
TAU_PROFILE_TIMER(tautimer, "int main(int, char **)", " ", TAU_DEFAULT);
TAU_INIT(&argc, &argv);
TAU_PROFILE_SET_NODE(0);
TAU_PROFILE_START(tautimer);
{
#line 37 "corpus/c/exit_nested.c"
 
    (void)argv;
    atexit(at_exit_handler);
    printf("level1(3)=%d\n", level1(3));
    printf("level1(11)=%d\n", level1(11 + argc - 1));
    printf("unreachable\n");
    { __typeof__(int) __srcinst_rv =
#line 43 "corpus/c/exit_nested.c"
         ( 0);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 43 "corpus/c/exit_nested.c"
             
}
#line 44 "corpus/c/exit_nested.c"
}
