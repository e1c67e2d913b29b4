C     Call regions in fixed form: each chosen statement counts its
C     executions in RUNS(line), by the statement before it or by the
C     callee (its last argument is the line); the program prints them.
      SUBROUTINE MPISND(X, N, SITE)
      INTEGER X, N, SITE, RUNS(200)
      COMMON /CNT/ RUNS
      RUNS(SITE) = RUNS(SITE) + 1
      N = N + X
      END
      SUBROUTINE MPITST(FLAG, SITE, *, *)
      INTEGER FLAG, SITE, RUNS(200)
      COMMON /CNT/ RUNS
      RUNS(SITE) = RUNS(SITE) + 1
      IF (FLAG .EQ. 1) RETURN 1
      IF (FLAG .EQ. 2) RETURN 2
      END
      PROGRAM CALLSF
      INTEGER N, I, J, K, V, RUNS(200)
      COMMON /CNT/ RUNS
      DATA RUNS /200*0/
      N = 0
      K = 0
      CALL MPISND(1, N, 23)
      DO 10 I = 1, 3
         IF (I .GT. 1) CALL MPISND(I,
     &                             N, 25)
   10 CONTINUE
   20 CALL mpisnd(2, N, 28)
      IF (N .LT. 20) GOTO 20
      RUNS(31) = RUNS(31) + 1
      OPEN (12, STATUS='SCRATCH')
      DO 30 I = 1, 3
         RUNS(34) = RUNS(34) + 1
         WRITE (12, 9000) I
   30 CONTINUE
      RUNS(37) = RUNS(37) + 1
      REWIND 12
   40 RUNS(39) = RUNS(39) + 1
      READ (12, 9000, END=50) V
      K = K + V
      GOTO 40
   50 RUNS(43) = RUNS(43) + 1
      CLOSE (12)
      DO 60 I = 1, 3
         CALL MPITST(I, 45, *70, *60)
         K = K + 100
   60 CONTINUE
   70 K = K + 1000
      DO 80 I = 1, 2
   80 CALL MPISND(I, N, 50)
      RUNS(52) = RUNS(52) + 1
      PRINT 9001, N, K
C$    CALL MPISND(5, N, 53)                                             no region
      DO 90 I = 1, 200
         IF (RUNS(I) .GT. 0) WRITE (*, 9002) I, RUNS(I)                 not counted
   90 CONTINUE
 9000 FORMAT (I4)
 9001 FORMAT ('N=', I0, ' K=', I0)
 9002 FORMAT ('line ', I0, ': ', I0)
      END
