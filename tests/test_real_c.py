"""Real-world C from issue 12, compiled and run.

Each program in tests/data/real_c/ shows one behaviour of real C code that
srcinst must instrument without changing what the program does:

1. file rules after the preamble (`#define _XOPEN_SOURCE 600` before
   `#include <stdio.h>`, a first `#include "prefix.h"`, a licence comment and
   `#if` blocks; no preamble at all), with every shipped spec;
2. returns in `#if` branches that are inactive at parse time, compiled in
   the configuration srcinst parsed and in the other one (C, C++98, C++11);
3. returns inside macro expansions, with gcc in C89/C99/GNU11/C17;
4. exit(), abort() and an `--abort-call` name called inside a macro;
5. a `return` inside a `//` comment continued by a backslash;
6. C99 inline: an external definition (instrumented), an inline definition
   (left alone, but the program links), a static inline one.

Every run checks (a) the same stdout, stderr and exit status as the
uninstrumented program, (b) balanced events (the printf spec's enter/leave
lines, or the trace spec's trace), (c) that the routine in question was
entered, and (d) that srcinst gave no warning for it. Everything is built
under pytest's tmp directories with -O0.
"""
from __future__ import annotations

import io
import re
import shutil
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

DATA = helpers.REPO / "tests" / "data" / "real_c"
SPEC_DIR = helpers.REPO / "specs"
STUBS = helpers.REPO / "tests" / "stubs"
RUNTIME_INC = th.RUNTIME_SRC_DIR
MARKER = re.compile(r'^#line (\d+) "(.*)"$')


def data(name: str) -> Path:
    path = DATA / name
    assert path.is_file(), f"missing test program {path}"
    return path


# --------------------------------------------------------------------------
# Instrumenting (several files per srcinst run, cached per module)


@dataclass
class Batch:
    """One srcinst run over several files into one directory."""
    out_dir: Path
    result: helpers.RunResult

    @property
    def stderr(self) -> str:
        return helpers.text(self.result.stderr)

    def diagnostics(self, src: Path) -> list[str]:
        return [line for line in self.stderr.splitlines() if src.name in line]

    def output(self, src: Path) -> Path:
        out = self.out_dir / src.name
        errors = [line for line in self.diagnostics(src) if ": error:" in line]
        assert out.is_file() and not errors, (
            f"srcinst did not instrument {src.name}:\n{helpers.describe(self.result)}")
        return out

    def check_no_warning(self, src: Path, routines: Sequence[str]) -> None:
        """(d): no warning about the file, no note that a routine was skipped."""
        bad = [line for line in self.diagnostics(src)
               if "warning" in line or ("not instrumented" in line
                                        and any(re.search(rf"\b{r}\s*\(", line) for r in routines))]
        assert not bad, "srcinst warned:\n" + "\n".join(bad)


class Workshop:
    """Instruments, builds and runs, caching what several tests share."""

    def __init__(self, factory):
        self.factory = factory
        self._batches: dict[tuple, Batch] = {}
        self._builds: dict[tuple, tuple[Path, list[str]]] = {}
        self._runtime: Path | None = None
        self._copies: dict[tuple, Path] = {}

    def instrument(self, spec, sources: Sequence[Path], args: Sequence[str] = ()) -> Batch:
        key = (str(spec), tuple(map(str, sources)), tuple(args))
        if key not in self._batches:
            out_dir = self.factory.mktemp("inst")
            cmd = th.srcinst_cmd("-v", "-s", spec, *sources, "-d", out_dir, *args)
            result = helpers.run_cmd(cmd, cwd=helpers.REPO, env=helpers.srcinst_env(),
                                     timeout=helpers.INSTRUMENT_TIMEOUT)
            self._batches[key] = Batch(out_dir, result)
        return self._batches[key]

    def runtime_object(self) -> Path:
        if self._runtime is None:
            self._runtime = th.build_runtime_object(self.factory.mktemp("cache"))
        return self._runtime

    def build(self, compiler: str, sources: Sequence[Path], flags: Sequence[str],
              *, link: Sequence[Path] = (), what: str) -> tuple[Path, list[str]]:
        """An executable and the compiler's warnings (file, line, col, text)."""
        key = (compiler, tuple(map(str, sources)), tuple(flags), tuple(map(str, link)))
        if key not in self._builds:
            exe = self.factory.mktemp("build") / helpers.PROGRAM_NAME
            r = helpers.compile_checked([compiler, "-O0", *flags, *sources, *link, "-o", exe,
                                         "-pthread"], what=what, source=Path(sources[0]))
            self._builds[key] = (exe, warnings(helpers.text(r.stderr)))
        return self._builds[key]


@pytest.fixture(scope="module")
def shop(tmp_path_factory) -> Workshop:
    return Workshop(tmp_path_factory)


WARNING = re.compile(r"^(.*?):(\d+):(\d+): warning: (.*)$")


def warnings(stderr: str) -> list[str]:
    """gcc's warnings, with file names cut to their base name."""
    return sorted({f"{Path(m.group(1)).name}:{m.group(2)}:{m.group(3)}: {m.group(4)}"
                   for m in map(WARNING.match, stderr.splitlines()) if m})


def spec_path(spec: str) -> Path:
    return SPEC_DIR / f"{spec}.spec"


# --------------------------------------------------------------------------
# Running and checking


ENTER_LEAVE = re.compile(r"^(enter|leave) (.+) \((.*):(\d+)\)$")
INIT_LINE = re.compile(r"^init argc=(-?\d+) \((.*):(\d+)\)$")
ABORT_LINE = re.compile(r"^abort in (.+) at (.*):(\d+)$")


@dataclass
class PrintfLog:
    entered: Counter
    left: Counter
    open_at_abort: list[str]
    aborts: list[str]
    inits: int
    program_stderr: list[str]
    problems: list[str]


def parse_printf_log(stderr: str) -> PrintfLog:
    """The printf spec's lines on stderr, by routine (short names); the
    program's own stderr lines are kept apart."""
    log = PrintfLog(Counter(), Counter(), [], [], 0, [], [])
    stack: list[str] = []
    for number, line in enumerate(stderr.splitlines(), start=1):
        m = ENTER_LEAVE.match(line)
        if m:
            name = th.short_name(m.group(2))
            if log.aborts:
                log.problems.append(f"line {number}: event after the abort line: {line!r}")
            if m.group(1) == "enter":
                stack.append(name)
                log.entered[name] += 1
            else:
                log.left[name] += 1
                if not stack or stack[-1] != name:
                    log.problems.append(f"line {number}: leave {name!r} but the innermost open "
                                        f"routine is {stack[-1] if stack else None!r}")
                else:
                    stack.pop()
        elif INIT_LINE.match(line):
            log.inits += 1
        elif ABORT_LINE.match(line):
            log.aborts.append(th.short_name(ABORT_LINE.match(line).group(1)))
            log.open_at_abort = list(stack)
        else:
            log.program_stderr.append(line)
    if not log.aborts and stack:
        log.problems.append(f"routines entered but never left: {stack}")
    return log


@dataclass
class Expect:
    """What a program's instrumented run must show."""
    calls: dict[str, int | None]        # routine -> calls (None: at least one)
    returncode: int = 0
    aborts_in: str | None = None        # routine whose exit/abort call ends the program
    open_frames: tuple[str, ...] = ()      # routines active then, outermost first


def run_original(exe: Path) -> helpers.RunResult:
    return helpers.run_cmd([exe], cwd=exe.parent)


def check_printf_run(orig: helpers.RunResult, inst: helpers.RunResult, expect: Expect,
                     context: str) -> None:
    log = parse_printf_log(helpers.text(inst.stderr))
    where = f"{context}\n{helpers.describe(inst)}"
    # (a)
    assert orig.returncode == expect.returncode, helpers.describe(orig)
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), (
        f"behaviour changed\n--- original ---\n{helpers.describe(orig)}\n--- instrumented ---\n{where}")
    assert log.program_stderr == helpers.text(orig.stderr).splitlines(), where
    # (b)
    assert not log.problems, "\n".join(log.problems) + "\n" + where
    assert log.inits == 1, where
    if expect.aborts_in is None:
        assert not log.aborts, where
        assert log.entered == log.left, where
    else:
        assert log.aborts == [expect.aborts_in], f"the abort code did not run once\n{where}"
        assert log.open_at_abort == list(expect.open_frames), where
        assert log.entered - log.left == Counter(expect.open_frames), where
    # (c)
    for routine, calls in expect.calls.items():
        got = log.entered[routine]
        assert got >= 1 if calls is None else got == calls, (
            f"{routine} entered {got} times, expected {'some' if calls is None else calls}\n{where}")


def check_trace_run(orig: helpers.RunResult, run: th.TracedRun, expect: Expect,
                    context: str) -> None:
    inst = run.result
    where = f"{context}\n{helpers.describe(inst)}"
    # (a)
    assert orig.returncode == expect.returncode, helpers.describe(orig)
    assert (inst.stdout, inst.returncode, inst.stderr) == (orig.stdout, orig.returncode, orig.stderr), (
        f"behaviour changed\n--- original ---\n{helpers.describe(orig)}\n--- instrumented ---\n{where}")
    # (b)
    assert len(run.trace_files) == 1, f"expected one trace file, got {run.trace_files}\n{where}"
    other = run.other
    assert (other["mismatched_exits"], other["unwound_frames"], other["dropped_events"]) == (0, 0, 0), (
        f"trace not balanced: {other}\n{where}")
    assert th.nesting_problems(run.calls) == [], where
    open_calls = [th.short_name(c["name"]) for c in run.calls
                  if c.get("args", {}).get("end") == "open_at_exit"]
    assert Counter(open_calls) == Counter(expect.open_frames), (
        f"frames closed at exit: {open_calls}, expected {list(expect.open_frames)}\n{where}")
    assert other["open_at_exit"] == len(expect.open_frames), f"{other}\n{where}"
    sites = [th.short_name(i["args"]["routine"]) for i in run.instants]
    assert sites == ([expect.aborts_in] if expect.aborts_in else []), (
        f"exit/abort instants in the trace: {sites}\n{where}")
    # (c)
    counts = Counter(th.short_name(c["name"]) for c in run.calls)
    for routine, calls in expect.calls.items():
        got = counts[routine]
        assert got >= 1 if calls is None else got == calls, (
            f"{routine} called {got} times in the trace, expected {'some' if calls is None else calls}: "
            f"{dict(counts)}")


def build_and_compare(shop: Workshop, spec: str, original: Path, inst: Path, *,
                      compiler: str = "gcc", flags: Sequence[str], expect: Expect,
                      link: Sequence[Path] = (), compare_warnings: bool = False) -> None:
    """Builds the original and the instrumented copy with the same flags, runs
    both, and checks (a)-(c)."""
    orig_exe, orig_warn = shop.build(compiler, [original], flags, link=link,
                                     what=f"compiling the original {original.name}")
    extra = ["-I", str(RUNTIME_INC)] if spec == "trace" else []
    objects = [shop.runtime_object()] if spec == "trace" else []
    inst_exe, inst_warn = shop.build(compiler, [inst], [*flags, *extra], link=[*link, *objects],
                                     what=f"compiling {original.name} instrumented with {spec}")
    context = f"{spec} {' '.join(flags)}: {inst}"
    if compare_warnings:
        new = sorted(set(inst_warn) - set(orig_warn))
        assert not new, (f"srcinst's output adds warnings ({' '.join(flags)}):\n" + "\n".join(new)
                         + "\n" + helpers.source_diff(original, inst))
    orig = run_original(orig_exe)
    if spec == "trace":
        check_trace_run(orig, th.run_traced(inst_exe, inst_exe.parent), expect, context)
    else:
        check_printf_run(orig, helpers.run_cmd([inst_exe], cwd=inst_exe.parent), expect, context)


# --------------------------------------------------------------------------
# 1. File rules land after the preamble


def load_spec(path: Path):
    from srcinst.diagnostics import Reporter
    from srcinst.spec import load_spec as load
    reporter = Reporter(stream=io.StringIO())
    return load(str(path), reporter)


def c_header_rules(spec: str) -> list[str]:
    """The code of the spec's file rules for C that include a header."""
    return [r.code for r in load_spec(spec_path(spec)).rules
            if r.kind == "line" and r.applies_to_lang("c") and r.code.lstrip().startswith("#include")]


HEADER_SPECS = [p.stem for p in sorted(SPEC_DIR.glob("*.spec")) if c_header_rules(p.stem)]

# File, the line where file rules must land (the first after the preamble),
# the routines it runs.
PREAMBLES = {
    "preamble_xopen.c": (3, {"first_line": 1, "main": 1}),
    "preamble_gnu.c": (3, {"first_line": 1, "main": 1}),
    "preamble_prefix_header.c": (3, {"first_line": 1, "main": 1}),
    "preamble_licence_if.c": (17, {"first_line": 1, "main": 1}),
    "preamble_none.c": (1, {"twice": 1, "main": 1}),
}
PREAMBLE_SOURCES = [data(name) for name in PREAMBLES]
STRICT_C99 = ["-std=c99", "-Wall", "-Werror=implicit-function-declaration", "-I", str(DATA)]


def insertions(out_text: str, code: Sequence[str]) -> list[tuple[int, int]]:
    """(output line index, original line it landed before) of each run of
    lines equal to `code` that srcinst inserted: a line marker follows
    inserted code."""
    lines, n = out_text.splitlines(), len(code)
    return [(i, int(MARKER.match(lines[i + n]).group(1))) for i in range(len(lines) - n)
            if lines[i:i + n] == list(code) and MARKER.match(lines[i + n])]


def check_landing(original: Path, out: Path, code, expected_line: int,
                  others: Sequence[str] = ()) -> None:
    """`code` (a line, or consecutive lines) was inserted once, before
    original line `expected_line`, with the lines above it intact (apart
    from the `others` inserted there)."""
    code = [code] if isinstance(code, str) else list(code)
    text = out.read_text()
    orig_lines = original.read_text().splitlines()
    found = insertions(text, code)
    assert len(found) == 1, f"{code!r} inserted {len(found)} times:\n{text}"
    index, landed = found[0]
    assert landed == expected_line, (
        f"{code!r} landed before line {landed}, expected {expected_line}:\n{text}")
    lines = text.splitlines()
    before = [line for line in lines[:index] if not MARKER.match(line) and line not in others]
    assert before == orig_lines[:landed - 1], f"the preamble is not intact before {code!r}:\n{text}"
    after = [line for line in lines[index + len(code):] if not MARKER.match(line) and line not in others]
    assert after[0] == orig_lines[landed - 1], f"original line {landed} does not follow {code!r}:\n{text}"


def test_every_shipped_spec_with_a_header_rule_is_tested():
    assert len(HEADER_SPECS) >= 8 and {"printf", "trace", "tau", "scorep"} <= set(HEADER_SPECS)


@pytest.mark.parametrize("name", list(PREAMBLES))
@pytest.mark.parametrize("spec", HEADER_SPECS)
def test_file_rule_after_preamble(shop, spec, name):
    original = data(name)
    landing, calls = PREAMBLES[name]
    batch = shop.instrument(spec_path(spec), PREAMBLE_SOURCES, ["--compiler", "gcc"])
    out = batch.output(original)
    batch.check_no_warning(original, list(calls))
    for code in c_header_rules(spec):
        check_landing(original, out, code, landing)
    # Compiles against the stubs, with the feature-test macros in force.
    obj = out.with_suffix(f".{spec}.o")
    helpers.compile_checked(["gcc", "-O0", *STRICT_C99, "-I", STUBS, "-I", RUNTIME_INC, "-c", out,
                             "-o", obj], what=f"compiling {name} instrumented with {spec}", source=out)
    if spec in ("printf", "trace"):
        build_and_compare(shop, spec, original, out, flags=STRICT_C99, expect=Expect(calls))


LITERAL_SPEC = """\
file="*" line=1 placement=literal code="/* srcinst literal at @LINE@ */"
file="*" line=1 code="#define SRCINST_LANDED_AT @LINE@"
entry code="/* entry */"
"""


@pytest.mark.parametrize("name", list(PREAMBLES))
def test_file_rule_line_keyword_and_literal_placement(shop, tmp_path, name):
    """@LINE@ of a file rule is the line where its code landed; with
    placement=literal the code stays before line 1."""
    original = data(name)
    landing, _ = PREAMBLES[name]
    spec = tmp_path / "custom.spec"
    spec.write_text(LITERAL_SPEC)
    batch = shop.instrument(spec, [original], ["--compiler", "gcc"])
    out = batch.output(original)
    literal, landed = "/* srcinst literal at 1 */", f"#define SRCINST_LANDED_AT {landing}"
    check_landing(original, out, landed, landing, others=[literal])
    check_landing(original, out, literal, 1, others=[landed])
    first = [line for line in out.read_text().splitlines() if not MARKER.match(line)]
    assert first[0] == "/* srcinst literal at 1 */", out.read_text()


@pytest.mark.parametrize("name", [n for n in PREAMBLES if n != "preamble_none.c"])
def test_literal_placement_keeps_the_old_behaviour(shop, tmp_path, name):
    """placement=literal puts the header above the feature-test macros, as
    the paper's line=1 did: then popen() is undeclared. (This also shows that
    the programs above catch a misplaced include.)"""
    original = data(name)
    spec = tmp_path / "literal.spec"
    spec.write_text('file="*" line=1 placement=literal code="#include <stdio.h>"\n'
                    'entry code="/* entry */"\n')
    out = shop.instrument(spec, [original], ["--compiler", "gcc"]).output(original)
    text = out.read_text()
    check_landing(original, out, "#include <stdio.h>", 1)
    assert [line for line in text.splitlines() if not MARKER.match(line)][0] == "#include <stdio.h>"
    r = helpers.run_cmd(["gcc", "-O0", *STRICT_C99, "-c", out, "-o", tmp_path / "x.o"],
                        timeout=helpers.COMPILE_TIMEOUT)
    assert r.returncode != 0 and "popen" in helpers.text(r.stderr), helpers.describe(r)


# --------------------------------------------------------------------------
# 2. Returns in #if branches inactive at parse time

INACTIVE = {
    "inactive_ifdef.c": ("value_or_error", [[], ["-DARMOR"]]),
    "inactive_if0.c": ("tripled", [[], ["-DARMOR"]]),
    "inactive_else.c": ("checked_div", [[], ["-DARMOR"]]),
    "inactive_multiline.c": ("combine", [[], ["-DARMOR"]]),
    "inactive_void.c": ("report", [[], ["-DARMOR"]]),
    "inactive_nested.c": ("classify", [[], ["-DARMOR"], ["-DARMOR", "-DPARANOID"]]),
}
INACTIVE_STDS = {"c99": ("gcc", ".c"), "c++98": ("g++", ".cpp"), "c++11": ("g++", ".cpp")}
INACTIVE_CASES = [pytest.param(name, std, flags, id=f"{name}-{std}-{'+'.join(flags) or 'parsed'}")
                  for name, (_, configs) in INACTIVE.items()
                  for std in INACTIVE_STDS for flags in configs]


def sources_for(shop: Workshop, names: Sequence[str], suffix: str) -> list[Path]:
    """The data files, or copies of them with a C++ suffix."""
    if suffix == ".c":
        return [data(n) for n in names]
    key = (tuple(names), suffix)
    if key not in shop._copies:
        shop._copies[key] = shop.factory.mktemp("cxx")
        for n in names:
            shutil.copyfile(data(n), shop._copies[key] / (Path(n).stem + suffix))
    directory = shop._copies[key]
    return [directory / (Path(n).stem + suffix) for n in names]


@pytest.mark.parametrize("name,std,flags", INACTIVE_CASES)
def test_return_in_inactive_branch(shop, name, std, flags):
    compiler, suffix = INACTIVE_STDS[std]
    routine, _ = INACTIVE[name]
    sources = sources_for(shop, list(INACTIVE), suffix)
    original = sources[list(INACTIVE).index(name)]
    # srcinst parses the configuration without -D flags
    batch = shop.instrument(spec_path("printf"), sources, ["--compiler", compiler, f"-std={std}"])
    out = batch.output(original)
    batch.check_no_warning(original, [routine])
    build_and_compare(shop, "printf", original, out, compiler=compiler,
                      flags=[f"-std={std}", "-Wall", *flags],
                      expect=Expect({routine: None, "main": 1}))


# --------------------------------------------------------------------------
# 3. Returns inside macro expansions

MACROS = {
    "macro_check.c": {"parse_digit": 3},
    "macro_return_if.c": {"sign": 3},
    "macro_bail.c": {"show": 3},
    "macro_nested.c": {"percent": 3},
    "macro_params.c": {"scale_small": 2},
    "macro_func_name.c": {"checked_half": 2},
    "macro_recursive.c": {"factorial": 5},
    "macro_static.c": {"take": 4},
    "macro_address.c": {"positive_only": 2},
}
MACRO_STDS = {
    "c89": ["-std=c89", "-pedantic"],
    "c99": ["-std=c99"],
    "gnu11": ["-std=gnu11"],
    "c17": ["-std=c17"],
}
MACRO_SOURCES = [data(n) for n in MACROS]


@pytest.mark.parametrize("std", list(MACRO_STDS))
@pytest.mark.parametrize("spec", ["printf", "trace"])
@pytest.mark.parametrize("name", list(MACROS))
def test_return_in_macro_expansion(shop, name, spec, std):
    original = data(name)
    calls = MACROS[name]
    batch = shop.instrument(spec_path(spec), MACRO_SOURCES, ["--compiler", "gcc", f"-std={std}"])
    out = batch.output(original)
    batch.check_no_warning(original, list(calls))
    build_and_compare(shop, spec, original, out, flags=[*MACRO_STDS[std], "-Wall", "-Wextra"],
                      expect=Expect({**calls, "main": 1}), compare_warnings=True)


# --------------------------------------------------------------------------
# 4. exit(), abort() and --abort-call names inside macro expansions

ABORTS = {
    "exit_in_macro.c": Expect({"parse_count": 2, "main": 1}, returncode=3,
                              aborts_in="parse_count", open_frames=("main", "parse_count")),
    "abort_in_macro.c": Expect({"checked_index": 2, "main": 1}, returncode=-6,
                               aborts_in="checked_index", open_frames=("main", "checked_index")),
    "mpi_abort_in_macro.c": Expect({"send_block": 2, "main": 1}, returncode=3,
                                   aborts_in="send_block", open_frames=("main", "send_block")),
}
ABORT_ARGS = ["--compiler", "gcc", "-std=c99", "--abort-call", "MPI_Abort"]


@pytest.mark.parametrize("spec", ["printf", "trace"])
@pytest.mark.parametrize("name", list(ABORTS))
def test_exit_in_macro_expansion(shop, name, spec):
    original = data(name)
    expect = ABORTS[name]
    batch = shop.instrument(spec_path(spec), [data(n) for n in ABORTS], ABORT_ARGS)
    out = batch.output(original)
    batch.check_no_warning(original, list(expect.calls))
    # mpi_stub.c stands in for the MPI library: linked as it is
    link = [data("mpi_stub.c")] if name.startswith("mpi_") else []
    build_and_compare(shop, spec, original, out, flags=["-std=c99", "-Wall", "-Wextra"],
                      expect=expect, link=link)


# --------------------------------------------------------------------------
# 5. A return inside a // comment continued by a backslash


@pytest.mark.parametrize("spec", ["printf", "trace"])
def test_return_in_continued_line_comment(shop, spec):
    original = data("comment_continuation.c")
    batch = shop.instrument(spec_path(spec), [original], ["--compiler", "gcc", "-std=c99"])
    out = batch.output(original)
    batch.check_no_warning(original, ["doubled"])
    build_and_compare(shop, spec, original, out, flags=["-std=c99", "-Wall"],
                      expect=Expect({"doubled": 1, "main": 1}))


# --------------------------------------------------------------------------
# 6. C99 inline

INLINE = ["inline_extern.c", "inline_plain.c", "inline_static.c"]
INLINE_FLAGS = ["-std=c99", "-pedantic-errors", "-Wall", "-Wextra"]


@pytest.mark.parametrize("spec", ["printf", "trace"])
@pytest.mark.parametrize("name,calls", [
    pytest.param("inline_extern.c", {"next_even": 2, "main": 1}, id="extern-declaration"),
    pytest.param("inline_static.c", {"squared": 1, "main": 1}, id="static-inline"),
])
def test_external_or_static_inline_definition_is_instrumented(shop, spec, name, calls):
    original = data(name)
    batch = shop.instrument(spec_path(spec), [data(n) for n in INLINE],
                            ["--compiler", "gcc", "-std=c99"])
    out = batch.output(original)
    batch.check_no_warning(original, list(calls))
    build_and_compare(shop, spec, original, out, flags=INLINE_FLAGS, expect=Expect(calls))


@pytest.mark.parametrize("spec", ["printf", "trace"])
def test_c99_inline_definition_is_left_alone_and_links(shop, spec):
    original = data("inline_plain.c")
    batch = shop.instrument(spec_path(spec), [data(n) for n in INLINE],
                            ["--compiler", "gcc", "-std=c99"])
    out = batch.output(original)
    batch.check_no_warning(original, ["main"])
    text = out.read_text()
    assert "int clamp_percent(int)" not in text, (
        f"the C99 inline definition clamp_percent was instrumented:\n{text}")
    assert "int main(void)" in text, f"main was not instrumented:\n{text}"
    build_and_compare(shop, spec, original, out, flags=INLINE_FLAGS,
                      link=[data("inline_plain_def.c")],
                      expect=Expect({"clamp_percent": 0, "main": 1}))
