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
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'FKIND4::ACCUM'/
     &/char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/inc/generic_fixed.inc'//char(0), 1)
# 3 "corpus/fortran/inc/generic_fixed.inc"
      S = S + HALF(X)
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/inc/generic_fixed.inc'//char(0), 4)
# 4 "corpus/fortran/inc/generic_fixed.inc"
      END SUBROUTINE
# 1 "corpus/fortran/inc/half_fixed.inc"
      FUNCTION HALF(X)
      REAL(WP) HALF, X
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'FKIND4::HALF'//
     &char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/inc/half_fixed.inc'//char(0), 1)
# 3 "corpus/fortran/inc/half_fixed.inc"
      HALF = X / 2
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/inc/half_fixed.inc'//char(0), 4)
# 4 "corpus/fortran/inc/half_fixed.inc"
      END FUNCTION
# 6 "corpus/fortran/inc/generic_fixed.inc"
      SUBROUTINE SHOW(S)
      REAL(WP) S
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'FKIND4::SHOW'//
     &char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/inc/generic_fixed.inc'//char(0), 6)
# 8 "corpus/fortran/inc/generic_fixed.inc"
      PRINT '(A,I0,A,F8.3)', 'KIND ', KIND(S), ' SUM ', S
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/inc/generic_fixed.inc'//char(0), 10)
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
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'FKIND8::ACCUM'/
     &/char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/inc/generic_fixed.inc'//char(0), 1)
# 3 "corpus/fortran/inc/generic_fixed.inc"
      S = S + HALF(X)
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/inc/generic_fixed.inc'//char(0), 4)
# 4 "corpus/fortran/inc/generic_fixed.inc"
      END SUBROUTINE
# 1 "corpus/fortran/inc/half_fixed.inc"
      FUNCTION HALF(X)
      REAL(WP) HALF, X
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'FKIND8::HALF'//
     &char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/inc/half_fixed.inc'//char(0), 1)
# 3 "corpus/fortran/inc/half_fixed.inc"
      HALF = X / 2
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/inc/half_fixed.inc'//char(0), 4)
# 4 "corpus/fortran/inc/half_fixed.inc"
      END FUNCTION
# 6 "corpus/fortran/inc/generic_fixed.inc"
      SUBROUTINE SHOW(S)
      REAL(WP) S
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'FKIND8::SHOW'//
     &char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/inc/generic_fixed.inc'//char(0), 6)
# 8 "corpus/fortran/inc/generic_fixed.inc"
      PRINT '(A,I0,A,F8.3)', 'KIND ', KIND(S), ' SUM ', S
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/inc/generic_fixed.inc'//char(0), 10)
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
      integer, save :: epik_func_handle__ = -1
      character(len=*), parameter :: epik_func_name__ = 'INCKF'//char(0)
      call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus
     &/fortran/include_kinds_fixed.f'//char(0), 14)
# 20 "corpus/fortran/include_kinds_fixed.f"
      S4 = 0
      S8 = 0
      DO 10 I = 1, 2
        CALL ACC4(S4, REAL(I))
        CALL ACC8(S8, DBLE(I))
   10 CONTINUE
      CALL SHOW4(S4)
      CALL SHOW8(S8)
      call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/f
     &ortran/include_kinds_fixed.f'//char(0), 28)
# 28 "corpus/fortran/include_kinds_fixed.f"
      END
