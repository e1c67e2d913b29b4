#!/usr/bin/env python3
"""The SQLite amalgamation through the wrapper, with every shipped C spec.

sqlite3.c is one 9 MB file whose configuration sits inside `#ifndef
SQLITE_AMALGAMATION` (it defines _GNU_SOURCE at line ~257 and includes its
first system header at ~359), the shape that once put file rules at line 1.
For each spec with C rules the amalgamation is compiled with
`srcinst -s SPEC --strict -- gcc -c -Werror=implicit-function-declaration`
against the stub headers of tests/stubs. Specs whose code needs no library
(printf, trace) are also linked with a small driver that runs a SQL script,
and its output must equal the uninstrumented build's.

SQLite's code is never committed. Give its directory (sqlite3.c, sqlite3.h)
with --sqlite, or let the script take it from the npm package better-sqlite3
(`npm pack`, which ships deps/sqlite3/).

    python bench/sqlite_amalgamation.py [--sqlite DIR] [--work /tmp/sqlite-bench] [--specs printf,tau]
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
from srcinst.spec import parse_spec  # noqa: E402

STUBS = REPO / "tests" / "stubs"
OWN_HEADERS = REPO / "srcinst" / "trace" / "runtime"
NPM_PACKAGE = "better-sqlite3@12.11.1"
RUNNABLE = {"printf", "trace"}  # specs whose code links without a tool's library
CFLAGS = ["-std=gnu11", "-O0", "-DSQLITE_ENABLE_FTS5", "-Werror=implicit-function-declaration",
          "-Werror=int-conversion"]
LIBS = ["-lpthread", "-ldl", "-lm"]

DRIVER = r"""
#include <stdio.h>
#include <stdlib.h>
#include "sqlite3.h"
static int row(void *first, int n, char **values, char **names) {
  int i;
  (void)first;
  for (i = 0; i < n; i++) printf("%s%s=%s", i ? "|" : "", names[i], values[i] ? values[i] : "NULL");
  printf("\n");
  return 0;
}
int main(int argc, char **argv) {
  sqlite3 *db;
  char *sql, *error = 0;
  long size;
  FILE *f = fopen(argv[1], "rb");
  if (argc < 3 || !f) return 2;
  fseek(f, 0, SEEK_END); size = ftell(f); rewind(f);
  sql = malloc(size + 1);
  if (fread(sql, 1, size, f) != (size_t)size) return 2;
  sql[size] = 0; fclose(f);
  remove(argv[2]);
  if (sqlite3_open(argv[2], &db) != SQLITE_OK) return 3;
  if (sqlite3_exec(db, sql, row, 0, &error) != SQLITE_OK) { printf("error: %s\n", error); return 4; }
  printf("version %s, changes %d\n", sqlite3_libversion(), sqlite3_total_changes(db));
  sqlite3_close(db);
  free(sql);
  return 0;
}
"""

SCRIPT = """
PRAGMA journal_mode=WAL;
PRAGMA mmap_size=268435456;
CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT, v REAL, b BLOB);
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000)
  INSERT INTO t(name, v, b) SELECT printf('n%05d', x), x * 0.5, zeroblob(x % 7) FROM c;
CREATE INDEX t_name ON t(name);
CREATE TABLE log(id INTEGER, what TEXT);
CREATE TRIGGER t_del AFTER DELETE ON t BEGIN INSERT INTO log VALUES (old.id, 'deleted'); END;
BEGIN; DELETE FROM t WHERE id % 97 = 0; SAVEPOINT s; UPDATE t SET v = -v WHERE id < 10; ROLLBACK TO s; COMMIT;
SELECT count(*), sum(v), min(name), max(name), total(length(b)) FROM t;
SELECT count(*) FROM log;
CREATE VIEW w AS SELECT id, name, sum(v) OVER (ORDER BY id ROWS 2 PRECEDING) AS s FROM t;
SELECT * FROM w WHERE id BETWEEN 100 AND 105;
SELECT name FROM t WHERE name LIKE 'n0001%' ORDER BY name DESC LIMIT 3;
SELECT json_object('a', 1, 'b', json_array(1, 2, 'x')), json_extract('{"k":[3,4]}', '$.k[1]');
SELECT upper('abc'), substr('hello', 2, 3), replace('a-b-c', '-', '+'), hex('xy'), quote('it''s');
SELECT typeof(1), typeof(1.5), typeof('x'), typeof(x'00'), typeof(NULL), 7 / 2, 7 % 3, 1e300 * 1e10;
CREATE TABLE kv(k TEXT PRIMARY KEY, n INTEGER) WITHOUT ROWID;
INSERT INTO kv VALUES ('a', 1), ('b', 2) ON CONFLICT(k) DO UPDATE SET n = n + 1;
INSERT INTO kv VALUES ('a', 1) ON CONFLICT(k) DO UPDATE SET n = n + 10;
SELECT * FROM kv ORDER BY k;
SELECT t.id, kv.n FROM t JOIN kv ON t.id = kv.n ORDER BY t.id;
CREATE VIRTUAL TABLE IF NOT EXISTS docs USING fts5(body);
INSERT INTO docs VALUES ('the quick brown fox'), ('jumps over the lazy dog');
SELECT body FROM docs WHERE docs MATCH 'lazy';
PRAGMA integrity_check;
VACUUM;
SELECT count(*) FROM t;
"""


def fetch_amalgamation(work: Path) -> Path:
    """sqlite3.c and sqlite3.h from the npm package that ships them."""
    target = work / "sqlite"
    if (target / "sqlite3.c").is_file():
        return target
    if not shutil.which("npm"):
        sys.exit("no --sqlite directory and no npm to fetch one")
    work.mkdir(parents=True, exist_ok=True)
    packed = subprocess.run(["npm", "pack", NPM_PACKAGE], cwd=work, capture_output=True, text=True, check=True)
    tarball = work / packed.stdout.strip().splitlines()[-1]
    target.mkdir(exist_ok=True)
    with tarfile.open(tarball) as archive:
        for member in archive.getmembers():
            if member.name.startswith("package/deps/sqlite3/") and member.isfile():
                member.name = os.path.basename(member.name)
                archive.extract(member, target)
    return target


def c_specs() -> list:
    names = []
    for path in sorted((REPO / "specs").glob("*.spec")):
        if any(rule.applies_to_lang("c") for rule in parse_spec(path.read_text(), path.name).rules):
            names.append(path.stem)
    return names


def run(cmd, cwd: Path, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, **kw)


def build(spec: str | None, sqlite: Path, work: Path) -> dict:
    """One build: plain (spec None) or through the wrapper; linked and run where it can be."""
    out = work / (spec or "plain")
    out.mkdir(parents=True, exist_ok=True)
    (out / "driver.c").write_text(DRIVER)
    (out / "script.sql").write_text(SCRIPT)
    wrap = [sys.executable, "-m", "srcinst", "-s", spec, "--strict", "--"] if spec else []
    includes = ["-I", str(sqlite), "-I", str(STUBS), "-I", str(OWN_HEADERS)]
    started = time.time()
    compiled = run(wrap + ["gcc", *CFLAGS, *includes, "-c", str(sqlite / "sqlite3.c"), "-o", "sqlite3.o"], out,
                   env=dict(os.environ, PYTHONPATH=str(REPO)))
    result = {"spec": spec or "(none)", "compile": compiled.returncode, "seconds": round(time.time() - started, 1),
              "messages": compiled.stderr.count("\n")}
    if compiled.returncode != 0:
        result["error"] = compiled.stderr[-2000:]
        return result
    if spec is not None and spec not in RUNNABLE:
        return result
    linked = run(wrap + ["gcc", *CFLAGS, "-I", str(sqlite), "driver.c", "sqlite3.o", "-o", "prog", *LIBS], out,
                 env=dict(os.environ, PYTHONPATH=str(REPO)))
    if linked.returncode != 0:
        result["error"] = linked.stderr[-2000:]
        return result
    ran = subprocess.run(["./prog", "script.sql", "test.db"], cwd=out, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True)
    result.update(status=ran.returncode, stdout=ran.stdout)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sqlite", type=Path, help="directory with sqlite3.c and sqlite3.h")
    parser.add_argument("--work", type=Path, default=Path("/tmp/sqlite-bench"))
    parser.add_argument("--specs", help="comma-separated spec names (default: every spec with C rules)")
    args = parser.parse_args()
    sqlite = args.sqlite or fetch_amalgamation(args.work)
    specs = args.specs.split(",") if args.specs else c_specs()
    plain = build(None, sqlite, args.work)
    if plain.get("status") != 0:
        print(f"the plain build fails: {plain}")
        return 1
    failed = 0
    print("| spec | compiles (--strict) | seconds | SQL script |\n|---|---|---|---|")
    for spec in specs:
        result = build(spec, sqlite, args.work)
        if "stdout" in result:
            same = result["stdout"] == plain["stdout"] and result["status"] == plain["status"]
            verdict = "same output" if same else "DIFFERENT output"
        else:
            same, verdict = result["compile"] == 0, "not run (needs the tool's library)"
        ok = result["compile"] == 0 and same and "error" not in result
        failed += not ok
        print(f"| {spec} | {'yes' if result['compile'] == 0 else 'NO'} | {result['seconds']} | {verdict} |")
        if "error" in result:
            print(result["error"], file=sys.stderr)
    print(f"\nplain build: {plain['seconds']} s; script output {len(plain['stdout'].splitlines())} lines")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
