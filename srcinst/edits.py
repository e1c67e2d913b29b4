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
        # (offset, is a replacement, sequence, length, text): sorted as tuples,
        # insertions at an offset before a replacement there, each in the order added
        self._edits: list[tuple[int, bool, int, int, bytes]] = []
        # _ordered's last answer, and how many edits it holds: a later call sorts
        # only what came since into it (the emitter reads the edits before the last ones).
        self._checked: list[tuple[int, bool, int, int, bytes]] = []

    def insert(self, offset: int, text: str | bytes) -> None:
        self.replace(offset, 0, text)

    def replace(self, offset: int, length: int, text: str | bytes) -> None:
        if isinstance(text, str):
            # surrogateescape: paths and spec code keep their original bytes.
            text = text.encode("utf-8", errors="surrogateescape")
        if offset < 0 or length < 0 or offset + length > self.size:
            raise EditConflict(f"edit [{offset}, {offset + length}) outside 0..{self.size}")
        self._edits.append((offset, length > 0, len(self._edits), length, text))

    def __len__(self) -> int:
        return len(self._edits)

    def _ordered(self) -> list[tuple[int, bool, int, int, bytes]]:
        if len(self._checked) == len(self._edits):
            return self._checked
        # (each edit's sequence number makes it unique: the same order as sorting them all)
        edits = sorted(self._checked + self._edits[len(self._checked):])
        for before, after in zip(edits, edits[1:]):
            # Replacements must not overlap each other; an insertion may sit at
            # either end of a replacement, but never strictly inside it.
            if after[0] < before[0] + before[3]:
                raise EditConflict(f"overlapping edits at bytes {before[0]} and {after[0]}")
        self._checked = edits
        return edits

    def sorted(self) -> list[Edit]:
        # At one offset, insertions go before a replacement that starts there.
        return [Edit(offset, length, text) for offset, _, _, length, text in self._ordered()]

    def texts(self) -> list[tuple[int, bytes]]:
        """(offset, text) of each edit, in order."""
        return [(offset, text) for offset, _, _, _, text in self._ordered()]

    def apply(self, source: bytes) -> bytes:
        if len(source) != self.size:
            raise EditConflict("edits were made for a different source")
        out = []
        pos = 0
        for offset, _, _, length, text in self._ordered():
            out.append(source[pos:offset])
            out.append(text)
            pos = offset + length
        out.append(source[pos:])
        return b"".join(out)
