# 1 "corpus/fortran/omp_stop.f90"
! srcinst-test: flags=-fopenmp exit=3 abort=yes calls=omp_stop:1,finish:1
! A STOP on an OpenMP conditional line: with -fopenmp the program ends there
! and the abort code (on a `!$` line too) runs first; without it (built so
! by test_fortran_run as well) the line is a comment and so is the code.
subroutine finish(k)
!$ use omp_lib
  implicit none
  integer, intent(in) :: k
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'finish', 1, 'corpus/fortran/omp_stop.f90', 5)
# 9 "corpus/fortran/omp_stop.f90"
  print '(a,i0)', 'finish ', k
!$ if (omp_get_max_threads() > 0) stop 3
  print '(a)', 'not stopped'
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 12 "corpus/fortran/omp_stop.f90"
end subroutine finish

program omp_stop
  implicit none
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'omp_stop', 1, 'corpus/fortran/omp_stop.f90', 14)
# 16 "corpus/fortran/omp_stop.f90"
  call finish(7)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 17 "corpus/fortran/omp_stop.f90"
end program omp_stop
