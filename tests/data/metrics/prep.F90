! Metrics test data, Fortran with preprocessor directives.
! prep: lines 4 (real, the code line in the inactive #ifdef branch, the
! assignment, END; not the 3 directive lines), statements 2 (real and the
! assignment: what the preprocessor removed is no statement)
subroutine prep(x)
  real :: x
#ifdef SRCINST_NOT_DEFINED
  x = x + 1.0
#endif
  x = 2.0 * x
end subroutine prep
