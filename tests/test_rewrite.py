"""Each transformation as an (input, expected output) pair, through real libclang.

Line markers are off here so the pairs stay readable; tests/test_line_markers.py
covers them. Whether the output compiles and behaves is proven by
tests/test_compile_run.py; these pairs make every rewrite reviewable.
"""
import re

import pytest

from srcinst.diagnostics import Reporter
from srcinst.instrument import Options, instrument_source
from srcinst.settings import Settings
from srcinst.spec import parse_spec

SPEC = r'''
entry code="ENTER(\"@ROUTINE@\");"
exit code="LEAVE(@LINE@);"
abort code="ABORT(@LINE@);"
'''

GUARD_HELPER_LINES = 12  # the scope-guard template emitted once per C++ file


def instrument(tmp_path, name, text, spec=SPEC, args=(), markers=False, abort_calls=()):
    path = tmp_path / name
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    reporter = Reporter(stream=open("/dev/null", "w"), verbose=True)
    out = instrument_source(str(path), path.read_bytes(), parse_spec(spec), Options(
        compile_args=list(args), line_markers=markers, abort_calls=tuple(abort_calls),
        settings=Settings.from_environ()), reporter)
    return out.decode("utf-8", errors="surrogateescape"), reporter


def body_of(cpp_output):
    """C++ output without the guard helper that opens every instrumented file."""
    lines = cpp_output.splitlines(keepends=True)
    assert lines[0].startswith("#ifndef __SRCINST_ON_EXIT_DEFINED")
    return "".join(lines[GUARD_HELPER_LINES:])


C_PAIRS = [
    pytest.param(
        "int f(int x) {\n  if (x) return x + 1;\n  return 0;\n}\n",
        "int f(int x) {\nENTER(\"int f(int)\");\n{\n"
        "  if (x) { __typeof__(int) __srcinst_rv =\n     ( x + 1);\nLEAVE(2);\nreturn __srcinst_rv; }\n"
        "  { __typeof__(int) __srcinst_rv =\n     ( 0);\nLEAVE(3);\nreturn __srcinst_rv; }\n"
        "}\n}\n",
        id="returns-with-value-last-return-makes-end-unreachable"),
    pytest.param(
        "#include <stdlib.h>\nvoid g(int x) {\n  if (x)\n    return;\n  while (x--) if (x == 3) exit(2);\n}\n",
        "#include <stdlib.h>\nvoid g(int x) {\nENTER(\"void g(int)\");\n{\n"
        "  if (x)\n    {\nLEAVE(4);\nreturn; }\n"
        "  while (x--) if (x == 3) {\nABORT(5);\nexit(2); }\n"
        "}\nLEAVE(6);\n}\n",
        id="void-return-unbraced-if-abort-in-loop-body-exit-at-end"),
    pytest.param(
        "#include <stdlib.h>\nint h(int x) {\n  int y = x ? (exit(1), 0) : 2;\n  return y;\n}\n",
        "#include <stdlib.h>\nint h(int x) {\nENTER(\"int h(int)\");\n{\n"
        "  int y = x ? ((__extension__ ({\nABORT(3);\n}), \nexit(1)), 0) : 2;\n"
        "  { __typeof__(int) __srcinst_rv =\n     ( y);\nLEAVE(4);\nreturn __srcinst_rv; }\n"
        "}\n}\n",
        id="abort-inside-expression-uses-statement-expression"),
    pytest.param(
        "int (*pick(int k))(int) { return(0); }\n",
        "int (*pick(int k))(int) {\nENTER(\"int (*pick(int))(int)\");\n{\n"
        " { __typeof__(int (*)(int)) __srcinst_rv =\n     ((0));\nLEAVE(1);\nreturn __srcinst_rv; }\n"
        " \n}\n}\n",
        id="function-pointer-return-type-and-return-paren"),
    pytest.param(
        "int f(int x) {\n  return x /* } return */\n    + 1; // done\n}\n",
        "int f(int x) {\nENTER(\"int f(int)\");\n{\n"
        "  { __typeof__(int) __srcinst_rv =\n     ( x /* } return */\n    + 1);\nLEAVE(2);\n"
        "return __srcinst_rv; }\n // done\n}\n}\n",
        id="multi-line-return-with-comment-keeps-expression-bytes"),
    pytest.param(
        "void v(void) { }\n",
        "void v(void) {\nENTER(\"void v(void)\");\n{\n \n}\nLEAVE(1);\n}\n",
        id="empty-void-body"),
]


@pytest.mark.parametrize("source, expected", C_PAIRS)
def test_c_rewrite(tmp_path, source, expected):
    out, _ = instrument(tmp_path, "t.c", source)
    assert out == expected


def test_cpp_scope_guard_with_per_site_exit_code(tmp_path):
    out, _ = instrument(tmp_path, "t.cpp", "int f(int x) {\n  if (x) return x + 1;\n  return 0;\n}\n")
    assert body_of(out) == (
        "int f(int x) {\nENTER(\"int f(int)\");\nint __srcinst_site = 0;\n"
        "auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {\nswitch (__srcinst_site) {\n"
        "case 1: {\nLEAVE(2);\n} break;\ncase 2: {\nLEAVE(3);\n} break;\n"
        "default: {\nLEAVE(4);\n} break;\n}\n});\n"
        "  if (x) { __srcinst_site = 1;\nreturn x + 1; }\n"
        "  { __srcinst_site = 2;\nreturn 0; }\n}\n")


def test_cpp_guard_without_line_keyword_leaves_returns_alone(tmp_path):
    spec = 'entry code="ENTER();"\nexit code="LEAVE(\\"@ROUTINE@\\");"\n'
    src = "struct S { int k; int &get() { if (k) return k; return k; } };\n"
    out, _ = instrument(tmp_path, "t.cpp", src, spec=spec)
    assert body_of(out) == (
        "struct S { int k; int &get() {\nENTER();\n"
        "auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {\nLEAVE(\"int & S::get()\");\n});\n"
        " if (k) return k; return k; } };\n")


def test_lambda_returns_are_not_sites_of_the_enclosing_routine(tmp_path):
    src = "int f() {\n  auto l = [](int q) { return q; };\n  return l(1);\n}\n"
    out, _ = instrument(tmp_path, "t.cpp", src)
    body = body_of(out)
    assert "{ __srcinst_site = 1;\nreturn l(1); }" in body
    assert "return q; }" in body and "__srcinst_site = 2" not in body


# Lambdas are routines named after their place (@PATH@: the file's path) and
# the routine or variable they are written in; their returns keep their
# deduced or declared types (the guard leaves them alone).
LAMBDA_PAIRS = [
    pytest.param(
        "static auto sq = [](int v) { return v * v; };\n",
        'static auto sq = [](int v) {\nENTER("lambda at @PATH@:1:18 in sq");\n'
        "auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {\nLEAVE(1);\n});\n return v * v; };\n",
        id="global-initialiser"),
    pytest.param(
        "void g(int &n) {\n  auto add = [&n](auto v) {\n    if (v < 0)\n      return;\n    n += v;\n  };\n"
        "  add(1);\n}\n",
        'void g(int &n) {\nENTER("void g(int &)");\n'
        "auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {\nLEAVE(8);\n});\n"
        '  auto add = [&n](auto v) {\nENTER("lambda at @PATH@:2:14 in g");\nint __srcinst_site = 0;\n'
        "auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {\nswitch (__srcinst_site) {\ncase 1: {\n"
        "LEAVE(4);\n} break;\ndefault: {\nLEAVE(6);\n} break;\n}\n});\n"
        "    if (v < 0)\n      { __srcinst_site = 1;\nreturn; }\n    n += v;\n  };\n  add(1);\n}\n",
        id="generic-void-early-return"),
    pytest.param(
        "int f(int x, int (*h)(int) = [](int v) { return v + 1; }) { return h(x); }\n",
        'int f(int x, int (*h)(int) = [](int v) {\nENTER("lambda at @PATH@:1:30 in f");\n'
        "auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {\nLEAVE(1);\n});\n return v + 1; }) {\n"
        'ENTER("int f(int, int (*)(int))");\n'
        "auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {\nLEAVE(1);\n});\n return h(x); }\n",
        id="default-argument"),
    pytest.param(
        "int &at(int *p) {\n  auto r = [p](int i) -> int & { return p[i]; };\n  return r(0);\n}\n",
        'int &at(int *p) {\nENTER("int & at(int *)");\nint __srcinst_site = 0;\n'
        "auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {\nswitch (__srcinst_site) {\ncase 1: {\n"
        "LEAVE(3);\n} break;\ndefault: {\nLEAVE(4);\n} break;\n}\n});\n"
        '  auto r = [p](int i) -> int & {\nENTER("lambda at @PATH@:2:12 in at");\n'
        "auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {\nLEAVE(2);\n});\n return p[i]; };\n"
        "  { __srcinst_site = 1;\nreturn r(0); }\n}\n",
        id="trailing-reference-return-type"),
    pytest.param(
        "#define CALL(f) (f)(2)\nint f() {\n  constexpr auto c = [](int v) { return v; };\n"
        "  return CALL([](int v) { return v; }) + c(1);\n}\n",
        '#define CALL(f) (f)(2)\nint f() {\nENTER("int f()");\nint __srcinst_site = 0;\n'
        "auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {\nswitch (__srcinst_site) {\ncase 1: {\n"
        "LEAVE(4);\n} break;\ndefault: {\nLEAVE(5);\n} break;\n}\n});\n"
        "  constexpr auto c = [](int v) { return v; };\n"
        "  { __srcinst_site = 1;\nreturn CALL([](int v) { return v; }) + c(1); }\n}\n",
        id="constexpr-and-macro-argument-left-alone"),
]


NO_SHADOW_PUSH = '#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored "-Wshadow"\n'
NO_SHADOW_POP = "#pragma GCC diagnostic pop\n"


def quiet_shadows(expected: str) -> str:
    """A lambda's code between pragmas that keep -Wshadow quiet about its
    names, which are those of the routine's code around it."""
    out, at = "", 0
    while (start := expected.find('\nENTER("lambda at', at)) >= 0:
        end = expected.index("});\n", start) + 4
        out += expected[at:start + 1] + NO_SHADOW_PUSH + expected[start + 1:end] + NO_SHADOW_POP
        at = end
    return out + expected[at:]


@pytest.mark.parametrize("src,expected", LAMBDA_PAIRS)
def test_lambda_pairs(tmp_path, src, expected):
    out, reporter = instrument(tmp_path, "t.cpp", src, args=["-std=c++17"])
    assert body_of(out) == quiet_shadows(expected).replace("@PATH@", str(tmp_path / "t.cpp"))
    notes = [d.message for d in reporter.emitted if d.severity == "note"]
    if "CALL(" in src:
        assert notes == [
            f"'lambda at {tmp_path / 't.cpp'}:3:22 in f' is not instrumented: a lambda in a constant expression "
            "(the initialiser of constexpr 'c') must stay constexpr",
            f"'lambda at {tmp_path / 't.cpp'}:4:15 in f' is not instrumented: a lambda written in a macro's "
            "argument: its code would go inside the invocation, where line markers cannot"]


def test_cpp98_falls_back_to_typed_temporaries(tmp_path):
    out, _ = instrument(tmp_path, "t.cpp", "int f(int x) { return x; }\n", args=["-std=c++98"])
    assert "__srcinst_on_exit" not in out
    assert "{ __typeof__(int) __srcinst_rv =" in out


def test_c_return_inside_macro_redefines_return_around_the_invocation(tmp_path):
    src = ("#include <stdlib.h>\n#define RET(x) return (x)\n"
           "const int f(int x) {\n  if (x) RET(1);\n  if (x < 0) exit(1);\n  return 2;\n}\n")
    out, reporter = instrument(tmp_path, "t.c", src)
    assert out == (
        "#include <stdlib.h>\n#define RET(x) return (x)\nconst int f(int x) {\n"
        "__typeof__(int) __srcinst_mrv __attribute__((__unused__));\nENTER(\"const int f(int)\");\n{\n  if (x) \n"
        '#pragma push_macro("return")\n#ifdef __clang__\n#pragma clang diagnostic push\n'
        '#pragma clang diagnostic ignored "-Wkeyword-macro"\n#endif\n#undef return\n'
        "#define return for (;; __extension__ ({ LEAVE(4); return __srcinst_mrv; })) __srcinst_mrv =\n"
        "RET(1)\n#undef return\n#ifdef __clang__\n#pragma clang diagnostic pop\n#endif\n"
        '#pragma pop_macro("return")\n;\n'
        "  if (x < 0) {\nABORT(5);\nexit(1); }\n"
        "  { __typeof__(const int) __srcinst_rv =\n     ( 2);\nLEAVE(6);\nreturn __srcinst_rv; }\n}\n}\n")
    assert not [d for d in reporter.emitted if d.severity == "warning"]


@pytest.mark.parametrize("src,spec,why", [
    ("#define RET2(a, b) return a, b\nint f(int x) {\n  if (x) RET2(x, 1);\n  return 2;\n}\n", SPEC,
     "a comma expression returned inside a macro expansion"),
    ("#define RET(x) return (x)\nint f(int x) {\n  if (x) RET(1);\n  return 2;\n}\n",
     'exit code="LEAVE(); // done"\n', "return inside a macro expansion, and its exit code holds a // comment"),
    ("#define RET(x) return (x)\ntypedef const int ci;\nci f(int x) {\n  if (x) RET(1);\n  return 2;\n}\n", SPEC,
     "return inside a macro expansion, and its return type is const-qualified"),
])
def test_c_macro_returns_that_cannot_be_redefined_leave_the_routine_whole(tmp_path, src, spec, why):
    out, reporter = instrument(tmp_path, "t.c", src, spec=spec)
    assert out == src
    warnings = [str(d) for d in reporter.emitted if d.severity == "warning"]
    assert len(warnings) == 1 and why in warnings[0] and "is not instrumented" in warnings[0]


def test_cpp_return_inside_macro_still_fires_exit_through_the_guard(tmp_path):
    spec = 'entry code="ENTER();"\nexit code="LEAVE();"\n'
    src = "#define RET(x) return (x)\nint f(int x) {\n  if (x) RET(1);\n  return 2;\n}\n"
    out, reporter = instrument(tmp_path, "t.cpp", src, spec=spec)
    assert "__srcinst_exit_guard" in out and "  if (x) RET(1);\n" in out
    assert not [d for d in reporter.emitted if d.severity == "warning"]


def test_body_from_a_header_macro_and_consteval_are_skipped_with_notes(tmp_path):
    (tmp_path / "getter.h").write_text("#define GETTER(n) int get_##n() { return n; }\n")
    src = ('#include "getter.h"\nGETTER(1)\n'
           "consteval int sq(int x) { return x * x; }\nint g() { return sq(2); }\n")
    out, reporter = instrument(tmp_path, "t.cpp", src, args=["-std=c++20"])
    notes = [str(d) for d in reporter.emitted if d.severity == "note"]
    assert any("get_1" in n and "a macro defined outside this file" in n and "getter.h" in n for n in notes)
    assert any("sq(int)" in n and "consteval functions run only while compiling" in n for n in notes)
    assert "GETTER(1)\nconsteval int sq(int x) { return x * x; }\n" in out
    assert 'ENTER("int g()")' in out


CX_EXIT_HELPER_LINES = 7  # the exit temporary's type, emitted once per file with constexpr routines


def constexpr_body(output):
    """Output without the exit temporary's (or guard's) type, the helpers' file tag as H."""
    lines = output.splitlines(keepends=True)
    assert lines[0] in ("#ifndef __SRCINST_CX_EXIT_DEFINED\n", "#ifndef __SRCINST_CX_GUARD_DEFINED\n")
    return re.sub(r"__srcinst_cx_[0-9a-f]{8}_", "H_", "".join(lines[CX_EXIT_HELPER_LINES:]))


CX_HELPER = ("inline void H_1(int __srcinst_site) {\n(void)__srcinst_site;\nif (__srcinst_site == 0) {\n"
             "ENTER(\"int sq(int)\");\nreturn;\n}\nLEAVE(1);\n}\n")
CONSTANT = "__builtin_is_constant_evaluated()"


@pytest.mark.parametrize("src,std,expected", [
    pytest.param(
        "constexpr int sq(int x) { return x * x; }\n", "gnu++17",
        CX_HELPER + f"constexpr int sq(int x) {{\nif (!{CONSTANT}) H_1(0);\n"
        f" return ({CONSTANT} ? void() : (void)__srcinst_cx_exit{{&H_1, 1}}),\n x * x; }}\n",
        id="c++17-entry-statement-exit-temporary"),
    pytest.param(
        "constexpr void set(int &v, int x) {\n  if (x < 0)\n    return;\n  v = x;\n}\n", "c++14",
        "inline void H_1(int __srcinst_site) {\n(void)__srcinst_site;\nif (__srcinst_site == 0) {\n"
        "ENTER(\"void set(int &, int)\");\nreturn;\n}\nswitch (__srcinst_site) {\ncase 1: {\nLEAVE(3);\n} break;\n"
        "case 2: {\nLEAVE(5);\n} break;\ndefault: break;\n}\n}\n"
        f"constexpr void set(int &v, int x) {{\nif (!{CONSTANT}) H_1(0);\n  if (x < 0)\n"
        f"    {{ if (!{CONSTANT}) H_1(1);\nreturn; }}\n  v = x;\nif (!{CONSTANT}) H_1(2);\n}}\n",
        id="void-return-and-end-call-the-helper-by-site"),
    pytest.param(
        "struct P {\n  int x;\n  constexpr P(int a) : x(a) {}\n};\n", "c++17",
        "struct P {\n  int x;\n  \nstatic void H_1(int __srcinst_site) {\n(void)__srcinst_site;\n"
        "if (__srcinst_site == 0) {\nENTER(\"P::P(int)\");\nreturn;\n}\nLEAVE(3);\n}\n"
        f"constexpr P(int a) : x(a) {{\nif (!{CONSTANT}) H_1(0);\n\nif (!{CONSTANT}) H_1(1);\n}}\n}};\n",
        id="member-in-its-class-gets-a-static-member-helper"),
    pytest.param(
        "template <class T>\nconstexpr T twice(T v) { return v + v; }\n", "c++17",
        "inline void H_1(int __srcinst_site) {\n(void)__srcinst_site;\nif (__srcinst_site == 0) {\n"
        "ENTER(\"T twice(T)\");\nreturn;\n}\nLEAVE(2);\n}\ntemplate <class T>\n"
        f"constexpr T twice(T v) {{\nif (!{CONSTANT}) H_1(0);\n"
        f" return ({CONSTANT} ? void() : (void)__srcinst_cx_exit{{&H_1, 1}}),\n v + v; }}\n",
        id="template-helper-before-its-template-head"),
    pytest.param(
        "struct P { int x; };\nconstexpr P f(int a) {\n  if (a)\n    return {a};\n  return P{0};\n}\n", "c++20",
        "struct P { int x; };\ninline void H_1(int __srcinst_site) {\n(void)__srcinst_site;\n"
        "if (__srcinst_site == 0) {\nENTER(\"P f(int)\");\nreturn;\n}\nswitch (__srcinst_site) {\n"
        "case 1: {\nLEAVE(4);\n} break;\ncase 2: {\nLEAVE(5);\n} break;\ncase 3: {\nLEAVE(6);\n} break;\n"
        "default: break;\n}\n}\n"
        f"constexpr P f(int a) {{\nif (!{CONSTANT}) H_1(0);\n__srcinst_cx_guard __srcinst_cx_exit_guard{{&H_1, 3}};\n"
        "  if (a)\n    { __srcinst_cx_exit_guard.site = 1;\nreturn {a}; }\n"
        "  { __srcinst_cx_exit_guard.site = 2;\nreturn P{0}; }\n}\n",
        id="c++20-literal-guard-braced-return-sites"),
])
def test_constexpr_code_runs_in_a_helper_at_run_time_only(tmp_path, src, std, expected):
    out, reporter = instrument(tmp_path, "t.cpp", src, args=[f"-std={std}"])
    assert constexpr_body(out) == expected
    assert not reporter.emitted


@pytest.mark.parametrize("src,std,why", [
    ("struct P {\n  int x;\n  constexpr P(int a) : x(a) {}\n};\n", "c++11", "a C++11 constexpr function"),
    ("constexpr int sq(int x) { return x * x; }\n", "c++11", "a C++11 constexpr function"),
    ("struct P { int x; };\nconstexpr P f() { return {1}; }\n", "c++17", "returning a braced list"),
    ("#define RET return 1\nconstexpr int f() { RET; }\n", "c++17", "inside a macro expansion"),
    ('#include "get.h"\nGET(1)\nconstexpr int g() { return 1; }\n', "c++17", "no place before"),
])
def test_constexpr_left_alone_with_a_note(tmp_path, src, std, why):
    # (a header's macro: one of the file's own would carry its routine's code)
    (tmp_path / "get.h").write_text("#define GET(n) int get_##n() { return n; }\n")
    out, reporter = instrument(tmp_path, "t.cpp", src, args=[f"-std={std}"])
    assert out == src
    assert any(why in str(d) for d in reporter.emitted if d.severity == "note"), reporter.emitted


def test_constexpr_with_a_scope_object_only_is_left_alone_with_a_warning(tmp_path):
    """A decl-only spec (TAU's C++ TAU_PROFILE: an object timing its scope)
    would time the helper's call, not the routine's."""
    src = "constexpr int sq(int x) { return x * x; }\nint g() { return sq(2); }\n"
    out, reporter = instrument(tmp_path, "t.cpp", src, spec='decl code="Scope s(\\"@ROUTINE@\\");"\n',
                               args=["-std=c++17"])
    assert "constexpr int sq(int x) { return x * x; }\n" in out
    assert any("declaration only" in str(d) for d in reporter.emitted if d.severity == "warning")


MACRO_ROUTINES = ("#include <stdio.h>\n#include <stdlib.h>\n"
                  "#define DEF(name, T) static T name(T x) { if (x < 0) return -x; \\\n"
                  "  if (x == 7) exit(3); return x; }\n"
                  "#define LOG(name) void name##_impl(void) { puts(#name); }\n"
                  "DEF(a, int)\nDEF(b, long)\nLOG(hi)\n")
NAME_HELPER = "#ifndef __srcinst_name_of\n#define __srcinst_name_of(x) #x\n#endif\n"


def test_c_routines_a_macro_defines_get_their_code_in_the_macro_once(tmp_path):
    """Entry after the macro's `{`, returns rewritten and exit at the end in
    its text, on its own logical lines; the name stringified per expansion."""
    out, reporter = instrument(tmp_path, "t.c", MACRO_ROUTINES)
    assert out == (
        "#include <stdio.h>\n#include <stdlib.h>\n" + NAME_HELPER
        + '#define DEF(name, T) static T name(T x) { ENTER("" __srcinst_name_of(name) ""); {  if (x < 0) '
        "{ __extension__ __auto_type __srcinst_rv = ( -x); LEAVE(3); return __srcinst_rv; } \\\n"
        "  if (x == 7) { ABORT(4); exit(3); } "
        "{ __extension__ __auto_type __srcinst_rv = ( x); LEAVE(4); return __srcinst_rv; }"
        "  } }\n" + NAME_HELPER
        + '#define LOG(name) void name##_impl(void) { ENTER("" __srcinst_name_of(name##_impl) ""); {  puts(#name);  } '
        "LEAVE(5); }\n"
        "DEF(a, int)\nDEF(b, long)\nLOG(hi)\n")
    assert not reporter.emitted


def test_cpp_routines_a_macro_defines_get_the_scope_guard_in_the_macro(tmp_path):
    out, reporter = instrument(tmp_path, "t.cpp", MACRO_ROUTINES.replace("stdio.h", "cstdio"))
    assert body_of(out) == (
        "#include <cstdio>\n#include <stdlib.h>\n" + NAME_HELPER
        + '#define DEF(name, T) static T name(T x) { ENTER("" __srcinst_name_of(name) ""); '
        "int __srcinst_site = 0; auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() { switch (__srcinst_site) "
        "{ case 1: { LEAVE(3); } break; case 2: { LEAVE(4); } break; default: { LEAVE(4); } break; } });  "
        "if (x < 0) { __srcinst_site = 1; return -x; } \\\n"
        "  if (x == 7) { ABORT(4); exit(3); } { __srcinst_site = 2; return x; } }\n" + NAME_HELPER
        + '#define LOG(name) void name##_impl(void) { ENTER("" __srcinst_name_of(name##_impl) ""); '
        "auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() { LEAVE(5); });  puts(#name); }\n"
        "DEF(a, int)\nDEF(b, long)\nLOG(hi)\n")
    assert not reporter.emitted


def test_macro_expansions_that_differ_paste_their_code_from_the_name(tmp_path):
    """`exclude b`: the macro's text is shared with `a`, so each piece of code
    is a name pasted from the routine's, defined per expansion (empty for b)."""
    spec = SPEC + "BEGIN_EXCLUDE_LIST\nb\nEND_EXCLUDE_LIST\n"
    out, reporter = instrument(tmp_path, "t.c", MACRO_ROUTINES, spec=spec)
    first = next(line for line in out.splitlines() if line.startswith("#define __srcinst_m"))
    head = first.split()[1][:-len("0_a")]  # __srcinst_m<the file's tag>_<the macro's offset>_
    start = out.index("#define DEF(")
    defines = "".join(f"#define {head}{n}_{name}{code}\n" for n, code in enumerate(
        [' ENTER("a"); {', " LEAVE(3);", " ABORT(4);", " LEAVE(4);", " }"]) for name in ["a"]) \
        + "".join(f"#define {head}{n}_b\n" for n in range(5))
    assert out[:start] == "#include <stdio.h>\n#include <stdlib.h>\n" + defines
    assert out[start:].startswith(
        f"#define DEF(name, T) static T name(T x) {{ {head}0_ ## name  if (x < 0) "
        f"{{ __extension__ __auto_type __srcinst_rv = ( -x); {head}1_ ## name return __srcinst_rv; }} \\\n"
        f"  if (x == 7) {{ {head}2_ ## name exit(3); }} "
        f"{{ __extension__ __auto_type __srcinst_rv = ( x); {head}3_ ## name return __srcinst_rv; }}  "
        f"{head}4_ ## name }}\n")
    assert not [d for d in reporter.emitted if d.severity == "warning"]


@pytest.mark.parametrize("src, why", [
    pytest.param("#define BODY { return 1; }\nint f(void) BODY\n",
                 "its body comes from macro 'BODY' but its declaration does not", id="body-only"),
    pytest.param("#define OPEN(n) int n(void) { return 1;\nOPEN(f) }\n",
                 "", id="opens-only"),
])
def test_macros_that_do_not_define_a_whole_routine(tmp_path, src, why):
    out, reporter = instrument(tmp_path, "t.c", src)
    notes = [str(d) for d in reporter.emitted]
    if why:
        assert out == src and any(why in n for n in notes), notes
    else:  # the body's end is in the file: the existing rule for bodies a macro opens
        assert out.startswith("#define OPEN(n) int n(void) { return 1;\n")


def test_macro_code_that_cannot_live_in_a_define_leaves_its_routines_alone(tmp_path):
    spec = 'entry code="ENTER(); // in\\n"\n'
    out, reporter = instrument(tmp_path, "t.c", MACRO_ROUTINES, spec=spec)
    assert out == MACRO_ROUTINES
    warnings = [str(d) for d in reporter.emitted if d.severity == "warning"]
    assert any("// comment or a directive" in w and "macro 'DEF'" in w for w in warnings), warnings


def test_main_without_parameters_gets_synthesized_argc_argv(tmp_path):
    spec = 'init code="INIT(&@ARGC@, &@ARGV@);"\n'
    out, _ = instrument(tmp_path, "t.c", "int main(void) { return 0; }\n", spec=spec)
    assert out.startswith(
        "int main(void) {\nint __srcinst_argc = 1;\n"
        "char *__srcinst_argv_data[] = { (char *) \"unknown\", 0 };\n"
        "char **__srcinst_argv = __srcinst_argv_data;\n"
        "INIT(&__srcinst_argc, &__srcinst_argv);\n{")


def test_main_parameters_are_used_by_name(tmp_path):
    spec = 'init code="INIT(&@ARGC@, &@ARGV@);"\n'
    out, _ = instrument(tmp_path, "t.c", "int main(int n, char **v, char **envp) { return 0; }\n", spec=spec)
    assert "INIT(&n, &v);" in out and "__srcinst_argc" not in out


def test_user_abort_call_and_member_named_exit(tmp_path):
    src = ("int MPI_Abort(int, int);\nstruct P { void exit(int); };\n"
           "void f(P &p) {\n  p.exit(1);\n  MPI_Abort(0, 1);\n}\n")
    out, _ = instrument(tmp_path, "t.cpp", src, abort_calls=["MPI_Abort"])
    assert "  p.exit(1);\n" in out
    assert "{\nABORT(5);\nMPI_Abort(0, 1); }" in out


def test_empty_spec_is_byte_identical(tmp_path):
    src = b"/* caf\xe9 */\r\nint f(void) { return 1; }\r\n"
    out, _ = instrument(tmp_path, "t.c", src, spec="# nothing\n")
    assert out.encode("utf-8", errors="surrogateescape") == src


def test_crlf_and_latin1_bytes_survive(tmp_path):
    src = b'/* caf\xe9 */\r\nconst char *s(void) {\r\n  return "\xe9t\xe9";\r\n}\r\n'
    out, _ = instrument(tmp_path, "t.c", src)
    data = out.encode("utf-8", errors="surrogateescape")
    assert b"/* caf\xe9 */\r\n" in data and b'"\xe9t\xe9"' in data
    assert b"\n" not in data.replace(b"\r\n", b"")  # every inserted line break is CRLF too


def test_file_rules_insert_before_their_line(tmp_path):
    spec = 'file="*.c" line=1 code="#include <a.h>"\nfile="*.c" line=2 code="/* @FILE@:@LINE@ */"\n'
    out, _ = instrument(tmp_path, "t.c", "int x;\nint y;\n", spec=spec)
    assert out == f"#include <a.h>\nint x;\n/* {tmp_path}/t.c:2 */\nint y;\n"


def test_line_rule_beyond_end_is_warned(tmp_path):
    out, reporter = instrument(tmp_path, "t.c", "int x;\n", spec='file="*" line=9 code="X"\n')
    assert out == "int x;\n"
    assert any("beyond the end" in str(d) for d in reporter.emitted)


def test_c99_inline_definitions_are_skipped_static_inline_is_not(tmp_path):
    src = ("inline int f(void) { return 1; }\nstatic inline int g(void) { return 2; }\ninline int f(void);\n"
           "inline int h(void) { return 3; }\nint h(void);\n"  # C99 6.7.4p7: h is an external definition
           "extern int k(void);\ninline int k(void) { return 4; }\n")
    out, reporter = instrument(tmp_path, "t.c", src)
    assert "inline int f(void) { return 1; }\n" in out
    assert 'ENTER("int g(void)")' in out
    assert 'ENTER("int h(void)")' in out and 'ENTER("int k(void)")' in out
    notes = [str(d) for d in reporter.emitted if d.severity == "note"]
    assert any("int f(void)" in n and "C99 inline definition" in n for n in notes)


def test_c_returns_in_inactive_preprocessor_branches_are_rewritten_from_the_text(tmp_path):
    src = ("int nthreads(void) {\n#ifdef _OPENMP\n  return omp_get_max_threads();\n#else\n"
           "  return 1; /* a comment with return in it */\n#endif\n}\n"
           "int other(void) {\n  const char *s = \"return\"; /* return */\n#define R return\n  return s[0];\n}\n")
    out, reporter = instrument(tmp_path, "t.c", src)
    assert out.startswith(
        "int nthreads(void) {\nENTER(\"int nthreads(void)\");\n{\n#ifdef _OPENMP\n"
        "  { __typeof__(int) __srcinst_rv =\n     ( omp_get_max_threads());\nLEAVE(3);\nreturn __srcinst_rv; }\n"
        "#else\n  { __typeof__(int) __srcinst_rv =\n     ( 1);\nLEAVE(5);\nreturn __srcinst_rv; }\n"
        # a directive before the closing brace: some configuration may fall off the end
        " /* a comment with return in it */\n#endif\n}\nLEAVE(7);\n}\n")
    assert 'ENTER("int other(void)")' in out  # returns in strings, comments, #define do not count
    assert out.count("LEAVE(") == 4
    assert not [d for d in reporter.emitted if d.severity == "warning"]


@pytest.mark.parametrize("body", [
    # a return in a // comment continued by a backslash is no return
    "  // not here \\\n  return 0;\n  return 1;\n",
    # a statement with a directive inside cannot be rewritten from the text
    "#ifdef NEVER\n  return\n#ifdef X\n    2\n#else\n    3\n#endif\n  ;\n#endif\n  return 1;\n",
])
def test_c_text_only_returns(tmp_path, body):
    out, reporter = instrument(tmp_path, "t.c", "int f(void) {\n" + body + "}\n")
    warnings = [str(d) for d in reporter.emitted if d.severity == "warning"]
    if "NEVER" in body:
        assert "ENTER" not in out and len(warnings) == 1
        assert "inactive when parsing, with a directive inside its statement" in warnings[0]
    else:
        assert 'ENTER("int f(void)")' in out and out.count("LEAVE(") == 1 and not warnings


def test_c_abort_calls_the_parse_does_not_see_get_abort_code_from_the_text(tmp_path):
    # An exit() in an inactive branch is not parsed at all; one inside an
    # OpenMP construct is (libclang parses without -fopenmp, see clang_arguments).
    src = ("#include <stdlib.h>\nint f(int n) {\n#pragma omp parallel for\n  for (int i = 0; i < n; i++)\n"
           "    if (i > 99) exit(3);\n#ifdef NEVER\n  abort();\n#endif\n  if (n < 0) exit(2);\n"
           "  /* exit(9) */ return \"exit(1)\"[0];\n}\n")
    out, reporter = instrument(tmp_path, "t.c", src, args=["-fopenmp"])
    assert "    if (i > 99) {\nABORT(5);\nexit(3); }\n" in out
    assert "#ifdef NEVER\n  (__extension__ ({\nABORT(7);\n}), \nabort());\n#endif\n" in out
    assert "  if (n < 0) {\nABORT(9);\nexit(2); }\n" in out and out.count("ABORT") == 3
    assert not [d for d in reporter.emitted if d.severity == "warning"]
    # in C++ an unseen exit( could be a member or ns::exit: still only reported
    out, reporter = instrument(tmp_path, "t.cpp", src.replace("int i", "int i"), args=["-fopenmp"])
    assert out.count("ABORT") == 2
    assert len([d for d in reporter.emitted if d.severity == "warning"]) == 1


@pytest.mark.parametrize("abort_call", ["DIE", "DIE;}"])
def test_an_unseen_abort_call_is_found_beside_one_the_parse_saw(tmp_path, abort_call):
    # A body is searched for unseen calls unless every place an abort name
    # starts in it is a call the parse saw; a name that runs past the body's
    # end (a reviewer's `--abort-call 'DIE;}'`) is not one of its places.
    src = "#include <stdlib.h>\n#define DIE exit(1)\nvoid g(int x) {\n#if 0\n  exit(2);\n#endif\n  DIE;}\n"
    out, _ = instrument(tmp_path, "t.c", src, abort_calls=[abort_call])
    assert "#if 0\n  (__extension__ ({\nABORT(5);\n}), \nexit(2));\n#endif\n" in out


@pytest.mark.parametrize("name,args", [("t.c", ["-fopenmp"]), ("t.cpp", ["-fopenmp", "-std=c++17"]),
                                       ("t.cpp", ["-fopenmp", "-std=c++98"])])
def test_openmp_constructs_are_parsed_as_the_code_they_hold(tmp_path, name, args):
    # LULESH: exit() inside `#pragma omp for` bodies got no abort code in C++;
    # a lambda inside a parallel region is a routine of its own.
    src = ("#include <stdlib.h>\nint f(int n) {\n  int s = 0;\n#pragma omp parallel\n  {\n"
           "#pragma omp for reduction(+:s)\n"
           "    for (int i = 0; i < n; i++) {\n      if (i < 0) exit(4);\n      s += i;\n    }\n  }\n"
           "#ifdef _OPENMP\n  return s + _OPENMP / 201511;\n#else\n  return s;\n#endif\n}\n")
    out, reporter = instrument(tmp_path, name, src, args=args)
    assert "      if (i < 0) {\nABORT(8);\nexit(4); }\n" in out
    assert not [d for d in reporter.emitted if d.severity == "warning"]
    # the #ifdef _OPENMP branch is the active one, as for the compiler
    assert "LEAVE(13)" in out or "LEAVE(14)" not in out


def test_cpp98_local_class_returns_are_not_mistaken_for_inactive_branches(tmp_path):
    src = "int f(int x) {\n  struct L { static int g(int y) { return y + 1; } };\n  return L::g(x);\n}\n"
    out, reporter = instrument(tmp_path, "t.cpp", src, args=["-std=c++98"])
    assert 'ENTER("int f(int)")' in out
    assert "return y + 1; }" in out  # the local class's own return is not f's exit
    assert not [d for d in reporter.emitted if d.severity == "warning"]


@pytest.mark.parametrize("value", ['XML_L("out of memory")', 'FIRST(1, 2)', 'FIRST((1), (2))', "x + XML_L(\n   2)"])
def test_c_return_value_ending_in_a_macro_argument_is_rewritten_in_place(tmp_path, value):
    src = ("#define XML_L(x) x\n#define FIRST(a, b) a\nint f(int x) {\n  if (x) return " + value + ";\n"
           "  return 0;\n}\n")
    out, reporter = instrument(tmp_path, "t.c", src)
    assert f"( {value});\nLEAVE(4);" in out
    assert not [d for d in reporter.emitted if d.severity == "warning"]


def test_c_return_whose_semicolon_comes_from_a_macro_stays_unsafe(tmp_path):
    src = "#define ONE_SEMI 1;\nint f(int x) {\n  if (x) return ONE_SEMI\n  x++;\n  return x;\n}\n"
    out, reporter = instrument(tmp_path, "t.c", src)
    assert out == src
    assert [d for d in reporter.emitted if d.severity == "warning"]


def test_clang_only_warnings_under_werror_do_not_stop_instrumentation(tmp_path):
    """Only libclang's errors stop srcinst: a warning gcc does not give (here
    clang's -Wparentheses-equality) under -Werror is the compiler's business."""
    src = "int f(int x)\n{\n    if ((x == 1))\n        return 2;\n    return x;\n}\n"
    out, _ = instrument(tmp_path, "warned.c", src, args=("-Werror", "-Wall"))
    assert out.count("__srcinst_rv") == 4  # both returns rewritten (declared and returned)


def test_constructor_function_try_block_says_its_exit_comes_before_its_handlers(tmp_path):
    # A constructor's handlers also catch its member initializers' exceptions
    # and rethrow: no scope of srcinst's can hold them, so the exit code stays
    # in the try block, and srcinst says so; a function's is wrapped, silently.
    src = ("struct P { explicit P(int v) { if (v < 0) throw 1; } };\n"
           "struct W { P p; explicit W(int v) try : p(v) { } catch (...) { } };\n"
           "int f(int v) try { return v; } catch (...) { return 0; }\n")
    for std in ("-std=c++17", "-std=c++98"):
        out, reporter = instrument(tmp_path, "t.cpp", src, args=[std])
        notes = [d for d in reporter.emitted if d.severity == "note"]
        assert len(notes) == 1 and "'W::W(int)'" in notes[0].message, notes
        assert "before its handlers" in notes[0].message and notes[0].line == 2


CORO_SOURCE = '''#include <coroutine>
struct G {
  struct promise_type {
    G get_return_object() { return {}; }
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_never final_suspend() noexcept { return {}; }
    std::suspend_always yield_value(int) { return {}; }
    void return_void() {}
    void unhandled_exception() {}
  };
};
'''


def test_coroutine_leaves_at_each_suspension_and_comes_back_after_it(tmp_path):
    src = CORO_SOURCE + ("G gen(int n) {\n  if (n) co_yield n;\n  int x = (co_await std::suspend_never{}, n);\n"
                         "  co_return;\n}\n")
    out, reporter = instrument(tmp_path, "t.cpp", src, args=["-std=c++20"])
    quiet = ('#if defined(__GNUC__) && !defined(__clang__)\n#pragma GCC diagnostic push\n'
             '#pragma GCC diagnostic ignored "-Wsubobject-linkage"\n#endif\n')
    loud = "#if defined(__GNUC__) && !defined(__clang__)\n#pragma GCC diagnostic pop\n#endif\n"
    leave = "__srcinst_exit_guard.fn(); __srcinst_exit_guard.armed = false;\n"
    back = 'ENTER("G gen(int)");\n__srcinst_exit_guard.armed = true;'
    # An exception at the statement's resumption enters again too (not for a declaration).
    tried = "#if __cpp_exceptions\ntry {\n#endif\n"
    caught = f"#if __cpp_exceptions\n}} catch (...) {{\n{back}\nthrow;\n}}\n#endif\n"
    assert out[out.index("};\n};\n") + 6:] == (
        quiet + 'G gen(int n) {\nENTER("G gen(int)");\n'
        "auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {\nLEAVE(16);\n});\n"
        f"  if (n) {{ {leave}{tried}co_yield n;\n{caught}{back} }}\n"
        f"  {leave}int x = (co_await std::suspend_never{{}}, n);\n{back}\n"
        "  co_return;\n}\n" + loud)
    assert not reporter.emitted


@pytest.mark.parametrize("body,why", [
    ("  while ((co_await std::suspend_never{}, n)) {}\n", "in a condition"),
    ("  co_yield n + (co_yield n, 0);\n", "two co_await or co_yield in one statement"),
    ("  if (n) int x = (co_yield n, 1);\n", "unbraced declaration"),
])
def test_coroutine_left_alone_with_a_note(tmp_path, body, why):
    src = CORO_SOURCE + "G gen(int n) {\n" + body + "}\n"
    out, reporter = instrument(tmp_path, "t.cpp", src, args=["-std=c++20"])
    assert "G gen(int n) {\n" + body + "}\n" in out
    assert any(why in str(d) for d in reporter.emitted if d.severity == "note"), reporter.emitted


def test_constexpr_helper_goes_before_the_attributes(tmp_path):
    src = "[[nodiscard]] constexpr int a(int x) { return x; }\n__attribute__((pure)) constexpr int b() { return 1; }\n"
    out, reporter = instrument(tmp_path, "t.cpp", src, args=["-std=c++17"])
    body = constexpr_body(out)
    assert re.search(r"\n}\n\[\[nodiscard\]\] constexpr int a\(int x\) \{\n", body), body
    assert re.search(r"\n}\n__attribute__\(\(pure\)\) constexpr int b\(\) \{\n", body), body
    assert not reporter.emitted


def test_a_macro_in_two_classes_names_its_routines_without_their_scopes(tmp_path):
    src = ("#define GETTER(f) int get_##f() const { return f; }\n"
           "struct A { int x; GETTER(x) };\nstruct B { int x; GETTER(x) };\n")
    out, reporter = instrument(tmp_path, "t.cpp", src, spec='entry code="ENTER(\\"@ROUTINE@\\");"\n')
    assert out == (NAME_HELPER + '#define GETTER(f) int get_##f() const { ENTER("" __srcinst_name_of(get_##f) "");'
                            "  return f; }\nstruct A { int x; GETTER(x) };\nstruct B { int x; GETTER(x) };\n")
    assert not reporter.emitted
    one, _ = instrument(tmp_path, "u.cpp", src.split("struct B")[0], spec='entry code="ENTER(\\"@ROUTINE@\\");"\n')
    assert 'ENTER("A::" __srcinst_name_of(get_##f) "");' in one  # one class: its scope too


def test_a_return_split_by_a_line_splice_in_a_macro_keeps_the_splice(tmp_path):
    src = ("#define DEF(name) static int name(int x) { if (x) ret\\\nurn x + 1; \\\n  return 0; }\n"
           "#define V(name) static void name(int x) { if (x) ret\\\nurn (void)0; }\nDEF(f)\nV(g)\n")
    out, reporter = instrument(tmp_path, "t.c", src, spec='exit code="LEAVE(@LINE@);"\n')
    assert out == (
        "#define DEF(name) static int name(int x) { if (x) { __typeof__(int) __srcinst_rv = (\\\n x + 1); "
        "LEAVE(1); return __srcinst_rv; } \\\n  { __typeof__(int) __srcinst_rv = ( 0); LEAVE(3); "
        "return __srcinst_rv; } }\n"
        "#define V(name) static void name(int x) { if (x) { (\\\n (void)0); LEAVE(4); return; }  LEAVE(5); }\n"
        "DEF(f)\nV(g)\n")
    assert not reporter.emitted


def test_a_macro_routine_name_is_found_before_noexcept_and_throw(tmp_path):
    src = ("#define F(name) int name(int x) noexcept(true) { return x + 1; }\n"
           "#define G(name) struct name { int v; int get() const throw() { return v; } };\nF(f1)\nG(Holder)\n")
    out, reporter = instrument(tmp_path, "t.cpp", src, spec='entry code="ENTER(\\"@ROUTINE@\\");"\n')
    assert 'noexcept(true) { ENTER("" __srcinst_name_of(name) "");  return x + 1; }' in out
    assert 'throw() { ENTER("Holder::" __srcinst_name_of(get) "");  return v; } };' in out
    assert not reporter.emitted


@pytest.mark.parametrize("src, spec, why", [
    pytest.param(MACRO_ROUTINES, 'entry code="ENTER(@ROUTINE@);"\n', "uses @ROUTINE@ outside a string literal: "
                 "the 2 routine(s) macro 'DEF' defines are not instrumented", id="name-outside-a-literal"),
    pytest.param("#include <stdlib.h>\n#define DEF(name) static int name(int x) { return x ? x : (exit(2), 0); }\n"
                 "DEF(a)\nDEF(b)\n", SPEC, "call of exit() in macro 'DEF' that is not a statement",
                 id="abort-call-inside-an-expression"),
])
def test_macro_routines_warn_where_code_cannot_go(tmp_path, src, spec, why):
    out, reporter = instrument(tmp_path, "t.c", src, spec=spec)
    warnings = [str(d) for d in reporter.emitted if d.severity == "warning"]
    assert len([w for w in warnings if why in w]) == 1, warnings
