"""The command line's error paths and file handling, run as `python -m srcinst` in a temp dir."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import srcinst
from srcinst.cli import builtin_spec_names

SPEC_TEXT = 'entry code="/* ENTER @ROUTINE@ */"\nexit code="/* LEAVE @LINE@ */"\n'
GOOD_C = b"int add(int a, int b)\n{\n    return a + b;\n}\n\nint main(void)\n{\n    return add(1, 2);\n}\n"
BAD_C = b"int main(void)\n{\n    return 0\n}\n"
OLD_NS = 1_000_000_000 * 10 ** 9  # 2001-09-09: an mtime a run cannot produce by accident


def run(cwd, *args):
    return subprocess.run([sys.executable, "-m", "srcinst", *map(str, args)], cwd=cwd,
                          capture_output=True, timeout=120)


def err(result) -> str:
    return result.stderr.decode("utf-8", "replace")


def assert_clean_failure(result, status):
    stderr = err(result)
    assert result.returncode == status, stderr
    assert "Traceback" not in stderr
    return stderr


def stray_temps(directory) -> list:
    return sorted(p.name for p in Path(directory).iterdir() if p.name.startswith(".srcinst-"))


@pytest.fixture
def work(tmp_path):
    """A temp dir with spec.spec, good.c (old mtime) and bad.c."""
    (tmp_path / "spec.spec").write_text(SPEC_TEXT)
    good = tmp_path / "good.c"
    good.write_bytes(GOOD_C)
    os.utime(good, ns=(OLD_NS, OLD_NS))
    (tmp_path / "bad.c").write_bytes(BAD_C)
    return tmp_path


def snapshot(path):
    st = os.stat(path)
    return Path(path).read_bytes(), st.st_mtime_ns


# --------------------------------------------------------------------------
# Bad specs
# --------------------------------------------------------------------------

BAD_SPECS = [
    ('entry code="a"\nbogus code="x"\n', 2, 1, "unknown rule kind 'bogus'"),
    ('entry code="abc\n', 1, 12, "unterminated string"),
    ('BEGIN_INSTRUMENT_SECTION\nentry code="a"\n', 1, 1, "BEGIN_INSTRUMENT_SECTION is not closed"),
    ('# c\n  entry code="a" colour="red"\n', 2, 18, "unknown attribute 'colour'"),
    ('entry routine="regex:(" code="a"\n', 1, 7, "invalid regular expression"),
    ('file="x.c" line=0 code="a"\n', 1, 12, "line= needs a positive line number"),
]


@pytest.mark.parametrize("text, line, col, message", BAD_SPECS)
@pytest.mark.parametrize("dest", ["-o", "-d", "stdout"])
def test_bad_spec(work, text, line, col, message, dest):
    (work / "broken.spec").write_text(text)
    args = ["-s", "broken.spec", "good.c"]
    if dest == "-o":
        args += ["-o", "out.c"]
    elif dest == "-d":
        args += ["-d", "outdir"]
    before = snapshot(work / "good.c")
    result = run(work, *args)
    stderr = assert_clean_failure(result, 2)
    assert re.search(rf"^broken\.spec:{line}:{col}: error: {re.escape(message)}", stderr, re.M), stderr
    assert result.stdout == b""
    assert not (work / "out.c").exists()
    assert not (work / "outdir").exists()
    assert snapshot(work / "good.c") == before
    assert stray_temps(work) == []


def test_bad_selection_file(work):
    (work / "select.txt").write_text("BEGIN_EXCLUDE_LIST\nfoo\n")
    result = run(work, "-s", "spec.spec", "-f", "select.txt", "good.c", "-o", "out.c")
    stderr = assert_clean_failure(result, 2)
    assert re.search(r"^select\.txt:1:1: error: list is not closed", stderr, re.M), stderr
    assert not (work / "out.c").exists()


def test_missing_spec_file_lists_builtins(work):
    result = run(work, "-s", "no_such_spec_xyz", "good.c", "-o", "out.c")
    stderr = assert_clean_failure(result, 2)
    assert re.search(r"^no_such_spec_xyz: error: no such spec file, and no built-in spec", stderr, re.M), stderr
    assert "built-in:" in stderr
    for name in builtin_spec_names():
        assert name in stderr
    assert not (work / "out.c").exists()


def test_spec_warnings_are_printed_and_the_run_goes_on(work):
    (work / "warn.spec").write_text('barrier routine="#"\nentry code="/* E @ARGC@ */"\n')
    result = run(work, "-s", "warn.spec", "good.c", "-o", "out.c")
    stderr = err(result)
    assert result.returncode == 0, stderr
    assert re.search(r"^warn\.spec:1:1: warning: 'barrier'", stderr, re.M), stderr
    assert re.search(r"^warn\.spec:2:7: warning: keyword '@ARGC@'", stderr, re.M), stderr
    assert b"/* E @ARGC@ */" in (work / "out.c").read_bytes()


# --------------------------------------------------------------------------
# Inputs that cannot be instrumented
# --------------------------------------------------------------------------

def test_missing_input(work):
    result = run(work, "-s", "spec.spec", "missing.c", "-o", "out.c")
    stderr = assert_clean_failure(result, 1)
    assert re.search(r"^missing\.c: error: .*No such file or directory", stderr, re.M), stderr
    assert not (work / "out.c").exists()
    assert stray_temps(work) == []


def test_c_parse_error(work):
    result = run(work, "-s", "spec.spec", "bad.c", "-o", "out.c")
    stderr = assert_clean_failure(result, 1)
    assert re.search(r"^bad\.c:3:13: error: ", stderr, re.M), stderr
    assert not (work / "out.c").exists()
    assert stray_temps(work) == []
    assert (work / "bad.c").read_bytes() == BAD_C


def test_c_parse_error_to_stdout_prints_nothing(work):
    result = run(work, "-s", "spec.spec", "bad.c")
    assert_clean_failure(result, 1)
    assert result.stdout == b""


def test_one_bad_file_among_several(work):
    result = run(work, "-s", "spec.spec", "bad.c", "good.c", "-d", "out")
    stderr = assert_clean_failure(result, 1)
    assert re.search(r"^bad\.c:3:13: error: ", stderr, re.M), stderr
    assert not (work / "out" / "bad.c").exists()
    assert b"/* ENTER int main(void) */" in (work / "out" / "good.c").read_bytes()
    assert stray_temps(work / "out") == []


@pytest.mark.parametrize("name", ["prog.xyz", "prog", "prog.txt"])
def test_unknown_extension_suggests_lang(work, name):
    (work / name).write_bytes(GOOD_C)
    result = run(work, "-s", "spec.spec", name, "-o", "out.c")
    stderr = assert_clean_failure(result, 1)
    assert re.search(rf"^{re.escape(name)}: error: .*--lang", stderr, re.M), stderr
    assert not (work / "out.c").exists()
    forced = run(work, "-s", "spec.spec", "--lang", "c", name, "-o", "out.c")
    assert forced.returncode == 0, err(forced)
    assert b"/* ENTER int add(int, int) */" in (work / "out.c").read_bytes()


def test_unwritable_output_is_an_error_not_a_traceback(work):
    result = run(work, "-s", "spec.spec", "good.c", "-o", work / "no" / "such" / "dir" / "out.c")
    stderr = assert_clean_failure(result, 1)
    assert "cannot write output" in stderr


# --------------------------------------------------------------------------
# Outputs never overwrite inputs; usage errors
# --------------------------------------------------------------------------

@pytest.mark.parametrize("spelling", ["good.c", "./good.c", "ABS", "../{dir}/good.c", "link.c"])
def test_output_equal_to_input_is_refused(work, spelling):
    if spelling == "ABS":
        spelling = str(work / "good.c")
    elif spelling == "link.c":
        os.symlink("good.c", work / "link.c")
    spelling = spelling.format(dir=work.name)
    before = snapshot(work / "good.c")
    result = run(work, "-s", "spec.spec", "good.c", "-o", spelling)
    stderr = assert_clean_failure(result, 2)
    assert "overwrite the input" in stderr
    assert snapshot(work / "good.c") == before
    assert stray_temps(work) == []
    assert result.stdout == b""


def test_output_dir_equal_to_input_dir_is_refused(work):
    before = snapshot(work / "good.c")
    result = run(work, "-s", "spec.spec", "good.c", "-d", ".")
    stderr = assert_clean_failure(result, 2)
    assert "overwrite the input" in stderr
    assert snapshot(work / "good.c") == before


def test_o_with_two_inputs(work):
    (work / "other.c").write_bytes(GOOD_C)
    result = run(work, "-s", "spec.spec", "good.c", "other.c", "-o", "out.c")
    stderr = assert_clean_failure(result, 2)
    assert "-o" in stderr
    assert not (work / "out.c").exists()


def test_o_and_d_together(work):
    result = run(work, "-s", "spec.spec", "good.c", "-o", "out.c", "-d", "outdir")
    assert_clean_failure(result, 2)
    assert not (work / "out.c").exists()
    assert not (work / "outdir").exists()


def test_same_basename_twice_into_one_output_dir_is_refused(work):
    # x/prog.c and y/prog.c would both become out/prog.c: one result would be lost.
    for sub in ("x", "y"):
        (work / sub).mkdir()
        (work / sub / "prog.c").write_bytes(GOOD_C.replace(b"add", b"add_" + sub.encode()))
    result = run(work, "-s", "spec.spec", "x/prog.c", "y/prog.c", "-d", "out")
    assert result.returncode != 0, "x/prog.c's output was silently replaced by y/prog.c's"
    assert "prog.c" in err(result)


@pytest.mark.parametrize("args", [[], ["good.c"], ["-s", "spec.spec"]])
def test_missing_arguments_are_usage_errors(work, args):
    result = run(work, *args)
    assert_clean_failure(result, 2)


# --------------------------------------------------------------------------
# Successful runs
# --------------------------------------------------------------------------

def test_version(work):
    result = run(work, "--version")
    assert result.returncode == 0
    assert "srcinst" in result.stdout.decode()
    assert srcinst.__version__ in result.stdout.decode()


C89_ONLY = b"#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L\n#error not parsed as C89\n#endif\n" + GOOD_C


@pytest.mark.parametrize("args", [
    ["-s", "spec.spec", "-std=c89", "c89.c"],
    ["-std=c89", "-s", "spec.spec", "c89.c"],
    ["-s", "spec.spec", "c89.c", "-std=c89"],
    ["-s", "spec.spec", "-std", "c89", "c89.c"],
    ["-s", "spec.spec", "-std=gnu99", "-std=c89", "c89.c"],
])
def test_std_option(work, args):
    (work / "c89.c").write_bytes(C89_ONLY)
    result = run(work, *args)
    assert result.returncode == 0, err(result)
    assert b"/* ENTER int main(void) */" in result.stdout


def test_std_option_reaches_the_parser(work):
    # The same file under a newer standard hits its #error: -std is not ignored.
    (work / "c89.c").write_bytes(C89_ONLY)
    result = run(work, "-s", "spec.spec", "-std=c99", "c89.c")
    stderr = assert_clean_failure(result, 1)
    assert re.search(r"^c89\.c:2:2: error: not parsed as C89", stderr, re.M), stderr


def test_stdout_when_no_output_given(work):
    before = sorted(p.name for p in work.iterdir())
    result = run(work, "-s", "spec.spec", "good.c")
    assert result.returncode == 0, err(result)
    out = result.stdout
    assert b"/* ENTER int add(int, int) */" in out
    assert b"/* ENTER int main(void) */" in out
    assert b"/* LEAVE 3 */" in out and b"/* LEAVE 8 */" in out
    assert sorted(p.name for p in work.iterdir()) == before


def test_output_dash_is_stdout(work):
    before = sorted(p.name for p in work.iterdir())
    result = run(work, "-s", "spec.spec", "good.c", "-o", "-")
    assert result.returncode == 0, err(result)
    assert b"/* ENTER int main(void) */" in result.stdout
    assert sorted(p.name for p in work.iterdir()) == before  # no file named '-'


def test_output_file(work):
    before = snapshot(work / "good.c")
    result = run(work, "-s", "spec.spec", "good.c", "-o", "good.inst.c")
    assert result.returncode == 0, err(result)
    assert result.stdout == b""
    assert b"/* ENTER int add(int, int) */" in (work / "good.inst.c").read_bytes()
    assert snapshot(work / "good.c") == before
    assert stray_temps(work) == []


def test_output_file_replaces_an_existing_one(work):
    (work / "out.c").write_bytes(b"old")
    result = run(work, "-s", "spec.spec", "good.c", "-o", "out.c")
    assert result.returncode == 0, err(result)
    assert b"/* ENTER" in (work / "out.c").read_bytes()
    assert stray_temps(work) == []


def test_output_dir_with_two_inputs(work):
    sub = work / "src"
    sub.mkdir()
    (sub / "second.c").write_bytes(GOOD_C.replace(b"add", b"plus"))
    before = [snapshot(work / "good.c"), snapshot(sub / "second.c")]
    result = run(work, "-s", "spec.spec", "good.c", "src/second.c", "-d", "out/nested")
    assert result.returncode == 0, err(result)
    assert result.stdout == b""
    out = work / "out" / "nested"
    assert sorted(p.name for p in out.iterdir()) == ["good.c", "second.c"]
    assert b"/* ENTER int add(int, int) */" in (out / "good.c").read_bytes()
    assert b"/* ENTER int plus(int, int) */" in (out / "second.c").read_bytes()
    assert [snapshot(work / "good.c"), snapshot(sub / "second.c")] == before


def test_input_never_modified_by_any_destination(work):
    before = snapshot(work / "good.c")
    for args in (["good.c"], ["good.c", "-o", "o.c"], ["good.c", "-d", "d"]):
        result = run(work, "-s", "spec.spec", *args)
        assert result.returncode == 0, err(result)
        assert snapshot(work / "good.c") == before
    assert stray_temps(work) == [] and stray_temps(work / "d") == []


def test_spec_that_selects_nothing_copies_the_input(work):
    (work / "none.spec").write_text('entry code="X" lang="fortran"\n')
    result = run(work, "-s", "none.spec", "good.c", "-o", "out.c")
    assert result.returncode == 0, err(result)
    assert (work / "out.c").read_bytes() == GOOD_C


def test_output_dir_below_a_file_is_an_error_not_a_traceback(work):
    result = run(work, "-s", "spec.spec", "good.c", "-d", "good.c/sub")
    stderr = err(result)
    assert result.returncode in (1, 2), stderr
    assert "Traceback" not in stderr
    assert re.search(r"error: .*(directory|Not a directory)", stderr, re.I), stderr
    assert (work / "good.c").read_bytes() == GOOD_C


def test_spec_that_is_a_directory(work):
    (work / "specdir").mkdir()
    result = run(work, "-s", "specdir", "good.c", "-o", "out.c")
    stderr = assert_clean_failure(result, 2)
    assert re.search(r"^specdir: error: cannot read spec", stderr, re.M), stderr
    assert not (work / "out.c").exists()
