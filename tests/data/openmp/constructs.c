/* Every OpenMP construct srcinst makes a region, in C: the output must not
   change when instrumented, whatever the number of threads. */
#include <stdio.h>
#include <omp.h>

static int square(int x) { return x * x; }

static long tasks(int n)
{
    long sum = 0;
    #pragma omp parallel num_threads(3) if(n > 1)
    #pragma omp single
    {
        int i;
        for (i = 0; i < n; i++) {
            #pragma omp task firstprivate(i) shared(sum)
            {
                #pragma omp atomic
                sum += square(i);
            }
        }
        #pragma omp taskwait
    }
    return sum;
}

int main(void)
{
    int i, total = 0, hits = 0, order = 0, first = -1, pieces = 0;
    double scaled[16];
    omp_lock_t lock;
    omp_init_lock(&lock);
    #pragma omp parallel for reduction(+:total) schedule(static)
    for (i = 0; i < 100; i++)
        total += i;
    #pragma omp parallel sections reduction(+:pieces)
    {
        pieces += 1;
        #pragma omp section
        pieces += 2;
        #pragma omp section
        { pieces += 4; }
    }
    #pragma omp parallel shared(hits, order, first)
    {
        #pragma omp master
        first = omp_get_thread_num();
        #pragma omp barrier
        #pragma omp for nowait
        for (i = 0; i < 16; i++)
            scaled[i] = i * 0.5;
        #pragma omp for ordered
        for (i = 0; i < 8; i++) {
            #pragma omp ordered
            order = order * 2 + 1;
        }
        #pragma omp sections
        {
            #pragma omp section
            {
                #pragma omp critical(count)
                hits += 10;
            }
            #pragma omp section
            {
                #pragma omp critical
                hits += 100;
            }
        }
        #pragma omp critical(count)
        {
            hits++;
        }
        #pragma omp flush
        #pragma omp single nowait
        {
            omp_set_lock(&lock);
            hits += 1000;
            omp_unset_lock(&lock);
        }
        #pragma omp masked
        hits += 0;
    }
    omp_destroy_lock(&lock);
    printf("total %d pieces %d first %d order %d scaled %.1f tasks %ld\n", total, pieces, first, order,
           scaled[15], tasks(6));
    printf("hits %d\n", hits % 1000 >= 110 ? 1 : 0);
    return total == 4950 ? 0 : 1;
}
