"""Reading srcinst trace files and turning them into a profile and a flame graph.

The trace runtime writes Chrome Trace Event JSON: one complete ("X") event per
routine call, written when the call ends, so callees come before their callers.
From those this module builds, per thread, the nesting of calls, and from the
nesting a flat profile (inclusive/exclusive time per routine), a call tree
merged by call path, a text summary, an SVG flame graph and folded stacks.

Times are kept as integer nanoseconds internally: the runtime writes
microseconds with three decimals, and exact integers make nesting tests and
sums free of rounding surprises. Public fields named *_us are microseconds.
"""
from __future__ import annotations

import hashlib
import json
import math
import re
from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Dict, Iterable, Iterator, List, Optional, Tuple, Union

from srcinst.diagnostics import error

END_RETURN = "return"
END_UNWOUND = "unwound"
END_OPEN_AT_EXIT = "open_at_exit"

RoutineKey = Tuple[str, str, int]  # (name, file, line)
# Accepted wherever a list of traces is expected: one Trace or several.
Traces = Union["Trace", Iterable["Trace"]]


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


@dataclass
class Trace:
    path: str
    calls: List[Call]
    instants: List[Instant]
    other_data: dict
    # Each thread's frames, nested once and shared by profile() and call_tree().
    nested: Optional[List[List["_Frame"]]] = field(default=None, repr=False, compare=False)

    @property
    def program(self) -> str:
        return str(self.other_data.get("program", ""))

    @property
    def dropped_events(self) -> int:
        return _count(self.other_data.get("dropped_events"))

    @property
    def mismatched_exits(self) -> int:
        return _count(self.other_data.get("mismatched_exits"))

    @property
    def threads(self) -> int:
        """Threads that recorded at least one call."""
        return len({(c.pid, c.tid) for c in self.calls})


def _count(value) -> int:
    # otherData is informative; a missing or odd value counts as zero rather
    # than making the whole trace unreadable.
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        return 0
    return int(value)


# --------------------------------------------------------------------------
# Loading


def load_trace(path: str) -> Trace:
    document = _read_json(path)
    if not isinstance(document, dict) or "traceEvents" not in document:
        raise error("not a srcinst trace (no traceEvents)", path)
    events = document["traceEvents"]
    if not isinstance(events, list):
        raise error("not a srcinst trace (traceEvents is not a list)", path)
    other_data = document.get("otherData")
    other_data = _plain_numbers(other_data) if isinstance(other_data, dict) else {}

    calls: List[Call] = []
    instants: List[Instant] = []
    for position, event in enumerate(events):
        if not isinstance(event, dict):
            raise error(f"traceEvents[{position}] is not an object", path)
        phase = event.get("ph")
        if phase == "X":
            calls.append(_parse_call(event, path, position))
        elif phase in ("i", "I"):
            instants.append(_parse_instant(event, path, position))
        # Metadata ("M") and any other phase describe no call.
    return Trace(path, calls, instants, other_data)


def _read_json(path: str):
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        raise error(f"cannot read trace: {exc.strerror}", path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise error("not a srcinst trace (not UTF-8 text)", path)
    if not text.strip():
        raise error("empty file (the traced program wrote no trace?)", path)
    try:
        return json.loads(text, parse_float=_exact_float)
    except json.JSONDecodeError as exc:
        raise error(f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}", path)


class _Nanoseconds(int):
    """A JSON fraction read as exact nanoseconds (the number read as microseconds)."""


def _exact_float(text: str):
    # The runtime writes microseconds with three decimals: "10.250" is
    # exactly 10250 ns, read without going through binary floating point.
    whole, dot, fraction = text.partition(".")
    if dot and len(fraction) <= 3 and fraction.isdigit() and whole.lstrip("-").isdigit():
        value = int(whole.lstrip("-") + fraction.ljust(3, "0"))
        return _Nanoseconds(-value if whole.startswith("-") else value)
    return Decimal(text)  # any other spelling stays exact too


def _plain_numbers(data: dict) -> dict:
    return {key: _plain_number(value) for key, value in data.items()}


def _plain_number(value):
    if isinstance(value, _Nanoseconds):
        return value / 1000  # read as nanoseconds; the JSON said microseconds
    return float(value) if isinstance(value, Decimal) else value


def _parse_call(event: dict, path: str, position: int) -> Call:
    where = f"traceEvents[{position}]"
    name = event.get("name")
    if not isinstance(name, str):
        raise error(f"{where}: call event without a name", path)
    start_ns = _nanoseconds(event.get("ts"), f"{where}: 'ts'", path)
    dur_ns = _nanoseconds(event.get("dur"), f"{where}: 'dur'", path)
    if dur_ns < 0:
        raise error(f"{where}: negative 'dur'", path)
    args = event.get("args") if isinstance(event.get("args"), dict) else {}
    end = args.get("end") or END_RETURN
    return Call(
        name=name,
        file=str(args.get("file", "")),
        line=_integer(args.get("line")),
        pid=_integer(event.get("pid")),
        tid=_integer(event.get("tid")),
        start_ns=start_ns,
        dur_ns=dur_ns,
        end=str(end),
    )


def _parse_instant(event: dict, path: str, position: int) -> Instant:
    args = event.get("args") if isinstance(event.get("args"), dict) else {}
    ts_ns = _nanoseconds(event.get("ts"), f"traceEvents[{position}]: 'ts'", path)
    return Instant(
        name=str(event.get("name", "")),
        pid=_integer(event.get("pid")),
        tid=_integer(event.get("tid")),
        ts_us=ts_ns / 1000,
        routine=str(args.get("routine", "")),
        file=str(args.get("file", "")),
        line=_integer(args.get("line")),
    )


def _nanoseconds(value, what: str, path: str) -> int:
    if isinstance(value, _Nanoseconds):
        return int(value)
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        raise error(f"{what} is missing or not a number", path)
    if not math.isfinite(value):
        raise error(f"{what} is not a finite number", path)
    return int(round(value * 1000))


def _integer(value) -> int:
    if isinstance(value, _Nanoseconds):
        return int(value) // 1000
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        return 0
    return int(value)


# --------------------------------------------------------------------------
# Nesting: which call is inside which


@dataclass(eq=False)
class _Frame:
    call: Call
    parent: Optional["_Frame"] = None
    children: List["_Frame"] = field(default_factory=list)  # in time order
    outermost: bool = True  # no activation of the same routine below it on the stack

    @property
    def exclusive_ns(self) -> int:
        children_ns = sum(child.call.dur_ns for child in self.children)
        # Never negative, even if a malformed trace has overlapping siblings.
        return max(0, self.call.dur_ns - children_ns)


def _as_list(traces: Traces) -> List[Trace]:
    return [traces] if isinstance(traces, Trace) else list(traces)


def _thread_frames(traces: Traces) -> Iterator[List[_Frame]]:
    """For each thread of each trace, its frames, every parent before its children."""
    for trace in _as_list(traces):
        if trace.nested is None:
            by_thread: Dict[Tuple[int, int], List[Call]] = {}
            for call in trace.calls:
                by_thread.setdefault((call.pid, call.tid), []).append(call)
            trace.nested = [_preorder_marking_recursion(_nest(_in_end_order(by_thread[thread])))
                            for thread in sorted(by_thread)]
        yield from trace.nested


def _in_end_order(calls: List[Call]) -> List[Call]:
    """The calls of one thread in post-order: callees right before their caller.

    The runtime writes each call when it ends, which is that order already,
    and only the file order can tell a zero-length call at its caller's end
    from one made just after the caller returned. A file not in end order
    (edited, merged) is sorted instead: by end, inner (later-starting) calls
    first; such ties between zero-length calls may then nest wrongly.
    """
    if all(a.end_ns <= b.end_ns for a, b in zip(calls, calls[1:])):
        return calls
    # sorted() is stable, so file order still breaks the remaining ties.
    return sorted(calls, key=lambda c: (c.end_ns, -c.start_ns))


def _nest(calls_in_end_order: List[Call]) -> List[_Frame]:
    """Link calls to their callees; returns the top-level frames in time order."""
    # In post-order a caller's callees (with theirs) are the calls just before
    # it that lie within its time span.
    pending: List[_Frame] = []
    for call in calls_in_end_order:
        frame = _Frame(call)
        while pending and _is_inside(pending[-1].call, call):
            callee = pending.pop()
            callee.parent = frame
            frame.children.append(callee)
        frame.children.reverse()
        pending.append(frame)
    return pending


def _is_inside(call: Call, caller: Call) -> bool:
    return caller.start_ns <= call.start_ns and call.end_ns <= caller.end_ns


def _preorder_marking_recursion(roots: List[_Frame]) -> List[_Frame]:
    # Iterative: deep recursion in the traced program makes deep stacks.
    frames: List[_Frame] = []
    active: Counter = Counter()  # routine -> activations on the current stack
    todo: List[Tuple[_Frame, bool]] = [(root, False) for root in reversed(roots)]
    while todo:
        frame, leaving = todo.pop()
        routine = frame.call.routine
        if leaving:
            active[routine] -= 1
            continue
        frame.outermost = active[routine] == 0
        active[routine] += 1
        frames.append(frame)
        todo.append((frame, True))
        todo.extend((child, False) for child in reversed(frame.children))
    return frames


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


@dataclass
class _RoutineSums:
    calls: int = 0
    inclusive_ns: int = 0
    exclusive_ns: int = 0
    unwound: int = 0
    open_at_exit: int = 0


def profile(traces: Traces) -> List[RoutineStats]:
    """Per routine (name, file, line), merged over all threads and traces."""
    sums: Dict[RoutineKey, _RoutineSums] = {}
    for frames in _thread_frames(traces):
        for frame in frames:
            call = frame.call
            entry = sums.setdefault(call.routine, _RoutineSums())
            entry.calls += 1
            # Recursion: the outermost activation's duration already covers
            # the inner ones.
            if frame.outermost:
                entry.inclusive_ns += call.dur_ns
            entry.exclusive_ns += frame.exclusive_ns
            entry.unwound += call.end == END_UNWOUND
            entry.open_at_exit += call.end == END_OPEN_AT_EXIT
    stats = [
        RoutineStats(name, file, line, s.calls, s.inclusive_ns / 1000, s.exclusive_ns / 1000,
                     s.unwound, s.open_at_exit)
        for (name, file, line), s in sums.items()
    ]
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
    children: Dict[str, "Node"] = field(default_factory=dict)

    @property
    def total_us(self) -> float:
        return self.total_ns / 1000

    @property
    def self_us(self) -> float:
        return self.self_ns / 1000

    def child(self, name: str) -> "Node":
        node = self.children.get(name)
        if node is None:
            node = self.children[name] = Node(name)
        return node


def call_tree(traces: Traces) -> Node:
    """Root "all"; its children are the top-level calls of every thread.

    The root's calls count the top-level calls, its total their durations.
    """
    root = Node("all")
    for frames in _thread_frames(traces):
        node_of: Dict[int, Node] = {}  # id(frame) -> its node
        for frame in frames:
            parent_node = node_of[id(frame.parent)] if frame.parent else root
            if frame.parent is None:
                root.calls += 1
                root.total_ns += frame.call.dur_ns
            node = parent_node.child(frame.call.name)
            node.calls += 1
            node.total_ns += frame.call.dur_ns
            node.self_ns += frame.exclusive_ns
            node_of[id(frame)] = node
    return root


def _walk(root: Node) -> Iterator[Tuple[Tuple[str, ...], Node]]:
    """(path of names below the root, node) depth first, children by name.

    Iterative: deep recursion in the traced program makes deep trees.
    """
    pending: List[Tuple[Tuple[str, ...], Node]] = [((), root)]
    while pending:
        path, node = pending.pop()
        yield path, node
        for name in sorted(node.children, reverse=True):
            pending.append((path + (name,), node.children[name]))


# --------------------------------------------------------------------------
# Text summary


def format_summary(stats: List[RoutineStats], traces: Traces, top: int = 20) -> str:
    traces = _as_list(traces)
    total_exclusive_us = sum(s.exclusive_us for s in stats)
    lines = _summary_header(traces, total_exclusive_us)
    if not stats:
        lines.append("no calls recorded")
    else:
        lines.append("")
        lines.extend(_summary_table(stats[:top], total_exclusive_us))
        if len(stats) > top:
            lines.append(f"... and {len(stats) - top} more routines")
    notes = _summary_notes(stats, traces)
    if notes:
        lines.append("")
        lines.extend(notes)
    return "\n".join(lines) + "\n"


def _plural(count: int, word: str, plural: str = "") -> str:
    return f"{count} {word}" if count == 1 else f"{count} {plural or word + 's'}"


def _summary_header(traces: List[Trace], total_us: float) -> List[str]:
    processes = _plural(len(traces), "process", "processes")
    threads = _plural(sum(t.threads for t in traces), "thread")
    calls = _plural(sum(len(t.calls) for t in traces), "call")
    lines = [f"srcinst profile: {processes}, {threads}, {calls}"]
    programs = sorted({t.program for t in traces if t.program})
    if programs:
        lines.append("program: " + ", ".join(programs))
    lines.append(f"total time in top-level calls: {total_us / 1000:.3f} ms")
    return lines


def _summary_table(rows: List[RoutineStats], total_us: float) -> List[str]:
    name_width = min(40, max(len("routine"), *(len(s.name) for s in rows)))
    lines = [f"{'calls':>10} {'incl ms':>12} {'excl ms':>12} {'excl %':>7}  "
             f"{'routine':<{name_width}}  file:line"]
    for s in rows:
        share = 100 * s.exclusive_us / total_us if total_us else 0.0
        where = f"{s.file}:{s.line}" if s.file else ""
        lines.append(f"{s.calls:>10} {s.inclusive_us / 1000:>12.3f} {s.exclusive_us / 1000:>12.3f} "
                     f"{share:>7.2f}  {s.name:<{name_width}}  {where}".rstrip())
    return lines


MAX_INSTANTS_LISTED = 10


def _summary_notes(stats: List[RoutineStats], traces: List[Trace]) -> List[str]:
    notes = []
    for trace in traces:
        if trace.dropped_events:
            notes.append(f"warning: {trace.path}: {_plural(trace.dropped_events, 'event')} "
                         "dropped by the runtime; this profile is incomplete")
    mismatched = sum(t.mismatched_exits for t in traces)
    if mismatched:
        notes.append(f"warning: {_plural(mismatched, 'routine exit')} did not match the "
                     "innermost open routine; some call paths may be wrong")
    unwound = sum(s.unwound for s in stats)
    if unwound:
        notes.append(f"note: {_plural(unwound, 'frame')} closed by unwinding "
                     "(longjmp or exception) instead of a return")
    still_open = sum(s.open_at_exit for s in stats)
    if still_open:
        notes.append(f"note: {_plural(still_open, 'frame')} still open when the process "
                     "ended; timed up to the end of the trace")
    instants = [i for t in traces for i in t.instants]
    for instant in instants[:MAX_INSTANTS_LISTED]:
        notes.append("note: " + _describe_instant(instant))
    if len(instants) > MAX_INSTANTS_LISTED:
        notes.append(f"note: ... and {len(instants) - MAX_INSTANTS_LISTED} more")
    return notes


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


def _layout(root: Node) -> List[_Box]:
    if root.total_ns <= 0:
        return []
    scale = (SVG_WIDTH - 2 * SIDE_PAD) / root.total_ns  # px per ns
    boxes: List[_Box] = []
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
    tooltip = f"{node.name} ({_plural(node.calls, 'call')}, {node.total_ns / 1e6:.3f} ms, " \
              f"{share:.2f}%)"
    lines = [
        "<g>",
        f"<title>{_xml_text(tooltip)}</title>",
        f'<rect x="{box.x:.2f}" y="{y}" width="{box.width:.2f}" height="{ROW_HEIGHT - 1}" '
        f'rx="2" ry="2" fill="{_warm_colour(node.name)}"/>',
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

