/* Directive forms: continuation lines, #ifdef _OPENMP around a directive (left alone, with a warning), comments between a directive and its block. */
#include <stdio.h>
int main(void)
{
    int s = 0, i;
#ifdef _OPENMP
    #pragma omp parallel for \
        reduction(+:s) \
        schedule(static)
#endif
    for (i = 0; i < 10; i++)
        s += i;
    /* comment */
    #pragma omp parallel
    // another
    {
        #pragma omp single nowait
        s += 1;
    }
    printf("%d %d\n", s, __LINE__);
    return 0;
}
