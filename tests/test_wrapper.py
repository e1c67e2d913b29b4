"""The compiler wrapper, `srcinst [OPTIONS] -- COMPILER ARGS...`, in real builds.

tests/data/project/ is a small C, C++ and Fortran project (a static library,
a Fortran module called through BIND(C), two programs) with a Makefile and a
CMakeLists.txt. It is built here with plain compilers and through the wrapper
(make with CC/CXX/FC pointing at small shell scripts, CMake with compiler
launchers), the programs are run, and their outputs compared. The remaining
tests run single compile commands both ways and compare what the compiler
produced: objects, dependency files, messages and exit status.

Everything is built under tmp_path; TMPDIR points there too, so the scratch
copies of instrumented sources are checked to be cleaned up and never named
in messages, dependency files or objects.
"""
from __future__ import annotations

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

PROJECT = helpers.REPO / "tests" / "data" / "project"
BROKEN = PROJECT / "broken" / "unparsable.c"
MAKE_TIMEOUT = 300

COMPILERS = {"c": "gcc", "c++": "g++", "fortran": "gfortran"}

# What `app` calls, per original source file: routine (short name) -> calls.
APP_CALLS: dict[str, dict[str, int]] = {
    "app.cpp": {"main": 1, "count_of": 1},
    "counter.cpp": {"Counter": 1, "add": 6, "above": 1, "below": 1},
    "mean.c": {"stats_mean": 2, "sum": 2},
    "variance.c": {"stats_variance": 1, "square": 6},
    "fsum.f90": {"weighted_sum": 1, "scaled": 6},
}
TOOL_CALLS: dict[str, dict[str, int]] = {
    "tool.c": {"main": 1, "report": 2},
    "mean.c": {"stats_mean": 4, "sum": 4},
    "variance.c": {"stats_variance": 2, "square": 11},
}

needs_cmake = pytest.mark.skipif(shutil.which("cmake") is None, reason="cmake not installed")
needs_make = pytest.mark.skipif(shutil.which("make") is None, reason="make not installed")


# --------------------------------------------------------------------------
# Running the wrapper and the programs


def wrapper_argv(compiler: str, *args, options: Sequence[str] = ("-s", "printf")) -> list[str]:
    return [sys.executable, "-m", "srcinst", *options, "--", compiler, *[str(a) for a in args]]


def wrapper_script(directory: Path, name: str, compiler: str,
                   options: Sequence[str] = ("-s", "printf")) -> Path:
    """A one-line shell script standing for `srcinst OPTIONS -- COMPILER`,
    for build tools that take the compiler as one word (make's CC)."""
    path = directory / name
    words = [sys.executable, "-m", "srcinst", *options, "--", compiler]
    path.write_text("#!/bin/sh\nexec " + " ".join(shlex.quote(w) for w in words) + ' "$@"\n')
    path.chmod(0o755)
    return path


def scratch_tmp(tmp_path: Path) -> Path:
    tmp = tmp_path / "tmp"
    tmp.mkdir(exist_ok=True)
    return tmp


def build_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """srcinst importable from this checkout, TMPDIR (where the scratch copies
    go) inside tmp_path, and none of the user's SRCINST_* settings."""
    env = helpers.srcinst_env()
    for key in ("SRCINST_SPEC", "SRCINST_OPTIONS", "SRCINST_DISABLE", "SRCINST_TRACE_PREFIX"):
        env.pop(key, None)
    env["TMPDIR"] = str(scratch_tmp(tmp_path))
    env["LC_ALL"] = "C"   # the same message language for both compilers
    env.update(extra)
    return env


def plain_env(tmp_path: Path) -> dict[str, str]:
    env = build_env(tmp_path)
    env.pop("PYTHONPATH", None)
    return env


def run(cmd: Sequence, cwd: Path, env: dict[str, str],
        timeout: float = helpers.COMPILE_TIMEOUT) -> helpers.RunResult:
    return helpers.run_cmd(cmd, cwd=cwd, env=env, timeout=timeout)


def ok(r: helpers.RunResult, what: str) -> helpers.RunResult:
    assert r.returncode == 0, f"{what} failed:\n{describe(r)}"
    return r


def run_program(exe: Path, **extra: str) -> helpers.RunResult:
    env = helpers.program_env(None)
    for key in [k for k in env if k.startswith("SRCINST_")]:
        del env[key]
    env.update(extra)
    return ok(helpers.run_cmd([exe], cwd=exe.parent, env=env), f"running {exe.name}")


def assert_scratch_cleaned(tmp_path: Path) -> None:
    left = [str(p) for p in scratch_tmp(tmp_path).rglob("*") if p.is_file()]
    assert not left, f"instrumented scratch copies left behind: {left[:10]}"


def copy_project(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    shutil.copytree(PROJECT, src)
    return src


def make(build: Path, env: dict[str, str], **variables: str) -> helpers.RunResult:
    build.mkdir(parents=True, exist_ok=True)
    cmd = ["make", "-f", PROJECT / "Makefile", f"SRCDIR={PROJECT}", "-j2"]
    cmd += [f"{k}={v}" for k, v in variables.items()]
    return ok(run(cmd, build, env, MAKE_TIMEOUT), f"make in {build}")


def wrapped_compilers(tmp_path: Path, options: Sequence[str]) -> dict[str, str]:
    bindir = tmp_path / "bin"
    bindir.mkdir(exist_ok=True)
    return {var: str(wrapper_script(bindir, f"srcinst-{compiler}", compiler, options))
            for var, compiler in (("CC", "gcc"), ("CXX", "g++"), ("FC", "gfortran"))}


@pytest.fixture(scope="module")
def plain_outputs(tmp_path_factory) -> dict[str, bytes]:
    """stdout of app and tool built with the plain compilers."""
    work = tmp_path_factory.mktemp("plain")
    build = work / "build"
    make(build, plain_env(work), CC="gcc", CXX="g++", FC="gfortran")
    return {name: run_program(build / name).stdout for name in ("app", "tool")}


# --------------------------------------------------------------------------
# The printf spec's lines: `enter NAME (FILE:LINE)` on stderr

EVENT_RE = re.compile(r"^\s*(enter|leave) (.+) \((.+):(\d+)\)$")


def short_name(routine: str) -> str:
    """`int Counter::above() const` -> `above`, `fmath::scaled` -> `scaled`."""
    head = routine.split("(", 1)[0].split()
    return (head[-1] if head else routine).lstrip("*&").split("::")[-1]


def printf_events(stderr: bytes) -> list[tuple]:
    """(kind, routine, file, line) of every enter/leave line."""
    events = []
    for line in text(stderr).splitlines():
        m = EVENT_RE.match(line)
        if m:
            events.append((m.group(1), m.group(2), m.group(3), int(m.group(4))))
    return events


def check_routine_line(path: Path, routine: str, line: int) -> str | None:
    """An entry's LINE is the routine's first line or the line after it (the
    brace): the routine's name must be on one of them, in the original file."""
    lines = path.read_text().splitlines()
    if not 1 <= line <= len(lines):
        return f"{routine}: line {line} is outside {path} ({len(lines)} lines)"
    name = short_name(routine)
    if not any(name in lines[i - 1] for i in (line - 1, line) if i >= 1):
        return (f"{routine}: {path}:{line} does not name {name!r}:\n"
                f"{helpers.source_excerpt(path, line, 2)}")
    return None


def check_printf_run(stderr: bytes, expected: dict[str, dict[str, int]],
                     source_dir: Path = PROJECT, cwd: Path = PROJECT) -> None:
    """FILE of each line is source_dir/NAME as the build named it (relative
    to cwd), each routine of `expected` entered and left that often."""
    events = printf_events(stderr)
    context = f"--- program stderr ---\n{helpers.tail(text(stderr), 30)}"
    assert events, f"no enter/leave lines: nothing was instrumented\n{context}"
    originals = {str(source_dir / name) for name in expected}
    problems = []
    enters: Counter = Counter()
    leaves: Counter = Counter()
    for kind, routine, file, line in events:
        if file not in originals:
            problem = (f"{routine}: FILE is {file!r}, not an original source "
                       f"({', '.join(sorted(originals))})")
            if problem not in problems:
                problems.append(problem)
            continue
        key = (Path(file).name, short_name(routine))
        (enters if kind == "enter" else leaves)[key] += 1
        if kind == "enter":
            problem = check_routine_line(cwd / file, routine, line)
            if problem:
                problems.append(problem)
    for name, calls in expected.items():
        for routine, count in calls.items():
            if enters[(name, routine)] != count or leaves[(name, routine)] != count:
                problems.append(f"{name}: {routine} entered {enters[(name, routine)]}, left "
                                f"{leaves[(name, routine)]} times; expected {count}")
    assert not problems, "\n".join(problems[:15]) + "\n" + context


def dependency_rules(content: str) -> list[tuple]:
    """A dependency file as make reads it: (targets, prerequisites) per rule,
    whatever the line breaks."""
    rules = []
    for line in content.replace("\\\n", " ").splitlines():
        if line.strip():
            targets, _, prerequisites = line.partition(":")
            rules.append((tuple(targets.split()), tuple(prerequisites.split())))
    return rules


def check_dependency_file(dep: Path, expected: Sequence[Path], tmp_path: Path) -> None:
    content = dep.read_text()
    assert str(scratch_tmp(tmp_path)) not in content and "srcinst-inst" not in content, (
        f"{dep} names a scratch copy:\n{content}")
    words = content.replace("\\\n", " ").split()
    for path in expected:
        assert str(path) in words, f"{dep} does not name {path}:\n{content}"


# --------------------------------------------------------------------------
# 1-3: whole builds


@needs_make
def test_make_printf(tmp_path, plain_outputs):
    """make -j2 with CC/CXX/FC set to the wrapper and the printf spec: same
    stdout as the plain build; every routine of every language reports its
    entry and exit with its original file and line."""
    env = build_env(tmp_path)
    build = tmp_path / "build"
    make(build, env, **wrapped_compilers(tmp_path, ["-s", "printf"]))
    for name, expected in (("app", APP_CALLS), ("tool", TOOL_CALLS)):
        r = run_program(build / name)
        assert r.stdout == plain_outputs[name], helpers.text_diff(
            plain_outputs[name], r.stdout, f"{name} (plain)", f"{name} (instrumented)")
        check_printf_run(r.stderr, expected)
    for name in ("app", "mean", "counter"):
        source = next(PROJECT.glob(name + ".c*"))
        check_dependency_file(build / f"{name}.d", [source, PROJECT / "include" / "stats.h"],
                              tmp_path)
    assert not (build / "srcinst-inst").exists()
    assert_scratch_cleaned(tmp_path)


@needs_make
def test_make_trace(tmp_path, plain_outputs):
    """make -j2 with `-s trace`: the programs link with no runtime flags from
    the build (the wrapper adds them) and write srcinst-trace.<pid>.pftrace
    (the default format) with the calls of the C, C++ and Fortran routines,
    named by original file."""
    env = build_env(tmp_path, SRCINST_CACHE_DIR=str(tmp_path / "cache"))
    build = tmp_path / "build"
    make(build, env, **wrapped_compilers(tmp_path, ["-s", "trace"]))
    for name, expected in (("app", APP_CALLS), ("tool", TOOL_CALLS)):
        out = tmp_path / f"trace-{name}"
        out.mkdir()
        r = run_program(build / name, SRCINST_TRACE_PREFIX=str(out / "srcinst-trace"))
        assert r.stdout == plain_outputs[name]
        assert b"srcinst-trace" not in r.stderr, "the runtime is silent"
        files = sorted(out.glob("srcinst-trace.*.pftrace"))
        assert len(files) == 1 and re.fullmatch(r"srcinst-trace\.\d+\.pftrace", files[0].name), (
            f"{name}: expected one srcinst-trace.<pid>.pftrace in {out}, found "
            f"{[p.name for p in out.iterdir()]}")
        doc = read_trace(files[0])
        calls = [e for e in doc["traceEvents"] if e.get("ph") == "X"]
        counts = Counter((Path(e["args"]["file"]).name, short_name(e["name"])) for e in calls)
        wrong_files = {e["args"]["file"] for e in calls} - {str(PROJECT / n) for n in expected}
        assert not wrong_files, f"{name}: calls attributed to {sorted(wrong_files)}"
        missing = {f"{file}: {routine} x{count} (recorded {counts[(file, routine)]})"
                   for file, routines in expected.items() for routine, count in routines.items()
                   if counts[(file, routine)] != count}
        assert not missing, f"{name}: wrong call counts in {files[0]}:\n" + "\n".join(
            sorted(missing)) + f"\nrecorded: {dict(counts)}"
    assert_scratch_cleaned(tmp_path)


CMAKE_GENERATORS = [
    pytest.param("Unix Makefiles", marks=needs_make),
    pytest.param("Ninja", marks=pytest.mark.skipif(shutil.which("ninja") is None,
                                                   reason="ninja not installed")),
]


@needs_cmake
@pytest.mark.parametrize("generator", CMAKE_GENERATORS)
def test_cmake_launcher(tmp_path, plain_outputs, generator):
    """CMake with CMAKE_<LANG>_COMPILER_LAUNCHER set to the wrapper. (With
    Ninja, CMake preprocesses Fortran with -E into fsum.f90-pp.f90 and then
    compiles that: the entries must still name fsum.f90 and its lines.)"""
    env = build_env(tmp_path)
    build = tmp_path / "build"
    launcher = ";".join([sys.executable, "-m", "srcinst", "-s", "printf", "--"])
    configure = ["cmake", "-S", PROJECT, "-B", build, "-G", generator,
                 "-DCMAKE_C_COMPILER=gcc", "-DCMAKE_CXX_COMPILER=g++",
                 "-DCMAKE_Fortran_COMPILER=gfortran"]
    configure += [f"-DCMAKE_{lang}_COMPILER_LAUNCHER={launcher}"
                  for lang in ("C", "CXX", "Fortran")]
    ok(run(configure, tmp_path, env, MAKE_TIMEOUT), "cmake configure")
    ok(run(["cmake", "--build", build, "-j2"], tmp_path, env, MAKE_TIMEOUT), "cmake --build")
    for name, expected in (("app", APP_CALLS), ("tool", TOOL_CALLS)):
        r = run_program(build / name)
        assert r.stdout == plain_outputs[name]
        check_printf_run(r.stderr, expected)
    assert_scratch_cleaned(tmp_path)


# --------------------------------------------------------------------------
# Single commands, compared with the plain compiler

SOURCES = [("mean.c", "gcc"), ("counter.cpp", "g++"), ("fsum.f90", "gfortran")]


def compile_both(tmp_path: Path, cwd: Path, compiler: str, args: Sequence,
                 options: Sequence[str] = ("-s", "printf"), **env_extra: str):
    """The plain command, then the wrapped one, in the same directory."""
    plain = run([compiler, *args], cwd, plain_env(tmp_path))
    wrapped = run(wrapper_argv(compiler, *args, options=options), cwd,
                  build_env(tmp_path, **env_extra))
    return plain, wrapped


@pytest.mark.parametrize("source,compiler", SOURCES)
def test_disabled_is_byte_identical(tmp_path, source, compiler):
    """SRCINST_DISABLE=1 runs the compiler as it is: the same object bytes."""
    src = copy_project(tmp_path)
    args = ["-g", "-O2", "-Iinclude", "-c", source, "-o", "x.o"]
    ok(run([compiler, *args], src, plain_env(tmp_path)), "plain compile")
    plain = (src / "x.o").read_bytes()
    (src / "x.o").unlink()
    ok(run(wrapper_argv(compiler, *args), src, build_env(tmp_path, SRCINST_DISABLE="1")),
       "compile with SRCINST_DISABLE=1")
    assert (src / "x.o").read_bytes() == plain, "SRCINST_DISABLE=1 changed the object"


def test_fallback_on_unparsable_file(tmp_path):
    """A file srcinst cannot parse is compiled as it is, with one warning
    line naming it; --strict makes that an error and produces no object."""
    shutil.copy(BROKEN, tmp_path / "unparsable.c")
    args = ["-O2", "-c", "unparsable.c", "-o", "unparsable.o"]
    ok(run(["gcc", *args], tmp_path, plain_env(tmp_path)), "plain gcc on unparsable.c")
    plain = (tmp_path / "unparsable.o").read_bytes()
    (tmp_path / "unparsable.o").unlink()

    r = ok(run(wrapper_argv("gcc", *args), tmp_path, build_env(tmp_path)),
           "the wrapper on unparsable.c (expected: warning, original compiled)")
    lines = text(r.stderr).splitlines()
    warnings = [line for line in lines if line.startswith("srcinst: warning:")]
    assert len(warnings) == 1 and "unparsable.c" in warnings[0], describe(r)
    assert lines == warnings, f"more on stderr than the warning:\n{describe(r)}"
    assert (tmp_path / "unparsable.o").read_bytes() == plain, "the fallback object differs"
    (tmp_path / "unparsable.o").unlink()

    r = run(wrapper_argv("gcc", *args, options=["-s", "printf", "--strict"]), tmp_path,
            build_env(tmp_path))
    assert r.returncode != 0, f"--strict accepted an unparsable file:\n{describe(r)}"
    assert "unparsable.c" in text(r.stderr) and "error" in text(r.stderr), describe(r)
    assert not (tmp_path / "unparsable.o").exists(), "--strict still produced an object"
    assert_scratch_cleaned(tmp_path)


DEPENDENCY_FLAGS = [
    pytest.param(["-MMD", "-MF", "x.d"], "x.d", id="MMD-MF"),
    pytest.param(["-MMD", "-MP", "-MT", "custom-target", "-MF", "deps/y.d"], "deps/y.d",
                 id="MMD-MP-MT-MF"),
    pytest.param(["-MMD"], "x.d", id="MMD"),
]


@pytest.mark.parametrize("source,compiler", SOURCES[:2])
@pytest.mark.parametrize("flags,dep", DEPENDENCY_FLAGS)
@pytest.mark.parametrize("absolute", [False, True], ids=["relative", "absolute"])
def test_dependency_file(tmp_path, source, compiler, flags, dep, absolute):
    """-MMD dependency files say what the plain compiler's say (the printf
    spec adds only <stdio.h>, a system header): the same targets, the original
    source and its header, never the scratch copy."""
    src = copy_project(tmp_path)
    (src / "deps").mkdir()
    path = src / source if absolute else source
    include = src / "include" if absolute else "include"
    args = ["-O2", f"-I{include}", *flags, "-c", path, "-o", "x.o"]
    ok(run([compiler, *args], src, plain_env(tmp_path)), "plain compile")
    plain = (src / dep).read_text()
    (src / dep).unlink()
    (src / "x.o").rename(src / "plain.o")
    r = ok(run(wrapper_argv(compiler, *args), src, build_env(tmp_path)), "wrapped compile")
    assert (src / "x.o").read_bytes() != (src / "plain.o").read_bytes(), (
        f"the object was not instrumented:\n{describe(r)}")
    wrapped = (src / dep).read_text()
    assert dependency_rules(wrapped) == dependency_rules(plain), helpers.text_diff(
        plain.encode(), wrapped.encode(), f"{dep} (plain)", f"{dep} (wrapper)")
    assert_scratch_cleaned(tmp_path)


def test_dependency_file_md(tmp_path):
    """-MD (system headers too) next to -o obj/mean.o: obj/mean.d names
    obj/mean.o, then mean.c and the project header."""
    src = copy_project(tmp_path)
    (src / "obj").mkdir()
    ok(run(wrapper_argv("gcc", "-Iinclude", "-MD", "-c", "mean.c", "-o", "obj/mean.o"), src,
           build_env(tmp_path)), "wrapped compile")
    content = (src / "obj" / "mean.d").read_text()
    words = content.replace("\\\n", " ").split()
    assert words[:2] == ["obj/mean.o:", "mean.c"], content
    assert "include/stats.h" in words, content
    check_dependency_file(src / "obj" / "mean.d", [], tmp_path)


def test_response_file(tmp_path, plain_outputs):
    """`gcc @args.rsp`: the arguments in the file are read as on the command
    line, tool.c is instrumented; linked with a plain library, it runs."""
    src = copy_project(tmp_path)
    (src / "args.rsp").write_text("-c tool.c\n-o tool.o -Iinclude -MMD -MF tool.d\n")
    plain = plain_env(tmp_path)
    for name in ("mean", "variance"):
        ok(run(["gcc", "-O2", "-Iinclude", "-c", f"{name}.c"], src, plain), f"{name}.c")
    ok(run(wrapper_argv("gcc", "@args.rsp"), src, build_env(tmp_path)), "gcc @args.rsp")
    check_dependency_file(src / "tool.d", [Path("tool.c"), Path("include/stats.h")], tmp_path)
    ok(run(["gcc", "tool.o", "mean.o", "variance.o", "-o", "tool"], src, plain), "link")
    r = run_program(src / "tool")
    assert r.stdout == plain_outputs["tool"]
    enters = {(file, short_name(routine)) for kind, routine, file, _ in printf_events(r.stderr)}
    assert enters == {("tool.c", "main"), ("tool.c", "report")}, text(r.stderr)


@pytest.mark.parametrize("source,compiler", SOURCES)
def test_deterministic_objects(tmp_path, source, compiler):
    """The same command twice, in the same directory: the same object bytes
    (and not the plain compiler's: the file was instrumented)."""
    src = copy_project(tmp_path)
    args = ["-g", "-O2", "-Iinclude", "-c", source, "-o", "x.o"]
    ok(run([compiler, *args], src, plain_env(tmp_path)), "plain compile")
    plain = (src / "x.o").read_bytes()
    objects = []
    for _ in range(2):
        (src / "x.o").unlink()
        ok(run(wrapper_argv(compiler, *args), src, build_env(tmp_path)), "wrapped compile")
        objects.append((src / "x.o").read_bytes())
    assert objects[0] != plain, "the object was not instrumented"
    assert objects[0] == objects[1], "two builds of the same source differ"


@pytest.mark.parametrize("source,compiler", SOURCES)
def test_debug_info_names_original(tmp_path, source, compiler):
    """With -g, the object names the original source, never the scratch
    copy (the compilation unit's name included, as gdb and gcov show it)."""
    src = copy_project(tmp_path)
    ok(run(wrapper_argv(compiler, "-g", "-Iinclude", "-c", source, "-o", "x.o"), src,
           build_env(tmp_path)), "wrapped compile")
    data = (src / "x.o").read_bytes()
    assert source.encode() in data
    scratch = str(scratch_tmp(tmp_path)).encode()
    at = data.find(scratch)
    named = data[at:data.find(b"\0", at)].decode(errors="replace")
    assert at < 0, f"the object names the scratch copy: {named}"


PASS_THROUGH = [
    pytest.param("gcc", ["-E", "-Iinclude", "mean.c"], id="gcc-E"),
    pytest.param("g++", ["-E", "-Iinclude", "-DNDEBUG", "counter.cpp"], id="g++-E"),
    pytest.param("gfortran", ["-E", "-cpp", "fsum.f90"], id="gfortran-E"),
    pytest.param("gcc", ["-M", "-Iinclude", "mean.c"], id="gcc-M"),
    pytest.param("g++", ["-MM", "-Iinclude", "app.cpp"], id="g++-MM"),
    pytest.param("gcc", ["--version"], id="gcc-version"),
    pytest.param("gfortran", ["--version"], id="gfortran-version"),
    pytest.param("gcc", ["-dumpversion"], id="gcc-dumpversion"),
]


@pytest.mark.parametrize("compiler,args", PASS_THROUGH)
def test_pass_through(tmp_path, compiler, args):
    """-E, -M, -MM, --version: output and status of the plain compiler."""
    src = copy_project(tmp_path)
    plain, wrapped = compile_both(tmp_path, src, compiler, args)
    assert plain.returncode == 0, describe(plain)
    assert (wrapped.returncode, wrapped.stderr) == (plain.returncode, plain.stderr), (
        describe(wrapped))
    assert wrapped.stdout == plain.stdout, helpers.text_diff(
        plain.stdout, wrapped.stdout, "plain", "wrapper")
    assert not (src / "srcinst-inst").exists()
    assert_scratch_cleaned(tmp_path)


ERRORS = [
    pytest.param("gcc", "bad.c", [], "int twice(int x)\n{\n    return 2 * x;\n}\n\n"
                 "int broken(int x)\n{\n    return x + undeclared_name;\n}\n", "bad.c:8:",
                 id="c-undeclared"),
    pytest.param("gcc", "werror.c", ["-Wall", "-Werror"],
                 "int f(int x)\n{\n    int unused;\n    return x;\n}\n", "werror.c:3:",
                 id="c-Werror"),
    pytest.param("g++", "bad.cpp", [], "struct S {\n    int get() const { return 1; }\n};\n\n"
                 "int use(const S &s)\n{\n    return s.missing();\n}\n", "bad.cpp:7:",
                 id="cxx-no-member"),
    pytest.param("gfortran", "bad.f90", [], "subroutine s(i)\n  integer :: i\n  i = 'text'\n"
                 "end subroutine s\n", "bad.f90:3:", id="fortran-type"),
]


@pytest.mark.parametrize("compiler,name,flags,code,where", ERRORS)
def test_compile_error_as_plain(tmp_path, compiler, name, flags, code, where):
    """A genuine error in the user's code: the wrapper exits with the
    compiler's status and prints its messages unchanged, on the original
    file and line (a `srcinst: warning:` line may precede them)."""
    (tmp_path / name).write_text(code)
    plain, wrapped = compile_both(tmp_path, tmp_path, compiler,
                                  [*flags, "-c", name, "-o", "x.o"])
    assert plain.returncode != 0 and where in text(plain.stderr), describe(plain)
    assert wrapped.returncode == plain.returncode, describe(wrapped)
    ours = [line for line in text(wrapped.stderr).splitlines(keepends=True)
            if line.startswith("srcinst:")]
    rest = "".join(line for line in text(wrapped.stderr).splitlines(keepends=True)
                   if not line.startswith("srcinst:"))
    assert rest == text(plain.stderr), helpers.text_diff(
        plain.stderr, rest.encode(), "plain compiler", "wrapper (without srcinst: lines)")
    assert len(ours) <= 1, describe(wrapped)
    assert not (tmp_path / "x.o").exists()
    assert_scratch_cleaned(tmp_path)


WARNINGS = [
    pytest.param("gcc", "warn.c", "static int helper(int x)\n{\n    int unused;\n"
                 "    return x;\n}\n\nint api(int x)\n{\n    return helper(x);\n}\n",
                 "warn.c:3:", id="c"),
    pytest.param("g++", "warn.cpp", "int api(int x)\n{\n    int unused;\n    if (x = 2)\n"
                 "        return 1;\n    return x;\n}\n", "warn.cpp:4:", id="cxx"),
    pytest.param("gfortran", "warn.f90", "subroutine s(i)\n  integer :: i\n  real :: x, unused\n"
                 "  x = 1.5\n  i = x\nend subroutine s\n", "warn.f90:3:", id="fortran"),
]


@pytest.mark.parametrize("compiler,name,code,where", WARNINGS)
def test_warnings_as_plain(tmp_path, compiler, name, code, where):
    """Warnings of an instrumented compile are the plain compiler's, on the
    original file (the #line markers), and the object is instrumented."""
    (tmp_path / name).write_text(code)
    plain, wrapped = compile_both(tmp_path, tmp_path, compiler,
                                  ["-Wall", "-c", name, "-o", "x.o"])
    assert plain.returncode == 0 and where in text(plain.stderr), describe(plain)
    assert wrapped.returncode == 0, describe(wrapped)
    assert text(wrapped.stderr) == text(plain.stderr), helpers.text_diff(
        plain.stderr, wrapped.stderr, "plain compiler", "wrapper")
    assert b"enter" in (tmp_path / "x.o").read_bytes(), "the object was not instrumented"


def test_two_sources_two_objects(tmp_path, plain_outputs):
    """`-c ../src/mean.c ../src/variance.c` makes mean.o and variance.o in the
    working directory, both instrumented."""
    copy_project(tmp_path)
    build = tmp_path / "build"
    build.mkdir()
    ok(run(wrapper_argv("gcc", "-O2", "-I../src/include", "-c", "../src/mean.c",
                        "../src/variance.c"), build, build_env(tmp_path)), "wrapped -c a.c b.c")
    assert sorted(p.name for p in build.iterdir()) == ["mean.o", "variance.o"]
    plain = plain_env(tmp_path)
    ok(run(["gcc", "-O2", "-I../src/include", "../src/tool.c", "mean.o", "variance.o", "-o",
            "tool"], build, plain), "plain link")
    r = run_program(build / "tool")
    assert r.stdout == plain_outputs["tool"]
    check_printf_run(r.stderr, {k: v for k, v in TOOL_CALLS.items() if k != "tool.c"},
                     source_dir=Path("../src"), cwd=build)


def test_compile_and_link_in_one_command(tmp_path, plain_outputs):
    """`gcc tool.c mean.c variance.c -o tool`: all three instrumented."""
    src = copy_project(tmp_path)
    ok(run(wrapper_argv("gcc", "-O2", f"-I{src}/include", src / "tool.c", src / "mean.c",
                        src / "variance.c", "-o", "tool"), tmp_path, build_env(tmp_path)),
       "wrapped compile and link")
    r = run_program(tmp_path / "tool")
    assert r.stdout == plain_outputs["tool"]
    check_printf_run(r.stderr, TOOL_CALLS, source_dir=src)
    assert_scratch_cleaned(tmp_path)


def test_failing_link(tmp_path):
    """A missing symbol: non-zero exit as with the plain compiler, the linker's
    message passed on, no program written; a link-only command's output is the
    plain compiler's byte for byte."""
    src = copy_project(tmp_path)
    plain, wrapped = compile_both(tmp_path, src, "gcc", ["-Iinclude", "tool.c", "-o", "tool"])
    assert plain.returncode != 0, describe(plain)
    assert wrapped.returncode == plain.returncode, describe(wrapped)
    assert "undefined reference to `stats_mean'" in text(wrapped.stderr), describe(wrapped)
    assert not (src / "tool").exists()

    ok(run(["gcc", "-Iinclude", "-c", "tool.c"], src, plain_env(tmp_path)), "plain compile")
    plain, wrapped = compile_both(tmp_path, src, "gcc", ["tool.o", "-o", "tool"])
    assert plain.returncode != 0 and wrapped.returncode == plain.returncode, describe(wrapped)
    assert (wrapped.stdout, wrapped.stderr) == (plain.stdout, plain.stderr), describe(wrapped)
    assert not (src / "tool").exists()


# --------------------------------------------------------------------------
# Where options come from, and --keep


def test_spec_and_options_from_environment(tmp_path):
    """SRCINST_SPEC gives the spec when -s is not given; SRCINST_OPTIONS adds
    options (here --strict)."""
    src = copy_project(tmp_path)
    plain = run(["gcc", "-Iinclude", "-c", "tool.c", "-o", "plain.o"], src, plain_env(tmp_path))
    ok(plain, "plain compile")
    ok(run(wrapper_argv("gcc", "-Iinclude", "-c", "tool.c", "-o", "tool.o", options=[]), src,
           build_env(tmp_path, SRCINST_SPEC="printf")), "SRCINST_SPEC=printf")
    obj = (src / "tool.o").read_bytes()
    assert obj != (src / "plain.o").read_bytes() and b"enter" in obj, "tool.c not instrumented"

    shutil.copy(BROKEN, src / "unparsable.c")
    r = run(wrapper_argv("gcc", "-c", "unparsable.c", options=[]), src,
            build_env(tmp_path, SRCINST_OPTIONS="-s printf --strict"))
    assert r.returncode != 0 and "unparsable.c" in text(r.stderr), describe(r)
    assert not (src / "unparsable.o").exists()


def test_keep(tmp_path):
    """--keep leaves the instrumented copies in srcinst-inst/ beside the
    object (the working directory without -o)."""
    src = copy_project(tmp_path)
    (src / "obj").mkdir()
    env = build_env(tmp_path)
    keep = ["-s", "printf", "--keep"]
    ok(run(wrapper_argv("gcc", "-Iinclude", "-c", "mean.c", "-o", "obj/mean.o", options=keep),
           src, env), "--keep with -o")
    ok(run(wrapper_argv("gcc", "-Iinclude", "-c", "tool.c", options=keep), src, env),
       "--keep without -o")
    for copy in (src / "obj" / "srcinst-inst" / "mean.c", src / "srcinst-inst" / "tool.c"):
        assert copy.is_file(), f"{copy} missing; {sorted(map(str, src.rglob('srcinst-inst*')))}"
        assert "enter" in copy.read_text(), f"{copy} is not instrumented"
    assert (src / "obj" / "mean.o").is_file() and (src / "tool.o").is_file()


MAIN_FILE_CASES = [
    # g++ warns of a class using the anonymous namespace only outside the
    # main file, which it tells by name: the copy's scratch path is not the
    # name its #line markers give.
    pytest.param("g++", "anon.cc", ["-Werror", "-std=c++17"],
                 "namespace { struct A { int v = 1; }; }\nstruct B : A { int w = 2; };\n"
                 "template <class T> struct Box { T t; };\nstruct C { Box<A> a; };\n"
                 "int f() { B b; C c; return b.v + b.w + c.a.t.v; }\n"
                 "int main() { return f() == 4 ? 0 : 1; }\n", id="cxx-subobject-linkage"),
    pytest.param("g++", "anon98.cc", ["-Werror", "-std=c++98", "-Wall"],
                 "namespace { struct A { int v; }; }\nstruct B : A { int w; };\n"
                 "int f() { B b; b.v = 1; b.w = 3; return b.v + b.w; }\n"
                 "int main() { return f() == 4 ? 0 : 1; }\n", id="cxx98-subobject-linkage"),
    # ... also where the anonymous namespace is a header's.
    pytest.param("g++", "anon_h.cc", ["-Werror", "-std=c++11"],
                 "#include \"anon.h\"\nstruct B : A { int w = 2; };\n"
                 "int f() { B b; return b.v + b.w; }\nint main() { return f() == 3 ? 0 : 1; }\n",
                 id="cxx-subobject-linkage-header"),
    # __BASE_FILE__ names the main file.
    pytest.param("gcc", "base.c", ["-Werror", "-Wall"],
                 "#include <stdio.h>\nstatic void show(void) { puts(__BASE_FILE__); puts(__FILE__); }\n"
                 "int main(void) { show(); return 0; }\n", id="c-base-file"),
    pytest.param("g++", "base.cc", ["-Werror", "-Wall"],
                 "#include <cstdio>\nstatic void show() { std::puts(__BASE_FILE__); }\n"
                 "int main() { show(); return 0; }\n", id="cxx-base-file"),
    # ... also where a header's macro reads it.
    pytest.param("gcc", "base_h.c", ["-Werror", "-Wall", "-include", "where.h"],
                 "#include <stdio.h>\nint main(void) { WHERE(); return 0; }\n", id="c-base-file-in-header"),
    pytest.param("g++", "base_h.cc", ["-Werror", "-Wall", "-std=c++98"],
                 "#include <cstdio>\n#include \"where.h\"\nint main() { WHERE(); return 0; }\n",
                 id="cxx-base-file-in-header"),
]
WHERE_H = "#define WHERE() puts(__BASE_FILE__)\n"


@pytest.mark.parametrize("compiler,name,flags,code", MAIN_FILE_CASES)
def test_the_copy_keeps_main_file_diagnostics_and_macros(tmp_path, compiler, name, flags, code):
    """What depends on the main file's name is the original's: the copy
    compiles (no fallback) with the plain compiler's messages, and the
    program prints the same."""
    (tmp_path / name).write_text(code)
    (tmp_path / "where.h").write_text(WHERE_H)
    (tmp_path / "anon.h").write_text("namespace { struct A { int v = 1; }; }\n")
    plain, wrapped = compile_both(tmp_path, tmp_path, compiler, [*flags, name, "-o", "x"])
    assert plain.returncode == 0, describe(plain)
    assert wrapped.returncode == 0 and text(wrapped.stderr) == text(plain.stderr), describe(wrapped)
    assert b"enter" in (tmp_path / "x").read_bytes(), "the program was not instrumented"
    assert run_program(tmp_path / "x").stdout == plain_run(tmp_path, compiler, flags, name).stdout


def plain_run(tmp_path: Path, compiler: str, flags, name: str) -> helpers.RunResult:
    ok(run([compiler, *flags, name, "-o", "plain"], tmp_path, plain_env(tmp_path)), "plain compile")
    return run_program(tmp_path / "plain")


def test_strict_fails_where_the_copy_changes_the_files_meaning(tmp_path):
    """--strict: a copy whose compile warns of an implicit declaration the
    original's compile does not have (inserted code calling an undeclared
    function) fails with a GCC-style error and leaves no object; the
    original's own implicit declarations do not count."""
    (tmp_path / "s.spec").write_text('entry code="puts(\\"in @ROUTINE@\\");"\n')
    # The original's own implicit declaration and int conversion (reworded
    # and at another column once its return is rewritten) do not count.
    (tmp_path / "a.c").write_text("int g(void) { return h(); }\nint h(void) { return 0; }\n"
                                  "int k(char *p) { return p; }\n")
    wrapped = run(wrapper_argv("gcc", "-c", "a.c", "-o", "a.o", options=("-s", "s.spec", "--strict")), tmp_path,
                  build_env(tmp_path))
    assert wrapped.returncode != 0, describe(wrapped)
    assert re.search(r"^a\.c:\d+:\d+: error: the instrumented code changed the file's meaning: implicit "
                     r"declaration of function .puts.", text(wrapped.stderr), re.M), describe(wrapped)
    errors = [line for line in text(wrapped.stderr).splitlines() if " error: " in line]
    assert len(errors) == 1 and "puts" in errors[0], describe(wrapped)
    assert not (tmp_path / "a.o").exists()
    same = run(wrapper_argv("gcc", "-c", "a.c", "-o", "a.o", options=("-s", "printf", "--strict")), tmp_path,
               build_env(tmp_path))
    assert same.returncode == 0 and "implicit declaration of function" in text(same.stderr), describe(same)
    assert (tmp_path / "a.o").exists()


# A spec whose entry code calls a function no header declares: each copy
# warns of its implicit declaration, the originals do not.
UNDECLARED_SPEC = 'entry code="undeclared_tool_call(\\"@ROUTINE@\\");"\n'


@pytest.mark.parametrize("args,outputs", [
    (["-c", "a.c"], ["a.o"]),
    (["-S", "a.c"], ["a.s"]),
    (["a.c", "-o", "prog"], ["prog"]),
    (["a.c"], ["a.out"]),
    (["-c", "a.c", "b.c"], ["a.o", "b.o"]),
    (["-c", "a.c", "-fdiagnostics-color=always", "-o", "a.o"], ["a.o"]),
    (["-c", "a.c", "-fdiagnostics-color=always", "-fdiagnostics-urls=always", "-o", "a.o"], ["a.o"]),
    (["-c", "a.c", "-fdiagnostics-format=json", "-o", "a.o"], ["a.o"]),
    (["-c", "b.c", "a.c", "-fdiagnostics-format=json"], ["a.o", "b.o"]),
], ids=["c", "S", "link-o", "a.out", "two-sources", "color", "color-urls", "json", "json-two-sources"])
def test_strict_leaves_no_output_of_a_changed_meaning(tmp_path, args, outputs):
    """--strict fails whatever the command writes (an executable, the default
    a.o or a.out, several objects) and leaves none of it for make to take as
    built; coloured and JSON diagnostics are read too."""
    (tmp_path / "s.spec").write_text(UNDECLARED_SPEC)
    (tmp_path / "a.c").write_text("int main(void) { return 0; }\n"
                                  "void undeclared_tool_call(const char *s) { (void)s; }\n")
    (tmp_path / "b.c").write_text("int b(void) { return 1; }\n")
    wrapped = run(wrapper_argv("gcc", *args, options=("-s", "s.spec", "--strict")), tmp_path, build_env(tmp_path))
    assert wrapped.returncode != 0, describe(wrapped)
    assert "the instrumented code changed the file's meaning" in text(wrapped.stderr), describe(wrapped)
    left = [name for name in outputs if (tmp_path / name).exists()]
    assert not left, f"--strict left {left}:\n{describe(wrapped)}"


def test_strict_syntax_check_removes_nothing(tmp_path):
    """-fsyntax-only writes no object: a failed --strict check leaves the one
    an earlier build made."""
    (tmp_path / "s.spec").write_text(UNDECLARED_SPEC)
    (tmp_path / "a.c").write_text("int main(void) { return 0; }\n")
    (tmp_path / "a.o").write_bytes(b"an earlier build's object")
    wrapped = run(wrapper_argv("gcc", "-fsyntax-only", "a.c", options=("-s", "s.spec", "--strict")), tmp_path,
                  build_env(tmp_path))
    assert wrapped.returncode != 0 and "changed the file's meaning" in text(wrapped.stderr), describe(wrapped)
    assert (tmp_path / "a.o").read_bytes() == b"an earlier build's object"


@pytest.mark.parametrize("std", ["-std=gnu89", "-std=gnu11"])
def test_strict_accepts_an_original_that_warns_in_returning_macros(tmp_path, std):
    """A return in a macro body that already warns (an int returned as a
    pointer) is rewritten through a `return` macro, whose expansion gcc
    places at another line: the warning is told by its outermost expansion,
    the same in both compiles, so --strict does not take it for a change."""
    (tmp_path / "m.c").write_text(
        "#include <stdio.h>\n#define FAIL return 1\n#define FAIL2(x) do { if (x) return 2; } while (0)\n"
        "#define RET(v) return v\n"
        "static char *f(int x) {\n  if (x > 4) RET(9);\n  if (x > 3) FAIL;\n  FAIL2(x > 2);\n"
        "  if (x) return 5;\n  return \"ok\";\n}\n"
        "int main(int argc, char **argv) { (void)argv; puts(f(argc - 1)); return 0; }\n")
    for color in ([], ["-fdiagnostics-color=always"], ["-fdiagnostics-format=json"]):
        wrapped = run(wrapper_argv("gcc", std, *color, "m.c", "-o", "m", options=("-s", "printf", "--strict")),
                      tmp_path, build_env(tmp_path))
        assert wrapped.returncode == 0, describe(wrapped)
        assert "int-conversion" in text(wrapped.stderr), describe(wrapped)
        assert b"enter" in (tmp_path / "m").read_bytes(), "the program was not instrumented"
        assert run_program(tmp_path / "m").stdout == b"ok\n"


@pytest.mark.parametrize("compiler,name,flags", [
    ("g++", "old.cc", ["-ansi"]),
    ("g++", "old.cc", ["-std=c++11", "-ansi"]),
    ("g++", "old.cc", ["--std=c++98"]),
    ("gcc", "old.c", ["-ansi"]),
], ids=["cxx-ansi", "cxx-ansi-last", "cxx-std-two-dashes", "c-ansi"])
def test_ansi_is_the_old_standard(tmp_path, compiler, name, flags):
    """-ansi is C90 / C++98 and --std= is -std=: the copy must compile there
    (C++11's scope guard does not, with `&&`), instrumented, under --strict."""
    (tmp_path / name).write_text("#include <stdio.h>\nstatic int f(int a) { if (a > 3) return 1; return a * 2; }\n"
                                 "int main(void) { printf(\"%d\\n\", f(2)); return 0; }\n")
    args = [*flags, "-pedantic-errors", name, "-o", "x"]
    wrapped = run(wrapper_argv(compiler, *args, options=("-s", "printf", "--strict")), tmp_path, build_env(tmp_path))
    assert wrapped.returncode == 0, describe(wrapped)
    assert b"enter" in (tmp_path / "x").read_bytes(), "the program was not instrumented"
    assert run_program(tmp_path / "x").stdout == b"4\n"
