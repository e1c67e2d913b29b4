C     Every OpenMP construct srcinst instruments, in fixed form: the
C     c$omp, *$omp and !$omp sentinels, continuation lines, labelled DO
C     loops that end in CONTINUE (one shared by two loops), directives
C     without an end directive, upper and lower case. Output does not
C     depend on the number of threads.
      PROGRAM FIXED
      IMPLICIT NONE
      INTEGER N
      PARAMETER (N = 200)
      INTEGER I, J, S, T, K
      REAL A(N), B(N, 4)
      S = 0
      T = 0
      K = 0
C$OMP PARALLEL PRIVATE(I, J)
C$OMP+ SHARED(A, B)
*$OMP DO
      DO 10 I = 1, N
         A(I) = REAL(I)
   10 CONTINUE
!$omp do reduction(+:s)
      do 20 i = 1, n
      do 20 j = 1, 4
         b(i, j) = a(i) * j
         s = s + j
   20 continue
!$omp end do
c$omp critical (fix)
      K = K + 1
c$omp end critical (fix)
C$OMP BARRIER
C$OMP SINGLE
      T = T + 1
C$OMP END SINGLE
C$OMP MASTER
      T = T + 1
C$OMP END MASTER
C$OMP SECTIONS
C$OMP SECTION
      A(1) = A(1) + 1.0
C$OMP SECTION
      A(2) = A(2) + 1.0
C$OMP END SECTIONS
C$OMP WORKSHARE
      A = A + 1.0
C$OMP END WORKSHARE
C$OMP DO SCHEDULE(STATIC)
      DO 30 I = 1, N
         A(I) = A(I) - 1.0
   30 CONTINUE
C$OMP END DO
C$OMP ATOMIC
      T = T + 0
C$OMP FLUSH
C$OMP END PARALLEL
C$OMP PARALLEL DO
C$OMP&REDUCTION(+:S)
      DO 40 I = 1, N
         S = S + 1
   40 CONTINUE
C$OMP END PARALLEL DO
C$OMP PARALLEL DO REDUCTION(+:S)
      DO 50 I = 1, N
         S = S + 1
   50 CONTINUE
C$OMP PARALLEL WORKSHARE
      A = A * 2.0
C$OMP END PARALLEL WORKSHARE
C$OMP PARALLEL
C$OMP SINGLE
      DO 60 I = 1, 3
C$OMP TASK FIRSTPRIVATE(I)
C$OMP ATOMIC
      T = T + I
C$OMP END TASK
   60 CONTINUE
C$OMP TASKWAIT
C$OMP END SINGLE
C$OMP END PARALLEL
!$    K = K + 0
      WRITE (*, '(A,I0,A,I0,A,F0.1)') 'S=', S, ' T=', T, ' A2=', A(2)
      WRITE (*, '(A,L1)') 'K ', K .GT. 0
      END
