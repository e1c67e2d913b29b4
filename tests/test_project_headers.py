"""The wrapper instruments the project's headers (srcinst/wrap/headers.py).

A C++ project of two translation units shares a header with inline members,
a template and an inline free function, and a nested guarded header; both
include system headers (<vector>, <algorithm>). Built through the wrapper with
the trace spec (make, and CMake where installed), the program prints what the
plain build prints, and its profile counts every header routine exactly, across
the TUs, with nothing from a system header. The copies of a header are the same
bytes whichever TU made them; a changed header is instrumented again (also
behind a direct hit); SRCINST_HEADERS=none and a list of directories choose.
`srcinst --list` shows the header routines under their header's path, and the
CLI instruments them with --headers-dir.
"""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import helpers
import pytest
from test_launcher import OLD, compile_prog, direct_hits, launcher, run, work  # noqa: F401 (fixtures)
from test_wrapper import build_env, ok, run_program, scratch_tmp, wrapper_script
from trace_helpers import RUNTIME_SRC_DIR, build_runtime_object, parse_profile, short_name, srcinst_cmd

GEOMETRY = """#pragma once
#include <vector>
#include "detail/scale.h"

struct Box {
    explicit Box(int w) : width(w) {}
    int area() const { return width * width; }
    int width;
};

template <typename T>
T total(const std::vector<T> &items)
{
    T sum = T();
    for (const T &item : items)
        sum += item;
    return sum;
}

inline int clamp_to(int value, int high) { return value > high ? high : value; }
"""
SCALE = """#ifndef SCALE_H
#define SCALE_H
inline int scaled(int x) { return 3 * x; }
#endif
"""
SHAPES = """#include "geometry.hpp"
#include <algorithm>

int box_sum(int n)
{
    int sum = 0;
    for (int i = 1; i <= n; ++i) {
        Box box(i);
        sum += clamp_to(box.area(), 10);
    }
    return sum;
}
"""
MAIN = """#include <algorithm>
#include <cstdio>
#include <vector>
#include "geometry.hpp"

int box_sum(int n);

int main()
{
    std::vector<int> v = {3, 1, 2};
    std::sort(v.begin(), v.end());
    std::vector<double> d = {0.5, 1.5};
    std::printf("%d %g %d %d\\n", total(v), total(d), box_sum(4), scaled(v[0]));
    return box_sum(1) == 1 ? 0 : 1;
}
"""
MAKEFILE = """CXXFLAGS += -Iinc -MMD -O1
app: src/main.o src/shapes.o
\t$(CXX) -o $@ src/main.o src/shapes.o
-include src/*.d
"""
CMAKELISTS = """cmake_minimum_required(VERSION 3.16)
project(shapes CXX)
add_executable(app src/main.cpp src/shapes.cpp)
target_include_directories(app PRIVATE inc)
"""
# main: 1; box_sum: 4 + 1 calls' boxes; total: <int> and <double>, one name.
HEADER_CALLS = {"Box::Box": 5, "Box::area": 5, "clamp_to": 5, "total": 2, "scaled": 1}
SOURCE_CALLS = {"main": 1, "box_sum": 2}
OUTPUT = b"6 2 24 3\n"  # 1+2+3; 0.5+1.5; 1+4+9+10 (16 clamped); 3*1


def write_project(root: Path) -> Path:
    files = {"inc/geometry.hpp": GEOMETRY, "inc/detail/scale.h": SCALE, "src/shapes.cpp": SHAPES,
             "src/main.cpp": MAIN, "Makefile": MAKEFILE, "CMakeLists.txt": CMAKELISTS}
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content)
        os.utime(path, (OLD, OLD))  # old enough for the result cache to keep
    return root


@pytest.fixture(scope="module")
def cache(tmp_path_factory) -> Path:
    """One cache for the module: the trace runtime is built once."""
    return tmp_path_factory.mktemp("cache")


def env_for(tmp_path: Path, cache: Path, **extra: str) -> dict[str, str]:
    return build_env(tmp_path, SRCINST_CACHE_DIR=str(cache), SRCINST_SERVER="0", SRCINST_TRACE_OTF2="0",
                     **extra)


def make(project: Path, env: dict[str, str], cxx: str) -> helpers.RunResult:
    return ok(helpers.run_cmd(["make", f"CXX={cxx}", "app"], cwd=project, env=env, timeout=300), "make")


def profile_calls(project: Path) -> dict[tuple[str, str], int]:
    """(routine's short name, file) -> calls, from the one profile the run left."""
    profiles = list(project.glob("prof.*.profile.txt"))
    assert len(profiles) == 1, profiles
    rows = parse_profile(profiles[0].read_text())
    for profile in profiles:
        profile.unlink()
    return {(short_name(row.name), row.file): row.calls for row in rows}


def expected_calls(headers: bool = True) -> dict[tuple[str, str], int]:
    calls = {("main", "src/main.cpp"): 1, ("box_sum", "src/shapes.cpp"): 2}
    if headers:
        calls.update({(name, "inc/detail/scale.h" if name == "scaled" else "inc/geometry.hpp"): n
                      for name, n in HEADER_CALLS.items()})
    return calls


def traced_run(project: Path, exe: Path) -> dict[tuple[str, str], int]:
    result = run_program(exe, SRCINST_TRACE_PREFIX=str(project / "prof"), SRCINST_TRACE="0")
    assert result.stdout == OUTPUT
    return profile_calls(project)


@pytest.mark.skipif(shutil.which("make") is None, reason="make not installed")
def test_make_counts_every_header_routine_across_translation_units(tmp_path, cache):
    project = write_project(tmp_path / "project")
    env = env_for(tmp_path, cache)
    make(project, env, "g++")
    plain = helpers.run_cmd([project / "app"], cwd=project)
    assert (plain.stdout, plain.returncode) == (OUTPUT, 0)
    for built in [*project.glob("src/*.o"), *project.glob("src/*.d"), project / "app"]:
        built.unlink()
    cxx = wrapper_script(tmp_path, "srcinst-g++", "g++", ("-s", "trace"))
    build = make(project, env, str(cxx))
    assert b"srcinst" not in build.stderr, build.stderr
    assert traced_run(project, project / "app") == expected_calls()  # nothing from <vector>, <algorithm>
    # The dependency files name the real headers; the copies are gone.
    deps = (project / "src" / "main.d").read_text()
    assert "inc/geometry.hpp" in deps and "inc/detail/scale.h" in deps and str(scratch_tmp(tmp_path)) not in deps
    assert not [p for p in scratch_tmp(tmp_path).rglob("*") if p.is_file()]


@pytest.mark.skipif(shutil.which("make") is None, reason="make not installed")
def test_a_changed_header_is_instrumented_again(tmp_path, cache):
    project = write_project(tmp_path / "project")
    env = env_for(tmp_path, cache)
    cxx = str(wrapper_script(tmp_path, "srcinst-g++", "g++", ("-s", "trace")))
    make(project, env, cxx)
    assert traced_run(project, project / "app") == expected_calls()
    scale = project / "inc" / "detail" / "scale.h"
    scale.write_text(SCALE.replace("return 3 * x;", "return twice(x) + 2 * x;")
                     .replace("inline int scaled", "inline int twice(int x) { return 2 * x; }\ninline int scaled"))
    make(project, env, cxx)  # the dependency files rebuild both objects
    result = run_program(project / "app", SRCINST_TRACE_PREFIX=str(project / "prof"), SRCINST_TRACE="0")
    assert result.stdout == OUTPUT.replace(b" 3\n", b" 4\n")
    assert profile_calls(project) == {**expected_calls(), ("twice", "inc/detail/scale.h"): 1}


@pytest.mark.parametrize("choice, instrumented", [("none", set()), ("inc/detail", {"scaled"}),
                                                   ("*/geometry.hpp", set(HEADER_CALLS) - {"scaled"})])
def test_the_setting_chooses_the_headers(tmp_path, cache, choice, instrumented):
    project = write_project(tmp_path / "project")
    env = env_for(tmp_path, cache, SRCINST_HEADERS=choice)
    cxx = wrapper_script(tmp_path, "srcinst-g++", "g++", ("-s", "trace"))
    make(project, env, str(cxx))
    expected = {key: n for key, n in expected_calls().items()
                if key[1].startswith("src/") or key[0] in instrumented}
    assert traced_run(project, project / "app") == expected


def header_copies(directory: Path) -> dict[str, bytes]:
    """Name -> bytes of the copies kept (--keep) in `directory`, which they name as OUT."""
    copies = {}
    for path in (directory / "srcinst-inst" / "headers").rglob("*.h*"):
        assert path.name not in copies, f"two copies of {path.name}"
        copies[path.name] = path.read_bytes().replace(str(directory).encode(), b"OUT")
    return copies


def test_each_header_has_one_copy_whichever_unit_made_it(tmp_path):
    """The ODR point: the copy's bytes (and so its path) do not depend on the
    TU whose compile made it, nor on the cache of an earlier compile."""
    project = write_project(tmp_path / "project")
    seen = []
    for order in (["src/shapes.cpp", "src/main.cpp"], ["src/main.cpp", "src/shapes.cpp"]):
        out = tmp_path / f"out-{len(seen)}"  # --keep: the copies beside the objects
        out.mkdir()
        for source in order:
            argv = [*srcinst_cmd("-s", "trace", "--keep", "--", "g++", "-Iinc", "-c", source,
                                 "-o", out / f"{Path(source).stem}.o")]
            env = env_for(tmp_path, tmp_path / f"cache-{len(seen)}")
            ok(helpers.run_cmd(argv, cwd=project, env=env), f"compiling {source}")
            assert len(header_copies(out)) == 2, f"{source}: another copy of a header"
        seen.append(header_copies(out))
    assert seen[0] == seen[1]
    geometry = seen[0]["geometry.hpp"]
    assert geometry.startswith(b'#line 1 "inc/geometry.hpp"\n') and b"srcinst_trace" in geometry
    # The nested header's copy; the system's own header as it was.
    assert b'#include "OUT/srcinst-inst/headers/' in geometry and b"#include <vector>" in geometry


C_VEC = """#ifndef VEC_H
#define VEC_H
static inline double dot(const double *a, const double *b, int n)
{
    double s = 0;
    for (int i = 0; i < n; ++i)
        s += a[i] * b[i];
    return s;
}
#endif
"""
C_NORM = """#include <math.h>
#include "vec.h"
double norm(const double *a, int n) { return sqrt(dot(a, a, n)); }
"""
C_MAIN = """#include <stdio.h>
#include "vec.h"
double norm(const double *a, int n);
int main(void)
{
    double x[2] = {3, 4};
    printf("%g %g\\n", norm(x, 2), dot(x, x, 2));
    return 0;
}
"""


def test_a_c_project(tmp_path, cache):
    project = tmp_path / "cproj"
    project.mkdir()
    for name, content in {"vec.h": C_VEC, "norm.c": C_NORM, "main.c": C_MAIN}.items():
        (project / name).write_text(content)
    env = env_for(tmp_path, cache)
    plain = ok(helpers.run_cmd(["gcc", "-std=c99", "main.c", "norm.c", "-lm", "-o", "plain"], cwd=project,
                               env=env), "gcc")
    del plain
    argv = srcinst_cmd("-s", "trace", "--", "gcc", "-std=c99", "main.c", "norm.c", "-lm", "-o", "app")
    build = ok(helpers.run_cmd(argv, cwd=project, env=env), "the wrapped gcc")
    assert b"srcinst" not in build.stderr, build.stderr
    expected = helpers.run_cmd([project / "plain"], cwd=project).stdout
    assert expected == b"5 25\n"
    result = run_program(project / "app", SRCINST_TRACE_PREFIX=str(project / "prof"), SRCINST_TRACE="0")
    assert result.stdout == expected
    assert profile_calls(project) == {("main", "main.c"): 1, ("norm", "norm.c"): 1, ("dot", "vec.h"): 2}


@pytest.mark.skipif(shutil.which("cmake") is None, reason="cmake not installed")
def test_cmake_build(tmp_path, cache):
    project = write_project(tmp_path / "project")
    env = env_for(tmp_path, cache)
    launcher_list = ";".join(srcinst_cmd("-s", "trace", "--"))
    configure = ["cmake", "-S", project, "-B", project / "build", f"-DCMAKE_CXX_COMPILER_LAUNCHER={launcher_list}",
                 f"-DCMAKE_CXX_LINKER_LAUNCHER={launcher_list}"]
    ok(helpers.run_cmd(configure, cwd=project, env=env, timeout=300), "cmake")
    ok(helpers.run_cmd(["cmake", "--build", project / "build"], cwd=project, env=env, timeout=300), "cmake --build")
    calls = traced_run(project, project / "build" / "app")
    # CMake names the sources and include directory by absolute paths.
    assert {(name, Path(file).relative_to(project).as_posix()): n for (name, file), n in calls.items()} \
        == expected_calls()


def test_direct_hits_see_a_changed_header(launcher, work):  # noqa: F811 (fixtures)
    project, env, _ = work
    (project / "scale.h").write_text("static inline int scale(int x) { return 2 * x; }\n#define SCALE 1\n")
    (project / "prog.c").write_text('#include <stdio.h>\n#include "scale.h"\n'
                                    'int main(void) { printf("%d\\n", scale(21)); return 0; }\n')
    for path in project.iterdir():
        os.utime(path, (OLD, OLD))
    for _ in range(2):
        assert compile_prog(launcher, project, env).returncode == 0
    assert direct_hits(env) == 1
    first = run(["gcc", "prog.o", "-o", "prog"], cwd=project, check=True) and run(["./prog"], cwd=project)
    assert first.stdout == "42\n" and "enter int scale(int)" in first.stderr.replace("enter static ", "enter ")
    (project / "scale.h").write_text("static inline int scale(int x) { return 3 * x; }\n#define SCALE 1\n")
    os.utime(project / "scale.h", (OLD + 60, OLD + 60))
    assert compile_prog(launcher, project, env).returncode == 0
    assert direct_hits(env) == 1  # missed: the header changed
    again = run(["gcc", "prog.o", "-o", "prog"], cwd=project, check=True) and run(["./prog"], cwd=project)
    assert again.stdout == "63\n" and again.stderr == first.stderr


def listed(project: Path, env: dict[str, str], *args: str) -> list[tuple[str, str, bool]]:
    result = ok(helpers.run_cmd(srcinst_cmd("-s", "trace", "--list", "--format", "json", *args), cwd=project,
                                env=env), "srcinst --list")
    return [(row["file"], short_name(row["signature"]), row["instrumented"])
            for row in json.loads(result.stdout)]


# --list's rows: the file's own, then those of the headers it reaches, each header once.
LISTED_HEADERS = [("inc/geometry.hpp", "Box::Box", True), ("inc/geometry.hpp", "Box::area", True),
                  ("inc/geometry.hpp", "total", True), ("inc/geometry.hpp", "clamp_to", True),
                  ("inc/detail/scale.h", "scaled", True)]


def test_list_shows_the_header_routines_the_wrapper_instruments(tmp_path, cache):
    project = write_project(tmp_path / "project")
    env = env_for(tmp_path, cache)
    rows = listed(project, env, "-Iinc", "src/main.cpp", "src/shapes.cpp")
    assert rows == [("src/main.cpp", "main", True), *LISTED_HEADERS, ("src/shapes.cpp", "box_sum", True)]
    # The selection applies to them as to any routine; SRCINST_HEADERS chooses them.
    rows = listed(project, env, "--exclude-if", "header", "-Iinc", "src/shapes.cpp")
    assert rows == [("src/shapes.cpp", "box_sum", True), *[(f, n, False) for f, n, _ in LISTED_HEADERS]]
    assert listed(project, env_for(tmp_path, cache, SRCINST_HEADERS="none"), "-Iinc", "src/main.cpp") \
        == [("src/main.cpp", "main", True)]
    assert listed(project, env_for(tmp_path, cache, SRCINST_HEADERS="inc/detail"), "-Iinc", "src/main.cpp") \
        == [("src/main.cpp", "main", True), ("inc/detail/scale.h", "scaled", True)]


def test_list_of_a_compilation_database_shows_each_header_once(tmp_path, cache):
    project = write_project(tmp_path / "project")
    build = project / "build"
    build.mkdir()
    (build / "compile_commands.json").write_text(json.dumps([
        {"directory": str(project), "file": f"src/{name}.cpp",
         "command": f"g++ -Iinc -O1 -c src/{name}.cpp -o build/{name}.o"} for name in ("main", "shapes")]))
    rows = [(os.path.relpath(file, project), name, instrumented)  # -p names the files by absolute paths
            for file, name, instrumented in listed(project, env_for(tmp_path, cache), "-p", "build", "-j", "1")]
    assert rows == [("src/main.cpp", "main", True), *LISTED_HEADERS, ("src/shapes.cpp", "box_sum", True)]


def test_the_cli_writes_header_copies_into_a_directory(tmp_path, cache):
    """`srcinst -s trace --headers-dir DIR`: the outputs (in another directory)
    include the copies by path, and the flags it prints build them."""
    project = write_project(tmp_path / "project")
    env = env_for(tmp_path, cache)
    argv = srcinst_cmd("-s", "trace", "-Iinc", "src/main.cpp", "src/shapes.cpp", "-d", "out", "--headers-dir",
                       "out/headers")
    result = ok(helpers.run_cmd(argv, cwd=project, env=env), "srcinst --headers-dir")
    told = result.stderr.decode().splitlines()
    assert told[-2:] == ["srcinst: 2 header copies written to out/headers/ (the outputs include them by path)",
                         "srcinst: compile the outputs with the inputs' flags and -iquote src"]
    assert sorted(p.relative_to(project).as_posix() for p in (project / "out").rglob("*") if p.is_file()) \
        == ["out/headers/inc/detail/scale.h", "out/headers/inc/geometry.hpp", "out/main.cpp", "out/shapes.cpp"]
    geometry = (project / "out" / "headers" / "inc" / "geometry.hpp").read_bytes()
    assert geometry.startswith(b'#line 1 "inc/geometry.hpp"\n')
    runtime = build_runtime_object(cache)
    ok(helpers.run_cmd(["g++", "-O1", "-Iinc", "-iquote", "src", "-I", RUNTIME_SRC_DIR, "out/main.cpp",
                        "out/shapes.cpp", runtime, "-lpthread", "-o", "app"], cwd=project, env=env, timeout=300),
       "g++")
    assert traced_run(project, project / "app") == expected_calls()
    # Without it, the CLI writes the one output and its includes stay as they were.
    plain = ok(helpers.run_cmd(srcinst_cmd("-s", "trace", "-Iinc", "src/main.cpp"), cwd=project, env=env), "srcinst")
    assert b'#include "geometry.hpp"' in plain.stdout and b"header cop" not in plain.stderr


CYCLE_OUTER = """{open}
inline int half(int x) {{ return x / 2; }}
#include "geo-inl.hpp"
{close}"""
CYCLE_INNER = """{open}
#include "geo.hpp"
inline int quarter(int x) {{ return half(half(x)); }}
{close}"""
CYCLE_UNITS = {"one.cpp": '#include "geo.hpp"\nint one(int x) { return quarter(x) + half(x); }\n',
               "main.cpp": '#include <cstdio>\n#include "geo-inl.hpp"\nint one(int x);\n'
                           'int main() { std::printf("%d %d\\n", one(40), quarter(8)); return 0; }\n'}


@pytest.mark.parametrize("guard", ["pragma", "macros"])
def test_headers_that_include_each_other(tmp_path, cache, guard):
    """fmt's format.h includes format-inl.h, which includes format.h: each
    copy names the other's copy, whichever TU reached them first."""
    project = tmp_path / "cycle"
    project.mkdir()
    for name, text in {"geo.hpp": CYCLE_OUTER, "geo-inl.hpp": CYCLE_INNER}.items():
        macro = name.replace("-", "_").replace(".", "_").upper()
        opening, closing = ("#pragma once", "") if guard == "pragma" else (f"#ifndef {macro}\n#define {macro}",
                                                                          "#endif\n")
        (project / name).write_text(text.format(open=opening, close=closing))
    for name, text in CYCLE_UNITS.items():
        (project / name).write_text(text)
    env = env_for(tmp_path, cache)
    argv = srcinst_cmd("-s", "trace", "--", "g++", "-O1", "main.cpp", "one.cpp", "-o", "app")
    build = ok(helpers.run_cmd(argv, cwd=project, env=env, timeout=300), "the wrapped g++")
    assert b"srcinst" not in build.stderr, build.stderr
    result = run_program(project / "app", SRCINST_TRACE_PREFIX=str(project / "prof"), SRCINST_TRACE="0")
    assert result.stdout == b"30 2\n"  # 10 + 20; 2
    assert profile_calls(project) == {("main", "main.cpp"): 1, ("one", "one.cpp"): 1, ("quarter", "geo-inl.hpp"): 2,
                                      ("half", "geo.hpp"): 5}


def test_list_says_which_header_does_not_parse_on_its_own(tmp_path, cache):
    """As the wrapper: a header that needs its includer's declarations keeps
    its original, so --list shows none of its routines, and -v says why."""
    project = tmp_path / "needy"
    project.mkdir()
    (project / "needy.h").write_text("inline int needs(int x) { return helper(x); }\n")
    (project / "use.cpp").write_text('int helper(int x) { return x; }\n#include "needy.h"\n'
                                     "int use() { return needs(2); }\n")
    result = ok(helpers.run_cmd(srcinst_cmd("--list", "-v", "--format", "json", "use.cpp"), cwd=project,
                                env=env_for(tmp_path, cache)), "srcinst --list")
    assert [(row["file"], row["name"]) for row in json.loads(result.stdout)] == [("use.cpp", "helper"),
                                                                                ("use.cpp", "use")]
    assert b"needy.h: note: not instrumented: it does not parse on its own (needy.h:1:34: error: use of " \
           b"undeclared identifier 'helper')" in result.stderr


CONSTEXPR_HEADER = """#ifndef LIMITS_HPP
#define LIMITS_HPP
#define LIB_CONSTEXPR constexpr
struct Limit {
    LIB_CONSTEXPR explicit Limit(int high) : high(high) { if (high < 0) this->high = 0; }
    int high;
};
LIB_CONSTEXPR int capped(int x, int high) { if (x > high) return high; return x; }
template <class T, int = sizeof(T(0))> LIB_CONSTEXPR T twice(T x) { if (x) return 2 * x; return x; }
inline int plain_cap(int x) { return capped(x, Limit(9).high); }
static_assert(capped(12, Limit(9).high) == 9 && twice(2) == 4, "constant evaluation");
#endif
"""


def test_constexpr_written_by_a_macro_counts_its_run_time_calls(tmp_path, cache):
    """fmt's `FMT_CONSTEXPR` members: libclang's declaration says constexpr
    where the text says a macro; instrumented as plain functions, g++ refused
    the copies (it calls them in constant expressions). As constexpr
    functions they compile, and their run-time calls count."""
    project = tmp_path / "cx"
    project.mkdir()
    (project / "limits.hpp").write_text(CONSTEXPR_HEADER)
    (project / "main.cpp").write_text('#include <cstdio>\n#include "limits.hpp"\n'
                                      'int main(int argc, char **) { std::printf("%d %d\\n", plain_cap(argc * 20), '
                                      'twice(argc)); return 0; }\n')
    env = env_for(tmp_path, cache)
    build = ok(helpers.run_cmd(srcinst_cmd("-s", "trace", "--", "g++", "-std=c++14", "main.cpp", "-o", "app"),
                               cwd=project, env=env, timeout=300), "the wrapped g++")
    assert b"srcinst" not in build.stderr, build.stderr
    result = run_program(project / "app", SRCINST_TRACE_PREFIX=str(project / "prof"), SRCINST_TRACE="0")
    assert result.stdout == b"9 2\n"
    assert profile_calls(project) == {("main", "main.cpp"): 1, ("plain_cap", "limits.hpp"): 1,
                                      ("Limit::Limit", "limits.hpp"): 1, ("capped", "limits.hpp"): 1,
                                      ("twice", "limits.hpp"): 1}
