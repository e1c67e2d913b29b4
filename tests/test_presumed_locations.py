"""Generated code carries its own line markers (bison's `#line N "gram.y"`,
a build's preprocessed Fortran copy); @FILE@, @LINE@ and srcinst's own
markers follow them."""
import io

from srcinst.diagnostics import Reporter, SrcinstError
from srcinst.instrument import Options, instrument_source
from srcinst.settings import Settings
from srcinst.spec import parse_spec

SPEC = parse_spec('entry code="ENTER(\\"@FILE@\\", @LINE@, @BEGIN_LINE@);" lang="c"\n'
                  'exit code="LEAVE(\\"@FILE@\\", @LINE@);" lang="c"\n'
                  "entry code=\"call enter('@FILE@', @LINE@)\" lang=\"fortran\"\n"
                  "exit code=\"call leave('@FILE@', @LINE@)\" lang=\"fortran\"\n")


def instrument(path: str, text: str, **options) -> str:
    with open(path, "w") as handle:  # libclang reads the file itself
        handle.write(text)
    out = instrument_source(path, text.encode(), SPEC, Options(**options, settings=Settings.from_environ()),
                            Reporter(stream=io.StringIO()))
    return out.decode()


def test_c_follows_line_directives(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    out = instrument("gram.tab.c", '#line 10 "gram.y"\nint f(int x)\n{\n  return x;\n}\n',
                     compiler="gcc")
    assert 'ENTER("gram.y", 11, 11);' in out
    assert 'LEAVE("gram.y", 12);' in out
    assert '#line 12 "gram.y"' in out and '#line 4 "gram.tab.c"' not in out
    assert out.startswith('#line 1 "gram.tab.c"\n#line 10 "gram.y"\n')


def test_c_without_directives_names_the_file_itself(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    out = instrument("plain.c", "int f(int x)\n{\n  return x;\n}\n", compiler="gcc")
    assert 'ENTER("plain.c", 2, 2);' in out and 'LEAVE("plain.c", 3);' in out


def test_fortran_follows_a_preprocessed_copys_markers(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "build").mkdir()
    text = ('# 1 "/src/fsum.f90"\n# 1 "<built-in>"\n# 1 "<command-line>"\n# 1 "/src/fsum.f90"\n'
            "subroutine s(x)\n  real :: x\n  x = 1\nend subroutine\n")
    out = instrument("build/fsum.f90-pp.f90", text)
    assert "call enter('/src/fsum.f90', 1)" in out
    assert "call leave('/src/fsum.f90', 4)" in out
    assert '# 3 "/src/fsum.f90"' in out and "fsum.f90-pp.f90\" " not in out.split("\n", 1)[1]


def messages(path: str, text: str) -> str:
    """srcinst's own messages on a file (notes too), or its error."""
    with open(path, "w") as handle:
        handle.write(text)
    stream = io.StringIO()
    try:
        instrument_source(path, text.encode(), SPEC, Options(compiler="gcc" if path.endswith(".c") else None,
                                                          settings=Settings.from_environ()),
                          Reporter(stream=stream, verbose=True))
    except SrcinstError as exc:
        return stream.getvalue() + str(exc)
    return stream.getvalue()


def test_c_messages_follow_line_directives(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    inactive_return = "#ifdef NEVER\n  return\n#ifdef A\n 1\n#endif\n ;\n#endif\n"
    text = '#line 40 "gram.y"\nint f(int x)\n{\n' + inactive_return + "  return x;\n}\n"
    assert messages("gram.tab.c", text).startswith("gram.y:43:3: warning: return in a preprocessor branch")
    assert messages("bad.tab.c", '#line 7 "bad.y"\nint g(int x) { return x +; }\n').startswith(
        "bad.y:7:26: error: expected expression")


def test_fortran_messages_follow_a_preprocessed_copys_markers(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "build").mkdir()
    text = ('# 1 "/src/p.F90"\n# 1 "<built-in>"\n# 1 "<command-line>"\n# 1 "/src/p.F90"\n'
            "module m\ncontains\n\n  pure integer function twice(i)\n    integer, intent(in) :: i\n"
            "    twice = 2 * i\n  end function\nend module\n")
    said = messages("build/p.F90-pp.f90", text)
    assert said.startswith("/src/p.F90:4:"), said
    assert "p.F90-pp.f90" not in said
