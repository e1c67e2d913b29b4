"""C compiled in another configuration than the one srcinst parsed.

srcinst parses with one set of -D flags; the instrumented copy may be
compiled with others (by hand, or a second build). Returns and exit() calls
in #if branches that were inactive when parsing, and macros that return in
them, must keep every entry paired with its exit in every configuration,
and the program must print what the original prints.
"""
import re
import subprocess
import sys
from pathlib import Path

import helpers
import pytest

DATA = Path(__file__).parent / "data" / "c_configs"
EVENT = re.compile(r"^(enter|leave) (.*) \(", re.M)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def balanced(stderr: str) -> list:
    """Problems in the printf spec's enter/leave lines (main may stay open)."""
    return helpers.printf_balance_problems(stderr, EVENT, lambda name: name.startswith("int main("))


@pytest.mark.parametrize("name", ["macro_returns_in_branches.c", "macros_and_branches.c"])
@pytest.mark.parametrize("flags", [[], ["-DARMOR"], ["-DARMOR", "-DNEVER"]], ids=["parsed", "armor", "never"])
@pytest.mark.parametrize("std", ["-std=c89", "-std=gnu11"])
def test_other_configurations_stay_balanced(tmp_path, name, flags, std):
    source = DATA / name
    out = tmp_path / name
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", str(source), "-o", str(out)])
    assert done.returncode == 0 and "warning" not in done.stderr, done.stderr
    warn = ["-Wall", "-Wextra", "-Werror"] + (["-pedantic"] if std == "-std=c89" else [])
    for src, exe in ((source, tmp_path / "orig"), (out, tmp_path / "inst")):
        built = run(["gcc", std, *warn, *flags, str(src), "-o", str(exe)])
        assert built.returncode == 0, built.stderr
    for args in ([], ["x"]):
        orig, inst = run([str(tmp_path / "orig"), *args]), run([str(tmp_path / "inst"), *args])
        assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode)
        assert not balanced(inst.stderr), inst.stderr
        routines = {n for k, n in EVENT.findall(inst.stderr) if k == "enter"}
        assert any(r.startswith("int g(") for r in routines), inst.stderr


def test_bodies_opened_and_closed_by_macros(tmp_path):
    """`START_TEST(t) ... END_TEST` (check, expat's minicheck): the body's
    braces come from macros, its statements from the file. The code goes
    after the opening invocation and before the closing one; a routine that
    one macro of the file defines whole gets its code in the macro's text."""
    source = DATA / "macro_opened_bodies.c"
    out = tmp_path / "inst.c"
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", "-v", str(source), "-o", str(out)])
    assert done.returncode == 0, done.stderr
    assert "get_1" not in done.stderr
    assert "t1" not in done.stderr and "t2" not in done.stderr
    for src, exe in ((source, tmp_path / "orig"), (out, tmp_path / "inst")):
        built = run(["gcc", "-std=c89", "-pedantic", "-Wall", "-Wextra", "-Werror", str(src), "-o", str(exe)])
        assert built.returncode == 0, built.stderr
    orig, inst = run([str(tmp_path / "orig")]), run([str(tmp_path / "inst")])
    assert (inst.stdout, inst.returncode) == (orig.stdout, orig.returncode)
    assert not balanced(inst.stderr), inst.stderr
    entered = [n for k, n in EVENT.findall(inst.stderr) if k == "enter"]
    assert entered == ["int main(void)", "void t1(void)", "get_1", "void t2(void)"]


def test_a_return_inside_the_macro_that_opens_a_body_leaves_it_whole(tmp_path):
    source = tmp_path / "t.c"
    source.write_text("#define START(n) static int n(void) { if (skip) return 1; {\n#define END } return 0; }\n"
                      "static int skip;\nSTART(t)\n  skip = 2;\nEND\nint main(void) { return t(); }\n")
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", "-v", str(source), "-o", str(tmp_path / "o.c")])
    assert "'int t(void)' is not instrumented: a return inside the macro that opens or closes its body" \
        in done.stderr, done.stderr


def test_cpp_exit_inside_macros_gets_abort_code_where_spelled_plainly(tmp_path):
    """C++: `exit(c)` in a macro is redefined around the invocation like in C;
    `std::exit(c)` cannot be (a function-like macro `exit` would break the
    qualified name), so it keeps a warning and the program still compiles."""
    source = tmp_path / "ce.cpp"
    source.write_text("#include <cstdio>\n#include <cstdlib>\n"
                      "#define DIE(c) do { std::fprintf(stderr, \"die\\n\"); exit(c); } while (0)\n"
                      "#define DIE2(c) do { std::exit(c); } while (0)\n"
                      "int main(int argc, char **) {\n  if (argc > 2) DIE2(4);\n  if (argc > 1) DIE(3);\n"
                      "  return 0;\n}\n")
    out = tmp_path / "inst.cpp"
    done = run([sys.executable, "-m", "srcinst", "-s", "printf", str(source), "-o", str(out)])
    assert done.returncode == 0, done.stderr
    assert "ce.cpp:6:17: warning: call inside a macro expansion: abort code not inserted" in done.stderr
    assert "ce.cpp:7" not in done.stderr
    built = run(["g++", "-Wall", "-Wextra", "-Werror", str(out), "-o", str(tmp_path / "inst")])
    assert built.returncode == 0, built.stderr
    one = run([str(tmp_path / "inst"), "x"])
    assert one.returncode == 3 and "abort in int main(int, char **) at" in one.stderr
    two = run([str(tmp_path / "inst"), "x", "y"])
    assert two.returncode == 4
