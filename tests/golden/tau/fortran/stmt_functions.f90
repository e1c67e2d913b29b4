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
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 15 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0 + table(1)
  call TAU_PROFILE_TIMER(tau_profiler, 'after_use')
  call TAU_PROFILE_START(tau_profiler)
# 16 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(x)
  call TAU_PROFILE_STOP(tau_profiler)
# 17 "corpus/fortran/stmt_functions.f90"
end subroutine after_use

subroutine after_format(x)
  real :: x
100 format ('after_format', f8.2)
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 22 "corpus/fortran/stmt_functions.f90"
  g(z) = z * 3.0
  call TAU_PROFILE_TIMER(tau_profiler, 'after_format')
  call TAU_PROFILE_START(tau_profiler)
# 23 "corpus/fortran/stmt_functions.f90"
  write (*, 100) g(x)
  call TAU_PROFILE_STOP(tau_profiler)
# 24 "corpus/fortran/stmt_functions.f90"
end subroutine after_format

subroutine after_data(x)
  real :: x
  data q /1.5/
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 29 "corpus/fortran/stmt_functions.f90"
  h(z) = z * q
  call TAU_PROFILE_TIMER(tau_profiler, 'after_data')
  call TAU_PROFILE_START(tau_profiler)
# 30 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', h(x)
  call TAU_PROFILE_STOP(tau_profiler)
# 31 "corpus/fortran/stmt_functions.f90"
end subroutine after_data

subroutine after_parameter(x)
  real :: x
  parameter (c = 4.0)
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 36 "corpus/fortran/stmt_functions.f90"
  p(z) = z + c
  call TAU_PROFILE_TIMER(tau_profiler, 'after_parameter')
  call TAU_PROFILE_START(tau_profiler)
# 37 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', p(x)
  call TAU_PROFILE_STOP(tau_profiler)
# 38 "corpus/fortran/stmt_functions.f90"
end subroutine after_parameter

subroutine after_namelist(x)
  real :: x
  namelist /nl/ x
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 43 "corpus/fortran/stmt_functions.f90"
  r(z) = z - 1.0
  call TAU_PROFILE_TIMER(tau_profiler, 'after_namelist')
  call TAU_PROFILE_START(tau_profiler)
# 44 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', r(x)
  call TAU_PROFILE_STOP(tau_profiler)
# 45 "corpus/fortran/stmt_functions.f90"
end subroutine after_namelist

subroutine after_entry(x)
  real :: x
  entry other_entry(x)
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 50 "corpus/fortran/stmt_functions.f90"
  s(z) = z / 2.0
  call TAU_PROFILE_TIMER(tau_profiler, 'after_entry')
  call TAU_PROFILE_START(tau_profiler)
# 51 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', s(x)
  call TAU_PROFILE_STOP(tau_profiler)
# 52 "corpus/fortran/stmt_functions.f90"
end subroutine after_entry

subroutine use_array(k)
  use sf_mod
  integer :: k
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 57 "corpus/fortran/stmt_functions.f90"
  table(k) = 7
  call TAU_PROFILE_TIMER(tau_profiler, 'use_array')
  call TAU_PROFILE_START(tau_profiler)
# 58 "corpus/fortran/stmt_functions.f90"
  print '(3i3)', table
  call TAU_PROFILE_STOP(tau_profiler)
# 59 "corpus/fortran/stmt_functions.f90"
end subroutine use_array

program stmt_functions
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_INIT()
  call TAU_PROFILE_SET_NODE(0)
  call TAU_PROFILE_TIMER(tau_profiler, 'stmt_functions')
  call TAU_PROFILE_START(tau_profiler)
# 62 "corpus/fortran/stmt_functions.f90"
  call after_use(1.0)
  call after_format(2.0)
  call after_data(3.0)
  call after_parameter(4.0)
  call after_namelist(5.0)
  call after_entry(6.0)
  call other_entry(7.0)
  call use_array(2)
  call TAU_PROFILE_STOP(tau_profiler)
# 70 "corpus/fortran/stmt_functions.f90"
end program stmt_functions
