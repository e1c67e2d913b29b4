"""OpenMP constructs of C and C++ routines as regions (kind "omp").

srcinst parses without -fopenmp (c_family defines _OPENMP as the compiler
would), so libclang sees no OpenMP directives: they are read here from the
code view, one `#pragma omp` line (with its continuation lines) each, and
bound to the statement that follows, which the walk of the body knows (a
compound's statements, loops). A directive followed by another directive
binds to that one's construct (`#pragma omp parallel` over `#pragma omp for`).

One region per directive of model.OMP_CONSTRUCTS; combined `parallel for` and
`parallel sections` are one region (OPARI2 gives them one handle). Sections
get a `section` region per section, the first one too when its directive is
left out; constructs that end in an implicit barrier get an `implicit barrier`
region (owner: the construct). Directives srcinst does not know (`simd`,
`target`, `taskloop`, `for simd` ...) and `ordered depend(...)` are no
regions: they stay as written. c_omp_emit places the code.
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field

from srcinst.model import OmpConstruct, Region, Site, omp_region_name

from . import c_text

# A directive line: `#pragma omp ...` with its continuation lines, from its `#`.
_PRAGMA = re.compile(rb"^[ \t]*(#[ \t]*pragma[ \t]+(\w+)\b" + c_text.REST_OF_LINE + rb")", re.M)
_CONTINUATION = re.compile(rb"\\[ \t\f\v]*\r?\n")
_WORD = re.compile(r"\s*([A-Za-z_]\w*)")
# An if clause's directive-name modifier (OpenMP 4.5): `if(parallel: n > 1)`, not `if(ns::flag)`.
_IF_MODIFIER = re.compile(r"^\s*(?:parallel|task|taskloop|simd|cancel|teams|target(?:\s+(?:data|enter|exit|update)"
                          r")*(?:\s+data)?)\s*:(?!:)\s*")
# Directive names (as written, blank-separated) -> the construct they are.
_DIRECTIVES = {
    "parallel": "parallel", "for": "for", "parallel for": "parallel for", "sections": "sections",
    "section": "section", "parallel sections": "parallel sections", "single": "single", "master": "master",
    "masked": "masked", "critical": "critical", "atomic": "atomic", "barrier": "barrier", "task": "task",
    "taskwait": "taskwait", "ordered": "ordered", "flush": "flush",
}
CONDITIONAL = -2  # _Directive.extent_end: an #if, #else or #endif line follows the directive
STANDALONE = ("barrier", "taskwait", "flush")
NO_BLOCK = ("for", "sections", "atomic") + STANDALONE  # (a sections block holds only sections)
# Constructs that end in an implicit barrier, unless `nowait` (copyprivate needs the barrier it has).
_BARRIER_ENDED = ("parallel", "for", "parallel for", "sections", "parallel sections", "single")
# Words that may follow a construct's name and belong to it.
_MODIFIERS = {"atomic": ("read", "write", "update", "capture", "compare", "seq_cst", "acq_rel", "release",
                         "acquire", "relaxed"),
              "flush": ()}


_OTHER_DIRECTIVE_WORDS = {"simd", "loop", "taskloop", "distribute", "master", "masked", "target", "teams",
                          "workshare", "declare", "cancel", "cancellation", "point"}


@dataclass
class Clause:
    name: str
    text: str  # as written, `num_threads(n + 1)`
    argument: str = ""  # inside its parentheses


@dataclass
class OmpInfo:
    """Region.data of an OpenMP region."""
    construct: str
    directive: tuple[int, int] = (0, 0)  # the directive's `#` and its line's end (before the line break)
    block: tuple[int, int] = (0, 0)      # the structured block (the loop, the statement): first byte, after last
    clauses: list[Clause] = field(default_factory=list)
    head: str = ""                       # the directive's words before its clauses: `parallel for`, `critical(upd)`
    open_at: int = 0                     # where its outside code goes (the directive; a section's block)
    close_at: int = 0                    # after the construct
    implicit: bool = False               # a section without its directive (the first one)
    owner: Region | None = None          # a section's sections, an implicit barrier's construct


@dataclass
class _Directive:
    start: int      # the `#`
    line_end: int   # before the line break
    after: int      # after the line break
    text: str       # after `omp`, continuation lines joined
    construct: str | None
    head: str
    clauses: list[Clause]
    extent_end: int = -1  # after the statement it binds to (itself for standalone ones)


def clauses_of(text: str) -> tuple[str, list[Clause]]:
    """(the directive's words, its clauses) from the text after `omp`."""
    words: list[str] = []
    i = 0
    while True:
        m = _WORD.match(text, i)
        if not m:
            break
        word, candidate = m.group(1), " ".join(words + [m.group(1)])
        if any(k == candidate or k.startswith(candidate + " ") for k in _DIRECTIVES) or \
                (words and word in _MODIFIERS.get(words[0], ())):
            words.append(word)
            i = m.end()
        elif not words:  # a directive srcinst does not know: its first word
            return word, []
        else:
            break
    head_end = i
    name_paren = re.match(r"\s*\(", text[i:])
    if words and words[0] in ("critical", "flush") and name_paren:  # critical(name), flush(list)
        close = _closing(text, i + name_paren.end() - 1)
        head_end = i = close + 1
    clauses = []
    while True:
        m = re.compile(r"[\s,]*([A-Za-z_]\w*)").match(text, i)
        if not m:
            break
        name, i = m.group(1), m.end()
        argument = ""
        paren = re.match(r"\s*\(", text[i:])
        if paren:
            close = _closing(text, i + paren.end() - 1)
            argument = text[i + paren.end():close]
            i = close + 1
        clauses.append(Clause(name, text[m.start(1):i], argument))
    return text[:head_end].strip(), clauses


def _closing(text: str, open_at: int) -> int:
    depth = 0
    for j in range(open_at, len(text)):
        depth += {"(": 1, ")": -1}.get(text[j], 0)
        if depth == 0:
            return j
    return len(text) - 1


def has_directives(view: bytes, start: int, end: int) -> bool:
    """Whether an `omp` pragma lies between start and end (no need to walk a
    body for its constructs otherwise)."""
    return any(m.group(2) == b"omp" for m in c_text.directive_lines(_PRAGMA, view, start, end))


def _directives(view: bytes, start: int, end: int) -> list[_Directive]:
    found = []
    for m in c_text.directive_lines(_PRAGMA, view, start, end):
        if m.group(2) != b"omp":
            found.append(_Directive(m.start(1), m.end(), _after_line(view, m.end()), "", None, "", []))
            continue
        text = _CONTINUATION.sub(b" ", view[m.start(1):m.end()]).decode("utf-8", "surrogateescape")
        text = text[text.index("omp") + 3:]
        head, clauses = clauses_of(text)
        words = re.sub(r"\(.*", "", head).split()
        construct = _DIRECTIVES.get(" ".join(w for w in words if w not in _MODIFIERS.get(words[0], ()))) \
            if words else None
        if clauses and clauses[0].name in _OTHER_DIRECTIVE_WORDS:
            construct = None  # `for simd`, `parallel master`, `parallel loop`: not a construct srcinst knows
        if construct == "ordered" and any(c.name in ("depend", "doacross") for c in clauses):
            construct = None  # a standalone ordered: left as written
        found.append(_Directive(m.start(1), m.end(), _after_line(view, m.end()), text, construct, head, clauses))
    return found


def _after_line(view: bytes, at: int) -> int:
    if view[at:at + 2] == b"\r\n":
        return at + 2
    return at + 1 if view[at:at + 1] in (b"\n", b"\r") else at


def _next_token(view: bytes, at: int, end: int) -> int:
    while at < end and view[at:at + 1] in b" \t\r\n\f\v":
        at += 1
    return at


def find(parser, found, routine, body_span: tuple[int, int], number: int) -> list[Region]:
    """The OpenMP regions of one routine's body, numbered from `number` (the
    caller renumbers all of the routine's regions in source order)."""
    view = parser.view
    directives = _directives(view, *body_span)
    if not any(d.construct for d in directives):
        return []
    statements: dict[int, int] = {}  # first byte -> after the last, of every statement the walk saw
    for _start, _end, children in found.compounds:
        for s, e in children:
            statements[s] = max(e, statements.get(s, s))
    for start, end in found.loop_extents:
        statements.setdefault(start, end)
    by_start = {d.start: d for d in directives}
    for d in reversed(directives):  # inner (later) first: a directive over a directive takes its extent
        if d.construct in STANDALONE:  # (its line's end: the next line's start may be a routine's `}`)
            d.extent_end = d.line_end
            continue
        at = _next_token(view, d.after, body_span[1])
        inner = by_start.get(at)
        if inner is not None:
            d.extent_end = inner.extent_end
        elif at in statements:
            d.extent_end = statements[at]
        elif view[at:at + 1] == b"#":
            d.extent_end = CONDITIONAL  # (`#ifdef _OPENMP` #pragma `#endif`: braces would not balance in each branch)
    regions: list[Region] = []
    for d in directives:
        if not d.construct or d.construct == "section":
            continue
        if d.extent_end < 0:  # (a statement the walk does not list: the body of an if or a loop)
            info = OmpInfo(d.construct, (d.start, d.line_end), (d.after, d.after), d.clauses, d.head, d.start,
                           d.line_end)
            region = _region(parser, routine, OmpConstruct(d.construct), info, d.start, d.line_end)
            region.skip = "a preprocessor directive stands between it and its statement" \
                if d.extent_end == CONDITIONAL else "the statement it applies to is not a statement of a block"
            regions.append(region)
            continue
        regions += _regions_of(parser, d, directives, found, statements, routine)
    _nest(regions)
    regions.sort(key=lambda g: (g.begin.offset, -g.end.offset, omp_of(g).construct == "implicit barrier"))
    for n, region in enumerate(regions, start=number):
        region.number = n
    return regions


def omp_of(region: Region) -> OmpConstruct:
    """The construct of an OpenMP region."""
    assert region.omp is not None
    return region.omp


def renumber_owners(regions: list[Region]) -> None:
    """OmpConstruct.owner from the owning region's number, once numbers are final."""
    for region in regions:
        info = region.data
        if region.kind == "omp" and info.owner is not None and region.omp is not None:
            region.omp = dataclasses.replace(region.omp, owner=info.owner.number)


def _regions_of(parser, d: _Directive, directives, found, statements, routine) -> list[Region]:
    view = parser.view
    construct = d.construct or ""
    block_start = d.start if construct in STANDALONE else _next_token(view, d.after, d.extent_end)
    block = (block_start, d.extent_end)
    clause_names = {c.name for c in d.clauses}
    info = OmpInfo(construct, (d.start, d.line_end), block, d.clauses, d.head, d.start, d.extent_end)
    name = ""
    if construct == "critical":
        m = re.match(r"critical\s*\(\s*([^)\s]*)\s*\)", d.head)
        name = m.group(1) if m else ""
    clause = {c.name: c.argument.strip() for c in d.clauses}
    condition = _IF_MODIFIER.sub("", clause.get("if", "1"), count=1)  # `if(parallel: c)` -> `c`
    omp = OmpConstruct(construct, name, 0, condition or "1",
                       clause.get("num_threads") or "omp_get_max_threads()", construct not in NO_BLOCK)
    region = _region(parser, routine, omp, info, d.start, d.extent_end)
    regions = [region]
    if construct in ("sections", "parallel sections"):
        regions += _sections(parser, routine, region, d, directives, statements)
    if construct in _BARRIER_ENDED and "nowait" not in clause_names and \
            not (construct == "single" and "copyprivate" in clause_names):
        barrier = OmpInfo("implicit barrier", (d.start, d.line_end), block, [], "", d.extent_end, d.extent_end,
                          owner=region)
        ending = _region(parser, routine, OmpConstruct("implicit barrier", has_block=False), barrier,
                         d.extent_end - 1, d.extent_end)
        ending.name = omp_region_name("implicit barrier", parser.path, region.begin.line)  # (Score-P's name)
        regions.append(ending)
    return regions


def _region(parser, routine, omp: OmpConstruct, info: OmpInfo, start: int, end: int) -> Region:
    begin, last = parser._position(start), parser._position(max(start, end - 1))
    name = omp_region_name(omp.construct, parser.path, begin.line, omp.name)
    region = Region("omp", name, begin, last, 1, 0, omp=omp, data=info)
    region.exits = [Site("end", last)]
    return region


def _sections(parser, routine, sections: Region, d: _Directive, directives, statements) -> list[Region]:
    """A section region per section of the sections' compound statement."""
    view = parser.view
    info = sections.data
    open_brace = info.block[0]
    if view[open_brace:open_brace + 1] != b"{":
        return []
    inside = [x for x in directives if open_brace < x.start < info.block[1]]
    marks = [x for x in inside if x.construct == "section" and not any(
        y.start < x.start < y.extent_end for y in inside if y.construct and y.construct != "section")]
    found = []
    first = _next_token(view, open_brace + 1, info.block[1])
    if not marks or first < marks[0].start:  # the first section's directive left out
        ends = [marks[0].start] if marks else []
        last = _last_statement_end(statements, first, ends[0] if ends else info.block[1] - 1)
        found.append((None, first, last))
    for x in marks:
        at = _next_token(view, x.after, info.block[1])
        inner = next((y for y in inside if y.start == at), None)
        found.append((x, at, inner.extent_end if inner else statements.get(at, -1)))
    regions = []
    for x, start, end in found:
        if end < 0:
            continue
        data = OmpInfo("section", (x.start, x.line_end) if x else (start, start), (start, end), [], "section",
                       start, end, implicit=x is None, owner=sections)
        regions.append(_region(parser, None, OmpConstruct("section"), data, x.start if x else start, end))
    return regions


def _last_statement_end(statements, first: int, limit: int) -> int:
    """After the last statement that starts in [first, limit)."""
    ends = [e for s, e in statements.items() if first <= s < limit and e <= limit]
    return max(ends) if ends else -1


def _nest(regions: list[Region]) -> None:
    for region in regions:
        region.level = 1 + sum(1 for other in regions if other is not region and omp_of(other).construct
                               != "implicit barrier" and other.begin.offset <= region.begin.offset
                               and region.end.offset <= other.end.offset
                               and (other.begin.offset, other.end.offset) != (region.begin.offset, region.end.offset))
