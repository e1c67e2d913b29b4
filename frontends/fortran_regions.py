"""Loops of Fortran routines as regions (model.Region), for region=loop rules.

fortran_parse calls find_loops() for each routine, only when
ParseOptions.regions asks for loops. The loops are read from the routine's
executable statements in source order (either reader's tree gives them):
DO with END DO, DO WHILE, DO CONCURRENT, labelled DO ending in a labelled
statement, and labelled DOs that share their terminal statement.

A loop's range is the statements after its DO statement up to its END DO
or terminal statement. Its ways out are its end, the routine's RETURNs
inside it (Site objects shared with the routine) and "jump" sites: EXIT
(of a construct around it, by name), CYCLE of a loop around it, GO TO
(also in a one-line IF) to a label outside it, and computed GO TO,
arithmetic IF, END=/ERR=/EOR= and alternate returns with a label outside
it (SiteInfo.branches: fortran_emit gives each such label code of its own).

A loop is not instrumented (Region.skip says why) when a branch from
outside enters its range, when an assigned GO TO may leave it, when part
of it comes from another file (an INCLUDE or #include line in it) or a
branch in an inactive #if branch may leave it, when its DO and its end are
in different #if branches, when it is inside a DO CONCURRENT (whose body
must be pure) or inside a loop nest an OpenMP or OpenACC directive
collapses, and in routines whose entry and exit code cannot be placed
safely. Loops on conditional (`!$`) lines are not regions.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from srcinst.model import Position, Region, Site, loop_name

from .fortran_source import BLANK, COMMENT, CPP, DIRECTIVE, INACTIVE, Statement, matching_paren

_STRINGS = re.compile(r"'[^']*'|\"[^\"]*\"")
_CONSTRUCT_NAME = re.compile(r"([A-Z]\w*):(?!:)")
_DO = re.compile(r"DO(\d+)?,?")
_END_DO = re.compile(r"ENDDO(\w*)")
_EXIT = re.compile(r"(EXIT|CYCLE)([A-Z]\w*)?")
_GOTO = re.compile(r"GOTO(\d+)")
_ASSIGNED_GOTO = re.compile(r"GOTO[A-Z]")
_ARITHMETIC_IF = re.compile(r"(\d+),(\d+),(\d+)")
# Other statements that may branch (computed GO TO, END=/ERR=/EOR= of I/O
# statements, alternate returns): what they start with, a label's pattern.
_IO = r"(?:READ|WRITE|OPEN|CLOSE|INQUIRE|BACKSPACE|REWIND|ENDFILE|FLUSH|WAIT)\("
_OTHER_BRANCHES = (
    (re.compile(r"GOTO\("), re.compile(r"(?<=[(,])(\d+)(?=[,)])"), "a computed GO TO"),
    (re.compile(_IO), re.compile(r"(?<=[(,])(?:ERR|END|EOR)=(\d+)"), "an END=, ERR= or EOR= branch"),
    (re.compile(r"CALL"), re.compile(r"(?<=[(,])\*(\d+)(?=[,)])"), "an alternate return"),
)
_ASSIGN = re.compile(r"ASSIGN(\d+)TO[A-Z]")
# Statements after which control never goes on to the next one (alone, not in a one-line IF).
_NO_FALL_THROUGH = re.compile(r"RETURN\w*|GOTO\d+|(ERROR)?STOP(\w*|'.*'|\".*\")|(EXIT|CYCLE)\w*")
# Directive lines bound to the DO after them: those that open a loop
# construct (the last construct word names a loop), and vendor directives.
_LOOP_DIRECTIVE = re.compile(r"\s*[!cC*]\$(omp|acc)\s*(.*)", re.I)
_LOOP_WORDS = re.compile(r"\b(do|simd|loop|taskloop|distribute|tile|unroll)\b", re.I)
_VENDOR_DIRECTIVE = re.compile(r"\s*[!cC*](dir|dec|gcc|ibm)\$", re.I)
_END_LOOP_DIRECTIVE = re.compile(r"\s*[!cC*]\$(omp|acc)\s*end\b(.*)", re.I)
_COLLAPSE = re.compile(r"\b(collapse|ordered|tile)\s*\(([^)]*)\)", re.I)


@dataclass
class LoopInfo:
    """Region.data of a Fortran loop."""
    do: Statement            # its DO statement
    terminal: Statement      # its END DO or terminal statement
    label: str | None        # the terminal's label as written in the DO statement
    label_span: tuple | None  # (offset, length) of that label in the DO statement
    open_line: int           # entry code goes before this line: the directives bound to the DO
    close_line: int          # exit code goes after this line: the terminal or `!$omp end do`
    group: list = field(default_factory=list)  # LoopInfos sharing the terminal, outer first
    region: Region | None = None
    falls_through: bool = True  # a marked range: control can pass its last statement (no RETURN, GO TO, ...)


@dataclass
class _Loop:
    index: int              # of its DO statement in the routine's statements
    stmt: Statement
    name: str | None        # construct name
    label: str | None       # terminal label (digits as written)
    label_span: tuple | None
    concurrent: bool
    directives: str = ""
    open_line: int = 0
    end: int = -1           # index of its terminal statement
    level: int = 1
    skip: str | None = None
    jumps: list = field(default_factory=list)
    group: list | None = None
    info: LoopInfo | None = None
    # A marked range (fortran_ranges): "timer" or "phase"; it starts at its
    # first statement (index) and holds it, ends at its last (end).
    marked: str | None = None
    range_name: str = ""
    close_line: int = 0     # a marked range: its exit code goes after this line


@dataclass
class Entry:
    """One statement of the routine's execution part, as find_loops reads it."""
    stmt: Statement | None   # None: it came from another file
    node_kind: str           # the reader's class name (Label_Do_Stmt, If_Stmt, ...)
    line: int | None = None
    sentinel: str | None = None  # on a conditional line (`!$`)

    @property
    def here(self) -> Statement:
        """Its statement, of a statement of this file (loops hold only those)."""
        assert self.stmt is not None, "a statement of another file"
        return self.stmt


def _directive_word(text: str) -> str:
    """The word after a preprocessor line's `#` (`if`, `endif`, ...)."""
    m = re.match(r"#\s*(\w*)", text)
    return m.group(1) if m else ""


def _squeezed(stmt: Statement) -> tuple[str, list]:
    text, offsets = stmt.squeezed()
    return _STRINGS.sub(lambda m: "'" + " " * (len(m.group()) - 2) + "'", text), offsets


def _action(text: str) -> tuple[bool, str]:
    """(whether the statement is a one-line IF, its action or the statement)."""
    if not text.startswith("IF("):
        return False, text
    close = matching_paren(text, 2)
    if close < 0:
        return False, text
    return True, text[close + 1:]


def find_loops(parser, entries: list[Entry], routine, number: int, unsafe, path: str,
               loops: bool = True, ranges=None) -> list[Region]:
    """The loops among a routine's statements (when `loops`) and the marked
    ranges `ranges(finder)` gives (fortran_ranges), outer before inner,
    numbered from `number`, each with its exits (the routine's returns in it
    included)."""
    finder = _Finder(parser, entries)
    finder.read_loops()
    found = finder.loops
    if ranges is not None:
        finder.loops = sorted(found + ranges(finder), key=_outer_first)
        finder.hold()
    finder.refuse_by_structure(unsafe)
    finder.ways_out()
    regions = finder.regions(routine, number, path)
    return regions if loops else [r for r in regions if r.kind != "loop"]


def _outer_first(loop: _Loop) -> tuple:
    """A range that starts at a DO statement holds the loop; one that
    starts after it is inside it; of two ranges from one statement the longer
    holds the other."""
    return (loop.index - (0.5 if loop.marked else 0), -loop.end)


_DO_ON_CONDITIONAL_LINE = re.compile(r"DO(\d+,?)?([A-Z]\w*=.*,|WHILE\(|CONCURRENT\(|$)")


class _Finder:
    """The loops of one routine and their ways out, read statement by
    statement (by index in `entries`)."""

    def __init__(self, parser, entries: list[Entry]):
        self.parser, self.src, self.entries = parser, parser.src, entries
        self.loops: list[_Loop] = []
        self.labels: dict[int, int] = {}  # label -> index of its statement
        self.names: dict[str, int] = {}   # construct name -> index of its opening statement
        self.formats: set = set()         # labels of FORMAT statements
        # (SiteInfo, _Loops it ends) of statements leaving loops that end DOs
        self.terminals: list[tuple[Any, list[_Loop]]] = []
        self.branching: list[Any] = []  # SiteInfos of other branches leaving loops

    @staticmethod
    def inside(loop: _Loop, index: int) -> bool:
        """Whether statement `index` is in the loop's range (after its DO, up to
        its end; a marked range's from its first statement)."""
        return (loop.index <= index if loop.marked else loop.index < index) and index <= loop.end

    @staticmethod
    def refuse(loop: _Loop, why: str) -> None:
        loop.skip = loop.skip or why

    def read_loops(self) -> None:
        """The DO statements and their ends, labels and construct names."""
        stack: list[_Loop] = []
        for i, entry in enumerate(self.entries):
            stmt = entry.stmt
            if stmt is None or entry.sentinel:
                continue
            text, offsets = _squeezed(stmt)
            if stmt.label:
                self.labels[int(stmt.label)] = i
                if text.startswith("FORMAT("):
                    self.formats.add(int(stmt.label))
            m = _CONSTRUCT_NAME.match(text)
            name = None
            if m and not text.startswith("IF("):
                name, text, offsets = m.group(1), text[m.end():], offsets[m.end():]
                self.names.setdefault(name, i)
            if entry.node_kind in ("Label_Do_Stmt", "Nonlabel_Do_Stmt"):
                do = _DO.match(text)
                assert do is not None, "the reader's DO statement"
                label = do.group(1)
                span = (offsets[2], offsets[1 + len(label)] + 1 - offsets[2]) if label else None
                loop = _Loop(i, stmt, name, label, span, concurrent=text.startswith("DOCONCURRENT("))
                loop.open_line, loop.directives = _bound_directives(self.src, stmt.first_line)
                loop.level = 1 + len(stack)
                self.loops.append(loop)
                stack.append(loop)
                continue
            if _END_DO.fullmatch(text) and stack and stack[-1].label is None:
                stack.pop().end = i
            if stmt.label:
                group = []  # the labelled DOs this statement ends, inner first
                while stack and stack[-1].label is not None and int(stack[-1].label) == int(stmt.label):
                    loop = stack.pop()
                    loop.end = i
                    group.append(loop)
                for loop in group:
                    loop.group = group[::-1]
        for loop in self.loops:
            if loop.end < 0:
                loop.skip = "its end was not found"
                loop.end = loop.index
        self.hold()
        self.ending: dict[int, list[_Loop]] = {}  # statement index -> the labelled DOs it ends
        for loop in self.loops:
            if loop.label:
                self.ending.setdefault(loop.end, []).append(loop)

    def hold(self) -> None:
        """The loops whose range holds each statement, outer first (ranges nest)."""
        self.holding_at = []
        pending, holding = sorted(self.loops, key=_outer_first, reverse=True), list[_Loop]()
        for i in range(len(self.entries)):
            started = []
            while pending and (pending[-1].index < i or pending[-1].marked and pending[-1].index == i):
                started.append(pending.pop())
            holding = [loop for loop in holding + started if loop.end >= i]
            self.holding_at.append(holding)

    def refuse_by_structure(self, unsafe) -> None:
        """DO CONCURRENT bodies and collapsed nests take no code; nor do loops
        split by #if branches, loops an inactive branch may leave, and the
        loops of a routine whose own code cannot be placed safely."""
        src, entries = self.src, self.entries
        for outer in self.loops:
            if not outer.concurrent and not outer.directives:
                continue
            nested = [inner for inner in self.loops if inner is not outer and self.inside(outer, inner.index)]
            if outer.concurrent:
                for inner in nested:
                    self.refuse(inner, "it is inside a DO CONCURRENT, whose body must be pure")
            for m in _COLLAPSE.finditer(outer.directives):
                word, value = m.group(1).lower(), m.group(2).strip()
                depth = len(value.split(",")) if word == "tile" else int(value) if value.isdigit() else None
                for inner in nested:
                    if depth is None or inner.level < outer.level + depth:
                        self.refuse(inner, f"it is nested in a loop nest that an OpenMP or OpenACC directive "
                                           f"collapses ({m.group(1)}), where no code may go between the loops")
        has_cpp = any(ln.kind == CPP for ln in src.lines)
        for loop in self.loops:
            last = entries[loop.end].here.last_line
            if has_cpp and cpp_branch(src, loop.stmt.first_line) != cpp_branch(src, last):
                self.refuse(loop, "its first and last statements are in different preprocessor branches"
                            if loop.marked else "its DO statement and its end are in different preprocessor branches")
            inactive = self.parser.inactive_jump(loop.stmt.first_line, last) if loop.end > loop.index or \
                loop.marked else None
            if inactive is not None:
                self.refuse(loop, f"a branch in an #if branch inactive here (line {inactive}) may leave it")
            if unsafe is not None:
                self.refuse(loop, f"the routine's own code cannot be placed safely: {unsafe[1]} (line {unsafe[0]})")

    def ways_out(self) -> None:
        """Each statement's branches: jump sites of the loops they leave, or
        refusals where they enter a loop or leave one inexactly."""
        self.assigned = any(e.stmt is not None and _ASSIGNED_GOTO.match(_action(_squeezed(e.stmt)[0])[1])
                            for e in self.entries)
        for i, entry in enumerate(self.entries):
            holding = self.holding_at[i]
            if entry.stmt is None:
                for loop in holding:
                    self.refuse(loop, f"line {entry.line} of it comes from an #include'd file")
            elif entry.node_kind == "Include_Stmt" or _squeezed(entry.stmt)[0].startswith("INCLUDE'"):
                for loop in holding:
                    self.refuse(loop, f"an INCLUDE line inside it (line {entry.here.first_line}) may hold a way "
                                      "out of it")
            elif entry.node_kind == "Entry_Stmt":
                for loop in holding:
                    self.refuse(loop, "an ENTRY statement inside it enters it from outside")
            else:
                self._statement(i, entry, holding)

    def _statement(self, i: int, entry: Entry, holding: list) -> None:
        full, offsets = _squeezed(entry.here)
        text = full
        m = _CONSTRUCT_NAME.match(text)
        if m and not text.startswith("IF("):
            text = text[m.end():]
        in_if, action = _action(text)
        if entry.sentinel and (entry.node_kind in ("Label_Do_Stmt", "Nonlabel_Do_Stmt") or
                               _DO_ON_CONDITIONAL_LINE.match(action) or _END_DO.fullmatch(action)):
            for loop in holding:
                self.refuse(loop, f"a loop on `{entry.sentinel}` lines is inside it")
            return
        targets: list[int] = []
        why: str | None = None
        jump: tuple[str, Any] | None = None  # ("goto", label) / ("exit" | "cycle", name)
        found = []  # (label, start, end in action) of other branches
        g, e = _GOTO.fullmatch(action), _EXIT.fullmatch(action)
        a = _ARITHMETIC_IF.fullmatch(action) if in_if else None
        if g:
            jump = ("goto", int(g.group(1)))
            targets = [int(g.group(1))]
        elif e and "=" not in action:
            jump = (e.group(1).lower(), e.group(2))
        elif a:
            found, why = [(int(a.group(k)), a.start(k), a.end(k)) for k in (1, 2, 3)], "an arithmetic IF"
        elif _ASSIGNED_GOTO.match(action):
            for loop in holding:
                self.refuse(loop, "an assigned GO TO inside it may leave it")
        else:
            found, why = self._other_branches(action)
        targets += [label for label, _, _ in found]
        for label in targets:  # branches into a loop from outside it
            for loop in self.holding_at[self.labels[label]] if label in self.labels else ():
                if not self.inside(loop, i):
                    self.refuse(loop, f"a branch from outside (line {entry.here.first_line}) jumps into it")
        if why is not None:
            self._branch_site(i, entry, found, len(full) - len(action), offsets, holding, why, a is not None)
        elif jump is not None:
            self._jump_site(i, entry, in_if, _left(jump, holding, self.labels, self.names, len(self.entries),
                                                   self.inside))

    def _other_branches(self, action: str):
        """(label, start, end) of the labels of a computed GO TO, an I/O
        statement's END=/ERR=/EOR= or a CALL's alternate returns, and what
        it is; ASSIGNed labels a GO TO may reach refuse the loops they are in."""
        for assign in _ASSIGN.finditer(action):
            label = int(assign.group(1))
            if self.assigned and label not in self.formats and label in self.labels:
                for loop in self.holding_at[self.labels[label]]:
                    self.refuse(loop, "a label inside it is ASSIGNed, and an assigned GO TO may jump to it")
        for head, pattern, what in _OTHER_BRANCHES:
            if head.match(action):
                end = matching_paren(action, action.index("(")) if what == "a computed GO TO" else len(action)
                found = [(int(m.group(1)), m.start(1), m.end(1)) for m in pattern.finditer(action, 0, end + 1)]
                return found, what if found else None
        return [], None

    def _jump_site(self, i: int, entry: Entry, in_if: bool, leaving: list) -> None:
        """A GO TO, EXIT or CYCLE (alone or in a one-line IF) that leaves loops."""
        if not leaving:
            return
        data = self.parser.site_info(entry.stmt, in_if, entry.sentinel)
        if in_if and data is None:
            for loop in leaving:
                self.refuse(loop, f"the one-line IF at line {entry.here.first_line} leaves it, and it could not "
                                  "be rewritten")
            return
        ended = self.ending.get(i)
        if ended:  # an IF block cannot end a DO: those DOs get a terminal of their own
            if entry.sentinel:
                for loop in leaving:
                    self.refuse(loop, f"the one-line IF on a `{entry.sentinel}` line at line "
                                      f"{entry.here.first_line} leaves it and ends a DO loop")
                return
            self.terminals.append((data, ended))
        site = Site("jump", self.parser.stmt_position(entry.stmt), data)
        for loop in leaving:
            loop.jumps.append(site)

    def _branch_site(self, i, entry, found, base, offsets, holding, why, arithmetic) -> None:
        """A computed GO TO, arithmetic IF, END=/ERR=/EOR= or alternate return
        whose labels lead out of loops: fortran_emit sends each such label to
        code of its own that runs the exit code of the loops it leaves and
        then goes to the label (SiteInfo.branches). Where it cannot, the
        loops are refused."""
        stmt = entry.stmt
        by_label: dict[int, tuple[list[Any], list[_Loop]]] = {}  # label -> (spans, loops it leaves)
        for label, start, end in found:
            left = [loop for loop in holding if not self.inside(loop, self.labels.get(label, len(self.entries)))]
            first, last = offsets[base + start], offsets[base + end - 1]
            spans, _ = by_label.setdefault(label, ([], left))
            spans.append((first, last + 1 - first) if self.src.line_at(first) == self.src.line_at(last) else None)
        leaving = {id(loop): loop for _, left in by_label.values() for loop in left}
        if not leaving:
            return
        problem = None
        if entry.sentinel:
            problem = f"it is on a `{entry.sentinel}` line"
        elif any(span is None for spans, _ in by_label.values() for span in spans):
            problem = "a label in it is split across lines"
        if problem:
            for loop in leaving.values():
                self.refuse(loop, f"{why} (line {stmt.first_line}) may leave it, and {problem}")
            return
        data = self.parser.site_info(stmt, False, None)
        data.branches = [(label, spans, left) for label, (spans, left) in by_label.items() if left]
        data.falls_through = not arithmetic
        if self.ending.get(i):  # the code after it must be outside those DOs: they get terminals of their own
            self.terminals.append((data, self.ending[i]))
        site = Site("jump", self.parser.stmt_position(stmt), data)
        for loop in leaving.values():
            loop.jumps.append(site)
        self.branching.append(data)

    def regions(self, routine, number: int, path: str) -> list[Region]:
        src, parser = self.src, self.parser
        regions = []
        for n, loop in enumerate(self.loops, start=number):
            terminal = self.entries[loop.end].here
            begin = _first_byte(src, loop.stmt)
            last_line = src.line_at(terminal.end - 1)
            last = Position(terminal.end - 1, last_line, terminal.end - src.line(last_line).start)
            info = LoopInfo(loop.stmt, terminal, loop.label, loop.label_span, loop.open_line,
                            loop.close_line if loop.marked else _close_line(src, terminal.last_line))
            if loop.marked:
                text = _squeezed(terminal)[0]
                info.falls_through = "=" in text or not _NO_FALL_THROUGH.fullmatch(text)
            if loop.marked:  # its level among the ranges around it
                level = 1 + sum(1 for other in self.holding_at[loop.index] if other.marked and
                                _outer_first(other) < _outer_first(loop) and other.end >= loop.end)
                region = Region(loop.marked, loop.range_name, begin, last, level, n, skip=loop.skip, data=info)
            else:
                # (named after the file and lines its markers give: an inlined INCLUDE's)
                where, first_line = self.parser.presumed(begin.line)
                named = loop_name(routine.signature, where, Position(begin.offset, first_line, begin.col),
                                  Position(last.offset, self.parser.presumed(last.line)[1], last.col))
                region = Region("loop", named, begin, last, loop.level, n, skip=loop.skip, data=info)
            info.region, loop.info = region, info
            start, stop = loop.stmt.start - (1 if loop.marked else 0), terminal.end
            returns = [s for s in routine.exits if s.kind == "return" and start < s.pos.offset < stop]
            region.exits = sorted(returns + loop.jumps, key=lambda s: s.pos.offset) + [
                Site("end", parser.stmt_position(terminal), parser.site_info(terminal, False, None))]
            regions.append(region)
        for loop in self.loops:
            assert loop.info is not None  # every loop got its region above
            loop.info.group = [member.info for member in loop.group] if loop.group else [loop.info]
        for data, ended in self.terminals:
            assert ended[0].info is not None
            data.ends_loops = ended[0].info.group
        for data in self.branching:
            data.branches = [(label, spans, [loop.info for loop in left]) for label, spans, left in data.branches]
        return regions


def _first_byte(src, stmt: Statement) -> Position:
    """Where a statement's text begins (fixed form: after the blanks of its field)."""
    i = len(stmt.text) - len(stmt.text.lstrip())
    offset = stmt.offsets[i] if i < len(stmt.offsets) else stmt.start
    line = src.line_at(offset)
    return Position(offset, line, offset - src.line(line).start + 1)


def _left(jump, holding, labels, names, after_all, inside) -> list:
    """The loops (of those `holding` the statement) a GO TO, EXIT or CYCLE leaves."""
    kind, what = jump
    if kind == "goto":
        target = labels.get(what, after_all)  # a label not among them: the END statement
        return [loop for loop in holding if not inside(loop, target)]
    # EXIT of a loop lands where its end code is: only the loops inside it
    # need theirs; CYCLE of a loop leaves the loops inside it. Of the
    # innermost DO (no name) these are the marked ranges inside it.
    if what is None:
        innermost = next((loop for loop in holding[::-1] if not loop.marked), None)
        return [loop for loop in holding if loop.marked and innermost is not None and loop.index > innermost.index]
    named = [loop for loop in holding if loop.name == what]
    if named:
        return [loop for loop in holding if loop.index > named[-1].index]
    opened = names.get(what)
    if opened is None or kind == "cycle":
        return []
    return [loop for loop in holding if loop.index > opened]  # EXIT of a named construct around loops


def _bound_directives(src, line: int) -> tuple[int, str]:
    """The first line of the directives bound to the DO statement on `line`
    (`!$omp do`, `!$omp parallel do`, `!$acc loop`, `!dir$ ...`, with their
    continuation lines and the #if lines around them), and their text."""
    lines = []  # (number, kind, text), nearest first
    n = line - 1
    while n >= 1:
        ln = src.line(n)
        if ln.kind not in (DIRECTIVE, CPP, INACTIVE, COMMENT, BLANK):
            break
        lines.append((n, ln.kind, src.line_text(n)))
        n -= 1
    best, texts, depth = line, list[str](), 0
    directive = []  # lines of the directive being read upwards
    for number, kind, text in lines:
        if kind == CPP:
            word = _directive_word(text)
            if word == "endif":
                depth += 1
            elif word.startswith("if"):
                depth -= 1
                if depth < 0:
                    break
            elif word.startswith("el") and depth == 0:
                break
            if depth == 0 and texts:
                best = number
            continue
        if kind in (COMMENT, BLANK, INACTIVE):
            continue
        directive.append(text)
        if _continues_directive(src, number, text):
            continue  # a continuation line: its first line is above
        whole = " ".join(directive[::-1])
        directive = []
        m = _LOOP_DIRECTIVE.match(whole)
        if m and not m.group(2).lower().startswith("end") and _LOOP_WORDS.search(_words(m.group(2))):
            texts.append(whole)
            if depth == 0:
                best = number
        elif _VENDOR_DIRECTIVE.match(whole):
            if depth == 0:
                best = number
        else:
            break
    return best, "\n".join(texts)


def _words(clauses: str) -> str:
    """The construct words of an OpenMP/OpenACC directive, before its clauses."""
    m = re.match(r"[\s\w]*", clauses)
    words = m.group() if m else ""
    return re.split(r"\b(?:private|firstprivate|lastprivate|reduction|schedule|collapse|ordered|"
                    r"nowait|shared|default|num_threads|if|gang|worker|vector|independent|seq|tile)\b",
                    words, flags=re.I)[0]


def _continues_directive(src, number: int, text: str) -> bool:
    """Whether a directive line continues the one above it."""
    if src.fixed:
        return len(text) > 5 and text[5] not in " 0"
    above = number - 1
    return above >= 1 and src.line(above).kind == DIRECTIVE and src.line_text(above).rstrip().endswith("&")


def _close_line(src, line: int) -> int:
    """The last of the `!$omp end do` (`!$acc end loop`, ...) lines right
    after a loop's terminal on `line`, with the #if lines around them: its
    exit code goes after them."""
    close, depth, seen = line, 0, False
    for n in range(line + 1, len(src.lines) + 1):
        ln = src.line(n)
        text = src.line_text(n)
        if ln.kind in (COMMENT, BLANK):
            continue
        if ln.kind == CPP:
            word = _directive_word(text)
            if word.startswith("if"):
                depth += 1
            elif word == "endif":
                depth -= 1
                if depth < 0:
                    break
            elif depth == 0:
                break  # #else of a group the loop is in
        elif ln.kind in (DIRECTIVE, INACTIVE):
            m = _END_LOOP_DIRECTIVE.match(text)
            if not m or not _LOOP_WORDS.search(m.group(2)):
                break
            seen = True
        else:
            break
        if depth == 0 and seen:
            close = n
    return close


def cpp_branch(src, line: int) -> int:
    """The line of the #if, #elif or #else that opens the preprocessor
    branch holding `line` (0: none)."""
    table = getattr(src, "_cpp_branches", None)
    if table is None:
        table, stack, current = [0], [], 0
        for ln in src.lines:
            if ln.kind == CPP:
                word = _directive_word(src.line_text(ln.number))
                if word.startswith("if"):
                    stack.append(current)
                    current = ln.number
                elif word.startswith("el"):
                    current = ln.number
                elif word == "endif" and stack:
                    current = stack.pop()
            table.append(current)
        src._cpp_branches = table
    return table[line]
