"""The toolset specs in specs/ against small C and C++ programs.

For every spec and every program under tests/data/toolsets/, srcinst
instruments the program and the result must compile against the stub
headers in tests/stubs/, which declare each toolset's API with its real
signatures (so a wrong name, arity or type is a compile error, and a call of
an undeclared function is one too). C is compiled as C99 and, for the specs
whose inserted code is meant to be C89-valid, as C89 with -pedantic-errors;
C++ as C++17.

printf.spec needs no library, so its output is also linked and run: stdout and
exit status must equal the uninstrumented program's, and stderr must hold one
init line and properly nested enter/leave lines, one pair per call.

Everything is written under pytest's tmp_path; nothing is written into the
repository (the srcinst subprocess runs with PYTHONDONTWRITEBYTECODE).
"""
from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
SPEC_DIR = REPO / "specs"
STUBS = TESTS / "stubs"
DATA = TESTS / "data" / "toolsets"

SPECS = sorted(p.stem for p in SPEC_DIR.glob("*.spec"))
C_SOURCES = sorted(p.name for p in DATA.glob("*.c"))
CXX_SOURCES = sorted(p.name for p in DATA.glob("*.cpp"))

# Specs whose C rules insert C89-valid code: declarations from decl rules,
# statements from the others. (The real vendor headers may themselves need
# C99; the stubs do not.) A spec missing here is only compiled as C99.
# Specs of OpenMP events only (no routines, no loops), against the tool's real header:
# tests/test_openmp.py builds and runs them (OPARI2's libpomp2-dev).
OPENMP_ONLY_SPECS = {"pomp2"}
C89_SPECS = {"caliper", "nvtx", "printf", "scalasca", "scorep", "tau", "trace", "vampirtrace"}
# Headers of srcinst's own runtime: the real ones are used, not stubs.
OWN_HEADERS = REPO / "srcinst" / "trace" / "runtime"

STD_FLAGS = {
    "c89": ["-std=c89", "-pedantic-errors"],
    "c99": ["-std=c99"],
    "c++17": ["-std=c++17"],
}

# Text each spec must have put into the output, per language: proof that the
# compile check below saw instrumented code and not a copy of the input.
MARKERS = {
    "tau": {
        "c": ["#include <TAU.h>", "TAU_PROFILE_TIMER(tautimer,", "TAU_PROFILE_START(tautimer);",
              "TAU_PROFILE_STOP(tautimer);", "TAU_DEFAULT", "TAU_USER", "TAU_INIT(&",
              "TAU_PROFILE_SET_NODE(0);"],
        "c++": ["#include <TAU.h>", "TAU_PROFILE(\"", "TAU_DEFAULT", "TAU_USER", "TAU_INIT(&",
                "TAU_PROFILE_SET_NODE(0);"],
    },
    "scorep": {
        "c": ["#include <scorep/SCOREP_User.h>", "SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );",
              "SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle,", "SCOREP_USER_REGION_END( scorep_pdt_func_handle );"],
        "c++": ["#include <scorep/SCOREP_User.h>", "SCOREP_USER_REGION( \""],
    },
    "scalasca": {
        "c": ["#include <epik_user.h>", "EPIK_User_start(\"", "EPIK_User_end(\""],
        "c++": ["#include <epik_user.h>", "EPIK_User_start(\"", "EPIK_User_end(\""],
    },
    "vampirtrace": {
        "c": ["#include <vt_user.h>", "VT_User_start__(\"", "VT_User_end__(\""],
        "c++": ["#include <vt_user.h>", "VT_User_start__(\"", "VT_User_end__(\""],
    },
    "caliper": {
        "c": ["#include <caliper/cali.h>", "cali_begin_region(\"", "cali_end_region(\""],
        "c++": ["#include <caliper/cali.h>", "cali_begin_region(\"", "cali_end_region(\""],
    },
    "nvtx": {
        "c": ["#include <nvtx3/nvToolsExt.h>", "nvtxRangePushA(\"", "nvtxRangePop();"],
        "c++": ["#include <nvtx3/nvToolsExt.h>", "nvtxRangePushA(\"", "nvtxRangePop();"],
    },
    "printf": {
        "c": ["#include <stdio.h>", "\"init argc=", "\"enter %s", "\"leave %s"],
        "c++": ["#include <stdio.h>", "\"init argc=", "\"enter %s", "\"leave %s"],
    },
}
# Text of the abort rule, expected in programs that call exit().
ABORT_MARKERS = {"tau": "TAU_PROFILE_EXIT(\"exit\");", "printf": "\"abort in %s"}

# printf.spec run: routines that must show up in enter lines, and how often
# some of them are called.
EXPECTED_ROUTINES = {
    "several_functions.c": ["clamp(", "report(", "sum_until(", "parity(", "factorial(",
                            "check_args(", "main("],
    "main_void.c": ["twice(", "greet(", "main("],
    "classes_templates.cpp": ["Counter(", "next(", "value(", "reset(", "largest(", "Box<T>::Box(T)",
                              "get(", "scaled(", "checked_div(", "safe_div(", "main("],
}
EXPECTED_CALLS = {
    "several_functions.c": {"factorial(": 5, "report(": 3, "clamp(": 1, "main(": 1},
    "main_void.c": {"greet(": 2, "twice(": 1, "main(": 1},
    # (not main here: a lambda's name may mention the routine it is in)
    "classes_templates.cpp": {"largest(": 3, "checked_div(": 2, "safe_div(": 2},
}
RUN_ARGS = ["alpha"]


def lang_of(source: str) -> str:
    return "c++" if source.endswith(".cpp") else "c"


def compiler_for(lang: str) -> str:
    return "g++" if lang == "c++" else "gcc"


def need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} is not installed")
    return path


def numbered(text: str, limit: int = 400) -> str:
    lines = text.splitlines()
    shown = "\n".join(f"{i:4d}  {line}" for i, line in enumerate(lines[:limit], start=1))
    return shown + ("\n  ..." if len(lines) > limit else "")


def instrument(spec: str, source: str, workdir: Path, *extra: str) -> Path:
    """Runs `python -m srcinst -s specs/SPEC.spec SRC -o OUT --compiler CC` on
    a copy of the program in workdir; returns OUT."""
    workdir.mkdir(parents=True, exist_ok=True)
    src = workdir / source
    shutil.copyfile(DATA / source, src)
    out = workdir / f"inst_{source}"
    cmd = [sys.executable, "-m", "srcinst", "-s", str(SPEC_DIR / f"{spec}.spec"), str(src),
           "-o", str(out), "--compiler", compiler_for(lang_of(source)), *extra]
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    # From the repository root, as a developer runs it, so this checkout's
    # srcinst is the one tested.
    proc = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, (
        f"srcinst failed ({proc.returncode}): {' '.join(cmd)}\n"
        f"stdout:\n{proc.stdout}\nstderr:\n{proc.stderr}")
    assert out.is_file(), f"srcinst wrote no {out}"
    return out


def check_instrumented_text(spec: str, source: str, out: Path) -> str:
    text = out.read_text(errors="replace")
    lang = lang_of(source)
    missing = [m for m in MARKERS.get(spec, {}).get(lang, []) if m not in text]
    if spec in ABORT_MARKERS and "exit(" in (DATA / source).read_text():
        if ABORT_MARKERS[spec] not in text:
            missing.append(ABORT_MARKERS[spec])
    assert not missing, f"{spec}.spec did not insert {missing} into {source}:\n{numbered(text)}"
    already = set(re.findall(r"@[A-Z_]+@", (DATA / source).read_text()))
    leftover = sorted(set(re.findall(r"@[A-Z_]+@", text)) - already)
    assert not leftover, f"keywords left unsubstituted: {leftover}\n{numbered(text)}"
    return text


def compile_source(path: Path, lang: str, std: str, *, link: bool, include_stubs: bool = True) -> Path:
    compiler = need(compiler_for(lang))
    target = path.with_name(f"{path.stem}_{std.replace('+', 'x')}" + ("" if link else ".o"))
    cmd = [compiler]
    if not link:
        cmd.append("-c")
    cmd += [str(path), "-o", str(target), "-Wall"]
    if lang == "c":
        cmd.append("-Werror=implicit-function-declaration")
    if include_stubs:
        cmd += ["-I", str(STUBS), "-I", str(OWN_HEADERS)]
    cmd += STD_FLAGS[std]
    proc = subprocess.run(cmd, cwd=path.parent, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, (
        f"{' '.join(cmd)} failed:\n{proc.stderr}\n--- {path.name} ---\n"
        f"{numbered(path.read_text(errors='replace'))}")
    return target


# --------------------------------------------------------------------------
# The spec files themselves


@pytest.mark.parametrize("spec", SPECS)
def test_spec_file_is_documented_and_parses(spec):
    path = SPEC_DIR / f"{spec}.spec"
    text = path.read_text()
    first = text.lstrip().splitlines()[0]
    assert first.startswith("#"), f"{path.name} must start with comment lines about the toolset"
    assert "BEGIN_INSTRUMENT_SECTION" in text and "END_INSTRUMENT_SECTION" in text

    try:
        from srcinst.diagnostics import Reporter
        from srcinst.spec import load_spec
    except ImportError:
        sys.path.insert(0, str(REPO))
        from srcinst.diagnostics import Reporter
        from srcinst.spec import load_spec
    reporter = Reporter(stream=io.StringIO())
    parsed = load_spec(str(path), reporter)
    assert not reporter.emitted, [str(d) for d in reporter.emitted]
    for lang in ("c", "c++"):
        rules = [r for r in parsed.rules if r.applies_to_lang(lang)]
        assert any(r.kind == "line" and r.line == 1 and r.code.startswith("#include")
                   for r in rules), f"{path.name}: no line-1 #include for {lang}"
        assert any(r.kind in ("decl", "entry") for r in rules), f"{path.name}: no routine rule for {lang}"
        # Nothing may leak into Fortran until the Fortran sections exist.
        assert all(r.langs for r in parsed.rules), f"{path.name}: every rule needs lang="


@pytest.mark.parametrize("spec", SPECS)
def test_spec_headers_have_stubs(spec):
    text = (SPEC_DIR / f"{spec}.spec").read_text()
    headers = set(re.findall(r'code="#include <([^>]+)>"', text))
    assert headers, f"{spec}.spec includes no header"
    if spec in OPENMP_ONLY_SPECS:
        return
    for header in headers - {"stdio.h"}:
        assert (STUBS / header).is_file() or (OWN_HEADERS / header).is_file(), \
            f"no stub tests/stubs/{header} for {spec}.spec"


# --------------------------------------------------------------------------
# Instrument, then compile against the stubs

COMPILE_CASES = []
for _spec in SPECS:
    for _src in C_SOURCES:
        for _std in (["c99", "c89"] if _spec in C89_SPECS else ["c99"]):
            COMPILE_CASES.append(pytest.param(_spec, _src, _std, id=f"{_spec}-{_src}-{_std}"))
    for _src in CXX_SOURCES:
        COMPILE_CASES.append(pytest.param(_spec, _src, "c++17", id=f"{_spec}-{_src}-c++17"))


@pytest.mark.parametrize("spec,source,std", COMPILE_CASES)
def test_instrumented_program_compiles(spec, source, std, tmp_path):
    lang = lang_of(source)
    need(compiler_for(lang))
    out = instrument(spec, source, tmp_path)
    check_instrumented_text(spec, source, out)
    compile_source(out, lang, std, link=False)


LOOP_SOURCES = [s for s in C_SOURCES + CXX_SOURCES if re.search(r"\b(for|while)\s*\(", (DATA / s).read_text())]
LOOP_CASES = [pytest.param(c.values[0], c.values[1], c.values[2], id=c.id)
              for c in COMPILE_CASES if c.values[1] in LOOP_SOURCES and c.values[0] not in OPENMP_ONLY_SPECS]


@pytest.mark.parametrize("spec,source,std", LOOP_CASES)
def test_instrumented_loops_compile(spec, source, std, tmp_path):
    """Every spec's loop rules, in the languages it has them for."""
    lang = lang_of(source)
    need(compiler_for(lang))
    select = tmp_path / "loops.tau"
    select.write_text('loops routine="#"\n')
    out = instrument(spec, source, tmp_path, "-f", str(select))
    text = check_instrumented_text(spec, source, out)
    assert "Loop: " in text, f"{spec}.spec put no loop code into {source}"
    compile_source(out, lang, std, link=False)


# --------------------------------------------------------------------------
# printf.spec: link, run, compare

EVENT_RE = re.compile(r"^(enter|leave) (.+) \((.+):(\d+)\)$")
INIT_RE = re.compile(r"^init argc=(-?\d+) \((.+):(\d+)\)$")
ABORT_RE = re.compile(r"^abort in (.+) at (.+):(\d+)$")


def check_events(stderr: str, source: str):
    """Returns the routine names of the enter lines, in order, after checking
    that enter/leave lines nest like calls."""
    stack, entered, inits = [], [], []
    for number, line in enumerate(stderr.splitlines(), start=1):
        m = EVENT_RE.match(line)
        if m:
            kind, name = m.group(1), m.group(2)
            if kind == "enter":
                stack.append(name)
                entered.append(name)
            else:
                assert stack, f"line {number}: leave without enter: {line!r}\n{stderr}"
                top = stack.pop()
                assert top == name, f"line {number}: leaves {name!r} but {top!r} is innermost\n{stderr}"
            continue
        m = INIT_RE.match(line)
        if m:
            inits.append(int(m.group(1)))
            continue
        assert not ABORT_RE.match(line), f"line {number}: abort code ran: {line!r}"
        pytest.fail(f"line {number} of stderr is not an instrumentation line: {line!r}\n{stderr}")
    assert not stack, f"routines entered but never left: {stack}\n{stderr}"
    assert len(inits) == 1, f"expected one init line, got {len(inits)}\n{stderr}"
    if re.search(r"\bmain\s*\(\s*int\b", (DATA / source).read_text()):
        assert inits[0] == 1 + len(RUN_ARGS), f"init printed argc={inits[0]}"
    return entered


@pytest.mark.parametrize("source", C_SOURCES + CXX_SOURCES)
def test_printf_spec_runs_balanced(source, tmp_path):
    lang = lang_of(source)
    std = "c++17" if lang == "c++" else "c99"
    need(compiler_for(lang))

    original = tmp_path / "orig" / source
    original.parent.mkdir()
    shutil.copyfile(DATA / source, original)
    orig_exe = compile_source(original, lang, std, link=True, include_stubs=False)

    out = instrument("printf", source, tmp_path / "inst")
    check_instrumented_text("printf", source, out)
    inst_exe = compile_source(out, lang, std, link=True, include_stubs=False)

    ran_orig = subprocess.run([str(orig_exe), *RUN_ARGS], cwd=tmp_path, capture_output=True,
                              text=True, timeout=60)
    ran_inst = subprocess.run([str(inst_exe), *RUN_ARGS], cwd=tmp_path, capture_output=True,
                              text=True, timeout=60)
    assert ran_orig.stderr == "", "the test program itself must not write to stderr"
    assert ran_inst.returncode == ran_orig.returncode, ran_inst.stderr
    assert ran_inst.stdout == ran_orig.stdout

    entered = check_events(ran_inst.stderr, source)
    for routine in EXPECTED_ROUTINES.get(source, []):
        assert any(routine in name for name in entered), (
            f"no enter line for {routine!r}; entered: {sorted(set(entered))}")
    for routine, calls in EXPECTED_CALLS.get(source, {}).items():
        got = sum(1 for name in entered if re.search(r"(^|[\s:*&])" + re.escape(routine), name))
        assert got == calls, f"{routine!r} entered {got} times, expected {calls}; entered: {entered}"


# --------------------------------------------------------------------------
# The stub headers on their own (no srcinst needed)

STUB_USES = {
    "TAU.h": (
        'TAU_PROFILE_TIMER(tautimer, "int f(int, char **)", " ", TAU_DEFAULT);\n'
        "TAU_INIT(&argc, &argv);\nTAU_PROFILE_SET_NODE(0);\nTAU_PROFILE_START(tautimer);\n"
        'if (argc > 9) { TAU_PROFILE_EXIT("exit"); }\nTAU_PROFILE_STOP(tautimer);\n',
        '{ TAU_PROFILE("void g()", " ", TAU_USER); }\n'
        '{ TAU_PROFILE("void h()", CT(argc), TAU_USER); }\n'),
    "scorep/SCOREP_User.h": (
        "SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );\n"
        'SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "f", SCOREP_USER_REGION_TYPE_FUNCTION );\n'
        "SCOREP_USER_REGION_END( scorep_pdt_func_handle );\n",
        '{ SCOREP_USER_REGION( "g", SCOREP_USER_REGION_TYPE_FUNCTION ); }\n'),
    "epik_user.h": (
        'EPIK_User_start("f", __FILE__, __LINE__);\nEPIK_User_end("f", __FILE__, __LINE__);\n',
        '{ EPIK_Tracer tracer("g", __FILE__, __LINE__); }\n'),
    "vt_user.h": (
        'VT_User_start__("f", __FILE__, __LINE__);\nVT_User_end__("f");\n'
        'VT_USER_START("g");\nVT_USER_END("g");\n',
        '{ VT_TRACER("h"); }\n'),
    "caliper/cali.h": (
        'cali_begin_region("f");\nCALI_MARK_BEGIN("g");\nCALI_MARK_END("g");\ncali_end_region("f");\n',
        ""),
    "nvtx3/nvToolsExt.h": (
        'nvtxRangePushA("f");\nnvtxMarkA("m");\nnvtxRangePop();\n',
        ""),
}


def test_every_stub_has_a_use():
    stubs = sorted(str(p.relative_to(STUBS)) for p in STUBS.rglob("*.h"))
    assert stubs == sorted(STUB_USES)


@pytest.mark.parametrize("std", ["c89", "c11", "c++17"])
@pytest.mark.parametrize("header", sorted(STUB_USES))
def test_stub_header_compiles(header, std, tmp_path):
    lang = "c++" if std.startswith("c++") else "c"
    compiler = need(compiler_for(lang))
    c_use, cxx_use = STUB_USES[header]
    body = c_use + (cxx_use if lang == "c++" else "")
    source = tmp_path / ("use.cpp" if lang == "c++" else "use.c")
    source.write_text(
        f"#include <{header}>\n#include <{header}>\n\n"  # include guard
        "int use_api(int argc, char **argv)\n{\n"
        f"{body}"
        "(void)argc;\n(void)argv;\nreturn 0;\n}\n")
    flags = {"c89": ["-std=c89"], "c11": ["-std=c11"], "c++17": ["-std=c++17"]}[std]
    cmd = [compiler, "-c", str(source), "-o", str(tmp_path / "use.o"), "-I", str(STUBS),
           "-pedantic-errors", "-Wall", "-Wextra", "-Werror", *flags]
    proc = subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stderr}\n{numbered(source.read_text())}"
