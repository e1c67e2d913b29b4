# 1 "corpus/fortran/omp_conditional_fixed.f"
C     srcinst-test: flags=-fopenmp abort=no calls=OMPFIX:1,FIRST:1,GUARD:3
C     OPENMP CONDITIONAL LINES IN FIXED FORM: C$, *$ AND !$ SENTINELS IN
C     COLUMN 1, A CONTINUED CONDITIONAL LINE, A RETURN ON ONE.
      SUBROUTINE FIRST(ITOTAL)
C$    USE OMP_LIB
      INTEGER ITOTAL
*$    INTEGER NTHR
      call srcinst_trace_f_enter_at('FIRST corpus/fortran/omp_conditiona
     &l_fixed.f:4')
# 8 "corpus/fortran/omp_conditional_fixed.f"
!$    NTHR = OMP_GET_MAX_THREADS()
      ITOTAL = 1
C$    ITOTAL = ITOTAL
C$   &         + 0 * NTHR
      PRINT '(A,I0)', 'FIRST ', ITOTAL
      call srcinst_trace_f_exit_at('FIRST corpus/fortran/omp_conditional
     &_fixed.f:4')
# 13 "corpus/fortran/omp_conditional_fixed.f"
      END
      SUBROUTINE GUARD(K, IR)
      INTEGER K, IR
      call srcinst_trace_f_enter_at('GUARD corpus/fortran/omp_conditiona
     &l_fixed.f:14')
# 16 "corpus/fortran/omp_conditional_fixed.f"
      IR = K
C$    IF (K .GT. 1) THEN
C$      call srcinst_trace_f_exit_at('GUARD corpus/fortran/omp_condition
C$   &al_fixed.f:14')
# 18 "corpus/fortran/omp_conditional_fixed.f"
C$      RETURN
C$    END IF
# 19 "corpus/fortran/omp_conditional_fixed.f"
      IR = IR + 10
      call srcinst_trace_f_exit_at('GUARD corpus/fortran/omp_conditional
     &_fixed.f:14')
# 20 "corpus/fortran/omp_conditional_fixed.f"
      END
      PROGRAM OMPFIX
      INTEGER IT, IR, K
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter_at('OMPFIX corpus/fortran/omp_condition
     &al_fixed.f:21')
# 23 "corpus/fortran/omp_conditional_fixed.f"
      CALL FIRST(IT)
      DO 10 K = 0, 2
        CALL GUARD(K, IR)
        PRINT '(A,I0,A,I0)', 'GUARD ', K, ' -> ', IR
   10 CONTINUE
      call srcinst_trace_f_exit_at('OMPFIX corpus/fortran/omp_conditiona
     &l_fixed.f:21')
# 28 "corpus/fortran/omp_conditional_fixed.f"
      END
