"""What configures srcinst: every SRCINST_* variable, read once.

The edges of srcinst (cli.main, wrap.launch.main, wrap.server, and the server
for each request, from the environment its client sent) call
`Settings.from_environ`; everything below them gets the Settings, or the few
values it needs, as arguments. The frontends and the core never read the
environment (tests/test_settings.py checks it).

SETTINGS is the table of user settings: `srcinst config`, docs/settings.md
(checked against it) and the parsing all come from it. RUNTIME names the
variables the trace runtime reads in the instrumented program (C, at run
time), which `srcinst config` shows as set. INTERNAL names the variables and
C macros srcinst passes between its own processes and builds: no user sets
them.

The native `srcinst` (wrap/client/) reads SRCINST_DISABLE, SRCINST_SERVER,
SRCINST_SERVER_DIR, SRCINST_CACHE, SRCINST_CACHE_DIR and
SRCINST_FORTRAN_PARSER itself, with the same meanings; a flag value it does
not know it leaves to Python, which reports it.
"""
from __future__ import annotations

import dataclasses
import os
import shlex
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from srcinst.diagnostics import SrcinstError, error

TRUE = ("1", "yes", "on", "true")
FALSE = ("0", "no", "off", "false")
SIZE_UNITS = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
INCLUDE_ENVIRONMENT = ("CPATH", "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH", "OBJC_INCLUDE_PATH")


@dataclass(frozen=True)
class Setting:
    """One row of the table: the Settings field `name`, set by `env`."""
    name: str
    env: str
    kind: str        # flag, path, size, seconds, choice, text, words
    default: str     # as a user would write it (docs, `srcinst config`)
    meaning: str
    choices: tuple[str, ...] = ()


SETTINGS = (
    Setting("spec", "SRCINST_SPEC", "text", "",
            "the compiler wrapper's spec when `-s` is not given"),
    Setting("options", "SRCINST_OPTIONS", "words", "",
            "more options for the compiler wrapper, split as a shell would, before those on the command line"),
    Setting("disable", "SRCINST_DISABLE", "flag", "0",
            "run the compiler unchanged (e.g. while `configure` probes it)"),
    Setting("server", "SRCINST_SERVER", "flag", "1",
            "wrapped compiles go to a resident server; 0: each in its own process"),
    Setting("server_dir", "SRCINST_SERVER_DIR", "path", "$XDG_RUNTIME_DIR/srcinst, else /tmp/srcinst-server-$UID",
            "the private directory of the server's socket"),
    Setting("server_idle", "SRCINST_SERVER_IDLE", "seconds", "300",
            "seconds without work after which the server leaves"),
    Setting("cache", "SRCINST_CACHE", "flag", "1",
            "reuse instrumented copies (the result cache) and repeat compiles without Python (direct hits)"),
    Setting("cache_dir", "SRCINST_CACHE_DIR", "path", "$XDG_CACHE_HOME/srcinst, else ~/.cache/srcinst",
            "the cache directory: results, compiler probes, launch records, srcinst's built C programs"),
    Setting("cache_size", "SRCINST_CACHE_SIZE", "size", "1G",
            "bound of the result cache (bytes, or with K, M, G); the least recently used entries go first"),
    Setting("prefix_pch", "SRCINST_PREFIX_PCH", "choice", "auto",
            "precompile C and C++ preambles: `auto` (heavy headers, seen twice), `always`, `off`",
            ("auto", "always", "off")),
    Setting("walk", "SRCINST_WALK", "choice", "auto",
            "libclang's tree walked by `auto` (native where it builds, else Python), `python`, or `both` "
            "(compared, a difference is an error: for tests)", ("auto", "python", "both")),
    Setting("fortran_parser", "SRCINST_FORTRAN_PARSER", "choice", "auto",
            "Fortran read by `auto` (the keyword scanner, fparser where it is unsure) or `fparser` "
            "(fparser for every file: for comparing)", ("auto", "fparser")),
    Setting("headers", "SRCINST_HEADERS", "words", "project",
            "the headers a wrapped C or C++ compile instruments too: `project` (those found in the project's "
            "tree), `none`, or directories and globs"),
    Setting("trace_otf2", "SRCINST_TRACE_OTF2", "flag", "1",
            "build the trace runtime with OTF2 output when libotf2 is found; 0: without"),
)

# Read by the trace runtime (srcinst/trace/runtime/srcinst_trace.c) in the
# instrumented program: (variable, default, meaning). docs/trace.md explains them.
RUNTIME = (
    ("SRCINST_TRACE", "1", "0: no timeline, profile only"),
    ("SRCINST_TRACE_PREFIX", "srcinst-trace", "path prefix of the outputs"),
    ("SRCINST_TRACE_FORMAT", "perfetto", "the timeline's format: `perfetto`, `json` or `otf2`"),
    ("SRCINST_PROFILE", "file", "the flat profile: `file`, `stderr` or `off`"),
    ("SRCINST_TRACE_MAX_EVENTS", "250000", "calls kept for the timeline, per process"),
    ("SRCINST_TRACE_THROTTLE", "1", "0: keep every routine in the timeline (no throttling)"),
    ("SRCINST_TRACE_THROTTLE_CALLS", "100000", "a routine called more often than this on a thread ..."),
    ("SRCINST_TRACE_THROTTLE_US", "10", "... at under this many microseconds per call leaves the timeline"),
    ("SRCINST_TRACE_CLOCK", "", "`monotonic`: clock_gettime even where the TSC is invariant"),
    ("SRCINST_TRACE_FRAMES", "1", "0: do not compare frame addresses"),
    ("SRCINST_TRACE_VERBOSE", "0", "1: say on stderr where the outputs went and what was ignored"),
)

# Not settings: srcinst's own plumbing, never set by users.
INTERNAL = (
    "SRCINST_LAUNCHER",      # the native launcher tells srcinst-python it ran it (wrap/launch.py)
    "SRCINST_LAUNCH_MATCH",  # ... and its view of the environment, for the launch record
    "SRCINST_KEY", "SRCINST_PYTHON",  # C macros of `srcinst client`'s build (wrap/client_build.py)
    "SRCINST_HAVE_OTF2",     # C macro: the runtime was built with OTF2 (trace/runtime_build.py)
    "SRCINST_HAVE_MPI",      # C macros: ... with PMPI wrappers, and the Fortran ones (an MPI compiler)
    "SRCINST_HAVE_MPI_FORTRAN",
)

FIELDS = {setting.name: setting for setting in SETTINGS}


def _flag(setting: Setting, text: str) -> bool:
    value = text.strip().lower()
    if value in TRUE:
        return True
    if value in FALSE:
        return False
    raise _bad(setting, text, "not a flag (use 1 or 0)")


def _size(setting: Setting, text: str) -> int:
    value = text.strip().upper()
    try:
        if value[-1:] in SIZE_UNITS:
            size = int(float(value[:-1]) * SIZE_UNITS[value[-1]])
        else:
            size = int(value)
    except (ValueError, OverflowError):
        raise _bad(setting, text, "not a size (bytes, or with K, M or G: 500M)") from None
    if size < 0:
        raise _bad(setting, text, "not a size (bytes, or with K, M or G: 500M)") from None
    return size


def _seconds(setting: Setting, text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        raise _bad(setting, text, "not a number of seconds") from None
    if seconds != seconds or seconds < 0:  # nan
        raise _bad(setting, text, "not a number of seconds") from None
    return min(max(seconds, 0.1), 1e6)


def _choice(setting: Setting, text: str) -> str:
    value = text.strip().lower()
    if value == "0" and "off" in setting.choices:
        value = "off"
    if value not in setting.choices:
        raise _bad(setting, text, "use " + ", ".join(setting.choices))
    return value


def _words(setting: Setting, text: str) -> tuple[str, ...]:
    try:
        return tuple(shlex.split(text))
    except ValueError as exc:
        raise _bad(setting, text, f"cannot split it as a shell would: {exc}") from None


def _bad(setting: Setting, text: str, why: str) -> SrcinstError:
    return error(f"{setting.env}={text}: {why}", path="srcinst")


PARSE: dict[str, Callable[[Setting, str], Any]] = {
    "flag": _flag, "size": _size, "seconds": _seconds, "choice": _choice, "words": _words,
    "text": lambda setting, text: text, "path": lambda setting, text: text}


def _default_server_dir(env: Mapping[str, str]) -> str:
    runtime = env.get("XDG_RUNTIME_DIR")
    return os.path.join(runtime, "srcinst") if runtime else f"/tmp/srcinst-server-{os.getuid()}"


def _default_cache_dir(env: Mapping[str, str]) -> str:
    base = env.get("XDG_CACHE_HOME") or os.path.join(env.get("HOME") or os.path.expanduser("~"), ".cache")
    return os.path.join(base, "srcinst")


def _include_environment(env: Mapping[str, str]) -> str:
    return "\n".join(f"{name}={env.get(name, '')}" for name in INCLUDE_ENVIRONMENT)


@dataclass(frozen=True)
class Settings:
    """The effective settings of one run. Settings() are the defaults, its
    directories this user's (HOME, XDG_*); Settings.from_environ reads them."""
    spec: str | None = None
    options: tuple[str, ...] = ()
    disable: bool = False
    server: bool = True
    server_dir: str = ""        # "": the default
    server_idle: float = 300.0
    cache: bool = True
    cache_dir: str = ""         # "": the default
    cache_size: int = 1 << 30
    prefix_pch: str = "auto"
    walk: str = "auto"
    fortran_parser: str = "auto"
    trace_otf2: bool = True
    headers: tuple[str, ...] = ("project",)
    # Not a setting: the compiler's variables that move include paths, which
    # the result cache's keys and the preambles' PCH include.
    include_environment: str = _include_environment({})
    # Where each setting's value came from: "environment" or "default".
    origins: Mapping[str, str] = dataclasses.field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.server_dir:
            object.__setattr__(self, "server_dir", _default_server_dir(os.environ))
        if not self.cache_dir:
            object.__setattr__(self, "cache_dir", _default_cache_dir(os.environ))

    @classmethod
    def from_environ(cls, env: Mapping[str, str] | None = None) -> Settings:
        """The settings of `env` (default: os.environ), with their origins. A
        bad value raises SrcinstError: `srcinst: error: SRCINST_CACHE_SIZE=abc: why`."""
        env = os.environ if env is None else env
        values: dict[str, Any] = {}  # each of its field's type: the table pairs parse and field
        origins: dict[str, str] = {}
        for setting in SETTINGS:
            text = env.get(setting.env, "")
            # A path may be blanks; a blank number or flag is unset (as the native client reads it).
            if text.strip() if setting.kind in ("flag", "size", "seconds", "choice") else text:
                values[setting.name] = PARSE[setting.kind](setting, text)
                origins[setting.name] = "environment"
            else:
                origins[setting.name] = "default"
        values.setdefault("server_dir", _default_server_dir(env))
        values.setdefault("cache_dir", _default_cache_dir(env))
        values["include_environment"] = _include_environment(env)
        return cls(**values, origins=origins)

    @property
    def cache_path(self) -> Path:
        return Path(self.cache_dir)

    @property
    def results_dir(self) -> Path:
        """The result cache's directory (also direct entries and PCHs)."""
        return self.cache_path / "results"

    @property
    def pch_mode(self) -> str | None:
        """When the C frontend precompiles a preamble: "auto", "always", or
        None (off, or the cache off)."""
        return None if not self.cache or self.prefix_pch == "off" else self.prefix_pch


def shown(settings: Settings, name: str) -> str:
    """A field's value as a user would write it."""
    value = getattr(settings, name)
    kind = FIELDS[name].kind
    if kind == "flag":
        return "1" if value else "0"
    if kind == "words":
        return shlex.join(value)
    if kind == "size":
        for unit in ("G", "M", "K"):
            if value and value % SIZE_UNITS[unit] == 0:
                return f"{value // SIZE_UNITS[unit]}{unit}"
        return str(value)
    if kind == "seconds":
        return f"{value:g}"
    return "" if value is None else str(value)


def runtime_variables(env: Mapping[str, str] | None = None) -> list[tuple[str, str | None, str]]:
    """The trace runtime's variables: (name, value set in `env` or None, default)."""
    env = os.environ if env is None else env
    return [(name, env.get(name), default) for name, default, _ in RUNTIME]


__all__ = ["Settings", "Setting", "SETTINGS", "RUNTIME", "INTERNAL", "shown", "runtime_variables"]
