"""Fortran run through cpp (.F90): file rules after the cpp preamble, and
RETURN/STOP in #if branches inactive when parsing.

A file rule for line 1 must not come before the `#define`s and `#include`s
that configure the file. RETURN and STOP statements in a branch the
preprocessor removed are rewritten from the text, so the program stays
balanced when compiled with the flags that activate that branch.
"""
import re
import subprocess
import sys
from pathlib import Path

import helpers
import pytest

DATA = Path(__file__).parent / "data" / "fortran_real"
EVENT = re.compile(r"^ (enter|leave) (\S+) \(", re.M)
TOOL_SPEC = 'file="*" line=1 code="#include \\"tool.inc\\"" lang="fortran"\n' \
            'file="*" line=1 code="! landed at @LINE@" lang="fortran"\n'


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def instrument(tmp_path, source, spec_text=None, spec="printf"):
    if spec_text is not None:
        spec = tmp_path / "tool.spec"
        spec.write_text(spec_text)
    out = tmp_path / ("inst_" + source.name)
    done = run([sys.executable, "-m", "srcinst", "-s", str(spec), str(source), "-o", str(out)])
    assert done.returncode == 0, done.stderr
    return out, done.stderr


def test_file_rule_lands_after_the_cpp_preamble(tmp_path):
    out, _ = instrument(tmp_path, DATA / "configured.F90", TOOL_SPEC)
    text = out.read_text()
    assert '#include "settings.inc"\n#include "tool.inc"\n! landed at 5\n# 5 ' in text
    exe = tmp_path / "prog"
    built = run(["gfortran", "-cpp", f"-I{DATA}", str(out), "-o", str(exe)])
    assert built.returncode == 0, built.stderr
    assert run([str(exe)]).stdout.split() == ["kind", "8", "42"]


def test_literal_placement_keeps_line_1_and_shows_why_it_is_not_the_default(tmp_path):
    out, _ = instrument(tmp_path, DATA / "configured.F90", TOOL_SPEC.replace("line=1", "line=1 placement=literal"))
    assert out.read_text().startswith('#include "tool.inc"\n! landed at 1\n')
    built = run(["gfortran", "-cpp", f"-I{DATA}", str(out), "-o", str(tmp_path / "prog")])
    assert built.returncode != 0 and "TOOL_KIND must be defined" in built.stderr


def balance_problems(stderr: str) -> list:
    """Problems in the printf spec's enter/leave lines (the program p may stay open)."""
    return helpers.printf_balance_problems(stderr, EVENT, lambda name: name == "p")


@pytest.mark.parametrize("flags", [[], ["-DARMOR"]], ids=["parsed", "armor"])
def test_returns_and_stops_in_inactive_branches_stay_balanced(tmp_path, flags):
    source = DATA / "inactive_branches.F90"
    out, stderr = instrument(tmp_path, source)
    assert "warning" not in stderr, stderr
    for src, exe in ((source, tmp_path / "orig"), (out, tmp_path / "inst")):
        built = run(["gfortran", "-cpp", *flags, str(src), "-o", str(exe)])
        assert built.returncode == 0, built.stderr
    orig, inst = run([str(tmp_path / "orig")]), run([str(tmp_path / "inst")])
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode)  # __LINE__ too
    assert not balance_problems(inst.stderr), inst.stderr
    leaves = [n for k, n in EVENT.findall(inst.stderr) if k == "leave"]
    assert leaves.count("m::f") == 3 and "m::s" in leaves
    if flags:  # the returns of the branch srcinst did not parse ran their exit code
        assert "inactive_branches.F90:7)" in inst.stderr and "inactive_branches.F90:10)" in inst.stderr


def test_stop_in_an_inactive_branch_gets_abort_code(tmp_path):
    source = tmp_path / "s.F90"
    source.write_text("program s\n  integer :: n = 200\n#ifdef STRICT\n  if (n > 100) stop 3\n#endif\n"
                      "  print *, n\nend program s\n")
    out, stderr = instrument(tmp_path, source)
    built = run(["gfortran", "-cpp", "-DSTRICT", str(out), "-o", str(tmp_path / "inst")])
    assert built.returncode == 0, built.stderr
    inst = run([str(tmp_path / "inst")])
    assert inst.returncode == 3 and "abort" in inst.stderr, inst.stderr
