C     Fortran loops of every kind, left every way (fixed form).
C     RUNS(N) counts one execution of the DO statement on line N; the
C     main program prints the counts. Loops marked as having no region
C     must get no code.
      INTEGER FUNCTION LABLD(N)
      INTEGER N, I, J, K
      INTEGER RUNS(400)
      COMMON /CNT/ RUNS
      LABLD = 0
      RUNS(11) = RUNS(11) + 1
      DO 10 I = 1, N
         LABLD = LABLD + I
   10 CONTINUE
      RUNS(15) = RUNS(15) + 1
      DO 20, I = 1, N
   20 LABLD = LABLD + 2 * I
      RUNS(18) = RUNS(18) + 1
      DO 30 I = 1, N
      RUNS(20) = RUNS(20) + 1
      DO 30 J = 1, N
         IF (J .EQ. 2) GOTO 30
         LABLD = LABLD + J
   30 CONTINUE
      RUNS(25) = RUNS(25) + 1
      DO 40 I = 1, N
         RUNS(27) = RUNS(27) + 1
         DO 40 J = 1, I
            RUNS(29) = RUNS(29) + 1
            DO 40 K = 1, J
               IF (K .EQ. 3) GOTO 40
   40 LABLD = LABLD + K
      RUNS(33) = RUNS(33) + 1
      DO50I=1,N
         LABLD=LABLD-1
   50 CONTINUE
      RUNS(37) = RUNS(37) + 1
      DO 60 I = 1,
     &          N
         LABLD = LABLD + 3
   60 CONTINUE
      RUNS(42) = RUNS(42) + 1
      DO WHILE (LABLD .GT. 50)
         LABLD = LABLD - 7
      END DO
      RUNS(46) = RUNS(46) + 1
      DO I = 1, N
         LABLD = LABLD + 1
      ENDDO
      END

      INTEGER FUNCTION JUMPS(N)
      INTEGER N, I, J, K
      INTEGER RUNS(400)
      COMMON /CNT/ RUNS
      JUMPS = 0
      K = 0
      RUNS(58) = RUNS(58) + 1
      DO 15 I = 1, N
         RUNS(60) = RUNS(60) + 1
         DO 12 J = 1, N
            K = K + 1
            IF (K .EQ. 7) GOTO 90
            IF (K .EQ. 13) THEN
               GO TO 95
            END IF
            IF (MOD(K, 5) .EQ. 0) GOTO 14
   12    CONTINUE
   14    JUMPS = JUMPS + 1
   15 CONTINUE
   90 JUMPS = JUMPS + 10
   95 JUMPS = JUMPS + K
      RUNS(73) = RUNS(73) + 1
   25 DO 26 I = 1, N
         IF (I .EQ. 2 .AND. K .LT. 40) THEN
            K = K + 20
            RUNS(73) = RUNS(73) + 1
            GOTO 25
         END IF
   26 CONTINUE
      RUNS(81) = RUNS(81) + 1
      DO 28 I = 1, N
         IF (I .EQ. N) RETURN
   28 CONTINUE
      END

      SUBROUTINE INEXCT(N, TOTAL)
      INTEGER N, TOTAL, I, K
      INTEGER RUNS(400)
      COMMON /CNT/ RUNS
      RUNS(91) = RUNS(91) + 1
      DO 5 I = 1, N
         K = MOD(I, 3) + 1
         GO TO (10, 20, 30) K
         TOTAL = TOTAL + 100
    5 CONTINUE
   10 TOTAL = TOTAL + 1
   20 TOTAL = TOTAL + 2
   30 TOTAL = TOTAL + 3
      RUNS(100) = RUNS(100) + 1
      DO 45 I = -1, 1
         IF (I) 40, 50, 40
   40    TOTAL = TOTAL + I
   45 CONTINUE
   50 TOTAL = TOTAL + 5
      END

      SUBROUTINE PARLL(N, TOTAL)
      INTEGER N, TOTAL, I, J
      INTEGER RUNS(400)
      COMMON /CNT/ RUNS
      RUNS(113) = RUNS(113) + 1
C$OMP PARALLEL DO REDUCTION(+:TOTAL)
      DO 10 I = 1, N
         TOTAL = TOTAL + I
   10 CONTINUE
C$OMP END PARALLEL DO
      RUNS(120) = RUNS(120) + 1
C$OMP PARALLEL DO COLLAPSE(2)
C$OMP+REDUCTION(+:TOTAL)
      DO 20 I = 1, N
         DO 20 J = 1, N                                                 no region, noted
            TOTAL = TOTAL + I * J
   20 CONTINUE
      RUNS(125) = RUNS(125) + 1
      DO 30 I = 1, N
C$       IF (I .EQ. 2) GOTO 40
         TOTAL = TOTAL + 1
   30 CONTINUE
   40 TOTAL = TOTAL + 1
      END

      SUBROUTINE MOREF(N, TOTAL)
      INTEGER N, TOTAL, I, J
      INTEGER RUNS(400)
      COMMON /CNT/ RUNS
      RUNS(137) = RUNS(137) + 1
      DO 80 I = 1, N
      RUNS(139) = RUNS(139) + 1
      DO 80 J = 1, N
         TOTAL = TOTAL + 1
   80 IF (I * J .EQ. 6) GOTO 85
   85 TOTAL = TOTAL + 1
      RUNS(144) = RUNS(144) + 1
      DO 90 I = 1, N
      RUNS(146) = RUNS(146) + 1
      DO 90 J = 1, N
C$       IF (I * J .EQ. 8) RETURN
         TOTAL = TOTAL + 2
   90 CONTINUE
      RUNS(151) = RUNS(151) + 1
      DO 95 I = 1, 3
   95 READ (*, *, END=96, ERR=96) J
   96 TOTAL = TOTAL + 1
      END

      PROGRAM LOOPSF
      INTEGER LABLD, JUMPS, TOTAL, N, LINE
      INTEGER RUNS(400)
      COMMON /CNT/ RUNS
      DATA RUNS /400*0/
      N = IARGC() + 4
      TOTAL = 0
      PRINT *, LABLD(N), JUMPS(N), JUMPS(1)
      CALL INEXCT(N, TOTAL)
      CALL PARLL(N, TOTAL)
      CALL MOREF(N, TOTAL)
      PRINT *, TOTAL
      RUNS(169) = RUNS(169) + 1
      DO 10 LINE = 1, 400
         IF (RUNS(LINE) .GT. 0) PRINT '(A, I0, A, I0)', 'line ', LINE,
     &      ': ', RUNS(LINE)
   10 CONTINUE
      END
