"""Where a file rule's code lands, by what the compiler saw: after the file's
first active #include and the directives that follow it, so a tool header
never fixes glibc's feature-test macros before the file does.

Each program changes what it computes or fails to compile when the header
comes too early (`mremap` and `strchrnul` are hidden without _GNU_SOURCE,
`_POSIX_C_SOURCE` is printed). Instrumented with printf.spec it must print and
exit as the original does; the amalgamation's shape is also compiled with
every shipped spec against the stub headers.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import helpers
import pytest
from test_toolset_specs import OWN_HEADERS, SPEC_DIR, SPECS, STUBS, need

REPO = Path(__file__).resolve().parent.parent

# The SQLite amalgamation's shape: everything inside `#ifndef X_AMALGAMATION`,
# a first #include in an inactive branch, _GNU_SOURCE defined inside the group
# and after a header that does not read it, then the system headers.
AMALGAMATION = """\
/* amalgamation */
#ifndef X_AMALGAMATION
#define X_AMALGAMATION 1
#if defined(__RTP__)
#include <vxWorks.h>
#endif
#include <stdarg.h>
#if defined(__GNUC__) && !defined(_GNU_SOURCE)
# define _GNU_SOURCE
#endif
#define X_API
#if 0
extern "C" {
#endif
X_API int x_version(void);
#include <sys/mman.h>
#include <stdio.h>
#include <stdlib.h>
int x_version(void) { return 3; }
static int grow(int pages) {
  void *p = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  void *q;
  if (p == MAP_FAILED) return -1;
  q = mremap(p, 4096, 4096 * pages, MREMAP_MAYMOVE);
  if (q == MAP_FAILED) return -2;
  ((char *)q)[4096 * pages - 1] = 7;
  return ((char *)q)[4096 * pages - 1] + x_version();
}
int main(int argc, char **argv) {
  (void)argv;
  printf("grow %d\\n", grow(argc + 1));
  if (argc > 5) exit(3);
  return grow(2) == 10 ? 0 : 1;
}
#endif /* X_AMALGAMATION */
"""

# An include guard around a file whose macros choose POSIX: printed.
GUARDED_POSIX = """\
#ifndef PROGRAM_GUARD
#define PROGRAM_GUARD
#define _XOPEN_SOURCE 700
#include <stdio.h>
static long posix(void) {
#ifdef _POSIX_C_SOURCE
  return (long)_POSIX_C_SOURCE;
#else
  return 0;
#endif
}
int main(void) { printf("posix %ld\\n", posix()); return 0; }
#endif
"""

# A first #include that the parse skipped, and a config header (written
# beside the program) that defines _GNU_SOURCE, inside a group.
CONFIG_FIRST = """\
#ifndef W
#if 0
#include <absent.h>
#endif
#include "config.h"
#include <string.h>
#include <stdio.h>
static const char *rest(const char *s) { return strchrnul(s, ':'); }
int main(void) { printf("[%s] %d\\n", rest("ab:c"), HAVE_THING); return 0; }
#endif
"""
CONFIG_H = "#define _GNU_SOURCE 1\n#define HAVE_THING 42\n"

# The includes inside `extern "C" {` (active in C++): the code goes above the block.
EXTERN_C = """\
#ifndef G
#define G
#ifdef __cplusplus
extern "C" {
#endif
#define _GNU_SOURCE
#include <string.h>
#include <stdio.h>
static const char *rest(const char *s) { return strchrnul(s, '='); }
#ifdef __cplusplus
}
#endif
int main(void) { printf("%s\\n", rest("k=v")); return 0; }
#endif
"""

# No #include at all: the code goes where the preamble rule puts it.
NO_INCLUDES = """\
#ifndef N
#define N
int puts(const char *);
int main(void) { puts("no includes"); return 0; }
#endif
"""

# A prefix header forced with -include chooses the features; the file's own
# first #include is inside a group.
FORCED = """\
#ifndef F
#define F
#include <string.h>
#include <stdio.h>
int main(void) { printf("%s\\n", strchrnul("x;y", ';')); return 0; }
#endif
"""

# The directives after the first #include spelled with the digraph `%:`.
DIGRAPH_DIRECTIVES = """\
#ifndef D
#include <stdarg.h>
%:define _GNU_SOURCE
%:include <string.h>
%:include <stdio.h>
static const char *rest(const char *s) { return strchrnul(s, '/'); }
int main(void) { printf("%s\\n", rest("a/b")); return 0; }
#endif
"""

# The first #include is an X-macro file inside a body whose declaration
# starts a line above its name: the code goes above the attribute, after
# _GNU_SOURCE (not between `static` and `int`: stdio.h's first typedef
# would get them).
ATTRIBUTE_HEAD = """\
#ifndef A
#define A
#define _GNU_SOURCE
__attribute__((unused)) static
int op(int code) {
  switch (code) {
#define OP(n, body) case n: body
#include "ops.def"
#undef OP
  }
  return 0;
}
#include <string.h>
#include <stdio.h>
int main(void) { printf("%d %s\\n", op(2), strchrnul("a:b", ':')); return op(1) == 10 ? 0 : 1; }
#endif
"""
OPS_DEF = "OP(1, return 10;)\nOP(2, return 20;)\n"

PROGRAMS = {
    "amalgamation.c": (AMALGAMATION, ["-std=c11"]),
    "amalgamation_c89.c": (AMALGAMATION, ["-std=gnu89"]),
    "guarded_posix.c": (GUARDED_POSIX, ["-std=c11"]),
    "config_first.c": (CONFIG_FIRST, ["-std=c99"]),
    "extern_c.c": (EXTERN_C, ["-std=c11"]),
    "extern_c.cc": (EXTERN_C, ["-std=c++17"]),
    "extern_c98.cc": (EXTERN_C, ["-std=c++98"]),
    "no_includes.c": (NO_INCLUDES, ["-std=c11"]),
    "forced.c": (FORCED, ["-std=c11", "-include", "config.h"]),
    # Lone CRs end gcc's lines: the code goes after the #include's line.
    "extern_c_cr.c": (EXTERN_C.replace("\n", "\r"), ["-std=c11"]),
    "amalgamation_crlf.c": (AMALGAMATION.replace("\n", "\r\n"), ["-std=c11"]),
    "digraph_directives.c": (DIGRAPH_DIRECTIVES, ["-std=c11"]),
    "attribute_head.c": (ATTRIBUTE_HEAD, ["-std=c11"]),
    # clang's extent starts after `__extension__` and C++11 attributes.
    "extension_head.c": (ATTRIBUTE_HEAD.replace("__attribute__((unused)) static", "__extension__\nstatic"),
                         ["-std=gnu11"]),
    "attribute_head.cc": (ATTRIBUTE_HEAD.replace("__attribute__((unused)) static", "[[maybe_unused]]\nstatic"),
                          ["-std=c++17"]),
}


def write_program(name: str, tmp_path: Path) -> Path:
    text, _ = PROGRAMS[name]
    (tmp_path / "config.h").write_text(CONFIG_H)
    (tmp_path / "ops.def").write_text(OPS_DEF)
    path = tmp_path / name
    path.write_text(text)
    return path


def compiler(name: str) -> str:
    return need("g++" if name.endswith(".cc") else "gcc")


def instrument(spec: str, source: Path, flags) -> Path:
    out = source.with_name(f"{spec}_{source.name}")
    cmd = [sys.executable, "-m", "srcinst", "-s", str(SPEC_DIR / f"{spec}.spec"), source.name, "-o", out.name,
           "--compiler", compiler(source.name)] + flags
    result = helpers.run_cmd(cmd, cwd=source.parent, env=dict(os.environ, PYTHONPATH=str(REPO)))
    assert result.returncode == 0, helpers.describe(result)
    return out


def build_and_run(source: Path, flags, extra=()) -> subprocess.CompletedProcess:
    exe = source.with_suffix("")
    cmd = [compiler(source.name), *flags, "-Werror=implicit-function-declaration", *extra, "-I", str(source.parent),
           source.name, "-o", exe.name]
    built = subprocess.run(cmd, cwd=source.parent, capture_output=True, text=True)
    assert built.returncode == 0, f"{' '.join(cmd)}:\n{built.stderr}\n{source.read_text()}"
    return subprocess.run([str(exe)], cwd=source.parent, capture_output=True, text=True)


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_file_rule_follows_the_files_configuration(name, tmp_path):
    source = write_program(name, tmp_path)
    flags = PROGRAMS[name][1]
    original = build_and_run(source, flags)
    copy = instrument("printf", source, flags)
    instrumented = build_and_run(copy, flags)
    assert (instrumented.stdout, instrumented.returncode) == (original.stdout, original.returncode), copy.read_text()
    assert "enter " in instrumented.stderr and "leave " in instrumented.stderr


def test_a_routine_before_the_first_include_keeps_its_declarations_and_says_so(tmp_path):
    (tmp_path / "early.c").write_text(
        "#ifndef E\nstatic int twice(int x) { return 2 * x; }\n#include <stdio.h>\n"
        "int main(void) { printf(\"%d\\n\", twice(21)); return 0; }\n#endif\n")
    cmd = [sys.executable, "-m", "srcinst", "-s", "printf", "early.c", "-o", "early.inst.c"]
    result = helpers.run_cmd(cmd, cwd=tmp_path, env=dict(os.environ, PYTHONPATH=str(REPO)))
    assert result.returncode == 0, helpers.describe(result)
    assert "early.c:1: warning: a routine (line 2) comes before the file's first #include (line 3)" in \
        helpers.text(result.stderr)
    run = build_and_run(tmp_path / "early.inst.c", ["-std=c11"])
    assert (run.stdout, run.returncode) == ("42\n", 0)


def c_specs():
    """The shipped specs with rules for C."""
    from srcinst.spec import parse_spec
    return [s for s in SPECS
            if any(r.applies_to_lang("c") for r in parse_spec((SPEC_DIR / f"{s}.spec").read_text(), s).rules)]


@pytest.mark.parametrize("spec", c_specs())
def test_amalgamation_shape_compiles_with_every_c_spec(spec, tmp_path):
    source = write_program("amalgamation.c", tmp_path)
    copy = instrument(spec, source, ["-std=c11"])
    cmd = [compiler("x.c"), "-std=c11", "-c", "-Werror=implicit-function-declaration", "-Werror=int-conversion",
           "-I", str(STUBS), "-I", str(OWN_HEADERS), copy.name, "-o", "copy.o"]
    built = subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True)
    assert built.returncode == 0, f"{' '.join(cmd)}:\n{built.stderr}\n{copy.read_text()}"


def test_amalgamation_shape_runs_traced(tmp_path):
    """With the trace spec (its header and runtime linked), the program
    prints and exits as the original, and its calls nest, once each."""
    import trace_helpers as th
    source = write_program("amalgamation.c", tmp_path)
    original = build_and_run(source, ["-std=c11"])
    copy = instrument("trace", source, ["-std=c11", "-I", th.RUNTIME_SRC_DIR])
    runtime = th.build_runtime_object(tmp_path / "cache")
    exe = tmp_path / "traced"
    helpers.compile_checked(["gcc", "-std=c11", "-Werror=implicit-function-declaration", "-I", th.RUNTIME_SRC_DIR,
                             str(copy), str(runtime), "-o", str(exe), "-lpthread"], what="traced build", source=copy)
    run = th.run_traced(exe, tmp_path)
    assert (helpers.text(run.result.stdout), run.result.returncode) == (original.stdout, original.returncode)
    assert not th.nesting_problems(run.calls)
    counts = th.call_counts(run.calls)
    assert {th.short_name(name): n for name, n in counts.items()} == {"main": 1, "grow": 2, "x_version": 2}
