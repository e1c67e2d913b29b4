#!/usr/bin/env python3
"""Are two builds of srcinst's outputs byte-identical? For speed work, whose
rule is that no output changes.

Instruments every corpus file (corpus/*/) with every shipped spec (specs/)
and with the C/C++/Fortran lines of each, by two srcinst commands (say, a
venv with the commit before the change and one with the change), result
cache off, and compares the instrumented bytes, the messages and the exit
status. Extra files (a generated file, SQLite's amalgamation) may be named.
Prints the differences and exits 1 if there are any.
Usage: python bench/same_outputs.py OLD_SRCINST NEW_SRCINST [FILE ...]
  (each command as a shell word list, e.g. "/work/venv-old/bin/srcinst")
"""
import os
import shlex
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUFFIXES = {".c", ".h", ".cc", ".cpp", ".cxx", ".f", ".f90", ".F", ".F90", ".f77"}


def run(command: str, spec: Path, source: Path, out: Path) -> tuple[int, bytes, bytes]:
    env = dict(os.environ, SRCINST_CACHE="0")
    done = subprocess.run([*shlex.split(command), "-s", str(spec), str(source), "-o", str(out)],
                          capture_output=True, env=env, cwd=source.parent)
    data = out.read_bytes() if out.exists() else b""
    return done.returncode, data, done.stderr.replace(str(out).encode(), b"OUT")


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    old, new = sys.argv[1], sys.argv[2]
    sources = sorted(p for p in (ROOT / "corpus").rglob("*") if p.suffix in SUFFIXES)
    sources += [Path(f).resolve() for f in sys.argv[3:]]
    specs = sorted((ROOT / "specs").glob("*.spec"))
    with tempfile.TemporaryDirectory() as tmp:
        def compare(job):
            n, (spec, source) = job
            results = [run(command, spec, source, Path(tmp) / f"{n}.{side}{source.suffix}")
                       for side, command in (("old", old), ("new", new))]
            return spec, source, results[0] == results[1], results

        jobs = list(enumerate((spec, source) for spec in specs for source in sources))
        with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
            found = list(pool.map(compare, jobs))
    differ = [(spec, source, r) for spec, source, same, r in found if not same]
    for spec, source, (a, b) in differ:
        what = [name for name, x, y in zip(("status", "output", "messages"), a, b) if x != y]
        print(f"DIFFERENT ({', '.join(what)}): {spec.name} {source}")
    print(f"{len(found) - len(differ)} of {len(found)} (spec, file) pairs give the same bytes, messages and status")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
