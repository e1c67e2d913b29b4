"""OpenMP constructs of Fortran routines, for the region finders.

The directives (fortran_omp_directives) between a routine's first and last
executable statements are paired into constructs as OPARI2 pairs them:

- block constructs, closed by their `!$omp end ...` directive: parallel,
  sections (its sections from each `!$omp section`, or from the sections
  directive when the first is left out, to the next), single, master,
  masked, critical, task, ordered, workshare, parallel sections, parallel
  workshare;
- loop constructs, `!$omp do` and `!$omp parallel do` (also `... simd`),
  bound to the DO statement after them, ending with that loop (its END DO
  or terminal statement) or with the `!$omp end do` right after it;
- `!$omp atomic`, bound to the statement after it (or closed by
  `!$omp end atomic`);
- standalone directives: barrier, taskwait, flush.

Each construct's places are lines: code before its directive's first line
(outside it), after its directive's last line (inside it), before its end
directive (inside) and after its last line (outside). Structured blocks have
no other way out than their end (OpenMP forbids branches out of them; STOP
ends the program there), so the finder reads no branches.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

from srcinst.model import OmpConstruct, Position, Region, Site, omp_region_name

from .fortran_omp_directives import Directive, read_directives
from .fortran_source import BLANK, COMMENT

# OPARI2's region types (regionType= of its CTC strings) by construct words.
BLOCKS = {"parallel": "parallel", "sections": "sections", "single": "single", "master": "master",
          "masked": "masked", "critical": "critical", "task": "task", "ordered": "ordered",
          "workshare": "workshare", "parallel sections": "parallelsections",
          "parallel workshare": "parallelworkshare"}
LOOPS = {"do": "do", "do simd": "do", "parallel do": "paralleldo", "parallel do simd": "paralleldo"}
STANDALONE = {"barrier": "barrier", "taskwait": "taskwait", "flush": "flush"}
# Constructs whose end has an implicit barrier (nowait and copyprivate on the end directive remove it).
IMPLICIT_BARRIER = {"parallel", "do", "sections", "single", "workshare",
                    "paralleldo", "parallelsections", "parallelworkshare"}


@dataclass
class Construct:
    """One OpenMP construct of a routine."""
    kind: str                   # OPARI2's regionType: parallel, do, paralleldo, section, critical, ...
    open: Directive
    close: Directive | None     # its end directive (None: a loop or atomic without one, standalone)
    last_line: int              # its last line: the end directive's, or its loop's or statement's
    begin_after: int = 0        # inside code goes after this line (0: the construct has no inside)
    end_before: int = 0         # inside end code goes before this line (0: none; -1: a combined
    #                             construct's, which goes where it is split)
    sections: list[Construct] = field(default_factory=list)  # a sections construct's sections
    parent: Construct | None = None
    skip: str | None = None

    @property
    def name(self) -> str | None:
        """A critical construct's name, in lower case (as OPARI2 gives it: Fortran names have no case)."""
        name = self.open.name if self.kind == "critical" else None
        return name.lower() if name else None

    @property
    def nowait(self) -> bool:
        """Its end waits for no thread (nowait, or copyprivate on `end single`)."""
        return self.close is not None and (self.close.clause("nowait") is not None or
                                           self.close.clause("copyprivate") is not None)

    @property
    def implicit_barrier(self) -> bool:
        return self.kind in IMPLICIT_BARRIER and not self.nowait


def _statement_after(entries, line: int):
    """The first statement (entry) that starts after `line`."""
    return next((e for e in entries if e.stmt is not None and e.stmt.first_line > line), None)


def _only_between(src, first: int, last: int, kinds=(BLANK, COMMENT)) -> bool:
    return all(src.line(n).kind in kinds for n in range(first, last + 1))


def has_directives(src, lo: int, hi: int) -> bool:
    """Whether an OpenMP directive starts between lines lo and hi."""
    directives = read_directives(src)
    i = bisect.bisect_left(directives, lo, key=lambda d: d.first_line)
    return i < len(directives) and directives[i].first_line <= hi


def find_constructs(src, entries, loops, lo: int, hi: int) -> tuple[list[Construct], list[tuple[str, int]]]:
    """The OpenMP constructs between lines lo and hi, outer before inner,
    and (message, line) for directives that could not be paired. `loops`
    maps a DO statement's first line to its terminal Statement."""
    directives = [d for d in read_directives(src) if lo <= d.first_line <= hi]
    found: list[Construct] = []
    problems: list[tuple[str, int]] = []
    stack: list[Construct] = []
    used: set[int] = set()  # end directives taken by loop and atomic constructs

    def add(c: Construct) -> Construct:
        c.parent = stack[-1] if stack else None
        found.append(c)
        return c

    for i, d in enumerate(directives):
        if id(d) in used:
            continue
        words = d.construct
        if not d.is_end and words in BLOCKS and not (words == "ordered" and d.clause("depend") is not None):
            # (a workshare's body takes no CALL: code goes only around it)
            c = add(Construct(BLOCKS[words], d, None, 0, begin_after=0 if words == "workshare" else d.last_line))
            stack.append(c)
            if c.kind in ("sections", "parallelsections"):
                first = _statement_after(entries, d.last_line)
                nxt = directives[i + 1] if i + 1 < len(directives) else None
                if nxt is None or nxt.words != "section" or (first is not None and
                                                             first.stmt.first_line < nxt.first_line):
                    section = Construct("section", d, None, 0, begin_after=d.last_line)  # its first, implicit
                    c.sections.append(add(section))
                c.begin_after = 0 if c.kind == "sections" else d.last_line
        elif not d.is_end and words == "section":
            owner = stack[-1] if stack else None
            if owner is None or owner.kind not in ("sections", "parallelsections"):
                problems.append(("'!$omp section' outside a sections construct", d.first_line))
                continue
            if owner.sections:
                owner.sections[-1].end_before = d.first_line
                owner.sections[-1].last_line = d.first_line - 1
            owner.sections.append(add(Construct("section", d, None, 0, begin_after=d.last_line)))
        elif d.is_end and words in BLOCKS:
            top = stack.pop() if stack else None
            if top is None or top.kind != BLOCKS[words]:
                problems.append((f"'!$omp {d.words}' closes no '!$omp {words}' here", d.first_line))
                stack.clear()
                continue
            top.close, top.last_line, top.end_before = d, d.last_line, d.first_line
            if top.sections:
                top.sections[-1].end_before = d.first_line
                top.sections[-1].last_line = d.first_line - 1
            if top.kind in ("sections", "workshare"):
                top.end_before = 0  # (a sections construct's sections have the insides)
            elif top.kind in ("parallelsections", "parallelworkshare"):
                top.end_before = -1  # inside the parallel, after the worksharing construct's end
        elif not d.is_end and words in LOOPS:
            c = add(Construct(LOOPS[words], d, None, 0))
            if c.kind == "paralleldo":
                c.begin_after, c.end_before = d.last_line, -1  # inside the parallel, around the loop
            do = _statement_after(entries, d.last_line)
            terminal = loops.get(do.stmt.first_line) if do is not None else None
            if terminal is None or do.sentinel or not _only_between(src, d.last_line + 1, do.stmt.first_line - 1):
                c.skip = "no DO loop follows its directive"
                c.last_line = d.last_line
                continue
            c.last_line = terminal.last_line
            nxt = next((e for e in directives[i + 1:] if e.first_line > terminal.last_line), None)
            if nxt is not None and nxt.is_end and LOOPS.get(nxt.construct) == c.kind and \
                    _only_between(src, terminal.last_line + 1, nxt.first_line - 1):
                c.close, c.last_line = nxt, nxt.last_line
                used.add(id(nxt))
        elif not d.is_end and words == "atomic":
            stmt = _statement_after(entries, d.last_line)
            nxt = directives[i + 1] if i + 1 < len(directives) else None
            if nxt is not None and nxt.words == "end atomic":
                add(Construct("atomic", d, nxt, nxt.last_line))
                used.add(id(nxt))
            elif stmt is not None:
                add(Construct("atomic", d, None, stmt.stmt.last_line))
        elif not d.is_end and words in STANDALONE:
            add(Construct(STANDALONE[words], d, None, d.last_line))
        elif d.is_end and words in LOOPS:
            problems.append((f"'!$omp {d.words}' ends no loop construct here", d.first_line))
    for c in stack:
        c.skip = c.skip or "its end directive was not found"
        c.last_line = c.open.last_line
    _refuse_branches_out(found, entries)
    for c in found:
        if c.kind == "section" and c.end_before == 0:
            c.skip = c.skip or "its end was not found"
    return found, problems


_RETURN = re.compile(r"RETURN\w*$")
_GOTO_LABELS = re.compile(r"GOTO(\d+)$|GOTO\(([\d,]+)\)")


def _refuse_branches_out(found: list[Construct], entries) -> None:
    """OpenMP forbids branches out of a structured block; gfortran still
    compiles a RETURN or GO TO out of one (not EXIT). Such a construct is
    left alone: its code would not be balanced where the branch is taken."""
    from .fortran_regions import _action, _squeezed
    labels = {int(e.stmt.label): e.stmt.first_line for e in entries if e.stmt is not None and e.stmt.label}
    for e in entries:
        if e.stmt is None:
            continue
        action = _action(_squeezed(e.stmt)[0])[1]
        goto = _GOTO_LABELS.match(action)
        targets = [int(t) for t in (goto.group(1) or goto.group(2)).split(",") if t] if goto else []
        line = e.stmt.first_line
        for c in found:
            if c.skip or not (c.open.last_line < line <= c.last_line) or c.kind in ("barrier", "taskwait", "flush"):
                continue
            if _RETURN.match(action):
                c.skip = f"a RETURN (line {line}) leaves its structured block, which OpenMP forbids"
            elif any(not (c.open.last_line < labels.get(t, 0) <= c.last_line) for t in targets):
                c.skip = f"a GO TO (line {line}) leaves its structured block, which OpenMP forbids"


def ctc_attributes(c: Construct) -> list[tuple[str, str]]:
    """The attributes OPARI2 writes into a construct's CTC string after its
    type and lines (hasReduction=1, criticalName=upd, numSections=2, ...)."""
    d = c.open
    out: list[tuple[str, str]] = []

    def has(clause: str, key: str) -> None:
        if d.clause(clause) is not None:
            out.append((key, "1"))

    if c.kind in ("parallel", "paralleldo", "parallelsections", "parallelworkshare"):
        has("if", "hasIf")
        has("num_threads", "hasNum_threads")  # (OPARI2's spelling, which its library reads)
    if c.kind in ("parallel", "paralleldo", "parallelsections", "parallelworkshare", "do", "sections", "single"):
        has("reduction", "hasReduction")
    if c.kind in ("do", "paralleldo"):
        sched = d.clause("schedule")
        if sched is not None:
            kind = sched.split(",")[0]  # schedule([modifier:] kind[, chunk])
            out.append(("hasSchedule", kind.split(":")[-1].strip().lower()))
        has("collapse", "hasCollapse")
        has("ordered", "hasOrdered")
    if c.kind == "critical" and c.name:
        out.append(("criticalName", c.name))
    if c.kind == "sections":  # (OPARI2 2.0.7 counts none for a Fortran `parallel sections`: its events say 0)
        out.append(("numSections", str(len(c.sections))))
    if c.kind == "task":
        has("untied", "hasUntied")
        has("if", "hasIf")
    if c.kind == "parallel" and d.clause("shared") is not None:
        out.append(("hasShared", "1"))
    return out


def _loop_ends(parser, entries) -> dict:
    """DO statement's first line -> its terminal Statement (END DO or labelled end)."""
    from .fortran_regions import _Finder
    finder = _Finder(parser, entries)
    finder.read_loops()
    return {loop.stmt.first_line: entries[loop.end].here for loop in finder.loops if loop.end > loop.index}


# The contract's construct names (model.OMP_CONSTRUCTS) by OPARI2's region types.
CONSTRUCT_NAMES = {"paralleldo": "parallel do", "parallelsections": "parallel sections",
                   "parallelworkshare": "parallel workshare"}
# No inside code (model.OmpConstruct.has_block): loops, atomic, standalone
# directives, and a workshare, whose body takes no CALL statement.
_NO_BLOCK = {"do", "atomic", "barrier", "taskwait", "flush", "workshare"}


@dataclass
class ImplicitBarrier:
    """Region.data of an implicit barrier region: the construct it ends."""
    construct: Construct


def find_regions(parser, entries, routine, number: int, lo: int, hi: int) -> list[Region]:
    """The routine's OpenMP constructs as Regions of kind "omp" (Region.data:
    the Construct, or an ImplicitBarrier), outer before inner, numbered from
    `number`: one per construct, one per section, one per implicit barrier."""
    src = parser.src
    constructs, problems = find_constructs(src, entries, _loop_ends(parser, entries), lo, hi)
    routine.data.warnings.extend((line, message) for message, line in problems)
    regions: list[Region] = []
    numbers: dict[int, int] = {}  # id(Construct) -> its region's number
    barriers = []
    levels: dict[int, int] = {}
    for c in constructs:
        levels[id(c)] = 1 + (levels[id(c.parent)] if c.parent is not None else 0)
        first = src.line(c.open.first_line)
        begin = Position(first.start + c.open.column, c.open.first_line, c.open.column + 1)
        end = _last_byte(src, c.last_line)
        construct = CONSTRUCT_NAMES.get(c.kind, c.kind)
        n = number + len(regions)
        numbers[id(c)] = n
        owner = numbers.get(id(c.parent), 0) if c.kind == "section" else 0
        omp = OmpConstruct(construct, c.name or "", owner, **_clauses(c), has_block=c.kind not in _NO_BLOCK)
        where, line = parser.presumed(c.open.first_line)  # (an inlined INCLUDE's file and line)
        region = Region("omp", omp_region_name(construct, where, line, c.name or ""), begin, end,
                        levels[id(c)], n, skip=c.skip, omp=omp, data=c)
        region.exits = [Site("end", end, c)]
        regions.append(region)
        if c.implicit_barrier and not c.skip:
            barriers.append(c)
    for c in barriers:  # (numbered after the constructs: numbers need only differ)
        end = _last_byte(src, c.last_line)
        n = number + len(regions)
        omp = OmpConstruct("implicit barrier", "", numbers[id(c)], has_block=False)
        # (named after its construct's line, as Score-P names it)
        region = Region("omp", omp_region_name("implicit barrier", *parser.presumed(c.open.first_line)), end, end,
                        levels[id(c)] + 1, n, omp=omp, data=ImplicitBarrier(c))
        region.exits = [Site("end", end, c)]
        regions.append(region)
    return regions


def _last_byte(src, line: int) -> Position:
    ln = src.line(line)
    return Position(max(ln.start, ln.end - 1), line, max(1, ln.end - ln.start))


def _clauses(c: Construct) -> dict:
    """@OMP_IF@ and @OMP_NUM_THREADS@ in Fortran: the clauses' expressions, else
    `.true.` and `pomp2_lib_get_max_threads()` (an integer function of the POMP2
    library, declared where the pomp2 mode declares its variables: Fortran
    cannot call omp_get_max_threads without omp_lib)."""
    if_clause = c.open.clause("if")
    if if_clause and ":" in if_clause and re.match(r"\s*[a-z ]+:", if_clause, re.I):
        if_clause = if_clause.split(":", 1)[1]  # if(parallel: e)
    threads = c.open.clause("num_threads") if c.kind.startswith("parallel") else None
    return {"if_clause": if_clause.strip() if if_clause else ".true.",
            "num_threads": threads.strip() if threads else "pomp2_lib_get_max_threads()"}
