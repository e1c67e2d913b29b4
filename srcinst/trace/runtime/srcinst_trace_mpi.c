/*
 * srcinst_trace_mpi.c - MPI in srcinst's trace runtime: PMPI wrappers of the
 * MPI calls (C, and the Fortran bindings of mpif.h and the mpi module).  Not
 * compiled on its own: srcinst_trace.c includes it when built with
 * -DSRCINST_HAVE_MPI, which runtime_build.py adds when the compiler is an MPI
 * compiler (mpicc, mpicxx, mpif90: a program using MPI links with it).
 *
 * Why PMPI wrappers and not call-site rules: every MPI call of the program
 * is measured, also those in libraries and files srcinst did not instrument,
 * the wrapper sees what the call did (the source and size of a message
 * received from MPI_ANY_SOURCE, the status), and MPI_Init and MPI_Finalize
 * give the rank and the place to write one archive for the job.  The
 * profiling interface is what MPI provides for this (Score-P, TAU and
 * EZTrace use it too).
 *
 * Each wrapper enters a region of kind `mpi` named as the call (file "MPI",
 * line 0), calls the PMPI_ function, records the message or collective
 * (record_message) and leaves the region.  Open MPI's Fortran bindings call
 * PMPI_ functions of C, so C wrappers do not see Fortran calls: the Fortran
 * wrappers (mpi_send_ and the like) enter the same regions and call the
 * Fortran pmpi_ functions, which handle MPI_IN_PLACE, MPI_BOTTOM and
 * MPI_STATUS_IGNORE as the program meant them.  mpi_f08's bindings
 * (mpi_send_f08_) are not wrapped.
 *
 * Messages: a send is recorded when its call starts (as Score-P writes
 * MpiSend after the Enter), a receive when it has completed (MPI_Recv,
 * MPI_Sendrecv, MPI_Wait and MPI_Waitall of a request from MPI_Irecv), with
 * the peer, tag and communicator and the bytes from the status; a
 * collective as a begin when it starts and an end (root, bytes sent and
 * received by this process) when it returns.
 */

/* Communicators by handle; the number is the process's, see add_comm. */
typedef struct comm_handle {
    MPI_Comm comm;
    uint32_t id;
} comm_handle_t;

static comm_handle_t *comm_handles;
static uint32_t ncomm_handles;
static pthread_mutex_t mpi_lock = PTHREAD_MUTEX_INITIALIZER;

/* Receives started by MPI_Irecv, until a wait completes them. */
typedef struct pending_recv {
    MPI_Request request;
    uint32_t comm;
} pending_recv_t;

static pending_recv_t *pending;
static uint32_t npending, pending_cap;

#define MPI_REGION(fn) static const srcinst_region region_##fn = { #fn, "MPI", 0 }

#ifdef SRCINST_HAVE_OTF2
static int mpi_active(void)
{
    int init = 0, done = 1;
    return !is_finished() && PMPI_Initialized(&init) == MPI_SUCCESS && init
        && PMPI_Finalized(&done) == MPI_SUCCESS && !done;
}
#endif

/* The process's number for a communicator, made on first sight from its
   members' ranks in MPI_COMM_WORLD. */
static uint32_t comm_id(MPI_Comm comm)
{
    MPI_Group group, world;
    uint32_t i, id = NONE;
    int size = 0, k, *ranks, *world_ranks;
    if (comm == MPI_COMM_NULL)
        return NONE;
    pthread_mutex_lock(&mpi_lock);
    for (i = 0; i < ncomm_handles; i++)
        if (comm_handles[i].comm == comm) {
            id = comm_handles[i].id;
            break;
        }
    pthread_mutex_unlock(&mpi_lock);
    if (id != NONE || PMPI_Comm_size(comm, &size) != MPI_SUCCESS || size <= 0)
        return id;
    ranks = (int *)malloc((size_t)size * sizeof *ranks);
    world_ranks = (int *)malloc((size_t)size * sizeof *world_ranks);
    if (ranks && world_ranks && PMPI_Comm_group(comm, &group) == MPI_SUCCESS) {
        if (PMPI_Comm_group(MPI_COMM_WORLD, &world) == MPI_SUCCESS) {
            for (k = 0; k < size; k++)
                ranks[k] = k;
            if (PMPI_Group_translate_ranks(group, size, ranks, world, world_ranks) == MPI_SUCCESS) {
                char name[32];
                snprintf(name, sizeof name, comm == MPI_COMM_WORLD ? "MPI_COMM_WORLD"
                         : comm == MPI_COMM_SELF ? "MPI_COMM_SELF" : "comm %u", ncomms);
                id = add_comm(size, world_ranks, name);
                world_ranks = NULL;
            }
            PMPI_Group_free(&world);
        }
        PMPI_Group_free(&group);
    }
    free(ranks);
    free(world_ranks);
    if (id != NONE) {
        comm_handle_t *grown;
        pthread_mutex_lock(&mpi_lock);
        grown = (comm_handle_t *)realloc(comm_handles, (ncomm_handles + 1) * sizeof *grown);
        if (grown) {
            comm_handles = grown;
            comm_handles[ncomm_handles].comm = comm;
            comm_handles[ncomm_handles++].id = id;
        }
        pthread_mutex_unlock(&mpi_lock);
    }
    return id;
}

/* MPI_Comm_free: the handle is forgotten, since MPI gives it to the next
   communicator made, whose members may differ. */
static void forget_comm(MPI_Comm comm)
{
    uint32_t i;
    pthread_mutex_lock(&mpi_lock);
    for (i = 0; i < ncomm_handles; i++)
        if (comm_handles[i].comm == comm) {
            comm_handles[i] = comm_handles[--ncomm_handles];
            break;
        }
    pthread_mutex_unlock(&mpi_lock);
}

static uint64_t type_bytes(MPI_Datatype type, long count)
{
    int size = 0;
    if (count <= 0 || type == MPI_DATATYPE_NULL || PMPI_Type_size(type, &size) != MPI_SUCCESS || size < 0)
        return 0;
    return (uint64_t)count * (uint64_t)size;
}

static void mpi_started(void)
{
    int rank = -1, size = 0;
    if (PMPI_Comm_rank(MPI_COMM_WORLD, &rank) == MPI_SUCCESS && PMPI_Comm_size(MPI_COMM_WORLD, &size) == MPI_SUCCESS) {
        pthread_mutex_lock(&lock);
        mpi_rank = rank;
        mpi_size = size;
        pthread_mutex_unlock(&lock);
        comm_id(MPI_COMM_WORLD);   /* number 0 */
    }
}

static void send_record(const srcinst_region *call, MPI_Comm comm, int peer, int tag, uint64_t bytes)
{
    if (peer != MPI_PROC_NULL && peer >= 0)
        record_message(MSG_SEND, call, peer, tag, comm_id(comm), bytes, 0);
}

/* A completed receive, from its status. */
static void recv_record(const srcinst_region *call, uint32_t comm, const MPI_Status *status)
{
    int count = 0;
    if (status->MPI_SOURCE == MPI_PROC_NULL || status->MPI_SOURCE < 0)
        return;
    if (PMPI_Get_count(status, MPI_BYTE, &count) != MPI_SUCCESS || count == MPI_UNDEFINED)
        count = 0;
    record_message(MSG_RECV, call, status->MPI_SOURCE, status->MPI_TAG, comm, (uint64_t)count, 0);
}

/* A request completed where it is not seen (MPI_Test) stays here; MPI
   gives its handle out again, so an entry of the same handle is replaced. */
static void add_pending(MPI_Request request, uint32_t comm)
{
    uint32_t i;
    pthread_mutex_lock(&mpi_lock);
    for (i = 0; i < npending; i++)
        if (pending[i].request == request) {
            pending[i].comm = comm;
            pthread_mutex_unlock(&mpi_lock);
            return;
        }
    if (npending == pending_cap) {
        uint32_t cap = pending_cap ? pending_cap * 2 : 16;
        pending_recv_t *grown = (pending_recv_t *)realloc(pending, cap * sizeof *grown);
        if (grown) {
            pending = grown;
            pending_cap = cap;
        }
    }
    if (npending < pending_cap) {
        pending[npending].request = request;
        pending[npending++].comm = comm;
    }
    pthread_mutex_unlock(&mpi_lock);
}

/* The communicator of a pending receive's request, which is removed; NONE
   for another request. */
static uint32_t take_pending(MPI_Request request)
{
    uint32_t i, comm = NONE;
    if (request == MPI_REQUEST_NULL)
        return NONE;
    pthread_mutex_lock(&mpi_lock);
    for (i = 0; i < npending; i++)
        if (pending[i].request == request) {
            comm = pending[i].comm;
            pending[i] = pending[--npending];
            break;
        }
    pthread_mutex_unlock(&mpi_lock);
    return comm;
}

static void collective_begin(const srcinst_region *call)
{
    record_message(MSG_COLL_BEGIN, call, -1, 0, 0, 0, 0);
}

static void collective_end(const srcinst_region *call, MPI_Comm comm, int root, uint64_t sent, uint64_t received)
{
    record_message(MSG_COLL_END, call, root, 0, comm_id(comm), sent, received);
}

/* Bytes of a rooted collective: what this process sends and receives. */
static int comm_rank(MPI_Comm comm)
{
    int rank = -1;
    PMPI_Comm_rank(comm, &rank);
    return rank;
}

static int comm_size(MPI_Comm comm)
{
    int size = 0;
    PMPI_Comm_size(comm, &size);
    return size;
}

#define ENTER(fn) srcinst_trace_region_enter(&region_##fn, SRCINST_KIND_mpi, NULL, NULL)
#define LEAVE(fn) srcinst_trace_exit(&region_##fn)

/* --- start and end ---------------------------------------------------------------- */

static int finish_job(void);

MPI_REGION(MPI_Init);
MPI_REGION(MPI_Init_thread);
MPI_REGION(MPI_Finalize);
MPI_REGION(MPI_Comm_rank);
MPI_REGION(MPI_Comm_size);

int MPI_Init(int *argc, char ***argv)
{
    int rc;
    ENTER(MPI_Init);
    rc = PMPI_Init(argc, argv);
    if (rc == MPI_SUCCESS)
        mpi_started();
    LEAVE(MPI_Init);
    return rc;
}

int MPI_Init_thread(int *argc, char ***argv, int required, int *provided)
{
    int rc;
    ENTER(MPI_Init_thread);
    rc = PMPI_Init_thread(argc, argv, required, provided);
    if (rc == MPI_SUCCESS)
        mpi_started();
    LEAVE(MPI_Init_thread);
    return rc;
}

int MPI_Finalize(void)
{
    int rc;
    ENTER(MPI_Finalize);
    if (finish_job())
        return PMPI_Finalize();
    rc = PMPI_Finalize();
    LEAVE(MPI_Finalize);
    return rc;
}

int MPI_Comm_rank(MPI_Comm comm, int *rank)
{
    int rc;
    ENTER(MPI_Comm_rank);
    rc = PMPI_Comm_rank(comm, rank);
    LEAVE(MPI_Comm_rank);
    return rc;
}

int MPI_Comm_size(MPI_Comm comm, int *size)
{
    int rc;
    ENTER(MPI_Comm_size);
    rc = PMPI_Comm_size(comm, size);
    LEAVE(MPI_Comm_size);
    return rc;
}

/* Not measured: only the handle is forgotten (forget_comm). */
int MPI_Comm_free(MPI_Comm *comm)
{
    forget_comm(*comm);
    return PMPI_Comm_free(comm);
}

/* --- point to point ------------------------------------------------------------- */

MPI_REGION(MPI_Send);
MPI_REGION(MPI_Ssend);
MPI_REGION(MPI_Bsend);
MPI_REGION(MPI_Rsend);
MPI_REGION(MPI_Recv);
MPI_REGION(MPI_Sendrecv);
MPI_REGION(MPI_Isend);
MPI_REGION(MPI_Irecv);
MPI_REGION(MPI_Wait);
MPI_REGION(MPI_Waitall);

#define BLOCKING_SEND(fn)                                                                             \
    int fn(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm)         \
    {                                                                                                 \
        int rc;                                                                                       \
        ENTER(fn);                                                                                    \
        send_record(&region_##fn, comm, dest, tag, type_bytes(type, count));                          \
        rc = P##fn(buf, count, type, dest, tag, comm);                                                \
        LEAVE(fn);                                                                                    \
        return rc;                                                                                    \
    }

BLOCKING_SEND(MPI_Send)
BLOCKING_SEND(MPI_Ssend)
BLOCKING_SEND(MPI_Bsend)
BLOCKING_SEND(MPI_Rsend)

int MPI_Recv(void *buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    MPI_Status own;
    int rc;
    ENTER(MPI_Recv);
    if (status == MPI_STATUS_IGNORE)
        status = &own;
    rc = PMPI_Recv(buf, count, type, source, tag, comm, status);
    if (rc == MPI_SUCCESS)
        recv_record(&region_MPI_Recv, comm_id(comm), status);
    LEAVE(MPI_Recv);
    return rc;
}

int MPI_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf,
                 int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    MPI_Status own;
    int rc;
    ENTER(MPI_Sendrecv);
    if (status == MPI_STATUS_IGNORE)
        status = &own;
    send_record(&region_MPI_Sendrecv, comm, dest, sendtag, type_bytes(sendtype, sendcount));
    rc = PMPI_Sendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag,
                       comm, status);
    if (rc == MPI_SUCCESS)
        recv_record(&region_MPI_Sendrecv, comm_id(comm), status);
    LEAVE(MPI_Sendrecv);
    return rc;
}

int MPI_Isend(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    int rc;
    ENTER(MPI_Isend);
    send_record(&region_MPI_Isend, comm, dest, tag, type_bytes(type, count));
    rc = PMPI_Isend(buf, count, type, dest, tag, comm, request);
    LEAVE(MPI_Isend);
    return rc;
}

int MPI_Irecv(void *buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    int rc;
    ENTER(MPI_Irecv);
    rc = PMPI_Irecv(buf, count, type, source, tag, comm, request);
    if (rc == MPI_SUCCESS && !is_finished())
        add_pending(*request, comm_id(comm));
    LEAVE(MPI_Irecv);
    return rc;
}

int MPI_Wait(MPI_Request *request, MPI_Status *status)
{
    MPI_Status own;
    uint32_t comm;
    int rc;
    ENTER(MPI_Wait);
    if (status == MPI_STATUS_IGNORE)
        status = &own;
    comm = take_pending(*request);
    rc = PMPI_Wait(request, status);
    if (rc == MPI_SUCCESS && comm != NONE)
        recv_record(&region_MPI_Wait, comm, status);
    LEAVE(MPI_Wait);
    return rc;
}

int MPI_Waitall(int count, MPI_Request requests[], MPI_Status statuses[])
{
    MPI_Status *own = NULL;
    uint32_t *comms_of = NULL;
    int rc, i, any = 0;
    ENTER(MPI_Waitall);
    if (count > 0 && (comms_of = (uint32_t *)malloc((size_t)count * sizeof *comms_of)) != NULL)
        for (i = 0; i < count; i++)
            any |= (comms_of[i] = take_pending(requests[i])) != NONE;
    if (any && statuses == MPI_STATUSES_IGNORE && (own = (MPI_Status *)malloc((size_t)count * sizeof *own)) != NULL)
        statuses = own;
    rc = PMPI_Waitall(count, requests, statuses);
    if (rc == MPI_SUCCESS && any && statuses != MPI_STATUSES_IGNORE)
        for (i = 0; i < count; i++)
            if (comms_of[i] != NONE)
                recv_record(&region_MPI_Waitall, comms_of[i], &statuses[i]);
    free(own);
    free(comms_of);
    LEAVE(MPI_Waitall);
    return rc;
}

/* --- collectives ------------------------------------------------------------------ */

MPI_REGION(MPI_Barrier);
MPI_REGION(MPI_Bcast);
MPI_REGION(MPI_Reduce);
MPI_REGION(MPI_Allreduce);
MPI_REGION(MPI_Gather);
MPI_REGION(MPI_Scatter);
MPI_REGION(MPI_Allgather);
MPI_REGION(MPI_Alltoall);

int MPI_Barrier(MPI_Comm comm)
{
    int rc;
    ENTER(MPI_Barrier);
    collective_begin(&region_MPI_Barrier);
    rc = PMPI_Barrier(comm);
    collective_end(&region_MPI_Barrier, comm, -1, 0, 0);
    LEAVE(MPI_Barrier);
    return rc;
}

int MPI_Bcast(void *buf, int count, MPI_Datatype type, int root, MPI_Comm comm)
{
    uint64_t bytes = type_bytes(type, count);
    int rc, me = comm_rank(comm);
    ENTER(MPI_Bcast);
    collective_begin(&region_MPI_Bcast);
    rc = PMPI_Bcast(buf, count, type, root, comm);
    collective_end(&region_MPI_Bcast, comm, root, me == root ? bytes * (uint64_t)(comm_size(comm) - 1) : 0,
                   me == root ? 0 : bytes);
    LEAVE(MPI_Bcast);
    return rc;
}

int MPI_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype type, MPI_Op op, int root, MPI_Comm comm)
{
    uint64_t bytes = type_bytes(type, count);
    int rc, me = comm_rank(comm);
    ENTER(MPI_Reduce);
    collective_begin(&region_MPI_Reduce);
    rc = PMPI_Reduce(sendbuf, recvbuf, count, type, op, root, comm);
    collective_end(&region_MPI_Reduce, comm, root, bytes, me == root ? bytes * (uint64_t)comm_size(comm) : 0);
    LEAVE(MPI_Reduce);
    return rc;
}

int MPI_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype type, MPI_Op op, MPI_Comm comm)
{
    uint64_t bytes = type_bytes(type, count);
    int rc;
    ENTER(MPI_Allreduce);
    collective_begin(&region_MPI_Allreduce);
    rc = PMPI_Allreduce(sendbuf, recvbuf, count, type, op, comm);
    collective_end(&region_MPI_Allreduce, comm, -1, bytes, bytes);
    LEAVE(MPI_Allreduce);
    return rc;
}

int MPI_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
               MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int rc, me = comm_rank(comm);
    ENTER(MPI_Gather);
    collective_begin(&region_MPI_Gather);
    rc = PMPI_Gather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    collective_end(&region_MPI_Gather, comm, root, type_bytes(sendtype, sendcount),
                   me == root ? type_bytes(recvtype, recvcount) * (uint64_t)comm_size(comm) : 0);
    LEAVE(MPI_Gather);
    return rc;
}

int MPI_Scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int rc, me = comm_rank(comm);
    ENTER(MPI_Scatter);
    collective_begin(&region_MPI_Scatter);
    rc = PMPI_Scatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    collective_end(&region_MPI_Scatter, comm, root,
                   me == root ? type_bytes(sendtype, sendcount) * (uint64_t)comm_size(comm) : 0,
                   type_bytes(recvtype, recvcount));
    LEAVE(MPI_Scatter);
    return rc;
}

int MPI_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                  MPI_Datatype recvtype, MPI_Comm comm)
{
    int rc;
    ENTER(MPI_Allgather);
    collective_begin(&region_MPI_Allgather);
    rc = PMPI_Allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    collective_end(&region_MPI_Allgather, comm, -1, type_bytes(sendtype, sendcount),
                   type_bytes(recvtype, recvcount) * (uint64_t)comm_size(comm));
    LEAVE(MPI_Allgather);
    return rc;
}

int MPI_Alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                 MPI_Datatype recvtype, MPI_Comm comm)
{
    int rc, size = comm_size(comm);
    ENTER(MPI_Alltoall);
    collective_begin(&region_MPI_Alltoall);
    rc = PMPI_Alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    collective_end(&region_MPI_Alltoall, comm, -1, type_bytes(sendtype, sendcount) * (uint64_t)size,
                   type_bytes(recvtype, recvcount) * (uint64_t)size);
    LEAVE(MPI_Alltoall);
    return rc;
}

/* --- Fortran (mpif.h and the mpi module: mpi_send_ and the like) ----------------- */


#ifdef SRCINST_HAVE_MPI_FORTRAN
/* Open MPI's Fortran bindings (libmpi_mpifh), called after the wrapper's
   bookkeeping so that they convert the arguments as the program meant.
   Built where the compiler links them (mpif90: runtime_build.py's probe);
   a C program's link (mpicc) has no Fortran library. */
typedef MPI_Fint fint;
void pmpi_init_(fint *ierr);
void pmpi_init_thread_(fint *required, fint *provided, fint *ierr);
void pmpi_finalize_(fint *ierr);
void pmpi_comm_rank_(fint *comm, fint *rank, fint *ierr);
void pmpi_comm_size_(fint *comm, fint *size, fint *ierr);
void pmpi_comm_free_(fint *comm, fint *ierr);
void pmpi_send_(void *buf, fint *count, fint *type, fint *dest, fint *tag, fint *comm, fint *ierr);
void pmpi_ssend_(void *buf, fint *count, fint *type, fint *dest, fint *tag, fint *comm, fint *ierr);
void pmpi_recv_(void *buf, fint *count, fint *type, fint *source, fint *tag, fint *comm, fint *status, fint *ierr);
void pmpi_sendrecv_(void *sendbuf, fint *sendcount, fint *sendtype, fint *dest, fint *sendtag, void *recvbuf,
                    fint *recvcount, fint *recvtype, fint *source, fint *recvtag, fint *comm, fint *status,
                    fint *ierr);
void pmpi_isend_(void *buf, fint *count, fint *type, fint *dest, fint *tag, fint *comm, fint *request, fint *ierr);
void pmpi_irecv_(void *buf, fint *count, fint *type, fint *source, fint *tag, fint *comm, fint *request, fint *ierr);
void pmpi_wait_(fint *request, fint *status, fint *ierr);
void pmpi_waitall_(fint *count, fint *requests, fint *statuses, fint *ierr);
void pmpi_barrier_(fint *comm, fint *ierr);
void pmpi_bcast_(void *buf, fint *count, fint *type, fint *root, fint *comm, fint *ierr);
void pmpi_reduce_(void *sendbuf, void *recvbuf, fint *count, fint *type, fint *op, fint *root, fint *comm,
                  fint *ierr);
void pmpi_allreduce_(void *sendbuf, void *recvbuf, fint *count, fint *type, fint *op, fint *comm, fint *ierr);

/* Fortran's MPI_STATUS_SIZE in Open MPI and MPICH is 5 or 6 integers. */
#define F_STATUS_SIZE 16

static uint64_t f_bytes(const fint *type, const fint *count)
{
    return type_bytes(PMPI_Type_f2c(*type), (long)*count);
}

static void f_recv_record(const srcinst_region *call, uint32_t comm, fint *status)
{
    MPI_Status c;
    if (PMPI_Status_f2c(status, &c) == MPI_SUCCESS)
        recv_record(call, comm, &c);
}

void mpi_init_(fint *ierr)
{
    ENTER(MPI_Init);
    pmpi_init_(ierr);
    if (*ierr == MPI_SUCCESS)
        mpi_started();
    LEAVE(MPI_Init);
}

void mpi_init_thread_(fint *required, fint *provided, fint *ierr)
{
    ENTER(MPI_Init_thread);
    pmpi_init_thread_(required, provided, ierr);
    if (*ierr == MPI_SUCCESS)
        mpi_started();
    LEAVE(MPI_Init_thread);
}

void mpi_finalize_(fint *ierr)
{
    ENTER(MPI_Finalize);
    if (finish_job()) {
        pmpi_finalize_(ierr);
        return;
    }
    pmpi_finalize_(ierr);
    LEAVE(MPI_Finalize);
}

void mpi_comm_rank_(fint *comm, fint *rank, fint *ierr)
{
    ENTER(MPI_Comm_rank);
    pmpi_comm_rank_(comm, rank, ierr);
    LEAVE(MPI_Comm_rank);
}

void mpi_comm_size_(fint *comm, fint *size, fint *ierr)
{
    ENTER(MPI_Comm_size);
    pmpi_comm_size_(comm, size, ierr);
    LEAVE(MPI_Comm_size);
}

void mpi_comm_free_(fint *comm, fint *ierr)
{
    forget_comm(PMPI_Comm_f2c(*comm));
    pmpi_comm_free_(comm, ierr);
}

void mpi_send_(void *buf, fint *count, fint *type, fint *dest, fint *tag, fint *comm, fint *ierr)
{
    ENTER(MPI_Send);
    send_record(&region_MPI_Send, PMPI_Comm_f2c(*comm), *dest, *tag, f_bytes(type, count));
    pmpi_send_(buf, count, type, dest, tag, comm, ierr);
    LEAVE(MPI_Send);
}

void mpi_ssend_(void *buf, fint *count, fint *type, fint *dest, fint *tag, fint *comm, fint *ierr)
{
    ENTER(MPI_Ssend);
    send_record(&region_MPI_Ssend, PMPI_Comm_f2c(*comm), *dest, *tag, f_bytes(type, count));
    pmpi_ssend_(buf, count, type, dest, tag, comm, ierr);
    LEAVE(MPI_Ssend);
}

void mpi_recv_(void *buf, fint *count, fint *type, fint *source, fint *tag, fint *comm, fint *status, fint *ierr)
{
    fint own[F_STATUS_SIZE];
    ENTER(MPI_Recv);
    if (status == MPI_F_STATUS_IGNORE)
        status = own;
    pmpi_recv_(buf, count, type, source, tag, comm, status, ierr);
    if (*ierr == MPI_SUCCESS)
        f_recv_record(&region_MPI_Recv, comm_id(PMPI_Comm_f2c(*comm)), status);
    LEAVE(MPI_Recv);
}

void mpi_sendrecv_(void *sendbuf, fint *sendcount, fint *sendtype, fint *dest, fint *sendtag, void *recvbuf,
                   fint *recvcount, fint *recvtype, fint *source, fint *recvtag, fint *comm, fint *status,
                   fint *ierr)
{
    fint own[F_STATUS_SIZE];
    MPI_Comm c = PMPI_Comm_f2c(*comm);
    ENTER(MPI_Sendrecv);
    if (status == MPI_F_STATUS_IGNORE)
        status = own;
    send_record(&region_MPI_Sendrecv, c, *dest, *sendtag, f_bytes(sendtype, sendcount));
    pmpi_sendrecv_(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm,
                   status, ierr);
    if (*ierr == MPI_SUCCESS)
        f_recv_record(&region_MPI_Sendrecv, comm_id(c), status);
    LEAVE(MPI_Sendrecv);
}

void mpi_isend_(void *buf, fint *count, fint *type, fint *dest, fint *tag, fint *comm, fint *request, fint *ierr)
{
    ENTER(MPI_Isend);
    send_record(&region_MPI_Isend, PMPI_Comm_f2c(*comm), *dest, *tag, f_bytes(type, count));
    pmpi_isend_(buf, count, type, dest, tag, comm, request, ierr);
    LEAVE(MPI_Isend);
}

void mpi_irecv_(void *buf, fint *count, fint *type, fint *source, fint *tag, fint *comm, fint *request, fint *ierr)
{
    ENTER(MPI_Irecv);
    pmpi_irecv_(buf, count, type, source, tag, comm, request, ierr);
    if (*ierr == MPI_SUCCESS && !is_finished())
        add_pending(PMPI_Request_f2c(*request), comm_id(PMPI_Comm_f2c(*comm)));
    LEAVE(MPI_Irecv);
}

void mpi_wait_(fint *request, fint *status, fint *ierr)
{
    fint own[F_STATUS_SIZE];
    uint32_t comm;
    ENTER(MPI_Wait);
    if (status == MPI_F_STATUS_IGNORE)
        status = own;
    comm = take_pending(PMPI_Request_f2c(*request));
    pmpi_wait_(request, status, ierr);
    if (*ierr == MPI_SUCCESS && comm != NONE)
        f_recv_record(&region_MPI_Wait, comm, status);
    LEAVE(MPI_Wait);
}

void mpi_waitall_(fint *count, fint *requests, fint *statuses, fint *ierr)
{
    fint *own = NULL;
    uint32_t *comms_of = NULL;
    int i, n = *count, any = 0;
    ENTER(MPI_Waitall);
    if (n > 0 && (comms_of = (uint32_t *)malloc((size_t)n * sizeof *comms_of)) != NULL)
        for (i = 0; i < n; i++)
            any |= (comms_of[i] = take_pending(PMPI_Request_f2c(requests[i]))) != NONE;
    if (any && statuses == MPI_F_STATUSES_IGNORE
        && (own = (fint *)malloc((size_t)n * F_STATUS_SIZE * sizeof *own)) != NULL)
        statuses = own;
    pmpi_waitall_(count, requests, statuses, ierr);
    if (*ierr == MPI_SUCCESS && any && statuses != MPI_F_STATUSES_IGNORE) {
        /* Fortran's statuses: MPI_STATUS_SIZE integers each, an MPI_Status's
           worth in Open MPI and MPICH. */
        size_t size = sizeof(MPI_Status) / sizeof(fint);
        for (i = 0; i < n; i++)
            if (comms_of[i] != NONE)
                f_recv_record(&region_MPI_Waitall, comms_of[i], statuses + (size_t)i * size);
    }
    free(own);
    free(comms_of);
    LEAVE(MPI_Waitall);
}

void mpi_barrier_(fint *comm, fint *ierr)
{
    MPI_Comm c = PMPI_Comm_f2c(*comm);
    ENTER(MPI_Barrier);
    collective_begin(&region_MPI_Barrier);
    pmpi_barrier_(comm, ierr);
    collective_end(&region_MPI_Barrier, c, -1, 0, 0);
    LEAVE(MPI_Barrier);
}

void mpi_bcast_(void *buf, fint *count, fint *type, fint *root, fint *comm, fint *ierr)
{
    MPI_Comm c = PMPI_Comm_f2c(*comm);
    uint64_t bytes = f_bytes(type, count);
    int me = comm_rank(c);
    ENTER(MPI_Bcast);
    collective_begin(&region_MPI_Bcast);
    pmpi_bcast_(buf, count, type, root, comm, ierr);
    collective_end(&region_MPI_Bcast, c, *root, me == *root ? bytes * (uint64_t)(comm_size(c) - 1) : 0,
                   me == *root ? 0 : bytes);
    LEAVE(MPI_Bcast);
}

void mpi_reduce_(void *sendbuf, void *recvbuf, fint *count, fint *type, fint *op, fint *root, fint *comm,
                 fint *ierr)
{
    MPI_Comm c = PMPI_Comm_f2c(*comm);
    uint64_t bytes = f_bytes(type, count);
    int me = comm_rank(c);
    ENTER(MPI_Reduce);
    collective_begin(&region_MPI_Reduce);
    pmpi_reduce_(sendbuf, recvbuf, count, type, op, root, comm, ierr);
    collective_end(&region_MPI_Reduce, c, *root, bytes, me == *root ? bytes * (uint64_t)comm_size(c) : 0);
    LEAVE(MPI_Reduce);
}

void mpi_allreduce_(void *sendbuf, void *recvbuf, fint *count, fint *type, fint *op, fint *comm, fint *ierr)
{
    MPI_Comm c = PMPI_Comm_f2c(*comm);
    uint64_t bytes = f_bytes(type, count);
    ENTER(MPI_Allreduce);
    collective_begin(&region_MPI_Allreduce);
    pmpi_allreduce_(sendbuf, recvbuf, count, type, op, comm, ierr);
    collective_end(&region_MPI_Allreduce, c, -1, bytes, bytes);
    LEAVE(MPI_Allreduce);
}

#endif /* SRCINST_HAVE_MPI_FORTRAN */

/* --- the end of the job ----------------------------------------------------------- */

/* In MPI_Finalize (inside its region), before the library's own: with
   SRCINST_TRACE_FORMAT=otf2 the outputs are written now, the archive
   collectively (one per job, see write_otf2_job), and 1 is returned; calls
   after it are not recorded, MPI_Finalize's own region is closed as open
   at exit with the main program.  Other formats are written at exit, as
   without MPI (0). */
static int finish_job(void)
{
#ifdef SRCINST_HAVE_OTF2
    if (keep_trace && trace_format == FORMAT_OTF2 && mpi_active() && mpi_rank >= 0) {
        job_archive = 1;
        srcinst_trace_finish();
        return 1;
    }
#endif
    return 0;
}
