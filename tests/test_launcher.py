"""The installed `srcinst` command is a native launcher (setup.py): wrapped
compiles reach the server, or their direct entry, without starting Python,
and compile exactly as through Python; everything else runs the Python
command beside it. A direct entry is used only while every file that
decided it is unchanged."""
from __future__ import annotations

import concurrent.futures
import os
import shutil
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

import helpers
import pytest

from srcinst.wrap import records

CLIENT = helpers.REPO / "srcinst" / "wrap" / "client"
# As the installed script: sys.path[0] is a directory of scripts, not the build's.
PYTHON_MAIN = ("import os, sys; sys.path[0] = os.path.dirname(sys.executable); "
               "from srcinst.wrap.launch import main; main()")
HEADER = "#define SCALE 2\n"
SOURCE = """#include <stdio.h>
#include "scale.h"
static int twice(int x) { if (x < 0) return 0; return SCALE * x; }
int main(void) { printf("%d\\n", twice(21)); return 0; }
"""
OLD = time.time() - 3600  # older than records.TOO_NEW_SECONDS
# The launcher of these tests plain, then built under ASan and UBSan.
SANITIZED = pytest.mark.parametrize("launcher", ["plain", "asan-ubsan"], indirect=True)


@pytest.fixture(scope="module")
def launcher(request, tmp_path_factory) -> Path:
    """The launcher as setup.py builds it, beside a `srcinst-python` that logs
    each time Python runs (to $LAUNCH_LOG). Tests that ask for it through
    SANITIZED run once more with it built under ASan and UBSan (a report
    ends it with a failing status: the tests check the status)."""
    build = getattr(request, "param", "plain")
    flags = helpers.SANITIZERS[build][0] if build != "plain" else ()
    bin_dir = tmp_path_factory.mktemp("bin")
    run(["cc", *flags, "-O2", "-std=gnu99", "-DSRCINST_LAUNCHER", *sorted(CLIENT.glob("*.c")), "-o",
         bin_dir / "srcinst"], timeout=120, check=True)
    script = bin_dir / "srcinst-python"
    script.write_text(f"#!/bin/sh\necho \"$*\" >> \"$LAUNCH_LOG\"\nexec {sys.executable} -c '{PYTHON_MAIN}' \"$@\"\n")
    script.chmod(0o755)
    return bin_dir / "srcinst"


@pytest.fixture
def work(tmp_path):
    """A project, and an environment with a cache and a server of its own
    (the native walk taken from the session's cache, not built again)."""
    session_cache = Path(os.environ["SRCINST_CACHE_DIR"])
    cache = tmp_path / "cache"
    cache.mkdir()
    for built in session_cache.glob("walk-*"):
        (cache / built.name).symlink_to(built)
    project = tmp_path / "project"
    project.mkdir()
    (project / "scale.h").write_text(HEADER)
    (project / "prog.c").write_text(SOURCE)
    (project / "spec").write_text((helpers.REPO / "specs" / "printf.spec").read_text())
    for path in project.iterdir():
        os.utime(path, (OLD, OLD))
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = {name: value for name, value in os.environ.items()
           if not name.startswith("SRCINST_") or name == "SRCINST_WALK"}
    with helpers.server_directory() as server:
        env.update(SRCINST_CACHE_DIR=str(cache), SRCINST_SERVER_DIR=str(server), TMPDIR=str(tmp), LC_ALL="C",
                   LAUNCH_LOG=str(tmp_path / "python.log"), **helpers.CLIENT_SANITIZER_ENV)
        yield project, env, tmp_path


def run(cmd, *, check=False, timeout=120, **kwargs):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, check=check, timeout=timeout,
                          stdin=subprocess.DEVNULL, **kwargs)


def compile_prog(launcher, project, env, *extra, output="prog.o"):
    return run([launcher, "-s", "spec", "--", "gcc", "-O1", *extra, "-c", "prog.c", "-o", output],
                           cwd=project, env=env, timeout=300)


def compile_prog_with(launcher, project, env, spec):
    return run([launcher, "-s", spec, "--", "gcc", "-O1", "-c", "prog.c", "-o", "prog.o"], cwd=project, env=env,
               timeout=300)


def add_rule(project, rule):
    spec = project / "spec"
    spec.write_text(spec.read_text().replace("END_INSTRUMENT_SECTION", rule + "\nEND_INSTRUMENT_SECTION"))


def python_runs(tmp_path) -> int:
    log = tmp_path / "python.log"
    return len(log.read_text().splitlines()) if log.exists() else 0


def direct_hits(env) -> int:
    counter = Path(env["SRCINST_CACHE_DIR"]) / "results" / ".direct-hits"
    return counter.stat().st_size if counter.exists() else 0


def direct_execs(env) -> int:
    """Direct hits that exec'd the compiler (counted as `!`)."""
    counter = Path(env["SRCINST_CACHE_DIR"]) / "results" / ".direct-hits"
    return counter.read_bytes().count(b"!") if counter.exists() else 0


def scratch_copies(tmp_path) -> list[str]:
    return sorted(p.name for p in (tmp_path / "tmp").rglob("*") if p.is_file() and p.name != ".lock")


def run_program(project, obj="prog.o"):
    run(["gcc", obj, "-o", "prog"], cwd=project, check=True)
    return run(["./prog"], cwd=project)


def installed(name: str):
    for directory in (sysconfig.get_path("scripts"), os.path.dirname(sys.executable)):
        path = Path(directory) / name
        if path.is_file():
            return path
    return None


def test_installed_srcinst_is_the_native_launcher():
    # The test command installs srcinst with pip, as a user does; a C
    # compiler is there, so `srcinst` is the launcher and the Python
    # command is beside it.
    command, python = installed("srcinst"), installed("srcinst-python")
    assert command is not None and python is not None, "srcinst is not installed (pip install -e .)"
    assert command.read_bytes()[:4] == b"\x7fELF"
    via_launcher = run([command, "--version"])
    assert via_launcher.returncode == 0 and via_launcher.stdout == run([python, "--version"]).stdout


def test_setup_builds_the_launcher_or_keeps_the_python_script(tmp_path):
    tree = tmp_path / "tree"
    shutil.copytree(helpers.REPO / "srcinst", tree / "srcinst", ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy(helpers.REPO / name, tree / name)
    for cc, native in (("cc", True), ("false", False)):
        out = tmp_path / f"scripts-{cc}"
        done = run([sys.executable, "setup.py", "-q", "build_scripts", "-d", out, "-f"], cwd=tree,
                               env=dict(os.environ, CC=cc), timeout=120)
        assert done.returncode == 0, done.stderr
        script = (out / "srcinst").read_bytes()
        if native:
            assert script[:4] == b"\x7fELF"
        else:
            assert script.startswith(b"#!") and b"from srcinst.wrap.launch import main" in script
            assert "cannot build the native launcher" in done.stdout


@SANITIZED
def test_python_runs_only_until_a_launch_record_holds(launcher, work):
    project, env, tmp_path = work
    first = compile_prog(launcher, project, env)
    assert first.returncode == 0, first.stderr
    assert python_runs(tmp_path) == 1  # no record yet: Python leaves one
    for n in range(2):
        again = compile_prog(launcher, project, env, output=f"again{n}.o")
        assert again.returncode == 0, again.stderr
    assert python_runs(tmp_path) == 1
    assert (project / "again1.o").read_bytes() == (project / "prog.o").read_bytes()
    assert run_program(project, "again1.o").stderr.count("enter ") == 2

    # Not a wrapped compile: the Python command.
    assert run([launcher, "--version"], env=env).returncode == 0
    assert python_runs(tmp_path) == 2
    # Python would find other modules: the record does not hold for it.
    other = dict(env, PYTHONPATH=str(tmp_path / "elsewhere"))
    assert compile_prog(launcher, project, other, output="other.o").returncode == 0
    assert python_runs(tmp_path) == 3

    # A record whose files changed is not believed.
    [path] = [p for p in (Path(env["SRCINST_CACHE_DIR"]) / "launch").iterdir()
              if b"elsewhere" not in p.read_bytes()]  # the record of `env`, not of `other`
    watched = tmp_path / "watched.py"
    watched.write_text("x = 1\n")
    data = path.read_bytes()
    path.write_bytes(data + records.encode(b"", records.file_records([str(watched)])))
    assert compile_prog(launcher, project, env, output="watched.o").returncode == 0
    assert python_runs(tmp_path) == 3  # the file holds
    watched.write_text("x = 22\n")
    assert compile_prog(launcher, project, env, output="changed.o").returncode == 0
    assert python_runs(tmp_path) == 4


@SANITIZED
def test_direct_entry_repeats_a_compile_without_the_server(launcher, work):
    project, env, tmp_path = work
    served = compile_prog(launcher, project, env, "-MD", "-Wall", "-Wno-unused-function")
    assert served.returncode == 0, served.stderr
    assert direct_hits(env) == 0
    first_object, first_deps = (project / "prog.o").read_bytes(), (project / "prog.d").read_text()
    assert "prog.c" in first_deps and "srcinst-" not in first_deps
    helpers.stop_servers(env["SRCINST_SERVER_DIR"])  # a hit needs no server
    for n in range(2):
        (project / "prog.o").unlink()
        (project / "prog.d").unlink()
        hit = compile_prog(launcher, project, env, "-MD", "-Wall", "-Wno-unused-function")
        assert hit.returncode == 0, hit.stderr
        assert (hit.stdout, hit.stderr) == (served.stdout, served.stderr)
        assert direct_hits(env) == n + 1
        assert direct_execs(env) == 0  # the dependency file is mended after the compile
        assert (project / "prog.o").read_bytes() == first_object
        assert (project / "prog.d").read_text() == first_deps
    assert not list(Path(env["SRCINST_SERVER_DIR"]).glob("*.pid"))  # no server was started for them
    assert python_runs(tmp_path) == 1
    run = run_program(project)
    assert run.stdout == "42\n" and run.stderr.count("leave ") == 2
    # The scratch directories are gone, as after a served compile.
    assert not [p for p in (tmp_path / "tmp").rglob("*") if p.is_file()]


@SANITIZED
def test_direct_hit_replays_compiler_warnings(launcher, work):
    project, env, _ = work
    (project / "prog.c").write_text(SOURCE.replace("int main(void) {", "int main(void) { int unused;"))
    os.utime(project / "prog.c", (OLD, OLD))
    served = compile_prog(launcher, project, env, "-Wall")
    assert served.returncode == 0 and "unused" in served.stderr
    hit = compile_prog(launcher, project, env, "-Wall")
    assert direct_hits(env) == 1
    assert (hit.returncode, hit.stdout, hit.stderr) == (served.returncode, served.stdout, served.stderr)


@pytest.mark.parametrize("change", ["header", "spec", "source", "compiler option"])
def test_direct_entry_misses_when_an_input_changes(launcher, work, change):
    project, env, _ = work
    assert compile_prog(launcher, project, env).returncode == 0
    assert compile_prog(launcher, project, env).returncode == 0
    assert direct_hits(env) == 1
    extra = ()
    if change == "header":
        (project / "scale.h").write_text("#define SCALE 3\n")
    elif change == "spec":
        add_rule(project, 'entry code="fputs(\\"spec changed\\\\n\\", stderr);" lang="c"')
    elif change == "source":
        (project / "prog.c").write_text(SOURCE.replace("twice(21)", "twice(22)"))
    else:
        extra = ("-DOTHER",)
    for path in project.iterdir():
        os.utime(path, (OLD + 60, OLD + 60))  # changed, yet old enough to be stored again
    assert direct_execs(env) == 1
    changed = compile_prog(launcher, project, env, *extra)
    assert changed.returncode == 0, changed.stderr
    assert (direct_hits(env), direct_execs(env)) == (1, 1)  # nor exec'd
    run = run_program(project)
    expected = {"header": "63\n", "source": "44\n"}.get(change, "42\n")
    assert run.stdout == expected
    assert ("spec changed" in run.stderr) == (change == "spec")
    assert compile_prog(launcher, project, env, *extra).returncode == 0
    assert (direct_hits(env), direct_execs(env)) == (2, 2)  # the new state has its entry
    assert run_program(project).stdout == expected


@SANITIZED
def test_direct_hit_execs_where_the_cache_says_the_copy_compiled(launcher, work):
    """The served compile that wrote the entry succeeded with these copies
    and this command, printing nothing on standard output, and no dependency
    file needs mending after: its hits exec the compiler (no fork, no
    cleanup). Same output, status and object as the served compile and as a
    forked hit; the copies stay in their digest directory for the next hit."""
    project, env, tmp_path = work
    flags = ("-Wall", "-Wno-unused-function", "-Wunused-variable")
    (project / "prog.c").write_text(SOURCE.replace("int main(void) {", "int main(void) { int unused;"))
    os.utime(project / "prog.c", (OLD, OLD))
    served = compile_prog(launcher, project, env, *flags)
    assert served.returncode == 0 and "unused" in served.stderr
    assert (direct_hits(env), direct_execs(env)) == (0, 0)  # a first compile never execs
    assert scratch_copies(tmp_path) == []
    served_object = (project / "prog.o").read_bytes()
    helpers.stop_servers(env["SRCINST_SERVER_DIR"])
    for n in range(2):
        (project / "prog.o").unlink()
        hit = compile_prog(launcher, project, env, *flags)
        assert (hit.returncode, hit.stdout, hit.stderr) == (served.returncode, served.stdout, served.stderr)
        assert (direct_hits(env), direct_execs(env)) == (n + 1, n + 1)
        assert (project / "prog.o").read_bytes() == served_object
        assert scratch_copies(tmp_path) == ["prog.c", "scale.h"]  # the header's copy too
    assert python_runs(tmp_path) == 1
    program = run_program(project)
    assert program.stdout == "42\n" and program.stderr.count("leave ") == 2
    stats = run([launcher, "cache"], env=env, cwd=project)
    assert "direct:    2 compiles repeated without Python (2 by exec)\n" in stats.stdout
    # With a dependency file to mend the hit forks, and compiles the same object.
    for _ in range(2):
        (project / "prog.o").unlink()
        assert compile_prog(launcher, project, env, *flags, "-MD").returncode == 0
        assert (project / "prog.o").read_bytes() == served_object
    assert (direct_hits(env), direct_execs(env)) == (3, 2)
    assert scratch_copies(tmp_path) == []  # a forked hit cleans up, as before


def test_copies_an_exec_left_go_when_their_entry_is_replaced(launcher, work):
    project, env, tmp_path = work
    for _ in range(2):
        assert compile_prog(launcher, project, env).returncode == 0
    assert direct_execs(env) == 1 and scratch_copies(tmp_path) == ["prog.c", "scale.h"]
    left = next((tmp_path / "tmp").rglob("prog.c"))
    (project / "prog.c").write_text(SOURCE.replace("twice(21)", "twice(22)"))
    os.utime(project / "prog.c", (OLD + 60, OLD + 60))
    assert compile_prog(launcher, project, env).returncode == 0  # served: its entry replaces the old one
    assert not left.parent.exists() and scratch_copies(tmp_path) == []
    assert compile_prog(launcher, project, env).returncode == 0
    assert direct_execs(env) == 2 and run_program(project).stdout == "44\n"


def test_never_exec_where_the_cache_cannot_say_the_copy_compiled_so(launcher, work):
    project, env, tmp_path = work
    # A compile that writes to standard output: a forked hit replays it
    # before the compiler's messages, as the served compile did.
    assembly = []
    for _ in range(3):
        done = compile_prog(launcher, project, env, "-S", output="-")
        assert done.returncode == 0 and ".file" in done.stdout, done.stderr
        assembly.append(done.stdout)
    assert assembly[0] == assembly[1] == assembly[2]
    assert (direct_hits(env), direct_execs(env)) == (2, 0)
    # A copy that fails to compile: the original is compiled, with a warning, every time.
    add_rule(project, 'entry code="this does not compile;" lang="c"')
    os.utime(project / "spec", (OLD, OLD))
    for _ in range(2):
        failed = compile_prog(launcher, project, env)
        assert failed.returncode == 0 and "did not compile" in failed.stderr
    assert (direct_hits(env), direct_execs(env)) == (2, 0)
    assert "enter" not in run_program(project).stderr


@pytest.mark.parametrize("spec", ["spec", "trace"])
def test_a_repeated_link_execs_the_linker(launcher, work, spec):
    """A link is the command with the runtime's flags (trace) or as it is
    (printf), run without a fallback: once it linked, its direct entry lets
    the launcher exec it, with the same output, status and program."""
    project, env, tmp_path = work
    assert compile_prog_with(launcher, project, env, spec).returncode == 0
    link = [launcher, "-s", spec, "--", "gcc", "-O1", "prog.o", "-o", "prog"]
    served = run(link, cwd=project, env=env)
    assert served.returncode == 0, served.stderr
    for built in Path(env["SRCINST_CACHE_DIR"]).rglob("srcinst_trace.o"):
        os.utime(built, (OLD, OLD))  # the runtime object just built is not trusted to stay as it is
    assert run(link, cwd=project, env=env).returncode == 0  # now with its entry
    execs = direct_execs(env)
    for n in range(2):
        (project / "prog").unlink()
        again = run(link, cwd=project, env=env)
        assert (again.returncode, again.stdout, again.stderr) == (served.returncode, served.stdout, served.stderr)
        assert direct_execs(env) == execs + n + 1
        program = run(["./prog"], cwd=project, env=dict(env, SRCINST_TRACE_PREFIX=str(tmp_path / "prof")))
        assert program.returncode == 0 and program.stdout == "42\n"
        assert (spec == "trace") == bool(list(tmp_path.glob("prof*")))
    # A link that fails leaves no entry: it is never exec'd.
    missing = [launcher, "-s", spec, "--", "gcc", "missing.o", "-o", "prog"]
    failed = [run(missing, cwd=project, env=env) for _ in range(2)]
    assert failed[0].returncode == failed[1].returncode != 0 and failed[0].stderr == failed[1].stderr
    assert direct_execs(env) == execs + 2


def test_no_direct_entry_when_it_could_not_say_the_same(launcher, work):
    project, env, _ = work
    # A source changed a moment ago may change again unseen (changed again
    # before each compile, as a cold server may take seconds on a busy machine).
    (project / "prog.c").write_text(SOURCE)
    for _ in range(2):
        os.utime(project / "prog.c")
        assert compile_prog(launcher, project, env).returncode == 0
    assert direct_hits(env) == 0
    os.utime(project / "prog.c", (OLD, OLD))
    # srcinst's own warnings are printed by every compile.
    add_rule(project, 'entry code="/* @NO_SUCH_KEYWORD@ */" lang="c"')
    os.utime(project / "spec", (OLD, OLD))
    for _ in range(2):
        warned = compile_prog(launcher, project, env)
        assert warned.returncode == 0 and "NO_SUCH_KEYWORD" in warned.stderr
    assert direct_hits(env) == 0
    # The cache turned off.
    (project / "spec").write_text((helpers.REPO / "specs" / "printf.spec").read_text())
    os.utime(project / "spec", (OLD, OLD))
    off = dict(env, SRCINST_CACHE="0")
    for _ in range(2):
        assert compile_prog(launcher, project, off).returncode == 0
    assert direct_hits(env) == 0


@SANITIZED
def test_concurrent_direct_hits(launcher, work):
    project, env, tmp_path = work
    assert compile_prog(launcher, project, env, "-MD").returncode == 0
    expected = (project / "prog.o").read_bytes()
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        done = list(pool.map(lambda n: compile_prog(launcher, project, env, "-MD", output=f"p{n}.o"), range(8)))
    assert [d.returncode for d in done] == [0] * 8, [d.stderr for d in done]
    assert all((project / f"p{n}.o").read_bytes() == expected for n in range(8))
    assert all("srcinst-" not in (project / f"p{n}.d").read_text() for n in range(8))
    assert not [p for p in (tmp_path / "tmp").rglob("*") if p.is_file()]


@SANITIZED
def test_disabled_runs_the_compiler_without_python(launcher, work):
    project, env, tmp_path = work
    off = dict(env, SRCINST_DISABLE="1")
    (project / "bad.c").write_text("int main(void) { return }\n")
    plain = run(["gcc", "-c", "bad.c"], cwd=project, env=env)
    wrapped = run([launcher, "-s", "spec", "--", "gcc", "-c", "bad.c"], cwd=project, env=off)
    assert (wrapped.returncode, wrapped.stderr) == (plain.returncode, plain.stderr) != (0, "")
    missing = run([launcher, "-s", "spec", "--", "no-such-compiler", "-c", "bad.c"], cwd=project, env=off)
    assert missing.returncode == 127 and "cannot run 'no-such-compiler'" in missing.stderr
    assert python_runs(tmp_path) == 0


@pytest.mark.parametrize("value, disabled", [("yes", True), (" TRUE", True), ("no", False), ("off", False)])
def test_disabled_as_settings_spell_it(launcher, work, value, disabled):
    """The launcher reads a flag as srcinst/settings.py does."""
    project, env, tmp_path = work
    wrapped = compile_prog(launcher, project, dict(env, SRCINST_DISABLE=value))
    assert wrapped.returncode == 0, wrapped.stderr
    assert ("enter" in run_program(project).stderr) != disabled
    if disabled:
        assert python_runs(tmp_path) == 0


@pytest.mark.parametrize("name", ["SRCINST_DISABLE", "SRCINST_SERVER", "SRCINST_CACHE"])
def test_a_flag_python_rejects_goes_to_python_which_says_so(launcher, work, name):
    """Nor a pass-through, a server or a direct hit on a value srcinst cannot
    read: Python reports it, GCC-style, and nothing is compiled."""
    project, env, tmp_path = work
    for _ in range(2):  # the second could be a direct hit
        assert compile_prog(launcher, project, env).returncode == 0
    (project / "prog.o").unlink()
    done = compile_prog(launcher, project, dict(env, **{name: "perhaps"}))
    assert (done.returncode, done.stderr) == (1, f"srcinst: error: {name}=perhaps: not a flag (use 1 or 0)\n")
    assert not (project / "prog.o").exists()


def test_ccache_behind_a_direct_hit_hits_too(launcher, work):
    if shutil.which("ccache") is None:
        pytest.skip("ccache not installed")
    project, env, tmp_path = work
    env = dict(env, CCACHE_DIR=str(tmp_path / "ccache"))
    command = [launcher, "-s", "spec", "--", "ccache", "gcc", "-c", "prog.c", "-o", "prog.o"]
    for _ in range(3):
        assert run(command, cwd=project, env=env, timeout=300).returncode == 0
    assert direct_hits(env) == 2
    stats = run(["ccache", "--print-stats"], env=env).stdout
    counts = dict(line.split("\t") for line in stats.splitlines() if "\t" in line)
    assert int(counts.get("direct_cache_hit", 0)) + int(counts.get("preprocessed_cache_hit", 0)) == 2


def test_a_spec_file_made_later_shadows_the_built_in(launcher, work):
    # `-s printf.spec` names the built-in spec until a file of that name is
    # there: then that file is read, as srcinst-python would.
    project, env, _ = work
    for _ in range(2):
        assert compile_prog_with(launcher, project, env, "printf.spec").returncode == 0
    assert direct_hits(env) == 1
    local = project / "printf.spec"
    local.write_text((project / "spec").read_text())
    add_rule(project, 'entry code="fputs(\\"local spec\\\\n\\", stderr);" lang="c"')
    shutil.copy(project / "spec", local)
    os.utime(local, (OLD, OLD))
    assert compile_prog_with(launcher, project, env, "printf.spec").returncode == 0
    assert direct_hits(env) == 1
    assert "local spec" in run_program(project).stderr


@SANITIZED
def test_dependency_file_on_a_pipe(launcher, work):
    # -MF /dev/stdout, through a link of the test's own: the machine's
    # /dev/stdout is shared by all its processes, and on one CI run nothing
    # written to it came out (the compile succeeded; not seen here).
    project, env, tmp_path = work
    stdout = tmp_path / "stdout"
    stdout.symlink_to("/proc/self/fd/1")
    outputs = []
    for _ in range(2):
        done = run([launcher, "-s", "spec", "--", "gcc", "-MD", "-MF", stdout, "-c", "prog.c", "-o", "prog.o"],
                   cwd=project, env=env, timeout=60)
        assert done.returncode == 0, done.stderr
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1] and "prog.c" in outputs[0]


@SANITIZED
def test_launch_record_holds_without_a_locale(launcher, work):
    # Python coerces a C locale (PEP 538) in its own environment; the record
    # is matched on the launcher's.
    project, env, tmp_path = work
    bare = {k: v for k, v in env.items() if k not in ("LANG", "LC_ALL", "LC_CTYPE")}
    for n in range(3):
        assert compile_prog(launcher, project, bare, output=f"bare{n}.o").returncode == 0
    assert python_runs(tmp_path) == 1
