/* Compared event for event with OPARI2 (tests/test_openmp.py): orphaned
   constructs, default(none), if clauses, undeferred tasks. */
#include <stdio.h>
#include <omp.h>

static int shared_total;

static void add(int n)
{
    int i;
    #pragma omp for schedule(static, 2)
    for (i = 0; i < n; i++) {
        #pragma omp critical(total)
        shared_total += i;
    }
}

static int tasks(int n)
{
    int done = 0;
    #pragma omp task if(n > 100) shared(done)
    done = n;
    #pragma omp taskwait
    return done;
}

int main(void)
{
    int n = 10, t = 0;
    #pragma omp parallel default(none) shared(n, t)
    {
        add(n);
        #pragma omp single
        t = tasks(n);
    }
    #pragma omp parallel for if(n > 1000) reduction(+:t)
    for (n = 0; n < 4; n++)
        t += n;
    printf("%d %d\n", shared_total, t);
    return 0;
}
