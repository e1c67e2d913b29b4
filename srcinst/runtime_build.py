"""Builds srcinst's trace runtime (srcinst/runtime/*.c) for a user's compiler.

The runtime ships as C source, never as a binary. It is compiled once per
compiler (identified by its path and `--version` text) and per runtime
source, into a cache directory, and reused from there:
    $SRCINST_CACHE_DIR, else $XDG_CACHE_HOME/srcinst, else ~/.cache/srcinst.
"""
from __future__ import annotations

import hashlib
import os
import shlex
import shutil
import subprocess
import tempfile
from importlib import resources
from pathlib import Path

from srcinst.diagnostics import error

RUNTIME_SOURCE = "srcinst_trace.c"
RUNTIME_HEADER = "srcinst_trace.h"
OBJECT_NAME = "srcinst_trace.o"
# -fPIC: the object may end up in a shared library as well as a program.
# -x c: the runtime is C whichever driver builds it (g++, gfortran).
BUILD_FLAGS = ["-x", "c", "-O2", "-fPIC", "-std=gnu99", "-pthread"]
LINK_FLAGS = ["-lpthread"]


def runtime_dir() -> Path:
    """The directory holding the runtime's source and header."""
    return Path(str(resources.files("srcinst") / "runtime"))


def cache_dir() -> Path:
    explicit = os.environ.get("SRCINST_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "srcinst"


def default_compiler() -> str:
    return os.environ.get("CC") or "cc"


def compiler_command(cc: str) -> list:
    """CC as a command: `gcc`, `gcc -m32`, `ccache gcc` (split as a shell would)."""
    try:
        words = shlex.split(cc)
    except ValueError as exc:
        raise error(f"cannot read compiler command '{cc}': {exc}", status=2)
    if not words or shutil.which(words[0]) is None:
        raise error(f"compiler '{cc}' not found", status=2)
    return words


def compiler_identity(cc: str) -> str:
    words = compiler_command(cc)
    try:
        proc = subprocess.run([*words, "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise error(f"cannot run '{cc} --version': {exc}", status=2)
    return " ".join([os.path.realpath(shutil.which(words[0])), *words[1:]]) + "\n" + proc.stdout


def _build_key(cc: str) -> str:
    digest = hashlib.sha256()
    digest.update(compiler_identity(cc).encode())
    digest.update(" ".join(BUILD_FLAGS).encode())
    for name in (RUNTIME_SOURCE, RUNTIME_HEADER):
        digest.update((runtime_dir() / name).read_bytes())
    return digest.hexdigest()[:16]


def build_runtime(cc: str) -> Path:
    """The runtime object for compiler `cc`, built now unless cached."""
    target_dir = cache_dir() / f"runtime-{_build_key(cc)}"
    target = target_dir / OBJECT_NAME
    if target.is_file():
        return target
    try:
        cache_dir().mkdir(parents=True, exist_ok=True)
        # Build beside the final place and rename, so that concurrent builds
        # (make -j) never see a half-written object.
        scratch = Path(tempfile.mkdtemp(prefix=".build-", dir=cache_dir()))
    except OSError as exc:
        raise error(f"cannot create cache directory: {exc.strerror}", str(cache_dir()))
    try:
        cmd = [*compiler_command(cc), *BUILD_FLAGS, "-I", str(runtime_dir()), "-c",
               str(runtime_dir() / RUNTIME_SOURCE), "-o", str(scratch / OBJECT_NAME)]
        # CC may be srcinst's own wrapper (make CC="srcinst -s ... -- gcc"):
        # the runtime itself must not be instrumented.
        proc = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, SRCINST_DISABLE="1"))
        if proc.returncode != 0:
            raise error(f"building the trace runtime with '{cc}' failed:\n{proc.stderr.rstrip()}")
        try:
            os.rename(scratch, target_dir)
        except OSError:
            if not target.is_file():  # another process did not win the race either
                raise error("cannot store the runtime in the cache", str(target_dir))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return target


def compile_flags() -> list:
    return ["-I" + str(runtime_dir())]


def link_flags(cc: str) -> list:
    return [str(build_runtime(cc))] + LINK_FLAGS
