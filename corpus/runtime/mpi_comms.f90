! mpi_comms.c in Fortran (the mpi module), for the trace runtime's tests
! (4 ranks): communicators freed and made again (round 1: pairs {0,2}
! {1,3}, tag 1; round 2: pairs {0,1} {2,3}, tag 2), then in pairs {0,1}
! {2,3} an MPI_Irecv completed by MPI_Test (tag 3, not recorded) and on
! MPI_COMM_WORLD one completed by MPI_Wait (tag 4, from the left).
program mpi_comms
  use mpi
  implicit none
  integer :: rank, nranks, round, comm, sub, request, ierr, x, got(4)
  logical :: flag
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nranks, ierr)
  do round = 1, 2
    if (round == 1) then
      call MPI_Comm_split(MPI_COMM_WORLD, mod(rank, 2), rank, comm, ierr)
    else
      call MPI_Comm_split(MPI_COMM_WORLD, rank / 2, rank, comm, ierr)
    end if
    got(round) = exchange(comm, round, rank)
    call MPI_Comm_free(comm, ierr)
  end do
  call MPI_Comm_split(MPI_COMM_WORLD, rank / 2, nranks - rank, comm, ierr)
  call MPI_Comm_rank(comm, sub, ierr)
  call MPI_Irecv(got(3), 1, MPI_INTEGER, 1 - sub, 3, comm, request, ierr)
  call MPI_Send(rank, 1, MPI_INTEGER, 1 - sub, 3, comm, ierr)
  flag = .false.
  do while (.not. flag)
    call MPI_Test(request, flag, MPI_STATUS_IGNORE, ierr)
  end do
  call MPI_Irecv(got(4), 1, MPI_INTEGER, mod(rank + nranks - 1, nranks), 4, MPI_COMM_WORLD, request, ierr)
  x = rank
  call MPI_Send(x, 1, MPI_INTEGER, mod(rank + 1, nranks), 4, MPI_COMM_WORLD, ierr)
  call MPI_Wait(request, MPI_STATUS_IGNORE, ierr)
  call MPI_Comm_free(comm, ierr)
  print '(a,i0,a,4(1x,i0))', 'rank ', rank, ' got', got
  call MPI_Finalize(ierr)
contains
  integer function exchange(c, tag, value)
    integer, intent(in) :: c, tag, value
    integer :: me, n, ierr2
    call MPI_Comm_rank(c, me, ierr2)
    call MPI_Comm_size(c, n, ierr2)
    call MPI_Sendrecv(value, 1, MPI_INTEGER, mod(me + 1, n), tag, exchange, 1, MPI_INTEGER, &
                      mod(me + n - 1, n), tag, c, MPI_STATUS_IGNORE, ierr2)
  end function exchange
end program mpi_comms
