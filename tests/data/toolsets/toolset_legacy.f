C     Fixed-form program for test_toolset_specs_fortran.py, in
C     FORTRAN 77 style: implicit typing, a subroutine and two functions,
C     one-line IF (...) RETURN, a labeled RETURN reached by GOTO, a DO
C     loop ending in a labeled CONTINUE, FORMAT statements.
      PROGRAM LEGACY
      INTEGER N, ISUM
      EXTERNAL ISUM
      N = 4
      CALL SHOW(N)
      CALL SHOW(-1)
      WRITE(*,100) ISUM(N)
  100 FORMAT('ISUM = ', I4)
      X = HALF(7.0)
      WRITE(*,110) X, HALF(-2.0)
  110 FORMAT('HALF = ', F6.2, 1X, F6.2)
      END

      SUBROUTINE SHOW(N)
      INTEGER N
      IF (N .LT. 0) RETURN
      WRITE(*,200) N
  200 FORMAT('SHOW ', I3)
      RETURN
      END

      INTEGER FUNCTION ISUM(N)
      INTEGER N, I
      ISUM = 0
      DO 10 I = 1, N
         IF (I .EQ. 3) GOTO 10
         ISUM = ISUM + I
   10 CONTINUE
      IF (ISUM .GT. 100) RETURN
      ISUM = ISUM + 1
      END

      REAL FUNCTION HALF(Y)
      HALF = Y / 2.0
      IF (HALF .GT. 0.0) GOTO 20
      HALF = 0.0
   20 RETURN
      END
