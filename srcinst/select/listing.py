"""`srcinst --list FILE...`: every routine, its metrics, and whether the spec
and the selection instrument it (and if not, why), as a table or as JSON;
under each routine, its regions (loops, marked ranges, calls) that some
rule would give code, with a loop's metrics, and whether they get it.

The answer comes from Engine.decisions, the same code that plans the
instrumentation, so the list and the instrumented output cannot disagree.
"""
from __future__ import annotations

import json
import os
from dataclasses import replace

from srcinst.diagnostics import Reporter, SrcinstError, error
from srcinst.engine import Engine
from srcinst.frontends import language_of
from srcinst.instrument import Options, parse, read_source
from srcinst.select.callgraph import CallGraph
from srcinst.spec import Spec, parse_spec

METRIC_FIELDS = ("cc", "lines", "statements", "loops", "call_sites")


def selection_only_spec() -> Spec:
    """Without -s: as if every routine, and every loop, marked range and
    call, had an entry rule, so that the selection (lists, select rules,
    loops, calls, io and memory rules) alone decides."""
    return parse_spec('entry code=" "\nentry region=loop,timer,phase,call code=" "', "<selection only>")


def analyze_file(path: str, spec: Spec, options: Options, reporter: Reporter,
                 show_rules: bool = True) -> list[dict]:
    """One row per routine of the file. Raises SrcinstError if it cannot be parsed."""
    lang = options.lang or language_of(path)
    if lang is None:
        raise error("cannot tell the language from the file name; use --lang c, c++ or fortran", path)
    frontend, unit = parse(path, read_source(path), lang, options, reporter, spec.region_kinds,
                           spec.ranges_for(path), spec.callee_patterns)
    engine = Engine(spec, reporter, frontend.quote)
    return [_row(unit, decision, show_rules) for decision in engine.decisions(unit)]


def analyze_headers(path: str, spec: Spec, options: Options, reporter: Reporter, show_rules: bool,
                    seen: set[str]) -> list[dict]:
    """The rows of the project's headers a wrapped compile of `path` (or the
    CLI's --headers-dir) instruments (srcinst.wrap.headers), each header once
    across the calls that share `seen`; their file is the header's path."""
    from srcinst.wrap import headers
    lang = options.lang or language_of(path)
    choice = options.settings.headers
    if lang not in ("c", "c++") or not choice or choice == ("none",):
        return []
    chooser = headers.chooser_for(lang, options.compiler, options.compile_args, choice, path, os.getcwd(),
                                  str(options.settings.cache_path))
    rows = []
    for header in headers.reached(chooser, read_source(path), path):
        if os.path.realpath(header) in seen:
            continue
        seen.add(os.path.realpath(header))
        try:
            rows += analyze_file(header, spec, headers.as_header(replace(options, lang=lang)), reporter, show_rules)
        except SrcinstError as exc:
            first = exc.diagnostics[0] if exc.diagnostics else exc
            reporter.note(f"not instrumented: it does not parse on its own ({first})", header)
    return rows


def _row(unit, decision, show_rules: bool) -> dict:
    routine = decision.routine
    file, line = unit.location(routine.body_begin.line)
    metrics = routine.metrics
    reason = decision.reason
    if decision.instrumented and show_rules and decision.kinds:
        reason = "; ".join(filter(None, [reason, "rules: " + " ".join(decision.kinds)]))
    row = {
        "file": file,
        "line": line,
        "name": routine.name,
        "qualified": routine.qualified,
        "signature": routine.signature,
        "lang": routine.lang,
    }
    for name in METRIC_FIELDS:
        row[name] = getattr(metrics, name) if metrics is not None else None
    row["callees"] = list(metrics.callees) if metrics is not None else None
    row["properties"] = sorted(metrics.properties) if metrics is not None else None
    row["instrumented"] = decision.instrumented
    row["reason"] = reason
    plans = {id(p.region): p for p in decision.plan.regions} if decision.plan is not None else {}
    row["regions"] = [_region_row(unit, verdict, plans.get(id(verdict.region)), show_rules)
                      for verdict in decision.region_verdicts]
    return row


def _region_row(unit, verdict, plan, show_rules: bool) -> dict:
    region = verdict.region
    file, line = unit.location(region.begin.line)
    metrics = region.metrics
    reason = verdict.reason
    if plan is not None and show_rules:
        kinds = [k for k in ("decl", "entry") if getattr(plan, k)] + (["exit"] if any(plan.exits) else [])
        reason = "; ".join(filter(None, [reason, "rules: " + " ".join(kinds)]))
    row = {
        "kind": region.kind,
        "name": region.name,
        "file": file,
        "line": line,
        "col": region.begin.col,
        "end_line": unit.location(region.end.line)[1],
        "end_col": region.end.col,
        "level": region.level if region.kind == "loop" else None,
        "form": metrics.form if metrics is not None else None,
        "trips": metrics.trips if metrics is not None else None,
    }
    for name in METRIC_FIELDS:
        row[name] = getattr(metrics, name) if metrics is not None else None
    row["callees"] = list(metrics.callees) if metrics is not None else None
    row["instrumented"] = verdict.instrumented
    row["reason"] = reason
    return row


def region_title(row: dict) -> str:
    """How the table names a region, indented under its routine:
    `loop 8:5-9:18 (for, level 1, 10 trips)`, `call printf 9:9-9:30`,
    `phase "setup" 4:5-7:45`."""
    span = f"{row['line']}:{row['col']}-{row['end_line']}:{row['end_col']}"
    if row["kind"] == "loop":
        facts = [row["form"]] if row["form"] else []
        facts.append(f"level {row['level']}")
        if row["trips"] is not None:
            facts.append(f"{row['trips']} trip{'s' if row['trips'] != 1 else ''}")
        return f"  loop {span} ({', '.join(facts)})"
    if row["kind"] == "call":
        return f"  call {row['name']} {span}"
    return f"  {row['kind']} \"{row['name']}\" {span}"


def call_graph(rows) -> CallGraph:
    graph = CallGraph()
    for row in rows:
        if row["callees"] is not None:
            graph.add(row["qualified"], row["callees"])
    return graph


# --------------------------------------------------------------------------
# Output

COLUMNS = (("LOCATION", None), ("SIGNATURE", None), ("CC", "cc"), ("LINES", "lines"),
           ("STMTS", "statements"), ("LOOPS", "loops"), ("CALLS", "call_sites"),
           ("PROPERTIES", None), ("INST", None), ("REASON", None))
NUMERIC = {"CC", "LINES", "STMTS", "LOOPS", "CALLS"}


def _cells(row: dict) -> list:
    region = "kind" in row
    cells = [f"{row['file']}:{row['line']}", region_title(row) if region else row["signature"]]
    for _, key in COLUMNS[2:7]:
        cells.append("-" if row[key] is None else str(row[key]))
    cells.append("-" if region or row["properties"] is None else (",".join(row["properties"]) or "-"))
    cells.append("yes" if row["instrumented"] else "no")
    cells.append(row["reason"] or "-")
    return cells


def format_table(rows: list[dict]) -> str:
    header = [name for name, _ in COLUMNS]
    body = [_cells(r) for row in rows for r in [row, *row.get("regions", ())]]
    widths = [max(len(r[i]) for r in [header] + body) for i in range(len(header))]
    lines = []
    for cells in [header] + body:
        parts = []
        for i, cell in enumerate(cells):
            if i == len(cells) - 1:
                parts.append(cell)  # no padding after the last column
            elif header[i] in NUMERIC:
                parts.append(cell.rjust(widths[i]))
            else:
                parts.append(cell.ljust(widths[i]))
        lines.append("  ".join(parts).rstrip())
    return "\n".join(lines) + "\n"


def format_json(rows: list[dict]) -> str:
    return json.dumps(rows, indent=2, ensure_ascii=False) + "\n"


def summary(rows: list[dict]) -> str | None:
    if not rows:
        return None
    chosen = sum(1 for row in rows if row["instrumented"])
    line = f"srcinst: {chosen} of {len(rows)} routines instrumented"
    regions = [r for row in rows for r in row.get("regions", ())]
    if regions:
        line += f", {sum(1 for r in regions if r['instrumented'])} of {len(regions)} regions"
    return line
