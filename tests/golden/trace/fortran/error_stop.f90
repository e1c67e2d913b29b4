# 1 "corpus/fortran/error_stop.f90"
! srcinst-test: exit=4 abort=yes calls=push:4,validate:4,fail:1
! ERROR STOP 4 reached from a module procedure.

module stack_mod
  implicit none
  integer, parameter :: cap = 3
  integer :: items(cap) = 0
  integer :: depth = 0
contains
  subroutine push(v)
    integer, intent(in) :: v
    call srcinst_trace_f_enter_at('stack_mod::push corpus/fortran/error_stop.f90:10')
# 12 "corpus/fortran/error_stop.f90"
    call validate(v)
    depth = depth + 1
    items(depth) = v
    write(*, '(a,i4,a,i2)') ' pushed', v, ' depth', depth
    call srcinst_trace_f_exit_at('stack_mod::push corpus/fortran/error_stop.f90:10')
# 16 "corpus/fortran/error_stop.f90"
  end subroutine push

  subroutine validate(v)
    integer, intent(in) :: v
    call srcinst_trace_f_enter_at('stack_mod::validate corpus/fortran/error_stop.f90:18')
# 20 "corpus/fortran/error_stop.f90"
    if (v < 0) then
      call srcinst_trace_f_abort_at('stack_mod::validate corpus/fortran/error_stop.f90:20')
# 20 "corpus/fortran/error_stop.f90"
      error stop 7
    end if
# 21 "corpus/fortran/error_stop.f90"
    if (depth >= cap) call fail('stack overflow')
    call srcinst_trace_f_exit_at('stack_mod::validate corpus/fortran/error_stop.f90:18')
# 22 "corpus/fortran/error_stop.f90"
  end subroutine validate

  subroutine fail(msg)
    character(len=*), intent(in) :: msg
    call srcinst_trace_f_enter_at('stack_mod::fail corpus/fortran/error_stop.f90:24')
# 26 "corpus/fortran/error_stop.f90"
    write(*, '(a,a)') ' failing: ', msg
    flush(6)
    call srcinst_trace_f_abort_at('stack_mod::fail corpus/fortran/error_stop.f90:28')
# 28 "corpus/fortran/error_stop.f90"
    error stop 4
  end subroutine fail
end module stack_mod

program error_stop
  use stack_mod
  implicit none
  integer :: k
  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('error_stop corpus/fortran/error_stop.f90:32')
# 36 "corpus/fortran/error_stop.f90"
  do k = 1, 5
    call push(10 * k)
  end do
  write(*, '(a)') ' not reached'
  call srcinst_trace_f_exit_at('error_stop corpus/fortran/error_stop.f90:32')
# 40 "corpus/fortran/error_stop.f90"
end program error_stop
