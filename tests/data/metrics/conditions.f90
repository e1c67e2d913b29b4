! Metrics test data, Fortran: conditions, named constructs, a DO WHILE with
! a label, and a main program without PROGRAM statement.
!
! conditions: decisions: IF + .and. (2), ELSE IF + .or. (2), DO WHILE +
!   .and. (2), DO 10, WHILE + .or. (2), logical IF + .and. + .or. + .and.
!   (4; .not. is no decision), logical IF (1): 13 -> cc 14
! loops 2; call sites 1: the CALL in the logical IF (callee log_it)
! statements 15, lines 16 (with END SUBROUTINE)
subroutine conditions(a, b, n)
  logical :: a, b
  integer :: n
  outer: if (a .and. b) then
    n = 1
  else if (a .or. b) then outer
    n = 2
  end if outer
  lp: do while (a .and. n > 0)
    n = n - 1
  end do lp
  do 10, while (b .or. a)
    n = n + 1
10 continue
  if (a .and. .not. b .or. (n > 1 .and. n < 3)) n = 0
  if (n > 5) call log_it(n)
end subroutine conditions

! main (no PROGRAM statement): lines from its first statement to END: 4;
! statements 3; call sites 1 (conditions)
logical :: t = .true.
integer :: k = 3
call conditions(t, t, k)
end
