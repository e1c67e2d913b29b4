/* Compared event for event with OPARI2 (tests/test_openmp.py). */
#include <stdio.h>
#include <omp.h>
int main(void)
{
    int s = 0, i, n = 3;
    omp_lock_t l;
    omp_init_lock(&l);
    #pragma omp parallel for reduction(+:s) num_threads(2) if(n > 1)
    for (i = 0; i < 8; i++)
        s += i;
    #pragma omp parallel sections
    {
        #pragma omp section
        s += 1;
        #pragma omp section
        { s += 2; }
    }
    #pragma omp parallel
    {
        #pragma omp master
        s += 1;
        #pragma omp sections nowait
        {
            #pragma omp section
            s += 1;
        }
        #pragma omp atomic
        s += 1;
        #pragma omp flush
        #pragma omp single
        {
            #pragma omp task
            s += 1;
            #pragma omp taskwait
        }
        #pragma omp for ordered
        for (i = 0; i < 2; i++) {
            #pragma omp ordered
            s += i;
        }
        #pragma omp critical
        s++;
        omp_set_lock(&l); omp_unset_lock(&l);
    }
    omp_destroy_lock(&l);
    printf("%d\n", s);
    return 0;
}
