#!/usr/bin/env python3
"""The least Python a file of many small routines costs per routine, with
Python keeping the plan and the edits (issue 30's decision). Prints one line.

Input: bench_instrument's generated C file of N routines (each with four
returns and one exit call). Found before timing, with plain patterns: each
routine's body and the offsets of its returns and exit calls, as a native
frontend could hand them over. Timed, best of R runs, in one process: only
what is left in Python per routine if everything else were native and free:
  * a Site with its Position for each return and exit call (the frontend's answer),
  * the entry code, and the exit or abort code of each site, with @LINE@ put
    into code bound once per routine (the engine's plan),
  * the edits the C emitter makes for them (before and after each return's
    value, with its #line marker; before each exit call; after the body's
    opening brace), into an EditSet, applied once.
No syntax is checked, no rule chosen, no corner case looked at: srcinst
itself does all of that too. Compare its figure with the per-routine budget
that P1's 2.0x leaves (docs/cost.md).
Usage: python bench/bench_python_floor.py [N] [R]
"""
import bisect
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bench_instrument import generate_c  # noqa: E402

from srcinst.edits import EditSet  # noqa: E402
from srcinst.model import Position, Site  # noqa: E402

ROUTINE = re.compile(rb"^static int (f\d+)\(int x, int y\)\n\{", re.M)
SITE = re.compile(rb"\breturn\b|\bexit\(")


def found(source: bytes) -> list[tuple[bytes, int, list[tuple[bytes, int, int]]]]:
    """(name, offset after the body's brace, [(what, offset, value's end)]) per routine."""
    starts = list(ROUTINE.finditer(source))
    routines = []
    for i, m in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(source)
        sites = [(s.group(), s.start(), source.index(b";", s.end(), end)) for s in SITE.finditer(source, m.end(), end)]
        routines.append((m.group(1), m.end(), sites))
    return routines


def python_part(source: bytes, lines: list[int], routines) -> bytes:
    edits = EditSet(len(source))
    entry = ('fprintf(stderr, "enter %s (%s:%d)\\n", "', '", "big.c", ', ');\n')
    leave = ('fprintf(stderr, "leave %s (%s:%d)\\n", "', '", "big.c", ', ');')
    for name, body, sites in routines:
        signature = f"int {name.decode()}(int, int)"
        bound_entry, bound_leave = entry[0] + signature + entry[1], leave[0] + signature + leave[1]
        line = bisect.bisect_right(lines, body)
        edits.replace(body, 0, "\n" + bound_entry + str(line) + entry[2] + f'{{\n#line {line} "big.c"\n')
        for what, offset, semicolon in sites:
            line = bisect.bisect_right(lines, offset)
            site = Site("return" if what == b"return" else "abort",
                        Position(offset, line, offset - lines[line - 1] + 1))
            pad = " " * (site.pos.col - 1)
            marker = f'\n#line {site.pos.line} "big.c"\n{pad}'
            code = bound_leave + str(site.pos.line) + leave[2]
            if site.kind == "return":
                edits.replace(offset, 6, "{ __typeof__(int) __srcinst_rv =" + marker)
                edits.replace(semicolon, 1, ";\n" + code + "\nreturn __srcinst_rv; }" + marker)
            else:
                edits.replace(offset, 0, "{\n" + code.replace("leave", "abort in") + marker)
                edits.replace(semicolon + 1, 0, " }")
    return edits.apply(source)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2700
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    source = generate_c(n).encode()
    lines = [0] + [m.end() for m in re.finditer(rb"\n", source)]
    routines = found(source)
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        python_part(source, lines, routines)
        best = min(best, time.perf_counter() - start)
    sites = sum(len(s) for _, _, s in routines)
    print(f"{len(routines)} routines, {sites} sites: {best * 1000:.0f} ms in Python, "
          f"{best / len(routines) * 1e6:.0f} µs per routine (best of {rounds})")


if __name__ == "__main__":
    main()
