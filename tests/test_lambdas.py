"""C++ lambdas as routines (issue 29): tests/data/lambdas/kinds.cpp, with a
lambda of each kind, instrumented with the trace spec, built with g++ in
C++11, 14, 17 and 20, and run: the same output and exit status as the
original, and each lambda recorded with exactly the calls its `// count:`
comment says (the std::sort comparator's, the number the program counts).
Lambdas that must stay as they are (in a macro's argument, in constant
expressions) are not recorded; selection by the `lambda` property and by
name leaves them out."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

KINDS = helpers.REPO / "tests" / "data" / "lambdas" / "kinds.cpp"
_COUNT = re.compile(r"// count: (\w+)(?: c(\d\d))?(?: in (\S+))?")
_COMPARISONS = re.compile(rb"comparisons=(\d+)")


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


def expected_calls(std: int, sorted_calls: int) -> dict[str, int]:
    """Each `// count:` line's lambda by the name srcinst gives it: its `[`
    is the line's first."""
    found = {}
    for number, line in enumerate(KINDS.read_text().splitlines(), 1):
        m = _COUNT.search(line)
        if not m or line.lstrip().startswith("//") or (m.group(2) and int(m.group(2)) > std):
            continue
        name = f"lambda at {KINDS}:{number}:{line.index('[') + 1}" + (f" in {m.group(3)}" if m.group(3) else "")
        found[name] = sorted_calls if m.group(1) == "sorted" else int(m.group(1))
    return found


def lambda_on(text: str) -> str:
    """The name of the lambda on the line holding `text`."""
    lines = KINDS.read_text().splitlines()
    number = next(n for n, line in enumerate(lines, 1) if text in line)
    return next(name for name in expected_calls(20, 0) if f":{number}:" in name)


def build_and_run(work: Path, std: int, runtime_object: Path, extra=()) -> tuple:
    """(original run, traced run) of kinds.cpp."""
    flags = [f"-std=c++{std}", "-w"]
    original = work / "original"
    helpers.compile_checked(["g++", *flags, KINDS, "-o", original], what="building kinds.cpp")
    inst = work / "kinds.cpp"
    th.instrument_trace(KINDS, inst, [f"-std=c++{std}", "-I", th.RUNTIME_SRC_DIR, *extra])
    exe = work / helpers.PROGRAM_NAME
    helpers.compile_checked([*th.compiler("g++"), *flags, "-I", th.RUNTIME_SRC_DIR, inst, runtime_object,
                             "-o", exe, "-pthread"], what="building kinds.cpp instrumented", source=inst)
    return helpers.run_cmd([original], cwd=work), th.run_traced(exe, work)


def lambda_calls(run: th.TracedRun) -> dict[str, int]:
    return {name: n for name, n in th.call_counts(run.calls).items() if name.startswith("lambda at ")}


@pytest.mark.parametrize("std", [11, 14, 17, 20])
def test_every_lambda_counted_exactly(std, tmp_path, runtime_object):
    original, run = build_and_run(tmp_path, std, runtime_object)
    assert (run.result.stdout, run.result.returncode) == (original.stdout, original.returncode)
    assert original.returncode == 2
    sorted_calls = int(_COMPARISONS.search(original.stdout).group(1))
    assert lambda_calls(run) == expected_calls(std, sorted_calls)
    assert th.nesting_problems(run.calls) == []
    assert run.other["mismatched_exits"] == 0
    # Returns inside lambdas leave the lambda: the routines around them are left once per call.
    counts = Counter(th.short_name(name) for name in th.call_counts(run.calls).elements())
    assert (counts["first_positive"], counts["nested"], counts["throws_through"], counts["main"]) == (1, 1, 1, 1)
    # A nested lambda is called inside the lambda around it.
    inner, outer = lambda_on("auto inner = "), lambda_on("auto outer = ")
    assert {parent["name"] for call, parent in th.callers(run.calls) if call["name"] == inner} == {outer}


def test_selection_by_property_and_name(tmp_path, runtime_object):
    select = tmp_path / "select.txt"
    select.write_text('BEGIN_EXCLUDE_LIST\n"lambda#in nested"\nEND_EXCLUDE_LIST\n')
    by_name = tmp_path / "by_name"
    by_name.mkdir()
    original, run = build_and_run(by_name, 17, runtime_object, ["-f", select])
    assert (run.result.stdout, run.result.returncode) == (original.stdout, original.returncode)
    expected = {n: c for n, c in expected_calls(17, int(_COMPARISONS.search(original.stdout).group(1))).items()
                if not n.endswith(" in nested")}
    assert lambda_calls(run) == expected and len(expected) == len(expected_calls(17, 0)) - 2
    no_lambdas = tmp_path / "none"
    no_lambdas.mkdir()
    original, run = build_and_run(no_lambdas, 17, runtime_object, ["--exclude-if", "lambda"])
    assert (run.result.stdout, run.result.returncode) == (original.stdout, original.returncode)
    assert lambda_calls(run) == {}
    assert Counter(th.short_name(n) for n in th.call_counts(run.calls).elements())["nested"] == 1


def test_list_shows_lambdas_and_why_some_stay(tmp_path):
    r = helpers.run_cmd(th.srcinst_cmd("--list", "-std=c++17", KINDS), cwd=tmp_path, env=th.srcinst_env())
    assert r.returncode == 0, r.stderr.decode()
    rows = [line for line in r.stdout.decode().splitlines() if " lambda at " in line]
    generic = next(line for line in rows if " in generic_twice " in line)
    assert re.search(r"\blambda\s+yes\b", generic), generic
    in_template = next(line for line in rows if " in sum_all " in line)
    assert re.search(r"\blambda,template\s+yes\b", in_template), in_template
    number, line = next((n, line) for n, line in enumerate(KINDS.read_text().splitlines(), 1) if "TWICE([]" in line)
    macro = next(row for row in rows if f"lambda at {KINDS}:{number}:{line.index('TWICE([') + 7} in main" in row)
    assert "no" in macro.split() and "a lambda written in a macro's argument" in macro
    cube = next(line for line in rows if " in cube " in line)
    assert "the initialiser of constexpr 'cube'" in cube
    held = next(line for line in rows if " in plus_one_const " in line)
    assert "'plus_one' is called in a static_assert" in held


def test_loops_of_lambdas_are_their_regions(tmp_path, runtime_object):
    select = tmp_path / "loops.sel"
    select.write_text('loops routine="#"\n')
    original, run = build_and_run(tmp_path, 17, runtime_object, ["-f", select])
    assert (run.result.stdout, run.result.returncode) == (original.stdout, original.returncode)
    owner = lambda_on("return [&v]() {")
    loops = {name: n for name, n in th.call_counts(run.calls).items() if name.startswith(f"Loop: {owner} [")}
    assert list(loops.values()) == [1], th.call_counts(run.calls)
    assert lambda_calls(run) == expected_calls(17, int(_COMPARISONS.search(original.stdout).group(1)))
    assert th.nesting_problems(run.calls) == [] and run.other["mismatched_exits"] == 0


CONSTANT_OPERANDS = helpers.REPO / "tests" / "data" / "lambdas" / "constant_operands.cpp"


@pytest.mark.parametrize("std", [17, 20])
def test_lambdas_called_in_constant_operands_stay_constexpr(std, tmp_path, runtime_object):
    """A lambda called (itself or through its variable) in a template
    argument, a case label, alignas or a noexcept specifier is left alone, so
    the program compiles; those called at run time (in comparisons too, which
    are no template arguments) are counted exactly."""
    flags = [f"-std=c++{std}", "-w"]
    original = tmp_path / "original"
    helpers.compile_checked(["g++", *flags, CONSTANT_OPERANDS, "-o", original], what="building the original")
    inst = tmp_path / "constant_operands.cpp"
    th.instrument_trace(CONSTANT_OPERANDS, inst, [f"-std=c++{std}", "-I", th.RUNTIME_SRC_DIR])
    exe = tmp_path / helpers.PROGRAM_NAME
    helpers.compile_checked([*th.compiler("g++"), *flags, "-I", th.RUNTIME_SRC_DIR, inst, runtime_object,
                             "-o", exe, "-pthread"], what="building it instrumented", source=inst)
    plain, run = helpers.run_cmd([original], cwd=tmp_path), th.run_traced(exe, tmp_path)
    assert (run.result.stdout, run.result.returncode) == (plain.stdout, plain.returncode)
    expected = {f"lambda at {CONSTANT_OPERANDS}:{number}:{line.index('[') + 1} in main": int(m.group(1))
                for number, line in enumerate(CONSTANT_OPERANDS.read_text().splitlines(), 1)
                if (m := re.search(r"// count: (\d+)", line))}
    assert lambda_calls(run) == expected and len(expected) == 2
    assert th.nesting_problems(run.calls) == [] and run.other["mismatched_exits"] == 0
    listing = helpers.run_cmd(th.srcinst_cmd("--list", f"-std=c++{std}", CONSTANT_OPERANDS), cwd=tmp_path,
                              env=th.srcinst_env())
    held = [line for line in listing.stdout.decode().splitlines() if "template argument, case label" in line]
    assert len(held) == (5 if std == 20 else 4), listing.stdout.decode()


def test_a_lambda_code_adds_no_shadow_warning(tmp_path, runtime_object):
    """A lambda's declarations have the names of the instrumented routine's
    around it; -Wshadow must not say so (yaml-cpp builds with it)."""
    src = tmp_path / "shadow.cpp"
    src.write_text("#include <cstdio>\nint main() {\n  int sum = 0;\n  auto add = [&sum](int x) { sum += x; };\n"
                   "  add(2);\n  std::printf(\"%d\\n\", sum);\n  return 0;\n}\n")
    inst = tmp_path / "shadow.inst.cpp"
    th.instrument_trace(src, inst, ["-std=c++11", "-I", th.RUNTIME_SRC_DIR])
    assert '#pragma GCC diagnostic ignored "-Wshadow"' in inst.read_text()
    exe = tmp_path / "shadow"
    helpers.compile_checked([*th.compiler("g++"), "-std=c++11", "-Wall", "-Wshadow", "-Werror", "-I",
                             th.RUNTIME_SRC_DIR, inst, runtime_object, "-o", exe, "-pthread"],
                            what="building with -Wshadow -Werror", source=inst)
    run = th.run_traced(exe, tmp_path)
    assert run.result.stdout == b"2\n"
    assert sum(n for name, n in th.call_counts(run.calls).items() if name.startswith("lambda at ")) == 1
