"""Spec x Routines -> FilePlan: which code goes to which site.

The engine is language-neutral: it selects rules, concatenates their code in
spec order and substitutes keywords. How a string is quoted for the target
language comes from the frontend (`quote`), as does where the code lands.
"""
from __future__ import annotations

from typing import Callable

from srcinst.diagnostics import Reporter
from srcinst.model import FilePlan, Position, Routine, RoutinePlan, SourceUnit
from srcinst.spec import KEYWORD_RE, KEYWORDS_BY_KIND, LINE_RULE, Spec


def substitute(code: str, kind: str, values: dict) -> str:
    allowed = KEYWORDS_BY_KIND[kind]

    def replace(m):
        name = m.group(1)
        if name in allowed and values.get(name) is not None:
            return str(values[name])
        return m.group(0)

    return KEYWORD_RE.sub(replace, code)


def _join(parts) -> str:
    # The paper: code of several rules for one place is concatenated in spec
    # order, separated by a line break.
    return "\n".join(parts)


class Engine:
    def __init__(self, spec: Spec, reporter: Reporter, quote: Callable[[str], str]):
        self.spec = spec
        self.reporter = reporter
        self.quote = quote  # escapes text for use inside a string literal

    def plan(self, unit: SourceUnit) -> FilePlan:
        plan = FilePlan(unit=unit)
        rules = [r for r in self.spec.rules
                 if r.applies_to_lang(unit.lang) and r.file.matches(unit.path)]
        if not rules or not self.spec.file_selected(unit.path):
            return plan
        for rule in rules:
            if rule.kind == LINE_RULE:
                file, line = unit.location(rule.line)
                values = {"FILE": self.quote(file), "LINE": line, "COL": 1}
                plan.line_inserts.append((rule.line, substitute(rule.code, LINE_RULE, values)))
        routine_rules = [r for r in rules if r.kind != LINE_RULE]
        if not routine_rules:
            return plan
        for routine in unit.routines:
            routine_plan = self._plan_routine(unit, routine, routine_rules)
            if routine_plan is not None:
                plan.routines.append(routine_plan)
        return plan

    def _without_argv(self, unit, routine: Routine, rules):
        """Rules that use @ARGC@/@ARGV@ where the language has no such names
        (Fortran) are dropped with a warning rather than emitting broken code."""
        kept = []
        for rule in rules:
            used = {m.group(1) for m in KEYWORD_RE.finditer(rule.code)} & {"ARGC", "ARGV"}
            if used and rule.kind == "init":
                self.reporter.warning(
                    f"{' and '.join('@%s@' % k for k in sorted(used))} have no value in {routine.lang} "
                    f"(the program's arguments are not parameters of '{routine.signature}'); "
                    f"the init rule from {rule.origin.path}:{rule.origin.line} is not applied",
                    unit.path, routine.body_begin.line, routine.body_begin.col)
                continue
            kept.append(rule)
        return kept

    def _plan_routine(self, unit, routine: Routine, rules):
        if not self.spec.routine_selected(routine.names, routine.ignore_case):
            return None
        chosen = [r for r in rules
                  if (routine.is_main if r.kind == "init"
                      else r.routine.matches(routine.names, routine.ignore_case))]
        if routine.argc is None:
            chosen = self._without_argv(unit, routine, chosen)
        if not chosen:
            return None
        if routine.skip:
            self.reporter.note(f"'{routine.signature}' is not instrumented: {routine.skip}",
                               unit.path, routine.body_begin.line, routine.body_begin.col)
            return None
        quoted_name = self.quote(routine.signature)
        # Generated code names its origin with line markers; so do @FILE@ and the lines.
        file, begin_line = unit.location(routine.body_begin.line)
        base = {
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

        def code_at(kind: str, pos: Position) -> str:
            values = dict(base, LINE=unit.location(pos.line)[1], COL=pos.col)
            return _join(substitute(r.code, kind, values) for r in chosen if r.kind == kind)

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
        return None if plan.is_empty else plan
