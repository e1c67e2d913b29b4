! A Fortran module whose routine is called from C++ through BIND(C).
module fmath
  use iso_c_binding, only: c_double, c_int
  implicit none
  private
  public :: weighted_sum
contains
  function scaled(a, b) result(r)
    real(c_double), intent(in) :: a, b
    real(c_double) :: r
    r = a * b
  end function scaled

  function weighted_sum(x, w, n) result(s) bind(C, name="fmath_weighted_sum")
    integer(c_int), value :: n
    real(c_double), intent(in) :: x(n), w(n)
    real(c_double) :: s
    integer :: i
    s = 0.0_c_double
    do i = 1, n
      s = s + scaled(x(i), w(i))
    end do
  end function weighted_sum
end module fmath
