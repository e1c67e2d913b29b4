"""OpenMP directives of a Fortran source, read from its directive lines.

A directive is an `!$omp` line (free form: `!$omp` after blanks; fixed form:
`!$omp`, `c$omp`, `*$omp` in columns 1-5, any case) with its continuation
lines: free form, a line ending in `&` continued by the next `!$omp` line
(optionally `!$omp&`); fixed form, lines whose column 6 is neither blank nor
`0`. Its text is what follows the sentinels, comments removed; its words are
the construct's keywords (`parallel do`, `end critical`), its clauses the rest.

OpenMP conditional-compilation lines (`!$ `, `c$`) are no directives: they
are code under -fopenmp and the statement finders read them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .fortran_source import DIRECTIVE

_FREE_OMP = re.compile(r"(\s*)!\$omp(?=[\s&]|$)", re.I)
_FIXED_OMP = re.compile(r"[!cC*]\$omp", re.I)

# Construct keywords, longest first, as OPARI2 knows them (and `end` forms).
_WORDS = [w.split() for w in (
    "parallel do simd", "parallel do", "parallel sections", "parallel workshare", "parallel",
    "do simd", "do", "sections", "section", "single", "masked", "master", "critical", "atomic",
    "barrier", "taskwait", "taskyield", "taskgroup", "taskloop", "task", "ordered", "flush",
    "workshare", "threadprivate", "simd", "declare", "target", "teams", "distribute", "loop",
    "scope", "cancel", "cancellation point", "requires", "allocate", "tile", "unroll", "metadirective")]


@dataclass
class Directive:
    """One OpenMP directive (all its lines)."""
    first_line: int
    last_line: int
    words: str      # its construct keywords, lower case, one blank apart: "end parallel do"
    clauses: str    # the rest of its text, comments and continuation marks removed
    column: int     # 0-based column of its sentinel on its first line
    sentinel: str   # the sentinel as written on its first line (`!$omp`, `C$OMP`)
    clause_offsets: list[int] = field(default_factory=list)  # each clause character's offset (-1: a line break)
    word_offsets: list[int] = field(default_factory=list)    # the offsets of its words' characters

    def clause_span(self, name: str) -> tuple[int, int] | None:
        """(start, end) in `clauses` of a clause with its argument, or None."""
        # (a clause's name at parenthesis depth 0, not a variable in another clause's list)
        m = next((m for m in re.finditer(rf"(?<![\w%])({name})(?!\w)\s*(\()?", self.clauses, re.I)
                  if self.clauses.count("(", 0, m.start()) == self.clauses.count(")", 0, m.start())), None)
        if m is None:
            return None
        if not m.group(2):
            return m.start(), m.end()
        depth = 0
        for i in range(m.end() - 1, len(self.clauses)):
            depth += {"(": 1, ")": -1}.get(self.clauses[i], 0)
            if depth == 0:
                return m.start(), i + 1
        return m.start(), len(self.clauses)

    @property
    def is_end(self) -> bool:
        return self.words.startswith("end ")

    @property
    def construct(self) -> str:
        """Its construct words without `end`."""
        return self.words[4:] if self.is_end else self.words

    def clause(self, name: str) -> str | None:
        """The argument of a clause (`num_threads(4)`'s 4), "" for a clause
        without one (`nowait`), None if absent."""
        span = self.clause_span(name)
        if span is None:
            return None
        text = self.clauses[span[0]:span[1]]
        open_paren = text.find("(")
        return "" if open_paren < 0 else text[open_paren + 1:].rstrip().removesuffix(")").strip()

    @property
    def name(self) -> str | None:
        """A critical construct's name: `critical (name)` / `end critical (name)`."""
        m = re.match(r"\s*\(\s*(\w+)\s*\)", self.clauses)
        return m.group(1) if m else None


def _strip_comment(text: str) -> str:
    """Text before a `!` comment (outside quotes)."""
    quote = None
    for i, ch in enumerate(text):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "!":
            return text[:i]
    return text


def _split_words(text: str) -> tuple[str, str]:
    """(construct words, clauses) of a directive's text. Blanks between the
    keywords are optional (`enddo`, `paralleldo`), as in fixed form."""
    squeezed = re.sub(r"\s+", "", text).lower()
    taken: list[str] = []
    if squeezed.startswith("end"):
        taken, squeezed = ["end"], squeezed[3:]
    for words in _WORDS:
        if squeezed.startswith("".join(words)):
            taken += words
            break
    else:
        m = re.match(r"[a-z_]\w*", squeezed)
        if m:
            taken.append(m.group())  # a construct srcinst does not know: kept by its word
    used = sum(len(word) for word in taken)
    for i, ch in enumerate(text):  # the clauses: after the words' last character
        if used == 0:
            return " ".join(taken), text[i:]
        if not ch.isspace():
            used -= 1
    return " ".join(taken), ""


def read_directives(src) -> list[Directive]:
    """Every OpenMP directive of the source, in order: read once per source
    (each routine asks for its own, and a file can have thousands)."""
    if src.omp_directives is None:
        src.omp_directives = _read_directives(src)
    return src.omp_directives


def _read_directives(src) -> list[Directive]:
    found: list[Directive] = []
    n, count = 1, len(src.lines)
    while n <= count:
        line = src.line(n)
        text = src.line_text(n)
        m = (_FIXED_OMP if src.fixed else _FREE_OMP).match(text) if line.kind == DIRECTIVE else None
        if m is None or (src.fixed and len(text) > 5 and text[5] not in " 0\t"):
            n += 1
            continue
        column = len(m.group(1)) if not src.fixed else 0
        sentinel = text[column:m.end()] if not src.fixed else text[:5]
        pieces = []  # (offset of the piece's first character, text)
        last = n
        if src.fixed:
            pieces.append((line.start + 6, _strip_comment(text[6:src.fixed_limit])))
            while last < count and src.line(last + 1).kind == DIRECTIVE:
                nxt = src.line_text(last + 1)
                if not (_FIXED_OMP.match(nxt) and len(nxt) > 5 and nxt[5] not in " 0\t"):
                    break
                last += 1
                pieces.append((src.line(last).start + 6, _strip_comment(nxt[6:src.fixed_limit])))
        else:
            start = line.start + m.end()
            body = _strip_comment(text[m.end():]).rstrip()
            while body.endswith("&"):
                pieces.append((start, body[:-1]))
                m2 = _FREE_OMP.match(src.line_text(last + 1)) if last < count and \
                    src.line(last + 1).kind == DIRECTIVE else None
                if m2 is None:
                    body = ""
                    break
                last += 1
                nxt = src.line_text(last)
                start, body = src.line(last).start + m2.end(), _strip_comment(nxt[m2.end():]).rstrip()
                amp = re.match(r"\s*&", body)
                if amp:
                    start, body = start + amp.end(), body[amp.end():]
            pieces.append((start, body))
        joined, offsets = "", []
        for start, piece in pieces:
            joined += piece + " "
            offsets += list(range(start, start + len(piece))) + [-1]
        words, clauses = _split_words(joined)
        clause_start = len(joined) - len(clauses)
        lead = len(clauses) - len(clauses.lstrip())
        found.append(Directive(n, last, words, clauses.strip(), column, sentinel,
                               offsets[clause_start + lead:clause_start + lead + len(clauses.strip())],
                               [o for o in offsets[:clause_start] if o >= 0 and not src.text[o].isspace()]))
        n = last + 1
    return found
