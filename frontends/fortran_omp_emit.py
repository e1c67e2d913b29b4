"""Code around Fortran OpenMP constructs (fortran_omp), as OPARI2 places it.

All code goes on lines of its own next to the directive lines: before a
construct's directive (enter), after it (begin), before its end directive
(end), after its last line (exit). Where the spec has code for an implicit
barrier, the end directive gets `nowait` (a new `!$omp end do nowait` after a
loop that has no end directive) and the barrier becomes explicit: barrier
code, `!$omp barrier`, barrier code; a parallel region's barrier goes before
its end code, inside it. A combined construct (`parallel do`, `parallel
sections`, `parallel workshare`) that gets code inside is split into its
parallel and its worksharing directive, the clauses of the worksharing
construct (schedule, ordered, collapse, lastprivate, linear) moved to the
latter, so that begin code runs in each thread before the worksharing
construct and end code after it.

At one place, inserts keep their order: the fortran emitter calls
`loop_directives` before the loops' end code (a new `!$omp end do` must
follow its loop at once), `ends` after it (inner constructs first), and
`starts` before the loops' entries (outer constructs first).
"""
from __future__ import annotations

import hashlib
import re

from .fortran_omp import Construct, ImplicitBarrier, ctc_attributes
from .fortran_omp_directives import _strip_comment

# Clauses of a combined construct that belong to its worksharing part.
_WORKSHARING_CLAUSES = ("schedule", "ordered", "collapse", "lastprivate", "linear", "firstprivate")
_INNER = {"paralleldo": "do", "parallelsections": "sections", "parallelworkshare": "workshare"}


def _inner(c: Construct) -> str:
    """The worksharing directive's words of a combined construct: `do`, `do simd`, `sections`, ..."""
    return c.open.construct.removeprefix("parallel ")


def _listed(clause: str) -> list[str]:
    """The variables a data-sharing clause lists: `lastprivate(conditional: a, b)`,
    `linear(i: 2)`, `firstprivate(t)`; none for schedule, ordered, collapse."""
    m = re.match(r"\s*(lastprivate|firstprivate|linear)\s*\((.*)\)\s*$", clause, re.I | re.S)
    if m is None:
        return []
    items = m.group(2)
    if m.group(1).lower() == "linear":
        items = items.split(":")[0]
    elif ":" in items:
        items = items.split(":", 1)[1]
    return [item.strip() for item in items.split(",") if item.strip()]


class OmpEmitter:
    def __init__(self, emitter, plans, pomp2=None):
        self.e = emitter
        self.pomp2 = pomp2
        self.src = emitter.src
        # the code for each construct that gets some (its own plan's, its implicit barrier's)
        codes: dict[int, dict] = {}
        order: list[Construct] = []
        for gp in plans:
            if gp.region.kind != "omp":
                continue
            data = gp.region.data
            c = data.construct if isinstance(data, ImplicitBarrier) else data
            if id(c) not in codes:
                codes[id(c)] = {"enter": "", "begin": "", "end": "", "exit": "", "barrier": ()}
                order.append(c)
            if isinstance(data, ImplicitBarrier):
                codes[id(c)]["barrier"] = (gp.entry, gp.exits[-1]) if gp.entry or gp.exits[-1] else ()
            else:
                codes[id(c)].update(enter=gp.entry, begin=gp.begin, end=gp.end, exit=gp.exits[-1])
        order.sort(key=lambda c: (c.open.first_line, -c.last_line, c.kind == "section"))
        self.plans = [(c, codes[id(c)]) for c in order]
        self.split = {id(c) for c, codes in self.plans
                      if c.kind in _INNER and (codes["begin"] or codes["end"] or codes["barrier"])}

    # ------------------------------------------------------------- helpers

    def _indent(self, c: Construct) -> str:
        """Code lines up with the statement after the construct's directive."""
        if self.e.fixed:
            return "      "
        after = self.src.statements_between(c.open.last_line + 1, len(self.src.lines))
        return self.src.indentation(after[0].first_line) if after else " " * c.open.column

    def _at_line(self, line: int, body: str) -> None:
        """Lines of code before line `line` (after the last line: at the end)."""
        if not body:
            return
        if line <= len(self.src.lines):
            self.e.edits.insert(self.src.line(line).start, body)
            self.e.resume_lines.add(line)
        else:
            self.e.edits.insert(self.src.line(len(self.src.lines)).end, self.e.nl + body.rstrip("\r\n"))

    def _directive(self, words: str) -> str:
        return f"!$omp {words}{self.e.nl}"

    def _barrier(self, c: Construct, codes) -> str:
        """An explicit barrier with the barrier code around it."""
        enter, exit_ = codes["barrier"]
        indent = self._indent(c)
        return self.e.format(enter, indent) + self.e.format(self._directive("barrier"), indent) + \
            self.e.format(exit_, indent)

    def _append(self, d, clauses: list[str]) -> None:
        """Clauses at the end of a directive (its last line, before a comment
        and, in fixed form, column 73), or on continuation lines of it where
        they do not fit."""
        line = self.src.line(d.last_line)
        text = self.src.line_text(d.last_line)
        if self.e.fixed:
            text = text[:self.src.fixed_limit]
        head = d.column + len(d.sentinel) if d.last_line == d.first_line else (
            6 if self.e.fixed else len(text) - len(text.lstrip()) + len("!$omp"))
        body = text[:head] + _strip_comment(text[head:]).rstrip()
        joined = " " + " ".join(clauses)
        if len(body.expandtabs(8)) + len(joined) <= self.e.limit:
            blanks = len(text[len(body):]) - len(text[len(body):].lstrip(" "))
            # into the blanks after it where there are enough (columns 73-80 and comments stay)
            self.e.edits.replace(line.start + len(body), len(joined) if blanks >= len(joined) else 0, joined)
            return
        room = self.e.limit - len("!$omp& ") - (0 if self.e.fixed else 2)
        lines, current = [], ""
        for clause in clauses:
            if current and len(current) + 1 + len(clause) > room:
                lines.append(current)
                current = clause
            else:
                current = f"{current} {clause}".strip()
        lines.append(current)
        if self.e.fixed:
            self._at_line(d.last_line + 1, "".join(f"!$omp& {part}{self.e.nl}" for part in lines))
            return
        self.e.edits.insert(line.start + len(body), " &")
        self._at_line(d.last_line + 1, "".join(f"!$omp& {part}{' &' if k < len(lines) - 1 else ''}{self.e.nl}"
                                               for k, part in enumerate(lines)))

    # ------------------------------------------------------------- places

    def loop_directives(self) -> None:
        """A loop construct without an end directive gets one where its
        implicit barrier becomes explicit (or it is split): right after its loop."""
        for c, codes in self.plans:
            if c.close is not None or c.kind not in ("do", "paralleldo"):
                continue
            if id(c) in self.split:
                self._at_line(c.last_line + 1, self._split_end_text(c, codes))
            elif codes["barrier"]:
                self._at_line(c.last_line + 1, self.e.format(self._directive("end do nowait"), self._indent(c)))

    def ends(self) -> None:
        for c, codes in reversed(self.plans):
            indent = self._indent(c)
            fmt = self.e.format
            if id(c) in self.split:
                self._split_end(c, codes)
            elif c.kind == "parallel":
                before = (self._barrier(c, codes) if codes["barrier"] else "") + fmt(codes["end"], indent)
                self._at_line(c.end_before, before)
                self._at_line(c.last_line + 1, fmt(codes["exit"], indent))
            else:
                if codes["end"] and c.end_before > 0:
                    self._at_line(c.end_before, fmt(codes["end"], indent))
                after = ""
                if codes["barrier"] and c.implicit_barrier:
                    if c.close is not None:
                        self._append(c.close, ["nowait"])
                    after += self._barrier(c, codes)
                if c.kind == "section":  # its entry and exit code are in its block (between two
                    self._at_line(c.end_before, fmt(codes["exit"], indent))  # directives is the one before)
                else:
                    self._at_line(c.last_line + 1, after + fmt(codes["exit"], indent))

    def starts(self) -> None:
        for c, codes in self.plans:
            indent = self._indent(c)
            fmt = self.e.format
            if c.kind == "section":
                self._at_line(c.begin_after + 1, fmt(codes["enter"], indent) + fmt(codes["begin"], indent))
                continue
            self._at_line(c.open.first_line, fmt(codes["enter"], indent))
            moved, added = self._split_clauses(c) if id(c) in self.split else ([], [])
            if self.pomp2 is not None and (c.kind.startswith("parallel") or c.kind == "task"):
                added += self._pomp2_clauses(c)
            if added:
                self._append(c.open, added)
            if id(c) in self.split:
                body = fmt(codes["begin"], indent)
                body += fmt(self._directive(" ".join([_inner(c)] + moved)), indent)
                self._at_line(c.open.last_line + 1, body)
            elif codes["begin"] and c.begin_after > 0:
                self._at_line(c.begin_after + 1, fmt(codes["begin"], indent))

    def _blank(self, d, name: str) -> str | None:
        """Blanks a clause of a directive where it is written (columns stay);
        the clause as it was, or None when it has none."""
        span = d.clause_span(name)
        if span is None:
            return None
        start, end = span
        for off in d.clause_offsets[start:end]:
            if off >= 0 and not self.src.text[off].isspace():
                self.e.edits.replace(off, 1, " ")
        return d.clauses[start:end]

    # ------------------------------------------------- combined constructs

    def _split_clauses(self, c: Construct) -> tuple[list[str], list[str]]:
        """`!$omp parallel do ...` becomes `!$omp parallel ...`: its worksharing
        word(s) and clauses go blank. (the clauses moved to the worksharing
        directive, those added to the parallel one)"""
        d = c.open
        for off in d.word_offsets[len("parallel"):]:
            self.e.edits.replace(off, 1, " ")
        lastprivate = d.clause("lastprivate")
        moved = [clause for name in _WORKSHARING_CLAUSES
                 if not (name == "firstprivate" and lastprivate is None)
                 for clause in [self._blank(d, name)] if clause is not None]
        added = []
        if d.clause("default") is not None:
            # (the variables of the clauses moved must be shared in the parallel region)
            names = [name for clause in moved for name in _listed(clause)]
            if names:
                added.append(f"shared({', '.join(dict.fromkeys(names))})")
        return moved, added

    # --------------------------------------------------------------- pomp2

    def _pomp2_clauses(self, c: Construct) -> list[str]:
        """OPARI2's clauses: a parallel region's if() and num_threads() take the
        values the entry code computed, its threads get the task handles; a
        task's if() is the entry code's too."""
        d = c.open
        added = []
        if self._blank(d, "if") is not None:
            added.append("if(pomp2_if)")
        if c.kind == "task":
            return added + ["firstprivate(pomp2_new_task, pomp2_if)"]
        if self._blank(d, "num_threads") is not None:
            added.append("num_threads(pomp2_num_threads)")
        added += ["firstprivate(pomp2_old_task)", "private(pomp2_new_task)"]
        if d.clause("default") is not None:
            added += [f"shared(/srcinst_pomp2_{self.pomp2.tag}/)", "private(pomp2_if, pomp2_num_threads)"]
        return added

    def _split_end_text(self, c: Construct, codes) -> str:
        """`!$omp end do nowait` (with an explicit barrier) or `!$omp end do`,
        end code, `!$omp end parallel`."""
        inner = _inner(c)
        indent = self._indent(c)
        nowait = bool(codes["barrier"])
        parts = self.e.format(self._directive(f"end {inner}" + (" nowait" if nowait else "")), indent)
        if nowait:
            parts += self._barrier(c, codes)
        return parts + self.e.format(codes["end"], indent) + self.e.format(self._directive("end parallel"), indent)

    def _split_end(self, c: Construct, codes) -> None:
        """The split end in place of `!$omp end parallel X` (after the loop:
        loop_directives), then the exit code."""
        if c.close is not None:
            first = self.src.line(c.close.first_line)
            last = self.src.line(c.close.last_line)
            self.e.edits.replace(first.start, last.end - first.start, self._split_end_text(c, codes).rstrip("\r\n"))
            self.e.resume_lines.add(c.close.last_line + 1)
        self._at_line(c.last_line + 1, self.e.format(codes["exit"], self._indent(c)))




# ---------------------------------------------------------------- pomp2

_POMP2_VARIABLES = ("integer(kind=8) :: pomp2_old_task, pomp2_new_task\n"
                    "logical :: pomp2_if\n"
                    "integer(kind=4) :: pomp2_num_threads\n"
                    "integer(kind=4) :: pomp2_lib_get_max_threads")


class Pomp2File:
    """What `openmp pomp2` adds to a Fortran file, as OPARI2 adds it: the
    regions' handles (INTEGER(KIND=8) in a common block of the file, so that
    its init routine assigns them), their CTC strings (CHARACTER parameters),
    the variables the POMP2 calls pass, and the init routine
    `POMP2_Init_reg_<tag>_<count>` the link step finds with nm."""

    def __init__(self, plan, path: str, source: bytes):
        self.constructs: dict[int, Construct] = {}  # handle number -> construct
        for rp in plan.routines:
            for gp in rp.regions:
                region = gp.region
                if region.kind != "omp" or region.omp is None:
                    continue
                data = region.data
                c = data.construct if isinstance(data, ImplicitBarrier) else data
                if c.kind == "section":
                    c = c.parent
                self.constructs[region.omp.owner or region.number] = c
        self.path = path
        self.locate = plan.unit.locate  # the file and lines its markers give (an inlined INCLUDE's)
        self.tag = hashlib.sha1(path.encode("utf-8", "surrogateescape") + b"\0" + source).hexdigest()[:12]

    @property
    def common(self) -> str:
        names = ", ".join(f"pomp2_region_{n}" for n in sorted(self.constructs))
        return (f"integer(kind=8) :: {names}\n"
                f"common /srcinst_pomp2_{self.tag}/ {names}")

    def declarations(self, numbers) -> str:
        """A routine's: the handles, its regions' CTC strings, the variables."""
        ctcs = "\n".join(self.ctc_parameter(n) for n in sorted(numbers))
        return "\n".join(part for part in (self.common, ctcs, _POMP2_VARIABLES) if part)

    def ctc_parameter(self, number: int) -> str:
        ctc = ctc_string(self.constructs[number], self.path, self.locate)
        return f'character(len={len(ctc)}), parameter :: pomp2_ctc_{number} = "{ctc}"'

    def init_routine(self) -> str:
        numbers = sorted(self.constructs)
        lines = [f"subroutine POMP2_Init_reg_{self.tag}_{len(numbers)}()", self.common]
        lines += [self.ctc_parameter(n) for n in numbers]
        lines += [f"call POMP2_Assign_handle(pomp2_region_{n}, pomp2_ctc_{n})" for n in numbers]
        return "\n".join(lines + ["end"])


def ctc_string(c: Construct, path: str, locate=None) -> str:
    """OPARI2's CTC string of a construct: `LEN*regionType=T*sscl=F:A:B*escl=F:C:D*...**`,
    LEN the length of what follows the first `*`; locate: physical line ->
    (file, line) by the source's markers."""
    def place(line: int) -> tuple[str, int]:
        return locate(line) if locate else (path, line)

    if c.close is not None:
        end_first, end_last = c.close.first_line, c.close.last_line
    elif c.kind in ("barrier", "taskwait", "flush"):
        end_first, end_last = c.open.first_line, c.open.last_line
    else:  # a loop's end, an atomic's statement
        end_first = end_last = c.last_line
    (start_file, a), (end_file, b) = place(c.open.first_line), place(end_first)
    fields = [f"regionType={c.kind}", f"sscl={start_file}:{a}:{place(c.open.last_line)[1]}",
              f"escl={end_file}:{b}:{place(end_last)[1]}"]
    fields += [f"{key}={value}" for key, value in ctc_attributes(c)]
    body = "*".join(fields) + "**"
    total = len(body) + 2
    while len(f"{total}*{body}") != total:  # (the length counts its own digits)
        total += 1
    return f"{total}*{body}"
