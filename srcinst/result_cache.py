"""Instrumented copies reused when nothing that determines them changed.

An entry is found by a digest of what is known before parsing: srcinst's
own code, libclang and fparser, the compiler whose headers are parsed, the
environment variables that move include paths, the spec (its rules, lists,
selection and call graphs), the options, the file's path and bytes. It then
holds the files the parse read besides the source (headers, cpp includes)
with their size, mtime and digest, as ccache's direct mode does: a header
whose size or time changed is hashed again, and any other content is a
miss. A hit replays the warnings the original run printed.

Entries live in <cache dir>/results (Settings.results_dir), written
atomically, so concurrent compiles (make -j) share them safely; the least
recently used are removed past the settings' cache_size (SRCINST_CACHE_SIZE,
default 1G); SRCINST_CACHE=0 turns the cache off (the caller asks
Settings.cache). Not seen: a header that would now be
found earlier in the include path, or that an `#if __has_include` would now
find, as with ccache.
"""
from __future__ import annotations

import dataclasses
import hashlib
import importlib.util
import json
import os
import shutil
import sys
import time
from pathlib import Path

from srcinst.diagnostics import Diagnostic, Reporter, SrcinstError
from srcinst.output import write_atomically
from srcinst.settings import Settings

# direct hits are counted by the native client
COUNTERS = ("hits", "misses", "stores", "direct-hits", "pch-hits", "pch-stores")
# A dependency changed this recently may change again within its mtime's
# granularity, unseen: the result is not stored.
TOO_NEW_SECONDS = 2.0
_code_digest = None
_code_files: list[str] = []
_code_stats: list[str] = []  # as this process loaded them


def pch_events(events: list[str], settings: Settings) -> None:
    """Counts a parse's PCH hits and stores; a stored PCH is megabytes, so the cache is trimmed."""
    for event in events:
        _bump(event, settings.results_dir)
    if "pch-stores" in events:
        trim(settings.cache_size, settings.results_dir)


class Lookup:
    """One file's place in the cache: `get` before parsing, `put` after."""

    def __init__(self, path: str, source: bytes, lang: str, spec, options):
        digest = hashlib.sha256()
        # Of the settings, those that can change the output: the compiler's
        # include paths, and fparser2 read for every Fortran file.
        self.settings = settings = options.settings
        for part in (_code(), _compiler(options.compiler, lang), settings.include_environment, _spec_digest(spec),
                     repr(_canonical(dataclasses.replace(options, settings=None))), lang, os.getcwd(), path,
                     settings.fortran_parser):
            digest.update(part.encode("utf-8", "surrogateescape") + b"\0")
        digest.update(source)
        self.key = digest.hexdigest()
        self.entry = settings.results_dir / self.key[:2] / self.key[2:]
        self.started = time.time()
        self.read: list[str] | None = None  # the files besides the source, once known

    def get(self, reporter: Reporter) -> bytes | None:
        """The instrumented bytes when an entry is there and its dependencies
        are unchanged (its warnings replayed to `reporter`), else None."""
        try:
            with open(self.entry, "rb") as handle:
                data = handle.read()
            header, output = data.split(b"\n", 1)
            meta = json.loads(header)
        except (OSError, ValueError):
            _bump("misses", self.settings.results_dir)
            return None
        if not all(_unchanged(*dep) for dep in meta["dependencies"]):
            _bump("misses", self.settings.results_dir)
            return None
        try:
            os.utime(self.entry)  # recently used
        except OSError:
            pass
        for severity, message, path, line, col in meta["diagnostics"]:
            reporter.report(Diagnostic(severity, message, path, line, col))
        for what, n in meta["counts"].items():
            reporter.count(what, n)
        self.read = [dep[0] for dep in meta["dependencies"]]
        _bump("hits", self.settings.results_dir)
        return output

    def put(self, output: bytes, dependencies: list[str] | None, diagnostics, counts) -> None:
        """Stores a result; nothing when the frontend could not say what it read."""
        if dependencies is None:
            return
        deps: list[tuple[str, int, int, str]] = []  # (path, size, mtime, digest), a JSON list each
        for dep in sorted({os.path.abspath(d) for d in dependencies}):
            try:
                st = os.stat(dep)
                with open(dep, "rb") as handle:
                    content = handle.read()
            except OSError:
                return
            if st.st_mtime >= self.started - TOO_NEW_SECONDS:
                return
            deps.append((dep, st.st_size, st.st_mtime_ns, hashlib.sha256(content).hexdigest()))
        meta = {"dependencies": deps, "counts": counts,
                "diagnostics": [[d.severity, d.message, d.path, d.line, d.col] for d in diagnostics]}
        data = json.dumps(meta, ensure_ascii=True).encode() + b"\n" + output
        try:
            self.entry.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(str(self.entry), data)
        except (OSError, SrcinstError):
            return  # a cache that cannot be written is no cache, not an error
        self.read = [dep[0] for dep in deps]
        _bump("stores", self.settings.results_dir)
        if self.key[2] == "0":  # now and then: one store in 16
            trim(self.settings.cache_size, self.settings.results_dir)


def _unchanged(path: str, size: int, mtime_ns: int, digest: str) -> bool:
    try:
        st = os.stat(path)
    except OSError:
        return False
    if st.st_size != size:
        return False
    if st.st_mtime_ns == mtime_ns:
        return True
    try:
        with open(path, "rb") as handle:
            return hashlib.sha256(handle.read()).hexdigest() == digest
    except OSError:
        return False


# -- what the key is made of ----------------------------------------------------
def _code() -> str:
    """srcinst's own modules and the parsers', by path, size and mtime."""
    global _code_digest
    if _code_digest is None:
        import srcinst
        import srcinst.frontends
        roots = {Path(srcinst.__file__).parent, Path(srcinst.frontends.__file__).parent}
        for root in sorted(roots):
            for folder, _dirs, files in os.walk(root):
                for name in sorted(files):
                    if name.endswith((".py", ".c", ".h")):
                        _code_files.append(os.path.join(folder, name))
        for module in ("clang.cindex", "fparser"):
            spec = importlib.util.find_spec(module)
            if spec is not None and spec.origin:
                _code_files.append(spec.origin)
                if module == "clang.cindex":
                    _code_files.append(os.path.join(os.path.dirname(spec.origin), "native", "libclang.so"))
        parts = [_stat_line(path) for path in _code_files]
        _code_stats[:] = parts
        parts.append(sys.version)
        _code_digest = hashlib.sha256("\n".join(parts).encode("utf-8", "surrogateescape")).hexdigest()
    return _code_digest


def code_files() -> list[str]:
    """The files `_code` describes: srcinst's modules and C sources, the parsers'."""
    _code()
    return list(_code_files)


def code_unchanged() -> bool:
    """The files of `_code` are as when this process first described them
    (a server keeps serving with the parser it loaded)."""
    _code()
    return [_stat_line(path) for path in _code_files] == _code_stats


def preload() -> None:
    """For a server: what every lookup needs, once, before workers fork."""
    _code()


def _stat_line(path: str) -> str:
    try:
        st = os.stat(path)
    except OSError:
        return f"{path} -"
    return f"{path} {st.st_size} {st.st_mtime_ns}"


def _compiler(compiler: str | None, lang: str) -> str:
    """The compiler whose headers and preprocessor the parse uses."""
    from srcinst.frontends.toolchain import parse_compiler
    name = parse_compiler(lang, compiler)
    found = shutil.which(name.split()[0]) if name.split() else None
    return name + " " + (_stat_line(os.path.realpath(found)) if found else "-")


def _spec_digest(spec) -> str:
    parts = [repr(_canonical(spec))]
    for path in spec.callgraph_paths:
        try:
            with open(path, "rb") as handle:
                parts.append(hashlib.sha256(handle.read()).hexdigest())
        except OSError:
            parts.append("-")
    return "\n".join(parts)


def _canonical(value):
    """A description of a value that is the same in every process (no set order)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__,) + tuple(
            (f.name, _canonical(getattr(value, f.name))) for f in dataclasses.fields(value)
            if not f.name.startswith("_"))
    if isinstance(value, (set, frozenset)):
        return ("set",) + tuple(sorted(repr(_canonical(v)) for v in value))
    if isinstance(value, (list, tuple)):
        return tuple(_canonical(v) for v in value)
    if isinstance(value, dict):
        return ("dict",) + tuple(sorted((repr(_canonical(k)), _canonical(v)) for k, v in value.items()))
    if value is None or isinstance(value, (str, bytes, int, float, bool)):
        return value
    return (type(value).__name__, str(value))


# -- counters, size, clearing ---------------------------------------------------------
def _bump(counter: str, root: Path) -> None:
    # One byte appended per event: appends are atomic, so concurrent
    # compiles never lose a count; the file's size is the count.
    try:
        root.mkdir(parents=True, exist_ok=True)
        fd = os.open(root / f".{counter}", os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, b".")
        finally:
            os.close(fd)
    except OSError:
        pass


def _entries(root: Path):
    if not root.is_dir():
        return []
    found = []
    for folder in root.iterdir():
        if folder.is_dir():
            for entry in folder.iterdir():
                if not entry.name.startswith("."):
                    try:
                        st = entry.stat()
                    except OSError:
                        continue
                    found.append((st.st_mtime, st.st_size, entry))
    return found


def trim(limit: int, root: Path) -> None:
    """Removes the least recently used entries of `root` until they take at most 90% of `limit`."""
    entries = sorted(_entries(root), key=lambda e: e[0])
    total = sum(size for _, size, _ in entries)
    if total <= limit:
        return
    for _, size, entry in entries:
        if total <= limit * 0.9:
            break
        try:
            entry.unlink()
            total -= size
        except OSError:
            pass


def stats(settings: Settings) -> dict:
    root = settings.results_dir
    entries = _entries(root)
    counts = {}
    for counter in COUNTERS:
        try:
            counts[counter] = os.stat(root / f".{counter}").st_size
        except OSError:
            counts[counter] = 0
    try:  # a direct hit that exec'd the compiler is counted as `!`
        counts["direct-execs"] = (root / ".direct-hits").read_bytes().count(b"!")
    except OSError:
        counts["direct-execs"] = 0
    return {"directory": str(root), "entries": len(entries),
            "size": sum(size for _, size, _ in entries), "max_size": settings.cache_size,
            "enabled": settings.cache, **counts}


def clear(settings: Settings) -> int:
    """Removes every entry and counter; returns how many entries there were."""
    count = len(_entries(settings.results_dir))
    shutil.rmtree(settings.results_dir, ignore_errors=True)
    return count
