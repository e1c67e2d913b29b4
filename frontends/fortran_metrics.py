"""Metrics of Fortran routines, for selection by structure and --list.

fortran_parse calls measure() for every routine it reports (also those it
skips) when ParseOptions.metrics asks. It works from what the parser has
already: fparser's nodes of the routine (what a statement is) and the
statements and lines of fortran_source (where they are). Code in internal
procedures (after CONTAINS) belongs to them, not to their host.

Definitions:

cc, cyclomatic complexity
    Decision points + 1. Decision points: each IF construct (its IF ...
    THEN), each ELSE IF, each logical IF statement, each arithmetic IF
    (2: it branches three ways), each DO of any form (counted, DO WHILE,
    DO CONCURRENT, a plain DO, a labeled DO, each DO of a nest sharing a
    terminal statement), each CASE of SELECT CASE (not CASE DEFAULT), and
    likewise each TYPE IS and CLASS IS of SELECT TYPE (not CLASS DEFAULT),
    each WHERE (construct or statement) and ELSEWHERE with a mask (not a
    plain ELSEWHERE), each .AND. and .OR. in the condition of an IF (any of
    the three forms above) or of a DO WHILE. FORALL is a loop, not a
    decision; computed GO TO and alternate returns are not counted.
lines
    Lines from the line after the SUBROUTINE, FUNCTION or PROGRAM statement
    (for a main program without one, from its first statement) to the line
    of the END statement, or to the line of CONTAINS when the routine has
    internal procedures, that hold code: not blank, not only a comment, not
    a preprocessor directive line (`#...`), not a compiler directive or an
    OpenMP conditional line (`!$omp`, `!dir$`, `!$ ...`). Counted in the
    text: code lines in `#if` branches that are inactive count too. Each
    line of a continued statement counts.
statements
    Statements of the routine's own body, specification and executable,
    without the routine statement, END, CONTAINS and internal procedures
    (statements of interface blocks in the specification count). A continued
    statement counts once, `;`-separated statements count separately.
    Statements in inactive `#if` branches and in `#include`d files do not.
loops
    DO of every form (as for cc), FORALL (construct or statement).
call_sites
    In the executable statements: CALL statements, and references to
    functions known for certain (not in specification expressions). Known
    for certain: the internal and module procedures of this file visible
    from the routine (its own internal procedures, those of its hosts, of
    its module or a submodule's ancestor, of modules of this file that it
    or its hosts USE), and names declared EXTERNAL, in an interface block
    (also a generic name) or with a PROCEDURE statement in the routine, a
    host or its module. A name that is only typed (`real f`, then `f(x)`)
    is not known for certain. A local variable hides a host's procedure of
    the same name; a function's own name is its result unless it has a
    RESULT clause. A CALL of a name nothing in the file declares counts (an
    external subroutine). Intrinsics are not calls: intrinsic functions,
    CALLs of the standard intrinsic subroutines and of those of the
    intrinsic modules (RANDOM_NUMBER, C_F_POINTER, ...), names declared
    INTRINSIC; unless this file gives the routine a procedure of that name.
    Calls through procedure pointers and of dummy procedures contribute
    nothing (like calls through function pointers in C). A type-bound
    call `CALL x%p()` counts (but names no routine).
callees
    Sorted unique lower-case names of the routines called directly: the
    name in the CALL or the reference, the module's own name for one
    renamed by a USE of a module of this file (`use m, only: g => f` calls
    `f`); a generic name for a call through a generic interface. A
    type-bound call contributes no name.
properties
    "main" (the main program), "module" (a procedure of a module or a
    submodule, also a separate module procedure), "internal" (contained in
    another procedure), "recursive" (declared RECURSIVE), "pure" (PURE, or
    ELEMENTAL without IMPURE, or a separate module procedure whose interface
    in this file says so), "elemental", "function", "subroutine" (a
    separate module procedure `module procedure f` is either as its
    interface in this file says).
"""
from __future__ import annotations

import re

from srcinst.model import LoopMetrics, Metrics

from .fortran_source import CODE, INACTIVE

# Standard intrinsic subroutines (Fortran 2023) and those of the intrinsic
# modules ISO_C_BINDING and IEEE_*: a CALL of one is not a call.
INTRINSIC_SUBROUTINES = frozenset("""
    atomic_add atomic_and atomic_cas atomic_define atomic_fetch_add atomic_fetch_and
    atomic_fetch_or atomic_fetch_xor atomic_or atomic_ref atomic_xor co_broadcast co_max
    co_min co_reduce co_sum cpu_time date_and_time event_query execute_command_line
    get_command get_command_argument get_environment_variable move_alloc mvbits random_init
    random_number random_seed split system_clock tokenize
    c_f_pointer c_f_procpointer c_f_strpointer
    ieee_get_flag ieee_get_halting_mode ieee_get_modes ieee_get_rounding_mode ieee_get_status
    ieee_get_underflow_mode ieee_set_flag ieee_set_halting_mode ieee_set_modes
    ieee_set_rounding_mode ieee_set_status ieee_set_underflow_mode
""".split())

SUBPROGRAMS = ("Function_Subprogram", "Subroutine_Subprogram", "Separate_Module_Subprogram")
FUNCTION_REFERENCES = ("Part_Ref", "Structure_Constructor", "Function_Reference",
                       "Intrinsic_Function_Reference")
DO_STATEMENTS = ("Nonlabel_Do_Stmt", "Label_Do_Stmt")
_RECURSIVE = re.compile(r"\bRECURSIVE\b", re.I)
_ELEMENTAL = re.compile(r"\bELEMENTAL\b", re.I)
_SEPARATE = re.compile(r"\s*module\s+procedure\b", re.I)
_WORD = re.compile(r"[A-Za-z]\w*")
_WHILE = re.compile(r"\s*,?\s*WHILE\b", re.I)  # `DO 10, WHILE (...)` too


def _kind(node) -> str:
    return type(node).__name__


def _children(node):
    for child in getattr(node, "content", None) or getattr(node, "items", None) or ():
        if child is not None and not isinstance(child, str):
            yield child


def _nodes(node, skip=()):
    """A node and everything under it, not going into the kinds in `skip`."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        if _kind(n) not in skip:
            stack.extend(reversed(list(_children(n))))


def _content(node) -> list:
    """A procedure's nodes from its header on: fparser files an INCLUDE line
    between procedures (after CONTAINS, in an interface block) at the front
    of the next one (as fortran_parse._unit_content)."""
    content = node.content
    while len(content) > 1 and _kind(content[0]) == "Include_Stmt":
        content = content[1:]
    return content


def _name(node) -> str:
    return str(node).lower()


def _names(node):
    """The names in a statement."""
    return [_name(n) for n in _nodes(node) if _kind(n) == "Name"]


# -- scopes ---------------------------------------------------------------------

class _Scope:
    """What a scoping unit (a procedure or a module) says about names."""

    def __init__(self):
        self.data = set()         # variables and constants: they hide procedures of hosts
        self.procedures = {}      # name -> the callee's name
        self.pointers = set()     # procedure pointers and dummy procedures
        self.intrinsics = set()   # declared INTRINSIC


class _Scopes:
    """Scopes of one file, built when first asked."""

    def __init__(self):
        self.scopes = {}
        self.modules = {}

    def module_nodes(self, node) -> dict:
        """The modules of the fparser tree holding `node`, by name."""
        root = node
        while getattr(root, "parent", None) is not None:
            root = root.parent
        modules = self.modules.get(id(root))
        if modules is None:
            modules = self.modules[id(root)] = {}
            for unit in _children(root):
                if _kind(unit) == "Module":
                    modules[_name(unit.content[0].items[1])] = unit
        return modules

    def of(self, unit, busy=()):
        key = id(unit)
        if key not in self.scopes:
            if key in busy:
                return _Scope()  # modules that USE each other
            self.scopes[key] = self._build(unit, busy + (key,))
        return self.scopes[key]

    def _build(self, unit, busy) -> _Scope:
        scope = _Scope()
        parts = {_kind(c): c for c in unit.content}
        header = _content(unit)[0]
        dummies: set[str] = set()
        externals: set[str] = set()
        declared: set[str] = set()
        if _kind(header) in ("Function_Stmt", "Subroutine_Stmt"):
            for item in header.items:
                if _kind(item) == "Dummy_Arg_List":
                    dummies = {_name(n) for n in _children(item)}
            if _kind(header) == "Function_Stmt":
                own = _name(header.get_name())
                if any(_kind(i) == "Suffix" and "RESULT" in str(i).upper() for i in header.items):
                    scope.procedures[own] = own  # f(...) is a recursive call
                else:
                    declared.add(own)  # the result variable
        spec = parts.get("Specification_Part")
        if spec is not None:
            for n in _nodes(spec, skip=("Interface_Block", "Derived_Type_Def", "Use_Stmt")):
                kind = _kind(n)
                if kind == "Type_Declaration_Stmt":
                    attrs = " ".join(str(i).upper() for i in n.items if _kind(i) == "Attr_Spec_List")
                    names = [_name(e.items[0]) for e in _nodes(n) if _kind(e) == "Entity_Decl"]
                    (externals if "EXTERNAL" in attrs else declared).update(names)
                elif kind == "External_Stmt":
                    externals.update(_names(n))
                elif kind == "Intrinsic_Stmt":
                    scope.intrinsics.update(_names(n))
                elif kind == "Procedure_Declaration_Stmt":
                    pointer = any(_kind(i) == "Proc_Attr_Spec_List" and "POINTER" in str(i).upper()
                                  for i in n.items)
                    for decl in n.items:
                        if _kind(decl) == "Proc_Decl_List":
                            for d in _children(decl):
                                name = _name(d if _kind(d) == "Name" else d.items[0])
                                (scope.pointers if pointer else externals).add(name)
                elif kind in ("Dimension_Stmt", "Allocatable_Stmt", "Target_Stmt", "Common_Stmt",
                              "Parameter_Stmt", "Data_Stmt", "Namelist_Stmt"):
                    declared.update(w.lower() for w in _WORD.findall(str(n)))
                elif kind == "Interface_Block":
                    self._interface(n, scope)
                elif kind == "Use_Stmt":
                    self._use(n, scope, busy)
        for name in externals:
            if name in dummies:
                scope.pointers.add(name)  # a dummy procedure
            else:
                scope.procedures[name] = name
        for name in dummies - externals - scope.pointers:
            declared.add(name)
        for part in ("Internal_Subprogram_Part", "Module_Subprogram_Part"):
            for sub in _children(parts.get(part)) if part in parts else ():
                if _kind(sub) in SUBPROGRAMS:
                    name = _name(_content(sub)[0].get_name())
                    scope.procedures[name] = name
        scope.data = declared - externals - set(scope.procedures)
        for name in scope.pointers:
            scope.procedures.pop(name, None)
        return scope

    @staticmethod
    def _interface(block, scope: _Scope) -> None:
        stmt = block.content[0]
        if "ABSTRACT" in str(stmt).upper():
            return  # names of interfaces, not of procedures
        generic = next((i for i in stmt.items if _kind(i) == "Name"), None) if stmt.items else None
        if generic is not None:
            scope.procedures[_name(generic)] = _name(generic)
        for body in _children(block):
            if _kind(body) in ("Function_Body", "Subroutine_Body"):
                name = _name(_content(body)[0].get_name())
                scope.procedures[name] = name

    def _use(self, stmt, scope: _Scope, busy) -> None:
        # items: nature, "::", module name, ", ONLY:" or "," or "", list
        nature, _, module_name, only, names = stmt.items
        module = self.module_nodes(stmt).get(_name(module_name))
        if module is None or nature is not None and "INTRINSIC" in str(nature).upper():
            return  # a module of another file: nothing is known for certain
        offered = self.of(module, busy).procedures
        only = "ONLY" in only.upper()
        if not only:
            scope.procedures.update(offered)
        for item in _children(names) if names is not None else ():
            if _kind(item) == "Rename" and _kind(item.items[1]) == "Name":
                local, remote = _name(item.items[1]), _name(item.items[2])
                if remote in offered:
                    scope.procedures[local] = offered[remote]
                    if not only and local != remote:
                        scope.procedures.pop(remote, None)  # known only under its new name
            elif only and _kind(item) == "Name" and _name(item) in offered:
                scope.procedures[_name(item)] = offered[_name(item)]

    def resolve(self, chain, name: str):
        """What `name` is seen from the innermost scope of `chain`: the
        callee's name, "" for something not to count, None if unknown."""
        for unit in chain:
            scope = self.of(unit)
            if name in scope.data or name in scope.pointers or name in scope.intrinsics:
                return ""
            if name in scope.procedures:
                return scope.procedures[name]
        return None


def _scope_chain(parser, scopes, node):
    """The routine, its hosts and its module (and a submodule's ancestor
    module, when it is in this file), innermost first."""
    chain = []
    n = node
    while n is not None:
        if _kind(n) in SUBPROGRAMS + ("Main_Program", "Main_Program0", "Module", "Submodule"):
            chain.append(n)
        n = getattr(n, "parent", None)
    if chain and _kind(chain[-1]) == "Submodule":
        ancestor = parser._submodule_ancestor(chain[-1].content[0])
        module = scopes.module_nodes(node).get(ancestor.lower()) if ancestor else None
        if module is not None:
            chain.append(module)
    return chain


# -- one routine -----------------------------------------------------------------

def measure(parser, node, routine) -> Metrics:
    """The metrics of the routine fortran_parse built from `node`."""
    scopes = getattr(parser, "_metrics_scopes", None)
    if scopes is None:
        scopes = parser._metrics_scopes = _Scopes()
    content = _content(node)
    parts = {_kind(c): c for c in content}
    header = content[0] if _kind(content[0]) in ("Program_Stmt", "Function_Stmt", "Subroutine_Stmt") else None
    contains = parts.get("Internal_Subprogram_Part")
    last = contains.content[0] if contains is not None else content[-1]  # CONTAINS or END

    header_s = parser._stmt(header).source if header is not None else None
    last_s = parser._stmt(last)
    first_line = header_s.last_line + 1 if header_s is not None else routine.body_begin.line
    last_line = last_s.line or routine.body_end.line

    lines = _code_lines(parser, first_line, last_line)
    statements = _statements(parser, header_s, last_s.source,
                             header_s.first_line if header_s is not None else first_line, last_line)
    cc, loops, call_sites, callees = _walk(parts.get("Execution_Part"), _scope_chain(parser, scopes, node), scopes)
    return Metrics(cc=cc, lines=lines, statements=statements, loops=loops, call_sites=call_sites,
                   callees=tuple(sorted(callees)),
                   properties=frozenset(_properties(parser, node, header, routine)))


# A DO statement, squeezed (upper case, no blanks), after its construct name.
_CONSTRUCT_NAME = re.compile(r"[A-Z]\w*:(?!:)")
_DO_FORM = re.compile(r"DO(?:\d+,?)?(?:(WHILE\()|(CONCURRENT\()|$)")
_COUNTED = re.compile(r"DO(?:\d+,?)?[A-Z]\w*=([-+]?\d+),([-+]?\d+)(?:,([-+]?\d+))?")


def measure_loops(parser, node, routine) -> None:
    """Fills LoopMetrics of the routine's loop regions (fortran_parse calls
    it after finding them, when metrics are asked). Counted as measure()
    counts a routine's, over the statements after the DO statement up to its
    END DO (not counted) or terminal statement (counted): cc, the decision
    points among them + 1 (the loop's own DO not, a DO WHILE's .AND. and
    .OR. not either); loops, the DOs and FORALLs nested in it; lines, from
    the DO statement's first line to the end's last. Its form: do (counted),
    dowhile, concurrent, forever (DO without control); trips, the trip
    count of a counted DO whose start, end and step are integer literals
    (`DO i = 1, 10`: 10; MAX(INT((end - start + step) / step), 0)), else
    None."""
    loops = [g for g in routine.regions if g.kind == "loop"]
    execution = next((c for c in node.content if _kind(c) == "Execution_Part"), None)
    if not loops or execution is None:
        return
    scopes = getattr(parser, "_metrics_scopes", None)
    if scopes is None:
        scopes = parser._metrics_scopes = _Scopes()
    chain = _scope_chain(parser, scopes, node)
    statements = [(parser._stmt(n).source, n) for n in parser._statements(execution)]
    for region in loops:
        do, terminal = region.data.do, region.data.terminal
        inside = [n for s, n in statements if s is not None and do.start < s.start <= terminal.start]
        if inside and _kind(inside[-1]) == "End_Do_Stmt":
            inside.pop()
        cc, nested, call_sites, callees = _walk_nodes(inside, chain, scopes)
        counted = sum(1 for s in parser.src.statements_between(do.first_line, terminal.last_line)
                      if do.start < s.start < terminal.start)
        counted += 0 if _END_DO.match(terminal.squeezed()[0]) else 1
        form, trips = _do_form(do.squeezed()[0])
        region.metrics = LoopMetrics(cc=cc, lines=_code_lines(parser, do.first_line, terminal.last_line),
                                     statements=counted, loops=nested, call_sites=call_sites,
                                     callees=tuple(sorted(callees)), form=form, trips=trips)


_END_DO = re.compile(r"(?:\d+)?ENDDO")


def _do_form(text: str) -> tuple[str, int | None]:
    """(form, trip count or None) of a squeezed DO statement."""
    m = _CONSTRUCT_NAME.match(text)
    text = text[m.end():] if m else text
    form = _DO_FORM.match(text)
    if form is not None:
        return ("dowhile" if form.group(1) else "concurrent" if form.group(2) else "forever"), None
    counted = _COUNTED.fullmatch(text)
    if counted is None:
        return "do", None
    first, last, step = (int(v) for v in (counted.group(1), counted.group(2), counted.group(3) or "1"))
    if step == 0:
        return "do", None
    span = last - first + step
    quotient = abs(span) // abs(step) * (1 if (span >= 0) == (step > 0) else -1)  # INT() truncates
    return "do", max(quotient, 0)


def _code_lines(parser, first: int, last: int) -> int:
    src = parser.src
    count = 0
    for number in range(max(first, 1), min(last, len(src.lines)) + 1):
        line = src.line(number)
        if line.kind == CODE:
            count += 1
        elif line.kind == INACTIVE:  # what the preprocessor removed, as text
            text = parser.text[line.start:line.end]
            stripped = text.strip()
            if stripped and not stripped.startswith(("!", "#")) and not (
                    parser.fixed and text[:1] in "cC*dD"):
                count += 1
    return count


def _statements(parser, header_s, last_s, first_line: int, last_line: int) -> int:
    stmts = parser.src.statements_between(first_line, last_line)
    begin, end = 0, len(stmts)
    for i, s in enumerate(stmts):
        if s is header_s:
            begin = i + 1
        elif s is last_s:
            end = i
            break
    return max(0, end - begin)


def _and_or(node) -> int:
    """The .AND. and .OR. operators in an expression."""
    count = 0
    for n in _nodes(node):
        items = getattr(n, "items", None)
        if items and len(items) == 3 and isinstance(items[1], str) and items[1].upper() in (".AND.", ".OR."):
            count += 1
    return count


def _walk(execution, chain, scopes):
    return _walk_nodes([] if execution is None else [execution], chain, scopes)


def _walk_nodes(nodes, chain, scopes):
    """(cc, loops, call sites, callees) of the code under `nodes`."""
    decisions = loops = call_sites = 0
    callees: set[str] = set()
    stack = list(reversed(nodes))
    while stack:
        n = stack.pop()
        kind = _kind(n)
        children = list(_children(n))
        if kind in ("If_Then_Stmt", "Else_If_Stmt", "If_Stmt"):
            decisions += 1 + _and_or(n.items[0])
        elif kind == "Arithmetic_If_Stmt":
            decisions += 2
        elif kind in DO_STATEMENTS:
            decisions += 1
            loops += 1
            for control in children:
                if _kind(control) == "Loop_Control" and _WHILE.match(str(control)):
                    decisions += _and_or(control)
        elif kind in ("Forall_Construct_Stmt", "Forall_Stmt"):
            loops += 1
        elif kind == "Case_Stmt":
            if not str(n).upper().replace(" ", "").startswith("CASEDEFAULT"):
                decisions += 1
        elif kind == "Type_Guard_Stmt":
            if not str(n).upper().replace(" ", "").startswith("CLASSDEFAULT"):
                decisions += 1
        elif kind in ("Where_Construct_Stmt", "Masked_Elsewhere_Stmt", "Where_Stmt"):
            decisions += 1
        elif kind == "Call_Stmt":
            designator = n.items[0]
            if _kind(designator) != "Name":
                call_sites += 1  # type-bound: `call x%p()`
            else:
                name = _name(designator)
                callee = scopes.resolve(chain, name)
                if callee is None and name not in INTRINSIC_SUBROUTINES:
                    callee = name
                if callee:
                    call_sites += 1
                    callees.add(callee)
            children = children[1:]
        elif kind in FUNCTION_REFERENCES:
            callee = scopes.resolve(chain, _name(n.items[0]))
            if callee:
                call_sites += 1
                callees.add(callee)
            children = children[1:]
        elif kind == "Data_Ref":
            # a%b(i): only `a` may name a function; b's subscripts are expressions
            children = children[:1] + [s for c in children[1:] for s in list(_children(c))[1:]]
        stack.extend(reversed(children))
    return decisions + 1, loops, call_sites, callees


# -- properties --------------------------------------------------------------------

def _properties(parser, node, header, routine) -> set:
    found = set()
    kind = _kind(node)
    parent = _kind(getattr(node, "parent", None))
    if routine.is_main or kind in ("Main_Program", "Main_Program0"):
        found.add("main")
        return found
    if parent == "Module_Subprogram_Part":
        found.add("module")
    elif parent == "Internal_Subprogram_Part":
        found.add("internal")
    text = str(header)
    prefix = re.split(r"\b(?:FUNCTION|SUBROUTINE)\b", text, flags=re.I)[0]
    words = parser._prefix_words(header)
    if _RECURSIVE.search(prefix):
        found.add("recursive")
    if _ELEMENTAL.search(prefix):
        found.add("elemental")
    name = routine.name.lower()
    header_source = parser._stmt(header).source
    separate = header_source is not None and _SEPARATE.match(header_source.text)
    if parser._is_pure(words) or ((separate or "MODULE" in words) and name in parser.pure_interfaces):
        found.add("pure")
    if separate:
        found.add("module")
        interface = _separate_interface(node, name)
        if interface:
            found.add(interface)
    else:
        found.add("function" if kind == "Function_Subprogram" else "subroutine")
    return found


def _separate_interface(node, name: str):
    """"function" or "subroutine": what the interface of a separate module
    procedure in this file declares it as; None if it is not here."""
    root = node
    while getattr(root, "parent", None) is not None:
        root = root.parent
    for n in _nodes(root, skip=SUBPROGRAMS):
        kind = _kind(n)
        if kind in ("Function_Body", "Subroutine_Body") and _name(_content(n)[0].get_name()) == name \
                and re.search(r"\bMODULE\b", str(_content(n)[0]).split("(")[0], re.I):
            return "function" if kind == "Function_Body" else "subroutine"
    return None
