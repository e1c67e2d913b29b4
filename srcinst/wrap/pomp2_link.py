"""At the link of a program instrumented with `openmp pomp2` (specs/pomp2.spec):
what `opari2-config --create-pomp2-regions OBJECTS` does, so that
`srcinst -s pomp2 -- gcc -fopenmp app.c -lpomp` builds.

Every instrumented file defines `POMP2_Init_reg_<tag>_<count>` (Fortran:
its compiler's spelling, `pomp2_init_reg_<tag>_<count>_`); a POMP2 library
calls `POMP2_Init_regions()`, which must call them all, and
`POMP2_Get_num_regions()`, their counts' sum. They are found with `nm` in
the objects and archives of the link, and in the instrumented copies a
compile-and-link command compiles; a C file defining both (and the empty user
region functions) is written and compiled with the command's compiler, and
its object joins the link, as OPARI2's awk script does.
"""
from __future__ import annotations

import os
import re
import subprocess
import tempfile
from collections.abc import Sequence

_INIT = re.compile(r"\b((?:POMP2_Init_reg|pomp2_init_reg|POMP2_INIT_REG)_(\w+?)_(\d+)_?)\b")
_FORTRAN_INIT = re.compile(r"^[ \t]*subroutine[ \t]+(pomp2_init_reg_\w+?_(\d+))[ \t]*\(", re.I | re.M)
_OBJECTS = (".o", ".obj", ".a", ".lo", ".so")


def init_functions(args: list[str], copies: Sequence[bytes] = ()) -> list[tuple[str, int]]:
    """(symbol, region count) of every init function the link's objects define
    (nm) and the instrumented copies write."""
    found: dict[str, int] = {}
    for arg in args:
        if arg.endswith(_OBJECTS) and not arg.startswith("-") and os.path.isfile(arg):
            try:
                listing = subprocess.run(["nm", "-B", arg], capture_output=True, text=True, check=False).stdout
            except OSError:
                continue
            for line in listing.splitlines():
                parts = line.split()
                if len(parts) >= 2 and parts[-2] in ("T", "t", "W") and _INIT.fullmatch(parts[-1]):
                    m = _INIT.fullmatch(parts[-1])
                    assert m is not None
                    found[m.group(1)] = int(m.group(3))
    for data in copies:
        text = data.decode("utf-8", "surrogateescape")
        for m in re.finditer(r"^void\s+" + _INIT.pattern + r"\s*\(", text, re.M):
            found[m.group(1)] = int(m.group(3))
        # Fortran: gfortran's symbol of the copy's SUBROUTINE, lower case with an underscore
        for m in _FORTRAN_INIT.finditer(text):
            found[m.group(1).lower() + "_"] = int(m.group(2))
    return sorted(found.items())


def init_source(functions: list[tuple[str, int]]) -> str:
    declarations = "".join(f"extern void {name}(void);\n" for name, _ in functions)
    calls = "".join(f"    {name}();\n" for name, _ in functions)
    total = sum(count for _, count in functions)
    return ("#ifdef __cplusplus\nextern \"C\" {\n#endif\n#include <stddef.h>\n" + declarations
            + "void POMP2_Init_regions(void)\n{\n" + calls + "}\n"
            + f"size_t POMP2_Get_num_regions(void)\n{{\n    return {total};\n}}\n"
            + "void POMP2_USER_Init_regions(void)\n{\n}\n"
            + "size_t POMP2_USER_Get_num_regions(void)\n{\n    return 0;\n}\n"
            + "#ifdef __cplusplus\n}\n#endif\n")


def init_object(driver: list[str], functions: list[tuple[str, int]], directory: str) -> str:
    """The compiled init file, in `directory`."""
    fd, source = tempfile.mkstemp(prefix="pomp2_init_regions.", suffix=".c", dir=directory)
    with os.fdopen(fd, "w") as handle:
        handle.write(init_source(functions))
    obj = source[:-2] + ".o"
    subprocess.run(driver + ["-c", source, "-o", obj], check=True)
    return obj
