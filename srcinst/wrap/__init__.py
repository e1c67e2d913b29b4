"""srcinst in a build: `srcinst [OPTIONS] -- COMPILER ARGS...`.

Owns the compiler wrapper (compiler_args reads a command line, wrapper
instruments its sources and runs it), the resident server that keeps
libclang loaded between compiles (launch is the `srcinst` entry point and
its client, server_address where and how it listens, server the server),
the native client (client_build, client/*.c) and project mode
(`srcinst -p compile_commands.json`, project).

May import the core (srcinst.*), srcinst.frontends, srcinst.select and
srcinst.trace.runtime_build (a traced build links the runtime). launch
imports nothing heavy before it hands a command to srcinst.cli: it runs once
per compile.
"""
