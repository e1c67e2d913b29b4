"""srcinst.trace.report: on hand-built traces whose numbers are worked out by
hand, and (second half) on traces and profiles that programs built with the
trace runtime wrote: the streamed reading against the whole-file one, dropped
events, profiles as inputs, processes merged, and --exclude-list."""
from __future__ import annotations

import json
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

from srcinst.diagnostics import SrcinstError
from srcinst.patterns import RoutinePattern
from srcinst.trace import chrome_json
from srcinst.trace.report import (
    call_tree,
    exclude_pattern,
    format_summary,
    load_inputs,
    load_trace,
    profile,
    render_flamegraph_svg,
    write_folded,
)

SVG = "{http://www.w3.org/2000/svg}"


def call(name, ts, dur, tid=1, pid=1234, end=None, file="a.c", line=1):
    args = {"file": file, "line": line}
    if end:
        args["end"] = end
    return {"ph": "X", "name": name, "pid": pid, "tid": tid, "ts": ts, "dur": dur, "args": args}


def write_trace(directory, events, name="trace.json", **other):
    other_data = {"srcinst_trace": 1, "pid": 1234, "program": "./prog", "clock": "tsc",
                  "threads": 1, "dropped_events": 0, "unwound_frames": 0,
                  "mismatched_exits": 0, "open_at_exit": 0}
    other_data.update(other)
    metadata = [{"ph": "M", "name": "process_name", "pid": 1234, "tid": 0,
                 "args": {"name": "./prog"}}]
    path = directory / name
    path.write_text(json.dumps({"displayTimeUnit": "ns", "otherData": other_data,
                                "traceEvents": metadata + events}))
    return str(path)


def numbers(stat):
    return (stat.calls, stat.inclusive_us, stat.exclusive_us)


def by_name(stats):
    result = {s.name: s for s in stats}
    assert len(result) == len(stats), "routine names are not unique in this test"
    return result


# main [0, 1200.25] calls foo [100, 400] (which calls bar [150, 250]),
# baz [500, 700] and foo again [800, 900]; written in order of end time.
NESTED = [
    call("bar", 150, 100, line=20),
    call("foo", 100, 300, line=10),
    call("baz", 500, 200, line=30),
    call("foo", 800, 100, line=10),
    call("main", 0, 1200.25, line=3),
]


def nested_trace(tmp_path, events=NESTED, **other):
    return load_trace(write_trace(tmp_path, events, **other))


# --------------------------------------------------------------------------
# Loading


def test_load_trace_reads_calls_in_microseconds(tmp_path):
    trace = nested_trace(tmp_path)
    assert [c.name for c in trace.calls] == ["bar", "foo", "baz", "foo", "main"]
    main = trace.calls[-1]
    assert (main.file, main.line, main.pid, main.tid) == ("a.c", 3, 1234, 1)
    assert main.start_us == 0.0
    assert main.dur_us == 1200.25
    assert main.dur_ns == 1200250
    assert main.end == "return"
    assert trace.program == "./prog"


def test_nanosecond_resolution_is_exact(tmp_path):
    # 0.1 + 0.2 is not 0.3 in floats; the child must still end exactly where
    # its parent ends, so its time is not counted twice or lost.
    trace = load_trace(write_trace(tmp_path, [call("child", 0.2, 0.1), call("parent", 0.1, 0.2)]))
    stats = by_name(profile([trace]))
    assert stats["parent"].exclusive_us == 0.1
    assert stats["child"].exclusive_us == 0.1
    assert call_tree([trace]).children["parent"].children["child"].calls == 1


# --------------------------------------------------------------------------
# Flat profile


def test_profile_nested_inclusive_and_exclusive(tmp_path):
    stats = profile([nested_trace(tmp_path)])
    assert [s.name for s in stats] == ["main", "foo", "baz", "bar"]  # by exclusive time
    s = by_name(stats)
    assert numbers(s["main"]) == (1, 1200.25, 600.25)
    # foo: (300 - 100) + 100
    assert numbers(s["foo"]) == (2, 400.0, 300.0)
    assert numbers(s["baz"]) == (1, 200.0, 200.0)
    assert numbers(s["bar"]) == (1, 100.0, 100.0)
    assert (s["foo"].file, s["foo"].line) == ("a.c", 10)


def test_profile_ties_sorted_by_name(tmp_path):
    events = [call("zeta", 0, 10), call("alpha", 20, 10), call("mid", 40, 10)]
    stats = profile([load_trace(write_trace(tmp_path, events))])
    assert [s.name for s in stats] == ["alpha", "mid", "zeta"]


def test_recursion_inclusive_counts_outermost_activation_only(tmp_path):
    events = [
        call("fact", 20, 60),
        call("fact", 10, 80),
        call("fact", 0, 100),
        call("main", 0, 120),
    ]
    s = by_name(profile([load_trace(write_trace(tmp_path, events))]))
    assert s["fact"].calls == 3
    assert s["fact"].inclusive_us == 100.0  # not 100 + 80 + 60
    assert s["fact"].exclusive_us == 100.0  # 20 + 20 + 60
    assert (s["main"].inclusive_us, s["main"].exclusive_us) == (120.0, 20.0)


def test_mutual_recursion_inclusive(tmp_path):
    # a [0,100] -> b [10,90] -> a [20,80]
    events = [call("a", 20, 60), call("b", 10, 80), call("a", 0, 100)]
    s = by_name(profile([load_trace(write_trace(tmp_path, events))]))
    assert numbers(s["a"]) == (2, 100.0, 80.0)
    assert numbers(s["b"]) == (1, 80.0, 20.0)


def test_same_name_in_different_files_are_different_routines(tmp_path):
    events = [call("helper", 0, 10, file="a.c", line=5), call("helper", 20, 30, file="b.c", line=7)]
    stats = profile([load_trace(write_trace(tmp_path, events))])
    assert [(s.file, s.line, s.exclusive_us) for s in stats] == [("b.c", 7, 30.0), ("a.c", 5, 10.0)]


def test_out_of_order_events_give_the_same_profile(tmp_path):
    expected = profile([nested_trace(tmp_path)])
    reversed_events = list(reversed(NESTED))  # every caller before its callees
    shuffled = [NESTED[3], NESTED[0], NESTED[4], NESTED[2], NESTED[1]]
    for number, events in enumerate([reversed_events, shuffled]):
        path = write_trace(tmp_path, events, name=f"shuffled{number}.json")
        assert profile([load_trace(path)]) == expected


def test_out_of_order_events_with_equal_end_times(tmp_path):
    # main [0,100] calls a [0,30] and b [30,100]; main written first.
    events = [call("main", 0, 100), call("b", 30, 70), call("a", 0, 30)]
    root = call_tree([load_trace(write_trace(tmp_path, events))])
    assert list(root.children) == ["main"]
    main = root.children["main"]
    assert sorted(main.children) == ["a", "b"]
    assert (main.self_us, main.children["b"].self_us) == (0.0, 70.0)


def test_two_threads_do_not_nest_into_each_other(tmp_path):
    # Overlapping in time, but on different threads.
    events = [
        call("work", 10, 50, tid=1),
        call("work", 5, 40, tid=2),
        call("worker", 0, 80, tid=2),
        call("main", 0, 100, tid=1),
    ]
    trace = load_trace(write_trace(tmp_path, events, threads=2))
    s = by_name(profile([trace]))
    assert (s["main"].inclusive_us, s["main"].exclusive_us) == (100.0, 50.0)
    assert (s["worker"].inclusive_us, s["worker"].exclusive_us) == (80.0, 40.0)
    assert numbers(s["work"]) == (2, 90.0, 90.0)

    root = call_tree([trace])
    assert sorted(root.children) == ["main", "worker"]
    assert (root.calls, root.total_us) == (2, 180.0)
    assert root.children["main"].children["work"].total_us == 50.0
    assert root.children["worker"].children["work"].total_us == 40.0


def two_process_traces(tmp_path):
    # Same pid and tid in both files: calls must still not nest across files.
    rank0 = [call("compute", 100, 600), call("main", 0, 1000)]
    rank1 = [call("compute", 100, 900), call("main", 0, 1200)]
    return [load_trace(write_trace(tmp_path, rank0, name="r0.json")),
            load_trace(write_trace(tmp_path, rank1, name="r1.json"))]


def test_two_files_are_merged(tmp_path):
    traces = two_process_traces(tmp_path)
    s = by_name(profile(traces))
    assert numbers(s["main"]) == (2, 2200.0, 700.0)
    assert numbers(s["compute"]) == (2, 1500.0, 1500.0)

    root = call_tree(traces)
    assert list(root.children) == ["main"]
    main = root.children["main"]
    assert (main.calls, main.total_us, main.self_us) == (2, 2200.0, 700.0)
    assert (main.children["compute"].calls, main.children["compute"].total_us) == (2, 1500.0)


def test_equal_timestamps(tmp_path):
    # main [0,100] calls a [0,30] (starting with main) and b [30,100] (ending
    # with main); b calls z, zero-length at b's end. After main returns, q runs
    # for zero time at 100: same time as z, but written after main.
    events = [
        call("a", 0, 30),
        call("z", 100, 0),
        call("b", 30, 70),
        call("main", 0, 100),
        call("q", 100, 0),
    ]
    trace = load_trace(write_trace(tmp_path, events))
    root = call_tree([trace])
    assert sorted(root.children) == ["main", "q"]
    main = root.children["main"]
    assert sorted(main.children) == ["a", "b"]
    assert list(main.children["b"].children) == ["z"]
    assert main.self_us == 0.0
    s = by_name(profile([trace]))
    assert (s["a"].exclusive_us, s["b"].exclusive_us, s["main"].exclusive_us) == (30.0, 70.0, 0.0)
    assert (s["z"].calls, s["z"].inclusive_us, s["q"].calls) == (1, 0.0, 1)


def test_identical_intervals_caller_is_the_one_written_later(tmp_path):
    events = [call("wrapped", 0, 100), call("wrapper", 0, 100)]
    root = call_tree([load_trace(write_trace(tmp_path, events))])
    assert list(root.children) == ["wrapper"]
    wrapper = root.children["wrapper"]
    assert (wrapper.self_us, wrapper.children["wrapped"].self_us) == (0.0, 100.0)


def test_unwound_and_open_at_exit_are_counted(tmp_path):
    events = [
        call("f", 10, 10, end="unwound"),
        call("f", 30, 10, end="unwound"),
        call("g", 50, 10),
        call("main", 0, 100, end="open_at_exit"),
    ]
    trace = load_trace(write_trace(tmp_path, events, unwound_frames=2, open_at_exit=1))
    s = by_name(profile([trace]))
    assert (s["f"].unwound, s["f"].open_at_exit) == (2, 0)
    assert (s["main"].unwound, s["main"].open_at_exit) == (0, 1)
    assert (s["g"].unwound, s["g"].open_at_exit) == (0, 0)
    summary = format_summary(profile([trace]), [trace])
    assert ("note: 2 frames closed by unwinding (longjmp or exception) instead of a return"
            in summary)
    assert "note: 1 frame still open when the process ended" in summary


def test_deep_recursion_does_not_hit_python_recursion_limit(tmp_path):
    depth = 2000
    events = [call("r", k, 2 * (depth - k)) for k in reversed(range(depth))]
    trace = load_trace(write_trace(tmp_path, events))
    s = by_name(profile([trace]))
    assert numbers(s["r"]) == (depth, 4000.0, 4000.0)
    root = call_tree([trace])
    folded = write_folded(root)
    # every level has 2 us of self time
    assert folded.count("\n") == depth
    assert folded.splitlines()[-1] == ";".join(["r"] * depth) + " 2"
    ET.fromstring(render_flamegraph_svg(root))


# --------------------------------------------------------------------------
# Call tree


def test_call_tree_merges_by_path(tmp_path):
    root = call_tree([nested_trace(tmp_path)])
    assert (root.name, root.calls, root.total_us, root.self_us) == ("all", 1, 1200.25, 0.0)
    main = root.children["main"]
    assert (main.calls, main.total_us, main.self_us) == (1, 1200.25, 600.25)
    assert list(main.children) == ["foo", "baz"]  # in order of first call
    foo = main.children["foo"]
    assert (foo.calls, foo.total_us, foo.self_us) == (2, 400.0, 300.0)
    assert (foo.children["bar"].calls, foo.children["bar"].total_us) == (1, 100.0)
    assert foo.children["bar"].children == {}


# --------------------------------------------------------------------------
# Summary


def table_rows(summary):
    lines = summary.splitlines()
    start = next(i for i, line in enumerate(lines) if line.split()[:1] == ["calls"])
    rows = []
    for line in lines[start + 1:]:
        if not line.strip() or line.startswith("..."):
            break
        rows.append(line.split())
    return rows


def test_summary_table_and_header(tmp_path):
    trace = nested_trace(tmp_path)
    summary = format_summary(profile([trace]), [trace])
    lines = summary.splitlines()
    assert lines[0] == "srcinst profile: 1 process, 1 thread, 5 calls"
    assert "program: ./prog" in lines
    assert "total time in top-level calls: 1.200 ms" in lines
    assert table_rows(summary) == [
        ["1", "1.200", "0.600", "50.01", "main", "a.c:3"],  # 600.25 / 1200.25
        ["2", "0.400", "0.300", "24.99", "foo", "a.c:10"],
        ["1", "0.200", "0.200", "16.66", "baz", "a.c:30"],
        ["1", "0.100", "0.100", "8.33", "bar", "a.c:20"],
    ]
    assert "dropped" not in summary
    assert "warning" not in summary


def test_summary_top_n(tmp_path):
    trace = nested_trace(tmp_path)
    summary = format_summary(profile([trace]), [trace], top=2)
    assert [row[4] for row in table_rows(summary)] == ["main", "foo"]
    assert "... and 2 more routines" in summary.splitlines()


def test_summary_two_processes(tmp_path):
    traces = two_process_traces(tmp_path)
    summary = format_summary(profile(traces), traces)
    assert summary.splitlines()[0] == "srcinst profile: 2 processes, 2 threads, 4 calls"
    assert "total time in top-level calls: 2.200 ms" in summary.splitlines()


def test_summary_notes_dropped_events_mismatches_and_instants(tmp_path):
    abort = {"ph": "i", "name": "abort", "s": "t", "pid": 1234, "tid": 1, "ts": 500.0,
             "args": {"routine": "main", "file": "a.c", "line": 20}}
    path = write_trace(tmp_path, NESTED + [abort], dropped_events=5, mismatched_exits=3)
    trace = load_trace(path)
    lines = format_summary(profile([trace]), [trace]).splitlines()
    assert f"warning: {path}: 5 events dropped by the runtime; this profile is incomplete" in lines
    assert ("warning: 3 routine exits did not match the innermost open routine; "
            "some call paths may be wrong") in lines
    assert "note: abort in main (a.c:20) at 0.500 ms, pid 1234 thread 1" in lines
    # the instant is not a call
    assert sum(s.calls for s in profile([trace])) == 5


def test_summary_without_calls(tmp_path):
    trace = load_trace(write_trace(tmp_path, []))
    assert "no calls recorded" in format_summary(profile([trace]), [trace]).splitlines()


# --------------------------------------------------------------------------
# Errors


def test_invalid_json_error(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"traceEvents": [\n  {"ph": "X",, }\n')
    with pytest.raises(SrcinstError) as info:
        load_trace(str(path))
    assert str(info.value) == (f"{path}: error: invalid JSON at line 2 column 14: "
                               "Expecting property name enclosed in double quotes")


@pytest.mark.parametrize("text", ['{"otherData": {}}', "[1, 2]"])
def test_missing_trace_events_error(tmp_path, text):
    path = tmp_path / "other.json"
    path.write_text(text)
    with pytest.raises(SrcinstError) as info:
        load_trace(str(path))
    assert str(info.value) == f"{path}: error: not a srcinst trace (no traceEvents)"


def test_unreadable_and_empty_files(tmp_path):
    missing = tmp_path / "missing.json"
    with pytest.raises(SrcinstError) as info:
        load_trace(str(missing))
    assert str(info.value) == f"{missing}: error: cannot read trace: No such file or directory"
    empty = tmp_path / "empty.json"
    empty.write_text("")
    with pytest.raises(SrcinstError) as info:
        load_trace(str(empty))
    assert str(info.value) == f"{empty}: error: empty file (the traced program wrote no trace?)"


def test_call_without_duration_error(tmp_path):
    path = tmp_path / "nodur.json"
    path.write_text('{"traceEvents": [{"ph": "M", "name": "x"},\n'
                    ' {"ph": "X", "name": "f", "ts": 1}]}')
    with pytest.raises(SrcinstError) as info:
        load_trace(str(path))
    assert str(info.value) == f"{path}: error: traceEvents[1]: 'dur' is missing or not a number"


# --------------------------------------------------------------------------
# Flame graph


def frames(svg_text):
    """{tooltip: (rect attributes, label or None)} of every <g>."""
    result = {}
    for group in ET.fromstring(svg_text).iter(SVG + "g"):
        text = group.find(SVG + "text")
        result[group.find(SVG + "title").text] = (
            group.find(SVG + "rect").attrib, None if text is None else text.text)
    return result


def test_flamegraph_frames_tooltips_and_geometry(tmp_path):
    svg = render_flamegraph_svg(call_tree([nested_trace(tmp_path)]), title="prog")
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg"
    assert root.get("width") == "1200"
    found = frames(svg)
    assert sorted(found) == [
        "all (1 call, 1.200 ms, 100.00%)",
        "bar (1 call, 0.100 ms, 8.33%)",
        "baz (1 call, 0.200 ms, 16.66%)",
        "foo (2 calls, 0.400 ms, 33.33%)",
        "main (1 call, 1.200 ms, 100.00%)",
    ]
    all_rect, all_label = found["all (1 call, 1.200 ms, 100.00%)"]
    main_rect, main_label = found["main (1 call, 1.200 ms, 100.00%)"]
    foo_rect, _ = found["foo (2 calls, 0.400 ms, 33.33%)"]
    baz_rect, _ = found["baz (1 call, 0.200 ms, 16.66%)"]
    bar_rect, _ = found["bar (1 call, 0.100 ms, 8.33%)"]
    assert (all_label, main_label) == ("all", "main")
    # 1180 px for 1200.25 us; children left to right by name: baz, then foo
    assert (float(all_rect["x"]), float(all_rect["width"])) == (10.0, 1180.0)
    assert float(baz_rect["x"]) == 10.0
    assert float(baz_rect["width"]) == pytest.approx(200 / 1200.25 * 1180, abs=0.01)  # 196.63
    assert float(foo_rect["x"]) == pytest.approx(10 + 196.63, abs=0.01)
    assert float(foo_rect["width"]) == pytest.approx(393.25, abs=0.01)
    assert float(bar_rect["x"]) == float(foo_rect["x"])
    # Root at the bottom, one 16-px row per level.
    height = int(root.get("height"))
    assert height == 34 + 4 * 16 + 10
    assert int(all_rect["y"]) == height - 10 - 16
    assert int(main_rect["y"]) == int(all_rect["y"]) - 16
    assert int(bar_rect["y"]) == int(all_rect["y"]) - 3 * 16
    assert "prog" in [t.text for t in root.findall(SVG + "text")]


def test_flamegraph_labels_and_thin_frames(tmp_path):
    events = [
        call("tiny", 1, 1),  # 1.18 px: a box without text
        call("speck", 3, 0.05),  # 0.059 px: dropped
        call("a_rather_long_routine_name", 10, 68),  # 80.24 px: 10 characters
        call("main", 0, 1000),
    ]
    svg = render_flamegraph_svg(call_tree([load_trace(write_trace(tmp_path, events))]))
    found = frames(svg)
    assert "speck" not in svg
    assert found["tiny (1 call, 0.001 ms, 0.10%)"][1] is None
    assert found["a_rather_long_routine_name (1 call, 0.068 ms, 6.80%)"][1] == "a_rather.."


def test_flamegraph_escapes_cpp_names(tmp_path):
    events = [
        call("std::vector<int>::push_back", 10, 500),
        call("operator<<", 600, 300),
        call("a&b", 950, 40),
        call("main", 0, 1000),
    ]
    root = call_tree([load_trace(write_trace(tmp_path, events))])
    svg = render_flamegraph_svg(root, title="<prog> & co")
    assert "std::vector&lt;int&gt;::push_back" in svg
    assert "operator&lt;&lt;" in svg
    found = frames(svg)  # parses, so the escaping is well-formed
    assert found["std::vector<int>::push_back (1 call, 0.500 ms, 50.00%)"][1] == (
        "std::vector<int>::push_back")
    assert found["operator<< (1 call, 0.300 ms, 30.00%)"][1] == "operator<<"
    assert found["a&b (1 call, 0.040 ms, 4.00%)"][1] == "a&b"
    titles = [t.text for t in ET.fromstring(svg).findall(SVG + "text")]
    assert "<prog> & co" in titles


def test_flamegraph_is_deterministic_with_warm_colours(tmp_path):
    first = render_flamegraph_svg(call_tree([nested_trace(tmp_path)]))
    again = render_flamegraph_svg(call_tree([load_trace(write_trace(tmp_path, NESTED[::-1],
                                                                    name="again.json"))]))
    assert first == again
    fills = re.findall(r'fill="rgb\((\d+),(\d+),(\d+)\)"', first)
    assert len(fills) == 5
    for red, green, blue in fills:
        assert 205 <= int(red) <= 255 and int(green) <= 230 and int(blue) <= 55


def test_flamegraph_of_empty_trace(tmp_path):
    svg = render_flamegraph_svg(call_tree([load_trace(write_trace(tmp_path, []))]))
    assert frames(svg) == {}
    assert "no calls recorded" in svg


# --------------------------------------------------------------------------
# Folded stacks


def test_folded_output(tmp_path):
    folded = write_folded(call_tree([nested_trace(tmp_path)]))
    assert folded == "main 600\nmain;baz 200\nmain;foo 300\nmain;foo;bar 100\n"


def test_folded_rounds_half_up_and_leaves_out_zero(tmp_path):
    events = [call("a", 1, 0.5), call("b", 2, 0.4), call("main", 0, 10)]
    folded = write_folded(call_tree([load_trace(write_trace(tmp_path, events))]))
    assert folded == "main 9\nmain;a 1\n"  # main: 10 - 0.9 = 9.1; b: 0.4 rounds to 0


# --------------------------------------------------------------------------
# The runtime's line layout, read a block of lines at a time


def runtime_layout(events, pid=1234, **other):
    """A trace as the runtime writes it (write_trace in srcinst_trace.c): one
    event per line, keys in its order, microseconds with three decimals."""
    other_data = {"srcinst_trace": 1, "pid": pid, "program": "./prog", "clock": "tsc", "threads": 1,
                  "threads_busy_at_exit": 0, "dropped_events": 0, "unwound_frames": 0,
                  "mismatched_exits": 0, "open_at_exit": 0}
    other_data.update(other)
    lines = [f'{{"ph":"M","name":"process_name","pid":{pid},"tid":0,"args":{{"name":"./prog"}}}}']
    for event in events:
        if event["ph"] != "X":
            lines.append(json.dumps(event, separators=(",", ":")))
            continue
        args = event["args"]
        end = f',"end":"{args["end"]}"' if "end" in args else ""
        lines.append(f'{{"ph":"X","name":{json.dumps(event["name"])},"pid":{event["pid"]},"tid":{event["tid"]},'
                     f'"ts":{event["ts"]:.3f},"dur":{event["dur"]:.3f},"args":{{"file":{json.dumps(args["file"])},'
                     f'"line":{args["line"]}{end}}}}}')
    return ('{"displayTimeUnit":"ns",\n"otherData":' + json.dumps(other_data, separators=(",", ":")) +
            ',\n"traceEvents":[\n' + ",\n".join(lines) + "\n]}\n")


def same_reading(a, b):
    """Two loaded traces say the same, in everything report uses."""
    assert profile([a]) == profile([b])
    assert call_tree([a]) == call_tree([b])
    assert write_folded(call_tree([a])) == write_folded(call_tree([b]))
    assert a.calls == b.calls
    assert (a.instants, a.other_data, a.threads) == (b.instants, b.other_data, b.threads)
    assert format_summary(profile([a]), [a]) == format_summary(profile([b]), [b]).replace(b.path, a.path)


# Names with what JSON escapes, calls that did not return, two threads taking
# turns within one block, recursion, zero-length calls at a caller's end.
MIXED = [
    call('say "hi"\\n', 10, 5, line=7),
    call("fact", 30, 10, line=2),
    call("fact", 25, 20, line=2),
    call("fact", 20, 30, end="unwound", line=2),
    call("zero", 60, 0, line=9),
    call("caf\u00e9 \u00fcber", 50, 10, line=8),
    call("main", 0, 60, line=1),
    call("work", 5, 40, tid=2, line=4, file="b.c"),
    call("worker", 0, 80, tid=2, end="open_at_exit", line=3, file="b.c"),
    call("late", 70, 1, line=5),
    {"ph": "i", "name": "exit", "s": "t", "pid": 1234, "tid": 1, "ts": 71.0,
     "args": {"routine": "late", "file": "a.c", "line": 6}},
]


@pytest.mark.parametrize("block_bytes", [1 << 20, 150])
def test_runtime_layout_reads_as_the_whole_json_does(tmp_path, monkeypatch, block_bytes):
    # Small blocks cut the file within lines and threads.
    monkeypatch.setattr(chrome_json, "BLOCK_BYTES", block_bytes)
    streamed = tmp_path / "trace.1234.json"
    streamed.write_text(runtime_layout(MIXED, threads=2, unwound_frames=1, open_at_exit=1), encoding="utf-8")
    whole = write_trace(tmp_path, MIXED, name="whole.json", threads=2, unwound_frames=1, open_at_exit=1,
                        threads_busy_at_exit=0)
    a, b = load_trace(str(streamed)), load_trace(whole)
    same_reading(a, b)
    s = by_name(profile([a]))
    assert numbers(s["fact"]) == (3, 30.0, 30.0)
    assert (s["fact"].unwound, s["worker"].open_at_exit) == (1, 1)
    assert s['say "hi"\\n'].calls == s["caf\u00e9 \u00fcber"].calls == 1
    assert list(call_tree([a]).children["main"].children) == ['say "hi"\\n', "fact", "caf\u00e9 \u00fcber"]
    assert [i.routine for i in a.instants] == ["late"]


def test_runtime_layout_out_of_end_order_is_sorted(tmp_path):
    events = [NESTED[3], NESTED[0], NESTED[4], NESTED[2], NESTED[1]]
    path = tmp_path / "shuffled.json"
    path.write_text(runtime_layout(events))
    assert profile([load_trace(str(path))]) == profile([nested_trace(tmp_path)])


def broken(tmp_path, text, line, change):
    lines = text.split("\n")
    lines[line - 1] = change(lines[line - 1])
    path = tmp_path / f"broken{line}.json"
    path.write_text("\n".join(lines))
    with pytest.raises(SrcinstError) as info:
        load_trace(str(path))
    return str(info.value).replace(str(path), "PATH")


def test_malformed_lines_are_errors_with_their_line(tmp_path):
    text = runtime_layout(NESTED)  # lines 4 (metadata) to 9, then "]}"
    assert broken(tmp_path, text, 6, lambda line: line.replace('"dur":300.000', '"dur":x')) == (
        "PATH:6:62: error: invalid JSON: Expecting value")
    assert broken(tmp_path, text, 6, lambda line: line.replace('"dur":300.000,', "")) == (
        "PATH:6: error: 'dur' is missing or not a number")
    assert broken(tmp_path, text, 7, lambda line: line.rstrip(",")) == (
        "PATH:7: error: invalid JSON: ',' expected after this event")
    assert broken(tmp_path, text, 9, lambda line: line + ",") == (
        "PATH:9: error: invalid JSON: ',' after the last event")
    assert broken(tmp_path, text, 10, lambda line: "") == (
        "PATH:10: error: truncated trace: no closing ']}' (was it written completely?)")
    assert broken(tmp_path, text, 11, lambda line: "{}") == "PATH:11: error: text after the end of the trace"
    assert broken(tmp_path, text, 5, lambda line: line.replace('"name":"bar"', '"name":7')) == (
        "PATH:5: error: call event without a name")


def test_malformed_line_from_the_command_line_is_one_error(tmp_path):
    path = tmp_path / "trace.1234.json"
    path.write_text(runtime_layout(NESTED).replace('"ts":150.000', '"ts":150.000.5'))
    r = report_cmd(path)
    assert r.returncode == 1
    assert r.stderr.decode() == f"{path}:5:55: error: invalid JSON: Expecting ',' delimiter\n"


PROFILE_TEXT = (b"# srcinst flat profile: ./prog, pid 42, 2 threads, 3.500 ms in routines\n"
                b"#        calls      incl ms      excl ms  excl %  routine [file:line] {unwound, open at exit}\n"
                b"             2        3.500        2.250   64.29  int main(void) [a.c:3] {0, 1}\n"
                b"          1000        1.250        1.250   35.71  int caf\xe9(int) [caf\xc3\xa9.c:7]\n")


def test_profile_of_an_older_runtime_and_its_bytes(tmp_path):
    # No second header line (runtimes before it); a name in Latin-1, a file name in UTF-8.
    path = tmp_path / "old.profile.txt"
    path.write_bytes(PROFILE_TEXT)
    trace = load_trace(str(path))
    assert (trace.threads, trace.pid, trace.program, trace.dropped_events) == (2, 42, "./prog", 0)
    assert [(s.name, s.file, s.line, s.calls, s.inclusive_us, s.exclusive_us, s.unwound, s.open_at_exit)
            for s in profile([trace])] == [("int main(void)", "a.c", 3, 2, 3500.0, 2250.0, 0, 1),
                                           ("int caf\u00e9(int)", "caf\u00e9.c", 7, 1000, 1250.0, 1250.0, 0, 0)]
    assert call_tree([trace]) == call_tree([])
    bad = tmp_path / "bad.profile.txt"
    bad.write_bytes(PROFILE_TEXT + b"  12 oops\n")
    with pytest.raises(SrcinstError) as info:
        load_trace(str(bad))
    assert str(info.value) == f"{bad}:5: error: not a row of a srcinst profile: '12 oops'"


def test_a_profile_of_another_process_is_not_taken_for_the_traces(tmp_path):
    trace = write_trace(tmp_path, NESTED, name="trace.1234.json", dropped_events=3)
    other = tmp_path / "trace.1234.profile.txt"
    other.write_bytes(PROFILE_TEXT)  # pid 42
    loaded, notes = load_inputs([trace, str(other)])
    assert [t.path for t in loaded] == [trace] and not loaded[0].uses_profile
    assert [str(note) for note in notes] == [
        f"{other}: note: not the profile of {trace} (another pid or run); not counted"]


# --------------------------------------------------------------------------
# Traces and profiles that the runtime wrote

DATA = helpers.REPO / "tests" / "data" / "trace"


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


def build_traced(source: Path, work: Path, runtime_object: Path, select=None) -> Path:
    """`source` instrumented with the trace spec (and `srcinst -f select`) and built."""
    work.mkdir(parents=True, exist_ok=True)
    inst = work / source.name
    compiler, flags = {".c": ("gcc", []), ".cpp": ("g++", ["-std=c++17"]), ".f90": ("gfortran", [])}[source.suffix]
    extra = [*flags, "-I", th.RUNTIME_SRC_DIR] if compiler != "gfortran" else []
    th.instrument_trace(source, inst, [*extra, *(["-f", select] if select else [])])
    exe = work / "prog"
    helpers.compile_checked([compiler, *flags, "-w", "-I", th.RUNTIME_SRC_DIR, inst, runtime_object, "-o", exe,
                             "-pthread"], what=f"building {source.name} with the trace runtime", source=inst,
                            cwd=work)
    return exe


def traced_run(exe: Path, work: Path, fmt: str = "json", **env) -> th.TracedRun:
    work.mkdir(parents=True, exist_ok=True)
    run = th.run_traced(exe, work, SRCINST_TRACE_FORMAT=fmt, **env)
    assert run.result.returncode == 0, run.result.stderr.decode(errors="replace")
    assert len(run.trace_files) == 1 and len(run.profile_files) == 1
    return run


def report_cmd(*args, cwd=None):
    return helpers.run_cmd(th.srcinst_cmd("report", *args), cwd=cwd, env=th.srcinst_env())


@pytest.fixture(scope="module")
def mix(tmp_path_factory, runtime_object):
    """tests/data/trace/report_mix.c, built with the trace runtime."""
    work = tmp_path_factory.mktemp("mix")
    return build_traced(DATA / "report_mix.c", work / "build", runtime_object)


def profile_rows(run):
    return {(r.name, r.file, r.line): r for r in th.parse_profile(run.profile_text)}


def assert_agrees_with_runtime_profile(stats, run) -> None:
    """Counts as the runtime's profile of the run has them, times within its rounding."""
    rows = profile_rows(run)
    assert {(s.name, s.file, s.line): (s.calls, s.unwound, s.open_at_exit) for s in stats} == {
        key: (r.calls, r.unwound, r.open_at_exit) for key, r in rows.items()}
    for s in stats:
        row = rows[(s.name, s.file, s.line)]
        slack = 0.0015 + 2e-6 * s.calls  # ms: the profile's rounding, and each timestamp's ns
        assert abs(s.inclusive_us / 1000 - row.inclusive_ms) <= slack, s
        assert abs(s.exclusive_us / 1000 - row.exclusive_ms) <= slack, s


def test_runtime_trace_streamed_equals_whole_file(mix, tmp_path):
    run = traced_run(mix, tmp_path)
    path = run.trace_files[0]
    assert path.read_bytes().startswith(b'{"displayTimeUnit":"ns",\n"otherData":{')
    whole = tmp_path / "pretty.json"  # not the runtime's layout: read whole, with json
    whole.write_text(json.dumps(json.loads(path.read_text()), indent=1))
    streamed = load_trace(str(path))
    same_reading(streamed, load_trace(str(whole)))
    # ... and both say what the runtime's own profile says.
    stats = profile([streamed])
    assert_agrees_with_runtime_profile(stats, run)
    s = {th.short_name(stat.name): stat for stat in stats}
    assert (s["fact"].calls, s["deep"].unwound, s["main"].open_at_exit, s["finish"].open_at_exit) == (486, 5, 1, 1)
    assert s["fact"].inclusive_us < sum(c.dur_us for c in streamed.calls if th.short_name(c.name) == "fact")
    assert streamed.threads == 4 and [i.name for i in streamed.instants] == ["exit"]


def test_perfetto_trace_says_what_the_runtime_profile_says(mix, tmp_path):
    """The default format, read by srcinst's Perfetto reader: the calls and
    their times are those of the runtime's own profile of the run."""
    run = traced_run(mix, tmp_path, "perfetto")
    path = run.trace_files[0]
    assert path.suffix == ".pftrace"
    trace = load_trace(str(path))
    assert_agrees_with_runtime_profile(profile([trace]), run)
    assert trace.threads == 4 and [i.name for i in trace.instants] == ["exit"]


@pytest.mark.parametrize("fmt", ["json", "perfetto"])
def test_dropped_events_take_exact_rows_from_the_profile_beside(mix, tmp_path, fmt):
    run = traced_run(mix, tmp_path, fmt, SRCINST_TRACE_MAX_EVENTS="100")
    trace_file, profile_file = run.trace_files[0], run.profile_files[0]
    dropped = run.other["dropped_events"]
    assert dropped > 0 and len(run.calls) == 100
    trace = load_trace(str(trace_file))
    rows = profile_rows(run)
    assert {(s.name, s.file, s.line): (s.calls, s.inclusive_us / 1000, s.exclusive_us / 1000, s.unwound,
                                       s.open_at_exit) for s in profile([trace])} == {
        key: (r.calls, r.inclusive_ms, r.exclusive_ms, r.unwound, r.open_at_exit) for key, r in rows.items()}
    lines = format_summary(profile([trace]), [trace]).splitlines()
    assert lines[0] == f"srcinst profile: 1 process, 4 threads, {sum(r.calls for r in rows.values())} calls"
    assert (f"note: {trace_file}: {dropped} events dropped by the runtime; its flat rows come from "
            f"{profile_file} (exact), its call tree lacks them") in lines
    assert not any(line.startswith("warning") for line in lines)

    # Without the profile: what the timeline kept, and a warning saying how much is missing.
    alone = tmp_path / "alone"
    alone.mkdir()
    shutil.move(str(trace_file), alone / trace_file.name)
    trace = load_trace(str(alone / trace_file.name))
    assert sum(s.calls for s in profile([trace])) == 100
    lines = format_summary(profile([trace]), [trace]).splitlines()
    assert (f"warning: {alone / trace_file.name}: {dropped} events dropped by the runtime; "
            "this profile is incomplete") in lines


def test_profile_files_are_inputs(mix, tmp_path):
    first = traced_run(mix, tmp_path / "one")
    second = traced_run(mix, tmp_path / "two")
    r = report_cmd(first.profile_files[0], "--top", "50")
    assert r.returncode == 0, r.stderr.decode()
    summary = r.stdout.decode()
    assert summary.splitlines()[0] == "srcinst profile: 1 process, 4 threads, 758 calls"
    assert [row[0] for row in table_rows(summary) if row[-2:] == ["fact(int)", f"{DATA / 'report_mix.c'}:20"]] \
        == ["486"]
    read = load_trace(str(first.profile_files[0]))
    assert {(s.name, s.file, s.line): (s.calls, s.inclusive_us / 1000, s.exclusive_us / 1000, s.unwound,
                                       s.open_at_exit) for s in profile([read])} == {
        key: (r.calls, r.inclusive_ms, r.exclusive_ms, r.unwound, r.open_at_exit)
        for key, r in profile_rows(first).items()}

    # A profile has no call paths: a flame graph of profiles alone is a usage error ...
    svg = tmp_path / "flame.svg"
    r = report_cmd(first.profile_files[0], "--svg", svg)
    assert r.returncode == 2 and not svg.exists()
    assert r.stderr.decode() == ("error: --svg and --folded draw call paths, which only a trace has; "
                                 "the inputs are flat profiles\n")
    # ... and with a trace, the graph is the trace's, and says what it leaves out.
    r = report_cmd(first.trace_files[0], second.profile_files[0], "--svg", svg)
    assert r.returncode == 0, r.stderr.decode()
    assert r.stdout.decode().splitlines()[0] == "srcinst profile: 2 processes, 8 threads, 1516 calls"
    assert r.stderr.decode() == ("note: the call tree leaves out 1 of 2 processes: given as flat profiles, "
                                 "they have no call paths\n")
    titles = [t.text for t in ET.parse(svg).getroot().iter(SVG + "title")]
    assert any(t.startswith("all (4 calls,") for t in titles), titles  # main and the 3 workers of one process


@pytest.mark.parametrize("fmt", ["json", "perfetto"])
def test_processes_merge_and_a_trace_with_its_profile_counts_once(mix, tmp_path, fmt):
    runs = [traced_run(mix, tmp_path / name, fmt) for name in ("one", "two")]
    given = [runs[0].trace_files[0], runs[1].trace_files[0], runs[0].profile_files[0]]
    r = report_cmd(*given, "--top", "50")
    assert r.returncode == 0, r.stderr.decode()
    summary = r.stdout.decode()
    assert summary.splitlines()[0] == "srcinst profile: 2 processes, 8 threads, 1516 calls"
    fact = [row for row in table_rows(summary) if row[-2] == "fact(int)"]
    assert len(fact) == 1 and fact[0][0] == "972"
    assert "note: 10 frames closed by unwinding" in summary and summary.count("note: exit in") == 2
    # A directory stands for the runtime's files in it.
    both = tmp_path / "both"
    both.mkdir()
    for run in runs:
        for path in run.trace_files + run.profile_files:
            shutil.copy(path, both)
    assert report_cmd(both, "--top", "50").stdout.decode() == summary.replace(str(tmp_path / "one"), str(both)) \
        .replace(str(tmp_path / "two"), str(both))
    empty = tmp_path / "empty"
    empty.mkdir()
    r = report_cmd(empty)
    assert r.returncode == 1 and r.stderr.decode() == (
        f"{empty}: error: no srcinst trace or profile files (PREFIX.PID.pftrace, .json, .profile.txt) "
        "in this directory\n")


def test_many_processes_are_summed_up_in_one_note(mix, tmp_path):
    traces = []
    for k in range(7):
        run = traced_run(mix, tmp_path / str(k), SRCINST_TRACE_MAX_EVENTS="100")
        if k >= 4:  # the last three without their profiles
            run.profile_files[0].unlink()
        traces.append(str(run.trace_files[0]))
    loaded, notes = load_inputs(traces)
    assert notes == []
    dropped = [t.dropped_events for t in loaded]
    lines = format_summary(profile(loaded), loaded).splitlines()
    assert lines[0].startswith("srcinst profile: 7 processes, 28 threads, ")
    assert (f"note: 4 of 7 processes dropped events ({sum(dropped[:4])} in all); their flat rows come from "
            "their profiles (exact), their call trees lack them") in lines
    assert (f"warning: 3 of 7 processes dropped events ({sum(dropped[4:])} in all) and have no profile beside "
            f"them; this profile is incomplete: {', '.join(traces[4:])}") in lines
    assert sum("dropped" in line for line in lines) == 2


# --------------------------------------------------------------------------
# --exclude-list: TAU's throttle rule


def exclude_names(path: Path):
    lines = path.read_text().splitlines()
    begin, end = lines.index("BEGIN_EXCLUDE_LIST"), lines.index("END_EXCLUDE_LIST")
    assert all(line.startswith("# ") for line in lines[:begin]) and end == len(lines) - 1
    return lines[begin + 1:end]


def instrumented(source: Path, select, *flags):
    """The signatures `srcinst -s trace -f select` instruments (all without select)."""
    listed = helpers.run_cmd(th.srcinst_cmd("-s", "trace", *(["-f", select] if select else []), "--list",
                                            "--format", "json", *flags, source), env=th.srcinst_env())
    assert listed.returncode == 0, listed.stderr.decode()
    return {r["signature"] for r in json.loads(listed.stdout) if r["instrumented"]}


def test_exclude_list_drops_the_hot_accessor_and_keeps_the_kernel(runtime_object, tmp_path):
    source = DATA / "report_throttle.c"
    exe = build_traced(source, tmp_path / "first", runtime_object)
    first = traced_run(exe, tmp_path / "first", SRCINST_TRACE_MAX_EVENTS="1000")
    plain = tmp_path / "plain"
    helpers.compile_checked(["gcc", source, "-o", plain], what="building report_throttle.c")
    expected = helpers.run_cmd([plain]).stdout
    assert first.result.stdout == expected
    out = tmp_path / "exclude.txt"
    r = report_cmd(first.trace_files[0], "--exclude-list", out)
    assert r.returncode == 0, r.stderr.decode()
    assert exclude_names(out) == ["int cell(int)"]
    assert out.read_text().splitlines()[0] == ("# srcinst report --exclude-list: routines called more than 100000 "
                                               "times for less than 10 us inclusive per call")

    exe = build_traced(source, tmp_path / "second", runtime_object, select=out)
    second = traced_run(exe, tmp_path / "second")
    assert second.result.stdout == expected
    assert th.call_counts(second.calls) == {"long kernel(int)": 3, "int main(void)": 1}


def test_exclude_list_names_cpp_routines_exactly(runtime_object, tmp_path):
    source = DATA / "report_throttle.cpp"
    run = traced_run(build_traced(source, tmp_path, runtime_object), tmp_path, SRCINST_TRACE_MAX_EVENTS="1000")
    out = tmp_path / "exclude.txt"
    r = report_cmd(run.trace_files[0], run.profile_files[0], "--exclude-list", out, "--exclude-calls", "20000")
    assert r.returncode == 0, r.stderr.decode()
    hot = ["int geom::Vec::at(int) const", "int & geom::Vec::operator[](int)", "T geom::Box<T>::get() const"]
    assert sorted(exclude_names(out)) == sorted(hot)
    everything = instrumented(source, None, "-std=c++17")
    assert instrumented(source, out, "-std=c++17") == everything - set(hot)
    assert "int geom::Vec::at(double) const" in everything and "T geom::Box<T>::twice() const" in everything


def test_exclude_list_names_fortran_routines_and_never_main(runtime_object, tmp_path):
    source = DATA / "report_throttle.f90"
    run = traced_run(build_traced(source, tmp_path, runtime_object), tmp_path, SRCINST_TRACE_MAX_EVENTS="1000")
    out = tmp_path / "exclude.txt"
    r = report_cmd(run.trace_files[0], "--exclude-list", out, "--exclude-calls", "20000")
    assert r.returncode == 0, r.stderr.decode()
    assert exclude_names(out) == ["cells::cell"]
    assert instrumented(source, out) == {"cells::smooth", "throttle_demo"}
    # Everything is cheap enough with these limits, but the main program stays.
    r = report_cmd(run.trace_files[0], "--exclude-list", out, "--exclude-calls", "0",
                   "--exclude-us-per-call", "1e9")
    assert r.returncode == 0, r.stderr.decode()
    assert sorted(exclude_names(out)) == ["cells::cell", "cells::smooth"]
    assert instrumented(source, out) == {"throttle_demo"}


def test_exclude_list_options_need_the_list(tmp_path):
    r = report_cmd(write_trace(tmp_path, NESTED), "--exclude-calls", "5")
    assert r.returncode == 2
    assert r.stderr.decode() == "error: --exclude-calls and --exclude-us-per-call need --exclude-list OUT\n"


def test_exclude_list_sums_over_inputs_and_never_takes_main(tmp_path):
    # Per input one call of leaf (0.5 us) and of main: main is cheap and
    # called twice in all, but never excluded.
    first = write_trace(tmp_path, [call("int leaf(int)", 1, 0.5), call("int main(void)", 0, 1)], name="a.json")
    second = write_trace(tmp_path, [call("int leaf(int)", 1, 0.5), call("int main(void)", 0, 3)], name="b.json")
    out = tmp_path / "exclude.txt"
    r = report_cmd(first, "--exclude-list", out, "--exclude-calls", "0")
    assert exclude_names(out) == ["int leaf(int)"], r.stderr.decode()
    r = report_cmd(first, second, "--exclude-list", out, "--exclude-calls", "2")
    assert exclude_names(out) == []  # leaf: 2 calls, not more than 2
    r = report_cmd(first, second, "--exclude-list", out, "--exclude-calls", "1", "--exclude-us-per-call", "0.5")
    assert exclude_names(out) == []  # leaf: 0.5 us per call, not less than 0.5
    r = report_cmd(first, second, "--exclude-list", out, "--exclude-calls", "1")
    assert exclude_names(out) == ["int leaf(int)"], r.stderr.decode()
    assert out.read_text().splitlines()[1] == "# (TAU_THROTTLE_NUMCALLS, TAU_THROTTLE_PERCALL), summed over 2 processes"


@pytest.mark.parametrize("name", ["int odd#name(int)", "int what?(int)", " spaced", '"quoted"'])
def test_exclude_pattern_of_a_name_with_wildcards_matches_it_alone(name):
    pattern = exclude_pattern(name)
    assert pattern.startswith("regex:")
    assert RoutinePattern(pattern).matches(("x", "x", name))
    assert not RoutinePattern(pattern).matches(("x", "x", name + "x"))
    assert not RoutinePattern(pattern).matches(("x", "x", name.replace("#", "a").replace("?", "b") + " "))


def test_outputs_go_through_a_symlink_and_into_a_pipe(tmp_path):
    """--folded /dev/stdout | flamegraph.pl: a link or a pipe given as OUT is
    written through, not replaced by a regular file."""
    import os
    import threading
    trace = write_trace(tmp_path, NESTED)
    expected = write_folded(call_tree([load_trace(trace)]))
    real = tmp_path / "real.folded"
    link = tmp_path / "link.folded"
    link.symlink_to(real)
    r = report_cmd(trace, "--folded", link)
    assert r.returncode == 0, r.stderr.decode()
    assert link.is_symlink() and real.read_text() == expected
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()))
    reader.start()
    r = report_cmd(trace, "--folded", fifo)
    reader.join(timeout=60)
    assert r.returncode == 0, r.stderr.decode()
    assert got == [expected] and fifo.is_fifo()


@pytest.mark.parametrize("name", ["int tiny(int)", "Loop: int tiny(int) [{/src/p [1]/h.c} {3,5}-{4,9}]"])
def test_profile_row_of_a_file_whose_path_holds_brackets(tmp_path, name):
    """The routine's name ends at the first " [" that leaves brackets
    balanced on both sides: a directory "p [1]" stays in the file, a loop's
    name keeps its own brackets, and the exclude list names the routine alone."""
    profile_file = tmp_path / "t.77.profile.txt"
    profile_file.write_text(
        "# srcinst flat profile: ./prog, pid 77, 1 thread, 1.000 ms in routines\n"
        "# unwound frames 0, mismatched exits 0, open at exit 0, dropped events 0, threads busy at exit 0\n"
        "#        calls      incl ms      excl ms  excl %  routine [file:line] {unwound, open at exit}\n"
        f"        200000        1.000        1.000  100.00  {name} [/src/p [1]/h.c:3]\n")
    (row,) = profile([load_trace(str(profile_file))])
    assert (row.name, row.file, row.line, row.calls) == (name, "/src/p [1]/h.c", 3, 200000)
    out = tmp_path / "exclude.txt"
    r = report_cmd(profile_file, "--exclude-list", out)
    assert r.returncode == 0, r.stderr.decode()
    assert f"{name}\n" in out.read_text()


@pytest.mark.parametrize("tail", [b"\x0a\x0a\x40\x00\x50\x02\x68\x02\x5a\x02\x48\x01",  # a begin without a name
                                  b"\x0a\x02\x60\x01"])  # a descriptor field as a number
def test_malformed_perfetto_packets_are_one_error(mix, tmp_path, tail):
    run = traced_run(mix, tmp_path, "perfetto")
    bad = tmp_path / "bad.pftrace"
    bad.write_bytes(run.trace_files[0].read_bytes() + tail)
    r = report_cmd(bad)
    assert r.returncode == 1 and r.stderr.decode() == \
        f"{bad}: error: not a srcinst Perfetto trace (a packet of another layout)\n"


def test_out_of_range_times_and_lone_surrogates(tmp_path):
    big = tmp_path / "big.json"
    big.write_text('{"traceEvents":[{"ph":"X","name":"f","pid":1,"tid":1,"ts":1e20,"dur":1}]}')
    r = report_cmd(big)
    assert r.returncode == 1 and r.stderr.decode() == \
        f"{big}: error: not a srcinst trace (a time or count out of range)\n"
    odd = tmp_path / "odd.json"
    odd.write_text('{"traceEvents":[{"ph":"X","name":"f\\ud800","pid":1,"tid":1,"ts":1.000,"dur":1.000}]}')
    r = report_cmd(odd, "--svg", tmp_path / "odd.svg")
    assert r.returncode == 0, r.stderr.decode()
    assert "f\ufffd" in r.stdout.decode() and (tmp_path / "odd.svg").is_file()


@pytest.mark.parametrize("fmt", ["json", "perfetto"])
def test_summary_of_traces_that_dropped_events_reads_only_their_profiles(mix, tmp_path, fmt):
    """A test suite's traces mostly hit the budget: for the summary (and an
    exclude list) their profiles hold the rows, so their events are not read.
    A trace cut short after its counts shows it: the summary is right, the
    flame graph, which needs the events, says the file is broken."""
    run = traced_run(mix, tmp_path / "run", fmt, SRCINST_TRACE_MAX_EVENTS="100")
    trace_file = run.trace_files[0]
    whole = report_cmd(trace_file, "--top", "50")
    assert whole.returncode == 0, whole.stderr.decode()
    data = trace_file.read_bytes()
    cut = data.index(b"\n", data.index(b"traceEvents")) + 200 if fmt == "json" else 400
    trace_file.write_bytes(data[:cut])
    summary = report_cmd(trace_file, "--top", "50")
    assert summary.returncode == 0, summary.stderr.decode()
    rows = profile_rows(run)
    assert summary.stdout.decode().splitlines()[0] == \
        f"srcinst profile: 1 process, 4 threads, {sum(r.calls for r in rows.values())} calls"
    assert table_rows(summary.stdout.decode()) == table_rows(whole.stdout.decode())
    assert report_cmd(trace_file, "--svg", tmp_path / "f.svg").returncode == 1


def test_exclude_threshold_is_exact_at_the_boundary():
    """100,001 calls of exactly 0.9 µs are not under 0.9 µs per call (in
    floating point, 0.9 * 100001 is a little above 90000.9)."""
    from srcinst.trace.report import RoutineStats, throttled
    at = RoutineStats("int f(int)", "f.c", 1, 100001, 90000900 / 1000, 0.0, 0, 0)
    under = RoutineStats("int g(int)", "f.c", 2, 100001, 90000899 / 1000, 0.0, 0, 0)
    assert throttled([at, under], [], calls=100000, us_per_call=0.9) == [under]


@pytest.mark.parametrize("fmt", ["perfetto", "profile"])
def test_concatenated_files_are_an_error_not_one_process(mix, tmp_path, fmt):
    runs = [traced_run(mix, tmp_path / name, "perfetto") for name in ("one", "two")]
    files = [run.trace_files[0] if fmt == "perfetto" else run.profile_files[0] for run in runs]
    both = tmp_path / ("both.pftrace" if fmt == "perfetto" else "both.profile.txt")
    both.write_bytes(files[0].read_bytes() + files[1].read_bytes())
    r = report_cmd(both)
    assert r.returncode == 1 and "concatenated?" in r.stderr.decode() and r.stderr.decode().count("\n") == 1
    assert r.stderr.decode().startswith(f"{both}")


def test_spellings_of_one_file_are_one_routine(tmp_path):
    """@FILE@ is the path as the compiler got it: `src//a.c`, `./src/a.c` and
    `src/./a.c` are one file, in one trace and across traces; `..` is kept."""
    first = [call("f", 0, 10, file="src//a.c", line=3), call("f", 20, 10, file="./src/a.c", line=3),
             call("g", 40, 10, file="src/../a.c", line=3)]
    second = [call("f", 0, 10, file="src/./a.c", line=3), call("f", 20, 10, file="/abs//src/a.c", line=3)]
    traces = [load_trace(write_trace(tmp_path, first, name="r0.json")),
              load_trace(write_trace(tmp_path, second, name="r1.json"))]
    stats = sorted((s.name, s.file, s.calls) for s in profile(traces))
    assert stats == [("f", "/abs/src/a.c", 1), ("f", "src/a.c", 3), ("g", "src/../a.c", 1)]
