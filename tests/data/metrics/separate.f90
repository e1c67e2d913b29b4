! Metrics test data, Fortran: a separate module procedure. Its body
! (`module procedure dist`) does not say what it is; the interface in the
! module does: geom::dist has the properties module, function, pure.
! lines 2, statements 1, call sites 0 (sqrt is an intrinsic)
! geom::scale: module, subroutine, not pure; statements 1, lines 2; call
! sites 1: dist, a procedure of the submodule (callee dist)
module geom
  implicit none
  interface
    pure module function dist(x, y) result(d)
      real, intent(in) :: x, y
      real :: d
    end function dist
    module subroutine scale(x)
      real, intent(inout) :: x
    end subroutine scale
  end interface
end module geom

submodule (geom) geom_impl
contains
  module procedure dist
    d = sqrt(x * x + y * y)
  end procedure dist

  module procedure scale
    x = 2.0 * dist(x, x)
  end procedure scale
end submodule geom_impl
