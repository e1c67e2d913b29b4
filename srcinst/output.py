"""Files in and out: JSON inputs read with GCC-style errors; atomic output,
so that a reader never sees a half-written file, and inputs are never touched."""
from __future__ import annotations

import json
import os
import stat
import tempfile
from typing import Any

from srcinst.diagnostics import error


def read_json(path: str, cannot_read: str, hint: str) -> Any:  # whatever the JSON holds
    """The JSON data in `path`; errors name the file (and the place of a syntax error)."""
    try:
        with open(path, encoding="utf-8", errors="surrogateescape") as handle:
            return json.load(handle)
    except OSError as exc:
        raise error(f"{cannot_read}: {exc.strerror} ({hint})", path, status=2) from exc
    except json.JSONDecodeError as exc:
        raise error(f"invalid JSON: {exc.msg}", path, exc.lineno, exc.colno, status=2) from exc


def same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.abspath(a) == os.path.abspath(b)


def write_atomically(path: str, data: bytes) -> None:
    """Writes a whole file or nothing: a temporary file renamed over `path`.
    A symlink is written through (its target is replaced, the link stays);
    a pipe or device (/dev/stdout, a FIFO) is written to directly, as there is
    no file to replace."""
    try:
        target = os.stat(path)
    except OSError:
        target = None
    if target is not None and not stat.S_ISREG(target.st_mode):
        _write_through(path, data)
        return
    path = os.path.realpath(path)
    directory = os.path.dirname(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=".srcinst-", dir=directory)
    except OSError as exc:
        raise error(f"cannot write output: {exc.strerror}", path) from exc
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        mode = 0o666 & ~_umask()
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise error(f"cannot write output: {exc.strerror}", path) from exc


def _write_through(path: str, data: bytes) -> None:
    try:
        with open(path, "wb") as handle:
            handle.write(data)
    except OSError as exc:
        raise error(f"cannot write output: {exc.strerror}", path) from exc


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
