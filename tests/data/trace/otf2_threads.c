/* Two POSIX threads, recursion and early returns, for the OTF2 output
   (tests/test_trace_otf2.py).  Calls per run, known from the source:
   main 1, worker 2, fib 2 * 177 (fib(10) makes 177 calls), classify 2 * 8,
   report 1.  The output does not depend on scheduling. */
#include <pthread.h>
#include <stdio.h>

static long fib(int n)
{
    if (n < 2)
        return n;              /* early return */
    return fib(n - 1) + fib(n - 2);
}

static int classify(int x)
{
    if (x < 0)
        return -1;             /* early return */
    if (x == 0)
        return 0;              /* early return */
    return x % 2 ? 1 : 2;
}

static long results[2];

static void *worker(void *arg)
{
    int id = *(int *)arg, i;
    long sum = fib(10);
    for (i = -2; i < 6; i++)
        sum += classify(i + id);
    results[id] = sum;
    return NULL;
}

static void report(void)
{
    printf("results %ld %ld\n", results[0], results[1]);
    fprintf(stderr, "done\n");
}

int main(void)
{
    pthread_t threads[2];
    int ids[2] = { 0, 1 }, i;
    for (i = 0; i < 2; i++)
        pthread_create(&threads[i], NULL, worker, &ids[i]);
    for (i = 0; i < 2; i++)
        pthread_join(threads[i], NULL);
    report();
    return 3;
}
