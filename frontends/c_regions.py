"""Loops of C and C++ routines as regions (model.Region), for region=loop rules.

c_family calls find_loops() for each routine it instruments, only when
ParseOptions.regions asks for loops: it costs one more walk of each body.

A loop region is the loop statement with the directives bound to it (the
`#pragma omp for`, `#pragma GCC unroll` lines, `_Pragma` operators and
macros that expand to them right before it): c_emit puts
it in a block of its own, entry code first, so that a `break` lands on the
exit code after it. Its other ways out are sites: the routine's returns
inside it, and gotos to labels outside it ("jump"). longjmp and, without a
scope guard (C, C++98), exceptions leave it without its exit code, as they
leave routines; the trace runtime notices and reports them as unwound.

A loop is not instrumented (Region.skip says why) when something jumps
into it from outside (a goto to a label in it, a case label of a switch
around it: Duff's device), when a goto in an included file (C, C++98), the
gotos of one macro expansion (leaving different loops) or a computed goto
(to a label whose address is taken) may leave it, when its end is inside a
macro expansion, when its braces are in different #if branches with other
code, or when it is nested in a loop nest an OpenMP or OpenACC directive
collapses (entry code between the loops would break the nest). Loops that macros write whole are not
regions; one whose header a macro invocation writes, its body following in
the file (`FOR_EACH(p, list) { ... }`), is.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import clang.cindex as ci

from srcinst.model import Position, Region, Site

from . import c_text, clang_walk
from . import clang_fast as fast

K = ci.CursorKind
_lib = ci.conf.lib
CONTINUE, RECURSE = 1, 2  # CXChildVisitResult

LOOP_KEYWORDS = {K.FOR_STMT.value: b"for", K.CXX_FOR_RANGE_STMT.value: b"for",
                 K.WHILE_STMT.value: b"while", K.DO_STMT.value: b"do"}
GOTO_ID, INDIRECT_GOTO_ID, LABEL_ID = K.GOTO_STMT.value, K.INDIRECT_GOTO_STMT.value, K.LABEL_STMT.value
LABEL_REF_ID = K.LABEL_REF.value
SWITCH_ID, CASE_ID, DEFAULT_ID = K.SWITCH_STMT.value, K.CASE_STMT.value, K.DEFAULT_STMT.value
ADDRESS_ID = K.ADDR_LABEL_EXPR.value  # `&&label`: a computed goto may go there
WATCHED = set(LOOP_KEYWORDS) | {GOTO_ID, INDIRECT_GOTO_ID, LABEL_ID, SWITCH_ID, CASE_ID, DEFAULT_ID, ADDRESS_ID}
FOREIGN_IDS = clang_walk.FOREIGN_BODY_IDS

# A directive line of the code view (comments blank), continuation lines included.
_PRAGMA_LINE = re.compile(rb"[ \t]*#[ \t]*pragma\b(?:\\[ \t\f\v]*\r?\n|[^\r\n])*\r?\n")
_COLLAPSING = re.compile(rb"#[ \t]*pragma[ \t]+(?:omp|acc)\b.*\b(?:collapse|ordered|tile)\b", re.S)
_COLLAPSING_WORDS = re.compile(rb"\b(?:omp|acc)\b.*\b(?:collapse|ordered|tile)\b", re.S)
# `#pragma omp section` starts a section of the `sections` construct around
# it: it stays there, and the loop's block is the section's statement.
_SECTION = re.compile(rb"#\s*pragma\s+omp\s+section\b")
_SECTION_WORDS = re.compile(rb"\bomp\b[^\]]*?\bsection\b(?!s)|\bdirective\s*\(\s*section\b")
# Conditional directive lines of a code view, continuation lines and line end included.
_CONDITIONALS = re.compile(
    rb"^[ \t]*#[ \t]*(?P<kw>if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b"
    rb"(?:\\[ \t\f\v]*\r?\n|[^\r\n])*(?:\r?\n|$)", re.M)
# `goto label` as the compiler would read it in any configuration; directive lines matched to be ignored.
_GOTO_TOKENS = re.compile(rb"^[ \t]*#(?:\\[ \t\f\v]*\r?\n|[^\r\n])*|(?<![\w$])" + c_text.spliced_word(b"goto")
                          + rb"(?![\w$])\s*(?P<label>[A-Za-z_$][\w$]*)?", re.M)
_IDENTIFIER_BYTE = re.compile(rb"[A-Za-z0-9_$]")
UNEXPOSED_STMT_ID = K.UNEXPOSED_STMT.value


@dataclass
class LoopInfo:
    """Region.data of a C/C++ loop."""
    open_at: int   # where its block opens: the first directive bound to it, else its keyword
    close_at: int  # just after its last byte (`}` or `;`)


@dataclass
class JumpInfo:
    """Site.data of a goto that leaves loops."""
    keyword: int    # offset of `goto` (of the macro invocation holding it)
    semicolon: int | None  # offset of its `;` (None inside a macro expansion)
    label: int      # offset of the label it goes to
    # Inside a macro expansion: the invocation's span; `goto` is redefined
    # around it to run the exit code first (C, C++98).
    macro: tuple | None = None


@dataclass
class _Loop:
    start: int      # the keyword
    end: int        # after the last byte
    open_at: int
    collapsing: bool
    skip: str | None = None
    level: int = 1
    jumps: list = field(default_factory=list)
    close_at: int = -1  # where its block closes: after its end, or after the #endif of a group it ends in


def find_loops(parser, body, routine, open_at: int, close_at: int, number: int) -> list[Region]:
    """The loops of one routine's own code (not those of lambdas or local
    classes in it), outer before inner, numbered from `number`. Their exits
    are their end and the gotos that leave them; returns are added by
    add_returns() once the routine's returns are all known."""
    view, main = parser.view, parser.main_file
    loops, gotos, labels, switches, cases, computed, foreign = [], [], {}, [], [], [], []
    addressed = []  # labels whose address is taken (None: one not known)
    hidden = []  # (#include line's offset, label's) of gotos in included files
    # A scope guard (C++11 and later) runs a loop's exit code however a goto leaves it.
    guarded = not parser.rewrites_returns

    def visit(cur, parent, _):
        kind = cur._kind_id
        if kind in FOREIGN_IDS:
            foreign.append(fast.extent_offsets(cur))
            return CONTINUE
        if kind not in WATCHED:
            return RECURSE
        file, start = fast.start_in_file(cur)
        if file != main:  # in a file #included inside the body
            if kind == GOTO_ID:
                included = parser._included_region(cur)
                at = included[0] if included else None
                label = _label_of(cur, parser.tu, main)
                hidden.append((at, at if label is ELSEWHERE else label))
            return RECURSE
        start, end = fast.extent_offsets(cur)
        if kind in LOOP_KEYWORDS:
            if _word_at(view, start, LOOP_KEYWORDS[kind]):
                loops.append(_loop(view, parser.source, start, end, parent))
            else:  # its keyword comes from a macro: `FOR_EACH(x, list) { ... }` is a loop of the file
                loop = _macro_header_loop(view, parser.source, start, end, parent, close_at)
                if loop is not None:
                    loops.append(loop)
        elif kind == GOTO_ID:
            label = _label_of(cur, parser.tu, main)
            gotos.append((start, end, None if label is ELSEWHERE else label))
        elif kind == INDIRECT_GOTO_ID:
            computed.append(start)
        elif kind == ADDRESS_ID:
            label = _label_of(cur, parser.tu, main)
            addressed.append(None if label is ELSEWHERE else label)
        elif kind == LABEL_ID:
            labels[start] = cur
        elif kind == SWITCH_ID:
            switches.append((start, end))
        else:
            cases.append(start)
        return RECURSE

    callback = ci.cursor_visit_callback(visit)
    _lib.clang_visitChildren(body, callback, None)

    if loops:
        gotos += _inactive_gotos(view, open_at, close_at, gotos, labels, foreign)
    loops.sort(key=lambda loop: (loop.start, -loop.end))
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
    for keyword, goto_end, label in gotos:
        for loop in loops:
            goto_in = loop.start <= keyword < loop.end
            label_in = label is not None and loop.start <= label < loop.end
            if label is None and goto_in:
                loop.skip = loop.skip or "a goto whose label is not known may leave it"
            elif not goto_in and label_in:
                loop.skip = loop.skip or "a goto from outside jumps into it"
            elif goto_in and not label_in:
                semicolon = _semicolon_after(view, goto_end, close_at)
                if _word_at(view, keyword, b"goto") and semicolon is not None:
                    loop.jumps.append(JumpInfo(keyword, semicolon, label))
                elif not guarded:
                    invocation = c_text.invocation_end(view, keyword, close_at)
                    if invocation is None or _word_at(view, keyword, b"goto"):
                        loop.skip = loop.skip or "a goto inside a macro expansion leaves it"
                    elif not any(j.keyword == keyword for j in loop.jumps):
                        loop.jumps.append(JumpInfo(keyword, None, label, (keyword, invocation)))
    if not guarded:
        _same_loops_per_macro(loops, gotos)
    for at, label in hidden:
        for loop in loops:
            goto_in = at is None or loop.start <= at < loop.end
            label_in = label is not None and loop.start <= label < loop.end
            if not goto_in and label_in:
                loop.skip = loop.skip or "a goto from outside jumps into it"
            elif goto_in and not label_in and not guarded:
                loop.skip = loop.skip or "a goto in an included file may leave it"
    for loop in loops:
        # A computed goto goes to a label whose address is taken: it leaves the
        # loop or jumps into it only when the goto and such a label are on
        # either side of the loop's bounds.
        goto_in = {loop.start <= at < loop.end for at in computed}
        label_in = {label is not None and loop.start <= label < loop.end for label in addressed}
        if None in addressed:
            label_in |= {True, False}
        if (True in goto_in and False in label_in) or (False in goto_in and True in label_in):
            loop.skip = loop.skip or "a computed goto may leave it or jump into it"
    for at in cases:
        switch = max((s for s in switches if s[0] < at < s[1]), default=None)
        for loop in loops:
            if loop.start <= at < loop.end and (switch is None or switch[0] < loop.start):
                loop.skip = loop.skip or "a case label of a switch around it is inside it (Duff's device)"

    regions = []
    for n, loop in enumerate(loops, start=number):
        begin, last = parser._position(loop.start), parser._position(loop.end - 1)
        region = Region("loop", loop_name(routine.signature, parser.path, begin, last), begin, last,
                        loop.level, n, skip=loop.skip, data=LoopInfo(loop.open_at, loop.close_at))
        region.exits = [Site("jump", parser._position(j.keyword), j) for j in loop.jumps]
        regions.append(region)
    return regions


def _inactive_gotos(view: bytes, open_at: int, close_at: int, gotos, labels, foreign) -> list:
    """The gotos the parse did not see, in #if branches inactive with the
    flags given, as (keyword, end, label offset or None): built with other
    flags, they may leave loops too. A label is found among those parsed,
    else in the text when it is defined once."""
    seen = {keyword for keyword, _, _ in gotos}
    groups = _conditional_groups(view)
    found = []
    for m in _GOTO_TOKENS.finditer(view, open_at, close_at):
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
    """Each loop's exits: the routine's returns inside it, its gotos out, its
    end (the routine's return sites are shared: their code runs innermost
    loop first, then the routine's own)."""
    for region in routine.regions:
        start, end = region.begin.offset, region.data.close_at
        returns = [s for s in routine.exits if s.kind == "return" and start <= s.pos.offset < end]
        jumps = [s for s in region.exits if s.kind == "jump"]
        region.exits = sorted(returns + jumps, key=lambda s: s.pos.offset) + [Site("end", region.end)]


def loop_name(signature: str, path: str, begin: Position, last: Position) -> str:
    """As TAU names loop timers: `Loop: int f(int) [{a.c} {3,5}-{7,5}]`."""
    return f"Loop: {signature} [{{{path}}} {{{begin.line},{begin.col}}}-{{{last.line},{last.col}}}]"


def _loop(view: bytes, source: bytes, start: int, end: int, parent) -> _Loop:
    # `for (...) x++;`: libclang's extent stops before the body's `;`
    if not _ends_statement(source, end):
        semicolon = _semicolon_after(view, end, len(view))
        if semicolon is not None:
            end = semicolon + 1
    at, collapsing = _bound_prefixes(view, source, start, parent)
    open_at, pragmas = _bound_directives(view, at)
    collapsing = collapsing or (pragmas and bool(_COLLAPSING.search(view, open_at, at)))
    return _Loop(start, end, open_at, collapsing)


def _same_loops_per_macro(loops, gotos) -> None:
    """`goto` is redefined around a macro invocation holding gotos that leave
    loops, so all of them run the same exit code: the loops are refused
    when the gotos of one invocation leave different ones."""
    left = {}  # invocation's offset -> set of the sets of loops its gotos leave
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


def _macro_header_loop(view: bytes, source: bytes, start: int, end: int, parent, close_at: int) -> _Loop | None:
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


def _fit_conditionals(view: bytes, loop: _Loop) -> str | None:
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
    for m in _CONDITIONALS.finditer(view):
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
    define = re.search(rb"^[ \t]*#[ \t]*define[ \t]+" + re.escape(name) + rb"\b(?:\\[ \t\f\v]*\r?\n|[^\r\n])*",
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
        word = re.match(rb"#\s*(\w*)", text).group(1) if text else b""
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
