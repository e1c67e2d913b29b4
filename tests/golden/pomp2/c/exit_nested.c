#line 1 "corpus/c/exit_nested.c"
/* srcinst-test: std=c11 exit=3 */
/* exit() with a non-zero status from a routine nested three calls deep.
   stdout is flushed by exit(); atexit handlers still run. */
#include <stdio.h>
#include <stdlib.h>
#include <opari2/pomp2_lib.h>
#line 6 "corpus/c/exit_nested.c"

static int depth_reached;

static void at_exit_handler(void)
{
    printf("atexit handler ran, depth=%d\n", depth_reached);
}

static void fail_with(int status)
{
    printf("failing with status %d\n", status);
    if (status != 0)
        exit(status);
    printf("not reached\n");
}

static int level2(int x)
{
    depth_reached = 2;
    if (x > 10)
        fail_with(x - 8);
    return x * 2;
}

static int level1(int x)
{
    depth_reached = 1;
    return level2(x) + 1;
}

int main(int argc, char **argv)
{
    (void)argv;
    atexit(at_exit_handler);
    printf("level1(3)=%d\n", level1(3));
    printf("level1(11)=%d\n", level1(11 + argc - 1));
    printf("unreachable\n");
    return 0;
}
