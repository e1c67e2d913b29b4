# 1 "corpus/fortran/omp_conditional_fixed.f"
C     srcinst-test: flags=-fopenmp abort=no calls=OMPFIX:1,FIRST:1,GUARD:3
C     OPENMP CONDITIONAL LINES IN FIXED FORM: C$, *$ AND !$ SENTINELS IN
C     COLUMN 1, A CONTINUED CONDITIONAL LINE, A RETURN ON ONE.
      SUBROUTINE FIRST(ITOTAL)
C$    USE OMP_LIB
      INTEGER ITOTAL
*$    INTEGER NTHR
      write(0,*) 'enter FIRST (corpus/fortran/omp_conditional_fixed.f:4)
     &'
# 8 "corpus/fortran/omp_conditional_fixed.f"
!$    NTHR = OMP_GET_MAX_THREADS()
      ITOTAL = 1
C$    ITOTAL = ITOTAL
C$   &         + 0 * NTHR
      PRINT '(A,I0)', 'FIRST ', ITOTAL
      write(0,*) 'leave FIRST (corpus/fortran/omp_conditional_fixed.f:13
     &)'
# 13 "corpus/fortran/omp_conditional_fixed.f"
      END
      SUBROUTINE GUARD(K, IR)
      INTEGER K, IR
      write(0,*) 'enter GUARD (corpus/fortran/omp_conditional_fixed.f:14
     &)'
# 16 "corpus/fortran/omp_conditional_fixed.f"
      IR = K
C$    IF (K .GT. 1) THEN
C$      write(0,*) 'leave GUARD (corpus/fortran/omp_conditional_fixed.f:
C$   &17)'
# 18 "corpus/fortran/omp_conditional_fixed.f"
C$      RETURN
C$    END IF
# 19 "corpus/fortran/omp_conditional_fixed.f"
      IR = IR + 10
      write(0,*) 'leave GUARD (corpus/fortran/omp_conditional_fixed.f:20
     &)'
# 20 "corpus/fortran/omp_conditional_fixed.f"
      END
      PROGRAM OMPFIX
      INTEGER IT, IR, K
      write(0,'(1x,a,i0,a)') 'init argc=', command_argument_count() + 1,
     & ' (corpus/fortran/omp_conditional_fixed.f:21)'
      write(0,*) 'enter OMPFIX (corpus/fortran/omp_conditional_fixed.f:2
     &1)'
# 23 "corpus/fortran/omp_conditional_fixed.f"
      CALL FIRST(IT)
      DO 10 K = 0, 2
        CALL GUARD(K, IR)
        PRINT '(A,I0,A,I0)', 'GUARD ', K, ' -> ', IR
   10 CONTINUE
      write(0,*) 'leave OMPFIX (corpus/fortran/omp_conditional_fixed.f:2
     &8)'
# 28 "corpus/fortran/omp_conditional_fixed.f"
      END
