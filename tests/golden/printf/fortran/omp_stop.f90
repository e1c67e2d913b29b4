# 1 "corpus/fortran/omp_stop.f90"
! srcinst-test: flags=-fopenmp exit=3 abort=yes calls=omp_stop:1,finish:1
! A STOP on an OpenMP conditional line: with -fopenmp the program ends there
! and the abort code (on a `!$` line too) runs first; without it (built so
! by test_fortran_run as well) the line is a comment and so is the code.
subroutine finish(k)
!$ use omp_lib
  implicit none
  integer, intent(in) :: k
  write(0,*) 'enter finish (corpus/fortran/omp_stop.f90:5)'
# 9 "corpus/fortran/omp_stop.f90"
  print '(a,i0)', 'finish ', k
!$ if (omp_get_max_threads() > 0) then
!$   write(0,*) 'abort in finish at corpus/fortran/omp_stop.f90:10'
# 10 "corpus/fortran/omp_stop.f90"
!$   stop 3
!$ end if
# 11 "corpus/fortran/omp_stop.f90"
  print '(a)', 'not stopped'
  write(0,*) 'leave finish (corpus/fortran/omp_stop.f90:12)'
# 12 "corpus/fortran/omp_stop.f90"
end subroutine finish

program omp_stop
  implicit none
  write(0,'(1x,a,i0,a)') 'init argc=', command_argument_count() + 1, ' (corpus/fortran/omp_stop.f90:14)'
  write(0,*) 'enter omp_stop (corpus/fortran/omp_stop.f90:14)'
# 16 "corpus/fortran/omp_stop.f90"
  call finish(7)
  write(0,*) 'leave omp_stop (corpus/fortran/omp_stop.f90:17)'
# 17 "corpus/fortran/omp_stop.f90"
end program omp_stop
