# 1 "corpus/fortran/include_stmts_fixed.f"
C     srcinst-test: flags=-Iinc abort=no calls=INCFIX:1,INCSUB:1
C     AN INCLUDE OF EXECUTABLE STATEMENTS IN FIXED FORM, UPPER CASE.
      SUBROUTINE INCSUB(N)
      INTEGER N
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'INCSUB'//char(0
     &)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/include_stmts_fixed.f'//char(0), 3)
# 5 "corpus/fortran/include_stmts_fixed.f"
      INCLUDE 'include_fixed.inc'
      PRINT '(A,I0)', 'INCSUB ', N
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/include_stmts_fixed.f'//char(0), 7)
# 7 "corpus/fortran/include_stmts_fixed.f"
      END
      PROGRAM INCFIX
      INTEGER K
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'INCFIX'//char(0
     &)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/include_stmts_fixed.f'//char(0), 8)
# 10 "corpus/fortran/include_stmts_fixed.f"
      K = 2
      CALL INCSUB(K)
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/include_stmts_fixed.f'//char(0), 12)
# 12 "corpus/fortran/include_stmts_fixed.f"
      END
