"""A source's own line markers: `#line N "file"` or `# N "file"`.

Generated code (bison, flex) and a build's preprocessed copies (CMake's
*.f90-pp.f90) say with them where their lines come from. srcinst follows
them: its own markers continue them, and @FILE@/@LINE@ name the place the
markers give.
"""
from __future__ import annotations

import bisect
import itertools
import re

MARKER = re.compile(rb'[ \t]*#[ \t]*(?:line[ \t]+)?([0-9]+)(?:[ \t]+("(?:\\.|[^"\\\r\n])*"))?')  # at a line start
# Most sources have none: a search for the digit after `#` is much cheaper
# than trying the anchored pattern at every line start.
_MAYBE_MARKER = re.compile(rb'#[ \t]*(?:line[ \t]+)?[0-9]')


class LineTable:
    """Offsets of line starts, for offset -> (line, column) in O(log n)."""

    def __init__(self, source: bytes):
        # Each line's length plus its newline, summed: all in C, no Python loop.
        if b"\r" not in source:
            lengths = map((1).__add__, map(len, source.split(b"\n")))
            self.starts = list(itertools.accumulate(lengths, initial=0))[:-1]
            return
        # gcc and gfortran end a line at LF, CRLF and a lone CR (old Mac files)
        # alike, as bytes.splitlines does.
        lengths = map(len, source.splitlines(keepends=True))
        self.starts = list(itertools.accumulate(lengths, initial=0))
        if not source.endswith((b"\n", b"\r")):
            self.starts.pop()

    def line_of(self, offset: int) -> int:
        """1-based line of a byte offset."""
        return bisect.bisect_right(self.starts, offset)

    def line_col(self, offset: int) -> tuple[int, int]:
        """1-based line and byte column of an offset."""
        line = bisect.bisect_right(self.starts, offset)
        return line, offset - self.starts[line - 1] + 1


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

    def __init__(self, source: bytes, path_literal: str, code: bytes | None = None,
                 entries: list[tuple[int, int, str]] | None = None):
        """code: the source with comments blanked, byte for byte (C's
        c_text.code_view), so that a marker written in a comment is none.
        entries: the markers as the compiler obeyed them, if known."""
        self.path_literal = path_literal  # for lines before any marker
        self.entries: list[tuple[int, int, str]] = []  # (physical line, line it declares next, literal)
        if entries is not None:
            self.entries = list(entries)
            return
        literal = self.path_literal
        lines = None
        for m in self._markers(source if code is None else code):
            lines = lines or LineTable(source)
            line = lines.line_of(m.start())
            if m.group(2):
                literal = source[m.start(2):m.end(2)].decode("utf-8", errors="surrogateescape")
            self.entries.append((line, int(m.group(1)), literal))

    @staticmethod
    def _markers(source: bytes):
        """MARKER's matches, found from their `#` and digits: trying the
        anchored pattern at every line start costs far more on large files."""
        last_line = -1
        for candidate in _MAYBE_MARKER.finditer(source):
            at = candidate.start()
            line_start = max(source.rfind(b"\n", 0, at), source.rfind(b"\r", 0, at)) + 1
            if line_start == last_line or source[line_start:candidate.start()].strip(b" \t"):
                continue
            m = MARKER.match(source, line_start)
            if m:
                last_line = line_start
                yield m

    def presumed(self, line: int) -> tuple[int, str]:
        """(line, file literal) that physical `line` stands for."""
        at = bisect.bisect_left(self.entries, (line,)) - 1
        if at < 0:
            return line, self.path_literal
        marker_line, declared, literal = self.entries[at]
        return declared + line - marker_line - 1, literal

    def location(self, line: int) -> tuple[str, int]:
        """(path, line) that physical `line` stands for."""
        presumed_line, literal = self.presumed(line)
        return unquote(literal), presumed_line


def locator(source: bytes, path: str, code: bytes | None = None, entries=None):
    """`LineMarkers.location` for a source with markers of its own, else None."""
    markers = LineMarkers(source, quote_path(path), code, entries)
    return markers.location if markers.entries else None

