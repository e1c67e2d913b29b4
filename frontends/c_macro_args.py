"""Calls written in a function-like macro's arguments (`CHECK(MPI_Send(...))`,
`SAFE_CALL(fopen(...))`): where a call region around one is sound.

The region's code goes into the argument's text, around the call, so it is
sound only when the macro puts that text in its expansion exactly once, as
an expression that runs: not stringized (`#x`: the program's text, as
assert's failure message, would change), not pasted (`##`), not passed on to
another function-like macro (which might do either), not in an operand that
is never evaluated (sizeof, decltype...) or a constant expression, and not
left out (assert under NDEBUG: the call never runs). The macro's
definitions are read from the file and from the headers it includes (all of
them, when several are written under #if: each must pass); a call inside
the arguments of nested invocations (`A(B(f()))`) is left alone.
"""
from __future__ import annotations

import re
from ctypes import byref, c_uint

import clang.cindex as ci

from . import c_text
from . import clang_fast as fast

_lib = ci.conf.lib
_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_$][\w$]*)\(" + c_text.REST_OF_LINE, re.M)
_TOKEN = re.compile(rb'##|#|[A-Za-z_$][\w$]*|"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'|\S')
_SPLICE = re.compile(rb"\\[ \t\f\v]*\r?\n")
# Operands never evaluated, and constant expressions, in a macro's body
_UNEVALUATED = {b"sizeof", b"_Alignof", b"alignof", b"__alignof__", b"__alignof", b"typeof", b"__typeof__",
                b"__typeof", b"decltype", b"noexcept", b"typeid", b"_Generic", b"__builtin_types_compatible_p",
                b"__builtin_constant_p", b"__builtin_choose_expr", b"static_assert", b"_Static_assert",
                b"constexpr", b"constinit"}


def spelled_extent(cursor, main) -> tuple[int, int] | None:
    """[start, end) of where a cursor's text is spelled in the main file
    (inside a macro argument, for one a macro expands), or None."""
    extent = _lib.clang_getCursorExtent(cursor)
    found = []
    for location in (_lib.clang_getRangeStart(extent), _lib.clang_getRangeEnd(extent)):
        file, offset = ci.c_object_p(), c_uint()
        _lib.clang_getSpellingLocation(location, byref(file), None, None, byref(offset))
        if fast.address(file) != main:
            return None
        found.append(offset.value)
    return (found[0], found[1]) if found[0] < found[1] else None


def arguments(view: bytes, open_paren: int, close_paren: int) -> list[tuple[int, int]]:
    """(start, end) of each argument of a macro invocation: split at the
    commas that no parentheses hold."""
    found, depth, start = [], 0, open_paren + 1
    for i in range(open_paren + 1, close_paren):
        char = view[i]
        if char == 0x28:
            depth += 1
        elif char == 0x29:
            depth -= 1
        elif char == 0x2C and depth == 0:
            found.append((start, i))
            start = i + 1
    found.append((start, close_paren))
    return found


class MacroDefinitions:
    """The function-like macros #defined in a file and the headers it
    includes: name -> the texts of their definitions (a code view: no
    comments, no literal contents), read once, on first need."""

    def __init__(self, view: bytes, headers):
        self._view, self._headers = view, headers
        self._found: dict[bytes, list[bytes]] | None = None

    def get(self, name: bytes) -> list[bytes]:
        if self._found is None:
            self._found = {}
            self._read(self._view)
            for path in dict.fromkeys(self._headers):
                try:
                    with open(path, "rb") as f:
                        text = f.read()
                except OSError:
                    continue
                # (read raw, each definition then without its comments: one in a
                # comment block counts too, which can only refuse more)
                self._read(text, raw=True)
        return self._found.get(name, [])

    def _read(self, view: bytes, raw: bool = False) -> None:
        assert self._found is not None
        for m in c_text.directive_lines(_DEFINE, view):
            text = c_text.code_view(m.group(), cache=False) if raw else m.group()
            self._found.setdefault(m.group(1), []).append(_SPLICE.sub(b" ", text))


def refusal(view: bytes, definitions: MacroDefinitions, invocation: int, limit: int,
            start: int, end: int) -> str | None:
    """Why a call spelled at [start, end) inside the arguments of the macro
    invocation whose name is at `invocation` cannot get a region (None when
    it can)."""
    close = c_text.invocation_end(view, invocation, limit)
    name_end = c_text.name_end(view, invocation)
    open_paren = view.find(b"(", name_end, start)
    if close is None or open_paren < 0 or not (open_paren < start and end < close):
        return "a macro writes it"
    args = arguments(view, open_paren, close - 1)
    index = next((i for i, (s, e) in enumerate(args) if s <= start and end <= e), None)
    if index is None:
        return "it spans several arguments of a macro"
    for paren in _enclosing(view, args[index][0], start):
        word = re.search(rb"([A-Za-z_$][\w$]*)\s*\Z", view[max(args[index][0], paren - 64):paren])
        if word and definitions.get(word.group(1)):
            return "it is inside the arguments of nested macro invocations"
    name = view[invocation:name_end]
    texts = definitions.get(name)
    if not texts:
        return f"the definition of the macro '{name.decode()}' whose argument holds it was not found"
    reasons = [why for text in dict.fromkeys(texts) for why in [_use_of_argument(text, index, definitions)] if why]
    if not reasons:
        return None
    why = next((r for r in reasons if "stringizes" in r), reasons[0])  # (the reason that matters most)
    return f"the macro '{name.decode()}' {why}" + (" in one of its definitions" if len(set(texts)) > 1 else "")


def _enclosing(view: bytes, floor: int, at: int):
    """The `(` between floor and at that hold `at`, innermost first."""
    depth = 0
    for i in range(at - 1, floor - 1, -1):
        if view[i] == 0x29:
            depth += 1
        elif view[i] == 0x28:
            if depth == 0:
                yield i
            else:
                depth -= 1


def _use_of_argument(definition: bytes, index: int, definitions: MacroDefinitions) -> str | None:
    """How a macro's definition (`#define NAME(params) body`) uses its
    argument number `index`, when that is not exactly once as an expression
    that runs."""
    head = re.match(rb"[ \t]*#[ \t]*define[ \t]+[A-Za-z_$][\w$]*\(([^)]*)\)", definition)
    if head is None:
        return "has a definition srcinst cannot read"
    params = [p.strip() for p in head.group(1).split(b",") if p.strip()]
    variadic = bool(params) and params[-1].endswith(b"...")
    if index < len(params) - variadic:
        param = params[index]
    elif variadic:
        param = params[-1][:-3].strip() or b"__VA_ARGS__"
    else:
        return "has fewer parameters than arguments"
    tokens = [m.group() for m in _TOKEN.finditer(definition, head.end())]
    uses = [i for i, token in enumerate(tokens) if token == param]
    if any(i and tokens[i - 1] == b"#" for i in uses):
        return "stringizes the argument holding it (#): its text would change"
    if any(b"##" in (tokens[i - 1] if i else b"", tokens[i + 1] if i + 1 < len(tokens) else b"") for i in uses):
        return "pastes the argument holding it (##)"
    if not uses:
        return "does not use the argument holding it (it never runs)"
    if len(uses) > 1:
        return "uses the argument holding it more than once"
    if param == b"__VA_ARGS__" and b"__VA_OPT__" in tokens:
        return "uses __VA_OPT__ with the argument holding it"
    at = uses[0]
    words = _words_of_enclosing_parentheses(tokens, at)
    if (at and tokens[at - 1] in _UNEVALUATED) or any(word in _UNEVALUATED for word in words):
        return "puts the argument holding it in an operand that never runs or a constant expression"
    if any(word and definitions.get(word) for word in words):
        return "passes the argument holding it to another macro, which may stringize it"
    return None


def _words_of_enclosing_parentheses(tokens: list[bytes], at: int) -> list[bytes]:
    """The identifier before each `(` that holds token `at` (b"" for a `(`
    after something else)."""
    words, depth = [], 0
    for i in range(at - 1, -1, -1):
        token = tokens[i]
        if token == b")":
            depth += 1
        elif token == b"(":
            if depth == 0:
                previous = tokens[i - 1] if i else b""
                words.append(previous if re.match(rb"[A-Za-z_$]", previous) else b"")
            else:
                depth -= 1
    return words
