#line 1 "corpus/c/exit_nested.c"
/* srcinst-test: std=c11 exit=3 */
/* exit() with a non-zero status from a routine nested three calls deep.
   stdout is flushed by exit(); atexit handlers still run. */
#include <stdio.h>
#include <stdlib.h>
#include <srcinst_trace.h>
#line 6 "corpus/c/exit_nested.c"

static int depth_reached;

static void at_exit_handler(void)
{
static const srcinst_region __srcinst_region = { "void at_exit_handler(void)", "corpus/c/exit_nested.c", 10 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 10 "corpus/c/exit_nested.c"
 
    printf("atexit handler ran, depth=%d\n", depth_reached);
}
#line 12 "corpus/c/exit_nested.c"
}

static void fail_with(int status)
{
static const srcinst_region __srcinst_region = { "void fail_with(int)", "corpus/c/exit_nested.c", 15 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 15 "corpus/c/exit_nested.c"
 
    printf("failing with status %d\n", status);
    if (status != 0)
        {
srcinst_trace_abort("void fail_with(int)", "corpus/c/exit_nested.c", 18);
#line 18 "corpus/c/exit_nested.c"
        exit(status); }
    printf("not reached\n");
}
#line 20 "corpus/c/exit_nested.c"
}

static int level2(int x)
{
static const srcinst_region __srcinst_region = { "int level2(int)", "corpus/c/exit_nested.c", 23 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 23 "corpus/c/exit_nested.c"
 
    depth_reached = 2;
    if (x > 10)
        fail_with(x - 8);
    return x * 2;
}
#line 28 "corpus/c/exit_nested.c"
}

static int level1(int x)
{
static const srcinst_region __srcinst_region = { "int level1(int)", "corpus/c/exit_nested.c", 31 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 31 "corpus/c/exit_nested.c"
 
    depth_reached = 1;
    return level2(x) + 1;
}
#line 34 "corpus/c/exit_nested.c"
}

int main(int argc, char **argv)
{
static const srcinst_region __srcinst_region = { "int main(int, char **)", "corpus/c/exit_nested.c", 37 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 37 "corpus/c/exit_nested.c"
 
    (void)argv;
    atexit(at_exit_handler);
    printf("level1(3)=%d\n", level1(3));
    printf("level1(11)=%d\n", level1(11 + argc - 1));
    printf("unreachable\n");
    return 0;
}
#line 44 "corpus/c/exit_nested.c"
}
