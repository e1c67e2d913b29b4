! OpenMP conditional lines (`!$ `) and directives, built with -fopenmp: the
! toolsets' entry code goes after the `!$` declarations, above the
! `!$omp parallel do` (outside the region), and a RETURN on a `!$` line gets
! its exit code on `!$` lines. The output does not depend on the threads.
module toolset_omp
  implicit none
contains
  subroutine fill(v, n)
!$  use omp_lib
    integer, intent(in) :: n
    real, intent(out) :: v(n)
    integer :: i
!$  integer :: tid
!$omp parallel do private(tid)
    do i = 1, n
      v(i) = real(i)
!$    tid = omp_get_thread_num()
!$    if (tid < 0) v(i) = 0.0
    end do
!$omp end parallel do
  end subroutine fill

  subroutine early(k, r)
    integer, intent(in) :: k
    integer, intent(out) :: r
    r = k
!$  if (k > 1) return
    r = r + 10
  end subroutine early
end module toolset_omp

program toolset_openmp
  use toolset_omp
  implicit none
  real :: v(8)
  integer :: k, r
  call fill(v, 8)
  print '(f8.1)', sum(v)
  do k = 0, 2
    call early(k, r)
    print '(i0)', r
  end do
end program toolset_openmp
