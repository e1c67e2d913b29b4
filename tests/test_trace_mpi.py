"""MPI in srcinst's trace runtime: PMPI wrappers built in with an MPI compiler.

The ring programs (corpus/runtime/mpi_ring.c and .f90: a token passed round
the ring three times with MPI_Send and MPI_Recv, once with MPI_Isend,
MPI_Irecv and waits, then MPI_Allreduce and MPI_Barrier) are instrumented
with the `trace` spec, built with mpicc or mpif90 and the runtime that
`srcinst runtime --libs --cc mpicc` prints, and run on 4 ranks with mpirun.
Their outputs are read here with the json module, the perfetto package's
schema and OTF2's own `otf2-print`, not with srcinst's readers; the counts
expected are those of the programs' sources. Skipped where Open MPI is
missing (the README's test command installs openmpi-bin, libopenmpi-dev).
"""
from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

C_PROGRAM = th.RUNTIME_CORPUS / "mpi_ring.c"
F_PROGRAM = th.RUNTIME_CORPUS / "mpi_ring.f90"
RANKS = 4
MPIRUN = shutil.which("mpirun")
OTF2_PRINT = shutil.which("otf2-print")

pytestmark = pytest.mark.skipif(not (MPIRUN and shutil.which("mpicc") and shutil.which("mpif90")),
                                reason="Open MPI not installed (apt-get install openmpi-bin libopenmpi-dev)")

# Calls per rank, from the sources. C: ring() sends and receives once per
# round (3), ring_nonblocking() posts MPI_Irecv and MPI_Isend and waits for
# each (2 MPI_Wait).
C_CALLS = {"MPI_Init": 1, "MPI_Comm_rank": 1, "MPI_Comm_size": 1, "MPI_Send": 3, "MPI_Recv": 3, "MPI_Irecv": 1,
           "MPI_Isend": 1, "MPI_Wait": 2, "MPI_Allreduce": 1, "MPI_Barrier": 1, "MPI_Finalize": 1,
           "int main(int, char **)": 1, "int ring(int, int, int)": 3, "int ring_nonblocking(int, int)": 1,
           "double work(int)": 1}
# Fortran: pass() likewise, then MPI_Irecv, MPI_Isend and one MPI_Waitall.
F_CALLS = {"MPI_Init": 1, "MPI_Comm_rank": 1, "MPI_Comm_size": 1, "MPI_Send": 3, "MPI_Recv": 3, "MPI_Irecv": 1,
           "MPI_Isend": 1, "MPI_Waitall": 1, "MPI_Allreduce": 1, "MPI_Barrier": 1, "MPI_Finalize": 1,
           "mpi_ring": 1, "ring_work::pass": 3, "ring_work::work": 1}
# (tag, bytes) of the messages each rank sends: 3 ring passes of one int,
# then two ints.
MESSAGES_PER_RANK = Counter({(7, 4): 3, (8, 8): 1})
LAUNCHER_VARIABLES = ("OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "PMI_RANK", "PMI_SIZE", "PMIX_RANK",
                      "SLURM_PROCID", "SLURM_NTASKS")
EXPECTED_OUTPUT = b"ranks 4 token 21 received 33 total 54.311212\n"


def mpi_env(work: Path, **extra: str) -> dict[str, str]:
    extra.setdefault("SRCINST_TRACE_PREFIX", str(work / "srcinst-trace"))
    env = th.srcinst_env(OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
                         OMPI_MCA_rmaps_base_oversubscribe="1", **extra)
    # The runtime's settings and a launcher's rank as the test gives them, not as the suite's environment has them.
    for name in ("SRCINST_TRACE_FORMAT", "SRCINST_TRACE", "SRCINST_PROFILE", "SRCINST_TRACE_MAX_EVENTS",
                 *LAUNCHER_VARIABLES):
        if name not in extra:
            env.pop(name, None)
    return env


def runtime_libs(cache: Path, cc: str) -> tuple[list[str], str]:
    r = helpers.run_cmd(th.srcinst_cmd("runtime", "--libs", "-v", "--cc", cc), cwd=helpers.REPO,
                        env=th.srcinst_env(SRCINST_CACHE_DIR=str(cache)), timeout=helpers.COMPILE_TIMEOUT)
    assert r.returncode == 0, r.stderr.decode()
    return r.stdout.decode().split(), r.stderr.decode()


def build(src: Path, work: Path, cc: str, cache: Path) -> Path:
    libs, said = runtime_libs(cache, cc)
    assert "MPI: built in" in said, said
    inst = work / f"app.inst{src.suffix}"
    th.instrument_trace(src, inst, ["--compiler", cc, "-I", th.RUNTIME_SRC_DIR])
    exe = work / "app"
    helpers.compile_checked([cc, "-w", "-I", th.RUNTIME_SRC_DIR, inst, *libs, "-o", exe], cwd=work,
                            what=f"building {src.name} with {cc} and the trace runtime", source=inst)
    return exe


def mpirun(exe: Path, work: Path, **env: str) -> helpers.RunResult:
    r = helpers.run_cmd([MPIRUN, "--oversubscribe", "-np", str(RANKS), exe], cwd=work, env=mpi_env(work, **env),
                        timeout=120)
    assert r.returncode == 0, helpers.describe(r)
    return r


def profile_counts(path: Path) -> Counter:
    """calls per row name of a runtime profile, read by its layout."""
    counts: Counter = Counter()
    for line in path.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        calls, _incl, _excl, _share, rest = line.split(None, 4)
        counts[rest[:rest.rindex(" [")]] += int(calls)
    return counts


@pytest.fixture(scope="module")
def cache(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("cache")


@pytest.fixture(scope="module", params=["c", "fortran"])
def program(request, tmp_path_factory, cache):
    """(language, executable, expected calls per rank)."""
    work = tmp_path_factory.mktemp(f"build-{request.param}")
    if request.param == "c":
        return "c", build(C_PROGRAM, work, "mpicc", cache), C_CALLS
    return "fortran", build(F_PROGRAM, work, "mpif90", cache), F_CALLS


# --------------------------------------------------------------------------
# The JSON timeline and the profiles: files, counts, messages


@pytest.fixture(scope="module")
def json_run(program, tmp_path_factory):
    language, exe, calls = program
    work = tmp_path_factory.mktemp(f"json-{language}")
    r = mpirun(exe, work, SRCINST_TRACE_FORMAT="json")
    return work, r, calls


def test_output_unchanged(json_run):
    _work, r, _calls = json_run
    assert r.stdout == EXPECTED_OUTPUT


def test_files_named_by_rank(json_run):
    work, _r, _calls = json_run
    names = sorted(p.name for p in work.iterdir() if p.name.startswith("srcinst-trace"))
    assert names == sorted([f"srcinst-trace.rank{r}.json" for r in range(RANKS)]
                           + [f"srcinst-trace.rank{r}.profile.txt" for r in range(RANKS)])
    for rank in range(RANKS):
        data = json.loads((work / f"srcinst-trace.rank{rank}.json").read_text())["otherData"]
        assert (data["rank"], data["ranks"]) == (rank, RANKS)
        assert data["mpi_comms"] == [{"name": "MPI_COMM_WORLD", "ranks": list(range(RANKS))}]
        head = (work / f"srcinst-trace.rank{rank}.profile.txt").read_text().splitlines()[0]
        assert f", rank {rank} of {RANKS}, 1 thread, " in head


def test_calls_exact_per_rank(json_run):
    work, _r, calls = json_run
    for rank in range(RANKS):
        assert profile_counts(work / f"srcinst-trace.rank{rank}.profile.txt") == Counter(calls), rank
        events = json.loads((work / f"srcinst-trace.rank{rank}.json").read_text())["traceEvents"]
        kept = Counter(e["name"] for e in events if e["ph"] == "X")
        assert kept == Counter(calls), rank
        assert {e["name"]: e["cat"] for e in events if e["ph"] == "X" and e["name"].startswith("MPI_")} == \
            dict.fromkeys((n for n in calls if n.startswith("MPI_")), "mpi")


def test_messages_matched_send_to_receive(json_run):
    work, _r, _calls = json_run
    sends: Counter = Counter()
    receives: Counter = Counter()
    collectives: Counter = Counter()
    for rank in range(RANKS):
        events = json.loads((work / f"srcinst-trace.rank{rank}.json").read_text())["traceEvents"]
        mine: Counter = Counter()
        for e in events:
            args = e.get("args", {})
            if e["ph"] == "i" and e["name"] == "MpiSend":
                sends[(rank, args["world_peer"], args["tag"], args["comm"], args["bytes"])] += 1
                mine[(args["tag"], args["bytes"])] += 1
                assert args["world_peer"] == (rank + 1) % RANKS
            elif e["ph"] == "i" and e["name"] == "MpiRecv":
                receives[(args["world_peer"], rank, args["tag"], args["comm"], args["bytes"])] += 1
                assert args["world_peer"] == (rank + RANKS - 1) % RANKS
            elif e["ph"] == "i" and e["name"] == "MpiCollectiveEnd":
                collectives[(rank, args["call"], args["comm"], args["bytes"], args["received"])] += 1
        assert mine == MESSAGES_PER_RANK, rank
    assert sum(sends.values()) == RANKS * sum(MESSAGES_PER_RANK.values())
    assert sends == receives
    assert collectives == Counter({(rank, call, 0, size, size): 1 for rank in range(RANKS)
                                   for call, size in (("MPI_Allreduce", 8), ("MPI_Barrier", 0))})


def test_finalize_timed_inside_its_region(json_run):
    """MPI_Finalize's region holds PMPI_Finalize (not the main program's own
    time): it comes last and the main program ends right after it."""
    work, _r, calls = json_run
    for rank in range(RANKS):
        events = [e for e in json.loads((work / f"srcinst-trace.rank{rank}.json").read_text())["traceEvents"]
                  if e["ph"] == "X"]
        main = next(e for e in events if e["name"] in ("int main(int, char **)", "mpi_ring"))
        finalize = next(e for e in events if e["name"] == "MPI_Finalize")
        last_other = max(e["ts"] + e["dur"] for e in events if e is not main and e is not finalize)
        assert finalize["ts"] >= last_other and "end" not in finalize["args"]
        after = main["ts"] + main["dur"] - (finalize["ts"] + finalize["dur"])
        # Open MPI's finalize takes milliseconds; the main program returns in microseconds.
        assert 0 <= after < finalize["dur"], (finalize, main)


def test_profile_sums_messages(json_run):
    work, _r, _calls = json_run
    for rank in range(RANKS):
        lines = [line for line in (work / f"srcinst-trace.rank{rank}.profile.txt").read_text().splitlines()
                 if line.startswith("# mpi ")]
        sent = [line for line in lines if " sent to " in line]
        assert sum(int(re.search(r": (\d+) messages", line)[1]) for line in sent) == 4
        assert any(f"MPI_Send sent to {(rank + 1) % RANKS} tag 7 comm 0: 3 messages, 12 bytes" in line
                   for line in sent), lines
        assert "# mpi MPI_Allreduce root -1 comm 0: 1 calls, 8 bytes sent, 8 received" in lines


def test_report_by_rank(json_run):
    work, _r, calls = json_run
    r = helpers.run_cmd(th.srcinst_cmd("report", work), cwd=helpers.REPO, env=th.srcinst_env())
    assert r.returncode == 0, helpers.describe(r)
    out = r.stdout.decode()
    assert out.startswith(f"srcinst profile: {RANKS} processes, {RANKS} threads, "
                          f"{RANKS * sum(calls.values())} calls\n"), out
    share = re.search(r"^MPI: 4 ranks; ([\d.]+)% of the time in MPI calls \(per rank ([\d.]+)% to ([\d.]+)%\)$",
                      out, re.M)
    assert share and float(share[2]) <= float(share[1]) <= float(share[3]) <= 100, out
    table = out[out.index("load over the ranks"):]
    work_row = next(line for line in table.splitlines() if "work" in line)
    low, mean, high, ratio = map(float, work_row.split()[:4])
    assert 0 < low <= mean <= high and ratio == pytest.approx(high / mean, abs=0.01), work_row
    for name in calls:
        assert re.search(rf"^ +[\d.]+ +[\d.]+ +[\d.]+ +[\d.]+  {re.escape(name)} ", table, re.M), name


# --------------------------------------------------------------------------
# Perfetto: the messages as instants on the rank's thread


def test_perfetto_messages(program, tmp_path):
    """Read with Perfetto's own schema: the records are instants on each
    rank's thread track, between its calls, named by interned iids."""
    pytest.importorskip("perfetto")
    _language, exe, calls = program
    mpirun(exe, tmp_path)
    for rank in range(RANKS):
        trace = th.pftrace_as_json(tmp_path / f"srcinst-trace.rank{rank}.pftrace")
        assert (trace["otherData"]["rank"], trace["otherData"]["ranks"]) == (rank, RANKS)
        assert trace["otherData"]["mpi_comm 0"] == "0 1 2 3"
        instants = [e for e in trace["traceEvents"] if e["ph"] == "i"]
        assert Counter(e["name"] for e in instants) == Counter({"MpiSend": 4, "MpiRecv": 4, "MpiCollectiveBegin": 2,
                                                                "MpiCollectiveEnd": 2}), rank
        sends = Counter((e["args"]["world_peer"], e["args"]["tag"], e["args"]["bytes"])
                        for e in instants if e["name"] == "MpiSend")
        assert sends == Counter({((rank + 1) % RANKS, 7, 4): 3, ((rank + 1) % RANKS, 8, 8): 1})
        # Each record lies inside the MPI call that made it.
        calls_of = [e for e in trace["traceEvents"] if e["ph"] == "X" and e["name"].startswith("MPI_")]
        for record in instants:
            assert any(c["ts"] <= record["ts"] <= c["ts"] + c["dur"] for c in calls_of), record
        ends = [e for e in instants if e["name"] == "MpiCollectiveEnd"]
        assert Counter(e["args"]["call"] for e in ends) == Counter({"MPI_Allreduce": 1, "MPI_Barrier": 1}), ends


# --------------------------------------------------------------------------
# One OTF2 archive for the job


_OTF2_EVENT = re.compile(r"^(\w+) +(\d+) +(\d+)(?: +(.*))?$")


@pytest.mark.skipif(not OTF2_PRINT, reason="otf2-print not installed (apt-get install otf2-tools)")
def test_one_otf2_archive_per_job(program, tmp_path):
    _language, exe, calls = program
    r = mpirun(exe, tmp_path, SRCINST_TRACE_FORMAT="otf2")
    assert r.stdout == EXPECTED_OUTPUT
    names = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("srcinst-trace"))
    assert names == sorted(["srcinst-trace.otf2"] + [f"srcinst-trace.rank{r}.profile.txt" for r in range(RANKS)])
    anchor = tmp_path / "srcinst-trace.otf2" / "traces.otf2"
    defs = helpers.run_cmd([OTF2_PRINT, "-G", anchor])
    assert defs.returncode == 0, helpers.describe(defs)
    text = defs.stdout.decode()
    groups = re.findall(r'^LOCATION_GROUP +(\d+) +Name: "MPI Rank (\d+)"', text, re.M)
    assert groups == [(str(r), str(r)) for r in range(RANKS)]
    locations = {int(loc): int(group) for loc, group in
                 re.findall(r'^LOCATION +(\d+) +Name: "thread 1".*Group: "MPI Rank \d+" <(\d+)>', text, re.M)}
    assert sorted(locations.values()) == list(range(RANKS))
    assert re.search(r'^COMM +0 +Name: "MPI_COMM_WORLD" <\d+>, Group: "MPI_COMM_WORLD"', text, re.M)
    assert re.search(r"^GROUP +\d+ +Name: \"MPI_COMM_WORLD\" <\d+>, Type: COMM_GROUP, Paradigm: MPI, "
                     r"Flags: NONE, 4 Members", text, re.M)
    assert re.search(r'^REGION +\d+ +Name: "MPI_Allreduce".*Role: COLL_ALL2ALL, Paradigm: MPI', text, re.M)

    events = helpers.run_cmd([OTF2_PRINT, anchor])
    assert events.returncode == 0, helpers.describe(events)
    entered: dict[int, Counter] = {rank: Counter() for rank in range(RANKS)}
    depth: Counter = Counter()
    still_open: Counter = Counter()
    sends: Counter = Counter()
    receives: Counter = Counter()
    collectives: Counter = Counter()
    kind, rank = "", -1
    for line in events.stdout.decode().splitlines():
        if line.startswith(" ") and "ADDITIONAL ATTRIBUTES" in line and '"open_at_exit"' in line:
            still_open[rank] += kind == "LEAVE"   # the line after its event
        m = _OTF2_EVENT.match(line)
        if not m or m[2] is None or int(m[2]) not in locations:
            continue
        kind, rank, rest = m[1], locations[int(m[2])], m[4] or ""
        if kind == "ENTER":
            entered[rank][re.search(r'Region: "(.*)" <\d+>', rest)[1]] += 1
            depth[rank] += 1
        elif kind == "LEAVE":
            depth[rank] -= 1
        elif kind == "MPI_SEND":
            peer, tag, size = re.search(r"Receiver: (\d+) .*Tag: (\d+), Length: (\d+)", rest).groups()
            sends[(rank, int(peer), int(tag), int(size))] += 1
        elif kind == "MPI_RECV":
            peer, tag, size = re.search(r"Sender: (\d+) .*Tag: (\d+), Length: (\d+)", rest).groups()
            receives[(int(peer), rank, int(tag), int(size))] += 1
        elif kind == "MPI_COLLECTIVE_END":
            collectives[(rank, re.search(r"Operation: (\w+)", rest)[1])] += 1
    # Written in MPI_Finalize: every call is there, the main program and
    # MPI_Finalize closed as still open then.
    assert entered == {rank: Counter(calls) for rank in range(RANKS)}
    assert depth == Counter(dict.fromkeys(range(RANKS), 0))
    assert still_open == Counter(dict.fromkeys(range(RANKS), 2))
    assert sum(sends.values()) == RANKS * 4 and sends == receives
    assert collectives == Counter({(rank, op): 1 for rank in range(RANKS) for op in ("ALLREDUCE", "BARRIER")})


# --------------------------------------------------------------------------
# Without MPI: names by pid; the launcher's rank where MPI is built in


HOT = th.RUNTIME_CORPUS / "hot.c"


@pytest.mark.parametrize("cc", ["mpicc", "gcc"])
def test_program_without_mpi(cc, cache, tmp_path):
    libs, said = runtime_libs(cache, cc)
    assert ("MPI: built in" in said) == (cc == "mpicc") and ("MPI" in said) == (cc == "mpicc"), said
    inst = tmp_path / "hot.inst.c"
    th.instrument_trace(HOT, inst, ["-I", th.RUNTIME_SRC_DIR])
    exe = tmp_path / "hot"
    helpers.compile_checked([cc, "-w", "-I", th.RUNTIME_SRC_DIR, inst, *libs, "-o", exe], cwd=tmp_path,
                            what="building hot.c", source=inst)
    alone = helpers.run_cmd([exe], cwd=tmp_path, env=mpi_env(tmp_path, SRCINST_TRACE_PREFIX=str(tmp_path / "alone")))
    assert alone.returncode == 0, helpers.describe(alone)
    pid_named = [p.name for p in tmp_path.iterdir() if re.fullmatch(r"alone\.\d+\.(pftrace|profile\.txt)", p.name)]
    assert len(pid_named) == 2, sorted(p.name for p in tmp_path.iterdir())
    profile = next(tmp_path.glob("alone.*.profile.txt")).read_text()
    assert " rank " not in profile.splitlines()[0] and "# mpi " not in profile
    # A launcher's rank names the files only where the runtime has MPI.
    launched = helpers.run_cmd([exe], cwd=tmp_path,
                               env=mpi_env(tmp_path, SRCINST_TRACE_PREFIX=str(tmp_path / "launched"),
                                           OMPI_COMM_WORLD_RANK="5", OMPI_COMM_WORLD_SIZE="8"))
    assert launched.returncode == 0 and launched.stdout == alone.stdout
    named = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("launched."))
    if cc == "mpicc":
        assert named == ["launched.rank5.pftrace", "launched.rank5.profile.txt"]
        assert ", rank 5 of 8, " in (tmp_path / "launched.rank5.profile.txt").read_text().splitlines()[0]
    else:
        assert len(named) == 2 and all(re.fullmatch(r"launched\.\d+\.\w+(\.txt)?", n) for n in named), named


# --------------------------------------------------------------------------
# Through the compiler wrapper, as the issue built it


def test_wrapper_with_mpicc(cache, tmp_path):
    """`srcinst -s trace -- mpicc app.c`: the wrapper links the runtime built
    for mpicc, with its PMPI wrappers."""
    exe = tmp_path / "app"
    r = helpers.run_cmd(th.srcinst_cmd("-s", "trace", "--", "mpicc", C_PROGRAM, "-o", exe), cwd=tmp_path,
                        env=th.srcinst_env(SRCINST_CACHE_DIR=str(cache)), timeout=helpers.COMPILE_TIMEOUT)
    assert r.returncode == 0, helpers.describe(r)
    run = mpirun(exe, tmp_path)
    assert run.stdout == EXPECTED_OUTPUT
    for rank in range(RANKS):
        assert profile_counts(tmp_path / f"srcinst-trace.rank{rank}.profile.txt") == Counter(C_CALLS), rank


# --------------------------------------------------------------------------
# Handles that Open MPI gives out again: a freed communicator's, a request's


COMMS_PROGRAMS = {"c": (th.RUNTIME_CORPUS / "mpi_comms.c", "mpicc"),
                  "fortran": (th.RUNTIME_CORPUS / "mpi_comms.f90", "mpif90")}


@pytest.mark.parametrize("language", sorted(COMMS_PROGRAMS))
def test_messages_on_communicators_made_again(language, cache, tmp_path):
    """mpi_comms.c and .f90 free a split communicator and split another
    (Open MPI gives it the freed one's handle), and complete an MPI_Irecv by
    MPI_Test (not recorded; its request's handle goes to the next
    MPI_Irecv, on MPI_COMM_WORLD): each message names its own peer and
    communicator, as the program's sources say."""
    src, cc = COMMS_PROGRAMS[language]
    exe = build(src, tmp_path, cc, cache)
    r = mpirun(exe, tmp_path, SRCINST_TRACE_FORMAT="json")
    assert sorted(r.stdout.decode().splitlines()) == [
        f"rank {rank} got {rank ^ 2} {rank ^ 1} {rank ^ 1} {(rank + RANKS - 1) % RANKS}" for rank in range(RANKS)]
    for rank in range(RANKS):
        other = json.loads((tmp_path / f"srcinst-trace.rank{rank}.json").read_text())
        comms = other["otherData"]["mpi_comms"]
        seen = Counter()
        for e in other["traceEvents"]:
            if e["ph"] == "i" and e["name"] in ("MpiSend", "MpiRecv"):
                args = e["args"]
                assert rank in comms[args["comm"]]["ranks"] and args["world_peer"] in comms[args["comm"]]["ranks"]
                seen[(e["name"], args["tag"], args["world_peer"])] += 1
        left, right = (rank + RANKS - 1) % RANKS, (rank + 1) % RANKS
        assert seen == Counter({("MpiSend", 1, rank ^ 2): 1, ("MpiRecv", 1, rank ^ 2): 1,
                                ("MpiSend", 2, rank ^ 1): 1, ("MpiRecv", 2, rank ^ 1): 1,
                                ("MpiSend", 3, rank ^ 1): 1,
                                ("MpiSend", 4, right): 1, ("MpiRecv", 4, left): 1}), rank
