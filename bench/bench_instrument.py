#!/usr/bin/env python3
"""How much does srcinst cost per file? Prints a Markdown table for the README.

Inputs: a generated C file with N routines (early returns, loops, exit calls),
a C++ file that includes most of the standard library, and a generated Fortran
module with N/2 routines (IF-RETURNs, loops, STOP). For each it runs, each in a
fresh process, best of R runs:
  * gcc/g++/gfortran -fsyntax-only (what the compiler itself needs to read the file)
  * libclang or fparser parse alone (the floor for a tool built on that parser)
  * srcinst -s printf              (whole CLI: start-up, parse, walk, plan, rewrite, write),
    with the native walk, with the Python walk (SRCINST_WALK=python), both
    with the result cache off, once more as a result-cache hit, and (C/C++)
    on a file edited after its preamble, parsed with the preamble's PCH
and, when a clang binary is on PATH (clang, clang-NN), clang -fsyntax-only
for the C and C++ inputs. It reports wall time and peak RSS.

With --sqlite (or SQLITE3_C=/path/to/sqlite3.c) it also measures SQLite's
amalgamation, a real 270k-line C file, fetched with `npm pack better-sqlite3`
(the npm package ships it) into the temporary directory. With LAPACK_DIR (a
checkout of Reference-LAPACK) it measures LAPACK's largest source, and with
JSON_FORTRAN_DIR (a checkout of json-fortran) its largest module, which uses
the preprocessor and three modules (compiled first, for gfortran).

For Fortran files it also measures `gfortran -O2 -c` (what a build pays per
file) and srcinst with fparser2 reading every file (SRCINST_FORTRAN_PARSER=
fparser, as before the keyword scanner). --fortran measures Fortran only.
Usage: python bench/bench_instrument.py [N] [R] [--sqlite] [--fortran]
"""
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PARSE_ONLY = r'''
import sys
import clang.cindex as ci
from srcinst.frontends.c_arguments import clang_arguments
from srcinst.frontends.toolchain import probe
from srcinst.settings import Settings
path, lang, compiler = sys.argv[1:4]
toolchain = probe(compiler, lang, Settings.from_environ().cache_dir)  # kept in the cache, as srcinst's
tu = ci.Index.create().parse(path, args=clang_arguments(lang, toolchain, []))
assert not [d for d in tu.diagnostics if d.severity >= 3]
'''


FPARSER_ONLY = r'''
import subprocess, sys
from fparser.common.readfortran import FortranFileReader, FortranStringReader
from fparser.two.parser import ParserFactory
path = sys.argv[1]
if path.endswith(".F90"):  # preprocessed first, as srcinst does
    text = subprocess.run(["gfortran", "-E", "-cpp", "-P", path], capture_output=True, text=True,
                          check=True).stdout
    reader = FortranStringReader(text, ignore_comments=True)
else:
    reader = FortranFileReader(path, ignore_comments=True)
assert ParserFactory().create(std="f2008")(reader) is not None
'''


def generate_fortran(n: int) -> str:
    out = ["module big\n  implicit none\ncontains\n"]
    for i in range(n):
        out.append(f"""
  integer function f{i}(x, y)
    integer, intent(in) :: x, y
    integer :: k, acc
    acc = 0
    if (x < 0) return
    do k = 1, y
      if (k == {i % 7 + 3}) then
        f{i} = acc
        return
      end if
      acc = acc + k * x
    end do
    if (acc > 1000000) stop 3
    f{i} = acc
  end function f{i}
""")
    out.append("end module big\n\nprogram main\n  use big\n  implicit none\n  integer :: s\n  s = 0\n")
    out.extend(f"  s = s + f{i}({i % 5}, {i % 11})\n" for i in range(n))
    out.append("  print *, s\nend program main\n")
    return "".join(out)


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


def measure(cmd, runs, cwd=None, env=None):
    best_wall, peak = None, 0
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        start = time.perf_counter()
        done = subprocess.run(cmd, capture_output=True, cwd=cwd, env=dict(os.environ, **(env or {})))
        wall = time.perf_counter() - start
        if done.returncode != 0:
            sys.exit(f"failed: {' '.join(map(str, cmd))}\n{done.stderr.decode()}")
        best_wall = wall if best_wall is None else min(best_wall, wall)
        # ru_maxrss of children is a running maximum; measure each tool in
        # its own interpreter process so the first run's value is its own.
        peak = max(peak, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, before)
    return best_wall, peak


def real_fortran(tmp: Path):
    """LAPACK's largest source and json-fortran's largest module, when their
    checkouts are named by LAPACK_DIR and JSON_FORTRAN_DIR."""
    inputs = []
    lapack = os.environ.get("LAPACK_DIR")
    if lapack:
        sources = Path(lapack, "SRC").glob("*.f")
        largest = max(sources, key=lambda p: p.read_bytes().count(b"\n"))
        inputs.append((largest, "fortran", "gfortran"))
    json_fortran = os.environ.get("JSON_FORTRAN_DIR")
    if json_fortran:
        src = Path(json_fortran, "src")
        for module in ("json_kinds", "json_parameters", "json_string_utilities"):
            subprocess.run(["gfortran", "-c", f"-J{tmp}", str(src / f"{module}.F90"), "-o",
                            str(tmp / f"{module}.o")], check=True, capture_output=True)
        inputs.append((src / "json_value_module.F90", "fortran", "gfortran"))
    return inputs


def find_clang():
    """A clang binary on PATH: clang, else the newest clang-NN."""
    if shutil.which("clang"):
        return "clang"
    versions = sorted((int(name[6:]), name) for d in os.environ.get("PATH", "").split(os.pathsep)
                      if os.path.isdir(d) for name in os.listdir(d)
                      if name.startswith("clang-") and name[6:].isdigit())
    return versions[-1][1] if versions else None


def fetch_sqlite(tmp: Path):
    """SQLite's amalgamation: $SQLITE3_C, or from the npm package better-sqlite3."""
    if os.environ.get("SQLITE3_C"):  # a copy: the "edited file" row appends to its input
        return Path(shutil.copy(os.environ["SQLITE3_C"], tmp / "sqlite3.c"))
    if not shutil.which("npm"):
        sys.exit("--sqlite needs npm (or SQLITE3_C=/path/to/sqlite3.c)")
    done = subprocess.run(["npm", "pack", "better-sqlite3", "--silent"], cwd=tmp, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"npm pack better-sqlite3 failed:\n{done.stderr}")
    tarball = tmp / done.stdout.strip().splitlines()[-1]
    subprocess.run(["tar", "xzf", str(tarball), "package/deps/sqlite3/sqlite3.c"], cwd=tmp, check=True)
    return tmp / "package" / "deps" / "sqlite3" / "sqlite3.c"


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    n = int(args[0]) if args else 2000
    runs = int(args[1]) if len(args) > 1 else 3
    # An installed package has its bytecode compiled; so does this benchmark.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    clang = find_clang()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        os.environ["SRCINST_CACHE_DIR"] = str(tmp / "cache")  # the native walk and the result cache
        big = tmp / "big.c"
        big.write_text(generate_c(n))
        cxx = tmp / "stdlib.cpp"
        cxx.write_text(CXX)
        fortran = tmp / "big.f90"
        fortran.write_text(generate_fortran(n // 2))
        inputs = [(big, "c", "gcc"), (cxx, "c++", "g++"), (fortran, "fortran", "gfortran")]
        if "--sqlite" in sys.argv or os.environ.get("SQLITE3_C"):
            inputs.insert(1, (fetch_sqlite(tmp), "c", "gcc"))
        inputs += real_fortran(tmp)
        if "--fortran" in sys.argv:
            inputs = [i for i in inputs if i[1] == "fortran"]
        rows = []
        for path, lang, cc in inputs:
            lines = path.read_bytes().count(b"\n")
            results = {}
            parser = "fparser parse" if lang == "fortran" else "libclang parse"
            parse_cmd = ([sys.executable, "-c", FPARSER_ONLY, str(path)] if lang == "fortran" else
                         [sys.executable, "-c", PARSE_ONLY, str(path), lang, cc])
            flags = [f"-I{tmp}", f"-J{tmp}"] if lang == "fortran" else []
            tools = [(f"{cc} -fsyntax-only", [cc, "-fsyntax-only", *flags, str(path)])]
            if lang == "fortran":
                tools.append((f"{cc} -O2 -c", [cc, "-O2", "-c", *flags, str(path), "-o", str(tmp / "out.o")]))
            if clang and lang != "fortran":
                tools.append((f"{clang} -fsyntax-only",
                              [clang, "-fsyntax-only", "-x", lang, "-w", str(path)]))
            srcinst = [sys.executable, "-m", "srcinst", "-s", "printf", str(path),
                       "-o", str(tmp / ("out" + path.suffix)), "--compiler", cc]
            tools += [(parser, parse_cmd, {}),
                      ("srcinst -s printf", srcinst, {"SRCINST_CACHE": "0"})]
            if lang == "fortran":
                tools.append(("srcinst -s printf, fparser2 reads all", srcinst,
                              {"SRCINST_CACHE": "0", "SRCINST_FORTRAN_PARSER": "fparser"}))
            if lang != "fortran":
                tools.append(("srcinst -s printf, Python walk", srcinst,
                              {"SRCINST_CACHE": "0", "SRCINST_WALK": "python"}))
            tools.append(("srcinst -s printf, cache hit", srcinst, {}))
            if lang != "fortran":
                # A file edited after its preamble: a result-cache miss that
                # parses with the preamble's PCH (built by the priming runs).
                edited = ["sh", "-c", 'echo "// $$" >> "$0" && exec "$@"', str(path)] + srcinst
                tools.append(("srcinst -s printf, edited file, preamble precompiled", edited, {}))
            # separate processes per tool, so peak RSS belongs to that tool alone
            for name, cmd, env in [(t[0], t[1], {}) if len(t) == 2 else t for t in tools]:
                if name.endswith("cache hit"):  # filled first, so every measured run is a hit
                    subprocess.run(cmd, capture_output=True, cwd=tmp, check=True)
                if name.endswith("precompiled"):  # weighs the headers, then builds the PCH
                    for _ in range(2):
                        subprocess.run(cmd, capture_output=True, cwd=tmp, check=True)
                results[name] = measure_isolated(cmd, runs, cwd=tmp, env=env)
            floor = results[parser]
            clang_floor = results.get(f"{clang} -fsyntax-only")
            compiler_floor = results[f"{cc} -fsyntax-only"]
            for name, (wall, rss) in results.items():
                versus_clang = f"{wall / clang_floor[0]:.2f}x" if clang_floor else "-"
                rows.append(f"| {path.name} ({lines:,} lines) | {name} | {wall * 1000:.0f} ms | "
                            f"{wall / floor[0]:.2f}x | {versus_clang} | {wall / compiler_floor[0]:.2f}x | "
                            f"{rss / 1024:.0f} MiB | {rss / floor[1]:.2f}x |")
    print(f"| input | tool | wall (best of {runs}) | vs parser alone | vs clang -fsyntax-only "
          "| vs gcc/g++/gfortran -fsyntax-only | peak RSS | RSS vs parser |")
    print("|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    print(f"\nmachine: {os.cpu_count()} cores, Python {sys.version.split()[0]}")


def measure_isolated(cmd, runs, cwd=None, env=None):
    """Runs `measure` in a child interpreter so ru_maxrss is not shared between tools."""
    here = str(Path(__file__).parent)
    code = (f"import sys, json; sys.path.insert(0, {here!r}); import bench_instrument as b; "
            "print(json.dumps(b.measure(json.loads(sys.argv[1]), int(sys.argv[2]), sys.argv[3], "
            "json.loads(sys.argv[4]))))")
    import json
    out = subprocess.run([sys.executable, "-c", code, json.dumps(cmd), str(runs), str(cwd or "."),
                          json.dumps(env or {})],
                         capture_output=True, text=True, check=True)
    return tuple(json.loads(out.stdout))


if __name__ == "__main__":
    main()
