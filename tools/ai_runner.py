"""`ai-runner`: run a function of an MLIR file on numpy inputs.

    ai-runner model.mlir --entry main --inputs in.npz --outputs out.npz
    ai-runner model.mlir --random-inputs --benchmark 20
    ai-runner model.mlir --interpret --inputs in.npz

By default the file is compiled for the host CPU: its level is detected
(stablehlo/mhlo/chlo, linalg on tensors, lmhlo, buffers and loops, or llvm), the
rest of `hlo-to-cpu-pipeline` (or the `--pipeline` given) lowers it to the
llvm dialect, and the LLVM IR is JIT-compiled at -O3. `--interpret` runs the
HLO reference interpreter (numpy semantics of every mhlo/stablehlo op)
instead. Inputs are the arrays `arg0`, `arg1`, ... of an `.npz` file (or
`arr_0`, ... as `numpy.savez(f, x, w)` names them; the
elements of a tuple argument `arg1_0`, `arg1_1`, ..., a token none; or
`--random-inputs` makes them) and are checked against the entry's argument
types (exact dtype and static sizes, the same rule for `--interpret` and for
compiled code) before anything runs; an array's header is checked before its
data is read, and nothing is unpickled. An argument of a small float type
(bf16, f8E4M3FN, f8E5M2, ... f4E2M1FN) takes float32 values or that type's
bits as `ml_dtypes` arrays are saved (`|V2` for bf16, `|V1` for the others;
float8_e5m2's `'<f1'` too); its results are written and printed as float32
values (`.astype(ml_dtypes.float8_e4m3fn)` gives the type back exactly).
Outputs are written as `out0`, `out1`, ... (the
elements of a tuple result as `out1_0`, `out1_1`, ...) or
printed (`--print` prints them also with `--outputs`). `--benchmark N` calls
the compiled entry N times after one warm-up call and prints the median, min
and max time per call (compile time excluded). `--target cuda` compiles with
`hlo-to-gpu-pipeline` and runs the kernels on the GPU (`aiopt.runtime.gpu_executor`),
launched from one JIT-compiled host function (the `mgpu*` runtime of
`aiopt.runtime.mgpu_runtime` over the CUDA driver; where that cannot be
used, the Python host interpreter).
`--timing` prints on stderr where the compile time went (each pass, the
translation, the JIT) and whether the compile cache had the program.
`--num-replicas R --num-partitions P` runs the entry SPMD, one thread per
replica and partition, each on the same inputs (its collectives exchange
values, `replica_id`/`partition_id` tell them apart); the results are
`process0_out0`, `process1_out0`, ... by flattened id `r * P + p`. With
`--mpi` (the optional mpi4py), each MPI process runs one of them instead:
`mpirun -n 4 ai-runner model.mlir --num-replicas 4 --mpi --print` (with
`--outputs out.npz`, process N writes `out.processN.npz`).

The compile cache (`$AIOPT_CACHE_DIR`, else the user's cache directory,
bounded by `$AIOPT_CACHE_MAX_BYTES`) is shown by `ai-runner --cache-info`
and emptied by `ai-runner --clear-cache`; neither needs an input file.

Exit status: 0 success, 1 user error (located diagnostic), 2 internal error.
"""

from __future__ import annotations

import contextlib
import io
import math
import os
import sys
import threading
import time
import zipfile
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

import numpy as np

from aiopt.support.diagnostics import (
    Diagnostic,
    DiagnosticEngine,
    DiagnosticError,
    Severity,
    SourceManager,
    active_engine,
)
from aiopt.tools.command_line import PLUGIN_FLAGS, CommandLineError, FlagSpec, parse_with_plugins, run_tool

if TYPE_CHECKING:
    from aiopt.runtime.jit import MemRefArg, ScalarArg
    from aiopt.tools.opt_session import OutputFile

EXIT_SUCCESS, EXIT_USER_ERROR = 0, 1

RUNNER_FLAGS = (
    FlagSpec("interpret", "run with the HLO reference interpreter instead of compiling"),
    FlagSpec(
        "pipeline", "the passes that lower the file to the llvm dialect (default: by its level)", value="PIPELINE"
    ),
    FlagSpec("benchmark", "call the compiled entry N times after a warm-up; print median/min/max", value="N"),
    FlagSpec("target", "where compiled code runs: cpu (default) or cuda (hlo-to-gpu-pipeline, an NVIDIA GPU)", value="NAME"),
    FlagSpec("print", "print the results (also when --outputs is given)"),
    FlagSpec("num-replicas", "run the entry SPMD as N replicas (default 1; see --mpi)", value="N"),
    FlagSpec("num-partitions", "run the entry SPMD as N partitions of each replica (default 1)", value="N"),
    FlagSpec("mpi", "run one replica/partition per MPI process (mpirun -n R*P ai-runner --mpi ...; needs mpi4py)"),
    FlagSpec("entry", "the function to run (default: main)", value="NAME"),
    FlagSpec("inputs", "an .npz file with arrays arg0, arg1, ...", value="FILE"),
    FlagSpec("random-inputs", "make random inputs of the argument types (seeded)"),
    FlagSpec("seed", "seed for --random-inputs (default: 0)", value="N"),
    FlagSpec("outputs", "write the results to an .npz file as out0, out1, ...", value="FILE"),
    FlagSpec("timing", "print the compile time of each stage and whether the compile cache had it (stderr)"),
    FlagSpec("cache-info", "print where the compile cache is, its entries and its size, and exit"),
    FlagSpec("clear-cache", "remove every entry of the compile cache, and exit"),
    FlagSpec("allow-unregistered-dialect", "accept operations of dialects that are not registered"),
    *PLUGIN_FLAGS,
    FlagSpec("debug", "print a Python traceback for internal errors"),
    FlagSpec("help", "print this help", aliases=("h",)),
)


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None) -> int:
    """Run ai-runner on `argv` (without the program name); return the exit status."""
    return run_tool("ai-runner", argv, stdin, _run)


def _run(args: list[str], stdin: TextIO) -> int:
    from aiopt.support.registry import Registry, default_registry

    sources = SourceManager()
    engine = DiagnosticEngine(sources)
    registry = default_registry()
    flag_registry = Registry()  # no pass is a flag
    flag_registry.dialects = registry.dialects
    try:
        command_line = parse_with_plugins(
            "ai-runner",
            args,
            RUNNER_FLAGS,
            registry,
            sources,
            lambda text: engine.emit(Diagnostic(Severity.WARNING, text)),
            flag_registry=flag_registry,
        )
    except CommandLineError as err:
        engine.emit(Diagnostic(Severity.ERROR, err.message, err.location))
        return EXIT_USER_ERROR
    if command_line.has("help"):
        from aiopt.tools.help import format_flags

        sys.stdout.write(format_flags("ai-runner", __doc__ or "", RUNNER_FLAGS))
        return EXIT_SUCCESS
    if command_line.has("cache-info") or command_line.has("clear-cache"):
        return _cache_command(command_line)
    if command_line.has("inputs") and command_line.has("random-inputs"):
        # (--random-inputs won, and the arrays of --inputs went unread.)
        message = "--random-inputs given with --inputs: give one source of inputs"
        engine.emit(Diagnostic(Severity.ERROR, message, command_line.flag_loc("random-inputs")))
        return EXIT_USER_ERROR
    if not command_line.has("interpret"):
        return _run_compiled(command_line, stdin, sources, engine, registry)

    from aiopt.support.parsing import parse_module
    from aiopt.support.verifier import verify_operation
    from aiopt.tools.opt_session import read_source

    with active_engine(engine):
        try:
            filename, text = read_source(command_line, stdin)
            sources.add_buffer(filename, text)
            output = _output_file(command_line, filename)
            ctx = registry.make_context(allow_unregistered=command_line.has("allow-unregistered-dialect"))
            module = parse_module(ctx, text, filename)
            verify_operation(module)
            if "vhlo." in text:
                # A StableHLO portable artifact (jax.export) runs as its StableHLO (as stablehlo-translate
                # --deserialize makes it).
                from aiopt.lowering.vhlo_legalize_to_stablehlo import deserialize_portable_artifact

                if not deserialize_portable_artifact(ctx, module):
                    return EXIT_USER_ERROR
            inputs = _inputs(command_line, module)
            from aiopt.reference.interpreter import run_function

            entry = command_line.value("entry") or "main"
            processes = _run_processes(command_line, lambda process: run_function(module, entry, inputs, process=process))
            _write_process_results(command_line, output, processes)
        except DiagnosticError as err:
            engine.emit(err.to_diagnostic())
            return EXIT_USER_ERROR
    return EXIT_SUCCESS


def _run_compiled(command_line, stdin: TextIO, sources: SourceManager, engine: DiagnosticEngine, registry) -> int:
    """Compile the entry with the `--pipeline` given, or the default one, and run it; `registry` holds the
    plugins' dialects and passes, with which the compile cache is not used (their code is not in its key)."""
    from aiopt.runtime.compiler import CompileError, compile
    from aiopt.tools.opt_session import read_source

    entry = command_line.value("entry") or "main"
    with active_engine(engine):
        try:
            filename, text = read_source(command_line, stdin)
            sources.add_buffer(filename, text)
            output = _output_file(command_line, filename)
            repeats = _benchmark_count(command_line)
            target = command_line.value("target") or "cpu"
            if target not in ("cpu", "cuda"):
                raise DiagnosticError(
                    f"--target must be cpu or cuda, not '{target}'", location=command_line.flag_loc("target")
                )
            if target == "cuda":
                from aiopt.runtime.cuda_runtime import cuda_available

                if not cuda_available():
                    raise DiagnosticError(
                        "--target cuda: no CUDA device (or no cuda-python) on this machine",
                        location=command_line.flag_loc("target"),
                    )
            _check_pipeline(command_line, registry)
            plugins = bool(registry.plugins)  # this run's, not the process's (a served or in-process run)
            started = time.perf_counter()
            try:
                with _progress_line(f"compiling {filename} ..."):
                    compiled = compile(
                        text,
                        entry,
                        command_line.value("pipeline"),
                        filename=filename,
                        target=target,
                        **({"registry": registry, "cache": False} if plugins else {}),
                    )
            except CompileError as err:
                sys.stderr.write(str(err) + "\n")
                return EXIT_USER_ERROR
            if command_line.has("timing"):
                sys.stderr.write(_timing_report(compiled.timings, time.perf_counter() - started))
            from aiopt.runtime.compiler import small_float_names

            specs = compiled.inputs
            floats = small_float_names(compiled.signature["inputs"])
            inputs = _load_inputs(
                command_line, specs, entry, compiled.location, lambda seed: _random_arrays(specs, seed), floats
            )
            processes = _run_processes(command_line, lambda process: compiled.call(*inputs))
            if repeats:
                sys.stdout.write(_benchmark(compiled.prepared_call(inputs), repeats))
            _write_process_results(command_line, output, processes)
        except DiagnosticError as err:
            engine.emit(err.to_diagnostic())
            return EXIT_USER_ERROR
    return EXIT_SUCCESS


def _check_pipeline(command_line, registry) -> None:
    """A --pipeline that does not parse or names no pass of `registry` is an error at the flag, before compiling.

    As upstream's tools, it may be anchored, `builtin.module(pass,...)`; a bare `pass,...` runs on the module too.
    """
    from aiopt.support.pass_pipeline import OpPassManager, PipelineSyntaxError, build_pass_manager, parse_pipeline_text

    pipeline = command_line.value("pipeline")
    if not pipeline:
        return
    try:
        build_pass_manager(registry, parse_pipeline_text(pipeline), OpPassManager("builtin.module"))
    except PipelineSyntaxError as err:
        message = f"invalid pipeline '{pipeline}': {err.message}"
        raise DiagnosticError(message, location=command_line.flag_loc("pipeline")) from None


@contextlib.contextmanager
def _progress_line(message: str, after: float = 1.0):
    """On a terminal, show `message` on stderr while the block runs longer than `after` seconds."""
    if not sys.stderr.isatty():
        yield
        return
    shown = threading.Event()

    def show() -> None:
        sys.stderr.write(message)
        sys.stderr.flush()
        shown.set()

    timer = threading.Timer(after, show)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        timer.join()
        if shown.is_set():
            sys.stderr.write("\r\033[K")  # the line is erased: what follows starts at column 0
            sys.stderr.flush()


def _timing_report(timings: dict[str, float], total: float) -> str:
    """The `--timing` report: the compile's wall time, the cache's answer and the slowest stages."""
    hit = "cache" in timings
    lines = [f"compile: {total:.3f} s ({'compile cache hit' if hit else 'compile cache miss'})\n"]
    stages = sorted(((name, seconds) for name, seconds in timings.items() if name != "cache"), key=lambda x: -x[1])
    other = total - sum(seconds for _, seconds in stages)
    if other > 0.0005:
        # Loading the passes on first use (or the cache entry), building the pass manager, the signature.
        stages.append(("other (loading passes or the cache entry, set-up)", other))
    for name, seconds in stages:
        share = 100 * seconds / total if total > 0 else 0.0
        lines.append(f"  {seconds:8.3f} s {share:5.1f}%  {name}\n")
    return "".join(lines)


def _cache_command(command_line) -> int:
    """`--cache-info` and `--clear-cache`."""
    from aiopt.runtime.compile_cache import CompileCache, default_cache_dir, max_cache_bytes

    directory = default_cache_dir()
    cache = CompileCache.open(directory) if directory.exists() else None
    entries = cache.entries() if cache else []
    if command_line.has("clear-cache"):
        removed = cache.clear() if cache else 0
        sys.stdout.write(f"removed {removed} entries from the compile cache {directory}\n")
        return EXIT_SUCCESS
    size = sum(entry.size for entry in entries)
    limit = max_cache_bytes()
    sys.stdout.write(
        f"compile cache: {directory}\n"
        f"entries: {len(entries)}\n"
        f"size: {_bytes(size)} (limit: {_bytes(limit) if limit else 'none'}, $AIOPT_CACHE_MAX_BYTES)\n"
    )
    return EXIT_SUCCESS


def _bytes(count: int) -> str:
    return f"{count / 2**20:.1f} MiB" if count >= 2**20 else f"{count / 2**10:.1f} KiB"


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
    from aiopt.runtime.jit import MemRefArg

    rng = np.random.default_rng(seed)
    return [
        _random_array(rng, s.dtype, tuple(d if d >= 0 else 1 for d in s.shape) if isinstance(s, MemRefArg) else (), i)
        for i, s in enumerate(specs)
    ]


class _NoRandomInput(Exception):
    """An argument that --random-inputs cannot make a value of (`_load_inputs` names the entry and locates it)."""

    def __init__(self, index: int, detail: str):
        super().__init__(detail)
        self.index = index
        self.detail = detail

    def message(self, entry: str) -> str:
        return f"--random-inputs cannot make argument #{self.index} of @{entry}: {self.detail}"


def _physical_memory() -> int:
    return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")


def _random_array(rng, dtype: np.dtype, shape: tuple[int, ...], index: int = 0) -> np.ndarray:
    """Normal floats, small integers or random booleans of one dtype and shape.

    The values are drawn as 64-bit numbers and converted: an array that would
    not fit in memory with them is an error (`_NoRandomInput`), not a
    MemoryError or a process the system kills.
    """
    needed = math.prod(shape) * (8 + dtype.itemsize)
    if needed > _physical_memory():
        raise _NoRandomInput(
            index,
            f"[{', '.join(map(str, shape))}] of {dtype} needs {needed} bytes, "
            f"more than the {_physical_memory()} bytes of memory of this machine",
        )
    if dtype.kind == "b":
        return np.asarray(rng.random(shape) < 0.5)  # a 0-d array where the shape is (), not a numpy bool
    if dtype.kind in "iu":
        return rng.integers(0 if dtype.kind == "u" else -8, 8, shape).astype(dtype)
    if dtype.kind == "c":
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def _inputs(command_line, module) -> list[np.ndarray]:
    from aiopt.reference.interpreter import find_function
    from aiopt.support.diagnostics import location_of

    function = find_function(module, command_line.value("entry") or "main")
    arg_types = list(function.function_type.inputs.data)
    return _load_inputs(
        command_line,
        [_interpreter_spec(t) for t in arg_types],
        function.sym_name.data,
        location_of(function),
        lambda seed: random_inputs(arg_types, seed),
        [_small_float_of(t) for t in arg_types],
    )


def _small_float_of(type_) -> str | None:
    """The small float type of a tensor, memref or scalar type whose arrays may cross as bit patterns ("f8E4M3FN")."""
    from aiopt.runtime.compiler import small_float_name

    return small_float_name(type_.get_element_type() if hasattr(type_, "get_element_type") else type_)


class _TupleSpec(tuple):
    """The specs of a tuple argument's elements, each with its small float name: the arrays `argN_0`, `argN_1`,
    ... (`argN_1_0` in a nested tuple), as tuple results are written (`outN_0`, ...)."""


_TOKEN_SPEC = "token"
"""The spec of a token argument, which has no value: the file need not hold an array for it."""


def _interpreter_spec(type_) -> MemRefArg | ScalarArg | _TupleSpec | str | None:
    """What an input array of an argument of `type_` must be, as for compiled code (None: left to the interpreter;
    a `_TupleSpec` for a tuple, `_TOKEN_SPEC` for a token)."""
    from xdsl.dialects.builtin import AnyFloat, ComplexType, IndexType, IntegerType, MemRefType, TensorType, TupleType

    from aiopt.dialects.hlo.types import is_token
    from aiopt.reference.hlo import UnsupportedType, numpy_dtype
    from aiopt.runtime.jit import MemRefArg, ScalarArg

    if is_token(type_):
        return _TOKEN_SPEC
    if isinstance(type_, TupleType):
        return _TupleSpec((_interpreter_spec(t), _small_float_of(t)) for t in type_.types.data)
    try:
        if isinstance(type_, (TensorType, MemRefType)):
            element = type_.get_element_type()
            bf16 = getattr(element, "name", "") == "bf16"
            return MemRefArg(numpy_dtype(element), tuple(type_.get_shape()), bf16=bf16)
        if isinstance(type_, (IntegerType, AnyFloat, IndexType, ComplexType)):
            return ScalarArg(numpy_dtype(type_))
    except UnsupportedType:
        pass
    return None


def _load_inputs(
    command_line, specs: list, entry: str, location, make_random, floats: Sequence[str | None] = ()
) -> list[np.ndarray]:
    """The arrays of --inputs, or --random-inputs made by `make_random(seed)`.

    Each array of --inputs must fit its argument's spec (`check_input`, errors
    at `location`, the entry); a spec of None is not checked. `floats` names
    the small float type of each argument (bf16, f8E4M3FN, ...; None for
    others), whose array may hold that type's bit patterns (`|V2`, `|V1`).
    """
    if command_line.has("random-inputs"):
        seed_text = command_line.value("seed") or "0"
        if not seed_text.isdigit():
            raise DiagnosticError(
                f"--seed must be a non-negative integer, not '{seed_text}'", location=command_line.flag_loc("seed")
            )
        try:
            return make_random(int(seed_text))
        except _NoRandomInput as err:
            raise DiagnosticError(err.message(entry), location=location) from None
        except MemoryError:
            raise DiagnosticError(f"out of memory: --random-inputs cannot make the arguments of @{entry}",
                                  location=location) from None
    path = command_line.value("inputs")
    if path is None:
        if specs:
            raise DiagnosticError(
                f"@{entry} takes {len(specs)} arguments: give --inputs or --random-inputs", location=location
            )
        return []
    floats = list(floats) + [None] * (len(specs) - len(floats))
    return _NpzReader(path, command_line.flag_loc("inputs")).read(specs, entry, location, floats)


def _argument_indices(archive: zipfile.ZipFile, prefix: str) -> list[int]:
    """The N of the archive's arrays `{prefix}N` (`arg0.npy`, ...; not the tuple elements `arg1_0`)."""
    return [
        int(index)
        for name in archive.namelist()
        if name.startswith(prefix) and (index := name.removesuffix(".npy").removeprefix(prefix)).isdigit()
    ]


def _argument_prefix(archive: zipfile.ZipFile) -> str:
    """`arg` (`numpy.savez(f, arg0=x, ...)`), or `arr_` for a file of only positional arrays (`numpy.savez(f, x,
    w)` names them `arr_0`, `arr_1`, ...)."""
    return "arr_" if not _argument_indices(archive, "arg") and _argument_indices(archive, "arr_") else "arg"


class _NpzReader:
    """Reads the arrays `arg0`, `arg1`, ... of an `.npz` file (`numpy.savez`) as untrusted input; a file of only
    positional arrays (`numpy.savez(f, x, w)`: `arr_0`, `arr_1`, ...) gives them in that order.

    Nothing is unpickled, and each array's header (shape and dtype) is checked
    against its argument and against the bytes the file really holds before
    any memory is allocated for it. Every problem is an error at `--inputs`.
    """

    # How much larger than its compressed bytes a member can be: stored data not at all, deflate about 1032 times.
    MAX_EXPANSION = {zipfile.ZIP_STORED: 1, zipfile.ZIP_DEFLATED: 1032}

    def __init__(self, path: str, location):
        self.path = path
        self.location = location

    def error(self, message: str) -> DiagnosticError:
        return DiagnosticError(message, location=self.location)

    def read(self, specs: list, entry: str, location, floats: Sequence[str | None]) -> list[np.ndarray]:
        import tokenize
        import zlib

        try:
            with open(self.path, "rb") as handle:
                magic = handle.read(len(np.lib.format.MAGIC_PREFIX))
                if not magic:
                    raise self.error(f"inputs file '{self.path}' is empty")
                if magic == np.lib.format.MAGIC_PREFIX:
                    raise self.error(
                        f"'{self.path}' is an .npy file (one array), not an .npz file of arrays arg0, arg1, ... "
                        "(numpy.savez)"
                    )
                size = os.fstat(handle.fileno()).st_size
                with zipfile.ZipFile(handle) as archive:
                    prefix = _argument_prefix(archive)
                    self._check_no_extra_arrays(archive, prefix, len(specs), entry, location)
                    return [
                        self._value(archive, size, f"{prefix}{index}", index, spec, entry, location, float_name)
                        for index, (spec, float_name) in enumerate(zip(specs, floats))
                    ]
        except DiagnosticError:
            raise
        except MemoryError:
            raise self.error(f"the arrays of '{self.path}' do not fit in memory") from None
        except OSError as err:
            raise self.error(f"could not read inputs '{self.path}': {err.strerror or err}") from None
        except (SyntaxError, tokenize.TokenError):
            # numpy reads a header's text with tokenize and ast: a cut or damaged one fails there.
            raise self.error(f"'{self.path}' is not a valid .npz file: an array's .npy header does not parse") from None
        except (zipfile.BadZipFile, zipfile.LargeZipFile, zlib.error, EOFError, ValueError, NotImplementedError,
                RuntimeError) as err:  # fmt: skip
            raise self.error(f"'{self.path}' is not a valid .npz file: {err}") from None

    def _check_no_extra_arrays(self, archive: zipfile.ZipFile, prefix: str, count: int, entry: str, location) -> None:
        """An error at the entry where the file has an array `argN` (`arr_N`) past its last argument: the inputs
        of another function, or one argument too many (they were left unread)."""
        extra = sorted(index for index in _argument_indices(archive, prefix) if index >= count)
        if extra:
            arguments = f"{count} argument" + ("" if count == 1 else "s")
            raise DiagnosticError(
                f"@{entry} takes {arguments}, but '{self.path}' has an array {prefix}{extra[0]}", location=location
            )

    def _value(self, archive: zipfile.ZipFile, size: int, name: str, index: int, spec, entry: str, location,
               float_name: str | None):
        """The value of argument #`index` (or of one of its tuple's elements) from the array `name`: a tuple of
        the arrays `name_0`, `name_1`, ... for a tuple, the interpreter's token (no array) for a token."""
        from aiopt.reference.hlo import TOKEN

        if spec is _TOKEN_SPEC:
            return TOKEN
        if isinstance(spec, _TupleSpec):
            return tuple(
                self._value(archive, size, f"{name}_{k}", index, element, entry, location, element_float)
                for k, (element, element_float) in enumerate(spec)
            )
        return self._member(archive, size, name, index, spec, entry, location, float_name)

    def _member(
        self, archive: zipfile.ZipFile, size: int, name: str, index: int, spec, entry: str, location,
        float_name: str | None,
    ) -> np.ndarray:
        """Array `name` of argument #`index`, checked against `spec` from its header before it is read."""
        from aiopt.runtime.compiler import check_input

        names = set(archive.namelist())
        # The names numpy.load looks up: as given, or with the .npy that numpy.savez adds.
        member = next((n for n in (name, f"{name}.npy") if n in names), None)
        if member is None:
            element = "" if name in (f"arg{index}", f"arr_{index}") else f" (an element of the tuple argument #{index})"
            raise self.error(f"'{self.path}' has no array named {name}{element}")
        info = archive.getinfo(member)
        if info.file_size > size * self.MAX_EXPANSION.get(info.compress_type, info.file_size):
            raise self.error(
                f"'{member}' in '{self.path}' claims {info.file_size} bytes, more than the file can hold"
            )
        with archive.open(info) as stream:
            if stream.read(len(np.lib.format.MAGIC_PREFIX)) != np.lib.format.MAGIC_PREFIX:
                raise self.error(f"'{member}' in '{self.path}' is not a numpy array (.npy)")
            version = (ord(stream.read(1) or b"\0"), ord(stream.read(1) or b"\0"))
            if version not in ((1, 0), (2, 0)):
                raise self.error(f"'{member}' in '{self.path}' has unsupported .npy format version {version}")
            shape, fortran_order, dtype, e5m2 = _read_npy_header(stream, version)
            if e5m2 and spec is not None and float_name != "f8E5M2":
                from aiopt.runtime.compiler import dtype_error

                raise dtype_error(spec, "float8_e5m2 ('<f1')", index, entry, location, float_name)
            if dtype.hasobject:
                raise self.error(f"'{member}' in '{self.path}' holds Python objects, which are not loaded")
            if any(d < 0 for d in shape):
                raise self.error(f"'{member}' in '{self.path}' has a negative size in its shape {list(shape)}")
            if spec is not None:
                check_input(spec, shape, dtype, index, entry, location, float_name)
            held = info.file_size - stream.tell()
            declared = math.prod(shape) * dtype.itemsize
            if declared != held:
                raise self.error(
                    f"'{member}' in '{self.path}' declares shape {list(shape)} of {dtype} ({declared} bytes), "
                    f"but holds {held} bytes"
                )
            if e5m2:
                # numpy cannot read the array back (its header names '<f1'): the bytes follow the header.
                data = stream.read(declared)
                array = np.frombuffer(data, np.dtype("V1")).reshape(shape, order="F" if fortran_order else "C")
        from aiopt.runtime.compiler import widen_small_floats

        if not e5m2:
            with archive.open(info) as stream:
                array = np.lib.format.read_array(stream, allow_pickle=False)
        return widen_small_floats(float_name, array) if spec is not None else array


def _read_npy_header(stream, version: tuple[int, int]) -> tuple[tuple[int, ...], bool, np.dtype, bool]:
    """The shape, order and dtype of an .npy header (after its magic and version), and whether it is
    ml_dtypes' float8_e5m2, which numpy saves as '<f1', a dtype numpy cannot read: then the dtype is
    `|V1` (its bit patterns). The header is numpy's to check; the length is capped as numpy caps it."""
    length_field = stream.read(2 if version == (1, 0) else 4)
    header = stream.read(min(int.from_bytes(length_field, "little"), 1 << 16))
    patched = header.replace(b"'descr': '<f1'", b"'descr': '|V1'", 1)
    read = np.lib.format.read_array_header_1_0 if version == (1, 0) else np.lib.format.read_array_header_2_0
    shape, fortran_order, dtype = read(io.BytesIO(length_field + patched))
    return shape, fortran_order, dtype, patched != header


def random_inputs(arg_types, seed: int) -> list[np.ndarray]:
    """Random arrays of the given tensor types: normal floats, small integers, random booleans."""

    rng = np.random.default_rng(seed)
    return [_random_input(rng, t, i) for i, t in enumerate(arg_types)]


def _random_input(rng, type_, index: int):
    """A random value of one argument type of the reference interpreter: an array of a tensor, memref or
    scalar type, a tuple of them for a tuple type, nothing that matters for a token."""
    from xdsl.dialects.builtin import MemRefType, TupleType

    from aiopt.dialects.hlo.types import element_type_of, is_token, shape_of
    from aiopt.reference.hlo import UnsupportedType, numpy_dtype

    if is_token(type_):
        return np.zeros((), np.bool_)  # the interpreter passes its token whatever the input is
    if isinstance(type_, TupleType):
        return tuple(_random_input(rng, t, index) for t in type_.types.data)
    if isinstance(type_, MemRefType):
        element, shape = type_.element_type, tuple(type_.get_shape())
    else:
        element, shape = element_type_of(type_), shape_of(type_) or ()
    try:
        dtype = numpy_dtype(element)
    except UnsupportedType as err:
        raise _NoRandomInput(index, str(err)) from None
    return _random_array(rng, dtype, tuple(d if d >= 0 else 1 for d in shape), index)


def _output_file(command_line, filename: str) -> OutputFile | None:
    """The --outputs file, checked before anything runs (None: print the results).

    It may be neither the program `filename` nor the --inputs file, which the
    results would replace (`ai-runner f.mlir --outputs f.mlir`):

        <command-line>:1:28: error: output file 'f.mlir' is the input file: the results would replace it
    """
    from aiopt.tools.opt_session import OutputFile

    if not command_line.has("outputs"):
        return None
    output = OutputFile.from_flag(command_line, "outputs")
    for what, path in (("input file", filename), ("--inputs file", command_line.value("inputs"))):
        if output.path != "-" and path and _same_file(output.path, path):
            message = f"output file '{output.path}' is the {what}: the results would replace it"
            raise DiagnosticError(message, location=output.location)
    return output


def _same_file(first: str, second: str) -> bool:
    """Whether two paths name one existing file (through links, `./`, hard links)."""
    try:
        return os.path.samefile(first, second)
    except (OSError, ValueError):
        return False


def _count_flag(command_line, name: str) -> int:
    text = command_line.value(name) or "1"
    if not text.isdigit() or int(text) < 1:
        message = f"--{name} must be a positive integer, not '{text}'"
        raise DiagnosticError(message, location=command_line.flag_loc(name))
    return int(text)


MAX_THREAD_PROCESSES = 1024
"""The most replicas x partitions that run as threads of one ai-runner (each thread has its own stack); --mpi
runs one per MPI process instead."""


def _run_processes(command_line, run) -> list[tuple[int | None, list]]:
    """`run(process)` as each replica and partition (threads, or this MPI rank's); [(flattened id, results)].

    One replica and one partition without --mpi: [(None, results)], written as before.
    """
    from aiopt.reference.collectives import CollectiveError, run_mpi, run_spmd

    replicas, partitions = _count_flag(command_line, "num-replicas"), _count_flag(command_line, "num-partitions")
    try:
        if command_line.has("mpi"):
            return [run_mpi(replicas, partitions, run)]
        if replicas * partitions > MAX_THREAD_PROCESSES:
            raise DiagnosticError(
                f"{replicas} replica(s) x {partitions} partition(s) are more than the {MAX_THREAD_PROCESSES} "
                "processes run as threads (run them with --mpi)",
                location=command_line.flag_loc("num-replicas", "num-partitions"),
            )
        if replicas * partitions == 1:
            return [(None, run(None))]
        return list(enumerate(run_spmd(replicas, partitions, run)))
    except CollectiveError as err:
        where = command_line.flag_loc("mpi", "num-replicas", "num-partitions")
        raise DiagnosticError(str(err), location=where) from None


def _write_process_results(command_line, output: OutputFile | None, processes: list[tuple[int | None, list]]) -> None:
    """The results of each process: `out0`, ... of one process; `process1_out0`, ... of several (also under MPI)."""
    if processes[0][0] is None:
        _write_results(command_line, output, processes[0][1])
        return
    if command_line.has("mpi") and output is not None and output.path != "-":
        # Each MPI process writes its own file: out.npz -> out.process1.npz.
        from pathlib import Path

        from aiopt.tools.opt_session import OutputFile

        path = Path(output.path)
        output = OutputFile(str(path.with_name(f"{path.stem}.process{processes[0][0]}{path.suffix}")), output.location)
    named = [(f"process{rank}_out{i}", value) for rank, results in processes for i, value in enumerate(results)]
    _write_results(command_line, output, named, named=True)


def _write_results(command_line, output: OutputFile | None, results: list, named: bool = False) -> None:
    results = results if named else [(f"out{index}", value) for index, value in enumerate(results)]
    if output is None or command_line.has("print"):
        for name, value in results:
            sys.stdout.write(f"{name} = {_describe(value)}\n")
    if output is not None:
        archive = io.BytesIO()
        np.savez(archive, **dict(_named_arrays(results)))
        output.write(archive.getvalue())


def _named_arrays(results: list[tuple[str, object]]):
    """(name, array) of each named result; the elements of a tuple result are `out1_0`, `out1_1_0`, ...

    A token (`!stablehlo.token`, which has no value) is left out: numpy would
    write it as a pickled object, which no reader of untrusted files loads.
    """
    from aiopt.reference.hlo import TOKEN

    pending = list(reversed(results))
    while pending:
        name, value = pending.pop()
        if isinstance(value, tuple):
            pending.extend((f"{name}_{i}", v) for i, v in reversed(list(enumerate(value))))
        elif value is not TOKEN:
            yield name, value


def _describe(value) -> str:
    from aiopt.reference.hlo import TOKEN

    if value is TOKEN:
        return "token"
    if isinstance(value, tuple):
        return "(" + ", ".join(_describe(v) for v in value) + ")"
    array = np.asarray(value)
    body = np.array2string(array, separator=", ", threshold=64)
    return f"{body} : {array.dtype}{list(array.shape)}"


if __name__ == "__main__":
    sys.exit(main())
