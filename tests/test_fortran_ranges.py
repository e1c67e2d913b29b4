"""Fortran ranges marked as timers and phases: by a select file's lines and
by the source's comments (`! srcinst begin timer "NAME"`, OPARI2's `!$pomp
inst begin(NAME)`). ranges.f90 (free form) and rangesf.f (fixed form) count
the executions of their own ranges and print the counts; instrumented, with
and without -fopenmp, they must print the same, their enter/leave events
must nest on every way out of a range (its end, RETURN, EXIT and CYCLE,
GO TO, computed GO TO, arithmetic IF, END=, alternate return), and each range
must be entered as often as the program counted. Ranges srcinst cannot
instrument are said with a warning; the output still builds and balances.
C's `#pragma pomp inst` markers are checked here too.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import helpers
import pytest
import trace_helpers as th
from test_toolset_specs_fortran import FORTRAN_SPECS, WRAP_FLAGS, stub_objects  # noqa: F401 (a fixture)

DATA = Path(__file__).parent / "data" / "loops"
# (not the OpenMP constructs' lines, which each thread prints: tests/test_fortran_omp.py)
EVENT = re.compile(r"^ ?(enter|leave) (?!!\$omp )(.*) \(", re.M)
COUNTED = re.compile(r"^(\w+): (\d+)$", re.M)
CONFIGS = {
    "free": ("ranges.f90", []),
    "free-openmp": ("ranges.f90", ["-fopenmp"]),
    "fixed": ("rangesf.f", []),
    "fixed-openmp": ("rangesf.f", ["-fopenmp"]),
}

pytestmark = pytest.mark.skipif(shutil.which("gfortran") is None, reason="needs gfortran")


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=300, **kw)


def solve_select(tmp_path: Path, more: str = "") -> Path:
    """A TAU select file marking solve()'s lines from its tally to `s = s - n` as timer "solve"."""
    lines = (DATA / "ranges.f90").read_text().splitlines()
    first = next(n for n, line in enumerate(lines, 1) if "call tally('solve')" in line)
    last = next(n for n, line in enumerate(lines, 1) if line.strip() == "s = s - n")
    select = tmp_path / "ranges.tau"
    select.write_text(f'static timer name="solve" file="ranges.f90" line={first} to line={last}\n{more}')
    return select


def build_and_run(tmp_path, config, spec="printf", link=(), select=""):
    """(original run, instrumented run, srcinst's stderr); `select`: more select-file rules."""
    name, flags = CONFIGS[config]
    shutil.copy(DATA / name, tmp_path / name)
    out = tmp_path / ("inst" + Path(name).suffix)
    built = run(["gfortran", *flags, "-w", "-J", tmp_path, name, "-o", "orig"], cwd=tmp_path)
    assert built.returncode == 0, built.stderr
    done = run([sys.executable, "-m", "srcinst", "-s", spec, "-f", solve_select(tmp_path, select), *flags, name,
                "-o", out],
               cwd=tmp_path, env=helpers.srcinst_env())
    assert done.returncode == 0 and "warning" not in done.stderr, done.stderr
    built = run(["gfortran", *flags, "-w", "-J", tmp_path, out, *link, "-o", "inst"], cwd=tmp_path)
    assert built.returncode == 0, built.stderr + out.read_text()
    return (run([tmp_path / "orig"], stdin=subprocess.DEVNULL), run([tmp_path / "inst"], stdin=subprocess.DEVNULL),
            done.stderr)


def counted(stdout: str) -> dict:
    return {name: int(n) for name, n in COUNTED.findall(stdout)}


@pytest.mark.parametrize("config, loops", [(config, False) for config in CONFIGS] + [("free", True), ("fixed", True)])
def test_every_range_left_every_way(tmp_path, config, loops):
    """With loops as regions too, a loop and a range that end (or begin) at
    one place nest: the inner one's code is inside the outer one's."""
    orig, inst, _ = build_and_run(tmp_path, config, select='loops routine="#"\n' if loops else "")
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False) == [], inst.stderr
    expected = counted(orig.stdout)
    assert len(expected) >= (11 if config.startswith("free") else 4)
    entered = Counter(name for kind, name in EVENT.findall(inst.stderr) if kind == "enter" and name in expected)
    assert dict(entered) == expected
    assert ("enter Loop: " in inst.stderr) == loops


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


@pytest.mark.parametrize("config", ["free-openmp", "fixed"])
def test_trace_counts_each_range(tmp_path, runtime_object, config):
    name, flags = CONFIGS[config]
    source = tmp_path / name
    shutil.copy(DATA / name, source)
    inst = tmp_path / ("inst" + source.suffix)
    th.instrument_trace(source, inst, ["-f", solve_select(tmp_path), *flags])
    exe = tmp_path / "prog"
    helpers.compile_checked(["gfortran", *flags, "-w", "-J", tmp_path, inst, runtime_object, "-o", exe, "-pthread"],
                            what="building with the trace runtime", source=inst, cwd=tmp_path)
    traced = th.run_traced(exe, tmp_path, OMP_NUM_THREADS="2")
    built = run(["gfortran", *flags, "-w", "-J", tmp_path, source, "-o", tmp_path / "orig"], cwd=tmp_path)
    assert built.returncode == 0, built.stderr
    orig = run([tmp_path / "orig"], env={"OMP_NUM_THREADS": "2"})
    assert (traced.result.stdout.decode(), traced.result.returncode) == (orig.stdout, orig.returncode)
    expected = counted(orig.stdout)
    counts = th.call_counts(traced.calls)
    assert {n: counts[n] for n in expected} == expected
    assert traced.other["mismatched_exits"] == 0
    assert traced.other.get("unwound_frames", 0) == 0
    assert th.nesting_problems(traced.calls) == []


STOPPING = """program s
  implicit none
  integer :: i
  do i = 1, 3
    ! srcinst begin timer "t"
    if (i == 2) {stop}
    ! srcinst end timer "t"
  end do
end program s
"""


@pytest.mark.parametrize("stop", ["stop 3", "error stop 3"])
def test_stop_leaves_ranges_open_like_routines(tmp_path, runtime_object, stop):
    """STOP and ERROR STOP inside a range get no range code: the runtime sees
    the range, like the routine, still open at exit."""
    source = tmp_path / "s.f90"
    source.write_text(STOPPING.format(stop=stop))
    inst = tmp_path / "inst.f90"
    th.instrument_trace(source, inst)
    exe = tmp_path / "prog"
    helpers.compile_checked(["gfortran", "-w", inst, runtime_object, "-o", exe, "-pthread"],
                            what="building with the trace runtime", source=inst, cwd=tmp_path)
    traced = th.run_traced(exe, tmp_path)
    assert traced.result.returncode == 3
    assert {r.name: r.calls for r in th.parse_profile(traced.profile_text)} == {"s": 1, "t": 2}
    assert "mismatched exits 0, open at exit 2," in traced.profile_text


TOOLSETS = sorted(spec for spec, stub in FORTRAN_SPECS.items() if stub)


@pytest.mark.parametrize("config", ["free", "fixed-openmp"])
@pytest.mark.parametrize("spec", TOOLSETS)
def test_toolset_range_code_runs_against_the_checking_stubs(tmp_path, spec, config, stub_objects):  # noqa: F811
    """TAU's, Score-P's and Scalasca's Fortran timer and phase code, linked
    with stubs of their APIs that check each call (a timer stopped must be
    the innermost running one, a handle must be kept, Score-P's region types
    are those of timers and phases): the program runs as before."""
    link = [stub_objects(FORTRAN_SPECS[spec]), *WRAP_FLAGS]
    orig, inst, _ = build_and_run(tmp_path, config, spec=spec, link=link)
    assert "stub-violation" not in inst.stderr, inst.stderr
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    text = (tmp_path / ("inst" + Path(CONFIGS[config][0]).suffix)).read_text()
    text = re.sub(r"\n {5}[^ 0\n]", "", text) if config.startswith("fixed") else re.sub(r"&\n\s*&", "", text)
    timers, phases = (["solve", "pompregion"], ["probe"]) if config == "free" else (["fpomp"], ["inloop"])
    calls = {"tau": (r"call TAU_START\('{}'\)", r"call TAU_PHASE_CREATE_STATIC\(tau_phase_\d+, '{}'\)"),
             "scorep": (r"'{}', 0, ", r"'{}', 8, "),
             "scalasca": (r"'{}'//char\(0\)", r"'{}'//char\(0\)")}[spec]
    for names, call in zip((timers, phases), calls):
        for name in names:
            assert re.search(call.format(name), text), (call, name)


# -- ranges that cannot be instrumented ------------------------------------------------

PROGRAM = """program p
  implicit none
  integer :: i, n, a(3)
  n = 0
{body}
  print *, n
contains
  pure integer function twice(k)
    integer, intent(in) :: k
    ! srcinst begin timer "pure"
    twice = 2 * k
    ! srcinst end timer "pure"
  end function twice
end program p
"""

REFUSED = {
    "construct": ("  ! srcinst begin timer \"t\"\n  if (n == 0) then\n    n = 1\n  ! srcinst end timer \"t\"\n"
                  "  end if\n", "its lines hold part of a construct, not whole statements of one block"),
    "do": ("  do i = 1, 2\n  ! srcinst begin timer \"t\"\n    n = n + i\n  end do\n  ! srcinst end timer \"t\"\n",
           "its lines hold part of a DO loop, not whole statements of one block"),
    "into": ("  if (n == 0) go to 10\n  ! srcinst begin timer \"t\"\n  n = 1\n10 n = n + 1\n"
             "  ! srcinst end timer \"t\"\n", "a branch from outside (line 5) jumps into it"),
    "unpaired": ("  ! srcinst begin phase \"t\"\n  n = 1\n", "phase 't' begins but does not end"),
    "concurrent": ("  do concurrent (i = 1:3)\n  ! srcinst begin timer \"t\"\n    a(i) = i\n"
                   "  ! srcinst end timer \"t\"\n  end do\n  n = sum(a)\n",
                   "it is inside a DO CONCURRENT, whose body must be pure"),
    "where": ("  a = 1\n  where (a > 0)\n  ! srcinst begin timer \"t\"\n    a = 2\n  ! srcinst end timer \"t\"\n"
              "  end where\n  n = sum(a)\n", "it is inside a WHERE or FORALL construct"),
    "omp": ("  ! srcinst begin timer \"t\"\n!$omp parallel\n  n = 1\n  ! srcinst end timer \"t\"\n"
            "!$omp end parallel\n", "an OpenMP directive on its lines pairs with one outside them"),
    "overlap": ("  ! srcinst begin timer \"t\"\n  n = 1\n  ! srcinst begin timer \"u\"\n  n = 2\n"
                "  ! srcinst end timer \"t\"\n  n = 3\n  ! srcinst end timer \"u\"\n",
                "it overlaps another marked range without nesting in it"),
    "include": ("  ! srcinst begin timer \"t\"\n  include 'inc.h'\n  ! srcinst end timer \"t\"\n",
                "an INCLUDE line inside it (line 6) may hold a way out of it"),
    "pure": ("  n = twice(2)\n", "timer 'pure' in 'p::twice' is not instrumented: it is PURE or ELEMENTAL"),
}


@pytest.mark.parametrize("case", REFUSED)
def test_ranges_that_cannot_be_are_said(tmp_path, case):
    body, message = REFUSED[case]
    (tmp_path / "p.f90").write_text(PROGRAM.format(body=body))
    (tmp_path / "inc.h").write_text("  n = n + 5\n")
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", "-fopenmp", "p.f90", "-o", "o.f90"], cwd=tmp_path,
               env=helpers.srcinst_env())
    assert done.returncode == 0, done.stderr
    assert "warning: " in done.stderr and message in done.stderr, done.stderr
    for name in ("p.f90", "o.f90"):
        built = run(["gfortran", "-fopenmp", "-w", name, "-o", name + ".exe"], cwd=tmp_path)
        assert built.returncode == 0, built.stderr
    orig, inst = run([tmp_path / "p.f90.exe"]), run([tmp_path / "o.f90.exe"])
    assert inst.stdout == orig.stdout
    assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False) == []
    assert "enter t " not in inst.stderr


ACROSS_ROUTINES = """program p
  integer :: n
  n = 0
  ! srcinst begin timer "t"
  call s(n)
  print *, n
contains
  subroutine s(k)
    integer :: k
    k = k + 1
  ! srcinst end timer "t"
  end subroutine s
end program p
"""


def test_a_range_across_routines_is_said(tmp_path):
    """Lines that are no routine's executable statements (they run from a
    main program into its internal procedure) make no range, with a warning."""
    (tmp_path / "p.f90").write_text(ACROSS_ROUTINES)
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", "p.f90", "-o", "o.f90"], cwd=tmp_path,
               env=helpers.srcinst_env())
    assert done.returncode == 0, done.stderr
    assert "p.f90:5:1: warning: timer 't' is not instrumented: its lines (from 5 to 10) are not statements of one " \
           "routine's executable part" in done.stderr, done.stderr
    assert "call s(n)" in (tmp_path / "o.f90").read_text() and "enter t" not in (tmp_path / "o.f90").read_text()


PREPROCESSED = """program p
  implicit none
  integer :: n
  n = 0
  ! srcinst begin timer "split"
  n = n + 1
#ifdef EXTRA
  n = n + 2
  ! srcinst end timer "split"
#endif
  ! srcinst begin timer "hashinclude"
#include "inc.h"
  ! srcinst end timer "hashinclude"
#ifdef EXTRA
  ! srcinst begin timer "kept"
  n = n + 4
  ! srcinst end timer "kept"
#endif
  print *, n
end program p
"""


@pytest.mark.parametrize("flags", [["-DEXTRA"], ["-DEXTRA", "-fopenmp"]], ids=["plain", "openmp"])
def test_ranges_across_preprocessor_lines(tmp_path, flags):
    """A range whose statements an #if boundary splits, or that holds an
    #include line, is refused with a warning; one inside an #if branch is kept."""
    (tmp_path / "p.F90").write_text(PREPROCESSED)
    (tmp_path / "inc.h").write_text("  n = n + 8\n")
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", *flags, "p.F90", "-o", "o.F90"], cwd=tmp_path,
               env=helpers.srcinst_env())
    assert done.returncode == 0, done.stderr
    warned = set(re.findall(r"warning: timer '(\w+)' in 'p' is not instrumented: ", done.stderr))
    assert warned == {"split", "hashinclude"}, done.stderr
    assert "different preprocessor branches" in done.stderr and "#include'd file" in done.stderr
    for name in ("p.F90", "o.F90"):
        built = run(["gfortran", *flags, "-w", name, "-o", name + ".exe"], cwd=tmp_path)
        assert built.returncode == 0, built.stderr
    orig, inst = run([tmp_path / "p.F90.exe"]), run([tmp_path / "o.F90.exe"])
    assert inst.stdout == orig.stdout
    assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False) == []
    assert Counter(name for kind, name in EVENT.findall(inst.stderr) if kind == "enter") == {"p": 1, "kept": 1}


@pytest.mark.parametrize("name", ["ranges.f90", "rangesf.f"])
def test_both_readers_find_the_same_ranges(name):
    """The keyword scanner and fparser2 give the same ranges, ways out and refusals."""
    from srcinst.frontends.fortran_parse import FortranParser, ParseOptions

    def ranges(reader):
        parser = FortranParser(str(DATA / name), (DATA / name).read_bytes(),
                               ParseOptions(regions=frozenset({"timer", "phase"}), reader=reader))
        unit = parser.parse()
        return parser.read_by, [(g.kind, g.name, g.level, g.number, g.skip, [(s.kind, s.pos) for s in g.exits])
                                for r in unit.routines for g in r.regions]

    scanned, fparsed = ranges("auto"), ranges("fparser")
    assert (scanned[0], fparsed[0]) == ("scanner", "fparser")
    assert len(scanned[1]) >= 4
    assert scanned[1] == fparsed[1]


# -- OPARI2's markers in C ---------------------------------------------------------------

POMP_C = r"""#include <stdio.h>
static int counts[2];
static int foo(int i)
{
#pragma pomp inst begin(foo)
    counts[0]++;
    printf("Hello from foo.\n");
    if (i == 0) {
#pragma pomp inst altend(foo)
        return 42;
    }
    i += 1;
#pragma pomp inst end(foo)
    return i;
}
int main(void)
{
    int i, s = 0;
#pragma pomp inst init
    for (i = 0; i < 3; i++) {
#pragma pomp inst begin(step)
        counts[1]++;
        if (i == 1)
            continue;
        s += foo(i);
#pragma pomp inst end(step)
    }
    printf("%d\nfoo: %d\nstep: %d\n", s, counts[0], counts[1]);
    return 0;
}
"""


@pytest.mark.parametrize("lang, std", [("c", "-std=c89"), ("c++", "-std=c++98"), ("c++", "-std=c++17")])
def test_pomp_pragmas_in_c(tmp_path, lang, std):
    """OPARI2's `#pragma pomp inst begin/end(NAME)` mark timers; `altend`
    needs nothing (every way out closes the range) and stays as it is."""
    source = tmp_path / "pomp.c"
    source.write_text(POMP_C)
    out = tmp_path / "o.c"
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", "--lang", lang, std, source, "-o", out],
               env=helpers.srcinst_env())
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert out.read_text().count("#pragma pomp inst") == POMP_C.count("#pragma pomp inst")
    compiler = "gcc" if lang == "c" else "g++"
    exes = []
    for src in (source, out):
        exe = tmp_path / (src.stem + ".exe")
        built = run([compiler, "-x", lang, std, "-Wno-unknown-pragmas", src, "-o", exe])
        assert built.returncode == 0, built.stderr
        exes.append(run([exe]))
    orig, inst = exes
    assert inst.stdout == orig.stdout
    assert helpers.printf_balance_problems(inst.stderr, EVENT,
                                           lambda name: False) == []
    entered = Counter(name for kind, name in EVENT.findall(inst.stderr)
                      if kind == "enter" and name in ("foo", "step"))
    assert dict(entered) == counted(orig.stdout) == {"foo": 2, "step": 3}


# -- transformation pairs ----------------------------------------------------------------

RANGE_SPEC = '''
entry region=timer,phase code="call te(@ID@, @LEVEL@)"
exit region=timer,phase code="call tx(@ID@, @LINE@)"
'''

RANGE_PAIRS = {
    # A GO TO back to the first statement's label stays inside: the label
    # stays on its statement, after the entry code; a range ending in RETURN
    # gets its exit code before the RETURN only (after it, it could not run).
    "back.f90": (
        "subroutine s(n)\n"
        "  integer :: n\n"
        "  ! srcinst begin timer \"back\"\n"
        "10 n = n + 1\n"
        "  if (n < 5) goto 10\n"
        "  ! srcinst end timer \"back\"\n"
        "  ! srcinst begin phase \"last\"\n"
        "  if (n > 9) n = 0\n"
        "  return\n"
        "  ! srcinst end phase \"last\"\n"
        "end subroutine s\n",
        "subroutine s(n)\n"
        "  integer :: n\n"
        "  ! srcinst begin timer \"back\"\n"
        "   call te(1, 1)\n"
        "10 n = n + 1\n"
        "  if (n < 5) goto 10\n"
        "   call tx(1, 5)\n"
        "  ! srcinst end timer \"back\"\n"
        "  ! srcinst begin phase \"last\"\n"
        "  call te(2, 1)\n"
        "  if (n > 9) n = 0\n"
        "  call tx(2, 9)\n"
        "  return\n"
        "  ! srcinst end phase \"last\"\n"
        "end subroutine s\n"),
    # Fixed form, nested ranges by OPARI2's markers; the inner one is left by
    # a one-line IF GO TO (it becomes an IF block), the outer one by RETURN.
    "nested.f": (
        "      SUBROUTINE S(N)\n"
        "      INTEGER N\n"
        "c$pomp inst begin(outer)\n"
        "      N = N + 1\n"
        "C srcinst begin phase \"inner\"\n"
        "      IF (N .GT. 3) GOTO 20\n"
        "      N = 2 * N\n"
        "C srcinst end phase \"inner\"\n"
        "      IF (N .GT. 5) RETURN\n"
        "*$pomp inst end(outer)\n"
        "   20 N = -N\n"
        "      END\n",
        "      SUBROUTINE S(N)\n"
        "      INTEGER N\n"
        "c$pomp inst begin(outer)\n"
        "      call te(1, 1)\n"
        "      N = N + 1\n"
        "C srcinst begin phase \"inner\"\n"
        "      call te(2, 2)\n"
        "      IF (N .GT. 3) THEN\n"
        "        call tx(2, 6)\n"
        "        call tx(1, 6)\n"
        "        GOTO 20\n"
        "      END IF\n"
        "      N = 2 * N\n"
        "      call tx(2, 7)\n"
        "C srcinst end phase \"inner\"\n"
        "      IF (N .GT. 5) THEN\n"
        "        call tx(1, 9)\n"
        "        RETURN\n"
        "      END IF\n"
        "      call tx(1, 9)\n"
        "*$pomp inst end(outer)\n"
        "   20 N = -N\n"
        "      END\n"),
    # Declarations on a range's first lines, of the routine or of a BLOCK
    # construct, stay before its code.
    "declarations.f90": (
        "subroutine s(n)\n"
        "  ! srcinst begin timer \"whole\"\n"
        "  integer :: n\n"
        "  block\n"
        "    ! srcinst begin timer \"inblock\"\n"
        "    integer :: u\n"
        "    real x(2)\n"
        "    u = n\n"
        "    ! srcinst end timer \"inblock\"\n"
        "  end block\n"
        "  ! srcinst end timer \"whole\"\n"
        "end subroutine s\n",
        "subroutine s(n)\n"
        "  ! srcinst begin timer \"whole\"\n"
        "  integer :: n\n"
        "  call te(1, 1)\n"
        "  block\n"
        "    ! srcinst begin timer \"inblock\"\n"
        "    integer :: u\n"
        "    real x(2)\n"
        "    call te(2, 2)\n"
        "    u = n\n"
        "    call tx(2, 8)\n"
        "    ! srcinst end timer \"inblock\"\n"
        "  end block\n"
        "  call tx(1, 10)\n"
        "  ! srcinst end timer \"whole\"\n"
        "end subroutine s\n"),
    # Two ranges from one statement: the longer holds the shorter (its entry
    # first, its exit last, a level less).
    "same_start.f90": (
        "subroutine s(n)\n"
        "  integer :: n\n"
        "  ! srcinst begin timer \"a\"\n"
        "  ! srcinst begin phase \"b\"\n"
        "  n = 1\n"
        "  ! srcinst end phase \"b\"\n"
        "  n = 2\n"
        "  ! srcinst end timer \"a\"\n"
        "end subroutine s\n",
        "subroutine s(n)\n"
        "  integer :: n\n"
        "  ! srcinst begin timer \"a\"\n"
        "  ! srcinst begin phase \"b\"\n"
        "  call te(1, 1)\n"
        "  call te(2, 2)\n"
        "  n = 1\n"
        "  call tx(2, 5)\n"
        "  ! srcinst end phase \"b\"\n"
        "  n = 2\n"
        "  call tx(1, 7)\n"
        "  ! srcinst end timer \"a\"\n"
        "end subroutine s\n"),
}


@pytest.mark.parametrize("name", RANGE_PAIRS)
def test_rewrite(tmp_path, name):
    from test_fortran_loops import instrument
    before, after = RANGE_PAIRS[name]
    assert instrument(tmp_path, name, before, RANGE_SPEC) == after
    path = tmp_path / ("check_" + name)
    path.write_text(after + ("      SUBROUTINE TE(I, J)\n      END\n      SUBROUTINE TX(I, J)\n      END\n"
                             if name.endswith(".f") else "subroutine te(i, j)\nend\nsubroutine tx(i, j)\nend\n"))
    done = run(["gfortran", "-fsyntax-only", "-w", path])
    assert done.returncode == 0, done.stderr


EDGE_F90 = """program edge
  implicit none
  integer :: k, s, passes
  k = 0
  s = 0
  passes = 0
  ! srcinst begin timer "r"
20 call work(s)
  k = k + 1
  if (k < 3) goto 20
  passes = passes + 1
  write(*,*) 'k', k
  ! srcinst end timer "r"
  ! srcinst begin timer "q"
  call work(s)
  ! srcinst end timer "q"
  print '(a,i0)', 'r: ', passes
  print '(a,i0)', 'q: ', passes
  print '(a,i0)', 's ', s
contains
  subroutine work(s)
    integer, intent(inout) :: s
    s = s + 1
  end subroutine
end program
"""
EDGE_F = """      PROGRAM EDGE
      INTEGER K, S, NPASS
      K = 0
      S = 0
      NPASS = 0
! srcinst begin timer "r"
   20 CALL WORK(S)
      K = K + 1
      IF (K .LT. 3) GOTO 20
      NPASS = NPASS + 1
      WRITE(*,*) 'K', K
! srcinst end timer "r"
      PRINT '(A,I0)', 'r: ', NPASS
      PRINT '(A,I0)', 'S ', S
      END
      SUBROUTINE WORK(S)
      INTEGER S
      S = S + 1
      END
"""


@pytest.mark.parametrize("name, text", [("edge.f90", EDGE_F90), ("edge.f", EDGE_F)], ids=["free", "fixed"])
def test_call_regions_at_a_range_edge_nest_in_it(tmp_path, name, text):
    """A call region that is a range's first or last statement (or all of
    it) nests inside the range; a GO TO from inside the range back to the
    call's label enters the call anew, not the range."""
    source = tmp_path / name
    source.write_text(text)
    select = tmp_path / "edge.tau"
    select.write_text('calls routine="#" name="work"\nio routine="#"\n')
    out = tmp_path / ("inst" + source.suffix)
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", "-f", select, source, "-o", out],
               env=helpers.srcinst_env())
    assert done.returncode == 0 and "warning" not in done.stderr, done.stderr
    runs = []
    for src, exe in ((source, tmp_path / "orig"), (out, tmp_path / "inst")):
        built = run(["gfortran", "-w", src, "-o", exe])
        assert built.returncode == 0, built.stderr
        runs.append(run([exe], stdin=subprocess.DEVNULL))
    orig, inst = runs
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False) == [], inst.stderr
    entered = Counter(name for kind, name in EVENT.findall(inst.stderr) if kind == "enter")
    expected = counted(orig.stdout)
    assert {name: entered[name] for name in expected} == expected
    assert entered["work"] == (3 if name.endswith(".f") else 4)
    assert entered["write"] == 1


def test_c_ranges_that_overlap_without_nesting_are_refused(tmp_path):
    """As in Fortran: enter A, enter B, leave A, leave B would not nest."""
    source = tmp_path / "overlap.c"
    source.write_text('#include <stdio.h>\nint main(void)\n{\n    int s = 0;\n'
                      '    /* srcinst begin timer "A" */\n    s += 1;\n'
                      '    /* srcinst begin timer "B" */\n    s += 2;\n'
                      '    /* srcinst end timer "A" */\n    s += 3;\n'
                      '    /* srcinst end timer "B" */\n    printf("%d\\n", s);\n    return 0;\n}\n')
    out = tmp_path / "o.c"
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", source, "-o", out], env=helpers.srcinst_env())
    assert done.returncode == 0
    refusal = "is not instrumented: it overlaps another marked range without nesting in it"
    assert [line.split(": warning: ")[1] for line in done.stderr.splitlines()] == [
        f"timer 'A' in 'int main(void)' {refusal}", f"timer 'B' in 'int main(void)' {refusal}"]
    assert '"A", "' not in out.read_text() and '"B", "' not in out.read_text()
