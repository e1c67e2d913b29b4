"""Names srcinst spells in a body must mean there what they mean in the header.

C and C++98 keep a returned value in a variable of the return type until the
exit code has run. Declared with the header's spelling inside the body, a
block-scope typedef, a struct tag, a parameter or a class member of the same
name changed the type (`wide_t widen(int)` returned 102 for 358) or broke the
build (`node *push(node *node)`). Each program here is instrumented, built
with warnings as errors, run, and must print what the original prints with
balanced enter/leave lines.
"""
import re
import subprocess
import sys
from pathlib import Path

import helpers
import pytest

DATA = Path(__file__).parent / "data" / "result_names"
EVENT = re.compile(r"^(enter|leave) (.*) \(", re.M)


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)


def instrument(tmp_path, source: Path, *compile_args):
    out = tmp_path / ("inst_" + source.name)
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", source, "-o", out, *compile_args])
    assert done.returncode == 0, done.stderr
    return out, done.stderr


def build_and_compare(tmp_path, source: Path, out: Path, compiler: str, flags, args=()):
    """Builds both, runs both, returns the instrumented run's stderr."""
    warn = ["-Wall", "-Wextra", "-Werror"]
    for src, exe in ((source, tmp_path / "orig"), (out, tmp_path / "inst")):
        built = run([compiler, *flags, *warn, src, "-o", exe])
        assert built.returncode == 0, built.stderr
    orig, inst = run([tmp_path / "orig", *args]), run([tmp_path / "inst", *args])
    assert orig.returncode == 0, orig.stderr
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    problems = helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False)
    assert not problems, inst.stderr
    return inst.stderr


@pytest.mark.parametrize("flags", [["-std=c89", "-pedantic"], ["-std=gnu11"], ["-std=gnu11", "-DWIDE"]],
                         ids=["c89", "gnu11", "gnu11-other-branch"])
def test_c_return_types_hidden_in_the_body(tmp_path, flags):
    source = DATA / "hidden_types.c"
    out, stderr = instrument(tmp_path, source, flags[0])
    assert "warning" not in stderr, stderr
    log = build_and_compare(tmp_path, source, out, "gcc", flags)
    entered = {n for k, n in EVENT.findall(log) if k == "enter"}
    for name in ("wide_t widen(int)", "ratio half(int)", "node * push(node *, int)", "struct tag * tagged(void)",
                 "binop pick(int)", "narrow knr(int, int)", "ratio by_macro(int)", "wide_t get(int)",
                 "enum color first_color(int)"):
        assert name in entered, log


def test_a_parameter_hiding_the_type_where_no_typedef_can_precede_the_definition(tmp_path):
    """An `#if` choosing the header keeps the typedef out of the file scope;
    inside the body a parameter named like the type hides it: the routine
    is left alone, and says so, rather than returning the wrong type."""
    source = tmp_path / "p.c"
    source.write_text("#include <stdio.h>\ntypedef int wide_t;\n#ifdef WIDE\nstatic long\n#else\nstatic wide_t\n"
                      "#endif\nchosen(double wide_t)\n{\n    return wide_t;\n}\n"
                      "int main(void) { printf(\"%d\\n\", (int)chosen(2.5)); return 0; }\n")
    source = source.rename(tmp_path / "in.c")
    out, stderr = instrument(tmp_path, source)
    assert "in.c:10:5: warning: a parameter hides 'wide_t', which its return type names: " \
           "'wide_t chosen(double)' is not instrumented" in stderr, stderr
    log = build_and_compare(tmp_path, source, out, "gcc", ["-std=gnu11"])
    assert "chosen" not in log


@pytest.mark.parametrize("std", ["c++98", "c++03", "c++11", "c++17", "c++20"])
def test_cpp_return_types_hidden_in_the_body(tmp_path, std):
    """C++98 rewrites returns like C (also member functions, whose bodies see
    the class's members, and templates); C++11 and later use a scope guard,
    which names no type, and must be unaffected."""
    source = DATA / "hidden_types.cpp"
    out, stderr = instrument(tmp_path, source, f"-std={std}")
    assert "warning" not in stderr, stderr
    log = build_and_compare(tmp_path, source, out, "g++", [f"-std={std}"])
    entered = {n for k, n in EVENT.findall(log) if k == "enter"}
    for name in ("wide_t widen(int)", "node * push(node *, int)", "small Holder::get() const",
                 "value Holder::outside(int) const", "T twice(T)", "wide_t sum(T)", "node * Box<T>::first(node *)",
                 "wide_t Box<T>::count() const", "wide_t c_linkage(int)", "value Tagged<T>::total() const"):
        assert name in entered, (name, log)


def test_a_parameter_hiding_a_dependent_return_type(tmp_path):
    """A type naming a template parameter cannot be declared before the
    template: the typedef goes first in the body, where a parameter named
    like a class template in it would hide that; the routine is left alone."""
    source = tmp_path / "t.cpp"
    source.write_text("#include <cstdio>\ntemplate <class T> struct Box { T v; };\n"
                      "template <class T> Box<T> *keep(Box<T> *Box)\n{\n    return Box;\n}\n"
                      "int main() { Box<int> b = {4}; std::printf(\"%d\\n\", keep(&b)->v); return 0; }\n")
    out, stderr = instrument(tmp_path, source, "-std=c++98")
    assert "t.cpp:5:5: warning: a parameter hides 'Box', which its return type names: " \
           "'Box<T> * keep(Box<T> *)' is not instrumented" in stderr, stderr
    log = build_and_compare(tmp_path, source, out, "g++", ["-std=c++98"])
    assert "keep" not in log


def test_a_file_that_includes_another_instrumented_file(tmp_path):
    """lz4hc.c does `#include "lz4.c"`: with both instrumented, the included
    copy's file-scope typedefs sit in the same translation unit, so their
    names must differ per file."""
    original, copies = tmp_path / "src", tmp_path / "copies"
    original.mkdir()
    copies.mkdir()
    (original / "base.c").write_text("typedef unsigned short U16;\n"
                                      "static U16 low16(unsigned v) { typedef int U16; U16 x = (U16)v; return x; }\n")
    (original / "top.c").write_text("#include <stdio.h>\n#include \"base.c\"\ntypedef struct { int a; } pair_t;\n"
                                     "static pair_t make(int a) { pair_t p; p.a = a + low16(70000); return p; }\n"
                                     "int main(void) { printf(\"%d\\n\", make(1).a); return 0; }\n")
    for name in ("base.c", "top.c"):
        done = run([sys.executable, "-m", "srcinst", "-s", "printf", original / name, "-o", copies / name])
        assert done.returncode == 0, done.stderr
    log = build_and_compare(tmp_path, original / "top.c", copies / "top.c", "gcc", ["-std=c89", "-pedantic"])
    assert "enter U16 low16(unsigned int)" in log and "enter pair_t make(int)" in log
