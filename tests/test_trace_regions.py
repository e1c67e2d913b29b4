"""Regions beyond routines in the trace runtime: loops, a phase, a timer and
I/O, memory and strlen calls (tests/data/trace_regions/regions.c) are
instrumented with `-s trace -f sel.tau`, run, and must appear with their
kind and exactly the counts the program prints: in the profile, the
timeline (JSON and Perfetto categories, nesting call in loop in loop in
routine) and the flame graph; `srcinst report --exclude-list` must name the
cheap inner loop and the strlen calls, and instrumenting again with that
list must drop just those.
"""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

from srcinst.region_exclude import call_entry
from srcinst.spec import parse_spec
from srcinst.trace import report
from srcinst.trace.report import exclude_pattern

SOURCE = Path(__file__).parent / "data" / "trace_regions" / "regions.c"
BIG = "100000"  # the inner loop and strlen run 2 x this: above TAU's throttle count
ROUTINES = {"size_t work(const char *, long)", "int main(int, char **)"}


def _line(text: str) -> int:
    return next(n for n, line in enumerate(SOURCE.read_text().splitlines(), 1) if text in line)


def select_text() -> str:
    first, last = _line('printf("sum'), _line('printf("calls')
    return ("BEGIN_INSTRUMENT_SECTION\n"
            'loops routine="#"\nio routine="#"\nmemory routine="#"\ncalls name="strlen"\n'
            f'static timer name="report" file="{SOURCE.name}" line={first} to line={last}\n'
            "END_INSTRUMENT_SECTION\n")


def loop_name(routine: str, first: str) -> str:
    """The TAU name of the `for` loop on the line holding `first`: it ends at the
    closing brace indented as its `for`."""
    lines = SOURCE.read_text().splitlines()
    begin = _line(first)
    col = lines[begin - 1].index("for") + 1
    end = next(n for n in range(begin + 1, len(lines) + 1) if lines[n - 1] == " " * (col - 1) + "}")
    return f"Loop: {routine} [{{{SOURCE.name}}} {{{begin},{col}}}-{{{end},{col}}}]"


OUTER = loop_name("size_t work(const char *, long)", "for (i = 0; i < n")
INNER = loop_name("size_t work(const char *, long)", "for (j = 0; j < 1")
MAIN_LOOP = loop_name("int main(int, char **)", "for (round = 0")


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


def build(work: Path, libs: list, selects: list[Path]) -> Path:
    """regions.c instrumented with the trace spec and the select files, built in
    `work` and linked with `libs` (the runtime object, and libotf2 where used)."""
    work.mkdir(parents=True, exist_ok=True)
    source = work / SOURCE.name
    source.write_bytes(SOURCE.read_bytes())
    inst = work / "regions.inst.c"
    # srcinst runs in the repository: the file's name, as loop and region names give it, is relative to `work`
    r = helpers.run_cmd(th.srcinst_cmd("-s", "trace", *[a for s in selects for a in ("-f", s)], SOURCE.name,
                                       "-o", inst, "-I", th.RUNTIME_SRC_DIR), cwd=work, env=th.srcinst_env(),
                        timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode == 0, r.stderr.decode()
    exe = work / "prog"
    helpers.compile_checked([*th.compiler("gcc"), "-Wall", "-Wextra", "-Werror", "-I", th.RUNTIME_SRC_DIR, inst,
                             *libs, "-o", exe, "-pthread"], what="building with the trace runtime",
                            source=inst)
    return exe


def program_counts(stdout: bytes) -> dict[str, int]:
    """What the program counted: loops executed and calls made."""
    text = stdout.decode()
    outer, inner, main_loop = map(int, re.search(r"^loops (\d+) (\d+) (\d+)$", text, re.M).groups())
    strlens, mallocs, frees, io = map(int, re.search(r"^calls (\d+) (\d+) (\d+) (\d+)$", text, re.M).groups())
    return {"outer": outer, "inner": inner, "main_loop": main_loop, "strlen": strlens, "malloc": mallocs,
            "free": frees, "io": io}


@pytest.fixture(scope="module")
def measured(tmp_path_factory, runtime_object):
    """The program's plain output, and its profile of a run at BIG, with kinds and
    counts per (name, line)."""
    work = tmp_path_factory.mktemp("regions")
    select = work / "sel.tau"
    select.write_text(select_text())
    exe = build(work, [runtime_object], [select])
    plain = work / "plain"
    helpers.compile_checked(["gcc", SOURCE, "-o", plain], what="building the original")
    expected = helpers.run_cmd([plain, BIG])
    traced = th.run_traced(exe, work, [BIG], SRCINST_TRACE="0")
    assert traced.result.returncode == expected.returncode == 0
    assert traced.result.stdout == expected.stdout
    return work, select, expected.stdout, th.parse_profile(traced.profile_text), traced.profile_files[0]


def test_the_profile_counts_each_region_with_its_kind(measured):
    _, _, stdout, rows, _ = measured
    counted = program_counts(stdout)
    assert counted["inner"] > 100_000
    kinds: dict[str, set] = {}
    calls: dict[tuple[str, str], int] = {}
    for r in rows:
        kinds.setdefault(r.kind, set()).add(r.name)
        calls[(r.kind, r.name)] = calls.get((r.kind, r.name), 0) + r.calls
    assert kinds == {"routine": ROUTINES, "loop": {OUTER, INNER, MAIN_LOOP}, "phase": {"compute"},
                     "timer": {"report"},
                     "call": {"strlen", "malloc", "free", "tmpfile", "fputs", "fclose", "printf"}}
    assert calls[("loop", OUTER)] == counted["outer"]
    assert calls[("loop", INNER)] == counted["inner"]
    assert calls[("loop", MAIN_LOOP)] == counted["main_loop"]
    assert calls[("phase", "compute")] == 1 and calls[("timer", "report")] == 1
    for callee in ("strlen", "malloc", "free"):
        assert calls[("call", callee)] == counted[callee], callee
    assert sum(calls[("call", c)] for c in ("tmpfile", "fputs", "fclose")) == counted["io"]
    assert sorted(r.line for r in rows if r.name == "printf") == list(range(_line('printf("sum'),
                                                                           _line('printf("calls') + 1))


def test_report_says_the_kinds(measured):
    _, _, _, _, profile = measured
    r = helpers.run_cmd(th.srcinst_cmd("report", profile), env=th.srcinst_env())
    assert r.returncode == 0, r.stderr.decode()
    lines = r.stdout.decode().splitlines()
    assert lines[1] == "regions: 2 routines, 3 loops, 1 timer, 1 phase, 9 calls"
    rows = [line.split() for line in lines if re.match(r" +\d+ ", line)]
    assert {(row[4], row[5]) for row in rows if row[5] in ("strlen", "compute", "report")} == {
        ("call", "strlen"), ("phase", "compute"), ("timer", "report")}


@pytest.mark.parametrize("fmt", ["json", "perfetto"])
def test_timeline_categories_and_nesting(tmp_path, measured, fmt, monkeypatch):
    work = measured[0]
    monkeypatch.setattr(th, "FORMAT", fmt)
    traced = th.run_traced(work / "prog", tmp_path, ["2"])
    assert traced.result.returncode == 0
    by_name = {e["name"]: e["cat"] for e in traced.calls}
    assert by_name[INNER] == by_name[OUTER] == "loop" and by_name["strlen"] == by_name["free"] == "call"
    assert (by_name["compute"], by_name["report"], by_name["int main(int, char **)"]) == ("phase", "timer", "routine")
    assert th.nesting_problems(traced.calls) == []
    # srcinst report reads the kinds back, and the flame graph nests call in loop in loop in routine
    trace = report.load_trace(str(traced.trace_files[0]))
    assert {s.name: s.kind for s in report.profile(trace)} == {e["name"]: e["cat"] for e in traced.calls}
    node = report.call_tree(trace)
    for frame in ("int main(int, char **)", "compute", MAIN_LOOP, "size_t work(const char *, long)", OUTER, INNER,
                  "strlen"):
        node = node.children[frame]
    assert node.calls == 2 * 2
    # the flame graph says each frame's kind and colours loops and calls apart from routines
    svg = report.render_flamegraph_svg(report.call_tree(trace))
    titles = dict(re.findall(r"<title>(.*?) \((?:(\w+), )?\d+ calls?,", svg))
    assert titles["strlen"] == "call" and titles[_xml(INNER)] == "loop" and titles["compute"] == "phase"
    assert titles["int main(int, char **)"] == ""
    fills = dict(re.findall(r"<title>(.*?) \(.*?\)</title>\n<rect [^>]* fill=\"([^\"]+)\"", svg))
    assert len({fills["strlen"], fills[_xml(INNER)], fills["size_t work(const char *, long)"]}) == 3


def _xml(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def test_exclude_list_round_trip(tmp_path, measured, runtime_object):
    """The report's exclude list names the cheap inner loop and strlen's calls,
    nothing else; measured again with it, they are gone, the rest counts the same."""
    work, select, stdout, rows, profile = measured
    listed = tmp_path / "exclude.tau"
    r = helpers.run_cmd(th.srcinst_cmd("report", profile, "--exclude-list", listed), env=th.srcinst_env())
    assert r.returncode == 0, r.stderr.decode()
    entries = listed.read_text().split("BEGIN_EXCLUDE_LIST\n")[1].split("END_EXCLUDE_LIST")[0].splitlines()
    assert entries == [INNER, call_entry("strlen")]
    again = tmp_path / "again"
    exe = build(again, [runtime_object], [select, listed])
    traced = th.run_traced(exe, again, [BIG], SRCINST_TRACE="0")
    assert traced.result.stdout == stdout
    before = {(r.kind, r.name, r.line): r.calls for r in rows}
    after = {(r.kind, r.name, r.line): r.calls for r in th.parse_profile(traced.profile_text)}
    gone = {key for key in before if key[1] in (INNER, "strlen")}
    assert len(gone) == 2
    assert after == {key: n for key, n in before.items() if key not in gone}


# -- which exclude-list entries take which regions (no compiler) -------------------------------

def _verdicts(entries: list[str]) -> dict[str, bool]:
    spec = parse_spec("BEGIN_EXCLUDE_LIST\n" + "\n".join(entries) + "\nEND_EXCLUDE_LIST\n", "ex.tau")
    return {"inner": spec.region_verdict("loop", INNER) is not None,
            "outer": spec.region_verdict("loop", OUTER) is not None,
            "strlen": spec.region_verdict("call", "strlen") is not None,
            "malloc": spec.region_verdict("call", "malloc") is not None,
            "timer": spec.region_verdict("timer", "report") is not None,
            "work": spec.routine_verdict(("work", "work", "size_t work(const char *, long)")) is not None}


@pytest.mark.parametrize("entries, taken", [
    ([INNER], {"inner"}),
    (["Call: strlen"], {"strlen"}),
    (["Call: #alloc"], {"malloc"}),
    (["Loop: size_t work(#"], {"inner", "outer"}),
    (["regex:^Loop: .*\\{21,"], {"inner"}),       # a regex for loops: the one that starts on line 21
    ([exclude_pattern(INNER.replace("regions.c", "a#b.c"))], set()),
    # routine entries never take a loop or a call, however wide
    (["#"], {"work"}),
    (["#work#"], {"work"}),
    (["strlen", "malloc"], set()),
    (["regex:^(?!int main\\()"], {"work"}),
    (["report"], set()),                         # timers and phases: the user's own marks
])
def test_which_entries_take_regions(entries, taken):
    assert {what for what, excluded in _verdicts(entries).items() if excluded} == taken


def test_a_loop_name_with_wildcard_characters_round_trips():
    """A file name with `#` makes the report write an anchored regex, which takes that loop alone."""
    name = INNER.replace("regions.c", "a#b?.c")
    spec = parse_spec(f"BEGIN_EXCLUDE_LIST\n{exclude_pattern(name)}\nEND_EXCLUDE_LIST\n", "ex.tau")
    assert exclude_pattern(name).startswith("regex:^Loop:")
    assert spec.region_verdict("loop", name) is not None
    assert spec.region_verdict("loop", name.replace("a#b?.c", "axb?.c")) is None


_OTF2_REGION = re.compile(r'^REGION\s+\d+\s+Name: "(.*)" <\d+> \(Aka\. .*, Role: (\w+), Paradigm: (\w+), '
                          r'Flags: (\S+), File: ', re.M)


def test_otf2_region_roles(tmp_path):
    """OTF2 names each kind by a region role: FUNCTION, LOOP, CODE (a phase
    flagged PHASE) and WRAPPER for calls; all of paradigm USER."""
    otf2_print = shutil.which("otf2-print")
    libs = helpers.run_cmd(th.srcinst_cmd("runtime", "--libs", "--cc", " ".join(th.compiler("gcc"))),
                           cwd=helpers.REPO, env=th.srcinst_env(SRCINST_CACHE_DIR=str(tmp_path / "cache")),
                           timeout=helpers.COMPILE_TIMEOUT)
    assert libs.returncode == 0, libs.stderr.decode()
    if not otf2_print or "-lotf2" not in libs.stdout.decode().split():
        pytest.skip("libotf2 or otf2-print not installed")
    select = tmp_path / "sel.tau"
    select.write_text(select_text())
    work = tmp_path / "otf2"
    exe = build(work, libs.stdout.decode().split(), [select])
    env = {**helpers.program_env(None), "SRCINST_TRACE_PREFIX": str(work / "trace"), "SRCINST_TRACE_FORMAT": "otf2",
           **th.PROGRAM_ENV}
    assert helpers.run_cmd([exe, "2"], cwd=work, env=env).returncode == 0
    (archive,) = work.glob("trace.*.otf2")
    printed = helpers.run_cmd([otf2_print, "-G", archive / "traces.otf2"], timeout=120)
    assert printed.returncode == 0, printed.stderr.decode()
    roles = {name: (role, paradigm, flags) for name, role, paradigm, flags in
             _OTF2_REGION.findall(printed.stdout.decode())}
    assert roles == {**{name: ("FUNCTION", "USER", "NONE") for name in ROUTINES},
                     **{name: ("LOOP", "USER", "NONE") for name in (OUTER, INNER, MAIN_LOOP)},
                     "compute": ("CODE", "USER", "{PHASE}"), "report": ("CODE", "USER", "NONE"),
                     **{name: ("WRAPPER", "USER", "NONE") for name in
                        ("strlen", "malloc", "free", "tmpfile", "fputs", "fclose", "printf")}}


def _rows(trace) -> dict:
    return {(s.name, s.file, s.line): (s.calls, s.kind) for s in report.profile(trace)}


def test_traces_without_kinds_read_as_routines(tmp_path, measured, monkeypatch):
    """Traces of runtimes before kinds (no "cat", no categories) still load,
    every row a routine; a trace in another JSON layout reads the kinds too."""
    work = measured[0]
    rows = {}
    for fmt in ("json", "perfetto"):
        monkeypatch.setattr(th, "FORMAT", fmt)
        th.run_traced(work / "prog", tmp_path, ["2"], SRCINST_TRACE_PREFIX=str(tmp_path / fmt))
        (path,) = tmp_path.glob(f"{fmt}.*.{'json' if fmt == 'json' else 'pftrace'}")
        rows[fmt] = _rows(report.load_trace(str(path)))
        assert {kind for _, kind in rows[fmt].values()} == {"routine", "loop", "timer", "phase", "call"}
        old = tmp_path / f"old.{path.name}"
        if fmt == "json":
            old.write_text(re.sub(r',"cat":"\w+"', "", path.read_text()))
            whole = tmp_path / "whole.json"  # not the runtime's layout: read as one JSON document
            whole.write_text(json.dumps(json.loads(path.read_text()), indent=1))
            assert _rows(report.load_trace(str(whole))) == rows[fmt]
        else:
            from perfetto.protos.perfetto.trace import perfetto_trace_pb2 as pb
            trace = pb.Trace.FromString(path.read_bytes())
            for packet in trace.packet:
                if packet.HasField("track_event"):
                    packet.track_event.ClearField("category_iids")
                if packet.HasField("interned_data"):
                    packet.interned_data.ClearField("event_categories")
            old.write_bytes(trace.SerializeToString())
        assert _rows(report.load_trace(str(old))) == {key: (calls, "routine") for key, (calls, _) in rows[fmt].items()}
    assert rows["json"] == rows["perfetto"]


FORTRAN = SOURCE.with_suffix(".f90")


def test_fortran_loops_kinds_and_exclude_list_round_trip(tmp_path, runtime_object):
    """A Fortran program's loops reach the profile as loops, counted as the
    program counts them; the exclude list takes the cheap inner loop alone."""
    select = tmp_path / "loops.tau"
    select.write_text('BEGIN_INSTRUMENT_SECTION\nloops routine="#"\nEND_INSTRUMENT_SECTION\n')

    def measure(work: Path, selects: list[Path]) -> tuple[bytes, list]:
        work.mkdir()
        (work / FORTRAN.name).write_bytes(FORTRAN.read_bytes())
        r = helpers.run_cmd(th.srcinst_cmd("-s", "trace", *[a for s in selects for a in ("-f", s)], FORTRAN.name,
                                           "-o", "inst.f90"), cwd=work, env=th.srcinst_env(),
                            timeout=helpers.INSTRUMENT_TIMEOUT)
        assert r.returncode == 0, r.stderr.decode()
        helpers.compile_checked([*th.compiler("gfortran"), "inst.f90", runtime_object, "-o", "prog", "-pthread"],
                                what="building with the trace runtime", source=work / "inst.f90", cwd=work)
        traced = th.run_traced(work / "prog", work, SRCINST_TRACE="0")
        assert traced.result.returncode == 0
        return traced.result.stdout, th.parse_profile(traced.profile_text)

    stdout, rows = measure(tmp_path / "first", [select])
    outer_runs, inner_runs = map(int, re.search(rb"^ *loops (\d+) (\d+) ", stdout, re.M).groups())
    loops = {r.line: r for r in rows if r.kind == "loop"}
    assert {line: r.calls for line, r in loops.items()} == {12: outer_runs, 14: inner_runs}
    assert all(r.name.startswith("Loop: ") for r in loops.values())
    assert [(r.kind, r.calls) for r in rows if r.line not in loops] == [("routine", 1)]
    listed = tmp_path / "exclude.tau"
    profile = next((tmp_path / "first").glob("trace.*.profile.txt"))
    r = helpers.run_cmd(th.srcinst_cmd("report", profile, "--exclude-list", listed), env=th.srcinst_env())
    assert r.returncode == 0, r.stderr.decode()
    assert listed.read_text().split("BEGIN_EXCLUDE_LIST\n")[1] == loops[14].name + "\nEND_EXCLUDE_LIST\n"
    again, rows_again = measure(tmp_path / "again", [select, listed])
    assert again == stdout
    assert {(r.name, r.calls, r.kind) for r in rows_again} == {(r.name, r.calls, r.kind) for r in rows
                                                                if r.line != 14}
