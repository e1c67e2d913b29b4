# 1 "corpus/fortran/omp_stop.f90"
! srcinst-test: flags=-fopenmp exit=3 abort=yes calls=omp_stop:1,finish:1
! A STOP on an OpenMP conditional line: with -fopenmp the program ends there
! and the abort code (on a `!$` line too) runs first; without it (built so
! by test_fortran_run as well) the line is a comment and so is the code.
subroutine finish(k)
!$ use omp_lib
  implicit none
  integer, intent(in) :: k
  call srcinst_trace_f_enter_at('finish corpus/fortran/omp_stop.f90:5')
# 9 "corpus/fortran/omp_stop.f90"
  print '(a,i0)', 'finish ', k
!$ if (omp_get_max_threads() > 0) then
!$   call srcinst_trace_f_abort_at('finish corpus/fortran/omp_stop.f90:10')
# 10 "corpus/fortran/omp_stop.f90"
!$   stop 3
!$ end if
# 11 "corpus/fortran/omp_stop.f90"
  print '(a)', 'not stopped'
  call srcinst_trace_f_exit_at('finish corpus/fortran/omp_stop.f90:5')
# 12 "corpus/fortran/omp_stop.f90"
end subroutine finish

program omp_stop
  implicit none
  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('omp_stop corpus/fortran/omp_stop.f90:14')
# 16 "corpus/fortran/omp_stop.f90"
  call finish(7)
  call srcinst_trace_f_exit_at('omp_stop corpus/fortran/omp_stop.f90:14')
# 17 "corpus/fortran/omp_stop.f90"
end program omp_stop
