"""main's unnamed parameters: init code gets the real argc and argv.

`int main(int, char **)` has no names for init code to use, and nothing in
the body can name them, so srcinst names them itself (reserved names) rather
than passing the stand-ins 1 and "unknown". Only those init code uses get a
name, so -Wunused-parameter builds stay green.
"""
import subprocess
import sys

import pytest

SPEC = """BEGIN_INSTRUMENT_SECTION
file="*" line=1 code="#include <stdio.h>" lang="c,c++"
init code="fprintf(stderr, \\"init %d %s\\\\n\\", @ARGC@, @ARGC@ > 1 ? @ARGV@[1] : \\"-\\");" lang="c,c++"
entry code="fprintf(stderr, \\"enter\\\\n\\");" lang="c,c++"
exit code="fprintf(stderr, \\"leave\\\\n\\");" lang="c,c++"
END_INSTRUMENT_SECTION
"""

HEADERS = {
    "unnamed": "int main(int, char **)",
    "argv-unnamed": "int main(int argc, char **)",
    "argc-unnamed": "int main(int, char **argv)",
    "array": "int main(int, char *[])",
    "array-spaced": "int main(int /* count */, char * const [ ])",
    "envp": "int main(int, char **, char **envp)",
    "envp-unnamed": "int main(int, char **, char **)",
}
BODY = "\n{\n    printf(\"body\\n\");\n    return 0;\n}\n"


def program(header: str) -> str:
    uses = "    (void)envp;\n" if "envp" in HEADERS[header] else ""
    return "#include <stdio.h>\n" + HEADERS[header] + BODY.replace("{\n", "{\n" + uses, 1)


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)


def check(tmp_path, name, text, compiler, std):
    spec = tmp_path / "args.spec"
    spec.write_text(SPEC)
    source, out = tmp_path / name, tmp_path / ("inst_" + name)
    source.write_text(text)
    done = run([sys.executable, "-m", "srcinst", "-s", spec, f"-std={std}", source, "-o", out])
    assert done.returncode == 0 and not done.stderr, done.stderr
    built = run([compiler, f"-std={std}", "-Wall", "-Wextra", "-Werror", out, "-o", tmp_path / "inst"])
    assert built.returncode == 0, built.stderr
    ran = run([tmp_path / "inst", "first", "second"])
    assert (ran.returncode, ran.stdout) == (0, "body\n")
    assert ran.stderr == "init 3 first\nenter\nleave\n", ran.stderr


@pytest.mark.parametrize("std", ["c++98", "c++11", "c++17", "c++20"])
@pytest.mark.parametrize("header", HEADERS, ids=list(HEADERS))
def test_cpp_unnamed_main_parameters(tmp_path, header, std):
    check(tmp_path, "m.cpp", program(header), "g++", std)


@pytest.mark.parametrize("header", ["unnamed", "array", "envp"])
def test_c23_unnamed_main_parameters(tmp_path, header):
    check(tmp_path, "m.c", program(header), "gcc", "c2x")


@pytest.mark.parametrize("std", ["c89", "gnu11"])
def test_knr_main(tmp_path, std):
    check(tmp_path, "m.c", "#include <stdio.h>\nint main(argc, argv)\n    int argc;\n    char **argv;" + BODY,
          "gcc", std)


def test_unused_unnamed_parameters_stay_unnamed(tmp_path):
    """A spec whose init code does not use @ARGV@ names only argc."""
    source, out = tmp_path / "m.cpp", tmp_path / "inst.cpp"
    source.write_text("int main(int, char **) { return 0; }\n")
    spec = tmp_path / "argc.spec"
    spec.write_text('BEGIN_INSTRUMENT_SECTION\ninit code="(void)@ARGC@;" lang="c++"\nEND_INSTRUMENT_SECTION\n')
    done = run([sys.executable, "-m", "srcinst", "-s", spec, source, "-o", out])
    assert done.returncode == 0, done.stderr
    assert "int main(int __srcinst_argc, char **)" in out.read_text()
    built = run(["g++", "-Wall", "-Wextra", "-Werror", out, "-o", tmp_path / "inst"])
    assert built.returncode == 0, built.stderr
