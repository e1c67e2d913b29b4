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
  integer(kind=8) :: pomp2_region_1, pomp2_region_3
  common /srcinst_pomp2_e4b34b35c19b/ pomp2_region_1, pomp2_region_3
  character(len=134), parameter :: pomp2_ctc_1 = "134*regionType=paralleldo*sscl=corpus/fortran/omp_conditional.f90:25:25*escl=corp&
  &us/fortran/omp_conditional.f90:30:30*hasReduction=1**"
  integer(kind=8) :: pomp2_old_task, pomp2_new_task
  logical :: pomp2_if
  integer(kind=4) :: pomp2_num_threads
  integer(kind=4) :: pomp2_lib_get_max_threads
  pomp2_num_threads = pomp2_lib_get_max_threads()
  pomp2_if = .true.
  call POMP2_Parallel_fork(pomp2_region_1, pomp2_if, pomp2_num_threads, pomp2_old_task, pomp2_ctc_1)
# 25 "corpus/fortran/omp_conditional.f90"
!$omp parallel    private(tid) reduction(+:s) firstprivate(pomp2_old_task) private(pomp2_new_task)
  call POMP2_Parallel_begin(pomp2_region_1)
  call POMP2_Do_enter(pomp2_region_1, pomp2_ctc_1)
  !$omp do
# 26 "corpus/fortran/omp_conditional.f90"
  do i = 1, 10
!$  tid = omp_get_thread_num()
    s = s + i
  end do
  !$omp end do nowait
  call POMP2_Implicit_barrier_enter(pomp2_region_1, pomp2_old_task)
  !$omp barrier
  call POMP2_Implicit_barrier_exit(pomp2_region_1, pomp2_old_task)
  call POMP2_Do_exit(pomp2_region_1)
  call POMP2_Parallel_end(pomp2_region_1)
  !$omp end parallel
  call POMP2_Parallel_join(pomp2_region_1, pomp2_old_task)
# 31 "corpus/fortran/omp_conditional.f90"
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
  integer(kind=8) :: pomp2_region_1, pomp2_region_3
  common /srcinst_pomp2_e4b34b35c19b/ pomp2_region_1, pomp2_region_3
  character(len=134), parameter :: pomp2_ctc_3 = "134*regionType=paralleldo*sscl=corpus/fortran/omp_conditional.f90:51:51*escl=corp&
  &us/fortran/omp_conditional.f90:55:55*hasReduction=1**"
  integer(kind=8) :: pomp2_old_task, pomp2_new_task
  logical :: pomp2_if
  integer(kind=4) :: pomp2_num_threads
  integer(kind=4) :: pomp2_lib_get_max_threads
# 50 "corpus/fortran/omp_conditional.f90"
  sum_to = 0
  pomp2_num_threads = pomp2_lib_get_max_threads()
  pomp2_if = .true.
  call POMP2_Parallel_fork(pomp2_region_3, pomp2_if, pomp2_num_threads, pomp2_old_task, pomp2_ctc_3)
# 51 "corpus/fortran/omp_conditional.f90"
!$omp parallel    reduction(+:sum_to) firstprivate(pomp2_old_task) private(pomp2_new_task)
  call POMP2_Parallel_begin(pomp2_region_3)
  call POMP2_Do_enter(pomp2_region_3, pomp2_ctc_3)
  !$omp do
# 52 "corpus/fortran/omp_conditional.f90"
  do i = 1, n
    sum_to = sum_to + i
  end do
  !$omp end do nowait
  call POMP2_Implicit_barrier_enter(pomp2_region_3, pomp2_old_task)
  !$omp barrier
  call POMP2_Implicit_barrier_exit(pomp2_region_3, pomp2_old_task)
  call POMP2_Do_exit(pomp2_region_3)
  call POMP2_Parallel_end(pomp2_region_3)
  !$omp end parallel
  call POMP2_Parallel_join(pomp2_region_3, pomp2_old_task)
# 56 "corpus/fortran/omp_conditional.f90"
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
subroutine POMP2_Init_reg_e4b34b35c19b_2()
integer(kind=8) :: pomp2_region_1, pomp2_region_3
common /srcinst_pomp2_e4b34b35c19b/ pomp2_region_1, pomp2_region_3
character(len=134), parameter :: pomp2_ctc_1 = "134*regionType=paralleldo*sscl=corpus/fortran/omp_conditional.f90:25:25*escl=corpus&
&/fortran/omp_conditional.f90:30:30*hasReduction=1**"
character(len=134), parameter :: pomp2_ctc_3 = "134*regionType=paralleldo*sscl=corpus/fortran/omp_conditional.f90:51:51*escl=corpus&
&/fortran/omp_conditional.f90:55:55*hasReduction=1**"
call POMP2_Assign_handle(pomp2_region_1, pomp2_ctc_1)
call POMP2_Assign_handle(pomp2_region_3, pomp2_ctc_3)
end
