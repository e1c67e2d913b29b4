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
    ("clang++", ["-std=c++20"], [])])
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
