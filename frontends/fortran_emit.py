"""Fortran emission: turns a FilePlan into edits on the original bytes.

Inserted code goes on lines of its own, formatted for the file's form: fixed
form in columns 7-72 with a continuation mark in column 6, free form within
132 columns with `&` at both ends of a break, so a break may fall anywhere,
even inside a character literal. Lines the user already wrapped are kept.

Where code must run before a statement that cannot take it as is:
* a labeled RETURN/STOP/END: the label moves to a CONTINUE in front of the
  inserted code, so a GOTO still runs it;
* a one-line `IF (c) RETURN`: it becomes `IF (c) THEN / code / RETURN / END IF`;
* an ENTRY statement: its entry code follows it, jumped over by a GOTO when
  control falls through from above.

Loops (fortran_regions): entry code before the DO and the directives bound
to it, end code after END DO or the terminal statement; a RETURN, GO TO,
EXIT or CYCLE that leaves loops runs their exit code first, innermost
first; labels of computed GO TOs, arithmetic IFs, END=/ERR=/EOR= and
alternate returns that leave loops lead through code of their own after
the statement; labelled DOs get new terminal labels where code must go
between DOs that share a terminal, or after a statement that can no longer
end a DO.
"""
from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from srcinst.diagnostics import Reporter
from srcinst.edits import EditSet
from srcinst.model import FilePlan, RoutinePlan

from .fortran_omp_emit import OmpEmitter, Pomp2File
from .fortran_source import BLANK, COMMENT, CONDITIONAL_LINE, CPP, DIRECTIVE, INACTIVE, Statement
from .line_markers import LineMarkers, quote_path

_FIXED_CONTINUATION = re.compile(r"^ {5}[^ 0]")
# Directives that are part of the specification part, and OpenMP conditional
# lines (`!$ integer :: k`, `!$ use omp_lib`), which usually are declarations.
_SPECIFICATION_DIRECTIVE = re.compile(
    r"\s*[!cC*](\$(omp|acc)\s+(threadprivate|declare|requires|routine|groupprivate|allocate)\b"
    r"|(gcc|dec|dir)\$\s*attributes\b)", re.I)


def _in_bytes(wrap, stmt: str, indent: str):
    """Runs a wrapper on the statement's UTF-8 bytes, since compilers count
    columns in bytes. A break may split a character: the compiler joins the
    bytes again (and the edits keep them exactly, via surrogateescape)."""
    as_bytes = stmt.encode("utf-8", "surrogateescape").decode("latin-1")
    return [line.encode("latin-1").decode("utf-8", "surrogateescape") for line in wrap(as_bytes, indent)]


_CALLED = re.compile(r"\bcall\s+([a-z]\w*)", re.I)
_STRINGS = re.compile(r"'[^']*'|\"[^\"]*\"|!.*")


def _external_statement(code, declarations, keyword: str) -> str:
    """`external :: a, b` for the subroutines the inserted code calls that the
    scope (specification statements squeezed: upper case, no blanks) does not
    declare yet; needed under IMPLICIT NONE (EXTERNAL)."""
    names: list[str] = []
    for part in code:
        for line in (part or "").split("\n"):
            if line.lstrip().startswith("#"):
                continue
            for name in _CALLED.findall(_STRINGS.sub("''", line)):
                if name.upper() not in (n.upper() for n in names):
                    names.append(name)
    missing = [name for name in names if not any(_declares(text, name.upper()) for text in declarations)]
    return f"{keyword} :: {', '.join(missing)}" if missing else ""


def _declares(text: str, name: str) -> bool:
    """Whether a squeezed specification statement declares the procedure
    `name`: EXTERNAL, a PROCEDURE declaration, an interface body or a
    generic interface, an EXTERNAL attribute, or a USE ... ONLY that names it."""
    listed = rf"(.*,)?{re.escape(name)}(=>[^,]*)?(,|$)"
    return bool(re.match(rf"EXTERNAL(::)?{listed}", text)
                or re.match(rf"(PROCEDURE.*|.*,EXTERNAL(,.*)?)::{listed}", text)
                or re.match(rf"USE.*,ONLY:{listed}", text)
                or re.search(rf"(SUBROUTINE|FUNCTION){re.escape(name)}(\(|$)", text)
                or re.fullmatch(rf"(ABSTRACT)?INTERFACE{re.escape(name)}", text))  # a generic one


def _inner_first(region) -> tuple:
    """Sorts regions that hold one place innermost first: the one that
    starts last, then the shorter; a loop before a marked range that covers
    just it."""
    return -region.begin.offset, region.end.offset, region.kind != "loop"


def quote_fortran_string(text: str) -> str:
    """Escapes text for a Fortran character literal of either delimiter:
    doubling both quote characters keeps it valid whichever one is used."""
    return text.replace("'", "''").replace('"', '""')


def _in_case_of(word: str, keywords: str) -> str:
    """`keywords` as `word` is written: upper case, lower case, or else
    each word capitalized."""
    return keywords.upper() if word.isupper() else keywords.lower() if word.islower() else keywords.title()


# "RETURN" becomes "GO TO 99999": the columns a line gains at most.
_GO_TO_GROWTH = len("GO TO 99999") - len("RETURN")


@dataclass
class _SharedExit:
    """A routine's one copy of its exit code, which its RETURNs go to."""
    label: str
    code: str
    returns: dict[int, int]  # id of a RETURN's site -> offset of its keyword


class FortranEmitter:
    def __init__(self, plan: FilePlan, reporter: Reporter, line_markers: bool = True):
        self.plan = plan
        self.markers = line_markers
        self.resume_lines: set[int] = set()  # original lines that follow inserted lines
        self.reporter = reporter
        unit = plan.unit
        self.path = unit.path
        self.src = unit.data["src"]
        self.fixed = unit.data["fixed"]
        options = unit.data["options"]
        self.limit = options.fixed_limit if self.fixed else options.free_limit
        self.include_lines = unit.data.get("include_lines", set())
        self.nl = self.src.newline
        self.text = self.src.text
        source = unit.data.get("parsed", unit.source)  # with INCLUDEs of procedures inlined
        self.edits = EditSet(len(source))
        self.new_labels: set[tuple[int, int]] = set()  # (id of a RoutineInfo, label) taken
        self.user_markers = LineMarkers(source, quote_path(self.path))
        self.sentinel = None  # while emitting at a conditional line: its sentinel
        self.pomp2 = Pomp2File(plan, self.path, source) if plan.openmp == "pomp2" else None

    def emit(self) -> EditSet:
        self._line_inserts()
        for rp in self.plan.routines:
            self._routine(rp)
        if self.pomp2 is not None and self.pomp2.constructs:
            last = self.src.line(len(self.src.lines))
            self.edits.insert(last.end, self.nl + self.format(self.pomp2.init_routine(), "").rstrip("\r\n"))
        if self.markers and len(self.edits):
            # Lines before the first insertion belong to the original file
            # too (the output may be compiled under another name).
            self.resume_lines.add(1)
        if self.markers:
            self._resync_after_conditionals()
            self._line_markers()
        return self.edits

    def _resync_after_conditionals(self) -> None:
        """A marker after `#else`/`#elif`/`#endif` when code was inserted
        earlier in the same #if group: markers inside a branch the
        preprocessor skips are not read, so its inserted lines would shift
        the lines after it in the configurations that skip it."""
        adding = [offset for offset, text in self.edits.texts() if b"\n" in text]
        if not adding:
            return
        opened = []
        for line in self.src.lines:
            if line.kind != CPP:
                continue
            directive = re.match(r"#\s*(\w+)", self.text[line.start:line.end])
            word = directive.group(1) if directive else ""
            if word in ("if", "ifdef", "ifndef"):
                opened.append(line.start)
            elif word in ("else", "elif", "endif") and opened:
                group_start = opened.pop() if word == "endif" else opened[-1]
                i = bisect.bisect_right(adding, group_start)
                if i < len(adding) and adding[i] < line.start:
                    self.resume_lines.add(line.number + 1)

    def _marker(self, line: int) -> str:
        """`# N "file"` for an original line, honouring the file's own markers
        (a file preprocessed by the build, e.g. CMake's *.f90-pp.f90)."""
        presumed_line, literal = self.user_markers.presumed(line)
        return f"# {presumed_line} {literal}{self.nl}"

    def _line_markers(self) -> None:
        """gfortran reads `# N "file"` line markers in any source (cpp passes
        them on), so messages keep pointing at the original lines. Added last,
        each marker follows everything inserted at the start of its line."""
        for line in sorted(self.resume_lines):
            if line <= len(self.src.lines):
                self.edits.insert(self.src.line(line).start, self._marker(line))

    # ------------------------------------------------------------ formatting

    def format(self, code: str, indent: str) -> str:
        """Code lines, each ending in a newline, legal in this file's form."""
        out = []
        continued = False
        for line in code.split("\n"):
            line = line.rstrip()
            if not line:
                continue
            if line.lstrip().startswith("#"):
                out.append(line.lstrip())  # a preprocessor directive
            elif self.fixed:
                if _FIXED_CONTINUATION.match(line):
                    out.append(line)  # already wrapped by the spec's author
                elif line.lstrip().startswith("!"):
                    out.append(line.lstrip())  # a comment (a `c` in column 1 is `call`)
                else:
                    out.extend(_in_bytes(self._wrap_fixed, line.strip(), indent))
            else:
                if continued:
                    out.append(line)  # the user's own continuation line
                elif line.lstrip().startswith("!"):
                    out.append(indent + line.strip())
                else:
                    stripped = line.strip()
                    if stripped.endswith("&"):
                        out.append(indent + stripped)
                    else:
                        out.extend(_in_bytes(self._wrap_free, stripped, indent))
                continued = line.endswith("&")
        return "".join(self._guard(o) + self.nl for o in out)

    def _guard(self, line: str, split: int | None = None) -> str:
        """A line of code inserted next to a conditional line (`!$`, `D`)
        gets its sentinel, so that it is code exactly when that line is; so
        does the rest of a conditional line split at line number split (code
        that is no site goes between unguarded: it runs either way)."""
        if split is not None and self.sentinel is None and self.src.sentinel(split):
            self.sentinel = self.src.sentinel(split)
            text = self.src.line_text(split)
            self.sentinel_column = len(text[:text.index(self.sentinel)].expandtabs(8))
            try:
                return self._guard(line)
            finally:
                self.sentinel = None
        sentinel = self.sentinel
        if not sentinel or line.startswith("#") or line.lstrip().startswith("!"):
            return line
        if self.fixed:
            return sentinel + line[len(sentinel):] if not line[:len(sentinel)].strip() else line
        body = line.lstrip(" \t")
        blanks = line[:len(line) - len(body)].expandtabs(8)
        column = self.sentinel_column
        if len(blanks) > column + len(sentinel):  # the sentinel where it is on the line, code in place
            return blanks[:column] + sentinel + blanks[column + len(sentinel):] + body
        return blanks + sentinel + " " + body

    def _fixed_indent(self, indent: str) -> str:
        width = len(indent.expandtabs(8))
        return " " * min(max(width, 6), 24)

    def _wrap_fixed(self, stmt: str, indent: str):
        prefix = self._fixed_indent(indent)
        room = self.limit - len(prefix)
        if len(stmt) <= room:
            return [prefix + stmt]
        # Every line but the last is filled to the limit exactly: inside a
        # character literal the columns up to the limit belong to it.
        lines = [prefix + stmt[:room]]
        rest = stmt[room:]
        step = self.limit - 6
        while rest:
            lines.append("     &" + rest[:step])
            rest = rest[step:]
        return lines

    def _wrap_free(self, stmt: str, indent: str):
        if len(indent.expandtabs(8)) > self.limit // 2:
            indent = "  "
        width = len(indent.expandtabs(8))
        if width + len(stmt) <= self.limit:
            return [indent + stmt]
        lines = []
        room = self.limit - width - 1
        lines.append(indent + stmt[:room] + "&")
        rest = stmt[room:]
        room = self.limit - width - 2
        while len(rest) > room + 1:
            lines.append(indent + "&" + rest[:room] + "&")
            rest = rest[room:]
        lines.append(indent + "&" + rest)
        return lines

    # ------------------------------------------------------------ placement

    def _statement_indent(self, stmt: Statement) -> str:
        """Indentation that lines code up with the statement (after its label)."""
        line = self.src.line(stmt.first_line)
        if self.fixed:
            return " " * max(6, stmt.start - line.start) if stmt.at_line_start else "      "
        indent = self.src.indentation(stmt.first_line)
        if stmt.label and stmt.at_line_start:
            return indent + " " * (stmt.start - line.start - len(indent))
        return indent

    def _continue_prefix(self, stmt: Statement) -> str:
        """Blanks that put the rest of a split line back in the columns it had
        (in fixed form, text past column 72 must stay past it)."""
        line = self.src.line(stmt.first_line)
        before = self.text[line.start:stmt.start]
        return " " * len(before.expandtabs(8)) if self.fixed else self._statement_indent(stmt)

    def _insert_before(self, stmt: Statement, code: str, move_label: bool = False,
                       line_start=None, indent=None, label: str | None = None) -> None:
        """`label`: a new label on a CONTINUE in front of the code."""
        if indent is None or not stmt.at_line_start:
            indent = self._statement_indent(stmt)
        body = self.format(code, indent)
        if not body:
            return
        if label is not None:
            body = self._label_line(label, indent, stmt.text[:1].isupper()) + body
        if not stmt.at_line_start:
            at = stmt.start
            if move_label and stmt.label:
                at = stmt.label_start
                body = self._label_line(stmt.label, indent, stmt.text[:1].isupper()) + body
                self.edits.replace(stmt.label_start, len(stmt.label), " " * len(stmt.label))
            self.edits.insert(at, self.nl + body + self._guard(self._continue_prefix(stmt), stmt.first_line))
            self.resume_lines.add(stmt.last_line + 1)
            return
        self.resume_lines.add(stmt.first_line)
        if move_label and stmt.label:
            body = self._label_line(stmt.label, indent, stmt.text[:1].isupper(), stmt) + body
            self.edits.replace(stmt.label_start, len(stmt.label), " " * len(stmt.label))
        self.edits.insert(stmt.line_start if line_start is None else line_start, body)

    def _label_line(self, label: str, indent: str, upper: bool = True, stmt=None) -> str:
        keyword = "CONTINUE" if upper else "continue"
        if self.fixed:
            field = f"{label:<5}"
            if stmt is not None:  # keep the label in the columns it had
                before = self.text[stmt.line_start:stmt.label_start]
                if not before.strip(" ") and len(before) + len(label) <= 5:
                    field = f"{before}{label}".ljust(5)
            return f"{field} {keyword}{self.nl}"
        return f"{indent[:max(0, len(indent) - len(label) - 1)]}{label} {keyword}{self.nl}"

    def _start_of_statement_lines(self, line_number: int, stop_lines=()) -> int:
        """The first line of the run of directive, preprocessor and inactive
        lines right in front of a statement, so code is not put between an
        `!$omp` directive or an `#if` and the statement it belongs to."""
        first = line_number
        i = line_number - 1
        while i >= 1 and i not in stop_lines:
            kind = self.src.line(i).kind
            text = self.src.line_text(i)
            if kind == DIRECTIVE and (CONDITIONAL_LINE.match(text) or _SPECIFICATION_DIRECTIVE.match(text)):
                break  # belongs to the specification part: code goes after it
            if kind in (DIRECTIVE, CPP, INACTIVE):
                first = i
            elif kind not in (COMMENT, BLANK):
                break
            i -= 1
        return first

    def _line_inserts(self) -> None:
        last_line = len(self.src.lines)
        for line, code in self.plan.line_inserts:
            if line > last_line:
                self.reporter.warning(f"line {line} is beyond the end of the file ({last_line} lines); "
                                      "file rule not applied", self.path)
                continue
            indent = self.src.indentation(line) if self.src.line(line).kind not in (COMMENT, BLANK) else ""
            self.edits.insert(self.src.line(line).start, self.format(code, indent))
            self.resume_lines.add(line)

    # --------------------------------------------------------------- routine

    def _routine(self, rp: RoutinePlan) -> None:
        routine, info = rp.routine, rp.routine.data
        for line, message in info.warnings:
            self.reporter.warning(f"'{routine.qualified}': {message}", self.path, line)
        safe = info.unsafe is None
        if not safe and rp.own_code:
            line, why = info.unsafe
            self.reporter.warning(f"'{routine.qualified}' gets no entry and exit code: {why}",
                                  self.path, line)
        # Loops' declarations go with the routine's (fortran_regions refuses
        # the loops of a routine that is not safe).
        decl = "\n".join(part for part in [rp.decl if (safe or rp.init or any(rp.aborts)) else ""] +
                         [gp.decl for gp in rp.regions] if part)
        exits = self._with_loop_exits(rp) if safe else []
        if info.declared_procedures is not None:
            emitted = [decl, rp.init] + ([rp.entry] + list(rp.alt_entries) + [c for _, c in exits] if safe else [])
            emitted += [gp.entry for gp in rp.regions] + [c for gp in rp.regions for c in gp.exits]
            emitted += [c for gp in rp.regions for c in (gp.begin, gp.end)]  # (OpenMP constructs' inside)
            external = _external_statement(emitted + list(rp.aborts), info.declared_procedures,
                                           "EXTERNAL" if routine.name.isupper() and self.fixed else "external")
            if external:
                decl = external + ("\n" + decl if decl else "")
        handles = {gp.region.omp.owner or gp.region.number for gp in rp.regions if gp.region.omp is not None}
        if self.pomp2 is not None and handles:
            decl = "\n".join(part for part in (decl, self.pomp2.declarations(handles)) if part)
        if decl and info.decl_stmt is not None:
            self._routine_head(info, decl, info.decl_stmt)
            decl = ""
        head = [decl, rp.init, rp.entry if safe else ""]
        head_code = "\n".join(part for part in head if part)
        if head_code:
            self._routine_head(info, head_code)
        # Loops' ends before the code that follows them (the next loop's
        # entry, a RETURN's exit code, the routine's end), then their entries.
        omp = OmpEmitter(self, rp.regions, self.pomp2)
        omp.loop_directives()  # (a new `!$omp end do` right after its loop, before the loop's end code)
        self._loop_ends(rp, info, [site for site, code in exits if code and site.kind == "jump"])
        omp.ends()
        for site, code in exits:
            if code and site.data.branches:
                self._branches(rp, site, info)
        # A call region that starts or ends a marked range nests in it: at one
        # place, inserts keep their order, so the call's exit code goes in
        # before the range's and its entry code after the range's.
        call_entries = [self._call(gp, rp) for gp in rp.regions if gp.region.kind == "call"]
        self._range_ends(rp)
        omp.starts()
        for gp in rp.regions:
            if gp.entry and gp.region.kind not in ("call", "omp"):
                (self._loop_entry if gp.region.kind == "loop" else self._range_entry)(gp)
        for entry in call_entries:
            if entry is not None:
                entry()
        if safe:
            for site, code in zip(routine.alt_entries, rp.alt_entries):
                if code:
                    self._alt_entry(site.data.stmt, code, info)
            shared = self._shared_exit(exits, info)
            for site, code in exits:
                if shared is not None and id(site) in shared.returns:
                    self._go_to(shared.returns[id(site)], shared.label)
                elif code and not site.data.branches:
                    self._site(site, code, shared.label if shared is not None and site.kind == "end" else None)
            if shared is not None and not any(site.kind == "end" for site, _ in exits):
                self._insert_before(info.end_stmt, shared.code, label=shared.label,
                                    indent=self._body_indent(info.end_stmt))
        for site, code in zip(routine.aborts, rp.aborts):
            if code:
                self._site(site, code)

    # -------------------------------------------------------------- one exit

    def _shared_exit(self, exits, info) -> _SharedExit | None:
        """Where RETURNs run the same exit code as the routine's end, they
        become GO TOs to one copy of it in front of END (or CONTAINS), as
        -finstrument-functions has one exit call per routine: gfortran then
        compiles one call instead of one per RETURN (issue 30). None where
        that saves no call, or no RETURN can be rewritten in place."""
        if info.end_stmt is None or not info.shares_exit:
            return None
        end_code = next((code for site, code in exits if site.kind == "end"), None)
        candidates = [(site, code, at) for site, code in exits
                      if site.kind == "return" and code and (end_code is None or code == end_code)
                      and (at := self._return_keyword(site)) is not None]
        if not candidates:
            return None
        code = end_code or candidates[0][1]
        returns = {id(site): at for site, c, at in candidates if c == code}
        if len(returns) + (end_code is not None) < 2:
            return None
        return _SharedExit(self._fresh_label(info), code, returns)

    def _return_keyword(self, site) -> int | None:
        """The offset of a plain RETURN's keyword: alone in the statement or
        the action of a one-line IF, spelled in one piece, on a line of code
        (not a `!$` line nor an inactive #if branch) that holds no other
        statement (whose edits would not expect the line to grow) and still
        fits the line length with GO TO and a label; None for any other."""
        data = site.data
        stmt = data.stmt
        if stmt is None or data.sentinel or data.branches or self.src.line(stmt.first_line).kind == INACTIVE:
            return None
        at = data.action_start if data.in_if else stmt.start
        if self.text[at:stmt.end].lower() != "return":
            return None
        line = self._line_of(at)
        if self.src.statements_between(line, line) not in ([], [stmt]):  # (statements that start on it)
            return None
        span = self.src.line(line)
        return at if len(self.text[span.start:span.end].expandtabs(8)) + _GO_TO_GROWTH <= self.limit else None

    def _go_to(self, at: int, label: str) -> None:
        go_to = _in_case_of(self.text[at:at + len("return")], "go to")
        self.edits.replace(at, len("return"), f"{go_to} {label}")

    # ----------------------------------------------------------------- loops

    def _with_loop_exits(self, rp: RoutinePlan) -> list:
        """(site, code) of each way out that gets code: the routine's exits
        with the exit code of the loops around them, innermost first, before
        the routine's own; GO TO, EXIT and CYCLE leaving loops with theirs."""
        around: dict[int, tuple[Any, list[tuple[tuple, str]]]] = {}  # id(site) -> (site, [(nesting, code)])
        for gp in rp.regions:
            for site, code in zip(gp.region.exits, gp.exits):
                if site.kind in ("return", "jump") and code:
                    around.setdefault(id(site), (site, []))[1].append((_inner_first(gp.region), code))

        def joined(site, own=""):
            codes = [c for _, c in sorted(around.pop(id(site), (site, []))[1], key=lambda lc: lc[0])]
            return "\n".join(codes + ([own] if own else []))

        out = [(site, joined(site, code)) for site, code in zip(rp.routine.exits, rp.exits)]
        out += [(site, joined(site)) for site, _ in list(around.values())]
        return sorted(out, key=lambda sc: sc[0].pos.offset)

    def _loop_entry(self, gp) -> None:
        """Entry code before the DO statement and the directives bound to it;
        a label on the DO statement moves to a CONTINUE in front, so that a
        GO TO to it enters the region."""
        data = gp.region.data
        stmt = data.do
        if stmt.at_line_start:
            self._insert_before(stmt, gp.entry, move_label=True, line_start=self.src.line(data.open_line).start,
                                indent=self._loop_indent(gp.region))
        else:
            self._insert_before(stmt, gp.entry, move_label=True)

    def _range_entry(self, gp) -> None:
        """A marked range's entry code before its first statement (and the
        directives its lines hold in front of it, or that are bound to it)."""
        data = gp.region.data
        stmt = data.do
        line_start = self.src.line(data.open_line).start if stmt.at_line_start else None
        self._insert_before(stmt, gp.entry, line_start=line_start, indent=self._loop_indent(gp.region))

    def _range_ends(self, rp: RoutinePlan) -> None:
        """Marked ranges' end code after their last statement (and the
        directives after it on their lines), after the end code of the loops
        that end there, innermost first."""
        ranges = [gp for gp in rp.regions if gp.region.kind not in ("loop", "call", "omp") and gp.exits and gp.exits[-1]
                  and gp.region.data.falls_through]
        for gp in sorted(ranges, key=lambda gp: _inner_first(gp.region)):
            data = gp.region.data
            self._insert_after(data.terminal, data.close_line, self.format(gp.exits[-1], self._loop_indent(gp.region)))

    def _loop_indent(self, region) -> str:
        """Code around a loop lines up with its DO statement."""
        if self.fixed:
            return " " * (region.begin.col - 1)
        return self._statement_indent(region.data.do)

    def _loop_ends(self, rp: RoutinePlan, info, jumps) -> None:
        """Each loop's end code after its END DO or terminal statement (and
        the `!$omp end do` after it). Labelled DOs that share a terminal
        statement, where an inner one gets code, get terminals of their own:
        each outer DO a new label, on a CONTINUE after the end code of the
        loop inside it, so that the inner loop's end code runs each time it
        ends. So do all the DOs a one-line IF ends when it becomes an IF
        block (which cannot end a DO), and those a statement ends whose
        branches out go through code after it (_branches)."""
        plans = {id(gp.region.data): gp for gp in rp.regions}
        groups: dict[int, tuple[Any, bool]] = {}  # id(terminal) -> (group, whether the terminal becomes an IF block)
        for gp in rp.regions:
            data = gp.region.data
            if gp.region.kind == "loop":
                groups.setdefault(id(data.terminal), (data.group, False))
        for site in jumps:
            if site.data.ends_loops:
                groups[id(site.data.stmt)] = (site.data.ends_loops, True)
        # A call region that ends these DOs: its exit code goes first, then the DOs' new terminals.
        calls = {gp.region.data.stmt.start: gp for gp in rp.regions
                 if gp.region.kind == "call" and gp.region.data.ends}
        for key, (group, _) in list(groups.items()):
            if group[-1].terminal.start in calls:
                groups[key] = (group, True)
        for group, own in sorted(groups.values(), key=lambda g: g[0][0].do.start):
            innermost = len(group) - 1
            if not own and not any(id(member) in plans for member in group[1:]):
                innermost = 0  # only the outermost gets code: its end is the terminal's
                group = group[:1]
            upper = group[0].do.text.lstrip()[:1].isupper()
            parts = []
            call = calls.get(group[-1].terminal.start)
            if call is not None and not call.region.data.site.in_if:  # (an IF block holds its exit code)
                parts.append(self.format(self._call_exit(call), self._call_indent(call.region.data.stmt)))
            outer = ""  # the outermost DO's end code: after the `!$omp end do` that ends it
            for k in range(innermost, -1, -1):
                member = group[k]
                plan = plans.get(id(member))
                indent = self._loop_indent(member.region)
                if k < innermost or own:  # a new terminal for this DO
                    parts.append(self._label_line(self._relabel(member, info), indent, upper))
                if plan is not None and plan.exits[-1]:
                    code = self.format(plan.exits[-1], indent)
                    if k == 0:
                        outer = code
                    else:
                        parts.append(code)
            terminal = group[-1].terminal
            close = max(m.close_line for m in group)
            if close > terminal.last_line and len(parts) > 0 and innermost > 0:
                # New terminals go right after the old one, before the end directive (which must
                # follow the loop nest at once); the outermost DO's end code after that directive.
                self._insert_after(terminal, terminal.last_line, "".join(parts))
                if outer:
                    self._insert_after(terminal, close, outer)
            elif parts or outer:
                self._insert_after(terminal, close, "".join(parts) + outer)

    def _branches(self, rp: RoutinePlan, site, info) -> None:
        """A computed GO TO, arithmetic IF, END=/ERR=/EOR= or alternate
        return leaving loops: each label it leaves loops by becomes a new
        one, on code after the statement (jumped over) that runs the exit
        code of those loops, innermost first, and goes to the label."""
        codes = {id(gp.region.data): code for gp in rp.regions
                 for s, code in zip(gp.region.exits, gp.exits) if s is site and code}
        stmt = site.data.stmt
        indent = self._statement_indent(stmt)
        if self.fixed and stmt.at_line_start:  # with the statement's text, not its field
            indent += " " * (len(stmt.text) - len(stmt.text.lstrip()))
        upper = stmt.text.lstrip()[:1].isupper()
        go_to = "GO TO" if upper else "go to"
        parts = []
        for label, spans, left in site.data.branches:
            # A call region (the statement itself) is left first, then the loops and ranges, innermost first.
            code = "\n".join(codes[id(loop)] for loop in sorted(left, key=lambda loop: (
                loop.region.kind != "call", _inner_first(loop.region))) if id(loop) in codes)
            if not code:
                continue
            fresh = self._fresh_label(info, digits=min(length for _, length in spans))
            for start, length in spans:
                self.edits.replace(start, length, fresh.ljust(length))
            parts.append(self._label_line(fresh, indent, upper) + self.format(f"{code}\n{go_to} {label}", indent))
        if not parts:
            return
        if site.data.falls_through:
            after = self._fresh_label(info)
            parts = [self.format(f"{go_to} {after}", indent)] + parts + [self._label_line(after, indent, upper)]
        self._insert_after(stmt, stmt.last_line, "".join(parts))

    # ----------------------------------------------------------------- calls

    def _call(self, gp, rp: RoutinePlan) -> Callable[[], None] | None:
        """A call region (fortran_calls): entry code before the statement (its
        label moves to a CONTINUE in front, so a GO TO to it runs the entry
        code), exit code after it; a one-line IF becomes an IF block around
        both. Its END=/ERR=/EOR= and alternate-return labels went through
        _branches. The labelled DOs it ends get a new terminal label, on a
        CONTINUE after the exit code (which _loop_ends writes where they get
        loop code). The entry code is returned as an insertion to make after
        the marked ranges' entries (None: none, or already written)."""
        info = gp.region.data
        stmt = info.stmt
        end = self._call_exit(gp)
        terminal = ""
        if info.ends:
            dos, spans = info.ends
            looped = {other.region.data.do.start for other in rp.regions if other.region.kind == "loop"}
            if any(do.start in looped for do in dos):  # _loop_ends gave the DOs new terminals after its exit code
                end = ""
            else:
                terminal = self._fresh_label(rp.routine.data, digits=min(length for _, length in spans))
                for start, length in spans:
                    self.edits.replace(start, length, terminal.ljust(length))
        indent = self._call_indent(stmt)
        upper = stmt.text.lstrip()[:1].isupper()
        after = self.format(end, indent) + (self._label_line(terminal, indent, upper) if terminal else "")
        if info.site.in_if:
            self._rewrite_if(stmt, info.site, gp.entry, after=self._call_exit(gp))
            if terminal:
                self._insert_after(stmt, stmt.last_line, self._label_line(terminal, indent, upper))
            return None
        if after:
            self._insert_after(stmt, stmt.last_line, after)
        if gp.entry:  # its label moves too (no DO ends at it any more), after a range's entry code there
            return lambda: self._insert_before(stmt, gp.entry, move_label=True, indent=indent)
        return None

    @staticmethod
    def _call_exit(gp) -> str:
        """A call region's exit code where control goes on after the statement."""
        return next(code for site, code in zip(gp.region.exits, gp.exits) if site.kind == "end")

    def _call_indent(self, stmt: Statement) -> str:
        indent = self._statement_indent(stmt)
        if self.fixed and stmt.at_line_start:  # with the statement's text, not its field
            indent += " " * (len(stmt.text) - len(stmt.text.lstrip()))
        return indent

    def _relabel(self, loop, info) -> str:
        """A new terminal label for a labelled DO, written in place of its own."""
        start, length = loop.label_span
        label = self._fresh_label(info, digits=length)
        self.edits.replace(start, length, label.ljust(length))
        return label

    def _insert_after(self, stmt: Statement, close_line: int, body: str) -> None:
        """Lines of code after a statement (or the directive lines after it, up to close_line)."""
        after = [other for other in self.src.statements_between(stmt.last_line, stmt.last_line)
                 if other.start > stmt.end]
        if close_line == stmt.last_line and after:
            nxt = after[0]
            self.edits.insert(nxt.start, self.nl + body + self._continue_prefix(nxt))
            self.resume_lines.add(stmt.last_line + 1)
            return
        if close_line < len(self.src.lines):
            self.edits.insert(self.src.line(close_line + 1).start, body)
            self.resume_lines.add(close_line + 1)
        else:
            self.edits.insert(self.src.line(close_line).end, self.nl + body.rstrip("\r\n"))

    def _routine_head(self, info, code: str, stmt=None) -> None:
        stmt = stmt or info.insert_stmt
        if stmt is not None and not stmt.at_line_start:
            self._insert_before(stmt, code)
            return
        line = stmt.first_line if stmt is not None else info.insert_line
        start_line = self._start_of_statement_lines(line, self.include_lines)
        if stmt is not None:
            self._insert_before(stmt, code, line_start=self.src.line(start_line).start)
        else:
            indent = self.src.indentation(line)
            self.edits.insert(self.src.line(start_line).start, self.format(code, indent))
            self.resume_lines.add(start_line)

    def _site(self, site, code: str, label: str | None = None) -> None:
        data = site.data
        stmt = data.stmt
        self.sentinel = data.sentinel
        if data.sentinel:
            text = self.src.line_text(stmt.first_line)
            self.sentinel_column = len(text[:text.index(data.sentinel)].expandtabs(8))
        try:
            if data.in_if:
                self._rewrite_if(stmt, data, code)
            else:
                self._insert_before(stmt, code, move_label=not data.do_terminal and not data.sentinel,
                                    indent=self._body_indent(stmt) if site.kind == "end" else None, label=label)
        finally:
            self.sentinel = None

    def _body_indent(self, end: Statement):
        """Code before END lines up with the body, not with END."""
        before = self.src.statements_between(1, end.first_line - 1)
        if before:
            indent = self.src.indentation(before[-1].first_line)
            if self.fixed or len(indent) > len(self.src.indentation(end.first_line)):
                return indent
        return None

    def _rewrite_if(self, stmt: Statement, data, code: str, after: str = "") -> None:
        word = stmt.text.lstrip()[:2]  # THEN and END IF in the case of the IF
        then, endif = _in_case_of(word, "then"), _in_case_of(word, "end if")
        indent = self._statement_indent(stmt)
        inner = indent + ("  " if not self.fixed or len(indent) < 40 else "")
        if self.fixed:
            inner = self._fixed_indent(inner)
        spaced = self.text[data.condition_end:data.action_start][:1].isspace()
        head = (" " if spaced else "") + then
        line = self.src.line(self._line_of(data.condition_end))
        column = data.condition_end - line.start  # columns used before the insertion
        if column + len(head) > self.limit:
            head = (self.nl + self._guard("     &" + then)) if self.fixed else \
                ("&" + self.nl + self._guard(indent + "&" + then))
        body = self.format(code, inner)
        if self.markers:
            body += self._marker(self._line_of(data.action_start))
        self.edits.replace(data.condition_end, data.action_start - data.condition_end,
                           head + self.nl + body + self._guard(inner))
        self.resume_lines.add(stmt.last_line + 1)
        close_indent = self._fixed_indent(indent) if self.fixed else indent
        after_body = self.format(after, inner) if after else ""  # code after the action, inside the block
        lines = self.src.conditional_view() if self.sentinel else self.src  # where stmt was read
        last = lines.line(stmt.last_line)
        tail = self.text[last.field_end:last.end] if self.fixed else ""
        if tail.strip() and not any(other.start > stmt.end for other in
                                    self.src.statements_between(stmt.last_line, stmt.last_line)):
            # Columns 73-80 (sequence numbers) go with END IF and stay in their columns.
            between = self.text[stmt.end:last.field_end].strip()
            close = close_indent + endif + (" " + between if between else "")
            self.edits.replace(stmt.end, last.end - stmt.end,
                               self.nl + after_body + self._guard(close.ljust(self.limit)) + tail)
        else:
            self.edits.insert(stmt.end, self.nl + after_body + self._guard(close_indent + endif))

    def _written(self, info, n: int) -> bool:
        start, end = info.span
        return self.text.find(str(n), start, end) >= 0 and \
            re.compile(rf"(?<![\w.])0*{n}(?![\w.])").search(self.text, start, end) is not None

    def _line_of(self, offset: int) -> int:
        return self.src.line_at(offset)

    def _alt_entry(self, stmt: Statement, code: str, info) -> None:
        label = self._fresh_label(info)
        indent = self._statement_indent(stmt)
        go_to = "GO TO" if stmt.text[:1].isupper() else "go to"
        self._insert_before(stmt, f"{go_to} {label}")
        body = self.format(code, indent) + self._label_line(label, indent, stmt.text[:1].isupper()).rstrip("\r\n")
        self.edits.insert(self._end_of_statement_line(stmt), self.nl + body)
        self.resume_lines.add(stmt.last_line + 1)

    def _end_of_statement_line(self, stmt: Statement) -> int:
        """Where text that follows a statement on new lines goes: after the
        whole line (comment, columns 73-80), unless another statement
        follows on it."""
        if any(other.start > stmt.end for other in
               self.src.statements_between(stmt.last_line, stmt.last_line)):
            return stmt.end
        return self.src.line(stmt.last_line).end

    def _fresh_label(self, info, digits: int = 5) -> str:
        """A label no statement of the routine has (labels are per routine),
        of at most `digits` digits where one is free; nor a number written in
        the routine's text (a label on a line not read: an inactive #if
        branch, a `!$` line)."""
        n = 10 ** digits - 1
        while n in info.labels or (id(info), n) in self.new_labels or self._written(info, n):
            n -= 1
        if n <= 0:
            return self._fresh_label(info)
        self.new_labels.add((id(info), n))
        return str(n)
