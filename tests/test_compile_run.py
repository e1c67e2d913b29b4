"""Compile-and-run tests: instrument every corpus program with
tests/specs/hooks.spec and check that the instrumented build behaves exactly
like the original and records a sensible event log.

Everything is built under pytest's tmp directories; nothing is written into
the repository.  Helpers live in tests/helpers.py, fixtures in conftest.py.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import helpers
import pytest

PROGRAMS = helpers.corpus_programs()
PROGRAM_IDS = [helpers.program_id(p) for p in PROGRAMS]

MAIN_ROUTINE_RE = re.compile(r"^(?:int|auto)\s+main\s*\(")
INIT_FIELD_RE = re.compile(r"^argc=(-?\d+) argv0=(.*)$")


def corpus_file(rel: str) -> Path:
    path = helpers.CORPUS / rel
    assert path.exists(), f"corpus program {rel} is missing"
    return path


# --------------------------------------------------------------------------
# The event recorder itself (independent of srcinst)


def test_hooks_runtime_compiles_with_strict_flags(tmp_path):
    helpers.compile_checked(
        ["gcc", "-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-c",
         helpers.HOOKS_C, "-o", tmp_path / "hooks.o"],
        what="gcc -std=c99 on the hooks runtime", source=helpers.HOOKS_C)
    user = "#include \"srcinst_test_hooks.h\"\nint main(void) { return 0; }\n"
    (tmp_path / "c89.c").write_text(user)
    helpers.compile_checked(
        ["gcc", "-std=c89", "-pedantic", "-Wall", "-Wextra", "-Werror", "-I",
         helpers.RUNTIME_DIR, "-c", tmp_path / "c89.c", "-o", tmp_path / "c89.o"],
        what="including the hooks header from C89")
    (tmp_path / "user.cpp").write_text(user)
    for std in ("c++98", "c++17", "c++20"):
        helpers.compile_checked(
            ["g++", f"-std={std}", "-Wall", "-Wextra", "-Werror", "-I", helpers.RUNTIME_DIR,
             tmp_path / "user.cpp", tmp_path / "hooks.o", "-o", tmp_path / f"user_{std}"],
            what=f"including the hooks header from {std} and linking")


HOOKS_DRIVER = r"""
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include "srcinst_test_hooks.h"
int main(int argc, char **argv)
{
    errno = 1234;
    srcinst_test_init(&argc, &argv, "drv.c", 3);
    srcinst_test_enter("int main(int, char **)", "drv.c", 4);
    srcinst_test_enter("void f(const char *)", "dir/drv.c", 5);
    srcinst_test_exit("void f(const char *)", "dir/drv.c", 6);
    printf("errno=%d\n", errno);
    fflush(stdout);
    srcinst_test_abort("int main(int, char **)", "drv.c", 8);
    abort();
}
"""


def test_hooks_runtime_records_events(tmp_path, hooks_object):
    src = tmp_path / "drv.c"
    src.write_text(HOOKS_DRIVER)
    exe = tmp_path / "drv"
    helpers.compile_checked(["gcc", "-std=c99", "-I", helpers.RUNTIME_DIR, src, hooks_object,
                             "-o", exe], what="compiling the hooks driver")
    log = tmp_path / "events.log"
    r = helpers.run_program(exe, log)
    assert r.returncode == -6, r.describe_status()
    assert r.stdout == b"errno=1234\n", "the recorder must preserve errno"
    events = helpers.parse_log(log)
    assert [(e.kind, e.routine, e.file, e.line) for e in events] == [
        ("I", "argc=1 argv0=drv", "drv.c", 3),
        ("E", "int main(int, char **)", "drv.c", 4),
        ("E", "void f(const char *)", "dir/drv.c", 5),
        ("X", "void f(const char *)", "dir/drv.c", 6),
        ("A", "int main(int, char **)", "drv.c", 8),
    ]
    assert len({e.tid for e in events}) == 1
    rep = helpers.check_nesting(events)
    assert rep.aborted and not rep.problems
    assert rep.open_frames == {events[0].tid: ["int main(int, char **)"]}

    # without SRCINST_TEST_LOG nothing is recorded
    size = log.stat().st_size
    r = helpers.run_program(exe, None)
    assert r.returncode == -6
    assert log.stat().st_size == size


# --------------------------------------------------------------------------
# Corpus programs: the originals (checks the corpus itself)


@pytest.mark.parametrize("path", PROGRAMS, ids=PROGRAM_IDS)
def test_original_program(path, corpus_runner):
    res = corpus_runner.original(path).require()
    meta, r = res.meta, res.original
    assert r.returncode == meta.expected_returncode, (
        f"{path.name}: original ended with {r.describe_status()}, header says "
        f"{meta.expected_returncode}\nstderr:\n{helpers.tail(r.stderr.decode('latin-1'))}")
    again = helpers.run_program(res.work / "orig" / helpers.PROGRAM_NAME)
    assert again.stdout == r.stdout and again.returncode == r.returncode, (
        f"{path.name} is not deterministic:\n"
        + helpers.text_diff(r.stdout, again.stdout, "run 1", "run 2"))
    assert r.stdout, f"{path.name} prints nothing"


# --------------------------------------------------------------------------
# Corpus programs: instrumented


@pytest.mark.parametrize("path", PROGRAMS, ids=PROGRAM_IDS)
def test_instrumented_behaves_like_original(path, corpus_runner):
    res = corpus_runner.full(path).require()
    orig, inst = res.original, res.instrumented
    problems = []
    if inst.stdout != orig.stdout:
        problems.append("stdout differs:\n" + helpers.text_diff(
            orig.stdout, inst.stdout, "original stdout", "instrumented stdout"))
    if inst.returncode != orig.returncode:
        problems.append(f"original: {orig.describe_status()}, "
                        f"instrumented: {inst.describe_status()}")
    if problems:
        problems.append("instrumented stderr:\n" + helpers.tail(inst.stderr.decode("latin-1"), 30))
        problems.append("source changes made by srcinst:\n"
                        + helpers.source_diff(path, res.instrumented_source))
        pytest.fail(res.context() + "\n" + "\n".join(problems), pytrace=False)


@pytest.mark.parametrize("path", PROGRAMS, ids=PROGRAM_IDS)
def test_event_log(path, corpus_runner):
    res = corpus_runner.full(path).require()
    meta, events = res.meta, res.events
    problems = []

    def fail():
        pytest.fail(res.context() + "\n" + "\n".join(problems), pytrace=False)

    entries = [e for e in events if e.kind == "E"]
    inits = [e for e in events if e.kind == "I"]
    aborts = [e for e in events if e.kind == "A"]
    if not entries:
        problems.append(f"no entry (E) events recorded ({len(events)} events in total)")
    if len(inits) != 1:
        problems.append(f"expected exactly one init (I) event, got {len(inits)}: "
                        + "; ".join(map(str, inits[:5])))
    if inits and entries and inits[0].index > entries[0].index:
        problems.append(f"the init event {inits[0]} comes after the first entry {entries[0]}")
    if entries and not MAIN_ROUTINE_RE.match(entries[0].routine):
        problems.append(f"the first entry event is not main's: {entries[0]}")
    if problems:
        problems.append("log start:\n" + helpers.log_excerpt(events, 0))
        fail()

    m = INIT_FIELD_RE.match(inits[0].routine)
    if not m:
        problems.append(f"init event does not record 'argc=N argv0=NAME': {inits[0]}")
    elif m.group(1) != "1" or m.group(2) not in (helpers.PROGRAM_NAME, "unknown"):
        problems.append(f"init event should see argc=1 and argv0 {helpers.PROGRAM_NAME!r} "
                        f"(or 'unknown' for a main without parameters): {inits[0]}")

    n_lines = helpers.count_source_lines(path)
    bad_loc = [e for e in events
               if Path(e.file).name != path.name or not 1 <= e.line <= n_lines]
    if bad_loc:
        problems.append(f"events whose FILE is not {path.name} or whose LINE is outside "
                        f"1..{n_lines}:\n" + "\n".join(f"  {e}" for e in bad_loc[:5]))

    rep = helpers.check_nesting(events)
    problems.extend(rep.problems)

    if meta.abort_expected and not aborts:
        problems.append("the program calls exit/abort but no abort (A) event was recorded")
    if not meta.abort_expected and aborts:
        problems.append("abort (A) event recorded although the program never calls exit/abort: "
                        + str(aborts[0]))
    if problems:
        fail()


# --------------------------------------------------------------------------
# Routines that must not be instrumented


def test_lambdas_are_routines_of_their_own(corpus_runner):
    path = corpus_file("cpp/lambdas.cpp")
    res = corpus_runner.full(path).require()
    enters = [e.routine for e in res.events if e.kind == "E"]
    # each lambda once per call, named after its place and the routine it is in
    lambdas = Counter(re.sub(r"^lambda at .*?:(\d+):\d+ in ", r"\1 ", r) for r in enters if r.startswith("lambda at "))
    sort_calls = lambdas.pop("24 sorted_by_abs", 0)
    assert sort_calls > 0, res.context()
    assert dict(lambdas) == {"14 count_if_positive": 6, "34 immediately_invoked": 2, "43 make_adder": 1,
                             "48 nested": 1, "49 nested": 1, "60 generic_join": 1, "74 mutable_counter": 3,
                             "86 Scaler::apply": 6, "113 main": 1}, res.context()
    # their returns leave the lambda: the routines that hold them are left once per call
    for name, calls in (("immediately_invoked", 2), ("count_if_positive", 1),
                        ("sorted_by_abs", 1), ("nested", 1), ("apply", 1)):
        got = sum(1 for r in enters if re.search(rf"\b{name}\s*\(", r))
        assert got == calls, (f"{res.context()}\nexpected {calls} entry event(s) for "
                              f"{name}, got {got}")
    rep = helpers.check_nesting(res.events)
    assert not rep.problems, res.context() + "\n" + "\n".join(rep.problems)


@pytest.mark.parametrize("rel, forbidden, required", [
    ("cpp/constexpr_runtime.cpp", ("Plain::",), ("runtime_input", "cx_fact", "cx_square", "CxPoint::cx_dot")),
    ("cpp/cpp20_consteval_coroutine.cpp", ("ce_",), ("sum_generated", "twice", "coro_range")),
], ids=["constexpr", "consteval-coroutine"])
def test_skipped_routines_have_no_events(rel, forbidden, required, corpus_runner):
    path = corpus_file(rel)
    res = corpus_runner.full(path).require()
    bad = [e for e in res.events if any(f in e.routine for f in forbidden)]
    assert not bad, (res.context() + f"\nevents for routines that must be skipped "
                     f"({', '.join(forbidden)}):\n" + "\n".join(f"  {e}" for e in bad[:10]))
    for name in required:
        assert any(e.kind == "E" and name in e.routine for e in res.events), (
            f"{res.context()}\nno entry event for the ordinary routine {name}")


def test_c_routines_with_macro_returns_are_instrumented_and_balanced(corpus_runner, tmp_path):
    """In C a return inside a macro expansion is reached by redefining
    `return` around the invocation: every routine is entered, and every
    entry has its exit."""
    path = corpus_file("c/macro_returns.c")
    out = tmp_path / "macro_returns.c"
    done = subprocess.run([sys.executable, "-m", "srcinst", "-s", str(helpers.HOOKS_SPEC), str(path),
                           "-o", str(out), "--compiler", "gcc"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "warning" not in done.stderr, done.stderr
    res = corpus_runner.full(path).require()
    entered = {e.routine.split("(")[0].split()[-1] for e in res.events if e.kind == "E"}
    assert {"abs_val", "validate", "twice", "void_macro", "via_call", "main"} <= entered, res.context()
    rep = helpers.check_nesting(res.events)
    assert not rep.problems, res.context() + "\n" + "\n".join(rep.problems)
