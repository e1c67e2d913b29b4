! srcinst-test: flags=-fopenmp abort=no calls=omp_conditional:1,first_exec:1,region_first:1,guarded_return:3,sum_to:1
! OpenMP conditional-compilation lines (`!$ `) are code with -fopenmp and
! comments without: entry code goes after the `!$` declarations and USE,
! before a `!$` executable statement, and above an `!$omp` directive; a
! RETURN on a `!$` line gets its exit code on `!$` lines. Output does not
! depend on the number of threads. (test_fortran_run also builds it
! without -fopenmp.)
subroutine first_exec(total)
!$ use omp_lib
  implicit none
  integer, intent(out) :: total
!$ integer :: nthreads
!$ nthreads = omp_get_max_threads()
  total = 1
!$ total = total + 0 * nthreads
  print '(a,i0)', 'first_exec ', total
end subroutine first_exec

subroutine region_first(s)
!$ use omp_lib
  implicit none
  integer, intent(inout) :: s
  integer :: i
!$ integer :: tid
!$omp parallel do private(tid) reduction(+:s)
  do i = 1, 10
!$  tid = omp_get_thread_num()
    s = s + i
  end do
!$omp end parallel do
  print '(a,i0)', 'region_first ', s
end subroutine region_first

subroutine guarded_return(k, r)
  implicit none
  integer, intent(in) :: k
  integer, intent(out) :: r
  r = k
!$ if (k > 1) return
  !$ if (k > 100) &
  !$    return
  r = r + 10
end subroutine guarded_return

integer function sum_to(n)
  implicit none
  integer, intent(in) :: n
  integer :: i
!$ integer :: unused
  sum_to = 0
!$omp parallel do reduction(+:sum_to)
  do i = 1, n
    sum_to = sum_to + i
  end do
!$omp end parallel do
end function sum_to

program omp_conditional
  implicit none
  integer :: t, s, r, k
  integer, external :: sum_to
  call first_exec(t)
  s = 0
  call region_first(s)
  do k = 0, 2
    call guarded_return(k, r)
    print '(a,i0,a,i0)', 'guarded_return ', k, ' -> ', r
  end do
  print '(a,i0)', 'sum_to ', sum_to(100)
end program omp_conditional
