C     srcinst-test: flags=-Iinc,-std=legacy abort=no calls=SFLBL:1,GOBACK:1,CGOTO:1,AIF:1,RDEND:1,MODARR:1,REALSF:1
C     AN ASSIGNMENT TO AN ARRAY ELEMENT FROM AN INCLUDE OR A USE WITHOUT
C     ONLY LOOKS LIKE A STATEMENT FUNCTION; WHEN A LATER STATEMENT BRANCHES
C     TO ITS LABEL IT IS NONE, AND ENTRY CODE GOES BEFORE IT (AFTER IT, IT
C     RAN AGAIN AT EACH JUMP). A LABELLED STATEMENT FUNCTION STAYS ONE.
      MODULE SFMOD
      INTEGER MARR(5)
      END MODULE
      SUBROUTINE GOBACK(I)
      INCLUDE 'sf_common.inc'
      INTEGER I
   10 ICNT(I) = ICNT(I) + 1
      IF (ICNT(I) .LT. 3) GOTO 10
      END
      SUBROUTINE CGOTO(I)
      INCLUDE 'sf_common.inc'
      INTEGER I, J
   20 ICNT(I) = ICNT(I) + 1
      J = 2
      GO TO (21, 20) J - ICNT(I) / 4
   21 CONTINUE
      END
      SUBROUTINE AIF(I)
      INCLUDE 'sf_common.inc'
      INTEGER I
   30 ICNT(I) = ICNT(I) + 1
      IF (ICNT(I) - 6) 30, 31, 31
   31 CONTINUE
      END
      SUBROUTINE RDEND(I)
      INCLUDE 'sf_common.inc'
      INTEGER I, N
      CHARACTER*8 LINE
   50 ICNT(I) = ICNT(I) + 1
      LINE = ' '
      IF (ICNT(I) .GE. 2) LINE = '7'
      READ (LINE, '(I8)', ERR=50, END=50) N
      IF (N .EQ. 0) GOTO 50
      END
      SUBROUTINE MODARR(I)
      USE SFMOD
      INTEGER I
   60 MARR(I) = MARR(I) + 1
      IF (MARR(I) .LT. 4) GOTO 60
      END
      SUBROUTINE REALSF(X)
      REAL X, Y
   70 TWICE(Y) = Y * 2.0
      X = TWICE(X)
      END
      PROGRAM SFLBL
      USE SFMOD
      INCLUDE 'sf_common.inc'
      REAL X
      DATA ICNT /5*0/
      MARR = 0
      CALL GOBACK(1)
      CALL CGOTO(2)
      CALL AIF(3)
      CALL RDEND(5)
      CALL MODARR(1)
      X = 1.5
      CALL REALSF(X)
      PRINT '(5I4)', ICNT
      PRINT '(5I4)', MARR
      PRINT '(F6.2)', X
      END
