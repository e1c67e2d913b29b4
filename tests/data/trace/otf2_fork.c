/* fork() three routines deep, for the OTF2 output (tests/test_trace_otf2.py):
   the child starts its own measurement, in which main, outer and inner all
   began at the fork, and calls leaf and then exit() in inner, so all three
   end at the same instant too; its archive must still nest them as they were
   called.  The parent waits for the child and returns normally. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static int leaf(int x)
{
    return x + 1;
}

static int inner(void)
{
    pid_t child = fork();
    if (child == 0) {
        int status = leaf(1) == 2 ? 0 : 1;
        exit(status);                  /* in the child: main, outer, inner open */
    }
    waitpid(child, NULL, 0);
    return leaf(2);
}

static int outer(void)
{
    return inner() + leaf(3);
}

int main(void)
{
    printf("%d\n", outer());
    return 0;
}
