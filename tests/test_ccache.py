"""The compiler wrapper with ccache, in both orders.

Supported: ccache *behind* the wrapper, `srcinst -s SPEC -- ccache gcc ...`
(make CC="srcinst -s SPEC -- ccache gcc", CMake's launcher
"srcinst;-s;SPEC;--;ccache"). ccache then sees the instrumented copy, at a
path that depends only on the original's path and the instrumented bytes:
an unchanged build is all hits, and any change of the spec or the source is
a miss, so an object from the cache is never stale.

ccache *in front* of the wrapper is checked for what it really does:
`ccache srcinst -s SPEC -- gcc ...` compiles correctly but is never cached
(ccache rearranges the arguments, drops the `--` from its `-E` step, srcinst
refuses that command line and ccache falls back to running the original
command uncached). A one-word script standing for `srcinst -s SPEC -- gcc` is
cached, but ccache hashes the *uninstrumented* source (the wrapper passes -E
through unchanged) and the script's mtime: a changed spec file is a stale hit
unless the spec is named in CCACHE_EXTRAFILES, and with run_second_cpp=false
(CCACHE_NOCPP2) ccache compiles its preprocessed .i, which the wrapper does not
instrument.

Every test has its own CCACHE_DIR, log file and TMPDIR under tmp_path; hits
and misses are counted from `ccache --print-stats` and, per object, from
ccache's log.
"""
from __future__ import annotations

import os
import re
import shlex
import shutil
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import helpers
import pytest
from helpers import describe, text
from trace_helpers import read_trace

pytestmark = pytest.mark.skipif(shutil.which("ccache") is None, reason="ccache not installed")

PROJECT = helpers.REPO / "tests" / "data" / "project"
PRINTF_SPEC = helpers.REPO / "specs" / "printf.spec"
MAKE_TIMEOUT = 300
HIT_KINDS = ("direct_cache_hit", "preprocessed_cache_hit")

# A program whose printf-spec output is known: main calls twice() three times.
FOO_C = """\
#include <stdio.h>

static int twice(int x)
{
    return 2 * x;
}

int main(void)
{
    int i, s = 0;
    for (i = 0; i < 3; i++)
        s += twice(BASE + i);
    printf("%d\\n", s);
    return 0;
}
"""
PRINTF_EVENTS = [("enter", "main")] + [("enter", "twice"), ("leave", "twice")] * 3 + [
    ("leave", "main")]

# A rule added to a copy of the printf spec: one more line per entry.
EXTRA_RULE = 'entry code="fprintf(stderr, \\"extra %s\\\\n\\", \\"@ROUTINE@\\");" lang="c,c++"\n'


# --------------------------------------------------------------------------
# Environment: srcinst on PATH, private ccache


def bin_dir(tmp_path: Path) -> Path:
    """A directory with `srcinst` (this checkout, as the installed console
    script runs it) for the PATH, so commands read exactly as documented."""
    path = tmp_path / "bin"
    if not (path / "srcinst").exists():
        path.mkdir(exist_ok=True)
        script = path / "srcinst"
        script.write_text(f"#!{sys.executable}\nimport sys\nfrom srcinst.cli import main\n"
                          "sys.exit(main())\n")
        script.chmod(0o755)
    return path


def env_for(tmp_path: Path, **extra: str) -> dict[str, str]:
    """srcinst importable from this checkout and first on PATH; a private
    CCACHE_DIR and TMPDIR; none of the user's SRCINST_* or CCACHE_* settings."""
    env = helpers.srcinst_env()
    for key in [k for k in env if k.startswith(("SRCINST_", "CCACHE_"))]:
        del env[key]
    env["PATH"] = str(bin_dir(tmp_path)) + os.pathsep + env.get("PATH", "")
    env["CCACHE_DIR"] = str(tmp_path / "ccache")
    env["CCACHE_LOGFILE"] = str(tmp_path / "ccache.log")
    env["SRCINST_CACHE_DIR"] = str(tmp_path / "srcinst-cache")   # the trace runtime
    tmp = tmp_path / "tmp"
    tmp.mkdir(exist_ok=True)
    env["TMPDIR"] = str(tmp)
    env["LC_ALL"] = "C"
    env.update(extra)
    return env


def run(cmd: Sequence, cwd: Path, env: dict[str, str], what: str,
        timeout: float = helpers.COMPILE_TIMEOUT) -> helpers.RunResult:
    r = helpers.run_cmd(cmd, cwd=cwd, env=env, timeout=timeout)
    assert r.returncode == 0, f"{what} failed:\n{describe(r)}"
    return r


def stats(env: dict[str, str]) -> Counter:
    """ccache's counters (`ccache --print-stats`: NAME<TAB>VALUE lines)."""
    r = run(["ccache", "--print-stats"], Path(env["CCACHE_DIR"]).parent, env,
            "ccache --print-stats")
    counts: Counter = Counter()
    for line in text(r.stdout).splitlines():
        name, _, value = line.partition("\t")
        if value.strip().isdigit():
            counts[name] = int(value)
    return counts


class Tally:
    """Hits and misses since the last call of `step`."""

    def __init__(self, env: dict[str, str]):
        self.env = env
        self.last = stats(env)

    def step(self) -> dict[str, int]:
        now = stats(self.env)
        delta = {k: now[k] - self.last[k] for k in set(now) | set(self.last)
                 if not k.endswith("timestamp") and now[k] != self.last[k]}
        self.last = now
        return {"hits": sum(delta.get(k, 0) for k in HIT_KINDS),
                "misses": delta.get("cache_miss", 0), "all": delta}


def log_results(log: Path) -> dict[str, set[str]]:
    """Per object file, the `Result:` lines ccache logged for it (one ccache
    process per compile; lines are `[TIME PID] ...`)."""
    objects: dict[str, str] = {}
    results: dict[str, set[str]] = {}
    if not log.exists():
        return {}
    for line in log.read_text(errors="replace").splitlines():
        m = re.match(r"\[\S+ +(\d+) *\] (Object file|Result): (.*)$", line)
        if m:
            pid, key, value = m.groups()
            if key == "Object file":
                objects[pid] = Path(value).name
            else:
                results.setdefault(pid, set()).add(value.strip())
    return {objects[pid]: results.get(pid, set()) for pid in objects}


def assert_scratch_cleaned(env: dict[str, str]) -> None:
    left = [str(p) for p in Path(env["TMPDIR"]).glob("srcinst-*/**/*") if p.is_file()]
    assert not left, f"instrumented scratch copies left behind: {left[:10]}"


# --------------------------------------------------------------------------
# The program and what it prints

EVENT_RE = re.compile(r"^(enter|leave) (.+) \((.+):(\d+)\)$")


def short_name(routine: str) -> str:
    """`int twice(int)` -> `twice`."""
    head = routine.split("(", 1)[0].split()
    return (head[-1] if head else routine).lstrip("*&")


def write_foo(src: Path, base: int = 20) -> Path:
    src.mkdir(exist_ok=True)
    path = src / "foo.c"
    path.write_text(FOO_C.replace("BASE", str(base)))
    return path


def foo_stdout(base: int = 20) -> bytes:
    return f"{sum(2 * (base + i) for i in range(3))}\n".encode()


def check_printf_output(r: helpers.RunResult, file: str, base: int = 20,
                        extra: bool = False) -> None:
    """stdout as without srcinst; on stderr the printf spec's enter/leave lines
    in call order, all naming `file` as the build gave it (and, with the
    extra rule, one `extra` line per entry)."""
    context = describe(r)
    assert r.stdout == foo_stdout(base), f"wrong stdout\n{context}"
    lines = text(r.stderr).splitlines()
    events = [(m.group(1), short_name(m.group(2)), m.group(3))
              for m in map(EVENT_RE.match, lines) if m]
    assert [e[:2] for e in events] == PRINTF_EVENTS, (
        f"enter/leave lines are not those of the instrumented program\n{context}")
    assert {e[2] for e in events} == {file}, f"FILE is not {file!r}\n{context}"
    extras = [short_name(line[len("extra "):]) for line in lines if line.startswith("extra ")]
    assert extras == ([name for kind, name in PRINTF_EVENTS if kind == "enter"] if extra else []), (
        f"extra rule {'missing' if extra else 'present'}\n{context}")


def check_trace_output(r: helpers.RunResult, out: Path, file: str) -> None:
    """The trace spec: one srcinst-trace.<pid>.pftrace (the default format)
    with main once and twice three times, named by the original file."""
    assert r.stdout == foo_stdout(), describe(r)
    files = sorted(out.glob("srcinst-trace.*.pftrace"))
    assert len(files) == 1, f"expected one trace in {out}: {sorted(p.name for p in out.iterdir())}"
    calls = [e for e in read_trace(files[0])["traceEvents"] if e.get("ph") == "X"]
    counts = Counter(short_name(e["name"]) for e in calls)
    assert counts == Counter({"main": 1, "twice": 3}), f"calls recorded: {dict(counts)}"
    assert {e["args"]["file"] for e in calls} == {file}


def wrapped(spec: str, *command) -> list[str]:
    return ["srcinst", "-s", spec, "--", *[str(c) for c in command]]


# --------------------------------------------------------------------------
# a. ccache behind the wrapper: srcinst -s SPEC -- ccache gcc


@pytest.mark.parametrize("spec", ["printf", "trace"])
def test_behind_wrapper_second_build_hits(tmp_path, spec):
    """`srcinst -s SPEC -- ccache gcc -g -O2 -c ../src/foo.c -o foo.o` in two
    clean build directories: the first is a miss, the second a hit with the
    same object bytes (instrumented: not the plain compiler's object, and
    naming no scratch path), and the program linked from it prints the spec's
    events. CCACHE_NOHASHDIR: with -g ccache would otherwise hash the
    build directory."""
    env = env_for(tmp_path, CCACHE_NOHASHDIR="1")
    write_foo(tmp_path / "src")
    plain_dir = tmp_path / "plain"
    plain_dir.mkdir()
    compile_args = ["-g", "-O2", "-c", "../src/foo.c", "-o", "foo.o"]
    run(["gcc", *compile_args], plain_dir, env, "plain compile")
    plain_obj = (plain_dir / "foo.o").read_bytes()

    tally = Tally(env)
    objects = []
    for build in ("build1", "build2"):
        cwd = tmp_path / build
        cwd.mkdir()
        run(wrapped(spec, "ccache", "gcc", *compile_args), cwd, env, f"wrapped compile in {build}")
        counts = tally.step()
        expected = {"hits": 0, "misses": 1} if build == "build1" else {"hits": 1, "misses": 0}
        assert {k: counts[k] for k in expected} == expected, f"{build}: ccache counted {counts}"
        objects.append((cwd / "foo.o").read_bytes())
        assert_scratch_cleaned(env)
    assert objects[1] == objects[0], "the object from the cache differs from the compiled one"
    assert objects[0] != plain_obj, "the object was not instrumented"
    assert env["TMPDIR"].encode() not in objects[0], "the object names the scratch copy"

    cwd = tmp_path / "build2"
    run(wrapped(spec, "gcc", "foo.o", "-o", "foo"), cwd, env, "link")
    if spec == "printf":
        check_printf_output(helpers.run_cmd([cwd / "foo"], cwd=cwd, env=env), "../src/foo.c")
    else:
        out = tmp_path / "trace"
        out.mkdir()
        r = helpers.run_cmd([cwd / "foo"], cwd=cwd, env=dict(
            env, SRCINST_TRACE_PREFIX=str(out / "srcinst-trace")))
        check_trace_output(r, out, "../src/foo.c")


# --------------------------------------------------------------------------
# b. what changes the instrumented source is a miss


def test_behind_wrapper_changed_spec_or_source_misses(tmp_path):
    """The same command line each time, `srcinst -s my.spec -- ccache gcc -c
    foo.c -o foo.o`, with my.spec a copy of the printf spec: an extra rule
    written into my.spec is a miss and the program prints its lines; a changed
    source is a miss; my.spec as it was is a hit again, with the first object's
    bytes. Another spec (the built-in printf, the same rules) is its own entry."""
    env = env_for(tmp_path)
    src = tmp_path / "src"
    write_foo(src)
    spec = src / "my.spec"
    original_spec = PRINTF_SPEC.read_text()
    spec.write_text(original_spec)
    command = wrapped("my.spec", "ccache", "gcc", "-O2", "-c", "foo.c", "-o", "foo.o")
    tally = Tally(env)

    def build(what: str, expected: dict[str, int]) -> bytes:
        obj = src / "foo.o"
        if obj.exists():
            obj.unlink()
        run(command, src, env, what)
        counts = tally.step()
        assert {k: counts[k] for k in expected} == expected, f"{what}: ccache counted {counts}"
        return obj.read_bytes()

    def program() -> helpers.RunResult:
        run(["gcc", "foo.o", "-o", "foo"], src, env, "link")
        return helpers.run_cmd([src / "foo"], cwd=src, env=env)

    first = build("first compile", {"hits": 0, "misses": 1})
    check_printf_output(program(), "foo.c")
    assert build("unchanged", {"hits": 1, "misses": 0}) == first

    spec.write_text(original_spec.replace("END_INSTRUMENT_SECTION",
                                          EXTRA_RULE + "END_INSTRUMENT_SECTION"))
    assert build("spec with an extra rule", {"hits": 0, "misses": 1}) != first
    check_printf_output(program(), "foo.c", extra=True)

    write_foo(src, base=30)
    build("changed source", {"hits": 0, "misses": 1})
    check_printf_output(program(), "foo.c", base=30, extra=True)

    write_foo(src)
    spec.write_text(original_spec)
    assert build("spec and source as at first", {"hits": 1, "misses": 0}) == first
    check_printf_output(program(), "foo.c")

    (src / "foo.o").unlink()
    run(wrapped("trace", "ccache", "gcc", "-O2", "-c", "foo.c", "-o", "foo.o"), src, env,
        "the trace spec")
    assert tally.step()["misses"] == 1, "another spec was not a miss"
    assert (src / "foo.o").read_bytes() != first
    assert_scratch_cleaned(env)


def test_two_checkouts_share_with_keep(tmp_path):
    """Two checkouts of the same sources, CCACHE_BASEDIR above both, each
    compiled as `srcinst -s printf --keep -- ccache gcc -c foo.c -o foo.o`:
    the second is a hit, as without srcinst, since the copies are in
    srcinst-inst/ under the base directory. Without --keep the copies are
    under $TMPDIR, named by the original's absolute path, which ccache hashes:
    a miss (README, "With ccache"; if this ever hits, update the README)."""
    env = env_for(tmp_path, CCACHE_BASEDIR=str(tmp_path / "co"))
    tally = Tally(env)
    for options, second in ((["--keep"], {"hits": 1, "misses": 0}), ([], {"hits": 0, "misses": 1})):
        for checkout in ("a", "b"):
            src = tmp_path / "co" / f"{checkout}{len(options)}"
            src.mkdir(parents=True)
            write_foo(src)
            run(["srcinst", "-s", "printf", *options, "--", "ccache", "gcc", "-O2", "-c", "foo.c",
                 "-o", "foo.o"], src, env, f"checkout {checkout} {options}")
            counts = tally.step()
            expected = {"hits": 0, "misses": 1} if checkout == "a" else second
            assert {k: counts[k] for k in expected} == expected, (
                f"checkout {checkout}, options {options}: ccache counted {counts}")
        assert (src / "srcinst-inst").is_dir() == bool(options)
        run(["gcc", "foo.o", "-o", "foo"], src, env, "link")
        check_printf_output(helpers.run_cmd([src / "foo"], cwd=src, env=env), "foo.c")


# --------------------------------------------------------------------------
# c. ccache in front of the wrapper


def test_ccache_in_front_of_srcinst_is_never_cached(tmp_path):
    """`ccache srcinst -s printf -- gcc -c foo.c -o foo.o`: ccache takes
    `srcinst` for the compiler, `-s` for an option and `printf` and `gcc`
    for arguments (not files), and runs its preprocessing step without the
    `--`; srcinst rejects that (exit 2) and ccache runs the command as given,
    uncached. So the object is right (instrumented) but never comes from the
    cache."""
    env = env_for(tmp_path)
    src = tmp_path / "src"
    write_foo(src)
    tally = Tally(env)
    for attempt in ("first", "second"):
        (src / "foo.o").unlink(missing_ok=True)
        run(["ccache", "srcinst", "-s", "printf", "--", "gcc", "-O2", "-c", "foo.c", "-o",
             "foo.o"], src, env, f"{attempt} compile")
        counts = tally.step()
        assert counts["hits"] == 0 and counts["misses"] == 0, (
            f"{attempt}: expected nothing cached; ccache counted {counts}")
        run(["gcc", "foo.o", "-o", "foo"], src, env, "link")
        check_printf_output(helpers.run_cmd([src / "foo"], cwd=src, env=env), "foo.c")
    log = (tmp_path / "ccache.log").read_text(errors="replace")
    assert re.search(r"Executing \S*srcinst -s printf gcc .*-E ", log), (
        "ccache ran its -E step otherwise than expected:\n" + "\n".join(
            line for line in log.splitlines() if "Executing" in line))


def wrapper_script(tmp_path: Path, spec: Path) -> Path:
    """`srcinst-gcc`: one word standing for `srcinst -s SPEC -- gcc`."""
    path = bin_dir(tmp_path) / "srcinst-gcc"
    path.write_text(f'#!/bin/sh\nexec srcinst -s {shlex.quote(str(spec))} -- gcc "$@"\n')
    path.chmod(0o755)
    return path


def test_ccache_in_front_of_a_wrapper_script(tmp_path):
    """The documented way to put ccache in front: a one-word script for
    `srcinst -s SPEC -- gcc`, with CCACHE_EXTRAFILES=SPEC. The second compile
    is a hit with the same bytes, a changed source is a miss, and so is a
    changed spec file, which ccache would not notice otherwise (it hashes the
    source and the script, never the instrumented copy): without
    CCACHE_EXTRAFILES the edited spec gives a stale hit."""
    src = tmp_path / "src"
    write_foo(src)
    spec = tmp_path / "my.spec"
    original_spec = PRINTF_SPEC.read_text()
    spec.write_text(original_spec)
    script = wrapper_script(tmp_path, spec)
    documented = env_for(tmp_path, CCACHE_EXTRAFILES=str(spec))
    plain = env_for(tmp_path)
    tally = Tally(documented)

    def build(env: dict[str, str], what: str, expected: dict[str, int]) -> bytes:
        (src / "foo.o").unlink(missing_ok=True)
        run(["ccache", script.name, "-O2", "-c", "foo.c", "-o", "foo.o"], src, env, what)
        counts = tally.step()
        assert {k: counts[k] for k in expected} == expected, f"{what}: ccache counted {counts}"
        run(["gcc", "foo.o", "-o", "foo"], src, env, "link")
        return (src / "foo.o").read_bytes()

    def output() -> helpers.RunResult:
        return helpers.run_cmd([src / "foo"], cwd=src, env=plain)

    first = build(documented, "first compile", {"hits": 0, "misses": 1})
    check_printf_output(output(), "foo.c")
    assert build(documented, "again", {"hits": 1, "misses": 0}) == first
    write_foo(src, base=30)
    build(documented, "changed source", {"hits": 0, "misses": 1})
    check_printf_output(output(), "foo.c", base=30)
    write_foo(src)
    assert build(documented, "source as before", {"hits": 1, "misses": 0}) == first

    # Without CCACHE_EXTRAFILES (a separate cache entry: fewer files hashed).
    build(plain, "without CCACHE_EXTRAFILES", {"hits": 0, "misses": 1})
    spec.write_text(original_spec.replace("END_INSTRUMENT_SECTION",
                                          EXTRA_RULE + "END_INSTRUMENT_SECTION"))
    build(plain, "spec changed, without CCACHE_EXTRAFILES", {"hits": 1, "misses": 0})
    check_printf_output(output(), "foo.c", extra=False)   # stale: the old spec's object
    build(documented, "spec changed, CCACHE_EXTRAFILES", {"hits": 0, "misses": 1})
    check_printf_output(output(), "foo.c", extra=True)
    assert_scratch_cleaned(documented)


def test_ccache_in_front_nocpp2_is_not_instrumented(tmp_path):
    """With run_second_cpp=false (CCACHE_NOCPP2=1) ccache compiles the output
    of its -E step, a .i file, which the wrapper passes through as it is:
    the object is the plain compiler's. (So the README says to keep ccache's
    default run_second_cpp=true in this order.)"""
    src = tmp_path / "src"
    write_foo(src)
    script = wrapper_script(tmp_path, PRINTF_SPEC)
    env = env_for(tmp_path, CCACHE_NOCPP2="1")
    run(["gcc", "-O2", "-c", "foo.c", "-o", "plain.o"], src, env, "plain compile")
    run(["ccache", script.name, "-O2", "-c", "foo.c", "-o", "foo.o"], src, env,
        "ccache with run_second_cpp=false")
    assert b"enter %s" not in (src / "foo.o").read_bytes()
    run(["gcc", "foo.o", "-o", "foo"], src, env, "link")
    r = helpers.run_cmd([src / "foo"], cwd=src, env=env)
    assert r.stdout == foo_stdout() and not EVENT_RE.search(text(r.stderr)), describe(r)
    (src / "foo.o").unlink()
    run(["ccache", script.name, "-O2", "-c", "foo.c", "-o", "foo.o"], src,
        env_for(tmp_path), "ccache with the default run_second_cpp=true")
    assert b"enter %s" in (src / "foo.o").read_bytes(), "not instrumented with run_second_cpp"


# --------------------------------------------------------------------------
# d. whole builds, ccache behind the wrapper

C_OBJECTS = ["mean.o", "variance.o", "tool.o", "counter.o", "app.o"]   # C and C++
PROGRAMS = ("app", "tool")


def programs_output(build: Path, env: dict[str, str]) -> dict[str, tuple]:
    out = {}
    for name in PROGRAMS:
        r = helpers.run_cmd([build / name], cwd=build, env=env)
        assert r.returncode == 0, describe(r)
        out[name] = (r.stdout, r.stderr)
    return out


def check_second_build(env: dict[str, str], builds: Sequence[Path],
                       log_results_per_build: list[dict[str, set[str]]]) -> None:
    first, second = log_results_per_build
    missed = {o: first.get(o) for o in C_OBJECTS if "cache_miss" not in first.get(o, set())}
    assert not missed, f"first build: not compiled and stored by ccache: {missed}"
    not_hit = {o: second.get(o) for o in C_OBJECTS if not second.get(o, set()) & set(HIT_KINDS)}
    assert not not_hit, f"second build: not a cache hit: {not_hit}"
    outputs = [programs_output(b, env) for b in builds]
    assert outputs[1] == outputs[0], "the programs of the two builds print different things"
    stderr = text(outputs[1]["tool"][1])
    for routine in ("stats_mean", "stats_variance", "report"):
        assert re.search(rf"^enter \S.* {routine}\(", stderr, re.M), (
            f"tool: {routine} not instrumented:\n{helpers.tail(stderr, 20)}")
    assert_scratch_cleaned(env)


def test_make_behind_wrapper(tmp_path):
    """make -j2 of tests/data/project with CC="srcinst -s printf -- ccache gcc"
    (and so for CXX and FC) in two clean build directories: the C and C++
    objects are misses, then all hits; the programs print the same, with the
    spec's lines; dependency files from the cache name the original sources."""
    env = env_for(tmp_path)
    compilers = {var: f"srcinst -s printf -- ccache {compiler}"
                 for var, compiler in (("CC", "gcc"), ("CXX", "g++"), ("FC", "gfortran"))}
    builds, results = [], []
    for name in ("build1", "build2"):
        build = tmp_path / name
        build.mkdir()
        log = tmp_path / f"{name}.ccache.log"
        run(["make", "-f", PROJECT / "Makefile", f"SRCDIR={PROJECT}", "-j2",
             *[f"{k}={v}" for k, v in compilers.items()]], build,
            dict(env, CCACHE_LOGFILE=str(log)), f"make in {name}", MAKE_TIMEOUT)
        builds.append(build)
        results.append(log_results(log))
    check_second_build(env, builds, results)
    dep = (builds[1] / "mean.d").read_text()
    assert env["TMPDIR"] not in dep and str(PROJECT / "mean.c") in dep.split(), (
        f"mean.d from the cache:\n{dep}")


@pytest.mark.skipif(shutil.which("cmake") is None, reason="cmake not installed")
def test_cmake_launcher_behind_wrapper(tmp_path):
    """CMake with CMAKE_<LANG>_COMPILER_LAUNCHER="srcinst;-s;printf;--;ccache":
    after a clean, the rebuild's C and C++ objects are all hits and the
    programs print the same."""
    env = env_for(tmp_path)
    build = tmp_path / "build"
    launcher = "srcinst;-s;printf;--;ccache"
    generator = "Ninja" if shutil.which("ninja") else "Unix Makefiles"
    run(["cmake", "-S", PROJECT, "-B", build, "-G", generator, "-DCMAKE_C_COMPILER=gcc",
         "-DCMAKE_CXX_COMPILER=g++", "-DCMAKE_Fortran_COMPILER=gfortran",
         *[f"-DCMAKE_{lang}_COMPILER_LAUNCHER={launcher}" for lang in ("C", "CXX", "Fortran")]],
        tmp_path, env, "cmake configure", MAKE_TIMEOUT)
    results, outputs = [], []
    for name in ("build1", "build2"):
        log = tmp_path / f"{name}.ccache.log"
        if name == "build2":
            run(["cmake", "--build", build, "--target", "clean"], tmp_path, env, "clean")
        run(["cmake", "--build", build, "-j2"], tmp_path, dict(env, CCACHE_LOGFILE=str(log)),
            f"cmake --build ({name})", MAKE_TIMEOUT)
        results.append({Path(o).name.replace(".c.o", ".o").replace(".cpp.o", ".o"): r
                        for o, r in log_results(log).items()})
        outputs.append(programs_output(build, env))
    first, second = results
    missed = [o for o in C_OBJECTS if "cache_miss" not in first.get(o, set())]
    not_hit = [o for o in C_OBJECTS if not second.get(o, set()) & set(HIT_KINDS)]
    assert not missed and not not_hit, f"first build {first}\nsecond build {second}"
    assert outputs[1] == outputs[0]
    assert re.search(r"^enter \S.* stats_mean\(", text(outputs[1]["tool"][1]), re.M)
    assert_scratch_cleaned(env)
