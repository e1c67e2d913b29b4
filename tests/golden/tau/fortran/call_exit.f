# 1 "corpus/fortran/call_exit.f"
C     srcinst-test: exit=2 abort=yes calls=STEP:3,QUIT:1
C     CALL EXIT(2) FROM A SUBROUTINE (GNU EXTENSION). FORTRAN UNITS ARE
C     FLUSHED BY EXIT, SO ALL OUTPUT WRITTEN SO FAR APPEARS.
      PROGRAM CEXIT
      INTEGER I, ISUM
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_INIT()
      call TAU_PROFILE_SET_NODE(0)
      call TAU_PROFILE_TIMER(tau_profiler, 'CEXIT')
      call TAU_PROFILE_START(tau_profiler)
# 6 "corpus/fortran/call_exit.f"
      ISUM = 0
      DO 10 I = 1, 5
         CALL STEP(I, ISUM)
   10 CONTINUE
      WRITE (6, *) 'NOT REACHED'
      call TAU_PROFILE_STOP(tau_profiler)
# 11 "corpus/fortran/call_exit.f"
      END
C
      SUBROUTINE STEP(I, ISUM)
      INTEGER I, ISUM
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'STEP')
      call TAU_PROFILE_START(tau_profiler)
# 15 "corpus/fortran/call_exit.f"
      ISUM = ISUM + I * I
      WRITE (6, 100) I, ISUM
  100 FORMAT (' STEP', I2, ' SUM', I4)
      IF (ISUM .GT. 10) CALL QUIT(ISUM)
      call TAU_PROFILE_STOP(tau_profiler)
# 19 "corpus/fortran/call_exit.f"
      RETURN
      END
C
      SUBROUTINE QUIT(ISUM)
      INTEGER ISUM
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'QUIT')
      call TAU_PROFILE_START(tau_profiler)
# 24 "corpus/fortran/call_exit.f"
      WRITE (6, 200) ISUM
  200 FORMAT (' QUITTING AT', I4)
      call TAU_PROFILE_EXIT('exit')
# 26 "corpus/fortran/call_exit.f"
      CALL EXIT(2)
      END
