"""Call regions beyond plain calls: C++ new and delete expressions (named
after the operator functions they call, chosen by TAU's `memory` rules or
`calls name="new delete[]"`). Each program counts its own executions of the
chosen expressions and prints the counts; instrumented, it must print the
same, exit alike, its enter/leave lines must nest like calls on every way
out, and each region must be entered as often as the program counted. Those
srcinst leaves alone get a note under -v that says why.
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

from srcinst.diagnostics import Reporter
from srcinst.instrument import Options, instrument_source
from srcinst.settings import Settings
from srcinst.spec import parse_spec

DATA = Path(__file__).parent / "data" / "calls"
EVENT = re.compile(r"^(enter|leave) (.*) \(", re.M)
OPERATORS = ("new", "new[]", "delete", "delete[]")


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=300, **kw)


def instrument(tmp_path, source: Path, select_text: str, flags, spec="printf") -> tuple[Path, str]:
    """(the instrumented copy, srcinst's stderr under -v)."""
    select = tmp_path / "calls.tau"
    select.write_text(select_text)
    out = tmp_path / ("inst" + source.suffix)
    done = run([sys.executable, "-m", "srcinst", "-v", "-s", spec, "-f", select, *flags, source, "-o", out])
    assert done.returncode == 0 and "warning" not in done.stderr, done.stderr
    return out, done.stderr


def both_run(tmp_path, compiler: str, flags, source: Path, out: Path) -> tuple:
    """The original and its instrumented copy, built alike and run: same
    output and exit status, enter/leave lines that nest like calls."""
    original, exe = tmp_path / "orig", tmp_path / "inst"
    for what, target in ((source, original), (out, exe)):
        built = run([compiler, *flags, what, "-o", target])
        assert built.returncode == 0, built.stderr
    orig, inst = run([original]), run([exe])
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False) == [], inst.stderr
    return orig, inst


def entries(stderr: str) -> Counter:
    return Counter(name for kind, name in EVENT.findall(stderr) if kind == "enter")


def counted(stdout: str) -> dict:
    """The program's own counts: `new 9 new[] 4 delete 8 delete[] 4`."""
    line = re.search(r"^new \d+ .*$", stdout, re.M).group()
    return {f"operator {name}": int(n) for name, n in re.findall(r"(\S+) (\d+)", line)}


def no_region_lines(source: Path, mark: str = "no region") -> list[int]:
    return [n for n, line in enumerate(source.read_text().splitlines(), 1) if mark in line]


ALLOCATIONS = DATA / "allocations.cpp"
CXX_CONFIGS = {
    "c++98": ("g++", ["-std=c++98", "-pedantic"]),
    "c++11": ("g++", ["-std=c++11"]),
    "c++17": ("g++", ["-std=c++17"]),
    "c++20": ("g++", ["-std=c++20"]),
    "clang++17": ("clang++", ["-std=c++17"]),
}


@pytest.mark.parametrize("config", CXX_CONFIGS)
def test_new_and_delete_expressions_in_every_position(tmp_path, config):
    """`memory routine="#"` makes every new and delete expression written in
    the file a region: values and evaluation order kept (the program prints
    what it computed), a throwing constructor's new left by a scope guard
    (C++11 and later), each entered as often as it ran; one a macro writes
    is noted."""
    compiler, flags = CXX_CONFIGS[config]
    std = next(f for f in flags if f.startswith("-std="))
    out, notes = instrument(tmp_path, ALLOCATIONS, 'memory routine="#"\n', [std])
    warnings = ["-Wall", "-Wextra", "-Werror"] if compiler == "g++" else []
    orig, inst = both_run(tmp_path, compiler, [*flags, *warnings], ALLOCATIONS, out)
    entered = entries(inst.stderr)
    assert {name: entered[name] for name in counted(orig.stdout)} == counted(orig.stdout)
    [hidden] = no_region_lines(ALLOCATIONS, "leave alone:")
    assert re.findall(r":(\d+):\d+: note: call of '([^']*)' .* not instrumented: (.*)", notes) == [
        (str(hidden), "operator new", "a macro writes it")]


def test_calls_rules_choose_new_and_delete_by_their_bare_names(tmp_path):
    """`calls name="new[] delete"`: the array news and the plain deletes, no others."""
    out, _ = instrument(tmp_path, ALLOCATIONS, 'calls name="new[] delete"\n', ["-std=c++17"])
    orig, inst = both_run(tmp_path, "g++", ["-std=c++17"], ALLOCATIONS, out)
    own = counted(orig.stdout)
    operators = {name: n for name, n in entries(inst.stderr).items() if name.startswith("operator ")}
    assert operators == {"operator new[]": own["operator new[]"], "operator delete": own["operator delete"]}


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


def test_trace_counts_new_and_delete(tmp_path, runtime_object):
    """With -s trace: balanced, and the profile's calls are the program's counts."""
    select = tmp_path / "mem.tau"
    select.write_text('memory routine="#"\n')
    inst = tmp_path / "inst.cpp"
    th.instrument_trace(ALLOCATIONS, inst, ["-f", select, "-std=c++17", "-I", th.RUNTIME_SRC_DIR])
    exe = tmp_path / "prog"
    helpers.compile_checked(["g++", "-std=c++17", "-Wall", "-Werror", "-I", th.RUNTIME_SRC_DIR, inst, runtime_object,
                             "-o", exe, "-pthread"], what="building with the trace runtime", source=inst)
    plain = tmp_path / "plain"
    helpers.compile_checked(["g++", "-std=c++17", ALLOCATIONS, "-o", plain], what="building the original")
    traced = th.run_traced(exe, tmp_path)
    out = helpers.run_cmd([plain]).stdout
    assert traced.result.stdout == out
    counts = th.call_counts(traced.calls)
    assert {name: counts[name] for name in counted(out.decode())} == counted(out.decode())
    assert traced.other["mismatched_exits"] == 0 and traced.other["unwound_frames"] == 0
    assert th.nesting_problems(traced.calls) == []


CONSTANT = r"""
#include <cstdio>
constexpr int two() { return 2; }
template <int N> struct Fixed { static int value() { return N; } };
int main(int argc, char **)
{
    constexpr int v = two();  /* no region */
    int bound[two()] = {1, 2};  /* no region */
    enum { E = two() };  /* no region */
    int t = Fixed<two()>::value();  /* no region */
    switch (argc) {
    case two():  /* no region */
        t += two();
        break;
    case 1: t += two();
    }
    if constexpr (two() == 2) {  /* no region */
        delete new int(two());
    }
    std::printf("%d %d %d\n", v + two(), bound[1] + E, t);
    return 0;
}
"""


def test_calls_in_constant_expressions_are_left_alone(tmp_path):
    """Constant expressions must stay constant: the calls in a constexpr
    variable's initializer, an array bound, an enumerator, a template
    argument, a case label and an `if constexpr` condition get no region
    (noted); those in the statements after them do."""
    source = tmp_path / "constant.cpp"
    source.write_text(CONSTANT)
    out, notes = instrument(tmp_path, source, 'calls name="two"\nmemory routine="#"\n', ["-std=c++17"])
    _, inst = both_run(tmp_path, "g++", ["-std=c++17", "-Wall", "-Werror"], source, out)
    entered = entries(inst.stderr)
    assert {name: entered[name] for name in ("two", "operator new", "operator delete")} == {
        "two": 3, "operator new": 1, "operator delete": 1}
    refused = re.findall(r":(\d+):\d+: note: call of 'two' .* not instrumented: it is in a constant expression", notes)
    assert [int(n) for n in refused] == no_region_lines(source)


LAMBDA_ARGUMENT = r"""
#include <cstdio>
template <class F> static int apply(F f) { return f(); }
int main()
{
    int x = 1 + apply([] { return 2; });
    std::printf("%d\n", x + apply([x] { return x; }));
    return 0;
}
"""


@pytest.mark.parametrize("std", ["c++11", "c++17"])
def test_a_call_with_a_lambda_argument_keeps_its_value_in_auto(tmp_path, std):
    """A scalar call inside an expression keeps its value in an `auto`
    variable: a __typeof__ copy of the call would hold a lambda, which an
    unevaluated operand cannot before C++20."""
    source = tmp_path / "lambda.cpp"
    source.write_text(LAMBDA_ARGUMENT)
    out, _ = instrument(tmp_path, source, 'calls name="apply"\n', [f"-std={std}"])
    _, inst = both_run(tmp_path, "g++", [f"-std={std}", "-Wall", "-Werror"], source, out)
    assert entries(inst.stderr)["apply"] == 2


POSTFIX_DELETE = r"""
#include <cstdio>
struct T { int v; };
int main()
{
    T *pair[2] = { new T(), new T() };
    T **q = pair;
    delete *q++;
    delete *q;
    int *ip = new int[3] + 0;
    int *back[2] = { 0, ip };
    int **b = back + 1;
    delete[] *b--;
    std::printf("%d\n", (int)(q - pair) + (int)(b - back));
    return 0;
}
"""


def test_delete_of_a_postfix_increment_is_a_region(tmp_path):
    """`delete *q++` ends in `++`: its text is the file's, not a macro's."""
    source = tmp_path / "postfix.cpp"
    source.write_text(POSTFIX_DELETE)
    out, notes = instrument(tmp_path, source, 'memory routine="#"\n', ["-std=c++17"])
    assert "not instrumented" not in notes, notes
    _, inst = both_run(tmp_path, "g++", ["-std=c++17"], source, out)
    assert dict(entries(inst.stderr)) == {"int main()": 1, "operator new": 2, "operator new[]": 1,
                                          "operator delete": 2, "operator delete[]": 1}


EXIT_CALL = r"""
#include <stdio.h>
#include <stdlib.h>
static int work(int x) { return x + 1; }
int main(int argc, char **argv)
{
    (void)argv;
    printf("%d\n", work(argc));
    if (argc > 0)
        exit(work(2));
    return 0;
}
"""


def test_a_call_that_does_not_return_is_left_to_the_abort_code(tmp_path):
    """`calls name="exit"`: exit() never returns, so a region around it would
    stay open; it is left alone with a note, as in Fortran (CALL EXIT)."""
    source = tmp_path / "exits.c"
    source.write_text(EXIT_CALL)
    out, notes = instrument(tmp_path, source, 'calls name="work exit"\n', ["-std=c99"])
    assert "note: call of 'exit' in 'int main(int, char **)' is not instrumented: it does not return " \
           "(the routine's abort code is for it)" in notes, notes
    runs = []
    for what, exe in ((source, tmp_path / "orig"), (out, tmp_path / "inst")):
        built = run(["gcc", "-std=c99", what, "-o", exe])
        assert built.returncode == 0, built.stderr
        runs.append(run([exe]))
    orig, inst = runs
    assert (inst.stdout, inst.returncode) == (orig.stdout, 3)
    # main stays open, as at any exit(); the calls nest and close
    assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: name.startswith("int main")) == []
    assert entries(inst.stderr) == {"int main(int, char **)": 1, "work": 2, "int work(int)": 2}
    assert "abort in int main(int, char **)" in inst.stderr


# -- calls in macro arguments --------------------------------------------------------------

MACRO_ARGS = DATA / "macro_args.c"
C_CONFIGS = {
    "c89": ("gcc", ["-std=c89", "-pedantic"], ["-std=c89"]),
    "gnu11": ("gcc", ["-std=gnu11"], ["-std=gnu11"]),
    "c++98": ("g++", ["-x", "c++", "-std=c++98"], ["--lang", "c++", "-std=c++98"]),
    "c++17": ("g++", ["-x", "c++", "-std=c++17"], ["--lang", "c++", "-std=c++17"]),
}


@pytest.mark.parametrize("config", C_CONFIGS)
def test_calls_in_macro_arguments(tmp_path, config):
    """A call spelled in a macro's argument is a region when the macro
    expands that argument once as an expression that runs (the stringized
    texts the program prints stay as they were); otherwise it is left alone
    with a note that says why: expanded twice, stringized (assert too),
    pasted, passed to another macro, nested invocations, sizeof."""
    compiler, flags, srcinst_flags = C_CONFIGS[config]
    out, notes = instrument(tmp_path, MACRO_ARGS, 'calls name="f"\n', srcinst_flags)
    orig, inst = both_run(tmp_path, compiler, [*flags, "-Wall", "-Wextra", "-Werror"], MACRO_ARGS, out)
    lines = MACRO_ARGS.read_text().splitlines()
    regions = [n for n, line in enumerate(lines, 1) if "/* region */" in line]
    entered = Counter(int(n) for n in re.findall(r"^enter f \(.*:(\d+)\)$", inst.stderr, re.M))
    assert entered == Counter(regions)
    assert entries(inst.stderr)["int f(int)"] == int(re.search(r"^calls (\d+)$", orig.stdout, re.M).group(1))
    refused = {int(line): why for line, why in re.findall(
        r":(\d+):\d+: note: call of 'f' .* not instrumented: (.*)", notes)}
    expected = {n: re.search(r"no region: ([^*]*?) \*/", line).group(1) for n, line in enumerate(lines, 1)
                if "no region:" in line}
    assert sorted(refused) == sorted(expected), notes
    assert all(expected[n] in refused[n] for n in expected), notes  # (each mark is a piece of its reason)


def test_a_call_in_a_macro_argument_whose_code_needs_lines_is_left_alone(tmp_path):
    """Code in a macro's argument goes on one line: code with a // comment
    cannot, and the call gets none (said with a warning); the others do."""
    spec = tmp_path / "comment.spec"
    spec.write_text('entry region=call code="(void) 0; // entering @REGION@" lang="c"\n'
                    'exit region=call code="(void) 0;" lang="c"\n')
    source = tmp_path / "comment.c"
    source.write_text("static int f(int n) { return n; }\n#define KEEP(x) (x)\n"
                      "int main(void)\n{\n    int a = f(1);\n    return KEEP(f(0)) + a - 1;\n}\n")
    select = tmp_path / "calls.tau"
    select.write_text('calls name="f"\n')
    out = tmp_path / "inst.c"
    done = run([sys.executable, "-m", "srcinst", "-s", spec, "-f", select, source, "-o", out])
    assert done.returncode == 0, done.stderr
    assert re.findall(r":(\d+):\d+: warning: (.*)", done.stderr) == [
        ("6", "call of 'f' in a macro's argument, and its code holds a // comment or a directive: not instrumented")]
    assert out.read_text().count("// entering f") == 1
    built = run(["gcc", "-Wall", "-Werror", out, "-o", tmp_path / "inst"])
    assert built.returncode == 0, built.stderr
    assert run([tmp_path / "inst"]).returncode == 0


CXX_MACRO_ARGS = r"""
#include <cassert>
#include <cstdio>
#include <string>
#define CHECK(x) do { if (!(x)) std::printf("failed\n"); } while (0)
#define KEEP(x) (x)
static int made;
static std::string name(int n) { made++; return std::string(n, 'y'); }
static int boom(int n) { made++; if (n > 3) throw n; return n; }
int main()
{
    int *p = KEEP(new int(4));
    CHECK(boom(1));
    std::string s = KEEP(name(2));
    int t = 0;
    try { t += KEEP(boom(7)); } catch (int e) { t += e; }
    KEEP(delete p);
    assert(boom(2) == 2);
    std::printf("%s %d %d\n", s.c_str(), t, made);
    return 0;
}
"""


@pytest.mark.parametrize("std", ["c++11", "c++14", "c++20"])
def test_cxx_calls_and_allocations_in_macro_arguments(tmp_path, std, runtime_object):
    """In C++ a call of class type in a macro's argument keeps its value in
    a lambda (C++14 and later; parenthesized, so the commas of its code stay
    in one argument), a scope guard closes a call an exception leaves, new
    and delete expressions there are regions too, and assert's stays alone.
    With -s trace (whose region variables are initialized with braces) too."""
    source = tmp_path / "macros.cpp"
    source.write_text(CXX_MACRO_ARGS)
    select = 'calls name="boom name"\nmemory routine="#"\n'
    out, notes = instrument(tmp_path, source, select, [f"-std={std}"])
    assert "the macro 'assert' stringizes" in notes
    orig, inst = both_run(tmp_path, "g++", [f"-std={std}", "-Wall", "-Wextra", "-Werror"], source, out)
    entered = entries(inst.stderr)
    own = {name: entered[name] for name in ("boom", "name", "operator new", "operator delete")}
    expected = {"boom": 2, "name": 0 if std == "c++11" else 1, "operator new": 1, "operator delete": 1}
    assert own == expected
    traced_source = tmp_path / "traced.cpp"
    (tmp_path / "calls.tau").write_text(select)
    th.instrument_trace(source, traced_source, ["-f", tmp_path / "calls.tau", f"-std={std}", "-I", th.RUNTIME_SRC_DIR])
    exe = tmp_path / "traced"
    helpers.compile_checked(["g++", f"-std={std}", "-Wall", "-Werror", "-I", th.RUNTIME_SRC_DIR, traced_source,
                             runtime_object, "-o", exe, "-pthread"], what="building with the trace runtime",
                            source=traced_source)
    traced = th.run_traced(exe, tmp_path)
    assert traced.result.stdout.decode() == orig.stdout
    counts = th.call_counts(traced.calls)
    assert {name: counts[name] for name in expected} == expected
    assert traced.other["mismatched_exits"] == 0 and traced.other["unwound_frames"] == 0
    assert th.nesting_problems(traced.calls) == []


MACRO_WRITTEN = r"""
#include <stdio.h>
static int twice(int n) { return 2 * n; }
#define CALL_AND_RETURN(g, x) return g(x)
#define TWICE_OF(x) twice(x)
static int via(int x)
{
    CALL_AND_RETURN(twice, x + 1);
}
int main(void)
{
    printf("%d %d\n", via(3), TWICE_OF(4) + twice(5));
    return 0;
}
"""


def test_a_macro_that_writes_a_call_is_no_call_named_after_it(tmp_path):
    """`calls name="#"`: the calls a macro's definition writes get no region
    (`CALL_AND_RETURN(twice, x)` expands to a return statement, which no
    expression can hold); the call written in the file does."""
    source = tmp_path / "written.c"
    source.write_text(MACRO_WRITTEN)
    out, _ = instrument(tmp_path, source, 'calls name="#"\n', ["-std=gnu11"])
    _, inst = both_run(tmp_path, "gcc", ["-std=gnu11", "-Wall", "-Werror"], source, out)
    entered = entries(inst.stderr)
    assert {name: n for name, n in entered.items() if " " not in name} == {"via": 1, "twice": 1, "printf": 1}


def test_tau_timers_of_calls_in_macro_arguments_balance(tmp_path):
    """tau.spec's TAU_START/TAU_STOP in macro arguments, against the checking
    stub of TAU's C API (tests/stubs/check/tau_c.c: a timer stopped must be
    the innermost running one): the run passes the checks, each call's timer
    starts as often as it ran, and the program prints what it did."""
    stubs = helpers.REPO / "tests" / "stubs"
    tau = tmp_path / "tau_c.o"
    built = run(["gcc", "-std=c11", "-I", stubs, "-c", stubs / "check" / "tau_c.c", "-o", tau])
    assert built.returncode == 0, built.stderr
    out, _ = instrument(tmp_path, MACRO_ARGS, 'calls name="f"\n', ["-std=c89"], spec="tau")
    original, exe = tmp_path / "orig", tmp_path / "inst"
    assert run(["gcc", "-std=c89", MACRO_ARGS, "-o", original]).returncode == 0
    built = run(["gcc", "-std=c89", "-I", stubs, out, tau, "-o", exe, "-pthread"])
    assert built.returncode == 0, built.stderr
    orig, inst = run([original]), run([exe])
    assert "stub-violation" not in inst.stderr, inst.stderr
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    assert re.search(r"^stub-summary: api=TAU begins=(\d+) ends=\1 ", inst.stderr, re.M), inst.stderr
    starts = {name: int(n) for n, name in re.findall(r"^stub-region: begins=(\d+) line=\d+ file=\S* name=(.*)$",
                                                     inst.stderr, re.M)}
    regions = sum(1 for line in MACRO_ARGS.read_text().splitlines() if "/* region */" in line)
    assert starts["f"] == regions


# -- exact output ---------------------------------------------------------------------------

PAIR_SPEC = 'entry region=call code="IN(@LINE@);"\nexit region=call code="OUT();"\ncalls name="f"\nmemory routine="#"\n'
PAIRS = [
    ("t.c", ["-std=c89"],
     "#define KEEP(x) (x)\nint f(int);\nint g(void)\n{\n    return KEEP(f(1)) + 1;\n}\n",
     # in a macro's argument: one line, no #line marker (a directive there is undefined)
     '#line 1 "{path}"\n#define KEEP(x) (x)\nint f(int);\nint g(void)\n{{\n'
     "    return KEEP((__extension__ ({{ IN(5); __typeof__(f(1)) __srcinst_cr_1 = f(1); OUT(); "
     "__srcinst_cr_1; }}))) + 1;\n}}\n"),
    ("t.cpp", ["-std=c++98"],
     "int *g(int n)\n{\n    delete new int(n);\n    return new int[n];\n}\n",
     '#line 1 "{path}"\nint *g(int n)\n{{\n    {{\nIN(3);\n#line 3 "{path}"\n'
     '    delete (__extension__ ({{\nIN(3);\n'
     '__typeof__(new int(n)) __srcinst_cr_2 =\n#line 3 "{path}"\n           new int(n);\nOUT();\n'
     '__srcinst_cr_2;\n}}))\n'
     '#line 3 "{path}"\n                     ;\nOUT();\n}}\n#line 3 "{path}"\n                      \n'
     '    return (__extension__ ({{\nIN(4);\n__typeof__(new int[n]) __srcinst_cr_3 =\n#line 4 "{path}"\n'
     '           new int[n];\nOUT();\n__srcinst_cr_3;\n}}))\n#line 4 "{path}"\n                     ;\n}}\n'),
]


@pytest.mark.parametrize("name, flags, source, expected", PAIRS, ids=[p[0] for p in PAIRS])
def test_exact_output(tmp_path, name, flags, source, expected):
    """What a call in a macro's argument and a C++98 new and delete become."""
    path = tmp_path / name
    path.write_text(source)
    out = instrument_source(str(path), path.read_bytes(), parse_spec(PAIR_SPEC), Options(
        compile_args=flags, line_markers=True, settings=Settings.from_environ()),
        Reporter(stream=open("/dev/null", "w"), verbose=True))
    assert out.decode() == expected.format(path=path)
