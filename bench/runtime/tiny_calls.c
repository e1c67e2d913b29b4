/* A loop of N calls to a tiny routine, timed from inside the program so
   start-up and the runtime's output at exit are not counted.
   Prints the loop's nanoseconds per iteration on stdout. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

__attribute__((noinline)) static int leaf(int x)
{
    return x * 3 + 1;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 1000000, i;
    unsigned s = 0;
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    for (i = 0; i < n; i++)
        s += (unsigned)leaf((int)i);
    clock_gettime(CLOCK_MONOTONIC, &b);
    printf("%.3f\n", ((double)(b.tv_sec - a.tv_sec) * 1e9 + (double)(b.tv_nsec - a.tv_nsec)) / (double)n);
    return s == 42u;
}
