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
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'AFTUSE'//char(0
     &)
# 11 "corpus/fortran/stmt_functions_fixed.f"
      F(Z) = Z*2.0 + IBASE
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/stmt_functions_fixed.f'//char(0), 8)
# 12 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', F(X)
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/stmt_functions_fixed.f'//char(0), 13)
# 13 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTFMT(X)
      REAL X
  100 FORMAT('AFTFMT', F8.2)
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'AFTFMT'//char(0
     &)
# 17 "corpus/fortran/stmt_functions_fixed.f"
      G(Z) = Z*3.0
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/stmt_functions_fixed.f'//char(0), 14)
# 18 "corpus/fortran/stmt_functions_fixed.f"
      WRITE (*, 100) G(X)
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/stmt_functions_fixed.f'//char(0), 19)
# 19 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTDAT(X)
      REAL X
      DATA Q /1.5/
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'AFTDAT'//char(0
     &)
# 23 "corpus/fortran/stmt_functions_fixed.f"
      H(Z) = Z*Q
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/stmt_functions_fixed.f'//char(0), 20)
# 24 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', H(X)
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/stmt_functions_fixed.f'//char(0), 25)
# 25 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTPAR(X)
      REAL X
      PARAMETER (C = 4.0)
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'AFTPAR'//char(0
     &)
# 29 "corpus/fortran/stmt_functions_fixed.f"
      P(Z) = Z + C
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/stmt_functions_fixed.f'//char(0), 26)
# 30 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', P(X)
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/stmt_functions_fixed.f'//char(0), 31)
# 31 "corpus/fortran/stmt_functions_fixed.f"
      END
      PROGRAM SFFIX
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'SFFIX'//char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/stmt_functions_fixed.f'//char(0), 32)
# 33 "corpus/fortran/stmt_functions_fixed.f"
      CALL AFTUSE(1.0)
      CALL AFTFMT(2.0)
      CALL AFTDAT(3.0)
      CALL AFTPAR(4.0)
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/stmt_functions_fixed.f'//char(0), 37)
# 37 "corpus/fortran/stmt_functions_fixed.f"
      END
