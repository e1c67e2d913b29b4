"""Routine and file patterns of the spec language, and Spec's include/exclude semantics."""
from __future__ import annotations

import pytest

from srcinst.patterns import FilePattern, RoutinePattern, is_regex, normalize_signature, validate_regex
from srcinst.spec import Spec


def names(bare, qualified=None, signature=None):
    return (bare, qualified or bare, signature or f"void {bare}(void)")


ADD = names("add", "add", "int add(int, int)")
MAIN = names("main", "main", "int main(int, char **)")
MAIN_VOID = names("main", "main", "int main(void)")
METHOD = names("f", "ns::Cls::f", "int ns::Cls::f(int) const")
DUP = names("dup", "dup", "char * dup(const char *)")
ULONG = names("size", "size", "unsigned long size(void)")
OPERATOR = names("operator==", "Vec::operator==", "bool Vec::operator==(const Vec &) const")
REGEX_NS = names("compile", "regex::compile", "int regex::compile(const char *)")


# --------------------------------------------------------------------------
# Routine patterns
# --------------------------------------------------------------------------

@pytest.mark.parametrize("pattern, routine, expected", [
    # bare name, anchored
    ("add", ADD, True),
    ("ad", ADD, False),
    ("dd", ADD, False),
    ("addx", ADD, False),
    ("Add", ADD, False),
    # `#` any text, `?` one character
    ("#", ADD, True),
    ("a#", ADD, True),
    ("#d", ADD, True),
    ("#dd#", ADD, True),
    ("a?d", ADD, True),
    ("a??d", ADD, False),
    ("?", ADD, False),
    ("???", ADD, True),
    ("m#", ADD, False),
    # qualified names
    ("ns::Cls::f", METHOD, True),
    ("ns::#", METHOD, True),
    ("#::f", METHOD, True),
    ("Cls::f", METHOD, False),
    ("ns::Cls::g", METHOD, False),
    ("regex::compile", REGEX_NS, True),   # `regex::` is a namespace, not a regex
    ("regex::#", REGEX_NS, True),
    # full signatures
    ("int add(int, int)", ADD, True),
    ("int add(int,int)", ADD, True),
    ("int  add ( int , int )", ADD, True),
    (" int add(int, int)", ADD, True),          # blanks around the pattern do not matter
    ("\tint add(int,int) ", ADD, True),
    ("  unsigned long size(void)", ULONG, True),
    ("int add(int, long)", ADD, False),
    ("long add(int, int)", ADD, False),
    ("int add(#)", ADD, True),
    ("#add(#)", ADD, True),
    ("int #(int, int)", ADD, True),
    ("int ns::Cls::f(int) const", METHOD, True),
    ("int ns::Cls::f(int)const", METHOD, True),
    ("int ns::Cls::f(int)", METHOD, False),
    ("int main(int, char **)", MAIN, True),
    ("int main(int,char**)", MAIN, True),
    ("int main(int, char * *)", MAIN, True),
    ("unsigned long size(void)", ULONG, True),
    ("unsignedlong size(void)", ULONG, False),   # whitespace between words matters
    ("unsigned long  size( void )", ULONG, True),
    ("bool Vec::operator==(const Vec &) const", OPERATOR, True),
    ("Vec::operator==", OPERATOR, True),
    # `*` is literal in routine patterns
    ("char *#", DUP, True),
    ("char*#", DUP, True),
    ("char * dup(const char *)", DUP, True),
    ("char *", DUP, False),
    ("*", ADD, False),
    ("*dd", ADD, False),
    ("char #", DUP, False),     # char followed by a word: not `char *`
    ("# dup(#)", DUP, True),    # any return type, even one ending in `*`
    ("# main(#)", MAIN, True),
    ("# add(#)", ADD, True),
])
def test_routine_wildcards(pattern, routine, expected):
    assert RoutinePattern(pattern).matches(routine) is expected


def test_pattern_matches_any_of_the_three_names():
    routine = ("f", "ns::Cls::f", "int ns::Cls::f(int) const")
    assert RoutinePattern("f").matches(routine)
    assert RoutinePattern("ns::Cls::f").matches(routine)
    assert RoutinePattern("int ns::Cls::f(int) const").matches(routine)
    assert not RoutinePattern("ns::f").matches(routine)


def test_empty_names_are_skipped():
    assert RoutinePattern("#").matches(("", "", ""))
    assert not RoutinePattern("").matches(("f", "", ""))


@pytest.mark.parametrize("pattern, routine, expected", [
    (r"regex:^(?!int main\()", ADD, True),
    (r"regex:^(?!int main\()", MAIN, False),
    (r"regex:^(?!int main\()", MAIN_VOID, False),
    (r"regex:^(?!int main\()", METHOD, True),
    (r"regex:add", ADD, True),                     # searched, not anchored
    (r"regex:^add", ADD, False),                  # ... in the full signature only
    (r"regex:^int add", ADD, True),
    (r"regex:\(int, int\)$", ADD, True),
    (r"regex:const$", METHOD, True),
    (r"regex:ns::Cls::", METHOD, True),
    (r"regex:char \*", DUP, True),
    (r"regex:^void", ADD, False),
])
def test_routine_regex(pattern, routine, expected):
    assert RoutinePattern(pattern).matches(routine) is expected


@pytest.mark.parametrize("pattern, expected", [
    ("regex:abc", True),
    ("regex:", True),
    ("regex::abc", False),
    ("Regex:abc", False),
    ("abc", False),
    ("#regex:abc", False),
])
def test_is_regex(pattern, expected):
    assert is_regex(pattern) is expected


@pytest.mark.parametrize("pattern, problem", [
    ("regex:(", True),
    ("regex:[a", True),
    ("regex:*x", True),
    ("regex:a(b)c", False),
    ("(", False),         # not a regex pattern at all
    ("regex::(", False),
])
def test_validate_regex(pattern, problem):
    result = validate_regex(pattern)
    assert (result is not None) is problem
    if problem:
        assert result.startswith(f"invalid regular expression '{pattern[6:]}'")


@pytest.mark.parametrize("text, normalized", [
    ("int add(int, int)", "int add(int,int)"),
    ("  int   add ( int ,\tint )  ", "int add(int,int)"),
    ("char * dup(const char *)", "char*dup(const char*)"),
    ("unsigned  long\nx", "unsigned long x"),
    ("int #", "int #"),
    ("# f", "# f"),
    ("a ? b", "a ? b"),
])
def test_normalize_signature(text, normalized):
    assert normalize_signature(text) == normalized


# --------------------------------------------------------------------------
# File patterns
# --------------------------------------------------------------------------

@pytest.mark.parametrize("pattern, path, expected", [
    ("*", "a.c", True),
    ("*", "dir/sub/a.c", True),
    ("*.c", "a.c", True),
    ("*.c", "src/a.c", True),           # no `/`: the basename
    ("*.c", "/abs/src/a.c", True),
    ("*.c", "a.cpp", False),
    ("*.c", "a.c.orig", False),
    ("a.c", "src/a.c", True),
    ("a.c", "src/ba.c", False),
    ("a.c", "a.c/b.h", False),
    ("?.c", "a.c", True),
    ("?.c", "ab.c", False),
    ("a?.cpp", "ab.cpp", True),
    ("a?.cpp", "a.cpp", False),
    ("#.c", "a.c", False),              # `#` is no wildcard in file patterns
    ("#.c", "#.c", True),
    ("src/*.c", "src/a.c", True),       # a `/`: the path as given
    ("src/*.c", "a.c", False),
    ("src/*.c", "lib/a.c", False),
    ("src/a.c", "src/a.c", True),
    ("src/a.c", "x/src/a.c", False),
    ("*/a.c", "x/src/a.c", True),
    ("/abs/*.h", "/abs/x.h", True),
    ("A.c", "a.c", False),
    ("[ab].c", "a.c", False),           # brackets are literal
    ("[ab].c", "[ab].c", True),
    ("a.c", "a_c", False),              # `.` is literal
])
def test_file_wildcards(pattern, path, expected):
    assert FilePattern(pattern).matches(path) is expected


@pytest.mark.parametrize("pattern, path, expected", [
    (r"regex:\.c$", "src/a.c", True),
    (r"regex:\.c$", "src/a.cpp", False),
    (r"regex:^src/", "src/a.c", True),
    (r"regex:^src/", "lib/src/a.c", False),
    (r"regex:src/", "lib/src/a.c", True),       # searched in the whole path
    (r"regex:^a\.c$", "src/a.c", False),        # not the basename
    (r"regex:(?<!test_)\w+\.c$", "x/main.c", True),
])
def test_file_regex(pattern, path, expected):
    assert FilePattern(pattern).matches(path) is expected


# --------------------------------------------------------------------------
# Spec.file_selected / routine_selected
# --------------------------------------------------------------------------

def make_spec(routine_include=(), routine_exclude=(), file_include=(), file_exclude=()):
    return Spec(routine_include=[RoutinePattern(p) for p in routine_include],
                routine_exclude=[RoutinePattern(p) for p in routine_exclude],
                file_include=[FilePattern(p) for p in file_include],
                file_exclude=[FilePattern(p) for p in file_exclude])


@pytest.mark.parametrize("include, exclude, routine, expected", [
    ((), (), ADD, True),
    ((), (), MAIN, True),
    ((), ("add",), ADD, False),
    ((), ("add",), MAIN, True),
    (("add",), (), ADD, True),
    (("add",), (), MAIN, False),            # a non-empty include list is a whitelist
    (("add", "main"), (), MAIN, True),
    (("#",), ("add",), ADD, False),         # exclude wins
    (("add",), ("add",), ADD, False),
    (("#",), ("add",), MAIN, True),
    (("ns::#",), (), METHOD, True),
    (("ns::#",), (), ADD, False),
    ((), (r"regex:^(?!int main\()",), ADD, False),
    ((), (r"regex:^(?!int main\()",), MAIN, True),
    ((), ("int add(int,int)",), ADD, False),
])
def test_routine_selected(include, exclude, routine, expected):
    assert make_spec(routine_include=include, routine_exclude=exclude).routine_selected(routine) is expected


@pytest.mark.parametrize("include, exclude, path, expected", [
    ((), (), "a.c", True),
    ((), ("*.h",), "a.h", False),
    ((), ("*.h",), "a.c", True),
    (("*.c",), (), "a.c", True),
    (("*.c",), (), "a.cpp", False),         # whitelist
    (("*.c", "*.cpp"), (), "a.cpp", True),
    (("*",), ("gen/*",), "gen/x.c", False),  # exclude wins
    (("*",), ("gen/*",), "src/x.c", True),
    (("src/*",), (), "src/x.c", True),
    (("src/*",), (), "x.c", False),
    (("a.c",), ("a.c",), "a.c", False),
])
def test_file_selected(include, exclude, path, expected):
    assert make_spec(file_include=include, file_exclude=exclude).file_selected(path) is expected
