# 1 "corpus/fortran/call_abort.f90"
! srcinst-test: signal=6 abort=yes calls=check:4,guard:1
! CALL ABORT() from a nested routine: the process dies with SIGABRT.
! Unit 6 is flushed first because abort does not flush buffered output.

subroutine check(v, limit)
  implicit none
  integer, intent(in) :: v, limit
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'check')
  call TAU_PROFILE_START(tau_profiler)
# 8 "corpus/fortran/call_abort.f90"
  write(*, '(a,i4)') ' checking', v
  if (v <= limit) go to 99999
  call guard(v)
99999 continue
  call TAU_PROFILE_STOP(tau_profiler)
# 11 "corpus/fortran/call_abort.f90"
end subroutine check

subroutine guard(v)
  implicit none
  integer, intent(in) :: v
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'guard')
  call TAU_PROFILE_START(tau_profiler)
# 16 "corpus/fortran/call_abort.f90"
  write(*, '(a,i4)') ' value too large:', v
  flush(6)
  call TAU_PROFILE_EXIT('exit')
# 18 "corpus/fortran/call_abort.f90"
  call abort()
end subroutine guard

program call_abort
  implicit none
  integer :: i
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_INIT()
  call TAU_PROFILE_SET_NODE(0)
  call TAU_PROFILE_TIMER(tau_profiler, 'call_abort')
  call TAU_PROFILE_START(tau_profiler)
# 24 "corpus/fortran/call_abort.f90"
  do i = 1, 6
    call check(i * i, 10)
  end do
  write(*, '(a)') ' not reached'
  call TAU_PROFILE_STOP(tau_profiler)
# 28 "corpus/fortran/call_abort.f90"
end program call_abort
