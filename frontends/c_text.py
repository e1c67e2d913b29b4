"""C and C++ statements read from the bytes, where the parse cannot help.

Text in an `#if` branch that was inactive when parsing, and the arguments of
a macro invocation, reach the frontend as bytes only. These scanners find the
end of a statement or of an invocation the way the compiler's tokenizer
would: they work on the code's view (`code_view`: comments blanked, string
and character literals emptied, digraphs spelled as their punctuators), so
brackets, `;` and directives inside comments or literals do not count. They
give up (None) rather than guess: at a preprocessor directive line inside
the span (the text could differ per configuration), at an unbalanced
bracket, or at the limit.
"""
from __future__ import annotations

import bisect
import re

_IDENTIFIER = re.compile(rb"[A-Za-z_$][A-Za-z0-9_$]*")
_OPENERS = {0x28: 0x29, 0x5B: 0x5D, 0x7B: 0x7D}  # ( [ {
_CLOSERS = {0x29, 0x5D, 0x7D}
_DIRECTIVE_LINE = re.compile(rb"[ \t]*#")
LINE_END = re.compile(rb"\r\n|\r|\n")  # gcc ends a line at each of them, a lone CR too
# A backslash, blanks (a GNU extension) and a line end: the compiler joins the lines.
SPLICE = re.compile(rb"\\[ \t\f\v]*(?:\r\n|\r|\n)")
GAP = rb"(?:\s|" + SPLICE.pattern + rb")*"  # blanks and splices, as a pattern


def guarded_words(words, not_after: bytes) -> bytes:
    """A pattern for any of `words` (non-empty, bytes) where the byte before
    the word is not in the class `not_after` (as `rb"\\w$"`): what
    `(?<![not_after])(?:words)` matches. The guard follows each word's first
    byte, as a lookbehind of two, so that the regex engine skips to the
    words' first bytes; a guard first makes it try every byte (a body
    searched for abort calls: four times as long)."""
    def guarded(word: bytes) -> bytes:
        first = re.escape(word[:1])
        return first + rb"(?<![" + not_after + rb"]" + first + rb")" + re.escape(word[1:])
    return rb"(?:" + rb"|".join(guarded(w) for w in words) + rb")"


def spliced_word(word: bytes) -> bytes:
    """A pattern for `word` with line splices allowed between its characters."""
    return (rb"(?:" + SPLICE.pattern + rb")*").join(re.escape(word[i:i + 1]) for i in range(len(word)))

# The lexemes whose text is not code: comments (a `//` one continues over
# splices), literals (a splice or an escaped quote inside them does not end
# them; an unterminated one ends with its line), and digraphs. In C++ also
# raw strings and numbers with digit separators (C++14), whose `'` starts no
# literal. No alternative starts with a group or a lookbehind, so that the
# regex engine can skip to their first characters (four times faster); the
# kind of a match is told by its first bytes.
_NOT_CODE = (rb"//[^\\\r\n]*(?:\\(?:[ \t\f\v]*(?:\r\n|\r|\n))?[^\\\r\n]*)*|/\*.*?\*/|/\*.*"
             rb"|\"[^\"\\\r\n]*(?:\\(?:[ \t\f\v]*(?:\r\n|\r|\n)|.)[^\"\\\r\n]*)*\"?"
             rb"|'[^'\\\r\n]*(?:\\(?:[ \t\f\v]*(?:\r\n|\r|\n)|.)[^'\\\r\n]*)*'?"
             rb"|<%|%>|<:(?!:[^:>])|:>|%:")
# A raw string is found at its `R"`, its prefix (u8, u, U, L) then read back:
# starting the pattern at the prefix letters made every u, U and L a start to try
# (SQLite's lexing took four times as long).
_RAW = rb"|R\"([^ ()\\\t\v\f\r\n]{0,16})\(.*?\)\1\""
_RAW_PREFIXES = (b"u8", b"u", b"U", b"L")
_SEPARATED = (rb"|[0-9](?:[0-9A-Za-z_.$]|(?<=[eEpP])[+-])*"
              rb"'[0-9A-Za-z_](?:[0-9A-Za-z_.$]|'(?=[0-9A-Za-z_])|(?<=[eEpP])[+-])*")
# They cost where they start (u, U, L, R, digits): only for sources that may hold them.
_MAYBE_RAW = re.compile(rb"R\"[^ ()\\\t\v\f\r\n\"]{0,16}\(")
_MAYBE_SEPARATED = re.compile(rb"[0-9]'[0-9A-Za-z_][0-9A-Za-z_]*(?:[^'0-9A-Za-z_]|$)")
_LEXEMES = {(raw, separated): re.compile(_NOT_CODE + (_RAW if raw else b"") + (_SEPARATED if separated else b""), re.S)
            for raw in (False, True) for separated in (False, True)}
_DIGRAPHS = {b"<%": b" {", b"%>": b"} ", b"<:": b" [", b":>": b"] ", b"%:": b" #"}
_WORD_BYTES = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_$")
_WORD_OR_SPLICE = frozenset(bytes([b]) for b in _WORD_BYTES | {0x5C})  # one-byte slices
# Blanks for comment text and literal contents; line ends stay, so lines do not move.
_BLANKED = bytes(b if b in (10, 13) else 32 for b in range(256))
_FILLED = bytes(b if b in (10, 13) else 120 for b in range(256))
_LONE_CR = re.compile(rb"\r(?!\n)")
# (len(src), raw, fill) -> (src, view): the last few sources' views. Found by
# content, not identity: the parser's and the emitter's copies of a file are
# equal bytes, and a view of SQLite costs a tenth of a second.
_views: dict[tuple[int, bool, bool], tuple[bytes, bytes]] = {}
# The last large source's lexemes (src, raw, lexemes): its views with blank and
# with filled literals come from one reading.
_lexed: list[tuple[bytes, bool, list[tuple[str, int, int]]]] = []
_LEXED_FROM = 1 << 16  # bytes: smaller sources are read again


def _lexemes(src: bytes, cxx: bool) -> list[tuple[str, int, int]]:
    """(kind, start, end) of the comments ("comment"), literals ("literal",
    "raw"), digraphs ("digraph") and separated numbers ("number") in src."""
    raw = cxx and _MAYBE_RAW.search(src) is not None
    found = list(_lex(src, _LEXEMES[raw, False]))
    # Numbers with digit separators make every digit a start to try: they are
    # only read where one can be. A separated number would have been read as
    # a character literal opening at its first `'`, right after the number's
    # characters; no such literal, no such number.
    if cxx and _MAYBE_SEPARATED.search(src) is not None and any(
            kind == "literal" and start and src[start] == 0x27 and _may_separate(src, start)
            for kind, start, _ in found):
        return list(_lex(src, _LEXEMES[raw, True]))
    return found


def _may_separate(src: bytes, quote: int) -> bool:
    """Whether the `'` at `quote` may follow a number's characters (an exponent's sign too)."""
    before = src[quote - 1]
    if before in b"+-":
        return src[quote - 2:quote - 1] in (b"e", b"E", b"p", b"P")
    return before in _WORD_BYTES or before == 0x2E


def _lex(src: bytes, pattern: re.Pattern[bytes]):
    search, pos = pattern.search, 0
    while True:
        m = search(src, pos)
        if m is None:
            return
        start, end = m.span()
        first = src[start]
        pos = end
        if first == 0x2F:  # /
            yield "comment", start, end
        elif first in (0x22, 0x27):  # " '
            yield "literal", start, end
        elif first in (0x3C, 0x25, 0x3A):  # < % :
            yield "digraph", start, end
        else:
            if first == 0x52:  # R: its prefix, if any, starts the raw string
                start -= next((len(p) for p in _RAW_PREFIXES if src.endswith(p, 0, start)), 0)
            if start and src[start - 1] in _WORD_BYTES or (first in b"0123456789" and src[start - 1:start] == b"."):
                # the end of a word: `FOOR"x"` is FOOR and a literal, `x1'a'` x1 and one
                pos = m.start() + 1
            else:
                yield ("number" if first in b"0123456789" else "raw"), start, end


def _lexemes_of(src: bytes, raw_strings: bool):
    if len(src) < _LEXED_FROM:
        return _lexemes(src, raw_strings)
    if _lexed and _lexed[0][1] == raw_strings and (_lexed[0][0] is src or _lexed[0][0] == src):
        return _lexed[0][2]
    _lexed[:] = [(src, raw_strings, _lexemes(src, raw_strings))]
    return _lexed[0][2]


def code_view(src: bytes, raw_strings: bool = True, cache: bool = True, literal_fill: bool = False) -> bytes:
    """src as the compiler's tokenizer reads it, byte for byte: comments
    become blanks, each literal keeps its quotes with blanks between (a raw
    string its `R"` and closing `"`), each digraph becomes its punctuator
    (`<%` ` {`, `%>` `} `: a bracket stands at the bracket end of its
    digraph; `%:` ` #`). Line ends stay where they were (a lone CR becomes
    LF). raw_strings: C++11 and later, with raw strings and digit separators.
    cache: keep it for the next call with the same src (a whole file's).
    literal_fill: literals hold `x`s instead of blanks (they are code lines)."""
    key = (len(src), raw_strings, literal_fill)
    contents = _FILLED if literal_fill else _BLANKED
    cached = _views.get(key)
    if cached is not None and (cached[0] is src or cached[0] == src):
        return cached[1]
    edited = bytearray(src)
    for kind, start, end in _lexemes_of(src, raw_strings):
        if kind == "comment":
            edited[start:end] = src[start:end].translate(_BLANKED)
        elif kind == "digraph":
            edited[start:end] = _DIGRAPHS[src[start:end]]
        elif kind == "number":
            edited[start:end] = src[start:end].replace(b"'", b"0")
        else:
            opening = src.index(b'"' if kind == "raw" else src[start:start + 1], start) + 1
            closing = end - 1 if end - 1 >= opening and src[end - 1] == src[opening - 1] else end
            edited[opening:closing] = src[opening:closing].translate(contents)
    view = bytes(edited)
    if b"\r" in view:  # a lone CR ends a line: `^` of re.M patterns then sees it
        view = _LONE_CR.sub(b"\n", view)
    if cache:
        if len(_views) > 8:
            _views.clear()
        _views[key] = (src, view)
    return view


class _Directives:
    """A text's directive lines: their starts, the offsets of their `#`s and
    (on first need) their ends, splices followed."""
    __slots__ = ("text", "starts", "hashes", "_ends")

    def __init__(self, text: bytes):
        self.text, self.starts, self.hashes = text, [], []
        self._ends: list[int] | None = None
        find, at = text.find, text.find(b"#")
        while at >= 0:
            start = text.rfind(b"\n", 0, at) + 1
            if start == at or not text[start:at].strip(b" \t"):
                self.starts.append(start)
                self.hashes.append(at)
            line_end = find(b"\n", at)  # (a line's first `#` decides)
            at = find(b"#", line_end) if line_end >= 0 else -1

    def ends(self) -> list[int]:
        if self._ends is None:
            match, text = _DIRECTIVE_TEXT.match, self.text
            self._ends = [m.end() if (m := match(text, start)) else start for start in self.starts]
        return self._ends


# The last few texts' directive lines: a file's view is searched for directives of several kinds.
_directives: list[_Directives] = []


def _directives_of(text: bytes) -> _Directives:
    """Found once per text, by content: the parser's and the emitter's views are equal bytes."""
    for known in _directives:  # (a file's views are as long as it: identity first)
        if known.text is text:
            return known
    for known in _directives:
        if len(known.text) == len(text) and known.text == text:
            return known
    if len(_directives) >= 4:
        del _directives[0]
    _directives.append(_Directives(text))
    return _directives[-1]


def directive_lines(pattern: re.Pattern[bytes], text: bytes, pos: int = 0, endpos: int | None = None):
    """pattern.finditer(text, pos, endpos) for a re.M pattern that starts
    with `^[ \t]*#`: the same matches, tried only at lines whose first
    non-blank is a `#` (_Directives; trying `^` at every byte of SQLite
    takes 0.17 s a pattern)."""
    end = len(text) if endpos is None else endpos
    found = _directives_of(text)
    starts, hashes = found.starts, found.hashes
    done = pos  # matches do not overlap: a directive may span lines
    match = pattern.match
    for i in range(bisect.bisect_left(starts, pos), len(starts)):
        if hashes[i] >= end:
            return
        if starts[i] >= done:
            m = match(text, starts[i], end)
            if m is not None:
                yield m
                done = m.end() + (m.end() == m.start())


# The rest of a logical line: up to its line end, over line splices. (Written
# as runs of plain bytes between backslashes: the same matches as
# `(?:SPLICE|[^\r\n])*`, which tries two branches at every byte, in a third of the time.)
REST_OF_LINE = rb"[^\\\r\n]*(?:\\(?:[ \t\f\v]*(?:\r\n|\n))?[^\\\r\n]*)*"
# A directive line from its line's start, with the lines its splices join.
_DIRECTIVE_TEXT = re.compile(rb"^[ \t]*#" + REST_OF_LINE, re.M)


def outside_directives(pattern: re.Pattern[bytes], text: bytes, pos: int, endpos: int):
    """The matches of `pattern` in text[pos:endpos] that are not on a
    directive line: what finditer gives for `^[ \t]*#...|pattern` less its
    directive matches (the alternation tries `^` at every byte: 0.23 s on
    SQLite for the returns alone, against 16 ms for `return` and 5 ms for `#`)."""
    found = _directives_of(text)
    first = bisect.bisect_left(found.starts, pos)
    if first == len(found.starts) or found.hashes[first] >= endpos:  # no directive line there (nearly always)
        return pattern.finditer(text, pos, endpos)
    # The directive lines as directive_lines(_DIRECTIVE_TEXT, ...) would match them from pos.
    spans, starts, hashes, ends, last = [], found.starts, found.hashes, found.ends(), pos
    for i in range(first, len(starts)):
        if hashes[i] >= endpos:
            break
        if starts[i] >= last:
            last = min(ends[i], endpos)
            spans.append((starts[i], last))
    return _outside(pattern.finditer(text, pos, endpos), spans, pos)


def _outside(matches, spans: list[tuple[int, int]], done: int):
    k = 0
    for m in matches:
        while k < len(spans) and spans[k][0] <= m.start():
            if spans[k][0] >= done:  # (a word spliced over a line end holds that line's start)
                done = max(done, spans[k][1])
            k += 1
        if m.start() >= done:
            yield m
            done = m.end()


def quote_c_string(text: str) -> str:
    """Escapes text for use inside a C string literal."""
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return out.replace("??", "?\\?")  # no trigraphs in strict ISO modes


def has_line_comment_or_directive(code: str) -> bool:
    """Whether C code holds a `//` comment or a directive line: it could not
    be part of one logical line (a #define's body)."""
    text = code.encode("utf-8", "surrogateescape")
    if any(kind == "comment" and text.startswith(b"//", start) for kind, start, _ in _lexemes(text, True)):
        return True
    return re.search(rb"(?:^|[\r\n])[ \t]*#", code_view(text)) is not None


def splice_free(src: bytes, start: int, end: int) -> bytes:
    """The text from start to end with its line splices removed."""
    return SPLICE.sub(b"", src[start:end])


def spliced_word_end(src: bytes, at: int, word: bytes) -> int | None:
    """The end of `word` written at `at`, maybe split by line splices
    (`ret\\` newline `urn`), if it is written there as a whole word; else None."""
    end = at + len(word)
    if src.startswith(word, at) and src[end:end + 1] not in _WORD_OR_SPLICE:  # (nearly always)
        return end
    i, k = at, 0
    while k < len(word):
        splice = SPLICE.match(src, i) if src[i:i + 1] == b"\\" else None
        if splice:
            i = splice.end()
        elif src[i:i + 1] == word[k:k + 1]:
            i, k = i + 1, k + 1
        else:
            return None
    after = i
    while src[after:after + 1] == b"\\" and (splice := SPLICE.match(src, after)):
        after = splice.end()
    if k and re.match(rb"[A-Za-z0-9_$]", src[after:after + 1]):
        return None
    return i


def _scan(view: bytes, i: int, limit: int, stop_at_semicolon: bool, closing: bool = False) -> int | None:
    """Walks tokens of a code_view from i. With stop_at_semicolon, returns
    the offset of the first `;` outside brackets; otherwise i must be at an
    opening bracket and the offset after its match is returned."""
    depth = 0
    while i < limit:
        c = view[i]
        if c == 0x0A or c == 0x0D:  # a new line: is it a directive?
            if _DIRECTIVE_LINE.match(view, i + 1):
                return None
            i += 1
        elif c == 0x22 or c == 0x27:  # an emptied literal
            end = view.find(view[i:i + 1], i + 1, limit)
            i = limit if end < 0 else end + 1
        elif c in _OPENERS:
            depth += 1
            i += 1
        elif c in _CLOSERS:
            depth -= 1
            i += 1
            if depth < 0:
                return i if closing else None
            if depth == 0 and not stop_at_semicolon and not closing:
                return i
        elif c == 0x3B and depth == 0 and (stop_at_semicolon or closing):  # ;
            return i if stop_at_semicolon else None
        else:
            i += 1
    return None


def statement_end(view: bytes, start: int, limit: int) -> int | None:
    """The offset of the `;` that ends the statement going on at `start`."""
    return _scan(view, start, limit, stop_at_semicolon=True)


def call_end(view: bytes, open_paren: int, limit: int) -> int | None:
    """The offset after the `)` matching the `(` at open_paren."""
    return _scan(view, open_paren, limit, stop_at_semicolon=False)


def _skip_blanks(view: bytes, i: int, limit: int) -> int:
    """Skips blanks (comments are blanks in a code_view) and line splices,
    but no line that starts a directive."""
    while i < limit:
        if view[i] in b" \t\f\v":
            i += 1
        elif view[i] in b"\r\n":
            if _DIRECTIVE_LINE.match(view, i + 1):
                return i
            i += 1
        elif splice := SPLICE.match(view, i):
            i = splice.end()
        else:
            break
    return i


def name_end(view: bytes, at: int) -> int:
    """The end of the identifier at `at` (at itself if there is none)."""
    name = _IDENTIFIER.match(view, at)
    return name.end() if name else at


def invocation_end(view: bytes, name_at: int, limit: int) -> int | None:
    """The end of a macro invocation whose name starts at name_at: after the
    `)` of its arguments, or after the name when no `(` follows."""
    name = _IDENTIFIER.match(view, name_at, limit)
    if name is None:
        return None
    after = _skip_blanks(view, name.end(), limit)
    if view[after:after + 1] != b"(":
        return name.end()
    return call_end(view, after, limit)


def closes_invocation(view: bytes, start: int, limit: int) -> bool:
    """Whether the text at `start` closes a bracket opened before it (the rest
    of a macro invocation's arguments) before any `;` ends a statement."""
    closer = _scan(view, start, limit, stop_at_semicolon=False, closing=True)
    return closer is not None


def invocation_start(view: bytes, end: int, floor: int) -> int | None:
    """The start of the macro invocation that ends at `end` (after its name,
    or after the `)` of its arguments), not before floor; checked forwards."""
    i = end
    if view[i - 1:i] == b")":
        depth = 0
        while i > floor:
            i -= 1
            depth += {0x29: 1, 0x28: -1}.get(view[i], 0)
            if depth == 0:
                break
        while i > floor and view[i - 1] in b" \t\r\n":
            i -= 1
    while i > floor and (word := _IDENTIFIER.match(view, i - 1)) and word.end() >= i:
        i -= 1
    if i >= end or not _IDENTIFIER.match(view, i) or invocation_end(view, i, end + 1) != end:
        return None
    return i


def has_value(view: bytes, keyword_end: int, semicolon: int) -> bool:
    """Whether `return` ... `;` of a code_view holds an expression (anything but blanks and splices)."""
    return bool(SPLICE.sub(b"", view[keyword_end:semicolon]).strip())


def has_directive(view: bytes, start: int, end: int) -> bool:
    """Whether a preprocessor directive line starts between start and end of a code_view."""
    return re.search(rb"[\r\n][ \t]*#", view[start:end]) is not None
