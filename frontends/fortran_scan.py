"""The structure of a Fortran file read from its statements' keywords.

fparser2 reads every statement down to its expressions by trying each
statement class in turn: about 0.3 ms a statement, more than gfortran needs
to compile the file. srcinst needs much less: where program units, their
specification and execution parts, CONTAINS and END are, which statements
are RETURN, STOP, ERROR STOP, CALL, GO TO, ENTRY, a one-line IF (and its
action), a labeled DO, and which assignment could be a statement function.
This module finds that from the statements fortran_source already split,
by their leading keywords, and builds a tree of the same shape and node
kinds (fparser2's class names) that fortran_parse reads from fparser2.

It is sure or silent: any statement whose form it does not know for certain
(an unknown keyword, unbalanced parentheses, a specification statement among
executable ones, a fixed-form line that is not fixed form, a keyword that
fixed form's missing blanks make ambiguous) raises Unsure, and the file is
parsed by fparser2 as before. It is not a compiler: invalid code it does not
notice is left for the compiler to report, and it reads some valid code
fparser2 rejects (`DO 10 I = 1.5`, which assigns to DO10I).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .fortran_source import FortranSource, Statement


class Unsure(Exception):
    """The file holds something only fparser2 can tell: parse it there."""


class Node:
    """A statement (span set) or a block of them (content), kinds named as
    fparser2's classes so that one reader serves both trees."""
    __slots__ = ("kind", "content", "span", "items", "name", "words", "ancestor", "do_label", "lhs",
                 "text")

    def __init__(self, kind: str, content: list[Node] | None = None, span: tuple[int, int] | None = None,
                 items: tuple[Node | str | None, ...] = ()):
        self.kind = kind
        self.content = content
        self.span = span
        self.items = items
        self.name: str | None = None
        self.ancestor: str | None = None
        self.do_label: int | None = None
        self.lhs: str | None = None
        self.text: str | None = None
        self.words: frozenset[str] = frozenset()


# ---------------------------------------------------------------- statement text

_STRING = re.compile(r"'[^']*'|\"[^\"]*\"")
_BLANKS = re.compile(r"\s+")


def normal_text(stmt: Statement, fixed: bool) -> str:
    """Strings emptied, blanks removed (fixed form: they mean nothing) or each
    run made one blank (free form: they separate words); case kept."""
    text = _STRING.sub("''", stmt.text)
    if "'" in text.replace("''", "") or '"' in text.replace('""', ""):
        raise Unsure("an unterminated string")
    return _BLANKS.sub("", text) if fixed else _BLANKS.sub(" ", text).strip()


def _close(text: str, i: int) -> int:
    """Index after the bracket group opening at text[i] (strings are empty)."""
    depth = 0
    for j in range(i, len(text)):
        ch = text[j]
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
            if depth == 0:
                return j + 1
    raise Unsure("unbalanced parentheses")


def _top_level(text: str):
    """(index, char) of the characters outside brackets."""
    depth = 0
    for i, ch in enumerate(text):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
            if depth < 0:
                raise Unsure("unbalanced parentheses")
        elif depth == 0:
            yield i, ch
    if depth:
        raise Unsure("unbalanced parentheses")


_NAME = re.compile(r"[A-Z][A-Z0-9_]*")
_WORD_END = re.compile(r"[A-Z0-9_]")


class Words:
    """Keyword matching on normal text. Fixed form: keywords run into what
    follows (`ENDDO`, `CALLFOO`). Free form: a blank may or may not separate
    the words of a keyword (`END DO`, `ENDDO`), and a keyword ends where a
    name could not go on."""

    def __init__(self, text: str, fixed: bool, cased: str | None = None):
        self.text = text
        self.fixed = fixed
        self.cased = cased or text   # the same text as written, for names
        self.pos = 0

    def skip_blank(self) -> None:
        if self.text.startswith(" ", self.pos):
            self.pos += 1

    def word(self, *parts: str, boundary: bool = True) -> bool:
        """The keyword made of `parts` at the position: consume it."""
        pos = self.pos
        for k, part in enumerate(parts):
            if k and not self.fixed and self.text.startswith(" ", pos):
                pos += 1
            if not self.text.startswith(part, pos):
                return False
            pos += len(part)
        if boundary and not self.fixed and pos < len(self.text) and _WORD_END.match(self.text, pos):
            return False
        self.pos = pos
        self.skip_blank()
        return True

    def name(self) -> str | None:
        """A name at the position, consumed, spelled as written."""
        m = _NAME.match(self.text, self.pos)
        if not m:
            return None
        self.pos = m.end()
        self.skip_blank()
        return self.cased[m.start():m.end()]

    def group(self) -> str | None:
        """A bracketed group at the position, consumed."""
        if not self.text.startswith(("(", "["), self.pos):
            return None
        end = _close(self.text, self.pos)
        inner = self.text[self.pos:end]
        self.pos = end
        self.skip_blank()
        return inner

    def at(self, s: str) -> bool:
        return self.text.startswith(s, self.pos)

    def rest(self) -> str:
        return self.text[self.pos:]

    def done(self) -> bool:
        return self.pos >= len(self.text)


# ---------------------------------------------------------------- statement kinds

# A statement's kind: what the structure needs to know about it.
SPEC, EXEC, BOTH = "spec", "exec", "both"   # both: FORMAT, ENTRY, DATA, INCLUDE

_TYPES = (("INTEGER",), ("REAL",), ("DOUBLE", "PRECISION"), ("DOUBLE", "COMPLEX"), ("COMPLEX",),
          ("CHARACTER",), ("LOGICAL",))
_TYPE_WORDS = tuple(parts[0] for parts in _TYPES) + ("TYPE", "CLASS")  # what a type starts with
_PREFIX = (("RECURSIVE",), ("NON_RECURSIVE",), ("PURE",), ("IMPURE",), ("ELEMENTAL",), ("MODULE",))
_SPEC_WORDS = [w.split() for w in (
    "PROCEDURE", "USE", "IMPORT", "IMPLICIT", "PARAMETER", "DIMENSION", "ALLOCATABLE", "POINTER", "TARGET",
    "SAVE", "COMMON", "EQUIVALENCE", "EXTERNAL", "INTRINSIC", "INTENT", "OPTIONAL", "PUBLIC",
    "PRIVATE", "PROTECTED", "VALUE", "VOLATILE", "ASYNCHRONOUS", "BIND", "NAMELIST", "CONTIGUOUS",
    "CODIMENSION")]
# Executable statements that need nothing but their kind (`IF`, `DO`, the
# construct statements and those srcinst acts on are read apart).
_EXEC_WORDS = [w.split() for w in (
    "ALLOCATE", "DEALLOCATE", "NULLIFY", "OPEN", "CLOSE", "READ", "WRITE", "PRINT", "INQUIRE",
    "REWIND", "BACKSPACE", "FLUSH", "WAIT", "CONTINUE", "CYCLE", "EXIT",
    "SYNC ALL", "SYNC IMAGES", "SYNC MEMORY", "LOCK", "UNLOCK", "FAIL IMAGE", "EVENT POST",
    "EVENT WAIT", "FORM TEAM", "PAUSE", "ASSIGN")]
_CONSTRUCT_NAME = re.compile(r"([A-Z]\w*) ?:(?!:) ?")
_CONSTRUCT_ENDS = ("IF", "DO", "SELECT", "WHERE", "FORALL", "ASSOCIATE", "CRITICAL", "TEAM")
_UNIT_ENDS = ("SUBROUTINE", "FUNCTION", "PROGRAM", "MODULE", "SUBMODULE", "PROCEDURE")


_END_KINDS = {"Main_Program": "End_Program_Stmt", "Main_Program0": "End_Program_Stmt",
              "Subroutine_Subprogram": "End_Subroutine_Stmt", "Function_Subprogram": "End_Function_Stmt",
              "Module": "End_Module_Stmt", "Submodule": "End_Submodule_Stmt",
              "Block_Data": "End_Block_Data_Stmt"}


class Stmt:
    """One statement as the structure sees it."""
    __slots__ = ("source", "text", "cased", "kind", "role", "node", "label")

    def __init__(self, source: Statement, cased: str):
        self.source = source
        self.cased = cased
        self.text = cased.upper()
        if len(self.text) != len(cased):
            raise Unsure("a character whose capital is longer")
        self.label = int(source.label) if source.label else None
        self.kind: str | None = None  # "header", "end_unit", "contains", "open", "close", "middle", ...
        self.role: str | None = None  # SPEC, EXEC, BOTH
        self.node: Node | None = None


def _node(st: Stmt) -> Node:
    """The node of a statement that the classifier gives one: a header, an
    END, CONTAINS, a construct's statements, an executable action."""
    assert st.node is not None, st.kind
    return st.node


_LENGTH = re.compile(r"\d+ ?")          # CHARACTER*8
_DO_LABEL = re.compile(r"(\d+) ?,? ?")   # DO 10, I = ...
_DO_CONTROL = re.compile(r"WHILE ?\(|CONCURRENT ?\(|[A-Z]\w* ?= ?")
_ARITHMETIC_IF = re.compile(r"\d+ ?, ?\d+ ?(, ?\d+)?")


def _type_spec(w: Words) -> bool:
    """INTEGER, REAL(8), CHARACTER*(*), DOUBLE PRECISION, TYPE(t), CLASS(t)."""
    start = w.pos
    for parts in _TYPES:
        w.pos = start
        if w.word(*parts, boundary=False) and (w.fixed or not _WORD_END.match(w.text, w.pos)
                                               or w.text[w.pos - 1] == " "):
            if w.at("*"):
                w.pos += 1
                w.skip_blank()
                if w.group() is None:
                    m = _LENGTH.match(w.text, w.pos)
                    if not m:
                        raise Unsure("a length after *")
                    w.pos = m.end()
            else:
                w.group()
            return True
    w.pos = start
    for word in ("TYPE", "CLASS"):
        if w.text.startswith(word, w.pos) and w.text[w.pos + len(word):].lstrip(" ").startswith("("):
            w.word(word, boundary=False)
            w.group()
            return True
    return False


_HEADER_SUFFIX = re.compile(r"(?:(?:RESULT|BIND) ?\([^()]*\) ?)*")


def _header(text: str, fixed: bool, cased: str):
    """(kind, name, prefix words, ancestor) of a SUBROUTINE, FUNCTION, PROGRAM,
    MODULE, SUBMODULE or BLOCK DATA statement, or None."""
    w = Words(text, fixed, cased)
    for kind, parts in (("Program_Stmt", ("PROGRAM",)), ("Block_Data_Stmt", ("BLOCK", "DATA"))):
        if w.word(*parts):
            name = w.name()
            if not w.done() or name is None and kind == "Program_Stmt":
                raise Unsure("a PROGRAM or BLOCK DATA statement")
            return kind, name, frozenset(), None
    if w.word("SUBMODULE"):
        inside = w.pos + 1
        group = w.group()
        name = w.name()
        if group is None or name is None or not w.done():
            raise Unsure("a SUBMODULE statement")
        w.pos = inside
        w.skip_blank()
        return "Submodule_Stmt", name, frozenset(), w.name()
    start = w.pos
    if w.word("MODULE", "PROCEDURE"):
        return None  # in a generic interface (fortran_parse spells a separate one as SUBROUTINE)
    if w.word("MODULE"):
        after = w.pos
        header = _routine_header(w, fixed)
        if header is not None:
            if fixed:  # MODULESUBROUTINES: a module, or a separate module procedure S?
                raise Unsure("MODULE and a procedure's keywords in fixed form")
            return header[0], header[1], header[2] | {"MODULE"}, None
        w.pos = after
        name = w.name()
        if name is None or not w.done():
            raise Unsure("a MODULE statement")
        return "Module_Stmt", name, frozenset(), None
    w.pos = start
    return _routine_header(w, fixed)


_DUMMY_ARGUMENTS = re.compile(r"\( ?(?:(?:[A-Z]\w*|\*) ?(?:, ?(?:[A-Z]\w*|\*) ?)*)?\)")


def _routine_header(w: Words, fixed: bool):
    """(kind, name, prefix words, None) of a SUBROUTINE or FUNCTION statement
    at the position, or None."""
    words, typed = set(), False
    while True:
        for parts in _PREFIX:
            if w.word(*parts, boundary=not fixed):
                words.add(parts[0])
                break
        else:
            if not typed and _type_spec(w):
                typed = True
                continue
            break
    for kind, word in (("Subroutine_Stmt", "SUBROUTINE"), ("Function_Stmt", "FUNCTION")):
        if w.word(word, boundary=not fixed):
            name = w.name()
            if name is None:
                raise Unsure(f"a {word} statement")
            if kind == "Function_Stmt" and not w.at("("):
                raise Unsure("a FUNCTION statement without (")
            arguments = w.group()
            if arguments is not None and not _DUMMY_ARGUMENTS.fullmatch(arguments):
                if typed and not words:
                    return None  # `INTEGER FUNCTIONS(10)`: an array FUNCTIONS, in fixed form
                raise Unsure(f"a {word} statement")
            if not _HEADER_SUFFIX.fullmatch(w.rest()):
                raise Unsure(f"a {word} statement")
            return kind, name, frozenset(words), None
    if words:
        raise Unsure("a prefix without SUBROUTINE or FUNCTION")
    return None


def _designator_end(text: str) -> int:
    """Where a variable (`a`, `a(i)%b(2:3)`, `a[2]`) at the start ends, or -1."""
    m = _NAME.match(text)
    if not m:
        return -1
    pos = m.end()
    while True:
        nxt = pos + 1 if text.startswith(" ", pos) else pos
        if text.startswith(("(", "["), nxt):
            pos = _close(text, nxt)
        elif text.startswith("%", nxt):
            nxt += 1
            if text.startswith(" ", nxt):
                nxt += 1
            m = _NAME.match(text, nxt)
            if not m:
                return -1
            pos = m.end()
        else:
            return pos


_STATEMENT_FUNCTION = re.compile(r"([A-Z]\w*) ?\(( ?[A-Z]\w* ?(?:, ?[A-Z]\w* ?)*)?\) ?$")


def _assignment(text: str):
    """("=" or "=>", left side) when the statement is an assignment."""
    equals = None
    for i, ch in _top_level(text):
        if ch == "=":
            before = text[i - 1] if i else ""
            after = text[i + 1] if i + 1 < len(text) else ""
            if before in "=/<>" or after == "=":
                continue
            equals = i
            break
        if ch == ",":
            return None
    if equals is None:
        return None
    lhs = text[:equals].rstrip(" ")
    end = _designator_end(lhs)
    if end != len(lhs):
        return None
    pointer = text.startswith(">", equals + 1)
    rhs = text[equals + (2 if pointer else 1):].strip(" ")
    if not rhs or rhs.startswith("="):
        raise Unsure("an assignment without a value")
    if any(ch == "," for _, ch in _top_level(rhs)):
        return None  # `DO I = 1, N` in fixed form
    return ("=>" if pointer else "="), lhs


class Scanner:
    """Classifies statements and builds the tree."""

    def __init__(self, src: FortranSource, fixed: bool):
        self.src = src
        self.fixed = fixed

    # -- one statement

    def classify(self, source: Statement) -> Stmt:
        s = Stmt(source, normal_text(source, self.fixed))
        m = _CONSTRUCT_NAME.match(s.text)  # `outer: do i = 1, n`
        if m:
            s.text, s.cased = s.text[m.end():], s.cased[m.end():]
        if not s.text:
            raise Unsure("an empty statement")
        if s.text.count("(") != s.text.count(")") or s.text.count("[") != s.text.count("]"):
            raise Unsure("unbalanced parentheses")
        self._kind(s, s.text)
        return s

    def _kind(self, s: Stmt, text: str) -> None:
        if "=" in text:
            assign = _assignment(text)
            if assign is not None:
                op, lhs = assign
                node = self._exec(s, "Assignment_Stmt" if op == "=" else "Pointer_Assignment_Stmt")
                if op == "=" and _STATEMENT_FUNCTION.match(lhs):
                    node.lhs = lhs
                return
        w = Words(text, self.fixed, s.cased)
        for parts, boundary, handler in _BY_LETTER.get(text[0], ()):
            w.pos = 0
            if w.word(*parts, boundary=boundary) and handler(self, s, w) is not False:
                return
        raise Unsure("an unknown statement")

    # Handlers: called with their keyword consumed; False means "not this one".

    def _end(self, s: Stmt, w: Words):
        """END of a unit or construct."""
        if w.done():
            s.kind, s.node = "end_unit", Node("End_Stmt")
            return
        if w.word("BLOCK", "DATA", boundary=False):
            words: Sequence[str] = _UNIT_ENDS
        else:
            words = [word for word in _UNIT_ENDS if w.word(word, boundary=False)]
        if words:
            if not w.done():
                w.name()
            if not w.done():
                raise Unsure("an END statement")
            s.kind, s.node = "end_unit", Node("End_Stmt")
            return
        for word in _CONSTRUCT_ENDS + ("BLOCK",):
            if w.word(word, boundary=False):
                if not w.done():
                    w.name()
                if not w.done():
                    raise Unsure("an END statement")
                self._exec(s, "Stmt", "close").name = word
                return
        for word in ("INTERFACE", "TYPE", "ENUM"):
            if w.word(word, boundary=False):
                s.role, s.kind = SPEC, "end_" + word.lower()
                return
        raise Unsure("an END statement")

    def _contains(self, s: Stmt, w: Words):
        if not w.done():
            raise Unsure("CONTAINS")
        s.kind, s.node = "contains", Node("Contains_Stmt")

    def _include(self, s: Stmt, w: Words):
        s.role, s.kind, s.node = BOTH, "include", Node("Include_Stmt")

    def _entry(self, s: Stmt, w: Words):
        s.role, s.kind, s.node = BOTH, "entry", Node("Entry_Stmt")

    def _data(self, s: Stmt, w: Words):
        s.role, s.node = BOTH, Node("Data_Stmt")

    def _format(self, s: Stmt, w: Words):
        if not w.at("("):
            return False
        s.role, s.node = BOTH, Node("Format_Stmt")

    def _header_or_type(self, s: Stmt, w: Words):
        """A SUBROUTINE, FUNCTION, PROGRAM, MODULE, ... statement, or a type
        declaration (`INTEGER FUNCTION f(x)` is a header)."""
        typed = w.text.startswith(_TYPE_WORDS)
        if (not typed or "FUNCTION" in w.text) and self._header_stmt(s, w.text):
            return
        w.pos = 0
        if not _type_spec(w):
            return False
        s.role = SPEC

    def _return(self, s: Stmt, w: Words):
        self._exec(s, "Return_Stmt")

    def _stop(self, s: Stmt, w: Words):
        self._exec(s, "Stop_Stmt" if w.text[0] == "S" else "Error_Stop_Stmt")

    def _call(self, s: Stmt, w: Words):
        called = w.name()
        if called is None or not (w.done() or w.at("(") or w.at("%")):
            raise Unsure("a CALL statement")
        if w.at("%"):
            called += "%"  # a procedure component of `called`, not `called` itself
        self._exec(s, "Call_Stmt").items = (called,)

    def _goto(self, s: Stmt, w: Words):
        self._exec(s, "Goto_Stmt" if w.rest().isdigit() else "Stmt")  # else computed or assigned

    def _opener(self, s: Stmt, w: Words):
        if not w.at("("):
            return False
        self._exec(s, "Stmt", "open")

    def _block(self, s: Stmt, w: Words):
        if not w.done():
            return False
        self._exec(s, "Stmt", "open")

    def _middle(self, s: Stmt, w: Words):
        if not (w.at("(") or w.done()):
            return False
        self._exec(s, "Stmt", "middle")

    def _middle_word(self, s: Stmt, w: Words):
        self._exec(s, "Stmt", "middle")

    def _mask(self, s: Stmt, w: Words):
        """WHERE or FORALL: a construct, or a statement with its action."""
        if not w.at("("):
            return False
        w.group()
        self._exec(s, "Stmt", None if w.rest() else "open")

    def _action(self, s: Stmt, w: Words):
        self._exec(s, "Stmt")

    def _spec(self, s: Stmt, w: Words):
        s.role = SPEC

    def _type_or_decl(self, s: Stmt, w: Words):
        """TYPE t / TYPE, ... :: t (a definition), or TYPE(t) (a declaration)."""
        if w.at("("):
            return self._header_or_type(s, w)
        if w.at(",") or w.at("::") or _NAME.match(w.text, w.pos):
            s.role, s.kind = SPEC, "type"
            return
        return False

    def _enum(self, s: Stmt, w: Words):
        if not (w.done() or w.at(",")):
            return False
        s.role, s.kind = SPEC, "enum"

    def _interface_stmt(self, s: Stmt, w: Words):
        s.role, s.kind = SPEC, "interface"

    def _block_only(self, s: Stmt, w: Words):
        s.role, s.kind = SPEC, "binding"  # only inside a derived type, interface or ENUM

    def _module_procedure(self, s: Stmt, w: Words):
        s.role = SPEC
        name = w.name()
        if name is not None and w.done():
            # a separate module procedure, unless inside an interface
            s.kind, s.node = "separate", Node("Subroutine_Stmt")
            s.node.name = name

    def _exec(self, s: Stmt, kind: str, nesting: str | None = None) -> Node:
        s.role = EXEC
        s.kind = nesting
        s.node = Node(kind)
        return s.node

    def _header_stmt(self, s: Stmt, text: str) -> bool:
        header = _header(text, self.fixed, s.cased)
        if header is None:
            return False
        kind, name, words, ancestor = header
        s.kind = "header"
        s.node = Node(kind)
        s.node.name, s.node.words, s.node.ancestor = name, words, ancestor
        return True

    def _if(self, s: Stmt, w: Words):
        if not w.at("("):
            return False
        text = w.text
        w.group()
        rest = w.rest()
        if rest == "THEN":
            self._exec(s, "Stmt", "open")
            return
        if _ARITHMETIC_IF.fullmatch(rest):
            self._exec(s, "Stmt")  # arithmetic IF
            return
        if not rest or not rest[0].isalpha():
            raise Unsure("an IF statement")
        action = Stmt(s.source, s.cased[len(text) - len(rest):])
        self._kind(action, rest)
        if action.role != EXEC or action.kind is not None or _node(action).kind == "If_Stmt":
            raise Unsure("an IF statement's action")
        node = self._exec(s, "If_Stmt")
        node.items = (None, action.node)

    def _do(self, s: Stmt, w: Words) -> None:
        label = _DO_LABEL.match(w.text, w.pos)
        if label:
            w.pos = label.end()
        rest = w.rest()
        if not (rest == "" or _DO_CONTROL.match(rest)):
            raise Unsure("a DO statement")
        if label:
            node = self._exec(s, "Label_Do_Stmt", "open_label")
            node.do_label = int(label.group(1))
        else:
            self._exec(s, "Nonlabel_Do_Stmt", "open")

    # -- the tree

    def tree(self) -> Node:
        stmts = [self.classify(st) for st in self.src.statements]
        for st in stmts:
            if st.node is not None and st.node.span is None:
                st.node.span = (st.source.first_line, st.source.last_line)
        self.stmts = stmts
        self.i = 0
        units = []
        while self.i < len(stmts):
            units.append(self._unit(top=True))
        # fparser 0.2 reads a main program without PROGRAM statement first
        # (fortran_parse reads the units it dropped after it): same order.
        units.sort(key=lambda unit: unit.kind != "Main_Program0")
        return Node("Program", units)

    def _peek(self) -> Stmt | None:
        return self.stmts[self.i] if self.i < len(self.stmts) else None

    def _leaf(self, st: Stmt) -> Node:
        if st.node is None:
            st.node = Node("Stmt", span=(st.source.first_line, st.source.last_line))
        st.node.text = st.text
        return st.node

    def _unit(self, top: bool) -> Node:
        head = self.stmts[self.i]  # the callers saw it
        content: list[Node] = []
        if head.kind == "separate" and self.fixed:
            raise Unsure("MODULE PROCEDURE in fixed form: a module named PROCEDURE...?")
        if head.kind in ("header", "separate"):
            kind = _node(head).kind
            self.i += 1
            content.append(_node(head))
        else:
            if not top:
                raise Unsure("a unit without a header")
            kind = "Main_Program0"
        if kind == "Program_Stmt":
            unit_kind = "Main_Program"
        elif kind == "Main_Program0":
            unit_kind = kind
        elif kind in ("Module_Stmt", "Submodule_Stmt"):
            if not top:
                raise Unsure("a module inside a unit")
            unit_kind = "Module" if kind == "Module_Stmt" else "Submodule"
        elif kind == "Block_Data_Stmt":
            unit_kind = "Block_Data"
        else:
            unit_kind = "Subroutine_Subprogram" if kind == "Subroutine_Stmt" else "Function_Subprogram"
        spec = self._specification()
        if spec:
            content.append(Node("Specification_Part", spec))
        if unit_kind in ("Module", "Submodule", "Block_Data"):
            after_spec = self._peek()
            if after_spec is not None and after_spec.role == EXEC:
                raise Unsure("an executable statement in a module")
        else:
            body = self._execution()
            if body:
                content.append(Node("Execution_Part", body))
        st = self._peek()
        if st is not None and st.kind == "contains":
            if unit_kind == "Block_Data":
                raise Unsure("CONTAINS in BLOCK DATA")
            self.i += 1
            part = [_node(st)]
            while (inner := self._peek()) is not None and inner.kind in ("header", "separate", "include"):
                if inner.kind == "include":  # of whole procedures (not in this file)
                    part.append(self._leaf(self.stmts[self.i]))
                    self.i += 1
                else:
                    part.append(self._unit(top=False))
            content.append(Node("Module_Subprogram_Part" if unit_kind in ("Module", "Submodule")
                                else "Internal_Subprogram_Part", part))
        st = self._peek()
        if st is None or st.kind != "end_unit":
            raise Unsure("a unit without its END")
        self.i += 1
        _node(st).kind = _END_KINDS[unit_kind]
        content.append(_node(st))
        after = self._peek()
        if after is not None and after.source.first_line == st.source.last_line:
            # `end subroutine a; print *, 1`: fparser2 rejects it, and the
            # statements of one line must stay in order for fortran_parse.
            raise Unsure("a statement after END on its line")
        return Node(unit_kind, content)

    def _specification(self) -> list[Node]:
        out: list[Node] = []
        while True:
            st = self._peek()
            if st is None or st.role not in (SPEC, BOTH):
                return out
            self.i += 1
            if st.kind == "interface":
                out.append(self._interface(st))
            elif st.kind in ("type", "enum"):
                out.append(self._skip_to("end_" + st.kind, st))
            elif st.kind in ("binding", "end_interface", "end_type", "end_enum"):
                raise Unsure("a statement outside its block")
            else:
                out.append(self._leaf(st))

    def _skip_to(self, end: str, first: Stmt) -> Node:
        content = [self._leaf(first)]
        while True:
            st = self._peek()
            if st is None:
                raise Unsure("a block without its END")
            self.i += 1
            content.append(self._leaf(st))
            if st.kind == end:
                return Node("Block", content)
            if st.kind in ("header", "end_unit", "interface", "type", "enum"):
                raise Unsure("a statement inside a block")

    def _interface(self, first: Stmt) -> Node:
        content = [self._leaf(first)]
        while True:
            st = self._peek()
            if st is None:
                raise Unsure("an INTERFACE without END INTERFACE")
            if st.kind == "end_interface":
                self.i += 1
                content.append(self._leaf(st))
                return Node("Interface_Block", content)
            if st.kind == "header":
                header = _node(st)
                if header.kind not in ("Subroutine_Stmt", "Function_Stmt"):
                    raise Unsure("a unit inside an interface")
                body_kind = "Subroutine_Body" if header.kind == "Subroutine_Stmt" else "Function_Body"
                self.i += 1
                body = [header] + self._specification()
                end = self._peek()
                if end is None or end.kind != "end_unit":
                    raise Unsure("an interface body without its END")
                self.i += 1
                _node(end).kind = "End_Subroutine_Stmt" if body_kind == "Subroutine_Body" else "End_Function_Stmt"
                body.append(_node(end))
                content.append(Node(body_kind, body))
            elif st.kind == "binding" or st.role in (SPEC, BOTH) and st.kind != "interface":
                self.i += 1
                content.append(self._leaf(st))
            else:
                raise Unsure("a statement inside an interface")

    def _execution(self) -> list[Node]:
        """The executable part, constructs nested as blocks."""
        out: list[Node] = []
        stack: list[tuple[str, int | None, list[Node]]] = []   # (END word, label, content)
        current = out
        while True:
            st = self._peek()
            if st is None:
                raise Unsure("a unit without its END")
            if st.kind in ("end_unit", "contains") and not stack:
                return out
            if st.kind in ("header", "end_unit", "contains"):
                raise Unsure("a unit inside a construct")
            if st.role == SPEC or st.role is None:
                if not any(kind == "BLOCK" for kind, _, _ in stack) or st.kind in (
                        "interface", "type", "enum", "binding"):
                    raise Unsure("a specification statement among executable ones")
            if st.kind == "middle" and not stack:
                raise Unsure("ELSE or CASE outside a construct")
            self.i += 1
            node = self._leaf(st)
            if st.kind in ("open", "open_label"):
                block: list[Node] = [node]
                current.append(Node("Construct", block))
                stack.append((self._opened(st), node.do_label if st.kind == "open_label" else None,
                              current))
                current = block
                continue
            current.append(node)
            if st.kind == "close":
                if not stack or stack[-1][0] != node.name:
                    raise Unsure("an END that closes no construct")
                current = stack.pop()[2]
            if st.label is not None:
                while stack and stack[-1][1] == st.label:
                    current = stack.pop()[2]

    @staticmethod
    def _opened(st: Stmt) -> str:
        """The END word that closes the construct this statement opens."""
        t = st.text
        for word, end in (("IF", "IF"), ("DO", "DO"), ("SELECT", "SELECT"), ("WHERE", "WHERE"),
                          ("FORALL", "FORALL"), ("ASSOCIATE", "ASSOCIATE"), ("BLOCK", "BLOCK"),
                          ("CRITICAL", "CRITICAL"), ("CHANGE", "TEAM")):
            if t.startswith(word):
                return end
        raise Unsure("a construct")


# reads a statement that starts with its keyword; False: it is not one after all
Handler = Callable[["Scanner", Stmt, "Words"], "bool | None"]


def _table() -> dict[str, list[tuple[tuple[str, ...], bool, Handler]]]:
    """Keywords by first letter, in the order to try them (a longer keyword
    before one it starts with: fixed form has no blanks to tell them apart)."""
    S = Scanner
    rows: list[tuple[str, bool, Handler]] = [
        # (keyword, a name cannot go on after it in free form, handler)
        ("END FILE", True, S._action), ("END", False, S._end),
        ("CONTAINS", True, S._contains), ("INCLUDE", True, S._include), ("ENTRY", True, S._entry),
        ("DATA", True, S._data), ("FORMAT", False, S._format),
        ("RETURN", True, S._return), ("STOP", True, S._stop), ("ERROR STOP", True, S._stop),
        ("CALL", True, S._call), ("GO TO", True, S._goto), ("IF", False, S._if),
        ("DOUBLE PRECISION", False, S._header_or_type), ("DOUBLE COMPLEX", False, S._header_or_type),
        ("DO", True, S._do),
        ("SELECT CASE", False, S._opener), ("SELECT TYPE", False, S._opener),
        ("SELECT RANK", False, S._opener), ("ASSOCIATE", False, S._opener),
        ("CHANGE TEAM", False, S._opener),
        ("BLOCK DATA", True, S._header_or_type), ("BLOCK", True, S._block), ("CRITICAL", True, S._block),
        ("ELSE IF", False, S._middle), ("ELSE WHERE", True, S._middle_word),
        ("ELSE", True, S._middle_word),
        ("CASE DEFAULT", True, S._middle_word), ("CASE", False, S._middle),
        ("RANK DEFAULT", True, S._middle_word), ("RANK", False, S._middle),
        ("TYPE IS", False, S._middle), ("CLASS IS", False, S._middle),
        ("CLASS DEFAULT", True, S._middle_word),
        ("WHERE", False, S._mask), ("FORALL", False, S._mask),
        ("INTERFACE", True, S._interface_stmt), ("ABSTRACT INTERFACE", True, S._interface_stmt),
        ("TYPE", False, S._type_or_decl), ("ENUMERATOR", False, S._block_only), ("ENUM", True, S._enum),
        ("FINAL", False, S._block_only), ("GENERIC", False, S._block_only),
        ("SEQUENCE", True, S._block_only), ("MODULE PROCEDURE", True, S._module_procedure),
    ]
    rows += [(" ".join(parts), True, S._action) for parts in _EXEC_WORDS]
    rows += [(" ".join(parts), True, S._spec) for parts in _SPEC_WORDS]
    rows += [(word, word != "CLASS", S._header_or_type) for word in (
        "INTEGER", "REAL", "COMPLEX", "CHARACTER", "LOGICAL", "CLASS",
        "PROGRAM", "SUBMODULE", "MODULE", "SUBROUTINE", "FUNCTION",
        "RECURSIVE", "NON_RECURSIVE", "PURE", "IMPURE", "ELEMENTAL")]
    by_letter: dict[str, list[tuple[tuple[str, ...], bool, Handler]]] = {}
    for keyword, boundary, handler in rows:
        by_letter.setdefault(keyword[0], []).append((tuple(keyword.split()), boundary, handler))
    return by_letter


_BY_LETTER = _table()


def scan(src: FortranSource, fixed: bool) -> Node:
    """The file's tree, or Unsure."""
    return Scanner(src, fixed).tree()


def walk(node: Node) -> list[Node]:
    """A node and all under it (an IF statement's action too), in order."""
    out = [node]
    for child in node.content or ():
        out.extend(walk(child))
    for item in node.items:
        if isinstance(item, Node):
            out.extend(walk(item))
    return out


# ---------------------------------------------------------------- declarations

_ARRAY_STATEMENTS = ("DIMENSION", "COMMON", "ALLOCATABLE", "POINTER", "TARGET")
_NAME_BEFORE_PAREN = re.compile(r"(\w+) ?\(")
_ONLY = re.compile(r", ?ONLY ?:(.*)$")


def declared_names(specification: Node, fixed: bool) -> tuple[set[str], set[str], set[str], bool]:
    """What a specification part's statements say about names that could be
    arrays, as fortran_parse._names_in reads it from fparser2's nodes:
    (declared, arrays, used in USE ... ONLY, opaque: a USE without ONLY or
    an INCLUDE). Interface blocks and derived types are not read."""
    declared: set[str] = set()
    arrays: set[str] = set()
    used: set[str] = set()
    opaque = False
    for node in specification.content or ():
        text = node.text
        if node.content is not None or text is None:
            continue
        if node.kind == "Include_Stmt":
            opaque = True
            continue
        w = Words(text, fixed)
        if w.word("USE"):
            m = _ONLY.search(text)
            if m is None:
                opaque = True
            else:
                used.update(item.split("=>")[0].strip() for item in m.group(1).split(","))
            continue
        w.pos = 0
        if any(w.word(word) for word in _ARRAY_STATEMENTS):
            arrays.update(_NAME_BEFORE_PAREN.findall(text, w.pos))
            continue
        if not _type_spec(w):  # (a TYPE without parentheses defines a type, a block: not here)
            continue
        rest = w.rest()
        attributes = ""
        for i, ch in _top_level(rest):
            if ch == ":" and rest.startswith("::", i):
                attributes, rest = rest[:i], rest[i + 2:]
                break
        all_arrays = re.search(r"DIMENSION ?\(", attributes) is not None
        start = 0
        entities = []
        for i, ch in list(_top_level(rest)) + [(len(rest), ",")]:
            if ch == ",":
                entities.append(rest[start:i].strip(" "))
                start = i + 1
        for entity in entities:
            m = _NAME.match(entity)
            if not m:
                raise Unsure("a declaration")
            name = m.group()
            declared.add(name)
            if all_arrays or entity[m.end():].lstrip(" ").startswith("("):
                arrays.add(name)
    return declared, arrays, used, opaque
