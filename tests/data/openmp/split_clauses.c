/* Clauses of combined constructs that srcinst splits (parallel + for/sections)
   when the spec gives them begin/end code, default(none) blocks that the
   rule code must still reach, an if() with a directive-name modifier, and
   standalone directives that end a routine. */
#include <stdio.h>

static int hits;

static void count_then_wait(void)
{
#pragma omp atomic
    hits++;
#pragma omp barrier
}

static void wait_for_tasks(void)
{
#pragma omp taskwait
}

int main(int argc, char **argv)
{
    int i, x = 5, y = 0, z = 1, s = 0, a[10];
    (void)argv;
#pragma omp parallel for firstprivate(x) lastprivate(x) /* a comment that
                                                           goes on */
    for (i = 0; i < 10; i++)
        x = x + i;
#pragma omp parallel for default(none) shared(a) firstprivate(z) lastprivate(y)
    for (i = 0; i < 10; i++) {
        a[i] = i * z;
        y = i;
    }
#pragma omp parallel sections firstprivate(z, y) lastprivate(y)
    {
#pragma omp section
        x += 0 * y;
#pragma omp section
        y += 1000 * z;
    }
#pragma omp parallel if(parallel: argc > 0) num_threads(argc + 2) default(none) shared(hits) reduction(+:s)
    {
        s += 1;
        count_then_wait();
#pragma omp single
        {
#pragma omp task if(task: s > 0) default(none) shared(hits)
            {
#pragma omp atomic
                hits += 10;
            }
            wait_for_tasks();
        }
    }
    printf("x=%d y=%d a9=%d s>0=%d hits>10=%d\n", x, y, a[9], s > 0, hits > 10);
    return 0;
}
