"""Command line.

    srcinst -s SPEC [-f SELECT] FILE... [-o OUT | -d OUTDIR]   instrument
    srcinst [-s SPEC] [-f SELECT] --list FILE... [--format json]  routines, metrics, selection
    srcinst --record-calls GRAPH.json FILE...                  call graph for reaches()
    srcinst runtime [--cc CC] [--cflags] [--libs] [-v]         trace runtime flags
    srcinst report FILE|DIR... [--svg OUT] [--exclude-list OUT]  trace summary
    srcinst config [--format json]                             settings and their origins

The environment's SRCINST_* settings are read once, in main (srcinst.settings),
and passed down. Exit status: 0 done, 1 a file could not be instrumented, 2 bad usage or spec.
"""
from __future__ import annotations

import functools
import json
import os
import sys
from importlib import resources
from typing import Any, NoReturn

import click

from srcinst import __version__
from srcinst.diagnostics import Diagnostic, Reporter, SrcinstError, error
from srcinst.instrument import Options, instrument_file
from srcinst.output import same_file, write_atomically
from srcinst.settings import SETTINGS, Settings, runtime_variables, shown
from srcinst.spec import Spec, load_spec

BUILTIN_SPECS = "srcinst.specs"


@functools.cache
def _builtin_specs() -> Any:
    """Where the built-in specs are, looked up once: a served compile would
    pay about half a millisecond for it (the server looks it up first)."""
    return resources.files(BUILTIN_SPECS)


def builtin_spec_names() -> list:
    return sorted(p.name for p in _builtin_specs().iterdir() if p.name.endswith(".spec"))


def resolve_spec(name: str) -> str:
    """A spec path as given, else a built-in spec by name (`tau.spec` or `tau`)."""
    if os.path.exists(name):
        return name
    candidates = [name, name + ".spec"] if not name.endswith(".spec") else [name]
    if os.sep not in name:
        for candidate in candidates:
            packaged = _builtin_specs() / candidate
            if packaged.is_file():
                return str(packaged)
    raise error(f"no such spec file, and no built-in spec of that name "
                f"(built-in: {', '.join(builtin_spec_names())})", name, status=2)


def merge(spec: Spec, other: Spec) -> None:
    spec.merge(other)


def _compile_args(includes, defines, undefines, std, forced, isystem) -> list:
    args = [f"-I{d}" for d in includes] + [f"-D{d}" for d in defines] + [f"-U{u}" for u in undefines]
    for header in forced:
        args += ["-include", header]
    for directory in isystem:
        args += ["-isystem", directory]
    if std:
        args.append(f"-std={std}")
    return args


# Options shared by the file command and the compiler wrapper.
SELECT_OPTION = click.option("-f", "--select", "select", multiple=True, type=click.Path(dir_okay=False),
                             help="TAU-style selection file: include/exclude lists, select rules (and rules); "
                                  "repeatable.")
ABORT_CALL_OPTION = click.option("--abort-call", "abort_calls", multiple=True, metavar="NAME",
                                 help="Also treat calls to NAME (e.g. MPI_Abort) as abort sites.")
LINE_MARKERS_OPTION = click.option("--line-markers/--no-line-markers", default=True,
                                   help="Emit #line markers so messages point at the original file "
                                        "(default: on).")
VERBOSE_OPTION = click.option("-v", "--verbose", is_flag=True,
                              help="Also print notes (skipped routines, ...).")


def SELECTION_OPTIONS(command):
    """Selection by structure on the command line (shorthands for select rules)."""
    for option in reversed([
        click.option("--min-cc", type=click.IntRange(min=0), metavar="N",
                     help="Exclude routines of cyclomatic complexity below N (exclude if cc < N)."),
        click.option("--min-lines", type=click.IntRange(min=0), metavar="N",
                     help="Exclude routines with fewer than N lines of code in the body."),
        click.option("--calls", "calls_patterns", multiple=True, metavar="PAT",
                     help="Include only routines on a call path to PAT, e.g. 'MPI_#' "
                          "(include if reaches(\"PAT\")); repeatable."),
        click.option("--include-if", multiple=True, metavar="EXPR",
                     help="A select rule 'include if EXPR', e.g. 'loops or cc >= 5'; repeatable."),
        click.option("--exclude-if", multiple=True, metavar="EXPR",
                     help="A select rule 'exclude if EXPR', e.g. 'inline and lines < 3'; repeatable."),
        click.option("--include-loop-if", multiple=True, metavar="EXPR",
                     help="A select rule of loops 'include loop if EXPR', e.g. 'level == 1'; repeatable."),
        click.option("--exclude-loop-if", multiple=True, metavar="EXPR",
                     help="A select rule of loops 'exclude loop if EXPR', e.g. 'trips < 4'; repeatable."),
        click.option("--callgraph", "callgraphs", multiple=True, type=click.Path(dir_okay=False),
                     metavar="GRAPH.json",
                     help="Call graph written by --record-calls: reaches() follows calls into other files."),
    ]):
        command = option(command)
    return command


def _selection(min_cc, min_lines, calls_patterns, include_if, exclude_if, callgraphs, include_loop_if=(),
               exclude_loop_if=()):
    """(select rules, call graph paths) of the command-line shorthands."""
    from srcinst.select.selection import shorthand_rules
    rules = shorthand_rules(min_cc, min_lines, calls_patterns, include_if, exclude_if, include_loop_if,
                            exclude_loop_if)
    return rules, [os.path.abspath(p) for p in callgraphs]



HELP_SETTINGS = {"help_option_names": ["-h", "--help"], "max_content_width": 80}


def _reference(*pages: str) -> str:
    """The help's last line: where the command is documented (docs/ of
    srcinst's source tree; \b keeps click from re-flowing it)."""
    return "\b\nReference: " + ", ".join(f"docs/{page}" for page in pages)


SPEC_HELP = "Spec file, or the name of a built-in spec (tau, scorep, printf, trace, ...)."


@click.command(context_settings=HELP_SETTINGS, epilog=_reference('usage.md', 'spec-language.md', 'selection.md'))
@click.argument("files", nargs=-1, type=click.Path(dir_okay=False))
@click.option("-s", "--spec", "spec_name", metavar="SPEC",
              help=SPEC_HELP + " Required, except with --list and --record-calls.")
@click.option("-p", "--build-dir", "build_dir", type=click.Path(file_okay=False),
              help="Instrument the files of BUILD_DIR/compile_commands.json (all, or the FILES named), "
                   "each with its own flags; needs -d.")
@click.option("-j", "--jobs", type=click.IntRange(min=1), metavar="N",
              help="Worker processes with -p (default: the number of CPUs).")
@SELECT_OPTION
@SELECTION_OPTIONS
@click.option("--list", "list_routines", is_flag=True,
              help="Write nothing; print every routine with its location, signature and metrics, and "
                   "whether the spec and the selection instrument it (if not, why).")
@click.option("--format", "list_format", type=click.Choice(["table", "json"]), default="table",
              show_default=True, help="Output of --list.")
@click.option("--record-calls", type=click.Path(dir_okay=False), metavar="GRAPH.json",
              help="Write nothing but the files' call graph (routine -> callees) to GRAPH.json, "
                   "for --callgraph in a second pass.")
@click.option("-o", "--output", type=click.Path(dir_okay=False), help="Output file (one input).")
@click.option("-d", "--output-dir", type=click.Path(file_okay=False),
              help="Directory for the outputs (same file names as the inputs).")
@click.option("--headers-dir", type=click.Path(file_okay=False), metavar="DIR",
              help="C, C++: also instrument the project's headers the inputs include (SRCINST_HEADERS chooses "
                   "which), writing their copies into DIR; the outputs include the copies by path.")
@click.option("--lang", type=click.Choice(["c", "c++", "fortran"], case_sensitive=False),
              help="Language of the inputs (default: from the file name).")
@click.option("--compiler", metavar="CC",
              help="Compiler whose headers and defaults the parser uses (default: cc / c++).")
@click.option("-I", "includes", multiple=True, metavar="DIR", help="Include directory (as for the compiler).")
@click.option("-D", "defines", multiple=True, metavar="NAME[=VALUE]", help="Define a macro.")
@click.option("-U", "undefines", multiple=True, metavar="NAME", help="Undefine a macro.")
@click.option("-std", "std", metavar="STD", help="Language standard, as -std=c99.")
@click.option("-include", "forced", multiple=True, metavar="FILE", help="Force-include a header.")
@click.option("-isystem", "isystem", multiple=True, metavar="DIR", help="System include directory.")
@click.option("-fopenmp", "openmp", is_flag=True, help="Parse with OpenMP enabled (defines _OPENMP).")
@ABORT_CALL_OPTION
@click.option("--fixed", "form", flag_value="fixed", help="Fortran: read the inputs as fixed form.")
@click.option("--free", "form", flag_value="free",
              help="Fortran: read the inputs as free form (default: from the file name, as gfortran).")
@click.option("--fixed-line-length", type=click.IntRange(min=72), default=72, show_default=True,
              metavar="N", help="Fortran fixed form: last column (as -ffixed-line-length-N).")
@click.option("--free-line-length", type=click.IntRange(min=132), default=132, show_default=True,
              metavar="N", help="Fortran free form: longest line (as -ffree-line-length-N).")
@LINE_MARKERS_OPTION
@VERBOSE_OPTION
@click.version_option(__version__, "--version", prog_name="srcinst")
@click.pass_obj
def cli(settings, files, spec_name, build_dir, jobs, select, min_cc, min_lines, calls_patterns, include_if, exclude_if,
        include_loop_if, exclude_loop_if, callgraphs, list_routines, list_format, record_calls, output, output_dir,
        headers_dir, lang, compiler, includes, defines, undefines, std, forced, isystem, openmp, abort_calls, form,
        fixed_line_length, free_line_length, line_markers, verbose):
    """Instrument C, C++ and Fortran FILES as the SPEC says.

    \b
    Other commands (each has --help):
      srcinst -s SPEC [OPTIONS] -- CC ARGS...  compiler wrapper (--help --)
      srcinst runtime    build the trace runtime, print its flags
      srcinst report     summarise traces, draw a flame graph
      srcinst server     show or stop the wrapper's resident server
      srcinst client     build the native client, print its path
      srcinst cache      show or clear the cache of instrumented copies
      srcinst config     print the settings (SRCINST_*) and where each came from
    """
    reporter = Reporter(verbose=verbose)
    analysis = (list_routines, list_format, record_calls) if list_routines or record_calls else None
    if analysis is None and not spec_name:
        raise click.UsageError("Missing option '-s' / '--spec'.")
    if headers_dir and (analysis is not None or build_dir is not None):
        raise click.UsageError("--headers-dir goes with instrumenting FILES (not --list, --record-calls, -p)")
    if analysis is not None and (output or output_dir):
        raise click.UsageError(f"{'--list' if list_routines else '--record-calls'} writes no "
                               f"instrumented files: drop -o/-d")
    try:
        selection = _selection(min_cc, min_lines, calls_patterns, include_if, exclude_if, callgraphs,
                               include_loop_if, exclude_loop_if)
    except SrcinstError as exc:
        _fail(exc)
    if build_dir is not None:
        _project(build_dir, files, spec_name, select, output_dir, output, jobs,
                 Options(abort_calls=tuple(abort_calls), line_markers=line_markers, settings=settings), verbose,
                 reporter,
                 selection, analysis)
    if not files:
        raise click.UsageError("Missing argument 'FILES...'.")
    try:
        options = Options(lang=lang.lower() if lang else None, compiler=compiler,
                          compile_args=_compile_args(includes, defines, undefines, std, forced, isystem)
                          + (["-fopenmp"] if openmp else []),
                          abort_calls=tuple(abort_calls), line_markers=line_markers, form=form,
                          fixed_line_length=fixed_line_length, free_line_length=free_line_length,
                          settings=settings)
        if analysis is not None:
            status = _analyze(files, None, spec_name, select, selection, options, analysis, None, verbose,
                              reporter)
        else:
            status = _run(files, spec_name, select, output, output_dir, options, reporter, selection, headers_dir)
    except SrcinstError as exc:
        _fail(exc)
    sys.exit(status)


def _project(build_dir, files, spec_name, select, output_dir, output, jobs, base: Options, verbose,
             reporter, selection=None, analysis=None) -> None:
    from srcinst.wrap import project
    try:
        if analysis is None and (output or not output_dir):
            raise error("-p writes into a directory: give -d OUTDIR (and no -o)", status=2)
        entries = project.select_entries(project.load_compile_commands(build_dir), files)
        if analysis is not None:
            status = _analyze(None, entries, spec_name, select, selection, base, analysis, jobs, verbose,
                              reporter)
        else:
            spec = _load_spec(spec_name, select, reporter, selection)
            base.metrics = spec.needs_metrics
            status = project.run_project(entries, spec, output_dir, jobs, base, verbose)
    except SrcinstError as exc:
        _fail(exc)
    sys.exit(status)


def _load_spec(spec_name, select, reporter, selection=None) -> Spec:
    """The spec with the select files and the command line's selection merged
    into it; without a spec name (--list), a spec that lets the selection
    alone decide. Call graphs are read now, so a missing one fails early."""
    from srcinst.select.listing import selection_only_spec
    spec = load_spec(resolve_spec(spec_name), reporter) if spec_name else selection_only_spec()
    if spec_name:  # a file of that name made later would be read instead of the built-in
        try:
            spec._files.append(os.path.abspath(spec_name))
        except OSError:  # no working directory: nothing to watch there
            pass
    for path in select:
        merge(spec, load_spec(path, reporter))
    if selection is not None:
        rules, callgraphs = selection
        spec.select_rules += rules
        spec.callgraph_paths += [p for p in callgraphs if p not in spec.callgraph_paths]
    spec.call_graph()
    for unused in spec.unused_loop_selections() if spec_name else ():
        reporter.warning(f"this loops rule has no effect: the spec ({spec.path}) says what code loops get "
                         "with region=loop rules, and has none", unused.origin.path, unused.origin.line,
                         unused.origin.col)
    for call in spec.unused_call_selections() if spec_name else ():
        reporter.warning(f"this {call.kind} rule has no effect: the spec ({spec.path}) says what code calls get "
                         "with region=call rules, and has none", call.origin.path, call.origin.line,
                         call.origin.col)
    if spec.loop_rules and not spec.loop_selections:
        where, _, line = spec.loop_rules[0].where.rpartition(":")
        at = (where, int(line)) if line.isdigit() else (spec.loop_rules[0].where, None)
        reporter.warning("the select rules of loops have no effect: they choose among the loops that loops rules "
                         "give code (loops routine=\"#\"), and there are none", *at)
    for marked in spec.unused_marked_ranges() if spec_name else ():
        reporter.warning(f"this {marked.kind} rule has no effect: the spec ({spec.path}) has no region={marked.kind} "
                         "rules to say what code it gets", marked.origin.path, marked.origin.line, marked.origin.col)
    return spec


def _analyze(files, entries, spec_name, select, selection, options: Options, analysis, jobs, verbose,
             reporter) -> int:
    """--list and --record-calls: parse with metrics, print or write, instrument nothing."""
    from srcinst.select import listing
    from srcinst.wrap import project
    list_routines, list_format, record_calls = analysis
    spec = _load_spec(spec_name, select, reporter, selection)
    options.metrics = True
    show_rules = bool(spec_name)
    status = 0
    if entries is not None:
        rows, status = project.analyze_project(entries, spec, jobs, options, verbose, show_rules)
    else:
        rows = []
        headers_seen: set[str] = set()
        for path in files:
            try:
                rows += listing.analyze_file(path, spec, options, reporter, show_rules)
                rows += listing.analyze_headers(path, spec, options, reporter, show_rules, headers_seen)
            except SrcinstError as exc:
                _print_diagnostics(exc)
                status = max(status, exc.status)
    if record_calls:
        graph = listing.call_graph(rows)
        graph.write(record_calls)
        calls = sum(len(v) for v in graph.edges.values())
        print(f"srcinst: call graph of {len(graph)} routines ({calls} calls) written to {record_calls}",
              file=sys.stderr)
    if list_routines:
        if list_format == "json":
            sys.stdout.write(listing.format_json(rows))
        else:
            sys.stdout.write(listing.format_table(rows))
            line = listing.summary(rows)
            if line:
                print(line, file=sys.stderr)
        sys.stdout.flush()
    return status


def _print_diagnostics(exc: SrcinstError) -> None:
    for diag in exc.diagnostics:
        print(diag, file=sys.stderr)


def _fail(exc: SrcinstError) -> NoReturn:
    _print_diagnostics(exc)
    sys.exit(exc.status)


def _run(files, spec_name, select, output, output_dir, options: Options, reporter, selection=None,
         headers_dir=None) -> int:
    if output and output_dir:
        raise error("use either -o or -d, not both", status=2)
    if output and len(files) > 1:
        raise error("-o takes one input file; use -d DIR for several", status=2)
    spec = _load_spec(spec_name, select, reporter, selection)
    options.metrics = options.metrics or spec.needs_metrics
    targets: list[tuple[str, str | None]] = []  # (input, output file or None: stdout)
    for path in files:
        if output:
            target = None if output == "-" else output  # `-o -` is stdout, as for cc
        elif output_dir:
            target = os.path.join(output_dir, os.path.basename(path))
        else:
            target = None  # stdout
        if target is not None and os.path.exists(path) and same_file(path, target):
            raise error("output would overwrite the input file", path, status=2)
        if output_dir and target is not None and any(same_file(target, t) for _, t in targets if t is not None):
            raise error(f"two inputs would both be written to '{target}'", path, status=2)
        targets.append((path, target))
    if output_dir:
        try:
            os.makedirs(output_dir, exist_ok=True)
        except OSError as exc:
            raise error(f"cannot create output directory: {exc.strerror}", output_dir, status=2) from exc

    status = 0
    copies = None if headers_dir is None else _HeaderCopiesInto(headers_dir, spec, options, reporter)
    for path, target in targets:
        try:
            data = instrument_file(path, spec, options, reporter)
            if copies is not None:
                data = copies.rewrite(path, data)
        except SrcinstError as exc:
            _print_diagnostics(exc)
            status = max(status, exc.status)
            continue
        if target is None:
            sys.stdout.buffer.write(data)
            sys.stdout.flush()
        else:
            write_atomically(target, data)
    if copies is not None:
        copies.tell([os.path.dirname(os.path.abspath(path)) for path, target in targets
                     if target is None or not same_file(os.path.dirname(os.path.abspath(path)),
                                                        os.path.dirname(os.path.abspath(target)))])
    return status


class _HeaderCopiesInto:
    """--headers-dir: the project's headers the inputs include, instrumented
    as a wrapped compile would (srcinst.wrap.headers), their copies written
    into one directory, as the headers lie in the project's tree (else under
    `outside/`); the includes that lead to them name them by path."""

    def __init__(self, directory: str, spec: Spec, options: Options, reporter: Reporter):
        self.directory, self.spec, self.options, self.reporter = os.path.abspath(directory), spec, options, reporter
        self.made: dict[tuple[str, str], Any] = {}  # (language, project root) -> HeaderCopies

    def rewrite(self, path: str, data: bytes) -> bytes:
        from srcinst.frontends import language_of
        from srcinst.wrap import headers
        lang = self.options.lang or language_of(path)
        choice = self.options.settings.headers
        if lang not in ("c", "c++") or not choice or choice == ("none",):
            return data
        chooser = headers.chooser_for(lang, self.options.compiler, self.options.compile_args, choice, path,
                                      os.getcwd(), str(self.options.settings.cache_path))
        key = (lang, chooser.root)
        if key not in self.made:
            from dataclasses import replace
            self.made[key] = headers.HeaderCopies(chooser, replace(self.options, lang=lang), self.spec, self.reporter,
                                                  [], self._placer(chooser.root), self.options.line_markers)
        return self.made[key].rewrite(data, path, own_directory_searched=True)

    def _placer(self, root: str):
        def place(original: str, key: bytes) -> str:
            real = os.path.realpath(original)
            inside = os.path.relpath(real, root)
            if inside.startswith(os.pardir + os.sep):
                inside = os.path.join("outside", real.lstrip(os.sep))
            target = os.path.join(self.directory, inside)
            try:
                os.makedirs(os.path.dirname(target), exist_ok=True)
            except OSError as exc:
                raise error(f"cannot write a header's copy: {exc.strerror}", target, status=2) from exc
            return target
        return place

    def tell(self, elsewhere: list[str]) -> None:
        """Says where the copies went and what the outputs' compile needs:
        an output that is not beside its input no longer finds the input's
        neighbours through quotes (-iquote names their directory)."""
        written = sum(len(made.placed()) for made in self.made.values())
        where = os.path.relpath(self.directory)
        print(f"srcinst: {written} header cop{'y' if written == 1 else 'ies'} written to "
              f"{where}/ (the outputs include them by path)", file=sys.stderr)
        flags = " ".join(f"-iquote {os.path.relpath(d)}" for d in dict.fromkeys(elsewhere))
        if flags:
            print(f"srcinst: compile the outputs with the inputs' flags and {flags}", file=sys.stderr)


@click.command(context_settings=HELP_SETTINGS, epilog=_reference('trace.md'))
@click.option("--cc", metavar="CC", help="C compiler to build the runtime with (default: $CC or cc).")
@click.option("--cflags", is_flag=True, help="Print the compile flags (the header's directory).")
@click.option("--libs", is_flag=True, help="Print the link flags (builds the runtime if needed).")
@click.option("-v", "--verbose", is_flag=True, help="Also say on stderr whether OTF2 output is built in.")
@click.pass_obj
def runtime_cli(settings, cc, cflags, libs, verbose):
    """Build srcinst's trace runtime and print the flags that use it.

    With neither --cflags nor --libs, prints both, as in
    `cc app.inst.c $(srcinst runtime) -o app`.
    """
    from srcinst.native import default_compiler
    from srcinst.trace import runtime_build
    try:
        flags = []
        if cflags or not libs:
            flags += runtime_build.compile_flags()
        if libs or not cflags:
            flags += runtime_build.link_flags(cc or default_compiler(), settings)
        if verbose:
            click.echo(f"srcinst runtime: {runtime_build.otf2_status(cc or default_compiler(), settings)}",
                       err=True)
            mpi = runtime_build.mpi_status(cc or default_compiler(), settings)
            if mpi:
                click.echo(f"srcinst runtime: {mpi}", err=True)
    except SrcinstError as exc:
        _fail(exc)
    click.echo(" ".join(flags))


@click.command(context_settings=HELP_SETTINGS, epilog=_reference('trace.md'))
@click.argument("inputs", nargs=-1, required=True, type=click.Path(), metavar="FILE|DIR...")
@click.option("--svg", type=click.Path(dir_okay=False), help="Write a flame graph of the call tree.")
@click.option("--folded", type=click.Path(dir_okay=False),
              help="Write the call tree as folded stacks (flamegraph.pl, speedscope).")
@click.option("--top", default=20, show_default=True, type=click.IntRange(min=1), metavar="N",
              help="Routines in the summary.")
@click.option("--exclude-list", type=click.Path(dir_okay=False), metavar="OUT",
              help="Write a TAU exclude list (for srcinst -f OUT) of the routines, loops and calls too costly "
                   "to measure, by TAU's throttle rule: more than --exclude-calls calls and less than "
                   "--exclude-us-per-call us inclusive per call, summed over all inputs; never main.")
@click.option("--exclude-calls", type=click.IntRange(min=0), metavar="N",
              help="Calls above which a cheap routine is excluded (TAU_THROTTLE_NUMCALLS; default 100000).")
@click.option("--exclude-us-per-call", type=click.FloatRange(min=0), metavar="US",
              help="Inclusive us per call below which a frequent routine is excluded "
                   "(TAU_THROTTLE_PERCALL; default 10).")
def report_cli(inputs, svg, folded, top, exclude_list, exclude_calls, exclude_us_per_call):
    """Summarise the trace files (PREFIX.PID.pftrace or .json) and flat
    profiles (PREFIX.PID.profile.txt) of srcinst's runtime, merged over
    processes; a directory stands for those files in it."""
    from srcinst.trace import report
    try:
        if (exclude_calls is not None or exclude_us_per_call is not None) and not exclude_list:
            raise error("--exclude-calls and --exclude-us-per-call need --exclude-list OUT", status=2)
        loaded, notes = report.load_inputs(inputs, timelines=bool(svg or folded))
        drawn = [trace for trace in loaded if trace.has_timeline]
        if (svg or folded) and not drawn:
            raise error("--svg and --folded draw call paths, which only a trace has; the inputs are "
                        "flat profiles", status=2)
        for note in notes:
            print(note, file=sys.stderr)
        stats = report.profile(loaded)
        click.echo(report.format_summary(stats, loaded, top=top), nl=False)
        if svg or folded:
            tree = report.call_tree(drawn)
            names = [os.path.basename(trace.path) for trace in drawn]
            title = "srcinst: " + (", ".join(names) if len(names) <= 3 else f"{names[0]} and {len(names) - 1} more")
            if svg:
                write_atomically(svg, report.render_flamegraph_svg(tree, title=title).encode())
            if folded:
                write_atomically(folded, report.write_folded(tree).encode())
            if len(drawn) < len(loaded):
                print(Diagnostic("note", f"the call tree leaves out {len(loaded) - len(drawn)} of {len(loaded)} "
                                         "processes: given as flat profiles, they have no call paths"),
                      file=sys.stderr)
        if exclude_list:
            calls = report.THROTTLE_CALLS if exclude_calls is None else exclude_calls
            us_per_call = report.THROTTLE_US_PER_CALL if exclude_us_per_call is None else exclude_us_per_call
            excluded = report.throttled(stats, loaded, calls, us_per_call)
            listed = report.format_exclude_list(excluded, len(loaded), calls, us_per_call)
            write_atomically(exclude_list, listed.encode())
    except SrcinstError as exc:
        _fail(exc)


class WrapCommand(click.Command):
    """The compiler wrapper's command. Once its defaults are remembered (a
    server does it before it forks its workers), the options builds give
    it (-s SPEC, --keep, --strict, -v, --[no-]line-markers) are read here,
    not by click's parser: a served compile pays for every object it
    touches, whose pages are copied from the server's, and the parser
    touches many (about a millisecond of each compile). Anything else goes
    to click, which also says what is wrong."""

    defaults: dict[str, Any] | None = None
    FLAGS = {"--keep": ("keep", True), "--strict": ("strict", True), "-v": ("verbose", True),
             "--verbose": ("verbose", True), "--line-markers": ("line_markers", True),
             "--no-line-markers": ("line_markers", False)}

    def remember_defaults(self) -> None:
        """What click's parser makes of no options at all."""
        self.defaults = dict(self.make_context("srcinst", [], obj=None).params)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        given = self.plain_options(args) if self.defaults is not None else None
        if self.defaults is None or given is None:
            return super().parse_args(ctx, args)
        ctx.params.update(self.defaults)
        ctx.params.update(given)
        ctx.args = []
        return []

    @classmethod
    def plain_options(cls, args: list[str]) -> dict[str, Any] | None:
        """The values that `args` give, if it holds nothing but those options
        (a spec that looks like an option is left to click)."""
        given: dict[str, Any] = {}
        at = 0
        while at < len(args):
            if args[at] in cls.FLAGS:
                name, value = cls.FLAGS[args[at]]
                given[name] = value
            elif args[at] in ("-s", "--spec") and at + 1 < len(args) and not args[at + 1].startswith("-"):
                at += 1
                given["spec_name"] = args[at]
            else:
                return None
            at += 1
        return given


@click.command(cls=WrapCommand, context_settings=HELP_SETTINGS, epilog=_reference('build.md'))
@click.option("-s", "--spec", "spec_name", metavar="SPEC", help=SPEC_HELP + " Default: $SRCINST_SPEC.")
@SELECT_OPTION
@SELECTION_OPTIONS
@ABORT_CALL_OPTION
@LINE_MARKERS_OPTION
@click.option("--keep", is_flag=True, help="Keep the instrumented sources in srcinst-inst/ beside the objects.")
@click.option("--strict", is_flag=True,
              help="Fail when a file cannot be instrumented, or its copy warns of an implicit declaration or "
                   "conversion the original does not (default: compile the original, with a warning).")
@VERBOSE_OPTION
@click.pass_obj
def wrap_cli(obj, spec_name, select, min_cc, min_lines, calls_patterns, include_if, exclude_if,
             include_loop_if, exclude_loop_if, callgraphs, abort_calls, line_markers, keep, strict, verbose):
    """Compiler wrapper: srcinst [OPTIONS] -- COMPILER ARGS...

    Instruments the source files of one compile command and runs it. Options
    also come from $SRCINST_OPTIONS; SRCINST_DISABLE=1 runs the command as is.
    """
    from srcinst.wrap.wrapper import WrapperOptions, run_command
    compiler_command, settings = obj
    spec_name = spec_name or settings.spec
    if not spec_name:
        raise click.UsageError("no spec: give -s SPEC before '--', or set SRCINST_SPEC")
    reporter = Reporter(verbose=verbose)
    try:
        selection = _selection(min_cc, min_lines, calls_patterns, include_if, exclude_if, callgraphs,
                               include_loop_if, exclude_loop_if)
        spec = _load_spec(spec_name, select, reporter, selection)
        status = run_command(compiler_command, spec,
                             WrapperOptions(abort_calls=tuple(abort_calls), line_markers=line_markers,
                                            keep=keep, strict=strict, metrics=spec.needs_metrics,
                                            settings=settings), reporter)
    except SrcinstError as exc:
        _fail(exc)
    sys.exit(status)


def _wrap(args: list, settings: Settings) -> None:
    split = args.index("--")
    own, compiler_command = args[:split], args[split + 1:]
    from srcinst.wrap.wrapper import pass_through
    if settings.disable:  # configure steps: as if srcinst were not there
        sys.exit(pass_through(compiler_command))
    wrap_cli([*settings.options, *own], prog_name="srcinst", obj=(compiler_command, settings))


@click.command(context_settings=HELP_SETTINGS, epilog=_reference('build.md'))
@click.option("--stop", is_flag=True, help="Stop the server of this installation.")
@click.pass_obj
def server_cli(settings, stop):
    """The resident server that wrapped compiles use (started on demand;
    SRCINST_SERVER=0 turns it off). Prints its socket and whether it runs."""
    from srcinst.wrap import server_address
    path = server_address.socket_path(settings.server_dir)
    if path is None:
        _fail(SrcinstError(Diagnostic("error", "no private directory for the server's socket "
                                      "(set SRCINST_SERVER_DIR)")))
    if stop:
        print(f"{path}: {'stopped' if server_address.stop(path) else 'not running'}")
    else:
        print(f"{path}: {'running' if server_address.running(path) else 'not running'}")


@click.command(context_settings=HELP_SETTINGS, epilog=_reference('build.md'))
@click.option("--cc", metavar="CC", help="C compiler to build the client with (default: $CC or cc).")
@click.pass_obj
def client_cli(settings, cc):
    """Print the path of srcinst's native client, building it if needed: a
    drop-in for `srcinst` in front of `--` that starts no Python when the
    server runs, e.g. make CC="$(srcinst client) -s tau.spec -- gcc"."""
    from srcinst.native import default_compiler
    from srcinst.wrap import client_build
    try:
        print(client_build.build_client(cc or default_compiler(), settings.cache_path))
    except SrcinstError as exc:
        _fail(exc)


@click.command(context_settings=HELP_SETTINGS, epilog=_reference('cost.md'))
@click.option("--stats", "action", flag_value="stats", default=True,
              help="Print where the cache is, its entries, size and hits (default).")
@click.option("--clear", "action", flag_value="clear", help="Remove every entry and counter.")
@click.pass_obj
def cache_cli(settings, action):
    """The cache of instrumented copies: a file is parsed again only when it,
    a header it includes, the spec, the options, the compiler or srcinst
    changed; a compile repeated in the same state is run by the native
    `srcinst` alone (direct hits). SRCINST_CACHE=0 turns it off;
    SRCINST_CACHE_SIZE bounds it (default 1G); --stats shows where it is."""
    from srcinst import result_cache
    if action == "clear":
        print(f"{settings.results_dir}: removed {result_cache.clear(settings)} entries")
        return
    st = result_cache.stats(settings)
    looked = st["hits"] + st["misses"]
    rate = f" ({100 * st['hits'] / looked:.0f}%)" if looked else ""
    by_exec = f" ({st['direct-execs']} by exec)" if st["direct-execs"] else ""
    print(f"directory: {st['directory']}{'' if st['enabled'] else ' (off: SRCINST_CACHE=0)'}\n"
          f"entries:   {st['entries']}\n"
          f"size:      {_size(st['size'])} of {_size(st['max_size'])}\n"
          f"hits:      {st['hits']}{rate}\n"
          f"misses:    {st['misses']}\n"
          f"stores:    {st['stores']}\n"
          f"direct:    {st['direct-hits']} compiles repeated without Python{by_exec}\n"
          f"headers:   {st['pch-hits']} parses from {st['pch-stores']} precompiled preambles")


def _size(n: float) -> str:
    for unit in ("bytes", "KiB", "MiB"):
        if n < 1024 or unit == "MiB" and n < 1 << 30:
            return f"{n:.0f} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n / 1024:.1f} GiB"


@click.command(context_settings=HELP_SETTINGS, epilog=_reference('settings.md'))
@click.option("--format", "form", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="Output: one line per setting, or JSON.")
@click.pass_obj
def config_cli(settings, form):
    """Print srcinst's settings: each one's effective value and where it came
    from, `(environment)` (its SRCINST_* variable) or `(default)`; then the
    trace runtime's variables, which instrumented programs read when they
    run, as this environment sets them."""
    rows = [{"name": s.name, "variable": s.env, "value": shown(settings, s.name),
             "origin": settings.origins.get(s.name, "default")} for s in SETTINGS]
    runtime = [{"variable": name, "value": default if value is None else value,
                "origin": "default" if value is None else "environment"}
               for name, value, default in runtime_variables()]
    if form == "json":
        click.echo(json.dumps({"settings": rows, "runtime": runtime}, indent=2))
        return
    for row in rows:
        click.echo(f"({row['origin']}) {row['name']} = {row['value']}")
    click.echo("# the trace runtime's, read by instrumented programs when they run:")
    for row in runtime:
        click.echo(f"({row['origin']}) {row['variable']} = {row['value']}")


SUBCOMMANDS = {"runtime": runtime_cli, "report": report_cli, "server": server_cli, "client": client_cli,
               "cache": cache_cli, "config": config_cli}


def main(settings: Settings | None = None) -> None:
    """`settings`: as wrap.launch.main read them, else read here (the one
    read of SRCINST_*: passed down from here)."""
    # Subcommands are words before any file; a file named like one can be
    # given as ./report.
    args = sys.argv[1:]
    command = SUBCOMMANDS.get(args[0]) if args else None
    try:
        if settings is None:
            try:
                settings = Settings.from_environ()
            except SrcinstError as exc:
                _fail(exc)
        if command is not None:
            command(args[1:], prog_name=f"srcinst {args[0]}", obj=settings)
        elif "--" in args:
            _wrap(args, settings)
        else:
            cli(prog_name="srcinst", obj=settings)
    except KeyboardInterrupt:
        print(Diagnostic("error", "interrupted"), file=sys.stderr)
        sys.exit(130)
