"""Settings: every SRCINST_* variable read once, at srcinst's edges.

The table in srcinst/settings.py is the one list: `srcinst config` prints it
with each value's origin, docs/settings.md lists exactly its names, and the
frontends and the core never read the environment (checked on their syntax
trees, as test_layout checks imports). That each setting still takes effect
is proved by its own tests (test_server: SRCINST_SERVER, SRCINST_DISABLE,
SRCINST_SERVER_IDLE; test_wrapper: SRCINST_SPEC, SRCINST_OPTIONS,
SRCINST_DISABLE; test_result_cache: SRCINST_CACHE, SRCINST_CACHE_SIZE;
test_prefix_pch: SRCINST_PREFIX_PCH; test_clang_walk: SRCINST_WALK;
test_fortran_scan: SRCINST_FORTRAN_PARSER; test_trace_otf2:
SRCINST_TRACE_OTF2) and by the ones below."""
from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from srcinst.settings import INTERNAL, RUNTIME, SETTINGS, Settings

REPO = Path(__file__).resolve().parent.parent
# Where the environment is read: the command's edges.
EDGES = {"srcinst/settings.py", "srcinst/cli.py", "srcinst/wrap/launch.py", "srcinst/wrap/server.py"}
# The frontends and the core read no environment variable at all.
CORE = ["frontends", "srcinst/spec.py", "srcinst/engine.py", "srcinst/instrument.py", "srcinst/model.py",
        "srcinst/edits.py", "srcinst/output.py", "srcinst/result_cache.py", "srcinst/select",
        "srcinst/patterns.py", "srcinst/diagnostics.py"]


def environment_reads(path: Path) -> list[tuple[int, str | None]]:
    """(line, variable name or None when not a literal) of each read of the
    environment in a file: os.environ[...], os.environ.get/pop/setdefault,
    os.getenv, `name in os.environ`, os.environ as a whole (dict(os.environ))."""
    tree = ast.parse(path.read_text(), str(path))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []

    def literal(node):
        return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None

    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "getenv":
            found.append((node.lineno, literal(node.args[0]) if node.args else None))
        if not (isinstance(node, ast.Attribute) and node.attr == "environ"
                and isinstance(node.value, ast.Name) and node.value.id == "os"):
            continue
        parent = parents.get(node)
        if isinstance(parent, ast.Subscript) and isinstance(parent.ctx, ast.Load):
            found.append((node.lineno, literal(parent.slice)))
        elif isinstance(parent, ast.Attribute) and parent.attr in ("get", "pop", "setdefault"):
            call = parents.get(parent)
            found.append((node.lineno, literal(call.args[0]) if isinstance(call, ast.Call) and call.args else None))
        elif isinstance(parent, ast.Compare):
            found.append((node.lineno, literal(parent.left)))
        elif isinstance(parent, ast.Subscript) or (isinstance(parent, ast.Attribute)
                                                   and parent.attr in ("clear", "update")):
            continue  # written: a server worker takes its client's environment
        else:
            found.append((node.lineno, None))  # the whole environment, e.g. passed to a child process
    return sorted(found, key=lambda read: read[0])


def python_files(*roots: str) -> list[Path]:
    return sorted(p for root in roots for p in ([REPO / root] if root.endswith(".py")
                                                 else (REPO / root).rglob("*.py")))


def test_the_check_sees_each_way_of_reading_the_environment(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("import os\na = os.environ['SRCINST_A']\nb = os.environ.get('SRCINST_B')\n"
                     "c = os.getenv('SRCINST_C')\nd = 'SRCINST_D' in os.environ\ne = dict(os.environ)\n"
                     "os.environ.update({})\nos.environ['X'] = '1'\n")
    assert environment_reads(probe) == [(2, "SRCINST_A"), (3, "SRCINST_B"), (4, "SRCINST_C"), (5, "SRCINST_D"),
                                        (6, None)]


def test_frontends_and_the_core_never_read_the_environment():
    reads = [f"{path.relative_to(REPO)}:{line}: {name or 'the environment'}"
             for path in python_files(*CORE) for line, name in environment_reads(path)]
    assert not reads, "\n".join(reads)


def test_only_the_edges_read_srcinst_variables():
    reads = [f"{path.relative_to(REPO)}:{line}: {name}"
             for path in python_files("srcinst", "frontends")
             if str(path.relative_to(REPO)) not in EDGES
             for line, name in environment_reads(path) if name and name.startswith("SRCINST_")]
    assert not reads, "\n".join(reads)


def test_every_srcinst_variable_the_code_names_is_in_a_table():
    """A new SRCINST_* name in srcinst's code is a setting, a runtime variable
    or internal plumbing: it cannot be added unseen by `srcinst config`."""
    known = {s.env for s in SETTINGS} | {name for name, _, _ in RUNTIME} | set(INTERNAL)
    named = set()
    for path in [*python_files("srcinst", "frontends"), *(REPO / "srcinst").rglob("*.[ch]")]:
        named |= set(re.findall(r"\bSRCINST_[A-Z0-9_]*[A-Z0-9]\b", path.read_text(errors="replace")))
    # Include guards and the names of macros and functions srcinst emits.
    code = {n for n in named if n.endswith("_H") or n in ("SRCINST_TRACE_ENTER", "SRCINST_TRACE_REGION_ENTER",
                                                           "SRCINST_TRACE_SCOPE", "SRCINST_TRACE_FRAME",
                                                           "SRCINST_ON_EXIT_DEFINED")}
    assert named - code - known == set()


def srcinst(*args, **env):
    environment = {k: v for k, v in os.environ.items() if not k.startswith("SRCINST_")}
    return subprocess.run([sys.executable, "-m", "srcinst", *args], capture_output=True, text=True,
                          env={**environment, **env})


def test_config_prints_each_setting_with_its_origin(tmp_path):
    done = srcinst("config", SRCINST_CACHE_DIR=str(tmp_path), SRCINST_CACHE_SIZE="500M", SRCINST_SERVER="off",
                   SRCINST_OPTIONS="--strict -f 'my list'", SRCINST_TRACE_PREFIX="out/run1")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert f"(environment) cache_dir = {tmp_path}" in lines
    assert "(environment) cache_size = 500M" in lines
    assert "(environment) server = 0" in lines
    assert "(environment) options = --strict -f 'my list'" in lines
    assert "(default) cache = 1" in lines and "(default) server_idle = 300" in lines
    assert "(default) walk = auto" in lines
    assert "(environment) SRCINST_TRACE_PREFIX = out/run1" in lines
    assert "(default) SRCINST_TRACE_FORMAT = perfetto" in lines
    assert len(lines) == len(SETTINGS) + 1 + len(RUNTIME)


def test_config_default_directories_follow_xdg(tmp_path):
    done = srcinst("config", "--format", "json", XDG_CACHE_HOME=str(tmp_path / "c"),
                   XDG_RUNTIME_DIR=str(tmp_path / "r"))
    rows = {row["name"]: row for row in json.loads(done.stdout)["settings"]}
    assert rows["cache_dir"] == {"name": "cache_dir", "variable": "SRCINST_CACHE_DIR",
                                 "value": str(tmp_path / "c" / "srcinst"), "origin": "default"}
    assert rows["server_dir"]["value"] == str(tmp_path / "r" / "srcinst")


def test_config_json_lists_every_setting_and_runtime_variable():
    done = srcinst("config", "--format", "json", SRCINST_WALK="python", SRCINST_TRACE="0")
    data = json.loads(done.stdout)
    assert [row["variable"] for row in data["settings"]] == [s.env for s in SETTINGS]
    assert {"name": "walk", "variable": "SRCINST_WALK", "value": "python", "origin": "environment"} \
        in data["settings"]
    assert {"variable": "SRCINST_TRACE", "value": "0", "origin": "environment"} in data["runtime"]


@pytest.mark.parametrize("name, value, why", [
    ("SRCINST_CACHE_SIZE", "abc", "not a size (bytes, or with K, M or G: 500M)"),
    ("SRCINST_CACHE", "maybe", "not a flag (use 1 or 0)"),
    ("SRCINST_SERVER_IDLE", "five minutes", "not a number of seconds"),
    ("SRCINST_WALK", "native", "use auto, python, both"),
    ("SRCINST_PREFIX_PCH", "sometimes", "use auto, always, off"),
    ("SRCINST_OPTIONS", "-f 'unclosed", "cannot split it as a shell would: No closing quotation"),
])
@pytest.mark.parametrize("command", [["config"], ["-s", "printf", "x.c"], ["cache"]])
def test_a_bad_value_is_a_gcc_style_error(name, value, why, command, tmp_path):
    done = srcinst(*command, **{name: value, "SRCINST_CACHE_DIR": str(tmp_path)})
    assert (done.returncode, done.stdout, done.stderr) == (1, "", f"srcinst: error: {name}={value}: {why}\n")


def test_a_bad_value_stops_a_wrapped_compile_before_the_compiler_runs(tmp_path):
    (tmp_path / "x.c").write_text("int main(void) { return 0; }\n")
    for launcher in ([sys.executable, "-m", "srcinst"], [sys.executable, "-c",
                                                         "from srcinst.wrap.launch import main; main()"]):
        done = subprocess.run([*launcher, "-s", "printf", "--", "gcc", "-c", "x.c"], cwd=tmp_path,
                              capture_output=True, text=True,
                              env=dict(os.environ, SRCINST_DISABLE="perhaps", SRCINST_CACHE_DIR=str(tmp_path)))
        assert (done.returncode, done.stderr) == (1, "srcinst: error: SRCINST_DISABLE=perhaps: "
                                                     "not a flag (use 1 or 0)\n")
        assert not (tmp_path / "x.o").exists()


@pytest.mark.parametrize("value", ["1", "yes", "ON", " true "])
def test_flags_take_the_usual_spellings(value, tmp_path):
    """SRCINST_DISABLE=yes runs the compiler as it is, as =1 does."""
    (tmp_path / "x.c").write_text("int main(void) { return 0; }\n")
    done = subprocess.run([sys.executable, "-m", "srcinst", "-s", "no-such-spec", "--", "gcc", "-c", "x.c"],
                          cwd=tmp_path, capture_output=True, text=True,
                          env=dict(os.environ, SRCINST_DISABLE=value, SRCINST_CACHE_DIR=str(tmp_path)))
    assert done.returncode == 0 and (tmp_path / "x.o").exists(), done.stderr


def test_the_cache_size_reaches_the_cache(tmp_path):
    done = srcinst("cache", SRCINST_CACHE_DIR=str(tmp_path), SRCINST_CACHE_SIZE="500M")
    assert done.returncode == 0 and "size:      0 bytes of 500.0 MiB\n" in done.stdout, done.stderr


def test_settings_parse_and_origins():
    settings = Settings.from_environ({"SRCINST_CACHE_SIZE": "1.5K", "SRCINST_PREFIX_PCH": "0",
                                               "SRCINST_SERVER_IDLE": "0", "SRCINST_SPEC": "tau",
                                               "SRCINST_CACHE": " ", "HOME": "/h"})
    assert settings.cache_size == 1536 and settings.prefix_pch == "off" and settings.pch_mode is None
    assert settings.server_idle == 0.1 and settings.spec == "tau" and settings.cache
    assert settings.cache_dir == "/h/.cache/srcinst"
    assert settings.origins["cache_size"] == "environment" and settings.origins["cache"] == "default"
    assert Settings(cache_size=5) == Settings.from_environ({"SRCINST_CACHE_SIZE": "5"})  # origins aside
    assert Settings.from_environ({"SRCINST_CACHE": "0", "HOME": "/h"}).pch_mode is None


def test_the_result_cache_key_holds_the_include_environment(tmp_path):
    """CPATH and the like move headers: part of the key, as the settings carry them."""
    from srcinst.instrument import Options
    from srcinst.result_cache import Lookup
    from srcinst.spec import parse_spec

    def key(env):
        options = Options(lang="c", compiler="gcc", settings=Settings.from_environ(env))
        return Lookup(str(tmp_path / "t.c"), b"int x;\n", "c", parse_spec(""), options).key
    assert key({"CPATH": "/a"}) != key({})
    assert key({"SRCINST_SERVER": "0", "SRCINST_CACHE_SIZE": "5M"}) == key({})


def test_docs_table_lists_exactly_the_settings():
    text = (REPO / "docs" / "settings.md").read_text()
    listed = re.findall(r"^\| `(SRCINST_[A-Z0-9_]+)`", text, re.M)
    assert listed == [s.env for s in SETTINGS] + [name for name, _, _ in RUNTIME]
