"""Reading the Chrome Trace Event JSON that srcinst's runtime writes (PREFIX.PID.json).

The runtime writes one fixed, line-oriented layout (write_trace in
runtime/srcinst_trace.c):

    {"displayTimeUnit":"ns",
    "otherData":{...},
    "traceEvents":[
    {"ph":"M","name":"process_name",...},
    {"ph":"X","name":"...","cat":"routine","pid":P,"tid":T,"ts":U.UUU,"dur":U.UUU,"args":{"file":"...","line":L}},
    {"ph":"X",...,"args":{"file":"...","line":L,"end":"unwound"}},
    {"ph":"i","name":"exit",...}
    ]}

one event per line, every event line but the last ending in a comma, each
thread's calls in end order. "cat" is the region's kind (routine, loop,
timer, phase, call); runtimes before kinds wrote none (routines). Such a file is read in blocks of lines: a
block of calls is cut at its `,"` separators (which only separate keys:
inside a JSON string a quote is always escaped) and its columns are
converted a column at a time; a routine's name, file and line are decoded
once. Lines of any other shape (metadata, instants, a call written another
way) are read one at a time with json.loads, and errors name their line. A
file not in this layout (hand-written, pretty-printed, edited) is read whole
with json, as any JSON document.

What is read goes to a sink (srcinst.trace.report.TraceBuilder):
set_other_data(dict), routine(name, file, line, kind) -> id,
add_calls(pid, tid, ids, starts_ns, durs_ns, ends), add_instant(...).
Times are integer nanoseconds: the runtime writes microseconds with three
decimals.
"""
from __future__ import annotations

import json
import math
import re
from decimal import Decimal

from srcinst.diagnostics import Diagnostic, SrcinstError, error

FIRST_LINE = b'{"displayTimeUnit":"ns",\n'
OTHER_DATA = b'"otherData":'
EVENTS_LINE = b'"traceEvents":[\n'
END_LINE = b"]}"
CALL_START = b'{"ph":"X","name":"'

BLOCK_BYTES = 1 << 20
# A call line has 7 key separators; an "end" key makes 8. It is renamed so
# that every call line has 7: a NUL byte stands in no valid JSON text.
_END_KEY, _END_MARK = b',"end":', b'\x00end":'
_SEPARATORS = 7
# The "cat" key after the name is joined to the name's piece the same way.
_CAT_KEY, _CAT_MARK = b',"cat":', b'\x00cat":'
KINDS = ("routine", "loop", "timer", "phase", "call", "omp")

_STRING = rb'"(?:[^"\\\x00-\x1f]|\\.)*"'
_NAME_PIECE = re.compile(rb'name":(' + _STRING + rb')(?:\x00cat":"([a-z]+)")?\Z')
_FILE_PIECE = re.compile(rb'args":\{"file":(' + _STRING + rb')\Z')
_LINE_PIECE = re.compile(rb'line":(-?\d+)(?:\x00end":(' + _STRING + rb'))?\}\}(,?)\n(\{"ph":"X")?\Z')
_ID_PIECE = re.compile(rb'(?:pid|tid)":(\d+)\Z')
_NUMBER_BYTES = b"0123456789. "
_DIGITS_AS_NINES = bytes.maketrans(b"0123456789", b"9999999999")


class _Irregular(Exception):
    """A block the column reader does not take: read its lines one by one."""


class _Memo(dict):
    """A dict that computes a missing value (and may raise for it)."""

    def __init__(self, compute):
        super().__init__()
        self.compute = compute

    def __missing__(self, key):
        value = self[key] = self.compute(key)
        return value


class _Nanoseconds(int):
    """A JSON fraction read as exact nanoseconds (the number read as microseconds)."""


def _exact_float(text: str):
    # "10.250" is exactly 10250 ns, read without binary floating point.
    whole, dot, fraction = text.partition(".")
    if dot and len(fraction) <= 3 and fraction.isdigit() and whole.lstrip("-").isdigit():
        value = int(whole.lstrip("-") + fraction.ljust(3, "0"))
        return _Nanoseconds(-value if whole.startswith("-") else value)
    return Decimal(text)  # any other spelling stays exact too


def plain_numbers(data: dict) -> dict:
    """otherData as the JSON says it: fractions as floats."""
    return {key: _plain_number(value) for key, value in data.items()}


def _plain_number(value):
    if isinstance(value, _Nanoseconds):
        return value / 1000  # read as nanoseconds; the JSON said microseconds
    return float(value) if isinstance(value, Decimal) else value


# --------------------------------------------------------------------------
# Entry point


def read_chrome_json(path: str, sink) -> None:
    try:
        handle = open(path, "rb")
    except OSError as exc:
        raise error(f"cannot read trace: {exc.strerror}", path) from exc
    with handle:
        try:
            header = [handle.readline() for _ in range(3)]
        except OSError as exc:
            raise error(f"cannot read trace: {exc.strerror}", path) from exc
        if _runtime_layout(header):
            _StreamReader(path, handle, sink).read(header[1])
            return
    _read_whole(path, sink)


def _runtime_layout(header: list[bytes]) -> bool:
    """The runtime's first three lines: the unit, otherData, the events' start."""
    return (header[0] == FIRST_LINE and header[1].startswith(OTHER_DATA)
            and header[1].endswith(b"},\n") and header[2] == EVENTS_LINE)


def _other_data(line: bytes) -> dict:
    """otherData from its line (raises ValueError or UnicodeDecodeError)."""
    other = json.loads(line[len(OTHER_DATA):-2], parse_float=_exact_float)
    return plain_numbers(other) if isinstance(other, dict) else {}


def peek_other_data(path: str) -> dict | None:
    """The otherData of a trace in the runtime's layout (line 2), without
    reading its events; None for any other file."""
    try:
        with open(path, "rb") as handle:
            header = [handle.readline() for _ in range(3)]
        if _runtime_layout(header):
            return _other_data(header[1]) or None
    except (OSError, ValueError, UnicodeDecodeError):
        pass
    return None


# --------------------------------------------------------------------------
# The runtime's layout, streamed


class _StreamReader:
    def __init__(self, path: str, handle, sink):
        self.path = path
        self.handle = handle
        self.sink = sink
        self.line_no = 3  # lines read so far
        self.open_comma_line: int | None = None  # an event line without a comma: must be the last
        self.routine_of = _Memo(self._routine)  # (name, file, line pieces) -> routine id
        self.events_seen = False
        self.end_of: dict[bytes, str] = {}  # line piece -> the call's end ("" for a return)
        self.number_of: dict[bytes, int] = {}  # pid or tid piece -> its number

    def fail(self, message: str, line: int, col: int | None = None):
        return SrcinstError(Diagnostic("error", message, self.path, line, col))

    def read(self, other_line: bytes) -> None:
        try:
            self.sink.set_other_data(_other_data(other_line))
        except (ValueError, UnicodeDecodeError) as exc:
            raise self.fail(f"invalid otherData: {exc}", 2) from exc
        while True:
            try:
                block = self.handle.read(BLOCK_BYTES)
                if block and not block.endswith(b"\n"):
                    block += self.handle.readline()
            except OSError as exc:
                raise error(f"cannot read trace: {exc.strerror}", self.path) from exc
            if not block:
                raise self.fail("truncated trace: no closing ']}' (was it written completely?)",
                                self.line_no)
            if self._block(block):
                return

    def _block(self, block: bytes) -> bool:
        """Reads a block of whole lines; True at the closing ']}'."""
        first = self.line_no + 1
        if block.startswith(CALL_START):
            try:
                self.line_no += self._calls(block)
                return False
            except _Irregular:
                pass
        lines = block.split(b"\n")
        if lines[-1] == b"":
            lines.pop()
        run_start = None  # first line of a run of call lines
        for index, line in enumerate(lines):
            if line.startswith(CALL_START):
                if run_start is None:
                    run_start = index
                continue
            if run_start is not None:
                self._run(lines, run_start, index, first)
                run_start = None
            if self._line(line, first + index):
                self._rest(lines[index + 1:], first + index)
                return True
        if run_start is not None:
            self._run(lines, run_start, len(lines), first)
        self.line_no = first + len(lines) - 1
        return False

    def _run(self, lines: list[bytes], start: int, stop: int, first: int) -> None:
        self.line_no = first + start - 1
        try:
            self._calls(b"\n".join(lines[start:stop]) + b"\n")
        except _Irregular:
            for index in range(start, stop):
                self._line(lines[index], first + index)
        self.line_no = first + stop - 1

    def _rest(self, lines: list[bytes], end_line: int) -> None:
        if self.events_seen and self.open_comma_line is None:
            raise self.fail("invalid JSON: ',' after the last event", end_line - 1)
        rest = b"\n".join(lines) + self.handle.read()
        if rest.strip():
            raise self.fail("text after the end of the trace", end_line + 1)

    # -- a block of call lines, a column at a time ------------------------------

    def _calls(self, block: bytes) -> int:
        """Hands over a block of call lines; returns how many lines it had."""
        if self.open_comma_line is not None or b"\x00" in block:
            raise _Irregular()  # a NUL byte stands in no valid JSON text: the lines' reader says so
        if _CAT_KEY in block:
            block = block.replace(_CAT_KEY, _CAT_MARK)
        parts = block.split(b',"')
        count, extra = divmod(len(parts) - 1, _SEPARATORS)
        try:
            if extra or not count or parts[0] != b'{"ph":"X"':
                raise _Irregular()
            return self._columns(parts, count, False)
        except _Irregular:
            # An "end" key is one separator more: rename it, and try again.
            if _END_KEY not in block:
                raise
        parts = block.replace(_END_KEY, _END_MARK).split(b',"')
        count, extra = divmod(len(parts) - 1, _SEPARATORS)
        if extra:
            raise _Irregular()
        return self._columns(parts, count, True)

    def _columns(self, parts: list[bytes], count: int, ends: bool) -> int:
        # Every piece's key is checked: the times' by _times, the others'
        # when their value is first decoded (routine_of, _number).
        names, pids, tids = parts[1::7], parts[2::7], parts[3::7]
        files, line_pieces = parts[6::7], parts[7::7]
        routines = list(map(self.routine_of.__getitem__, zip(names, files, line_pieces)))
        starts = self._times(parts[4::7], b'ts":', count)
        durs = self._times(parts[5::7], b'dur":', count)
        end_of = list(map(self.end_of.__getitem__, line_pieces)) if ends else None
        if pids.count(pids[0]) != count:
            raise _Irregular()  # one process per file, as the runtime writes it
        pid = self._number(pids[0])
        if tids.count(tids[0]) == count:
            runs = [(self._number(tids[0]), 0, count)]
        else:  # a thread's calls follow each other: hand them over a run at a time
            runs, start = [], 0
            for index in range(1, count + 1):
                if index == count or tids[index] != tids[start]:
                    runs.append((self._number(tids[start]), start, index))
                    start = index
        # Nothing is handed over before the whole block is known good.
        if not line_pieces[-1].endswith(b"},\n"):
            self.open_comma_line = self.line_no + count
        self.events_seen = True
        for tid, start, stop in runs:
            if stop - start == count:
                self.sink.add_calls(pid, tid, routines, starts, durs, end_of)
            else:
                self.sink.add_calls(pid, tid, routines[start:stop], starts[start:stop], durs[start:stop],
                                    end_of[start:stop] if end_of else None)
        return count

    def _times(self, pieces: list[bytes], key: bytes, count: int) -> list[int]:
        """Microseconds with three decimals, as the runtime writes them, in ns."""
        joined = b" ".join(pieces)
        numbers = joined.replace(key, b"")
        if len(joined) - len(numbers) != len(key) * count or numbers.translate(None, _NUMBER_BYTES):
            raise _Irregular()
        # Digits, dots and blanks only: each number must have one dot and
        # three digits after it, so that dropping the dot leaves nanoseconds.
        shape = numbers.translate(_DIGITS_AS_NINES)
        if (shape.count(b".") != count or shape.count(b".999 ") != count - 1 or not shape.endswith(b".999")
                or b" ." in shape or shape.startswith(b".")):
            raise _Irregular()
        return list(map(int, numbers.replace(b".", b"").split()))

    def _routine(self, key) -> int:
        name_piece, file_piece, line_piece = key
        name, file, line = (_NAME_PIECE.match(name_piece), _FILE_PIECE.match(file_piece),
                            _LINE_PIECE.match(line_piece))
        if not (name and file and line) or (not line.group(3) and line.group(4)):
            raise _Irregular()
        try:
            text = json.loads(name.group(1)), json.loads(file.group(1))
            end = json.loads(line.group(2)) if line.group(2) else ""
        except (ValueError, UnicodeDecodeError):
            raise _Irregular() from None
        routine = self.sink.routine(text[0], text[1], int(line.group(1)), _kind(name.group(2)))
        self.end_of[line_piece] = end if isinstance(end, str) else str(end)
        return routine

    def _number(self, piece: bytes) -> int:
        value = self.number_of.get(piece)
        if value is None:
            match = _ID_PIECE.match(piece)
            if not match:
                raise _Irregular()
            value = self.number_of[piece] = int(match.group(1))
        return value

    # -- one line with json ------------------------------------------------------

    def _line(self, line: bytes, number: int) -> bool:
        """Reads one line; True when it is the closing ']}'."""
        text = line.strip()
        if text == END_LINE:
            return True
        if not text:
            return False
        if self.open_comma_line is not None:
            raise self.fail("invalid JSON: ',' expected after this event", self.open_comma_line)
        if text.endswith(b","):
            text = text[:-1]
        else:
            self.open_comma_line = number
        self.events_seen = True
        try:
            event = json.loads(text, parse_float=_exact_float)
        except UnicodeDecodeError:
            raise self.fail("not a srcinst trace (not UTF-8 text)", number) from None
        except json.JSONDecodeError as exc:
            raise self.fail(f"invalid JSON: {exc.msg}", number, exc.colno) from exc
        if not isinstance(event, dict):
            raise self.fail("an event is not an object", number)
        add_event(self.sink, event, lambda message: self.fail(message, number))
        return False


# --------------------------------------------------------------------------
# Any JSON document


def _read_whole(path: str, sink) -> None:
    document = _read_json(path)
    if not isinstance(document, dict) or "traceEvents" not in document:
        raise error("not a srcinst trace (no traceEvents)", path)
    events = document["traceEvents"]
    if not isinstance(events, list):
        raise error("not a srcinst trace (traceEvents is not a list)", path)
    other_data = document.get("otherData")
    sink.set_other_data(plain_numbers(other_data) if isinstance(other_data, dict) else {})
    by_thread: _Columns = {}  # (pid, tid) -> its calls' columns, in file order
    for position, event in enumerate(events):
        if not isinstance(event, dict):
            raise error(f"traceEvents[{position}] is not an object", path)
        add_event(sink, event, lambda message, at=position: error(f"traceEvents[{at}]: {message}", path), by_thread)
    for (pid, tid), (routines, starts, durs, ends) in by_thread.items():
        sink.add_calls(pid, tid, routines, starts, durs, ends if any(ends) else None)


def _read_json(path: str):
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        raise error(f"cannot read trace: {exc.strerror}", path) from exc
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise error("not a srcinst trace (not UTF-8 text)", path) from None
    if not text.strip():
        raise error("empty file (the traced program wrote no trace?)", path)
    try:
        return json.loads(text, parse_float=_exact_float)
    except json.JSONDecodeError as exc:
        raise error(f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}", path) from exc


# (pid, tid) -> the columns of its calls: routine ids, starts, durations, ends
_Columns = dict[tuple[int, int], tuple[list[int], list[int], list[int], list[str]]]


def add_event(sink, event: dict, fail, by_thread: _Columns | None = None) -> None:
    """One parsed event: a call ("X") or an instant ("i"); others describe no call.

    `fail(message)` makes the error to raise; with `by_thread` calls are
    gathered there per thread instead of handed over one by one.
    """
    phase = event.get("ph")
    if phase == "X":
        name = event.get("name")
        if not isinstance(name, str):
            raise fail("call event without a name")
        start_ns = _nanoseconds(event.get("ts"), "'ts'", fail)
        dur_ns = _nanoseconds(event.get("dur"), "'dur'", fail)
        if dur_ns < 0:
            raise fail("negative 'dur'")
        given = event.get("args")
        args = given if isinstance(given, dict) else {}
        end = str(args.get("end") or "")
        routine = sink.routine(name, str(args.get("file", "")), _integer(args.get("line")), _kind(event.get("cat")))
        pid, tid = _integer(event.get("pid")), _integer(event.get("tid"))
        if by_thread is None:
            sink.add_calls(pid, tid, [routine], [start_ns], [dur_ns], [end] if end else None)
        else:
            routines, starts, durs, ends = by_thread.setdefault((pid, tid), ([], [], [], []))
            routines.append(routine)
            starts.append(start_ns)
            durs.append(dur_ns)
            ends.append(end)
    elif phase in ("i", "I"):
        given = event.get("args")
        args = given if isinstance(given, dict) else {}
        sink.add_instant(str(event.get("name", "")), _integer(event.get("pid")), _integer(event.get("tid")),
                         _nanoseconds(event.get("ts"), "'ts'", fail), str(args.get("routine", "")),
                         str(args.get("file", "")), _integer(args.get("line")))


def _kind(cat) -> str:
    """A call's region kind from its category: another category (a trace not
    the runtime's) or none (a runtime before kinds) is a routine."""
    if isinstance(cat, bytes):
        cat = cat.decode("ascii", "replace")
    return cat if cat in KINDS else KINDS[0]


def _nanoseconds(value, what: str, fail) -> int:
    if isinstance(value, _Nanoseconds):
        return int(value)
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        raise fail(f"{what} is missing or not a number")
    if not math.isfinite(value):
        raise fail(f"{what} is not a finite number")
    return int(round(value * 1000))


def _integer(value) -> int:
    if isinstance(value, _Nanoseconds):
        return int(value) // 1000
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        return 0
    return int(value)
