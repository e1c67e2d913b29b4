"""Fortran through the command line: source form options, preprocessed files
whose routines come partly from #include, and what srcinst says about them."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SPEC = """entry code="print *, 'enter @ROUTINE@'" lang="fortran"
exit code="print *, 'leave @ROUTINE@'" lang="fortran"
"""


def srcinst(tmp_path: Path, *args):
    (tmp_path / "hooks.spec").write_text(SPEC)
    return subprocess.run([sys.executable, "-m", "srcinst", "-s", "hooks.spec", *args],
                          cwd=tmp_path, capture_output=True, text=True)


def gfortran_run(tmp_path: Path, source: str) -> str:
    build = subprocess.run(["gfortran", "-I", ".", source, "-o", "prog"], cwd=tmp_path,
                           capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    return subprocess.run([str(tmp_path / "prog")], capture_output=True, text=True).stdout


FREE_IN_F = """subroutine s(k)
  integer :: k
  print *, k
end subroutine s
program p
  call s(1)
end program p
"""


def test_free_form_in_a_fixed_form_file_name_needs_free(tmp_path):
    (tmp_path / "free.f").write_text(FREE_IN_F)
    wrong = srcinst(tmp_path, "free.f", "-o", "out/free.f")
    assert wrong.returncode == 1
    assert "free.f:" in wrong.stderr and "use --free" in wrong.stderr
    assert "Traceback" not in wrong.stderr and not (tmp_path / "out").exists()
    (tmp_path / "out").mkdir()
    right = srcinst(tmp_path, "--free", "free.f", "-o", "out/free.f")
    assert right.returncode == 0, right.stderr
    build = subprocess.run(["gfortran", "-ffree-form", "free.f", "-o", "prog"], cwd=tmp_path / "out",
                           capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    out = subprocess.run([str(tmp_path / "out" / "prog")], capture_output=True, text=True).stdout.split()
    assert out == ["enter", "p", "enter", "s", "1", "leave", "s", "leave", "p"]


def test_fixed_option_reads_a_free_form_name_as_fixed_form(tmp_path):
    (tmp_path / "old.f90").write_text("      SUBROUTINE S\n      PRINT *, 1\n      END\n")
    done = srcinst(tmp_path, "--fixed", "old.f90")
    assert done.returncode == 0, done.stderr
    assert "      print *, 'enter S'\n" in done.stdout


def test_routines_from_an_include_are_reported_and_left_whole(tmp_path):
    """A RETURN that comes from an #include'd file cannot get exit code in
    this file: the routine gets neither entry nor exit, with a warning; a
    routine that only takes declarations from an include is instrumented."""
    (tmp_path / "body.inc").write_text("  if (k > 0) return\n")
    (tmp_path / "decls.inc").write_text("  integer :: j\n")
    (tmp_path / "main.F90").write_text("""subroutine whole(k)
  integer :: k
#include "body.inc"
  print *, 'whole', k
end subroutine whole
subroutine decl_only(k)
  integer :: k
#include "decls.inc"
  j = k
  print *, 'decl_only', j
end subroutine decl_only
program p
  call whole(0)
  call decl_only(2)
end program p
""")
    (tmp_path / "out").mkdir()
    done = srcinst(tmp_path, "main.F90", "-o", "out/main.F90")
    assert done.returncode == 0, done.stderr
    assert "main.F90:3: warning: 'whole' gets no entry and exit code" in done.stderr
    text = (tmp_path / "out" / "main.F90").read_text()
    assert "'enter whole'" not in text and "'leave whole'" not in text
    assert "'enter decl_only'" in text
    # the entry code goes after the #include of declarations, not before it
    assert text.index('#include "decls.inc"') < text.index("'enter decl_only'")
    (tmp_path / "out" / "body.inc").write_text((tmp_path / "body.inc").read_text())
    (tmp_path / "out" / "decls.inc").write_text((tmp_path / "decls.inc").read_text())
    out = gfortran_run(tmp_path / "out", "main.F90").split()
    assert out == ["enter", "p", "whole", "0", "enter", "decl_only", "decl_only", "2",
                   "leave", "decl_only", "leave", "p"]
