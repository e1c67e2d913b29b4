# 1 "corpus/fortran/debug_lines.f"
C     srcinst-test: flags=-fd-lines-as-code abort=no calls=DLINES:1,DBGSUB:3
C     FIXED-FORM DEBUG LINES (D IN COLUMN 1): CODE WITH -FD-LINES-AS-CODE,
C     COMMENTS WITH -FD-LINES-AS-COMMENTS. A D LINE HOLDS A DECLARATION,
C     THE FIRST EXECUTABLE STATEMENT AND A RETURN. (TEST_FORTRAN_RUN ALSO
C     BUILDS IT WITH -FD-LINES-AS-COMMENTS.)
      SUBROUTINE DBGSUB(K, IR)
      INTEGER K, IR
D     INTEGER IDBG
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'DBGSUB'//char(0
     &)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/debug_lines.f'//char(0), 6)
# 9 "corpus/fortran/debug_lines.f"
D     IDBG = 100
      IR = K
D     IF (K .GT. 1) THEN
D       call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus
D    &/fortran/debug_lines.f'//char(0), 13)
# 11 "corpus/fortran/debug_lines.f"
D       RETURN
D     END IF
# 12 "corpus/fortran/debug_lines.f"
      IR = IR + 10
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/debug_lines.f'//char(0), 13)
# 13 "corpus/fortran/debug_lines.f"
      END
      PROGRAM DLINES
      INTEGER IR, K
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'DLINES'//char(0
     &)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/debug_lines.f'//char(0), 14)
# 16 "corpus/fortran/debug_lines.f"
      DO 10 K = 0, 2
        CALL DBGSUB(K, IR)
        PRINT '(A,I0,A,I0)', 'DBGSUB ', K, ' -> ', IR
   10 CONTINUE
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/debug_lines.f'//char(0), 20)
# 20 "corpus/fortran/debug_lines.f"
      END
