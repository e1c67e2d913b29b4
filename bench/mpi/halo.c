/* A 1-D Jacobi sweep split over the ranks: each step exchanges halo cells
 * with both neighbours (point-to-point), relaxes its cells in one
 * sweep routine, and agrees on the residual (allreduce); a barrier every 100
 * steps. The run time of the MPI bench row (bench/bench_mpi.py). Its routines
 * are of a size a user measures: no one-line helper called per cell. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define CELLS 2000

static double sweep(const double *u, double *next, int n)
{
    double change = 0.0;
    for (int i = 1; i <= n; i++) {
        next[i] = 0.5 * (u[i - 1] + u[i + 1]);
        double d = next[i] - u[i];
        change += d * d;
    }
    return change;
}

static void exchange(double *u, int n, int left, int right)
{
    MPI_Request requests[4];
    MPI_Irecv(&u[0], 1, MPI_DOUBLE, left, 1, MPI_COMM_WORLD, &requests[0]);
    MPI_Irecv(&u[n + 1], 1, MPI_DOUBLE, right, 0, MPI_COMM_WORLD, &requests[1]);
    MPI_Isend(&u[1], 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, &requests[2]);
    MPI_Isend(&u[n], 1, MPI_DOUBLE, right, 1, MPI_COMM_WORLD, &requests[3]);
    MPI_Waitall(4, requests, MPI_STATUSES_IGNORE);
}

int main(int argc, char **argv)
{
    int rank, size, steps = argc > 1 ? atoi(argv[1]) : 2000;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int left = rank > 0 ? rank - 1 : MPI_PROC_NULL, right = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    double *u = calloc(CELLS + 2, sizeof *u), *next = calloc(CELLS + 2, sizeof *next);
    if (rank == 0)
        u[0] = next[0] = 1.0;  /* the fixed boundary value */
    double residual = 0.0;
    for (int step = 0; step < steps; step++) {
        exchange(u, CELLS, left, right);
        if (rank == 0)
            u[0] = 1.0;
        double local = sweep(u, next, CELLS);
        MPI_Allreduce(&local, &residual, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        double *swap = u; u = next; next = swap;
        if (step % 100 == 99)
            MPI_Barrier(MPI_COMM_WORLD);
    }
    if (rank == 0)
        printf("ranks %d steps %d residual %.6e\n", size, steps, residual);
    free(u);
    free(next);
    MPI_Finalize();
    return 0;
}
