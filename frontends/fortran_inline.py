"""Fortran INCLUDE lines that bring procedures, inlined.

Generic Fortran libraries stamp out one procedure per kind by INCLUDE-ing
the same body into several modules. To instrument those procedures, the
included text replaces its INCLUDE line in the text srcinst parses, between
line markers (`# 1 "inc.f90"` ... `# N "main.f90"`, which gfortran reads in
either source form, without a preprocessor): compiler messages and debug
information keep naming the included file and its lines. The included text
is read in the including file's form, as gfortran reads it, and its own
INCLUDEs of procedures are inlined in turn; INCLUDEs of declarations stay.

Each inclusion is instrumented in its own context (its module's kind
parameters, host declarations), which a shared instrumented copy of the
file could not be. An inclusion whose procedures get no code stays an
INCLUDE line in the output (`to_original`): an empty spec changes nothing.
"""
from __future__ import annotations

import bisect
import os
import re
from dataclasses import dataclass, field

from srcinst.diagnostics import error
from srcinst.edits import EditSet

from . import fortran_include
from .fortran_source import CPP, FortranSource
from .line_markers import quote_path

_MAX_DEPTH = 16


@dataclass
class Region:
    """One inlined INCLUDE line of the including file."""
    orig_start: int      # the INCLUDE line's bytes (up to its line end) in the original text
    orig_end: int
    start: int           # their replacement in the expanded text
    end: int
    line: int            # the INCLUDE line's number in the original text
    added: int           # lines the replacement adds
    path: str            # the included file, as named in the markers


@dataclass
class Inlined:
    text: bytes                                         # the expanded text
    regions: list[Region] = field(default_factory=list)
    files: list[str] = field(default_factory=list)      # every file read
    marker_lines: list[int] = field(default_factory=list)  # the expanded text's lines of its own markers

    def cpp_text(self) -> str:
        """The expanded text for cpp, when srcinst preprocesses it to parse:
        its own markers blank, so cpp counts every line as the file's."""
        lines = self.text.decode("latin-1").split("\n")
        for number in self.marker_lines:
            lines[number - 1] = ""
        return "\n".join(lines)

    def expanded_line(self, line: int) -> int:
        """The expanded text's line of an original line (after the INCLUDE
        lines inlined before it)."""
        return line + sum(r.added for r in self.regions if r.line < line)

    def region_of_line(self, line: int) -> Region | None:
        """The region whose replacement holds an expanded line."""
        for region in self.regions:
            first = self.expanded_line(region.line)
            if first <= line <= first + region.added:
                return region
        return None

    def to_original(self, edits: EditSet, original: bytes) -> EditSet:
        """The edits of the expanded text as edits of the original: an
        inclusion with edits inside becomes its instrumented text, the others
        stay INCLUDE lines."""
        out = EditSet(len(original))
        starts = [r.start for r in self.regions]
        inside: dict[int, list] = {}
        for edit in edits.sorted():
            i = bisect.bisect_right(starts, edit.offset) - 1
            region = self.regions[i] if i >= 0 else None
            if region is not None and (region.start < edit.offset < region.end or
                                       edit.offset == region.start and edit.length > 0):
                if edit.end > region.end:
                    raise error("an edit crosses the end of an inlined INCLUDE (a bug of srcinst's)", region.path)
                inside.setdefault(i, []).append(edit)
                continue
            if i + 1 < len(self.regions) and edit.end > self.regions[i + 1].start:
                raise error("an edit crosses the start of an inlined INCLUDE (a bug of srcinst's)",
                            self.regions[i + 1].path)
            if region is not None and edit.offset >= region.end:
                shift = region.end - region.orig_end
            elif region is not None:  # at the start of the region
                shift = region.start - region.orig_start
            else:
                shift = 0
            out.replace(edit.offset - shift, edit.length, edit.text)
        for i, region_edits in inside.items():
            region = self.regions[i]
            local = EditSet(region.end - region.start)
            for edit in region_edits:
                local.replace(edit.offset - region.start, edit.length, edit.text)
            out.replace(region.orig_start, region.orig_end - region.orig_start,
                        local.apply(self.text[region.start:region.end]))
        return out


def spelled_dirs(path: str, args) -> list[str]:
    """fortran_include.include_dirs as the user spelled them, so that the
    markers name an included file as gfortran's own messages do."""
    return [os.path.dirname(path)] + fortran_include.minus_i(args)


def _read(path: str) -> bytes | None:
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError:
        return None


_CPP_INCLUDE = re.compile(r'[ \t]*#[ \t]*include[ \t]*(?:"([^"\n]+)"|<([^>\n]+)>)')
_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+(\w+)", re.M)
# An END of a program unit or a CONTAINS: the text holds procedures
_UNITS = re.compile(rb"^[ \t]*(?:\d+[ \t]+)?(?:end[ \t]*(?:subroutine|function|program|module|submodule|procedure)\b"
                    rb"|contains[ \t]*(?:!.*)?$)", re.M | re.I)


@dataclass
class _Context:
    """What decides an inclusion, the same for the nested ones."""
    fixed: bool
    fixed_limit: int
    dirs: list[str]            # Fortran INCLUDE's search, as spelled
    minus_i: list[str]         # cpp's `#include <...>` search
    preprocessed: bool         # gfortran runs cpp on the file (.F90, -cpp)
    macros: set[bytes] = field(default_factory=set)  # names cpp may expand (preprocessed files)
    read: dict[str, str | None] = field(default_factory=dict)  # INCLUDE name -> the file to inline


def expand(path: str, source: bytes, fixed: bool, fixed_limit: int, args, preprocessed: bool = False
           ) -> Inlined | None:
    """The source with its INCLUDE lines of procedures inlined (and, where
    gfortran preprocesses the file, its `#include`s of procedures), or None
    when it has none."""
    if b"include" not in source.lower():
        return None
    ctx = _Context(fixed, fixed_limit, spelled_dirs(path, args), fortran_include.minus_i(args), preprocessed)
    if preprocessed:
        ctx.macros = _macro_names(source, path, ctx, args)
    if not _may_inline(path, source, ctx):
        return None  # (most INCLUDEs bring declarations: no need to read the file's statements)
    out = _expand(path, source, ctx, 0)
    return out if out.regions else None


def _may_inline(path: str, source: bytes, ctx: _Context) -> bool:
    """Whether some line naming a file on an `include` line brings
    procedures (a cheap look at the raw lines, before reading statements)."""
    for line in source.split(b"\n"):
        if b"include" not in line.replace(b" ", b"").replace(b"\t", b"").lower():
            continue
        text = line.decode("latin-1")
        if ctx.preprocessed and text.lstrip().startswith("#") and _cpp_include(text, path, ctx):
            return True
        for m in re.finditer(r"""(['"])(.+?)\1""", text):
            name = m.group(2).replace(m.group(1) * 2, m.group(1))
            if name not in ctx.read:
                ctx.read[name] = _units_file(name, ctx)
            if ctx.read[name] is not None:
                return True
    return False


def _macro_names(source: bytes, path: str, ctx: _Context, args) -> set[bytes]:
    """Every name cpp may expand in the file: -D names and the names
    `#define`d in it and in the headers it includes (predefined macros
    start with `_`, which no Fortran name does)."""
    names = {a[2:].split("=")[0].encode() for a in args if a.startswith("-D")}
    seen: set[str] = set()
    todo = [(path, source)]
    while todo and len(seen) < 256:
        name, text = todo.pop()
        names.update(_DEFINE.findall(text))
        for m in _CPP_INCLUDE.finditer(text.decode("latin-1")):
            found = fortran_include.find(m.group(1), [os.path.dirname(name)] + ctx.minus_i) if m.group(1) else \
                fortran_include.find(m.group(2), ctx.minus_i)
            if found is not None and found not in seen:
                seen.add(found)
                data = _read(found)
                if data is not None:
                    todo.append((found, data))
    return names


def _fortran_include(stmt, ctx: _Context, lone: bool) -> str | None:
    """The file a Fortran INCLUDE line of procedures brings, else None."""
    name = fortran_include.included_name(stmt)
    if name is None or not lone:
        return None
    if name not in ctx.read:  # (`INCLUDE 'mpif.h'` in every routine is read once)
        ctx.read[name] = _units_file(name, ctx)
    return ctx.read[name]


def _units_file(name: str, ctx: _Context) -> str | None:
    content = fortran_include.read(name, [os.path.abspath(d or ".") for d in ctx.dirs], ctx.fixed,
                                   ctx.fixed_limit)
    if not content.units or "preprocessor" in content.why:
        return None
    found = fortran_include.find(name, ctx.dirs)
    if found is None:
        return None
    if ctx.preprocessed:  # gfortran never preprocesses an INCLUDEd file: inlined, it would be
        text = _read(found) or b""
        if b"/*" in text or b"\\\n" in text or b"\\\r" in text or \
                ctx.macros & set(re.findall(rb"[A-Za-z]\w*", text)):
            return None
    return found


def _cpp_include(text: str, path: str, ctx: _Context) -> str | None:
    """The file an `#include` line of procedures brings (in a preprocessed
    file), as cpp names it, else None."""
    m = _CPP_INCLUDE.fullmatch(text.rstrip())
    if m is None:
        return None
    found = fortran_include.find(m.group(1), [os.path.dirname(path)] + ctx.minus_i) if m.group(1) else \
        fortran_include.find(m.group(2), ctx.minus_i)
    if found is None:
        return None
    data = _read(found)
    if data is None or not _UNITS.search(data) or b"pragma" in data and re.search(rb"#\s*pragma\s+once", data):
        return None
    # A nested `#include "x"` is looked for in the header's directory first:
    # inlined, in the including file's. Only where both find the same file.
    for nested in _CPP_INCLUDE.finditer(data.decode("latin-1")):
        if nested.group(1) is not None and not nested.group(1).startswith("/"):
            a = fortran_include.find(nested.group(1), [os.path.dirname(found)] + ctx.minus_i)
            b = fortran_include.find(nested.group(1), [os.path.dirname(path)] + ctx.minus_i)
            if a is None or b is None or os.path.abspath(a) != os.path.abspath(b):
                return None
    return found


def _expand(path: str, source: bytes, ctx: _Context, depth: int) -> Inlined:
    text = source.decode("latin-1")
    if "include" not in text.lower() or depth > _MAX_DEPTH:
        return Inlined(source)
    src = FortranSource(text, ctx.fixed, ctx.fixed_limit)
    by_line: dict[int, int] = {}  # statements per line
    for stmt in src.statements:
        for number in {stmt.first_line, stmt.last_line}:
            by_line[number] = by_line.get(number, 0) + 1
    places: list[tuple[int, str]] = []  # (line, file): what replaces the line
    for stmt in src.statements:
        lone = stmt.first_line == stmt.last_line and by_line[stmt.first_line] == 1
        found = _fortran_include(stmt, ctx, lone) if "'" in stmt.text or '"' in stmt.text else None
        if found is not None:
            places.append((stmt.first_line, found))
    if ctx.preprocessed and "#" in text:
        for line in src.lines:
            if line.kind == CPP and "include" in text[line.start:line.end]:
                found = _cpp_include(text[line.start:line.end], path, ctx)
                if found is not None:
                    places.append((line.number, found))
    nl = src.newline.encode()
    pieces: list[bytes] = []
    out = Inlined(b"")
    pos = grown = 0
    for number, found in sorted(places):
        included = _read(found)
        if included is None:
            continue
        inner = _expand(found, included, ctx, depth + 1)
        out.files += [found] + inner.files
        body = inner.text
        if body.endswith(b"\r\n"):
            body = body[:-2]
        elif body.endswith(b"\n"):
            body = body[:-1]
        line = src.line(number)
        marker_in = f"# 1 {quote_path(found)}".encode()
        marker_out = f"# {number + 1} {quote_path(path)}".encode()
        replacement = marker_in + nl + body + nl + marker_out
        pieces += [source[pos:line.start], replacement]
        start = line.start + grown
        first = number + grown_lines(out)
        out.marker_lines += [first, first + replacement.count(b"\n")] + [first + n for n in inner.marker_lines]
        out.regions.append(Region(line.start, line.end, start, start + len(replacement), number,
                                  replacement.count(b"\n"), found))
        grown += len(replacement) - (line.end - line.start)
        pos = line.end
    pieces.append(source[pos:])
    out.text = b"".join(pieces)
    return out


def grown_lines(inlined: Inlined) -> int:
    return sum(r.added for r in inlined.regions)
