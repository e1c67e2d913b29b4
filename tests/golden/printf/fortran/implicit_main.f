# 1 "corpus/fortran/implicit_main.f"
C     srcinst-test: abort=no calls=SHOWIT:4,NEXTV:3
C     A MAIN PROGRAM WITHOUT A PROGRAM STATEMENT: THE FIRST LINES ARE
C     SPECIFICATION AND EXECUTABLE STATEMENTS, CLOSED BY A BARE END.
      INTEGER I, K, NEXTV
      CHARACTER*6 WORD
      DATA WORD /'ALPHA '/
      write(0,'(1x,a,i0,a)') 'init argc=', command_argument_count() + 1,
     & ' (corpus/fortran/implicit_main.f:4)'
      write(0,*) 'enter main (corpus/fortran/implicit_main.f:4)'
# 7 "corpus/fortran/implicit_main.f"
      K = 1
      DO 10 I = 1, 3
         K = NEXTV(K)
         CALL SHOWIT(I, K, WORD)
   10 CONTINUE
      WORD = 'OMEGA '
      CALL SHOWIT(0, K, WORD)
      write(0,*) 'leave main (corpus/fortran/implicit_main.f:14)'
# 14 "corpus/fortran/implicit_main.f"
      END
C
      SUBROUTINE SHOWIT(I, K, WORD)
      INTEGER I, K
      CHARACTER*(*) WORD
      write(0,*) 'enter SHOWIT (corpus/fortran/implicit_main.f:16)'
# 19 "corpus/fortran/implicit_main.f"
      WRITE (6, 100) I, K, WORD
  100 FORMAT (' STEP', I2, ' VALUE', I5, ' WORD ', A)
      IF (I .EQ. 0) THEN
        write(0,*) 'leave SHOWIT (corpus/fortran/implicit_main.f:21)'
# 21 "corpus/fortran/implicit_main.f"
        RETURN
      END IF
# 22 "corpus/fortran/implicit_main.f"
      WRITE (6, 110) WORD(1:I)
  110 FORMAT ('   PREFIX ', A)
      write(0,*) 'leave SHOWIT (corpus/fortran/implicit_main.f:24)'
# 24 "corpus/fortran/implicit_main.f"
      END
C
      INTEGER FUNCTION NEXTV(K)
      INTEGER K
      write(0,*) 'enter NEXTV (corpus/fortran/implicit_main.f:26)'
# 28 "corpus/fortran/implicit_main.f"
      NEXTV = 3 * K + 1
      write(0,*) 'leave NEXTV (corpus/fortran/implicit_main.f:29)'
# 29 "corpus/fortran/implicit_main.f"
      END
