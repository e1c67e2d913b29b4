"""The resident server behind the compiler wrapper (see srcinst.launch).

`python -m srcinst.server SOCKET` loads everything a wrapped compile needs,
listens on SOCKET, and forks a worker per connection. A worker takes the
client's standard streams, directory, environment and umask, runs the
wrapper as the client would have, and answers `P<pid>` when it starts and
`S<status>` when it is done. Forking keeps workers independent (nothing one
compile caches reaches another) and parallel, as make -j wants.

The server leaves after SRCINST_SERVER_IDLE seconds (default 300) without
a connection. `srcinst server --stop` stops it at once.
"""
from __future__ import annotations

import fcntl
import json
import os
import signal
import socket
import sys
import tempfile

from srcinst.launch import _HEADER


def _preload() -> None:
    # What a wrapped compile imports and loads, so that workers start with it.
    import clang.cindex as ci
    import srcinst.cli  # noqa: F401
    import srcinst.wrapper  # noqa: F401
    import srcinst.instrument  # noqa: F401
    from srcinst.frontends import c_family, c_emit, c_frontend  # noqa: F401
    ci.conf.lib  # loads libclang
    try:
        from srcinst.frontends import fortran_frontend, fortran_emit  # noqa: F401
    except ImportError:
        pass


def serve(path: str) -> None:
    lock = open(path + ".lock", "a")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return  # another server for this socket is starting or running
    _preload()
    idle = float(os.environ.get("SRCINST_SERVER_IDLE", "300"))
    try:
        os.unlink(path)  # left by a server that died
    except FileNotFoundError:
        pass
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(128)
    listener.settimeout(idle)
    with open(path + ".pid", "w") as f:
        f.write(f"{os.getpid()}\n")
    workers = set()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        while True:
            try:
                conn, _ = listener.accept()
            except socket.timeout:
                _reap(workers)
                if not workers:
                    break
                continue
            pid = os.fork()
            if pid == 0:
                listener.close()
                lock.close()
                _work(conn)  # never returns
            conn.close()
            workers.add(pid)
            _reap(workers)
    finally:
        for leftover in (path, path + ".pid"):
            try:
                os.unlink(leftover)
            except OSError:
                pass


def _reap(workers: set) -> None:
    for pid in list(workers):
        try:
            done, _ = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            done = pid
        if done:
            workers.discard(pid)


def _receive(conn):
    head, fds, _flags, _addr = socket.recv_fds(conn, _HEADER.size, 3)
    while len(head) < _HEADER.size:
        more = conn.recv(_HEADER.size - len(head))
        if not more:
            raise EOFError
        head += more
    (size,) = _HEADER.unpack(head)
    body = b""
    while len(body) < size:
        more = conn.recv(size - len(body))
        if not more:
            raise EOFError
        body += more
    return json.loads(body.decode("utf-8", "surrogateescape")), fds


def _work(conn) -> None:
    status = 1
    try:
        os.setpgid(0, 0)  # the client forwards Ctrl-C to this group
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        conn.settimeout(None)
        request, fds = _receive(conn)
        if len(fds) != 3:
            os._exit(1)
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
            os.close(fd)
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        os.umask(request["umask"])
        tempfile.tempdir = None  # chosen again from this client's TMPDIR
        sys.argv = ["srcinst"] + request["argv"]
        conn.sendall(f"P{os.getpid()}\n".encode())
        from srcinst.cli import main
        try:
            main()
            status = 0
        except SystemExit as exit_:
            code = exit_.code
            status = code if isinstance(code, int) else (0 if code is None else 1)
            if code is not None and not isinstance(code, int):
                print(code, file=sys.stderr)
        sys.stdout.flush()
        sys.stderr.flush()
        conn.sendall(f"S{status}\n".encode())
    except BaseException:  # the client runs the compile itself
        pass
    os._exit(0)


def stop(path: str) -> bool:
    """Stops the server listening on `path`; False if none ran."""
    try:
        with open(path + ".pid") as f:
            pid = int(f.read().strip())
        os.kill(pid, signal.SIGTERM)
    except (OSError, ValueError):
        return False
    return True


if __name__ == "__main__":
    serve(sys.argv[1])
