! Fortran 2018 IMPLICIT NONE (TYPE, EXTERNAL), as fftpack's tests use it:
! the toolsets' calls need declarations in every routine that makes them,
! the module's procedures and their internal procedures included.
module toolset_ie
  implicit none (type, external)
contains
  subroutine twice(n)
    integer, intent(inout) :: n
    n = add(n, n)
    if (n > 1000) return
  contains
    integer function add(a, b)
      integer, intent(in) :: a, b
      add = a + b
    end function add
  end subroutine twice
end module toolset_ie

program toolset_implicit_external
  use toolset_ie
  implicit none (type, external)
  integer :: k
  k = 5
  call twice(k)
  call twice(k)
  print '(a,i0)', 'k = ', k
end program toolset_implicit_external
