"""C and C++ emission of OpenMP regions (kind "omp"), placed as OPARI2 places
its POMP2 calls:

    { DECL ENTRY                       outside, before: the encountering thread
    #pragma omp X ... [nowait]
    { BEGIN  block  [IB]  END }        inside: each thread that runs the block
    [IB]                               worksharing constructs: after the block
    EXIT }                             outside, after

IB, the implicit barrier made explicit, `{ DECL ENTRY #pragma omp barrier
EXIT }`, comes only when the spec gives the `implicit barrier` region code;
`nowait` is then added to the directive. A combined `parallel for` (or
`parallel sections`) with inside code is split, as OPARI2 splits it, into
`parallel` and `for nowait`: the loop must follow its directive. A section's
code goes around its statement, inside the sections' block. Standalone
directives (barrier, taskwait, flush) get ENTRY before and EXIT after.

`openmp pomp2` (FilePlan.openmp) adds what POMP2 needs besides rule code:
the parallel and task directives' `if`/`num_threads` clauses read the
variables its decl code declares (`pomp2_if`, `pomp2_num_threads`) and
`firstprivate(pomp2_old_task)` (`pomp2_new_task, pomp2_if` for tasks), each
region a handle `pomp2_region_N` and a ctc string `pomp2_ctc_N` (OPARI2's
"LEN*regionType=...*sscl=...*escl=...**"), and the file a function
`POMP2_Init_reg_<tag>_<count>` that assigns them: what `opari2-config
--create-pomp2-regions` finds with nm. Calls of the OpenMP lock functions
become calls of POMP2's wrappers, as OPARI2 makes them.
"""
from __future__ import annotations

import re
import zlib

from srcinst.model import FilePlan, RegionPlan

from .c_omp import Clause, omp_of
from .c_text import code_view

_FOR_CLAUSES = {"schedule", "ordered", "collapse", "lastprivate", "linear", "nowait", "order", "allocate"}
_SECTIONS_CLAUSES = {"lastprivate", "nowait", "allocate"}
_LOCKS = re.compile(rb"(?<![\w$])omp_(init|destroy|set|unset|test)(_nest)?_lock(?=\s*\()")
_CTC_TYPES = {"parallel for": "parallelfor", "parallel sections": "parallelsections"}
_CTC_FLAGS = {"if": "hasIf", "num_threads": "hasNum_threads", "reduction": "hasReduction",
              "ordered": "hasOrdered", "nowait": "hasNowait", "collapse": "hasCollapse", "untied": "hasUntied"}


def _block(*parts: str) -> str:
    return "".join(p.rstrip("\n") + "\n" for p in parts if p)


class OmpEmitter:
    """The OpenMP part of one routine's (and the file's) emission, on a CEmitter's edits."""

    def __init__(self, em, plan: FilePlan):
        self.em = em
        self.pomp2 = plan.openmp == "pomp2"
        self.plan = plan
        self._closes: list[tuple[int, int, str]] = []
        self._plans: list[RegionPlan] = []  # the routine's OpenMP region plans

    @staticmethod
    def split(regions: list[RegionPlan]) -> tuple[list[RegionPlan], list[RegionPlan]]:
        """(the OpenMP region plans, the others)."""
        return [g for g in regions if g.region.kind == "omp"], [g for g in regions if g.region.kind != "omp"]

    def opens(self, plans: list[RegionPlan]) -> None:
        """Code before and at the start of each construct; closes() later adds what goes after."""
        barriers = {id(g.region.data.owner): g for g in plans if omp_of(g.region).construct == "implicit barrier"}
        # a construct without code of its own whose implicit barrier has some
        planned = {id(g.region) for g in plans}
        plans = plans + [RegionPlan(g.region.data.owner, exits=[""]) for g in plans
                         if omp_of(g.region).construct == "implicit barrier" and id(g.region.data.owner) not in planned]
        opens: list[tuple[int, int, int, str]] = []
        self._closes = []
        self._plans = plans
        for n, gp in enumerate(plans):
            omp, info = omp_of(gp.region), gp.region.data
            if omp.construct == "implicit barrier":
                continue
            ib = barriers.get(id(gp.region))
            inside_ib = omp.construct.startswith("parallel")
            ib_code = self._barrier(ib) if ib is not None else ""
            exit_code = gp.exits[-1] if gp.exits else ""
            inner = omp.has_block and bool(gp.begin or gp.end or (ib_code and inside_ib))
            # decl code only begin/end use goes inside: under default(none) the block could not see it
            decl_inside = inner and not (gp.entry or exit_code or (ib_code and not inside_ib))
            begin = _block(gp.decl, gp.begin) if decl_inside else gp.begin
            outer = bool((gp.decl and not decl_inside) or gp.entry or exit_code or (ib_code and not inside_ib))
            level = gp.region.level
            if outer:
                at = info.open_at
                opens.append((at, level, 2 * n, "{\n" + _block(gp.decl, gp.entry) + self.em.resume(at)[1:]))
            combined = omp.construct in ("parallel for", "parallel sections")
            if omp.construct != "section":  # (a parallel's own barrier cannot be waived: IB goes inside it)
                self._directive(gp, bool(ib_code) and (combined or not inside_ib), combined and inner, begin)
            if inner and not combined:
                at = info.block[0]
                opens.append((at, level, 2 * n + 1, "{\n" + _block(begin) + self.em.resume(at)[1:]))
            close = ""
            if inner:
                close += "\n" + (ib_code if inside_ib else "") + _block(gp.end) + "}"
            if outer:
                close += "\n" + ("" if inside_ib else ib_code) + _block(exit_code) + "}"
            if close:
                self._closes.append((info.close_at, -level, close))
        for at, _level, _n, text in sorted(opens):
            self.em._put(at, 0, text)

    def closes(self) -> None:
        for at, _level, text in sorted(self._closes, key=lambda c: (c[0], c[1])):
            text = text[1:] if not self.em.fresh_line(at) else text
            self.em._put(at, 0, text + self.em.resume(at))
        self._closes = []

    @staticmethod
    def _barrier(ib: RegionPlan) -> str:
        if ib.is_empty:
            return ""
        return "{\n" + _block(ib.decl, ib.entry) + "#pragma omp barrier\n" + _block(ib.exits[-1] if ib.exits else "") \
            + "}\n"

    def _directive(self, gp: RegionPlan, nowait: bool, split: bool, begin: str) -> None:
        """Rewrites the directive where its clauses change (nowait, POMP2's
        variables) or a combined construct is split."""
        info, construct = gp.region.data, omp_of(gp.region).construct
        clauses = list(info.clauses)
        if not split and not nowait and not (self.pomp2 and construct in ("parallel", "parallel for",
                                                                          "parallel sections", "task")):
            return
        start, end = info.directive
        # a comment after the clauses stays: it may go on past the line
        end = start + len(code_view(self.em.src, self.em.raw_strings)[start:end].rstrip(b" \t\\"))
        if self.pomp2 and any(c.name == "default" and c.argument.strip() != "shared" for c in clauses):
            # the handles used inside must stay shared (OPARI2's POMP2_DLIST)
            inside = sorted({omp_of(g.region).owner or g.region.number for g in self._plans
                             if gp.region.begin.offset <= g.region.begin.offset <= gp.region.end.offset})
            clauses.append(Clause("shared", f"shared({','.join(f'pomp2_region_{n}' for n in inside)})"))
        if split:
            inner_name = construct.split()[1]
            own = _FOR_CLAUSES if inner_name == "for" else _SECTIONS_CLAUSES
            outer, inner = _split_clauses(clauses, own)
            outer = self._pomp2_clauses("parallel", outer)
            inner += [Clause("nowait", "nowait")] if nowait else []
            text = (_pragma("parallel", outer) + "\n{\n" + _block(begin) + _pragma(inner_name, inner))
        else:
            if nowait and not any(c.name == "nowait" for c in clauses):
                clauses.append(Clause("nowait", "nowait"))
            if self.pomp2 and construct != "task":
                clauses = self._pomp2_clauses("parallel", clauses) if construct.startswith("parallel") else clauses
            elif self.pomp2:
                clauses = self._pomp2_clauses("task", clauses)
            text = _pragma(info.head, clauses)
        original = self.em.src[start:end]
        if split or b"\\" in original:  # lines added or joined: the next line gets its number back
            text += self.em.resume(end).rstrip(" \t")
        self.em._put(start, end - start, text)

    def _pomp2_clauses(self, construct: str, clauses: list[Clause]) -> list[Clause]:
        if not self.pomp2:
            return clauses
        kept = [c for c in clauses if c.name not in ("if", "num_threads")]
        had_if = any(c.name == "if" for c in clauses)
        if construct == "task":
            return kept + [Clause("if", "if(pomp2_if)"),
                           Clause("firstprivate", "firstprivate(pomp2_new_task, pomp2_if)")]
        return kept + [Clause("firstprivate", "firstprivate(pomp2_old_task)")] + \
            ([Clause("if", "if(pomp2_if)")] if had_if else []) + \
            [Clause("num_threads", "num_threads(pomp2_num_threads)")]

    # -- the file, for POMP2 -----------------------------------------------------
    def file_parts(self) -> None:
        """POMP2's handles and ctc strings where the file's rules go, its init function at the end."""
        if not self.pomp2:
            return
        regions = [g.region for rp in self.plan.routines for g in rp.regions
                   if g.region.kind == "omp" and not omp_of(g.region).owner]
        if not regions:
            return
        unit, em = self.plan.unit, self.em
        first = unit.placed(1)
        at = em.line_starts[first - 1] if first <= len(em.line_starts) else len(em.src)
        handles = "".join(f"static OPARI2_Region_handle pomp2_region_{g.number} = NULL;\n"
                          f"#define pomp2_ctc_{g.number} \"{self._ctc(g)}\"\n" for g in regions)
        em._put(at, 0, handles + em._marker_line(first))
        tag = format(zlib.crc32(unit.path.encode("utf-8", "surrogateescape")), "08x")
        assigns = "".join(f"    POMP2_Assign_handle(&pomp2_region_{g.number}, pomp2_ctc_{g.number});\n"
                          for g in regions)
        end = len(em.src)
        newline = "" if not em.src or em.src.endswith((b"\n", b"\r")) else "\n"
        em._put(end, 0, f"{newline}#ifdef __cplusplus\nextern \"C\"\n#endif\n"
                        f"void POMP2_Init_reg_srcinst{tag}_{len(regions)}(void)\n{{\n{assigns}}}\n")
        for m in _LOCKS.finditer(code_view(em.src, em.raw_strings)):
            name = m.group(0).decode()
            em._put(m.start(), m.end() - m.start(), "POMP2_" + name[4:5].upper() + name[5:])

    def _ctc(self, region) -> str:
        omp, info = omp_of(region), region.data
        file = self.em.quoted_path
        fields = [f"regionType={_CTC_TYPES.get(omp.construct, omp.construct)}",
                  f"sscl={file}:{region.begin.line}:{region.begin.line}",
                  f"escl={file}:{region.end.line}:{region.end.line}"]
        if omp.construct == "sections":  # (OPARI2 counts the sections of a sections construct only)
            sections = [g for rp in self.plan.routines for g in rp.regions
                        if g.region.omp is not None and g.region.omp.owner == region.number
                        and omp_of(g.region).construct == "section"]
            fields.append(f"numSections={len(sections)}")
        if omp.name:
            fields.append(f"criticalName={omp.name}")
        fields += [f"{_CTC_FLAGS[c.name]}=1" for c in info.clauses if c.name in _CTC_FLAGS]
        rest = "*".join(fields) + "**"
        return f"{len(rest) + 3}*{rest}"


def _split_clauses(clauses: list[Clause], own: set[str]) -> tuple[list[Clause], list[Clause]]:
    """A combined construct's clauses for its `parallel` and for its inner
    construct. What the inner one writes back (lastprivate, linear) must stay
    shared in the parallel, and a firstprivate of such a variable goes with it:
    on the parallel it would make the variable private there."""
    written = [v for c in clauses if c.name in ("lastprivate", "linear") for v in _variables(c)]
    outer, inner = [], [c for c in clauses if c.name in own]
    for c in clauses:
        if c.name in own:
            continue
        if c.name == "firstprivate" and set(_variables(c)) & set(written):
            names = _variables(c)
            inner.append(Clause(c.name, f"firstprivate({', '.join(v for v in names if v in written)})"))
            rest = [v for v in names if v not in written]
            outer += [Clause(c.name, f"firstprivate({', '.join(rest)})", ", ".join(rest))] if rest else []
        else:
            outer.append(c)
    if written and any(c.name == "default" for c in clauses):  # (default(none): it must be named)
        outer.append(Clause("shared", f"shared({', '.join(dict.fromkeys(written))})"))
    return outer, inner


def _variables(clause: Clause) -> list[str]:
    """The variables of a lastprivate/linear/firstprivate clause, without
    modifiers (`conditional:`, `val(...)`) and steps (`linear(i: 2)`)."""
    argument = re.sub(r"^\s*\w+\s*:(?!:)", "", clause.argument)  # lastprivate(conditional: x)
    if clause.name == "linear":
        argument = re.sub(r"\b(?:val|ref|uval)\s*\(([^)]*)\)", r"\1", argument)
        argument = re.split(r":(?!:)", argument)[0]
    return [v.strip() for v in argument.split(",") if v.strip()]


def _pragma(head: str, clauses: list[Clause]) -> str:
    return " ".join(["#pragma omp", head] + [c.text for c in clauses])
