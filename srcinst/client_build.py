"""`srcinst client`: builds the native client of the resident server.

The `srcinst` command is a Python program, and starting Python is most of
what a served compile costs. The native client (srcinst/client/*.c, shipped
as source) does the client's part without it:

    make CC="$(srcinst client) -s tau.spec -- gcc"

It is built once per installation (the server it talks to) and compiler,
into the cache directory of the trace runtime, and runs the Python command
whenever it cannot reach a server.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from importlib import resources
from pathlib import Path

from srcinst import runtime_build, server_address
from srcinst.diagnostics import error

CLIENT_SOURCE = "srcinst_client.c"
BINARY_NAME = "srcinst-client"


def _c_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def build_client(cc: str) -> Path:
    source = Path(str(resources.files("srcinst") / "client" / CLIENT_SOURCE))
    key = server_address.installation_key()
    defines = [f"-DSRCINST_KEY={_c_string(key)}", f"-DSRCINST_PYTHON={_c_string(sys.executable)}"]
    digest = hashlib.sha256(source.read_bytes())
    digest.update("\0".join(defines).encode("utf-8", "surrogateescape"))
    digest.update(runtime_build.compiler_identity(cc).encode())
    target_dir = runtime_build.cache_dir() / f"client-{digest.hexdigest()[:16]}"
    target = target_dir / BINARY_NAME
    if target.is_file():
        return target
    try:
        runtime_build.cache_dir().mkdir(parents=True, exist_ok=True)
        scratch = Path(tempfile.mkdtemp(prefix=".build-", dir=runtime_build.cache_dir()))
    except OSError as exc:
        raise error(f"cannot create cache directory: {exc.strerror}", str(runtime_build.cache_dir()))
    try:
        cmd = [*runtime_build.compiler_command(cc), "-x", "c", "-O2", *defines, str(source),
               "-o", str(scratch / BINARY_NAME)]
        # CC may be srcinst's wrapper itself (export CC="srcinst ... -- gcc"):
        # the client is built as it is, not instrumented.
        proc = subprocess.run(cmd, capture_output=True, text=True,
                              env=dict(os.environ, SRCINST_DISABLE="1"))
        if proc.returncode != 0:
            raise error(f"building the client with '{cc}' failed:\n{proc.stderr.rstrip()}")
        try:
            os.rename(scratch, target_dir)  # whole, or not at all (make -j)
        except OSError:
            if not target.is_file():
                raise error("cannot store the client in the cache", str(target_dir))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return target
