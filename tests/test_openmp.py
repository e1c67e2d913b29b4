"""OpenMP constructs as regions (region=omp) in C and C++: compiled with
gcc/g++ -fopenmp and run with a fixed number of threads.

- tests/data/openmp/constructs.{c,cpp} hold every construct srcinst makes a
  region; instrumented with tests/specs/omp_events.spec (an event with its
  thread at every position) they print what they printed, exit as they did,
  and each thread's events nest: entry/exit around begin/end, implicit
  barriers inside, every construct seen.
- `-s trace` shows the constructs per thread, of kind omp, in the profile.
- `-s pomp2 -- gcc -fopenmp app.c -lpomp` builds, and the events OPARI2's
  dummy POMP2 library prints are those of the same program instrumented by
  OPARI2 (`opari2`, `opari2-config`'s awk script, -lpomp). Normalised: each
  thread's lines are compared in order (threads interleave at random); with
  more than one thread, the thread of the lines of constructs one thread of
  the team runs (single, section, task, master) is left out, and task numbers.
"""
from __future__ import annotations

import re
import shutil
import sys
from collections import Counter
from pathlib import Path

import helpers
import pytest

from srcinst.diagnostics import SrcinstError
from srcinst.spec import parse_spec

DATA = Path(__file__).parent / "data" / "openmp"
EVENTS_SPEC = Path(__file__).parent / "specs" / "omp_events.spec"
EVENT = re.compile(r"^@@ (\d+) (entry|begin|end|exit) (\d+) (.+)$")
C_CONSTRUCTS = {"parallel", "parallel for", "parallel sections", "section", "for", "sections", "single", "master",
                "masked", "critical", "atomic", "barrier", "implicit barrier", "task", "taskwait", "ordered", "flush"}
CXX_CONSTRUCTS = {"parallel", "parallel for", "parallel sections", "section", "for", "single", "critical",
                  "implicit barrier", "task", "taskwait"}
needs_opari2 = pytest.mark.skipif(shutil.which("opari2") is None or not Path("/usr/lib/libpomp.a").exists(),
                                  reason="OPARI2 (Debian opari2, libpomp2-dev) not installed")


def _env(tmp_path: Path, threads: int) -> dict[str, str]:
    env = helpers.srcinst_env(OMP_NUM_THREADS=str(threads), TMPDIR=str(tmp_path), LC_ALL="C")
    # The session's cache and server (a server of its own would outlive the test).
    for key in [k for k in env if k.startswith("SRCINST_") and k not in ("SRCINST_CACHE_DIR", "SRCINST_SERVER_DIR")]:
        del env[key]
    return env


def _ok(r: helpers.RunResult, what: str) -> helpers.RunResult:
    assert r.returncode == 0, f"{what} failed:\n{helpers.describe(r)}"
    return r


def _build(tmp_path: Path, source: Path, name: str, spec: Path | str | None, threads: int = 3,
           extra: tuple = ()) -> Path:
    compiler = "g++" if source.suffix == ".cpp" else "gcc"
    exe = tmp_path / name
    wrap = [sys.executable, "-m", "srcinst", "-s", str(spec), "--strict", "--"] if spec else []
    _ok(helpers.run_cmd([*wrap, compiler, "-fopenmp", "-Wall", "-Werror", str(source), "-o", str(exe), *extra],
                        cwd=tmp_path, env=_env(tmp_path, threads), timeout=helpers.COMPILE_TIMEOUT),
        f"building {name}")
    return exe


def _run(exe: Path, tmp_path: Path, threads: int) -> helpers.RunResult:
    return helpers.run_cmd([str(exe)], cwd=tmp_path, env=_env(tmp_path, threads), timeout=helpers.RUN_TIMEOUT)


def _nesting_problems(stderr: str) -> tuple[list[str], set[str]]:
    """Each thread's events must nest (entry..exit, begin..end, inner closed
    first); returns the problems and the constructs seen."""
    stacks: dict[str, list[tuple[str, str]]] = {}
    problems, seen = [], set()
    for line in stderr.splitlines():
        m = EVENT.match(line)
        if not m:
            continue
        thread, what, number, construct = m.groups()
        seen.add(construct)
        stack = stacks.setdefault(thread, [])
        if what in ("entry", "begin"):
            stack.append((what, number))
        else:
            opener = "entry" if what == "exit" else "begin"
            if not stack or stack[-1] != (opener, number):
                problems.append(f"thread {thread}: {what} {number} ({construct}) closes {stack[-1:] or 'nothing'}")
            else:
                stack.pop()
    problems += [f"thread {t}: left open {s}" for t, s in stacks.items() if s]
    return problems, seen


@pytest.mark.parametrize("name,std,threads", [("constructs.c", "c89", 3), ("constructs.c", "gnu11", 1),
                                              ("constructs.c", "gnu11", 3), ("constructs.cpp", "c++11", 3),
                                              ("constructs.cpp", "c++17", 1), ("constructs.cpp", "c++20", 3)])
def test_constructs_keep_output_and_nest_per_thread(tmp_path: Path, name: str, std: str, threads: int) -> None:
    source = DATA / name
    flags = (f"-std={std}", "-pedantic") if std == "c89" else (f"-std={std}",)
    original = _run(_build(tmp_path, source, "orig", None, extra=flags), tmp_path, threads)
    instrumented = _run(_build(tmp_path, source, "inst", EVENTS_SPEC, extra=flags), tmp_path, threads)
    assert (instrumented.stdout, instrumented.returncode) == (original.stdout, original.returncode)
    assert original.returncode == 0
    problems, seen = _nesting_problems(helpers.text(instrumented.stderr))
    assert not problems, "\n".join(problems[:10])
    assert seen == (C_CONSTRUCTS if name.endswith(".c") else CXX_CONSTRUCTS)
    threads_seen = {m.group(1) for m in map(EVENT.match, helpers.text(instrumented.stderr).splitlines()) if m}
    assert len(threads_seen) == (3 if threads == 3 or name.endswith(".c") else 1)  # (num_threads(3) in the C one)


def test_implicit_barriers_only_when_they_get_code(tmp_path: Path) -> None:
    """`nowait` and the explicit barrier appear only with implicit-barrier code;
    the other constructs' code leaves the directive as written."""
    spec = tmp_path / "s.spec"
    spec.write_text('entry region=omp construct="for,single" code="/* in @CONSTRUCT@ */"\n')
    r = _ok(helpers.run_cmd([sys.executable, "-m", "srcinst", "-s", str(spec), str(DATA / "constructs.c")],
                            cwd=tmp_path, env=_env(tmp_path, 1)), "instrumenting")
    out, written = helpers.text(r.stdout), (DATA / "constructs.c").read_text()
    assert out.count("nowait") == written.count("nowait") and "/* in for */" in out
    assert out.count("#pragma omp barrier") == written.count("#pragma omp barrier")
    spec.write_text('entry region=omp construct="implicit barrier" code="/* ib of @OMP_ID@ */"\n')
    out = helpers.text(_ok(helpers.run_cmd([sys.executable, "-m", "srcinst", "-s", str(spec),
                                            str(DATA / "constructs.c")], cwd=tmp_path, env=_env(tmp_path, 1)),
                           "instrumenting").stdout)
    assert "#pragma omp for ordered nowait" in out
    assert out.count("/* ib of") == out.count("#pragma omp barrier") - written.count("#pragma omp barrier") > 5


def test_no_omp_rules_no_change_to_directives(tmp_path: Path) -> None:
    r = _ok(helpers.run_cmd([sys.executable, "-m", "srcinst", "-s", "printf", str(DATA / "constructs.c")],
                            cwd=tmp_path, env=_env(tmp_path, 1)), "instrumenting")
    pragmas = [line for line in (DATA / "constructs.c").read_text().splitlines() if "#pragma" in line]
    assert [line for line in helpers.text(r.stdout).splitlines() if "#pragma" in line] == pragmas


def test_trace_shows_constructs_per_thread(tmp_path: Path) -> None:
    source = tmp_path / "constructs.c"  # (regions are named by the path as given)
    shutil.copy(DATA / "constructs.c", source)
    exe = _build(tmp_path, Path(source.name), "traced", "trace")
    r = _run(exe, tmp_path, 3)
    assert r.returncode == 0, helpers.describe(r)
    profile = next(tmp_path.glob("srcinst-trace.*.profile.txt")).read_text()
    assert "mismatched exits 0, open at exit 0" in profile
    rows = {m.group(2): int(m.group(1)) for m in re.finditer(r"^\s+(\d+)\s+\S+\s+\S+\s+\S+\s+(!\$omp .*?) \[", profile,
                                                               re.M)}
    assert all("<omp>" in line for line in profile.splitlines() if "!$omp" in line)
    line_of = {text: n for n, text in enumerate((DATA / "constructs.c").read_text().splitlines(), 1)}
    parallel = next(n for t, n in line_of.items() if "shared(hits, order, first)" in t)
    assert rows[f"!$omp parallel @constructs.c:{parallel}"] == 3  # one per thread
    assert rows[f"!$omp critical (count) @constructs.c:{parallel + 26}"] == 3  # waiting included
    assert rows[f"!$omp implicit barrier @constructs.c:{parallel}"] == 3
    assert rows[f"!$omp barrier @constructs.c:{parallel + 4}"] == 3


def test_spec_errors() -> None:
    for text, message in [('begin code="x"', "need region=omp"),
                          ('end region=loop code="x"', "need region=omp"),
                          ('entry region=loop construct="for" code="x"', "belongs to region=omp"),
                          ('entry region=omp construct="do while" code="x"', "not 'do while'"),
                          ("openmp opari", "expected `openmp MODE`")]:
        with pytest.raises(SrcinstError, match=re.escape(message)):
            parse_spec(text + "\n")


# -- POMP2 against OPARI2 ------------------------------------------------------------
_TEAM_CHOSEN = re.compile(r"single|section|task|master")


def _normalised(output: str, threads: int) -> list[str]:
    lines = [line.rstrip() for line in output.splitlines() if re.match(r"\s*\d+:", line)]
    lines = [re.sub(r"(task:?)\s*\d+", r"\1 N", line) for line in lines]
    if threads == 1:  # each thread's lines in order
        return sorted(lines, key=lambda line: int(line.split(":")[0]))
    return sorted(re.sub(r"^\s*\d+:", "T:", line) if _TEAM_CHOSEN.search(line) else line for line in lines)


def _opari2_build(tmp_path: Path, source: Path, threads: int) -> Path:
    work = tmp_path / "opari2"
    work.mkdir(exist_ok=True)
    copy = work / source.name
    shutil.copy(source, copy)
    env = _env(tmp_path, threads)
    _ok(helpers.run_cmd(["opari2", copy.name], cwd=work, env=env), "opari2")
    mod = copy.with_name(copy.stem + ".mod" + copy.suffix)
    compiler = "g++" if source.suffix == ".cpp" else "gcc"
    _ok(helpers.run_cmd([compiler, "-fopenmp", "-c", mod.name, "-o", "app.o"], cwd=work, env=env), "compiling")
    awk = helpers.run_cmd(["sh", "-c", "nm -B app.o | /usr/libexec/pomp2-parse-init-regions.awk > init.c"],
                          cwd=work, env=env)
    _ok(awk, "pomp2-parse-init-regions.awk")
    _ok(helpers.run_cmd([compiler, "-fopenmp", "app.o", "init.c", "-lpomp", "-o", "app"], cwd=work, env=env),
        "linking")
    return work / "app"


@needs_opari2
@pytest.mark.parametrize("threads", [1, 3])
@pytest.mark.parametrize("name", ["pomp2_basic.c", "pomp2_all.c", "pomp2_orphans.c", "constructs.cpp"])
def test_pomp2_events_equal_opari2s(tmp_path: Path, name: str, threads: int) -> None:
    source = DATA / name
    theirs = _run(_opari2_build(tmp_path, source, threads), tmp_path, threads)
    ours_exe = _build(tmp_path, source, "ours", "pomp2", threads, ("-lpomp",))
    ours = _run(ours_exe, tmp_path, threads)
    assert ours.returncode == theirs.returncode == 0, helpers.describe(ours)
    assert ours.stdout == theirs.stdout
    mine, reference = (_normalised(helpers.text(r.stdout + r.stderr), threads) for r in (ours, theirs))
    assert len(reference) > 20
    diff = helpers.text_diff("\n".join(reference).encode(), "\n".join(mine).encode(), "opari2", "srcinst")
    assert Counter(mine) == Counter(reference) and mine == reference, "\n".join(diff.splitlines()[:60])


@needs_opari2
def test_pomp2_separate_compile_and_link(tmp_path: Path) -> None:
    """`-c` then a link of the objects: the link step finds the init functions with nm."""
    env = _env(tmp_path, 2)
    wrap = [sys.executable, "-m", "srcinst", "-s", "pomp2", "--strict", "--", "gcc", "-fopenmp"]
    _ok(helpers.run_cmd([*wrap, "-c", str(DATA / "pomp2_basic.c"), "-o", "a.o"], cwd=tmp_path, env=env), "compile")
    _ok(helpers.run_cmd([*wrap, "a.o", "-lpomp", "-o", "app"], cwd=tmp_path, env=env), "link")
    r = _run(tmp_path / "app", tmp_path, 2)
    assert r.returncode == 0 and "fork  parallel" in helpers.text(r.stdout + r.stderr)


def test_directive_forms(tmp_path: Path) -> None:
    """Continuation lines and comments between a directive and its block; a
    directive in `#ifdef _OPENMP` apart from its loop is left alone, said, and
    its loop gets its `loops` code; __LINE__ stays what it was."""
    source = tmp_path / "directive_forms.c"
    shutil.copy(DATA / source.name, source)
    (tmp_path / "loops.tau").write_text('loops routine="#"\n')
    original = _run(_build(tmp_path, Path(source.name), "orig", None), tmp_path, 3)
    env = _env(tmp_path, 3)
    r = _ok(helpers.run_cmd([sys.executable, "-m", "srcinst", "-s", "trace", "-f", "loops.tau", "--strict", "--",
                             "gcc", "-fopenmp", "-Wall", "-Werror", source.name, "-o", "inst"], cwd=tmp_path, env=env),
            "building")
    assert "directive_forms.c:7:5: warning: omp '!$omp parallel for @directive_forms.c:7'" in helpers.text(r.stderr)
    assert "a preprocessor directive stands between it and its statement" in helpers.text(r.stderr)
    ran = _run(tmp_path / "inst", tmp_path, 3)
    assert (ran.stdout, ran.returncode) == (original.stdout, 0)
    profile = next(tmp_path.glob("srcinst-trace.*.profile.txt")).read_text()
    assert "mismatched exits 0, open at exit 0" in profile
    assert re.search(r"^\s+3 .*!\$omp parallel @directive_forms.c:14 ", profile, re.M)
    assert re.search(r"^\s+3 .*!\$omp implicit barrier @directive_forms.c:14 ", profile, re.M)
    assert re.search(r"^\s+1 .*Loop: int main\(void\) \[\{directive_forms.c\} \{11,", profile, re.M)


@pytest.mark.parametrize("spec", ["trace", pytest.param("pomp2", marks=needs_opari2)])
@pytest.mark.parametrize("suffix,std,threads", [(".c", "c89", 3), (".c", "gnu11", 1), (".cpp", "c++98", 3),
                                                (".cpp", "c++17", 1)])
def test_split_clauses_default_none_and_routine_ends(tmp_path: Path, spec: str, suffix: str, std: str,
                                                     threads: int) -> None:
    """A combined construct split for its begin/end code keeps what its
    clauses mean (firstprivate+lastprivate, lastprivate under default(none));
    rule code reaches default(none) blocks; a comment that goes on past the
    directive's line stays whole; `if(parallel: c)` is the
    condition c; a barrier/taskwait that ends a routine keeps its exit code
    inside the routine. All compile under --strict and run as the original."""
    source = tmp_path / ("split_clauses" + suffix)
    shutil.copy(DATA / "split_clauses.c", source)
    flags = (f"-std={std}", "-pedantic") if std == "c89" else (f"-std={std}",)
    extra = ("-lpomp",) if spec == "pomp2" else ()
    original = _run(_build(tmp_path, Path(source.name), "orig", None, threads, flags), tmp_path, threads)
    inst = _run(_build(tmp_path, Path(source.name), "inst", spec, threads, flags + extra), tmp_path, threads)
    assert original.returncode == 0 and b"hits>10=1" in original.stdout
    assert inst.returncode == 0, helpers.describe(inst)
    if spec == "trace":
        assert inst.stdout == original.stdout
        profile = next(tmp_path.glob("srcinst-trace.*.profile.txt")).read_text()
        assert "mismatched exits 0, open at exit 0" in profile
        assert re.search(r"^\s+\d+ .*!\$omp taskwait @split_clauses", profile, re.M)
    else:
        events = [line for line in helpers.text(inst.stdout + inst.stderr).splitlines() if re.match(r"\s*\d+:", line)]
        assert [line for line in helpers.text(inst.stdout).splitlines() if line not in events] == \
            helpers.text(original.stdout).splitlines()
        assert sum("fork  parallel" in line for line in events) == 4
