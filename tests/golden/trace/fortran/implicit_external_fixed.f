# 1 "corpus/fortran/implicit_external_fixed.f"
C     srcinst-test: abort=no calls=IEFIX:1,IESUB:2
C     IMPLICIT NONE (EXTERNAL) IN FIXED FORM, UPPER CASE, AND A ROUTINE
C     WHOSE RETURN NEEDS EXIT CODE.
      SUBROUTINE IESUB(N)
      IMPLICITNONE(TYPE,EXTERNAL)
      INTEGER N
      EXTERNAL :: srcinst_trace_f_enter, srcinst_trace_f_exit
      call srcinst_trace_f_enter('IESUB', 'corpus/fortran/implicit_exter
     &nal_fixed.f', 4)
# 7 "corpus/fortran/implicit_external_fixed.f"
      IF (N .GT. 5) THEN
        call srcinst_trace_f_exit('IESUB')
# 7 "corpus/fortran/implicit_external_fixed.f"
        RETURN
      END IF
# 8 "corpus/fortran/implicit_external_fixed.f"
      N = N * 2
      call srcinst_trace_f_exit('IESUB')
# 9 "corpus/fortran/implicit_external_fixed.f"
      END
      PROGRAM IEFIX
      IMPLICIT NONE (EXTERNAL)
      EXTERNAL IESUB
      INTEGER K
      EXTERNAL :: srcinst_trace_f_init, srcinst_trace_f_enter, srcinst_t
     &race_f_exit
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter('IEFIX', 'corpus/fortran/implicit_exter
     &nal_fixed.f', 10)
# 14 "corpus/fortran/implicit_external_fixed.f"
      K = 3
      CALL IESUB(K)
      CALL IESUB(K)
      PRINT '(A,I0)', 'K = ', K
      call srcinst_trace_f_exit('IEFIX')
# 18 "corpus/fortran/implicit_external_fixed.f"
      END
