"""Record files that the native client (srcinst/wrap/client) reads, so that
it can act without starting Python:

- a **launch record** tells the installed `srcinst` launcher the key of the
  installation it serves (server_address.installation_key), with the files
  and environment that key depends on;
- a **direct entry** holds what one wrapped compile did (the instrumented
  copies, where they went, the compiler command) with every file that
  decided it, so that the same command in the same state is run again
  without the server: a no-op rebuild with ccache behind srcinst then costs
  a few stat calls.

A file is a magic line, then records `TAG LENGTH\\n PAYLOAD\\n`. It is named
by a digest of what it must match and holds that match as its first record,
so a digest collision is a miss. A `file` record ("SIZE MTIME_NS PATH")
holds while the file keeps its size and mtime; an `absent` one while the path
does not exist. Files are written atomically; the client never writes them.
"""
from __future__ import annotations

import os
import re
from collections.abc import Iterable

# A file changed this recently may change again unseen: not recorded.
from srcinst.result_cache import TOO_NEW_SECONDS

LAUNCH_MAGIC = b"srcinst-launch 1\n"
DIRECT_MAGIC = b"srcinst-direct 1\n"
# What make changes between two runs of the same build (client/direct.c):
# left out of a direct entry's match, or no rebuild would ever hit.
VOLATILE = frozenset({"MAKEFLAGS", "MAKELEVEL", "MAKEOVERRIDES", "MAKE_RESTARTS", "MAKE_TERMERR",
                      "MAKE_TERMOUT", "MFLAGS", "OLDPWD", "PWD", "SHLVL", "_"})

Record = tuple[bytes, bytes]


def fnv1a64(data: bytes) -> int:
    h = 0xCBF29CE484222325
    for byte in data:
        h = ((h ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def encode(magic: bytes, records: Iterable[Record]) -> bytes:
    parts = [magic]
    for tag, payload in records:
        parts.append(b"%s %d\n%s\n" % (tag, len(payload), payload))
    return b"".join(parts)


def file_records(paths: Iterable[str], since: float | None = None) -> list[Record] | None:
    """`file`/`absent` records of `paths`; None when one changed after `since`
    (less TOO_NEW_SECONDS): it could change again unseen."""
    records = []
    for path in dict.fromkeys(os.path.abspath(p) for p in paths):
        name = os.fsencode(path)
        try:
            st = os.stat(path)
        except FileNotFoundError:
            records.append((b"absent", name))
            continue
        except OSError:
            return None
        if since is not None and st.st_mtime >= since - TOO_NEW_SECONDS:
            return None
        records.append((b"file", b"%d %d %s" % (st.st_size, st.st_mtime_ns, name)))
    return records


def _write(path: str, data: bytes) -> bool:
    from srcinst.diagnostics import SrcinstError
    from srcinst.output import write_atomically
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        write_atomically(path, data)
    except (OSError, SrcinstError):
        return False  # a record that cannot be written only costs speed
    return True


# -- launch records -------------------------------------------------------------------
def launch_record_path(match: bytes, cache_dir: str) -> str:
    return os.path.join(cache_dir, "launch", f"{fnv1a64(match):016x}")


def write_launch_record(match: bytes, cache_dir: str) -> bool:
    """The launch record for the launcher whose match (its path and the
    environment that shapes Python's key, as client/launch.c builds it from
    its own environment) is `match`, from this process's view of the
    installation."""
    from srcinst.wrap import server_address
    key, watched = server_address.installation()
    files = file_records(watched)
    if files is None:
        return False
    return _write(launch_record_path(match, cache_dir), encode(LAUNCH_MAGIC, [(b"match", match), (b"key", key.encode())]
                                                    + files))


# -- direct entries ---------------------------------------------------------------------
def direct_match(key: str, cwd: str, argv: list[str], env: dict) -> bytes:
    """What a direct entry is for: the installation, the working directory,
    srcinst's arguments and the environment but for VOLATILE (as the client
    builds it from its own)."""
    def raw(text: str) -> bytes:
        return text.encode("utf-8", "surrogateescape")
    parts = [b"srcinst-direct\0", raw(key) + b"\0", raw(cwd) + b"\0"]
    parts += [raw(arg) + b"\0" for arg in argv]
    parts.append(b"\1")
    names = sorted((raw(name), value) for name, value in env.items() if name not in VOLATILE)
    parts += [name + b"=" + raw(value) + b"\0" for name, value in names]
    return b"".join(parts)


def direct_entry_path(match: bytes, results_dir: str) -> str:
    h = f"{fnv1a64(match):016x}"
    return os.path.join(results_dir, h[:2], "d" + h[2:])


def write_direct_entry(match: bytes, depends_on: Iterable[str], copies: list[tuple[str, bytes]],
                       command: list[str], strict: bool, mends: list[tuple[str, str, str]],
                       started: float, results_dir: str, quiet: bool = False) -> bool:
    """`quiet`: the compile that leaves it (it succeeded) printed nothing on
    standard output. Its hits may then exec the compiler, where no dependency
    file needs mending after it (client/direct.c): the cache records that
    this very copy compiled successfully with this very command."""
    files = file_records(depends_on, since=started)
    if files is None or not (copies or quiet):
        return False
    records = [(b"match", match)] + files + [(b"strict", b"1" if strict else b"0"),
                                             (b"ran", b"1" if quiet else b"0")]
    for path, data in copies:
        records += [(b"copy", os.fsencode(path)), (b"data", data)]
    records += [(b"arg", os.fsencode(arg)) for arg in command]
    for depfile, old, new in mends:
        records += [(b"depfile", os.fsencode(depfile)), (b"from", os.fsencode(old)), (b"to", os.fsencode(new))]
    if any(b"\0" in payload for tag, payload in records if tag not in (b"match", b"data")):
        return False
    path = direct_entry_path(match, results_dir)
    replaced = _copies_of(path)
    if not _write(path, encode(DIRECT_MAGIC, records)):
        return False
    _remove_copies(replaced - {os.fsencode(copy) for copy, _ in copies})
    return True


def decode(data: bytes, magic: bytes) -> list[Record] | None:
    """The records of a file `encode` wrote; None if it is not one."""
    if not data.startswith(magic):
        return None
    records, at = [], len(magic)
    while at < len(data):
        space, newline = data.find(b" ", at), data.find(b"\n", at)
        if space < 0 or newline < space or not data[space + 1:newline].isdigit():
            return None
        end = newline + 1 + int(data[space + 1:newline])
        if data[end:end + 1] != b"\n":
            return None
        records.append((data[at:space], data[newline + 1:end]))
        at = end + 1
    return records


def _copies_of(entry: str) -> set[bytes]:
    try:
        with open(entry, "rb") as handle:
            records = decode(handle.read(), DIRECT_MAGIC) or []
    except OSError:
        return set()
    return {payload for tag, payload in records if tag == b"copy"}


def _remove_copies(paths: Iterable[bytes]) -> None:
    """A hit that exec'd the compiler left its copies in their digest
    directories; once its entry is replaced by one with other copies (the
    source or a header changed) they are not used again: removed unless a
    compile holds them."""
    for path in paths:
        directory = os.path.dirname(path)
        if not re.fullmatch(rb"[0-9a-f]{20}", os.path.basename(directory)):
            continue  # only a digest directory (wrapper.Scratch)
        try:
            with open(os.path.join(directory, b".lock"), "rb") as lock:
                remove_unless_held(lock, directory)
        except OSError:
            pass  # gone already


def remove_unless_held(lock, directory: str | bytes) -> None:
    """Removes a digest directory unless a compile holds its `.lock` (shared,
    wrapper._share_directory): the same file compiled twice at once shares it,
    and the last compile to leave removes it."""
    import fcntl
    import shutil
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        shutil.rmtree(directory, ignore_errors=True)
    except OSError:
        pass  # still in use
