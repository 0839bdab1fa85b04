"""`ai-opt`: parse MLIR text, run passes, print the result, as `mlir-opt` does.

    ai-opt input.mlir --canonicalize --cse -o out.mlir
    ai-opt input.mlir --pass-pipeline='builtin.module(func.func(cse),canonicalize)'
    ai-opt tests.mlir --split-input-file --verify-diagnostics

Exit status: 0 on success, 1 on a user error (reported as
`file:line:col: error: ...`), 2 on an internal error.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from aiopt.support.diagnostics import DiagnosticEngine
    from aiopt.support.registry import Registry
    from aiopt.tools.command_line import CommandLine, FlagSpec

EXIT_SUCCESS, EXIT_USER_ERROR = 0, 1

def driver_flags() -> tuple[FlagSpec, ...]:
    """ai-opt's own flags (each pass is one too: see `parse_command_line`).

    Made when first asked for, which a run as a program does after its
    start-up hooks (`main`): `FlagSpec`'s dataclass code then comes from the
    start-up cache.
    """
    from aiopt.tools.command_line import PLUGIN_FLAGS, FlagSpec

    return (
        FlagSpec("o", "output file ('-' for stdout)", value="FILE"),
        FlagSpec("split-input-file", "split the input at each MARKER ('// -----' by default) and process each chunk on "
                 "its own", value="MARKER", optional_value=True),
        FlagSpec("output-split-marker", "the line between the outputs of the chunks ('// -----' by default)",
                 value="MARKER"),
        FlagSpec("verify-diagnostics", "check that emitted diagnostics match the expected-* annotations in the input "
                 "(only-expected: check only those, as mlir-opt's)", value="all|only-expected", optional_value=True),
        FlagSpec("pass-pipeline", "a textual pass pipeline, e.g. 'builtin.module(func.func(cse))'", value="PIPELINE"),
        FlagSpec("p", "alias for --pass-pipeline", value="PIPELINE"),
        FlagSpec("mlir-print-op-generic", "print operations in the generic form"),
        FlagSpec("mlir-print-debuginfo", "print source locations as loc(...)"),
        FlagSpec("mlir-pretty-debuginfo", "print pretty debug info in MLIR output: with --mlir-print-debuginfo, "
                 "locations as file:line:col, without loc(...)"),
        FlagSpec("mlir-print-op-on-diagnostic", "when a diagnostic is emitted on an operation, also print the "
                 "operation as an attached note (default true; off under --verify-diagnostics)", value="BOOL",
                 optional_value=True),
        FlagSpec("mlir-print-stacktrace-on-diagnostic", "when a diagnostic is emitted, also print the stack trace "
                 "(Python's) as an attached note"),
        FlagSpec("mlir-diagnostic-verbosity-level", "choose level of diagnostic information: errors, warnings "
                 "(errors and warnings) or remarks (all, the default)", value="errors|warnings|remarks"),
        FlagSpec("mlir-disable-diagnostic-notes", "disable diagnostic notes (those emitted on their own; notes "
                 "attached to a diagnostic still print, as upstream)"),
        FlagSpec("log-actions-to", "log action execution (each pass run) to a file, or stdout if '-' is passed",
                 value="FILE"),
        FlagSpec("profile-actions-to", "profile action execution (each pass run) to a file, as a Chrome trace, or "
                 "stdout if '-' is passed", value="FILE"),
        FlagSpec("log-mlir-actions-filter", "comma separated list of locations to filter actions from logging",
                 value="FILE:LINE[:COL],..."),
        FlagSpec("mlir-debug-counter", "comma separated list of debug counter skip and count arguments "
                 "(pass-execution-skip=N,pass-execution-count=M)", value="TAG-skip=N,...", repeated=True),
        FlagSpec("mlir-print-debug-counter", "print out debug counter information before and after each input"),
        FlagSpec("mlir-enable-debugger-hook", "enable Debugger hook for debugging MLIR Actions (no debugger is "
                 "attached in ai-opt)"),
        FlagSpec("mlir-print-ir-before-all", "print the IR to stderr before every pass"),
        FlagSpec("mlir-print-ir-after-all", "print the IR to stderr after every pass"),
        FlagSpec("mlir-print-ir-after-failure", "print the IR to stderr after a pass fails"),
        FlagSpec("mlir-print-ir-after-change", "print the IR after a pass only when the pass changed it"),
        FlagSpec("mlir-print-ir-module-scope", "print the whole module, not just the op a pass ran on"),
        FlagSpec("mlir-print-ir-tree-dir", "when printing the IR before/after a pass, print file tree rooted at "
                 "this directory (use with the --mlir-print-ir-* flags)", value="DIR"),
        FlagSpec("mlir-print-ir-before", "print the IR to stderr before each run of these passes", value="PASS,...",
                 repeated=True),
        FlagSpec("mlir-print-ir-after", "print the IR to stderr after each run of these passes", value="PASS,...",
                 repeated=True),
        FlagSpec("mlir-print-local-scope", "print attributes where they are used, with no #map aliases"),
        FlagSpec("mlir-elide-elementsattrs-if-larger",
                 "print dense elements attributes of more than N elements as dense_resource<__elided__>", value="N"),
        FlagSpec("mlir-elide-resource-strings-if-larger", "leave out of the {-# ... #-} section each resource whose "
                 "value printed takes more than N characters", value="N"),
        FlagSpec("mlir-print-elementsattrs-with-hex-if-larger",
                 "print non-splat dense elements of more than N elements as a hex string (default 100; -1: never)",
                 value="N"),
        FlagSpec("mlir-print-skip-regions", "print every region as {...}"),
        FlagSpec("mlir-print-assume-verified", "skip op verification when printing: an unverified output (with "
                 "--mlir-very-unsafe-disable-verifier-on-parsing) that fails it is otherwise printed generic"),
        FlagSpec("mlir-print-unique-ssa-ids", "number values across regions: sibling regions do not reuse numbers"),
        FlagSpec("mlir-print-value-users", "print users of operation results and block arguments as a comment"),
        FlagSpec("mlir-use-nameloc-as-prefix", "name a value after its op's (or block argument's) loc(\"name\")"),
        FlagSpec("mlir-timing", "display execution times: a report of the time the parser, each pass and the "
                 "output took, to stderr"),
        FlagSpec("mlir-timing-display", "display method for timing data: list (sorted by total time) or tree "
                 "(nested, the default)", value="list|tree"),
        FlagSpec("mlir-output-format", "output format for timing data: text (the default) or json",
                 value="text|json"),
        FlagSpec("mlir-pass-statistics", "print the passes that ran to stderr (ai-opt's passes keep no statistics)"),
        FlagSpec("mlir-pass-pipeline-crash-reproducer", "generate a .mlir reproducer file at the given output path "
                 "if the pass manager crashes or fails", value="FILE"),
        FlagSpec("mlir-pass-pipeline-local-reproducer", "when generating a crash reproducer, attempt to generate a "
                 "reproducer with the smallest pipeline (the failing pass, on the IR just before it)"),
        FlagSpec("run-reproducer", "run the pipeline stored in the reproducer (the input's mlir_reproducer "
                 "external resource)"),
        FlagSpec("mlir-generate-reproducer", "generate an mlir reproducer at the provided filename (no crash "
                 "required)", value="FILE"),
        FlagSpec("mlir-pass-statistics-display", "display method for pass statistics: list (merged, sorted by pass "
                 "name) or pipeline (nested, the default)", value="list|pipeline"),
        FlagSpec("mlir-disable-threading", "run on one thread (ai-opt always does)"),
        FlagSpec("dump-pass-pipeline", "print the pass pipeline, with every option, to stderr before running it"),
        FlagSpec("verify-each", "verify the IR after each pass (default true; false: once, after the last pass)",
                 value="BOOL", optional_value=True),
        FlagSpec("mlir-very-unsafe-disable-verifier-on-parsing", "do not verify the input after parsing it"),
        FlagSpec("verify-roundtrip", "print the output in the custom and in the generic form, parse each back, and check "
                 "that both give the same IR"),
        FlagSpec("emit-bytecode", "write MLIR bytecode (version 6 unless --emit-bytecode-version)"),
        FlagSpec("emit-bytecode-version", "the bytecode version to write, 0 to 6", value="N"),
        FlagSpec("allow-unregistered-dialect", "accept operations of dialects that are not registered"),
        FlagSpec("no-implicit-module",
                 "do not wrap the input in a builtin.module: it must be one top-level op, of any kind"),
        *PLUGIN_FLAGS,
        FlagSpec("list-passes", "print the registered passes, with their options, as mlir-opt does"),
        FlagSpec("list-ops", "print every registered op of all dialects, or of DIALECT, one per line", value="DIALECT",
                 optional_value=True),
        FlagSpec("show-dialects", "print the registered dialects"),
        FlagSpec("debug", "print a Python traceback for internal errors"),
        FlagSpec("version", "print the version"),
        FlagSpec("help", "print this help", aliases=("h",)),
    )


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None) -> int:
    """Run ai-opt on `argv` (without the program name); return the exit status.

    Run as a program (no `argv`: the command line's), it keeps the code of
    its dataclasses across runs (`aiopt.tools.startup_cache`), before
    importing xDSL and the rest of aiopt, which this module does not import,
    builds unions of constraints without trying merges that cannot happen
    (`aiopt.tools.constraint_unions`), reads each op's assembly format at
    its first use (`aiopt.tools.deferred_formats`) and runs the
    `importlib.resources` and `ctypes` packages' `__init__` only where a
    run uses them (`aiopt.tools.lazy_resources`).
    """
    if argv is None:
        gc.disable()  # the start-up makes no garbage worth collecting: `run_tool` collects from there on
        install_startup_hooks(defer_ctypes=True)
    from aiopt.tools.command_line import run_tool

    return run_tool("ai-opt", argv, stdin, _run)


def install_startup_hooks(defer_ctypes: bool = False) -> None:
    """What `main` run as a program installs before importing xDSL (the tool server too, before its imports).

    `defer_ctypes`: `ctypes` too (`lazy_resources`), which the tool server imports once for all its forks.
    """
    from aiopt.tools import startup_cache

    startup_cache.install()  # first: before anything imports xDSL
    from aiopt.tools import lazy_resources

    lazy_resources.install()  # before xDSL imports importlib.abc
    if defer_ctypes:
        lazy_resources.defer("ctypes")  # before xDSL's builtin dialect imports it
    from aiopt.tools import constraint_unions, deferred_formats

    constraint_unions.install()  # before xDSL's dialects build their constraints
    deferred_formats.install()


def program() -> None:
    """The `ai-opt` console script: `main()` on the command line's arguments, then the exit.

    Unless a plugin's code ran, the exit skips the interpreter's
    finalization (`exit_without_finalizing`). Where it ran, the exit
    finalizes, and collects the objects in reference cycles too (which
    `run_tool` froze), so that the plugin's `__del__` methods run.
    """
    status = main()
    from aiopt.support.registry import plugin_code_ran
    from aiopt.tools.command_line import exit_without_finalizing

    if not plugin_code_ran():
        exit_without_finalizing(status)
    gc.unfreeze()
    sys.exit(status)


def _run(args: list[str], stdin: TextIO) -> int:
    from aiopt.support.diagnostics import Diagnostic, DiagnosticEngine, Severity, SourceManager
    from aiopt.support.registry import default_registry
    from aiopt.tools.command_line import CommandLineError, parse_with_plugins

    flags = driver_flags()
    command_sources = SourceManager()
    engine = DiagnosticEngine(command_sources)
    registry = default_registry()
    try:
        command_line = parse_with_plugins(
            "ai-opt", args, flags, registry, command_sources, lambda text: engine.emit(Diagnostic(Severity.WARNING, text))
        )
    except CommandLineError as err:
        engine.emit(Diagnostic(Severity.ERROR, err.message, err.location))
        return EXIT_USER_ERROR

    if command_line.has("help"):
        from aiopt.tools.help import cached_help

        sys.stdout.write(cached_help("ai-opt", __doc__ or "", flags, registry))
        return EXIT_SUCCESS
    if command_line.has("version"):
        from importlib.metadata import PackageNotFoundError, version

        try:
            sys.stdout.write(f"ai-opt (aiopt {version('aiopt-mlir')})\n")
        except PackageNotFoundError:
            sys.stdout.write("ai-opt (aiopt, not installed)\n")
        return EXIT_SUCCESS
    if command_line.has("list-passes"):
        from aiopt.tools.help import format_pass_list

        sys.stdout.write(format_pass_list(registry))
        return EXIT_SUCCESS
    if command_line.has("show-dialects"):
        sys.stdout.write("Available Dialects: " + ",".join(sorted(registry.dialects)) + "\n")
        return EXIT_SUCCESS
    if command_line.has("list-ops"):
        return _list_ops(registry, command_line, engine)

    from aiopt.tools.opt_session import OptSession

    try:
        session = OptSession.from_command_line(registry, command_line, command_sources)
    except CommandLineError as err:
        engine.emit(Diagnostic(Severity.ERROR, err.message, err.location))
        return EXIT_USER_ERROR
    return session.run(stdin)


def _list_ops(registry: Registry, command_line: CommandLine, engine: DiagnosticEngine) -> int:
    from aiopt.support.diagnostics import Diagnostic, Severity

    dialect_name = command_line.value("list-ops")
    names = [dialect_name] if dialect_name else sorted(registry.dialects)
    if dialect_name and dialect_name not in registry.dialects:
        engine.emit(
            Diagnostic(Severity.ERROR, f"unknown dialect '{dialect_name}'", command_line.flag_loc("list-ops"))
        )
        return EXIT_USER_ERROR
    ops: list[str] = []
    for name in names:
        ops.extend(op.name for op in registry.dialects[name]().operations)
    sys.stdout.write("".join(f"{op}\n" for op in sorted(ops)))
    return EXIT_SUCCESS


if __name__ == "__main__":
    sys.exit(main())
