"""Ranges of Fortran statements marked as timers and phases (model.Region
kinds "timer" and "phase").

The lines come from a select file (spec.MarkedRange) or from the source:
comment lines `! srcinst begin timer "NAME"` ... `! srcinst end timer "NAME"`
(also phase; in fixed form `c`, `C`, `*` or `!` in column 1) and OPARI2's
user-region markers `!$pomp inst begin(NAME)` ... `!$pomp inst end(NAME)`
(`!$POMP`, `c$pomp`, `*$pomp`, and OPARI2's `!POMP$` / `cPOMP$`), timers.
Both stay comments for gfortran, with and without -fopenmp.

A range is the executable statements of one block (the routine's body or
the body of a DO, IF, SELECT, BLOCK ... construct) that start and end on its
lines. It is found like a loop without a DO (fortran_regions): it starts at
its first statement, ends after its last, and is left at every RETURN, EXIT,
CYCLE, GO TO, computed GO TO, arithmetic IF, END=/ERR=/EOR= and alternate
return that leads out of it. STOP and ERROR STOP leave it open, as they
leave the routine and its loops (the routine's abort code runs).

Refused, with the reason (said without -v: these regions are asked for by
name): lines that are not whole statements of one block (declarations
before its first statement, the routine's or a BLOCK construct's, stay out
of it; CONTAINS and END may not be on its lines); a range that overlaps another without nesting; one inside a
WHERE or FORALL construct (whose body takes assignments only) or a DO
CONCURRENT; an OpenMP directive in its lines whose partner is outside; and
whatever refuses a loop (a branch from outside into it, an INCLUDE or
#include line in it, first and last statements in different #if branches,
routines whose own code cannot be placed safely, PURE and ELEMENTAL ones).
"""
from __future__ import annotations

import re

from srcinst.model import Position, Region

from .fortran_regions import _CONSTRUCT_NAME, _bound_directives, _close_line, _Finder, _Loop, _squeezed, _words
from .fortran_source import BLANK, COMMENT, DIRECTIVE, matching_paren
from .markers import Marked, Marker, pair

_SRCINST = re.compile(r'\s*srcinst\s+(begin|end)\s+(timer|phase)\s+"([^"]*)"', re.I)
_POMP = re.compile(r"(?:\$pomp|pomp\$)\s*inst\s+(begin|end|altend)\s*\(\s*([^)\s]+)\s*\)", re.I)
_COMMENT_START = {False: re.compile(r"\s*!"), True: re.compile(r"[cC*]|\s*!")}


def source_markers(src) -> tuple[list[Marked], list[tuple[str, int, int]]]:
    """The ranges the comments of a Fortran source mark, and (message, line,
    col) for markers without a partner. Markers in #if branches inactive
    here are not read."""
    found = []
    for line in src.lines:
        if line.kind not in (COMMENT, DIRECTIVE):
            continue
        text = src.line_text(line.number)
        start = _COMMENT_START[src.fixed].match(text)
        if start is None:
            continue
        rest = text[start.end():]
        col = start.end()
        m = _SRCINST.match(rest)
        if m:
            found.append(Marker(m.group(1).lower(), m.group(2).lower(), m.group(3), line.number, col))
            continue
        m = _POMP.match(rest)
        if m:
            found.append(Marker(m.group(1).lower(), "timer", m.group(2), line.number, col))
    return pair(found)


# The roles of statements in the constructs around them (DO loops are the
# loop finder's): openers, middles (ELSE, CASE, ...) and closers.
_MIDDLE = re.compile(r"ELSE(?!IF\(|WHERE)\w*|CASEDEFAULT\w*|(CLASS|RANK)DEFAULT\w*|ELSEWHERE\w*")
_MIDDLE_HEADS = ("ELSEIF", "CASE", "TYPEIS", "CLASSIS", "RANK", "ELSEWHERE")
_CLOSE = re.compile(r"END(IF|SELECT|BLOCK|ASSOCIATE|CRITICAL|WHERE|FORALL|TEAM)\w*")
_OPEN_HEADS = ("SELECTCASE", "SELECTTYPE", "SELECTRANK", "ASSOCIATE", "CHANGETEAM", "CRITICAL", "WHERE", "FORALL")


def _after_parens(text: str, head: str) -> str | None:
    """What follows `HEAD(...)` in a squeezed statement, or None if it is not one."""
    if not text.startswith(head + "("):
        return None
    close = matching_paren(text, len(head))
    return text[close + 1:] if close > 0 else None


def construct_role(stmt) -> tuple[str, str] | None:
    """("open" | "middle" | "close", the construct's word) of a statement
    that opens, divides or closes a construct other than DO; None otherwise."""
    text = _squeezed(stmt)[0]
    m = _CONSTRUCT_NAME.match(text)
    if m and not text.startswith("IF("):
        text = text[m.end():]
    if _after_parens(text, "IF") == "THEN":
        return "open", "IF"
    if text in ("BLOCK", "CRITICAL"):
        return "open", text
    for head in _OPEN_HEADS:
        rest = _after_parens(text, head)
        if rest == "" or (rest is not None and head not in ("WHERE", "FORALL") and "=" not in rest):
            return "open", head
    m = _CLOSE.fullmatch(text)
    if m:
        return "close", m.group(1)
    if _MIDDLE.fullmatch(text):
        return "middle", ""
    for head in _MIDDLE_HEADS:
        rest = _after_parens(text, head)
        if rest is not None and re.fullmatch(r"(THEN)?\w*" if head == "ELSEIF" else r"\w*", rest):
            return "middle", head
    return None


_TYPE_WORDS = re.compile(r"(INTEGER|REAL|DOUBLEPRECISION|DOUBLECOMPLEX|COMPLEX|LOGICAL|CHARACTER|BYTE|"
                         r"TYPE\(|CLASS\(|PROCEDURE\()")
_SPEC_WORDS = re.compile(r"(USE|IMPORT|IMPLICIT|PARAMETER\(|DIMENSION|SAVE|EXTERNAL|INTRINSIC|ALLOCATABLE|POINTER|"
                         r"TARGET|ASYNCHRONOUS|VOLATILE|CONTIGUOUS|VALUE|INTENT|OPTIONAL|EQUIVALENCE|NAMELIST|"
                         r"PROTECTED|STRUCTURE|RECORD)")


def is_declaration(stmt) -> bool:
    """Whether a statement is a specification statement (a BLOCK construct's
    declarations are among the statements the readers list): one of those
    words, then `::` or no `=` outside parentheses (else an assignment)."""
    text = _squeezed(stmt)[0]
    if not (_TYPE_WORDS.match(text) or _SPEC_WORDS.match(text)):
        return False
    depth = 0
    for i, c in enumerate(text):
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == ":" and text[i + 1:i + 2] == ":":
            return True
        elif c == "=" and depth == 0 and text[i + 1:i + 2] != ">":
            return False
    return True


# OpenMP constructs whose end directive is required: a range holding one
# must hold the other.
_OMP_PAIRED = re.compile(r"(parallel|sections|single|master|masked|critical|task|taskgroup|teams|target|"
                         r"workshare|parallel\s+sections|parallel\s+workshare|target\s+data|"
                         r"target\s+(parallel|teams))\s*$", re.I)
_OMP = re.compile(r"\s*[!cC*]\$omp\s*(end\s*)?(.*)", re.I)


def _unpaired_directive(src, first: int, last: int) -> int | None:
    """The line of an `!$omp` construct directive in lines first..last whose
    partner (its `!$omp end ...` or the directive it ends) is outside them."""
    open_: list[tuple[str, int]] = []
    for n in range(first, last + 1):
        if src.line(n).kind != DIRECTIVE:
            continue
        m = _OMP.match(src.line_text(n))
        if not m:
            continue
        words = " ".join(_words(m.group(2)).split()).lower()
        if m.group(1):
            if open_ and open_[-1][0] == words:
                open_.pop()
            elif _OMP_PAIRED.match(words):
                return n
        elif _OMP_PAIRED.match(words):
            open_.append((words, n))
    return open_[0][1] if open_ else None


def _edge_directives(src, line: int, step: int, bound: int) -> int:
    """The farthest directive line in the run of directive, comment and blank
    lines next to `line` (above it: step -1, below: +1) that stays within
    `bound`: a range's code goes outside the directives its lines hold."""
    edge, n = line, line + step
    while (n >= bound if step < 0 else n <= bound) and 1 <= n <= len(src.lines):
        kind = src.line(n).kind
        if kind == DIRECTIVE:
            edge = n
        elif kind not in (COMMENT, BLANK):
            break
        n += step
    return edge


def ranges_in(finder: _Finder, marked: list, refused: list) -> list[_Loop]:
    """The marked ranges (spec.MarkedRange or Marked) of one routine's body
    as ranges for the loop finder; those whose lines are no run of
    statements of one block go to `refused` as (Marked, line, why)."""
    found = []
    for m in marked:
        loop = _range(finder, m)
        if isinstance(loop, _Loop):
            found.append(loop)
        else:
            refused.append((m, *loop))
    _overlapping(found)
    return found


def _range(finder: _Finder, m) -> _Loop | tuple[int, str]:
    """The range for lines m.first..m.last, or (line, why it is none)."""
    entries, src = finder.entries, finder.src
    lines_of = [(e.here.first_line, e.here.last_line) if e.stmt is not None else (e.line, e.line) for e in entries]
    inside = [i for i, (a, b) in enumerate(lines_of) if a is not None and m.first <= a and b <= m.last]
    across = [a for a, b in lines_of if a is not None and (a < m.first <= b or a <= m.last < b)]
    if across:
        return across[0], "a statement runs across its first or last line"
    while inside and entries[inside[0]].stmt is not None and is_declaration(entries[inside[0]].stmt):
        inside.pop(0)  # a BLOCK construct's declarations stay before the range's code
    if not inside:
        return m.first, "no executable statement starts on its lines"
    # Declarations before the routine's executable statements may be on its
    # lines (a range begun right after the routine's header): they stay out.
    starts = {e.stmt.start for e in entries if e.stmt is not None}
    head = entries[inside[0]].stmt
    first_start = head.start if head is not None else 0
    other = [s for s in src.statements_between(m.first, m.last) if s.start not in starts and s.start > first_start]
    if other:
        return other[0].first_line, ("its lines hold statements that are not executable statements of the routine "
                                     "(declarations, CONTAINS or END)")
    f, last = inside[0], inside[-1]
    if entries[f].stmt is None or entries[last].stmt is None:
        return m.first, "its first or last statement comes from an #include'd file"
    why = _not_one_block(finder, f, last)
    if why:
        return m.first, why
    first_stmt = entries[f].here
    open_line = _edge_directives(src, first_stmt.first_line, -1, m.first)
    if entries[f].node_kind in ("Label_Do_Stmt", "Nonlabel_Do_Stmt"):
        open_line = min(open_line, _bound_directives(src, first_stmt.first_line)[0])
    last_line = entries[last].here.last_line
    close = max(_close_line(src, last_line), _edge_directives(src, last_line, 1, m.last))
    unpaired = _unpaired_directive(src, open_line, close)
    if unpaired is not None:
        return unpaired, "an OpenMP directive on its lines pairs with one outside them"
    return _Loop(f, first_stmt, None, None, None, concurrent=False, open_line=open_line, end=last,
                 level=1 + len(finder.holding_at[f]), marked=m.kind, range_name=m.name, close_line=close)


def _not_one_block(finder: _Finder, f: int, last: int) -> str | None:
    """Why statements f..last are not a run of statements of one block (None: they are)."""
    for loop in finder.loops:
        if (f <= loop.index <= last) != (f <= loop.end <= last):
            return "its lines hold part of a DO loop, not whole statements of one block"
    depth = 0
    for entry in finder.entries[f:last + 1]:
        if entry.stmt is None:
            continue
        role = construct_role(entry.stmt)
        if role is None:
            continue
        if entry.sentinel:
            return f"a construct on `{entry.sentinel}` lines is inside it"
        if role[0] == "close":
            depth -= 1
        if depth < 0 or (role[0] == "middle" and depth == 0):
            return "its lines hold part of a construct, not whole statements of one block"
        if role[0] == "open":
            depth += 1
    if depth:
        return "its lines hold part of a construct, not whole statements of one block"
    around: list[str] = []
    for entry in finder.entries[:f]:
        role = construct_role(entry.stmt) if entry.stmt is not None and not entry.sentinel else None
        if role and role[0] == "open":
            around.append(role[1])
        elif role and role[0] == "close" and around:
            around.pop()
    if any(word in ("WHERE", "FORALL") for word in around):
        return "it is inside a WHERE or FORALL construct, whose body takes assignments only"
    return None


def _overlapping(found: list[_Loop]) -> None:
    """Ranges that overlap without nesting: their code would not nest; both are refused."""
    for a in found:
        for b in found:
            if a is not b and a.index < b.index <= a.end < b.end:
                for loop in (a, b):
                    loop.skip = loop.skip or "it overlaps another marked range without nesting in it"


def refused_regions(src, refused: list, number: int) -> list[Region]:
    """Regions, numbered from `number`, for the ranges that are refused before
    the loop finder sees them (their lines are no run of statements)."""
    regions = []
    for n, (m, line, why) in enumerate(refused, start=number):
        at = src.line(line)
        begin = Position(at.start, line, 1)
        regions.append(Region(m.kind, m.name, begin, begin, 1, n, skip=why))
    return regions
