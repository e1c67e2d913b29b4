"""Name patterns of the spec language.

Wildcards follow the paper: `#` matches any text in routine patterns (since `*`
is part of C/C++ signatures), `*` in file patterns, and `?` one character in
both. Matching is anchored. A pattern written `regex:...` is a Python regular
expression instead, searched (unanchored) in the subject; it cannot be mistaken
for a wildcard because no routine or file name starts with `regex:` followed by
anything but a second colon.
"""
from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

REGEX_PREFIX = "regex:"

# Whitespace only matters between two word characters ("unsigned int"), so
# `int add(int,int)` and `int add(int, int)` compare equal.
_SPACE_RUN = re.compile(r"\s+")


def normalize_signature(text: str) -> str:
    text = text.strip()

    def keep_if_needed(m: re.Match[str]) -> str:
        start, end = m.start(), m.end()
        before = text[start - 1] if start > 0 else ""
        after = text[end] if end < len(text) else ""
        return " " if (before.isalnum() or before in "_#?") and (after.isalnum() or after in "_#?") else ""

    return _SPACE_RUN.sub(keep_if_needed, text)


# TAU's PDT-based instrumentor names routines as `int add(int, int) C` (C
# routines carry a language tag) and its profiles add the location,
# `int add(int, int) C [{add.c} {3,1}-{5,1}]`. Select files written from those
# names keep working: the location and the tag are dropped before matching.
# The tag is only taken for a tag where it follows what ends a signature (`)`,
# a qualifier, `&`) or a wildcard, so a conversion operator `X::operator C`
# stays what it is.
_PDT_LOCATION = re.compile(r"\s*\[\{[^{}]*\}(?:\s*\{[^{}]*\}(?:\s*-\s*\{[^{}]*\})?)?\]\s*$")
_PDT_TAG = re.compile(r"(?:(?<=[)#?&])|(?<=\bconst)|(?<=\bvolatile)|(?<=\bnoexcept))\s+(?:C\+\+|C)\s*$")


def strip_pdt_decorations(text: str) -> str:
    """`int add(int, int) C [{add.c} {3,1}-{5,1}]` -> `int add(int, int)`."""
    text = _PDT_LOCATION.sub("", text)
    return _PDT_TAG.sub("", text)


def is_regex(pattern: str) -> bool:
    return pattern.startswith(REGEX_PREFIX) and not pattern.startswith(REGEX_PREFIX + ":")


# A blank kept in a normalized routine pattern sits next to a wildcard
# (`# dup(#)`): it stands for a word boundary, which in a normalized signature
# is a blank between two word characters or nothing after `*`, `&`, `>` ...
_BLANK = r"(?: |(?<![A-Za-z0-9_]))"


def _wildcard_regex(pattern: str, any_text: str) -> re.Pattern[str]:
    parts = []
    for ch in pattern:
        if ch == any_text:
            parts.append(".*")
        elif ch == "?":
            parts.append(".")
        elif ch == " " and any_text == "#":
            parts.append(_BLANK)
        else:
            parts.append(re.escape(ch))
    return re.compile("".join(parts), re.DOTALL)


def _compile(pattern: str, wildcard_form: str, any_text: str) -> re.Pattern[str]:
    if is_regex(pattern):
        return re.compile(pattern[len(REGEX_PREFIX):])
    return _wildcard_regex(wildcard_form, any_text)


@dataclass(frozen=True)
class RoutinePattern:
    """Matches a routine by bare name, qualified name or full signature."""

    text: str
    where: str = field(default="", compare=False)  # "select.txt:4", for messages
    # derived from text in __post_init__
    _compiled: re.Pattern[str] = field(init=False, repr=False, compare=False)
    _compiled_nocase: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        compiled = _compile(self.text, normalize_signature(strip_pdt_decorations(self.text)), "#")
        object.__setattr__(self, "_compiled", compiled)
        # Fortran names are case-insensitive.
        object.__setattr__(self, "_compiled_nocase", re.compile(compiled.pattern, compiled.flags | re.I))

    @property
    def matches_everything(self) -> bool:
        return self.text == "#"

    def matches(self, names: Sequence[str], ignore_case: bool = False) -> bool:
        """`names` is (bare, qualified, signature) of one routine."""
        if self.matches_everything:
            return True
        compiled = self._compiled_nocase if ignore_case else self._compiled
        if is_regex(self.text):
            # A regex sees the full signature only, so negations such as
            # `regex:^(?!int main\()` ("everything but main") mean what they say.
            return compiled.search(names[-1]) is not None
        return any(compiled.fullmatch(normalize_signature(n)) for n in names if n)


@dataclass(frozen=True)
class FilePattern:
    """Matches the path as given; a pattern without `/` matches the basename."""

    text: str
    where: str = field(default="", compare=False)  # "select.txt:4", for messages
    _compiled: re.Pattern[str] = field(init=False, repr=False, compare=False)  # derived from text

    def __post_init__(self) -> None:
        object.__setattr__(self, "_compiled", _compile(self.text, self.text, "*"))

    def matches(self, path: str) -> bool:
        if self.text == "*":
            return True
        if is_regex(self.text):
            return self._compiled.search(path) is not None
        subject = path if "/" in self.text else os.path.basename(path)
        return self._compiled.fullmatch(subject) is not None


def validate_regex(pattern: str) -> str | None:
    """Returns an error message for a malformed `regex:` pattern, else None."""
    if not is_regex(pattern):
        return None
    try:
        re.compile(pattern[len(REGEX_PREFIX):])
    except re.error as exc:
        return f"invalid regular expression '{pattern[len(REGEX_PREFIX):]}': {exc}"
    return None


OPERATOR = "operator "


def callee_names(callee: str) -> tuple[str, str, str]:
    """(bare, qualified, signature) of a call region's callee, as patterns
    match routines: a C++ new or delete expression calls `operator new[]`
    and the like, which `new[]` (its bare name) and `operator#` both match."""
    bare = callee[len(OPERATOR):] if callee.startswith(OPERATOR) else callee
    return bare, callee, callee
