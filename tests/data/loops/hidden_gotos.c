/* Gotos that leave loops from an included file or a macro expansion. C and
   C++98 redefine `goto` around a macro invocation, to run the exit code of
   the loops its gotos leave, where they all leave the same ones; they cannot
   put code before a goto of an included file: such loops (marked) get no
   code in C. A C++11 scope guard runs the exit code however
   the loop is left. RUN(k) as in loops.c. */
#include <stdio.h>

static int runs[200];
#define RUN(below) (runs[__LINE__ + (below)]++)
#define FAIL_IF(c) if (c) goto fail
#define ABORT goto abort
#define EITHER(c) if (c) goto fail; else goto done
#define NEXT_OR_FAIL(c) if (c) goto fail; else goto next

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
    RUN(0); for (i = 0; i < n; i++) {
        FAIL_IF(i == 4);
        s += i;
    }
    return s;
fail:
    return -s;
}

static int recover(int n)
{
    int i, j, s = 0;
    RUN(0); for (;;) {
        RUN(0); for (j = 0; j < n; j++) {
            if (j == 3 && s > 20) ABORT;
            else s += j;
        }
        RUN(0); while (s < 10) { if (s == 7) { EITHER(n > 100); } s++; }
        if (++s > 30) break;
    }
    RUN(0); for (i = 0; i < n; i++) {      /* no region in C, noted: its macro's gotos leave different loops */
        RUN(0); for (j = 0; j < n; j++) {  /* no region in C, noted: its macro's gotos leave different loops */
            if (j == 2) { NEXT_OR_FAIL(i == 4); }
            s++;
        }
next:
        s += 2;
    }
    return s;
done:
    return 1000 + s;
fail:
    return -1000 - s;
abort:
    return -s;
}

int main(int argc, char **argv)
{
    int line, n = argc + 5;
    (void) argv;
    printf("%d %d %d %d\n", included(n), expanded(n), recover(n), recover(2));
    RUN(0); for (line = 0; line < 200; line++)
        if (runs[line]) printf("line %d: %d\n", line, runs[line]);
    return 0;
}
