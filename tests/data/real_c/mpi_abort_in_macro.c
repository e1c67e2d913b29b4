#include <stdio.h>

/* As mpi.h declares it; mpi_stub.c stands in for the MPI library. */
int MPI_Abort(int comm, int errorcode);
#define MPI_COMM_WORLD 0

#define CHECK_RC(rc) do { if ((rc) != 0) { fprintf(stderr, "error %d\n", (rc)); MPI_Abort(MPI_COMM_WORLD, 3); } } while (0)

int send_block(int size)
{
    int rc = size > 8 ? 17 : 0;

    CHECK_RC(rc);
    return size;
}

int main(void)
{
    printf("sent %d\n", send_block(4));
    printf("sent %d\n", send_block(64));
    return 0;
}
