"""The resident server behind the compiler wrapper: a compile through it does
exactly what the same compile does in one process (bytes, output, status,
directory, environment), and it starts, falls back and stops as documented."""
from __future__ import annotations

import os
import signal
import socket
import sys
import time
from pathlib import Path

import pytest

import helpers

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
    env.update(TMPDIR=str(tmp), SRCINST_SERVER_DIR=str(server_dir), LC_ALL="C", **extra)
    return env


def srcinst(args, cwd, env):
    return helpers.run_cmd([sys.executable, "-m", "srcinst", *args], cwd=cwd, env=env,
                           timeout=helpers.COMPILE_TIMEOUT)


@pytest.fixture
def server_dir(tmp_path):
    directory = tmp_path / "srv"
    directory.mkdir(mode=0o700)
    yield directory
    for pid_file in directory.glob("*.pid"):
        try:
            os.kill(int(pid_file.read_text()), signal.SIGTERM)
        except (OSError, ValueError):
            pass


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


def test_shared_directory_is_not_used(tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)  # others could plant a socket here
    (tmp_path / "prog.c").write_text(SOURCE)
    done = srcinst(["-s", "printf", "--", "gcc", "-c", "prog.c"], tmp_path, env_for(tmp_path, shared))
    assert done.returncode == 0, done.stderr
    assert not list(shared.iterdir()), "no server, no socket: the compile ran in its own process"
    assert (tmp_path / "prog.o").exists()


def test_interrupt_stops_the_compile(tmp_path, server_dir):
    # A "compiler" that records its pid and sleeps: SIGTERM to the client
    # must end it, as it would end a compiler the client ran itself.
    slow = tmp_path / "slowcc"
    slow.write_text("#!/bin/sh\necho $$ > \"$PWD/compiler.pid\"\nexec sleep 30\n")
    slow.chmod(0o755)
    (tmp_path / "prog.c").write_text(SOURCE)
    env = env_for(tmp_path, server_dir)
    import subprocess
    client = subprocess.Popen([sys.executable, "-m", "srcinst", "-s", "printf", "--", str(slow), "-c", "prog.c"],
                              cwd=tmp_path, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pid_file = tmp_path / "compiler.pid"
    for _ in range(500):
        if pid_file.exists() and pid_file.read_text().strip():
            break
        time.sleep(0.02)
    compiler = int(pid_file.read_text())
    assert running_pid(server_dir) is not None, "the compile ran in a server worker"
    client.send_signal(signal.SIGTERM)
    assert client.wait(timeout=20) == 128 + signal.SIGTERM
    for _ in range(250):
        if not alive(compiler):
            break
        time.sleep(0.02)
    assert not alive(compiler)


@pytest.fixture(scope="module")
def native_client(tmp_path_factory):
    env = helpers.srcinst_env(SRCINST_CACHE_DIR=str(tmp_path_factory.mktemp("cache")))
    built = helpers.run_cmd([sys.executable, "-m", "srcinst", "client"], cwd=helpers.REPO, env=env)
    assert built.returncode == 0, built.stderr
    path = Path(built.stdout.decode().strip())
    assert path.is_file() and os.access(path, os.X_OK)
    return path


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
