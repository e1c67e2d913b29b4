"""What frontends report and what the engine hands back to them.

Frontends know syntax and produce a SourceUnit of Routines with their sites,
and inside them Regions (loops, marked ranges, calls) with theirs. The engine knows rules and
produces a FilePlan: the code (keywords already substituted) for each site.
The frontend then turns the plan into edits.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Position:
    offset: int  # byte offset in the original source
    line: int    # 1-based
    col: int     # 1-based, in bytes


@dataclass(frozen=True)
class Metrics:
    """A routine's structure, for selection by structure and for --list.
    Frontends fill it when asked (it costs a walk of every body)."""
    cc: int = 1             # cyclomatic complexity: decision points + 1
    lines: int = 0          # lines of code in the body (not blank, not only comments)
    statements: int = 0
    loops: int = 0          # loop statements
    call_sites: int = 0
    callees: tuple[str, ...] = ()  # names of the routines called directly, sorted, unique
    properties: frozenset[str] = frozenset()  # inline static template header constructor destructor operator


@dataclass(frozen=True)
class LoopMetrics(Metrics):
    """A loop region's structure, for select rules of loops and --list: the
    Metrics of the code inside it (cc: its decision points + 1; loops: those
    nested in it; not the loop itself) and its trip structure."""
    form: str = "for"         # C, C++: for while do range forever; Fortran: do dowhile concurrent forever
    trips: int | None = None  # how often its body runs, when the header says so with constants


@dataclass
class Site:
    # "return", "end" (falling off the end of the body, or a region's end),
    # "abort", or for regions "jump" (goto, Fortran EXIT/CYCLE/GOTO out of it)
    kind: str
    pos: Position
    data: Any = None  # frontend-private


# OpenMP constructs (region kind "omp"), by the names @CONSTRUCT@ gives them
# and `construct=` chooses: C/C++ spelling, Fortran `do`/`workshare` forms.
# An implicit barrier is a region of its own, at the end of its construct.
OMP_CONSTRUCTS = ("parallel", "for", "do", "parallel for", "parallel do", "sections", "section",
                  "parallel sections", "single", "master", "masked", "critical", "atomic", "barrier",
                  "implicit barrier", "task", "taskwait", "ordered", "flush", "workshare", "parallel workshare")


@dataclass(frozen=True)
class OmpConstruct:
    """What an OpenMP region is (Region.omp): the frontend fills it."""
    construct: str        # one of OMP_CONSTRUCTS (@CONSTRUCT@)
    name: str = ""        # a critical's name, "" for none (@OMP_NAME@)
    owner: int = 0        # @OMP_ID@: the number of the construct a `section` or an implicit barrier
    #                       belongs to (its sections, or the construct that ends in it); else its own
    if_clause: str = "1"  # the if() clause's expression as written, "1" without one (@OMP_IF@)
    # the num_threads() clause's expression, without one the default team size (@OMP_NUM_THREADS@)
    num_threads: str = "omp_get_max_threads()"
    # Inside positions (begin/end rule code) exist for constructs with a structured block
    # of their own: not for loops (for/do), sections, atomic, or the standalone directives.
    has_block: bool = True


@dataclass
class Region:
    """A part of a routine's body that gets code of its own: a loop. It is
    entered at `begin` and left at each of its `exits`: its end, and every
    return, goto or Fortran EXIT/CYCLE that leaves it (a return inside it is
    also one of the routine's exits; its region exit code runs first)."""
    kind: str        # "loop", "timer", "phase", "call", "omp"
    name: str        # as TAU names loops: `Loop: int f(int) [{a.c} {3,5}-{7,5}]`
    begin: Position  # its first byte (the loop's keyword, label or construct name)
    end: Position    # its last byte
    level: int       # how deeply it nests among the routine's regions of its kind (1: outermost)
    number: int      # unique among the file's regions, from 1 (@ID@)
    exits: list[Site] = field(default_factory=list)
    skip: str | None = None  # why this region must not get code
    metrics: LoopMetrics | None = None  # a loop's, filled when the options ask for metrics
    omp: OmpConstruct | None = None  # an OpenMP construct's (kind "omp")
    data: Any = None


def omp_region_name(construct: str, path: str, line: int, name: str = "") -> str:
    """An OpenMP region's name, as Score-P names them: `!$omp parallel @a.c:6`,
    `!$omp critical (upd) @a.c:11`."""
    return f"!$omp {construct}{f' ({name})' if name else ''} @{path}:{line}"


def loop_name(signature: str, path: str, begin: Position, last: Position) -> str:
    """A loop region's name, as TAU names its loop timers (both frontends):
    `Loop: int f(int) [{a.c} {3,5}-{7,5}]`."""
    return f"Loop: {signature} [{{{path}}} {{{begin.line},{begin.col}}}-{{{last.line},{last.col}}}]"


@dataclass
class Routine:
    name: str        # bare name: `f`
    qualified: str   # `ns::Cls::f`
    signature: str   # `int ns::Cls::f(int) const`
    lang: str        # "c", "c++" or "fortran"
    body_begin: Position
    body_end: Position
    exits: list[Site] = field(default_factory=list)
    aborts: list[Site] = field(default_factory=list)
    is_main: bool = False
    argc: str | None = None  # name of main's argc, or of a variable the frontend synthesizes
    argv: str | None = None
    rtti: str | None = None  # run-time name expression in templates (C++)
    skip: str | None = None  # why this routine must not be instrumented
    alt_entries: list[Site] = field(default_factory=list)  # Sites of Fortran ENTRY statements
    metrics: Metrics | None = None  # filled when the options ask for it
    regions: list[Region] = field(default_factory=list)  # in source order (outer before inner)
    data: Any = None

    @property
    def names(self) -> tuple[str, str, str]:
        return (self.name, self.qualified, self.signature)

    @property
    def ignore_case(self) -> bool:
        return self.lang == "fortran"


@dataclass
class SourceUnit:
    path: str          # the path as the user gave it
    lang: str
    source: bytes
    routines: list[Routine] = field(default_factory=list)
    data: Any = None
    # (path, line) a physical line stands for, when the source carries its own
    # line markers (generated code); None: the physical place.
    locate: Callable[[int], tuple[str, int]] | None = None
    # The line where a file rule for line N puts its code (frontends know the
    # file's preamble: code never lands before its feature-test macros and
    # first includes); None: line N itself.
    place_line: Callable[[int], int] | None = None
    # (message, line) where that place is not where the file's configuration
    # holds (said when a file rule's code goes there); None: it is.
    place_warning: tuple[str, int] | None = None
    # The files the parse read besides the source (headers, included
    # files), for the result cache; None: not known, so never cached.
    dependencies: list[str] | None = None

    def placed(self, line: int, literal: bool = False) -> int:
        return line if literal or self.place_line is None else self.place_line(line)

    def location(self, line: int) -> tuple[str, int]:
        return self.locate(line) if self.locate else (self.path, line)


@dataclass
class RegionPlan:
    region: Region
    decl: str = ""
    entry: str = ""
    exits: list[str] = field(default_factory=list)  # code per region.exits[i]
    # OpenMP constructs: inside the structured block, at its start and its end
    begin: str = ""
    end: str = ""

    @property
    def is_empty(self) -> bool:
        return not (self.decl or self.entry or any(self.exits) or self.begin or self.end)


@dataclass
class RoutinePlan:
    routine: Routine
    decl: str = ""
    init: str = ""
    entry: str = ""
    exits: list[str] = field(default_factory=list)   # code per routine.exits[i] ("" for none)
    aborts: list[str] = field(default_factory=list)  # code per routine.aborts[i]
    alt_entries: list[str] = field(default_factory=list)  # entry code per routine.alt_entries[i]
    regions: list[RegionPlan] = field(default_factory=list)  # of its regions that get code, in order

    @property
    def wants_exit(self) -> bool:
        return any(self.exits)

    @property
    def own_code(self) -> bool:
        """The routine itself gets code (not only its regions)."""
        return bool(self.decl or self.init or self.entry or any(self.exits) or any(self.aborts))

    @property
    def is_empty(self) -> bool:
        return not self.own_code and not self.regions


@dataclass
class FilePlan:
    unit: SourceUnit
    line_inserts: list[tuple[int, str]] = field(default_factory=list)  # (line, code) in spec order
    routines: list[RoutinePlan] = field(default_factory=list)  # non-empty only
    # The spec's `openmp NAME` statement: how the emitters rewrite OpenMP
    # directives besides placing rule code ("pomp2": OPARI2's POMP2 clauses,
    # handles and init function); None: directives stay as written.
    openmp: str | None = None

    @property
    def is_empty(self) -> bool:
        return not self.line_inserts and not self.routines
