#include "mpi_stub.h"

void exchange(double *v, int n)
{
    MPI_Send(v, n, 0, 1, 0, 0);
}

double norm(const double *v, int n)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        s += v[i] * v[i];
    return s;
}
