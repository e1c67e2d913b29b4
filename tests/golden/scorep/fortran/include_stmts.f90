# 1 "corpus/fortran/include_stmts.f90"
! srcinst-test: flags=-Iinc abort=no calls=include_stmts:1,counts:2,decls_only:1,nested:1
! INCLUDE lines read as gfortran reads them (this file's directory, then -I
! inc): one that brings executable statements is the first executable
! statement, so entry code goes in front of it; one of declarations keeps
! entry code after it; a nested INCLUDE of statements is found through -I.
subroutine counts(n)
  integer, intent(inout) :: n
  include 'include_decls.inc'
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'counts', 1, 'corpus/fortran/include_stmts.f90', 6)
# 9 "corpus/fortran/include_stmts.f90"
  include 'include_body.inc'
  print '(a,i0,a,i0)', 'counts ', n, ' ', step
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 11 "corpus/fortran/include_stmts.f90"
end subroutine counts

subroutine decls_only(n)
  integer, intent(in) :: n
  include 'include_decls.inc'
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'decls_only', 1, 'corpus/fortran/include_stmts.f90', 13)
# 16 "corpus/fortran/include_stmts.f90"
  step = n * 2
  print '(a,i0)', 'decls_only ', step
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 18 "corpus/fortran/include_stmts.f90"
end subroutine decls_only

subroutine nested(n)
  integer, intent(inout) :: n
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'nested', 1, 'corpus/fortran/include_stmts.f90', 20)
# 22 "corpus/fortran/include_stmts.f90"
  include 'include_nested.inc'
  print '(a,i0)', 'nested ', n
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 24 "corpus/fortran/include_stmts.f90"
end subroutine nested

program include_stmts
  integer :: k
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'include_stmts', 1, 'corpus/fortran/include_stmts.f90', 26)
# 28 "corpus/fortran/include_stmts.f90"
  k = 1
  call counts(k)
  call counts(k)
  call decls_only(k)
  call nested(k)
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 33 "corpus/fortran/include_stmts.f90"
end program include_stmts
