"""Ranges the source marks as timers and phases, in every language.

A range runs from the line after its begin marker to the line before its
end marker: srcinst's own comments (`srcinst begin timer "NAME"` ...
`srcinst end timer "NAME"`, also phase) and OPARI2's user-region markers
(`#pragma pomp inst begin(NAME)` ... `end(NAME)`, `!$pomp inst ...` in
Fortran), which are timers. OPARI2's `inst altend(NAME)` marks an
alternative end before a way out of the range; srcinst closes a range on
every way out anyway, so it is accepted and needs nothing. The frontends
find the markers in their language's comments and directives; this module
pairs them.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Marked:
    """A range of lines marked as a region: the spec's MarkedRange has these too."""
    kind: str   # "timer" or "phase"
    name: str
    first: int  # its first line
    last: int   # its last line


@dataclass(frozen=True)
class Marker:
    """One begin or end marker found in the source."""
    what: str   # "begin", "end" or "altend"
    kind: str   # "timer" or "phase"
    name: str
    line: int
    col: int


def pair(markers: list[Marker]) -> tuple[list[Marked], list[tuple[str, int, int]]]:
    """The ranges between begin and end markers of one kind and name, and
    (message, line, col) for markers without a partner."""
    ranges, problems, open_ = [], [], {}
    for m in markers:
        key = (m.kind, m.name)
        if m.what == "altend":
            continue  # an alternative end before a way out: every way out closes the range
        if m.what == "begin":
            if key in open_:
                problems.append((f"{m.kind} '{m.name}' begins again before it ends", m.line, m.col))
            open_[key] = (m.line, m.col)
        elif key not in open_:
            problems.append((f"{m.kind} '{m.name}' ends but does not begin", m.line, m.col))
        else:
            first, _ = open_.pop(key)
            ranges.append(Marked(m.kind, m.name, first + 1, m.line - 1))
    problems += [(f"{kind} '{name}' begins but does not end", line, col) for (kind, name), (line, col) in open_.items()]
    return ranges, problems
