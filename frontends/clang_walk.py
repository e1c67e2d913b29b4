"""The walk over a translation unit: where routines are and what their bodies hold.

It finds the definitions written in the main file and, for each, the facts
the C/C++ frontend reads off the tree: extents, body and try block, return
statements, calls of abort functions, bodies that belong to other routines
(lambdas, local classes), the body's last statement. Everything else the
frontend decides from the bytes.

Two walks give the same facts: a native one (native/clang_walk.c, compiled
on first use into srcinst's cache and run inside libclang's visitor), and
this module's Python one, which runs where no C compiler is at hand or when
SRCINST_WALK=python says so. With SRCINST_WALK=both, as in srcinst's tests,
every parse runs both and fails when their facts differ in anything.
"""
from __future__ import annotations

import ctypes
import functools
import platform
import sys
from importlib import resources
from pathlib import Path

import clang.cindex as ci

from . import clang_fast as fast

K = ci.CursorKind
FUNCTION_KINDS = {K.FUNCTION_DECL, K.CXX_METHOD, K.CONSTRUCTOR, K.DESTRUCTOR,
                  K.CONVERSION_FUNCTION, K.FUNCTION_TEMPLATE}
TEMPLATE_CLASS_KINDS = {K.CLASS_TEMPLATE, K.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION}
# FRIEND_DECL: a friend function defined in its class is a routine of the enclosing namespace.
CONTAINER_KINDS = {K.NAMESPACE, K.LINKAGE_SPEC, K.UNEXPOSED_DECL, K.CLASS_DECL, K.STRUCT_DECL,
                   K.UNION_DECL, K.FRIEND_DECL} | TEMPLATE_CLASS_KINDS
OPEN_SCOPE_KINDS = {K.NAMESPACE, K.LINKAGE_SPEC}  # may continue in this file
# Inside a body these start code that belongs to another routine.
FOREIGN_BODY_KINDS = {K.LAMBDA_EXPR, K.BLOCK_EXPR, K.CLASS_DECL, K.STRUCT_DECL, K.UNION_DECL,
                      K.CLASS_TEMPLATE, K.FUNCTION_DECL}
# Scopes that name a routine (Outer::Box<T>::get).
SCOPE_KINDS = {K.NAMESPACE, K.CLASS_DECL, K.STRUCT_DECL, K.UNION_DECL} | TEMPLATE_CLASS_KINDS
# The same sets as kind ids, for the frontend's checks and the metrics' walk.
TEMPLATE_CLASS_IDS = {kind.value for kind in TEMPLATE_CLASS_KINDS}
SCOPE_IDS = {kind.value for kind in SCOPE_KINDS}
FOREIGN_BODY_IDS = {kind.value for kind in FOREIGN_BODY_KINDS}

# Roles of cursor kinds, the table the native walk is given (same bits there).
CONTAINER, TEMPLATE_CLASS, OPEN_SCOPE, FUNCTION = 1, 2, 4, 8
FOREIGN, RETURN, CALL, COMPOUND, TRY = 16, 32, 64, 128, 256
SCOPE, TEMPLATE, UNIT = 512, 1024, 2048
ROLE_KINDS = [(CONTAINER, CONTAINER_KINDS), (TEMPLATE_CLASS, TEMPLATE_CLASS_KINDS),
              (OPEN_SCOPE, OPEN_SCOPE_KINDS), (FUNCTION, FUNCTION_KINDS),
              (FOREIGN, FOREIGN_BODY_KINDS), (RETURN, {K.RETURN_STMT}), (CALL, {K.CALL_EXPR}),
              (COMPOUND, {K.COMPOUND_STMT}), (TRY, {K.CXX_TRY_STMT}), (SCOPE, SCOPE_KINDS),
              (TEMPLATE, {K.FUNCTION_TEMPLATE}), (UNIT, {K.TRANSLATION_UNIT})]
ROLES: dict[int, int] = {}  # cursor kind id -> its role bits
for _bit, _kinds in ROLE_KINDS:
    for _kind in _kinds:
        ROLES[_kind.value] = ROLES.get(_kind.value, 0) | _bit

_lib = ci.conf.lib
_CONTINUE, _RECURSE = 1, 2  # CXChildVisitResult
# Record tags of the native walk.
R_ROUTINE, R_RETURN, R_CALL, R_FOREIGN, R_LAST, R_END = 1, 2, 3, 4, 5, 6


def _cursor_of(array, index: int, tu) -> ci.Cursor:
    """The cursor the native walk recorded at `index` of its array, of unit `tu`."""
    cursor = array[index]
    cursor._tu = tu
    return cursor


class _Recorded:
    """A cursor held in slot `slot`, which the native walk fills with
    (array, index, unit) for _cursor_of: made on first read, as most
    returns and calls never need theirs."""

    def __init__(self, slot: str):
        self.slot = slot

    def __get__(self, facts, owner=None) -> ci.Cursor:
        found = getattr(facts, self.slot)
        if isinstance(found, tuple):
            found = _cursor_of(*found)
            setattr(facts, self.slot, found)
        return found


class ReturnFacts:
    __slots__ = ("_cursor", "in_main_file", "start", "end", "has_value")
    cursor = _Recorded("_cursor")

    def __init__(self, cursor, in_main_file, start, end, has_value):
        self._cursor, self.in_main_file, self.start, self.end = cursor, in_main_file, start, end
        self.has_value = has_value  # the statement has an operand


class CallFacts:
    """A call of a function named like an abort function."""
    __slots__ = ("_cursor", "_parent", "callee_kind", "callee", "scope_kind", "scope", "in_main_file", "start",
                 "end", "parent_kind", "index", "siblings", "arity")
    _cursor: ci.Cursor | tuple  # (see _Recorded)
    _parent: ci.Cursor | tuple
    cursor = _Recorded("_cursor")
    parent = _Recorded("_parent")
    callee_kind: int
    callee: str | None
    scope_kind: int
    scope: str | None
    in_main_file: bool
    start: int
    end: int
    parent_kind: int
    index: int
    siblings: int
    arity: int

    def __init__(self, cursor, parent, callee_kind, callee, scope_kind, scope, in_main_file, start, end,
                 parent_kind, index, siblings, arity):
        # callee_kind, callee: what it calls (-1, None: nothing known); scope_kind,
        # scope: the callee's semantic parent; index: its place among the
        # parent's `siblings` children (-1: none has its extent); arity:
        # its number of arguments. (Assigned one by one: a loop of setattr
        # cost a tenth of reading the native walk's records.)
        self._cursor, self._parent, self.callee_kind, self.callee = cursor, parent, callee_kind, callee
        self.scope_kind, self.scope, self.in_main_file = scope_kind, scope, in_main_file
        self.start, self.end = start, end
        self.parent_kind, self.index, self.siblings, self.arity = parent_kind, index, siblings, arity


class RoutineFacts:
    """A function definition in the main file, and what its body holds."""
    __slots__ = ("cursor", "in_template_class", "start", "end", "body", "body_start", "body_end",
                 "try_block", "try_start", "returns", "calls", "foreign", "last",
                 "kind", "parent_kind", "name", "result", "result_canonical_kind", "type_kind", "variadic",
                 "const_method", "ref_qualifier", "params", "scopes")

    def __init__(self, cursor, in_template_class, start, end):
        self.cursor, self.in_template_class, self.start, self.end = cursor, in_template_class, start, end
        self.body = self.try_block = None
        self.body_start = self.body_end = self.try_start = 0
        self.returns: list[ReturnFacts] = []   # in visiting order
        self.calls: list[CallFacts] = []
        self.foreign: list = []   # (start, end) of bodies that belong to other routines
        self.last = None          # (kind id, start, end) of the body's last child
        # For its names: its kind (what a template templates), its semantic
        # parent's kind (-1: none), spelling, result type's spelling and
        # canonical kind, its type's kind, variadic, const and ref-qualifier
        # (raw libclang values, whatever its type), the spellings of its
        # parameters' types, and the names of the scopes around it, innermost
        # first (a class template's with its parameters).
        self.kind = self.parent_kind = self.result_canonical_kind = self.type_kind = -1
        self.name = self.result = ""
        self.variadic = self.const_method = False
        self.ref_qualifier = 0
        self.params: list[str] = []
        self.scopes: list[str] = []


def walk(tu, main_file, abort_names, mode: str = "auto", cache_dir: str | None = None) -> list[RoutineFacts]:
    """The routines defined in the main file (a handle from clang_fast.main_file), in order.
    `mode` (SRCINST_WALK): "auto" the native walk where it can be built (into
    `cache_dir`; without one, the Python walk), "python", or "both", compared."""
    if mode != "python":
        found = _native_walk(tu, main_file, abort_names, cache_dir)
        if mode == "both":
            if found is None:
                raise RuntimeError("SRCINST_WALK=both: the native walk could not be built or loaded")
            compare(found, python_walk(tu, main_file, abort_names))
        if found is not None:
            return found
    return python_walk(tu, main_file, abort_names)


def compare(native: list[RoutineFacts], python: list[RoutineFacts]) -> None:
    """Raises AssertionError at the first fact in which two walks differ."""
    def values(facts):
        if isinstance(facts, ci.Cursor):
            return ("cursor", facts._kind_id, fast.extent_offsets(facts), facts.hash)
        if isinstance(facts, (list, tuple)):
            return [values(item) for item in facts]
        if hasattr(facts, "__slots__"):
            # (a slot `_cursor` is read as `cursor`: the native walk's is made on first read, _Recorded)
            return {name.lstrip("_"): values(getattr(facts, name.lstrip("_"))) for name in facts.__slots__}
        return facts

    if len(native) != len(python):
        raise AssertionError(f"native walk found {len(native)} routines, the Python walk {len(python)}")
    for a, b in zip(native, python):
        va, vb = values(a), values(b)
        if va != vb:
            differ = {k: (va[k], vb[k]) for k in va if va[k] != vb[k]}
            raise AssertionError(f"walks differ for routine {b.name!r} at {b.start}: (native, python) {differ}")
        for name in ("cursor", "body", "try_block"):
            if getattr(a, name) != getattr(b, name):
                raise AssertionError(f"walks differ for routine {b.name!r}: not the same {name} cursor")


# -- the Python walk ----------------------------------------------------------
def python_walk(tu, main_file, abort_names) -> list[RoutineFacts]:
    routines: list[RoutineFacts] = []
    _collect(tu, tu.cursor, main_file, set(abort_names), routines, False)
    return routines


def _in_main_file(cursor, main_file) -> bool:
    file = fast.file_of(cursor)
    return file is not None and file == main_file


def _collect(tu, parent, main_file, abort_names, routines, in_template_class):
    for cursor in fast.children(parent):
        role = ROLES.get(cursor._kind_id, 0)
        if role & CONTAINER:
            if role & OPEN_SCOPE or _in_main_file(cursor, main_file):
                _collect(tu, cursor, main_file, abort_names, routines,
                         in_template_class or bool(role & TEMPLATE_CLASS))
        elif role & FUNCTION and _in_main_file(cursor, main_file) and fast.is_definition(cursor):
            routines.append(_routine(tu, cursor, main_file, abort_names, in_template_class))


_UNEXPOSED_STMT_ID = K.UNEXPOSED_STMT.value


def coroutine_routine(tu, cursor, main_file, abort_names, in_template_class) -> RoutineFacts:
    """A routine's facts, its body looked for one statement deeper too, where
    libclang puts a coroutine's (the walks leave it without a body)."""
    return _routine(tu, cursor, main_file, abort_names, in_template_class, coroutine=True)


def _routine(tu, cursor, main_file, abort_names, in_template_class, coroutine=False,
             named=True) -> RoutineFacts:
    cursor._tu = tu
    facts = RoutineFacts(cursor, in_template_class, *fast.extent_offsets(cursor))
    for child in fast.children(cursor):
        role = ROLES.get(child._kind_id, 0)
        if role & COMPOUND:
            facts.body = child
        elif role & TRY:
            facts.try_block = child
            facts.body = next((c for c in fast.children(child) if ROLES.get(c._kind_id, 0) & COMPOUND), None)
        elif coroutine and child._kind_id == _UNEXPOSED_STMT_ID and facts.body is None:
            # A coroutine: libclang wraps its block in a statement of its own.
            facts.body = next((c for c in fast.children(child) if ROLES.get(c._kind_id, 0) & COMPOUND), None)
    if facts.try_block is not None:
        facts.try_block._tu = tu
        facts.try_start = fast.extent_offsets(facts.try_block)[0]
    if named:
        _names(facts)
    else:  # (a lambda: its names are its place's, and it is no function declaration)
        facts.kind = cursor._kind_id
    if facts.body is None:
        return facts
    body = facts.body
    body._tu = tu
    facts.body_start, facts.body_end = fast.extent_offsets(body)

    def visit(child, parent, _):
        role = ROLES.get(child._kind_id, 0)
        if role & FOREIGN:
            facts.foreign.append(fast.extent_offsets(child))
            return _CONTINUE
        if role & RETURN:
            file, start = fast.start_in_file(child)
            child._tu = tu
            facts.returns.append(ReturnFacts(child, file is not None and file == main_file, start,
                                             fast.extent_offsets(child)[1], fast.has_children(child)))
        elif role & CALL and fast.spelling(child) in abort_names:
            child._tu = parent._tu = tu
            facts.calls.append(_call(child, parent, main_file))
        return _RECURSE

    # A function-try-block's handlers too: they are the routine's code.
    ci.conf.lib.clang_visitChildren(facts.try_block or body, ci.cursor_visit_callback(visit), None)
    last = fast.children(body)[-1:]
    if last:
        facts.last = (last[0]._kind_id, *fast.extent_offsets(last[0]))
    return facts


def routine_facts(tu, cursor, main_file, abort_names) -> RoutineFacts:
    """The facts of a lambda's body, by the Python walk."""
    return _routine(tu, cursor, main_file, set(abort_names), False, named=False)


def _names(facts: RoutineFacts) -> None:
    cursor = facts.cursor
    kind = cursor._kind_id
    facts.kind = _lib.clang_getTemplateCursorKind(cursor) if ROLES.get(kind, 0) & TEMPLATE else kind
    parent = cursor.semantic_parent
    facts.parent_kind = -1 if parent is None else parent._kind_id
    facts.name = cursor.spelling
    result = cursor.result_type
    facts.result = result.spelling
    facts.result_canonical_kind = result.get_canonical().kind.value
    ftype = cursor.type
    facts.type_kind = ftype.kind.value
    facts.variadic = bool(_lib.clang_isFunctionTypeVariadic(ftype))
    facts.const_method = bool(_lib.clang_CXXMethod_isConst(cursor))
    facts.ref_qualifier = _lib.clang_Type_getCXXRefQualifier(ftype)
    facts.params = [_lib.clang_getArgType(ftype, i).spelling for i in range(_lib.clang_getNumArgTypes(ftype))]
    while parent is not None and not ROLES.get(parent._kind_id, 0) & UNIT:
        role = ROLES.get(parent._kind_id, 0)
        if role & TEMPLATE_CLASS:
            facts.scopes.append(parent.displayname)
        elif role & SCOPE:
            facts.scopes.append(parent.spelling)
        parent = parent.semantic_parent


def _call(cursor, parent, main_file) -> CallFacts:
    callee = cursor.referenced
    scope = callee.semantic_parent if callee is not None else None
    file, start = fast.start_in_file(cursor)
    end = fast.extent_offsets(cursor)[1]
    siblings = [fast.extent_offsets(c) for c in fast.children(parent)]
    index = next((i for i, extent in enumerate(siblings) if extent == (start, end)), -1)
    return CallFacts(cursor, parent, -1 if callee is None else callee._kind_id,
                     None if callee is None else callee.spelling, -1 if scope is None else scope._kind_id,
                     None if scope is None else scope.spelling, file is not None and file == main_file,
                     start, end, parent._kind_id, index, len(siblings),
                     _lib.clang_Cursor_getNumArguments(cursor))


# -- the native walk ----------------------------------------------------------
_native: ctypes.CDLL | bool | None = None  # the loaded library; False when it cannot be had


def preload(mode: str, cache_dir: str) -> None:
    """For a server: the native walk loaded (built if need be) before workers fork."""
    if mode != "python":
        _library(cache_dir)


def _library(cache_dir: str | None) -> ctypes.CDLL | None:
    global _native
    if _native is None and cache_dir:
        _native = _load(cache_dir) or False
    return _native if isinstance(_native, ctypes.CDLL) else None


def build(cache_dir: str) -> Path:
    """The native walk's shared library, built with $CC (or cc) into the
    cache unless there already (-std=gnu99: it is C99, whatever the
    compiler's default)."""
    from srcinst.native import cached_build, default_compiler
    source = Path(str(resources.files("srcinst.frontends") / "native" / "clang_walk.c"))
    key = [source.read_bytes(), platform.machine().encode(), sys.platform.encode()]
    return cached_build("clang walk", default_compiler(), key, "clang_walk.so",
                        lambda out: ["-x", "c", "-O2", "-std=gnu99", "-shared", "-fPIC", str(source), "-o", str(out),
                                     "-ldl"],
                        Path(cache_dir), by_compiler=False)


def _load(cache_dir: str) -> ctypes.CDLL | None:
    from srcinst.diagnostics import SrcinstError
    try:
        lib = ctypes.CDLL(str(build(cache_dir)))
    except (SrcinstError, OSError):
        return None  # no compiler, or none that builds it: the Python walk does the same
    lib.srcinst_walk_bind.argtypes = [ctypes.c_void_p]
    lib.srcinst_walk.restype = ctypes.c_void_p
    lib.srcinst_walk.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p]
    for name in ("srcinst_walk_records", "srcinst_walk_cursors", "srcinst_walk_strings"):
        getattr(lib, name).restype = ctypes.c_void_p
        getattr(lib, name).argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t)]
    lib.srcinst_walk_free.argtypes = [ctypes.c_void_p]
    if lib.srcinst_walk_bind(ctypes.c_void_p(ci.conf.lib._handle)) != 0:
        return None
    return lib


@functools.cache
def _roles_table() -> ctypes.Array[ctypes.c_ushort]:
    """ROLES as the array the native walk reads, indexed by kind id."""
    size = max(ROLES) + 1
    return (ctypes.c_ushort * size)(*(ROLES.get(k, 0) for k in range(size)))


def _native_walk(tu, main_file, abort_names, cache_dir: str | None) -> list[RoutineFacts] | None:
    lib = _library(cache_dir)
    if not lib:
        return None
    names = b"".join(name.encode() + b"\0" for name in sorted(abort_names)) + b"\0"
    roles = _roles_table()
    handle = lib.srcinst_walk(tu.obj, main_file, roles, len(roles), names)
    if not handle:
        return None
    try:
        count = ctypes.c_size_t()
        address = lib.srcinst_walk_records(handle, ctypes.byref(count))
        records = (ctypes.c_int * count.value).from_address(address)[:] if count.value else []
        address = lib.srcinst_walk_cursors(handle, ctypes.byref(count))
        cursors = (ci.Cursor * count.value)()
        if count.value:
            ctypes.memmove(cursors, address, ctypes.sizeof(cursors))
        address = lib.srcinst_walk_strings(handle, ctypes.byref(count))
        strings = ctypes.string_at(address, count.value).decode("utf8").split("\0") if count.value else []
    finally:
        lib.srcinst_walk_free(handle)
    return _read(tu, records, cursors, strings)


def _read(tu, records, cursors, strings) -> list[RoutineFacts]:
    def cursor(index):
        return _cursor_of(cursors, index, tu)

    routines = []
    i, n = 0, len(records)
    while i < n:
        assert records[i] == R_ROUTINE
        facts = RoutineFacts(cursor(records[i + 1]), bool(records[i + 2]), records[i + 3], records[i + 4])
        if records[i + 5] >= 0:
            facts.body = cursor(records[i + 5])
            facts.body_start, facts.body_end = records[i + 6], records[i + 7]
        if records[i + 8] >= 0:
            facts.try_block = cursor(records[i + 8])
            facts.try_start = records[i + 9]
        (facts.kind, facts.parent_kind, name, result, facts.result_canonical_kind, facts.type_kind, variadic,
         const, facts.ref_qualifier, count) = records[i + 11:i + 21]
        facts.name, facts.result = strings[name], strings[result]
        facts.variadic, facts.const_method = bool(variadic), bool(const)
        i += 21
        facts.params = [strings[k] for k in records[i:i + count]]
        i += count
        count = records[i]
        facts.scopes = [strings[k] for k in records[i + 1:i + 1 + count]]
        i += 1 + count
        while records[i] != R_END:
            tag = records[i]
            if tag == R_RETURN:
                facts.returns.append(ReturnFacts((cursors, records[i + 1], tu), bool(records[i + 2]), records[i + 3],
                                                 records[i + 4], bool(records[i + 5])))
                i += 6
            elif tag == R_CALL:
                callee_kind, callee, scope_kind, scope = records[i + 3:i + 7]
                facts.calls.append(CallFacts(
                    (cursors, records[i + 1], tu), (cursors, records[i + 2], tu), callee_kind,
                    None if callee < 0 else strings[callee], scope_kind, None if scope < 0 else strings[scope],
                    bool(records[i + 7]), *records[i + 8:i + 14]))
                i += 14
            elif tag == R_FOREIGN:
                facts.foreign.append((records[i + 1], records[i + 2]))
                i += 3
            else:
                assert tag == R_LAST
                facts.last = (records[i + 1], records[i + 2], records[i + 3])
                i += 4
        routines.append(facts)
        i += 1
    return routines
