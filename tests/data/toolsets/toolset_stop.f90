! Free-form program for tests/test_toolset_specs_fortran.py that ends with
! STOP 1 executed two calls deep, after a one-line IF (...) STOP that is
! not taken: the abort rules run, the exit rules of the open routines do not.
program toolset_stop
  implicit none
  integer :: status
  call step(1, status)
  call step(2, status)
  write(*, '(a, i0)') 'status = ', status
  if (status /= 0) call finish(status)
  write(*, '(a)') 'not reached'
contains
  subroutine step(k, status)
    integer, intent(in) :: k
    integer, intent(out) :: status
    status = 0
    if (k > 5) stop 2
    if (k > 1) status = k
    write(*, '(a, i0)') 'step ', k
  end subroutine step

  subroutine finish(code)
    integer, intent(in) :: code
    write(*, '(a)') 'stopping'
    flush(6)
    if (code > 0) stop 1
    write(*, '(a)') 'clean'
  end subroutine finish
end program toolset_stop
