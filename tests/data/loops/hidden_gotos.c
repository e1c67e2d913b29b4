/* Gotos that leave loops from an included file or a macro expansion. C and
   C++98 cannot put exit code before them: those loops (marked as having no
   region in C) get none; a C++11 scope guard runs it however the loop is
   left. RUN(k) as in loops.c. */
#include <stdio.h>

static int runs[200];
#define RUN(below) (runs[__LINE__ + (below)]++)
#define FAIL_IF(c) if (c) goto fail

static int included(int n)
{
    int i, s = 0;
    RUN(0); for (i = 0; i < n; i++) {      /* no region in C, noted: a goto in an included file */
#include "leave.inc"
        s += i;
    }
out:
    RUN(0); for (i = 0; i < n; i++) {
#include "stay.inc"
    }
    return s;
}

static int expanded(int n)
{
    int i, s = 0;
    RUN(0); for (i = 0; i < n; i++) {      /* no region in C, noted: a goto inside a macro expansion */
        FAIL_IF(i == 4);
        s += i;
    }
    return s;
fail:
    return -s;
}

int main(int argc, char **argv)
{
    int line, n = argc + 5;
    (void) argv;
    printf("%d %d\n", included(n), expanded(n));
    RUN(0); for (line = 0; line < 200; line++)
        if (runs[line]) printf("line %d: %d\n", line, runs[line]);
    return 0;
}
