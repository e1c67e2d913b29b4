# 1 "corpus/fortran/stmt_functions_fixed.f"
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
      write(0,*) 'enter AFTUSE (corpus/fortran/stmt_functions_fixed.f:8)
     &'
# 12 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', F(X)
      write(0,*) 'leave AFTUSE (corpus/fortran/stmt_functions_fixed.f:13
     &)'
# 13 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTFMT(X)
      REAL X
  100 FORMAT('AFTFMT', F8.2)
      G(Z) = Z*3.0
      write(0,*) 'enter AFTFMT (corpus/fortran/stmt_functions_fixed.f:14
     &)'
# 18 "corpus/fortran/stmt_functions_fixed.f"
      WRITE (*, 100) G(X)
      write(0,*) 'leave AFTFMT (corpus/fortran/stmt_functions_fixed.f:19
     &)'
# 19 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTDAT(X)
      REAL X
      DATA Q /1.5/
      H(Z) = Z*Q
      write(0,*) 'enter AFTDAT (corpus/fortran/stmt_functions_fixed.f:20
     &)'
# 24 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', H(X)
      write(0,*) 'leave AFTDAT (corpus/fortran/stmt_functions_fixed.f:25
     &)'
# 25 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTPAR(X)
      REAL X
      PARAMETER (C = 4.0)
      P(Z) = Z + C
      write(0,*) 'enter AFTPAR (corpus/fortran/stmt_functions_fixed.f:26
     &)'
# 30 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', P(X)
      write(0,*) 'leave AFTPAR (corpus/fortran/stmt_functions_fixed.f:31
     &)'
# 31 "corpus/fortran/stmt_functions_fixed.f"
      END
      PROGRAM SFFIX
      write(0,'(1x,a,i0,a)') 'init argc=', command_argument_count() + 1,
     & ' (corpus/fortran/stmt_functions_fixed.f:32)'
      write(0,*) 'enter SFFIX (corpus/fortran/stmt_functions_fixed.f:32)
     &'
# 33 "corpus/fortran/stmt_functions_fixed.f"
      CALL AFTUSE(1.0)
      CALL AFTFMT(2.0)
      CALL AFTDAT(3.0)
      CALL AFTPAR(4.0)
      write(0,*) 'leave SFFIX (corpus/fortran/stmt_functions_fixed.f:37)
     &'
# 37 "corpus/fortran/stmt_functions_fixed.f"
      END
