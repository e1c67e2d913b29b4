"""GCC-style messages: `file:line:col: severity: text`.

Every user-facing problem is a Diagnostic. Errors travel as SrcinstError so the
CLI can print them and exit with the right status without a traceback.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class Diagnostic:
    severity: str  # "error", "warning" or "note"
    message: str
    path: Optional[str] = None
    line: Optional[int] = None
    col: Optional[int] = None

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

    def __init__(self, diagnostics, status: int = 1):
        if isinstance(diagnostics, Diagnostic):
            diagnostics = [diagnostics]
        self.diagnostics = list(diagnostics)
        self.status = status
        super().__init__("\n".join(map(str, self.diagnostics)))


def error(message, path=None, line=None, col=None, status=1) -> SrcinstError:
    return SrcinstError(Diagnostic("error", message, path, line, col), status)


class Reporter:
    """Collects warnings and notes; prints them as they come."""

    def __init__(self, stream=None, verbose: bool = False):
        self.stream = stream if stream is not None else sys.stderr
        self.verbose = verbose
        self.emitted: list[Diagnostic] = []
        self.counts: dict = {}  # e.g. "routines": routines given code

    def count(self, what: str, n: int = 1) -> None:
        self.counts[what] = self.counts.get(what, 0) + n

    def report(self, diag: Diagnostic) -> None:
        self.emitted.append(diag)
        if diag.severity == "note" and not self.verbose:
            return
        print(diag, file=self.stream)

    def warning(self, message, path=None, line=None, col=None) -> None:
        self.report(Diagnostic("warning", message, path, line, col))

    def note(self, message, path=None, line=None, col=None) -> None:
        self.report(Diagnostic("note", message, path, line, col))
