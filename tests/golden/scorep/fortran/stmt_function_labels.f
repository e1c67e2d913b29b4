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
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'GOBACK', 1, 'corpus/f
     &ortran/stmt_function_labels.f', 9)
# 12 "corpus/fortran/stmt_function_labels.f"
   10 ICNT(I) = ICNT(I) + 1
      IF (ICNT(I) .LT. 3) GOTO 10
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 14 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE CGOTO(I)
      INCLUDE 'sf_common.inc'
      INTEGER I, J
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'CGOTO', 1, 'corpus/fo
     &rtran/stmt_function_labels.f', 15)
# 18 "corpus/fortran/stmt_function_labels.f"
   20 ICNT(I) = ICNT(I) + 1
      J = 2
      GO TO (21, 20) J - ICNT(I) / 4
   21 CONTINUE
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 22 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE AIF(I)
      INCLUDE 'sf_common.inc'
      INTEGER I
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'AIF', 1, 'corpus/fort
     &ran/stmt_function_labels.f', 23)
# 26 "corpus/fortran/stmt_function_labels.f"
   30 ICNT(I) = ICNT(I) + 1
      IF (ICNT(I) - 6) 30, 31, 31
   31 CONTINUE
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 29 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE RDEND(I)
      INCLUDE 'sf_common.inc'
      INTEGER I, N
      CHARACTER*8 LINE
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'RDEND', 1, 'corpus/fo
     &rtran/stmt_function_labels.f', 30)
# 34 "corpus/fortran/stmt_function_labels.f"
   50 ICNT(I) = ICNT(I) + 1
      LINE = ' '
      IF (ICNT(I) .GE. 2) LINE = '7'
      READ (LINE, '(I8)', ERR=50, END=50) N
      IF (N .EQ. 0) GOTO 50
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 39 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE MODARR(I)
      USE SFMOD
      INTEGER I
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'MODARR', 1, 'corpus/f
     &ortran/stmt_function_labels.f', 40)
# 43 "corpus/fortran/stmt_function_labels.f"
   60 MARR(I) = MARR(I) + 1
      IF (MARR(I) .LT. 4) GOTO 60
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 45 "corpus/fortran/stmt_function_labels.f"
      END
      SUBROUTINE REALSF(X)
      REAL X, Y
      integer*8, save :: scorep_pdt_func_handle = -1
# 48 "corpus/fortran/stmt_function_labels.f"
   70 TWICE(Y) = Y * 2.0
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'REALSF', 1, 'corpus/f
     &ortran/stmt_function_labels.f', 46)
# 49 "corpus/fortran/stmt_function_labels.f"
      X = TWICE(X)
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 50 "corpus/fortran/stmt_function_labels.f"
      END
      PROGRAM SFLBL
      USE SFMOD
      INCLUDE 'sf_common.inc'
      REAL X
      DATA ICNT /5*0/
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'SFLBL', 1, 'corpus/fo
     &rtran/stmt_function_labels.f', 51)
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
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 67 "corpus/fortran/stmt_function_labels.f"
      END
