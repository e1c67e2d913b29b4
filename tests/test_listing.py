"""`srcinst --list` (issue 6): every routine with its location, signature,
metrics, and whether the spec and the selection instrument it (and if not,
why), as a table and as JSON, for C, C++ and Fortran, for files and for a
build directory (-p); and `--record-calls` with -p.

These run the real frontends, so the metric columns need their metrics.
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import helpers
import pytest

DATA = Path(__file__).resolve().parent / "data" / "select"


def srcinst(*args, cwd):
    return subprocess.run([sys.executable, "-m", "srcinst", *map(str, args)], cwd=cwd,
                          env=helpers.srcinst_env(), capture_output=True, text=True, timeout=120)


@pytest.fixture
def work(tmp_path):
    for name in ("list.c", "list.cpp", "list.f90"):
        shutil.copy(DATA / name, tmp_path / name)
    return tmp_path


def rows_by_name(result):
    assert result.returncode == 0, result.stderr
    rows = json.loads(result.stdout)
    return {row["qualified"]: row for row in rows}


def test_list_json_c(work):
    before = sorted(p.name for p in work.iterdir())
    rows = rows_by_name(srcinst("-s", "printf", "--min-cc", "2", "--list", "--format", "json", "list.c",
                                cwd=work))
    assert sorted(p.name for p in work.iterdir()) == before        # nothing written
    assert list(rows) == ["sq", "sum", "main"]
    sq, total, main = rows["sq"], rows["sum"], rows["main"]
    assert (sq["file"], sq["line"], sq["signature"], sq["lang"]) == ("list.c", 3, "int sq(int)", "c")
    assert (main["line"], main["signature"]) == (14, "int main(int, char **)")
    for row in rows.values():
        for key in ("line", "cc", "lines", "statements", "loops", "call_sites"):
            assert type(row[key]) is int, (key, row)
        assert type(row["instrumented"]) is bool
    assert (sq["cc"], sq["loops"], sq["call_sites"], sq["callees"]) == (1, 0, 0, [])
    assert sq["properties"] == ["inline", "static"]
    assert (total["cc"], total["loops"], total["call_sites"], total["callees"]) == (2, 1, 1, ["sq"])
    assert 4 <= total["lines"] <= 6 and total["statements"] >= 3
    assert (main["cc"], main["call_sites"], main["callees"]) == (2, 2, ["printf", "sum"])
    assert "main" in main["properties"]
    assert not sq["instrumented"]
    assert sq["reason"] == "excluded by 'exclude if cc < 2' (--min-cc 2)"
    assert total["instrumented"] and total["reason"] == "rules: entry exit"
    assert main["instrumented"] and main["reason"] == "rules: init entry exit"


def table_rows(text):
    """The table as {signature: {column: cell}} (columns are 2+ blanks apart)."""
    lines = text.splitlines()
    header = re.split(r"\s{2,}", lines[0])
    assert header == ["LOCATION", "SIGNATURE", "CC", "LINES", "STMTS", "LOOPS", "CALLS", "PROPERTIES",
                      "INST", "REASON"]
    table = {}
    for line in lines[1:]:
        cells = re.split(r"\s{2,}", line.strip())
        assert len(cells) == len(header), line
        table[cells[1]] = dict(zip(header, cells))
    return table


def test_list_table_c_cpp_fortran(work):
    (work / "sel.txt").write_text("BEGIN_EXCLUDE_LIST\ngeo::Vec::~Vec\nEND_EXCLUDE_LIST\n"
                                  "BEGIN_SELECT_RULES\nexclude if loops\nEND_SELECT_RULES\n")
    r = srcinst("-s", "printf", "-f", "sel.txt", "--list", "list.c", "list.cpp", "list.f90", cwd=work)
    assert r.returncode == 0, r.stderr
    table = table_rows(r.stdout)
    assert list(table) == [
        "int sq(int)", "int sum(int)", "int main(int, char **)",
        "geo::Vec::Vec(double, double)", "geo::Vec::~Vec()", "Vec geo::Vec::operator+(const Vec &) const",
        "double geo::Vec::norm2() const", "T geo::twice(T)", "int main()",
        "heat::norm", "heat::step", "heat::report", "main"]
    assert table["int sum(int)"]["LOCATION"] == "list.c:6"
    assert table["int sum(int)"]["LOOPS"] == "1"
    assert table["int sum(int)"]["INST"] == "no"
    assert table["int sum(int)"]["REASON"] == "excluded by 'exclude if loops' (sel.txt:5)"
    assert table["int sq(int)"]["PROPERTIES"] == "inline,static"
    assert table["int sq(int)"]["INST"] == "yes"
    assert table["geo::Vec::~Vec()"]["REASON"] == "excluded by 'geo::Vec::~Vec' (sel.txt:2)"
    assert table["geo::Vec::~Vec()"]["LOCATION"] == "list.cpp:5"
    assert table["heat::step"]["LOCATION"] == "list.f90:9"
    assert table["heat::step"]["REASON"] == "excluded by 'exclude if loops' (sel.txt:5)"
    assert table["heat::norm"]["INST"] == "no"          # the frontend's own reason
    assert "PURE" in table["heat::norm"]["REASON"]
    assert table["heat::report"]["INST"] == "yes"
    assert table["main"]["INST"] == "yes"
    assert "9 of 13 routines instrumented" in r.stderr


def test_list_json_cpp(work):
    rows = rows_by_name(srcinst("--list", "--format", "json", "list.cpp", cwd=work))
    assert "constructor" in rows["geo::Vec::Vec"]["properties"]
    assert "destructor" in rows["geo::Vec::~Vec"]["properties"]
    assert "operator" in rows["geo::Vec::operator+"]["properties"]
    assert "member" in rows["geo::Vec::norm2"]["properties"]
    assert "template" in rows["geo::twice"]["properties"]
    assert "template" not in rows["geo::Vec::norm2"]["properties"]
    assert rows["geo::Vec::norm2"]["cc"] == 1
    assert "geo::Vec::norm2" in rows["main"]["callees"]
    # without -s the selection alone decides, and names no rules
    assert all(row["instrumented"] and row["reason"] == "" for row in rows.values())


def test_list_json_fortran(work):
    rows = rows_by_name(srcinst("-s", "printf", "--include-if", "loops or main", "--list", "--format", "json",
                                "list.f90", cwd=work))
    step, report, norm, main = rows["heat::step"], rows["heat::report"], rows["heat::norm"], rows["main"]
    assert (step["cc"], step["loops"], step["callees"]) == (2, 1, ["report"])
    assert {"module", "subroutine"} <= set(step["properties"])
    assert {"module", "function", "pure"} <= set(norm["properties"])
    assert report["cc"] == 2 and report["loops"] == 0
    assert "main" in main["properties"] and main["callees"] == ["step"]
    assert step["instrumented"] and main["instrumented"]
    assert not report["instrumented"]
    assert report["reason"] == "not matched by 'include if loops or main' (--include-if)"


def test_list_exit_status_and_usage(work):
    (work / "broken.c").write_text("int f( {\n")
    r = srcinst("--list", "list.c", "broken.c", cwd=work)
    assert r.returncode == 1
    assert "broken.c:1:" in r.stderr and "error" in r.stderr
    assert "int sq(int)" in r.stdout          # the other files are still listed
    r = srcinst("--list", "list.c", "-o", "out.c", cwd=work)
    assert r.returncode == 2 and "--list writes no instrumented files" in r.stderr
    assert not (work / "out.c").exists()
    r = srcinst("list.c", cwd=work)
    assert r.returncode == 2 and "Missing option '-s'" in r.stderr
    r = srcinst("--list", "--exclude-if", "cc <", "list.c", cwd=work)
    assert r.returncode == 2
    assert "<command line>: error: --exclude-if 'cc <': column 5: expected a number after '<'" in r.stderr
    r = srcinst("--list", "--callgraph", "nowhere.json", "list.c", cwd=work)
    assert r.returncode == 2 and "nowhere.json: error: cannot read call graph" in r.stderr


def test_list_and_record_calls_with_build_dir(tmp_path):
    """-p: each file with the flags of its compile command (-DEXTRA adds a routine)."""
    src = tmp_path / "src"
    src.mkdir()
    for name in ("main.c", "comm.c", "mpi_stub.h"):
        shutil.copy(DATA / "twofiles" / name, src / name)
    (src / "extra.c").write_text("#ifdef EXTRA\nvoid extra(void) { }\n#endif\nint other(void) { return 1; }\n")
    build = tmp_path / "build"
    build.mkdir()
    (build / "compile_commands.json").write_text(json.dumps([
        {"directory": str(build), "file": f"../src/{name}",
         "arguments": ["cc", "-DEXTRA", "-I../src", "-c", f"../src/{name}"]}
        for name in ("main.c", "comm.c", "extra.c")]))
    r = srcinst("-s", "printf", "--calls", "MPI_#", "--list", "--format", "json", "-p", "build", "-j", "2",
                cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    assert [(Path(row["file"]).name, row["name"]) for row in rows] == [
        ("main.c", "step"), ("main.c", "local_work"), ("main.c", "main"),
        ("comm.c", "exchange"), ("comm.c", "norm"), ("extra.c", "extra"), ("extra.c", "other")]
    assert [row["name"] for row in rows if row["instrumented"]] == ["main", "exchange"]

    r = srcinst("--record-calls", "graph.json", "-p", "build", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    graph = json.loads((tmp_path / "graph.json").read_text())
    assert graph["step"] == ["exchange"] and graph["exchange"] == ["MPI_Send"]
    assert graph["extra"] == []
    r = srcinst("-s", "printf", "--calls", "MPI_#", "--callgraph", "graph.json", "--list", "--format", "json",
                "-p", "build", "src/main.c", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert [row["name"] for row in json.loads(r.stdout) if row["instrumented"]] == ["step", "main"]


def test_friends_and_defaults_outside_the_class(tmp_path):
    # A friend defined in its class is a routine of the enclosing namespace
    # (also in a class template); `A::A() = default;` has no body to instrument.
    (tmp_path / "f.cpp").write_text(
        "struct P { int v; friend int twice(const P &p) { return 2 * p.v; } };\n"
        "template <class T> struct Box { T v; friend T peek(const Box &b) { return b.v; } };\n"
        "struct A { A(); int v = 1; };\n"
        "A::A() = default;\n"
        "int main() { P p{1}; Box<int> b{2}; A a; return twice(p) + peek(b) + a.v - 5; }\n")
    rows = rows_by_name(srcinst("-s", "printf", "--list", "--format", "json", "f.cpp", cwd=tmp_path))
    assert rows["twice"]["instrumented"] and rows["peek"]["instrumented"]
    assert "template" in rows["peek"]["properties"]
    assert not rows["A::A"]["instrumented"]
    assert rows["A::A"]["reason"] == "defaulted or deleted function"
    # no body, no metrics: null in JSON, not 0 (the keys stay)
    assert all(rows["A::A"][key] is None for key in ("cc", "lines", "statements", "loops", "call_sites",
                                                      "callees", "properties"))
    assert list(rows["A::A"]) == list(rows["twice"])


def test_member_templates_are_named_as_what_they_template(tmp_path):
    # A constructor template has no result type and the class's bare name; a
    # const member template keeps its const.
    (tmp_path / "t.cpp").write_text(
        "template <class T> struct W { template <class U> W(U) {}\n"
        "  template <class U> int get(U) const { return 1; } };\n"
        "struct V { template <class U> V(U) {} };\n"
        "int main() { W<int> w(2.0); V v(1); return w.get(3) - 1; }\n")
    rows = rows_by_name(srcinst("-s", "printf", "--list", "--format", "json", "t.cpp", cwd=tmp_path))
    assert rows["W<T>::W"]["signature"] == "W<T>::W(U)"
    assert rows["W<T>::get"]["signature"] == "int W<T>::get(U) const"
    assert rows["V::V"]["signature"] == "V::V(U)"
    assert "constructor" in rows["V::V"]["properties"]


@pytest.mark.parametrize("name", ["include_procedures.f90", "include_procedures_fixed.f"])
def test_fortran_includes_filed_with_the_next_procedure(name):
    # fparser files an INCLUDE line between procedures (in an interface block,
    # after CONTAINS) at the front of the next procedure: its metrics read past it
    corpus = Path(__file__).resolve().parent.parent / "corpus" / "fortran"
    r = srcinst("--list", "--format", "json", "-I", "inc", name, cwd=corpus)
    assert r.returncode == 0, r.stderr
    rows = {row["qualified"].lower(): row for row in json.loads(r.stdout)}
    own = rows["include_procs::own" if name.endswith(".f90") else "incpm::ownf"]
    assert (own["statements"], own["call_sites"], own["properties"]) == (2, 1, ["module", "subroutine"])
