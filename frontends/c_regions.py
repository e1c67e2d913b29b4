"""Regions of C and C++ routines (model.Region): loops, calls of chosen
functions, and ranges of lines marked as timers or phases (by a select file's `static timer name= file=
line=A to line=B`, or by comments `srcinst begin timer "NAME"` ... `srcinst
end timer "NAME"` in the source).

c_family calls find() for each routine it instruments, only when
ParseOptions.regions asks for regions: it costs one more walk of each body.

A loop region is the loop statement with the directives bound to it (the
`#pragma omp for`, `#pragma GCC unroll` lines right before it): c_emit puts
it in a block of its own, entry code first, so that a `break` lands on the
exit code after it. A marked range is a run of statements of one block, from
the first that starts on its first line to the last that ends on its last
line; it gets no block (its declarations stay visible after it): its entry
code goes before its first statement, its exit code after its last and
before each break, continue and goto that leaves it. The other ways out are
the routine's returns inside a region. longjmp and, without a scope guard
(C, C++98), exceptions leave a region without its exit code, as they leave
routines; the trace runtime notices and reports them as unwound.

A call region is one call of a function whose name the spec's calls, io or
memory rules name: as a whole statement it gets a block `{ entry CALL; exit }`;
inside an expression, C gets a statement expression that keeps the call's
value (`({ entry __typeof__(CALL) v = CALL; exit v; })`), C++14 and later a
lambda returning it (`decltype(auto)`: references and non-copyable values stay
what they were). C++ new and delete expressions are calls of `operator new`,
`operator new[]`, `operator delete`, `operator delete[]`. A call spelled in
a macro invocation's argument is one when the macro expands that argument
once as an expression that runs (c_macro_args says when). Calls a macro's
definition writes, those in unevaluated operands (sizeof, typeof, decltype)
or constant expressions, and those in C++98/11 expressions of class or
reference type are not instrumented.

A region gets no code (Region.skip says why) when something jumps into it
from outside (a goto to a label in it, a case label of a switch around it:
Duff's device), when a goto in an included file (C, C++98), the gotos of one
macro expansion (leaving different loops) or a computed goto (to a label
whose address is taken) may leave it, when its end is inside a macro
expansion, when a loop's braces are in different #if branches with other
code, or when a loop is nested in a loop nest an OpenMP or OpenACC
directive collapses (entry code between the loops would break the nest).
Loops that macros write whole are not regions; one whose header a macro
invocation writes, its body following in the file (`FOR_EACH(p, list) {
... }`), is. The directives bound to a loop are #pragma lines, `_Pragma`
operators, macros that expand to them and C++ attributes right before it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import clang.cindex as ci

from srcinst.model import Region, Site, loop_name
from srcinst.patterns import OPERATOR, callee_names

from . import c_macro_args, c_omp, c_text, clang_walk
from . import clang_fast as fast
from .markers import Marker, pair

K = ci.CursorKind
_lib = ci.conf.lib
CONTINUE, RECURSE = 1, 2  # CXChildVisitResult

LOOP_KEYWORDS = {K.FOR_STMT.value: b"for", K.CXX_FOR_RANGE_STMT.value: b"for",
                 K.WHILE_STMT.value: b"while", K.DO_STMT.value: b"do"}
GOTO_ID, INDIRECT_GOTO_ID, LABEL_ID = K.GOTO_STMT.value, K.INDIRECT_GOTO_STMT.value, K.LABEL_STMT.value
LABEL_REF_ID = K.LABEL_REF.value
SWITCH_ID, CASE_ID, DEFAULT_ID = K.SWITCH_STMT.value, K.CASE_STMT.value, K.DEFAULT_STMT.value
BREAK_ID, CONTINUE_ID, COMPOUND_ID = K.BREAK_STMT.value, K.CONTINUE_STMT.value, K.COMPOUND_STMT.value
CALL_ID = K.CALL_EXPR.value
NEW_ID, DELETE_ID = K.CXX_NEW_EXPR.value, K.CXX_DELETE_EXPR.value
ADDRESS_ID = K.ADDR_LABEL_EXPR.value  # `&&label`: a computed goto may go there
WATCHED = set(LOOP_KEYWORDS) | {GOTO_ID, INDIRECT_GOTO_ID, LABEL_ID, SWITCH_ID, CASE_ID, DEFAULT_ID, BREAK_ID,
                                CONTINUE_ID, COMPOUND_ID, CALL_ID, ADDRESS_ID, NEW_ID, DELETE_ID}
# A call written `name(`, `ns::name(` or `::name(`: the callee's name is the last word.
_CALLEE = re.compile(rb"(?:::[ \t]*)?(?:[A-Za-z_$][\w$]*[ \t]*::[ \t]*)*([A-Za-z_$][\w$]*)\s*\(")
# Operands that are never evaluated: a call in them is no call at run time.
_UNEVALUATED = {b"sizeof", b"_Alignof", b"alignof", b"__alignof__", b"__alignof", b"typeof", b"__typeof__",
                b"__typeof", b"decltype", b"noexcept", b"typeid", b"_Generic", b"__builtin_types_compatible_p",
                b"__builtin_constant_p", b"__builtin_choose_expr", b"static_assert", b"_Static_assert"}
_WORD_BEFORE = re.compile(rb"([A-Za-z_$][\w$]*)\s*\Z")
# An explicit call of an allocation function: `operator new[](n)`, `::operator delete(p)`.
_OPERATOR_CALL = re.compile(rb"(?:::\s*)?(?:std\s*::\s*)?operator\s*(new|delete)\s*(\[\s*\])?\s*\(")
# A new or delete expression written in the file: `new`, `::new`, `delete`, `::delete`.
_ALLOCATION = re.compile(rb"(?:::\s*)?(new|delete)(?![\w$])")
# Words that make the statement holding an expression a constant expression:
# a statement expression or lambda there would not be one.
_CONSTANT = re.compile(rb"(?<![\w$])(?:(if\s*)?constexpr|constinit)(?![\w$])")
_CXX98 = ("c++98", "c++03", "gnu++98", "gnu++03")
_SCALAR_TYPES = {ci.TypeKind.BOOL, ci.TypeKind.CHAR_U, ci.TypeKind.UCHAR, ci.TypeKind.CHAR16,
                 ci.TypeKind.CHAR32, ci.TypeKind.USHORT, ci.TypeKind.UINT, ci.TypeKind.ULONG,
                 ci.TypeKind.ULONGLONG, ci.TypeKind.CHAR_S, ci.TypeKind.SCHAR, ci.TypeKind.WCHAR,
                 ci.TypeKind.SHORT, ci.TypeKind.INT, ci.TypeKind.LONG, ci.TypeKind.LONGLONG,
                 ci.TypeKind.FLOAT, ci.TypeKind.DOUBLE, ci.TypeKind.LONGDOUBLE, ci.TypeKind.POINTER,
                 ci.TypeKind.ENUM, ci.TypeKind.MEMBERPOINTER, ci.TypeKind.INT128, ci.TypeKind.UINT128}
# Cursors that are statements (children of a block): statements and expressions, declarations.
STATEMENT_IDS = frozenset(range(100, 300)) | {K.DECL_STMT.value}
FOREIGN_IDS = clang_walk.FOREIGN_BODY_IDS

_COLLAPSING = re.compile(rb"#[ \t]*pragma[ \t]+(?:omp|acc)\b.*\b(?:collapse|ordered|tile)\b", re.S)

_COLLAPSING_WORDS = re.compile(rb"\b(?:omp|acc)\b.*\b(?:collapse|ordered|tile)\b", re.S)
# `#pragma omp section` starts a section of the `sections` construct around
# it: it stays there, and the loop's block is the section's statement.
_SECTION = re.compile(rb"#\s*pragma\s+omp\s+section\b")
_SECTION_WORDS = re.compile(rb"\bomp\b[^\]]*?\bsection\b(?!s)|\bdirective\s*\(\s*section\b")
# Conditional directive lines of a code view, continuation lines and line end included.
_CONDITIONALS = re.compile(
    rb"^[ \t]*#[ \t]*(?P<kw>if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b"
    + c_text.REST_OF_LINE + rb"(?:\r?\n|$)", re.M)
# `goto label` as the compiler would read it in any configuration (searched outside directive lines).
_GOTO_TOKENS = re.compile(rb"g(?<![\w$]g)" + c_text.spliced_word(b"goto")[1:]
                          + rb"(?![\w$])\s*(?P<label>[A-Za-z_$][\w$]*)?")  # (no assertion first: c_text.guarded_words)
_IDENTIFIER_BYTE = re.compile(rb"[A-Za-z0-9_$]")
UNEXPOSED_STMT_ID = K.UNEXPOSED_STMT.value
# C++ wraps a full expression whose temporaries need destroying (ExprWithCleanups)
# in an unexposed expression of the same extent: a call under it is still a statement.
UNEXPOSED_EXPR_ID = K.UNEXPOSED_EXPR.value


@dataclass
class LoopInfo:
    """Region.data of a C/C++ region."""
    open_at: int   # where its code begins: the first directive bound to a loop, else its first byte
    close_at: int  # just after its last byte (`}` or `;`)
    block: bool = True  # a loop gets a block of its own; a marked range does not
    scope_end: int = 0  # a marked range: where the block holding it ends (its C++ guard lives till there)
    # A call: "statement" (its `;` is close_at - 1), "value" (an expression of
    # this type: __typeof__ copies it), "auto" (a scalar, C++11 and later),
    # "void", or "lambda" (C++14 and later).
    call: str = ""
    macro_argument: bool = False  # a call spelled in a macro's argument: its code goes there, on one line


@dataclass
class JumpInfo:
    """Site.data of a goto, break or continue that leaves regions."""
    keyword: int    # offset of `goto`, `break`, `continue` (of the macro invocation holding a goto)
    semicolon: int | None  # offset of its `;` (None inside a macro expansion)
    label: int      # offset of where it goes
    # Inside a macro expansion: the invocation's span; `goto` is redefined
    # around it to run the exit code first (C, C++98).
    macro: tuple | None = None


@dataclass
class _Span:
    kind: str       # "loop", "timer", "phase"
    start: int      # first byte (a loop's keyword)
    end: int        # after the last byte
    open_at: int
    name: str = ""
    collapsing: bool = False
    skip: str | None = None
    level: int = 1
    scope: tuple = (0, 0)  # a marked range: the compound statement holding it
    call: str = ""  # a call: how it is wrapped (LoopInfo.call)
    macro_argument: bool = False  # a call spelled in a macro invocation's argument
    close_at: int = -1  # a loop: where its block closes (after its end, or after the #endif of a group it ends in)
    jumps: list = field(default_factory=list)

    def holds(self, offset: int) -> bool:
        return self.start <= offset < self.end


@dataclass
class _Body:
    """What one walk of a body finds: statements and jumps, by offsets."""
    loops: list = field(default_factory=list)        # _Span of loops written in the file
    loop_extents: list = field(default_factory=list)  # (start, end) of every loop, macro-written too
    gotos: list = field(default_factory=list)        # (start, end, label offset or None)
    labels: list = field(default_factory=list)
    switches: list = field(default_factory=list)     # (start, end)
    cases: list = field(default_factory=list)
    computed: list = field(default_factory=list)
    breaks: list = field(default_factory=list)       # (start, end, is_continue)
    compounds: list = field(default_factory=list)    # (start, end, [(start, end) of its statements])
    calls: list = field(default_factory=list)        # _Span of calls of the chosen callees
    foreign: list = field(default_factory=list)      # (start, end) of the bodies of lambdas and local classes
    addressed: list = field(default_factory=list)    # labels whose address is taken (None: one not known)
    hidden: list = field(default_factory=list)       # (#include line's offset, label's) of gotos in included files
    wrapped: dict = field(default_factory=dict)      # (start, end) of a statement's wrapper -> the statement's parent


def find(parser, body, routine, close_at: int, number: int, kinds, ranges=(), callees=()) -> list[Region]:
    """The regions of one routine's own code (not those of lambdas or local
    classes in it), outer before inner, numbered from `number`: its loops
    when `kinds` holds "loop", and the marked `ranges` (spec.MarkedRange or
    the source's markers) that lie in its body. Their exits are their end
    and the jumps that leave them; returns are added by add_returns() once
    the routine's returns are all known."""
    view = parser.view
    found = _walk(parser, body, close_at, callees if "call" in kinds else ())
    if found.loops or ranges:
        found.gotos += _inactive_gotos(view, parser._floor, close_at, found.gotos, found.labels, found.foreign)
    spans = list(found.calls)
    if "loop" in kinds:
        spans += found.loops
    marked_spans = [span for marked in ranges for span in [_marked_span(parser, found, marked, close_at)]
                    if span is not None]
    _overlapping(marked_spans)
    spans += marked_spans
    omp = c_omp.find(parser, found, routine, (fast.extent_offsets(body)[0], close_at), 0) if "omp" in kinds else []
    for span in spans:
        if span.kind == "loop" and any(span.open_at <= g.data.directive[0] < span.start for g in omp if not g.skip):
            # (its code would go around the directive, the construct's around the loop: they would not nest)
            span.skip = span.skip or "it is the loop of an OpenMP construct, which gets region=omp code"
    if not spans:
        return _numbered(omp, number)
    _check(parser, found, spans, close_at)
    spans.sort(key=lambda g: (g.start, -g.end, g.kind == "loop"))
    regions = []
    for n, span in enumerate(spans, start=number):
        begin, last = parser._position(span.start), parser._position(span.end - 1)
        name = span.name or loop_name(routine.signature, parser.path, begin, last)
        region = Region(span.kind, name, begin, last, span.level, n, skip=span.skip,
                        data=LoopInfo(span.open_at, span.close_at if span.close_at >= 0 else span.end,
                                      span.kind in ("loop", "call"), span.scope[1], span.call,
                                      span.macro_argument))
        region.exits = [Site("jump", parser._position(j.keyword), j) for j in span.jumps]
        regions.append(region)
    return regions + _numbered(omp, number + len(regions))


def _numbered(omp: list[Region], number: int) -> list[Region]:
    """OpenMP regions follow the routine's other regions in the file's numbering."""
    for n, region in enumerate(omp, start=number):
        region.number = n
    c_omp.renumber_owners(omp)
    return omp


def _overlapping(spans: list) -> None:
    """Marked ranges that overlap without nesting: their code would not nest
    (enter A, enter B, leave A, leave B); both are refused, as in Fortran."""
    for a in spans:
        for b in spans:
            if a is not b and a.start < b.start < a.end < b.end:
                for span in (a, b):
                    span.skip = span.skip or "it overlaps another marked range without nesting in it"


_MARKER = re.compile(rb'(?://|/\*)[ \t]*srcinst[ \t]+(begin|end)[ \t]+(timer|phase)[ \t]+"([^"\r\n]*)"')
# OPARI2's user regions (Score-P): `#pragma pomp inst begin(NAME)` ... `end(NAME)`, timers.
_POMP_MARKER = re.compile(rb'^[ \t]*#[ \t]*pragma[ \t]+pomp[ \t]+inst[ \t]+(begin|end|altend)'
                          rb'[ \t]*\([ \t]*([^)\s]+)[ \t]*\)', re.M)


def source_markers(path: str, source: bytes, view: bytes, lines) -> tuple[list, list]:
    """The ranges the source marks with comments `srcinst begin timer "NAME"`
    ... `srcinst end timer "NAME"` (or phase), or with OPARI2's `#pragma pomp
    inst begin(NAME)` ... `end(NAME)` (timers): the lines between them; and
    (message, line, col) for markers without a partner."""
    found = []
    for m in _MARKER.finditer(source):
        if view[m.start():m.start() + 2].strip():
            continue  # not a comment (code, or inside a literal)
        line, col = lines.line_col(m.start())
        found.append(Marker(m.group(1).decode(), m.group(2).decode(), m.group(3).decode("utf-8", "surrogateescape"),
                            line, col))
    for m in c_text.directive_lines(_POMP_MARKER, view):
        line, col = lines.line_col(m.start())
        found.append(Marker(m.group(1).decode(), "timer", m.group(2).decode("utf-8", "surrogateescape"), line, col))
    found.sort(key=lambda marker: (marker.line, marker.col))
    return pair(found)


def _walk(parser, body, close_at: int, callees=()) -> _Body:
    view, main = parser.view, parser.main_file
    found = _Body()
    compounds = {}  # start -> index in found.compounds
    if body._kind_id == COMPOUND_ID:
        start, end = fast.extent_offsets(body)
        compounds[start] = 0
        found.compounds.append((start, end, []))

    def visit(cur, parent, _):
        kind = cur._kind_id
        if kind in FOREIGN_IDS:
            found.foreign.append(fast.extent_offsets(cur))
            return CONTINUE
        if parent._kind_id == COMPOUND_ID and kind in STATEMENT_IDS:
            at = compounds.get(fast.extent_offsets(parent)[0])
            if at is not None and fast.start_in_file(cur)[0] == main:
                start, end = fast.extent_offsets(cur)
                found.compounds[at][2].append((start, _statement_end(view, parser.source, end)))
        if kind == UNEXPOSED_EXPR_ID and callees and _is_statement(parent._kind_id):
            found.wrapped[fast.extent_offsets(cur)] = parent
        if kind not in WATCHED:
            return RECURSE
        file, start = fast.start_in_file(cur)
        if file != main:  # in a file #included inside the body
            if kind == GOTO_ID:
                included = parser._included_region(cur)
                at = included[0] if included else None
                label = _label_of(cur, parser.tu, main)
                found.hidden.append((at, at if label is ELSEWHERE else label))
            return RECURSE
        start, end = fast.extent_offsets(cur)
        if kind in LOOP_KEYWORDS:
            found.loop_extents.append((start, end))
            if _word_at(view, start, LOOP_KEYWORDS[kind]):
                found.loops.append(_loop(view, parser.source, start, end, parent))
            else:  # its keyword comes from a macro: `FOR_EACH(x, list) { ... }` is a loop of the file
                loop = _macro_header_loop(view, parser.source, start, end, parent, close_at)
                if loop is not None:
                    found.loops.append(loop)
        elif kind == COMPOUND_ID:
            compounds[start] = len(found.compounds)
            found.compounds.append((start, end, []))
        elif kind == GOTO_ID:
            label = _label_of(cur, parser.tu, main)
            found.gotos.append((start, end, None if label is ELSEWHERE else label))
        elif kind == INDIRECT_GOTO_ID:
            found.computed.append(start)
        elif kind == ADDRESS_ID:
            label = _label_of(cur, parser.tu, main)
            found.addressed.append(None if label is ELSEWHERE else label)
        elif kind == LABEL_ID:
            found.labels.append(start)
        elif kind == SWITCH_ID:
            found.switches.append((start, end))
        elif kind in (BREAK_ID, CONTINUE_ID):
            found.breaks.append((start, end, kind == CONTINUE_ID))
        elif kind in (NEW_ID, DELETE_ID):
            if callees:
                parent = _unwrapped(found, parent, start, end)
                _add_call(found.calls, _allocation(parser, cur, parent, start, end, callees, kind == NEW_ID))
        elif kind == CALL_ID:
            # (a call of class type may come twice: as the call and as the copy of its value)
            if callees and not any(c.start == start and c.end >= end for c in found.calls[-2:]):
                parent = _unwrapped(found, parent, start, end)
                _add_call(found.calls, _call(parser, cur, parent, start, end, callees))
        else:
            found.cases.append(start)
        return RECURSE

    callback = ci.cursor_visit_callback(visit)
    _lib.clang_visitChildren(body, callback, None)
    return found


def _unwrapped(found: _Body, parent, start: int, end: int):
    """The statement's parent for a call that is a whole statement under its
    cleanups (the unexposed expression of the same extent), else `parent`."""
    if parent._kind_id == UNEXPOSED_EXPR_ID and fast.extent_offsets(parent) == (start, end):
        return found.wrapped.get((start, end), parent)
    return parent


def _add_call(calls: list, call: _Span | None) -> None:
    """Adds a call region, once: a macro that expands an argument twice
    makes two calls of one text, which then gets no region."""
    if call is None:
        return
    same = None if not call.macro_argument else next((c for c in calls if c.start == call.start), None)
    if same is None:
        calls.append(call)
    elif call.macro_argument:
        same.skip = same.skip or "the macro whose argument holds it expands that argument more than once"


def _call(parser, cursor, parent, start: int, end: int, callees) -> _Span | None:
    """A call of one of `callees` written in the file as `name(...)` (in a
    macro invocation's argument too), or None."""
    view = parser.view
    invocation = None  # where the macro invocation is whose argument holds the call
    name = _callee_at(view, start, end)
    if name is None:
        spelled = _spelled_in_argument(parser, cursor, start)
        if spelled is None:
            return None  # through a pointer, a member, or written by a macro
        invocation, (start, end) = start, spelled
        name = _callee_at(view, start, end)
        if name is None:
            return None
    if not any(p.matches(callee_names(name)) for p in callees):
        return None
    cursor._tu = parser.tu
    target = cursor.referenced
    if target is None or target.kind not in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE):
        return None  # a function pointer or a functor named like the callee
    if invocation is None and target.spelling != name and not name.startswith(OPERATOR) \
            and _macro_writes(parser, cursor, start, end):
        return None
    span = _Span("call", start, end, start, name=name)
    if target.spelling in parser.abort_names and _global_or_std(target):
        span.skip = "it does not return (the routine's abort code is for it)"
        return span
    if view[end - 1:end] != b")":
        span.skip = "it ends inside a macro expansion"
        return span
    settled = _settle(parser, parent, span, start, end, invocation)
    if settled is None:
        return None
    if settled:
        return span
    kind = cursor.type.kind
    if kind == ci.TypeKind.VOID:
        span.call = "void"
    elif parser.lang == "c" or (kind in _SCALAR_TYPES and target.result_type.kind not in (
            ci.TypeKind.LVALUEREFERENCE, ci.TypeKind.RVALUEREFERENCE)):
        # (C++11 and later: `auto`, as __typeof__'s copy of the call cannot hold a lambda argument)
        span.call = "value" if parser.lang == "c" or parser.std in _CXX98 else "auto"
    elif parser.std not in ("c++98", "c++03", "gnu++98", "gnu++03", "c++11", "gnu++11", "c++0x", "gnu++0x"):
        span.call = "lambda"
        if any(c.kind == K.DECL_REF_EXPR and c.referenced is not None and c.referenced.kind == K.UNEXPOSED_DECL
               for c in cursor.walk_preorder()):
            span.skip = span.skip or ("its arguments name a structured binding, which a lambda cannot capture "
                                      "before C++20")
    else:
        span.skip = span.skip or "a call of class or reference type inside an expression, before C++14"
    return span


def _spelled_in_argument(parser, cursor, start: int) -> tuple[int, int] | None:
    """Where a call (or new expression) that a macro expansion at `start`
    holds is spelled in the file, after `start` (in the invocation's
    arguments, c_macro_args checks), or None."""
    spelled = c_macro_args.spelled_extent(cursor, parser.main_file)
    return spelled if spelled is not None and spelled[0] > start else None


def _callee_at(view: bytes, start: int, end: int) -> str | None:
    """The callee's name of a call written at [start, end): its last word
    (`ns::name(`), `operator new[]` for `::operator new[](n)`."""
    m = _CALLEE.match(view, start)
    if m is not None and m.end() <= end:
        return m.group(1).decode()
    m = _OPERATOR_CALL.match(view, start)
    if m is not None and m.end() <= end:
        return OPERATOR + m.group(1).decode() + ("[]" if m.group(2) else "")
    return None


def _macro_writes(parser, cursor, start: int, end: int) -> bool:
    """Whether `NAME(...)` at start, naming another function than the call's,
    is a function-like macro invocation that writes the call
    (`CALL_AND_RET(f, x)` for `return f(x)`), not a callee's name that a
    macro renames (`#define H5Dopen H5Dopen2`)."""
    if parser.macro_definitions is None:
        parser.macro_definitions = c_macro_args.MacroDefinitions(parser.view, parser.headers)
    return bool(parser.macro_definitions.get(parser.view[start:c_text.name_end(parser.view, start)]))


def _argument_refusal(parser, invocation: int, start: int, end: int) -> str | None:
    """Why a call spelled at [start, end) in the arguments of the macro
    invocation at `invocation` gets no region (None: it gets one)."""
    if parser.macro_definitions is None:
        parser.macro_definitions = c_macro_args.MacroDefinitions(parser.view, parser.headers)
    return c_macro_args.refusal(parser.view, parser.macro_definitions, invocation, parser._limit, start, end)


def _allocation(parser, cursor, parent, start: int, end: int, callees, is_new: bool) -> _Span | None:
    """A C++ new or delete expression as a call region, or None when its
    operator is not among `callees`: named after the operator function it
    calls (`operator new[]`). Its value is a pointer (new) or void (delete),
    so C++98 names its type with __typeof__ and C++11 and later with `auto`."""
    view = parser.view
    cursor._tu = parser.tu
    invocation = None  # where the macro invocation is whose argument holds it
    if not _written_expression(view, start, end):
        spelled = _spelled_in_argument(parser, cursor, start)
        if spelled is not None and _written_expression(view, *spelled):
            invocation, (start, end) = start, spelled
    written = invocation is not None or _written_expression(view, start, end)
    tokens = _tokens(view, start, end) if written else [t.spelling for t in cursor.get_tokens()]
    name = OPERATOR + ("new" if is_new else "delete") + ("[]" if _is_array_form(tokens, is_new) else "")
    if not any(p.matches(callee_names(name)) for p in callees):
        return None
    span = _Span("call", start, end, start, name=name)
    if not written:
        span.skip = "a macro writes it"
        return span
    settled = _settle(parser, parent, span, start, end, invocation)
    if settled is None:
        return None
    if not settled:  # inside an expression: a delete has no value, a new a pointer's
        span.call = "void" if not is_new else "value" if parser.std in _CXX98 else "auto"
    return span


def _settle(parser, parent, span: _Span, start: int, end: int, invocation) -> bool | None:
    """What calls and allocations share: None in an operand that is never
    evaluated (no region); True when the span is settled: refused (a constant
    expression) or a whole statement (its form "statement"); False when it is
    part of an expression, whose form the caller chooses. Marks one spelled in
    a macro invocation's argument."""
    view = parser.view
    if _unevaluated(view, start, parser._floor):
        return None
    if _in_constant_expression(parser, parent, start):
        span.skip = "it is in a constant expression, where the code around it would not be one"
        return True
    if invocation is not None:
        span.macro_argument = True
        span.skip = _argument_refusal(parser, invocation, start, end)
    statement = _semicolon_after(view, end, parser._limit)
    if statement is not None and _is_statement(parent._kind_id) and not _in_parentheses(view, start, parser._floor) \
            and invocation is None:
        span.end, span.call = statement + 1, "statement"
        return True
    return False


def _ends_expression(view: bytes, end: int) -> bool:
    """Whether an expression's last byte is written in the file (not by a
    macro): an identifier's, a literal's, a closing bracket's or a postfix
    `++`/`--`'s (`delete p++`)."""
    return bool(end) and (_IDENTIFIER_BYTE.match(view, end - 1) is not None
                          or view[end - 1:end] in b")]}>*&\"'+-")


def _global_or_std(function) -> bool:
    """Whether a function is declared at file scope or in namespace std (not
    someone's own ns::exit)."""
    parent = function.semantic_parent
    return parent is None or parent.kind in (K.TRANSLATION_UNIT, K.LINKAGE_SPEC) or (
        parent.kind == K.NAMESPACE and parent.spelling == "std")


def _written_expression(view: bytes, start: int, end: int) -> bool:
    """Whether a new or delete expression's text is at [start, end) of the file."""
    m = _ALLOCATION.match(view, start)
    return m is not None and m.end() <= end and _ends_expression(view, end)


_TOKENS = re.compile(rb"::|[A-Za-z_$][\w$]*|\S")


def _tokens(view: bytes, start: int, end: int) -> list[str]:
    return [m.group().decode("latin-1") for m in _TOKENS.finditer(view, start, end)]


def _is_array_form(tokens: list[str], is_new: bool) -> bool:
    """Whether a new expression allocates an array (`new T[n]`, `new (p) T[n]`,
    `new (T[n])`) or a delete expression frees one (`delete[] p`), read from
    its tokens."""
    keyword = "new" if is_new else "delete"
    at = 1 + tokens.index(keyword) if keyword in tokens else len(tokens)
    if not is_new:
        return tokens[at:at + 1] == ["["]
    groups: list[list[str]] = []  # parenthesized groups right after `new`: placement, then maybe a parenthesized type
    while at < len(tokens) and tokens[at] == "(" and len(groups) < 2:
        depth, first = 0, at
        while at < len(tokens):
            depth += {"(": 1, ")": -1}.get(tokens[at], 0)
            at += 1
            if depth == 0:
                break
        groups.append(tokens[first + 1:at - 1])
    if len(groups) == 2 or (groups and (at >= len(tokens) or tokens[at] in (")", ",", ";", "]", "}"))):
        type_tokens = groups[-1]  # `new (T[n])`, `new (p) (T[n])`
    else:
        type_tokens = []
        for token in tokens[at:]:
            if token in ("(", "{"):
                break  # its initializer
            type_tokens.append(token)
    angles = 0
    for token in type_tokens:
        angles += {"<": 1, ">": -1 if angles else 0}.get(token, 0)
        if token == "[" and angles == 0:
            return True
    return False


# Parents of an expression that is a template argument (`Fixed<f(3)>::value()`),
# an enumerator's value, a template parameter's default: constant expressions.
_CONSTANT_PARENTS = {K.DECL_REF_EXPR.value, K.TYPE_REF.value, K.TEMPLATE_REF.value, K.ENUM_CONSTANT_DECL.value,
                     K.TEMPLATE_NON_TYPE_PARAMETER.value, K.FIELD_DECL.value}


def _in_constant_expression(parser, parent, start: int) -> bool:
    """Whether `start` is in a constant expression: a template argument, an
    enumerator's value, a case label's value, an array bound (C++), a constexpr or
    constinit variable's initializer, an `if constexpr` condition (not its
    branches). Read from the parent and back to the statement's start (one
    nested deeper in a template argument is not seen)."""
    view, floor = parser.view, parser._floor
    kind = parent._kind_id
    if kind in _CONSTANT_PARENTS:
        return True
    i, depth = start - 1, 0
    bracket = False  # inside [ ] of the statement
    while i > floor:
        char = view[i]
        if char in b")]":
            depth += 1
        elif char in b"([":
            if depth == 0 and char == 0x5B:
                bracket = True
            depth = max(0, depth - 1)
        elif char in b";{}" and depth == 0:
            break
        i -= 1
    if view[i:i + 1] == b"{" and re.search(rb"(?<![\w$])enum(?![\w$])[^;{}()]*\Z", view[max(floor, i - 200):i]):
        return True  # an enumerator's value
    if bracket and parser.lang != "c" and kind == K.VAR_DECL.value:
        return True  # an array's bound (in C a variable length array's runs)
    case = re.search(rb"(?<![\w$])case(?![\w$])", view[i + 1:start])
    if case is not None and not re.search(rb"(?<!:):(?!:)", view[i + 1 + case.end():start]):
        return True
    for m in _CONSTANT.finditer(view, i + 1, start):
        if not m.group(1):
            return True
        opening = m.end() + len(view[m.end():start]) - len(view[m.end():start].lstrip())  # the condition's `(`
        if opening in _open_parentheses(view, start, opening - 1, b";{}"):
            return True
    return False


def _is_statement(parent_kind: int) -> bool:
    """A call whose parent is a block (or a label, a case) is a whole statement
    when a `;` follows it; one that is a branch or a loop's body too."""
    return parent_kind in (COMPOUND_ID, LABEL_ID, CASE_ID, DEFAULT_ID, K.IF_STMT.value, K.WHILE_STMT.value,
                           K.FOR_STMT.value, K.DO_STMT.value, K.CXX_FOR_RANGE_STMT.value)


def _open_parentheses(view: bytes, start: int, floor: int, stops: bytes):
    """The offsets of the `(` that hold `start`, innermost first, until one
    of `stops` outside all of them (the edge of the statement)."""
    depth, i = 0, start - 1
    while i > floor:
        char = view[i]
        if char == 0x29:  # )
            depth += 1
        elif char == 0x28:  # (
            if depth == 0:
                yield i
            else:
                depth -= 1
        elif char in stops and depth == 0:
            return
        i -= 1


def _in_parentheses(view: bytes, start: int, floor: int) -> bool:
    """Whether `start` is inside parentheses of its statement (a for's header)."""
    return next(_open_parentheses(view, start, floor, b"{}"), None) is not None


def _unevaluated(view: bytes, start: int, floor: int) -> bool:
    """Whether an operand of sizeof, typeof, decltype... holds `start`."""
    for paren in _open_parentheses(view, start, floor, b";{}"):
        word = _WORD_BEFORE.search(view, max(floor, paren - 40), paren)
        if word and word.group(1) in _UNEVALUATED:
            return True
    return False


def _marked_span(parser, found: _Body, marked, close_at: int) -> _Span | None:
    """The statements lines first..last of a marked range cover: a run of
    statements of one block, or None (with a warning) when they are not."""
    starts = parser.lines.starts
    if not 0 < marked.first <= marked.last < len(starts):
        return None
    low, high = starts[marked.first - 1], starts[marked.last]
    body_open = parser._floor
    if not (body_open < low and high <= close_at):
        return None  # not in this routine's body
    holders = [c for c in found.compounds if c[0] < low and high <= c[1]]
    refused = _Span(marked.kind, low, high, low, name=marked.name)
    if not holders:
        refused.skip = "its lines are not statements of one block"
        return refused
    scope = max(holders, key=lambda c: c[0])
    inside = [st for st in scope[2] if low <= st[0] and st[1] <= high]
    straddling = [st for st in scope[2] if (st[0] < low < st[1] or st[0] < high < st[1])
                  and not (low <= st[0] and st[1] <= high)]
    if not inside or straddling:
        refused.skip = ("no statement of its block starts on its lines" if not inside
                        else "a statement runs across its first or last line")
        return refused
    start, end = inside[0][0], inside[-1][1]
    return _Span(marked.kind, start, end, start, name=marked.name, scope=(scope[0], scope[1]))


def _check(parser, found: _Body, spans: list, close_at: int) -> None:
    """Depth, and what refuses a region or leaves it."""
    view = parser.view
    rewrites = parser.rewrites_returns
    # A scope guard (C++11 and later) runs a region's exit code however a goto leaves it.
    guarded = not rewrites
    loops = [g for g in spans if g.kind == "loop"]
    loops.sort(key=lambda g: (g.start, -g.end))
    for i, loop in enumerate(loops):
        loop.level = 1 + sum(1 for outer in loops[:i] if outer.start <= loop.start and loop.end <= outer.end)
        if i and loops[i - 1].start == loop.start:
            # `FOR_2D(i, j) { ... }`: its code would run once per run of the loop around it
            loop.skip = "the macro that writes its header writes the loop around it too"
            continue
        if loop.start >= close_at:
            # (a constructor's or destructor's: see c_family's exit_before_handlers)
            loop.skip = "it is in a handler of the function-try-block, which runs after the routine's exit code"
        elif loop.end > close_at or not _ends_statement(parser.source, loop.end):
            loop.skip = "its end is inside a macro expansion"
        elif loop.skip is None:
            loop.skip = _fit_conditionals(view, loop)
    for outer in loops:
        if outer.collapsing:
            for inner in loops:
                if inner is not outer and outer.start < inner.start and inner.end <= outer.end and not inner.skip:
                    inner.skip = "it is nested in a loop nest that an OpenMP or OpenACC directive collapses"
    for span in spans:
        marked = span.kind not in ("loop", "call")
        for keyword, goto_end, label in found.gotos:
            goto_in, label_in = span.holds(keyword), label is not None and span.holds(label)
            if label is None and goto_in:
                span.skip = span.skip or "a goto whose label is not known may leave it"
            elif not goto_in and label_in:
                span.skip = span.skip or "a goto from outside jumps into it"
            elif goto_in and not label_in:
                semicolon = _semicolon_after(view, goto_end, close_at)
                if _word_at(view, keyword, b"goto") and semicolon is not None:
                    span.jumps.append(JumpInfo(keyword, semicolon, label))
                elif not guarded and not marked:
                    invocation = c_text.invocation_end(view, keyword, close_at)
                    if invocation is None or _word_at(view, keyword, b"goto"):
                        span.skip = span.skip or "a goto inside a macro expansion leaves it"
                    elif not any(j.keyword == keyword for j in span.jumps):
                        span.jumps.append(JumpInfo(keyword, None, label, (keyword, invocation)))
                elif not guarded:
                    span.skip = span.skip or "a goto inside a macro expansion leaves it"
            elif marked and guarded and label is not None and not goto_in and keyword < span.start \
                    and span.end <= label < span.scope[1]:
                # C++: the guard declared at the range's start lives till its block's end
                span.skip = span.skip or "a goto jumps over it into the rest of its block"
        for at, label in found.hidden:
            goto_in = at is None or span.holds(at)
            label_in = label is not None and span.holds(label)
            if not goto_in and label_in:
                span.skip = span.skip or "a goto from outside jumps into it"
            elif goto_in and not label_in and not guarded:
                span.skip = span.skip or "a goto in an included file may leave it"
        # A computed goto goes to a label whose address is taken: it leaves the
        # region or jumps into it only when the goto and such a label are on
        # either side of the region's bounds.
        goto_in = {span.holds(at) for at in found.computed}
        label_in = {label is not None and span.holds(label) for label in found.addressed}
        if None in found.addressed:
            label_in |= {True, False}
        if (True in goto_in and False in label_in) or (False in goto_in and True in label_in):
            span.skip = span.skip or "a computed goto may leave it or jump into it"
        for at in found.cases:
            switch = max((s for s in found.switches if s[0] < at < s[1]), default=None)
            if span.holds(at) and (switch is None or switch[0] < span.start):
                span.skip = span.skip or "a case label of a switch around it is inside it (Duff's device)"
            elif marked and guarded and switch is not None and switch[0] < span.start \
                    and span.end <= at < span.scope[1]:
                span.skip = span.skip or "a case label after it jumps over it into the rest of its block"
        if marked:
            for start, end, is_continue in found.breaks:
                if not span.holds(start):
                    continue
                targets = found.loop_extents + ([] if is_continue else found.switches)
                target = max((t for t in targets if t[0] < start < t[1]), default=None)
                if target is None or target[0] < span.start:
                    _leave(view, span, start, end, target[1] if target else close_at, close_at,
                           b"continue" if is_continue else b"break")
    if not guarded:
        _same_loops_per_macro(loops, found.gotos)


def _leave(view, span: _Span, keyword: int, end: int, label: int, close_at: int, word: bytes) -> None:
    semicolon = _semicolon_after(view, end, close_at)
    if not _word_at(view, keyword, word) or semicolon is None:
        span.skip = span.skip or f"a {word.decode()} inside a macro expansion leaves it"
    else:
        span.jumps.append(JumpInfo(keyword, semicolon, label))


def _statement_end(view: bytes, source: bytes, end: int) -> int:
    """After a statement's last byte: libclang's extent of `x++;` stops before the `;`."""
    if not _ends_statement(source, end):
        semicolon = _semicolon_after(view, end, len(view))
        if semicolon is not None:
            return semicolon + 1
    return end


def _inactive_gotos(view: bytes, open_at: int, close_at: int, gotos, labels, foreign) -> list:
    """The gotos the parse did not see, in #if branches inactive with the
    flags given, as (keyword, end, label offset or None): built with other
    flags, they may leave loops too. A label is found among those parsed,
    else in the text when it is defined once."""
    seen = {keyword for keyword, _, _ in gotos}
    groups = _conditional_groups(view)
    found = []
    for m in c_text.outside_directives(_GOTO_TOKENS, view, open_at, close_at):
        at = m.start()
        if (m.group("label") is None or at in seen or any(s <= at < e for s, e in foreign)
                or not any(s < at < e for s, e, _ in groups)):
            continue
        name = m.group("label")
        target = [start for start in labels if view.startswith(name, start)
                  and c_text.name_end(view, start) == start + len(name)]
        if not target:
            defined = re.compile(rb"(?<![\w$])" + re.escape(name) + rb"[ \t]*:(?!:)")
            target = [d.start() for d in defined.finditer(view, open_at, close_at)
                      if not re.search(rb"\b(?:case|goto)\s*$", view[max(0, d.start() - 16):d.start()])]
        found.append((at, m.end(), target[0] if len(target) == 1 else None))
    return found


def add_returns(routine) -> None:
    """Each region's exits: the routine's returns inside it, its jumps out,
    its end (the routine's return sites are shared: their code runs
    innermost region first, then the routine's own)."""
    for region in routine.regions:
        start, end = region.data.open_at, region.data.close_at
        returns = [s for s in routine.exits if s.kind == "return" and start <= s.pos.offset < end]
        jumps = [s for s in region.exits if s.kind == "jump"]
        region.exits = sorted(returns + jumps, key=lambda s: s.pos.offset) + [Site("end", region.end)]


def _loop(view: bytes, source: bytes, start: int, end: int, parent) -> _Span:
    end = _statement_end(view, source, end)
    at, collapsing = _bound_prefixes(view, source, start, parent)
    open_at, pragmas = _bound_directives(view, at)
    collapsing = collapsing or (pragmas and bool(_COLLAPSING.search(view, open_at, at)))
    return _Span("loop", start, end, open_at, collapsing=collapsing)


def _same_loops_per_macro(loops, gotos) -> None:
    """`goto` is redefined around a macro invocation holding gotos that leave
    loops, so all of them run the same exit code: the loops are refused
    when the gotos of one invocation leave different ones."""
    left: dict[int, set[frozenset[int]]] = {}  # invocation's offset -> the sets of loops its gotos leave
    macro_starts = {j.keyword for loop in loops for j in loop.jumps if j.macro}
    for keyword, _, label in gotos:
        if keyword in macro_starts:
            leaves = frozenset(id(loop) for loop in loops if loop.start <= keyword < loop.end
                               and not (label is not None and loop.start <= label < loop.end))
            left.setdefault(keyword, set()).add(leaves)
    for sets in left.values():
        if len(sets) > 1:
            for loop in loops:
                if any(id(loop) in leaves for leaves in sets):
                    loop.skip = loop.skip or "the gotos of one macro expansion leave different loops"


def _macro_header_loop(view: bytes, source: bytes, start: int, end: int, parent,
                       close_at: int) -> _Span | None:
    """A loop whose header a macro invocation writes and whose body follows
    it in the file: its block goes around the invocation and the body. None
    for a loop a macro writes whole (`do { ... } while (0)` bodies and the
    like: no loop of the file)."""
    written = c_text.invocation_end(view, start, close_at)
    if written is None or end <= written:
        return None
    loop = _loop(view, source, start, end, parent)
    for child in fast.children(parent):
        child_start, child_end = fast.extent_offsets(child)
        if child_start == start and child_end != end and child._kind_id not in LOOP_KEYWORDS:
            loop.skip = "the macro that writes its header writes other statements too"
    return loop


def _fit_conditionals(view: bytes, loop: _Span) -> str | None:
    """Sets where the loop's block opens and closes so that both are in the
    same branch of each #if group, as its braces must be in every
    configuration: a loop whose header differs per branch
    (`#ifdef A` for (...) { `#else` for (...) { `#endif` ... }) gets its
    block around the whole group, and one whose `}` is written in each
    branch around the group that ends it. Why not, when something else
    is in the branch before its start or after its end."""
    open_at, close_at = loop.open_at, loop.end
    changed = True
    while changed:
        changed = False
        for start, end, directives in _conditional_groups(view):
            holds_open, holds_close = start < open_at < end, start < close_at < end
            if holds_open and not holds_close:
                branch = max(end for start, end in directives if start < open_at)
                if view[branch:open_at].strip():
                    return "it starts in an #if branch after other code, and ends after the #if group"
                # directives right before the group apply to the loop of each branch
                open_at, pragmas = _bound_directives(view, start)
                loop.collapsing = loop.collapsing or (pragmas and bool(_COLLAPSING.search(view, open_at, start)))
                changed = True
            elif holds_close and not holds_open:
                branch_end = min(start for start, _ in directives if start >= close_at)
                if view[close_at:branch_end].strip():
                    return "it ends in an #if branch before other code, and starts before the #if group"
                close_at, changed = end, True
    loop.open_at, loop.close_at = open_at, close_at
    return None


_groups_cache: dict = {}  # id(view) -> (view, groups)


def _conditional_groups(view: bytes) -> list:
    """(start of the #if line, end of the #endif line, (start, end) of
    each of the group's directive lines) of each #if group of a code view."""
    cached = _groups_cache.get(id(view))
    if cached is not None and cached[0] is view:
        return cached[1]
    groups, opened = [], []
    for m in c_text.directive_lines(_CONDITIONALS, view):
        keyword = m.group("kw")
        if keyword.startswith(b"if"):
            opened.append([(m.start(), m.end())])
        elif opened:
            opened[-1].append((m.start(), m.end()))
            if keyword == b"endif":
                lines = opened.pop()
                groups.append((lines[0][0], m.end(), lines))
    if len(_groups_cache) > 8:
        _groups_cache.clear()
    _groups_cache[id(view)] = (view, groups)
    return groups


def _bound_prefixes(view: bytes, source: bytes, start: int, parent) -> tuple[int, bool]:
    """Where the `_Pragma("...")` operators and the macro invocations that
    expand to nothing the parse sees (a `_Pragma` the compiler may know:
    `#define PARALLEL_FOR _Pragma("omp parallel for")`) right before the
    loop begin: they apply to the loop like #pragma lines and must stay right
    before it. A macro that expands to a statement, a declaration or a label
    stays outside the loop's block. Also whether one of them may collapse the
    loop nest (a macro defined outside the file may)."""
    at, collapsing = start, False
    parent_start, _ = fast.extent_offsets(parent)
    attributed = parent._kind_id == UNEXPOSED_STMT_ID  # `_Pragma("GCC unroll 4") for`: an attributed statement
    siblings = None
    while True:
        prefix = _prefix_before(view, at)
        if prefix is None:
            break
        begin, end = prefix
        if attributed:
            if begin != parent_start:
                break
        else:
            if parent_start >= begin:
                break  # the macro writes the statement around the loop (a label, an `if`)
            if siblings is None:
                siblings = [fast.extent_offsets(c) for c in fast.children(parent)]
            if any(s < end and e > begin for s, e in siblings if s < start):
                break  # it expands to a statement or declaration of its own
            if view[begin:c_text.name_end(view, begin)] not in (b"_Pragma", b"") and not _keywords_written(
                    view, parent, parent_start, siblings, start, begin):
                break  # it may write the `else` or `do` whose statement the loop is
        text = _prefix_text(view, source, begin, end)
        if text is not None and _SECTION_WORDS.search(text):
            break  # as `#pragma omp section`: it stays in its sections construct
        at = begin
        # (a macro defined outside the file may collapse the nest)
        collapsing = collapsing or text is None or bool(_COLLAPSING_WORDS.search(text))
        if attributed:
            break
    return at, collapsing


_HEADS = {K.IF_STMT.value: b"if", K.WHILE_STMT.value: b"while", K.FOR_STMT.value: b"for", K.DO_STMT.value: b"do"}
_BLOCKS = {K.COMPOUND_STMT.value, K.LABEL_STMT.value, K.CASE_STMT.value, K.DEFAULT_STMT.value}


def _keywords_written(view: bytes, parent, parent_start: int, siblings, start: int, begin: int) -> bool:
    """Whether the statement around a loop is a block or label, or one whose
    keywords (`if` ... `else`, `while`, `for`, `do`) are in the file: then
    a macro before the loop cannot be one of them."""
    kind = parent._kind_id
    if kind in _BLOCKS:
        return True
    if kind not in _HEADS or not _word_at(view, parent_start, _HEADS[kind]):
        return False
    if kind == K.IF_STMT.value and len(siblings) >= 3 and siblings[-1][0] == start:  # the loop is the else branch
        then_end = siblings[-2][1]
        return re.search(rb"(?<![\w$])else(?![\w$])", view[then_end:begin]) is not None
    return True


_NOT_MACROS = {b"if", b"while", b"for", b"switch", b"else", b"do", b"catch", b"return", b"case", b"default"}


def _prefix_before(view: bytes, at: int) -> tuple[int, int] | None:
    """The span of a macro invocation (or `_Pragma(...)`) written right
    before `at`, blanks between, on no directive line."""
    end = at
    while end > 0 and view[end - 1] in b" \t\r\n\f\v":
        end -= 1
    if view[max(0, end - 2):end] == b"]]":  # C++11 attributes: [[likely]], [[omp::directive(parallel for)]]
        begin = _attribute_start(view, end)
        return None if begin is None else (begin, end)
    if end == 0 or not (view[end - 1:end] == b")" or _IDENTIFIER_BYTE.match(view, end - 1)):
        return None
    begin = c_text.invocation_start(view, end, max(0, end - 4096))
    if begin is None or view[begin:c_text.name_end(view, begin)] in _NOT_MACROS:
        return None
    line_start = view.rfind(b"\n", 0, begin) + 1
    if view[line_start:begin].strip().startswith(b"#"):
        return None
    return begin, end


def _attribute_start(view: bytes, end: int) -> int | None:
    """Where the `[[` of the attribute specifier that ends at `end` is."""
    depth, i, floor = 0, end, max(0, end - 4096)
    while i > floor:
        i -= 1
        depth += {0x5D: 1, 0x5B: -1}.get(view[i], 0)
        if depth == 0:
            return i if view[i:i + 2] == b"[[" else None
    return None


def _prefix_text(view: bytes, source: bytes, begin: int, end: int) -> bytes | None:
    """What a prefix of a loop says: a `_Pragma` operator's or an attribute's
    own text, a macro's #define in the file; None for a macro defined elsewhere."""
    name = view[begin:c_text.name_end(view, begin)]
    if name == b"_Pragma" or view[begin:begin + 1] == b"[":
        return source[begin:end]
    define = re.search(rb"^[ \t]*#[ \t]*define[ \t]+" + re.escape(name) + rb"\b" + c_text.REST_OF_LINE,
                       view, re.M)
    return None if define is None else source[define.start():define.end()]


def _bound_directives(view: bytes, start: int) -> tuple[int, bool]:
    """Where the directive lines right before the loop begin, when a
    #pragma is among them (it applies to the loop and must stay right
    before it; `#ifdef _OPENMP` ... `#endif` around it come along), and
    whether there is one."""
    line_start = view.rfind(b"\n", 0, start) + 1
    if view[line_start:start].strip():
        return start, False  # code before the keyword on its line (a label, `else`)
    lines = []  # (start, text) of the directive and blank lines before, nearest first
    at = line_start
    while at > 0:
        previous = view.rfind(b"\n", 0, at - 1) + 1
        while previous > 0 and view[:previous - 1].rstrip(b"\r").endswith(b"\\"):
            previous = view.rfind(b"\n", 0, previous - 1) + 1  # a continued directive
        text = view[previous:at].strip()
        if text and not text.startswith(b"#"):
            break
        lines.append((previous, text))
        at = previous
    best = start
    depth = 0  # of #if groups, reading upwards: #endif opens, #if closes
    pragma = False
    for line_at, text in lines:
        directive = re.match(rb"#\s*(\w*)", text)
        word = directive.group(1) if directive else b""
        if word == b"endif":
            depth += 1
        elif word.startswith(b"if"):
            depth -= 1
            if depth < 0:
                break  # the loop is inside this #if: the block opens inside it too
        elif word.startswith(b"el") and depth == 0:
            break  # the loop is in this branch: so is the block
        if _SECTION.match(text):
            break
        pragma = pragma or word == b"pragma"
        if depth == 0 and pragma and text:
            best = line_at
    return best, best != start


ELSEWHERE = -1  # a label in an included file


def _label_of(cursor, tu, main) -> int | None:
    """The offset of the label a goto goes to, ELSEWHERE when it is in an
    included file, None when it is not known."""
    for child in fast.children(cursor):
        if child._kind_id == LABEL_REF_ID:
            child._tu = tu
            target = child.referenced
            if target is not None and target.kind == K.LABEL_STMT:
                file, start = fast.start_in_file(target)
                return start if file == main else ELSEWHERE
    return None


def _semicolon_after(view: bytes, offset: int, limit: int) -> int | None:
    i = offset
    while i < limit and view[i:i + 1] in (b" ", b"\t", b"\r", b"\n", b"\f", b"\v"):
        i += 1
    return i if view[i:i + 1] == b";" else None


def _ends_statement(source: bytes, end: int) -> bool:
    """Whether a statement's extent ends with its own `;` or `}` (`%>`), not
    inside a macro expansion."""
    return source[end - 1:end] in (b";", b"}") or source[end - 2:end] == b"%>"


def _word_at(view: bytes, offset: int, word: bytes) -> bool:
    """Whether `word` is written at offset, maybe split by line splices
    (`wh\\` newline `ile`): a keyword in the file, not from a macro."""
    return c_text.spliced_word_end(view, offset, word) is not None
