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
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 16 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0 + table(1)
  call TAU_PROFILE_TIMER(tau_profiler, 'after_use')
  call TAU_PROFILE_START(tau_profiler)
# 17 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(x)
  call TAU_PROFILE_STOP(tau_profiler)
# 18 "corpus/fortran/stmt_functions.f90"
end subroutine after_use

subroutine after_format(x)
  real :: x
100 format ('after_format', f8.2)
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 23 "corpus/fortran/stmt_functions.f90"
  g(z) = z * 3.0
  call TAU_PROFILE_TIMER(tau_profiler, 'after_format')
  call TAU_PROFILE_START(tau_profiler)
# 24 "corpus/fortran/stmt_functions.f90"
  write (*, 100) g(x)
  call TAU_PROFILE_STOP(tau_profiler)
# 25 "corpus/fortran/stmt_functions.f90"
end subroutine after_format

subroutine after_data(x)
  real :: x
  data q /1.5/
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 30 "corpus/fortran/stmt_functions.f90"
  h(z) = z * q
  call TAU_PROFILE_TIMER(tau_profiler, 'after_data')
  call TAU_PROFILE_START(tau_profiler)
# 31 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', h(x)
  call TAU_PROFILE_STOP(tau_profiler)
# 32 "corpus/fortran/stmt_functions.f90"
end subroutine after_data

subroutine after_parameter(x)
  real :: x
  parameter (c = 4.0)
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 37 "corpus/fortran/stmt_functions.f90"
  p(z) = z + c
  call TAU_PROFILE_TIMER(tau_profiler, 'after_parameter')
  call TAU_PROFILE_START(tau_profiler)
# 38 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', p(x)
  call TAU_PROFILE_STOP(tau_profiler)
# 39 "corpus/fortran/stmt_functions.f90"
end subroutine after_parameter

subroutine after_namelist(x)
  real :: x
  namelist /nl/ x
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 44 "corpus/fortran/stmt_functions.f90"
  r(z) = z - 1.0
  call TAU_PROFILE_TIMER(tau_profiler, 'after_namelist')
  call TAU_PROFILE_START(tau_profiler)
# 45 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', r(x)
  call TAU_PROFILE_STOP(tau_profiler)
# 46 "corpus/fortran/stmt_functions.f90"
end subroutine after_namelist

subroutine after_entry(x)
  real :: x
  entry other_entry(x)
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 51 "corpus/fortran/stmt_functions.f90"
  s(z) = z / 2.0
  call TAU_PROFILE_TIMER(tau_profiler, 'after_entry')
  call TAU_PROFILE_START(tau_profiler)
# 52 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', s(x)
  call TAU_PROFILE_STOP(tau_profiler)
# 53 "corpus/fortran/stmt_functions.f90"
end subroutine after_entry

subroutine use_array(k)
  use sf_mod
  integer :: k
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 58 "corpus/fortran/stmt_functions.f90"
  table(k) = 7
  call TAU_PROFILE_TIMER(tau_profiler, 'use_array')
  call TAU_PROFILE_START(tau_profiler)
# 59 "corpus/fortran/stmt_functions.f90"
  print '(3i3)', table
  call TAU_PROFILE_STOP(tau_profiler)
# 60 "corpus/fortran/stmt_functions.f90"
end subroutine use_array

subroutine between_format(x)
  real :: x
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 64 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0
200 format ('between_format', f8.2)
  g(z) = z * 3.0
  call TAU_PROFILE_TIMER(tau_profiler, 'between_format')
  call TAU_PROFILE_START(tau_profiler)
# 67 "corpus/fortran/stmt_functions.f90"
  write (*, 200) f(g(x))
  call TAU_PROFILE_STOP(tau_profiler)
# 68 "corpus/fortran/stmt_functions.f90"
end subroutine between_format

subroutine between_data(x)
  real :: x
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 72 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0
  data q /0.5/
  g(z) = z * q
  call TAU_PROFILE_TIMER(tau_profiler, 'between_data')
  call TAU_PROFILE_START(tau_profiler)
# 75 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(g(x))
  call TAU_PROFILE_STOP(tau_profiler)
# 76 "corpus/fortran/stmt_functions.f90"
end subroutine between_data

subroutine between_entry(x)
  real :: x
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 80 "corpus/fortran/stmt_functions.f90"
  f(z) = z * 2.0
  entry between_entry2(x)
  g(z) = z * 3.0
  call TAU_PROFILE_TIMER(tau_profiler, 'between_entry')
  call TAU_PROFILE_START(tau_profiler)
# 83 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(g(x))
  call TAU_PROFILE_STOP(tau_profiler)
# 84 "corpus/fortran/stmt_functions.f90"
end subroutine between_entry

program stmt_functions
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_INIT()
  call TAU_PROFILE_SET_NODE(0)
  call TAU_PROFILE_TIMER(tau_profiler, 'stmt_functions')
  call TAU_PROFILE_START(tau_profiler)
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
  call TAU_PROFILE_STOP(tau_profiler)
# 99 "corpus/fortran/stmt_functions.f90"
end program stmt_functions
