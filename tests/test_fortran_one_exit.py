"""One exit per Fortran routine: where every RETURN runs the same exit code
as the routine's end (no @LINE@ in it, no loop's exit code around it), the
RETURNs become GO TOs to one copy of that code in front of END or CONTAINS,
as `-finstrument-functions` has one exit call per routine (issue 30: fewer
calls for gfortran to compile).

(input, expected) pairs through the real frontend, each expected output
compiled with gfortran; then programs with every kind of way out,
instrumented with the trace spec, built with the runtime and run: the same
output and status as the original, one call per entry, nested, no exit the
runtime could not match.
"""
from __future__ import annotations

import shutil
import subprocess
from collections import Counter
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

from srcinst.diagnostics import Reporter
from srcinst.instrument import Options, instrument_source
from srcinst.settings import Settings
from srcinst.spec import parse_spec

GFORTRAN = shutil.which("gfortran")
SPEC = '''
entry code="call e('@ROUTINE@')"
exit code="call x('@ROUTINE@')"
'''
SPEC_LINES = '''
entry code="call e('@ROUTINE@')"
exit code="call x('@ROUTINE@', @LINE@)"
'''


def instrument(tmp_path: Path, name: str, text: str, spec: str = SPEC) -> str:
    path = tmp_path / name
    path.write_text(text)
    form = "fixed" if name.endswith(".f") else "free"
    out = instrument_source(str(path), text.encode(), parse_spec(spec), Options(
        lang="fortran", form=form, line_markers=False, settings=Settings.from_environ()),
        Reporter(stream=open("/dev/null", "w"), verbose=True))
    return out.decode()


CASES = [
    pytest.param("s.f90", SPEC, """\
subroutine s(k, r)
  integer :: k, r
  r = 0
  if (k < 0) return
  if (k == 0) then
    r = 1
    return
  end if
  if (k > 9) goto 10
  r = k
  return
10 return
end subroutine s
""", """\
subroutine s(k, r)
  integer :: k, r
  call e('s')
  r = 0
  if (k < 0) go to 99999
  if (k == 0) then
    r = 1
    go to 99999
  end if
  if (k > 9) goto 10
  r = k
  go to 99999
10 go to 99999
99999 continue
call x('s')
end subroutine s
""", id="returns-and-no-end-of-flow: the code goes in front of END"),
    pytest.param("f.f90", SPEC, """\
integer function f(k)
  integer :: k
  f = 0
  if (k < 0) return
  f = g(k)
  if (f > 5) return
  f = f + 1
contains
  integer function g(j)
    integer :: j
    g = 2 * j
  end function g
end function f
""", """\
integer function f(k)
  integer :: k
  call e('f')
  f = 0
  if (k < 0) go to 99999
  f = g(k)
  if (f > 5) go to 99999
  f = f + 1
99999 continue
  call x('f')
contains
  integer function g(j)
    integer :: j
    call e('f::g')
    g = 2 * j
    call x('f::g')
  end function g
end function f
""", id="end-of-flow-and-returns: in front of CONTAINS"),
    pytest.param("taken.f90", SPEC, """\
subroutine taken(k)
  integer :: k
  if (k < 0) go to 99999
  k = k + 1
  if (k > 3) return
  k = 0
99999 continue
end subroutine taken
""", """\
subroutine taken(k)
  integer :: k
  call e('taken')
  if (k < 0) go to 99999
  k = k + 1
  if (k > 3) go to 99998
  k = 0
99999 continue
99998 continue
call x('taken')
end subroutine taken
""", id="a label the routine has: the next free one"),
    pytest.param("labelled_end.f", SPEC, """\
      SUBROUTINE LEND(K)
      INTEGER K
      IF (K .LT. 0) GO TO 100
      IF (K .EQ. 0) RETURN
      K = K - 1
  100 END
""", """\
      SUBROUTINE LEND(K)
      INTEGER K
      call e('LEND')
      IF (K .LT. 0) GO TO 100
      IF (K .EQ. 0) GO TO 99999
      K = K - 1
  100 CONTINUE
99999 CONTINUE
      call x('LEND')
      END
""", id="fixed form, a labelled END: both labels lead to the code"),
    pytest.param("alt.f", SPEC, """\
      SUBROUTINE ALT(K, *)
      INTEGER K
      IF (K .LT. 0) RETURN 1
      IF (K .EQ. 0) RETURN
      K = K - 1
      END
""", """\
      SUBROUTINE ALT(K, *)
      INTEGER K
      call e('ALT')
      IF (K .LT. 0) THEN
        call x('ALT')
        RETURN 1
      END IF
      IF (K .EQ. 0) GO TO 99999
      K = K - 1
99999 CONTINUE
      call x('ALT')
      END
""", id="an alternate return keeps its own exit code"),
    pytest.param("wide.f", SPEC, """\
      SUBROUTINE WIDE(KAPPA)
      INTEGER KAPPA
      IF (KAPPA .LT. 0 .AND. KAPPA .GT. -100 .AND. KAPPA .NE. -5) RETURN
      IF (KAPPA .EQ. 0) RETURN
      KAPPA = 1
      END
""", """\
      SUBROUTINE WIDE(KAPPA)
      INTEGER KAPPA
      call e('WIDE')
      IF (KAPPA .LT. 0 .AND. KAPPA .GT. -100 .AND. KAPPA .NE. -5) THEN
        call x('WIDE')
        RETURN
      END IF
      IF (KAPPA .EQ. 0) GO TO 99999
      KAPPA = 1
99999 CONTINUE
      call x('WIDE')
      END
""", id="GO TO past column 72: that RETURN keeps its code"),
    pytest.param("one.f90", SPEC, """\
subroutine one(k)
  integer :: k
  k = k + 1
  return
end subroutine one
""", """\
subroutine one(k)
  integer :: k
  call e('one')
  k = k + 1
  call x('one')
  return
end subroutine one
""", id="one way out: nothing to share"),
    pytest.param("same_line.f", SPEC, """\
      SUBROUTINE SL(K)
      INTEGER K
      IF (K .EQ. 1) RETURN; IF (K .EQ. 2) RETURN
      K = 0
      RETURN
      END
""", """\
      SUBROUTINE SL(K)
      INTEGER K
      call e('SL')
      IF (K .EQ. 1) THEN
        call x('SL')
        RETURN
      END IF; IF (K .EQ. 2) THEN
        call x('SL')
        RETURN
      END IF
      K = 0
      call x('SL')
      RETURN
      END
""", id="RETURNs sharing a line with another statement keep their code"),
    pytest.param("hidden.F90", SPEC, """\
subroutine hidden(k)
  integer k
  if (k == 1) return
#ifdef EXTRA
  if (k == 2) goto 99999
  k = 3
99999 continue
#endif
  k = k + 1
end subroutine hidden
""", """\
subroutine hidden(k)
  integer k
  call e('hidden')
  if (k == 1) go to 99998
#ifdef EXTRA
  if (k == 2) goto 99999
  k = 3
99999 continue
#endif
  k = k + 1
99998 continue
  call x('hidden')
end subroutine hidden
""", id="a label in an inactive #if branch is not taken"),
    pytest.param("two_ends.F90", SPEC, """\
subroutine two_ends(k)
  integer k
  if (k == 1) return
#ifdef EXTRA
  k = 2
end subroutine two_ends
#else
  k = 3
end subroutine two_ends
#endif
""", """\
subroutine two_ends(k)
  integer k
  call e('two_ends')
  if (k == 1) then
    call x('two_ends')
    return
  end if
#ifdef EXTRA
  k = 2
end subroutine two_ends
#else
  k = 3
  call x('two_ends')
end subroutine two_ends
#endif
""", id="an #if chooses the END: no shared exit"),
    pytest.param("lines.f90", SPEC_LINES, """\
subroutine lines(k)
  integer :: k
  if (k < 0) return
  k = k + 1
end subroutine lines
""", """\
subroutine lines(k)
  integer :: k
  call e('lines')
  if (k < 0) then
    call x('lines', 3)
    return
  end if
  k = k + 1
  call x('lines', 5)
end subroutine lines
""", id="exit code with @LINE@: each way out its own"),
]


@pytest.mark.parametrize("name, spec, source, expected", CASES)
def test_one_exit(tmp_path, name, spec, source, expected):
    assert instrument(tmp_path, name, source, spec) == expected


@pytest.mark.skipif(GFORTRAN is None, reason="gfortran not installed")
@pytest.mark.parametrize("name, spec, source, expected", CASES)
@pytest.mark.parametrize("defines", [[], ["-DEXTRA"]])
def test_one_exit_compiles(tmp_path, name, spec, source, expected, defines):
    (tmp_path / name).write_text(expected)
    done = subprocess.run([GFORTRAN, "-fsyntax-only", "-Werror=line-truncation", *defines, name], cwd=tmp_path,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("include", ["      INCLUDE 'body.inc'", "#include \"body.inc\""])
def test_a_routine_that_includes_a_file_shares_no_exit(tmp_path, include):
    # The included file's labels are not read: a new one could be one of them.
    (tmp_path / "body.inc").write_text("      IF (K .EQ. 2) GO TO 99999\n      K = 3\n99999 CONTINUE\n")
    source = ("      SUBROUTINE INC(K)\n      INTEGER K\n      IF (K .EQ. 1) RETURN\n"
              f"{include}\n      K = K + 1\n      END\n")
    out = instrument(tmp_path, "inc.F", source)
    assert "GO TO 99999" not in out.split(include)[0] and out.count("call x('INC')") == 2, out
    if GFORTRAN is not None:
        (tmp_path / "out.F").write_text(out)
        done = subprocess.run([GFORTRAN, "-fsyntax-only", "out.F"], cwd=tmp_path, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr


# Every way out of a routine, in both forms; each routine's calls counted
# in CALLS (lower-cased, as the runtime's Fortran names are read). The code
# before END lines up with END where the statement above it is labelled.
FREE = """\
module ways
  implicit none
  integer :: total = 0
contains
  integer function early(k)
    integer, intent(in) :: k
    integer :: i
    early = 0
    if (k < 0) return
    do i = 1, k
      if (i == 4) then
        early = -i
        return
      end if
      early = early + i
    end do
    if (early > 5) goto 20
    early = early * 2
    return
20  early = early + 100
  end function early

  recursive subroutine down(n)
    integer, intent(in) :: n
    total = total + n
    if (n <= 0) return
    call down(n - 1)
    if (2 * half(n) == n) return
    total = total + 1
  contains
    integer function half(j)
      integer, intent(in) :: j
      half = j / 2
    end function half
  end subroutine down
end module ways

subroutine twoway(k, *)
  integer :: k
  if (k > 1) return 1
  if (k < 0) return
  k = k + 1
end subroutine twoway

program main
  use ways
  implicit none
  integer :: k, j
  do k = -1, 6
    print '(a,i0,a,i0)', 'early ', k, ' = ', early(k)
  end do
  call down(5)
  print '(a,i0)', 'total ', total
  do k = -1, 2
    j = k
    call twoway(j, *30)
    print '(a,i0)', 'twoway on ', k
    cycle
30  print '(a,i0)', 'twoway alternate ', k
  end do
  if (total > 1000) stop 4
  stop 3
end program main
"""
FREE_CALLS = {"main": 1, "ways::early": 8, "ways::down": 6, "ways::down::half": 5, "twoway": 4}

FIXED = """\
      PROGRAM FIX
      INTEGER K, N
      DO 10 K = 1, 5
        N = LEAVE(K)
        WRITE (*, '(A, I0, A, I0)') 'LEAVE ', K, ' = ', N
   10 CONTINUE
      CALL TWICE(3)
      END

      INTEGER FUNCTION LEAVE(K)
      INTEGER K
      LEAVE = K
      IF (K .EQ. 1) RETURN
      IF (K .EQ. 2) GO TO 50
      LEAVE = K * 10
      IF (K .GT. 3) THEN
        LEAVE = -K
        RETURN
      ENDIF
      RETURN
   50 LEAVE = 99
      END

      RECURSIVE SUBROUTINE TWICE(N)
      INTEGER N
      IF (N .LE. 0) RETURN
      WRITE (*, '(A, I0)') 'TWICE ', N
      CALL TWICE(N - 1)
      RETURN
      END
"""
FIXED_CALLS = {"fix": 1, "leave": 5, "twice": 4}


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


@pytest.mark.skipif(GFORTRAN is None, reason="gfortran not installed")
@pytest.mark.parametrize("name, source, calls, shared", [("ways.f90", FREE, FREE_CALLS, 3),
                                                         ("fix.f", FIXED, FIXED_CALLS, 2)], ids=["free", "fixed"])
def test_shared_exits_run_as_the_original(tmp_path, runtime_object, name, source, calls, shared):
    src = tmp_path / name
    src.write_text(source)
    plain = tmp_path / "plain"
    helpers.compile_checked([GFORTRAN, "-J", tmp_path, src, "-o", plain], what="the original", source=src,
                            cwd=tmp_path)
    original = subprocess.run([plain], cwd=tmp_path, capture_output=True)
    inst = tmp_path / "inst" / name
    th.instrument_trace(src, inst)
    text = inst.read_text()
    assert text.lower().count(" continue\n") - source.lower().count(" continue\n") == shared, text
    exe = tmp_path / "traced"
    helpers.compile_checked([GFORTRAN, "-Wall", "-Werror", "-J", tmp_path / "inst", inst,
                             runtime_object, "-o", exe, "-pthread"],
                            what="the instrumented program", source=inst, cwd=tmp_path)
    run = th.run_traced(exe, tmp_path)
    assert (run.result.returncode, run.result.stdout) == (original.returncode, original.stdout)
    assert run.result.stderr == original.stderr
    counts = Counter()
    for routine, n in th.call_counts(run.calls).items():
        counts[th.short_name(routine)] += n
    assert dict(counts) == calls
    assert th.nesting_problems(run.calls) == []
    assert run.other["mismatched_exits"] == 0
