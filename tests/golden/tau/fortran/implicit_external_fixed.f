# 1 "corpus/fortran/implicit_external_fixed.f"
C     srcinst-test: abort=no calls=IEFIX:1,IESUB:2
C     IMPLICIT NONE (EXTERNAL) IN FIXED FORM, UPPER CASE, AND A ROUTINE
C     WHOSE RETURN NEEDS EXIT CODE.
      SUBROUTINE IESUB(N)
      IMPLICITNONE(TYPE,EXTERNAL)
      INTEGER N
      EXTERNAL :: TAU_PROFILE_TIMER, TAU_PROFILE_START, TAU_PROFILE_STOP
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'IESUB')
      call TAU_PROFILE_START(tau_profiler)
# 7 "corpus/fortran/implicit_external_fixed.f"
      IF (N .GT. 5) GO TO 99999
      N = N * 2
99999 CONTINUE
      call TAU_PROFILE_STOP(tau_profiler)
# 9 "corpus/fortran/implicit_external_fixed.f"
      END
      PROGRAM IEFIX
      IMPLICIT NONE (EXTERNAL)
      EXTERNAL IESUB
      INTEGER K
      EXTERNAL :: TAU_PROFILE_INIT, TAU_PROFILE_SET_NODE, TAU_PROFILE_TI
     &MER, TAU_PROFILE_START, TAU_PROFILE_STOP
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_INIT()
      call TAU_PROFILE_SET_NODE(0)
      call TAU_PROFILE_TIMER(tau_profiler, 'IEFIX')
      call TAU_PROFILE_START(tau_profiler)
# 14 "corpus/fortran/implicit_external_fixed.f"
      K = 3
      CALL IESUB(K)
      CALL IESUB(K)
      PRINT '(A,I0)', 'K = ', K
      call TAU_PROFILE_STOP(tau_profiler)
# 18 "corpus/fortran/implicit_external_fixed.f"
      END
