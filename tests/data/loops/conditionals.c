/* Loops whose braces or header differ per #if branch. Instrumented as
   parsed without DOWN, the output must build and count alike with and
   without -DDOWN. RUN(k) as in loops.c: k points at the loop of the
   configuration parsed. */
#include <stdio.h>

static int runs[200];
#define RUN(below) (runs[__LINE__ + (below)]++)

static int headers(int n)
{
    int i, s = 0;
    RUN(4);
#ifdef DOWN
    for (i = n - 1; i >= 0; i--) {
#else
    for (i = 0; i < n; i++) {
#endif
        if (i == 7) return -1;
        s = s * 3 + i;
    }
    RUN(5);
#if defined(DOWN)
#pragma GCC unroll 2
    for (i = n - 1; i >= 0; i--)
#elif 1
    while (i-- > 0)
#endif
        s += i;
    return s;
}

static int closers(int n)
{
    int i, s = 0;
    RUN(0); for (i = 0; i < n; i++) {
        s = s * 2 + i;
#ifdef DOWN
        s--; }
#else
    }
#endif
    RUN(4);
#ifdef DOWN
    for (i = 0; i < n; i++) {
#else
    s++; for (i = 0; i < n; i++) {            /* no region, noted: code before it in its branch */
#endif
        s += i;
    }
    return s;
}

static int jumps(int n)
{
    int i, j, s = 0;
    RUN(0); for (i = 0; i < n; i++) {
        RUN(0); for (j = 0; j < n; j++) {
#ifdef DOWN
            if (i * j == 2) goto out;
#else
            if (i * j == 6) goto out;
#endif
            s += j;
        }
    }
out:
    return s;
}

int main(int argc, char **argv)
{
    int line, n = argc + 5;
    (void) argv;
    printf("%d %d %d\n", headers(n), closers(n), jumps(n));
    RUN(0); for (line = 0; line < 200; line++)
        if (runs[line]) printf("line %d: %d\n", line, runs[line]);
    return 0;
}
