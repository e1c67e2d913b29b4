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
    external :: srcinst_trace_f_enter_at, srcinst_trace_f_exit_at
    call srcinst_trace_f_enter_at('ie_mod::bump corpus/fortran/implicit_external.f90:9')
# 11 "corpus/fortran/implicit_external.f90"
    n = n + helper(n)
    if (n > 100) go to 99999
    n = n + 1
99999 continue
    call srcinst_trace_f_exit_at('ie_mod::bump corpus/fortran/implicit_external.f90:9')
# 14 "corpus/fortran/implicit_external.f90"
  contains
    integer function helper(k)
      integer, intent(in) :: k
      external :: srcinst_trace_f_enter_at, srcinst_trace_f_exit_at
      call srcinst_trace_f_enter_at('ie_mod::bump::helper corpus/fortran/implicit_external.f90:15')
# 17 "corpus/fortran/implicit_external.f90"
      helper = 2 * k
      call srcinst_trace_f_exit_at('ie_mod::bump::helper corpus/fortran/implicit_external.f90:15')
# 18 "corpus/fortran/implicit_external.f90"
    end function helper
  end subroutine bump
end module ie_mod

subroutine declared_one(n)
  implicit none (external)
  external :: srcinst_test_f_enter
  integer :: n
  external :: srcinst_trace_f_enter_at, srcinst_trace_f_exit_at
  call srcinst_trace_f_enter_at('declared_one corpus/fortran/implicit_external.f90:22')
# 26 "corpus/fortran/implicit_external.f90"
  print '(a,i0)', 'declared_one ', n
  call srcinst_trace_f_exit_at('declared_one corpus/fortran/implicit_external.f90:22')
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
  external :: srcinst_trace_f_enter_at, srcinst_trace_f_exit_at
  call srcinst_trace_f_enter_at('with_interface corpus/fortran/implicit_external.f90:29')
# 38 "corpus/fortran/implicit_external.f90"
  print '(a,i0)', 'with_interface ', n
  call srcinst_trace_f_exit_at('with_interface corpus/fortran/implicit_external.f90:29')
# 39 "corpus/fortran/implicit_external.f90"
end subroutine with_interface

program implicit_external
  use ie_mod
  implicit none (type, external)
  external :: declared_one, with_interface
  integer :: k
  external :: srcinst_trace_f_init, srcinst_trace_f_enter_at, srcinst_trace_f_exit_at
  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('implicit_external corpus/fortran/implicit_external.f90:41')
# 46 "corpus/fortran/implicit_external.f90"
  k = 3
  call bump(k)
  call bump(k)
  print '(a,i0)', 'k = ', k
  call declared_one(k)
  call with_interface(k)
  call contained()
  call srcinst_trace_f_exit_at('implicit_external corpus/fortran/implicit_external.f90:41')
# 53 "corpus/fortran/implicit_external.f90"
contains
  subroutine contained()
    external :: srcinst_trace_f_enter_at, srcinst_trace_f_exit_at
    call srcinst_trace_f_enter_at('implicit_external::contained corpus/fortran/implicit_external.f90:54')
# 55 "corpus/fortran/implicit_external.f90"
    print '(a)', 'contained'
    call srcinst_trace_f_exit_at('implicit_external::contained corpus/fortran/implicit_external.f90:54')
# 56 "corpus/fortran/implicit_external.f90"
  end subroutine contained
end program implicit_external
