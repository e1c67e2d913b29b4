// OpenMP directives as C++ attributes (OpenMP 5.1, g++ -fopenmp) stay right
// before their loop, as #pragma lines do. RUN(k) as in loops.c.
#include <cstdio>

static int runs[200];
#define RUN(below) (runs[__LINE__ + (below)]++)

static int sums(int n)
{
    int s = 0;
    RUN(2);
    [[omp::directive(parallel for reduction(+:s))]]
    for (int i = 0; i < n; i++) s += i;
    RUN(2);
    [[omp::sequence(directive(parallel), directive(for reduction(+:s)))]]
    for (int i = 0; i < n; i++) s += i;
    RUN(2);
    [[omp::directive(parallel for collapse(2) reduction(+:s))]]
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) s += i * j;   // no region, noted: collapsed
#if __cplusplus >= 202002L
    RUN(0); [[likely]] for (int i = 0; i < n; i++) s++;
#endif
    return s;
}

static int sections(int n)
{
    int a = 0, b = 0;
#pragma omp parallel sections
    {
        [[omp::directive(section)]]
        for (int i = 0; i < n; i++) a += i;
        [[omp::directive(section)]]
        for (int j = 0; j < n; j++) b += j;
    }
    RUN(-4); RUN(-2);
    return a * b;
}

int main()
{
    std::printf("%d %d\n", sums(6), sections(5));
    RUN(0); for (int line = 0; line < 200; line++)
        if (runs[line]) std::printf("line %d: %d\n", line, runs[line]);
    return 0;
}
