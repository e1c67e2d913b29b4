# 1 "corpus/fortran/omp_stop.f90"
! srcinst-test: flags=-fopenmp exit=3 abort=yes calls=omp_stop:1,finish:1
! A STOP on an OpenMP conditional line: with -fopenmp the program ends there
! and the abort code (on a `!$` line too) runs first; without it (built so
! by test_fortran_run as well) the line is a comment and so is the code.
subroutine finish(k)
!$ use omp_lib
  implicit none
  integer, intent(in) :: k
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'finish')
  call TAU_PROFILE_START(tau_profiler)
# 9 "corpus/fortran/omp_stop.f90"
  print '(a,i0)', 'finish ', k
!$ if (omp_get_max_threads() > 0) then
!$   call TAU_PROFILE_EXIT('exit')
# 10 "corpus/fortran/omp_stop.f90"
!$   stop 3
!$ end if
# 11 "corpus/fortran/omp_stop.f90"
  print '(a)', 'not stopped'
  call TAU_PROFILE_STOP(tau_profiler)
# 12 "corpus/fortran/omp_stop.f90"
end subroutine finish

program omp_stop
  implicit none
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_INIT()
  call TAU_PROFILE_SET_NODE(0)
  call TAU_PROFILE_TIMER(tau_profiler, 'omp_stop')
  call TAU_PROFILE_START(tau_profiler)
# 16 "corpus/fortran/omp_stop.f90"
  call finish(7)
  call TAU_PROFILE_STOP(tau_profiler)
# 17 "corpus/fortran/omp_stop.f90"
end program omp_stop
