"""srcinst's own measurement: the `trace` spec's runtime and its reader.

Owns the runtime's C source and header (runtime/, shipped as source),
runtime_build (compiles it per compiler into the cache: `srcinst runtime`),
the readers of its files (pftrace: the Perfetto timeline, chrome_json: the
JSON one, profile_txt: the flat profile) and report (`srcinst report`:
merges them, profile, flame graph, exclude list).

May import srcinst's leaf modules only (diagnostics, output, native): the
runtime knows nothing of specs or frontends, it is what the trace spec
calls.
"""
