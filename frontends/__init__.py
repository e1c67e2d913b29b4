"""Language frontends: each parses a file into Routines and emits edits for a plan.

The top-level folder frontends/ installs as the package srcinst.frontends.
A frontend knows the language's syntax and how to emit code in it (return
temporaries and braces in C/C++, columns and continuation lines in Fortran);
it knows nothing of rules. It may import srcinst's leaf modules
(diagnostics, edits, model, native), never the engine, spec or command.
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from srcinst.diagnostics import Reporter
    from srcinst.edits import EditSet
    from srcinst.model import FilePlan, SourceUnit

C_EXTENSIONS = {".c", ".i", ".h"}
CXX_EXTENSIONS = {".cc", ".cp", ".cpp", ".cxx", ".c++", ".C", ".CC", ".CPP", ".ii",
                  ".hh", ".hpp", ".hxx", ".h++", ".H", ".tcc"}
FORTRAN_EXTENSIONS = {".f", ".for", ".ftn", ".f77", ".f90", ".f95", ".f03", ".f08",
                      ".F", ".FOR", ".FTN", ".F77", ".F90", ".F95", ".F03", ".F08", ".fpp", ".FPP"}


class Frontend(Protocol):
    """What the pipeline asks of a language's frontend."""

    def parse(self, path: str, source: bytes) -> SourceUnit: ...

    def emit(self, plan: FilePlan, reporter: Reporter, line_markers: bool = True) -> EditSet: ...

    # escapes text for a string literal of the language
    def quote(self, text: str) -> str: ...


def language_of(path: str) -> str | None:
    """The language a compiler driver would infer from the file name, or None."""
    ext = os.path.splitext(path)[1]
    if ext in CXX_EXTENSIONS:
        return "c++"
    if ext in C_EXTENSIONS:
        return "c"
    if ext in FORTRAN_EXTENSIONS or ext.lower() in FORTRAN_EXTENSIONS:
        return "fortran"
    return None


def frontend_for(lang: str, options) -> Frontend:  # options: the language's ParseOptions
    """The frontend object for a language: parse(path, source) and emit(plan, ...)."""
    if lang in ("c", "c++"):
        from .c_frontend import CFamilyFrontend
        return CFamilyFrontend(lang, options)
    if lang == "fortran":
        from .fortran_frontend import FortranFrontend
        return FortranFrontend(options)
    raise LookupError(lang)
