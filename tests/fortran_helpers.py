"""Helpers for the Fortran compile-and-run tests (tests/test_fortran_run.py).

The Fortran corpus lives in corpus/fortran/.  Every file there with a Fortran
extension is one program (C files and include files are not).  One of its
first five lines holds, inside a comment, a marker

    ! srcinst-test: exit=3 abort=yes calls=fact:8,hanoi:15 skip=pure_fn

Keys (all optional):
  exit=N          expected exit status (default 0)
  signal=N        expected terminating signal
  abort=yes|no    whether an abort (A) event must be recorded (default no)
  flags=A,B       extra gfortran flags, comma separated (-D/-I/-U are also
                  passed to srcinst; a relative -I is taken from the program's
                  directory)
  with=NAME.c     a C file in the same directory, compiled with gcc and linked
  calls=name:N,.. exact number of entry (E) events per routine
  skip=name,..    routines that must have no E/X events

Routine names in calls=/skip= are compared case-insensitively with the part
of an event's ROUTINE after the last "::" (for a C signature such as
"int c_add(int, int)", with the identifier in front of the parameter list).

gfortran is always run inside a build directory under pytest's tmp dirs (with
-J pointing there) so that no .mod/.smod file is ever written into the repo.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import helpers

FORTRAN_CORPUS = helpers.CORPUS / "fortran"
# Relative to the repo (srcinst runs there), so @FILE@ is short.
HOOKS_SPEC_REL = "tests/specs/hooks.spec"

# gfortran's source suffixes: fixed form, free form; upper case = preprocessed.
FIXED_SUFFIXES = {".f", ".for", ".ftn", ".f77", ".F", ".FOR", ".FTN", ".F77",
                  ".fpp", ".FPP"}
FREE_SUFFIXES = {".f90", ".f95", ".f03", ".f08", ".F90", ".F95", ".F03", ".F08"}
FORTRAN_SUFFIXES = FIXED_SUFFIXES | FREE_SUFFIXES

KNOWN_KEYS = {"exit", "signal", "abort", "flags", "with", "calls", "skip"}


def fortran_programs() -> list[Path]:
    if not FORTRAN_CORPUS.is_dir():
        return []
    return sorted(p for p in FORTRAN_CORPUS.iterdir()
                  if p.is_file() and p.suffix in FORTRAN_SUFFIXES)


def program_id(path: Path) -> str:
    return f"fortran/{path.name}"


def repo_rel(path: Path) -> str:
    try:
        return str(path.relative_to(helpers.REPO))
    except ValueError:
        return str(path)


# --------------------------------------------------------------------------
# Metadata


@dataclass
class FortranMeta:
    path: Path
    exit_status: int = 0
    signal: int | None = None
    abort_expected: bool = False
    flags: list[str] = field(default_factory=list)
    with_c: Path | None = None
    calls: dict[str, int] = field(default_factory=dict)     # lower-case names
    skip: list[str] = field(default_factory=list)           # lower-case names

    @property
    def fixed_form(self) -> bool:
        forms = [f for f in self.flags if f in ("-ffixed-form", "-ffree-form")]
        if forms:
            return forms[-1] == "-ffixed-form"
        return self.path.suffix in FIXED_SUFFIXES

    @property
    def expected_returncode(self) -> int:
        return -self.signal if self.signal else self.exit_status

    @property
    def line_limit(self) -> int | None:
        """Last column gfortran reads (None: unlimited)."""
        limit: int | None = 72 if self.fixed_form else 132
        opt = "-ffixed-line-length-" if self.fixed_form else "-ffree-line-length-"
        for f in self.flags:
            if f.startswith(opt):
                v = f[len(opt):]
                limit = None if v in ("none", "0") else int(v)
        return limit

    def gfortran_flags(self) -> list[str]:
        """flags= with relative -I made absolute (gfortran runs elsewhere)."""
        out: list[str] = []
        it = iter(self.flags)
        for f in it:
            if f == "-I":
                out += ["-I", str(self._abs_dir(next(it, ".")))]
            elif f.startswith("-I"):
                out.append("-I" + str(self._abs_dir(f[2:])))
            else:
                out.append(f)
        return out

    def srcinst_flags(self) -> list[str]:
        """The -D/-I/-U part of flags=, for srcinst."""
        out: list[str] = []
        flags = self.gfortran_flags()
        i = 0
        while i < len(flags):
            f = flags[i]
            if f in ("-D", "-I", "-U") and i + 1 < len(flags):
                out += [f, flags[i + 1]]
                i += 2
                continue
            if f[:2] in ("-D", "-I", "-U") and len(f) > 2:
                out.append(f)
            i += 1
        return out

    def _abs_dir(self, d: str) -> Path:
        p = Path(d)
        return p if p.is_absolute() else (self.path.parent / p).resolve()


_MARKER_RE = re.compile(r"srcinst-test:(.*)")


def parse_meta(path: Path) -> FortranMeta:
    """Read the srcinst-test marker; raises ValueError on a malformed one."""
    keys: dict[str, str] = {}
    for line in helpers.read_source_text(path).splitlines()[:5]:
        m = _MARKER_RE.search(line)
        if not m:
            continue
        body = m.group(1).replace("*/", " ")
        for tok in body.split():
            k, _, v = tok.partition("=")
            if k not in KNOWN_KEYS:
                raise ValueError(f"{path.name}: unknown srcinst-test key {k!r} "
                                 f"(known: {', '.join(sorted(KNOWN_KEYS))})")
            keys[k] = v if v else "yes"
    meta = FortranMeta(path=path)
    try:
        meta.exit_status = int(keys.get("exit", "0"))
        meta.signal = int(keys["signal"]) if "signal" in keys else None
    except ValueError:
        raise ValueError(f"{path.name}: exit=/signal= must be integers") from None
    meta.abort_expected = keys.get("abort", "no").lower() in ("yes", "1", "true")
    meta.flags = [f for f in keys.get("flags", "").split(",") if f]
    if "with" in keys:
        meta.with_c = path.parent / keys["with"]
        if not meta.with_c.is_file():
            raise ValueError(f"{path.name}: with={keys['with']} does not exist in "
                             f"{path.parent}")
    for item in (x for x in keys.get("calls", "").split(",") if x):
        name, sep, n = item.rpartition(":")
        if not sep or not name or not n.isdigit():
            raise ValueError(f"{path.name}: bad calls= item {item!r} (want name:N)")
        meta.calls[name.lower()] = int(n)
    meta.skip = [s.lower() for s in keys.get("skip", "").split(",") if s]
    return meta


# --------------------------------------------------------------------------
# Source inspection


_PROGRAM_STMT_RE = re.compile(r"^\s*program\s+([a-z_]\w*)", re.I)
_C_MAIN_RE = re.compile(r"\bmain\s*\(")


def main_program_name(meta: FortranMeta) -> str | None:
    """Name in the PROGRAM statement (lower case), None when there is none."""
    for line in helpers.read_source_text(meta.path).splitlines():
        if meta.fixed_form:
            if is_fixed_comment(line):
                continue
            line = fixed_columns(line)[6:72]
        else:
            if line.lstrip().startswith(("!", "#")):
                continue
        m = _PROGRAM_STMT_RE.match(line)
        if m:
            return m.group(1).lower()
    return None


def has_c_main(meta: FortranMeta) -> bool:
    if meta.with_c is None:
        return False
    text = helpers.strip_comments_and_strings(helpers.read_source_text(meta.with_c))
    return bool(_C_MAIN_RE.search(text))


def routine_short_name(routine: str) -> str:
    """`mod::sub` -> `sub`; `int c_add(int, int)` -> `c_add`; lower case."""
    name = routine.rsplit("::", 1)[-1]
    if "(" in name:
        m = re.search(r"(\w+)\s*$", name.split("(", 1)[0])
        name = m.group(1) if m else name
    return name.strip().lower()


def fixed_columns(line: str) -> str:
    """A fixed-form line as gfortran counts columns: a TAB within the first
    six columns moves to column 7 (to 6 if a continuation digit follows)."""
    head = line[:6]
    if "\t" in head:
        i = head.index("\t")
        rest = line[i + 1:]
        if rest[:1] and rest[0] in "123456789":
            return line[:i].ljust(5) + rest
        return line[:i].ljust(6) + rest
    return line


def is_fixed_comment(line: str) -> bool:
    s = line.rstrip("\r\n")
    if not s.strip():
        return True
    if s[0] in "cC*!#dD":
        return True
    cols = fixed_columns(s)
    stripped = cols.lstrip()
    return stripped.startswith("!") and (len(cols) - len(stripped)) != 5


def is_free_comment(line: str) -> bool:
    s = line.strip()
    return not s or s.startswith("!") or s.startswith("#")


def overlong_tails(text: str, meta: FortranMeta) -> list[tuple[int, str, str]]:
    """(line number, line, text past the last column) for every non-comment
    line that is longer than the limit."""
    limit = meta.line_limit
    out: list[tuple[int, str, str]] = []
    if limit is None:
        return out
    for n, line in enumerate(text.splitlines(), 1):
        if meta.fixed_form:
            if is_fixed_comment(line):
                continue
            cols = fixed_columns(line)
        else:
            if is_free_comment(line):
                continue
            cols = line
        tail = cols[limit:]
        if tail.strip():
            out.append((n, line, tail))
    return out


# --------------------------------------------------------------------------
# Commands


srcinst_env = helpers.srcinst_env


def run_srcinst(args: Sequence[object]) -> helpers.RunResult:
    cmd = [sys.executable, "-m", "srcinst"] + [str(a) for a in args]
    return helpers.run_cmd(cmd, cwd=helpers.REPO, env=srcinst_env(),
                           timeout=helpers.INSTRUMENT_TIMEOUT)


def instrument_checked(src: Path, out_file: Path, extra: Sequence[str] = (),
                       spec: str = HOOKS_SPEC_REL) -> helpers.RunResult:
    out_file.parent.mkdir(parents=True, exist_ok=True)
    if out_file.exists():
        out_file.unlink()
    r = run_srcinst(["-s", spec, repo_rel(src), "-o", out_file, *extra])
    if r.returncode != 0 or not out_file.exists():
        raise AssertionError(
            f"srcinst failed on {src.name} ({r.describe_status()}"
            f"{'' if out_file.exists() else ', no output file'}):\n  "
            + " ".join(r.cmd) + "\n--- stderr ---\n"
            + helpers.tail(r.stderr.decode("utf-8", "replace"))
            + "\n--- stdout ---\n" + helpers.tail(r.stdout.decode("utf-8", "replace"), 20))
    return r


def instrument_program(meta: FortranMeta, inst_dir: Path) -> Path:
    out = inst_dir / meta.path.name
    instrument_checked(meta.path, out, meta.srcinst_flags())
    return out


def instrument_with_c(meta: FortranMeta, inst_dir: Path) -> Path:
    assert meta.with_c is not None
    out = inst_dir / meta.with_c.name
    instrument_checked(meta.with_c, out, ["--compiler", "gcc", "-I", str(helpers.RUNTIME_DIR)])
    return out


def compile_c_object(src: Path, obj: Path, *, what: str, runtime: bool = False) -> Path:
    cmd: list[object] = ["gcc", "-w", "-c", src, "-o", obj]
    if runtime:
        cmd[1:1] = ["-I", helpers.RUNTIME_DIR]
    helpers.compile_checked(cmd, what=what, source=src, cwd=obj.parent)
    return obj


def build_fortran(meta: FortranMeta, src: Path, out_dir: Path, objects: Sequence[Path],
                  *, what: str, include_original_dir: bool = False) -> Path:
    """gfortran [flags] src objects -o out_dir/prog (cwd and -J: out_dir).

    For an instrumented source (include_original_dir) no source excerpts are
    added to a failure message: with srcinst's line markers gfortran reports
    lines of the original file, under the same basename."""
    out_dir = out_dir.resolve()
    src = src.resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    exe = out_dir / helpers.PROGRAM_NAME
    cmd: list[object] = ["gfortran", *meta.gfortran_flags()]
    if include_original_dir:
        cmd += ["-I", meta.path.parent]
    cmd += ["-J", out_dir, src, *objects, "-o", exe]
    helpers.compile_checked(cmd, what=what, cwd=out_dir,
                            source=None if include_original_dir else src)
    return exe


def syntax_check(meta: FortranMeta, src: Path, work: Path,
                 extra: Sequence[str] = ("-Werror=line-truncation",)) -> helpers.RunResult:
    """gfortran -fsyntax-only -Wall EXTRA [flags] -I <original dir> src."""
    work = work.resolve()
    src = src.resolve()
    work.mkdir(parents=True, exist_ok=True)
    cmd: list[object] = ["gfortran", "-fsyntax-only", "-Wall", *extra, *meta.gfortran_flags(),
                         "-I", meta.path.parent, "-J", work, src]
    return helpers.run_cmd(cmd, cwd=work, timeout=helpers.COMPILE_TIMEOUT)


TRUNCATION_MSG = "Line truncated"


def only_truncation_errors(stderr: str) -> bool:
    errors = [line for line in stderr.splitlines() if line.startswith(("Error:", "Fatal Error:"))]
    return bool(errors) and all(TRUNCATION_MSG in line for line in errors)
