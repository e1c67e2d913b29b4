"""Fortran call regions: `calls name=` rules choose CALL statements, TAU's
`io` and `memory` rules the I/O statements and ALLOCATE/DEALLOCATE; the
spec's region=call rules give the code. calls.F90 (free form, through cpp)
and callsf.f (fixed form) count the executions of each chosen statement
(in runs(line), by the statement before it or by the callee) and print
them. Instrumented with -s trace, with and without -fopenmp, they must
print the same and exit alike, every call region must be entered exactly as
often as the program counted, on every way out of it (its end, END=, ERR=,
alternate returns that also leave loops) its exit must run (no mismatched
exits, events nest), and the statements srcinst leaves alone ("no region,
noted") get a note that says why. Transformation pairs show the rewrites.
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

from srcinst.diagnostics import Reporter
from srcinst.instrument import Options, instrument_source
from srcinst.spec import parse_spec

DATA = Path(__file__).parent / "data" / "calls"
CONFIGS = {
    "free": ("calls.F90", []),
    "free-openmp": ("calls.F90", ["-fopenmp"]),
    "fixed": ("callsf.f", []),
    "fixed-openmp": ("callsf.f", ["-fopenmp"]),
    # without loops rules: a call that ends labelled DOs relabels them itself
    "free-no-loops": ("calls.F90", []),
    "fixed-no-loops": ("callsf.f", []),
}
SELECT = 'calls name="mpi_fake_# MPI#"\nio routine="#"\nmemory routine="#"\n'
LOOPS = 'loops routine="#"\n'
# The region names: the callees (lower case) and the statements' keywords.
CALL_REGIONS = {"mpi_fake_send", "mpi_fake_test", "mpisnd", "mpitst", "open", "close", "read", "write", "print",
                "inquire", "backspace", "rewind", "endfile", "flush", "allocate", "deallocate"}
COUNTED = re.compile(r"^line (\d+): (\d+)$", re.M)
NOTED = re.compile(r":(\d+):\d+: note: call of '[^']*' in '[^']*' is not instrumented: ")

pytestmark = pytest.mark.skipif(shutil.which("gfortran") is None, reason="needs gfortran")


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=300, **kw)


def marked_lines(source: Path, mark: str) -> set:
    return {n for n, line in enumerate(source.read_text().splitlines(), 1) if mark in line and n > 4}


def trace_spec_by_line(tmp_path: Path) -> Path:
    """The shipped trace.spec, its Fortran call regions named with their line
    too (`write:57`): the runtime keeps one region per name."""
    lines = (Path(helpers.REPO) / "specs" / "trace.spec").read_text().splitlines()
    changed = [line.replace("'@REGION@'", "'@REGION@:@BEGIN_LINE@'") if re.search(r"region=\S*\bcall\b", line)
               and 'lang="fortran"' in line else line for line in lines]
    assert sum(a != b for a, b in zip(lines, changed)) == 2
    spec = tmp_path / "trace_lines.spec"
    spec.write_text("\n".join(changed) + "\n")
    return spec


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


def test_the_fixed_form_program_counts_its_own_lines():
    """callsf.f names lines by number: RUNS(N) = RUNS(N) + 1 counts the
    statement on the next line, a callee's last argument is its call's line."""
    lines = (DATA / "callsf.f").read_text().splitlines()
    for n, line in enumerate(lines, 1):
        for m in re.finditer(r"RUNS\((\d+)\) = RUNS\(\1\) \+ 1", line):
            assert int(m.group(1)) == n + 1, (n, line)
        m = re.match(r".{6}.*CALL MPISND\(.*?(\d+)\)", line, re.I)
        if m:
            assert int(m.group(1)) == n, (n, line)


def instrumented(tmp_path, config, spec, link=()):
    """(the original program's run, the instrumented executable, srcinst's stderr)."""
    name, flags = CONFIGS[config]
    source = tmp_path / name
    shutil.copy(DATA / name, source)  # @FILE@ is the short name srcinst is given
    (tmp_path / "calls.tau").write_text(SELECT + ("" if config.endswith("no-loops") else LOOPS))
    built = run(["gfortran", *flags, "-w", "-J", tmp_path, name, "-o", "orig"], cwd=tmp_path)
    assert built.returncode == 0, built.stderr
    orig = run([tmp_path / "orig"], stdin=subprocess.DEVNULL, cwd=tmp_path)
    inst = tmp_path / ("inst" + source.suffix)
    done = run([sys.executable, "-m", "srcinst", "-v", "-s", spec, "-f", "calls.tau", *flags, name, "-o", inst],
               cwd=tmp_path, env=helpers.srcinst_env())
    assert done.returncode == 0 and "warning" not in done.stderr, done.stderr
    exe = tmp_path / "prog"
    helpers.compile_checked(["gfortran", *flags, "-w", "-J", tmp_path, inst, *link, "-o", exe, "-pthread"],
                            what=f"building with {spec}", source=inst, cwd=tmp_path)
    return orig, exe, done.stderr


@pytest.mark.parametrize("config", CONFIGS)
def test_each_call_region_counted_and_balanced(tmp_path, runtime_object, config):
    source = DATA / CONFIGS[config][0]
    orig, exe, notes = instrumented(tmp_path, config, trace_spec_by_line(tmp_path), [runtime_object])
    traced = th.run_traced(exe, tmp_path, OMP_NUM_THREADS="1")
    assert (traced.result.stdout.decode(), traced.result.returncode) == (orig.stdout, orig.returncode)
    assert traced.other["mismatched_exits"] == 0
    assert traced.other.get("unwound_frames", 0) == 0
    assert th.nesting_problems(traced.calls) == []
    counted = {int(line): int(n) for line, n in COUNTED.findall(orig.stdout)}
    entered = Counter(int(e["name"].split(":")[1]) for e in traced.calls if e["name"].split(":")[0] in CALL_REGIONS)
    left_alone = marked_lines(source, "no region") | marked_lines(source, "not counted")
    assert {line: n for line, n in entered.items() if line not in left_alone} == \
        {line: n for line, n in counted.items() if line not in left_alone}
    assert marked_lines(source, "not counted") <= set(entered)
    assert not marked_lines(source, "no region") & set(entered)
    assert {int(n) for n in NOTED.findall(notes)} == marked_lines(source, "no region, noted")


TOOLSETS = sorted(spec for spec, stub in FORTRAN_SPECS.items() if stub)
EVENT = re.compile(r"^ (enter|leave) (.*) \(", re.M)


@pytest.mark.parametrize("config", ["free", "fixed-openmp"])
@pytest.mark.parametrize("spec", TOOLSETS + ["printf"])
def test_toolset_call_code_runs(tmp_path, spec, config, stub_objects):  # noqa: F811
    """The shipped specs' Fortran call code: TAU's, Score-P's and Scalasca's
    linked with stubs of their APIs that check each call (a region ended must
    be the innermost open one, handles are kept), printf's enter and leave
    lines nesting like calls; the program runs as before."""
    stub = FORTRAN_SPECS[spec]
    link = [stub_objects(stub), *WRAP_FLAGS] if stub else []
    orig, exe, _ = instrumented(tmp_path, config, spec, link)
    text = (tmp_path / ("inst" + Path(CONFIGS[config][0]).suffix)).read_text()
    assert re.search(r"'(enter )?read\b", text) and re.search(r"'(enter )?mpi\w+\b", text, re.I)  # call code is there
    inst = run([exe], stdin=subprocess.DEVNULL, cwd=tmp_path)
    assert "stub-violation" not in inst.stderr, inst.stderr
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    if stub is None:
        assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False) == [], inst.stderr
        assert re.search(r"^ enter read \(", inst.stderr, re.M) and re.search(r"^ leave mpi\w+ \(", inst.stderr,
                                                                               re.I | re.M)


# -- transformation pairs ----------------------------------------------------------------

SPEC = '''
calls name="mpi_#"
io routine="#"
memory routine="#"
loops routine="#"
entry region=loop code="call le(@ID@, @LEVEL@)"
exit region=loop code="call lx(@ID@, @LINE@)"
entry region=call code="call ce('@CALLEE@', @ID@)"
exit region=call code="call cx(@ID@, @LINE@)"
'''

SPEC_NO_LOOPS = "\n".join(line for line in SPEC.splitlines() if "loop" not in line)

PAIRS = {
    # A one-line IF becomes an IF block around the call's code; a labelled
    # call's label moves in front of its entry code (GO TO 10 enters it
    # again); END= inside a loop leaves the READ, then the loop; an alternate
    # return leaves the call through its exit code; a statement that shares
    # its line stays on its own; a function reference is left alone.
    "free.f90": (
        "subroutine s(n, u)\n"
        "  integer :: n, u, i, v\n"
        "  real, allocatable :: a(:)\n"
        "  real :: x, mpi_wtime\n"
        "  if (n > 0) call mpi_send(n)\n"
        "10 call mpi_recv(n); v = 0\n"
        "  do i = 1, n\n"
        "    read (u, *, end=20, iostat=v) n\n"
        "  end do\n"
        "  if (n < 3) go to 10\n"
        "20 call mpi_wait(n, *30)\n"
        "  allocate(a(n)); if (n > 1) write (*, *) n\n"
        "  x = mpi_wtime(n)\n"
        "30 return\n"
        "end subroutine s\n",
        "subroutine s(n, u)\n"
        "  integer :: n, u, i, v\n"
        "  real, allocatable :: a(:)\n"
        "  real :: x, mpi_wtime\n"
        "  if (n > 0) then\n"
        "    call ce('mpi_send', 2)\n"
        "    call mpi_send(n)\n"
        "    call cx(2, 5)\n"
        "  end if\n"
        "10 continue\n"
        "   call ce('mpi_recv', 3)\n"
        "   call mpi_recv(n); \n"
        "   call cx(3, 6)\n"
        "v = 0\n"
        "  call le(1, 1)\n"
        "  do i = 1, n\n"
        "    call ce('read', 4)\n"
        "    read (u, *, end=99, iostat=v) n\n"
        "    go to 99999\n"
        " 99 continue\n"
        "    call cx(4, 8)\n"
        "    call lx(1, 8)\n"
        "    go to 20\n"
        "99999 continue\n"
        "    call cx(4, 8)\n"
        "  end do\n"
        "  call lx(1, 9)\n"
        "  if (n < 3) go to 10\n"
        "20 continue\n"
        "   call ce('mpi_wait', 5)\n"
        "   call mpi_wait(n, *98)\n"
        "   go to 99998\n"
        "98 continue\n"
        "   call cx(5, 11)\n"
        "   go to 30\n"
        "99998 continue\n"
        "   call cx(5, 11)\n"
        "  call ce('allocate', 6)\n"
        "  allocate(a(n)); \n"
        "  call cx(6, 12)\n"
        "  if (n > 1) then\n"
        "    call ce('write', 7)\n"
        "    write (*, *) n\n"
        "    call cx(7, 12)\n"
        "  end if\n"
        "  x = mpi_wtime(n)\n"
        "30 return\n"
        "end subroutine s\n"),
    # Fixed form: a continued CALL in a one-line IF, an ERR= back to the
    # READ's own label (entered anew), sequence numbers staying in columns 73-80.
    "fixed.f": (
        "      SUBROUTINE S(N)\n"
        "      INTEGER N, I\n"
        "      DO 10 I = 1, N\n"
        "         IF (N .GT. 0) CALL MPI_SEND(N,\n"
        "     &                               I)\n"
        "   10 CONTINUE\n"
        "   20 READ (*, *, ERR=20) N\n"
        "      IF (N .LT. 0) PRINT *, 'negative'                                 00000010\n"
        "      END\n",
        "      SUBROUTINE S(N)\n"
        "      INTEGER N, I\n"
        "      call le(1, 1)\n"
        "      DO 10 I = 1, N\n"
        "         IF (N .GT. 0) THEN\n"
        "        call ce('mpi_send', 2)\n"
        "        CALL MPI_SEND(N,\n"
        "     &                               I)\n"
        "        call cx(2, 4)\n"
        "      END IF\n"
        "   10 CONTINUE\n"
        "      call lx(1, 6)\n"
        "   20 CONTINUE\n"
        "      call ce('read', 3)\n"
        "      READ (*, *, ERR=99) N\n"
        "      GO TO 99999\n"
        "99    CONTINUE\n"
        "      call cx(3, 7)\n"
        "      GO TO 20\n"
        "99999 CONTINUE\n"
        "      call cx(3, 7)\n"
        "      IF (N .LT. 0) THEN\n"
        "        call ce('print', 4)\n"
        "        PRINT *, 'negative'\n"
        "        call cx(4, 8)\n"
        "      END IF                                                            00000010\n"
        "      END\n"),
    # A type-bound procedure's call is named after its binding.
    "typebound.f90": (
        "module comm_m\n"
        "  type :: comm\n"
        "    integer :: n = 0\n"
        "  contains\n"
        "    procedure :: mpi_put\n"
        "  end type\n"
        "  type :: holder\n"
        "    type(comm) :: c(2)\n"
        "  end type\n"
        "contains\n"
        "  subroutine mpi_put(self, x)\n"
        "    class(comm) :: self\n"
        "    integer :: x\n"
        "    self%n = self%n + x\n"
        "  end subroutine\n"
        "end module\n"
        "program tb\n"
        "  use comm_m\n"
        "  type(holder) :: h\n"
        "  type(comm) :: c\n"
        "  call c%mpi_put(2)\n"
        "  call h%c(1)%mpi_put(3)\n"
        "  call mpi_put(c, 4)\n"
        "  print *, c%n, h%c(1)%n\n"
        "end program\n",
        "module comm_m\n"
        "  type :: comm\n"
        "    integer :: n = 0\n"
        "  contains\n"
        "    procedure :: mpi_put\n"
        "  end type\n"
        "  type :: holder\n"
        "    type(comm) :: c(2)\n"
        "  end type\n"
        "contains\n"
        "  subroutine mpi_put(self, x)\n"
        "    class(comm) :: self\n"
        "    integer :: x\n"
        "    self%n = self%n + x\n"
        "  end subroutine\n"
        "end module\n"
        "program tb\n"
        "  use comm_m\n"
        "  type(holder) :: h\n"
        "  type(comm) :: c\n"
        "  call ce('mpi_put', 1)\n"
        "  call c%mpi_put(2)\n"
        "  call cx(1, 21)\n"
        "  call ce('mpi_put', 2)\n"
        "  call h%c(1)%mpi_put(3)\n"
        "  call cx(2, 22)\n"
        "  call ce('mpi_put', 3)\n"
        "  call mpi_put(c, 4)\n"
        "  call cx(3, 23)\n"
        "  call ce('print', 4)\n"
        "  print *, c%n, h%c(1)%n\n"
        "  call cx(4, 24)\n"
        "end program\n"),
    # Statements that end labelled DOs (without loop rules): the label goes
    # with the entry code, the DOs get a new terminal after the exit code
    # (GO TO 10 still runs the call, then the next iteration).
    "terminal.f": (
        "      SUBROUTINE S(N, K)\n"
        "      INTEGER N, K, I, J\n"
        "      DO 10 I = 1, N\n"
        "         IF (I .EQ. 2) GOTO 10\n"
        "         K = K + 1\n"
        "   10 CALL MPI_X(I)\n"
        "      DO 20 J = 1, N\n"
        "      DO 20 I = 1, N\n"
        "   20 IF (I .GT. J) CALL MPI_X(J)\n"
        "      DO 30 I = 1, N\n"
        "   30 WRITE (*, *) I\n"
        "      END\n",
        "      SUBROUTINE S(N, K)\n"
        "      INTEGER N, K, I, J\n"
        "      DO 99 I = 1, N\n"
        "         IF (I .EQ. 2) GOTO 10\n"
        "         K = K + 1\n"
        "   10 CONTINUE\n"
        "      call ce('mpi_x', 1)\n"
        "      CALL MPI_X(I)\n"
        "      call cx(1, 6)\n"
        "99    CONTINUE\n"
        "      DO 98 J = 1, N\n"
        "      DO 98 I = 1, N\n"
        "   20 IF (I .GT. J) THEN\n"
        "        call ce('mpi_x', 2)\n"
        "        CALL MPI_X(J)\n"
        "        call cx(2, 9)\n"
        "      END IF\n"
        "98    CONTINUE\n"
        "      DO 97 I = 1, N\n"
        "   30 CONTINUE\n"
        "      call ce('write', 3)\n"
        "      WRITE (*, *) I\n"
        "      call cx(3, 11)\n"
        "97    CONTINUE\n"
        "      END\n"),
    # The same with loop code: the call's exit code, then each DO's new
    # terminal and end code, innermost first.
    "terminal_loops.f": (
        "      SUBROUTINE S(N, K)\n"
        "      INTEGER N, K, I, J\n"
        "      DO 10 I = 1, N\n"
        "         IF (I .EQ. 2) GOTO 10\n"
        "         K = K + 1\n"
        "   10 CALL MPI_X(I)\n"
        "      DO 20 J = 1, N\n"
        "      DO 20 I = 1, N\n"
        "   20 IF (I .GT. J) CALL MPI_X(J)\n"
        "      DO 30 I = 1, N\n"
        "   30 WRITE (*, *) I\n"
        "      END\n",
        "      SUBROUTINE S(N, K)\n"
        "      INTEGER N, K, I, J\n"
        "      call le(1, 1)\n"
        "      DO 99 I = 1, N\n"
        "         IF (I .EQ. 2) GOTO 10\n"
        "         K = K + 1\n"
        "   10 CONTINUE\n"
        "      call ce('mpi_x', 5)\n"
        "      CALL MPI_X(I)\n"
        "      call cx(5, 6)\n"
        "99    CONTINUE\n"
        "      call lx(1, 6)\n"
        "      call le(2, 1)\n"
        "      DO 97 J = 1, N\n"
        "      call le(3, 2)\n"
        "      DO 98 I = 1, N\n"
        "   20 IF (I .GT. J) THEN\n"
        "        call ce('mpi_x', 6)\n"
        "        CALL MPI_X(J)\n"
        "        call cx(6, 9)\n"
        "      END IF\n"
        "98    CONTINUE\n"
        "      call lx(3, 9)\n"
        "97    CONTINUE\n"
        "      call lx(2, 9)\n"
        "      call le(4, 1)\n"
        "      DO 96 I = 1, N\n"
        "   30 CONTINUE\n"
        "      call ce('write', 7)\n"
        "      WRITE (*, *) I\n"
        "      call cx(7, 11)\n"
        "96    CONTINUE\n"
        "      call lx(4, 11)\n"
        "      END\n"),
}


def instrument(tmp_path, name, text, spec=SPEC):
    path = tmp_path / name
    path.write_text(text)
    reporter = Reporter(stream=open("/dev/null", "w"), verbose=True)
    form = "fixed" if name.endswith(".f") else "free"
    out = instrument_source(str(path), text.encode(), parse_spec(spec), Options(
        lang="fortran", form=form, line_markers=False), reporter)
    return out.decode()


@pytest.mark.parametrize("name", PAIRS)
def test_rewrite(tmp_path, name):
    before, after = PAIRS[name]
    assert instrument(tmp_path, name, before, SPEC_NO_LOOPS if name == "terminal.f" else SPEC) == after


@pytest.mark.parametrize("name", PAIRS)
def test_expected_output_compiles(tmp_path, name):
    fixed = name.endswith(".f")
    stubs = ("      SUBROUTINE CE(S, I)\n      CHARACTER*(*) S\n      END\n      SUBROUTINE CX(I, J)\n      END\n"
             "      SUBROUTINE LE(I, J)\n      END\n      SUBROUTINE LX(I, J)\n      END\n" if fixed else
             "subroutine ce(s, i)\ncharacter(*) :: s\nend\nsubroutine cx(i, j)\nend\n"
             "subroutine le(i, j)\nend\nsubroutine lx(i, j)\nend\n")
    path = tmp_path / ("check_" + name)
    path.write_text(PAIRS[name][1] + stubs)
    done = run(["gfortran", "-fsyntax-only", "-w", "-J", tmp_path, path])
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("name", ["calls.F90", "callsf.f"])
def test_both_readers_find_the_same_calls(name):
    """The keyword scanner and fparser2 give the same call regions, ways out and refusals."""
    from srcinst.frontends.fortran_parse import FortranParser, ParseOptions

    spec = parse_spec(SELECT + 'entry region=call code="x"\n')

    def calls(reader):
        parser = FortranParser(str(DATA / name), (DATA / name).read_bytes(),
                               ParseOptions(regions=frozenset({"loop", "call"}), reader=reader,
                                            callees=spec.callees_for("fortran")))
        unit = parser.parse()
        return parser.read_by, [(g.kind, g.name, g.number, g.skip, [(s.kind, s.pos) for s in g.exits])
                                for r in unit.routines for g in r.regions if g.kind == "call"]

    scanned, fparsed = calls("auto"), calls("fparser")
    assert (scanned[0], fparsed[0]) == ("scanner", "fparser")
    assert len(scanned[1]) > 10
    assert scanned[1] == fparsed[1]
