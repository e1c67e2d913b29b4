# 1 "corpus/fortran/omp_conditional_fixed.f"
C     srcinst-test: flags=-fopenmp abort=no calls=OMPFIX:1,FIRST:1,GUARD:3
C     OPENMP CONDITIONAL LINES IN FIXED FORM: C$, *$ AND !$ SENTINELS IN
C     COLUMN 1, A CONTINUED CONDITIONAL LINE, A RETURN ON ONE.
      SUBROUTINE FIRST(ITOTAL)
C$    USE OMP_LIB
      INTEGER ITOTAL
*$    INTEGER NTHR
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'FIRST')
      call TAU_PROFILE_START(tau_profiler)
# 8 "corpus/fortran/omp_conditional_fixed.f"
!$    NTHR = OMP_GET_MAX_THREADS()
      ITOTAL = 1
C$    ITOTAL = ITOTAL
C$   &         + 0 * NTHR
      PRINT '(A,I0)', 'FIRST ', ITOTAL
      call TAU_PROFILE_STOP(tau_profiler)
# 13 "corpus/fortran/omp_conditional_fixed.f"
      END
      SUBROUTINE GUARD(K, IR)
      INTEGER K, IR
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'GUARD')
      call TAU_PROFILE_START(tau_profiler)
# 16 "corpus/fortran/omp_conditional_fixed.f"
      IR = K
C$    IF (K .GT. 1) THEN
C$      call TAU_PROFILE_STOP(tau_profiler)
# 18 "corpus/fortran/omp_conditional_fixed.f"
C$      RETURN
C$    END IF
# 19 "corpus/fortran/omp_conditional_fixed.f"
      IR = IR + 10
      call TAU_PROFILE_STOP(tau_profiler)
# 20 "corpus/fortran/omp_conditional_fixed.f"
      END
      PROGRAM OMPFIX
      INTEGER IT, IR, K
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_INIT()
      call TAU_PROFILE_SET_NODE(0)
      call TAU_PROFILE_TIMER(tau_profiler, 'OMPFIX')
      call TAU_PROFILE_START(tau_profiler)
# 23 "corpus/fortran/omp_conditional_fixed.f"
      CALL FIRST(IT)
      DO 10 K = 0, 2
        CALL GUARD(K, IR)
        PRINT '(A,I0,A,I0)', 'GUARD ', K, ' -> ', IR
   10 CONTINUE
      call TAU_PROFILE_STOP(tau_profiler)
# 28 "corpus/fortran/omp_conditional_fixed.f"
      END
