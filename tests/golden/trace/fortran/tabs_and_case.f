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
      call srcinst_trace_f_init()
      call srcinst_trace_f_enter_at('TabCase corpus/fortran/tabs_and_cas
     &e.f:6')
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
      call srcinst_trace_f_exit_at('TabCase corpus/fortran/tabs_and_case
     &.f:6')
# 23 "corpus/fortran/tabs_and_case.f"
	End
C
	Subroutine FillSq(A, M)
	Integer M, A(M), J
      call srcinst_trace_f_enter_at('FillSq corpus/fortran/tabs_and_case
     &.f:25')
!$omp parallel   
      call srcinst_trace_f_region_enter('omp', '!$omp parallel do @corpu
     &s/fortran/tabs_and_case.f:27', 'corpus/fortran/tabs_and_case.f', 2
     &7)
!$omp do
# 28 "corpus/fortran/tabs_and_case.f"
	Do J = 1, M
	   A(J) = J * J
	End Do
!$omp end do nowait
      call srcinst_trace_f_region_enter('omp', '!$omp implicit barrier @
     &corpus/fortran/tabs_and_case.f:27', 'corpus/fortran/tabs_and_case.
     &f', 31)
!$omp barrier
      call srcinst_trace_f_exit('!$omp implicit barrier @corpus/fortran/
     &tabs_and_case.f:27')
      call srcinst_trace_f_exit('!$omp parallel do @corpus/fortran/tabs_
     &and_case.f:27')
!$omp end parallel
      call srcinst_trace_f_exit_at('FillSq corpus/fortran/tabs_and_case.
     &f:25')
# 32 "corpus/fortran/tabs_and_case.f"
	rEtUrN
	eNd
C
	INTEGER Function Total(A, M)
	integer M, A(M), J
      call srcinst_trace_f_enter_at('Total corpus/fortran/tabs_and_case.
     &f:35')
# 37 "corpus/fortran/tabs_and_case.f"
      Total = 0
	dO 30 J = 1, M
	   Total = Total + A(J)
   30	CoNtInUe
	If (Total .Gt. 50) Go To 99999
	Total = -Total
99999 CONTINUE
        call srcinst_trace_f_exit_at('Total corpus/fortran/tabs_and_case
     &.f:35')
# 43 "corpus/fortran/tabs_and_case.f"
	EnD Function
C
	Subroutine Shout(Word)
	Character*(*) Word
      call srcinst_trace_f_enter_at('Shout corpus/fortran/tabs_and_case.
     &f:45')
# 47 "corpus/fortran/tabs_and_case.f"
	Write (6, '(1X, A, A)') 'SHOUT ',
     &   Word
      call srcinst_trace_f_exit_at('Shout corpus/fortran/tabs_and_case.f
     &:45')
# 49 "corpus/fortran/tabs_and_case.f"
	Return
	End Subroutine Shout
C
	integer function pick(k)
	integer k
      call srcinst_trace_f_enter_at('pick corpus/fortran/tabs_and_case.f
     &:52')
# 54 "corpus/fortran/tabs_and_case.f"
	if (mod(k, 2) .eq. 0) then
	   pick = k * 2
      call srcinst_trace_f_exit_at('pick corpus/fortran/tabs_and_case.f:
     &52')
# 56 "corpus/fortran/tabs_and_case.f"
	   return
	end if
	pick = k
        call srcinst_trace_f_exit_at('pick corpus/fortran/tabs_and_case.
     &f:52')
# 59 "corpus/fortran/tabs_and_case.f"
	end
