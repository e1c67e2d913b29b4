"""The README's two commands, and srcinst as an installed package.

The first command (`python3 -m pip install . && srcinst ...`) runs verbatim
in a fresh virtual environment, from a copy of this checkout. The venv sees
the packages of the interpreter running the tests (through a .pth file), so
its dependencies are found whether the tests run on the system Python or in
a virtual environment of their own, and no network is needed. Then the card
command runs from an unrelated directory: the built-in specs, the frontends
and the C sources must ship inside the package. The second command is what
`.ci/run` runs.
"""
import os
import re
import shutil
import site
import subprocess
import sys
import venv
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def readme_commands():
    """The two command blocks under the README's "Two commands"."""
    text = (REPO / "README.md").read_text()
    section = text.split("## Two commands", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.*?)\n```", section, re.S)


def venv_with_running_packages(env_dir: Path) -> Path:
    """A fresh venv whose interpreter also finds the running interpreter's
    packages; its python."""
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             capture_output=True, text=True, check=True).stdout.strip()
    running = [path for path in [*site.getsitepackages(), site.getusersitepackages(), *sys.path]
               if path.endswith("-packages") and os.path.isdir(path)]
    # after the venv's own site-packages: what the venv installs wins
    (Path(purelib) / "running_interpreter_packages.pth").write_text("\n".join(dict.fromkeys(running)) + "\n")
    return python


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """The README's first command, run in a fresh venv: (venv dir, its output)."""
    base = tmp_path_factory.mktemp("packaging")
    checkout = base / "checkout"
    def leave_out(directory, names):
        # what a fresh clone lacks (the top-level build/ is setuptools', srcinst/wrap/ ours)
        top = {".git", "build", "dist"} if Path(directory) == REPO else set()
        return [name for name in names if name in top or name == "__pycache__" or name.endswith(".egg-info")]
    shutil.copytree(REPO, checkout, symlinks=True, ignore=leave_out)
    env_dir = base / "venv"
    venv_with_running_packages(env_dir)
    install = readme_commands()[0]
    env = {**os.environ, "PATH": f"{env_dir / 'bin'}{os.pathsep}{os.environ['PATH']}", "VIRTUAL_ENV": str(env_dir),
           "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    env.pop("PYTHONPATH", None)
    proc = subprocess.run(["bash", "-e", "-c", install], cwd=checkout, env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return env_dir, proc.stdout + proc.stderr


def test_readme_has_two_commands_and_ci_runs_the_second():
    install, test = readme_commands()
    assert install.startswith("python3 -m pip install . && srcinst ")
    assert test.endswith("python3 -m pip install -e '.[test]' && python3 -m pytest")
    ci = (REPO / ".ci" / "run").read_text().strip().splitlines()
    assert ci[-1] == test


def test_readme_install_command_runs_the_example(installed):
    env_dir, output = installed
    # the example's own output: it prints its results and the printf spec's events
    assert "enter int main(void)" in output or "enter int main(" in output, output
    where = subprocess.run([str(env_dir / "bin" / "python"), "-c", "import srcinst; print(srcinst.__file__)"],
                           cwd="/", capture_output=True, text=True)
    assert str(env_dir) in where.stdout, where.stdout + where.stderr


def test_installed_package_runs_the_card_command(installed, tmp_path):
    env_dir, _ = installed
    python = env_dir / "bin" / "python"
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
    env = {**os.environ, "SRCINST_CACHE_DIR": str(tmp_path / "cache")}
    srcinst = str(env_dir / "bin" / "srcinst")
    steps = [[srcinst, "-s", "trace", "foo.c", "-o", "traced.c"],
             ["sh", "-c", f"gcc traced.c $('{srcinst}' runtime) -o traced"],
             ["./traced"],
             ["sh", "-c", f"'{srcinst}' report srcinst-trace.*.pftrace --svg flame.svg"]]
    for step in steps:
        proc = subprocess.run(step, cwd=work, env=env, capture_output=True, text=True)
        assert proc.returncode == 0, (step, proc.stderr)
    flags = subprocess.run([srcinst, "runtime", "--cflags"], cwd=work, env=env, capture_output=True, text=True)
    assert str(env_dir) in flags.stdout, flags.stdout
    assert (work / "flame.svg").read_text().startswith("<?xml")
