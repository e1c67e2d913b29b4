#!/usr/bin/env python3
"""What the inserted code costs the compiler, counted in instructions. Prints a Markdown table.

Issue 30 measures builds against `gcc -finstrument-functions`. Wall and CPU
time on a shared 2-core machine move by 10% from one run to the next, more
than the differences in question; the instructions the compiler executes
do not. This counts them with valgrind's callgrind (gcc and all it runs:
cc1, as) for one file of bench_build.py's generated project compiled at -O2:
plainly, with -finstrument-functions, and the copies `srcinst -s SPEC` makes
of it (compiled with the runtime's headers). Deterministic: one run each.
Needs valgrind; takes about a minute per row.
With --fortran, one module of bench_build_fortran.py's generated project
(40 routines with early returns, a loop and a STOP each) compiled with
gfortran -O2 instead.
Usage: python bench/bench_copy_compile.py [ROUTINES] [SPEC...] [--fortran]   (default: 40 trace printf)
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bench_build import generate  # noqa: E402
from bench_build_fortran import generate as generate_fortran  # noqa: E402


def instructions(command: list[str], cwd: Path) -> int:
    """Instructions executed by `command` and every process it starts."""
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--trace-children=yes",
                           *command], cwd=cwd, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{done.stderr[-2000:]}")
    return sum(int(n) for n in re.findall(r"Collected : (\d+)", done.stderr))


def main():
    fortran = "--fortran" in sys.argv
    args = [a for a in sys.argv[1:] if a != "--fortran"]
    routines = int(args[0]) if args else 40
    specs = args[1:] or ["trace", "printf"]
    if shutil.which("valgrind") is None:
        sys.exit("bench_copy_compile: needs valgrind")
    script = Path(sys.executable).with_name("srcinst")
    srcinst = [str(script)] if script.exists() else [sys.executable, "-m", "srcinst"]
    runtime = [] if fortran else subprocess.run([*srcinst, "runtime", "--cflags"], capture_output=True, text=True,
                                                check=True).stdout.split()
    compiler, source = ("gfortran", "mod0.f90") if fortran else ("gcc", "file0.c")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        if fortran:
            generate_fortran(root, 1, routines)
        else:
            generate(root, 1, routines)
        compile_ = [compiler, "-O2", "-c", "-o", "/dev/null"]
        rows = [(f"{compiler} -O2", instructions([*compile_, source], root)),
                (f"{compiler} -O2 -finstrument-functions",
                 instructions([*compile_, "-finstrument-functions", source], root))]
        for spec in specs:
            copy = f"copy_{spec}{Path(source).suffix}"
            subprocess.run([*srcinst, "-s", spec, source, "-o", copy, *runtime], cwd=root, check=True,
                           env={**os.environ, "SRCINST_CACHE": "0"})
            rows.append((f"{compiler} -O2, the copy `srcinst -s {spec}` makes",
                         instructions([*compile_, *runtime, copy], root)))
    what = (f"Fortran module (bench_build_fortran.py's: {routines} routines with early returns, a loop and a STOP "
            "each)" if fortran else
            f"C file ({routines} routines with early returns and a loop each, and one calling them all)")
    print(f"One generated {what}, compiled once per row under callgrind: instructions executed by {compiler} and "
          "what it runs\n")
    print("| compile | instructions | vs plain | vs -finstrument-functions |")
    print("|---|---:|---:|---:|")
    for name, count in rows:
        print(f"| {name} | {count / 1e9:.3f} G | {count / rows[0][1]:.3f}x | {count / rows[1][1]:.3f}x |")


if __name__ == "__main__":
    main()
