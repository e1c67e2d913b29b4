"""constexpr routines measured at run time only (frontends/c_constexpr.py).

tests/data/constexpr/constexpr_run.cpp uses its constexpr functions in
constant expressions (static_assert, an array bound, a constexpr variable, a
constant initialisation, a template argument) and with run-time arguments.
Instrumented with the trace spec and with a TAU-like spec whose routines
declare a static timer, built in every C++ mode from C++11 on (ISO and GNU),
it must still compile, print the same and exit alike, and report exactly the
run-time calls of each routine.
"""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

DATA = Path(__file__).parent / "data" / "constexpr"
SOURCE = DATA / "constexpr_run.cpp"

TAU_LIKE_SPEC = r'''BEGIN_INSTRUMENT_SECTION
file="*" line=1 code="#include \"tau_like.h\"" lang="c++"
decl code="static tau_like_timer tautimer = { \"@ROUTINE@\", 0, 0, 0 };" lang="c++"
entry code="tau_like_start(&tautimer);" lang="c++"
exit code="tau_like_stop(&tautimer);" lang="c++"
END_INSTRUMENT_SECTION
'''

# The run-time calls (argc is 1, n is 3). A template's calls count under its one name.
# C++11 constexpr functions are left alone (their one return statement cannot
# hold the exit temporary in every g++): main alone.
CXX11_CALLS = {"int main(int, char **)": 1, "int Fixed<N>::value()": 1}  # (value is no constexpr function)
RETURNING_CALLS = {
    "int main(int, char **)": 1,
    "int sq(int)": 1,
    "int fact(int)": 3,
    "T biggest(T, T)": 2,
    "int Vec::dot(const Vec &) const": 1,
    "Vec Vec::unit()": 1,
    "int Fixed<N>::value()": 1,
}
# From C++14 on, a constexpr body may hold statements: constructors and
# void functions are measured too (C++11 constructors, whose bodies must be
# empty, are not).
CXX14_CALLS = {
    **RETURNING_CALLS,
    "Vec::Vec(int, int)": 2,
    "int count_bits(unsigned int)": 1,
    "void bump(int &, int)": 2,
    "Counter::Counter(int)": 1,
}
# From C++20 on, a guard runs the exit code: also when a throw leaves, and
# after a return of a braced list (which builds one more Vec).
CXX20_CALLS = {
    **CXX14_CALLS,
    "Vec::Vec(int, int)": 3,
    "int checked(int)": 2,
    "Vec twice(Vec)": 1,
}
STDS = ["c++11", "gnu++11", "c++14", "c++17", "gnu++17", "c++20", "gnu++20", "c++23"]


def expected(std: str) -> dict:
    if std.endswith("11"):
        return CXX11_CALLS
    return CXX20_CALLS if std[-2:] in ("20", "23") else CXX14_CALLS


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


def original_run(work: Path, std: str, compiler: str = "g++") -> helpers.RunResult:
    exe = work / "original"
    helpers.compile_checked([compiler, f"-std={std}", "-Wall", "-Wextra", "-Werror", SOURCE, "-o", exe],
                            what="compiling the original", source=SOURCE)
    return helpers.run_cmd([exe], cwd=work, env=helpers.program_env(None))


def instrument(work: Path, spec: str | Path, std: str, compiler: str = "g++") -> Path:
    inst = work / "constexpr_run.inst.cpp"
    r = helpers.run_cmd(th.srcinst_cmd("-s", spec, SOURCE, "-o", inst, "-I", th.RUNTIME_SRC_DIR, "-I", DATA,
                                       f"-std={std}", "--compiler", compiler),
                        cwd=helpers.REPO, env=th.srcinst_env(), timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode == 0, r.stderr.decode()
    assert "warning" not in r.stderr.decode(), r.stderr.decode()
    return inst


def build(inst: Path, std: str, extra=(), compiler: str = "g++") -> Path:
    exe = inst.with_suffix("")
    helpers.compile_checked([compiler, f"-std={std}", "-Wall", "-Wextra", "-Werror", "-I", th.RUNTIME_SRC_DIR,
                             "-I", DATA, inst, *extra, "-o", exe, "-pthread"],
                            what=f"compiling the instrumented copy (-std={std})", source=inst)
    return exe


@pytest.mark.parametrize("std", STDS)
def test_trace_counts_only_the_run_time_calls(std, tmp_path, runtime_object):
    before = original_run(tmp_path, std)
    exe = build(instrument(tmp_path, "trace", std), std, [str(runtime_object)])
    run = th.run_traced(exe, tmp_path)
    assert run.result.returncode == before.returncode == 0, run.result.stderr.decode()
    assert run.result.stdout == before.stdout
    assert dict(th.call_counts(run.calls)) == expected(std)
    assert not th.nesting_problems(run.calls)
    totals = th.profile_totals(run.profile_text)
    assert (totals["unwound"], totals["mismatched"], totals["open"]) == (0, 0, 0)
    # every constexpr call is nested in main, fact's in one another
    nested = Counter(parent["name"] for call, parent in th.callers(run.calls) if call["name"] == "int fact(int)")
    assert nested == (Counter() if std.endswith("11") else Counter({"int main(int, char **)": 1, "int fact(int)": 2}))


@pytest.mark.parametrize("std,compiler", [(s, "g++") for s in ("c++11", "gnu++14", "c++17", "c++20")]
                         + [("c++11", "clang++"), ("c++20", "clang++")])
def test_static_timers_of_a_tau_like_spec(std, compiler, tmp_path):
    spec = tmp_path / "tau_like.spec"
    spec.write_text(TAU_LIKE_SPEC)
    before = original_run(tmp_path, std, compiler)
    exe = build(instrument(tmp_path, spec, std, compiler), std, compiler=compiler)
    after = helpers.run_cmd([exe], cwd=tmp_path, env=helpers.program_env(None))
    assert after.returncode == before.returncode == 0
    assert after.stdout == before.stdout
    rows = re.findall(r"^TAU\|(.*)\|(\d+)\|(\d+)$", after.stderr.decode(), re.M)
    starts = {name: int(s) for name, s, _ in rows}
    assert starts == expected(std), after.stderr.decode()
    assert all(s == e for _, s, e in rows), rows


def test_constant_evaluation_alone_records_nothing(tmp_path, runtime_object):
    """A program whose constexpr calls are all evaluated while compiling
    gets instrumented constexpr routines that never report a call."""
    src = tmp_path / "only_constant.cpp"
    src.write_text("constexpr int cube(int x) { return x * x * x; }\n"
                   "static_assert(cube(2) == 8, \"\");\n"
                   "template <int N> struct K { static constexpr int v = N; };\n"
                   "int main() { constexpr int c = cube(3); int a[cube(1)] = {0}; return K<cube(2)>::v - 8 + c - 27"
                   " + a[0]; }\n")
    inst = tmp_path / "only_constant.inst.cpp"
    r = helpers.run_cmd(th.srcinst_cmd("-s", "trace", src, "-o", inst, "-std=c++17", "--compiler", "g++"),
                        cwd=helpers.REPO, env=th.srcinst_env(), timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode == 0, r.stderr.decode()
    assert "__builtin_is_constant_evaluated" in inst.read_text()
    exe = build(inst, "c++17", [str(runtime_object)])
    run = th.run_traced(exe, tmp_path)
    assert run.result.returncode == 0
    assert dict(th.call_counts(run.calls)) == {"int main()": 1}


MACROS = DATA / "constexpr_macros.cpp"


@pytest.mark.parametrize("std,compiler", [("c++11", "g++"), ("c++14", "g++"), ("c++17", "g++"), ("c++20", "g++"),
                                          ("c++20", "clang++")])
def test_constexpr_and_consteval_spelled_by_macros(std, compiler, tmp_path, runtime_object):
    """A macro that expands to `constexpr` (consteval) makes a constexpr
    (consteval) function: instrumented for run time only (left alone), so
    the program still compiles, and counted exactly."""
    exe = tmp_path / "original"
    helpers.compile_checked([compiler, f"-std={std}", "-Wall", "-Wextra", "-Werror", MACROS, "-o", exe],
                            what="compiling the original", source=MACROS)
    before = helpers.run_cmd([exe], cwd=tmp_path, env=helpers.program_env(None))
    inst = tmp_path / "constexpr_macros.inst.cpp"
    th.instrument_trace(MACROS, inst, [f"-std={std}", "-I", th.RUNTIME_SRC_DIR, "--compiler", compiler])
    traced = build(inst, std, [str(runtime_object)], compiler=compiler)
    run = th.run_traced(traced, tmp_path)
    assert (run.result.stdout, run.result.returncode) == (before.stdout, before.returncode)
    calls = {th.short_name(name): n for name, n in th.call_counts(run.calls).items()}
    lambdas = {name: n for name, n in calls.items() if name.startswith("lambda at ")}
    # The lambda of a constexpr function stays constexpr (not counted); from C++14 on parse is one.
    assert lambdas == ({} if std != "c++11" else {next(iter(lambdas), "?"): 4})
    # (C++11: half and tag are constexpr functions, left alone; digits and parse plain inline ones)
    assert {name: n for name, n in calls.items() if not name.startswith("lambda at ")} == {
        "main": 1, "digits": 1, "Parser::parse": 1, **({"half": 1} if std != "c++11" else {}),
        **({"tag": 1} if std not in ("c++11", "c++20") else {})}
    assert not th.nesting_problems(run.calls)


MOVED_OUT = r'''#include <cstdio>
// Returning a local moves it out (C++14/17 implicit move): a copy would take
// the deleted copy constructor, or, as fmt's basic_format_arg, a forwarding
// constructor template that means something else.
struct Moved {
    int v;
    constexpr explicit Moved(int x) : v(x) {}
    constexpr Moved(Moved &&o) : v(o.v + 100) {}
    Moved(const Moved &) = delete;
};
struct Wrapped {
    int v;
    constexpr Wrapped() : v(0) {}
    template <typename T> constexpr Wrapped(T &&) : v(T::not_a_member) {}  // only for other types
    constexpr Wrapped(Wrapped &&o) : v(o.v + 1) {}
    constexpr Wrapped(const Wrapped &o) : v(o.v + 2) {}
};
constexpr Moved make(int x) { Moved m(x); return m; }
constexpr Wrapped wrap(int x) { Wrapped w; w.v = x; return (w); }
int main() {
    constexpr int k = make(1).v;
    std::printf("%d %d %d\n", k, make(2).v, wrap(3).v);
    return 0;
}
'''


@pytest.mark.parametrize("std", ["c++14", "gnu++17"])
def test_a_returned_local_is_still_moved_out(std, tmp_path, runtime_object):
    source = tmp_path / "moved.cpp"
    source.write_text(MOVED_OUT)
    orig = tmp_path / "orig"
    helpers.compile_checked(["g++", f"-std={std}", "-Wall", "-Werror", source, "-o", orig], what="the original")
    inst = tmp_path / "moved.inst.cpp"
    r = helpers.run_cmd(th.srcinst_cmd("-s", "trace", source, "-o", inst, "-I", th.RUNTIME_SRC_DIR, f"-std={std}"),
                        cwd=tmp_path, env=th.srcinst_env(), timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode == 0, r.stderr.decode()
    exe = build(inst, std, [str(runtime_object)])
    before = helpers.run_cmd([orig], cwd=tmp_path)
    run = th.run_traced(exe, tmp_path)
    assert (run.result.stdout, run.result.returncode) == (before.stdout, before.returncode)
    assert before.returncode == 0 and before.stdout.startswith(b"101 ")  # (constant evaluation moves; g++ elides)
    assert dict(th.call_counts(run.calls)) == {"int main()": 1, "Moved make(int)": 1, "Wrapped wrap(int)": 1,
                                               "Moved::Moved(int)": 1, "Wrapped::Wrapped()": 1}
