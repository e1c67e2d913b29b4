#!/usr/bin/env python3
"""Real projects, built plainly and through the wrapper, running their own tests.

For each project of bench/realworld_projects.py: a fresh copy of its sources
is built with gcc/g++/gfortran and its test suite run; then another copy is
built with `srcinst -s trace --strict --keep -v -- COMPILER` and the suite
run again, writing traces. Per project it reports the suites' results,
routines instrumented (entry code in the kept copies) and skipped (with the
reasons srcinst gave), fallbacks to the original source, the traces'
balance (mismatched exits, frames closed by unwinding, routines open at
exit) and the build-time ratios: to the plain build, and to a third build
with the compiler's own instrumentation (`-finstrument-functions` with
empty hooks, bench/finstrument/: the floor issue 30 measures builds
against; only built, its suite not run). Prints a Markdown table; --json
keeps it all.

Sources are never fetched here and never committed: bring them during a
session with the `fetch` tool (they land in /work/.mirror/OWNER+NAME/repo),
and this script checks them out into --src.

    python bench/realworld.py [--only lz4,zlib] [--src /work/rw] [--work /tmp/rw-build] [--json out.json]
                              [--select loops.tau]

--select passes a select file to the wrapper (`-f FILE`), e.g. one with
`loops routine="#"`: the loops it chooses are counted and traced too.
"""
from __future__ import annotations

import argparse
import collections
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.realworld_projects import PROJECTS  # noqa: E402
from srcinst.trace.profile_txt import read_profile  # noqa: E402
from srcinst.trace.report import END_OPEN_AT_EXIT, END_UNWOUND, load_trace  # noqa: E402

MIRRORS = Path("/work/.mirror")
FINSTRUMENT = Path(__file__).resolve().parent / "finstrument"
WRAPPER = ["srcinst", "-s", "trace", "--strict", "--keep", "-v", "--"]
FALLBACK = re.compile(r"srcinst: (?:warning|error): .*(?:not instrumented, compiling the original|"
                      r"the instrumented code did not compile)")
SKIP = re.compile(r"^(\S+?):(\d+):(?:\d+:)? (warning|note): (?!omp ')(.*?):? '([^']*)' is not instrumented", re.M)
# OpenMP constructs left alone (their routines are instrumented; counted apart).
OMP_SKIP = re.compile(r"^(\S+?:\d+):(?:\d+:)? warning: omp '[^']*' in '[^']*' is not instrumented: (.*)$", re.M)
# The engine's note (pure procedures, ...) and the Fortran emitter's warning
# for a routine it leaves without entry and exit code.
NOTE_SKIP = re.compile(r"^(\S+?):(\d+):(?:\d+:)? (?:note|warning): '([^']*)' "
                       r"(?:(?:is )?not instrumented|gets no entry and exit code): (.*)$", re.M)
# Calls to exit()/abort() srcinst saw but could not give their code (the
# routine's frames are then closed as open at exit by the runtime).
ABORT_NOT_INSERTED = re.compile(r"^(\S+?:\d+):(?:\d+:)? warning: (.*): abort code not inserted$", re.M)
# What the trace spec puts at a routine's entry, by the kept copy's language
# (a Fortran project may have C files, as NPB has).
# (regions enter through their own hooks, which pass their kind; matched lower-cased in Fortran)
FORTRAN_ENTRY_MARK = "srcinst_trace_f_enter_at("
C_LOOP_MARK, FORTRAN_LOOP_MARK = "SRCINST_TRACE_REGION_ENTER(&__srcinst_loop_", "srcinst_trace_f_region_enter('loop',"
# trace.spec names a region's variable after its kind, a routine's __srcinst_region
C_CALL_MARK, C_ROUTINE_MARK = "SRCINST_TRACE_REGION_ENTER(&__srcinst_call_", "SRCINST_TRACE_ENTER(&__srcinst_region)"
FORTRAN_CALL_MARK = "srcinst_trace_f_region_enter('call',"
LOOP_SKIP = re.compile(r"^(\S+?:\d+):(?:\d+:)? note: loop in '[^']*' is not instrumented: (.*)$", re.M)
FORTRAN_SUFFIXES = (".f", ".for", ".ftn", ".f77", ".f90", ".f95", ".f03", ".f08")


def checkout(project: dict, src_root: Path) -> Path | None:
    """The project's sources under src_root, extracted from its mirror (blobs
    a mirror lacks, such as large test data, are left out), with the
    repositories it needs (`beside`: {directory: repo}) inside it."""
    dest = src_root / project["name"]
    if dest.is_dir() and any(dest.iterdir()):
        return dest
    needed = {"": project["repo"], **project.get("beside", {})}
    mirrors = {into: MIRRORS / repo.replace("/", "+") / "repo" for into, repo in needed.items()}
    if not all(mirror.is_dir() for mirror in mirrors.values()):
        return None
    for into, mirror in mirrors.items():
        _extract(mirror, dest / into)
    return dest


def _extract(mirror: Path, dest: Path) -> None:
    listing = subprocess.run(["git", "--git-dir", str(mirror), "ls-tree", "-r", "-z", "HEAD"],
                             capture_output=True, check=True).stdout.split(b"\0")
    entries = []
    for item in filter(None, listing):
        meta, path = item.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob":
            entries.append((mode, sha.decode(), os.fsdecode(path)))
    batch = subprocess.Popen(["git", "--git-dir", str(mirror), "cat-file", "--batch"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for mode, sha, path in entries:
        batch.stdin.write(sha.encode() + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3:  # "<sha> missing"
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        target = dest / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if mode == b"120000":
            target.unlink(missing_ok=True)
            os.symlink(data.decode(), target)
        else:
            target.write_bytes(data)
            if mode == b"100755":
                target.chmod(0o755)
    batch.stdin.close()
    batch.wait()


def commit_of(project: dict) -> str:
    mirror = MIRRORS / project["repo"].replace("/", "+") / "repo"
    done = subprocess.run(["git", "--git-dir", str(mirror), "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True)
    return done.stdout.strip() or "?"


def shell(script: str, cwd: Path, env: dict, log: Path, timeout: int) -> tuple[int, float]:
    start = time.monotonic()
    with open(log, "w") as out:
        try:
            done = subprocess.run(["bash", "-o", "pipefail", "-c", script], cwd=cwd, env=env, stdout=out,
                                  stderr=subprocess.STDOUT, timeout=timeout)
            status = done.returncode
        except subprocess.TimeoutExpired:
            out.write(f"\n[harness] timed out after {timeout} s\n")
            status = -1
    return status, time.monotonic() - start


def count(pattern: str | None, text: str) -> int | None:
    if not pattern:
        return None
    total = 0
    for m in re.finditer(pattern, text):
        total += int(m.group(1)) if m.groups() and m.group(1) else 1
    return total


def suite_result(project: dict, status: int, log_text: str) -> dict:
    passed, failed = count(project.get("passed"), log_text), count(project.get("failed"), log_text)
    ok = status == 0 and (passed is None or passed > 0) and not failed
    return {"status": status, "passed": passed, "failed": failed, "ok": ok}


def finstrument_hooks(work: Path) -> Path:
    """The empty -finstrument-functions hooks, compiled once per run."""
    hooks = work / "finstrument-hooks.o"
    work.mkdir(parents=True, exist_ok=True)
    subprocess.run(["gcc", "-O2", "-fPIC", "-c", str(FINSTRUMENT / "hooks.c"), "-o", str(hooks)], check=True)
    return hooks


def run_mode(project: dict, source: Path, work: Path, mode: str, jobs: int, timeout: int,
             wrapper: list) -> dict:
    """mode: "plain", "inst" (through srcinst) or "finst" (-finstrument-functions, built only)."""
    instrumented = mode == "inst"
    tree = work / project["name"] / mode
    shutil.rmtree(tree, ignore_errors=True)
    shutil.copytree(source, tree, symlinks=True)
    top = tree / project.get("subdir", "")
    traces = work / project["name"] / "traces"
    if instrumented:
        shutil.rmtree(traces, ignore_errors=True)
        traces.mkdir(parents=True)
    # OpenMP teams of 2 that sleep rather than spin at barriers: on a shared
    # 2-core machine spinning threads made LULESH's 100 steps take 19 s, not 0.5 s.
    env = {"OMP_NUM_THREADS": "2", "OMP_WAIT_POLICY": "passive", **os.environ, "JOBS": str(jobs),
           "SRCINST_TRACE_PREFIX": str(traces / "trace"), "SRCINST_TRACE_MAX_EVENTS": "200000"}
    env.pop("SRCINST_SPEC", None)
    env.pop("SRCINST_PROFILE", None)  # the profiles give the exact counts (trace_balance)
    wrap = " ".join(wrapper)
    # MPI programs: the MPI compiler wrappers behind srcinst's, 4 ranks on 2 cores.
    env["MPIRUN"] = "mpirun --oversubscribe --allow-run-as-root"
    if mode == "finst":
        wrapper = [str(FINSTRUMENT / "cc")]
        wrap = wrapper[0]
        env["FINSTRUMENT_HOOKS"] = str(finstrument_hooks(work))
    for var, compiler in (("CC", "gcc"), ("CXX", "g++"), ("FC", "gfortran"),
                          ("MPICC", "mpicc"), ("MPICXX", "mpicxx"), ("MPIFC", "mpif90")):
        env[var] = compiler if mode == "plain" else f"{wrap} {compiler}"
    if mode != "plain":
        launch = ";".join(wrapper)
        env["CMAKE_LAUNCH"] = " ".join(
            f"-DCMAKE_{lang}_COMPILER_LAUNCHER='{launch}' -DCMAKE_{lang}_LINKER_LAUNCHER='{launch}'"
            for lang in ("C", "CXX"))
    else:
        env["CMAKE_LAUNCH"] = ""
    build_log, test_log = work / project["name"] / f"{mode}.build.log", work / project["name"] / f"{mode}.test.log"
    build_status, build_time = shell(project["build"], top, env, build_log, timeout)
    result = {"build_status": build_status, "build_time": round(build_time, 1)}
    if mode == "finst":
        if build_status != 0:
            result["error"] = tail(build_log)
        shutil.rmtree(tree, ignore_errors=True)
        return result
    if build_status != 0:
        result["suite"] = {"ok": False, "status": None, "passed": None, "failed": None}
        result["error"] = tail(build_log)
        return result
    test_status, _ = shell(project["test"], top, env, test_log, timeout)
    log_text = test_log.read_text(errors="replace")
    result["suite"] = suite_result(project, test_status, log_text)
    result["test_output"] = normalized(log_text)
    if not result["suite"]["ok"]:
        result["error"] = tail(test_log)
    if instrumented:
        result.update(instrumentation_facts(project, tree, build_log.read_text(errors="replace"), traces))
    return result


def normalized(text: str) -> str:
    """Test output without what differs between runs (times, addresses, paths)."""
    text = re.sub(r"\d+(\.\d+)? ?(ms|sec|s|seconds|MB/s)\b", "T", text)
    return re.sub(r"/tmp/\S+", "PATH", text)


def tail(log: Path, lines: int = 15) -> str:
    return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])


def instrumentation_facts(project: dict, tree: Path, build_log: str, traces: Path) -> dict:
    copies = [p for p in glob.glob(str(tree / "**" / "srcinst-inst" / "**" / "*"), recursive=True)
              if os.path.isfile(p)]
    instrumented = loops = calls = 0
    counted = set()  # a file compiled for several targets counts once
    for copy in copies:
        with open(copy, errors="replace") as f:
            text = f.read()
        key = (os.path.basename(copy), len(text))
        if key not in counted:
            counted.add(key)
            if copy.lower().endswith(FORTRAN_SUFFIXES):
                loops += text.lower().count(FORTRAN_LOOP_MARK)
                calls += text.lower().count(FORTRAN_CALL_MARK)
                instrumented += text.lower().count(FORTRAN_ENTRY_MARK)
            else:
                loops += text.count(C_LOOP_MARK)
                calls += text.count(C_CALL_MARK)
                instrumented += text.count(C_ROUTINE_MARK)
    skipped = collections.Counter()
    seen = set()
    for m in SKIP.finditer(build_log):
        key = (m.group(1), m.group(5))
        if key not in seen:
            seen.add(key)
            skipped[m.group(4)] += 1
    for m in NOTE_SKIP.finditer(build_log):
        key = (m.group(1), m.group(3))
        if key not in seen:
            seen.add(key)
            skipped[m.group(4)] += 1
    by_place = {m.group(1): m.group(2) for m in LOOP_SKIP.finditer(build_log)}  # a loop compiled twice counts once
    loops_skipped = collections.Counter(by_place.values())
    omp_skipped = collections.Counter({m.group(1): m.group(2) for m in OMP_SKIP.finditer(build_log)}.values())
    fallbacks = FALLBACK.findall(build_log)
    aborts_left = sorted({f"{m.group(1)}: {m.group(2)}" for m in ABORT_NOT_INSERTED.finditer(build_log)})
    balance = trace_balance(traces)
    return {"instrumented": instrumented, "skipped": dict(skipped), "fallbacks": fallbacks,
            "loops": loops, "loops_skipped": dict(loops_skipped), "omp_skipped": dict(omp_skipped), "calls": calls,
            "kept_copies": len(copies), "balance": balance, "aborts_without_code": aborts_left}


PROFILE_SUFFIX = ".profile.txt"
TIMELINE_SUFFIXES = (".pftrace", ".json")


def trace_balance(traces: Path) -> dict:
    """Calls, mismatched exits, unwound frames and routines open at exit over
    every process that wrote into `traces` (PREFIX.PID.*).

    The runtime's profile of a process (PREFIX.PID.profile.txt) counts every
    call, whatever its timeline's event budget (SRCINST_TRACE_MAX_EVENTS)
    dropped: its rows give the calls and the routines, its header the
    unwound, mismatched, open and dropped totals. Only a process without a
    profile is counted from its timeline: its otherData has the same
    totals, but its calls are those kept (`calls_lower_bound` says so when
    events were dropped or routines throttled)."""
    balance = {"processes": 0, "calls": 0, "mismatched": 0, "unwound": 0, "open_at_exit": 0,
               "dropped_events": 0, "threads_busy_at_exit": 0, "routines_called": 0,
               "from_timeline_only": 0, "calls_lower_bound": False}
    called = set()
    by_stem: dict = {}
    for path in sorted(glob.glob(str(traces / "*"))):
        for suffix in (PROFILE_SUFFIX,) + TIMELINE_SUFFIXES:
            if path.endswith(suffix):
                by_stem.setdefault(path[:-len(suffix)], {})[suffix] = path
    for stem, files in sorted(by_stem.items()):
        try:
            if PROFILE_SUFFIX in files:
                counts, routines = _profile_counts(files[PROFILE_SUFFIX])
            else:
                timeline = files.get(".pftrace") or files[".json"]
                counts, routines = _timeline_counts(timeline)
                balance["from_timeline_only"] += 1
                # the budget dropped calls, or the throttle kept them out
                throttled = counts.pop("throttled_events")
                balance["calls_lower_bound"] |= counts["dropped_events"] > 0 or throttled > 0
        except Exception as error:  # an output we cannot read is a finding, not a crash
            balance.setdefault("unreadable", []).append(f"{stem}: {error}")
            continue
        balance["processes"] += 1
        for key, value in counts.items():
            balance[key] += value
        called |= routines
    balance["routines_called"] = len(called)
    return balance


def _profile_counts(path: str) -> tuple:
    profile = read_profile(path)
    counts = {"calls": sum(row.calls for row in profile.rows),
              "mismatched": profile.counts["mismatched_exits"],
              "unwound": profile.counts["unwound_frames"],
              "open_at_exit": profile.counts["open_at_exit"],
              "dropped_events": profile.counts["dropped_events"],
              "threads_busy_at_exit": profile.counts["threads_busy_at_exit"]}
    return counts, {(row.name, row.file, row.line) for row in profile.rows if row.calls}


def _timeline_counts(path: str) -> tuple:
    trace = load_trace(path)
    calls = trace.calls
    other = trace.other_data
    counts = {"calls": len(calls), "mismatched": trace.mismatched_exits,
              # otherData's totals where the runtime wrote them, else what was kept
              "unwound": int(other.get("unwound_frames", sum(c.end == END_UNWOUND for c in calls))),
              "open_at_exit": int(other.get("open_at_exit", sum(c.end == END_OPEN_AT_EXIT for c in calls))),
              "dropped_events": trace.dropped_events,
              "threads_busy_at_exit": trace.threads_busy_at_exit,
              "throttled_events": trace.throttled_events}  # not summed: see trace_balance
    return counts, {c.routine for c in calls}


def suite_cell(suite: dict) -> str:
    if suite.get("status") is None:
        return "build failed"
    word = "pass" if suite["ok"] else "FAIL"
    if suite.get("passed") is not None:
        word += f" {suite['passed']}" + (f"/{suite['passed'] + suite['failed']}" if suite.get("failed") else "")
    return word


def table(results: list) -> str:
    rows = ["| project | lang | commit | plain suite | instrumented suite (--strict) | same output "
            "| routines instrumented | skipped | loops (skipped) / calls | fallbacks "
            "| traces: calls / mismatched / unwound / open | build time vs plain | vs -finstrument-functions |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        if "missing" in r:
            rows.append(f"| {r['name']} | {r['lang']} | not fetched | | | | | | | | | | |")
            continue
        plain, inst = r["plain"], r["inst"]
        b = inst.get("balance", {})
        ratio = f"{inst['build_time'] / plain['build_time']:.2f}x" if plain["build_time"] else "?"
        finst = r.get("finst", {})
        to_finst = (f"{inst['build_time'] / finst['build_time']:.2f}x" if finst.get("build_status") == 0
                    and finst.get("build_time") else "failed" if finst else "-")
        same = "yes" if plain.get("test_output") == inst.get("test_output") else "no"
        if not r.get("compare_output"):
            same = "n/a"
        rows.append(
            f"| {r['name']}{' (' + r['note'] + ')' if r.get('note') else ''} | {r['lang']} | {r['commit']} | "
            f"{suite_cell(plain['suite'])} | {suite_cell(inst['suite'])} | {same} | {inst.get('instrumented', '?')} | "
            f"{sum(inst.get('skipped', {}).values())} | "
            f"{inst.get('loops', 0)} ({sum(inst.get('loops_skipped', {}).values())}) / {inst.get('calls', 0)} | "
            f"{len(inst.get('fallbacks', []))} | "
            f"{'>= ' if b.get('calls_lower_bound') else ''}{b.get('calls', 0):,} / {b.get('mismatched', 0)} / "
            f"{b.get('unwound', 0):,} / {b.get('open_at_exit', 0):,} | "
            f"{ratio} | {to_finst} |")
    return "\n".join(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", default="/work/rw", type=Path)
    parser.add_argument("--work", default="/tmp/rw-build", type=Path)
    parser.add_argument("--only", default="")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--timeout", type=int, default=1200, help="per build and per suite, in seconds")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--no-finstrument", action="store_true", help="skip the -finstrument-functions build")
    parser.add_argument("--select", type=Path, help="a select file for the wrapper (-f), e.g. with loops rules")
    args = parser.parse_args()
    wrapper = WRAPPER[:-1] + (["-f", str(args.select.resolve())] if args.select else []) + ["--"]
    wanted = set(filter(None, args.only.split(",")))
    results = []
    for project in PROJECTS:
        if wanted and project["name"] not in wanted:
            continue
        entry = {k: project.get(k) for k in ("name", "lang", "repo", "note", "compare_output")}
        source = checkout(project, args.src)
        if source is None:
            entry["missing"] = True
            results.append(entry)
            continue
        entry["commit"] = commit_of(project)
        print(f"[{project['name']}] plain", file=sys.stderr, flush=True)
        entry["plain"] = run_mode(project, source, args.work, "plain", args.jobs, args.timeout, wrapper)
        if not args.no_finstrument:
            print(f"[{project['name']}] -finstrument-functions", file=sys.stderr, flush=True)
            entry["finst"] = run_mode(project, source, args.work, "finst", args.jobs, args.timeout, wrapper)
        print(f"[{project['name']}] instrumented", file=sys.stderr, flush=True)
        entry["inst"] = run_mode(project, source, args.work, "inst", args.jobs, args.timeout, wrapper)
        results.append(entry)
        print(table([entry]).splitlines()[-1], file=sys.stderr, flush=True)
    print(table(results))
    for r in results:
        inst = r.get("inst", {})
        for reason, n in sorted(inst.get("skipped", {}).items(), key=lambda kv: -kv[1]):
            print(f"- {r['name']}: {n} skipped: {reason}")
        for reason, n in sorted(inst.get("loops_skipped", {}).items(), key=lambda kv: -kv[1]):
            print(f"- {r['name']}: {n} loops skipped: {reason}")
        for reason, n in sorted(inst.get("omp_skipped", {}).items(), key=lambda kv: -kv[1]):
            print(f"- {r['name']}: {n} OpenMP constructs left alone: {reason}")
        for line in inst.get("fallbacks", []):
            print(f"- {r['name']}: fallback: {line}")
        for line in inst.get("aborts_without_code", []):
            print(f"- {r['name']}: abort code not inserted: {line}")
        b = inst.get("balance", {})
        if b.get("processes"):
            print(f"- {r['name']}: {b['processes']} traced processes, {b['routines_called']} routines called, "
                  f"{b['dropped_events']:,} events beyond the timelines' budget (counted by the profiles)"
                  + (f", {b['from_timeline_only']} without a profile" if b["from_timeline_only"] else ""))
        for line in b.get("unreadable", []):
            print(f"- {r['name']}: unreadable trace output: {line}")
        for mode in ("plain", "finst", "inst"):
            if r.get(mode, {}).get("error"):
                print(f"- {r['name']} ({mode}) failed:\n" + textwrap_indent(r[mode]["error"]))
    if args.json:
        for r in results:
            for mode in ("plain", "inst"):
                r.get(mode, {}).pop("test_output", None)
        args.json.write_text(json.dumps(results, indent=1))
    return 0


def textwrap_indent(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())


if __name__ == "__main__":
    sys.exit(main())
