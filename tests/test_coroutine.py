"""C++20 coroutines (frontends/c_coroutine.py): each run of the body, from
its start or a resumption to the next suspension or its end, is one call.

tests/data/coroutine/generator.cpp, instrumented with the trace spec and
built with g++ (-std=c++20 -fcoroutines, gnu++20, c++23) and clang++ -std=c++20, must
print the same and report exactly 11 calls of the generator, each nested in
the `next()` that resumed it, with no frame left open: one generator is
destroyed while suspended.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

SOURCE = Path(__file__).parent / "data" / "coroutine" / "generator.cpp"
CORO = "IntGenerator coro_range(int, int, int)"


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


@pytest.mark.parametrize("compiler,flags,build_flags", [
    ("g++", ["-std=c++20"], ["-fcoroutines"]), ("g++", ["-std=gnu++20"], []), ("g++", ["-std=c++23"], []),
    ("g++", ["-std=c++20"], ["-fno-exceptions"]), ("clang++", ["-std=c++20"], [])])
def test_each_run_of_a_generator_is_a_call(compiler, flags, build_flags, tmp_path, runtime_object):
    original = tmp_path / "original"
    flags = [*flags, *build_flags]
    helpers.compile_checked([compiler, *flags, "-Wall", "-Wextra", "-Werror", SOURCE, "-o", original],
                            what="compiling the original", source=SOURCE)
    before = helpers.run_cmd([original], cwd=tmp_path, env=helpers.program_env(None))
    inst = tmp_path / "generator.inst.cpp"
    r = helpers.run_cmd(th.srcinst_cmd("-s", "trace", SOURCE, "-o", inst, "-I", th.RUNTIME_SRC_DIR, flags[0],
                                       "--compiler", compiler),
                        cwd=helpers.REPO, env=th.srcinst_env(), timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode == 0 and "warning" not in r.stderr.decode(), r.stderr.decode()
    exe = tmp_path / "generator"
    helpers.compile_checked([compiler, *flags, "-Wall", "-Wextra", "-Werror", "-I", th.RUNTIME_SRC_DIR, inst,
                             str(runtime_object), "-o", exe, "-pthread"],
                            what="compiling the instrumented copy", source=inst)
    run = th.run_traced(exe, tmp_path)
    assert run.result.returncode == before.returncode == 0
    assert run.result.stdout == before.stdout
    counts = th.call_counts(run.calls)
    assert counts[CORO] == 11
    assert counts["int square(int)"] == 9  # called inside the coroutine's runs
    assert counts["bool IntGenerator::next()"] == 11
    assert not th.nesting_problems(run.calls)
    parents = Counter(parent["name"] if parent else None for call, parent in th.callers(run.calls)
                      if call["name"] == CORO)
    assert parents == Counter({"bool IntGenerator::next()": 11})
    squares = Counter(parent["name"] for call, parent in th.callers(run.calls) if call["name"] == "int square(int)")
    assert squares == Counter({CORO: 9})
    totals = th.profile_totals(run.profile_text)
    assert (totals["unwound"], totals["mismatched"], totals["open"]) == (0, 0, 0)


TASKS = Path(__file__).parent / "data" / "coroutine" / "task_exceptions.cpp"


@pytest.mark.parametrize("compiler", ["g++", "clang++"])
def test_an_exception_at_a_resumption_starts_a_run(compiler, tmp_path, runtime_object):
    """The run of a coroutine resumed by an exception (await_resume rethrows)
    is a call, whether the coroutine catches the exception or passes it on;
    what its handler calls nests in it."""
    flags = ["-std=c++20"]
    original = tmp_path / "original"
    helpers.compile_checked([compiler, *flags, TASKS, "-o", original], what="compiling the original", source=TASKS)
    before = helpers.run_cmd([original], cwd=tmp_path, env=helpers.program_env(None))
    inst = tmp_path / "task_exceptions.inst.cpp"
    th.instrument_trace(TASKS, inst, [*flags, "-I", th.RUNTIME_SRC_DIR, "--compiler", compiler])
    exe = tmp_path / "tasks"
    helpers.compile_checked([compiler, *flags, "-I", th.RUNTIME_SRC_DIR, inst, str(runtime_object), "-o", exe,
                             "-pthread"], what="compiling the instrumented copy", source=inst)
    run = th.run_traced(exe, tmp_path)
    assert (run.result.stdout, run.result.returncode) == (before.stdout, before.returncode)
    counts = th.call_counts(run.calls)
    runs = {name: counts[name] for name in ("Task leaf(int)", "Task mid(int)", "Task passes_on(int)", "Task top()")}
    assert runs == {"Task leaf(int)": 3, "Task mid(int)": 3, "Task passes_on(int)": 2, "Task top()": 2}
    assert [parent["name"] for call, parent in th.callers(run.calls) if call["name"] == "int recover()"] == [
        "Task mid(int)"]
    assert not th.nesting_problems(run.calls)
    totals = th.profile_totals(run.profile_text)
    assert (totals["unwound"], totals["mismatched"], totals["open"]) == (0, 0, 0)
