! MPI ring exchange, allreduce and barrier in Fortran (the mpi module), for
! the trace runtime's tests: the token goes round the ring ROUNDS times
! (MPI_Send and MPI_Recv), then once with MPI_Isend, MPI_Irecv and
! MPI_Waitall; a sum by MPI_Allreduce; MPI_Barrier.  Rank r works r + 1 units.
module ring_work
  implicit none
contains
  function work(units) result(x)
    integer, intent(in) :: units
    double precision :: x
    integer :: i
    x = 0
    do i = 1, units * 200000
      x = x + 1.0d0 / i
    end do
  end function work

  subroutine pass(rank, nranks, token)
    use mpi
    integer, intent(in) :: rank, nranks
    integer, intent(inout) :: token
    integer :: got, ierr, status(MPI_STATUS_SIZE)
    if (rank == 0) then
      call MPI_Send(token, 1, MPI_INTEGER, mod(rank + 1, nranks), 7, MPI_COMM_WORLD, ierr)
      call MPI_Recv(got, 1, MPI_INTEGER, mod(rank + nranks - 1, nranks), 7, MPI_COMM_WORLD, status, ierr)
    else
      call MPI_Recv(got, 1, MPI_INTEGER, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
      got = got + rank
      call MPI_Send(got, 1, MPI_INTEGER, mod(rank + 1, nranks), 7, MPI_COMM_WORLD, ierr)
    end if
    token = got
  end subroutine pass
end module ring_work

program mpi_ring
  use mpi
  use ring_work
  implicit none
  integer, parameter :: rounds = 3
  integer :: rank, nranks, ierr, round, token, out(2), in(2), requests(2)
  double precision :: mine, total
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nranks, ierr)
  token = 0
  do round = 1, rounds
    token = token + 1
    call pass(rank, nranks, token)
  end do
  out = (/ rank, rank * 10 /)
  call MPI_Irecv(in, 2, MPI_INTEGER, mod(rank + nranks - 1, nranks), 8, MPI_COMM_WORLD, requests(1), ierr)
  call MPI_Isend(out, 2, MPI_INTEGER, mod(rank + 1, nranks), 8, MPI_COMM_WORLD, requests(2), ierr)
  call MPI_Waitall(2, requests, MPI_STATUSES_IGNORE, ierr)
  mine = work(rank + 1)
  call MPI_Allreduce(mine, total, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 0) print '(a, i0, a, i0, a, i0, a, f0.6)', 'ranks ', nranks, ' token ', token, &
    ' received ', in(1) + in(2), ' total ', total
  call MPI_Finalize(ierr)
end program mpi_ring
