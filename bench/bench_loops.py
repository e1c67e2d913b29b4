#!/usr/bin/env python3
"""What does instrumenting loops cost? Prints a Markdown table for docs/cost.md.

bench/loops/kernels.c (loops at three depths: a matrix product, a scan of
short rows, a search that leaves early) is built with gcc -O2 plainly and
through `srcinst -s trace`: routines only, with `loops routine="#"` (every
loop) and with `loops routine="#" level=1` (outermost loops only). Per
variant: loop region calls per run (the trace runtime's profile), the best
of R wall times, and the instructions executed (valgrind's callgrind, which
counts the same whatever else the machine does).

    python bench/bench_loops.py [ROUNDS] [R]
"""
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
SOURCE = HERE / "loops" / "kernels.c"
VARIANTS = [("plain", None), ("routines only", ""), ("every loop", 'loops routine="#"\n'),
            ("outermost loops (level=1)", 'loops routine="#" level=1\n')]


def run(cmd, **kw) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    if proc.returncode != 0:
        sys.exit(f"failed: {' '.join(map(str, cmd))}\n{proc.stderr}")
    return proc


def build(work: Path, select: str | None) -> Path:
    exe = work / "prog"
    if select is None:
        run(["gcc", "-O2", SOURCE, "-o", exe])
        return exe
    sel = work / "sel.tau"
    sel.write_text(select)
    inst = work / "kernels.inst.c"
    run([sys.executable, "-m", "srcinst", "-s", "trace", "-f", sel, SOURCE, "-o", inst], cwd=REPO)
    flags = run([sys.executable, "-m", "srcinst", "runtime", "--cflags", "--libs"], cwd=REPO,
                env=dict(os.environ, SRCINST_TRACE_OTF2="0")).stdout.split()
    run(["gcc", "-O2", inst, *flags, "-o", exe])
    return exe


def measure(exe: Path, work: Path, rounds: int, repeats: int):
    env = dict(os.environ, SRCINST_TRACE="0", SRCINST_TRACE_PREFIX=str(work / "t"))
    best = min(_timed(exe, rounds, env) for _ in range(repeats))
    loops = 0
    for profile in work.glob("t.*.profile.txt"):
        loops += sum(int(m.group(1)) for m in re.finditer(r"^\s+(\d+)\s.*\sLoop: ", profile.read_text(), re.M))
        profile.unlink()
    loops //= repeats
    out = work / "callgrind.out"
    run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", exe, "1"], env=env)
    instructions = int(re.search(r"^summary: (\d+)", out.read_text(), re.M).group(1))
    for profile in work.glob("t.*"):
        profile.unlink()
    return best, loops, instructions


def _timed(exe: Path, rounds: int, env) -> float:
    import time
    start = time.perf_counter()
    run([exe, str(rounds)], env=env)
    return time.perf_counter() - start


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, select in VARIANTS:
            work = Path(tmp) / re.sub(r"\W+", "_", name)
            work.mkdir()
            best, loops, instructions = measure(build(work, select), work, rounds, repeats)
            rows.append((name, loops, best, instructions))
    plain_time, plain_ins = rows[0][2], rows[0][3]
    print(f"| kernels.c, {rounds} rounds | loop region calls | wall (best of {repeats}) | vs plain "
          "| instructions (1 round) | vs plain |")
    print("|---|---|---|---|---|---|")
    for name, loops, best, instructions in rows:
        print(f"| {name} | {loops:,} | {best * 1000:.0f} ms | {best / plain_time:.2f}x | {instructions:,} | "
              f"{instructions / plain_ins:.3f}x |")
    print(f"\nmachine: {os.cpu_count()} cores, gcc -O2, SRCINST_TRACE=0 (profile only)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
