#!/usr/bin/env python3
"""How much longer does a build take through the wrapper? Prints a Markdown table.

Generates a C project of F files with R small routines each (loops, early
returns, a header shared by all) and a Makefile, then builds it with
`make -jJ` at -O2: plainly, and with CC="srcinst -s SPEC -- gcc" for a few
specs (the installed `srcinst`, a native launcher, and the Python command
`srcinst-python` that it runs when it must: without the server and through
it), best of N clean builds each; the server's first start is in the first run.
The reference is the compiler's own instrumentation: the same build with
`gcc -finstrument-functions` and empty hooks (bench/finstrument/), the floor
issue 30 measures builds against ("vs -finstrument-functions").
These rows turn srcinst's result cache off (SRCINST_CACHE=0): every compile
parses. Besides wall time, each row's CPU seconds (bench/build_cpu.py: make's
and the server's), which a busy machine disturbs far less. Then rebuilds
after `make clean` with warm caches: srcinst's result cache alone, and
ccache behind srcinst against ccache alone (the first of the N builds fills
the caches, the best is a rebuild that hits them all), also with dependency
files as CMake and automake ask for them (-MD -MF).
Usage: python bench/bench_build.py [F] [R] [N]
"""
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from build_cpu import run_make, server_seconds  # noqa: E402

JOBS = os.cpu_count() or 2
SPECS = ["printf", "trace"]  # specs whose library needs nothing installed


def routine(f: int, r: int) -> str:
    return f"""
int f{f}_{r}(int n)
{{
    int i, s = 0;
    if (n < 0)
        return -1;
    for (i = 0; i < n; i++) {{
        if (i % 7 == {r % 7})
            continue;
        s += SCALE(i) ^ (s >> 3);
        if (s > 100000)
            return s;
    }}
    return s + {r};
}}
"""


def generate(root: Path, files: int, routines: int) -> None:
    (root / "common.h").write_text("#include <stdio.h>\n#define SCALE(x) ((x) * 3 + 1)\n")
    for f in range(files):
        body = "#include \"common.h\"\n" + "".join(routine(f, r) for r in range(routines))
        body += f"\nint file{f}(int n)\n{{\n    return " + \
            " + ".join(f"f{f}_{r}(n)" for r in range(routines)) + ";\n}\n"
        (root / f"file{f}.c").write_text(body)
    calls = " + ".join(f"file{f}(n)" for f in range(files))
    (root / "main.c").write_text("#include <stdio.h>\n" + "".join(f"int file{f}(int);\n" for f in range(files))
                                 + f"int main(void)\n{{\n    int n = 50;\n    printf(\"%d\\n\", {calls});\n"
                                 "    return 0;\n}\n")
    objects = " ".join(f"file{f}.o" for f in range(files)) + " main.o"
    (root / "Makefile").write_text(f"CFLAGS = -O2\nprog: {objects}\n\t$(CC) $(CFLAGS) $^ -o $@\n"
                                   "%.o: %.c common.h\n\t$(CC) $(CFLAGS) -c $< -o $@\n")


def build(root: Path, cc: str, runs: int, *make_args: str, fresh: Path | None = None, **env) -> tuple[float, float]:
    """Best wall seconds and best CPU seconds (build_cpu) of `runs` clean builds;
    `fresh`: a directory emptied before each (srcinst's results: a first build)."""
    saved = {name: os.environ.get(name) for name in env}
    os.environ.update(env)
    try:
        return _best_build(root, cc, runs, *make_args, fresh=fresh)
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _best_build(root: Path, cc: str, runs: int, *make_args: str, fresh: Path | None = None) -> tuple[float, float]:
    best = best_cpu = float("inf")
    for _ in range(runs):
        if fresh is not None:
            shutil.rmtree(fresh, ignore_errors=True)
        subprocess.run(["make", "-s", "clean"], cwd=root, capture_output=True)
        for o in root.glob("*.o"):
            o.unlink()
        server_before = server_seconds(os.environ["SRCINST_SERVER_DIR"])
        start = time.perf_counter()
        status, cpu, err = run_make(["make", "-s", f"-j{JOBS}", f"CC={cc}", *make_args], root)
        elapsed = time.perf_counter() - start
        if status != 0:
            sys.exit(f"build with CC={cc} failed:\n{err[-3000:]}")
        best = min(best, elapsed)
        best_cpu = min(best_cpu, cpu + server_seconds(os.environ["SRCINST_SERVER_DIR"]) - server_before)
        (root / "prog").unlink()
    return best, best_cpu


def finstrument(root: Path) -> str:
    """CC for the -finstrument-functions build: bench/finstrument/cc with its hooks compiled."""
    here = Path(__file__).resolve().parent / "finstrument"
    (root / "hooks").mkdir(exist_ok=True)
    hooks = root / "hooks" / "finstrument-hooks.o"  # (each build removes the project's *.o)
    subprocess.run(["gcc", "-O2", "-c", str(here / "hooks.c"), "-o", str(hooks)], check=True)
    os.environ["FINSTRUMENT_HOOKS"] = str(hooks)
    return f"{here / 'cc'} gcc"


def main():
    files = int(sys.argv[1]) if len(sys.argv) > 1 else 24
    routines = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    # The commands as users run them, installed next to this Python.
    script = Path(sys.executable).with_name("srcinst")
    srcinst = str(script) if script.exists() else f"{sys.executable} -m srcinst"
    python = Path(sys.executable).with_name("srcinst-python")
    python = str(python) if python.exists() else f"{sys.executable} -m srcinst"
    # An installed package has its bytecode compiled; so does this benchmark.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        env_cache = root / "cache"
        os.environ["SRCINST_CACHE_DIR"] = str(env_cache)
        generate(root, files, routines)
        os.environ["SRCINST_SERVER_DIR"] = str(root / "server")
        os.makedirs(root / "server", mode=0o700)
        rows = [("plain gcc", build(root, "gcc", runs))]
        rows.append(("gcc -finstrument-functions (empty hooks)", build(root, finstrument(root), runs)))
        rows.append(("srcinst-python -s printf -- gcc, no server",
                     build(root, f"{python} -s printf -- gcc", runs, SRCINST_SERVER="0", SRCINST_CACHE="0")))
        for spec in SPECS:
            rows.append((f"srcinst-python -s {spec} -- gcc", build(root, f"{python} -s {spec} -- gcc", runs,
                                                                   SRCINST_CACHE="0")))
            rows.append((f"srcinst -s {spec} -- gcc", build(root, f"{srcinst} -s {spec} -- gcc", runs,
                                                            SRCINST_CACHE="0")))
        # A first build: the result cache on and empty (a header's copy is made once for all files).
        rows.append(("srcinst -s trace -- gcc, result cache on, empty (a first build)",
                     build(root, f"{srcinst} -s trace -- gcc", runs, fresh=env_cache / "results")))
        rows.append(("srcinst -s trace -- gcc, result cache warm", build(root, f"{srcinst} -s trace -- gcc", runs)))
        cached = []
        if shutil.which("ccache"):
            ccache = {"CCACHE_DIR": str(root / "ccache")}
            cached.append(("ccache gcc", build(root, "ccache gcc", runs, **ccache)))
            cached.append(("srcinst -s trace -- ccache gcc (direct hits)",
                           build(root, f"{srcinst} -s trace -- ccache gcc", runs, **ccache)))
            cached.append(("srcinst-python -s trace -- ccache gcc",
                           build(root, f"{python} -s trace -- ccache gcc", runs, **ccache)))
            # Dependency files name the copies until srcinst mends them: those hits fork.
            deps = "CFLAGS=-O2 -MD -MF $(@:.o=.d)"
            cached.append(("ccache gcc, -MD -MF", build(root, "ccache gcc", runs, deps, **ccache)))
            cached.append(("srcinst -s trace -- ccache gcc, -MD -MF (direct hits, forked)",
                           build(root, f"{srcinst} -s trace -- ccache gcc", runs, deps, **ccache)))
        subprocess.run([*shlex.split(srcinst), "server", "--stop"], capture_output=True)
        shutil.rmtree(env_cache, ignore_errors=True)
    lines = sum(1 for _ in range(files)) * (routines * 16 + 5)
    print(f"{files + 1} C files (about {lines:,} lines, {files * routines + files + 1} routines), "
          f"make -j{JOBS}, gcc -O2, best of {runs} clean builds (load {os.getloadavg()[0]:.1f} at the end)\n")
    print("| build | wall | vs plain | vs -finstrument-functions | CPU | CPU vs -finstrument-functions |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, (seconds, cpu) in rows:
        print(f"| {name} | {seconds:.2f} s | {seconds / rows[0][1][0]:.2f}x | {seconds / rows[1][1][0]:.2f}x "
              f"| {cpu:.2f} s | {cpu / rows[1][1][1]:.2f}x |")
    if cached:
        print("\nRebuilds after `make clean` with ccache warm (and srcinst's result cache):\n")
        print("| build | wall | vs ccache gcc (same flags) |")
        print("|---|---:|---:|")
        reference = cached[0][1][0]
        for name, (seconds, _cpu) in cached:
            reference = seconds if name.startswith("ccache gcc") else reference
            print(f"| {name} | {seconds:.2f} s | {seconds / reference:.2f}x |")


if __name__ == "__main__":
    main()
