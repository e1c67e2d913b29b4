/* srcinst-test: std=c11 flags=-fopenmp calls=work:64,weight:64,checksum:1,main:1,omp_parallel_for@37:3,omp_implicit_barrier@37:3 */
/* An OpenMP parallel loop with a fixed trip count (64) that calls an
   instrumented routine on every iteration, whichever thread runs it, plus a
   sum reduction.  Only integer arithmetic is used, so the reduction result
   does not depend on how the iterations are split among threads; the call
   counts are totals over all threads. */
#include <stdio.h>

#define N_ITER 64

static long weight(int i)
{
    return (long)(i % 5) + 1;
}

static long work(int i)
{
    long w = weight(i);
    return (long)i * i * w;
}

static long checksum(const long *v, int n)
{
    long s = 0;
    int i;
    for (i = 0; i < n; i++)
        s = (s * 31 + v[i]) % 1000003;
    return s;
}

int main(void)
{
    long values[N_ITER];
    long total = 0;
    int i;

#pragma omp parallel for reduction(+:total) schedule(static)
    for (i = 0; i < N_ITER; i++) {
        values[i] = work(i);
        total += values[i];
    }

    printf("total=%ld\n", total);
    printf("checksum=%ld\n", checksum(values, N_ITER));
    return 0;
}
