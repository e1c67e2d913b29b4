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
  f(z) = z * 2.0 + table(1)
  call srcinst_trace_f_enter_at('after_use corpus/fortran/stmt_functions.f90:13')
# 17 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(x)
  call srcinst_trace_f_exit_at('after_use corpus/fortran/stmt_functions.f90:13')
# 18 "corpus/fortran/stmt_functions.f90"
end subroutine after_use

subroutine after_format(x)
  real :: x
100 format ('after_format', f8.2)
  g(z) = z * 3.0
  call srcinst_trace_f_enter_at('after_format corpus/fortran/stmt_functions.f90:20')
# 24 "corpus/fortran/stmt_functions.f90"
  write (*, 100) g(x)
  call srcinst_trace_f_exit_at('after_format corpus/fortran/stmt_functions.f90:20')
# 25 "corpus/fortran/stmt_functions.f90"
end subroutine after_format

subroutine after_data(x)
  real :: x
  data q /1.5/
  h(z) = z * q
  call srcinst_trace_f_enter_at('after_data corpus/fortran/stmt_functions.f90:27')
# 31 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', h(x)
  call srcinst_trace_f_exit_at('after_data corpus/fortran/stmt_functions.f90:27')
# 32 "corpus/fortran/stmt_functions.f90"
end subroutine after_data

subroutine after_parameter(x)
  real :: x
  parameter (c = 4.0)
  p(z) = z + c
  call srcinst_trace_f_enter_at('after_parameter corpus/fortran/stmt_functions.f90:34')
# 38 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', p(x)
  call srcinst_trace_f_exit_at('after_parameter corpus/fortran/stmt_functions.f90:34')
# 39 "corpus/fortran/stmt_functions.f90"
end subroutine after_parameter

subroutine after_namelist(x)
  real :: x
  namelist /nl/ x
  r(z) = z - 1.0
  call srcinst_trace_f_enter_at('after_namelist corpus/fortran/stmt_functions.f90:41')
# 45 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', r(x)
  call srcinst_trace_f_exit_at('after_namelist corpus/fortran/stmt_functions.f90:41')
# 46 "corpus/fortran/stmt_functions.f90"
end subroutine after_namelist

subroutine after_entry(x)
  real :: x
  entry other_entry(x)
  s(z) = z / 2.0
  call srcinst_trace_f_enter_at('after_entry corpus/fortran/stmt_functions.f90:48')
# 52 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', s(x)
  call srcinst_trace_f_exit_at('after_entry corpus/fortran/stmt_functions.f90:48')
# 53 "corpus/fortran/stmt_functions.f90"
end subroutine after_entry

subroutine use_array(k)
  use sf_mod
  integer :: k
  table(k) = 7
  call srcinst_trace_f_enter_at('use_array corpus/fortran/stmt_functions.f90:55')
# 59 "corpus/fortran/stmt_functions.f90"
  print '(3i3)', table
  call srcinst_trace_f_exit_at('use_array corpus/fortran/stmt_functions.f90:55')
# 60 "corpus/fortran/stmt_functions.f90"
end subroutine use_array

subroutine between_format(x)
  real :: x
  f(z) = z * 2.0
200 format ('between_format', f8.2)
  g(z) = z * 3.0
  call srcinst_trace_f_enter_at('between_format corpus/fortran/stmt_functions.f90:62')
# 67 "corpus/fortran/stmt_functions.f90"
  write (*, 200) f(g(x))
  call srcinst_trace_f_exit_at('between_format corpus/fortran/stmt_functions.f90:62')
# 68 "corpus/fortran/stmt_functions.f90"
end subroutine between_format

subroutine between_data(x)
  real :: x
  f(z) = z * 2.0
  data q /0.5/
  g(z) = z * q
  call srcinst_trace_f_enter_at('between_data corpus/fortran/stmt_functions.f90:70')
# 75 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(g(x))
  call srcinst_trace_f_exit_at('between_data corpus/fortran/stmt_functions.f90:70')
# 76 "corpus/fortran/stmt_functions.f90"
end subroutine between_data

subroutine between_entry(x)
  real :: x
  f(z) = z * 2.0
  entry between_entry2(x)
  g(z) = z * 3.0
  call srcinst_trace_f_enter_at('between_entry corpus/fortran/stmt_functions.f90:78')
# 83 "corpus/fortran/stmt_functions.f90"
  print '(f8.2)', f(g(x))
  call srcinst_trace_f_exit_at('between_entry corpus/fortran/stmt_functions.f90:78')
# 84 "corpus/fortran/stmt_functions.f90"
end subroutine between_entry

program stmt_functions
  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('stmt_functions corpus/fortran/stmt_functions.f90:86')
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
  call srcinst_trace_f_exit_at('stmt_functions corpus/fortran/stmt_functions.f90:86')
# 99 "corpus/fortran/stmt_functions.f90"
end program stmt_functions
