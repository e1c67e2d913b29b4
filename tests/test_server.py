"""The resident server behind the compiler wrapper: a compile through it does
exactly what the same compile does in one process (bytes, output, status,
directory, environment), and it starts, falls back and stops as documented."""
from __future__ import annotations

import fcntl
import json
import os
import resource
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import helpers
import pytest

SOURCE = """#include <stdio.h>
static int twice(int x) { if (x < 0) return 0; return 2 * x; }
int main(void) { printf("%d\\n", twice(21)); return 0; }
"""


def env_for(tmp_path: Path, server_dir: Path, **extra) -> dict:
    env = helpers.srcinst_env()
    for key in ("SRCINST_SPEC", "SRCINST_OPTIONS", "SRCINST_DISABLE", "SRCINST_SERVER"):
        env.pop(key, None)
    tmp = tmp_path / "tmp"
    tmp.mkdir(exist_ok=True)
    env.update(TMPDIR=str(tmp), SRCINST_SERVER_DIR=str(server_dir), LC_ALL="C", **helpers.CLIENT_SANITIZER_ENV,
               **extra)
    return env


def srcinst(args, cwd, env):
    return helpers.run_cmd([sys.executable, "-m", "srcinst", *args], cwd=cwd, env=env,
                           timeout=helpers.COMPILE_TIMEOUT)


@pytest.fixture
def server_dir():
    with helpers.server_directory() as directory:
        yield directory


def running_pid(server_dir: Path):
    pids = list(server_dir.glob("*.pid"))
    return int(pids[0].read_text()) if pids else None


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    return True


def test_compile_through_server_equals_in_process(tmp_path, server_dir):
    (tmp_path / "prog.c").write_text(SOURCE)
    compile_ = ["-s", "printf", "--", "gcc", "-O1", "-c", "prog.c", "-o"]
    served = srcinst(compile_ + ["served.o"], tmp_path, env_for(tmp_path, server_dir))
    assert served.returncode == 0, served.stderr
    pid = running_pid(server_dir)
    assert pid is not None and alive(pid), "the first wrapped compile starts a server"
    again = srcinst(compile_ + ["again.o"], tmp_path, env_for(tmp_path, server_dir))
    assert again.returncode == 0, again.stderr
    assert running_pid(server_dir) == pid, "the second compile uses the same server"
    local = srcinst(compile_ + ["local.o"], tmp_path, env_for(tmp_path, server_dir, SRCINST_SERVER="0"))
    assert local.returncode == 0, local.stderr
    assert (tmp_path / "served.o").read_bytes() == (tmp_path / "local.o").read_bytes()
    assert (tmp_path / "again.o").read_bytes() == (tmp_path / "local.o").read_bytes()
    link = helpers.run_cmd(["gcc", "served.o", "-o", "prog"], cwd=tmp_path)
    assert link.returncode == 0
    run = helpers.run_cmd([str(tmp_path / "prog")], cwd=tmp_path)
    assert run.stdout.strip() == b"42"
    assert b"twice" in run.stderr, "the object from the server is instrumented"


@pytest.mark.parametrize("options, extra_env", [
    (["--spec", "printf", "--keep", "--no-line-markers"], {}),
    (["-v", "-s", "printf", "--strict"], {}),
    (["-s", "nosuch"], {}),
    ([], {"SRCINST_OPTIONS": "--keep -s printf"}),
])
def test_wrapper_options_through_server_equal_in_process(tmp_path, server_dir, options, extra_env):
    # Served, the plain ones are read without click's parser (the server
    # remembered its defaults); the outcome is the same, messages and all.
    (tmp_path / "prog.c").write_text(SOURCE)
    outcomes = []
    for server in ("1", "0"):
        where = tmp_path / server
        where.mkdir()
        shutil.copy(tmp_path / "prog.c", where)
        env = env_for(tmp_path, server_dir, SRCINST_SERVER=server, **extra_env)
        warm_up([sys.executable, "-m", "srcinst"], where, env)
        done = srcinst([*options, "--", "gcc", "-c", "prog.c", "-o", "prog.o"], where, env)
        kept = sorted(p.relative_to(where).as_posix() for p in (where / "srcinst-inst").rglob("*")) \
            if (where / "srcinst-inst").exists() else []
        objects = (where / "prog.o").read_bytes() if (where / "prog.o").exists() else None
        outcomes.append((done.returncode, done.stdout, done.stderr, kept, objects))
    assert running_pid(server_dir) is not None
    assert outcomes[0] == outcomes[1]


def test_output_and_status_pass_through(tmp_path, server_dir):
    (tmp_path / "bad.c").write_text("int main(void) { return undeclared_name; }\n")
    args = ["-s", "printf", "--", "gcc", "-c", "bad.c", "-o", "bad.o"]
    served = srcinst(args, tmp_path, env_for(tmp_path, server_dir))
    local = srcinst(args, tmp_path, env_for(tmp_path, server_dir, SRCINST_SERVER="0"))
    assert running_pid(server_dir) is not None
    assert served.returncode == local.returncode != 0
    assert served.stderr == local.stderr and b"undeclared_name" in served.stderr
    assert served.stdout == local.stdout


def test_worker_takes_directory_and_environment(tmp_path, server_dir):
    sub = tmp_path / "sub"
    sub.mkdir()
    (sub / "prog.c").write_text(SOURCE)
    spec = tmp_path / "mine.spec"
    spec.write_text('entry code="fputs(\\"MINE-ENTRY\\\\n\\", stderr);"\n')
    env = env_for(tmp_path, server_dir, SRCINST_SPEC=str(spec))
    first = srcinst(["--", "gcc", "-c", "prog.c", "-o", "prog.o"], sub, env)
    assert first.returncode == 0, first.stderr
    assert running_pid(server_dir) is not None
    helpers.run_cmd(["gcc", "prog.o", "-o", "prog"], cwd=sub)
    run = helpers.run_cmd([str(sub / "prog")], cwd=sub)
    assert run.stderr.count(b"MINE-ENTRY") == 2, run.stderr
    # Same server, other settings: SRCINST_DISABLE=1 compiles the original.
    env["SRCINST_DISABLE"] = "1"
    plain = srcinst(["--", "gcc", "-c", "prog.c", "-o", "plain.o"], sub, env)
    assert plain.returncode == 0
    helpers.run_cmd(["gcc", "plain.o", "-o", "plain"], cwd=sub)
    assert b"MINE-ENTRY" not in helpers.run_cmd([str(sub / "plain")], cwd=sub).stderr


def test_stale_socket_is_replaced(tmp_path, server_dir):
    env = env_for(tmp_path, server_dir)
    where = srcinst(["server"], tmp_path, env)
    path = where.stdout.decode().split(": ")[0]
    assert path.startswith(str(server_dir)) and "not running" in where.stdout.decode()
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(path)  # a socket file nobody listens on, as a killed server leaves
    dead.close()
    (tmp_path / "prog.c").write_text(SOURCE)
    done = srcinst(["-s", "printf", "--", "gcc", "-c", "prog.c", "-o", "prog.o"], tmp_path, env)
    assert done.returncode == 0, done.stderr
    assert running_pid(server_dir) is not None
    assert b"running" in srcinst(["server"], tmp_path, env).stdout


def test_stop(tmp_path, server_dir):
    env = env_for(tmp_path, server_dir)
    (tmp_path / "prog.c").write_text(SOURCE)
    assert srcinst(["-s", "printf", "--", "gcc", "-c", "prog.c"], tmp_path, env).returncode == 0
    pid = running_pid(server_dir)
    assert pid is not None
    stopped = srcinst(["server", "--stop"], tmp_path, env)
    assert b"stopped" in stopped.stdout
    for _ in range(200):
        if not alive(pid):
            break
        time.sleep(0.02)
    assert not alive(pid)
    assert not list(server_dir.glob("*.sock")), "the server removes its socket"


def test_idle_server_leaves(tmp_path, server_dir):
    env = env_for(tmp_path, server_dir, SRCINST_SERVER_IDLE="0.5")
    (tmp_path / "prog.c").write_text(SOURCE)
    assert srcinst(["-s", "printf", "--", "gcc", "-c", "prog.c"], tmp_path, env).returncode == 0
    pid = running_pid(server_dir)
    assert pid is not None
    for _ in range(300):
        if not alive(pid):
            break
        time.sleep(0.02)
    assert not alive(pid)


def live_children(pid: int) -> list[int]:
    """The server's children that have not ended (its spare, its workers)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        state, ppid = stat[stat.rindex(")") + 2:].split()[:2]
        if int(ppid) == pid and state != "Z":
            found.append(int(entry.name))
    return found


def test_a_spare_worker_waits_for_the_next_compile(tmp_path, server_dir):
    # The server forks the worker of the next compile before it comes (the
    # compile does not wait for the fork); that worker runs it, and its
    # program is the one srcinst builds in one process.
    env = env_for(tmp_path, server_dir)
    warm_up([sys.executable, "-m", "srcinst"], tmp_path, env)
    pid = running_pid(server_dir)
    assert pid is not None
    spares = []
    for _ in range(200):  # the spare of the next compile is forked when a worker took the last
        spares = live_children(pid)
        if len(spares) == 1:
            break
        time.sleep(0.02)
    assert len(spares) == 1, f"one spare worker waits, not {spares}"
    (tmp_path / "prog.c").write_text(SOURCE)
    cc = recording_compiler(tmp_path)
    done = srcinst(["-s", "printf", "--", str(cc), "prog.c", "-o", "served"], tmp_path, env)
    assert done.returncode == 0, done.stderr
    assert int((tmp_path / "parent.txt").read_text()) == spares[0], "the spare ran the compile"
    local = srcinst(["-s", "printf", "--", "gcc", "prog.c", "-o", "local"], tmp_path,
                    dict(env, SRCINST_SERVER="0"))
    assert local.returncode == 0, local.stderr
    served_run, local_run = (helpers.run_cmd([str(tmp_path / name)], cwd=tmp_path) for name in ("served", "local"))
    assert (served_run.returncode, served_run.stdout, served_run.stderr) == \
        (local_run.returncode, local_run.stdout, local_run.stderr)
    assert served_run.stdout.strip() == b"42" and b"twice" in served_run.stderr
    for _ in range(200):
        if live_children(pid) and spares[0] not in live_children(pid):
            break
        time.sleep(0.02)
    assert live_children(pid) and spares[0] not in live_children(pid), "another spare waits for the next"


@pytest.mark.parametrize("how", ["stop", "idle"])
def test_the_spare_leaves_with_the_server(tmp_path, server_dir, how):
    env = env_for(tmp_path, server_dir, SRCINST_SERVER_IDLE="300" if how == "stop" else "1")
    (tmp_path / "prog.c").write_text(SOURCE)
    assert srcinst(["-s", "printf", "--", "gcc", "-c", "prog.c"], tmp_path, env).returncode == 0
    pid = running_pid(server_dir)
    assert pid is not None
    spares = []
    for _ in range(100):
        spares = live_children(pid)
        if spares:
            break
        time.sleep(0.01)
    assert spares, "a spare waits"
    if how == "stop":
        assert b"stopped" in srcinst(["server", "--stop"], tmp_path, env).stdout
    for _ in range(300):
        if not alive(pid) and not any(alive(spare) for spare in spares):
            break
        time.sleep(0.02)
    assert not alive(pid)
    assert not any(alive(spare) for spare in spares), "no worker is left waiting for a server that left"
    assert not list(server_dir.glob("*.sock"))


def test_shared_directory_is_not_used(tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)  # others could plant a socket here
    (tmp_path / "prog.c").write_text(SOURCE)
    done = srcinst(["-s", "printf", "--", "gcc", "-c", "prog.c"], tmp_path, env_for(tmp_path, shared))
    assert done.returncode == 0, done.stderr
    assert not list(shared.iterdir()), "no server, no socket: the compile ran in its own process"
    assert (tmp_path / "prog.o").exists()


def build_native_client(tmp_path_factory, build: str) -> Path:
    """`srcinst client`, plain or built under a sanitizer (helpers.SANITIZERS)."""
    cc = " ".join(["cc", *(helpers.SANITIZERS[build][0] if build != "plain" else ())])
    env = helpers.srcinst_env(SRCINST_CACHE_DIR=str(tmp_path_factory.mktemp("cache")))
    built = helpers.run_cmd([sys.executable, "-m", "srcinst", "client", "--cc", cc], cwd=helpers.REPO, env=env,
                            timeout=helpers.COMPILE_TIMEOUT)
    assert built.returncode == 0, built.stderr
    path = Path(built.stdout.decode().strip())
    assert path.is_file() and os.access(path, os.X_OK)
    return path


@pytest.fixture(scope="module")
def sanitized_native_client(tmp_path_factory):
    """Built under ASan and UBSan: a report ends it with a failing status."""
    return build_native_client(tmp_path_factory, "asan-ubsan")


@pytest.fixture(scope="module")
def native_client(request, tmp_path_factory):
    """Tests that ask for it through SANITIZED run once more with it built
    under ASan and UBSan."""
    if getattr(request, "param", "plain") != "plain":
        return request.getfixturevalue("sanitized_native_client")
    return build_native_client(tmp_path_factory, "plain")


SANITIZED = pytest.mark.parametrize("native_client", ["plain", "asan-ubsan"], indirect=True)
# The Python client, the native one, and the native one under ASan and UBSan.
KINDS = ["python", "native", "native-asan-ubsan"]


@SANITIZED
def test_native_client_equals_python(tmp_path, server_dir, native_client):
    # A name that is not UTF-8 must reach the worker as the same bytes.
    name = os.fsdecode(b"caf\xe9.c")
    (tmp_path / name).write_text(SOURCE)
    env = env_for(tmp_path, server_dir)
    args = ["-s", "printf", "--", "gcc", "-O1", "-c", name, "-o"]
    first = helpers.run_cmd([str(native_client), *args, "native.o"], cwd=tmp_path, env=env)
    assert first.returncode == 0, first.stderr  # no server yet: Python ran it, and started one
    assert running_pid(server_dir) is not None
    served = helpers.run_cmd([str(native_client), *args, "served.o"], cwd=tmp_path, env=env)
    assert served.returncode == 0, served.stderr
    local = srcinst([*args, "local.o"], tmp_path, env_for(tmp_path, server_dir, SRCINST_SERVER="0"))
    assert local.returncode == 0, local.stderr
    assert (tmp_path / "served.o").read_bytes() == (tmp_path / "local.o").read_bytes()
    assert (tmp_path / "native.o").read_bytes() == (tmp_path / "local.o").read_bytes()


@SANITIZED
def test_native_client_output_status_and_fallback(tmp_path, server_dir, native_client):
    (tmp_path / "bad.c").write_text("int main(void) { return undeclared_name; }\n")
    args = ["-s", "printf", "--", "gcc", "-c", "bad.c", "-o", "bad.o"]
    local = srcinst(args, tmp_path, env_for(tmp_path, server_dir, SRCINST_SERVER="0"))
    helpers.run_cmd([str(native_client), *args], cwd=tmp_path, env=env_for(tmp_path, server_dir))
    served = helpers.run_cmd([str(native_client), *args], cwd=tmp_path, env=env_for(tmp_path, server_dir))
    assert running_pid(server_dir) is not None
    assert (served.returncode, served.stdout, served.stderr) == (local.returncode, local.stdout, local.stderr)
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    fallback = helpers.run_cmd([str(native_client), *args], cwd=tmp_path, env=env_for(tmp_path, shared))
    assert (fallback.returncode, fallback.stderr) == (local.returncode, local.stderr)
    assert not list(shared.iterdir())
    # Not a wrapped compile: the Python command does it.
    version = helpers.run_cmd([str(native_client), "--version"], cwd=tmp_path, env=env_for(tmp_path, server_dir))
    assert version.returncode == 0 and b"srcinst" in version.stdout


# --------------------------------------------------------------------------
# Review: what the server must not change, and where it must not go


def client_argv(request, kind):
    """The client of `kind` (KINDS): the Python command, or a native client."""
    if kind == "native":
        return [str(request.getfixturevalue("native_client"))]
    if kind == "native-asan-ubsan":
        return [str(request.getfixturevalue("sanitized_native_client"))]
    return [sys.executable, "-m", "srcinst"]


def recording_compiler(tmp_path: Path, extra: str = "") -> Path:
    """gcc behind a script that, for the compile of prog.c (not for srcinst's
    probes), records its parent's pid (the client itself when the compile ran
    in the client, a server worker when it was served) and runs `extra`."""
    cc = tmp_path / "reccc"
    cc.write_text('#!/bin/sh\ncase "$*" in *prog.c*) echo $PPID >> "$PWD/parent.txt"; '
                  f'{extra} ;; esac\nexec gcc "$@"\n')
    cc.chmod(0o755)
    return cc


def compile_prog(argv, cc, tmp_path, env, **popen):
    return subprocess.Popen([*argv, "-s", "printf", "--", str(cc), "-c", "prog.c"], cwd=tmp_path,
                            env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, **popen)


def served(tmp_path: Path, client_pid: int) -> bool:
    parents = (tmp_path / "parent.txt").read_text().split()
    (tmp_path / "parent.txt").unlink()
    assert len(parents) == 1, f"the compile ran {len(parents)} times"
    return int(parents[0]) != client_pid


def warm_up(argv, tmp_path, env):
    """A compile that leaves a server running for the next."""
    (tmp_path / "warm.c").write_text(SOURCE)
    for _ in range(2):  # the native client starts it through Python
        done = helpers.run_cmd([*argv, "-s", "printf", "--", "gcc", "-c", "warm.c"], cwd=tmp_path,
                               env=env, timeout=helpers.COMPILE_TIMEOUT)
        assert done.returncode == 0, done.stderr


def wait_for(path: Path, timeout: float = 20.0) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_text().strip():
            return path.read_text()
        time.sleep(0.01)
    raise AssertionError(f"{path} never written")


def test_stop_spares_an_unrelated_process(tmp_path, server_dir):
    # A server killed with -9 leaves its pid file; the pid is then reused.
    env = env_for(tmp_path, server_dir)
    where = srcinst(["server"], tmp_path, env)
    assert where.returncode == 0, where.stderr
    path = where.stdout.decode().split(": ")[0]
    assert path.startswith(str(server_dir))
    unrelated = subprocess.Popen(["sleep", "30"])
    try:
        Path(path + ".pid").write_text(f"{unrelated.pid}\n")
        stopped = srcinst(["server", "--stop"], tmp_path, env)
        assert b"not running" in stopped.stdout
        time.sleep(0.1)
        assert unrelated.poll() is None, "srcinst server --stop killed a process that is no server"
    finally:
        unrelated.kill()
        unrelated.wait()


@pytest.mark.parametrize("setting", ["0", "five minutes"])
def test_idle_setting_never_costs_a_wait(tmp_path, server_dir, setting):
    # A server that cannot run must not hold each compile for the client's
    # whole wait for it (10 s). A value srcinst cannot read is an error that
    # names it (srcinst.settings).
    (tmp_path / "prog.c").write_text(SOURCE)
    env = env_for(tmp_path, server_dir, SRCINST_SERVER_IDLE=setting)
    start = time.monotonic()
    done = srcinst(["-s", "printf", "--", "gcc", "-c", "prog.c"], tmp_path, env)
    if setting == "0":
        assert done.returncode == 0, done.stderr
    else:
        assert (done.returncode, done.stderr) == (1, b"srcinst: error: SRCINST_SERVER_IDLE=five minutes: "
                                                     b"not a number of seconds\n")
        assert not (tmp_path / "prog.o").exists()
    assert time.monotonic() - start < 5


def test_build_directory_does_not_reach_the_server(tmp_path, server_dir):
    # The `srcinst` command does not import from the build directory; the
    # server it starts must not either (a json.py there broke it, and every
    # compile then waited 10 s for it).
    (tmp_path / "prog.c").write_text(SOURCE)
    (tmp_path / "json.py").write_text("raise SystemExit('the build directory json.py')\n")
    script = tmp_path / "bin" / "srcinst_command.py"  # as the console script: its own sys.path[0]
    script.parent.mkdir()
    script.write_text("from srcinst.wrap.launch import main\nmain()\n")
    env = env_for(tmp_path, server_dir)
    for _ in range(2):
        start = time.monotonic()
        done = helpers.run_cmd([sys.executable, str(script), "-s", "printf", "--", "gcc", "-c", "prog.c"],
                               cwd=tmp_path, env=env, timeout=helpers.COMPILE_TIMEOUT)
        assert done.returncode == 0, done.stderr
        assert time.monotonic() - start < 5
    pid = running_pid(server_dir)
    assert pid is not None
    if os.path.exists(f"/proc/{pid}/cwd"):
        assert os.readlink(f"/proc/{pid}/cwd") == "/", "the server keeps no build directory busy"


def test_search_path_is_part_of_the_server_key(tmp_path, server_dir):
    # A client whose Python finds other modules (PYTHONPATH: here a clang
    # package that cannot load) is not served by a server that finds others.
    (tmp_path / "prog.c").write_text(SOURCE)
    fake = tmp_path / "fake" / "clang"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("")
    (fake / "cindex.py").write_text("raise ImportError('the other clang')\n")
    args = ["-s", "printf", "--", "gcc", "-c", "prog.c"]
    assert srcinst(args, tmp_path, env_for(tmp_path, server_dir)).returncode == 0
    other = env_for(tmp_path, server_dir)
    other["PYTHONPATH"] = os.pathsep.join([str(fake.parent), other["PYTHONPATH"]])
    local = srcinst(args, tmp_path, dict(other, SRCINST_SERVER="0"))
    assert b"the other clang" in local.stderr
    served_ = srcinst(args, tmp_path, other)
    assert (served_.returncode, b"the other clang" in served_.stderr) == (local.returncode, True)


def test_deleted_directory(tmp_path, server_dir):
    env = env_for(tmp_path, server_dir)
    gone = tmp_path / "gone"
    done = helpers.run_cmd(["sh", "-c", f'mkdir "{gone}" && cd "{gone}" && rmdir "{gone}" && exec "$0" "$@"',
                            sys.executable, "-m", "srcinst", "-s", "printf", "--", "gcc", "--version"],
                           cwd=tmp_path, env=env, timeout=helpers.COMPILE_TIMEOUT)
    assert done.returncode == 0 and b"gcc" in done.stdout, done.stderr


@pytest.mark.parametrize("kind", KINDS)
def test_ignored_hangup_is_not_forwarded(request, tmp_path, server_dir, kind):
    # nohup make: the compile survives the hangup, as it does without the server.
    argv = client_argv(request, kind)
    env = env_for(tmp_path, server_dir)
    warm_up(argv, tmp_path, env)
    (tmp_path / "prog.c").write_text(SOURCE)
    cc = recording_compiler(tmp_path, "sleep 0.5")
    client = compile_prog(argv, cc, tmp_path, env, preexec_fn=lambda: signal.signal(signal.SIGHUP, signal.SIG_IGN))
    wait_for(tmp_path / "parent.txt")
    if kind.startswith("native") and os.path.exists("/proc/self/exe"):
        # It reached the server itself (its key is the server's), not through Python.
        assert os.readlink(f"/proc/{client.pid}/exe") == str(argv[0])
    client.send_signal(signal.SIGHUP)
    _, err = client.communicate(timeout=60)
    assert client.returncode == 0, err
    assert served(tmp_path, client.pid)
    assert (tmp_path / "prog.o").exists()


@pytest.mark.parametrize("kind", KINDS)
def test_terminated_client_ends_as_in_process(request, tmp_path, server_dir, kind):
    # Without the server, SIGTERM ends srcinst by that signal (not exit 143).
    argv = client_argv(request, kind)
    env = env_for(tmp_path, server_dir)
    warm_up(argv, tmp_path, env)
    (tmp_path / "prog.c").write_text(SOURCE)
    cc = recording_compiler(tmp_path, 'echo $$ > "$PWD/compiler.pid"; exec sleep 30')
    client = compile_prog(argv, cc, tmp_path, env)
    compiler = int(wait_for(tmp_path / "compiler.pid"))
    client.send_signal(signal.SIGTERM)
    client.communicate(timeout=20)
    assert client.returncode == -signal.SIGTERM
    assert served(tmp_path, client.pid)
    for _ in range(250):
        if not alive(compiler):
            break
        time.sleep(0.02)
    assert not alive(compiler)


@pytest.mark.parametrize("kind", KINDS)
def test_limits_and_priority_reach_the_compiler(request, tmp_path, server_dir, kind):
    argv = client_argv(request, kind)
    env = env_for(tmp_path, server_dir)
    warm_up(argv, tmp_path, env)  # the server runs with this process's limits
    (tmp_path / "prog.c").write_text(SOURCE)
    cc = recording_compiler(tmp_path, '{ ulimit -n; nice; } > "$PWD/limits.txt"')
    nice = min(os.getpriority(os.PRIO_PROCESS, 0) + 3, 19)

    def limited():
        resource.setrlimit(resource.RLIMIT_NOFILE, (200, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
        os.setpriority(os.PRIO_PROCESS, 0, nice)

    client = compile_prog(argv, cc, tmp_path, env, preexec_fn=limited)
    _, err = client.communicate(timeout=60)
    assert client.returncode == 0, err
    assert served(tmp_path, client.pid)
    assert (tmp_path / "limits.txt").read_text().split() == ["200", str(nice)]


@pytest.mark.parametrize("kind", ["python", "native"])
def test_server_directory_through_someone_elses_link(request, tmp_path, server_dir, kind):
    # /tmp/srcinst-server-$UID made a symbolic link by another user: whatever
    # it points to now, its owner can point it elsewhere between the check
    # and the connect (and get the compile's terminal and environment).
    if os.getuid() != 0:
        pytest.skip("making a link of another user takes root")
    argv = client_argv(request, kind)
    warm_up(argv, tmp_path, env_for(tmp_path, server_dir))  # a server of ours runs there
    link = tmp_path / "link"
    link.symlink_to(server_dir)
    os.lchown(link, 4242, 4242)
    (tmp_path / "prog.c").write_text(SOURCE)
    client = compile_prog(argv, recording_compiler(tmp_path), tmp_path, env_for(tmp_path, link))
    _, err = client.communicate(timeout=60)
    assert client.returncode == 0, err
    assert not served(tmp_path, client.pid)


def test_worker_failure_is_reported_not_rerun(tmp_path, server_dir):
    # An error inside srcinst (here: its standard output is a full disk) ends
    # the compile with srcinst's error, as in one process; it is not run again.
    env = env_for(tmp_path, server_dir)
    warm_up([sys.executable, "-m", "srcinst"], tmp_path, env)
    (tmp_path / "prog.c").write_text(SOURCE)
    cc = recording_compiler(tmp_path, "echo to-stdout")
    results = []
    for server in ("0", "1"):
        with open("/dev/full", "wb") as full:
            client = subprocess.Popen([sys.executable, "-m", "srcinst", "-s", "printf", "--", str(cc), "-c", "prog.c"],
                                      cwd=tmp_path, env=dict(env, SRCINST_SERVER=server), stdout=full,
                                      stderr=subprocess.PIPE)
            _, err = client.communicate(timeout=60)
        assert served(tmp_path, client.pid) == (server == "1")
        results.append((client.returncode, err.strip().splitlines()[-1]))
    assert results[0] == results[1] and results[0][0] != 0


def scratch_copies(tmp_path: Path, env) -> list:
    """Where srcinst put the instrumented prog.c for the compiler."""
    cc = tmp_path / "argscc"
    cc.write_text('#!/bin/sh\ncase "$*" in *prog.c*) for a; do echo "$a"; done >> "$PWD/args.txt";; esac\n'
                  'exec gcc "$@"\n')
    cc.chmod(0o755)
    done = srcinst(["-s", "printf", "--", str(cc), "-c", "prog.c"], tmp_path, env)
    assert done.returncode == 0, done.stderr
    args = (tmp_path / "args.txt").read_text().splitlines()
    (tmp_path / "args.txt").unlink()
    return [a for a in args if a.endswith("prog.c")]


@pytest.mark.parametrize("how", ["writable", "link"])
def test_scratch_directory_that_others_control_is_not_used(tmp_path, how):
    # $TMPDIR/srcinst-$UID made before us, writable by others or a link: the
    # copies there could be replaced before the compiler reads them.
    (tmp_path / "prog.c").write_text(SOURCE)
    env = env_for(tmp_path, tmp_path / "nosrv", SRCINST_SERVER="0")
    base = Path(env["TMPDIR"]) / f"srcinst-{os.getuid()}"
    if how == "writable":
        base.mkdir()
        base.chmod(0o777)
        elsewhere = base
    else:
        elsewhere = tmp_path / "elsewhere"
        elsewhere.mkdir()
        base.symlink_to(elsewhere)
    copies = scratch_copies(tmp_path, env)
    assert len(copies) == 1
    assert not copies[0].startswith((str(base) + "/", str(elsewhere) + "/")), copies


def test_keep_copies_of_two_files_of_one_name_at_once(tmp_path):
    # make -j with objects in one directory: a/util.c -> obj/a_util.o and
    # b/util.c -> obj/b_util.o at the same time, with --keep. Each object
    # must come from its own source.
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "util.c").write_text(f"int util_{name}(int x) {{ if (x) return 1; return 0; }}\n")
    (tmp_path / "obj").mkdir()
    cc = tmp_path / "slowcc"  # reads its source a while after srcinst wrote it
    cc.write_text('#!/bin/sh\ncase "$*" in *util.c*) sleep 0.5;; esac\nexec gcc "$@"\n')
    cc.chmod(0o755)
    env = env_for(tmp_path, tmp_path / "nosrv", SRCINST_SERVER="0")
    clients = [subprocess.Popen([sys.executable, "-m", "srcinst", "-s", "printf", "--keep", "--", str(cc), "-c",
                                 f"{name}/util.c", "-o", f"obj/{name}_util.o"], cwd=tmp_path, env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE) for name in ("a", "b")]
    for client in clients:
        _, err = client.communicate(timeout=60)
        assert client.returncode == 0, err
    for name, other in (("a", "b"), ("b", "a")):
        symbols = helpers.run_cmd(["nm", str(tmp_path / "obj" / f"{name}_util.o")]).stdout
        assert f"util_{name}".encode() in symbols and f"util_{other}".encode() not in symbols, symbols


def test_another_user_is_not_served(tmp_path):
    # The directory is what keeps others out; should it become open (chmod)
    # after the server started (from a shell with umask 0), the server must
    # still not run another user's commands as its own user.
    if os.getuid() != 0:
        pytest.skip("connecting as another user takes root")
    directory = Path(tempfile.mkdtemp(prefix="srcinst-review-", dir="/tmp"))  # /tmp/pytest-of-root is closed
    try:
        directory.chmod(0o700)
        (tmp_path / "warm.c").write_text(SOURCE)
        env = env_for(tmp_path, directory)
        warm = subprocess.run([sys.executable, "-m", "srcinst", "-s", "printf", "--", "gcc", "-c", "warm.c"],
                              cwd=tmp_path, env=env, preexec_fn=lambda: os.umask(0), capture_output=True)
        assert warm.returncode == 0, warm.stderr
        sock_path = next(directory.glob("*.sock"))
        directory.chmod(0o711)
        marker = directory / "ran-as-the-server"
        request = json.dumps({"argv": ["-s", "printf", "--", "sh", "-c", f"touch {marker}"], "cwd": "/",
                              "env": {"PATH": os.environ["PATH"]}, "umask": 0o22}).encode()
        child = os.fork()
        if child == 0:
            try:
                os.setgid(4242)
                os.setuid(4242)
                conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                conn.connect(str(sock_path))
                socket.send_fds(conn, [struct.pack("!I", len(request))], [0, 1, 2])
                conn.sendall(request)
                while conn.recv(100):
                    pass
            finally:
                os._exit(0)
        os.waitpid(child, 0)
        time.sleep(0.2)
        assert not marker.exists(), "the server ran another user's command"
    finally:
        pid = running_pid(directory)
        if pid:
            os.kill(pid, signal.SIGTERM)
        shutil.rmtree(directory, ignore_errors=True)


def test_native_client_does_not_import_from_the_build_directory(tmp_path, server_dir, native_client):
    # Its fallback is the `srcinst` command, which imports nothing from the
    # working directory (`python -m srcinst` would: a json.py there broke it).
    (tmp_path / "prog.c").write_text(SOURCE)
    (tmp_path / "json.py").write_text("raise SystemExit('the build directory json.py')\n")
    done = helpers.run_cmd([str(native_client), "-s", "printf", "--", "gcc", "-c", "prog.c"], cwd=tmp_path,
                           env=env_for(tmp_path, server_dir), timeout=helpers.COMPILE_TIMEOUT)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "prog.o").exists()


def test_interrupt_while_the_server_starts(tmp_path, server_dir):
    # Ctrl-C while the client waits for a server to start (here: one that
    # another process keeps from starting) ends it as srcinst.cli does.
    env = env_for(tmp_path, server_dir, SRCINST_SERVER_IDLE="0.1")  # the one that starts after the test leaves
    where = srcinst(["server"], tmp_path, env)
    assert where.returncode == 0, where.stderr
    path = where.stdout.decode().split(": ")[0]
    assert path.startswith(str(server_dir))
    (tmp_path / "prog.c").write_text(SOURCE)
    with open(path + ".lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        client = subprocess.Popen([sys.executable, "-m", "srcinst", "-s", "printf", "--", "gcc", "-c", "prog.c"],
                                  cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 20
        while not Path(path + ".log").exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        time.sleep(0.2)
        client.send_signal(signal.SIGINT)
        _, err = client.communicate(timeout=20)
    assert (client.returncode, err.decode()) == (130, "error: interrupted\n")
    assert not (tmp_path / "prog.o").exists()


def test_encodings_are_part_of_the_server_key(tmp_path, server_dir):
    # srcinst's own messages name files in the encoding of the client's
    # Python (locale, PYTHONIOENCODING), not in the server's.
    name = "caf\u00e9.c"
    (tmp_path / name).write_text("int main(void) { return undeclared_name; }\n")
    args = ["-s", "printf", "--", "gcc", "-c", name]
    srcinst(args, tmp_path, env_for(tmp_path, server_dir))  # a server of the default encoding
    assert running_pid(server_dir) is not None
    latin = env_for(tmp_path, server_dir, PYTHONIOENCODING="latin-1")
    local = srcinst(args, tmp_path, dict(latin, SRCINST_SERVER="0"))
    assert b"caf\xe9.c: not instrumented" in local.stderr
    assert srcinst(args, tmp_path, latin).stderr == local.stderr


def test_native_client_is_not_built_through_srcinst(tmp_path):
    # CC may be the wrapper itself (export CC="srcinst -s spec -- gcc"):
    # the client must not come out instrumented, talking on every compile.
    env = helpers.srcinst_env(SRCINST_CACHE_DIR=str(tmp_path / "cache"), SRCINST_SERVER="0",
                              CC=f"{sys.executable} -m srcinst -s printf -- gcc")
    built = helpers.run_cmd([sys.executable, "-m", "srcinst", "client"], cwd=tmp_path, env=env,
                            timeout=helpers.COMPILE_TIMEOUT)
    assert built.returncode == 0, built.stderr
    version = helpers.run_cmd([built.stdout.decode().strip(), "--version"], cwd=tmp_path, env=env)
    assert version.returncode == 0 and version.stderr == b"", version.stderr


def test_a_client_in_other_namespaces_gets_its_own_server(tmp_path, server_dir):
    # A compile must run where its client runs (a batch job's control group,
    # a container's namespaces): a client in another IPC namespace does not
    # reach the server started outside it.
    import shutil
    import subprocess
    unshare = shutil.which("unshare")
    if unshare is None or subprocess.run([unshare, "--ipc", "true"], capture_output=True).returncode != 0:
        pytest.skip("cannot create namespaces here")
    (tmp_path / "prog.c").write_text(SOURCE)
    env = env_for(tmp_path, server_dir)
    args = ["-s", "printf", "--", "gcc", "-c", "prog.c", "-o"]
    outside = srcinst([*args, "outside.o"], tmp_path, env)
    assert outside.returncode == 0, outside.stderr
    assert len(list(server_dir.glob("*.pid"))) == 1
    inside = helpers.run_cmd([unshare, "--ipc", sys.executable, "-m", "srcinst", *args, "inside.o"],
                             cwd=tmp_path, env=env, timeout=helpers.COMPILE_TIMEOUT)
    assert inside.returncode == 0, inside.stderr
    assert len(list(server_dir.glob("*.pid"))) == 2, "the client in the new namespace started its own server"
    assert (tmp_path / "inside.o").read_bytes() == (tmp_path / "outside.o").read_bytes()


def test_server_starts_with_built_in_specs_parsed_and_its_objects_frozen():
    """What workers would each do first the server does once: every built-in
    spec parsed (a worker takes it instead of parsing), a Fortran compile's
    Python path run, its objects kept out of the workers' collections."""
    probe = ("import gc\n"
             "from srcinst.wrap import server\n"
             "from srcinst import cli, spec\n"
             "from srcinst.settings import Settings\n"
             "server._preload(Settings.from_environ())\n"
             "names = cli.builtin_spec_names()\n"
             "ahead = spec._parsed_ahead\n"
             "print(len(names), sum(spec.os.path.abspath(cli.resolve_spec(n)) in ahead for n in names))\n"
             "print(gc.get_freeze_count() > 0)\n"
             "print(server._warm_up(Settings.from_environ()), len(server._WARM_SOURCES))\n"
             "print(cli.wrap_cli.defaults is not None)\n")
    result = helpers.run_cmd([sys.executable, "-c", probe], cwd=Path.cwd(), env=helpers.srcinst_env())
    assert result.returncode == 0, result.stderr
    total, parsed, frozen, warmed, sources, defaults = result.stdout.decode().split()
    assert int(total) >= 8 and parsed == total
    assert frozen == "True"
    assert warmed == sources == "4", "every warm-up file went through"
    assert defaults == "True", "workers read plain wrapper options without click's parser"


# The wrapper's options as builds give them, read without click's parser once
# the server remembered its defaults; then the rest, which click reads.
PLAIN_OPTIONS = [["-s", "trace"], ["--spec", "my.spec", "--keep"],
                 ["-s", "printf", "-v", "--strict", "--no-line-markers"],
                 ["--line-markers", "-s", ""], [], ["--keep", "-s", "a", "-s", "b"],
                 ["--verbose", "--no-line-markers", "--line-markers"]]
OTHER_OPTIONS = [["-s", "trace", "-f", "sel.txt"], ["--spec=trace"], ["-strace"], ["-s", "--keep"], ["-s"],
                 ["--min-cc", "3", "-s", "t"], ["-vs", "t"], ["-s", "t", "--abort-call", "die"], ["-s", "t", "x.c"]]


def test_workers_read_plain_wrapper_options_without_clicks_parser(monkeypatch):
    import click

    from srcinst import cli

    def params(args):
        try:
            return dict(cli.wrap_cli.make_context("srcinst", list(args), obj=None).params)
        except click.ClickException as exc:
            return ("error", exc.format_message())

    monkeypatch.setattr(cli.wrap_cli, "defaults", None)
    by_click = [params(args) for args in PLAIN_OPTIONS + OTHER_OPTIONS]
    cli.wrap_cli.remember_defaults()  # as the server does before it forks
    parsed = []
    clicks = click.Command.parse_args

    def counted(self, ctx, args):
        parsed.append(list(args))
        return clicks(self, ctx, args)

    monkeypatch.setattr(click.Command, "parse_args", counted)
    assert [params(args) for args in PLAIN_OPTIONS + OTHER_OPTIONS] == by_click
    assert parsed == OTHER_OPTIONS, "click's parser reads the others, and only them"
