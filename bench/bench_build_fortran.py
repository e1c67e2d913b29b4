#!/usr/bin/env python3
"""How much longer does a Fortran build take through the wrapper? Prints a Markdown table.

Copies the Fortran sources (.f, .f90) of the directories given (for instance
LAPACK's BLAS/SRC and SRC) into a temporary directory, writes a Makefile that
compiles each with `$(FC) -O2 -c` and archives them, and builds it with
`make -jJ`: plainly, with `gfortran -finstrument-functions` (the compiler's
own instrumentation, the reference issue 30 measures builds against: the
project is archived, not linked, so no hooks are needed), and with
FC="srcinst -s SPEC -- gfortran" with srcinst's result cache off (every
compile parses), best of N clean builds each; then once more with the result
cache warm (a rebuild after removing the objects, as `make clean` would).
Without directories it generates a project of F files of R routines each
(bench_instrument's module). Besides wall time, the CPU seconds of each build
(bench/build_cpu.py: make's and the server's), which a busy machine disturbs
far less.
Usage: python bench/bench_build_fortran.py [DIR ...] [--files F] [--routines R] [--runs N]
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bench_instrument import generate_fortran  # noqa: E402
from build_cpu import run_make, server_seconds  # noqa: E402

JOBS = os.cpu_count() or 2


def option(name: str, default: int) -> int:
    if name in sys.argv:
        return int(sys.argv[sys.argv.index(name) + 1])
    return default


def collect(root: Path, dirs) -> int:
    names = []
    for d in dirs:
        for path in sorted(Path(d).iterdir()):
            if path.suffix in (".f", ".f90") and path.name not in names:
                shutil.copy(path, root / path.name)
                names.append(path.name)
    return len(names)


def generate(root: Path, files: int, routines: int) -> int:
    for f in range(files):
        text = generate_fortran(routines).split("end module big")[0] + "end module big\n"
        text = re.sub(r"\bf(\d+)\b", f"m{f}f\\1", text.replace("module big", f"module big{f}"))
        (root / f"mod{f}.f90").write_text(text)
    return files


def write_makefile(root: Path) -> None:
    objects = " ".join(p.with_suffix(".o").name for p in sorted(root.iterdir()) if p.suffix in (".f", ".f90"))
    (root / "Makefile").write_text(
        f"FFLAGS = -O2\nlib.a: {objects}\n\tar rcs $@ $^\n"
        "%.o: %.f\n\t$(FC) $(FFLAGS) -c $< -o $@\n"
        "%.o: %.f90\n\t$(FC) $(FFLAGS) -c $< -o $@\n")


def build(root: Path, fc: str, runs: int, env: dict) -> tuple[float, float]:
    """Best wall seconds and best CPU seconds (build_cpu) of `runs` clean builds."""
    best = best_cpu = float("inf")
    for _ in range(runs):
        for stale in [*root.glob("*.o"), *root.glob("*.mod"), root / "lib.a"]:
            stale.unlink(missing_ok=True)
        server_before = server_seconds(env["SRCINST_SERVER_DIR"])
        start = time.perf_counter()
        status, cpu, err = run_make(["make", "-s", f"-j{JOBS}", f"FC={fc}"], root, dict(os.environ, **env))
        elapsed = time.perf_counter() - start
        if status != 0:
            sys.exit(f"build with FC={fc} failed:\n{err[-3000:]}")
        best = min(best, elapsed)
        best_cpu = min(best_cpu, cpu + server_seconds(env["SRCINST_SERVER_DIR"]) - server_before)
    return best, best_cpu


def main():
    dirs = [a for a in sys.argv[1:] if not a.startswith("--") and Path(a).is_dir()]
    runs = option("--runs", 3)
    script = Path(sys.executable).with_name("srcinst")
    srcinst = str(script) if script.exists() else f"{sys.executable} -m srcinst"
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "project"
        root.mkdir()
        cache = {"SRCINST_CACHE_DIR": str(Path(tmp) / "cache"), "SRCINST_SERVER_DIR": str(Path(tmp) / "server")}
        os.makedirs(cache["SRCINST_SERVER_DIR"], mode=0o700)
        if dirs:
            count = collect(root, dirs)
            what = f"{count} Fortran files of {', '.join(dirs)}"
        else:
            count = generate(root, option("--files", 16), option("--routines", 40))
            what = f"{count} generated Fortran modules"
        lines = sum(p.read_bytes().count(b"\n") for p in root.iterdir())
        write_makefile(root)
        rows = [("plain gfortran", build(root, "gfortran", runs, cache))]
        finstrument = Path(__file__).resolve().parent / "finstrument" / "cc"
        rows.append(("gfortran -finstrument-functions", build(root, f"{finstrument} gfortran", runs, cache)))
        for spec in ("printf", "trace"):
            rows.append((f"srcinst -s {spec} -- gfortran",
                         build(root, f"{srcinst} -s {spec} -- gfortran", runs, dict(cache, SRCINST_CACHE="0"))))
        rows.append(("srcinst -s trace -- gfortran, fparser2 reads all",
                     build(root, f"{srcinst} -s trace -- gfortran", runs,
                           dict(cache, SRCINST_CACHE="0", SRCINST_FORTRAN_PARSER="fparser"))))
        rows.append(("srcinst -s trace -- gfortran, result cache warm",
                     build(root, f"{srcinst} -s trace -- gfortran", runs, cache)))
        subprocess.run([*srcinst.split(), "server", "--stop"], capture_output=True, env=dict(os.environ, **cache))
    print(f"{what} ({lines:,} lines), make -j{JOBS}, gfortran -O2, best of {runs} clean builds "
          f"(load {os.getloadavg()[0]:.1f} at the end)\n")
    print("| build | wall | vs plain | vs -finstrument-functions | CPU | CPU vs -finstrument-functions |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, (seconds, cpu) in rows:
        print(f"| {name} | {seconds:.2f} s | {seconds / rows[0][1][0]:.2f}x | {seconds / rows[1][1][0]:.2f}x "
              f"| {cpu:.2f} s | {cpu / rows[1][1][1]:.2f}x |")


if __name__ == "__main__":
    main()
