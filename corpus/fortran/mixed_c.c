/* C half of mixed_main.f90: plain C functions called from Fortran through
   BIND(C) interfaces, and a driver that calls a Fortran BIND(C)
   subroutine back, directly and through a function pointer.
   It never writes to stdout, so that only Fortran output is compared. */
#include <stddef.h>

void f_callback(int *value);            /* defined in Fortran */
int f_weight(int value);                /* defined in Fortran, by value */

int c_add(int a, int b)
{
    return a + b;
}

double c_dot(const double *x, const double *y, int n)
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

void c_drive(int n)
{
    int i;
    for (i = 1; i <= n; i++) {
        int v = i * 10;
        f_callback(&v);
    }
}

int c_apply(int (*fn)(int), int n)
{
    int i, total = 0;
    if (fn == NULL)
        return -1;
    for (i = 0; i < n; i++)
        total += fn(i);
    return total;
}
