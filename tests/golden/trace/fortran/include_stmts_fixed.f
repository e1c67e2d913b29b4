# 1 "corpus/fortran/include_stmts_fixed.f"
C     srcinst-test: flags=-Iinc abort=no calls=INCFIX:1,INCSUB:1
C     AN INCLUDE OF EXECUTABLE STATEMENTS IN FIXED FORM, UPPER CASE.
      SUBROUTINE INCSUB(N)
      INTEGER N
      call srcinst_trace_f_enter_at('INCSUB corpus/fortran/include_stmts
     &_fixed.f:3')
# 5 "corpus/fortran/include_stmts_fixed.f"
      INCLUDE 'include_fixed.inc'
      PRINT '(A,I0)', 'INCSUB ', N
      call srcinst_trace_f_exit_at('INCSUB corpus/fortran/include_stmts_
     &fixed.f:3')
# 7 "corpus/fortran/include_stmts_fixed.f"
      END
      PROGRAM INCFIX
      INTEGER K
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter_at('INCFIX corpus/fortran/include_stmts
     &_fixed.f:8')
# 10 "corpus/fortran/include_stmts_fixed.f"
      K = 2
      CALL INCSUB(K)
      call srcinst_trace_f_exit_at('INCFIX corpus/fortran/include_stmts_
     &fixed.f:8')
# 12 "corpus/fortran/include_stmts_fixed.f"
      END
