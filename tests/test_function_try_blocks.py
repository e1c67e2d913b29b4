"""Function-try-blocks (`R f() try {...} catch (...) {...}`).

The routine is left after its handlers: srcinst turns the function-try-block
into a try statement in a body of its own, with the entry code (and main's
init code) before it and the exit code after it. A routine called from a
handler must then nest under the routine, and main's handler returning or
falling off the end must leave main after the handler ran. C++98 has no scope
guard: a catch-all around the try statement runs the exit code for
exceptions that leave the handlers and rethrows.

Constructors keep their try block (its handlers also catch exceptions of
member initializers, which no statement in a body can): entry and exit code
stay inside it, so their handlers run outside them, but balanced.
"""
import re
import subprocess
import sys
from pathlib import Path

import helpers
import pytest

SOURCE = Path(__file__).parent / "data" / "function_try" / "try_blocks.cpp"
EVENT = re.compile(r"^(enter|leave) (.*) \(", re.M)


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)


def callers(stderr: str, callee: str):
    """The routine on top of the call stack at each entry of `callee`."""
    stack, found = [], []
    for kind, name in EVENT.findall(stderr):
        if kind == "enter":
            if name.startswith(callee):
                found.append(stack[-1] if stack else None)
            stack.append(name)
        else:
            stack.pop()
    return found


@pytest.mark.parametrize("std", ["c++98", "c++11", "c++17", "c++20"])
@pytest.mark.parametrize("args", [[], ["x"]], ids=["falls-off", "returns"])
def test_function_try_blocks(tmp_path, std, args):
    original, out, exe = tmp_path / "orig", tmp_path / "inst.cpp", tmp_path / "inst"
    built = run(["g++", f"-std={std}", SOURCE, "-o", original])
    assert built.returncode == 0, built.stderr
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", f"-std={std}", SOURCE, "-o", out])
    assert done.returncode == 0 and "warning" not in done.stderr, done.stderr
    built = run(["g++", f"-std={std}", "-Wall", "-Wextra", "-Werror", out, "-o", exe])
    assert built.returncode == 0, built.stderr
    orig, inst = run([original, *args]), run([exe, *args])
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode), inst.stderr
    assert orig.returncode == (3 if args else 0)
    assert not helpers.printf_balance_problems(inst.stderr, EVENT, lambda name: False), inst.stderr
    assert inst.stderr.startswith(f"init argc={1 + len(args)}"), inst.stderr
    # Built's constructor handler runs after its exit (see the docstring), under its caller.
    built_handlers = ["int build(int)"] * (1 if std == "c++98" else 2)
    assert callers(inst.stderr, "void in_handler") == [
        "int parse(int)", "int Counter::bump(int)", "T checked(T)", *built_handlers,
        "void rethrows(int)", "int main(int, char **)"], inst.stderr
