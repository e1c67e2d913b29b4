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
      call srcinst_trace_f_enter_at('GOBACK corpus/fortran/stmt_function
     &_labels.f:9')
# 12 "corpus/fortran/stmt_function_labels.f"
   10 ICNT(I) = ICNT(I) + 1
      IF (ICNT(I) .LT. 3) GOTO 10
      call srcinst_trace_f_exit_at('GOBACK corpus/fortran/stmt_function_
     &labels.f:9')
# 14 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE CGOTO(I)
      INCLUDE 'sf_common.inc'
      INTEGER I, J
      call srcinst_trace_f_enter_at('CGOTO corpus/fortran/stmt_function_
     &labels.f:15')
# 18 "corpus/fortran/stmt_function_labels.f"
   20 ICNT(I) = ICNT(I) + 1
      J = 2
      GO TO (21, 20) J - ICNT(I) / 4
   21 CONTINUE
      call srcinst_trace_f_exit_at('CGOTO corpus/fortran/stmt_function_l
     &abels.f:15')
# 22 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE AIF(I)
      INCLUDE 'sf_common.inc'
      INTEGER I
      call srcinst_trace_f_enter_at('AIF corpus/fortran/stmt_function_la
     &bels.f:23')
# 26 "corpus/fortran/stmt_function_labels.f"
   30 ICNT(I) = ICNT(I) + 1
      IF (ICNT(I) - 6) 30, 31, 31
   31 CONTINUE
      call srcinst_trace_f_exit_at('AIF corpus/fortran/stmt_function_lab
     &els.f:23')
# 29 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE RDEND(I)
      INCLUDE 'sf_common.inc'
      INTEGER I, N
      CHARACTER*8 LINE
      call srcinst_trace_f_enter_at('RDEND corpus/fortran/stmt_function_
     &labels.f:30')
# 34 "corpus/fortran/stmt_function_labels.f"
   50 ICNT(I) = ICNT(I) + 1
      LINE = ' '
      IF (ICNT(I) .GE. 2) LINE = '7'
      READ (LINE, '(I8)', ERR=50, END=50) N
      IF (N .EQ. 0) GOTO 50
      call srcinst_trace_f_exit_at('RDEND corpus/fortran/stmt_function_l
     &abels.f:30')
# 39 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE MODARR(I)
      USE SFMOD
      INTEGER I
      call srcinst_trace_f_enter_at('MODARR corpus/fortran/stmt_function
     &_labels.f:40')
# 43 "corpus/fortran/stmt_function_labels.f"
   60 MARR(I) = MARR(I) + 1
      IF (MARR(I) .LT. 4) GOTO 60
      call srcinst_trace_f_exit_at('MODARR corpus/fortran/stmt_function_
     &labels.f:40')
# 45 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE REALSF(X)
      REAL X, Y
   70 TWICE(Y) = Y * 2.0
      call srcinst_trace_f_enter_at('REALSF corpus/fortran/stmt_function
     &_labels.f:46')
# 49 "corpus/fortran/stmt_function_labels.f"
      X = TWICE(X)
      call srcinst_trace_f_exit_at('REALSF corpus/fortran/stmt_function_
     &labels.f:46')
# 50 "corpus/fortran/stmt_function_labels.f"
      END
      PROGRAM SFLBL
      USE SFMOD
      INCLUDE 'sf_common.inc'
      REAL X
      DATA ICNT /5*0/
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter_at('SFLBL corpus/fortran/stmt_function_
     &labels.f:51')
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
      call srcinst_trace_f_exit_at('SFLBL corpus/fortran/stmt_function_l
     &abels.f:51')
# 67 "corpus/fortran/stmt_function_labels.f"
      END
