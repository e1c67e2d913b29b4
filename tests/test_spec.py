"""The spec language (Geimer et al. 2009, sections 4.1-4.7) and the engine that applies it.

Parsing: rules, sections, attributes, escapes, languages, TAU lists, warnings
and errors with exact `spec:LINE:COL` positions. Engine: keyword substitution
per site on hand-built srcinst.model objects (plain dataclasses).
"""
from __future__ import annotations

import io

import pytest

from srcinst.diagnostics import Reporter, SrcinstError
from srcinst.engine import Engine, substitute
from srcinst.model import Position, Region, Routine, Site, SourceUnit
from srcinst.spec import LINE_RULE, TAU_ONLY_KINDS, load_spec, parse_spec

SPEC = "t.spec"


def parse(text, path=SPEC):
    """(spec, printed diagnostics, reporter) for a spec text."""
    stream = io.StringIO()
    reporter = Reporter(stream=stream)
    spec = parse_spec(text, path, reporter)
    return spec, stream.getvalue(), reporter


def parse_error(text, path=SPEC) -> SrcinstError:
    with pytest.raises(SrcinstError) as info:
        parse(text, path)
    return info.value


def summary(rule):
    return (rule.kind, rule.code, rule.file.text, rule.routine.text,
            None if rule.langs is None else set(rule.langs), rule.line)


# --------------------------------------------------------------------------
# Rules
# --------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    'entry code="x();"\n',
    'BEGIN_INSTRUMENT_SECTION\nentry code="x();"\nEND_INSTRUMENT_SECTION\n',
    '  BEGIN_INSTRUMENT_SECTION\n\tentry   code="x();"  \n  END_INSTRUMENT_SECTION\n',
], ids=["bare", "section", "section-indented"])
def test_single_entry_rule_defaults(text):
    spec, out, _ = parse(text)
    assert out == ""
    assert [summary(r) for r in spec.rules] == [("entry", "x();", "*", "#", None, None)]


def test_bare_rules_and_section_rules_mix_in_file_order():
    spec, _, _ = parse('entry code="a"\n'
                       'BEGIN_INSTRUMENT_SECTION\nentry code="b"\nEND_INSTRUMENT_SECTION\n'
                       'entry code="c"\n')
    assert [r.code for r in spec.rules] == ["a", "b", "c"]


def test_rule_origin_is_line_and_column_of_the_kind():
    spec, _, _ = parse('\n# c\n   exit code="x"\n')
    assert spec.rules[0].origin.line == 3
    assert spec.rules[0].origin.col == 4
    assert spec.rules[0].origin.path == SPEC


@pytest.mark.parametrize("attrs", [
    'file="a.c" routine="int f(int)" code="C" lang="c"',
    'code="C" lang="c" routine="int f(int)" file="a.c"',
    'lang="c" code="C" file="a.c" routine="int f(int)"',
    'routine="int f(int)"   lang=c   file=a.c   code="C"',
])
def test_attributes_in_any_order(attrs):
    spec, _, _ = parse(f"entry {attrs}\n")
    assert [summary(r) for r in spec.rules] == [("entry", "C", "a.c", "int f(int)", {"c"}, None)]


@pytest.mark.parametrize("kind", ["decl", "entry", "exit", "abort", "init"])
def test_every_kind_parses_with_defaults(kind):
    spec, out, _ = parse(f'{kind} code="K"\n')
    assert out == ""
    assert [summary(r) for r in spec.rules] == [(kind, "K", "*", "#", None, None)]


@pytest.mark.parametrize("written, code", [
    (r'a\\b', "a\\b"),
    (r'say \"hi\"', 'say "hi"'),
    (r'a\nb', "a\nb"),
    (r'a\tb', "a\tb"),
    (r'printf(\"Entering\\n\");', 'printf("Entering\\n");'),  # the paper's 4.1 example
    (r'c = \0;', r"c = \0;"),        # unknown escapes stay as written
    (r'\x41', r"\x41"),
    (r'\q\r', r"\q\r"),
    (r'a\\\"b', 'a\\"b'),
    ('', ''),
])
def test_code_escapes(written, code):
    spec, _, _ = parse(f'entry code="{written}"\n')
    assert spec.rules[0].code == code


def test_several_rules_for_one_kind_kept_in_file_order():
    spec, _, _ = parse('entry code="1"\nexit code="x"\nentry code="2"\n'
                       'BEGIN_INSTRUMENT_SECTION\nentry code="3"\nEND_INSTRUMENT_SECTION\n')
    assert [r.code for r in spec.rules if r.kind == "entry"] == ["1", "2", "3"]
    assert [r.kind for r in spec.rules] == ["entry", "exit", "entry", "entry"]


@pytest.mark.parametrize("text, expected", [
    ('file="x.c" line=3 code="#include <x.h>"', (LINE_RULE, "#include <x.h>", "x.c", "#", None, 3)),
    ('line=1 file="*" code="A"', (LINE_RULE, "A", "*", "#", None, 1)),
    ('line=12 code="A"', (LINE_RULE, "A", "*", "#", None, 12)),
    ('file=src/*.c line="7" code="A" lang=c', (LINE_RULE, "A", "src/*.c", "#", {"c"}, 7)),
])
def test_file_rules(text, expected):
    spec, out, _ = parse(text + "\n")
    assert out == ""
    assert [summary(r) for r in spec.rules] == [expected]


@pytest.mark.parametrize("lang, langs", [
    ("C", {"c"}),
    ("c", {"c"}),
    ("C++", {"c++"}),
    ("c++", {"c++"}),
    ("cpp", {"c++"}),
    ("Fortran", {"fortran"}),
    ("f90", {"fortran"}),
    ("c,c++", {"c", "c++"}),
    ("C, C++ ,Fortran", {"c", "c++", "fortran"}),
])
def test_lang(lang, langs):
    spec, _, _ = parse(f'entry code="x" lang="{lang}"\n')
    assert spec.rules[0].langs == frozenset(langs)
    for name in ("c", "c++", "fortran"):
        assert spec.rules[0].applies_to_lang(name) == (name in langs)


def test_no_lang_applies_everywhere():
    spec, _, _ = parse('entry code="x"\n')
    assert all(spec.rules[0].applies_to_lang(lang) for lang in ("c", "c++", "fortran"))


def test_crlf_and_trailing_blanks():
    text = ('BEGIN_INSTRUMENT_SECTION  \r\n'
            'entry code="a" lang="c"   \r\n'
            '\r\n'
            '   \t\r\n'
            'exit code="b"\t\r\n'
            'END_INSTRUMENT_SECTION \r\n'
            'BEGIN_EXCLUDE_LIST \r\n'
            'foo  \r\n'
            'END_EXCLUDE_LIST\r\n')
    spec, out, _ = parse(text)
    assert out == ""
    assert [(r.kind, r.code, r.langs) for r in spec.rules] == [
        ("entry", "a", frozenset({"c"})), ("exit", "b", None)]
    assert [p.text for p in spec.routine_exclude] == ["foo"]


def test_crlf_error_positions_count_lines():
    err = parse_error('entry code="a"\r\n\r\n  bogus code="x"\r\n')
    assert str(err).startswith(f"{SPEC}:3:3: error: unknown rule kind 'bogus'")


def test_comment_lines_are_ignored():
    spec, out, _ = parse('# a comment\n'
                         '   # an indented comment with code="x"\n'
                         '#entry code="commented out"\n'
                         'entry code="real"\n')
    assert out == ""
    assert [r.code for r in spec.rules] == ["real"]


def test_spec_with_only_comments_and_blanks_is_empty():
    spec, out, _ = parse("# nothing\n\n   \n")
    assert spec.rules == [] and out == ""


# --------------------------------------------------------------------------
# TAU lists
# --------------------------------------------------------------------------

TAU_LISTS = """\
BEGIN_EXCLUDE_LIST
void quicksort(int *, int, int)
"int helper(char *)"
# a comment inside a list
#! also a comment
#foo#
#
END_EXCLUDE_LIST
BEGIN_INCLUDE_LIST
  main
  "ns::Cls::#"
END_INCLUDE_LIST
BEGIN_FILE_EXCLUDE_LIST
*.h
"gen/*.c"
# skip generated code
END_FILE_EXCLUDE_LIST
BEGIN_FILE_INCLUDE_LIST
src/*.c
"a?.cpp"
END_FILE_INCLUDE_LIST
"""


def test_tau_lists():
    spec, out, _ = parse(TAU_LISTS)
    assert out == ""
    assert spec.rules == []
    assert [p.text for p in spec.routine_exclude] == [
        "void quicksort(int *, int, int)", "int helper(char *)", "#foo#", "#"]
    assert [p.text for p in spec.routine_include] == ["main", "ns::Cls::#"]
    assert [p.text for p in spec.file_exclude] == ["*.h", "gen/*.c"]
    assert [p.text for p in spec.file_include] == ["src/*.c", "a?.cpp"]


def test_hash_wildcard_entry_in_list_is_a_pattern():
    spec, _, _ = parse("BEGIN_EXCLUDE_LIST\n#foo#\nEND_EXCLUDE_LIST\n")
    (pattern,) = spec.routine_exclude
    assert pattern.matches(("my_foo_bar", "my_foo_bar", "void my_foo_bar(void)"))
    assert not pattern.matches(("bar", "bar", "void bar(void)"))


def test_lists_and_rules_together():
    spec, _, _ = parse('BEGIN_INSTRUMENT_SECTION\nentry code="e"\nEND_INSTRUMENT_SECTION\n'
                       'BEGIN_EXCLUDE_LIST\nmain\nEND_EXCLUDE_LIST\n'
                       'exit code="x"\n')
    assert [r.code for r in spec.rules] == ["e", "x"]
    assert [p.text for p in spec.routine_exclude] == ["main"]


def test_lists_accumulate_over_several_blocks():
    spec, _, _ = parse("BEGIN_EXCLUDE_LIST\na\nEND_EXCLUDE_LIST\n"
                       "BEGIN_EXCLUDE_LIST\nb\nEND_EXCLUDE_LIST\n")
    assert [p.text for p in spec.routine_exclude] == ["a", "b"]


# --------------------------------------------------------------------------
# Warnings
# --------------------------------------------------------------------------

@pytest.mark.parametrize("kind", sorted(TAU_ONLY_KINDS))
def test_tau_only_kinds_warn_and_add_no_rule(kind):
    spec, out, reporter = parse(f'entry code="e"\n  {kind} file="*" routine="#"\n')
    assert [r.kind for r in spec.rules] == ["entry"]
    assert out.startswith(f"{SPEC}:2:3: warning: '{kind}'")
    assert [d.severity for d in reporter.emitted] == ["warning"]


@pytest.mark.parametrize("text, fragment", [
    ('entry code="x(@FOO@);"', "unknown keyword '@FOO@'"),
    ('exit code="@ROUTINE@ @NAME@"', "unknown keyword '@NAME@'"),
    ('entry code="main(@ARGC@);"', "keyword '@ARGC@' is not available in 'entry' rules"),
    ('exit code="@ARGV@"', "keyword '@ARGV@' is not available in 'exit' rules"),
    ('init code="@RTTI@"', "keyword '@RTTI@' is not available in 'init' rules"),
    ('file="*" line=1 code="@ROUTINE@"', "keyword '@ROUTINE@' is not available in file rules"),
    ('line=1 code="@BEGIN_LINE@"', "keyword '@BEGIN_LINE@' is not available in file rules"),
])
def test_keyword_warnings(text, fragment):
    spec, out, _ = parse("\n" + text + "\n")
    col = text.index("code=") + 1
    assert out.startswith(f"{SPEC}:2:{col}: warning: {fragment}")
    # The rule is kept, its code untouched.
    assert len(spec.rules) == 1


@pytest.mark.parametrize("text", [
    'entry code="@FILE@ @LINE@ @COL@ @ROUTINE@ @BEGIN_LINE@ @BEGIN_COL@ @END_LINE@ @END_COL@ @RTTI@"',
    'decl code="@RTTI@ @ROUTINE@"',
    'exit code="@RTTI@ @LINE@"',
    'abort code="@RTTI@ @LINE@"',
    'init code="init(&@ARGC@, &@ARGV@); @ROUTINE@ @FILE@"',
    'file="*" line=1 code="@FILE@ @LINE@ @COL@"',
    'entry code="a@b.c, @ lower @x@"',
])
def test_allowed_keywords_do_not_warn(text):
    _, out, _ = parse(text + "\n")
    assert out == ""


# --------------------------------------------------------------------------
# Score-P's own rules (SCOREP_Pdt_Instrumentation.conf)
# --------------------------------------------------------------------------

SCOREP = r'''BEGIN_INSTRUMENT_SECTION
file="*" line=1 code="#include <scorep/SCOREP_User.h>" lang="c"
decl code="SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );" lang="c"
entry code="SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, \"@ROUTINE@\", SCOREP_USER_REGION_TYPE_FUNCTION );" lang="c"
exit code="SCOREP_USER_REGION_END( scorep_pdt_func_handle );" lang="c"
file="*" line=1 code="#include <scorep/SCOREP_User.h>" lang="c++"
decl code="SCOREP_USER_REGION( \"@ROUTINE@\", SCOREP_USER_REGION_TYPE_FUNCTION );" lang="c++"
END_INSTRUMENT_SECTION
'''


def test_scorep_spec():
    spec, out, _ = parse(SCOREP, "SCOREP_Pdt_Instrumentation.conf")
    assert out == ""
    c, cxx = {"c"}, {"c++"}
    assert [summary(r) for r in spec.rules] == [
        (LINE_RULE, "#include <scorep/SCOREP_User.h>", "*", "#", c, 1),
        ("decl", "SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );", "*", "#", c, None),
        ("entry", 'SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "@ROUTINE@", '
                  'SCOREP_USER_REGION_TYPE_FUNCTION );', "*", "#", c, None),
        ("exit", "SCOREP_USER_REGION_END( scorep_pdt_func_handle );", "*", "#", c, None),
        (LINE_RULE, "#include <scorep/SCOREP_User.h>", "*", "#", cxx, 1),
        ("decl", 'SCOREP_USER_REGION( "@ROUTINE@", SCOREP_USER_REGION_TYPE_FUNCTION );',
         "*", "#", cxx, None),
    ]
    assert [r.origin.line for r in spec.rules] == [2, 3, 4, 5, 6, 7]


def test_load_spec_reads_bytes_strips_bom_and_keeps_non_utf8(tmp_path):
    path = tmp_path / "bom.spec"
    path.write_bytes(b'\xef\xbb\xbfentry code="caf\xe9"\nbogus code="x"\n')
    with pytest.raises(SrcinstError) as info:
        load_spec(str(path), Reporter(stream=io.StringIO()))
    assert str(info.value).startswith(f"{path}:2:1: error: unknown rule kind")
    path.write_bytes(b'\xef\xbb\xbfentry code="caf\xe9"\n')
    spec = load_spec(str(path), Reporter(stream=io.StringIO()))
    assert spec.rules[0].origin.col == 1
    assert spec.rules[0].code.encode("utf-8", "surrogateescape") == b"caf\xe9"


def test_load_spec_missing_file_is_status_2(tmp_path):
    with pytest.raises(SrcinstError) as info:
        load_spec(str(tmp_path / "nope.spec"))
    assert info.value.status == 2
    assert "cannot read spec" in str(info.value)


# --------------------------------------------------------------------------
# Errors: `spec:LINE:COL: error: ...`, status 2
# --------------------------------------------------------------------------

SPEC_ERRORS = [
    # unknown kind
    ('entry code="a"\n  bogus code="x"\n', 2, 3, "unknown rule kind 'bogus'"),
    ('ENTRY code="x"\n', 1, 1, "unknown rule kind 'ENTRY'"),
    # missing code
    ('exit routine="f"\n', 1, 1, "'exit' rule has no code"),
    ('\n   decl\n', 2, 4, "'decl' rule has no code"),
    ('file="x.c" line=3\n', 1, 1, "'file' rule has no code"),
    # a rule without kind and without line=
    ('file="x.c" code="a"\n', 1, 1, "a rule needs a kind"),
    # unterminated string
    ('entry code="abc\n', 1, 12, "unterminated string"),
    ('entry code="abc\\"\n', 1, 12, "unterminated string"),
    ('entry code="a" routine="f\n', 1, 24, "unterminated string"),
    # unknown / duplicate attribute
    ('entry code="a" func="f"\n', 1, 16, "unknown attribute 'func'"),
    ('entry name="f" code="a"\n', 1, 7, "'name=' belongs to calls rules"),
    ('entry nome="f" code="a"\n', 1, 7, "unknown attribute 'nome'"),
    ('calls routine="#"\n', 1, 1, 'calls rule has no name="..."'),
    ('io name="f"\n', 1, 4, "'name=' does not belong to io rules"),
    ('memory file="a.c"\n', 1, 1, 'memory rule has no routine="..."'),
    ('entry code="a" code="b"\n', 1, 16, "attribute 'code' given twice"),
    ('entry routine="f" code="a" routine="g"\n', 1, 28, "attribute 'routine' given twice"),
    # stray words
    ('entry code="a" lang\n', 1, 16, "expected name=value, found 'lang'"),
    ('entry exit code="a"\n', 1, 7, "expected name=value, found 'exit'"),
    ('entry code="a" -x\n', 1, 16, "unexpected '-'"),
    # line=
    ('file="x.c" line=0 code="a"\n', 1, 12, "line= needs a positive line number, not '0'"),
    ('file="x.c" line=-1 code="a"\n', 1, 12, "line= needs a positive line number, not '-1'"),
    ('file="x.c" line=abc code="a"\n', 1, 12, "line= needs a positive line number, not 'abc'"),
    ('file="x.c" line=1.5 code="a"\n', 1, 12, "line= needs a positive line number, not '1.5'"),
    ('file="x.c" line="" code="a"\n', 1, 12, "line= needs a positive line number, not ''"),
    ('file="x.c" line=\u00b2 code="a"\n', 1, 12, "line= needs a positive line number"),
    ('entry line=3 code="a"\n', 1, 7, "'line=' belongs to file rules, not to 'entry' rules"),
    ('exit code="a" line=3\n', 1, 15, "'line=' belongs to file rules, not to 'exit' rules"),
    # routine= where it has no meaning
    ('init routine="main" code="a"\n', 1, 6, "routine= is not allowed in init rules"),
    ('file="x.c" line=3 routine="f" code="a"\n', 1, 19, "routine= is not allowed in file rules"),
    # lang=
    ('entry code="a" lang="java"\n', 1, 16, "unknown language 'java'"),
    ('entry code="a" lang="c,pascal"\n', 1, 16, "unknown language 'pascal'"),
    ('entry lang="c,,c++" code="a"\n', 1, 7, "unknown language ''"),
    # lists and sections
    ('entry code="a"\nBEGIN_EXCLUDE_LIST\nfoo\n', 2, 1, "list is not closed: missing END_EXCLUDE_LIST"),
    ('BEGIN_FILE_INCLUDE_LIST\n*.c\nEND_FILE_EXCLUDE_LIST\n', 1, 1,
     "list is not closed: missing END_FILE_INCLUDE_LIST"),
    ('BEGIN_INSTRUMENT_SECTION\nentry code="a"\n', 1, 1,
     "BEGIN_INSTRUMENT_SECTION is not closed: missing END_INSTRUMENT_SECTION"),
    ('BEGIN_INSTRUMENT_SECTION\n  BEGIN_INSTRUMENT_SECTION\n', 2, 3,
     "BEGIN_INSTRUMENT_SECTION inside the section opened on line 1"),
    ('entry code="a"\n  END_INSTRUMENT_SECTION\n', 2, 3,
     "END_INSTRUMENT_SECTION without BEGIN_INSTRUMENT_SECTION"),
    ('END_EXCLUDE_LIST\n', 1, 1, "'END_EXCLUDE_LIST' closes nothing"),
    # invalid regex: patterns
    ('entry routine="regex:(" code="a"\n', 1, 7, "invalid regular expression '('"),
    ('entry code="a" file="regex:[a"\n', 1, 16, "invalid regular expression '[a'"),
    ('BEGIN_EXCLUDE_LIST\n  regex:(\nEND_EXCLUDE_LIST\n', 2, 3, "invalid regular expression '('"),
    ('BEGIN_FILE_EXCLUDE_LIST\n"regex:*x"\nEND_FILE_EXCLUDE_LIST\n', 2, 1, "invalid regular expression '*x'"),
    # empty values
    ('entry code=\n', 1, 7, "attribute 'code' has no value"),
    ('entry code= lang="c"\n', 1, 7, "attribute 'code' has no value"),
    ('entry lang= code="a"\n', 1, 7, "attribute 'lang' has no value"),
    ('file="x.c" line= code="a"\n', 1, 12, "attribute 'line' has no value"),
    # regions and TAU's loops rules
    ('init region=loop code="a"\n', 1, 6, "'region=' belongs to decl, entry, exit, begin, end rules, not to 'init' rules"),
    ('abort code="a" region=loop\n', 1, 16, "'region=' belongs to decl, entry, exit, begin, end rules, not to 'abort'"),
    ('line=1 region=loop code="a"\n', 1, 8, "'region=' belongs to decl, entry, exit, begin, end rules, not to file rules"),
    ('entry region=block code="a"\n', 1, 7, "region= is one of routine, loop, timer, phase, call, omp, not 'block'"),
    ('entry region=loop,blocks code="a"\n', 1, 7, "region= is one of routine, loop, timer, phase, call, omp, not 'blocks'"),
    ('static timer name="t" file="a.c" line=3\n', 1, 1, 'expected static timer name="NAME" file="FILE" line=A to'),
    ('  phase name="p" file="a.c" line=9 to line=3\n', 1, 3, "the range ends (line 3) before it begins (line 9)"),
    ('timer name="p" file="a.c" line=0 to line=3\n', 1, 1, "line= needs a positive line number, not '0'"),
    ('entry level=1 code="a"\n', 1, 7, "'level=' belongs to loops rules"),
    ('loops file="a.c"\n', 1, 1, 'loops rule has no routine="..."'),
    ('  loops routine="#" code="a"\n', 1, 21, "'code=' does not belong to loops rules"),
    ('loops routine="#" level=0\n', 1, 19, "level= needs a positive loop depth, not '0'"),
    ('loops routine="#" level=x\n', 1, 19, "level= needs a positive loop depth, not 'x'"),
    ('loops routine="regex:(" \n', 1, 7, "invalid regular expression '('"),
]


@pytest.mark.parametrize("text, line, col, message", SPEC_ERRORS,
                         ids=[f"{i}-{e[3][:30]}" for i, e in enumerate(SPEC_ERRORS)])
def test_spec_errors(text, line, col, message):
    err = parse_error(text)
    assert err.status == 2
    assert len(err.diagnostics) == 1
    diag = err.diagnostics[0]
    assert (diag.severity, diag.path, diag.line, diag.col) == ("error", SPEC, line, col)
    assert str(err).startswith(f"{SPEC}:{line}:{col}: error: {message}")


def test_error_line_numbers_count_only_newlines():
    # A form feed (page break) on a line of its own is one line, as for a compiler.
    err = parse_error('entry code="a"\n\x0c\nbogus code="x"\n')
    assert str(err).startswith(f"{SPEC}:3:1: error: unknown rule kind 'bogus'")


@pytest.mark.parametrize("char", ["\x0c", "\x0b", "\x85", "\u2028", "\x1e"])
def test_code_may_contain_unicode_line_separators(char):
    # Only \n (and \r\n) end a spec line; other characters in code are kept.
    spec, _, _ = parse(f'entry code="a{char}b"\n')
    assert spec.rules[0].code == f"a{char}b"


def test_region_rules_and_loops_rules():
    spec, out, _ = parse('BEGIN_INSTRUMENT_SECTION\n'
                         'decl region=loop code="D@ID@"\n'
                         'entry region=loop routine="f#" code="E @REGION@ @KIND@ @LEVEL@"\n'
                         'exit code="X" region=routine\n'
                         'loops file="a.c" routine="#" level=2\n'
                         'loops routine="main"\n'
                         'END_INSTRUMENT_SECTION\n')
    assert out == ""
    assert [(r.kind, r.region, r.routine.text) for r in spec.rules] == [
        ("decl", "loop", "#"), ("entry", "loop", "f#"), ("exit", "routine", "#")]
    assert [(s.file.text, s.routine.text, s.level, s.origin.line) for s in spec.loop_selections] == [
        ("a.c", "#", 2, 5), ("*", "main", None, 6)]
    assert spec.unused_loop_selections() == []
    assert spec.loop_admitted("src/a.c", ("f", "f", "void f()"), False, 2)
    assert not spec.loop_admitted("src/a.c", ("f", "f", "void f()"), False, 3)
    assert not spec.loop_admitted("b.c", ("f", "f", "void f()"), False, 1)
    assert spec.loop_admitted("b.c", ("main", "main", "int main()"), False, 7)


def test_timer_and_phase_rules_mark_ranges():
    spec, out, _ = parse('entry region=timer,phase code="E @REGION@ @KIND@"\n'
                         'static timer name="solve" file="a.c" line=17 to line=18\n'
                         'phase  name = "io"  file="*.c"  line = 3  to  line = 3\n'
                         'dynamic phase name="step" file="a.c" line=5 to line=9\n')
    assert [(r.kind, r.region) for r in spec.rules] == [("entry", "timer"), ("entry", "phase")]
    assert [(m.kind, m.name, m.file.text, m.first, m.last, m.dynamic) for m in spec.marked_ranges] == [
        ("timer", "solve", "a.c", 17, 18, False), ("phase", "io", "*.c", 3, 3, False),
        ("phase", "step", "a.c", 5, 9, True)]
    assert out == f"{SPEC}:4:1: warning: dynamic phases are measured as static ones here (one region for every " \
                  "execution)\n"
    assert [m.name for m in spec.ranges_for("src/a.c")] == ["solve", "io", "step"]
    assert [m.name for m in spec.ranges_for("b.c")] == ["io"]
    assert spec.unused_marked_ranges() == []


def test_calls_io_and_memory_rules():
    spec, out, _ = parse('exit region=call code="X @CALLEE@"\ncalls name="MPI_# H5Dwrite" routine="main"\n'
                         'io routine="#"\nmemory file="a.c" routine="f#"\n')
    assert out == ""
    assert [s.kind for s in spec.call_selections] == ["calls", "io", "memory"]
    main = ("main", "main", "int main()")
    assert spec.call_admitted("b.c", main, False, "MPI_Send")
    assert spec.call_admitted("b.c", main, False, "H5Dwrite")
    assert not spec.call_admitted("b.c", ("g", "g", "void g()"), False, "MPI_Send")
    assert spec.call_admitted("b.c", ("g", "g", "void g()"), False, "fopen")
    assert not spec.call_admitted("b.c", ("g", "g", "void g()"), False, "malloc")
    assert spec.call_admitted("a.c", ("f1", "f1", "void f1()"), False, "malloc")
    assert "call" in spec.region_kinds and spec.unused_call_selections() == []


def test_io_and_memory_rules_choose_fortran_statements_in_fortran_only():
    """`io` chooses Fortran's I/O statements (regions named `write`, ...),
    `memory` ALLOCATE and DEALLOCATE; a C function named `wait` or `print`
    is no I/O, and the C frontend is not asked to look for them."""
    spec, _, _ = parse('exit region=call code="X"\nio routine="#"\nmemory routine="#"\n')
    sub = ("s", "s", "s")
    for name in ("write", "print", "inquire", "wait", "flush", "endfile", "allocate", "deallocate"):
        assert spec.call_admitted("a.f90", sub, True, name), name
    for name in ("print", "inquire", "wait", "flush", "endfile", "allocate", "deallocate"):
        assert not spec.call_admitted("a.c", sub, False, name), name
    assert spec.call_admitted("a.c", sub, False, "write")  # POSIX write()
    fortran = {p.text for p in spec.callees_for("fortran")}
    assert {"write", "print", "allocate"} <= fortran and {"print", "allocate"}.isdisjoint(
        p.text for p in spec.callees_for("c"))
    assert spec.callees_for("c") == spec.callee_patterns


def test_loops_rules_without_loop_code_are_unused():
    spec, _, _ = parse('entry code="E"\nloops routine="#"\n')
    assert [s.origin.line for s in spec.unused_loop_selections()] == [2]


@pytest.mark.parametrize("text, fragment", [
    ('entry code="@REGION@ @KIND@ @ID@"', "keyword '@ID@' is not available in 'entry' rules"),
    ('entry region=loop code="@RTTI@"', "keyword '@RTTI@' is not available in 'entry' rules of region=loop"),
    ('decl region=loop code="@LEVEL@ @ARGV@"', "keyword '@ARGV@' is not available in 'decl' rules of region=loop"),
])
def test_region_keyword_warnings(text, fragment):
    _, out, _ = parse(text + "\n")
    assert out.startswith(f"{SPEC}:1:{text.index('code=') + 1}: warning: {fragment}"), out
    assert out.count("warning") == 1


# --------------------------------------------------------------------------
# Engine
# --------------------------------------------------------------------------

def pos(line, col, offset=0):
    return Position(offset, line, col)


def make_unit(path="src/a.c", lang="c"):
    add = Routine(name="add", qualified="add", signature="int add(int, int)", lang=lang,
                  body_begin=pos(2, 22), body_end=pos(7, 1),
                  exits=[Site("return", pos(4, 5)), Site("return", pos(6, 5)), Site("end", pos(7, 1))],
                  aborts=[Site("abort", pos(5, 9))])
    method = Routine(name="get", qualified="ns::Box::get", signature="int ns::Box::get() const",
                     lang=lang, body_begin=pos(9, 20), body_end=pos(9, 40),
                     exits=[Site("end", pos(9, 40))])
    main = Routine(name="main", qualified="main", signature="int main(int, char **)", lang=lang,
                   body_begin=pos(11, 33), body_end=pos(14, 1),
                   exits=[Site("return", pos(13, 5)), Site("end", pos(14, 1))],
                   is_main=True, argc="ac", argv="av")
    return SourceUnit(path=path, lang=lang, source=b"", routines=[add, method, main])


def quote(text):
    return "<" + text + ">"


def plan_for(spec_text, unit=None):
    spec, _, _ = parse(spec_text)
    stream = io.StringIO()
    reporter = Reporter(stream=stream)
    unit = unit or make_unit()
    plan = Engine(spec, reporter, quote).plan(unit)
    return plan, reporter, {rp.routine.name: rp for rp in plan.routines}


@pytest.mark.parametrize("code, kind, values, expected", [
    ("@LINE@ @ROUTINE@ @X@", "entry", {"LINE": 3, "ROUTINE": "f"}, "3 f @X@"),
    ("@ROUTINE@:@LINE@", LINE_RULE, {"LINE": 1, "ROUTINE": "f"}, "@ROUTINE@:1"),
    ("@ARGC@ @ARGV@", "entry", {"ARGC": "c", "ARGV": "v"}, "@ARGC@ @ARGV@"),
    ("@ARGC@ @ARGV@", "init", {"ARGC": "c", "ARGV": "v"}, "c v"),
    ("@ARGC@", "init", {"ARGC": None}, "@ARGC@"),
    ("@LINE@@LINE@", "exit", {"LINE": 9}, "99"),
    ("no keywords", "exit", {"LINE": 9}, "no keywords"),
])
def test_substitute(code, kind, values, expected):
    assert substitute(code, kind, values) == expected


def test_keywords_substituted_per_site():
    plan, _, by_name = plan_for('entry code="E@LINE@:@COL@"\n'
                                'exit code="X@LINE@:@COL@"\n'
                                'abort code="A@LINE@:@COL@"\n')
    add = by_name["add"]
    assert add.entry == "E2:22"
    assert add.exits == ["X4:5", "X6:5", "X7:1"]
    assert add.aborts == ["A5:9"]
    assert by_name["main"].exits == ["X13:5", "X14:1"]


def test_routine_keywords():
    plan, _, by_name = plan_for(
        'decl code="@ROUTINE@ @FILE@ @BEGIN_LINE@ @BEGIN_COL@ @END_LINE@ @END_COL@ @LINE@"\n')
    assert by_name["add"].decl == "<int add(int, int)> <src/a.c> 2 22 7 1 2"
    assert by_name["get"].decl == "<int ns::Box::get() const> <src/a.c> 9 20 9 40 9"


def test_init_only_for_main():
    plan, _, by_name = plan_for('init code="init(&@ARGC@, &@ARGV@, @ROUTINE@);"\n')
    assert list(by_name) == ["main"]
    assert by_name["main"].init == "init(&ac, &av, <int main(int, char **)>);"
    assert by_name["main"].entry == ""
    assert by_name["main"].exits == ["", ""]


def test_init_ignores_routine_patterns_entry_honours_them():
    plan, _, by_name = plan_for('init code="I"\nentry routine="add" code="E"\n')
    assert by_name["main"].init == "I" and by_name["main"].entry == ""
    assert by_name["add"].entry == "E" and by_name["add"].init == ""
    assert "get" not in by_name


@pytest.mark.parametrize("lang, unit_lang, selected", [
    ("c", "c", True),
    ("C++", "c", False),
    ("c++", "c++", True),
    ("c,c++", "c", True),
    ("c,c++", "c++", True),
    ("fortran", "c", False),
])
def test_lang_filtering(lang, unit_lang, selected):
    plan, _, by_name = plan_for(f'file="*" line=1 code="H" lang="{lang}"\nentry code="E" lang="{lang}"\n',
                                make_unit(lang=unit_lang))
    assert (plan.line_inserts == [(1, "H")]) == selected
    assert (sorted(by_name) == ["add", "get", "main"]) == selected
    assert plan.is_empty != selected


@pytest.mark.parametrize("pattern, selected", [
    ("*", True),
    ("a.c", True),
    ("*.c", True),
    ("?.c", True),
    ("b.c", False),
    ("*.cpp", False),
    ("src/*.c", True),
    ("lib/*.c", False),
    ("src/a.c", True),
    ("regex:^src/", True),
    ("regex:^lib/", False),
])
def test_file_glob_filtering(pattern, selected):
    plan, _, by_name = plan_for(f'entry file="{pattern}" code="E"\nfile="{pattern}" line=2 code="L"\n')
    assert bool(by_name) == selected
    assert plan.line_inserts == ([(2, "L")] if selected else [])


def test_concatenation_in_spec_order_with_newlines():
    plan, _, by_name = plan_for('entry code="E1"\nexit code="X1"\n'
                                'BEGIN_INSTRUMENT_SECTION\nentry routine="add" code="E2"\nexit code="X2 @LINE@"\n'
                                'END_INSTRUMENT_SECTION\nentry code="E3"\n'
                                'line=1 code="L1"\nline=1 code="L2"\nline=3 code="L3"\n')
    assert by_name["add"].entry == "E1\nE2\nE3"
    assert by_name["main"].entry == "E1\nE3"
    assert by_name["add"].exits == ["X1\nX2 4", "X1\nX2 6", "X1\nX2 7"]
    assert plan.line_inserts == [(1, "L1"), (1, "L2"), (3, "L3")]


def test_rtti_falls_back_to_quoted_routine_name():
    unit = make_unit()
    unit.routines[1].rtti = "__srcinst_rtti"
    plan, _, by_name = plan_for('entry code="begin(@RTTI@);"\n', unit)
    assert by_name["add"].entry == 'begin("<int add(int, int)>");'
    assert by_name["get"].entry == "begin(__srcinst_rtti);"


def test_quote_applied_to_routine_and_file():
    unit = make_unit(path='dir "x"/a.c')
    plan, _, by_name = plan_for('entry code="@ROUTINE@|@FILE@"\nline=1 code="@FILE@:@LINE@:@COL@"\n', unit)
    assert by_name["main"].entry == '<int main(int, char **)>|<dir "x"/a.c>'
    assert plan.line_inserts == [(1, '<dir "x"/a.c>:1:1')]


def test_skipped_routine_gets_a_note_and_no_plan():
    unit = make_unit()
    unit.routines[0].skip = "constexpr functions cannot call hooks"
    plan, reporter, by_name = plan_for('entry code="E"\n', unit)
    assert sorted(by_name) == ["get", "main"]
    notes = [d for d in reporter.emitted if d.severity == "note"]
    assert len(notes) == 1
    note = notes[0]
    assert (note.path, note.line, note.col) == ("src/a.c", 2, 22)
    assert "int add(int, int)" in note.message
    assert "constexpr functions cannot call hooks" in note.message


def test_skipped_routine_no_rule_applies_no_note():
    unit = make_unit()
    unit.routines[0].skip = "macro body"
    plan, reporter, by_name = plan_for('entry routine="main" code="E"\n', unit)
    assert list(by_name) == ["main"]
    assert reporter.emitted == []


@pytest.mark.parametrize("lists, planned", [
    ("", ["add", "get", "main"]),
    ("BEGIN_EXCLUDE_LIST\nadd\nEND_EXCLUDE_LIST\n", ["get", "main"]),
    ("BEGIN_INCLUDE_LIST\nadd\nns::#\nEND_INCLUDE_LIST\n", ["add", "get"]),
    ("BEGIN_INCLUDE_LIST\n#\nEND_INCLUDE_LIST\nBEGIN_EXCLUDE_LIST\n#::get() const\nEND_EXCLUDE_LIST\n",
     ["add", "main"]),
    ("BEGIN_FILE_EXCLUDE_LIST\n*.c\nEND_FILE_EXCLUDE_LIST\n", []),
    ("BEGIN_FILE_INCLUDE_LIST\nother.c\nEND_FILE_INCLUDE_LIST\n", []),
    ("BEGIN_FILE_INCLUDE_LIST\nsrc/*\nEND_FILE_INCLUDE_LIST\n", ["add", "get", "main"]),
])
def test_selection_lists_filter_the_plan(lists, planned):
    plan, reporter, by_name = plan_for(lists + 'entry code="E"\n')
    assert sorted(by_name) == planned
    assert reporter.emitted == []


def test_file_exclude_also_drops_line_inserts():
    plan, _, _ = plan_for("BEGIN_FILE_EXCLUDE_LIST\na.c\nEND_FILE_EXCLUDE_LIST\nline=1 code=\"L\"\n")
    assert plan.is_empty and plan.line_inserts == []


def test_no_rules_gives_empty_plan():
    plan, _, _ = plan_for("# nothing\n")
    assert plan.is_empty


def make_loops(unit):
    """Two nested loops in add (the inner one left by a return), one in main."""
    add, _, main = unit.routines
    outer = Region("loop", "Loop: int add(int, int) [{src/a.c} {3,3}-{6,4}]", pos(3, 3), pos(6, 4), 1, 1,
                   exits=[Site("return", pos(4, 5)), Site("end", pos(6, 4))])
    inner = Region("loop", "Loop: int add(int, int) [{src/a.c} {4,4}-{5,9}]", pos(4, 4), pos(5, 9), 2, 2,
                   exits=[Site("return", pos(4, 5)), Site("jump", pos(5, 2)), Site("end", pos(5, 9))])
    add.regions = [outer, inner]
    main.regions = [Region("loop", "Loop: main", pos(12, 3), pos(12, 30), 1, 3, exits=[Site("end", pos(12, 30))])]
    return unit


LOOP_CODE = ('decl region=loop code="D@ID@"\n'
             'entry region=loop code="E @REGION@ @KIND@ @LEVEL@ @ROUTINE@ @BEGIN_LINE@:@BEGIN_COL@-@END_LINE@:@END_COL@"\n'
             'exit region=loop code="X@ID@ at @LINE@:@COL@"\n')


def test_loop_code_goes_where_loops_rules_say():
    plan, reporter, by_name = plan_for(LOOP_CODE + 'loops routine="add"\n', make_loops(make_unit()))
    assert list(by_name) == ["add"]
    add = by_name["add"]
    assert not add.own_code and add.entry == "" and add.exits == ["", "", ""]
    outer, inner = add.regions
    assert outer.decl == "D1"
    assert outer.entry == "E <Loop: int add(int, int) [{src/a.c} {3,3}-{6,4}]> loop 1 <int add(int, int)> 3:3-6:4"
    assert outer.exits == ["X1 at 4:5", "X1 at 6:4"]
    assert inner.entry.startswith("E <Loop: int add(int, int) [{src/a.c} {4,4}-{5,9}]> loop 2 ")
    assert inner.exits == ["X2 at 4:5", "X2 at 5:2", "X2 at 5:9"]
    assert reporter.emitted == []


@pytest.mark.parametrize("extra, loops", [
    ('loops routine="#" level=1\n', {"add": [1], "main": [3]}),
    ('loops routine="#"\n', {"add": [1, 2], "main": [3]}),
    ('loops file="b.c" routine="#"\n', {}),
    ('', {}),                                                   # no loops rule: no loop code
    ('loops routine="#"\nBEGIN_EXCLUDE_LIST\nadd\nEND_EXCLUDE_LIST\n', {"main": [3]}),  # an excluded routine
])
def test_loops_rules_choose_routines_and_depth(extra, loops):
    plan, _, by_name = plan_for(LOOP_CODE + extra, make_loops(make_unit()))
    assert {name: [p.region.number for p in rp.regions] for name, rp in by_name.items()} == loops


def test_routine_and_loop_code_together():
    plan, _, by_name = plan_for(LOOP_CODE + 'entry routine="main" code="E"\nloops routine="add" level=1\n',
                                make_loops(make_unit()))
    assert by_name["main"].entry == "E" and by_name["main"].regions == []
    assert by_name["add"].entry == "" and [p.region.number for p in by_name["add"].regions] == [1]


def test_a_loop_that_cannot_be_instrumented_gets_a_note():
    unit = make_loops(make_unit())
    unit.routines[0].regions[1].skip = "a goto from outside jumps into it"
    plan, reporter, by_name = plan_for(LOOP_CODE + 'loops routine="#"\n', unit)
    assert [p.region.number for p in by_name["add"].regions] == [1]
    (note,) = [d for d in reporter.emitted if d.severity == "note"]
    assert (note.line, note.col) == (4, 4)
    assert note.message == "loop in 'int add(int, int)' is not instrumented: a goto from outside jumps into it"


def test_routine_rules_name_their_routine_as_region():
    plan, _, by_name = plan_for('entry code="@REGION@ @KIND@"\n')
    assert by_name["add"].entry == "<int add(int, int)> routine"


def test_rule_with_empty_code_plans_nothing():
    plan, _, by_name = plan_for('entry code=""\n')
    assert by_name == {}


# --------------------------------------------------------------------------
# Specs parsed ahead by the wrapper's server for its workers


@pytest.fixture
def no_parsed_ahead(monkeypatch):
    from srcinst import spec as spec_module
    monkeypatch.setattr(spec_module, "_parsed_ahead", {})
    return spec_module


def test_a_spec_parsed_ahead_is_taken_once(tmp_path, no_parsed_ahead):
    path = tmp_path / "t.spec"
    path.write_text('entry code="E(@ROUTINE@)"\nexit code="X"\n')
    no_parsed_ahead.parse_ahead(str(path))
    first = load_spec(str(path))
    second = load_spec(str(path))
    assert summary(first.rules[0]) == summary(second.rules[0]) == ("entry", "E(@ROUTINE@)", "*", "#", None, None)
    assert first is not second, "the second load parses again: the first may have been changed"
    assert first._files == second._files == [str(path)]


def test_a_spec_changed_since_it_was_parsed_ahead_is_parsed_again(tmp_path, no_parsed_ahead):
    path = tmp_path / "t.spec"
    path.write_text('entry code="OLD"\n')
    no_parsed_ahead.parse_ahead(str(path))
    path.write_text('entry code="NEW"\n')
    assert [rule.code for rule in load_spec(str(path)).rules] == ["NEW"]


def test_a_spec_with_warnings_is_not_parsed_ahead(tmp_path, no_parsed_ahead):
    path = tmp_path / "t.spec"
    path.write_text('entry code="E(@FOO@)"\n')
    no_parsed_ahead.parse_ahead(str(path))
    assert no_parsed_ahead._parsed_ahead == {}
    stream = io.StringIO()
    load_spec(str(path), Reporter(stream=stream))
    assert ": warning: " in stream.getvalue(), "the warning is said when the spec is loaded"
