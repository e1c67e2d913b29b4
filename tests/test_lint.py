"""ruff over every Python file of the project, with the rules pyproject.toml
chooses: a new finding fails the run, as it would fail review."""
from __future__ import annotations

import subprocess
import sys

import helpers


def test_ruff_finds_nothing():
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise", "."],
                          cwd=helpers.REPO, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_sees_every_python_file():
    """No folder of the project is excluded from the check (a package named
    build once was, by ruff's defaults)."""
    listed = subprocess.run([sys.executable, "-m", "ruff", "check", "--show-files", "."],
                            cwd=helpers.REPO, capture_output=True, text=True, check=True).stdout
    seen = {line.strip() for line in listed.splitlines() if line.strip().endswith(".py")}
    tracked = subprocess.run(["git", "ls-files", "*.py"], cwd=helpers.REPO, capture_output=True, text=True,
                             check=True).stdout.split()
    missing = [f for f in tracked if str(helpers.REPO / f) not in seen]
    assert tracked and not missing, missing


def _module_names_bound_twice(text: str) -> list[str]:
    """Names a module's top level assigns more than once (a pattern defined
    again further down replaces the first for every use; ruff's F811 covers
    definitions and imports, not assignments)."""
    import ast
    bound: dict[str, int] = {}
    for node in ast.parse(text).body:
        if isinstance(node, ast.Assign):
            names = [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            names = [node.target.id]
        else:
            continue
        for name in names:
            bound[name] = bound.get(name, 0) + 1
    return sorted(name for name, n in bound.items() if n > 1)


def test_no_module_binds_a_name_twice():
    # fortran_parse once had two _MODULE_PROCEDURE patterns; the second won.
    assert _module_names_bound_twice("_A = 1\n_B = 2\n_A = 3\n") == ["_A"]
    tracked = subprocess.run(["git", "ls-files", "*.py"], cwd=helpers.REPO, capture_output=True, text=True,
                             check=True).stdout.split()
    twice = {f: names for f in tracked if (names := _module_names_bound_twice((helpers.REPO / f).read_text()))}
    assert tracked and twice == {}
