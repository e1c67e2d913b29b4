# 1 "corpus/fortran/mixed_main.f90"
! srcinst-test: with=mixed_c.c abort=no calls=f_callback:3,f_weight:4,show:3
! Fortran calling C through BIND(C) interfaces (by value and by reference,
! arrays, a function pointer via C_FUNLOC), and Fortran BIND(C)
! procedures called back from C.

module callbacks
  use iso_c_binding, only: c_int
  implicit none
  integer :: received = 0
contains
  subroutine f_callback(value) bind(c, name='f_callback')
    integer(c_int), intent(inout) :: value
    call srcinst_trace_f_enter_at('callbacks::f_callback corpus/fortran/mixed_main.f90:11')
# 13 "corpus/fortran/mixed_main.f90"
    received = received + value
    call show('callback got', int(value))
    value = 0
    call srcinst_trace_f_exit_at('callbacks::f_callback corpus/fortran/mixed_main.f90:11')
# 16 "corpus/fortran/mixed_main.f90"
  end subroutine f_callback

  integer(c_int) function f_weight(value) bind(c, name='f_weight')
    integer(c_int), value :: value
    call srcinst_trace_f_enter_at('callbacks::f_weight corpus/fortran/mixed_main.f90:18')
# 20 "corpus/fortran/mixed_main.f90"
    f_weight = value * value
    if (value > 2) go to 99999
    f_weight = f_weight + 1
99999 continue
    call srcinst_trace_f_exit_at('callbacks::f_weight corpus/fortran/mixed_main.f90:18')
# 23 "corpus/fortran/mixed_main.f90"
  end function f_weight

  subroutine show(msg, n)
    character(len=*), intent(in) :: msg
    integer, intent(in) :: n
    call srcinst_trace_f_enter_at('callbacks::show corpus/fortran/mixed_main.f90:25')
# 28 "corpus/fortran/mixed_main.f90"
    write(*, '(1x,a,i6)') msg, n
    call srcinst_trace_f_exit_at('callbacks::show corpus/fortran/mixed_main.f90:25')
# 29 "corpus/fortran/mixed_main.f90"
  end subroutine show
end module callbacks

program mixed_main
  use iso_c_binding
  use callbacks
  implicit none
  interface
    integer(c_int) function c_add(a, b) bind(c, name='c_add')
      import :: c_int
      integer(c_int), value :: a, b
    end function c_add
    real(c_double) function c_dot(x, y, n) bind(c, name='c_dot')
      import :: c_double, c_int
      real(c_double), intent(in) :: x(*), y(*)
      integer(c_int), value :: n
    end function c_dot
    subroutine c_drive(n) bind(c, name='c_drive')
      import :: c_int
      integer(c_int), value :: n
    end subroutine c_drive
    integer(c_int) function c_apply(fn, n) bind(c, name='c_apply')
      import :: c_int, c_funptr
      type(c_funptr), value :: fn
      integer(c_int), value :: n
    end function c_apply
  end interface
  real(c_double) :: x(3) = [1.0d0, 2.0d0, 3.0d0]
  real(c_double) :: y(3) = [0.5d0, 0.25d0, 2.0d0]

  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('mixed_main corpus/fortran/mixed_main.f90:32')
# 59 "corpus/fortran/mixed_main.f90"
  write(*, '(a,i6)') ' c_add(40, 2) =', c_add(40_c_int, 2_c_int)
  write(*, '(a,f8.3)') ' c_dot =', c_dot(x, y, 3_c_int)
  call c_drive(3_c_int)
  write(*, '(a,i6)') ' received =', received
  write(*, '(a,i6)') ' c_apply(f_weight, 4) =', c_apply(c_funloc(f_weight), 4_c_int)
  write(*, '(a,i6)') ' c_apply(null, 4) =', c_apply(c_null_funptr, 4_c_int)
  call srcinst_trace_f_exit_at('mixed_main corpus/fortran/mixed_main.f90:32')
# 65 "corpus/fortran/mixed_main.f90"
end program mixed_main
