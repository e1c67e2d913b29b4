# 1 "corpus/fortran/debug_lines.f"
C     srcinst-test: flags=-fd-lines-as-code abort=no calls=DLINES:1,DBGSUB:3
C     FIXED-FORM DEBUG LINES (D IN COLUMN 1): CODE WITH -FD-LINES-AS-CODE,
C     COMMENTS WITH -FD-LINES-AS-COMMENTS. A D LINE HOLDS A DECLARATION,
C     THE FIRST EXECUTABLE STATEMENT AND A RETURN. (TEST_FORTRAN_RUN ALSO
C     BUILDS IT WITH -FD-LINES-AS-COMMENTS.)
      SUBROUTINE DBGSUB(K, IR)
      INTEGER K, IR
D     INTEGER IDBG
      call srcinst_trace_f_enter_at('DBGSUB corpus/fortran/debug_lines.f
     &:6')
# 9 "corpus/fortran/debug_lines.f"
D     IDBG = 100
      IR = K
D     IF (K .GT. 1) THEN
D       call srcinst_trace_f_exit_at('DBGSUB corpus/fortran/debug_lines.
D    &f:6')
# 11 "corpus/fortran/debug_lines.f"
D       RETURN
D     END IF
# 12 "corpus/fortran/debug_lines.f"
      IR = IR + 10
      call srcinst_trace_f_exit_at('DBGSUB corpus/fortran/debug_lines.f:
     &6')
# 13 "corpus/fortran/debug_lines.f"
      END
      PROGRAM DLINES
      INTEGER IR, K
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter_at('DLINES corpus/fortran/debug_lines.f
     &:14')
# 16 "corpus/fortran/debug_lines.f"
      DO 10 K = 0, 2
        CALL DBGSUB(K, IR)
        PRINT '(A,I0,A,I0)', 'DBGSUB ', K, ' -> ', IR
   10 CONTINUE
      call srcinst_trace_f_exit_at('DLINES corpus/fortran/debug_lines.f:
     &14')
# 20 "corpus/fortran/debug_lines.f"
      END
