#!/usr/bin/env python3
"""What does instrumenting lambdas cost, and what does leaving them out hide?
Prints a Markdown table for docs/cost.md.

bench/lambdas/kernels.cpp sorts N doubles with a lambda comparator (tiny, hot)
and runs a Kokkos-style parallel_for whose lambda body is the kernel. It is
built with g++ -O2 plainly and through `srcinst -s trace`: with lambdas (the
default), with `--exclude-if lambda`, and with one-line lambdas (the
comparator) left out. Per variant: the best of R wall times, the lambda calls the profile
counts, and the share of the run's time the profile puts in lambdas.

    python bench/bench_lambdas.py [N] [R]
"""
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
SOURCE = HERE / "lambdas" / "kernels.cpp"
VARIANTS = [("plain", None), ("lambdas instrumented (default)", []),
            ("lambdas excluded (--exclude-if lambda)", ["--exclude-if", "lambda"]),
            ("one-line lambdas excluded (--exclude-if 'lambda and lines < 2')",
             ["--exclude-if", "lambda and lines < 2"])]


def run(cmd, **kw) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    if proc.returncode != 0:
        sys.exit(f"failed: {' '.join(map(str, cmd))}\n{proc.stderr}")
    return proc


def build(work: Path, extra) -> Path:
    exe = work / "prog"
    if extra is None:
        run(["g++", "-O2", "-std=c++17", SOURCE, "-o", exe])
        return exe
    inst = work / "kernels.inst.cpp"
    run([sys.executable, "-m", "srcinst", "-s", "trace", "-std=c++17", *extra, SOURCE, "-o", inst], cwd=REPO)
    flags = run([sys.executable, "-m", "srcinst", "runtime", "--cflags", "--libs"], cwd=REPO,
                env=dict(os.environ, SRCINST_TRACE_OTF2="0")).stdout.split()
    run(["g++", "-O2", "-std=c++17", inst, *flags, "-o", exe])
    return exe


def measure(exe: Path, work: Path, n: int, repeats: int):
    best = None
    for _ in range(repeats):
        for old in work.glob("trace.*"):
            old.unlink()
        start = time.perf_counter()
        run([exe, str(n)], cwd=work, env=dict(os.environ, SRCINST_TRACE_PREFIX=str(work / "trace")))
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    calls, share = 0, 0.0
    profiles = list(work.glob("trace.*.profile.txt"))
    if profiles:
        text = profiles[0].read_text(errors="replace")
        total = 0.0
        for m in re.finditer(r"^\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+(.*)$", text, re.M):
            count, exclusive, name = int(m.group(1)), float(m.group(3)), m.group(5)
            total += exclusive
            if name.startswith("lambda at "):
                calls += count
                share += exclusive
        share = 100 * share / total if total else 0.0
    return best, calls, share


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000000
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    print(f"| build (N = {n:,}) | best of {repeats} (s) | vs plain | lambda calls | time in lambdas |")
    print("|---|---:|---:|---:|---:|")
    plain = None
    with tempfile.TemporaryDirectory() as tmp:
        for label, extra in VARIANTS:
            work = Path(tmp) / str(len(label))
            work.mkdir()
            best, calls, share = measure(build(work, extra), work, n, repeats)
            plain = plain or best
            shown = f"{share:.0f}%" if extra is not None else "-"
            print(f"| {label} | {best:.3f} | {best / plain:.2f}x | {calls:,} | {shown} |")


if __name__ == "__main__":
    main()
