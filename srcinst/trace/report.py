"""Reading srcinst's trace and profile files and turning them into a profile and a flame graph.

Inputs, one per process: a timeline (the runtime's Perfetto trace,
srcinst.trace.pftrace, or its Chrome Trace Event JSON, srcinst.trace.chrome_json)
or a flat profile (PREFIX.PID.profile.txt, srcinst.trace.profile_txt). INPUT_FORMATS says which reader takes a file;
a reader hands a process's calls to a TraceBuilder, per thread in end order
(callees right before their caller, as the runtime writes each call when it
ends), and the builder keeps them as compact columns.

From those columns, per thread, two passes over the calls give the flat
profile (calls, inclusive time with recursion counted once at the outermost
activation, exclusive time) and, when asked for, a third the call tree merged
by call path (calling contexts), which becomes the flame graph and folded
stacks. No object is made per call.

A timeline that dropped events (SRCINST_TRACE_MAX_EVENTS), or whose runtime
throttled cheap routines out of it (TAU's rule, SRCINST_TRACE_THROTTLE), has
incomplete totals; the runtime's profile of the same process has exact ones,
so when it lies beside the trace its rows stand for that process in the flat
profile. Throttled routines are named by the timeline's "throttled" instants
and the profile's (throttled) marks.

Times are integer nanoseconds internally: the runtime writes microseconds
with three decimals, and exact integers make nesting tests and sums free of
rounding surprises. Public fields named *_us are microseconds.
"""
from __future__ import annotations

import hashlib
import os
import re
from array import array
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Union

from srcinst.collector import collector_paused
from srcinst.diagnostics import Diagnostic, error
from srcinst.region_exclude import call_entry
from srcinst.trace import chrome_json, pftrace, profile_txt

END_RETURN = "return"
END_UNWOUND = "unwound"
END_OPEN_AT_EXIT = "open_at_exit"

RoutineKey = tuple[str, str, int]  # (name, file, line)
# What a row is: a routine, or a region the trace spec gave code inside one.
# Rows are keyed by (name, file, line) alone; the kind goes beside them
# (Trace.kinds), routines being the default.
ROUTINE, LOOP, TIMER, PHASE, CALL, MPI, OMP = "routine", "loop", "timer", "phase", "call", "mpi", "omp"
KINDS = (ROUTINE, LOOP, TIMER, PHASE, CALL, MPI, OMP)
# Accepted wherever a list of traces is expected: one Trace or several.
Traces = Union["Trace", Iterable["Trace"]]

# The instant where the runtime's throttle stopped a routine's timeline on a thread.
THROTTLED = "throttled"
# The runtime's MPI records, instants in its timelines (not exit sites).
MPI_RECORDS = frozenset({"MpiSend", "MpiRecv", "MpiCollectiveBegin", "MpiCollectiveEnd"})

KIND_TRACE = "trace"      # a timeline: calls with their times
KIND_PROFILE = "profile"  # the runtime's flat profile alone


# --------------------------------------------------------------------------
# Trace data


@dataclass(frozen=True)
class Call:
    """One routine call: a complete ("X") event."""

    name: str
    file: str
    line: int
    pid: int
    tid: int
    start_ns: int
    dur_ns: int
    end: str  # END_RETURN, END_UNWOUND or END_OPEN_AT_EXIT

    @property
    def start_us(self) -> float:
        return self.start_ns / 1000

    @property
    def dur_us(self) -> float:
        return self.dur_ns / 1000

    @property
    def end_ns(self) -> int:
        return self.start_ns + self.dur_ns

    @property
    def routine(self) -> RoutineKey:
        return (self.name, self.file, self.line)


@dataclass(frozen=True)
class Instant:
    """An instant ("i") event: the runtime marks abort() and exit() with these."""

    name: str
    pid: int
    tid: int
    ts_us: float
    routine: str
    file: str
    line: int


# Per routine: [calls, inclusive ns, exclusive ns, unwound, open at exit]
_CALLS, _INCLUSIVE, _EXCLUSIVE, _UNWOUND, _OPEN = range(5)
FlatRows = dict[RoutineKey, list[int]]


class _ThreadCalls:
    """One thread's calls as columns, in end order once the builder is done."""

    __slots__ = ("starts", "durs", "routines", "ends", "depths")

    def __init__(self):
        self.starts = array("q")
        self.durs = array("q")
        self.routines = array("l")
        self.ends: list[tuple[int, str]] = []  # (index, end) of the calls that did not return
        # Each call's depth on its thread's stack, where the input says it
        # (a Perfetto trace's begins and ends): nesting by it is exact where
        # times tie (a coarse clock). None: nest by time.
        self.depths: array | None = array("l")


@dataclass
class _Contexts:
    """A process's calls merged by call path; context 0 is the root above the threads."""

    parent: list[int] = field(default_factory=lambda: [-1])
    routine: list[int] = field(default_factory=lambda: [-1])
    calls: list[int] = field(default_factory=lambda: [0])
    total_ns: list[int] = field(default_factory=lambda: [0])
    self_ns: list[int] = field(default_factory=lambda: [0])
    first: list[tuple[int, int]] = field(default_factory=lambda: [(0, 0)])  # (thread, call): first seen


class Trace:
    """One input: a process's timeline (trace file) or its flat profile only.

    `profile` is the runtime's profile of the same process when one was found
    beside the trace or given with it; when the timeline dropped events, its
    rows stand for the process in the flat profile (see flat_rows).
    """

    def __init__(self, path: str, kind: str, other_data: dict, routines: list[RoutineKey],
                 threads: dict[tuple[int, int], _ThreadCalls], instants: list[Instant], flat: FlatRows,
                 kinds: dict[RoutineKey, str] | None = None, throttled: set[RoutineKey] | None = None):
        self.path = path
        self.throttled = throttled or set()  # routines the runtime's throttle kept out of the timeline
        self.kinds = kinds or {}  # the rows that are not routines: loops, timers, phases, calls
        self.kind = kind
        self.other_data = other_data
        self.routines = routines
        self._threads = threads
        self.instants = instants
        self.flat = flat
        self.profile: Trace | None = None
        self._contexts: _Contexts | None = None

    def __repr__(self) -> str:
        return f"Trace({self.path!r}, {self.kind})"

    @property
    def program(self) -> str:
        return str(self.other_data.get("program", ""))

    @property
    def pid(self) -> int:
        return _count(self.other_data.get("pid"))

    @property
    def rank(self) -> int | None:
        """The MPI rank the runtime named the process by, or None."""
        rank = self.other_data.get("rank")
        return rank if isinstance(rank, int) and not isinstance(rank, bool) and rank >= 0 else None

    @property
    def ranks(self) -> int:
        """The job's size as the process knew it, or 0."""
        return _count(self.other_data.get("ranks"))

    @property
    def dropped_events(self) -> int:
        return _count(self.other_data.get("dropped_events"))

    @property
    def throttled_events(self) -> int:
        """Calls the runtime's throttle kept out of the timeline (counted in its profile)."""
        return _count(self.other_data.get("throttled_events"))

    @property
    def incomplete(self) -> bool:
        """The timeline lacks calls that the runtime's profile counts."""
        return self.dropped_events > 0 or self.throttled_events > 0

    def throttled_routines(self) -> set[RoutineKey]:
        """Routines throttled on some thread: from the timeline's instants and the profile's marks."""
        keys = set(self.throttled) | {(i.routine, same_file(i.file), i.line) for i in self.instants
                                      if i.name == THROTTLED}
        return keys | (self.profile.throttled if self.profile is not None else set())

    @property
    def mismatched_exits(self) -> int:
        return _count(self.other_data.get("mismatched_exits"))

    @property
    def threads_busy_at_exit(self) -> int:
        return _count(self.other_data.get("threads_busy_at_exit"))

    @property
    def has_timeline(self) -> bool:
        return self.kind == KIND_TRACE

    @property
    def uses_profile(self) -> bool:
        """The flat rows come from the runtime's profile: the timeline dropped events."""
        return self.exact_profile is not None

    @property
    def exact_profile(self) -> Trace | None:
        """The runtime's profile where the flat rows come from it, else None."""
        return self.profile if self.incomplete else None

    @property
    def threads(self) -> int:
        """Threads that recorded at least one call (a profile says how many it counted)."""
        if self.exact_profile is not None:
            return self.exact_profile.threads
        if self.kind == KIND_PROFILE or (self.incomplete and "threads" in self.other_data):
            # A timeline that dropped events may have lost a thread's every
            # call: the runtime's count of threads holds.
            return _count(self.other_data.get("threads"))
        return sum(1 for calls in self._threads.values() if len(calls.routines))

    @property
    def call_count(self) -> int:
        return sum(row[_CALLS] for row in self.flat_rows().values())

    def flat_rows(self) -> FlatRows:
        return self.exact_profile.flat if self.exact_profile is not None else self.flat

    @property
    def calls(self) -> list[Call]:
        """The timeline's calls, thread by thread (by pid and tid), each in end order.

        Made on demand, an object per call: for tests and small traces.
        """
        calls = []
        for (pid, tid), thread in sorted(self._threads.items()):
            ends = dict(thread.ends)
            for index, (routine, start, dur) in enumerate(zip(thread.routines, thread.starts, thread.durs)):
                name, file, line = self.routines[routine]
                calls.append(Call(name, file, line, pid, tid, start, dur, ends.get(index) or END_RETURN))
        return calls

    def contexts(self) -> _Contexts:
        if self._contexts is None:
            self._contexts = _Contexts()
            with collector_paused():  # (millions of short-lived objects, no cycles)
                for order, key in enumerate(sorted(self._threads)):
                    _add_contexts(self._contexts, self._threads[key], order)
        return self._contexts


def _count(value) -> int:
    # otherData is informative; a missing or odd value counts as zero rather
    # than making the whole trace unreadable.
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return 0
    return int(value)


# --------------------------------------------------------------------------
# Building a trace


def same_file(path: str) -> str:
    """One spelling of a routine's file: @FILE@ is the path as the compiler got
    it (like __FILE__ and the compiler's messages), so one file may come as
    `src//a.c`, `./src/a.c` and `src/./a.c`; those name it as `src/a.c`. A
    `..` stays: through a link `a/b/..` need not be `a`."""
    if "/" not in path or path.startswith("<"):
        return path
    parts = [part for part in path.split("/") if part not in ("", ".")]
    lead = "/" if path.startswith("/") else ""
    return lead + "/".join(parts) if parts else path


def _printable(text: str) -> str:
    # JSON may spell lone surrogates ("\ud800"), which no output can encode.
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")


class TraceBuilder:
    """What a reader fills for one process: the seam for input formats.

    A reader calls, in any order (but each thread's calls in end order:
    every call after those it made, as a trace written at each call's end
    has them; a thread whose calls are not in that order is sorted by end):
      set_other_data(dict)      the process's totals, keys as the JSON
                                trace's otherData (pid, program,
                                dropped_events, mismatched_exits, ...)
      routine(name, file, line, kind) -> an id for add_calls (kind:
                                one of KINDS, by default a routine)
      add_calls(pid, tid, routine_ids, starts_ns, durs_ns, ends, depths)
                                one thread's next calls as columns; ends:
                                None, or per call "" (returned), "unwound"
                                or "open_at_exit"; depths: None, or per call
                                its depth on the stack (the call tree then
                                nests by it, exact where times tie)
      add_call_tuples(pid, tid, calls)   the same from (name, file, line,
                                start_ns, dur_ns, end) tuples
      add_instant(name, pid, tid, ts_ns, routine, file, line)
    and finish() makes the Trace.
    """

    def __init__(self, path: str):
        self.path = path
        self.other_data: dict = {}
        self._routines: list[RoutineKey] = []
        self._routine_ids: dict[RoutineKey, int] = {}
        self._kinds: dict[RoutineKey, str] = {}
        self._threads: dict[tuple[int, int], _ThreadCalls] = {}
        self._instants: list[Instant] = []

    def set_other_data(self, data: dict) -> None:
        self.other_data = dict(data)

    def routine(self, name: str, file: str, line: int, kind: str = ROUTINE) -> int:
        file = same_file(file)
        key = (name, file, line)
        routine = self._routine_ids.get(key)
        if routine is None:
            routine = self._routine_ids[key] = len(self._routines)
            self._routines.append((_printable(name), _printable(file), line))
            if kind != ROUTINE:
                self._kinds[self._routines[-1]] = kind
        return routine

    def add_calls(self, pid: int, tid: int, routine_ids: Sequence[int], starts_ns: Sequence[int],
                  durs_ns: Sequence[int], ends: Sequence[str] | None = None,
                  depths: Sequence[int] | None = None) -> None:
        thread = self._threads.get((pid, tid))
        if thread is None:
            thread = self._threads[(pid, tid)] = _ThreadCalls()
        first = len(thread.routines)
        if depths is None or thread.depths is None or len(thread.depths) != first:
            thread.depths = None
        else:
            thread.depths.extend(depths)
        for column, values in ((thread.routines, routine_ids), (thread.starts, starts_ns), (thread.durs, durs_ns)):
            if isinstance(values, list):
                column.fromlist(values)  # faster than extend() for lists
            else:
                column.extend(values)
        if ends:
            thread.ends.extend((first + index, end) for index, end in enumerate(ends)
                               if end and end != END_RETURN)

    def add_call_tuples(self, pid: int, tid: int,
                        calls: Iterable[tuple[str, str, int, int, int, str]]) -> None:
        columns: tuple[list, list, list, list] = ([], [], [], [])
        for name, file, line, start_ns, dur_ns, end in calls:
            for column, value in zip(columns, (self.routine(name, file, line), start_ns, dur_ns, end)):
                column.append(value)
        self.add_calls(pid, tid, columns[0], columns[1], columns[2], columns[3])

    def add_instant(self, name: str, pid: int, tid: int, ts_ns: int, routine: str, file: str, line: int) -> None:
        self._instants.append(Instant(name, pid, tid, ts_ns / 1000, routine, file, line))

    def finish(self) -> Trace:
        flat: dict[int, list[int]] = {}
        for thread in self._threads.values():
            _flat_of_thread(thread, len(self._routines), flat)
        return Trace(self.path, KIND_TRACE, self.other_data, self._routines, self._threads, self._instants,
                     {self._routines[routine]: row for routine, row in flat.items()}, self._kinds)


def _flat_of_thread(thread: _ThreadCalls, routines: int, flat: dict[int, list[int]]) -> None:
    below = _time_in_callees(thread.starts, thread.durs, thread.routines, routines)
    if below is None:
        _sort_by_end(thread)
        below = _time_in_callees(thread.starts, thread.durs, thread.routines, routines)
        assert below is not None  # in end order now
    total, outermost = _outermost_time(thread.starts, thread.durs, thread.routines, routines)
    for routine, calls in Counter(thread.routines).items():
        row = flat.get(routine)
        if row is None:
            row = flat[routine] = [0, 0, 0, 0, 0]
        row[_CALLS] += calls
        row[_INCLUSIVE] += outermost[routine]
        row[_EXCLUSIVE] += total[routine] - below[routine]
    for index, end in thread.ends:
        row = flat[thread.routines[index]]
        row[_UNWOUND] += end == END_UNWOUND
        row[_OPEN] += end == END_OPEN_AT_EXIT


def _time_in_callees(starts, durs, routines, count: int) -> list[int] | None:
    """Per routine, the time its calls spent in their direct callees, each
    call's share capped at its own duration (a malformed trace's overlapping
    callees never make exclusive time negative). None when the calls are not
    in end order.

    In end order a call's callees, with theirs, are the calls just before it
    that start no earlier than it does: they wait on `pending` until their
    caller comes. Pending starts only grow (a call takes all later-starting
    ones off), so the callees are found by bisection.
    """
    # Starts and durations of the calls whose caller has not come, below a
    # sentinel that no call starts before.
    pending: list[float] = [float("-inf")]
    pending_durs = [0]
    push_start, push_dur = pending.append, pending_durs.append
    below = [0] * count
    last_end = float("-inf")
    for start, dur, routine in zip(starts, durs, routines):
        end = start + dur
        if end < last_end:
            return None
        last_end = end
        if pending[-1] >= start:
            first = bisect_left(pending, start)
            inside = sum(pending_durs[first:])
            below[routine] += inside if inside < dur else dur
            del pending[first:], pending_durs[first:]
        push_start(start)
        push_dur(dur)
    return below


def _outermost_time(starts, durs, routines, count: int) -> tuple[list[int], list[int]]:
    """Per routine, its calls' summed durations, and those of its outermost
    activations only (recursion: the outermost call's duration covers the
    inner ones).

    A call is inside another of the same routine exactly when a call of that
    routine ending later starts no later: going back from the last call,
    a call is outermost when it starts before every call of its routine seen
    so far.
    """
    total = [0] * count
    outermost = [0] * count
    earliest = [float("inf")] * count
    for start, dur, routine in zip(reversed(starts), reversed(durs), reversed(routines)):
        total[routine] += dur
        if start < earliest[routine]:
            earliest[routine] = start
            outermost[routine] += dur
    return total, outermost


def _sort_by_end(thread: _ThreadCalls) -> None:
    """Puts a thread's calls in end order: by end, inner (later-starting) calls first.

    Only the file order can tell a zero-length call at its caller's end from
    one made just after the caller returned; a file not in end order (edited,
    merged) loses that, and such ties may then nest wrongly. sorted() is
    stable, so file order still breaks the remaining ties.
    """
    starts, durs = thread.starts, thread.durs
    order = sorted(range(len(starts)), key=lambda i: (starts[i] + durs[i], -starts[i]))
    place = {old: new for new, old in enumerate(order)}
    thread.starts = array("q", (starts[i] for i in order))
    thread.durs = array("q", (durs[i] for i in order))
    thread.routines = array("l", (thread.routines[i] for i in order))
    thread.ends = sorted((place[index], end) for index, end in thread.ends)
    thread.depths = None


# --------------------------------------------------------------------------
# Call paths


def _add_contexts(contexts: _Contexts, thread: _ThreadCalls, order: int) -> None:
    """Adds a thread's calls to the process's calling contexts.

    A pass in end order, as _time_in_callees, finds each call's number of
    direct callees and its exclusive time; going back from the last call
    then visits every call before its callees (each caller's callees last to
    first), so a call's context is its caller's context and its routine.
    """
    starts, durs, routines = thread.starts, thread.durs, thread.routines
    n = len(starts)
    if not n:
        return
    callees = [0] * n
    exclusive = durs.tolist()
    pending: list[float] = [float("-inf")]
    pending_durs = [0]
    # Where the input gives depths, the callees waiting on top are those
    # deeper than the call; else those starting no earlier (by bisection).
    depths = thread.depths
    pending_depths = [-1]
    for index, start, dur in zip(range(n), starts, durs):
        if depths is not None:
            first = len(pending)
            while pending_depths[first - 1] > depths[index]:
                first -= 1
        else:
            first = bisect_left(pending, start) if pending[-1] >= start else len(pending)
        if first < len(pending):
            inside = sum(pending_durs[first:])
            exclusive[index] = dur - inside if inside < dur else 0
            callees[index] = len(pending) - first
            del pending[first:], pending_durs[first:], pending_depths[first:]
        pending.append(start)
        pending_durs.append(dur)
        pending_depths.append(depths[index] if depths is not None else 0)
    contexts.calls[0] += len(pending) - 1  # the thread's top-level calls
    contexts.total_ns[0] += sum(pending_durs)
    parent, routine_of, calls, total, self_ns, first_seen = (
        contexts.parent, contexts.routine, contexts.calls, contexts.total_ns, contexts.self_ns, contexts.first)
    context_of = {(parent[c], routine_of[c]): c for c in range(1, len(parent))}
    callers, left = [0], [len(pending) - 1]  # contexts whose callees are still to come, and how many
    for index in range(n - 1, -1, -1):
        routine = routines[index]
        key = (callers[-1], routine)
        context = context_of.get(key)
        if context is None:
            context = context_of[key] = len(parent)
            parent.append(key[0])
            routine_of.append(routine)
            calls.append(0)
            total.append(0)
            self_ns.append(0)
            first_seen.append((order, index))
        elif first_seen[context][0] == order:
            first_seen[context] = (order, index)
        calls[context] += 1
        total[context] += durs[index]
        self_ns[context] += exclusive[index]
        left[-1] -= 1
        if not left[-1]:
            callers.pop()
            left.pop()
        if callees[index]:
            callers.append(context)
            left.append(callees[index])


# --------------------------------------------------------------------------
# Input formats


@dataclass(frozen=True)
class InputFormat:
    """A kind of file `srcinst report` reads: by its first bytes, else by its name's ending."""

    name: str
    suffix: str  # the runtime names its file of this kind PREFIX.PID + suffix
    sniff: Callable[[bytes], bool] | None  # its first 64 bytes say it is one (a magic string)
    load: Callable[[str], Trace]
    # A timeline's otherData without its events (None: cannot tell cheaply).
    peek: Callable[[str], dict | None] | None = None


def _load_chrome_json(path: str) -> Trace:
    builder = TraceBuilder(path)
    chrome_json.read_chrome_json(path, builder)
    return builder.finish()


def _load_pftrace(path: str) -> Trace:
    builder = TraceBuilder(path)
    pftrace.read_pftrace(path, builder)
    return builder.finish()


def _load_profile(path: str) -> Trace:
    read = profile_txt.read_profile(path)
    flat: FlatRows = {}
    kinds: dict[RoutineKey, str] = {}
    throttled: set[RoutineKey] = set()
    for row in read.rows:
        key = (row.name, same_file(row.file), row.line)
        if row.kind != ROUTINE:
            kinds.setdefault(key, row.kind)
        if row.throttled:
            throttled.add(key)
        entry = flat.setdefault(key, [0, 0, 0, 0, 0])
        for column, value in zip(range(5), (row.calls, row.inclusive_ns, row.exclusive_ns, row.unwound,
                                            row.open_at_exit)):
            entry[column] += value
    other_data = {"pid": read.pid, "program": read.program, "threads": read.threads, **read.counts}
    if read.rank is not None:
        other_data.update(rank=read.rank, ranks=read.ranks)
    return Trace(path, KIND_PROFILE, other_data, [], {}, [], flat, kinds, throttled)


# Which reader takes a file: the first whose magic its first bytes have, else
# the first whose suffix its name has, else JSON. A reader for another
# timeline format is one more entry: its load() fills a TraceBuilder
# (set_other_data, routine, add_calls or add_call_tuples, add_instant) and
# returns builder.finish().
PROFILE_FORMAT = InputFormat("srcinst flat profile", ".profile.txt", profile_txt.is_profile, _load_profile)
PERFETTO_FORMAT = InputFormat("Perfetto trace", ".pftrace", pftrace.is_pftrace, _load_pftrace,
                              pftrace.peek_other_data)
JSON_FORMAT = InputFormat("Chrome Trace Event JSON", ".json", None, _load_chrome_json, chrome_json.peek_other_data)
INPUT_FORMATS: list[InputFormat] = [PROFILE_FORMAT, PERFETTO_FORMAT, JSON_FORMAT]


def input_format(path: str) -> InputFormat:
    try:
        with open(path, "rb") as handle:
            head = handle.read(64)
    except OSError:
        head = b""  # the reader says what is wrong with the file
    for kind in INPUT_FORMATS:
        if head and kind.sniff and kind.sniff(head):
            return kind
    for kind in INPUT_FORMATS:
        if path.endswith(kind.suffix):
            return kind
    return JSON_FORMAT  # any other name: its errors say what the file lacks


def load_trace(path: str, timeline: bool = True) -> Trace:
    """One input file: a trace or a profile. A trace that dropped events takes
    the rows of the runtime's profile beside it (PREFIX.PID.profile.txt).
    timeline=False: the call paths are not wanted, so such a trace's events
    are not read at all (a test suite's hundreds of them would take minutes)."""
    kind = input_format(path)
    other = kind.peek(path) if not timeline and kind.peek else None
    if other and (_count(other.get("dropped_events")) or _count(other.get("throttled_events"))):
        beside = _stem(path) + PROFILE_FORMAT.suffix
        if os.path.isfile(beside) and input_format(beside) is PROFILE_FORMAT:
            trace = Trace(path, KIND_TRACE, other, [], {}, [], {})
            if _pair(trace, _load_profile(beside)):
                return trace
    with collector_paused():
        try:
            trace = kind.load(path)
        except OverflowError:  # a time beyond 64 bits: not the runtime's
            raise error("not a srcinst trace (a time or count out of range)", path) from None
    if trace.has_timeline and trace.incomplete:
        beside = _stem(path) + PROFILE_FORMAT.suffix
        if os.path.isfile(beside) and input_format(beside) is PROFILE_FORMAT:
            _pair(trace, _load_profile(beside))
    return trace


def _stem(path: str) -> str:
    """PREFIX.PID of the runtime's file PREFIX.PID.pftrace, PREFIX.PID.profile.txt, ..."""
    for kind in INPUT_FORMATS:
        if path.endswith(kind.suffix):
            return path[:-len(kind.suffix)]
    return path


def _pair(trace: Trace, profile: Trace) -> bool:
    """Takes `profile` as the trace's own when it is of the same process and run."""
    if (profile.pid, profile.dropped_events, profile.throttled_events) != (
            trace.pid, trace.dropped_events, trace.throttled_events):
        return False
    trace.profile = profile
    return True


# The runtime's output files: PREFIX.PID.pftrace, PREFIX.PID.profile.txt, ...,
# and an MPI program's PREFIX.rankN.pftrace, ...
def _runtime_file(name: str) -> bool:
    return any(re.fullmatch(r".+\.(rank)?\d+" + re.escape(kind.suffix), name) for kind in INPUT_FORMATS)


def expand_inputs(paths: Iterable[str]) -> list[str]:
    """Files as given; a directory stands for the runtime's files in it."""
    files = []
    for path in paths:
        if os.path.isdir(path):
            found = sorted(os.path.join(path, name) for name in os.listdir(path)
                           if _runtime_file(name) and os.path.isfile(os.path.join(path, name)))
            if not found:
                raise error("no srcinst trace or profile files (PREFIX.PID.pftrace, .json, .profile.txt) "
                            "in this directory", path)
            files += found
        else:
            files.append(path)
    return files


def load_inputs(paths: Iterable[str], timelines: bool = True) -> tuple[list[Trace], list[Diagnostic]]:
    """Every input once per process: a trace and its own profile, both given,
    count once (the profile's rows stand for the process when the timeline
    dropped events). Returns the inputs and notes about profiles not used.
    timelines=False: call paths are not wanted (see load_trace)."""
    files, seen = [], set()
    for path in expand_inputs(paths):
        real = os.path.realpath(path)
        if real not in seen:
            seen.add(real)
            files.append(path)
    loaded = [load_trace(path, timelines) for path in files]
    by_stem = {os.path.realpath(_stem(t.path)): t for t in loaded if t.has_timeline}
    traces, notes = [], []
    for trace in loaded:
        owner = None if trace.has_timeline else by_stem.get(os.path.realpath(_stem(trace.path)))
        if owner is None:
            traces.append(trace)
        elif not (owner.profile and os.path.samefile(owner.profile.path, trace.path)) and not _pair(owner, trace):
            notes.append(Diagnostic("note", f"not the profile of {owner.path} (another pid or run); "
                                            "not counted", trace.path))
    return traces, notes


# --------------------------------------------------------------------------
# Flat profile


@dataclass(frozen=True)
class RoutineStats:
    name: str
    file: str
    line: int
    calls: int
    inclusive_us: float
    exclusive_us: float
    unwound: int
    open_at_exit: int
    kind: str = ROUTINE  # or LOOP, TIMER, PHASE, CALL
    throttled: bool = False  # the runtime's throttle kept its later calls out of a timeline


def _as_list(traces: Traces) -> list[Trace]:
    return [traces] if isinstance(traces, Trace) else list(traces)


def profile(traces: Traces) -> list[RoutineStats]:
    """Per routine (name, file, line), merged over all threads and processes."""
    merged: FlatRows = {}
    kinds: dict[RoutineKey, str] = {}
    throttled: set[RoutineKey] = set()
    for trace in _as_list(traces):
        throttled |= trace.throttled_routines()
        for source in (trace, trace.profile):
            for key, kind in source.kinds.items() if source is not None else ():
                kinds.setdefault(key, kind)
        for key, row in trace.flat_rows().items():
            entry = merged.get(key)
            if entry is None:
                merged[key] = list(row)
            else:
                for column in range(5):
                    entry[column] += row[column]
    stats = [RoutineStats(name, file, line, row[_CALLS], row[_INCLUSIVE] / 1000, row[_EXCLUSIVE] / 1000,
                          row[_UNWOUND], row[_OPEN], kinds.get((name, file, line), ROUTINE),
                          (name, file, line) in throttled)
             for (name, file, line), row in merged.items()]
    stats.sort(key=lambda s: (-s.exclusive_us, s.name, s.file, s.line))
    return stats


# --------------------------------------------------------------------------
# Call tree


@dataclass
class Node:
    """Calls merged by call path: the same names from the thread root are one node."""

    name: str
    calls: int = 0
    total_ns: int = 0  # summed durations of the calls on this path
    self_ns: int = 0  # summed exclusive times
    children: dict[str, Node] = field(default_factory=dict)
    kind: str = ROUTINE  # or a loop, timer, phase or call: its frames get their own colours

    @property
    def total_us(self) -> float:
        return self.total_ns / 1000

    @property
    def self_us(self) -> float:
        return self.self_ns / 1000

    def child(self, name: str) -> Node:
        node = self.children.get(name)
        if node is None:
            node = self.children[name] = Node(name)
        return node


def call_tree(traces: Traces) -> Node:
    """Root "all"; its children are the top-level calls of every thread.

    The root's calls count the top-level calls, its total their durations.
    Inputs without a timeline (profiles) have no call paths and add nothing.
    """
    root = Node("all")
    for trace in _as_list(traces):
        if not trace.has_timeline:
            continue
        contexts = trace.contexts()
        root.calls += contexts.calls[0]
        root.total_ns += contexts.total_ns[0]
        callees: list[list[int]] = [[] for _ in contexts.parent]
        for context in range(1, len(contexts.parent)):
            callees[contexts.parent[context]].append(context)
        # Iterative: deep recursion in the traced program makes deep trees.
        pending = [(0, root)]
        while pending:
            context, node = pending.pop()
            for callee in sorted(callees[context], key=contexts.first.__getitem__):
                key = trace.routines[contexts.routine[callee]]
                child = node.child(key[0])
                child.kind = trace.kinds.get(key, child.kind)
                child.calls += contexts.calls[callee]
                child.total_ns += contexts.total_ns[callee]
                child.self_ns += contexts.self_ns[callee]
                pending.append((callee, child))
    return root


def _walk(root: Node) -> Iterator[tuple[tuple[str, ...], Node]]:
    """(path of names below the root, node) depth first, children by name.

    Iterative: deep recursion in the traced program makes deep trees.
    """
    pending: list[tuple[tuple[str, ...], Node]] = [((), root)]
    while pending:
        path, node = pending.pop()
        yield path, node
        for name in sorted(node.children, reverse=True):
            pending.append((path + (name,), node.children[name]))


# --------------------------------------------------------------------------
# Text summary


def format_summary(stats: list[RoutineStats], traces: Traces, top: int = 20) -> str:
    traces = _as_list(traces)
    total_exclusive_us = sum(s.exclusive_us for s in stats)
    lines = _summary_header(traces, total_exclusive_us)
    regions = _regions_line(stats)
    if regions:
        lines.insert(1, regions)
    if not stats:
        lines.append("no calls recorded")
    else:
        lines.append("")
        lines.extend(_summary_table(stats[:top], total_exclusive_us))
        if len(stats) > top:
            lines.append(f"... and {len(stats) - top} more routines")
    lines.extend(_mpi_summary(stats, traces, top))
    notes = _summary_notes(stats, traces)
    if notes:
        lines.append("")
        lines.extend(notes)
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------
# MPI: ranks and load imbalance


def by_rank(traces: list[Trace]) -> dict[int, list[Trace]]:
    """The inputs of an MPI job by the rank that named them (processes
    without a rank are left out)."""
    ranks: dict[int, list[Trace]] = {}
    for trace in traces:
        if trace.rank is not None:
            ranks.setdefault(trace.rank, []).append(trace)
    return dict(sorted(ranks.items()))


@dataclass(frozen=True)
class RankSpread:
    """One routine's exclusive time over the ranks (a rank without it counts 0)."""
    name: str
    file: str
    line: int
    kind: str
    min_us: float
    mean_us: float
    max_us: float

    @property
    def imbalance(self) -> float:
        """max / mean: 1.0 is perfect balance."""
        return self.max_us / self.mean_us if self.mean_us else 1.0


def rank_spread(traces: Traces) -> list[RankSpread]:
    """Per routine, min/mean/max exclusive time over the ranks, largest
    total first."""
    ranks = by_rank(_as_list(traces))
    per_rank = [{(s.name, s.file, s.line): s for s in profile(group)} for group in ranks.values()]
    keys = {key for rows in per_rank for key in rows}
    spreads = []
    for key in keys:
        times = [rows[key].exclusive_us if key in rows else 0.0 for rows in per_rank]
        kind = next(rows[key].kind for rows in per_rank if key in rows)
        spreads.append(RankSpread(*key, kind, min(times), sum(times) / len(times), max(times)))
    spreads.sort(key=lambda s: (-s.mean_us, s.name, s.file, s.line))
    return spreads


def mpi_share(traces: Traces) -> tuple[float, list[float]]:
    """The share of exclusive time in MPI calls: over the job, and per rank."""
    ranks = by_rank(_as_list(traces))
    shares, total_mpi, total = [], 0.0, 0.0
    for group in ranks.values():
        stats = profile(group)
        mpi = sum(s.exclusive_us for s in stats if s.kind == MPI)
        everything = sum(s.exclusive_us for s in stats)
        shares.append(100 * mpi / everything if everything else 0.0)
        total_mpi += mpi
        total += everything
    return (100 * total_mpi / total if total else 0.0), shares


def _mpi_summary(stats: list[RoutineStats], traces: list[Trace], top: int) -> list[str]:
    ranks = by_rank(traces)
    if not ranks:
        return []
    sizes = sorted({t.ranks for t in traces if t.ranks})
    job = f" of a job of {', '.join(map(str, sizes))}" if sizes and sizes != [len(ranks)] else ""
    share, shares = mpi_share(traces)
    lines = ["", f"MPI: {_plural(len(ranks), 'rank')}{job}; {share:.1f}% of the time in MPI calls "
                 f"(per rank {min(shares):.1f}% to {max(shares):.1f}%)"]
    spreads = rank_spread(traces)[:top]
    name_width = min(40, max(len("routine"), *(len(s.name) for s in spreads))) if spreads else 7
    lines.append("load over the ranks (exclusive ms):")
    lines.append(f"{'min':>12} {'mean':>12} {'max':>12} {'max/mean':>8}  {'routine':<{name_width}}  file:line")
    for s in spreads:
        where = f"{s.file}:{s.line}" if s.file else ""
        lines.append(f"{s.min_us / 1000:12.3f} {s.mean_us / 1000:12.3f} {s.max_us / 1000:12.3f} "
                     f"{s.imbalance:8.2f}  {_printable(s.name):<{name_width}}  {_printable(where)}")
    unranked = len(traces) - sum(len(group) for group in ranks.values())
    if unranked:
        lines.append(f"note: {_plural(unranked, 'process', 'processes')} without a rank left out of this table")
    return lines


def _plural(count: int, word: str, plural: str = "") -> str:
    return f"{count} {word}" if count == 1 else f"{count} {plural or word + 's'}"


def _summary_header(traces: list[Trace], total_us: float) -> list[str]:
    processes = _plural(len(traces), "process", "processes")
    threads = _plural(sum(t.threads for t in traces), "thread")
    calls = _plural(sum(t.call_count for t in traces), "call")
    lines = [f"srcinst profile: {processes}, {threads}, {calls}"]
    programs = sorted({t.program for t in traces if t.program})
    if programs:
        shown = programs[:MAX_LISTED]
        more = f", ... and {len(programs) - len(shown)} more" if len(programs) > len(shown) else ""
        lines.append("program: " + ", ".join(shown) + more)
    lines.append(f"total time in top-level calls: {total_us / 1000:.3f} ms")
    return lines


def _regions_line(stats: list[RoutineStats]) -> str:
    """How many rows of each kind, when some are not routines (a loop's row
    counts its executions, a call's the calls at that site)."""
    counts = Counter(s.kind for s in stats)
    if set(counts) <= {ROUTINE}:
        return ""
    words = {MPI: "MPI call"}
    return "regions: " + ", ".join(_plural(counts[kind], words.get(kind, kind)) for kind in KINDS if counts[kind])


def _summary_table(rows: list[RoutineStats], total_us: float) -> list[str]:
    name_width = min(40, max(len("routine"), *(len(s.name) for s in rows)))
    # A kind column only where some row is not a routine: routines' tables stay as they were.
    kinds = any(s.kind != ROUTINE for s in rows)
    kind_head = f"{'kind':<7}  " if kinds else ""
    lines = [f"{'calls':>10} {'incl ms':>12} {'excl ms':>12} {'excl %':>7}  "
             f"{kind_head}{'routine':<{name_width}}  file:line"]
    for s in rows:
        share = 100 * s.exclusive_us / total_us if total_us else 0.0
        where = f"{s.file}:{s.line}" if s.file else ""
        kind = f"{s.kind:<7}  " if kinds else ""
        mark = " (throttled)" if s.throttled else ""
        lines.append(f"{s.calls:>10} {s.inclusive_us / 1000:>12.3f} {s.exclusive_us / 1000:>12.3f} "
                     f"{share:>7.2f}  {kind}{s.name:<{name_width}}  {where}{mark}".rstrip())
    return lines


MAX_INSTANTS_LISTED = 10
# Per-input notes up to this many inputs; above, one line for them all.
MAX_LISTED = 5


def _summary_notes(stats: list[RoutineStats], traces: list[Trace]) -> list[str]:
    notes = _dropped_notes(traces) + _throttled_note(stats)
    of_all = f" of {len(traces)}" if len(traces) > 1 else ""
    mismatched = [t.mismatched_exits for t in traces if t.mismatched_exits]
    if mismatched:
        where = f" (in {_plural(len(mismatched), 'process', 'processes')}{of_all})" if len(traces) > 1 else ""
        notes.append(f"warning: {_plural(sum(mismatched), 'routine exit')} did not match the "
                     f"innermost open routine{where}; some call paths may be wrong")
    busy = [t.threads_busy_at_exit for t in traces if t.threads_busy_at_exit]
    if busy:
        where = f" (in {_plural(len(busy), 'process', 'processes')}{of_all})" if len(traces) > 1 else ""
        notes.append(f"note: {_plural(sum(busy), 'thread')} still inside the runtime when the process "
                     f"exited{where}; their calls are in neither the trace nor the profile")
    unwound = sum(s.unwound for s in stats)
    if unwound:
        notes.append(f"note: {_plural(unwound, 'frame')} closed by unwinding "
                     "(longjmp or exception) instead of a return")
    still_open = sum(s.open_at_exit for s in stats)
    if still_open:
        notes.append(f"note: {_plural(still_open, 'frame')} still open when the process "
                     "ended; timed up to the end of the trace")
    # The exit sites; the throttle's marks and an MPI program's message records are instants too.
    instants = [i for t in traces for i in t.instants if i.name != THROTTLED and i.name not in MPI_RECORDS]
    for instant in instants[:MAX_INSTANTS_LISTED]:
        notes.append("note: " + _describe_instant(instant))
    if len(instants) > MAX_INSTANTS_LISTED:
        notes.append(f"note: ... and {len(instants) - MAX_INSTANTS_LISTED} more")
    return notes


def _missing(trace: Trace) -> str:
    """What the timeline lacks: events over the budget, calls of throttled routines."""
    parts = []
    if trace.dropped_events:
        parts.append(f"{_plural(trace.dropped_events, 'event')} dropped by the runtime")
    if trace.throttled_events:
        parts.append(f"{_plural(trace.throttled_events, 'call')} of throttled routines kept out of the timeline")
    return " and ".join(parts)


def _missing_what(traces: list[Trace]) -> str:
    dropped = any(t.dropped_events for t in traces)
    throttled = any(t.throttled_events for t in traces)
    return " or ".join(what for what, some in (("dropped events", dropped), ("throttled routines", throttled))
                       if some)


def _dropped_notes(traces: list[Trace]) -> list[str]:
    exact = [(t, p) for t in traces if t.has_timeline and (p := t.exact_profile) is not None]
    partial = [t for t in traces if t.has_timeline and t.incomplete and not t.uses_profile]
    notes = []
    if len(exact) + len(partial) <= MAX_LISTED:
        for trace, profile in exact:
            notes.append(f"note: {trace.path}: {_missing(trace)}; its flat rows come from {profile.path} "
                         "(exact), its call tree lacks them")
        for trace in partial:
            notes.append(f"warning: {trace.path}: {_missing(trace)}; this profile is incomplete")
    else:
        everyone = len(traces)
        if exact:
            notes.append(f"note: {len(exact)} of {everyone} processes {_missing_what([t for t, _ in exact])} "
                         f"({sum(t.dropped_events + t.throttled_events for t, _ in exact)} in all); their flat "
                         "rows come from their profiles (exact), their call trees lack them")
        if partial:
            named = ", ".join(t.path for t in partial[:3])
            more = f", ... and {len(partial) - 3} more" if len(partial) > 3 else ""
            notes.append(f"warning: {len(partial)} of {everyone} processes {_missing_what(partial)} "
                         f"({sum(t.dropped_events + t.throttled_events for t in partial)} in all) and have no "
                         f"profile beside them; this profile is incomplete: {named}{more}")
    if partial:
        notes.append("note: the runtime's PREFIX.PID.profile.txt beside a trace gives exact totals")
    return notes


def _throttled_note(stats: list[RoutineStats]) -> list[str]:
    """Which routines the runtime throttled (TAU's rule, SRCINST_TRACE_THROTTLE)."""
    throttled = [s for s in stats if s.throttled]
    if not throttled:
        return []
    shown = ", ".join(f"{s.name} ({s.file}:{s.line})" for s in throttled[:MAX_LISTED])
    more = f", ... and {len(throttled) - MAX_LISTED} more" if len(throttled) > MAX_LISTED else ""
    return [f"note: {_plural(len(throttled), 'routine')} throttled by the runtime (called often and cheap: "
            "SRCINST_TRACE_THROTTLE); their later calls count in the profile but are not in the timeline "
            f"or the flame graph: {shown}{more}"]


def _describe_instant(instant: Instant) -> str:
    text = instant.name
    if instant.routine:
        text += f" in {instant.routine}"
    if instant.file:
        text += f" ({instant.file}:{instant.line})"
    return text + f" at {instant.ts_us / 1000:.3f} ms, pid {instant.pid} thread {instant.tid}"


# --------------------------------------------------------------------------
# Flame graph (classic orientation: root at the bottom, callees above)

SVG_WIDTH = 1200
ROW_HEIGHT = 16
SIDE_PAD = 10
TITLE_HEIGHT = 34
BOTTOM_PAD = 10
FONT_SIZE = 12
CHAR_WIDTH = 7.0  # a rough average for a 12-px sans-serif font
MIN_LABEL_CHARS = 3
MIN_FRAME_WIDTH = 0.1


@dataclass(frozen=True)
class _Box:
    node: Node
    depth: int
    x: float
    width: float


def render_flamegraph_svg(root: Node, title: str = "srcinst flame graph") -> str:
    boxes = _layout(root)
    depth = max((b.depth for b in boxes), default=0) + 1
    height = TITLE_HEIGHT + depth * ROW_HEIGHT + BOTTOM_PAD
    parts = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{SVG_WIDTH}" '
        f'height="{height}" viewBox="0 0 {SVG_WIDTH} {height}" '
        f'font-family="Verdana, sans-serif" font-size="{FONT_SIZE}">',
        f'<rect x="0" y="0" width="{SVG_WIDTH}" height="{height}" fill="#f8f8f8"/>',
        f'<text x="{SVG_WIDTH / 2:.0f}" y="24" font-size="17" text-anchor="middle">'
        f'{_xml_text(title)}</text>',
    ]
    if not boxes:
        parts.append(f'<text x="{SIDE_PAD}" y="{TITLE_HEIGHT + 12}">no calls recorded</text>')
    for box in boxes:
        parts.append(_svg_frame(box, height, root.total_ns))
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _layout(root: Node) -> list[_Box]:
    if root.total_ns <= 0:
        return []
    scale = (SVG_WIDTH - 2 * SIDE_PAD) / root.total_ns  # px per ns
    boxes: list[_Box] = []
    pending = [_Box(root, 0, float(SIDE_PAD), root.total_ns * scale)]
    while pending:
        box = pending.pop()
        boxes.append(box)
        callees = []
        x = box.x
        for name in sorted(box.node.children):  # callees left to right by name
            child = box.node.children[name]
            width = child.total_ns * scale
            # Frames too thin to see are dropped with everything above them.
            if width >= MIN_FRAME_WIDTH:
                callees.append(_Box(child, box.depth + 1, x, width))
            x += width
        pending.extend(reversed(callees))  # so they come out left to right
    return boxes


def _svg_frame(box: _Box, height: int, root_ns: int) -> str:
    node = box.node
    y = height - BOTTOM_PAD - (box.depth + 1) * ROW_HEIGHT
    share = 100 * node.total_ns / root_ns
    kind = "" if node.kind == ROUTINE else f"{node.kind}, "
    tooltip = f"{node.name} ({kind}{_plural(node.calls, 'call')}, {node.total_ns / 1e6:.3f} ms, " \
              f"{share:.2f}%)"
    lines = [
        "<g>",
        f"<title>{_xml_text(tooltip)}</title>",
        f'<rect x="{box.x:.2f}" y="{y}" width="{box.width:.2f}" height="{ROW_HEIGHT - 1}" '
        f'rx="2" ry="2" fill="{_colour(node)}"/>',
    ]
    label = _fit_label(node.name, box.width)
    if label:
        lines.append(f'<text x="{box.x + 3:.2f}" y="{y + ROW_HEIGHT - 4}">'
                     f'{_xml_text(label)}</text>')
    lines.append("</g>")
    return "\n".join(lines)


def _fit_label(name: str, width: float) -> str:
    room = int((width - 6) / CHAR_WIDTH)  # 3 px padding each side
    if room < MIN_LABEL_CHARS:
        return ""
    if len(name) <= room:
        return name
    return name[: room - 2] + ".."


def _colour(node: Node) -> str:
    """Routines in warm colours, as flame graphs draw them; loops in blues, calls
    in greens, timers, phases and OpenMP constructs in purples, so that they stand out."""
    if node.kind == ROUTINE:
        return _warm_colour(node.name)
    digest = hashlib.md5(node.name.encode("utf-8"), usedforsecurity=False).digest()
    shade = digest[0] * 60 // 255
    if node.kind == LOOP:
        return f"rgb({80 + shade},{140 + shade},{230})"
    if node.kind == CALL:
        return f"rgb({80 + shade},{190 + shade // 2},{90 + shade})"
    return f"rgb({170 + shade},{120 + shade},{220})"


def _warm_colour(name: str) -> str:
    # md5 rather than hash(): the same name must get the same colour in every run.
    digest = hashlib.md5(name.encode("utf-8"), usedforsecurity=False).digest()
    red = 205 + digest[0] * 50 // 255
    green = digest[1] * 230 // 255
    blue = digest[2] * 55 // 255
    return f"rgb({red},{green},{blue})"


_XML_INVALID_CHARS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")


def _xml_text(text: str) -> str:
    text = _XML_INVALID_CHARS.sub("?", text)
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# --------------------------------------------------------------------------
# Folded stacks


def write_folded(root: Node) -> str:
    """Brendan Gregg's folded stacks: "main;foo;bar 1234", self time in whole µs.

    The root "all" is not part of the stacks; paths whose self time rounds to
    0 µs are left out, as they would draw nothing.
    """
    lines = []
    for path, node in _walk(root):
        self_us = (node.self_ns + 500) // 1000  # half up, unlike round()
        if path and self_us > 0:
            lines.append(f"{';'.join(path)} {self_us}")
    return "".join(line + "\n" for line in lines)



# --------------------------------------------------------------------------
# Exclude list: routines too costly to measure (TAU's throttle rule)

# TAU stops measuring a routine called more than TAU_THROTTLE_NUMCALLS times
# whose calls take less than TAU_THROTTLE_PERCALL microseconds each
# (inclusive); these are its defaults.
THROTTLE_CALLS = 100_000
THROTTLE_US_PER_CALL = 10.0

# Wildcards of routine patterns (srcinst.patterns): `#` any text, `?` one character.
_WILDCARDS = re.compile(r"[#?]")


def throttled(stats: list[RoutineStats], traces: Traces, calls: int = THROTTLE_CALLS,
              us_per_call: float = THROTTLE_US_PER_CALL) -> list[RoutineStats]:
    """Routines with more than `calls` calls and less than `us_per_call` µs
    inclusive per call, calls and time summed over all inputs; never main:
    by name, nor in any process the routine called once that took longest
    (a Fortran main program is named as the program). Loops are judged as
    routines, each by its own row (executions and time); calls by callee,
    their sites summed, as TAU's one timer for a callee would be; timers and
    phases, which the user marked, never."""
    keep = set()
    for trace in _as_list(traces):
        once = [(row[_INCLUSIVE], key) for key, row in trace.flat_rows().items() if row[_CALLS] == 1]
        if once:
            keep.add(max(once)[1])
    # In integer ns and decimal: 0.9 us x 100,001 calls is not above 90,000,900 ns.
    ns_per_call = Decimal(repr(float(us_per_call))) * 1000

    def cheap(n: int, inclusive_us: float) -> bool:
        return n > calls and round(inclusive_us * 1000) < ns_per_call * n

    sites: dict[str, list[int]] = {}  # callee -> [calls, inclusive ns] over its sites
    for s in stats:
        if s.kind == CALL:
            total = sites.setdefault(s.name, [0, 0])
            total[0] += s.calls
            total[1] += round(s.inclusive_us * 1000)
    return [s for s in stats
            if (s.kind == ROUTINE and cheap(s.calls, s.inclusive_us) and not _is_main(s.name)
                and (s.name, s.file, s.line) not in keep)
            or (s.kind == LOOP and cheap(s.calls, s.inclusive_us))
            or (s.kind == CALL and cheap(sites[s.name][0], sites[s.name][1] / 1000))]


def _is_main(name: str) -> bool:
    head = name.split("(", 1)[0].split()
    return bool(head) and head[-1].lstrip("*&") == "main"


def exclude_pattern(name: str) -> str:
    """A line of an exclude list that matches the routine the trace names so.

    The trace's name is the routine's full signature (the spec's @ROUTINE@),
    which srcinst's routine patterns match as it is. A name with a wildcard
    character in it becomes an anchored regular expression instead (srcinst
    only: TAU's lists have no escape for `#`).
    """
    if _WILDCARDS.search(name) or name.startswith('"') or name != name.strip():
        return "regex:^" + re.escape(name) + "$"
    return name


def format_exclude_list(excluded: list[RoutineStats], processes: int, calls: int = THROTTLE_CALLS,
                        us_per_call: float = THROTTLE_US_PER_CALL) -> str:
    """A TAU selective instrumentation file (`srcinst -f FILE`, tau_instrumentor -f FILE).

    Loops and calls are listed as srcinst.region_exclude reads them: a loop
    by its name (`Loop: ...`), the calls of a callee as `Call: CALLEE`."""
    lines = [f"# srcinst report --exclude-list: routines called more than {calls} times for less than "
             f"{us_per_call:g} us inclusive per call",
             f"# (TAU_THROTTLE_NUMCALLS, TAU_THROTTLE_PERCALL), summed over "
             f"{_plural(processes, 'process', 'processes')}"]
    if any(s.kind != ROUTINE for s in excluded):
        lines.append("# and loops and calls so (srcinst only: `Loop: NAME`, the calls of a callee as "
                     "`Call: CALLEE`)")
    lines.append("BEGIN_EXCLUDE_LIST")
    names = []
    for s in excluded:
        pattern = exclude_pattern(call_entry(s.name) if s.kind == CALL else s.name)
        if pattern not in names:
            names.append(pattern)
    lines += names
    lines.append("END_EXCLUDE_LIST")
    return "\n".join(lines) + "\n"
