"""Builds the `srcinst` command; everything else is in pyproject.toml.

`srcinst` is a native launcher (srcinst/wrap/client/*.c, -DSRCINST_LAUNCHER):
a wrapped compile (`srcinst -s SPEC -- gcc ...`) goes to the resident server
or its direct entry without starting Python; everything else runs the
`srcinst-python` script beside it. Where no C compiler works at install
time, `srcinst` is the Python script (srcinst/wrap/client/srcinst) instead.
"""
import glob
import os
import shlex
import subprocess
from distutils.command.build_scripts import build_scripts  # setuptools' own distutils

from setuptools import setup
from setuptools.dist import Distribution

CLIENT = os.path.join("srcinst", "wrap", "client")


class build_launcher(build_scripts):
    def run(self):
        super().run()  # the Python script, kept where the launcher cannot be built
        target = os.path.join(self.build_dir, "srcinst")
        built = target + ".native"
        cc = shlex.split(os.environ.get("CC") or "cc")
        # -std=gnu99: the client is C99, whatever the compiler's default (srcinst/wrap/client_build.py)
        command = [*cc, "-O2", "-std=gnu99", "-DSRCINST_LAUNCHER", *sorted(glob.glob(os.path.join(CLIENT, "*.c"))),
                   "-o", built]
        try:
            done = subprocess.run(command, capture_output=True, text=True)
        except OSError as exc:
            done = None
            why = str(exc)
        if done is not None and done.returncode == 0:
            os.replace(built, target)
        else:
            why = why if done is None else done.stderr.strip().splitlines()[-1:]
            print(f"srcinst: cannot build the native launcher ({why}); `srcinst` is the Python script")


class Platform(Distribution):
    """The wheel holds a native program: it is for this platform only."""

    def has_ext_modules(self):
        return True


setup(scripts=[os.path.join(CLIENT, "srcinst")], cmdclass={"build_scripts": build_launcher}, distclass=Platform)
