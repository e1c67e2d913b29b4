# 1 "corpus/fortran/stmt_functions.f90"
! srcinst-test: abort=no calls=after_use:1,after_format:1,after_data:1,after_parameter:1,after_namelist:1,after_entry:2,use_array:1
! Statement functions right after statements that may stand in either part:
! USE without ONLY (the function's name is implicitly typed, the module does
! not bring it), FORMAT, DATA, PARAMETER, NAMELIST, ENTRY. Entry code must go
! after them, never in front of the statement function. use_array assigns an
! element of a module array first: code after it is one statement late but
! still right.
module sf_mod
  integer :: table(3) = (/ 1, 2, 3 /)
end module sf_mod

subroutine after_use(x)
  use sf_mod
  real :: x
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'after_use'//char(0)
# 15 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0 + table(1)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 12)
# 16 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(x)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 17)
# 17 "corpus/fortran/stmt_functions.f90"
end subroutine after_use

subroutine after_format(x)
  real :: x
100 format ('after_format', f8.2)
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'after_format'//char(0)
# 22 "corpus/fortran/stmt_functions.f90"
  g(z) = z * 3.0
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 19)
# 23 "corpus/fortran/stmt_functions.f90"
  write (*, 100) g(x)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 24)
# 24 "corpus/fortran/stmt_functions.f90"
end subroutine after_format

subroutine after_data(x)
  real :: x
  data q /1.5/
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'after_data'//char(0)
# 29 "corpus/fortran/stmt_functions.f90"
  h(z) = z * q
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 26)
# 30 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', h(x)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 31)
# 31 "corpus/fortran/stmt_functions.f90"
end subroutine after_data

subroutine after_parameter(x)
  real :: x
  parameter (c = 4.0)
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'after_parameter'//char(0)
# 36 "corpus/fortran/stmt_functions.f90"
  p(z) = z + c
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 33)
# 37 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', p(x)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 38)
# 38 "corpus/fortran/stmt_functions.f90"
end subroutine after_parameter

subroutine after_namelist(x)
  real :: x
  namelist /nl/ x
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'after_namelist'//char(0)
# 43 "corpus/fortran/stmt_functions.f90"
  r(z) = z - 1.0
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 40)
# 44 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', r(x)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 45)
# 45 "corpus/fortran/stmt_functions.f90"
end subroutine after_namelist

subroutine after_entry(x)
  real :: x
  entry other_entry(x)
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'after_entry'//char(0)
# 50 "corpus/fortran/stmt_functions.f90"
  s(z) = z / 2.0
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 47)
# 51 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', s(x)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 52)
# 52 "corpus/fortran/stmt_functions.f90"
end subroutine after_entry

subroutine use_array(k)
  use sf_mod
  integer :: k
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'use_array'//char(0)
# 57 "corpus/fortran/stmt_functions.f90"
  table(k) = 7
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 54)
# 58 "corpus/fortran/stmt_functions.f90"
  print '(3i3)', table
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 59)
# 59 "corpus/fortran/stmt_functions.f90"
end subroutine use_array

program stmt_functions
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'stmt_functions'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 61)
# 62 "corpus/fortran/stmt_functions.f90"
  call after_use(1.0)
  call after_format(2.0)
  call after_data(3.0)
  call after_parameter(4.0)
  call after_namelist(5.0)
  call after_entry(6.0)
  call other_entry(7.0)
  call use_array(2)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/stmt_functions.f90'//char(0), 70)
# 70 "corpus/fortran/stmt_functions.f90"
end program stmt_functions
