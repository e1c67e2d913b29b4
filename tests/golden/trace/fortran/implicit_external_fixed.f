# 1 "corpus/fortran/implicit_external_fixed.f"
C     srcinst-test: abort=no calls=IEFIX:1,IESUB:2
C     IMPLICIT NONE (EXTERNAL) IN FIXED FORM, UPPER CASE, AND A ROUTINE
C     WHOSE RETURN NEEDS EXIT CODE.
      SUBROUTINE IESUB(N)
      IMPLICITNONE(TYPE,EXTERNAL)
      INTEGER N
      EXTERNAL :: srcinst_trace_f_enter_at, srcinst_trace_f_exit_at
      call srcinst_trace_f_enter_at('IESUB corpus/fortran/implicit_exter
     &nal_fixed.f:4')
# 7 "corpus/fortran/implicit_external_fixed.f"
      IF (N .GT. 5) GO TO 99999
      N = N * 2
99999 CONTINUE
      call srcinst_trace_f_exit_at('IESUB corpus/fortran/implicit_extern
     &al_fixed.f:4')
# 9 "corpus/fortran/implicit_external_fixed.f"
      END
      PROGRAM IEFIX
      IMPLICIT NONE (EXTERNAL)
      EXTERNAL IESUB
      INTEGER K
      EXTERNAL :: srcinst_trace_f_init, srcinst_trace_f_enter_at, srcins
     &t_trace_f_exit_at
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter_at('IEFIX corpus/fortran/implicit_exter
     &nal_fixed.f:10')
# 14 "corpus/fortran/implicit_external_fixed.f"
      K = 3
      CALL IESUB(K)
      CALL IESUB(K)
      PRINT '(A,I0)', 'K = ', K
      call srcinst_trace_f_exit_at('IEFIX corpus/fortran/implicit_extern
     &al_fixed.f:10')
# 18 "corpus/fortran/implicit_external_fixed.f"
      END
