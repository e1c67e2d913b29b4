"""The Fortran frontend as the pipeline sees it."""
from __future__ import annotations

import dataclasses

from srcinst.diagnostics import Reporter, SrcinstError, relocated
from srcinst.edits import EditSet
from srcinst.model import FilePlan, SourceUnit

from . import fortran_inline
from .fortran_emit import FortranEmitter, quote_fortran_string
from .fortran_parse import FortranParser, ParseOptions, preprocessed
from .fortran_source import is_fixed_form_path
from .line_markers import locator


class FortranFrontend:
    quote = staticmethod(quote_fortran_string)

    def __init__(self, options: ParseOptions):
        self.options = options

    def parse(self, path: str, source: bytes) -> SourceUnit:
        options = self.options
        fixed = options.form == "fixed" if options.form else is_fixed_form_path(path)
        # INCLUDE lines of procedures: their text is parsed in their place
        inlined = fortran_inline.expand(path, source, fixed, options.fixed_limit, options.args,
                                        preprocessed(path, options))
        text = inlined.text if inlined is not None else source
        if inlined is not None and options.marked:  # ranges marked by the file's lines
            options = dataclasses.replace(options, marked=tuple(dataclasses.replace(
                m, first=inlined.expanded_line(m.first), last=inlined.expanded_line(m.last))
                for m in options.marked))
        parser = FortranParser(path, text, options)
        if inlined is not None:
            parser.cpp_text = inlined.cpp_text()
        try:
            unit = parser.parse()
        except SrcinstError as exc:
            locate = locator(text, path) if inlined is not None else None
            if locate is None:
                raise
            raise SrcinstError([relocated(d, locate) if d.path == path else d for d in exc.diagnostics],
                               exc.status) from exc
        if inlined is not None:
            _follow_inlined(unit, source, inlined)
        unit.data["include_lines"] = parser.include_lines
        if parser.unparsed:
            first = min(stmt.first_line for stmt in parser.unparsed)
            unit.data["warning"] = (f"fparser did not read {len(parser.unparsed)} statement(s), the "
                                    f"first at line {first}; they are left as they are")
        return unit

    def emit(self, plan: FilePlan, reporter: Reporter, line_markers: bool = True) -> EditSet:
        edits = FortranEmitter(plan, reporter, line_markers).emit()
        inlined = plan.unit.data.get("inlined")
        return edits if inlined is None else inlined.to_original(edits, plan.unit.source)


def _follow_inlined(unit: SourceUnit, original: bytes, inlined: fortran_inline.Inlined) -> None:
    """The unit of an expanded text, as the pipeline sees it: edits go to
    the original bytes (emit), file rules name the original's lines, and the
    included files decide the result."""
    unit.data["inlined"] = inlined
    unit.data["parsed"] = unit.source
    unit.source = original
    place = unit.place_line
    unit.place_line = lambda line: place(inlined.expanded_line(line)) if place else inlined.expanded_line(line)
    if unit.dependencies is not None:
        unit.dependencies = unit.dependencies + inlined.files
