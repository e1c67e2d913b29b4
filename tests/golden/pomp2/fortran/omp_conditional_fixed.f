C     srcinst-test: flags=-fopenmp abort=no calls=OMPFIX:1,FIRST:1,GUARD:3
C     OPENMP CONDITIONAL LINES IN FIXED FORM: C$, *$ AND !$ SENTINELS IN
C     COLUMN 1, A CONTINUED CONDITIONAL LINE, A RETURN ON ONE.
      SUBROUTINE FIRST(ITOTAL)
C$    USE OMP_LIB
      INTEGER ITOTAL
*$    INTEGER NTHR
!$    NTHR = OMP_GET_MAX_THREADS()
      ITOTAL = 1
C$    ITOTAL = ITOTAL
C$   &         + 0 * NTHR
      PRINT '(A,I0)', 'FIRST ', ITOTAL
      END
      SUBROUTINE GUARD(K, IR)
      INTEGER K, IR
      IR = K
C$    IF (K .GT. 1)
C$   &   RETURN
      IR = IR + 10
      END
      PROGRAM OMPFIX
      INTEGER IT, IR, K
      CALL FIRST(IT)
      DO 10 K = 0, 2
        CALL GUARD(K, IR)
        PRINT '(A,I0,A,I0)', 'GUARD ', K, ' -> ', IR
   10 CONTINUE
      END
