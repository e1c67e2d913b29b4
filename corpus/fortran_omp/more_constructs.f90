! OpenMP constructs OPARI2 2.0.7 gets wrong in Fortran: a `parallel sections`
! (its POMP2_Sections_enter call lacks the CTC argument), `atomic capture` (a
! CALL put inside it), a first section without its `section` directive (not
! instrumented), and a split `parallel do` with default(none) and lastprivate
! (the variable left out of the parallel's clauses); if() and num_threads().
! The output does not depend on the number of threads.
program more_constructs
  !$ use omp_lib
  implicit none
  integer, parameter :: n = 100
  integer :: i, t, cap, last, total, team
  real :: b(2)
  b = 0.0
  t = 5
  total = 0
!$omp parallel sections
  !$omp section
  b(1) = b(1) + 1.0
  !$omp section
  b(2) = b(2) + 2.0
!$omp end parallel sections
!$omp parallel
  !$omp sections
  b(1) = b(1) + 1.0
  !$omp section
  b(2) = b(2) + 1.0
  !$omp end sections
!$omp end parallel
  team = 1
  !$ team = omp_get_max_threads()
!$omp parallel if(n > 10) num_threads(team) private(cap)
  !$omp atomic capture
  cap = t
  t = t + 0
  !$omp end atomic
!$omp end parallel
!$omp parallel do default(none) lastprivate(last) &
!$omp& firstprivate(t) reduction(+:total)
  do i = 1, n
    last = i + t
    total = total + 1
  end do
!$omp end parallel do
  print '(a,i0,a,i0,a,i0)', 't=', t, ' last=', last, ' total=', total
  print '(a,f0.1,a,f0.1)', 'b1=', b(1), ' b2=', b(2)
end program more_constructs
