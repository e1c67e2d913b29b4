# 1 "corpus/fortran/omp_conditional.f90"
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
   call srcinst_trace_f_enter_at('first_exec corpus/fortran/omp_conditional.f90:8')
# 13 "corpus/fortran/omp_conditional.f90"
!$ nthreads = omp_get_max_threads()
  total = 1
!$ total = total + 0 * nthreads
  print '(a,i0)', 'first_exec ', total
  call srcinst_trace_f_exit_at('first_exec corpus/fortran/omp_conditional.f90:8')
# 17 "corpus/fortran/omp_conditional.f90"
end subroutine first_exec

subroutine region_first(s)
!$ use omp_lib
  implicit none
  integer, intent(inout) :: s
  integer :: i
!$ integer :: tid
  call srcinst_trace_f_enter_at('region_first corpus/fortran/omp_conditional.f90:19')
!$omp parallel    private(tid) reduction(+:s)
  call srcinst_trace_f_region_enter('omp', '!$omp parallel do @corpus/fortran/omp_conditional.f90:25', 'corpus/fortran/omp_conditio&
  &nal.f90', 25)
  !$omp do
# 26 "corpus/fortran/omp_conditional.f90"
  do i = 1, 10
!$  tid = omp_get_thread_num()
    s = s + i
  end do
  !$omp end do nowait
  call srcinst_trace_f_region_enter('omp', '!$omp implicit barrier @corpus/fortran/omp_conditional.f90:25', 'corpus/fortran/omp_con&
  &ditional.f90', 30)
  !$omp barrier
  call srcinst_trace_f_exit('!$omp implicit barrier @corpus/fortran/omp_conditional.f90:25')
  call srcinst_trace_f_exit('!$omp parallel do @corpus/fortran/omp_conditional.f90:25')
  !$omp end parallel
# 31 "corpus/fortran/omp_conditional.f90"
  print '(a,i0)', 'region_first ', s
  call srcinst_trace_f_exit_at('region_first corpus/fortran/omp_conditional.f90:19')
# 32 "corpus/fortran/omp_conditional.f90"
end subroutine region_first

subroutine guarded_return(k, r)
  implicit none
  integer, intent(in) :: k
  integer, intent(out) :: r
  call srcinst_trace_f_enter_at('guarded_return corpus/fortran/omp_conditional.f90:34')
# 38 "corpus/fortran/omp_conditional.f90"
  r = k
!$ if (k > 1) then
!$   call srcinst_trace_f_exit_at('guarded_return corpus/fortran/omp_conditional.f90:34')
# 39 "corpus/fortran/omp_conditional.f90"
!$   return
!$ end if
# 40 "corpus/fortran/omp_conditional.f90"
  !$ if (k > 100) then
  !$   call srcinst_trace_f_exit_at('guarded_return corpus/fortran/omp_conditional.f90:34')
# 41 "corpus/fortran/omp_conditional.f90"
  !$   return
  !$ end if
# 42 "corpus/fortran/omp_conditional.f90"
  r = r + 10
  call srcinst_trace_f_exit_at('guarded_return corpus/fortran/omp_conditional.f90:34')
# 43 "corpus/fortran/omp_conditional.f90"
end subroutine guarded_return

integer function sum_to(n)
  implicit none
  integer, intent(in) :: n
  integer :: i
!$ integer :: unused
  call srcinst_trace_f_enter_at('sum_to corpus/fortran/omp_conditional.f90:45')
# 50 "corpus/fortran/omp_conditional.f90"
  sum_to = 0
!$omp parallel    reduction(+:sum_to)
  call srcinst_trace_f_region_enter('omp', '!$omp parallel do @corpus/fortran/omp_conditional.f90:51', 'corpus/fortran/omp_conditio&
  &nal.f90', 51)
  !$omp do
# 52 "corpus/fortran/omp_conditional.f90"
  do i = 1, n
    sum_to = sum_to + i
  end do
  !$omp end do nowait
  call srcinst_trace_f_region_enter('omp', '!$omp implicit barrier @corpus/fortran/omp_conditional.f90:51', 'corpus/fortran/omp_con&
  &ditional.f90', 55)
  !$omp barrier
  call srcinst_trace_f_exit('!$omp implicit barrier @corpus/fortran/omp_conditional.f90:51')
  call srcinst_trace_f_exit('!$omp parallel do @corpus/fortran/omp_conditional.f90:51')
  !$omp end parallel
  call srcinst_trace_f_exit_at('sum_to corpus/fortran/omp_conditional.f90:45')
# 56 "corpus/fortran/omp_conditional.f90"
end function sum_to

program omp_conditional
  implicit none
  integer :: t, s, r, k
  integer, external :: sum_to
  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('omp_conditional corpus/fortran/omp_conditional.f90:58')
# 62 "corpus/fortran/omp_conditional.f90"
  call first_exec(t)
  s = 0
  call region_first(s)
  do k = 0, 2
    call guarded_return(k, r)
    print '(a,i0,a,i0)', 'guarded_return ', k, ' -> ', r
  end do
  print '(a,i0)', 'sum_to ', sum_to(100)
  call srcinst_trace_f_exit_at('omp_conditional corpus/fortran/omp_conditional.f90:58')
# 70 "corpus/fortran/omp_conditional.f90"
end program omp_conditional
