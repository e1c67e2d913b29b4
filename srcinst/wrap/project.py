"""`srcinst -s SPEC -p BUILD_DIR -d OUTDIR [FILES...]`: a whole project at once.

Reads BUILD_DIR/compile_commands.json (the clang tooling convention: one
entry per compiled file with its directory and arguments), instruments each
file with its own flags in worker processes, and writes the outputs under
OUTDIR, mirroring the sources' paths below their common directory. With
--list or --record-calls it analyses the files the same way and writes nothing
but the list or the call graph (analyze_project).
"""
from __future__ import annotations

import os
import shlex
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass

from srcinst.diagnostics import Reporter, SrcinstError, error
from srcinst.instrument import Options, instrument_file
from srcinst.output import read_json, write_atomically
from srcinst.spec import Spec
from srcinst.wrap.compiler_args import read_command


@dataclass(frozen=True)
class Entry:
    file: str           # absolute
    directory: str      # where the compiler ran
    arguments: tuple[str, ...]


def load_compile_commands(build_dir: str) -> list[Entry]:
    path = os.path.join(build_dir, "compile_commands.json")
    data = read_json(path, "cannot read", "generate it with CMAKE_EXPORT_COMPILE_COMMANDS=ON or bear")
    if not isinstance(data, list):
        raise error("not a compilation database (expected a list of entries)", path, status=2)
    entries = []
    for number, item in enumerate(data):
        try:
            directory = item["directory"]
            args = item.get("arguments") or shlex.split(item["command"])
            file = os.path.normpath(os.path.join(directory, item["file"]))
        except (KeyError, TypeError, ValueError):
            raise error(f"entry {number} needs directory, file and arguments or command", path, status=2) from None
        entries.append(Entry(file, directory, tuple(args)))
    return entries


def select_entries(entries: list[Entry], files: Sequence[str]) -> list[Entry]:
    """The entries for FILES (all when none is named); one per source file."""
    wanted = {os.path.realpath(f) for f in files}
    chosen, seen = [], set()
    for entry in entries:
        real = os.path.realpath(entry.file)
        if (not wanted or real in wanted) and real not in seen:
            seen.add(real)
            chosen.append(entry)
    missing = wanted - seen
    if missing:
        raise error(f"not in the compilation database: {', '.join(sorted(missing))}", status=2)
    return chosen


def _options(entry: Entry, base: Options) -> Options:
    cmd = read_command(list(entry.arguments))
    compile_args = [_absolute(a, entry.directory) for a in cmd.parser_args]
    source = next((s for s in cmd.sources
                   if os.path.normpath(os.path.join(entry.directory, s.path)) == entry.file), None)
    if source and source.lang == "fortran":  # see wrapper._options_for
        compile_args += [flag for flag in cmd.fortran_args if flag in ("-cpp", "-nocpp")]
    return Options(lang=source.lang if source else None, compiler=cmd.compiler,
                   compile_args=compile_args, abort_calls=base.abort_calls,
                   line_markers=base.line_markers, metrics=base.metrics, settings=base.settings)


def _absolute(arg: str, directory: str) -> str:
    """-Irel in an entry is relative to its directory, not to ours."""
    for flag in ("-I", "-isystem", "-iquote", "-idirafter", "-include"):
        if arg.startswith(flag) and len(arg) > len(flag) and not os.path.isabs(arg[len(flag):]):
            return flag + os.path.join(directory, arg[len(flag):])
    return arg


# --------------------------------------------------------------------------
# Workers


_worker_spec: Spec | None = None  # the spec, set in each worker by _init_worker


def _worker_spec_set() -> Spec:
    assert _worker_spec is not None, "a worker started without _init_worker"
    return _worker_spec


def _init_worker(spec: Spec) -> None:
    global _worker_spec
    _worker_spec = spec


def _instrument_one(entry: Entry, target: str, base: Options, verbose: bool):
    """(status, changed, routines, messages) for one file, in a worker."""
    collected = _Collect()
    reporter = Reporter(stream=collected, verbose=verbose)
    try:
        options = _options(entry, base)
        # Separate-argument paths (-I dir) are relative to the entry's directory.
        os.chdir(entry.directory)
        data = instrument_file(entry.file, _worker_spec_set(), options, reporter)
        with open(entry.file, "rb") as handle:
            changed = handle.read() != data
        os.makedirs(os.path.dirname(target), exist_ok=True)
        write_atomically(target, data)
        return 0, changed, reporter.counts.get("routines", 0), collected.text
    except SrcinstError as exc:
        return exc.status, False, 0, collected.text + "".join(f"{d}\n" for d in exc.diagnostics)


def _analyze_one(entry: Entry, base: Options, verbose: bool, show_rules: bool):
    """(status, rows, messages) for one file, in a worker: --list and --record-calls."""
    from srcinst.select.listing import analyze_file, analyze_headers
    collected = _Collect()
    reporter = Reporter(stream=collected, verbose=verbose)
    try:
        options = _options(entry, base)
        os.chdir(entry.directory)
        rows = analyze_file(entry.file, _worker_spec_set(), options, reporter, show_rules)
        # The project's headers it reaches, each tagged with its real path:
        # the parent keeps a header's rows once, from the first entry.
        for row in analyze_headers(entry.file, _worker_spec_set(), options, reporter, show_rules, set()):
            rows.append({**row, _HEADER: os.path.realpath(row["file"])})
        return 0, rows, collected.text
    except SrcinstError as exc:
        return exc.status, [], collected.text + "".join(f"{d}\n" for d in exc.diagnostics)


_HEADER = "header real path"  # a row's key between a worker and analyze_project


def analyze_project(entries: list[Entry], spec, jobs: int | None, base: Options, verbose: bool,
                    show_rules: bool = True):
    """(rows in the order of the entries, status): every routine of the files."""
    jobs = jobs or os.cpu_count() or 1
    results = {}
    status = 0
    with ProcessPoolExecutor(max_workers=min(jobs, max(1, len(entries))), initializer=_init_worker,
                             initargs=(spec,)) as pool:
        futures = {pool.submit(_analyze_one, entry, base, verbose, show_rules): i
                   for i, entry in enumerate(entries)}
        for future in as_completed(futures):
            code, rows, messages = future.result()
            sys.stderr.write(messages)
            status = max(status, code)
            results[futures[future]] = rows
    kept: list[dict] = []
    headers_seen: set[str] = set()
    for i in range(len(entries)):
        listed = results.get(i, [])
        kept += [row for row in listed if row.get(_HEADER) not in headers_seen]
        headers_seen.update(row[_HEADER] for row in listed if _HEADER in row)
    for row in kept:
        row.pop(_HEADER, None)
    return kept, status


class _Collect:
    """A Reporter stream kept as text, printed by the parent in one piece."""

    def __init__(self):
        self.text = ""

    def write(self, text: str) -> None:
        self.text += text

    def flush(self) -> None:
        pass


# --------------------------------------------------------------------------
# The run


def targets_for(entries: list[Entry], output_dir: str) -> list[str]:
    root = os.path.commonpath([os.path.dirname(e.file) for e in entries]) if entries else ""
    return [os.path.join(output_dir, os.path.relpath(e.file, root)) for e in entries]


def run_project(entries: list[Entry], spec, output_dir: str, jobs: int | None, base: Options,
                verbose: bool) -> int:
    targets = targets_for(entries, output_dir)
    for entry, target in zip(entries, targets):
        if os.path.realpath(entry.file) == os.path.realpath(target):
            raise error("output would overwrite the input file", entry.file, status=2)
    progress = Progress(len(entries), sys.stderr.isatty())
    counts = {"instrumented": 0, "unchanged": 0, "failed": 0, "routines": 0}
    status = 0
    cwd = os.getcwd()
    jobs = jobs or os.cpu_count() or 1
    with ProcessPoolExecutor(max_workers=min(jobs, max(1, len(entries))), initializer=_init_worker,
                             initargs=(spec,)) as pool:
        futures = {pool.submit(_instrument_one, entry, os.path.join(cwd, target), base, verbose): entry
                   for entry, target in zip(entries, targets)}
        for future in as_completed(futures):
            code, changed, routines, messages = future.result()
            progress.clear()
            sys.stderr.write(messages)
            if code:
                counts["failed"] += 1
                status = max(status, code)
            else:
                counts["instrumented" if changed else "unchanged"] += 1
                counts["routines"] += routines
            progress.step(futures[future].file)
    progress.clear()
    print(f"srcinst: {counts['instrumented']} files instrumented, {counts['unchanged']} unchanged, "
          f"{counts['failed']} failed; {counts['routines']} routines instrumented", file=sys.stderr)
    return status


class Progress:
    """A one-line progress bar on a terminal; nothing otherwise."""

    def __init__(self, total: int, enabled: bool):
        self.total, self.done, self.enabled = total, 0, enabled
        self.started = time.monotonic()

    def step(self, name: str) -> None:
        self.done += 1
        if self.enabled:
            width = 30
            filled = width * self.done // max(1, self.total)
            line = (f"[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} "
                    f"{os.path.basename(name)}")
            sys.stderr.write("\r" + line[:100].ljust(100))
            sys.stderr.flush()

    def clear(self) -> None:
        if self.enabled:
            sys.stderr.write("\r" + " " * 100 + "\r")
            sys.stderr.flush()
