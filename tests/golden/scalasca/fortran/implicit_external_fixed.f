# 1 "corpus/fortran/implicit_external_fixed.f"
C     srcinst-test: abort=no calls=IEFIX:1,IESUB:2
C     IMPLICIT NONE (EXTERNAL) IN FIXED FORM, UPPER CASE, AND A ROUTINE
C     WHOSE RETURN NEEDS EXIT CODE.
      SUBROUTINE IESUB(N)
      IMPLICITNONE(TYPE,EXTERNAL)
      INTEGER N
      EXTERNAL :: EPIK_User_start, EPIK_User_end
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'IESUB'//char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/implicit_external_fixed.f'//char(0), 4)
# 7 "corpus/fortran/implicit_external_fixed.f"
      IF (N .GT. 5) GO TO 99999
      N = N * 2
99999 CONTINUE
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/implicit_external_fixed.f'//char(0), 9)
# 9 "corpus/fortran/implicit_external_fixed.f"
      END
      PROGRAM IEFIX
      IMPLICIT NONE (EXTERNAL)
      EXTERNAL IESUB
      INTEGER K
      EXTERNAL :: EPIK_User_start, EPIK_User_end
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'IEFIX'//char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/implicit_external_fixed.f'//char(0), 10)
# 14 "corpus/fortran/implicit_external_fixed.f"
      K = 3
      CALL IESUB(K)
      CALL IESUB(K)
      PRINT '(A,I0)', 'K = ', K
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/implicit_external_fixed.f'//char(0), 18)
# 18 "corpus/fortran/implicit_external_fixed.f"
      END
