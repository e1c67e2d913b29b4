"""C and C++ frontend: libclang finds routines and their sites in the original bytes.

Only routines whose body is written in the file itself are reported; bodies
that come from headers or macro expansions are not touched. Every site is
checked against the bytes (`return` really is the keyword at that offset, a
`;` really follows), so nothing is ever rewritten inside a macro expansion.
"""
from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field

import clang.cindex as ci

from srcinst.diagnostics import Diagnostic, SrcinstError
from srcinst.model import Position, Routine, Site, SourceUnit

from . import (
    c_constexpr,
    c_coroutine,
    c_lambdas,
    c_macro_routines,
    c_metrics,
    c_omp,
    c_placement,
    c_prefix,
    c_regions,
    c_result_type,
    c_text,
    clang_walk,
)
from . import clang_fast as fast
from .c_arguments import (
    GNU89_STDS,
    ParseOptions,
    effective_std,
    has_raw_strings,
    uses_guard,
)
from .line_markers import LineTable, locator, quote_path
from .toolchain import Toolchain

STANDARD_ABORT_CALLS = ("exit", "abort", "_Exit", "quick_exit")

K = ci.CursorKind
RETURN_ID, CALL_ID, THROW_ID = K.RETURN_STMT.value, K.CALL_EXPR.value, K.CXX_THROW_EXPR.value
SCOPE_IDS, TEMPLATE_CLASS_IDS = clang_walk.SCOPE_IDS, clang_walk.TEMPLATE_CLASS_IDS
CONSTRUCTOR_ID, DESTRUCTOR_ID = K.CONSTRUCTOR.value, K.DESTRUCTOR.value
CXX_METHOD_ID, CONVERSION_ID = K.CXX_METHOD.value, K.CONVERSION_FUNCTION.value
NAMESPACE_ID, FUNCTION_DECL_ID = K.NAMESPACE.value, K.FUNCTION_DECL.value
FUNCTIONPROTO_ID, VOID_TYPE_ID = ci.TypeKind.FUNCTIONPROTO.value, ci.TypeKind.VOID.value
MAIN_PARENT_IDS = {K.TRANSLATION_UNIT.value, K.LINKAGE_SPEC.value}
MAIN_ARG_NAMES = ("__srcinst_argc", "__srcinst_argv")

_IDENT = re.compile(rb"[A-Za-z0-9_$]")
_WORD_START = re.compile(rb"\w")
_RETURN_WORD = re.compile(rb"r(?<!\wr)eturn\b")  # \breturn\b (no assertion first: c_text.guarded_words)
_CONSTEXPR = re.compile(rb"\bconstexpr\b")
_CONSTEVAL = re.compile(rb"\bconsteval\b")
_NAKED = re.compile(rb"\bnaked\b")
_DEFAULTED = re.compile(rb"\s*=\s*(default|delete)\b")
# \bco_(await|yield|return)\b, with no assertion first (see c_text.guarded_words)
_COROUTINE = re.compile(rb"c(?<!\wc)o_(await|yield|return)\b")
# Keywords and calls as the compiler would see them in any configuration,
# searched in the code's view (c_text.code_view: no comments, literals
# emptied) with c_text.outside_directives, so that a `return` or `exit(` on a
# directive line does not count. (A lone CR is LF in the view.)
_REST_OF_LINE = c_text.REST_OF_LINE
# (No group or lookbehind first: the regex engine then skips to `r`.)
_RETURN_TOKENS = re.compile(rb"r(?<![\w$]r)" + c_text.spliced_word(b"return")[1:] + rb"\b")
_DIRECTIVE_LINE = re.compile(rb"#" + _REST_OF_LINE + rb"(?:\r?\n|\Z)")  # from its `#`, line end included
_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_$][\w$]*)(" + _REST_OF_LINE + rb")", re.M)
_INLINE = re.compile(rb"\b(inline|__inline|__inline__)\b")
_GNU_INLINE = re.compile(rb"\bgnu_inline\b")
_LINKAGE = re.compile(rb"\b(static|extern)\b")


@dataclass
class ReturnInfo:
    keyword: int              # offset of `return` (of the macro invocation holding it)
    semicolon: int | None  # offset of its `;`, None where not rewritten in place
    has_value: bool
    why_unsafe: str = "return inside a macro expansion"
    # Inside a macro expansion: the invocation's span in the file (the return
    # is redefined around it), None where that span cannot be found.
    macro: tuple | None = None
    comma: bool = False       # `return a, b;`: a comma expression is returned
    # In a file #included inside the body: (path, line, column) of the return
    # there; keyword and macro are then the #include line's.
    origin: tuple | None = None
    keyword_end: int | None = None  # after `return` (line splices may split it); None: keyword + 6


@dataclass
class CallInfo:
    start: int
    end: int
    statement_end: int | None  # offset of the `;` when the call is a whole statement
    safe: bool
    why_unsafe: str = "call inside a macro expansion"
    # Inside a macro expansion: the invocation's span, and the callee's name
    # and argument count (the callee is redefined around the invocation).
    macro: tuple | None = None
    name: str = ""
    arity: int = 0
    origin: tuple | None = None  # as ReturnInfo.origin


@dataclass
class RoutineInfo:
    result_type: str       # spelling of the return type ("" for constructors...)
    returns_void: bool
    synthesized_args: bool
    end_reachable: bool
    body_open: int         # offset of `{`
    body_close: int        # offset of `}`
    # Returns inside macro expansions keep their value in a variable of this
    # type (the operand of __typeof__); "" when it cannot be declared, and why.
    macro_result: str = ""
    macro_result_problem: str = ""
    # Where typedefs naming the return type go, before the definition (None:
    # first in the body), and why they cannot be declared there either.
    result_hoist: int | None = None
    result_hidden: str = ""
    # A function-try-block wrapped in a body of srcinst's: body_open is its
    # `try`, body_close the `}` of its last handler.
    wrap_try: bool = False
    # A function-try-block left as it is (a constructor's or destructor's, or
    # handlers that differ per configuration): exit code runs before its handlers.
    exit_before_handlers: bool = False
    # main's unnamed argc/argv: the reserved name -> where it goes in the parameter list
    arg_spots: dict = field(default_factory=dict)
    # A constexpr routine: where its hook helper goes (c_constexpr.Placement)
    constexpr: object = None
    # A coroutine: (start, end, is a declaration) of its statements that suspend (c_coroutine)
    suspends: list | None = None
    quiet_at: int | None = None  # where a coroutine's diagnostic pragmas can go, before it
    # A routine a macro of this file defines whole: the places in the macro's
    # text (c_macro_routines.GeneratedBody), where its code goes.
    generated: c_macro_routines.GeneratedBody | None = None


_MARKER_DIRECTIVE = re.compile(rb"^[ \t]*#[ \t]*(?:line\b|[0-9])", re.M)
_SPLICED_END = re.compile(rb"\\[ \t\f\v]*\r?\n?\Z")


def obeyed_markers(tu, path: str, view: bytes, lines: LineTable):
    """The main file's line markers as the parse obeyed them: (physical line
    of the directive's end, line the next one stands for, file literal). A
    `#line` in an inactive branch changes nothing, one whose operands are
    macros is expanded; the text alone can tell neither. [] when the file
    has no marker directive at all (its text has none either: no need to read
    it again), None when the parse obeyed none of those it has (the text's
    then count, as where the parse cannot tell)."""
    entries = []
    total = len(lines.starts)
    candidates = list(c_text.directive_lines(_MARKER_DIRECTIVE, view))
    if not candidates:
        return []
    for m in candidates:
        line = lines.line_of(m.start())
        while line < total and _SPLICED_END.search(view, lines.starts[line - 1], lines.starts[line]):
            line += 1  # the directive goes on over a line splice
        if line >= total:
            continue
        try:
            name, presumed = fast.presumed_line(tu, path, line + 1)
        except UnicodeDecodeError:  # a name that is not UTF-8: the text's markers
            return None
        entries.append((line, presumed, quote_path(name)))
    return entries or None


def _skip_trivia(view: bytes, i: int) -> int:
    """Skips blanks, comments (blanks in a code view) and line splices."""
    n = len(view)
    while i < n:
        if view[i] in b" \t\r\n\f\v":
            i += 1
        elif view[i] == 0x5C and (splice := c_text.SPLICE.match(view, i)):
            i = splice.end()
        else:
            break
    return i


@functools.lru_cache(maxsize=64)
def _callee_spelling(name: bytes) -> re.Pattern[bytes]:
    """`name`, `::name` or `std::name` as written, line splices and blanks allowed."""
    gap, word = c_text.GAP, c_text.spliced_word
    return re.compile(rb"(?:" + word(b"::") + gap + rb")?(?:" + word(b"std") + gap + word(b"::") + gap
                      + rb")?" + word(name) + rb"\b")


def _char_after(view: bytes, offset: int):
    i = _skip_trivia(view, offset)
    return i, view[i:i + 1]


def _word_at(src: bytes, offset: int, word: bytes) -> bool:
    end = offset + len(word)
    return src.startswith(word, offset) and not _IDENT.match(src[end:end + 1])


class CFamilyParser:
    def __init__(self, path: str, lang: str, source: bytes, options: ParseOptions):
        self.path = path
        self.lang = lang
        self.source = source
        self.options = options
        self.abort_names = set(STANDARD_ABORT_CALLS) | set(options.abort_calls)
        self.rewrites_returns = True  # set from the language standard in parse()
        self.lines: LineTable  # (made in parse(), while libclang parses)
        self._abort_tokens: re.Pattern[bytes] | None = None  # compiled on first need, from abort_names
        self._abort_words: tuple[bytes, ...] = ()  # abort_names, encoded (with _abort_tokens)
        self._abort_words_counted = False
        self._file_scope_decls: dict[str, list[ci.Cursor]] | None = None  # name -> declarations, on first need
        self._limit = len(source)  # the end of the body being walked
        self._spelling_files: dict[str, bytes] = {}  # path -> bytes, for the spelling of calls in macros
        self._return_macros: set[bytes] = set()  # names of macros seen to expand to a return
        # (routine, cursor, foreign): for returns in inactive macro invocations
        self._pending: list[tuple[Routine, ci.Cursor, list[tuple[int, int]]]] = []
        self._inclusions: list[ci.FileInclusion] = []  # the translation unit's, in order (from tu.get_includes)
        # included file's name -> offsets of the main file's #includes bringing it
        self._included_at: dict[str, list[int]] | None = None
        self._floor = 0  # the start of the body being walked
        self._include_visits: dict[tuple[str, int], int] = {}  # (file, offset) -> times seen in this body
        self._regions = 0  # regions numbered so far in the file
        self._marked: list = []  # ranges marked as timers or phases (options and the source's markers)
        self.headers: list[str] = []  # the files the parse read (the preamble's and the #included)
        self.macro_definitions = None  # c_macro_args.MacroDefinitions, made on first need
        self._defines: list = []  # c_macro_routines.definitions of the file (read in parse())
        self._define_bodies: dict[bytes, bytes] = {}  # name -> body of the file's #defines (read in parse())
        self._returning_macros: set[bytes] = set()  # those whose body holds a `return` (read with them)
        self._preamble_name: str | None = None  # the precompiled preamble's name for this file's text

    # -- parsing ---------------------------------------------------------
    def parse(self, toolchain: Toolchain, args: list[str], parsing: Callable[[], c_prefix.Parsed]) -> SourceUnit:
        """The file's unit; `parsing` waits for libclang's parse with `args`
        (c_prefix.parse_in_background, started by c_frontend)."""
        # While libclang parses: what needs the bytes alone (the macros are
        # read here, not on first need: here they cost no time).
        self.lines = LineTable(self.source)
        self.std = effective_std(args, self.lang)
        # A C++ scope guard covers every return, seen by the parse or not.
        self.rewrites_returns = not uses_guard(self.lang, self.std)
        raw_strings = has_raw_strings(self.lang, self.std)
        self.view = c_text.code_view(self.source, raw_strings=raw_strings)
        found_markers = None
        if {"timer", "phase"} & self.options.regions:
            filled = c_text.code_view(self.source, raw_strings=raw_strings, cache=False,
                                      literal_fill=True)  # a marker in a string literal is no marker
            found_markers = c_regions.source_markers(self.path, self.source, filled, self.lines)
        self._defines = c_macro_routines.definitions(self.view)
        if self.rewrites_returns:  # (for _inactive_macro_returns)
            self._define_bodies = {m.group(1): m.group(2) for m in c_text.directive_lines(_DEFINE, self.view)}
            self._returning_macros = {n for n, body in self._define_bodies.items() if _RETURN_WORD.search(body)}
        try:
            parsed = parsing()
        except ci.TranslationUnitLoadError:
            raise SrcinstError(Diagnostic("error", "libclang could not parse this file", self.path)) from None
        tu = parsed.tu
        errors = [d for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
        if errors:
            raise SrcinstError([self._diagnostic(d) for d in errors])
        unit = SourceUnit(path=self.path, lang=self.lang, source=self.source)
        unit.data = {"toolchain": toolchain, "std": self.std, "lines": self.lines}
        if parsed.preamble_name:
            self._spelling_files[parsed.preamble_name] = self.source
            self._preamble_name = parsed.preamble_name
        unit.data["pch"] = parsed.events
        self._inclusions = list(tu.get_includes())
        unit.dependencies = parsed.headers + [inclusion.include.name for inclusion in self._inclusions]
        self.headers = unit.dependencies
        unit.data["markers"] = obeyed_markers(tu, self.path, self.view, self.lines)
        unit.locate = locator(self.source, self.path, self.view, unit.data["markers"])
        if toolchain.problem:
            unit.data["warning"] = f"{toolchain.problem}; parsing with clang's defaults"
        self.tu = tu
        self.main_file = fast.main_file(tu, self.path)
        self._marked = [m for m in self.options.marked if m.kind in self.options.regions]
        if found_markers is not None:
            found, problems = found_markers
            self._marked += [m for m in found if m.kind in self.options.regions]
            unit.data["region_warnings"] = problems
        for facts in clang_walk.walk(tu, self.main_file, self.abort_names, self.options.walk,
                                     self.options.cache_dir):
            routine = self._routine(facts)
            if routine is not None:
                unit.routines.append(routine)
        if self.lang == "c++" and not self.rewrites_returns:  # (C++11 and later: lambdas)
            unit.routines = sorted(unit.routines + self._lambdas(unit), key=lambda r: r.body_begin.offset)
        if self._pending:
            self._inactive_macro_returns()
        for routine in unit.routines:
            if routine.regions:
                c_regions.add_returns(routine)
        includes = fast.main_file_includes(tu, self.main_file)
        unit.place_line, unit.place_warning = c_placement.placer(
            tu, self.path, self.source, self.lines.starts, includes,
            [self._code_start(r) for r in unit.routines], bool(parsed.headers),
            has_raw_strings(self.lang, self.std))
        return unit

    @staticmethod
    def _diagnostic(d) -> Diagnostic:
        loc = d.location
        name = loc.file.name if loc.file else None
        severity = "error" if d.severity >= ci.Diagnostic.Error else "warning"
        return Diagnostic(severity, d.spelling, name, loc.line or None, loc.column or None)

    def _lambdas(self, unit: SourceUnit) -> list[Routine]:
        """The file's lambdas, each a routine (c_lambdas.py)."""
        found = []
        for lam in c_lambdas.find(self.tu, self.path, self.view, self.lines.line_col, unit.location):
            if lam.skip:
                pos = self._position(lam.at)
                found.append(Routine(lam.name, lam.name, lam.name, lang=self.lang, body_begin=pos, body_end=pos,
                                     skip=lam.skip))
                continue
            facts = clang_walk.routine_facts(self.tu, lam.cursor, self.main_file, self.abort_names)
            facts.name = lam.name
            routine = self._routine(facts)
            if routine is None:
                continue
            if routine.metrics is not None:  # (its own: the closure's call operator is no declaration here)
                kept = (routine.metrics.properties & {"header"}) | ({"template"} if lam.in_template else set())
                routine.metrics = dataclasses.replace(routine.metrics, properties=kept | {"lambda"})
            found.append(routine)
        return found

    # -- one routine ---------------------------------------------------------
    def _position(self, offset: int) -> Position:
        return Position(offset, *self.lines.line_col(offset))

    def _routine(self, facts: clang_walk.RoutineFacts) -> Routine | None:
        cursor, in_template_class = facts.cursor, facts.in_template_class
        body, try_block = facts.body, facts.try_block
        src = self.view  # comments blank, literals empty: their words do not count
        start = facts.start
        if body is None and self.lang == "c++" and fast.has_children(cursor):
            # (a coroutine's body is one statement deeper; the native walk does not look there)
            facts = clang_walk.coroutine_routine(self.tu, cursor, self.main_file, self.abort_names, in_template_class)
            body, try_block, start = facts.body, facts.try_block, facts.start
        names = self._names(facts)
        if body is None:
            # `= default`, `= delete`: a definition without a body to instrument.
            pos = self._position(start)
            return Routine(*names, lang=self.lang, body_begin=pos, body_end=pos,
                           skip="defaulted or deleted function")
        open_at, body_end = facts.body_start, facts.body_end
        open_at = self._token_start(open_at)
        close_at = body_end - 1
        bounds = self._body_bounds(open_at, body_end)
        generated = self._generated(facts) if bounds is None else None
        routine = Routine(
            *names,
            lang=self.lang,
            body_begin=self._position(open_at),
            body_end=self._position(close_at),
        )
        prefix = src[start:(facts.try_start if try_block else open_at)]
        if isinstance(generated, c_macro_routines.GeneratedBody):
            prefix = src[generated.start:generated.open_at]  # the macro's text
        # (constexpr may be spelled by a macro: FMT_CONSTEXPR, also inside a macro that defines the routine)
        declared = c_constexpr.specifiers(cursor, prefix) if self.lang == "c++" else prefix
        if src[open_at:open_at + 1] != b"{" and _DEFAULTED.match(src, facts.end):
            # `A::A() = default;` outside its class: libclang makes up a body.
            routine.skip = "defaulted or deleted function"
        elif bounds is None and not isinstance(generated, c_macro_routines.GeneratedBody):
            routine.skip = generated or "its body's braces are not in the file (macro expansion or digraphs)"
        elif _CONSTEVAL.search(declared):
            routine.skip = "consteval functions run only while compiling: no call happens at run time"
        elif generated is not None and _CONSTEXPR.search(declared):
            routine.skip = "a constexpr routine a macro defines is not instrumented"
        elif (isinstance(generated, c_macro_routines.GeneratedBody) and self.lang == "c++"
              and _COROUTINE.search(src, generated.open_at, generated.close_at)):
            routine.skip = "a coroutine a macro defines is not instrumented"
        elif _CONSTEXPR.search(declared) and not uses_guard(self.lang, self.std):
            routine.skip = "constexpr functions are instrumented in C++11 and later"
        elif _NAKED.search(prefix):
            routine.skip = "naked functions have no prologue to instrument"
        elif (self.lang == "c" and _INLINE.search(prefix) and not _LINKAGE.search(prefix)
              and not self._external_inline(cursor, prefix)):
            # Hook declarations are often static variables (TAU, Score-P
            # hide them in macros), which C99 forbids in inline definitions.
            routine.skip = "a C99 inline definition may not hold the static variables hooks declare"
        if self.options.metrics:
            routine.metrics = c_metrics.measure(self, cursor, try_block or body, in_template_class)
        if routine.skip:
            if isinstance(generated, c_macro_routines.GeneratedBody):  # (its macro's text is shared)
                routine.data = RoutineInfo("", True, False, True, generated.open_at, generated.close_at,
                                           generated=generated)
            return routine
        if generated is not None:
            return self._generated_routine(facts, routine, generated)
        constexpr = self.lang == "c++" and bool(_CONSTEXPR.search(declared))
        coroutine = self.lang == "c++" and any(
            not any(a <= m.start() < b for a, b in facts.foreign) for m in _COROUTINE.finditer(src, open_at, close_at))
        # A macro may open or close the body (`START_TEST(t) ... END_TEST`):
        # the code then goes after the opening invocation, before the closing one.
        macro_open, macro_close = bounds[0] != open_at, bounds[1] != close_at
        open_at, close_at = bounds
        try_body = (open_at, close_at)
        wrap = try_block is not None and self._wraps_try_block(facts)
        if wrap:
            # `R f() try {...} catch (...) {...}` becomes `R f() { ... try {...} catch (...) {...} }`:
            # the routine is left after its handlers, which call routines of its own.
            open_at, close_at = facts.try_start, facts.end - 1
            routine.body_end = self._position(close_at)

        is_template = self.lang == "c++" and facts.kind != c_lambdas.LAMBDA_ID and (
            in_template_class or cursor._kind_id == K.FUNCTION_TEMPLATE.value
            or facts.parent_kind in TEMPLATE_CLASS_IDS)
        has_result = facts.kind not in (CONSTRUCTOR_ID, DESTRUCTOR_ID)
        info = RoutineInfo(
            result_type=facts.result if has_result else "",
            returns_void=(not has_result) or facts.result_canonical_kind == VOID_TYPE_ID,
            synthesized_args=False,
            end_reachable=True,
            body_open=open_at,
            body_close=close_at,
        )
        info.wrap_try = wrap
        info.exit_before_handlers = try_block is not None and not wrap
        routine.data = info
        if self.rewrites_returns and not info.returns_void:
            self._result_names(facts, info)
        if is_template and not constexpr:  # (a constexpr routine's code runs in a helper: its name is fixed)
            routine.rtti = "__srcinst_rtti"
        if routine.name == "main" and facts.parent_kind in MAIN_PARENT_IDS:
            routine.is_main = True
            params = [c for c in cursor.get_children() if c.kind == K.PARM_DECL]
            spots = self._unnamed_main_args(params[:2]) if len(params) >= 2 else None
            if spots is not None:
                routine.argc, routine.argv = (p.spelling or name for p, name in zip(params, MAIN_ARG_NAMES))
                info.arg_spots = spots
            else:
                routine.argc, routine.argv = MAIN_ARG_NAMES
                info.synthesized_args = True
        self._limit, self._floor, self._include_visits = close_at, open_at, {}
        if try_block is not None and not wrap:
            # A constructor's or destructor's handlers run where the exit code
            # has run already (see _wraps_try_block); their returns are not its exits.
            facts.returns = [r for r in facts.returns if try_body[0] < r.start < try_body[1]]
            facts.calls = [c for c in facts.calls if try_body[0] < c.start < try_body[1]]
        self._sites(facts, routine, info)
        if wrap:
            info.end_reachable = True  # the try block's end or a handler's
        foreign = facts.foreign  # bodies of other routines (lambdas, local classes)
        if macro_open or macro_close:
            inside = [s for s in routine.exits if s.data.macro and not open_at < s.data.macro[0] < close_at]
            if inside:
                routine.skip = "a return inside the macro that opens or closes its body"
                routine.exits = []
                return routine
        if self.rewrites_returns:
            self._inactive_returns(routine, open_at, close_at, foreign)
            self._pending.append((routine, cursor, foreign))
        if constexpr:
            # Its code runs in a helper only at run time (c_constexpr); its
            # loops, calls and abort calls get none.
            info.constexpr, why = c_constexpr.place(self.view, self.std, facts, routine)
            if why:
                routine.skip, routine.exits = why, []
                return routine
            routine.aborts = []
            routine.exits.append(Site("end", routine.body_end))
            return routine
        self._unseen_aborts(routine, open_at, close_at, foreign)
        if coroutine:
            # Each run of its body is a call (c_coroutine); loops and the
            # like around a suspension would not nest, so it has no regions.
            info.suspends, why = c_coroutine.suspensions(self.view, body, foreign)
            info.quiet_at = c_result_type.hoist_point(self.view, c_constexpr.attributes_start(self.view, facts.start),
                                                      facts.body_start, "")
            if why:
                routine.skip, routine.exits, routine.aborts = f"a coroutine with {why}", [], []
                return routine
            routine.exits.append(Site("end", routine.body_end))
            return routine
        if self.options.regions:
            first, last = routine.body_begin.line, routine.body_end.line
            marked = [m for m in self._marked if first < m.first and m.last < last]
            if self._may_hold_regions(marked, open_at, close_at):
                routine.regions = c_regions.find(self, try_block or body, routine, close_at, self._regions + 1,
                                                 self.options.regions, marked, self.options.callees)
                self._regions += len(routine.regions)
            if self.options.metrics:
                c_metrics.measure_loops(self, try_block or body, routine.regions)
        routine.exits.append(Site("end", routine.body_end))
        return routine

    def _may_hold_regions(self, marked: list, open_at: int, close_at: int) -> bool:
        """Whether a body can hold a region the spec has code for: loops and
        calls anywhere, marked ranges where they lie, OpenMP constructs only
        where an `omp` pragma is (the walk of every body costs as much as the
        rest of the routine's work, and most bodies hold none)."""
        kinds = self.options.regions
        return bool("loop" in kinds or "call" in kinds or marked
                    or ("omp" in kinds and c_omp.has_directives(self.view, open_at, close_at)))

    # -- routines a macro of this file defines whole ------------------------------
    @staticmethod
    def _code_start(routine: Routine) -> int:
        """Where a routine's code is compiled: a macro's routine where the macro is expanded."""
        generated = getattr(routine.data, "generated", None)
        return generated.invocation if generated is not None else routine.body_begin.offset

    def _in_this_file(self, handle, name) -> bool:
        return handle is not None and (handle == self.main_file or name == self._preamble_name)

    def _generated(self, facts: clang_walk.RoutineFacts):
        """The place in a macro of this file that defines the routine whole
        (c_macro_routines.GeneratedBody), or why it cannot be instrumented (a str)."""
        if facts.try_block is not None:
            return "its body comes from a macro, as a function-try-block"
        handle, name, body_at = c_macro_routines.spelled_at(facts.body)
        if not self._in_this_file(handle, name):
            where = f" (in {name})" if name else ""
            return f"its body comes from a macro defined outside this file{where}"
        handle, name, start_at = c_macro_routines.spelled_at(facts.cursor)
        if not self._in_this_file(handle, name):
            start_at = -1  # its first token comes from the invocation or a `##`
        return c_macro_routines.locate(self.view, self._defines, body_at, start_at, facts.start)

    def _generated_routine(self, facts: clang_walk.RoutineFacts, routine: Routine,
                           body: c_macro_routines.GeneratedBody) -> Routine:
        """A routine a macro of this file defines whole: its sites are in the
        macro's text, where its code goes once for all the macro's expansions."""
        macro = body.macro.name
        routine.body_begin, routine.body_end = self._position(body.open_at), self._position(body.close_at)
        has_result = facts.kind not in (CONSTRUCTOR_ID, DESTRUCTOR_ID)
        info = RoutineInfo(
            result_type=facts.result if has_result else "",
            returns_void=(not has_result) or facts.result_canonical_kind == VOID_TYPE_ID,
            synthesized_args=False, end_reachable=True, body_open=body.open_at, body_close=body.close_at,
            generated=body)
        routine.data = info
        if routine.name == "main":
            routine.skip = f"main is defined by macro '{macro}'"
            return routine
        if self.lang == "c++" and (facts.in_template_class or facts.cursor._kind_id == K.FUNCTION_TEMPLATE.value
                                   or facts.parent_kind in TEMPLATE_CLASS_IDS):
            routine.rtti = "__srcinst_rtti"
        for found in facts.returns:
            handle, name, at = c_macro_routines.spelled_at(found.cursor)
            if not (self._in_this_file(handle, name)
                    and c_macro_routines.return_site(self.view, body, at, found.has_value)):
                if self.rewrites_returns:
                    routine.skip = f"a return in its body is not written in the text of macro '{macro}'"
                    return routine
        for keyword, keyword_end, semicolon, has_value in body.returns:
            routine.exits.append(Site("return", self._position(keyword),
                                      ReturnInfo(keyword, semicolon, has_value, keyword_end=keyword_end)))
        for call in facts.calls:
            if self._abort_site(call) is None:
                continue  # not an abort function
            handle, name, at = c_macro_routines.spelled_at(call.cursor)
            if self._in_this_file(handle, name) and c_macro_routines.abort_site(
                    self.view, body, at, (call.callee or "").encode()):
                continue
            routine.aborts.append(Site("abort", routine.body_begin, CallInfo(
                body.open_at, body.open_at, None, False,
                f"call of {call.callee}() in macro '{macro}' that is not a statement of the macro's text")))
        for start, semicolon in body.aborts:
            routine.aborts.append(Site("abort", self._position(start), CallInfo(start, semicolon, semicolon, True)))
        routine.exits.sort(key=lambda s: s.pos.offset)
        routine.aborts.sort(key=lambda s: s.pos.offset)
        if facts.last and facts.last[0] in (RETURN_ID, THROW_ID):
            info.end_reachable = False
        routine.exits.append(Site("end", routine.body_end))
        return routine

    def _wraps_try_block(self, facts: clang_walk.RoutineFacts) -> bool:
        """Whether a function-try-block can become a try statement in a body
        of srcinst's, which holds entry code before it and exit code after
        it. Not for constructors and destructors: their handlers also catch
        exceptions of member initializers and of members' destructors, and
        rethrow when they end, which a try statement in a body does not."""
        if facts.kind in (CONSTRUCTOR_ID, DESTRUCTOR_ID):
            return False
        return _word_at(self.source, facts.try_start, b"try") and self._handlers_fixed(facts)

    def _handlers_fixed(self, facts: clang_walk.RoutineFacts) -> bool:
        """Whether a function-try-block's handlers are the same in every
        configuration: none in an #if branch, none after its last one."""
        src, end = self.source, facts.end - 1
        if src[end:end + 1] != b"}" or c_text.has_directive(src, facts.body_end, end):
            return False
        after = _skip_trivia(src, end + 1)
        while src[after:after + 1] == b"#":
            line_end = src.find(b"\n", after)
            after = _skip_trivia(src, len(src) if line_end < 0 else line_end)
        return not _word_at(src, after, b"catch")

    def _unnamed_main_args(self, params) -> dict | None:
        """Where reserved names can be given to main's unnamed argc and argv
        (`int main(int, char **)`: nothing in the body can name them, so the
        real ones can serve init code), or None where a parameter's text is
        not plainly in the file."""
        spots = {}
        for param, name in zip(params, MAIN_ARG_NAMES):
            if param.spelling:
                continue
            start, end = fast.extent_offsets(param)
            if (fast.start_in_file(param)[0] != self.main_file or not 0 <= start < end <= len(self.source)
                    or c_text.has_directive(self.source, start, end)):
                return None
            text = self.source[start:end]
            bracket = text.find(b"[")  # `char *[]`: the name goes before the brackets
            spots[name] = start + bracket if bracket >= 0 else end
        return spots

    def _result_names(self, facts: clang_walk.RoutineFacts, info: RoutineInfo) -> None:
        """Where the return type can be named so that nothing in the body hides it."""
        header_end = facts.try_start if facts.try_block else facts.body_start
        hoist = c_result_type.hoist_point(self.view, facts.start, header_end, info.result_type)
        info.result_hoist = hoist
        if hoist is None:
            params = [c.spelling for c in facts.cursor.get_children() if c.kind == K.PARM_DECL]
            hidden = c_result_type.hidden_by_parameter(info.result_type, params)
            if hidden:
                info.result_hidden = f"a parameter hides '{hidden}', which its return type names"

    def _spelled_unqualified(self, cursor, name: bytes) -> bool:
        """Whether a call made inside a macro expansion names its callee
        plainly in the macro's definition (C++: `exit(1)`, not `std::exit(1)`)."""
        start = ci.conf.lib.clang_getRangeStart(ci.conf.lib.clang_getCursorExtent(cursor))
        file, offset = ci.c_object_p(), ci.c_uint()
        ci.conf.lib.clang_getSpellingLocation(start, ci.byref(file), None, None, ci.byref(offset))
        if not file:
            return False
        path = ci.File(file).name
        text = self._spelling_files.get(path)
        if text is None:
            try:
                with open(path, "rb") as f:
                    text = self._spelling_files[path] = f.read()
            except OSError:
                return False
        return _spelled_unqualified_at(text, offset.value, name)

    def _body_bounds(self, open_at: int, body_end: int):
        """(offset of the body's `{`, offset of its `}`), or None when either is
        not in the file. A macro invocation that opens the body stands for its
        `{` by its last byte, one that closes it for its `}` by its first (the
        extent of a body from macros spans their invocations); a body opened
        and closed by one invocation is the macro's own."""
        src = self.view
        first, last = open_at, body_end - 1
        if src[open_at:open_at + 2] == b" {":  # `<%`: its `%` stands for the `{`
            first = open_at + 1
        elif src[open_at:open_at + 1] != b"{":
            end = c_text.invocation_end(src, open_at, body_end) if c_text.name_end(src, open_at) > open_at else None
            if end is None or end >= body_end:
                return None
            first = end - 1
        if src[last - 1:last + 1] == b"} ":  # `%>`
            last -= 1
        elif src[last:last + 1] != b"}":
            start = c_text.invocation_start(src, body_end, first + 1)
            if start is None:
                return None
            last = start
        return (first, last) if first < last else None

    def _external_inline(self, cursor, prefix: bytes) -> bool:
        """Whether a C `inline` definition without `static`/`extern` is an
        external definition all the same: in GNU89 semantics, or in C99 when
        another file-scope declaration of it says `extern` or lacks `inline`."""
        args = self.options.args
        flags = [a for a in args if a in ("-fgnu89-inline", "-fno-gnu89-inline")]
        gnu89 = flags[-1] == "-fgnu89-inline" if flags else (self.std in GNU89_STDS or "-ansi" in args)
        if gnu89 or _GNU_INLINE.search(prefix):
            return True
        if self._file_scope_decls is None:
            self._file_scope_decls = {}
            for decl in fast.children(self.tu.cursor):
                if decl._kind_id == K.FUNCTION_DECL.value:
                    self._file_scope_decls.setdefault(fast.spelling(decl), []).append(decl)
        name = cursor.spelling
        for decl in self._file_scope_decls.get(name, []):
            decl._tu = self.tu
            if decl == cursor or fast.is_definition(decl):
                continue
            if decl.storage_class == ci.StorageClass.EXTERN:
                return True
            words = []
            for token in decl.get_tokens():
                if token.spelling == name:
                    break
                words.append(token.spelling)
            if not any(w in ("inline", "__inline", "__inline__") for w in words):
                return True
        return False

    def _inactive_returns(self, routine: Routine, open_at: int, close_at: int, foreign) -> None:
        """Adds the `return`s the parse did not see: they sit in #if branches
        that were inactive with the flags given. They are rewritten from the
        text like the others, so the routine stays balanced in the
        configuration that has them."""
        src = self.view
        known = {s.data.keyword for s in routine.exits}
        if _all_seen(src, (b"return",), known, open_at, close_at):
            return  # (most bodies)
        covered = foreign + [s.data.macro for s in routine.exits if s.data.macro] \
            + [s.data.macro for s in routine.aborts if s.data.macro]
        for m in c_text.outside_directives(_RETURN_TOKENS, src, open_at, close_at):
            if (m.start() not in known
                    and not any(start <= m.start() < end for start, end in covered)):
                semicolon = c_text.statement_end(src, m.end(), close_at)
                if semicolon is None:
                    info = ReturnInfo(m.start(), None, True, "return in a preprocessor branch that was "
                                      "inactive when parsing, with a directive inside its statement")
                else:
                    info = ReturnInfo(m.start(), semicolon, c_text.has_value(src, m.end(), semicolon),
                                      keyword_end=m.end())
                routine.exits.append(Site("return", self._position(m.start()), info))
        routine.exits.sort(key=lambda s: s.pos.offset)

    def _inactive_macro_returns(self) -> None:
        """Adds invocations, in inactive #if branches, of macros that expand to
        a return: those defined so in this file, and those seen to do so
        elsewhere in it. They get `return` redefined around them like the
        active ones."""
        src, defines = self.view, self._define_bodies
        # Those seen to, those whose body holds a `return`, and those whose body uses one of them.
        names = self._return_macros | self._returning_macros
        while names:
            known = _whole_words(names)
            found = {n for n, body in defines.items() if n not in names and known.search(body)}
            if not found:
                break
            names |= found
        uses = _whole_words(names) if names else None
        for routine, cursor, foreign in self._pending:
            info = routine.data
            covered = foreign + [s.data.macro for s in routine.exits if s.kind == "return" and s.data.macro] \
                + [s.data.macro for s in routine.aborts if s.data.macro]
            added = False
            for m in c_text.outside_directives(uses, src, info.body_open, info.body_close) if uses else ():
                at = m.start()
                if any(start <= at < end for start, end in covered):
                    continue
                end = c_text.invocation_end(src, at, info.body_close)
                if end is None:
                    site = ReturnInfo(at, None, True, "macro that returns, invoked in a preprocessor branch "
                                      "inactive when parsing, with a directive inside its arguments")
                else:
                    site = ReturnInfo(at, None, True, macro=(at, end))
                    covered.append((at, end))
                routine.exits.append(Site("return", self._position(at), site))
                added = True
            if added:
                routine.exits.sort(key=lambda s: s.pos.offset)
            if any(s.kind == "return" and s.data.macro for s in routine.exits):
                self._macro_result(cursor, info)

    def _macro_result(self, cursor, info: RoutineInfo) -> None:
        """The type of the variable that holds a value returned inside a macro
        expansion until the exit code has run."""
        if info.returns_void:
            return
        result = cursor.result_type
        spelled = result.spelling
        canonical = result.get_canonical()
        if "(unnamed" in spelled or "(anonymous" in spelled or not spelled:
            info.macro_result_problem = "its return type has no name to declare a variable with"
        elif result.is_const_qualified() and spelled.startswith("const ") and "volatile" not in spelled:
            info.macro_result = spelled[len("const "):]  # the value returned is not const
        elif canonical.is_const_qualified():
            info.macro_result_problem = "its return type is const-qualified"
        elif self.lang == "c++" and canonical.kind not in _SCALAR_KINDS:
            info.macro_result_problem = "C++98 and C++03 return values other than scalars and pointers"
        else:
            info.macro_result = spelled

    def _unseen_aborts(self, routine: Routine, open_at: int, close_at: int, foreign) -> None:
        """Reports calls of exit() and the like that the parse did not see, so
        that the user learns no abort code precedes them: in a preprocessor
        branch inactive when parsing, or in an OpenMP construct (with -fopenmp,
        libclang shows a construct's clauses, not its statements)."""
        src, find = self.view, self.view.find
        if self._abort_tokens is None:
            self._abort_words = tuple(sorted(n.encode() for n in self.abort_names))
            self._abort_tokens = re.compile(c_text.guarded_words(self._abort_words, rb"\w$.>:") + rb"\s*\(")
            # (_all_seen counts with bytes.count, which misses places of a name that overlaps itself: `abab`)
            self._abort_words_counted = not any(w[:i] == w[-i:] for w in self._abort_words for i in range(1, len(w)))
        if not any(find(name, open_at, close_at) >= 0 for name in self._abort_words):
            return
        known = {s.data.start for s in routine.aborts}
        if self._abort_words_counted and _all_seen(src, self._abort_words, known, open_at, close_at):
            return  # (most bodies)
        covered = foreign + [s.data.macro for s in routine.aborts if s.data.macro] \
            + [s.data.macro for s in routine.exits if s.data.macro]
        for m in c_text.outside_directives(self._abort_tokens, src, open_at, close_at):
            if (m.start() not in known
                    and not any(start <= m.start() < end for start, end in covered)):
                # In C the name can only be the function (C++: a member, ns::exit...).
                end = c_text.call_end(src, m.end() - 1, close_at) if self.lang == "c" else None
                routine.aborts.append(Site("abort", self._position(m.start()), CallInfo(
                    m.start(), end or m.start(), None, end is not None,
                    "call not seen by the parser (in a preprocessor branch inactive when parsing, "
                    "or in an OpenMP construct)")))
        routine.aborts.sort(key=lambda s: s.pos.offset)

    def _names(self, facts: clang_walk.RoutineFacts) -> tuple[str, str, str]:
        name, kind = facts.name, facts.kind
        if kind == c_lambdas.LAMBDA_ID:
            return name, name, name  # named after its place (c_lambdas.find)
        if kind == CONSTRUCTOR_ID:
            name = name.split("<")[0]  # libclang spells them `Box<T>`
        scopes = [scope or "(anonymous namespace)" for scope in facts.scopes]
        qualified = "::".join(list(reversed(scopes)) + [name])
        proto = facts.type_kind == FUNCTIONPROTO_ID
        # The function type's own parameters: PARM_DECL children would also
        # list those of a returned function pointer's declarator.
        params = list(facts.params) if proto else []
        if proto and facts.variadic:
            params.append("...")
        if not params and self.lang == "c" and proto:
            params = ["void"]
        signature = f"{qualified}({', '.join(params)})"
        if kind not in (CONSTRUCTOR_ID, DESTRUCTOR_ID, CONVERSION_ID):
            result = facts.result
            for declarator in ("(*)", "(&)", "(^)"):
                if declarator in result:  # int (*pick(int))(int), as C writes it
                    signature = result.replace(declarator, f"({declarator[1]}{signature})", 1)
                    break
            else:
                signature = f"{result} {signature}"
        if kind in (CXX_METHOD_ID, CONVERSION_ID) and facts.const_method:
            signature += " const"
        ref = ci.RefQualifierKind.from_id(facts.ref_qualifier) if proto else None
        if ref == ci.RefQualifierKind.LVALUE:
            signature += " &"
        elif ref == ci.RefQualifierKind.RVALUE:
            signature += " &&"
        return name, qualified, signature

    # -- sites -------------------------------------------------------------
    def _sites(self, facts: clang_walk.RoutineFacts, routine: Routine, info: RoutineInfo) -> None:
        """Collects return and abort sites, and whether the body's end is reached."""
        for found in facts.returns:
            routine.exits.append(self._return_site(found))
        for call in facts.calls:
            site = self._abort_site(call)
            if site is not None:
                routine.aborts.append(site)
        routine.exits.sort(key=lambda s: s.pos.offset)
        routine.aborts.sort(key=lambda s: s.pos.offset)
        # The end of the body is unreachable when its last statement leaves
        # (and no #if around it may make another statement last).
        if facts.last and not c_text.has_directive(self.view, facts.last[2], info.body_close):
            tail, tail_start = facts.last[0], self._token_start(facts.last[1])
            if tail in (RETURN_ID, THROW_ID):
                info.end_reachable = False
            elif tail == CALL_ID:
                if any(s.data.start == tail_start for s in routine.aborts):
                    info.end_reachable = False

    def _return_site(self, found: clang_walk.ReturnFacts) -> Site:
        offset = found.start  # (found.cursor is made on first read: only the rare cases below need it)
        if found.in_main_file:
            offset = self._token_start(offset)
        pos = self._position(offset)
        info = ReturnInfo(offset, None, found.has_value)
        if not found.in_main_file:
            # In a file #included inside the body: `return` is redefined
            # around the #include line, as around a macro invocation.
            included = self._included_region(found.cursor)
            if included is None:
                info.why_unsafe = "return in an included file"
                return Site("return", self._position(self._floor), info)
            info.keyword, info.macro, info.origin = included
            info.why_unsafe = "return in an included file"
            info.comma = info.has_value and _returns_comma(found.cursor)
            return Site("return", self._position(info.keyword), info)
        elif (keyword_end := c_text.spliced_word_end(self.view, offset, b"return")) is not None:
            info.keyword_end = keyword_end
            end = found.end
            at, char = _char_after(self.view, end)
            if char == b";":
                info.semicolon = at
            else:  # `return XML_L("text");`: the value ends in a macro invocation
                after = c_text.invocation_end(self.view, end, self._limit)
                if after is not None and _char_after(self.view, after)[1] == b";":
                    info.semicolon = _char_after(self.view, after)[0]
                elif c_text.closes_invocation(self.view, end, self._limit):
                    info.semicolon = c_text.statement_end(self.view, keyword_end, self._limit)
        else:  # offset is where the macro holding the return was invoked
            end = c_text.invocation_end(self.view, offset, self._limit)
            if end is not None:
                info.macro = (offset, end)
                self._return_macros.add(self.view[offset:c_text.name_end(self.view, offset)])
                info.comma = info.has_value and _returns_comma(found.cursor)
        return Site("return", pos, info)

    def _token_start(self, offset: int) -> int:
        """Where the token at `offset` starts: libclang starts a token that
        follows a line splice at the splice's backslash."""
        while self.view[offset:offset + 1] == b"\\" and (splice := c_text.SPLICE.match(self.view, offset)):
            offset = splice.end()
        return offset

    def _included_region(self, cursor):
        """For a cursor in a file #included inside the body being walked:
        (offset of that #include in the main file, (its line's start, the
        next line's start), (path, line, column) of the cursor), or None.
        A file included twice in a body: its k-th visit is the k-th #include."""
        start = ci.conf.lib.clang_getRangeStart(ci.conf.lib.clang_getCursorExtent(cursor))
        file, line, column, offset = ci.c_object_p(), ci.c_uint(), ci.c_uint(), ci.c_uint()
        ci.conf.lib.clang_getInstantiationLocation(start, ci.byref(file), ci.byref(line), ci.byref(column),
                                                   ci.byref(offset))
        if not file:
            return None
        name = ci.File(file).name
        if self._included_at is None:
            self._included_at = {}
            top: int | None = None
            for inclusion in self._inclusions:
                if inclusion.depth == 1:
                    top = inclusion.location.offset
                if top is not None:
                    self._included_at.setdefault(inclusion.include.name, [])
                    if top not in self._included_at[inclusion.include.name]:
                        self._included_at[inclusion.include.name].append(top)
        here = [at for at in self._included_at.get(name, ()) if self._floor < at < self._limit]
        if not here:
            return None
        visit = (name, offset.value)
        seen = self._include_visits[visit] = self._include_visits.get(visit, -1) + 1
        at = here[seen % len(here)]  # (in the directive: its name or file name)
        view, hash_at = self.view, self.view.rfind(b"#", 0, at)
        first = self.lines.starts[self.lines.line_of(hash_at) - 1]
        directive = _DIRECTIVE_LINE.match(view, hash_at)
        if hash_at < 0 or view[first:hash_at].strip(b" \t") or not directive or directive.end() < at:
            return None
        if self.source.rfind(b"/*", hash_at, directive.end()) > self.source.rfind(b"*/", hash_at, directive.end()):
            return None  # a comment goes on over the next line
        return hash_at, (first, directive.end()), (name, line.value, column.value)

    def _abort_site(self, call: clang_walk.CallFacts) -> Site | None:
        if call.callee_kind != FUNCTION_DECL_ID or call.callee is None or call.callee not in self.abort_names:
            return None
        if call.callee in STANDARD_ABORT_CALLS and call.callee not in self.options.abort_calls:
            if call.scope_kind == NAMESPACE_ID and call.scope != "std":
                return None  # someone's own ns::exit()
            if call.scope_kind in SCOPE_IDS - {NAMESPACE_ID}:
                return None  # a member function named exit()
        src, cursor = self.view, call.cursor
        start, end = self._token_start(call.start) if call.in_main_file else call.start, call.end
        name = call.callee.encode()
        safe = call.in_main_file and _callee_spelling(name).match(src, start) is not None
        if not call.in_main_file:  # in a file #included inside the body
            included = self._included_region(cursor)
            if included is None:
                return Site("abort", self._position(self._floor), CallInfo(
                    self._floor, self._floor, None, False, "call in an included file"))
            at, region, origin = included
            if self.lang == "c" or self._spelled_unqualified(cursor, name):
                return Site("abort", self._position(at), CallInfo(
                    at, at, None, True, macro=region, name=call.callee, arity=max(call.arity, 0), origin=origin))
            return Site("abort", self._position(at), CallInfo(
                at, at, None, False, "call in an included file, not spelled plainly", origin=origin))
        if call.in_main_file and not safe and (self.lang == "c" or self._spelled_unqualified(cursor, name)):
            # Called inside a macro expansion: the name is redefined around
            # the invocation (in C++ only where the macro spells it plainly,
            # not std::exit, which a function-like macro `exit` would break).
            end_of_invocation = c_text.invocation_end(src, start, self._limit)
            if end_of_invocation is not None:
                return Site("abort", self._position(start), CallInfo(
                    start, end, None, True, macro=(start, end_of_invocation), name=call.callee,
                    arity=max(call.arity, 0)))
        statement_end = None
        at, char = _char_after(src, end)
        if safe and char == b";" and _is_statement_position(call.parent_kind, call.index, call.siblings):
            statement_end = at
        return Site("abort", self._position(start), CallInfo(start, end, statement_end, safe))


_SCALAR_KINDS = {ci.TypeKind.BOOL, ci.TypeKind.CHAR_U, ci.TypeKind.UCHAR, ci.TypeKind.CHAR16,
                 ci.TypeKind.CHAR32, ci.TypeKind.USHORT, ci.TypeKind.UINT, ci.TypeKind.ULONG,
                 ci.TypeKind.ULONGLONG, ci.TypeKind.CHAR_S, ci.TypeKind.SCHAR, ci.TypeKind.WCHAR,
                 ci.TypeKind.SHORT, ci.TypeKind.INT, ci.TypeKind.LONG, ci.TypeKind.LONGLONG,
                 ci.TypeKind.FLOAT, ci.TypeKind.DOUBLE, ci.TypeKind.LONGDOUBLE, ci.TypeKind.POINTER,
                 ci.TypeKind.ENUM, ci.TypeKind.MEMBERPOINTER}


def _all_seen(view: bytes, words: tuple[bytes, ...], known: set[int], start: int, end: int) -> bool:
    """Whether every place one of `words` starts in view[start:end] is a
    `known` offset, where the word ends inside too: a search of the body
    for sites the parse did not see would then find none. Not where a line
    splice could spell a word, nor for a word that overlaps itself (`abab`:
    bytes.count misses places of it)."""
    if view.find(b"\\", start, end) >= 0:
        return False
    seen = sum(1 for k in known if start <= k and view.startswith(words, k, end))  # (any of the words)
    return sum(view.count(w, start, end) for w in words) == seen


def _whole_words(names: set[bytes]) -> re.Pattern[bytes]:
    """`\\b(?:names)\\b`, sorted; with the guard after each name's first byte
    where all start with a word's byte (c_text.guarded_words: much faster)."""
    ordered = sorted(names)
    if all(_WORD_START.match(n) for n in ordered):
        return re.compile(c_text.guarded_words(ordered, rb"\w") + rb"\b")
    return re.compile(rb"\b(?:" + b"|".join(re.escape(n) for n in ordered) + rb")\b")


def _returns_comma(cursor) -> bool:
    """Whether a return statement returns a comma expression (`return a, b;`),
    which `__srcinst_mrv = a, b;` would not keep."""
    node = next(iter(fast.children(cursor)), None)
    while node is not None and node._kind_id == K.UNEXPOSED_EXPR.value:
        node = next(iter(fast.children(node)), None)
    if node is None or node._kind_id != K.BINARY_OPERATOR.value:
        return False
    return node.binary_operator == ci.BinaryOperator.Comma


def _spelled_unqualified_at(text: bytes, offset: int, name: bytes) -> bool:
    """Whether `name` is written at offset, not after `::`, `.` or `->`."""
    if not _word_at(text, offset, name):
        return False
    before = text[:offset].rstrip()
    return not before.endswith((b"::", b".", b"->"))


_BLOCK_IDS = {K.COMPOUND_STMT.value, K.CASE_STMT.value, K.DEFAULT_STMT.value, K.LABEL_STMT.value}
_LOOP_IDS = {K.WHILE_STMT.value, K.FOR_STMT.value, K.CXX_FOR_RANGE_STMT.value}


def _is_statement_position(parent_kind: int, index: int, siblings: int) -> bool:
    """Whether a child at `index` of a `parent_kind` node followed by `;` is a whole statement."""
    if parent_kind in _BLOCK_IDS:
        return True
    if parent_kind == K.IF_STMT.value:
        return index >= 1 and index >= siblings - 2
    if parent_kind in _LOOP_IDS:
        return index == siblings - 1
    if parent_kind == K.DO_STMT.value:
        return index == 0
    return False
