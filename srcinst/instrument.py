"""One file through the pipeline: read -> parse -> plan -> edits -> bytes."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from srcinst import result_cache
from srcinst.collector import collector_paused
from srcinst.diagnostics import Reporter, SrcinstError, error, relocated
from srcinst.engine import Engine
from srcinst.frontends import Frontend, frontend_for, language_of
from srcinst.frontends.line_markers import locator
from srcinst.model import SourceUnit
from srcinst.patterns import RoutinePattern
from srcinst.settings import Settings
from srcinst.spec import MarkedRange, Spec

if TYPE_CHECKING:
    from srcinst.frontends.c_arguments import ParseOptions as CParseOptions
    from srcinst.frontends.fortran_parse import ParseOptions as FortranParseOptions


@dataclass
class Options:
    lang: str | None = None          # forced language, else from the file name
    compiler: str | None = None      # whose view of the headers to parse with
    compile_args: list[str] = field(default_factory=list)  # -I -D -U -std -include -isystem
    abort_calls: tuple[str, ...] = ()
    line_markers: bool = True
    form: str | None = None          # Fortran: "fixed" or "free", else from the file name
    fixed_line_length: int = 72         # Fortran: as gfortran's -ffixed-line-length-N
    free_line_length: int = 132         # Fortran: as gfortran's -ffree-line-length-N
    metrics: bool = False               # frontends fill Routine.metrics (selection, --list)
    # The run's settings (SRCINST_*), read by the caller: the cache, how the
    # frontends read the files.
    settings: Settings = field(default_factory=Settings)


def _frontend_options(options: Options, lang: str, regions: frozenset[str] = frozenset(),
                      marked: tuple[MarkedRange, ...] = (), callees: tuple[RoutinePattern, ...] = ()
                      ) -> CParseOptions | FortranParseOptions | Options:
    if lang in ("c", "c++"):
        from srcinst.frontends.c_arguments import ParseOptions
        settings = options.settings
        return ParseOptions(compiler=options.compiler, args=list(options.compile_args),
                            abort_calls=tuple(options.abort_calls), metrics=options.metrics,
                            regions=regions, marked=marked, callees=callees,
                            pch_dir=str(settings.results_dir), pch_mode=settings.pch_mode,
                            pch_salt=settings.include_environment, walk=settings.walk,
                            cache_dir=str(settings.cache_path))
    if lang == "fortran":
        from srcinst.frontends.fortran_parse import ParseOptions as FortranOptions
        # The preprocessor gets the macro and include options only; -cpp and
        # -nocpp say whether gfortran runs it (where a lone CR ends a line),
        # -fopenmp defines _OPENMP for it.
        args, given = [], iter(options.compile_args)
        for arg in given:
            if arg in ("-I", "-D", "-U"):  # separate: `-I dir`
                args.append(arg + next(given, ""))
            elif arg[:2] in ("-I", "-D", "-U") or arg in ("-cpp", "-nocpp", "-fopenmp", "-fno-openmp"):
                args.append(arg)
        return FortranOptions(compiler=options.compiler, args=args,
                              abort_calls=tuple(options.abort_calls), form=options.form,
                              fixed_limit=options.fixed_line_length,
                              free_limit=options.free_line_length, metrics=options.metrics,
                              reader=options.settings.fortran_parser, regions=regions,
                              marked=marked, callees=callees)
    return options


def read_source(path: str) -> bytes:
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError as exc:
        raise error(f"cannot read: {exc.strerror}", path) from exc


def instrument_source(path: str, source: bytes, spec: Spec, options: Options,
                      reporter: Reporter, reads: list[str | None] | None = None) -> bytes:
    """The instrumented bytes. `reads`, when given, gets the files besides the
    source that decided them (headers), or None when they are not known."""
    lang = options.lang or language_of(path)
    if lang is None:
        raise error("cannot tell the language from the file name; use --lang c, c++ or fortran", path)
    if not any(rule.applies_to_lang(lang) and rule.file.matches(path) for rule in spec.rules):
        return source  # nothing could apply: no need to parse at all
    lookup = result_cache.Lookup(path, source, lang, spec, options) if options.settings.cache else None
    if lookup is not None:
        cached = lookup.get(reporter)
        if cached is not None:
            if reads is not None:
                assert lookup.read is not None  # a hit says what it read
                reads.extend(lookup.read)
            return cached
    emitted, counts = len(reporter.emitted), dict(reporter.counts)
    # (the frontend makes objects by the hundred thousand, and few cycles: about
    # 5% of a file of small routines went to the collector's passes)
    with collector_paused():
        frontend, unit = parse(path, source, lang, options, reporter, spec.region_kinds, spec.ranges_for(path),
                               spec.callees_for(lang))
        output = instrument_unit(frontend, unit, spec, options, reporter)
    if lookup is not None:
        added = {what: n - counts.get(what, 0) for what, n in reporter.counts.items() if n != counts.get(what, 0)}
        lookup.put(output, unit.dependencies, reporter.emitted[emitted:], added)
    if reads is not None:
        reads.extend(lookup.read if lookup is not None and lookup.read is not None else [None])
    return output


def parse(path: str, source: bytes, lang: str, options: Options, reporter: Reporter,
          regions: frozenset[str] = frozenset(), marked: tuple[MarkedRange, ...] = (),
          callees: tuple[RoutinePattern, ...] = ()) -> tuple[Frontend, SourceUnit]:
    """The frontend for `lang` and its SourceUnit for one file, with the
    kinds of `regions` found in its routines and the `marked` ranges
    (spec.MarkedRange) and the calls of `callees` (patterns) among them."""
    try:
        frontend = frontend_for(lang, _frontend_options(options, lang, regions, marked, callees))
    except LookupError:
        raise error(f"no frontend for {lang} files yet", path) from None
    try:
        unit = frontend.parse(path, source)
    except SrcinstError as exc:
        locate = locator(source, path)
        if locate is None:
            raise
        moved = [relocated(d, locate) if d.path == path else d for d in exc.diagnostics]
        raise SrcinstError(moved, exc.status) from exc
    if unit.locate:
        reporter.follow(path, unit.locate)
    if unit.data and unit.data.get("pch"):
        result_cache.pch_events(unit.data["pch"], options.settings)
    if unit.data and unit.data.get("warning"):
        reporter.warning(unit.data["warning"], path)
    for message, line, col in (unit.data or {}).get("region_warnings", ()):
        reporter.warning(message, path, line, col)
    return frontend, unit


def instrument_unit(frontend: Frontend, unit: SourceUnit, spec: Spec, options: Options, reporter: Reporter) -> bytes:
    """Applies one spec to a parsed file; a unit may be instrumented with many specs."""
    plan = Engine(spec, reporter, frontend.quote).plan(unit)
    if plan.is_empty:
        return unit.source
    reporter.count("routines", sum(1 for rp in plan.routines if rp.own_code))
    return frontend.emit(plan, reporter, options.line_markers).apply(unit.source)


def instrument_file(path: str, spec: Spec, options: Options, reporter: Reporter,
                    reads: list[str | None] | None = None) -> bytes:
    return instrument_source(path, read_source(path), spec, options, reporter, reads)


__all__ = ["Options", "instrument_file", "instrument_source", "instrument_unit", "parse", "SrcinstError"]
