"""Instrumented code adds no warnings: a corpus file that compiles under
`-Wall -Wextra -Werror` with clang and gcc still does once instrumented, with
every kind of region (projects build with -Werror; a warning is a broken build).
clang is the stricter of the two here (unused references, unused statement-expression values).

One compiler run checks all files of one standard (-fsyntax-only takes many),
so the whole check costs a few compiler starts.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import CORPUS

import srcinst

RUNTIME_INCLUDE = Path(srcinst.__file__).parent / "trace" / "runtime"
FLAGS = ["-Wall", "-Wextra", "-Werror", "-fsyntax-only"]
# Everything a select file can ask for: loops, calls and allocations, a timer over every line.
SELECT = """BEGIN_INSTRUMENT_SECTION
loops routine="#"
calls name="#"
memory routine="#"
static timer name="whole" file="*" line=1 to line=100000
END_INSTRUMENT_SECTION
"""
# (language, standard, compilers, specs): C89 and C++11 (scope guards, `auto`
# temporaries), C++17 (lambdas around calls); the corpus's C++98 files all warn already.
CONFIGS = [
    ("c", "gnu89", ["clang"], ["trace"]),
    ("c", "gnu11", ["clang", "gcc"], ["trace", "printf"]),
    ("c++", "c++11", ["clang++"], ["trace"]),
    ("c++", "c++17", ["clang++"], ["trace"]),
]
CASES = [(lang, std, compilers, spec) for lang, std, compilers, specs in CONFIGS for spec in specs]
_clean: dict[str, tuple[Path, set[str]]] = {}  # std -> the originals' copy, those that compile cleanly
_ERROR = re.compile(r"^(\S+?):\d+:\d+: (?:fatal )?error:", re.M)


def _failing(compiler: str, std: str, files: list[Path], cwd: Path) -> dict[str, str]:
    """The files (by name) that do not compile cleanly, with their first error."""
    if not files:
        return {}
    run = subprocess.run([compiler, f"-std={std}", *FLAGS, f"-I{RUNTIME_INCLUDE}", *map(str, files)],
                         cwd=cwd, capture_output=True, text=True)
    failing: dict[str, str] = {}
    for m in _ERROR.finditer(run.stderr):
        line = run.stderr[m.start():run.stderr.find("\n", m.start())]
        failing.setdefault(Path(m.group(1)).name, line)
    assert run.returncode == 0 or failing, run.stderr[-2000:]
    return failing


def _clean_originals(tmp_path_factory, lang: str, std: str, compilers: list[str]) -> tuple[Path, set[str]]:
    """The corpus files of `lang` copied (under their own names, so that the
    compilers' messages name them alike), and those that compile cleanly."""
    if std not in _clean:
        suffix = ".c" if lang == "c" else ".cpp"
        originals = tmp_path_factory.mktemp(f"orig-{std}")
        for src in sorted((CORPUS / ("c" if lang == "c" else "cpp")).glob("*" + suffix)):
            shutil.copy(src, originals / src.name)
        clean = set(p.name for p in originals.iterdir())
        for compiler in compilers:
            clean -= set(_failing(compiler, std, sorted(originals.iterdir()), originals))
        _clean[std] = (originals, clean)
    return _clean[std]


@pytest.mark.parametrize("lang,std,compilers,spec", CASES, ids=[f"{c[1]}-{c[3]}" for c in CASES])
def test_no_new_warnings(tmp_path, tmp_path_factory, lang, std, compilers, spec):
    missing = [c for c in compilers if shutil.which(c) is None]
    if missing:
        pytest.skip(f"no {' '.join(missing)}")
    suffix = ".c" if lang == "c" else ".cpp"
    originals, clean = _clean_originals(tmp_path_factory, lang, std, compilers)
    assert len(clean) >= 8, f"too few corpus files compile cleanly in {std} to test: {sorted(clean)}"
    select = tmp_path / "all.tau"
    select.write_text(SELECT)
    out = tmp_path / "inst"
    inputs = [str(originals / name) for name in sorted(clean)]
    run = subprocess.run([sys.executable, "-m", "srcinst", "-s", spec, "-f", str(select), "-std", std,
                          "-d", str(out), *inputs], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-3000:]
    instrumented = sorted(out.rglob("*" + suffix))
    assert len(instrumented) == len(clean)
    # The instrumented copies are named as their originals (#line markers too).
    broken = {}
    for compiler in compilers:
        for name, error in _failing(compiler, std, instrumented, out).items():
            broken[f"{compiler} {name}"] = error
    assert not broken, "instrumentation added warnings:\n" + "\n".join(f"{k}: {v}" for k, v in broken.items())
