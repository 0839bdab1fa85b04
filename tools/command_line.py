"""Command-line parsing in LLVM's style, with errors located in the command line.

Flags take one or two dashes (`-split-input-file` and `--split-input-file`
are the same), values follow `=` or come as the next argument, and every
registered pass is a flag: `--canonicalize`, `--convert-x-to-y='opt=1 list=a,b'`.

Errors point into a buffer named `<command-line>` that holds the command as
typed, so they print like any other diagnostic:

    <command-line>:1:16: error: unknown command line argument '--bogus'
    ai-opt in.mlir --bogus
                   ^
"""

from __future__ import annotations

import errno
import gc
import io
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from aiopt.support.diagnostics import SourceLoc, SourceManager
    from aiopt.support.pass_pipeline import PassElement
    from aiopt.support.registry import Registry

COMMAND_LINE_BUFFER = "<command-line>"


@dataclass(frozen=True)
class FlagSpec:
    """A driver flag: its name, help, and whether it takes a value."""

    name: str
    help: str
    value: str | None = None
    """Metavariable of the value, or None for a switch."""
    optional_value: bool = False
    """The value may only be given as `--flag=value` and may be left out."""
    repeated: bool = False
    aliases: tuple[str, ...] = ()


class CommandLineError(Exception):
    """A bad command line, located in the `<command-line>` buffer."""

    def __init__(self, message: str, location: SourceLoc | None):
        super().__init__(message)
        self.message = message
        self.location = location


@dataclass
class CommandLine:
    """The parsed command line."""

    sources: SourceManager
    arg_offsets: list[int]
    flags: list[tuple[str, str | None, int]] = field(default_factory=list[tuple[str, "str | None", int]])
    positional: list[tuple[str, int]] = field(default_factory=list[tuple[str, int]])
    pass_elements: list[PassElement] = field(default_factory=list["PassElement"])

    def has(self, name: str) -> bool:
        return any(flag == name for flag, _, _ in self.flags)

    def value(self, name: str) -> str | None:
        """The last value given for flag `name`."""
        values = self.all_values(name)
        return values[-1] if values else None

    def all_values(self, name: str) -> list[str]:
        return [value for flag, value, _ in self.flags if flag == name and value is not None]

    def arg_loc(self, index: int) -> SourceLoc:
        return self.offset_loc(self.arg_offsets[index])

    def offset_loc(self, offset: int) -> SourceLoc:
        return self.sources.offset_to_loc(COMMAND_LINE_BUFFER, offset)

    def flag_loc(self, *names: str) -> SourceLoc | None:
        """Where the last of the flags `names` was given (the one whose value counts: `value`)."""
        for flag, _, index in reversed(self.flags):
            if flag in names:
                return self.arg_loc(index)
        return None


def parse_command_line(
    program: str,
    args: Sequence[str],
    flag_specs: Sequence[FlagSpec],
    registry: Registry,
    sources: SourceManager,
    strict: bool = False,
) -> CommandLine:
    """Split `args` into driver flags, pass flags and positional arguments.

    Unknown flags are errors only when `strict`; the first, lenient parse
    finds plugin flags before the plugins' passes are known.
    """
    text = program
    offsets: list[int] = []
    for arg in args:
        text += " "
        offsets.append(len(text))
        text += arg
    sources.add_buffer(COMMAND_LINE_BUFFER, text)
    command_line = CommandLine(sources, offsets)
    by_name = {alias: spec for spec in flag_specs for alias in (spec.name, *spec.aliases)}

    index = 0
    while index < len(args):
        arg = args[index]
        if arg == "-" or not arg.startswith("-") or arg == "--":
            command_line.positional.append((arg, index))
            index += 1
            continue
        body = arg[2:] if arg.startswith("--") else arg[1:]
        name, has_equals, inline_value = body.partition("=")
        typed = arg.partition("=")[0]
        spec = by_name.get(name)
        if spec is not None:
            value: str | None = inline_value if has_equals else None
            if spec.value is None and has_equals:
                # A switch is LLVM's cl::opt<bool>: `--flag=false` turns off what an earlier `--flag` set.
                if _switch_value(inline_value, typed, command_line.arg_loc(index)):
                    command_line.flags.append((spec.name, None, index))
                else:
                    command_line.flags = [entry for entry in command_line.flags if entry[0] != spec.name]
                index += 1
                continue
            if spec.value is not None and not has_equals and not spec.optional_value:
                if index + 1 >= len(args):
                    raise CommandLineError(f"flag '{typed}' needs a value", command_line.arg_loc(index))
                index += 1
                value = args[index]
            # A flag given more than once takes its last value (`value`), as LLVM's cl::opt does.
            command_line.flags.append((spec.name, value, index))
        elif registry.is_pass_or_pipeline(name):
            from aiopt.support.pass_pipeline import PassElement, PipelineSyntaxError, parse_option_text

            element = PassElement(name, offsets[index] + (len(arg) - len(body)))
            if has_equals:
                value_offset = offsets[index] + len(arg) - len(inline_value)
                try:
                    element.options = parse_option_text(inline_value, value_offset)
                except PipelineSyntaxError as err:
                    raise CommandLineError(err.message, command_line.offset_loc(err.offset)) from None
            command_line.pass_elements.append(element)
        elif strict:
            from aiopt.support.registry import did_you_mean

            dashes = arg[: len(arg) - len(body)]
            known = [*by_name, *registry.pass_names()]
            raise CommandLineError(
                f"unknown command line argument '{arg}' (see '{program} --help')"
                + did_you_mean(name, known, quote=f"'{dashes}{{}}'"),
                command_line.arg_loc(index),
            )
        index += 1
    if strict and len(command_line.positional) > 1:
        _, extra_index = command_line.positional[1]
        raise CommandLineError("only one input file may be given", command_line.arg_loc(extra_index))
    return command_line


_SWITCH_VALUES = {"true": True, "TRUE": True, "True": True, "1": True,
                  "false": False, "FALSE": False, "False": False, "0": False}  # fmt: skip


def _switch_value(text: str, typed: str, location: SourceLoc) -> bool:
    """The value of `--switch=TEXT`, spelled as LLVM's boolean options accept it; else a CommandLineError."""
    if text not in _SWITCH_VALUES:
        raise CommandLineError(f"invalid value '{text}' for flag '{typed}': expected true, false, 1 or 0", location)
    return _SWITCH_VALUES[text]


PLUGIN_FLAGS = (
    FlagSpec("load-dialect-plugin", "load a dialect plugin (a .py file or a module name)", value="PATH_OR_MODULE",
             repeated=True),
    FlagSpec("load-pass-plugin", "load a pass plugin (a .py file or a module name)", value="PATH_OR_MODULE",
             repeated=True),
)  # fmt: skip
"""The flags of the tools that load plugins (`parse_with_plugins`): ai-opt, ai-runner and ai-translate."""


def parse_with_plugins(
    program: str,
    args: Sequence[str],
    flag_specs: Sequence[FlagSpec],
    registry: Registry,
    sources: SourceManager,
    warn: Callable[[str], None],
    flag_registry: Registry | None = None,
) -> CommandLine:
    """The command line of a tool that loads plugins into `registry`: the installed entry points' (one that
    fails is `warn`ed about and skipped), then each `--load-dialect-plugin`/`--load-pass-plugin`, in order
    (one that fails is an error at its argument); the command line is then parsed again, strictly, since a
    plugin's passes are flags. `flag_registry` (default: `registry`) says which passes are flags: ai-runner's
    has none. Raises CommandLineError.
    """
    from aiopt.support.registry import PluginError

    for failure in registry.load_entry_point_plugins():
        warn(f"{failure} (plugin skipped)")
    flag_registry = registry if flag_registry is None else flag_registry
    command_line = parse_command_line(program, args, flag_specs, flag_registry, sources)
    for flag, spec, index in command_line.flags:
        if flag in ("load-dialect-plugin", "load-pass-plugin") and spec is not None:
            try:
                registry.load_plugin(spec)
            except PluginError as err:
                raise CommandLineError(str(err), command_line.arg_loc(index)) from None
    return parse_command_line(program, args, flag_specs, flag_registry, sources, strict=True)


EXIT_INTERNAL_ERROR = 2


YOUNG_COLLECTION_THRESHOLD = 50_000
"""Allocations between two collections of the youngest generation in a tool's process (Python's: 700)."""


INTEGER_DIGITS = 100_000
"""The decimal digits of the longest integer the tools read or print: Python's default limit (4,300, against
the quadratic cost of converting longer ones) refused a valid i32768 constant, whose value printed has up to
9,865 digits (an internal error when printing it). 100,000 digits convert in a tenth of a second; a
literal longer still is a located error of the parser."""


def _allow_wide_integers() -> None:
    limit = sys.get_int_max_str_digits()
    if limit and limit < INTEGER_DIGITS:
        sys.set_int_max_str_digits(INTEGER_DIGITS)


def run_tool(
    program: str, argv: Sequence[str] | None, stdin: TextIO | None, run: Callable[[list[str], TextIO], int]
) -> int:
    """Run a driver's `run(args, stdin)`, turning what escapes it into one line and exit status 2.

    With `--debug` the Python traceback of an internal error is printed. A
    reader that closes the output early (`ai-opt x.mlir | head`) is not an
    error; an output that cannot be written (a full disk, a closed stdout) is
    one, reported as LLVM's tools report it, with status 1. Run as a program
    (no `argv`), the process collects garbage less often (see
    `_collect_for_one_run`).
    """
    if argv is None:
        _collect_for_one_run()
    _replace_closed_streams()
    _allow_wide_integers()
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        status = run(args, stdin or sys.stdin)
        sys.stdout.flush()  # what is left to write fails here, reported, not in the exit
        return status
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # Python would complain again when flushing stdout at exit.
        _discard_stdout()
        return 0
    except Exception as err:
        if isinstance(err, OSError) and _is_output_failure(err):
            _report_output_failure(err)
            return EXIT_OUTPUT_FAILURE
        if "--debug" in args or "-debug" in args:
            import traceback

            traceback.print_exc()
        else:
            sys.stderr.write(f"{program}: internal error: {type(err).__name__}: {err} (run with --debug for a traceback)\n")
        return EXIT_INTERNAL_ERROR
    finally:
        if argv is None:
            # What is left is dropped by the exit: moved out of the collector's reach, the interpreter's
            # last collection does not walk (and free, object by object) the IR of the run.
            gc.freeze()


EXIT_OUTPUT_FAILURE = 1
"""The status of a run whose output could not be written (LLVM's report_fatal_error exits with 1)."""


class _ClosedOutput(io.TextIOBase):
    """`sys.stdout` when the process started with file descriptor 1 closed (where Python leaves None).

    As LLVM's `outs()` on a closed descriptor: a run that writes nothing there
    succeeds (`ai-opt in.mlir -o out.mlir >&-`), and a write fails with EBADF,
    reported as an output failure by `run_tool`.
    """

    def writable(self) -> bool:
        return True

    def write(self, text: str | bytes) -> int:
        raise OSError(errno.EBADF, os.strerror(errno.EBADF))

    @property
    def buffer(self) -> _ClosedOutput:  # bytes go through `sys.stdout.buffer`
        return self


def _replace_closed_streams() -> None:
    """Streams for the standard descriptors that were closed when the process started.

    stdout fails when written (`_ClosedOutput`); stderr is dropped, as
    diagnostics written to a closed descriptor are: the exit status still
    says how the run went.
    """
    if sys.stdout is None:
        sys.stdout = _ClosedOutput()
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115 - kept to the exit, as sys.stderr is


OUTPUT_ERRNOS = frozenset({errno.EBADF, errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO})
"""What a write to an open stream fails with: a closed descriptor, a full disk or quota, a device error."""


def _is_output_failure(err: OSError) -> bool:
    """Whether `err` is a write to stdout that failed.

    Writes to the files a tool opens report their own errors, with the file's
    name (`OutputFile`); what reaches `run_tool` with one of these errors and
    no file name is a write to stdout (`sys.stdout.write`, its flush).
    """
    return err.filename is None and err.errno in OUTPUT_ERRNOS


def _report_output_failure(failure: OSError) -> None:
    """Report, as LLVM's tools do (`IO failure on output stream: ...`), that stdout could not be written;
    what could not be written is dropped, so that the exit does not fail again."""
    from aiopt.support.diagnostics import Diagnostic, Severity, SourceManager, format_diagnostic

    reason = failure.strerror or str(failure)
    message = f"IO failure on output stream: {reason}"
    sys.stderr.write(format_diagnostic(Diagnostic(Severity.ERROR, message), SourceManager()))
    _discard_stdout()


def _discard_stdout() -> None:
    """Point stdout's descriptor at /dev/null: what its buffer holds is dropped when the exit flushes it."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, io.UnsupportedOperation):
        pass  # not a descriptor (a closed one, a test's StringIO): nothing is flushed at the exit


def exit_without_finalizing(status: int) -> None:
    """End a tool run as a program with `status`, skipping the interpreter's finalization.

    After the `atexit` functions (`weakref.finalize` and temporary folders
    among them) and a flush of stdout and stderr, `os._exit`: tearing down
    every module and object of the run costs a tool about 5 ms of its 0.1 s
    start-up, for nothing a process of aiopt's own code leaves behind (its
    output files are closed). Returns, for the normal exit, where another
    thread is running or a stream cannot be flushed (a closed pipe).
    """
    import atexit
    import threading

    if threading.active_count() > 1:
        return
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        return
    atexit._run_exitfuncs()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    os._exit(status)


def _collect_for_one_run() -> None:
    """Collect the youngest generation every `YOUNG_COLLECTION_THRESHOLD` allocations, not 700, and never
    walk what the start-up made.

    A tool's process builds one IR (every op, value, use and attribute a
    container object) and keeps it to the end, so each collection walks
    objects that all survive: parsing 20,000 `arith` ops ran about 330 of
    them, a third of the parse's time (4 with this threshold). Cycles that do
    become garbage are still collected, a little later; the older
    generations keep their thresholds.

    What exists now (modules, classes, functions: kept to the exit) is moved
    out of the collector's reach (`gc.freeze`), and collecting starts again
    where a driver stopped it for its start-up (`ai-opt`: the 60 collections
    of its imports walked only such objects, 8% of its run on a three-op
    file).
    """
    gc.set_threshold(YOUNG_COLLECTION_THRESHOLD, *gc.get_threshold()[1:])
    gc.freeze()
    gc.enable()
