"""EditSet: insertions and replacements against the original bytes."""
from __future__ import annotations

import pytest

from srcinst.edits import Edit, EditConflict, EditSet


def apply(source: bytes, *ops) -> bytes:
    """ops: ("i", offset, text) or ("r", offset, length, text), in the order they are added."""
    edits = EditSet(len(source))
    for op in ops:
        if op[0] == "i":
            edits.insert(op[1], op[2])
        else:
            edits.replace(op[1], op[2], op[3])
    return edits.apply(source)


@pytest.mark.parametrize("source, ops, expected", [
    (b"abc", [], b"abc"),
    (b"", [("i", 0, "x")], b"x"),
    (b"abc", [("i", 0, "<")], b"<abc"),
    (b"abc", [("i", 3, ">")], b"abc>"),
    (b"abc", [("i", 1, "1"), ("i", 1, "2"), ("i", 1, "3")], b"a123bc"),
    (b"abc", [("i", 2, "B"), ("i", 1, "A")], b"aAbBc"),
    (b"abc", [("r", 1, 1, "X")], b"aXc"),
    (b"abc", [("r", 0, 3, "")], b""),
    (b"abcdef", [("r", 1, 2, "X"), ("r", 3, 2, "Y")], b"aXYf"),         # adjacent replacements
    (b"abcdef", [("r", 3, 2, "Y"), ("r", 1, 2, "X")], b"aXYf"),
    # insertions at the offset of a replacement go before it, in insertion order
    (b"abcdef", [("r", 2, 2, "R"), ("i", 2, "1"), ("i", 2, "2")], b"ab12Ref"),
    (b"abcdef", [("i", 2, "1"), ("r", 2, 2, "R"), ("i", 2, "2")], b"ab12Ref"),
    # an insertion at the end of a replacement goes after it
    (b"abcdef", [("i", 4, "E"), ("r", 2, 2, "R")], b"abREef"),
    (b"abcdef", [("r", 2, 2, "R"), ("i", 4, "E")], b"abREef"),
    (b"abcdef", [("r", 1, 1, "R"), ("i", 2, "M"), ("r", 2, 1, "S")], b"aRMSdef"),
    (b"abc", [("r", 1, 0, "Z"), ("i", 1, "Y")], b"aZYbc"),  # replace with length 0 is an insertion
    (b"abc", [("i", 1, b"\x00\xff")], b"a\x00\xffbc"),
])
def test_apply(source, ops, expected):
    assert apply(source, *ops) == expected


def test_many_insertions_at_one_offset_keep_order():
    edits = EditSet(2)
    for i in range(50):
        edits.insert(1, f"{i},")
    assert edits.apply(b"[]") == b"[" + b"".join(f"{i},".encode() for i in range(50)) + b"]"
    assert len(edits) == 50


def test_sorted_returns_edits_in_application_order():
    edits = EditSet(10)
    edits.replace(5, 2, "R")
    edits.insert(5, "a")
    edits.insert(0, "z")
    edits.insert(5, "b")
    assert edits.sorted() == [Edit(0, 0, b"z"), Edit(5, 0, b"a"), Edit(5, 0, b"b"), Edit(5, 2, b"R")]
    assert Edit(5, 2, b"R").end == 7


@pytest.mark.parametrize("ops", [
    [("r", 1, 3, "X"), ("r", 2, 3, "Y")],      # overlap
    [("r", 2, 3, "Y"), ("r", 1, 3, "X")],
    [("r", 1, 2, "X"), ("r", 1, 2, "Y")],      # same range
    [("r", 1, 2, "X"), ("r", 1, 1, "Y")],      # same start
    [("r", 0, 6, "X"), ("r", 2, 1, "Y")],      # nested
    [("r", 1, 3, "X"), ("i", 2, "I")],         # insertion strictly inside a replacement
    [("i", 3, "I"), ("r", 1, 3, "X")],
])
def test_overlapping_edits_raise(ops):
    with pytest.raises(EditConflict):
        apply(b"abcdef", *ops)


@pytest.mark.parametrize("offset, length", [
    (-1, 0),
    (7, 0),
    (6, 1),
    (5, 2),
    (0, 7),
    (2, -1),
])
def test_out_of_range_raises(offset, length):
    edits = EditSet(6)
    with pytest.raises(EditConflict):
        edits.replace(offset, length, "x")
    assert len(edits) == 0


def test_in_range_edges_are_accepted():
    edits = EditSet(6)
    edits.insert(0, "<")
    edits.insert(6, ">")
    edits.replace(0, 6, "all")
    assert edits.apply(b"abcdef") == b"<all>"


def test_apply_to_source_of_another_size_raises():
    edits = EditSet(3)
    edits.insert(0, "x")
    with pytest.raises(EditConflict):
        edits.apply(b"abcd")


def test_non_utf8_source_is_kept_byte_for_byte():
    source = b"/* caf\xe9 */\nint f(void) { return 0; }\r\n\xff\xfe\x00end"
    edits = EditSet(len(source))
    at = source.index(b"{") + 1
    edits.insert(at, " enter(\"caf\u00e9\");")
    out = edits.apply(source)
    assert out == source[:at] + ' enter("caf\u00e9");'.encode() + source[at:]
    assert out.startswith(b"/* caf\xe9 */\n")
    assert out.endswith(b"\r\n\xff\xfe\x00end")


def test_str_text_is_encoded_with_surrogateescape():
    # Text that came from non-UTF-8 bytes (paths, spec code) gets those bytes back.
    text = b"path/\xe9t\xe9.c".decode("utf-8", errors="surrogateescape")
    edits = EditSet(2)
    edits.insert(1, text)
    assert edits.apply(b"[]") == b"[path/\xe9t\xe9.c]"


def test_bytes_text_is_kept_as_is():
    edits = EditSet(1)
    edits.replace(0, 1, b"\x80\x81")
    assert edits.apply(b"x") == b"\x80\x81"


def test_apply_does_not_consume_the_edit_set():
    edits = EditSet(3)
    edits.insert(1, "-")
    assert edits.apply(b"abc") == b"a-bc"
    assert edits.apply(b"xyz") == b"x-yz"
