"""Loops in corners of C and C++: function-try-blocks, spellings (digraphs,
line splices in keywords), directives that must stay right before a loop
(_Pragma, macros that expand to one, `#pragma omp section`, C++ attributes),
loops whose
header a macro writes, loops with computed gotos, loops whose
header or braces differ per #if branch or that a goto in an inactive branch,
an included file or a macro leaves. Each program counts the executions of its
own loop statements (RUN, as in tests/data/loops/loops.c); instrumented with
a loop rule for every loop, it must print the same, nest its enter/leave
lines like calls, and enter each loop exactly as often as it counted."""
from __future__ import annotations

import os
import re
import sys

import helpers
import pytest
from test_loops import COUNTED, DATA, EVENT, WARNINGS, entries_by_line, no_region_lines, run

# (compiler, flags for both compiles, flags for srcinst)
LANGUAGES = {
    "c89": ("gcc", ["-std=c89", "-pedantic"], ["-std=c89"]),
    "c99": ("gcc", ["-std=c99", "-pedantic"], ["-std=c99"]),
    "gnu11": ("gcc", ["-std=gnu11"], ["-std=gnu11"]),
    "c++98": ("g++", ["-x", "c++", "-std=c++98"], ["--lang", "c++", "-std=c++98"]),
    "c++17": ("g++", ["-x", "c++", "-std=c++17"], ["--lang", "c++", "-std=c++17"]),
    # (for .cpp sources)
    "c++11": ("g++", ["-std=c++11"], ["-std=c++11"]),
    "c++20": ("g++", ["-std=c++20"], ["-std=c++20"]),
}


def instrument_build_run(tmp_path, source, language, extra=(), env=None, build_only=()):
    """(original run, instrumented run, srcinst's stderr); `extra` flags go to
    srcinst and both compiles, `build_only` flags to both compiles only."""
    compiler, flags, srcinst_flags = LANGUAGES[language]
    flags, srcinst_flags = [*flags, *extra, *build_only], [*srcinst_flags, *extra]
    select = tmp_path / "loops.tau"
    select.write_text('loops routine="#"\n')
    original, out, exe = tmp_path / "orig", tmp_path / ("inst" + source.suffix), tmp_path / "inst"
    built = run([compiler, *flags, *WARNINGS, source, "-o", original])
    assert built.returncode == 0, built.stderr
    done = run([sys.executable, "-m", "srcinst", "-v", "-s", "printf", "-f", select, *srcinst_flags, source,
                "-o", out])
    assert done.returncode == 0 and "warning:" not in done.stderr, done.stderr
    built = run([compiler, *flags, *WARNINGS, out, "-o", exe])
    assert built.returncode == 0, built.stderr
    return run([original], env=env), run([exe], env=env), done.stderr


def assert_loops_counted(source, orig, inst, mark="no region"):
    """Same output, balanced events, each loop entered as often as counted
    but those whose line holds `mark`."""
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False) == [], inst.stderr
    counted = {int(line): int(n) for line, n in COUNTED.findall(orig.stdout)}
    skipped = no_region_lines(source, mark)
    assert {line: n for line, n in counted.items() if line not in skipped} == dict(entries_by_line(inst.stderr))


@pytest.mark.parametrize("language", ["c99", "gnu11", "c++98", "c++17"])
def test_loops_spelled_with_digraphs_and_line_splices(tmp_path, language):
    source = DATA / "corners.c"
    orig, inst, notes = instrument_build_run(tmp_path, source, language)
    assert_loops_counted(source, orig, inst)
    assert not re.search(r"note: loop .* not instrumented", notes), notes


@pytest.mark.parametrize("language", ["gnu11", "c++17"])
@pytest.mark.parametrize("openmp", [[], ["-fopenmp"]], ids=["serial", "openmp"])
def test_directives_stay_right_before_their_loop(tmp_path, language, openmp):
    source = DATA / "pragmas.c"
    one_thread = {**os.environ, "OMP_NUM_THREADS": "1"}
    orig, inst, notes = instrument_build_run(tmp_path, source, language, openmp, env=one_thread)
    assert_loops_counted(source, orig, inst)
    noted = {int(m) for m in re.findall(r":(\d+):\d+: note: loop in '[^']*' is not instrumented: ", notes)}
    assert noted == no_region_lines(source, "no region, noted")


@pytest.mark.parametrize("language", ["gnu11", "c++98", "c++17"])
@pytest.mark.parametrize("built", [[], ["-DDOWN"]], ids=["as-parsed", "other-branches"])
def test_loop_braces_in_if_branches_balance_in_every_configuration(tmp_path, language, built):
    source = DATA / "conditionals.c"
    orig, inst, notes = instrument_build_run(tmp_path, source, language, build_only=built)
    assert_loops_counted(source, orig, inst)
    noted = {int(m) for m in re.findall(r":(\d+):\d+: note: loop in '[^']*' is not instrumented: ", notes)}
    assert noted == no_region_lines(source, "no region, noted")


@pytest.mark.parametrize("language", ["c++11", "c++17", "c++20"])
def test_cxx_loops_in_function_try_blocks_and_modern_syntax(tmp_path, language):
    source = DATA / "corners.cpp"
    orig, inst, notes = instrument_build_run(tmp_path, source, language)
    assert_loops_counted(source, orig, inst)
    noted = re.findall(r":(\d+):\d+: note: loop in '[^']*' is not instrumented: (.*)", notes)
    assert noted == [(str(line), "it is in a handler of the function-try-block, which runs after the routine's "
                      "exit code") for line in sorted(no_region_lines(source, "no region, noted"))]


@pytest.mark.parametrize("language", ["c89", "gnu11", "c++98", "c++17"])
def test_gotos_out_of_included_files_and_macros(tmp_path, language):
    source = DATA / "hidden_gotos.c"
    orig, inst, notes = instrument_build_run(tmp_path, source, language, ["-I", str(DATA)])
    mark = "no region in C" if language != "c++17" else "no region anywhere"
    assert_loops_counted(source, orig, inst, mark)
    noted = {int(m) for m in re.findall(r":(\d+):\d+: note: loop in '[^']*' is not instrumented: ", notes)}
    assert noted == no_region_lines(source, mark)


@pytest.mark.parametrize("language", ["c99", "c++98", "c++17"])
def test_loops_whose_header_a_macro_writes(tmp_path, language):
    source = DATA / "macro_headers.c"
    orig, inst, notes = instrument_build_run(tmp_path, source, language)
    assert_loops_counted(source, orig, inst)
    noted = {int(m) for m in re.findall(r":(\d+):\d+: note: loop in '[^']*' is not instrumented: ", notes)}
    assert noted == no_region_lines(source, "noted")


@pytest.mark.parametrize("language", ["gnu11", "c++98", "c++17"])
def test_computed_gotos_that_stay_in_their_loop(tmp_path, language):
    source = DATA / "computed_gotos.c"
    orig, inst, notes = instrument_build_run(tmp_path, source, language)
    assert_loops_counted(source, orig, inst)
    noted = {int(m) for m in re.findall(r":(\d+):\d+: note: loop in '[^']*' is not instrumented: ", notes)}
    assert noted == no_region_lines(source, "no region, noted")


@pytest.mark.parametrize("language", ["c++17", "c++20"])
def test_openmp_attributes_stay_right_before_their_loop(tmp_path, language):
    source = DATA / "attributes.cpp"
    one_thread = {**os.environ, "OMP_NUM_THREADS": "1"}
    orig, inst, notes = instrument_build_run(tmp_path, source, language, ["-fopenmp"], env=one_thread)
    assert_loops_counted(source, orig, inst)
    noted = {int(m) for m in re.findall(r":(\d+):\d+: note: loop in '[^']*' is not instrumented: ", notes)}
    assert noted == no_region_lines(source, "no region, noted")
