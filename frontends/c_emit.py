"""C and C++ emission: turns a FilePlan into edits on the original bytes.

Two ways to run exit code after the return value is computed:

* C (and C++98): each `return e;` becomes
  `{ __typeof__(T) __srcinst_rv = (e); EXIT return __srcinst_rv; }` where T is
  the declared return type, so conversions happen exactly where they did.
* C++11 and later: a scope guard declared after the entry code runs the exit
  code from its destructor. Returns stay untouched, so NRVO, moves, guaranteed
  copy elision of non-movable prvalues, references and deduced return types
  all behave as before, and exits also fire when an exception leaves the
  routine. Where exit code differs per return (@LINE@), each return first
  records its site number.

A return inside a macro expansion cannot be rewritten in place: its tokens
live in the macro's definition. Around the invocation, `return` itself is
redefined (push_macro ... pop_macro) as
`for (;; __extension__ ({ EXIT return __srcinst_mrv; })) __srcinst_mrv =`:
the loop body stores the value, its increment runs the exit code and
returns. The routine stays one function, so `__func__`, recursion, `&f`,
linkage, setjmp/longjmp, alloca and varargs behave as before. exit() and the
like called inside a macro expansion get the same treatment, as a
function-like macro of the call's arity.

Loops (model.Region) get a block of their own, `{ decl entry LOOP EXIT }`,
so that a `break` lands on the exit code; in C++11 and later the exit code
runs from a scope guard in that block, as for routines. Without a guard,
a return inside loops runs their exit code, innermost first, before the
routine's, and a goto out of loops runs theirs before it jumps.

After every insertion a `#line` marker and padding put the original text that
follows back on its original line and column, so compiler messages and
debuggers still point into the user's file.
"""
from __future__ import annotations

import bisect
import dataclasses
import re
import zlib
from typing import Any

from srcinst.diagnostics import Reporter
from srcinst.edits import EditSet
from srcinst.model import FilePlan, RegionPlan, RoutinePlan, Site

from . import c_constexpr, c_coroutine, c_macro_emit, c_result_type
from .c_arguments import has_raw_strings, uses_guard
from .c_family import ReturnInfo
from .c_omp_emit import OmpEmitter
from .c_text import REST_OF_LINE, code_view, directive_lines, has_line_comment_or_directive, quote_c_string
from .line_markers import LineMarkers, LineTable

# `#line 100 "gram.y"` and the short form `# 100 "gram.y"` of preprocessed files

GUARD_HELPER = """#ifndef __SRCINST_ON_EXIT_DEFINED
#define __SRCINST_ON_EXIT_DEFINED
template <class __srcinst_F> struct __srcinst_scope_exit {
  __srcinst_F fn; bool armed;
  explicit __srcinst_scope_exit(__srcinst_F f) : fn(f), armed(true) {}
  __srcinst_scope_exit(__srcinst_scope_exit &&other) : fn(other.fn), armed(other.armed) { other.armed = false; }
  ~__srcinst_scope_exit() { if (armed) fn(); }
};
template <class __srcinst_F> inline __srcinst_scope_exit<__srcinst_F> __srcinst_on_exit(__srcinst_F f) {
  return __srcinst_scope_exit<__srcinst_F>(f);
}
#endif
"""

SYNTHESIZED_ARGC = "int __srcinst_argc = 1;\n"
SYNTHESIZED_ARGV = ("char *__srcinst_argv_data[] = { (char *) \"unknown\", 0 };\n"
                    "char **__srcinst_argv = __srcinst_argv_data;\n")
RTTI_DECL = "const char *const __srcinst_rtti = __PRETTY_FUNCTION__;\n"
MACRO_RESULT = "__srcinst_mrv"
# clang warns about redefining a keyword; gcc does not know the pragma.
QUIET_CLANG = ("#ifdef __clang__", "#pragma clang diagnostic push",
               '#pragma clang diagnostic ignored "-Wkeyword-macro"', "#endif")
LOUD_CLANG = ("#ifdef __clang__", "#pragma clang diagnostic pop", "#endif")
# Conditional directives, found in the code's view (c_text.code_view: no
# comments or literals to hide one, `%:` read as `#`, a lone CR as LF), with
# their line end.
_CONDITIONALS = re.compile(
    rb"^[ \t]*#[ \t]*(?P<kw>if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b"
    + REST_OF_LINE + rb"\r?\n", re.M)


# Every byte but a tab becomes a blank.
_BLANKS = bytes(9 if b == 9 else 32 for b in range(256))


def _block(*parts: str) -> str:
    return "".join(p.rstrip("\n") + "\n" for p in parts if p)


_NO_SHADOW_PUSH = '#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored "-Wshadow"\n'
_NO_SHADOW_POP = "#pragma GCC diagnostic pop\n"


class CEmitter:
    def __init__(self, plan: FilePlan, reporter: Reporter, line_markers: bool = True):
        unit = plan.unit
        self.plan = plan
        self.src = unit.source
        self.path = unit.path
        self.reporter = reporter
        self.markers = line_markers
        # For a file without line ends; others take the line's own (files mix them).
        self.has_cr = b"\r" in self.src
        self.newline = "\r\n" if b"\r\n" in self.src else "\r" if self.has_cr else "\n"
        data = unit.data or {}
        self.line_starts = (data.get("lines") or LineTable(self.src)).starts
        self.quoted_path = quote_c_string(unit.path)
        self.guard = uses_guard(unit.lang, (unit.data or {}).get("std", ""))
        self.raw_strings = has_raw_strings(unit.lang, (unit.data or {}).get("std", ""))
        self.edits = EditSet(len(self.src))
        self._result_count = 0  # routines whose return type got reserved names
        self._cx_count = 0  # constexpr routines' hook helpers
        # File-scope names differ per file: one file may #include another (lz4hc.c includes lz4.c).
        self._file_tag = format(zlib.crc32(unit.path.encode("utf-8", "surrogateescape")), "08x")
        self._result_names = ("", "")  # (value's, macro result's) in the routine at hand
        self._depth: dict[int, int] = {}  # id(RegionPlan) -> regions holding it, in the routine at hand
        self._omp = OmpEmitter(self, plan)
        self.user_markers = LineMarkers(self.src, f'"{self.quoted_path}"', code_view(self.src, self.raw_strings),
                                        data.get("markers"))

    # -- text helpers ----------------------------------------------------------
    def line_of(self, offset: int) -> int:
        return bisect.bisect_right(self.line_starts, offset)

    def pad(self, offset: int) -> str:
        """Blanks that put the next byte back in its original column (tabs kept)."""
        start = self.line_starts[self.line_of(offset) - 1]
        return self.src[start:offset].translate(_BLANKS).decode("ascii")

    def presumed(self, line: int) -> str:
        """`N "file"` for a physical line, honouring the file's own #line directives
        (bison, flex and other generators write them)."""
        presumed_line, literal = self.user_markers.presumed(line)
        return f"{presumed_line} {literal}"

    def resume(self, offset: int) -> str:
        """Ends an insertion so the original text at `offset` keeps its line and column."""
        if not self.markers:
            return "" if self.src[offset:offset + 1] in (b"\n", b"\r") else "\n"
        # (pad and presumed written out: a file has a resumption at every return)
        line = bisect.bisect_right(self.line_starts, offset)
        pad = self.src[self.line_starts[line - 1]:offset].translate(_BLANKS).decode("ascii")
        if not self.user_markers.entries:
            return f"\n#line {line} {self.user_markers.path_literal}\n{pad}"
        return f"\n#line {self.presumed(line)}\n{pad}"

    def fresh_line(self, offset: int) -> str:
        """A line break, unless `offset` already starts a line."""
        return "" if offset in (0, self.line_starts[self.line_of(offset) - 1]) else "\n"

    def newline_at(self, offset: int) -> str:
        """The line end of the line holding `offset` (of the one before, for a
        last line without one): inserted lines end alike."""
        line, starts = self.line_of(offset), self.line_starts
        for index in (line, line - 1):
            if 0 < index < len(starts):
                end = starts[index]
                ending = self.src[end - 2:end] if self.src[end - 2:end] == b"\r\n" else self.src[end - 1:end]
                return ending.decode("ascii")
        return self.newline

    def _put(self, offset: int, length: int, text: str) -> None:
        newline = self.newline_at(offset) if self.has_cr else "\n"
        if newline != "\n":
            text = text.replace("\r\n", "\n").replace("\n", newline)
        self.edits.replace(offset, length, text)

    def warn_site(self, message: str, site) -> None:
        """A warning at a return or call: where it is written, in a file
        #included inside the body too."""
        if site.origin:
            self.reporter.warning(message, *site.origin)
        else:
            self.warn(message, site.keyword if isinstance(site, ReturnInfo) else site.start)

    def warn(self, message: str, offset: int) -> None:
        line = self.line_of(offset)
        self.reporter.warning(message, self.path, line, offset - self.line_starts[line - 1] + 1)

    # -- the plan ------------------------------------------------------------------
    def emit(self) -> EditSet:
        self._line_inserts()
        first = 3 if self.src.startswith(b"\xef\xbb\xbf") else 0
        marked = any(line == 1 for line, _ in self.plan.line_inserts)
        ordinary = [rp for rp in self.plan.routines if rp.routine.data.constexpr is None]
        helpers = ""
        if self.guard and any(self._guard_code(rp) or any(any(g.exits) for g in rp.regions if g.region.kind != "omp")
                              for rp in ordinary):
            helpers += GUARD_HELPER
        constexprs = [rp for rp in self.plan.routines if rp.routine.data.constexpr is not None and rp.wants_exit]
        if any(not rp.routine.data.constexpr.guard for rp in constexprs):
            helpers += c_constexpr.EXIT_HELPER
        if any(rp.routine.data.constexpr.guard for rp in constexprs):
            helpers += c_constexpr.GUARD_HELPER
        if helpers:
            self._put(first, 0, helpers + self._marker_line(1))
            marked = True
        generated = [rp for rp in self.plan.routines if getattr(rp.routine.data, "generated", None)]
        for rp in self.plan.routines:
            if getattr(rp.routine.data, "generated", None):
                continue
            omp, others = OmpEmitter.split(rp.regions)
            self._omp.opens(omp)  # (before the loops' code at the same place: it holds theirs)
            self._routine(dataclasses.replace(rp, regions=others) if omp else rp)
            self._omp.closes()
        self._omp.file_parts()
        if generated:
            c_macro_emit.emit(self, generated, quote_c_string)
        self._resync_after_conditionals()
        if len(self.edits) and not marked:
            # Lines before the first insertion belong to the original file
            # too (the output may be compiled under another name).
            self._put(first, 0, self._marker_line(1))
        return self.edits

    def _resync_after_conditionals(self) -> None:
        """A `#line` marker after `#elif`/`#else`/`#endif` when code was
        inserted earlier in the same #if group: the markers that follow an
        insertion are not read where the preprocessor skips a branch, so its
        inserted lines would shift every line after it (and __LINE__) in the
        configurations that skip it."""
        if not self.markers or not len(self.edits):
            return
        # (each #elif/#else/#endif with the start of its group: the edits are
        # read only when there is one, which most files of many routines lack)
        branches, opened = [], []
        for m in directive_lines(_CONDITIONALS, code_view(self.src, raw_strings=self.raw_strings)):
            keyword = m.group("kw")
            if keyword.startswith(b"if"):
                opened.append(m.start())
            elif opened:
                branches.append((opened.pop() if keyword == b"endif" else opened[-1], m))
        if not branches:
            return
        adding = [offset for offset, text in self.edits.texts() if b"\n" in text or b"\r" in text]
        for group_start, m in branches:
            i = bisect.bisect_right(adding, group_start)
            if i < len(adding) and adding[i] < m.start() and m.end() < len(self.src):
                self._put(m.end(), 0, self._marker_line(self.line_of(m.end())))

    def _marker_line(self, line: int) -> str:
        return f"#line {self.presumed(line)}\n" if self.markers else ""

    def _line_inserts(self) -> None:
        # line_starts has one entry per line, plus one at the end of a file
        # ending in a newline: a rule for that line appends to the file.
        last_line = len(self.line_starts)
        for line, code in self.plan.line_inserts:
            if line > last_line:
                self.reporter.warning(f"line {line} is beyond the end of the file ({last_line} lines); "
                                      "file rule not applied", self.path)
                continue
            offset = self.line_starts[line - 1]
            if line == 1 and self.src.startswith(b"\xef\xbb\xbf"):
                offset = 3
            self._put(offset, 0, code + "\n" + self._marker_line(line))

    def _routine(self, rp: RoutinePlan) -> None:
        routine, info = rp.routine, rp.routine.data
        if info.constexpr is not None:
            self._constexpr(rp)
            return
        self._drop_unwritable_arguments(rp)
        self._depth = self._depths(rp)  # (its opens, closes, returns and jumps all order by it)
        # Only what init uses, so -Werror=unused-variable builds stay green.
        synth = ""
        if info.synthesized_args:
            synth = ((SYNTHESIZED_ARGC if "__srcinst_argc" in rp.init else "")
                     + (SYNTHESIZED_ARGV if "__srcinst_argv" in rp.init else ""))
        for name, at in info.arg_spots.items():
            if name in rp.init:  # unnamed, and so unused: named only where init code uses it
                self._put(at, 0, " " + name)
        all_code = "".join([rp.decl, rp.init, rp.entry] + rp.exits + rp.aborts)
        rtti = RTTI_DECL if "__srcinst_rtti" in all_code else ""
        returns = [(s, c) for s, c in zip(routine.exits, rp.exits) if s.kind == "return"]
        end_code = next((c for s, c in zip(routine.exits, rp.exits) if s.kind == "end"), "")
        open_at = info.body_open + 1
        if info.exit_before_handlers and rp.wants_exit:
            self.reporter.note(f"'{routine.signature}': its exit code runs when its function-try-block's try "
                               "block is left, before its handlers (a constructor's or destructor's handlers, "
                               "or handlers that differ per configuration, have no scope around them)",
                               self.path, routine.body_begin.line, routine.body_begin.col)

        marked_decls = self._marked_decls(rp)
        if self.guard:
            guard = self._guard_code(rp)
            prologue = _block(synth, rtti, rp.decl, marked_decls, rp.init, rp.entry) + guard
            if prologue and routine.name.startswith("lambda at "):
                # (a lambda's declarations have the names of the routine's around it: -Wshadow)
                prologue = _NO_SHADOW_PUSH + prologue + _NO_SHADOW_POP
            if info.wrap_try:
                self._wrap_try(info, prologue, "")
            elif prologue:
                self._put(open_at, 0, "\n" + prologue.rstrip("\n") + self.resume(open_at))
            self._region_opens(rp)
            self._sites(rp, returns if guard and "__srcinst_site" in guard else [])
            self._region_closes(rp)
            if info.suspends is not None:
                self._suspensions(rp, bool(guard))
            return

        # Loops' exit code runs at a return inside them before the routine's.
        self._drop_unwritable_loops(rp)
        returns = self._with_loop_exits(rp, returns)
        # A return we cannot rewrite would leave entry without exit; a routine
        # missing from a profile is better than a corrupted call tree.
        unsafe = [(s, why) for s, c in returns if c for why in [self._unsafe_return(info, s, c)] if why]
        if unsafe:
            for site, why in unsafe:
                self.warn_site(f"{why}: '{routine.signature}' is not instrumented", site.data)
            # init and abort code do not come in pairs: they stay.
            rp = RoutinePlan(routine, init=rp.init, exits=[""] * len(rp.exits), aborts=rp.aborts)
            returns, end_code, marked_decls = [], "", ""
        # C: the user's body becomes a nested block, so declarations at its
        # start stay first in their block (C89) after our entry statements.
        nest = bool(rp.init or rp.entry or synth or marked_decls) and not info.wrap_try
        result = self._result_types(rp, returns)
        if not info.returns_void and any(s.data.macro for s, c in returns if c):
            # unused where a macro named like one that returns does not return here
            result += f"{self._result_names[1]} {MACRO_RESULT} __attribute__((__unused__));\n"
        prologue = _block(result, synth, rtti, rp.decl, marked_decls, rp.init, rp.entry) + ("{" if nest else "")
        tail = ("}\n" if nest else "") + (end_code + "\n" if end_code and info.end_reachable else "")
        if info.wrap_try:
            # No scope guard here: an exception leaving the handlers (`throw;`)
            # passes through a catch-all that runs the exit code and rethrows.
            self._wrap_try(info, prologue, tail, end_code)
            self._region_opens(rp)
            self._sites(rp, returns)
            self._jumps(rp)
            self._region_closes(rp)
            return
        if prologue:
            self._put(open_at, 0, "\n" + prologue + self.resume(open_at))
        self._region_opens(rp)
        self._sites(rp, returns)
        self._jumps(rp)
        self._region_closes(rp)
        if tail:
            close = info.body_close
            self._put(close, 0, self.fresh_line(close) + tail.rstrip("\n") + self.resume(close))

    # -- loops and marked ranges ------------------------------------------------------
    @staticmethod
    def _depths(rp: RoutinePlan) -> dict[int, int]:
        """How many of the routine's regions hold each one (a marked range holds
        a loop it covers exactly): exit code runs innermost first."""
        spans = [(gp.region.data.open_at, gp.region.data.close_at, not gp.region.data.block, id(gp))
                 for gp in rp.regions]
        return {me: sum(1 for o, c, marked, other in spans if other != me and o <= mo and mc <= c
                        and ((o, c) != (mo, mc) or (marked and not mine)))
                for mo, mc, mine, me in spans}

    @staticmethod
    def _marked_decls(rp: RoutinePlan) -> str:
        """Marked ranges get no block of their own: their declarations go first
        in the routine's body, where C89 allows them."""
        return "".join(_block(gp.decl) for gp in rp.regions if not gp.region.data.block)

    def _region_opens(self, rp: RoutinePlan) -> None:
        """A loop's block opens with its decl and entry code (and in C++ its exit
        guard), before the directives bound to it; a marked range's entry code
        (and guard) goes before its first statement."""
        depth = self._depth
        for gp in sorted(rp.regions, key=lambda g: (g.region.data.open_at, depth[id(g)])):
            at, block = gp.region.data.open_at, gp.region.data.block
            guard = self._region_guard(gp) if self.guard else ""
            if gp.region.data.macro_argument:  # (no line breaks, no #line in a macro's arguments)
                self._put(at, 0, _one_line(self._call_opening(gp, guard)) + " ")
            elif gp.region.data.call not in ("", "statement"):
                self._put(at, 0, self._call_opening(gp, guard) + self.resume(at))
            elif block:
                self._put(at, 0, "{\n" + _block(gp.decl, gp.entry) + guard + self.resume(at)[1:])
            elif gp.entry or guard:
                self._put(at, 0, _block(gp.entry) + guard + self.resume(at)[1:])
            if guard and "__srcinst_region_site_" in guard:
                self._mark_region_sites(gp)

    def _region_closes(self, rp: RoutinePlan) -> None:
        """A loop's block closes after it, with its end's exit code (no guard);
        a marked range's exit code follows its last statement (with a guard,
        which then stands down); inner regions first where several end together."""
        depth = self._depth
        for gp in sorted(rp.regions, key=lambda g: (g.region.data.close_at, -depth[id(g)])):
            at, end_code = gp.region.data.close_at, gp.exits[-1]
            call = gp.region.data.call
            if gp.region.data.macro_argument:
                end_code = "" if self.guard else end_code
                value = f"__srcinst_cr_{gp.region.number};" if call in ("value", "auto") else ""
                self._put(at, 0, "; }())" if call == "lambda" else _one_line(f"; {end_code} {value} }}))"))
            elif call not in ("", "statement"):
                end_code = "" if self.guard else end_code
                if call == "lambda":
                    self._put(at, 0, "; }()")
                else:
                    value = f"__srcinst_cr_{gp.region.number};\n" if call in ("value", "auto") else ""
                    self._put(at, 0, ";\n" + _block(end_code) + value + "}))" + self.resume(at))
            elif gp.region.data.block:
                self._put(at, 0, "\n" + _block("" if self.guard else end_code) + "}" + self.resume(at))
            elif end_code or (self.guard and any(gp.exits)):
                stand_down = f"__srcinst_region_exit_{gp.region.number}.armed = false;\n" if self.guard else ""
                self._put(at, 0, "\n" + stand_down + _block(end_code).rstrip("\n") + self.resume(at))

    def _call_opening(self, gp: RegionPlan, guard: str) -> str:
        """What goes before a call inside an expression: a GNU statement
        expression that keeps its value, or (C++14 and later, class and
        reference types) a lambda that returns it."""
        data, code = gp.region.data, _block(gp.decl, gp.entry) + guard
        if data.call == "lambda":  # (in parentheses in a macro's argument: the commas of its code stay inside)
            return ("(" if data.macro_argument else "") + "[&]() -> decltype(auto) {\n" + code + "return"
        opening = "(__extension__ ({\n" + code
        if data.call == "value":
            copy = self.src[gp.region.begin.offset:data.close_at].decode("utf-8", errors="surrogateescape")
            opening += f"__typeof__({copy}) __srcinst_cr_{gp.region.number} ="
        elif data.call == "auto":  # (a scalar, C++11 and later)
            opening += f"auto __srcinst_cr_{gp.region.number} ="
        return opening

    def _region_guard(self, gp: RegionPlan) -> str:
        """The scope guard that runs a loop's exit code however its block is left."""
        if not any(gp.exits):
            return ""
        number = gp.region.number
        sites = list(zip(gp.region.exits, gp.exits))
        end_code = gp.exits[-1]
        if len(set(gp.exits)) <= 1:
            return f"auto __srcinst_region_exit_{number} = ::__srcinst_on_exit([&]() {{\n{end_code}\n}});\n"
        cases = "".join(f"case {n}: {{\n{c}\n}} break;\n" for n, (s, c) in enumerate(sites[:-1], 1) if c)
        return (f"int __srcinst_region_site_{number} = 0;\n"
                f"auto __srcinst_region_exit_{number} = ::__srcinst_on_exit([&]() {{\n"
                f"switch (__srcinst_region_site_{number}) {{\n{cases}default: {{\n{end_code}\n}} break;\n}}\n}});\n")

    def _mark_region_sites(self, gp: RegionPlan) -> None:
        """Where a loop's exit code differs per way out (@LINE@), each return
        or goto leaving it first records which one it is."""
        for n, site in enumerate(gp.region.exits[:-1], 1):
            keyword, semicolon = site.data.keyword, site.data.semicolon
            if site.kind == "return" and (site.data.macro or semicolon is None):
                self.warn_site(f"return {_inside(site.data)}: the exit code of the {gp.region.kind} around it "
                               f"uses the {gp.region.kind}'s end line", site.data)
                continue
            self._put(keyword, 0, f"{{ __srcinst_region_site_{gp.region.number} = {n};" + self.resume(keyword))
            self._put(semicolon + 1, 0, " }")

    def _with_loop_exits(self, rp: RoutinePlan, returns) -> list:
        """(site, code) of each return with the exit code of the loops around
        it, innermost first, before the routine's own."""
        around: dict[int, list[tuple[int, str]]] = {}  # id(return site) -> [(depth, code)]
        depth = self._depth
        for gp in rp.regions:
            for site, code in zip(gp.region.exits, gp.exits):
                if site.kind == "return" and code:
                    around.setdefault(id(site), []).append((depth[id(gp)], code))
        if not around:
            return returns
        combined = []
        for site, code in returns:
            loops = [c for _, c in sorted(around.get(id(site), []), key=lambda lc: -lc[0])]
            combined.append((site, "\n".join(loops + ([code] if code else []))))
        return combined

    def _jumps(self, rp: RoutinePlan) -> None:
        """A goto out of regions (a break or continue out of a marked range) runs
        their exit code, innermost first, then jumps."""
        leaving: dict[int, tuple[Any, list[tuple[int, str]]]] = {}  # goto's offset -> (its JumpInfo, [(depth, code)])
        depth = self._depth
        for gp in rp.regions:
            for site, code in zip(gp.region.exits, gp.exits):
                if site.kind == "jump" and code:
                    leaving.setdefault(site.data.keyword, (site.data, []))[1].append((depth[id(gp)], code))
        for keyword, (jump, codes) in sorted(leaving.items()):
            code = "\n".join(c for _, c in sorted(codes, key=lambda lc: -lc[0]))
            if jump.macro:
                self._macro_jump(jump.macro, code)
                continue
            self._put(keyword, 0, "{\n" + code + self.resume(keyword))
            self._put(jump.semicolon + 1, 0, " }")

    def _macro_jump(self, invocation, code: str) -> None:
        """Around a macro invocation whose gotos leave loops, `goto L;` becomes
        `switch (EXIT, 0) case 0: goto L;`: one statement, as `goto L;` was
        (an `else` after it still finds its `if`)."""
        start, end = invocation
        define = f"#define goto switch (__extension__ ({{ {_one_logical_line(code)} 0; }})) case 0: goto"
        before = ['#pragma push_macro("goto")', *QUIET_CLANG, "#undef goto", define]
        after = ["#undef goto", *LOUD_CLANG, '#pragma pop_macro("goto")']
        self._put(start, 0, "\n" + "\n".join(before) + self.resume(start))
        self._put(end, 0, "\n" + "\n".join(after) + self.resume(end))

    def _drop_unwritable_arguments(self, rp: RoutinePlan) -> None:
        """A call in a macro's argument gets its code on one line there: none
        when that code holds a // comment or a directive."""
        kept = []
        for gp in rp.regions:
            code = "\n".join([gp.decl, gp.entry, *gp.exits])
            if gp.region.data.macro_argument and has_line_comment_or_directive(code):
                self.warn(f"call of '{gp.region.name}' in a macro's argument, and its code holds a // comment or "
                          "a directive: not instrumented", gp.region.begin.offset)
                continue
            kept.append(gp)
        rp.regions = kept

    def _drop_unwritable_loops(self, rp: RoutinePlan) -> None:
        """A loop that a goto inside a macro expansion leaves, whose exit code
        cannot go in a #define (a // comment, a directive), gets no code."""
        kept = []
        for gp in rp.regions:
            sites = [s for s, c in zip(gp.region.exits, gp.exits) if s.kind == "jump" and s.data.macro and c
                     and has_line_comment_or_directive(c)]
            if sites:
                self.warn(f"goto inside a macro expansion, and the exit code of the loop it leaves holds a // "
                          f"comment or a directive: loop in '{rp.routine.signature}' not instrumented",
                          sites[0].data.keyword)
                continue
            kept.append(gp)
        rp.regions = kept

    def _wrap_try(self, info, prologue: str, tail: str, unwinding: str = "") -> None:
        """A function-try-block becomes a try statement in a body holding the
        entry code before it and the end's exit code after its handlers;
        `unwinding` is exit code for exceptions that leave them."""
        if not prologue and not tail and not unwinding:
            return
        at, after = info.body_open, info.body_close + 1
        opening = "{\n" + prologue.rstrip("\n") + ("\ntry {" if unwinding else "")
        closing = f"\n}} catch (...) {{\n{unwinding}\nthrow;\n}}" if unwinding else ""
        closing += "\n" + tail.rstrip("\n") + "\n}" if tail else " }"
        self._put(at, 0, opening.lstrip("\n") + self.resume(at))
        self._put(after, 0, closing + self.resume(after))

    def _result_types(self, rp: RoutinePlan, returns) -> str:
        """Names the return type (and the macro result's type) with reserved
        typedefs that nothing in the body can hide (see c_result_type), and
        sets self._result_names. Returns the typedefs that go first in the
        body; those before the definition are put here."""
        info = rp.routine.data
        self._result_names = ("", "")
        if info.returns_void:
            return ""
        named = "(unnamed" not in info.result_type and "(anonymous" not in info.result_type and info.result_type
        value = named and any(c and s.data.has_value and not s.data.macro for s, c in returns)
        macro = any(c and s.data.macro for s, c in returns)
        if not value and not macro:
            return ""
        self._result_count += 1
        n = self._result_count
        rt, mt = f"__srcinst_rt_{self._file_tag}_{n}", f"__srcinst_mt_{self._file_tag}_{n}"
        types = ([(info.result_type, rt)] if value else []) + ([(info.macro_result, mt)] if macro else [])
        self._result_names = (rt, mt)
        if not any(c_result_type.can_be_hidden(t) for t, _ in types):
            self._result_count -= 1
            self._result_names = (f"__typeof__({info.result_type})", f"__typeof__({info.macro_result})")
            return ""
        at = info.result_hoist
        if at is None:
            return "".join(f"typedef __typeof__({t}) {name} __attribute__((__unused__));\n" for t, name in types)
        typedefs = "".join(f"typedef __typeof__({t}) {name};\n" for t, name in types)
        self._put(at, 0, self.fresh_line(at) + typedefs.rstrip("\n") + self.resume(at))
        return ""

    def _unsafe_return(self, info, site, code: str) -> str:
        """Why a return cannot be rewritten ("" when it can)."""
        ret = site.data
        if info.result_hidden and ret.has_value and not info.returns_void:
            return info.result_hidden
        if ret.semicolon is not None:
            return ""
        if ret.macro is None:
            return ret.why_unsafe
        if ret.comma:
            return f"a comma expression returned {_inside(ret)}"
        if not info.returns_void and info.macro_result_problem:
            return f"return {_inside(ret)}, and {info.macro_result_problem}"
        if has_line_comment_or_directive(code):
            return f"return {_inside(ret)}, and its exit code holds a // comment or a directive"
        return ""

    def _sites(self, rp: RoutinePlan, returns) -> None:
        """Edits for returns and abort calls, in source order."""
        aborts = [(s, c) for s, c in zip(rp.routine.aborts, rp.aborts) if c]
        self._macro_regions(rp, [(s, c) for s, c in returns if c and s.data.macro],
                            [(s, c) for s, c in aborts if s.data.macro])
        if not self.guard:  # (a guard covers them; only their site numbers are lost)
            returns = [(s, c) for s, c in returns if not s.data.macro]
        work = [(s.pos.offset, 0, s, c) for s, c in returns if c]
        work += [(s.pos.offset, 1, s, c) for s, c in aborts if not s.data.macro]
        numbers = {id(s): n for n, (s, _) in enumerate(returns, start=1)}
        for _, is_abort, site, code in sorted(work, key=lambda w: (w[0], w[1])):
            if is_abort:
                self._abort(site, code)
            elif self.guard:
                self._mark_return(site, numbers[id(site)])
            else:
                self._rewrite_return(rp, site, code)

    # -- returns and exit() inside macro expansions --------------------------------------
    def _macro_regions(self, rp: RoutinePlan, returns, aborts) -> None:
        """Redefines `return` and the abort calls around each macro invocation
        that holds them (see the module's docstring)."""
        # macro invocation's span -> ([(return site, code)], [(abort site, code)])
        regions: dict[tuple[int, int], tuple[list[tuple[Site, str]], list[tuple[Site, str]]]] = {}
        for site, code in returns:
            regions.setdefault(site.data.macro, ([], []))[0].append((site, code))
        for site, code in aborts:
            regions.setdefault(site.data.macro, ([], []))[1].append((site, code))
        info = rp.routine.data
        for (start, end), (rets, calls) in sorted(regions.items()):
            names, defines = [], []
            if rets and not self.guard:
                body = _one_logical_line(rets[0][1])
                names.append("return")
                if not info.returns_void:
                    defines.append(f"#define return for (;; __extension__ ({{ {body} return {MACRO_RESULT}; }})) "
                                   f"{MACRO_RESULT} =")
                else:
                    bare = any(s.data.has_value for s, _ in rets)
                    defines.append(f"#define return for (;; __extension__ ({{ {body} return; }}))"
                                   + ("" if bare else " (void)0"))
            for name in sorted({s.data.name for s, _ in calls}):
                same = [(s, c) for s, c in calls if s.data.name == name]
                if has_line_comment_or_directive(same[0][1]):
                    self.warn_site(f"call {_inside(same[0][0].data)}, and its abort code holds a // comment "
                                   "or a directive: abort code not inserted", same[0][0].data)
                    continue
                body = _one_logical_line(same[0][1])
                arities = {s.data.arity for s, _ in same}
                if len(arities) == 1:
                    params = ", ".join(f"__srcinst_a{i}" for i in range(1, arities.pop() + 1))
                    args = params
                else:
                    params, args = "...", "__VA_ARGS__"
                names.append(name)
                defines.append(f"#define {name}({params}) (__extension__ ({{ {body} }}), {name}({args}))")
            if not names:
                continue
            quiet = "return" in names
            before = [f'#pragma push_macro("{n}")' for n in names] + (list(QUIET_CLANG) if quiet else []) \
                + [f"#undef {n}" for n in names] + defines
            after = [f"#undef {n}" for n in names] + (list(LOUD_CLANG) if quiet else []) \
                + [f'#pragma pop_macro("{n}")' for n in names]
            self._put(start, 0, "\n" + "\n".join(before) + self.resume(start))
            self._put(end, 0, "\n" + "\n".join(after) + self.resume(end))

    # -- coroutines (see c_coroutine) ------------------------------------------------------
    def _suspensions(self, rp: RoutinePlan, guarded: bool) -> None:
        """The exit code before each statement that suspends, the entry code after it."""
        info = rp.routine.data
        if guarded and info.quiet_at is not None:
            after = info.body_close + 1
            self._put(info.quiet_at, 0, self.fresh_line(info.quiet_at) + c_coroutine.QUIET_GCC
                      + self.resume(info.quiet_at))
            self._put(after, 0, "\n" + c_coroutine.LOUD_GCC + self.resume(after))
        leave = "__srcinst_exit_guard.fn(); __srcinst_exit_guard.armed = false;" if guarded else ""
        back = _block(rp.entry) + ("__srcinst_exit_guard.armed = true;" if guarded else "")
        if not leave and not back.strip():
            return
        for start, end, declaration in rp.routine.data.suspends:
            opening, closing = ("", "") if declaration else ("{ ", " }")
            if guarded and not declaration:  # an exception at the resumption (await_resume) re-enters too
                self._put(start, 0, opening + leave + "\n" + c_coroutine.TRY_OPEN + self.resume(start))
                self._put(end, 0, "\n" + c_coroutine.try_close(back) + back.rstrip("\n") + closing
                          + self.resume(end))
                continue
            self._put(start, 0, opening + leave + self.resume(start))
            self._put(end, 0, "\n" + back.rstrip("\n") + closing + self.resume(end))

    # -- constexpr routines (see c_constexpr) -----------------------------------------------
    def _constexpr(self, rp: RoutinePlan) -> None:
        """Calls of the routine's hook helper, only where it runs at run time."""
        routine, info = rp.routine, rp.routine.data
        where = info.constexpr
        if not rp.entry and not rp.wants_exit:
            if rp.decl:
                self.warn(f"'{routine.signature}' is constexpr and its code is a declaration only (a scope "
                          "object?), which its hook helper would not keep for the call: not instrumented",
                          routine.body_begin.offset)
            return
        self._cx_count += 1
        body = c_constexpr.helper_body(rp.decl, rp.entry, rp.exits)
        name = c_constexpr.helper_name(self.path, self._cx_count, body)
        at = where.helper_at
        self._put(at, 0, self.fresh_line(at) + c_constexpr.definition(name, body, where.in_class).rstrip("\n")
                  + self.resume(at))
        open_at = info.body_open + 1
        if where.guard:
            self._constexpr_guarded(rp, name)
            return
        if rp.entry:
            self._put(open_at, 0, "\n" + c_constexpr.at_run_time(f"{name}(0)") + self.resume(open_at))
        for k, (site, code) in enumerate(zip(routine.exits, rp.exits), 1):
            ret = site.data
            if site.kind == "end":
                if code and info.end_reachable:
                    close = info.body_close
                    self._put(close, 0, self.fresh_line(close) + c_constexpr.at_run_time(f"{name}({k})")
                              + self.resume(close))
                continue
            if not code:
                continue
            after = ret.keyword_end or ret.keyword + 6
            # `return x;` moves a local x out (C++14/17 implicit move); `(..., x)` would
            # copy it, maybe through another constructor: its exit code goes first, as a
            # `return;`'s does.
            if ret.has_value and not (ret.semicolon is not None and c_constexpr.returns_a_name(
                    code_view(self.src, self.raw_strings)[after:ret.semicolon])):
                self._put(after, 0, c_constexpr.return_prefix(name, k) + self.resume(after))
            else:
                self._put(ret.keyword, 0, "{ " + c_constexpr.at_run_time(f"{name}({k})") + self.resume(ret.keyword))
                self._put(ret.semicolon + 1, 0, " }")

    def _constexpr_guarded(self, rp: RoutinePlan, name: str) -> None:
        """C++20 and later: the entry call, then a literal guard that calls the
        exit code wherever the routine is left."""
        routine, info = rp.routine, rp.routine.data
        open_at = info.body_open + 1
        end = len(routine.exits)  # (the end is the last exit site)
        opening = c_constexpr.at_run_time(f"{name}(0)") + "\n" if rp.entry else ""
        if rp.wants_exit:
            opening += f"__srcinst_cx_guard {c_constexpr.GUARD}{{&{name}, {end}}};\n"
        self._put(open_at, 0, "\n" + opening.rstrip("\n") + self.resume(open_at))
        if len(set(rp.exits)) <= 1:
            return
        for k, (site, code) in enumerate(zip(routine.exits, rp.exits), 1):
            ret = site.data
            if site.kind != "return" or code == rp.exits[-1]:
                continue
            if ret.semicolon is None or ret.macro is not None:
                self.warn_site(f"return {_inside(ret)}: its exit code uses the routine's end line", ret)
                continue
            self._put(ret.keyword, 0, f"{{ {c_constexpr.GUARD}.site = {k};" + self.resume(ret.keyword))
            self._put(ret.semicolon + 1, 0, " }")

    # -- C++ scope guard ---------------------------------------------------------------
    def _guard_code(self, rp: RoutinePlan) -> str:
        """The guard declaration for a routine, or "" when it has no exit code."""
        if not rp.wants_exit:
            return ""
        sites = list(zip(rp.routine.exits, rp.exits))
        end_code = next((c for s, c in sites if s.kind == "end"), "")
        returns = [(n, c) for n, (s, c) in enumerate([sc for sc in sites if sc[0].kind == "return"], 1)]
        if len({c for _, c in sites}) <= 1:
            body = end_code
            site_var = ""
        else:
            cases = "".join(f"case {n}: {{\n{c}\n}} break;\n" for n, c in returns if c)
            body = f"switch (__srcinst_site) {{\n{cases}default: {{\n{end_code}\n}} break;\n}}"
            site_var = "int __srcinst_site = 0;\n"
        return (site_var + "auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {\n"
                + body + "\n});\n")

    def _mark_return(self, site, number: int) -> None:
        info = site.data
        if info.semicolon is None:
            self.warn_site(f"return {_inside(info)}: its exit code uses the routine's end line", info)
            return
        self._put(info.keyword, 0, f"{{ __srcinst_site = {number};" + self.resume(info.keyword))
        self._put(info.semicolon + 1, 0, " }")

    # -- C return rewriting --------------------------------------------------------------
    def _rewrite_return(self, rp: RoutinePlan, site, code: str) -> None:
        info, ret = rp.routine.data, site.data
        kw, semi = ret.keyword, ret.semicolon
        if not ret.has_value:
            self._put(kw, 0, "{\n" + code + self.resume(kw))
            self._put(semi + 1, 0, " }")
            return
        # `return` (maybe split by line splices) becomes blanks and a `(` just
        # before the expression's line and column.
        kw_end = kw + 6 if ret.keyword_end is None else ret.keyword_end
        length = kw_end - kw
        if info.returns_void:
            self._put(kw, length, "{" + self._open_paren_at(kw_end))
            self._put(semi, 1, ");\n" + code + "\nreturn; }" + self.resume(semi + 1))
            return
        typeof = self._result_names[0]
        if not typeof:  # an unnamed struct: only the value's own type is it
            expr = self.src[kw_end:semi].decode("utf-8", errors="surrogateescape")
            typeof = f"__typeof__(({expr}))"
        self._put(kw, length, f"{{ {typeof} __srcinst_rv =" + self._open_paren_at(kw_end))
        self._put(semi, 1, ");\n" + code + "\nreturn __srcinst_rv; }" + self.resume(semi + 1))

    def _open_paren_at(self, offset: int) -> str:
        """A line break, marker and padding that put a `(` just before the
        original text at `offset` (which follows at least one byte of its line)."""
        if not self.markers:
            return self.resume(offset) + "     ("
        return self.resume(offset)[:-1] + "("  # the pad's last blank stands for the keyword's last byte

    # -- abort calls -----------------------------------------------------------------------
    def _abort(self, site, code: str) -> None:
        call = site.data
        if call.macro:
            return  # in _macro_regions
        if not call.safe:
            self.warn_site(f"{call.why_unsafe}: abort code not inserted", call)
            return
        if call.statement_end is not None:
            self._put(call.start, 0, "{\n" + code + self.resume(call.start))
            self._put(call.statement_end + 1, 0, " }")
        else:
            # Inside an expression: a GNU statement expression runs the code
            # first; __extension__ keeps -pedantic-errors builds quiet.
            self._put(call.start, 0, "(__extension__ ({\n" + code + "\n}), " + self.resume(call.start))
            self._put(call.end, 0, ")")


def _inside(site) -> str:
    """Where a return or call is that is not rewritten in place."""
    return "in an included file" if site.origin else "inside a macro expansion"


def _one_line(code: str) -> str:
    """Code for a macro's argument: its lines joined by blanks."""
    return " ".join(line.strip() for line in code.strip("\n").split("\n") if line.strip())


def _one_logical_line(code: str) -> str:
    """Code for a #define's body: its lines joined by backslash-newlines."""
    return " \\\n".join(line.rstrip() for line in code.strip("\n").split("\n"))
