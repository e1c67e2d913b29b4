# 1 "corpus/fortran/implicit_main.f"
C     srcinst-test: abort=no calls=SHOWIT:4,NEXTV:3
C     A MAIN PROGRAM WITHOUT A PROGRAM STATEMENT: THE FIRST LINES ARE
C     SPECIFICATION AND EXECUTABLE STATEMENTS, CLOSED BY A BARE END.
      INTEGER I, K, NEXTV
      CHARACTER*6 WORD
      DATA WORD /'ALPHA '/
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_INIT()
      call TAU_PROFILE_SET_NODE(0)
      call TAU_PROFILE_TIMER(tau_profiler, 'main')
      call TAU_PROFILE_START(tau_profiler)
# 7 "corpus/fortran/implicit_main.f"
      K = 1
      DO 10 I = 1, 3
         K = NEXTV(K)
         CALL SHOWIT(I, K, WORD)
   10 CONTINUE
      WORD = 'OMEGA '
      CALL SHOWIT(0, K, WORD)
      call TAU_PROFILE_STOP(tau_profiler)
# 14 "corpus/fortran/implicit_main.f"
      END
C
      SUBROUTINE SHOWIT(I, K, WORD)
      INTEGER I, K
      CHARACTER*(*) WORD
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'SHOWIT')
      call TAU_PROFILE_START(tau_profiler)
# 19 "corpus/fortran/implicit_main.f"
      WRITE (6, 100) I, K, WORD
  100 FORMAT (' STEP', I2, ' VALUE', I5, ' WORD ', A)
      IF (I .EQ. 0) GO TO 99999
      WRITE (6, 110) WORD(1:I)
  110 FORMAT ('   PREFIX ', A)
99999 CONTINUE
      call TAU_PROFILE_STOP(tau_profiler)
# 24 "corpus/fortran/implicit_main.f"
      END
C
      INTEGER FUNCTION NEXTV(K)
      INTEGER K
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'NEXTV')
      call TAU_PROFILE_START(tau_profiler)
# 28 "corpus/fortran/implicit_main.f"
      NEXTV = 3 * K + 1
      call TAU_PROFILE_STOP(tau_profiler)
# 29 "corpus/fortran/implicit_main.f"
      END
