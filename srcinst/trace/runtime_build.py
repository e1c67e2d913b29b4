"""Builds srcinst's trace runtime (srcinst/trace/runtime/*.c) for a user's
compiler, once per compiler and runtime source (see srcinst.native).

Where libotf2 is found and works with that compiler, the runtime is built
with OTF2 output (-DSRCINST_HAVE_OTF2, SRCINST_TRACE_FORMAT=otf2) and its
link flags include libotf2's. SRCINST_TRACE_OTF2=0 (settings.trace_otf2)
builds it without.

Where the compiler is an MPI compiler (a program using MPI compiles and
links with it: mpicc, mpicxx, mpif90), the runtime is built with its PMPI
wrappers (-DSRCINST_HAVE_MPI, srcinst_trace_mpi.c): MPI calls are measured,
files are named by rank, and with OTF2 the job writes one archive."""
from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from srcinst.diagnostics import SrcinstError
from srcinst.native import cached_build
from srcinst.settings import Settings

RUNTIME_SOURCE = "srcinst_trace.c"
RUNTIME_HEADER = "srcinst_trace.h"
OBJECT_NAME = "srcinst_trace.o"
# -fPIC: the object may end up in a shared library as well as a program.
# -x c: the runtime is C whichever driver builds it (g++, gfortran).
BUILD_FLAGS = ["-x", "c", "-O2", "-fPIC", "-std=gnu99", "-pthread"]
LINK_FLAGS = ["-lpthread"]

OTF2_PROBE = (b"#include <otf2/otf2.h>\n"
              b"int main(void) { OTF2_Archive *a = OTF2_Archive_Open(\"d\", \"t\", OTF2_FILEMODE_WRITE,\n"
              b"    OTF2_CHUNK_SIZE_EVENTS_DEFAULT, OTF2_CHUNK_SIZE_DEFINITIONS_DEFAULT,\n"
              b"    OTF2_SUBSTRATE_POSIX, OTF2_COMPRESSION_NONE);\n"
              b"  return a ? OTF2_Archive_Close(a) != OTF2_SUCCESS : 1; }\n")
MPI_PROBE = (b"#include <mpi.h>\n"
             b"int main(int argc, char **argv) { int rank; PMPI_Init(&argc, &argv);\n"
             b"  PMPI_Comm_rank(MPI_COMM_WORLD, &rank); return PMPI_Finalize() + rank; }\n")
# The Fortran bindings' profiling entry points link (mpif90, not mpicc):
# the runtime's Fortran wrappers call them.
MPI_FORTRAN_PROBE = (b"#include <mpi.h>\n"
                     b"void pmpi_barrier_(MPI_Fint *comm, MPI_Fint *ierr);\n"
                     b"int main(int argc, char **argv) { MPI_Fint c = 0, e = 0; (void)argv;\n"
                     b"  if (argc > 99) pmpi_barrier_(&c, &e); return (int)e; }\n")
# Directories every compiler searches anyway: not repeated in the flags.
_SYSTEM_DIR = re.compile(r"^-[IL]/(usr/)?(include|lib(32|64)?)(/[\w.-]*-linux-gnu\w*)?/?$")


@dataclass(frozen=True)
class Otf2:
    """How the runtime compiles and links with libotf2."""
    cflags: tuple[str, ...]
    libs: tuple[str, ...]
    found: str   # where: "libotf2 3.0.2, /usr/bin/otf2-config" or its header


@functools.cache
def runtime_dir() -> Path:
    """The directory holding the runtime's source and header (looked up
    once: the server does it for its workers, whose compiles of a trace
    spec's copies name it)."""
    return Path(str(resources.files("srcinst.trace") / "runtime"))


def _sources() -> list[Path]:
    """Every file of the runtime (srcinst_trace.c includes the others)."""
    return sorted(p for p in runtime_dir().iterdir() if p.suffix in (".c", ".h"))


def _otf2_config(config: str, option: str) -> list[str] | None:
    try:
        proc = subprocess.run([config, option], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return proc.stdout.split() if proc.returncode == 0 else None


def _otf2_candidate() -> tuple[Otf2, bytes] | None:
    """libotf2's flags where it looks installed (cheap: no compiler run), and
    what identifies that installation; None where it does not."""
    config = shutil.which("otf2-config")
    if config:
        parts = [_otf2_config(config, option) for option in ("--cflags", "--ldflags", "--libs", "--version")]
        cflags, ldflags, libs, version = parts
        if cflags is not None and ldflags is not None and libs is not None and version is not None:
            keep = [f for f in cflags + ldflags if not _SYSTEM_DIR.match(f)]
            otf2 = Otf2(tuple(f for f in keep if f in cflags), tuple([f for f in keep if f in ldflags] + libs),
                        f"libotf2 {version[-1]}, {config}")
            return otf2, f"{config}\n{' '.join(version)}".encode()
    dirs = [d for var in ("CPATH", "C_INCLUDE_PATH") for d in os.environ.get(var, "").split(os.pathsep) if d]
    for directory in [*dirs, "/usr/local/include", "/usr/include"]:
        header = Path(directory) / "otf2" / "otf2.h"
        if header.is_file():
            stat = header.stat()
            return Otf2((), ("-lotf2",), str(header)), f"{header}\n{stat.st_size} {stat.st_mtime_ns}".encode()
    return None


@functools.cache
def otf2_support(cc: str, settings: Settings) -> Otf2 | None:
    """libotf2 for compiler `cc`, if a small program using it compiles and
    links (checked once per installation and compiler, then cached), and the
    settings want it."""
    candidate = _otf2_candidate() if settings.trace_otf2 else None
    if candidate is None:
        return None
    otf2, identity = candidate

    def probe(out: Path) -> list:
        source = out.with_name("otf2_probe.c")
        source.write_bytes(OTF2_PROBE)
        return ["-x", "c", *otf2.cflags, str(source), "-x", "none", "-o", str(out), *otf2.libs]
    try:
        cached_build("OTF2 probe", cc, [OTF2_PROBE, identity, " ".join(otf2.cflags + otf2.libs).encode()],
                     "otf2_probe", probe, settings.cache_path)
    except SrcinstError:
        return None
    return otf2


def _mpi_compiler(cc: str) -> str | None:
    """The MPI compiler wrapper in the command (mpicc, mpicxx, mpif90,
    mpifort, mpiicc, ...; also behind ccache), or None."""
    return next((word for word in cc.split() if os.path.basename(word).startswith("mpi")), None)


def _sibling_mpicc_flags(cc: str) -> list[str] | None:
    """The -I flags of the C MPI compiler beside a Fortran or C++ one
    (mpif90's own flags find mpif.h, not mpi.h): Open MPI's
    `--showme:compile`, MPICH's `-compile_info`."""
    first = _mpi_compiler(cc)
    if first is None:
        return None
    where = os.path.dirname(shutil.which(first) or first)
    mpicc = shutil.which(os.path.join(where, "mpicc")) if where else shutil.which("mpicc")
    for option in ("--showme:compile", "-compile_info"):
        try:
            proc = subprocess.run([mpicc or "mpicc", option], capture_output=True, text=True, timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            return None
        if proc.returncode == 0:
            return [word for word in proc.stdout.split() if word.startswith("-I")]
    return None


@functools.cache
def mpi_support(cc: str, settings: Settings) -> tuple[str, ...] | None:
    """The flags that compile the runtime's PMPI wrappers with `cc`, when a
    small MPI program compiles and links with it (an MPI compiler); None
    for other compilers. Checked once per compiler, then cached; only MPI
    compiler wrappers are asked (a failed probe is not cached)."""
    if _mpi_compiler(cc) is None:
        return None
    identity = (shutil.which(cc.split()[0]) or cc).encode()

    def probe_with(text: bytes, flags: list[str]) -> bool:
        def probe(out: Path) -> list:
            source = out.with_name("mpi_probe.c")
            source.write_bytes(text)
            return ["-x", "c", *flags, str(source), "-x", "none", "-o", str(out)]
        try:
            cached_build("MPI probe", cc, [text, identity, " ".join(flags).encode()], "mpi_probe", probe,
                         settings.cache_path)
        except SrcinstError:
            return False
        return True
    flags: list[str] | None = []
    if not probe_with(MPI_PROBE, []):
        flags = _sibling_mpicc_flags(cc)
        if not flags or not probe_with(MPI_PROBE, flags):
            return None
    assert flags is not None
    fortran = ["-DSRCINST_HAVE_MPI_FORTRAN"] if probe_with(MPI_FORTRAN_PROBE, flags) else []
    return (*flags, *fortran)


def mpi_status(cc: str, settings: Settings) -> str:
    """One line for `srcinst runtime --verbose` about an MPI compiler; ""
    for other compilers (their runtime is what it was before MPI)."""
    if _mpi_compiler(cc) is None:
        return ""
    if mpi_support(cc, settings) is None:
        return f"MPI: not built in ('{cc}' does not compile and link an MPI program)"
    fortran = "C and Fortran" if "-DSRCINST_HAVE_MPI_FORTRAN" in (mpi_support(cc, settings) or ()) else "C"
    return f"MPI: built in ({fortran} PMPI wrappers: MPI calls measured, files named by rank)"


def otf2_status(cc: str, settings: Settings) -> str:
    """One line for `srcinst runtime --verbose`."""
    otf2 = otf2_support(cc, settings)
    if otf2 is not None:
        return f"OTF2 output (SRCINST_TRACE_FORMAT=otf2): built in ({otf2.found})"
    if not settings.trace_otf2:
        return "OTF2 output: not built in (SRCINST_TRACE_OTF2=0)"
    if _otf2_candidate() is None:
        return "OTF2 output: not built in (no libotf2: otf2-config or otf2/otf2.h not found)"
    return f"OTF2 output: not built in (libotf2 found, but a program using it does not build with '{cc}')"


def build_runtime(cc: str, settings: Settings) -> Path:
    """The runtime object for compiler `cc`, built now unless cached."""
    source = runtime_dir() / RUNTIME_SOURCE
    otf2 = otf2_support(cc, settings)
    mpi = mpi_support(cc, settings)
    flags = [*BUILD_FLAGS, *(["-DSRCINST_HAVE_OTF2", *otf2.cflags] if otf2 else []),
             *(["-DSRCINST_HAVE_MPI", *mpi] if mpi is not None else [])]
    key = [" ".join(flags).encode()]
    for path in _sources():
        key += [path.name.encode(), path.read_bytes()]
    return cached_build("trace runtime", cc, key, OBJECT_NAME,
                        lambda out: [*flags, "-I", str(runtime_dir()), "-c", str(source), "-o", str(out)],
                        settings.cache_path)


def compile_flags() -> list:
    return ["-I" + str(runtime_dir())]


def link_flag_files(cc: str, settings: Settings) -> list[str] | None:
    """The files whose state decides link_flags(cc, settings), besides
    srcinst's code, the compiler and the settings: the runtime object, and
    where libotf2 is or would be found (a path not there counts too); None
    for an MPI compiler, whose probes are not followed."""
    if _mpi_compiler(cc) is not None:
        return None
    files = [str(build_runtime(cc, settings))]
    if settings.trace_otf2:
        config = shutil.which("otf2-config")
        if config:
            return files + [os.path.realpath(config)]
        files += [os.path.join(d or ".", "otf2-config") for d in os.environ.get("PATH", os.defpath).split(os.pathsep)]
        dirs = [d for var in ("CPATH", "C_INCLUDE_PATH") for d in os.environ.get(var, "").split(os.pathsep) if d]
        files += [os.path.join(d, "otf2", "otf2.h") for d in [*dirs, "/usr/local/include", "/usr/include"]]
    return files


def link_flags(cc: str, settings: Settings) -> list:
    otf2 = otf2_support(cc, settings)
    return [str(build_runtime(cc, settings)), *(otf2.libs if otf2 else ()), *LINK_FLAGS]
