"""mypy over the installed package, with the settings of pyproject.toml's
[tool.mypy] (the core under --strict's rules): a new finding fails the run,
as it would fail review. tests/typecheck.py says why it is not bare `mypy`."""
from __future__ import annotations

import subprocess
import sys

import helpers
import typecheck


def test_mypy_finds_nothing():
    done = subprocess.run([sys.executable, "tests/typecheck.py"], cwd=helpers.REPO, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_sees_every_module_by_its_installed_name():
    """Each file of the packages pyproject.toml installs is checked, under
    the name Python imports it by (frontends/c_emit.py as srcinst.frontends.c_emit)."""
    checked = {source.module: helpers.REPO / source.path for source in typecheck.sources()}
    tracked = subprocess.run(["git", "ls-files", "srcinst/*.py", "frontends/*.py", "specs/*.py"],
                             cwd=helpers.REPO, capture_output=True, text=True, check=True).stdout.split()
    assert sorted(str(path.relative_to(helpers.REPO)) for path in checked.values()) == sorted(tracked)
    assert checked["srcinst.frontends.c_emit"] == helpers.REPO / "frontends" / "c_emit.py"
    assert checked["srcinst.frontends"] == helpers.REPO / "frontends" / "__init__.py"
    assert checked["srcinst.wrap.launch"] == helpers.REPO / "srcinst" / "wrap" / "launch.py"
