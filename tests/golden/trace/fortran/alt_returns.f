# 1 "corpus/fortran/alt_returns.f"
C     srcinst-test: abort=no calls=SELECT3:5,ROUTE:4,TALLY:3
C     ALTERNATE RETURNS: RETURN 1, RETURN 2, PLAIN RETURN, A LABELED
C     ALTERNATE RETURN, AN IF (...) RETURN 2 AND A COMPUTED RETURN I.
      PROGRAM ALTRET
      INTEGER K, NA, NB, NC, I
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter_at('ALTRET corpus/fortran/alt_returns.f
     &:4')
# 6 "corpus/fortran/alt_returns.f"
      NA = 0; NB = 0; NC = 0
      DO 300 K = 1, 5
         CALL SELECT3(K, *100, *200)
         NC = NC + 1
         WRITE (6, 900) K, 'NORMAL'
         GOTO 300
  100    NA = NA + 1
         WRITE (6, 900) K, 'ALT1'
         GOTO 300
  200    NB = NB + 1
         WRITE (6, 900) K, 'ALT2'
  300 CONTINUE
      WRITE (6, 910) NA, NB, NC
C     RETURN WITH AN EXPRESSION; OUT OF RANGE MEANS A NORMAL RETURN
      DO 400 I = 0, 3
         CALL ROUTE(I, *410, *420, *430)
         WRITE (6, 920) I, 'FELL THROUGH'
         GOTO 400
  410    WRITE (6, 920) I, 'LABEL 410'
         GOTO 400
  420    WRITE (6, 920) I, 'LABEL 420'
         GOTO 400
  430    CALL TALLY(I, *400)
         WRITE (6, 920) I, 'AFTER TALLY'
  400 CONTINUE
      CALL TALLY(0, *500)
      CALL TALLY(7, *500)
      WRITE (6, 920) 7, 'NOT REACHED'
  500 WRITE (6, 920) 0, 'DONE'
  900 FORMAT (' K=', I2, 1X, A)
  910 FORMAT (' ALT1=', I2, ' ALT2=', I2, ' NORMAL=', I2)
  920 FORMAT (' I=', I2, 1X, A)
      call srcinst_trace_f_exit_at('ALTRET corpus/fortran/alt_returns.f:
     &4')
# 38 "corpus/fortran/alt_returns.f"
      END
C
      SUBROUTINE SELECT3(K, *, *)
      INTEGER K
      call srcinst_trace_f_enter_at('SELECT3 corpus/fortran/alt_returns.
     &f:40')
# 42 "corpus/fortran/alt_returns.f"
      IF (K .EQ. 3) THEN
        call srcinst_trace_f_exit_at('SELECT3 corpus/fortran/alt_returns
     &.f:40')
# 42 "corpus/fortran/alt_returns.f"
        RETURN 2
      END IF
# 43 "corpus/fortran/alt_returns.f"
      IF (K .EQ. 1) GOTO 10
      IF (K .EQ. 4) GOTO 20
      IF (MOD(K, 2) .EQ. 0) THEN
        call srcinst_trace_f_exit_at('SELECT3 corpus/fortran/alt_returns
     &.f:40')
# 45 "corpus/fortran/alt_returns.f"
        RETURN 1
      END IF
      call srcinst_trace_f_exit_at('SELECT3 corpus/fortran/alt_returns.f
     &:40')
# 46 "corpus/fortran/alt_returns.f"
      RETURN
   10 CONTINUE
      call srcinst_trace_f_exit_at('SELECT3 corpus/fortran/alt_returns.f
     &:40')
# 47 "corpus/fortran/alt_returns.f"
      RETURN 1
   20 CONTINUE
      call srcinst_trace_f_exit_at('SELECT3 corpus/fortran/alt_returns.f
     &:40')
# 48 "corpus/fortran/alt_returns.f"
      RETURN 2
      END
C
      SUBROUTINE ROUTE(I, *, *, *)
      INTEGER I, J
      call srcinst_trace_f_enter_at('ROUTE corpus/fortran/alt_returns.f:
     &51')
# 53 "corpus/fortran/alt_returns.f"
      J = I
      IF (I .EQ. 0) J = 5
      call srcinst_trace_f_exit_at('ROUTE corpus/fortran/alt_returns.f:5
     &1')
# 55 "corpus/fortran/alt_returns.f"
      RETURN J
      END
C
      SUBROUTINE TALLY(I, *)
      INTEGER I, ISUM
      SAVE ISUM
      DATA ISUM /0/
      call srcinst_trace_f_enter_at('TALLY corpus/fortran/alt_returns.f:
     &58')
# 62 "corpus/fortran/alt_returns.f"
      ISUM = ISUM + I
      WRITE (6, 930) ISUM
  930 FORMAT (' TALLY SUM=', I3)
      IF (I .GT. 5) THEN
        call srcinst_trace_f_exit_at('TALLY corpus/fortran/alt_returns.f
     &:58')
# 65 "corpus/fortran/alt_returns.f"
        RETURN 1
      END IF
      call srcinst_trace_f_exit_at('TALLY corpus/fortran/alt_returns.f:5
     &8')
# 66 "corpus/fortran/alt_returns.f"
      END
