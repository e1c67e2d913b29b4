# 1 "corpus/fortran/call_exit.f"
C     srcinst-test: exit=2 abort=yes calls=STEP:3,QUIT:1
C     CALL EXIT(2) FROM A SUBROUTINE (GNU EXTENSION). FORTRAN UNITS ARE
C     FLUSHED BY EXIT, SO ALL OUTPUT WRITTEN SO FAR APPEARS.
      PROGRAM CEXIT
      INTEGER I, ISUM
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter_at('CEXIT corpus/fortran/call_exit.f:4'
     &)
# 6 "corpus/fortran/call_exit.f"
      ISUM = 0
      DO 10 I = 1, 5
         CALL STEP(I, ISUM)
   10 CONTINUE
      WRITE (6, *) 'NOT REACHED'
      call srcinst_trace_f_exit_at('CEXIT corpus/fortran/call_exit.f:4')
# 11 "corpus/fortran/call_exit.f"
      END
C
      SUBROUTINE STEP(I, ISUM)
      INTEGER I, ISUM
      call srcinst_trace_f_enter_at('STEP corpus/fortran/call_exit.f:13'
     &)
# 15 "corpus/fortran/call_exit.f"
      ISUM = ISUM + I * I
      WRITE (6, 100) I, ISUM
  100 FORMAT (' STEP', I2, ' SUM', I4)
      IF (ISUM .GT. 10) CALL QUIT(ISUM)
      call srcinst_trace_f_exit_at('STEP corpus/fortran/call_exit.f:13')
# 19 "corpus/fortran/call_exit.f"
      RETURN
      END
C
      SUBROUTINE QUIT(ISUM)
      INTEGER ISUM
      call srcinst_trace_f_enter_at('QUIT corpus/fortran/call_exit.f:22'
     &)
# 24 "corpus/fortran/call_exit.f"
      WRITE (6, 200) ISUM
  200 FORMAT (' QUITTING AT', I4)
      call srcinst_trace_f_abort_at('QUIT corpus/fortran/call_exit.f:26'
     &)
# 26 "corpus/fortran/call_exit.f"
      CALL EXIT(2)
      END
