/* srcinst-test: std=c11 calls=hot_loop:2,seed_for:2,mix:8,summarize:1,main:1 hot=hot_loop */
/* CPU-bound: hot_loop does about 2 x 25 ms of integer arithmetic (at -O0),
   while seed_for, mix and summarize do a handful of operations each, so
   hot_loop clearly dominates exclusive time.  Unsigned arithmetic only
   (wraps, no undefined behaviour), so the output is deterministic. */
#include <stdio.h>

#define HOT_ITERS 12000000ULL

static unsigned long long seed_for(int k)
{
    return 2654435761ULL * (unsigned long long)(k + 1);
}

static unsigned long long hot_loop(unsigned long long seed, unsigned long long iters)
{
    unsigned long long x = seed;
    unsigned long long acc = 0;
    unsigned long long i;
    for (i = 0; i < iters; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        acc += (x >> 33) ^ i;
    }
    return acc;
}

static unsigned long long mix(unsigned long long a, unsigned long long b)
{
    return (a ^ (b << 7)) + (b >> 3);
}

static unsigned long long summarize(const unsigned long long *v, int n)
{
    unsigned long long s = 0;
    int i;
    for (i = 0; i < n; i++)
        s = mix(s, v[i]);
    return s;
}

int main(void)
{
    unsigned long long results[2];
    unsigned long long m = 0;
    int k;

    for (k = 0; k < 2; k++)
        results[k] = hot_loop(seed_for(k), HOT_ITERS);
    for (k = 0; k < 6; k++)
        m = mix(m, (unsigned long long)k);
    printf("hot[0]=%llu\n", results[0]);
    printf("hot[1]=%llu\n", results[1]);
    printf("mix=%llu\n", m);
    printf("summary=%llu\n", summarize(results, 2));
    return 0;
}
