# 1 "corpus/fortran/call_exit.f"
C     srcinst-test: exit=2 abort=yes calls=STEP:3,QUIT:1
C     CALL EXIT(2) FROM A SUBROUTINE (GNU EXTENSION). FORTRAN UNITS ARE
C     FLUSHED BY EXIT, SO ALL OUTPUT WRITTEN SO FAR APPEARS.
      PROGRAM CEXIT
      INTEGER I, ISUM
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'CEXIT'//char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/call_exit.f'//char(0), 4)
# 6 "corpus/fortran/call_exit.f"
      ISUM = 0
      DO 10 I = 1, 5
         CALL STEP(I, ISUM)
   10 CONTINUE
      WRITE (6, *) 'NOT REACHED'
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/call_exit.f'//char(0), 11)
# 11 "corpus/fortran/call_exit.f"
      END
C
      SUBROUTINE STEP(I, ISUM)
      INTEGER I, ISUM
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'STEP'//char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/call_exit.f'//char(0), 13)
# 15 "corpus/fortran/call_exit.f"
      ISUM = ISUM + I * I
      WRITE (6, 100) I, ISUM
  100 FORMAT (' STEP', I2, ' SUM', I4)
      IF (ISUM .GT. 10) CALL QUIT(ISUM)
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/call_exit.f'//char(0), 20)
# 19 "corpus/fortran/call_exit.f"
      RETURN
      END
C
      SUBROUTINE QUIT(ISUM)
      INTEGER ISUM
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'QUIT'//char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/call_exit.f'//char(0), 22)
# 24 "corpus/fortran/call_exit.f"
      WRITE (6, 200) ISUM
  200 FORMAT (' QUITTING AT', I4)
      CALL EXIT(2)
      END
