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
