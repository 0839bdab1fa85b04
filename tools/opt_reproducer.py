"""mlir-opt's crash reproducers in `ai-opt`: `--mlir-pass-pipeline-crash-reproducer=FILE`,
`--mlir-pass-pipeline-local-reproducer`, `--mlir-generate-reproducer=FILE` and `--run-reproducer`.

When a pass fails (or raises: upstream's crash), FILE gets the IR the pipeline started from and, in an
`external_resources` section, the pipeline and the flags it ran with; with the local reproducer, the IR just
before the failing pass and that pass alone, nested in the ops around the op it ran on:

    module {
      func.func @f(%arg0: i32) -> i32 { ... }
    }

    {-#
      external_resources: {
        mlir_reproducer: {
          pipeline: "builtin.module(func.func(canonicalize{...}))",
          disable_threading: false,
          verify_each: true
        }
      }
    #-}

and the run reports it as upstream does:

    f.mlir:1:1: error: Failures have been detected while processing an MLIR pass pipeline
    f.mlir:1:1: note: Pipeline failed while executing [`Canonicalizer` on 'func.func' operation: @f]: reproducer
    generated at `FILE`      (on one line)

`ai-opt FILE --run-reproducer` runs that pipeline on that IR (with its `verify_each`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Operation

from aiopt.support.diagnostics import (
    Diagnostic,
    DiagnosticEngine,
    DiagnosticError,
    Severity,
    SourceLoc,
    location_from_attr,
)
from aiopt.support.external_resources import Entry, add_group, group, resources_of_one_context
from aiopt.support.pass_pipeline import (
    PIPELINE_BUFFER,
    OpPassManager,
    PassFailure,
    PipelineSyntaxError,
    ScheduledPass,
    build_pass_manager,
    format_pass_manager,
    format_scheduled_pass,
    parse_anchored_pipeline,
)

if TYPE_CHECKING:
    from aiopt.tools.opt_session import OptSession

REPRODUCER_KEY = "mlir_reproducer"


def reproducer_pipeline(manager: OpPassManager) -> str:
    """The pipeline as upstream's reproducer writes it: the root's elements separated by `, `, those of nested
    pass managers by `,` (`builtin.module(func.func(cse,canonicalize{...}), symbol-dce)`)."""
    parts = [
        format_pass_manager(element) if isinstance(element, OpPassManager) else format_scheduled_pass(element)
        for element in manager.elements
    ]
    return f"{manager.anchor}({', '.join(parts)})"


class CrashReproducer:
    """The reproducer of one chunk's pass pipeline (`--mlir-pass-pipeline-crash-reproducer`)."""

    def __init__(self, session: OptSession, path: str, local: bool):
        self.session = session
        self.path = path
        self.local = local
        self.text = ""
        """What the file gets: the IR and its `mlir_reproducer` section."""
        self.failed: tuple[ScheduledPass, Operation] | None = None
        self._running: list[tuple[ScheduledPass, Operation, str]] = []

    def _entries(self, pipeline: str) -> list[Entry]:
        command_line = self.session.command_line
        return [
            ("pipeline", pipeline),
            ("disable_threading", command_line.has("mlir-disable-threading")),
            ("verify_each", self.session.verify_each),
        ]

    def _render(self, root: Operation, pipeline: str) -> str:
        """`root` as printed with the reproducer's section (with the input's other external resources)."""
        with resources_of_one_context():
            add_group(REPRODUCER_KEY, self._entries(pipeline))
            return self.session.print_options.render(root)

    def start(self, root: Operation) -> None:
        """The pipeline is about to run on `root`."""
        self.failed = None
        if not self.local:
            self.text = self._render(root, reproducer_pipeline(self.session.manager))

    def before_pass(self, scheduled: ScheduledPass, op: Operation) -> None:
        if self.local:
            anchors = [ancestor.name for ancestor in _ancestors(op)]
            pipeline = format_scheduled_pass(scheduled)
            for anchor in reversed(anchors):
                pipeline = f"{anchor}({pipeline})"
            self.text = self._render(_ancestors(op)[0], pipeline)

    def after_failure(self, scheduled: ScheduledPass, op: Operation) -> None:
        if self.failed is None:
            self.failed = (scheduled, op)

    def write(self) -> str:
        """Write the file; what the note says of it (`reproducer generated at `FILE``), or why it was not."""
        try:
            with open(self.path, "w", encoding="utf-8") as handle:
                handle.write(self.text)
        except OSError as err:
            return f"Failed to create reproducer file at `{self.path}`: {err.strerror}"
        return f"reproducer generated at `{self.path}`"

    def report_failure(self, engine: DiagnosticEngine) -> None:
        """Upstream's error and note after the pass's own diagnostics."""
        if self.failed is None:
            return
        scheduled, op = self.failed
        where = _location(op)
        diag = Diagnostic(Severity.ERROR, "Failures have been detected while processing an MLIR pass pipeline", where)
        running = f"`{scheduled.pass_name}` on '{op.name}' operation" + _symbol_suffix(op)
        if not self.local:
            running = f"[{running}]"
        diag.attach_note(f"Pipeline failed while executing {running}: {self.write()}", where)
        engine.emit(diag)

    def report_crash(self, engine: DiagnosticEngine, root: Operation, err: Exception) -> None:
        """A pass raised what is no diagnostic (upstream: a signal caught by its crash recovery)."""
        sys.stderr.write(f"ai-opt: internal error in a pass: {type(err).__name__}: {err}\n")
        message = f"A signal was caught while processing the MLIR module:{self.write()}; marking pass as failed"
        engine.emit(Diagnostic(Severity.ERROR, message, _location(root)))


def _ancestors(op: Operation) -> list[Operation]:
    """The ops from the root down to `op`."""
    chain = [op]
    while (parent := chain[-1].parent_op()) is not None:
        chain.append(parent)
    return chain[::-1]


def _location(op: Operation) -> SourceLoc | None:
    return location_from_attr(op.location)


def _symbol_suffix(op: Operation) -> str:
    symbol = op.attributes.get("sym_name") or op.properties.get("sym_name")
    return f": @{symbol.data}" if isinstance(symbol, StringAttr) else ""


def run_with_reproducer(
    session: OptSession, root: Operation, engine: DiagnosticEngine, run: Callable[[], None]
) -> None:
    """`run()` (the pass pipeline on `root`), writing a reproducer when it fails (raises PassFailure then)."""
    generate = session.command_line.value("mlir-generate-reproducer")
    if generate is not None:
        write_reproducer(session, root, generate)
    path = session.command_line.value("mlir-pass-pipeline-crash-reproducer")
    if path is None:
        run()
        return
    reproducer = CrashReproducer(session, path, session.command_line.has("mlir-pass-pipeline-local-reproducer"))
    instrumentation = session.instrumentation
    instrumentation.before.insert(0, reproducer.before_pass)
    instrumentation.after_failure.append(reproducer.after_failure)
    try:
        reproducer.start(root)
        run()
    except DiagnosticError as err:
        engine.emit(err.to_diagnostic())
        reproducer.report_failure(engine)
        raise PassFailure() from None
    except PassFailure:
        reproducer.report_failure(engine)
        raise
    except (RecursionError, MemoryError, KeyboardInterrupt):
        raise
    except Exception as err:
        reproducer.report_crash(engine, root, err)
        raise PassFailure() from None
    finally:
        instrumentation.before.remove(reproducer.before_pass)
        instrumentation.after_failure.remove(reproducer.after_failure)


def write_reproducer(session: OptSession, root: Operation, path: str) -> None:
    """`--mlir-generate-reproducer=FILE`: the reproducer of the pipeline about to run on `root`, failing or not.
    As upstream's, its pipeline joins every element with `,` and its flags are written false, whatever they
    are (a DiagnosticError where the file cannot be written)."""
    entries: list[Entry] = [
        ("pipeline", format_pass_manager(session.manager)),
        ("disable_threading", False),
        ("verify_each", False),
    ]
    with resources_of_one_context():
        add_group(REPRODUCER_KEY, entries)
        text = session.print_options.render(root)
    try:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    except OSError as err:
        raise DiagnosticError(f"cannot open output file '{path}': {err.strerror}", root) from None


def reproducer_manager(session: OptSession, filename: str) -> OpPassManager | None:
    """`--run-reproducer`: the pass manager of the input's `mlir_reproducer` section (None where it has none;
    its `verify_each` is set on the session); a DiagnosticError in its pipeline text."""
    entries = dict(group(REPRODUCER_KEY) or [])
    if "verify_each" in entries and isinstance(entries["verify_each"], bool):
        session.verify_each = entries["verify_each"]
    text = entries.get("pipeline")
    if not isinstance(text, str):
        return None
    session.sources.add_buffer(PIPELINE_BUFFER, text)
    try:
        anchored = parse_anchored_pipeline(text)
        if anchored is None:
            raise PipelineSyntaxError("the reproducer's pipeline must be anchored: 'builtin.module(...)'", 0)
        manager = OpPassManager(anchored.anchor)
        build_pass_manager(session.registry, anchored.elements, manager)
    except PipelineSyntaxError as err:
        where = session.sources.offset_to_loc(PIPELINE_BUFFER, err.offset)
        raise DiagnosticError(err.message, location=where) from None
    return manager

