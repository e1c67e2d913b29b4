# 1 "corpus/fortran/call_exit.f"
C     srcinst-test: exit=2 abort=yes calls=STEP:3,QUIT:1
C     CALL EXIT(2) FROM A SUBROUTINE (GNU EXTENSION). FORTRAN UNITS ARE
C     FLUSHED BY EXIT, SO ALL OUTPUT WRITTEN SO FAR APPEARS.
      PROGRAM CEXIT
      INTEGER I, ISUM
      write(0,'(1x,a,i0,a)') 'init argc=', command_argument_count() + 1,
     & ' (corpus/fortran/call_exit.f:4)'
      write(0,*) 'enter CEXIT (corpus/fortran/call_exit.f:4)'
# 6 "corpus/fortran/call_exit.f"
      ISUM = 0
      DO 10 I = 1, 5
         CALL STEP(I, ISUM)
   10 CONTINUE
      WRITE (6, *) 'NOT REACHED'
      write(0,*) 'leave CEXIT (corpus/fortran/call_exit.f:11)'
# 11 "corpus/fortran/call_exit.f"
      END
C
      SUBROUTINE STEP(I, ISUM)
      INTEGER I, ISUM
      write(0,*) 'enter STEP (corpus/fortran/call_exit.f:13)'
# 15 "corpus/fortran/call_exit.f"
      ISUM = ISUM + I * I
      WRITE (6, 100) I, ISUM
  100 FORMAT (' STEP', I2, ' SUM', I4)
      IF (ISUM .GT. 10) CALL QUIT(ISUM)
      write(0,*) 'leave STEP (corpus/fortran/call_exit.f:19)'
# 19 "corpus/fortran/call_exit.f"
      RETURN
      END
C
      SUBROUTINE QUIT(ISUM)
      INTEGER ISUM
      write(0,*) 'enter QUIT (corpus/fortran/call_exit.f:22)'
# 24 "corpus/fortran/call_exit.f"
      WRITE (6, 200) ISUM
  200 FORMAT (' QUITTING AT', I4)
      write(0,*) 'abort in QUIT at corpus/fortran/call_exit.f:26'
# 26 "corpus/fortran/call_exit.f"
      CALL EXIT(2)
      END
