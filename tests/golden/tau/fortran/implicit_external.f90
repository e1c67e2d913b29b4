# 1 "corpus/fortran/implicit_external.f90"
! srcinst-test: abort=no calls=implicit_external:1,bump:2,helper:2,declared_one:1,with_interface:1,contained:1
! Fortran 2018 IMPLICIT NONE (TYPE, EXTERNAL): every procedure the inserted
! code calls must be declared. A module's IMPLICIT NONE (EXTERNAL) holds for
! its procedures and their internal procedures; a routine that already
! declares one (EXTERNAL, an interface body) must not get it twice.
module ie_mod
  implicit none (type, external)
contains
  subroutine bump(n)
    integer, intent(inout) :: n
    external :: TAU_PROFILE_TIMER, TAU_PROFILE_START, TAU_PROFILE_STOP
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'ie_mod::bump')
    call TAU_PROFILE_START(tau_profiler)
# 11 "corpus/fortran/implicit_external.f90"
    n = n + helper(n)
    if (n > 100) go to 99999
    n = n + 1
99999 continue
    call TAU_PROFILE_STOP(tau_profiler)
# 14 "corpus/fortran/implicit_external.f90"
  contains
    integer function helper(k)
      integer, intent(in) :: k
      external :: TAU_PROFILE_TIMER, TAU_PROFILE_START, TAU_PROFILE_STOP
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'ie_mod::bump::helper')
      call TAU_PROFILE_START(tau_profiler)
# 17 "corpus/fortran/implicit_external.f90"
      helper = 2 * k
      call TAU_PROFILE_STOP(tau_profiler)
# 18 "corpus/fortran/implicit_external.f90"
    end function helper
  end subroutine bump
end module ie_mod

subroutine declared_one(n)
  implicit none (external)
  external :: srcinst_test_f_enter
  integer :: n
  external :: TAU_PROFILE_TIMER, TAU_PROFILE_START, TAU_PROFILE_STOP
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'declared_one')
  call TAU_PROFILE_START(tau_profiler)
# 26 "corpus/fortran/implicit_external.f90"
  print '(a,i0)', 'declared_one ', n
  call TAU_PROFILE_STOP(tau_profiler)
# 27 "corpus/fortran/implicit_external.f90"
end subroutine declared_one

subroutine with_interface(n)
  implicit none (type, external)
  interface
    subroutine srcinst_test_f_exit(routine, file, line)
      character(*), intent(in) :: routine, file
      integer, intent(in) :: line
    end subroutine srcinst_test_f_exit
  end interface
  integer :: n
  external :: TAU_PROFILE_TIMER, TAU_PROFILE_START, TAU_PROFILE_STOP
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'with_interface')
  call TAU_PROFILE_START(tau_profiler)
# 38 "corpus/fortran/implicit_external.f90"
  print '(a,i0)', 'with_interface ', n
  call TAU_PROFILE_STOP(tau_profiler)
# 39 "corpus/fortran/implicit_external.f90"
end subroutine with_interface

program implicit_external
  use ie_mod
  implicit none (type, external)
  external :: declared_one, with_interface
  integer :: k
  external :: TAU_PROFILE_INIT, TAU_PROFILE_SET_NODE, TAU_PROFILE_TIMER, TAU_PROFILE_START, TAU_PROFILE_STOP
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_INIT()
  call TAU_PROFILE_SET_NODE(0)
  call TAU_PROFILE_TIMER(tau_profiler, 'implicit_external')
  call TAU_PROFILE_START(tau_profiler)
# 46 "corpus/fortran/implicit_external.f90"
  k = 3
  call bump(k)
  call bump(k)
  print '(a,i0)', 'k = ', k
  call declared_one(k)
  call with_interface(k)
  call contained()
  call TAU_PROFILE_STOP(tau_profiler)
# 53 "corpus/fortran/implicit_external.f90"
contains
  subroutine contained()
    external :: TAU_PROFILE_TIMER, TAU_PROFILE_START, TAU_PROFILE_STOP
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'implicit_external::contained')
    call TAU_PROFILE_START(tau_profiler)
# 55 "corpus/fortran/implicit_external.f90"
    print '(a)', 'contained'
    call TAU_PROFILE_STOP(tau_profiler)
# 56 "corpus/fortran/implicit_external.f90"
  end subroutine contained
end program implicit_external
