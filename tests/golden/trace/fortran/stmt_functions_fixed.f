# 1 "corpus/fortran/stmt_functions_fixed.f"
C     srcinst-test: abort=no calls=AFTUSE:1,AFTFMT:1,AFTDAT:1,AFTPAR:1
C     STATEMENT FUNCTIONS AFTER USE, FORMAT, DATA AND PARAMETER IN FIXED
C     FORM: ENTRY CODE GOES AFTER THEM.
      MODULE SFFMOD
      INTEGER IBASE
      PARAMETER (IBASE = 10)
      END MODULE
      SUBROUTINE AFTUSE(X)
      USE SFFMOD
      REAL X
      F(Z) = Z*2.0 + IBASE
      call srcinst_trace_f_enter_at('AFTUSE corpus/fortran/stmt_function
     &s_fixed.f:8')
# 12 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', F(X)
      call srcinst_trace_f_exit_at('AFTUSE corpus/fortran/stmt_functions
     &_fixed.f:8')
# 13 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTFMT(X)
      REAL X
  100 FORMAT('AFTFMT', F8.2)
      G(Z) = Z*3.0
      call srcinst_trace_f_enter_at('AFTFMT corpus/fortran/stmt_function
     &s_fixed.f:14')
# 18 "corpus/fortran/stmt_functions_fixed.f"
      WRITE (*, 100) G(X)
      call srcinst_trace_f_exit_at('AFTFMT corpus/fortran/stmt_functions
     &_fixed.f:14')
# 19 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTDAT(X)
      REAL X
      DATA Q /1.5/
      H(Z) = Z*Q
      call srcinst_trace_f_enter_at('AFTDAT corpus/fortran/stmt_function
     &s_fixed.f:20')
# 24 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', H(X)
      call srcinst_trace_f_exit_at('AFTDAT corpus/fortran/stmt_functions
     &_fixed.f:20')
# 25 "corpus/fortran/stmt_functions_fixed.f"
      END
      SUBROUTINE AFTPAR(X)
      REAL X
      PARAMETER (C = 4.0)
      P(Z) = Z + C
      call srcinst_trace_f_enter_at('AFTPAR corpus/fortran/stmt_function
     &s_fixed.f:26')
# 30 "corpus/fortran/stmt_functions_fixed.f"
      PRINT '(F8.2)', P(X)
      call srcinst_trace_f_exit_at('AFTPAR corpus/fortran/stmt_functions
     &_fixed.f:26')
# 31 "corpus/fortran/stmt_functions_fixed.f"
      END
      PROGRAM SFFIX
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter_at('SFFIX corpus/fortran/stmt_functions
     &_fixed.f:32')
# 33 "corpus/fortran/stmt_functions_fixed.f"
      CALL AFTUSE(1.0)
      CALL AFTFMT(2.0)
      CALL AFTDAT(3.0)
      CALL AFTPAR(4.0)
      call srcinst_trace_f_exit_at('SFFIX corpus/fortran/stmt_functions_
     &fixed.f:32')
# 37 "corpus/fortran/stmt_functions_fixed.f"
      END
