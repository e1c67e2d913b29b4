"""The Perfetto timeline (SRCINST_TRACE_FORMAT=perfetto).

The runtime's behaviour tests of test_trace_runtime.py run again here with
the Perfetto format: trace_helpers reads the .pftrace with Perfetto's own
protobuf schema (the `perfetto` package's perfetto_trace_pb2) into the JSON
trace's shape, so counts, nesting, threads, unwinding, exits and budgets are
checked on this format by the same assertions. Below them, what is
Perfetto's own: srcinst's reader agrees with Perfetto's schema, the two
formats describe the same calls, the file is small.
"""
from __future__ import annotations

from collections import Counter

import helpers
import pytest
import trace_helpers as th
from test_trace_runtime import (  # noqa: F401  (fixtures and tests collected here again)
    cache,
    edge,
    runtime_object,
    test_child_exiting_right_after_fork,
    test_counts_and_nesting,
    test_event_budget_bounds_the_trace_not_the_profile,
    test_events_after_finish_are_ignored,
    test_exit_below_top_unwinds_the_frames_above,
    test_exit_of_routine_never_entered_is_ignored_and_counted,
    test_exit_while_other_threads_run_hooks,
    test_exit_with_routines_active_before_any_call_returned,
    test_forked_child_writes_its_own_calls,
    test_longjmp_counts_hold_when_routines_are_inlined,
    test_many_short_threads_share_the_budget,
    test_names_are_escaped_into_valid_json,
    test_openmp_team_is_recorded,
    test_profile_only_says_what_the_timeline_says,
    test_recursion_counts_inclusive_time_once,
    test_routines_left_open_by_pthread_exit_end_with_their_thread,
    test_thread_blocked_inside_a_routine_when_main_returns,
    test_threads_are_recorded_separately,
    test_unwound_and_open_frames,
)


@pytest.fixture(autouse=True)
def perfetto_format(monkeypatch):
    monkeypatch.setattr(th, "FORMAT", "perfetto")


# --------------------------------------------------------------------------
# Perfetto's own


def _calls_with_callers(run: th.TracedRun) -> Counter:
    """What is deterministic in a run: each call with its thread, its end and
    the routine it was called from (times differ from run to run)."""
    return Counter((e["tid"], e["name"], e["args"]["file"], e["args"]["line"], e["args"].get("end", ""),
                    parent["name"] if parent else None)
                   for e, parent in th.callers(run.calls))


@pytest.mark.parametrize("name", ["hot.c", "longjmp.c", "exit_active.c", "exceptions.cpp"])
def test_both_formats_describe_the_same_calls(name, tmp_path, runtime_object):
    meta = th.parse_runtime_meta(th.RUNTIME_CORPUS / name)
    from test_trace_runtime import build_runtime_program
    exe = build_runtime_program(meta, tmp_path, runtime_object)
    runs = {}
    for fmt in ("json", "perfetto"):
        work = tmp_path / fmt
        work.mkdir()
        runs[fmt] = th.run_traced(exe, work, SRCINST_TRACE_FORMAT=fmt)
        assert [p.suffix for p in runs[fmt].trace_files] == [".json" if fmt == "json" else ".pftrace"]
    json_run, perfetto_run = runs["json"], runs["perfetto"]
    assert perfetto_run.result.stdout == json_run.result.stdout
    assert perfetto_run.result.returncode == json_run.result.returncode
    assert _calls_with_callers(perfetto_run) == _calls_with_callers(json_run)
    assert [e["name"] for e in perfetto_run.instants] == [e["name"] for e in json_run.instants]
    for key in ("threads", "dropped_events", "unwound_frames", "mismatched_exits", "open_at_exit",
                "threads_busy_at_exit", "program"):
        assert perfetto_run.other[key] == json_run.other[key], key


@pytest.mark.parametrize("name", ["pthreads.c", "longjmp.c", "exit_active.c", "hot.c"])
def test_srcinst_reader_agrees_with_perfettos_schema(name, tmp_path, runtime_object):
    """`srcinst report`'s reader (srcinst.trace.pftrace) reads what
    Perfetto's schema reads: every call with its times in ns, the counts,
    the exit instants."""
    from test_trace_runtime import build_runtime_program

    from srcinst.trace.report import load_trace
    exe = build_runtime_program(th.parse_runtime_meta(th.RUNTIME_CORPUS / name), tmp_path, runtime_object)
    run = th.run_traced(exe, tmp_path)
    (path,) = run.trace_files
    ours = load_trace(str(path))
    theirs = Counter((e["tid"], e["name"], e["args"]["file"], e["args"]["line"], th.ns(e["ts"]), th.ns(e["dur"]),
                      e["args"].get("end", "return")) for e in run.calls)
    assert Counter((c.tid, c.name, c.file, c.line, c.start_ns, c.dur_ns, c.end) for c in ours.calls) == theirs
    for key, value in run.other.items():
        assert ours.other_data[key] == value, key
    assert [(i.name, i.tid, i.routine, th.ns(i.ts_us)) for i in ours.instants] == \
        [(e["name"], e["tid"], e["args"]["routine"], th.ns(e["ts"])) for e in run.instants]


LOOP = """#include <stdio.h>
static int step(int x) { return x * 3 % 1000003 + 1; }
int main(void) { int s = 1; for (int i = 0; i < 20000; i++) s = step(s); printf("%d\\n", s); return 0; }
"""


def build_traced_c(work, name: str, text: str, runtime_object):
    """C source `text`, instrumented with trace and built with gcc -O2."""
    source = work / f"{name}.c"
    source.write_text(text)
    inst = work / f"{name}.inst.c"
    th.instrument_trace(source, inst, ["-I", th.RUNTIME_SRC_DIR])
    exe = work / name
    helpers.compile_checked(["gcc", "-O2", "-I", th.RUNTIME_SRC_DIR, inst, runtime_object, "-o", exe, "-pthread"],
                            what=f"building {name}.c with the trace runtime", source=inst)
    return exe


def test_a_call_costs_a_fraction_of_the_json(tmp_path, runtime_object):
    """20,000 calls in both formats: the Perfetto file takes under a third
    of the JSON's bytes (interned names, delta times), about 30 per call."""
    exe = build_traced_c(tmp_path, "loop", LOOP, runtime_object)
    sizes = {}
    for fmt in ("json", "perfetto"):
        work = tmp_path / fmt
        work.mkdir()
        run = th.run_traced(exe, work, SRCINST_TRACE_FORMAT=fmt)
        assert len(run.calls) == 20001
        sizes[fmt] = run.trace_files[0].stat().st_size / len(run.calls)
    assert sizes["perfetto"] * 3 < sizes["json"] and sizes["perfetto"] < 40, sizes


def test_unknown_format_is_ignored_silently_unless_asked(edge, tmp_path):
    runs = {}
    for name, extra in (("quiet", {}), ("told", {"SRCINST_TRACE_VERBOSE": "1"})):
        (tmp_path / name).mkdir()
        runs[name] = th.run_traced(edge, tmp_path / name, ["budget"], SRCINST_TRACE_FORMAT="xml", **extra)
        assert runs[name].result.returncode == 0
    assert runs["quiet"].result.stderr == b""
    assert [p.suffix for p in runs["quiet"].trace_files] == [".pftrace"]   # the default
    assert b"ignoring SRCINST_TRACE_FORMAT=xml" in runs["told"].result.stderr


COARSE_CLOCK = r"""#define _GNU_SOURCE
#include <dlfcn.h>
#include <time.h>
/* CLOCK_MONOTONIC in whole microseconds, as on machines whose clock ticks
   coarsely: many calls then begin and end at the same reading. */
int clock_gettime(clockid_t id, struct timespec *t)
{
    static int (*real)(clockid_t, struct timespec *);
    int r;
    if (!real)
        real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    r = real(id, t);
    if (id == CLOCK_MONOTONIC)
        t->tv_nsec -= t->tv_nsec % 1000;
    return r;
}
"""

SIBLINGS = """#include <stdio.h>
static int b(int x) { return x + 1; }
static int c(int x) { return x - 1; }
static int a(int x) { return b(x) + c(x); }
int main(void) { long s = 0; for (int i = 0; i < 20000; i++) s += a(i); printf("%ld\\\\n", s); return 0; }
"""


@pytest.fixture
def shim(tmp_path):
    """An LD_PRELOAD library whose CLOCK_MONOTONIC ticks in 1 µs steps."""
    library = tmp_path / "coarse.so"
    (tmp_path / "coarse.c").write_text(COARSE_CLOCK)
    helpers.compile_checked(["gcc", "-shared", "-fPIC", tmp_path / "coarse.c", "-o", library, "-ldl"],
                            what="building the coarse clock", source=tmp_path / "coarse.c")
    return library


def test_calls_nest_by_the_stack_not_by_a_coarse_clock(tmp_path, runtime_object, shim):
    """With a clock of 1 µs steps most of b's and c's calls take no time and
    c begins when b ends: the trace still says b and c were called by a, and
    a by main (the runtime records each call's depth on the stack)."""
    exe = build_traced_c(tmp_path, "siblings", SIBLINGS, runtime_object)
    work = tmp_path / "run"
    work.mkdir()
    run = th.run_traced(exe, work, SRCINST_TRACE_CLOCK="monotonic", LD_PRELOAD=str(shim))
    assert run.result.returncode == 0
    zero = sum(1 for e in run.calls if th.short_name(e["name"]) in ("b", "c") and th.ns(e["dur"]) == 0)
    assert zero > 1000, "the clock is not coarse: this test checks nothing"
    parents = Counter((th.short_name(e["name"]), e["parent"] and th.short_name(e["parent"])) for e in run.calls)
    assert parents == {("main", None): 1, ("a", "main"): 20000, ("b", "a"): 20000, ("c", "a"): 20000}


def test_report_call_tree_nests_by_the_stack_too(tmp_path, runtime_object, shim):
    """srcinst report's flame graph of the coarse-clock run: the paths the
    begins and ends give (main;a;b and main;a;c), not those the times suggest."""
    from srcinst.trace.report import call_tree, load_trace, write_folded
    exe = build_traced_c(tmp_path, "siblings", SIBLINGS, runtime_object)
    work = tmp_path / "run"
    work.mkdir()
    run = th.run_traced(exe, work, SRCINST_TRACE_CLOCK="monotonic", LD_PRELOAD=str(shim))
    root = call_tree([load_trace(str(run.trace_files[0]))])
    (main,) = root.children.values()
    (a,) = main.children.values()
    assert a.calls == 20000 and sorted((th.short_name(n), c.calls) for n, c in a.children.items()) == \
        [("b", 20000), ("c", 20000)]
    assert all(not c.children for c in a.children.values())
    assert write_folded(root)  # and it still draws
