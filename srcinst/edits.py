"""Edits are data: (offset, length, text) against the original bytes.

Modelled on clang's tooling::Replacements: edits are collected first, checked
for overlaps, and applied together in one pass. Insertions (length 0) at the
same offset keep the order in which they were added.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Edit:
    offset: int
    length: int
    text: bytes

    @property
    def end(self) -> int:
        return self.offset + self.length


class EditConflict(Exception):
    """Two edits touch the same bytes: a bug in whoever produced them."""


class EditSet:
    def __init__(self, size: int):
        self.size = size
        self._edits: list[tuple[int, int, Edit]] = []  # (offset, sequence, edit)

    def insert(self, offset: int, text: str | bytes) -> None:
        self.replace(offset, 0, text)

    def replace(self, offset: int, length: int, text: str | bytes) -> None:
        if isinstance(text, str):
            # surrogateescape: paths and spec code keep their original bytes.
            text = text.encode("utf-8", errors="surrogateescape")
        if offset < 0 or length < 0 or offset + length > self.size:
            raise EditConflict(f"edit [{offset}, {offset + length}) outside 0..{self.size}")
        self._edits.append((offset, len(self._edits), Edit(offset, length, text)))

    def __len__(self) -> int:
        return len(self._edits)

    def sorted(self) -> list[Edit]:
        # At one offset, insertions go before a replacement that starts there.
        edits = [e for _, _, e in sorted(self._edits, key=lambda t: (t[0], t[2].length > 0, t[1]))]
        for before, after in zip(edits, edits[1:]):
            # Replacements must not overlap each other; an insertion may sit at
            # either end of a replacement, but never strictly inside it.
            if after.offset < before.end:
                raise EditConflict(f"overlapping edits at bytes {before.offset} and {after.offset}")
        return edits

    def apply(self, source: bytes) -> bytes:
        if len(source) != self.size:
            raise EditConflict("edits were made for a different source")
        out = []
        pos = 0
        for edit in self.sorted():
            out.append(source[pos:edit.offset])
            out.append(edit.text)
            pos = edit.end
        out.append(source[pos:])
        return b"".join(out)
