#!/usr/bin/env python3
"""How long does `srcinst report` take on a large trace? Prints a Markdown table.

Generates a C program (main -> run -> eval_node, which recurses, -> parse ->
token, with next_random in between), instruments it with `srcinst -s trace`,
links the runtime (`srcinst runtime --libs`) and runs it with
SRCINST_TRACE_MAX_EVENTS high enough to keep every call, scaled so that the
trace is about SIZE MB. Then times `srcinst report TRACE` (the summary) and
`srcinst report TRACE --svg OUT` (with the flame graph), best of R runs each,
every run in its own interpreter so that peak RSS (ru_maxrss of the children)
is its own. --baseline REV also times the report.py of git revision REV (read
with `git show`, nothing is checked out) on the same trace.

Usage: python bench/bench_report.py [--size MB] [--runs R] [--baseline REV]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

PROGRAM = r"""#include <stdio.h>
#include <stdlib.h>

static const char text[] = "let x = (a + b) * c - d / e; if x > 3 then y = x else y = 0;";
static unsigned state = 12345u;

static unsigned next_random(void)
{
    state = state * 1103515245u + 12345u;
    return state >> 16;
}

static int token(const char *source, int pos)
{
    return source[pos % (int)(sizeof text - 1)] * 31 + pos;
}

static int parse(const char *source, int start, int count)
{
    int i, sum = 0;
    for (i = 0; i < count; i++)
        sum += token(source, start + i) & 255;
    return sum;
}

static int eval_node(const char *source, int depth, int start)
{
    int value = parse(source, start, 8);
    if (depth > 0 && (next_random() & 3u) != 0)
        value += eval_node(source, depth - 1, start + value % 7);
    return value;
}

static long run(int nodes)
{
    long acc = 0;
    int i;
    for (i = 0; i < nodes; i++)
        acc += eval_node(text, 3, i);
    return acc;
}

int main(int argc, char **argv)
{
    int nodes = argc > 1 ? atoi(argv[1]) : 1000;
    printf("%ld\n", run(nodes));
    return 0;
}
"""

# Runs CMD in a child and prints its wall time and the child's peak RSS, so
# that ru_maxrss (a running maximum over children) is this command's alone.
MEASURE = r"""
import json, resource, subprocess, sys, time
cmd = json.loads(sys.argv[1])
start = time.perf_counter()
done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
wall = time.perf_counter() - start
if done.returncode != 0:
    sys.exit(done.stderr.decode())
print(json.dumps([wall, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss]))
"""

# The summary (and flame graph) as `srcinst report` printed them with an
# older report.py, which is given as the first argument.
OLD_REPORT = r"""
import os, sys
sys.path.insert(0, os.path.dirname(sys.argv[1]))
import old_report as report
loaded = [report.load_trace(sys.argv[2])]
sys.stdout.write(report.format_summary(report.profile(loaded), loaded))
if len(sys.argv) > 3:
    with open(sys.argv[3], "w") as out:
        out.write(report.render_flamegraph_svg(report.call_tree(loaded)))
"""


def run(cmd, **kw) -> subprocess.CompletedProcess:
    done = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    if done.returncode != 0:
        sys.exit(f"failed: {' '.join(map(str, cmd))}\n{done.stderr}")
    return done


def build(work: Path) -> Path:
    (work / "gen.c").write_text(PROGRAM)
    run([sys.executable, "-m", "srcinst", "-s", "trace", "gen.c", "-o", "gen.inst.c"], cwd=work)
    runtime = run([sys.executable, "-m", "srcinst", "runtime", "--libs", "--cc", "gcc"],
                  env={**os.environ, "SRCINST_CACHE_DIR": str(work / "cache")}).stdout.split()
    run(["gcc", "-O2", "-I", REPO / "srcinst" / "trace" / "runtime", "gen.inst.c", *runtime,
         "-o", "gen"], cwd=work)
    return work / "gen"


def traced_run(exe: Path, work: Path, nodes: int) -> Path:
    for old in work.glob("t.*"):
        old.unlink()
    # SRCINST_TRACE_FORMAT=json: the Chrome JSON timeline whatever the runtime's default.
    env = {**os.environ, "SRCINST_TRACE_PREFIX": str(work / "t"), "SRCINST_TRACE_MAX_EVENTS": "100000000",
           "SRCINST_TRACE_FORMAT": "json"}
    run([exe, nodes], env=env, cwd=work)
    traces = list(work.glob("t.*.json"))
    if len(traces) != 1:
        sys.exit(f"expected one trace, found {traces}")
    return traces[0]


def measure(cmd, runs: int):
    best, peak = float("inf"), 0
    for _ in range(runs):
        out = run([sys.executable, "-c", MEASURE, json.dumps([str(c) for c in cmd])]).stdout
        wall, rss = json.loads(out)
        best, peak = min(best, wall), max(peak, rss)
    return best, peak


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", type=float, default=150, help="trace size in MB (default 150)")
    parser.add_argument("--runs", type=int, default=3, help="runs per row, the best counts (default 3)")
    parser.add_argument("--baseline", metavar="REV", help="also time report.py of this git revision")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        exe = build(work)
        # Scale the run from a small one: bytes per node are nearly constant.
        probe = 2000
        per_node = traced_run(exe, work, probe).stat().st_size / probe
        trace = traced_run(exe, work, max(1, int(args.size * 1e6 / per_node)))
        with trace.open("rb") as handle:
            calls = sum(1 for line in handle if line.startswith(b'{"ph":"X"'))
        size_mb = trace.stat().st_size / 1e6
        svg = work / "flame.svg"
        rows = []
        srcinst = [sys.executable, "-m", "srcinst", "report"]
        if args.baseline:
            old = work / "old_report.py"
            old.write_text(run(["git", "show", f"{args.baseline}:srcinst/trace/report.py"], cwd=REPO).stdout)
            rows.append((f"report.py of {args.baseline}, summary",
                         measure([sys.executable, "-c", OLD_REPORT, old, trace], args.runs)))
            rows.append((f"report.py of {args.baseline}, summary + --svg",
                         measure([sys.executable, "-c", OLD_REPORT, old, trace, svg], args.runs)))
        rows.append(("srcinst report, summary", measure([*srcinst, trace], args.runs)))
        rows.append(("srcinst report, summary + --svg", measure([*srcinst, trace, "--svg", svg], args.runs)))
    print(f"trace of {calls:,} calls, {size_mb:.0f} MB; best of {args.runs}; "
          f"{os.cpu_count()} cores, Python {sys.version.split()[0]}\n")
    print("| command | wall | peak RSS |")
    print("|---|---:|---:|")
    for name, (wall, rss) in rows:
        print(f"| {name} | {wall:.2f} s | {rss / 1024:.0f} MiB |")


if __name__ == "__main__":
    main()
