"""Exclude-list entries for regions inside routines: loops and call sites.

`srcinst report --exclude-list` names, besides routines, the loops and calls
too cheap to measure, in TAU's BEGIN_EXCLUDE_LIST:

    Loop: int sum(int) [{a.c} {3,5}-{4,23}]     one loop: its TAU timer name
    Call: strlen                                the calls of strlen, everywhere

Only entries written for regions apply to them: a loop entry starts with
`Loop:` (as every loop's name does), a call entry with `Call:`, and a
`regex:` entry applies when its expression starts with `^Loop:` or `^Call:`.
So a routine entry (`#`, `#sum#`, `regex:^(?!int main\\()`) never takes a
loop or a call (a routine excluded takes its regions with it anyway), and
no region entry matches a routine: no routine's names start with `Loop: `
or `Call: `. In a loop entry `#` and `?` are TAU's wildcards; the rest of
the name is compared as it is (no signature normalising, no dropping of
the `[{file} {line,col}-{line,col}]` part, which is what tells loops apart).
A call entry's pattern is a routine pattern matched against the callee's name.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from srcinst.patterns import REGEX_PREFIX, RoutinePattern, is_regex

LOOP_ENTRY = "Loop:"
CALL_ENTRY = "Call:"
_PREFIX = {"loop": LOOP_ENTRY, "call": CALL_ENTRY}


def call_entry(callee: str) -> str:
    """The exclude-list line for the calls of `callee`."""
    return f"{CALL_ENTRY} {callee}"


@lru_cache(maxsize=256)
def _wildcards(text: str, ignore_case: bool) -> re.Pattern[str]:
    pieces = {"#": ".*", "?": "."}
    return re.compile("".join(pieces.get(c, re.escape(c)) for c in text), re.I if ignore_case else 0)


@lru_cache(maxsize=256)
def _regex(body: str, ignore_case: bool) -> re.Pattern[str]:
    return re.compile(body, re.I if ignore_case else 0)


@lru_cache(maxsize=256)
def _callee(text: str) -> RoutinePattern:
    return RoutinePattern(text)


def _entry_matches(text: str, kind: str, name: str, ignore_case: bool) -> bool:
    prefix = _PREFIX.get(kind)
    if prefix is None:
        return False  # timers and phases: the user marked them by hand
    subject = name if kind == "loop" else f"{CALL_ENTRY} {name}"
    if is_regex(text):
        body = text[len(REGEX_PREFIX):]
        return body.startswith("^" + prefix) and _regex(body, ignore_case).search(subject) is not None
    if not text.startswith(prefix):
        return False
    if kind == "loop":
        return _wildcards(text, ignore_case).fullmatch(name) is not None
    callee = text[len(prefix):].strip()
    return bool(callee) and _callee(callee).matches((name, name, name), ignore_case)


def region_exclusion(entries: Iterable[RoutinePattern], kind: str, name: str,
                     ignore_case: bool = False) -> RoutinePattern | None:
    """The first exclude-list entry that takes the region (`kind`, `name`), else None."""
    for entry in entries:
        if _entry_matches(entry.text, kind, name, ignore_case):
            return entry
    return None
