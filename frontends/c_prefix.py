"""Header bodies skipped: a file's leading directives, precompiled and kept.

The headers a file includes before its first line of code (its preamble, as
c_preamble finds it) are most of what libclang parses for a C++ file and
none of what srcinst instruments. Parsed on their own as a header with
function bodies skipped (clang still parses those whose type callers need:
`auto` and constexpr ones) and saved as a PCH in the cache, they are loaded
by any later parse of a file with the same preamble and options, which then
reads only the rest of the file: the preamble is blanked out, so offsets and
lines stay the same.

A PCH pays only where the headers are large: in "auto" mode a plain parse
whose preamble read at least HEAVY_BYTES of headers marks its key, and the
next parse with that key builds the PCH; "always" builds on first sight
(the caller decides: srcinst.result_cache.pch_mode). The PCH is named by a
digest of libclang's file, the preamble's bytes, the arguments (the
compiler's header directories among them), the source's directory (quoted
includes), the working directory and the environment's include paths
(`salt`); clang itself checks, when it loads one, that no header it read
changed size or time, and a digest in its .json that it is the file written
(libclang crashes on a damaged one). A preamble with directives other than
includes, macros and conditionals, or whose headers use `#pragma
push_macro` (a PCH loses its stack), is never precompiled; a load that
fails, or any error, means the plain parse.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import clang.cindex as ci

from srcinst.diagnostics import SrcinstError
from srcinst.output import write_atomically

from .c_preamble import preamble_end

HEAVY_BYTES = 1 << 20
_SKIP_FUNCTION_BODIES = 0x40  # CXTranslationUnit_SkipFunctionBodies
_DIRECTIVE = re.compile(rb"(?:#|%:)\s*([A-Za-z_]*)")  # `%:` is the digraph of `#`
# What a preamble may hold to be precompiled: directives whose effect a PCH
# keeps whole. `#pragma` (pack, diagnostic, push_macro...), `#line` and the
# like stay in the plain parse.
_PRECOMPILABLE = {b"include", b"include_next", b"define", b"undef", b"if", b"ifdef", b"ifndef",
                  b"elif", b"elifdef", b"elifndef", b"else", b"endif", b""}
_FORCED_INCLUDES = ("-include", "-imacros", "--include", "--imacros")
_STALE = object()


@dataclass
class Parsed:
    tu: ci.TranslationUnit
    headers: list[str] = field(default_factory=list)  # what a PCH used read (the unit's includes lack them)
    preamble_name: str | None = None  # the PCH's name, never on disk, for the preamble's text
    events: list[str] = field(default_factory=list)  # "pch-hits", "pch-stores", for the cache's counters


def parse(path: str, source: bytes, lang: str, args: list[str], directory: str | None,
          how: str | None, salt: str = "") -> Parsed:
    """`path` (holding `source`) parsed, with its preamble's PCH from
    `directory` where `how` ("auto", "always", None for never) says so;
    `salt` names what else moves headers (the environment's include paths).
    What is spelled in the preamble (macros) is, in the unit, spelled in
    `preamble_name` at the same offsets as in `source`.
    Raises ci.TranslationUnitLoadError as a plain parse does."""
    prefix = _Prefix.of(path, source, lang, args, directory, how, salt)
    meta = prefix.meta() if prefix is not None else None
    if prefix is not None and meta is not None and not meta.get("plain"):
        try:
            found = prefix.parse(meta)
        except Exception:  # whatever it is, the plain parse below can do the work
            found = None
        if found is not None:
            return found
    tu = ci.Index.create().parse(os.fsencode(path), args=args)
    if prefix is not None and meta is None and not any(d.severity >= ci.Diagnostic.Error for d in tu.diagnostics):
        prefix.weigh(tu)
    return Parsed(tu)


def parse_in_background(path: str, source: bytes, lang: str, args: list[str], directory: str | None,
                        how: str | None, salt: str = "") -> Callable[[], Parsed]:
    """`parse` started on a thread of its own; returns the call that waits
    for it and gives what it gives (or raises what it raises). libclang
    lets go of Python's lock while it parses, so the caller's work on the
    bytes alone (the code's view, its lines and markers) runs meanwhile, on
    the other core: a plain parse is most of a file's cost."""
    outcome: list = []

    def run() -> None:
        try:
            outcome.append(parse(path, source, lang, args, directory, how, salt))
        except BaseException as exc:  # (given to the waiting thread, which raises it)
            outcome.append(exc)

    # A daemon: Ctrl-C while waiting ends the process without waiting for the parse.
    thread = threading.Thread(target=run, name="srcinst-parse", daemon=True)
    thread.start()

    def wait() -> Parsed:
        thread.join()
        if isinstance(outcome[0], BaseException):
            raise outcome[0]
        return outcome[0]
    return wait


class _Prefix:
    """One file's preamble and where its PCH lives."""

    def __init__(self, path: str, source: bytes, end: int, lang: str, args: list[str], directory: str, how: str,
                 salt: str):
        self.path, self.source, self.end, self.lang, self.args, self.how = path, source, end, lang, args, how
        self.events: list[str] = []
        folder = os.path.join(os.getcwd(), os.path.dirname(path))  # as given: `link/..` is not `.`
        digest = hashlib.sha256()
        for part in (_libclang(), lang, "\0".join(args), folder, os.getcwd(), salt):
            digest.update(part.encode("utf-8", "surrogateescape") + b"\0")
        digest.update(source[:end])
        key = digest.hexdigest()
        stem = os.path.join(directory, key[:2], "p" + key[2:])
        self.pch, self.meta_path = f"{stem}.pch", f"{stem}.json"
        # A name beside the source, never written: quoted includes in the
        # preamble are looked up from the source's own directory.
        self.header = os.path.join(folder, f".srcinst-prefix-{key[:16]}.h")

    @classmethod
    def of(cls, path: str, source: bytes, lang: str, args: list[str], directory: str | None,
           how: str | None, salt: str = "") -> _Prefix | None:
        if not how or not directory or any(a.startswith(("-Xclang", "-include-pch", "-Xpreprocessor", "-trigraphs"))
                                           for a in args):
            return None
        end = preamble_end(source)
        if end == 0 or not _precompilable(source[:end]):
            return None
        return cls(path, source, end, lang, args, directory, how, salt)

    # -- using one -------------------------------------------------------------
    def meta(self) -> dict | None:
        """What the cache says of this preamble: its PCH's headers, that it
        is heavy enough to have one, or nothing (None)."""
        try:
            with open(self.meta_path, "rb") as handle:
                return json.loads(handle.read())
        except (OSError, ValueError):
            return {} if self.how == "always" else None

    def parse(self, meta: dict) -> Parsed | None:
        """The file parsed with the PCH, built first when there is none yet
        or it no longer loads."""
        loaded = self._load(meta) if "headers" in meta else _STALE
        current: dict | None = meta
        if loaded is _STALE:
            current = self._build()
            loaded = self._load(current) if current is not None else None
        if loaded is None or loaded is _STALE or current is None:
            return None
        _touch(self.pch, self.meta_path)
        return Parsed(loaded, current["headers"], self.header, self.events + ["pch-hits"])

    def _load(self, meta: dict):
        """The unit, or _STALE (no PCH, or clang refused it), or None (errors:
        the plain parse reports them as they are)."""
        try:
            with open(self.pch, "rb") as handle:
                if hashlib.sha256(handle.read()).hexdigest() != meta.get("digest"):
                    return _STALE  # written over, or damaged: libclang would crash on it
        except OSError:
            return _STALE
        blank = bytes(c if c in (0x0A, 0x0D) else 0x20 for c in self.source[:self.end]) + self.source[self.end:]
        try:
            tu = ci.Index.create().parse(os.fsencode(self.path), args=_without_forced_includes(self.args)
                                         + ["-include-pch", os.fsencode(self.pch)],
                                         unsaved_files=[(os.fsencode(self.path), blank)])
        except ci.TranslationUnitLoadError:
            return _STALE  # a header changed since (clang checks size and time)
        if any(d.severity >= ci.Diagnostic.Error for d in tu.diagnostics):
            return None
        return tu

    # -- making one ----------------------------------------------------------
    def weigh(self, tu: ci.TranslationUnit) -> None:
        """After a plain parse: marks the key when the preamble's headers are heavy."""
        if self.how == "auto" and _preamble_bytes(tu, self.end) >= HEAVY_BYTES:
            self._write_meta({"weighed": True})

    def _build(self) -> dict | None:
        started = time.time()
        header_args = list(self.args)
        header_args[header_args.index("-x") + 1] = self.lang + "-header"
        try:
            header = os.fsencode(self.header)
            tu = ci.Index.create().parse(header, args=header_args, unsaved_files=[(header, self.source[:self.end])],
                                         options=_SKIP_FUNCTION_BODIES)
        except ci.TranslationUnitLoadError:
            return None
        if any(d.severity >= ci.Diagnostic.Error for d in tu.diagnostics):
            return None
        headers = sorted({os.path.abspath(i.include.name) for i in tu.get_includes()})
        if _pushes_macros(headers):
            # clang's PCH does not keep #pragma push_macro's stack for a pop after it.
            self._write_meta({"plain": True})
            return None
        temporary = f"{self.pch}.{os.getpid()}.tmp"
        try:
            # A header changed this recently may change again unseen by clang's
            # check of its time (seconds).
            if any(os.stat(h).st_mtime >= started - 2.0 for h in headers):
                return None
            os.makedirs(os.path.dirname(self.pch), exist_ok=True)
            tu.save(os.fsencode(temporary))
            with open(temporary, "rb") as handle:
                digest = hashlib.sha256(handle.read()).hexdigest()
            os.replace(temporary, self.pch)
        except (OSError, ci.TranslationUnitSaveError):
            try:
                os.unlink(temporary)
            except OSError:
                pass
            return None
        meta = {"headers": headers, "digest": digest}
        self._write_meta(meta)
        self.events.append("pch-stores")
        return meta

    def _write_meta(self, meta: dict) -> None:
        try:
            os.makedirs(os.path.dirname(self.meta_path), exist_ok=True)
            write_atomically(self.meta_path, json.dumps(meta).encode())
        except (OSError, SrcinstError):
            pass  # a cache that cannot be written is no cache, not an error


def _precompilable(preamble: bytes) -> bool:
    """Only includes, macros and conditionals, in lines as clang splits them.
    Every `#word` counts, in comments too (a `/* */ #pragma` is a directive);
    a lone CR, a backslash before trailing blanks or a trigraph may end or
    join lines where c_preamble does not see it."""
    if re.search(rb"\r(?!\n)|\\[ \t\f\v]+\r?\n|\?\?/", preamble):
        return False
    return all(m.group(1) in _PRECOMPILABLE for m in _DIRECTIVE.finditer(preamble))


def _pushes_macros(headers: list[str]) -> bool:
    for header in headers:
        try:
            with open(header, "rb") as handle:
                if b"push_macro" in handle.read():
                    return True
        except OSError:
            return True
    return False


def _preamble_bytes(tu: ci.TranslationUnit, end: int) -> int:
    """The size of the headers the preamble (the main file before `end`) read."""
    total, counting, seen = 0, False, set()
    for inclusion in tu.get_includes():
        if inclusion.depth == 1:
            counting = inclusion.location.offset < end
        name = inclusion.include.name
        if counting and name not in seen:
            seen.add(name)
            try:
                total += os.path.getsize(name)
            except OSError:
                pass
    return total


def _without_forced_includes(args: list[str]) -> list[str]:
    """The PCH holds `-include` and `-imacros` files; read again, an unguarded one would clash."""
    kept, skip = [], False
    for arg in args:
        if skip:
            skip = False
        elif arg in _FORCED_INCLUDES:
            skip = True
        elif not arg.startswith(_FORCED_INCLUDES):
            kept.append(arg)
    return kept


def _touch(*paths: str) -> None:
    for path in paths:
        try:
            os.utime(path)  # recently used, for the cache's trim
        except OSError:
            pass


def _libclang() -> str:
    """The libclang a PCH is for, by its file's path, size and time."""
    from clang.cindex import conf
    name = getattr(conf.lib, "_name", None) or ""
    try:
        st = os.stat(name)
        return f"{name} {st.st_size} {st.st_mtime_ns}"
    except OSError:
        return name
