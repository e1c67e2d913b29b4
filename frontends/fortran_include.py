"""What a Fortran INCLUDE line brings: declarations, executable statements,
or both, read from the included file as gfortran finds it (the source
file's directory, then the -I directories in order, for nested INCLUDEs
too). srcinst needs it to place entry code: an INCLUDE of statements is
the first executable statement.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from . import fortran_scan
from .fortran_source import FortranSource, Statement

_INCLUDE = re.compile(r"INCLUDE(['\"])(.*)\1")
_MAX_DEPTH = 16

# What an included file holds
SPEC, EXEC, MIXED, UNKNOWN = "declarations", "statements", "declarations then statements", "unknown"


@dataclass
class Included:
    kind: str                   # SPEC, EXEC, MIXED or UNKNOWN
    returns: bool = False       # a RETURN or ENTRY among its statements
    stops: bool = False         # a STOP, ERROR STOP or abort call (CALL EXIT) among them
    why: str = ""               # for UNKNOWN: what went wrong
    units: bool = False         # it holds program units or a CONTAINS (the body ends in it)
    files: list[str] = field(default_factory=list)  # the files read


def included_name(stmt: Statement) -> str | None:
    """The file an INCLUDE line names, else None."""
    text = stmt.text
    if "'" not in text and '"' not in text or "INCLUDE" not in re.sub(r"\s", "", text[:24]).upper():
        return None  # (cheap: most statements are not INCLUDE lines)
    m = _INCLUDE.fullmatch(stmt.squeezed()[0])
    return m.group(2).replace(m.group(1) * 2, m.group(1)) if m else None


def include_dirs(path: str, args) -> list[str]:
    """Where gfortran looks for an INCLUDE of the file at path compiled with
    args (-Idir or -I dir; relative to the current directory)."""
    return [os.path.dirname(os.path.abspath(path))] + [os.path.abspath(d) for d in minus_i(args)]


def minus_i(args) -> list[str]:
    """The -Idir and -I dir directories of args, as spelled."""
    dirs = []
    it = iter(args)
    for arg in it:
        if arg == "-I":
            arg = "-I" + next(it, "")
        if arg.startswith("-I") and len(arg) > 2:
            dirs.append(arg[2:])
    return dirs


def find(name: str, dirs: list[str]) -> str | None:
    if os.path.isabs(name):
        return name if os.path.isfile(name) else None
    for directory in dirs:
        candidate = os.path.join(directory, name)
        if os.path.isfile(candidate):
            return candidate
    return None


def read(name: str, dirs: list[str], fixed: bool, fixed_limit: int, depth: int = 0,
         abort_calls=("EXIT", "ABORT")) -> Included:
    """What the file INCLUDE `name` brings (read in the including file's form);
    abort_calls: the names of subroutines that end the program."""
    path = find(name, dirs)
    if path is None:
        return Included(UNKNOWN, why=f"not found in {', '.join(dirs)}")
    if depth > _MAX_DEPTH:
        return Included(UNKNOWN, why="nested too deeply")
    try:
        with open(path, "rb") as handle:
            text = handle.read().decode("latin-1")
    except OSError as exc:
        return Included(UNKNOWN, why=f"cannot be read ({exc.strerror})")
    out = Included(SPEC, files=[path])
    if any(line.startswith("#") for line in text.split("\n")):
        out.kind, out.why = UNKNOWN, "holds preprocessor lines"
        return out
    src = FortranSource(text, fixed, fixed_limit)
    scanner = fortran_scan.Scanner(src, fixed)
    seen_spec = seen_exec = False
    for stmt in src.statements:
        nested = included_name(stmt)
        if nested is not None:
            inner = read(nested, dirs, fixed, fixed_limit, depth + 1, abort_calls)
            out.files += inner.files
            out.returns |= inner.returns
            out.stops |= inner.stops
            if inner.kind == UNKNOWN:
                out.kind, out.why, out.units = UNKNOWN, f"includes '{nested}', which is {inner.why}", inner.units
                return out
            if inner.kind == MIXED:
                if seen_exec:
                    out.kind, out.why = UNKNOWN, "holds a declaration after a statement"
                    return out
                seen_exec = seen_spec = True
                continue
            role: str | None = fortran_scan.SPEC if inner.kind == SPEC else fortran_scan.EXEC
        else:
            try:
                s = scanner.classify(stmt)
            except fortran_scan.Unsure as why:
                out.kind, out.why = UNKNOWN, f"not read for sure ({why}) at line {stmt.first_line}"
                return out
            if s.kind in ("header", "end_unit", "contains", "separate"):
                out.kind, out.why, out.units = UNKNOWN, "holds program units", True
                return out
            role = s.role
            node = s.node
            if node is not None and node.kind == "If_Stmt":
                action = node.items[1]  # the statement it runs
                node = action if isinstance(action, fortran_scan.Node) else None
            if node is not None and node.kind in ("Return_Stmt", "Entry_Stmt"):
                out.returns = True
            elif node is not None and (node.kind in ("Stop_Stmt", "Error_Stop_Stmt") or node.kind == "Call_Stmt"
                                       and str(node.items[0]).upper() in abort_calls):
                out.stops = True
            if role == fortran_scan.EXEC and s.node is not None and s.node.kind == "Assignment_Stmt" \
                    and s.node.lhs is not None:
                role = fortran_scan.BOTH  # may be a statement function (as in fortran_parse)
        if role == fortran_scan.EXEC:
            seen_exec = True
        elif role == fortran_scan.SPEC:
            if seen_exec:
                out.kind, out.why = UNKNOWN, "holds a declaration after a statement"
                return out
            seen_spec = True
    if seen_exec:
        out.kind = MIXED if seen_spec else EXEC
    return out
