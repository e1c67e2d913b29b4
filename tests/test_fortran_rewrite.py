"""Each Fortran transformation as an (input, expected output) pair, run in-process
through the real fparser-based frontend, as tests/test_rewrite.py does for C/C++.

Every expected output was worked out from the placement rules (README and
frontends/fortran_emit.py's docstring), not copied from srcinst's output, and
test_expected_output_compiles checks each one with gfortran -fsyntax-only.
Pairs where srcinst's output is wrong are kept and marked xfail(strict=True).
"""
import shutil
import subprocess

import pytest

from srcinst.diagnostics import Reporter, SrcinstError
from srcinst.instrument import Options, instrument_source
from srcinst.settings import Settings
from srcinst.spec import parse_spec

SPEC = r'''
init code="call i()"
entry code="call e('@ROUTINE@', @LINE@)"
exit code="call x('@ROUTINE@', @LINE@)"
abort code="call a(@LINE@)"
'''
# decl written last: the order in the body is still decl, init, entry (by kind).
SPEC_DECL = SPEC + 'decl code="integer :: d" lang="fortran"\n'
SPEC_PATTERN = '''entry routine="M::F" code="call e('@ROUTINE@', @LINE@)"\n'''


def instrument(tmp_path, name, text, spec=SPEC, reporter=None):
    path = tmp_path / name
    data = text.encode("latin-1") if isinstance(text, str) else text
    path.write_bytes(data)
    reporter = reporter or Reporter(stream=open("/dev/null", "w"), verbose=True)
    form = "fixed" if name.lower().endswith(".f") else "free"
    out = instrument_source(str(path), data, parse_spec(spec), Options(
        lang="fortran", form=form, line_markers=False, settings=Settings.from_environ()), reporter)
    return out.decode("latin-1"), reporter


# ------------------------------------------------------------------ long names
# Fortran names have at most 63 characters, so the 200-character @ROUTINE@ of
# the free-form case is a qualified name: module::module procedure::internal.
NAME60 = "r" + "0123456789" * 5 + "abcdefghi"
assert len(NAME60) == 60
M63 = "m" + "a" * 62
S63 = "s" + "b" * 62
I63 = "i" + "c" * 62
Q2 = f"{M63}::{S63}"
Q3 = f"{Q2}::{I63}"
assert len(Q3) == 193

FIXED_LONG_IN = (
    "      SUBROUTINE\n"
    f"     &{NAME60}(N)\n"
    "      INTEGER N\n"
    "      N = 1\n"
    "      END\n")
# "call e('" is 8 characters: 6 + 8 + 58 name characters fill the line to 72.
FIXED_LONG_OUT = (
    "      SUBROUTINE\n"
    f"     &{NAME60}(N)\n"
    "      INTEGER N\n"
    f"      call e('{NAME60[:58]}\n"
    f"     &{NAME60[58:]}', 1)\n"
    "      N = 1\n"
    f"      call x('{NAME60[:58]}\n"
    f"     &{NAME60[58:]}', 5)\n"
    "      END\n")

FREE_LONG_IN = (
    f"module {M63}\n"
    "contains\n"
    f"  subroutine {S63}(n)\n"
    "    integer, intent(in) :: n\n"
    f"    call {I63}()\n"
    "  contains\n"
    f"    subroutine {I63}()\n"
    "      print *, n\n"
    f"    end subroutine {I63}\n"
    f"  end subroutine {S63}\n"
    f"end module {M63}\n")
ENTRY_S = f"call e('{Q2}', 3)"     # 141 characters
EXIT_S = f"call x('{Q2}', 6)"
ENTRY_I = f"call e('{Q3}', 7)"     # 206 characters
EXIT_I = f"call x('{Q3}', 9)"
# First line filled to 132 with `&` in column 132; the next starts with `&`.
FREE_LONG_OUT = (
    f"module {M63}\n"
    "contains\n"
    f"  subroutine {S63}(n)\n"
    "    integer, intent(in) :: n\n"
    f"    {ENTRY_S[:127]}&\n"
    f"    &{ENTRY_S[127:]}\n"
    f"    call {I63}()\n"
    f"    {EXIT_S[:127]}&\n"
    f"    &{EXIT_S[127:]}\n"
    "  contains\n"
    f"    subroutine {I63}()\n"
    f"      {ENTRY_I[:125]}&\n"
    f"      &{ENTRY_I[125:]}\n"
    "      print *, n\n"
    f"      {EXIT_I[:125]}&\n"
    f"      &{EXIT_I[125:]}\n"
    f"    end subroutine {I63}\n"
    f"  end subroutine {S63}\n"
    f"end module {M63}\n")


def sq(line, number):
    """A fixed-form line with sequence number `number` in columns 73-80."""
    return line.ljust(72) + f"SEQ{10 * number:05d}\n"


# ------------------------------------------------------------------ the pairs
# (id, file name, input, expected, spec)
CASES = []
XFAIL = {}  # id -> reason: srcinst's output differs from the expected one


def case(case_id, source, expected, name="t.f90", spec=SPEC):
    CASES.append((case_id, name, source, expected, spec))


# --- entry, decl, init -------------------------------------------------------
case("entry-after-use-implicit-declarations-parameter-data", """\
subroutine s(n)
  use iso_fortran_env, only: int32
  implicit none
  integer(int32), intent(in) :: n
  integer, parameter :: m = 3
  integer :: k
  data k /1/
  k = n + m
end subroutine s
""", """\
subroutine s(n)
  use iso_fortran_env, only: int32
  implicit none
  integer(int32), intent(in) :: n
  integer, parameter :: m = 3
  integer :: k
  data k /1/
  call e('s', 1)
  k = n + m
  call x('s', 9)
end subroutine s
""")

case("decl-init-entry-order-init-only-in-program", """\
program p
  implicit none
  integer :: k
  k = 1
  call s
end program p
subroutine s
  integer :: k
  k = 2
end subroutine s
""", """\
program p
  implicit none
  integer :: k
  integer :: d
  call i()
  call e('p', 1)
  k = 1
  call s
  call x('p', 6)
end program p
subroutine s
  integer :: k
  integer :: d
  call e('s', 7)
  k = 2
  call x('s', 10)
end subroutine s
""", spec=SPEC_DECL)

# --- exit at the end ---------------------------------------------------------
case("exit-before-end-function", """\
integer function f(n)
  integer, intent(in) :: n
  f = n + 1
end function f
""", """\
integer function f(n)
  integer, intent(in) :: n
  call e('f', 1)
  f = n + 1
  call x('f', 4)
end function f
""")

case("exit-before-bare-end", """\
subroutine s(n)
  integer :: n
  n = 1
end
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  n = 1
  call x('s', 4)
end
""")

case("exit-before-contains-internal-procedure-name", """\
program p
  implicit none
  call inner
contains
  subroutine inner
    print *, 'in'
  end subroutine inner
end program p
""", """\
program p
  implicit none
  call i()
  call e('p', 1)
  call inner
  call x('p', 4)
contains
  subroutine inner
    call e('p::inner', 5)
    print *, 'in'
    call x('p::inner', 7)
  end subroutine inner
end program p
""")

case("plain-return-last-no-exit-before-end", """\
subroutine s(n)
  integer :: n
  n = 1
  return
end subroutine s
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  n = 1
  call x('s', 4)
  return
end subroutine s
""")

case("stop-last-no-exit-before-end", """\
subroutine s
  print *, 'bye'
  stop
end subroutine s
""", """\
subroutine s
  call e('s', 1)
  print *, 'bye'
  call a(3)
  stop
end subroutine s
""")

case("goto-last-no-exit-before-end", """\
subroutine s(n)
  integer :: n
  n = 0
10 n = n + 1
  go to 10
end subroutine s
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  n = 0
10 n = n + 1
  go to 10
end subroutine s
""")

case("goto-last-labeled-end-gets-exit", """\
subroutine s(n)
  integer :: n
  if (n > 0) go to 10
  n = 0
  go to 10
10 end subroutine s
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  if (n > 0) go to 10
  n = 0
  go to 10
10 continue
  call x('s', 6)
   end subroutine s
""")

# --- RETURN ------------------------------------------------------------------
case("labeled-return-label-moves-to-continue", """\
subroutine s(n)
  integer :: n
  if (n > 0) go to 10
  n = 0
10 return
end subroutine s
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  if (n > 0) go to 10
  n = 0
10 continue
   call x('s', 5)
   return
end subroutine s
""")

case("labeled-return-fixed-form", """\
      SUBROUTINE S(N)
      INTEGER N
      IF (N .GT. 0) GO TO 10
      N = 0
   10 RETURN
      END
""", """\
      SUBROUTINE S(N)
      INTEGER N
      call e('S', 1)
      IF (N .GT. 0) GO TO 10
      N = 0
   10 CONTINUE
      call x('S', 5)
      RETURN
      END
""", name="t.f")

case("alternate-return", """\
subroutine s(n, *)
  integer :: n
  n = 0
  return 1
end subroutine s
""", """\
subroutine s(n, *)
  integer :: n
  call e('s', 1)
  n = 0
  call x('s', 4)
  return 1
end subroutine s
""")

# --- one-line IF ... RETURN ----------------------------------------------------
case("if-return-lower-case", """\
subroutine s(n)
  integer :: n
  if (n > 0) return
  n = 0
end subroutine s
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  if (n > 0) then
    call x('s', 3)
    return
  end if
  n = 0
  call x('s', 5)
end subroutine s
""")

case("if-return-upper-case", """\
SUBROUTINE S(N)
  INTEGER :: N
  IF (N > 0) RETURN
  N = 0
END SUBROUTINE S
""", """\
SUBROUTINE S(N)
  INTEGER :: N
  call e('S', 1)
  IF (N > 0) THEN
    call x('S', 3)
    RETURN
  END IF
  N = 0
  call x('S', 5)
END SUBROUTINE S
""")

case("if-return-free-form-continuation", """\
subroutine s(p, q)
  logical :: p, q
  if (p .and. &
      q) return
  p = .false.
end subroutine s
""", """\
subroutine s(p, q)
  logical :: p, q
  call e('s', 1)
  if (p .and. &
      q) then
    call x('s', 3)
    return
  end if
  p = .false.
  call x('s', 6)
end subroutine s
""")

case("if-return-fixed-form-continuation", """\
      SUBROUTINE S(P, Q)
      LOGICAL P, Q
      IF (P .AND.
     &    Q) RETURN
      P = .FALSE.
      END
""", """\
      SUBROUTINE S(P, Q)
      LOGICAL P, Q
      call e('S', 1)
      IF (P .AND.
     &    Q) THEN
        call x('S', 3)
        RETURN
      END IF
      P = .FALSE.
      call x('S', 6)
      END
""", name="t.f")

case("labeled-if-return-label-stays-on-if-then", """\
subroutine s(n)
  integer :: n
  go to 10
10 if (n > 0) return
  n = 0
end subroutine s
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  go to 10
10 if (n > 0) then
     call x('s', 4)
     return
   end if
  n = 0
  call x('s', 6)
end subroutine s
""")

case("if-return-without-blanks", """\
subroutine s(l)
  logical :: l
  if(l)return
  l = .true.
end subroutine s
""", """\
subroutine s(l)
  logical :: l
  call e('s', 1)
  if(l)then
    call x('s', 3)
    return
  end if
  l = .true.
  call x('s', 5)
end subroutine s
""")

case("if-return-trailing-comment-stays-after-end-if", """\
subroutine s(n)
  integer :: n
  if (n > 0) return ! done
  n = 0
end subroutine s
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  if (n > 0) then
    call x('s', 3)
    return
  end if ! done
  n = 0
  call x('s', 5)
end subroutine s
""")

case("if-return-followed-by-semicolon-statement", """\
subroutine s(n)
  integer :: n
  if (n > 0) return; n = 0
end subroutine s
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  if (n > 0) then
    call x('s', 3)
    return
  end if; n = 0
  call x('s', 4)
end subroutine s
""")

# --- aborts ------------------------------------------------------------------
case("abort-before-stop-and-error-stop", """\
subroutine s(n)
  integer :: n
  if (n == 1) then
    stop
  end if
  if (n == 2) then
    error stop 'bad'
  end if
end subroutine s
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  if (n == 1) then
    call a(4)
    stop
  end if
  if (n == 2) then
    call a(7)
    error stop 'bad'
  end if
  call x('s', 9)
end subroutine s
""")

case("abort-before-call-exit-and-call-abort", """\
subroutine s(n)
  integer :: n
  if (n == 3) then
    call exit(3)
  end if
  call abort()
end subroutine s
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  if (n == 3) then
    call a(4)
    call exit(3)
  end if
  call a(6)
  call abort()
end subroutine s
""")

case("if-stop-becomes-if-block", """\
program p
  logical :: c
  c = .false.
  if (c) stop 2
end program p
""", """\
program p
  logical :: c
  call i()
  call e('p', 1)
  c = .false.
  if (c) then
    call a(4)
    stop 2
  end if
  call x('p', 5)
end program p
""")

# --- ;-separated statements ----------------------------------------------------
case("first-executable-after-declaration-on-same-line", """\
subroutine s
  integer :: k; k = 1
end subroutine s
""", """\
subroutine s
  integer :: k; 
  call e('s', 1)
  k = 1
  call x('s', 3)
end subroutine s
""")

case("return-after-semicolon", """\
subroutine s(n)
  integer :: n
  n = 1; return
end subroutine s
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  n = 1; 
  call x('s', 3)
  return
end subroutine s
""")

# --- ENTRY -------------------------------------------------------------------
case("entry-statement-jumped-over", """\
subroutine s(n)
  integer :: n
  n = 1
  entry t(n)
  n = 2
end subroutine s
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  n = 1
  go to 99999
  entry t(n)
  call e('s', 4)
99999 continue
  n = 2
  call x('s', 6)
end subroutine s
""")

case("entry-statement-label-99999-in-use", """\
subroutine s(n)
  integer :: n
  n = 1
  if (n > 0) go to 99999
  entry t(n)
  n = 2
99999 continue
end subroutine s
""", """\
subroutine s(n)
  integer :: n
  call e('s', 1)
  n = 1
  if (n > 0) go to 99999
  go to 99998
  entry t(n)
  call e('s', 5)
99998 continue
  n = 2
99999 continue
call x('s', 8)
end subroutine s
""")

# --- PURE / ELEMENTAL ------------------------------------------------------------
PURE_SRC = """\
module m
contains
  pure integer function f(n)
    integer, intent(in) :: n
    f = n + 1
  end function f
  elemental real function g(y)
    real, intent(in) :: y
    g = 2 * y
  end function g
end module m
"""
case("pure-and-elemental-are-byte-identical", PURE_SRC, PURE_SRC)

case("impure-elemental-is-instrumented", """\
module m
contains
  impure elemental subroutine s(y)
    real, intent(inout) :: y
    y = 2 * y
  end subroutine s
end module m
""", """\
module m
contains
  impure elemental subroutine s(y)
    real, intent(inout) :: y
    call e('m::s', 3)
    y = 2 * y
    call x('m::s', 6)
  end subroutine s
end module m
""")

# --- fixed form layout ---------------------------------------------------------
case("fixed-form-code-in-column-7", """\
      SUBROUTINE S(N)
      INTEGER N
      N = 1
      END
""", """\
      SUBROUTINE S(N)
      INTEGER N
      call e('S', 1)
      N = 1
      call x('S', 4)
      END
""", name="t.f")

case("fixed-form-long-code-wrapped-at-72", FIXED_LONG_IN, FIXED_LONG_OUT, name="t.f")

case("free-form-long-code-wrapped-at-132", FREE_LONG_IN, FREE_LONG_OUT)

case("tab-format-fixed-form-and-tab-digit-continuation",
     "\tSUBROUTINE S(N)\n\tINTEGER N\n\tN = 1 +\n\t1 2\n\tEND\n",
     # code lines up with the statement: column 7 before the first statement;
     # before END with the tab-expanded column of the body (9)
     "\tSUBROUTINE S(N)\n\tINTEGER N\n      call e('S', 1)\n\tN = 1 +\n\t1 2\n"
     "        call x('S', 5)\n\tEND\n", name="t.f")

case("fixed-form-sequence-numbers-on-return-line-kept",
     sq("      SUBROUTINE S(N)", 1) + sq("      INTEGER N", 2)
     + sq("      IF (N .GT. 0) GO TO 10", 3) + sq("      N = 0", 4)
     + sq("   10 RETURN", 5) + sq("      END", 6),
     sq("      SUBROUTINE S(N)", 1) + sq("      INTEGER N", 2)
     + "      call e('S', 1)\n"
     + sq("      IF (N .GT. 0) GO TO 10", 3) + sq("      N = 0", 4)
     + "   10 CONTINUE\n"
     + "      call x('S', 5)\n"
     + sq("      RETURN", 5) + sq("      END", 6),
     name="t.f")

case("fixed-form-if-return-with-sequence-numbers",
     sq("      SUBROUTINE S(N)", 1) + sq("      INTEGER N", 2)
     + sq("      IF (N .GT. 0) RETURN", 3) + sq("      N = 0", 4) + sq("      END", 5),
     # columns 73-80 stay out of the statement field: here they stay on the
     # line that ends the rewritten statement (END IF)
     sq("      SUBROUTINE S(N)", 1) + sq("      INTEGER N", 2)
     + "      call e('S', 1)\n"
     + "      IF (N .GT. 0) THEN\n"
     + "        call x('S', 3)\n"
     + "        RETURN\n"
     + sq("      END IF", 3) + sq("      N = 0", 4)
     + "      call x('S', 5)\n"
     + sq("      END", 5),
     name="t.f")

case("statement-function-after-use-decl-before-it-entry-after-it", """\
module m
  integer :: t(3)
end module m
subroutine s(y)
  use m
  real :: y
  f(z) = z * 2.0
  y = f(y)
end subroutine s
subroutine u(k)
  use m
  integer :: k
  t(k) = 1
  print *, t
end subroutine u
""", """\
module m
  integer :: t(3)
end module m
subroutine s(y)
  use m
  real :: y
  integer :: d
  f(z) = z * 2.0
  call e('s', 4)
  y = f(y)
  call x('s', 9)
end subroutine s
subroutine u(k)
  use m
  integer :: k
  integer :: d
  t(k) = 1
  call e('u', 10)
  print *, t
  call x('u', 15)
end subroutine u
""", spec=SPEC_DECL)

case("statement-function-after-use-fixed-form", """\
      SUBROUTINE S(Y)
      USE ISO_FORTRAN_ENV
      REAL Y
  100 FORMAT(F8.2)
      F(Z) = Z*2.0
      WRITE (*, 100) F(Y)
      END
""", """\
      SUBROUTINE S(Y)
      USE ISO_FORTRAN_ENV
      REAL Y
  100 FORMAT(F8.2)
      integer :: d
      F(Z) = Z*2.0
      call e('S', 1)
      WRITE (*, 100) F(Y)
      call x('S', 7)
      END
""", name="t.f", spec=SPEC_DECL)

case("implicit-none-external-declares-the-called-procedures", """\
module m
  implicit none (type, external)
contains
  subroutine s(n)
    external :: e
    integer :: n
    n = 1
  contains
    subroutine t()
      print *, 1
    end subroutine t
  end subroutine s
end module m
subroutine u(n)
  use m, only: s
  implicit none (external)
  integer :: n
  n = 2
end subroutine u
subroutine v(n)
  implicit none
  integer :: n
  n = 3
end subroutine v
""", """\
module m
  implicit none (type, external)
contains
  subroutine s(n)
    external :: e
    integer :: n
    external :: x
    call e('m::s', 4)
    n = 1
    call x('m::s', 8)
  contains
    subroutine t()
      external :: x
      call e('m::s::t', 9)
      print *, 1
      call x('m::s::t', 11)
    end subroutine t
  end subroutine s
end module m
subroutine u(n)
  use m, only: s
  implicit none (external)
  integer :: n
  external :: e, x
  call e('u', 14)
  n = 2
  call x('u', 19)
end subroutine u
subroutine v(n)
  implicit none
  integer :: n
  call e('v', 20)
  n = 3
  call x('v', 24)
end subroutine v
""")

case("implicit-none-external-fixed-form-upper-case", """\
      SUBROUTINE S(N)
      IMPLICITNONE(EXTERNAL)
      INTEGER N
      IF (N .GT. 0) RETURN
      N = 0
      END
""", """\
      SUBROUTINE S(N)
      IMPLICITNONE(EXTERNAL)
      INTEGER N
      EXTERNAL :: e, x
      integer :: d
      call e('S', 1)
      IF (N .GT. 0) THEN
        call x('S', 4)
        RETURN
      END IF
      N = 0
      call x('S', 6)
      END
""", name="t.f", spec=SPEC_DECL)

# --- directives, line endings ------------------------------------------------------
case("omp-directive-before-first-statement-entry-goes-before-it", """\
subroutine s(v, n)
  integer :: n, k
  real :: v(n)
  !$omp parallel do
  do k = 1, n
    v(k) = 0.0
  end do
end subroutine s
""", """\
subroutine s(v, n)
  integer :: n, k
  real :: v(n)
  call e('s', 1)
  !$omp parallel do
  do k = 1, n
    v(k) = 0.0
  end do
  call x('s', 8)
end subroutine s
""")

case("openmp-conditional-lines-entry-after-declarations-before-statements", """\
subroutine s(n)
!$ use omp_lib
  integer :: n
!$ integer :: tid
!$omp parallel private(tid)
!$ tid = omp_get_thread_num()
!$omp end parallel
  n = 1
!$ if (n > 0) return
  n = 2
end subroutine s
""", """\
subroutine s(n)
!$ use omp_lib
  integer :: n
!$ integer :: tid
   call e('s', 1)
!$omp parallel private(tid)
!$ tid = omp_get_thread_num()
!$omp end parallel
  n = 1
!$ if (n > 0) then
!$   call x('s', 9)
!$   return
!$ end if
  n = 2
  call x('s', 11)
end subroutine s
""")

case("openmp-conditional-and-debug-lines-fixed-form", """\
      SUBROUTINE S(N)
C$    USE OMP_LIB
      INTEGER N
D     INTEGER IDBG
*$    N = OMP_GET_MAX_THREADS()
      N = 1
C$    IF (N .GT. 0)
C$   &   STOP 2
D     IF (N .GT. 1) RETURN
      END
""", """\
      SUBROUTINE S(N)
C$    USE OMP_LIB
      INTEGER N
D     INTEGER IDBG
      call e('S', 1)
*$    N = OMP_GET_MAX_THREADS()
      N = 1
C$    IF (N .GT. 0) THEN
C$      call a(7)
C$      STOP 2
C$    END IF
D     IF (N .GT. 1) THEN
D       call x('S', 9)
D       RETURN
D     END IF
      call x('S', 10)
      END
""", name="t.f")

case("crlf-inserted-lines-end-in-crlf",
     "subroutine s(n)\r\n  integer :: n\r\n  if (n > 0) return\r\n  n = 1\r\nend subroutine s\r\n",
     "subroutine s(n)\r\n  integer :: n\r\n  call e('s', 1)\r\n  if (n > 0) then\r\n"
     "    call x('s', 3)\r\n    return\r\n  end if\r\n  n = 1\r\n  call x('s', 5)\r\n"
     "end subroutine s\r\n")

# --- @ROUTINE@ ---------------------------------------------------------------------
case("module-procedure-name", """\
module m
contains
  integer function f(n)
    integer, intent(in) :: n
    f = n
  end function f
end module m
""", """\
module m
contains
  integer function f(n)
    integer, intent(in) :: n
    call e('m::f', 3)
    f = n
    call x('m::f', 6)
  end function f
end module m
""")

case("implicit-main-program-is-main", """\
print *, 'hi'
end
""", """\
call i()
call e('main', 1)
print *, 'hi'
call x('main', 2)
end
""")

case("separate-module-procedures-in-submodule", """\
module m
  interface
    module subroutine s(n)
      integer, intent(in) :: n
    end subroutine s
    module subroutine t(n)
      integer, intent(in) :: n
    end subroutine t
  end interface
end module m
submodule (m) sm
contains
  module subroutine s(n)
    integer, intent(in) :: n
    print *, n
  end subroutine s
  module procedure t
    print *, n
  end procedure t
end submodule sm
""", """\
module m
  interface
    module subroutine s(n)
      integer, intent(in) :: n
    end subroutine s
    module subroutine t(n)
      integer, intent(in) :: n
    end subroutine t
  end interface
end module m
submodule (m) sm
contains
  module subroutine s(n)
    integer, intent(in) :: n
    call e('m::s', 13)
    print *, n
    call x('m::s', 16)
  end subroutine s
  module procedure t
    call e('m::t', 17)
    print *, n
    call x('m::t', 19)
  end procedure t
end submodule sm
""")

case("routine-pattern-matches-case-insensitively", """\
module m
contains
  integer function f(n)
    integer, intent(in) :: n
    f = n
  end function f
  integer function g(n)
    integer, intent(in) :: n
    g = n
  end function g
end module m
""", """\
module m
contains
  integer function f(n)
    integer, intent(in) :: n
    call e('m::f', 3)
    f = n
  end function f
  integer function g(n)
    integer, intent(in) :: n
    g = n
  end function g
end module m
""", spec=SPEC_PATTERN)


# --- found by review -----------------------------------------------------------
case("review-label-with-leading-zeros-ends-a-do-loop", """\
      SUBROUTINE S(N)
      INTEGER N, I
      DO 10 I = 1, 3
        PRINT *, I
  010 CALL EXIT(3)
      END
""", """\
      SUBROUTINE S(N)
      INTEGER N, I
      call e('S', 1)
      DO 10 I = 1, 3
        PRINT *, I
      call a(5)
  010 CALL EXIT(3)
      call x('S', 6)
      END
""", name="t.f")

case("review-entry-keeps-columns-73-80",
     "      SUBROUTINE S(K)\n      INTEGER K\n      PRINT *, K\n"
     + sq("      ENTRY S2(K)", 4) + "      PRINT *, K\n      END\n",
     "      SUBROUTINE S(K)\n      INTEGER K\n      call e('S', 1)\n      PRINT *, K\n"
     "      GO TO 99999\n" + sq("      ENTRY S2(K)", 4)
     + "      call e('S', 4)\n99999 CONTINUE\n      PRINT *, K\n      call x('S', 6)\n      END\n",
     name="t.f")

case("review-label-after-semicolon-moves-with-the-exit-code", """\
subroutine s(k)
  integer :: k
  if (k > 0) goto 10
  print *, k; 10 return
end subroutine
""", """\
subroutine s(k)
  integer :: k
  call e('s', 1)
  if (k > 0) goto 10
  print *, k; 
10 continue
  call x('s', 4)
     return
end subroutine
""")

case("review-then-past-column-132-is-continued",
     "subroutine s(k)\n  integer :: k\n  if (k > 0 .and. k < " + "k+" * 52 + "k) &\n     return\nend subroutine\n",
     "subroutine s(k)\n  integer :: k\n  call e('s', 1)\n  if (k > 0 .and. k < " + "k+" * 52 + "k"
     + ")&\n  &then\n    call x('s', 3)\n    return\n  end if\n  call x('s', 5)\nend subroutine\n")

case("review-openmp-conditional-declaration-stays-in-the-specification-part", """\
subroutine s(n)
  integer :: n
!$ integer :: k
  print *, n
end subroutine
""", """\
subroutine s(n)
  integer :: n
!$ integer :: k
  call e('s', 1)
  print *, n
  call x('s', 5)
end subroutine
""")

case("review-statement-function-with-use-only", """\
subroutine s()
  use iso_fortran_env, only: output_unit
  g(y) = y * 3.0
  write (output_unit, *) g(2.0)
end subroutine
""", """\
subroutine s()
  use iso_fortran_env, only: output_unit
  g(y) = y * 3.0
  call e('s', 1)
  write (output_unit, *) g(2.0)
  call x('s', 5)
end subroutine
""")

case("review-pure-interface-of-a-separate-module-procedure", """\
module shapes
  interface
    pure module subroutine area(x)
      integer, intent(inout) :: x
    end subroutine
  end interface
contains
  module procedure area
    x = x + 1
  end procedure
end module
""", """\
module shapes
  interface
    pure module subroutine area(x)
      integer, intent(inout) :: x
    end subroutine
  end interface
contains
  module procedure area
    x = x + 1
  end procedure
end module
""")

case("review-units-before-a-main-program-without-program-statement", """\
subroutine s(k)
  integer :: k
  if (k > 0) return
end
call s(1)
end
""", """\
subroutine s(k)
  integer :: k
  call e('s', 1)
  if (k > 0) then
    call x('s', 3)
    return
  end if
  call x('s', 4)
end
call i()
call e('main', 5)
call s(1)
call x('main', 6)
end
""")

case("review-byte-order-mark", "\xef\xbb\xbf      SUBROUTINE S\n      PRINT *, 1\n      END\n",
     "\xef\xbb\xbf      SUBROUTINE S\n      call e('S', 1)\n      PRINT *, 1\n      call x('S', 3)\n      END\n",
     name="t.f")


# --- adversarial review of conditional lines, INCLUDE, IMPLICIT NONE (EXTERNAL) ----
case("frev-conditional-return-above-format-and-data-follows-entry-code", """\
subroutine s(k, r)
  integer :: k, r, z
!$ if (k > 5) return
100 format(i5)
  data z /1/
  r = k
end subroutine s
""", """\
subroutine s(k, r)
  integer :: k, r, z
   call e('s', 1)
!$ if (k > 5) then
!$   call x('s', 3)
!$   return
!$ end if
100 format(i5)
  data z /1/
  r = k
  call x('s', 7)
end subroutine s
""")


case("frev-conditional-line-split-after-a-declaration-keeps-its-sentinel", """\
subroutine s(r)
  integer :: r
!$ integer :: q; q = 1
  r = 2
end subroutine s
""", """\
subroutine s(r)
  integer :: r
!$ integer :: q; 
   call e('s', 1)
!$ q = 1
  r = 2
  call x('s', 5)
end subroutine s
""")

case("frev-debug-line-split-after-a-declaration-keeps-its-sentinel", """\
      SUBROUTINE S(IR)
      INTEGER IR
D     INTEGER IQ; IQ = 1
      IR = 2
      END
""", """\
      SUBROUTINE S(IR)
      INTEGER IR
D     INTEGER IQ; 
      call e('S', 1)
D                 IQ = 1
      IR = 2
      call x('S', 5)
      END
""", name="t.f")

# A statement continued between a code line and a conditional line is another
# statement with -fopenmp than without: the routine is left as it is (warned).
case("frev-code-line-continued-onto-a-conditional-line-is-left-alone", """\
subroutine s(k, r)
  integer :: k, r
  r = 1
  if (k > 1) &
!$   return
  r = r + 100
end subroutine s
""", """\
subroutine s(k, r)
  integer :: k, r
  r = 1
  if (k > 1) &
!$   return
  r = r + 100
end subroutine s
""")

case("frev-conditional-line-continued-onto-a-code-line-is-left-alone", """\
subroutine s(k, r)
  integer :: k, r
  r = 1
!$ if (k > 1) &
     return
  r = r + 100
end subroutine s
""", """\
subroutine s(k, r)
  integer :: k, r
  r = 1
!$ if (k > 1) &
     return
  r = r + 100
end subroutine s
""")


def _params(with_marks):
    out = []
    for case_id, name, source, expected, spec in CASES:
        marks = ()
        if with_marks and case_id in XFAIL:
            marks = pytest.mark.xfail(strict=True, reason=XFAIL[case_id])
        out.append(pytest.param(name, source, expected, spec, id=case_id, marks=marks))
    return out


@pytest.mark.parametrize("name, source, expected, spec", _params(with_marks=True))
def test_fortran_rewrite(tmp_path, name, source, expected, spec):
    out, _ = instrument(tmp_path, name, source, spec=spec)
    assert out == expected


GFORTRAN = shutil.which("gfortran")


@pytest.mark.skipif(GFORTRAN is None, reason="gfortran not installed")
@pytest.mark.parametrize("name, source, expected, spec", _params(with_marks=False))
def test_expected_output_compiles(tmp_path, name, source, expected, spec):
    """Every expected output is valid Fortran (undefined routines compile
    through implicit interfaces). The compiler runs in tmp_path, so .mod and
    .smod files never land in the repo."""
    (tmp_path / name).write_bytes(expected.encode("latin-1"))
    flags = ["-fsyntax-only"]
    if "SEQ000" not in source:  # columns 73-80 are truncated on purpose there
        flags.append("-Werror=line-truncation")
    # conditional lines (`!$`, fixed-form `D`) as code, and as comments
    for way in (["-fopenmp", "-fd-lines-as-code"], ["-fd-lines-as-comments"]):
        done = subprocess.run([GFORTRAN, *flags, *way, name], cwd=tmp_path, capture_output=True, text=True)
        assert done.returncode == 0, " ".join(way) + ":\n" + done.stderr


# ------------------------------------------------------------------ line lengths

def test_fixed_form_wrapped_lines_are_exactly_72_and_none_longer(tmp_path):
    out, _ = instrument(tmp_path, "t.f", FIXED_LONG_IN)
    lines = out.split("\n")[:-1]
    assert max(map(len, lines)) <= 72
    for k, line in enumerate(lines):
        if k + 1 < len(lines) and lines[k + 1].startswith("     &") and "call" in line:
            assert len(line) == 72, line
            assert line.startswith("      call ")  # code starts in column 7


def test_free_form_wrapped_lines_are_at_most_132(tmp_path):
    out, _ = instrument(tmp_path, "t.f90", FREE_LONG_IN)
    lines = out.split("\n")[:-1]
    assert max(map(len, lines)) <= 132
    wrapped = [k for k, line in enumerate(lines) if line.endswith("&")]
    assert len(wrapped) == 4
    for k in wrapped:
        assert lines[k + 1].lstrip().startswith("&")


# ------------------------------------------------------------------ diagnostics

def test_argc_in_fortran_init_rule_is_warned_and_not_applied(tmp_path):
    spec = ('init code="call start(@ARGC@)"\n'
            'entry code="call e(\'@ROUTINE@\', @LINE@)"\n')
    out, reporter = instrument(tmp_path, "t.f90", "program p\n  print *, 1\nend program p\n", spec=spec)
    assert out == "program p\n  call e('p', 1)\n  print *, 1\nend program p\n"
    warnings = [str(d) for d in reporter.emitted if d.severity == "warning"]
    assert len(warnings) == 1
    assert warnings[0].startswith(f"{tmp_path}/t.f90:1:")
    assert "@ARGC@" in warnings[0] and "not applied" in warnings[0]


@pytest.mark.parametrize("spec", [
    "# nothing\n",
    'entry routine="no_such_routine" code="call e()"\n',
], ids=["no-rules", "rules-match-no-routine"])
def test_empty_spec_is_byte_identical(tmp_path, spec):
    src = (b"! caf\xe9\r\nsubroutine s(n)\r\n\tinteger :: n  \r\n"
           b"  if (n > 0) return\r\n  n = 1 ; stop\r\nend subroutine s\r\n")
    out, _ = instrument(tmp_path, "t.f90", src, spec=spec)
    assert out.encode("latin-1") == src


def test_pure_and_elemental_are_skipped_with_notes(tmp_path):
    _, reporter = instrument(tmp_path, "t.f90", PURE_SRC)
    notes = [str(d) for d in reporter.emitted if d.severity == "note"]
    assert len(notes) == 2
    assert "'m::f' is not instrumented" in notes[0] and "PURE" in notes[0]
    assert "'m::g' is not instrumented" in notes[1] and "ELEMENTAL" in notes[1]


def test_unparsable_file_reports_path_and_line(tmp_path):
    src = "subroutine s\n  integer :: n\n  n = = 1\nend subroutine s\n"
    with pytest.raises(SrcinstError) as info:
        instrument(tmp_path, "t.f90", src)
    assert f"{tmp_path}/t.f90:3:" in str(info.value)


# ------------------------------------------------------------------ INCLUDE lines

INCLUDED = {"decls.inc": "  integer :: m\n", "stmts.inc": "  n = n + 1\n",
            "mixed.inc": "  integer :: q\n  q = 3\n", "ret.inc": "  if (n > 100) return\n",
            "nest.inc": "  include 'stmts.inc'\n",
            "units.inc": "  n = n + 1\ncontains\n  subroutine inner\n  end subroutine inner\n",
            "nest_units.inc": "  include 'units.inc'\n",
            "stop.inc": "  if (n > 100) error stop 3\n", "exit.inc": "  if (n > 100) call exit(2)\n",
            "nest_stop.inc": "  include 'stop.inc'\n"}


@pytest.mark.parametrize("name, source, expected", [
    ("t.f90",
     "subroutine a(n)\n  integer :: n\n  include 'decls.inc'\n  include 'stmts.inc'\n  m = n\nend subroutine a\n",
     "subroutine a(n)\n  integer :: n\n  include 'decls.inc'\n  integer :: d\n  call e('a', 1)\n"
     "  include 'stmts.inc'\n  m = n\n  call x('a', 6)\nend subroutine a\n"),
    ("t.f90",
     "subroutine b(n)\n  integer :: n\n  include \"nest.inc\"\nend subroutine b\n",
     "subroutine b(n)\n  integer :: n\n  integer :: d\n  call e('b', 1)\n  include \"nest.inc\"\n"
     "  call x('b', 4)\nend subroutine b\n"),
    ("t.f",
     "      SUBROUTINE C(N)\n      INTEGER N\n      INCLUDE 'stmts.inc'\n      END\n",
     "      SUBROUTINE C(N)\n      INTEGER N\n      integer :: d\n      call e('C', 1)\n"
     "      INCLUDE 'stmts.inc'\n      call x('C', 4)\n      END\n"),
    ("t.f90",
     "subroutine r(y)\n  f(z) = z * 2.0\n  include 'decls.inc'\n  g(z) = z * 3.0\n  y = f(g(y))\n"
     "end subroutine r\n",
     "subroutine r(y)\n  integer :: d\n  f(z) = z * 2.0\n  include 'decls.inc'\n  g(z) = z * 3.0\n"
     "  call e('r', 1)\n  y = f(g(y))\n  call x('r', 6)\nend subroutine r\n"),
], ids=["statements-after-declarations", "nested-include-of-statements", "fixed-form",
        "declarations-between-statement-functions"])
def test_include_of_statements_is_the_first_statement(tmp_path, name, source, expected):
    for file, text in INCLUDED.items():
        (tmp_path / file).write_text(text if name.endswith(".f90") else text.replace("  ", "      "))
    out, reporter = instrument(tmp_path, name, source, spec=SPEC_DECL)
    assert out == expected
    assert not [d for d in reporter.emitted if d.severity == "warning"]
    (tmp_path / name).write_text(out)
    done = subprocess.run([GFORTRAN, "-fsyntax-only", name], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("include, instrumented, message", [
    ("mixed.inc", False, "INCLUDE 'mixed.inc' brings declarations and then executable statements"),
    ("ret.inc", False, "INCLUDE 'ret.inc' brings a RETURN or ENTRY statement"),
    ("missing.inc", True, "INCLUDE 'missing.inc': not found in "),
    # its STOP gets no abort code (the included file is not rewritten): said, the rest is instrumented
    ("stop.inc", True, "INCLUDE 'stop.inc' brings a STOP or a call that ends the program"),
    ("exit.inc", True, "INCLUDE 'exit.inc' brings a STOP or a call that ends the program"),
    ("nest_stop.inc", True, "INCLUDE 'nest_stop.inc' brings a STOP or a call that ends the program"),
])
def test_include_that_cannot_be_placed_is_said(tmp_path, include, instrumented, message):
    for file, text in INCLUDED.items():
        (tmp_path / file).write_text(text)
    source = f"subroutine s(n)\n  integer :: n\n  include '{include}'\nend subroutine s\n"
    out, reporter = instrument(tmp_path, "t.f90", source)
    warnings = [str(d) for d in reporter.emitted if d.severity == "warning"]
    assert len(warnings) == 1 and message in warnings[0] and f"{tmp_path}/t.f90:3:" in warnings[0], warnings
    assert ("call e('s', 1)" in out) == instrumented


# INCLUDE lines that bring procedures: their text is inlined in their place,
# between line markers, and instrumented in each place it is included.
KINDS_INC = ("  function twice(v) result(y)\n    real(wp), intent(in) :: v\n    real(wp) :: y\n"
             "    y = 2 * v\n  end function twice\n")
UNITS_INC = "  n = n + 1\ncontains\n  subroutine inner\n  end subroutine inner\n"
PROCS_FIXED_INC = "      SUBROUTINE P(N)\n      INTEGER N\n      N = N + 1\n      END\n"


def _twice_in(module, after_line):
    return ("# 1 \"{d}/kinds.inc\"\n  function twice(v) result(y)\n    real(wp), intent(in) :: v\n"
            f"    real(wp) :: y\n    call e('{module}::twice', 1)\n    y = 2 * v\n"
            f"    call x('{module}::twice', 5)\n  end function twice\n# {after_line} \"{{d}}/t.f90\"\n")


@pytest.mark.parametrize("name, files, source, expected", [
    # one body, two kinds: each inclusion is instrumented in its module
    ("t.f90", {"kinds.inc": KINDS_INC},
     "module m4\n  integer, parameter :: wp = kind(1.0)\ncontains\n  include 'kinds.inc'\nend module m4\n"
     "module m8\n  integer, parameter :: wp = kind(1.0d0)\ncontains\n  include 'kinds.inc'\nend module m8\n",
     "module m4\n  integer, parameter :: wp = kind(1.0)\ncontains\n" + _twice_in("m4", 5) + "end module m4\n"
     "module m8\n  integer, parameter :: wp = kind(1.0d0)\ncontains\n" + _twice_in("m8", 10) + "end module m8\n"),
    ("t.f", {"procs.inc": PROCS_FIXED_INC},
     "      MODULE M\n      CONTAINS\n      INCLUDE 'procs.inc'\n      END MODULE\n",
     "      MODULE M\n      CONTAINS\n# 1 \"{d}/procs.inc\"\n      SUBROUTINE P(N)\n      INTEGER N\n"
     "      call e('M::P', 1)\n      N = N + 1\n      call x('M::P', 4)\n      END\n"
     "# 4 \"{d}/t.f\"\n      END MODULE\n"),
    # statements, then CONTAINS, from a nested INCLUDE: the exit code goes before the CONTAINS
    ("t.f90", {"units.inc": UNITS_INC, "nest.inc": "  include 'units.inc'\n"},
     "subroutine s(n)\n  integer :: n\n  include 'nest.inc'\nend subroutine s\n",
     "subroutine s(n)\n  integer :: n\n  call e('s', 1)\n# 1 \"{d}/nest.inc\"\n# 1 \"{d}/units.inc\"\n"
     "  n = n + 1\n  call x('s', 2)\ncontains\n  subroutine inner\n  call e('s::inner', 3)\n"
     "  call x('s::inner', 4)\n  end subroutine inner\n# 2 \"{d}/nest.inc\"\n# 4 \"{d}/t.f90\"\n"
     "end subroutine s\n"),
], ids=["two-kinds", "fixed-form", "nested-with-contains"])
def test_include_of_procedures_is_inlined(tmp_path, name, files, source, expected):
    for file, text in files.items():
        (tmp_path / file).write_text(text)
    out, reporter = instrument(tmp_path, name, source)
    assert out == expected.replace("{d}", str(tmp_path))
    assert not [d for d in reporter.emitted if d.severity == "warning"]
    (tmp_path / name).write_text(out)
    done = subprocess.run([GFORTRAN, "-fsyntax-only", name], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("spec", [
    # no rule for the included procedure: the INCLUDE line stays
    """entry routine="m::own" code="call e('@ROUTINE@')"\n""",
    # procedures of an interface block (interface bodies) are no routines
    SPEC,
], ids=["not-selected", "interface-bodies"])
def test_include_of_procedures_without_code_stays(tmp_path, spec):
    (tmp_path / "kinds.inc").write_text(KINDS_INC)
    (tmp_path / "iface.inc").write_text("    subroutine ext(n)\n      integer :: n\n    end subroutine ext\n")
    source = ("module m\n  integer, parameter :: wp = kind(1.0)\n  interface\n    include 'iface.inc'\n"
              "  end interface\ncontains\n  include 'kinds.inc'\n  subroutine own\n  end subroutine own\n"
              "end module m\n")
    out, _ = instrument(tmp_path, "t.f90", source, spec=spec)
    assert "    include 'iface.inc'\n" in out
    assert ("  include 'kinds.inc'\n" in out) == (spec != SPEC)
    assert "call e('m::own'" in out


@pytest.mark.parametrize("define, inlined", [
    ("", True),
    ("#define y res\n", False),     # cpp would now expand y in the included text
    ("#define twice half\n", False),
], ids=["no-macro", "macro-in-body", "macro-names-the-procedure"])
def test_fortran_include_into_a_preprocessed_file(tmp_path, define, inlined):
    """gfortran never runs cpp on a Fortran INCLUDE's text; inlined into a
    .F90 file, cpp would: inlined only where no macro can touch it."""
    (tmp_path / "kinds.inc").write_text(KINDS_INC)
    source = define + ("module m\n  integer, parameter :: wp = kind(1.0)\ncontains\n  include 'kinds.inc'\n"
                       "end module m\n")
    out, _ = instrument(tmp_path, "t.F90", source)
    assert ("call e('m::twice', 1)" in out) == inlined
    assert ("  include 'kinds.inc'\n" in out) != inlined


def test_regions_of_an_included_procedure_are_named_after_its_file(tmp_path):
    """Loops and OpenMP constructs of an inlined procedure: their names give
    the included file and its lines, as @FILE@ and @LINE@ do."""
    (tmp_path / "body.inc").write_text("  subroutine fill(a)\n    real :: a(:)\n    integer :: i\n"
                                       "!$omp parallel do\n    do i = 1, size(a)\n      a(i) = i\n    end do\n"
                                       "  end subroutine fill\n")
    source = "module m\ncontains\n  include 'body.inc'\nend module m\n"
    spec = ('loops routine="#"\nentry region=loop,omp code="call b(\'@REGION@\', \'@FILE@\', @LINE@)"\n')
    out, _ = instrument(tmp_path, "t.f90", source, spec=spec)
    assert f"call b('Loop: m::fill [{{{tmp_path}/body.inc}} {{5,5}}-{{7,10}}]'," in out  # (then @FILE@, wrapped)
    out, _ = instrument(tmp_path, "t.f90", source, spec=spec.replace("loops routine=\"#\"\n", ""))
    assert f"call b('!$omp parallel do @{tmp_path}/body.inc:4'," in out


def test_lines_after_an_inlined_include_keep_their_numbers(tmp_path):
    """File rules and ranges marked by lines name the file's own lines,
    also after an INCLUDE of procedures that is inlined."""
    (tmp_path / "kinds.inc").write_text(KINDS_INC)
    source = ("module m\n  integer, parameter :: wp = kind(1.0)\ncontains\n  include 'kinds.inc'\nend module m\n"
              "subroutine s(n)\n  integer :: n\n  n = 1\n  n = n + 1\n  n = n * 2\nend subroutine s\n")
    spec = SPEC + ('file="t.f90" line=6 code="! before s"\n'
                   'static timer name="mid" file="t.f90" line=9 to line=9\n'
                   'entry region=timer code="call b(\'@REGION@\', @LINE@)"\n'
                   'exit region=timer code="call f(\'@REGION@\', @LINE@)"\n')
    out, _ = instrument(tmp_path, "t.f90", source, spec=spec)
    tail = out[out.index('# 5 "'):]
    assert tail.replace(str(tmp_path), "{d}") == (
        '# 5 "{d}/t.f90"\nend module m\n! before s\nsubroutine s(n)\n  integer :: n\n  call e(\'s\', 6)\n'
        "  n = 1\n  call b('mid', 9)\n  n = n + 1\n  call f('mid', 9)\n  n = n * 2\n  call x('s', 11)\n"
        "end subroutine s\n")


@pytest.mark.parametrize("args", [["-I", "{dir}"], ["-I{dir}"]], ids=["separate", "joined"])
def test_include_found_through_minus_i(tmp_path, args):
    """-I reaches the Fortran frontend both as `-I dir` and as `-Idir`."""
    inc = tmp_path / "inc"
    inc.mkdir()
    (inc / "stmts.inc").write_text("  n = n + 1\n")
    src = "subroutine s(n)\n  integer :: n\n  include 'stmts.inc'\nend subroutine s\n"
    path = tmp_path / "t.f90"
    path.write_text(src)
    reporter = Reporter(stream=open("/dev/null", "w"), verbose=True)
    out = instrument_source(str(path), src.encode(), parse_spec(SPEC_DECL), Options(
        lang="fortran", line_markers=False, compile_args=[a.format(dir=inc) for a in args],
        settings=Settings.from_environ()), reporter)
    assert out.decode() == ("subroutine s(n)\n  integer :: n\n  integer :: d\n  call e('s', 1)\n"
                            "  include 'stmts.inc'\n  call x('s', 4)\nend subroutine s\n")
    assert not [d for d in reporter.emitted if d.severity == "warning"]


@pytest.mark.parametrize("text, declared", [
    ("EXTERNAL::E", True), ("EXTERNALE,F", True), ("EXTERNALF,E", True), ("EXTERNAL::EE", False),
    ("PROCEDURE(),POINTER::E", True), ("INTEGER,EXTERNAL::F,E", True), ("INTEGER::E", False),
    ("REAL,EXTERNAL,SAVE::E", True),
    ("USEM,ONLY:E", True), ("USEM,ONLY:X=>E", False), ("USEM,ONLY:E=>Y", True), ("USEM", False),
    ("SUBROUTINEE(A,B)", True), ("RECURSIVESUBROUTINEE", True), ("SUBROUTINEEX(A)", False),
    ("INTERFACEE", True), ("INTERFACE", False),
])
def test_what_declares_a_procedure_under_implicit_none_external(text, declared):
    from srcinst.frontends.fortran_emit import _declares
    assert _declares(text, "E") == declared
