"""Header bodies skipped: a file's preamble precompiled once (frontends/c_prefix.py)
gives the same output as the plain parse, and is never used stale."""
from __future__ import annotations

import dataclasses
import io
import os
import subprocess
import sys
import time
from pathlib import Path

import helpers
import pytest
from srcinst.frontends import c_prefix

from srcinst.diagnostics import Reporter, SrcinstError
from srcinst.instrument import Options, instrument_unit, parse
from srcinst.settings import Settings
from srcinst.spec import load_spec

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted(p for folder in (ROOT / "corpus", ROOT / "tests" / "data") for p in folder.rglob("*")
                 if p.suffix in (".c", ".cpp"))
SPECS = [load_spec(str(ROOT / "specs" / name)) for name in ("tau.spec", "printf.spec", "trace.spec")]
OLD = time.time() - 3600  # long before the run: not "too new" to precompile


def outputs(path: Path, lang: str, options: Options):
    """`options` with the settings the environment has now (SRCINST_PREFIX_PCH...)."""
    options = dataclasses.replace(options, settings=Settings.from_environ())
    reporter = Reporter(stream=io.StringIO(), verbose=True)
    try:
        frontend, unit = parse(str(path), path.read_bytes(), lang, options, reporter)
    except SrcinstError as error:  # some inputs need flags: the same errors then
        return str(error)
    return ([instrument_unit(frontend, unit, spec, options, reporter) for spec in SPECS],
            sorted({os.path.abspath(d) for d in unit.dependencies}), reporter.stream.getvalue(),
            [(r.name, r.skip, repr(r.metrics)) for r in unit.routines])


def counters(cache: Path) -> dict:
    return {name: (cache / "results" / f".{name}").stat().st_size if (cache / "results" / f".{name}").exists() else 0
            for name in ("pch-hits", "pch-stores")}


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_same_output_and_dependencies_with_a_precompiled_preamble(path, tmp_path, monkeypatch):
    monkeypatch.setenv("SRCINST_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(path.parent)
    lang = "c" if path.suffix == ".c" else "c++"
    meta = helpers.parse_meta(path) if path.parent.parent.name == "corpus" else None
    options = Options(compile_args=[f"-std={meta.std}"] if meta else [], compiler="gcc" if lang == "c" else "g++",
                      metrics=True)
    monkeypatch.setenv("SRCINST_PREFIX_PCH", "0")
    plain = outputs(path, lang, options)
    monkeypatch.setenv("SRCINST_PREFIX_PCH", "always")
    built = outputs(path, lang, options)  # builds the PCH, then parses with it
    again = outputs(path, lang, options)  # finds it
    assert built == plain and again == plain
    eligible = c_prefix._Prefix.of(str(path), path.read_bytes(), lang, [], str(tmp_path), "always") is not None
    if eligible and isinstance(plain, tuple) and plain[1]:
        assert counters(tmp_path / "cache") == {"pch-hits": 2, "pch-stores": 1}


DIES = r'''#include <cstdlib>
#include <cstdio>
#define DIE(n) exit(n)
#define STD_DIE(n) std::exit(n)
int f(int n) { if (n > 5) DIE(3); if (n > 3) STD_DIE(4); return n; }
int main(int argc, char **) { std::printf("%d\\n", f(argc)); return 0; }
'''


def test_calls_in_macros_of_the_preamble_are_read_from_the_file(tmp_path, monkeypatch):
    """A macro defined in the preamble is spelled in the PCH's header, a name
    that is not on disk; its text is the file's own."""
    monkeypatch.setenv("SRCINST_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "dies.cpp").write_text(DIES)
    options = Options(compiler="g++")
    found = {}
    for how in ("0", "always"):
        monkeypatch.setenv("SRCINST_PREFIX_PCH", how)
        found[how] = outputs(tmp_path / "dies.cpp", "c++", options)
    assert found["always"] == found["0"]
    assert counters(tmp_path / "cache") == {"pch-hits": 1, "pch-stores": 1}


HEAVY = r'''#include <bits/stdc++.h>
#include "fail.h"
template <class T> T clampit(T v, T lo, T hi) { if (v < lo) return lo; return v > hi ? hi : v; }
struct Acc { std::vector<int> v; int sum() const { int s = 0; for (int x : v) s += x; return s; } };
auto label(int n) { if (n < 0) FAIL; return std::to_string(n); }
int main(int argc, char **argv)
{
    Acc a{{1, 2, 3}};
    std::printf("%d %s\n", clampit(a.sum(), 0, 5), label(argc).c_str());
    if (argc > 1) label(-1);
    return 0;
}
'''


def srcinst(cwd: Path, *args, **env):
    return subprocess.run([sys.executable, "-m", "srcinst", *args], capture_output=True, text=True, cwd=cwd,
                          env=dict(os.environ, SRCINST_CACHE_DIR=str(cwd / "cache"), **env))


def write_old(path: Path, text: str) -> None:
    path.write_text(text)
    os.utime(path, (OLD, OLD))


def test_a_heavy_preamble_is_precompiled_on_second_sight_and_the_program_runs(tmp_path):
    write_old(tmp_path / "fail.h", '#define FAIL return std::string("negative")\n')
    source = tmp_path / "heavy.cpp"
    results = []
    for edit in range(3):
        # Each run edits the code after the preamble: a result-cache miss, a PCH hit.
        source.write_text(HEAVY + f"// edit {edit}\n")
        done = srcinst(tmp_path, "-s", "printf", "heavy.cpp", "-o", f"out{edit}.cpp")
        assert done.returncode == 0, done.stderr
        results.append(counters(tmp_path / "cache"))
    # Plain the first time (the headers weighed), then built, then found.
    assert results == [{"pch-hits": 0, "pch-stores": 0}, {"pch-hits": 1, "pch-stores": 1},
                       {"pch-hits": 2, "pch-stores": 1}]
    plain = srcinst(tmp_path, "-s", "printf", "heavy.cpp", "-o", "plain.cpp", SRCINST_PREFIX_PCH="0", SRCINST_CACHE="0")
    assert plain.returncode == 0, plain.stderr
    assert (tmp_path / "out2.cpp").read_bytes() == (tmp_path / "plain.cpp").read_bytes()
    exe = tmp_path / "heavy"
    helpers.compile_checked(["g++", "-std=c++17", "-o", str(exe), str(tmp_path / "out2.cpp")], what="instrumented")
    for args, stdout, labels in (([], "5 1\n", 1), (["x"], "5 2\n", 2)):
        ran = subprocess.run([str(exe), *args], capture_output=True, text=True)
        assert ran.returncode == 0 and ran.stdout == stdout
        lines = ran.stderr.splitlines()
        # label(-1) returns through FAIL, a macro from the header the PCH holds.
        for name, n in (("main", 1), ("label", labels), ("clampit", 1), ("sum", 1)):
            for event in ("enter", "leave"):
                assert sum(line.startswith(event) and f"{name}(" in line for line in lines) == n, ran.stderr


SMALL = '''#include <stdlib.h>
#include "fail.h"
#include "local/more.h"
int check(int n)
{
    if (n < 0)
        FAIL;
    return n + MORE;
}
int main(int argc, char **argv)
{
    (void)argv;
    return check(argc - 2) == 0 ? 0 : 1;
}
'''


def small_project(folder: Path, source: str = SMALL) -> None:
    """small.c with its two headers, all written long ago."""
    write_old(folder / "fail.h", "#define FAIL return -1\n")
    (folder / "local").mkdir()
    write_old(folder / "local" / "more.h", "#define MORE 1\n")
    write_old(folder / "small.c", source)


def test_a_changed_header_is_never_seen_stale(tmp_path):
    """The PCH holds fail.h's macro; a changed fail.h (same mtime as before
    is not looked at: a different size) gives the new output."""
    work = tmp_path / "work"
    work.mkdir()
    (tmp_path / "src" / "local").mkdir(parents=True)
    write_old(tmp_path / "src" / "fail.h", "#define FAIL return -1\n")
    write_old(tmp_path / "src" / "local" / "more.h", "#define MORE 1\n")
    write_old(tmp_path / "src" / "small.c", SMALL)
    source = "../src/small.c"  # quoted includes come from the source's directory, not the cwd's
    outs = []
    for version in ("#define FAIL return -1\n", "#define FAIL exit(7)\n"):
        write_old(tmp_path / "src" / "fail.h", version)
        for how in ("always", "always", "0"):
            done = srcinst(work, "-s", "trace", source, "-o", "out.c", SRCINST_PREFIX_PCH=how, SRCINST_CACHE="1")
            assert done.returncode == 0, done.stderr
            outs.append((work / "out.c").read_bytes())
            # The result cache would hide the parse: forget its entries, keep the PCHs.
            for entry in (work / "cache" / "results").glob("*/*"):
                if not entry.name.startswith("p"):
                    entry.unlink()
    assert outs[0] == outs[1] == outs[2] and outs[3] == outs[4] == outs[5] and outs[0] != outs[3]
    assert counters(work / "cache")["pch-stores"] == 2  # built again for the new header


def test_errors_are_reported_as_by_the_plain_parse(tmp_path):
    small_project(tmp_path)
    assert srcinst(tmp_path, "-s", "trace", "small.c", "-o", "ok.c", SRCINST_PREFIX_PCH="always").returncode == 0
    write_old(tmp_path / "small.c", SMALL.replace("return n + MORE;", "return n + UNDECLARED;"))
    runs = [srcinst(tmp_path, "-s", "trace", "small.c", "-o", "out.c", SRCINST_PREFIX_PCH=how)
            for how in ("always", "0")]
    assert runs[0].returncode == runs[1].returncode == 1
    assert runs[0].stderr == runs[1].stderr and "small.c:8:" in runs[0].stderr
    assert not (tmp_path / "out.c").exists()


@pytest.mark.parametrize("preamble", ["#pragma pack(push, 1)\n", "#line 40\n", "#pragma GCC diagnostic push\n"])
def test_preambles_with_other_directives_are_not_precompiled(tmp_path, preamble):
    small_project(tmp_path, preamble + SMALL)
    done = srcinst(tmp_path, "-s", "trace", "small.c", "-o", "out.c", SRCINST_PREFIX_PCH="always")
    assert done.returncode == 0, done.stderr
    assert counters(tmp_path / "cache") == {"pch-hits": 0, "pch-stores": 0}


def test_forced_includes_are_in_the_pch_once(tmp_path):
    """`-include` files are read into the PCH, not again after it."""
    small_project(tmp_path)
    write_old(tmp_path / "forced.h", "int forced_value = 1;  /* unguarded: a second read is a redefinition */\n")
    outs = []
    for how in ("always", "always", "0"):
        done = srcinst(tmp_path, "-s", "trace", "-include", "forced.h", "small.c", "-o", "out.c",
                       SRCINST_PREFIX_PCH=how, SRCINST_CACHE="1" if how != "0" else "0")
        assert done.returncode == 0, done.stderr
        outs.append((tmp_path / "out.c").read_bytes())
        for entry in (tmp_path / "cache" / "results").glob("*/*"):
            if not entry.name.startswith("p"):
                entry.unlink()
    assert outs[0] == outs[1] == outs[2]
    assert counters(tmp_path / "cache") == {"pch-hits": 2, "pch-stores": 1}


def test_no_pch_with_the_cache_off(tmp_path):
    small_project(tmp_path)
    done = srcinst(tmp_path, "-s", "trace", "small.c", "-o", "out.c", SRCINST_PREFIX_PCH="always", SRCINST_CACHE="0")
    assert done.returncode == 0, done.stderr
    assert not list((tmp_path / "cache").rglob("*.pch"))


# -- cases an adversarial review found -----------------------------------------------
def same_with_and_without(cwd: Path, source: str, *args, env=None, runs=("always", "always")):
    """Instruments `source` with the PCH (built, then loaded) and plainly;
    returns the outputs, after checking they are one. Edits past the
    preamble are not needed: the result cache is emptied between runs."""
    results = []
    for how in (*runs, "0"):
        done = subprocess.run([sys.executable, "-m", "srcinst", "-s", "trace", *args, source, "-o", "out.c"],
                              capture_output=True, cwd=cwd,
                              env=dict(os.environ, SRCINST_CACHE_DIR=str(cwd / "cache"), SRCINST_PREFIX_PCH=how,
                                       **(env or {})))
        results.append((done.returncode, done.stderr, (cwd / "out.c").read_bytes() if done.returncode == 0 else None))
        for entry in (cwd / "cache" / "results").glob("*/*"):
            if not entry.name.startswith("p"):
                entry.unlink()
    assert all(r == results[-1] for r in results), results
    return results[-1]


CONFIGURED = '''#include <stdlib.h>
#include <cfg.h>
int f(int n)
{
    if (n)
        DONE;
    return 0;
}
int main(int argc, char **argv)
{
    (void)argv;
    return f(argc - 1);
}
'''


def test_the_environment_s_include_paths_are_in_the_key(tmp_path):
    for folder, text in (("A", "#define DONE return 1\n"), ("B", "#define DONE exit(1)\n")):
        (tmp_path / folder).mkdir()
        write_old(tmp_path / folder / "cfg.h", text)
    write_old(tmp_path / "a.c", CONFIGURED)
    outs = [same_with_and_without(tmp_path, "a.c", env={"CPATH": str(tmp_path / folder)})[2] for folder in "AB"]
    assert outs[0] != outs[1]
    assert counters(tmp_path / "cache")["pch-stores"] == 2


def test_a_push_macro_in_a_header_keeps_the_plain_parse(tmp_path):
    write_old(tmp_path / "begin.h", '#pragma push_macro("DONE")\n#undef DONE\n#define DONE exit(1)\n')
    write_old(tmp_path / "pm.c", '#include <stdlib.h>\n#define DONE return 1\n#include "begin.h"\n'
              'int g(int n) { if (n) DONE; return 0; }\n#pragma pop_macro("DONE")\n'
              'int f(int n) { if (n) DONE; return 0; }\nint main(int argc, char **argv) '
              '{ (void)argv; return f(argc - 1) + g(argc - 1); }\n')
    same_with_and_without(tmp_path, "pm.c")
    assert counters(tmp_path / "cache")["pch-hits"] == 0


@pytest.mark.parametrize("preamble", [
    b"/* save */ #pragma push_macro(\"X\")\n",  # a directive after a comment
    b"#define ANSWER \\ \nint answer(void) { return 42; }\n",  # backslash, blank, newline: spliced
    b"#include <stdlib.h>\r#define X 1\r\n",  # a lone CR ends a line for clang
])
def test_lines_clang_splits_otherwise_are_not_precompiled(tmp_path, preamble):
    source = tmp_path / "odd.c"
    source.write_bytes(preamble + b"int f(int n) { return n; }\nint main(void) { return f(0); }\n")
    os.utime(source, (OLD, OLD))
    same_with_and_without(tmp_path, "odd.c")
    assert counters(tmp_path / "cache")["pch-hits"] == 0


def test_quoted_includes_through_a_symlink_and_dotdot(tmp_path):
    """`lib/../a.c` with lib a symlink: clang looks in the link's target's parent."""
    (tmp_path / "proj").mkdir()
    (tmp_path / "other" / "deep").mkdir(parents=True)
    (tmp_path / "proj" / "lib").symlink_to(tmp_path / "other" / "deep")
    write_old(tmp_path / "proj" / "cfg.h", "#define DONE return 1\n")
    write_old(tmp_path / "other" / "cfg.h", "#define DONE exit(1)\n")
    write_old(tmp_path / "other" / "a.c", CONFIGURED.replace("<cfg.h>", '"cfg.h"'))
    write_old(tmp_path / "proj" / "a.c", CONFIGURED.replace("<cfg.h>", '"cfg.h"'))
    same_with_and_without(tmp_path / "proj", "lib/../a.c")
    assert counters(tmp_path / "proj" / "cache")["pch-hits"] == 2


def test_a_directory_name_that_is_not_utf8(tmp_path):
    folder = os.path.join(os.fsencode(tmp_path), b"caf\xe9")
    os.mkdir(folder)
    folder = Path(os.fsdecode(folder))
    small_project(folder)
    returncode, _, _ = same_with_and_without(folder, "small.c")
    assert returncode == 0


def test_a_damaged_pch_is_built_again_not_loaded(tmp_path):
    small_project(tmp_path)
    same_with_and_without(tmp_path, "small.c", runs=("always",))
    (pch,) = (tmp_path / "cache" / "results").glob("*/p*.pch")
    data = bytearray(pch.read_bytes())
    for i in range(len(data) // 3, len(data) // 3 + 64):
        data[i] ^= 0x5A  # libclang crashes on some such PCHs
    pch.write_bytes(bytes(data))
    same_with_and_without(tmp_path, "small.c", runs=("always",))
    assert counters(tmp_path / "cache") == {"pch-hits": 2, "pch-stores": 2}


def test_an_error_in_the_body_does_not_rebuild_the_pch(tmp_path):
    small_project(tmp_path)
    same_with_and_without(tmp_path, "small.c", runs=("always",))
    write_old(tmp_path / "small.c", SMALL.replace("return n + MORE;", "return n + UNDECLARED;"))
    returncode, stderr, _ = same_with_and_without(tmp_path, "small.c", runs=("always", "always"))
    assert returncode == 1 and b"UNDECLARED" in stderr
    assert counters(tmp_path / "cache")["pch-stores"] == 1
