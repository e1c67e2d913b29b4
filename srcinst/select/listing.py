"""`srcinst --list FILE...`: every routine, its metrics, and whether the spec
and the selection instrument it (and if not, why), as a table or as JSON.

The answer comes from Engine.decisions, the same code that plans the
instrumentation, so the list and the instrumented output cannot disagree.
"""
from __future__ import annotations

import json

from srcinst.diagnostics import Reporter, error
from srcinst.engine import Engine
from srcinst.frontends import language_of
from srcinst.instrument import Options, parse, read_source
from srcinst.select.callgraph import CallGraph
from srcinst.spec import Spec, parse_spec

METRIC_FIELDS = ("cc", "lines", "statements", "loops", "call_sites")


def selection_only_spec() -> Spec:
    """Without -s: as if every routine had an entry rule, so that the
    selection (lists and select rules) alone decides."""
    return parse_spec('entry code=" "', "<selection only>")


def analyze_file(path: str, spec: Spec, options: Options, reporter: Reporter,
                 show_rules: bool = True) -> list[dict]:
    """One row per routine of the file. Raises SrcinstError if it cannot be parsed."""
    lang = options.lang or language_of(path)
    if lang is None:
        raise error("cannot tell the language from the file name; use --lang c, c++ or fortran", path)
    frontend, unit = parse(path, read_source(path), lang, options, reporter)
    engine = Engine(spec, reporter, frontend.quote)
    return [_row(unit, decision, show_rules) for decision in engine.decisions(unit)]


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
    return row


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
    cells = [f"{row['file']}:{row['line']}", row["signature"]]
    for _, key in COLUMNS[2:7]:
        cells.append("-" if row[key] is None else str(row[key]))
    cells.append("-" if row["properties"] is None else (",".join(row["properties"]) or "-"))
    cells.append("yes" if row["instrumented"] else "no")
    cells.append(row["reason"] or "-")
    return cells


def format_table(rows: list[dict]) -> str:
    header = [name for name, _ in COLUMNS]
    body = [_cells(row) for row in rows]
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
    return f"srcinst: {chosen} of {len(rows)} routines instrumented"
