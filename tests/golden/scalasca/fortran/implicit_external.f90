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
    external :: EPIK_User_start, EPIK_User_end
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'ie_mod::bump'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/implicit_external.f90'//char(0), 9)
# 11 "corpus/fortran/implicit_external.f90"
    n = n + helper(n)
    if (n > 100) go to 99999
    n = n + 1
99999 continue
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/implicit_external.f90'//char(0), 19)
# 14 "corpus/fortran/implicit_external.f90"
  contains
    integer function helper(k)
      integer, intent(in) :: k
      external :: EPIK_User_start, EPIK_User_end
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'ie_mod::bump::helper'//char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/implicit_external.f90'//char(0), 15)
# 17 "corpus/fortran/implicit_external.f90"
      helper = 2 * k
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/implicit_external.f90'//char(0), 18)
# 18 "corpus/fortran/implicit_external.f90"
    end function helper
  end subroutine bump
end module ie_mod

subroutine declared_one(n)
  implicit none (external)
  external :: srcinst_test_f_enter
  integer :: n
  external :: EPIK_User_start, EPIK_User_end
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'declared_one'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/implicit_external.f90'//char(0), 22)
# 26 "corpus/fortran/implicit_external.f90"
  print '(a,i0)', 'declared_one ', n
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/implicit_external.f90'//char(0), 27)
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
  external :: EPIK_User_start, EPIK_User_end
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'with_interface'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/implicit_external.f90'//char(0), 29)
# 38 "corpus/fortran/implicit_external.f90"
  print '(a,i0)', 'with_interface ', n
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/implicit_external.f90'//char(0), 39)
# 39 "corpus/fortran/implicit_external.f90"
end subroutine with_interface

program implicit_external
  use ie_mod
  implicit none (type, external)
  external :: declared_one, with_interface
  integer :: k
  external :: EPIK_User_start, EPIK_User_end
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'implicit_external'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/implicit_external.f90'//char(0), 41)
# 46 "corpus/fortran/implicit_external.f90"
  k = 3
  call bump(k)
  call bump(k)
  print '(a,i0)', 'k = ', k
  call declared_one(k)
  call with_interface(k)
  call contained()
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/implicit_external.f90'//char(0), 57)
# 53 "corpus/fortran/implicit_external.f90"
contains
  subroutine contained()
    external :: EPIK_User_start, EPIK_User_end
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'implicit_external::contained'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/implicit_external.f90'//char(0), 54)
# 55 "corpus/fortran/implicit_external.f90"
    print '(a)', 'contained'
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/implicit_external.f90'//char(0), 56)
# 56 "corpus/fortran/implicit_external.f90"
  end subroutine contained
end program implicit_external
