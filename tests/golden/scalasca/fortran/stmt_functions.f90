# 1 "corpus/fortran/stmt_functions.f90"
! srcinst-test: abort=no calls=after_use:1,after_format:1,after_data:1,after_parameter:1,after_namelist:1,after_entry:2,use_array:1,between_format:1,between_data:1,between_entry:2
! Statement functions right after statements that may stand in either part:
! USE without ONLY (the function's name is implicitly typed, the module does
! not bring it), FORMAT, DATA, PARAMETER, NAMELIST, ENTRY. Entry code must go
! after them, never in front of the statement function. use_array assigns an
! element of a module array first: code after it is one statement late but
! still right. FORMAT, DATA and ENTRY may also stand between two statement
! functions.
module sf_mod
  integer :: table(3) = (/ 1, 2, 3 /)
end module sf_mod

subroutine after_use(x)
  use sf_mod
  real :: x
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'after_use'//char(0)
# 16 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0 + table(1)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 13)
# 17 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(x)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 18)
# 18 "corpus/fortran/stmt_functions.f90"
end subroutine after_use

subroutine after_format(x)
  real :: x
100 format ('after_format', f8.2)
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'after_format'//char(0)
# 23 "corpus/fortran/stmt_functions.f90"
  g(z) = z * 3.0
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 20)
# 24 "corpus/fortran/stmt_functions.f90"
  write (*, 100) g(x)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 25)
# 25 "corpus/fortran/stmt_functions.f90"
end subroutine after_format

subroutine after_data(x)
  real :: x
  data q /1.5/
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'after_data'//char(0)
# 30 "corpus/fortran/stmt_functions.f90"
  h(z) = z * q
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 27)
# 31 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', h(x)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 32)
# 32 "corpus/fortran/stmt_functions.f90"
end subroutine after_data

subroutine after_parameter(x)
  real :: x
  parameter (c = 4.0)
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'after_parameter'//char(0)
# 37 "corpus/fortran/stmt_functions.f90"
  p(z) = z + c
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 34)
# 38 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', p(x)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 39)
# 39 "corpus/fortran/stmt_functions.f90"
end subroutine after_parameter

subroutine after_namelist(x)
  real :: x
  namelist /nl/ x
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'after_namelist'//char(0)
# 44 "corpus/fortran/stmt_functions.f90"
  r(z) = z - 1.0
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 41)
# 45 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', r(x)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 46)
# 46 "corpus/fortran/stmt_functions.f90"
end subroutine after_namelist

subroutine after_entry(x)
  real :: x
  entry other_entry(x)
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'after_entry'//char(0)
# 51 "corpus/fortran/stmt_functions.f90"
  s(z) = z / 2.0
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 48)
# 52 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', s(x)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 53)
# 53 "corpus/fortran/stmt_functions.f90"
end subroutine after_entry

subroutine use_array(k)
  use sf_mod
  integer :: k
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'use_array'//char(0)
# 58 "corpus/fortran/stmt_functions.f90"
  table(k) = 7
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 55)
# 59 "corpus/fortran/stmt_functions.f90"
  print '(3i3)', table
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 60)
# 60 "corpus/fortran/stmt_functions.f90"
end subroutine use_array

subroutine between_format(x)
  real :: x
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'between_format'//char(0)
# 64 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0
200 format ('between_format', f8.2)
  g(z) = z * 3.0
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 62)
# 67 "corpus/fortran/stmt_functions.f90"
  write (*, 200) f(g(x))
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 68)
# 68 "corpus/fortran/stmt_functions.f90"
end subroutine between_format

subroutine between_data(x)
  real :: x
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'between_data'//char(0)
# 72 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0
  data q /0.5/
  g(z) = z * q
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 70)
# 75 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(g(x))
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 76)
# 76 "corpus/fortran/stmt_functions.f90"
end subroutine between_data

subroutine between_entry(x)
  real :: x
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'between_entry'//char(0)
# 80 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0
  entry between_entry2(x)
  g(z) = z * 3.0
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 78)
# 83 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(g(x))
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 84)
# 84 "corpus/fortran/stmt_functions.f90"
end subroutine between_entry

program stmt_functions
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'stmt_functions'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 86)
# 87 "corpus/fortran/stmt_functions.f90"
  call after_use(1.0)
  call after_format(2.0)
  call after_data(3.0)
  call after_parameter(4.0)
  call after_namelist(5.0)
  call after_entry(6.0)
  call other_entry(7.0)
  call use_array(2)
  call between_format(1.0)
  call between_data(2.0)
  call between_entry(3.0)
  call between_entry2(4.0)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 99)
# 99 "corpus/fortran/stmt_functions.f90"
end program stmt_functions
