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
      write(0,*) 'enter GOBACK (corpus/fortran/stmt_function_labels.f:9)
     &'
# 12 "corpus/fortran/stmt_function_labels.f"
   10 ICNT(I) = ICNT(I) + 1
      IF (ICNT(I) .LT. 3) GOTO 10
      write(0,*) 'leave GOBACK (corpus/fortran/stmt_function_labels.f:14
     &)'
# 14 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE CGOTO(I)
      INCLUDE 'sf_common.inc'
      INTEGER I, J
      write(0,*) 'enter CGOTO (corpus/fortran/stmt_function_labels.f:15)
     &'
# 18 "corpus/fortran/stmt_function_labels.f"
   20 ICNT(I) = ICNT(I) + 1
      J = 2
      GO TO (21, 20) J - ICNT(I) / 4
   21 CONTINUE
      write(0,*) 'leave CGOTO (corpus/fortran/stmt_function_labels.f:22)
     &'
# 22 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE AIF(I)
      INCLUDE 'sf_common.inc'
      INTEGER I
      write(0,*) 'enter AIF (corpus/fortran/stmt_function_labels.f:23)'
# 26 "corpus/fortran/stmt_function_labels.f"
   30 ICNT(I) = ICNT(I) + 1
      IF (ICNT(I) - 6) 30, 31, 31
   31 CONTINUE
      write(0,*) 'leave AIF (corpus/fortran/stmt_function_labels.f:29)'
# 29 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE RDEND(I)
      INCLUDE 'sf_common.inc'
      INTEGER I, N
      CHARACTER*8 LINE
      write(0,*) 'enter RDEND (corpus/fortran/stmt_function_labels.f:30)
     &'
# 34 "corpus/fortran/stmt_function_labels.f"
   50 ICNT(I) = ICNT(I) + 1
      LINE = ' '
      IF (ICNT(I) .GE. 2) LINE = '7'
      READ (LINE, '(I8)', ERR=50, END=50) N
      IF (N .EQ. 0) GOTO 50
      write(0,*) 'leave RDEND (corpus/fortran/stmt_function_labels.f:39)
     &'
# 39 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE MODARR(I)
      USE SFMOD
      INTEGER I
      write(0,*) 'enter MODARR (corpus/fortran/stmt_function_labels.f:40
     &)'
# 43 "corpus/fortran/stmt_function_labels.f"
   60 MARR(I) = MARR(I) + 1
      IF (MARR(I) .LT. 4) GOTO 60
      write(0,*) 'leave MODARR (corpus/fortran/stmt_function_labels.f:45
     &)'
# 45 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE REALSF(X)
      REAL X, Y
   70 TWICE(Y) = Y * 2.0
      write(0,*) 'enter REALSF (corpus/fortran/stmt_function_labels.f:46
     &)'
# 49 "corpus/fortran/stmt_function_labels.f"
      X = TWICE(X)
      write(0,*) 'leave REALSF (corpus/fortran/stmt_function_labels.f:50
     &)'
# 50 "corpus/fortran/stmt_function_labels.f"
      END
      PROGRAM SFLBL
      USE SFMOD
      INCLUDE 'sf_common.inc'
      REAL X
      DATA ICNT /5*0/
      write(0,'(1x,a,i0,a)') 'init argc=', command_argument_count() + 1,
     & ' (corpus/fortran/stmt_function_labels.f:51)'
      write(0,*) 'enter SFLBL (corpus/fortran/stmt_function_labels.f:51)
     &'
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
      write(0,*) 'leave SFLBL (corpus/fortran/stmt_function_labels.f:67)
     &'
# 67 "corpus/fortran/stmt_function_labels.f"
      END
