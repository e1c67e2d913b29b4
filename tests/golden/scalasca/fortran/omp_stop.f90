# 1 "corpus/fortran/omp_stop.f90"
! srcinst-test: flags=-fopenmp exit=3 abort=yes calls=omp_stop:1,finish:1
! A STOP on an OpenMP conditional line: with -fopenmp the program ends there
! and the abort code (on a `!$` line too) runs first; without it (built so
! by test_fortran_run as well) the line is a comment and so is the code.
subroutine finish(k)
!$ use omp_lib
  implicit none
  integer, intent(in) :: k
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'finish'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/omp_stop.f90'//char(0), 5)
# 9 "corpus/fortran/omp_stop.f90"
  print '(a,i0)', 'finish ', k
!$ if (omp_get_max_threads() > 0) stop 3
  print '(a)', 'not stopped'
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/omp_stop.f90'//char(0), 12)
# 12 "corpus/fortran/omp_stop.f90"
end subroutine finish

program omp_stop
  implicit none
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'omp_stop'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/omp_stop.f90'//char(0), 14)
# 16 "corpus/fortran/omp_stop.f90"
  call finish(7)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/omp_stop.f90'//char(0), 17)
# 17 "corpus/fortran/omp_stop.f90"
end program omp_stop
