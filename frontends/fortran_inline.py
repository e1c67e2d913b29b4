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
from dataclasses import dataclass, field

from srcinst.edits import EditSet

from . import fortran_include
from .fortran_source import FortranSource
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
                    raise ValueError("an edit crosses the end of an inlined INCLUDE")
                inside.setdefault(i, []).append(edit)
                continue
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
    dirs = [os.path.dirname(path)]
    it = iter(args)
    for arg in it:
        if arg == "-I":
            arg = "-I" + next(it, "")
        if arg.startswith("-I") and len(arg) > 2:
            dirs.append(arg[2:])
    return dirs


def _find(name: str, dirs: list[str]) -> str | None:
    if os.path.isabs(name):
        return name if os.path.isfile(name) else None
    for directory in dirs:
        candidate = os.path.join(directory, name)
        if os.path.isfile(candidate):
            return candidate
    return None


def expand(path: str, source: bytes, fixed: bool, fixed_limit: int, args) -> Inlined | None:
    """The source with its INCLUDE lines of procedures inlined, or None when
    it has none."""
    if b"include" not in source.lower():
        return None
    out = _expand(path, source, fixed, fixed_limit, spelled_dirs(path, args), 0)
    return out if out.regions else None


def _expand(path: str, source: bytes, fixed: bool, fixed_limit: int, dirs: list[str], depth: int) -> Inlined:
    text = source.decode("latin-1")
    if "include" not in text.lower() or depth > _MAX_DEPTH:
        return Inlined(source)
    src = FortranSource(text, fixed, fixed_limit)
    absolute = [os.path.abspath(d or ".") for d in dirs]
    by_line: dict[int, int] = {}  # statements per line
    for stmt in src.statements:
        for number in {stmt.first_line, stmt.last_line}:
            by_line[number] = by_line.get(number, 0) + 1
    nl = src.newline.encode()
    pieces: list[bytes] = []
    out = Inlined(b"")
    pos = grown = 0
    for stmt in src.statements:
        name = fortran_include.included_name(stmt)
        if name is None or stmt.first_line != stmt.last_line or by_line[stmt.first_line] != 1:
            continue
        content = fortran_include.read(name, absolute, fixed, fixed_limit)
        if not content.units or "preprocessor" in content.why:
            continue
        found = _find(name, dirs)
        if found is None:
            continue
        try:
            with open(found, "rb") as handle:
                included = handle.read()
        except OSError:
            continue
        inner = _expand(found, included, fixed, fixed_limit, dirs, depth + 1)
        out.files += content.files + inner.files
        body = inner.text
        if body.endswith(b"\r\n"):
            body = body[:-2]
        elif body.endswith(b"\n"):
            body = body[:-1]
        line = src.line(stmt.first_line)
        marker_in = f"# 1 {quote_path(found)}".encode()
        marker_out = f"# {stmt.first_line + 1} {quote_path(path)}".encode()
        replacement = marker_in + nl + body + nl + marker_out
        pieces += [source[pos:line.start], replacement]
        start = line.start + grown
        out.regions.append(Region(line.start, line.end, start, start + len(replacement), stmt.first_line,
                                  replacement.count(nl),
                                  found))
        grown += len(replacement) - (line.end - line.start)
        pos = line.end
    pieces.append(source[pos:])
    out.text = b"".join(pieces)
    return out
