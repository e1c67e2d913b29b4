/* Compared event for event with OPARI2 (tests/test_openmp.py). */
#include <stdio.h>
#include <omp.h>
int main(void)
{
    int s = 0, i;
    #pragma omp parallel
    {
        #pragma omp for reduction(+:s)
        for (i = 0; i < 8; i++)
            s += i;
        #pragma omp critical(upd)
        s += 1;
        #pragma omp barrier
        #pragma omp single
        printf("single\n");
    }
    printf("%d\n", s);
    return 0;
}
