"""Where the resident server listens, starting, finding and stopping it. Shared by the client
(srcinst.wrap.launch) and the server; imports nothing heavy.

The socket lives in a directory only this user can enter, and its name
carries a key of the Python and srcinst installation it serves (and of where
that Python finds its modules and how it encodes text), so a changed or
reinstalled srcinst, another PYTHONPATH or locale, starts a server of its
own and the old one idles out.
"""
from __future__ import annotations

import fcntl
import os
import signal
import stat
import struct
import sys
import zlib

_MAX_SOCKET_PATH = 104  # sun_path holds 108 bytes on Linux, 104 on BSDs
ANOTHER_SERVER = 75  # a server's exit status when another one holds the lock
# A request's length, before the request (JSON) and with the client's streams.
HEADER = struct.Struct("!I")


def installation_key() -> str:
    return installation()[0]


def installation():
    """The key of this Python and srcinst installation, and the files it
    depends on (the interpreter, the search path's entries, srcinst's
    modules): the launch record's (srcinst.wrap.records)."""
    # Imports kept to what every client needs: this runs once per compile.
    import srcinst
    import srcinst.frontends
    # sys.path[0] is the script's directory (or, with -m, the working
    # directory): not where srcinst and its modules come from.
    own = 0 if getattr(sys.flags, "safe_path", False) or sys.flags.isolated else 1
    parts = [sys.executable, sys.version, *sys.path[own:]]
    watched = [sys.executable, *(entry for entry in sys.path[own:] if entry),
               # Entries that would join the path once they exist or change.
               os.path.join(sys.prefix, "pyvenv.cfg")]
    import site
    if site.ENABLE_USER_SITE is not False:
        watched.append(site.getusersitepackages())
    # How names and messages become bytes (locale, PYTHONIOENCODING).
    parts.append(f"{sys.getfilesystemencoding()}:{sys.getfilesystemencodeerrors()}")
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        parts.append(f"{getattr(stream, 'encoding', '')}:{getattr(stream, 'errors', '')}")
    # Every module a server holds: a changed one needs a server of its own.
    for root in sorted({*srcinst.__path__, *srcinst.frontends.__path__}):
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(files):
                if name.endswith(".py"):
                    path = os.path.join(folder, name)
                    st = os.stat(path)
                    parts.append(f"{path}:{st.st_size}:{st.st_mtime_ns}")
                    watched.append(path)
    data = "\n".join(parts).encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(data):08x}{zlib.crc32(data[::-1]):08x}", watched


def server_dir(configured: str) -> str | None:
    """The socket's directory (Settings.server_dir) if it is private to this
    user (made so when it is new), else None."""
    directory = os.path.abspath(configured)  # the server runs in /
    try:
        os.makedirs(directory, mode=0o700, exist_ok=True)
        entry = os.lstat(directory)
        st = os.stat(directory)
    except OSError:
        return None
    # Someone else's directory, or one others may write to: no server. A
    # link must be ours too, or its owner may point it elsewhere at any time.
    uid = os.getuid()
    if (entry.st_uid != uid or st.st_uid != uid or not stat.S_ISDIR(st.st_mode)
            or stat.S_IMODE(st.st_mode) & 0o077):
        return None
    return directory


# A compile must run where its client runs: in the batch job's or the
# container's control groups (limits, accounting, cleanup at the job's end)
# and namespaces. Clients elsewhere get a server of their own.
_NAMESPACES = ("cgroup", "ipc", "mnt", "net", "pid", "user", "uts")


def context_key() -> str:
    """A key of this process's control groups and namespaces (Linux; the
    native client computes the same bytes and checksum)."""
    try:
        with open("/proc/self/cgroup", "rb") as f:
            parts = [f.read()]
    except OSError:
        parts = [b""]
    for name in _NAMESPACES:
        try:
            parts.append(b"%s:%d" % (name.encode(), os.stat(f"/proc/self/ns/{name}").st_ino))
        except OSError:
            parts.append(b"%s:-" % name.encode())
    digest = zlib.crc32(b"\n".join(parts))
    return f"{digest:08x}"


def socket_path(configured_dir: str, key: str | None = None) -> str | None:
    directory = server_dir(configured_dir)
    if directory is None:
        return None
    # Half of each key keeps the name as short as sun_path needs.
    path = os.path.join(directory, f"server-{(key or installation_key())[:8]}{context_key()}.sock")
    return path if len(os.fsencode(path)) < _MAX_SOCKET_PATH else None


# The server imports from where this process does, and not from the build
# directory it was started in (as `python -m` would).
_SERVER_MAIN = "import sys; sys.path[:] = sys.argv[2:]; from srcinst.wrap.server import serve; serve(sys.argv[1])"


def start_server(path: str):
    """Starts a detached server for `path`: its Popen, or None. It holds none
    of this process's files, so a build piped through `tee` ends when the
    build does, and runs in /, so it keeps no build directory busy."""
    import subprocess
    try:
        with open(path + ".log", "wb") as log:  # the server's own errors, if any
            return subprocess.Popen([sys.executable, "-c", _SERVER_MAIN, path,
                                     *(os.path.abspath(entry) for entry in sys.path)],
                                    cwd="/", stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                    stderr=log, start_new_session=True, close_fds=True)
    except OSError:
        return None


def stop(path: str) -> bool:
    """Stops the server listening on `path`; False if none ran."""
    pid = running(path)
    if pid is None:
        return False
    try:
        os.kill(pid, signal.SIGTERM)
    except OSError:
        return False
    return True


def running(path: str):
    """The pid of the server for `path`, or None. Its pid file is believed
    only while a server holds the lock: one killed with -9 leaves it, and
    the pid may be another process's by now."""
    try:
        lock = open(path + ".lock", "rb")
    except OSError:
        return None
    with lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError:  # held: a server runs
            try:
                with open(path + ".pid") as f:
                    return int(f.read().strip())
            except (OSError, ValueError):
                return None
        try:
            os.unlink(path + ".pid")  # stale; a server starting now waits for this lock
        except OSError:
            pass
        return None
