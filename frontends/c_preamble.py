"""Where a file rule's code may go in a C or C++ file: after its preamble.

A file rule like `line=1 code="#include <tool.h>"` must not come before what
configures the file. `#define _GNU_SOURCE` or a first `#include "config.h"`
only works if it precedes the first system header; a tool header included
above it pulls in <features.h> first, and glibc then hides `popen`,
`sigaction`... (implicitly declared, they can crash at run time).

The preamble is the file's leading run of blank lines, comments and
preprocessor directives, up to the last directive that leaves the `#if`
depth at 0: code that starts inside an `#if` keeps that `#if` after the
insertion, so the inserted code is compiled in every configuration.
"""
from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Sequence

from .c_text import SPLICE

# `%:` is the digraph of `#`.
_CONDITIONAL_OPEN = re.compile(rb"(?:#|%:)\s*if(?:n?def)?\b")
_CONDITIONAL_CLOSE = re.compile(rb"(?:#|%:)\s*endif\b")


def _skip_line(src: bytes, i: int, n: int) -> int:
    """The offset after the logical line at i (backslash-newlines continue it;
    block comments in it may span lines)."""
    while i < n:
        c = src[i]
        if c == 0x0A or c == 0x0D:  # LF, CRLF or a lone CR (gcc's line ends)
            return i + (2 if src.startswith(b"\r\n", i) else 1)
        if c == 0x5C and (splice := SPLICE.match(src, i)):  # backslash-newline
            i = splice.end()
        elif src.startswith(b"/*", i):
            end = src.find(b"*/", i + 2)
            i = n if end < 0 else end + 2
        elif src.startswith(b"//", i):
            return _line_comment_end(src, i, n)
        elif c in (0x22, 0x27):  # a string or character literal
            i = _skip_literal(src, i, n)
        else:
            i += 1
    return n


def _line_comment_end(src: bytes, i: int, n: int) -> int:
    """The offset after a // comment, which a backslash-newline continues."""
    while i < n:
        if src[i] == 0x5C and (splice := SPLICE.match(src, i)):
            i = splice.end()
        elif src[i] in (0x0A, 0x0D):
            return i + (2 if src.startswith(b"\r\n", i) else 1)
        else:
            i += 1
    return n


def _skip_literal(src: bytes, i: int, n: int) -> int:
    quote = src[i]
    i += 1
    while i < n and src[i] not in (quote, 0x0A, 0x0D):
        splice = SPLICE.match(src, i) if src[i] == 0x5C else None
        i = splice.end() if splice else i + (2 if src[i] == 0x5C else 1)
    # An unclosed quote (`#warning don't`) ends with its line.
    return i + 1 if i < n and src[i] == quote else min(i, n)


def _skip_trivia(src: bytes, i: int, n: int) -> int:
    """The offset after a blank, a comment or a line splice at i (i itself
    when none starts there)."""
    if src[i] in b" \t\r\n\f\v":
        return i + 1
    if src.startswith(b"/*", i):
        close = src.find(b"*/", i + 2)
        return n if close < 0 else close + 2
    if src.startswith(b"//", i):
        return _skip_line(src, i, n)  # a // comment continues over backslash-newlines
    splice = SPLICE.match(src, i)
    return splice.end() if splice else i


def preamble_end(src: bytes) -> int:
    """The byte offset just after the preamble (0 when the file has none)."""
    n = len(src)
    i = 3 if src.startswith(b"\xef\xbb\xbf") else 0
    depth, end = 0, 0
    while i < n:
        skipped = _skip_trivia(src, i, n)
        if skipped != i:
            i = skipped
        elif src.startswith((b"#", b"%:"), i):
            if _CONDITIONAL_OPEN.match(src, i):
                depth += 1
            elif _CONDITIONAL_CLOSE.match(src, i):
                depth = max(depth - 1, 0)
            i = _skip_line(src, i, n)
            if depth == 0:
                end = i
        else:
            break  # the first line of code
    return end


def placer(src: bytes, line_starts: Sequence[int]) -> Callable[[int], int] | None:
    """A SourceUnit.place_line for this file: line N, or the first line after
    the preamble when N lies inside it."""
    end = preamble_end(src)
    if end == 0:
        return None
    if end > len(src) or (end == len(src) and not src.endswith((b"\n", b"\r"))):
        return None
    # `end` is a line start: the preamble ends with a whole directive line.
    first_after = bisect.bisect_right(line_starts, end)  # 1-based line of the byte at `end`

    def place_line(line: int) -> int:
        return first_after if line < first_after else line

    return place_line


def line_end_after(src: bytes, i: int) -> int:
    """The offset after the logical line that goes on from offset i (its
    line splices, comments, and an LF, CRLF or lone CR line end)."""
    return _skip_line(src, i, len(src))


def code_runs(src: bytes, i: int):
    """Offsets, from offset `i` on, where a run of lines of code starts: the
    first character that is not blank, comment or directive, after `i` and
    after each directive line. Within a run no directive changes what is
    active, so the parse need only be asked about each run's first line."""
    n = len(src)
    after_directive = True
    while i < n:
        skipped = _skip_trivia(src, i, n)
        if skipped != i:
            i = skipped
        elif src.startswith((b"#", b"%:"), i):  # `%:` is the digraph of `#`
            i = _skip_line(src, i, n)
            after_directive = True
        else:
            if after_directive:
                yield i
                after_directive = False
            i = _skip_line(src, i, n)  # the rest of this line of code
