#!/usr/bin/env python3
"""Does the keyword scanner read Fortran files as fparser2 does? For real code.

Reads each file given both ways (SRCINST_FORTRAN_PARSER=fparser and the
default) and compares what srcinst learns: routines, sites, insert points,
labels, reasons, warnings. Prints DIFF for a file that differs, and how many
files the scanner read itself and why it left the others to fparser2.
With V=1 it shows the first difference and each file left to fparser2.
Usage: python bench/fortran_scan_diff.py FILE...
"""
import os
import sys
from collections import Counter

from srcinst.frontends.fortran_parse import FortranParser, ParseOptions


def describe(path, which, form=None):
    # which: "fparser", or anything else: the scanner first (SRCINST_FORTRAN_PARSER)
    p = FortranParser(path, open(path, "rb").read(), ParseOptions(compiler="gfortran", form=form,
                      args=["-I" + os.path.dirname(path)], reader=which))
    try:
        unit = p.parse()
    except Exception as e:
        return ("error", str(e)), p
    out = []
    for r in unit.routines:
        d = r.data
        out.append((r.name, r.qualified, r.body_begin, r.body_end, r.skip, r.is_main,
                    [(s.kind, s.pos, vars(s.data)) for s in r.exits],
                    [(s.kind, s.pos, vars(s.data)) for s in r.aborts],
                    [(s.kind, s.pos) for s in r.alt_entries],
                    d.insert_stmt, d.insert_line, d.labels, d.unsafe, d.warnings))
    return (out, sorted(p.include_lines), [s.first_line for s in p.unparsed]), p


def first_difference(a, b):
    """Prints where the two readings of a file part first."""
    if a[0] == "error" or b[0] == "error":
        print(" fp:", a[:2], "\n sc:", b[:2])
        return
    for x, y in zip(a[0], b[0]):
        if x != y:
            print(" fp:", x, "\n sc:", y)
            break
    if len(a[0]) != len(b[0]):
        print(" routines", len(a[0]), len(b[0]))
    if a[1:] != b[1:]:
        print(" fp:", a[1:], "\n sc:", b[1:])


bad = n = scanned = 0
why = Counter()
for path in sys.argv[1:]:
    a, pa = describe(path, "fparser")
    b, pb = describe(path, "scan")
    n += 1
    scanned += pb.read_by == "scanner"
    if pb.read_by != "scanner":
        why[pb.unsure] += 1
        if os.environ.get("V"):
            print("fallback", path, pb.unsure)
    if a != b:
        bad += 1
        print("DIFF", path, pb.read_by)
        if os.environ.get("V"):
            first_difference(a, b)
print(f"{n} files, {scanned} scanned, {bad} differ")
for k, v in why.most_common():
    print(f"  {v:5d}  {k}")
