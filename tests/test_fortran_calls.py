"""Fortran call regions: `calls name=` rules choose CALL statements, TAU's
`io` and `memory` rules the I/O statements and ALLOCATE/DEALLOCATE; the
spec's region=call rules give the code. calls.F90 (free form, through cpp)
and callsf.f (fixed form) count the executions of each chosen statement
(in runs(line), by the statement before it or by the callee) and print
them. Instrumented with -s trace, with and without -fopenmp, they must
print the same and exit alike, every call region must be entered exactly as
often as the program counted, on every way out of it (its end, END=, ERR=,
alternate returns that also leave loops) its exit must run (no mismatched
exits, events nest), and the statements srcinst leaves alone ("no region,
noted") get a note that says why. Transformation pairs show the rewrites.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

from srcinst.diagnostics import Reporter
from srcinst.instrument import Options, instrument_source
from srcinst.spec import parse_spec

DATA = Path(__file__).parent / "data" / "calls"
CONFIGS = {
    "free": ("calls.F90", []),
    "free-openmp": ("calls.F90", ["-fopenmp"]),
    "fixed": ("callsf.f", []),
    "fixed-openmp": ("callsf.f", ["-fopenmp"]),
}
SELECT = 'calls name="mpi_fake_# MPI#"\nio routine="#"\nmemory routine="#"\nloops routine="#"\n'
# The region names: the callees (lower case) and the statements' keywords.
CALL_REGIONS = {"mpi_fake_send", "mpi_fake_test", "mpisnd", "mpitst", "open", "close", "read", "write", "print",
                "inquire", "backspace", "rewind", "endfile", "flush", "allocate", "deallocate"}
COUNTED = re.compile(r"^line (\d+): (\d+)$", re.M)
NOTED = re.compile(r":(\d+):\d+: note: call of '[^']*' in '[^']*' is not instrumented: ")

pytestmark = pytest.mark.skipif(shutil.which("gfortran") is None, reason="needs gfortran")


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=300, **kw)


def marked_lines(source: Path, mark: str) -> set:
    return {n for n, line in enumerate(source.read_text().splitlines(), 1) if mark in line and n > 4}


def trace_spec_by_line(tmp_path: Path) -> Path:
    """The shipped trace.spec, its Fortran call regions named with their line
    too (`write:57`): the runtime keeps one region per name."""
    lines = (Path(helpers.REPO) / "specs" / "trace.spec").read_text().splitlines()
    changed = [line.replace("'@REGION@'", "'@REGION@:@BEGIN_LINE@'") if "region=call" in line and
               'lang="fortran"' in line else line for line in lines]
    assert sum(a != b for a, b in zip(lines, changed)) == 2
    spec = tmp_path / "trace_lines.spec"
    spec.write_text("\n".join(changed) + "\n")
    return spec


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


def test_the_fixed_form_program_counts_its_own_lines():
    """callsf.f names lines by number: RUNS(N) = RUNS(N) + 1 counts the
    statement on the next line, a callee's last argument is its call's line."""
    lines = (DATA / "callsf.f").read_text().splitlines()
    for n, line in enumerate(lines, 1):
        for m in re.finditer(r"RUNS\((\d+)\) = RUNS\(\1\) \+ 1", line):
            assert int(m.group(1)) == n + 1, (n, line)
        m = re.match(r".{6}.*CALL MPISND\(.*?(\d+)\)", line, re.I)
        if m:
            assert int(m.group(1)) == n, (n, line)


@pytest.mark.parametrize("config", CONFIGS)
def test_each_call_region_counted_and_balanced(tmp_path, runtime_object, config):
    name, flags = CONFIGS[config]
    source = tmp_path / name
    shutil.copy(DATA / name, source)  # @FILE@ is the short name srcinst is given
    (tmp_path / "calls.tau").write_text(SELECT)
    built = run(["gfortran", *flags, "-w", "-J", tmp_path, name, "-o", "orig"], cwd=tmp_path)
    assert built.returncode == 0, built.stderr
    orig = run([tmp_path / "orig"], stdin=subprocess.DEVNULL, cwd=tmp_path)
    inst = tmp_path / ("inst" + source.suffix)
    done = run([sys.executable, "-m", "srcinst", "-v", "-s", trace_spec_by_line(tmp_path), "-f", "calls.tau", *flags, name, "-o", inst],
               cwd=tmp_path, env=helpers.srcinst_env())
    assert done.returncode == 0 and "warning" not in done.stderr, done.stderr
    exe = tmp_path / "prog"
    helpers.compile_checked(["gfortran", *flags, "-w", "-J", tmp_path, inst, runtime_object, "-o", exe, "-pthread"],
                            what="building with the trace runtime", source=inst, cwd=tmp_path)
    traced = th.run_traced(exe, tmp_path, OMP_NUM_THREADS="1")
    assert (traced.result.stdout.decode(), traced.result.returncode) == (orig.stdout, orig.returncode)
    assert traced.other["mismatched_exits"] == 0
    assert traced.other.get("unwound_frames", 0) == 0
    assert th.nesting_problems(traced.calls) == []
    counted = {int(line): int(n) for line, n in COUNTED.findall(orig.stdout)}
    entered = Counter(int(e["name"].split(":")[1]) for e in traced.calls if e["name"].split(":")[0] in CALL_REGIONS)
    left_alone = marked_lines(source, "no region") | marked_lines(source, "not counted")
    assert {line: n for line, n in entered.items() if line not in left_alone} == \
        {line: n for line, n in counted.items() if line not in left_alone}
    assert marked_lines(source, "not counted") <= set(entered)
    assert not marked_lines(source, "no region") & set(entered)
    assert {int(n) for n in NOTED.findall(done.stderr)} == marked_lines(source, "no region, noted")
