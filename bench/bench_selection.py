#!/usr/bin/env python3
"""What does instrumentation add, and how much does a structural selection save?

bench/selection/particles.cpp (a call-heavy C++ program of small routines)
is built with g++ -O2 four ways, all calling the same empty hooks in their own
object (bench/selection/null_hooks.c), so what is counted is the calls alone:
  * plain                           (no instrumentation)
  * -finstrument-functions          (gcc calls __cyg_profile_func_enter/exit)
  * srcinst, every routine          (bench/selection/null.spec)
  * srcinst with a selection        (null.spec and bench/selection/select.txt)
valgrind's callgrind counts the instructions each executes (deterministic),
and `srcinst --list --format json` tells how many routines each instruments.
Prints a Markdown table for the README. Usage: python bench/bench_selection.py
"""
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent / "selection"
PROGRAM = HERE / "particles.cpp"
SPEC = HERE / "null.spec"
SELECT = HERE / "select.txt"
FLAGS = ["-O2", "-std=c++17"]


def run(cmd, **kw):
    done = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    if done.returncode != 0:
        sys.exit(f"failed: {' '.join(map(str, cmd))}\n{done.stderr}")
    return done


def srcinst(*args):
    return run([sys.executable, "-m", "srcinst", *args])


def instructions(binary: Path, tmp: Path) -> int:
    out = tmp / (binary.name + ".callgrind")
    done = run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary])
    refs = re.search(r"Collected : (\d+)", done.stderr)
    return int(refs.group(1))


def routines(*select) -> tuple:
    """(instrumented, all) routines of the program under the spec and selection."""
    listed = json.loads(srcinst("-s", SPEC, *select, "--list", "--format", "json", "-std=c++17",
                                PROGRAM).stdout)
    return sum(1 for r in listed if r["instrumented"]), len(listed)


def main():
    if not shutil.which("valgrind"):
        sys.exit("needs valgrind")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        hooks = tmp / "null_hooks.o"
        run(["gcc", "-O2", "-c", HERE / "null_hooks.c", "-o", hooks])
        builds = {}

        def build(name, source, extra=()):
            binary = tmp / name
            run(["g++", *FLAGS, *extra, "-I", HERE, source, hooks, "-o", binary])
            builds[name] = binary

        build("plain", PROGRAM)
        build("cyg", PROGRAM, ["-finstrument-functions"])
        full, selected = tmp / "full.cpp", tmp / "selected.cpp"
        srcinst("-s", SPEC, "-std=c++17", PROGRAM, "-o", full)
        srcinst("-s", SPEC, "-f", SELECT, "-std=c++17", PROGRAM, "-o", selected)
        build("full", full)
        build("selected", selected)
        outputs = {name: run([b]).stdout for name, b in builds.items()}
        if len(set(outputs.values())) != 1:
            sys.exit(f"the builds print different results: {outputs}")
        counts = {name: instructions(b, tmp) for name, b in builds.items()}
    plain = counts["plain"]
    everything = routines()
    chosen = routines("-f", SELECT)
    rows = [
        ("plain", plain, None, "-"),
        ("-finstrument-functions", counts["cyg"], None, "all, headers' inline functions too"),
        ("srcinst, every routine", counts["full"], None, f"{everything[0]} of {everything[1]}"),
        (f"srcinst, {SELECT.name}", counts["selected"], None, f"{chosen[0]} of {chosen[1]}"),
    ]
    print(f"{PROGRAM.name}, g++ {' '.join(FLAGS)}, empty hooks; instructions counted by callgrind\n")
    print("| build | instructions | added | added vs plain | routines instrumented |")
    print("|---|---:|---:|---:|---|")
    for name, total, _, which in rows:
        added = total - plain
        print(f"| {name} | {total:,} | {added:,} | {added / plain * 100:.1f}% | {which} |")
    full_added, cyg_added = counts["full"] - plain, counts["cyg"] - plain
    sel_added = counts["selected"] - plain
    print(f"\nsrcinst, every routine, adds {full_added / cyg_added:.2f}x what -finstrument-functions adds "
          f"(goal: at most 0.5x); the selection adds {sel_added / plain * 100:.1f}% (goal: at most 5%) "
          f"and keeps {chosen[0]} of {chosen[1]} routines (goal: at least half).")


if __name__ == "__main__":
    main()
