"""Where the return type of a C or C++98 function can be named safely.

Rewritten returns keep the value in a variable of the routine's return type
until the exit code has run. The type's spelling from the header, read again
inside the body, can mean something else there: a block-scope typedef, a
parameter, a variable or a class member of that name hides the one the
header saw (`node *push(node *node)`). So the type gets a reserved name
(`typedef __typeof__(T) __srcinst_rt_N;`) declared just before the
definition, in the scope where its header is read, and the body uses that
name, which nothing can hide.

That needs the definition's first byte to start a declaration in every
configuration: not after `extern "C"` without braces (the typedef would take
the linkage specification), not in an `#if` that chooses the header, not
before `template<...>` when the type names its parameters, not before a
header that defines the type (C: a forward reference to an enum is not ISO).
Elsewhere the typedef goes first in the body, where only the parameters are
in scope besides what the header saw; a parameter named like part of the
type is then the one case left that cannot be instrumented.
"""
from __future__ import annotations

import re

_IDENTIFIERS = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
_TEMPLATE_HEAD = re.compile(rb"template\s*<(?!\s*>)")
_DIRECTIVE = re.compile(rb"\n[ \t]*#")
_BLANKS = b" \t\r\n\f\v"
_TAGS = re.compile(r"\b(?:struct|union|enum|class)\s+[A-Za-z_$][A-Za-z0-9_$]*")


def hoist_point(src: bytes, start: int, header_end: int, spelling: str) -> int | None:
    """In the code view `src` (c_text.code_view), the offset before which a
    file-, namespace- or class-scope typedef of the type `spelling` can be
    declared for a definition that starts at `start` and whose header ends
    at `header_end` (its body's `{`, or its function-try-block's `try`)."""
    if not 0 <= start < header_end <= len(src) or _DIRECTIVE.search(src, start, header_end):
        return None
    if src.find(b"{", start, header_end) >= 0:
        return None  # C: a type defined in the header (`enum e {A} f(void)`) is not declared before it
    if _TEMPLATE_HEAD.match(src, start):
        # Before `template <...>` its parameters are unknown: only a type
        # that names none of them can be declared there.
        parameters = _template_head_names(src, start, header_end)
        if parameters is None or parameters & set(_IDENTIFIERS.findall(spelling)):
            return None
    return start if _starts_declaration(src, start) else None


def _template_head_names(src: bytes, at: int, limit: int) -> set | None:
    """Every identifier in the `template <...>` heads at `at` (a superset of
    their parameters' names), or None where they cannot be read."""
    names = set()
    while _TEMPLATE_HEAD.match(src, at):
        i = src.index(b"<", at)
        angles, parens, j = 0, 0, i
        while j < limit:
            c = src[j]
            if c in b"([":
                parens += 1
            elif c in b")]":
                parens -= 1
            elif not parens and c == 0x3C:  # <
                angles += 1
            elif not parens and c == 0x3E:  # >
                angles -= 1
                if not angles:
                    break
            j += 1
        else:
            return None
        names |= set(_IDENTIFIERS.findall(src[i:j].decode("latin-1")))
        at = j + 1
        while at < limit and src[at] in _BLANKS:
            at += 1
    return names


def _starts_declaration(src: bytes, start: int) -> bool:
    """Whether the last token before `start` ends a declaration, opens or
    closes a scope, ends an access specifier or a directive line. `src` is
    the code view (c_text.code_view): comments are blanks there."""
    j = _last_non_blank(src, start)
    if j < 0:
        return True
    line_start = src.rfind(b"\n", 0, j + 1) + 1  # (the view's line ends are LF)
    if src[line_start:j + 1].lstrip(b" \t").startswith(b"#"):
        return True
    char = src[j:j + 1]
    return char in (b";", b"{", b"}") or (char == b":" and src[j - 1:j] != b":")


def _last_non_blank(src: bytes, end: int) -> int:
    """The offset of the last byte before `end` that is not a blank, or -1.
    (Read back in windows: a definition follows a long comment, all blanks
    in the view, and a byte at a time took a tenth of a second of SQLite.)"""
    while end > 0:
        start = max(0, end - 512)
        kept = len(src[start:end].rstrip(_BLANKS))
        if kept:
            return start + kept - 1
        end = start
    return -1


# Words of type spellings that nothing can hide.
_KEYWORDS = frozenset(
    "void char short int long float double signed unsigned const volatile restrict __restrict "
    "__restrict__ _Bool bool wchar_t char8_t char16_t char32_t _Complex __complex__ __int128 "
    "_Float16 _Float32 _Float64 _Float128 __float128 __fp16 _Atomic".split())


def can_be_hidden(spelling: str) -> bool:
    """Whether a type's spelling holds a name (typedef, tag, class) that a
    declaration in the body could hide: keywords alone cannot be."""
    return any(word not in _KEYWORDS for word in _IDENTIFIERS.findall(spelling))


def hidden_by_parameter(spelling: str, parameters) -> str:
    """A name in the type's spelling that a parameter redeclares, or "" (a
    tag after `struct`, `union`, `enum` or `class` is not looked up among
    the names of variables)."""
    names = set(_IDENTIFIERS.findall(_TAGS.sub("", spelling)))
    return next((p for p in parameters if p and p in names), "")
