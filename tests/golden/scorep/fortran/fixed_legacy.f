# 1 "corpus/fortran/fixed_legacy.f"
C     srcinst-test: abort=no calls=ACCUMULATEVALUESINTOCOMMONBLOCK:3,ICLAMP:4,PRTAB:1,SUMSQ:2
C     FORTRAN 77 FIXED FORM: COMMENT LINES, CONTINUATIONS, SEQUENCE
C     NUMBERS IN COLUMNS 73-80, DATA/FORMAT/COMMON, A STATEMENT
C     FUNCTION, ARITHMETIC AND COMPUTED GOTO, LABELED RETURN.
*     ASTERISK COMMENT LINE
      PROGRAM LEGACY
      INTEGER I, J, K, N, ICLAMP
      REAL A(4), TOTAL, F, X, SUMSQ, S
      COMMON /ACC/ TOTAL, N
C     STATEMENT FUNCTION IN THE SPECIFICATION PART
      integer*8, save :: scorep_pdt_func_handle = -1
# 11 "corpus/fortran/fixed_legacy.f"
      F(X) = X*2.0
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'LEGACY', 1, 'corpus/f
     &ortran/fixed_legacy.f', 6)
# 12 "corpus/fortran/fixed_legacy.f"
      DATA A /1.0, 2.5, 3.0, 4.5/
      TOTAL = 0.0
      N = 0
      I = 1; J = 2
      DO 50 K = 1, 3
         CALL ACCUMULATEVALUESINTOCOMMONBLOCK(A(K), F(A(K+1)),
     &        K - 2)
   50 CONTINUE
      WRITE (6, 100) N, TOTAL
  100 FORMAT (' N=', I4, ' TOTAL=', F8.2)
      K = ICLAMP(-5) + ICLAMP(7) + ICLAMP(3)                            LEG00170
     +  + ICLAMP(42)                                                    LEG00180
      WRITE (6, 110) I, J, K
  110 FORMAT (' I=', I2, ' J=', I2, ' K=', I4)
      S = SUMSQ(A, 4) + SUMSQ(A, 2)
      WRITE (6, 120) S, F(S)
  120 FORMAT (' S=', F8.2, ' F(S)=', F8.2)
      CALL PRTAB(A, 4)
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 30 "corpus/fortran/fixed_legacy.f"
      END
C
C     LONG (31 CHARACTER) NAME, HEADER LINE ENDING IN COLUMN 71
*
      SUBROUTINE ACCUMULATEVALUESINTOCOMMONBLOCK(VALUEX, SCALEF, IFLAG)
      REAL VALUEX, SCALEF, TOTAL
      INTEGER IFLAG, N
      COMMON /ACC/ TOTAL, N
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'ACCUMULATEVALUESINTOC
     &OMMONBLOCK', 1, 'corpus/fortran/fixed_legacy.f', 34)
# 38 "corpus/fortran/fixed_legacy.f"
      IF (IFLAG) 20, 30, 40                                             ACC00040
   20 TOTAL = TOTAL + VALUEX
      N = N + 1
      GOTO 10
   30 TOTAL = TOTAL + VALUEX + SCALEF * 1.0 + 0.0 * VALUEX * SCALEF *2.0
     +      + 0.0
     1      * 1.0
      N = N + 2
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 46 "corpus/fortran/fixed_legacy.f"
      RETURN                                                            ACC00110
   40 N = N + 100
      GOTO 10
   10 CONTINUE
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 49 "corpus/fortran/fixed_legacy.f"
      RETURN                                                            ACC00140
      END
C
      INTEGER FUNCTION ICLAMP(IV)
      INTEGER IV, ISEL
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'ICLAMP', 1, 'corpus/f
     &ortran/fixed_legacy.f', 52)
# 54 "corpus/fortran/fixed_legacy.f"
      ISEL = 2
      IF (IV .LT. 0) ISEL = 1
      IF (IV .GT. 10) ISEL = 3
      GO TO (10, 20, 30) ISEL
   10 ICLAMP = 0
      GO TO 99999
   20 ICLAMP = IV
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 61 "corpus/fortran/fixed_legacy.f"
      RETURN                                                            CLMP0090
   30 ICLAMP = 10
99999 CONTINUE
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 63 "corpus/fortran/fixed_legacy.f"
      END
C
      REAL FUNCTION SUMSQ(ARR, M)
      INTEGER M, L
      REAL ARR(M)
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'SUMSQ', 1, 'corpus/fo
     &rtran/fixed_legacy.f', 65)
# 68 "corpus/fortran/fixed_legacy.f"
      SUMSQ = 0.0
      L = 0
    5 L = L + 1
      IF (L .GT. M) GOTO 10
      SUMSQ = SUMSQ + ARR(L)**2
      GOTO 5
   10 CONTINUE
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 74 "corpus/fortran/fixed_legacy.f"
      RETURN
      END
C
      SUBROUTINE PRTAB(ARR, M)
      INTEGER M, L
      REAL ARR(M)
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'PRTAB', 1, 'corpus/fo
     &rtran/fixed_legacy.f', 77)
# 80 "corpus/fortran/fixed_legacy.f"
      WRITE (6, 200) (L, ARR(L), L = 1, M)                              PRT00040
  200 FORMAT (' A(', I1, ')=', F6.2)
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 82 "corpus/fortran/fixed_legacy.f"
      END
