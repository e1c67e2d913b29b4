"""Loops as regions: TAU's `loops` rules say where, the spec's region=loop
rules what code. Each program counts the executions of its own loop
statements (RUN in tests/data/loops) and prints them; instrumented, it must
print the same, its enter/leave lines must nest like calls on every way out
of a loop (break, continue, return out of one or two loops, goto out of one
or two loops and back, exceptions, longjmp), and each loop must be entered
exactly as often as the program counted. Loops srcinst cannot instrument
(marked "no region" in the sources) get no code and a note that says why.
"""
from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

DATA = Path(__file__).parent / "data" / "loops"
EVENT = re.compile(r"^(enter|leave) (.*) \(", re.M)
LOOP_ENTRY = re.compile(r"^enter Loop: .* \[\{.*\} \{(\d+),\d+\}-\{\d+,\d+\}\] \(", re.M)
COUNTED = re.compile(r"^line (\d+): (\d+)$", re.M)
WARNINGS = ["-Wall", "-Wextra", "-Wno-unknown-pragmas", "-Wno-implicit-fallthrough", "-Werror"]

# (source, compiler, flags for both compiles, flags for srcinst)
CONFIGS = {
    "c89": ("loops.c", "gcc", ["-std=c89", "-pedantic"], ["-std=c89"]),
    "gnu11": ("loops.c", "gcc", ["-std=gnu11"], ["-std=gnu11"]),
    "gnu11-openmp": ("loops.c", "gcc", ["-std=gnu11", "-fopenmp"], ["-std=gnu11", "-fopenmp"]),
    "c-as-c++98": ("loops.c", "g++", ["-x", "c++", "-std=c++98"], ["--lang", "c++", "-std=c++98"]),
    "c-as-c++17": ("loops.c", "g++", ["-x", "c++", "-std=c++17", "-fopenmp"],
                   ["--lang", "c++", "-std=c++17", "-fopenmp"]),
    "c++98": ("loops.cpp", "g++", ["-std=c++98"], ["-std=c++98"]),
    "c++11": ("loops.cpp", "g++", ["-std=c++11"], ["-std=c++11"]),
    "c++20": ("loops.cpp", "g++", ["-std=c++20"], ["-std=c++20"]),
}


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=300, **kw)


def no_region_lines(source: Path, mark: str = "no region") -> set:
    return {n for n, line in enumerate(source.read_text().splitlines(), 1) if mark in line}


def build_and_run(tmp_path, config, select_text, spec="printf"):
    """(original run, instrumented run, srcinst's stderr)."""
    name, compiler, flags, srcinst_flags = CONFIGS[config]
    source = DATA / name
    select = tmp_path / "loops.tau"
    select.write_text(select_text)
    original, out, exe = tmp_path / "orig", tmp_path / ("inst" + source.suffix), tmp_path / "inst"
    built = run([compiler, *flags, *WARNINGS, source, "-o", original])
    assert built.returncode == 0, built.stderr
    done = run([sys.executable, "-m", "srcinst", "-v", "-s", spec, "-f", select, *srcinst_flags, source, "-o", out])
    # (a C++ scope guard cannot tell which return inside a macro ran: said, as for any routine)
    warnings = [w for w in re.findall(r"warning: .*", done.stderr) if "uses the routine's end line" not in w]
    assert done.returncode == 0 and not warnings, done.stderr
    built = run([compiler, *flags, *WARNINGS, out, "-o", exe])
    assert built.returncode == 0, built.stderr
    return run([original]), run([exe]), done.stderr


def entries_by_line(stderr: str) -> Counter:
    return Counter(int(line) for line in LOOP_ENTRY.findall(stderr))


def both_run(tmp_path, compiler, flags, source, out) -> tuple:
    """The original program and its instrumented copy `out`, built alike and
    run: same output and exit status, enter/leave lines that nest like calls."""
    original, exe = tmp_path / "orig", tmp_path / "inst"
    for what, target in ((source, original), (out, exe)):
        built = run([compiler, *flags, what, "-o", target])
        assert built.returncode == 0, built.stderr
    orig, inst = run([original]), run([exe])
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False) == [], inst.stderr
    return orig, inst


def named_entries(stderr: str) -> Counter:
    """Entries of regions named by one word (marked ranges, callees)."""
    return Counter(name for kind, name in EVENT.findall(stderr) if kind == "enter" and " " not in name)


def inner_loop_lines(stderr: str, event: re.Pattern = EVENT) -> set:
    """Lines of loops entered while another loop is innermost (`event`: how
    the printf spec's lines read, Fortran's begin with a blank)."""
    stack, inner = [], set()
    for kind, name in event.findall(stderr):
        if kind == "leave":
            stack.pop()
            continue
        if name.startswith("Loop: ") and stack and stack[-1].startswith("Loop: "):
            inner.add(int(re.search(r"\{(\d+),\d+\}-", name).group(1)))
        stack.append(name)
    return inner


@pytest.mark.parametrize("config", CONFIGS)
def test_every_loop_left_every_way(tmp_path, config):
    orig, inst, notes = build_and_run(tmp_path, config, 'BEGIN_INSTRUMENT_SECTION\nloops routine="#"\n'
                                      'END_INSTRUMENT_SECTION\n')
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    if config != "c++98":  # there exceptions leave loops and routines unseen: see the trace test below
        assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False) == [], inst.stderr
    counted = {int(line): int(n) for line, n in COUNTED.findall(orig.stdout)}
    source = DATA / CONFIGS[config][0]
    # The printf spec's region=omp rules time a `parallel for` as the construct (srcinst notes it).
    owned = {int(line) for line in re.findall(r":(\d+):\d+: note: loop in .* it is the loop of an OpenMP construct",
                                              notes)}
    assert owned == ({125} if source.name == "loops.c" else set()), notes
    skipped = no_region_lines(source) | owned
    entered = entries_by_line(inst.stderr)
    assert {line: n for line, n in counted.items() if line not in skipped} == dict(entered)
    assert not skipped & set(entered)
    # each loop of a routine that gets no code is named with why
    noted = {int(m) for m in re.findall(r":(\d+):\d+: note: loop in '[^']*' is not instrumented: ", notes)}
    assert noted == no_region_lines(source, "no region, noted") | owned


@pytest.mark.parametrize("config", ["gnu11", "c-as-c++17", "c++11"])
def test_level_keeps_the_outermost_loops(tmp_path, config):
    (tmp_path / "all").mkdir()
    (tmp_path / "one").mkdir()
    _, all_loops, _ = build_and_run(tmp_path / "all", config, 'loops routine="#"\n')
    orig, outer, _ = build_and_run(tmp_path / "one", config, 'loops routine="#" level=1\n')
    assert (outer.stdout, outer.returncode) == (orig.stdout, orig.returncode)
    assert helpers.printf_balance_problems(outer.stderr, EVENT, lambda name: False) == []
    inner = inner_loop_lines(all_loops.stderr)
    assert inner  # the programs nest loops
    expected = {line: n for line, n in entries_by_line(all_loops.stderr).items() if line not in inner}
    assert dict(entries_by_line(outer.stderr)) == expected


def test_loops_rules_choose_routines(tmp_path):
    orig, inst, _ = build_and_run(tmp_path, "gnu11", 'loops file="loops.c" routine="goto_out"\n'
                                  'loops routine="int sum_for(int)"\n')
    assert inst.stdout == orig.stdout
    names = {re.sub(r" \[.*", "", n) for n in re.findall(r"^enter (Loop: .*) \(", inst.stderr, re.M)}
    assert names == {"Loop: int goto_out(int)", "Loop: int sum_for(int)"}


def test_a_loops_rule_without_loop_code_is_said_to_do_nothing(tmp_path):
    spec = tmp_path / "only.spec"
    spec.write_text('entry code="f();"\n')
    select = tmp_path / "sel.tau"
    select.write_text('\nloops routine="#"\n')
    done = run([sys.executable, "-m", "srcinst", "-s", spec, "-f", select, DATA / "loops.c", "-o", tmp_path / "o.c"])
    assert done.returncode == 0
    assert f"{select}:2:1: warning: this loops rule has no effect" in done.stderr


# -- the trace runtime: loops in the profile and the timeline, longjmp ----------------

LONGJMP = r"""
#include <setjmp.h>
#include <stdio.h>
static jmp_buf back;
static int outer_runs, inner_runs, jumps;
static void check(int i) { if (i == 3) longjmp(back, 1); }
static int scan(int n)
{
    int i, j, s = 0;
    outer_runs++; for (i = 0; i < n; i++) {
        inner_runs++; for (j = 0; j < n; j++) { check(i * j); s += j; } }
    return s;
}
int main(void)
{
    volatile int k, total = 0;
    for (k = 0; k < 4; k++) {
        if (setjmp(back) == 0) total += scan(k + 2);
        else jumps++;
    }
    printf("%d %d %d %d\n", total, outer_runs, inner_runs, jumps);
    return 0;
}
"""


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


def test_trace_profiles_loops_and_closes_those_longjmp_leaves(tmp_path, runtime_object):
    source = tmp_path / "jump.c"
    source.write_text(LONGJMP)
    select = tmp_path / "loops.tau"
    select.write_text('loops routine="#"\n')
    inst = tmp_path / "jump.inst.c"
    th.instrument_trace(source, inst, ["-f", select, "-I", th.RUNTIME_SRC_DIR])
    exe = tmp_path / "prog"
    helpers.compile_checked(["gcc", "-Wall", "-Werror", "-I", th.RUNTIME_SRC_DIR, inst, runtime_object, "-o", exe,
                             "-pthread"], what="building with the trace runtime", source=inst)
    plain = tmp_path / "plain"
    helpers.compile_checked(["gcc", source, "-o", plain], what="building the original")
    traced = th.run_traced(exe, tmp_path)
    out = helpers.run_cmd([plain]).stdout
    assert traced.result.stdout == out
    _, outer_runs, inner_runs, jumps = map(int, out.split())
    assert jumps > 0
    counts = dict(th.call_counts(traced.calls))
    where = "{" + str(source) + "}"
    assert {name: n for name, n in counts.items() if name.startswith("Loop: ")} == {
        f"Loop: int main(void) [{where} {{17,5}}-{{20,5}}]": 1,
        f"Loop: int scan(int) [{where} {{10,19}}-{{11,73}}]": outer_runs,
        f"Loop: int scan(int) [{where} {{11,23}}-{{11,71}}]": inner_runs}
    # each longjmp leaves check, scan's two loops and scan behind: closed as unwound
    assert traced.other["unwound_frames"] == 4 * jumps
    assert traced.other["mismatched_exits"] == 0
    assert th.nesting_problems(traced.calls) == []
    rows = {r.name: r.calls for r in th.parse_profile(traced.profile_text)}
    assert all(rows[name] == n for name, n in counts.items())


def test_cxx98_exceptions_leave_loops_unwound(tmp_path, runtime_object):
    """Without a scope guard (C++98) an exception leaves a loop as it leaves a
    routine, without exit code: the runtime closes both as unwound."""
    source = DATA / "loops.cpp"
    select = tmp_path / "loops.tau"
    select.write_text('loops routine="#"\n')
    inst = tmp_path / "loops.inst.cpp"
    th.instrument_trace(source, inst, ["-f", select, "-std=c++98", "-I", th.RUNTIME_SRC_DIR])
    exe = tmp_path / "prog"
    helpers.compile_checked(["g++", "-std=c++98", "-I", th.RUNTIME_SRC_DIR, inst, runtime_object, "-o", exe,
                             "-pthread"], what="building with the trace runtime", source=inst)
    traced = th.run_traced(exe, tmp_path)
    counted = {int(line): int(n) for line, n in COUNTED.findall(traced.result.stdout.decode())}
    entered = Counter()
    for name, n in th.call_counts(traced.calls).items():
        m = re.search(r"^Loop: .* \{(\d+),\d+\}-", name)
        if m:
            entered[int(m.group(1))] += n
    assert dict(entered) == {line: n for line, n in counted.items() if line not in no_region_lines(source)}
    # guarded(bad) calls total twice, and each time an exception leaves total's loop and total
    assert traced.other["unwound_frames"] == 4
    assert traced.other["mismatched_exits"] == 0
    assert th.nesting_problems(traced.calls) == []


# -- ranges marked as timers and phases ------------------------------------------------

PHASES = DATA / "phases.c"
PHASE_CONFIGS = {
    "gnu11": ("gcc", ["-std=gnu11"], ["-std=gnu11"]),
    "c++98": ("g++", ["-x", "c++", "-std=c++98"], ["--lang", "c++", "-std=c++98"]),
    "c++17": ("g++", ["-x", "c++", "-std=c++17"], ["--lang", "c++", "-std=c++17"]),
}
NAMED_COUNT = re.compile(r"^(\w+): (\d+)$", re.M)


def timer_select(tmp_path) -> Path:
    """The TAU select file marking solve()'s statements from its COUNT to `s -= n;` as a timer."""
    lines = PHASES.read_text().splitlines()
    first = next(n for n, line in enumerate(lines, 1) if 'COUNT("solve")' in line)
    last = next(n for n, line in enumerate(lines, 1) if "s -= n;" in line)
    select = tmp_path / "phases.tau"
    select.write_text("BEGIN_INSTRUMENT_SECTION\n"
                      f'static timer name="solve" file="phases.c" line={first} to line={last}\n'
                      "END_INSTRUMENT_SECTION\n")
    return select


@pytest.mark.parametrize("config", PHASE_CONFIGS)
def test_marked_ranges_left_every_way(tmp_path, config):
    """Phases the source marks with comments and a timer a select file marks
    by lines: entered once per execution, left on return, break, continue and
    goto out, their declarations still visible after them."""
    compiler, flags, srcinst_flags = PHASE_CONFIGS[config]
    out = tmp_path / "inst.c"
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", "-f", timer_select(tmp_path), *srcinst_flags,
                PHASES, "-o", out])
    assert done.returncode == 0 and done.stderr == "", done.stderr
    orig, inst = both_run(tmp_path, compiler, [*flags, *WARNINGS], PHASES, out)
    assert dict(named_entries(inst.stderr)) == {name: int(n) for name, n in NAMED_COUNT.findall(orig.stdout)}


@pytest.mark.parametrize("select_text, source_text, message", [
    ('static timer name="t" file="*" line=59 to line=60\n', None,
     "timer 't' in 'int solve(int)' is not instrumented: a statement runs across its first or last line"),
    ('dynamic phase name="d" file="*" line=57 to line=60\n', None,
     "dynamic phases are measured as static ones here"),
    ('', ("/* srcinst begin phase \"probe\" */", "/* srcinst begin phase \"lost\" */"),
     "phase 'probe' ends but does not begin"),
])
def test_marked_ranges_that_cannot_be_are_said(tmp_path, select_text, source_text, message):
    source = tmp_path / "phases.c"
    text = PHASES.read_text()
    if source_text:
        text = text.replace(*source_text)
    source.write_text(text)
    select = tmp_path / "sel.tau"
    select.write_text(select_text)
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", "-f", select, source, "-o", tmp_path / "o.c"])
    assert done.returncode == 0
    assert message in done.stderr, done.stderr
    built = run(["gcc", tmp_path / "o.c", "-o", tmp_path / "o"])
    assert built.returncode == 0, built.stderr
    assert helpers.printf_balance_problems(run([tmp_path / "o"]).stderr, EVENT, lambda name: False) == []


# (pomp2 measures OpenMP constructs only, as OPARI2: tests/test_openmp.py)
SPECS = sorted(p.stem for p in (helpers.REPO / "specs").glob("*.spec") if p.stem != "pomp2")


@pytest.mark.parametrize("lang", ["c", "c++"])
@pytest.mark.parametrize("spec", SPECS)
def test_every_spec_times_loops_marked_ranges_and_calls(tmp_path, spec, lang):
    """Each shipped spec's region rules compile (against the stubs of tests/stubs)."""
    select = timer_select(tmp_path)
    select.write_text(select.read_text() + 'loops routine="#"\ncalls name="strcmp"\nio routine="main"\n')
    out = tmp_path / ("inst.c" if lang == "c" else "inst.cpp")
    done = run([sys.executable, "-m", "srcinst", "-s", spec, "-f", select, "--lang", lang, PHASES, "-o", out])
    assert done.returncode == 0 and done.stderr == "", done.stderr
    text = out.read_text()
    assert "Loop: int search(const int *, int, int)" in text and '"solve"' in text and '"probe"' in text
    assert '"strcmp"' in text and '"printf"' in text
    compiler, std = ("gcc", "-std=c99") if lang == "c" else ("g++", "-std=c++17")
    built = run([compiler, std, "-Wall", "-Wextra", "-Werror", "-I", helpers.REPO / "tests" / "stubs",
                 "-I", th.RUNTIME_SRC_DIR, "-c", out, "-o", tmp_path / "inst.o"])
    assert built.returncode == 0, built.stderr


# -- calls --------------------------------------------------------------------------------

CALLS = DATA / "calls.c"
CALL_CONFIGS = {
    "c89": ("gcc", ["-std=c89", "-pedantic"], ["-std=c89"]),
    "gnu11": ("gcc", ["-std=gnu11"], ["-std=gnu11"]),
    "c++98": ("g++", ["-x", "c++", "-std=c++98"], ["--lang", "c++", "-std=c++98"]),
    "c++11": ("g++", ["-x", "c++", "-std=c++11"], ["--lang", "c++", "-std=c++11"]),
    "c++17": ("g++", ["-x", "c++", "-std=c++17"], ["--lang", "c++", "-std=c++17"]),
}


@pytest.mark.parametrize("config", CALL_CONFIGS)
def test_calls_in_every_position(tmp_path, config):
    """`calls name=` chooses the program's own functions, `io` and `memory` the
    library's: each call is one region, in statement and expression
    positions alike, the program's values and output unchanged."""
    compiler, flags, srcinst_flags = CALL_CONFIGS[config]
    select = tmp_path / "calls.tau"
    select.write_text('calls name="twice bump half"\nio routine="#"\nmemory routine="main"\n')
    out = tmp_path / "inst.c"
    done = run([sys.executable, "-m", "srcinst", "-v", "-s", "printf", "-f", select, *srcinst_flags, CALLS,
                "-o", out])
    assert done.returncode == 0 and "warning" not in done.stderr, done.stderr
    orig, inst = both_run(tmp_path, compiler, [*flags, *WARNINGS], CALLS, out)
    entered = named_entries(inst.stderr)
    own = dict(re.findall(r"(\w+) (\d+)", re.search(r"^twice .*$", orig.stdout, re.M).group()))
    asked = dict(re.findall(r"([\w+]+) (\d+)", re.search(r"^malloc.*$", orig.stdout, re.M).group()))
    assert {name: entered[name] for name in own} == {name: int(n) for name, n in own.items()}
    assert entered["malloc"] + entered["free"] == int(asked["malloc+free"])
    assert {name: entered[name] for name in ("fopen", "fprintf", "fclose")} == {
        name: int(asked[name]) for name in ("fopen", "fprintf", "fclose")}
    assert entered["printf"] == orig.stdout.count("\n")  # each printf prints one line
    # strcpy is neither io nor memory; the call in sizeof's operand is never made
    assert "strcpy" not in entered and "note" not in done.stderr


CXX_CALLS = r"""
#include <cstdio>
#include <memory>
#include <string>
static int made;
static std::string name(int n) { made++; return std::string(n, 'x'); }
static int &slot() { static int s; made++; return s; }
static std::unique_ptr<int> make(int v) { made++; return std::unique_ptr<int>(new int(v)); }
static void boom(int n) { made++; if (n > 5) throw n; }
int main()
{
    std::string n = name(3) + name(1);
    slot() = 4;
    slot() += 2;
    std::unique_ptr<int> p = make(7);
    int s = 0;
    try { boom(9); } catch (int) { s++; }
    try { s += (boom(8), 1); } catch (int) { s++; }
    std::printf("%d %s %d %d %d\n", s, n.c_str(), slot(), *p, made);
    return 0;
}
"""


@pytest.mark.parametrize("std", ["c++11", "c++14", "c++20"])
def test_calls_of_class_and_reference_type(tmp_path, std):
    """C++14 and later keep such calls' values in lambdas (decltype(auto):
    references stay references, a unique_ptr is not copied), and a scope guard
    closes a call an exception leaves; C++11 leaves them alone, with a note."""
    source = tmp_path / "calls.cpp"
    source.write_text(CXX_CALLS)
    select = tmp_path / "calls.tau"
    select.write_text('calls name="name slot make boom"\n')
    out = tmp_path / "inst.cpp"
    done = run([sys.executable, "-m", "srcinst", "-v", "-s", "printf", "-f", select, f"-std={std}", source,
                "-o", out])
    assert done.returncode == 0, done.stderr
    _, inst = both_run(tmp_path, "g++", [f"-std={std}", "-Wall", "-Wextra", "-Werror"], source, out)
    entered = named_entries(inst.stderr)
    if std == "c++11":
        assert dict(entered) == {"boom": 2}
        assert done.stderr.count("is not instrumented: a call of class or reference type inside an expression") == 6
    else:
        assert dict(entered) == {"name": 2, "slot": 3, "make": 1, "boom": 2}


# -- TAU's API, checked -----------------------------------------------------------------

STUB_REGION = re.compile(r"^stub-region: begins=(\d+) line=\d+ file=\S* name=(.*)$", re.M)


@pytest.fixture(scope="module")
def tau_check(tmp_path_factory) -> Path:
    """tests/stubs/check/tau_c.c: TAU's C API that checks every call (a timer
    stopped must be the innermost running one) and counts each timer's starts."""
    obj = tmp_path_factory.mktemp("tau") / "tau_c.o"
    built = run(["gcc", "-std=c11", "-pedantic", "-Wall", "-Wextra", "-Werror", "-I", helpers.REPO / "tests" / "stubs",
                 "-c", helpers.REPO / "tests" / "stubs" / "check" / "tau_c.c", "-o", obj])
    assert built.returncode == 0, built.stderr
    return obj


@pytest.mark.parametrize("source, std", [("loops.c", "gnu11"), ("phases.c", "gnu11"), ("calls.c", "c89")])
def test_tau_timers_of_loops_ranges_and_calls_balance(tmp_path, tau_check, source, std):
    """One select file with loops, a timer, calls, io and memory rules, fed to
    tau.spec: TAU's calls nest like the program's regions (the stub fails the
    run otherwise), loop timers carry TAU's loop names and start once per
    execution of their loop, and the program computes what it did."""
    select = timer_select(tmp_path)
    select.write_text(select.read_text() + 'loops routine="#"\ncalls name="twice bump half"\n'
                      'io routine="#"\nmemory routine="#"\n')
    out = tmp_path / "inst.c"
    done = run([sys.executable, "-m", "srcinst", "-s", "tau", "-f", select, f"-std={std}", DATA / source, "-o", out])
    assert done.returncode == 0 and done.stderr == "", done.stderr
    flags = [f"-std={std}", "-I", helpers.REPO / "tests" / "stubs"]
    original, exe = tmp_path / "orig", tmp_path / "inst"
    assert run(["gcc", *flags, DATA / source, "-o", original]).returncode == 0
    built = run(["gcc", *flags, out, tau_check, "-o", exe, "-pthread"])
    assert built.returncode == 0, built.stderr
    orig, inst = run([original]), run([exe])
    assert "stub-violation" not in inst.stderr, inst.stderr
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    starts = {name: int(n) for n, name in STUB_REGION.findall(inst.stderr)}
    assert re.search(r"^stub-summary: api=TAU begins=(\d+) ends=\1 ", inst.stderr, re.M), inst.stderr
    loops = Counter()
    for name, n in starts.items():
        m = re.match(r"Loop: .* \[\{.*\} \{(\d+),\d+\}-", name)
        if m:
            loops[int(m.group(1))] += n
    if source == "loops.c":  # it counts its loop statements' executions
        counted = {int(line): int(n) for line, n in COUNTED.findall(orig.stdout)}
        skipped = no_region_lines(DATA / source)
        assert dict(loops) == {line: n for line, n in counted.items() if line not in skipped}
    elif source == "phases.c":  # its ranges'
        assert {name: starts[name] for name, _ in NAMED_COUNT.findall(orig.stdout)} == {
            name: int(n) for name, n in NAMED_COUNT.findall(orig.stdout)}
    else:  # its callees' calls, each name one TAU timer
        own = dict(re.findall(r"(\w+) (\d+)", re.search(r"^twice .*$", orig.stdout, re.M).group()))
        assert {name: starts[name] for name in own} == {name: int(n) for name, n in own.items()}
        assert loops  # and its loops
