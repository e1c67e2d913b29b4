#!/usr/bin/env python3
"""The per-compile floor of a served compile. Prints a Markdown table.

Compiles a trivial file (C: `int f(void){return 0;}`; Fortran: a one-line
subroutine) N times in a row, with the compiler alone, with
-finstrument-functions, and through `srcinst -s trace --` (the installed
native launcher, its server running, srcinst's result cache off so that
every compile is served and parses), best of R rounds: milliseconds per
compile, wall and CPU (build_cpu: the compiles' own and the server's).
What srcinst adds here is its floor: the launcher, the server's worker (the
fork, its set-up, the spec, the copy written and removed) and the parse of a
file with nothing in it.
Usage: python bench/bench_floor.py [N] [R]
"""
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from build_cpu import run_make, server_seconds  # noqa: E402

SOURCES = {"c": ("t.c", "gcc", "int f(void){return 0;}\n"),
           "fortran": ("t.f90", "gfortran", "subroutine s(n)\n  integer :: n\n  n = n + 1\nend subroutine s\n")}


def per_compile(command: list[str], root: Path, count: int, rounds: int, server_dir: str) -> tuple[float, float]:
    """Best milliseconds per compile, wall and CPU, over `rounds` runs of `count` compiles."""
    script = root / "loop.sh"
    script.write_text(f'for i in $(seq {count}); do "$@" || exit 1; done\n')
    best = best_cpu = float("inf")
    for _ in range(rounds):
        before = server_seconds(server_dir)
        start = time.perf_counter()
        status, cpu, err = run_make(["sh", str(script), *command], root)
        elapsed = time.perf_counter() - start
        if status != 0:
            sys.exit(f"{' '.join(command)} failed:\n{err[-2000:]}")
        best = min(best, elapsed / count * 1000)
        best_cpu = min(best_cpu, (cpu + server_seconds(server_dir) - before) / count * 1000)
    return best, best_cpu


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    script = Path(sys.executable).with_name("srcinst")
    srcinst = [str(script)] if script.exists() else [sys.executable, "-m", "srcinst"]
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        server_dir = str(root / "server")
        os.makedirs(server_dir, mode=0o700)
        os.environ.update(SRCINST_CACHE_DIR=str(root / "cache"), SRCINST_SERVER_DIR=server_dir, SRCINST_CACHE="0")
        for lang, (name, compiler, text) in SOURCES.items():
            (root / name).write_text(text)
            compile_ = [compiler, "-O2", "-c", name, "-o", "t.o"]
            run_make([*srcinst, "-s", "trace", "--", *compile_], root)  # the server starts
            rows.append((f"{compiler} ({lang})", per_compile(compile_, root, count, rounds, server_dir)))
            rows.append((f"{compiler} -finstrument-functions",
                         per_compile([compiler, "-finstrument-functions", *compile_[1:]], root, count, rounds,
                                     server_dir)))
            rows.append((f"srcinst -s trace -- {compiler}",
                         per_compile([*srcinst, "-s", "trace", "--", *compile_], root, count, rounds, server_dir)))
        run_make([*srcinst, "server", "--stop"], root)
    print(f"A trivial file compiled {count} times in a row, best of {rounds} rounds, -O2, srcinst's result cache "
          f"off (load {os.getloadavg()[0]:.1f} at the end)\n")
    print("| compile | wall per compile | CPU per compile |")
    print("|---|---:|---:|")
    for name, (wall, cpu) in rows:
        print(f"| {name} | {wall:.1f} ms | {cpu:.1f} ms |")


if __name__ == "__main__":
    main()
