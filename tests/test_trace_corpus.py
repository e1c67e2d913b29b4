"""The built-in `trace` spec and runtime on every corpus program.

C and C++: the call counts in the trace equal the entries that the test
recorder (tests/specs/hooks.spec) logs for the same program, the program
behaves as the original, the events nest per thread, and the flat profile
agrees with the trace. Fortran: the counts equal the programs' calls= header.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import fortran_helpers as fh
import helpers
import pytest
import trace_helpers as th


@pytest.fixture(scope="session")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


def build_traced_c(meta: helpers.ProgramMeta, work: Path, runtime_object: Path) -> Path:
    inst = work / f"inst{meta.path.suffix}"
    th.instrument_trace(meta.path, inst, [f"-std={meta.std}", "--compiler", meta.compiler,
                                          "-I", th.RUNTIME_SRC_DIR])
    exe = work / helpers.PROGRAM_NAME
    helpers.compile_checked([meta.compiler, f"-std={meta.std}", "-w", "-I", th.RUNTIME_SRC_DIR, inst,
                             runtime_object, "-o", exe, "-pthread"],
                            what=f"compiling {meta.path.name} instrumented with trace", source=inst)
    return exe


def entries_before_exit(events) -> Counter:
    """Entries the recorder logged before the first abort/exit event: the
    runtime writes its outputs at that point and records nothing after."""
    counts: Counter = Counter()
    for ev in events:
        if ev.kind == "A":
            break
        if ev.kind == "E":
            counts[ev.routine] += 1
    return counts


def check_profile_agrees(run: th.TracedRun) -> None:
    rows = th.parse_profile(run.profile_text)
    from_trace = th.call_counts(run.calls)
    from_profile = Counter()
    for row in rows:
        from_profile[row.name] += row.calls
    assert from_profile == from_trace
    for row in rows:
        assert row.exclusive_ms <= row.inclusive_ms + 0.0015, row
    # Exclusive times add up to the time spent in outermost calls.
    top_level_ms = sum(th.ns(call["dur"]) for call, parent in th.callers(run.calls) if parent is None) / 1e6
    assert abs(sum(row.exclusive_ms for row in rows) - top_level_ms) <= 0.001 * len(rows) + 0.001


@pytest.mark.parametrize("path", helpers.corpus_programs(), ids=helpers.program_id)
def test_c_family_program_traced(path, corpus_runner, runtime_object, tmp_path):
    recorded = corpus_runner.full(path).require()
    meta = recorded.meta
    run = th.run_traced(build_traced_c(meta, tmp_path, runtime_object), tmp_path)

    assert run.result.returncode == recorded.original.returncode
    assert run.result.stdout == recorded.original.stdout
    assert len(run.trace_files) == 1 and len(run.profile_files) == 1, list(tmp_path.iterdir())
    assert th.call_counts(run.calls) == entries_before_exit(recorded.events)
    assert th.nesting_problems(run.calls) == []
    check_profile_agrees(run)
    aborted = any(ev.kind == "A" for ev in recorded.events)
    assert len(run.instants) == (1 if aborted else 0)
    assert run.other["mismatched_exits"] == 0
    assert run.other["dropped_events"] == 0


@pytest.mark.parametrize("path", fh.fortran_programs(), ids=fh.program_id)
def test_fortran_program_traced(path, runtime_object, tmp_path):
    meta = fh.parse_meta(path)
    inst = tmp_path / "inst" / path.name
    th.instrument_trace(path, inst, meta.srcinst_flags())
    objects = [runtime_object]
    if meta.with_c is not None:
        objects.append(th.build_traced_object(meta.with_c, tmp_path / "inst"))
    exe = fh.build_fortran(meta, inst, tmp_path / "bin", objects, what=f"trace {path.name}",
                           include_original_dir=True)
    plain = []
    if meta.with_c is not None:
        plain.append(tmp_path / "with_orig.o")
        helpers.compile_checked(["gcc", "-w", "-c", meta.with_c, "-o", plain[0]], what="companion C")
    original = fh.build_fortran(meta, path, tmp_path / "orig", plain, what=f"original {path.name}")
    expected = helpers.run_program(original)
    run = th.run_traced(exe, tmp_path / "bin")

    assert run.result.returncode == meta.expected_returncode == expected.returncode
    assert run.result.stdout == expected.stdout
    counts = Counter()
    for name, n in th.call_counts(run.calls).items():
        counts[fh.routine_short_name(name)] += n
    for name, n in meta.calls.items():
        assert counts[name] == n, f"{name}: {counts[name]} calls in the trace, {n} expected"
    for name in meta.skip:
        assert counts[name] == 0
    assert th.nesting_problems(run.calls) == []
    check_profile_agrees(run)
    assert len(run.instants) == (1 if meta.abort_expected else 0)
