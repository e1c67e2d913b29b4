# 1 "corpus/fortran/include_procedures_fixed.f"
C     srcinst-test: flags=-Iinc abort=no calls=INCPRF:1,OWNF:1,FROMIN:1
C     AN INCLUDE OF A WHOLE PROCEDURE AFTER CONTAINS, IN FIXED FORM.
      MODULE INCPM
      CONTAINS
# 1 "corpus/fortran/inc/procs_fixed.inc"
      SUBROUTINE FROMIN(N)
      INTEGER N
      write(0,*) 'enter INCPM::FROMIN (corpus/fortran/inc/procs_fixed.in
     &c:1)'
# 3 "corpus/fortran/inc/procs_fixed.inc"
      N = N * 2
      write(0,*) 'leave INCPM::FROMIN (corpus/fortran/inc/procs_fixed.in
     &c:4)'
# 4 "corpus/fortran/inc/procs_fixed.inc"
      END SUBROUTINE
# 6 "corpus/fortran/include_procedures_fixed.f"
      SUBROUTINE OWNF(N)
      INTEGER N
      write(0,*) 'enter INCPM::OWNF (corpus/fortran/include_procedures_f
     &ixed.f:6)'
# 8 "corpus/fortran/include_procedures_fixed.f"
      CALL FROMIN(N)
      write(0,*) 'leave INCPM::OWNF (corpus/fortran/include_procedures_f
     &ixed.f:9)'
# 9 "corpus/fortran/include_procedures_fixed.f"
      END SUBROUTINE
      END MODULE
      PROGRAM INCPRF
      USE INCPM
      INTEGER N
      write(0,'(1x,a,i0,a)') 'init argc=', command_argument_count() + 1,
     & ' (corpus/fortran/include_procedures_fixed.f:11)'
      write(0,*) 'enter INCPRF (corpus/fortran/include_procedures_fixed.
     &f:11)'
# 14 "corpus/fortran/include_procedures_fixed.f"
      N = 3
      CALL OWNF(N)
      PRINT '(A,I0)', 'N = ', N
      write(0,*) 'leave INCPRF (corpus/fortran/include_procedures_fixed.
     &f:17)'
# 17 "corpus/fortran/include_procedures_fixed.f"
      END
