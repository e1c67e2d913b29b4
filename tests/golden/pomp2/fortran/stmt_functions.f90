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
  print '(f8.2)', f(x)
end subroutine after_use

subroutine after_format(x)
  real :: x
100 format ('after_format', f8.2)
  g(z) = z * 3.0
  write (*, 100) g(x)
end subroutine after_format

subroutine after_data(x)
  real :: x
  data q /1.5/
  h(z) = z * q
  print '(f8.2)', h(x)
end subroutine after_data

subroutine after_parameter(x)
  real :: x
  parameter (c = 4.0)
  p(z) = z + c
  print '(f8.2)', p(x)
end subroutine after_parameter

subroutine after_namelist(x)
  real :: x
  namelist /nl/ x
  r(z) = z - 1.0
  print '(f8.2)', r(x)
end subroutine after_namelist

subroutine after_entry(x)
  real :: x
  entry other_entry(x)
  s(z) = z / 2.0
  print '(f8.2)', s(x)
end subroutine after_entry

subroutine use_array(k)
  use sf_mod
  integer :: k
  table(k) = 7
  print '(3i3)', table
end subroutine use_array

subroutine between_format(x)
  real :: x
  f(z) = z * 2.0
200 format ('between_format', f8.2)
  g(z) = z * 3.0
  write (*, 200) f(g(x))
end subroutine between_format

subroutine between_data(x)
  real :: x
  f(z) = z * 2.0
  data q /0.5/
  g(z) = z * q
  print '(f8.2)', f(g(x))
end subroutine between_data

subroutine between_entry(x)
  real :: x
  f(z) = z * 2.0
  entry between_entry2(x)
  g(z) = z * 3.0
  print '(f8.2)', f(g(x))
end subroutine between_entry

program stmt_functions
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
end program stmt_functions
