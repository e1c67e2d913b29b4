"""srcinst's own C builds without a warning, with gcc and with clang.

srcinst ships C that users' compilers build on first use: the trace runtime
(with and without OTF2 output), the native client and the installed
launcher, the native libclang walk. Each is built here the way srcinst
builds it for a user (`srcinst runtime`, `srcinst client`, setup.py, the
walk's build()), with "-Wall -Wextra -Werror -pedantic" added to the
compiler command, so the flags and dialect checked are the ones used.

-pedantic for every file: each is built by whatever compiler the user has,
in the dialect its build names (-std=gnu99), so each keeps to ISO C99 plus
the GNU extensions gcc and clang both take. (The runtime's header, included
in users' own code, is checked in strict C89 and C++ by test_trace_runtime.)
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import helpers
import pytest
import trace_helpers as th
from srcinst.frontends import clang_walk

from srcinst.diagnostics import SrcinstError

OTF2_SWITCH = "SRCINST_TRACE_OTF2"  # the setting trace_otf2 (srcinst/settings.py)

# -std=gnu89 first, as the default dialect of gcc before 5: each build must
# name the dialect its C is written in, after the compiler command.
STRICT = ["-std=gnu89", "-Wall", "-Wextra", "-Werror", "-pedantic"]


@pytest.fixture(params=["gcc", "clang"])
def strict_cc(request) -> str:
    """The compiler command, warnings made errors."""
    if shutil.which(request.param) is None:
        pytest.fail(f"{request.param} not found: srcinst's C is checked with gcc and clang "
                    "(the README's test command installs both)", pytrace=False)
    return " ".join([request.param, *STRICT])


@pytest.mark.parametrize("otf2", [True, False], ids=["otf2", "no-otf2"])
def test_trace_runtime(strict_cc, otf2, tmp_path):
    env = th.srcinst_env(SRCINST_CACHE_DIR=str(tmp_path))
    env.pop(OTF2_SWITCH, None)
    if not otf2:
        env[OTF2_SWITCH] = "0"
    built = helpers.run_cmd(th.srcinst_cmd("runtime", "--libs", "-v", "--cc", strict_cc), cwd=tmp_path, env=env,
                            timeout=helpers.COMPILE_TIMEOUT)
    said = built.stderr.decode(errors="replace")
    assert built.returncode == 0, said
    # libotf2 is installed by the test command: not finding it would check the wrong build
    assert ("-lotf2" in built.stdout.decode().split()) == otf2, said


def test_native_client(strict_cc, tmp_path):
    built = helpers.run_cmd([sys.executable, "-m", "srcinst", "client", "--cc", strict_cc], cwd=tmp_path,
                            env=helpers.srcinst_env(SRCINST_CACHE_DIR=str(tmp_path)), timeout=helpers.COMPILE_TIMEOUT)
    assert built.returncode == 0, built.stderr.decode(errors="replace")
    assert Path(built.stdout.decode().strip()).is_file()


def test_launcher_as_setup_builds_it(strict_cc, tmp_path):
    """setup.py keeps the Python script where the launcher does not build
    and says only the compiler's last line: the compiler's whole stderr is
    kept aside by a wrapper."""
    tree = tmp_path / "tree"
    shutil.copytree(helpers.REPO / "srcinst" / "wrap" / "client", tree / "srcinst" / "wrap" / "client")
    shutil.copy(helpers.REPO / "setup.py", tree / "setup.py")
    log = tmp_path / "compiler.log"
    wrapper = tmp_path / "strict-cc"
    wrapper.write_text(f'#!/bin/sh\nexec {strict_cc} "$@" 2>>"{log}"\n')
    wrapper.chmod(0o755)
    out = tmp_path / "scripts"
    done = helpers.run_cmd([sys.executable, "setup.py", "-q", "build_scripts", "-d", out, "-f"], cwd=tree,
                           env=helpers.srcinst_env(CC=str(wrapper)), timeout=helpers.COMPILE_TIMEOUT)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    said = log.read_text(errors="replace") if log.exists() else ""
    assert (out / "srcinst").read_bytes()[:4] == b"\x7fELF" and not said, said or done.stdout.decode()


def test_native_walk(strict_cc, tmp_path, monkeypatch):
    monkeypatch.setenv("CC", strict_cc)
    try:
        library = clang_walk.build(str(tmp_path))  # built anew, not into the session's cache
    except SrcinstError as exc:
        pytest.fail(str(exc), pytrace=False)
    assert library.is_file()
