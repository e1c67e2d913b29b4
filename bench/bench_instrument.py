#!/usr/bin/env python3
"""How much does srcinst cost per file? Prints a Markdown table for the README.

Inputs: a generated C file with N routines (early returns, loops, exit calls)
and a C++ file that includes most of the standard library. For each it runs,
each in a fresh process, best of R runs:
  * gcc -fsyntax-only              (what the compiler itself needs to read the file)
  * libclang parse alone           (the floor for any libclang-based tool)
  * srcinst -s tau                 (whole CLI: start-up, parse, walk, plan, rewrite, write)
and reports wall time and peak RSS. Usage: python bench/bench_instrument.py [N] [R]
"""
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PARSE_ONLY = r'''
import sys
import clang.cindex as ci
from srcinst.frontends.c_family import clang_arguments
from srcinst.frontends.toolchain import probe
path, lang, compiler = sys.argv[1:4]
tu = ci.Index.create().parse(path, args=clang_arguments(lang, probe(compiler, lang), []))
assert not [d for d in tu.diagnostics if d.severity >= 3]
'''


def generate_c(n: int) -> str:
    out = ["#include <stdio.h>\n#include <stdlib.h>\n"]
    for i in range(n):
        out.append(f"""
static int f{i}(int x, int y)
{{
    int acc = 0, k;
    if (x < 0) return -1;
    for (k = 0; k < y; k++) {{
        if (k == {i % 7 + 3}) return acc;
        acc += k * x;
    }}
    if (acc > 1000000) exit(3);
    switch (x) {{ case 1: return acc + 1; default: break; }}
    return acc;
}}
""")
    out.append("int main(void)\n{\n    int s = 0;\n")
    out.extend(f"    s += f{i}({i % 5}, {i % 11});\n" for i in range(n))
    out.append('    printf("%d\\n", s);\n    return 0;\n}\n')
    return "".join(out)


CXX = """#include <bits/stdc++.h>
template <class T> T clampit(T v, T lo, T hi) { if (v < lo) return lo; return v > hi ? hi : v; }
struct Acc { std::vector<int> v; int sum() const { int s = 0; for (int x : v) s += x; return s; } };
int main() { Acc a{{1, 2, 3}}; std::printf("%d\\n", clampit(a.sum(), 0, 5)); return 0; }
"""


def measure(cmd, runs):
    best_wall, peak = None, 0
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        start = time.perf_counter()
        done = subprocess.run(cmd, capture_output=True)
        wall = time.perf_counter() - start
        if done.returncode != 0:
            sys.exit(f"failed: {' '.join(map(str, cmd))}\n{done.stderr.decode()}")
        best_wall = wall if best_wall is None else min(best_wall, wall)
        # ru_maxrss of children is a running maximum; measure each tool in
        # its own interpreter process so the first run's value is its own.
        peak = max(peak, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, before)
    return best_wall, peak


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        big = tmp / "big.c"
        big.write_text(generate_c(n))
        cxx = tmp / "stdlib.cpp"
        cxx.write_text(CXX)
        rows = []
        for path, lang, cc in ((big, "c", "gcc"), (cxx, "c++", "g++")):
            lines = path.read_text().count("\n")
            results = {}
            # separate processes per tool, so peak RSS belongs to that tool alone
            for name, cmd in (
                ("gcc -fsyntax-only", [cc, "-fsyntax-only", str(path)]),
                ("libclang parse", [sys.executable, "-c", PARSE_ONLY, str(path), lang, cc]),
                ("srcinst -s tau", [sys.executable, "-m", "srcinst", "-s", "tau", str(path),
                                    "-o", str(tmp / ("out" + path.suffix)), "--compiler", cc]),
            ):
                results[name] = measure_isolated(cmd, runs)
            floor = results["libclang parse"]
            for name, (wall, rss) in results.items():
                rows.append(f"| {path.name} ({lines} lines) | {name} | {wall * 1000:.0f} ms | "
                            f"{wall / floor[0]:.2f}x | {rss / 1024:.0f} MiB |")
    print("| input | tool | wall (best of %d) | vs libclang parse | peak RSS |" % runs)
    print("|---|---|---|---|---|")
    print("\n".join(rows))
    print(f"\nmachine: {os.cpu_count()} cores, Python {sys.version.split()[0]}")


def measure_isolated(cmd, runs):
    """Runs `measure` in a child interpreter so ru_maxrss is not shared between tools."""
    code = ("import sys, json; sys.path.insert(0, %r); import bench_instrument as b; "
            "print(json.dumps(b.measure(json.loads(sys.argv[1]), int(sys.argv[2]))))"
            % str(Path(__file__).parent))
    import json
    out = subprocess.run([sys.executable, "-c", code, json.dumps(cmd), str(runs)],
                         capture_output=True, text=True, check=True)
    return tuple(json.loads(out.stdout))


if __name__ == "__main__":
    main()
