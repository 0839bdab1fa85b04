"""`ai-translate`: translations between MLIR and other formats (LLVM IR, PTX, XLA HLO text).

    ai-translate --hlo-text-to-mhlo model.hlo -o model.mlir
    ai-translate --mlir-to-llvmir model.llvm.mlir -o model.ll

`--hlo-text-to-mhlo` imports an XLA HLO text module (as `jax.jit(f).lower(...)
.as_text(dialect="hlo")` prints it) into a verified mhlo module; its ENTRY
computation becomes `func.func @main`. `--mlir-to-llvmir` translates a module
in the llvm dialect (what `hlo-to-cpu-pipeline` produces) to LLVM IR text,
as upstream's `mlir-translate --mlir-to-llvmir` does; an op with no LLVM IR
equivalent is an error at the op. `--mlir-to-ptx` compiles every gpu.module
(after `convert-gpu-to-nvvm`) to PTX with LLVM's NVPTX backend. Each
module's PTX is one file that `ptxas` assembles: with `-o DIR` (an existing
directory) it is written to `DIR/<module name>.ptx`; otherwise the modules'
PTX files are printed one after another, each preceded by a
`// gpu.module @name` line (split them there before giving them to `ptxas`).

Exit status: 0 success, 1 user error (located diagnostic), 2 internal error or
a translation that is not implemented yet.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TextIO

from aiopt.support.diagnostics import Diagnostic, DiagnosticEngine, DiagnosticError, Severity, SourceLoc, SourceManager
from aiopt.tools.command_line import PLUGIN_FLAGS, CommandLineError, FlagSpec, parse_with_plugins, run_tool

EXIT_SUCCESS, EXIT_USER_ERROR = 0, 1

TRANSLATE_FLAGS = (
    FlagSpec("hlo-text-to-mhlo", "import XLA HLO text as an mhlo module"),
    FlagSpec("mlir-to-llvmir", "translate the llvm dialect to LLVM IR"),
    FlagSpec("mlir-to-ptx", "compile each gpu.module (llvm and nvvm dialects) to PTX for its #nvvm.target"),
    FlagSpec("allow-unregistered-dialect", "with --mlir-to-llvmir: accept ops that are not registered (generic form)"),
    FlagSpec("split-input-file", "with --mlir-to-llvmir or --mlir-to-ptx: split the input at each MARKER ('// -----' "
             "by default) and translate each chunk on its own", value="MARKER", optional_value=True),
    FlagSpec("output-split-marker", "the line between the outputs of the chunks (none by default, as "
             "mlir-translate's)", value="MARKER"),
    FlagSpec("o", "output file ('-' for stdout); with --mlir-to-ptx, a directory gets one NAME.ptx per gpu.module", value="FILE"),
    FlagSpec("mlir-print-debuginfo", "print the locations taken from HLO metadata"),
    *PLUGIN_FLAGS,
    FlagSpec("debug", "print a Python traceback for internal errors"),
    FlagSpec("help", "print this help", aliases=("h",)),
)


TRANSLATIONS = ("hlo-text-to-mhlo", "mlir-to-llvmir", "mlir-to-ptx")
"""The translation flags, of which a run takes one."""


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None) -> int:
    """Run ai-translate on `argv` (without the program name); return the exit status."""
    return run_tool("ai-translate", argv, stdin, _run)


def _run(args: list[str], stdin: TextIO) -> int:
    from aiopt.support.registry import Registry, default_registry

    sources = SourceManager()
    engine = DiagnosticEngine(sources)
    registry = default_registry()
    try:
        command_line = parse_with_plugins(
            "ai-translate",
            args,
            TRANSLATE_FLAGS,
            registry,
            sources,
            lambda text: engine.emit(Diagnostic(Severity.WARNING, text)),
            flag_registry=Registry(),  # no pass is a flag
        )
    except CommandLineError as err:
        engine.emit(Diagnostic(Severity.ERROR, err.message, err.location))
        return EXIT_USER_ERROR
    if command_line.has("help"):
        from aiopt.tools.help import format_flags

        sys.stdout.write(format_flags("ai-translate", __doc__ or "", TRANSLATE_FLAGS))
        return EXIT_SUCCESS
    given = list(dict.fromkeys(flag for flag, _, _ in command_line.flags if flag in TRANSLATIONS))
    if len(given) > 1:
        # mlir-translate's translation option takes one value ('may only occur zero or one times!'); ai-translate
        # ran the first it checked and ignored the other.
        message = f"--{given[1]} given with --{given[0]}: give one translation"
        engine.emit(Diagnostic(Severity.ERROR, message, command_line.flag_loc(given[1])))
        return EXIT_USER_ERROR
    if command_line.has("mlir-to-llvmir"):
        return _mlir_to_llvmir(command_line, stdin, sources, engine, registry)
    if command_line.has("mlir-to-ptx"):
        return _mlir_to_llvmir(command_line, stdin, sources, engine, registry, to_ptx=True)
    if not command_line.has("hlo-text-to-mhlo"):
        # mlir-translate's required translation flag: a command-line error (status 1), at the program name.
        message = "no translation given: use --hlo-text-to-mhlo, --mlir-to-llvmir or --mlir-to-ptx"
        engine.emit(Diagnostic(Severity.ERROR, message, command_line.offset_loc(0)))
        return EXIT_USER_ERROR
    from aiopt.support.verifier import verify_operation
    from aiopt.targets.hlo_import import HloImportError, import_hlo_text
    from aiopt.tools.opt_session import OutputFile, PrintOptions, read_source

    try:
        filename, text = read_source(command_line, stdin)
        sources.add_buffer(filename, text)
        output = OutputFile.from_flag(command_line, "o")
        notes: list[tuple[str, int, int]] = []
        try:
            module = import_hlo_text(text, filename, notes)
        except HloImportError as err:
            raise DiagnosticError(err.message, location=SourceLoc(filename, err.line, err.column)) from None
        verify_operation(module)
        for message, line, column in notes:
            engine.emit(Diagnostic(Severity.WARNING, message, SourceLoc(filename, line, column)))
        output.write(PrintOptions(debuginfo=command_line.has("mlir-print-debuginfo")).render(module))
    except DiagnosticError as err:
        engine.emit(err.to_diagnostic())
        return EXIT_USER_ERROR
    return EXIT_SUCCESS


def _mlir_to_llvmir(
    command_line, stdin: TextIO, sources: SourceManager, engine: DiagnosticEngine, registry, to_ptx: bool = False
) -> int:
    """`--mlir-to-llvmir` (`--mlir-to-ptx`) of the input, parsed with `registry`'s dialects (plugins' too)."""
    from aiopt.support.diagnostics import active_engine
    from aiopt.support.parsing import parse_module
    from aiopt.support.verifier import verify_operation
    from aiopt.targets import nvvm_to_llvmir  # noqa: F401 (the nvvm ops' translations, as mlir-translate's)
    from aiopt.targets.mlir_to_llvmir import translate_to_llvmir
    from aiopt.tools.opt_session import OutputFile, input_chunks, read_source

    with active_engine(engine):
        try:
            filename, text = read_source(command_line, stdin)
            sources.add_buffer(filename, text)
            directory = command_line.value("o") if to_ptx and os.path.isdir(command_line.value("o") or "") else None
            output = OutputFile.from_flag(command_line, "o") if directory is None else None
            chunks = input_chunks(command_line, text, filename, engine)
        except DiagnosticError as err:
            engine.emit(err.to_diagnostic())
            return EXIT_USER_ERROR
        # mlir-translate's diagnostics on an op are followed by the op (upstream's printOpOnDiagnostic, on by default).
        engine.op_printer = _op_in_note
        # As mlir-translate's --split-input-file: each chunk in a context of its own, a failed one's output empty,
        # the outputs joined by the marker (none by default) and a newline, the status 1 if any failed.
        outputs, failed = [], False
        for chunk in chunks:
            try:
                ctx = registry.make_context(allow_unregistered=command_line.has("allow-unregistered-dialect"))
                module = parse_module(ctx, chunk, filename)
                verify_operation(module)
                if directory is not None:
                    from aiopt.targets.mlir_to_ptx import ptx_of_modules

                    for name, ptx in ptx_of_modules(module):
                        OutputFile(os.path.join(directory, f"{name}.ptx"), command_line.flag_loc("o")).write(ptx)
                    continue
                if to_ptx:
                    from aiopt.targets.mlir_to_ptx import translate_to_ptx

                    outputs.append(translate_to_ptx(module))
                else:
                    llvm_ir = translate_to_llvmir(module)
                    _verify_llvm_ir(llvm_ir, filename)
                    outputs.append(llvm_ir)
            except DiagnosticError as err:
                engine.emit(err.to_diagnostic())
                outputs.append("")
                failed = True
        if output is not None and (not failed or output.path == "-"):  # as upstream, which keeps no failed -o file
            try:
                output.write(((command_line.value("output-split-marker") or "") + "\n").join(outputs))
            except DiagnosticError as err:
                engine.emit(err.to_diagnostic())
                return EXIT_USER_ERROR
    return EXIT_USER_ERROR if failed else EXIT_SUCCESS


def _op_in_note(op) -> str:
    """The op of a diagnostic's `see current operation` note: generic, in local scope, as mlir-opt's."""
    from aiopt.support.asm_printer import render_in_local_scope

    return render_in_local_scope(op)


def _verify_llvm_ir(llvm_ir: str, filename: str) -> None:
    """LLVM's verifier on the translated module, as mlir-translate runs it: IR that LLVM refuses (a `noalias` call
    argument of type i32: 'Attribute 'noalias' applied to incompatible type!') is an error, not output."""
    from llvmlite import binding

    try:
        binding.parse_assembly(llvm_ir).verify()
    except RuntimeError as err:
        message = " ".join(str(err).split())
        location = SourceLoc(filename, 0, 0)
        raise DiagnosticError(f"the translated LLVM IR does not verify: {message}", location=location) from None


if __name__ == "__main__":
    sys.exit(main())
