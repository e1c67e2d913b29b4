/* MPI ring exchange, allreduce and barrier, for the trace runtime's tests:
   each rank passes a token round the ring ROUNDS times (blocking send and
   receive, then nonblocking), sums with MPI_Allreduce and meets at
   MPI_Barrier; rank 0 prints the result.  Work is uneven over the ranks
   (rank r works r + 1 units), for the report's load imbalance. */
#include <mpi.h>
#include <stdio.h>

#define ROUNDS 3
#define TAG 7

static double work(int units)
{
    volatile double x = 0;
    int i;
    for (i = 0; i < units * 200000; i++)
        x += 1.0 / (i + 1);
    return x;
}

static int ring(int rank, int size, int token)
{
    int next = (rank + 1) % size, prev = (rank + size - 1) % size, got = -1;
    if (rank == 0) {
        MPI_Send(&token, 1, MPI_INT, next, TAG, MPI_COMM_WORLD);
        MPI_Recv(&got, 1, MPI_INT, prev, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
        MPI_Recv(&got, 1, MPI_INT, MPI_ANY_SOURCE, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        got += rank;
        MPI_Send(&got, 1, MPI_INT, next, TAG, MPI_COMM_WORLD);
    }
    return got;
}

static int ring_nonblocking(int rank, int size)
{
    int next = (rank + 1) % size, prev = (rank + size - 1) % size, out[2] = { rank, rank * 10 }, in[2];
    MPI_Request requests[2];
    MPI_Status status;
    MPI_Irecv(in, 2, MPI_INT, prev, TAG + 1, MPI_COMM_WORLD, &requests[0]);
    MPI_Isend(out, 2, MPI_INT, next, TAG + 1, MPI_COMM_WORLD, &requests[1]);
    MPI_Wait(&requests[0], &status);
    MPI_Wait(&requests[1], MPI_STATUS_IGNORE);
    return in[0] + in[1];
}

int main(int argc, char **argv)
{
    int rank, size, round, token = 0, received = 0;
    double mine, total = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (round = 0; round < ROUNDS; round++)
        token = ring(rank, size, token + 1);
    received = ring_nonblocking(rank, size);
    mine = work(rank + 1);
    MPI_Allreduce(&mine, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0)
        printf("ranks %d token %d received %d total %.6f\n", size, token, received, total);
    MPI_Finalize();
    return 0;
}
