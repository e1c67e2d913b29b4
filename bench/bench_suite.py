#!/usr/bin/env python3
"""A traced test suite: many short processes, each making about a million calls.

Models the case of issue 15 (a JSON processor's `make check`: hundreds of
processes, each compiling its builtins with ~1M routine calls). A generated C
"interpreter" (tiny routines, calls nested five deep) is built
plainly and with srcinst's `trace` spec, then run P times in a row, as a test
suite's driver would, in these ways:
  * plain
  * profile only            SRCINST_TRACE=0
  * timeline, Perfetto      the default format
  * timeline, JSON          SRCINST_TRACE_FORMAT=json
  * the same two with every call kept (SRCINST_TRACE_MAX_EVENTS=1000000;
    JSON so is what the runtime wrote by default before)
  * timeline, OTF2          SRCINST_TRACE_FORMAT=otf2 (when the runtime has it)
Per way: the best of R suite runs (seconds), its ratio to the profile-only
run, and the bytes the runtime wrote. Prints a Markdown table for the README.
Usage: python bench/bench_suite.py [PROCESSES] [RUNS] [ITERATIONS]
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
RUNTIME_DIR = REPO / "srcinst" / "trace" / "runtime"
ROUTINES = 40


def program() -> str:
    """Leaves, and nodes that call a leaf and recurse into another node."""
    lines = ["#include <stdio.h>", "#include <stdlib.h>", "static unsigned long acc;"]
    lines += [f"static int node{i}(int x, int d);" for i in range(ROUTINES)]
    for i in range(ROUTINES):
        lines.append(f"static int leaf{i}(int x) {{ if (x & 1) return x * 3 + {i}; return x / 2 + {i}; }}")
    for i in range(ROUTINES):
        callee, leaf = (i * 7 + 1) % ROUTINES, (i + 3) % ROUTINES
        lines.append(f"static int node{i}(int x, int d) {{ int s = leaf{i}(x); if (d > 0) "
                     f"{{ s += node{callee}(x + 1, d - 1); s += leaf{leaf}(s); }} return s; }}")
    lines.append("static int compile_builtin(int k) { int s = 0; "
                 "for (int j = 0; j < 8; j++) s += node0(k + j, 4); return s; }")
    lines.append('int main(int argc, char **argv) { int n = argc > 1 ? atoi(argv[1]) : 1000; '
                 'for (int k = 0; k < n; k++) acc += compile_builtin(k); printf("%lu\\n", acc); return 0; }')
    return "\n".join(lines) + "\n"


def run(cmd, env=None) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        sys.exit(f"failed: {' '.join(map(str, cmd))}\n{proc.stderr}")
    return proc


def build(work: Path):
    source = work / "interp.c"
    source.write_text(program())
    env = {**os.environ, "SRCINST_CACHE_DIR": str(work / "cache")}
    runtime = run([sys.executable, "-m", "srcinst", "runtime", "--libs", "--cc", "gcc"], env=env).stdout.split()
    inst = work / "interp.inst.c"
    run([sys.executable, "-m", "srcinst", "-s", "trace", source, "-o", inst])
    run(["gcc", "-O2", source, "-o", work / "plain"])
    run(["gcc", "-O2", "-I", RUNTIME_DIR, inst, *runtime, "-o", work / "traced"])
    return work / "plain", work / "traced"


def suite(exe: Path, extra: dict, processes: int, iterations: int, out: Path):
    """Seconds for the whole suite and bytes written; outputs go to `out`."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir()
    env = {**os.environ, "SRCINST_TRACE_PREFIX": str(out / "t"), **extra}
    env.pop("SRCINST_TRACE_VERBOSE", None)
    began = time.perf_counter()
    for k in range(processes):
        subprocess.run([str(exe), str(iterations + k % 7)], stdout=subprocess.DEVNULL, env=env, check=True)
    seconds = time.perf_counter() - began
    written = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    return seconds, written


def otf2_available(exe: Path, out: Path) -> bool:
    suite(exe, {"SRCINST_TRACE_FORMAT": "otf2"}, 1, 10, out)
    return any(p.name.endswith(".otf2") or p.is_dir() for p in out.iterdir())


def main():
    processes = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    iterations = int(sys.argv[3]) if len(sys.argv) > 3 else 8000
    with tempfile.TemporaryDirectory(prefix="srcinst-suite-") as tmp:
        work = Path(tmp)
        plain, traced = build(work)
        ways = [("plain", plain, {}), ("profile only (SRCINST_TRACE=0)", traced, {"SRCINST_TRACE": "0"}),
                ("timeline, Perfetto (default)", traced, {}),
                ("timeline, JSON", traced, {"SRCINST_TRACE_FORMAT": "json"}),
                ("timeline, Perfetto, every call (MAX_EVENTS=1000000)", traced,
                 {"SRCINST_TRACE_MAX_EVENTS": "1000000"}),
                ("timeline, JSON, every call (the old defaults)", traced,
                 {"SRCINST_TRACE_FORMAT": "json", "SRCINST_TRACE_MAX_EVENTS": "1000000"})]
        if otf2_available(traced, work / "probe"):
            ways.append(("timeline, OTF2", traced, {"SRCINST_TRACE_FORMAT": "otf2"}))
        calls = None
        results = []
        for name, exe, extra in ways:
            best, written = None, 0
            for _ in range(runs):
                seconds, written = suite(exe, extra, processes, iterations, work / "out")
                best = seconds if best is None else min(best, seconds)
            if extra.get("SRCINST_TRACE") == "0":
                profiles = list((work / "out").glob("*.profile.txt"))
                calls = sum(int(line.split()[0]) for p in profiles for line in p.read_text().splitlines()
                            if line.strip() and not line.startswith("#"))
            results.append((name, best, written))
        profile_only = results[1][1]
        print(f"{processes} processes, {calls / processes / 1e6:.2f} M calls each "
              f"(best of {runs} suite runs)\n")
        print("| way | suite s | / profile only | written |")
        print("|---|---:|---:|---:|")
        for name, seconds, written in results:
            print(f"| {name} | {seconds:.2f} | {seconds / profile_only:.2f}x | {written / 1e6:.0f} MB |")


if __name__ == "__main__":
    main()
