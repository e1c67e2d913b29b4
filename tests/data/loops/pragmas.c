/* Loops after directives that must stay right before them: _Pragma
   operators, macros that expand to them, `#pragma omp section`, #pragma
   lines before an #if group that writes the loop's header. With and
   without -fopenmp (run on one thread). RUN(k) as in loops.c. */
#include <stdio.h>

static int runs[200];
#define RUN(below) (runs[__LINE__ + (below)]++)
#define PARALLEL_FOR _Pragma("omp parallel for reduction(+:s)")
#define UNROLL _Pragma("GCC unroll 4")
#define COLLAPSED _Pragma("omp parallel for collapse(2) reduction(+:s)")
#define LABEL(x) x:
#define WHEN(c) if (c)
#define DECLARE(x) int x = 0;
#define NOTHING
#define SECTION _Pragma("omp section")
#define ELSE else
#define DO do

static int operators(int n)
{
    int i, j, s = 0;
    RUN(2);
    _Pragma("omp parallel for reduction(+:s)")
    for (i = 0; i < n; i++) s += i;
    RUN(2);
    PARALLEL_FOR
    for (i = 0; i < n; i++) s += i;
    RUN(2);
    UNROLL
    for (i = 0; i < n; i++) s++;
    RUN(0); _Pragma("GCC unroll 2") for (i = 0; i < n; i++) s++;
    RUN(2);
    COLLAPSED
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) s += i * j;   /* no region, noted: collapsed */
    RUN(2);
    _Pragma("omp parallel for collapse(2) reduction(+:s)")
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) s += i * j;   /* no region, noted: collapsed */
    return s;
}

static int other_macros(int n)
{
    int i, s = 0;
    RUN(0); LABEL(again) for (i = 0; i < n; i++) s++;
    if (s < 3 * n) { RUN(-1); goto again; }
    WHEN(n > 100 && RUN(0)) for (i = 0; i < n; i++) s++;
    RUN(0); DECLARE(k) for (i = 0; i < n; i++) k++;
    RUN(0); NOTHING for (i = 0; i < n; i++) s++;
    RUN(0); if (n < 0) s = 1; ELSE for (i = 0; i < n; i++) s++;
    RUN(1); RUN(1);  /* the do (a macro writes its keyword) and the for */
    DO for (i = 0; i < n; i++) s++; while (0);
    if (n > 0) { RUN(1); }
    if (n > 0) PARALLEL_FOR for (i = 0; i < n; i++) s += i;
    RUN(0); if (n < 0) s = 0; else PARALLEL_FOR for (i = 0; i < n; i++) s += i;
    return s + k;
}

static int branches(int n)
{
    int i, j, s = 0;
    RUN(5);
#pragma omp parallel for reduction(+:s)
#ifdef DOWN
    for (i = 0; i < n; i++)
#else
    for (i = n - 1; i >= 0; i--)
#endif
        s += i;
    RUN(5);
#pragma omp parallel for collapse(2) reduction(+:s)
#ifdef DOWN
    for (i = 0; i < n; i++)
#else
    for (i = n - 1; i >= 0; i--)
#endif
        for (j = 0; j < n; j++) s += j;       /* no region, noted: collapsed */
    return s;
}

static int sections(int n)
{
    int i, j, a = 0, b = 0, c = 0, d = 0;
#pragma omp parallel sections
    {
#pragma omp section
        for (i = 0; i < n; i++) a += i;
#pragma omp section
        for (j = 0; j < n; j++) b += j;
        _Pragma("omp section")
        for (j = 0; j < n; j++) c += j;
        SECTION
        for (j = 0; j < n; j++) d += j;
    }
    RUN(-8); RUN(-6); RUN(-4); RUN(-2);
    return a + b + c + d;
}

int main(int argc, char **argv)
{
    int line, n = argc + 5;
    (void) argv;
    printf("%d %d %d %d\n", operators(n), other_macros(n), branches(n), sections(n));
    RUN(0); for (line = 0; line < 200; line++)
        if (runs[line]) printf("line %d: %d\n", line, runs[line]);
    return 0;
}
