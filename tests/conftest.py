"""pytest fixtures for the srcinst compile-and-run tests (see helpers.py)."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import helpers  # noqa: E402

# Every C/C++ parse in the tests, in this process and in the srcinst commands
# they start, runs the native walk and the Python one and fails where their
# facts differ (frontends/clang_walk.py); srcinst goes on with the native one.
os.environ.setdefault("SRCINST_WALK", "both")


@pytest.fixture(scope="session", autouse=True)
def private_cache(tmp_path_factory):
    """The session's own cache (srcinst's C programs, instrumented copies):
    nothing a previous run left there can make a test pass."""
    if "SRCINST_CACHE_DIR" not in os.environ:
        os.environ["SRCINST_CACHE_DIR"] = str(tmp_path_factory.mktemp("srcinst-cache"))
    yield


@pytest.fixture(scope="session", autouse=True)
def private_server(tmp_path_factory, private_cache):
    """Wrapped compiles in the tests go through a resident server of their
    own (as a user's do), which stops when the session ends."""
    with helpers.server_directory() as directory:
        os.environ["SRCINST_SERVER_DIR"] = str(directory)
        os.environ.pop("SRCINST_SERVER", None)
        yield directory


@pytest.fixture(scope="session")
def hooks_object(tmp_path_factory) -> Path:
    """The event recorder compiled once as a C object."""
    return helpers.compile_hooks_object(tmp_path_factory.mktemp("hooks"))


@dataclass
class ProgramResult:
    meta: helpers.ProgramMeta
    work: Path
    original: helpers.RunResult | None = None
    instrumented_source: Path | None = None
    instrumented: helpers.RunResult | None = None
    log_path: Path | None = None
    events: list[helpers.Event] = field(default_factory=list)
    error: str | None = None   # first failure on the way, if any

    def require(self) -> ProgramResult:
        if self.error is not None:
            pytest.fail(self.error, pytrace=False)
        return self

    def context(self) -> str:
        """Where to look when a check fails."""
        lines = [f"program:       {self.meta.path}",
                 f"instrumented:  {self.instrumented_source}",
                 f"event log:     {self.log_path}"]
        return "\n".join(lines)


class CorpusRunner:
    """Builds, instruments and runs each corpus program once per session."""

    def __init__(self, base: Path, hooks_obj: Path):
        self.base = base
        self.hooks_obj = hooks_obj
        self._cache: dict[Path, ProgramResult] = {}

    def original(self, path: Path) -> ProgramResult:
        return self._get(path, instrumented=False)

    def full(self, path: Path) -> ProgramResult:
        return self._get(path, instrumented=True)

    def _get(self, path: Path, instrumented: bool) -> ProgramResult:
        res = self._cache.get(path)
        if res is None:
            meta = helpers.parse_meta(path)
            work = self.base / f"{path.parent.name}_{path.stem}"
            work.mkdir(parents=True, exist_ok=True)
            res = ProgramResult(meta=meta, work=work)
            self._cache[path] = res
            try:
                exe = helpers.build_original(meta, work / "orig")
                res.original = helpers.run_program(exe)
            except AssertionError as e:
                res.error = f"original program: {e}"
        if instrumented and res.error is None and res.instrumented_source is None:
            self._instrument(res)
        return res

    def _instrument(self, res: ProgramResult) -> None:
        meta = res.meta
        inst_dir = res.work / "inst"
        inst_dir.mkdir(exist_ok=True)
        res.instrumented_source = inst_dir / ("inst.c" if meta.lang == "c" else "inst.cpp")
        res.log_path = inst_dir / "events.log"
        try:
            helpers.instrument(meta, res.instrumented_source)
            exe = helpers.build_instrumented(meta, res.instrumented_source, self.hooks_obj,
                                             inst_dir)
            if res.log_path.exists():
                res.log_path.unlink()
            res.instrumented = helpers.run_program(exe, res.log_path)
            res.events = helpers.parse_log(res.log_path)
        except AssertionError as e:
            res.error = str(e)


@pytest.fixture(scope="session")
def corpus_runner(tmp_path_factory, hooks_object) -> CorpusRunner:
    return CorpusRunner(tmp_path_factory.mktemp("corpus"), hooks_object)
