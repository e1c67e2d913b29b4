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
	End
C
	Subroutine FillSq(A, M)
	Integer M, A(M), J
!$omp parallel do
	Do J = 1, M
	   A(J) = J * J
	End Do
!$omp end parallel do
	rEtUrN
	eNd
C
	INTEGER Function Total(A, M)
	integer M, A(M), J
      Total = 0
	dO 30 J = 1, M
	   Total = Total + A(J)
   30	CoNtInUe
	If (Total .Gt. 50) Return
	Total = -Total
	EnD Function
C
	Subroutine Shout(Word)
	Character*(*) Word
	Write (6, '(1X, A, A)') 'SHOUT ',
     &   Word
	Return
	End Subroutine Shout
C
	integer function pick(k)
	integer k
	if (mod(k, 2) .eq. 0) then
	   pick = k * 2
	   return
	end if
	pick = k
	end
