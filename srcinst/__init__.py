"""srcinst: configurable source-to-source instrumentation for C, C++ and Fortran.

    spec text ──► Spec (rules, filters)                        spec, patterns
    source ──► frontend ──► Routines                           srcinst.frontends, model
    Spec × Routines ──► engine ──► Edits                       engine, edits
    original bytes + Edits ──► instrumented bytes              instrument, output
    (reused while nothing that determines them changes)        result_cache

This package is the instrumentor's core (the modules named above, with
diagnostics, native, which builds srcinst's C programs on first use, and
settings, every SRCINST_* variable read once by the command's edges and
passed down) and the command line (cli). Around it:
    srcinst.frontends  C/C++ over libclang, Fortran over fparser (frontends/)
    srcinst.specs      the shipped toolset specs (specs/)
    srcinst.select     which routines to instrument: expressions, call graphs, --list
    srcinst.wrap       srcinst in a build: compiler wrapper, server, native client, project mode
    srcinst.trace      srcinst's own trace runtime (C) and `srcinst report`

Imports go one way, down this list of layers (tests/test_layout.py checks it):
    1. diagnostics, output, edits, model, patterns, region_exclude, native,
       settings, collector (Python's garbage collector paused): nothing of
       srcinst but each other
    2. select.selection, select.callgraph: the selection language, which the
       spec and the engine evaluate
    3. spec, engine, frontends, instrument, result_cache: the core pipeline
    4. select.listing, wrap, trace: users of the pipeline
    5. cli, wrap.launch, wrap.server: the command
"""

__version__ = "0.1.0"
