! srcinst-test: flags=-fopenmp calls=omp_rt:1,kernels::scaled_square:48,kernels::offset:48,omp_rt::report:1,omp_parallel_do@32:3,omp_implicit_barrier@32:3
! An OpenMP parallel DO with a fixed trip count (48) that calls a module
! subroutine on every iteration (which calls a module function), whichever
! thread runs it, plus an integer sum reduction.  Integer arithmetic only,
! so the result does not depend on how the iterations are split among
! threads; the call counts are totals over all threads.  An internal
! subroutine of the main program prints the result after the loop.

module kernels
  implicit none
contains
  integer function offset(i)
    integer, intent(in) :: i
    offset = mod(i, 7) + 1
  end function offset

  subroutine scaled_square(i, r)
    integer, intent(in) :: i
    integer, intent(out) :: r
    r = i * i * offset(i)
  end subroutine scaled_square
end module kernels

program omp_rt
  use kernels, only: scaled_square
  implicit none
  integer, parameter :: n = 48
  integer :: values(n)
  integer :: i, total

  total = 0
  !$omp parallel do reduction(+:total) schedule(static)
  do i = 1, n
    call scaled_square(i, values(i))
    total = total + values(i)
  end do
  !$omp end parallel do

  call report(total, values)

contains

  subroutine report(t, v)
    integer, intent(in) :: t
    integer, intent(in) :: v(:)
    write(*, '(a,i10)') ' total =', t
    write(*, '(a,i10)') ' first =', v(1)
    write(*, '(a,i10)') ' last  =', v(size(v))
  end subroutine report
end program omp_rt
