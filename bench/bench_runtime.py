#!/usr/bin/env python3
"""What does the trace runtime cost per call? Prints a Markdown table for the README.

bench/runtime/tiny_calls.c calls a tiny routine N times and times its loop
from inside. Built with gcc -O2 in these ways:
  * plain                                    (no instrumentation: the floor)
  * srcinst -s trace, profile only           (SRCINST_TRACE=0: clock, stack, profile)
  * srcinst -s trace, profile + trace events (each call also stored for the JSON;
    throttling off, SRCINST_TRACE_THROTTLE=0, so that every call is)
  * the same with the throttle on, as by default (the tiny routine leaves the
    timeline after 100,000 calls: the cost of a throttled call)
  * the same with SRCINST_TRACE_CLOCK=monotonic (clock_gettime instead of the TSC)
  * -finstrument-functions, empty hooks      (the mechanism alone)
  * -finstrument-functions, hooks doing the same work (they call the same runtime)
Per variant: the best of R runs of ns per loop iteration, minus plain's, is
the cost of one enter+exit pair. valgrind (callgrind) counts instructions at
two loop lengths; the difference per iteration, minus plain's, is the
deterministic figure. Usage: python bench/bench_runtime.py [N] [R]
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
SOURCE = HERE / "runtime" / "tiny_calls.c"
CYG_HOOKS = HERE / "runtime" / "cyg_hooks.c"
RUNTIME_DIR = REPO / "srcinst" / "trace" / "runtime"
CFLAGS = ["-O2"]


def run(cmd, env=None, cwd=None) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, env=env, cwd=cwd)
    if proc.returncode != 0:
        sys.exit(f"failed: {' '.join(map(str, cmd))}\n{proc.stderr}")
    return proc


def build(work: Path):
    """name -> (executable, extra environment)."""
    runtime = run([sys.executable, "-m", "srcinst", "runtime", "--libs", "--cc", "gcc"],
                  env={**os.environ, "SRCINST_CACHE_DIR": str(work / "cache")}).stdout.split()
    inst = work / "inst.c"
    run([sys.executable, "-m", "srcinst", "-s", "trace", SOURCE, "-o", inst])
    exes = {}

    def gcc(name, *args):
        exe = work / name
        run(["gcc", *CFLAGS, "-I", RUNTIME_DIR, *args, "-o", exe])
        return exe

    plain = gcc("plain", SOURCE)
    traced = gcc("traced", inst, *runtime)
    cyg_null = gcc("cyg_null", "-finstrument-functions", SOURCE, CYG_HOOKS)
    cyg_work = gcc("cyg_work", "-finstrument-functions", SOURCE, "-DSAME_WORK", CYG_HOOKS, *runtime)
    profile_only = {"SRCINST_TRACE": "0"}
    with_events = {"SRCINST_TRACE_MAX_EVENTS": "100000000", "SRCINST_TRACE_THROTTLE": "0"}
    exes["plain"] = (plain, {})
    exes["srcinst trace, profile only"] = (traced, profile_only)
    exes["srcinst trace, profile + events"] = (traced, with_events)
    exes["srcinst trace, profile + events, throttled (default)"] = (traced, {**with_events,
                                                                             "SRCINST_TRACE_THROTTLE": "1"})
    exes["srcinst trace, profile only, clock_gettime"] = (traced, {**profile_only,
                                                                    "SRCINST_TRACE_CLOCK": "monotonic"})
    exes["-finstrument-functions, empty hooks"] = (cyg_null, {})
    exes["-finstrument-functions, same work, profile only"] = (cyg_work, profile_only)
    exes["-finstrument-functions, same work, profile + events"] = (cyg_work, with_events)
    return exes


def environment(work: Path, extra: dict) -> dict:
    env = {**os.environ, "SRCINST_TRACE_PREFIX": str(work / "out" / "t")}
    env.update(extra)
    return env


def ns_per_call(exe: Path, extra: dict, n: int, runs: int, work: Path) -> float:
    best = float("inf")
    for _ in range(runs):
        out = work / "out"
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir()
        best = min(best, float(run([exe, n], env=environment(work, extra)).stdout))
    return best


def instructions(exe: Path, extra: dict, n: int, work: Path) -> int:
    proc = run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={work / 'cg.out'}", exe, n],
               env=environment(work, extra))
    match = re.search(r"Collected : (\d+)", proc.stderr)
    if not match:
        sys.exit("no instruction count in valgrind's output:\n" + proc.stderr)
    return int(match.group(1))


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000_000
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    have_valgrind = shutil.which("valgrind") is not None
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        exes = build(work)
        times = {name: ns_per_call(exe, extra, n, runs, work) for name, (exe, extra) in exes.items()}
        counts = {}
        if have_valgrind:
            small, large = 100_000, 200_000
            for name, (exe, extra) in exes.items():
                counts[name] = (instructions(exe, extra, large, work)
                                - instructions(exe, extra, small, work)) / (large - small)
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo")
                if line.startswith("model name")), "?")
    print(f"gcc {' '.join(CFLAGS)}, N = {n:,} calls, best of {runs}; {cpu}\n")
    print("| build | ns per iteration | ns per enter+exit pair | instructions per pair |")
    print("|---|---:|---:|---:|")
    for name in exes:
        added = times[name] - times["plain"]
        ins = f"{counts[name] - counts['plain']:.0f}" if counts else "n/a"
        print(f"| {name} | {times[name]:.2f} | {added:.2f} | {ins} |")
    pair = times["srcinst trace, profile + events"] - times["plain"]
    cyg = times["-finstrument-functions, same work, profile + events"] - times["plain"]
    print(f"\nsrcinst / -finstrument-functions doing the same work: {pair / cyg:.2f}x")


if __name__ == "__main__":
    main()
