# 1 "corpus/fortran/include_procedures_fixed.f"
C     srcinst-test: flags=-Iinc abort=no calls=INCPRF:1,OWNF:1,FROMIN:1
C     AN INCLUDE OF A WHOLE PROCEDURE AFTER CONTAINS, IN FIXED FORM.
      MODULE INCPM
      CONTAINS
# 1 "corpus/fortran/inc/procs_fixed.inc"
      SUBROUTINE FROMIN(N)
      INTEGER N
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'INCPM::FROMIN'/
     &/char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/inc/procs_fixed.inc'//char(0), 1)
# 3 "corpus/fortran/inc/procs_fixed.inc"
      N = N * 2
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/inc/procs_fixed.inc'//char(0), 4)
# 4 "corpus/fortran/inc/procs_fixed.inc"
      END SUBROUTINE
# 6 "corpus/fortran/include_procedures_fixed.f"
      SUBROUTINE OWNF(N)
      INTEGER N
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'INCPM::OWNF'//c
     &har(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/include_procedures_fixed.f'//char(0), 6)
# 8 "corpus/fortran/include_procedures_fixed.f"
      CALL FROMIN(N)
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/include_procedures_fixed.f'//char(0), 9)
# 9 "corpus/fortran/include_procedures_fixed.f"
      END SUBROUTINE
      END MODULE
      PROGRAM INCPRF
      USE INCPM
      INTEGER N
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'INCPRF'//char(0
     &)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/include_procedures_fixed.f'//char(0), 11)
# 14 "corpus/fortran/include_procedures_fixed.f"
      N = 3
      CALL OWNF(N)
      PRINT '(A,I0)', 'N = ', N
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/include_procedures_fixed.f'//char(0), 17)
# 17 "corpus/fortran/include_procedures_fixed.f"
      END
