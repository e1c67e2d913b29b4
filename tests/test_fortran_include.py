"""Procedures from Fortran INCLUDE files (and `#include` in .F90), built
through the compiler wrapper: each inclusion is instrumented in its place,
with exact counts per routine, `--list` and selection see them, and a
changed included file is instrumented again (the corpus programs
include_kinds*.f and include_macro.F90 cover the recorder and trace runs).
"""
from __future__ import annotations

import re
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import helpers
import pytest

KINDS_INC = """\
  function twice(x) result(y)
    real(wp), intent(in) :: x
    real(wp) :: y
    y = 2 * x
  end function twice
"""
MAIN = """\
module m4
  integer, parameter :: wp = kind(1.0)
contains
  include 'kinds.inc'
end module m4
module m8
  integer, parameter :: wp = kind(1.0d0)
contains
  include 'kinds.inc'
end module m8
program app
  use m4, only: t4 => twice
  use m8, only: t8 => twice
  real :: a = 1
  double precision :: b = 1
  integer :: i
  do i = 1, 3
    a = t4(a)
  end do
  b = t8(t8(b))
  print '(f8.2,f8.2)', a, b
end program app
"""
FIXED_INC = """\
      SUBROUTINE BUMP(N)
      INTEGER N
      N = N + 1
      END
"""
FIXED_MAIN = """\
      PROGRAM FAPP
      INTEGER N
      N = 0
      CALL BUMP(N)
      CALL BUMP(N)
      PRINT *, N
      END
      INCLUDE 'bump.inc'
"""
EVENT = re.compile(r"^\s*(enter|leave) (\S+) \((.+):(\d+)\)$")


@pytest.fixture
def server_dir():
    with helpers.server_directory() as directory:
        yield directory


def env_for(tmp_path: Path, server_dir: Path) -> dict[str, str]:
    env = helpers.srcinst_env(SRCINST_CACHE_DIR=str(tmp_path / "cache"), SRCINST_SERVER_DIR=str(server_dir),
                              TMPDIR=str(tmp_path))
    for key in ("SRCINST_SPEC", "SRCINST_OPTIONS", "SRCINST_DISABLE"):
        env.pop(key, None)
    return env


def project(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    (src / "inc").mkdir(parents=True)
    (src / "main.f90").write_text(MAIN)
    (src / "inc" / "kinds.inc").write_text(KINDS_INC)
    (src / "fixed.f").write_text(FIXED_MAIN)
    (src / "inc" / "bump.inc").write_text(FIXED_INC)
    return src


def srcinst(args, cwd: Path, env) -> helpers.RunResult:
    r = helpers.run_cmd([sys.executable, "-m", "srcinst", *map(str, args)], cwd=cwd, env=env,
                        timeout=helpers.COMPILE_TIMEOUT)
    assert r.returncode == 0, helpers.describe(r)
    return r


def printf_counts(stderr: bytes) -> Counter:
    """(kind, routine, file) -> lines printed by the printf spec."""
    counts: Counter = Counter()
    for line in stderr.decode("latin-1").splitlines():
        m = EVENT.match(line)
        if m:
            counts[(m.group(1), m.group(2), m.group(3))] += 1
    return counts


def build_and_run(src: Path, source: str, env, select: Path | None = None) -> tuple[helpers.RunResult, Counter]:
    exe = src / ("app-" + source.split(".")[0])
    options = ["-s", "printf"] + (["-f", select] if select else [])
    srcinst([*options, "--", "gfortran", "-Iinc", "-J", src, source, "-o", exe], src, env)
    run = helpers.run_cmd([exe], cwd=src, env=helpers.program_env(None))
    assert run.returncode == 0, helpers.describe(run)
    return run, printf_counts(run.stderr)


def plain_output(src: Path, source: str) -> bytes:
    exe = src / "plain"
    subprocess.run(["gfortran", "-Iinc", "-J", src, source, "-o", exe], cwd=src, check=True)
    return helpers.run_cmd([exe], cwd=src).stdout


def test_wrapper_counts_each_inclusion(tmp_path, server_dir):
    src = project(tmp_path)
    env = env_for(tmp_path, server_dir)
    run, counts = build_and_run(src, "main.f90", env)
    assert run.stdout == plain_output(src, "main.f90")
    assert counts == Counter({
        ("enter", "app", "main.f90"): 1, ("leave", "app", "main.f90"): 1,
        ("enter", "m4::twice", "inc/kinds.inc"): 3, ("leave", "m4::twice", "inc/kinds.inc"): 3,
        ("enter", "m8::twice", "inc/kinds.inc"): 2, ("leave", "m8::twice", "inc/kinds.inc"): 2})

    # A changed included file is instrumented again (not a cached copy).
    time.sleep(0.01)
    (src / "inc" / "kinds.inc").write_text(KINDS_INC.replace("    y = 2 * x\n", "    y = half(4 * x)\n")
                                           + "  function half(x)\n    real(wp) :: half, x\n    half = x / 2\n"
                                           "  end function half\n")
    run, counts = build_and_run(src, "main.f90", env)
    assert run.stdout == plain_output(src, "main.f90")
    assert counts[("enter", "m4::half", "inc/kinds.inc")] == 3
    assert counts[("leave", "m8::half", "inc/kinds.inc")] == 2
    assert counts[("enter", "m8::twice", "inc/kinds.inc")] == 2


def test_wrapper_fixed_form_include_at_file_scope(tmp_path, server_dir):
    src = project(tmp_path)
    run, counts = build_and_run(src, "fixed.f", env_for(tmp_path, server_dir))
    assert run.stdout == plain_output(src, "fixed.f")
    assert counts == Counter({("enter", "FAPP", "fixed.f"): 1, ("leave", "FAPP", "fixed.f"): 1,
                              ("enter", "BUMP", "inc/bump.inc"): 2, ("leave", "BUMP", "inc/bump.inc"): 2})


def test_selection_by_name_applies_to_included_procedures(tmp_path, server_dir):
    src = project(tmp_path)
    select = tmp_path / "select.txt"
    select.write_text("BEGIN_EXCLUDE_LIST\nm8::twice\nEND_EXCLUDE_LIST\n")
    env = env_for(tmp_path, server_dir)
    run, counts = build_and_run(src, "main.f90", env, select)
    assert run.stdout == plain_output(src, "main.f90")
    assert counts[("enter", "m4::twice", "inc/kinds.inc")] == 3
    assert not [key for key in counts if key[1] == "m8::twice"]
    # m8's inclusion got no code: it stays an INCLUDE line, m4's is inlined
    out = tmp_path / "out.f90"
    srcinst(["-s", "printf", "-f", select, "-I", "inc", "main.f90", "-o", out], src, env)
    text = out.read_text()
    assert text.count("  include 'kinds.inc'\n") == 1 and '# 1 "inc/kinds.inc"' in text


def test_list_shows_included_procedures(tmp_path, server_dir):
    src = project(tmp_path)
    r = srcinst(["-s", "printf", "--list", "-I", "inc", "main.f90"], src, env_for(tmp_path, server_dir))
    listing = r.stdout.decode()
    for name in ("m4::twice", "m8::twice"):
        rows = [line for line in listing.splitlines() if name in line]
        assert len(rows) == 1 and "inc/kinds.inc:1" in rows[0], listing


OMP_BODY = """\
  subroutine fill(a)
    real(wp), intent(out) :: a(:)
    integer :: i
!$omp parallel do num_threads(3)
    do i = 1, size(a)
      a(i) = i
    end do
!$omp end parallel do
!$  if (omp_get_max_threads() < 1) return
  end subroutine fill
"""
OMP_MAIN = """\
module mo
!$ use omp_lib
  integer, parameter :: wp = 8
contains
  include 'omp_body.inc'
end module mo
program p
  use mo
  real(wp) :: a(100)
  call fill(a)
  call fill(a)
  print *, sum(a)
end program p
"""


def test_openmp_in_an_included_procedure(tmp_path, server_dir):
    """An included procedure's OpenMP constructs and conditional lines are
    instrumented with it, named after the included file and its lines."""
    import trace_helpers as th
    src = tmp_path / "src"
    (src / "inc").mkdir(parents=True)
    (src / "main.f90").write_text(OMP_MAIN)
    (src / "inc" / "omp_body.inc").write_text(OMP_BODY)
    env = env_for(tmp_path, server_dir)
    exe = src / "app"  # (the wrapper links the trace runtime)
    srcinst(["-s", "trace", "--", "gfortran", "-fopenmp", "-Iinc", "-J", src, "main.f90", "-o", exe], src, env)
    run = th.run_traced(exe, src)
    assert run.result.returncode == 0 and run.result.stdout.split() == [b"5050.0000000000000"], run.result
    rows = {(row.name, row.file, row.line): row.calls for row in th.parse_profile(run.profile_text)}
    assert rows[("mo::fill", "inc/omp_body.inc", 1)] == 2
    assert rows[("!$omp parallel do @inc/omp_body.inc:4", "inc/omp_body.inc", 4)] == 6  # 3 threads, twice
    assert th.profile_totals(run.profile_text)["mismatched"] == 0
