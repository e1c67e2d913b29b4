# 1 "corpus/fortran/implicit_external_fixed.f"
C     srcinst-test: abort=no calls=IEFIX:1,IESUB:2
C     IMPLICIT NONE (EXTERNAL) IN FIXED FORM, UPPER CASE, AND A ROUTINE
C     WHOSE RETURN NEEDS EXIT CODE.
      SUBROUTINE IESUB(N)
      IMPLICITNONE(TYPE,EXTERNAL)
      INTEGER N
      EXTERNAL :: SCOREP_F_Begin, SCOREP_F_RegionEnd
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'IESUB', 1, 'corpus/fo
     &rtran/implicit_external_fixed.f', 4)
# 7 "corpus/fortran/implicit_external_fixed.f"
      IF (N .GT. 5) GO TO 99999
      N = N * 2
99999 CONTINUE
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 9 "corpus/fortran/implicit_external_fixed.f"
      END
      PROGRAM IEFIX
      IMPLICIT NONE (EXTERNAL)
      EXTERNAL IESUB
      INTEGER K
      EXTERNAL :: SCOREP_F_Begin, SCOREP_F_RegionEnd
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'IEFIX', 1, 'corpus/fo
     &rtran/implicit_external_fixed.f', 10)
# 14 "corpus/fortran/implicit_external_fixed.f"
      K = 3
      CALL IESUB(K)
      CALL IESUB(K)
      PRINT '(A,I0)', 'K = ', K
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 18 "corpus/fortran/implicit_external_fixed.f"
      END
