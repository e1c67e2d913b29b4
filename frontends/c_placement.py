"""Where a file rule's code goes in a C or C++ file, by what the parse saw.

c_preamble's rule (after the leading directives, cut back to `#if` depth 0)
is right when the file's first `#include` is among those directives: the
file has chosen its feature-test macros by then. A file that wraps its
configuration in an `#if` group (an include guard, the SQLite amalgamation's
`#ifndef SQLITE_AMALGAMATION` around everything) has no such preamble, and
its `#define _GNU_SOURCE` and first `#include` come later; code put at line
1 would pull in <features.h> first and glibc would hide `mremap`...

Then the code goes after the first `#include` that was active in this parse
(the parse's inclusions, so one in an inactive branch does not count, nor a
forced `-include`), at the next line of code the parse saw: lines in
inactive branches are passed over, and so are the file's next directives
(a `config.h` first, its `#define _GNU_SOURCE` after). Code inside a
declaration (`extern "C" {`, a namespace, an initializer, a function whose
body holds an X-macro #include) moves the place up to that declaration's
start, and above attributes clang's extent leaves out (`[[nodiscard]]` on
the line before). The place lies inside the `#if` group that
holds the include: the file's configuration holds there in this parse, and
only there. Where a routine comes before that place, its code needs the
rule's declarations first: the preamble's place stays, with a warning.
"""
from __future__ import annotations

import bisect
import os
import re
from collections.abc import Callable

import clang.cindex as ci

from . import clang_fast as fast
from .c_preamble import code_runs, line_end_after, preamble_end
from .c_preamble import placer as preamble_placer
from .c_text import code_view

_DIRECTIVE = re.compile(rb"[ \t]*#")
_CONTINUED = re.compile(rb"\\[ \t\f\v]*\r?\n\Z")  # a line splice ends the line before
_TOKEN = re.compile(rb"[A-Za-z_$][\w$]*|[^\s\w]")
_NO_DECL = {ci.CursorKind.NO_DECL_FOUND, ci.CursorKind.TRANSLATION_UNIT, ci.CursorKind.INVALID_FILE}


def placer(tu, path: str, src: bytes, line_starts, include_offsets, routine_offsets,
           preamble_headers: bool, lang_raw: bool = False
           ) -> tuple[Callable[[int], int] | None, tuple[str, int] | None]:
    """(place_line for SourceUnit, a warning (message, line) or None).
    `include_offsets`: where the main file's active `#include`s are;
    `preamble_headers`: the parse used a precompiled preamble that read headers;
    `lang_raw`: the language has raw strings (for its code view)."""
    end = preamble_end(src)
    if preamble_headers or not include_offsets or min(include_offsets) < end:
        return preamble_placer(src, line_starts), None
    first_include = min(include_offsets)
    at, cursor = _next_active_code(tu, path, src, first_include)
    if at is None:  # nothing but directives after it: the line after the #include
        at = line_end_after(src, first_include)
        if at >= len(src):
            return preamble_placer(src, line_starts), None
    else:
        at = _declaration_head(code_view(src, raw_strings=lang_raw), _outside_declarations(tu, path, at, cursor))
    line = bisect.bisect_right(line_starts, at)
    include_line = bisect.bisect_right(line_starts, first_include)
    if routine_offsets and min(routine_offsets) < line_starts[line - 1]:
        fallback = preamble_placer(src, line_starts)
        placed = fallback(1) if fallback else 1
        routine_line = bisect.bisect_right(line_starts, min(routine_offsets))
        return fallback, (f"a routine (line {routine_line}) comes before the file's first #include "
                          f"(line {include_line}): a file rule's code goes before line {placed}, where "
                          f"the macros defined before that #include do not apply to its headers",
                          placed)

    def place_line(wanted: int) -> int:
        return line if wanted < line else wanted

    return place_line, None


def _next_active_code(tu, path: str, src: bytes, after: int):
    """(offset, cursor) of the first line of code after offset `after` that
    the parse compiled, and a declaration on it; (None, None) when there is
    none. A run whose first line holds no declaration, as in an inactive
    branch, is passed over."""
    for run in code_runs(src, line_end_after(src, after)):
        line_end = line_end_after(src, run)
        for token in _TOKEN.finditer(src, run, line_end):
            # A token of a macro that expands to nothing has no declaration:
            # the next one on the line tells.
            cursor = _cursor_at(tu, path, token.start())
            if cursor is not None and cursor.kind not in _NO_DECL:
                return run, cursor
    return None, None


def _outside_declarations(tu, path: str, at: int, cursor) -> int:
    """`at`, or the start of the outermost declaration that holds it: the
    translation unit's child around it (a statement's cursor has no lexical
    parent to climb by: a body holding an X-macro #include)."""
    main = fast.main_file(tu, path)
    for child in fast.children(tu.cursor):
        file, start = fast.start_in_file(child)
        if file != main or start >= at:
            continue
        end = fast.extent_offsets(child)[1]
        if end > at and fast.location_offset(ci.conf.lib.clang_getRangeEnd(
                ci.conf.lib.clang_getCursorExtent(child)))[0] == main:
            return start
    return at


def _declaration_head(view: bytes, start: int) -> int:
    """The first byte of code before `start` that belongs with it: clang's
    extent of `__attribute__((unused)) static` / `int f(void) {...}` starts
    at `int`, and code put there would split the declaration. Goes back to
    the last `;`, `{` or `}`, but not across a directive line (an inactive
    branch's text would be taken for code)."""
    head, i = start, start
    while i > 0:
        i -= 1
        c = view[i]
        if c in b" \t\r\n\f\v":
            continue
        if c in b";{}" or _on_directive_line(view, i):
            break
        head = i
    return head


def _on_directive_line(view: bytes, i: int) -> bool:
    """Whether offset i of a code view is on a directive's logical line."""
    start = view.rfind(b"\n", 0, i) + 1
    while start and _CONTINUED.search(view, max(start - 64, 0), start):
        start = view.rfind(b"\n", 0, start - 1) + 1  # the line this one continues
    return _DIRECTIVE.match(view, start) is not None


def _cursor_at(tu, path: str, offset: int):
    """The innermost cursor at an offset of the main file (by its bytes: a
    name that is not UTF-8 has no str for cindex)."""
    file = ci.File(ci.conf.lib.clang_getFile(tu, os.fsencode(path)))
    cursor = ci.conf.lib.clang_getCursor(tu, ci.conf.lib.clang_getLocationForOffset(tu, file, offset))
    if cursor is not None:
        cursor._tu = tu  # for cindex's own methods (lexical_parent)
    return cursor
