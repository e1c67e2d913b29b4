"""The project's headers, instrumented for a wrapped compile.

A header is parsed on its own, as a main file of the compile's language
with the compile's flags, so its instrumented bytes depend on the header,
its includes, the flags and the spec, never on the translation unit that
included it: every TU gets the same copy (inline functions and templates
stay ODR-identical), and the result cache keeps it. The copies are found
instead of the originals because the include lines that lead to them are
rewritten, in the source's copy and in the header copies, to the copies'
absolute paths: a private directory first on the include path would lose to
`#include "x.h"` found beside the including file. A header copy starts with
`#line 1 "inc/x.h"` (the path the compiler would have named it by), so
messages, __FILE__ and debug information name the real header.

Which headers: with `project` (the default), those the compile finds in the
project's tree (quotes beside the including file, -iquote and -I directories)
and not in -isystem or the compiler's own directories; a list of directories
or globs names them instead; `none` turns it off.
"""
from __future__ import annotations

import fnmatch
import os
import re
from dataclasses import dataclass, field, replace

from srcinst.diagnostics import Reporter, SrcinstError
from srcinst.instrument import Options, instrument_source
from srcinst.output import write_atomically

HEADER_SUFFIXES = (".h", ".hh", ".hpp", ".hxx", ".h++", ".H", ".cuh")
_VCS = (".git", ".hg", ".svn")
# `#include "x.h"`, `#include <x.h>` and `__has_include("x.h")`: the name's span is group 2.
_DIRECTIVE = re.compile(rb'^([ \t]*#[ \t]*include[ \t]*)(["<])([^">\n]+)[">]', re.M)
_HAS_INCLUDE = re.compile(rb'(__has_include[ \t]*\([ \t]*)(["<])([^">\n)]+)[">]')
_INCLUDE_NEXT = re.compile(rb"^[ \t]*#[ \t]*include_next\b", re.M)


@dataclass
class SearchPath:
    """Where the compiler looks for an include, as GCC does: beside the
    including file (quotes only), -iquote, -I, -isystem, its own
    directories, -idirafter."""
    quote: list[str] = field(default_factory=list)
    angle: list[str] = field(default_factory=list)
    system: list[str] = field(default_factory=list)  # -isystem, the compiler's, -idirafter

    @staticmethod
    def of(parser_args: list[str], compiler_dirs: tuple = ()) -> SearchPath:
        found = SearchPath()
        isystem: list[str] = []
        after: list[str] = []
        args = iter(parser_args)
        for arg in args:
            for flag, into in (("-iquote", found.quote), ("-isystem", isystem), ("-idirafter", after),
                               ("-I", found.angle)):
                if arg == flag:
                    into.append(next(args, ""))
                    break
                if arg.startswith(flag) and flag == "-I":
                    into.append(arg[2:])
                    break
        found.system = isystem + [d for d in compiler_dirs if d.startswith("/")] + after
        return found

    def resolve(self, name: str, quoted: bool, includer_dir: str) -> tuple[str, bool] | None:
        """(the path as the compiler names it, found beside the includer), or None."""
        if os.path.isabs(name):
            return (name, False) if os.path.isfile(name) else None
        if quoted:
            candidate = os.path.join(includer_dir, name) if includer_dir else name
            if os.path.isfile(candidate):
                return candidate, True
        for directory in (self.quote if quoted else []) + self.angle + self.system:
            candidate = os.path.join(directory, name)
            if os.path.isfile(candidate):
                return candidate, False
        return None

    def is_system(self, path: str) -> bool:
        real = os.path.realpath(path)
        return any(_under(real, os.path.realpath(d)) for d in self.system if d)


def _under(path: str, directory: str) -> bool:
    return path == directory or path.startswith(directory.rstrip("/") + "/")


def project_root(source: str, cwd: str) -> str:
    """The tree that holds the source: its version-control checkout, else the
    directory shared by the source and the compile's working directory
    (a build directory inside the project), else the source's directory."""
    here = os.path.dirname(os.path.realpath(source))
    probe = here
    while True:
        if any(os.path.exists(os.path.join(probe, marker)) for marker in _VCS):
            return probe
        parent = os.path.dirname(probe)
        if parent == probe:
            break
        probe = parent
    shared = os.path.commonpath([here, os.path.realpath(cwd)])
    home = os.path.realpath(os.path.expanduser("~"))
    if shared.count("/") >= 2 and shared != home and not _under(home, shared):
        return shared
    return here


@dataclass
class Chooser:
    """Which headers are the project's: `project`, `none`, or directories and globs."""
    choice: tuple[str, ...]
    root: str
    search: SearchPath

    def follows(self, path: str) -> bool:
        """Whether its includes are read (and rewritten to copies): a header
        of the project's tree, or one chosen, in neither case a system one."""
        if not path.endswith(HEADER_SUFFIXES) or self.search.is_system(path):
            return False
        return _under(os.path.realpath(path), self.root) or self.wants(path)

    def wants(self, path: str) -> bool:
        """Whether it is instrumented."""
        if not self.choice or self.choice == ("none",):
            return False
        if not path.endswith(HEADER_SUFFIXES) or self.search.is_system(path):
            return False
        real = os.path.realpath(path)
        if self.choice == ("project",):
            return _under(real, self.root)
        for entry in self.choice:
            pattern = os.path.realpath(os.path.expanduser(entry)) if not _glob(entry) else entry
            if _glob(entry):
                if fnmatch.fnmatch(real, pattern) or fnmatch.fnmatch(path, pattern):
                    return True
            elif _under(real, pattern):
                return True
        return False


def chooser_for(lang: str, compiler: str | None, parser_args: list[str], choice: tuple[str, ...], source: str,
                cwd: str, cache_dir: str | None) -> Chooser:
    """The Chooser of a compile of `source` (C or C++) with these flags."""
    from srcinst.frontends.toolchain import parse_compiler, probe
    compiler_dirs = probe(parse_compiler(lang, compiler), lang, cache_dir).system_dirs
    return Chooser(choice, project_root(source, cwd), SearchPath.of(parser_args, compiler_dirs))


def reached(chooser: Chooser, data: bytes, includer: str) -> list[str]:
    """The headers HeaderCopies instruments for a file of these bytes (as the
    compiler names them), each once, in the order their includes come: what
    `srcinst --list` shows beside the file's own routines."""
    found: list[str] = []
    seen: set[str] = set()

    def walk(data: bytes, includer: str) -> None:
        directory = os.path.dirname(includer)
        for match in [*_DIRECTIVE.finditer(data), *_HAS_INCLUDE.finditer(data)]:
            hit = chooser.search.resolve(os.fsdecode(match[3]), match[2] == b'"', directory)
            if hit is None or os.path.realpath(hit[0]) in seen or not chooser.follows(hit[0]):
                continue
            seen.add(os.path.realpath(hit[0]))
            try:
                with open(hit[0], "rb") as handle:
                    original = handle.read()
            except OSError:
                continue
            if _INCLUDE_NEXT.search(original):
                continue
            if chooser.wants(hit[0]):
                found.append(os.path.normpath(hit[0]))
            walk(original, hit[0])

    walk(data, includer)
    return found


def _glob(entry: str) -> bool:
    return any(c in entry for c in "*?[")


def as_header(options: Options) -> Options:
    """`options` for parsing a header as the main file, as a header (`-x
    c++-header`): its `#pragma once` holds when a header it includes includes it."""
    lang = options.lang or "c"
    return replace(options, lang=lang, compile_args=[*options.compile_args, "-x", f"{lang}-header"])


def named(data: bytes, path: str) -> bytes:
    """`data` opening with a marker that names `path`: the copy's lines are
    the original's from the first."""
    literal = path.replace("\\", "\\\\").replace('"', '\\"')
    marker = f'#line 1 "{literal}"\n'.encode("utf-8", "surrogateescape")
    return data if data.startswith(marker) else marker + data


@dataclass
class Copy:
    original: str   # as the compiler would name it (dependency files, #line)
    data: bytes
    path: str = ""  # where it was placed
    referenced: bool = False  # by a header it includes (a cycle): written even if unchanged


@dataclass
class HeaderCopies:
    """The header copies of one compile, placed through `place(original, key) -> path`
    (a path that depends on `key` and the original alone, made before the copy's
    bytes are known: headers that include each other name each other's copies)."""
    chooser: Chooser
    options: Options
    spec: object
    reporter: Reporter
    reads: list[str | None]
    place: object  # Callable[[str, bytes], str]
    line_markers: bool = True
    copies: dict[str, Copy | None] = field(default_factory=dict)  # real path -> its copy, None: the original
    _open: dict[str, Copy] = field(default_factory=dict)  # being made: their paths are known

    def rewrite(self, data: bytes, includer: str, own_directory_searched: bool) -> bytes:
        """`data` (of the file `includer` names) with the includes of
        instrumented project headers pointing at their copies.
        `own_directory_searched`: the including file's directory is still on the
        search path (the source's copy gets -iquote for it), else an include found
        beside it now names the original by its absolute path."""
        directory = os.path.dirname(includer)

        def replace(match: re.Match) -> bytes:
            name = os.fsdecode(match[3])
            found = self.chooser.search.resolve(name, match[2] == b'"', directory)
            if found is None:
                return match[0]
            path, beside = found
            copy = self._copy_of(path)
            if copy is not None:
                target = copy.path
            elif beside and not own_directory_searched:
                target = os.path.abspath(path)
            else:
                return match[0]
            closing = b'"' if match[2] == b'"' else b">"
            return match[1] + match[2] + os.fsencode(target) + closing

        return _HAS_INCLUDE.sub(replace, _DIRECTIVE.sub(replace, data))

    def _copy_of(self, path: str) -> Copy | None:
        real = os.path.realpath(path)
        if real in self.copies:
            return self.copies[real]
        if real in self._open:  # a header that includes its includer: its copy's path is known
            self._open[real].referenced = True
            return self._open[real]
        if not self.chooser.follows(path):
            self.copies[real] = None
            return None
        try:
            copy = self._make(path, real)
        finally:
            self._open.pop(real, None)
        self.copies[real] = copy
        return copy

    def _make(self, path: str, real: str) -> Copy | None:
        try:
            with open(path, "rb") as handle:
                original = handle.read()
        except OSError:
            return None
        if _INCLUDE_NEXT.search(original):
            return None  # its search would start after the copy's directory: left as it is
        self.reads.append(os.path.abspath(path))
        instrumented = self._instrumented(path, original) if self.chooser.wants(path) else original
        copy = Copy(path, b"")
        copy.path = self.place(os.path.abspath(path), self._key(path, instrumented))  # type: ignore[operator]
        self._open[real] = copy
        data = self.rewrite(instrumented, path, own_directory_searched=False)
        if data == original and not copy.referenced:
            return None
        copy.data = named(data, path) if self.line_markers else data
        write_atomically(copy.path, copy.data)
        return copy

    def _key(self, path: str, instrumented: bytes) -> bytes:
        """What decides a copy's bytes besides the files it includes: its own
        instrumented bytes, the name it is given and how its includes are found."""
        search = self.chooser.search
        how = [path, self.line_markers, self.chooser.choice, self.chooser.root] + [
            [os.path.abspath(d) for d in dirs] for dirs in (search.quote, search.angle, search.system)]
        return instrumented + b"\0" + repr(how).encode("utf-8", "surrogateescape")

    def _instrumented(self, path: str, original: bytes) -> bytes:
        try:
            return instrument_source(path, original, self.spec, as_header(self.options),  # type: ignore[arg-type]
                                     self.reporter, self.reads)
        except SrcinstError as exc:
            # Not a header that parses on its own (it needs what its includer
            # declared first): every TU keeps the original.
            first = exc.diagnostics[0] if exc.diagnostics else exc
            self.reporter.note(f"not instrumented: it does not parse on its own ({first})", path)
            return original

    def placed(self) -> list[Copy]:
        return [copy for copy in self.copies.values() if copy is not None]
