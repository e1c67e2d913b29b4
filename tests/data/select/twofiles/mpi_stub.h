/* Just enough of MPI's interface for the parser. */
int MPI_Send(const void *buf, int count, int datatype, int dest, int tag, int comm);
