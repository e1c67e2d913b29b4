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
  integer*8, save :: scorep_pdt_func_handle = -1
# 15 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0 + table(1)
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'after_use', 1, 'corpus/fortran/stmt_functions.f90', 12)
# 16 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(x)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 17 "corpus/fortran/stmt_functions.f90"
end subroutine after_use

subroutine after_format(x)
  real :: x
100 format ('after_format', f8.2)
  integer*8, save :: scorep_pdt_func_handle = -1
# 22 "corpus/fortran/stmt_functions.f90"
  g(z) = z * 3.0
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'after_format', 1, 'corpus/fortran/stmt_functions.f90', 19)
# 23 "corpus/fortran/stmt_functions.f90"
  write (*, 100) g(x)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 24 "corpus/fortran/stmt_functions.f90"
end subroutine after_format

subroutine after_data(x)
  real :: x
  data q /1.5/
  integer*8, save :: scorep_pdt_func_handle = -1
# 29 "corpus/fortran/stmt_functions.f90"
  h(z) = z * q
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'after_data', 1, 'corpus/fortran/stmt_functions.f90', 26)
# 30 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', h(x)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 31 "corpus/fortran/stmt_functions.f90"
end subroutine after_data

subroutine after_parameter(x)
  real :: x
  parameter (c = 4.0)
  integer*8, save :: scorep_pdt_func_handle = -1
# 36 "corpus/fortran/stmt_functions.f90"
  p(z) = z + c
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'after_parameter', 1, 'corpus/fortran/stmt_functions.f90', 33)
# 37 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', p(x)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 38 "corpus/fortran/stmt_functions.f90"
end subroutine after_parameter

subroutine after_namelist(x)
  real :: x
  namelist /nl/ x
  integer*8, save :: scorep_pdt_func_handle = -1
# 43 "corpus/fortran/stmt_functions.f90"
  r(z) = z - 1.0
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'after_namelist', 1, 'corpus/fortran/stmt_functions.f90', 40)
# 44 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', r(x)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 45 "corpus/fortran/stmt_functions.f90"
end subroutine after_namelist

subroutine after_entry(x)
  real :: x
  entry other_entry(x)
  integer*8, save :: scorep_pdt_func_handle = -1
# 50 "corpus/fortran/stmt_functions.f90"
  s(z) = z / 2.0
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'after_entry', 1, 'corpus/fortran/stmt_functions.f90', 47)
# 51 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', s(x)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 52 "corpus/fortran/stmt_functions.f90"
end subroutine after_entry

subroutine use_array(k)
  use sf_mod
  integer :: k
  integer*8, save :: scorep_pdt_func_handle = -1
# 57 "corpus/fortran/stmt_functions.f90"
  table(k) = 7
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'use_array', 1, 'corpus/fortran/stmt_functions.f90', 54)
# 58 "corpus/fortran/stmt_functions.f90"
  print '(3i3)', table
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 59 "corpus/fortran/stmt_functions.f90"
end subroutine use_array

program stmt_functions
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'stmt_functions', 1, 'corpus/fortran/stmt_functions.f90', 61)
# 62 "corpus/fortran/stmt_functions.f90"
  call after_use(1.0)
  call after_format(2.0)
  call after_data(3.0)
  call after_parameter(4.0)
  call after_namelist(5.0)
  call after_entry(6.0)
  call other_entry(7.0)
  call use_array(2)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 70 "corpus/fortran/stmt_functions.f90"
end program stmt_functions
