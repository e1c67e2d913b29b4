"""What the user's compiler sees: its header search path and language defaults.

libclang is told to parse exactly as the named compiler would: the compiler's
own search directories (as `cc -E -v` lists them) replace clang's, except the
compiler's builtin-header directory (the one holding stddef.h), whose headers
are compiler-specific and are replaced by clang's own from the wheel.
"""
from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from typing import Any

_SEARCH_LIST = re.compile(r"#include <\.\.\.> search starts here:\n(.*?)End of search list", re.S)


# Placeholder in Toolchain.system_dirs where the compiler's builtin headers were.
BUILTIN_HEADERS = "<builtin>"


@dataclass(frozen=True)
class Toolchain:
    compiler: str
    lang: str
    system_dirs: tuple = ()
    # The compiler's own builtin headers: shadowed by clang's, but the only
    # home of omp.h, openacc.h, quadmath.h ...
    builtin_dirs: tuple = ()
    default_std: str | None = None
    gnuc_version: str | None = None
    # _OPENMP as the compiler defines it under -fopenmp (None: no OpenMP).
    openmp: str | None = None
    problem: str | None = None  # why the compiler could not be asked


def parse_compiler(lang: str, compiler=None) -> str:
    """The compiler whose headers (C, C++) or preprocessor (Fortran) a parse
    uses: the one given, else the language's usual driver."""
    return compiler or {"c++": "c++", "fortran": "gfortran"}.get(lang, "cc")


def _is_builtin_header_dir(path: str) -> bool:
    return os.path.isfile(os.path.join(path, "stddef.h")) or path.rstrip("/").endswith("include-fixed")


def _std_from_macros(lang: str, macros: dict) -> str | None:
    gnu = "__STRICT_ANSI__" not in macros
    if lang == "c++":
        version = macros.get("__cplusplus", "").rstrip("L")
        table = {"199711": "98", "201103": "11", "201402": "14", "201703": "17", "202002": "20"}
        year = table.get(version) or ("2b" if version > "202002" else None)
        return f"{'gnu' if gnu else 'c'}++{year}" if year else None
    version = macros.get("__STDC_VERSION__", "").rstrip("L")
    table = {"199409": "90", "199901": "99", "201112": "11", "201710": "17"}
    year = table.get(version) or ("2x" if version > "201710" else ("89" if not version else None))
    return f"{'gnu' if gnu else 'c'}{year}" if year else None


@functools.cache
def probe(compiler: str, lang: str, cache_dir: str | None = None) -> Toolchain:
    """Asks `compiler` (a command, possibly with arguments) for its defaults,
    or the answer kept on disk (in `cache_dir`) for this very executable: a
    wrapped build asks once per compile, and running the compiler costs more
    than the parse."""
    cache = _cache_file(compiler, lang, cache_dir) if cache_dir else None
    if cache is not None:
        try:
            with open(cache, encoding="utf-8") as f:
                fields = json.load(f)
            values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()}
            return Toolchain(**values)
        except (OSError, ValueError, TypeError):
            pass
    found = _ask(compiler, lang)
    if cache is not None and found.problem is None:
        _store(cache, found)
    return found


def _cache_file(compiler: str, lang: str, cache_dir: str) -> str | None:
    """Where the answer for this compiler is kept: named by the command, the
    executable it runs (path, size, time) and the language; None if unknown."""
    words = shlex.split(compiler)
    executable = shutil.which(words[0]) if words else None
    if executable is None:
        return None
    try:
        st = os.stat(executable)
    except OSError:
        return None
    identity = json.dumps([words, os.path.realpath(executable), st.st_size, st.st_mtime_ns, lang, "openmp"])
    key = hashlib.sha256(identity.encode()).hexdigest()[:24]
    return os.path.join(cache_dir, "probes", key + ".json")


def _store(path: str, toolchain: Toolchain) -> None:
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(dataclasses.asdict(toolchain), f)
        os.replace(tmp, path)  # atomic: parallel compiles may race to write it
    except OSError:
        pass  # a cache that cannot be written is only slower


def _ask(compiler: str, lang: str) -> Toolchain:
    command = shlex.split(compiler) + ["-x", lang, "-dM", "-E", "-v", "-"]
    try:
        done = subprocess.run(command, input="", capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return Toolchain(compiler, lang, problem=f"cannot run '{compiler}': {exc}")
    if done.returncode != 0:
        first = (done.stderr.strip().splitlines() or ["failed"])[-1]
        return Toolchain(compiler, lang, problem=f"'{compiler}' failed: {first}")
    macros = {}
    for line in done.stdout.splitlines():
        parts = line.split(None, 2)
        if len(parts) >= 2 and parts[0] == "#define":
            macros[parts[1]] = parts[2] if len(parts) == 3 else ""
    found = _SEARCH_LIST.search(done.stderr)
    dirs = [os.path.normpath(d) for d in found.group(1).split()] if found else []
    gnuc = None
    if "__GNUC__" in macros and "__clang__" not in macros:
        gnuc = ".".join(macros.get(k, "0") for k in ("__GNUC__", "__GNUC_MINOR__", "__GNUC_PATCHLEVEL__"))
    system_dirs, builtin_dirs = [], []
    for d in dirs:
        if not _is_builtin_header_dir(d):
            system_dirs.append(d)
        else:
            builtin_dirs.append(d)
            if BUILTIN_HEADERS not in system_dirs:
                system_dirs.append(BUILTIN_HEADERS)
    return Toolchain(
        compiler=compiler,
        lang=lang,
        system_dirs=tuple(system_dirs),
        builtin_dirs=tuple(builtin_dirs),
        default_std=_std_from_macros(lang, macros),
        gnuc_version=gnuc,
        openmp=_openmp_version(command),
    )


def _openmp_version(command) -> str | None:
    """The compiler's _OPENMP under -fopenmp: libclang parses OpenMP code
    without -fopenmp (see clang_arguments) and is told this value instead."""
    try:
        done = subprocess.run(command[:-2] + ["-fopenmp", "-"], input="", capture_output=True,
                              text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    found = re.search(r"^#define _OPENMP (\S+)", done.stdout, re.M)
    return found.group(1) if done.returncode == 0 and found else None
