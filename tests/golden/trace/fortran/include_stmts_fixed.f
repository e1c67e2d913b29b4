# 1 "corpus/fortran/include_stmts_fixed.f"
C     srcinst-test: flags=-Iinc abort=no calls=INCFIX:1,INCSUB:1
C     AN INCLUDE OF EXECUTABLE STATEMENTS IN FIXED FORM, UPPER CASE.
      SUBROUTINE INCSUB(N)
      INTEGER N
      call srcinst_trace_f_enter('INCSUB', 'corpus/fortran/include_stmts
     &_fixed.f', 3)
# 5 "corpus/fortran/include_stmts_fixed.f"
      INCLUDE 'include_fixed.inc'
      PRINT '(A,I0)', 'INCSUB ', N
      call srcinst_trace_f_exit('INCSUB')
# 7 "corpus/fortran/include_stmts_fixed.f"
      END
      PROGRAM INCFIX
      INTEGER K
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter('INCFIX', 'corpus/fortran/include_stmts
     &_fixed.f', 8)
# 10 "corpus/fortran/include_stmts_fixed.f"
      K = 2
      CALL INCSUB(K)
      call srcinst_trace_f_exit('INCFIX')
# 12 "corpus/fortran/include_stmts_fixed.f"
      END
