"""OTF2 output of srcinst's trace runtime (SRCINST_TRACE_FORMAT=otf2).

Programs are instrumented with the `trace` spec, linked with what
`srcinst runtime --libs` prints (the runtime built with libotf2), run with
SRCINST_TRACE_FORMAT=otf2, and their archives read back with `otf2-print`
(OTF2's own reader, so nothing here shares the writer's assumptions).
Skipped where otf2-print or libotf2 is missing (the README's test command
installs them), except the tests of a runtime built without OTF2, which run
everywhere.
"""
from __future__ import annotations

import re
import shutil
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

PROGRAM = helpers.REPO / "tests" / "data" / "trace" / "otf2_threads.c"
# Calls the program makes, from its source: fib(10) makes 177 calls, on each of two threads.
EXPECTED_CALLS = {"main": 1, "worker": 2, "fib": 2 * 177, "classify": 2 * 8, "report": 1}
EXIT_STATUS = 3

OTF2_PRINT = shutil.which("otf2-print")
LIBOTF2 = shutil.which("otf2-config") is not None or Path("/usr/include/otf2/otf2.h").is_file()
needs_otf2 = pytest.mark.skipif(not (OTF2_PRINT and LIBOTF2),
                                reason="libotf2 or otf2-print not installed (apt-get install libotf2-trace-dev "
                                       "otf2-tools)")


# --------------------------------------------------------------------------
# Building and running


def runtime_flags(cache: Path, **env: str) -> tuple[list[str], str]:
    """`srcinst runtime --libs -v`: the link flags, and what it says on stderr."""
    r = helpers.run_cmd(th.srcinst_cmd("runtime", "--libs", "-v", "--cc", " ".join(th.compiler("gcc"))),
                        cwd=helpers.REPO,
                        env=th.srcinst_env(SRCINST_CACHE_DIR=str(cache), **env), timeout=helpers.COMPILE_TIMEOUT)
    assert r.returncode == 0, r.stderr.decode()
    words = r.stdout.decode().split()
    assert words and words[0].endswith(".o") and Path(words[0]).is_file(), words
    return words, r.stderr.decode()


def runtime_with_otf2(cache: Path) -> list[str]:
    if not (OTF2_PRINT and LIBOTF2):
        pytest.skip("libotf2 or otf2-print not installed")
    words, said = runtime_flags(cache)
    # libotf2 is installed: the runtime must have found it
    assert "-lotf2" in words and "built in" in said, (words, said)
    return words


@pytest.fixture(scope="module")
def otf2_libs(tmp_path_factory) -> list[str]:
    return runtime_with_otf2(tmp_path_factory.mktemp("cache"))


@pytest.fixture(scope="module")
def plain_libs(tmp_path_factory) -> list[str]:
    words, said = runtime_flags(tmp_path_factory.mktemp("cache"), SRCINST_TRACE_OTF2="0")
    assert "-lotf2" not in words
    assert said == "srcinst runtime: OTF2 output: not built in (SRCINST_TRACE_OTF2=0)\n"
    return words


def build_c(src: Path, work: Path, libs: list[str], name: str = helpers.PROGRAM_NAME,
            flags: tuple[str, ...] = ("-std=c11",)) -> Path:
    inst = work / f"{name}.inst.c"
    th.instrument_trace(src, inst, [*flags, "-I", th.RUNTIME_SRC_DIR])
    exe = work / name
    helpers.compile_checked([*th.compiler("gcc"), *flags, "-w", "-I", th.RUNTIME_SRC_DIR, inst, *libs, "-o", exe,
                             "-pthread"],
                            what=f"building {src.name} with the trace runtime", source=inst, cwd=work)
    return exe


def build_original(src: Path, work: Path) -> Path:
    exe = work / "original"
    helpers.compile_checked(["gcc", "-std=c11", "-w", src, "-o", exe, "-pthread"], what=f"building {src.name}",
                            cwd=work)
    return exe


def clear(work: Path) -> None:
    for old in list(work.glob("trace.*")):
        shutil.rmtree(old) if old.is_dir() else old.unlink()


def program_env(work: Path, **extra: str) -> dict[str, str]:
    env = {name: value for name, value in helpers.program_env(None).items()
           if not name.startswith("SRCINST_TRACE")}
    return {**env, "SRCINST_TRACE_PREFIX": str(work / "trace"), **th.PROGRAM_ENV, **extra}


def run(exe: Path, work: Path, **env_extra: str) -> helpers.RunResult:
    """exe run in work with its outputs written to work/trace.<pid>.*"""
    clear(work)
    result = helpers.run_cmd([exe], cwd=work, env=program_env(work, **env_extra))
    th.assert_no_sanitizer_report(result)
    return result


def outputs(work: Path) -> list[str]:
    """The names of the outputs, with the pid left out."""
    return sorted(re.sub(r"^trace\.\d+\.", "trace.PID.", p.name) for p in work.glob("trace.*"))


# --------------------------------------------------------------------------
# Reading an archive with otf2-print


@dataclass
class Event:
    kind: str            # ENTER or LEAVE
    location: int
    time: int
    region: int
    end: str | None = None   # the `end` attribute of a LEAVE


@dataclass
class Archive:
    events: list[Event] = field(default_factory=list)
    regions: dict[int, tuple[str, str, int]] = field(default_factory=dict)   # id -> name, file, line
    locations: dict[int, tuple[str, int]] = field(default_factory=dict)      # id -> name, events
    clock: tuple[int, int, int] = (0, 0, 0)       # resolution, offset, length
    properties: dict[str, str] = field(default_factory=dict)

    def calls(self) -> Counter:
        return Counter(th.short_name(self.regions[e.region][0]) for e in self.events if e.kind == "ENTER")

    def leaves(self) -> Counter:
        return Counter(th.short_name(self.regions[e.region][0]) for e in self.events if e.kind == "LEAVE")


_EVENT = re.compile(r'^(ENTER|LEAVE)\s+(\d+)\s+(\d+)\s+Region: ".*" <(\d+)>$')
_END = re.compile(r'^\s+ADDITIONAL ATTRIBUTES: \("end" <\d+>; STRING; "(\w+)" <\d+>\)$')
_REGION = re.compile(r'^REGION\s+(\d+)\s+Name: "(.*)" <\d+> \(Aka\. .*, File: "(.*)" <\d+>, Begin: (\d+), End: \d+$')
_LOCATION = re.compile(r'^LOCATION\s+(\d+)\s+Name: "(.*)" <\d+>, Type: CPU_THREAD, # Events: (\d+), Group: ')
_CLOCK = re.compile(r"^CLOCK_PROPERTIES\s+Ticks per Seconds: (\d+), Global Offset: (\d+), Length: (\d+)")
_PROPERTY = re.compile(r"^Property (name|value)\s+(.*)$")


def read_archive(directory: Path) -> Archive:
    anchor = directory / "traces.otf2"
    assert anchor.is_file() and (directory / "traces.def").is_file() and (directory / "traces").is_dir(), (
        sorted(p.name for p in directory.iterdir()))
    r = helpers.run_cmd([OTF2_PRINT, "-A", "-Werror", anchor], timeout=120)
    assert r.returncode == 0, r.stderr.decode()
    archive = Archive()
    name = None
    for line in r.stdout.decode().splitlines():
        if m := _EVENT.match(line):
            archive.events.append(Event(m.group(1), int(m.group(2)), int(m.group(3)), int(m.group(4))))
        elif m := _END.match(line):
            archive.events[-1].end = m.group(1)
        elif m := _REGION.match(line):
            archive.regions[int(m.group(1))] = (m.group(2), m.group(3), int(m.group(4)))
        elif m := _LOCATION.match(line):
            archive.locations[int(m.group(1))] = (m.group(2), int(m.group(3)))
        elif m := _CLOCK.match(line):
            archive.clock = tuple(map(int, m.groups()))
        elif m := _PROPERTY.match(line):
            if m.group(1) == "name":
                name = m.group(2).strip()
            else:
                archive.properties[name] = m.group(2).strip()
    assert r.stderr == b"", r.stderr.decode()
    return archive


def order_problems(archive: Archive) -> list[str]:
    """Per location: timestamps never decrease and stay within the clock's
    range, every LEAVE closes the region entered last, nothing stays open,
    and the location's event count is right."""
    problems = []
    _, offset, length = archive.clock
    by_location: dict[int, list[Event]] = {}
    for e in archive.events:
        by_location.setdefault(e.location, []).append(e)
    for location, events in by_location.items():
        stack: list[int] = []
        last = offset
        for e in events:
            if not last <= e.time <= offset + length:
                problems.append(f"location {location}: {e.kind} at {e.time} after {last} or past the end")
            last = e.time
            if e.kind == "ENTER":
                stack.append(e.region)
            elif not stack or stack.pop() != e.region:
                problems.append(f"location {location}: LEAVE of region {e.region} does not match")
        if stack:
            problems.append(f"location {location}: regions {stack} never left")
        if archive.locations.get(location, (None, -1))[1] != len(events):
            defined = archive.locations.get(location)
            problems.append(f"location {location}: {len(events)} events, defined with {defined}")
    return problems


def the_archive(work: Path) -> Path:
    archives = [p for p in work.glob("trace.*.otf2")]
    assert len(archives) == 1 and archives[0].is_dir(), outputs(work)
    return archives[0]


def profile(work: Path) -> str:
    files = list(work.glob("trace.*.profile.txt"))
    assert len(files) == 1, outputs(work)
    return files[0].read_text()


def profile_calls(text: str) -> Counter:
    counts = Counter()
    for row in th.parse_profile(text):
        counts[th.short_name(row.name)] += row.calls
    return counts


# --------------------------------------------------------------------------
# The program with two threads, recursion and early returns


@pytest.fixture(scope="module")
def threads_program(tmp_path_factory, otf2_libs) -> tuple[Path, Path, helpers.RunResult]:
    work = tmp_path_factory.mktemp("threads")
    exe = build_c(PROGRAM, work, otf2_libs)
    original = run(build_original(PROGRAM, work), work)
    assert original.returncode == EXIT_STATUS and original.stdout and original.stderr
    return exe, work, original


@pytest.fixture(scope="module")
def threads_run(threads_program) -> tuple[helpers.RunResult, Archive, str, list[str], helpers.RunResult]:
    exe, work, original = threads_program
    result = run(exe, work, SRCINST_TRACE_FORMAT="otf2")
    return result, read_archive(the_archive(work)), profile(work), outputs(work), original


@needs_otf2
def test_program_behaves_as_the_original(threads_run):
    result, _, _, _, original = threads_run
    assert (result.returncode, result.stdout, result.stderr) == (original.returncode, original.stdout,
                                                                 original.stderr)


@needs_otf2
def test_archive_per_process_beside_the_profile(threads_run):
    _, archive, _, files, _ = threads_run
    assert files == ["trace.PID.otf2", "trace.PID.profile.txt"]
    assert archive.properties["SRCINST::DROPPED_EVENTS"] == "0"
    assert archive.properties["SRCINST::THREADS"] == "3"
    assert archive.clock[0] == 1_000_000_000 and archive.clock[2] > 0


@needs_otf2
def test_one_location_per_thread(threads_run):
    _, archive, _, _, _ = threads_run
    assert sorted(archive.locations) == [0, 1, 2]
    assert sorted(name for name, _ in archive.locations.values()) == ["thread 1", "thread 2", "thread 3"]
    calls = {location: Counter() for location in archive.locations}
    for e in archive.events:
        if e.kind == "ENTER":
            calls[e.location][th.short_name(archive.regions[e.region][0])] += 1
    # main's thread comes first; each worker made its own calls only
    assert sorted(map(dict, calls.values()), key=len) == [
        {"main": 1, "report": 1}, {"worker": 1, "fib": 177, "classify": 8},
        {"worker": 1, "fib": 177, "classify": 8}], calls
    assert calls[0]["main"] == 1, calls


@needs_otf2
def test_enters_and_leaves_match_the_calls_and_the_profile(threads_run):
    _, archive, profile_text, _, _ = threads_run
    assert archive.calls() == archive.leaves() == EXPECTED_CALLS
    assert profile_calls(profile_text) == EXPECTED_CALLS


@needs_otf2
def test_events_are_ordered_and_nested_per_location(threads_run):
    _, archive, _, _, _ = threads_run
    assert order_problems(archive) == []
    assert not [e for e in archive.events if e.end]


@needs_otf2
def test_regions_carry_file_and_line(threads_run):
    _, archive, profile_text, _, _ = threads_run
    source = PROGRAM.read_text().splitlines()
    for name, file, line in archive.regions.values():
        assert Path(file) == PROGRAM, file
        # the line of the routine's body (the trace spec's ${line}): below its head
        heads = [m.group(1) for text in source[:line] if (m := re.match(r"^\S.*\b(\w+)\(", text))]
        assert heads and heads[-1] == th.short_name(name) and source[line - 1] == "{", (name, line)
    in_profile = {(r.name, r.file, r.line) for r in th.parse_profile(profile_text)}
    assert set(archive.regions.values()) == in_profile


@needs_otf2
def test_default_format_is_unchanged_with_otf2_built_in(threads_program, plain_libs, tmp_path):
    exe, work, original = threads_program
    result = run(exe, work)
    with_otf2 = outputs(work)
    assert (result.returncode, result.stdout, result.stderr) == (original.returncode, original.stdout,
                                                                 original.stderr)
    plain = run(build_c(PROGRAM, tmp_path, plain_libs), tmp_path)
    assert plain.returncode == EXIT_STATUS
    assert with_otf2 == outputs(tmp_path) and "trace.PID.otf2" not in with_otf2
    assert profile_calls(profile(work)) == EXPECTED_CALLS


@needs_otf2
@pytest.mark.parametrize("limit", [0, 50])
def test_event_limit_keeps_the_archive_valid(threads_program, limit):
    exe, work, original = threads_program
    result = run(exe, work, SRCINST_TRACE_FORMAT="otf2", SRCINST_TRACE_MAX_EVENTS=str(limit))
    assert (result.returncode, result.stdout, result.stderr) == (original.returncode, original.stdout,
                                                                 original.stderr)
    archive = read_archive(the_archive(work))
    total = sum(EXPECTED_CALLS.values())
    assert sum(archive.calls().values()) == limit
    assert archive.calls() == archive.leaves()
    assert order_problems(archive) == []
    assert archive.properties["SRCINST::DROPPED_EVENTS"] == str(total - limit)
    assert th.profile_totals(profile(work))["dropped"] == total - limit
    assert profile_calls(profile(work)) == EXPECTED_CALLS   # the profile counts every call
    assert sorted(archive.locations) == [0, 1, 2]


@needs_otf2
def test_failures_are_silent_unless_verbose(threads_program):
    exe, work, original = threads_program
    missing = str(work / "no-such-dir" / "trace")
    quiet = run(exe, work, SRCINST_TRACE_FORMAT="otf2", SRCINST_TRACE_PREFIX=missing)
    assert (quiet.returncode, quiet.stdout, quiet.stderr) == (original.returncode, original.stdout,
                                                              original.stderr)
    loud = run(exe, work, SRCINST_TRACE_FORMAT="otf2", SRCINST_TRACE_PREFIX=missing, SRCINST_TRACE_VERBOSE="1")
    assert f"srcinst-trace: cannot write {missing}." in loud.stderr.decode()
    assert outputs(work) == []


@needs_otf2
def test_an_earlier_archive_with_the_same_pid_is_replaced(threads_program):
    """The shell's pid is the program's after exec: an archive left by an
    earlier process with that pid, and a half-written one, are replaced; a
    directory holding other files is left alone."""
    exe, work, original = threads_program
    clear(work)
    script = ('mkdir -p trace.$$.otf2/traces trace.$$.otf2.tmp/traces && '
              'touch trace.$$.otf2/traces.otf2 trace.$$.otf2/traces.def trace.$$.otf2/traces/7.evt '
              'trace.$$.otf2.tmp/traces/0.evt && exec "$0"')
    env = program_env(work, SRCINST_TRACE_FORMAT="otf2")
    result = helpers.run_cmd(["sh", "-c", script, exe], cwd=work, env=env)
    assert (result.returncode, result.stdout, result.stderr) == (original.returncode, original.stdout,
                                                                 original.stderr)
    assert outputs(work) == ["trace.PID.otf2", "trace.PID.profile.txt"]
    archive = read_archive(the_archive(work))
    assert archive.calls() == EXPECTED_CALLS and sorted(archive.locations) == [0, 1, 2]
    assert not (the_archive(work) / "traces" / "7.evt").exists()

    clear(work)
    script = 'mkdir -p trace.$$.otf2 && touch trace.$$.otf2/notes.txt && exec "$0"'
    result = helpers.run_cmd(["sh", "-c", script, exe], cwd=work, env={**env, "SRCINST_TRACE_VERBOSE": "1"})
    assert result.returncode == EXIT_STATUS and "cannot write" in result.stderr.decode()
    assert [p.name for p in the_archive(work).iterdir()] == ["notes.txt"]
    assert outputs(work) == ["trace.PID.otf2", "trace.PID.profile.txt"]   # no .tmp left


@needs_otf2
def test_each_process_writes_its_own_archive(tmp_path, otf2_libs):
    """fork(): one archive per process. In the child, main, outer and inner
    began at the fork and end at its exit(), all at the same instants: the
    archive still nests them as called (the order the calls ended in says
    how, where the timestamps cannot)."""
    exe = build_c(PROGRAM.with_name("otf2_fork.c"), tmp_path, otf2_libs)
    result = run(exe, tmp_path, SRCINST_TRACE_FORMAT="otf2")
    assert (result.returncode, result.stdout, result.stderr) == (0, b"7\n", b"")
    archives = [read_archive(a) for a in tmp_path.glob("trace.*.otf2")]
    assert len(archives) == 2 and len(list(tmp_path.glob("trace.*.profile.txt"))) == 2
    parent, child = sorted(archives, key=lambda a: any(e.end for e in a.events))   # the child's are open at exit
    assert parent.calls() == {"main": 1, "outer": 1, "inner": 1, "leaf": 2}
    assert child.calls() == {"main": 1, "outer": 1, "inner": 1, "leaf": 1}
    for archive in (parent, child):
        assert order_problems(archive) == [] and list(archive.locations) == [0]
    sequence = [(e.kind, th.short_name(child.regions[e.region][0]), e.end) for e in child.events]
    assert sequence == [("ENTER", "main", None), ("ENTER", "outer", None), ("ENTER", "inner", None),
                        ("ENTER", "leaf", None), ("LEAVE", "leaf", None), ("LEAVE", "inner", "open_at_exit"),
                        ("LEAVE", "outer", "open_at_exit"), ("LEAVE", "main", "open_at_exit")]
    assert len({e.time for e in child.events[:3]}) == 1 and len({e.time for e in child.events[-3:]}) == 1


# --------------------------------------------------------------------------
# Calls left by longjmp, routines open at exit(), Fortran and OpenMP


@needs_otf2
@pytest.mark.parametrize("name", ["longjmp.c", "exit_active.c", "openmp.f90"])
def test_corpus_programs(name, tmp_path, otf2_libs):
    meta = th.parse_runtime_meta(th.RUNTIME_CORPUS / name)
    if meta.lang == "fortran":
        if not shutil.which("gfortran"):
            pytest.skip("gfortran not installed")
        inst = tmp_path / name
        th.instrument_trace(meta.path, inst, meta.flags)
        exe = tmp_path / helpers.PROGRAM_NAME
        helpers.compile_checked([*th.compiler("gfortran"), *meta.flags, "-w", "-J", tmp_path, inst, *otf2_libs,
                                 "-o", exe, "-pthread"], what=f"building {name}", source=inst, cwd=tmp_path)
    else:
        exe = build_c(meta.path, tmp_path, otf2_libs, flags=(f"-std={meta.std}", *meta.flags))
    result = run(exe, tmp_path, SRCINST_TRACE_FORMAT="otf2", OMP_NUM_THREADS="3")
    assert result.returncode == 0, result.stderr.decode()
    archive = read_archive(the_archive(tmp_path))
    expected = {n: c for n, c in meta.calls.items() if n not in meta.after_exit}
    assert archive.calls() == archive.leaves() == expected
    assert order_problems(archive) == []
    ends = Counter(e.end for e in archive.events if e.end)
    assert ends == Counter({k: v for k, v in [("unwound", meta.unwound), ("open_at_exit", meta.open_at_exit)] if v})
    assert archive.properties["SRCINST::UNWOUND_FRAMES"] == str(meta.unwound)
    assert archive.properties["SRCINST::OPEN_AT_EXIT"] == str(meta.open_at_exit)
    if name == "openmp.f90":
        assert len(archive.locations) == 3


@needs_otf2
@pytest.mark.parametrize("std", ["c99", "c11", "gnu99"])
def test_runtime_with_otf2_compiles_cleanly(std, tmp_path):
    helpers.compile_checked(["gcc", f"-std={std}", "-Wall", "-Wextra", "-Werror", "-O2", "-DSRCINST_HAVE_OTF2",
                             "-c", th.RUNTIME_SRC_DIR / "srcinst_trace.c", "-o", tmp_path / "t.o"],
                            what="compiling the runtime with OTF2")


# --------------------------------------------------------------------------
# A runtime built without OTF2 (runs everywhere)


def test_without_otf2_support_the_default_trace_is_written_silently(plain_libs, tmp_path):
    exe = build_c(PROGRAM, tmp_path, plain_libs)
    original = run(build_original(PROGRAM, tmp_path), tmp_path)
    default = run(exe, tmp_path)
    files = outputs(tmp_path)
    assert files and not [f for f in files if "otf2" in f]
    asked = run(exe, tmp_path, SRCINST_TRACE_FORMAT="otf2")
    assert (asked.returncode, asked.stdout, asked.stderr) == (original.returncode, original.stdout,
                                                              original.stderr)
    assert (default.returncode, default.stdout, default.stderr) == (original.returncode, original.stdout,
                                                                    original.stderr)
    assert outputs(tmp_path) == files
    assert profile_calls(profile(tmp_path)) == EXPECTED_CALLS
    loud = run(exe, tmp_path, SRCINST_TRACE_FORMAT="otf2", SRCINST_TRACE_VERBOSE="1")
    assert "SRCINST_TRACE_FORMAT=otf2: this runtime was built without libotf2" in loud.stderr.decode()
    assert outputs(tmp_path) == files
