"""CPU seconds of a build, the measure that a busy machine disturbs least.

A build through srcinst spends CPU in two process trees: make's (make, the
`srcinst` clients, and the compilers that clients run themselves) and the
server's (its forks, its workers and the compilers they run). `run_make`
returns make's from wait4; `server_seconds` reads the server's from /proc
(its own time and that of the workers it reaped), after a connection that
makes it reap the workers that ended. The difference across a build is the
server's share of it.
"""
from __future__ import annotations

import os
import socket
import subprocess
import tempfile
import time
from pathlib import Path


def run_make(argv: list[str], cwd: Path, env: dict | None = None) -> tuple[int, float, str]:
    """(status, CPU seconds of make and everything it waited for, its stderr)."""
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        return proc.returncode, usage.ru_utime + usage.ru_stime, err.read().decode(errors="replace")


def server_seconds(server_dir: str) -> float:
    """CPU seconds of the running server and the workers it reaped; 0 without one."""
    total = 0.0
    for pid_file in Path(server_dir).glob("*.pid"):
        try:
            pid = int(pid_file.read_text())
        except (OSError, ValueError):
            continue
        sock = str(pid_file)[:-len(".pid")]
        try:  # a connection that ends at once: the server reaps its ended workers
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as poke:
                poke.connect(sock)
        except OSError:
            pass
        time.sleep(0.05)
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        utime, stime, cutime, cstime = (int(f) for f in fields[11:15])
        total += (utime + stime + cutime + cstime) / os.sysconf("SC_CLK_TCK")
    return total
