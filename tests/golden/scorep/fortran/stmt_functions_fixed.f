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
      integer*8, save :: scorep_pdt_func_handle = -1
# 11 "corpus/fortran/stmt_functions_fixed.f"
      F(Z) = Z*2.0 + IBASE
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'AFTUSE', 1, 'corpus/f
     &ortran/stmt_functions_fixed.f', 8)
# 12 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', F(X)
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 13 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTFMT(X)
      REAL X
  100 FORMAT('AFTFMT', F8.2)
      integer*8, save :: scorep_pdt_func_handle = -1
# 17 "corpus/fortran/stmt_functions_fixed.f"
      G(Z) = Z*3.0
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'AFTFMT', 1, 'corpus/f
     &ortran/stmt_functions_fixed.f', 14)
# 18 "corpus/fortran/stmt_functions_fixed.f"
      WRITE (*, 100) G(X)
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 19 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTDAT(X)
      REAL X
      DATA Q /1.5/
      integer*8, save :: scorep_pdt_func_handle = -1
# 23 "corpus/fortran/stmt_functions_fixed.f"
      H(Z) = Z*Q
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'AFTDAT', 1, 'corpus/f
     &ortran/stmt_functions_fixed.f', 20)
# 24 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', H(X)
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 25 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTPAR(X)
      REAL X
      PARAMETER (C = 4.0)
      integer*8, save :: scorep_pdt_func_handle = -1
# 29 "corpus/fortran/stmt_functions_fixed.f"
      P(Z) = Z + C
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'AFTPAR', 1, 'corpus/f
     &ortran/stmt_functions_fixed.f', 26)
# 30 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', P(X)
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 31 "corpus/fortran/stmt_functions_fixed.f"
      END
      PROGRAM SFFIX
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'SFFIX', 1, 'corpus/fo
     &rtran/stmt_functions_fixed.f', 32)
# 33 "corpus/fortran/stmt_functions_fixed.f"
      CALL AFTUSE(1.0)
      CALL AFTFMT(2.0)
      CALL AFTDAT(3.0)
      CALL AFTPAR(4.0)
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 37 "corpus/fortran/stmt_functions_fixed.f"
      END
