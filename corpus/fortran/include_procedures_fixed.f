C     srcinst-test: flags=-Iinc abort=no calls=INCPRF:1,OWNF:1,FROMIN:1
C     AN INCLUDE OF A WHOLE PROCEDURE AFTER CONTAINS, IN FIXED FORM.
      MODULE INCPM
      CONTAINS
      INCLUDE 'procs_fixed.inc'
      SUBROUTINE OWNF(N)
      INTEGER N
      CALL FROMIN(N)
      END SUBROUTINE
      END MODULE
      PROGRAM INCPRF
      USE INCPM
      INTEGER N
      N = 3
      CALL OWNF(N)
      PRINT '(A,I0)', 'N = ', N
      END
