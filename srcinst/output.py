"""Atomic output: a reader never sees a half-written file, and inputs are never touched."""
from __future__ import annotations

import os
import tempfile

from srcinst.diagnostics import error


def same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.abspath(a) == os.path.abspath(b)


def write_atomically(path: str, data: bytes) -> None:
    directory = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(prefix=".srcinst-", dir=directory)
    except OSError as exc:
        raise error(f"cannot write output: {exc.strerror}", path)
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
        raise error(f"cannot write output: {exc.strerror}", path)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
