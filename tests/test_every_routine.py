"""Every routine a user wrote (issue 29), together in one C++ project.

Two translation units share a project header holding an inline member, a
constructor, a template with a lambda in it, a constexpr function used both
in constant expressions and at run time, an inline function with lambdas
capturing by reference, and a routine a macro of the header defines; a
source holds generic, nested and capturing lambdas. Built through the
wrapper with the trace spec, by make and by CMake, the program prints what
the plain build prints, and its profile counts each of these routines
exactly: the constexpr function only where it ran at run time, the
template's instantiations and the generic lambda's as one routine each,
nothing from <vector> or <algorithm>.
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import helpers
import pytest
from test_project_headers import cache, env_for, make  # noqa: F401 (cache: a fixture)
from test_wrapper import ok, run_program, wrapper_script
from trace_helpers import parse_profile, short_name, srcinst_cmd

HEADER = """#pragma once
#include <algorithm>
#include <vector>

struct Box {
    explicit Box(int w) : width(w) {}
    int area() const { return width * width; }
    int width;
};

template <typename T>
T largest(const std::vector<T> &items)
{
    return *std::max_element(items.begin(), items.end(), /*L:less*/[](const T &a, const T &b) { return a < b; });
}

constexpr int square(int x) { return x * x; }

inline int positive_sum(const std::vector<int> &v)
{
    int sum = 0;
    std::for_each(v.begin(), v.end(), /*L:add_to*/[&sum](int x) { sum += x; });
    return sum + static_cast<int>(std::count_if(v.begin(), v.end(), /*L:positive*/[](int x) { return x > 0; }));
}

#define DEFINE_SCALER(name, k) inline int name(int x) { return (k) * x; }
DEFINE_SCALER(triple, 3)
"""
KERNELS = """#include "geometry.hpp"

static_assert(square(4) == 16, "constant evaluation is unchanged");
static int table[square(2)];

int kernels(int n)
{
    auto add = /*L:add*/[](auto x, auto y) { return x + y; };
    int base = 10;
    auto by_value = /*L:by_value*/[base](int x) { return x + base; };
    int total = 0;
    auto by_ref = /*L:by_ref*/[&total, &add](int x) {
        auto twice = /*L:twice*/[](int y) { return 2 * y; };
        total = add(total, twice(x));
    };
    for (int i = 0; i < n; ++i)
        by_ref(by_value(i));
    table[0] = square(n);
    return total + static_cast<int>(add(0.5, 0.5)) + table[0];
}
"""
MAIN = """#include <cstdio>
#include <vector>
#include "geometry.hpp"

int kernels(int n);

int main(int argc, char **)
{
    std::vector<int> v = {3, -1, 2};
    std::vector<double> d = {0.5, 2.5};
    constexpr int nine = square(3);
    Box box(square(argc + 2));
    std::printf("%d %d %g %d %d %d %d\\n", box.area(), largest(v), largest(d), positive_sum(v), kernels(4),
                triple(nine), nine);
    return 0;
}
"""
MAKEFILE = """CXXFLAGS += -std=c++17 -Iinc -MMD -O1
app: src/main.o src/kernels.o
\t$(CXX) -o $@ src/main.o src/kernels.o
-include src/*.d
"""
CMAKELISTS = """cmake_minimum_required(VERSION 3.16)
project(every CXX)
set(CMAKE_CXX_STANDARD 17)
add_executable(app src/main.cpp src/kernels.cpp)
target_include_directories(app PRIVATE inc)
"""
FILES = {"inc/geometry.hpp": HEADER, "src/kernels.cpp": KERNELS, "src/main.cpp": MAIN, "Makefile": MAKEFILE,
         "CMakeLists.txt": CMAKELISTS}
N = 4  # kernels(4)
# (name, file) -> calls; a lambda's name is "lambda@" and its marker comment's name.
EXPECTED = {
    ("main", "src/main.cpp"): 1,
    ("kernels", "src/kernels.cpp"): 1,
    ("lambda@add", "src/kernels.cpp"): N + 1,  # int + int each step, double + double once: one routine
    ("lambda@by_value", "src/kernels.cpp"): N,
    ("lambda@by_ref", "src/kernels.cpp"): N,
    ("lambda@twice", "src/kernels.cpp"): N,
    ("Box::Box", "inc/geometry.hpp"): 1,
    ("Box::area", "inc/geometry.hpp"): 1,
    ("largest", "inc/geometry.hpp"): 2,  # <int> and <double>
    ("lambda@less", "inc/geometry.hpp"): 2 + 1,  # max_element compares n - 1 times
    ("square", "inc/geometry.hpp"): 2,  # main's square(argc + 2), kernels' square(n); not the constant ones
    ("positive_sum", "inc/geometry.hpp"): 1,
    ("lambda@add_to", "inc/geometry.hpp"): 3,
    ("lambda@positive", "inc/geometry.hpp"): 3,
    ("triple", "inc/geometry.hpp"): 1,
}
_LAMBDA = re.compile(r"lambda at (\S+?):(\d+):(\d+)\b")


def write_project(root: Path) -> Path:
    for name, content in FILES.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content)
    return root


def lambda_names(root: Path) -> dict[tuple[str, int, int], str]:
    """(file, line, column of its `[`) -> "lambda@" + its marker's name."""
    names = {}
    for name in ("inc/geometry.hpp", "src/kernels.cpp"):
        for number, line in enumerate((root / name).read_text().splitlines(), 1):
            for m in re.finditer(r"/\*L:(\w+)\*/\[", line):
                names[(name, number, m.end())] = f"lambda@{m.group(1)}"
    return names


def profile_calls(root: Path) -> dict[tuple[str, str], int]:
    """(name, file relative to the project) -> calls, from the one profile left."""
    profiles = list(root.glob("prof.*.profile.txt"))
    assert len(profiles) == 1, profiles
    lambdas = lambda_names(root)
    calls: dict[tuple[str, str], int] = {}
    for row in parse_profile(profiles[0].read_text()):
        file = Path(row.file)
        file = file.relative_to(root) if file.is_absolute() else file
        m = _LAMBDA.match(row.name)
        if m:
            at = Path(m.group(1))
            at = at.relative_to(root) if at.is_absolute() else at
            name = lambdas.get((at.as_posix(), int(m.group(2)), int(m.group(3))), row.name)
        else:
            name = short_name(row.name)
        calls[(name, file.as_posix())] = calls.get((name, file.as_posix()), 0) + row.calls
    for profile in profiles:
        profile.unlink()
    return calls


def plain_output(tmp_path: Path, env: dict[str, str]) -> bytes:
    root = write_project(tmp_path / "plain")
    make(root, env, "g++")
    result = helpers.run_cmd([root / "app"], cwd=root)
    assert result.returncode == 0, helpers.describe(result)
    assert result.stdout == b"81 3 2.5 6 109 27 9\n"  # 9*9; 3; 2.5; 4 + 2 positives; 2*(10+..+13) + 1 + 16; 3*9
    return result.stdout


@pytest.mark.skipif(shutil.which("make") is None, reason="make not installed")
def test_make_counts_every_routine(tmp_path, cache):  # noqa: F811 (fixture)
    env = env_for(tmp_path, cache)
    expected = plain_output(tmp_path, env)
    root = write_project(tmp_path / "project")
    cxx = wrapper_script(tmp_path, "srcinst-g++", "g++", ("-s", "trace", "--strict"))
    build = make(root, env, str(cxx))
    assert b"srcinst" not in build.stderr, build.stderr
    result = run_program(root / "app", SRCINST_TRACE_PREFIX=str(root / "prof"), SRCINST_TRACE="0")
    assert result.stdout == expected
    assert profile_calls(root) == EXPECTED


@pytest.mark.skipif(shutil.which("cmake") is None, reason="cmake not installed")
def test_cmake_counts_every_routine(tmp_path, cache):  # noqa: F811 (fixture)
    env = env_for(tmp_path, cache)
    expected = plain_output(tmp_path, env)
    root = write_project(tmp_path / "project")
    launcher = ";".join(srcinst_cmd("-s", "trace", "--strict", "--"))
    ok(helpers.run_cmd(["cmake", "-S", root, "-B", root / "build", f"-DCMAKE_CXX_COMPILER_LAUNCHER={launcher}",
                        f"-DCMAKE_CXX_LINKER_LAUNCHER={launcher}"], cwd=root, env=env, timeout=300), "cmake")
    ok(helpers.run_cmd(["cmake", "--build", root / "build"], cwd=root, env=env, timeout=300), "cmake --build")
    result = run_program(root / "build" / "app", SRCINST_TRACE_PREFIX=str(root / "prof"), SRCINST_TRACE="0")
    assert result.stdout == expected
    assert profile_calls(root) == EXPECTED
