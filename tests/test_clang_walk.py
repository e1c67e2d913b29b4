"""The native walk over libclang and the Python one give the same facts.

conftest.py sets SRCINST_WALK=both, so every C/C++ parse of the test suite
already runs both walks and fails on a difference. Here: every C and C++
file the tests have, walked both ways in this process; that a difference
is caught; and that srcinst without the native walk (no compiler to build
it, or SRCINST_WALK=python) writes the same bytes.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import clang.cindex as ci
import pytest
from srcinst.frontends import clang_fast, clang_walk
from srcinst.frontends.c_arguments import clang_arguments
from srcinst.frontends.c_family import STANDARD_ABORT_CALLS
from srcinst.frontends.toolchain import probe

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted(p for folder in (ROOT / "corpus", ROOT / "tests" / "data") for p in folder.rglob("*")
                 if p.suffix in (".c", ".cpp", ".cc", ".cxx"))
ABORTS = set(STANDARD_ABORT_CALLS) | {"my_fatal"}


def translation_unit(path: Path):
    lang = "c" if path.suffix == ".c" else "c++"
    args = clang_arguments(lang, probe("gcc" if lang == "c" else "g++", lang), [])
    return ci.Index.create().parse(str(path), args=args)


def both_walks(path: Path):
    tu = translation_unit(path)
    main = clang_fast.main_file(tu, str(path))
    native = clang_walk._native_walk(tu, main, ABORTS, os.environ["SRCINST_CACHE_DIR"])  # conftest's
    assert native is not None, "the native walk could not be built or loaded"
    return tu, native, clang_walk.python_walk(tu, main, ABORTS)


def test_there_are_inputs():
    assert len(SOURCES) >= 60


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_native_and_python_walks_agree(path):
    _tu, native, python = both_walks(path)
    clang_walk.compare(native, python)


def test_a_different_fact_is_caught():
    _tu, native, python = both_walks(ROOT / "corpus" / "c" / "early_returns.c")
    assert native and native[0].returns
    native[0].returns[0].has_value = not native[0].returns[0].has_value
    with pytest.raises(AssertionError, match="walks differ"):
        clang_walk.compare(native, python)
    _tu, native, python = both_walks(ROOT / "corpus" / "c" / "early_returns.c")
    with pytest.raises(AssertionError, match="routines"):
        clang_walk.compare(native[1:], python)


def test_walks_see_what_the_frontend_needs(tmp_path):
    """The facts themselves, on a file with every kind of them."""
    source = tmp_path / "facts.cpp"
    source.write_text(
        "#include <cstdlib>\n"
        "namespace outer { template <class T> struct Box {\n"
        "  T get() const & { if (!this) return T(); return value; }\n"
        "  T value; }; }\n"
        "int pick(int x, ...) try {\n"
        "  auto f = [](int y) { return y; };\n"
        "  if (x) std::exit(2);\n"
        "  return f(x);\n"
        "} catch (...) { throw; }\n"
        "int main(int argc, char **argv) { return pick(argc); }\n")
    tu, native, python = both_walks(source)
    clang_walk.compare(native, python)
    by_name = {facts.name: facts for facts in native}
    assert set(by_name) == {"get", "pick", "main"}
    get = by_name["get"]
    assert get.in_template_class and get.scopes == ["Box<T>", "outer"] and get.const_method
    assert get.ref_qualifier == 1 and len(get.returns) == 2
    pick = by_name["pick"]
    assert pick.try_block is not None and pick.variadic and pick.params == ["int"]
    assert len(pick.foreign) == 1 and [r.has_value for r in pick.returns] == [True]  # the lambda's is foreign
    (call,) = pick.calls
    assert (call.callee, call.arity, call.in_main_file) == ("exit", 1, True)
    assert call.scope_kind == ci.CursorKind.LINKAGE_SPEC.value  # glibc's extern "C" exit
    assert pick.last[0] == ci.CursorKind.RETURN_STMT.value
    assert call.parent_kind == ci.CursorKind.IF_STMT.value and (call.index, call.siblings) == (1, 2)
    assert by_name["main"].params == ["int", "char **"]


def run_srcinst(args, **env):
    # Without the result cache: every run parses and walks.
    return subprocess.run([sys.executable, "-m", "srcinst", *args], capture_output=True,
                          env=dict(os.environ, SRCINST_CACHE="0", **env))


@pytest.mark.parametrize("name", ["c/macro_returns.c", "c/exit_nested.c", "cpp/class_templates.cpp",
                                  "cpp/function_try_blocks.cpp"])
def test_without_the_native_walk_output_is_the_same(tmp_path, name):
    source = ROOT / "corpus" / name
    outputs = {}
    # Native; the Python walk by request; and no compiler to build the native
    # walk with (an empty cache, CC that cannot be run).
    for how, env in [("native", {"SRCINST_WALK": ""}), ("python", {"SRCINST_WALK": "python"}),
                     ("no compiler", {"SRCINST_WALK": "", "CC": str(tmp_path / "no-such-cc"),
                                      "SRCINST_CACHE_DIR": str(tmp_path / "cache")})]:
        out = tmp_path / f"{how}{source.suffix}"
        done = run_srcinst(["-s", "tau", str(source), "-o", str(out)], **env)
        assert done.returncode == 0, done.stderr.decode()
        outputs[how] = out.read_bytes()
    assert outputs["python"] == outputs["native"] and outputs["no compiler"] == outputs["native"]
    assert not list((tmp_path / "cache").glob("walk-*/clang_walk.so"))


def test_the_native_walk_is_built_once(tmp_path):
    cache = tmp_path / "cache"
    source = ROOT / "corpus" / "c" / "early_returns.c"
    for _ in range(2):
        done = run_srcinst(["-s", "tau", str(source), "-o", str(tmp_path / "out.c")],
                           SRCINST_CACHE_DIR=str(cache), SRCINST_WALK="both")
        assert done.returncode == 0, done.stderr.decode()
    (built,) = cache.glob("walk-*/clang_walk.so")
    assert not list(cache.glob(".build-*"))
    first = built.stat().st_mtime_ns
    run_srcinst(["-s", "tau", str(source), "-o", str(tmp_path / "out.c")], SRCINST_CACHE_DIR=str(cache))
    assert built.stat().st_mtime_ns == first
