# 1 "corpus/fortran/implicit_main.f"
C     srcinst-test: abort=no calls=SHOWIT:4,NEXTV:3
C     A MAIN PROGRAM WITHOUT A PROGRAM STATEMENT: THE FIRST LINES ARE
C     SPECIFICATION AND EXECUTABLE STATEMENTS, CLOSED BY A BARE END.
      INTEGER I, K, NEXTV
      CHARACTER*6 WORD
      DATA WORD /'ALPHA '/
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'main', 1, 'corpus/for
     &tran/implicit_main.f', 4)
# 7 "corpus/fortran/implicit_main.f"
      K = 1
      DO 10 I = 1, 3
         K = NEXTV(K)
         CALL SHOWIT(I, K, WORD)
   10 CONTINUE
      WORD = 'OMEGA '
      CALL SHOWIT(0, K, WORD)
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 14 "corpus/fortran/implicit_main.f"
      END
C
      SUBROUTINE SHOWIT(I, K, WORD)
      INTEGER I, K
      CHARACTER*(*) WORD
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'SHOWIT', 1, 'corpus/f
     &ortran/implicit_main.f', 16)
# 19 "corpus/fortran/implicit_main.f"
      WRITE (6, 100) I, K, WORD
  100 FORMAT (' STEP', I2, ' VALUE', I5, ' WORD ', A)
      IF (I .EQ. 0) GO TO 99999
      WRITE (6, 110) WORD(1:I)
  110 FORMAT ('   PREFIX ', A)
99999 CONTINUE
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 24 "corpus/fortran/implicit_main.f"
      END
C
      INTEGER FUNCTION NEXTV(K)
      INTEGER K
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'NEXTV', 1, 'corpus/fo
     &rtran/implicit_main.f', 26)
# 28 "corpus/fortran/implicit_main.f"
      NEXTV = 3 * K + 1
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 29 "corpus/fortran/implicit_main.f"
      END
