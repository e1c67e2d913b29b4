C     Metrics test data, Fortran fixed form: continuation lines, labels.
C     tests/test_metrics.py checks the counts stated here.
C
C     SMOOTH: subroutine (not in a module: no other property).
C     decisions: IF construct + .AND. + .OR. in its condition (3), the two
C       DO loops sharing the terminal statement 20 (2), the arithmetic IF
C       (2: three ways); the computed GO TO is not counted: 7 -> cc 8
C     loops 2; call sites 1 (RESET; callee reset)
C     statements 14: the IF continued over three lines is one statement
C     lines 17: the lines from INTEGER to END but the comment line
      SUBROUTINE SMOOTH(A, N, M)
      INTEGER N, M, I, J
      REAL A(N, M)
C     A continued IF condition: one statement over three lines
      IF (N .GT. 1 .AND.
     &    M .GT. 1 .OR.
     &    N .EQ. M) THEN
         DO 20 J = 1, M
            DO 20 I = 2, N
               A(I, J) = 0.5 * (A(I, J) + A(I - 1, J))
   20    CONTINUE
      END IF
      IF (A(1, 1)) 30, 40, 40
   30 A(1, 1) = 0.0
   40 CONTINUE
      GOTO (50, 60) M
   50 CALL RESET(A, N, M)
   60 RETURN
      END
