"""The compiler wrapper in front of distcc, icecc and sccache, with their
daemons started here on loopback.

srcinst instruments on the machine that runs make; distcc and icecc then
preprocess the instrumented copy there and send it to a daemon, which
compiles it. Each test starts its own daemon on free ports (state and logs
under its own directories, stopped after, bounded by `timeout`), and proves
from the tools' own logs and counters that the copies, not the originals,
were compiled by the daemon, with no fallback to a local compile; that the
program built from them prints what the plain build prints and records its
calls; and that the wrapper parsed with the compiler behind the tool (the
probe srcinst keeps of each compiler it asked).

sccache is tested as a local cache: Debian's sccache 0.4 is built without
its dist client (`sccache --dist-status`: "dist-client feature not
selected") and ships no sccache-dist, so it cannot distribute here.
"""
from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path

import helpers
import pytest
from helpers import describe, text
from test_ccache import EVENT_RE, env_for, run
from trace_helpers import nesting_problems, read_trace, short_name

DAEMON_LIFETIME = 120  # seconds: `timeout` ends a daemon a test failed to stop

MAIN_C = """\
#include <stdio.h>

int work(int n);

static int twice(int x)
{
    return 2 * x;
}

int main(void)
{
    int i, s = 0;
    for (i = 0; i < 3; i++)
        s += twice(work(i));
    printf("%d\\n", s);
    return 0;
}
"""
WORK_C = """\
static int square(int x)
{
    return x * x;
}

int work(int n)
{
    return square(n) + 1;
}
"""
CALLS = Counter({"main": 1, "twice": 3, "work": 3, "square": 3})
STDOUT = b"16\n"  # 2 * (1 + 2 + 5)

MAKEFILE = """\
app: main.o work.o
\t$(CC) main.o work.o -o app
%.o: %.c
\t$(CC) -c $< -o $@
"""


# --------------------------------------------------------------------------
# Daemons


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def daemon(argv: Sequence[str], log: Path, env: dict[str, str] | None = None) -> Iterator[subprocess.Popen]:
    """A daemon in its own process group (its forked workers too), its
    output in `log`; the whole group is stopped after."""
    with open(log, "ab") as out:
        proc = subprocess.Popen(["timeout", str(DAEMON_LIFETIME), *argv], stdin=subprocess.DEVNULL,
                                stdout=out, stderr=out, env=env, start_new_session=True)
    try:
        yield proc
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(5)


def wait_for(condition, what: str, proc: subprocess.Popen | None = None, seconds: float = 10) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert proc is None or proc.poll() is None, f"{what}: the daemon exited ({proc.returncode})"
        assert time.monotonic() < deadline, f"{what}: not within {seconds} s"
        time.sleep(0.05)


def accepts(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


@contextlib.contextmanager
def distccd(tmp_path: Path) -> Iterator[tuple[int, Path]]:
    """distccd on 127.0.0.1 and a free port; (port, its log). As root it
    runs the compiles as the distcc user (the log is our file, inherited)."""
    port, log = free_port(), tmp_path / "distccd.log"
    argv = ["distccd", "--daemon", "--no-detach", "--listen", "127.0.0.1", "--port", str(port),
            "--allow", "127.0.0.1", "--jobs", "2", "--log-stderr", "--log-level", "info"]
    with daemon(argv, log) as proc:
        wait_for(lambda: accepts(port), "distccd listening", proc)
        yield port, log


def distcc_env(tmp_path: Path, port: int, **extra: str) -> dict[str, str]:
    """Every compile to the daemon, none local: no fallback, no local retry."""
    (tmp_path / "distcc").mkdir(exist_ok=True)
    return env_for(tmp_path, DISTCC_HOSTS=f"127.0.0.1:{port}/2", DISTCC_FALLBACK="0",
                   DISTCC_SKIP_LOCAL_RETRY="1", DISTCC_VERBOSE="1", DISTCC_LOG=str(tmp_path / "distcc.log"),
                   DISTCC_DIR=str(tmp_path / "distcc"), **extra)


# --------------------------------------------------------------------------
# What ran where


def scratch_copy(env: dict[str, str], name: str) -> re.Pattern:
    """The path of the instrumented copy of `name` (a digest directory in TMPDIR)."""
    return re.compile(re.escape(f"{env['TMPDIR']}/srcinst-{os.getuid()}/") + r"[0-9a-f]{20}/" + re.escape(name))


def distccd_compiles(log: Path) -> list[str]:
    """The files distccd compiled (its job summaries)."""
    return re.findall(r"COMPILE_OK .* (\S+)$", log.read_text(errors="replace"), re.M)


def check_distcc_compiled(env: dict[str, str], log: Path, port: int, names: Sequence[str]) -> None:
    """distccd compiled the instrumented copy of each file in `names`, the
    client says so, and nothing fell back to a local compile."""
    wait_for(lambda: len(distccd_compiles(log)) >= len(names), "distccd's job summaries")
    remote = distccd_compiles(log)
    client = (Path(env["DISTCC_LOG"]).read_text(errors="replace") if Path(env["DISTCC_LOG"]).exists() else "")
    context = f"distccd compiled {remote}\n--- distcc's log ---\n{helpers.tail(client, 30)}"
    for name in names:
        copy = scratch_copy(env, name)
        assert sum(bool(copy.fullmatch(path)) for path in remote) == 1, f"{name}: no remote compile\n{context}"
        assert re.search(rf"compile {copy.pattern} on 127\.0\.0\.1:{port}/2 completed ok", client), context
    assert len(remote) == len(names), context
    assert not re.search(r"retrying locally|fallback|failed to distribute", client), context


def probed_compilers(env: dict[str, str]) -> set[str]:
    """The compilers srcinst asked for headers and macros."""
    probes = Path(env["SRCINST_CACHE_DIR"]) / "probes"
    return {json.loads(p.read_text())["compiler"] for p in probes.glob("*.json")}


def check_program(tmp_path: Path, exe: Path, env: dict[str, str], suffix: str = ".c",
                  spec: str = "trace") -> None:
    """Prints what the plain build prints, and records every call: in its
    trace (the trace spec) or as enter/leave lines on stderr (printf)."""
    out = tmp_path / "trace-out"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir()
    r = helpers.run_cmd([exe], cwd=tmp_path, env=dict(env, SRCINST_TRACE_PREFIX=str(out / "t"),
                                                       SRCINST_TRACE_FORMAT="json"))
    assert r.returncode == 0 and r.stdout == STDOUT, describe(r)
    files = {"main" + suffix, "work" + suffix}
    if spec == "printf":
        events = [m.groups() for m in map(EVENT_RE.match, text(r.stderr).splitlines()) if m]
        assert Counter(short_name(name) for kind, name, _, _ in events if kind == "enter") == CALLS, describe(r)
        assert Counter(kind for kind, *_ in events) == {"enter": 10, "leave": 10}, describe(r)
        assert {file for _, _, file, _ in events} == files
        return
    traces = sorted(out.glob("t.*.json"))
    assert len(traces) == 1, sorted(p.name for p in out.iterdir())
    calls = [e for e in read_trace(traces[0])["traceEvents"] if e.get("ph") == "X"]
    assert Counter(short_name(e["name"]) for e in calls) == CALLS
    assert {e["args"]["file"] for e in calls} == files
    assert not nesting_problems(calls)


def write_program(directory: Path, suffix: str = ".c") -> None:
    directory.mkdir(parents=True, exist_ok=True)
    (directory / f"main{suffix}").write_text(MAIN_C)
    (directory / f"work{suffix}").write_text(WORK_C)
    (directory / "Makefile").write_text(MAKEFILE)


def plain_stdout(tmp_path: Path, env: dict[str, str]) -> bytes:
    plain = tmp_path / "plain"
    write_program(plain)
    run(["gcc", "main.c", "work.c", "-o", "app"], plain, env, "plain build")
    return helpers.run_cmd([plain / "app"], cwd=plain).stdout


def wrapped(*command: str, spec: str = "trace") -> list[str]:
    return ["srcinst", "-s", spec, "--strict", "--", *command]


# --------------------------------------------------------------------------
# distcc


needs_distcc = pytest.mark.skipif(shutil.which("distcc") is None or shutil.which("distccd") is None,
                                  reason="distcc not installed")


@needs_distcc
def test_make_j2_through_distcc_compiles_the_copies_remotely(tmp_path):
    """The issue's command, `make -j2 CC="srcinst -s trace --strict --
    distcc gcc"`: both instrumented copies compiled by the daemon, the link
    on this machine with the trace runtime, the program as the plain one."""
    with helpers.server_directory() as servers, distccd(tmp_path) as (port, log):
        env = distcc_env(tmp_path, port, SRCINST_SERVER_DIR=str(servers))
        assert plain_stdout(tmp_path, env) == STDOUT
        build = tmp_path / "build"
        write_program(build)
        cc = " ".join(wrapped("distcc", "gcc"))
        run(["make", "-j2", f"CC={cc}", "app"], build, env, "make -j2", timeout=120)
        check_distcc_compiled(env, log, port, ["main.c", "work.c"])
    assert probed_compilers(env) == {"gcc"}
    check_program(tmp_path, build / "app", env)


def masquerade(tmp_path: Path, tool: str, names: Sequence[str] = ("gcc",)) -> Path:
    """A masquerade directory, as /usr/lib/distcc: each compiler's name a link to the tool."""
    directory = tmp_path / f"{tool}-masquerade"
    directory.mkdir(exist_ok=True)
    for name in names:
        (directory / name).symlink_to(shutil.which(tool) or tool)
    return directory


# form: (command before the arguments, extra environment, the compiler the parse asks)
DISTCC_FORMS = {
    "distcc-gcc": (["distcc", "gcc"], {}, "gcc"),
    "distcc-g++": (["distcc", "g++"], {}, "g++"),
    "CC=distcc": (["distcc"], {}, "cc"),
    "masquerade": (["gcc"], {"masquerade": "distcc"}, "real gcc"),
    "masquerade-g++": (["g++"], {"masquerade": "distcc"}, "real g++"),
    "ccache-distcc-gcc": (["ccache", "distcc", "gcc"], {}, "gcc"),
    "CCACHE_PREFIX=distcc": (["ccache", "gcc"], {"CCACHE_PREFIX": "distcc"}, "gcc"),
}


@needs_distcc
@pytest.mark.parametrize("form", list(DISTCC_FORMS))
def test_distcc_forms(tmp_path, form):
    """Each way of putting distcc in a build, behind the wrapper: the copies
    are compiled by the daemon, the parse used the compiler distcc runs
    (cc for a bare `distcc`; for a masquerade link, the compiler after it on
    PATH), and the program is the plain one."""
    command, extra, compiler = DISTCC_FORMS[form]
    if "ccache" in command and shutil.which("ccache") is None:
        pytest.skip("ccache not installed")
    suffix = ".cpp" if compiler.endswith("g++") else ".c"
    if compiler.startswith("real "):
        compiler = shutil.which(compiler[len("real "):]) or compiler
    with helpers.server_directory() as servers, distccd(tmp_path) as (port, log):
        env = distcc_env(tmp_path, port, SRCINST_SERVER_DIR=str(servers))
        if extra.get("masquerade"):
            env["PATH"] = f"{masquerade(tmp_path, extra['masquerade'], ['gcc', 'g++'])}{os.pathsep}{env['PATH']}"
        else:
            env.update(extra)
        build = tmp_path / "build"
        write_program(build, suffix)
        names = ["main" + suffix, "work" + suffix]
        for name in names:
            run(wrapped(*command, "-c", name, "-o", name.split(".")[0] + ".o", spec="printf"), build, env,
                f"compile {name}")
        run(wrapped(*command, "main.o", "work.o", "-o", "app", spec="printf"), build, env, "link")
        check_distcc_compiled(env, log, port, names)
    assert probed_compilers(env) == {compiler}
    check_program(tmp_path, build / "app", env, suffix, spec="printf")


@needs_distcc
def test_strict_syntax_check_is_not_sent_to_distcc(tmp_path):
    """--strict compiles the original with -fsyntax-only when the copy warns
    of an implicit declaration, to see whether the original does too (here
    it does). That check runs gcc alone: through distcc it was compiled
    remotely and wrote an empty object over the copy's."""
    with helpers.server_directory() as servers, distccd(tmp_path) as (port, log):
        env = distcc_env(tmp_path, port, SRCINST_SERVER_DIR=str(servers))
        build = tmp_path / "build"
        build.mkdir()
        (build / "old.c").write_text("#include <stdio.h>\nint main(void) { return later(); }\n"
                                     "int later(void) { puts(\"later\"); return 3; }\n")
        r = run(wrapped("distcc", "gcc", "-c", "old.c", "-o", "old.o", spec="printf"), build, env, "compile")
        assert "implicit declaration of function" in text(r.stderr), describe(r)
        check_distcc_compiled(env, log, port, ["old.c"])
    run(["gcc", "old.o", "-o", "old"], build, env, "link")
    done = helpers.run_cmd([build / "old"], cwd=build)
    assert done.returncode == 3 and done.stdout == b"later\n", describe(done)
    assert "enter int later" in text(done.stderr), describe(done)


@needs_distcc
@pytest.mark.skipif(shutil.which("gfortran") is None, reason="gfortran not installed")
def test_distcc_compiles_fortran_here(tmp_path):
    """distcc 3.4 does not send Fortran: `srcinst -- distcc gfortran` runs
    gfortran here on the instrumented copy (distcc says so; no failure
    although falling back is forbidden), and the program is instrumented."""
    with helpers.server_directory() as servers, distccd(tmp_path) as (port, log):
        env = distcc_env(tmp_path, port, SRCINST_SERVER_DIR=str(servers))
        build = tmp_path / "build"
        build.mkdir()
        (build / "m.f90").write_text("program p\n  call s()\ncontains\n  subroutine s()\n"
                                     "    print *, 'hi'\n  end subroutine\nend program\n")
        run(wrapped("distcc", "gfortran", "-c", "m.f90", "-o", "m.o", spec="printf"), build, env, "compile")
        run(wrapped("distcc", "gfortran", "m.o", "-o", "m", spec="printf"), build, env, "link")
        client = Path(env["DISTCC_LOG"]).read_text(errors="replace")
        assert re.search(rf"exec on localhost: gfortran .*{scratch_copy(env, 'm.f90').pattern}", client), client
        assert distccd_compiles(log) == []
    done = helpers.run_cmd([build / "m"], cwd=build)
    assert done.returncode == 0 and done.stdout.split() == [b"hi"], describe(done)
    assert re.findall(r"^ ?(enter|leave) (\S+)", text(done.stderr), re.M) == [
        ("enter", "p"), ("enter", "p::s"), ("leave", "p::s"), ("leave", "p")], describe(done)


# --------------------------------------------------------------------------
# sccache, as a local cache


@contextlib.contextmanager
def sccache_server(env: dict[str, str]) -> Iterator[None]:
    """sccache's server on a free port, its cache in the test's directory."""
    env.update(SCCACHE_SERVER_PORT=str(free_port()), SCCACHE_IDLE_TIMEOUT=str(DAEMON_LIFETIME),
               SCCACHE_DIR=str(Path(env["TMPDIR"]).parent / "sccache"))
    run(["sccache", "--start-server"], Path(env["TMPDIR"]), env, "sccache --start-server")
    try:
        yield
    finally:
        subprocess.run(["sccache", "--stop-server"], env=env, capture_output=True, timeout=30)


def sccache_stats(env: dict[str, str]) -> dict:
    r = run(["sccache", "--show-stats", "--stats-format", "json"], Path(env["TMPDIR"]), env, "sccache --show-stats")
    stats = json.loads(r.stdout)["stats"]
    return {"requests": stats["compile_requests"], "executed": stats["requests_executed"],
            "hits": sum(stats["cache_hits"]["counts"].values()),
            "misses": sum(stats["cache_misses"]["counts"].values()),
            "not cached": stats["requests_not_cacheable"] + stats["non_cacheable_compilations"]}


@pytest.mark.skipif(shutil.which("sccache") is None, reason="sccache not installed")
def test_make_through_sccache_caches_the_copies(tmp_path):
    """`make -j2 CC="srcinst -s printf --strict -- sccache gcc"`, then again
    after removing what it built: sccache compiles both instrumented copies
    the first time and takes both from its cache the second (a copy's path
    and bytes depend only on the original's path and the instrumented
    text), with the same object bytes; the parse asked gcc, not sccache; the
    program is the plain one."""
    build = tmp_path / "build"
    write_program(build)
    cc = " ".join(wrapped("sccache", "gcc", spec="printf"))
    with helpers.server_directory() as servers:
        env = env_for(tmp_path, SRCINST_SERVER_DIR=str(servers))
        with sccache_server(env):
            objects = []
            for expected in ({"hits": 0, "misses": 2}, {"hits": 2, "misses": 2}):
                for built in ("main.o", "work.o", "app"):
                    (build / built).unlink(missing_ok=True)
                run(["make", "-j2", f"CC={cc}", "app"], build, env, "make", timeout=120)
                stats = sccache_stats(env)
                assert {k: stats[k] for k in expected} == expected and stats["not cached"] == 0, stats
                objects.append([(build / o).read_bytes() for o in ("main.o", "work.o")])
    assert objects[0] == objects[1]
    plain = tmp_path / "plain"
    write_program(plain)
    run(["gcc", "-c", "main.c"], plain, env, "plain compile")
    assert objects[0][0] != (plain / "main.o").read_bytes(), "the object was not instrumented"
    assert probed_compilers(env) == {"gcc"}
    check_program(tmp_path, build / "app", env, spec="printf")


# --------------------------------------------------------------------------
# icecc, through its local daemon


@contextlib.contextmanager
def iceccd_alone(tmp_path: Path) -> Iterator[tuple[dict[str, str], Path]]:
    """iceccd with no scheduler, on its own socket (icecc's test mode,
    ICECC_TEST_SOCKET); (the environment for icecc, the daemon's log). As
    root the daemon runs as the icecc user: its directory is that user's,
    made in /tmp (pytest's directories are private to root)."""
    state = Path(tempfile.mkdtemp(prefix="iceccd-", dir="/tmp"))
    try:
        if os.geteuid() == 0:
            user = next((u for u in ("icecc", "nobody") if _uid(u) is not None), None)
            if user is not None:
                os.chown(state, _uid(user), -1)
                state.chmod(0o755)
        ports = f"{free_port()}:{free_port()}"
        env = dict(os.environ, ICECC_TESTS="1", ICECC_TEST_SCHEDULER_PORTS=ports,
                   ICECC_TEST_SOCKET=str(state / "socket"), HOME=os.environ.get("HOME", str(tmp_path)))
        argv = ["iceccd", "--no-remote", "-b", str(state / "envs"), "-l", str(state / "iceccd.log"),
                "-n", f"srcinst{os.getpid()}", "-N", "local", "-m", "2", "-p", str(free_port()), "-vvv"]
        with daemon(argv, tmp_path / "iceccd.out", env) as proc:
            wait_for(lambda: (state / "socket").is_socket(), "iceccd's socket", proc)
            # No host to send to: the environment icecc names is never sent
            # (ICECC_VERSION spares the daemon packing the native one).
            empty = tmp_path / "no-environment.tar"
            subprocess.run(["tar", "cf", str(empty), "-T", "/dev/null"], check=True)
            yield {"ICECC_TEST_SOCKET": str(state / "socket"), "ICECC_VERSION": str(empty),
                   "ICECC_DEBUG": "debug", "ICECC_LOGFILE": str(tmp_path / "icecc.log")}, state / "iceccd.log"
    finally:
        shutil.rmtree(state, ignore_errors=True)


def _uid(user: str) -> int | None:
    import pwd
    try:
        return pwd.getpwnam(user).pw_uid
    except KeyError:
        return None


@pytest.mark.skipif(shutil.which("icecc") is None or shutil.which("iceccd") is None, reason="icecc not installed")
@pytest.mark.parametrize("form", ["icecc-g++", "masquerade"])
def test_icecc_runs_the_copies_through_its_daemon(tmp_path, form):
    """`srcinst -s printf --strict -- icecc g++`, and the masquerade form (g++
    a link to icecc first on PATH, as /usr/lib/icecc/bin): each compile goes
    to iceccd, which has no other host and has icecc build it here; icecc's
    log shows it ran g++ on the instrumented copy. The parse asked g++ (the
    masquerade's: the g++ after it on PATH), and the program is the plain one.
    Compiles on a second host: test_icecc_compiles_on_another_host."""
    real_gxx = shutil.which("g++")
    with helpers.server_directory() as servers, iceccd_alone(tmp_path) as (icecc_env, daemon_log):
        env = env_for(tmp_path, SRCINST_SERVER_DIR=str(servers), **icecc_env)
        command = ["icecc", "g++"]
        if form == "masquerade":
            env["PATH"] = f"{masquerade(tmp_path, 'icecc', ['g++'])}{os.pathsep}{env['PATH']}"
            command = ["g++"]
        build = tmp_path / "build"
        write_program(build, ".cpp")
        for name in ("main.cpp", "work.cpp"):
            run(wrapped(*command, "-c", name, "-o", name[:-4] + ".o", spec="printf"), build, env, f"compile {name}")
        run(wrapped(*command, "main.o", "work.o", "-o", "app", spec="printf"), build, env, "link")
        log = Path(icecc_env["ICECC_LOGFILE"]).read_text(errors="replace")
        for name in ("main.cpp", "work.cpp"):
            copy = scratch_copy(env, name).pattern
            assert re.search(rf"preparing {copy} to be compiled", log), log
            assert re.search(rf"invoking: {re.escape(real_gxx or 'g++')} .*{copy}", log), log
        assert log.count("building myself, but telling localhost") == 2, log
        wait_for(lambda: len(re.findall(r"handle_job_done \d+ 0$", daemon_log.read_text(), re.M)) == 2,
                 "iceccd's two jobs done")
    assert probed_compilers(env) == {real_gxx if form == "masquerade" else "g++"}
    check_program(tmp_path, build / "app", env, ".cpp", spec="printf")


# --------------------------------------------------------------------------
# icecc, on another host


def _frozen_proc_stat_works(state: Path) -> bool:
    """A mount namespace can show a daemon a still copy of /proc/stat (root, unshare)."""
    if os.geteuid() != 0 or shutil.which("unshare") is None:
        return False
    probe = state / "probe"
    probe.write_text("cpu  1 2 3 4 5 0 0 0 0 0\n")
    r = subprocess.run(["unshare", "-m", "sh", "-c", 'mount --bind "$0" /proc/stat && head -1 /proc/stat', str(probe)],
                       capture_output=True, timeout=30)
    return r.returncode == 0 and r.stdout == probe.read_bytes()


@contextlib.contextmanager
def icecream_farm(tmp_path: Path) -> Iterator[tuple[dict[str, str], Path, int]]:
    """icecc-scheduler, the build machine's iceccd (--no-remote: it compiles
    nothing itself) and a second host's iceccd, all on loopback, each on its
    own ports and network name; (icecc's environment, the second host's log,
    its port). icecc's test mode (ICECC_TEST_REMOTEBUILD) makes the client
    send a job to 127.0.0.1 as to any host rather than build it itself.

    The two daemons share this machine's CPUs, and iceccd takes no job while
    /proc/stat says its CPUs are busy (a load of 1000 per mille), which a
    test suite on every core makes them: the second host's daemon reads a
    copy of /proc/stat made at its start (bound over it in its own mount
    namespace), so it reports the idle machine a build farm's host is."""
    state = Path(tempfile.mkdtemp(prefix="icecream-", dir="/tmp"))
    try:
        if not _frozen_proc_stat_works(state):
            pytest.skip("needs root and unshare -m to give the second iceccd an idle /proc/stat")
        state.chmod(0o755)  # the daemons run as the icecc user
        user = next((u for u in ("icecc", "nobody") if _uid(u) is not None), None)
        for name in ("scheduler", "local", "remote"):
            (state / name).mkdir()
            if user is not None:
                os.chown(state / name, _uid(user), -1)
        (state / "stat").write_bytes(Path("/proc/stat").read_bytes())
        netname, scheduler, remote_port = f"srcinst{os.getpid()}", free_port(), free_port()
        env = dict(os.environ, ICECC_TESTS="1", ICECC_TEST_SCHEDULER_PORTS=f"{free_port()}:{free_port()}")
        local_env = dict(env, ICECC_TEST_SOCKET=str(state / "local" / "socket"))

        def iceccd(name: str, port: int) -> list[str]:
            return ["iceccd", "-s", f"127.0.0.1:{scheduler}", "-n", netname, "-N", name, "-p", str(port),
                    "-b", str(state / name / "envs"), "-l", str(state / name / "iceccd.log"), "-m", "2", "-vvv"]

        with contextlib.ExitStack() as stack:
            stack.enter_context(daemon(["icecc-scheduler", "-p", str(scheduler), "-n", netname, "-l",
                                        str(state / "scheduler" / "scheduler.log"), "-vvv"],
                                       tmp_path / "scheduler.out", env))
            remote = stack.enter_context(daemon(["unshare", "-m", "sh", "-c",
                                                 'mount --bind "$0" /proc/stat && exec "$@"', str(state / "stat"),
                                                 *iceccd("remote", remote_port)], tmp_path / "remote.out", env))
            local = stack.enter_context(daemon([*iceccd("local", free_port()), "--no-remote"],
                                               tmp_path / "local.out", local_env))
            for name, proc in (("local", local), ("remote", remote)):
                log = state / name / "iceccd.log"
                wait_for(lambda log=log: log.exists() and "Connected to scheduler" in log.read_text(errors="replace"),
                         f"the {name} iceccd logged in to the scheduler", proc, seconds=60)
            yield ({"ICECC_TEST_SOCKET": local_env["ICECC_TEST_SOCKET"], "ICECC_TEST_REMOTEBUILD": "1",
                    "ICECC_PREFERRED_HOST": "remote", "ICECC_TESTS": "1", "ICECC_DEBUG": "debug",
                    "ICECC_LOGFILE": str(tmp_path / "icecc.log")}, state / "remote" / "iceccd.log", remote_port)
    finally:
        shutil.rmtree(state, ignore_errors=True)


@pytest.mark.skipif(not all(shutil.which(t) for t in ("icecc", "iceccd", "icecc-scheduler")),
                    reason="icecc not installed")
def test_icecc_compiles_on_another_host(tmp_path):
    """`make -j2 CXX="srcinst -s printf --strict -- icecc g++"`: the scheduler
    sends each instrumented copy to the other host's iceccd, which compiles
    it there (in a chroot of the environment icecc packed and sent); the
    client's log names that host for both jobs and never built one itself,
    the other host's log has both jobs done, and the program linked from
    their objects records its calls and prints what the plain build prints.
    The first job waits for icecc to pack the compiler (10 to 30 s here)."""
    with helpers.server_directory() as servers, icecream_farm(tmp_path) as (icecc_env, remote_log, port):
        env = env_for(tmp_path, SRCINST_SERVER_DIR=str(servers), **icecc_env)
        build = tmp_path / "build"
        write_program(build, ".cpp")
        (build / "Makefile").write_text(MAKEFILE.replace("CC", "CXX").replace("%.c", "%.cpp"))
        compiler = " ".join(wrapped("icecc", "g++", spec="printf"))
        r = helpers.run_cmd(["make", "-j2", f"CXX={compiler}"], cwd=build, env=env, timeout=300)
        assert r.returncode == 0, describe(r)
        log = Path(icecc_env["ICECC_LOGFILE"]).read_text(errors="replace")
        for name in ("main.cpp", "work.cpp"):
            assert re.search(rf"preparing {scratch_copy(env, name).pattern} to be compiled", log), log
        assert len(re.findall(rf"Have to use host 127\.0\.0\.1:{port} ", log)) == 2, log
        assert "building myself" not in log and "local build" not in log.lower(), log
        remote = remote_log.read_text(errors="replace")
        compiled = sorted(re.findall(r"remote compile for file (\S+)", remote), key=lambda path: Path(path).name)
        assert len(compiled) == 2 and all(scratch_copy(env, name).fullmatch(path)
                                          for name, path in zip(("main.cpp", "work.cpp"), compiled)), remote
        assert remote.count("Remote compilation completed with exit code 0") == 2, remote
    assert probed_compilers(env) == {"g++"}
    check_program(tmp_path, build / "app", env, ".cpp", spec="printf")
