"""Select rules of loops (`include loop if EXPR`, `exclude loop if EXPR`)
and the regions `--list` shows under their routines (issue 27).

The loops' metrics come from the real frontends: the tables and trip counts
below are what libclang and fparser make of the files in data/select. The
programs are instrumented with the printf spec, built and run: the loops the
rules choose are entered as often as they run, the others not at all.
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import helpers
import pytest

DATA = Path(__file__).resolve().parent / "data" / "select"
LOOP_ENTRY = re.compile(r"^ ?enter Loop: .* \[\{.*\} \{(\d+),\d+\}-\{\d+,\d+\}\] \(", re.M)
EVENT = re.compile(r"^ ?(enter|leave) (.*) \(", re.M)  # the printf spec's lines (Fortran's start with a blank)


def srcinst(*args, cwd):
    return subprocess.run([sys.executable, "-m", "srcinst", *map(str, args)], cwd=cwd,
                          env=helpers.srcinst_env(), capture_output=True, text=True, timeout=120)


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=120, **kw)


@pytest.fixture
def work(tmp_path):
    for name in ("loops_select.c", "loops_select.f90", "loops_select.tau", "list_loops.cpp", "list_loops.tau"):
        shutil.copy(DATA / name, tmp_path / name)
    return tmp_path


def table(result) -> str:
    assert result.returncode == 0, result.stderr
    return result.stdout


INCLUDED = "included by 'include loop if level == 1 or calls(\"work\") or while or dowhile' (loops_select.tau:6)"
NOT_MATCHED = "not matched by 'include loop if level == 1 or calls(\"work\") or while or dowhile' (loops_select.tau:6)"
EXCLUDED = "excluded by 'exclude loop if trips < 4' (loops_select.tau:5)"
CHOSEN = f"loops rule (loops_select.tau:3); {INCLUDED}"


def test_list_shows_the_loops_of_c_routines_with_their_metrics_and_verdicts(work):
    # no spec: the select file's loops rule and select rules alone decide
    assert table(srcinst("-f", "loops_select.tau", "--list", "loops_select.c", cwd=work)) == f"""\
LOCATION           SIGNATURE                                   CC  LINES  STMTS  LOOPS  CALLS  PROPERTIES  INST  REASON
loops_select.c:3   int work(int)                                1      1      1      0      0  static      yes   -
loops_select.c:6   int scan(int)                                5     11      9      4      1  -           yes   -
loops_select.c:8     loop 8:5-9:15 (for, level 1, 3 trips)      1      2      1      0      0  -           no    {EXCLUDED}
loops_select.c:10    loop 10:5-12:25 (for, level 1, 10 trips)   2      3      2      1      1  -           yes   {CHOSEN}
loops_select.c:11    loop 11:9-12:25 (for, level 2)             1      2      1      0      1  -           yes   {CHOSEN}
loops_select.c:13    loop 13:5-14:15 (while, level 1)           1      2      1      0      0  -           yes   {CHOSEN}
loops_select.c:19  int main(void)                               3     10      7      2      2  main        yes   -
loops_select.c:21    loop 21:5-25:5 (for, level 1, 5 trips)     2      5      3      1      1  -           yes   {CHOSEN}
loops_select.c:22    loop 22:9-23:16 (for, level 2)             1      2      1      0      0  -           no    {NOT_MATCHED}
"""


def test_list_shows_the_loops_of_fortran_routines(work):
    assert table(srcinst("-s", "printf", "-f", "loops_select.tau", "--list", "loops_select.f90", cwd=work)) == f"""\
LOCATION             SIGNATURE                                 CC  LINES  STMTS  LOOPS  CALLS  PROPERTIES         INST  REASON
loops_select.f90:1   main                                       7     21     20      6      1  main               yes   rules: init entry exit
loops_select.f90:5     loop 5:3-20:8 (do, level 1, 5 trips)     6     16     14      5      1  -                  yes   {CHOSEN}; rules: entry exit
loops_select.f90:6     loop 6:5-8:10 (do, level 2, 3 trips)     1      3      1      0      0  -                  no    {EXCLUDED}
loops_select.f90:9     loop 9:5-16:10 (do, level 2, 10 trips)   3      8      6      2      1  -                  yes   {CHOSEN}; rules: entry exit
loops_select.f90:10    loop 10:7-12:12 (do, level 3)            1      3      1      0      1  -                  yes   {CHOSEN}; rules: entry exit
loops_select.f90:13    loop 13:7-15:12 (do, level 3)            1      3      1      0      0  -                  no    {NOT_MATCHED}
loops_select.f90:17    loop 17:5-19:10 (dowhile, level 2)       1      3      1      0      0  -                  yes   {CHOSEN}; rules: entry exit
loops_select.f90:23  main::work                                 1      3      2      0      0  function,internal  yes   rules: entry exit
"""


def test_list_shows_loops_calls_and_marked_ranges_of_cxx_routines(work):
    result = srcinst("-s", "trace", "-f", "list_loops.tau", "--list", "list_loops.cpp", cwd=work)
    assert table(result) == """\
LOCATION           SIGNATURE                                 CC  LINES  STMTS  LOOPS  CALLS  PROPERTIES  INST  REASON
list_loops.cpp:5   int total(const std::vector<int> &)        7     14     13      4      1  -           yes   rules: decl entry exit
list_loops.cpp:7     loop 7:5-8:15 (range, level 1)           1      2      1      0      0  -           no    excluded by 'exclude loop if range' (list_loops.tau:4)
list_loops.cpp:9     loop 9:5-10:31 (for, level 1, 5 trips)   1      2      2      0      1  -           yes   loops rule (list_loops.tau:1); rules: decl entry exit
list_loops.cpp:10    call printf 10:9-10:31                   -      -      -      -      -  -           yes   calls rule (list_loops.tau:2); rules: decl entry exit
list_loops.cpp:11    loop 11:5-15:5 (forever, level 1)        3      5      3      0      0  -           yes   loops rule (list_loops.tau:1); rules: decl entry exit
list_loops.cpp:17    phase "tail" 17:5-17:32                  -      -      -      -      -  -           yes   marked in the source; rules: decl entry exit
list_loops.cpp:17    loop 17:5-17:32 (do, level 1)            1      1      1      0      0  -           yes   loops rule (list_loops.tau:1); rules: decl entry exit
"""
    assert result.stderr == "srcinst: 1 of 1 routines instrumented, 5 of 6 regions\n"


def test_list_json_has_the_regions_of_each_routine(work):
    result = srcinst("-f", "loops_select.tau", "--list", "--format", "json", "loops_select.c", cwd=work)
    assert result.returncode == 0, result.stderr
    rows = {row["qualified"]: row for row in json.loads(result.stdout)}
    assert rows["work"]["regions"] == []
    loops = rows["scan"]["regions"]
    assert [(r["kind"], r["line"], r["col"], r["end_line"], r["end_col"], r["level"], r["form"], r["trips"],
             r["instrumented"]) for r in loops] == [
        ("loop", 8, 5, 9, 15, 1, "for", 3, False), ("loop", 10, 5, 12, 25, 1, "for", 10, True),
        ("loop", 11, 9, 12, 25, 2, "for", None, True), ("loop", 13, 5, 14, 15, 1, "while", None, True)]
    inner = loops[2]
    assert inner["name"] == "Loop: int scan(int) [{loops_select.c} {11,9}-{12,25}]"
    assert (inner["cc"], inner["lines"], inner["statements"], inner["loops"], inner["call_sites"],
            inner["callees"]) == (1, 2, 1, 0, 1, ["work"])
    assert loops[0]["reason"] == EXCLUDED and inner["reason"] == CHOSEN


def test_list_says_the_loops_of_a_routine_left_out(work):
    (work / "out.tau").write_text("BEGIN_EXCLUDE_LIST\nscan\nEND_EXCLUDE_LIST\nloops routine=\"#\"\n")
    rows = json.loads(table(srcinst("-f", "out.tau", "--list", "--format", "json", "loops_select.c", cwd=work)))
    scan = rows[1]
    assert (scan["instrumented"], scan["reason"]) == (False, "excluded by 'scan' (out.tau:2)")
    assert {(r["instrumented"], r["reason"]) for r in scan["regions"]} == {(False, "its routine is left out")}
    assert len(scan["regions"]) == 4


def test_list_with_a_build_dir_shows_the_loops_of_c_and_fortran(work):
    build = work / "build"
    build.mkdir()
    (build / "compile_commands.json").write_text(json.dumps([
        {"directory": str(build), "file": "../loops_select.c", "arguments": ["cc", "-c", "../loops_select.c"]},
        {"directory": str(build), "file": "../loops_select.f90",
         "arguments": ["gfortran", "-c", "../loops_select.f90"]}]))
    result = srcinst("-s", "trace", "-f", "loops_select.tau", "--list", "--format", "json", "-p", "build", "-j", "2",
                     cwd=work)
    assert result.returncode == 0, result.stderr
    chosen = {(Path(row["file"]).name, region["line"]): region["instrumented"]
              for row in json.loads(result.stdout) for region in row["regions"]}
    assert chosen == {("loops_select.c", 8): False, ("loops_select.c", 10): True, ("loops_select.c", 11): True,
                      ("loops_select.c", 13): True, ("loops_select.c", 21): True, ("loops_select.c", 22): False,
                      ("loops_select.f90", 5): True, ("loops_select.f90", 6): False, ("loops_select.f90", 9): True,
                      ("loops_select.f90", 10): True, ("loops_select.f90", 13): False,
                      ("loops_select.f90", 17): True}


# C trip counts: the header's, with integer literals; None where they are not literals or the loop never ends
TRIPS_C = """\
#define N 8
int f(int n)
{
    int s = 0, i;
    for (i = 0; i < 10; i++) s++;
    for (i = 0; i <= 10; i += 3) s++;
    for (i = 10; i > 0; --i) s++;
    for (i = 10; 0 <= i; i = i - 5) s++;
    for (i = 0; i != 12; i += 4) s++;
    for (i = 0; i != 11; i += 4) s++;
    for (i = 0x10; i < 0x20; i++) s++;
    for (long k = 0L; k < 3L; k++) s++;
    for (i = 5; i < 5; i++) s++;
    for (i = 0; i < 10; i--) { if (s++ > 100) break; }
    for (i = 0; i < N; i++) s++;
    for (i = 0; i < n; i++) s++;
    for (i = 0; s < 10; i++) s++;
    for (i = 0; i < 10; s++) { if (s++ > 100) break; }
    return s;
}
"""


def test_trips_of_c_for_loops(tmp_path):
    (tmp_path / "trips.c").write_text(TRIPS_C)
    (tmp_path / "all.tau").write_text('loops routine="#"\n')
    rows = json.loads(table(srcinst("-f", "all.tau", "--list", "--format", "json", "trips.c", cwd=tmp_path)))
    assert [r["trips"] for r in rows[0]["regions"]] == [10, 4, 10, 3, 3, None, 16, 3, 0, None, None, None, None,
                                                         None]


TRIPS_F = """\
subroutine f(n)
  integer :: i, n, s
  s = 0
  do i = 1, 10
  end do
  do i = 10, 1, -3
  end do
  do i = 1, 0
  end do
  do 10 i = 2, 9, 2
10 continue
  do i = 1, n
  end do
  do concurrent (i = 1:10)
  end do
end subroutine
"""


@pytest.mark.skipif(shutil.which("gfortran") is None, reason="needs gfortran")
def test_trips_and_forms_of_fortran_loops(tmp_path):
    (tmp_path / "trips.f90").write_text(TRIPS_F)
    (tmp_path / "all.tau").write_text('loops routine="#"\n')
    rows = json.loads(table(srcinst("-f", "all.tau", "--list", "--format", "json", "trips.f90", cwd=tmp_path)))
    assert [(r["form"], r["trips"]) for r in rows[0]["regions"]] == [
        ("do", 10), ("do", 4), ("do", 0), ("do", 4), ("do", None), ("concurrent", None)]


# -- compile and run: the loops the rules choose are measured, the others not


# (compiler, its flags, srcinst's)
C_CONFIGS = {
    "c89": ("gcc", ["-std=c89", "-pedantic"], ["-std=c89"]),
    "gnu11-openmp": ("gcc", ["-std=gnu11", "-fopenmp"], ["-std=gnu11", "-fopenmp"]),
    "c++98": ("g++", ["-x", "c++", "-std=c++98"], ["--lang", "c++", "-std=c++98"]),
    "c++17": ("g++", ["-x", "c++", "-std=c++17"], ["--lang", "c++", "-std=c++17"]),
}


@pytest.mark.parametrize("config", C_CONFIGS)
def test_select_rules_choose_the_measured_c_loops(work, config):
    compiler, flags, options = C_CONFIGS[config]
    done = srcinst("-s", "printf", "-f", "loops_select.tau", *options, "loops_select.c", "-o", "inst.c", cwd=work)
    assert done.returncode == 0 and not done.stderr, done.stderr
    for source, exe in (("loops_select.c", "orig"), ("inst.c", "inst")):
        built = run([compiler, *flags, "-Wall", "-Werror", source, "-o", exe], cwd=work)
        assert built.returncode == 0, built.stderr
    orig, inst = run([work / "orig"]), run([work / "inst"])
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode)
    assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False) == []
    # scan() runs 5 times: its loops of lines 10 and 13 5 times, the inner one 50; main's outer loop once;
    # not the short loop of line 8 (3 trips) nor the inner loop of line 22 (level 2, calls nothing)
    assert dict(Counter(int(n) for n in LOOP_ENTRY.findall(inst.stderr))) == {10: 5, 11: 50, 13: 5, 21: 1}


# (source, gfortran's and srcinst's flags, the loops entered: line -> times)
FORTRAN_CONFIGS = {
    # the outer loop once, the loop of line 9 once a trip of it, that of line 10 (not 13) once a trip of that,
    # the DO WHILE once a trip of the outer loop; not the loop of line 6 (3 trips)
    "free": ("loops_select.f90", [], {5: 1, 9: 5, 10: 50, 17: 5}),
    "free-openmp": ("loops_select.f90", ["-fopenmp"], {5: 1, 9: 5, 10: 50, 17: 5}),
    # the same program in fixed form, with labelled DOs
    "fixed": ("loops_selectf.f", [], {6: 1, 10: 5, 11: 50, 18: 5}),
}


@pytest.mark.skipif(shutil.which("gfortran") is None, reason="needs gfortran")
@pytest.mark.parametrize("config", FORTRAN_CONFIGS)
def test_select_rules_choose_the_measured_fortran_loops(work, config):
    name, flags, expected = FORTRAN_CONFIGS[config]
    shutil.copy(DATA / "loops_selectf.f", work)
    out = "inst" + Path(name).suffix
    done = srcinst("-s", "printf", "-f", "loops_select.tau", *flags, name, "-o", out, cwd=work)
    assert done.returncode == 0 and not done.stderr, done.stderr
    for source, exe in ((name, "orig"), (out, "inst")):
        built = run(["gfortran", *flags, "-w", source, "-o", exe], cwd=work)
        assert built.returncode == 0, built.stderr
    orig, inst = run([work / "orig"]), run([work / "inst"])
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode)
    assert helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False) == []
    assert dict(Counter(int(n) for n in LOOP_ENTRY.findall(inst.stderr))) == expected


# -- errors


@pytest.mark.parametrize("rule, col, message", [
    ("exclude if trips < 4", 12, "'trips' is a loop's criterion: rules of loops read 'include loop if ...', "
                                 "'exclude loop if ...'"),
    ("include if level == 1", 12, "'level' is a loop's criterion"),
    ("include if while", 12, "'while' is a loop's form"),
    ("include loop if inline", 17, "'inline' is a property of routines; a loop's are its form: for, while, do, "
                                   "range, dowhile, concurrent, forever"),
    ("exclude loops if cc < 2", 9, "select rules choose routines ('exclude if') or loops ('exclude loop if'), "
                                   "not 'loops'"),
    ("include loop cc > 2", 14, "expected 'if' after 'include loop'"),
    ("include loop if depth > 2", 17, "unknown criterion 'depth' of loops"),
    ("exclude loop if trips < x", 25, "expected a number after '<'"),
])
def test_bad_rules_of_loops(tmp_path, rule, col, message):
    (tmp_path / "bad.tau").write_text(f"loops routine=\"#\"\nBEGIN_SELECT_RULES\n{rule}\nEND_SELECT_RULES\n")
    (tmp_path / "a.c").write_text("int main(void) { return 0; }\n")
    result = srcinst("-f", "bad.tau", "--list", "a.c", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith(f"bad.tau:3:{col}: error: {message}"), result.stderr
    assert "Traceback" not in result.stderr


def test_rules_of_loops_without_a_loops_rule_are_said_to_do_nothing(work):
    (work / "alone.tau").write_text("BEGIN_SELECT_RULES\nexclude loop if trips < 4\nEND_SELECT_RULES\n")
    result = srcinst("-f", "alone.tau", "--list", "loops_select.c", cwd=work)
    assert result.returncode == 0
    assert result.stderr.startswith("alone.tau:2: warning: the select rules of loops have no effect: they choose "
                                    "among the loops that loops rules give code (loops routine=\"#\"), and there "
                                    "are none\n"), result.stderr
    assert "  loop " not in result.stdout


REACHES_C = """\
void target(void) { }
static void helper(void) { target(); }
static void other(void) { }
void f(int n)
{
    int i;
    for (i = 0; i < n; i++)
        helper();
    for (i = 0; i < n; i++)
        other();
    for (i = 0; i < n; i++)
        target();
}
"""


def test_calls_and_reaches_in_rules_of_loops(tmp_path):
    (tmp_path / "r.c").write_text(REACHES_C)
    for rule, expected in (('include loop if reaches("target")', [True, False, True]),
                           ('include loop if calls("target")', [False, False, True]),
                           ('exclude loop if calls("helper") or name("g")', [False, True, True])):
        (tmp_path / "r.tau").write_text(f'loops routine="f"\nBEGIN_SELECT_RULES\n{rule}\nEND_SELECT_RULES\n')
        result = srcinst("-f", "r.tau", "--list", "--format", "json", "r.c", cwd=tmp_path)
        assert result.returncode == 0, result.stderr
        f = [row for row in json.loads(result.stdout) if row["name"] == "f"][0]
        assert [r["instrumented"] for r in f["regions"]] == expected, rule


def test_command_line_shorthands_of_rules_of_loops(work):
    (work / "all.tau").write_text('loops routine="#"\n')
    result = srcinst("-f", "all.tau", "--exclude-loop-if", "trips < 4", "--include-loop-if", "while", "--list",
                     "--format", "json", "loops_select.c", cwd=work)
    assert result.returncode == 0, result.stderr
    scan = [row for row in json.loads(result.stdout) if row["name"] == "scan"][0]
    assert [(r["line"], r["instrumented"], r["reason"]) for r in scan["regions"]] == [
        (8, False, "excluded by 'exclude loop if trips < 4' (--exclude-loop-if)"),
        (10, False, "not matched by 'include loop if while' (--include-loop-if)"),
        (11, False, "not matched by 'include loop if while' (--include-loop-if)"),
        (13, True, "loops rule (all.tau:1); included by 'include loop if while' (--include-loop-if)")]
    bad = srcinst("-f", "all.tau", "--exclude-loop-if", "static", "--list", "loops_select.c", cwd=work)
    assert bad.returncode == 2
    assert bad.stderr.startswith("<command line>: error: --exclude-loop-if 'static': column 1: 'static' is a "
                                 "property of routines"), bad.stderr
