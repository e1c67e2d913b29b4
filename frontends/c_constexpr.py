"""constexpr routines: their code runs only when a call is evaluated at run time.

A constexpr function may hold no static variable (until C++23) and no object
of a non-literal type (the C++ scope guard is one). So the routine's spec code (decl, entry, exit) goes into a
helper of its own, an ordinary function defined just before the routine
(`static` member of its class for one defined in its class, `inline`
elsewhere, so that a header's copy is one function in every translation
unit), which takes where it is called from: 0 for the entry, k for the k-th
exit. The routine calls it behind `__builtin_is_constant_evaluated()` (gcc
>= 9, clang >= 9, in every C++ mode), so constant evaluation never sees it:

    C++14 and later   { if (!__builtin_is_constant_evaluated()) H(0);  body }
    each return       return (__builtin_is_constant_evaluated() ? void()
                              : (void)__srcinst_cx_exit{&H, k}), VALUE;
    `return NAME;`    { if (!__builtin_is_constant_evaluated()) H(k); return NAME; }
                      (a local NAME is moved out; in a comma expression it would be copied)

`__srcinst_cx_exit` is a temporary whose destructor calls H(k) at the end of
the return's full-expression, after the value is computed (and when an
exception leaves that expression). C++11 constexpr functions, whose body is
one return statement, are left alone (see place()). `return;` and the end of a void body call
H(k) as a statement. From C++20 on a constexpr body may hold an object whose
destructor is constexpr: a guard `__srcinst_cx_guard G{&H, END}` after the
entry call runs the exit code wherever the routine is left (an exception
too), and a return whose exit code differs records its site first.
"""
from __future__ import annotations

import re
import zlib
from dataclasses import dataclass

import clang.cindex as ci

from . import c_result_type, c_text

CXX11_STDS = {"c++11", "gnu++11", "c++0x", "gnu++0x"}
CONSTANT = "__builtin_is_constant_evaluated()"

# C++20 and later: a literal type may have a constexpr destructor, so a
# guard can live in a constexpr body and run the exit code wherever the
# routine is left at run time, returns (also in macros, braced lists) and
# exceptions alike; the returns only record their site.
GUARD_HELPER = """#ifndef __SRCINST_CX_GUARD_DEFINED
#define __SRCINST_CX_GUARD_DEFINED
struct __srcinst_cx_guard {
  void (*fn)(int); int site;
  constexpr ~__srcinst_cx_guard() { if (!__builtin_is_constant_evaluated()) fn(site); }
};
#endif
"""
GUARD = "__srcinst_cx_exit_guard"

EXIT_HELPER = """#ifndef __SRCINST_CX_EXIT_DEFINED
#define __SRCINST_CX_EXIT_DEFINED
struct __srcinst_cx_exit {
  void (*fn)(int); int site;
  ~__srcinst_cx_exit() { fn(site); }
};
#endif
"""


@dataclass
class Placement:
    helper_at: int      # where the helper's definition goes (before the routine, its template head)
    in_class: bool      # defined in its class: the helper is a static member
    guard: bool = False  # C++20 and later: a literal scope guard runs the exit code


_CLASS_KINDS = {"STRUCT_DECL", "CLASS_DECL", "UNION_DECL", "CLASS_TEMPLATE",
                "CLASS_TEMPLATE_PARTIAL_SPECIALIZATION"}


def place(view: bytes, std: str, facts, routine) -> tuple[Placement | None, str]:
    """Where a constexpr routine's helper goes, or why it cannot be instrumented."""
    info = routine.data
    cxx11 = std in CXX11_STDS
    guard = cxx_year(std) >= 20
    if info.wrap_try or info.exit_before_handlers:
        return None, "a constexpr function with a function-try-block"
    if info.body_open != facts.body_start or view[info.body_close:info.body_close + 1] != b"}":
        return None, "a constexpr function whose body a macro opens or closes"
    if cxx11:
        # (its one return statement would hold the exit temporary, a non-literal
        # type, and g++ 12 refuses some such functions, yaml-cpp's dragonbox
        # compute_power<k>, as "not usable as a constexpr function")
        return None, "a C++11 constexpr function is not instrumented (C++14 and later are)"
    returns = [s for s in routine.exits if s.kind == "return"]
    for site in [] if guard else returns:
        ret = site.data
        if ret.macro is not None or ret.origin is not None or ret.semicolon is None:
            return None, "a constexpr function with a return inside a macro expansion or an included file"
        after = c_text._skip_blanks(view, ret.keyword_end or ret.keyword + 6, ret.semicolon)
        if view[after:after + 1] == b"{":
            return None, "a constexpr function returning a braced list: its exit code has no place after the value"
    header_end = facts.try_start if facts.try_block else facts.body_start
    at = c_result_type.hoist_point(view, attributes_start(view, facts.start), header_end, "")
    if at is None:
        return None, "no place before this constexpr function's definition for its hook helper"
    parent = facts.cursor.lexical_parent
    in_class = parent is not None and parent.kind.name in _CLASS_KINDS
    return Placement(at, in_class, guard), ""


# A word a macro may spell `constexpr` or `consteval` with (FMT_CONSTEXPR,
# JSON_HEDLEY_CONSTEXPR, _GLIBCXX20_CONSTEXPR): upper case, three letters or more.
_MACRO_WORD = re.compile(rb"(?<![\w$])[A-Z_][A-Z0-9_]{2,}(?![\w$])")


def specifiers(cursor, text: bytes) -> bytes:
    """A function's written text before its body, and when a macro may stand
    among its specifiers, the declaration as the compiler read it (without
    its body): a macro that expands to `constexpr` makes a constexpr
    function as much as the word does."""
    if not _MACRO_WORD.search(text):
        return text
    policy = ci.PrintingPolicy.create(cursor)
    policy.set_property(ci.PrintingPolicyProperty.TerseOutput, 1)
    declared = cursor.pretty_printed(policy)  # (no body; attributes come first, with parentheses)
    return text + b" " + declared.encode("utf-8", "surrogateescape")


_ATTRIBUTE_TAIL = re.compile(rb"(?:\]\s*\]|\)\s*\))\s*\Z")


def attributes_start(view: bytes, start: int) -> int:
    """Where the attributes written before a definition start (`[[nodiscard]]`,
    `__attribute__((...))`: libclang's extent begins after them)."""
    while True:
        head = view[max(0, start - 400):start]
        tail = _ATTRIBUTE_TAIL.search(head)
        if not tail:
            return start
        at = head.rfind(b"[[") if head[tail.start():tail.start() + 1] == b"]" else head.rfind(b"__attribute__")
        if at < 0:
            return start
        start = start - len(head) + at


_YEARS = {"98": 3, "03": 3, "0x": 11, "1y": 14, "1z": 17, "2a": 20, "2b": 23, "2c": 26}


def cxx_year(std: str) -> int:
    """The C++ standard's year (98 and 03 as 3), from its -std= name."""
    tail = std[-2:]
    return _YEARS.get(tail) or (int(tail) if tail.isdigit() else 0)


def helper_name(path: str, number: int, text: str) -> str:
    """Named after the file and its code: one name for one definition, in
    every translation unit that includes the same instrumented header."""
    tag = format(zlib.crc32((path + "\0" + text).encode("utf-8", "surrogateescape")), "08x")
    return f"__srcinst_cx_{tag}_{number}"


def helper_body(decl: str, entry: str, exits: list[str]) -> str:
    """The helper's body: decl, then the entry code (site 0) or the exit code of site k."""
    parts = [decl.rstrip("\n")] if decl else []
    if entry:
        parts.append(f"if (__srcinst_site == 0) {{\n{entry.rstrip()}\nreturn;\n}}")
    if len(set(exits)) == 1:
        parts.append(exits[0].rstrip())
    else:
        cases = "".join(f"case {k}: {{\n{c.rstrip()}\n}} break;\n" for k, c in enumerate(exits, 1) if c)
        parts.append(f"switch (__srcinst_site) {{\n{cases}default: break;\n}}")
    return "\n".join(p for p in parts if p)


def definition(name: str, body: str, in_class: bool) -> str:
    linkage = "static" if in_class else "inline"
    return f"{linkage} void {name}(int __srcinst_site) {{\n(void)__srcinst_site;\n{body}\n}}\n"


def at_run_time(call: str) -> str:
    return f"if (!{CONSTANT}) {call};"


_NAME_ONLY = re.compile(rb"\s*(\(\s*)*[A-Za-z_$][\w$]*\s*(\)\s*)*")


def returns_a_name(value: bytes) -> bool:
    """Whether a return's value (code view) is a name, maybe in parentheses:
    a local it names is moved out, not copied, which a comma expression around
    it would change (fmt's basic_format_arg then took its forwarding constructor)."""
    m = _NAME_ONLY.fullmatch(value)
    return m is not None and value.count(b"(") == value.count(b")")


def return_prefix(name: str, site: int) -> str:
    """What goes right after `return` (before its value): the temporary that
    calls the exit code when the value is done."""
    return f" ({CONSTANT} ? void() : (void)__srcinst_cx_exit{{&{name}, {site}}}),"
