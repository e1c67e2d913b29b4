"""Call graphs for `reaches("PAT")`.

A graph maps a routine (its qualified name: `f`, `ns::Cls::f`, `heat::step`)
to the names it calls directly (C bare, C++ qualified, Fortran lower case).
Within a file, the engine builds it from the routines' metrics. Across files,
`srcinst --record-calls GRAPH.json FILES...` writes it as JSON,
`{"caller": ["callee", ...], ...}`, and `--callgraph GRAPH.json` (or
`callgraph="GRAPH.json"` in a select file) adds its edges.

A callee name leads to every routine of that name: the qualified name, else
its last component (`step` -> `heat::step`), else the same, ignoring case
(Fortran). Overloads and same-named static functions of different files are
merged, so a path is found whenever one may exist (calls through pointers and
virtual calls are not seen).
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from srcinst.diagnostics import error
from srcinst.output import read_json, write_atomically

if TYPE_CHECKING:
    from srcinst.model import SourceUnit
    from srcinst.patterns import RoutinePattern

# name -> the routines it may stand for
_Index = dict[str, set[str]]


def _bare(name: str) -> str:
    return name.rsplit("::", 1)[-1]


class CallGraph:
    def __init__(self, edges: Mapping[str, Iterable[str]] | None = None):
        self.edges: dict[str, set[str]] = {}
        self._index: tuple[_Index, _Index, _Index] | None = None
        self._reaching: dict[tuple[str, bool], frozenset[str]] = {}
        for caller, callees in (edges or {}).items():
            self.add(caller, callees)

    def __len__(self) -> int:
        return len(self.edges)

    def add(self, caller: str, callees: Iterable[str]) -> None:
        self.edges.setdefault(caller, set()).update(callees)
        self._index = None
        self._reaching = {}

    def update(self, other: CallGraph) -> None:
        for caller, callees in other.edges.items():
            self.add(caller, callees)

    def copy(self) -> CallGraph:
        return CallGraph(self.edges)

    # -- queries

    def resolve(self, name: str) -> Iterable[str]:
        """The routines of the graph that a call of `name` may reach."""
        if self._index is None:
            exact: _Index = {}
            bare: _Index = {}
            folded: _Index = {}
            for key in self.edges:
                exact.setdefault(key, set()).add(key)
                bare.setdefault(_bare(key), set()).add(key)
                folded.setdefault(key.lower(), set()).add(key)
                folded.setdefault(_bare(key).lower(), set()).add(key)
            self._index = (exact, bare, folded)
        exact, bare, folded = self._index
        return exact.get(name) or bare.get(name) or folded.get(name.lower()) or ()

    def callee_matches(self, callee: str, pattern: RoutinePattern, ignore_case: bool = False) -> bool:
        """Whether `pattern` matches a call of `callee`: its name as written
        (bare, or qualified in C++), or a routine of the graph it may reach
        (`step` -> `heat::step`, so that a pattern may qualify the name)."""
        from srcinst.select.selection import callee_names
        if pattern.matches(callee_names(callee), ignore_case):
            return True
        return any(pattern.matches(callee_names(target), ignore_case) for target in self.resolve(callee))

    def reaching(self, pattern: RoutinePattern, ignore_case: bool = False) -> frozenset[str]:
        """The routines from which a chain of calls leads to a callee that
        `pattern` (a RoutinePattern) matches."""
        key = (pattern.text, ignore_case)
        cached = self._reaching.get(key)
        if cached is not None:
            return cached
        callers_of: dict[str, set[str]] = {}
        found = set()
        for caller, callees in self.edges.items():
            for callee in callees:
                if caller not in found and self.callee_matches(callee, pattern, ignore_case):
                    found.add(caller)
                for target in self.resolve(callee):
                    callers_of.setdefault(target, set()).add(caller)
        queue = list(found)
        while queue:
            for caller in callers_of.get(queue.pop(), ()):
                if caller not in found:
                    found.add(caller)
                    queue.append(caller)
        result = frozenset(found)
        self._reaching[key] = result
        return result

    def reaches(self, routine: str, pattern: RoutinePattern, ignore_case: bool = False) -> bool:
        return routine in self.reaching(pattern, ignore_case)

    # -- files

    def to_json(self) -> str:
        return json.dumps({k: sorted(v) for k, v in sorted(self.edges.items())}, indent=1) + "\n"

    def write(self, path: str) -> None:
        directory = os.path.dirname(path)
        if directory:
            os.makedirs(directory, exist_ok=True)
        write_atomically(path, self.to_json().encode("utf-8", "surrogateescape"))

    @classmethod
    def load(cls, path: str) -> CallGraph:
        data = read_json(path, "cannot read call graph", f"write it with srcinst --record-calls {path} FILES...")
        if not isinstance(data, dict) or not all(
                isinstance(k, str) and isinstance(v, list) and all(isinstance(c, str) for c in v)
                for k, v in data.items()):
            raise error('not a call graph (expected {"caller": ["callee", ...], ...})', path, status=2)
        return cls(data)


def unit_graph(unit: SourceUnit) -> CallGraph:
    """The calls of one parsed file's routines (those with metrics)."""
    graph = CallGraph()
    for routine in unit.routines:
        if routine.metrics is not None:
            graph.add(routine.qualified, routine.metrics.callees)
    return graph
