"""Fortran files with CR-only line ends (old Mac files), as gfortran reads them.

gfortran alone ends lines at LF only: a CR-only .f90 file is one line to it
(and to srcinst). The C preprocessor it runs on .F90 files (and with -cpp)
ends lines at a lone CR too: srcinst then reads the lines as it does, and
the instrumented CR-only file behaves and reports lines like the LF one.
"""
from __future__ import annotations

from pathlib import Path

import helpers
import pytest
import trace_helpers as th

PROGRAM = b"""module m
contains
  integer function twice(x)
    integer, intent(in) :: x
    if (x > 10) then
      twice = 0
      return
    end if
    twice = 2 * x
  end function twice
end module m
program p
  use m
  print *, twice(3), twice(20), __LINE__
end program p
"""
SPEC = helpers.REPO / "specs" / "printf.spec"


def build_and_run(source: Path, exe: Path, flags) -> helpers.RunResult:
    # In its own directory: a stray m.mod where pytest runs must not be read.
    helpers.compile_checked(["gfortran", "-O0", *flags, source, "-o", exe, "-J", exe.parent],
                            what=f"compiling {source.name}", source=source, cwd=exe.parent)
    return helpers.run_cmd([exe], cwd=exe.parent)


def instrumented(work: Path, source: Path, flags) -> bytes:
    """srcinst's copy of source: by a plain run, or with -cpp as the compiler
    wrapper (which sees the compile's flags) keeping its copy."""
    if not flags:
        cmd = th.srcinst_cmd("-s", SPEC, source, "-o", work / "inst.F90")
    else:
        cmd = th.srcinst_cmd("-s", SPEC, "--keep", "--strict", "--", "gfortran", *flags, "-c", source,
                             "-o", work / "prog.o", "-J", work)
    r = helpers.run_cmd(cmd, cwd=work, env=helpers.srcinst_env(), timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode == 0 and "warning" not in helpers.text(r.stderr), helpers.describe(r)
    kept = [work / "inst.F90"] if not flags else list(work.rglob("srcinst-inst/*.f90"))
    assert len(kept) == 1, (kept, helpers.describe(r))
    return kept[0].read_bytes()


@pytest.mark.parametrize("flags", [[], ["-cpp"]], ids=["F90", "f90-cpp"])
def test_cr_only_preprocessed_file(tmp_path, flags):
    runs = {}
    for name, ending in (("lf", b"\n"), ("cr", b"\r")):
        work = tmp_path / name
        work.mkdir()
        source = work / ("prog.f90" if flags else "prog.F90")
        source.write_bytes(PROGRAM.replace(b"\n", ending))
        data = instrumented(work, source, flags)
        assert (b"\n" in data) == (ending == b"\n"), data  # inserted lines end like the file's
        out = work / "inst" / source.name
        out.parent.mkdir()
        out.write_bytes(data)
        original = build_and_run(source, work / "orig", flags)
        run = build_and_run(out, work / "inst" / "prog", flags)
        assert run.stdout == original.stdout and run.returncode == 0, helpers.describe(run)
        runs[name] = (run.stdout, helpers.text(run.stderr).replace(str(work), ""))
    events = [line.split()[0] for line in runs["cr"][1].splitlines()]
    assert (events.count("enter"), events.count("leave")) == (3, 3), runs["cr"][1]
    assert runs["cr"] == runs["lf"]


def test_cr_only_free_form_without_preprocessor_is_one_line(tmp_path):
    """gfortran rejects it (one line); srcinst says so too, without a traceback."""
    source = tmp_path / "prog.f90"
    source.write_bytes(PROGRAM.replace(b"__LINE__", b"14").replace(b"\n", b"\r"))
    compiled = helpers.run_cmd(["gfortran", source, "-o", tmp_path / "p", "-J", tmp_path], cwd=tmp_path)
    assert compiled.returncode != 0
    r = helpers.run_cmd(th.srcinst_cmd("-s", SPEC, source, "-o", tmp_path / "out.f90"), cwd=tmp_path,
                        env=helpers.srcinst_env(), timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode != 0 and "prog.f90:1: error:" in helpers.text(r.stderr), helpers.describe(r)
    assert "Traceback" not in helpers.text(r.stderr)
