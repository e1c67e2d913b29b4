"""Fortran loops as regions: TAU's `loops` rules say where, the spec's
region=loop rules what code. loops.f90 (free form) and loopsf.f (fixed form)
count the executions of their own DO statements (runs(N) += 1 right before
the DO on line N) and print them; instrumented, with and without -fopenmp,
they must print the same, their enter/leave lines must nest like calls on
every way out of a loop (END DO, a labelled or shared terminal, EXIT and
CYCLE by construct name, EXIT of a BLOCK or IF around loops, GO TO out of
one or two loops and back before them, RETURN, `!$` lines), and each loop
must be entered exactly as often as the program counted. Loops srcinst
cannot instrument (marked "no region" in the sources) get no code and a
note that says why. Transformation pairs show the rewrites exactly.
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
from test_loops import inner_loop_lines
from test_toolset_specs_fortran import FORTRAN_SPECS, WRAP_FLAGS, stub_objects  # noqa: F401 (a fixture)

from srcinst.diagnostics import Reporter
from srcinst.instrument import Options, instrument_source
from srcinst.spec import parse_spec

DATA = Path(__file__).parent / "data" / "loops"
EVENT = re.compile(r"^ (enter|leave) (.*) \(", re.M)
LOOP_ENTRY = re.compile(r"^ enter Loop: .* \[\{.*\} \{(\d+),\d+\}-\{\d+,\d+\}\] \(", re.M)
COUNTED = re.compile(r"^line (\d+): (\d+)$", re.M)
COUNTER = re.compile(r"runs\((\d+)\) = runs\(\1\) \+ 1", re.I)

# (source, flags for gfortran and srcinst)
CONFIGS = {
    "free": ("loops.f90", []),
    "free-openmp": ("loops.f90", ["-fopenmp"]),
    "fixed": ("loopsf.f", []),
    "fixed-openmp": ("loopsf.f", ["-fopenmp"]),
}
ALL = 'BEGIN_INSTRUMENT_SECTION\nloops routine="#"\nEND_INSTRUMENT_SECTION\n'

pytestmark = pytest.mark.skipif(shutil.which("gfortran") is None, reason="needs gfortran")


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=300, **kw)


def marked_lines(source: Path, mark: str = "no region") -> set:
    return {n for n, line in enumerate(source.read_text().splitlines(), 1) if mark in line and n > 4}


def build_and_run(tmp_path, config, select_text, spec="printf", link=()):
    """(original run, instrumented run, srcinst's stderr); `link`: more to link the instrumented program with."""
    name, flags = CONFIGS[config]
    source = tmp_path / name
    shutil.copy(DATA / name, source)  # @FILE@ is the short name srcinst is given
    shutil.copy(DATA / "loops.inc", tmp_path)
    (tmp_path / "loops.tau").write_text(select_text)
    out = tmp_path / ("inst" + source.suffix)
    built = run(["gfortran", *flags, "-w", "-J", tmp_path, name, "-o", "orig"], cwd=tmp_path)
    assert built.returncode == 0, built.stderr
    done = run([sys.executable, "-m", "srcinst", "-v", "-s", spec, "-f", "loops.tau", *flags, name, "-o", out],
               cwd=tmp_path, env=helpers.srcinst_env())
    assert done.returncode == 0 and "warning" not in done.stderr, done.stderr
    built = run(["gfortran", *flags, "-w", "-J", tmp_path, out, *link, "-o", "inst"], cwd=tmp_path)
    assert built.returncode == 0, built.stderr + out.read_text()
    return (run([tmp_path / "orig"], stdin=subprocess.DEVNULL), run([tmp_path / "inst"], stdin=subprocess.DEVNULL),
            done.stderr)


def entries_by_line(stderr: str) -> Counter:
    return Counter(int(line) for line in LOOP_ENTRY.findall(stderr))


def test_the_programs_count_their_do_statements():
    """Each counter names the line of a DO statement; each DO has a counter
    or is marked as getting no region."""
    for name in ("loops.f90", "loopsf.f"):
        lines = (DATA / name).read_text().splitlines()
        is_do = re.compile(r"^(?:\s*\d+)?\s*(?:\w+\s*:\s*)?do(?:\s*\d|\s+\w+\s*=|\s*while|\s*concurrent|\s*$)"
                           r"|;\s*do\s", re.I)
        dos = {n for n, line in enumerate(lines, 1) if is_do.search(line[6:] if name.endswith(".f") else line)
               and not line.lstrip().startswith(("!", "C"))}
        counted = {int(m) for line in lines for m in COUNTER.findall(line)}
        assert counted <= dos, (name, counted - dos)
        assert dos - counted <= marked_lines(DATA / name), (name, dos - counted)


@pytest.mark.parametrize("config", CONFIGS)
def test_every_loop_left_every_way(tmp_path, config):
    orig, inst, notes = build_and_run(tmp_path, config, ALL)
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False) == [], inst.stderr
    source = DATA / CONFIGS[config][0]
    counted = {int(line): int(n) for line, n in COUNTED.findall(orig.stdout)}
    skipped = marked_lines(source)
    entered = entries_by_line(inst.stderr)
    assert {line: n for line, n in counted.items() if line not in skipped} == dict(entered)
    assert not skipped & set(entered)
    # each loop left alone is named with why (a pure routine's, with the routine)
    noted = {int(m) for m in re.findall(r":(\d+):\d+: note: loop in '[^']*' is not instrumented: ", notes)}
    assert noted == marked_lines(source, "no region, noted")


@pytest.mark.parametrize("config", ["free", "fixed-openmp"])
def test_level_keeps_the_outermost_loops(tmp_path, config):
    (tmp_path / "all").mkdir()
    (tmp_path / "one").mkdir()
    _, all_loops, _ = build_and_run(tmp_path / "all", config, 'loops routine="#"\n')
    orig, outer, _ = build_and_run(tmp_path / "one", config, 'loops routine="#" level=1\n')
    assert (outer.stdout, outer.returncode) == (orig.stdout, orig.returncode)
    assert helpers.printf_balance_problems(outer.stderr, EVENT, lambda name: False) == []
    inner = inner_loop_lines(all_loops.stderr, EVENT)
    assert inner
    expected = {line: n for line, n in entries_by_line(all_loops.stderr).items() if line not in inner}
    assert dict(entries_by_line(outer.stderr)) == expected


def test_loops_rules_choose_routines(tmp_path):
    orig, inst, _ = build_and_run(tmp_path, "free", 'loops file="loops.f90" routine="NAMED"\n'
                                  'loops routine="early"\n')
    assert inst.stdout == orig.stdout
    names = {re.sub(r" \[.*", "", n) for n in re.findall(r"^ enter (Loop: .*) \(", inst.stderr, re.M)}
    assert names == {"Loop: named", "Loop: early"}


PREPROCESSED = """program p
  integer :: i, j, s
  s = 0
#ifdef _OPENMP
!$omp parallel do reduction(+:s)
#endif
  do i = 1, 10
    s = s + i
  end do
#ifdef _OPENMP
!$omp end parallel do
#endif
  do i = 1, 3
#include "inc.h"
  end do
#if 1
  do j = 1, 2
#else
  do j = 1, 3
#endif
    s = s + j
  end do
  print *, s
end
"""


@pytest.mark.parametrize("flags", [[], ["-fopenmp"]], ids=["plain", "openmp"])
def test_preprocessed_loops(tmp_path, flags):
    """Directives in #if groups stay with their loop on both sides (the
    exit code after `#endif`); a loop holding an #include line, or whose DO
    is in another #if branch than its end, gets no code and a note."""
    (tmp_path / "p.F90").write_text(PREPROCESSED)
    (tmp_path / "inc.h").write_text("    s = s + 1\n")
    (tmp_path / "loops.tau").write_text(ALL)
    done = run([sys.executable, "-m", "srcinst", "-v", "-s", "printf", "-f", "loops.tau", *flags, "p.F90",
                "-o", "inst.F90"], cwd=tmp_path, env=helpers.srcinst_env())
    assert done.returncode == 0, done.stderr
    noted = {int(m) for m in re.findall(r":(\d+):\d+: note: loop in 'p' is not instrumented: ", done.stderr)}
    assert noted == {13, 17}
    for name in ("p.F90", "inst.F90"):
        built = run(["gfortran", *flags, "-w", name, "-o", name + ".exe"], cwd=tmp_path)
        assert built.returncode == 0, built.stderr
    orig, inst = run([tmp_path / "p.F90.exe"]), run([tmp_path / "inst.F90.exe"])
    assert inst.stdout == orig.stdout
    assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False) == []
    assert dict(entries_by_line(inst.stderr)) == {7: 1}


@pytest.mark.parametrize("name", ["loops.f90", "loopsf.f"])
def test_both_readers_find_the_same_loops(name):
    """The keyword scanner and fparser2 give the same loops, ways out and refusals."""
    from srcinst.frontends.fortran_parse import FortranParser, ParseOptions

    def loops(reader):
        parser = FortranParser(str(DATA / name), (DATA / name).read_bytes(),
                               ParseOptions(regions=frozenset({"loop"}), reader=reader))
        unit = parser.parse()
        return parser.read_by, [(g.name, g.level, g.number, g.skip, [(s.kind, s.pos) for s in g.exits])
                                for r in unit.routines for g in r.regions]

    scanned, fparsed = loops("auto"), loops("fparser")
    assert (scanned[0], fparsed[0]) == ("scanner", "fparser")
    assert len(scanned[1]) > 20
    assert scanned[1] == fparsed[1]


# -- the trace runtime: loops in the profile -------------------------------------------

@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


@pytest.mark.parametrize("config", ["free", "fixed-openmp"])
def test_trace_counts_each_loop(tmp_path, runtime_object, config):
    name, flags = CONFIGS[config]
    source = DATA / name
    select = tmp_path / "loops.tau"
    select.write_text(ALL)
    inst = tmp_path / ("inst" + source.suffix)
    th.instrument_trace(source, inst, ["-f", select, *flags])
    exe = tmp_path / "prog"
    helpers.compile_checked(["gfortran", *flags, "-w", "-I", DATA, "-J", tmp_path, inst, runtime_object, "-o", exe,
                             "-pthread"],
                            what="building with the trace runtime", source=inst, cwd=tmp_path)
    traced = th.run_traced(exe, tmp_path, OMP_NUM_THREADS="1")
    assert traced.result.returncode == 0
    counted = {int(line): int(n) for line, n in COUNTED.findall(traced.result.stdout.decode())}
    counts = th.call_counts(traced.calls)
    entered = Counter()
    for loop, n in counts.items():
        m = re.match(r"Loop: \w+ \[\{.*\} \{(\d+),\d+\}-\{\d+,\d+\}\]$", loop)
        if loop.startswith("Loop: "):
            assert m, loop
            entered[int(m.group(1))] += n
    skipped = marked_lines(source)
    assert dict(entered) == {line: n for line, n in counted.items() if line not in skipped}
    assert traced.other["mismatched_exits"] == 0
    assert traced.other.get("unwound_frames", 0) == 0
    assert th.nesting_problems(traced.calls) == []
    rows = {r.name: r.calls for r in th.parse_profile(traced.profile_text)}
    assert all(rows[loop] == n for loop, n in counts.items() if loop.startswith("Loop: "))
    # their kind, through srcinst_trace_f_region_enter: the timeline's category, the profile's <loop>
    # (the OpenMP constructs the trace spec shows are of kind omp)
    assert {(e["name"].startswith("Loop: "), e.get("cat")) for e in traced.calls} - {(False, "omp")} == {
        (True, "loop"), (False, "routine")}
    assert {(r.name.startswith("Loop: "), r.kind) for r in th.parse_profile(traced.profile_text)} - {
        (False, "omp")} == {(True, "loop"), (False, "routine")}


STOPPING = """program s
  implicit none
  integer :: i, j
  do i = 1, 3
    do j = 1, 3
      if (i * j == 4) stop 3
    end do
  end do
end program s
"""


def test_stop_leaves_loops_open_like_routines(tmp_path, runtime_object):
    """STOP inside loops needs no loop code: the runtime sees the loops, like
    the routine, still open at exit."""
    source = tmp_path / "s.f90"
    source.write_text(STOPPING)
    (tmp_path / "loops.tau").write_text(ALL)
    inst = tmp_path / "inst.f90"
    th.instrument_trace(source, inst, ["-f", tmp_path / "loops.tau"])
    exe = tmp_path / "prog"
    helpers.compile_checked(["gfortran", "-w", "-J", tmp_path, inst, runtime_object, "-o", exe, "-pthread"],
                            what="building with the trace runtime", source=inst, cwd=tmp_path)
    traced = th.run_traced(exe, tmp_path)
    assert traced.result.returncode == 3
    rows = {r.name: r.calls for r in th.parse_profile(traced.profile_text)}
    where = "{" + str(source) + "}"
    assert rows == {"s": 1, f"Loop: s [{where} {{4,3}}-{{8,8}}]": 1, f"Loop: s [{where} {{5,5}}-{{7,10}}]": 2}
    assert "mismatched exits 0, open at exit 3," in traced.profile_text


def test_long_loop_names_are_continued(tmp_path, runtime_object):
    """A loop's name holds the path: fixed-form code wraps it at column 72."""
    deep = tmp_path / ("d" * 40) / ("e" * 40)
    deep.mkdir(parents=True)
    source = deep / "loopsf.f"
    shutil.copy(DATA / "loopsf.f", source)
    (tmp_path / "loops.tau").write_text(ALL)
    inst = tmp_path / "inst.f"
    th.instrument_trace(source, inst, ["-f", tmp_path / "loops.tau"])
    original = set(source.read_text().splitlines())
    inserted = [line for line in inst.read_text().splitlines() if line not in original and not line.startswith("#")]
    assert any(line.startswith("     &") for line in inserted)
    assert max(len(line) for line in inserted) <= 72
    exe = tmp_path / "prog"
    helpers.compile_checked(["gfortran", "-w", "-J", tmp_path, inst, runtime_object, "-o", exe, "-pthread"],
                            what="building with the trace runtime", source=inst, cwd=tmp_path)
    traced = th.run_traced(exe, tmp_path)
    names = [n for n in th.call_counts(traced.calls) if n.startswith("Loop: ")]
    assert names and all(f"{{{source}}}" in n for n in names)
    assert traced.other["mismatched_exits"] == 0


# -- transformation pairs ----------------------------------------------------------------

SPEC = '''
loops routine="#"
entry region=loop code="call le(@ID@, @LEVEL@)"
exit region=loop code="call lx(@ID@, @LINE@)"
'''


SPEC_DECL = SPEC + '''
decl region=loop code="integer, save :: lc_@ID@ = 0"
entry region=loop code="lc_@ID@ = lc_@ID@ + 1"
'''


def instrument(tmp_path, name, text, spec=SPEC):
    path = tmp_path / name
    path.write_text(text)
    reporter = Reporter(stream=open("/dev/null", "w"), verbose=True)
    form = "fixed" if name.endswith(".f") else "free"
    out = instrument_source(str(path), text.encode(), parse_spec(spec), Options(
        lang="fortran", form=form, line_markers=False), reporter)
    return out.decode()


def compiles(tmp_path, name, text):
    path = tmp_path / ("check_" + name)
    path.write_text(text + ("      SUBROUTINE LE(I, J)\n      END\n      SUBROUTINE LX(I, J)\n      END\n"
                            if name.endswith(".f") else "subroutine le(i, j)\nend\nsubroutine lx(i, j)\nend\n"))
    done = run(["gfortran", "-fsyntax-only", "-w", "-J", tmp_path, path])
    assert done.returncode == 0, done.stderr


PAIRS = {
    # Shared termination: the outer DO gets a terminal of its own after the
    # inner loop's end code (a two-digit label for a two-digit one: columns stay).
    "shared.f": (
        "      SUBROUTINE S(N, A)\n"
        "      INTEGER N, I, J, A(N, N)\n"
        "      DO 10 I = 1, N\n"
        "      DO 10 J = 1, N\n"
        "         IF (J .EQ. I) GOTO 10\n"
        "   10 A(I, J) = 0\n"
        "      END\n",
        "      SUBROUTINE S(N, A)\n"
        "      INTEGER N, I, J, A(N, N)\n"
        "      call le(1, 1)\n"
        "      DO 99 I = 1, N\n"
        "      call le(2, 2)\n"
        "      DO 10 J = 1, N\n"
        "         IF (J .EQ. I) GOTO 10\n"
        "   10 A(I, J) = 0\n"
        "      call lx(2, 6)\n"
        "99    CONTINUE\n"
        "      call lx(1, 6)\n"
        "      END\n"),
    # One-line IF EXIT of an outer loop: an IF block running the inner
    # loop's exit code; the outer loop's runs where EXIT lands.
    "exit.f90": (
        "subroutine s(n)\n"
        "  integer :: n, i, j\n"
        "  outer: do i = 1, n\n"
        "    do j = 1, n\n"
        "      if (i * j > 6) exit outer\n"
        "      if (j > i) exit\n"
        "    end do\n"
        "  end do outer\n"
        "end subroutine s\n",
        "subroutine s(n)\n"
        "  integer :: n, i, j\n"
        "  call le(1, 1)\n"
        "  outer: do i = 1, n\n"
        "    call le(2, 2)\n"
        "    do j = 1, n\n"
        "      if (i * j > 6) then\n"
        "        call lx(2, 5)\n"
        "        exit outer\n"
        "      end if\n"
        "      if (j > i) exit\n"
        "    end do\n"
        "    call lx(2, 7)\n"
        "  end do outer\n"
        "  call lx(1, 8)\n"
        "end subroutine s\n"),
    # A labelled DO statement a GO TO goes back to: the label goes with the
    # entry code, so the jump enters the region again; the GO TO leaves it.
    "labelled.f90": (
        "subroutine s(n)\n"
        "  integer :: n, i, k\n"
        "  k = 0\n"
        "20 do 30 i = 1, n\n"
        "    if (k < i) then\n"
        "      k = k + 1\n"
        "      goto 20\n"
        "    end if\n"
        "30 continue\n"
        "end subroutine s\n",
        "subroutine s(n)\n"
        "  integer :: n, i, k\n"
        "  k = 0\n"
        "20 continue\n"
        "   call le(1, 1)\n"
        "   do 30 i = 1, n\n"
        "    if (k < i) then\n"
        "      k = k + 1\n"
        "      call lx(1, 7)\n"
        "      goto 20\n"
        "    end if\n"
        "30 continue\n"
        "   call lx(1, 9)\n"
        "end subroutine s\n"),
    # Loops' declarations go with the routine's, once per loop, even where
    # the routine gets no code of its own.
    "decl.f90": (
        "subroutine s(n)\n"
        "  integer :: n, i, j\n"
        "  do i = 1, n\n"
        "    do j = 1, n\n"
        "    end do\n"
        "  end do\n"
        "end subroutine s\n",
        "subroutine s(n)\n"
        "  integer :: n, i, j\n"
        "  integer, save :: lc_1 = 0\n"
        "  integer, save :: lc_2 = 0\n"
        "  call le(1, 1)\n"
        "  lc_1 = lc_1 + 1\n"
        "  do i = 1, n\n"
        "    call le(2, 2)\n"
        "    lc_2 = lc_2 + 1\n"
        "    do j = 1, n\n"
        "    end do\n"
        "    call lx(2, 5)\n"
        "  end do\n"
        "  call lx(1, 6)\n"
        "end subroutine s\n"),
    # A computed GO TO and an END= leaving a loop: each label out goes to
    # code after the statement (jumped over) that runs the loop's exit code;
    # a statement that ended the DO no longer does (the DO gets a CONTINUE).
    "computed.f": (
        "      SUBROUTINE S(N, K)\n"
        "      INTEGER N, K, I\n"
        "      DO 10 I = 1, N\n"
        "         GO TO (40, 10) K\n"
        "   10 CONTINUE\n"
        "      DO 30 I = 1, N\n"
        "   30 READ (*, *, END=40) K\n"
        "   40 RETURN\n"
        "      END\n",
        "      SUBROUTINE S(N, K)\n"
        "      INTEGER N, K, I\n"
        "      call le(1, 1)\n"
        "      DO 10 I = 1, N\n"
        "         GO TO (98, 10) K\n"
        "         GO TO 99999\n"
        "98    CONTINUE\n"
        "         call lx(1, 4)\n"
        "         GO TO 40\n"
        "99999 CONTINUE\n"
        "   10 CONTINUE\n"
        "      call lx(1, 5)\n"
        "      call le(2, 1)\n"
        "      DO 99 I = 1, N\n"
        "   30 READ (*, *, END=97) K\n"
        "99    CONTINUE\n"
        "      call lx(2, 7)\n"
        "      GO TO 99998\n"
        "97    CONTINUE\n"
        "      call lx(2, 7)\n"
        "      GO TO 40\n"
        "99998 CONTINUE\n"
        "   40 RETURN\n"
        "      END\n"),
    # Under IMPLICIT NONE (EXTERNAL), the subroutines loop code calls are declared.
    "external.f90": (
        "subroutine s(n)\n"
        "  implicit none (type, external)\n"
        "  integer :: n, i\n"
        "  do i = 1, n\n"
        "  end do\n"
        "end subroutine s\n",
        "subroutine s(n)\n"
        "  implicit none (type, external)\n"
        "  integer :: n, i\n"
        "  external :: le, lx\n"
        "  call le(1, 1)\n"
        "  do i = 1, n\n"
        "  end do\n"
        "  call lx(1, 5)\n"
        "end subroutine s\n"),
    # Statements on the DO's and END DO's lines stay on theirs.
    "same_line.f90": (
        "subroutine s(n)\n"
        "  integer :: n, i\n"
        "  n = 0; do i = 1, 2; n = n + i; end do; n = n * 2\n"
        "end subroutine s\n",
        "subroutine s(n)\n"
        "  integer :: n, i\n"
        "  n = 0; \n"
        "  call le(1, 1)\n"
        "  do i = 1, 2; n = n + i; end do; \n"
        "  call lx(1, 3)\n"
        "  n = n * 2\n"
        "end subroutine s\n"),
}


@pytest.mark.parametrize("name", PAIRS)
def test_rewrite(tmp_path, name):
    before, after = PAIRS[name]
    assert instrument(tmp_path, name, before, SPEC_DECL if name == "decl.f90" else SPEC) == after


@pytest.mark.parametrize("name", PAIRS)
def test_expected_output_compiles(tmp_path, name):
    compiles(tmp_path, name, PAIRS[name][1])


TOOLSETS = sorted(spec for spec, stub in FORTRAN_SPECS.items() if stub)


@pytest.mark.parametrize("config", ["free", "fixed-openmp"])
@pytest.mark.parametrize("spec", TOOLSETS)
def test_toolset_loop_code_runs_against_the_checking_stubs(tmp_path, spec, config, stub_objects):  # noqa: F811
    """TAU's, Score-P's and Scalasca's Fortran loop code, linked with stubs of
    their APIs that check each call (a timer stopped must be the innermost
    running one, a handle must be kept, Score-P's loops have region type 2):
    the program runs as before and no check fails."""
    link = [stub_objects(FORTRAN_SPECS[spec]), *WRAP_FLAGS]
    orig, inst, _ = build_and_run(tmp_path, config, ALL, spec=spec, link=link)
    assert "stub-violation" not in inst.stderr, inst.stderr
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    assert "Loop: " in (tmp_path / ("inst" + Path(CONFIGS[config][0]).suffix)).read_text()
