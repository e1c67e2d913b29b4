"""C and C++ text on the corners (issue 26), compiled and run.

Each program is instrumented with the printf spec (or a variant of it),
built with gcc/g++ in several standards, run, and checked as in
test_real_c.py: same stdout, stderr and exit status as the original,
balanced enter/leave lines, the routines in question entered, no warning.

1. Text in string and character literals and comments is no code: `//` in a
   path (@FILE@'s literal), `//`, `/*`, `#` in the exit code's literals, a
   raw string holding `#else`, `co_await`/`constexpr`/`inline` in literals.
2. Line splices inside `return`, `exit`, before `;` and `{`, with CRLF and
   with blanks after the backslash.
3. LF, CRLF, CR-only and mixed line ends: the instrumented runs print the
   same lines (@LINE@ and __LINE__) whatever the file's line ends.
4. Returns and exit() in a file #included inside a body.
5. Digraphs: bodies in `<% %>`, `%:` directives around an insertion.

Programs are written from this file as bytes, so their line ends are exact.
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import helpers
import pytest
import trace_helpers as th
from test_real_c import Expect, Workshop, build_and_compare, parse_printf_log, spec_path

STDS = {"gnu11": ("gcc", ".c"), "c89": ("gcc", ".c"), "c++98": ("g++", ".cpp"),
        "c++11": ("g++", ".cpp"), "c++17": ("g++", ".cpp"), "iso9899:199409": ("gcc", ".c"),
        "c99": ("gcc", ".c"), "gnu99": ("gcc", ".c"), "gnu17": ("gcc", ".c"), "c11": ("gcc", ".c"),
        "gnu89": ("gcc", ".c")}
ALL = ["gnu11", "c89", "c++98", "c++11", "c++17"]  # c89 has no digraphs: C95 does


@pytest.fixture(scope="module")
def shop(tmp_path_factory) -> Workshop:
    return Workshop(tmp_path_factory)


def write(directory: Path, name: str, text: bytes) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / name
    path.write_bytes(text)
    return path


def instrument(source: str, out: Path, std: str, spec: Path = None, args: Sequence[str] = ()) -> str:
    """srcinst on `source` (a path as given, `//` kept); its stderr."""
    compiler = STDS[std][0]
    r = helpers.run_cmd(th.srcinst_cmd("-s", spec or spec_path("printf"), source, "-o", out, "--compiler",
                                       compiler, f"-std={std}", *args),
                        cwd=helpers.REPO, env=helpers.srcinst_env(), timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode == 0 and out.is_file(), helpers.describe(r)
    return helpers.text(r.stderr)


def check(shop, tmp_path, name: str, text: bytes, std: str, expect: Expect, *, spec: Path = None,
          flags: Sequence[str] = (), source_dir: str = "src", allowed_warnings: Sequence[str] = ()):
    compiler, suffix = STDS[std]
    original = write(tmp_path / source_dir, name + suffix, text)
    given = str(tmp_path) + "/" + source_dir + "/" + original.name  # as written (`//` stays)
    out = tmp_path / "inst" / original.name
    out.parent.mkdir(exist_ok=True)
    stderr = instrument(given, out, std, spec)
    bad = [line for line in stderr.splitlines()
           if ("warning" in line or "not instrumented" in line) and not any(a in line for a in allowed_warnings)]
    assert not bad, "srcinst warned:\n" + stderr
    build_and_compare(shop, "printf", original, out, compiler=compiler,
                      flags=[f"-std={std}", "-I", str(original.parent), *flags], expect=expect)
    return out


# --------------------------------------------------------------------------
# 1. Literals and comments are not code

MACRO_RETURN = b"""#include <stdio.h>
#define CHECK(x) do { if (!(x)) return -1; } while (0)
int parse_digit(char c)
{
    CHECK(c >= '0');
    CHECK(c <= '9');
    return c - '0';
}
int main(void)
{
    printf("%d %d %d\\n", parse_digit('7'), parse_digit('x'), __LINE__);
    return 0;
}
"""


@pytest.mark.parametrize("std", ["gnu11", "c89", "c++98"])
def test_double_slash_in_the_path_is_no_comment(shop, tmp_path, std):
    """zstd compiles lib//compress/x.c: @FILE@'s literal holds `//`."""
    check(shop, tmp_path, "digits", MACRO_RETURN, std, Expect({"parse_digit": 2, "main": 1}),
          source_dir="lib//common")


LITERAL_SPEC = r'''
file="*" line=1 code="#include <stdio.h>" lang="c,c++"
init code="fprintf(stderr, \"init argc=%d (%s:%d)\\n\", @ARGC@, \"@FILE@\", @LINE@);" lang="c,c++"
entry code="fprintf(stderr, \"enter %s (%s:%d)\\n\", \"@ROUTINE@\", \"@FILE@\", @LINE@);" lang="c,c++"
exit code="{ const char *__t = \"// \\\" /* # \"; char __c = '#'; char __q = '\\''; (void) __t; (void) __c; (void) __q; }\nfprintf(stderr, \"leave %s (%s:%d)\\n\", \"@ROUTINE@\", \"@FILE@\", @LINE@);" lang="c,c++"
abort code="fprintf(stderr, \"abort in %s at %s:%d\\n\", \"@ROUTINE@\", \"@FILE@\", @LINE@);" lang="c,c++"
'''


@pytest.mark.parametrize("std", ["gnu11", "c89", "c++98"])  # where exit code goes into a #define
def test_comment_and_directive_marks_in_exit_code_literals(shop, tmp_path, std):
    spec = write(tmp_path, "literal.spec", LITERAL_SPEC.encode())
    check(shop, tmp_path, "digits", MACRO_RETURN, std, Expect({"parse_digit": 2, "main": 1}), spec=spec)


KEYWORDS_IN_LITERALS_CXX = b"""#include <cstdio>
[[deprecated("not constexpr, not naked")]] int old_api(int x) { return x + 1; }
int talk(int x)
{
    std::puts("co_await and co_return are C++20 /* not here */");
    return x * 2;
}
#if 1
int f(int x) { return x + 1; }
const char *text = R"(
#else
// " ' <% )";
#endif
int main()
{
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    std::printf("%d %d [%s] %d\\n", old_api(1), talk(2), text, __LINE__);
    return f(1) - 2;
}
"""


@pytest.mark.parametrize("std", ["c++11", "c++17"])
def test_keywords_and_directives_in_cxx_literals(shop, tmp_path, std):
    check(shop, tmp_path, "words", KEYWORDS_IN_LITERALS_CXX, std,
          Expect({"old_api": 1, "talk": 1, "f": 1, "main": 1}))


# gcc reads raw strings in GNU C from gnu99 on (its default too): a return,
# braces and #else inside one are text.
RAW_STRINGS_IN_GNU_C = b"""#include <stdio.h>
static const char *text(void)
{
    const char *s = R"x( "return 1; } { )x";
    return s;
}
#if 1
static int twice(int a) { if (a > 5) return 0; return a * 2; }
static const char *more = R"(
#else
/* " ' )";
#endif
int main(void)
{
    printf("[%s] [%s] %d %d\\n", text(), more, twice(2), __LINE__);
    return 0;
}
"""


@pytest.mark.parametrize("std", ["gnu99", "gnu11", "gnu17"])
def test_raw_strings_in_gnu_c(shop, tmp_path, std):
    check(shop, tmp_path, "raw", RAW_STRINGS_IN_GNU_C, std, Expect({"text": 1, "twice": 1, "main": 1}))


# Where C has no raw strings, `R"x(` is a name and a literal: the code
# after it is code.
NO_RAW_STRINGS = b"""#include <stdio.h>
#define R "p"
static const char *g(void) { return R"x(" ")"; }
static int h(int a) { if (a) return a + 1; return 0; } /* )x" */
int main(void)
{
    printf("%s %d\\n", g(), h(2));
    return 0;
}
"""


@pytest.mark.parametrize("std", ["c11", "gnu89"])
def test_no_raw_strings_in_iso_c_or_gnu89(shop, tmp_path, std):
    check(shop, tmp_path, "noraw", NO_RAW_STRINGS, std, Expect({"g": 1, "h": 1, "main": 1}))


INLINE_IN_A_LITERAL = b"""#include <stdio.h>
__attribute__((section(".text.inline"))) int placed(int x)
{
    return x + 3;
}
int main(void)
{
    printf("%d %d\\n", placed(1), __LINE__);
    return 0;
}
"""


@pytest.mark.parametrize("std", ["gnu11", "c99"])  # (C89's inline makes an external definition)
def test_inline_in_an_attribute_literal(shop, tmp_path, std):
    check(shop, tmp_path, "placed", INLINE_IN_A_LITERAL, std, Expect({"placed": 1, "main": 1}))


MARKER_IN_A_COMMENT = b"""/* generated by hand, not from
# 40 "other.y"
   whose markers would look like the line above */
#include <stdio.h>
int f(void)
{
    return 1;
}
int main(void)
{
    printf("%d %s:%d\\n", f(), __FILE__, __LINE__);
    return 0;
}
"""


@pytest.mark.parametrize("std", ["gnu11", "c++11"])
def test_line_marker_in_a_comment_is_none(shop, tmp_path, std):
    out = check(shop, tmp_path, "marked", MARKER_IN_A_COMMENT, std, Expect({"f": 1, "main": 1}))
    assert b"other.y" not in out.read_bytes().split(b"*/", 1)[1]


# Line markers as the compiler obeys them: one in an inactive branch changes
# nothing, one whose operands are macros is expanded.
MARKERS_BY_THE_PARSE = b"""#include <stdio.h>
#define LN 200
#define FN "mac.y"
#if 0
#line 500 "never.y"
#endif
static int f(int a)
{
    if (a > 3) return 1;
    printf("f %d %s\\n", __LINE__, __FILE__);
    return a;
}
#line LN FN
static int g(int a)
{
    printf("g %d %s\\n", __LINE__, __FILE__);
    return a;
}
#line LN
int main(void)
{
    printf("%d %d %s\\n", f(1), g(2), __FILE__);
    return 0;
}
"""


@pytest.mark.parametrize("std", ["gnu11", "c++11"])
def test_line_markers_as_the_parse_obeys_them(shop, tmp_path, std):
    check(shop, tmp_path, "obeyed", MARKERS_BY_THE_PARSE, std, Expect({"f": 1, "g": 1, "main": 1}))


# --------------------------------------------------------------------------
# 2. Line splices

SPLICES = b"""#include <stdio.h>
#include <stdlib.h>
int twice(int x)
{
    if (x > 100) ret\\
urn -1;
    re\\
turn x * 2;
}
void say(int x)
{
    if (x) { printf("%d\\n", x); ret\\
urn; }
    printf("zero %d\\n", __LINE__);
}
int spaced(int x)\\
{
    if (x > 3) { x++; \\
return x; }
    if (x) retu\\   
rn x\\
;
    return (x + 1)  \\
    ;
}
int main(void)
{
    say(twice(4)); say(0);
    printf("%d %d %d %d\\n", spaced(0), spaced(5), spaced(2), __LINE__);
    if (spaced(0) == 12345) { puts("never"); \\
exit(9); }
    if (twice(200) < 0) exi\\
t(3);
    return 0;
}
"""
# A literal continued by a splice with blanks after its backslash (gcc joins
# the lines and warns): the literal goes on, the return is one statement.
LITERAL_SPLICE = b"""#include <stdio.h>
static int pick(int a)
{
    if (a > 5) return "ab;\\  \ncd"[a - 5];
    return 'x' + "}\\\t\n{"[0];
}
static const char *word(void)
{
    return "one\\ \r\ntwo";
}
int main(void)
{
    printf("%d %d %s %d\\n", pick(6), pick(1), word(), __LINE__);
    return 0;
}
"""


@pytest.mark.parametrize("std", ALL)
def test_splice_with_blanks_in_a_literal(shop, tmp_path, std):
    check(shop, tmp_path, "litsplice", LITERAL_SPLICE, std, Expect({"pick": 2, "word": 1, "main": 1}),
          flags=["-Wno-all"])


INACTIVE_SPLICE = b"""#include <stdio.h>
int pick(int x)
{
#ifdef ARMOR
    if (x < 0) ret\\
urn 0;
#endif
    return x;
}
int main(void)
{
    printf("%d %d %d\\n", pick(-1), pick(4), __LINE__);
    return 0;
}
"""


@pytest.mark.parametrize("std", ["gnu11", "c89", "c++98"])
def test_spliced_return_in_an_inactive_branch(shop, tmp_path, std):
    check(shop, tmp_path, "inactive", INACTIVE_SPLICE, std, Expect({"pick": 2, "main": 1}), flags=["-DARMOR"])


SPLICES_EXPECT = Expect({"twice": 2, "say": 2, "spaced": 4, "main": 1}, returncode=3, aborts_in="main",
                        open_frames=("main",))


@pytest.mark.parametrize("std", ALL)
@pytest.mark.parametrize("ending", ["lf", "crlf"])
def test_line_splices_in_rewritten_tokens(shop, tmp_path, std, ending):
    text = SPLICES if ending == "lf" else SPLICES.replace(b"\n", b"\r\n")
    check(shop, tmp_path, "splices", text, std, SPLICES_EXPECT)


# --------------------------------------------------------------------------
# 3. Line ends

LINES = b"""#define _POSIX_C_SOURCE 200112L
/* the file rule's include lands after this preamble */
#include <stdio.h>
#include <stdlib.h>
#define CHECK(x) do { if (!(x)) return -1; } while (0)
/* a comment
   over lines */
int checked(int x)
{
    CHECK(x > 0);
    if (x > 10)
        return 10;
    return x;
}
void done(void)
{
    printf("done %d\\n", __LINE__);
}
int main(void)
{
    printf("%d %d %d %d\\n", checked(0), checked(5), checked(50), __LINE__);
    done();
    if (checked(1) == 1)
        exit(2);
    return 0;
}
"""
ENDINGS = {"lf": [b"\n"], "crlf": [b"\r\n"], "cr": [b"\r"], "mixed": [b"\r", b"\r\n", b"\n"]}


def with_endings(text: bytes, endings) -> bytes:
    lines = text.split(b"\n")[:-1]
    return b"".join(line + endings[i % len(endings)] for i, line in enumerate(lines))


@pytest.mark.parametrize("std", ["gnu11", "c89", "c++98", "c++11"])
@pytest.mark.parametrize("ending", list(ENDINGS))
def test_line_ends(shop, tmp_path, std, ending):
    """The instrumented file is the LF one's with the file's line ends, and
    the events name the same lines (@LINE@, and __LINE__ in the program's
    output)."""
    expect = Expect({"checked": 4, "done": 1, "main": 1}, returncode=2, aborts_in="main", open_frames=("main",))
    logs, outputs = [], []
    for name in dict.fromkeys(("lf", ending)):
        out = check(shop, tmp_path / name, "lines", with_endings(LINES, ENDINGS[name]), std, expect,
                    allowed_warnings=["lines.cpp:10:5: warning: return inside a macro expansion: its exit code uses"])
        exe, _ = shop.build(STDS[std][0], [out], [f"-std={std}"], what="instrumented")
        run = helpers.run_cmd([exe], cwd=exe.parent)
        logs.append((run.stdout, run.stderr.replace(str(tmp_path / name).encode(), b"")))
        data = out.read_bytes()
        outputs.append(data.replace(str(tmp_path / name).encode(), b"").replace(b"\r\n", b"\n").replace(b"\r", b"\n"))
        if name != "mixed":  # inserted lines end like the file's
            others = [e for e in (b"\r\n", b"\r", b"\n") if e not in ENDINGS[name]]
            assert not any(e in data.replace(ENDINGS[name][0], b"") for e in others), data
    assert outputs[0] == outputs[-1]
    assert logs[0] == logs[-1]
    log = parse_printf_log(helpers.text(logs[-1][1]))
    assert not log.problems


# --------------------------------------------------------------------------
# 4. Returns and exit() in a file included inside a body

OPS_DEF = b"""case 1: return a + b;
case 2: return a - b;
case 9: exit(4);
"""
INCLUDED = b"""#include <stdio.h>
#include <stdlib.h>
int apply(int op, int a, int b)
{
    switch (op) {
#include "ops.def"
    }
    return 0;
}
int apply_twice(int op, int a, int b)
{
    if (a > 100) {
        switch (op) {
#include "ops.def"
        }
    }
    switch (op) {
#include "ops.def"
    }
    return -1;
}
int main(void)
{
    printf("%d %d %d %d\\n", apply(1, 2, 3), apply(2, 5, 1), apply(7, 0, 0), __LINE__);
    printf("%d %d %d\\n", apply_twice(1, 200, 3), apply_twice(2, 5, 1), apply_twice(7, 0, 0));
    return apply(9, 0, 0);
}
"""


@pytest.mark.parametrize("std", ALL)
def test_returns_in_a_file_included_in_the_body(shop, tmp_path, std):
    write(tmp_path / "src", "ops.def", OPS_DEF)
    guard = std in ("c++11", "c++17")  # the guard covers them; only @LINE@ is the end's
    check(shop, tmp_path, "included", INCLUDED, std,
          Expect({"apply": 4, "apply_twice": 3, "main": 1}, returncode=4, aborts_in="apply",
                 open_frames=("main", "apply")),
          allowed_warnings=["ops.def:1:9: warning: return in an included file: its exit code uses",
                            "ops.def:2:9: warning: return in an included file: its exit code uses"]
          if guard else [])


VOID_OPS = b"""case 1: printf("one\\n"); return;
#include "more.def"
case 9: exit(5);
"""
NESTED = b"""#include <stdio.h>
#include <stdlib.h>
void run(int op)
{
    switch (op) {
#  include \\
   "void_ops.def"   /* a comment */
    }
    printf("other %d %d\\n", op, __LINE__);
}
int main(void)
{
    run(1); run(2); run(3);
    run(9);
    return 0;
}
"""


@pytest.mark.parametrize("std", ALL)
def test_void_returns_in_nested_includes_through_a_continued_include_line(shop, tmp_path, std):
    write(tmp_path / "src", "void_ops.def", VOID_OPS)
    write(tmp_path / "src", "more.def", b"case 3: return;\n")
    guard = std in ("c++11", "c++17")
    check(shop, tmp_path, "nested", NESTED, std,
          Expect({"run": 4, "main": 1}, returncode=5, aborts_in="run", open_frames=("main", "run")),
          allowed_warnings=["void_ops.def:1:26: warning: return in an included file: its exit code uses",
                            "more.def:1:9: warning: return in an included file: its exit code uses"]
          if guard else [])


def test_included_return_warnings_name_the_included_file(tmp_path):
    write(tmp_path / "src", "ops.def", OPS_DEF.replace(b"exit(4)", b"std::exit(4)"))
    source = write(tmp_path / "src", "included.cpp", INCLUDED)
    stderr = instrument(str(source), tmp_path / "out.cpp", "c++98")
    assert "ops.def:3:9: warning: call in an included file, not spelled plainly: abort code not inserted" \
        in stderr, stderr
    assert "included.cpp" not in stderr, stderr


# --------------------------------------------------------------------------
# 5. Digraphs

DIGRAPHS = b"""%:include <stdio.h>
%:ifdef ALT
int f(int x) <% return x + 1; %>
%:else
int f(int x)
<%
    int a<:2:> = <% 1, 2 %>;
    return x + a<:1:>;
%>
%:endif
%:define CHECK(x) do { if (!(x)) return -1; } while (0)
int g(int x)
{
%:ifdef ALT
    CHECK(x > 0);
%:endif
    return x;
}
int main(void) <% printf("%d %d %d %d\\n", f(1), g(0), g(2), __LINE__); return 0; %>
"""


@pytest.mark.parametrize("std", ["gnu11", "iso9899:199409", "c++98", "c++11", "c++17"])
@pytest.mark.parametrize("alt", [False, True])
def test_digraphs(shop, tmp_path, std, alt):
    """A body in `<% %>` is instrumented; `%:` directives are directives (the
    configuration that skips the instrumented branch keeps __LINE__, a
    macro defined by `%:define` returns in the branch inactive when parsing)."""
    calls = {"g": 2, "main": 1} if alt else {"f": 1, "g": 2, "main": 1}
    check(shop, tmp_path, "digraphs", DIGRAPHS, std, Expect(calls), flags=["-DALT"] if alt else [])
