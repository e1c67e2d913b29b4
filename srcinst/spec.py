"""The specification language (Geimer et al. 2009, TAU selective instrumentation).

A spec holds rules (`entry`, `exit`, `decl`, `init`, `abort`, and file rules
`file=... line=N`) plus TAU's routine and file include/exclude lists, and
structural select rules (BEGIN_SELECT_RULES, see srcinst.select.selection). Rules may
stand bare or inside BEGIN_INSTRUMENT_SECTION ... END_INSTRUMENT_SECTION.

Regions beyond routines: `decl`, `entry` and `exit` rules with `region=loop`
say what code a loop gets; TAU's `loops [file=] routine= [level=N]` rules say
which routines' loops get it (a select file says where, the spec what).
"""
from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NoReturn

from srcinst.diagnostics import Diagnostic, Reporter, SrcinstError
from srcinst.model import OMP_CONSTRUCTS
from srcinst.patterns import FilePattern, RoutinePattern, callee_names, validate_regex
from srcinst.region_exclude import region_exclusion
from srcinst.select import selection

if TYPE_CHECKING:
    from srcinst.select.callgraph import CallGraph

RULE_KINDS = ("decl", "init", "entry", "exit", "abort", "begin", "end")
LINE_RULE = "line"
# What a rule's code is for: the routine itself (the paper's rules) or a
# region inside it. Only decl, entry and exit rules have a region.
REGIONS = ("routine", "loop", "timer", "phase", "call", "omp")
MARKED = ("timer", "phase")  # ranges of lines a select file or the source marks
REGION_RULE_KINDS = ("decl", "entry", "exit", "begin", "end")
# OpenMP constructs (region=omp) have two more places, inside the construct:
# `begin` at the start of its structured block, `end` at its end (each thread).
INSIDE_RULE_KINDS = ("begin", "end")
# `openmp NAME`: how the emitters rewrite OpenMP directives (model.FilePlan.openmp).
OPENMP_MODES = ("pomp2",)
_OPENMP_LINE = re.compile(r"openmp(?:\s+(\S+))?\s*(?:#.*)?\Z")
LOOPS = "loops"  # TAU's `loops [file=] routine= [level=N]`: where loops get code
# Where calls get region=call code: srcinst's `calls name="pattern"` and TAU's
# `io` and `memory`, which name the functions of these lists.
CALL_KINDS = ("calls", "io", "memory")
# C++ new and delete expressions are call regions named after the operator
# functions they call, as TAU's and Score-P's memory wrappers name them
# (`calls name="new delete[]"` or `name="operator#"` choose them too).
CXX_ALLOCATIONS = ("operator new", "operator new[]", "operator delete", "operator delete[]")
IO_FUNCTIONS = (
    # C stdio
    "fopen", "freopen", "fdopen", "fclose", "fflush", "fread", "fwrite", "fgetc", "fgets", "fputc", "fputs",
    "getc", "putc", "getchar", "putchar", "gets", "puts", "ungetc", "fprintf", "printf", "vfprintf", "vprintf",
    "fscanf", "scanf", "vfscanf", "vscanf", "fseek", "fseeko", "ftell", "ftello", "rewind", "fgetpos", "fsetpos",
    "setvbuf", "setbuf", "tmpfile", "remove", "rename", "perror", "getline", "getdelim",
    # POSIX
    "open", "openat", "creat", "close", "read", "write", "pread", "pwrite", "readv", "writev", "lseek",
    "fsync", "fdatasync", "ftruncate", "truncate", "dup", "dup2", "pipe", "mkfifo", "unlink", "stat", "fstat",
    "lstat", "mmap", "munmap", "msync", "opendir", "readdir", "closedir",
)
MEMORY_FUNCTIONS = ("malloc", "calloc", "realloc", "reallocarray", "free", "aligned_alloc", "posix_memalign",
                    "memalign", "valloc", "pvalloc", "strdup", "strndup") + CXX_ALLOCATIONS
# Fortran statements that `io` and `memory` choose too (in Fortran only: a C
# function named `wait` or `print` is no I/O): regions named after their keyword.
FORTRAN_IO_STATEMENTS = ("open", "close", "read", "write", "print", "inquire", "backspace", "rewind", "endfile",
                         "flush", "wait")
FORTRAN_MEMORY_STATEMENTS = ("allocate", "deallocate")
# Kinds TAU's instrumentor knows that srcinst does not implement (yet).
TAU_ONLY_KINDS = frozenset("forall barrier fence notify".split())
# TAU's marked ranges: `[static|dynamic] timer|phase name="N" file="F" line=A to line=B`
_MARKED_HEAD = re.compile(r"\s*(?:(static|dynamic)\s+)?(timer|phase)(?![\w=])")
_MARKED_RANGE = re.compile(r'\s*name\s*=\s*"([^"]*)"\s+file\s*=\s*"([^"]*)"\s+line\s*=\s*(\S+)\s+'
                           r'to\s+line\s*=\s*(\S+)\s*\Z')
_MARKED_ROUTINE = re.compile(r'\s*routine\s*=\s*"([^"]*)"\s*\Z')

LANG_ALIASES = {
    "c": "c",
    "c++": "c++", "cpp": "c++", "cxx": "c++",
    "fortran": "fortran", "f77": "fortran", "f90": "fortran",
}
LANGUAGES = ("c", "c++", "fortran")

# Which @KEYWORD@s each kind may use (the paper's Table 1).
_EVERYWHERE = {"FILE", "LINE", "COL"}
_ROUTINE = {"ROUTINE", "BEGIN_LINE", "BEGIN_COL", "END_LINE", "END_COL"}
# A region's name (TAU's loop names) and kind, its number in the file (for
# names of variables that must differ per region), its loop depth.
_REGION = {"REGION", "KIND", "ID", "LEVEL"}
KEYWORDS_BY_KIND = {
    LINE_RULE: _EVERYWHERE,
    "decl": _EVERYWHERE | _ROUTINE | {"RTTI", "REGION", "KIND"},
    "entry": _EVERYWHERE | _ROUTINE | {"RTTI", "REGION", "KIND"},
    "exit": _EVERYWHERE | _ROUTINE | {"RTTI", "REGION", "KIND"},
    "abort": _EVERYWHERE | _ROUTINE | {"RTTI"},
    "init": _EVERYWHERE | _ROUTINE | {"ARGC", "ARGV"},
}
# Region rules: @ROUTINE@ names the routine holding the region, the
# BEGIN/END keywords the region's own span; @CALLEE@ a call's callee.
KEYWORDS_BY_REGION_KIND = {kind: _EVERYWHERE | _ROUTINE | _REGION for kind in REGION_RULE_KINDS}
# OpenMP constructs: what model.OmpConstruct holds.
OMP_KEYWORDS = {"CONSTRUCT", "OMP_NAME", "OMP_ID", "OMP_IF", "OMP_NUM_THREADS"}
ALL_KEYWORDS = set().union(*KEYWORDS_BY_KIND.values(), *KEYWORDS_BY_REGION_KIND.values(), {"CALLEE"}, OMP_KEYWORDS)


def keywords_for(kind: str, region: str = "routine") -> set[str]:
    """The @KEYWORD@s code of this kind of rule may use."""
    if region == "routine":
        return KEYWORDS_BY_KIND[kind]
    return KEYWORDS_BY_REGION_KIND[kind] | ({"CALLEE"} if region == "call" else set()) \
        | (OMP_KEYWORDS if region == "omp" else set())
KEYWORD_RE = re.compile(r"@([A-Z_]+)@")

_TAU_KIND_WORDS = re.compile(r"\s*([A-Za-z_]\w*)(?![\w=])(?:\s+([A-Za-z_]\w*)(?![\w=]))?")

LISTS = {
    "BEGIN_EXCLUDE_LIST": ("END_EXCLUDE_LIST", "routine_exclude"),
    "BEGIN_INCLUDE_LIST": ("END_INCLUDE_LIST", "routine_include"),
    "BEGIN_FILE_EXCLUDE_LIST": ("END_FILE_EXCLUDE_LIST", "file_exclude"),
    "BEGIN_FILE_INCLUDE_LIST": ("END_FILE_INCLUDE_LIST", "file_include"),
}
SECTION_BEGIN, SECTION_END = "BEGIN_INSTRUMENT_SECTION", "END_INSTRUMENT_SECTION"
ATTRIBUTES = ("file", "routine", "code", "lang", "line", "placement", "region", "level", "name", "construct")
# File rules: where line=N puts code that would land in the file's preamble.
PLACEMENTS = ("after-preamble", "literal")
ESCAPES = {"\\": "\\", '"': '"', "n": "\n", "t": "\t"}
CALLGRAPH_LINE = re.compile(r'callgraph\s*=\s*"((?:[^"\\]|\\.)*)"\s*(?:#.*)?$')


@dataclass(frozen=True)
class Origin:
    path: str
    line: int
    col: int = 1


@dataclass(frozen=True)
class Rule:
    kind: str  # one of RULE_KINDS, or LINE_RULE for `file=... line=N`
    code: str
    file: FilePattern
    routine: RoutinePattern
    langs: frozenset[str] | None  # None: every language
    origin: Origin
    line: int | None = None
    # File rules: True puts the code before line N as written, even inside the
    # file's preamble (its leading comments and preprocessor directives).
    literal: bool = False
    region: str = "routine"  # one of REGIONS
    # region=omp rules: the constructs (model.OMP_CONSTRUCTS) whose regions
    # get the code (`construct="parallel,parallel for"`); None: every one.
    constructs: frozenset[str] | None = None

    def applies_to_lang(self, lang: str) -> bool:
        return self.langs is None or lang in self.langs

    def applies_to_construct(self, construct: str) -> bool:
        return self.constructs is None or construct in self.constructs


@dataclass(frozen=True)
class MarkedRange:
    """TAU's `[static|dynamic] timer|phase name="N" file="F" line=A to line=B`:
    lines A to B of matching files are a region of that kind, named N."""
    kind: str       # "timer" or "phase"
    name: str
    file: FilePattern
    first: int
    last: int
    origin: Origin
    dynamic: bool = False


@dataclass(frozen=True)
class CallSelection:
    """Where calls get region=call code: `calls [file=] [routine=] name="pattern"`
    (srcinst), TAU's `io [file=] routine=` and `memory [file=] routine=` (the
    functions of IO_FUNCTIONS, MEMORY_FUNCTIONS)."""
    kind: str        # one of CALL_KINDS
    names: tuple[RoutinePattern, ...]  # the callees
    file: FilePattern
    routine: RoutinePattern
    origin: Origin
    # Fortran statements it chooses too (FORTRAN_IO_STATEMENTS, ...): in
    # Fortran only, whose names are the ones that ignore case.
    fortran_statements: tuple[RoutinePattern, ...] = ()

    def admits(self, path: str, names: Sequence[str], ignore_case: bool, callee: str) -> bool:
        callees = self.names + (self.fortran_statements if ignore_case else ())
        return (self.file.matches(path) and self.routine.matches(names, ignore_case)
                and any(p.matches(callee_names(callee), ignore_case) for p in callees))


@dataclass(frozen=True)
class LoopSelection:
    """TAU's `loops [file="glob"] routine="pattern" [level=N]`: the loops of
    the matching routines get the spec's region=loop code, those nested at
    most `level` deep (None: all)."""
    file: FilePattern
    routine: RoutinePattern
    level: int | None
    origin: Origin

    def admits(self, path: str, names: Sequence[str], ignore_case: bool, level: int) -> bool:
        return (self.file.matches(path) and self.routine.matches(names, ignore_case)
                and (self.level is None or level <= self.level))


@dataclass
class Spec:
    path: str = "<spec>"
    rules: list[Rule] = field(default_factory=list)
    routine_include: list[RoutinePattern] = field(default_factory=list)
    routine_exclude: list[RoutinePattern] = field(default_factory=list)
    file_include: list[FilePattern] = field(default_factory=list)
    file_exclude: list[FilePattern] = field(default_factory=list)
    select_rules: list[selection.SelectRule] = field(default_factory=list)  # in order
    loop_selections: list[LoopSelection] = field(default_factory=list)  # where loops get code
    marked_ranges: list[MarkedRange] = field(default_factory=list)  # timers and phases by lines
    call_selections: list[CallSelection] = field(default_factory=list)  # where calls get code
    callgraph_paths: list[str] = field(default_factory=list)  # recorded call graphs for reaches()
    openmp: str | None = None  # `openmp NAME` (OPENMP_MODES): how emitters rewrite OpenMP directives
    _call_graph: CallGraph | None = field(default=None, repr=False, compare=False)
    _files: list[str] = field(default_factory=list, repr=False, compare=False)  # the spec and select files read

    @property
    def needs_metrics(self) -> bool:
        """Some select rule looks at a routine's or a loop's structure: the
        frontends must fill Routine.metrics and the loops' Region.metrics
        (instrument.Options(metrics=True))."""
        return any(rule.needs_metrics for rule in self.select_rules)

    def merge(self, other: Spec) -> None:
        """Adds another file's rules, lists and select rules (a -f SELECT file)."""
        self.rules += other.rules
        self.routine_include += other.routine_include
        self.routine_exclude += other.routine_exclude
        self.file_include += other.file_include
        self.file_exclude += other.file_exclude
        self.select_rules += other.select_rules
        self.loop_selections += other.loop_selections
        self.marked_ranges += other.marked_ranges
        self.call_selections += other.call_selections
        self.callgraph_paths += [p for p in other.callgraph_paths if p not in self.callgraph_paths]
        self._files += other._files
        self._call_graph = None

    def call_graph(self) -> CallGraph | None:
        """The recorded call graphs merged (loaded once); None without any."""
        if not self.callgraph_paths:
            return None
        if self._call_graph is None:
            from srcinst.select.callgraph import CallGraph
            graph = CallGraph()
            for path in self.callgraph_paths:
                graph.update(CallGraph.load(path))
            self._call_graph = graph
        return self._call_graph

    def file_verdict(self, path: str) -> str | None:
        """None when the file lists admit `path`, else why not."""
        for p in self.file_exclude:
            if p.matches(path):
                return f"file excluded by {_entry(p)}"
        if self.file_include and not any(p.matches(path) for p in self.file_include):
            return "file not in the file include list"
        return None

    def routine_verdict(self, names: Sequence[str], ignore_case: bool = False) -> str | None:
        """None when the routine lists admit the routine, else why not."""
        for p in self.routine_exclude:
            if p.matches(names, ignore_case):
                return f"excluded by {_entry(p)}"
        if self.routine_include and not any(p.matches(names, ignore_case) for p in self.routine_include):
            return "not in the include list"
        return None

    def region_verdict(self, kind: str, name: str, ignore_case: bool = False) -> str | None:
        """None when the exclude list leaves a loop or call region its code,
        else why not (only `Loop:` and `Call:` entries apply: srcinst.region_exclude)."""
        entry = region_exclusion(self.routine_exclude, kind, name, ignore_case)
        return None if entry is None else f"excluded by {_entry(entry)}"

    @property
    def region_kinds(self) -> frozenset[str]:
        """The kinds of regions some rule has code for, where a rule says
        where they get it: what frontends must find."""
        kinds = {r.region for r in self.rules if r.region != "routine"}
        if not self.loop_selections:
            kinds.discard("loop")
        if not self.call_selections:
            kinds.discard("call")
        return frozenset(kinds)

    @property
    def callee_patterns(self) -> tuple[RoutinePattern, ...]:
        """The names of the callees some calls/io/memory rule asks for."""
        return tuple(dict.fromkeys(p for s in self.call_selections for p in s.names))

    def callees_for(self, lang: str) -> tuple[RoutinePattern, ...]:
        """callee_patterns, and in Fortran the I/O and memory statements io and memory rules choose."""
        if lang != "fortran":
            return self.callee_patterns
        return tuple(dict.fromkeys(self.callee_patterns + tuple(p for s in self.call_selections
                                                                for p in s.fortran_statements)))

    def call_admitted(self, path: str, names: Sequence[str], ignore_case: bool, callee: str) -> bool:
        return self.call_selection(path, names, ignore_case, callee) is not None

    def call_selection(self, path: str, names: Sequence[str], ignore_case: bool, callee: str
                       ) -> CallSelection | None:
        """The first calls, io or memory rule that gives calls of `callee` code there."""
        return next((s for s in self.call_selections if s.admits(path, names, ignore_case, callee)), None)

    def unused_call_selections(self) -> list[CallSelection]:
        if any(r.region == "call" for r in self.rules):
            return []
        return list(self.call_selections)

    def ranges_for(self, path: str) -> tuple[MarkedRange, ...]:
        """The marked ranges of a file whose kind some rule has code for."""
        kinds = self.region_kinds
        return tuple(m for m in self.marked_ranges if m.kind in kinds and m.file.matches(path))

    def unused_marked_ranges(self) -> list[MarkedRange]:
        """Timer and phase rules that cannot take effect: no rule gives their kind code."""
        kinds = self.region_kinds
        return [m for m in self.marked_ranges if m.kind not in kinds]

    def loop_admitted(self, path: str, names: Sequence[str], ignore_case: bool, level: int) -> bool:
        """Whether a loop nested `level` deep in the routine named `names`
        gets loop code: some `loops` rule says so."""
        return self.loop_selection(path, names, ignore_case, level) is not None

    def loop_selection(self, path: str, names: Sequence[str], ignore_case: bool, level: int) -> LoopSelection | None:
        """The first `loops` rule that gives such a loop code."""
        return next((s for s in self.loop_selections if s.admits(path, names, ignore_case, level)), None)

    @property
    def loop_rules(self) -> list[selection.SelectRule]:
        """The select rules of loops (`include loop if ...`)."""
        return [rule for rule in self.select_rules if rule.target == "loop"]

    def unused_loop_selections(self) -> list[LoopSelection]:
        """`loops` rules that cannot take effect: no rule says what code a
        loop gets."""
        if any(r.region == "loop" for r in self.rules):
            return []
        return list(self.loop_selections)

    def file_selected(self, path: str) -> bool:
        return self.file_verdict(path) is None

    def routine_selected(self, names: Sequence[str], ignore_case: bool = False) -> bool:
        return self.routine_verdict(names, ignore_case) is None


def _entry(pattern: RoutinePattern | FilePattern) -> str:
    return f"'{pattern.text}' ({pattern.where})" if pattern.where else f"'{pattern.text}'"


class _SpecParser:
    def __init__(self, text: str, path: str, reporter: Reporter):
        self.text = text
        self.path = path
        self.reporter = reporter
        self.spec = Spec(path=path)

    def fail(self, message: str, line: int, col: int = 1) -> NoReturn:
        raise SrcinstError(Diagnostic("error", message, self.path, line, col), status=2)

    def warn(self, message: str, line: int, col: int = 1) -> None:
        self.reporter.warning(message, self.path, line, col)

    def parse(self) -> Spec:
        open_list: tuple[str, str, int] | None = None  # (end marker, attribute name, line it began)
        section_line: int | None = None
        select_line: int | None = None  # where an open BEGIN_SELECT_RULES is
        # Only \n (and \r\n) end a line: str.splitlines() would also split at
        # form feeds or U+2028, which may legitimately sit inside code="...".
        for number, raw in enumerate(self.text.split("\n"), start=1):
            line = raw.rstrip(" \t\r")
            stripped = line.strip()
            indent = len(line) - len(line.lstrip())
            if not stripped:
                continue
            if open_list is not None:
                end, attr, _ = open_list
                if stripped == end:
                    open_list = None
                elif not _is_list_comment(stripped):
                    self._add_list_entry(attr, stripped, number, indent + 1)
                continue
            if stripped.startswith("#"):
                continue
            if select_line is not None:
                if stripped == selection.END:
                    select_line = None
                elif stripped.startswith("callgraph"):
                    self._callgraph(stripped, number, indent + 1)
                else:
                    self._select_rule(line, number)
                continue
            if stripped == selection.BEGIN:
                select_line = number
            elif stripped.startswith("callgraph") and not stripped.startswith("callgraph_"):
                self._callgraph(stripped, number, indent + 1)
            elif stripped in LISTS:
                end, attr = LISTS[stripped]
                open_list = (end, attr, number)
            elif stripped == SECTION_BEGIN:
                if section_line is not None:
                    self.fail(f"{SECTION_BEGIN} inside the section opened on line {section_line}", number, indent + 1)
                section_line = number
            elif stripped == SECTION_END:
                if section_line is None:
                    self.fail(f"{SECTION_END} without {SECTION_BEGIN}", number, indent + 1)
                section_line = None
            elif stripped.startswith("END_") and stripped.isupper():
                self.fail(f"'{stripped}' closes nothing", number, indent + 1)
            else:
                self._parse_rule(line, number)
        if open_list is not None:
            self.fail(f"list is not closed: missing {open_list[0]}", open_list[2])
        if select_line is not None:
            self.fail(f"{selection.BEGIN} is not closed: missing {selection.END}", select_line)
        if section_line is not None:
            self.fail(f"{SECTION_BEGIN} is not closed: missing {SECTION_END}", section_line)
        return self.spec

    def _add_list_entry(self, attr: str, entry: str, number: int, col: int) -> None:
        if entry.startswith('"'):
            # As TAU: the entry is what stands between the first quote and the
            # next one ("#foo#" gives a leading wildcard); the rest is ignored.
            close = entry.find('"', 1)
            if close < 0:
                self.warn("no closing quote; the entry runs to the end of the line", number, col)
                entry = entry[1:]
            else:
                rest = entry[close + 1:].strip()
                if rest and not _is_list_comment(rest):
                    self.warn(f"text after the closing quote is ignored: '{rest}'", number, col + close + 1)
                entry = entry[1:close]
        problem = validate_regex(entry)
        if problem:
            self.fail(problem, number, col)
        make = FilePattern if attr.startswith("file") else RoutinePattern
        getattr(self.spec, attr).append(make(entry, where=f"{self.path}:{number}"))

    def _select_rule(self, line: str, number: int) -> None:
        def fail(message: str, col: int) -> NoReturn:
            self.fail(message, number, col)
        self.spec.select_rules.append(selection.parse_rule(line, self.path, number, 1, fail=fail))

    def _callgraph(self, text: str, number: int, col: int) -> None:
        m = CALLGRAPH_LINE.fullmatch(text)
        if not m:
            self.fail('expected callgraph="FILE" (a call graph written by srcinst --record-calls)',
                      number, col)
        value = re.sub(r'\\(.)', r'\1', m.group(1))
        if not value:
            self.fail("callgraph= needs a file name", number, col)
        # Relative to the file that names it, as #include would.
        path = os.path.abspath(os.path.join(os.path.dirname(self.path), value))
        if path not in self.spec.callgraph_paths:
            self.spec.callgraph_paths.append(path)

    def _parse_rule(self, line: str, number: int) -> None:
        marked = _MARKED_HEAD.match(line)
        if marked:
            self._marked(line, marked, number)
            return
        # TAU's kinds are ignored whatever follows.
        words = _TAU_KIND_WORDS.match(line)
        if words and words.group(1) in TAU_ONLY_KINDS:
            kind = words.group(1)
            if words.group(2) in TAU_ONLY_KINDS:
                kind += " " + words.group(2)  # `static timer`, `dynamic phase`
            self.warn(f"'{kind}' rules are not supported by srcinst; rule ignored", number, words.start(1) + 1)
            return
        words = _TAU_KIND_WORDS.match(line)
        if words and words.group(1) in ("io", "memory") and words.group(2) is None:
            _, kind_col, attrs = self._tokenize(line, number)
            self._calls(words.group(1), attrs, number, kind_col)
            return
        if words and words.group(1) == "openmp" and "=" not in line:
            self._openmp(line, number)
            return
        kind, kind_col, attrs = self._tokenize(line, number)
        if kind == LOOPS:
            self._loops(attrs, number, kind_col)
            return
        if kind == "calls":
            self._calls(kind, attrs, number, kind_col)
            return
        if "level" in attrs:
            self.fail(f"'level=' belongs to {LOOPS} rules", number, attrs["level"][1])
        if "name" in attrs:
            self.fail("'name=' belongs to calls rules (and TAU's timer and phase rules)", number, attrs["name"][1])
        if kind is not None and kind not in RULE_KINDS:
            self.fail(f"unknown rule kind '{kind}' (expected one of {', '.join(RULE_KINDS)}, "
                      f"or a file rule `file=\"...\" line=N code=\"...\"`)", number, kind_col)
        if kind is None:
            if "line" not in attrs:
                col = min(c for _, c in attrs.values()) if attrs else 1
                self.fail("a rule needs a kind (entry, exit, decl, init, abort) "
                          "or, as a file rule, `line=N`", number, col)
            kind = LINE_RULE
        elif "line" in attrs:
            self.fail(f"'line=' belongs to file rules, not to '{kind}' rules", number, attrs["line"][1])
        if "placement" in attrs:
            value, col = attrs["placement"]
            if kind != LINE_RULE:
                self.fail(f"'placement=' belongs to file rules, not to '{kind}' rules", number, col)
            if value not in PLACEMENTS:
                self.fail(f"placement= is one of {', '.join(PLACEMENTS)}, not '{value}'", number, col)
        if "code" not in attrs:
            self.fail(f"'{kind if kind != LINE_RULE else 'file'}' rule has no code=\"...\"", number, kind_col)
        if kind in (LINE_RULE, "init") and "routine" in attrs:
            what = "file rules" if kind == LINE_RULE else "init rules (init always applies to main)"
            self.fail(f"routine= is not allowed in {what}", number, attrs["routine"][1])

        regions = ["routine"]
        if "region" in attrs:
            value, col = attrs["region"]
            if kind not in REGION_RULE_KINDS:
                what = "file rules" if kind == LINE_RULE else f"'{kind}' rules"
                self.fail(f"'region=' belongs to {', '.join(REGION_RULE_KINDS)} rules, not to {what}", number, col)
            regions = [r.strip() for r in value.split(",")]
            for region in regions:
                if region not in REGIONS:
                    self.fail(f"region= is one of {', '.join(REGIONS)}, not '{region}'", number, col)
        if kind in INSIDE_RULE_KINDS and regions != ["omp"]:
            self.fail(f"'{kind}' rules are for OpenMP constructs: they need region=omp", number, kind_col)
        constructs = None
        if "construct" in attrs:
            value, col = attrs["construct"]
            if "omp" not in regions:
                self.fail("'construct=' belongs to region=omp rules", number, col)
            constructs = frozenset(" ".join(c.split()) for c in value.split(","))
            for construct in sorted(constructs):
                if construct not in OMP_CONSTRUCTS:
                    self.fail(f"construct= takes OpenMP constructs ({', '.join(OMP_CONSTRUCTS)}), "
                              f"not '{construct}'", number, col)
        code, code_col = attrs["code"]
        for region in dict.fromkeys(regions):
            self._check_keywords(kind, region, code, number, code_col)
        langs = None
        if "lang" in attrs:
            langs = self._parse_langs(*attrs["lang"], number)
        rule_line = None
        if kind == LINE_RULE:
            value, col = attrs["line"]
            if not re.fullmatch(r"[0-9]+", value) or int(value) < 1:
                self.fail(f"line= needs a positive line number, not '{value}'", number, col)
            rule_line = int(value)
        for name in ("file", "routine"):
            if name in attrs:
                problem = validate_regex(attrs[name][0])
                if problem:
                    self.fail(problem, number, attrs[name][1])
        for region in dict.fromkeys(regions):
            self.spec.rules.append(Rule(
                kind=kind,
                code=code,
                file=FilePattern(attrs.get("file", ("*", 0))[0]),
                routine=RoutinePattern(attrs.get("routine", ("#", 0))[0]),
                langs=langs,
                origin=Origin(self.path, number, kind_col),
                line=rule_line,
                literal=attrs.get("placement", ("", 0))[0] == "literal",
                region=region,
                constructs=constructs if region == "omp" else None,
            ))

    def _openmp(self, line: str, number: int) -> None:
        """`openmp pomp2`: the emitters rewrite OpenMP directives for POMP2."""
        m = _OPENMP_LINE.match(line.strip())
        if not m or m.group(1) not in OPENMP_MODES:
            self.fail(f"expected `openmp MODE` with MODE one of {', '.join(OPENMP_MODES)}", number, 1)
        self.spec.openmp = m.group(1)

    def _marked(self, line: str, head: re.Match[str], number: int) -> None:
        """TAU's `[static|dynamic] timer|phase name="N" file="F" line=A to line=B`."""
        col = head.start(2) + 1 if head.group(1) is None else head.start(1) + 1
        kind, rest = head.group(2), line[head.end():]
        what = f"{head.group(1) + ' ' if head.group(1) else ''}{kind}"
        if _MARKED_ROUTINE.match(rest):
            self.warn(f"'{what} routine=' rules are not supported by srcinst (routines are timed by the "
                      "spec's routine rules); rule ignored", number, col)
            return
        m = _MARKED_RANGE.match(rest)
        if not m:
            self.fail(f'expected {what} name="NAME" file="FILE" line=A to line=B', number, col)
        name, file, first, last = m.groups()
        lines = []
        for value in (first, last):
            if not re.fullmatch(r"[0-9]+", value) or int(value) < 1:
                self.fail(f"line= needs a positive line number, not '{value}'", number, col)
            lines.append(int(value))
        if lines[1] < lines[0]:
            self.fail(f"the range ends (line {lines[1]}) before it begins (line {lines[0]})", number, col)
        problem = validate_regex(file)
        if problem:
            self.fail(problem, number, col)
        if head.group(1) == "dynamic":
            self.warn(f"dynamic {kind}s are measured as static ones here (one region for every execution)",
                      number, col)
        self.spec.marked_ranges.append(MarkedRange(kind, name, FilePattern(file), lines[0], lines[1],
                                                   Origin(self.path, number, col), head.group(1) == "dynamic"))

    def _calls(self, kind: str, attrs: dict[str, tuple[str, int]], number: int, col: int) -> None:
        """`calls [file=] [routine=] name="pattern"`, TAU's `io|memory [file=] routine=`."""
        allowed = ("file", "routine", "name") if kind == "calls" else ("file", "routine")
        for name in attrs:
            if name not in allowed:
                self.fail(f"'{name}=' does not belong to {kind} rules (they take {'=, '.join(allowed)}=; "
                          "the spec's region=call rules give the code)", number, attrs[name][1])
        if kind == "calls" and "name" not in attrs:
            self.fail('calls rule has no name="..." (the callees: a pattern, or several separated by blanks)',
                      number, col)
        if kind != "calls" and "routine" not in attrs:
            self.fail(f'{kind} rule has no routine="..." (routine="#" means every routine)', number, col)
        for name in ("file", "routine"):
            if name in attrs:
                problem = validate_regex(attrs[name][0])
                if problem:
                    self.fail(problem, number, attrs[name][1])
        where = f"{self.path}:{number}"
        statements: tuple[RoutinePattern, ...] = ()
        if kind == "calls":
            names = tuple(RoutinePattern(n, where=where) for n in attrs["name"][0].split())
        else:
            names = tuple(RoutinePattern(n) for n in (IO_FUNCTIONS if kind == "io" else MEMORY_FUNCTIONS))
            statements = tuple(RoutinePattern(n) for n in (FORTRAN_IO_STATEMENTS if kind == "io"
                                                           else FORTRAN_MEMORY_STATEMENTS))
        self.spec.call_selections.append(CallSelection(
            kind=kind, names=names, file=FilePattern(attrs.get("file", ("*", 0))[0]),
            routine=RoutinePattern(attrs.get("routine", ("#", 0))[0], where=where),
            origin=Origin(self.path, number, col), fortran_statements=statements))

    def _loops(self, attrs: dict[str, tuple[str, int]], number: int, col: int) -> None:
        """TAU's `loops [file="glob"] routine="pattern" [level=N]`."""
        for name in attrs:
            if name not in ("file", "routine", "level"):
                self.fail(f"'{name}=' does not belong to {LOOPS} rules (they take file=, routine= and level=; "
                          f"the spec's region=loop rules give the code)", number, attrs[name][1])
        if "routine" not in attrs:
            self.fail(f'{LOOPS} rule has no routine="..." (routine="#" means every routine)', number, col)
        level = None
        if "level" in attrs:
            value, level_col = attrs["level"]
            if not re.fullmatch(r"[0-9]+", value) or int(value) < 1:
                self.fail(f"level= needs a positive loop depth, not '{value}'", number, level_col)
            level = int(value)
        for name in ("file", "routine"):
            if name in attrs:
                problem = validate_regex(attrs[name][0])
                if problem:
                    self.fail(problem, number, attrs[name][1])
        self.spec.loop_selections.append(LoopSelection(
            file=FilePattern(attrs.get("file", ("*", 0))[0]),
            routine=RoutinePattern(attrs["routine"][0], where=f"{self.path}:{number}"),
            level=level,
            origin=Origin(self.path, number, col),
        ))

    def _parse_langs(self, value: str, col: int, number: int) -> frozenset[str]:
        langs = set()
        for name in value.split(","):
            key = name.strip().lower()
            if key not in LANG_ALIASES:
                self.fail(f"unknown language '{name.strip()}' in lang= (expected c, c++ or fortran)", number, col)
            langs.add(LANG_ALIASES[key])
        return frozenset(langs)

    def _check_keywords(self, kind: str, region: str, code: str, number: int, col: int) -> None:
        for m in KEYWORD_RE.finditer(code):
            name = m.group(1)
            if name not in ALL_KEYWORDS:
                self.warn(f"unknown keyword '@{name}@' is left as it is", number, col)
            elif name not in (KEYWORDS_BY_KIND[kind] if kind == LINE_RULE else keywords_for(kind, region)):
                what = "file rules" if kind == LINE_RULE else \
                    f"'{kind}' rules" + (f" of region={region}" if region != "routine" else "")
                self.warn(f"keyword '@{name}@' is not available in {what} and is left as it is", number, col)

    def _tokenize(self, line: str, number: int) -> tuple[str | None, int, dict[str, tuple[str, int]]]:
        """Splits `kind name="value" name=value ...` into the kind and {name: (value, col)}."""
        i, n = 0, len(line)
        kind: str | None = None
        kind_col = 1
        attrs: dict[str, tuple[str, int]] = {}
        while i < n:
            if line[i].isspace():
                i += 1
                continue
            start = i
            while i < n and (line[i].isalnum() or line[i] == "_"):
                i += 1
            word = line[start:i]
            if not word:
                self.fail(f"unexpected '{line[i]}'", number, i + 1)
            if i >= n or line[i] != "=":
                if kind is not None or attrs:
                    self.fail(f"expected name=value, found '{word}'", number, start + 1)
                kind, kind_col = word, start + 1
                continue
            i += 1  # '='
            name = word
            if name not in ATTRIBUTES:
                self.fail(f"unknown attribute '{name}' (expected {', '.join(ATTRIBUTES)})", number, start + 1)
            if name in attrs:
                self.fail(f"attribute '{name}' given twice", number, start + 1)
            if i < n and line[i] == '"':
                value, i = self._quoted(line, i, number)
            else:
                vstart = i
                while i < n and not line[i].isspace():
                    i += 1
                value = line[vstart:i]
                if not value:
                    self.fail(f"attribute '{name}' has no value", number, start + 1)
            attrs[name] = (value, start + 1)
        if kind is None and not attrs:
            self.fail("empty rule", number)
        if kind is None:
            kind_col = min(c for _, c in attrs.values())
        return kind, kind_col, attrs

    def _quoted(self, line: str, i: int, number: int) -> tuple[str, int]:
        start = i
        i += 1
        out = []
        while i < len(line):
            ch = line[i]
            if ch == "\\" and i + 1 < len(line):
                nxt = line[i + 1]
                # Unknown escapes stay as written, so C escapes such as \0 or
                # \x41 inside code reach the compiler unchanged.
                out.append(ESCAPES.get(nxt, "\\" + nxt))
                i += 2
                continue
            if ch == '"':
                return "".join(out), i + 1
            out.append(ch)
            i += 1
        self.fail("unterminated string", number, start + 1)


def _is_list_comment(entry: str) -> bool:
    # Inside lists `#` is a wildcard (`#foo#`, and a lone `#` matches every
    # routine); only `#` followed by a blank or `!` starts a comment there.
    return len(entry) > 1 and entry[0] == "#" and entry[1] in " \t!"


def parse_spec(text: str, path: str = "<spec>", reporter: Reporter | None = None) -> Spec:
    return _SpecParser(text, path, reporter or Reporter()).parse()


# Specs the wrapper's server parsed before forking its workers (parse_ahead):
# absolute path -> (the file's bytes then, its Spec). A worker takes an entry
# at most once, so the Spec it changes is its own.
_parsed_ahead: dict[str, tuple[bytes, Spec]] = {}


def parse_ahead(path: str) -> None:
    """Parses a spec now for a later load_spec of the same bytes (the
    server's built-in specs). One that has anything to say is left to be
    parsed, and said, when it is loaded."""
    data = _read_spec(path)
    reporter = Reporter()
    spec = _parse_bytes(data, path, reporter)
    if not reporter.emitted:
        _parsed_ahead[os.path.abspath(path)] = (data, spec)


def load_spec(path: str, reporter: Reporter | None = None) -> Spec:
    data = _read_spec(path)
    ahead = _parsed_ahead.pop(os.path.abspath(path), None)
    spec = ahead[1] if ahead is not None and ahead[0] == data else _parse_bytes(data, path, reporter)
    spec._files.append(os.path.abspath(path))
    return spec


def _read_spec(path: str) -> bytes:
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError as exc:
        raise SrcinstError(Diagnostic("error", f"cannot read spec: {exc.strerror}", path), status=2) from exc


def _parse_bytes(data: bytes, path: str, reporter: Reporter | None) -> Spec:
    # surrogateescape keeps any non-UTF-8 byte of the spec's code intact.
    text = data.decode("utf-8", errors="surrogateescape")
    if text.startswith("\ufeff"):
        text = text[1:]
    return parse_spec(text, path, reporter)
