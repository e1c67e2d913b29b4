"""Reading the Perfetto traces srcinst's runtime writes (PREFIX.PID.pftrace).

Only what the runtime writes is read (see srcinst_trace_perfetto.c): the
process's "srcinst" instant with the totals, per thread a sequence of
SLICE_BEGIN/SLICE_END TrackEvents with interned names and source locations
and delta timestamps (a begin names its region's kind by an interned
category; traces of runtimes before kinds have none: routines), and exit
instants. What is read goes to a sink
(srcinst.trace.report.TraceBuilder) as the JSON reader's does: per thread,
the calls in end order (callees before their callers), times in ns since
the process's start.

The event packets have one fixed layout, which a regular expression takes
apart without a Python call per field; anything else goes through the small
generic decoder below.
"""
from __future__ import annotations

import re

from srcinst.diagnostics import error

# TracePacket fields
_TIMESTAMP, _SEQUENCE_ID, _TRACK_EVENT, _INTERNED_DATA = 8, 10, 11, 12
_CLOCK_SNAPSHOT = 6
# TrackEvent fields and types
_TE_CATEGORY_IIDS, _TE_ANNOTATIONS, _TE_TYPE, _TE_NAME_IID, _TE_TRACK_UUID, _TE_NAME = 3, 4, 9, 10, 11, 23
ROUTINE = "routine"  # the kind of a region a begin names no category for
_SLICE_BEGIN, _SLICE_END, _INSTANT = 1, 2, 3

class _Malformed(Exception):
    pass


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        if pos >= len(data):
            raise _Malformed("truncated varint")
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if byte < 0x80:
            return result, pos
        shift += 7
        if shift > 63:
            raise _Malformed("varint too long")


# A field's value: an int for varints and fixed, bytes for lengths.
_Value = int | bytes


def _fields(data: bytes) -> list[tuple[int, _Value]]:
    """(field number, value) of each field of a message."""
    out: list[tuple[int, _Value]] = []
    pos, end = 0, len(data)
    while pos < end:
        key, pos = _varint(data, pos)
        number, wire = key >> 3, key & 7
        value: _Value
        if wire == 0:
            value, pos = _varint(data, pos)
        elif wire == 2:
            size, pos = _varint(data, pos)
            if pos + size > end:
                raise _Malformed("field runs past its message")
            value, pos = data[pos:pos + size], pos + size
        elif wire == 1:
            value, pos = int.from_bytes(data[pos:pos + 8], "little"), pos + 8
        elif wire == 5:
            value, pos = int.from_bytes(data[pos:pos + 4], "little"), pos + 4
        else:
            raise _Malformed(f"unsupported wire type {wire}")
        out.append((number, value))
    if pos != end:
        raise _Malformed("field runs past its message")
    return out


def _text(value: object) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


# A field of another wire type than the runtime writes is another layout: a
# TypeError, as read_pftrace and peek_other_data take it.
def _message(value: _Value) -> bytes:
    if not isinstance(value, bytes):
        raise TypeError("a number where a message belongs")
    return value


def _number(value: _Value) -> int:
    if not isinstance(value, int):
        raise TypeError("bytes where a number belongs")
    return value


def _annotations(event_fields: list[tuple[int, _Value]],
                 names: dict[int, str] | None = None) -> dict[str, int | bytes | str | None]:
    """An event's annotations by name; `names`: the sequence's interned
    annotation names (MPI records name theirs by iid)."""
    values: dict[str, int | bytes | str | None] = {}
    for number, value in event_fields:
        if number != _TE_ANNOTATIONS:
            continue
        name = ""
        item: int | bytes | str | None = None
        for n, v in _fields(_message(value)):
            if n == 10:
                name = _text(v)
            elif n == 1 and names is not None:  # name_iid
                name = names.get(_number(v), "")
            elif n in (3, 4):  # uint_value, int_value
                item = v
            elif n == 6:  # string_value
                item = _text(v)
        values[name] = item
    return values


# An event packet as the runtime writes it, whole: 0A len, timestamp delta,
# sequence id, flags 2, TrackEvent { type, [name_iid, source_location_iid,
# [category_iid]] } or an END with one annotation.
_VARINT = rb"[\x80-\xff]*[\x00-\x7f]"
_EVENT = re.compile(
    rb"\x0a([\x00-\x7f])\x40(" + _VARINT + rb")\x50(" + _VARINT + rb")\x68\x02\x5a[\x00-\x7f]"
    rb"\x48([\x01\x02])(?:\x50(" + _VARINT + rb")\x90\x02" + _VARINT + rb"(?:\x18([\x00-\x7f]))?"
    rb"|\x22[\x00-\x7f]\x52\x03end\x32[\x00-\x7f]([a-z_]+))?", re.S)


# An MPI record as the runtime writes it among a thread's calls: an instant
# with a timestamp delta and an interned name; its annotations (peer, tag,
# bytes ...) are for Perfetto's UI, the report does not need them.
_RECORD = re.compile(
    rb"\x0a(" + _VARINT + rb")\x40(" + _VARINT + rb")\x50(" + _VARINT + rb")\x68\x02\x5a" + _VARINT
    + rb"\x48\x03\x50(" + _VARINT + rb")", re.S)


def _small_varint(raw: bytes) -> int:
    if len(raw) == 1:
        return raw[0]
    value = 0
    for shift, byte in enumerate(raw):
        value |= (byte & 0x7F) << (7 * shift)
    return value


def is_pftrace(head: bytes) -> bool:
    """The runtime's files start with the process track's descriptor packet:
    a packet (0A), its length, then its sequence id 1 (50 01)."""
    try:
        _, body = _varint(head, 1)
    except _Malformed:
        return False
    return head[:1] == b"\x0a" and head[body:body + 2] == b"\x50\x01"


def read_pftrace(path: str, sink) -> None:
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        raise error(f"cannot read trace: {exc.strerror}", path) from exc
    if not data:
        raise error("empty file (the traced program wrote no trace?)", path)
    try:
        _Reader(sink).read(data)
    except _Malformed as exc:
        raise error(f"not a srcinst Perfetto trace ({exc})", path) from exc
    except (TypeError, ValueError, KeyError, IndexError, AttributeError):
        # a field of another wire type than the runtime writes, a begin without a name ...
        raise error("not a srcinst Perfetto trace (a packet of another layout)", path) from None


def peek_other_data(path: str) -> dict | None:
    """The counts of a runtime's Perfetto trace (its "srcinst" instant, among
    the first packets), without reading its events; None when not there."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(1 << 16)
        pos = 0
        for _ in range(4):
            size, body_at = _varint(head, pos + 1)
            if head[pos:pos + 1] != b"\x0a" or body_at + size > len(head):
                return None
            for number, value in _fields(head[body_at:body_at + size]):
                if number == _TRACK_EVENT:
                    event = _fields(_message(value))
                    if _text(next((v for n, v in event if n == _TE_NAME), b"")) == "srcinst":
                        return _annotations(event)
            pos = body_at + size
    except (OSError, _Malformed, TypeError, ValueError):
        pass
    return None


class _Thread:
    """One sequence's calls as the sink's columns, and its open slices."""

    __slots__ = ("routines", "starts", "durs", "ends", "depths", "open", "now")

    def __init__(self):
        self.routines: list[int] = []
        self.starts: list[int] = []
        self.durs: list[int] = []
        self.ends: list[str] = []
        self.depths: list[int] = []  # open slices below each call: its depth on the stack
        self.open: list[tuple[int, int]] = []  # (routine id, start)
        self.now = 0  # the sequence's clock 64

    def close(self, end: str, seq: int) -> None:
        """The innermost open slice ends now: one call, in end order."""
        if not self.open:
            raise _Malformed(f"a slice ended that never began on thread {seq - 1}")
        routine, start = self.open.pop()
        self.routines.append(routine)
        self.starts.append(start)
        self.durs.append(self.now - start)
        self.ends.append(end)
        self.depths.append(len(self.open))


class _Reader:
    def __init__(self, sink):
        self.sink = sink
        self.ids: dict[int, int] = {}  # iid -> the sink's routine id, made at its first call
        self.locations: dict[int, tuple[str, str, int]] = {}  # iid -> interned (name, file, line)
        self.categories: dict[int, str] = {}  # category iid -> the region kind it names
        self.event_names: dict[int, str] = {}  # iid -> interned event name (MPI records' too)
        self.annotation_names: dict[int, str] = {}  # iid -> interned annotation name
        self.threads: dict[int, _Thread] = {}  # sequence -> its calls
        self.other: dict = {}
        self.boot_origin = 0
        self.instants: list[tuple] = []

    def thread(self, seq: int) -> _Thread:
        thread = self.threads.get(seq)
        if thread is None:
            thread = self.threads[seq] = _Thread()
        return thread

    def routine(self, iid: int, category: int = 0) -> int:
        """The sink's id of the routine (or other region) a begin names: its
        kind is the begin's category, the same at every call."""
        routine = self.ids.get(iid)
        if routine is None:  # a name never interned: keep the call, say what it was
            name, file, line = self.locations.get(iid, (f"iid {iid}", "", 0))
            routine = self.ids[iid] = self.sink.routine(name, file, line, self.categories.get(category, ROUTINE))
        return routine

    def read(self, data: bytes) -> None:
        pos, end = 0, len(data)
        varints: dict[bytes, int] = {}  # deltas and ids repeat: decode each spelling once
        while pos < end:
            # Runs of event packets: each must start where the last one ended.
            thread, last_seq = None, None
            for found in _EVENT.finditer(data, pos):
                if found.start() != pos:
                    break
                raw_length, raw_delta, raw_seq, kind, raw_iid, raw_category, end_kind = found.groups()
                stop = found.end()
                if stop - pos != raw_length[0] + 2:
                    break  # the packet holds more than the fast path knows
                if thread is None or raw_seq != last_seq:
                    thread, last_seq = self.thread(_small_varint(raw_seq)), raw_seq
                delta = varints.get(raw_delta)
                if delta is None:
                    delta = varints[raw_delta] = _small_varint(raw_delta)
                now = thread.now = thread.now + delta
                if kind == b"\x01":
                    iid = varints.get(raw_iid)
                    if iid is None:
                        iid = varints[raw_iid] = _small_varint(raw_iid)
                    routine = self.ids.get(iid)
                    if routine is None:
                        routine = self.routine(iid, raw_category[0] if raw_category else 0)
                    thread.open.append((routine, now))
                else:
                    thread.close(end_kind.decode() if end_kind else "", _small_varint(raw_seq))
                pos = stop
            if pos >= end:
                break
            if data[pos] != 0x0A:
                raise _Malformed(f"byte {pos}: not a trace packet")
            record = _RECORD.match(data, pos)
            if record is not None and self.boot_origin:
                raw_length, raw_delta, raw_seq, raw_name = record.groups()
                seq = _small_varint(raw_seq)
                thread = self.thread(seq)
                thread.now += _small_varint(raw_delta)
                self.instants.append((self.event_names.get(_small_varint(raw_name), ""), seq - 1,
                                      self.boot_origin + thread.now, "", "", 0))
                pos += 1 + len(raw_length) + _small_varint(raw_length)
                continue
            size, body_at = _varint(data, pos + 1)
            if body_at + size > end:
                raise _Malformed(f"byte {pos}: packet runs past the end of the file")
            self.packet(data[body_at:body_at + size])
            pos = body_at + size
        self.finish()

    def packet(self, body: bytes) -> None:
        """Any packet the fast path did not take."""
        packet = _fields(body)
        seq = _number(next((v for n, v in packet if n == _SEQUENCE_ID), 0))
        stamp = next((v for n, v in packet if n == _TIMESTAMP), None)
        timestamp = None if stamp is None else _number(stamp)
        for number, value in packet:
            if number == _INTERNED_DATA:
                for n, entry in _fields(_message(value)):
                    if n == 4:  # source_locations: iid, file_name, function_name, line_number
                        loc = dict(_fields(_message(entry)))
                        self.locations[_number(loc.get(1, 0))] = (_text(loc.get(3, b"")), _text(loc.get(2, b"")),
                                                                  _number(loc.get(4, 0)))
                    elif n == 1:  # event_categories: iid, name (the region kinds)
                        category = dict(_fields(_message(entry)))
                        self.categories[_number(category.get(1, 0))] = _text(category.get(2, b""))
                    elif n in (2, 3):  # event_names, debug_annotation_names: iid, name
                        named = dict(_fields(_message(entry)))
                        table = self.event_names if n == 2 else self.annotation_names
                        table[_number(named.get(1, 0))] = _text(named.get(2, b""))
            elif number == _CLOCK_SNAPSHOT:
                self.thread(seq).now = 0
            elif number == _TRACK_EVENT:
                self.track_event(_fields(_message(value)), seq, timestamp)

    def track_event(self, event: list[tuple[int, _Value]], seq: int, timestamp: int | None) -> None:
        kind = next((v for n, v in event if n == _TE_TYPE), 0)
        if kind == _INSTANT:
            name = _text(next((v for n, v in event if n == _TE_NAME), b""))
            values = _annotations(event, self.annotation_names)
            if name == "srcinst":
                if self.other:
                    raise _Malformed("a second process's counts: one file, one process (were traces concatenated?)")
                self.other, self.boot_origin = values, timestamp or 0
            elif seq != 1:  # an MPI record among a thread's calls: interned name, time on its clock
                thread = self.thread(seq)
                thread.now += timestamp or 0
                name = self.event_names.get(_number(next((v for n, v in event if n == _TE_NAME_IID), 0)), name)
                self.instants.append((name, seq - 1, self.boot_origin + thread.now, "", "", 0))
            else:
                self.instants.append((name, _thread_of(event), timestamp or 0, str(values.get("routine", "")),
                                      str(values.get("file", "")), int(values.get("line") or 0)))
        elif kind in (_SLICE_BEGIN, _SLICE_END) and timestamp is not None:
            # An event the fast path did not take (a name id of three bytes, say).
            thread = self.thread(seq)
            thread.now += timestamp
            if kind == _SLICE_BEGIN:
                iid = _number(next((v for n, v in event if n == _TE_NAME_IID), 0))
                category = _number(next((v for n, v in event if n == _TE_CATEGORY_IIDS), 0))
                thread.open.append((self.routine(iid, category), thread.now))
            else:
                thread.close(str(_annotations(event).get("end") or ""), seq)

    def finish(self) -> None:
        if not self.other.get("srcinst_trace"):
            raise _Malformed("no srcinst totals")
        pid = int(self.other.get("pid") or 0)
        self.sink.set_other_data(self.other)
        for seq, thread in sorted(self.threads.items()):
            if thread.open:
                raise _Malformed(f"{len(thread.open)} slices never ended on thread {seq - 1}")
            if thread.routines:
                self.sink.add_calls(pid, seq - 1, thread.routines, thread.starts, thread.durs,
                                    thread.ends if any(thread.ends) else None, thread.depths)
        for name, tid, boot_ns, routine, file, line in self.instants:
            self.sink.add_instant(name, pid, tid, max(0, boot_ns - self.boot_origin), routine, file, line)


def _thread_of(event: list[tuple[int, _Value]]) -> int:
    # Instants name their track; the runtime's thread tracks are the process
    # track's uuid plus the thread index.
    uuid = _number(next((v for n, v in event if n == _TE_TRACK_UUID), 0))
    return uuid & ((1 << 20) - 1)
