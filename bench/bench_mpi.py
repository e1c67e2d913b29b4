#!/usr/bin/env python3
"""An MPI program traced by srcinst against the same program under EZTrace.

bench/mpi/halo.c (halo exchange, allreduce, barrier; small routines) is
built with mpicc -O2 plainly and through `srcinst -s trace -- mpicc`, and run
on 4 ranks (`mpirun --oversubscribe -np 4`) in these ways:
  * plain                                      (no measurement: the floor)
  * srcinst trace                              (its default timeline and profile)
  * srcinst trace, OTF2                        (SRCINST_TRACE_FORMAT=otf2)
  * EZTrace, openmpi module                    (`eztrace -t openmpi ./halo`, OTF2)
Each is the best of R runs of the whole job's wall time (mpirun included, so
its start-up is in every row); the table gives each row's time and its
ratio to EZTrace's. Usage: python bench/bench_mpi.py [STEPS] [R]
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "mpi" / "halo.c"
MPIRUN = ["mpirun", "--oversubscribe", "--allow-run-as-root", "-np", "4"]


def run(cmd, cwd, env=None) -> float:
    start = time.perf_counter()
    proc = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"failed: {' '.join(map(str, cmd))}\n{proc.stdout}\n{proc.stderr}")
    return elapsed


def best(cmd, work: Path, env: dict, repeats: int) -> float:
    times = []
    for n in range(repeats):
        out = work / f"run{n}"
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir()
        times.append(run(cmd, out, env))
    return min(times)


def main() -> None:
    steps = sys.argv[1] if len(sys.argv) > 1 else "20000"
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    for tool in ("mpicc", "mpirun", "eztrace"):
        if shutil.which(tool) is None:
            sys.exit(f"bench_mpi: {tool} not found (Debian: openmpi-bin libopenmpi-dev eztrace)")
    with tempfile.TemporaryDirectory(prefix="bench-mpi-") as tmp:
        work = Path(tmp)
        env = {**os.environ, "OMP_NUM_THREADS": "1", "SRCINST_CACHE_DIR": str(work / "cache")}
        run(["mpicc", "-O2", SOURCE, "-o", work / "plain"], work, env)
        run([sys.executable, "-m", "srcinst", "-s", "trace", "--", "mpicc", "-O2", SOURCE, "-o", work / "traced"],
            work, env)
        rows = [
            ("plain", [*MPIRUN, work / "plain", steps], env),
            ("srcinst trace", [*MPIRUN, work / "traced", steps], env),
            ("srcinst trace, OTF2", [*MPIRUN, work / "traced", steps], {**env, "SRCINST_TRACE_FORMAT": "otf2"}),
            ("EZTrace, openmpi module", [*MPIRUN, "eztrace", "-t", "openmpi", work / "plain", steps], env),
        ]
        times = {name: best(cmd, work, run_env, repeats) for name, cmd, run_env in rows}
    reference = times["EZTrace, openmpi module"]
    print(f"halo.c, {steps} steps, 4 ranks on {os.cpu_count()} cores, best of {repeats}\n")
    print("| variant | wall time (s) | vs EZTrace |\n|---|---|---|")
    for name, seconds in times.items():
        print(f"| {name} | {seconds:.2f} | {seconds / reference:.2f}x |")


if __name__ == "__main__":
    main()
