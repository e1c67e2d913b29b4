"""srcinst's own measurement: the `trace` spec's runtime and its reader.

Owns the runtime's C source and header (runtime/, shipped as source),
runtime_build (compiles it per compiler into the cache: `srcinst runtime`)
and report (reads its trace and profile files: `srcinst report`).

May import srcinst's leaf modules only (diagnostics, output, native): the
runtime knows nothing of specs or frontends, it is what the trace spec
calls.
"""
