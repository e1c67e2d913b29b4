"""The specification language (Geimer et al. 2009, TAU selective instrumentation).

A spec holds rules (`entry`, `exit`, `decl`, `init`, `abort`, and file rules
`file=... line=N`) plus TAU's routine and file include/exclude lists, and
structural select rules (BEGIN_SELECT_RULES, see srcinst.select.selection). Rules may
stand bare or inside BEGIN_INSTRUMENT_SECTION ... END_INSTRUMENT_SECTION.
"""
from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NoReturn

from srcinst.diagnostics import Diagnostic, Reporter, SrcinstError
from srcinst.patterns import FilePattern, RoutinePattern, validate_regex
from srcinst.select import selection

if TYPE_CHECKING:
    from srcinst.select.callgraph import CallGraph

RULE_KINDS = ("decl", "init", "entry", "exit", "abort")
LINE_RULE = "line"
# Kinds TAU's instrumentor knows that srcinst does not implement (yet).
TAU_ONLY_KINDS = frozenset(
    "loops io memory forall barrier fence notify phase timer static dynamic".split())

LANG_ALIASES = {
    "c": "c",
    "c++": "c++", "cpp": "c++", "cxx": "c++",
    "fortran": "fortran", "f77": "fortran", "f90": "fortran",
}
LANGUAGES = ("c", "c++", "fortran")

# Which @KEYWORD@s each kind may use (the paper's Table 1).
_EVERYWHERE = {"FILE", "LINE", "COL"}
_ROUTINE = {"ROUTINE", "BEGIN_LINE", "BEGIN_COL", "END_LINE", "END_COL"}
KEYWORDS_BY_KIND = {
    LINE_RULE: _EVERYWHERE,
    "decl": _EVERYWHERE | _ROUTINE | {"RTTI"},
    "entry": _EVERYWHERE | _ROUTINE | {"RTTI"},
    "exit": _EVERYWHERE | _ROUTINE | {"RTTI"},
    "abort": _EVERYWHERE | _ROUTINE | {"RTTI"},
    "init": _EVERYWHERE | _ROUTINE | {"ARGC", "ARGV"},
}
ALL_KEYWORDS = set().union(*KEYWORDS_BY_KIND.values())
KEYWORD_RE = re.compile(r"@([A-Z_]+)@")

_TAU_KIND_WORDS = re.compile(r"\s*([A-Za-z_]\w*)(?![\w=])(?:\s+([A-Za-z_]\w*)(?![\w=]))?")

LISTS = {
    "BEGIN_EXCLUDE_LIST": ("END_EXCLUDE_LIST", "routine_exclude"),
    "BEGIN_INCLUDE_LIST": ("END_INCLUDE_LIST", "routine_include"),
    "BEGIN_FILE_EXCLUDE_LIST": ("END_FILE_EXCLUDE_LIST", "file_exclude"),
    "BEGIN_FILE_INCLUDE_LIST": ("END_FILE_INCLUDE_LIST", "file_include"),
}
SECTION_BEGIN, SECTION_END = "BEGIN_INSTRUMENT_SECTION", "END_INSTRUMENT_SECTION"
ATTRIBUTES = ("file", "routine", "code", "lang", "line", "placement")
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

    def applies_to_lang(self, lang: str) -> bool:
        return self.langs is None or lang in self.langs


@dataclass
class Spec:
    path: str = "<spec>"
    rules: list[Rule] = field(default_factory=list)
    routine_include: list[RoutinePattern] = field(default_factory=list)
    routine_exclude: list[RoutinePattern] = field(default_factory=list)
    file_include: list[FilePattern] = field(default_factory=list)
    file_exclude: list[FilePattern] = field(default_factory=list)
    select_rules: list[selection.SelectRule] = field(default_factory=list)  # in order
    callgraph_paths: list[str] = field(default_factory=list)  # recorded call graphs for reaches()
    _call_graph: CallGraph | None = field(default=None, repr=False, compare=False)
    _files: list[str] = field(default_factory=list, repr=False, compare=False)  # the spec and select files read

    @property
    def needs_metrics(self) -> bool:
        """Some select rule looks at a routine's structure: the frontends
        must fill Routine.metrics (instrument.Options(metrics=True))."""
        return any(rule.needs_metrics for rule in self.select_rules)

    def merge(self, other: Spec) -> None:
        """Adds another file's rules, lists and select rules (a -f SELECT file)."""
        self.rules += other.rules
        self.routine_include += other.routine_include
        self.routine_exclude += other.routine_exclude
        self.file_include += other.file_include
        self.file_exclude += other.file_exclude
        self.select_rules += other.select_rules
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
        # TAU's kinds are ignored whatever follows, which may be more words
        # than srcinst's rules have (`static timer name="t" line=17 to line=18`).
        words = _TAU_KIND_WORDS.match(line)
        if words and words.group(1) in TAU_ONLY_KINDS:
            kind = words.group(1)
            if words.group(2) in TAU_ONLY_KINDS:
                kind += " " + words.group(2)  # `static timer`, `dynamic phase`
            self.warn(f"'{kind}' rules are not supported by srcinst; rule ignored", number, words.start(1) + 1)
            return
        kind, kind_col, attrs = self._tokenize(line, number)
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

        code, code_col = attrs["code"]
        self._check_keywords(kind, code, number, code_col)
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
        self.spec.rules.append(Rule(
            kind=kind,
            code=code,
            file=FilePattern(attrs.get("file", ("*", 0))[0]),
            routine=RoutinePattern(attrs.get("routine", ("#", 0))[0]),
            langs=langs,
            origin=Origin(self.path, number, kind_col),
            line=rule_line,
            literal=attrs.get("placement", ("", 0))[0] == "literal",
        ))

    def _parse_langs(self, value: str, col: int, number: int) -> frozenset[str]:
        langs = set()
        for name in value.split(","):
            key = name.strip().lower()
            if key not in LANG_ALIASES:
                self.fail(f"unknown language '{name.strip()}' in lang= (expected c, c++ or fortran)", number, col)
            langs.add(LANG_ALIASES[key])
        return frozenset(langs)

    def _check_keywords(self, kind: str, code: str, number: int, col: int) -> None:
        for m in KEYWORD_RE.finditer(code):
            name = m.group(1)
            if name not in ALL_KEYWORDS:
                self.warn(f"unknown keyword '@{name}@' is left as it is", number, col)
            elif name not in KEYWORDS_BY_KIND[kind]:
                what = "file rules" if kind == LINE_RULE else f"'{kind}' rules"
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
