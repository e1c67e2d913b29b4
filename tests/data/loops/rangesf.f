C     Fixed form: ranges marked as timers and phases, left every way.
C     CALL TALLY(K) counts one execution of range K; the program prints
C     the counts (NAMES holds the ranges' names), for a test to compare
C     with the regions' events.
      PROGRAM RANGESF
      INTEGER COUNTS(8), I, S, F1, F2, F3
      CHARACTER*8 NAMES(8)
      COMMON /TALLYC/ COUNTS
      DATA NAMES /'fixed', 'inloop', 'fpomp', 'arith', 4*' '/
      DO 5 I = 1, 8
         COUNTS(I) = 0
    5 CONTINUE
      S = 0
C srcinst begin timer "fixed"
      CALL TALLY(1)
      DO 10 I = 1, 3
      S = S + F1(I)
   10 CONTINUE
C srcinst end timer "fixed"
      S = S + F2(4) + F2(1) + F3(-1) + F3(0) + F3(2)
      PRINT *, S
      DO 20 I = 1, 8
         IF (COUNTS(I) .GT. 0) PRINT '(A,A,I0)', TRIM(NAMES(I)), ': ',
     &      COUNTS(I)
   20 CONTINUE
      END

      SUBROUTINE TALLY(K)
      INTEGER K, COUNTS(8)
      COMMON /TALLYC/ COUNTS
      COUNTS(K) = COUNTS(K) + 1
      END

      INTEGER FUNCTION F1(N)
      INTEGER N, I, J
      F1 = 0
      DO 30 I = 1, N
      DO 30 J = 1, N
* srcinst begin phase "inloop"
         CALL TALLY(2)
         IF (I .EQ. J) GOTO 30
         IF (J .GT. 2) GOTO 40
         F1 = F1 + J
* srcinst end phase "inloop"
   30 CONTINUE
   40 RETURN
      END

      INTEGER FUNCTION F2(N)
      INTEGER N, K
      F2 = 0
c$pomp inst begin(fpomp)
      CALL TALLY(3)
      DO 50 K = 1, N
         IF (K .EQ. 3) RETURN
         F2 = F2 + K
   50 CONTINUE
*$pomp inst end(fpomp)
      F2 = -F2
      END

      INTEGER FUNCTION F3(N)
      INTEGER N
      F3 = 0
! srcinst begin timer "arith"
      CALL TALLY(4)
      IF (N) 60, 70, 80
   70 F3 = 7
! srcinst end timer "arith"
      RETURN
   60 F3 = -1
      RETURN
   80 F3 = 1
      END
