"""fortran_scan reads a Fortran file's structure by keyword; fparser2 reads it
only when the scanner is unsure. Both must give srcinst the same routines,
sites, insert points, labels and reasons. Every Fortran file of the corpus,
the test data and the rewrite cases is read both ways and compared (and must
be read by the scanner); small programs pin the forms the scanner reads
itself and those it leaves to fparser2; one of them is compiled and run."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from srcinst.frontends import fortran_inline
from srcinst.frontends.fortran_parse import FortranParser, ParseOptions, preprocessed
from srcinst.frontends.fortran_source import is_fixed_form_path
from test_fortran_rewrite import CASES

ROOT = Path(__file__).resolve().parent.parent
DATA_FILES = sorted(p for p in [*(ROOT / "corpus" / "fortran").iterdir(), *(ROOT / "tests" / "data").rglob("*")]
                    if p.suffix in (".f", ".f90", ".F90", ".F"))
GFORTRAN = shutil.which("gfortran")


def read(monkeypatch, path: Path, data: bytes, reader: str, form=None):
    """What srcinst learns from a file, read by `reader`, as comparable data."""
    options = ParseOptions(compiler="gfortran", form=form, args=[f"-I{path.parent}", f"-I{path.parent / 'inc'}"],
                           reader=reader)
    # INCLUDEs of procedures inlined, as the frontend reads the file
    inlined = fortran_inline.expand(str(path), data, form == "fixed" if form else is_fixed_form_path(str(path)),
                                    72, options.args, preprocessed(str(path), options))
    parser = FortranParser(str(path), inlined.text if inlined else data, options)
    if inlined is not None:
        parser.cpp_text = inlined.cpp_text()
    try:
        unit = parser.parse()
    except Exception as exc:  # the same error both ways
        return ("error", str(exc)), parser
    routines = []
    for r in unit.routines:
        info = r.data
        routines.append((r.name, r.qualified, r.body_begin, r.body_end, r.skip, r.is_main,
                         [(s.kind, s.pos, vars(s.data)) for s in r.exits],
                         [(s.kind, s.pos, vars(s.data)) for s in r.aborts],
                         [(s.kind, s.pos) for s in r.alt_entries],
                         info.insert_stmt, info.insert_line, info.labels, info.unsafe, info.warnings))
    return (routines, sorted(parser.include_lines), [s.first_line for s in parser.unparsed]), parser


def same_both_ways(monkeypatch, path: Path, data: bytes, form=None, scanned=True):
    expected, _ = read(monkeypatch, path, data, "fparser", form)
    got, parser = read(monkeypatch, path, data, "scanner", form)
    assert got == expected
    if scanned:
        assert parser.read_by == "scanner", f"left to fparser2: {parser.unsure}"
    return parser


@pytest.mark.parametrize("path", DATA_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_test_data_read_alike(monkeypatch, path):
    same_both_ways(monkeypatch, path, path.read_bytes())


@pytest.mark.parametrize("name, source", [(c[1], c[2]) for c in CASES], ids=[c[0] for c in CASES])
def test_rewrite_cases_read_alike(monkeypatch, tmp_path, name, source):
    path = tmp_path / name
    data = source.encode("latin-1")
    path.write_bytes(data)
    same_both_ways(monkeypatch, path, data, form="fixed" if name.endswith(".f") else "free")


# (id, file name, source): each read by the scanner, alike.
SCANNED = [
    ("blanks-mean-nothing-in-fixed-form", "t.f", """\
      SUBROUTINE S(N)
      INTEGER N, I
      DO10I=1,N
      IF(N.GT.3)GOTO10
      IF(N.GT.4)RETURN
   10 CONTINUE
      ENDIF = 1
      CALLEXIT(1)
      END
"""),
    ("no-reserved-words", "t.f90", """\
subroutine s(n)
  integer :: n, if, do, end, call, return, stop, data, entry, type
  integer :: format(3)
  if = 1; do = 2; end = 3; call = 4
  return = 5
  stop = 6
  data = 7
  entry = 8
  type = 9
  format(1) = 1
  if (n > 0) return
end subroutine s
"""),
    ("shared-terminal-call-exit", "t.f", """\
      SUBROUTINE S(N)
      INTEGER N, I, J
      DO 10 I = 1, N
      DO 10 J = 1, N
   10 CALL EXIT(I)
      END
"""),
    ("labeled-do-ends-with-if", "t.f", """\
      SUBROUTINE S(N)
      INTEGER N, I
      DO 20 I = 1, N
   20 IF (I .EQ. N) STOP 2
      END
"""),
    ("if-actions", "t.f90", """\
subroutine s(n)
  integer :: n
  if (n == 1) return
  if (n == 2) stop 2
  if (n == 3) error stop 'x'
  if (n == 4) call exit(4)
  if (n == 5) call abort
  if (n == 6) go to 10
  if (n == 7) n = 8
  if (n == 8) print *, 'if (n) return'
  if (n) 10, 10, 10
10 continue
  go to (10, 10) n
end subroutine s
"""),
    ("constructs-named-and-nested", "t.f90", """\
subroutine s(a, n)
  integer :: n, i
  real :: a(n)
  outer: do i = 1, n
    inner: block
      real :: t
      t = a(i)
      select case (i)
      case (1)
        if (t > 0) return
      case default
        exit outer
      end select
    end block inner
  end do outer
  where (a > 0) a = 0
  where (a < 0)
    a = 1
  elsewhere
    a = 2
  end where
  forall (i = 1:n) a(i) = i
  associate (b => a(1))
    if (b > 0) then
      return
    else if (b < 0) then
      stop 1
    endif
  end associate
end subroutine s
"""),
    ("statement-functions-and-arrays", "t.f", """\
      SUBROUTINE S(X, N)
      DOUBLE PRECISION X(N), CABS1, Z
      INTEGER N
      CABS1(Z) = ABS(Z)
      X(1) = CABS1(X(2))
      END
      SUBROUTINE T(X, N)
      INTEGER N
      DIMENSION X(N)
      X(N) = 1
      END
      SUBROUTINE U(K)
      INTEGER K
      REAL W(10), V
      W(K) = 0
      END
"""),
    ("modules-interfaces-types", "t.f90", """\
module m
  implicit none
  type :: t
    integer :: k
  contains
    procedure :: get
  end type t
  interface gen
    module procedure get
  end interface
  abstract interface
    pure integer function f(x)
      integer, intent(in) :: x
    end function f
  end interface
contains
  integer function get(self)
    class(t), intent(in) :: self
    get = self%k
    if (get < 0) return
  end function get
  recursive subroutine r(n)
    integer :: n
    if (n > 0) call r(n - 1)
  contains
    subroutine inner()
      return
    end subroutine inner
  end subroutine r
  pure elemental integer function e(x)
    integer, intent(in) :: x
    e = x
  end function e
end module m
"""),
    ("submodule-separate-procedures", "t.f90", """\
module shapes
  interface
    module subroutine set(x)
      real, intent(in) :: x
    end subroutine set
    pure module function twice(x)
      real, intent(in) :: x
      real :: twice
    end function twice
  end interface
end module shapes
submodule (shapes) impl
contains
  module procedure set
    if (x < 0) return
  end procedure set
  module procedure twice
    twice = 2 * x
  end procedure twice
end submodule impl
"""),
    ("main-without-program-between-units", "t.f", """\
      SUBROUTINE A
      END
      X = 1
      CALL A
      END
      SUBROUTINE B
      RETURN
      END
"""),
    ("entries-alternate-returns-block-data", "t.f", """\
      SUBROUTINE S(N, *)
      INTEGER N
      IF (N .LT. 0) RETURN 1
      ENTRY T(N, *)
      RETURN
      END
      BLOCK DATA INIT
      COMMON /C/ K
      DATA K /1/
      END
"""),
    ("typed-functions-and-prefixes", "t.f90", """\
real(8) function f1(x) result(r)
  real(8) :: x
  r = x
end function f1
character(len=*) function f2(s)
  character(len=*) :: s
  f2 = s
end function f2
double precision function f3()
  f3 = 1
end function f3
integer recursive function f4(n) bind(c)
  integer :: n
  f4 = n
end function f4
impure elemental subroutine s5(x)
  real, intent(inout) :: x
  x = 1
end subroutine s5
"""),
    # From the review: module names that start with keywords, a declaration
    # that reads like a typed FUNCTION in fixed form, a CALL through a
    # procedure component of a variable named EXIT, PURE as a kind's name,
    # DIMENSION as an array's name.
    ("module-names-that-start-with-keywords", "t.f90", """\
module procedures
  integer :: x = 1
end module procedures
module types
contains
  subroutine s
  end subroutine s
end module types
module real_kinds
end module real_kinds
module pure_math
end module pure_math
module subroutines
end module subroutines
"""),
    ("declaration-that-reads-like-a-function", "t.f", """\
      INTEGER FUNCTIONS(10)
      FUNCTIONS(1) = 1
      PRINT *, FUNCTIONS(1)
      END
"""),
    ("call-through-a-component-of-exit", "t.f90", """\
module m
  type t
    procedure(), nopass, pointer :: foo => null()
  end type
end module
subroutine s
  use m
  type(t) :: exit
  call exit%foo()
end subroutine
"""),
    ("pure-and-dimension-as-names", "t.f90", """\
module m
  integer, parameter :: pure = 8
contains
  real(pure) function f(x)
    real(pure) :: x
    f = x
  end function
end module
subroutine s(y)
  real :: dimension(3), f
  real :: y, x
  f(x) = x*2
  y = f(1.0)
end subroutine
"""),
    ("continuations-semicolons-strings-crlf", "t.f90",
     "subroutine s(n)\r\n  integer :: n\r\n  if (n > 0) &\r\n    ! a comment between\r\n"
     "    & return\r\n  print *, 'a!b;c=d''', \"e\"; n = 1; return\r\nend subroutine s\r\n"),
]


@pytest.mark.parametrize("name, source", [(c[1], c[2]) for c in SCANNED], ids=[c[0] for c in SCANNED])
def test_scanner_reads_alike(monkeypatch, tmp_path, name, source):
    path = tmp_path / name
    path.write_bytes(source.encode("latin-1"))
    same_both_ways(monkeypatch, path, path.read_bytes())


# Forms the scanner leaves to fparser2 (the result is still the same).
LEFT = [
    ("invalid-statement", "t.f90", "subroutine s\n  integer :: n\n  n = = 1\nend subroutine s\n",
     "an assignment without a value"),
    ("free-form-in-fixed-form-file", "t.f", "subroutine s(k)\n  integer :: k\nend subroutine s\n",
     "an unknown statement"),
    ("unknown-keyword", "t.f90", "subroutine s\n  frobnicate x\nend subroutine s\n", "an unknown statement"),
    ("statement-after-end-on-its-line", "t.f90",
     "subroutine a\n  if (.true.) return\nend subroutine a; print *, 1\ncall a\nend\n",
     "a statement after END on its line"),
    ("module-subroutines-in-fixed-form", "t.f", "      MODULE SUBROUTINES\n      INTEGER K\n"
     "      END MODULE SUBROUTINES\n", "MODULE and a procedure's keywords in fixed form"),
    ("if-as-the-action-of-an-if", "t.f90", "subroutine s(a, b)\n  logical :: a, b\n"
     "  if (a) if (b) return\nend subroutine s\n", "an IF statement's action"),
    ("declaration-among-executables", "t.f90", "subroutine s\n  x = 1\n  integer :: k\nend subroutine s\n",
     "a specification statement among executable ones"),
]


@pytest.mark.parametrize("name, source, why", [c[1:] for c in LEFT], ids=[c[0] for c in LEFT])
def test_scanner_leaves_what_it_is_unsure_of(monkeypatch, tmp_path, name, source, why):
    path = tmp_path / name
    path.write_bytes(source.encode())
    parser = same_both_ways(monkeypatch, path, path.read_bytes(), scanned=False)
    assert parser.read_by == "fparser" and parser.unsure == why


@pytest.mark.skipif(GFORTRAN is None, reason="gfortran not installed")
def test_scanner_reads_valid_code_fparser_rejects(monkeypatch, tmp_path):
    """`DO 10 I = 1.5` assigns 1.5 to DO10I (fixed form has no blanks):
    fparser2 rejects it, the scanner reads it, and the copy compiles."""
    path = tmp_path / "t.f"
    path.write_text("      SUBROUTINE S(N)\n      REAL DO10I\n      DO 10 I = 1.5\n"
                    "      IF (N .GT. 0) RETURN\n   10 CONTINUE\n      END\n")
    rejected, _ = read(monkeypatch, path, path.read_bytes(), "fparser")
    assert rejected[0] == "error"
    routines, parser = read(monkeypatch, path, path.read_bytes(), "scanner")
    assert parser.read_by == "scanner" and [r[0] for r in routines[0]] == ["S"]
    monkeypatch.delenv("SRCINST_FORTRAN_PARSER", raising=False)
    done = subprocess.run([sys.executable, "-m", "srcinst", "-s", "printf", "t.f", "-o", "t.inst.f"],
                          cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    # The setting reaches the parser: fparser2 alone rejects the file.
    by_fparser = subprocess.run([sys.executable, "-m", "srcinst", "-s", "printf", "t.f", "-o", "t.fp.f"],
                                cwd=tmp_path, capture_output=True, text=True,
                                env=dict(os.environ, SRCINST_FORTRAN_PARSER="fparser"))
    assert by_fparser.returncode == 1 and "t.f:3: error: fparser cannot parse" in by_fparser.stderr
    build = subprocess.run([GFORTRAN, "-c", "t.inst.f", "-o", "t.o"], cwd=tmp_path, capture_output=True, text=True)
    assert build.returncode == 0, build.stderr


def test_the_switch_to_fparser_is_in_the_result_cache_key(monkeypatch, tmp_path):
    from srcinst.instrument import Options
    from srcinst.result_cache import Lookup
    from srcinst.settings import Settings
    from srcinst.spec import parse_spec

    def key(env):
        options = Options(lang="fortran", settings=Settings.from_environ(env))
        return Lookup(str(tmp_path / "t.f90"), b"end\n", "fortran", parse_spec(""), options).key
    assert key({"SRCINST_FORTRAN_PARSER": "fparser"}) != key({})
    assert key({"SRCINST_FORTRAN_PARSER": "auto"}) == key({})


def test_metrics_are_read_by_fparser(monkeypatch, tmp_path):
    """Call sites and callees need fparser2's expressions."""
    path = tmp_path / "t.f90"
    path.write_text("subroutine s\n  call t\nend subroutine s\n")
    monkeypatch.delenv("SRCINST_FORTRAN_PARSER", raising=False)
    parser = FortranParser(str(path), path.read_bytes(), ParseOptions(metrics=True))
    unit = parser.parse()
    assert parser.read_by == "fparser" and unit.routines[0].metrics.call_sites == 1


def read_by_scanner(tmp_path, source: str) -> bool:
    path = tmp_path / "probe.f"
    path.write_text(source)
    parser = FortranParser(str(path), path.read_bytes(), ParseOptions())
    parser.parse()
    return parser.read_by == "scanner"


TRICKY_PROGRAM = """\
      PROGRAM P
      INTEGER K, N
      DOUBLE PRECISION SQ, Z
      SQ(Z) = Z * Z
      N = 0
      DO 10 K = 1, 3
      DO 10 L = 1, 2
   10 N = N + INT(SQ(DBLE(K)))
      CALL S(N, *20)
      PRINT *, 'NO'
   20 PRINT *, 'N', N
      CALL T(2)
      IF (N .GT. 0) STOP 0
      END
      SUBROUTINE S(N, *)
      INTEGER N
      IF (N .GT. 10) RETURN 1
      RETURN
      ENTRY T(N)
      IF (N .EQ. 2) GOTO 30
      RETURN
   30 PRINT *, 'T', N
      END
"""


@pytest.mark.skipif(GFORTRAN is None, reason="gfortran not installed")
def test_tricky_fixed_form_program_compiles_and_runs_balanced(tmp_path):
    """Read by the scanner, instrumented, compiled and run: the program
    prints what it printed, and every enter has its leave."""
    assert read_by_scanner(tmp_path, TRICKY_PROGRAM)
    (tmp_path / "p.f").write_text(TRICKY_PROGRAM)
    spec = tmp_path / "hooks.spec"
    spec.write_text("entry code=\"print *, 'enter @ROUTINE@'\" lang=\"fortran\"\n"
                    "exit code=\"print *, 'leave @ROUTINE@'\" lang=\"fortran\"\n"
                    "abort code=\"print *, 'abort @ROUTINE@'\" lang=\"fortran\"\n")
    plain = subprocess.run([GFORTRAN, "p.f", "-o", "plain"], cwd=tmp_path, capture_output=True, text=True)
    assert plain.returncode == 0, plain.stderr
    expected = subprocess.run(["./plain"], cwd=tmp_path, capture_output=True, text=True).stdout.split()
    done = subprocess.run([sys.executable, "-m", "srcinst", "-s", str(spec), "p.f", "-o", "p.inst.f"],
                          cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    build = subprocess.run([GFORTRAN, "p.inst.f", "-o", "inst"], cwd=tmp_path, capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    out = subprocess.run(["./inst"], cwd=tmp_path, capture_output=True, text=True).stdout.split("\n")
    words = [line.split() for line in out if line.strip()]
    program = [w for w in words if w[0] not in ("enter", "leave", "abort")]
    assert [x for w in program for x in w] == expected
    events = [(w[0], w[1]) for w in words if w[0] in ("enter", "leave", "abort")]
    # P calls S (alternate return), then S's ENTRY T (reported as S, its
    # routine; the GO TO path), and ends with STOP: abort code, no leave.
    assert events == [("enter", "P"), ("enter", "S"), ("leave", "S"), ("enter", "S"), ("leave", "S"),
                      ("abort", "P")]


ASSIGNED_GOTO_PROGRAM = """\
      MODULE ASGNM
      INTEGER ICNT(5)
      END MODULE
      SUBROUTINE ASGN(I)
      USE ASGNM
      INTEGER I, K
   40 ICNT(I) = ICNT(I) + 1
      IF (ICNT(I) .LT. 3) ASSIGN 40 TO K
      IF (ICNT(I) .LT. 3) GO TO K
      END
      PROGRAM P
      USE ASGNM
      ICNT = 0
      CALL ASGN(2)
      PRINT *, ICNT
      END
"""


@pytest.mark.skipif(GFORTRAN is None, reason="gfortran not installed")
def test_label_reached_through_assign_is_no_statement_function(monkeypatch, tmp_path):
    """`40 ICNT(2) = ...` looks like a statement function, but ASSIGN 40 and
    GO TO K jump back to it (ASSIGN: fparser2 rejects it, the scanner reads
    it): entry code goes in front of it, so it runs once per call."""
    (tmp_path / "p.f").write_text(ASSIGNED_GOTO_PROGRAM)
    spec = tmp_path / "hooks.spec"
    spec.write_text("entry code=\"print *, 'enter @ROUTINE@'\" lang=\"fortran\"\n"
                    "exit code=\"print *, 'leave @ROUTINE@'\" lang=\"fortran\"\n")
    plain = subprocess.run([GFORTRAN, "-std=legacy", "p.f", "-o", "plain"], cwd=tmp_path, capture_output=True,
                           text=True)
    assert plain.returncode == 0, plain.stderr
    expected = subprocess.run(["./plain"], cwd=tmp_path, capture_output=True, text=True).stdout.split()
    done = subprocess.run([sys.executable, "-m", "srcinst", "-s", str(spec), "p.f", "-o", "p.inst.f"],
                          cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    build = subprocess.run([GFORTRAN, "-std=legacy", "p.inst.f", "-o", "inst"], cwd=tmp_path,
                           capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    out = subprocess.run(["./inst"], cwd=tmp_path, capture_output=True, text=True).stdout.split("\n")
    words = [line.split() for line in out if line.strip()]
    assert [x for w in words if w[0] not in ("enter", "leave") for x in w] == expected
    assert [(w[0], w[1]) for w in words if w[0] in ("enter", "leave")] == \
        [("enter", "P"), ("enter", "ASGN"), ("leave", "ASGN"), ("leave", "P")]
