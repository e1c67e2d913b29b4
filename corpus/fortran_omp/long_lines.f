C     Fixed-form directives that fill their columns: an end directive
C     that reaches column 72 gets its nowait on a continuation line, and
C     so do the clauses a split combined construct adds; columns 73-80
C     (sequence numbers) stay where they are. OPARI2 2.0.7 writes nowait
C     past column 72 and leaves LAST out of the split construct's clauses.
      PROGRAM LONGLN
      IMPLICIT NONE
      INTEGER I, S, LAST
      REAL A(100)
      S = 0
C$OMP PARALLEL PRIVATE(I)                                               00000010
C$OMP DO REDUCTION(+:S)
      DO 10 I = 1, 100
         S = S + I
   10 CONTINUE
C$OMP END DO                                                            00000020
C$OMP DO
      DO 20 I = 1, 100
         A(I) = REAL(I)
   20 CONTINUE
C$OMP                                                       END DO
C$OMP END PARALLEL
C$OMP PARALLEL DO DEFAULT(NONE) SHARED(A) LASTPRIVATE(LAST) PRIVATE(I)
      DO 30 I = 1, 100
         LAST = I
         A(I) = A(I) + 1.0
   30 CONTINUE
      WRITE (*, '(A,I0,A,I0,A,F0.1)') 'S=', S, ' LAST=', LAST,
     &   ' A100=', A(100)
      END
