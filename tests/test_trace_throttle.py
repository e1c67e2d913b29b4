"""The trace runtime's throttle (TAU's rule): a routine called more than
SRCINST_TRACE_THROTTLE_CALLS times at under SRCINST_TRACE_THROTTLE_US per
call stops feeding its thread's timeline and keeps counting in the profile,
so that a run's later phases stay in a bounded timeline.

tests/data/trace/throttle_phases.c (and .f90): 300,000 calls of a tiny
routine, then 20 of a heavy one. Without the throttle the default budget of
250,000 events is spent on the tiny calls and the heavy phase is missing.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

DATA = helpers.REPO / "tests" / "data" / "trace"
C_PROGRAM = DATA / "throttle_phases.c"
FORTRAN_PROGRAM = DATA / "throttle_phases.f90"
DEFAULT_CALLS = 100_000  # TAU_THROTTLE_NUMCALLS's default
TINY, HEAVY, MAIN = "int tiny(int)", "double heavy(int)", "int main(int, char **)"
PHASES, WORKER = "long phases(long, int, double *)", "void * worker(void *)"


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


@pytest.fixture(scope="module")
def c_program(tmp_path_factory, runtime_object) -> tuple[Path, bytes]:
    """The instrumented program, and what the original prints."""
    work = tmp_path_factory.mktemp("c")
    th.instrument_trace(C_PROGRAM, work / "inst.c", ["-I", th.RUNTIME_SRC_DIR])
    helpers.compile_checked([*th.compiler("gcc"), "-O2", C_PROGRAM, "-o", work / "plain", "-pthread"],
                            what="building the original", source=C_PROGRAM)
    helpers.compile_checked([*th.compiler("gcc"), "-O2", "-I", th.RUNTIME_SRC_DIR, work / "inst.c", runtime_object,
                             "-o", work / "prog", "-pthread"], what="building with the trace runtime",
                            source=work / "inst.c")
    return work / "prog", work / "plain"


def run(exe: Path, work: Path, fmt: str, args=(), **env) -> th.TracedRun:
    work.mkdir(exist_ok=True)
    traced = th.run_traced(exe, work, args, SRCINST_TRACE_FORMAT=fmt, **env)
    assert traced.result.returncode == 0, helpers.describe(traced.result)
    assert len(traced.trace_files) == 1 and len(traced.profile_files) == 1
    return traced


def same_output(traced: th.TracedRun, plain: Path, args=()) -> None:
    original = helpers.run_cmd([plain, *args])
    assert original.returncode == 0
    assert traced.result.stdout == original.stdout


def throttle_marks(traced: th.TracedRun) -> list[dict]:
    return [e for e in traced.instants if e["name"] == "throttled"]


def profile_rows(traced: th.TracedRun) -> dict[str, th.ProfileRow]:
    return {row.name: row for row in th.parse_profile(traced.profile_text)}


@pytest.mark.parametrize("fmt", ["perfetto", "json"])
def test_heavy_phase_stays_in_the_timeline(tmp_path, c_program, fmt):
    """Throttled after 100,000 calls, the tiny routine leaves room for the
    heavy phase; the profile counts every call; the trace names the routine."""
    exe, plain = c_program
    traced = run(exe, tmp_path, fmt)
    same_output(traced, plain)
    calls = th.call_counts(traced.calls)
    # Its first calls up to the one that passed the rule, then none.
    assert calls == {TINY: DEFAULT_CALLS + 1, HEAVY: 20, PHASES: 1, MAIN: 1}
    assert not th.nesting_problems(traced.calls)
    other = traced.other
    assert other["dropped_events"] == 0
    assert other["throttled_routines"] == 1
    assert other["throttled_events"] == 300_000 - DEFAULT_CALLS - 1
    [mark] = throttle_marks(traced)
    tiny_call = next(e for e in traced.calls if e["name"] == TINY)
    assert (mark["args"]["routine"], mark["args"]["file"], mark["args"]["line"]) == (
        TINY, tiny_call["args"]["file"], tiny_call["args"]["line"])
    assert mark["args"]["calls"] == DEFAULT_CALLS + 1
    assert 0 < mark["args"]["ns_per_call"] < 10_000
    assert mark["tid"] == tiny_call["tid"]
    # The mark lies between the last tiny call kept and the first heavy one.
    last_tiny = max(th.ns(e["ts"]) + th.ns(e["dur"]) for e in traced.calls if e["name"] == TINY)
    first_heavy = min(th.ns(e["ts"]) for e in traced.calls if e["name"] == HEAVY)
    assert last_tiny <= th.ns(mark["ts"]) <= first_heavy
    rows = profile_rows(traced)
    assert {name: (row.calls, row.throttled) for name, row in rows.items()} == {
        TINY: (300_000, True), HEAVY: (20, False), PHASES: (1, False), MAIN: (1, False)}
    assert (f"# throttled routines 1, throttled events {300_000 - DEFAULT_CALLS - 1} (more than {DEFAULT_CALLS} "
            "calls at under 10 us each" in traced.profile_text)


@pytest.mark.parametrize("fmt", ["perfetto", "json"])
def test_throttle_off_is_the_old_behaviour(tmp_path, c_program, fmt):
    """SRCINST_TRACE_THROTTLE=0: the budget keeps the first 250,000 calls,
    all tiny, and the heavy phase is dropped; nothing says throttled."""
    exe, plain = c_program
    traced = run(exe, tmp_path, fmt, SRCINST_TRACE_THROTTLE="0")
    same_output(traced, plain)
    assert th.call_counts(traced.calls) == {TINY: 250_000}
    assert traced.other["dropped_events"] == 300_022 - 250_000
    assert traced.other["throttled_routines"] == traced.other["throttled_events"] == 0
    assert not throttle_marks(traced)
    rows = profile_rows(traced)
    assert {name: (row.calls, row.throttled) for name, row in rows.items()} == {
        TINY: (300_000, False), HEAVY: (20, False), PHASES: (1, False), MAIN: (1, False)}
    assert "# throttled" not in traced.profile_text


def test_throttle_settings(tmp_path, c_program):
    """The count is configurable; a time of 0 turns throttling off; values
    that are not numbers are ignored (and said so when verbose)."""
    exe, _ = c_program
    low = run(exe, tmp_path / "low", "json", SRCINST_TRACE_THROTTLE_CALLS="1000")
    assert th.call_counts(low.calls) == {TINY: 1001, HEAVY: 20, PHASES: 1, MAIN: 1}
    assert [m["args"]["calls"] for m in throttle_marks(low)] == [1001]
    assert "more than 1000 calls at under 10 us" in low.profile_text
    # 20 heavy calls of well over a microsecond each: not cheap, however often.
    heavy_too = run(exe, tmp_path / "heavy", "json", SRCINST_TRACE_THROTTLE_CALLS="10",
                    SRCINST_TRACE_THROTTLE_US="1")
    assert th.call_counts(heavy_too.calls) == {TINY: 11, HEAVY: 20, PHASES: 1, MAIN: 1}
    zero = run(exe, tmp_path / "zero", "json", SRCINST_TRACE_THROTTLE_US="0")
    assert not throttle_marks(zero) and zero.other["dropped_events"] == 50_022
    told = run(exe, tmp_path / "told", "json", SRCINST_TRACE_THROTTLE_US="ten", SRCINST_TRACE_VERBOSE="1")
    assert b"ignoring SRCINST_TRACE_THROTTLE_US=ten (not a time in microseconds); using 10" in told.result.stderr
    assert b"throttled int tiny(int) on thread 1: 100001 calls" in told.result.stderr
    assert th.call_counts(told.calls)[TINY] == DEFAULT_CALLS + 1
    quiet = run(exe, tmp_path / "quiet", "json", SRCINST_TRACE_THROTTLE_CALLS="-5")
    assert quiet.result.stderr == b"" and th.call_counts(quiet.calls)[TINY] == DEFAULT_CALLS + 1


def test_budget_still_bounds_the_timeline(tmp_path, c_program):
    """Throttling does not lift SRCINST_TRACE_MAX_EVENTS: a budget smaller
    than what the throttle lets through still drops the rest."""
    exe, _ = c_program
    traced = run(exe, tmp_path, "perfetto", SRCINST_TRACE_MAX_EVENTS="5000")
    assert th.call_counts(traced.calls) == {TINY: 5000}
    assert traced.other["dropped_events"] == DEFAULT_CALLS + 1 - 5000 + 22
    assert traced.other["throttled_events"] == 300_000 - DEFAULT_CALLS - 1
    assert profile_rows(traced)[TINY].calls == 300_000


@pytest.mark.parametrize("fmt", ["perfetto", "json"])
def test_threads_throttle_each_on_its_own_counts(tmp_path, c_program, fmt):
    """Each thread applies the rule to its own calls: the two busy threads
    throttle the tiny routine (a mark each) and keep their heavy calls; the
    thread that called it 1,000 times keeps every call."""
    exe, plain = c_program
    traced = run(exe, tmp_path, fmt, ["threads"], SRCINST_TRACE_THROTTLE_CALLS="100000")
    same_output(traced, plain, ["threads"])
    per_thread = Counter((e["tid"], e["name"]) for e in traced.calls)
    tids = sorted({tid for tid, _ in per_thread})
    by_thread = [sorted((name, n) for (tid, name), n in per_thread.items() if tid == t) for t in tids]
    assert sorted(by_thread) == sorted(sorted(calls) for calls in [
        [(HEAVY, 10), (PHASES, 1), (TINY, DEFAULT_CALLS + 1), (WORKER, 1)],
        [(HEAVY, 10), (PHASES, 1), (TINY, DEFAULT_CALLS + 1), (WORKER, 1)],
        [(PHASES, 1), (TINY, 1000), (WORKER, 1)], [(MAIN, 1)]])
    marks = throttle_marks(traced)
    assert sorted(m["args"]["routine"] for m in marks) == [TINY, TINY]
    assert len({m["tid"] for m in marks}) == 2
    assert traced.other["throttled_routines"] == 1
    assert traced.other["throttled_events"] == 2 * (150_000 - DEFAULT_CALLS - 1)
    rows = profile_rows(traced)
    assert (rows[TINY].calls, rows[TINY].throttled) == (301_000, True)
    assert (rows[HEAVY].calls, rows[HEAVY].throttled) == (20, False)


@pytest.mark.parametrize("fmt", ["perfetto", "json"])
def test_forked_child_starts_unthrottled(tmp_path, c_program, fmt):
    """A child forked after the parent throttled a routine starts afresh:
    its 1,000 tiny calls are all in its timeline, nothing is marked, and it
    does not inherit the parent's marks (under the sanitizer tests,
    LeakSanitizer reported them leaked in the child)."""
    exe, plain = c_program
    traced = th.run_traced(exe, tmp_path, ["fork"], SRCINST_TRACE_FORMAT=fmt)
    assert traced.result.returncode == 0, helpers.describe(traced.result)
    same_output(traced, plain, ["fork"])
    assert len(traced.trace_files) == len(traced.profile_files) == 2
    runs = sorted((th.read_trace(path) for path in traced.trace_files), key=lambda doc: -len(doc["traceEvents"]))
    parent, child = ([e for e in doc["traceEvents"] if e.get("ph") == "X"] for doc in runs)
    assert th.call_counts(parent) == {TINY: DEFAULT_CALLS + 1, HEAVY: 20, PHASES: 1, MAIN: 1}
    assert [e["args"]["routine"] for e in runs[0]["traceEvents"] if e.get("name") == "throttled"] == [TINY]
    # The child: main is active at the fork (open at its exit), then its own calls.
    assert th.call_counts(child) == {TINY: 1000, HEAVY: 1, PHASES: 1, MAIN: 1}
    assert not any(e.get("name") == "throttled" for e in runs[1]["traceEvents"])
    assert runs[1]["otherData"]["throttled_routines"] == runs[1]["otherData"]["throttled_events"] == 0
    assert not th.nesting_problems(parent) and not th.nesting_problems(child)


def many_routines_program(routines: int) -> str:
    """main throttles `tiny`, then (after a relaxed flag: no ordering) a
    thread calls `routines` routines each once, so the runtime's table of
    routines grows after the throttle."""
    defined = "\n".join(f"int f{i}(int x) {{ return x + {i}; }}" for i in range(routines))
    called = " ".join(f"s += f{i}((int)s);" for i in range(routines))
    return f"""#include <pthread.h>
#include <stdio.h>
#include <time.h>
static int throttled;
int tiny(int i) {{ return i * 3 + 1; }}
{defined}
static void *many(void *arg)
{{
    long s = 0;
    struct timespec pause = {{ 0, 1000000 }};
    (void)arg;
    while (!__atomic_load_n(&throttled, __ATOMIC_RELAXED))
        nanosleep(&pause, NULL);
    {called}
    return (void *)s;
}}
int main(void)
{{
    pthread_t t;
    void *r;
    long i, s = 0;
    pthread_create(&t, NULL, many, NULL);
    for (i = 0; i < 150000; i++)
        s += tiny((int)i);
    __atomic_store_n(&throttled, 1, __ATOMIC_RELAXED);
    pthread_join(t, &r);
    printf("%ld %ld\\n", s, (long)r);
    return 0;
}}
"""


def test_verbose_throttling_while_another_thread_adds_routines(tmp_path, runtime_object):
    """SRCINST_TRACE_VERBOSE=1 names the throttled routine; the table of
    routines that another thread grows meanwhile is read under the lock
    (ThreadSanitizer, in the sanitizer tests, reported the name read
    without it racing with the table's realloc)."""
    source = tmp_path / "many.c"
    source.write_text(many_routines_program(300))
    th.instrument_trace(source, tmp_path / "inst.c", ["-I", th.RUNTIME_SRC_DIR])
    helpers.compile_checked([*th.compiler("gcc"), "-O1", "-I", th.RUNTIME_SRC_DIR, tmp_path / "inst.c", runtime_object,
                             "-o", tmp_path / "prog", "-pthread"], what="building with the trace runtime",
                            source=tmp_path / "inst.c")
    helpers.compile_checked([*th.compiler("gcc"), "-O1", source, "-o", tmp_path / "plain", "-pthread"],
                            what="building the original", source=source)
    traced = run(tmp_path / "prog", tmp_path / "run", "perfetto", SRCINST_TRACE_VERBOSE="1")
    same_output(traced, tmp_path / "plain")
    assert b"srcinst-trace: throttled int tiny(int) on thread 1: 100001 calls" in traced.result.stderr
    calls = th.call_counts(traced.calls)
    assert calls["int tiny(int)"] == DEFAULT_CALLS + 1 and len(calls) == 300 + 3


def fortran_name(routine: str) -> str:
    """`phases_mod::tiny` -> `tiny`."""
    return th.short_name(routine).rpartition("::")[2]


def test_fortran_through_the_f_hooks(tmp_path, runtime_object):
    """A Fortran program (srcinst_trace_f_enter_/exit_) is throttled alike."""
    work = tmp_path
    source = work / FORTRAN_PROGRAM.name
    source.write_bytes(FORTRAN_PROGRAM.read_bytes())
    th.instrument_trace(source, work / "inst.f90")
    helpers.compile_checked([*th.compiler("gfortran"), "-O1", "-J", work, source, "-o", work / "plain"],
                            what="building the original", source=source, cwd=work)
    helpers.compile_checked([*th.compiler("gfortran"), "-O1", "-J", work, work / "inst.f90", runtime_object,
                             "-o", work / "prog", "-pthread"], what="building with the trace runtime",
                            source=work / "inst.f90", cwd=work)
    for fmt in ("perfetto", "json"):
        traced = run(work / "prog", work / fmt, fmt)
        same_output(traced, work / "plain")
        calls = Counter(fortran_name(name) for name in th.call_counts(traced.calls).elements())
        assert calls == {"tiny": DEFAULT_CALLS + 1, "heavy": 20, "throttle_phases": 1}
        [mark] = throttle_marks(traced)
        assert fortran_name(mark["args"]["routine"]) == "tiny"
        rows = {fortran_name(r.name): (r.calls, r.throttled) for r in th.parse_profile(traced.profile_text)}
        assert rows == {"tiny": (300_000, True), "heavy": (20, False), "throttle_phases": (1, False)}
        assert traced.other["throttled_events"] == 300_000 - DEFAULT_CALLS - 1


def report(*args) -> str:
    r = helpers.run_cmd(th.srcinst_cmd("report", *args), env=th.srcinst_env())
    assert r.returncode == 0, r.stderr.decode()
    return r.stdout.decode()


@pytest.mark.parametrize("fmt", ["perfetto", "json"])
def test_report_names_throttled_routines(tmp_path, c_program, fmt):
    """srcinst report: exact counts from the profile beside the trace, the
    throttled routine marked in the table and named in a note; the trace
    alone is reported as incomplete."""
    exe, _ = c_program
    traced = run(exe, tmp_path, fmt)
    text = report(tmp_path)
    assert "1 process, 1 thread, 300022 calls" in text
    tiny_row = next(line for line in text.splitlines() if TINY in line and "(throttled)" in line)
    assert tiny_row.split()[0] == "300000"
    assert not any("(throttled)" in line for line in text.splitlines() if HEAVY in line)
    assert (f"note: 1 routine throttled by the runtime (called often and cheap: SRCINST_TRACE_THROTTLE); their "
            f"later calls count in the profile but are not in the timeline or the flame graph: {TINY} (") in text
    assert "throttled in" not in text  # the marks are not listed as exit sites
    alone = tmp_path / "alone"
    alone.mkdir()
    trace = traced.trace_files[0]
    trace.rename(alone / trace.name)
    text = report(alone / trace.name)
    assert (f"warning: {alone / trace.name}: {300_000 - DEFAULT_CALLS - 1} calls of throttled routines kept out "
            "of the timeline; this profile is incomplete") in text
    assert "(throttled)" in text


def test_otf2_archive_says_what_was_throttled(tmp_path):
    """OTF2: the counts are archive properties, the throttled region says so
    in its description, and the heavy phase is in the events."""
    from test_trace_otf2 import OTF2_PRINT, build_c, read_archive, runtime_with_otf2
    from test_trace_otf2 import run as run_otf2
    libs = runtime_with_otf2(tmp_path / "cache")
    exe = build_c(C_PROGRAM, tmp_path, libs)
    assert run_otf2(exe, tmp_path, SRCINST_TRACE_FORMAT="otf2").returncode == 0
    [directory] = tmp_path.glob("trace.*.otf2")
    archive = read_archive(directory)
    assert archive.calls() == {"tiny": DEFAULT_CALLS + 1, "heavy": 20, "phases": 1, "main": 1}
    assert archive.properties["SRCINST::THROTTLED_ROUTINES"] == "1"
    assert archive.properties["SRCINST::THROTTLED_EVENTS"] == str(300_000 - DEFAULT_CALLS - 1)
    definitions = helpers.run_cmd([OTF2_PRINT, "-G", directory / "traces.otf2"]).stdout.decode()
    described = [line for line in definitions.splitlines()
                 if line.startswith("REGION") and "throttled: its later calls" in line]
    assert len(described) == 1 and 'Name: "int tiny(int)"' in described[0], described


def test_a_call_region_is_throttled_like_a_routine(tmp_path, runtime_object):
    """Regions are throttled by the same rule: the call sites of `tiny`
    (a `calls` rule) leave the timeline with the routine, each its own row."""
    select = tmp_path / "calls.tau"
    select.write_text('BEGIN_INSTRUMENT_SECTION\ncalls name="tiny"\nEND_INSTRUMENT_SECTION\n')
    th.instrument_trace(C_PROGRAM, tmp_path / "inst.c", ["-f", select, "-I", th.RUNTIME_SRC_DIR])
    helpers.compile_checked([*th.compiler("gcc"), "-O2", "-I", th.RUNTIME_SRC_DIR, tmp_path / "inst.c",
                             runtime_object, "-o", tmp_path / "prog", "-pthread"],
                            what="building with the trace runtime", source=tmp_path / "inst.c")
    for fmt in ("perfetto", "json"):
        check_call_regions(run(tmp_path / "prog", tmp_path / fmt, fmt))


def check_call_regions(traced: th.TracedRun) -> None:
    kinds = Counter((e["cat"], e["name"]) for e in traced.calls)
    assert kinds[("call", "tiny")] == kinds[("routine", TINY)] == DEFAULT_CALLS + 1
    assert kinds[("routine", HEAVY)] == 20
    assert sorted(m["args"]["kind"] for m in throttle_marks(traced)) == ["call", "routine"]
    rows = {(r.kind, r.name): (r.calls, r.throttled) for r in th.parse_profile(traced.profile_text)}
    assert rows[("call", "tiny")] == rows[("routine", TINY)] == (300_000, True)
