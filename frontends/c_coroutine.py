"""C++20 coroutines: each run of the body, from a (re)start to the next
suspension or to its end, is one call of the routine.

A profiler keeps a stack per thread: a generator that yields to its caller
has left the stack until the caller resumes it, so the coroutine's life
(first call to final suspend) would not nest. So the entry code runs where
the body starts (the first resume, or the call itself when the initial
suspend does not suspend), the scope guard's exit code where it ends
(co_return, falling off the end, an exception), and a statement that
suspends, `co_yield v;`, `co_await t;` or a declaration `auto x = co_await
t;`, gets the exit code before it and the entry code after it (the guard
stands down in between, so a coroutine destroyed while suspended reports no
second exit):

    { __srcinst_exit_guard.fn(); __srcinst_exit_guard.armed = false;
      try { co_yield v; } catch (...) { ENTRY __srcinst_exit_guard.armed = true; throw; }
      ENTRY __srcinst_exit_guard.armed = true; }

(the try only where exceptions are on). A declaration gets no braces, its
name stays in scope, and no try: an exception at its resumption leaves the
rest of that run uncounted. The operand of
co_await or co_yield is computed after the exit code: calls made there count
for the caller. A co_await whose awaiter does not suspend (await_ready() is
true) still counts as a new call.

Left alone, with a note: coroutines with a co_await or co_yield in a
condition (`while (co_await next())`), in an unbraced declaration, or two in
one statement.
"""
from __future__ import annotations

import re

import clang.cindex as ci

from . import clang_fast as fast

K = ci.CursorKind
_SUSPEND = re.compile(rb"(?<![\w$])co_(?:await|yield)(?![\w$])")
_BLOCK_IDS = {K.COMPOUND_STMT.value}
_LABELLED_IDS = {K.CASE_STMT.value, K.DEFAULT_STMT.value, K.LABEL_STMT.value}
_CONTROL_IDS = {K.IF_STMT.value, K.WHILE_STMT.value, K.FOR_STMT.value, K.CXX_FOR_RANGE_STMT.value,
                K.DO_STMT.value, K.SWITCH_STMT.value, K.CXX_TRY_STMT.value, K.CXX_CATCH_STMT.value}


# A suspending statement (not a declaration, whose name must stay in scope)
# is tried: an exception thrown at the resumption (by await_resume, or by the
# operand before it suspends) is a run of the body too, caught in the
# coroutine or not, so the handler enters again before passing it on. Not
# where exceptions are off (-fno-exceptions).
TRY_OPEN = "#if __cpp_exceptions\ntry {\n#endif"


def try_close(back: str) -> str:
    return f"#if __cpp_exceptions\n}} catch (...) {{\n{back.rstrip()}\nthrow;\n}}\n#endif\n"


# gcc warns (-Wsubobject-linkage, on by default) that the coroutine's frame
# holds the guard, whose lambda type has no linkage: said for nothing here.
QUIET_GCC = ('#if defined(__GNUC__) && !defined(__clang__)\n#pragma GCC diagnostic push\n'
             '#pragma GCC diagnostic ignored "-Wsubobject-linkage"\n#endif')
LOUD_GCC = '#if defined(__GNUC__) && !defined(__clang__)\n#pragma GCC diagnostic pop\n#endif'


def body_block(body):
    """The body's compound statement (libclang wraps a coroutine's in a statement of its own)."""
    if body._kind_id == K.COMPOUND_STMT.value:
        return body
    return next((c for c in fast.children(body) if c._kind_id == K.COMPOUND_STMT.value), None)


def suspensions(view: bytes, body, foreign) -> tuple[list[tuple[int, int, bool]], str]:
    """(start, end, is a declaration) of each statement that suspends, in
    order, or why the coroutine cannot be instrumented."""
    block = body_block(body)
    if block is None:
        return [], "its body is not a block libclang shows"
    open_at, close_at = fast.extent_offsets(block)
    found: dict[tuple[int, int, bool], int] = {}
    for m in _SUSPEND.finditer(view, open_at, close_at):
        if any(start <= m.start() < end for start, end in foreign):
            continue  # a lambda's or a local class's
        statement, why = _statement_at(view, block, m.start())
        if statement is None:
            return [], why
        found[statement] = found.get(statement, 0) + 1
    if any(n > 1 for n in found.values()):
        return [], "two co_await or co_yield in one statement"
    return sorted(found), ""


def _statement_at(view: bytes, block, offset: int):
    node, in_block = block, True
    while True:
        inner = next((c for c in fast.children(node)
                      if (lambda se: se[0] <= offset < se[1])(fast.extent_offsets(c))), None)
        if inner is None:
            return None, "a co_await or co_yield libclang does not show"
        kind = inner._kind_id
        if node._kind_id not in _BLOCK_IDS and node._kind_id not in _LABELLED_IDS | _CONTROL_IDS:
            return None, "a co_await or co_yield outside a statement of its own"
        if node._kind_id in _CONTROL_IDS | _LABELLED_IDS and not _is_body(view, node, inner):
            return None, "a co_await or co_yield in a condition"
        if kind in _BLOCK_IDS | _CONTROL_IDS | _LABELLED_IDS:
            node, in_block = inner, kind in _BLOCK_IDS
            continue
        start, end = fast.extent_offsets(inner)
        declaration = kind == K.DECL_STMT.value
        if not declaration:
            end = _semicolon_after(view, end)
            if end is None:
                return None, "a co_await or co_yield statement without its `;` in the file"
        elif not in_block:
            return None, "a co_await in an unbraced declaration"
        return (start, end, declaration), ""


_HEADED_IDS = {K.IF_STMT.value, K.WHILE_STMT.value, K.FOR_STMT.value, K.CXX_FOR_RANGE_STMT.value,
               K.SWITCH_STMT.value}


def _is_body(view: bytes, node, child) -> bool:
    """Whether `child` of a control or labelled statement is a statement it
    holds (an expression statement too), not its condition or label."""
    children = fast.children(node)
    kind = node._kind_id
    if kind == K.DO_STMT.value:
        return bool(children) and children[0] == child
    if kind == K.CASE_STMT.value:
        return children[-1] == child
    if kind in _HEADED_IDS:
        start = fast.extent_offsets(node)[0]
        opening = view.find(b"(", start)
        depth, i = 0, opening
        while 0 <= i < len(view):
            depth += {0x28: 1, 0x29: -1}.get(view[i], 0)
            if depth == 0:
                return fast.extent_offsets(child)[0] > i
            i += 1
        return False
    return child.kind.is_statement()


def _semicolon_after(view: bytes, end: int):
    i = end
    while i < len(view) and view[i] in b" \t\r\n\f\v":
        i += 1
    return i + 1 if view[i:i + 1] == b";" else None
