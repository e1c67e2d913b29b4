# 1 "corpus/fortran/include_procedures_fixed.f"
C     srcinst-test: flags=-Iinc abort=no calls=INCPRF:1,OWNF:1,FROMIN:1
C     AN INCLUDE OF A WHOLE PROCEDURE AFTER CONTAINS, IN FIXED FORM.
      MODULE INCPM
      CONTAINS
# 1 "corpus/fortran/inc/procs_fixed.inc"
      SUBROUTINE FROMIN(N)
      INTEGER N
      call srcinst_trace_f_enter_at('INCPM::FROMIN corpus/fortran/inc/pr
     &ocs_fixed.inc:1')
# 3 "corpus/fortran/inc/procs_fixed.inc"
      N = N * 2
      call srcinst_trace_f_exit_at('INCPM::FROMIN corpus/fortran/inc/pro
     &cs_fixed.inc:1')
# 4 "corpus/fortran/inc/procs_fixed.inc"
      END SUBROUTINE
# 6 "corpus/fortran/include_procedures_fixed.f"
      SUBROUTINE OWNF(N)
      INTEGER N
      call srcinst_trace_f_enter_at('INCPM::OWNF corpus/fortran/include_
     &procedures_fixed.f:6')
# 8 "corpus/fortran/include_procedures_fixed.f"
      CALL FROMIN(N)
      call srcinst_trace_f_exit_at('INCPM::OWNF corpus/fortran/include_p
     &rocedures_fixed.f:6')
# 9 "corpus/fortran/include_procedures_fixed.f"
      END SUBROUTINE
      END MODULE
      PROGRAM INCPRF
      USE INCPM
      INTEGER N
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter_at('INCPRF corpus/fortran/include_proce
     &dures_fixed.f:11')
# 14 "corpus/fortran/include_procedures_fixed.f"
      N = 3
      CALL OWNF(N)
      PRINT '(A,I0)', 'N = ', N
      call srcinst_trace_f_exit_at('INCPRF corpus/fortran/include_proced
     &ures_fixed.f:11')
# 17 "corpus/fortran/include_procedures_fixed.f"
      END
