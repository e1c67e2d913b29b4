"""Every command's --help fits an 80-column terminal and names the page of
docs/ that documents it."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
COMMANDS = {
    "files": (["--help"], "Usage: srcinst [OPTIONS] [FILES]..."),
    "wrapper": (["--help", "--", "gcc"], "Usage: srcinst [OPTIONS] COMPILER_COMMAND"),
    "runtime": (["runtime", "--help"], "Usage: srcinst runtime"),
    "report": (["report", "--help"], "Usage: srcinst report"),
    "server": (["server", "--help"], "Usage: srcinst server"),
    "client": (["client", "--help"], "Usage: srcinst client"),
    "cache": (["cache", "--help"], "Usage: srcinst cache"),
}
PAGES = {"files": {"usage.md", "spec-language.md", "selection.md"}, "wrapper": {"build.md"},
         "runtime": {"trace.md"}, "report": {"trace.md"}, "server": {"build.md"}, "client": {"build.md"},
         "cache": {"cost.md"}}


@pytest.mark.parametrize("columns", ["80", "200"])
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_help_fits_80_columns_and_points_to_its_doc(command, columns):
    args, usage = COMMANDS[command]
    proc = subprocess.run([sys.executable, "-m", "srcinst", *args], capture_output=True, text=True,
                          env={**os.environ, "COLUMNS": columns})
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout
    assert text.startswith(usage.split(" COMPILER")[0]), text[:200]
    long_lines = [line for line in text.splitlines() if len(line) > 80]
    assert not long_lines, long_lines
    pages = set(re.findall(r"docs/([\w-]+\.md)", text))
    assert pages == PAGES[command], text
    for page in pages:
        assert (REPO / "docs" / page).is_file(), page


def test_the_main_help_lists_every_subcommand():
    text = subprocess.run([sys.executable, "-m", "srcinst", "--help"], capture_output=True, text=True).stdout
    for name in ("runtime", "report", "server", "client", "cache"):
        assert f"srcinst {name} " in text, name
