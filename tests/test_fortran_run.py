"""Fortran compile-and-run tests: instrument every program in corpus/fortran/
with tests/specs/hooks.spec (its lang="fortran" rules call the
srcinst_test_f_* subroutines of tests/runtime/srcinst_test_hooks.c), build
it with gfortran, and check that it behaves exactly like the original and
records a sensible event log.

Header keys of the corpus programs: see tests/fortran_helpers.py.  Each
program is built, instrumented and run once per session; everything is
written under pytest's tmp directories, never into the repository.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import fortran_helpers as fh
import helpers
import pytest

PROGRAMS = fh.fortran_programs()
PROGRAM_IDS = [fh.program_id(p) for p in PROGRAMS]


# --------------------------------------------------------------------------
# Session cache: build / instrument / run each program once


@dataclass
class FortranResult:
    path: Path
    work: Path
    meta: fh.FortranMeta | None = None
    original: helpers.RunResult | None = None
    error: str | None = None               # original side failed
    instrumented_source: Path | None = None
    instrumented_c: Path | None = None
    inst_error: str | None = None          # srcinst itself failed
    built: bool = False
    build_error: str | None = None         # compiling/running it failed
    instrumented: helpers.RunResult | None = None
    log_path: Path | None = None
    events: list[helpers.Event] = field(default_factory=list)
    original_syntax: helpers.RunResult | None = None

    def context(self) -> str:
        lines = [f"program:       {self.path}",
                 f"instrumented:  {self.instrumented_source}"]
        if self.instrumented_c is not None:
            lines.append(f"instrumented C: {self.instrumented_c}")
        lines.append(f"event log:     {self.log_path}")
        return "\n".join(lines)

    def diff(self, max_lines: int = 120) -> str:
        if self.instrumented_source is None:
            return ""
        d = helpers.source_diff(self.path, self.instrumented_source, max_lines)
        return ("source changes made by srcinst:\n" + d if d.strip()
                else "srcinst made no changes to the source")


class FortranRunner:
    def __init__(self, base: Path, hooks_obj: Path):
        self.base = base
        self.hooks_obj = hooks_obj
        self._cache: dict[Path, FortranResult] = {}

    # -- stages ----------------------------------------------------------

    def original(self, path: Path) -> FortranResult:
        res = self._cache.get(path)
        if res is not None:
            return res
        work = self.base / f"fortran_{path.name.replace('.', '_')}"
        work.mkdir(parents=True, exist_ok=True)
        res = FortranResult(path=path, work=work)
        self._cache[path] = res
        try:
            res.meta = fh.parse_meta(path)
        except ValueError as e:
            res.error = f"bad srcinst-test header: {e}"
            return res
        meta = res.meta
        try:
            orig = work / "orig"
            orig.mkdir()
            objs = []
            if meta.with_c is not None:
                objs.append(fh.compile_c_object(meta.with_c, orig / "with.o",
                                                what=f"compiling {meta.with_c.name}"))
            exe = fh.build_fortran(meta, meta.path, orig, objs,
                                   what=f"compiling the original {path.name}")
            res.original = helpers.run_program(exe)
        except AssertionError as e:
            res.error = f"original program: {e}"
        return res

    def instrumented_source(self, path: Path) -> FortranResult:
        res = self.original(path)
        if res.error is None and res.instrumented_source is None and res.inst_error is None:
            inst = res.work / "inst"
            inst.mkdir(exist_ok=True)
            res.instrumented_source = inst / path.name
            try:
                fh.instrument_program(res.meta, inst)
                if res.meta.with_c is not None:
                    res.instrumented_c = inst / res.meta.with_c.name
                    fh.instrument_with_c(res.meta, inst)
            except AssertionError as e:
                res.inst_error = str(e)
        return res

    def full(self, path: Path) -> FortranResult:
        res = self.instrumented_source(path)
        if res.error is None and res.inst_error is None and not res.built:
            res.built = True
            meta = res.meta
            inst = res.work / "inst"
            res.log_path = inst / "events.log"
            try:
                objs = []
                if res.instrumented_c is not None:
                    objs.append(fh.compile_c_object(
                        res.instrumented_c, inst / "with.o", runtime=True,
                        what=f"compiling the instrumented {meta.with_c.name}"))
                exe = fh.build_fortran(meta, res.instrumented_source, inst,
                                       objs + [self.hooks_obj], include_original_dir=True,
                                       what=f"compiling the instrumented {path.name} "
                                            f"({res.instrumented_source})")
                if res.log_path.exists():
                    res.log_path.unlink()
                res.instrumented = helpers.run_program(exe, res.log_path)
                res.events = helpers.parse_log(res.log_path)
            except AssertionError as e:
                res.build_error = f"{e}\n{res.diff()}"
        return res

    def syntax_of_original(self, res: FortranResult) -> helpers.RunResult:
        if res.original_syntax is None:
            res.original_syntax = fh.syntax_check(res.meta, res.path, res.work / "syntax_orig")
        return res.original_syntax

    # -- accessors that fail the test on an earlier failure ---------------

    def require_original(self, path: Path) -> FortranResult:
        res = self.original(path)
        if res.error is not None:
            pytest.fail(res.error, pytrace=False)
        return res

    def require_source(self, path: Path) -> FortranResult:
        res = self.instrumented_source(path)
        if res.error is not None:
            pytest.fail(res.error, pytrace=False)
        if res.inst_error is not None:
            pytest.fail(res.inst_error, pytrace=False)
        return res

    def require_full(self, path: Path) -> FortranResult:
        res = self.require_source(path)
        self.full(path)
        if res.build_error is not None:
            pytest.fail(res.build_error, pytrace=False)
        return res


@pytest.fixture(scope="session")
def fortran_runner(tmp_path_factory, hooks_object) -> FortranRunner:
    return FortranRunner(tmp_path_factory.mktemp("fortran"), hooks_object)


def test_fortran_corpus_is_present():
    assert PROGRAMS, f"no Fortran programs in {fh.FORTRAN_CORPUS}"


# --------------------------------------------------------------------------
# The Fortran entry points of the event recorder (independent of srcinst)


HOOKS_DRIVER_F90 = """\
program drv
  implicit none
  character(len=16) :: padded
  padded = 'mod::padded'
  call srcinst_test_f_init('dir/drv.f90', 1)
  call srcinst_test_f_enter('drv', 'dir/drv.f90', 2)
  call srcinst_test_f_enter(padded, 'drv.f90   ', 30)
  call srcinst_test_f_exit(padded, 'drv.f90', 31)
  write (*, '(a)') 'ok'
  flush (6)
  call srcinst_test_f_abort('drv', 'dir/drv.f90', 12345)
  call abort()
end program drv
"""


def test_fortran_hooks_runtime_records_events(tmp_path, hooks_object):
    src = tmp_path / "drv.f90"
    src.write_text(HOOKS_DRIVER_F90)
    exe = tmp_path / "drv"
    helpers.compile_checked(["gfortran", "-Wall", "-J", tmp_path, src, hooks_object,
                             "-o", exe], what="compiling the Fortran hooks driver",
                            source=src, cwd=tmp_path)
    log = tmp_path / "events.log"
    r = helpers.run_program(exe, log)
    assert r.returncode == -6, r.describe_status() + "\n" + r.stderr.decode("latin-1")
    assert r.stdout == b"ok\n"
    events = helpers.parse_log(log)
    assert [(e.kind, e.routine, e.file, e.line) for e in events] == [
        ("I", "fortran", "dir/drv.f90", 1),
        ("E", "drv", "dir/drv.f90", 2),
        ("E", "mod::padded", "drv.f90", 30),
        ("X", "mod::padded", "drv.f90", 31),
        ("A", "drv", "dir/drv.f90", 12345),
    ], log.read_text()
    assert len({e.tid for e in events}) == 1
    rep = helpers.check_nesting(events)
    assert rep.aborted and not rep.problems, rep.problems

    # without SRCINST_TEST_LOG nothing is recorded
    size = log.stat().st_size
    assert helpers.run_program(exe, None).returncode == -6
    assert log.stat().st_size == size


# --------------------------------------------------------------------------
# Originals (checks the corpus itself)


@pytest.mark.parametrize("path", PROGRAMS, ids=PROGRAM_IDS)
def test_original_program(path, fortran_runner):
    res = fortran_runner.require_original(path)
    meta, r = res.meta, res.original
    assert r.returncode == meta.expected_returncode, (
        f"{path.name}: original ended with {r.describe_status()}, header says "
        f"{meta.expected_returncode}\nstderr:\n{helpers.tail(r.stderr.decode('latin-1'))}")
    again = helpers.run_program(res.work / "orig" / helpers.PROGRAM_NAME)
    assert again.stdout == r.stdout and again.returncode == r.returncode, (
        f"{path.name} is not deterministic:\n"
        + helpers.text_diff(r.stdout, again.stdout, "run 1", "run 2"))
    assert r.stdout, f"{path.name} prints nothing"


# --------------------------------------------------------------------------
# Instrumented programs


@pytest.mark.parametrize("path", PROGRAMS, ids=PROGRAM_IDS)
def test_instrumented_behaves_like_original(path, fortran_runner):
    res = fortran_runner.require_full(path)
    orig, inst = res.original, res.instrumented
    problems = []
    if inst.stdout != orig.stdout:
        problems.append("stdout differs:\n" + helpers.text_diff(
            orig.stdout, inst.stdout, "original stdout", "instrumented stdout"))
    if inst.returncode != orig.returncode:
        problems.append(f"original: {orig.describe_status()}, "
                        f"instrumented: {inst.describe_status()}")
    if problems:
        problems.append("instrumented stderr:\n"
                        + helpers.tail(inst.stderr.decode("latin-1"), 30))
        problems.append(res.diff())
        pytest.fail(res.context() + "\n" + "\n".join(problems), pytrace=False)


@pytest.mark.parametrize("path", PROGRAMS, ids=PROGRAM_IDS)
def test_event_log(path, fortran_runner):
    res = fortran_runner.require_full(path)
    meta, events = res.meta, res.events
    problems: list[str] = []

    def fail():
        problems.append(res.diff(80))
        pytest.fail(res.context() + "\n" + "\n".join(problems), pytrace=False)

    entries = [e for e in events if e.kind == "E"]
    inits = [e for e in events if e.kind == "I"]
    aborts = [e for e in events if e.kind == "A"]
    if not entries:
        problems.append(f"no entry (E) events recorded ({len(events)} events in total)")
    if len(inits) != 1:
        problems.append(f"expected exactly one init (I) event, got {len(inits)}: "
                        + "; ".join(map(str, inits[:5])))
    if inits and entries and inits[0].index > entries[0].index:
        problems.append(f"the init event {inits[0]} comes after the first entry {entries[0]}")
    if fh.has_c_main(meta):
        if entries and not entries[0].routine.startswith("int main"):
            problems.append(f"the first entry event is not C main's: {entries[0]}")
    else:
        if inits and (inits[0].routine != "fortran"
                      or Path(inits[0].file).name != path.name):
            problems.append(f"the init event is not the Fortran main program's "
                            f"(ROUTINE 'fortran', FILE {path.name}): {inits[0]}")
        main = fh.main_program_name(meta)
        if entries and main is not None:
            first = fh.routine_short_name(entries[0].routine)
            if first != main:
                problems.append(f"the first entry event is not the main program "
                                f"{main!r}'s: {entries[0]}")
            n_main = sum(1 for e in entries if fh.routine_short_name(e.routine) == main)
            if n_main != 1:
                problems.append(f"the main program {main!r} has {n_main} entry events, "
                                f"expected 1")
        elif entries:
            # no PROGRAM statement: the main program's name is the frontend's
            # choice, but it must not be one of the subprograms
            first = fh.routine_short_name(entries[0].routine)
            if first in meta.calls or first in meta.skip:
                problems.append(f"the first entry event is a subprogram's, not the "
                                f"(unnamed) main program's: {entries[0]}")
    if problems:
        problems.append("log start:\n" + (helpers.log_excerpt(events, 0) or "  (empty log)"))
        fail()

    files = {path.name: helpers.count_source_lines(path)}
    if meta.with_c is not None:
        files[meta.with_c.name] = helpers.count_source_lines(meta.with_c)
    for event in events:  # procedures of INCLUDE files name those files
        included = Path(event.file)
        if included.suffix in (".inc", ".h") and included.is_file() and \
                included.resolve().is_relative_to(path.parent.resolve()):
            files.setdefault(included.name, helpers.count_source_lines(included))
    bad_loc = [e for e in events
               if Path(e.file).name not in files or not 1 <= e.line <= files[Path(e.file).name]]
    if bad_loc:
        problems.append(
            "events whose FILE is not " + " or ".join(files) + " or whose LINE is outside "
            "the file (" + ", ".join(f"{k}: 1..{v}" for k, v in files.items()) + "):\n"
            + "\n".join(f"  {e}" for e in bad_loc[:5]))

    rep = helpers.check_nesting(events)
    problems.extend(rep.problems)

    if meta.abort_expected and not aborts:
        problems.append("the header says abort=yes but no abort (A) event was recorded")
    if not meta.abort_expected and aborts:
        problems.append("abort (A) event recorded although the header says abort=no: "
                        + str(aborts[0]))

    counts: dict[str, int] = {}
    for e in entries:
        name = fh.routine_short_name(e.routine)
        counts[name] = counts.get(name, 0) + 1
    wrong = [f"  {name}: expected {n}, got {counts.get(name, 0)}"
             for name, n in sorted(meta.calls.items()) if counts.get(name, 0) != n]
    if wrong:
        problems.append("entry (E) event counts differ from calls=:\n" + "\n".join(wrong)
                        + "\n  all entry counts: "
                        + ", ".join(f"{k}:{v}" for k, v in sorted(counts.items())))

    skipped = [e for e in events if e.kind in "EX"
               and fh.routine_short_name(e.routine) in meta.skip]
    if skipped:
        problems.append("events for routines that must not be instrumented (skip=):\n"
                        + "\n".join(f"  {e}" for e in skipped[:10]))
    if problems:
        fail()


@pytest.mark.parametrize("path", PROGRAMS, ids=PROGRAM_IDS)
def test_instrumented_compiles_with_strict_flags(path, fortran_runner, tmp_path):
    """Inserted code never runs past column 72 (fixed form) / 132 (free form)."""
    res = fortran_runner.require_source(path)
    meta, inst = res.meta, res.instrumented_source
    strict = "gfortran -fsyntax-only -Wall -Werror=line-truncation"
    orig = fortran_runner.syntax_of_original(res)
    if orig.returncode == 0:
        r = fh.syntax_check(meta, inst, tmp_path)
        if r.returncode != 0:
            err = r.stderr.decode("latin-1")
            pytest.fail(f"{res.context()}\n{strict} fails on the instrumented source "
                        f"(the original passes):\n  {' '.join(r.cmd)}\n{helpers.tail(err)}\n"
                        f"{res.diff()}",
                        pytrace=False)
        return

    orig_err = orig.stderr.decode("latin-1")
    if not fh.only_truncation_errors(orig_err):
        pytest.skip(f"the original {path.name} itself fails {strict}:\n"
                    + helpers.tail(orig_err, 20))
    # The original has lines past the last column itself (sequence numbers in
    # columns 73-80): gfortran cannot tell those from inserted code, so check
    # that the instrumented file compiles without the truncation error and
    # that every over-long line in it ends exactly like an over-long line of
    # the original (the same text past the last column).
    r = fh.syntax_check(meta, inst, tmp_path, extra=("-Wno-line-truncation",))
    if r.returncode != 0:
        err = r.stderr.decode("latin-1")
        pytest.fail(f"{res.context()}\ngfortran -fsyntax-only -Wall fails on the instrumented "
                    f"source:\n  {' '.join(r.cmd)}\n{helpers.tail(err)}\n{res.diff()}",
                    pytrace=False)
    orig_tails = {t for _, _, t in fh.overlong_tails(helpers.read_source_text(path), meta)}
    bad = [(n, line) for n, line, t in fh.overlong_tails(helpers.read_source_text(inst), meta)
           if t not in orig_tails]
    if bad:
        pytest.fail(f"{res.context()}\nlines of the instrumented source run past column "
                    f"{meta.line_limit} (and are not the original's sequence-numbered "
                    f"lines):\n" + "\n".join(f"  {n:5d} | {line}" for n, line in bad[:10])
                    + f"\n{res.diff()}", pytrace=False)


# --------------------------------------------------------------------------
# srcinst on its own


@pytest.mark.parametrize("name, text", [
    ("bad.f90", "subroutine x(\n end\n"),
    ("bad.f", "      SUBROUTINE X(\n      END\n"),
], ids=["free", "fixed"])
def test_bad_input(name, text, tmp_path):
    src = tmp_path / name
    src.write_text(text)
    out = tmp_path / "out" / name
    out.parent.mkdir()
    r = fh.run_srcinst(["-s", fh.HOOKS_SPEC_REL, src, "-o", out])
    err = r.stderr.decode("utf-8", "replace")
    assert r.returncode == 1, f"expected exit status 1, got {r.describe_status()}:\n{err}"
    assert "Traceback" not in err, f"traceback on stderr:\n{err}"
    assert re.search(r"^" + re.escape(str(src)) + r":\d+(?::\d+)?: error: \S", err, re.M), (
        f"no '{src}:LINE: error: ...' message on stderr:\n{err}")
    assert not out.exists(), "an output file was written for a file that failed"
    assert list(out.parent.iterdir()) == [], "stray files left in the output directory"


@pytest.mark.parametrize("path", PROGRAMS, ids=PROGRAM_IDS)
def test_empty_spec_is_identity(path, tmp_path):
    meta = fh.parse_meta(path)
    spec = tmp_path / "empty.spec"
    spec.write_text("")
    out = tmp_path / path.name
    fh.instrument_checked(path, out, meta.srcinst_flags(), spec=str(spec))
    original, result = path.read_bytes(), out.read_bytes()
    assert result == original, (
        f"an empty spec changed {path.name}:\n"
        + helpers.text_diff(original, result, str(path), str(out)))


# --------------------------------------------------------------------------
# Conditional lines compiled the other way


# Programs whose flags= make conditional lines code, and the flags that make
# them comments: the same instrumented source must be right both ways.
OTHER_WAY = {"-fopenmp": None, "-fd-lines-as-code": "-fd-lines-as-comments"}
CONDITIONAL_PROGRAMS = [p for p in PROGRAMS if any(f in OTHER_WAY for f in fh.parse_meta(p).flags)]


@pytest.mark.parametrize("path", CONDITIONAL_PROGRAMS, ids=[fh.program_id(p) for p in CONDITIONAL_PROGRAMS])
def test_conditional_lines_as_comments(path, fortran_runner, tmp_path, monkeypatch):
    """The copy instrumented once (srcinst is not told -fopenmp) built without
    -fopenmp (or with -fd-lines-as-comments): same output and status as the
    original built so, balanced events, one entry per call as with them."""
    monkeypatch.setenv("OMP_NUM_THREADS", "2")
    res = fortran_runner.require_source(path)
    meta = fh.parse_meta(path)
    meta.flags = [OTHER_WAY.get(f, f) for f in meta.flags if OTHER_WAY.get(f, f)]
    orig_exe = fh.build_fortran(meta, path, tmp_path / "orig", [], what=f"compiling {path.name}")
    inst_exe = fh.build_fortran(meta, res.instrumented_source, tmp_path / "inst", [fortran_runner.hooks_obj],
                                include_original_dir=True, what=f"compiling the instrumented {path.name}")
    orig = helpers.run_program(orig_exe)
    log = tmp_path / "events.log"
    inst = helpers.run_program(inst_exe, log)
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), (
        helpers.text_diff(orig.stdout, inst.stdout, "original", "instrumented") + "\n" + res.diff())
    events = helpers.parse_log(log)
    rep = helpers.check_nesting(events)
    assert not rep.problems, "\n".join(rep.problems) + "\n" + res.diff()
    counts: dict[str, int] = {}
    for e in events:
        if e.kind == "E":
            name = fh.routine_short_name(e.routine)
            counts[name] = counts.get(name, 0) + 1
    assert counts == {**counts, **meta.calls}, (counts, meta.calls)
