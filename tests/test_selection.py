"""Selection (issue 6): TAU select files (lists, `#`, `?`, quotes, PDT-style
signatures, file lists, regular expressions), structural select rules (their
syntax, errors and semantics), the engine's decision and its reasons, call
graphs within a file and recorded across files, the command-line shorthands,
and compile-and-run: excluded routines emit no events.

The engine tests use hand-built srcinst.model objects with Metrics, so they
test selection alone; the end-to-end tests parse real files, so they also need
the frontends' metrics.
"""
from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import helpers
import pytest

from srcinst.diagnostics import Reporter, SrcinstError
from srcinst.engine import Engine
from srcinst.model import Metrics, Position, Routine, Site, SourceUnit
from srcinst.patterns import RoutinePattern, strip_pdt_decorations
from srcinst.select.callgraph import CallGraph
from srcinst.select.selection import parse_expression, shorthand_rules
from srcinst.spec import load_spec, parse_spec

DATA = Path(__file__).resolve().parent / "data" / "select"
SEL = "sel.txt"


def parse(text, path=SEL):
    stream = io.StringIO()
    spec = parse_spec(text, path, Reporter(stream=stream))
    return spec, stream.getvalue()


def parse_error(text, path=SEL) -> str:
    with pytest.raises(SrcinstError) as info:
        parse(text, path)
    assert info.value.status == 2
    return str(info.value)


# --------------------------------------------------------------------------
# Hand-built routines

def pos(line, col=1):
    return Position(offset=0, line=line, col=col)


def routine(name, sig=None, *, qualified=None, lang="c", cc=1, lines=1, statements=1, loops=0,
            callees=(), props=(), main=False, line=1, skip=None):
    metrics = Metrics(cc=cc, lines=lines, statements=statements, loops=loops, call_sites=len(callees),
                      callees=tuple(callees), properties=frozenset(props))
    return Routine(name=name, qualified=qualified or name, signature=sig or f"void {name}(void)",
                   lang=lang, body_begin=pos(line, 20), body_end=pos(line + 1),
                   exits=[Site("end", pos(line + 1))], is_main=main,
                   argc="argc" if main else None, argv="argv" if main else None, skip=skip,
                   metrics=metrics)


def c_unit(path="src/app.c"):
    """main -> work -> (helper, MPI_Send); tiny: a one-liner; loop: has a loop."""
    return SourceUnit(path=path, lang="c", source=b"", routines=[
        routine("tiny", "int tiny(int)", cc=1, lines=1, line=1, props=["static", "inline"]),
        routine("loop", "void loop(int *, int)", cc=2, lines=6, statements=4, loops=1, line=3),
        routine("helper", "void helper(void)", cc=3, lines=8, callees=["MPI_Send"], line=10),
        routine("work", "int work(int)", cc=1, lines=2, callees=["helper", "tiny"], line=20),
        routine("main", "int main(int, char **)", cc=1, lines=3, callees=["work", "printf"],
                main=True, line=30, props=["main"]),
    ])


def decisions(spec_text, unit=None, path=SEL):
    spec, _ = parse(spec_text, path)
    unit = unit or c_unit()
    engine = Engine(spec, Reporter(stream=io.StringIO()), lambda s: s)
    return {d.routine.name: d for d in engine.decisions(unit)}, engine, unit


def chosen(spec_text, unit=None):
    """Names the plan instruments (Engine.plan, not decisions)."""
    spec, _ = parse(spec_text)
    unit = unit or c_unit()
    plan = Engine(spec, Reporter(stream=io.StringIO()), lambda s: s).plan(unit)
    return sorted(rp.routine.name for rp in plan.routines)


ENTRY = 'entry code="E"\n'
ALL = ["helper", "loop", "main", "tiny", "work"]


# --------------------------------------------------------------------------
# TAU select files


def test_tau_documented_select_file():
    """The example of TAU's documentation: an exclude list with signatures and
    a `sort_#` wildcard, and a file exclude list."""
    spec = load_spec(str(DATA / "tau_doc.select"))
    assert [p.text for p in spec.routine_exclude] == [
        "void quicksort(int *, int, int)", "void sort_#(int *)", "void interchange(int *, int *)"]
    assert [p.text for p in spec.file_exclude] == ["*.so"]
    unit = SourceUnit(path="sort.c", lang="c", source=b"", routines=[
        routine("quicksort", "void quicksort(int *, int, int)"),
        routine("sort_5", "void sort_5(int *)"),
        routine("sort_fast", "void sort_fast(int *, int)"),   # other parameters: kept
        routine("interchange", "void interchange(int *, int *)"),
        routine("main", "int main(int, char **)", main=True)])
    spec.merge(parse_spec(ENTRY))
    plan = Engine(spec, Reporter(stream=io.StringIO()), str).plan(unit)
    assert sorted(rp.routine.name for rp in plan.routines) == ["main", "sort_fast"]


def test_tau_instrument_section_of_the_documentation():
    """TAU's documented select file: its `loops` rule and its
    `static timer name="..." file="..." line=17 to line=18` are read, its
    `dynamic phase routine="..."` is warned about and ignored rather than
    failing the whole select file."""
    stream = io.StringIO()
    spec = load_spec(str(DATA / "tau_doc.select"), Reporter(stream=stream))
    assert spec.rules == []
    assert [(s.file.text, s.routine.text, s.level) for s in spec.loop_selections] == [("sort.c", "#", None)]
    assert [(m.kind, m.name, m.file.text, m.first, m.last) for m in spec.marked_ranges] == [
        ("timer", "foo_bar", "foo.c", 17, 18)]
    path = DATA / "tau_doc.select"
    assert stream.getvalue().splitlines() == [
        f"{path}:24:1: warning: 'dynamic phase routine=' rules are not supported by srcinst (routines are timed "
        "by the spec's routine rules); rule ignored"]


@pytest.mark.parametrize("entry, routine_names, expected", [
    # TAU's quoting: a leading wildcard; the entry ends at the next quote
    ('"#foo#"', ("my_foo_bar", "my_foo_bar", "void my_foo_bar(void)"), True),
    ('"#foo#"', ("bar", "bar", "void bar(void)"), False),
    ('"#foo" trailing words', ("xfoo", "xfoo", "void xfoo(void)"), True),
    ('"#foo" trailing words', ("xfoo2", "xfoo2", "void xfoo2(void)"), False),
    # `?` is one character
    ("ad?", ("add", "add", "int add(int, int)"), True),
    ("ad?", ("adds", "adds", "int adds(int, int)"), False),
    # PDT-style signatures: the language tag and the location are dropped
    ("int main(int, char **) C", ("main", "main", "int main(int, char **)"), True),
    ("int main(int,char**) C", ("main", "main", "int main(int, char **)"), True),
    ("int main(int, char **) C", ("main", "main", "int main(void)"), False),
    ("int add(int, int) C [{add.c} {3,1}-{5,1}]", ("add", "add", "int add(int, int)"), True),
    ("int ns::Box::get() const C++", ("get", "ns::Box::get", "int ns::Box::get() const"), True),
    ("void sort_#(int *) C", ("sort_2", "sort_2", "void sort_2(int *)"), True),
    ("#  C", ("any", "any", "void any(void)"), True),
    ("MATMUL [{matmul.f90} {12,7}]", ("matmul", "matmul", "matmul"), True),
    # a conversion operator to a type named C keeps its C
    ("X::operator C", ("operator C", "X::operator C", "X::operator C()"), True),
    # regular expressions
    ('"regex:\\b(solve|step)_"', ("solve_x", "solve_x", "void solve_x(void)"), True),
    ('"regex:\\b(solve|step)_"', ("presolve_x", "presolve_x", "void presolve_x(void)"), False),
    ("regex:\\(int \\*\\)$", ("f", "f", "void f(int *)"), True),
    ("regex:\\(int \\*\\)$", ("f", "f", "void f(int **)"), False),
])
def test_tau_include_list_entries(entry, routine_names, expected):
    spec, out = parse(f"BEGIN_INCLUDE_LIST\n{entry}\nEND_INCLUDE_LIST\n")
    lang_fortran = routine_names[0] == "matmul"
    assert spec.routine_selected(routine_names, ignore_case=lang_fortran) is expected
    assert ("ignored" in out) == ("trailing" in entry)


def test_pdt_decorations():
    assert strip_pdt_decorations("int main(int, char **) C") == "int main(int, char **)"
    assert strip_pdt_decorations("void f() const C++") == "void f() const"
    assert strip_pdt_decorations("int f(int) C [{f.c} {1,1}-{3,1}]") == "int f(int)"
    assert strip_pdt_decorations("foo C") == "foo C"            # not after a signature
    assert strip_pdt_decorations("ns::C") == "ns::C"
    assert RoutinePattern("int main(int, char **) C").text == "int main(int, char **) C"


def test_tau_file_lists_and_exclude_wins():
    text = ("BEGIN_FILE_INCLUDE_LIST\nsrc/*.c\n*.cpp\nEND_FILE_INCLUDE_LIST\n"
            "BEGIN_FILE_EXCLUDE_LIST\ntest_*.c\n\"gen/*\"\nEND_FILE_EXCLUDE_LIST\n")
    spec, _ = parse(text)
    assert spec.file_verdict("src/a.c") is None
    assert spec.file_verdict("deep/dir/b.cpp") is None               # no `/`: the basename
    assert spec.file_verdict("lib/a.c") == "file not in the file include list"
    assert spec.file_verdict("src/test_a.c") == f"file excluded by 'test_*.c' ({SEL}:6)"
    assert spec.file_verdict("gen/x.cpp") == f"file excluded by 'gen/*' ({SEL}:7)"  # exclude wins


def test_list_semantics_exclude_wins_and_include_is_a_whitelist():
    # Patterns also match signatures: `#o#` would match every `void f(void)`.
    spec_text = ("BEGIN_INCLUDE_LIST\nl#\nw#\n\"#elp#\"\nEND_INCLUDE_LIST\n"
                 "BEGIN_EXCLUDE_LIST\n\"#oo#\"\nEND_EXCLUDE_LIST\n" + ENTRY)
    got, _, _ = decisions(spec_text)
    assert sorted(n for n, d in got.items() if d.instrumented) == ["helper", "work"]
    assert got["tiny"].reason == "not in the include list"
    assert got["main"].reason == "not in the include list"
    assert got["loop"].reason == f"excluded by '#oo#' ({SEL}:7)"
    assert chosen(spec_text) == ["helper", "work"]


def test_quoted_list_entry_without_closing_quote_warns():
    spec, out = parse('BEGIN_EXCLUDE_LIST\n"#foo\nEND_EXCLUDE_LIST\n')
    assert [p.text for p in spec.routine_exclude] == ["#foo"]
    assert f"{SEL}:2:1: warning: no closing quote" in out


# --------------------------------------------------------------------------
# Select rules: syntax


@pytest.mark.parametrize("text, canonical, needs_metrics", [
    ("cc < 3", "cc < 3", True),
    ("cc<3 and not loops", "cc < 3 and not loops", True),
    ("loops", "loops", True),
    ("lines >= 5 or statements > 10", "lines >= 5 or statements > 10", True),
    ("(cc > 1 or loops) and calls == 0", "(cc > 1 or loops) and calls == 0", True),
    ("not (inline or static)", "not (inline or static)", True),
    ("not not template", "not not template", True),
    ('calls("MPI_#")', 'calls("MPI_#")', True),
    ("reaches('MPI_#')", 'reaches("MPI_#")', True),
    ('name("solve#") or file("*.f90")', 'name("solve#") or file("*.f90")', False),
    ('name("a") and not file("t_*.c")', 'name("a") and not file("t_*.c")', False),
    ("cc != 1  # a trailing comment", "cc != 1", True),
    ("constructor or destructor or operator", "constructor or destructor or operator", True),
    ("header and member", "header and member", True),
    ("recursive or pure or elemental", "recursive or pure or elemental", True),
    ("stmts <= 2 and call_sites == 1", "stmts <= 2 and call_sites == 1", True),
])
def test_expression_syntax(text, canonical, needs_metrics):
    expr = parse_expression(text)
    assert str(expr) == canonical
    assert expr.needs_metrics is needs_metrics
    assert str(parse_expression(str(expr))) == canonical   # the canonical form reads back


@pytest.mark.parametrize("line, col, message", [
    ("exclude if cc <", 16, "expected a number after '<'"),
    ("exclude if cc < x", 17, "expected a number after '<'"),
    ("exclude if cc = 3", 15, "'=' is not a comparison; use '=='"),
    ("exclude if bogus > 1", 12, "unknown criterion 'bogus'"),
    ("exclude if", 11, "expected a condition after 'if'"),
    ("exclude cc < 3", 9, "expected 'if' after 'exclude'"),
    ("drop if cc < 3", 1, "a select rule starts with 'include if' or 'exclude if'"),
    ("include if (cc > 1", 19, "expected ')' to close the '(' at column 14"),  # columns of the line
    ("include if cc > 1)", 18, "')' without '('"),
    ("include if cc > 1 loops", 19, "expected 'and', 'or' or the end of the rule, found 'loops'"),
    ("include if cc > 1 and", 22, "expected a criterion"),
    ("include if calls(MPI_#)", 18, "calls() takes a pattern in quotes"),
    ('include if reaches("MPI_#"', 27, "expected ')' after the pattern of reaches()"),
    ('include if name("unterminated)', 17, "unterminated string"),
    ('include if name("regex:(")', 17, "invalid regular expression '('"),
    ("include if inline > 1", 19, "'inline' is a property, not a number"),
    ("include if cc > 1 && loops", 19, "'&&' is written 'and' here"),
    ("include if reaches", 19, 'reaches() needs a pattern in quotes'),
    ("include if 12abc", 12, "bad number"),
    ("include if and", 12, "expected a criterion before 'and'"),
    ("exclude if cc < \u00b2", 17, "unexpected '\u00b2'"),     # a digit to str.isdigit(), not to int()
])
def test_rule_errors_are_gcc_style(line, col, message):
    err = parse_error(f"# rules\nBEGIN_SELECT_RULES\n  {line}\nEND_SELECT_RULES\n")
    assert err.startswith(f"{SEL}:3:{col + 2}: error: "), err
    assert message in err


def test_section_errors():
    assert parse_error("BEGIN_SELECT_RULES\nexclude if cc < 2\n").startswith(
        f"{SEL}:1:1: error: BEGIN_SELECT_RULES is not closed: missing END_SELECT_RULES")
    assert parse_error("END_SELECT_RULES\n").startswith(f"{SEL}:1:1: error: 'END_SELECT_RULES' closes nothing")
    assert parse_error("BEGIN_SELECT_RULES\ncallgraph=calls.json\nEND_SELECT_RULES\n").startswith(
        f"{SEL}:2:1: error: expected callgraph=\"FILE\"")


def test_rules_with_comments_callgraph_and_lists_in_one_file(tmp_path):
    select = tmp_path / "dir" / "select.txt"
    select.parent.mkdir()
    select.write_text("# structural selection\n"
                      "BEGIN_SELECT_RULES\n"
                      "# small routines go\n"
                      "exclude if cc < 3 and not loops\n"
                      "\n"
                      '  include if reaches("MPI_#")   # the MPI path\n'
                      'callgraph="calls.json"  # pass 1 writes it\n'
                      "END_SELECT_RULES\n"
                      'callgraph="../other.json"\n'
                      "BEGIN_EXCLUDE_LIST\nmain\nEND_EXCLUDE_LIST\n")
    spec = load_spec(str(select))
    assert [(r.text, r.where) for r in spec.select_rules] == [
        ("exclude if cc < 3 and not loops", f"{select}:4"),
        ('include if reaches("MPI_#")', f"{select}:6")]
    assert spec.callgraph_paths == [str(tmp_path / "dir" / "calls.json"), str(tmp_path / "other.json")]
    assert spec.needs_metrics
    assert [p.text for p in spec.routine_exclude] == ["main"]
    assert not parse("BEGIN_SELECT_RULES\ninclude if name(\"a#\")\nEND_SELECT_RULES\n")[0].needs_metrics


def test_shorthands():
    rules = shorthand_rules(min_cc=3, min_lines=5, calls=['MPI_"#'], include_if=["loops"],
                            exclude_if=["inline"])
    assert [(r.text, r.where) for r in rules] == [
        ("exclude if cc < 3", "--min-cc 3"),
        ("exclude if lines < 5", "--min-lines 5"),
        ('include if reaches("MPI_"#")', '--calls MPI_"#'),
        ("exclude if inline", "--exclude-if"),
        ("include if loops", "--include-if")]
    assert rules[2].expr.pattern.text == 'MPI_"#'
    with pytest.raises(SrcinstError) as info:
        shorthand_rules(exclude_if=["cc <"])
    assert str(info.value) == ("<command line>: error: --exclude-if 'cc <': column 5: "
                               "expected a number after '<'")


# --------------------------------------------------------------------------
# Select rules: semantics, through the engine


def select(*rules):
    return "BEGIN_SELECT_RULES\n" + "".join(r + "\n" for r in rules) + "END_SELECT_RULES\n" + ENTRY


def test_exclude_rule_with_reason_and_line():
    got, _, _ = decisions(select("exclude if cc < 3 and not loops"))
    assert {n for n, d in got.items() if d.instrumented} == {"loop", "helper", "main"}
    assert got["tiny"].reason == f"excluded by 'exclude if cc < 3 and not loops' ({SEL}:2)"
    assert got["loop"].reason == ""
    assert got["loop"].kinds == ("entry",)
    assert chosen(select("exclude if cc < 3 and not loops")) == ["helper", "loop", "main"]


def test_main_is_never_excluded_by_structure():
    got, _, _ = decisions(select("exclude if cc < 100"))
    assert [n for n, d in got.items() if d.instrumented] == ["main"]
    assert got["main"].reason.startswith("main program, kept although excluded by 'exclude if cc < 100'")
    # ... but a name list may exclude it, as in TAU
    got, _, _ = decisions("BEGIN_EXCLUDE_LIST\nmain\nEND_EXCLUDE_LIST\n" + select("exclude if cc < 100"))
    assert not got["main"].instrumented and got["main"].reason == f"excluded by 'main' ({SEL}:2)"


def test_main_left_out_by_the_lists_warns_that_it_gets_no_init_code():
    """The lists may leave out the main program, as in TAU; then its init code
    (which starts the measurement) is not inserted either: a warning says so."""
    for lists in ("BEGIN_EXCLUDE_LIST\nmain\nEND_EXCLUDE_LIST\n",
                  "BEGIN_INCLUDE_LIST\nwork\nEND_INCLUDE_LIST\n"):
        spec, _ = parse(lists + 'init code="I"\n' + ENTRY)
        stream = io.StringIO()
        plan = Engine(spec, Reporter(stream=stream), str).plan(c_unit())
        assert "main" not in [rp.routine.name for rp in plan.routines]
        warnings = [line for line in stream.getvalue().splitlines() if "warning" in line]
        assert len(warnings) == 1, stream.getvalue()
        assert warnings[0].startswith("src/app.c:30:20: warning: the main program 'int main(int, char **)' "
                                      "gets no init code")
    # without init rules, or with main admitted, nothing to say
    for text in ("BEGIN_EXCLUDE_LIST\nmain\nEND_EXCLUDE_LIST\n" + ENTRY, 'init code="I"\n' + ENTRY):
        spec, _ = parse(text)
        stream = io.StringIO()
        Engine(spec, Reporter(stream=stream), str).plan(c_unit())
        assert "warning" not in stream.getvalue()


def test_include_rules_are_a_whitelist_and_exclude_wins():
    text = select("include if loops", "include if calls(\"MPI_#\")", "exclude if name(\"loop\")")
    got, _, _ = decisions(text)
    assert {n for n, d in got.items() if d.instrumented} == {"helper", "main"}
    assert got["loop"].reason == f"excluded by 'exclude if name(\"loop\")' ({SEL}:4)"
    assert got["work"].reason == "matches none of the 2 include rules"
    assert got["helper"].reason == f"included by 'include if calls(\"MPI_#\")' ({SEL}:3)"
    got, _, _ = decisions(select("include if loops"))
    assert got["work"].reason == f"not matched by 'include if loops' ({SEL}:2)"


def test_name_lists_and_rules_must_both_admit():
    text = "BEGIN_INCLUDE_LIST\n#l#\nEND_INCLUDE_LIST\n" + select("exclude if cc > 2")
    got, _, _ = decisions(text)
    assert {n for n, d in got.items() if d.instrumented} == {"loop"}
    assert got["helper"].reason == f"excluded by 'exclude if cc > 2' ({SEL}:5)"
    assert got["tiny"].reason == "not in the include list"


@pytest.mark.parametrize("rule, expected", [
    ("include if static", {"tiny"}),
    ("include if inline and static", {"tiny"}),
    ("include if lines >= 6", {"loop", "helper"}),
    ("include if statements == 4", {"loop"}),
    ("include if calls", {"helper", "work"}),       # call sites > 0 (main is there anyway)
    ("include if calls >= 2", {"work"}),
    ("include if calls(\"helper\")", {"work"}),
    ("include if calls(\"MPI_#\")", {"helper"}),
    ("include if reaches(\"MPI_#\")", {"helper", "work"}),
    ("include if reaches(\"helper\") or reaches(\"tiny\")", {"work"}),
    ("include if reaches(\"regex:^MPI_S\")", {"helper", "work"}),
    ("include if not reaches(\"MPI_#\")", {"tiny", "loop"}),
    ("include if file(\"src/*.c\")", {"tiny", "loop", "helper", "work"}),
    ("include if file(\"*.f90\")", set()),
    ("exclude if name(\"#o#\") and cc < 2", {"tiny", "loop", "helper"}),
])
def test_criteria(rule, expected):
    got, _, _ = decisions(select(rule))
    assert {n for n, d in got.items() if d.instrumented} == expected | {"main"}


def test_reaches_follows_calls_through_the_file_transitively():
    # main -> work -> helper -> MPI_Send: all of them on the MPI path
    unit = c_unit()
    got, _, _ = decisions(select("include if reaches(\"MPI_Send\")", "exclude if main"), unit)
    assert {n for n, d in got.items() if d.instrumented} == {"helper", "work", "main"}


def test_reaches_with_a_recorded_call_graph(tmp_path):
    # In this file, `solve` calls `exchange`, defined in another file, which calls MPI.
    unit = SourceUnit(path="solve.c", lang="c", source=b"", routines=[
        routine("solve", callees=["exchange"], line=1),
        routine("local", callees=["sqrt"], line=5)])
    graph = tmp_path / "calls.json"
    CallGraph({"exchange": ["MPI_Isend", "pack"], "pack": []}).write(str(graph))
    assert json.loads(graph.read_text()) == {"exchange": ["MPI_Isend", "pack"], "pack": []}
    rule = select("include if reaches(\"MPI_#\")")
    got, _, _ = decisions(rule, unit)
    assert not got["solve"].instrumented
    got, _, _ = decisions(f'callgraph="{graph}"\n' + rule, unit)
    assert got["solve"].instrumented and not got["local"].instrumented
    assert got["solve"].reason.startswith("included by 'include if reaches(\"MPI_#\")'")


def test_call_graph_name_resolution():
    graph = CallGraph({"heat::step": ["mpi_allreduce"], "driver": ["step"], "ns::A::f": ["ns::B::g"],
                       "ns::B::g": ["MPI_Barrier"], "other": ["g"]})
    mpi = RoutinePattern("MPI_#")
    assert graph.reaching(mpi, ignore_case=True) == {"heat::step", "driver", "ns::A::f", "ns::B::g", "other"}
    assert graph.reaching(mpi) == {"ns::A::f", "ns::B::g", "other"}   # mpi_allreduce only ignoring case
    assert graph.resolve("STEP") == {"heat::step"}


def test_call_graph_file_errors(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{\"f\": [1]}")
    for path, message in [(bad, "not a call graph"), (tmp_path / "missing.json", "cannot read call graph")]:
        with pytest.raises(SrcinstError) as info:
            CallGraph.load(str(path))
        assert message in str(info.value) and info.value.status == 2
    broken = tmp_path / "broken.json"
    broken.write_text("{\n  \"f\": [\n")
    with pytest.raises(SrcinstError) as info:
        CallGraph.load(str(broken))
    assert str(info.value).startswith(f"{broken}:3:")


def test_missing_metrics_is_an_error_not_a_silent_choice():
    unit = c_unit()
    unit.routines[0].metrics = None
    with pytest.raises(SrcinstError) as info:
        decisions(select("exclude if cc < 2"), unit)
    assert "'int tiny(int)': selection by structure needs the routine's metrics" in str(info.value)
    # name() and file() need no metrics
    got, _, _ = decisions(select("exclude if name(\"tiny\")"), unit)
    assert not got["tiny"].instrumented


def test_reasons_for_other_outcomes():
    unit = c_unit()
    unit.routines[1].skip = "its body comes from a macro"
    got, _, _ = decisions('entry routine="l#" code="E"\nexit routine="tiny" code=""\n', unit)
    assert got["loop"].reason == "its body comes from a macro" and got["loop"].skipped
    assert got["work"].reason == "no rule applies"
    assert got["tiny"].reason == "the rules that apply insert no code here"
    got, _, _ = decisions('entry file="*.cpp" code="E"\n', unit)
    assert {d.reason for d in got.values()} == {"no rule applies to this file"}
    got, _, _ = decisions("BEGIN_FILE_EXCLUDE_LIST\napp.c\nEND_FILE_EXCLUDE_LIST\n" + ENTRY, unit)
    assert {d.reason for d in got.values()} == {f"file excluded by 'app.c' ({SEL}:2)"}


def test_fortran_names_match_ignoring_case():
    unit = SourceUnit(path="heat.f90", lang="fortran", source=b"", routines=[
        routine("step", "heat::step", qualified="heat::step", lang="fortran", callees=["mpi_allreduce"],
                props=["module", "subroutine"]),
        routine("norm", "heat::norm", qualified="heat::norm", lang="fortran", props=["module", "function", "pure"],
                line=5)])
    got, _, _ = decisions(select("include if reaches(\"MPI_#\") or name(\"HEAT::NORM\")", "exclude if pure"),
                          unit)
    assert got["step"].instrumented
    assert got["norm"].reason == f"excluded by 'exclude if pure' ({SEL}:3)"


def test_calls_and_reaches_match_the_routine_a_callee_name_resolves_to():
    """Fortran callees are bare lower-case names (`call step(x)`); the routine
    called is `heat::step`, which calls("HEAT::STEP") and reaches() name, as
    name() and the lists do."""
    unit = SourceUnit(path="heat.f90", lang="fortran", source=b"", routines=[
        routine("step", "heat::step", qualified="heat::step", lang="fortran", props=["module", "subroutine"]),
        routine("driver", "heat::driver", qualified="heat::driver", lang="fortran", callees=["step"], line=5),
        routine("outer", "outer", lang="fortran", callees=["driver"], line=9)])
    for rule, expected in [('include if calls("HEAT::STEP")', {"driver"}),
                           ('include if reaches("heat::step")', {"driver", "outer"}),
                           ('include if calls("heat::#")', {"driver", "outer"}),
                           ('include if calls("step")', {"driver"})]:
        got, _, _ = decisions(select(rule), unit)
        assert {n for n, d in got.items() if d.instrumented} == expected, rule


# --------------------------------------------------------------------------
# End to end: the command line on real files (needs the frontends' metrics)


def srcinst(*args, cwd):
    return subprocess.run([sys.executable, "-m", "srcinst", *map(str, args)], cwd=cwd,
                          env=helpers.srcinst_env(), capture_output=True, text=True, timeout=120)


def listed(result):
    assert result.returncode == 0, result.stderr
    return {row["name"]: row for row in json.loads(result.stdout)}


def test_two_pass_call_graph_across_files(tmp_path):
    """comm.c's exchange() calls MPI_Send; main.c's step() calls exchange(). With
    the recorded graph, step() is on the MPI path; without it, it is not."""
    for name in ("main.c", "comm.c", "mpi_stub.h"):
        (tmp_path / name).write_bytes((DATA / "twofiles" / name).read_bytes())
    r = srcinst("--record-calls", "build/calls.json", "main.c", "comm.c", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    graph = json.loads((tmp_path / "build" / "calls.json").read_text())
    assert graph["exchange"] == ["MPI_Send"]
    assert graph["step"] == ["exchange"]
    assert sorted(graph["main"]) == ["local_work", "step"]

    alone = listed(srcinst("-s", "printf", "--calls", "MPI_#", "--list", "--format", "json", "main.c",
                           cwd=tmp_path))
    assert not alone["step"]["instrumented"]
    assert alone["main"]["instrumented"]   # never excluded by structure
    both = listed(srcinst("-s", "printf", "--calls", "MPI_#", "--callgraph", "build/calls.json",
                          "--list", "--format", "json", "main.c", cwd=tmp_path))
    assert both["step"]["instrumented"]
    assert not both["local_work"]["instrumented"]
    assert both["local_work"]["reason"] == "not matched by 'include if reaches(\"MPI_#\")' (--calls MPI_#)"
    # the same through a select file naming the graph relative to itself
    (tmp_path / "sel").mkdir()
    (tmp_path / "sel" / "mpi.select").write_text(
        'BEGIN_SELECT_RULES\ninclude if reaches("MPI_#")\ncallgraph="../build/calls.json"\nEND_SELECT_RULES\n')
    out = tmp_path / "out.c"
    r = srcinst("-s", "printf", "-f", "sel/mpi.select", "main.c", "-o", out, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    text = out.read_text()
    assert '"void step(void)"' in text and '"void local_work(void)"' not in text


def test_compile_and_run_excluded_routines_emit_no_events(tmp_path, hooks_object):
    """--min-cc 2: the straight-line routines get no code and record no events,
    the branching ones (and main) do, and their events nest."""
    src = DATA / "cc_mix.c"
    inst = tmp_path / "cc_mix.inst.c"
    r = srcinst("-s", helpers.HOOKS_SPEC, "--min-cc", "2", "--exclude-if", 'name("twice")', src, "-o", inst,
                "-I", helpers.RUNTIME_DIR, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    exe = tmp_path / "prog"
    helpers.compile_checked(["gcc", "-std=c99", "-w", "-I", helpers.RUNTIME_DIR, inst, hooks_object,
                             "-o", exe], what="compiling the instrumented program", source=inst)
    log = tmp_path / "events.log"
    run = helpers.run_program(exe, log)
    assert run.returncode == 0 and run.stdout.decode().split() == ["21", "8"]
    events = helpers.parse_log(log)
    entered = {e.routine for e in events if e.kind == "E"}
    assert entered == {"int main(void)", "int clamp(int, int)", "int count_odd(int)"}
    assert not any(name in e.routine for e in events for name in ("add1", "square", "twice"))
    assert sum(1 for e in events if e.kind == "E" and e.routine == "int clamp(int, int)") == 3
    assert not helpers.check_nesting(events).problems


def test_wrapper_takes_the_shorthands(tmp_path):
    """The compiler wrapper (`srcinst -s printf --min-cc 2 -- gcc ...`): only
    main and the branching routines print their enter/leave lines."""
    shutil.copy(DATA / "cc_mix.c", tmp_path / "cc_mix.c")
    r = srcinst("-s", "printf", "--min-cc", "2", "--", "gcc", "-std=c99", "cc_mix.c", "-o", "prog", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    run = subprocess.run([str(tmp_path / "prog")], capture_output=True, text=True, timeout=30)
    assert run.stdout.split() == ["21", "8"]
    entered = {line.split(" (")[0] for line in run.stderr.splitlines() if line.startswith("enter ")}
    assert entered == {"enter int main(void)", "enter int clamp(int, int)", "enter int count_odd(int)",
                       "enter int twice(int)"}
