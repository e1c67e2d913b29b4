"""What a compiler command line does, read from a table of GCC-style options.

The wrapper needs to know: which arguments are the user's source files, what
the command produces (objects, a program, preprocessed text, nothing), where
the output and dependency files go, and which options the parser must see
(include paths, macros, the language standard). Everything else is passed on
untouched. Options are classified by the table below, not by conditions
scattered through the code; an option the table does not know is passed on
and never taken for a file.
"""
from __future__ import annotations

import os
import shlex
from dataclasses import dataclass, field

from srcinst.diagnostics import error
from srcinst.frontends import language_of
from srcinst.wrap.launchers import split_driver

# How an option takes its value: "flag" none; "separate" the next argument;
# "joined" glued on (-DNAME); "either" glued on or, if empty, the next one.
# The role says what the wrapper does with it.
OPTIONS: dict[str, tuple[str, str]] = {
    # what the command does
    "-c": ("flag", "compile-only"),
    "-S": ("flag", "compile-only"),
    "-fsyntax-only": ("flag", "compile-only"),
    "-E": ("flag", "preprocess-only"),
    "-M": ("flag", "preprocess-only"),
    "-MM": ("flag", "preprocess-only"),
    "-shared": ("flag", "shared"),
    # where the output goes, and in which language inputs are read
    "-o": ("either", "output"),
    "-x": ("either", "language"),
    # what the parser must see as the compiler does
    "-I": ("either", "parser"),
    "-D": ("either", "parser"),
    "-U": ("either", "parser"),
    "-include": ("separate", "parser"),
    "-imacros": ("separate", "parser"),
    "-isystem": ("separate", "parser"),
    "-iquote": ("separate", "parser"),
    "-idirafter": ("separate", "parser"),
    "-isysroot": ("separate", "parser"),
    "-std=": ("joined", "parser"),
    "--std=": ("joined", "parser"),
    "-ansi": ("flag", "parser"),       # C90 or C++98: what a body's exit code may use
    "-trigraphs": ("flag", "parser"),  # ??/ is a backslash, ??= a '#'
    "-fopenmp": ("flag", "parser"),
    "-m32": ("flag", "parser"),
    "-m64": ("flag", "parser"),
    "-pthread": ("flag", "parser"),
    "-cpp": ("flag", "fortran"),
    "-nocpp": ("flag", "fortran"),
    "-ffixed-form": ("flag", "fortran"),
    "-ffree-form": ("flag", "fortran"),
    "-ffixed-line-length-": ("joined", "fortran"),
    "-ffree-line-length-": ("joined", "fortran"),
    "-J": ("either", "pass"),
    # dependency files
    "-MD": ("flag", "deps"),
    "-MMD": ("flag", "deps"),
    "-MF": ("either", "deps-file"),
    "-MT": ("either", "pass"),
    "-MQ": ("either", "pass"),
    "-MP": ("flag", "pass"),
    # options whose separate value is not a file to compile
    "-l": ("either", "pass"),
    "-L": ("either", "pass"),
    "-Xlinker": ("separate", "pass"),
    "-Xassembler": ("separate", "pass"),
    "-Xpreprocessor": ("separate", "pass"),
    "-T": ("either", "pass"),
    "-u": ("either", "pass"),
    "-z": ("separate", "pass"),
    "-e": ("separate", "pass"),
    "-aux-info": ("separate", "pass"),
    "-target": ("separate", "pass"),
    "-arch": ("separate", "pass"),
    "-B": ("either", "pass"),
    "--param": ("separate", "pass"),
    "-Xclang": ("separate", "pass"),
    "-mllvm": ("separate", "pass"),
}

# Options that only ask the driver something: nothing is compiled.
INFO_PREFIXES = ("--version", "-dumpversion", "-dumpmachine", "-dumpfullversion", "--help",
                 "-print-", "--print-", "-###", "-v")

# The driver reads these as the user's source code (not .i/.ii/.h: those are
# preprocessed output and headers).
SOURCE_LANGUAGES = {"c": "c", "c++": "c++", "f77": "fortran", "f77-cpp-input": "fortran",
                    "f95": "fortran", "f95-cpp-input": "fortran"}
NOT_SOURCES = {".i", ".ii", ".h", ".hh", ".hpp", ".hxx", ".h++", ".H", ".tcc"}

@dataclass
class Source:
    index: int            # position in CompilerCommand.args
    path: str
    lang: str             # c, c++ or fortran


@dataclass
class CompilerCommand:
    """A compiler command line, read but not changed."""
    driver: list[str]                 # the words before the arguments (ccache distcc gcc)
    args: list[str]                   # the arguments, response files expanded
    mode: str                         # compile, compile-link, link, preprocess, info
    compiler: str = ""                # the real compiler, behind any front ends (srcinst.wrap.launchers)
    sources: list[Source] = field(default_factory=list)
    output: str | None = None
    shared: bool = False
    parser_args: list[str] = field(default_factory=list)
    fortran_args: list[str] = field(default_factory=list)
    deps: bool = False                # -MD / -MMD
    deps_file: str | None = None   # -MF

    def dependency_file(self, source: Source) -> str | None:
        """Where the compiler writes the .d file for `source`, if it does."""
        if not self.deps:
            return None
        if self.deps_file:
            return self.deps_file
        if self.output and self.mode == "compile":
            return os.path.splitext(self.output)[0] + ".d"
        return os.path.splitext(os.path.basename(source.path))[0] + ".d"


def expand_response_files(args: list[str], depth: int = 0) -> list[str]:
    """@file arguments replaced by the arguments in the file, as GCC does
    (shell-like quoting; a file that cannot be read stays an argument)."""
    out: list[str] = []
    for arg in args:
        if arg.startswith("@") and len(arg) > 1 and depth < 10:
            try:
                with open(arg[1:], encoding="utf-8", errors="surrogateescape") as handle:
                    text = handle.read()
            except OSError:
                out.append(arg)
                continue
            try:
                inner = shlex.split(text)
            except ValueError as exc:
                raise error(f"cannot read response file: {exc}", arg[1:], status=2) from exc
            out.extend(expand_response_files(inner, depth + 1))
        else:
            out.append(arg)
    return out


def _lookup(arg: str) -> tuple[str, str, str, str | None] | None:
    """(option, how, role, glued value or None) for a known option."""
    if arg in OPTIONS:
        how, role = OPTIONS[arg]
        return arg, how, role, None
    for name, (how, role) in OPTIONS.items():
        if how in ("joined", "either") and arg.startswith(name) and len(arg) > len(name):
            return name, how, role, arg[len(name):]
    return None


def read_command(command: list[str]) -> CompilerCommand:
    if not command:
        raise error("no compiler command after '--'", status=2)
    driver, raw, compiler = split_driver(command)
    args = expand_response_files(raw)
    cmd = CompilerCommand(driver=driver, args=args, mode="link", compiler=compiler)
    compile_only = preprocess = info = False
    inputs = 0
    forced_lang: str | None = None
    i = 0
    while i < len(args):
        arg = args[i]
        found = _lookup(arg) if arg.startswith("-") and arg != "-" else None
        if found is None:
            if arg.startswith("-"):
                info = info or arg.startswith(INFO_PREFIXES)
                inputs += arg == "-"  # stdin: there is input, none we can instrument
            else:
                inputs += 1
                lang = _source_language(arg, forced_lang)
                if lang:
                    cmd.sources.append(Source(i, arg, lang))
            i += 1
            continue
        name, how, role, value = found
        taken = 1
        if value is None and how in ("separate", "either"):
            value = args[i + 1] if i + 1 < len(args) else ""
            taken = 2
        compile_only |= role == "compile-only"
        preprocess |= role == "preprocess-only"
        cmd.shared |= role == "shared"
        if role == "output":
            cmd.output = value
        elif role == "language":
            forced_lang = None if value == "none" else value
        elif role == "parser":
            cmd.parser_args += args[i:i + taken]
        elif role == "fortran":
            cmd.fortran_args.append(arg)
        elif role == "deps":
            cmd.deps = True
        elif role == "deps-file":
            cmd.deps_file = value
        i += taken
    if preprocess:
        cmd.mode = "preprocess"
    elif inputs == 0:
        cmd.mode = "info" if info or not args else "link"
    elif compile_only:
        cmd.mode = "compile"
    elif cmd.sources:
        cmd.mode = "compile-link"
    return cmd


def _source_language(path: str, forced: str | None) -> str | None:
    if forced is not None:
        return SOURCE_LANGUAGES.get(forced)
    if os.path.splitext(path)[1] in NOT_SOURCES:
        return None
    return language_of(path)
