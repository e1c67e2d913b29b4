"""Edits for routines a macro of the file defines whole (c_macro_routines).

The code goes into the macro's definition, once for all its expansions, as
it goes into a routine written out (C: `{ DECL INIT ENTRY { body } EXIT }`,
returns rewritten; C++11 and later: the scope guard), on the definition's own
logical lines: nothing but blanks separate the inserted pieces, so the
macro's backslash continuations stay as they are, and code with a `//`
comment or a directive (which cannot live in a #define) leaves the macro's
routines alone, with a warning.

Keywords mean in a macro what they mean elsewhere, for the macro's text:
@FILE@ and the line keywords are the definition's place. @ROUTINE@ (and
@REGION@, @RTTI@) stands for each expansion's own routine, by its name as
the macro spells it, stringified by the preprocessor:
`"" __srcinst_name_of(name ## _impl) ""`, which is `"dec8_impl"` in the
expansion `DEF(dec8)`. So the value sits where the spec puts it, inside a
string literal; a spec that uses it outside one leaves the macro alone.

Where the macro's expansions differ in what the spec gives them (some are
selected, others not, or rules name some of them), each piece of code in the
macro becomes a name pasted from the routine's name (`__srcinst_m1_2_ ## name`),
defined before the macro for each expansion as that expansion's code, or as
nothing.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from srcinst.model import RoutinePlan

from . import c_result_type
from .c_text import SPLICE, has_line_comment_or_directive

PLACEHOLDER = "\x00srcinst-routine\x00"
NAME_HELPER = ("#ifndef __srcinst_name_of", "#define __srcinst_name_of(x) #x", "#endif")
VALUE = "__srcinst_rv"


def emit(emitter, plans: list[RoutinePlan], quote: Callable[[str], str]) -> None:
    """Edits for the plans of macro-generated routines, one macro at a time
    (`quote`: how the engine quoted names into the code)."""
    groups: dict[int, list[RoutinePlan]] = {}
    for rp in plans:
        groups.setdefault(rp.routine.data.generated.macro.start, []).append(rp)
    expansions: dict[int, int] = {}
    for routine in emitter.plan.unit.routines:
        generated = getattr(routine.data, "generated", None)
        if generated is not None:  # (skipped ones too: they share the macro's text)
            expansions[generated.macro.start] = expansions.get(generated.macro.start, 0) + 1
    for start, group in sorted(groups.items()):
        MacroWriter(emitter, group, expansions[start], quote).write()


class MacroWriter:
    """The edits of one macro's definition, for the plans of the routines it defines."""

    def __init__(self, emitter, group: list[RoutinePlan], expansions: int, quote: Callable[[str], str]):
        self.e = emitter
        self.quote = quote
        self.group = group
        self.expansions = expansions
        self.body = group[0].routine.data.generated
        self.info = group[0].routine.data
        self.macro = self.body.macro.name
        # A dispatch's definitions: each expansion's code per piece, and the
        # pasted names' heads (an expansion without a plan gets them empty).
        self.dispatch_defines: list[str] = []
        self.dispatch_heads: list[str] = []
        self.value_type = "__auto_type"  # of a returned value's variable (_value_type)

    # -- the code of one expansion, as the macro's text holds it ----------------------
    def _one_line(self, code: str) -> str:
        """Code on the macro's line: its lines joined by blanks, the routine's
        name stringified from the macro's spelling of it."""
        out, i, quote = [], 0, ""
        while i < len(code):
            c = code[i]
            if code.startswith(PLACEHOLDER, i):
                if quote != '"':
                    raise _Refused("its code uses @ROUTINE@ outside a string literal")
                out.append(f'{quote} __srcinst_name_of({self.body.name_tokens}) {quote}')
                i += len(PLACEHOLDER)
                continue
            if quote and c == "\\":
                out.append(code[i:i + 2])
                i += 2
                continue
            if c in "\"'" and (not quote or c == quote):
                quote = "" if quote else c
            out.append(" " if c in "\r\n" and not quote else c)
            i += 1
        return "".join(out).strip()

    def _pieces(self, rp: RoutinePlan, scoped: bool = True) -> dict[str, str]:
        """Each piece of code of one expansion, by where it goes in the macro,
        its routine's name replaced by the placeholder (after its scopes, unless
        not `scoped`)."""
        e, info, routine = self.e, self.info, rp.routine
        name = self.quote(routine.signature)
        # a member's or a namespace's routine: its scopes, then the name the macro spells
        scopes = routine.qualified[:-len(routine.name)] if routine.qualified.endswith(routine.name) else ""
        scopes = scopes if scoped else ""
        pieces: dict[str, str] = {}

        def put(key: str, code: str) -> None:
            if has_line_comment_or_directive(code):
                raise _Refused("its code holds a // comment or a directive, which a #define cannot")
            pieces[key] = code.replace(name, self.quote(scopes) + PLACEHOLDER)

        rtti = "const char *const __srcinst_rtti = __PRETTY_FUNCTION__;" if "__srcinst_rtti" in "".join(
            [rp.decl, rp.init, rp.entry] + rp.exits + rp.aborts) else ""
        end_code = next((c for s, c in zip(routine.exits, rp.exits) if s.kind == "end"), "")
        returns = [(s, c) for s, c in zip(routine.exits, rp.exits) if s.kind == "return"]
        if e.guard:
            guard = e._guard_code(rp)
            put("open", "\n".join(p for p in (rtti, rp.decl, rp.init, rp.entry, guard) if p))
            if "__srcinst_site" in guard:
                for n, (site, code) in enumerate(returns, start=1):
                    if code:
                        put(f"return {site.pos.offset}", f"__srcinst_site = {n};")
        else:
            nest = bool(rp.init or rp.entry)
            put("open", "\n".join(p for p in (rtti, rp.decl, rp.init, rp.entry) if p) + ("\n{" if nest else ""))
            put("close", ("}\n" if nest else "") + (end_code if info.end_reachable else ""))
            for site, code in returns:
                if code:
                    put(f"return {site.pos.offset}", code)
        for site, code in zip(routine.aborts, rp.aborts):
            if code and site.data.safe:
                put(f"abort {site.pos.offset}", code)
            elif code and rp is self.group[0]:
                e.warn(f"{site.data.why_unsafe}: abort code not inserted", site.data.start)
        return pieces

    # -- the edits --------------------------------------------------------------------
    def write(self) -> None:
        try:
            per_plan = [self._pieces(rp) for rp in self.group]
            if len(self.group) == self.expansions and any(p != per_plan[0] for p in per_plan):
                # `GETTER(x)` in two classes: their names without the scopes, rather than none
                unscoped = [self._pieces(rp, scoped=False) for rp in self.group]
                if all(p == unscoped[0] for p in unscoped):
                    per_plan = unscoped
            self.value_type = self._value_type(per_plan)
            uniform = len(self.group) == self.expansions and all(p == per_plan[0] for p in per_plan)
            if uniform:
                text = {key: self._one_line(code) for key, code in per_plan[0].items()}
            else:
                text = self._dispatch(per_plan)
        except _Refused as why:
            self.e.warn(f"{why}: the {len(self.group)} routine(s) macro '{self.macro}' defines are "
                        "not instrumented", self.body.open_at)
            return
        self._helpers(text)
        self._place(text)

    def _value_type(self, per_plan: list[dict[str, str]]) -> str:
        """The type of the variable that holds a returned value while the exit
        code runs: the return type where every expansion spells it with
        keywords alone (no name in it that the body could hide), else GNU C's
        `__auto_type` (the value's type: `return` converts it after, as it would
        have; not for a bit-field's value, which gcc refuses)."""
        types = {r.data.result_type for r in self._expansions()}  # (all: they share the macro's text)
        if len(types) == 1 and not c_result_type.can_be_hidden(next(iter(types))):
            return f"__typeof__({types.pop()})"
        rewritten = any(key.startswith("return") and code for pieces in per_plan for key, code in pieces.items())
        if self.e.plan.unit.lang != "c" and not self.e.guard and not self.info.returns_void and rewritten \
                and any(has for _, _, _, has in self.body.returns):
            # (g++ has no __auto_type)
            raise _Refused("C++98: a return with a value cannot be rewritten in a macro's text where its type "
                           "has a name or differs between expansions")
        return "__extension__ __auto_type"  # (clang -pedantic: a GNU extension)

    def _dispatch(self, per_plan: list[dict[str, str]]) -> dict[str, str]:
        """Pieces that paste the routine's name onto a per-expansion name,
        and the definitions of those names (before the macro)."""
        tokens = self.body.name_tokens
        if not all(part.isidentifier() for part in re.split(r"\s*##\s*", tokens)):
            raise _Refused("its expansions get different code, and its routines' names are not "
                           "identifiers the preprocessor can paste")
        names = [r.name for r in self._expansions()]
        if len(set(names)) < len(names):
            raise _Refused("its expansions get different code, and several of them have the same name")
        tag = f"__srcinst_m{self.e._file_tag}_{self.body.macro.start}_"
        keys = sorted({key for pieces in per_plan for key in pieces}, key=_order)
        text, defines = {}, []
        for n, key in enumerate(keys):
            head = f"{tag}{n}_"
            text[key] = f"{head} ## {tokens}"
            for rp, pieces in zip(self.group, per_plan):
                line = self._literal_name(pieces.get(key, ""), rp.routine.name)
                defines.append(f"#define {head}{rp.routine.name} {line}".rstrip())
        self.dispatch_defines = defines
        self.dispatch_heads = [f"{tag}{n}_" for n in range(len(keys))]
        return text

    def _expansions(self) -> list:
        """All the routines this macro defines in the file, instrumented or not."""
        return [r for r in self.e.plan.unit.routines if getattr(r.data, "generated", None) is not None
                and r.data.generated.macro.start == self.body.macro.start]

    def _literal_name(self, code: str, name: str) -> str:
        """An expansion's own code on one line, its name as a literal."""
        return self._one_line(code.replace(PLACEHOLDER, self.quote(name)))

    def _helpers(self, text: dict[str, str]) -> None:
        """What goes before the macro's #define: the stringifying helper, and
        the per-expansion code of a dispatch."""
        # (before each macro that uses it: an #if around one must not hide it from the others)
        lines = list(NAME_HELPER) if any("__srcinst_name_of" in t for t in text.values()) else []
        if self.dispatch_defines:
            planned = {rp.routine.name for rp in self.group}
            others = [r.name for r in self._expansions() if r.name not in planned]
            lines += self.dispatch_defines + [f"#define {head}{name}" for head in self.dispatch_heads
                                              for name in others]
        if not lines:
            return
        at = self.body.macro.start
        self.e._put(at, 0, "\n".join(lines) + "\n" + self.e._marker_line(self.e.line_of(at)))

    def _place(self, text: dict[str, str]) -> None:
        e, body = self.e, self.body
        if text.get("open"):
            e._put(body.open_at + 1, 0, " " + text["open"] + " ")
        if text.get("close"):
            e._put(body.close_at, 0, " " + text["close"] + " ")
        for keyword, keyword_end, semicolon, has_value in body.returns:
            code = text.get(f"return {keyword}")
            if not code:
                continue
            if e.guard:
                e._put(keyword, 0, f"{{ {code} ")
                e._put(semicolon + 1, 0, " }")
            elif not has_value:
                e._put(keyword, 0, f"{{ {code} ")
                e._put(semicolon + 1, 0, " }")
            else:  # (line splices inside the keyword stay: the macro keeps its lines)
                splices = "".join(m.group().decode("latin-1") for m in SPLICE.finditer(e.src, keyword, keyword_end))
                value = "" if self.info.returns_void else f" {self.value_type} {VALUE} ="
                e._put(keyword, keyword_end - keyword, f"{{{value} ({splices}")
                e._put(semicolon, 1, f"); {code} return{'' if value == '' else ' ' + VALUE}; }}")
        for start, semicolon in body.aborts:
            code = text.get(f"abort {start}")
            if code:
                e._put(start, 0, f"{{ {code} ")
                e._put(semicolon + 1, 0, " }")


class _Refused(Exception):
    pass


def _order(key: str) -> tuple[int, int]:
    kind, _, at = key.partition(" ")
    return ({"open": 0, "return": 1, "abort": 1, "close": 2}[kind], int(at or 0))
