"""The toolset specs' Fortran rules against small Fortran programs.

The Fortran counterpart of test_toolset_specs.py. For every spec with Fortran
rules and every Fortran program in tests/data/toolsets/, srcinst instruments
the program as a user would (`python -m srcinst -s specs/X.spec PROG -o
OUT`, from the repository root, keeping the file name and so the source form),
and the result is compiled with gfortran -Wall (no warning allowed), linked
with a stub of the toolset's Fortran API (tests/stubs/fortran/) and run.

The stubs are C implementations of the calls as gfortran makes them through
implicit interfaces (lower-case name and `_`, arguments by reference, hidden
CHARACTER lengths at the end). They check the calls as the real libraries
would need them (balanced and properly nested begin/end of one handle, init
first, handles registered on first use and kept) and print a summary at exit;
see stub_core.c. A run must give the uninstrumented program's stdout, stderr
(apart from the stub's lines) and exit status, and the stub must have seen one
begin per routine entry that the program makes (counted per routine).

printf.spec needs no library: its lines on stderr (`write(0,*)`, so each
starts with a blank) must nest, name the routines and their lines right, and
come with one `init argc=1` line.

Specs without Fortran rules must leave a Fortran file byte for byte as it
was. The line-length test instruments copies under a long directory name, so
that every @FILE@ literal has to be wrapped, and compiles with
-Werror=line-truncation. The negative tests write broken copies of the specs
into tmp_path and require the stubs to catch the breakage.

Everything is written under pytest's tmp_path; gfortran runs there (-J too),
so no .mod file lands in the repository.
"""
from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
SPEC_DIR = REPO / "specs"
FORTRAN_STUBS = TESTS / "stubs" / "fortran"
DATA = TESTS / "data" / "toolsets"
DATA_REL = DATA.relative_to(REPO)

FIXED_SUFFIXES = {".f", ".for", ".ftn", ".f77"}
FREE_SUFFIXES = {".f90", ".f95", ".f03", ".f08"}
FORTRAN_SOURCES = sorted(p.name for p in DATA.iterdir()
                         if p.suffix in FIXED_SUFFIXES | FREE_SUFFIXES)
ALL_SPECS = sorted(p.stem for p in SPEC_DIR.glob("*.spec"))

# Specs with Fortran rules -> the stub of their library (printf needs none).
FORTRAN_SPECS: dict[str, str | None] = {
    "tau": "tau_f.c",
    "scorep": "scorep_f.c",
    "scalasca": "epik_f.c",
    "printf": None,
}
NO_FORTRAN_SPECS = ["caliper", "nvtx", "vampirtrace"]
# Specs of OpenMP constructs only (no routine rules): tests/test_fortran_omp.py runs them.
OPENMP_SPECS = ["pomp2"]
# Specs whose library is srcinst's own runtime: no stub, the real thing runs
# in test_trace_corpus.py and test_trace_runtime.py.
OWN_RUNTIME_SPECS = ["trace"]
# Specs with an abort rule for Fortran (code before STOP / CALL EXIT).
ABORT_SPECS = {"tau", "printf"}

# Text each spec must have put into the output (continuation lines joined):
# proof that the compile and run below saw instrumented code.
MARKERS = {
    "tau": ["integer, save :: tau_profiler(2) = (/ 0, 0 /)", "call TAU_PROFILE_INIT()",
            "call TAU_PROFILE_SET_NODE(0)", "call TAU_PROFILE_TIMER(tau_profiler, '",
            "call TAU_PROFILE_START(tau_profiler)", "call TAU_PROFILE_STOP(tau_profiler)"],
    "scorep": ["integer*8, save :: scorep_pdt_func_handle = -1",
               "call SCOREP_F_Begin(scorep_pdt_func_handle, '",
               "call SCOREP_F_RegionEnd(scorep_pdt_func_handle)"],
    "scalasca": ["integer, save :: epik_func_handle__ = -1",
                 "character(len=*), parameter :: epik_func_name__ = '",
                 "call EPIK_User_start(epik_func_handle__, epik_func_name__, '",
                 "call EPIK_User_end(epik_func_handle__, epik_func_name__, '", "'//char(0)"],
    "printf": ["write(0,'(1x,a,i0,a)') 'init argc=', command_argument_count() + 1",
               "write(0,*) 'enter ", "write(0,*) 'leave "],
}
# One per instrumented routine (entry code), once per program (init code),
# one per STOP statement (abort code).
ENTRY_MARKERS = {"tau": "call TAU_PROFILE_START(", "scorep": "call SCOREP_F_Begin(",
                 "scalasca": "call EPIK_User_start(", "printf": "write(0,*) 'enter "}
INIT_MARKERS = {"tau": "call TAU_PROFILE_INIT()", "printf": "'init argc='"}
ABORT_MARKERS = {"tau": "call TAU_PROFILE_EXIT('exit')", "printf": "write(0,*) 'abort in "}


@dataclass(frozen=True)
class Expected:
    """What a program does when run, in @ROUTINE@'s spelling of the names."""
    calls: dict[str, int]                 # routine -> entries; every instrumented routine runs
    stop_statements: int = 0              # STOP statements in the file
    stops_in: tuple[str, ...] = ()        # routines still open when STOP ends it, outermost first
    skipped: tuple[str, ...] = ()         # routines srcinst must leave alone (PURE)
    status: int = 0
    flags: tuple[str, ...] = ()           # gfortran flags for the program (-fopenmp)


PROGRAMS = {
    "toolset_prog.f90": Expected(
        calls={"toolset_prog": 1, "toolset_shapes::fact": 5, "toolset_shapes::clamp": 3,
               "toolset_shapes::describe": 1, "toolset_shapes::describe::add": 3,
               "toolset_prog::report": 2, "twice": 1},
        skipped=("toolset_shapes::area",)),
    "toolset_legacy.f": Expected(calls={"LEGACY": 1, "SHOW": 2, "ISUM": 1, "HALF": 2}),
    "toolset_implicit_external.f90": Expected(
        calls={"toolset_implicit_external": 1, "toolset_ie::twice": 2, "toolset_ie::twice::add": 2}),
    "toolset_include.f90": Expected(calls={"toolset_include": 1, "tally": 2}, flags=("-I" + str(DATA),)),
    "toolset_openmp.f90": Expected(
        calls={"toolset_openmp": 1, "toolset_omp::fill": 1, "toolset_omp::early": 3},
        flags=("-fopenmp",)),
    "toolset_stop.f90": Expected(
        calls={"toolset_stop": 1, "toolset_stop::step": 2, "toolset_stop::finish": 1},
        stop_statements=2, stops_in=("toolset_stop", "toolset_stop::finish"), status=1),
}

# libgfortran's entry points for STOP, ERROR STOP and CALL EXIT, routed
# through the stubs (stub_core.c) so that they know how the program ended.
WRAP_FLAGS = ["-Wl," + ",".join(
    f"--wrap=_gfortran_{name}" for name in ("stop_numeric", "stop_string", "error_stop_numeric",
                                            "error_stop_string", "exit_i4", "exit_i8"))]
SRCINST_ENV = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")


def need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} is not installed")
    return path


def is_fixed(source: str) -> bool:
    return Path(source).suffix.lower() in FIXED_SUFFIXES


def numbered(text: str, limit: int = 400) -> str:
    lines = text.splitlines()
    shown = "\n".join(f"{i:4d}  {line}" for i, line in enumerate(lines[:limit], start=1))
    return shown + ("\n  ..." if len(lines) > limit else "")


def logical_text(text: str, fixed: bool) -> str:
    """The text with continuation lines joined, so that a marker split by
    srcinst's line wrapping is still found."""
    if fixed:
        return re.sub(r"\r?\n {5}[^ 0\r\n]", "", text)
    return re.sub(r"&[ \t]*\r?\n[ \t]*&", "", text)


# --------------------------------------------------------------------------
# Building and running


@dataclass
class Run:
    returncode: int
    stdout: str
    stderr: str


def instrument(spec_arg: str, source_arg: str, out: Path) -> Path:
    """`python -m srcinst -s SPEC SOURCE -o OUT`, run from the repository
    root so that this checkout's srcinst is the one tested."""
    out.parent.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, "-m", "srcinst", "-s", spec_arg, source_arg, "-o", str(out)]
    proc = subprocess.run(cmd, cwd=REPO, env=SRCINST_ENV, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, (f"srcinst failed ({proc.returncode}): {' '.join(cmd)}\n"
                                  f"stdout:\n{proc.stdout}\nstderr:\n{proc.stderr}")
    assert proc.stderr == "", f"srcinst warned: {' '.join(cmd)}\n{proc.stderr}"
    assert out.is_file(), f"srcinst wrote no {out}"
    return out


def gfortran(source: Path, exe: Path, objects=(), flags=()) -> Path:
    """Compiles and links in the source's directory; fails on any warning."""
    cmd = [need("gfortran"), "-Wall", *flags, "-J", str(source.parent), source.name,
           *map(str, objects), "-o", str(exe)]
    if objects:
        cmd += WRAP_FLAGS
    proc = subprocess.run(cmd, cwd=source.parent, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and proc.stderr == "", (
        f"{' '.join(cmd)} {'failed' if proc.returncode else 'warned'}:\n{proc.stderr}\n"
        f"--- {source.name} ---\n{numbered(source.read_text(errors='replace'))}")
    return exe


def run(exe: Path) -> Run:
    proc = subprocess.run([str(exe)], cwd=exe.parent, capture_output=True, text=True, timeout=30)
    return Run(proc.returncode, proc.stdout, proc.stderr)


@pytest.fixture(scope="session")
def stub_objects(tmp_path_factory):
    """Each stub compiled once, as strict C11."""
    base = tmp_path_factory.mktemp("fortran_stubs")
    objects = {}

    def get(stub: str) -> Path:
        if stub not in objects:
            obj = base / (Path(stub).stem + ".o")
            cmd = [need("gcc"), "-std=c11", "-pedantic", "-Wall", "-Wextra", "-Werror", "-c",
                   str(FORTRAN_STUBS / stub), "-o", str(obj)]
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
            assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stderr}"
            objects[stub] = obj
        return objects[stub]
    return get


@pytest.fixture(scope="session")
def original_runs(tmp_path_factory):
    """Each uninstrumented program built (warning-free) and run once."""
    base = tmp_path_factory.mktemp("fortran_orig")
    runs = {}

    def get(source: str) -> Run:
        if source not in runs:
            work = base / Path(source).stem
            work.mkdir()
            shutil.copyfile(DATA / source, work / source)
            runs[source] = run(gfortran(work / source, work / "prog", flags=PROGRAMS[source].flags))
            assert runs[source].returncode == PROGRAMS[source].status, runs[source]
        return runs[source]
    return get


def build_and_run(spec: str, spec_arg: str, source_arg: str, work: Path, stub_objects,
                  flags=()) -> tuple[str, Run]:
    """Instruments SOURCE_ARG into WORK (same file name), builds it with the
    spec's stub, runs it; returns the instrumented text and the run."""
    out = instrument(spec_arg, source_arg, work / Path(source_arg).name)
    stub = FORTRAN_SPECS[spec]
    objects = [stub_objects(stub)] if stub else []
    exe = gfortran(out, work / "prog", objects, flags)
    return out.read_text(errors="replace"), run(exe)


# --------------------------------------------------------------------------
# Checks


def check_instrumented_text(spec: str, source: str, text: str) -> None:
    expected = PROGRAMS[source]
    joined = logical_text(text, is_fixed(source))
    missing = [m for m in MARKERS[spec] if m not in joined]
    assert not missing, f"{spec}.spec did not insert {missing} into {source}:\n{numbered(text)}"
    counts = {"entry": (ENTRY_MARKERS[spec], len(expected.calls))}
    if spec in INIT_MARKERS:
        counts["init"] = (INIT_MARKERS[spec], 1)
    if spec in ABORT_MARKERS:
        counts["abort"] = (ABORT_MARKERS[spec], expected.stop_statements)
    for kind, (marker, want) in counts.items():
        got = joined.count(marker) - joined.count(marker + "!$omp")  # (OpenMP constructs' own code)
        assert got == want, (f"{kind} code {marker!r} inserted {got} times into {source}, "
                             f"expected {want}:\n{numbered(text)}")
    leftover = sorted(set(re.findall(r"@[A-Z_]+@", text)))
    assert not leftover, f"keywords left unsubstituted: {leftover}\n{numbered(text)}"


def source_line(source: str, line: int) -> str:
    lines = (DATA / source).read_text().splitlines()
    assert 1 <= line <= len(lines), f"line {line} is not in {source}"
    return lines[line - 1]


def assert_header_line(source: str, line: int, routine: str) -> None:
    """LINE of SOURCE is the PROGRAM/SUBROUTINE/FUNCTION statement of ROUTINE."""
    text = source_line(source, line).lower()
    name = routine.split("::")[-1].lower()
    assert re.search(r"\b(program|subroutine|function)\s+" + re.escape(name) + r"\b", text), (
        f"{source}:{line} is not the first line of {routine}: {text!r}")


def other_stderr_lines(lines: list[str], original: Run, ours: str) -> None:
    assert lines == original.stderr.splitlines(), (
        f"stderr lines that are not {ours} differ from the original program's stderr:\n"
        f"{lines}\nversus\n{original.stderr.splitlines()}")


def compare_runs(spec: str, source: str, inst: Run, original: Run) -> None:
    violations = [line for line in inst.stderr.splitlines() if line.startswith("stub-violation")]
    assert not violations, f"{spec} stub reports:\n{inst.stderr}"
    assert inst.returncode == original.returncode, (
        f"exit status {inst.returncode}, uninstrumented {original.returncode}\n{inst.stderr}")
    assert inst.stdout == original.stdout


SUMMARY_RE = re.compile(r"^stub-summary: (.*)$")
REGION_RE = re.compile(r"^stub-region: begins=(\d+) line=(-?\d+) file=(.*) name=(.*)$")


def check_stub_run(spec: str, source: str, inst: Run, original: Run, source_arg: str) -> None:
    compare_runs(spec, source, inst, original)
    expected = PROGRAMS[source]
    summaries, regions, other = [], {}, []
    for line in inst.stderr.splitlines():
        m, r = SUMMARY_RE.match(line), REGION_RE.match(line)
        if m:
            summaries.append(dict(item.split("=", 1) for item in m.group(1).split()))
        elif r:
            assert r.group(4) not in regions, f"region {r.group(4)!r} reported twice"
            regions[r.group(4)] = (int(r.group(1)), int(r.group(2)), r.group(3))
        else:
            other.append(line)
    assert len(summaries) == 1, f"expected one stub-summary line:\n{inst.stderr}"
    other_stderr_lines(other, original, "the stub's")
    summary = {k: (int(v) if v.lstrip("-").isdigit() else v) for k, v in summaries[0].items()}

    entries = sum(expected.calls.values())
    assert entries > 0
    want = {"begins": entries, "ends": entries - len(expected.stops_in),
            "open": len(expected.stops_in), "regions": len(expected.calls),
            "stop": int(bool(expected.stops_in)),
            "exit_calls": int(bool(expected.stops_in) and spec in ABORT_SPECS)}
    got = {key: summary.get(key) for key in want}
    assert got == want, f"stub summary {got}, expected {want}\n{inst.stderr}"
    assert {name: r[0] for name, r in regions.items()} == expected.calls, inst.stderr
    if spec in ("scorep", "scalasca"):  # these APIs take the file and line too
        for name, (_, line, file) in regions.items():
            assert file == source_arg, f"region {name} registered from file {file!r}"
            assert_header_line(source, line, name)


EVENT_RE = re.compile(r"^ (enter|leave) (\S+) \((.+):(\d+)\)$")
INIT_RE = re.compile(r"^ init argc=\s*(-?\d+)\s+\((.+):(\d+)\)$")
ABORT_RE = re.compile(r"^ abort in (\S+) at (.+):(\d+)$")
# OpenMP constructs' lines (region=omp rules): each thread's, counted per construct
OMP_RE = re.compile(r"^ (enter|leave|begin|end) (!\$omp .+ @(.+):\d+) \((.+):(\d+)\)$")


def check_printf_run(source: str, inst: Run, original: Run, source_arg: str) -> None:
    compare_runs("printf", source, inst, original)
    expected = PROGRAMS[source]
    stack: list[str] = []
    entered: list[str] = []
    inits, aborts, other = [], [], []
    omp: defaultdict[str, Counter] = defaultdict(Counter)
    events = 0
    for number, line in enumerate(inst.stderr.splitlines(), start=1):
        where = f"stderr line {number} ({line!r})"
        m = EVENT_RE.match(line)
        if m:
            kind, name, file, at = m.group(1), m.group(2), m.group(3), int(m.group(4))
            assert not aborts, f"{where}: event after the abort line\n{inst.stderr}"
            assert file == source_arg, f"{where}: file {file!r}, expected {source_arg!r}"
            if kind == "enter":
                assert inits, f"{where}: enter before the init line\n{inst.stderr}"
                assert_header_line(source, at, name)
                stack.append(name)
                entered.append(name)
            else:
                assert stack, f"{where}: leave without enter\n{inst.stderr}"
                top = stack.pop()
                assert top == name, f"{where}: leaves {name!r} but {top!r} is innermost\n{inst.stderr}"
                assert re.search(r"\b(return|end|contains)\b", source_line(source, at), re.I), (
                    f"{where}: line {at} holds no RETURN, END or CONTAINS")
            events += 1
            continue
        m = OMP_RE.match(line)
        if m:
            assert m.group(3) == m.group(4) == source_arg, f"{where}: file, expected {source_arg!r}"
            omp[m.group(2)][m.group(1)] += 1
            continue
        m = INIT_RE.match(line)
        if m:
            assert events == 0 and not inits, f"{where}: init is not the first line\n{inst.stderr}"
            assert int(m.group(1)) == 1, f"{where}: argc should be 1 (no arguments)"
            assert m.group(2) == source_arg
            assert re.search(r"\bprogram\b", source_line(source, int(m.group(3))), re.I)
            inits.append(line)
            continue
        m = ABORT_RE.match(line)
        if m:
            assert stack and m.group(1) == stack[-1], f"{where}: not in the innermost routine {stack}"
            assert m.group(2) == source_arg
            assert re.search(r"\bstop\b", source_line(source, int(m.group(3))), re.I)
            aborts.append(list(stack))
            continue
        other.append(line)
    other_stderr_lines(other, original, "printf.spec's")
    for construct, counts in omp.items():  # (left as often as entered, on whichever threads)
        assert counts["enter"] == counts["leave"] and counts["begin"] == counts["end"], (construct, counts)
    assert len(inits) == 1, f"expected one init line, got {len(inits)}\n{inst.stderr}"
    assert Counter(entered) == Counter(expected.calls), (
        f"entries per routine {dict(Counter(entered))}, expected {expected.calls}")
    if expected.stops_in:
        assert aborts == [list(expected.stops_in)], f"abort lines at stacks {aborts}\n{inst.stderr}"
        assert stack == list(expected.stops_in)
    else:
        assert not aborts, f"abort code ran\n{inst.stderr}"
        assert not stack, f"routines entered but never left: {stack}\n{inst.stderr}"


def check_run(spec: str, source: str, inst: Run, original: Run, source_arg: str) -> None:
    if FORTRAN_SPECS[spec] is None:
        check_printf_run(source, inst, original, source_arg)
    else:
        check_stub_run(spec, source, inst, original, source_arg)


# --------------------------------------------------------------------------
# The specs and the programs themselves


def test_spec_lists_match_the_spec_files():
    try:
        from srcinst.diagnostics import Reporter
        from srcinst.spec import load_spec
    except ImportError:
        sys.path.insert(0, str(REPO))
        from srcinst.diagnostics import Reporter
        from srcinst.spec import load_spec
    assert sorted([*FORTRAN_SPECS, *NO_FORTRAN_SPECS, *OWN_RUNTIME_SPECS, *OPENMP_SPECS]) == ALL_SPECS, \
        "a spec is in no list"
    for spec in sorted([*FORTRAN_SPECS, *NO_FORTRAN_SPECS]):
        reporter = Reporter(stream=io.StringIO())
        parsed = load_spec(str(SPEC_DIR / f"{spec}.spec"), reporter)
        assert not reporter.emitted, [str(d) for d in reporter.emitted]
        rules = [r for r in parsed.rules if r.applies_to_lang("fortran")]
        kinds = {r.kind for r in rules}
        if spec in NO_FORTRAN_SPECS:
            assert not rules, f"{spec}.spec has Fortran rules now: add it to FORTRAN_SPECS"
            continue
        assert {"entry", "exit"} <= kinds, f"{spec}.spec: Fortran rules {kinds}"
        assert ("abort" in kinds) == (spec in ABORT_SPECS), f"{spec}.spec: Fortran rules {kinds}"
        assert ("init" in kinds) == (spec in INIT_MARKERS), f"{spec}.spec: Fortran rules {kinds}"


def test_every_program_has_expectations():
    assert FORTRAN_SOURCES and sorted(PROGRAMS) == FORTRAN_SOURCES


@pytest.mark.parametrize("stub", sorted(s for s in FORTRAN_SPECS.values() if s))
def test_stub_compiles_as_strict_c(stub, stub_objects):
    assert stub_objects(stub).is_file()


# --------------------------------------------------------------------------
# Specs without Fortran rules


@pytest.mark.parametrize("source", FORTRAN_SOURCES)
@pytest.mark.parametrize("spec", NO_FORTRAN_SPECS)
def test_spec_without_fortran_rules_keeps_the_file(spec, source, tmp_path):
    out = instrument(f"specs/{spec}.spec", f"{DATA_REL}/{source}", tmp_path / source)
    assert out.read_bytes() == (DATA / source).read_bytes()


# --------------------------------------------------------------------------
# Instrument, build with the stub, run, compare


@pytest.mark.parametrize("source", FORTRAN_SOURCES)
@pytest.mark.parametrize("spec", sorted(FORTRAN_SPECS))
def test_instrumented_fortran_runs(spec, source, tmp_path, stub_objects, original_runs):
    source_arg = f"{DATA_REL}/{source}"
    text, inst = build_and_run(spec, f"specs/{spec}.spec", source_arg, tmp_path, stub_objects,
                               flags=PROGRAMS[source].flags)
    check_instrumented_text(spec, source, text)
    original = (DATA / source).read_text()
    for routine in PROGRAMS[source].skipped:  # left as it was, from header to END
        name = re.escape(routine.split("::")[-1])
        m = re.search(rf"(?ims)^[^\n]*\bfunction\s+{name}\b.*?\bend\s+function\s+{name}\b",
                      original)
        assert m and m.group(0) in text, f"{routine} was changed:\n{numbered(text)}"
    check_run(spec, source, inst, original_runs(source), source_arg)


@pytest.mark.parametrize("source", FORTRAN_SOURCES)
@pytest.mark.parametrize("spec", sorted(FORTRAN_SPECS))
def test_long_file_name_is_wrapped_not_truncated(spec, source, tmp_path, stub_objects,
                                                 original_runs):
    """A 200-character path in every @FILE@: the inserted lines must stay in
    columns 1-72 (fixed form) or 1-132 (free form), compile with
    -Werror=line-truncation, and still carry the whole path."""
    deep = tmp_path.joinpath("d" * 60, "e" * 60, "f" * 60)
    deep.mkdir(parents=True)
    shutil.copyfile(DATA / source, deep / source)
    for included in DATA.glob(Path(source).stem + "_*.inc"):  # its INCLUDE files
        shutil.copyfile(included, deep / included.name)
    source_arg = str(deep / source)
    assert len(source_arg) > 200
    out_dir = tmp_path / "out"
    text, inst = build_and_run(spec, f"specs/{spec}.spec", source_arg, out_dir, stub_objects,
                               flags=["-Werror=line-truncation", *PROGRAMS[source].flags])
    limit = 72 if is_fixed(source) else 132
    original = set((DATA / source).read_text().splitlines())
    for number, line in enumerate(text.splitlines(), start=1):
        if line in original or line.startswith("#"):  # user's line, or a line marker
            continue
        assert len(line.expandtabs(8)) <= limit, (
            f"inserted line {number} has {len(line)} columns (limit {limit}):\n{numbered(text)}")
    check_run(spec, source, inst, original_runs(source), source_arg)


# --------------------------------------------------------------------------
# Broken specs (written to tmp_path): the stubs and checks must catch them


def drop_rules(kind: str):
    def edit(text: str) -> str:
        kept = [line for line in text.splitlines()
                if not (line.startswith(kind + " ") and 'lang="fortran"' in line)]
        assert len(kept) < len(text.splitlines()), f"no Fortran {kind} rule to drop"
        return "\n".join(kept) + "\n"
    return edit


def replace(old: str, new: str):
    def edit(text: str) -> str:
        assert old in text, old
        return text.replace(old, new)
    return edit


NEGATIVE_CASES = [
    # A missing exit rule: timers still running when the program ends normally.
    pytest.param("tau", "toolset_prog.f90", drop_rules("exit"), 98, "still open at exit",
                 id="tau-no-exit-rule"),
    # A missing abort rule: STOP with running timers and no TAU_PROFILE_EXIT.
    pytest.param("tau", "toolset_stop.f90", drop_rules("abort"), 98, "ended through STOP",
                 id="tau-no-abort-rule"),
    pytest.param("tau", "toolset_legacy.f", drop_rules("init"), 99, "before TAU_PROFILE_INIT",
                 id="tau-no-init-rules"),
    # A handle that is not kept between calls: fact() registers twice.
    pytest.param("scorep", "toolset_prog.f90",
                 replace('decl code="integer*8, save :: scorep_pdt_func_handle = -1"',
                         'decl code="integer*8 :: scorep_pdt_func_handle"\n'
                         'entry code="scorep_pdt_func_handle = -1"'),
                 99, "registered a second time", id="scorep-handle-not-saved"),
    # The end of a region passes another region's handle: SHOW's end gets
    # LEGACY's (registered just before it), which is open but not innermost.
    pytest.param("scorep", "toolset_legacy.f",
                 replace('exit code="call SCOREP_F_RegionEnd(scorep_pdt_func_handle)"',
                         'exit code="call SCOREP_F_RegionEnd(scorep_pdt_func_handle - 1)"'),
                 99, "but the innermost open region is 'SHOW'", id="scorep-end-wrong-handle"),
    # EPIK reads C strings: a name without char(0).
    pytest.param("scalasca", "toolset_legacy.f",
                 replace("'@ROUTINE@'//char(0)", "'@ROUTINE@'"), 99, "not NUL-terminated",
                 id="scalasca-name-without-nul"),
    # The end of a region names another region.
    pytest.param("scalasca", "toolset_prog.f90",
                 replace("call EPIK_User_end(epik_func_handle__, epik_func_name__,",
                         "call EPIK_User_end(epik_func_handle__, 'other'//char(0),"),
                 99, "with the handle of region", id="scalasca-end-other-name"),
]


@pytest.mark.parametrize("spec,source,edit,status,message", NEGATIVE_CASES)
def test_broken_spec_is_caught_by_the_stub(spec, source, edit, status, message, tmp_path,
                                           stub_objects):
    broken = tmp_path / f"broken_{spec}.spec"
    broken.write_text(edit((SPEC_DIR / f"{spec}.spec").read_text()))
    _, inst = build_and_run(spec, str(broken), f"{DATA_REL}/{source}", tmp_path / "build",
                            stub_objects)
    violations = [line for line in inst.stderr.splitlines() if line.startswith("stub-violation")]
    assert inst.returncode == status and violations and message in violations[0], (
        f"exit status {inst.returncode}, expected {status} with {message!r}:\n{inst.stderr}")


@pytest.mark.parametrize("edit,source", [
    pytest.param(drop_rules("exit"), "toolset_prog.f90", id="printf-no-exit-rule"),
    pytest.param(drop_rules("abort"), "toolset_stop.f90", id="printf-no-abort-rule"),
    pytest.param(replace("'enter @ROUTINE@", "'enter x@ROUTINE@"), "toolset_legacy.f",
                 id="printf-wrong-name"),
])
def test_broken_printf_spec_is_caught(edit, source, tmp_path, original_runs):
    broken = tmp_path / "broken_printf.spec"
    broken.write_text(edit((SPEC_DIR / "printf.spec").read_text()))
    source_arg = f"{DATA_REL}/{source}"
    _, inst = build_and_run("printf", str(broken), source_arg, tmp_path / "build", None)
    with pytest.raises((AssertionError, pytest.fail.Exception)):
        check_printf_run(source, inst, original_runs(source), source_arg)
