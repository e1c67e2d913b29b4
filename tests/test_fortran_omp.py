"""OpenMP constructs in Fortran as regions (frontends/fortran_omp*.py).

The programs of corpus/fortran_omp/ (free and fixed form, every construct)
are instrumented with the trace and printf specs and with
tests/specs/omp_hooks.spec, built with gfortran -fopenmp and run on a fixed
number of threads: their output and exit status stay the same and the
events of every thread nest. With the pomp2 spec, the events OPARI2's dummy
POMP2 library (libpomp.a) prints are those of the same program instrumented
by OPARI2 itself: in order on one thread, as a multiset on four (which thread
meets a single, a section or a task is not fixed). Transformation pairs pin
the Fortran forms: the `nowait` and explicit barrier, a missing `!$omp end
do`, split combined constructs, fixed-form continuation lines.
"""
from __future__ import annotations

import io
import re
import shutil
import sys
from collections import Counter
from pathlib import Path

import helpers
import pytest

from srcinst.diagnostics import Reporter
from srcinst.instrument import Options, instrument_source
from srcinst.settings import Settings
from srcinst.spec import parse_spec

CORPUS = helpers.CORPUS / "fortran_omp"
PROGRAMS = sorted(p for p in CORPUS.iterdir() if p.suffix in (".f", ".f90"))
# OPARI2 2.0.7 instruments these as srcinst does; more_constructs.f90 and
# long_lines.f hold what it gets wrong (see their first lines).
OPARI2_PROGRAMS = [CORPUS / "constructs.f90", CORPUS / "constructs.f", CORPUS / "routines.f90"]
THREADS = "4"
OMP_HOOKS = helpers.REPO / "tests" / "specs" / "omp_hooks.spec"


def _srcinst(spec, src: Path, out: Path) -> None:
    """(a corpus program as a path from the repository, so @FILE@ is short and known)"""
    src = src.relative_to(helpers.REPO) if src.is_relative_to(helpers.REPO) else src
    r = helpers.run_cmd([sys.executable, "-m", "srcinst", "-s", spec, src, "-o", out], cwd=helpers.REPO,
                        env=helpers.srcinst_env(), timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode == 0 and out.is_file(), f"srcinst -s {spec} {src}:\n{r.stderr.decode(errors='replace')}"


def _build(sources, exe: Path, *extra) -> Path:
    helpers.compile_checked(["gfortran", "-fopenmp", "-w", "-J", exe.parent, *sources, *extra, "-o", exe],
                            what=f"building {exe.name}", source=Path(sources[0]))
    return exe


def _run(exe: Path, threads: str = THREADS, **env) -> helpers.RunResult:
    return helpers.run_cmd([exe], cwd=exe.parent, env=helpers.program_env(None) | {"OMP_NUM_THREADS": threads, **env})


@pytest.fixture(scope="module")
def originals(tmp_path_factory):
    """Each program built as it is, and its run."""
    out = {}
    for program in PROGRAMS:
        work = tmp_path_factory.mktemp(f"orig_{program.stem}_{program.suffix[1:]}")
        exe = _build([program], work / "orig")
        out[program] = _run(exe)
        assert out[program].returncode == 0, helpers.describe(out[program])
    return out


def _instrumented(spec, program: Path, work: Path, *link) -> Path:
    inst = work / f"inst{program.suffix}"
    _srcinst(spec, program, inst)
    return _build([inst, *link], work / "inst")


def _same_run(original: helpers.RunResult, run: helpers.RunResult) -> None:
    assert (run.returncode, run.stdout) == (original.returncode, original.stdout), (
        f"instrumented: {helpers.describe(run)}\noriginal: {helpers.describe(original)}")


# ------------------------------------------------------------ trace and printf

@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_hooks_nest_per_thread(program, originals, tmp_path):
    """Every thread's entries and exits nest (constructs, their insides, routines)."""
    hooks = helpers.compile_hooks_object(tmp_path)
    exe = _instrumented(OMP_HOOKS, program, tmp_path, hooks)
    log = tmp_path / "events.log"
    run = _run(exe, SRCINST_TEST_LOG=str(log))
    _same_run(originals[program], run)
    events = helpers.parse_log(log)
    report = helpers.check_nesting(events)
    assert not report.problems, "\n".join(report.problems)
    assert {e.tid for e in events} >= {"1", "2", "3", "4"}, "the parallel regions ran on fewer threads"
    names = Counter(e.routine for e in events if e.kind == "E")
    assert any(name.startswith("!$omp parallel") and name.endswith(" begin") for name in names), names


def test_hooks_counts_per_construct(originals, tmp_path):
    """constructs.f90 on 4 threads: each construct's events as often as OpenMP runs them."""
    program = CORPUS / "constructs.f90"
    hooks = helpers.compile_hooks_object(tmp_path)
    exe = _instrumented(OMP_HOOKS, program, tmp_path, hooks)
    log = tmp_path / "events.log"
    _same_run(originals[program], _run(exe, SRCINST_TEST_LOG=str(log)))
    path = "corpus/fortran_omp/constructs.f90"
    entries = Counter(e.routine for e in helpers.parse_log(log) if e.kind == "E")

    def count(construct, line, inside=False):
        return entries[f"!$omp {construct} @{path}:{line}" + (" begin" if inside else "")]

    source = program.read_text().splitlines()

    def line_of(text, after=0):
        return next(n for n, s in enumerate(source, 1) if n > after and s.strip() == text)

    first_parallel = line_of("!$omp parallel private(i, x) shared(a, b, hits)")
    assert (count("parallel", first_parallel), count("parallel", first_parallel, True)) == (1, 4)
    do1 = line_of("!$omp do reduction(+:s)")
    assert count("do", do1) == 4
    assert count("implicit barrier", do1) == 4  # (named after its construct's line)
    single = line_of("!$omp single")
    assert (count("single", single), count("single", single, True)) == (4, 1)
    master = line_of("!$omp master")
    assert (count("master", master), count("master", master, True)) == (4, 1)  # (every thread meets it)
    critical = line_of("!$omp critical (upd)")
    assert (count("critical (upd)", critical), count("critical (upd)", critical, True)) == (4, 4)
    nowait = line_of("!$omp do schedule(dynamic, 10)")  # its end has nowait: no barrier
    assert (count("do", nowait), count("implicit barrier", nowait)) == (4, 0)
    copyprivate = line_of("!$omp single", single)  # its end has copyprivate: its barrier stays implicit
    assert (count("single", copyprivate), count("implicit barrier", copyprivate)) == (4, 0)
    scale = line_of("!$omp do schedule(static)")  # orphaned, in the module's subroutine
    assert count("do", scale) == 4
    task = line_of("!$omp task firstprivate(i)")
    assert (count("task", task), count("task", task, True)) == (4, 4)
    ordered = line_of("!$omp ordered")
    assert (count("ordered", ordered), count("ordered", ordered, True)) == (10, 10)
    sections = line_of("!$omp sections")
    assert count("sections", sections) == 4
    assert count("section", sections + 1, True) == 1
    assert count("taskwait", line_of("!$omp taskwait")) == 1


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_trace_spec(program, originals, tmp_path):
    """The trace spec: same output; the profile has the constructs, and no
    exit that missed its entry or entry left open, on every thread."""
    r = helpers.run_cmd([sys.executable, "-m", "srcinst", "runtime", "--libs"], cwd=helpers.REPO,
                        env=helpers.srcinst_env(SRCINST_CACHE_DIR=str(tmp_path / "cache"), SRCINST_TRACE_OTF2="0"),
                        timeout=helpers.COMPILE_TIMEOUT)
    assert r.returncode == 0, r.stderr.decode()
    exe = _instrumented("trace", program, tmp_path, *r.stdout.decode().split())
    _same_run(originals[program], _run(exe))
    profile = next(tmp_path.glob("srcinst-trace.*.profile.txt")).read_text()
    header = profile.splitlines()[1]
    assert "mismatched exits 0, open at exit 0" in header, profile
    assert "!$omp parallel" in profile and "!$omp implicit barrier" in profile, profile


PRINTF_EVENT = re.compile(r"^ (enter|leave|begin|end) (!\$omp .*?) \(", re.M)


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_printf_spec(program, originals, tmp_path):
    """The printf spec: same output; on one thread its lines nest, on four
    every construct is left as often as entered, and its inside ended as
    often as begun."""
    exe = _instrumented("printf", program, tmp_path)
    run = _run(exe)
    _same_run(originals[program], run)
    counts = Counter(PRINTF_EVENT.findall(run.stderr.decode()))
    assert counts, run.stderr.decode()[:2000]
    for (kind, name), n in counts.items():
        partner = {"enter": "leave", "leave": "enter", "begin": "end", "end": "begin"}[kind]
        assert counts[(partner, name)] == n, f"{kind} {name}: {n}, {partner}: {counts[(partner, name)]}"
    one = _run(exe, "1")
    stack: list[str] = []
    for kind, name in PRINTF_EVENT.findall(one.stderr.decode()):
        if kind in ("enter", "begin"):
            stack.append(f"{name} {kind}")
        else:
            opened = stack.pop() if stack else None
            assert opened == f"{name} {'enter' if kind == 'leave' else 'begin'}", (kind, name, opened)
    assert not stack, stack


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_loops_and_constructs(program, originals, tmp_path):
    """Loops as regions too (printf, every loop chosen): a loop's code and its
    construct's nest, and a loop nest that shares its terminal statement
    gets its new terminals before the `!$omp end do` (constructs.f)."""
    select = tmp_path / "loops.tau"
    select.write_text('loops routine="#"\n')
    inst = tmp_path / f"inst{program.suffix}"
    r = helpers.run_cmd([sys.executable, "-m", "srcinst", "-s", "printf", "-f", select,
                         program.relative_to(helpers.REPO), "-o", inst], cwd=helpers.REPO,
                        env=helpers.srcinst_env(), timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode == 0, helpers.describe(r)
    exe = _build([inst], tmp_path / "inst")
    _same_run(originals[program], _run(exe))
    one = _run(exe, "1")
    stack: list[str] = []
    for kind, name in re.findall(r"^ (enter|leave|begin|end) (.*) \(", one.stderr.decode(), re.M):
        if kind in ("enter", "begin"):
            stack.append(f"{name} {kind}")
        else:
            assert stack.pop() == f"{name} {'enter' if kind == 'leave' else 'begin'}", (kind, name)
    assert not stack and "enter Loop: " in one.stderr.decode()


# ------------------------------------------------------------------ OPARI2

def _pomp2_events(run: helpers.RunResult, ordered: bool) -> list[str]:
    """The dummy POMP2 library's lines (on stderr), task ids blanked; on
    several threads without the thread numbers, sorted."""
    lines = run.stderr.decode().splitlines()
    lines = [re.sub(r"task: \d+", "task: N", line) for line in lines]
    return lines if ordered else sorted(re.sub(r"^\s*\d+: ", "", line) for line in lines)


def _link_pomp2(obj: Path, exe: Path) -> Path:
    """As Score-P's and OPARI2's builds do: POMP2_Init_regions from the
    object's POMP2_Init_reg_* symbols, then the dummy library."""
    script = helpers.run_cmd(["opari2-config", "--create-pomp2-regions", obj], timeout=helpers.COMPILE_TIMEOUT)
    init_c = helpers.run_cmd(["sh", "-c", script.stdout.decode()], timeout=helpers.COMPILE_TIMEOUT)
    assert init_c.returncode == 0 and b"POMP2_Init_regions" in init_c.stdout, helpers.describe(init_c)
    (exe.parent / "init.c").write_bytes(init_c.stdout)
    helpers.compile_checked(["gcc", "-c", exe.parent / "init.c", "-o", exe.parent / "init.o"], what="init.c")
    helpers.compile_checked(["gfortran", "-fopenmp", obj, exe.parent / "init.o", "-lpomp", "-o", exe],
                            what=f"linking {exe.name}")
    return exe


@pytest.mark.skipif(shutil.which("opari2") is None or not Path("/usr/lib/libpomp.a").is_file(),
                    reason="needs Debian's opari2 and libpomp2-dev (the README's test command installs them)")
@pytest.mark.parametrize("program", OPARI2_PROGRAMS, ids=lambda p: p.name)
def test_pomp2_events_equal_opari2s(program, originals, tmp_path):
    ours, theirs = tmp_path / "srcinst", tmp_path / "opari2"
    ours.mkdir()
    theirs.mkdir()
    # OPARI2: its .mod file and .opari.inc next to the copy it reads
    copy = theirs / program.name
    copy.write_bytes(program.read_bytes())
    r = helpers.run_cmd(["opari2", copy.name], cwd=theirs, timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode == 0, helpers.describe(r)
    mod = next(theirs.glob("*.mod.*"))
    helpers.compile_checked(["gfortran", "-fopenmp", "-w", "-J", theirs, "-c", mod, "-o", theirs / "app.o"],
                            what="OPARI2's output", source=mod)
    opari = _link_pomp2(theirs / "app.o", theirs / "app")
    # srcinst: as a user builds it, the wrapper doing the link's part
    srcinst = ours / "app"
    r = helpers.run_cmd([*_WRAP, "-w", "-J", ours, program, "-lpomp", "-o", srcinst], cwd=ours,
                        env=helpers.srcinst_env(), timeout=helpers.COMPILE_TIMEOUT)
    assert r.returncode == 0, helpers.describe(r)
    for threads, ordered in (("1", True), (THREADS, False)):
        a, b = _run(opari, threads), _run(srcinst, threads)
        assert a.returncode == b.returncode == 0, (helpers.describe(a), helpers.describe(b))
        expected, got = _pomp2_events(a, ordered), _pomp2_events(b, ordered)
        assert len(expected) > 20 and "fork  parallel" in "\n".join(expected)
        assert got == expected, helpers.text_diff("\n".join(expected).encode(), "\n".join(got).encode(),
                                                  "opari2", "srcinst")
        if threads == THREADS:
            _same_run(originals[program], b)


_WRAP = [sys.executable, "-m", "srcinst", "-s", "pomp2", "--strict", "--", "gfortran", "-fopenmp"]


@pytest.mark.skipif(not Path("/usr/lib/libpomp.a").is_file(), reason="needs Debian's libpomp2-dev")
def test_pomp2_separate_compile_and_link(originals, tmp_path):
    """`-c` then a link of the object: the link step finds the Fortran init
    routine (pomp2_init_reg_*_) with nm; one command finds it in the copy."""
    program = CORPUS / "constructs.f"
    env = helpers.srcinst_env()
    for cmd in ([*_WRAP, "-w", "-c", program, "-o", "a.o"], [*_WRAP, "a.o", "-lpomp", "-o", "two"],
                [*_WRAP, "-w", program, "-lpomp", "-o", "one"]):
        r = helpers.run_cmd(cmd, cwd=tmp_path, env=env, timeout=helpers.COMPILE_TIMEOUT)
        assert r.returncode == 0, helpers.describe(r)
    two, one = _run(tmp_path / "two", "1"), _run(tmp_path / "one", "1")
    assert two.stdout == one.stdout == originals[program].stdout
    assert two.stderr == one.stderr and b"fork  parallel" in one.stderr, helpers.describe(one)


# ------------------------------------------------------ transformation pairs

PAIR_SPEC = r'''
entry region=omp code="call e('@CONSTRUCT@')"
exit region=omp code="call x('@CONSTRUCT@')"
begin region=omp code="call b('@CONSTRUCT@')"
end region=omp code="call d('@CONSTRUCT@')"
'''
# Entry and exit code only: nothing inside, no implicit barrier made explicit.
OUTSIDE_SPEC = r'''
entry region=omp construct="parallel do,do,critical" code="call e('@CONSTRUCT@')"
exit region=omp construct="parallel do,do,critical" code="call x('@CONSTRUCT@')"
'''


def _rewrite(tmp_path, name: str, text: str, spec: str = PAIR_SPEC) -> str:
    path = tmp_path / name
    path.write_text(text)
    out = instrument_source(str(path), text.encode(), parse_spec(spec), Options(
        lang="fortran", line_markers=False, settings=Settings.from_environ()),
        Reporter(stream=open("/dev/null", "w"), verbose=True))
    return out.decode()


LOOP_WITHOUT_END_IN = """\
subroutine s(a, n)
  integer :: n, i
  real :: a(n)
!$omp parallel
!$omp do
  do i = 1, n
    a(i) = 0.
  end do
!$omp end parallel
end subroutine s
"""
# The loop gets its `!$omp end do nowait` right after END DO, the barriers
# become explicit (the parallel region's inside it, before its end code).
LOOP_WITHOUT_END_OUT = """\
subroutine s(a, n)
  integer :: n, i
  real :: a(n)
  call e('parallel')
!$omp parallel
  call b('parallel')
  call e('do')
!$omp do
  do i = 1, n
    a(i) = 0.
  end do
  !$omp end do nowait
  call e('implicit barrier')
  !$omp barrier
  call x('implicit barrier')
  call x('do')
  call e('implicit barrier')
  !$omp barrier
  call x('implicit barrier')
  call d('parallel')
!$omp end parallel
  call x('parallel')
end subroutine s
"""

SPLIT_IN = """\
subroutine sm(n, s)
  integer :: n, i, s, t
!$omp parallel do private(t) schedule(static) reduction(+:s)
  do i = 1, n
    s = s + i
  end do
!$omp end parallel do
end subroutine sm
"""
# `parallel do` splits: the loop's clauses (schedule) go to the new `!$omp do`,
# blanks keep the others in their columns.
SPLIT_OUT = """\
subroutine sm(n, s)
  integer :: n, i, s, t
  call e('parallel do')
!$omp parallel    private(t)                  reduction(+:s)
  call b('parallel do')
  !$omp do schedule(static)
  do i = 1, n
    s = s + i
  end do
  !$omp end do nowait
  call e('implicit barrier')
  !$omp barrier
  call x('implicit barrier')
  call d('parallel do')
  !$omp end parallel
  call x('parallel do')
end subroutine sm
"""

FIXED_IN = """\
      SUBROUTINE S(A, N)
      INTEGER N, I
      REAL A(N)
C$OMP PARALLEL
C$OMP DO
      DO 10 I = 1, N
         A(I) = 0.
   10 CONTINUE
C$OMP END DO                                                            00000010
C$OMP CRITICAL (Upd)
      A(1) = 1.
C$OMP END CRITICAL (Upd)
C$OMP SINGLE
      A(2) = 2.
C$OMP                                                      END    SINGLE
C$OMP END PARALLEL
      END
"""
# Fixed form: code in columns 7-72; `nowait` in the blanks of the end
# directive (columns 73-80 stay), or on a continuation line where the
# directive reaches column 72.
FIXED_OUT = """\
      SUBROUTINE S(A, N)
      INTEGER N, I
      REAL A(N)
      call e('parallel')
C$OMP PARALLEL
      call b('parallel')
      call e('do')
C$OMP DO
      DO 10 I = 1, N
         A(I) = 0.
   10 CONTINUE
C$OMP END DO nowait                                                     00000010
      call e('implicit barrier')
!$omp barrier
      call x('implicit barrier')
      call x('do')
      call e('critical')
C$OMP CRITICAL (Upd)
      call b('critical')
      A(1) = 1.
      call d('critical')
C$OMP END CRITICAL (Upd)
      call x('critical')
      call e('single')
C$OMP SINGLE
      call b('single')
      A(2) = 2.
      call d('single')
C$OMP                                                      END    SINGLE
!$omp& nowait
      call e('implicit barrier')
!$omp barrier
      call x('implicit barrier')
      call x('single')
      call e('implicit barrier')
!$omp barrier
      call x('implicit barrier')
      call d('parallel')
C$OMP END PARALLEL
      call x('parallel')
      END
"""

OUTSIDE_OUT = """\
subroutine sm(n, s)
  integer :: n, i, s, t
  call e('parallel do')
!$omp parallel do private(t) schedule(static) reduction(+:s)
  do i = 1, n
    s = s + i
  end do
!$omp end parallel do
  call x('parallel do')
end subroutine sm
"""


EXTERNAL_IN = """\
subroutine s(n)
  implicit none (external)
  integer :: n
!$omp critical
  n = n + 1
!$omp end critical
end subroutine s
"""
# IMPLICIT NONE (EXTERNAL): the subroutines of the inside code are declared too.
EXTERNAL_OUT = """\
subroutine s(n)
  implicit none (external)
  integer :: n
  external :: e, x, b, d
  call e('critical')
!$omp critical
  call b('critical')
  n = n + 1
  call d('critical')
!$omp end critical
  call x('critical')
end subroutine s
"""


@pytest.mark.parametrize("name, text, spec, expected", [
    ("loop.f90", LOOP_WITHOUT_END_IN, PAIR_SPEC, LOOP_WITHOUT_END_OUT),
    ("split.f90", SPLIT_IN, PAIR_SPEC, SPLIT_OUT),
    ("fixed.f", FIXED_IN, PAIR_SPEC, FIXED_OUT),
    ("outside.f90", SPLIT_IN, OUTSIDE_SPEC, OUTSIDE_OUT),
    ("external.f90", EXTERNAL_IN, PAIR_SPEC, EXTERNAL_OUT),
], ids=["loop-without-end-do", "split-parallel-do", "fixed-form", "entry-exit-only", "implicit-none-external"])
def test_rewrite(tmp_path, name, text, spec, expected):
    assert _rewrite(tmp_path, name, text, spec) == expected
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / name).write_text(expected)
    syntax = helpers.run_cmd(["gfortran", "-fopenmp", "-fsyntax-only", "-J", tmp_path, tmp_path / "out" / name],
                             timeout=helpers.COMPILE_TIMEOUT)
    assert syntax.returncode == 0, helpers.describe(syntax)


def test_no_openmp_no_change(tmp_path):
    """A Fortran file without OpenMP is byte-identical under the pomp2 spec
    (its only rules are OpenMP's), with and without line markers."""
    for program in sorted((helpers.CORPUS / "fortran").glob("*.f*")):
        text = program.read_bytes()
        if b"$omp" in text.lower():
            continue
        out = instrument_source(str(program), text, parse_spec((helpers.REPO / "specs" / "pomp2.spec").read_text()),
                                Options(lang="fortran", settings=Settings.from_environ()),
                                Reporter(stream=open("/dev/null", "w")))
        assert out == text, program


BRANCH_OUT = """\
subroutine w(n)
  integer :: n
!$omp critical
  if (n > 1) return
!$omp end critical
!$omp single
  if (n > 2) go to 10
!$omp end single
!$omp master
  if (n > 3) stop 3
!$omp end master
10 continue
end subroutine w
"""


def test_branch_out_of_a_block_is_refused(tmp_path):
    """gfortran compiles a RETURN or GO TO out of a structured block (OpenMP
    forbids it): such a construct gets no code, with a warning; STOP ends the
    program, so the master construct is instrumented."""
    path = tmp_path / "w.f90"
    path.write_text(BRANCH_OUT)
    stream = io.StringIO()
    out = instrument_source(str(path), BRANCH_OUT.encode(), parse_spec(PAIR_SPEC), Options(
        lang="fortran", line_markers=False, settings=Settings.from_environ()), Reporter(stream=stream)).decode()
    assert "call e('critical')" not in out and "call e('single')" not in out, out
    assert "call b('master')" in out, out
    messages = stream.getvalue()
    assert "w.f90:3:1: warning: omp '!$omp critical @" in messages and "a RETURN (line 4) leaves" in messages
    assert "w.f90:6:1: warning: omp '!$omp single @" in messages and "a GO TO (line 7) leaves" in messages


def test_directives_as_read():
    """Sentinels, continuation lines, blanks between keywords, comments, and
    clauses found at parenthesis depth 0 only."""
    from srcinst.frontends.fortran_omp_directives import read_directives
    from srcinst.frontends.fortran_source import FortranSource
    free = FortranSource(
        "  !$OMP PARALLEL DO &  ! comment\n"
        "  !$omp& shared(if_x, nowait) &\n"
        "  !$omp   if(n > (2))\n"
        "!$ x = 1\n"
        "!$omp enddo\n"
        "!$omp end  parallel ! the end\n", fixed=False)
    got = [(d.first_line, d.last_line, d.words, d.clauses) for d in read_directives(free)]
    assert got == [(1, 3, "parallel do", "shared(if_x, nowait)     if(n > (2))"), (5, 5, "end do", ""),
                   (6, 6, "end parallel", "")]
    first = read_directives(free)[0]
    assert (first.clause("if"), first.clause("nowait"), first.clause("shared")) == ("n > (2)", None, "if_x, nowait")
    fixed = FortranSource(
        "C$OMP PARALLELDO\n"
        "C$OMP+PRIVATE(I)                                                        COLS 73-80\n"
        "*$omp critical (Upd)\n"
        "c$    x = 1\n"
        "!$OMP END CRITICAL (Upd)\n", fixed=True)
    got = [(d.first_line, d.last_line, d.words, d.clauses, d.sentinel) for d in read_directives(fixed)]
    assert got == [(1, 2, "parallel do", "PRIVATE(I)", "C$OMP"), (3, 3, "critical", "(Upd)", "*$omp"),
                   (5, 5, "end critical", "(Upd)", "!$OMP")]
