# 1 "corpus/fortran/implicit_main.f"
C     srcinst-test: abort=no calls=SHOWIT:4,NEXTV:3
C     A MAIN PROGRAM WITHOUT A PROGRAM STATEMENT: THE FIRST LINES ARE
C     SPECIFICATION AND EXECUTABLE STATEMENTS, CLOSED BY A BARE END.
      INTEGER I, K, NEXTV
      CHARACTER*6 WORD
      DATA WORD /'ALPHA '/
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'main'//char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/implicit_main.f'//char(0), 4)
# 7 "corpus/fortran/implicit_main.f"
      K = 1
      DO 10 I = 1, 3
         K = NEXTV(K)
         CALL SHOWIT(I, K, WORD)
   10 CONTINUE
      WORD = 'OMEGA '
      CALL SHOWIT(0, K, WORD)
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/implicit_main.f'//char(0), 14)
# 14 "corpus/fortran/implicit_main.f"
      END
C
      SUBROUTINE SHOWIT(I, K, WORD)
      INTEGER I, K
      CHARACTER*(*) WORD
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'SHOWIT'//char(0
     &)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/implicit_main.f'//char(0), 16)
# 19 "corpus/fortran/implicit_main.f"
      WRITE (6, 100) I, K, WORD
  100 FORMAT (' STEP', I2, ' VALUE', I5, ' WORD ', A)
      IF (I .EQ. 0) GO TO 99999
      WRITE (6, 110) WORD(1:I)
  110 FORMAT ('   PREFIX ', A)
99999 CONTINUE
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/implicit_main.f'//char(0), 24)
# 24 "corpus/fortran/implicit_main.f"
      END
C
      INTEGER FUNCTION NEXTV(K)
      INTEGER K
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'NEXTV'//char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/implicit_main.f'//char(0), 26)
# 28 "corpus/fortran/implicit_main.f"
      NEXTV = 3 * K + 1
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/implicit_main.f'//char(0), 29)
# 29 "corpus/fortran/implicit_main.f"
      END
