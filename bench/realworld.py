#!/usr/bin/env python3
"""Real projects, built plainly and through the wrapper, running their own tests.

For each project of bench/realworld_projects.py: a fresh copy of its sources
is built with gcc/g++/gfortran and its test suite run; then another copy is
built with `srcinst -s trace --strict --keep -v -- COMPILER` and the suite
run again, writing traces. Per project it reports the suites' results,
routines instrumented (entry code in the kept copies) and skipped (with the
reasons srcinst gave), fallbacks to the original source, the traces'
balance (mismatched exits, frames closed by unwinding, routines open at
exit) and the build-time ratio. Prints a Markdown table; --json keeps it all.

Sources are never fetched here and never committed: bring them during a
session with the `fetch` tool (they land in /work/.mirror/OWNER+NAME/repo),
and this script checks them out into --src.

    python bench/realworld.py [--only lz4,zlib] [--src /work/rw] [--work /tmp/rw-build] [--json out.json]
"""
from __future__ import annotations

import argparse
import collections
import glob
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.realworld_projects import PROJECTS  # noqa: E402
from srcinst.trace.report import END_OPEN_AT_EXIT, END_UNWOUND, load_trace  # noqa: E402

MIRRORS = Path("/work/.mirror")
WRAPPER = ["srcinst", "-s", "trace", "--strict", "--keep", "-v", "--"]
FALLBACK = re.compile(r"srcinst: (?:warning|error): .*(?:not instrumented, compiling the original|"
                      r"the instrumented code did not compile)")
SKIP = re.compile(r"^(\S+?):(\d+):(?:\d+:)? (warning|note): (.*?):? '([^']*)' is not instrumented", re.M)
NOTE_SKIP = re.compile(r"^(\S+?):(\d+):(?:\d+:)? note: '([^']*)' (?:is )?not instrumented: (.*)$", re.M)
ENTRY_MARK = {"C": "SRCINST_TRACE_ENTER(", "C++": "SRCINST_TRACE_ENTER(", "Fortran": "srcinst_trace_f_enter("}


def checkout(project: dict, src_root: Path) -> Path | None:
    """The project's sources under src_root, extracted from its mirror (blobs
    a mirror lacks, such as large test data, are left out)."""
    dest = src_root / project["name"]
    if dest.is_dir() and any(dest.iterdir()):
        return dest
    mirror = MIRRORS / project["repo"].replace("/", "+") / "repo"
    if not mirror.is_dir():
        return None
    listing = subprocess.run(["git", "--git-dir", str(mirror), "ls-tree", "-r", "-z", "HEAD"],
                             capture_output=True, check=True).stdout.split(b"\0")
    entries = []
    for item in filter(None, listing):
        meta, path = item.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob":
            entries.append((mode, sha.decode(), os.fsdecode(path)))
    batch = subprocess.Popen(["git", "--git-dir", str(mirror), "cat-file", "--batch"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for mode, sha, path in entries:
        batch.stdin.write(sha.encode() + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3:  # "<sha> missing"
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        target = dest / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if mode == b"120000":
            target.unlink(missing_ok=True)
            os.symlink(data.decode(), target)
        else:
            target.write_bytes(data)
            if mode == b"100755":
                target.chmod(0o755)
    batch.stdin.close()
    batch.wait()
    return dest


def commit_of(project: dict) -> str:
    mirror = MIRRORS / project["repo"].replace("/", "+") / "repo"
    done = subprocess.run(["git", "--git-dir", str(mirror), "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True)
    return done.stdout.strip() or "?"


def shell(script: str, cwd: Path, env: dict, log: Path, timeout: int) -> tuple[int, float]:
    start = time.monotonic()
    with open(log, "w") as out:
        try:
            done = subprocess.run(["bash", "-o", "pipefail", "-c", script], cwd=cwd, env=env, stdout=out,
                                  stderr=subprocess.STDOUT, timeout=timeout)
            status = done.returncode
        except subprocess.TimeoutExpired:
            out.write(f"\n[harness] timed out after {timeout} s\n")
            status = -1
    return status, time.monotonic() - start


def count(pattern: str | None, text: str) -> int | None:
    if not pattern:
        return None
    total = 0
    for m in re.finditer(pattern, text):
        total += int(m.group(1)) if m.groups() and m.group(1) else 1
    return total


def suite_result(project: dict, status: int, log_text: str) -> dict:
    passed, failed = count(project.get("passed"), log_text), count(project.get("failed"), log_text)
    ok = status == 0 and (passed is None or passed > 0) and not failed
    return {"status": status, "passed": passed, "failed": failed, "ok": ok}


def run_mode(project: dict, source: Path, work: Path, instrumented: bool, jobs: int, timeout: int) -> dict:
    mode = "inst" if instrumented else "plain"
    tree = work / project["name"] / mode
    shutil.rmtree(tree, ignore_errors=True)
    shutil.copytree(source, tree, symlinks=True)
    top = tree / project.get("subdir", "")
    traces = work / project["name"] / "traces"
    if instrumented:
        shutil.rmtree(traces, ignore_errors=True)
        traces.mkdir(parents=True)
    env = dict(os.environ, JOBS=str(jobs),
               SRCINST_TRACE_PREFIX=str(traces / "trace"), SRCINST_TRACE_MAX_EVENTS="200000")
    env.pop("SRCINST_SPEC", None)
    wrap = " ".join(WRAPPER)
    for var, compiler in (("CC", "gcc"), ("CXX", "g++"), ("FC", "gfortran")):
        env[var] = f"{wrap} {compiler}" if instrumented else compiler
    if instrumented:
        launch = ";".join(WRAPPER)
        env["CMAKE_LAUNCH"] = " ".join(
            f"-DCMAKE_{lang}_COMPILER_LAUNCHER='{launch}' -DCMAKE_{lang}_LINKER_LAUNCHER='{launch}'"
            for lang in ("C", "CXX"))
    else:
        env["CMAKE_LAUNCH"] = ""
    build_log, test_log = work / project["name"] / f"{mode}.build.log", work / project["name"] / f"{mode}.test.log"
    build_status, build_time = shell(project["build"], top, env, build_log, timeout)
    result = {"build_status": build_status, "build_time": round(build_time, 1)}
    if build_status != 0:
        result["suite"] = {"ok": False, "status": None, "passed": None, "failed": None}
        result["error"] = tail(build_log)
        return result
    test_status, _ = shell(project["test"], top, env, test_log, timeout)
    log_text = test_log.read_text(errors="replace")
    result["suite"] = suite_result(project, test_status, log_text)
    result["test_output"] = normalized(log_text)
    if not result["suite"]["ok"]:
        result["error"] = tail(test_log)
    if instrumented:
        result.update(instrumentation_facts(project, tree, build_log.read_text(errors="replace"), traces))
    return result


def normalized(text: str) -> str:
    """Test output without what differs between runs (times, addresses, paths)."""
    text = re.sub(r"\d+(\.\d+)? ?(ms|sec|s|seconds|MB/s)\b", "T", text)
    return re.sub(r"/tmp/\S+", "PATH", text)


def tail(log: Path, lines: int = 15) -> str:
    return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])


def instrumentation_facts(project: dict, tree: Path, build_log: str, traces: Path) -> dict:
    copies = [p for p in glob.glob(str(tree / "**" / "srcinst-inst" / "**" / "*"), recursive=True)
              if os.path.isfile(p)]
    mark = ENTRY_MARK[project["lang"]]
    instrumented = 0
    counted = set()  # a file compiled for several targets counts once
    for copy in copies:
        with open(copy, errors="replace") as f:
            text = f.read()
        key = (os.path.basename(copy), len(text))
        if key not in counted:
            counted.add(key)
            instrumented += text.count(mark) if project["lang"] != "Fortran" else text.lower().count(mark)
    skipped = collections.Counter()
    seen = set()
    for m in SKIP.finditer(build_log):
        key = (m.group(1), m.group(5))
        if key not in seen:
            seen.add(key)
            skipped[m.group(4)] += 1
    for m in NOTE_SKIP.finditer(build_log):
        key = (m.group(1), m.group(3))
        if key not in seen:
            seen.add(key)
            skipped[m.group(4)] += 1
    fallbacks = FALLBACK.findall(build_log)
    balance = {"traces": 0, "calls": 0, "mismatched": 0, "unwound": 0, "open_at_exit": 0, "routines_called": 0}
    called = set()
    for path in sorted(glob.glob(str(traces / "*.json")) + glob.glob(str(traces / "*.pftrace"))):
        try:
            trace = load_trace(path)
        except Exception as error:  # a trace we cannot read is a finding, not a crash
            balance.setdefault("unreadable", []).append(f"{path}: {error}")
            continue
        balance["traces"] += 1
        balance["mismatched"] += trace.mismatched_exits
        for call in trace.calls:
            balance["calls"] += 1
            balance["unwound"] += call.end == END_UNWOUND
            balance["open_at_exit"] += call.end == END_OPEN_AT_EXIT
            called.add(call.routine)
    balance["routines_called"] = len(called)
    return {"instrumented": instrumented, "skipped": dict(skipped), "fallbacks": fallbacks,
            "kept_copies": len(copies), "balance": balance}


def suite_cell(suite: dict) -> str:
    if suite.get("status") is None:
        return "build failed"
    word = "pass" if suite["ok"] else "FAIL"
    if suite.get("passed") is not None:
        word += f" {suite['passed']}" + (f"/{suite['passed'] + suite['failed']}" if suite.get("failed") else "")
    return word


def table(results: list) -> str:
    rows = ["| project | lang | commit | plain suite | instrumented suite (--strict) | same output | routines instrumented "
            "| skipped | fallbacks | traces: calls / mismatched / unwound / open | build time ratio |",
            "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        if "missing" in r:
            rows.append(f"| {r['name']} | {r['lang']} | not fetched | | | | | | | | |")
            continue
        plain, inst = r["plain"], r["inst"]
        b = inst.get("balance", {})
        ratio = f"{inst['build_time'] / plain['build_time']:.2f}x" if plain["build_time"] else "?"
        same = "yes" if plain.get("test_output") == inst.get("test_output") else "no"
        if not r.get("compare_output"):
            same = "n/a"
        rows.append(
            f"| {r['name']}{' (' + r['note'] + ')' if r.get('note') else ''} | {r['lang']} | {r['commit']} | "
            f"{suite_cell(plain['suite'])} | {suite_cell(inst['suite'])} | {same} | {inst.get('instrumented', '?')} | "
            f"{sum(inst.get('skipped', {}).values())} | {len(inst.get('fallbacks', []))} | "
            f"{b.get('calls', 0):,} / {b.get('mismatched', 0)} / {b.get('unwound', 0)} / {b.get('open_at_exit', 0)} | "
            f"{ratio} |")
    return "\n".join(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", default="/work/rw", type=Path)
    parser.add_argument("--work", default="/tmp/rw-build", type=Path)
    parser.add_argument("--only", default="")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--timeout", type=int, default=1200, help="per build and per suite, in seconds")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    wanted = set(filter(None, args.only.split(",")))
    results = []
    for project in PROJECTS:
        if wanted and project["name"] not in wanted:
            continue
        entry = {k: project.get(k) for k in ("name", "lang", "repo", "note", "compare_output")}
        source = checkout(project, args.src)
        if source is None:
            entry["missing"] = True
            results.append(entry)
            continue
        entry["commit"] = commit_of(project)
        print(f"[{project['name']}] plain", file=sys.stderr, flush=True)
        entry["plain"] = run_mode(project, source, args.work, False, args.jobs, args.timeout)
        print(f"[{project['name']}] instrumented", file=sys.stderr, flush=True)
        entry["inst"] = run_mode(project, source, args.work, True, args.jobs, args.timeout)
        results.append(entry)
        print(table([entry]).splitlines()[-1], file=sys.stderr, flush=True)
    print(table(results))
    for r in results:
        inst = r.get("inst", {})
        for reason, n in sorted(inst.get("skipped", {}).items(), key=lambda kv: -kv[1]):
            print(f"- {r['name']}: {n} skipped: {reason}")
        for line in inst.get("fallbacks", []):
            print(f"- {r['name']}: fallback: {line}")
        for mode in ("plain", "inst"):
            if r.get(mode, {}).get("error"):
                print(f"- {r['name']} ({mode}) failed:\n" + textwrap_indent(r[mode]["error"]))
    if args.json:
        for r in results:
            for mode in ("plain", "inst"):
                r.get(mode, {}).pop("test_output", None)
        args.json.write_text(json.dumps(results, indent=1))
    return 0


def textwrap_indent(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())


if __name__ == "__main__":
    sys.exit(main())
