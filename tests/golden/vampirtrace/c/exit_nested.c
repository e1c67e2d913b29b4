#line 1 "corpus/c/exit_nested.c"
/* srcinst-test: std=c11 exit=3 */
/* exit() with a non-zero status from a routine nested three calls deep.
   stdout is flushed by exit(); atexit handlers still run. */
#include <stdio.h>
#include <stdlib.h>
#include <vt_user.h>
#line 6 "corpus/c/exit_nested.c"

static int depth_reached;

static void at_exit_handler(void)
{
VT_User_start__("void at_exit_handler(void)", "corpus/c/exit_nested.c", 10);
{
#line 10 "corpus/c/exit_nested.c"
 
    printf("atexit handler ran, depth=%d\n", depth_reached);
}
VT_User_end__("void at_exit_handler(void)");
#line 12 "corpus/c/exit_nested.c"
}

static void fail_with(int status)
{
VT_User_start__("void fail_with(int)", "corpus/c/exit_nested.c", 15);
{
#line 15 "corpus/c/exit_nested.c"
 
    printf("failing with status %d\n", status);
    if (status != 0)
        exit(status);
    printf("not reached\n");
}
VT_User_end__("void fail_with(int)");
#line 20 "corpus/c/exit_nested.c"
}

static int level2(int x)
{
VT_User_start__("int level2(int)", "corpus/c/exit_nested.c", 23);
{
#line 23 "corpus/c/exit_nested.c"
 
    depth_reached = 2;
    if (x > 10)
        fail_with(x - 8);
    { __typeof__(int) __srcinst_rv =
#line 27 "corpus/c/exit_nested.c"
         ( x * 2);
VT_User_end__("int level2(int)");
return __srcinst_rv; }
#line 27 "corpus/c/exit_nested.c"
                 
}
#line 28 "corpus/c/exit_nested.c"
}

static int level1(int x)
{
VT_User_start__("int level1(int)", "corpus/c/exit_nested.c", 31);
{
#line 31 "corpus/c/exit_nested.c"
 
    depth_reached = 1;
    { __typeof__(int) __srcinst_rv =
#line 33 "corpus/c/exit_nested.c"
         ( level2(x) + 1);
VT_User_end__("int level1(int)");
return __srcinst_rv; }
#line 33 "corpus/c/exit_nested.c"
                         
}
#line 34 "corpus/c/exit_nested.c"
}

int main(int argc, char **argv)
{
VT_User_start__("int main(int, char **)", "corpus/c/exit_nested.c", 37);
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
VT_User_end__("int main(int, char **)");
return __srcinst_rv; }
#line 43 "corpus/c/exit_nested.c"
             
}
#line 44 "corpus/c/exit_nested.c"
}
