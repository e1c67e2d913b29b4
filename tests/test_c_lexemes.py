"""c_text.code_view reads a file's comments and literals in one pass of one
pattern per kind of source; raw strings are found at their `R"` and
separated numbers only where one can be (both for speed). These tests hold
it to the straightforward reading: one pattern whose raw strings start at
their prefix and whose separated numbers are tried at every digit."""
import re
from pathlib import Path

import pytest
from srcinst.frontends import c_text

ROOT = Path(__file__).resolve().parent.parent

_PLAIN_RAW = rb"|(?:u8|u|U|L)?R\"([^ ()\\\t\v\f\r\n]{0,16})\(.*?\)\1\""


def reference_view(src: bytes, cxx: bool, fill: bool) -> bytes:
    """The view by the plain reading (c_text's rules for each lexeme; as
    before, separated numbers only in a source with a digit, `'` and a digit)."""
    separated = cxx and c_text._MAYBE_SEPARATED.search(src) is not None
    pattern = re.compile(c_text._NOT_CODE + (_PLAIN_RAW if cxx else b"") + (c_text._SEPARATED if separated else b""),
                         re.S)
    edited, pos = bytearray(src), 0
    while (m := pattern.search(src, pos)) is not None:
        start, end = m.span()
        first, pos = src[start], end
        if first == 0x2F:
            edited[start:end] = src[start:end].translate(c_text._BLANKED)
        elif first in (0x3C, 0x25, 0x3A):
            edited[start:end] = c_text._DIGRAPHS[src[start:end]]
        elif first not in (0x22, 0x27) and (start and src[start - 1] in c_text._WORD_BYTES
                                             or (first in b"0123456789" and src[start - 1:start] == b".")):
            pos = start + 1
        elif first in b"0123456789":
            edited[start:end] = src[start:end].replace(b"'", b"0")
        else:
            raw = first not in (0x22, 0x27)
            opening = src.index(b'"' if raw else src[start:start + 1], start) + 1
            closing = end - 1 if end - 1 >= opening and src[end - 1] == src[opening - 1] else end
            edited[opening:closing] = src[opening:closing].translate(c_text._FILLED if fill else c_text._BLANKED)
    view = bytes(edited)
    return c_text._LONE_CR.sub(b"\n", view) if b"\r" in view else view


SNIPPETS = [
    b'const char *a = R"(x " /* y */)"; int b; // c\n',
    b'auto s = u8R"d(a)" )d"; auto t = LR"(q)"; auto u = uR"(w)"; auto v = UR"(e)";\n',
    b'#define FOOR"x" 1\nint xu8R"(a)" ; int yLR"(b)";\n',
    b"int n = 1'000'000; long h = 0x1'ABCD'ef; double d = 1e+'5; int q = .5'1;\n",
    b"char c = u8'a'; wchar_t w = L'b'; int m = x-'0' + y+'1' + 1e-'2';\n",
    b"char c = u8'a'; int m = x-'0' + 1e-'2' + 1'0;\n",
    b"int k = a1'b'; /* 1'2 */ char *p = \"3'4\"; int r = 12'34 + x12'3;\n",
    b"a <% b %> c <: d :> e %: f <::g>; x<::>y;\n",
    b'"unterminated\nnext line; \'also\nR"(unclosed raw\r\nlone\rcr\n',
    b"// splice \\\n still comment\nint z = 0; /* multi\nline */ int w;\n",
    b"int x = 0'1; int y = 0's; // 0's in a comment\n",
]


def corpus_files():
    return sorted(p for p in (ROOT / "corpus").rglob("*") if p.suffix in (".c", ".h", ".cpp", ".cc", ".hpp"))


@pytest.mark.parametrize("cxx", [False, True])
@pytest.mark.parametrize("fill", [False, True])
@pytest.mark.parametrize("index", range(len(SNIPPETS)))
def test_snippets_read_as_the_plain_pattern_reads_them(index, cxx, fill):
    src = SNIPPETS[index]
    assert c_text.code_view(src, cxx, cache=False, literal_fill=fill) == reference_view(src, cxx, fill)


def test_corpus_and_large_sources_read_as_the_plain_pattern_reads_them():
    sources = [p.read_bytes() for p in corpus_files()]
    assert len(sources) > 20
    big = b"\n".join(sources + SNIPPETS) * 3  # large: its lexemes are kept for the next view
    assert len(big) >= c_text._LEXED_FROM
    for src in sources + SNIPPETS + [big]:
        for cxx in (False, True):
            for fill in (False, True):
                assert c_text.code_view(src, cxx, cache=fill, literal_fill=fill) == reference_view(src, cxx, fill)


def test_a_view_is_found_again_by_content():
    src = b"int f(void) { return 0; /* x */ }\n" * 4000
    first = c_text.code_view(src, False)
    assert c_text.code_view(bytes(bytearray(src)), False) is first


# c_text.directive_lines and outside_directives find a pattern's matches from
# the `#` signs and around directive lines; held to the alternation they replace.
_REST = rb"(?:\\[ \t\f\v]*(?:\r\n|\n)|[^\r\n])*"
DIRECTIVE_TEXTS = [
    b"int f(void) {\n  return 1;\n#if X\n  return 2; exit(1);\n# else /* x */ return\n#endif\n  goto out;\n",
    b"  #define R return \\\n  return 3\nreturn; re\\\nturn 4; #x return\n#  if a\\\n return b\nreturn",
    b"x = y # z;\n#pragma omp parallel \\\n  for\nexit (2); goto\n#if 1\n  done;\n#endif\ngoto\n  lab;",
    b"\n\n#\n#\n return\n\t# return\n\treturn #\n",
    b"#define A \\\n  # define B return \\\n  #if\nreturn 1;\n",
]
WORDS = [
    re.compile(rb"r(?<![\w$]r)" + c_text.spliced_word(b"return")[1:] + rb"\b"),
    re.compile(rb"(?<![\w$.>:])(?:abort|exit)\s*\("),
    re.compile(rb"(?<![\w$])" + c_text.spliced_word(b"goto") + rb"(?![\w$])\s*(?P<label>[A-Za-z_$][\w$]*)?"),
    re.compile(rb"\b(?:R|b|lab)\b"),
]


def _texts():
    return DIRECTIVE_TEXTS + [p.read_bytes() for p in corpus_files()]


@pytest.mark.parametrize("word", range(len(WORDS)))
def test_words_outside_directives_as_the_alternation_finds_them(word):
    pattern = WORDS[word]
    alternation = re.compile(rb"^[ \t]*#" + _REST + rb"|" + pattern.pattern, re.M)
    for text in _texts():
        view = c_text.code_view(text, True, cache=False)
        for pos, end in [(0, len(view)), (3, len(view) - 2), (len(view) // 3, 2 * len(view) // 3)]:
            expected = [m.span() for m in alternation.finditer(view, pos, end) if view[m.start()] not in b" \t#"]
            assert [m.span() for m in c_text.outside_directives(pattern, view, pos, end)] == expected


def test_directive_lines_as_finditer_finds_them():
    patterns = [re.compile(rb"^[ \t]*#[ \t]*define[ \t]+(\w+)(" + _REST + rb")", re.M),
                re.compile(rb"^[ \t]*#[ \t]*(?P<kw>if|else|endif)\b" + _REST + rb"(?:\r?\n|$)", re.M),
                re.compile(rb"^[ \t]*#" + _REST, re.M)]
    for text in _texts():
        view = c_text.code_view(text, True, cache=False)
        for pattern in patterns:
            for pos, end in [(0, len(view)), (5, len(view) - 1)]:
                assert [m.span() for m in c_text.directive_lines(pattern, view, pos, end)] == \
                    [m.span() for m in pattern.finditer(view, pos, end)]
