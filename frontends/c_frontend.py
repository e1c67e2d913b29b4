"""The C/C++ frontend as the pipeline sees it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from srcinst.model import FilePlan, SourceUnit

from . import c_arguments, c_prefix
from .c_text import quote_c_string

if TYPE_CHECKING:
    from srcinst.diagnostics import Reporter
    from srcinst.edits import EditSet


class CFamilyFrontend:
    quote = staticmethod(quote_c_string)

    def __init__(self, lang: str, options: c_arguments.ParseOptions):
        self.lang = lang
        self.options = options

    def parse(self, path: str, source: bytes) -> SourceUnit:
        options = self.options
        toolchain, args = c_arguments.for_file(self.lang, options)
        parsing = c_prefix.parse_in_background(path, source, self.lang, args, options.pch_dir, options.pch_mode,
                                               options.pch_salt)
        # The parser's modules are imported while libclang parses (a command
        # that instruments one file pays for them once, on the other core).
        from .c_family import CFamilyParser
        return CFamilyParser(path, self.lang, source, options).parse(toolchain, args, parsing)

    def emit(self, plan: FilePlan, reporter: Reporter, line_markers: bool = True) -> EditSet:
        from .c_emit import CEmitter  # (imported on first use, as the parser is)
        return CEmitter(plan, reporter, line_markers).emit()
