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

from .fortran_omp import Construct
from .fortran_omp_directives import _strip_comment

# Clauses of a combined construct that belong to its worksharing part.
_WORKSHARING_CLAUSES = ("schedule", "ordered", "collapse", "lastprivate", "linear", "firstprivate")
_INNER = {"paralleldo": "do", "parallelsections": "sections", "parallelworkshare": "workshare"}


class OmpEmitter:
    def __init__(self, emitter, plans):
        self.e = emitter
        self.src = emitter.src
        self.plans = [(gp, gp.region.data, omp_codes(gp)) for gp in plans if gp.region.kind == "omp"]
        self.split = {id(c) for _, c, codes in self.plans
                      if c.kind in _INNER and (codes["begin"] or codes["end"] or codes["barrier"])}

    # ------------------------------------------------------------- helpers

    def _indent(self, c: Construct) -> str:
        return " " * c.open.column if not self.e.fixed else "      "

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
        return self.e.format(enter, indent) + self._directive("barrier") + self.e.format(exit_, indent)

    def _append(self, d, clause: str) -> None:
        """A clause at the end of a directive (its last line, before a comment
        and, in fixed form, column 73; else on a continuation line)."""
        line = self.src.line(d.last_line)
        text = self.src.line_text(d.last_line)
        if self.e.fixed:
            text = text[:self.src.fixed_limit]
        head = d.column + len(d.sentinel) if d.last_line == d.first_line else (
            6 if self.e.fixed else len(text) - len(text.lstrip()) + len("!$omp"))
        body = text[:head] + _strip_comment(text[head:]).rstrip()
        if len(body.expandtabs(8)) + 1 + len(clause) <= self.e.limit:
            self.e.edits.insert(line.start + len(body), " " + clause)
            return
        if not self.e.fixed:
            self.e.edits.insert(line.start + len(body), " &")
        self._at_line(d.last_line + 1, f"!$omp& {clause}{self.e.nl}")

    # ------------------------------------------------------------- places

    def loop_directives(self) -> None:
        """A loop construct without an end directive gets one where its
        implicit barrier becomes explicit (or it is split): right after its loop."""
        for gp, c, codes in self.plans:
            if c.close is not None or c.kind not in ("do", "paralleldo"):
                continue
            if id(c) in self.split:
                self._at_line(c.last_line + 1, self._split_end_text(c, codes))
            elif codes["barrier"]:
                self._at_line(c.last_line + 1, self.e.format(self._directive("end do nowait"), self._indent(c)))

    def ends(self) -> None:
        for gp, c, codes in reversed(self.plans):
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
                        self._append(c.close, "nowait")
                    after += self._barrier(c, codes)
                after += fmt(codes["exit"], indent) if c.kind != "section" else ""
                self._at_line(c.last_line + 1, after)

    def starts(self) -> None:
        for gp, c, codes in self.plans:
            indent = self._indent(c)
            fmt = self.e.format
            if c.kind != "section":
                self._at_line(c.open.first_line, fmt(codes["enter"], indent))
            if id(c) in self.split:
                self._split_start(c, codes)
            elif codes["begin"] and c.begin_after > 0:
                self._at_line(c.begin_after + 1, fmt(codes["begin"], indent))

    # ------------------------------------------------- combined constructs

    def _split_start(self, c: Construct, codes) -> None:
        """`!$omp parallel do ...` -> `!$omp parallel ...`, begin code, `!$omp do ...`."""
        d = c.open
        inner = _INNER[c.kind]
        text = self.src.text
        # the worksharing word(s) after `parallel` go blank
        skip = len("parallel")
        for off in d.word_offsets[skip:]:
            self.e.edits.replace(off, 1, " ")
        moved = []
        for name in _WORKSHARING_CLAUSES:
            span = d.clause_span(name)
            if span is None or (name == "firstprivate" and d.clause_span("lastprivate") is None):
                continue
            start, end = span
            moved.append(d.clauses[start:end])
            for off in d.clause_offsets[start:end]:
                if off >= 0 and not text[off].isspace():
                    self.e.edits.replace(off, 1, " ")
        lastprivate = d.clause("lastprivate")
        if d.clause("default") is not None and lastprivate:
            # (the variables a lastprivate clause writes must be shared in the parallel region)
            self._append(d, f"shared({lastprivate.split(':')[-1].strip()})")
        indent = self._indent(c)
        body = self.e.format(codes["begin"], indent)
        clauses = " ".join(moved)
        body += self.e.format(self._directive(f"{inner} {clauses}".rstrip()), indent)
        self._at_line(d.last_line + 1, body)

    def _split_end_text(self, c: Construct, codes) -> str:
        """`!$omp end do nowait` (with an explicit barrier) or `!$omp end do`,
        end code, `!$omp end parallel`."""
        inner = _INNER[c.kind]
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


def omp_codes(gp) -> dict:
    """The code for each place of an omp region's plan: enter, begin, end, exit,
    and barrier: (code before, code after) an implicit barrier made explicit, or ()."""
    data = getattr(gp, "omp", None) or {}
    barrier = (data.get("barrier_enter", ""), data.get("barrier_exit", ""))
    return {"enter": gp.entry, "begin": data.get("begin", ""), "end": data.get("end", ""),
            "exit": gp.exits[-1] if gp.exits else "", "barrier": barrier if any(barrier) else ()}
