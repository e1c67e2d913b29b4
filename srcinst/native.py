"""Building srcinst's own C programs on first use.

The trace runtime and the native client ship as C source, never as
binaries. Each is compiled with the user's compiler the first time it is
needed and kept in the cache directory (settings.cache_dir, given).
A build is named by a digest of everything that determines it (compiler
path and `--version` text, sources, flags), so a changed compiler or source
builds anew, and lands whole or not at all, so that concurrent builds
(make -j) never see a half-written file.
"""
from __future__ import annotations

import hashlib
import os
import shlex
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

from srcinst.diagnostics import error


def default_compiler() -> str:
    return os.environ.get("CC") or "cc"


def compiler_command(cc: str) -> list:
    """CC as a command: `gcc`, `gcc -m32`, `ccache gcc` (split as a shell would)."""
    try:
        words = shlex.split(cc)
    except ValueError as exc:
        raise error(f"cannot read compiler command '{cc}': {exc}", status=2) from exc
    if not words or shutil.which(words[0]) is None:
        raise error(f"compiler '{cc}' not found", status=2)
    return words


def compiler_identity(cc: str) -> str:
    words = compiler_command(cc)
    try:
        proc = subprocess.run([*words, "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise error(f"cannot run '{cc} --version': {exc}", status=2) from exc
    return " ".join([os.path.realpath(shutil.which(words[0])), *words[1:]]) + "\n" + proc.stdout


def cached_build(what: str, cc: str, key: Iterable[bytes], name: str,
                 command: Callable[[Path], list], cache_dir: Path, by_compiler: bool = True) -> Path:
    """The file `name` that `command(output path)` builds with compiler `cc`,
    from `cache_dir` when a build with the same `key` is there. `what` names
    the program in messages and in the cache's directory names. Without
    `by_compiler`, any compiler's build will do (a shared library that only
    speaks the C ABI), so a cached one is found without asking `cc` who it is."""
    digest = hashlib.sha256(compiler_identity(cc).encode() if by_compiler else b"any compiler")
    for part in key:
        digest.update(part)
    target_dir = cache_dir / f"{what.split()[-1]}-{digest.hexdigest()[:16]}"
    target = target_dir / name
    if target.is_file():
        return target
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        # Built beside its final place and renamed into it.
        scratch = Path(tempfile.mkdtemp(prefix=".build-", dir=cache_dir))
    except OSError as exc:
        raise error(f"cannot create cache directory: {exc.strerror}", str(cache_dir)) from exc
    try:
        # CC may be srcinst's own wrapper (make CC="srcinst -s ... -- gcc"):
        # srcinst's programs are built as they are, not instrumented.
        proc = subprocess.run([*compiler_command(cc), *command(scratch / name)], capture_output=True,
                              text=True, env=dict(os.environ, SRCINST_DISABLE="1"))
        if proc.returncode != 0:
            raise error(f"building the {what} with '{cc}' failed:\n{proc.stderr.rstrip()}")
        try:
            os.rename(scratch, target_dir)
        except OSError:
            if not target.is_file():  # another process did not win the race either
                raise error(f"cannot store the {what} in the cache", str(target_dir)) from None
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return target
