"""Routines that a macro of the file defines whole (issue 29): the macro's
definition carries the instrumentation, so every expansion is measured.

tests/data/macro_routines/codec.c is a small generic codec in the style of
lz4 and zstd (nested macros, token pasting, a macro used three times, returns,
void routines, an exit()); shapes.cpp stamps out C++ members, a template and
void routines in a namespace. Each is instrumented with the trace spec,
compiled with warnings as errors, run, and must print and exit as the
original does, with exactly the calls the program makes in the profile, under
each expansion's own name; the file must be the original with code inserted
(C: and `return`/`;` rewritten).
"""
from __future__ import annotations

import shutil
from pathlib import Path

import helpers
import pytest
import trace_helpers as th

DATA = Path(__file__).parent / "data" / "macro_routines"

CODEC_CALLS = {"int main(int, char **)": 1, "enc8": 3, "dec8_impl": 3, "check8": 1, "enc16": 2,
               "dec16_impl": 3, "check16": 1, "enc32": 1, "dec32_impl": 1, "check32": 1}
SHAPES_CALLS = {"int main()": 1, "geo::area_report": 2, "geo::volume_report": 1, "geo::scaled": 3,
                "geo::Box::get_w": 3, "geo::Box::get_h": 2, "geo::Box::get_d": 1}


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory) -> Path:
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


def build(work: Path, name: str, compiler: str, std: str, runtime: Path, extra=()) -> tuple[Path, Path, bytes]:
    """The original and the instrumented program (built in `work`), and the instrumented text."""
    work.mkdir(parents=True, exist_ok=True)
    source = work / name
    shutil.copy(DATA / name, source)
    inst = work / f"inst_{name}"
    r = helpers.run_cmd(th.srcinst_cmd("-s", "trace", *extra, name, "-o", inst, std, "-I", th.RUNTIME_SRC_DIR),
                        cwd=work, env=th.srcinst_env(), timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode == 0, r.stderr.decode()
    assert b"warning" not in r.stderr, r.stderr.decode()
    flags = [std, "-Wall", "-Wextra", "-Werror"] + (["-pedantic"] if std == "-std=c89" else [])
    orig, exe = work / "orig", work / "inst"
    helpers.compile_checked([*th.compiler(compiler), *flags, source, "-o", orig], what="building the original")
    helpers.compile_checked([*th.compiler(compiler), *flags, "-I", th.RUNTIME_SRC_DIR, inst, runtime,
                             "-o", exe, "-pthread"], what="building with the trace runtime", source=inst)
    return orig, exe, inst.read_bytes()


def counts(run: th.TracedRun) -> dict[str, int]:
    """Calls per routine in the profile; the timeline must agree (the runtime
    keys each expansion's region apart, though they share file and line)."""
    profile = {row.name: row.calls for row in th.parse_profile(run.profile_text)}
    assert dict(th.call_counts(run.calls)) == profile
    return profile


def definition(text: bytes, name: str) -> list[bytes]:
    """The physical lines of the #define of `name`."""
    lines = text.split(b"\n")
    first = next(i for i, line in enumerate(lines) if line.startswith(b"#define " + name.encode()))
    last = first
    while lines[last].endswith(b"\\"):
        last += 1
    return lines[first:last + 1]


def is_subsequence(small: bytes, big: bytes) -> bool:
    rest = iter(big)
    return all(byte in rest for byte in small)


def assert_only_inserted(original: bytes, instrumented: bytes, macros: list[str], rewritten=(b"return", b";")):
    """Each macro keeps its lines and their backslash continuations, and every
    byte of its text but the `rewritten` words (C's returns), in order."""
    for name in macros:
        before, after = definition(original, name), definition(instrumented, name)
        assert len(before) == len(after), after
        for old, new in zip(before, after):
            assert old.endswith(b"\\") == new.endswith(b"\\") and b"//" not in new, new
            for word in rewritten:
                old, new = old.replace(word, b""), new.replace(word, b"")
            assert is_subsequence(old, new), (old, new)


@pytest.mark.parametrize("std", ["-std=gnu11", "-std=c89"])
def test_codec_routines_from_macros_are_measured_per_expansion(tmp_path, runtime_object, std):
    orig, exe, text = build(tmp_path, "codec.c", "gcc", std, runtime_object)
    for args, status in (([], 0), (["corrupt"], 3)):
        expected = helpers.run_cmd([orig, *args], cwd=tmp_path)
        run = th.run_traced(exe, tmp_path, args, SRCINST_PROFILE="1")
        assert (run.result.stdout, run.result.returncode) == (expected.stdout, status)
        assert counts(run) == CODEC_CALLS, run.profile_text
    # Each macro is edited once; the rest of its text stays as written.
    assert text.count(b"__srcinst_name_of(name##_impl)") == 1 and text.count(b"__srcinst_name_of(name)") == 3
    assert_only_inserted((DATA / "codec.c").read_bytes(), text, ["DEF_ENCODE", "DEF_DECODE", "DEF_CHECK"])
    assert definition(text, "DEF_CODEC") == definition((DATA / "codec.c").read_bytes(), "DEF_CODEC")
    if shutil.which("clang"):  # (its -pedantic warns about GNU extensions without __extension__)
        helpers.compile_checked(["clang", std, "-pedantic", "-Wall", "-Werror", "-I", th.RUNTIME_SRC_DIR, "-c",
                                 tmp_path / "inst_codec.c", "-o", tmp_path / "clang.o"], what="clang -pedantic")


@pytest.mark.parametrize("std", ["-std=c++98", "-std=c++11", "-std=c++17"])
def test_cpp_members_templates_and_void_routines_from_macros(tmp_path, runtime_object, std):
    orig, exe, text = build(tmp_path, "shapes.cpp", "g++", std, runtime_object)
    expected = helpers.run_cmd([orig], cwd=tmp_path)
    run = th.run_traced(exe, tmp_path, SRCINST_PROFILE="1")
    assert (run.result.stdout, run.result.returncode) == (expected.stdout, expected.returncode)
    assert counts(run) == SHAPES_CALLS, run.profile_text
    assert_only_inserted((DATA / "shapes.cpp").read_bytes(), text, ["GETTER", "SCALE", "REPORT"],
                         rewritten=(b"return", b";") if std == "-std=c++98" else ())  # (C++11: the guard)


def test_exclusion_by_the_expanded_name(tmp_path, runtime_object):
    """Excluded expansions share the macro's text with measured ones: each
    piece of code is pasted from the routine's name and defined per expansion."""
    (tmp_path / "sel.tau").write_text("BEGIN_EXCLUDE_LIST\nenc16\ndec8_impl\ncheck32\nEND_EXCLUDE_LIST\n")
    orig, exe, text = build(tmp_path, "codec.c", "gcc", "-std=gnu11", runtime_object, ["-f", "sel.tau"])
    for args in ([], ["corrupt"]):
        expected = helpers.run_cmd([orig, *args], cwd=tmp_path)
        run = th.run_traced(exe, tmp_path, args, SRCINST_PROFILE="1")
        assert (run.result.stdout, run.result.returncode) == (expected.stdout, expected.returncode)
        assert counts(run) == {k: v for k, v in CODEC_CALLS.items() if k not in ("enc16", "dec8_impl", "check32")}
    assert_only_inserted((DATA / "codec.c").read_bytes(), text, ["DEF_ENCODE", "DEF_DECODE", "DEF_CHECK"])


@pytest.mark.parametrize("std", ["-std=c++14", "-std=c++17", "-std=c++20"])
def test_a_constexpr_member_a_macro_defines_through_another_macro_is_left_alone(tmp_path, runtime_object, std):
    """fmt's FMT_FORMAT_AS defines `FMT_CONSTEXPR auto format(...)`: constexpr
    only through a macro. Its code would be a static variable in a constexpr
    function (g++ refuses it before C++23); srcinst leaves it alone and says why."""
    source = tmp_path / "fmtlike.cpp"
    source.write_text(
        "#include <cstdio>\n"
        "#define MY_CONSTEXPR constexpr\n"
        "template <typename T> struct as;\n"
        "#define FORMAT_AS(Type, Base) \\\n"
        "  template <> struct as<Type> { \\\n"
        "    template <typename C> MY_CONSTEXPR auto get(Type v, C c) const -> decltype(c + Base()) { \\\n"
        "      return static_cast<Base>(v) + c; } \\\n"
        "  };\n"
        "FORMAT_AS(short, int)\n"
        "FORMAT_AS(char, long)\n"
        "int plain(int x) { return x * 2; }\n"
        "int main() {\n"
        "  constexpr int k = as<short>().get(3, 1);\n"
        "  std::printf(\"%d %ld %d\\n\", k, as<char>().get('a', 1), plain(k));\n"
        "  return 0;\n"
        "}\n")
    inst = tmp_path / "inst.cpp"
    r = helpers.run_cmd(th.srcinst_cmd("-s", "trace", "-v", "fmtlike.cpp", "-o", inst, std, "-I", th.RUNTIME_SRC_DIR),
                        cwd=tmp_path, env=th.srcinst_env(), timeout=helpers.INSTRUMENT_TIMEOUT)
    assert r.returncode == 0, r.stderr.decode()
    assert b"a constexpr routine a macro defines is not instrumented" in r.stderr, r.stderr.decode()
    orig, exe = tmp_path / "orig", tmp_path / "inst"
    helpers.compile_checked([*th.compiler("g++"), std, "-Wall", "-Werror", source, "-o", orig], what="the original")
    helpers.compile_checked([*th.compiler("g++"), std, "-Wall", "-Werror", "-I", th.RUNTIME_SRC_DIR, inst,
                             runtime_object, "-o", exe, "-pthread"], what="the instrumented program", source=inst)
    expected = helpers.run_cmd([orig], cwd=tmp_path)
    run = th.run_traced(exe, tmp_path, SRCINST_PROFILE="1")
    assert (run.result.stdout, run.result.returncode) == (expected.stdout, expected.returncode) == (b"4 98 8\n", 0)
    assert counts(run) == {"int main()": 1, "int plain(int)": 1}, run.profile_text
