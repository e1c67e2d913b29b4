"""Front ends that run the real compiler: ccache, sccache, distcc, icecc.

They come before the compiler (`distcc gcc -c x.c`), one before another
(`ccache distcc gcc`: ccache's cache in front of distcc's distribution), with
the compiler left out (`distcc -c x.c` runs cc), or installed under the
compiler's own name in a masquerade directory (/usr/lib/distcc/gcc is a link
to distcc, which then runs the next gcc on PATH). The wrapper keeps the front
ends in the commands it runs, and needs the compiler behind them: the parse
must see that compiler's headers and macros, the trace runtime is built with
it, and a check that only reads the source (-fsyntax-only) runs on it alone
(distcc would send that away and write an empty object).
"""
from __future__ import annotations

import os
import shutil

LAUNCHERS = frozenset({"ccache", "sccache", "distcc", "icecc"})

# What a front end runs when no compiler is named after it (distcc's rule:
# the next word is an option, a source or an object file).
IMPLICIT_COMPILER = {"distcc": "cc"}
_DISTCC_INPUTS = {".i", ".ii", ".c", ".cc", ".cpp", ".cxx", ".cp", ".c++", ".C", ".m", ".mm", ".mi", ".mii",
                  ".M", ".o"}


def split_driver(command: list[str]) -> tuple[list[str], list[str], str]:
    """(front ends + compiler, arguments, the compiler behind them):
    `ccache distcc gcc -c x.c` -> ([ccache, distcc, gcc], [-c, x.c], gcc);
    `distcc -c x.c` -> ([distcc], [-c, x.c], cc)."""
    at = 0
    while os.path.basename(command[at]) in LAUNCHERS and at + 1 < len(command):
        implicit = IMPLICIT_COMPILER.get(os.path.basename(command[at]))
        following = command[at + 1]
        if implicit and (following.startswith("-") or os.path.splitext(following)[1] in _DISTCC_INPUTS):
            return command[:at + 1], command[at + 1:], implicit
        at += 1
    return command[:at + 1], command[at + 1:], compiler_behind(command[at])


def compiler_behind(name: str) -> str:
    """`name` itself, or for a front end's masquerade link the compiler it
    runs: the first file of that name on PATH that is not such a link (so
    gcc's upgrade, not distcc's, is what changes the compiler)."""
    found = shutil.which(name)
    if found is None or os.path.basename(name) in LAUNCHERS or _launcher_of(found) is None:
        return name
    for directory in os.environ.get("PATH", os.defpath).split(os.pathsep):
        candidate = os.path.join(directory or ".", os.path.basename(name))
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK) and _launcher_of(candidate) is None:
            return candidate
    return name  # no compiler of that name besides the link: ask the link


def _launcher_of(path: str) -> str | None:
    real = os.path.basename(os.path.realpath(path))
    return real if real in LAUNCHERS else None
