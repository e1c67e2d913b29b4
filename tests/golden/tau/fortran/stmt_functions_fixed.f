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
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 11 "corpus/fortran/stmt_functions_fixed.f"
      F(Z) = Z*2.0 + IBASE
      call TAU_PROFILE_TIMER(tau_profiler, 'AFTUSE')
      call TAU_PROFILE_START(tau_profiler)
# 12 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', F(X)
      call TAU_PROFILE_STOP(tau_profiler)
# 13 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTFMT(X)
      REAL X
  100 FORMAT('AFTFMT', F8.2)
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 17 "corpus/fortran/stmt_functions_fixed.f"
      G(Z) = Z*3.0
      call TAU_PROFILE_TIMER(tau_profiler, 'AFTFMT')
      call TAU_PROFILE_START(tau_profiler)
# 18 "corpus/fortran/stmt_functions_fixed.f"
      WRITE (*, 100) G(X)
      call TAU_PROFILE_STOP(tau_profiler)
# 19 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTDAT(X)
      REAL X
      DATA Q /1.5/
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 23 "corpus/fortran/stmt_functions_fixed.f"
      H(Z) = Z*Q
      call TAU_PROFILE_TIMER(tau_profiler, 'AFTDAT')
      call TAU_PROFILE_START(tau_profiler)
# 24 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', H(X)
      call TAU_PROFILE_STOP(tau_profiler)
# 25 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTPAR(X)
      REAL X
      PARAMETER (C = 4.0)
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 29 "corpus/fortran/stmt_functions_fixed.f"
      P(Z) = Z + C
      call TAU_PROFILE_TIMER(tau_profiler, 'AFTPAR')
      call TAU_PROFILE_START(tau_profiler)
# 30 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', P(X)
      call TAU_PROFILE_STOP(tau_profiler)
# 31 "corpus/fortran/stmt_functions_fixed.f"
      END
      PROGRAM SFFIX
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_INIT()
      call TAU_PROFILE_SET_NODE(0)
      call TAU_PROFILE_TIMER(tau_profiler, 'SFFIX')
      call TAU_PROFILE_START(tau_profiler)
# 33 "corpus/fortran/stmt_functions_fixed.f"
      CALL AFTUSE(1.0)
      CALL AFTFMT(2.0)
      CALL AFTDAT(3.0)
      CALL AFTPAR(4.0)
      call TAU_PROFILE_STOP(tau_profiler)
# 37 "corpus/fortran/stmt_functions_fixed.f"
      END
