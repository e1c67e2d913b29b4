"""C++ lambdas as routines (C++11 and later): where they are, their names,
and those that must stay as they are.

A lambda's body is a function of its own: the walk of the routine around it
counts the body as foreign (its returns leave the lambda), and here the
lambda becomes a routine. Lambdas are found from the text: each `[` that can
start an expression is looked up in the parse (clang_getCursor), so those in
global initialisers, default arguments and member initialisers are found
like those in bodies, and a template's lambda is one routine however often
the template is instantiated.

A lambda is named after its place, as clang names its closure type, and the
function (else the variable) it is written in, as g++ scopes its name:
`lambda at app.cpp:16:20 in main`.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass

import clang.cindex as ci

from . import c_constexpr, c_metrics, c_text
from . import clang_fast as fast
from .clang_walk import FUNCTION_KINDS

K = ci.CursorKind
LAMBDA_ID = K.LAMBDA_EXPR.value
_FUNCTION_IDS = {kind.value for kind in FUNCTION_KINDS}
_VARIABLE_IDS = {K.VAR_DECL.value, K.FIELD_DECL.value}
_STATIC_ASSERT_ID = K.STATIC_ASSERT.value
_TEMPLATE_IDS = {K.FUNCTION_TEMPLATE.value, K.CLASS_TEMPLATE.value, K.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION.value}
_lib = ci.conf.lib

_OPEN = re.compile(rb"\[")
# After these words `[` starts an expression; after another word it subscripts or declares an array.
_EXPRESSION_WORDS = {b"return", b"co_return", b"co_yield", b"co_await", b"throw", b"case", b"else", b"do",
                     b"sizeof", b"decltype", b"noexcept", b"alignof", b"typeid"}
_CONSTEXPR = re.compile(rb"\b(constexpr|consteval)\b")
_CONSTANT_CONTEXTS = re.compile(rb"\bstatic_assert\s*\(|\bconstexpr\b")

SKIP_MACRO = ("a lambda written in a macro's argument: its code would go inside the invocation, where "
              "line markers cannot")
SKIP_CONSTANT = "a lambda in a constant expression ({}) must stay constexpr"
_WORD_BYTES = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$"
_ENUM_HEAD = re.compile(rb"\benum\b[^;{}()]*\Z")
_CONSTANT_SPECIFIERS = (b"alignas", b"noexcept", b"static_assert")


@dataclass
class Lambda:
    at: int                 # offset of its `[`
    cursor: object          # its LAMBDA_EXPR
    name: str               # `lambda at app.cpp:16:20 in main`
    skip: str | None = None
    in_template: bool = False  # written in a template: one routine for all its instances


def introducers(view: bytes):
    """Offsets of the `[` in a code view that may open a lambda: not a
    subscript (after a name, `)` or `]`), not an attribute's `[[`."""
    for m in _OPEN.finditer(view):
        at = m.start()
        if view[at + 1:at + 2] == b"[":
            continue
        i = at - 1
        while i >= 0 and view[i] in b" \t\r\n\f\v":
            i -= 1
        prev = view[i:i + 1]
        if prev in (b")", b"]", b"["):
            continue
        if prev and (prev.isalnum() or prev in b"_$"):
            j = i
            while j > 0 and (view[j - 1:j].isalnum() or view[j - 1:j] in b"_$"):
                j -= 1
            if view[j:i + 1] not in _EXPRESSION_WORDS:
                continue
        yield at


def find(tu, path: str, view: bytes, line_col, locate) -> list[Lambda]:
    """The lambdas written in the main file, in order. `line_col(offset)`
    gives an offset's line and column, `locate(line)` the (file, line) a
    physical line stands for."""
    handle = _lib.clang_getFile(tu, os.fsencode(path))
    if not handle:
        return []
    main, file = fast.address(handle), ci.File(handle)
    found, seen = [], set()
    top = None
    constant_texts = None
    for at in introducers(view):
        cursor = _lib.clang_getCursor(tu, _lib.clang_getLocationForOffset(tu, file, at))
        if cursor is None or cursor._kind_id != LAMBDA_ID:
            continue
        cursor._tu = tu
        if cursor.hash in seen:
            continue
        seen.add(cursor.hash)
        if top is None:
            top = [c for c in fast.children(tu.cursor) if fast.start_in_file(c)[0] == main]
        ancestors = _ancestors(top, main, at, cursor)
        line, column = line_col(at)
        where, presumed = locate(line)
        name = f"lambda at {where}:{presumed}:{column}"
        context = _context(ancestors)
        if context:
            name += f" in {context}"
        lam = Lambda(at, cursor, name, in_template=any(c._kind_id in _TEMPLATE_IDS for c in ancestors))
        if fast.extent_offsets(cursor)[0] != at:
            lam.skip = SKIP_MACRO
        else:
            if constant_texts is None:
                constant_texts = _constant_texts(view)
            lam.skip = _constant_use(view, ancestors, constant_texts)
            if lam.skip is None and _in_constant_operand(view, at):
                lam.skip = SKIP_CONSTANT.format("a template argument, case label, enumerator or alignas")
        found.append(lam)
    return found


def _ancestors(top: list, main, at: int, target) -> list:
    """The cursors from the translation unit down to `target`, which holds `at`."""
    path: list = []
    children = top
    while True:
        inside = None
        for child in children:
            file, start = fast.start_in_file(child)
            if file == main and start <= at < fast.extent_offsets(child)[1]:
                inside = child
                break
        if inside is None or inside == target:
            return path
        path.append(inside)
        children = fast.children(inside)


def _context(ancestors: list) -> str:
    """The function the lambda is written in (its default arguments
    included), else the variable or member it initialises."""
    for kinds in (_FUNCTION_IDS, _VARIABLE_IDS):
        for cursor in reversed(ancestors):
            if cursor._kind_id in kinds:
                return c_metrics.qualified_name(cursor, "c++") or fast.spelling(cursor)
    return ""


def _specifiers(view: bytes, cursor) -> bytes:
    """A declaration's text before its name (where `constexpr` is)."""
    start = fast.extent_offsets(cursor)[0]
    name_at = fast.location_offset(_lib.clang_getCursorLocation(cursor))[1]
    return view[start:max(start, name_at)]


def _constant_texts(view: bytes) -> list[bytes]:
    """The text of each static_assert and constexpr declaration of the file."""
    texts = []
    for m in _CONSTANT_CONTEXTS.finditer(view):
        if m.group().startswith(b"static_assert"):
            end = c_text.call_end(view, m.end() - 1, len(view))
        else:
            end = c_text.statement_end(view, m.end(), len(view))
        texts.append(view[m.end():end or m.end()])
    return texts


def _constant_use(view: bytes, ancestors: list, constant_texts: list[bytes]) -> str | None:
    """Why a lambda must stay constexpr (C++17 makes a lambda constexpr where
    it can be): it is in a static_assert, a constexpr variable's initialiser
    or a constexpr function, or the variable holding it is called in a
    static_assert or a constexpr declaration. None: nothing says so."""
    holder = None
    for cursor in ancestors:
        kind = cursor._kind_id
        if kind == _STATIC_ASSERT_ID:
            return SKIP_CONSTANT.format("a static_assert")
        if kind in _VARIABLE_IDS:
            if _CONSTEXPR.search(_specifiers(view, cursor)):
                return SKIP_CONSTANT.format(f"the initialiser of constexpr '{fast.spelling(cursor)}'")
            holder = fast.spelling(cursor)
        elif kind in _FUNCTION_IDS and _CONSTEXPR.search(c_constexpr.specifiers(cursor, _specifiers(view, cursor))):
            return SKIP_CONSTANT.format(f"constexpr function '{fast.spelling(cursor)}'")
        elif kind == LAMBDA_ID:
            start = fast.extent_offsets(cursor)[0]
            body = next((c for c in fast.children(cursor) if c._kind_id == K.COMPOUND_STMT.value), None)
            if body is not None and _CONSTEXPR.search(view, start, fast.extent_offsets(body)[0]):
                return SKIP_CONSTANT.format("a constexpr lambda")
    if holder:
        called = re.compile(rb"\b" + re.escape(holder.encode()) + rb"\s*\(")
        if any(called.search(text) for text in constant_texts):
            return SKIP_CONSTANT.format(f"'{holder}' is called in a static_assert or constexpr declaration")
        if any(_in_constant_operand(view, m.start()) for m in called.finditer(view)):
            return SKIP_CONSTANT.format(f"'{holder}' is called in a template argument, case label, "
                                        "enumerator or alignas")
    return None


def _in_constant_operand(view: bytes, at: int) -> bool:
    """Whether the expression at `at` is (part of) a template argument, a
    case label, an enumerator's value or the operand of alignas or a
    noexcept specifier: constant expressions outside the declarations
    `_constant_texts` holds. Read backwards to the statement's start; a `<`
    after a name opens template arguments when a `>` closes them after the
    expression (`i < f(n);` and `a < f(n) && b > c` are comparisons; `a < f(n) > b` is
    taken for template arguments: the lambda is then left alone)."""
    depth = angles = 0
    i = at - 1
    stop = max(0, at - 4000)
    while i >= stop:
        c = view[i:i + 1]
        if c in b")]}":
            depth += 1
        elif c in b"([":
            if depth:
                depth -= 1
            elif c == b"(" and _word_before(view, i) in _CONSTANT_SPECIFIERS:
                return True
        elif c == b"{":
            if depth:
                depth -= 1
            else:
                return bool(_ENUM_HEAD.search(view, max(0, i - 400), i))
        elif not depth and (c == b";" or c == b":" and b":" not in (view[i - 1:i], view[i + 1:i + 2])):
            return False  # the statement's or the label's start
        elif not depth and c == b">" and view[i - 1:i] not in (b"-", b">") and view[i + 1:i + 2] != b"=":
            angles += 1
        elif not depth and c == b"<" and view[i - 1:i] != b"<" and view[i + 1:i + 2] not in (b"<", b"="):
            if angles:
                angles -= 1
            elif _word_before(view, i)[:1].isalpha() or _word_before(view, i)[:1] == b"_":
                return _angle_closes_after(view, at)
        elif not depth and c in _WORD_BYTES:
            start = i
            while start > 0 and view[start - 1:start] in _WORD_BYTES:
                start -= 1
            if view[start:i + 1] == b"case":
                return True
            i = start
        i -= 1
    return False


def _angle_closes_after(view: bytes, at: int) -> bool:
    """Whether a `>` follows the expression at `at` before its statement,
    its parenthesis or its braces end, or a `&&`, `||` or `?` ends a
    comparison's operand."""
    depth = 0
    for i in range(at, min(len(view), at + 4000)):
        c = view[i:i + 1]
        if c in b"([{":
            depth += 1
        elif c in b")]}":
            if not depth:
                return False
            depth -= 1
        elif not depth and (c == b";" or view[i:i + 2] in (b"&&", b"||") or c == b"?"):
            return False  # a comparison's operand ends there
        elif c == b">" and not depth and view[i - 1:i] != b"-" and view[i + 1:i + 2] != b"=":
            return True
    return False


def _word_before(view: bytes, i: int) -> bytes:
    """The name (or keyword) written right before offset i, blanks skipped."""
    j = i - 1
    while j >= 0 and view[j] in b" \t\r\n\f\v":
        j -= 1
    end = j + 1
    while j >= 0 and view[j:j + 1] in _WORD_BYTES:
        j -= 1
    return view[j + 1:end]
