# 1 "corpus/fortran/include_procedures_fixed.f"
C     srcinst-test: flags=-Iinc abort=no calls=INCPRF:1,OWNF:1,FROMIN:1
C     AN INCLUDE OF A WHOLE PROCEDURE AFTER CONTAINS, IN FIXED FORM.
      MODULE INCPM
      CONTAINS
# 1 "corpus/fortran/inc/procs_fixed.inc"
      SUBROUTINE FROMIN(N)
      INTEGER N
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'INCPM::FROMIN', 1, 'c
     &orpus/fortran/inc/procs_fixed.inc', 1)
# 3 "corpus/fortran/inc/procs_fixed.inc"
      N = N * 2
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 4 "corpus/fortran/inc/procs_fixed.inc"
      END SUBROUTINE
# 6 "corpus/fortran/include_procedures_fixed.f"
      SUBROUTINE OWNF(N)
      INTEGER N
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'INCPM::OWNF', 1, 'cor
     &pus/fortran/include_procedures_fixed.f', 6)
# 8 "corpus/fortran/include_procedures_fixed.f"
      CALL FROMIN(N)
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 9 "corpus/fortran/include_procedures_fixed.f"
      END SUBROUTINE
      END MODULE
      PROGRAM INCPRF
      USE INCPM
      INTEGER N
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'INCPRF', 1, 'corpus/f
     &ortran/include_procedures_fixed.f', 11)
# 14 "corpus/fortran/include_procedures_fixed.f"
      N = 3
      CALL OWNF(N)
      PRINT '(A,I0)', 'N = ', N
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 17 "corpus/fortran/include_procedures_fixed.f"
      END
