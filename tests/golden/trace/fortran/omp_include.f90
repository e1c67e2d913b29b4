# 1 "corpus/fortran/omp_include.f90"
! srcinst-test: flags=-fopenmp,-Iinc abort=no calls=omp_include:1,stmts_first:3 skip=returns_in_include
! `!$ include 'x'` lines are read by gfortran -fopenmp: an included file of
! statements before the first executable statement is where entry code goes
! (before it, not after), one that brings a RETURN leaves the routine
! uninstrumented (with a warning). Built without -fopenmp too.
subroutine stmts_first(n)
  integer, intent(inout) :: n
   call srcinst_trace_f_enter_at('stmts_first corpus/fortran/omp_include.f90:6')
# 8 "corpus/fortran/omp_include.f90"
!$ include 'omp_stmts.inc'
  n = n + 1
  call srcinst_trace_f_exit_at('stmts_first corpus/fortran/omp_include.f90:6')
# 10 "corpus/fortran/omp_include.f90"
end subroutine stmts_first

subroutine returns_in_include(n)
  integer, intent(inout) :: n
!$ include 'omp_return.inc'
  n = n + 1
end subroutine returns_in_include

program omp_include
  integer :: k, n
  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('omp_include corpus/fortran/omp_include.f90:18')
# 20 "corpus/fortran/omp_include.f90"
  do k = 0, 2
    n = k
    call stmts_first(n)
    print '(a,i0,a,i0)', 'stmts_first ', k, ' -> ', n
    n = k
    call returns_in_include(n)
    print '(a,i0,a,i0)', 'returns_in_include ', k, ' -> ', n
  end do
  call srcinst_trace_f_exit_at('omp_include corpus/fortran/omp_include.f90:18')
# 28 "corpus/fortran/omp_include.f90"
end program omp_include
