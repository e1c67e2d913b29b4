"""C and C++ statements read from the bytes, where the parse cannot help.

Text in an `#if` branch that was inactive when parsing, and the arguments of
a macro invocation, reach the frontend as bytes only. These scanners find the
end of a statement or of an invocation the way the compiler's tokenizer
would: comments and string or character literals are skipped, brackets are
matched. They give up (None) rather than guess: at a preprocessor directive
line inside the span (the text could differ per configuration), at an
unbalanced bracket, or at the limit.
"""
from __future__ import annotations

import re
from typing import Optional

_IDENTIFIER = re.compile(rb"[A-Za-z_$][A-Za-z0-9_$]*")
_OPENERS = {0x28: 0x29, 0x5B: 0x5D, 0x7B: 0x7D}  # ( [ {
_CLOSERS = {0x29, 0x5D, 0x7D}
_DIRECTIVE_LINE = re.compile(rb"[ \t]*#")


def _literal_end(src: bytes, i: int, limit: int) -> int:
    quote = src[i]
    i += 1
    while i < limit and src[i] != quote and src[i] != 0x0A:
        i += 2 if src[i] == 0x5C else 1
    return min(i + 1, limit)


def _scan(src: bytes, i: int, limit: int, stop_at_semicolon: bool, closing: bool = False) -> Optional[int]:
    """Walks tokens from i. With stop_at_semicolon, returns the offset of the
    first `;` outside brackets; otherwise i must be at an opening bracket and
    the offset after its match is returned."""
    depth = 0
    while i < limit:
        c = src[i]
        if c == 0x0A:  # a new line: is it a directive?
            if _DIRECTIVE_LINE.match(src, i + 1):
                return None
            i += 1
        elif c == 0x2F and src.startswith(b"/*", i):
            end = src.find(b"*/", i + 2, limit)
            if end < 0:
                return None
            i = end + 2
        elif c == 0x2F and src.startswith(b"//", i):
            while True:  # a backslash-newline continues the comment
                end = src.find(b"\n", i, limit)
                if end < 0:
                    return None
                if src[end - 1:end] != b"\\" and src[end - 2:end] != b"\\\r":
                    break
                i = end + 1
            i = end  # the newline itself is checked for a directive next
        elif c == 0x22 or c == 0x27:
            i = _literal_end(src, i, limit)
        elif c in _OPENERS:
            depth += 1
            i += 1
        elif c in _CLOSERS:
            depth -= 1
            i += 1
            if depth < 0:
                return i if closing else None
            if depth == 0 and not stop_at_semicolon and not closing:
                return i
        elif c == 0x3B and depth == 0 and (stop_at_semicolon or closing):  # ;
            return i if stop_at_semicolon else None
        else:
            i += 1
    return None


def statement_end(src: bytes, start: int, limit: int) -> Optional[int]:
    """The offset of the `;` that ends the statement going on at `start`."""
    return _scan(src, start, limit, stop_at_semicolon=True)


def call_end(src: bytes, open_paren: int, limit: int) -> Optional[int]:
    """The offset after the `)` matching the `(` at open_paren."""
    return _scan(src, open_paren, limit, stop_at_semicolon=False)


def _skip_blanks(src: bytes, i: int, limit: int) -> int:
    """Skips spaces and comments, but no line that starts a directive."""
    while i < limit:
        if src[i] in b" \t\r\f\v":
            i += 1
        elif src[i] == 0x0A:
            if _DIRECTIVE_LINE.match(src, i + 1):
                return i
            i += 1
        elif src.startswith(b"/*", i):
            end = src.find(b"*/", i + 2, limit)
            if end < 0:
                return limit
            i = end + 2
        elif src.startswith(b"\\\n", i):
            i += 2
        else:
            break
    return i


def name_end(src: bytes, at: int) -> int:
    """The end of the identifier at `at` (at itself if there is none)."""
    name = _IDENTIFIER.match(src, at)
    return name.end() if name else at


def invocation_end(src: bytes, name_at: int, limit: int) -> Optional[int]:
    """The end of a macro invocation whose name starts at name_at: after the
    `)` of its arguments, or after the name when no `(` follows."""
    name = _IDENTIFIER.match(src, name_at, limit)
    if name is None:
        return None
    after = _skip_blanks(src, name.end(), limit)
    if src[after:after + 1] != b"(":
        return name.end()
    return call_end(src, after, limit)


def closes_invocation(src: bytes, start: int, limit: int) -> bool:
    """Whether the text at `start` closes a bracket opened before it (the rest
    of a macro invocation's arguments) before any `;` ends a statement."""
    closer = _scan(src, start, limit, stop_at_semicolon=False, closing=True)
    return closer is not None


def invocation_start(src: bytes, end: int, floor: int) -> Optional[int]:
    """The start of the macro invocation that ends at `end` (after its name,
    or after the `)` of its arguments), not before floor; checked forwards."""
    i = end
    if src[i - 1:i] == b")":
        depth = 0
        while i > floor:
            i -= 1
            depth += {0x29: 1, 0x28: -1}.get(src[i], 0)
            if depth == 0:
                break
        while i > floor and src[i - 1] in b" \t\r\n":
            i -= 1
    while i > floor and _IDENTIFIER.match(src, i - 1) and _IDENTIFIER.match(src, i - 1).end() >= i:
        i -= 1
    if i >= end or not _IDENTIFIER.match(src, i) or invocation_end(src, i, end + 1) != end:
        return None
    return i


def has_value(src: bytes, keyword_end: int, semicolon: int) -> bool:
    """Whether `return` ... `;` holds an expression (anything but blanks and comments)."""
    text = re.sub(rb"/\*.*?\*/|//[^\n]*", b"", src[keyword_end:semicolon], flags=re.S)
    return bool(text.strip())


def has_directive(src: bytes, start: int, end: int) -> bool:
    """Whether a preprocessor directive line starts between start and end."""
    return re.search(rb"\n[ \t]*#", src[start:end]) is not None
