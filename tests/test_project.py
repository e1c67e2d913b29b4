"""`srcinst -s SPEC -p BUILD_DIR -d OUTDIR [-j N] [FILES...]`: compile_commands.json."""
import json
import shutil
import subprocess
import sys
from pathlib import Path

import helpers
import pytest

PROJECT = helpers.REPO / "tests" / "data" / "project"


def srcinst(*args, cwd):
    return subprocess.run([sys.executable, "-m", "srcinst", *map(str, args)], cwd=cwd,
                          env=helpers.srcinst_env(), capture_output=True, text=True, timeout=300)


@pytest.fixture
def project(tmp_path) -> Path:
    """The test project and a database whose entries use relative -I paths,
    each relative to its own build directory."""
    src = tmp_path / "src"
    shutil.copytree(PROJECT, src)
    build = tmp_path / "build"
    build.mkdir()
    entries = [
        {"directory": str(build), "file": str(src / name),
         "arguments": [compiler, "-I../src/include", "-DFROM_DB=1", "-c", str(src / name), "-o", name + ".o"]}
        for name, compiler in [("mean.c", "gcc"), ("variance.c", "gcc"), ("tool.c", "gcc"),
                               ("counter.cpp", "g++"), ("app.cpp", "g++"), ("fsum.f90", "gfortran")]
    ]
    entries.append({"directory": str(src / "broken"), "file": "unparsable.c",
                    "command": "gcc -c unparsable.c -o unparsable.o"})
    (build / "compile_commands.json").write_text(json.dumps(entries))
    return tmp_path


def single(path: Path, cwd: Path, *flags) -> str:
    r = srcinst("-s", "printf", *flags, path, cwd=cwd)
    assert r.returncode == 0, r.stderr
    return r.stdout


def test_every_file_is_instrumented_with_its_own_flags(project):
    r = srcinst("-s", "printf", "-p", "build", "-d", "out", "-j", "2", cwd=project)
    assert r.returncode == 1, r.stderr    # unparsable.c fails; the others are written
    assert "unparsable.c" in r.stderr
    summary = r.stderr.strip().splitlines()[-1]
    assert summary.startswith("srcinst: 6 files instrumented, 0 unchanged, 1 failed; ")
    out = project / "out"
    written = sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())
    assert written == ["app.cpp", "counter.cpp", "fsum.f90", "mean.c", "tool.c", "variance.c"]
    for name in written:
        source = project / "src" / name
        expected = single(source, project / "build", "-I../src/include", "-DFROM_DB=1")
        assert (out / name).read_text() == expected, name
    # the printf spec prints "enter" once per instrumented routine
    routines = sum((out / n).read_text().count("enter ") for n in written)
    assert summary.endswith(f"; {routines} routines instrumented") and routines >= 6


def test_named_files_only_and_job_count_does_not_change_the_output(project):
    one = srcinst("-s", "printf", "-p", "build", "-d", "one", "-j", "1", "src/mean.c", "src/app.cpp",
                  cwd=project)
    two = srcinst("-s", "printf", "-p", "build", "-d", "two", "-j", "2", "src/mean.c", "src/app.cpp",
                  cwd=project)
    assert one.returncode == two.returncode == 0, one.stderr + two.stderr
    for name in ("mean.c", "app.cpp"):
        assert (project / "one" / name).read_bytes() == (project / "two" / name).read_bytes()
    assert sorted(p.name for p in (project / "one").iterdir()) == ["app.cpp", "mean.c"]
    assert "2 files instrumented, 0 unchanged, 0 failed" in one.stderr


@pytest.mark.parametrize("args,message", [
    (["-p", "nowhere", "-d", "out"], "compile_commands.json: error: cannot read"),
    (["-p", "build", "-o", "x.c"], "error: -p writes into a directory: give -d OUTDIR"),
    (["-p", "build", "-d", "out", "src/not_there.c"], "error: not in the compilation database"),
])
def test_usage_errors(project, args, message):
    r = srcinst("-s", "printf", *args, cwd=project)
    assert r.returncode == 2
    assert message in r.stderr and "Traceback" not in r.stderr


def test_invalid_database_names_its_line(project):
    (project / "build" / "compile_commands.json").write_text('[\n{"directory": }\n]')
    r = srcinst("-s", "printf", "-p", "build", "-d", "out", cwd=project)
    assert r.returncode == 2
    assert "compile_commands.json:2:" in r.stderr and "invalid JSON" in r.stderr
