"""Selection by structure: include and exclude rules over a routine's metrics.

In a select (or spec) file, in the TAU file family's style:

    BEGIN_SELECT_RULES
    exclude if cc < 3 and not loops
    include if reaches("MPI_#") or name("solve#")
    callgraph="calls.json"
    END_SELECT_RULES

An expression combines, with `and`, `or`, `not` and parentheses:
- integer criteria `cc`, `lines`, `statements`, `loops`, `calls` (call sites),
  compared with `< <= > >= == !=` to a non-negative integer; alone, a
  criterion means `> 0` (`loops` = "has loops");
- functions `calls("PAT")` (a direct callee matches the routine pattern),
  `reaches("PAT")` (a callee, or a callee's callee..., matches it),
  `name("PAT")` (the routine matches it), `file("FILEPAT")`;
- property words (`inline`, `static`, `template`, `header`, `constructor`, ...).

Semantics follow TAU's lists: a routine matched by any exclude rule is
excluded; when include rules exist, it must match one of them; exclude wins.
The main program is never excluded by these rules (its init code starts the
measurement). The engine applies them after the name and file lists.

Rules with `loop` (`exclude loop if trips < 4`, `include loop if level == 1`)
choose among the loops that `loops` rules give code, the same way, over a
loop's metrics (model.LoopMetrics): the integer criteria above counted
inside the loop, `level`, `trips` (the trip count when the header gives it
with constants; an unknown count compares false), its form as a property
word (`for`, `while`, `do`, `range`, `dowhile`, `concurrent`, `forever`);
`name()` and `file()` look at the routine that holds it. Rules without
`loop` choose routines only, rules with it loops only.
"""
from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NoReturn

from srcinst.diagnostics import Diagnostic, SrcinstError
from srcinst.patterns import FilePattern, RoutinePattern, validate_regex

if TYPE_CHECKING:
    from srcinst.model import LoopMetrics, Metrics, Region, Routine

BEGIN, END = "BEGIN_SELECT_RULES", "END_SELECT_RULES"

# criterion word -> Metrics field
INT_CRITERIA = {
    "cc": "cc",
    "lines": "lines",
    "statements": "statements", "stmts": "statements",
    "loops": "loops",
    "calls": "call_sites", "call_sites": "call_sites",
}
C_PROPERTIES = ("inline", "static", "template", "header", "constructor", "destructor", "operator",
                "member", "virtual", "main", "lambda")
FORTRAN_PROPERTIES = ("main", "module", "internal", "recursive", "pure", "elemental", "function",
                      "subroutine")
PROPERTIES = frozenset(C_PROPERTIES + FORTRAN_PROPERTIES)
# Criteria of loops only: its depth in its routine, its trip count.
LOOP_INT_CRITERIA = ("level", "trips")
# A loop's form (LoopMetrics.form), tested as a property word.
LOOP_FORMS = ("for", "while", "do", "range", "dowhile", "concurrent", "forever")
TARGETS = ("routine", "loop")  # what a select rule chooses
FUNCTIONS = ("calls", "reaches", "name", "file")
COMPARISONS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
               "==": operator.eq, "!=": operator.ne}
KEYWORDS = ("and", "or", "not")
_DIGITS = frozenset("0123456789")  # str.isdigit() also takes '²', which int() refuses


class MissingMetrics(Exception):
    """A structural criterion met a routine whose frontend computed no metrics."""


# --------------------------------------------------------------------------
# Expressions


class Expr:
    @property
    def needs_metrics(self) -> bool:
        return True

    def evaluate(self, ctx: Facts) -> bool:
        raise NotImplementedError


@dataclass(frozen=True)
class Compare(Expr):
    word: str
    op: str
    value: int

    @property
    def needs_metrics(self) -> bool:
        return self.word != "level"  # a loop's depth is known without them

    def evaluate(self, ctx: Facts) -> bool:
        number = ctx.number(self.word)
        return number is not None and bool(COMPARISONS[self.op](number, self.value))

    def __str__(self) -> str:
        return f"{self.word} {self.op} {self.value}"


@dataclass(frozen=True)
class NonZero(Expr):
    word: str

    @property
    def needs_metrics(self) -> bool:
        return self.word != "level"

    def evaluate(self, ctx: Facts) -> bool:
        number = ctx.number(self.word)
        return number is not None and number > 0

    def __str__(self) -> str:
        return self.word


@dataclass(frozen=True)
class Property(Expr):
    word: str

    def evaluate(self, ctx: Facts) -> bool:
        if ctx.region is not None:
            return self.word == ctx.loop_metrics.form
        return self.word in ctx.metrics.properties

    def __str__(self) -> str:
        return self.word


@dataclass(frozen=True)
class Function(Expr):
    function: str
    pattern: RoutinePattern | FilePattern  # a FilePattern for file() only

    @property
    def needs_metrics(self) -> bool:
        return self.function in ("calls", "reaches")

    def evaluate(self, ctx: Facts) -> bool:
        if isinstance(self.pattern, FilePattern):
            return self.pattern.matches(ctx.path)
        if self.function == "name":
            return self.pattern.matches(ctx.routine.names, ctx.routine.ignore_case)
        if self.function == "calls":
            return ctx.callee_matches(self.pattern)
        return ctx.reaches(self.pattern)

    def __str__(self) -> str:
        return f'{self.function}("{self.pattern.text}")'


@dataclass(frozen=True)
class Not(Expr):
    operand: Expr

    @property
    def needs_metrics(self) -> bool:
        return self.operand.needs_metrics

    def evaluate(self, ctx: Facts) -> bool:
        return not self.operand.evaluate(ctx)

    def __str__(self) -> str:
        inner = str(self.operand)
        return f"not ({inner})" if isinstance(self.operand, (And, Or)) else f"not {inner}"


@dataclass(frozen=True)
class And(Expr):
    operands: tuple[Expr, ...]

    @property
    def needs_metrics(self) -> bool:
        return any(o.needs_metrics for o in self.operands)

    def evaluate(self, ctx: Facts) -> bool:
        return all(o.evaluate(ctx) for o in self.operands)

    def __str__(self) -> str:
        return " and ".join(f"({o})" if isinstance(o, Or) else str(o) for o in self.operands)


@dataclass(frozen=True)
class Or(Expr):
    operands: tuple[Expr, ...]

    @property
    def needs_metrics(self) -> bool:
        return any(o.needs_metrics for o in self.operands)

    def evaluate(self, ctx: Facts) -> bool:
        return any(o.evaluate(ctx) for o in self.operands)

    def __str__(self) -> str:
        return " or ".join(str(o) for o in self.operands)


def callee_names(callee: str) -> tuple[str, str, str]:
    """(bare, qualified, signature) for a callee known only by its name."""
    return (callee.rsplit("::", 1)[-1], callee, callee)


# --------------------------------------------------------------------------
# Rules


@dataclass(frozen=True)
class SelectRule:
    action: str   # "include" or "exclude"
    expr: Expr
    where: str    # "select.txt:4", or the command-line option it came from
    target: str = "routine"  # one of TARGETS: what the rule chooses

    @property
    def needs_metrics(self) -> bool:
        # a loop's level is known without metrics, its other criteria are not
        return self.expr.needs_metrics

    @property
    def text(self) -> str:
        return f"{self.action}{' loop' if self.target == 'loop' else ''} if {self.expr}"

    def describe(self) -> str:
        return f"'{self.text}' ({self.where})" if self.where else f"'{self.text}'"


@dataclass
class Facts:
    """What the expressions of one routine, or of one loop of it, are
    evaluated against."""
    routine: Routine
    path: str                           # the file as given
    reaches: Callable[[RoutinePattern], bool]
    # calls(PAT): a direct callee matches, by its name or by the routine the
    # call graph resolves it to; without one, by its name alone
    calls: Callable[[RoutinePattern], bool] | None = None
    region: Region | None = None        # the loop, for the rules of loops

    def callee_matches(self, pattern: RoutinePattern) -> bool:
        if self.calls is not None:
            return self.calls(pattern)
        return any(pattern.matches(callee_names(c), self.routine.ignore_case) for c in self.metrics.callees)

    def number(self, word: str) -> int | None:
        """An integer criterion's value; None: not known (a loop's trips)."""
        if word == "level":
            assert self.region is not None  # the parser allows it in rules of loops only
            return self.region.level
        if word == "trips":
            return self.loop_metrics.trips
        value: int = getattr(self.metrics, INT_CRITERIA[word])
        return value

    @property
    def metrics(self) -> Metrics:
        if self.region is not None:
            return self.loop_metrics
        if self.routine.metrics is None:
            raise MissingMetrics()
        return self.routine.metrics

    @property
    def loop_metrics(self) -> LoopMetrics:
        if self.region is None or self.region.metrics is None:
            raise MissingMetrics()
        return self.region.metrics


def judge(rules: Sequence[SelectRule], facts: Facts) -> tuple[bool, str]:
    """(admitted, reason) of the structural rules for one routine, or for
    one loop (facts.region): the rules of its target only."""
    target = "routine" if facts.region is None else "loop"
    rules = [rule for rule in rules if rule.target == target]
    for rule in rules:
        if rule.action == "exclude" and rule.expr.evaluate(facts):
            return False, f"excluded by {rule.describe()}"
    includes = [rule for rule in rules if rule.action == "include"]
    if not includes:
        return True, ""
    for rule in includes:
        if rule.expr.evaluate(facts):
            return True, f"included by {rule.describe()}"
    if len(includes) == 1:
        return False, f"not matched by {includes[0].describe()}"
    return False, f"matches none of the {len(includes)} include rules"


# --------------------------------------------------------------------------
# Parsing


@dataclass(frozen=True)
class _Token:
    kind: str   # word int string op ( ) end
    text: str
    col: int    # 1-based, in the line


class _Parser:
    def __init__(self, text: str, path: str | None, line: int | None, col0: int,
                 fail: Callable[[str, int], object] | None = None, target: str = "routine"):
        self.text = text
        self.target = target
        self.path, self.line, self.col0 = path, line, col0
        self._fail = fail
        self.tokens = self._tokenize()
        self.i = 0

    def fail(self, message: str, col: int) -> NoReturn:
        if self._fail is not None:
            self._fail(message, col)
        raise SrcinstError(Diagnostic("error", message, self.path, self.line,
                                      self.col0 + col - 1 if self.line else None), status=2)

    # -- tokens

    def _tokenize(self) -> list[_Token]:
        text, i, n = self.text, 0, len(self.text)
        tokens: list[_Token] = []
        while i < n:
            ch = text[i]
            if ch.isspace():
                i += 1
            elif ch == "#":
                break  # a comment to the end of the line
            elif ch.isalpha() or ch == "_":
                j = i
                while j < n and (text[j].isalnum() or text[j] == "_"):
                    j += 1
                tokens.append(_Token("word", text[i:j], i + 1))
                i = j
            elif ch in _DIGITS:
                j = i
                while j < n and text[j] in _DIGITS:
                    j += 1
                if j < n and (text[j].isalpha() or text[j] == "_"):
                    self.fail(f"bad number '{text[i:j + 1]}...'", i + 1)
                tokens.append(_Token("int", text[i:j], i + 1))
                i = j
            elif ch in "\"'":
                value, j = self._string(i)
                tokens.append(_Token("string", value, i + 1))
                i = j
            elif text.startswith(("<=", ">=", "==", "!="), i):
                tokens.append(_Token("op", text[i:i + 2], i + 1))
                i += 2
            elif ch in "<>":
                tokens.append(_Token("op", ch, i + 1))
                i += 1
            elif ch in "()":
                tokens.append(_Token(ch, ch, i + 1))
                i += 1
            elif ch == "=":
                self.fail("'=' is not a comparison; use '=='", i + 1)
            elif text.startswith(("&&", "||"), i) or ch == "!":
                word = {"&": "and", "|": "or", "!": "not"}[ch]
                self.fail(f"'{text[i:i + 2] if ch != '!' else ch}' is written '{word}' here", i + 1)
            else:
                self.fail(f"unexpected '{ch}'", i + 1)
        tokens.append(_Token("end", "", len(text.rstrip()) + 1))
        return tokens

    def _string(self, start: int) -> tuple[str, int]:
        quote, i, out = self.text[start], start + 1, list[str]()
        while i < len(self.text):
            ch = self.text[i]
            if ch == "\\" and i + 1 < len(self.text) and self.text[i + 1] in (quote, "\\"):
                out.append(self.text[i + 1])
                i += 2
                continue
            if ch == quote:
                return "".join(out), i + 1
            out.append(ch)
            i += 1
        self.fail("unterminated string", start + 1)

    # -- grammar

    def peek(self) -> _Token:
        return self.tokens[self.i]

    def take(self) -> _Token:
        token = self.tokens[self.i]
        self.i += 1
        return token

    def is_word(self, word: str) -> bool:
        token = self.peek()
        return token.kind == "word" and token.text == word

    def expression(self) -> Expr:
        if self.peek().kind == "end":
            self.fail("expected a condition after 'if'", self.peek().col)
        expr = self.or_expr()
        token = self.peek()
        if token.kind != "end":
            if token.kind == ")":
                self.fail("')' without '('", token.col)
            self.fail(f"expected 'and', 'or' or the end of the rule, found '{token.text}'", token.col)
        return expr

    def or_expr(self) -> Expr:
        operands = [self.and_expr()]
        while self.is_word("or"):
            self.take()
            operands.append(self.and_expr())
        return operands[0] if len(operands) == 1 else Or(tuple(operands))

    def and_expr(self) -> Expr:
        operands = [self.unary()]
        while self.is_word("and"):
            self.take()
            operands.append(self.unary())
        return operands[0] if len(operands) == 1 else And(tuple(operands))

    def unary(self) -> Expr:
        if self.is_word("not"):
            self.take()
            return Not(self.unary())
        return self.primary()

    def primary(self) -> Expr:
        token = self.take()
        if token.kind == "(":
            inner = self.or_expr()
            close = self.take()
            if close.kind != ")":
                self.fail(f"expected ')' to close the '(' at column {self.col0 + token.col - 1}"
                          + (f", found '{close.text}'" if close.kind != "end" else ""), close.col)
            return inner
        if token.kind == "end":
            self.fail("expected a criterion", token.col)
        if token.kind != "word":
            self.fail(f"expected a criterion, found '{token.text}'", token.col)
        word = token.text
        if word in FUNCTIONS and self.peek().kind == "(":
            return self.function(word)
        if word in LOOP_INT_CRITERIA + LOOP_FORMS and self.target != "loop":
            what = "criterion" if word in LOOP_INT_CRITERIA else "form"
            self.fail(f"'{word}' is a loop's {what}: rules of loops read 'include loop if ...', "
                      f"'exclude loop if ...'", token.col)
        if word in INT_CRITERIA or word in LOOP_INT_CRITERIA:
            if self.peek().kind == "op":
                op = self.take()
                number = self.take()
                if number.kind != "int":
                    self.fail(f"expected a number after '{op.text}'", number.col)
                return Compare(word, op.text, int(number.text))
            return NonZero(word)
        if word in PROPERTIES and self.target == "loop":
            self.fail(f"'{word}' is a property of routines; a loop's are its form: "
                      f"{', '.join(LOOP_FORMS)}", token.col)
        if word in PROPERTIES or word in LOOP_FORMS:
            if self.peek().kind == "op":
                self.fail(f"'{word}' is a property, not a number", self.peek().col)
            return Property(word)
        if word in FUNCTIONS:
            self.fail(f"{word}() needs a pattern in quotes: {word}(\"...\")", self.peek().col)
        if word in KEYWORDS:
            self.fail(f"expected a criterion before '{word}'", token.col)
        if self.target == "loop":
            self.fail(f"unknown criterion '{word}' of loops (expected one of "
                      f"{', '.join(sorted(set(INT_CRITERIA) | set(LOOP_INT_CRITERIA)))}, a form such as "
                      f"for, while, do, or {', '.join(f + '(...)' for f in FUNCTIONS)})", token.col)
        self.fail(f"unknown criterion '{word}' (expected one of {', '.join(sorted(set(INT_CRITERIA)))}, "
                  f"a property such as inline, static, template, header, or "
                  f"{', '.join(f + '(...)' for f in FUNCTIONS)})", token.col)

    def function(self, word: str) -> Expr:
        self.take()  # (
        arg = self.take()
        if arg.kind != "string":
            self.fail(f"{word}() takes a pattern in quotes, as {word}(\"MPI_#\")", arg.col)
        close = self.take()
        if close.kind != ")":
            self.fail(f"expected ')' after the pattern of {word}()", close.col)
        problem = validate_regex(arg.text)
        if problem:
            self.fail(problem, arg.col)
        if not arg.text.strip():
            self.fail(f"{word}() needs a non-empty pattern", arg.col)
        pattern = FilePattern(arg.text) if word == "file" else RoutinePattern(arg.text)
        return Function(word, pattern)


def parse_expression(text: str, path: str | None = None, line: int | None = None,
                     col: int = 1, fail: Callable[[str, int], object] | None = None,
                     target: str = "routine") -> Expr:
    """An expression over a routine's or (target "loop") a loop's facts;
    errors are `path:line:col: error: ...` (status 2). `col` is the column
    of text[0] in its line; `fail(message, col)` may raise the error instead
    (it gets the column within `text`)."""
    return _Parser(text, path, line, col, fail, target).expression()


def parse_rule(text: str, path: str | None = None, line: int | None = None, col: int = 1,
               where: str | None = None, fail: Callable[[str, int], object] | None = None) -> SelectRule:
    """`include if EXPR` or `exclude if EXPR` (routines), `include loop if
    EXPR` or `exclude loop if EXPR` (loops)."""
    parser = _Parser(text, path, line, col, fail)
    first = parser.take()
    if first.kind != "word" or first.text not in ("include", "exclude"):
        parser.fail("a select rule starts with 'include if' or 'exclude if' "
                    "('include loop if', 'exclude loop if' for loops)", first.col)
    second = parser.take()
    if second.kind == "word" and second.text == "loop":
        parser.target = "loop"
        second = parser.take()
        if second.kind != "word" or second.text != "if":
            parser.fail(f"expected 'if' after '{first.text} loop'", second.col)
    elif second.kind == "word" and second.text in ("loops", "routine", "routines", "call", "calls"):
        parser.fail(f"select rules choose routines ('{first.text} if') or loops ('{first.text} loop if'), "
                    f"not '{second.text}'", second.col)
    if second.kind != "word" or second.text != "if":
        parser.fail(f"expected 'if' after '{first.text}'", second.col)
    expr = parser.expression()
    if where is None:
        where = f"{path}:{line}" if path and line else (path or "")
    return SelectRule(first.text, expr, where, parser.target)


def shorthand_rules(min_cc: int | None = None, min_lines: int | None = None, calls: Iterable[str] = (),
                    include_if: Iterable[str] = (), exclude_if: Iterable[str] = (),
                    include_loop_if: Iterable[str] = (), exclude_loop_if: Iterable[str] = ()) -> list[SelectRule]:
    """The rules that the command-line shorthands stand for."""
    rules = []

    def add(action: str, option: str, value: object, text: str, where: str | None = None,
            target: str = "routine") -> None:
        def fail(message: str, col: int) -> NoReturn:
            raise SrcinstError(Diagnostic("error", f"{option} '{value}': column {col}: {message}",
                                          "<command line>"), status=2)
        rules.append(SelectRule(action, parse_expression(text, fail=fail, target=target),
                                where if where is not None else f"{option} {value}", target))

    if min_cc is not None:
        add("exclude", "--min-cc", min_cc, f"cc < {int(min_cc)}")
    if min_lines is not None:
        add("exclude", "--min-lines", min_lines, f"lines < {int(min_lines)}")
    for pattern in calls:
        escaped = pattern.replace("\\", "\\\\").replace('"', '\\"')
        add("include", "--calls", pattern, f'reaches("{escaped}")')
    for text in exclude_if:
        add("exclude", "--exclude-if", text, text, "--exclude-if")
    for text in include_if:
        add("include", "--include-if", text, text, "--include-if")
    for text in exclude_loop_if:
        add("exclude", "--exclude-loop-if", text, text, "--exclude-loop-if", "loop")
    for text in include_loop_if:
        add("include", "--include-loop-if", text, text, "--include-loop-if", "loop")
    return rules
