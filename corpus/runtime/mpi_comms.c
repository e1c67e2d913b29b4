/* Communicators freed and made again, and a receive completed by MPI_Test,
   for the trace runtime's tests (4 ranks).  Open MPI hands out a freed
   communicator's handle, and a completed request's, again: the messages on
   the new ones must name their own peers.
   round 1: pairs {0,2} {1,3} (MPI_Comm_split by rank % 2), tag 1, freed;
   round 2: pairs {0,1} {2,3} (by rank / 2), tag 2, freed;
   then in pairs {0,1} {2,3} an MPI_Irecv completed by MPI_Test (tag 3, not
   recorded), and on MPI_COMM_WORLD one completed by MPI_Wait (tag 4, from
   the rank on the left). */
#include <mpi.h>
#include <stdio.h>

static int exchange(MPI_Comm comm, int tag, int value)
{
    int me, size, got = -1;
    MPI_Comm_rank(comm, &me);
    MPI_Comm_size(comm, &size);
    MPI_Sendrecv(&value, 1, MPI_INT, (me + 1) % size, tag, &got, 1, MPI_INT, (me + size - 1) % size, tag, comm,
                 MPI_STATUS_IGNORE);
    return got;
}

int main(int argc, char **argv)
{
    int rank, size, round, got[4], flag = 0, sub, x;
    MPI_Comm comm;
    MPI_Request request;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (round = 1; round <= 2; round++) {
        MPI_Comm_split(MPI_COMM_WORLD, round == 1 ? rank % 2 : rank / 2, rank, &comm);
        got[round - 1] = exchange(comm, round, rank);
        MPI_Comm_free(&comm);
    }
    MPI_Comm_split(MPI_COMM_WORLD, rank / 2, size - rank, &comm);   /* rank 1 of the pair first */
    MPI_Comm_rank(comm, &sub);
    MPI_Irecv(&got[2], 1, MPI_INT, 1 - sub, 3, comm, &request);
    MPI_Send(&rank, 1, MPI_INT, 1 - sub, 3, comm);
    while (!flag)
        MPI_Test(&request, &flag, MPI_STATUS_IGNORE);
    MPI_Irecv(&got[3], 1, MPI_INT, (rank + size - 1) % size, 4, MPI_COMM_WORLD, &request);
    x = rank;
    MPI_Send(&x, 1, MPI_INT, (rank + 1) % size, 4, MPI_COMM_WORLD);
    MPI_Wait(&request, MPI_STATUS_IGNORE);
    MPI_Comm_free(&comm);
    printf("rank %d got %d %d %d %d\n", rank, got[0], got[1], got[2], got[3]);
    MPI_Finalize();
    return 0;
}
