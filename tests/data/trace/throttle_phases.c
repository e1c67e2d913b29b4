/* A run whose first phase makes many tiny calls and whose second makes a few
   heavy ones (tests/test_trace_throttle.py).  `serial`: 300,000 tiny calls,
   then 20 heavy ones.  `threads`: two threads do 150,000 tiny calls and 10
   heavy ones each, a third 1,000 tiny calls only (below the throttle's count),
   while main waits; each thread sums its heavy results in its own job (no
   shared sink: the sanitizer tests run this program under ThreadSanitizer).
   `fork`: the serial run's phases, then a forked child makes 1,000 tiny
   calls and one heavy one (below the throttle's count) while the parent
   waits. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile double sink;

int tiny(int i)
{
    return i * 3 + 1;
}

double heavy(int n)
{
    volatile double s = 0;
    int i;
    for (i = 0; i < n; i++)
        s += (double)i / (i + 1.0);
    return s;
}

static long phases(long tiny_calls, int heavy_calls, double *heavy_sum)
{
    long i, sum = 0;
    int k;
    for (i = 0; i < tiny_calls; i++)
        sum += tiny((int)i);
    for (k = 0; k < heavy_calls; k++)
        *heavy_sum += heavy(50000);
    return sum;
}

static void *worker(void *arg)
{
    long *job = (long *)arg;
    double heavy_sum = 0;
    job[2] = phases(job[0], (int)job[1], &heavy_sum);
    job[3] = (long)heavy_sum;
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "threads")) {
        long jobs[3][4] = { { 150000, 10, 0, 0 }, { 150000, 10, 0, 0 }, { 1000, 0, 0, 0 } };
        pthread_t t[3];
        int k;
        for (k = 0; k < 3; k++)
            pthread_create(&t[k], NULL, worker, jobs[k]);
        for (k = 0; k < 3; k++)
            pthread_join(t[k], NULL);
        printf("%ld %ld %ld\n", jobs[0][2], jobs[1][2], jobs[2][2]);
        sink = (double)(jobs[0][3] + jobs[1][3] + jobs[2][3]);
    } else if (argc > 1 && !strcmp(argv[1], "fork")) {
        double heavy_sum = 0;
        int status = 0;
        pid_t child;
        printf("%ld\n", phases(300000, 20, &heavy_sum));
        fflush(stdout);
        child = fork();
        if (child == 0) {
            printf("child %ld\n", phases(1000, 1, &heavy_sum));
            exit(0);
        }
        if (child < 0 || waitpid(child, &status, 0) != child || status != 0)
            return 1;
        sink = heavy_sum;
    } else {
        double heavy_sum = 0;
        printf("%ld\n", phases(300000, 20, &heavy_sum));
        sink = heavy_sum;
    }
    printf("%.3f\n", sink);
    return 0;
}
