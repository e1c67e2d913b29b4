! Metrics test data, Fortran (free form). tests/test_metrics.py checks the
! counts stated before each routine: cc (decision points + 1), lines (from
! the line after the routine statement to the END line, or to CONTAINS,
! holding code), statements (a continued statement counts once), loops,
! call sites and callees (lower case), properties.
module shapes
  implicit none
  interface area
    module procedure area_square
  end interface
contains
  ! shapes::area_square: module, function, pure (srcinst skips PURE
  ! routines; their metrics are there). cc 1, lines 3, statements 2
  pure real function area_square(s)
    real, intent(in) :: s
    area_square = s * s
  end function area_square

  ! shapes::half: module, function, elemental, pure
  elemental real function half(x)
    real, intent(in) :: x
    half = x / 2
  end function half

  ! shapes::fact: module, function, recursive. With RESULT(r), fact(n - 1)
  ! is a (recursive) call. cc 2 (IF), lines 7, statements 6, callees fact
  recursive integer function fact(n) result(r)
    integer, intent(in) :: n
    if (n <= 1) then
      r = 1
    else
      r = n * fact(n - 1)
    end if
  end function fact

  ! shapes::branches: module, subroutine.
  ! decisions: IF construct + .and. + .or. (3), ELSE IF (1), logical IF (1),
  !   CASE (1), CASE (2, 3) (2; not CASE DEFAULT), WHERE (1), ELSEWHERE with
  !   a mask (1; not the plain ELSEWHERE), WHERE statement (1), DO (1),
  !   DO WHILE + .and. (2), DO CONCURRENT (1; its mask is no IF condition),
  !   plain DO (1): 15 -> cc 16. The IF of the internal subroutine is its own.
  ! loops 5: DO, DO WHILE, DO CONCURRENT, DO, FORALL
  ! call sites 3: area (a generic name), half, CALL report; sqrt is an
  !   intrinsic. callees: area, half, report
  ! statements 42 (one per line from `integer, intent(in) :: n` to
  !   `call report(k)`), lines 43 (those and CONTAINS; not the 4 comment lines)
  subroutine branches(a, n, k)
    integer, intent(in) :: n
    real, intent(inout) :: a(n)
    integer, intent(out) :: k
    integer :: i
    ! IF forms
    if (n > 0 .and. n < 10 .or. n == 100) then
      k = 1
    else if (n < 0) then
      k = 2
    else
      k = 3
    end if
    if (k == 3) k = 4
    ! SELECT CASE
    select case (k)
    case (1)
      k = 10
    case (2, 3)
      k = 20
    case default
      k = 30
    end select
    ! WHERE
    where (a > 0.0)
      a = 1.0
    elsewhere (a < 0.0)
      a = -1.0
    elsewhere
      a = 0.0
    end where
    where (a > 5.0) a = 5.0
    do i = 1, n
      a(i) = area(a(i)) + half(a(i))
    end do
    do while (k > 0 .and. i > 0)
      k = k - 1
    end do
    do concurrent (i = 1:n, a(i) > 0.0)
      a(i) = 2.0 * a(i)
    end do
    do
      exit
    end do
    forall (i = 1:n) a(i) = a(i) + sqrt(a(i))
    call report(k)
  contains
    ! shapes::branches::report: internal, subroutine. cc 2, lines 3,
    ! statements 2
    subroutine report(v)
      integer, intent(in) :: v
      if (v > 0) print *, v
    end subroutine report
  end subroutine branches
end module shapes

! main: main. call sites 3: ext_init (declared EXTERNAL), branches, and
! twice, which the USE renames from shapes' fact (callee fact);
! random_number is an intrinsic subroutine. callees: branches, ext_init,
! fact. cc 1, lines 12 (with END PROGRAM), statements 12: one per line
! from USE to PRINT, and `a = 1.0; k = 0` is 2
program main
  use shapes, only: branches, twice => fact
  implicit none
  real :: a(3)
  integer :: k
  external :: ext_init
  a = 1.0; k = 0
  call ext_init(a)
  call branches(a, 3, k)
  k = twice(k)
  call random_number(a)
  print *, k, a
end program main
