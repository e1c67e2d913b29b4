"""The package's shape: imports go one way, down the layers srcinst/__init__
describes, and no module imports one that imports it back (imports inside
functions count: they run too)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
# where each installed package's files live in the source tree
PACKAGE_DIRS = {"srcinst": REPO / "srcinst", "srcinst.frontends": REPO / "frontends",
                "srcinst.specs": REPO / "specs"}

LEAVES = {"srcinst", "srcinst.diagnostics", "srcinst.output", "srcinst.edits", "srcinst.model",
          "srcinst.patterns", "srcinst.region_exclude", "srcinst.native", "srcinst.settings", "srcinst.collector"}


def layer(module: str) -> int:
    if module in LEAVES:
        return 1
    if module in ("srcinst.select.selection", "srcinst.select.callgraph"):
        return 2
    if module in ("srcinst.spec", "srcinst.engine", "srcinst.instrument", "srcinst.result_cache") \
            or module.startswith(("srcinst.frontends", "srcinst.specs")):
        return 3
    if module in ("srcinst.cli", "srcinst.__main__", "srcinst.wrap.launch", "srcinst.wrap.server"):
        return 5
    if module.startswith(("srcinst.select", "srcinst.wrap", "srcinst.trace")):
        return 4
    raise AssertionError(f"{module}: in no layer; add it to srcinst/__init__.py's list and here")


def modules() -> dict:
    """Every module of the installed package: its name -> its source file."""
    found = {}
    for package, directory in PACKAGE_DIRS.items():
        for path in directory.rglob("*.py"):
            parts = path.relative_to(directory).with_suffix("").parts
            if package == "srcinst" and parts[0] in ("frontends", "specs"):
                continue
            name = ".".join((package, *parts))
            found[name[:-len(".__init__")] if name.endswith(".__init__") else name] = path
    return found


def imports(name: str, path: Path, known: dict) -> set:
    """srcinst modules that `name` imports anywhere in its file."""
    is_package = path.name == "__init__.py"
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = name.split(".")
                anchor = anchor[:len(anchor) - node.level + (1 if is_package else 0)]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                whole = f"{base}.{alias.name}"
                found.add(whole if whole in known else base)
    return {module for module in found if module in known and module != name}


def graph() -> dict:
    known = modules()
    return {name: imports(name, path, known) for name, path in known.items()}


def test_every_module_has_a_layer():
    for name in graph():
        layer(name)


def test_imports_go_down_the_layers():
    upward = [f"{name} (layer {layer(name)}) imports {target} (layer {layer(target)})"
              for name, targets in graph().items() for target in sorted(targets) if layer(target) > layer(name)]
    assert not upward, "\n".join(upward)


def test_no_module_imports_one_that_imports_it_back():
    edges = graph()
    cycles = []

    def visit(node, stack, on_stack, done):
        on_stack.add(node)
        stack.append(node)
        for target in sorted(edges[node]):
            if target in on_stack:
                cycles.append(stack[stack.index(target):] + [target])
            elif target not in done:
                visit(target, stack, on_stack, done)
        stack.pop()
        on_stack.discard(node)
        done.add(node)

    done: set = set()
    for node in sorted(edges):
        if node not in done:
            visit(node, [], set(), done)
    assert not cycles, "\n".join(" -> ".join(cycle) for cycle in cycles)


@pytest.mark.parametrize("package, allowed", [
    # frontends know syntax, not rules
    ("srcinst.frontends", LEAVES),
    # the runtime's reader knows nothing of specs or frontends
    ("srcinst.trace", LEAVES),
])
def test_package_imports_only_what_its_docstring_allows(package, allowed):
    strays = [f"{name} imports {target}" for name, targets in graph().items()
              if name == package or name.startswith(package + ".")
              for target in sorted(targets)
              if not target.startswith(package) and target not in allowed]
    assert not strays, "\n".join(strays)


def test_the_check_sees_function_level_and_relative_imports():
    edges = graph()
    # srcinst.wrap.launch imports the command line only inside main()
    assert "srcinst.cli" in edges["srcinst.wrap.launch"]
    # frontends import each other relatively
    assert "srcinst.frontends.c_emit" in edges["srcinst.frontends.c_frontend"]
    assert "srcinst.frontends.c_family" in edges["srcinst.frontends.c_emit"]


# Folder names that common tools leave out by default: ruff's and Black's
# exclude lists and pytest's norecursedirs. A package under one of these
# names is silently skipped by linters, formatters and test collection.
TOOL_SKIPPED = {
    "build", "dist", "_build", "buck-out", "node_modules", "venv", ".venv", "site-packages",
    "__pypackages__", "CVS", "_darcs", "{arch}", ".git", ".hg", ".svn", ".tox", ".nox",
    ".eggs", ".mypy_cache", ".ruff_cache", ".pytest_cache", ".direnv", ".pants.d",
}


def tracked_folders() -> set[Path]:
    import subprocess
    files = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True,
                           check=True).stdout.split()
    return {parent for f in files for parent in Path(f).parents if parent != Path(".")}


def test_no_folder_has_a_name_tools_skip():
    folders = tracked_folders()
    assert Path("srcinst/wrap") in folders      # the check sees the tree
    skipped = sorted(str(f) for f in folders
                     if f.name in TOOL_SKIPPED or f.name.endswith(".egg") or
                     (f.name.startswith(".") and f.name != ".ci"))  # .ci holds only a shell script
    assert skipped == []
