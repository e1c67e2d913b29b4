"""The Fortran frontend as the pipeline sees it."""
from __future__ import annotations

from srcinst.diagnostics import Reporter
from srcinst.edits import EditSet
from srcinst.model import FilePlan, SourceUnit

from .fortran_emit import FortranEmitter, quote_fortran_string
from .fortran_parse import FortranParser, ParseOptions


class FortranFrontend:
    quote = staticmethod(quote_fortran_string)

    def __init__(self, options: ParseOptions):
        self.options = options

    def parse(self, path: str, source: bytes) -> SourceUnit:
        parser = FortranParser(path, source, self.options)
        unit = parser.parse()
        unit.data["include_lines"] = parser.include_lines
        if parser.unparsed:
            first = min(stmt.first_line for stmt in parser.unparsed)
            unit.data["warning"] = (f"fparser did not read {len(parser.unparsed)} statement(s), the "
                                    f"first at line {first}; they are left as they are")
        return unit

    def emit(self, plan: FilePlan, reporter: Reporter, line_markers: bool = True) -> EditSet:
        return FortranEmitter(plan, reporter, line_markers).emit()
