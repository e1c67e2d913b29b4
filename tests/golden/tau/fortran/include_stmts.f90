# 1 "corpus/fortran/include_stmts.f90"
! srcinst-test: flags=-Iinc abort=no calls=include_stmts:1,counts:2,decls_only:1,nested:1
! INCLUDE lines read as gfortran reads them (this file's directory, then -I
! inc): one that brings executable statements is the first executable
! statement, so entry code goes in front of it; one of declarations keeps
! entry code after it; a nested INCLUDE of statements is found through -I.
subroutine counts(n)
  integer, intent(inout) :: n
  include 'include_decls.inc'
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'counts')
  call TAU_PROFILE_START(tau_profiler)
# 9 "corpus/fortran/include_stmts.f90"
  include 'include_body.inc'
  print '(a,i0,a,i0)', 'counts ', n, ' ', step
  call TAU_PROFILE_STOP(tau_profiler)
# 11 "corpus/fortran/include_stmts.f90"
end subroutine counts

subroutine decls_only(n)
  integer, intent(in) :: n
  include 'include_decls.inc'
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'decls_only')
  call TAU_PROFILE_START(tau_profiler)
# 16 "corpus/fortran/include_stmts.f90"
  step = n * 2
  print '(a,i0)', 'decls_only ', step
  call TAU_PROFILE_STOP(tau_profiler)
# 18 "corpus/fortran/include_stmts.f90"
end subroutine decls_only

subroutine nested(n)
  integer, intent(inout) :: n
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'nested')
  call TAU_PROFILE_START(tau_profiler)
# 22 "corpus/fortran/include_stmts.f90"
  include 'include_nested.inc'
  print '(a,i0)', 'nested ', n
  call TAU_PROFILE_STOP(tau_profiler)
# 24 "corpus/fortran/include_stmts.f90"
end subroutine nested

program include_stmts
  integer :: k
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_INIT()
  call TAU_PROFILE_SET_NODE(0)
  call TAU_PROFILE_TIMER(tau_profiler, 'include_stmts')
  call TAU_PROFILE_START(tau_profiler)
# 28 "corpus/fortran/include_stmts.f90"
  k = 1
  call counts(k)
  call counts(k)
  call decls_only(k)
  call nested(k)
  call TAU_PROFILE_STOP(tau_profiler)
# 33 "corpus/fortran/include_stmts.f90"
end program include_stmts
