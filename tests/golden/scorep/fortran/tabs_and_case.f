# 1 "corpus/fortran/tabs_and_case.f"
C     srcinst-test: abort=no calls=FILLSQ:2,TOTAL:2,SHOUT:4,PICK:4
C     FIXED FORM WITH TAB FORMATTING: A TAB IN COLUMNS 1-6 STARTS THE
C     STATEMENT, A TAB FOLLOWED BY A DIGIT 1-9 IS A CONTINUATION LINE.
C     MIXED-CASE KEYWORDS AND AN OPENMP DIRECTIVE (A COMMENT WITHOUT
C     -fopenmp) DIRECTLY IN FRONT OF THE FIRST EXECUTABLE STATEMENT.
	Program TabCase
	Integer N, I, K, Pick, Total
	Parameter (N = 6)
	Integer A(N)
	Character*5 Tag
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'TabCase', 1, 'corpus/
     &fortran/tabs_and_case.f', 6)
# 11 "corpus/fortran/tabs_and_case.f"
	Call FillSq(A, N)
	Write (6, 100) (A(I), I = 1,
	1   N)
  100	Format (' SQUARES', 6I4)
	Write (6, 110) Total(A, N),
	2              Total(A, 3)
  110 Format (' TOTALS', 2I6)
	Call FillSq(A, 3)
	Do 20 K = 1, 4
	   Tag = 'ITEM' // Char(Ichar('0') + Pick(K))
	   Call Shout(Tag)
20	Continue
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 23 "corpus/fortran/tabs_and_case.f"
	End
C
	Subroutine FillSq(A, M)
	Integer M, A(M), J
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'FillSq', 1, 'corpus/f
     &ortran/tabs_and_case.f', 25)
!$omp parallel do
# 28 "corpus/fortran/tabs_and_case.f"
	Do J = 1, M
	   A(J) = J * J
	End Do
!$omp end parallel do
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 32 "corpus/fortran/tabs_and_case.f"
	rEtUrN
	eNd
C
	INTEGER Function Total(A, M)
	integer M, A(M), J
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'Total', 1, 'corpus/fo
     &rtran/tabs_and_case.f', 35)
# 37 "corpus/fortran/tabs_and_case.f"
      Total = 0
	dO 30 J = 1, M
	   Total = Total + A(J)
   30	CoNtInUe
	If (Total .Gt. 50) Go To 99999
	Total = -Total
99999 CONTINUE
        call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 43 "corpus/fortran/tabs_and_case.f"
	EnD Function
C
	Subroutine Shout(Word)
	Character*(*) Word
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'Shout', 1, 'corpus/fo
     &rtran/tabs_and_case.f', 45)
# 47 "corpus/fortran/tabs_and_case.f"
	Write (6, '(1X, A, A)') 'SHOUT ',
     &   Word
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 49 "corpus/fortran/tabs_and_case.f"
	Return
	End Subroutine Shout
C
	integer function pick(k)
	integer k
      integer*8, save :: scorep_pdt_func_handle = -1
      call SCOREP_F_Begin(scorep_pdt_func_handle, 'pick', 1, 'corpus/for
     &tran/tabs_and_case.f', 52)
# 54 "corpus/fortran/tabs_and_case.f"
	if (mod(k, 2) .eq. 0) then
	   pick = k * 2
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 56 "corpus/fortran/tabs_and_case.f"
	   return
	end if
	pick = k
        call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 59 "corpus/fortran/tabs_and_case.f"
	end
