"""Which routines get instrumented, beyond the spec's name and file lists.

Owns selection (the expression language over a routine's facts: lines,
cyclomatic complexity, loops, calls, call paths; `--select`, `--min-cc`,
...), callgraph (call graphs recorded by `--list --callgraph` and read back
across files) and listing (`srcinst --list`: what would be instrumented,
and why not).

selection and callgraph import only srcinst's leaf modules (diagnostics,
output, patterns, model), because the core's spec and engine evaluate them.
listing runs the core pipeline and is used only by the command line and
project mode.
"""
