"""mypy over the installed package srcinst, each module under the name Python
imports it by: `python3 tests/typecheck.py [mypy options]`.

Bare `mypy` names a module after the folders holding its file, so it would
take frontends/ for a top-level package `frontends`, and it cannot follow the
import hook through which an editable install maps srcinst.frontends onto
frontends/. This script hands mypy every file of the packages pyproject.toml
installs, each with the module name its package-dir mapping gives it; all
other settings are pyproject.toml's [tool.mypy]. Exit status as mypy's.

mypy 2 or later: it takes a module given as a source for one even where its
own finder, which reads folders, would not find it (`from . import c_text`
in frontends/); mypy 1 then sees no submodule and reports attributes missing.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from mypy import build
from mypy.errors import CompileError
from mypy.main import process_options
from mypy.modulefinder import BuildSource
from mypy.version import __version__ as mypy_version

try:
    import tomllib
except ImportError:  # Python < 3.11; mypy depends on tomli there
    import tomli as tomllib

REPO = Path(__file__).resolve().parent.parent


def package_dirs(setuptools: dict) -> dict[str, Path]:
    """Each installed package -> its folder in the source tree, as setuptools
    finds it: the longest mapped prefix of its name, then one folder a part."""
    mapping = setuptools.get("package-dir", {})
    found = {}
    for package in setuptools["packages"]:
        parts = package.split(".")
        for cut in range(len(parts), 0, -1):
            prefix = ".".join(parts[:cut])
            if prefix in mapping:
                found[package] = REPO / mapping[prefix] / Path(*parts[cut:])
                break
        else:
            found[package] = REPO / Path(*parts)
    return found


def sources() -> list[BuildSource]:
    setuptools = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    found = []
    for package, folder in package_dirs(setuptools).items():
        for path in sorted(folder.glob("*.py")):
            module = package if path.stem == "__init__" else f"{package}.{path.stem}"
            found.append(BuildSource(str(path.relative_to(REPO)), module, None, str(REPO)))
    return found


def main(argv: list[str]) -> int:
    if int(mypy_version.split(".")[0]) < 2:
        print(f"tests/typecheck.py needs mypy 2 or later, not {mypy_version} (pip install -e '.[test]')")
        return 2
    os.chdir(REPO)  # messages name files relative to the repository
    _, options = process_options(["--config-file", str(REPO / "pyproject.toml"), *argv], require_targets=False)
    checked = sources()
    try:
        messages, blocked = build.build(checked, options).errors, False
    except CompileError as error:  # a blocking error: syntax, a missing module listed above
        messages, blocked = error.messages, True
    for line in messages:
        print(line)
    errors = sum(": error:" in line for line in messages)
    print(f"{errors} errors in {len(checked)} modules" if errors or blocked else f"no issues in {len(checked)} modules")
    return 1 if errors or blocked else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
