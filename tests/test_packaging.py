"""The card command works from an installed package, outside the source tree.

Builds a wheel of this checkout (as `pip install .` would), installs it into a fresh virtual environment
(dependencies come from the current interpreter's site-packages, so the test
needs no network), and runs `srcinst -s tau.spec foo.c -o foo.inst.c` from an
unrelated directory: the built-in specs and the frontends must ship inside
the package.
"""
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_installed_package_runs_the_card_command(tmp_path):
    wheels = tmp_path / "wheels"
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps",
                            "-w", str(wheels), str(REPO)], capture_output=True, text=True)
    assert build.returncode == 0, build.stdout + build.stderr
    env_dir = tmp_path / "venv"
    venv.create(env_dir, system_site_packages=True, with_pip=True)
    python = env_dir / "bin" / "python"
    wheel = next(wheels.glob("srcinst-*.whl"))
    install = subprocess.run([str(python), "-m", "pip", "install", "--no-deps", "--force-reinstall",
                              str(wheel)], capture_output=True, text=True)
    assert install.returncode == 0, install.stdout + install.stderr

    work = tmp_path / "elsewhere"
    work.mkdir()
    shutil.copy(REPO / "tests" / "data" / "toolsets" / "several_functions.c", work / "foo.c")
    run = subprocess.run([str(env_dir / "bin" / "srcinst"), "-s", "tau.spec", "foo.c", "-o", "foo.inst.c"],
                         cwd=work, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    text = (work / "foo.inst.c").read_text()
    # after the file's leading comments and includes, then back on its own line
    assert text.startswith('#line 1 "foo.c"\n')
    assert '#include <stdlib.h>\n#include <TAU.h>\n#line ' in text
    assert "TAU_PROFILE_START(tautimer);" in text
    # the package, not the checkout, was used
    where = subprocess.run([str(python), "-c", "import srcinst.frontends, srcinst.specs; "
                            "print(srcinst.frontends.__file__)"], cwd=work, capture_output=True, text=True)
    assert str(env_dir) in where.stdout, where.stdout + where.stderr
    # and it compiles against the stub TAU header
    cc = subprocess.run(["gcc", "-c", "-I", str(REPO / "tests" / "stubs"), "foo.inst.c", "-o", "foo.o"],
                        cwd=work, capture_output=True, text=True)
    assert cc.returncode == 0, cc.stderr

    # The trace runtime ships as source in the package and builds from there.
    env = {**os.environ, "SRCINST_CACHE_DIR": str(tmp_path / "cache"), "SRCINST_TRACE_QUIET": "1"}
    srcinst = str(env_dir / "bin" / "srcinst")
    steps = [[srcinst, "-s", "trace", "foo.c", "-o", "traced.c"],
             ["sh", "-c", f"gcc traced.c $('{srcinst}' runtime) -o traced"],
             ["./traced"],
             ["sh", "-c", f"'{srcinst}' report srcinst-trace.*.json --svg flame.svg"]]
    for step in steps:
        proc = subprocess.run(step, cwd=work, env=env, capture_output=True, text=True)
        assert proc.returncode == 0, (step, proc.stderr)
    flags = subprocess.run([srcinst, "runtime", "--cflags"], cwd=work, env=env, capture_output=True, text=True)
    assert str(env_dir) in flags.stdout, flags.stdout
    assert (work / "flame.svg").read_text().startswith("<?xml")
