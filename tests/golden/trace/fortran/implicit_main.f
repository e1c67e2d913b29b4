# 1 "corpus/fortran/implicit_main.f"
C     srcinst-test: abort=no calls=SHOWIT:4,NEXTV:3
C     A MAIN PROGRAM WITHOUT A PROGRAM STATEMENT: THE FIRST LINES ARE
C     SPECIFICATION AND EXECUTABLE STATEMENTS, CLOSED BY A BARE END.
      INTEGER I, K, NEXTV
      CHARACTER*6 WORD
      DATA WORD /'ALPHA '/
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter_at('main corpus/fortran/implicit_main.f
     &:4')
# 7 "corpus/fortran/implicit_main.f"
      K = 1
      DO 10 I = 1, 3
         K = NEXTV(K)
         CALL SHOWIT(I, K, WORD)
   10 CONTINUE
      WORD = 'OMEGA '
      CALL SHOWIT(0, K, WORD)
      call srcinst_trace_f_exit_at('main corpus/fortran/implicit_main.f:
     &4')
# 14 "corpus/fortran/implicit_main.f"
      END
C
      SUBROUTINE SHOWIT(I, K, WORD)
      INTEGER I, K
      CHARACTER*(*) WORD
      call srcinst_trace_f_enter_at('SHOWIT corpus/fortran/implicit_main
     &.f:16')
# 19 "corpus/fortran/implicit_main.f"
      WRITE (6, 100) I, K, WORD
  100 FORMAT (' STEP', I2, ' VALUE', I5, ' WORD ', A)
      IF (I .EQ. 0) GO TO 99999
      WRITE (6, 110) WORD(1:I)
  110 FORMAT ('   PREFIX ', A)
99999 CONTINUE
      call srcinst_trace_f_exit_at('SHOWIT corpus/fortran/implicit_main.
     &f:16')
# 24 "corpus/fortran/implicit_main.f"
      END
C
      INTEGER FUNCTION NEXTV(K)
      INTEGER K
      call srcinst_trace_f_enter_at('NEXTV corpus/fortran/implicit_main.
     &f:26')
# 28 "corpus/fortran/implicit_main.f"
      NEXTV = 3 * K + 1
      call srcinst_trace_f_exit_at('NEXTV corpus/fortran/implicit_main.f
     &:26')
# 29 "corpus/fortran/implicit_main.f"
      END
