"""Fortran routines and their sites, found with fparser (fparser2).

fparser classifies statements and gives their lines; fortran_source gives
their exact bytes. The two are matched statement by statement (first line,
then order on that line). fparser never regenerates any source here.

Files with `#` directives are run through the user's compiler's preprocessor
(`gfortran -E -cpp` with the user's -I/-D/-U) and parsed as the compiler will
see them; its line markers map every statement back to the original file,
where the edits go. Lines cut out by `#if` are known, so code is never placed
into an inactive branch, and a statement that came from an `#include`d file
is attributed to the `#include` line.
"""
from __future__ import annotations

import bisect
import contextlib
import logging
import os
import re
import subprocess
import tempfile
from dataclasses import dataclass, field
from typing import Any

from srcinst.diagnostics import error
from srcinst.model import Position, Routine, Site, SourceUnit

from . import (
    fortran_calls,
    fortran_include,
    fortran_metrics,
    fortran_omp,
    fortran_ranges,
    fortran_regions,
    fortran_scan,
)
from .fortran_source import (
    BOM,
    CODE,
    CPP,
    CPP_CLOSE,
    CPP_OPEN,
    FortranSource,
    Statement,
    is_fixed_form_path,
    matching_paren,
    preamble_placer,
    tab_format_field,
)
from .line_markers import locator, quote_path
from .toolchain import parse_compiler

ABORT_CALLS = ("EXIT", "ABORT")

_INCLUDE_LINE = re.compile(r"""^(\s*(?:\d+\s+)?include\s*)(['"]).*\2(\s*(?:!.*)?)$""", re.I)
_INTERFACE = re.compile(r"^\s*(?:abstract\s+)?interface\b", re.I)
_END_INTERFACE = re.compile(r"^\s*end\s*interface\b", re.I)
_MODULE_PROCEDURE = re.compile(r"^(\s*)module\s+procedure\s+(\w+)\s*(!.*)?$", re.I)
_END_PROCEDURE = re.compile(r"^(\s*)end\s*procedure\b", re.I)
_DIRECTIVE = re.compile(r"#\s*(if|ifdef|ifndef|elif|else|endif|include|define|undef|error|warning|pragma)\b")
_MARKER = re.compile(r'^# (\d+) "((?:\\.|[^"\\])*)"((?: \d+)*)\s*$')
_DO_LABEL = re.compile(r"^(?:\w+\s*:\s*)?DO\s*(\d+)", re.I)
_IF_OPEN = re.compile(r"\s*IF\s*\(", re.I)
_MODULE_PROCEDURE_HEADER = re.compile(r"\s*module\s+procedure\b", re.I)
_INCLUDES = re.compile(r"""^[ \t]*(?:#[ \t]*include\b|(?:\d+[ \t]+)?include[ \t]*['"])""", re.I | re.M)
# Labels a statement may branch to (squeezed text, literals removed): GO TO l,
# GO TO (l, ...), GO TO k (l, ...), IF (e) GO TO l, ERR=/END=/EOR=l, CALL s(*l),
# ASSIGN l TO k; the arithmetic IF's three are read after its parentheses.
_BRANCH_LABELS = re.compile(r"GOTO(\d+)|GOTO(?:[A-Z]\w*,?)?\(([\d,]+)\)|(?:ERR|END|EOR)=(\d+)|"
                            r"[(,]\*(\d+)(?=[,)])|(?:^|\))ASSIGN(\d+)TO")
_ARITHMETIC_IF = re.compile(r"(\d+),(\d+),(\d+)$")
_IMPLICIT_NONE_EXTERNAL = re.compile(r"IMPLICITNONE\((\w+,)*EXTERNAL(,\w+)*\)$")
_IMPLICIT_NONE_WORDS = re.compile(r"\s*".join("IMPLICITNONE(").replace("(", r"\("), re.I)
_INCLUDE_WORD = re.compile(r"\s*".join("INCLUDE") + r"\s*['\"]", re.I)
_IMPLICIT_NONE_SPEC = re.compile(r"^(\s*(?:\d+\s+)?implicit\s*none)\s*\([\w\s,]*\)(\s*(?:[;!].*)?)$", re.I)
_PREFIX_WORDS = re.compile(r"\b(IMPURE|PURE|ELEMENTAL|MODULE)\b", re.I)

_parser = None


def _squeezed_head(text: str, n: int) -> str:
    """The first n characters of a statement's text without blanks, in upper
    case: a cheap look at its keyword (fixed form ignores blanks)."""
    head = ""
    for i in range(0, len(text), 2 * n):
        head += re.sub(r"\s", "", text[i:i + 2 * n])
        if len(head) >= n:
            break
    return head[:n].upper()


def _sort_sites(routine) -> None:
    """Exits and aborts in source order, after some were found out of it."""
    routine.exits.sort(key=lambda site: site.pos.offset)
    routine.aborts.sort(key=lambda site: site.pos.offset)


def _if_action(squeezed: str):
    """(whether the statement is a one-line IF, the statement it runs or the statement itself)."""
    if not squeezed.startswith("IF("):
        return False, squeezed
    close = matching_paren(squeezed, 2)
    return True, squeezed[close + 1:] if close > 0 else ""


def _inactive_site_kind(action: str, abort_calls) -> str | None:
    """What an action (upper case, blanks removed) read from an inactive
    branch is: "return", "abort", "entry" or None."""
    if re.fullmatch(r"RETURN\w*", action):
        return "return"
    if re.match(r"ENTRY\w+(\(|$)", action) and "=" not in action:
        return "entry"
    if re.fullmatch(r"(ERROR)?STOP(\w*|['\"].*|\(.*)", action):
        return "abort"
    call = re.fullmatch(r"CALL(\w+)(\(.*\))?", action)
    if call and (call.group(1) in ABORT_CALLS or call.group(1) in {c.upper() for c in abort_calls}):
        return "abort"
    return None


def _walk(node):
    if isinstance(node, fortran_scan.Node):
        return fortran_scan.walk(node)
    from fparser.two.utils import walk
    return walk(node)


def _kind(node) -> str:
    """fparser2's class name; the scanner's nodes carry the same names."""
    return node.kind if isinstance(node, fortran_scan.Node) else type(node).__name__


def _span(node):
    """The (first, last) lines of a statement node in the text parsed; None
    for blocks and for statements made from part of one (an IF's action)."""
    if isinstance(node, fortran_scan.Node):
        return node.span
    from fparser.two.utils import BlockBase
    item = getattr(node, "item", None)
    if item is None or not hasattr(item, "span") or isinstance(node, BlockBase):
        return None
    return item.span


def _is_statement(node) -> bool:
    if isinstance(node, fortran_scan.Node):
        return node.span is not None
    from fparser.two.utils import BlockBase
    return getattr(node, "item", None) is not None and not isinstance(node, BlockBase)


def _fparser():
    global _parser
    if _parser is None:
        from fparser.two.parser import ParserFactory
        logging.getLogger("fparser").setLevel(logging.CRITICAL)
        _parser = ParserFactory().create(std="f2008")
    return _parser


_LONE_CR = re.compile("\r(?!\n)")
# What gfortran preprocesses without -cpp.
_PREPROCESSED_SUFFIXES = {".F", ".FOR", ".FTN", ".FPP", ".fpp", ".F90", ".F95", ".F03", ".F08"}


def preprocessed(path: str, options) -> bool:
    flags = [a for a in options.args if a in ("-cpp", "-nocpp")]
    return flags[-1] == "-cpp" if flags else os.path.splitext(path)[1] in _PREPROCESSED_SUFFIXES


@dataclass
class ParseOptions:
    compiler: str | None = None   # preprocessor for files with # directives
    args: list = field(default_factory=list)  # -I -D -U
    abort_calls: tuple = ()
    form: str | None = None        # "fixed", "free" or None (from the file name)
    fixed_limit: int = 72
    free_limit: int = 132
    metrics: bool = False             # fill Routine.metrics (selection, --list)
    reader: str = "auto"              # "fparser": fparser2 reads every file (SRCINST_FORTRAN_PARSER)
    regions: frozenset[str] = frozenset()  # the kinds of Routine.regions to find ("loop", "timer", "phase", "call")
    marked: tuple = ()  # spec.MarkedRange of this file: timers and phases by lines
    callees: tuple = ()  # patterns of the callees (and I/O and memory statements) whose calls are regions


@dataclass
class SiteInfo:
    """Site.data for Fortran sites."""
    stmt: Statement | None   # None: the statement came from an #include
    in_if: bool = False         # the action of a one-line IF statement
    action_start: int = 0       # offset of the action inside the IF statement
    condition_end: int = 0      # offset just after the IF's `)`
    do_terminal: bool = False   # its label ends a DO loop
    sentinel: str | None = None  # on a conditional line (`!$`, `D`): inserted lines get it too
    # A one-line IF leaving loops that ends labelled DOs: fortran_regions.LoopInfos of
    # those DOs (outer first), which get a terminal of their own when the IF gets code.
    ends_loops: list | None = None
    # A computed GO TO, arithmetic IF, END=/ERR=/EOR= or alternate return leaving loops:
    # (label, [(offset, length) of it in the statement], fortran_regions.LoopInfos it leaves).
    branches: list | None = None
    falls_through: bool = True  # control may go on to the next statement (not an arithmetic IF)


@dataclass
class RoutineInfo:
    """Routine.data for Fortran routines."""
    insert_stmt: Statement | None  # decl/init/entry go before this statement ...
    insert_line: int | None     # ... or before this line when it is None (None: not known)
    decl_stmt: Statement | None = None  # decl goes before this one instead: a statement function
    # Under IMPLICIT NONE (EXTERNAL) (here or in a host): the squeezed
    # specification statements of the routine and its hosts, which may
    # already declare a procedure the inserted code calls. None otherwise.
    declared_procedures: list[str] | None = None
    labels: set = field(default_factory=set)  # as numbers: 010 is 10
    # Why entry and exit cannot be instrumented safely, and where: the routine
    # then gets neither (never half-instrumented), only its init and aborts.
    unsafe: tuple | None = None
    warnings: list = field(default_factory=list)  # (line, message)
    marked: list = field(default_factory=list)  # the marked ranges (timers, phases) in its executable part
    end_stmt: Statement | None = None  # its END statement, or CONTAINS before its internal procedures
    span: tuple[int, int] = (0, 0)  # offsets of its lines' text, from its first line to its END's
    # Its RETURNs may go to one copy of the exit code (fortran_emit): not where
    # its lines include other files (whose labels are not read) or an #if
    # chooses between ENDs.
    shares_exit: bool = True


def _unit_content(node) -> list:
    """A procedure's nodes from its header on: fparser files an INCLUDE line
    that stands between procedures (after CONTAINS, in an interface block)
    at the front of the next one."""
    content = node.content
    while len(content) > 1 and _kind(content[0]) == "Include_Stmt" and \
            _kind(content[1]) in ("Subroutine_Stmt", "Function_Stmt", "Program_Stmt"):
        content = content[1:]
    return content


@dataclass
class _Stmt:
    node: object
    line: int | None          # original line, or the #include line
    source: Statement | None  # exact bytes, None if from elsewhere


class FortranParser:
    def __init__(self, path: str, source: bytes, options: ParseOptions):
        self.path = path
        self.source = source
        self.options = options
        self.text = source.decode("latin-1")
        # gfortran ends lines at LF (a CR before it is dropped); cpp, which it
        # runs on .F90 files and with -cpp, at a lone CR too (old Mac files):
        # read them as LF then, offsets unchanged, and insert lines with CR.
        self.cr_lines = "\r" in self.text and preprocessed(path, options) and _LONE_CR.search(self.text)
        if self.cr_lines:
            self.text = _LONE_CR.sub("\n", self.text)
        self.cpp_text: str | None = None  # what cpp reads instead of the file (INCLUDEs inlined)
        self.read_by: str | None = None   # "scanner" or "fparser", once parsed
        self.unsure: str | None = None    # why the scanner left the file to fparser
        self._region_count = 0  # regions numbered so far in the file
        if options.form:
            self.fixed = options.form == "fixed"
        else:
            self.fixed = is_fixed_form_path(path)

    # --------------------------------------------------------------- parse

    def parse(self) -> SourceUnit:
        orig_lines = self.text.split("\n")
        if orig_lines[0].startswith(BOM):
            orig_lines[0] = orig_lines[0][len(BOM):]
        # Line markers alone (`# 12 "file"`, as in srcinst's own output) need
        # no preprocessor: they are left out of what fparser reads.
        uses_cpp = any(_DIRECTIVE.match(line) for line in orig_lines)
        self.dependencies: list[str] = []  # files the preprocessor read besides this one
        if uses_cpp:
            parse_lines, line_map, inactive = self._preprocess(orig_lines)
        else:
            parse_lines = ["" if line.startswith("#") else line.rstrip("\r") for line in orig_lines]
            line_map = list(range(1, len(parse_lines) + 1))
            inactive = frozenset()
        self.src = FortranSource(self.text, self.fixed, self.options.fixed_limit, inactive)
        if self.cr_lines and "\r\n" not in self.text:
            self.src.line_end = "\r"
        self._inactive = inactive
        self._every_branch: FortranSource | None = None  # the source read with every #if branch active, on first need
        self._include_offsets: list[int] | None = None  # where INCLUDE and #include lines start, on first need
        # The text fparser2 would read: the preprocessor's output needs it
        # for either reader; the file's own only if fparser2 reads it.
        parse_text = self._parse_text(parse_lines) if uses_cpp else None
        if not self.options.metrics and self.options.reader != "fparser":
            # Metrics need fparser2's expressions (calls in them); the rest
            # needs only the structure, which the scanner reads when it is sure.
            try:
                # Without a preprocessor the text parsed is the file's own, but
                # for what the scanner reads anyway (fparser's spelling of
                # separate module procedures and INCLUDE lines, blanked `#`
                # lines, fixed form's tabs and columns): its statements serve.
                source = self.src if parse_text is None else \
                    FortranSource(parse_text, self.fixed, self.options.fixed_limit, frozenset())
                unit = self._read([fortran_scan.scan(source, self.fixed)], line_map)
                self.read_by = "scanner"
                return unit
            except fortran_scan.Unsure as why:
                self.unsure = str(why)
            except Exception as exc:  # a bug of the scanner's: fparser2 still reads the file
                self.unsure = f"the scanner failed: {type(exc).__name__}: {exc}"
        self.read_by = "fparser"
        return self._read(self._run_fparser_all(parse_text or self._parse_text(parse_lines), line_map),
                          line_map)

    def _read(self, trees, line_map) -> SourceUnit:
        self._align(trees, line_map)
        unit = SourceUnit(path=self.path, lang="fortran", source=self.source)
        unit.locate = self._locate = locator(self.source, self.path)
        unit.place_line = preamble_placer(self.src)
        unit.data = {"src": self.src, "fixed": self.fixed, "options": self.options}
        self._marked = self._marked_ranges(unit)
        unit.dependencies = self.dependencies
        self.pure_interfaces = self._pure_separate_interfaces(trees)
        self._included: dict[str, fortran_include.Included] = {}
        self.includes_unknown = False
        # Cheap looks at the whole text first: both are rare.
        self.implicit_none_spec = _IMPLICIT_NONE_WORDS.search(self.text) is not None
        self.has_include = _INCLUDE_WORD.search(self.text) is not None
        for tree in trees:
            for node in tree.content:
                self._program_unit(node, [], [], unit.routines)
        self._unclaimed_ranges(unit)
        if self.includes_unknown:
            unit.dependencies = None  # a missing INCLUDE may appear: no cached result
        self.unparsed = [stmt for stmts in self._unmatched.values() for stmt in stmts]
        return unit

    def presumed(self, line: int) -> tuple[str, int]:
        """The (file, line) a physical line stands for by the source's line
        markers (an inlined INCLUDE's, generated code's): region names say it."""
        locate = getattr(self, "_locate", None)
        return locate(line) if locate else (self.path, line)

    def _run_fparser_all(self, text: str, line_map):
        """fparser 0.2 reads a main program without PROGRAM statement and
        drops the units before or after it. The lines of the units it read
        are blanked (line numbers stay) and the rest is parsed again."""
        trees: list[Any] = []  # fparser's trees
        done: set[int] = set()
        lines = text.split("\n")
        for _ in range(64):
            tree = self._run_fparser("\n".join(lines), line_map)
            if tree is None or not tree.content:
                break
            covered: set[int] = set()
            for unit in tree.content:
                spans = [n.item.span for n in _walk(unit) if getattr(n, "item", None) is not None]
                if spans:
                    covered.update(range(min(a for a, _ in spans), max(b for _, b in spans) + 1))
            if covered <= done:
                break
            trees.append(tree)
            done |= covered
            lines = ["" if number in done else line for number, line in enumerate(lines, 1)]
            if not any(self._is_code_line(line) for line in lines):
                break
        return trees

    @staticmethod
    def _header_name(header) -> str:
        if isinstance(header, fortran_scan.Node):
            assert header.name is not None  # the scanner names every unit but BLOCK DATA (not asked)
            return header.name
        if hasattr(header, "get_name"):
            return str(header.get_name())
        return str(header.items[1])

    @staticmethod
    def _prefix_words(header) -> set:
        if isinstance(header, fortran_scan.Node):
            return set(header.words)
        prefix = header.items[0] if getattr(header, "items", None) else None
        if prefix is None:
            return set()
        if type(prefix).__name__ == "Prefix":  # its specs, not its type (`real(pure) function`)
            return {str(spec).upper() for spec in prefix.items if type(spec).__name__ == "Prefix_Spec"}
        prefix = re.split(r"\b(?:FUNCTION|SUBROUTINE)\b", str(header), flags=re.I)[0]
        return {w.upper() for w in _PREFIX_WORDS.findall(prefix)}

    @staticmethod
    def _is_pure(words) -> bool:
        return ("PURE" in words or "ELEMENTAL" in words) and "IMPURE" not in words

    def _pure_separate_interfaces(self, trees) -> set:
        """Lower-case names of separate module procedures whose interface in
        this file says PURE or ELEMENTAL: their bodies (`module procedure f`)
        need not repeat it."""
        names = set()
        for tree in trees:
            for node in _walk(tree):
                if _kind(node) in ("Subroutine_Body", "Function_Body"):
                    header = _unit_content(node)[0]
                    words = self._prefix_words(header)
                    if "MODULE" in words and self._is_pure(words):
                        names.add(self._header_name(header).lower())
        return names

    def _is_code_line(self, line: str) -> bool:
        stripped = line.strip()
        if not stripped or stripped.startswith(("!", "#")):
            return False
        return not (self.fixed and line[:1] in "cC*dD")

    def _preprocess(self, orig_lines):
        compiler = parse_compiler("fortran", self.options.compiler)
        scratch_dir = tempfile.TemporaryDirectory(prefix="srcinst-cpp-") if self.cpp_text is not None else None
        with scratch_dir or contextlib.nullcontext() as scratch:
            given = self.path
            extra: list[str] = []
            if scratch is not None and self.cpp_text is not None:
                # The text with INCLUDEs inlined is not the file's: cpp reads a copy, named
                # as the file by a marker, its `#include "x"` looked for in the file's directory.
                given = os.path.join(scratch, os.path.basename(self.path))
                with open(given, "w", encoding="latin-1") as handle:
                    handle.write(f"# 1 {quote_path(self.path)}\n" + self.cpp_text)
                extra = ["-iquote", os.path.dirname(self.path) or "."]
            cmd = [compiler, "-E", "-cpp", "-ffixed-form" if self.fixed else "-ffree-form", *extra,
                   *[a for a in self.options.args if a not in ("-cpp", "-nocpp")], given]
            return self._run_preprocessor(cmd, compiler, given, orig_lines)

    def _run_preprocessor(self, cmd, compiler, given, orig_lines):
        try:
            done = subprocess.run(cmd, capture_output=True)
        except OSError as exc:
            raise error(f"cannot run '{compiler}' to preprocess this file: {exc.strerror} "
                        "(use --compiler to name a Fortran compiler)", self.path) from exc
        if done.returncode != 0:
            message = done.stderr.decode("utf-8", "replace").strip().splitlines()
            reason = [m for m in message if "Error" in m or "error" in m]
            where = message[0].rstrip(":") if message else ""
            raise error("preprocessing failed: " + (f"{where}: {reason[0].strip()}" if reason else
                                                    where or f"{compiler} exited with status {done.returncode}"),
                        self.path)
        lines: list[str] = []
        line_map: list[int | None] = []  # None: a line of cpp's own (<built-in>) before the file's
        in_main, current = False, 1
        include_line: int | None = None
        for raw in done.stdout.decode("latin-1").split("\n"):
            m = _MARKER.match(raw)
            if m:
                name, flags = re.sub(r"\\(.)", r"\1", m.group(2)), m.group(3).split()
                if os.path.abspath(name) == os.path.abspath(self.path):
                    in_main, current = True, int(m.group(1))
                else:
                    if not name.startswith("<") and name != given:
                        self.dependencies.append(name)
                    if in_main and "1" in flags:
                        include_line = self._include_directive_line(orig_lines, current)
                    in_main = False
                continue
            lines.append(raw)
            if in_main:
                line_map.append(current)
                current += 1
            else:
                line_map.append(include_line)
        active = {}
        for text, line in zip(lines, line_map):
            if line is not None and text.strip():
                active[line] = True
        inactive = set()
        continued = False
        for number, text in enumerate(orig_lines, 1):
            directive = continued or text.startswith("#")
            continued = directive and text.rstrip("\r").endswith("\\")
            if not directive and text.strip() and number not in active:
                inactive.add(number)
        return lines, line_map, frozenset(inactive)

    @staticmethod
    def _include_directive_line(orig_lines, current: int) -> int:
        """The #include line cpp is entering a file from (cpp may already
        have counted it when its marker comes)."""
        for number in (current, current - 1):
            if 0 < number <= len(orig_lines) and re.match(r"\s*#\s*include\b", orig_lines[number - 1]):
                return number
        return current

    def _parse_text(self, lines) -> str:
        """The text fparser sees: one line per line, with fixed form in plain
        columns, INCLUDE lines left unresolved and F2008 separate module
        procedures spelled so fparser 0.2 accepts them."""
        out = []
        interface_depth = 0
        for line in lines:
            line = line.rstrip("\r")
            if self.fixed:
                line = self._plain_fixed(line)
            m = _INCLUDE_LINE.match(line)
            if m:
                line = f"{m.group(1)}'srcinst-include-not-read'{m.group(3)}"
            statement = line[6:] if self.fixed and line[:1] not in "cC*!dD#" else line
            if _INTERFACE.match(statement):
                interface_depth += 1
            elif _END_INTERFACE.match(statement):
                interface_depth = max(0, interface_depth - 1)
            m = _IMPLICIT_NONE_SPEC.match(statement)
            if m:  # F2018 `implicit none (type, external)`: fparser 0.2 knows only F2008
                statement = m.group(1) + " " * (len(statement) - len(m.group(1)) - len(m.group(2))) + m.group(2)
                line = (line[:6] + statement) if self.fixed else statement
            elif interface_depth == 0:
                m = _MODULE_PROCEDURE.match(statement)
                if m:
                    statement = f"{m.group(1)}subroutine {m.group(2)}"
                    line = (line[:6] + statement) if self.fixed else statement
                else:
                    m = _END_PROCEDURE.match(statement)
                    if m:
                        statement = f"{m.group(1)}end subroutine" + statement[m.end():]
                        line = (line[:6] + statement) if self.fixed else statement
            out.append(line)
        return "\n".join(out) + "\n"

    def _plain_fixed(self, line: str) -> str:
        if not line or line[0] in "cC*!dD#" or not line.strip() or line.lstrip().startswith("!"):
            return line
        field = tab_format_field(line)
        if field >= 0:
            label = line[:field - 1].strip()
            rest = line[field:]
            mark = " "
            if rest[:1] in tuple("123456789"):
                mark, rest = rest[0], rest[1:]
            line = label.rjust(5)[:5] + mark + rest
        return line[:self.options.fixed_limit]

    def _run_fparser(self, text: str, line_map):
        from fparser.common.readfortran import FortranStringReader
        from fparser.common.sourceinfo import FortranFormat
        from fparser.two.utils import FortranSyntaxError
        reader = FortranStringReader(text, ignore_comments=True,
                                     include_dirs=[os.path.join(os.sep, "srcinst-no-include-dir")])
        reader.set_format(FortranFormat(not self.fixed, False))
        try:
            return _fparser()(reader)
        except FortranSyntaxError as exc:
            m = re.match(r"at line (\d+)\n>>>(.*)", str(exc), re.S)
            line = None
            if m and 0 < int(m.group(1)) <= len(line_map):
                line = line_map[int(m.group(1)) - 1]
            what = m.group(2).strip() if m else str(exc).strip()
            hint = (" (read as fixed form because of the file name; use --free if it is free form)"
                    if self.fixed and not self.options.form else "")
            raise error((f"fparser cannot parse this statement: {what}" if what
                         else "fparser cannot parse this file") + hint, self.path, line) from exc
        except Exception as exc:  # fparser's internal errors
            raise error(f"fparser cannot parse this file: {type(exc).__name__}: {exc}", self.path) from exc

    # ----------------------------------------------------------- alignment

    def _align(self, trees, line_map) -> None:
        """Pairs every fparser statement with its bytes (a Statement)."""
        by_line: dict[int, list[Statement]] = {}
        for stmt in self.src.statements:
            by_line.setdefault(stmt.first_line, []).append(stmt)
        self.stmts: dict[int, _Stmt] = {}
        self._unmatched = by_line
        self.include_lines = set()
        for node in (n for tree in trees for n in _walk(tree)):
            span = _span(node)
            if span is None:
                continue
            first = span[0]
            line = line_map[first - 1] if 0 < first <= len(line_map) else None
            source = by_line[line].pop(0) if line is not None and by_line.get(line) else None
            if source is None and line is not None:
                self.include_lines.add(line)
            self.stmts[id(node)] = _Stmt(node, line, source)

    def _stmt(self, node) -> _Stmt:
        return self.stmts.get(id(node)) or _Stmt(node, None, None)

    # ---------------------------------------------------------- structure

    def _program_unit(self, node, scope, hosts, routines) -> None:
        kind = _kind(node)
        if kind in ("Main_Program", "Main_Program0", "Subroutine_Subprogram", "Function_Subprogram",
                    "Separate_Module_Subprogram"):
            self._subprogram(node, scope, hosts, routines)
        elif kind in ("Module", "Submodule"):
            header = node.content[0]
            name = self._header_name(header)
            if kind == "Submodule":
                name = self._submodule_ancestor(header) or name
            parts = {_kind(c): c for c in node.content}
            names = _Lazy(self._names_in, parts.get("Specification_Part"), self._spec_sources)
            for part in node.content:
                if _kind(part) == "Module_Subprogram_Part":
                    for child in part.content[1:]:
                        self._program_unit(child, scope + [name], hosts + [names], routines)
        # Block_Data, comments and anything else: nothing to instrument

    def _submodule_ancestor(self, header):
        if isinstance(header, fortran_scan.Node):
            return header.ancestor
        m = re.match(r"\s*SUBMODULE\s*\(\s*(\w+)", str(header), re.I)
        return m.group(1) if m else None

    def _subprogram(self, node, scope, hosts, routines) -> None:
        content = _unit_content(node)
        kind_name = _kind(node)
        header = content[0] if _kind(content[0]).endswith("_Stmt") and \
            _kind(content[0]) != "End_Program_Stmt" else None
        end = content[-1]
        parts = {_kind(c): c for c in content}
        execution = parts.get("Execution_Part")
        specification = parts.get("Specification_Part")
        contains_part = parts.get("Internal_Subprogram_Part")

        if kind_name in ("Main_Program", "Main_Program0"):
            kind = "program"
            name = self._header_name(header) if header is not None and kind_name == "Main_Program" else "main"
        else:
            kind = "function" if kind_name == "Function_Subprogram" else "subroutine"
            name = self._header_name(header)
            hs = self._stmt(header).source
            if hs is not None and _MODULE_PROCEDURE_HEADER.match(hs.text):
                kind = "procedure"
        qualified = "::".join(scope + [name])

        header_s = self._stmt(header) if header is not None else None
        end_s = self._stmt(end)
        skip = None
        words = self._prefix_words(header) if header is not None and kind != "program" else set()
        if self._is_pure(words):
            skip = ("it is PURE or ELEMENTAL, and calls to instrumentation are impure"
                    if "PURE" in words else
                    "it is ELEMENTAL (and so PURE), and calls to instrumentation are impure")
        elif (kind == "procedure" or "MODULE" in words) and name.lower() in self.pure_interfaces:
            skip = "its interface declares it PURE or ELEMENTAL, and calls to instrumentation are impure"

        # The execution part as fparser sees it, minus the statement functions
        # it files there (fparser 0.2 cannot tell them from array assignments).
        exec_nodes = list(execution.content) if execution is not None else []
        names = _Lazy(self._names_in, specification, self._spec_sources)
        first_exec = exec_nodes[0] if exec_nodes else None
        # FORMAT, DATA, ENTRY and INCLUDE may stand between statement functions.
        after_functions = 0
        for i, n in enumerate(exec_nodes):
            if self._is_statement_function(n, [names] + hosts[::-1]) and \
                    not self._branched_to(n, end_s.line):
                after_functions = i + 1
            elif _kind(n) not in ("Format_Stmt", "Data_Stmt", "Entry_Stmt", "Include_Stmt"):
                break
        del exec_nodes[:after_functions]
        # Declarations go in front of statement functions (gfortran wants
        # them there), and in front of an assignment that may be one.
        decl_node = first_exec if exec_nodes[:1] != [first_exec] else None

        begin_line = header_s.line if header_s is not None and header_s.line else None
        body_first = self._first_line(exec_nodes) or self._node_line(contains_part) or end_s.line
        if begin_line is None:
            begin_line = self._first_line(list(specification.content) if specification else []) or body_first
        insert_node = exec_nodes[0] if exec_nodes else (contains_part.content[0] if contains_part else end)
        insert_stmt = self._first_stmt(insert_node)
        insert = self._stmt(insert_stmt) if insert_stmt is not None else end_s

        routine = Routine(name=name, qualified=qualified, signature=qualified, lang="fortran",
                          body_begin=self._position(begin_line), body_end=self._position(end_s.line),
                          is_main=kind == "program", skip=skip)
        info = RoutineInfo(insert_stmt=insert.source, insert_line=insert.line or end_s.line)
        conditional = self._first_conditional_exec(insert)
        if conditional is not None:  # at its line, or after a `;` on it (`!$ integer :: q; q = 1`)
            info.insert_stmt = None if conditional.at_line_start else conditional
            info.insert_line = conditional.first_line
        if decl_node is not None:
            info.decl_stmt = self._stmt(self._first_stmt(decl_node)).source
        scopes = [names] + hosts[::-1]
        if self.implicit_none_spec and any(scope.implicit_none_external() for scope in scopes):
            info.declared_procedures = [text for scope in scopes for text in scope.texts()]
        routine.data = info

        # labels in use, DO terminals
        lo = begin_line or 1
        hi = end_s.line or lo
        info.labels = {int(s.label) for s in self.src.statements_between(lo, hi) if s.label}
        # Statements not read here may hold labels (inactive #if branches,
        # `!$` lines): new labels are numbers written nowhere in the routine.
        info.span = (self.src.line(lo).start, self.src.line(hi).end)
        if self._include_offsets is None:
            self._include_offsets = [m.start() for m in _INCLUDES.finditer(self.text)]
        k = bisect.bisect_left(self._include_offsets, info.span[0])
        info.shares_exit = k == len(self._include_offsets) or self._include_offsets[k] >= info.span[1]
        do_terminals = set()
        for n in exec_nodes:
            for d in _walk(n):
                if _kind(d) == "Label_Do_Stmt":
                    if isinstance(d, fortran_scan.Node):
                        do_terminals.add(d.do_label)
                        continue
                    m = _DO_LABEL.match(str(d))
                    if m:
                        do_terminals.add(int(m.group(1)))

        problems: list[tuple[int | None, str]] = []  # (line, why the routine gets no code)
        for n in exec_nodes:
            for stmt_node in self._statements(n):
                self._site(stmt_node, routine, info, do_terminals, problems, top=stmt_node is n)
        # falling off the end (or into CONTAINS)
        last = exec_nodes[-1] if exec_nodes else None
        end_target = contains_part.content[0] if contains_part is not None else end
        end_t = self._stmt(end_target)
        info.end_stmt = end_t.source
        if end_t.source is not None and self._in_conditional(lo, end_t.source.first_line):
            info.shares_exit = False
        if not self._ends_flow(last) or (end_t.source is not None and end_t.source.label):
            if end_t.source is None:
                problems.append((end_t.line, "its END statement is not in this file"))
            else:
                routine.exits.append(Site("end", self._stmt_position(end_t.source),
                                          SiteInfo(end_t.source)))
        if insert.source is None and not self._include_line_ok(insert):
            problems.append((insert.line, "its first executable statement is not in this file"))
        self._conditional_sites(lo, end_t.line or hi, routine, problems)  # not in internal procedures
        self._includes(lo, end_t.line or hi, info, problems)
        self._inactive_sites(lo, end_t.line or hi, routine, problems)
        if problems:
            info.unsafe = problems[0]
        marked = [m for m in self._marked if lo < m.first and m.last < (end_t.line or hi)]
        info.marked = marked
        if "loop" in self.options.regions or marked:
            self._loops(routine, exec_nodes, lo, end_t.line or hi, marked)
        if "call" in self.options.regions and self.options.callees:
            self._calls(routine, exec_nodes, lo, end_t.line or hi)
        if "omp" in self.options.regions:
            self._omp(routine, exec_nodes, lo, end_t.line or hi)
        if self.options.metrics:
            routine.metrics = fortran_metrics.measure(self, node, routine)
            fortran_metrics.measure_loops(self, node, routine)
        routines.append(routine)

        if contains_part is not None:
            for child in contains_part.content[1:]:
                self._program_unit(child, scope + [name], hosts + [names], routines)

    def _marked_ranges(self, unit: SourceUnit) -> list:
        """The ranges marked as timers or phases that some rule has code for:
        by the options (a select file's lines) and by the source's comments
        (whose markers without a partner are warned about)."""
        kinds = self.options.regions & {"timer", "phase"}
        if not kinds:
            return []
        found, problems = fortran_ranges.source_markers(self.src)
        unit.data["region_warnings"] = problems
        return [m for m in list(self.options.marked) + found if m.kind in kinds]

    def _unclaimed_ranges(self, unit: SourceUnit) -> None:
        """A marked range in no routine's executable part (lines of two
        routines, of a module's declarations) is said to get nothing."""
        claimed = {id(m) for routine in unit.routines for m in routine.data.marked}
        for m in self._marked:
            if id(m) not in claimed:
                line = min(max(m.first, 1), len(self.src.lines))
                unit.data["region_warnings"].append(
                    (f"{m.kind} '{m.name}' is not instrumented: its lines (from {m.first} to {m.last}) are not "
                     "statements of one routine's executable part", line, 1))

    def _region_entries(self, exec_nodes, lo: int, hi: int) -> list:
        """The routine's executable statements in source order, for the
        region finders, with those on conditional (`!$`) lines among them."""
        entries = []
        for n in exec_nodes:
            for node in self._statements(n):
                s = self._stmt(node)
                entries.append(fortran_regions.Entry(s.source, _kind(node), s.line))
        conditional = [fortran_regions.Entry(stmt, "", stmt.first_line, sentinel)
                       for stmt, sentinel in self._conditional_statements(lo, hi)]
        if conditional:
            entries = sorted(entries + conditional, key=lambda e: e.stmt.start if e.stmt is not None
                             else self.src.line(e.line).start if e.line else 0)
        return entries

    def _loops(self, routine, exec_nodes, lo: int, hi: int, marked=()) -> None:
        """The routine's loops (when asked for) and marked ranges as regions
        (fortran_regions, fortran_ranges), numbered in the file."""
        entries = self._region_entries(exec_nodes, lo, hi)
        refused: list = []
        ranges = (lambda finder: fortran_ranges.ranges_in(finder, marked, refused)) if marked else None
        routine.regions = fortran_regions.find_loops(self, entries, routine, self._region_count + 1,
                                                     routine.data.unsafe, self.path,
                                                     loops="loop" in self.options.regions, ranges=ranges)
        # (numbers of loops not asked for are skipped: numbers need only differ)
        last = max([self._region_count] + [r.number for r in routine.regions])
        routine.regions += fortran_ranges.refused_regions(self.src, refused, last + 1)
        if routine.skip:  # asked for by name: the engine says why they get nothing
            for region in routine.regions:
                if region.kind != "loop":
                    region.skip = region.skip or routine.skip
        self._region_count = last + len(refused)

    def _calls(self, routine, exec_nodes, lo: int, hi: int) -> None:
        """The routine's call regions (fortran_calls), numbered in the file,
        after its loops (whose branch sites they may share)."""
        entries = self._region_entries(exec_nodes, lo, hi)
        calls = fortran_calls.find_calls(self, entries, routine, self._region_count + 1, self.options.callees,
                                         self.path)
        self._region_count += len(calls)
        routine.regions = sorted(routine.regions + calls, key=lambda region: region.begin.offset)

    def _omp(self, routine, exec_nodes, lo: int, hi: int) -> None:
        """The routine's OpenMP constructs as regions (fortran_omp), numbered in the file."""
        if not fortran_omp.has_directives(self.src, lo, hi):
            return  # most routines have none: their loops need not be read
        entries = self._region_entries(exec_nodes, lo, hi)
        found = fortran_omp.find_regions(self, entries, routine, self._region_count + 1, lo, hi)
        self._region_count += len(found)
        routine.regions = sorted(routine.regions + found, key=lambda region: region.begin.offset)

    def site_info(self, stmt: Statement, in_if: bool, sentinel) -> SiteInfo | None:
        """Site.data for a statement that gets code (None: a one-line IF not understood)."""
        data = SiteInfo(stmt, in_if=in_if, sentinel=sentinel)
        if in_if and not self._locate_if(stmt, data):
            return None
        return data

    def stmt_position(self, stmt: Statement) -> Position:
        return self._stmt_position(stmt)

    def inactive_jump(self, lo: int, hi: int) -> int | None:
        """The first line of a GO TO, EXIT or CYCLE (or a branch of any
        kind) in lines lo..hi that an #if branch inactive here holds."""
        if not self._inactive or not any(lo <= n <= hi for n in self._inactive):
            return None
        if self._every_branch is None:
            self._every_branch = FortranSource(self.text, self.fixed, self.options.fixed_limit, frozenset())
        for stmt in self._every_branch.statements_between(lo, hi):
            if not any(n in self._inactive for n in range(stmt.first_line, stmt.last_line + 1)):
                continue
            action = _if_action(re.sub(r"'[^']*'|\"[^\"]*\"", "", stmt.squeezed()[0]))[1]
            if re.match(r"(GOTO|EXIT|CYCLE)", action) or _BRANCH_LABELS.search(action) or \
                    _ARITHMETIC_IF.fullmatch(action):
                return stmt.first_line
        return None

    def _in_conditional(self, lo: int, line: int) -> bool:
        """Whether `line` is inside an #if group that opens at or after line `lo`."""
        depth = 0
        for n in range(lo, line):
            if self.src.line(n).kind == CPP:
                text = self.src.line_text(n)
                if CPP_OPEN.match(text):
                    depth += 1
                elif CPP_CLOSE.match(text):
                    depth -= 1
        return depth > 0

    def _inactive_sites(self, lo: int, hi: int, routine, problems) -> None:
        """RETURN, STOP and abort calls in #if branches the preprocessor
        removed with the flags given. They are read from the text (the file
        read with every branch active) and get their code like the others, so
        that the routine stays balanced when compiled with other flags."""
        if not self._inactive or not any(lo <= n <= hi for n in self._inactive):
            return
        if self._every_branch is None:
            self._every_branch = FortranSource(self.text, self.fixed, self.options.fixed_limit, frozenset())
        added = False
        for stmt in self._every_branch.statements_between(lo, hi):
            lines = range(stmt.first_line, stmt.last_line + 1)
            if not any(n in self._inactive for n in lines):
                continue
            in_if, action = _if_action(stmt.squeezed()[0])
            what = _inactive_site_kind(action, self.options.abort_calls)
            if what is None:
                continue
            if what == "entry" or not all(n in self._inactive or self.src.line(n).kind in ("comment", "blank")
                                          for n in lines):
                if what != "abort":
                    problems.append((stmt.first_line, f"a {'RETURN' if what == 'return' else 'ENTRY'} "
                                     "statement in a preprocessor branch inactive when parsing could not be "
                                     "rewritten (an ENTRY, or a directive inside the statement)"))
                continue
            data = SiteInfo(stmt, in_if=in_if)
            if in_if and not self._locate_if(stmt, data):
                if what == "return":
                    problems.append((stmt.first_line, "a one-line IF ... RETURN could not be rewritten"))
                continue
            (routine.exits if what == "return" else routine.aborts).append(
                Site(what, self._stmt_position(stmt), data))
            added = True
        if added:
            _sort_sites(routine)

    def _includes(self, lo: int, hi: int, info: RoutineInfo, problems) -> None:
        """INCLUDE lines of a routine, read: one that brings executable
        statements before the first executable statement is where entry code
        goes; one that brings a RETURN leaves the routine uninstrumented."""
        if not self.has_include:
            return
        first = info.insert_stmt.first_line if info.insert_stmt is not None else info.insert_line
        if first is None:  # no place for entry code: a problem recorded already leaves the routine alone
            return
        # `!$ include 'x'` is read by gfortran -fopenmp: as code, it may bring a RETURN too
        conditional = [stmt for stmt, _ in self._conditional_statements(lo, hi)]
        statements = self.src.statements_between(lo, hi)
        if conditional:
            statements = sorted(statements + conditional, key=lambda stmt: stmt.start)
        for stmt in statements:
            name = fortran_include.included_name(stmt)
            if name is None:
                continue
            content = self._included.get(name)
            if content is None:
                content = self._included[name] = fortran_include.read(
                    name, fortran_include.include_dirs(self.path, self.options.args), self.fixed,
                    self.options.fixed_limit, abort_calls=ABORT_CALLS + tuple(
                        c.upper() for c in self.options.abort_calls))
                self.dependencies.extend(content.files)
                self.includes_unknown |= content.kind == fortran_include.UNKNOWN
            where = f"INCLUDE '{name}'"
            if content.units:  # code before END would land among its procedures
                problems.append((stmt.first_line, f"{where} brings a CONTAINS or program units, "
                                 "the end of this routine's body"))
                continue
            if content.kind == fortran_include.UNKNOWN:
                taken = "taken for declarations (entry code goes after it); " if stmt.first_line < first else ""
                info.warnings.append((stmt.first_line, f"{where}: {content.why}; {taken}"
                                      "a RETURN in it would get no exit code"))
                continue
            if content.returns:
                problems.append((stmt.first_line, f"{where} brings a RETURN or ENTRY statement"))
            if content.stops:  # the routine is still instrumented: its calls are
                info.warnings.append((stmt.first_line, f"{where} brings a STOP or a call that ends the "
                                      "program: it gets no abort code (it is in another file)"))
            if stmt.first_line >= first:
                continue
            if content.kind == fortran_include.MIXED:
                problems.append((stmt.first_line, f"{where} brings declarations and then executable "
                                 "statements: entry code has no place between them"))
            elif content.kind == fortran_include.EXEC:
                info.insert_stmt = None if self.src.sentinel(stmt.first_line) else stmt
                info.insert_line = first = stmt.first_line

    def _conditional_statements(self, lo: int, hi: int):
        """The statements on conditional lines (`!$`, fixed-form `D`) whose
        first line is in lo..hi, as code: (statement, sentinel)."""
        view = self.src.conditional_view()
        if view is None:
            return
        for stmt in view.statements_between(lo, hi):
            sentinel = self.src.sentinel(stmt.first_line)
            if sentinel is not None and all(self.src.line(n).kind != CODE
                                            for n in range(stmt.first_line, stmt.last_line + 1)):
                yield stmt, sentinel

    def _mixed_statement(self, lo: int, hi: int) -> int | None:
        """The first line of a statement in lo..hi that, read with its
        conditional lines as code, spans both code and conditional lines
        (`if (k > 1) &` then `!$ return`): code put into it would change it
        one way or the other."""
        view = self.src.conditional_view()
        if view is None:
            return None
        for stmt in view.statements_between(lo, hi):
            if stmt.first_line == stmt.last_line:
                continue
            kinds = {self.src.line(n).kind == CODE for n in range(stmt.first_line, stmt.last_line + 1)
                     if view.line(n).kind == CODE}
            if len(kinds) == 2:
                return stmt.first_line
        return None

    def _conditional_sites(self, lo: int, hi: int, routine, problems) -> None:
        """RETURN, STOP and abort calls on conditional lines: code only with
        -fopenmp (or -fd-lines-as-code), they get their code on lines with the
        same sentinel, so that the routine is balanced either way."""
        added = False
        mixed = self._mixed_statement(lo, hi)
        if mixed is not None:
            problems.append((mixed, "a statement continues from a code line onto a conditional "
                             "(`!$`, `D`) line or back: it is another statement with -fopenmp "
                             "(-fd-lines-as-code) than without"))
            return
        for stmt, sentinel in self._conditional_statements(lo, hi):
            in_if, action = _if_action(stmt.squeezed()[0])
            what = _inactive_site_kind(action, self.options.abort_calls)
            if what is None:
                continue
            data = SiteInfo(stmt, in_if=in_if, sentinel=sentinel)
            if what == "entry" or stmt.label or in_if and not self._locate_if(stmt, data):
                if what != "abort":
                    problems.append((stmt.first_line, f"an {'ENTRY' if what == 'entry' else 'RETURN'} "
                                     f"statement on a `{sentinel}` line could not be rewritten"))
                continue
            (routine.exits if what == "return" else routine.aborts).append(
                Site(what, self._stmt_position(stmt), data))
            added = True
        if added:
            _sort_sites(routine)

    def _first_conditional_exec(self, insert: _Stmt) -> Statement | None:
        """The first executable statement on a conditional line
        (`!$ tid = omp_get_thread_num()`) between the declarations and the
        first executable statement: with -fopenmp it is the first one, and
        entry code goes in front of it (a comment line without)."""
        line = insert.source.first_line if insert.source is not None else insert.line
        view = self.src.conditional_view()
        if line is None or view is None:
            return None
        before = self.src.statements_between(1, line - 1)
        # FORMAT, DATA, ENTRY and INCLUDE may follow executable statements:
        # a conditional one above them is looked at too.
        plain = fortran_scan.Scanner(self.src, self.fixed)
        while before and self._either_part(plain, before[-1]):
            before.pop()
        lo = before[-1].last_line + 1 if before else 1
        scanner = fortran_scan.Scanner(view, self.fixed)
        for stmt, _ in self._conditional_statements(lo, line - 1):
            try:
                classified = scanner.classify(stmt)
            except fortran_scan.Unsure:
                continue  # taken for a declaration, as before
            if classified.role == fortran_scan.EXEC and classified.kind != "header" and \
                    getattr(classified.node, "lhs", None) is None:  # not a statement function
                return stmt
        return None

    @staticmethod
    def _either_part(scanner, stmt: Statement) -> bool:
        """FORMAT, DATA, ENTRY or INCLUDE: in the specification or the execution part."""
        try:
            return scanner.classify(stmt).role == fortran_scan.BOTH
        except fortran_scan.Unsure:
            return False

    # ---------------------------------------------------------------- sites

    def _site(self, node, routine, info, do_terminals, problems, top) -> None:
        kind = _kind(node)
        s = self._stmt(node)
        if kind == "Entry_Stmt":
            if s.source is None:
                problems.append((s.line, "an ENTRY statement is not in this file"))
            elif top:
                routine.alt_entries.append(Site("entry", self._stmt_position(s.source), SiteInfo(s.source)))
            return
        action, in_if = node, False
        if kind == "If_Stmt":
            action, in_if = node.items[1], True
        what = self._site_kind(action)
        if what is None:
            return
        if s.source is None:
            if what == "return":
                problems.append((s.line, "a RETURN statement is not in this file"))
            return
        data = SiteInfo(s.source, in_if=in_if, do_terminal=bool(s.source.label and int(s.source.label) in do_terminals))
        if in_if and not self._locate_if(s.source, data):
            if what == "return":
                problems.append((s.source.first_line, "a one-line IF ... RETURN could not be rewritten"))
            return
        if in_if and data.do_terminal:
            # An IF block cannot end a DO loop: no place for the code.
            why = f"the IF statement labeled {s.source.label} ends a DO loop"
            if what == "return":
                problems.append((s.source.first_line, why))
            else:
                info.warnings.append((s.source.first_line, f"no abort code here: {why}"))
            return
        site = Site("return" if what == "return" else "abort", self._stmt_position(s.source), data)
        (routine.exits if what == "return" else routine.aborts).append(site)

    def _site_kind(self, node):
        kind = _kind(node)
        if kind == "Return_Stmt":
            return "return"
        if kind in ("Stop_Stmt", "Error_Stop_Stmt"):
            return "abort"
        if kind == "Call_Stmt":
            called = str(node.items[0]).upper()
            if called in ABORT_CALLS or called in {c.upper() for c in self.options.abort_calls}:
                return "abort"
        return None

    def _locate_if(self, stmt: Statement, data: SiteInfo) -> bool:
        """Finds the IF's closing parenthesis and the start of its action."""
        text = stmt.text
        m = _IF_OPEN.match(text)
        if not m:
            return False
        close = matching_paren(text, m.end() - 1)
        if close < 0:
            return False
        j = close + 1
        while j < len(text) and text[j].isspace():
            j += 1
        if j >= len(text):
            return False
        data.condition_end = stmt.offsets[close] + 1
        data.action_start = stmt.offsets[j]
        return True

    def _ends_flow(self, node) -> bool:
        """Whether control cannot fall through this top-level statement."""
        if node is None:
            return False
        kind = _kind(node)
        if kind in ("Return_Stmt", "Stop_Stmt", "Error_Stop_Stmt", "Goto_Stmt"):
            return True
        return kind == "Call_Stmt" and self._site_kind(node) == "abort"

    # -------------------------------------------------------------- helpers

    def _statements(self, node):
        """The statements of a node in source order (If_Stmt as one)."""
        if _is_statement(node):
            yield node
            return
        for child in getattr(node, "content", None) or ():
            yield from self._statements(child)

    def _first_stmt(self, node):
        for s in self._statements(node):
            return s
        return None

    def _first_line(self, nodes):
        for n in nodes:
            line = self._node_line(n)
            if line:
                return line
        return None

    def _node_line(self, node):
        if node is None:
            return None
        s = self._first_stmt(node)
        return self._stmt(s).line if s is not None else None

    def _include_line_ok(self, stmt: _Stmt) -> bool:
        # A statement from an #include'd file: code goes before the #include line.
        return stmt.line is not None and self.src.line(stmt.line).kind == CPP

    def _position(self, line) -> Position:
        line = line or 1
        ln = self.src.line(line) if line <= len(self.src.lines) else None
        return Position(ln.start if ln else len(self.source), line, 1)

    def _stmt_position(self, stmt: Statement) -> Position:
        ln = self.src.line(stmt.first_line)
        return Position(stmt.start, stmt.first_line, stmt.start - ln.start + 1)

    def _spec_sources(self, specification) -> list[Statement]:
        return [source for source in (self._stmt(n).source for n in self._statements(specification))
                if source is not None]

    def _names_in(self, specification) -> _Names:
        """What a specification part says about names that could be arrays."""
        names = _Names()
        if specification is None:
            return names
        if isinstance(specification, fortran_scan.Node):
            names.declared, names.arrays, names.used, names.opaque = \
                fortran_scan.declared_names(specification, self.fixed)
            return names
        import fparser.two.Fortran2003 as F
        for n in self._spec_nodes(specification):
            kind = _kind(n)
            if kind == "Entity_Decl":
                name = str(n.items[0]).upper()
                names.declared.add(name)
                if n.items[1] is not None:
                    names.arrays.add(name)
            elif kind in ("Dimension_Stmt", "Common_Stmt", "Allocatable_Stmt", "Pointer_Stmt",
                          "Target_Stmt"):
                for m in re.finditer(r"(\w+)\s*\(", str(n)):
                    names.arrays.add(m.group(1).upper())
            elif kind == "Type_Declaration_Stmt" and n.items[1] is not None and \
                    re.search(r"\bDIMENSION\s*\(", str(n.items[1]), re.I):  # an attribute
                for d in _walk(n):
                    if isinstance(d, F.Entity_Decl):
                        names.arrays.add(str(d.items[0]).upper())
            elif kind == "Use_Stmt":
                only = re.search(r"\bONLY\s*:(.*)$", str(n), re.I)
                if only is None:
                    names.opaque = True  # everything public in the module
                else:
                    for item in only.group(1).split(","):
                        names.used.add(item.split("=>")[0].strip().upper())
            elif kind == "Include_Stmt":
                names.opaque = True  # INCLUDE files are not read
        return names

    def _spec_nodes(self, node):
        """Nodes of a specification part, not descending into interface blocks."""
        for child in getattr(node, "content", None) or getattr(node, "items", None) or ():
            if not hasattr(child, "__class__") or isinstance(child, str) or child is None:
                continue
            yield child
            if _kind(child) not in ("Interface_Block",):
                yield from self._spec_nodes(child)

    def _branched_to(self, node, last: int | None) -> bool:
        """A labelled statement that a later one (up to line last) branches
        to: an array element assignment, never a statement function (code
        after it would run again at each jump)."""
        source = self._stmt(node).source
        if source is None or not source.label or last is None:
            return False
        label = int(source.label)
        for stmt in self.src.statements_between(source.first_line, last):
            text = stmt.squeezed()[0]
            if source.label.lstrip("0") not in text:
                continue
            text = re.sub(r"'[^']*'|\"[^\"]*\"", "", text)
            found = [g for m in _BRANCH_LABELS.finditer(text) for g in m.groups() if g]
            if text.startswith("IF("):
                m = _ARITHMETIC_IF.fullmatch(text, matching_paren(text, 2) + 1)
                found += m.groups() if m else ()
            if any(int(n) == label for item in found for n in item.split(",") if n):
                return True
        return False

    def _is_statement_function(self, node, scopes) -> bool:
        """fparser files `f(x) = ...` among executable statements; it is a
        statement function unless f is known to be an array: declared as one
        here or in a host, or named in a USE ... ONLY. A name that a USE
        without ONLY or an INCLUDE may bring is taken for a statement
        function: code after an array element assignment still compiles (it
        runs one statement late), code before a statement function does not."""
        if _kind(node) != "Assignment_Stmt":
            return False
        if isinstance(node, fortran_scan.Node):
            if node.lhs is None:
                return False
            name, args = node.lhs.split("(", 1)
            name, args = name.strip(), args.rsplit(")", 1)[0]
        else:
            lhs = node.items[0]
            if type(lhs).__name__ != "Part_Ref":
                return False
            name = str(lhs.items[0]).upper()
            args = str(lhs.items[1]) if lhs.items[1] is not None else ""
        if not all(re.fullmatch(r"\s*[A-Za-z]\w*\s*", a) for a in args.split(",")):
            return False
        for scope in scopes:  # innermost first
            names = scope.get()
            if name in names.arrays or name in names.used:
                return False
            if name in names.declared:
                return True
        return True


class _Lazy:
    """What a scope says about names, read when first asked (rarely)."""

    def __init__(self, read, specification, statements=None):
        self._read, self._specification, self._names = read, specification, None
        self._statements, self._texts = statements, None

    def get(self) -> _Names:
        if self._names is None:
            self._names = self._read(self._specification)
        return self._names

    def sources(self) -> list[Statement]:
        """The specification part's statements."""
        if self._texts is None:
            self._texts = self._statements(self._specification) if self._specification is not None else []
        return self._texts

    def texts(self) -> list[str]:
        """The specification part's statements, squeezed (upper case, no blanks)."""
        return [source.squeezed()[0] for source in self.sources()]

    def implicit_none_external(self) -> bool:
        return any(_IMPLICIT_NONE_EXTERNAL.match(source.squeezed()[0]) for source in self.sources()
                   if _squeezed_head(source.text, 13) == "IMPLICITNONE(")


@dataclass
class _Names:
    arrays: set = field(default_factory=set)
    declared: set = field(default_factory=set)
    used: set = field(default_factory=set)   # named in USE ... ONLY
    opaque: bool = False                     # a USE without ONLY or an INCLUDE: anything may come in
