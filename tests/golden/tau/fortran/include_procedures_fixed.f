# 1 "corpus/fortran/include_procedures_fixed.f"
C     srcinst-test: flags=-Iinc abort=no calls=INCPRF:1,OWNF:1,FROMIN:1
C     AN INCLUDE OF A WHOLE PROCEDURE AFTER CONTAINS, IN FIXED FORM.
      MODULE INCPM
      CONTAINS
# 1 "corpus/fortran/inc/procs_fixed.inc"
      SUBROUTINE FROMIN(N)
      INTEGER N
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'INCPM::FROMIN')
      call TAU_PROFILE_START(tau_profiler)
# 3 "corpus/fortran/inc/procs_fixed.inc"
      N = N * 2
      call TAU_PROFILE_STOP(tau_profiler)
# 4 "corpus/fortran/inc/procs_fixed.inc"
      END SUBROUTINE
# 6 "corpus/fortran/include_procedures_fixed.f"
      SUBROUTINE OWNF(N)
      INTEGER N
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'INCPM::OWNF')
      call TAU_PROFILE_START(tau_profiler)
# 8 "corpus/fortran/include_procedures_fixed.f"
      CALL FROMIN(N)
      call TAU_PROFILE_STOP(tau_profiler)
# 9 "corpus/fortran/include_procedures_fixed.f"
      END SUBROUTINE
      END MODULE
      PROGRAM INCPRF
      USE INCPM
      INTEGER N
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_INIT()
      call TAU_PROFILE_SET_NODE(0)
      call TAU_PROFILE_TIMER(tau_profiler, 'INCPRF')
      call TAU_PROFILE_START(tau_profiler)
# 14 "corpus/fortran/include_procedures_fixed.f"
      N = 3
      CALL OWNF(N)
      PRINT '(A,I0)', 'N = ', N
      call TAU_PROFILE_STOP(tau_profiler)
# 17 "corpus/fortran/include_procedures_fixed.f"
      END
