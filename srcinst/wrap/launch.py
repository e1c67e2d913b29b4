"""The `srcinst` command. Compiler-wrapper calls go to a resident server when
one can be reached; everything else, and every failure to reach one, runs in
this process.

A wrapped build runs srcinst once per compile. Starting Python, loading
libclang and the frontends and asking the compiler for its search path cost
more than instrumenting a typical file, so a server that holds all of it
forks a worker per compile. The worker gets this process's standard streams,
directory, environment and umask, runs exactly what this process would have
run, and sends back the exit status. This module imports only what a client
needs, so that the client stays cheap.
"""
from __future__ import annotations

import json
import os
import signal
import socket
import sys

# Stopping the client stops the worker and its compiler: the signals a
# terminal, make or timeout send. One the client ignores (nohup) it does not
# forward, as a compile in this process would ignore it.
FORWARDED = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT)


def main() -> None:
    args = sys.argv[1:]
    # Run by the native `srcinst` launcher (client/srcinst_client.c), which
    # could not find a launch record that holds: leave one for it. (Internal
    # variables: srcinst.settings.INTERNAL.)
    launcher = os.environ.pop("SRCINST_LAUNCHER", None)
    # The launcher's own view of its environment (Python may have coerced
    # the locale in os.environ: PEP 538).
    match = os.environ.pop("SRCINST_LAUNCH_MATCH", None)
    settings = None  # read by srcinst.cli for other commands
    if "--" in args:
        from srcinst.diagnostics import SrcinstError
        from srcinst.settings import Settings
        try:
            settings = Settings.from_environ()
        except SrcinstError as exc:
            print(exc, file=sys.stderr)
            sys.exit(exc.status)
        if launcher and match:
            from srcinst.wrap import records
            records.write_launch_record(bytes.fromhex(match), settings.cache_dir)
        if settings.server and not settings.disable:
            status = _via_server(args, settings)
            if status is not None:
                sys.exit(status)
    from srcinst.cli import main as cli_main
    cli_main(settings)


def _via_server(args, settings):
    """The exit status of the command as a server worker ran it, or None when
    no worker took it (then the caller runs it here)."""
    try:
        from srcinst.wrap import server_address
        key = server_address.installation_key()
        address = server_address.socket_path(settings.server_dir, key)
        if address is None:
            return None
        sock = _connect(address)
        if sock is None:
            server = server_address.start_server(address)
            sock = server is not None and _connect(address, server)
        if not sock:
            return None
        request = _request(args, key)
    except KeyboardInterrupt:  # as srcinst.cli answers Ctrl-C
        from srcinst.diagnostics import Diagnostic
        print(Diagnostic("error", "interrupted"), file=sys.stderr)
        sys.exit(130)
    except Exception:  # whatever it is, this process can do the compile
        return None
    with sock:
        return _exchange(sock, request)


def _connect(address, server=None):
    """A socket connected to `address`; with `server` (the Popen of one just
    started), waits for it while it starts or another one does."""
    import time

    from srcinst.wrap import server_address
    deadline = time.monotonic() + (10.0 if server is not None else 0.0)
    while True:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.connect(address)
            return sock
        except OSError:
            sock.close()
        if time.monotonic() >= deadline:
            return None
        code = server.poll()
        if code is not None and code != server_address.ANOTHER_SERVER:
            return None  # it could not start (see its .log), or left already
        time.sleep(0.01)


def _request(args, key) -> bytes:
    """What the worker needs to run the compile as this process would."""
    import resource
    umask = os.umask(0o022)
    os.umask(umask)
    limits = {getattr(resource, name) for name in dir(resource) if name.startswith("RLIMIT_")}
    return json.dumps({"argv": args, "cwd": os.getcwd(), "env": dict(os.environ), "umask": umask,
                       "limits": [[which, *resource.getrlimit(which)] for which in sorted(limits)],
                       "nice": os.getpriority(os.PRIO_PROCESS, 0), "key": key}).encode("utf-8", "surrogateescape")


def _exchange(sock, request):
    worker: list[int] = []  # its pid, once a worker took the job
    interrupted = []

    def forward(signum, _frame):
        # Ctrl-C in make: the worker and its compiler stop too.
        interrupted.append(signum)
        if worker:
            _kill(worker[0], signum)

    previous = {}
    for signum in FORWARDED:
        if signal.getsignal(signum) != signal.SIG_IGN:
            previous[signum] = signal.signal(signum, forward)
    try:
        from srcinst.wrap.server_address import HEADER
        socket.send_fds(sock, [HEADER.pack(len(request))], [0, 1, 2])
        sock.sendall(request)
        reader = sock.makefile("rb")
        line = reader.readline()  # b"P<pid>\n": the worker took the job
        pid = int(line[1:]) if line.startswith(b"P") else None
    except (OSError, ValueError):
        pid = None
    if pid is not None:
        # Signals that came before the worker was known go to it now.
        signal.pthread_sigmask(signal.SIG_BLOCK, FORWARDED)
        worker.append(pid)
        for signum in interrupted:
            _kill(pid, signum)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, FORWARDED)
        try:
            line = reader.readline()
            if line.startswith(b"S"):
                return int(line[1:])
        except (OSError, ValueError):
            pass
    if interrupted:
        _end_by(interrupted[0])
    # No worker took it, or it died without a status: run the compile here.
    for signum, handler in previous.items():
        signal.signal(signum, handler)
    return None


def _kill(pid, signum):
    try:
        os.killpg(pid, signum)
    except OSError:
        pass


def _end_by(signum):
    """Ends this process as the signal would have ended the compile in it."""
    if signum == signal.SIGINT:
        sys.exit(130)  # srcinst.cli's answer to Ctrl-C
    signal.signal(signum, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signum])
    os.kill(os.getpid(), signum)
    sys.exit(128 + signum)
