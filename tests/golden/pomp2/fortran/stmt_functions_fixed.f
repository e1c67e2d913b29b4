C     srcinst-test: abort=no calls=AFTUSE:1,AFTFMT:1,AFTDAT:1,AFTPAR:1
C     STATEMENT FUNCTIONS AFTER USE, FORMAT, DATA AND PARAMETER IN FIXED
C     FORM: ENTRY CODE GOES AFTER THEM.
      MODULE SFFMOD
      INTEGER IBASE
      PARAMETER (IBASE = 10)
      END MODULE
      SUBROUTINE AFTUSE(X)
      USE SFFMOD
      REAL X
      F(Z) = Z*2.0 + IBASE
      PRINT '(F8.2)', F(X)
      END
      SUBROUTINE AFTFMT(X)
      REAL X
  100 FORMAT('AFTFMT', F8.2)
      G(Z) = Z*3.0
      WRITE (*, 100) G(X)
      END
      SUBROUTINE AFTDAT(X)
      REAL X
      DATA Q /1.5/
      H(Z) = Z*Q
      PRINT '(F8.2)', H(X)
      END
      SUBROUTINE AFTPAR(X)
      REAL X
      PARAMETER (C = 4.0)
      P(Z) = Z + C
      PRINT '(F8.2)', P(X)
      END
      PROGRAM SFFIX
      CALL AFTUSE(1.0)
      CALL AFTFMT(2.0)
      CALL AFTDAT(3.0)
      CALL AFTPAR(4.0)
      END
