"""How libclang is asked to parse a C or C++ file: the frontend's options,
the compiler's view of the headers made into clang arguments, and what the
arguments say of the language (its standard, raw strings, returns
rewritten or guarded).

Light on purpose: the frontend starts libclang's parse with these alone
and imports the rest of itself while the parse runs (c_frontend).
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

import clang.cindex as ci

from .toolchain import BUILTIN_HEADERS, Toolchain, parse_compiler, probe

RESOURCE_INCLUDE = os.path.join(os.path.dirname(ci.__file__), "native", "resource", "include")

# C before C99: `inline` (a GNU extension there) makes an external definition.
GNU89_STDS = {"c89", "c90", "gnu89", "gnu90", "iso9899:1990", "iso9899:199409"}


@dataclass
class ParseOptions:
    compiler: str | None = None
    args: list = field(default_factory=list)  # -I -D -U -std -include -isystem ... as given
    abort_calls: tuple = ()
    metrics: bool = False  # fill Routine.metrics (selection, --list)
    regions: frozenset = frozenset()  # the kinds of Routine.regions to find ("loop", "timer", "phase")
    marked: tuple = ()  # spec.MarkedRange of this file: timers and phases by lines
    callees: tuple = ()  # patterns (srcinst.patterns.RoutinePattern) of the callees whose calls are regions
    # Where preambles are precompiled (c_prefix.py), and when: "auto" or
    # "always"; None parses every file plainly.
    pch_dir: str | None = None
    pch_mode: str | None = None
    pch_salt: str = ""  # what else moves headers: the environment's include paths
    walk: str = "auto"  # the walk over libclang's tree: auto, python or both (clang_walk.walk)
    cache_dir: str | None = None  # for the compiler's probes and the native walk; None: nothing kept


def for_file(lang: str, options: ParseOptions) -> tuple[Toolchain, list[str]]:
    """The user's compiler's view of the headers (probed once, kept in the
    cache) and the clang arguments a file of `lang` is parsed with."""
    toolchain = probe(parse_compiler(lang, options.compiler), lang, options.cache_dir)
    return toolchain, clang_arguments(lang, toolchain, options.args)


# C that gcc (before 14) accepts with a warning but clang rejects by default.
GCC_TOLERATED_C = [f"-Wno-error={w}" for w in (
    "implicit-function-declaration", "implicit-int", "int-conversion",
    "incompatible-pointer-types", "incompatible-function-pointer-types", "return-mismatch",
    "deprecated-non-prototype")]


# With -fopenmp libclang shows an OpenMP construct's clauses and captured
# variables, not the statements in it: returns, exit() calls and routines
# (lambdas) inside would go unseen. The parse sees plain code instead, with
# _OPENMP defined as the user's compiler defines it, so `#ifdef _OPENMP`
# branches are the compiler's; the pragmas are then ignored.
_OPENMP_FLAGS = re.compile(r"-f(?:no-)?openmp(?:-simd)?(?:=.*)?$")


def clang_arguments(lang: str, toolchain: Toolchain | None, user_args) -> list:
    openmp = [a for a in user_args if _OPENMP_FLAGS.match(a)]
    if openmp:
        user_args = [a for a in user_args if not _OPENMP_FLAGS.match(a)]
        if openmp[-1].startswith("-fopenmp") and not openmp[-1].startswith("-fopenmp-simd"):
            version = toolchain.openmp if toolchain is not None and not toolchain.problem else None
            user_args.append(f"-D_OPENMP={version or '201511'}")
    args = ["-x", lang] + list(user_args)
    if toolchain is None or toolchain.problem:
        return args + ["-isystem", RESOURCE_INCLUDE, "-w"]
    args += ["-nostdinc"] + (["-nostdinc++"] if lang == "c++" else [])
    for directory in toolchain.system_dirs:
        args += ["-isystem", RESOURCE_INCLUDE if directory == BUILTIN_HEADERS else directory]
    if BUILTIN_HEADERS not in toolchain.system_dirs:
        args += ["-isystem", RESOURCE_INCLUDE]
    for directory in toolchain.builtin_dirs:
        args += ["-idirafter", directory]  # searched last: clang's headers win
    if toolchain.default_std and not effective_std(user_args, lang):
        args.append("-std=" + toolchain.default_std)
    if lang == "c":
        args += GCC_TOLERATED_C
    # libstdc++ picks code paths by __GNUC__; glibc's C headers, however, would
    # then expect _Float128 as a keyword, which clang lacks, so only for C++.
    if lang == "c++" and toolchain.gnuc_version:
        args.append("-fgnuc-version=" + toolchain.gnuc_version)
    # Only errors stop srcinst; warnings cost parse time (a fifth of a C file
    # of small routines) and, under -Werror, would refuse files gcc accepts.
    return args + ["-w"]


def uses_guard(lang: str, std: str) -> bool:
    """C++11 and later get a scope guard for exits; C and C++98 rewrite returns."""
    return lang == "c++" and not any(old in std for old in ("98", "03"))


def has_raw_strings(lang: str, std: str) -> bool:
    """Whether the compiler reads `R"x( ... )x"` as a raw string: C++11 and
    later, and C in gcc's GNU modes from gnu99 on (gcc's default, gnu17,
    too); not C89 nor ISO C (`-std=c11`), where `R` is an identifier."""
    if lang == "c++":
        return uses_guard(lang, std)
    return std == "" or (std.startswith("gnu") and std not in GNU89_STDS)


def effective_std(args, lang: str = "c") -> str:
    """The standard the compiler follows: its last -std= or -ansi (C90,
    C++98), as gcc reads them; "" when neither is given."""
    std = ""
    for arg in args:
        if arg.startswith(("-std=", "--std=")):
            std = arg.partition("=")[2]
        elif arg == "-ansi":
            std = "c++98" if lang == "c++" else "c90"
    return std
