"""srcinst's trace runtime: threads, OpenMP, longjmp, exceptions, exit(),
mixed C/Fortran (corpus/runtime/), the runtime's edge cases called directly
(tests/data/trace/edge_cases.c), its environment variables, the
`srcinst runtime` and `srcinst report` commands.
"""
from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

EDGE_CASES = helpers.REPO / "tests" / "data" / "trace" / "edge_cases.c"


@pytest.fixture(scope="module")
def cache(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("cache")


@pytest.fixture(scope="module")
def runtime_object(cache) -> Path:
    return th.build_runtime_object(cache)


_instrumented: dict[tuple, Path] = {}


def instrument_once(meta: th.RuntimeMeta, inst: Path) -> None:
    """meta's program instrumented with trace into inst; a program that was
    instrumented before in this session (for another format or build) is
    copied, as the copy would be the same."""
    extra = [f"-std={meta.std}"] if meta.std else []
    extra += [f for f in meta.flags if f == "-fopenmp"]
    key = (meta.path, tuple(extra))
    earlier = _instrumented.get(key)
    if earlier is not None and earlier.is_file():
        shutil.copyfile(earlier, inst)
        return
    th.instrument_trace(meta.path, inst, extra + (["-I", th.RUNTIME_SRC_DIR] if meta.lang != "fortran" else []))
    _instrumented[key] = inst


def build_runtime_program(meta: th.RuntimeMeta, work: Path, runtime_object: Path) -> Path:
    inst = work / meta.path.name
    instrument_once(meta, inst)
    exe = work / helpers.PROGRAM_NAME
    objects = [runtime_object]
    if meta.with_src is not None:
        objects.append(th.build_traced_object(meta.with_src, work, meta.flags))
    compiler = {"c": "gcc", "c++": "g++", "fortran": "gfortran"}[meta.lang]
    cmd = [*th.compiler(compiler), *([f"-std={meta.std}"] if meta.std else []), *meta.flags, "-w",
           "-I", th.RUNTIME_SRC_DIR, "-J", work, inst, *objects, "-o", exe, "-pthread"]
    if meta.lang != "fortran":
        cmd.remove("-J")
        cmd.remove(work)
    helpers.compile_checked(cmd, what=f"building {meta.path.name} with the trace runtime",
                            source=inst, cwd=work)
    return exe


_built = {}


def traced(path: Path, tmp_path_factory, runtime_object) -> tuple:
    """Each corpus/runtime program built and run once per format and build."""
    key = (path, th.FORMAT, th.PROGRAM_FLAGS)
    if key not in _built:
        meta = th.parse_runtime_meta(path)
        work = tmp_path_factory.mktemp(path.stem)
        exe = build_runtime_program(meta, work, runtime_object)
        _built[key] = (meta, th.run_traced(exe, work, OMP_NUM_THREADS="3"), work)
    return _built[key]


PROGRAMS = th.runtime_programs()


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.name)
def test_counts_and_nesting(path, tmp_path_factory, runtime_object):
    meta, run, _ = traced(path, tmp_path_factory, runtime_object)
    assert run.result.returncode == 0, run.result.stderr.decode(errors="replace")
    assert len(run.trace_files) == 1 and len(run.profile_files) == 1
    counts = Counter()
    for name, n in th.call_counts(run.calls).items():
        counts[th.short_name(name)] += n
    expected = {name: n for name, n in meta.calls.items() if name not in meta.after_exit}
    assert dict(counts) == expected
    assert th.nesting_problems(run.calls) == []
    assert run.other["mismatched_exits"] == 0
    assert run.other["dropped_events"] == 0
    wrong = [(th.short_name(call["name"]), th.short_name(parent["name"]) if parent else None)
             for call, parent in th.callers(run.calls)
             if th.short_name(call["name"]) in meta.parents
             and (parent is None or th.short_name(parent["name"]) != meta.parents[th.short_name(call["name"])])]
    assert wrong == [], "calls under the wrong caller"


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.name)
def test_unwound_and_open_frames(path, tmp_path_factory, runtime_object):
    """longjmp and C++98 exceptions: the frames they skipped are closed as
    "unwound" (in the trace, its summary and the profile); exit(): the
    active frames are closed as "open_at_exit"."""
    meta, run, _ = traced(path, tmp_path_factory, runtime_object)
    assert th.end_counts(run.calls, "unwound") == run.other["unwound_frames"] == meta.unwound
    assert th.end_counts(run.calls, "open_at_exit") == run.other["open_at_exit"] == meta.open_at_exit
    rows = th.parse_profile(run.profile_text)
    assert sum(r.unwound for r in rows) == meta.unwound
    assert sum(r.open_at_exit for r in rows) == meta.open_at_exit
    assert len(run.instants) == (1 if meta.open_at_exit else 0)


def test_longjmp_counts_hold_when_routines_are_inlined(tmp_path, runtime_object):
    """At -O2 gcc inlines outer/middle/inner into main; their frames are
    main's, so the runtime cannot tell when the longjmp left them (the
    README says so) and closes them when main returns. Calls and unwound
    frames still add up."""
    meta = th.parse_runtime_meta(th.RUNTIME_CORPUS / "longjmp.c")
    meta.flags = ["-O2"]
    run = th.run_traced(build_runtime_program(meta, tmp_path, runtime_object), tmp_path)
    counts = Counter(th.short_name(e["name"]) for e in run.calls)
    assert dict(counts) == meta.calls
    assert run.other["unwound_frames"] == meta.unwound
    assert th.nesting_problems(run.calls) == []


C_UNDER_CXX = """\
typedef void (*visit_fn)(int);
#define CHECK(x) do { if ((x) < 0) return -1; } while (0)

static int clamp(int v)
{
    CHECK(v);
    if (v > 9)
        return 9;
    return v;
}

int walk(visit_fn visit, int n)
{
    int i, s = 0;
    for (i = 0; i < n; i++) {
        visit(i);
        s += clamp(i);
    }
    return s;
}
"""

CXX_MAIN = """\
#include <cstdio>
extern "C" int walk(void (*)(int), int);
static void visit(int i) { if (i == 2) throw i; }
static void ignore(int) {}
int main()
{
    int thrown = 0;
    for (int round = 0; round < 3; round++) {
        try { walk(visit, 5); } catch (int i) { thrown += i; }
    }
    std::printf("%d %d\\n", thrown, walk(ignore, 4));
    return 0;
}
"""


def test_c_routines_an_exception_passes_through_end_as_returns(tmp_path, runtime_object):
    """The trace spec closes a C routine from the cleanup of its
    SRCINST_TRACE_SCOPE variable: C built with -fexceptions that a C++
    exception leaves ends its calls normally, with nothing unwound or
    mismatched, and every return (one inside a macro too) is one exit."""
    src = tmp_path / "walk.c"
    src.write_text(C_UNDER_CXX)
    inst = tmp_path / "inst" / "walk.c"
    th.instrument_trace(src, inst, ["-I", th.RUNTIME_SRC_DIR])
    assert b"return -1" in inst.read_bytes() and b"__srcinst_rv" not in inst.read_bytes()
    (tmp_path / "main.cpp").write_text(CXX_MAIN)
    obj = tmp_path / "walk.o"
    helpers.compile_checked([*th.compiler("gcc"), "-O2", "-fexceptions", "-I", th.RUNTIME_SRC_DIR, "-c", inst,
                             "-o", obj], what="compiling walk.c instrumented with trace", source=inst)
    exe = tmp_path / helpers.PROGRAM_NAME
    helpers.compile_checked([*th.compiler("g++"), "-O2", tmp_path / "main.cpp", obj, runtime_object, "-o", exe,
                             "-pthread"], what="linking main.cpp with walk.o", source=tmp_path / "main.cpp")
    run = th.run_traced(exe, tmp_path)
    assert run.result.returncode == 0 and run.result.stdout == b"6 6\n"
    counts = Counter(th.short_name(e["name"]) for e in run.calls)
    # walk: three rounds thrown out of at i == 2, one to the end; clamp: i = 0, 1 per throw, 0..3 at the end.
    assert (counts["walk"], counts["clamp"]) == (4, 3 * 2 + 4)
    assert th.end_counts(run.calls, "unwound") == run.other["unwound_frames"] == 0
    assert run.other["mismatched_exits"] == 0
    assert th.nesting_problems(run.calls) == []


def _realworld_harness():
    """bench/realworld.py, the real-projects harness, as a module."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("realworld", helpers.REPO / "bench" / "realworld.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", ["longjmp.c", "exit_active.c"])
@pytest.mark.parametrize("outputs", ["profile", "timeline only"])
def test_realworld_harness_counts_every_call(name, outputs, tmp_path, runtime_object):
    """bench/realworld.py's trace_balance counts calls, unwound and open
    frames from the runtime's profile, so a timeline whose event budget
    dropped most calls does not hide them; without a profile it falls back
    on the timeline's otherData totals and says its calls are a lower bound."""
    meta = th.parse_runtime_meta(th.RUNTIME_CORPUS / name)
    exe = build_runtime_program(meta, tmp_path, runtime_object)
    env = {"SRCINST_TRACE_MAX_EVENTS": "2"}
    if outputs == "timeline only":
        env["SRCINST_PROFILE"] = "off"
    run = th.run_traced(exe, tmp_path, **env)
    assert len(run.calls) == 2 and run.other["dropped_events"] > 0
    balance = _realworld_harness().trace_balance(tmp_path)
    recorded = {routine: n for routine, n in meta.calls.items() if routine not in meta.after_exit}
    expected_calls = sum(recorded.values())
    assert (balance["processes"], balance["unwound"], balance["open_at_exit"], balance["mismatched"]) == \
        (1, meta.unwound, meta.open_at_exit, 0)
    if outputs == "profile":
        assert (balance["calls"], balance["calls_lower_bound"]) == (expected_calls, False)
        assert balance["routines_called"] == len(recorded)
        assert balance["dropped_events"] == expected_calls - 2
    else:
        assert (balance["calls"], balance["calls_lower_bound"], balance["from_timeline_only"]) == (2, True, 1)


def test_realworld_harness_counts_mismatched_exits(edge, tmp_path):
    run = run_edge(edge, "mismatch", tmp_path)
    assert len(run.profile_files) == 1
    balance = _realworld_harness().trace_balance(tmp_path)
    assert (balance["calls"], balance["mismatched"], balance["from_timeline_only"]) == (1, 1, 0)


def test_threads_are_recorded_separately(tmp_path_factory, runtime_object):
    _, run, _ = traced(th.RUNTIME_CORPUS / "pthreads.c", tmp_path_factory, runtime_object)
    workers = {e["tid"] for e in run.calls if th.short_name(e["name"]) == "worker"}
    assert len(workers) == 4
    assert run.other["threads"] == 5
    names = [e for e in run.doc["traceEvents"] if e.get("name") == "thread_name"]
    assert len(names) == 5


@pytest.mark.parametrize("name", ["openmp.c", "openmp.f90"])
def test_openmp_team_is_recorded(name, tmp_path_factory, runtime_object):
    _, run, _ = traced(th.RUNTIME_CORPUS / name, tmp_path_factory, runtime_object)
    assert len({e["tid"] for e in run.calls}) == 3   # OMP_NUM_THREADS=3


def test_hot_routine_leads_profile_summary_and_flame_graph(tmp_path_factory, runtime_object):
    meta, run, work = traced(th.RUNTIME_CORPUS / "hot.c", tmp_path_factory, runtime_object)
    rows = th.parse_profile(run.profile_text)
    assert th.short_name(rows[0].name) == meta.hot
    hot = rows[0]
    assert hot.exclusive_ms > 0.5 * sum(r.exclusive_ms for r in rows)

    svg, folded = work / "flame.svg", work / "stacks.folded"
    r = helpers.run_cmd(th.srcinst_cmd("report", run.trace_files[0], "--svg", svg, "--folded", folded),
                        cwd=work, env=th.srcinst_env())
    assert r.returncode == 0, r.stderr.decode()
    summary = r.stdout.decode()
    table = [line for line in summary.splitlines() if meta.hot in line or "main" in line]
    assert table and meta.hot in table[0], summary
    root = ET.parse(svg).getroot()
    titles = [t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}title")]
    assert any(meta.hot in t for t in titles), titles
    stacks = folded.read_text().splitlines()
    leaves = {th.short_name(line.rsplit(" ", 1)[0].split(";")[-1]): int(line.rsplit(" ", 1)[1])
              for line in stacks}
    assert max(leaves, key=leaves.get) == meta.hot, stacks


def test_report_merges_processes(tmp_path_factory, runtime_object, tmp_path):
    """Two runs (two pids, as MPI ranks would be): the summary counts both."""
    meta, run, work = traced(th.RUNTIME_CORPUS / "pthreads.c", tmp_path_factory, runtime_object)
    second = th.run_traced(work / helpers.PROGRAM_NAME, tmp_path)
    r = helpers.run_cmd(th.srcinst_cmd("report", run.trace_files[0], second.trace_files[0], "--top", "50"),
                        cwd=tmp_path, env=th.srcinst_env())
    assert r.returncode == 0, r.stderr.decode()
    leaf_rows = [line for line in r.stdout.decode().splitlines() if " leaf(" in line]
    assert len(leaf_rows) == 1 and leaf_rows[0].split()[0] == str(2 * meta.calls["leaf"]), r.stdout


# --------------------------------------------------------------------------
# The runtime called directly


@pytest.fixture(scope="module")
def edge(runtime_object, tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("edge")
    exe = work / "edge"
    helpers.compile_checked([*th.compiler("gcc"), "-std=c99", "-Wall", "-Wextra", "-Werror", "-I", th.RUNTIME_SRC_DIR,
                             EDGE_CASES, runtime_object, "-o", exe, "-pthread"],
                            what="compiling edge_cases.c", source=EDGE_CASES)
    return exe


def run_edge(edge: Path, case: str, work: Path, **env) -> th.TracedRun:
    work.mkdir(exist_ok=True)
    run = th.run_traced(edge, work, [case], **env)
    assert run.result.returncode == 0 and run.result.stdout == b"done\n", run.result.stderr
    return run


def load(run: th.TracedRun) -> th.TracedRun:
    assert len(run.trace_files) == 1 and run.doc
    return run


def test_exit_of_routine_never_entered_is_ignored_and_counted(edge, tmp_path):
    run = load(run_edge(edge, "mismatch", tmp_path))
    assert run.other["mismatched_exits"] == 1
    assert [(e["name"], e["args"].get("end")) for e in run.calls] == [("a", None)]


def test_exit_below_top_unwinds_the_frames_above(edge, tmp_path):
    run = load(run_edge(edge, "skip", tmp_path))
    assert [(e["name"], e["args"].get("end")) for e in run.calls] == \
        [("c", "unwound"), ("b", "unwound"), ("a", None)]
    assert run.other["unwound_frames"] == 2
    assert th.nesting_problems(run.calls) == []


def test_event_budget_bounds_the_trace_not_the_profile(edge, tmp_path):
    run = load(run_edge(edge, "budget", tmp_path, SRCINST_TRACE_MAX_EVENTS="10"))
    assert len(run.calls) == 10
    assert run.other["dropped_events"] == 90
    assert [row.calls for row in th.parse_profile(run.profile_text)] == [100]


def test_names_are_escaped_into_valid_json(edge, tmp_path):
    run = load(run_edge(edge, "names", tmp_path))
    # Latin-1 bytes come out as their code points; valid UTF-8 passes through.
    assert run.calls[0]["name"] == 'say "hi" \\ caf\u00e9 \u00fc tab\t'
    assert run.calls[0]["args"]["file"] == 'dir/"q".c'


def test_fortran_places_name_the_routine_its_file_and_line(edge, tmp_path):
    """srcinst_trace_f_*_at_ read "NAME FILE:LINE": the name up to the first
    blank, the line after the last colon; an exit matches its entry by the
    name where the literal is another."""
    run = load(run_edge(edge, "places", tmp_path))
    assert [(e["name"], e["args"]["file"], e["args"]["line"], e["args"].get("end")) for e in run.calls] == [
        ("m::inner", "x.f90", 7, None), ("m::inner", "x.f90", 7, "unwound"),
        ("m::outer", "dir with space/a:b.f90", 42, None), ("m::inner", "x.f90", 7, "open_at_exit")]
    assert run.other["mismatched_exits"] == 0
    assert [(i["name"], i["args"]) for i in run.instants] == [
        ("exit", {"file": "x.f90", "line": 9, "routine": "m::inner"})]


def test_events_after_finish_are_ignored(edge, tmp_path):
    run = load(run_edge(edge, "finish", tmp_path))
    assert [e["name"] for e in run.calls] == ["a"]
    assert run.result.stdout == b"done\n"


def test_recursion_counts_inclusive_time_once(edge, tmp_path):
    run = load(run_edge(edge, "recursion", tmp_path))
    outer = max(run.calls, key=lambda e: th.ns(e["dur"]))
    (row,) = th.parse_profile(run.profile_text)
    assert row.calls == 3
    assert abs(row.inclusive_ms * 1e6 - th.ns(outer["dur"])) <= 1000   # profile has µs precision
    assert not list(tmp_path.glob("*.tmp"))


def test_forked_child_writes_its_own_calls(edge, tmp_path):
    run = th.run_traced(edge, tmp_path, ["fork"])
    assert run.result.returncode == 0 and run.result.stdout == b"done\n"
    docs = [th.read_trace(p) for p in run.trace_files]
    names = sorted(tuple(e["name"] for e in d["traceEvents"] if e["ph"] == "X") for d in docs)
    # parent: c, then a; child: b, then a (active when it forked)
    assert names == [("b", "a"), ("c", "a")]
    assert sorted(d["otherData"]["pid"] for d in docs) == sorted(
        int(p.name.split(".")[1]) for p in run.trace_files)
    assert all(th.nesting_problems([e for e in d["traceEvents"] if e["ph"] == "X"]) == [] for d in docs)


def test_exit_with_routines_active_before_any_call_returned(edge, tmp_path):
    """The outputs are written in the abort hook before exit(); nothing has
    been recorded yet, and the budget may be zero: it must neither hang nor
    lose the open frames."""
    for budget in ("1000", "0"):
        work = tmp_path / budget
        work.mkdir()
        run = th.run_traced(edge, work, ["exit_nested"], SRCINST_TRACE_MAX_EVENTS=budget)
        assert run.result.returncode == 3 and run.result.stdout == b"done\n"
        kept = [(e["name"], e["args"].get("end")) for e in run.calls]
        assert kept == ([("b", "open_at_exit"), ("a", "open_at_exit")] if budget != "0" else [])
        assert run.other["dropped_events"] == (0 if budget != "0" else 2)
        assert sorted((r.name, r.calls, r.open_at_exit) for r in th.parse_profile(run.profile_text)) == \
            [("a", 1, 1), ("b", 1, 1)]
        assert [i["args"]["routine"] for i in run.instants] == ["b"]


def test_child_exiting_right_after_fork(edge, tmp_path):
    run = th.run_traced(edge, tmp_path, ["fork_exit"])
    assert run.result.returncode == 0
    docs = [th.read_trace(p) for p in run.trace_files]
    ends = sorted(tuple((e["name"], e["args"].get("end", "")) for e in d["traceEvents"] if e["ph"] == "X")
                  for d in docs)
    assert ends == [(("a", ""),), (("a", "open_at_exit"),)]


def test_exit_while_other_threads_run_hooks(edge, tmp_path):
    """Three threads call in a loop while main calls exit(): the outputs are
    complete JSON, well nested, with every thread's open frames closed."""
    for attempt in range(3):
        work = tmp_path / str(attempt)
        work.mkdir()
        run = th.run_traced(edge, work, ["exit_threads"], SRCINST_TRACE_MAX_EVENTS="30000")
        assert run.result.returncode == 0 and run.result.stdout == b"done\n", run.result.stderr
        assert th.nesting_problems(run.calls) == []
        assert run.other["threads"] == 4 and run.other["threads_busy_at_exit"] == 0
        # the budget is spent by the hammering threads: the profile has it all
        open_frames = {r.name: r.open_at_exit for r in th.parse_profile(run.profile_text)}
        assert open_frames["c"] == 1 and open_frames["a"] <= 3 and open_frames["b"] <= open_frames["a"]
        assert run.other["mismatched_exits"] == 0 and run.other["unwound_frames"] == 0


def test_thread_blocked_inside_a_routine_when_main_returns(edge, tmp_path):
    run = th.run_traced(edge, tmp_path, ["blocked_thread"])
    assert run.result.returncode == 0
    assert sorted((e["name"], e["args"].get("end", "")) for e in run.calls) == \
        [("a", "open_at_exit"), ("c", "")]
    assert len({e["tid"] for e in run.calls}) == 2


@pytest.mark.parametrize("case", ["skip", "mismatch", "exit_nested", "thread_exit", "many_threads"])
def test_profile_only_says_what_the_timeline_says(edge, tmp_path, case):
    """SRCINST_TRACE=0: the profile alone counts threads (not by their
    events, which are not kept then) and gives the unwound, mismatched and
    open frames the timeline's header gives."""
    def run(work, **env):
        work.mkdir()
        return th.run_traced(edge, work, [case], SRCINST_TRACE_MAX_EVENTS="50", **env)
    timeline, profile_only = run(tmp_path / "t"), run(tmp_path / "p", SRCINST_TRACE="0")
    assert profile_only.trace_files == [] and timeline.trace_files
    other = timeline.other
    expected = {"threads": other["threads"], "unwound": other["unwound_frames"],
                "mismatched": other["mismatched_exits"], "open": other["open_at_exit"],
                "dropped": other["dropped_events"], "busy": other["threads_busy_at_exit"]}
    assert th.profile_totals(timeline.profile_text) == expected
    assert th.profile_totals(profile_only.profile_text) == dict(expected, dropped=0)
    rows = th.parse_profile(profile_only.profile_text)
    assert sum(r.open_at_exit for r in rows) == expected["open"]
    assert sum(r.unwound for r in rows) == expected["unwound"]


def test_many_short_threads_share_the_budget(edge, tmp_path):
    """Chunks start small, and an ended thread gives back what it did not
    use: 300 threads of 3 calls each all fit in a budget of 2000 events."""
    run = th.run_traced(edge, tmp_path, ["many_threads"], SRCINST_TRACE_MAX_EVENTS="2000")
    assert run.other["dropped_events"] == 0 and len(run.calls) == 900
    assert run.other["threads"] == 300
    assert [(r.name, r.calls) for r in th.parse_profile(run.profile_text)] in \
        ([("a", 300), ("b", 600)], [("b", 600), ("a", 300)])


def test_routines_left_open_by_pthread_exit_end_with_their_thread(edge, tmp_path):
    run = th.run_traced(edge, tmp_path, ["thread_exit"])
    by_name = {e["name"]: e for e in run.calls}
    assert by_name["a"]["args"]["end"] == by_name["b"]["args"]["end"] == "open_at_exit"
    # closed when the thread ended, before main went on to call c
    end_a = th.ns(by_name["a"]["ts"]) + th.ns(by_name["a"]["dur"])
    assert end_a <= th.ns(by_name["c"]["ts"])
    assert run.other["open_at_exit"] == 2


def test_ended_threads_free_their_state(edge, tmp_path):
    """What stays per ended thread is its events (here 4 in a 64-event
    chunk) and a small record: well under 3 KB."""
    def peak_kb(threads: int) -> int:
        work = tmp_path / str(threads)
        work.mkdir()
        run = th.run_traced(edge, work, [f"churn={threads}"])
        assert run.result.returncode == 0
        assert len(run.calls) == 3 * threads
        return int(run.result.stderr.decode().split("maxrss_kb=")[1].split()[0])
    growth = peak_kb(4000) - peak_kb(200)
    assert growth / 3800 < 3.0, f"{growth} KB for 3800 more threads"


def test_bad_event_limit_is_ignored_and_reported_when_asked(edge, tmp_path):
    (tmp_path / "quiet").mkdir()
    (tmp_path / "told").mkdir()
    run = th.run_traced(edge, tmp_path / "quiet", ["budget"], SRCINST_TRACE_MAX_EVENTS="12abc")
    assert run.result.stderr == b"", "the program's stderr is its own"
    assert len(run.calls) == 100 and run.other["dropped_events"] == 0
    told = th.run_traced(edge, tmp_path / "told", ["budget"], SRCINST_TRACE_MAX_EVENTS="12abc",
                         SRCINST_TRACE_VERBOSE="1")
    assert b"ignoring SRCINST_TRACE_MAX_EVENTS=12abc (not a count)" in told.result.stderr


def test_environment_switches(edge, tmp_path):
    off = run_edge(edge, "skip", tmp_path / "off", SRCINST_TRACE="0")
    assert off.trace_files == [] and len(off.profile_files) == 1

    to_stderr = run_edge(edge, "skip", tmp_path / "stderr", SRCINST_PROFILE="stderr")
    assert to_stderr.profile_files == []
    assert b"# srcinst flat profile" in to_stderr.result.stderr

    none = run_edge(edge, "skip", tmp_path / "none", SRCINST_PROFILE="off", SRCINST_TRACE="off")
    assert none.trace_files == [] and none.profile_files == []

    mono = load(run_edge(edge, "skip", tmp_path / "mono", SRCINST_TRACE_CLOCK="monotonic"))
    assert mono.other["clock"] == "monotonic"


def test_unwritable_output_leaves_the_program_as_it_is_and_is_reported_when_asked(edge, tmp_path):
    work = tmp_path / "w"
    work.mkdir()
    env = {**helpers.program_env(None), "SRCINST_TRACE_PREFIX": str(tmp_path / "missing" / "t")}
    env.pop("SRCINST_TRACE_VERBOSE", None)
    r = helpers.run_cmd([edge, "skip"], cwd=work, env=env)
    assert r.returncode == 0 and r.stdout == b"done\n" and r.stderr == b""
    told = helpers.run_cmd([edge, "skip"], cwd=work, env={**env, "SRCINST_TRACE_VERBOSE": "1"})
    assert told.returncode == 0 and told.stdout == b"done\n"
    assert b"srcinst-trace: cannot write" in told.stderr
    assert "missing" in told.stderr.decode()


def test_default_output_names_carry_the_pid(edge, tmp_path):
    env = helpers.program_env(None)
    for key in ("SRCINST_TRACE_PREFIX", "SRCINST_PROFILE", "SRCINST_TRACE", "SRCINST_TRACE_FORMAT"):
        env.pop(key, None)
    proc = subprocess.Popen([str(edge), "skip"], cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == \
        [f"srcinst-trace.{proc.pid}.pftrace", f"srcinst-trace.{proc.pid}.profile.txt"]
    assert err == b"", "silent unless asked"
    told = tmp_path / "told"
    told.mkdir()
    proc = subprocess.Popen([str(edge), "skip"], cwd=told, env={**env, "SRCINST_TRACE_VERBOSE": "1"},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = proc.communicate(timeout=30)
    assert f"srcinst-trace: trace {told}/srcinst-trace.{proc.pid}.pftrace" in err.decode()  # one line says where


def test_child_with_a_cleared_environment_is_silent_and_writes_where_it_runs(edge, tmp_path):
    """`env -i prog` (a test suite's sandboxed child): nothing on its
    stdout/stderr but its own, its files in its working directory."""
    plain = helpers.run_cmd(["env", "-i", str(edge), "skip"], cwd=tmp_path)
    assert plain.returncode == 0 and plain.stdout == b"done\n" and plain.stderr == b""
    names = sorted(p.name.split(".", 2)[2] for p in tmp_path.iterdir())
    assert names == ["pftrace", "profile.txt"]


# --------------------------------------------------------------------------
# Building the runtime


@pytest.mark.parametrize("std", ["c99", "c11", "gnu89"])
def test_runtime_compiles_cleanly(std, tmp_path):
    helpers.compile_checked(["gcc", f"-std={std}", "-Wall", "-Wextra", "-Werror", "-O2", "-c",
                             th.RUNTIME_SRC_DIR / "srcinst_trace.c", "-o", tmp_path / "t.o"],
                            what="compiling the runtime")


@pytest.mark.parametrize("compiler,std", [("gcc", "c89"), ("g++", "c++98"), ("g++", "c++20")])
def test_header_is_strict_c89_and_cxx(compiler, std, tmp_path):
    src = tmp_path / ("h.cpp" if compiler == "g++" else "h.c")
    src.write_text('#include "srcinst_trace.h"\n'
                   "int main(void) { static const srcinst_region r = { \"m\", \"h\", 1 };\n"
                   "  SRCINST_TRACE_ENTER(&r); srcinst_trace_exit(&r); return 0; }\n")
    helpers.compile_checked([compiler, f"-std={std}", "-pedantic-errors", "-Wall", "-Wextra", "-Werror",
                             "-I", th.RUNTIME_SRC_DIR, "-c", src, "-o", tmp_path / "h.o"],
                            what="compiling the header")


def test_runtime_command_caches_per_compiler(tmp_path):
    env = th.srcinst_env(SRCINST_CACHE_DIR=str(tmp_path))
    first = helpers.run_cmd(th.srcinst_cmd("runtime", "--libs", "--cc", "gcc"), env=env,
                            timeout=helpers.COMPILE_TIMEOUT)
    assert first.returncode == 0, first.stderr
    obj = Path(first.stdout.decode().split()[0])
    stamp = obj.stat().st_mtime_ns
    again = helpers.run_cmd(th.srcinst_cmd("runtime", "--libs", "--cc", "gcc"), env=env)
    assert again.stdout == first.stdout and obj.stat().st_mtime_ns == stamp
    other = helpers.run_cmd(th.srcinst_cmd("runtime", "--libs", "--cc", "g++"), env=env,
                            timeout=helpers.COMPILE_TIMEOUT)
    assert other.returncode == 0 and other.stdout != first.stdout
    both = helpers.run_cmd(th.srcinst_cmd("runtime", "--cc", "gcc"), env=env).stdout.decode().split()
    assert both == [f"-I{th.RUNTIME_SRC_DIR}"] + first.stdout.decode().split()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".build-")]


def test_runtime_command_takes_a_compiler_with_options(tmp_path):
    """CC="gcc -m64" or "ccache gcc": the words are the command, and options
    are part of what identifies the build."""
    env = th.srcinst_env(SRCINST_CACHE_DIR=str(tmp_path))
    plain = helpers.run_cmd(th.srcinst_cmd("runtime", "--libs", "--cc", "gcc"), env=env,
                            timeout=helpers.COMPILE_TIMEOUT)
    with_options = helpers.run_cmd(th.srcinst_cmd("runtime", "--libs", "--cc", "gcc -m64 -g"), env=env,
                                   timeout=helpers.COMPILE_TIMEOUT)
    assert plain.returncode == 0 and with_options.returncode == 0, with_options.stderr
    assert plain.stdout != with_options.stdout


def test_runtime_command_reports_a_missing_compiler(tmp_path):
    r = helpers.run_cmd(th.srcinst_cmd("runtime", "--libs", "--cc", "no-such-cc"),
                        env=th.srcinst_env(SRCINST_CACHE_DIR=str(tmp_path)))
    assert r.returncode == 2
    assert r.stderr.decode() == "error: compiler 'no-such-cc' not found\n"


def test_runtime_command_reports_a_failing_build(tmp_path):
    fake = tmp_path / "badcc"
    fake.write_text("#!/bin/sh\necho 'fake 1.0'; [ \"$1\" = --version ] && exit 0; "
                    "echo 'badcc: cannot do that' >&2; exit 1\n")
    fake.chmod(0o755)
    r = helpers.run_cmd(th.srcinst_cmd("runtime", "--libs", "--cc", fake),
                        env=th.srcinst_env(SRCINST_CACHE_DIR=str(tmp_path / "c")))
    assert r.returncode == 1
    err = r.stderr.decode()
    assert err.startswith(f"error: building the trace runtime with '{fake}' failed:")
    assert "badcc: cannot do that" in err and "Traceback" not in err


def test_report_errors_are_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    r = helpers.run_cmd(th.srcinst_cmd("report", bad), env=th.srcinst_env())
    assert r.returncode == 1
    err = r.stderr.decode()
    assert err.startswith(f"{bad}: error: ") and "Traceback" not in err and err.count("\n") == 1
    missing = helpers.run_cmd(th.srcinst_cmd("report", tmp_path / "nope.json"), env=th.srcinst_env())
    assert missing.returncode != 0 and "Traceback" not in missing.stderr.decode()
