# 1 "corpus/fortran/include_stmts.f90"
! srcinst-test: flags=-Iinc abort=no calls=include_stmts:1,counts:2,decls_only:1,nested:1
! INCLUDE lines read as gfortran reads them (this file's directory, then -I
! inc): one that brings executable statements is the first executable
! statement, so entry code goes in front of it; one of declarations keeps
! entry code after it; a nested INCLUDE of statements is found through -I.
subroutine counts(n)
  integer, intent(inout) :: n
  include 'include_decls.inc'
  call srcinst_trace_f_enter_at('counts corpus/fortran/include_stmts.f90:6')
# 9 "corpus/fortran/include_stmts.f90"
  include 'include_body.inc'
  print '(a,i0,a,i0)', 'counts ', n, ' ', step
  call srcinst_trace_f_exit_at('counts corpus/fortran/include_stmts.f90:6')
# 11 "corpus/fortran/include_stmts.f90"
end subroutine counts

subroutine decls_only(n)
  integer, intent(in) :: n
  include 'include_decls.inc'
  call srcinst_trace_f_enter_at('decls_only corpus/fortran/include_stmts.f90:13')
# 16 "corpus/fortran/include_stmts.f90"
  step = n * 2
  print '(a,i0)', 'decls_only ', step
  call srcinst_trace_f_exit_at('decls_only corpus/fortran/include_stmts.f90:13')
# 18 "corpus/fortran/include_stmts.f90"
end subroutine decls_only

subroutine nested(n)
  integer, intent(inout) :: n
  call srcinst_trace_f_enter_at('nested corpus/fortran/include_stmts.f90:20')
# 22 "corpus/fortran/include_stmts.f90"
  include 'include_nested.inc'
  print '(a,i0)', 'nested ', n
  call srcinst_trace_f_exit_at('nested corpus/fortran/include_stmts.f90:20')
# 24 "corpus/fortran/include_stmts.f90"
end subroutine nested

program include_stmts
  integer :: k
  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('include_stmts corpus/fortran/include_stmts.f90:26')
# 28 "corpus/fortran/include_stmts.f90"
  k = 1
  call counts(k)
  call counts(k)
  call decls_only(k)
  call nested(k)
  call srcinst_trace_f_exit_at('include_stmts corpus/fortran/include_stmts.f90:26')
# 33 "corpus/fortran/include_stmts.f90"
end program include_stmts
