"""Metrics of C and C++ routines, for selection by structure and --list.

c_family calls measure() for every routine it reports whose body is written
(also those it skips for instrumentation), and only when
ParseOptions.metrics asks: it costs one more walk of each body with
libclang's raw visitor. The body is what the compiler sees: code that macros
expand to counts (glibc's assert is a `?:` and a call of __assert_fail),
code in `#if` branches that are inactive does not (but `lines` are counted
in the text). A function defaulted out of its class (`A::A() = default;`)
has no written body and no metrics.

Definitions. A routine's own code only: the bodies of lambdas, blocks and
local classes in it belong to those, not to the routine (except for lines).
A constructor's member initializers (`: Base(f(x)), m_(g())`) are its code
too: their decisions and calls count (their lines do not).

cc, cyclomatic complexity
    Decision points + 1. Decision points: each `if`, `for`, `while`,
    `do`-`while` and range-`for`, each `case` label (not `default`; a GNU
    case range `case 1 ... 3:` is one label), each `&&` and `||`, each `?:`
    (the conditional operator, also GNU `a ?: b`), each `catch` handler.
    libclang does not expose GNU `a ?: b`: it is found in the text and
    confirmed by libclang, so one that a macro expands to does not count.
lines
    Lines of the body, from the line of its `{` to the line of its `}`
    (for a function-try-block, from `try` to the last handler's `}`), that
    hold code: not blank, not only comments, not a preprocessor directive
    line (nor its backslash continuations). Counted in the text: the lines
    of lambdas and local classes in the body are lines of the body, and so
    are code lines in `#if` branches that are inactive. A body whose braces
    come from a macro expansion has 1 line.
statements
    Statements in the body counted as nodes of the syntax tree: each
    statement counts, a statement nested in another counts too (`if (c)
    x++;` is 2). Compound statements `{}` and null statements `;` do not
    count. A declaration statement counts once, whatever number of
    variables it declares (also in a `for (int i = 0; ...)`). `case` and
    `default` labels, labels, `try` and each `catch` handler are statement
    nodes and count. An expression is a statement where it stands as one
    (in a block, as a branch, a loop or switch body, after a label); the
    expressions in a `for (...)` are not. A function-try-block counts its
    `try`. OpenMP directives are no statements (see call_sites).
loops
    `for`, `while`, `do`-`while` and range-`for` statements.
call_sites
    Call expressions in the body whose callee is a function, method,
    constructor or destructor that the source names:
    * calls of named functions and methods (`f(x)`, `o.m()`, `p->m()`,
      `ns::f()`, `S::sf()`, `p->~T()`), of overloaded operators written as
      operators (`a + b`, `v[i]`, `out << x`, `functor(x)`, and calling a
      lambda, `l(x)`), and of conversion functions written as
      `x.operator T()`;
    * constructor calls written as such, the type named where the object
      is made: `T(x)`, `T{x}`, `T()`, `new T(x)`, `new T`, `throw T(x)`.
      Not the constructions libclang also reports as calls but that name
      no constructor: declarations (`T t;`, `T t(x);`, `T t{x};`,
      `T t = x;`), the initialization of a member in a mem-initializer
      (`m_(x)`; a base's or a delegated constructor, `Base(x)`, counts),
      implicit conversions and copies (of arguments, of returned values),
      the loop variable of a range-`for` (also structured bindings,
      `for (auto [k, v] : m)`);
    * in a template, a call that depends on a template parameter counts
      when its callee is written as a plain name (`g(t)`, found by lookup
      or left to argument-dependent lookup); one whose callee is unknown
      before instantiation (`t.f()`, `T::f()`) does not.
    Implicit calls (conversion functions applied implicitly, `begin()` and
    `end()` of a range-`for`, destructors at the end of scopes, `delete`)
    and calls through function pointers, function references and pointers
    to members do not count. OpenMP pragmas are ignored: libclang parses
    without -fopenmp (c_arguments.clang_arguments), so the code in a construct
    counts as any other.
callees
    Sorted unique names of the routines called directly: in C the bare
    name; in C++ the qualified name as Routine.qualified spells it
    (`ns::Box<T>::get`, `ns::Box<T>::Box` for a constructor of a class
    template, `(anonymous namespace)::f`; a call of a template's instance
    is named after the template; a dependent call names the functions
    lookup found). Calls through function pointers contribute nothing;
    neither do calls of lambdas and of methods of local classes (they are
    not routines) nor dependent calls left to argument-dependent lookup.
properties
    "inline" (declared inline or constexpr/consteval, or a member function
    defined inside its class, or a friend defined there), "static" (a
    static non-member function, a function in an anonymous namespace or a
    method of a class there, or a static member function), "template" (a
    function template, or a member of a class template, also of a class
    nested in one), "header" (the file parsed has a header extension: .h
    .hh .hpp .hxx .h++ .H .tcc .inl), "constructor", "destructor",
    "operator" (an overloaded operator, a literal operator or a conversion
    function), "member" (a C++ method, also a static one), "virtual"
    (declared virtual or overriding a virtual method), "main".
"""
from __future__ import annotations

import os
import re

import clang.cindex as ci

from srcinst.model import LoopMetrics, Metrics

from . import c_text, clang_walk
from . import clang_fast as fast

K = ci.CursorKind
_lib = ci.conf.lib


# cindex registers these without result checks: they hand back raw
# cursors (a null cursor where there is none) without a translation unit.
_referenced = _lib.clang_getCursorReferenced
_semantic_parent = _lib.clang_getCursorSemanticParent
_lexical_parent = _lib.clang_getCursorLexicalParent
_specialized = _lib.clang_getSpecializedCursorTemplate
_template_kind = _lib.clang_getTemplateCursorKind
_overloads = _lib.clang_getNumOverloadedDecls
_overload = _lib.clang_getOverloadedDecl
_binop = _lib.clang_getCursorBinaryOperatorKind
_is_anonymous = _lib.clang_Cursor_isAnonymous
_is_inlined = _lib.clang_Cursor_isFunctionInlined
_storage_class = _lib.clang_Cursor_getStorageClass
_is_static_method = _lib.clang_CXXMethod_isStatic
_is_virtual_method = _lib.clang_CXXMethod_isVirtual

CONTINUE, RECURSE = 1, 2  # CXChildVisitResult
LAND, LOR = ci.BinaryOperator.LAnd.value, ci.BinaryOperator.LOr.value
STATIC_STORAGE = ci.StorageClass.STATIC.value

IF_ID, SWITCH_ID, WHILE_ID, DO_ID = K.IF_STMT.value, K.SWITCH_STMT.value, K.WHILE_STMT.value, K.DO_STMT.value
FOR_ID, RANGE_FOR_ID, CASE_ID = K.FOR_STMT.value, K.CXX_FOR_RANGE_STMT.value, K.CASE_STMT.value
DEFAULT_ID, LABEL_ID, CATCH_ID = K.DEFAULT_STMT.value, K.LABEL_STMT.value, K.CXX_CATCH_STMT.value
TRY_ID, COMPOUND_ID, NULL_ID = K.CXX_TRY_STMT.value, K.COMPOUND_STMT.value, K.NULL_STMT.value
UNEXPOSED_STMT_ID, UNEXPOSED_EXPR_ID = K.UNEXPOSED_STMT.value, K.UNEXPOSED_EXPR.value
CALL_ID, BINOP_ID, COND_ID = K.CALL_EXPR.value, K.BINARY_OPERATOR.value, K.CONDITIONAL_OPERATOR.value
DECL_REF_ID, OVERLOADED_ID = K.DECL_REF_EXPR.value, K.OVERLOADED_DECL_REF.value
VAR_DECL_ID, UNEXPOSED_DECL_ID = K.VAR_DECL.value, K.UNEXPOSED_DECL.value
MEMBER_REF_ID = K.MEMBER_REF.value
# What a mem-initializer names before its expression: a member, or a base or
# the class itself (delegation), possibly qualified or a template.
INIT_TARGET_IDS = {MEMBER_REF_ID, K.TYPE_REF.value, K.TEMPLATE_REF.value, K.NAMESPACE_REF.value}
FUNCTION_ID, TEMPLATE_ID = K.FUNCTION_DECL.value, K.FUNCTION_TEMPLATE.value
METHOD_ID, CONSTRUCTOR_ID, DESTRUCTOR_ID = K.CXX_METHOD.value, K.CONSTRUCTOR.value, K.DESTRUCTOR.value
CONVERSION_ID, NAMESPACE_ID = K.CONVERSION_FUNCTION.value, K.NAMESPACE.value
TU_ID, LINKAGE_ID = K.TRANSLATION_UNIT.value, K.LINKAGE_SPEC.value
NULL_CURSOR_ID = ci.conf.lib.clang_getNullCursor()._kind_id

EXPRESSION_IDS = frozenset(range(100, 200)) | {K.BUILTIN_BIT_CAST_EXPR.value}
DECISION_STMT_IDS = {IF_ID, WHILE_ID, DO_ID, FOR_ID, RANGE_FOR_ID, CASE_ID, CATCH_ID}
LOOP_IDS = {WHILE_ID, DO_ID, FOR_ID, RANGE_FOR_ID}
# Statement cursors that count: all but compound, null and unexposed ones
# (attributed statements, OpenMP's captured statements).
COUNTED_STMT_IDS = (set(range(201, 232)) | {K.SEH_LEAVE_STMT.value}) - {COMPOUND_ID, NULL_ID}
# An expression whose parent is one of these is a statement.
STATEMENT_PARENT_IDS = {COMPOUND_ID, LABEL_ID, DEFAULT_ID, UNEXPOSED_STMT_ID}
# Parents where only some children are statements: their children are
# recorded and sorted out after the walk.
SLOT_PARENT_IDS = {IF_ID, SWITCH_ID, WHILE_ID, DO_ID, FOR_ID, RANGE_FOR_ID, CASE_ID}
# The code of these belongs to other routines.
FOREIGN_IDS = clang_walk.FOREIGN_BODY_IDS
# OpenMP and OpenACC directives: with -fopenmp libclang shows clauses and
# captured variables, not the statement (see the docstring).
DIRECTIVE_IDS = {k.value for k in K.get_all_kinds()
                 if k.name.startswith(("OMP_", "OPEN_ACC_")) and k.name.endswith(("DIRECTIVE", "CONSTRUCT"))}
WATCHED_PARENT_IDS = SLOT_PARENT_IDS | STATEMENT_PARENT_IDS
CALLABLE_IDS = {FUNCTION_ID, TEMPLATE_ID, METHOD_ID, CONSTRUCTOR_ID, DESTRUCTOR_ID, CONVERSION_ID}
METHOD_IDS = {METHOD_ID, CONSTRUCTOR_ID, DESTRUCTOR_ID, CONVERSION_ID}
TEMPLATE_CLASS_IDS, SCOPE_IDS = clang_walk.TEMPLATE_CLASS_IDS, clang_walk.SCOPE_IDS
CLASS_IDS = SCOPE_IDS - {NAMESPACE_ID}

# Cursors the walk passes through without a look (most of them).
PLAIN_IDS = frozenset(k.value for k in K.get_all_kinds()) - FOREIGN_IDS - COUNTED_STMT_IDS - DIRECTIVE_IDS - {
    VAR_DECL_ID, UNEXPOSED_DECL_ID, BINOP_ID, CALL_ID, COND_ID}

HEADER_EXTENSIONS = {".h", ".hh", ".hpp", ".hxx", ".h++", ".H", ".tcc", ".inl"}


# -- the text of a body --------------------------------------------------------

# Directive lines, in a code view (c_text.code_view: comments blank, `%:`
# read as `#`, a lone CR as LF), with their continuation lines.
_DIRECTIVE = re.compile(rb"^[ \t]*#" + c_text.REST_OF_LINE, re.M)
_GNU_CONDITIONAL = re.compile(rb"\?\s*:(?!:)")
_TO_BLANK = bytes(b if b in (10, 13) else 32 for b in range(256))


def code_text(text: bytes) -> bytes:
    """`text` as the compiler's tokens (c_text.code_view: comments blank,
    literals `x`s between their quotes, digraphs their punctuators) with
    directive lines blanked too: the same length, the same lines."""
    view = c_text.code_view(text, cache=False, literal_fill=True)
    return _DIRECTIVE.sub(lambda m: m.group().translate(_TO_BLANK), view)


def code_lines(code: bytes) -> int:
    return sum(1 for line in code.split(b"\n") if line.strip())


# -- names ------------------------------------------------------------------------

def _spelling(cursor) -> str:
    return fast.spelling(cursor)


def _display(cursor) -> str:
    return ci._CXString.from_result(_lib.clang_getCursorDisplayName(cursor))


def _template_root(ref):
    """The template a function or member was instantiated from, if any."""
    for _ in range(4):
        origin = _specialized(ref)
        if origin._kind_id == NULL_CURSOR_ID:
            break
        ref = origin
    return ref


def qualified_name(ref, lang: str):
    """The name of a callee as Routine.qualified spells it (c_family._names);
    None for routines that are not at namespace or class scope (lambdas,
    methods of local classes)."""
    if lang != "c++":
        return _spelling(ref)
    ref = _template_root(ref)
    name = _spelling(ref)
    if _is_constructor(ref):
        name = name.split("<")[0]
    scopes = []
    parent = _semantic_parent(ref)
    while parent._kind_id not in (TU_ID, NULL_CURSOR_ID):
        kind = parent._kind_id
        if kind in TEMPLATE_CLASS_IDS:
            scopes.append(_display(parent))
        elif kind in SCOPE_IDS:
            scopes.append(_spelling(parent) or "(anonymous namespace)")
        elif kind in CALLABLE_IDS or kind in (K.LAMBDA_EXPR.value, K.BLOCK_EXPR.value):
            return None  # a local class or a lambda
        parent = _semantic_parent(parent)
    scopes.reverse()
    scopes.append(name)
    return "::".join(scopes)


# -- one routine ---------------------------------------------------------------

class _Names:
    """Callee names of one file, by declaration."""

    def __init__(self, lang):
        self.lang = lang
        self.cache = {}

    def __call__(self, ref):
        key = (ref._kind_id, ref.data[0])
        try:
            return self.cache[key]
        except KeyError:
            name = self.cache[key] = qualified_name(ref, self.lang)
            return name


def _names_of(parser) -> _Names:
    names = getattr(parser, "_metrics_names", None)
    if names is None:
        names = parser._metrics_names = _Names(parser.lang)
    return names


def measure(parser, cursor, body, in_template_class: bool) -> Metrics | None:
    """The metrics of one routine: `cursor` is its definition, `body` its
    compound statement or, for a function-try-block, its try statement.
    None for a function defaulted out of its class (no body is written)."""
    src = parser.source
    body._tu = parser.tu
    open_at, end_at = fast.extent_offsets(body)
    if _DEFAULTED.match(src, open_at):
        return None  # `f() = default;` out of its class: the body is the compiler's

    # the text: lines; GNU `a ?: b`, which libclang shows as an unexposed
    # expression whose children hold its condition thrice
    if src[open_at:open_at + 1] == b"{" or body._kind_id == TRY_ID:
        code = code_text(src[open_at:end_at])
    else:  # braces from a macro: the line of the body is all there is
        code = b"x"
    constructor = cursor if _is_constructor(cursor) else None
    decisions, statements, loops, call_sites, callees = _count(parser, body, code, open_at, constructor)
    if body._kind_id == TRY_ID:
        statements += 1
    return Metrics(cc=decisions + 1, lines=code_lines(code), statements=statements, loops=loops,
                   call_sites=call_sites, callees=tuple(sorted(callees)),
                   properties=frozenset(properties(parser, cursor, in_template_class)))


def _count(parser, root, code: bytes, open_at: int, constructor=None, root_slot: bool = False):
    """(decisions, statements, loops, call sites, callees) of the code under
    `root` (not `root` itself), whose text from `open_at` is `code`; with a
    constructor's mem-initializers; `root_slot`: `root` is a control
    statement whose children may be statements (a loop's body)."""
    src = parser.source
    names = _names_of(parser)
    gnu_conditionals = set()
    for m in _GNU_CONDITIONAL.finditer(code):
        found = _cursor_at(parser, open_at + m.start())
        if found._kind_id == UNEXPOSED_EXPR_ID:
            gnu_conditionals.add(found.data[1])
    plain = PLAIN_IDS - {UNEXPOSED_EXPR_ID} if gnu_conditionals else PLAIN_IDS

    decisions = statements = loops = 0
    # control statement (its cursor's data) -> (its kind, [(kind, cursor) of its children])
    slots: dict[int, tuple[int, list[tuple[int, ci.Cursor]]]] = {}
    if root_slot:
        slots[root.data[1]] = (root._kind_id, [])
    calls: list[ci.Cursor] = []          # referenced functions
    constructions: list[tuple[ci.Cursor, int, ci.Cursor]] = []  # (call, kind of its parent, constructor)
    conversions: list[tuple[ci.Cursor, ci.Cursor]] = []    # (call, conversion function)
    unresolved: list[ci.Cursor] = []     # calls without a referenced declaration
    variables: list[ci.Cursor] = []      # variables declared in the body

    # the hot path reads closure cells, not globals
    watched, slot_parents, expressions, recurse = WATCHED_PARENT_IDS, SLOT_PARENT_IDS, EXPRESSION_IDS, RECURSE

    def visit(cur, parent, _):
        nonlocal decisions, statements, loops
        kind = cur._kind_id
        parent_kind = parent._kind_id
        if parent_kind in watched:
            if parent_kind in slot_parents:
                slots[parent.data[1]][1].append((kind, cur))
            elif kind in expressions:
                statements += 1  # an expression statement
        if kind in plain:
            return recurse
        if kind == UNEXPOSED_EXPR_ID:
            if cur.data[1] not in gnu_conditionals:
                return RECURSE
            # `a ?: b`: children a, a (as condition), a (as value), b
            decisions += 1
            children = fast.children(cur)
            for child in children[:1] + children[1:][-1:]:
                if visit(child, cur, None) == RECURSE:
                    _lib.clang_visitChildren(child, callback, None)
            return CONTINUE
        if kind in FOREIGN_IDS:
            return CONTINUE  # another routine's code
        if kind in COUNTED_STMT_IDS:
            statements += 1
            if kind in DECISION_STMT_IDS:
                decisions += 1
                if kind in LOOP_IDS:
                    loops += 1
            if kind in SLOT_PARENT_IDS:
                slots[cur.data[1]] = (kind, [])
            return RECURSE
        if kind in DIRECTIVE_IDS:
            return CONTINUE
        if kind == VAR_DECL_ID:
            if parent_kind == RANGE_FOR_ID:
                return CONTINUE  # its initialization is implicit: `*__begin`
            variables.append(cur)
        elif kind == UNEXPOSED_DECL_ID:
            # structured bindings: in a range-for, `auto [a, b]` is
            # initialized implicitly as well
            return CONTINUE if parent_kind == RANGE_FOR_ID else RECURSE
        if kind == BINOP_ID:
            if _binop(cur) in (LAND, LOR):
                decisions += 1
        elif kind == CALL_ID:
            ref = _referenced(cur)
            ref_kind = ref._kind_id
            if ref_kind in CALLABLE_IDS:
                if ref_kind == CONSTRUCTOR_ID:
                    constructions.append((cur, parent_kind, ref))
                elif ref_kind == CONVERSION_ID:
                    conversions.append((cur, ref))
                else:
                    calls.append(ref)
            elif ref_kind == NULL_CURSOR_ID:
                unresolved.append(cur)
        elif kind == COND_ID:
            decisions += 1
        return RECURSE

    callback = ci.cursor_visit_callback(visit)
    _lib.clang_visitChildren(root, callback, None)
    members = _walk_initializers(constructor, visit, callback) if constructor is not None else set()

    statements += _slot_statements(slots, src)

    # calls
    call_sites = len(calls)
    callees = set(map(names, calls))
    # where variables and initialized members are named: a construction
    # that starts there is theirs (`T t(x);`, `m_(x)`), not written as one
    declared = {fast.location_offset(_lib.clang_getCursorLocation(v))[1]
                for v in variables} | members if constructions else ()
    for call, parent_kind, ref in constructions:
        if _is_written_construction(call, parent_kind, src, declared):
            call_sites += 1
            callees.add(names(ref))
    for call, ref in conversions:
        start, end = fast.extent_offsets(call)
        if re.search(rb"\boperator\b", src[start:end]):
            call_sites += 1
            callees.add(names(ref))
    for call in unresolved:
        candidates = _dependent_callee(call)
        if candidates is not None:
            call_sites += 1
            callees.update(names(c) for c in candidates)
    callees.discard(None)
    return decisions, statements, loops, call_sites, callees


# -- loops ------------------------------------------------------------------------

LOOP_FORMS = {FOR_ID: "for", RANGE_FOR_ID: "range", WHILE_ID: "while", DO_ID: "do"}
_INT = rb"(?:0[xX][0-9a-fA-F]+|\d+)[uUlL]*"
_INIT = re.compile(rb"(?:[A-Za-z_][\w\s*]*?[\s*])?([A-Za-z_]\w*)\s*=\s*([-+]?\s*" + _INT + rb")")
_TEST = re.compile(rb"([A-Za-z_]\w*)\s*(<=|<|>=|>|!=)\s*([-+]?\s*" + _INT + rb")")
_TEST_FLIPPED = re.compile(rb"([-+]?\s*" + _INT + rb")\s*(<=|<|>=|>|!=)\s*([A-Za-z_]\w*)")
_FLIP = {b"<": b">", b"<=": b">=", b">": b"<", b">=": b"<=", b"!=": b"!="}
_STEP = re.compile(rb"(\+\+|--)\s*([A-Za-z_]\w*)|([A-Za-z_]\w*)\s*(\+\+|--|\+=|-=)\s*(" + _INT + rb")?"
                   rb"|([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)\s*([-+])\s*(" + _INT + rb")")
_TRUE = re.compile(rb"\s*(?:true|0*[1-9]\d*[uUlL]*|0[xX]0*[1-9a-fA-F][0-9a-fA-F]*[uUlL]*)\s*")


def measure_loops(parser, body, regions) -> None:
    """Fills LoopMetrics of the loop regions of one routine whose body is
    `body` (c_family calls it after c_regions.find, when metrics are asked).
    The metrics count the code inside a loop (its header and body) as
    measure() counts a routine's, the loop statement itself not: a loop
    without decisions in it has cc 1. `lines` are those of its text, from
    its keyword to its end. Its form: for, while, do, range (range-for), and
    forever for a `for` without condition or a `while` whose condition is
    the literal true or a non-zero integer literal. `trips` is the trip
    count of `for (i = A; i OP B; STEP)` with integer literals A, B and a
    constant STEP (++, --, += C, -= C, i = i + C), OP one of < <= > >= !=
    (also `B OP i`), the variable the same in all three: the header's count,
    whatever the body does (a break, a change of i); else None."""
    loops = [g for g in regions if g.kind == "loop"]
    if not loops:
        return
    src, view = parser.source, parser.view
    found: dict[int, list] = {}  # a loop's first byte -> its cursors, outer first

    def visit(cur, parent, _):
        kind = cur._kind_id
        if kind in FOREIGN_IDS:
            return CONTINUE
        if kind in LOOP_IDS:
            found.setdefault(fast.extent_offsets(cur)[0], []).append(cur)
        return RECURSE

    _lib.clang_visitChildren(body, ci.cursor_visit_callback(visit), None)
    for region in loops:
        cursors = found.get(region.begin.offset)
        if not cursors:
            continue
        cursor = cursors.pop(0)
        start, end = fast.extent_offsets(cursor)
        code = code_text(src[start:end])
        decisions, statements, inner, call_sites, callees = _count(parser, cursor, code, start, root_slot=True)
        form, trips = _trip_structure(view, start, cursor._kind_id)
        region.metrics = LoopMetrics(cc=decisions + 1, lines=code_lines(code), statements=statements, loops=inner,
                                     call_sites=call_sites, callees=tuple(sorted(callees)), form=form, trips=trips)


def _trip_structure(view: bytes, start: int, kind: int) -> tuple[str, int | None]:
    """(form, trip count or None) of the loop statement at `start`."""
    form = LOOP_FORMS[kind]
    if kind not in (FOR_ID, WHILE_ID):
        return form, None
    word = b"for" if kind == FOR_ID else b"while"
    if not view.startswith(word, start):
        return form, None  # a header a macro writes
    parts = _header_parts(view, start + len(word))
    if parts is None:
        return form, None
    if kind == WHILE_ID:
        return ("forever" if len(parts) == 1 and _TRUE.fullmatch(parts[0]) else form), None
    if len(parts) != 3:
        return form, None
    init, test, step = (p.strip() for p in parts)
    if not test:
        return "forever", None
    return form, _for_trips(init, test, step)


def _header_parts(view: bytes, at: int) -> list[bytes] | None:
    """The parts between `;` at depth 0 of the parenthesized header after `at`."""
    i = at
    while i < len(view) and view[i] in b" \t\r\n\f\v":
        i += 1
    if view[i:i + 1] != b"(":
        return None
    depth, parts, begin = 0, [], i + 1
    for j in range(i, len(view)):
        char = view[j]
        if char in b"([{":
            depth += 1
        elif char in b")]}":
            depth -= 1
            if depth == 0:
                parts.append(view[begin:j])
                return parts
        elif char == 0x3B and depth == 1:  # ;
            parts.append(view[begin:j])
            begin = j + 1
    return None


def _literal(text: bytes) -> int:
    text = text.replace(b" ", b"").rstrip(b"uUlL")
    negative = text.startswith(b"-")
    digits = text.lstrip(b"+-")
    value = int(digits, 16) if digits[:2] in (b"0x", b"0X") else int(digits, 8 if len(digits) > 1 and
                                                                       digits[:1] == b"0" else 10)
    return -value if negative else value


def _for_trips(init: bytes, test: bytes, step: bytes) -> int | None:
    try:
        return _constant_for_trips(init, test, step)
    except ValueError:  # not a literal after all (`09`)
        return None


def _constant_for_trips(init: bytes, test: bytes, step: bytes) -> int | None:
    m = _INIT.fullmatch(init)
    if m is None:
        return None
    var, first = m.group(1), _literal(m.group(2))
    t = _TEST.fullmatch(test)
    if t is not None:
        tested, op, bound = t.group(1), t.group(2), _literal(t.group(3))
    else:
        t = _TEST_FLIPPED.fullmatch(test)
        if t is None:
            return None
        tested, op, bound = t.group(3), _FLIP[t.group(2)], _literal(t.group(1))
    s = _STEP.fullmatch(step)
    if s is None or tested != var:
        return None
    if s.group(1):
        stepped, by = s.group(2), 1 if s.group(1) == b"++" else -1
    elif s.group(3):
        stepped, how = s.group(3), s.group(4)
        if how in (b"++", b"--"):
            if s.group(5):
                return None
            by = 1 if how == b"++" else -1
        elif not s.group(5):
            return None
        else:
            by = _literal(s.group(5)) * (1 if how == b"+=" else -1)
    else:
        if s.group(6) != s.group(7):
            return None
        stepped, by = s.group(6), _literal(s.group(9)) * (1 if s.group(8) == b"+" else -1)
    if stepped != var or by == 0:
        return None
    return counted_trips(first, op.decode(), bound, by)


def counted_trips(first: int, op: str, bound: int, by: int) -> int | None:
    """How often `for (i = first; i OP bound; i += by)` runs its body; None
    when it would not end (or only by wrapping around)."""
    holds = {"<": first < bound, "<=": first <= bound, ">": first > bound, ">=": first >= bound,
             "!=": first != bound}[op]
    if not holds:
        return 0
    distance = bound - first
    if op == "!=":
        return distance // by if distance % by == 0 and (distance > 0) == (by > 0) else None
    if (by > 0) != (op in ("<", "<=")):
        return None  # it moves away from the bound
    span = abs(distance) + (1 if op in ("<=", ">=") else 0)
    return -(-span // abs(by))


def _is_constructor(cursor) -> bool:
    kind = cursor._kind_id
    return kind == CONSTRUCTOR_ID or kind == TEMPLATE_ID and _template_kind(cursor) == CONSTRUCTOR_ID


def _walk_initializers(cursor, visit, callback) -> set:
    """Walks the mem-initializers of a constructor (`: Base(f(x)), m_(g())`),
    which are part of its code: the expressions among the children of the
    definition after its name, each after what it initializes, and before
    its body (or function-try-block). Returns the offsets of the members
    they initialize (a construction that starts there is not written as
    one, as with the variable of a declaration)."""
    members = set()
    name_at = fast.location_offset(_lib.clang_getCursorLocation(cursor))[1]
    target = None
    for child in fast.children(cursor):
        kind = child._kind_id
        if kind in (COMPOUND_ID, TRY_ID):
            break  # the body
        if kind in INIT_TARGET_IDS:
            target = kind
            if kind == MEMBER_REF_ID:
                members.add(fast.extent_offsets(child)[0])
            continue
        if kind not in EXPRESSION_IDS:
            target = None
            continue
        if target is None or fast.extent_offsets(child)[0] < name_at:
            continue
        if visit(child, cursor, None) == RECURSE:
            _lib.clang_visitChildren(child, callback, None)
    return members


def _slot_statements(slots, src: bytes) -> int:
    """Expression statements among the children of control statements: the
    branches of `if`, the bodies of loops and `switch`, the statement after
    a `case` label."""
    count = 0
    for kind, children in slots.values():
        n = len(children)
        if not n:
            continue
        positions: tuple[int, ...]
        if kind == DO_ID:
            positions = (0,)
        elif kind == IF_ID and n >= 3:
            # [init] [condition variable] condition then [else]: the one
            # before the last is a branch when it follows the `)`.
            positions = (n - 1, n - 2)
        else:
            positions = (n - 1,)
        for i in positions:
            child_kind, child = children[i]
            if child_kind not in EXPRESSION_IDS:
                continue
            if kind == IF_ID and i == n - 2 and _previous_char(src, fast.extent_offsets(child)[0]) != b")":
                continue
            count += 1
    return count


def _previous_char(src: bytes, offset: int) -> bytes:
    """The last character before `offset` that is not blank or in a comment."""
    i = offset - 1
    while i >= 0:
        c = src[i:i + 1]
        if c in b" \t\r\n\f\v":
            i -= 1
        elif c == b"/" and src[i - 1:i] == b"*":
            j = src.rfind(b"/*", 0, i - 1)
            i = j - 1 if j >= 0 else -1
        else:
            # a `//` comment on this line hides what is after it
            line_start = src.rfind(b"\n", 0, i) + 1
            code = code_text(src[line_start:i + 1])
            if code.strip():
                return code.rstrip()[-1:]
            i = line_start - 1
    return b""


_DEFAULTED = re.compile(rb"[)\s]*=\s*default\b")
_NAME_AT = re.compile(rb"(?:::\s*)?[A-Za-z_$]")


def _is_written_construction(call, parent_kind: int, src: bytes, declared) -> bool:
    """Whether a constructor call is written as one (`T(x)`, `T{x}`,
    `new T`): it starts with a name that is not a variable being declared
    (`T t(x)`), and not where its first argument starts (a conversion or a
    copy)."""
    if parent_kind == VAR_DECL_ID:
        return False
    start = fast.extent_offsets(call)[0]
    if start in declared or not _NAME_AT.match(src, start):
        return False
    args = [c for c in fast.children(call) if c._kind_id in EXPRESSION_IDS]  # not the TYPE_REF
    return not args or fast.extent_offsets(args[0])[0] != start


def _dependent_callee(call):
    """The candidate functions of a dependent call `g(t)`, or None when its
    callee is not a name that found functions."""
    children = fast.children(call)
    node = children[0] if children else None
    for _ in range(3):
        if node is None:
            return None
        if node._kind_id == OVERLOADED_ID:
            found = (_overload(node, i) for i in range(_overloads(node)))
            return [c for c in found if c._kind_id in CALLABLE_IDS]  # not using-declarations
        if node._kind_id not in (DECL_REF_ID, UNEXPOSED_EXPR_ID):
            return None
        inner = fast.children(node)
        node = inner[0] if inner else None
    return None


def _cursor_at(parser, offset: int):
    """The innermost cursor at an offset of the main file, as the parse saw
    it (none of an inactive #if branch)."""
    tu = parser.tu
    file = ci.File(_lib.clang_getFile(tu, os.fsencode(parser.path)))
    return _lib.clang_getCursor(tu, _lib.clang_getLocationForOffset(tu, file, offset))


# -- properties --------------------------------------------------------------------

_PREFIX_INLINE = re.compile(rb"\b(inline|__inline|__inline__|constexpr|consteval)\b")
_PREFIX_STATIC = re.compile(rb"\bstatic\b")
_OPERATOR = re.compile(r"operator(?![A-Za-z0-9_$])")


def properties(parser, cursor, in_template_class: bool) -> set:
    found = set()
    kind = cursor._kind_id
    lang = parser.lang
    name = _spelling(cursor)
    if os.path.splitext(parser.path)[1] in HEADER_EXTENSIONS:
        found.add("header")
    is_template = kind == TEMPLATE_ID
    if is_template:
        kind = _template_kind(cursor)  # the kind of its instances
    semantic = _semantic_parent(cursor)
    lexical = _lexical_parent(cursor)
    member = lang == "c++" and kind in METHOD_IDS
    if member:
        found.add("member")
        if kind == CONSTRUCTOR_ID:
            found.add("constructor")
        elif kind == DESTRUCTOR_ID:
            found.add("destructor")
        if _is_static_method(cursor):
            found.add("static")
        if _is_virtual_method(cursor):
            found.add("virtual")
    if kind == CONVERSION_ID or _OPERATOR.match(name):
        found.add("operator")
    if is_template:
        start = fast.extent_offsets(cursor)[0]
        name_at = fast.location_offset(_lib.clang_getCursorLocation(cursor))[1]
        prefix = code_text(parser.source[start:max(start, name_at)])
        if _PREFIX_INLINE.search(prefix):
            found.add("inline")
        if not member and _PREFIX_STATIC.search(prefix):
            found.add("static")
    elif _is_inlined(cursor):
        found.add("inline")
    if lexical._kind_id in CLASS_IDS:
        found.add("inline")  # defined in its class (a member or a friend)
    if not member and not is_template and _storage_class(cursor) == STATIC_STORAGE:
        found.add("static")
    template = is_template or in_template_class
    parent = semantic
    while parent._kind_id not in (TU_ID, NULL_CURSOR_ID):
        if parent._kind_id in TEMPLATE_CLASS_IDS:
            template = True
        elif parent._kind_id == NAMESPACE_ID and _is_anonymous(parent):
            found.add("static")
        parent = _semantic_parent(parent)
    if template and lang == "c++":
        found.add("template")
    if name == "main" and semantic._kind_id in (TU_ID, LINKAGE_ID):
        found.add("main")
    return found
