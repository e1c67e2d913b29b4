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
