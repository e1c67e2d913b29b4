# 1 "corpus/fortran/stop_codes.f90"
! srcinst-test: exit=3 abort=yes calls=check_input:2,process:3,finish:1
! The program ends with STOP 3 executed inside a called subroutine; an
! earlier IF (...) STOP is evaluated but not taken.

module work
  implicit none
  integer :: processed = 0
contains
  subroutine check_input(n)
    integer, intent(in) :: n
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'work::check_input')
    call TAU_PROFILE_START(tau_profiler)
# 11 "corpus/fortran/stop_codes.f90"
    if (n < 0) then
      call TAU_PROFILE_EXIT('exit')
# 11 "corpus/fortran/stop_codes.f90"
      stop
    end if
# 12 "corpus/fortran/stop_codes.f90"
    write(*, '(a,i4)') ' input ok:', n
    call TAU_PROFILE_STOP(tau_profiler)
# 13 "corpus/fortran/stop_codes.f90"
  end subroutine check_input

  subroutine process(n)
    integer, intent(in) :: n
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'work::process')
    call TAU_PROFILE_START(tau_profiler)
# 17 "corpus/fortran/stop_codes.f90"
    processed = processed + n
    write(*, '(a,i4,a,i5)') ' processed', n, ' running total', processed
    if (processed > 10) call finish(processed)
    call TAU_PROFILE_STOP(tau_profiler)
# 20 "corpus/fortran/stop_codes.f90"
  end subroutine process

  subroutine finish(total)
    integer, intent(in) :: total
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'work::finish')
    call TAU_PROFILE_START(tau_profiler)
# 24 "corpus/fortran/stop_codes.f90"
    write(*, '(a,i5)') ' finishing with total', total
    flush(6)
    call TAU_PROFILE_EXIT('exit')
# 26 "corpus/fortran/stop_codes.f90"
    stop 3
  end subroutine finish
end module work

program stop_codes
  use work
  implicit none
  integer :: i
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_INIT()
  call TAU_PROFILE_SET_NODE(0)
  call TAU_PROFILE_TIMER(tau_profiler, 'stop_codes')
  call TAU_PROFILE_START(tau_profiler)
# 34 "corpus/fortran/stop_codes.f90"
  call check_input(4)
  call check_input(9)
  do i = 3, 9, 3
    call process(i)
  end do
  write(*, '(a)') ' not reached'
  call TAU_PROFILE_STOP(tau_profiler)
# 40 "corpus/fortran/stop_codes.f90"
end program stop_codes
