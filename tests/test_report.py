"""srcinst.trace.report on hand-built traces whose numbers are worked out by hand."""
from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest

from srcinst.diagnostics import SrcinstError
from srcinst.trace.report import (
    call_tree,
    format_summary,
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
