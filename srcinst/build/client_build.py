"""`srcinst client`: builds the native client of the resident server.

The `srcinst` command is a Python program, and starting Python is most of
what a served compile costs. The native client (srcinst/build/client/*.c, shipped
as source) does the client's part without it:

    make CC="$(srcinst client) -s tau.spec -- gcc"

It is built once per installation (the server it talks to) and compiler,
into srcinst's cache directory (srcinst.native), and runs the Python command
whenever it cannot reach a server.
"""
from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

from srcinst.build import server_address
from srcinst.native import cached_build

CLIENT_SOURCE = "srcinst_client.c"
BINARY_NAME = "srcinst-client"


def _c_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def build_client(cc: str) -> Path:
    source = Path(str(resources.files("srcinst.build") / "client" / CLIENT_SOURCE))
    key = server_address.installation_key()
    defines = [f"-DSRCINST_KEY={_c_string(key)}", f"-DSRCINST_PYTHON={_c_string(sys.executable)}"]
    return cached_build("client", cc, [source.read_bytes(), "\0".join(defines).encode("utf-8", "surrogateescape")],
                        BINARY_NAME, lambda out: ["-x", "c", "-O2", *defines, str(source), "-o", str(out)])
