# 1 "corpus/fortran/include_stmts_fixed.f"
C     srcinst-test: flags=-Iinc abort=no calls=INCFIX:1,INCSUB:1
C     AN INCLUDE OF EXECUTABLE STATEMENTS IN FIXED FORM, UPPER CASE.
      SUBROUTINE INCSUB(N)
      INTEGER N
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'INCSUB')
      call TAU_PROFILE_START(tau_profiler)
# 5 "corpus/fortran/include_stmts_fixed.f"
      INCLUDE 'include_fixed.inc'
      PRINT '(A,I0)', 'INCSUB ', N
      call TAU_PROFILE_STOP(tau_profiler)
# 7 "corpus/fortran/include_stmts_fixed.f"
      END
      PROGRAM INCFIX
      INTEGER K
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_INIT()
      call TAU_PROFILE_SET_NODE(0)
      call TAU_PROFILE_TIMER(tau_profiler, 'INCFIX')
      call TAU_PROFILE_START(tau_profiler)
# 10 "corpus/fortran/include_stmts_fixed.f"
      K = 2
      CALL INCSUB(K)
      call TAU_PROFILE_STOP(tau_profiler)
# 12 "corpus/fortran/include_stmts_fixed.f"
      END
