! srcinst-test: flags=-fopenmp exit=3 abort=yes calls=omp_stop:1,finish:1
! A STOP on an OpenMP conditional line: with -fopenmp the program ends there
! and the abort code (on a `!$` line too) runs first; without it (built so
! by test_fortran_run as well) the line is a comment and so is the code.
subroutine finish(k)
!$ use omp_lib
  implicit none
  integer, intent(in) :: k
  print '(a,i0)', 'finish ', k
!$ if (omp_get_max_threads() > 0) stop 3
  print '(a)', 'not stopped'
end subroutine finish

program omp_stop
  implicit none
  call finish(7)
end program omp_stop
