#!/usr/bin/env python3
"""What does instrumentation add, and how much does a structural selection save?

bench/selection/particles.cpp (a call-heavy C++ program of small routines)
is built with g++ -O2 four ways, all calling the same empty hooks in their own
object (bench/selection/null_hooks.c), so what is counted is the calls alone:
  * plain                           (no instrumentation)
  * -finstrument-functions          (gcc calls __cyg_profile_func_enter/exit)
  * srcinst, every routine          (bench/selection/null.spec)
  * srcinst with a selection        (null.spec and bench/selection/select.txt)
  * srcinst with a measured list    (null.spec and the exclude list that
                                     `srcinst report --exclude-list` writes from
                                     a profile of a run with the trace spec:
                                     TAU's throttle rule)
valgrind's callgrind counts the instructions each executes (deterministic),
and `srcinst --list --format json` tells how many routines each instruments.
Prints a Markdown table for the README. Usage: python bench/bench_selection.py
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent / "selection"
REPO = HERE.parent.parent
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


# Exclude lists from a measurement: TAU's throttle rule with its defaults,
# and with a lower limit per call, below this program's force kernel.
MEASURED = {"measured": [], "measured_01": ["--exclude-us-per-call", "0.1"]}


def measured_exclude_lists(tmp: Path) -> dict:
    """The exclude lists `srcinst report` writes from the flat profile of one
    run of the program built with the trace spec (SRCINST_TRACE=0)."""
    traced = tmp / "traced.cpp"
    srcinst("-s", "trace", "-std=c++17", PROGRAM, "-o", traced)
    runtime = srcinst("runtime", "--libs", "--cc", "gcc").stdout.split()
    run(["g++", *FLAGS, "-I", REPO / "srcinst" / "trace" / "runtime", traced, *runtime, "-o", tmp / "traced"])
    run([tmp / "traced"], env={**os.environ, "SRCINST_TRACE": "0", "SRCINST_TRACE_PREFIX": str(tmp / "measure")})
    lists = {}
    for name, options in MEASURED.items():
        lists[name] = tmp / f"{name}.txt"
        srcinst("report", *tmp.glob("measure.*.profile.txt"), "--exclude-list", lists[name], *options)
    return lists


def excluded_names(path: Path) -> list:
    lines = path.read_text().splitlines()
    return lines[lines.index("BEGIN_EXCLUDE_LIST") + 1:lines.index("END_EXCLUDE_LIST")]


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
        lists = measured_exclude_lists(tmp)
        for name, listed in lists.items():
            srcinst("-s", SPEC, "-f", listed, "-std=c++17", PROGRAM, "-o", tmp / f"{name}.cpp")
            build(name, tmp / f"{name}.cpp")
        outputs = {name: run([b]).stdout for name, b in builds.items()}
        if len(set(outputs.values())) != 1:
            sys.exit(f"the builds print different results: {outputs}")
        counts = {name: instructions(b, tmp) for name, b in builds.items()}
        everything = routines()
        chosen = routines("-f", SELECT)
        kept = {name: routines("-f", listed) for name, listed in lists.items()}
        dropped = {name: excluded_names(listed) for name, listed in lists.items()}
    plain = counts["plain"]
    rows = [
        ("plain", plain, None, "-"),
        ("-finstrument-functions", counts["cyg"], None, "all, headers' inline functions too"),
        ("srcinst, every routine", counts["full"], None, f"{everything[0]} of {everything[1]}"),
        (f"srcinst, {SELECT.name}", counts["selected"], None, f"{chosen[0]} of {chosen[1]}"),
        ("srcinst, measured: `srcinst report --exclude-list`", counts["measured"], None,
         f"{kept['measured'][0]} of {kept['measured'][1]}"),
        ("srcinst, measured, `--exclude-us-per-call 0.1`", counts["measured_01"], None,
         f"{kept['measured_01'][0]} of {kept['measured_01'][1]}"),
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
    for name, options in MEASURED.items():
        print(f"\nsrcinst report {' '.join(['--exclude-list', *options])} (more than 100000 calls, less than "
              f"{options[-1] if options else 10} us per call) excludes {len(dropped[name])}:")
        print("\n".join(f"    {routine}" for routine in dropped[name]))


if __name__ == "__main__":
    main()
