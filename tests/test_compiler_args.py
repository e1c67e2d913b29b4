"""How the wrapper reads compiler command lines (srcinst/wrap/compiler_args.py):
(command line, what it does) pairs, one per kind of argument."""
import os
import shutil

import pytest

from srcinst.diagnostics import SrcinstError
from srcinst.wrap.compiler_args import read_command

# command, mode, sources (path, lang), output
CASES = [
    ("gcc -c a.c", "compile", [("a.c", "c")], None),
    ("gcc -c a.c -o obj/a.o", "compile", [("a.c", "c")], "obj/a.o"),
    ("gcc -c a.c -oobj/a.o", "compile", [("a.c", "c")], "obj/a.o"),
    ("gcc -c a.c b.cpp", "compile", [("a.c", "c"), ("b.cpp", "c++")], None),
    ("g++ -S x.cc", "compile", [("x.cc", "c++")], None),
    ("gcc -fsyntax-only a.c", "compile", [("a.c", "c")], None),
    ("gcc a.c b.o -lm -o prog", "compile-link", [("a.c", "c")], "prog"),
    ("gcc a.o b.o -o prog", "link", [], "prog"),
    ("gcc a.o libx.a -shared -o libx.so", "link", [], "libx.so"),
    # sources are found, but the mode says nothing is compiled
    ("gcc -E a.c", "preprocess", [("a.c", "c")], None),
    ("gcc -M a.c", "preprocess", [("a.c", "c")], None),
    ("gcc -MM -MF a.d a.c", "preprocess", [("a.c", "c")], None),
    ("gcc --version", "info", [], None),
    ("gcc -dumpversion", "info", [], None),
    ("gcc -print-search-dirs", "info", [], None),
    # -x applies to the files after it, until -x none
    ("gcc -c -x c++ a.c -x none b.c", "compile", [("a.c", "c++"), ("b.c", "c")], None),
    ("gcc -c -xc weird.txt", "compile", [("weird.txt", "c")], None),
    ("gcc -c -x assembler-with-cpp s.S", "compile", [], None),
    # not the user's sources: preprocessed files, headers, assembler, objects
    ("gcc -c a.i", "compile", [], None),
    ("g++ -c b.ii h.hpp", "compile", [], None),
    ("gcc -c s.s t.S", "compile", [], None),
    # values of options are never taken for files
    ("gcc -c -I inc -D X=1 -include pre.h -isystem sys -MF dep.c a.c", "compile", [("a.c", "c")], None),
    ("gcc -c -MT t.c -MQ q.c -Xlinker x.c -Xpreprocessor p.c a.c", "compile", [("a.c", "c")], None),
    ("gcc -l m.c a.c -L lib.c -o p", "compile-link", [("a.c", "c")], "p"),
    ("gfortran -c -J mods m.f90", "compile", [("m.f90", "fortran")], None),
    ("gfortran -c old.f new.F90 x.f08", "compile", [("old.f", "fortran"), ("new.F90", "fortran"),
                                                     ("x.f08", "fortran")], None),
    ("ccache gcc -c a.c", "compile", [("a.c", "c")], None),
    # stdin: there is input, but none to instrument
    ("gcc -c -x c -", "compile", [], None),
]


@pytest.mark.parametrize("command,mode,sources,output", CASES, ids=[c[0] for c in CASES])
def test_command_is_classified(command, mode, sources, output):
    cmd = read_command(command.split())
    assert cmd.mode == mode
    assert [(s.path, s.lang) for s in cmd.sources] == sources
    assert cmd.output == output
    for source in cmd.sources:
        assert cmd.args[source.index] == source.path


def test_parser_sees_the_options_that_change_the_code():
    cmd = read_command("gcc -c -Iinc -I other -DA=1 -D B -UC -std=c99 -include pre.h -isystem sys "
                       "-fopenmp -m32 -O2 -Wall -g a.c".split())
    assert cmd.parser_args == ["-Iinc", "-I", "other", "-DA=1", "-D", "B", "-UC", "-std=c99",
                               "-include", "pre.h", "-isystem", "sys", "-fopenmp", "-m32"]


def test_fortran_form_and_line_length_options():
    cmd = read_command("gfortran -c -ffixed-form -ffixed-line-length-132 -ffree-line-length-none "
                       "-cpp x.f90".split())
    assert cmd.fortran_args == ["-ffixed-form", "-ffixed-line-length-132", "-ffree-line-length-none",
                                "-cpp"]


def test_launcher_and_compiler():
    cmd = read_command("ccache g++ -c a.cpp".split())
    assert cmd.driver == ["ccache", "g++"] and cmd.compiler == "g++"
    assert read_command(["/usr/bin/gcc", "-c", "a.c"]).compiler == "/usr/bin/gcc"


# command, the words before the arguments, the compiler behind them, sources
FRONT_END_CASES = [
    ("distcc gcc -c a.c", ["distcc", "gcc"], "gcc", ["a.c"]),
    ("icecc g++ -c b.cpp -o b.o", ["icecc", "g++"], "g++", ["b.cpp"]),
    ("sccache gcc -c a.c", ["sccache", "gcc"], "gcc", ["a.c"]),
    ("/usr/bin/distcc gfortran -c m.f90", ["/usr/bin/distcc", "gfortran"], "gfortran", ["m.f90"]),
    # CC=distcc: distcc runs cc when an option or a file follows it
    ("distcc -c a.c", ["distcc"], "cc", ["a.c"]),
    ("distcc a.c -c -o a.o", ["distcc"], "cc", ["a.c"]),
    ("distcc a.o b.o -o prog", ["distcc"], "cc", []),
    # one front end before another: ccache's cache, then distcc's distribution
    ("ccache distcc gcc -c a.c", ["ccache", "distcc", "gcc"], "gcc", ["a.c"]),
    ("ccache icecc g++ -c b.cc", ["ccache", "icecc", "g++"], "g++", ["b.cc"]),
    ("ccache distcc -c a.c", ["ccache", "distcc"], "cc", ["a.c"]),
]


@pytest.mark.parametrize("command,driver,compiler,sources", FRONT_END_CASES, ids=[c[0] for c in FRONT_END_CASES])
def test_front_ends_and_the_compiler_behind_them(command, driver, compiler, sources):
    """What distcc, icecc, sccache and ccache run is the compiler the parse
    asks for its headers and macros; they stay in the command, and no word
    of theirs is taken for an argument (`ccache distcc gcc` once passed
    `gcc` to the compiler as an input file)."""
    cmd = read_command(command.split())
    assert (cmd.driver, cmd.compiler) == (driver, compiler)
    assert [s.path for s in cmd.sources] == sources
    assert cmd.driver + cmd.args == command.split()


@pytest.mark.parametrize("front_end", ["distcc", "ccache", "icecc"])
def test_masquerade_link_stands_for_the_compiler_behind_it(tmp_path, monkeypatch, front_end):
    """A masquerade directory (/usr/lib/distcc: gcc -> ../../bin/distcc)
    first on PATH: `gcc` is the link, the compiler is the next gcc on PATH,
    as the front end itself finds it; so is the link named by its path."""
    tool = shutil.which(front_end)
    real_gcc = shutil.which("gcc")
    if tool is None or real_gcc is None:
        pytest.skip(f"{front_end} or gcc not installed")
    masquerade = tmp_path / "masquerade"
    masquerade.mkdir()
    (masquerade / "gcc").symlink_to(tool)
    monkeypatch.setenv("PATH", f"{masquerade}{os.pathsep}{os.environ['PATH']}")
    assert shutil.which("gcc") == str(masquerade / "gcc")
    for word in ("gcc", str(masquerade / "gcc")):
        cmd = read_command([word, "-c", "a.c"])
        assert cmd.driver == [word] and cmd.compiler == real_gcc
    assert read_command(["ccache", "gcc", "-c", "a.c"]).compiler == real_gcc


@pytest.mark.parametrize("command,source,dep", [
    ("gcc -c a.c", "a.c", None),
    ("gcc -MD -c src/a.c", "src/a.c", "a.d"),
    ("gcc -MMD -c src/a.c -o obj/a.o", "src/a.c", "obj/a.d"),
    ("gcc -MMD -MF deps/x.d -c src/a.c -o obj/a.o", "src/a.c", "deps/x.d"),
    ("gcc -MD -MFdeps/y.d -c a.c", "a.c", "deps/y.d"),
])
def test_dependency_file_location(command, source, dep):
    cmd = read_command(command.split())
    (src,) = [s for s in cmd.sources if s.path == source]
    assert cmd.dependency_file(src) == dep


def test_response_files_are_read(tmp_path):
    inner = tmp_path / "inner.rsp"
    inner.write_text("-DIN=1 b.c\n")
    outer = tmp_path / "outer.rsp"
    outer.write_text(f'-c "dir with space/a.c" -o a.o @{inner}\n')
    cmd = read_command(["gcc", f"@{outer}"])
    assert cmd.args == ["-c", "dir with space/a.c", "-o", "a.o", "-DIN=1", "b.c"]
    assert [s.path for s in cmd.sources] == ["dir with space/a.c", "b.c"]
    assert cmd.parser_args == ["-DIN=1"]


def test_unreadable_response_file_stays_an_argument(tmp_path):
    cmd = read_command(["gcc", "-c", "a.c", f"@{tmp_path}/missing.rsp"])
    assert cmd.args[-1] == f"@{tmp_path}/missing.rsp"


def test_badly_quoted_response_file_is_an_error(tmp_path):
    bad = tmp_path / "bad.rsp"
    bad.write_text('-c "unclosed a.c\n')
    with pytest.raises(SrcinstError) as err:
        read_command(["gcc", f"@{bad}"])
    assert "cannot read response file" in str(err.value)


def test_empty_command_is_an_error():
    with pytest.raises(SrcinstError):
        read_command([])
