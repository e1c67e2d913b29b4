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
      integer(kind=8) :: pomp2_region_1
      common /srcinst_pomp2_81b51f8fa1b2/ pomp2_region_1
      character(len=111), parameter :: pomp2_ctc_1 = "111*regionType=par
     &alleldo*sscl=corpus/fortran/tabs_and_case.f:27:27*escl=corpus/fort
     &ran/tabs_and_case.f:31:31**"
      integer(kind=8) :: pomp2_old_task, pomp2_new_task
      logical :: pomp2_if
      integer(kind=4) :: pomp2_num_threads
      integer(kind=4) :: pomp2_lib_get_max_threads
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(pomp2_region_1, pomp2_if, pomp2_num_threa
     &ds, pomp2_old_task, pomp2_ctc_1)
# 27 "corpus/fortran/tabs_and_case.f"
!$omp parallel    firstprivate(pomp2_old_task) private(pomp2_new_task)
      call POMP2_Parallel_begin(pomp2_region_1)
      call POMP2_Do_enter(pomp2_region_1, pomp2_ctc_1)
!$omp do
# 28 "corpus/fortran/tabs_and_case.f"
	Do J = 1, M
	   A(J) = J * J
	End Do
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(pomp2_region_1, pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(pomp2_region_1, pomp2_old_task)
      call POMP2_Do_exit(pomp2_region_1)
      call POMP2_Parallel_end(pomp2_region_1)
!$omp end parallel
      call POMP2_Parallel_join(pomp2_region_1, pomp2_old_task)
# 32 "corpus/fortran/tabs_and_case.f"
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
      subroutine POMP2_Init_reg_81b51f8fa1b2_1()
      integer(kind=8) :: pomp2_region_1
      common /srcinst_pomp2_81b51f8fa1b2/ pomp2_region_1
      character(len=111), parameter :: pomp2_ctc_1 = "111*regionType=par
     &alleldo*sscl=corpus/fortran/tabs_and_case.f:27:27*escl=corpus/fort
     &ran/tabs_and_case.f:31:31**"
      call POMP2_Assign_handle(pomp2_region_1, pomp2_ctc_1)
      end
