! srcinst-test: with=mixed_lib.c calls=mixed_rt:1,rt_callbacks::f_visit:4,rt_callbacks::bump:4,mixed_rt::show:3,c_scale:3,c_clamp:3,c_visit_all:1,c_mean:1
! A Fortran main program calling C routines through BIND(C) interfaces
! (mixed_lib.c), and C calling back a Fortran BIND(C) module subroutine.
! Counts cover both languages: c_scale x3 (each calls the C helper
! c_clamp), c_visit_all x1, which calls f_visit x4 (each calls the module
! subroutine bump), c_mean x1, and the internal subroutine show x3.
! Only the Fortran side writes to stdout.

module rt_callbacks
  use iso_c_binding, only: c_int
  implicit none
  integer :: visits = 0
  integer :: weighted = 0
contains
  subroutine bump(k)
    integer, intent(in) :: k
    visits = visits + 1
    weighted = weighted + k * visits
  end subroutine bump

  subroutine f_visit(k) bind(c, name='f_visit')
    integer(c_int), value :: k
    call bump(int(k))
  end subroutine f_visit
end module rt_callbacks

program mixed_rt
  use iso_c_binding, only: c_int, c_double
  use rt_callbacks, only: visits, weighted
  implicit none
  interface
    integer(c_int) function c_scale(x) bind(c, name='c_scale')
      import :: c_int
      integer(c_int), value :: x
    end function c_scale
    subroutine c_visit_all(n) bind(c, name='c_visit_all')
      import :: c_int
      integer(c_int), value :: n
    end subroutine c_visit_all
    real(c_double) function c_mean(x, n) bind(c, name='c_mean')
      import :: c_double, c_int
      real(c_double), intent(in) :: x(*)
      integer(c_int), value :: n
    end function c_mean
  end interface
  real(c_double) :: samples(4) = [1.0d0, 2.5d0, 4.0d0, 8.5d0]
  integer :: i

  do i = 1, 3
    call show('c_scale', int(c_scale(int(i * 40, c_int))))
  end do
  call c_visit_all(4_c_int)
  write(*, '(a,2i6)') ' visits, weighted =', visits, weighted
  write(*, '(a,f8.3)') ' c_mean =', c_mean(samples, 4_c_int)

contains

  subroutine show(label, v)
    character(len=*), intent(in) :: label
    integer, intent(in) :: v
    write(*, '(1x,a,a,i6)') label, ' =', v
  end subroutine show
end program mixed_rt
