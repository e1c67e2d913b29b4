      SUBROUTINE S1(N)
C$    USE OMP_LIB
      INTEGER N
*$    INTEGER TID
      call ee('S1', 1)
!$    TID = OMP_GET_THREAD_NUM()
      N = 1
C$    IF (N .GT. 0) THEN
C$      call xx('S1', 7)
C$      RETURN
C$    END IF                                                                  SUBROUTINE S1(N)
C$    USE OMP_LIB
      INTEGER N
*$    INTEGER TID
!$    TID = OMP_GET_THREAD_NUM()
      N = 1
C$    IF (N .GT. 0)
C$   &   RETURN
      N = 2
      call xx('S1', 10)
      END
      SUBROUTINE S2(N)
      INTEGER N
D     INTEGER IDBG
      call ee('S2', 11)
D     IDBG = 5
      N = 1
D     IF (N .GT. 0) THEN
D       call xx('S2', 16)
D       RETURN
D     END IF                                                                  SUBROUTINE S1(N)
C$    USE OMP_LIB
      INTEGER N
*$    INTEGER TID
!$    TID = OMP_GET_THREAD_NUM()
      N = 1
C$    IF (N .GT. 0)
C$   &   RETURN
      N = 2
      END
      SUBROUTINE S2(N)
      INTEGER N
D     INTEGER IDBG
D     IDBG = 5
      N = 1
D     IF (N .GT. 0) RETURN
D     PRINT *, IDBG
      N = 3
      call xx('S2', 19)
      END

