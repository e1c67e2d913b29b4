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
  integer*8, save :: scorep_pdt_func_handle = -1
# 16 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0 + table(1)
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'after_use', 1, 'corpus/fortran/stmt_functions.f90', 13)
# 17 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(x)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 18 "corpus/fortran/stmt_functions.f90"
end subroutine after_use

subroutine after_format(x)
  real :: x
100 format ('after_format', f8.2)
  integer*8, save :: scorep_pdt_func_handle = -1
# 23 "corpus/fortran/stmt_functions.f90"
  g(z) = z * 3.0
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'after_format', 1, 'corpus/fortran/stmt_functions.f90', 20)
# 24 "corpus/fortran/stmt_functions.f90"
  write (*, 100) g(x)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 25 "corpus/fortran/stmt_functions.f90"
end subroutine after_format

subroutine after_data(x)
  real :: x
  data q /1.5/
  integer*8, save :: scorep_pdt_func_handle = -1
# 30 "corpus/fortran/stmt_functions.f90"
  h(z) = z * q
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'after_data', 1, 'corpus/fortran/stmt_functions.f90', 27)
# 31 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', h(x)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 32 "corpus/fortran/stmt_functions.f90"
end subroutine after_data

subroutine after_parameter(x)
  real :: x
  parameter (c = 4.0)
  integer*8, save :: scorep_pdt_func_handle = -1
# 37 "corpus/fortran/stmt_functions.f90"
  p(z) = z + c
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'after_parameter', 1, 'corpus/fortran/stmt_functions.f90', 34)
# 38 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', p(x)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 39 "corpus/fortran/stmt_functions.f90"
end subroutine after_parameter

subroutine after_namelist(x)
  real :: x
  namelist /nl/ x
  integer*8, save :: scorep_pdt_func_handle = -1
# 44 "corpus/fortran/stmt_functions.f90"
  r(z) = z - 1.0
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'after_namelist', 1, 'corpus/fortran/stmt_functions.f90', 41)
# 45 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', r(x)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 46 "corpus/fortran/stmt_functions.f90"
end subroutine after_namelist

subroutine after_entry(x)
  real :: x
  entry other_entry(x)
  integer*8, save :: scorep_pdt_func_handle = -1
# 51 "corpus/fortran/stmt_functions.f90"
  s(z) = z / 2.0
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'after_entry', 1, 'corpus/fortran/stmt_functions.f90', 48)
# 52 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', s(x)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 53 "corpus/fortran/stmt_functions.f90"
end subroutine after_entry

subroutine use_array(k)
  use sf_mod
  integer :: k
  integer*8, save :: scorep_pdt_func_handle = -1
# 58 "corpus/fortran/stmt_functions.f90"
  table(k) = 7
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'use_array', 1, 'corpus/fortran/stmt_functions.f90', 55)
# 59 "corpus/fortran/stmt_functions.f90"
  print '(3i3)', table
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 60 "corpus/fortran/stmt_functions.f90"
end subroutine use_array

subroutine between_format(x)
  real :: x
  integer*8, save :: scorep_pdt_func_handle = -1
# 64 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0
200 format ('between_format', f8.2)
  g(z) = z * 3.0
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'between_format', 1, 'corpus/fortran/stmt_functions.f90', 62)
# 67 "corpus/fortran/stmt_functions.f90"
  write (*, 200) f(g(x))
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 68 "corpus/fortran/stmt_functions.f90"
end subroutine between_format

subroutine between_data(x)
  real :: x
  integer*8, save :: scorep_pdt_func_handle = -1
# 72 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0
  data q /0.5/
  g(z) = z * q
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'between_data', 1, 'corpus/fortran/stmt_functions.f90', 70)
# 75 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(g(x))
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 76 "corpus/fortran/stmt_functions.f90"
end subroutine between_data

subroutine between_entry(x)
  real :: x
  integer*8, save :: scorep_pdt_func_handle = -1
# 80 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0
  entry between_entry2(x)
  g(z) = z * 3.0
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'between_entry', 1, 'corpus/fortran/stmt_functions.f90', 78)
# 83 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(g(x))
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 84 "corpus/fortran/stmt_functions.f90"
end subroutine between_entry

program stmt_functions
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'stmt_functions', 1, 'corpus/fortran/stmt_functions.f90', 86)
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
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 99 "corpus/fortran/stmt_functions.f90"
end program stmt_functions
