# 1 "corpus/fortran/include_stmts_fixed.f"
C     srcinst-test: flags=-Iinc abort=no calls=INCFIX:1,INCSUB:1
C     AN INCLUDE OF EXECUTABLE STATEMENTS IN FIXED FORM, UPPER CASE.
      SUBROUTINE INCSUB(N)
      INTEGER N
      write(0,*) 'enter INCSUB (corpus/fortran/include_stmts_fixed.f:3)'
# 5 "corpus/fortran/include_stmts_fixed.f"
      INCLUDE 'include_fixed.inc'
      PRINT '(A,I0)', 'INCSUB ', N
      write(0,*) 'leave INCSUB (corpus/fortran/include_stmts_fixed.f:7)'
# 7 "corpus/fortran/include_stmts_fixed.f"
      END
      PROGRAM INCFIX
      INTEGER K
      write(0,'(1x,a,i0,a)') 'init argc=', command_argument_count() + 1,
     & ' (corpus/fortran/include_stmts_fixed.f:8)'
      write(0,*) 'enter INCFIX (corpus/fortran/include_stmts_fixed.f:8)'
# 10 "corpus/fortran/include_stmts_fixed.f"
      K = 2
      CALL INCSUB(K)
      write(0,*) 'leave INCFIX (corpus/fortran/include_stmts_fixed.f:12)
     &'
# 12 "corpus/fortran/include_stmts_fixed.f"
      END
