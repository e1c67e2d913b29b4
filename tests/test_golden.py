"""Golden files: every corpus program instrumented with every toolset spec.

They make each change to srcinst's output a reviewable diff in the repository;
whether that output compiles and behaves is proven by test_compile_run.py and
test_toolset_specs.py. After an intended change, refresh them with
    SRCINST_UPDATE_GOLDEN=1 python -m pytest tests/test_golden.py
and review `git diff tests/golden`.
"""
import io
import os
from pathlib import Path

import fortran_helpers
import helpers
import pytest

from srcinst.diagnostics import Reporter
from srcinst.instrument import Options, instrument_unit, parse
from srcinst.settings import Settings
from srcinst.spec import load_spec

REPO = Path(__file__).resolve().parent.parent
GOLDEN = REPO / "tests" / "golden"
SPECS = sorted((REPO / "specs").glob("*.spec"))
PROGRAMS = sorted((REPO / "corpus").glob("c/*.c")) + sorted((REPO / "corpus").glob("cpp/*.cpp"))
FORTRAN_PROGRAMS = sorted(p for p in (REPO / "corpus" / "fortran").iterdir()
                          if p.suffix.lower() in (".f", ".f90"))
UPDATE = os.environ.get("SRCINST_UPDATE_GOLDEN") == "1"


def fortran_options(program: Path, relative: bool = False) -> Options:
    """The -D/-I/-U flags of a Fortran corpus program's header (flags=...);
    relative: -I directories relative to the repository, as a user there
    would give them (an inlined INCLUDE file's markers name it as found)."""
    flags = fortran_helpers.parse_meta(program).srcinst_flags()
    if relative:
        flags = [os.path.relpath(f, REPO) if os.path.isabs(f) else
                 "-I" + os.path.relpath(f[2:], REPO) if f.startswith("-I/") else f for f in flags]
    return Options(compile_args=flags, settings=Settings.from_environ())


@pytest.mark.parametrize("program", PROGRAMS + FORTRAN_PROGRAMS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_golden(program, monkeypatch):
    # Paths as a user in the repository root would give them, so the
    # @FILE@ values and #line markers in the goldens do not depend on where
    # the checkout is.
    monkeypatch.chdir(REPO)
    rel = str(program.relative_to(REPO))
    if program in FORTRAN_PROGRAMS:
        lang, options = "fortran", fortran_options(program, relative=True)
    else:
        meta = helpers.parse_meta(program)
        lang = meta.lang
        options = Options(compile_args=[f"-std={meta.std}"],
                          compiler="g++" if meta.lang == "c++" else "gcc", settings=Settings.from_environ())
    reporter = Reporter(stream=io.StringIO(), verbose=True)
    frontend, unit = parse(rel, program.read_bytes(), lang, options, reporter)
    mismatched = []
    omp_unit = None  # parsed again where a spec has OpenMP rules: its constructs are regions then
    for spec_path in SPECS:
        spec = load_spec(str(spec_path))
        if "omp" in spec.region_kinds:
            omp_unit = omp_unit or parse(rel, program.read_bytes(), lang, options, reporter, frozenset({"omp"}))
            out = instrument_unit(omp_unit[0], omp_unit[1], spec, options, reporter)
        else:
            out = instrument_unit(frontend, unit, spec, options, reporter)
        golden = GOLDEN / spec_path.stem / program.parent.name / program.name
        if not any(rule.applies_to_lang(lang) for rule in spec.rules):
            assert out == unit.source, f"{spec_path.name} has no {lang} rules but changed {rel}"
        if out == unit.source:
            # No golden copy of an unchanged file (pomp2 on a file without
            # OpenMP): it must simply be unchanged.
            if UPDATE:
                golden.unlink(missing_ok=True)
            elif golden.exists():
                mismatched.append(f"{golden.relative_to(REPO)} (the output is the program itself now)")
            continue
        if UPDATE:
            golden.parent.mkdir(parents=True, exist_ok=True)
            golden.write_bytes(out)
        elif not golden.exists() or golden.read_bytes() != out:
            mismatched.append(str(golden.relative_to(REPO)))
    assert not mismatched, ("output differs from the golden files (if intended, refresh them with "
                            "SRCINST_UPDATE_GOLDEN=1 and review the diff): " + ", ".join(mismatched))


def test_every_golden_file_has_a_program_and_a_spec():
    def has_rules(spec_path, lang):
        return any(rule.applies_to_lang(lang) for rule in load_spec(str(spec_path)).rules)

    expected = {(s.stem, p.parent.name, p.name) for s in SPECS for p in PROGRAMS + FORTRAN_PROGRAMS
                if has_rules(s, "fortran" if p in FORTRAN_PROGRAMS else helpers.parse_meta(p).lang)}
    found = {(g.parts[-3], g.parts[-2], g.parts[-1]) for g in GOLDEN.glob("*/*/*") if g.is_file()}
    # (a spec whose rules leave a program unchanged has no golden copy of it: test_golden checks that)
    assert found <= expected or UPDATE, sorted(found - expected)


@pytest.mark.parametrize("spec_text", [
    "# empty\n",
    # parses the file and plans every routine, yet no rule matches any routine
    'entry routine="no_routine_has_this_name" code="X();"\n',
], ids=["empty-spec", "rule-matching-nothing"])
@pytest.mark.parametrize("program", PROGRAMS + sorted((REPO / "tests" / "data").glob("*/*.c*"))
                         + FORTRAN_PROGRAMS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_output_is_byte_identical_when_nothing_applies(program, spec_text, tmp_path, monkeypatch):
    from srcinst.instrument import instrument_source
    from srcinst.spec import parse_spec
    monkeypatch.chdir(tmp_path)  # gfortran -E must not leave files behind in the repository
    if program in FORTRAN_PROGRAMS:
        options = fortran_options(program)
    else:
        meta = helpers.parse_meta(program)
        options = Options(compile_args=[f"-std={meta.std}", "-I", str(REPO / "srcinst" / "trace" / "runtime"),
                                        "-I", str(program.parent / "include")],
                          compiler=meta.compiler, settings=Settings.from_environ())
    reporter = Reporter(stream=io.StringIO())
    source = program.read_bytes()
    out = instrument_source(str(program), source, parse_spec(spec_text), options, reporter)
    assert out == source
