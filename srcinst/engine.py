"""Spec x Routines -> FilePlan: which code goes to which site.

The engine is language-neutral: it selects rules, concatenates their code in
spec order and substitutes keywords. Whether a routine is instrumented, and
why, is decided in one place (Engine.decide), which both plan() and
`srcinst --list` use. How a string is quoted for the target
language comes from the frontend (`quote`), as does where the code lands.
"""
from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from srcinst.diagnostics import Reporter, error
from srcinst.model import FilePlan, Position, Region, RegionPlan, Routine, RoutinePlan, SourceUnit
from srcinst.select.selection import Facts, MissingMetrics, judge
from srcinst.spec import KEYWORD_RE, KEYWORDS_BY_KIND, LINE_RULE, MARKED, Rule, Spec, keywords_for

if TYPE_CHECKING:
    from srcinst.patterns import RoutinePattern
    from srcinst.select.callgraph import CallGraph


def substitute(code: str, kind: str, values: Mapping[str, object], region: str = "routine") -> str:
    """The code with each keyword its kind of rule knows replaced by its
    value; a keyword without a value stays as written."""
    return _bind(_template(code, kind, region), values)[0][0]


def _bind(template: tuple[tuple[str, str, str], ...], values: Mapping[str, object],
          left: tuple[str, ...] = ()) -> tuple[tuple[str, str], ...]:
    """A rule's code with `values` in, as (text, keyword or "") pieces that
    end before each keyword `left` for later (a routine's code leaves @LINE@
    and @COL@ to each place)."""
    pieces, text = [], ""
    for before, name, written in template:
        text += before
        if name in left:
            pieces.append((text, name))
            text = ""
        elif name:
            value = values.get(name)
            text += written if value is None else str(value)
    pieces.append((text, ""))
    return tuple(pieces)


_PLACE_KEYWORDS = ("LINE", "COL")


@functools.lru_cache(maxsize=1024)
def _keywords(code: str) -> frozenset[str]:
    return frozenset(m.group(1) for m in KEYWORD_RE.finditer(code))


@functools.lru_cache(maxsize=1024)
def _template(code: str, kind: str, region: str) -> tuple[tuple[str, str, str], ...]:
    """The code as (text, keyword or "", keyword as written) pieces: read once
    per rule, not once per place (a file has thousands of places)."""
    allowed = KEYWORDS_BY_KIND[kind] if kind == LINE_RULE else keywords_for(kind, region)
    pieces, start = [], 0
    for m in KEYWORD_RE.finditer(code):
        if m.group(1) in allowed:
            pieces.append((code[start:m.start()], m.group(1), m.group(0)))
            start = m.end()
    pieces.append((code[start:], "", ""))
    return tuple(pieces)


class _Chooser:
    """The rules whose routine= matches a routine (init rules: main's), as
    (its own rules, its regions' rules). Where every rule is for any
    routine, as most specs' are, those are two lists for the whole file."""

    def __init__(self, rules: Sequence[Rule]):
        self.rules = rules
        self.fixed: dict[bool, tuple[list[Rule], list[Rule]]] | None = None
        if all(r.routine.matches_everything for r in rules if r.kind != "init"):
            self.fixed = {is_main: self._split([r for r in rules if is_main or r.kind != "init"])
                          for is_main in (False, True)}

    def __call__(self, routine: Routine) -> tuple[list[Rule], list[Rule]]:
        if self.fixed is not None:
            return self.fixed[routine.is_main]
        return self._split([r for r in self.rules
                            if (routine.is_main if r.kind == "init"
                                else r.routine.matches(routine.names, routine.ignore_case))])

    @staticmethod
    def _split(chosen: list[Rule]) -> tuple[list[Rule], list[Rule]]:
        return [r for r in chosen if r.region == "routine"], [r for r in chosen if r.region != "routine"]


def _join(parts: Iterable[str]) -> str:
    # The paper: code of several rules for one place is concatenated in spec
    # order, separated by a line break.
    return "\n".join(parts)


def _fits(rule: Rule, region: Region) -> bool:
    """A region rule has code for this region (region=omp: for its construct)."""
    return rule.region == region.kind and (region.omp is None or rule.applies_to_construct(region.omp.construct))


@dataclass(frozen=True)
class RegionVerdict:
    """Whether one region that some rule would give code gets it, and why
    (for --list): the rule that chose it, or what refused it."""
    region: Region
    instrumented: bool
    reason: str


@dataclass
class Decision:
    """Whether one routine gets code, and why (for --list and notes)."""
    routine: Routine
    instrumented: bool
    reason: str                          # names the deciding list entry or rule, with file:line
    plan: RoutinePlan | None = None   # the code, when instrumented
    skipped: bool = False                # the frontend refused it (routine.skip)
    kinds: tuple[str, ...] = ()          # the kinds of code it gets: decl init entry exit abort
    regions: tuple[Region, ...] = ()     # the regions (loops, timers, calls) that get code
    refused_regions: tuple[Region, ...] = ()  # regions that would get code but cannot (region.skip)
    region_verdicts: tuple[RegionVerdict, ...] = ()  # every region some rule would give code, in order


class Engine:
    def __init__(self, spec: Spec, reporter: Reporter, quote: Callable[[str], str]):
        self.spec = spec
        self.reporter = reporter
        self.quote = quote  # escapes text for use inside a string literal
        self._graph: tuple[SourceUnit, CallGraph] | None = None  # the last unit's call graph

    def _rules_for(self, unit: SourceUnit) -> list[Rule]:
        return [r for r in self.spec.rules
                if r.applies_to_lang(unit.lang) and r.file.matches(unit.path)]

    def plan(self, unit: SourceUnit) -> FilePlan:
        plan = FilePlan(unit=unit, openmp=self.spec.openmp)
        rules = self._rules_for(unit)
        if not rules or not self.spec.file_selected(unit.path):
            return plan
        for rule in rules:
            if rule.kind == LINE_RULE:
                assert rule.line is not None  # the parser gives every file rule its line
                at = unit.placed(rule.line, rule.literal)
                if unit.place_warning and not rule.literal and at == unit.place_warning[1]:
                    self.reporter.warning(unit.place_warning[0], unit.path, at)
                    unit.place_warning = None  # once
                file, line = unit.location(at)
                values = {"FILE": self.quote(file), "LINE": line, "COL": 1}
                plan.line_inserts.append((at, substitute(rule.code, LINE_RULE, values)))
        if not any(r.kind != LINE_RULE for r in rules):
            return plan
        has_init = any(r.kind == "init" for r in rules)
        for decision in self.decisions(unit):
            routine = decision.routine
            if (routine.is_main and has_init and not decision.instrumented and not decision.skipped
                    and self.spec.routine_verdict(routine.names, routine.ignore_case)):
                # As in TAU, the lists may leave out main; its init code goes with it.
                self.reporter.warning(
                    f"the main program '{routine.signature}' gets no init code: {decision.reason}; "
                    f"the measurement may not be started", unit.path, routine.body_begin.line,
                    routine.body_begin.col)
            if decision.skipped:
                self.reporter.note(f"'{routine.signature}' is not instrumented: {routine.skip}",
                                   unit.path, routine.body_begin.line, routine.body_begin.col)
            for region in decision.refused_regions:
                if region.kind == "loop":
                    self.reporter.note(f"loop in '{routine.signature}' is not instrumented: {region.skip}",
                                       unit.path, region.begin.line, region.begin.col)
                elif region.kind == "call":
                    self.reporter.note(f"call of '{region.name}' in '{routine.signature}' is not instrumented: "
                                       f"{region.skip}", unit.path, region.begin.line, region.begin.col)
                else:  # asked for by name: said without -v
                    self.reporter.warning(f"{region.kind} '{region.name}' in '{routine.signature}' is not "
                                          f"instrumented: {region.skip}", unit.path, region.begin.line,
                                          region.begin.col)
            if decision.plan is not None:
                plan.routines.append(decision.plan)
        return plan

    def decisions(self, unit: SourceUnit) -> list[Decision]:
        """A Decision for every routine of the file, in order."""
        return self._decisions(unit, unit.routines)

    def decide(self, unit: SourceUnit, routine: Routine) -> Decision:
        """Whether `routine` of `unit` is instrumented, and why."""
        return self._decisions(unit, [routine])[0]

    def _decisions(self, unit: SourceUnit, routines: Sequence[Routine]) -> list[Decision]:
        rules = [r for r in self._rules_for(unit) if r.kind != LINE_RULE]
        file_reason = self.spec.file_verdict(unit.path)
        if file_reason is None and not rules:
            file_reason = "no rule applies to this file"
        if file_reason is not None:
            return [Decision(r, False, file_reason) for r in routines]
        choose = _Chooser(rules)
        return [self._decide(unit, routine, *choose(routine)) for routine in routines]

    def _decide(self, unit: SourceUnit, routine: Routine, chosen: list[Rule], region_rules: list[Rule]) -> Decision:
        """chosen, region_rules: the routine's rules and those of its regions (_Chooser)."""
        # the regions a rule has code for and a loops, calls, io or memory rule (or a marker) chooses
        candidates = [(g, why) for g in routine.regions if any(_fits(r, g) for r in region_rules)
                      for why in [self._region_chooser(unit, routine, g)] if why is not None]

        def left_out(reason: str, skipped: bool = False, refused: tuple[Region, ...] = ()) -> Decision:
            # Loops are regions of their routine: what leaves it out leaves them alone too.
            verdicts = tuple(RegionVerdict(g, False, "its routine is left out") for g, _ in candidates)
            return Decision(routine, False, reason, skipped=skipped, region_verdicts=verdicts,
                            refused_regions=refused)

        # 1. TAU's name lists
        reason = self.spec.routine_verdict(routine.names, routine.ignore_case)
        if reason is not None:
            return left_out(reason)
        # 2. a rule for the routine or its regions
        if not chosen and not candidates:
            return Decision(routine, False, "no rule applies")
        # 3. what the frontend cannot instrument (bodiless routines have no metrics either)
        if routine.skip:  # (regions asked for by name are said to get nothing: the frontend says why)
            return left_out(routine.skip, skipped=True,
                            refused=tuple(g for g, _ in candidates if g.skip and g.kind in MARKED))
        # 4. selection by structure; it never drops the main program
        why = []
        if self.spec.select_rules:
            admitted, reason = self._judge(unit, routine)
            if not admitted and routine.is_main:
                why.append(f"main program, kept although {reason}")
            elif not admitted:
                return left_out(reason)
            elif reason:
                why.append(reason)
        if routine.argc is None:
            chosen = self._without_argv(unit, routine, chosen)
        # 5. the regions: the select rules of loops, then what the frontend cannot instrument
        loop_rules = bool(self.spec.loop_rules)
        verdicts, refused, region_plans = [], [], []
        for region, chooser in candidates:
            excluded = self.spec.region_verdict(region.kind, region.name, routine.ignore_case) \
                if self.spec.routine_exclude else None  # (srcinst report --exclude-list: Loop: and Call: entries)
            if excluded is not None:
                verdicts.append(RegionVerdict(region, False, excluded))
                continue
            if region.kind == "loop" and loop_rules:
                admitted, reason = self._judge(unit, routine, region)
                if not admitted:
                    verdicts.append(RegionVerdict(region, False, reason))
                    continue
                chooser = "; ".join(filter(None, [chooser, reason]))
            if region.skip:
                verdicts.append(RegionVerdict(region, False, region.skip))
                refused.append(region)
                continue
            region_plan = self._plan_region(unit, routine, region, region_rules)
            if region_plan.is_empty:
                verdicts.append(RegionVerdict(region, False, "the rules that apply insert no code here"))
                continue
            verdicts.append(RegionVerdict(region, True, chooser))
            region_plans.append(region_plan)
        plan = self._plan_routine(unit, routine, chosen)
        plan.regions = region_plans
        if plan.is_empty:
            return Decision(routine, False, "no rule applies" if not chosen and not candidates
                            else "the rules that apply insert no code here", refused_regions=tuple(refused),
                            region_verdicts=tuple(verdicts))
        kinds = [k for k in ("decl", "init", "entry") if getattr(plan, k)]
        kinds += ["exit"] if any(plan.exits) else []
        kinds += ["abort"] if any(plan.aborts) else []
        return Decision(routine, plan.own_code, "; ".join(why), plan, kinds=tuple(kinds),
                        regions=tuple(p.region for p in region_plans), refused_regions=tuple(refused),
                        region_verdicts=tuple(verdicts))

    def _region_chooser(self, unit: SourceUnit, routine: Routine, region: Region) -> str | None:
        """What chooses the region, for --list, or None when nothing does: a
        `loops` rule names the routine (and the loop's depth) for loops, a
        calls, io or memory rule the routine and the callee for calls, a
        timer or phase rule (or the source's markers) a marked range."""
        path, names, ignore_case = unit.path, routine.names, routine.ignore_case
        if region.kind == "loop":
            loops = self.spec.loop_selection(path, names, ignore_case, region.level)
            return None if loops is None else f"loops rule ({loops.origin.path}:{loops.origin.line})"
        if region.kind == "call":
            calls = self.spec.call_selection(path, names, ignore_case, region.name)
            return None if calls is None else f"{calls.kind} rule ({calls.origin.path}:{calls.origin.line})"
        if region.kind == "omp":  # every construct a region=omp rule names
            return "region=omp rule"
        marked = next((m for m in self.spec.marked_ranges
                       if (m.kind, m.name) == (region.kind, region.name) and m.file.matches(path)), None)
        return "marked in the source" if marked is None else \
            f"{region.kind} rule ({marked.origin.path}:{marked.origin.line})"

    def _judge(self, unit: SourceUnit, routine: Routine, region: Region | None = None) -> tuple[bool, str]:
        """The select rules of routines for `routine`, or those of loops for its loop `region`."""
        facts = Facts(routine, unit.path, lambda pattern: self._reaches(unit, routine, pattern, region),
                      lambda pattern: self._calls(unit, routine, pattern, region), region)
        try:
            return judge(self.spec.select_rules, facts)
        except MissingMetrics:
            whose = "the routine's" if region is None else "its loops'"
            raise error(f"'{routine.signature}': selection by structure needs {whose} metrics, "
                        f"which the {routine.lang} frontend did not compute",
                        unit.path, routine.body_begin.line, routine.body_begin.col) from None

    def _call_graph(self, unit: SourceUnit) -> CallGraph:
        """The calls of the unit's routines, and those recorded (for reaches())."""
        if self._graph is None or self._graph[0] is not unit:
            from srcinst.select.callgraph import unit_graph
            graph = unit_graph(unit)
            recorded = self.spec.call_graph()
            if recorded is not None:
                graph.update(recorded)
            self._graph = (unit, graph)
        return self._graph[1]

    def _reaches(self, unit: SourceUnit, routine: Routine, pattern: RoutinePattern,
                 region: Region | None = None) -> bool:
        graph = self._call_graph(unit)
        if region is None:
            if routine.metrics is None:
                raise MissingMetrics()
            return graph.reaches(routine.qualified, pattern, routine.ignore_case)
        # a loop: one of its callees matches, or a routine one of them may be reaches it
        if region.metrics is None:
            raise MissingMetrics()
        reaching = graph.reaching(pattern, routine.ignore_case)
        return self._calls(unit, routine, pattern, region) or any(
            target in reaching for callee in region.metrics.callees for target in graph.resolve(callee))

    def _calls(self, unit: SourceUnit, routine: Routine, pattern: RoutinePattern,
               region: Region | None = None) -> bool:
        metrics = routine.metrics if region is None else region.metrics
        if metrics is None:
            raise MissingMetrics()
        graph = self._call_graph(unit)
        return any(graph.callee_matches(callee, pattern, routine.ignore_case) for callee in metrics.callees)

    def _without_argv(self, unit: SourceUnit, routine: Routine, rules: Sequence[Rule]) -> list[Rule]:
        """Rules that use @ARGC@/@ARGV@ where the language has no such names
        (Fortran) are dropped with a warning rather than emitting broken code."""
        kept = []
        for rule in rules:
            used = _keywords(rule.code) & {"ARGC", "ARGV"}
            if used and rule.kind == "init":
                self.reporter.warning(
                    f"{' and '.join(f'@{k}@' for k in sorted(used))} have no value in {routine.lang} "
                    f"(the program's arguments are not parameters of '{routine.signature}'); "
                    f"the init rule from {rule.origin.path}:{rule.origin.line} is not applied",
                    unit.path, routine.body_begin.line, routine.body_begin.col)
                continue
            kept.append(rule)
        return kept

    def _plan_routine(self, unit: SourceUnit, routine: Routine, chosen: Sequence[Rule]) -> RoutinePlan:
        quoted_name = self.quote(routine.signature)
        # Generated code names its origin with line markers; so do @FILE@ and the lines.
        file, begin_line = unit.location(routine.body_begin.line)
        base: dict[str, object] = {
            "FILE": self.quote(file),
            "ROUTINE": quoted_name,
            "BEGIN_LINE": begin_line,
            "BEGIN_COL": routine.body_begin.col,
            "END_LINE": unit.location(routine.body_end.line)[1],
            "END_COL": routine.body_end.col,
            "RTTI": routine.rtti if routine.rtti else f'"{quoted_name}"',
            "ARGC": routine.argc,
            "ARGV": routine.argv,
        }

        base.update(REGION=quoted_name, KIND="routine")

        bound: dict[str, list[tuple[tuple[str, str], ...]]] = {}  # kind -> its rules' code, but for the place

        def code_at(kind: str, pos: Position) -> str:
            codes = bound.get(kind)
            if codes is None:
                codes = bound[kind] = [_bind(_template(r.code, kind, "routine"), base, _PLACE_KEYWORDS)
                                       for r in chosen if r.kind == kind]
            if not codes:
                return ""
            if len(codes) == 1:
                code = codes[0]
                if len(code) == 1:  # (code without @LINE@ or @COL@)
                    return code[0][0]
                if len(code) == 2 and code[0][1] == "LINE":  # (one @LINE@, as most specs have)
                    return code[0][0] + str(unit.location(pos.line)[1]) + code[1][0]
            place = {"LINE": str(unit.location(pos.line)[1]), "COL": str(pos.col)}
            return _join("".join(text + place[name] if name else text for text, name in code) for code in codes)

        begin = routine.body_begin
        plan = RoutinePlan(
            routine=routine,
            decl=code_at("decl", begin),
            init=code_at("init", begin),
            entry=code_at("entry", begin),
            exits=[code_at("exit", site.pos) for site in routine.exits],
            aborts=[code_at("abort", site.pos) for site in routine.aborts],
            alt_entries=[code_at("entry", site.pos) for site in routine.alt_entries],
        )
        return plan

    def _plan_region(self, unit: SourceUnit, routine: Routine, region: Region, rules: Sequence[Rule]) -> RegionPlan:
        file, begin_line = unit.location(region.begin.line)
        base = {
            "FILE": self.quote(file),
            "ROUTINE": self.quote(routine.signature),
            "BEGIN_LINE": begin_line,
            "BEGIN_COL": region.begin.col,
            "END_LINE": unit.location(region.end.line)[1],
            "END_COL": region.end.col,
            "REGION": self.quote(region.name),
            "KIND": region.kind,
            "ID": region.number,
            "LEVEL": region.level,
            "CALLEE": self.quote(region.name) if region.kind == "call" else None,
        }
        omp = region.omp
        if omp is not None:
            base.update(CONSTRUCT=omp.construct, OMP_NAME=omp.name, OMP_ID=omp.owner or region.number,
                        OMP_IF=omp.if_clause, OMP_NUM_THREADS=omp.num_threads)
        mine = [r for r in rules if _fits(r, region)]

        def code_at(kind: str, pos: Position) -> str:
            values = dict(base, LINE=unit.location(pos.line)[1], COL=pos.col)
            return _join(substitute(r.code, kind, values, region.kind) for r in mine if r.kind == kind)

        plan = RegionPlan(region=region, decl=code_at("decl", region.begin), entry=code_at("entry", region.begin),
                          exits=[code_at("exit", site.pos) for site in region.exits])
        if omp is not None and omp.has_block:  # (loops, atomic and standalone directives have no inside)
            plan.begin, plan.end = code_at("begin", region.begin), code_at("end", region.end)
        return plan
