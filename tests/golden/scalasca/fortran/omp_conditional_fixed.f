# 1 "corpus/fortran/omp_conditional_fixed.f"
C     srcinst-test: flags=-fopenmp abort=no calls=OMPFIX:1,FIRST:1,GUARD:3
C     OPENMP CONDITIONAL LINES IN FIXED FORM: C$, *$ AND !$ SENTINELS IN
C     COLUMN 1, A CONTINUED CONDITIONAL LINE, A RETURN ON ONE.
      SUBROUTINE FIRST(ITOTAL)
C$    USE OMP_LIB
      INTEGER ITOTAL
*$    INTEGER NTHR
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'FIRST'//char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/omp_conditional_fixed.f'//char(0), 4)
# 8 "corpus/fortran/omp_conditional_fixed.f"
!$    NTHR = OMP_GET_MAX_THREADS()
      ITOTAL = 1
C$    ITOTAL = ITOTAL
C$   &         + 0 * NTHR
      PRINT '(A,I0)', 'FIRST ', ITOTAL
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/omp_conditional_fixed.f'//char(0), 13)
# 13 "corpus/fortran/omp_conditional_fixed.f"
      END
      SUBROUTINE GUARD(K, IR)
      INTEGER K, IR
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'GUARD'//char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/omp_conditional_fixed.f'//char(0), 14)
# 16 "corpus/fortran/omp_conditional_fixed.f"
      IR = K
C$    IF (K .GT. 1) THEN
C$      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus
C$   &/fortran/omp_conditional_fixed.f'//char(0), 20)
# 18 "corpus/fortran/omp_conditional_fixed.f"
C$      RETURN
C$    END IF
# 19 "corpus/fortran/omp_conditional_fixed.f"
      IR = IR + 10
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/omp_conditional_fixed.f'//char(0), 20)
# 20 "corpus/fortran/omp_conditional_fixed.f"
      END
      PROGRAM OMPFIX
      INTEGER IT, IR, K
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'OMPFIX'//char(0
     &)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/omp_conditional_fixed.f'//char(0), 21)
# 23 "corpus/fortran/omp_conditional_fixed.f"
      CALL FIRST(IT)
      DO 10 K = 0, 2
        CALL GUARD(K, IR)
        PRINT '(A,I0,A,I0)', 'GUARD ', K, ' -> ', IR
   10 CONTINUE
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/omp_conditional_fixed.f'//char(0), 28)
# 28 "corpus/fortran/omp_conditional_fixed.f"
      END
