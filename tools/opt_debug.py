"""mlir-opt's debugging flags in `ai-opt`: what diagnostics show, action logging and debug counters.

    --mlir-diagnostic-verbosity-level=errors|warnings|remarks   drop the less severe diagnostics
    --mlir-disable-diagnostic-notes                             drop notes emitted on their own
    --log-actions-to=FILE|-  --log-mlir-actions-filter=LOCS     log each pass execution
    --profile-actions-to=FILE|-                                 a Chrome trace (JSON) of the pass executions
    --mlir-debug-counter=TAG-skip=N,TAG-count=M                 skip actions (`pass-execution`)
    --mlir-print-debug-counter                                  print the counters after the run

Actions are upstream's `pass-execution` only: upstream also logs its greedy rewriter's iterations and pattern
applications (`apply-pattern`), which ai-opt's rewriter does not report.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TextIO

from aiopt.support.diagnostics import Diagnostic, DiagnosticHandler, Severity, SourceLoc, location_from_attr
from aiopt.tools.command_line import CommandLine, CommandLineError

if TYPE_CHECKING:
    from xdsl.ir import Operation

    from aiopt.support.pass_pipeline import PassInstrumentation

VERBOSITY_LEVELS = ("errors", "warnings", "remarks")
_HIDDEN_AT = {"errors": (Severity.WARNING, Severity.REMARK), "warnings": (Severity.REMARK,), "remarks": ()}

THREAD_NAME = "ai-opt"
"""The thread an action log line names (upstream's: the thread's name, `mlir-opt` for its main thread)."""

PASS_ADAPTOR = "mlir::detail::OpToOpPassAdaptor"
"""The pass upstream's action log names for a nested pass manager run on the op that holds its ops."""


def check_flags(command_line: CommandLine) -> None:
    """Raise CommandLineError for a bad value of one of these flags (a log that cannot be opened too)."""
    diagnostic_verbosity(command_line)
    DebugCounters.from_command_line(command_line)
    _action_filters(command_line)
    for flag in ("log-actions-to", "profile-actions-to"):
        path = command_line.value(flag)
        if path is not None and path != "-":
            _open_for_actions(command_line, flag).close()


def diagnostic_verbosity(command_line: CommandLine) -> str:
    flag = "mlir-diagnostic-verbosity-level"
    value = command_line.value(flag)
    if value is None:
        return "remarks"
    if value not in VERBOSITY_LEVELS:
        raise CommandLineError(
            f"invalid value '{value}' for '--{flag}': expected 'errors', 'warnings' or 'remarks'",
            command_line.flag_loc(flag),
        )
    return value


def filtered_handler(command_line: CommandLine, handler: DiagnosticHandler) -> DiagnosticHandler:
    """`handler` behind upstream's DiagnosticFilter (which mlir-opt installs unless it verifies diagnostics):
    warnings and remarks below `--mlir-diagnostic-verbosity-level`, and with `--mlir-disable-diagnostic-notes`
    notes emitted on their own (not those attached to a diagnostic), are dropped."""
    hidden = _HIDDEN_AT[diagnostic_verbosity(command_line)]
    if command_line.has("mlir-disable-diagnostic-notes"):
        hidden = (*hidden, Severity.NOTE)
    if not hidden:
        return handler

    def handle(diag: Diagnostic) -> None:
        if diag.severity not in hidden:
            handler(diag)

    return handle


@dataclass
class Counter:
    """One `--mlir-debug-counter` tag: how often its action was reached, how many to skip, how many to run
    after those (-1: all)."""

    hits: int = 0
    skip: int = 0
    count: int = -1


@dataclass
class DebugCounters:
    """Upstream's `DebugCounter`: `TAG-skip=N` and `TAG-count=M` arguments, comma separated."""

    counters: dict[str, Counter] = field(default_factory=dict[str, Counter])

    @classmethod
    def from_command_line(cls, command_line: CommandLine) -> DebugCounters:
        flag = "mlir-debug-counter"
        counters: dict[str, Counter] = {}
        for value in command_line.all_values(flag):
            for argument in value.split(","):
                name, equals, number = argument.partition("=")
                if not equals:
                    raise CommandLineError(
                        "expected DebugCounter argument to have an `=` separating the counter name and value, but "
                        f"the provided argument was: `{argument}`",
                        command_line.flag_loc(flag),
                    )
                try:
                    amount = int(number, 10)
                except ValueError:
                    raise CommandLineError(
                        f"expected DebugCounter counter value to be numeric, but got `{number}`",
                        command_line.flag_loc(flag),
                    ) from None
                tag, dash, kind = name.rpartition("-")
                if not dash or kind not in ("skip", "count"):
                    raise CommandLineError(
                        f"expected DebugCounter counter name to end with either `-skip` or `-count`, but got `{name}`",
                        command_line.flag_loc(flag),
                    )
                counter = counters.setdefault(tag, Counter())
                setattr(counter, kind, amount)
        return cls(counters)

    def should_execute(self, tag: str) -> bool:
        counter = self.counters.get(tag)
        if counter is None:
            return True
        current = counter.hits
        counter.hits += 1
        if current < counter.skip:
            return False
        return counter.count < 0 or current < counter.skip + counter.count

    def report(self) -> str:
        """`--mlir-print-debug-counter`'s table: each tag, its hits, skip and count."""
        lines = ["DebugCounter counters:"]
        for tag in sorted(self.counters):
            counter = self.counters[tag]
            lines.append(f"{tag:<32}: {{{counter.hits},{counter.skip},{counter.count}}}")
        return "\n".join(lines) + "\n"


def _action_filters(command_line: CommandLine) -> list[tuple[str, int, int | None]]:
    """`--log-mlir-actions-filter=FILE:LINE[:COL],...`: the locations whose actions are logged."""
    flag = "log-mlir-actions-filter"
    filters: list[tuple[str, int, int | None]] = []
    for value in command_line.all_values(flag):
        for entry in value.split(","):
            parts = entry.rsplit(":", 2)
            try:
                if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
                    filters.append((parts[0], int(parts[1]), int(parts[2])))
                    continue
                file, line = entry.rsplit(":", 1)
                filters.append((file, int(line, 10), None))
            except ValueError:
                raise CommandLineError(
                    f"invalid location '{entry}' for '--{flag}': expected FILE:LINE or FILE:LINE:COL",
                    command_line.flag_loc(flag),
                ) from None
    return filters


class ActionHandler:
    """The actions of a run: each pass execution, logged (`--log-actions-to`) and counted
    (`--mlir-debug-counter`), as upstream's `pass-execution` action:

        [thread ai-opt] begins (no breakpoint) Action `pass-execution` running `CSE` on Operation `func.func` (...)`
        [thread ai-opt] completed `pass-execution`
    """

    def __init__(
        self,
        log: TextIO | None,
        filters: list[tuple[str, int, int | None]],
        counters: DebugCounters,
        profile: TextIO | None = None,
    ):
        self.log = log
        self.filters = filters
        self.counters = counters
        self.profile = profile
        """`--profile-actions-to`: where upstream's Chrome trace events of each action go (`[{...},` ... `]`)."""
        self._profiled = 0
        self._start = time.perf_counter()
        self._logged: list[bool] = []

    def begin(self, pass_name: str, op: Operation) -> bool:
        """The start of a pass execution on `op`; False when a debug counter skips it."""
        execute = self.counters.should_execute("pass-execution")
        logged = self.log is not None and self._matches(op)
        self._logged.append(logged)
        if logged and self.log is not None:
            breakpoint_text = "(no breakpoint)"
            self.log.write(
                f"[thread {THREAD_NAME}] begins {breakpoint_text} Action `pass-execution` running `{pass_name}` "
                f"on Operation `{op.name}` ({_skeleton(op)})`\n"
            )
        if self.profile is not None:
            description = f"`pass-execution` running `{pass_name}` on Operation `{op.name}`"
            self._profile_event("B", f', "args": {{"desc": {json.dumps(description)}}}')
        return execute

    def _profile_event(self, phase: str, extra: str = "") -> None:
        assert self.profile is not None
        stamp = int((time.perf_counter() - self._start) * 1e6)
        self.profile.write(("[" if not self._profiled else ",\n") + '{"name": "pass-execution", "cat": "PERF", '
                           f'"ph": "{phase}", "pid": 0, "tid": {threading.get_native_id()}, "ts": {stamp}{extra}}}')
        self._profiled += 1

    def finish_profile(self) -> None:
        """The end of the chunk's trace: `]` (`[]` without events)."""
        if self.profile is not None:
            self.profile.write("]" if self._profiled else "[]")
            self.profile.flush()

    def end(self) -> None:
        if self.profile is not None:
            self._profile_event("E")
        if self._logged.pop() and self.log is not None:
            self.log.write(f"[thread {THREAD_NAME}] completed `pass-execution`\n")
            self.log.flush()

    def _matches(self, op: Operation) -> bool:
        if not self.filters:
            return True
        where: SourceLoc | None = location_from_attr(op.location)
        if where is None:
            return False
        return any(
            where.filename == file and where.line == line and (column is None or where.column == column)
            for file, line, column in self.filters
        )


def _skeleton(op: Operation) -> str:
    """The op as upstream's action log shows it: its custom form, regions as `{...}`."""
    from aiopt.support.asm_printer import render

    return render(op, skip_regions=True, aliases=False).strip()


def open_action_log(command_line: CommandLine) -> TextIO | None:
    """The stream `--log-actions-to` names (`-`: stdout, where upstream writes it), or None; CommandLineError
    where it cannot be opened."""
    path = command_line.value("log-actions-to")
    if path is None:
        return None
    if path == "-":
        return sys.stdout
    return _open_for_actions(command_line, "log-actions-to")


def _open_for_actions(command_line: CommandLine, flag: str) -> TextIO:
    """The file `--flag=FILE` names, opened for writing; CommandLineError (upstream's words) where it cannot be."""
    path = command_line.value(flag) or ""
    try:
        return open(path, "w", encoding="utf-8")  # noqa: SIM115 - written to the end of the run (or chunk)
    except OSError as err:
        raise CommandLineError(
            f"Opening file for --{flag} failed: cannot open output file '{path}': {err.strerror}",
            command_line.flag_loc(flag),
        ) from None


COUNTERS_DISABLED = (
    "error: Debug counters are incompatible with --log-actions-to and --mlir-enable-debugger-hook options and are "
    "disabled\n"
)


@contextmanager
def chunk_actions(
    command_line: CommandLine, instrumentation: PassInstrumentation, logs: dict[str, TextIO]
) -> Iterator[None]:
    """The actions of one chunk of the input (upstream's context of each chunk): logged to the stream of
    `--log-actions-to` (kept in `logs` for the next chunk), or counted by fresh debug counters (printed before
    and after the chunk with `--mlir-print-debug-counter`). As upstream, logging or the debugger hook report
    `ExecutionContext registered on the context` on stderr, and turn the debug counters off with an error."""
    counters = DebugCounters.from_command_line(command_line)
    print_counters = command_line.has("mlir-print-debug-counter")
    hook = command_line.has("mlir-enable-debugger-hook")
    path = command_line.value("log-actions-to")
    profile_path = command_line.value("profile-actions-to")
    if path is None and profile_path is None and not hook and not counters.counters and not print_counters:
        yield
        return
    log = None
    if path is not None:
        log = logs.get(path) or logs.setdefault(path, open_action_log(command_line) or sys.stdout)
    profile = None
    if profile_path is not None:  # (a file is written anew for each chunk, as upstream's)
        profile = sys.stdout if profile_path == "-" else _open_for_actions(command_line, "profile-actions-to")
    if path is not None or profile_path is not None or hook:
        message = "ExecutionContext registered on the context"
        if counters.counters or print_counters:
            message += COUNTERS_DISABLED
            counters, print_counters = DebugCounters(), False
        if hook:
            message += " (with Debugger hook)\n"
        elif not message.endswith("\n"):
            message += "\n"
        sys.stderr.write(message)
    if print_counters:
        sys.stderr.write(counters.report())
    handler = instrumentation.actions = ActionHandler(log, _action_filters(command_line), counters, profile)
    try:
        yield
    finally:
        instrumentation.actions = None
        handler.finish_profile()
        if profile is not None and profile is not sys.stdout:
            profile.close()
        if log is not None:
            log.flush()
        if print_counters:
            sys.stderr.write(counters.report())


def write_tree_dump(root_dir: str, op: Operation, pass_flag: str, counters: dict[Operation, int], text: str) -> None:
    """`--mlir-print-ir-tree-dir=DIR`: write an IR dump of a pass run on `op` where upstream does,

        DIR/builtin_module_no-symbol-name/func_func_f/0_1_cse.mlir

    a folder for each op from the root down to `op` (its name with `_` for `.`, and its symbol or
    `no-symbol-name`), and a file named by the count of dumps of each of those ops (this one counted, the
    others as they stand, from 0) and the pass's flag. A folder that cannot be made is upstream's message on
    stderr, and the dump is dropped."""
    import os

    from xdsl.dialects.builtin import StringAttr

    chain = [op]
    while (parent := chain[-1].parent_op()) is not None:
        chain.append(parent)
    counters[op] = counters.get(op, -1) + 1
    folders, counts = [], []
    for current in reversed(chain):
        symbol = current.attributes.get("sym_name") or current.properties.get("sym_name")
        name = symbol.data if isinstance(symbol, StringAttr) else "no-symbol-name"
        folders.append(current.name.replace(".", "_") + "_" + name)
        counts.append(str(counters.setdefault(current, 0)))
    directory = os.path.join(root_dir, *folders)
    for making in (root_dir, directory):  # (upstream names the root where it cannot be made)
        try:
            os.makedirs(making, exist_ok=True)
        except OSError as err:
            sys.stderr.write(f"Error while creating directory {making}: {err.strerror}\n")
            return
    path = os.path.join(directory, "_".join(counts) + f"_{pass_flag}.mlir")
    try:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    except OSError as err:
        sys.stderr.write(f"Error while writing {path}: {err.strerror}\n")
