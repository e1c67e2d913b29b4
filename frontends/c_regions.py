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
what they were). Calls inside a macro's expansion or arguments, in unevaluated
operands (sizeof, typeof, decltype), and in C++98/11 expressions of class or
reference type are not instrumented.

A region gets no code (Region.skip says why) when something jumps into it
from outside (a goto to a label in it, a case label of a switch around it:
Duff's device), when a goto in a macro expansion or a computed goto may
leave it, when its end is inside a macro expansion, or when a loop is
nested in a loop nest an OpenMP or OpenACC directive collapses (entry code
between the loops would break the nest). Loops that macros write are not
regions: their keyword is not in the file.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import clang.cindex as ci

from srcinst.model import Position, Region, Site

from . import clang_fast as fast
from . import clang_walk

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
WATCHED = set(LOOP_KEYWORDS) | {GOTO_ID, INDIRECT_GOTO_ID, LABEL_ID, SWITCH_ID, CASE_ID, DEFAULT_ID, BREAK_ID,
                                CONTINUE_ID, COMPOUND_ID, CALL_ID}
# A call written `name(`, `ns::name(` or `::name(`: the callee's name is the last word.
_CALLEE = re.compile(rb"(?:::[ \t]*)?(?:[A-Za-z_$][\w$]*[ \t]*::[ \t]*)*([A-Za-z_$][\w$]*)\s*\(")
# Operands that are never evaluated: a call in them is no call at run time.
_UNEVALUATED = {b"sizeof", b"_Alignof", b"alignof", b"__alignof__", b"__alignof", b"typeof", b"__typeof__",
                b"__typeof", b"decltype", b"noexcept", b"typeid", b"_Generic", b"__builtin_types_compatible_p",
                b"__builtin_constant_p", b"__builtin_choose_expr", b"static_assert", b"_Static_assert"}
_WORD_BEFORE = re.compile(rb"([A-Za-z_$][\w$]*)\s*\Z")
_SCALAR_TYPES = {ci.TypeKind.BOOL, ci.TypeKind.CHAR_U, ci.TypeKind.UCHAR, ci.TypeKind.CHAR16,
                 ci.TypeKind.CHAR32, ci.TypeKind.USHORT, ci.TypeKind.UINT, ci.TypeKind.ULONG,
                 ci.TypeKind.ULONGLONG, ci.TypeKind.CHAR_S, ci.TypeKind.SCHAR, ci.TypeKind.WCHAR,
                 ci.TypeKind.SHORT, ci.TypeKind.INT, ci.TypeKind.LONG, ci.TypeKind.LONGLONG,
                 ci.TypeKind.FLOAT, ci.TypeKind.DOUBLE, ci.TypeKind.LONGDOUBLE, ci.TypeKind.POINTER,
                 ci.TypeKind.ENUM, ci.TypeKind.MEMBERPOINTER, ci.TypeKind.INT128, ci.TypeKind.UINT128}
# Cursors that are statements (children of a block): statements and expressions, declarations.
STATEMENT_IDS = frozenset(range(100, 300)) | {K.DECL_STMT.value}
FOREIGN_IDS = clang_walk.FOREIGN_BODY_IDS

_IDENT = re.compile(rb"[A-Za-z0-9_$]")
# A directive line of the code view (comments blank), continuation lines included.
_PRAGMA_LINE = re.compile(rb"[ \t]*#[ \t]*pragma\b(?:\\[ \t\f\v]*\r?\n|[^\r\n])*\r?\n")
_COLLAPSING = re.compile(rb"#[ \t]*pragma[ \t]+(?:omp|acc)\b.*\b(?:collapse|ordered|tile)\b", re.S)


@dataclass
class LoopInfo:
    """Region.data of a C/C++ region."""
    open_at: int   # where its code begins: the first directive bound to a loop, else its first byte
    close_at: int  # just after its last byte (`}` or `;`)
    block: bool = True  # a loop gets a block of its own; a marked range does not
    scope_end: int = 0  # a marked range: where the block holding it ends (its C++ guard lives till there)
    # A call: "statement" (its `;` is close_at - 1), "value" (an expression of
    # this type: __typeof__ copies it), "void", or "lambda" (C++14 and later).
    call: str = ""


@dataclass(frozen=True)
class Marked:
    """A range of lines marked as a region: the spec's MarkedRange has these too."""
    kind: str   # "timer" or "phase"
    name: str
    first: int  # its first line
    last: int   # its last line


@dataclass
class JumpInfo:
    """Site.data of a goto, break or continue that leaves regions."""
    keyword: int    # offset of `goto`, `break`, `continue`
    semicolon: int  # offset of its `;`
    label: int      # offset of where it goes


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


def find(parser, body, routine, close_at: int, number: int, kinds, ranges=(), callees=()) -> list[Region]:
    """The regions of one routine's own code (not those of lambdas or local
    classes in it), outer before inner, numbered from `number`: its loops
    when `kinds` holds "loop", and the marked `ranges` (spec.MarkedRange or
    the source's markers) that lie in its body. Their exits are their end
    and the jumps that leave them; returns are added by add_returns() once
    the routine's returns are all known."""
    view = parser.view
    found = _walk(parser, body, callees if "call" in kinds else ())
    spans = list(found.calls)
    if "loop" in kinds:
        spans += found.loops
    for marked in ranges:
        span = _marked_span(parser, found, marked, close_at)
        if span is not None:
            spans.append(span)
    if not spans:
        return []
    _check(view, found, spans, close_at, parser.rewrites_returns)
    spans.sort(key=lambda g: (g.start, -g.end, g.kind == "loop"))
    regions = []
    for n, span in enumerate(spans, start=number):
        begin, last = parser._position(span.start), parser._position(span.end - 1)
        name = span.name or loop_name(routine.signature, parser.path, begin, last)
        region = Region(span.kind, name, begin, last, span.level, n, skip=span.skip,
                        data=LoopInfo(span.open_at, span.end, span.kind in ("loop", "call"), span.scope[1], span.call))
        region.exits = [Site("jump", parser._position(j.keyword), j) for j in span.jumps]
        regions.append(region)
    return regions


_MARKER = re.compile(rb'(?://|/\*)[ \t]*srcinst[ \t]+(begin|end)[ \t]+(timer|phase)[ \t]+"([^"\r\n]*)"')


def source_markers(path: str, source: bytes, view: bytes, lines) -> tuple[list, list]:
    """The ranges the source marks with comments `srcinst begin timer "NAME"`
    ... `srcinst end timer "NAME"` (or phase): the lines between them; and
    (message, line, col) for markers without a partner."""
    ranges, problems, open_ = [], [], {}
    for m in _MARKER.finditer(source):
        if view[m.start():m.start() + 2].strip():
            continue  # not a comment (code, or inside a literal)
        line, col = lines.line_col(m.start())
        kind, name = m.group(2).decode(), m.group(3).decode("utf-8", "surrogateescape")
        if m.group(1) == b"begin":
            if (kind, name) in open_:
                problems.append((f"{kind} '{name}' begins again before it ends", line, col))
            open_[(kind, name)] = (line, col)
        elif (kind, name) not in open_:
            problems.append((f"{kind} '{name}' ends but does not begin", line, col))
        else:
            first, first_col = open_.pop((kind, name))
            ranges.append(Marked(kind, name, first + 1, line - 1))
    problems += [(f"{kind} '{name}' begins but does not end", line, col) for (kind, name), (line, col) in open_.items()]
    return ranges, problems


def _walk(parser, body, callees=()) -> _Body:
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
            return CONTINUE
        if parent._kind_id == COMPOUND_ID and kind in STATEMENT_IDS:
            at = compounds.get(fast.extent_offsets(parent)[0])
            if at is not None and fast.start_in_file(cur)[0] == main:
                start, end = fast.extent_offsets(cur)
                found.compounds[at][2].append((start, _statement_end(view, start, end)))
        if kind not in WATCHED:
            return RECURSE
        file, start = fast.start_in_file(cur)
        if file != main:
            return RECURSE  # in a file #included inside the body
        start, end = fast.extent_offsets(cur)
        if kind in LOOP_KEYWORDS:
            found.loop_extents.append((start, end))
            if _word_at(view, start, LOOP_KEYWORDS[kind]):
                found.loops.append(_loop(view, start, end))
        elif kind == COMPOUND_ID:
            compounds[start] = len(found.compounds)
            found.compounds.append((start, end, []))
        elif kind == GOTO_ID:
            found.gotos.append((start, end, _label_of(cur, parser.tu)))
        elif kind == INDIRECT_GOTO_ID:
            found.computed.append(start)
        elif kind == LABEL_ID:
            found.labels.append(start)
        elif kind == SWITCH_ID:
            found.switches.append((start, end))
        elif kind in (BREAK_ID, CONTINUE_ID):
            found.breaks.append((start, end, kind == CONTINUE_ID))
        elif kind == CALL_ID:
            # (a call of class type may come twice: as the call and as the copy of its value)
            if callees and not any(c.start == start and c.end >= end for c in found.calls[-2:]):
                call = _call(parser, cur, parent, start, end, callees)
                if call is not None:
                    found.calls.append(call)
        else:
            found.cases.append(start)
        return RECURSE

    callback = ci.cursor_visit_callback(visit)
    _lib.clang_visitChildren(body, callback, None)
    return found


def _call(parser, cursor, parent, start: int, end: int, callees) -> _Span | None:
    """A call of one of `callees` written in the file as `name(...)`, or None."""
    view = parser.view
    m = _CALLEE.match(view, start)
    if m is None or m.end() > end:
        return None  # through a pointer, a member, or written by a macro
    name = m.group(1).decode()
    if not any(p.matches((name, name, name)) for p in callees):
        return None
    cursor._tu = parser.tu
    target = cursor.referenced
    if target is None or target.kind not in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE):
        return None  # a function pointer or a functor named like the callee
    span = _Span("call", start, end, start, name=name)
    if view[end - 1:end] != b")":
        span.skip = "it ends inside a macro expansion"
        return span
    if _unevaluated(view, start, parser._floor):
        return None
    statement = _semicolon_after(view, end, parser._limit)
    if statement is not None and _is_statement(parent._kind_id) and not _in_parentheses(view, start, parser._floor):
        span.end, span.call = statement + 1, "statement"
        return span
    kind = cursor.type.kind
    if kind == ci.TypeKind.VOID:
        span.call = "void"
    elif parser.lang == "c" or (kind in _SCALAR_TYPES and target.result_type.kind not in (
            ci.TypeKind.LVALUEREFERENCE, ci.TypeKind.RVALUEREFERENCE)):
        span.call = "value"
    elif parser.std not in ("c++98", "c++03", "gnu++98", "gnu++03", "c++11", "gnu++11", "c++0x", "gnu++0x"):
        span.call = "lambda"
        if any(c.kind == K.DECL_REF_EXPR and c.referenced is not None and c.referenced.kind == K.UNEXPOSED_DECL
               for c in cursor.walk_preorder()):
            span.skip = "its arguments name a structured binding, which a lambda cannot capture before C++20"
    else:
        span.skip = "a call of class or reference type inside an expression, before C++14"
    return span


def _is_statement(parent_kind: int) -> bool:
    """A call whose parent is a block (or a label, a case) is a whole statement
    when a `;` follows it; one that is a branch or a loop's body too."""
    return parent_kind in (COMPOUND_ID, LABEL_ID, CASE_ID, DEFAULT_ID, K.IF_STMT.value, K.WHILE_STMT.value,
                           K.FOR_STMT.value, K.DO_STMT.value, K.CXX_FOR_RANGE_STMT.value)


def _in_parentheses(view: bytes, start: int, floor: int) -> bool:
    """Whether `start` is inside parentheses of its statement (a for's header)."""
    depth, i = 0, start - 1
    while i > floor:
        char = view[i:i + 1]
        if char == b")":
            depth += 1
        elif char == b"(":
            if depth == 0:
                return True
            depth -= 1
        elif char in (b"{", b"}") and depth == 0:
            return False
        i -= 1
    return False


def _unevaluated(view: bytes, start: int, floor: int) -> bool:
    """Whether an operand of sizeof, typeof, decltype... holds `start`."""
    depth, i = 0, start - 1
    while i > floor:
        char = view[i:i + 1]
        if char == b")":
            depth += 1
        elif char == b"(":
            if depth == 0:
                word = _WORD_BEFORE.search(view, max(floor, i - 40), i)
                if word and word.group(1) in _UNEVALUATED:
                    return True
            else:
                depth -= 1
        elif char in (b";", b"{", b"}") and depth == 0:
            return False
        i -= 1
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


def _check(view: bytes, found: _Body, spans: list, close_at: int, rewrites: bool) -> None:
    """Depth, and what refuses a region or leaves it."""
    loops = [g for g in spans if g.kind == "loop"]
    loops.sort(key=lambda g: (g.start, -g.end))
    for i, loop in enumerate(loops):
        loop.level = 1 + sum(1 for outer in loops[:i] if outer.start <= loop.start and loop.end <= outer.end)
        if loop.end > close_at or view[loop.end - 1:loop.end] not in (b";", b"}"):
            loop.skip = "its end is inside a macro expansion"
    for outer in loops:
        if outer.collapsing:
            for inner in loops:
                if inner is not outer and outer.start < inner.start and inner.end <= outer.end and not inner.skip:
                    inner.skip = "it is nested in a loop nest that an OpenMP or OpenACC directive collapses"
    for span in spans:
        marked = span.kind != "loop"
        for keyword, goto_end, label in found.gotos:
            goto_in, label_in = span.holds(keyword), label is not None and span.holds(label)
            if label is None and goto_in:
                span.skip = span.skip or "a goto whose label is not known may leave it"
            elif not goto_in and label_in:
                span.skip = span.skip or "a goto from outside jumps into it"
            elif goto_in and not label_in:
                _leave(view, span, keyword, goto_end, label, close_at, b"goto")
            elif marked and not rewrites and label is not None and not goto_in and keyword < span.start \
                    and span.end <= label < span.scope[1]:
                # C++: the guard declared at the range's start lives till its block's end
                span.skip = span.skip or "a goto jumps over it into the rest of its block"
        for at in found.computed:
            if span.holds(at) or any(span.holds(label) for label in found.labels):
                span.skip = span.skip or "a computed goto may leave it or jump into it"
        for at in found.cases:
            switch = max((s for s in found.switches if s[0] < at < s[1]), default=None)
            if span.holds(at) and (switch is None or switch[0] < span.start):
                span.skip = span.skip or "a case label of a switch around it is inside it (Duff's device)"
            elif marked and not rewrites and switch is not None and switch[0] < span.start \
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


def _leave(view, span: _Span, keyword: int, end: int, label: int, close_at: int, word: bytes) -> None:
    semicolon = _semicolon_after(view, end, close_at)
    if not _word_at(view, keyword, word) or semicolon is None:
        span.skip = span.skip or f"a {word.decode()} inside a macro expansion leaves it"
    else:
        span.jumps.append(JumpInfo(keyword, semicolon, label))


def _statement_end(view: bytes, start: int, end: int) -> int:
    """After a statement's last byte: libclang's extent of `x++;` stops before the `;`."""
    if view[end - 1:end] not in (b";", b"}"):
        semicolon = _semicolon_after(view, end, len(view))
        if semicolon is not None:
            return semicolon + 1
    return end


def add_returns(routine) -> None:
    """Each region's exits: the routine's returns inside it, its jumps out,
    its end (the routine's return sites are shared: their code runs
    innermost region first, then the routine's own)."""
    for region in routine.regions:
        start, end = region.data.open_at, region.data.close_at
        returns = [s for s in routine.exits if s.kind == "return" and start <= s.pos.offset < end]
        jumps = [s for s in region.exits if s.kind == "jump"]
        region.exits = sorted(returns + jumps, key=lambda s: s.pos.offset) + [Site("end", region.end)]


def loop_name(signature: str, path: str, begin: Position, last: Position) -> str:
    """As TAU names loop timers: `Loop: int f(int) [{a.c} {3,5}-{7,5}]`."""
    return f"Loop: {signature} [{{{path}}} {{{begin.line},{begin.col}}}-{{{last.line},{last.col}}}]"


def _loop(view: bytes, start: int, end: int) -> _Span:
    end = _statement_end(view, start, end)
    open_at, pragmas = _bound_directives(view, start)
    return _Span("loop", start, end, open_at, collapsing=bool(_COLLAPSING.search(view, open_at, start)) if pragmas
                 else False)


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
        pragma = pragma or word == b"pragma"
        if depth == 0 and pragma and text:
            best = line_at
    return best, best != start


def _label_of(cursor, tu) -> int | None:
    for child in fast.children(cursor):
        if child._kind_id == LABEL_REF_ID:
            child._tu = tu
            target = child.referenced
            if target is not None and target.kind == K.LABEL_STMT:
                return fast.extent_offsets(target)[0]
    return None


def _semicolon_after(view: bytes, offset: int, limit: int) -> int | None:
    i = offset
    while i < limit and view[i:i + 1] in (b" ", b"\t", b"\r", b"\n", b"\f", b"\v"):
        i += 1
    return i if view[i:i + 1] == b";" else None


def _word_at(view: bytes, offset: int, word: bytes) -> bool:
    end = offset + len(word)
    return view.startswith(word, offset) and not _IDENT.match(view[end:end + 1])
