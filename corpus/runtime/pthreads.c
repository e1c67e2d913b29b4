/* srcinst-test: std=c11 flags=-pthread calls=worker:4,step:40,leaf:40,combine:1,main:1 */
/* Four POSIX threads run the same instrumented call tree at the same time:
   worker -> step x10 -> leaf x1 per step.  Each thread writes only its own
   slot of results[]; main prints after every thread has been joined, so the
   output and the per-routine call counts do not depend on scheduling. */
#include <pthread.h>
#include <stdio.h>

#define N_THREADS 4
#define N_STEPS 10

struct task {
    int id;
    long result;
};

static long leaf(long x)
{
    return (x * 7 + 3) % 1009;
}

static long step(int id, int k)
{
    long v = (long)id * 100 + k;
    return leaf(v) + k;
}

static void *worker(void *arg)
{
    struct task *t = arg;
    long acc = 0;
    int k;
    for (k = 0; k < N_STEPS; k++)
        acc += step(t->id, k);
    t->result = acc;
    return NULL;
}

static long combine(const struct task *tasks, int n)
{
    long total = 0;
    int i;
    for (i = 0; i < n; i++)
        total += tasks[i].result * (i + 1);
    return total;
}

int main(void)
{
    pthread_t threads[N_THREADS];
    struct task tasks[N_THREADS];
    int i;

    for (i = 0; i < N_THREADS; i++) {
        tasks[i].id = i;
        tasks[i].result = 0;
        if (pthread_create(&threads[i], NULL, worker, &tasks[i]) != 0) {
            fprintf(stderr, "pthread_create failed\n");
            return 1;
        }
    }
    for (i = 0; i < N_THREADS; i++)
        pthread_join(threads[i], NULL);
    for (i = 0; i < N_THREADS; i++)
        printf("thread %d: %ld\n", i, tasks[i].result);
    printf("combined=%ld\n", combine(tasks, N_THREADS));
    return 0;
}
