"""`srcinst [options] -- COMPILER ARGS...`: one compile command, instrumented.

The user's source files on the command line are instrumented into a scratch
directory (deterministic, so ccache sees the same paths and bytes again) and
the command runs on those instead. #line markers keep messages and debug
information on the original files; objects keep the names the build expects
because the instrumented files keep their base names. What cannot be
instrumented, or does not compile once instrumented, is compiled as the
original, with a one-line warning (unless --strict). The compiler's output
and exit status are passed back unchanged.
"""
from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field

from srcinst.diagnostics import Reporter, SrcinstError
from srcinst.instrument import Options, instrument_file
from srcinst.output import write_atomically
from srcinst.settings import Settings
from srcinst.spec import Spec
from srcinst.trace import runtime_build
from srcinst.wrap import headers, pomp2_link
from srcinst.wrap.compiler_args import CompilerCommand, Source, read_command

KEEP_DIR = "srcinst-inst"
# Set by a server worker (srcinst.wrap.server) when its client can answer
# the same command again from a direct entry: what that entry must match.
direct_match: bytes | None = None


@dataclass
class WrapperOptions:
    abort_calls: tuple = ()
    line_markers: bool = True
    keep: bool = False
    strict: bool = False
    metrics: bool = False  # the spec selects by structure (spec.needs_metrics)
    settings: Settings = field(default_factory=Settings)  # the run's, read by the caller


def needs_runtime(spec: Spec) -> bool:
    """The spec calls srcinst's own trace runtime, which must then be linked."""
    return any("srcinst_trace" in rule.code for rule in spec.rules)


def pass_through(command: list[str]) -> int:
    """Runs the command as it is (configure steps, -E, --version)."""
    try:
        return subprocess.call(command)
    except OSError as exc:
        return _cannot_run(command, exc)


def _cannot_run(command: list[str], exc: OSError) -> int:
    print(f"srcinst: error: cannot run '{command[0]}': {exc.strerror}", file=sys.stderr)
    return 127


# --------------------------------------------------------------------------
# Where instrumented files go


@dataclass
class Scratch:
    """Instrumented sources of one command: a digest-named directory per file
    under the temporary directory, or srcinst-inst/ beside the output (--keep)."""
    keep_dir: str | None
    created: list[str] = field(default_factory=list)
    locks: list = field(default_factory=list)  # open lock files of the digest directories
    held: list = field(default_factory=list)  # --keep: locks of the names written
    private: str | None = None  # this command's own directory, when the shared one is unsafe

    @staticmethod
    def for_command(cmd: CompilerCommand, keep: bool) -> Scratch:
        if not keep:
            return Scratch(None)
        base = os.path.dirname(cmd.output) if cmd.output and cmd.mode == "compile" else ""
        return Scratch(os.path.join(base or ".", KEEP_DIR))

    def place(self, source: Source, data: bytes) -> str:
        name = os.path.basename(source.path)
        if self.keep_dir is not None:
            directory = self.keep_dir
            if any(os.path.basename(p) == name for p in self.created):
                directory = os.path.join(directory, str(source.index))
            os.makedirs(directory, exist_ok=True)
            lock = _hold_name(directory, name)
            if lock is None:
                # Another compile (make -j, objects in one directory) has a
                # copy of this name here now: this one is named by its bytes,
                # so a copy the compiler reads is never another file's.
                directory = os.path.join(self.keep_dir, hashlib.sha256(data).hexdigest()[:20])
            else:
                self.held.append(lock)
        else:
            digest = hashlib.sha256(os.path.abspath(source.path).encode("utf-8", "surrogateescape")
                                    + b"\0" + data).hexdigest()[:20]
            base = _shared_base()
            if base is None:
                if self.private is None:
                    self.private = tempfile.mkdtemp(prefix="srcinst-")
                    print(f"srcinst: warning: {_shared_base_path()} is not a directory only you can "
                          f"write to; the instrumented copies go to {self.private}", file=sys.stderr)
                directory = os.path.join(self.private, digest)
            else:
                directory = os.path.join(base, digest)
                self.locks.append(_share_directory(directory))
        os.makedirs(directory, exist_ok=True)
        path = os.path.abspath(os.path.join(directory, name))
        write_atomically(path, data)
        self.created.append(path)
        return path

    def place_header(self, original: str, key: bytes) -> str:
        """Where a header's copy goes (srcinst.wrap.headers writes it): in a
        directory named by the original's absolute path and the key of its
        bytes, so every compile that includes it names the same file (and
        ccache sees the same paths)."""
        digest = hashlib.sha256(original.encode("utf-8", "surrogateescape") + b"\0" + key).hexdigest()[:20]
        if self.keep_dir is not None:
            directory = os.path.join(self.keep_dir, "headers", digest)
        else:
            base = _shared_base()
            if base is None:
                if self.private is None:
                    self.private = tempfile.mkdtemp(prefix="srcinst-")
                directory = os.path.join(self.private, digest)
            else:
                directory = os.path.join(base, digest)
                self.locks.append(_share_directory(directory))
        os.makedirs(directory, exist_ok=True)
        path = os.path.abspath(os.path.join(directory, os.path.basename(original)))
        self.created.append(path)
        return path

    def clean(self) -> None:
        # The same file compiled twice at once with the same flags (a static
        # and a shared object, say) shares the digest directory: the last
        # compile to leave removes it.
        from srcinst.wrap import records
        for lock in self.locks:
            records.remove_unless_held(lock, os.path.dirname(lock.name))
            lock.close()
        self.locks.clear()
        for lock in self.held:
            lock.close()
        self.held.clear()
        if self.private is not None:
            shutil.rmtree(self.private, ignore_errors=True)
            self.private = None


def _shared_base_path() -> str:
    return os.path.join(tempfile.gettempdir(), f"srcinst-{os.getuid()}")


def _shared_base() -> str | None:
    """The directory of the digest directories, or None when others could
    change what is in it ($TMPDIR is shared: someone may have made it first,
    or made it a link) and so the sources the compiler reads."""
    base = _shared_base_path()
    try:
        os.mkdir(base, 0o700)
    except FileExistsError:
        pass
    except OSError:
        return None
    try:
        st = os.lstat(base)
    except OSError:
        return None
    if stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid() and not st.st_mode & 0o022:
        return base
    return None


def _hold_name(directory: str, name: str):
    """--keep: an exclusive lock on the copy `name` in `directory` until
    clean(), or None when another compile holds it (or it cannot be had)."""
    try:
        lock = open(os.path.join(directory, f".{name}.lock"), "a")
    except OSError:
        return None
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        lock.close()
        return None
    return lock


def _share_directory(directory: str):
    """Creates `directory` if needed and holds a shared lock on it until clean()."""
    lock_path = os.path.join(directory, ".lock")
    while True:
        os.makedirs(directory, exist_ok=True)
        try:
            lock = open(lock_path, "a")
        except FileNotFoundError:
            continue  # removed between the two calls by a compile that left
        fcntl.flock(lock, fcntl.LOCK_SH)
        try:
            if os.stat(lock_path).st_ino == os.fstat(lock.fileno()).st_ino:
                return lock
        except FileNotFoundError:
            pass
        lock.close()  # we locked a directory that was being removed: again


# --------------------------------------------------------------------------
# One command


def _options_for(cmd: CompilerCommand, source: Source, wrapper: WrapperOptions) -> Options:
    # -cpp/-nocpp: whether gfortran preprocesses (then a lone CR ends a line)
    cpp = [flag for flag in cmd.fortran_args if flag in ("-cpp", "-nocpp") and source.lang == "fortran"]
    options = Options(lang=source.lang, compiler=cmd.compiler, compile_args=list(cmd.parser_args) + cpp,
                      abort_calls=wrapper.abort_calls, line_markers=wrapper.line_markers,
                      metrics=wrapper.metrics, settings=wrapper.settings)
    for flag in cmd.fortran_args:
        if flag in ("-ffixed-form", "-ffree-form"):
            options.form = flag[2:-5]
        elif flag.startswith("-ffixed-line-length-"):
            options.fixed_line_length = _line_length(flag, options.fixed_line_length)
        elif flag.startswith("-ffree-line-length-"):
            options.free_line_length = _line_length(flag, options.free_line_length)
    return options


def _line_length(flag: str, default: int) -> int:
    value = flag.rsplit("-", 1)[1]
    if value in ("none", "0"):
        return 1 << 20  # no limit
    return max(int(value), 72) if value.isdigit() else default


def _search_own_directory(source: Source) -> list[str]:
    """The compiler looks for a source's includes in its directory first; the
    instrumented copy lives elsewhere, so that directory is named."""
    # As given (relative stays relative), so dependency files read as without srcinst.
    directory = os.path.dirname(source.path) or "."
    return ["-I", directory] if source.lang == "fortran" else ["-iquote", directory]


def _main_file_flags(source: Source, data: bytes, sources: int) -> list[str]:
    """What keeps the copy's diagnostics and macros those of the original,
    although the compiler's main file is now the copy's scratch path: g++
    warns (-Wsubobject-linkage) of a class whose base or member uses the
    anonymous namespace unless the class is in the main file, and it decides
    that by the file's name, which the copy's #line markers make the
    original's. Switched off for every C++ copy (the namespace may be a
    header's), before the user's flags, so an explicit -Wsubobject-linkage
    still wins.
    __BASE_FILE__ names the main file: the original's name again, wherever
    it is read (a logging macro in a header, often: not the file's own text)."""
    flags = []
    if source.lang == "c++":
        flags.append("-Wno-subobject-linkage")
    if sources == 1 and (source.lang in ("c", "c++") or b"__BASE_FILE__" in data):
        literal = source.path.replace("\\", "\\\\").replace('"', '\\"')
        flags += ["-Wno-builtin-macro-redefined", "-U__BASE_FILE__", f'-D__BASE_FILE__="{literal}"']
    return flags


def _with_header_copies(cmd: CompilerCommand, source: Source, data: bytes, spec: Spec, wrapper: WrapperOptions,
                        reporter: Reporter, reads: list[str | None], scratch: Scratch,
                        made: dict[str, headers.HeaderCopies]) -> bytes:
    """`data`, the source's instrumented bytes, with its includes of the
    project's instrumented headers pointing at their copies (srcinst.wrap.headers)."""
    choice = wrapper.settings.headers
    if source.lang not in ("c", "c++") or not choice or choice == ("none",):
        return data
    if source.lang not in made:
        chooser = headers.chooser_for(source.lang, cmd.compiler, cmd.parser_args, choice, source.path, os.getcwd(),
                                      str(wrapper.settings.cache_path))
        made[source.lang] = headers.HeaderCopies(chooser, _options_for(cmd, source, wrapper), spec, reporter,
                                                 reads, scratch.place_header, wrapper.line_markers)
    rewritten = made[source.lang].rewrite(data, source.path, own_directory_searched=True)
    if rewritten == data:
        return data
    return headers.named(rewritten, source.path) if wrapper.line_markers else rewritten


def _first_line(exc: SrcinstError) -> str:
    return str(exc.diagnostics[0]) if exc.diagnostics else str(exc)


def _fix_dependency_files(cmd: CompilerCommand, replaced: dict[int, str],
                          header_copies: list[headers.Copy] = ()) -> None:  # type: ignore[assignment]
    """Dependency files name the original sources and headers, not the scratch copies."""
    for source in cmd.sources:
        if source.index not in replaced:
            continue
        dep = cmd.dependency_file(source)
        if not dep or not os.path.isfile(dep):
            continue
        with open(dep, "rb") as handle:
            text = handle.read()
        fixed = text.replace(replaced[source.index].encode("utf-8", "surrogateescape"),
                             source.path.encode("utf-8", "surrogateescape"))
        for copy in header_copies:
            fixed = fixed.replace(copy.path.encode("utf-8", "surrogateescape"),
                                  copy.original.encode("utf-8", "surrogateescape"))
        if fixed != text:
            write_atomically(dep, fixed)


def _run_captured(argv: list[str]):
    try:
        return subprocess.run(argv, capture_output=True)
    except OSError as exc:
        return exc


def _replay(proc) -> int:
    sys.stdout.buffer.write(proc.stdout)
    sys.stdout.flush()
    sys.stderr.buffer.write(proc.stderr)
    sys.stderr.flush()
    return proc.returncode


def run_command(command: list[str], spec: Spec, wrapper: WrapperOptions, reporter: Reporter) -> int:
    started = time.time()
    cmd = read_command(command)
    runtime = needs_runtime(spec)
    link_extra: list[str] = []
    if runtime and not cmd.shared and cmd.mode in ("link", "compile-link"):
        link_extra = runtime_build.link_flags(cmd.compiler, wrapper.settings)
    if cmd.mode in ("preprocess", "info"):
        return pass_through(command)
    pomp2 = spec.openmp == "pomp2" and not cmd.shared and cmd.mode in ("link", "compile-link")
    if cmd.mode == "link":
        if pomp2:  # (what opari2-config --create-pomp2-regions does)
            with tempfile.TemporaryDirectory(prefix="srcinst-pomp2-") as directory:
                init = pomp2_link.init_object(cmd.driver, pomp2_link.init_functions(cmd.args), directory)
                return pass_through(command + [init] + link_extra)
        status = pass_through(command + link_extra)
        if status == 0 and direct_match is not None:
            _store_direct_link(command, cmd, spec, wrapper, reporter, command + link_extra, started)
        return status

    scratch = Scratch.for_command(cmd, wrapper.keep)
    pomp2_dir = ""
    args = list(cmd.args)
    replaced: dict[int, str] = {}
    copies: dict[int, bytes] = {}
    reads: list[str | None] = []  # the headers that decided the copies (None: not known)
    compile_extra: list[str] = runtime_build.compile_flags() if runtime else []
    copy_extra: list[str] = []  # for the copies only (_main_file_flags)
    header_copies: dict[str, headers.HeaderCopies] = {}  # by language
    try:
        for source in cmd.sources:
            try:
                data = instrument_file(source.path, spec, _options_for(cmd, source, wrapper), reporter, reads)
                data = _with_header_copies(cmd, source, data, spec, wrapper, reporter, reads, scratch,
                                           header_copies)
            except SrcinstError as exc:
                if wrapper.strict:
                    raise
                print(f"srcinst: warning: {source.path}: not instrumented, compiling the original "
                      f"({_first_line(exc)})", file=sys.stderr)
                reads.append(None)  # a hit could not say so
                continue
            with open(source.path, "rb") as handle:
                if handle.read() == data:
                    continue  # nothing applied: compile the file itself
            placed = scratch.place(source, data)
            replaced[source.index] = args[source.index] = placed
            copies[source.index] = data
            own = _search_own_directory(source)
            if own[1] not in compile_extra:
                compile_extra += own
            for flag in _main_file_flags(source, data, len(cmd.sources)):
                if flag not in copy_extra:
                    copy_extra.append(flag)
            # Debug information names the original, as a plain compile would.
            original_dir = os.path.dirname(source.path)
            compile_extra.append(f"-fdebug-prefix-map={os.path.dirname(placed)}/="
                                 + (original_dir + "/" if original_dir else ""))
        pomp2_original: list[str] = []
        pomp2_instrumented: list[str] = []
        if pomp2:
            pomp2_dir = tempfile.mkdtemp(prefix="srcinst-pomp2-")
            pomp2_original = [pomp2_link.init_object(cmd.driver, pomp2_link.init_functions(cmd.args), pomp2_dir)]
            pomp2_instrumented = [pomp2_link.init_object(
                cmd.driver, pomp2_link.init_functions(cmd.args, list(copies.values())), pomp2_dir)]
        original = cmd.driver + compile_extra + cmd.args + pomp2_original + link_extra
        if not replaced:
            return pass_through(original)
        instrumented = cmd.driver + compile_extra + copy_extra + args + pomp2_instrumented + link_extra
        printed: list[bytes] = []  # the standard output of the copies' compile, when it succeeded
        if wrapper.strict:
            status = _compile_strictly(cmd, instrumented, original, printed)
        else:
            status = _compile_or_revert(cmd, instrumented, original, replaced, printed)
        placed_headers = [copy for made in header_copies.values() for copy in made.placed()]
        if status == 0:
            _fix_dependency_files(cmd, replaced, placed_headers if replaced else [])
            if replaced and direct_match is not None and not pomp2:  # (its init object is gone after)
                _store_direct(command, cmd, spec, wrapper, reporter, scratch, replaced, copies, instrumented,
                              reads, started, placed_headers, quiet=printed == [b""])
        return status
    finally:
        scratch.clean()
        if pomp2_dir:
            shutil.rmtree(pomp2_dir, ignore_errors=True)


def _store_direct(command, cmd: CompilerCommand, spec: Spec, wrapper: WrapperOptions, reporter: Reporter,
                  scratch: Scratch, replaced: dict[int, str], copies: dict[int, bytes], instrumented: list[str],
                  reads, started: float, header_copies: list[headers.Copy], quiet: bool) -> None:
    """Leaves a direct entry (srcinst.wrap.records) for a compile that the
    native client can repeat alone: one that printed nothing of srcinst's
    own, compiled its instrumented copies in the shared scratch directories,
    and whose every input is known."""
    from srcinst import result_cache
    if (direct_match is None or not wrapper.settings.cache or wrapper.keep or cmd.mode != "compile"
            or scratch.private is not None or None in reads or reporter.verbose
            or any(d.severity != "note" for d in reporter.emitted)
            or any(arg.startswith("@") for arg in command)):  # response files are not watched
        return
    from srcinst.frontends.toolchain import parse_compiler
    from srcinst.wrap import records
    compilers = [cmd.driver[0]] + [parse_compiler(source.lang, cmd.compiler).split()[0] for source in cmd.sources]
    which = [shutil.which(name) for name in compilers]
    found = [path for path in which if path is not None]
    if len(found) < len(which):
        return
    # srcinst's code too: a client built by `srcinst client` keeps its key after an upgrade.
    depends_on = ([source.path for source in cmd.sources] + reads + spec._files + spec.callgraph_paths
                  + result_cache.code_files() + [os.path.realpath(path) for path in found])
    if not result_cache.code_unchanged():
        return  # srcinst or its parsers changed since this server loaded them
    # As _fix_dependency_files: the dependency files name the originals.
    mends = [(dep, replaced[source.index], source.path) for source in cmd.sources
             if source.index in replaced and (dep := cmd.dependency_file(source))]
    mends += [(dep, copy.path, copy.original) for dep in {dep for dep, _, _ in mends} for copy in header_copies]
    if not all(os.path.isfile(dep) and not os.path.islink(dep) for dep, _, _ in mends):
        return  # /dev/stdout and the like: not a file to mend
    placed = [(replaced[i], copies[i]) for i in sorted(replaced)] + [(c.path, c.data) for c in header_copies]
    if len(placed) > 64 or len(mends) > 64:
        return  # more than the native client takes
    records.write_direct_entry(direct_match, depends_on, placed, instrumented, wrapper.strict, mends, started,
                               str(wrapper.settings.results_dir), quiet=quiet)


def _store_direct_link(command, cmd: CompilerCommand, spec: Spec, wrapper: WrapperOptions, reporter: Reporter,
                       linked: list[str], started: float) -> None:
    """A link is the command with the runtime's flags, run as it is: its
    direct entry (no copies) lets the native client exec it, as the server
    would have run it, while nothing that decided the flags changed."""
    from srcinst import result_cache
    from srcinst.wrap import records
    if (not wrapper.settings.cache or reporter.verbose or any(d.severity != "note" for d in reporter.emitted)
            or any(arg.startswith("@") for arg in command) or not result_cache.code_unchanged()):
        return
    flag_files = runtime_build.link_flag_files(cmd.compiler, wrapper.settings) if linked != command else []
    # The front ends and the real compiler (the runtime object is built for it).
    which = [shutil.which(name) for name in dict.fromkeys([cmd.driver[0], cmd.compiler.split()[0]])]
    if flag_files is None or None in which or direct_match is None:
        return
    depends_on = (spec._files + spec.callgraph_paths + result_cache.code_files()
                  + [os.path.realpath(path) for path in which if path] + flag_files)
    records.write_direct_entry(direct_match, depends_on, [], linked, wrapper.strict, [], started,
                               str(wrapper.settings.results_dir), quiet=True)


# Warnings of code whose meaning gcc guessed: a function declared by its call,
# an int where a pointer was meant. New in a copy, they say the inserted code
# changed what the file means (a tool header that declares less, say). They
# are told apart by file, line and option: a rewritten `return p;` warns of
# the same conversion at another column and in other words. A warning inside
# a macro's expansion is at the line of its outermost expansion (gcc's last
# "in expansion of macro" note): a return in a macro body warns at that body's
# line in the original, at the copy's own `return` macro's in the copy.
_DIAGNOSTIC = re.compile(rb"^(.*?):(\d+):(?:\d+:)? (warning|error|note): (.*)$")
_MEANING_OPTION = re.compile(rb"\[-W(implicit-function-declaration|int-conversion|implicit-int"
                             rb"|incompatible-pointer-types)\]$")
_EXPANSION_NOTE = re.compile(rb"in expansion of macro ")
# -fdiagnostics-color=always and -fdiagnostics-urls=always: SGR and OSC 8 sequences.
_ESCAPES = re.compile(rb"\x1b\[[0-9;]*[mK]|\x1b\]8;[^\x07\x1b]*(?:\x07|\x1b\\)")


def _meaning_warnings(stderr: bytes) -> list[tuple]:
    """(text, (file, line, option)) of each such warning."""
    if stderr.lstrip().startswith(b"["):
        read = _json_meaning_warnings(stderr)
        if read is not None:
            return read
    found: list[list] = []
    current = None
    for line in _ESCAPES.sub(b"", stderr).splitlines():
        diagnostic = _DIAGNOSTIC.match(line)
        if not diagnostic:
            continue  # source excerpts, "In function", "In file included from"
        file, number, kind, message = diagnostic.groups()
        if kind == b"note":
            if current is not None and _EXPANSION_NOTE.match(message):
                current[1] = (file, number, current[1][2])
            continue
        option = _MEANING_OPTION.search(message) if kind == b"warning" else None
        current = [line, (file, number, option[1])] if option else None
        if current is not None:
            found.append(current)
    return [(text, key) for text, key in found]


def _json_meaning_warnings(stderr: bytes) -> list[tuple] | None:
    """As _meaning_warnings, from -fdiagnostics-format=json's arrays (gcc
    puts a warning from a macro at the outermost expansion there); None
    when stderr is not that."""
    text = stderr.decode("utf-8", "replace")
    decoder, at = json.JSONDecoder(), 0
    found: list[tuple] = []
    while True:
        at = len(text) - len(text[at:].lstrip())
        if at >= len(text):
            return found
        try:
            diagnostics, at = decoder.raw_decode(text, at)
        except ValueError:
            return None
        if not isinstance(diagnostics, list):
            return None
        for d in diagnostics:
            option = d.get("option", "") if isinstance(d, dict) else ""
            if d.get("kind") != "warning" or not _MEANING_OPTION.search(f"[{option}]".encode()):
                continue
            caret = ((d.get("locations") or [{}])[0]).get("caret", {})
            where = f"{caret.get('file', '')}:{caret.get('line', 0)}:{caret.get('column', 0)}:"
            key = (caret.get("file", "").encode(), str(caret.get("line", 0)).encode(), option[2:].encode())
            found.append(((f"{where} warning: {d.get('message', '')} [{option}]").encode(), key))


def _compile_strictly(cmd: CompilerCommand, instrumented: list[str], original: list[str],
                      printed: list[bytes]) -> int:
    """--strict: the copy's compile, which fails where it warns of a changed
    meaning that the original's does not (the original is compiled, with
    -fsyntax-only, only then)."""
    proc = _run_captured(instrumented)
    if isinstance(proc, OSError):
        return _cannot_run(instrumented, proc)
    status = _replay(proc)
    if status != 0:
        return status
    printed.append(proc.stdout)
    warned = _meaning_warnings(proc.stderr)
    if not warned:
        return 0
    # The compiler itself, not its front ends: distcc would send the check
    # away and write an empty object over the copy's.
    plain = _run_captured([cmd.compiler] + original[len(cmd.driver):] + ["-fsyntax-only"])
    known = Counter(key for _, key in _meaning_warnings(plain.stderr)) if not isinstance(plain, OSError) else Counter()
    new = []
    for line, key in warned:
        if known[key] > 0:
            known[key] -= 1
        else:
            new.append(line)
    for line in new:
        where, _, message = line.decode("utf-8", "replace").partition(" warning: ")
        print(f"{where} error: the instrumented code changed the file's meaning: {message} "
              f"(not in the original's compile; --strict)", file=sys.stderr)
    if new:
        for output in _outputs(cmd):
            _remove_regular_file(output)  # nothing for make to take as built
    return 1 if new else 0


def _outputs(cmd: CompilerCommand) -> list[str]:
    """The files a compile or compile-and-link writes: -o's, or the compiler's
    default names (a.out; each source's .o, or .s with -S, in the current
    directory)."""
    if "-fsyntax-only" in cmd.args:
        return []  # writes nothing: an older object of the same name stays
    if cmd.output:
        return [] if cmd.output == "-" else [cmd.output]
    if cmd.mode == "compile-link":
        return ["a.out"]
    suffix = ".s" if "-S" in cmd.args else ".o"
    return [os.path.splitext(os.path.basename(source.path))[0] + suffix for source in cmd.sources]


def _remove_regular_file(path: str) -> None:
    """Removes `path` if it is a regular file (-o /dev/null stays)."""
    try:
        if stat.S_ISREG(os.lstat(path).st_mode):
            os.unlink(path)
    except OSError:
        pass


def _compile_or_revert(cmd: CompilerCommand, instrumented: list[str], original: list[str],
                       replaced: dict[int, str], printed: list[bytes]) -> int:
    """Compiles the instrumented sources; if that fails, the originals (as
    TAU's -optRevert), so a spec or srcinst bug never breaks a build that
    works without it. The user sees the output of the build that counts."""
    proc = _run_captured(instrumented)
    if isinstance(proc, OSError):
        return _cannot_run(instrumented, proc)
    if proc.returncode == 0:
        printed.append(proc.stdout)
        return _replay(proc)
    fallback = _run_captured(original)
    if isinstance(fallback, OSError):
        return _cannot_run(original, fallback)
    if fallback.returncode == 0:
        first_error = next((line for line in proc.stderr.decode("utf-8", "replace").splitlines()
                            if "error" in line), "")
        names = ", ".join(cmd.args[i] for i in sorted(replaced))
        print(f"srcinst: warning: {names}: the instrumented code did not compile, compiled the "
              f"original instead" + (f" ({first_error.strip()})" if first_error else ""),
              file=sys.stderr)
        for index in list(replaced):
            del replaced[index]  # the dependency files already name the originals
    return _replay(fallback)
