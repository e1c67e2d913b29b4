# 1 "corpus/fortran/debug_lines.f"
C     srcinst-test: flags=-fd-lines-as-code abort=no calls=DLINES:1,DBGSUB:3
C     FIXED-FORM DEBUG LINES (D IN COLUMN 1): CODE WITH -FD-LINES-AS-CODE,
C     COMMENTS WITH -FD-LINES-AS-COMMENTS. A D LINE HOLDS A DECLARATION,
C     THE FIRST EXECUTABLE STATEMENT AND A RETURN. (TEST_FORTRAN_RUN ALSO
C     BUILDS IT WITH -FD-LINES-AS-COMMENTS.)
      SUBROUTINE DBGSUB(K, IR)
      INTEGER K, IR
D     INTEGER IDBG
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'DBGSUB', 1, 'corpus/f
     &ortran/debug_lines.f', 6)
# 9 "corpus/fortran/debug_lines.f"
D     IDBG = 100
      IR = K
D     IF (K .GT. 1) THEN
D       call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 11 "corpus/fortran/debug_lines.f"
D       RETURN
D     END IF
# 12 "corpus/fortran/debug_lines.f"
      IR = IR + 10
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 13 "corpus/fortran/debug_lines.f"
      END
      PROGRAM DLINES
      INTEGER IR, K
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'DLINES', 1, 'corpus/f
     &ortran/debug_lines.f', 14)
# 16 "corpus/fortran/debug_lines.f"
      DO 10 K = 0, 2
        CALL DBGSUB(K, IR)
        PRINT '(A,I0,A,I0)', 'DBGSUB ', K, ' -> ', IR
   10 CONTINUE
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 20 "corpus/fortran/debug_lines.f"
      END
