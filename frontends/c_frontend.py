"""The C/C++ frontend as the pipeline sees it."""
from __future__ import annotations

from srcinst.diagnostics import Reporter
from srcinst.edits import EditSet
from srcinst.model import FilePlan, SourceUnit

from .c_emit import CEmitter, quote_c_string
from .c_family import CFamilyParser, ParseOptions


class CFamilyFrontend:
    quote = staticmethod(quote_c_string)

    def __init__(self, lang: str, options: ParseOptions):
        self.lang = lang
        self.options = options

    def parse(self, path: str, source: bytes) -> SourceUnit:
        return CFamilyParser(path, self.lang, source, self.options).parse()

    def emit(self, plan: FilePlan, reporter: Reporter, line_markers: bool = True) -> EditSet:
        return CEmitter(plan, reporter, line_markers).emit()
