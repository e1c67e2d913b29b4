# 1 "corpus/fortran/stmt_function_labels.f"
C     srcinst-test: flags=-Iinc,-std=legacy abort=no calls=SFLBL:1,GOBACK:1,CGOTO:1,AIF:1,RDEND:1,MODARR:1,REALSF:1
C     AN ASSIGNMENT TO AN ARRAY ELEMENT FROM AN INCLUDE OR A USE WITHOUT
C     ONLY LOOKS LIKE A STATEMENT FUNCTION; WHEN A LATER STATEMENT BRANCHES
C     TO ITS LABEL IT IS NONE, AND ENTRY CODE GOES BEFORE IT (AFTER IT, IT
C     RAN AGAIN AT EACH JUMP). A LABELLED STATEMENT FUNCTION STAYS ONE.
      MODULE SFMOD
      INTEGER MARR(5)
      END MODULE
      SUBROUTINE GOBACK(I)
      INCLUDE 'sf_common.inc'
      INTEGER I
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'GOBACK')
      call TAU_PROFILE_START(tau_profiler)
# 12 "corpus/fortran/stmt_function_labels.f"
   10 ICNT(I) = ICNT(I) + 1
      IF (ICNT(I) .LT. 3) GOTO 10
      call TAU_PROFILE_STOP(tau_profiler)
# 14 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE CGOTO(I)
      INCLUDE 'sf_common.inc'
      INTEGER I, J
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'CGOTO')
      call TAU_PROFILE_START(tau_profiler)
# 18 "corpus/fortran/stmt_function_labels.f"
   20 ICNT(I) = ICNT(I) + 1
      J = 2
      GO TO (21, 20) J - ICNT(I) / 4
   21 CONTINUE
      call TAU_PROFILE_STOP(tau_profiler)
# 22 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE AIF(I)
      INCLUDE 'sf_common.inc'
      INTEGER I
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'AIF')
      call TAU_PROFILE_START(tau_profiler)
# 26 "corpus/fortran/stmt_function_labels.f"
   30 ICNT(I) = ICNT(I) + 1
      IF (ICNT(I) - 6) 30, 31, 31
   31 CONTINUE
      call TAU_PROFILE_STOP(tau_profiler)
# 29 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE RDEND(I)
      INCLUDE 'sf_common.inc'
      INTEGER I, N
      CHARACTER*8 LINE
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'RDEND')
      call TAU_PROFILE_START(tau_profiler)
# 34 "corpus/fortran/stmt_function_labels.f"
   50 ICNT(I) = ICNT(I) + 1
      LINE = ' '
      IF (ICNT(I) .GE. 2) LINE = '7'
      READ (LINE, '(I8)', ERR=50, END=50) N
      IF (N .EQ. 0) GOTO 50
      call TAU_PROFILE_STOP(tau_profiler)
# 39 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE MODARR(I)
      USE SFMOD
      INTEGER I
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_TIMER(tau_profiler, 'MODARR')
      call TAU_PROFILE_START(tau_profiler)
# 43 "corpus/fortran/stmt_function_labels.f"
   60 MARR(I) = MARR(I) + 1
      IF (MARR(I) .LT. 4) GOTO 60
      call TAU_PROFILE_STOP(tau_profiler)
# 45 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE REALSF(X)
      REAL X, Y
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
# 48 "corpus/fortran/stmt_function_labels.f"
   70 TWICE(Y) = Y * 2.0
      call TAU_PROFILE_TIMER(tau_profiler, 'REALSF')
      call TAU_PROFILE_START(tau_profiler)
# 49 "corpus/fortran/stmt_function_labels.f"
      X = TWICE(X)
      call TAU_PROFILE_STOP(tau_profiler)
# 50 "corpus/fortran/stmt_function_labels.f"
      END
      PROGRAM SFLBL
      USE SFMOD
      INCLUDE 'sf_common.inc'
      REAL X
      DATA ICNT /5*0/
      integer, save :: tau_profiler(2) = (/ 0, 0 /)
      call TAU_PROFILE_INIT()
      call TAU_PROFILE_SET_NODE(0)
      call TAU_PROFILE_TIMER(tau_profiler, 'SFLBL')
      call TAU_PROFILE_START(tau_profiler)
# 56 "corpus/fortran/stmt_function_labels.f"
      MARR = 0
      CALL GOBACK(1)
      CALL CGOTO(2)
      CALL AIF(3)
      CALL RDEND(5)
      CALL MODARR(1)
      X = 1.5
      CALL REALSF(X)
      PRINT '(5I4)', ICNT
      PRINT '(5I4)', MARR
      PRINT '(F6.2)', X
      call TAU_PROFILE_STOP(tau_profiler)
# 67 "corpus/fortran/stmt_function_labels.f"
      END
