! Call regions in free form, run through cpp: each chosen statement counts
! its executions in runs(line), by COUNT(line) (the next statement's line)
! before it or by the callee (site=__LINE__); the program prints the counts.
#define COUNT(n) runs(n) = runs(n) + 1
module fake_mpi
  implicit none
  integer :: runs(300) = 0
contains
  subroutine mpi_fake_send(x, n, site)
    integer, intent(in) :: x, site
    integer, intent(inout) :: n
    runs(site) = runs(site) + 1
    n = n + x
  end subroutine mpi_fake_send
  subroutine mpi_fake_test(flag, site, *, *)
    integer, intent(in) :: flag, site
    runs(site) = runs(site) + 1
    if (flag == 1) return 1
    if (flag == 2) return 2
  end subroutine mpi_fake_test
  integer function mpi_fake_rank(k)
    integer, intent(in) :: k
    mpi_fake_rank = k + 1
  end function mpi_fake_rank
  pure subroutine mpi_fake_pure(x, y)
    integer, intent(in) :: x
    integer, intent(out) :: y
    y = 2 * x
  end subroutine mpi_fake_pure
  integer function counted(x, site)
    integer, intent(in) :: x, site
    runs(site) = runs(site) + 1
    counted = x
  end function counted
end module fake_mpi

program calls
  use fake_mpi
  implicit none
  integer :: n, i, j, v, k, ios, w(4)
  real, allocatable :: a(:)
  logical :: there
  n = 0
  k = 0
  call mpi_fake_send(1, n, site=__LINE__)
  do i = 1, 3
    if (i > 1) call mpi_fake_send(i, n, site=__LINE__)
10  call MPI_Fake_Send(2, n, site=__LINE__)
  end do
  if (n < 20) go to 10
  COUNT(__LINE__ + 1)
  allocate(a(n), stat=ios)
  COUNT(__LINE__ + 1)
  open(11, status='scratch', form='formatted')
  do i = 1, 3
    COUNT(__LINE__ + 1)
    write(11, '(i4)') i
  end do
  COUNT(__LINE__ + 1)
  write(11, '(a)') 'abcd'
  COUNT(__LINE__ + 1)
  flush(11)
  COUNT(__LINE__ + 1)
  rewind 11
  do
    COUNT(__LINE__ + 1)
    read(11, '(i4)', end=30, err=40) v
    n = n + v; COUNT(__LINE__ + 1)
    if (v > 0) print '(a,i0)', 'read ', v
  end do
30 print *, 'no error?'
40 COUNT(__LINE__ + 1)
  backspace(11)
  COUNT(__LINE__ + 1)
  read(11, '(a)', iostat=ios) ; if (ios == 0) k = k + 1
  COUNT(__LINE__ + 1)
  read(11, *, end=50) v
  print *, 'not at the end?'
50 if (n > 0) COUNT(__LINE__ + 1)
  if (n > 0) read(11, *, end=60, iostat=ios) v
  k = k + 100
60 COUNT(__LINE__ + 1)
  inquire(unit=11, opened=there)
  COUNT(__LINE__ + 1)
  rewind(11)
  COUNT(__LINE__ + 1)
  endfile 11
  COUNT(__LINE__ + 1)
  close(11)
  do i = 1, 4
    call mpi_fake_test(mod(i, 3), __LINE__, *70, *80)
    k = k + 1
    cycle
70  k = k + 10
    cycle
80  k = k + 1000
    do j = 1, 2
      call mpi_fake_test(j, __LINE__, *90, *100)
    end do
  end do
90 k = k + 20000
100 k = k + mpi_fake_rank(k)  ! no region, noted
  do 110 i = 1, 2
110 call mpi_fake_send(i, n, site=__LINE__)  ! ends a labelled DO
  do concurrent (i = 1:4)
    call mpi_fake_pure(i, w(i))  ! no region, noted
  end do
  call mpi_fake_send(3, n, &  ! no region, noted
#ifdef _OPENMP
    site=__LINE__ - 2)
#else
    site=__LINE__ - 4)
#endif
!$ call mpi_fake_send(5, n, site=__LINE__)  ! no region
  if (k > 0) go to 120
  call mpi_fake_send(7, n, site=__LINE__)
120 print '(a,i0,a,i0,a,i0)', 'n=', counted(n, __LINE__), ' k=', k, ' w=', sum(w)
  COUNT(__LINE__ + 1)
  deallocate(a)
  do i = 1, size(runs)
    if (runs(i) > 0) print '(a,i0,a,i0)', 'line ', i, ': ', runs(i)  ! not counted
  end do
end program calls
