"""Routines whose whole definition comes from a macro of the project.

Generic C stamps out routines with macros: `#define DEF_DECODE(name, T)
static size_t name(const T *src, size_t n) { ... }` and then `DEF_DECODE(dec8,
uint8_t)`, `DEF_DECODE(dec16, uint16_t)`. The expansions' braces are not in the
file, but the macro's definition is: its text is where the instrumentation
goes (once, however often the macro is expanded), so every expansion is
measured. This module finds, for a routine libclang reports at a macro
invocation, the definition that spells its body and the places in that
definition's text: the body's braces, the routine's name as the macro spells it
(`name`, `name##_impl`), its returns and abort calls. It works on the bytes of
the file that holds the definition (today the source file itself).
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

import clang.cindex as ci

from . import c_text
from . import clang_fast as fast

_REST_OF_LINE = rb"[^\\\r\n]*(?:\\(?:[ \t\f\v]*(?:\r\n|\r|\n))?[^\\\r\n]*)*"  # (as c_text.REST_OF_LINE, a lone CR too)
# A #define in a code_view (a `%:` digraph is ` #` there): its name and parameters.
_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_$][\w$]*)(\([^)]*\))?" + _REST_OF_LINE, re.M)
_IDENTIFIER_BEFORE = re.compile(rb"[A-Za-z_$][\w$]*\Z")
# Words between a C++ member's parameter list and its body.
_QUALIFIERS = {b"const", b"volatile", b"override", b"final", b"noexcept"}
# Words whose parenthesized operands may stand there too.
_SPECIFIERS = {b"noexcept", b"throw", b"__attribute__", b"__attribute", b"__declspec", b"alignas"}
_GAPS = re.compile(rb"(?:\\[ \t\f\v]*(?:\r\n|\r|\n)|\s)+")


@dataclass(frozen=True)
class MacroDefinition:
    name: str
    start: int   # the directive's first byte (its line's start)
    end: int     # after its last byte (its line end not included)
    body: int    # where its replacement list starts


@dataclass
class GeneratedBody:
    """Where a macro-generated routine's definition is in the macro's text."""
    macro: MacroDefinition
    invocation: int   # where the macro is expanded (the outermost invocation's start)
    start: int        # the definition's first token
    open_at: int      # the body's `{`
    close_at: int     # the body's `}`
    name_tokens: str  # the routine's name as the macro spells it, on one line: `name ## _impl`
    # (keyword, keyword end, `;`, has value) of each return written in the macro's body
    returns: list[tuple[int, int, int, bool]] = field(default_factory=list)
    # (start of the call, `;`) of each abort call written in the macro's body, as a statement
    aborts: list[tuple[int, int]] = field(default_factory=list)


def definitions(view: bytes) -> list[MacroDefinition]:
    """The #define directives of a code_view, in order."""
    found = []
    for m in c_text.directive_lines(_DEFINE, view):
        found.append(MacroDefinition(m.group(1).decode("latin-1"), m.start(), m.end(),
                                     m.end(2) if m.group(2) else m.end(1)))
    return found


def spelled_at(cursor) -> tuple[int | None, str | None, int]:
    """(file handle as clang_fast.address gives it, file name, offset) where
    the first token of a cursor is written: in a macro's definition for one
    that comes from it; no file for a token made by `##` (scratch space)."""
    start = ci.conf.lib.clang_getRangeStart(ci.conf.lib.clang_getCursorExtent(cursor))
    file, offset = ci.c_object_p(), ci.c_uint()
    ci.conf.lib.clang_getSpellingLocation(start, ci.byref(file), None, None, ci.byref(offset))
    if not file:
        return None, None, offset.value
    return fast.address(file), ci.File(file).name, offset.value


def token_start(view: bytes, offset: int) -> int:
    """Where the token at `offset` starts: libclang starts a token that
    follows a line splice at the splice's backslash."""
    while view[offset:offset + 1] == b"\\" and (splice := c_text.SPLICE.match(view, offset)):
        offset = splice.end()
    return offset


def _containing(defines: list[MacroDefinition], offset: int) -> MacroDefinition | None:
    i = bisect.bisect_right([d.start for d in defines], offset) - 1
    if i >= 0 and defines[i].body <= offset < defines[i].end:
        return defines[i]
    return None


def locate(view: bytes, defines: list[MacroDefinition], body_spelled: int, start_spelled: int,
           invocation: int) -> GeneratedBody | str:
    """The macro definition (in `view`, the file's code_view) that spells a
    routine's whole definition, given where its body's `{` and its first token
    are written; or why the routine cannot be instrumented there."""
    body_spelled, start_spelled = token_start(view, body_spelled), token_start(view, start_spelled)
    macro = _containing(defines, body_spelled)
    if macro is None or view[body_spelled:body_spelled + 1] != b"{":
        return "its body's braces are not in the file (macro expansion or digraphs)"
    close_at = c_text.call_end(view, body_spelled, macro.end)
    if close_at is None:
        return f"macro '{macro.name}' opens its body but does not close it"
    close_at -= 1
    if not macro.body <= start_spelled <= body_spelled:
        return f"its body comes from macro '{macro.name}' but its declaration does not"
    name_tokens = _declarator_name(view, max(start_spelled, macro.body), body_spelled)
    if name_tokens is None:
        return f"its name could not be found in the text of macro '{macro.name}'"
    return GeneratedBody(macro, invocation, start_spelled, body_spelled, close_at, name_tokens)


def _back(view: bytes, floor: int, i: int) -> int:
    """Back over blanks and line splices from i (exclusive), not below floor."""
    while i > floor:
        if view[i - 1] in b" \t\f\v\r\n":
            if view[i - 1] == 0x0A and i - 2 >= floor and view[i - 2] == 0x5C:
                i -= 2
            elif view[i - 1] == 0x0A and i - 3 >= floor and view[i - 3:i - 1] == b"\\\r":
                i -= 3
            else:
                i -= 1
        else:
            break
    return i


def _word_before(view: bytes, floor: int, i: int) -> int | None:
    m = _IDENTIFIER_BEFORE.search(view, floor, i)
    return m.start() if m else None


def _declarator_name(view: bytes, floor: int, open_at: int) -> str | None:
    """The routine's name as written before its parameter list (which ends
    just before the body, after C++ qualifiers): identifiers joined by `##`
    or `::`, on one line; None when the text is not such a declarator."""
    i = _back(view, floor, open_at)
    while True:
        word = _word_before(view, floor, i)
        if word is not None and view[word:i] in _QUALIFIERS:
            i = _back(view, floor, word)
            continue
        if view[i - 1:i] != b")":
            return None
        j = _open_paren(view, floor, i - 1)
        if j is None:
            return None
        end = _back(view, floor, j)
        start = _word_before(view, floor, end)
        if start is None:
            return None
        if view[start:end] in _SPECIFIERS:  # `noexcept(...)`, `__attribute__((...))`: not the parameters
            i = _back(view, floor, start)
            continue
        break
    while True:
        k = _back(view, floor, start)
        if view[k - 2:k] in (b"##", b"::") and k - 2 >= floor:
            before = _word_before(view, floor, _back(view, floor, k - 2))
            if before is None:
                break
            start = before
        elif view[k - 1:k] == b"~" and k - 1 >= floor:
            start = k - 1
            break
        else:
            break
    return _GAPS.sub(b" ", view[start:end]).decode("latin-1")


def _open_paren(view: bytes, floor: int, close: int) -> int | None:
    """The `(` that the `)` at `close` closes, not below floor."""
    depth, j = 0, close + 1
    while j > floor:
        j -= 1
        depth += {0x29: 1, 0x28: -1}.get(view[j], 0)
        if depth == 0:
            return j
    return None


def return_site(view: bytes, body: GeneratedBody, spelled: int, has_value: bool) -> bool:
    """Records a return written at `spelled` in the macro's body; False when
    it is not written there (another macro's, or not a plain `return ...;`)."""
    spelled = token_start(view, spelled)
    if not body.open_at < spelled < body.close_at:
        return False
    keyword_end = c_text.spliced_word_end(view, spelled, b"return")
    if keyword_end is None:
        return False
    semicolon = c_text.statement_end(view, keyword_end, body.close_at)
    if semicolon is None:
        return False
    body.returns.append((spelled, keyword_end, semicolon, has_value))
    return True


def abort_site(view: bytes, body: GeneratedBody, spelled: int, name: bytes) -> bool:
    """Records an abort call written at `spelled` in the macro's body as a
    statement (`exit(1);`); False otherwise."""
    spelled = token_start(view, spelled)
    if not body.open_at < spelled < body.close_at or not view.startswith(name, spelled):
        return False
    paren = spelled + len(name)
    while view[paren:paren + 1] in (b" ", b"\t"):
        paren += 1
    if view[paren:paren + 1] != b"(":
        return False
    end = c_text.call_end(view, paren, body.close_at)
    if end is None:
        return False
    semicolon = _skip(view, end)
    before = _back(view, body.open_at, spelled)
    if view[semicolon:semicolon + 1] != b";" or view[before - 1:before] not in (b"{", b"}", b";", b")", b":"):
        return False
    body.aborts.append((spelled, semicolon))
    return True


def _skip(view: bytes, i: int) -> int:
    while i < len(view):
        if view[i] in b" \t\f\v\r\n":
            i += 1
        elif splice := c_text.SPLICE.match(view, i):
            i = splice.end()
        else:
            break
    return i
