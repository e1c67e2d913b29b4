"""Helpers for the tests of srcinst's trace runtime (the built-in `trace` spec).

A program is instrumented with `trace`, built with the runtime object that
`srcinst runtime --libs` builds, and run with SRCINST_TRACE_PREFIX pointing
into its work directory. The trace JSON is read here with the json module
alone (not with srcinst.trace.report), so the runtime's output is checked by code
that does not share its assumptions.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import helpers

from srcinst.trace.profile_txt import split_name_file

RUNTIME_SRC_DIR = helpers.REPO / "srcinst" / "trace" / "runtime"
RUNTIME_CORPUS = helpers.CORPUS / "runtime"


def srcinst_cmd(*args) -> list[str]:
    return [sys.executable, "-m", "srcinst", *[str(a) for a in args]]


srcinst_env = helpers.srcinst_env


# Added to every compile and link of the runtime's tests, the runtime's own
# build included, and to the environment of their runs: a sanitizer's
# (test_trace_sanitizers.py sets them); a plain build without.
PROGRAM_FLAGS: tuple[str, ...] = ()
PROGRAM_ENV: dict[str, str] = {}
_SANITIZER_REPORT = re.compile(r"(ERROR|WARNING): \w+Sanitizer|: runtime error: ")


def compiler(name: str) -> list[str]:
    """The command that compiles a test program: `name` and PROGRAM_FLAGS."""
    return [name, *PROGRAM_FLAGS]


def build_runtime_object(cache: Path, cc: str = "gcc") -> Path:
    """What `srcinst runtime --libs` links: the object is the first word.
    Built without OTF2 output (SRCINST_TRACE_OTF2=0), so that it links alone;
    tests/test_trace_otf2.py links the runtime with libotf2."""
    r = helpers.run_cmd(srcinst_cmd("runtime", "--libs", "--cc", " ".join(compiler(cc))), cwd=helpers.REPO,
                        env=srcinst_env(SRCINST_CACHE_DIR=str(cache), SRCINST_TRACE_OTF2="0"),
                        timeout=helpers.COMPILE_TIMEOUT)
    assert r.returncode == 0, r.stderr.decode()
    words = r.stdout.decode().split()
    assert words and words[0].endswith(".o") and Path(words[0]).is_file(), words
    return Path(words[0])


def instrument_trace(src: Path, out: Path, extra: Sequence[str] = ()) -> helpers.RunResult:
    out.parent.mkdir(parents=True, exist_ok=True)
    r = helpers.run_cmd(srcinst_cmd("-s", "trace", src, "-o", out, *extra), cwd=helpers.REPO,
                        env=srcinst_env(), timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode == 0 and out.is_file(), (
        f"srcinst -s trace failed on {src}:\n{r.stderr.decode(errors='replace')}")
    return r


def build_traced_object(c_src: Path, out_dir: Path, flags: Sequence[str] = ()) -> Path:
    """A C companion file of a Fortran program, instrumented and compiled."""
    inst = out_dir / c_src.name
    instrument_trace(c_src, inst, ["--compiler", "gcc", "-I", RUNTIME_SRC_DIR])
    obj = out_dir / (c_src.stem + ".o")
    helpers.compile_checked([*compiler("gcc"), "-w", *flags, "-I", RUNTIME_SRC_DIR, "-c", inst, "-o", obj],
                            what=f"compiling {c_src.name} instrumented with trace", source=inst)
    return obj


# --------------------------------------------------------------------------
# Running and reading the outputs


@dataclass
class TracedRun:
    result: helpers.RunResult
    trace_files: list[Path]
    profile_files: list[Path]
    doc: dict = field(default_factory=dict)     # the (single) trace file, parsed
    profile_text: str = ""

    @property
    def other(self) -> dict:
        return self.doc.get("otherData", {})

    @property
    def calls(self) -> list[dict]:
        return [e for e in self.doc.get("traceEvents", []) if e.get("ph") == "X"]

    @property
    def instants(self) -> list[dict]:
        return [e for e in self.doc.get("traceEvents", []) if e.get("ph") == "i"]


# The timeline format run_traced asks for unless told otherwise: tests of
# the runtime's behaviour run once per format (test_trace_perfetto.py sets
# "perfetto" and reruns them).
FORMAT = "json"


def run_traced(exe: Path, work: Path, args: Sequence[str] = (), **env_extra: str) -> TracedRun:
    """Run exe in work with the trace written to work/trace.<pid>.*"""
    for old in list(work.glob("trace.*")):
        old.unlink()
    env = helpers.program_env(None)
    env.update({"SRCINST_TRACE_PREFIX": str(work / "trace"), "SRCINST_TRACE_FORMAT": FORMAT, **PROGRAM_ENV})
    env.update(env_extra)
    result = helpers.run_cmd([exe, *args], cwd=work, env=env)
    assert_no_sanitizer_report(result)
    traces = sorted(work.glob("trace.*.json")) + sorted(work.glob("trace.*.pftrace"))
    run = TracedRun(result, traces, sorted(work.glob("trace.*.profile.txt")))
    if len(run.trace_files) == 1:
        run.doc = read_trace(run.trace_files[0])
    if len(run.profile_files) == 1:  # names are bytes as written in the source
        run.profile_text = run.profile_files[0].read_bytes().decode("latin-1")
    return run


def assert_no_sanitizer_report(result: helpers.RunResult) -> None:
    """A sanitizer's report fails the run, in whichever process it came
    (a forked child's status is its parent's to check, not the test's)."""
    report = result.stderr.decode(errors="replace")
    assert not _SANITIZER_REPORT.search(report), f"{' '.join(result.cmd)}:\n{report[-6000:]}"


def read_trace(path: Path) -> dict:
    """A trace file of either format, in the JSON trace's shape."""
    if path.suffix == ".pftrace":
        return pftrace_as_json(path)
    return json.loads(path.read_text(encoding="utf-8"))


def pftrace_as_json(path: Path) -> dict:
    """A Perfetto trace read with Perfetto's own schema (not srcinst's
    reader) into the JSON trace's shape, so that the same checks apply:
    slices become complete events, the "srcinst" instant's annotations the
    otherData, thread tracks thread_name metadata. Each complete event also
    gets "parent": the name of the slice it began in (None at the top), as
    the begins and ends say it, whatever the times."""
    from perfetto.protos.perfetto.trace import perfetto_trace_pb2 as pb
    trace = pb.Trace.FromString(path.read_bytes())
    locations: dict[int, tuple] = {}
    names: dict[int, str] = {}
    keys: dict[int, str] = {}  # interned annotation names (MPI records')
    categories: dict[int, str] = {}  # the region kinds
    clock: dict[int, int] = {}
    open_slices: dict[int, list] = {}
    other, events, boot_origin = {}, [], None
    tids: dict[int, int] = {}  # track uuid -> thread index
    process_track = None
    pid = 0

    def annotations(event) -> dict:
        out = {}
        for a in event.debug_annotations:
            kind = a.WhichOneof("value")
            out[a.name or keys[a.name_iid]] = getattr(a, kind) if kind else None
        return out

    for packet in trace.packet:
        seq = packet.trusted_packet_sequence_id
        if packet.HasField("interned_data"):
            for loc in packet.interned_data.source_locations:
                locations[loc.iid] = (loc.file_name, loc.line_number, loc.function_name)
            for name in packet.interned_data.event_names:
                names[name.iid] = name.name
            for category in packet.interned_data.event_categories:
                categories[category.iid] = category.name
            for key in packet.interned_data.debug_annotation_names:
                keys[key.iid] = key.name
        if packet.HasField("clock_snapshot"):
            clocks = {c.clock_id: c for c in packet.clock_snapshot.clocks}
            assert clocks[64].is_incremental and 6 in clocks, packet
            clock[seq] = clocks[64].timestamp
        if packet.HasField("track_descriptor") and packet.track_descriptor.HasField("process"):
            process_track = packet.track_descriptor.uuid
        if packet.HasField("track_descriptor") and packet.track_descriptor.HasField("thread"):
            desc = packet.track_descriptor
            tids[desc.uuid] = seq - 1
            events.append({"ph": "M", "name": "thread_name", "pid": desc.thread.pid, "tid": seq - 1,
                           "args": {"name": desc.thread.thread_name}})
        if not packet.HasField("track_event"):
            continue
        event = packet.track_event
        if event.type == pb.TrackEvent.TYPE_INSTANT:
            values = annotations(event)
            if event.name == "srcinst":
                other, boot_origin, pid = values, packet.timestamp, values["pid"]
            elif seq != 1:  # an MPI record among its thread's calls: on clock 64, named by iid
                assert packet.sequence_flags == 2 and seq in clock and not event.HasField("track_uuid"), packet
                clock[seq] += packet.timestamp
                events.append({"ph": "i", "name": names[event.name_iid], "pid": pid, "tid": seq - 1,
                               "ts": clock[seq] / 1000, "args": values})
            else:  # on a described thread track, else on the process track
                assert event.track_uuid in tids or event.track_uuid == process_track, event
                events.append({"ph": "i", "name": event.name, "pid": pid, "tid": tids.get(event.track_uuid, 0),
                               "boot_ts": packet.timestamp, "args": values})
            continue
        # Slices: delta timestamps on the sequence's incremental clock 64.
        assert packet.sequence_flags == 2 and seq in clock, packet
        clock[seq] += packet.timestamp
        stack = open_slices.setdefault(seq, [])
        if event.type == pb.TrackEvent.TYPE_SLICE_BEGIN:
            assert event.name_iid == event.source_location_iid, event
            assert len(event.category_iids) == 1, event
            stack.append((event.name_iid, clock[seq], names[stack[-1][0]] if stack else None,
                          categories[event.category_iids[0]]))
        else:
            assert event.type == pb.TrackEvent.TYPE_SLICE_END and stack, event
            iid, start, parent, cat = stack.pop()
            file, line, function = locations[iid]
            assert function == names[iid], (function, names[iid])
            args = {"file": file, "line": line}
            end = annotations(event).get("end")
            if end:
                args["end"] = end
            events.append({"ph": "X", "name": names[iid], "cat": cat, "pid": pid, "tid": seq - 1,
                           "ts": start / 1000, "dur": (clock[seq] - start) / 1000, "args": args, "parent": parent})
    assert not any(open_slices.values()), "slices that never ended"
    for e in events:
        if "boot_ts" in e:
            e["ts"] = (e.pop("boot_ts") - boot_origin) / 1000
        e["pid"] = e["pid"] or pid
    return {"otherData": other, "traceEvents": events}


def ns(microseconds) -> int:
    """The runtime writes microseconds with exactly three decimals."""
    return int(round(float(microseconds) * 1000))


def nesting_problems(calls: Sequence[dict]) -> list[str]:
    """Complete events of one thread must nest: a call that starts inside
    another ends inside it too. Touching ends (a frame closed at the instant
    the next one starts) are siblings."""
    problems: list[str] = []
    for e, parent in callers(calls):
        end = ns(e["ts"]) + ns(e["dur"])
        if parent is not None and end > ns(parent["ts"]) + ns(parent["dur"]):
            problems.append(f"thread {e['tid']}: {e['name']} [{ns(e['ts'])}, {end}] overlaps "
                            f"{parent['name']} ending at {ns(parent['ts']) + ns(parent['dur'])}")
    return problems


def callers(calls: Sequence[dict]) -> list[tuple]:
    """(call, the call it is nested in or None) for every call, by time."""
    out = []
    by_thread: dict[tuple, list[dict]] = {}
    for e in calls:
        by_thread.setdefault((e["pid"], e["tid"]), []).append(e)
    for events in by_thread.values():
        stack: list[dict] = []
        for e in sorted(events, key=lambda e: (ns(e["ts"]), -ns(e["dur"]))):
            while stack and ns(stack[-1]["ts"]) + ns(stack[-1]["dur"]) <= ns(e["ts"]):
                stack.pop()
            out.append((e, stack[-1] if stack else None))
            stack.append(e)
    return out


def call_counts(calls: Sequence[dict]) -> Counter:
    return Counter(e["name"] for e in calls)


def end_counts(calls: Sequence[dict], kind: str) -> int:
    return sum(1 for e in calls if e.get("args", {}).get("end") == kind)


_PROFILE_ROW = re.compile(r"^\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+(.* \[.*):(\d+)\]"
                          r"(?: \{(\d+), (\d+)\})?(?: <(\w+)>)?( \(throttled\))?$")


@dataclass
class ProfileRow:
    calls: int
    inclusive_ms: float
    exclusive_ms: float
    name: str
    file: str
    line: int
    unwound: int
    open_at_exit: int
    kind: str = "routine"  # a row without <kind> is a routine's
    throttled: bool = False  # marked (throttled): its later calls are not in the timeline


def parse_profile(text: str) -> list[ProfileRow]:
    rows = []
    for line in text.splitlines():
        if line.startswith("#") or not line.strip():
            continue
        m = _PROFILE_ROW.match(line)
        named = split_name_file(m.group(5)) if m else None  # loop names hold brackets
        assert named, f"unexpected profile line: {line!r}"
        rows.append(ProfileRow(int(m.group(1)), float(m.group(2)), float(m.group(3)), named[0],
                               named[1], int(m.group(6)), int(m.group(7) or 0), int(m.group(8) or 0),
                               m.group(9) or "routine", bool(m.group(10))))
    return rows


_PROFILE_THREADS = re.compile(r"# srcinst flat profile: .*, pid \d+, (\d+) threads?, ")
_PROFILE_TOTALS = re.compile(r"# unwound frames (\d+), mismatched exits (\d+), open at exit (\d+), "
                             r"dropped events (\d+), threads busy at exit (\d+)$", re.M)


def profile_totals(text: str) -> dict:
    """The profile's header: threads and the process's counts."""
    threads = _PROFILE_THREADS.match(text)
    totals = _PROFILE_TOTALS.search(text)
    assert threads and totals, text[:300]
    unwound, mismatched, open_, dropped, busy = map(int, totals.groups())
    return {"threads": int(threads.group(1)), "unwound": unwound, "mismatched": mismatched, "open": open_,
            "dropped": dropped, "busy": busy}


def short_name(routine: str) -> str:
    """`int calc::Stepper::advance(int)` -> `calc::Stepper::advance`,
    `void * worker(void *)` -> `worker`; Fortran names are lower-cased; an
    OpenMP construct `!$omp parallel for @dir/a.c:37` -> `omp_parallel_for@37`."""
    omp = re.match(r"!\$omp (.*?) @.*:(\d+)$", routine)
    if omp:
        return "omp_" + omp.group(1).replace(" ", "_").replace("(", "").replace(")", "") + "@" + omp.group(2)
    if "(" not in routine:
        return routine.lower()
    head = routine.split("(", 1)[0].split()
    return head[-1].lstrip("*&") if head else routine


# --------------------------------------------------------------------------
# corpus/runtime headers


@dataclass
class RuntimeMeta:
    path: Path
    lang: str
    std: str | None = None
    flags: list[str] = field(default_factory=list)
    calls: dict[str, int] = field(default_factory=dict)
    unwound: int = 0
    open_at_exit: int = 0
    hot: str | None = None
    with_src: Path | None = None
    after_exit: list[str] = field(default_factory=list)
    parents: dict[str, str] = field(default_factory=dict)    # routine -> its caller


LANG_BY_SUFFIX = {".c": "c", ".cpp": "c++", ".f90": "fortran"}


def runtime_programs() -> list[Path]:
    """Programs with a header (a companion file given by with= has none)."""
    return sorted(p for p in RUNTIME_CORPUS.iterdir()
                  if p.suffix in LANG_BY_SUFFIX and "srcinst-test:" in p.read_text().split("\n", 1)[0])


def parse_runtime_meta(path: Path) -> RuntimeMeta:
    meta = RuntimeMeta(path=path, lang=LANG_BY_SUFFIX[path.suffix])
    header = path.read_text().split("\n", 1)[0].split("srcinst-test:", 1)[1].replace("*/", " ")
    for token in header.split():
        key, _, value = token.partition("=")
        if key == "std":
            meta.std = value
        elif key == "flags":
            meta.flags = value.split(",")
        elif key == "calls":
            for item in value.split(","):
                name, _, count = item.rpartition(":")
                meta.calls[name.lower() if meta.lang == "fortran" else name] = int(count)
        elif key in ("unwound", "open_at_exit"):
            setattr(meta, key, int(value))
        elif key == "hot":
            meta.hot = value
        elif key == "with":
            meta.with_src = path.parent / value
        elif key == "after_exit":
            meta.after_exit = value.split(",")
        elif key == "parent":
            meta.parents = dict(item.split(":", 1) for item in value.split(","))
        else:
            raise ValueError(f"{path.name}: unknown header key {key!r}")
    return meta
