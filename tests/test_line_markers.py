"""#line markers keep __LINE__, __FILE__ and every compiler message on the original file.

The instrumented program must print the same __FILE__:__LINE__ values as the
original, and gcc must report each warning at the same file:line:col.
"""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data" / "line_markers"
SPEC = r'''
file="*" line=1 code="#include <stdio.h>\n/* two lines */"
file="*" line=3 code="/* inserted before line 3 */"
decl code="static int calls = 0;"
entry code="calls++; fprintf(stderr, \"enter @ROUTINE@ %d\\n\", @LINE@);"
exit code="fprintf(stderr,\n \"leave %d\\n\",\n @LINE@);"
abort code="fprintf(stderr, \"abort %d\\n\", @LINE@);"
'''
DIAG = re.compile(r"^(\S+?):(\d+):(\d+): warning: (.*?)(?: \[-W[^\]]+\])?$", re.M)


def compile_and_run(compiler, source_name, cwd, out):
    # Byte columns: gcc's default display columns re-read the file a #line
    # marker names, which in this test is the instrumented copy itself.
    build = subprocess.run([compiler, "-Wall", "-Wextra", "-Wno-unused-parameter",
                            "-fdiagnostics-column-unit=byte", source_name, "-o", out],
                           cwd=cwd, capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    run = subprocess.run([os.path.join(cwd, out)], cwd=cwd, capture_output=True, text=True)
    warnings = sorted(set(m.group(1, 2, 3, 4) for m in DIAG.finditer(build.stderr)))
    return run.stdout, run.returncode, warnings


@pytest.mark.parametrize("name, compiler", [("lines.c", "gcc"), ("lines.cpp", "g++"), ("generated.c", "gcc")])
def test_lines_files_and_columns_survive_instrumentation(tmp_path, name, compiler):
    (tmp_path / name).write_bytes((DATA / name).read_bytes())
    (tmp_path / "spec").write_text(SPEC)
    original = compile_and_run(compiler, name, tmp_path, "orig")
    assert original[2], "the test program must provoke warnings"
    # The instrumented copy lives in another directory under the same name, so
    # only its #line markers can make __FILE__ and messages name `name`.
    build = tmp_path / "build"
    build.mkdir()
    inst = subprocess.run([sys.executable, "-m", "srcinst", "-s", "spec", name, "-o", f"build/{name}",
                           "--compiler", compiler], cwd=tmp_path, capture_output=True, text=True)
    assert inst.returncode == 0, inst.stderr
    assert (build / name).read_text().count("#line") >= 8
    instrumented = compile_and_run(compiler, name, build, "inst")
    assert instrumented[0] == original[0]
    assert instrumented[1] == original[1]
    assert instrumented[2] == original[2]


FORTRAN_SPEC = r'''
file="*" line=2 code="! two\n! comment lines" lang="fortran"
decl code="integer :: calls = 0" lang="fortran"
entry code="calls = calls + 1\nwrite(0,*) 'enter @ROUTINE@', @LINE@" lang="fortran"
exit code="write(0,*) 'leave', @LINE@" lang="fortran"
abort code="write(0,*) 'abort', @LINE@" lang="fortran"
'''
GFORTRAN_LOCATION = re.compile(r"^(\S+):(\d+):(\d+):$")


def gfortran_warnings(stderr: str):
    """(file, line, col, message) of each gfortran warning (location line,
    source excerpt, then `Warning: ...`)."""
    found, where = set(), None
    for line in stderr.splitlines():
        m = GFORTRAN_LOCATION.match(line)
        if m:
            where = m.group(1, 2, 3)
        elif line.startswith("Warning: ") and where:
            found.add(where + (re.sub(r" \[-W[^\]]+\]$", "", line[len("Warning: "):]),))
            where = None
    return sorted(found)


def test_fortran_messages_keep_their_lines(tmp_path):
    """`# N "file"` markers after inserted lines: gfortran reports every
    warning at the same file:line:col as for the original."""
    name = "lines.f90"
    (tmp_path / name).write_bytes((DATA / name).read_bytes())
    (tmp_path / "spec").write_text(FORTRAN_SPEC)
    flags = ["gfortran", "-Wall", "-Wconversion", name, "-o"]
    original = subprocess.run(flags + ["orig"], cwd=tmp_path, capture_output=True, text=True)
    assert original.returncode == 0, original.stderr
    expected = gfortran_warnings(original.stderr)
    assert len(expected) >= 5, "the test program must provoke warnings"
    build = tmp_path / "build"
    build.mkdir()
    inst = subprocess.run([sys.executable, "-m", "srcinst", "-s", "spec", name, "-o", f"build/{name}"],
                          cwd=tmp_path, capture_output=True, text=True)
    assert inst.returncode == 0, inst.stderr
    text = (build / name).read_text()
    assert text.count(f'"{name}"') >= 8 and "calls = calls + 1" in text
    got = subprocess.run(flags + ["inst"], cwd=build, capture_output=True, text=True)
    assert got.returncode == 0, got.stderr
    assert gfortran_warnings(got.stderr) == expected
    runs = [subprocess.run([str(d / exe)], capture_output=True, text=True)
            for d, exe in ((tmp_path, "orig"), (build, "inst"))]
    assert runs[0].stdout == runs[1].stdout and runs[0].returncode == runs[1].returncode
    assert runs[1].stderr.count("enter") == 3 and runs[1].stderr.count("leave") == 3
