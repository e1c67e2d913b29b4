# 1 "corpus/fortran/implicit_external_fixed.f"
C     srcinst-test: abort=no calls=IEFIX:1,IESUB:2
C     IMPLICIT NONE (EXTERNAL) IN FIXED FORM, UPPER CASE, AND A ROUTINE
C     WHOSE RETURN NEEDS EXIT CODE.
      SUBROUTINE IESUB(N)
      IMPLICITNONE(TYPE,EXTERNAL)
      INTEGER N
      write(0,*) 'enter IESUB (corpus/fortran/implicit_external_fixed.f:
     &4)'
# 7 "corpus/fortran/implicit_external_fixed.f"
      IF (N .GT. 5) THEN
        write(0,*) 'leave IESUB (corpus/fortran/implicit_external_fixed.
     &f:7)'
# 7 "corpus/fortran/implicit_external_fixed.f"
        RETURN
      END IF
# 8 "corpus/fortran/implicit_external_fixed.f"
      N = N * 2
      write(0,*) 'leave IESUB (corpus/fortran/implicit_external_fixed.f:
     &9)'
# 9 "corpus/fortran/implicit_external_fixed.f"
      END
      PROGRAM IEFIX
      IMPLICIT NONE (EXTERNAL)
      EXTERNAL IESUB
      INTEGER K
      write(0,'(1x,a,i0,a)') 'init argc=', command_argument_count() + 1,
     & ' (corpus/fortran/implicit_external_fixed.f:10)'
      write(0,*) 'enter IEFIX (corpus/fortran/implicit_external_fixed.f:
     &10)'
# 14 "corpus/fortran/implicit_external_fixed.f"
      K = 3
      CALL IESUB(K)
      CALL IESUB(K)
      PRINT '(A,I0)', 'K = ', K
      write(0,*) 'leave IEFIX (corpus/fortran/implicit_external_fixed.f:
     &18)'
# 18 "corpus/fortran/implicit_external_fixed.f"
      END
