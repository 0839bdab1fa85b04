"""MLIR-style diagnostics: severities, located messages, and the engine that prints them.

A diagnostic is printed the way `mlir-opt` prints it:

    input.mlir:3:8: error: 'arith.addi' op requires the same type for all operands
      %1 = arith.addi %0, %b : i64
           ^

Passes and verifiers report problems through `emit_error`, `emit_warning` and
`emit_remark` (which go to the engine of the running driver), or by raising
`DiagnosticError`, which the driver turns into an error at the op's location.
"""

from __future__ import annotations

import sys
import threading
from bisect import bisect_right
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from itertools import accumulate
from types import TracebackType
from typing import TextIO

from xdsl.ir import Attribute, Operation


class Severity(Enum):
    """How bad a diagnostic is; the value is the word MLIR prints."""

    ERROR = "error"
    WARNING = "warning"
    REMARK = "remark"
    NOTE = "note"


@dataclass(frozen=True)
class SourceLoc:
    """A resolved `file:line:col` position (1-based line and column)."""

    filename: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.filename}:{self.line}:{self.column}"


@dataclass
class Diagnostic:
    """One message with a severity, an optional location, and attached notes."""

    severity: Severity
    message: str
    location: SourceLoc | None = None
    notes: list[Diagnostic] = field(default_factory=list["Diagnostic"])
    followups: list[Diagnostic] = field(default_factory=list["Diagnostic"])
    """Errors reported right after this one, as MLIR's parsers report a failure and then the construct
    that it broke: `duplicated `index_vector_dim` entry`, then `failed parsing scatter dimension numbers`."""
    op: Operation | None = field(default=None, compare=False, repr=False)
    """The op the diagnostic was emitted on (upstream's `op->emitError`), which `--mlir-print-op-on-diagnostic`
    prints in a note; None for one emitted at a location (a parse error)."""
    raised_at: TracebackType | None = field(default=None, compare=False, repr=False)
    """The traceback of the DiagnosticError this diagnostic reports: where it was raised
    (`--mlir-print-stacktrace-on-diagnostic`)."""

    def attach_note(self, message: str, location: SourceLoc | None = None) -> Diagnostic:
        """Attach a note (printed after this diagnostic) and return it."""
        note = Diagnostic(Severity.NOTE, message, location)
        self.notes.append(note)
        return note


NoteSpec = tuple[str, "Operation | SourceLoc | None"]
"""A note to attach: its message and where it points (an op, a location, or nowhere)."""


def _resolve(where: Operation | SourceLoc | None) -> SourceLoc | None:
    return location_of(where) if isinstance(where, Operation) else where


class DiagnosticError(Exception):
    """Raised by passes and helpers to fail with a diagnostic on an op or a location.

    The driver catches it, reports it as an error and marks the run failed.
    """

    def __init__(
        self,
        message: str,
        op: Operation | None = None,
        location: SourceLoc | None = None,
        notes: list[NoteSpec] | None = None,
        followups: list[NoteSpec] | None = None,
        on_op: bool = True,
    ):
        super().__init__(message)
        self.message = message
        self.op = op
        self.location = location
        self.on_op = on_op
        """Whether the error is emitted on `op` (upstream's `op->emitError`, which `--mlir-print-op-on-diagnostic`
        follows with the op), not only at its location (`emitError(op->getLoc())`)."""
        self.notes = notes or []
        self.followups = followups or []

    def to_diagnostic(self) -> Diagnostic:
        """The error diagnostic this exception stands for (with its follow-up errors)."""
        location = self.location or (location_of(self.op) if self.op else None)
        diag = Diagnostic(Severity.ERROR, self.message, location, op=self.op if self.on_op else None)
        diag.raised_at = self.__traceback__
        for note_message, where in self.notes:
            diag.attach_note(note_message, _resolve(where))
        for message, where in self.followups:
            diag.followups.append(Diagnostic(Severity.ERROR, message, _resolve(where)))
        return diag


class RuntimeCheckError(DiagnosticError, RuntimeError):
    """A run-time check failed (a shape mismatch, an allocation that failed, ...).

    Compiled code raises it (`aiopt.runtime.runtime_errors`), and so does the
    reference interpreter, which makes the same checks with the same messages.
    """


def out_of_memory_message(err: MemoryError) -> str:
    """The words of compiled code's failed allocation (`out of memory: cannot allocate N bytes`) for a
    MemoryError of Python or numpy (whose error knows the size it asked for)."""
    size = getattr(err, "_total_size", None)
    return f"out of memory: cannot allocate {size} bytes" if isinstance(size, int) else "out of memory"


def location_from_attr(loc: Attribute) -> SourceLoc | None:
    """The first file:line:col inside an MLIR location attribute, if any."""
    # (Imported here: the compile API's cache hits use diagnostics without xDSL's builtin dialect.)
    from xdsl.dialects.builtin import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc

    match loc:
        case FileLineColLoc():
            return SourceLoc(loc.filename.data, loc.line.data, loc.column.data)
        case NameLoc():
            return location_from_attr(loc.location)
        case CallSiteLoc():
            return location_from_attr(loc.callee) or location_from_attr(loc.caller)
        case FusedLoc():
            for inner in loc.locations:
                if (found := location_from_attr(inner)) is not None:
                    return found
            return None
        case _:
            return None


def location_of(op: Operation) -> SourceLoc | None:
    """The location of `op`, or of its closest ancestor that has one.

    Ops created by rewrites often carry no location; reporting at the
    enclosing op is more useful than reporting at an unknown place.
    """
    current: Operation | None = op
    while current is not None:
        if (loc := location_from_attr(current.location)) is not None:
            return loc
        current = current.parent_op()
    return None


def line_starts(text: str) -> list[int]:
    """The offset of the first character of every line of `text`: `line_starts("a\nbc\n") == [0, 2, 5]`.

    Without a Python step per line: each `// -----` chunk of a `--split-input-file` input is parsed padded
    with a newline for every line before it (those lines start at 0, 1, 2, ...), and each other line starts
    at the previous one's start plus its length and newline. A `str.find` loop over every line took 2% of
    parsing the lit suite's inputs.
    """
    padding = len(text) - len(text.lstrip("\n"))
    starts = list(range(padding + 1))
    lengths = map(len, text[padding:].split("\n"))
    starts += accumulate(map(_NEWLINE_LENGTH.__add__, lengths), initial=padding)
    del starts[padding], starts[-1]  # (the padding's end twice; the offset past a newline `text` lacks)
    return starts


_NEWLINE_LENGTH = 1


class SourceManager:
    """Holds the text of every input buffer so diagnostics can quote source lines."""

    def __init__(self) -> None:
        self._buffers: dict[str, tuple[str, list[int]]] = {}

    def add_buffer(self, name: str, text: str) -> None:
        """Register `text` under `name`; line starts are indexed once."""
        self._buffers[name] = (text, line_starts(text))

    def has_buffer(self, name: str) -> bool:
        return name in self._buffers

    def line_text(self, loc: SourceLoc) -> str | None:
        """The full source line of `loc`, without its newline."""
        if loc.filename not in self._buffers:
            return None
        text, line_starts = self._buffers[loc.filename]
        if not 1 <= loc.line <= len(line_starts):
            return None
        start = line_starts[loc.line - 1]
        end = text.find("\n", start)
        return text[start : end if end != -1 else len(text)].rstrip("\r")

    def offset_to_loc(self, name: str, offset: int) -> SourceLoc:
        """Translate a character offset in buffer `name` to a SourceLoc."""
        _, line_starts = self._buffers[name]
        line = bisect_right(line_starts, offset)
        return SourceLoc(name, line, offset - line_starts[line - 1] + 1)


def format_diagnostic(diag: Diagnostic, sources: SourceManager) -> str:
    """Render a diagnostic and its notes as mlir-opt does, quoting the source line."""
    lines: list[str] = []
    previous: SourceLoc | None = None
    for current in (diag, *diag.notes):
        prefix = f"{current.location}: " if current.location else "<unknown>:0: "
        lines.append(f"{prefix}{current.severity.value}: {current.message}")
        # A note quotes its line only where it is not where the diagnostic (or the note before) is, as upstream.
        quote = current is diag or current.location != previous
        previous = current.location
        if quote and current.location and (source := sources.line_text(current.location)):
            lines.append(source)
            lines.append(" " * (current.location.column - 1) + "^")
    return "\n".join(lines) + "\n"


DiagnosticHandler = Callable[[Diagnostic], None]


class DiagnosticEngine:
    """Routes diagnostics to a handler and counts errors.

    The default handler prints to `stream`; `--verify-diagnostics` installs a
    handler that matches them against `expected-*` annotations instead.
    """

    def __init__(self, sources: SourceManager, stream: TextIO | None = None):
        self.sources = sources
        self.stream = stream
        self.handler: DiagnosticHandler = self.print_diagnostic
        self.error_count = 0
        self.op_printer: Callable[[Operation], str] | None = None
        """`--mlir-print-op-on-diagnostic`: the generic text of an op, which an error, warning or remark emitted on
        an op is followed by, in its first note (`see current operation: ...`); None: no such note."""
        self.stack_traces = False
        """`--mlir-print-stacktrace-on-diagnostic`: an error, warning or remark gets a first note with the stack
        where it was emitted (`diagnostic emitted with trace:`, upstream's native frames, here Python's)."""

    def print_diagnostic(self, diag: Diagnostic) -> None:
        """Print a diagnostic to this engine's stream (stderr by default)."""
        stream = self.stream or sys.stderr
        stream.write(format_diagnostic(diag, self.sources))
        stream.flush()

    def emit(self, diag: Diagnostic) -> Diagnostic:
        """Report a diagnostic through the active handler."""
        if diag.severity is Severity.ERROR:
            self.error_count += 1
        if self.op_printer is not None and diag.op is not None and diag.severity is not Severity.NOTE:
            self._attach_op_note(diag, diag.op)
        if self.stack_traces and diag.severity is not Severity.NOTE:
            _attach_stack_trace(diag)
        self.handler(diag)
        for followup in diag.followups:
            self.emit(followup)
        return diag


    def _attach_op_note(self, diag: Diagnostic, op: Operation) -> None:
        """Upstream's first note of a diagnostic emitted on an op: `see current operation: ` and the op in the
        generic form, on a line of its own where it takes several."""
        assert self.op_printer is not None
        try:
            text = self.op_printer(op).rstrip("\n")
        except RecursionError:
            return
        separator = "\n" if "\n" in text else ""
        diag.notes.insert(0, Diagnostic(Severity.NOTE, f"see current operation: {separator}{text}", diag.location))
        diag.op = None  # (a diagnostic emitted again keeps one note)


def _attach_stack_trace(diag: Diagnostic) -> None:
    """Upstream's `diagnostic emitted with trace:` note, with the Python frames that emitted `diag`, innermost
    first, before its other notes."""
    import traceback

    frames = traceback.extract_stack()[:-2]
    if diag.raised_at is not None:  # (raised as a DiagnosticError: where it was raised)
        frames += traceback.extract_tb(diag.raised_at)[1:]
    frames.reverse()
    lines = [f" #{at} {frame.name} ({frame.filename}:{frame.lineno})" for at, frame in enumerate(frames)]
    trace = "\n".join(["diagnostic emitted with trace:", *lines])
    diag.notes.insert(0, Diagnostic(Severity.NOTE, trace, diag.location))


_active_engines: list[DiagnosticEngine] = []

_collectors = threading.local()
"""Per thread: the lists that `collect_errors` scopes fill with the errors emitted in them."""


@contextmanager
def active_engine(engine: DiagnosticEngine) -> Iterator[DiagnosticEngine]:
    """Make `engine` receive what `emit_error` and friends report while active."""
    _active_engines.append(engine)
    try:
        yield engine
    finally:
        _active_engines.pop()


def _emit(
    severity: Severity, op: Operation, message: str, notes: tuple[NoteSpec, ...]
) -> Diagnostic:
    diag = Diagnostic(severity, message, location_of(op), op=op)
    for note_message, where in notes:
        diag.attach_note(note_message, _resolve(where))
    return report(diag)


def report(diag: Diagnostic) -> Diagnostic:
    """Report `diag` as `emit_error` and friends do: an error to the `collect_errors` scopes, and the diagnostic
    to the active engine (else to stderr)."""
    if diag.severity is Severity.ERROR:
        for errors in getattr(_collectors, "stack", ()):
            errors.append(diag)
    if _active_engines:
        _active_engines[-1].emit(diag)
    else:
        sys.stderr.write(format_diagnostic(diag, SourceManager()))
    return diag


def emit_error(op: Operation, message: str, *notes: NoteSpec) -> Diagnostic:
    """Report an error at `op`; the caller is responsible for failing afterwards."""
    return _emit(Severity.ERROR, op, message, notes)


def emit_warning(op: Operation, message: str, *notes: NoteSpec) -> Diagnostic:
    """Report a warning at `op`."""
    return _emit(Severity.WARNING, op, message, notes)


def emit_remark(op: Operation, message: str, *notes: NoteSpec) -> Diagnostic:
    """Report a remark at `op`."""
    return _emit(Severity.REMARK, op, message, notes)


def op_error_message(op: Operation, message: str) -> str:
    """Prefix a message with the op name, as MLIR's `op->emitOpError` does (an unregistered op's own name)."""
    # xDSL names every unregistered op `builtin.unregistered`; upstream names it as written.
    from xdsl.dialects.builtin import UnregisteredOp

    name = op.op_name.data if isinstance(op, UnregisteredOp) else op.name
    return f"'{name}' op {message}"


@contextmanager
def collect_errors() -> Iterator[list[Diagnostic]]:
    """Collect the errors emitted on this thread inside the scope (they are reported as usual too)."""
    stack = getattr(_collectors, "stack", None)
    if stack is None:
        stack = _collectors.stack = []
    errors: list[Diagnostic] = []
    stack.append(errors)
    try:
        yield errors
    finally:
        # By identity: a nested scope's list may equal this one (the same errors), and `remove` compares values.
        del stack[next(i for i in range(len(stack) - 1, -1, -1) if stack[i] is errors)]
