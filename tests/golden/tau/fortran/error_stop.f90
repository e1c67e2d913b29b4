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
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'stack_mod::push')
    call TAU_PROFILE_START(tau_profiler)
# 12 "corpus/fortran/error_stop.f90"
    call validate(v)
    depth = depth + 1
    items(depth) = v
    write(*, '(a,i4,a,i2)') ' pushed', v, ' depth', depth
    call TAU_PROFILE_STOP(tau_profiler)
# 16 "corpus/fortran/error_stop.f90"
  end subroutine push

  subroutine validate(v)
    integer, intent(in) :: v
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'stack_mod::validate')
    call TAU_PROFILE_START(tau_profiler)
# 20 "corpus/fortran/error_stop.f90"
    if (v < 0) then
      call TAU_PROFILE_EXIT('exit')
# 20 "corpus/fortran/error_stop.f90"
      error stop 7
    end if
# 21 "corpus/fortran/error_stop.f90"
    if (depth >= cap) call fail('stack overflow')
    call TAU_PROFILE_STOP(tau_profiler)
# 22 "corpus/fortran/error_stop.f90"
  end subroutine validate

  subroutine fail(msg)
    character(len=*), intent(in) :: msg
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'stack_mod::fail')
    call TAU_PROFILE_START(tau_profiler)
# 26 "corpus/fortran/error_stop.f90"
    write(*, '(a,a)') ' failing: ', msg
    flush(6)
    call TAU_PROFILE_EXIT('exit')
# 28 "corpus/fortran/error_stop.f90"
    error stop 4
  end subroutine fail
end module stack_mod

program error_stop
  use stack_mod
  implicit none
  integer :: k
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_INIT()
  call TAU_PROFILE_SET_NODE(0)
  call TAU_PROFILE_TIMER(tau_profiler, 'error_stop')
  call TAU_PROFILE_START(tau_profiler)
# 36 "corpus/fortran/error_stop.f90"
  do k = 1, 5
    call push(10 * k)
  end do
  write(*, '(a)') ' not reached'
  call TAU_PROFILE_STOP(tau_profiler)
# 40 "corpus/fortran/error_stop.f90"
end program error_stop
