"""`srcinst client`: builds the native client of the resident server.

Installed with a C compiler, the `srcinst` command already is the native
client (setup.py builds it as a launcher). Where it is the Python script
(no compiler at install time, or an installation that was not built by
setup.py), starting Python is most of what a served compile costs, and
this client (srcinst/wrap/client/*.c, shipped as source) does the client's
part without it:

    make CC="$(srcinst client) -s tau.spec -- gcc"

It is built once per installation (the server it talks to) and compiler,
into srcinst's cache directory (srcinst.native), and runs the Python command
whenever it cannot reach a server.
"""
from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

from srcinst.native import cached_build
from srcinst.wrap import server_address

BINARY_NAME = "srcinst-client"
# The client is C99: a compiler whose default dialect is older (gcc before 5) is told so.
FLAGS = ["-x", "c", "-O2", "-std=gnu99"]


def _c_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def build_client(cc: str, cache_dir: Path) -> Path:
    folder = Path(str(resources.files("srcinst.wrap") / "client"))
    sources = sorted(folder.glob("*.c"))
    key = server_address.installation_key()
    defines = [f"-DSRCINST_KEY={_c_string(key)}", f"-DSRCINST_PYTHON={_c_string(sys.executable)}"]
    parts = [path.read_bytes() for path in sorted(folder.glob("*.[ch]"))]
    return cached_build("client", cc, [*parts, "\0".join(defines).encode("utf-8", "surrogateescape")],
                        BINARY_NAME, lambda out: [*FLAGS, *defines, *map(str, sources), "-o", str(out)],
                        cache_dir)
