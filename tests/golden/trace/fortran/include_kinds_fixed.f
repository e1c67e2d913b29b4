# 1 "corpus/fortran/include_kinds_fixed.f"
C     srcinst-test: flags=-Iinc calls=INCKF:1,ACCUM:4,SHOW:2,HALF:4
C     FIXED FORM: ONE BODY INCLUDED IN TWO MODULES (KINDS 4 AND 8), WITH
C     A NESTED INCLUDE OF A FUNCTION; EACH INCLUSION IS INSTRUMENTED.
      MODULE FKIND4
      INTEGER, PARAMETER :: WP = 4
      CONTAINS
# 1 "corpus/fortran/inc/generic_fixed.inc"
      SUBROUTINE ACCUM(S, X)
      REAL(WP) S, X
      call srcinst_trace_f_enter_at('FKIND4::ACCUM corpus/fortran/inc/ge
     &neric_fixed.inc:1')
# 3 "corpus/fortran/inc/generic_fixed.inc"
      S = S + HALF(X)
      call srcinst_trace_f_exit_at('FKIND4::ACCUM corpus/fortran/inc/gen
     &eric_fixed.inc:1')
# 4 "corpus/fortran/inc/generic_fixed.inc"
      END SUBROUTINE
# 1 "corpus/fortran/inc/half_fixed.inc"
      FUNCTION HALF(X)
      REAL(WP) HALF, X
      call srcinst_trace_f_enter_at('FKIND4::HALF corpus/fortran/inc/hal
     &f_fixed.inc:1')
# 3 "corpus/fortran/inc/half_fixed.inc"
      HALF = X / 2
      call srcinst_trace_f_exit_at('FKIND4::HALF corpus/fortran/inc/half
     &_fixed.inc:1')
# 4 "corpus/fortran/inc/half_fixed.inc"
      END FUNCTION
# 6 "corpus/fortran/inc/generic_fixed.inc"
      SUBROUTINE SHOW(S)
      REAL(WP) S
      call srcinst_trace_f_enter_at('FKIND4::SHOW corpus/fortran/inc/gen
     &eric_fixed.inc:6')
# 8 "corpus/fortran/inc/generic_fixed.inc"
      PRINT '(A,I0,A,F8.3)', 'KIND ', KIND(S), ' SUM ', S
      call srcinst_trace_f_exit_at('FKIND4::SHOW corpus/fortran/inc/gene
     &ric_fixed.inc:6')
# 9 "corpus/fortran/inc/generic_fixed.inc"
      RETURN
      END SUBROUTINE
# 8 "corpus/fortran/include_kinds_fixed.f"
      END MODULE
      MODULE FKIND8
      INTEGER, PARAMETER :: WP = 8
      CONTAINS
# 1 "corpus/fortran/inc/generic_fixed.inc"
      SUBROUTINE ACCUM(S, X)
      REAL(WP) S, X
      call srcinst_trace_f_enter_at('FKIND8::ACCUM corpus/fortran/inc/ge
     &neric_fixed.inc:1')
# 3 "corpus/fortran/inc/generic_fixed.inc"
      S = S + HALF(X)
      call srcinst_trace_f_exit_at('FKIND8::ACCUM corpus/fortran/inc/gen
     &eric_fixed.inc:1')
# 4 "corpus/fortran/inc/generic_fixed.inc"
      END SUBROUTINE
# 1 "corpus/fortran/inc/half_fixed.inc"
      FUNCTION HALF(X)
      REAL(WP) HALF, X
      call srcinst_trace_f_enter_at('FKIND8::HALF corpus/fortran/inc/hal
     &f_fixed.inc:1')
# 3 "corpus/fortran/inc/half_fixed.inc"
      HALF = X / 2
      call srcinst_trace_f_exit_at('FKIND8::HALF corpus/fortran/inc/half
     &_fixed.inc:1')
# 4 "corpus/fortran/inc/half_fixed.inc"
      END FUNCTION
# 6 "corpus/fortran/inc/generic_fixed.inc"
      SUBROUTINE SHOW(S)
      REAL(WP) S
      call srcinst_trace_f_enter_at('FKIND8::SHOW corpus/fortran/inc/gen
     &eric_fixed.inc:6')
# 8 "corpus/fortran/inc/generic_fixed.inc"
      PRINT '(A,I0,A,F8.3)', 'KIND ', KIND(S), ' SUM ', S
      call srcinst_trace_f_exit_at('FKIND8::SHOW corpus/fortran/inc/gene
     &ric_fixed.inc:6')
# 9 "corpus/fortran/inc/generic_fixed.inc"
      RETURN
      END SUBROUTINE
# 13 "corpus/fortran/include_kinds_fixed.f"
      END MODULE
      PROGRAM INCKF
      USE FKIND4, ONLY: ACC4 => ACCUM, SHOW4 => SHOW
      USE FKIND8, ONLY: ACC8 => ACCUM, SHOW8 => SHOW
      REAL S4
      DOUBLE PRECISION S8
      INTEGER I
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter_at('INCKF corpus/fortran/include_kinds_
     &fixed.f:14')
# 20 "corpus/fortran/include_kinds_fixed.f"
      S4 = 0
      S8 = 0
      DO 10 I = 1, 2
        CALL ACC4(S4, REAL(I))
        CALL ACC8(S8, DBLE(I))
   10 CONTINUE
      CALL SHOW4(S4)
      CALL SHOW8(S8)
      call srcinst_trace_f_exit_at('INCKF corpus/fortran/include_kinds_f
     &ixed.f:14')
# 28 "corpus/fortran/include_kinds_fixed.f"
      END
