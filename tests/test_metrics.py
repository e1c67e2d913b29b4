"""Routine metrics (selection by structure, issue 6), counted by hand.

The files in tests/data/metrics/ state the expected counts, and why, before
each routine; EXPECTED below repeats them. The frontends run through the
real code path (srcinst.instrument.parse with Options(metrics=True)): real
libclang, real fparser, real preprocessor for the .F90 file.
"""
from __future__ import annotations

import functools
import io
from pathlib import Path

import pytest
from srcinst.frontends import language_of
from srcinst.frontends.c_metrics import code_lines, code_text

from srcinst.diagnostics import Reporter
from srcinst.instrument import Options, parse
from srcinst.model import Metrics
from srcinst.settings import Settings

DATA = Path(__file__).resolve().parent / "data" / "metrics"


@functools.cache
def routines(name: str, metrics: bool = True) -> dict:
    path = DATA / name
    options = Options(metrics=metrics, settings=Settings.from_environ())
    _, unit = parse(str(path), path.read_bytes(), language_of(name), options, Reporter(stream=io.StringIO()))
    found = {}
    for routine in unit.routines:
        key = routine.qualified
        if key in found:  # overloads: the second one by signature
            key = routine.signature
        found[key] = routine
    return found


def m(cc, lines, statements, loops=0, callees=(), props=(), call_sites=None):
    """A Metrics; call_sites defaults to one call per callee."""
    return Metrics(cc=cc, lines=lines, statements=statements, loops=loops,
                   call_sites=len(callees) if call_sites is None else call_sites,
                   callees=tuple(callees), properties=frozenset(props))


EXPECTED = {
    "branches.c": {
        "twice": m(1, 1, 1, props=["static"]),
        "classify": m(5, 14, 9),
        "pick": m(5, 17, 14),
        "logic": m(12, 11, 9, loops=1),
        "loops": m(4, 16, 9, loops=3),
        "calls": m(2, 9, 7, callees=["exit", "helper", "twice"], call_sites=4),
        "sq": m(1, 1, 1, props=["inline", "static"]),
        "c99": m(1, 1, 1, props=["inline"]),
        "main": m(1, 4, 2, callees=["c99", "calls", "classify", "logic", "loops", "pick", "sq"],
                  props=["main"]),
    },
    "classes.cpp": {
        "geo::Error::Error": m(1, 1, 0, props=["constructor", "member", "inline"]),
        "geo::Shape::Shape": m(1, 1, 0, props=["constructor", "member", "inline"]),
        "geo::Shape::Shape(int)": m(2, 5, 3, callees=["geo::Error::Error"], props=["constructor", "member"]),
        "geo::Shape::~Shape": m(1, 1, 0, props=["destructor", "virtual", "member", "inline"]),
        "geo::Shape::area": m(1, 1, 1, props=["virtual", "member", "inline"]),
        "geo::Shape::count": m(1, 1, 1, props=["static", "member", "inline"]),
        "geo::Shape::operator bool": m(1, 1, 1, props=["operator", "member", "inline"]),
        "geo::Shape::operator<": m(1, 1, 1, props=["operator", "member"]),
        "geo::Circle::area": m(1, 1, 1, props=["virtual", "member", "inline"]),
        "geo::Box<T>::Box": m(1, 1, 0, props=["constructor", "member", "inline", "template"]),
        "geo::Box<T>::get": m(1, 1, 1, props=["member", "inline", "template"]),
        "geo::clamp": m(3, 3, 1, props=["inline", "template"]),
        "geo::process": m(6, 24, 18, loops=2, callees=["geo::Box<T>::get", "geo::Error::Error", "geo::clamp"],
                          call_sites=4),
        "geo::guarded": m(2, 5, 4, callees=["geo::helper"]),
        "geo::ordered": m(2, 5, 3, callees=["geo::Shape::count", "geo::Shape::operator<"]),
        "geo::total_norm": m(2, 6, 4, loops=1, callees=["geo::norm"], props=["template"]),
        "(anonymous namespace)::hidden": m(1, 1, 1, props=["static"]),
        "file_local": m(1, 1, 1, props=["static"]),
        "square": m(1, 1, 1, props=["inline"]),
        "use": m(2, 6, 4, callees=["(anonymous namespace)::hidden", "file_local", "geo::Shape::Shape",
                                   "geo::Shape::operator<", "geo::process", "square"]),
    },
    "initializers.cpp": {
        "Base::Base": m(1, 1, 0, props=["constructor", "member", "inline"]),
        "Derived::Derived": m(3, 1, 0, callees=["Base::Base", "h"], call_sites=4,
                              props=["constructor", "member", "inline"]),
        "Derived::Derived()": m(1, 1, 0, callees=["Derived::Derived", "h"],
                                props=["constructor", "member", "inline"]),
        "Owner::Owner": m(1, 1, 0, callees=["Temp::Temp"], props=["constructor", "member", "inline"]),
        "Guarded::Guarded": m(3, 1, 3, callees=["h"], call_sites=3, props=["constructor", "member", "inline"]),
        "bindings": m(3, 8, 6, loops=2),
    },
    "inline.hpp": {
        "twice": m(1, 1, 1, props=["header", "inline"]),
        "half": m(1, 1, 1, props=["header", "template"]),
        "Acc::add": m(1, 1, 1, props=["header", "member", "inline"]),
    },
    "control.f90": {
        "shapes::area_square": m(1, 3, 2, props=["module", "function", "pure"]),
        "shapes::half": m(1, 3, 2, props=["module", "function", "elemental", "pure"]),
        "shapes::fact": m(2, 7, 6, callees=["fact"], props=["module", "function", "recursive"]),
        "shapes::branches": m(16, 43, 42, loops=5, callees=["area", "half", "report"],
                              props=["module", "subroutine"]),
        "shapes::branches::report": m(2, 3, 2, props=["internal", "subroutine"]),
        "main": m(1, 12, 12, callees=["branches", "ext_init", "fact"], props=["main"]),
    },
    "conditions.f90": {
        "conditions": m(14, 16, 15, loops=2, callees=["log_it"], props=["subroutine"]),
        "main": m(1, 4, 3, callees=["conditions"], props=["main"]),
    },
    "legacy.f": {
        "SMOOTH": m(8, 17, 14, loops=2, callees=["reset"], props=["subroutine"]),
    },
    "prep.F90": {
        "prep": m(1, 4, 2, props=["subroutine"]),
    },
    "separate.f90": {
        "geom::dist": m(1, 2, 1, props=["module", "function", "pure"]),
        "geom::scale": m(1, 2, 1, callees=["dist"], props=["module", "subroutine"]),
    },
}

CASES = [(f, name) for f, table in EXPECTED.items() for name in table]

# A lambda is a routine of its own: its code is not process's (whose metrics leave it out).
EXPECTED["classes.cpp"][f"lambda at {DATA / 'classes.cpp'}:96:16 in geo::process"] = m(
    4, 5, 3, callees=["geo::helper"], props=["lambda"])


@pytest.mark.parametrize("file, name", CASES, ids=[f"{f}:{n}" for f, n in CASES])
def test_metrics(file, name):
    found = routines(file)
    assert name in found, f"no routine {name} in {file}: {sorted(found)}"
    assert found[name].metrics == EXPECTED[file][name]


@pytest.mark.parametrize("file", sorted(EXPECTED))
def test_every_routine_with_a_body_has_metrics(file):
    found = routines(file)
    missing = sorted(set(found) - set(EXPECTED[file]) - {"geo::Circle::~Circle"})
    assert not missing, f"routines without expected metrics: {missing}"
    assert all(isinstance(r.metrics, Metrics) for n, r in found.items() if n != "geo::Circle::~Circle")


@pytest.mark.parametrize("file", sorted(EXPECTED))
def test_no_metrics_unless_asked(file):
    found = routines(file, metrics=False)
    assert found and all(r.metrics is None for r in found.values())
    # and the rest of what the frontend reports is the same
    with_metrics = routines(file)
    for name, routine in found.items():
        other = with_metrics[name]
        assert (routine.body_begin, routine.body_end, routine.skip) == (other.body_begin, other.body_end, other.skip)
        assert [s.pos for s in routine.exits] == [s.pos for s in other.exits]
        assert [s.pos for s in routine.aborts] == [s.pos for s in other.aborts]


def test_skipped_routines_have_metrics():
    """srcinst does not instrument these, but selection and --list see them."""
    skipped = {"branches.c": "c99", "control.f90": "shapes::half", "separate.f90": "geom::dist"}
    for file, name in skipped.items():
        routine = routines(file)[name]
        assert routine.skip and routine.metrics is not None
    # constexpr: instrumented (its run-time calls), and inline
    square = routines("classes.cpp")["square"]
    assert not square.skip and square.metrics is not None and "inline" in square.metrics.properties


def test_a_defaulted_function_has_no_body_and_no_metrics():
    routine = routines("classes.cpp")["geo::Circle::~Circle"]
    assert routine.skip and routine.metrics is None


def test_lambda_code_belongs_to_the_lambda():
    # the lambda in geo::process holds an if, a && and a ?:, and calls helper
    process = routines("classes.cpp")["geo::process"].metrics
    assert process.cc == 6 and "geo::helper" not in process.callees


def test_internal_procedure_code_belongs_to_it():
    branches = routines("control.f90")["shapes::branches"].metrics
    report = routines("control.f90")["shapes::branches::report"].metrics
    assert (branches.cc, report.cc) == (16, 2)


def test_callees_spell_routines_as_the_frontend_names_them():
    """Call graphs join callees to Routine.qualified (C++) or name (C, Fortran)."""
    cpp = routines("classes.cpp")
    called = {c for r in cpp.values() if r.metrics for c in r.metrics.callees}
    assert {"geo::Box<T>::get", "geo::clamp", "geo::Shape::operator<", "geo::process"} <= {
        r.qualified for r in cpp.values()} & called
    fortran = routines("control.f90")
    called = {c for r in fortran.values() if r.metrics for c in r.metrics.callees}
    assert {"fact", "half", "report", "branches"} <= {r.name.lower() for r in fortran.values()} & called


@pytest.mark.parametrize("text, lines", [
    (b"{\n  int a = 1'000; // x\n}", 3),                       # a digit separator is no char literal
    (b"{\n  /* c\n  d */\n  x = 1;\n}", 3),                     # a comment over lines
    (b"{\n  s = \"/* no comment\";\n  // t\n}", 3),             # comment marks in a string
    (b"{\n#define X \\\n  1\n  y = 2;\n}", 3),                  # a directive continued
    (b"{\n  r = R\"(\nx\n\n  )\";\n}", 5),                       # raw string lines hold code, not blank ones
    (b"{\n\n   \n\t\n}", 2),
    (b"{\r  x = 1;\r\r  y = 2;\r}", 4),                        # CR-only line ends (old Mac files)
    (b"{\r\n  x = 1; /* c\r\n d */\r\n\r\n}", 3),                # CRLF
    (b"{\n%:if X\n  x = 1;\n%:endif\n}", 3),                    # `%:` is `#`
])
def test_c_code_lines(text, lines):
    code = code_text(text)
    assert len(code) == len(text)
    assert code_lines(code) == lines
