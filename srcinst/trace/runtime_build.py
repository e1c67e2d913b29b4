"""Builds srcinst's trace runtime (srcinst/trace/runtime/*.c) for a user's
compiler, once per compiler and runtime source (see srcinst.native)."""
from __future__ import annotations

from importlib import resources
from pathlib import Path

from srcinst.native import cached_build

RUNTIME_SOURCE = "srcinst_trace.c"
RUNTIME_HEADER = "srcinst_trace.h"
OBJECT_NAME = "srcinst_trace.o"
# -fPIC: the object may end up in a shared library as well as a program.
# -x c: the runtime is C whichever driver builds it (g++, gfortran).
BUILD_FLAGS = ["-x", "c", "-O2", "-fPIC", "-std=gnu99", "-pthread"]
LINK_FLAGS = ["-lpthread"]


def runtime_dir() -> Path:
    """The directory holding the runtime's source and header."""
    return Path(str(resources.files("srcinst.trace") / "runtime"))


def build_runtime(cc: str) -> Path:
    """The runtime object for compiler `cc`, built now unless cached."""
    source = runtime_dir() / RUNTIME_SOURCE
    key = [" ".join(BUILD_FLAGS).encode(), source.read_bytes(), (runtime_dir() / RUNTIME_HEADER).read_bytes()]
    return cached_build("trace runtime", cc, key, OBJECT_NAME,
                        lambda out: [*BUILD_FLAGS, "-I", str(runtime_dir()), "-c", str(source), "-o", str(out)])


def compile_flags() -> list:
    return ["-I" + str(runtime_dir())]


def link_flags(cc: str) -> list:
    return [str(build_runtime(cc))] + LINK_FLAGS
