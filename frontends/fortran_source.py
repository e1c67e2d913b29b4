"""Fortran source text as the compiler reads it: lines, continuation, labels
and statements, each character with its byte offset in the original file.

fparser tells what a statement is; this module tells exactly where it is, so
edits land in the original bytes. Text is handled as Latin-1, which maps each
byte to one character: string indices are byte offsets.
"""
from __future__ import annotations

import bisect
import os
import re
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import Literal

# What gfortran reads as fixed form; everything else is free form.
FIXED_FORM_EXTENSIONS = {".f", ".for", ".ftn", ".f77", ".fpp"}

BOM = "\xef\xbb\xbf"  # UTF-8 byte order mark, as Latin-1 text
CODE, COMMENT, BLANK, DIRECTIVE, CPP, INACTIVE = "code", "comment", "blank", "directive", "cpp", "inactive"

# Compiler directives (OpenMP, OpenACC, vendor) and OpenMP conditional lines:
# kept with the statement they precede.
_FIXED_DIRECTIVE = re.compile(r"[cC*!](\$|dir\$|dec\$|gcc\$|ibm\*)", re.I)
_FREE_DIRECTIVE = re.compile(r"\s*!(\$|dir\$|dec\$|gcc\$)", re.I)


# An OpenMP conditional-compilation line: `!$ ` (or `c$`, `*$` in fixed form),
# which is code when compiled with -fopenmp.
CONDITIONAL_LINE = re.compile(r"^\s*[!cC*]\$(?=\s|&|\d|$)")


def sentinel_end(line: Line, body: str, fixed: bool) -> int:
    """A line that is code only for some compilations: an OpenMP
    conditional-compilation line (`!$ `, and `c$`/`C$`/`*$` in fixed form),
    code with -fopenmp; a fixed-form debug line (`D`/`d` in column 1), code
    with -fd-lines-as-code. The index just after its sentinel, else -1."""
    if line.kind == DIRECTIVE:
        m = CONDITIONAL_LINE.match(body)
        if m and (not fixed or m.end() == 2):  # fixed form: in column 1
            return m.end()
    elif fixed and line.kind == COMMENT and body[:1] in "dD":
        return 1
    return -1


# Characters that end or split a statement, or start a string or comment.
_SPECIAL = {True: re.compile(r"['\"!;]"), False: re.compile(r"['\"!;&]")}


def tab_format_field(body: str) -> int:
    """Fixed form written with a TAB in columns 1-6 (after an optional
    label): the index just after that TAB, or -1 for column layout."""
    tab = body.find("\t", 0, 6)
    if tab >= 0 and not body[:tab].strip(" ").strip("0123456789"):
        return tab + 1
    return -1


def is_fixed_form_path(path: str) -> bool:
    return os.path.splitext(path)[1].lower() in FIXED_FORM_EXTENSIONS


@dataclass
class Line:
    number: int   # 1-based
    start: int    # offset of its first character
    end: int      # offset of its end, before "\r\n" or "\n"
    kind: str = CODE
    continuation: bool = False  # continues the previous statement
    field_start: int = 0        # statement field: after label and continuation mark
    field_end: int = 0          # ... up to column 72 in fixed form / the trailing &
    label: str | None = None
    label_start: int = 0


@dataclass
class Statement:
    first_line: int
    last_line: int
    line_start: int           # offset where first_line begins
    start: int                # offset of the statement's first character
    end: int                  # offset after its last non-blank character
    label: str | None = None
    label_start: int = 0      # offset of the label's first digit
    at_line_start: bool = True  # nothing but a label before it on its line
    text: str = ""            # continuation marks and comments removed
    offsets: list[int] = field(default_factory=list)  # offset of each text char

    def squeezed(self):
        """Upper-case text without blanks outside quotes, and its offsets:
        fixed form ignores blanks, and keywords are case-insensitive."""
        chars, offs = [], []
        quote = None
        for ch, off in zip(self.text, self.offsets):
            if quote:
                chars.append(ch)
                offs.append(off)
                if ch == quote:
                    quote = None
            elif ch in "'\"":
                quote = ch
                chars.append(ch)
                offs.append(off)
            elif not ch.isspace():
                chars.append(ch.upper())
                offs.append(off)
        return "".join(chars), offs


_FREE_LABEL = re.compile(r"(\d{1,5})(?=[ \t])")  # a free-form line's label


def matching_paren(text: str, open_index: int) -> int:
    """Index of the `)` closing the `(` at open_index, or -1."""
    depth, quote = 0, None
    for i in range(open_index, len(text)):
        ch = text[i]
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i
    return -1


class FortranSource:
    """Lines and statements of one file (text decoded as Latin-1)."""

    def __init__(self, text: str, fixed: bool, fixed_limit: int = 72, inactive: AbstractSet[int] = frozenset()):
        self.text = text
        self.fixed = fixed
        self.fixed_limit = fixed_limit
        self.inactive = inactive
        self.lines = self._split_lines(inactive)
        self._conditional: FortranSource | Literal[False] | None = None  # False: none (computed on first need)
        self.statements: list[Statement] = []
        self._build_statements()
        self._starts: list[int] | None = None
        self._first_lines: list[int] | None = None
        self.omp_directives: list | None = None  # fortran_omp_directives.read_directives, read once per file

    # ---------------------------------------------------------------- lines

    def _split_lines(self, inactive) -> list[Line]:
        lines = []
        text = self.text
        pos, number = (3, 1) if text.startswith(BOM) else (0, 1)  # the BOM is not in column 1
        in_directive = False  # a `#define` continued with a backslash
        while pos < len(text):
            nl = text.find("\n", pos)
            nxt = len(text) if nl < 0 else nl + 1
            end = len(text) if nl < 0 else nl
            if end > pos and text[end - 1] == "\r":
                end -= 1
            line = Line(number, pos, end)
            body = text[pos:end]
            if number in inactive:
                line.kind = INACTIVE
            elif in_directive or body.startswith("#"):
                line.kind = CPP
                in_directive = body.endswith("\\")
            else:
                self._classify(line, body)
            lines.append(line)
            pos, number = nxt, number + 1
        return lines

    def _classify(self, line: Line, body: str) -> None:
        if not body.strip():
            line.kind = BLANK
        elif self.fixed:
            self._classify_fixed(line, body)
        else:
            stripped = body.lstrip()
            if stripped.startswith("!"):
                line.kind = DIRECTIVE if _FREE_DIRECTIVE.match(body) else COMMENT
            else:
                line.kind = CODE
                line.field_start = line.start + len(body) - len(stripped)
                line.field_end = line.end  # the trailing & is found while scanning

    def _classify_fixed(self, line: Line, body: str) -> None:
        first = body[0]
        if first in "cC*!dD":
            line.kind = DIRECTIVE if _FIXED_DIRECTIVE.match(body) else COMMENT
            return
        nonblank = len(body) - len(body.lstrip())
        if body[nonblank] == "!" and nonblank != 5:
            line.kind = COMMENT
            return
        line.kind = CODE
        field = tab_format_field(body)
        if field >= 0:
            head = body[:field - 1]
            # Tab format: label, tab, then a digit 1-9 marks a continuation.
            if field < len(body) and body[field] in "123456789":
                line.continuation = True
                field += 1
            width = self.fixed_limit - 6
        else:
            head = body[:5]
            field = 6
            mark = body[5] if len(body) > 5 else " "
            line.continuation = mark not in " 0"
            width = self.fixed_limit - 6
        digits = head.strip(" ")
        if digits.isdigit() and not line.continuation:
            line.label = digits
            line.label_start = line.start + head.index(digits)
        line.field_start = line.start + min(field, len(body))
        line.field_end = min(line.end, line.start + field + width)

    # ----------------------------------------------------------- statements

    def _build_statements(self) -> None:
        text = self.text
        current: Statement | None = None
        quote = None
        last_nonblank = -1
        free_continues = False  # the previous free-form code line ended with &

        def finish() -> None:
            nonlocal current
            if current is not None and current.text.strip():
                current.end = last_nonblank + 1
                # trim the blanks that trail in the text
                while current.text and current.text[-1].isspace():
                    current.text = current.text[:-1]
                    current.offsets.pop()
                self.statements.append(current)
            current = None

        def begin(line: Line, start: int, label: str | None, label_start: int, at_line_start: bool) -> Statement:
            return Statement(first_line=line.number, last_line=line.number, line_start=line.start,
                                start=start, end=start, label=label, label_start=label_start,
                                at_line_start=at_line_start)

        for line in self.lines:
            if line.kind != CODE:
                continue
            a, b = line.field_start, line.field_end
            if self.fixed:
                if not line.continuation or current is None:
                    finish()
                    quote = None
                    current = begin(line, a, line.label, line.label_start, True)
            else:
                if free_continues and current is not None:
                    stripped = a
                    if text.startswith("&", stripped):
                        a = stripped + 1
                    elif quote:
                        a = line.start
                else:
                    finish()
                    quote = None
                    m = _FREE_LABEL.match(text, a, b)
                    label, label_start = None, 0
                    if m:
                        label, label_start = m.group(1), a
                        a = m.end()
                        while a < b and text[a] in " \t":
                            a += 1
                    current = begin(line, a, label, label_start, True)
                    line.label, line.label_start = label, label_start
            current.last_line = line.number
            i = a
            amp = -1
            if quote is None and not _SPECIAL[self.fixed].search(text, a, b):
                # Nothing but code on this line: all of it at once (the loop
                # below would take each character alike).
                segment = text[a:b]
                current.text += segment
                current.offsets.extend(range(a, b))
                kept = len(segment.rstrip())
                if kept:
                    last_nonblank = a + kept - 1
                i = b
            while i < b:
                ch = text[i]
                if ch == "&" and not self.fixed:
                    rest = text[i + 1:b].lstrip(" \t")
                    if not rest or (not quote and rest.startswith("!")):
                        amp = i  # continued on the next line
                        break
                if quote:
                    if ch == quote:
                        if i + 1 < b and text[i + 1] == quote:  # doubled quote
                            current.text += ch + ch
                            current.offsets += [i, i + 1]
                            last_nonblank = i + 1
                            i += 2
                            continue
                        quote = None
                elif ch in "'\"":
                    quote = ch
                elif ch == "!":
                    break  # comment
                elif ch == ";":
                    finish()
                    j = i + 1
                    while j < b and text[j] in " \t;":
                        j += 1
                    label, label_start = None, 0
                    m = None if self.fixed else re.match(r"(\d{1,5})[ \t]+", text[j:b])
                    if m:  # free form allows a label after `;`
                        label, label_start = m.group(1), j
                        j += m.end()
                    current = begin(line, j, label, label_start, False)
                    i = j
                    continue
                current.text += ch
                current.offsets.append(i)
                if not ch.isspace():
                    last_nonblank = i
                i += 1
            if not self.fixed:
                free_continues = amp >= 0
        finish()

    def conditional_view(self) -> FortranSource | None:
        """The file as read when its conditional lines are code (their
        sentinels blanked, so offsets stay), or None if it has none."""
        if self._conditional is None:
            chars: list[str] | None = None
            for line in self.lines:
                end = sentinel_end(line, self.text[line.start:line.end], self.fixed)
                if end > 0:
                    if chars is None:
                        chars = list(self.text)
                    for i in range(line.start, line.start + end):
                        if not chars[i].isspace():
                            chars[i] = " "
            self._conditional = FortranSource("".join(chars), self.fixed, self.fixed_limit, self.inactive) \
                if chars is not None else False
        return self._conditional or None

    def sentinel(self, number: int) -> str | None:
        """The sentinel of a conditional line as written (`!$`, `c$`, `D`), else None."""
        line = self.line(number)
        body = self.text[line.start:line.end]
        end = sentinel_end(line, body, self.fixed)
        return body[:end].strip() if end > 0 else None

    # -------------------------------------------------------------- helpers

    def line(self, number: int) -> Line:
        return self.lines[number - 1]

    def line_at(self, offset: int) -> int:
        """The number of the line holding a byte offset."""
        if self._starts is None:
            self._starts = [line.start for line in self.lines]
        return max(1, bisect.bisect_right(self._starts, offset))

    def statements_between(self, first: int, last: int) -> list[Statement]:
        """Statements whose first line is in first..last."""
        if self._first_lines is None:
            self._first_lines = [stmt.first_line for stmt in self.statements]
        lo = bisect.bisect_left(self._first_lines, first)
        hi = bisect.bisect_right(self._first_lines, last)
        return self.statements[lo:hi]

    def line_text(self, number: int) -> str:
        ln = self.lines[number - 1]
        return self.text[ln.start:ln.end]

    def indentation(self, number: int) -> str:
        body = self.line_text(number)
        end = sentinel_end(self.line(number), body, self.fixed)
        if end > 0:  # a conditional line: its statement's indentation
            body = re.sub(r"\S", " ", body[:end]) + body[end:]
        return body[:len(body) - len(body.lstrip(" \t"))]

    line_end = ""  # the file's own where its text was read with other line ends

    @property
    def newline(self) -> str:
        return self.line_end or ("\r\n" if "\r\n" in self.text[:4096] else "\n")


CPP_OPEN = re.compile(r"#\s*if(?:n?def)?\b")
CPP_CLOSE = re.compile(r"#\s*endif\b")


def preamble_placer(src: FortranSource):
    """A SourceUnit.place_line for a Fortran file: a file rule for a line
    inside the file's leading run of blank, comment and cpp lines (up to the
    last cpp line that leaves the #if depth at 0) goes right after that run,
    so that it never precedes the `#define`s and `#include`s that configure
    the file (the same rule as for C). None when there is no such run."""
    depth, after = 0, 0
    for line in src.lines:
        if line.kind == CPP:
            text = src.text[line.start:line.end]
            if CPP_OPEN.match(text):
                depth += 1
            elif CPP_CLOSE.match(text):
                depth = max(depth - 1, 0)
            if depth == 0:
                after = line.number + 1
        elif line.kind not in (BLANK, COMMENT, INACTIVE):
            break
    if after == 0 or after > len(src.lines):
        return None

    def place_line(line: int) -> int:
        return after if line < after else line

    return place_line
