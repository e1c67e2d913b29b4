! Every OpenMP construct srcinst instruments in Fortran (free form) that OPARI2
! 2.0.7 instruments too, with an output that does not depend on the number of
! threads (more_constructs.f90 has the others).
module work
  implicit none
contains
  ! an orphaned loop construct: bound to the parallel region of the caller
  subroutine scale(a, n, f)
    integer, intent(in) :: n
    real, intent(inout) :: a(n)
    real, intent(in) :: f
    integer :: i
    !$omp do schedule(static)
    do i = 1, n
      a(i) = a(i) * f
    end do
  end subroutine scale
end module work

program constructs
  use work
  !$ use omp_lib
  implicit none
  integer, parameter :: n = 1000
  integer :: i, s, t, hits, last, x, ord
  real :: a(n), b(n)
  character(len=20) :: tag
  s = 0
  t = 0
  hits = 0
  ord = 0
  a = 1.0
  b = 0.0
!$omp parallel private(i, x) shared(a, b, hits)
  !$omp do reduction(+:s)
  do i = 1, n
    s = s + i
  end do
  !$omp end do
  !$omp critical (upd)
  hits = hits + 1
  !$omp end critical (upd)
  !$omp barrier
  !$omp single
  t = t + 1
  !$omp end single
  !$omp single
  x = 7
  !$omp end single copyprivate(x)
  !$omp atomic
  t = t + x - 7
  !$omp master
  b(1) = 1.0
  !$omp end master
  !$omp do
  do i = 1, n
    b(i) = real(i)
  enddo
  !$omp do schedule(dynamic, 10)
  do i = 1, n
    a(i) = a(i) + b(i)
  end do
  !$omp end do nowait
  !$omp barrier
  call scale(a, n, 2.0)
  !$omp workshare
  b = b + 1.0
  !$omp end workshare
  !$omp sections
  !$omp section
  a(1) = a(1) + 1.0
  !$omp section
  a(2) = a(2) + 1.0
  !$omp end sections
  !$omp sections
  !$omp section
  a(3) = a(3) + 1.0
  !$omp section
  a(4) = a(4) + 1.0
  !$omp end sections nowait
  !$omp critical
  hits = hits + 1
  !$omp end critical
  !$omp flush(hits)
!$omp end parallel
!$omp parallel do &
!$omp& reduction(+:s) &
!$omp& schedule(static)
  do i = 1, n
    s = s + 1
  end do
!$omp end parallel do
!$omp parallel do lastprivate(last)
  do i = 1, n
    last = i
    a(i) = a(i) + 1.0
  end do
!$omp parallel workshare
  a = a - 1.0
!$omp end parallel workshare
!$omp parallel
  !$omp single
  do i = 1, 4
    !$omp task firstprivate(i)
    !$omp atomic
    t = t + i
    !$omp end task
  end do
  !$omp taskwait
  !$omp end single
!$omp end parallel
!$omp parallel do ordered
  do i = 1, 10
    !$omp ordered
    ord = ord * 2 + mod(i, 2)
    !$omp end ordered
  end do
  tag = 'serial'
  !$ tag = 'openmp'
  print '(a,i0,a,i0,a,i0,a,i0)', 's=', s, ' t=', t, ' last=', last, ' ord=', ord
  print '(a,f0.1,a,f0.1,a,f0.1)', 'a1=', a(1), ' a4=', a(4), ' bsum=', sum(b)
  print '(a,l1)', 'hits ', hits > 0
  if (len_trim(tag) < 0) print *, tag
end program constructs
