"""Shared helpers for the compile-and-run tests of srcinst.

The tests instrument every program in corpus/ with tests/specs/hooks.spec,
build it together with the event recorder in tests/runtime/, run both the
original and the instrumented build, and compare them.  This module holds
the pieces: reading a corpus program's test header, compiling, running,
parsing the event log and checking that it is well nested.

Corpus header: one of the first lines of a program may hold a marker like
    /* srcinst-test: std=c89 exit=3 */      or      // srcinst-test: std=c++20
Keys: std=STD (default c11 / c++17), exit=N (expected exit status),
signal=N (expected terminating signal), abort=yes|no (whether an abort event
must be recorded; by default it is expected when the code calls exit, abort,
_Exit, quick_exit or their std:: forms).
"""

from __future__ import annotations

import contextlib
import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "corpus"
RUNTIME_DIR = REPO / "tests" / "runtime"
HOOKS_C = RUNTIME_DIR / "srcinst_test_hooks.c"
HOOKS_SPEC = REPO / "tests" / "specs" / "hooks.spec"

# Name of every built executable (the original and the instrumented one live
# in different directories), so argv[0] is the same for both runs.
PROGRAM_NAME = "prog"

COMPILE_TIMEOUT = 180
INSTRUMENT_TIMEOUT = 300
RUN_TIMEOUT = 30

# srcinst's own C built under sanitizers (the trace runtime's and the native
# client's tests): the flags added to the compiler command, and what the
# environment of a run adds. Undefined behaviour ends the run.
SANITIZERS = {
    "asan-ubsan": (("-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer", "-g"),
                   {"ASAN_OPTIONS": "detect_leaks=1", "UBSAN_OPTIONS": "print_stacktrace=1"}),
    "tsan": (("-fsanitize=thread", "-g"), {"TSAN_OPTIONS": "halt_on_error=1"}),
}
# The native client lives for one compile and leaves what it allocated to its
# exit or exec: no leak of its matters, so LeakSanitizer is off for it.
CLIENT_SANITIZER_ENV = {"ASAN_OPTIONS": "detect_leaks=0"}


def corpus_programs() -> list[Path]:
    """All corpus programs, C first, sorted by name."""
    return sorted((CORPUS / "c").glob("*.c")) + sorted((CORPUS / "cpp").glob("*.cpp"))


def program_id(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


# --------------------------------------------------------------------------
# Corpus program metadata


@dataclass
class ProgramMeta:
    path: Path
    lang: str                 # "c" or "c++"
    std: str
    exit_status: int = 0
    signal: int | None = None
    abort_expected: bool = False

    @property
    def compiler(self) -> str:
        return "g++" if self.lang == "c++" else "gcc"

    @property
    def expected_returncode(self) -> int:
        """As reported by subprocess: -SIG for a signal, else the status."""
        return -self.signal if self.signal else self.exit_status


def read_source_text(path: Path) -> str:
    """Source as text; Latin-1 maps every byte, so nothing can fail."""
    return path.read_bytes().decode("latin-1")


_MARKER_RE = re.compile(r"srcinst-test:(.*)")
_EXIT_CALL_RE = re.compile(
    r"(?<![\w.>])(?:std\s*::\s*)?(?:exit|abort|_Exit|quick_exit)\s*\(")


def strip_comments_and_strings(src: str) -> str:
    """Replace comments and string/char literals by blanks (keeps newlines).

    Good enough for our own corpus (no raw strings, no digit separators).
    """
    out: list[str] = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        nxt = src[i + 1] if i + 1 < n else ""
        if c == "/" and nxt == "/":
            j = src.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif c == "/" and nxt == "*":
            j = src.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", src[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and src[j] != c and src[j] != "\n":
                j += 2 if src[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(c + re.sub(r"[^\n]", " ", src[i + 1:j - 1]) + c)
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def calls_exit_or_abort(src: str) -> bool:
    return bool(_EXIT_CALL_RE.search(strip_comments_and_strings(src)))


def parse_meta(path: Path) -> ProgramMeta:
    lang = "c++" if path.suffix in (".cpp", ".cc", ".cxx") else "c"
    text = read_source_text(path)
    keys: dict[str, str] = {}
    for line in text.splitlines()[:5]:
        m = _MARKER_RE.search(line)
        if not m:
            continue
        body = m.group(1).replace("*/", " ")
        for tok in body.split():
            k, _, v = tok.partition("=")
            keys[k] = v if v else "yes"
    std = keys.get("std") or ("c++17" if lang == "c++" else "c11")
    signal = int(keys["signal"]) if "signal" in keys else None
    if "abort" in keys:
        abort_expected = keys["abort"] in ("yes", "1", "true")
    else:
        abort_expected = calls_exit_or_abort(text)
    return ProgramMeta(path=path, lang=lang, std=std,
                       exit_status=int(keys.get("exit", "0")), signal=signal,
                       abort_expected=abort_expected)


# --------------------------------------------------------------------------
# Running commands


@dataclass
class RunResult:
    cmd: list[str]
    returncode: int
    stdout: bytes
    stderr: bytes

    def describe_status(self) -> str:
        if self.returncode < 0:
            return f"killed by signal {-self.returncode}"
        return f"exit status {self.returncode}"


def run_cmd(cmd: Sequence[str], *, cwd: Path | None = None,
            env: dict[str, str] | None = None,
            timeout: float = RUN_TIMEOUT) -> RunResult:
    cmd = [str(c) for c in cmd]
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True,
                           stdin=subprocess.DEVNULL,
                           timeout=timeout)
    except subprocess.TimeoutExpired as e:
        raise AssertionError(
            f"timed out after {timeout}s: {' '.join(cmd)}\n"
            f"stdout so far:\n{_text(e.stdout or b'')[-2000:]}\n"
            f"stderr so far:\n{_text(e.stderr or b'')[-2000:]}") from None
    return RunResult(cmd, p.returncode, p.stdout, p.stderr)


def _text(b: bytes) -> str:
    return b.decode("utf-8", errors="replace")


def tail(text: str, max_lines: int = 60) -> str:
    lines = text.splitlines()
    if len(lines) <= max_lines:
        return text
    return "\n".join([f"... ({len(lines) - max_lines} lines cut) ..."] + lines[-max_lines:])


def source_excerpt(path: Path, line: int, context: int = 4) -> str:
    """Numbered lines around `line` (1-based) of a file, for error messages."""
    try:
        lines = read_source_text(path).splitlines()
    except OSError:
        return f"  (cannot read {path})"
    lo, hi = max(1, line - context), min(len(lines), line + context)
    return "\n".join(f"{'>' if i == line else ' '}{i:5d} | {lines[i - 1]}"
                     for i in range(lo, hi + 1))


def compiler_error_excerpts(stderr: str, source: Path, max_sites: int = 5) -> str:
    """For each `source:LINE:` error site in compiler output, show the code."""
    pat = re.compile(re.escape(source.name) + r":(\d+):(?:\d+:)?\s*(?:fatal )?error")
    shown: list[int] = []
    for m in pat.finditer(stderr):
        ln = int(m.group(1))
        if ln in shown:
            continue
        shown.append(ln)
        if len(shown) > max_sites:
            break
    if not shown:
        return ""
    parts = [f"--- {source} around line {ln} ---\n{source_excerpt(source, ln)}" for ln in shown]
    return "\n".join(parts)


def compile_checked(cmd: Sequence[str], *, what: str, source: Path | None = None,
                    cwd: Path | None = None) -> RunResult:
    r = run_cmd(cmd, cwd=cwd, timeout=COMPILE_TIMEOUT)
    if r.returncode != 0:
        err = _text(r.stderr)
        msg = [f"{what} failed ({r.describe_status()}):", "  " + " ".join(r.cmd),
               tail(err)]
        if source is not None:
            ex = compiler_error_excerpts(err, source)
            if ex:
                msg.append(ex)
        raise AssertionError("\n".join(msg))
    return r


def compile_hooks_object(out_dir: Path) -> Path:
    """Build the event recorder once as a C object (strict flags)."""
    obj = out_dir / "srcinst_test_hooks.o"
    compile_checked(["gcc", "-std=c99", "-Wall", "-Wextra", "-Werror", "-O1",
                     "-I", RUNTIME_DIR, "-c", HOOKS_C, "-o", obj],
                    what="compiling the hooks runtime", source=HOOKS_C)
    return obj


def build_original(meta: ProgramMeta, out_dir: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    exe = out_dir / PROGRAM_NAME
    compile_checked([meta.compiler, f"-std={meta.std}", "-w", meta.path, "-o", exe,
                     "-pthread"],
                    what=f"compiling the original {meta.path.name}", source=meta.path)
    return exe


def srcinst_env(**extra: str) -> dict[str, str]:
    """Environment for running `python -m srcinst` from this checkout."""
    env = dict(os.environ)
    env["PYTHONDONTWRITEBYTECODE"] = "1"   # never write into the repo
    env["PYTHONPATH"] = os.pathsep.join(
        [str(REPO)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    env.update(extra)
    return env


def instrument(meta: ProgramMeta, out_file: Path) -> RunResult:
    """Run `python -m srcinst` on a corpus program."""
    env = srcinst_env()
    cmd = [sys.executable, "-m", "srcinst", "-s", HOOKS_SPEC, meta.path, "-o", out_file,
           "-I", RUNTIME_DIR, f"-std={meta.std}", "--compiler", meta.compiler]
    r = run_cmd(cmd, cwd=REPO, env=env, timeout=INSTRUMENT_TIMEOUT)
    if r.returncode != 0 or not out_file.exists():
        raise AssertionError(
            f"srcinst failed on {meta.path.name} ({r.describe_status()}"
            f"{'' if out_file.exists() else ', no output file'}):\n  "
            + " ".join(r.cmd) + "\n--- stderr ---\n" + tail(_text(r.stderr))
            + "\n--- stdout ---\n" + tail(_text(r.stdout), 20))
    return r


def build_instrumented(meta: ProgramMeta, inst_src: Path, hooks_obj: Path,
                       out_dir: Path) -> Path:
    exe = out_dir / PROGRAM_NAME
    what = f"compiling the instrumented {meta.path.name} ({inst_src})"
    if meta.lang == "c":
        obj = out_dir / "inst.o"
        compile_checked(["gcc", f"-std={meta.std}", "-w", "-I", RUNTIME_DIR, "-c",
                         inst_src, "-o", obj], what=what, source=inst_src)
        compile_checked(["gcc", obj, hooks_obj, "-o", exe, "-pthread"],
                        what=f"linking the instrumented {meta.path.name}")
    else:
        compile_checked(["g++", f"-std={meta.std}", "-w", "-I", RUNTIME_DIR, inst_src,
                         hooks_obj, "-o", exe, "-pthread"], what=what, source=inst_src)
    return exe


def program_env(log: Path | None) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("SRCINST_TEST_LOG", None)
    if log is not None:
        env["SRCINST_TEST_LOG"] = str(log)
    return env


def run_program(exe: Path, log: Path | None = None) -> RunResult:
    return run_cmd([exe], cwd=exe.parent, env=program_env(log))


# --------------------------------------------------------------------------
# Event log


@dataclass
class Event:
    index: int        # position in the log, 0-based
    kind: str         # I, E, X or A
    tid: str
    routine: str
    file: str
    line: int
    raw: str

    def __str__(self) -> str:
        return f"#{self.index} {self.kind} tid={self.tid} {self.routine!r} {self.file}:{self.line}"


def parse_log(path: Path) -> list[Event]:
    if not path.exists():
        return []
    events: list[Event] = []
    text = path.read_bytes().decode("latin-1")
    for i, raw in enumerate(text.split("\n")):
        if raw == "":
            continue
        parts = raw.split("\t")
        if len(parts) != 5 or parts[0] not in ("I", "E", "X", "A"):
            raise AssertionError(f"malformed event log line {i + 1} in {path}: {raw!r}")
        try:
            line = int(parts[4])
        except ValueError:
            raise AssertionError(f"bad LINE field in event log line {i + 1}: {raw!r}") from None
        events.append(Event(len(events), parts[0], parts[1], parts[2], parts[3], line, raw))
    return events


def log_excerpt(events: Sequence[Event], around: int, context: int = 8) -> str:
    lo, hi = max(0, around - context), min(len(events), around + context + 1)
    return "\n".join(f"{'>' if e.index == around else ' '} {e}" for e in events[lo:hi])


@dataclass
class NestingReport:
    problems: list[str] = field(default_factory=list)
    open_frames: dict[str, list[str]] = field(default_factory=dict)
    aborted: bool = False


def check_nesting(events: Sequence[Event], *, max_problems: int = 5) -> NestingReport:
    """Every X must close the innermost open E of its thread; after the log
    ends nothing may be left open unless an A event was seen."""
    rep = NestingReport()
    stacks: dict[str, list[Event]] = {}
    for ev in events:
        st = stacks.setdefault(ev.tid, [])
        if ev.kind == "E":
            st.append(ev)
        elif ev.kind == "X":
            if not st:
                rep.problems.append(
                    f"exit without a matching entry: {ev}\n{log_excerpt(events, ev.index)}")
            elif st[-1].routine != ev.routine:
                rep.problems.append(
                    f"exit of {ev.routine!r} but the innermost open routine is "
                    f"{st[-1].routine!r} (entered at {st[-1]}): {ev}\n"
                    f"{log_excerpt(events, ev.index)}")
                # resynchronise if the routine is open further down
                names = [e.routine for e in st]
                if ev.routine in names:
                    del st[len(names) - 1 - names[::-1].index(ev.routine):]
            else:
                st.pop()
        elif ev.kind == "A":
            rep.aborted = True
        if len(rep.problems) >= max_problems:
            rep.problems.append("(further problems not listed)")
            break
    rep.open_frames = {tid: [e.routine for e in st] for tid, st in stacks.items() if st}
    if rep.open_frames and not rep.aborted and len(rep.problems) < max_problems:
        desc = "; ".join(f"tid {tid}: {' > '.join(frames)}"
                         for tid, frames in rep.open_frames.items())
        rep.problems.append(f"routines still open at normal termination: {desc}")
    return rep


def printf_balance_problems(stderr: str, event: re.Pattern, may_stay_open) -> list[str]:
    """Problems in the printf spec's enter/leave lines, matched by `event`
    (groups: kind, name): an empty list when they nest like calls and every
    routine but those `may_stay_open(name)` allows is left."""
    stack: list[str] = []
    problems = []
    for kind, name in event.findall(stderr):
        if kind == "enter":
            stack.append(name)
        elif not stack or stack.pop() != name:
            problems.append(f"leave {name} without its entry")
    return problems + [f"{name} never left" for name in stack if not may_stay_open(name)]


def count_source_lines(path: Path) -> int:
    data = path.read_bytes()
    return data.count(b"\n") + (0 if data.endswith(b"\n") or not data else 1)


# --------------------------------------------------------------------------
# Diffs for failure messages


def text_diff(a: bytes, b: bytes, name_a: str, name_b: str, max_lines: int = 80) -> str:
    la = a.decode("latin-1").splitlines(keepends=True)
    lb = b.decode("latin-1").splitlines(keepends=True)
    d = list(difflib.unified_diff(la, lb, name_a, name_b, n=2))
    if len(d) > max_lines:
        d = d[:max_lines] + [f"... ({len(d) - max_lines} more diff lines)\n"]
    return "".join(line if line.endswith("\n") else line + "\n" for line in d)


def source_diff(original: Path, instrumented: Path, max_lines: int = 120) -> str:
    try:
        inst = instrumented.read_bytes()
    except OSError:
        return f"(instrumented file {instrumented} missing)"
    return text_diff(original.read_bytes(), inst, str(original), str(instrumented), max_lines)


def text(b: bytes) -> str:
    return b.decode("utf-8", errors="replace")


def describe(r: RunResult) -> str:
    """A command, its status and the tails of its output, for assertion messages."""
    return (f"$ {' '.join(shlex.quote(str(c)) for c in r.cmd)}\n({r.describe_status()})\n"
            f"--- stdout ---\n{tail(text(r.stdout), 40)}\n"
            f"--- stderr ---\n{tail(text(r.stderr), 40)}")


def stop_servers(directory) -> None:
    """Stops the srcinst servers whose sockets are in `directory` (a pid is
    believed only while its server holds the lock)."""
    from srcinst.wrap import server_address
    for pid_file in Path(directory).glob("*.pid"):
        server_address.stop(str(pid_file)[:-len(".pid")])


@contextlib.contextmanager
def server_directory() -> Iterator[Path]:
    """A private directory for servers' sockets, stopped and removed after.
    It is made in /tmp and not under the test's tmp_path, whose length varies
    (pytest-xdist adds a level) and a socket path must stay under 108 bytes,
    or srcinst rightly starts no server."""
    directory = Path(tempfile.mkdtemp(prefix="srv-", dir="/tmp"))  # mode 0700
    try:
        yield directory
    finally:
        stop_servers(directory)
        shutil.rmtree(directory, ignore_errors=True)
