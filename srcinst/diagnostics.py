"""GCC-style messages: `file:line:col: severity: text`.

Every user-facing problem is a Diagnostic. Errors travel as SrcinstError so the
CLI can print them and exit with the right status without a traceback.
"""
from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

# A physical line -> the (path, line) a file's own line markers give it.
Locator = Callable[[int], tuple[str, int]]


class Stream(Protocol):
    """Where a Reporter prints: a text file, or anything that takes text."""

    def write(self, text: str, /) -> object: ...


@dataclass(frozen=True)
class Diagnostic:
    severity: str  # "error", "warning" or "note"
    message: str
    path: str | None = None
    line: int | None = None
    col: int | None = None

    def __str__(self) -> str:
        where = ""
        if self.path:
            where = self.path
            if self.line:
                where += f":{self.line}"
                if self.col:
                    where += f":{self.col}"
            where += ": "
        return f"{where}{self.severity}: {self.message}"


class SrcinstError(Exception):
    """A failure reported to the user; `status` is the process exit status."""

    def __init__(self, diagnostics: Diagnostic | Iterable[Diagnostic], status: int = 1):
        if isinstance(diagnostics, Diagnostic):
            diagnostics = [diagnostics]
        self.diagnostics = list(diagnostics)
        self.status = status
        super().__init__("\n".join(map(str, self.diagnostics)))


def relocated(diag: Diagnostic, locate: Locator | None) -> Diagnostic:
    """`diag` at the place `locate` (physical line -> (path, line)) gives."""
    if locate is None or not diag.line:
        return diag
    path, line = locate(diag.line)
    return Diagnostic(diag.severity, diag.message, path, line, diag.col)


def error(message: str, path: str | None = None, line: int | None = None, col: int | None = None,
          status: int = 1) -> SrcinstError:
    return SrcinstError(Diagnostic("error", message, path, line, col), status)


class Reporter:
    """Collects warnings and notes; prints them as they come."""

    def __init__(self, stream: Stream | None = None, verbose: bool = False):
        self.stream: Stream = stream if stream is not None else sys.stderr
        self.verbose = verbose
        self.emitted: list[Diagnostic] = []
        self.counts: dict[str, int] = {}  # e.g. "routines": routines given code
        self._locators: dict[str | None, Locator] = {}  # path -> its line markers' (path, line) for a physical line

    def follow(self, path: str, locate: Locator) -> None:
        """Messages on `path` name the file and line its own line markers
        give (bison's `#line`, a build's preprocessed copy): `locate` maps a
        physical line to (path, line)."""
        self._locators[path] = locate

    def count(self, what: str, n: int = 1) -> None:
        self.counts[what] = self.counts.get(what, 0) + n

    def report(self, diag: Diagnostic) -> None:
        diag = relocated(diag, self._locators.get(diag.path))
        self.emitted.append(diag)
        if diag.severity == "note" and not self.verbose:
            return
        print(diag, file=self.stream)

    def warning(self, message: str, path: str | None = None, line: int | None = None, col: int | None = None) -> None:
        self.report(Diagnostic("warning", message, path, line, col))

    def note(self, message: str, path: str | None = None, line: int | None = None, col: int | None = None) -> None:
        self.report(Diagnostic("note", message, path, line, col))
