"""The README and docs/ cannot drift from the tool: their marked examples run.

In the Markdown, an HTML comment on the line before a fenced block marks it:
    <!-- runnable -->     the block runs. A block with lines starting `$ ` is a
                          transcript: each command runs (stdout and stderr
                          together) and the lines under it are its expected
                          output, where a line `...` stands for any lines.
                          Any other block runs as one bash script (set -e).
    <!-- file: NAME -->   the block's text is written to NAME first.
Each document runs in a fresh directory of its own, its blocks in order. The
directory holds corpus/, tests/, bench/ and specs/ of this checkout (links),
and `srcinst` on PATH is the running interpreter's.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
DOCUMENTS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
MARK = re.compile(r"^<!--\s*(runnable|file:\s*(\S+))\s*-->\s*$")
FENCE = re.compile(r"^(`{3,})")


@dataclass
class Block:
    document: Path
    line: int  # of the opening fence, 1-based
    kind: str  # "runnable" or "file"
    text: str
    name: str | None = None

    def where(self) -> str:
        shown = self.document.relative_to(REPO) if REPO in self.document.parents else self.document
        return f"{shown}:{self.line}"


def marked_blocks(document: Path) -> list[Block]:
    lines = document.read_text().split("\n")
    blocks = []
    index = 0
    while index < len(lines):
        mark = MARK.match(lines[index])
        fence = FENCE.match(lines[index + 1]) if mark and index + 1 < len(lines) else None
        if mark and not fence:
            raise AssertionError(f"{document}:{index + 1}: a mark must stand right above a fenced block")
        if not fence:
            index += 1
            continue
        end = index + 2
        while end < len(lines) and lines[end].rstrip() != fence.group(1):
            end += 1
        if end == len(lines):
            raise AssertionError(f"{document}:{index + 2}: the marked block is not closed")
        blocks.append(Block(document, index + 2, "file" if mark.group(2) else "runnable",
                            "\n".join(lines[index + 2:end]) + "\n", mark.group(2)))
        index = end + 1
    return blocks


def transcript(text: str):
    """(command, expected output lines) pairs, or None for a plain script."""
    if not any(line.startswith("$ ") for line in text.splitlines()):
        return None
    steps = []
    for line in text.splitlines():
        if line.startswith("$ "):
            steps.append((line[2:], []))
        elif steps:
            steps[-1][1].append(line)
        elif line.strip():
            raise AssertionError(f"output before the first command: {line!r}")
    return steps


def output_matches(expected: list[str], actual: list[str]) -> bool:
    expected = [line.rstrip() for line in expected]
    while expected and not expected[-1]:
        expected.pop()
    actual = [line.rstrip() for line in actual]
    while actual and not actual[-1]:
        actual.pop()
    if not expected:
        return True  # a command shown without its output

    def match(i: int, j: int) -> bool:
        if i == len(expected):
            return j == len(actual)
        if expected[i] == "...":
            return any(match(i + 1, k) for k in range(j, len(actual) + 1))
        return j < len(actual) and expected[i] == actual[j] and match(i + 1, j + 1)
    return match(0, 0)


def workspace(tmp_path: Path) -> dict:
    for name in ("corpus", "tests", "bench", "specs"):
        (tmp_path / name).symlink_to(REPO / name)
    bin_dir = tmp_path / ".bin"
    bin_dir.mkdir()
    shim = bin_dir / "srcinst"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m srcinst "$@"\n')
    shim.chmod(0o755)
    return {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
            "SRCINST_CACHE_DIR": str(tmp_path / ".cache"), "COLUMNS": "80"}


def run_document(document: Path, tmp_path: Path) -> list[str]:
    """What went wrong running the document's marked blocks (empty: nothing)."""
    env = workspace(tmp_path)
    problems = []
    for block in marked_blocks(document):
        if block.kind == "file":
            (tmp_path / block.name).write_text(block.text)
            continue
        steps = transcript(block.text)
        if steps is None:
            proc = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", block.text], cwd=tmp_path, env=env,
                                  capture_output=True, text=True, timeout=600)
            if proc.returncode != 0:
                problems.append(f"{block.where()}: exit {proc.returncode}\n{proc.stdout}{proc.stderr}")
            continue
        for command, expected in steps:
            proc = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=tmp_path, env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=600)
            actual = proc.stdout.split("\n")
            # every command must succeed: a doc shows a failure with `|| echo ...`
            if proc.returncode != 0 or not output_matches(expected, actual):
                problems.append(f"{block.where()}: `{command}` (exit {proc.returncode}) printed:\n{proc.stdout}"
                                f"expected:\n" + "\n".join(expected))
    return problems


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: str(path.relative_to(REPO)))
def test_marked_examples_run(document, tmp_path):
    problems = run_document(document, tmp_path)
    assert not problems, "\n\n".join(problems)


def test_readme_is_short_and_its_examples_are_marked():
    readme = (REPO / "README.md").read_text()
    assert len(readme) < 10_000, len(readme)
    assert sum(block.kind == "runnable" for block in marked_blocks(REPO / "README.md")) >= 3


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: str(path.relative_to(REPO)))
def test_links_to_files_and_headings_resolve(document):
    text = document.read_text()
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target):
            continue  # https:, mailto:
        path, _, anchor = target.partition("#")
        file = (document.parent / path).resolve() if path else document
        assert file.exists(), f"{document.name}: link to {target}: no such file"
        if anchor and file.suffix == ".md":
            headings = {re.sub(r"[^\w\- ]", "", line.lstrip("#").strip().lower()).replace(" ", "-")
                        for line in file.read_text().splitlines() if line.startswith("#")}
            assert anchor in headings, f"{document.name}: link to {target}: no such heading"


def test_a_wrong_example_fails(tmp_path):
    doc = tmp_path / "doc.md"
    doc.write_text("<!-- file: hello.c -->\n```c\nint main(void) { return 0; }\n```\n\n"
                   "<!-- runnable -->\n```console\n$ srcinst -s printf hello.c | head -1\n"
                   "#include <stdlib.h>\n```\n\n"
                   "<!-- runnable -->\n```sh\nfalse\necho never\n```\n")
    work = tmp_path / "work"
    work.mkdir()
    problems = run_document(doc, work)
    assert len(problems) == 2, problems
    assert "printed:\n#include <stdio.h>" in problems[0]
    assert "exit 1" in problems[1]


@pytest.mark.parametrize("expected, actual, matches", [
    (["a", "...", "d"], ["a", "b", "c", "d"], True),
    (["a", "...", "d"], ["a", "d"], True),
    (["a", "d"], ["a", "b", "d"], False),
    (["a  "], ["a", ""], True),
    (["a"], ["b"], False),
    (["...", "c"], ["a", "b", "c"], True),
    (["a", "..."], ["a", "b"], True),
])
def test_transcript_output_matching(expected, actual, matches):
    assert output_matches(expected, actual) is matches
