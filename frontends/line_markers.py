"""A source's own line markers: `#line N "file"` or `# N "file"`.

Generated code (bison, flex) and a build's preprocessed copies (CMake's
*.f90-pp.f90) say with them where their lines come from. srcinst follows
them: its own markers continue them, and @FILE@/@LINE@ name the place the
markers give.
"""
from __future__ import annotations

import bisect
import re
from typing import List, Tuple

MARKER = re.compile(rb'^[ \t]*#[ \t]*(?:line[ \t]+)?([0-9]+)(?:[ \t]+("(?:\\.|[^"\\\n])*"))?', re.M)


def quote_path(path: str) -> str:
    """A path as the literal of a line marker."""
    return '"' + path.replace("\\", "\\\\").replace('"', '\\"') + '"'


def unquote(literal: str) -> str:
    """The path in a marker's literal (C escapes undone)."""
    body = literal[1:-1]
    try:
        return body.encode("latin-1", "backslashreplace").decode("unicode_escape").encode(
            "latin-1").decode("utf-8", "surrogateescape")
    except (UnicodeDecodeError, UnicodeEncodeError):
        return body


class LineMarkers:
    """Where each physical line of a source comes from, by its markers."""

    def __init__(self, source: bytes, path_literal: str):
        self.path_literal = path_literal  # for lines before any marker
        self.entries: List[Tuple[int, int, str]] = []  # (physical line, line it declares next, literal)
        literal = self.path_literal
        line_starts_seen, line = 0, 1
        for m in MARKER.finditer(source):
            line += source.count(b"\n", line_starts_seen, m.start())
            line_starts_seen = m.start()
            if m.group(2):
                literal = m.group(2).decode("utf-8", errors="surrogateescape")
            self.entries.append((line, int(m.group(1)), literal))

    def presumed(self, line: int) -> Tuple[int, str]:
        """(line, file literal) that physical `line` stands for."""
        at = bisect.bisect_left(self.entries, (line,)) - 1
        if at < 0:
            return line, self.path_literal
        marker_line, declared, literal = self.entries[at]
        return declared + line - marker_line - 1, literal

    def location(self, line: int) -> Tuple[str, int]:
        """(path, line) that physical `line` stands for."""
        presumed_line, literal = self.presumed(line)
        return unquote(literal), presumed_line


def locator(source: bytes, path: str):
    """`LineMarkers.location` for a source with markers of its own, else None."""
    markers = LineMarkers(source, quote_path(path))
    return markers.location if markers.entries else None

