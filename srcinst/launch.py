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
import struct
import sys

# The server module names the protocol's pieces; the client repeats only these.
_HEADER = struct.Struct("!I")


def main() -> None:
    args = sys.argv[1:]
    if "--" in args and _server_enabled():
        status = _via_server(args)
        if status is not None:
            sys.exit(status)
    from srcinst.cli import main as cli_main
    cli_main()


def _server_enabled() -> bool:
    return (os.environ.get("SRCINST_SERVER", "1") != "0"
            and os.environ.get("SRCINST_DISABLE", "0") in ("", "0"))


def _via_server(args):
    """The exit status of the command as a server worker ran it, or None when
    no worker took it (then the caller runs it here)."""
    from srcinst import server_address
    address = server_address.socket_path()
    if address is None:
        return None
    sock = _connect(address) or (server_address.start_server(address) and _connect(address, wait=True))
    if not sock:
        return None
    with sock:
        return _exchange(sock, args)


def _connect(address, wait=False):
    import time
    deadline = time.monotonic() + (10.0 if wait else 0.0)
    while True:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.connect(address)
            return sock
        except OSError:
            sock.close()
            if time.monotonic() >= deadline:
                return None
            time.sleep(0.01)


def _exchange(sock, args):
    umask = os.umask(0o022)
    os.umask(umask)
    request = json.dumps({"argv": args, "cwd": os.getcwd(), "env": dict(os.environ),
                          "umask": umask}).encode("utf-8", "surrogateescape")
    try:
        socket.send_fds(sock, [_HEADER.pack(len(request))], [0, 1, 2])
        sock.sendall(request)
        reader = sock.makefile("rb")
        worker = reader.readline()  # b"P<pid>\n": the worker took the job
    except OSError:
        return None
    if not worker.startswith(b"P"):
        return None
    pid = int(worker[1:])
    interrupted = []

    def forward(signum, _frame):
        # Ctrl-C in make: the worker and its compiler stop too.
        interrupted.append(signum)
        try:
            os.killpg(pid, signum)
        except OSError:
            pass

    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, forward)
    try:
        line = reader.readline()
    except OSError:
        line = b""
    if line.startswith(b"S"):
        return int(line[1:])
    if interrupted:
        return 128 + interrupted[0]
    # The worker died without a status: run the compile here instead.
    return None
