"""The resident server behind the compiler wrapper (see srcinst.wrap.launch).

`python -m srcinst.wrap.server SOCKET` loads everything a wrapped compile needs,
listens on SOCKET, and forks a worker per connection, ahead of it: a spare
worker waits for the next connection while the server waits for the spare
to take it (then forks the next) or for its idle time to pass. A worker
takes the client's standard streams, directory, environment, umask,
resource limits and priority, runs the wrapper as the client would have, and answers
`P<pid>` when it starts and `S<status>` when it is done. Forking keeps
workers independent (nothing one compile caches reaches another) and
parallel, as make -j wants.

Settings: the server's own (idle time, walk, cache directory for what it
preloads) are read from the environment it was started in; each worker's
compile reads its own, from the environment its client sent (srcinst.cli.main
in the worker). The server leaves after SRCINST_SERVER_IDLE seconds (default
300) without a connection. `srcinst server --stop` stops it at once.
"""
from __future__ import annotations

import fcntl
import gc
import json
import os
import resource
import select
import signal
import socket
import struct
import sys
import tempfile
import time

from srcinst.diagnostics import SrcinstError
from srcinst.settings import Settings
from srcinst.wrap import server_address


def _preload(settings: Settings) -> None:
    # What a wrapped compile imports and loads, so that workers start with it.
    import difflib  # noqa: F401  (click's, on every command line)

    import clang.cindex as ci

    import srcinst.cli  # noqa: F401
    import srcinst.instrument  # noqa: F401
    import srcinst.select.callgraph  # noqa: F401
    import srcinst.select.listing  # noqa: F401
    import srcinst.specs  # noqa: F401
    import srcinst.wrap.records  # noqa: F401
    import srcinst.wrap.wrapper  # noqa: F401
    from srcinst import result_cache
    from srcinst.frontends import c_emit, c_family, c_frontend, clang_walk  # noqa: F401
    from srcinst.trace import runtime_build
    ci.conf.lib  # noqa: B018 (reading the property loads libclang)
    clang_walk.preload(settings.walk, str(settings.cache_path))  # the native walk, built into the cache if need be
    result_cache.preload()  # the digest of the code this server runs
    runtime_build.runtime_dir()  # named by each compile of a trace spec's copies
    try:
        from srcinst.frontends import fortran_emit, fortran_frontend  # noqa: F401
    except ImportError:
        pass
    _warm_up(settings)
    # The server's objects stay as they are: the collector of a worker does
    # not walk them (which would copy their pages into every worker).
    gc.collect()
    gc.freeze()


# What a worker would do first, done once here: built-in specs parsed, and a
# wrapped compile's Python path run on small files of each language, so that
# workers start with it compiled, specialised and cached (about 3 ms of each
# compile).
_WARM_SOURCES = {
    "warm.c": ("c", b"#include <stdlib.h>\nstatic int f(int n) { if (n < 0) return 0; return n + 1; }\n"
                    b"int main(int argc, char **argv) { if (argc > 2) exit(1); return f(argc) > 9; }\n"),
    "warm.cc": ("c++", b"struct A { int g(int n) const { if (n) return 1; return 2; } };\n"
                       b"int main() { return A().g(0) == 1; }\n"),
    "warm.f": ("fortran", b"      SUBROUTINE S(N)\n      IF (N .LT. 0) RETURN\n      CALL T(N)\n      END\n"),
    "warm.f90": ("fortran", b"program p\n  call s(1)\ncontains\n  subroutine s(n)\n    integer :: n\n"
                            b"    if (n < 0) stop 1\n  end subroutine s\nend program p\n"),
}


def _warm_up(settings: Settings) -> int:
    """The number of files run through (all of _WARM_SOURCES unless something failed)."""
    from srcinst import cli
    from srcinst import spec as spec_module
    from srcinst.diagnostics import Reporter
    from srcinst.frontends import frontend_for
    from srcinst.frontends.c_arguments import ParseOptions as CParseOptions
    from srcinst.frontends.fortran_parse import ParseOptions as FortranParseOptions
    from srcinst.frontends.toolchain import probe
    from srcinst.instrument import Options, instrument_unit
    from srcinst.wrap.compiler_args import read_command
    done = 0
    try:
        for name in cli.builtin_spec_names():
            spec_module.parse_ahead(cli.resolve_spec(name))
        trace = spec_module.parse_spec(open(cli.resolve_spec("trace"), encoding="utf-8").read())
        cli.wrap_cli.make_context("srcinst", ["-s", "trace"], obj=["gfortran", "-c", "warm.f"])
        cli.wrap_cli.remember_defaults()
        with tempfile.TemporaryDirectory(prefix="srcinst-warm-") as directory:
            for name, (lang, source) in _WARM_SOURCES.items():
                path = os.path.join(directory, name)
                with open(path, "wb") as handle:
                    handle.write(source)
                read_command(["cc", "-O2", "-c", path, "-o", "warm.o"])
                # No preamble precompiled, nothing cached.
                frontend = frontend_for(lang, FortranParseOptions() if lang == "fortran" else
                                        CParseOptions(walk=settings.walk, cache_dir=str(settings.cache_path)))
                instrument_unit(frontend, frontend.parse(path, source), trace, Options(), Reporter())
                done += 1
    except Exception:
        pass  # an optimisation: workers then do it themselves
    finally:
        probe.cache_clear()  # a worker asks its own compiler, in its own environment
    return done


def serve(path: str) -> None:
    # The socket and the server's files are for this user only, whatever the
    # umask of the compile that started it (workers take their client's).
    os.umask(0o077)
    lock = open(path + ".lock", "a")
    if not _take(lock):
        sys.exit(server_address.ANOTHER_SERVER)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        # At once: `srcinst server --stop` believes the pid file only while
        # the lock is held, and it is ours from now on.
        with open(path + ".pid", "w") as f:
            f.write(f"{os.getpid()}\n")
        try:
            settings = Settings.from_environ()
        except SrcinstError as exc:  # its clients compile alone, and say what is wrong
            sys.exit(str(exc))
        idle = settings.server_idle
        _preload(settings)
        try:
            os.unlink(path)  # left by a server that died
        except FileNotFoundError:
            pass
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        listener.bind(path)
        listener.listen(128)
        _loop(listener, lock, idle)
    finally:
        for leftover in (path, path + ".pid"):
            try:
                os.unlink(leftover)
            except OSError:
                pass


def _take(lock) -> bool:
    """Takes the server lock. A server that is leaving holds it a little
    longer than its socket: it is waited for, not taken for a running one."""
    for _ in range(100):
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError:
            time.sleep(0.02)
    return False


def _loop(listener, lock, idle: float) -> None:
    """Keeps a spare worker forked ahead, waiting for the next connection:
    a compile does not wait for the fork (about 2 ms), and what a worker
    does before it reads a request is done before the request comes. The
    server leaves after `idle` seconds in which the spare took no
    connection and no worker ran."""
    workers: set[int] = set()  # pids
    while True:
        spare, control = _fork_spare(listener, lock)
        while True:
            took = _wait_for(control, idle)
            if took is None:  # idle: the spare stays while workers run
                _reap(workers)
                if workers:
                    continue
                took = _stop_spare(control)
                if not took:
                    _reap({spare})
                    return
            if not took:  # the spare ended without a connection (killed): clients compile alone
                _reap({spare})
                return
            break
        control.close()
        workers.add(spare)
        _reap(workers)


def _fork_spare(listener, lock):
    """(pid, the server's end of its control socket) of a new spare."""
    control, spare_end = socket.socketpair()
    pid = os.fork()
    if pid == 0:
        control.close()
        lock.close()
        _spare(listener, spare_end)  # never returns
    spare_end.close()
    return pid, control


def _wait_for(control, idle: float) -> bool | None:
    """True when the spare took a connection, False when it ended without
    one, None after `idle` seconds of neither."""
    ready, _, _ = select.select([control], [], [], idle)
    if not ready:
        return None
    return control.recv(1) == b"T"


def _stop_spare(control) -> bool:
    """Tells an idle spare to leave; True if it took a connection first."""
    try:
        control.sendall(b"Q")
    except OSError:
        pass
    return control.recv(1) == b"T"


def _spare(listener, control) -> None:
    """A worker forked ahead: what needs no request is done now, then it
    waits for a connection (and tells the server, which forks the next
    spare), or for the server to tell it to leave, or to end."""
    try:
        os.setpgid(0, 0)  # the client forwards Ctrl-C to this group
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        while True:
            ready, _, _ = select.select([listener, control], [], [])
            if listener not in ready:
                os._exit(0)  # the server stops, or left
            try:
                conn, _ = listener.accept()
                break
            except (BlockingIOError, ConnectionAbortedError):
                continue  # that client went away
    except BaseException:
        os._exit(0)  # the server then leaves: clients compile alone, or start another
    try:
        control.sendall(b"T")
    except OSError:
        pass  # the server left meanwhile: this compile is served all the same
    listener.close()
    control.close()
    _work(conn)  # never returns


def _reap(workers: set) -> None:
    for pid in list(workers):
        try:
            done, _ = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            done = pid
        if done:
            workers.discard(pid)


def _receive(conn):
    head, fds, _flags, _addr = socket.recv_fds(conn, server_address.HEADER.size, 3)
    while len(head) < server_address.HEADER.size:
        more = conn.recv(server_address.HEADER.size - len(head))
        if not more:
            raise EOFError
        head += more
    (size,) = server_address.HEADER.unpack(head)
    body = b""
    while len(body) < size:
        more = conn.recv(size - len(body))
        if not more:
            raise EOFError
        body += more
    return json.loads(body.decode("utf-8", "surrogateescape")), fds


def _work(conn) -> None:
    try:
        if not _same_user(conn):
            os._exit(1)
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
        try:
            os.setpriority(os.PRIO_PROCESS, 0, request.get("nice", 0))
        except OSError:
            pass  # a lower one than the server's: the compile runs nicer
        for which, soft, hard in request.get("limits", ()):
            # What the compile may use, as in the client. Limits above the
            # server's own cannot be had: then the client compiles itself.
            resource.setrlimit(which, (soft, hard))
        tempfile.tempdir = None  # chosen again from this client's TMPDIR
        if request.get("key"):  # the client can read direct entries
            from srcinst.wrap import records, wrapper
            wrapper.direct_match = records.direct_match(request["key"], request["cwd"], request["argv"],
                                                        request["env"])
        sys.argv = ["srcinst"] + request["argv"]
        conn.sendall(f"P{os.getpid()}\n".encode())
    except BaseException:  # the client runs the compile itself
        os._exit(1)
    # From here on the compile is the worker's: whatever happens, the client
    # gets the status that srcinst in its own process would have ended with.
    status = _run()
    try:
        conn.sendall(f"S{status}\n".encode())
    except BaseException:
        pass
    os._exit(0)


def _same_user(conn) -> bool:
    """The client runs as this user. (The socket's directory keeps others out;
    this holds should that directory be opened while the server runs.)"""
    if not hasattr(socket, "SO_PEERCRED"):
        return True  # not Linux: the directory and the socket's mode alone
    creds = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    _pid, uid, _gid = struct.unpack("3i", creds)
    return uid == os.getuid()


def _run() -> int:
    """Runs srcinst; its exit status, as Python would end it."""
    from srcinst.cli import main
    try:
        main()
        status = 0
    except SystemExit as exit_:
        code = exit_.code
        status = code if isinstance(code, int) else (0 if code is None else 1)
        if code is not None and not isinstance(code, int):
            _report(print, code, file=sys.stderr)
    except BaseException as exc:  # printed as Python prints what nothing caught
        _report(sys.excepthook, type(exc), exc, exc.__traceback__)
        status = 130 if isinstance(exc, KeyboardInterrupt) else 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BaseException:
            status = 120  # Python's status when its output cannot be flushed at exit
    return status


def _report(write, *args, **kwargs) -> None:
    try:
        write(*args, **kwargs)
    except BaseException:
        pass  # no standard error to say it on


if __name__ == "__main__":
    serve(sys.argv[1])
