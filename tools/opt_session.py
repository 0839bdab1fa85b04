"""One `ai-opt` run: read the input, process each chunk, report, write the output."""

from __future__ import annotations

import contextlib
import difflib
import errno
import os
import stat
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TextIO

from xdsl.context import Context
from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Operation

from aiopt.support.dense_elements import HEX_PRINT_THRESHOLD
from aiopt.support.dense_resource import blobs_of_one_context
from aiopt.support.diagnostics import (
    Diagnostic,
    DiagnosticEngine,
    DiagnosticError,
    Severity,
    SourceLoc,
    SourceManager,
    active_engine,
)
from aiopt.support.external_resources import resources_of_one_context
from aiopt.support.parsing import parse_module, parse_top_level_op
from aiopt.support.pass_pipeline import (
    ANCHOR_REQUIRED,
    PIPELINE_BUFFER,
    NestedPipeline,
    OpPassManager,
    PassElement,
    PassFailure,
    PassInstrumentation,
    PipelineSyntaxError,
    ScheduledPass,
    build_pass_manager,
    format_pass_manager,
    format_pass_statistics,
    parse_anchored_pipeline,
    run_pass_manager,
)
from aiopt.support.registry import Registry, did_you_mean
from aiopt.support.verifier import VerifyWhenChanged, verify_operation
from aiopt.tools.command_line import CommandLine, CommandLineError

if TYPE_CHECKING:
    from aiopt.tools.verify_diagnostics import DiagnosticVerifier

SPLIT_MARKER = "// -----"
BYTECODE_MAGIC = b"ML\xefR"
EXIT_SUCCESS, EXIT_USER_ERROR = 0, 1


@dataclass
class PrintOptions:
    """How IR is printed (`--mlir-print-op-generic`, `--mlir-print-debuginfo`, `--mlir-elide-elementsattrs-*`)."""

    generic: bool = False
    debuginfo: bool = False
    elide_elements_larger: int | None = None
    local_scope: bool = False
    """`--mlir-print-local-scope`: affine maps printed where they are used, not as `#map` aliases."""
    hex_elements_larger: int | None = HEX_PRINT_THRESHOLD
    """`--mlir-print-elementsattrs-with-hex-if-larger`: None (-1) never prints hex."""
    skip_regions: bool = False
    unique_ids: bool = False
    nameloc_prefix: bool = False
    value_users: bool = False
    """`--mlir-print-value-users`: comments on the users of each value (upstream's)."""
    pretty_debuginfo: bool = False
    """`--mlir-pretty-debuginfo`: with `debuginfo`, locations in upstream's pretty form (`a.py:1:2`)."""
    elide_resource_strings_larger: int | None = None
    """`--mlir-elide-resource-strings-if-larger=N`: resources printed longer than N characters are left out."""

    def render(self, op: Operation, generic: bool = False) -> str:
        from aiopt.support.asm_printer import render

        return render(
            op,
            generic=self.generic or generic,
            debuginfo=self.debuginfo,
            elide_elements_larger=self.elide_elements_larger,
            aliases=not self.local_scope,
            hex_elements_larger=self.hex_elements_larger,
            skip_regions=self.skip_regions,
            unique_ids=self.unique_ids,
            nameloc_prefix=self.nameloc_prefix,
            value_users=self.value_users,
            pretty_debuginfo=self.pretty_debuginfo,
            elide_resource_strings_larger=self.elide_resource_strings_larger,
        )


class OptSession:
    """The state of one ai-opt invocation after its command line was parsed."""

    def __init__(self, registry: Registry, command_line: CommandLine, manager: OpPassManager, sources: SourceManager):
        self.registry = registry
        self.command_line = command_line
        self.manager = manager
        self.sources = sources
        self.print_options = PrintOptions(
            generic=command_line.has("mlir-print-op-generic"),
            debuginfo=command_line.has("mlir-print-debuginfo"),
            elide_elements_larger=_int_flag(command_line, "mlir-elide-elementsattrs-if-larger"),
            local_scope=command_line.has("mlir-print-local-scope"),
            hex_elements_larger=_hex_limit(command_line),
            skip_regions=command_line.has("mlir-print-skip-regions"),
            unique_ids=command_line.has("mlir-print-unique-ssa-ids"),
            nameloc_prefix=command_line.has("mlir-use-nameloc-as-prefix"),
            value_users=command_line.has("mlir-print-value-users"),
            pretty_debuginfo=command_line.has("mlir-pretty-debuginfo"),
            elide_resource_strings_larger=_int_flag(command_line, "mlir-elide-resource-strings-if-larger"),
        )
        self.verify_each = _bool_flag(command_line, "verify-each", default=True)
        self.instrumentation = PassInstrumentation()
        self._action_logs: dict[str, TextIO] = {}
        self._install_ir_printing()

    @classmethod
    def from_command_line(cls, registry: Registry, command_line: CommandLine, sources: SourceManager) -> OptSession:
        """Build the pass manager from pass flags or a textual pipeline (raises CommandLineError)."""
        # `-p` is an alias of `--pass-pipeline`: the last of them given is the pipeline, as upstream.
        pipeline_flags = [flag for flag, _, _ in command_line.flags if flag in ("pass-pipeline", "p")][-1:]
        if pipeline_flags and command_line.pass_elements:
            raise CommandLineError(
                f"'{'-p' if pipeline_flags[0] == 'p' else '--pass-pipeline'}' can't be used with individual pass options",
                command_line.flag_loc(*pipeline_flags),
            )
        if command_line.has("emit-bytecode-version"):
            _int_flag(command_line, "emit-bytecode-version")
            if not command_line.has("emit-bytecode"):
                raise CommandLineError(
                    "bytecode version while not emitting bytecode", command_line.flag_loc("emit-bytecode-version")
                )
        _int_flag(command_line, "mlir-elide-elementsattrs-if-larger")
        _int_flag(command_line, "mlir-elide-resource-strings-if-larger")
        _hex_limit(command_line)
        _bool_flag(command_line, "verify-each", default=True)
        _bool_flag(command_line, "mlir-print-op-on-diagnostic", default=True)
        _verify_diagnostics_mode(command_line)
        _timing_display(command_line)
        _choice_flag(command_line, "mlir-pass-statistics-display", ("list", "pipeline"), "pipeline")
        from aiopt.tools.opt_debug import check_flags

        check_flags(command_line)
        for flag in ("mlir-print-ir-before", "mlir-print-ir-after"):
            _pass_names_flag(command_line, flag, registry)
        # With --no-implicit-module the root is whatever op the input holds: a pipeline's anchor is checked
        # against it when it is parsed (`_check_root`), and pass flags run on it as it is ("any").
        no_implicit_module = command_line.has("no-implicit-module")
        manager = OpPassManager("any" if no_implicit_module else "builtin.module")
        try:
            if pipeline_flags:
                text = command_line.value(pipeline_flags[0]) or ""
                sources.add_buffer(PIPELINE_BUFFER, text)
                try:
                    anchored = parse_anchored_pipeline(text)
                    if anchored is None:
                        raise CommandLineError(ANCHOR_REQUIRED, command_line.flag_loc(pipeline_flags[0]))
                    if no_implicit_module:
                        manager = OpPassManager(anchored.anchor)
                    build_pass_manager(registry, _root_elements(anchored, manager.anchor), manager)
                except PipelineSyntaxError as err:
                    raise CommandLineError(err.message, sources.offset_to_loc(PIPELINE_BUFFER, err.offset)) from None
            else:
                build_pass_manager(registry, list(command_line.pass_elements), manager)
        except PipelineSyntaxError as err:
            raise CommandLineError(err.message, command_line.offset_loc(err.offset)) from None
        return cls(registry, command_line, manager, sources)

    def _install_ir_printing(self) -> None:
        module_scope = self.command_line.has("mlir-print-ir-module-scope")
        only_changed = self.command_line.has("mlir-print-ir-after-change")
        text_before: dict[int, str] = {}
        tree_dir = self.command_line.value("mlir-print-ir-tree-dir")
        tree_counters: dict[Operation, int] = {}

        def dump(when: str, failed: bool = False) -> Callable[[ScheduledPass, Operation], None]:
            def callback(scheduled: ScheduledPass, op: Operation) -> None:
                text = self.print_options.render(_root_of(op) if module_scope else op)
                if only_changed and when == "After" and not failed and text_before.pop(id(op), None) == text:
                    return
                # Upstream's headers: "IR Dump After CSE (cse)", "IR Dump After CSE Failed (cse)", and with
                # --mlir-print-ir-module-scope the op the pass ran on: "('func.func' operation: @f)".
                name = scheduled.pass_name + (" Failed" if failed else "")
                header = f"// -----// IR Dump {when} {name} ({scheduled.flag}){_scope_of(op, module_scope)}"
                # Upstream's dump of a top-level op (module scope's too) ends with one more empty line.
                top_level = module_scope or op.parent_op() is None
                dump_text = header + " //----- //\n" + text + ("\n\n" if top_level else "\n")
                if tree_dir is None:
                    sys.stderr.write(dump_text)
                else:
                    from aiopt.tools.opt_debug import write_tree_dump

                    write_tree_dump(tree_dir, op, scheduled.flag, tree_counters, dump_text)

            return callback

        if only_changed:
            def remember(scheduled: ScheduledPass, op: Operation) -> None:
                text_before[id(op)] = self.print_options.render(_root_of(op) if module_scope else op)

            self.instrumentation.before.append(remember)

        if self.command_line.has("mlir-print-ir-before-all"):
            self.instrumentation.before.append(dump("Before"))
        if self.command_line.has("mlir-print-ir-after-all"):
            self.instrumentation.after.append(dump("After"))
        if self.command_line.has("mlir-print-ir-after-failure"):
            self.instrumentation.after_failure.append(dump("After", failed=True))
        for flag, when, hooks in (
            ("mlir-print-ir-before", "Before", self.instrumentation.before),
            ("mlir-print-ir-after", "After", self.instrumentation.after),
        ):
            names = _pass_names_flag(self.command_line, flag, self.registry)
            if names and not self.command_line.has(f"{flag}-all"):
                hooks.append(_only_for(names, dump(when)))

    # -- running ------------------------------------------------------------

    def run(self, stdin: TextIO) -> int:
        """Process the input; return the exit status."""
        engine = DiagnosticEngine(self.sources)
        try:
            filename, text = read_source(self.command_line, stdin)
            output_file = OutputFile.from_flag(self.command_line, "o")
        except DiagnosticError as err:
            engine.emit(err.to_diagnostic())
            return EXIT_USER_ERROR
        self.sources.add_buffer(filename, text)

        verifier: DiagnosticVerifier | None = None
        if self.command_line.has("verify-diagnostics"):
            from aiopt.tools.verify_diagnostics import DiagnosticVerifier

            only_expected = _verify_diagnostics_mode(self.command_line) == "only-expected"
            verifier = DiagnosticVerifier(engine, filename, only_expected=only_expected)
            engine.handler = verifier.handle
        else:
            from aiopt.tools.opt_debug import filtered_handler

            engine.handler = filtered_handler(self.command_line, engine.handler)
        if verifier is None and _bool_flag(self.command_line, "mlir-print-op-on-diagnostic", default=True):
            # (Upstream's mlir-opt turns the note off under --verify-diagnostics, whatever the flag says.)
            engine.op_printer = self._print_op_in_note
        engine.stack_traces = self.command_line.has("mlir-print-stacktrace-on-diagnostic")

        if self.command_line.has("dump-pass-pipeline"):
            passes = len(self.manager.elements)
            pipeline = format_pass_manager(self.manager, pretty=True)
            sys.stderr.write(f"Pass Manager with {passes} passes:\n{pipeline}\n\n")
        ctx = self.registry.make_context(allow_unregistered=self.command_line.has("allow-unregistered-dialect"))
        outputs: list[str | bytes] = []
        any_failed = False
        with active_engine(engine):
            for chunk in self._chunks(text, filename, engine):
                if verifier is not None:
                    verifier.add_buffer(chunk)
                output = self._process_chunk(ctx, chunk, filename, engine)
                any_failed |= output is None
                outputs.append(output or "")  # a chunk that failed prints nothing, between its markers

        if self.command_line.has("mlir-pass-statistics"):
            display = _choice_flag(self.command_line, "mlir-pass-statistics-display", ("list", "pipeline"), "pipeline")
            sys.stderr.write(format_pass_statistics(self.manager, display))

        if verifier is not None:
            succeeded = verifier.finish()
        else:
            succeeded = not any_failed
        if succeeded or output_file.path == "-":
            try:
                output_marker = self.command_line.value("output-split-marker")
                marker = (SPLIT_MARKER if output_marker is None else output_marker) + "\n"
                if any(isinstance(output, bytes) for output in outputs):
                    output_file.write(marker.encode().join(o if isinstance(o, bytes) else o.encode() for o in outputs))
                else:
                    output_file.write(marker.join(outputs))
            except DiagnosticError as err:
                engine.emit(err.to_diagnostic())
                return EXIT_USER_ERROR
        return EXIT_SUCCESS if succeeded else EXIT_USER_ERROR

    def _use_reproducer(self, filename: str) -> None:
        """`--run-reproducer`: the pipeline and `verify_each` of the chunk's `mlir_reproducer` section, else the
        command line's."""
        from aiopt.tools.opt_reproducer import reproducer_manager

        if not hasattr(self, "_command_line_run"):
            self._command_line_run = (self.manager, self.verify_each)
        self.manager, self.verify_each = self._command_line_run
        self.manager = reproducer_manager(self, filename) or self.manager

    def _maybe_invalid(self, root: Operation) -> bool:
        """Whether the output is IR that was not verified (`--mlir-very-unsafe-disable-verifier-on-parsing`, no
        pass) and does not verify now (checked without diagnostics); never with `--mlir-print-assume-verified`."""
        if self.command_line.has("mlir-print-assume-verified") or self.manager.elements:
            return False
        if not self.command_line.has("mlir-very-unsafe-disable-verifier-on-parsing"):
            return False
        import io

        quiet = DiagnosticEngine(self.sources, stream=io.StringIO())
        try:
            with active_engine(quiet):
                verify_operation(root.parent_op() or root)
        except DiagnosticError:
            return True
        return quiet.error_count > 0

    def _print_op_in_note(self, op: Operation) -> str:
        """The op in a diagnostic's `see current operation` note: generic, in local scope, with locations under
        `--mlir-print-debuginfo`."""
        from aiopt.support.asm_printer import render_in_local_scope

        options = self.print_options
        return render_in_local_scope(
            op,
            debuginfo=options.debuginfo,
            hex_elements_larger=options.hex_elements_larger,
            value_users=options.value_users,
        )

    def _chunks(self, text: str, filename: str, engine: DiagnosticEngine) -> list[str]:
        return input_chunks(self.command_line, text, filename, engine)

    def _process_chunk(self, ctx: Context, text: str, filename: str, engine: DiagnosticEngine) -> str | bytes | None:
        """Parse, verify, run the passes on, and print one chunk; None when it failed."""
        from aiopt.tools.opt_debug import chunk_actions

        # Each chunk's blobs and actions are its own, as in mlir-opt's context of each chunk.
        with (
            blobs_of_one_context(),
            resources_of_one_context(),
            chunk_actions(self.command_line, self.instrumentation, self._action_logs),
        ):
            if not self.command_line.has("mlir-timing"):
                return self._process_module(ctx, text, filename, engine)
            # As upstream's: a report of each chunk, after it.
            from aiopt.support.pass_pipeline import TimingNode
            from aiopt.support.timing_report import format_timing

            root = TimingNode("root")
            self.instrumentation.timing_stack[:] = [root]
            start = time.perf_counter()
            try:
                return self._process_module(ctx, text, filename, engine)
            finally:
                root.wall += time.perf_counter() - start
                self.instrumentation.timing_stack.clear()
                display, output_format = _timing_display(self.command_line)
                sys.stderr.write(format_timing(root, display=display, output_format=output_format))

    def _bytecode(self, root: Operation) -> bytes:
        """`--emit-bytecode[-version=N]`: the bytecode of the output (a DiagnosticError at the root for a version
        outside 0 to 6, as upstream)."""
        from aiopt.support.bytecode_dialects import BytecodeError
        from aiopt.support.bytecode_writer import write_bytecode

        version = self.command_line.value("emit-bytecode-version")
        try:
            return write_bytecode(root, 6 if version is None else int(version))
        except BytecodeError as err:
            raise DiagnosticError(str(err), root) from None

    def _process_module(self, ctx: Context, text: str, filename: str, engine: DiagnosticEngine) -> str | bytes | None:
        timings = self.instrumentation.timings
        try:
            started = time.perf_counter()
            if self.command_line.has("no-implicit-module"):
                root = parse_top_level_op(ctx, text, filename)
                _check_root(self.manager, root)
            else:
                root = parse_module(ctx, text, filename)
            # What verifies: the root, or the module that holds a root of another kind.
            module = root.parent_op() or root
            parsed = time.perf_counter()
            if self.command_line.has("run-reproducer"):
                self._use_reproducer(filename)
            # Without passes nothing verifies a second time: the fingerprint that
            # VerifyWhenChanged keeps (a walk of the whole module) would go unused.
            verify_each = VerifyWhenChanged() if self.verify_each and self.manager.elements else _no_verification
            if not self.command_line.has("mlir-very-unsafe-disable-verifier-on-parsing"):
                (verify_operation if verify_each is _no_verification else verify_each)(module)
            verified = time.perf_counter()
            timings["Parser"] = timings.get("Parser", 0.0) + parsed - started
            timings["Verifier"] = timings.get("Verifier", 0.0) + verified - parsed
            if self.instrumentation.timing_stack:  # upstream's parser timer holds the verification
                self.instrumentation.timing_stack[0].child("Parser", "Parser").wall += verified - started
            from aiopt.tools.opt_reproducer import run_with_reproducer

            run_with_reproducer(
                self,
                root,
                engine,
                lambda: run_pass_manager(
                    self.manager, ctx, root, self.instrumentation, verify_each, lambda: engine.error_count
                ),
            )
            if not self.verify_each and self.manager.elements:
                verify_operation(module)
            if self.command_line.has("verify-roundtrip"):
                _verify_roundtrip(ctx, root, filename)
            started = time.perf_counter()
            try:
                if self.command_line.has("emit-bytecode"):
                    output = self._bytecode(root)
                elif self._maybe_invalid(root):
                    # Upstream's printer verifies an op first (unless --mlir-print-assume-verified) and prints
                    # one that fails in the generic form.
                    output = self.print_options.render(root, generic=True)
                else:
                    output = self.print_options.render(root)
            except RecursionError:
                # xDSL prints affine expressions and locations recursively.
                raise DiagnosticError("IR is nested too deeply to print", next(iter(module.body.ops), module)) from None
            timings["Output"] = timings.get("Output", 0.0) + time.perf_counter() - started
            if self.instrumentation.timing_stack:
                self.instrumentation.timing_stack[0].child("Output", "Output").wall += time.perf_counter() - started
            return output
        except DiagnosticError as err:
            engine.emit(err.to_diagnostic())
        except PassFailure:
            pass
        return None


_ROUNDTRIP_DIFF_LINES = 20


def _verify_roundtrip(ctx: Context, root: Operation, filename: str) -> None:
    """`--verify-roundtrip`: `root` printed in the custom form and in the generic form must parse back to the
    same IR, compared in the generic form; else a DiagnosticError at `root`, as upstream's `roundTrip testing
    roundtripped module differs from original`, with the start of their diff in the generic form (upstream
    prints both whole). Unlike upstream, locations are not compared (xDSL reads `loc(unknown)` on a block
    argument as where it is)."""
    from aiopt.support.asm_printer import render

    reference = render(root, generic=True)
    for form, generic in (("custom", False), ("generic", True)):
        text = render(root, generic=generic)
        try:
            reparsed = parse_top_level_op(ctx, text, f"<{form} round trip>")
        except DiagnosticError as err:
            message = f"failed to parse the {form} form back, cannot verify round-trip: {err}"
            raise DiagnosticError(message, root) from None
        roundtrip = render(reparsed, generic=True)
        if roundtrip != reference:
            diff = difflib.unified_diff(reference.splitlines(), roundtrip.splitlines(), "original", "roundtripped", n=1)
            lines = [line.rstrip("\n") for line in diff]
            shown = "\n".join(lines[:_ROUNDTRIP_DIFF_LINES] + (["..."] if len(lines) > _ROUNDTRIP_DIFF_LINES else []))
            raise DiagnosticError(f"{form} roundTrip testing roundtripped module differs from original:\n{shown}", root)


def input_chunks(command_line: CommandLine, text: str, filename: str, engine: DiagnosticEngine) -> list[str]:
    """The input, or its chunks (`--split-input-file[=MARKER]`), each padded with newlines and spaces to start at
    its line and column of the input; a near miss of the marker is upstream's warning, which
    `--verify-diagnostics` does not check (ai-opt's and ai-translate's)."""
    if not command_line.has("split-input-file"):
        return [text]
    marker = command_line.value("split-input-file") or SPLIT_MARKER
    pieces, near_misses = split_input(text, marker)
    for offset in near_misses:
        line = text.count("\n", 0, offset) + 1
        column = offset - (text.rfind("\n", 0, offset) + 1) + 1
        where = SourceLoc(filename, line, column)
        engine.print_diagnostic(Diagnostic(Severity.WARNING, "near miss with file split marker", where))
    chunks = []
    for offset, piece in pieces:
        line_start = text.rfind("\n", 0, offset) + 1
        chunks.append("\n" * text.count("\n", 0, offset) + " " * (offset - line_start) + piece)
    return chunks


def split_input(text: str, marker: str) -> tuple[list[tuple[int, str]], list[int]]:
    """The chunks of `text` between `marker`s, each with its offset, and the offsets of near misses.

    As upstream's `splitAndProcessBuffer`: the text is cut at each
    occurrence of the marker without its last two characters (`// ---`),
    wherever it is on its line; one followed by those two characters and
    anything more ends a chunk, and the next starts right after the marker
    (`// ------` leaves a `-` there). Any other occurrence (`// ----`, or the
    marker at the very end of the text) is a near miss, kept in its chunk.
    A marker of two characters or less (upstream: no end) cuts at each of
    its occurrences; an empty first chunk stays a chunk (upstream merges it
    into the next, which then starts with the rest of the marker).
    """
    if len(marker) <= 2:
        pieces, start = [], 0
        while (at := text.find(marker, start)) != -1:
            pieces.append((start, text[start:at]))
            start = at + len(marker)
        return [*pieces, (start, text[start:])], []
    prefix, suffix = marker[:-2], marker[-2:]
    chunks: list[tuple[int, str]] = []
    near_misses: list[int] = []
    chunk_start = search = 0
    while (at := text.find(prefix, search)) != -1:
        after = search = at + len(prefix)
        if text.startswith(suffix, after) and len(text) > after + 2:
            chunks.append((chunk_start, text[chunk_start:at]))
            chunk_start = after + 2
        else:
            near_misses.append(after)
    chunks.append((chunk_start, text[chunk_start:]))
    return chunks, near_misses


def _root_elements(anchored: NestedPipeline, root: str) -> list[PassElement | NestedPipeline]:
    """The elements of `--pass-pipeline`'s `anchor(...)` that run on the root op, a `builtin.module`
    (implicit, or the one `--no-implicit-module` requires); a PipelineSyntaxError where `anchor` is
    another op, as upstream.

    mlir-opt runs the pipeline `func.func(cse)` only on a `func.func`, and
    fails on the module it is given: `can't run 'func.func' pass manager on
    'builtin.module' op` (ai-opt ran it on the functions in the module);
    `any(...)` runs on the root whatever it is (ai-opt ran it on the ops
    inside it).
    """
    if anchored.anchor == "any":
        return anchored.elements
    if anchored.anchor != root:
        raise PipelineSyntaxError(
            f"can't run '{anchored.anchor}' pass manager on '{root}' op "
            f"(nest it: '{root}({anchored.anchor}(...))')",
            anchored.offset,
        )
    return [anchored]


def _check_root(manager: OpPassManager, root: Operation) -> None:
    """--no-implicit-module: a pipeline anchored on another op than the input's is upstream's error at that op:

        func.func @f() ...   with   --pass-pipeline='builtin.module(canonicalize)'
        -> error: can't run 'builtin.module' pass manager on 'func.func' op
    """
    if manager.anchor not in ("any", root.name):
        raise DiagnosticError(f"can't run '{manager.anchor}' pass manager on '{root.name}' op", root)


def _no_verification(op: Operation) -> None:
    """`--verify-each=false`: the IR is not verified between passes."""


IrCallback = Callable[[ScheduledPass, Operation], None]


def _root_of(op: Operation) -> Operation:
    """The top-level op that holds `op` (what `--mlir-print-ir-module-scope` prints)."""
    while (parent := op.parent_op()) is not None:
        op = parent
    return op


def _scope_of(op: Operation, module_scope: bool) -> str:
    """Upstream's note on the op a pass ran on, in a module-scope dump's header: ` ('func.func' operation: @f)`."""
    if not module_scope:
        return ""
    symbol = op.attributes.get("sym_name") or op.properties.get("sym_name")
    return f" ('{op.name}' operation" + (f": @{symbol.data}" if isinstance(symbol, StringAttr) else "") + ")"


def _only_for(names: set[str], callback: IrCallback) -> IrCallback:
    """`callback`, called only for the passes given by one of `names` (`--mlir-print-ir-before=cse`)."""

    def filtered(scheduled: ScheduledPass, op: Operation) -> None:
        if scheduled.flag in names:
            callback(scheduled, op)

    return filtered


def _hex_limit(command_line: CommandLine) -> int | None:
    """`--mlir-print-elementsattrs-with-hex-if-larger=N`: N, HEX_PRINT_THRESHOLD when absent, None for -1
    (upstream's value that turns hex off); another negative N or a non-number raises CommandLineError."""
    flag = "mlir-print-elementsattrs-with-hex-if-larger"
    value = command_line.value(flag)
    if value is None:
        return HEX_PRINT_THRESHOLD
    if value.strip() == "-1":
        return None
    return _int_flag(command_line, flag)


def _int_flag(command_line: CommandLine, flag: str) -> int | None:
    """The non-negative integer value of `--flag=N`, None when absent (raises CommandLineError)."""
    value = command_line.value(flag)
    if value is None:
        return None
    try:
        number = int(value, 10)
    except ValueError:
        number = -1
    if number < 0:
        raise CommandLineError(
            f"invalid value '{value}' for '--{flag}': expected a non-negative integer", command_line.flag_loc(flag)
        )
    return number


def _verify_diagnostics_mode(command_line: CommandLine) -> str | None:
    """`--verify-diagnostics[=all|only-expected]` (LLVM 22's values; none is `all`), None when absent (raises
    CommandLineError)."""
    if not command_line.has("verify-diagnostics"):
        return None
    value = command_line.value("verify-diagnostics") or "all"
    if value not in ("all", "only-expected"):
        raise CommandLineError(
            f"invalid value '{value}' for '--verify-diagnostics': expected 'all' or 'only-expected'",
            command_line.flag_loc("verify-diagnostics"),
        )
    return value


def _choice_flag(command_line: CommandLine, flag: str, choices: tuple[str, ...], default: str) -> str:
    """The value of `--flag=VALUE`, one of `choices` (LLVM's cl::opt of an enum), `default` when absent (raises
    CommandLineError)."""
    value = command_line.value(flag)
    if value is None:
        return default
    if value not in choices:
        expected = ", ".join(f"'{choice}'" for choice in choices[:-1]) + f" or '{choices[-1]}'"
        raise CommandLineError(
            f"invalid value '{value}' for '--{flag}': expected {expected}", command_line.flag_loc(flag)
        )
    return value


def _timing_display(command_line: CommandLine) -> tuple[str, str]:
    """`--mlir-timing-display=list|tree` (upstream's default: tree) and `--mlir-output-format=text|json`."""
    from aiopt.support.timing_report import TIMING_DISPLAYS, TIMING_FORMATS

    display = _choice_flag(command_line, "mlir-timing-display", TIMING_DISPLAYS, "tree")
    return display, _choice_flag(command_line, "mlir-output-format", TIMING_FORMATS, "text")


def _bool_flag(command_line: CommandLine, flag: str, default: bool) -> bool:
    """`--flag` and `--flag=` (true, as LLVM's cl::opt<bool>), `--flag=true|false|1|0`, or `default` when
    absent (raises CommandLineError)."""
    if not command_line.has(flag):
        return default
    value = command_line.value(flag)
    if not value:
        return True
    if value.lower() in ("true", "1"):
        return True
    if value.lower() in ("false", "0"):
        return False
    raise CommandLineError(
        f"invalid value '{value}' for '--{flag}': expected true or false", command_line.flag_loc(flag)
    )


def _pass_names_flag(command_line: CommandLine, flag: str, registry: Registry) -> set[str]:
    """The pass names of every `--flag=a,b` (raises CommandLineError for a name that is no pass)."""
    names: set[str] = set()
    for value in command_line.all_values(flag):
        for name in value.split(","):
            name = name.strip()
            if not registry.is_pass_or_pipeline(name):
                raise CommandLineError(
                    f"'{name}' given to '--{flag}' does not refer to a registered pass"
                    + did_you_mean(name, registry.pass_names()),
                    command_line.flag_loc(flag),
                )
            names.add(name)
    return names


def read_source(command_line: CommandLine, stdin: TextIO) -> tuple[str, str]:
    """The input's name and text: the positional file, or stdin for none or `-`.

    MLIR bytecode (data that starts with `ML\\xefR`, as upstream's tools detect it) is decoded into the
    generic text of the same IR (aiopt.support.bytecode_reader); a malformed file is a `file:0:0: error:`.
    """
    inputs = command_line.positional
    if not inputs or inputs[0][0] == "-":
        raw = getattr(stdin, "buffer", None)
        if raw is None:
            text = stdin.read()
            if text.startswith("ML\xefR"):
                return "<stdin>", _bytecode_text(text.encode("latin-1", errors="replace"), "<stdin>")
            return "<stdin>", text
        data = raw.read()
        if data.startswith(BYTECODE_MAGIC):
            return "<stdin>", _bytecode_text(data, "<stdin>")
        try:
            return "<stdin>", data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")
        except UnicodeDecodeError as err:
            raise DiagnosticError(f"input is not UTF-8 text: {err.reason}", location=SourceLoc("<stdin>", 1, 1)) from None
    path, index = inputs[0]
    try:
        with open(path, "rb") as handle:
            data = handle.read()
        if data.startswith(BYTECODE_MAGIC):
            return path, _bytecode_text(data, path)
        # Read once (the input may be a pipe), with text mode's universal newlines.
        return path, data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")
    except UnicodeDecodeError as err:
        raise DiagnosticError(f"input file '{path}' is not UTF-8 text: {err.reason}", location=command_line.arg_loc(index)) from None
    except OSError as err:
        raise DiagnosticError(
            f"could not open input file '{path}': {err.strerror}", location=command_line.arg_loc(index)
        ) from None


def _bytecode_text(data: bytes, filename: str) -> str:
    """The generic MLIR text of a bytecode input (raises DiagnosticError for a malformed one)."""
    from aiopt.support.bytecode_reader import read_bytecode_source

    return read_bytecode_source(data, filename)


class OutputFile:
    """Where a tool writes its output (`-o`, `ai-runner --outputs`), as LLVM's `ToolOutputFile` does.

    The path is checked when the tool starts, so that an unwritable output is
    reported before the work (at the flag in `<command-line>`):

        <command-line>:1:19: error: cannot open output file 'no/such/dir/out.mlir': No such file or directory
        ai-opt in.mlir -o no/such/dir/out.mlir
                          ^

    A regular file is replaced atomically (a temporary file next to it,
    renamed over it) and keeps its mode and owner; a new file gets the mode
    the umask allows. Anything else is written through, never replaced:
    `/dev/null` and other character devices, FIFOs. A symlink is followed: its
    target is written, the link stays. `-` is stdout.
    """

    def __init__(self, path: str, location: SourceLoc | None = None):
        self.path = path
        self.location = location
        if path != "-":
            self._check()

    @classmethod
    def from_flag(cls, command_line: CommandLine, flag: str) -> OutputFile:
        """The output named by `--flag` (stdout when it is not given)."""
        value = command_line.value(flag)
        return cls("-" if value is None else value, command_line.flag_loc(flag))

    def write(self, data: str | bytes) -> None:
        """Write `data` (text is UTF-8); a DiagnosticError at the flag when the file cannot be written."""
        if self.path == "-":
            if isinstance(data, bytes):
                sys.stdout.flush()
                sys.stdout.buffer.write(data)
            else:
                sys.stdout.write(data)
            return
        payload = data.encode() if isinstance(data, str) else data
        try:
            target = os.path.realpath(self.path)
            status = _stat_or_none(target)
            regular = status is None or stat.S_ISREG(status.st_mode)
            if not regular or status is not None and status.st_nlink > 1:
                _write_through(target, payload)  # a device, a FIFO, or a file whose other names must see the text
            elif not _replace_atomically(target, payload, status):
                _write_through(target, payload)
        except OSError as err:
            raise self._error(err) from None

    def _check(self) -> None:
        """A DiagnosticError unless `path` could be opened for writing (what `open` would say)."""
        target = os.path.realpath(self.path)
        try:
            if not self.path:  # `-o ''` names no file (realpath would make it the current folder)
                raise OSError(errno.ENOENT, os.strerror(errno.ENOENT))
            status = _stat_or_none(target)
            if status is not None:
                if stat.S_ISDIR(status.st_mode):
                    raise OSError(errno.EISDIR, os.strerror(errno.EISDIR))
                _check_access(target)
                return
            directory = os.path.dirname(target)
            if not stat.S_ISDIR(os.stat(directory).st_mode):
                raise OSError(errno.ENOTDIR, os.strerror(errno.ENOTDIR))
            _check_access(directory, os.W_OK | os.X_OK)
        except OSError as err:
            raise self._error(err) from None

    def _error(self, err: OSError) -> DiagnosticError:
        reason = err.strerror or str(err)
        return DiagnosticError(f"cannot open output file '{self.path}': {reason}", location=self.location)


def _stat_or_none(path: str) -> os.stat_result | None:
    try:
        return os.stat(path)
    except FileNotFoundError:
        return None


def _check_access(path: str, mode: int = os.W_OK) -> None:
    if not os.access(path, mode):
        code = errno.EROFS if os.statvfs(path).f_flag & os.ST_RDONLY else errno.EACCES
        raise OSError(code, os.strerror(code))


def _write_through(path: str, data: bytes) -> None:
    """Open `path` as `open(2)` would (creating it with the umask's mode) and write `data` into it."""
    with open(path, "wb") as handle:
        handle.write(data)


def _replace_atomically(path: str, data: bytes, status: os.stat_result | None) -> bool:
    """Write `data` to a new file next to `path` and rename it over `path`; False when that is not possible.

    The new file gets the mode and owner of the file it replaces (`status`),
    or the mode the umask allows when there is none. A file that may not be
    written is not replaced; one whose owner cannot be kept (and a directory
    that is not writable) is left to `_write_through`.
    """
    if status is not None:
        _check_access(path)
    directory, name = os.path.split(path)
    try:
        # 0o666 lets the kernel apply the umask, as for any new file; an existing file's mode is set below.
        fd, temporary = _create_temporary(directory, name, 0o600 if status is not None else 0o666)
    except OSError as err:
        if isinstance(err, PermissionError) or err.errno == errno.ENAMETOOLONG:
            return False
        raise
    try:
        with os.fdopen(fd, "wb") as handle:
            if status is not None:
                if (status.st_uid, status.st_gid) != (os.geteuid(), os.getegid()):
                    try:
                        os.fchown(handle.fileno(), status.st_uid, status.st_gid)
                    except PermissionError:
                        os.unlink(temporary)
                        return False
                os.fchmod(handle.fileno(), stat.S_IMODE(status.st_mode))
            handle.write(data)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
    return True


def _create_temporary(directory: str, name: str, mode: int) -> tuple[int, str]:
    """A new file `.NAME.XXXXXXXX.tmp` in `directory`, opened for writing with `mode` (less the umask)."""
    import secrets

    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
    while True:
        temporary = os.path.join(directory, f".{name}.{secrets.token_hex(4)}.tmp")
        try:
            return os.open(temporary, flags, mode), temporary
        except FileExistsError:
            continue
