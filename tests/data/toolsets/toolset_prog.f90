! Free-form program for tests/test_toolset_specs_fortran.py: a module with
! a recursive function, early returns (block IF and one-line IF), a PURE
! function (srcinst leaves it alone), a subroutine with an internal
! procedure, an internal procedure of the main program and an external
! function called through an implicit interface.
module toolset_shapes
  implicit none
  private
  public :: fact, clamp, area, describe
  integer, parameter, public :: dp = kind(1.0d0)
contains
  recursive function fact(n) result(f)
    integer, intent(in) :: n
    integer :: f
    if (n <= 1) then
      f = 1
      return
    end if
    f = n * fact(n - 1)
  end function fact

  integer function clamp(x, lo, hi)
    integer, intent(in) :: x, lo, hi
    clamp = x
    if (x < lo) then
      clamp = lo
      return
    end if
    if (x > hi) clamp = hi
    if (x > hi) return
  end function clamp

  pure function area(w, h) result(a)
    real(dp), intent(in) :: w, h
    real(dp) :: a
    a = w * h
  end function area

  subroutine describe(label, n)
    character(len=*), intent(in) :: label
    integer, intent(in) :: n
    integer :: total
    total = 0
    call add(n)
    call add(-1)
    call add(2 * n)
    write(*, '(a, ": ", i0)') label, total
  contains
    subroutine add(k)
      integer, intent(in) :: k
      if (k < 0) return
      total = total + k
    end subroutine add
  end subroutine describe
end module toolset_shapes

program toolset_prog
  use toolset_shapes
  implicit none
  integer, external :: twice
  integer :: i
  write(*, '(a, i0)') 'fact(5) = ', fact(5)
  do i = -1, 11, 6
    write(*, '(a, i0, a, i0)') 'clamp ', i, ' -> ', clamp(i, 0, 10)
  end do
  write(*, '(a, f6.2)') 'area = ', area(2.0_dp, 3.5_dp)
  call describe('sum', 4)
  call report(0)
  call report(twice(3))
contains
  subroutine report(n)
    integer, intent(in) :: n
    if (n == 0) then
      write(*, '(a)') 'report: nothing'
      return
    end if
    write(*, '(a, i0)') 'report: ', n
  end subroutine report
end program toolset_prog

integer function twice(n)
  implicit none
  integer, intent(in) :: n
  twice = 2 * n
end function twice
