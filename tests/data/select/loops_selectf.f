      PROGRAM MAIN
      IMPLICIT NONE
      INTEGER I, J, K, S, WORK
      EXTERNAL WORK
      S = 0
      DO 50 K = 1, 5
         DO 10 I = 1, 3
            S = S + I
   10    CONTINUE
         DO 30 I = 1, 10
            DO 20 J = 1, K
               S = S + WORK(J)
   20       CONTINUE
            DO 25 J = 1, K
               S = S - 1
   25       CONTINUE
   30    CONTINUE
         DO WHILE (S .GT. 50)
            S = S - 7
         END DO
   50 CONTINUE
      PRINT *, S
      END
      INTEGER FUNCTION WORK(X)
      INTEGER X
      WORK = MOD(X, 7)
      END
