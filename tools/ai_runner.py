"""`ai-runner`: run a function of an MLIR file on numpy inputs.

    ai-runner model.mlir --entry main --inputs in.npz --outputs out.npz
    ai-runner model.mlir --random-inputs --benchmark 20
    ai-runner model.mlir --interpret --inputs in.npz

By default the file is compiled for the host CPU: its level is detected
(stablehlo/mhlo/chlo, linalg on tensors, buffers and loops, or llvm), the
rest of `hlo-to-cpu-pipeline` (or the `--pipeline` given) lowers it to the
llvm dialect, and the LLVM IR is JIT-compiled at -O3. `--interpret` runs the
HLO reference interpreter (numpy semantics of every mhlo/stablehlo op)
instead. Inputs are the arrays `arg0`, `arg1`, ... of an `.npz` file (or
`--random-inputs` makes them) and are checked against the entry's argument
types before anything runs; outputs are written as `out0`, `out1`, ... or
printed (`--print` prints them also with `--outputs`). `--benchmark N` calls
the compiled entry N times after one warm-up call and prints the median, min
and max time per call (compile time excluded). `--target cuda` compiles with
`hlo-to-gpu-pipeline` and runs the kernels on the GPU (`aiopt.tools.gpu_executor`).

Exit status: 0 success, 1 user error (located diagnostic), 2 internal error.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TextIO

import numpy as np

from aiopt.tools.command_line import CommandLineError, FlagSpec, parse_command_line, run_tool
from aiopt.tools.diagnostics import (
    Diagnostic,
    DiagnosticEngine,
    DiagnosticError,
    Severity,
    SourceManager,
    active_engine,
)

EXIT_SUCCESS, EXIT_USER_ERROR = 0, 1

RUNNER_FLAGS = (
    FlagSpec("interpret", "run with the HLO reference interpreter instead of compiling"),
    FlagSpec(
        "pipeline", "the passes that lower the file to the llvm dialect (default: by its level)", value="PIPELINE"
    ),
    FlagSpec("benchmark", "call the compiled entry N times after a warm-up; print median/min/max", value="N"),
    FlagSpec("target", "where compiled code runs: cpu (default) or cuda (hlo-to-gpu-pipeline, an NVIDIA GPU)", value="NAME"),
    FlagSpec("print", "print the results (also when --outputs is given)"),
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
        return _run_compiled(command_line, stdin, sources, engine)

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


def _run_compiled(command_line, stdin: TextIO, sources: SourceManager, engine: DiagnosticEngine) -> int:
    from aiopt.tools.compiler import CompileError, compile
    from aiopt.tools.opt_session import read_source

    entry = command_line.value("entry") or "main"
    with active_engine(engine):
        try:
            filename, text = read_source(command_line, stdin)
            sources.add_buffer(filename, text)
            repeats = _benchmark_count(command_line)
            target = command_line.value("target") or "cpu"
            if target not in ("cpu", "cuda"):
                raise DiagnosticError(
                    f"--target must be cpu or cuda, not '{target}'", location=command_line.flag_loc("target")
                )
            if target == "cuda":
                from aiopt.tools.cuda_runtime import cuda_available

                if not cuda_available():
                    raise DiagnosticError("--target cuda: no CUDA device (or no cuda-python) on this machine")
            try:
                compiled = compile(text, entry, command_line.value("pipeline"), filename=filename, target=target)
            except CompileError as err:
                sys.stderr.write(str(err) + "\n")
                return EXIT_USER_ERROR
            where = {"location": compiled.location}
            inputs = _load_inputs(
                command_line, len(compiled.inputs), entry, where, lambda seed: _random_arrays(compiled.inputs, seed)
            )
            results = compiled.call(*inputs)
            if repeats:
                sys.stdout.write(_benchmark(compiled.prepared_call(inputs), repeats))
        except DiagnosticError as err:
            engine.emit(err.to_diagnostic())
            return EXIT_USER_ERROR
    _write_results(command_line, results)
    return EXIT_SUCCESS


def _benchmark_count(command_line) -> int:
    text = command_line.value("benchmark")
    if text is None:
        return 0
    if not text.isdigit() or int(text) < 1:
        raise DiagnosticError(
            f"--benchmark must be a positive integer, not '{text}'", location=command_line.flag_loc("benchmark")
        )
    return int(text)


def _benchmark(call, repeats: int) -> str:
    """Time `repeats` calls after one warm-up call; the median, min and max per call."""
    import statistics
    import time

    call()
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        call()
        times.append(time.perf_counter() - started)
    median, fastest, slowest = (1e3 * t for t in (statistics.median(times), min(times), max(times)))
    return f"benchmark: {repeats} calls, median {median:.3f} ms, min {fastest:.3f} ms, max {slowest:.3f} ms per call\n"


def _random_arrays(specs, seed: int) -> list[np.ndarray]:
    """Seeded random arrays for the compiled entry's argument specs."""
    from aiopt.tools.jit import MemRefArg

    rng = np.random.default_rng(seed)
    return [
        _random_array(rng, s.dtype, tuple(d if d >= 0 else 1 for d in s.shape) if isinstance(s, MemRefArg) else ())
        for s in specs
    ]


def _random_array(rng, dtype: np.dtype, shape: tuple[int, ...]) -> np.ndarray:
    """Normal floats, small integers or random booleans of one dtype and shape."""
    if dtype.kind == "b":
        return rng.random(shape) < 0.5
    if dtype.kind in "iu":
        return rng.integers(0 if dtype.kind == "u" else -8, 8, shape).astype(dtype)
    if dtype.kind == "c":
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def _inputs(command_line, module) -> list[np.ndarray]:
    from aiopt.tools.interpreter import find_function

    function = find_function(module, command_line.value("entry") or "main")
    arg_types = list(function.function_type.inputs.data)
    return _load_inputs(
        command_line,
        len(arg_types),
        function.sym_name.data,
        {"op": function},
        lambda seed: random_inputs(arg_types, seed),
    )


def _load_inputs(command_line, count: int, entry: str, where: dict, make_random) -> list[np.ndarray]:
    """The arrays of --inputs, or --random-inputs made by `make_random(seed)`; `where` locates errors."""
    if command_line.has("random-inputs"):
        seed_text = command_line.value("seed") or "0"
        if not seed_text.isdigit():
            raise DiagnosticError(
                f"--seed must be a non-negative integer, not '{seed_text}'", location=command_line.flag_loc("seed")
            )
        return make_random(int(seed_text))
    path = command_line.value("inputs")
    if path is None:
        if count:
            raise DiagnosticError(f"@{entry} takes {count} arguments: give --inputs or --random-inputs", **where)
        return []
    try:
        with np.load(path, allow_pickle=False) as archive:
            missing = [f"arg{i}" for i in range(count) if f"arg{i}" not in archive]
            if missing:
                raise DiagnosticError(
                    f"'{path}' has no array named {missing[0]}", location=command_line.flag_loc("inputs")
                )
            return [archive[f"arg{i}"] for i in range(count)]
    except OSError as err:
        raise DiagnosticError(
            f"could not read inputs '{path}': {err}", location=command_line.flag_loc("inputs")
        ) from None
    except ValueError as err:
        raise DiagnosticError(
            f"'{path}' is not an .npz file: {err}", location=command_line.flag_loc("inputs")
        ) from None


def random_inputs(arg_types, seed: int) -> list[np.ndarray]:
    """Random arrays of the given tensor types: normal floats, small integers, random booleans."""
    from aiopt.dialects.hlo.reference import numpy_dtype
    from aiopt.dialects.hlo.types import element_type_of, shape_of

    rng = np.random.default_rng(seed)
    return [
        _random_array(rng, numpy_dtype(element_type_of(t)), tuple(d if d >= 0 else 1 for d in (shape_of(t) or ())))
        for t in arg_types
    ]


def _write_results(command_line, results: list) -> None:
    path = command_line.value("outputs")
    if path is None or command_line.has("print"):
        for index, value in enumerate(results):
            sys.stdout.write(f"out{index} = {_describe(value)}\n")
    if path is not None:
        np.savez(path, **{f"out{index}": value for index, value in enumerate(results)})


def _describe(value) -> str:
    if isinstance(value, tuple):
        return "(" + ", ".join(_describe(v) for v in value) + ")"
    array = np.asarray(value)
    body = np.array2string(array, separator=", ", threshold=64)
    return f"{body} : {array.dtype}{list(array.shape)}"


if __name__ == "__main__":
    sys.exit(main())
