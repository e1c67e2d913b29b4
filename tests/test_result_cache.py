"""The result cache: an instrumented copy is reused exactly when nothing that
determines it changed, and what changed is always seen."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

HEADER = "#define LIMIT 10\nstatic inline int twice(int x) { return 2 * x; }\n"
SOURCE = """#include <stdio.h>
#include "limits.h"
int clamp(int v)
{
    if (v > LIMIT)
        return LIMIT;
    return twice(v);
}
int main(void)
{
    printf("%d\\n", clamp(3));
    return 0;
}
"""
OLD = time.time() - 3600  # long before the run: not "too new" to store


@pytest.fixture
def project(tmp_path):
    (tmp_path / "inc").mkdir()
    header = tmp_path / "inc" / "limits.h"
    header.write_text(HEADER)
    source = tmp_path / "clamp.c"
    source.write_text(SOURCE)
    for path in (header, source):
        os.utime(path, (OLD, OLD))
    return tmp_path


def run(project: Path, *args, **env):
    cache = project / "cache"
    environment = dict(os.environ, SRCINST_CACHE_DIR=str(cache), **env)
    return subprocess.run([sys.executable, "-m", "srcinst", *args], capture_output=True, text=True,
                          cwd=project, env=environment)


def instrument(project: Path, spec="printf", *extra, **env):
    done = run(project, "-s", spec, "-I", "inc", *extra, "clamp.c", "-o", "out.c", **env)
    assert done.returncode == 0, done.stderr
    return (project / "out.c").read_bytes(), done.stderr


def counters(project: Path) -> dict:
    text = run(project, "cache", "--stats").stdout
    return {key: int(value.split()[0]) for key, value in
            (line.split(":", 1) for line in text.splitlines() if line.split(":")[0] in ("hits", "misses", "stores"))}


def test_a_second_run_is_a_hit_with_the_same_bytes_and_warnings(project):
    (project / "spec").write_text('BEGIN_INSTRUMENT_SECTION\n'
                                  'entry code="/* in @ROUTINE@ */"\n'
                                  'file="*" line=999 code="/* beyond the end */"\n'
                                  'END_INSTRUMENT_SECTION\n')
    first, warnings = instrument(project, "spec")
    assert "beyond the end of the file" in warnings  # a warning to replay
    assert counters(project) == {"hits": 0, "misses": 1, "stores": 1}
    again, replayed = instrument(project, "spec")
    assert again == first and replayed == warnings
    assert counters(project) == {"hits": 1, "misses": 1, "stores": 1}


def test_a_changed_header_is_seen(project):
    first, _ = instrument(project)
    header = project / "inc" / "limits.h"
    # Same size, other content, same mtime: ccache's direct mode would not see it
    # either; a new mtime makes srcinst hash it and see it.
    header.write_text(HEADER.replace("return 2 * x;", "return x + x;"))
    os.utime(header, (OLD + 5, OLD + 5))
    instrument(project)
    assert counters(project)["misses"] == 2
    # Touched, same content: hashed again and found unchanged.
    os.utime(header, (OLD + 10, OLD + 10))
    instrument(project)
    assert counters(project)["hits"] == 1
    # A header that makes main return another way: the output follows it.
    header.write_text(HEADER + "#define main_result 0\n")
    os.utime(header, (OLD + 20, OLD + 20))
    (project / "clamp.c").write_text(SOURCE.replace("return 0;", "return main_result;"))
    os.utime(project / "clamp.c", (OLD, OLD))
    changed, _ = instrument(project)
    assert b"main_result" in changed and changed != first


@pytest.mark.parametrize("change", ["source", "spec", "define", "lang-option", "cwd-relative include"])
def test_what_determines_the_output_is_in_the_key(project, change):
    instrument(project)
    if change == "source":
        (project / "clamp.c").write_text(SOURCE.replace("clamp(3)", "clamp(4)"))
        instrument(project)
    elif change == "spec":
        instrument(project, "tau")
    elif change == "define":
        instrument(project, "printf", "-D", "EXTRA=1")
    elif change == "lang-option":
        instrument(project, "printf", "--no-line-markers")
    else:
        other = project / "elsewhere"
        other.mkdir()
        (other / "inc").mkdir()
        (other / "inc" / "limits.h").write_text(HEADER)
        done = run(other, "-s", "printf", "-I", "inc", str(project / "clamp.c"), "-o", "out.c")
        assert done.returncode == 0, done.stderr
    assert counters(project)["hits"] == 0


def test_a_header_written_just_now_is_not_stored(project):
    header = project / "inc" / "limits.h"
    header.write_text(HEADER)  # mtime: now, may still change within its granularity
    instrument(project)
    assert counters(project) == {"hits": 0, "misses": 1, "stores": 0}


def test_off_with_srcinst_cache_0(project):
    instrument(project, SRCINST_CACHE="0")
    instrument(project, SRCINST_CACHE="0")
    assert counters(project) == {"hits": 0, "misses": 0, "stores": 0}
    assert not list((project / "cache").glob("results/??/*"))


def test_clear_and_bounded_size(project):
    for n in range(6):
        (project / "clamp.c").write_text(SOURCE + f"int extra{n}(void) {{ return {n}; }}\n" + "/* pad */\n" * 400)
        instrument(project)
    entries = list((project / "cache").glob("results/??/*"))
    assert len(entries) == 6
    size = entries[0].stat().st_size
    from srcinst import result_cache
    result_cache.trim(int(size * 3.5), project / "cache" / "results")  # the least recently used go, down to 90%
    assert len(list((project / "cache").glob("results/??/*"))) == 3
    done = run(project, "cache", "--clear")
    assert done.returncode == 0 and "removed 3 entries" in done.stdout
    assert counters(project) == {"hits": 0, "misses": 0, "stores": 0}


def test_concurrent_compiles_share_it_safely(project):
    """make -j: the same file instrumented by many processes at once."""
    cache = project / "cache"

    def one(n):
        out = project / f"out{n}.c"
        done = subprocess.run([sys.executable, "-m", "srcinst", "-s", "printf", "-I", "inc", "clamp.c",
                               "-o", str(out)], capture_output=True, text=True, cwd=project,
                              env=dict(os.environ, SRCINST_CACHE_DIR=str(cache)))
        assert done.returncode == 0, done.stderr
        return out.read_bytes()

    with ThreadPoolExecutor(6) as pool:
        outputs = list(pool.map(one, range(12)))
    assert len(set(outputs)) == 1
    assert not list(cache.glob("results/??/.srcinst-*"))  # write_atomically's scratch files
    stats = counters(project)
    assert stats["hits"] + stats["misses"] == 12
    # What they left is whole: a later run takes it (all 12 may have missed
    # at once on a busy machine).
    assert one(12) == outputs[0]
    assert counters(project)["hits"] == stats["hits"] + 1


def test_a_wrapped_build_reuses_its_copies_and_still_runs(project):
    """Through the wrapper: the second build is served from the cache and the
    program prints the same, with the same enter/leave events."""
    results = []
    for _ in range(2):
        exe = project / "clamp"
        done = run(project, "-s", "printf", "--", "gcc", "-Iinc", "clamp.c", "-o", str(exe))
        assert done.returncode == 0, done.stderr
        ran = subprocess.run([str(exe)], capture_output=True, text=True)
        results.append((ran.returncode, ran.stdout, ran.stderr))
        exe.unlink()
    assert results[0] == results[1] and results[0][1] == "6\n"
    # main and clamp, and inc/limits.h's inline twice (the project's headers are instrumented too)
    assert results[0][2].count("enter ") == 3 and results[0][2].count("leave ") == 3
    assert counters(project)["hits"] == 2  # the source and its header


def test_fortran_cpp_includes_are_dependencies(tmp_path):
    (tmp_path / "consts.inc").write_text("#define ANSWER 42\n")
    source = tmp_path / "prog.F90"
    source.write_text('#include "consts.inc"\nprogram p\n  print *, ANSWER\nend program p\n')
    for path in (tmp_path / "consts.inc", source):
        os.utime(path, (OLD, OLD))
    first = run(tmp_path, "-s", "printf", "prog.F90", "-o", "out.F90")
    assert first.returncode == 0, first.stderr
    assert counters(tmp_path)["stores"] == 1
    (tmp_path / "consts.inc").write_text("#define ANSWER 4242\n")
    os.utime(tmp_path / "consts.inc", (OLD + 5, OLD + 5))
    run(tmp_path, "-s", "printf", "prog.F90", "-o", "out.F90")
    assert counters(tmp_path) == {"hits": 0, "misses": 2, "stores": 2}
