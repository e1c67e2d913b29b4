"""Where a file rule's code lands in C and C++: after the file's preamble
(its leading comments and directives, ending at #if depth 0)."""
import pytest

from frontends.c_preamble import placer, preamble_end
from frontends.line_markers import LineTable
from srcinst.diagnostics import SrcinstError
from srcinst.spec import parse_spec

CASES = [
    # (source, the text the preamble covers)
    (b"int x;\n", b""),
    (b"#define _GNU_SOURCE\n#include <stdio.h>\nint x;\n", b"#define _GNU_SOURCE\n#include <stdio.h>\n"),
    (b"/* licence\n * text */\n\n#include \"prefix.h\"\nint x;\n",
     b"/* licence\n * text */\n\n#include \"prefix.h\"\n"),
    # code inside an #if stays after the #if: the insertion goes before it
    (b"#include <a.h>\n#if X\nint x;\n#endif\n", b"#include <a.h>\n"),
    (b"#ifdef A\n#define B\n#endif\n#if 1\nint y;\n#endif\n", b"#ifdef A\n#define B\n#endif\n"),
    # backslash-continued directives and // comments
    (b"#define M(a) \\\n  (a)\n// one \\\n two\nint z;\n", b"#define M(a) \\\n  (a)\n"),
    (b"#warning don't\nint z;\n", b"#warning don't\n"),
    # a block comment ending on a directive's line
    (b"#include <a.h> /* x\n y */\nint z;\n", b"#include <a.h> /* x\n y */\n"),
    # include guards: the whole file is one #if group
    (b"#ifndef H\n#define H\nint f(void);\n#endif\n", b""),
    (b"\xef\xbb\xbf#define X 1\nint z;\n", b"\xef\xbb\xbf#define X 1\n"),
    # a literal continued by a splice, with blanks after the backslash too
    (b"#define M \"a\\  \nb;\"\n#define _GNU_SOURCE\nint z;\n", b"#define M \"a\\  \nb;\"\n#define _GNU_SOURCE\n"),
    (b"#define M 'a\\\r\n'\n#include <a.h>\nint z;\n", b"#define M 'a\\\r\n'\n#include <a.h>\n"),
]


@pytest.mark.parametrize("source,preamble", CASES)
def test_preamble_end(source, preamble):
    assert source[:preamble_end(source)] == preamble


def test_lines_inside_the_preamble_move_after_it():
    src = b"/* c */\n#define _XOPEN_SOURCE 600\n#include <stdio.h>\nint main(void) { return 0; }\n"
    place = placer(src, LineTable(src).starts)
    assert [place(n) for n in (1, 2, 3, 4, 5)] == [4, 4, 4, 4, 5]


def test_no_preamble_no_placer():
    src = b"int main(void) { return 0; }\n"
    assert placer(src, LineTable(src).starts) is None


def test_placement_attribute():
    rules = parse_spec('file="*" line=1 placement=literal code="#include <t.h>"\n'
                            'file="*" line=1 code="#include <u.h>"\n', "t.spec").rules
    assert [r.literal for r in rules] == [True, False]


@pytest.mark.parametrize("text,message", [
    ('file="*" line=1 placement=top code="x"\n', "placement= is one of after-preamble, literal"),
    ('entry placement=literal code="x"\n', "'placement=' belongs to file rules"),
])
def test_placement_errors(text, message):
    with pytest.raises(SrcinstError) as error:
        parse_spec(text, "t.spec")
    assert message in str(error.value)
