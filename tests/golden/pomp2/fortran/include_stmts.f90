! srcinst-test: flags=-Iinc abort=no calls=include_stmts:1,counts:2,decls_only:1,nested:1
! INCLUDE lines read as gfortran reads them (this file's directory, then -I
! inc): one that brings executable statements is the first executable
! statement, so entry code goes in front of it; one of declarations keeps
! entry code after it; a nested INCLUDE of statements is found through -I.
subroutine counts(n)
  integer, intent(inout) :: n
  include 'include_decls.inc'
  include 'include_body.inc'
  print '(a,i0,a,i0)', 'counts ', n, ' ', step
end subroutine counts

subroutine decls_only(n)
  integer, intent(in) :: n
  include 'include_decls.inc'
  step = n * 2
  print '(a,i0)', 'decls_only ', step
end subroutine decls_only

subroutine nested(n)
  integer, intent(inout) :: n
  include 'include_nested.inc'
  print '(a,i0)', 'nested ', n
end subroutine nested

program include_stmts
  integer :: k
  k = 1
  call counts(k)
  call counts(k)
  call decls_only(k)
  call nested(k)
end program include_stmts
