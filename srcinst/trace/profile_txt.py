"""Reading the flat profile srcinst's runtime writes (PREFIX.PID.profile.txt).

print_profile in runtime/srcinst_trace.c writes:

    # srcinst flat profile: PROGRAM, pid N, T threads, X ms in routines
      (an MPI process's: PROGRAM, pid N, rank R of S, T threads, ...)
    # unwound frames U, mismatched exits M, open at exit O, dropped events D, threads busy at exit B
    # throttled routines R, throttled events T (more than N calls at under X us each: ...)
    #        calls      incl ms      excl ms  excl %  routine [file:line] {unwound, open at exit} <kind> (throttled)
                 5        1.234        0.567   12.34  int f(int) [f.c:3] {1, 0}
           1000000        2.000        2.000   40.00  Loop: int f(int) [{f.c} {4,5}-{5,9}] [f.c:4] <loop>
            300000       20.918       20.918   41.25  int tiny(int) [f.c:7] (throttled)

An MPI process's profile ends with comment lines summing its messages
(`# mpi MPI_Send sent to 1 tag 7 comm 0: 3 messages, 12 bytes`), which
are skipped here.
(runtimes before the second header line wrote the first and last only;
before region kinds, no row had a <kind>: all were routines; the throttle
line is there when the runtime's throttle was on, a (throttled) mark on the
rows of routines it kept out of the timeline on some thread).
Its totals are exact however many events the timeline dropped; times have
microsecond resolution (three decimals of ms). Names and files are the bytes
of the source: valid UTF-8 is read as such, any other byte as Latin-1, as
the JSON trace escapes it, so both name a routine alike.
"""
from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

from srcinst.diagnostics import Diagnostic, SrcinstError, error

MAGIC = b"# srcinst flat profile: "

_HEADER = re.compile(r"# srcinst flat profile: (.*), pid (\d+), (?:rank (\d+)(?: of (\d+))?, )?(\d+) threads?, "
                     r"([\d.]+) ms in routines\Z")
_TOTALS = re.compile(r"# unwound frames (\d+), mismatched exits (\d+), open at exit (\d+), "
                     r"dropped events (\d+), threads busy at exit (\d+)\Z")
_THROTTLED = re.compile(r"# throttled routines (\d+), throttled events (\d+) ")
# A row's routine and file: `NAME [FILE:LINE]`. Names of loops hold
# brackets (`Loop: f [{a.c} {3,5}-{7,5}]`) and a path may too: the name ends
# at the first " [" that leaves brackets balanced on both sides.
_ROW = re.compile(r" +(\d+) +([\d.]+) +([\d.]+) +(\S+)  (.* \[.*):(-?\d+)\](?: \{(\d+), (\d+)\})?"
                  r"(?: <(loop|timer|phase|call|mpi|omp)>)?( \(throttled\))?\Z")
ROUTINE = "routine"  # a row without a <kind>


def _balanced(text: str) -> bool:
    depth = 0
    for char in text:
        depth += {"[": 1, "]": -1}.get(char, 0)
        if depth < 0:
            return False
    return depth == 0


def split_name_file(text: str) -> tuple[str, str] | None:
    """`NAME [FILE` -> (NAME, FILE), None when no split is balanced."""
    at = text.find(" [")
    while at >= 0:
        name, file = text[:at], text[at + 2:]
        if _balanced(name) and _balanced(file):
            return name, file
        at = text.find(" [", at + 1)
    return None


COUNTS = ("unwound_frames", "mismatched_exits", "open_at_exit", "dropped_events", "threads_busy_at_exit")
THROTTLE_COUNTS = ("throttled_routines", "throttled_events")


def _latin1_byte(exc: UnicodeError) -> tuple[str, int]:
    # One byte at a time, as the runtime's JSON writer escapes a byte that
    # starts no valid UTF-8 sequence. (Registered for decoding only.)
    if not isinstance(exc, UnicodeDecodeError):
        raise exc
    return exc.object[exc.start:exc.start + 1].decode("latin-1"), exc.start + 1


codecs.register_error("srcinst-latin1", _latin1_byte)


@dataclass(frozen=True)
class ProfileRow:
    name: str
    file: str
    line: int
    calls: int
    inclusive_ns: int
    exclusive_ns: int
    unwound: int
    open_at_exit: int
    kind: str = ROUTINE
    throttled: bool = False  # the runtime's throttle kept its later calls out of the timeline


@dataclass
class ProfileFile:
    path: str
    program: str
    pid: int
    threads: int
    counts: dict[str, int] = field(default_factory=dict)  # COUNTS -> value
    rows: list[ProfileRow] = field(default_factory=list)
    rank: int | None = None  # an MPI process's rank, and its job's size (0: not known)
    ranks: int = 0


def is_profile(head: bytes) -> bool:
    return head.startswith(MAGIC)


def read_profile(path: str) -> ProfileFile:
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        raise error(f"cannot read profile: {exc.strerror}", path) from exc
    lines = data.decode("utf-8", "srcinst-latin1").split("\n")

    def fail(message, number):
        return SrcinstError(Diagnostic("error", message, path, number))

    header = _HEADER.match(lines[0].rstrip("\r"))
    if not header:
        raise fail("not a srcinst profile (its first line is not '# srcinst flat profile: ...')", 1)
    profile = ProfileFile(path, header.group(1), int(header.group(2)), int(header.group(5)),
                          dict.fromkeys(COUNTS + THROTTLE_COUNTS, 0))
    if header.group(3) is not None:
        profile.rank = int(header.group(3))
        profile.ranks = int(header.group(4) or 0)
    for number, line in enumerate(lines[1:], start=2):
        line = line.rstrip("\r")
        if not line.strip():
            continue
        if line.startswith("#"):
            if _HEADER.match(line):
                raise fail("a second profile's header: one file, one process (were profiles concatenated?)",
                           number)
            totals = _TOTALS.match(line)
            if totals and number == 2:
                profile.counts.update(zip(COUNTS, map(int, totals.groups())))
            throttle = _THROTTLED.match(line)
            if throttle and number == 3:
                profile.counts.update(zip(THROTTLE_COUNTS, map(int, throttle.groups())))
            continue
        row = _ROW.match(line)
        named = split_name_file(row.group(5)) if row else None
        if row is None or named is None:
            raise fail(f"not a row of a srcinst profile: '{line.strip()[:80]}'", number)
        calls, inclusive, exclusive, _, _, line_no, unwound, still_open, kind, throttled_mark = row.groups()
        name, file = named
        try:
            times = _ms_to_ns(inclusive), _ms_to_ns(exclusive)
        except InvalidOperation:
            raise fail(f"not a time in ms: '{inclusive} {exclusive}'", number) from None
        profile.rows.append(ProfileRow(name, file, int(line_no), int(calls), times[0], times[1],
                                       int(unwound or 0), int(still_open or 0), kind or ROUTINE,
                                       bool(throttled_mark)))
    return profile


def _ms_to_ns(text: str) -> int:
    whole, dot, fraction = text.partition(".")
    if whole.isdigit() and (not dot or fraction.isdigit()) and len(fraction) <= 6:
        return int(whole) * 1_000_000 + int(fraction.ljust(6, "0") or 0)
    return int(Decimal(text) * 1_000_000)
