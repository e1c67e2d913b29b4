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
