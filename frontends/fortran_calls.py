"""Calls of Fortran routines as regions (model.Region of kind "call"), for region=call rules.

fortran_parse calls find_calls() for each routine, only when
ParseOptions.regions asks for calls and some callee pattern is given (the
spec's calls, io and memory rules). A call region is one statement:

* `CALL name(...)` of a subroutine whose name matches a pattern (Fortran
  names ignore case; the region is named in lower case, `mpi_send`), or
  `CALL obj%name(...)` of a type-bound procedure whose binding name does;
* an I/O statement (OPEN, CLOSE, READ, WRITE, PRINT, INQUIRE, BACKSPACE,
  REWIND, ENDFILE, FLUSH, WAIT) or an ALLOCATE or DEALLOCATE statement,
  named after its keyword in lower case (`write`, `allocate`), when a
  pattern matches that name (TAU's io and memory rules name them).

Either may be the action of a one-line IF, which fortran_emit turns into an
IF block. Entry code goes before the statement (a label moves in front of
it, so a GO TO to it runs the entry code), exit code after it. The labels of
END=, ERR=, EOR= and alternate returns (`*10`) are ways out too: each leads
through code of its own after the statement that runs the exit code and goes
on to the label (SiteInfo.branches, shared with the loops such a label
leaves, as fortran_regions builds them).

A statement that ends labelled DOs (`DO 10 ...` / `10 CALL X`) keeps its
label in front of its entry code, and the DOs get a new terminal, a CONTINUE
after its exit code (fortran_emit; before their own end code where they get
loop code), so both run in every iteration.

Not instrumented, with a note (Region.skip): a statement that ends a
labelled DO and has END=/ERR=/EOR= or alternate-return labels, one in a DO
CONCURRENT (whose body must be pure), a call the routine's abort code is for
(it does not return), a statement with a preprocessor line inside it or a
branch label split across lines, a one-line IF that could not be rewritten;
and function references inside expressions (`x = f(y)`), which Fortran
cannot time in place: it has no statement expressions, and moving the call
to a statement of its own would change when, and whether, it is evaluated.
Statements on conditional (`!$`) lines are not regions.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from srcinst.model import Position, Region, Site

from .fortran_regions import _OTHER_BRANCHES, Entry, _action, _Finder, _first_byte, _squeezed
from .fortran_source import CPP, INACTIVE, Statement

# CALL name, or CALL obj%part(i)%name of a type-bound procedure (named after its binding).
_CALL = re.compile(r"CALL(?:[A-Z]\w*(?:\([^()]*\))?%)*([A-Z]\w*)(?=\(|$)")
_STATEMENT = re.compile(r"(OPEN|CLOSE|READ|WRITE|INQUIRE|BACKSPACE|REWIND|ENDFILE|FLUSH|WAIT|ALLOCATE|DEALLOCATE)\("
                        r"|(PRINT|READ)(?=[*\d'])"
                        r"|(BACKSPACE|REWIND|ENDFILE|FLUSH)(?=[A-Z0-9])")
_IO_BRANCHES, _ALTERNATE_RETURNS = _OTHER_BRANCHES[1][1], _OTHER_BRANCHES[2][1]
_REFERENCE = re.compile(r"(?<![\w%])([A-Z]\w*)\(")
_NOT_ASSIGNMENT = ("==", "/=", "<=", ">=", "=>")
_NO_STATEMENT_EXPRESSIONS = ("a function reference inside an expression (or an array element): Fortran has no "
                             "statement expressions, and moving the call out of the expression would change "
                             "when and whether it is evaluated")


@dataclass
class CallInfo:
    """Region.data of a Fortran call region."""
    stmt: Statement
    site: Any               # fortran_parse.SiteInfo of the statement (in_if: the IF's parts)
    region: Region | None = None
    # The labelled DOs the statement ends: (their DO statements, (offset, length)
    # of the label in each); fortran_emit gives them a terminal after the exit code.
    ends: tuple[list[Statement], list[tuple]] | None = None


def find_calls(parser, entries: list[Entry], routine, number: int, callees, path: str) -> list[Region]:
    """The call regions among a routine's statements, in order, numbered
    from `number`, and the function references their patterns name inside
    expressions (skipped, for the notes). Runs after find_loops: an END=,
    ERR=, EOR= or alternate-return label that leaves loops shares their site."""
    loops = _Finder(parser, entries)
    loops.read_loops()
    shared = {id(site.data.stmt): site for region in routine.regions for site in region.exits
              if site.kind == "jump" and site.data is not None and site.data.branches}
    aborts = {id(site.data.stmt) for site in routine.aborts if site.data is not None}
    src = parser.src
    regions: list[Region] = []

    def chosen(name: str) -> bool:
        return any(p.matches((name, name, name), True) for p in callees)

    for i, entry in enumerate(entries):
        stmt = entry.stmt
        if stmt is None or entry.sentinel or entry.node_kind in ("Assignment_Stmt", "Pointer_Assignment_Stmt"):
            if stmt is not None and not entry.sentinel:
                regions += _references(parser, stmt, 0, chosen, number + len(regions))
            continue
        text, offsets = _squeezed(stmt)
        in_if, action = _action(text)
        base = len(text) - len(action)
        name = _callee(action)
        if name is None or not chosen(name):
            regions += _references(parser, stmt, base, chosen, number + len(regions))
            continue
        begin = _first_byte(src, stmt)
        last_line = src.line_at(stmt.end - 1)
        last = Position(stmt.end - 1, last_line, stmt.end - src.line(last_line).start)
        region = Region("call", name, begin, last, 1, number + len(regions))
        regions.append(region)
        regions += _references(parser, stmt, base, chosen, number + len(regions))
        site = parser.site_info(stmt, in_if, None)
        region.skip = _refusal(src, loops, i, stmt, id(stmt) in aborts, site)
        if region.skip is not None:
            continue
        info = CallInfo(stmt, site, region)
        if i in loops.ending:
            ended = loops.ending[i]  # labelled DOs: each has its label's span
            info.ends = ([loop.stmt for loop in ended], [loop.label_span for loop in ended if loop.label_span])
        region.data = info
        region.exits = [Site("end", parser.stmt_position(stmt), site)]
        pattern = _ALTERNATE_RETURNS if action.startswith("CALL") else _IO_BRANCHES
        labels: dict[int, list] = {}
        for m in pattern.finditer(action):
            first, end = offsets[base + m.start(1)], offsets[base + m.end(1) - 1]
            span = (first, end + 1 - first) if src.line_at(first) == src.line_at(end) else None
            labels.setdefault(int(m.group(1)), []).append(span)
        if any(span is None for spans in labels.values() for span in spans):
            region.skip, region.exits = "a branch label in it is split across lines", []
            continue
        if labels and info.ends:
            region.skip, region.exits = ("it ends a labelled DO loop and has END=, ERR=, EOR= or alternate-return "
                                         "labels"), []
            continue
        if labels:
            region.exits.append(_branch_site(parser, stmt, labels, info, shared.get(id(stmt))))
    return regions


def _callee(action: str) -> str | None:
    """The lower-case name of the subroutine a CALL calls, or the keyword of
    an I/O, ALLOCATE or DEALLOCATE statement; None for other statements."""
    if _assigns(action):
        return None
    m = _CALL.match(action)
    if m:
        return m.group(1).lower()
    m = _STATEMENT.match(action)
    if m:
        return next(g for g in m.groups() if g).lower()
    return None


def _assigns(action: str) -> bool:
    """Whether the statement is an assignment: an `=` outside parentheses
    that is no relational operator (`READ(I) = 1` assigns to an array)."""
    depth = 0
    for k, ch in enumerate(action):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "=" and depth == 0 and action[k - 1:k + 1] not in _NOT_ASSIGNMENT \
                and action[k:k + 2] not in _NOT_ASSIGNMENT:
            return True
    return False


def _refusal(src, loops: _Finder, i: int, stmt: Statement, aborts: bool, site) -> str | None:
    """Why a chosen statement cannot be a region, or None."""
    if any(loop.concurrent for loop in loops.holding_at[i]):
        return "it is inside a DO CONCURRENT, whose body must be pure"
    if aborts:
        return "it does not return (the routine's abort code is for it)"
    if any(src.line(n).kind in (CPP, INACTIVE) for n in range(stmt.first_line, stmt.last_line + 1)):
        return "a preprocessor line is inside it"
    if site is None:
        return "it is the action of a one-line IF that could not be rewritten"
    return None


def _branch_site(parser, stmt: Statement, labels: dict, info: CallInfo, shared) -> Site:
    """The way out by the END=, ERR=, EOR= or alternate-return labels: a
    jump site whose branches lead through the call's exit code (and those of
    the loops a label leaves, where fortran_regions found it first)."""
    if shared is None:
        data = parser.site_info(stmt, False, None)
        data.branches, data.falls_through = [], True
        shared = Site("jump", parser.stmt_position(stmt), data)
    branches = shared.data.branches
    for label, spans in labels.items():
        known = next((left for known_label, _, left in branches if known_label == label), None)
        if known is not None:
            known.append(info)
        else:
            branches.append((label, spans, [info]))
    return shared


def _references(parser, stmt: Statement, skip_at: int, chosen, number: int) -> list[Region]:
    """Skipped regions for the names the patterns choose that are followed
    by `(` inside a statement (not its own keyword or callee, at 0 or
    `skip_at`): function references, or array elements, in expressions."""
    text, offsets = _squeezed(stmt)
    src, seen = parser.src, set()
    regions: list[Region] = []
    for m in _REFERENCE.finditer(text):
        name = m.group(1).lower()
        if m.start() in (0, skip_at) or name in seen or not chosen(name):
            continue
        seen.add(name)
        offset = offsets[m.start()]
        line = src.line_at(offset)
        at = Position(offset, line, offset - src.line(line).start + 1)
        regions.append(Region("call", name, at, at, 1, number + len(regions), skip=_NO_STATEMENT_EXPRESSIONS))
    return regions
