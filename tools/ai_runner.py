"""`ai-runner`: run a function of an MLIR file on numpy inputs.

    ai-runner model.mlir --interpret --entry main --inputs in.npz --outputs out.npz

`--interpret` runs the HLO reference interpreter (numpy semantics of every
mhlo/stablehlo op). Inputs are the arrays `arg0`, `arg1`, ... of an `.npz`
file (or `--random-inputs` makes them); outputs are written as `out0`,
`out1`, ... or printed. Compiled execution comes with the CPU backend.

Exit status: 0 success, 1 user error (located diagnostic), 2 internal error.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TextIO

import numpy as np

from aiopt.tools.command_line import CommandLineError, FlagSpec, parse_command_line, run_tool
from aiopt.tools.diagnostics import Diagnostic, DiagnosticEngine, DiagnosticError, Severity, SourceManager, active_engine

EXIT_SUCCESS, EXIT_USER_ERROR = 0, 1
EXIT_COMPILE_UNAVAILABLE = 2
"""Without --interpret: compiled execution is not implemented yet."""

RUNNER_FLAGS = (
    FlagSpec("interpret", "run with the HLO reference interpreter"),
    FlagSpec("entry", "the function to run (default: main)", value="NAME"),
    FlagSpec("inputs", "an .npz file with arrays arg0, arg1, ...", value="FILE"),
    FlagSpec("random-inputs", "make random inputs of the argument types (seeded)"),
    FlagSpec("seed", "seed for --random-inputs (default: 0)", value="N"),
    FlagSpec("outputs", "write the results to an .npz file as out0, out1, ...", value="FILE"),
    FlagSpec("allow-unregistered-dialect", "accept operations of dialects that are not registered"),
    FlagSpec("debug", "print a Python traceback for internal errors"),
    FlagSpec("help", "print this help", aliases=("h",)),
)


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None) -> int:
    """Run ai-runner on `argv` (without the program name); return the exit status."""
    return run_tool("ai-runner", argv, stdin, _run)


def _run(args: list[str], stdin: TextIO) -> int:
    from aiopt.tools.registry import Registry, default_registry

    sources = SourceManager()
    engine = DiagnosticEngine(sources)
    registry = Registry()
    registry.dialects = default_registry().dialects
    try:
        command_line = parse_command_line("ai-runner", args, RUNNER_FLAGS, registry, sources, strict=True)
    except CommandLineError as err:
        engine.emit(Diagnostic(Severity.ERROR, err.message, err.location))
        return EXIT_USER_ERROR
    if command_line.has("help"):
        from aiopt.tools.help import format_flags

        sys.stdout.write(format_flags("ai-runner", __doc__ or "", RUNNER_FLAGS))
        return EXIT_SUCCESS
    if not command_line.has("interpret"):
        sys.stderr.write("ai-runner: compiled execution is not implemented yet; use --interpret\n")
        return EXIT_COMPILE_UNAVAILABLE

    from aiopt.tools.opt_session import read_source
    from aiopt.tools.parsing import parse_module
    from aiopt.tools.verifier import verify_operation

    with active_engine(engine):
        try:
            filename, text = read_source(command_line, stdin)
            sources.add_buffer(filename, text)
            ctx = registry.make_context(allow_unregistered=command_line.has("allow-unregistered-dialect"))
            module = parse_module(ctx, text, filename)
            verify_operation(module)
            inputs = _inputs(command_line, module)
            from aiopt.tools.interpreter import run_function

            results = run_function(module, command_line.value("entry") or "main", inputs)
        except DiagnosticError as err:
            engine.emit(err.to_diagnostic())
            return EXIT_USER_ERROR
    _write_results(command_line, results)
    return EXIT_SUCCESS


def _inputs(command_line, module) -> list[np.ndarray]:
    from aiopt.tools.interpreter import find_function

    function = find_function(module, command_line.value("entry") or "main")
    arg_types = list(function.function_type.inputs.data)
    if command_line.has("random-inputs"):
        seed_text = command_line.value("seed") or "0"
        if not seed_text.isdigit():
            raise DiagnosticError(f"--seed must be a non-negative integer, not '{seed_text}'", location=command_line.flag_loc("seed"))
        return random_inputs(arg_types, int(seed_text))
    path = command_line.value("inputs")
    if path is None:
        if arg_types:
            raise DiagnosticError(
                f"@{function.sym_name.data} takes {len(arg_types)} arguments: give --inputs or --random-inputs",
                function,
            )
        return []
    try:
        with np.load(path, allow_pickle=False) as archive:
            missing = [f"arg{i}" for i in range(len(arg_types)) if f"arg{i}" not in archive]
            if missing:
                raise DiagnosticError(f"'{path}' has no array named {missing[0]}", location=command_line.flag_loc("inputs"))
            return [archive[f"arg{i}"] for i in range(len(arg_types))]
    except OSError as err:
        raise DiagnosticError(f"could not read inputs '{path}': {err}", location=command_line.flag_loc("inputs")) from None
    except ValueError as err:
        raise DiagnosticError(f"'{path}' is not an .npz file: {err}", location=command_line.flag_loc("inputs")) from None


def random_inputs(arg_types, seed: int) -> list[np.ndarray]:
    """Random arrays of the given tensor types: normal floats, small integers, random booleans."""
    from aiopt.dialects.hlo.reference import numpy_dtype
    from aiopt.dialects.hlo.types import element_type_of, shape_of

    rng = np.random.default_rng(seed)
    arrays = []
    for type_ in arg_types:
        shape = tuple(d if d >= 0 else 1 for d in (shape_of(type_) or ()))
        dtype = numpy_dtype(element_type_of(type_))
        if dtype.kind == "b":
            arrays.append(rng.random(shape) < 0.5)
        elif dtype.kind in "iu":
            arrays.append(rng.integers(0 if dtype.kind == "u" else -8, 8, shape).astype(dtype))
        elif dtype.kind == "c":
            arrays.append((rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype))
        else:
            arrays.append(rng.standard_normal(shape).astype(dtype))
    return arrays


def _write_results(command_line, results: list) -> None:
    path = command_line.value("outputs")
    if path is None:
        for index, value in enumerate(results):
            sys.stdout.write(f"out{index} = {_describe(value)}\n")
        return
    np.savez(path, **{f"out{index}": value for index, value in enumerate(results)})


def _describe(value) -> str:
    if isinstance(value, tuple):
        return "(" + ", ".join(_describe(v) for v in value) + ")"
    array = np.asarray(value)
    body = np.array2string(array, separator=", ", threshold=64)
    return f"{body} : {array.dtype}{list(array.shape)}"


if __name__ == "__main__":
    sys.exit(main())
