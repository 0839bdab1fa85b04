"""Differential testing at scale: random StableHLO programs, interpreted and compiled, compared.

    python bench/difftest.py --seed 0 --count 10000 --jobs 2 --out /tmp/difftest
    python bench/difftest.py --seed 0 --count 200 --families reduce,sort
    python bench/difftest.py --seed 0 --index 1234 --show      # print one program and its inputs

Programs come from `difftest_gen.py` (program `index` of `seed` is the same
everywhere). Each one runs through the reference interpreter
(`aiopt.reference.interpreter`, what `ai-runner --interpret` uses), through
compiled code (`aiopt.runtime.compiler.compile`, no on-disk cache) and, when
jax is installed, through `jax.jit`'s compiler from the same StableHLO text
(64-bit types on, NaN-propagating min/max; XLA's CPU code flushes subnormal
numbers to zero, so programs with subnormal inputs are not compared with it,
and subnormal results compare as zeros: see `run_jax`);
with --gpu-kernels also through `hlo-to-gpu-pipeline` down to outlined
kernels, which the interpreter runs with each block's threads in lock step
(a program the GPU path does not take is noted, not counted as a failure;
--gpu-block-size 4 tiles the small generated programs over several blocks).
Results are compared bit-exact for integers and for floats computed by
IEEE-exact ops (NaN positions must agree, payloads need not; signed zeros
count), and within a stated tolerance for transcendental ops
(`difftest_gen.math_tolerance`: rtol 1e-5 for f32, 1e-12 f64, 2e-3 f16,
1.6e-2 bf16, with an equal atol for functions whose error is absolute).

Outcomes: "ok"; "rejected" (inputs outside what the ops define, such as a
shape tensor that does not fit: the interpreter and compiled code both refuse
them by a run-time check, `RuntimeCheckError`; compiled code that returns
results for them, or fails a run-time check the interpreter passes, is a
mismatch); "unsupported" (a located diagnostic: the interpreter or the
compiler does not take the program; counted, listed, not a failure);
"xla-deviation" (the interpreter and compiled code agree, XLA differs only
by known deviations from the spec: bench/difftest_xla.py) and "xla-crash"
(the worker died in XLA after the interpreter and compiled code agreed, and
the program alone without jax runs to a good end: `confirm_xla_crash`; else
it is a "crash"): listed by cause, not failures;
"mismatch", "crash" (the worker died of a signal), "hang" (no answer within
--timeout seconds), "internal" (a Python exception other than a located
diagnostic or CompileError) and "invalid" (the generated program does not
verify: a generator or verifier bug) are failures: each is saved under --out as
`<name>/program.mlir`, `inputs.npz` (`arg0`, ... as ai-runner takes them) and
`report.txt`. Programs run in worker processes; a worker that dies is
replaced and the death is the program's it was running.

Exits 1 when any program failed.
"""

from __future__ import annotations

import argparse
import faulthandler
import functools
import gc
import multiprocessing
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from multiprocessing.connection import wait
from pathlib import Path

import numpy as np

from aiopt.tools.conformance import stop_workers

sys.path.insert(0, str(Path(__file__).resolve().parent))

import difftest_gen  # noqa: E402
from difftest_gen import Program, generate  # noqa: E402

FAILURES = ("mismatch", "crash", "hang", "internal", "invalid")
XLA_DEVIATION = "xla-deviation"
"""Outcome of a program whose XLA results differ from the interpreter's (and compiled code's) only by known XLA
deviations (difftest_xla.KNOWN_XLA_DEVIATIONS): listed by deviation, not a failure."""
XLA_CRASH = "xla-crash"
"""Outcome of a program whose worker died in XLA (jax) after the interpreter and compiled code agreed: XLA's
bug; saved, listed, not a failure. (Its constant folder's integer divide by a zero constant dies of SIGFPE:
seed 20500 #70, 21001 #101; such programs are no longer given to XLA, see folded_division_by_zero.)"""


# ---------------------------------------------------------------------------
# Comparison


def compare(actual, expected, tolerance: tuple[float, float], result_type: str, scale=None) -> str | None:
    """None if `actual` matches `expected`, else what differs.

    Complex results within a tolerance are compared norm-wise, as complex
    arithmetic's error is bounded (each part may be off by `rtol * |z|`: a
    real part that cancels in a product, `a.re*b.re - a.im*b.im`, has no small
    relative error of its own); `scale` carries `|z|` to the parts.
    """
    actual, expected = np.asarray(actual), np.asarray(expected)
    if actual.shape != expected.shape:
        return f"shape {list(actual.shape)} != expected {list(expected.shape)}"
    if actual.dtype != expected.dtype:
        return f"dtype {actual.dtype} != expected {expected.dtype}"
    if expected.dtype.kind == "c":
        magnitude = _magnitude(expected, tolerance)
        for part in (np.real, np.imag):
            problem = compare(part(actual), part(expected), tolerance, "complex-part", magnitude)
            if problem:
                return f"{'real' if part is np.real else 'imag'} part: {problem}"
        return None
    bad = differing_elements(actual, expected, tolerance, scale)
    return _describe(actual, expected, bad) if bad.any() else None


def _magnitude(expected: np.ndarray, tolerance: tuple[float, float]) -> np.ndarray | None:
    """|z| of complex `expected`, the scale of each part's tolerance (None when bit-exact)."""
    if tolerance == (0, 0):
        return None
    with np.errstate(all="ignore"):
        return np.abs(expected.astype(np.complex128))


def differing_elements(actual, expected, tolerance: tuple[float, float], scale=None) -> np.ndarray:
    """Where `actual` differs from `expected` (of one shape and dtype) as `compare` tells: integers and
    bit-exact floats by value and zero sign, NaN positions always, other floats beyond `tolerance`, complex
    numbers part by part (norm-wise)."""
    actual, expected = np.asarray(actual), np.asarray(expected)
    if expected.dtype.kind in "biu":
        return actual != expected
    if expected.dtype.kind == "c":
        magnitude = _magnitude(expected, tolerance)
        return differing_elements(actual.real, expected.real, tolerance, magnitude) | differing_elements(
            actual.imag, expected.imag, tolerance, magnitude
        )
    a64, e64 = actual.astype(np.float64), expected.astype(np.float64)
    nan_a, nan_e = np.isnan(a64), np.isnan(e64)
    bad = nan_a != nan_e
    rtol, atol = tolerance
    both = ~nan_a & ~nan_e
    if rtol == 0 and atol == 0:
        same = (a64 == e64) & (np.signbit(a64) == np.signbit(e64))
        bad |= both & ~same
    else:
        inf = np.isinf(a64) | np.isinf(e64)
        with np.errstate(all="ignore"):
            reference = np.abs(e64)
            if scale is not None:
                reference = np.where(np.isfinite(scale), np.maximum(reference, scale), reference)
            close = np.abs(a64 - e64) <= atol + rtol * reference
        bad |= both & np.where(inf, a64 != e64, ~close)
    return bad


def _describe(actual: np.ndarray, expected: np.ndarray, bad: np.ndarray) -> str:
    where = np.argwhere(bad)
    lines = [f"{int(bad.sum())} of {bad.size} elements differ"]
    for position in where[:4]:
        p = tuple(int(i) for i in position)
        lines.append(f"  at {list(p)}: got {actual[p]!r}, expected {expected[p]!r}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------
# Running one program (in a worker)


_CONTEXT = None


def _context():
    global _CONTEXT
    if _CONTEXT is None:
        from aiopt.support.registry import default_registry

        _CONTEXT = default_registry().make_context()
    return _CONTEXT


class Invalid(Exception):
    """The generated program does not parse or verify: a bug of the generator, or of the verifier."""


def interpret(program: Program) -> list[np.ndarray]:
    from aiopt.reference.interpreter import run_function
    from aiopt.support.diagnostics import DiagnosticError
    from aiopt.support.parsing import parse_module
    from aiopt.support.verifier import verify_operation

    try:
        module = parse_module(_context(), program.text, f"{program.name}.mlir")
        verify_operation(module)
    except DiagnosticError as err:
        raise Invalid(str(err)) from None
    return [np.asarray(x) for x in run_function(module, "main", [x.copy() for x in program.inputs])]


def run_compiled(program: Program) -> list[np.ndarray]:
    from aiopt.runtime.compiler import compile

    function = compile(program.text, filename=f"{program.name}.mlir", cache=False)
    return [np.asarray(x) for x in function.call(*[x.copy() for x in program.inputs])]


GPU_KERNELS_VARIABLE = "AIOPT_DIFFTEST_GPU_KERNELS"
"""Set (by --gpu-kernels) in the driver's environment, which the workers inherit: also run the GPU path
(the value: the threads per block, see run_gpu_kernels)."""

TOO_LARGE_FOR_GPU_KERNELS = frozenset({"large_parallel", "large_contraction"})
"""Families whose programs `--gpu-kernels` compares on the CPU only: tens of thousands of elements (or a 31x257x64
contraction) through kernels interpreted thread by thread take minutes, a hang at --timeout 120 (seed 20102,
programs 125 and 278; seed 20402, program 165), where compiled code and the interpreter on the CPU take seconds."""

SMALL_MATMUL_TILES = "tile-m=4 tile-n=4 tile-k=2 thread-m=2 thread-n=2"
"""convert-linalg-matmul-to-gpu's tiles with a small block size: 2 x 2 threads, each computing 2 x 2 elements."""


def _with_small_matmul_tiles(step: str) -> str:
    """A pipeline step, SMALL_MATMUL_TILES added to the options of convert-linalg-matmul-to-gpu."""
    name, _, options = step.partition("{")
    if name != "convert-linalg-matmul-to-gpu":
        return step
    return f"{name}{{{' '.join(filter(None, [options.rstrip('}'), SMALL_MATMUL_TILES]))}}}"


def run_gpu_kernels(program: Program, block_size: int = 256, device: list[str] | None = None) -> list[np.ndarray]:
    """The program lowered by hlo-to-gpu-pipeline to outlined kernels, run by the interpreter (threads of a
    block in lock step): what the GPU would compute, checked without one.

    A `block_size` under 32 (threads per block of the tiled loops and the
    reductions) also makes the matmul tiles small (SMALL_MATMUL_TILES), so that
    the small generated programs run on several blocks, partial tiles and
    partial warps. With a `device` list, the rest of the pipeline then runs
    (down to PTX) and the host function is checked for what the CUDA executor
    runs (`HostInterpreter.check`): `device` gets "ok" or the first problem,
    what would keep the program off a real GPU.
    """
    from xdsl.dialects.builtin import MemRefType, TensorType

    from aiopt.reference.hlo import numpy_dtype
    from aiopt.reference.interpreter import run_function
    from aiopt.runtime.compiler import CompileError
    from aiopt.support.parsing import parse_module
    from aiopt.transforms.hlo_to_gpu_pipeline import stages

    passes = [p for _, group in stages(block_size=block_size) for p in group]
    outlined = passes.index("gpu-kernel-outlining") + 1
    if block_size < 32:
        passes = [_with_small_matmul_tiles(p) for p in passes]
    module = parse_module(_context(), program.text, f"{program.name}.mlir")
    # buffer-results-to-out-params makes each result of static shape a trailing argument, in order; results of
    # dynamic shape stay results, in order.
    static = [isinstance(t, TensorType) and t.has_static_shape() for t in _main(module).function_type.outputs.data]
    _run_gpu_passes(module, passes[:outlined])
    main = _main(module)
    out_types = main.function_type.inputs.data[len(program.inputs) :]
    returned_types = main.function_type.outputs.data
    if len(out_types) + len(returned_types) != len(program.result_types) or not all(
        isinstance(t, MemRefType) for t in (*out_types, *returned_types)
    ):
        raise CompileError("results that are not buffers (tuples, tokens) are not run on the GPU path")
    outputs = [np.zeros(t.get_shape(), numpy_dtype(t.element_type)) for t in out_types]
    # A scalar input (numpy scalar) is passed as a rank-0 array: the memref arguments are written through.
    inputs = [np.array(x, copy=True) for x in program.inputs]
    returned = iter(run_function(module, "main", [*inputs, *outputs]))
    written = iter(outputs)
    results = [np.asarray(next(written) if is_static else next(returned)) for is_static in static]
    if device is not None:
        device.append(_device_problem(module, passes[outlined:]) or "ok")
    return results


def _run_gpu_passes(module, passes: list[str]) -> None:
    """Run `passes` over `module`; a CompileError with the diagnostics where one fails."""
    import io

    from aiopt.runtime.compiler import CompileError, _run_passes
    from aiopt.support.diagnostics import DiagnosticEngine, DiagnosticError, SourceManager, active_engine
    from aiopt.support.pass_pipeline import PassFailure
    from aiopt.support.registry import default_registry

    stream = io.StringIO()
    engine = DiagnosticEngine(SourceManager(), stream)
    try:
        with active_engine(engine):
            _run_passes(default_registry(), module, ",".join(passes), "", {}, engine)
    except DiagnosticError as err:
        engine.emit(err.to_diagnostic())
    except PassFailure:
        pass
    if engine.error_count:
        raise CompileError(stream.getvalue().strip() or "a pass failed")


def _device_problem(module, passes: list[str]) -> str | None:
    """What keeps an outlined module off a real GPU: the first error of the rest of the pipeline, or the first
    host op the CUDA executor cannot run; None when there is none."""
    from aiopt.runtime.compiler import CompileError
    from aiopt.runtime.gpu_executor import HostInterpreter
    from aiopt.support.diagnostics import DiagnosticError

    try:
        _run_gpu_passes(module, passes)
        HostInterpreter(module, "main").check()
    except (CompileError, DiagnosticError) as err:
        lines = [line for line in str(err).splitlines() if "error:" in line] or str(err).splitlines() or ["?"]
        return re.sub(r"^\S*:\d+:\d+: ", "", lines[0]).removeprefix("error: ")
    return None


def _main(module):
    return next(op for op in module.walk() if op.name == "func.func" and op.sym_name.data == "main")


_JAX: list = []

JAX_XLA_FLAGS = "--xla_cpu_enable_fast_min_max=false --xla_allow_excess_precision=false"
"""XLA's CPU backend gives min/max of a NaN and a number the number unless told not to; StableHLO's maximum and
minimum propagate NaN (what the interpreter does). Unless told not to, it also keeps bf16 and f16 intermediate
values in f32 between ops (a bf16 chain then differs by a few ulps from the program as written, which rounds
after every op, as the interpreter and aiopt's compiled code do; bench/jax_programs.py found it)."""

_HELD_AS = {"bf16": "bfloat16", "i4": "int4", "ui4": "uint4"} | {
    name: f"float{name[1]}_{name[2:].lower()}" for name in difftest_gen.SMALL_FLOATS
}
"""Element types whose arrays are held here in a wider numpy dtype (difftest_gen.ETYPES; the f8/f6/f4 types in
float32), by their ml_dtypes name (`f8E4M3FN`: `float8_e4m3fn`): jax takes and gives them as such (an f8
argument held in float32 was an XLA error, RuntimeProgramInputMismatch, and not compared)."""

_MAIN_ARGUMENT = re.compile(r"%[\w$.-]+: (tensor<(?:[^<>]|<[^<>]*>)*>|[\w<>]+)")


def _element_type(type_text: str) -> str:
    """`f32` of `tensor<2x?xf32>` (or of `f32`)."""
    tensor = re.fullmatch(r"tensor<(?:(?:\d+|\?)x)*(.+)>", type_text)
    return tensor[1] if tensor else type_text


def _has_subnormals(array: np.ndarray) -> bool:
    """Whether a float (or complex) array holds a subnormal number."""
    array = np.asarray(array)
    if array.dtype.kind == "c":
        return _has_subnormals(array.real) or _has_subnormals(array.imag)
    if array.dtype.kind != "f":
        return False
    with np.errstate(all="ignore"):
        return bool(((array != 0) & (np.abs(array) < np.finfo(array.dtype).tiny)).any())


def flush_subnormals(array: np.ndarray) -> np.ndarray:
    """`array` with each subnormal number replaced by a zero of its sign (what XLA's CPU code computes)."""
    array = np.asarray(array)
    if array.dtype.kind == "c":
        flushed = array.copy()
        flushed.real, flushed.imag = flush_subnormals(array.real), flush_subnormals(array.imag)
        return flushed
    if array.dtype.kind != "f":
        return array
    with np.errstate(all="ignore"):
        return np.where(np.abs(array) < np.finfo(array.dtype).tiny, np.copysign(0, array), array).astype(array.dtype)


def argument_types(program: Program) -> list[str]:
    """The element type of each argument of `program`'s @main (`f32`, `f4E2M1FN`)."""
    header = next(line for line in program.text.splitlines() if re.search(r"func\.func (?:public )?@main\(", line))
    return [_element_type(t) for t in _MAIN_ARGUMENT.findall(header.split(") ->")[0])]


def entered_inputs(program: Program) -> list[np.ndarray]:
    """`program`'s inputs as the interpreter and compiled code take them: an f8/f6/f4 argument's float32 values
    rounded to its type on entry (reference.hlo.round_to_small_float), the others as they are. XLA is given
    these, not ml_dtypes' rounding of the inputs: a NaN of an f4/f6 type (which has none) is -0 here whatever
    its sign (reference.hlo.nan_in_format, as XLA converts it) and a zero of the NaN's sign in ml_dtypes (the
    spec leaves such a conversion TBD; seed 21000 #91 was given XLA -0 where the interpreter then took 6)."""
    from aiopt.reference.hlo import round_to_small_float
    from aiopt.runtime.compiler import small_float_type

    return [round_to_small_float(x, small_float_type(t)) if t in difftest_gen.SMALL_FLOATS else x
            for x, t in zip(program.inputs, argument_types(program), strict=True)]  # fmt: skip


class JaxSkipped(Exception):
    """jax's XLA is not compared on this program (the reason says why)."""


NO_JAX_VARIABLE = "AIOPT_DIFFTEST_NO_JAX"
"""Set (by --no-jax) in the driver's environment, which the workers inherit: jax is not compared."""


def run_jax(program: Program) -> list[np.ndarray] | None:
    """The program compiled by jax's XLA from the StableHLO text, or None when jax is not installed.

    64-bit types are enabled and XLA told to propagate NaN through min/max
    (JAX_XLA_FLAGS); bf16 and i4 arrays go in and come out as ml_dtypes
    arrays. XLA's CPU code flushes subnormal numbers to zero (inputs and
    results): a program with subnormal inputs is skipped (JaxSkipped), and
    its results are to be compared with subnormals flushed (flush_subnormals).
    A difference from jax whose every cause is a known XLA deviation
    (bench/difftest_xla.py: KNOWN_XLA_DEVIATIONS, each with the spec rule
    XLA departs from or the choice the spec leaves open) is reported as
    such ("xla-deviation", see explain_jax_difference); any other is a
    mismatch to triage. Besides those, seen in seeds 9200-9214: XLA aborts
    (std::length_error in SmallVector: an "xla-crash") on a `concatenate`
    of i4 operands of sizes 1, 0, 0 followed by an empty `slice` (seed
    9214 #934; ours gives the empty result).
    """
    if os.environ.get(NO_JAX_VARIABLE):
        return None
    if not _JAX:
        # Read when the CPU backend starts, after the import.
        os.environ["XLA_FLAGS"] = f"{os.environ.get('XLA_FLAGS', '')} {JAX_XLA_FLAGS}".strip()
        try:
            import jax

            jax.config.update("jax_enable_x64", True)
            _JAX.append(True)
        except ImportError:
            _JAX.append(False)
    if not _JAX[0]:
        return None
    import jax
    import ml_dtypes

    if "@lapack_" in program.text:
        from jaxlib import lapack

        # jaxlib's LAPACK kernels find scipy's LAPACK functions only once initialized (jax does it when it
        # emits such a call): without it XLA's call of them dies of SIGSEGV (seed 20500 #4, potrf).
        lapack._lapack.initialize()
    if any(_has_subnormals(x) for x in program.inputs):
        raise JaxSkipped("subnormal inputs (XLA's CPU code flushes them to zero)")
    if (division := folded_division_by_zero(program)) is not None:
        raise JaxSkipped(f"XLA's constant folder dies of SIGFPE on an integer division by zero ({division})")
    if (constant := f6_constant(program)) is not None:
        raise JaxSkipped(f"XLA aborts on an f6 constant ({constant})")
    inputs = [x.astype(getattr(ml_dtypes, _HELD_AS[t])) if t in _HELD_AS else x
              for x, t in zip(entered_inputs(program), argument_types(program), strict=True)]  # fmt: skip
    client = jax.devices("cpu")[0].client
    text = program.text.replace("func.func @main", "func.func public @main")
    compile_ = getattr(client, "compile_and_load", None) or client.compile
    options = _xla_compile_options()
    try:
        executable = compile_(text, jax.devices("cpu"), *options)
    except TypeError:
        executable = compile_(text, *options)
    results = [np.asarray(r) for r in executable.execute([jax.device_put(x) for x in inputs])]
    held = {"int4": np.int8, "uint4": np.uint8}  # what _HELD_AS's types are held in; the floats in float32
    floats = set(_HELD_AS.values()) - set(held)
    return [r.astype(held.get(r.dtype.name, np.float32)) if r.dtype.name in held or r.dtype.name in floats else r
            for r in results]  # fmt: skip


def _computed_from_constants(program: Program) -> list[tuple[str, str]]:
    """The statements of @main whose values are computed from constants alone (what XLA's folders compute, not
    its compiled code), with the name each defines (`%v4`, `%v2:2`), in order. A statement with a region is
    left out (its body's names are no constants here)."""
    _, statements, defined, _ = split_main(program)
    constant: set[str] = set()
    found = []
    for statement, names in zip(statements, defined):
        if set(_NAME.findall(statement)) - names <= constant:
            constant |= names
            found.append((statement.split(" = ", 1)[0].strip(), statement))
    return found


def folded_division_by_zero(program: Program) -> str | None:
    """The first integer divide or remainder of @main that XLA computes in its constant folder with a zero
    divisor (`%v4 = stablehlo.remainder`), None where there is none.

    XLA's constant folder computes an op whose operands are computed from constants alone, and its integer
    division by a zero divisor dies of SIGFPE (an "xla-crash": seeds 20500 #70, 21001 #101, 21003 #253,
    21009 #82, where int_edges' x / 0 and x % 0 pairs were constants); with a divisor it does not fold, its
    compiled code gives the spec's values (-1 and x). An op that no result reads is left out (XLA drops
    it first), and so is one in a region (a body's values are not known here). The divisors' values are the
    interpreter's (all_values_variant), computed only for programs that have such an op.
    """
    divisions = []
    for name, statement in _computed_from_constants(program):
        op = _OPERANDS.search(statement)
        types = _result_types(statement)
        if op and op[1] in ("divide", "remainder") and types and _element_type(types[0])[:1] in "iu":
            divisions.append((name, op[1], _NAME.findall(op[2])[1]))
    if not divisions:
        return None
    variant, names = all_values_variant(program)
    try:
        values = dict(zip(names, interpret(variant)))
    except Exception:
        return None
    for name, op, divisor in divisions:
        if name in values and divisor in values and (values[divisor] == 0).any():
            return f"{name} = stablehlo.{op}"
    return None


_F6_TYPE = re.compile(r"tensor<(?:\d+x)*f6E\dM\dFN>")


def f6_constant(program: Program) -> str | None:
    """A value of an f6 type (f6E2M3FN, f6E3M2FN) that is, or may be folded into, a constant before XLA
    lowers the program to HLO, as `%v4 = stablehlo.convert`; None where there is none.

    XLA aborts building a literal of an f6 constant (array.h: "Check failed: std::distance(...) ==
    num_elements() (0 vs. 1)", SIGABRT, in mhlo::CreateLiteralFromAttribute): a stablehlo.constant of an
    f6 type, or a convert of an f32 constant to one, which XLA's MLIR folder makes a constant first (seed
    21012 #172: the generator's constant argument, an f32 constant converted). f8 and f4 constants it takes.
    """
    if re.search(r"dense<[^>]*>\s*:\s*" + _F6_TYPE.pattern, program.text):
        return "stablehlo.constant"
    for name, statement in _computed_from_constants(program):
        op = _OPERANDS.search(statement)
        types = _result_types(statement)
        if op and any(_F6_TYPE.fullmatch(t) for t in types):
            return f"{name} = stablehlo.{op[1]}"
    return None


def _xla_compile_options() -> list:
    """JAX_XLA_FLAGS as the compile options' overrides, [] where jaxlib has none: XLA reads XLA_FLAGS only when
    its CPU backend starts, and in a process where something else used jax first (a test before this one) the
    flags came too late (maximum(1, NaN) was 1)."""
    try:
        from jax._src.lib import xla_client

        options = xla_client.CompileOptions()
        overrides = []
        for flag in JAX_XLA_FLAGS.split():
            name, _, value = flag.lstrip("-").partition("=")
            overrides.append((name, {"true": True, "false": False}.get(value, value)))
        options.env_option_overrides = overrides
        return [options]
    except (ImportError, AttributeError, TypeError, ValueError):
        return []


def run_program(program: Program) -> dict:
    """Interpret, compile and compare one program; return its outcome (never raises)."""
    cpu = time.process_time()
    outcome = _run_program(program)
    outcome["cpu_s"] = time.process_time() - cpu
    return outcome


def _run_rejected(program: Program, rejection: Exception) -> dict:
    """The outcome of a program whose inputs the interpreter rejects by a run-time check: "rejected" when
    compiled code rejects them too (a located error), a failure when it returns results or breaks."""
    from aiopt.runtime.compiler import CompileError
    from aiopt.support.diagnostics import DiagnosticError, RuntimeCheckError

    try:
        run_compiled(program)
    except RuntimeCheckError as err:
        return {"status": "rejected", "detail": f"interpreter: {rejection}\ncompiled call: {err}"}
    except (CompileError, DiagnosticError) as err:
        return {"status": "unsupported", "detail": f"interpreter: {rejection}\ncompiler: {err}"}
    except Exception:
        return {"status": "internal", "detail": "compiler (inputs the interpreter rejects): "
                + traceback.format_exc(limit=-8)}  # fmt: skip
    return {"status": "mismatch", "detail": f"compiled code returned results for inputs the interpreter rejects: "
            f"{rejection}"}  # fmt: skip


def _run_program(program: Program) -> dict:
    from aiopt.runtime.compiler import CompileError
    from aiopt.support.diagnostics import DiagnosticError, RuntimeCheckError

    outcome: dict = {"name": program.name, "status": "ok", "detail": "", "families": program.families}
    started = time.perf_counter()
    try:
        expected = interpret(program)
    except Invalid as err:
        return outcome | {"status": "invalid", "detail": f"the program does not verify: {err}"}
    except RuntimeCheckError as err:
        # Inputs outside what the ops define (a shape tensor of the wrong size, a slice out of bounds): compiled
        # code makes the same run-time checks, so it must refuse them too, with a located error.
        return outcome | _run_rejected(program, err)
    except DiagnosticError as err:
        return outcome | {"status": "unsupported", "detail": f"interpreter: {err}"}
    except Exception:
        return outcome | {"status": "internal", "detail": "interpreter: " + traceback.format_exc(limit=-8)}
    outcome["interpret_s"] = time.perf_counter() - started
    started = time.perf_counter()
    try:
        actual = run_compiled(program)
    except CompileError as err:
        return outcome | {"status": "unsupported", "detail": f"compiler: {err}"}
    except RuntimeCheckError as err:
        return outcome | {"status": "mismatch", "detail": f"compiled code failed a run-time check that the "
                          f"interpreter passed: {err}"}  # fmt: skip
    except DiagnosticError as err:
        return outcome | {"status": "unsupported", "detail": f"compiled call: {err}"}
    except Exception:
        return outcome | {"status": "internal", "detail": "compiler: " + traceback.format_exc(limit=-8)}
    outcome["compile_s"] = time.perf_counter() - started
    problems = _compare_all("compiled", actual, expected, program)
    jax_problems: list[str] = []
    try:
        if not problems:
            _tell_driver(STAGE_JAX)
        from_jax = run_jax(program)
    except JaxSkipped as err:
        from_jax = None
        outcome["jax"] = f"skipped: {err}"
    except Exception as err:
        from_jax = None
        outcome["jax"] = f"could not run it: {type(err).__name__}: {str(err).splitlines()[0][:200] if str(err) else ''}"
    _tell_driver(None)
    if from_jax is not None:
        outcome["jax"] = "compared"
        flushed = [flush_subnormals(x) for x in expected]
        jax_problems = _compare_all("jax", [flush_subnormals(x) for x in from_jax], flushed, program)
    too_large = sorted(TOO_LARGE_FOR_GPU_KERNELS.intersection(program.families))
    if (block_size := int(os.environ.get(GPU_KERNELS_VARIABLE) or 0)) and too_large:
        detail = f"not run: {', '.join(too_large)} (too large for kernels interpreted thread by thread)"
        outcome |= {"gpu": detail, "gpu_s": 0.0}
    elif block_size:
        started = time.perf_counter()
        try:
            device: list[str] = []
            problems += _compare_all("gpu kernels", run_gpu_kernels(program, block_size, device), expected, program)
            outcome["gpu_device"] = device[0]
        except (CompileError, DiagnosticError) as err:
            outcome["gpu"] = f"unsupported: {str(err).splitlines()[0][:200]}"
        except Exception:
            return outcome | {"status": "internal", "detail": "gpu kernels: " + traceback.format_exc(limit=-8)}
        outcome["gpu_s"] = time.perf_counter() - started
    if problems or jax_problems:
        known = None if problems else explain_jax_difference(program)
        if known:
            detail = "known XLA deviations: " + "; ".join(known) + "\n" + "\n".join(jax_problems)
            outcome |= {"status": XLA_DEVIATION, "detail": detail, "xla": known}
        else:
            outcome |= {"status": "mismatch", "detail": "\n".join(problems + jax_problems)}
    return outcome


def _compare_all(what: str, actual, expected, program: Program) -> list[str]:
    if len(actual) != len(expected):
        return [f"{what}: {len(actual)} results, expected {len(expected)}"]
    problems = []
    for i, (a, e) in enumerate(zip(actual, expected)):
        problem = compare(a, e, program.tolerance[i], program.result_types[i])
        if problem:
            rtol, atol = program.tolerance[i]
            stated = "bit-exact" if rtol == atol == 0 else f"rtol {rtol:g}, atol {atol:g}"
            problems.append(f"{what}: result #{i} ({program.result_types[i]}, {stated}): {problem}")
    return problems


def _result_types(statement: str) -> list[str]:
    """The result types a generic-form statement ends with (`-> tensor<2xf32>`, `-> (tensor<i32>, ...)`)."""
    match = re.search(r"->\s*(\(.*\)|\S+)\s*$", statement.rstrip().splitlines()[-1])
    return match[1].strip("()").split(", ") if match else []


def all_values_variant(program: Program) -> tuple[Program, list[str]]:
    """`program` returning every tensor value its results are computed from, in order; and their names.

    (Values the results do not read are left out with their ops: XLA drops such ops, some of which it does
    not take, dynamic_iota for one. Values of an f6 type are computed but not returned: jaxlib gives no
    array of them back, "Invalid XLA PrimitiveType: 36 (F6E2M3FN)"; an op reading one is compared as if
    its f6 operand agreed, seed 22512 #1 of convert_chain.)
    """
    head, statements, defined, tail = split_main(program)
    # @main's func.return (the first: private functions follow @main).
    wanted = set(_NAME.findall(program.text.partition("\n  func.return ")[2].partition(" : ")[0]))
    needed = []
    for statement, names_ in reversed(list(zip(statements, defined))):
        if names_ & wanted or {n.split("#")[0] for n in wanted} & names_:
            needed.append(statement)
            wanted |= set(_NAME.findall(statement))
    statements = needed[::-1]
    names, types = [], []
    for statement in statements:
        base, _, count = statement.split(" = ", 1)[0].strip().partition(":")
        defined = [f"{base}#{i}" for i in range(int(count))] if count else [base]
        declared = _result_types(statement)
        for i, name in enumerate(defined):
            type_ = program.values[name][0] if name in program.values else declared[i] if i < len(declared) else ""
            if type_.startswith("tensor<") and not _F6_TYPE.fullmatch(type_):
                names.append(name)
                types.append(type_)
    signature = ", ".join(types)
    text = (f"{head.rpartition(') -> ')[0]}) -> ({signature}) {{\n" + "\n".join(statements)
            + f"\n  func.return {', '.join(names)} : {signature}\n}}{tail}")  # fmt: skip
    variant = Program(program.seed, program.index, text, program.inputs, program.families,
                      [program.values.get(n, ("", (0.0, 0.0)))[1] for n in names], types)  # fmt: skip
    return variant, names


_OPERANDS = re.compile(r' = "?(?:stablehlo|mhlo|chlo)\.(\w+)"?\s*(?:@[\w$.-]+\s*)?\(([^)]*)\)')


def explain_jax_difference(program: Program) -> list[str] | None:
    """The known XLA deviations (difftest_xla) that explain how XLA's results of `program` differ from the
    interpreter's, one per root; None where a root is not explained or the roots cannot be found.

    The program is rerun returning every value (all_values_variant); a root is a value that differs from
    XLA's (beyond its tolerance) while every value its statement reads agrees.
    """
    from difftest_xla import Root, explain

    variant, names = all_values_variant(program)
    try:
        ours, xla = interpret(variant), run_jax(variant)
    except Exception:
        return None
    if xla is None or len(xla) != len(ours):
        return None
    values = {f"%arg{i}": x for i, x in enumerate(entered_inputs(program))} | dict(zip(names, ours))
    # (A value the generator did not record has no tolerance: it is compared bit for bit.)
    differing = {
        name for name, o, x, type_, tolerance in zip(names, ours, xla, variant.result_types, variant.tolerance)
        if compare(flush_subnormals(x), flush_subnormals(o), tolerance, type_)
    }  # fmt: skip
    _, statements, defined, _ = split_main(program)
    reads = {}
    for statement, defined_names in zip(statements, defined):
        for name in defined_names:
            reads[name] = set(_NAME.findall(statement)) - {name, name.split("#")[0]}
            if name not in names and reads[name] & differing:
                # A tuple (token) is not compared: it differs where a value it is made of does (seed 21005
                # #33: a get_tuple_element of a tuple holding a reduce_window XLA computes otherwise). Its parts
                # come before it.
                differing.add(name)
    returned = _NAME.findall(program.text.partition("\n  func.return ")[2].partition(" : ")[0])
    leading = _leading_to_results(differing, reads, returned)
    explained = []
    for name in names:
        if name not in leading:
            continue
        statement = next(s for s, d in zip(statements, defined) if name in d)
        if reads[name] & differing:
            continue  # it reads a value that differs already
        op = _OPERANDS.search(statement)
        if op is None:
            return None
        operand_names = _NAME.findall(op[2])
        operands = [values.get(n) for n in operand_names]
        captured = [values.get(n) for n in sorted(reads[name] - set(operand_names))]
        position = names.index(name)
        xla_value = flush_subnormals(xla[position])
        ours_value = ours[position]
        beyond = None
        if np.shape(xla_value) == np.shape(ours_value) and np.asarray(xla_value).dtype == np.asarray(ours_value).dtype:
            beyond = differing_elements(xla_value, flush_subnormals(ours_value), variant.tolerance[position])
        root = Root(op[1], statement, _element_type(variant.result_types[position]), operands, ours_value,
                    xla_value, program.text, int(name.partition("#")[2] or 0), captured, beyond, values)  # fmt: skip
        deviation = explain(root)
        if deviation is None:
            return None
        explained.append(deviation)
    return sorted(set(explained)) or None


def _leading_to_results(differing: set[str], reads: dict[str, set[str]], returned: list[str]) -> set[str]:
    """The differing values that differing results are computed from (the results themselves included), through
    differing values only: a value that differs where no result does (gesdd's overwritten operand, a result
    of an op that nothing reads, singular vectors whose signs differ but whose magnitudes agree) is no root to
    explain (seed 20905 #7: a grouped convolution's known deviation, and a gesdd whose unread first result
    holds what LAPACK leaves in the operand, which XLA and the interpreter fill differently)."""
    leading, pending = set(), [name for name in returned if name in differing]
    while pending:
        name = pending.pop()
        if name not in leading:
            leading.add(name)
            pending.extend(reads.get(name, set()) & differing)
    return leading


def _worker(connection, families) -> None:
    """Receive (seed, index) pairs (or programs), answer with outcomes; exits on None."""
    cache = tempfile.mkdtemp(prefix="difftest-cache-")
    os.environ["AIOPT_CACHE_DIR"] = cache
    try:
        _serve(connection, families)
    finally:
        shutil.rmtree(cache, ignore_errors=True)


STAGE_JAX = "jax"
"""What a worker tells the driver (`{"stage": STAGE_JAX}`) before XLA compiles and runs a program whose compiled
results matched the interpreter's: a death from then on is XLA's ("xla-crash"), until `{"stage": None}`."""

_DRIVER: list = []


def _tell_driver(stage: str | None) -> None:
    """Send the driver a stage note (nothing outside a worker)."""
    if _DRIVER:
        _DRIVER[0].send({"stage": stage})


def _serve(connection, families) -> None:
    """The worker's loop: one outcome per task until None."""
    _DRIVER.append(connection)
    while True:
        task = connection.recv()
        if task is None:
            return
        if isinstance(task, Program):
            connection.send(run_program(task))
            continue
        seed, index = task
        try:
            program = generate(seed, index, families)
        except Exception:
            detail = "generator: " + traceback.format_exc()
            connection.send({"name": f"s{seed}-p{index}", "status": "internal", "detail": detail})
            continue
        connection.send(run_program(program))


def _start_worker(worker, forked: bool, connection, families) -> None:
    """A worker process's start: Ctrl-C is the driver's (it summarizes and stops us); a worker forked from the
    driver leaves the driver's objects out of its collections and, as a spawned one, prints no traceback of
    its own when it dies of a signal (the driver reports the death against the program)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if forked:
        gc.freeze()
        faulthandler.disable()
    worker(connection, families)


WARM_UP_PROGRAM = (
    "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
    '  %0 = "stablehlo.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n'
    "  func.return %0 : tensor<2xf32>\n}\n"
)


@functools.cache
def warm_up() -> None:
    """Interpret and compile a small program in this process, once, before workers are forked from it.

    A fresh worker's first program paid about 1.7 CPU-seconds more than the
    others (of a 30-program chunk's 6): the imports of the interpreter, the
    compiler and the passes of the CPU pipeline, LLVM's set-up and the
    compiled runtimes. Forked workers inherit them from here. The program is
    not run compiled (here a crash would be the driver's); a failure is left
    to the workers to report, program by program.
    """
    from aiopt.runtime.compiler import compile

    program = Program(0, 0, WARM_UP_PROGRAM, [np.zeros(2, np.float32)])
    try:
        interpret(program)
        compile(program.text, filename="warm-up.mlir", cache=False)
    except Exception:
        pass


# ---------------------------------------------------------------------------
# The driver


class Pool:
    """`jobs` worker processes; a worker that dies or hangs is replaced, its program charged with it.

    Workers start as fresh interpreters ("spawn"), or, with `start_method="fork"`, as copies of this process,
    which inherit its imports and set-up (see `warm_up`).
    """

    def __init__(self, jobs: int, families, timeout: float, worker=None, start_method: str = "spawn"):
        self.context = multiprocessing.get_context(start_method)
        self.worker = worker or _worker
        self.families = families
        self.timeout = timeout
        self.workers = [self._start() for _ in range(jobs)]

    def _start(self):
        parent, child = self.context.Pipe()
        forked = self.context.get_start_method() == "fork"
        process = self.context.Process(
            target=_start_worker, args=(self.worker, forked, child, self.families), daemon=True
        )
        process.start()
        child.close()
        return {"process": process, "connection": parent, "task": None, "since": 0.0, "stage": None}

    def run(self, tasks, on_outcome) -> None:
        tasks = list(tasks)
        tasks.reverse()
        while tasks or any(w["task"] for w in self.workers):
            for w in self.workers:
                if w["task"] is None and tasks:
                    w["task"], w["since"], w["stage"] = tasks.pop(), time.monotonic(), None
                    w["connection"].send(w["task"])
            busy = [w for w in self.workers if w["task"] is not None]
            ready = wait([w["connection"] for w in busy] + [w["process"].sentinel for w in busy], timeout=1.0)
            for i, w in enumerate(self.workers):
                if w["task"] is None:
                    continue
                task = w["task"]
                seed, index = (task.seed, task.index) if isinstance(task, Program) else task
                name = f"s{seed}-p{index}"
                if w["connection"] in ready:
                    try:
                        outcome = w["connection"].recv()
                    except (EOFError, OSError):
                        outcome = None
                    if outcome is not None and "stage" in outcome:
                        w["stage"] = outcome["stage"]
                        continue
                    if outcome is not None:
                        w["task"] = None
                        on_outcome(seed, index, outcome)
                        continue
                if w["process"].sentinel in ready or not w["process"].is_alive():
                    w["process"].join()
                    code = w["process"].exitcode
                    died = code is not None and code < 0
                    detail = f"the process died with signal {-code}" if died else f"the process exited with {code}"
                    if w["stage"] == STAGE_JAX:
                        detail += " in XLA (jax), after the interpreter and compiled code agreed"
                    status = XLA_CRASH if w["stage"] == STAGE_JAX else "crash"
                    on_outcome(seed, index, {"name": name, "status": status, "detail": detail})
                    self.workers[i] = self._start()
                elif time.monotonic() - w["since"] > self.timeout:
                    w["process"].kill()
                    w["process"].join()
                    detail = f"no answer within {self.timeout:g} s"
                    on_outcome(seed, index, {"name": name, "status": "hang", "detail": detail})
                    self.workers[i] = self._start()

    def close(self) -> None:
        stop_workers(self.workers)


def rerun_command(seed: int, index: int, families) -> list[str]:
    """The command that runs program `index` of `seed` in a process of its own, without jax (--index --no-jax)."""
    command = [sys.executable, str(Path(__file__).resolve()), "--seed", str(seed), "--index", str(index), "--no-jax"]
    return command + (["--families", ",".join(families)] if families else [])


def confirm_xla_crash(seed: int, index: int, families, outcome: dict, timeout: float) -> dict:
    """`outcome` (an xla-crash) if the program runs without jax in a process of its own and that process ends
    well; a "crash" where it dies of a signal there too: memory that the compiled code corrupted, found by a
    malloc or free while XLA ran (seed 21024 #221: a returned slice of an argument beside a matmul of the CPU
    micro-kernels; the process aborts at exit, 'corrupted size vs. prev_size', with or without jax)."""
    try:
        done = subprocess.run(rerun_command(seed, index, families), capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return outcome
    if done.returncode >= 0:
        return outcome
    detail = (f"the process died with signal {-done.returncode} without XLA too (--index --no-jax); with XLA: "
              f"{outcome['detail']}")  # fmt: skip
    return outcome | {"status": "crash", "detail": detail}


def save_reproducer(out: Path, seed: int, index: int, outcome: dict, families, minimizing: bool = True) -> Path:
    """Write program.mlir, inputs.npz and report.txt for a failed program; return its folder.

    With `minimizing`, also minimized.mlir and minimized-inputs.npz: the
    smallest part of the program that fails the same way (see `minimize`).
    """
    program = generate(seed, index, families)
    folder = out / program.name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "program.mlir").write_text(program.text)
    np.savez(folder / "inputs.npz", **{f"arg{i}": x for i, x in enumerate(program.inputs)})
    inputs = "\n".join(
        f"  arg{i}: {x.dtype}{list(x.shape)} = {np.array2string(x, threshold=50)}" for i, x in enumerate(program.inputs)
    )
    smaller = minimize(program, outcome) if outcome["status"] in FAILURES and minimizing else None
    if smaller is not None:
        (folder / "minimized.mlir").write_text(smaller.text)
        np.savez(folder / "minimized-inputs.npz", **{f"arg{i}": x for i, x in enumerate(smaller.inputs)})
    (folder / "report.txt").write_text(
        f"{outcome['status']}: {program.name} (seed {seed}, index {index})\n"
        f"families: {', '.join(program.families)}\n"
        f"rerun: python bench/difftest.py --seed {seed} --index {index}\n"
        f"       ai-runner {folder / 'program.mlir'} --inputs {folder / 'inputs.npz'} --print  (and --interpret)\n\n"
        f"{outcome['detail']}\n\ninputs:\n{inputs}\n"
        + (f"\nminimized (minimized.mlir, minimized-inputs.npz):\n{smaller.text}" if smaller is not None else "")
    )
    return folder


_STATEMENT = re.compile(r"^  %", re.M)
_NAME = re.compile(r"%[\w]+(?:#\d+)?")


def split_main(program: Program) -> tuple[str, list[str], list[set[str]], str]:
    """@main's header, its statements (one op each, regions included, func.return left out), the names each
    defines (`%v3` and `%v3#0`, `%v3#1` of `%v3:2 = ...`) and what follows @main."""
    head, _, rest = program.text.partition(" {\n")
    body, _, tail = rest.partition("\n  func.return ")
    tail = tail.partition("\n}")[2]
    starts = [m.start() for m in _STATEMENT.finditer(body)]
    statements = [body[a:b].rstrip("\n") for a, b in zip(starts, [*starts[1:], len(body)])]
    defined = []
    for statement in statements:
        names = statement.split(" = ", 1)[0].strip()
        base, _, count = names.partition(":")
        defined.append({base, *(f"{base}#{i}" for i in range(int(count or 0)))})
    return head, statements, defined, tail


def minimized_variants(program: Program) -> list[Program]:
    """Programs that return one value of `program` each, with only the ops and arguments it needs.

    In the order the values are defined: the first that still fails shows
    the first op that goes wrong.
    """
    head, statements, defined, tail = split_main(program)
    variants = []
    for value, (type_, tolerance) in program.values.items():
        owner = next((i for i, names in enumerate(defined) if value in names), None)
        if owner is None:
            continue
        needed, wanted = set(), {value}
        for i in range(owner, -1, -1):
            if defined[i] & wanted or (i == owner):
                needed.add(i)
                wanted |= {n.split("#")[0] for n in _NAME.findall(statements[i])} | set(_NAME.findall(statements[i]))
        kept = [statements[i] for i in sorted(needed)]
        used_args = sorted({int(n[4:]) for n in _NAME.findall("\n".join(kept)) if re.fullmatch(r"%arg\d+", n)})
        arg_types = dict(re.findall(r"(%arg\d+): (tensor<[^>]*>+)", head))
        signature = ", ".join(f"%arg{i}: {arg_types[f'%arg{i}']}" for i in used_args)
        text = (f"func.func @main({signature}) -> ({type_}) {{\n" + "\n".join(kept)
                + f"\n  func.return {value} : {type_}\n}}\n{tail}")  # fmt: skip
        variant = Program(program.seed, program.index, text, [program.inputs[i] for i in used_args],
                          program.families, [tolerance], [type_])  # fmt: skip
        variants.append(variant)
    return sorted(variants, key=lambda v: len(v.text))


def minimize(program: Program, outcome: dict, timeout: float = 120.0) -> Program | None:
    """The smallest variant of `program` (see minimized_variants) that fails the same way, if any."""
    def same(other: dict) -> bool:
        if other["status"] != outcome["status"]:
            return False
        return outcome["status"] in ("mismatch", "crash", "hang") or problem_key(other) == problem_key(outcome)

    variants = [v for v in minimized_variants(program) if len(v.text) < len(program.text)]
    found: dict[int, dict] = {}
    pool = Pool(1, None, timeout)
    try:
        for position, variant in enumerate(variants):
            pool.run([variant], lambda s, i, o: found.__setitem__(position, o))
            if same(found[position]):
                return variant
    finally:
        pool.close()
    return None


def problem_key(outcome: dict) -> str:
    """One line that tells a problem from others: its status and first line, digits blurred."""
    detail = outcome.get("detail", "")
    lines = [line for line in detail.splitlines() if line.strip()]
    if outcome["status"] == "internal":
        # The exception's line (a traceback may end with the IR the failing pass printed).
        lines = [line for line in lines if re.match(r"\w+(Error|Exception|Interrupt|Exit)\b", line)] or lines[-1:]
        line = lines[-1] if lines else ""
    else:
        line = lines[0] if lines else ""
    line = re.sub(r"s\d+-p\d+\.mlir:\d+:\d+", "LOC", line)
    return f"{outcome['status']}: {re.sub(r'[0-9]+', 'N', line)[:160]}"


def run(seed: int, count: int, jobs: int, out: Path | None, families=None, timeout: float = 120.0,
        start: int = 0, quiet: bool = False, start_method: str = "spawn") -> dict:  # fmt: skip
    """Run programs start..start+count-1 of `seed`; return the counts, the problems and the reproducer folders.

    `start_method="fork"` forks the workers from this process once it is warmed up (`warm_up`); the
    campaigns' default, "spawn", starts each from a fresh interpreter.
    """
    statuses: Counter = Counter()
    cpu_seconds: list[float] = []
    problems: dict[str, list[str]] = {}
    unsupported: Counter = Counter()
    unsupported_names: dict[str, list[str]] = {}
    gpu: Counter = Counter()
    device: Counter = Counter()
    jax: Counter = Counter()
    xla: dict[str, list[str]] = {}
    saved: list[Path] = []
    started = time.perf_counter()

    def on_outcome(s, index, outcome):
        if outcome["status"] == XLA_CRASH:
            outcome = confirm_xla_crash(s, index, families, outcome, timeout)
        statuses[outcome["status"]] += 1
        cpu_seconds.append(outcome.get("cpu_s", 0.0))
        if "gpu_s" in outcome:
            gpu[re.sub(r"[0-9]+", "N", outcome.get("gpu", "ran"))[:120]] += 1
        if "gpu_device" in outcome:
            device[re.sub(r"[0-9]+", "N", outcome["gpu_device"])[:120]] += 1
        if "jax" in outcome:
            jax[re.sub(r"[0-9]+", "N", outcome["jax"])[:120]] += 1
        if outcome["status"] == "unsupported":
            unsupported[problem_key(outcome)] += 1
            unsupported_names.setdefault(problem_key(outcome), []).append(outcome["name"])
        elif outcome["status"] in (XLA_DEVIATION, XLA_CRASH):
            for key in outcome.get("xla") or [f"{XLA_CRASH}: {re.sub(r'[0-9]+', 'N', outcome['detail'])}"]:
                xla.setdefault(key, []).append(outcome["name"])
            if out is not None and outcome["status"] == XLA_CRASH:
                saved.append(save_reproducer(out, s, index, outcome, families, minimizing=False))
        elif outcome["status"] in FAILURES:
            problems.setdefault(problem_key(outcome), []).append(outcome["name"])
            if out is not None:
                saved.append(save_reproducer(out, s, index, outcome, families))
            if not quiet:
                first = outcome["detail"].splitlines()[0] if outcome["detail"] else ""
                print(f"{outcome['name']}: {outcome['status']}: {first}", flush=True)
        done = sum(statuses.values())
        if not quiet and done % 500 == 0:
            print(f"... {done} programs, {done / (time.perf_counter() - started):.1f}/s", flush=True)

    if start_method == "fork":
        warm_up()
    pool = Pool(jobs, families, timeout, start_method=start_method)
    interrupted = False
    try:
        pool.run([(seed, i) for i in range(start, start + count)], on_outcome)
    except KeyboardInterrupt:
        interrupted = True  # Ctrl-C: summarize the programs that finished
    finally:
        pool.close()
    seconds = time.perf_counter() - started
    return {"statuses": statuses, "problems": problems, "unsupported": unsupported,
            "unsupported_names": unsupported_names, "saved": saved, "gpu": gpu,
            "device": device, "jax": jax, "xla": xla, "seconds": seconds, "count": sum(statuses.values()), "interrupted": interrupted,
            "cpu_per_program": sum(cpu_seconds) / max(len(cpu_seconds), 1)}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    # A pass that breaks the IR is named (a verifier error after it), not found later by a crash.
    os.environ.setdefault("AIOPT_VERIFY_EACH", "1")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--start", type=int, default=0, help="first program index")
    parser.add_argument("--jobs", type=int, default=max(1, min(2, os.cpu_count() or 1)))
    parser.add_argument("--out", type=Path, help="folder for reproducers (default: a new temporary folder)")
    parser.add_argument("--families", help="only these op families (comma-separated; see difftest_gen.FAMILIES)")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds before a program counts as a hang")
    parser.add_argument("--index", type=int, help="run (or --show) this one program in this process")
    parser.add_argument("--show", action="store_true", help="print the program and its inputs")
    parser.add_argument("--no-jax", action="store_true", help="do not compare with jax even where it is installed")
    parser.add_argument("--gpu-kernels", action="store_true",
                        help="also lower each program with hlo-to-gpu-pipeline and run its kernels in the interpreter")
    parser.add_argument("--gpu-block-size", type=int, default=256,
                        help="threads per block on the GPU path (under 32: small matmul tiles too)")
    args = parser.parse_args(argv)
    if args.gpu_kernels:
        os.environ[GPU_KERNELS_VARIABLE] = str(args.gpu_block_size)
    if args.no_jax:
        os.environ[NO_JAX_VARIABLE] = "1"
    families = args.families.split(",") if args.families else None
    if args.index is not None:
        program = generate(args.seed, args.index, families)
        if args.show:
            print(program.text)
            for i, x in enumerate(program.inputs):
                print(f"// arg{i}: {x.dtype}{list(x.shape)} = {np.array2string(x, threshold=50)}")
            return 0
        outcome = run_program(program)
        print(f"{outcome['status']}: {program.name} [{', '.join(program.families)}]\n{outcome['detail']}")
        return int(outcome["status"] in FAILURES)
    out = args.out or Path(tempfile.mkdtemp(prefix="difftest-"))
    result = run(args.seed, args.count, args.jobs, out, families, args.timeout, args.start)
    statuses = result["statuses"]
    done = result["count"]
    stopped = " (interrupted)" if result["interrupted"] else ""
    print(f"\n{done} programs{stopped} (seed {args.seed}, from index {args.start}) "
          f"in {result['seconds']:.0f} s with {args.jobs} jobs: {done / result['seconds']:.2f} programs/s "
          f"({result['cpu_per_program']:.2f} CPU-seconds per program in the workers)")  # fmt: skip
    print("  " + ", ".join(f"{k}: {statuses.get(k, 0)}"
                           for k in ("ok", "rejected", "unsupported", XLA_DEVIATION, XLA_CRASH, *FAILURES)))  # fmt: skip
    _print_counts(result["gpu"], "ran", 10, lambda n, total: f"GPU kernels (interpreted): ran {n} of {total} "
                  "programs that reached them; not taken, by message:")
    _print_counts(result["device"], "ok", 15, lambda n, total: "On a GPU (the rest of hlo-to-gpu-pipeline, host code "
                  f"the CUDA executor runs): {n} of {total} that ran; not, by message:")
    _print_counts(result["jax"], "compared", 10, lambda n, total: f"jax.jit (XLA's CPU code): compared {n} of {total} "
                  "that compiled (a difference is a mismatch); not, by reason:")
    if result["xla"]:
        print("\nknown XLA deviations (bench/difftest_xla.py) and XLA crashes, not failures, by cause:")
        for key, names in sorted(result["xla"].items(), key=lambda kv: -len(kv[1])):
            print(f"  {len(names):5d}  {key}\n         e.g. {', '.join(names[:3])}")
    if result["unsupported"]:
        print("\nunsupported (located diagnostics), by message:")
        for key, n in result["unsupported"].most_common(15):
            print(f"  {n:5d}  {key}\n         e.g. {', '.join(result['unsupported_names'][key][:3])}")
    if result["problems"]:
        print("\nfailures, by problem:")
        for key, names in sorted(result["problems"].items(), key=lambda kv: -len(kv[1])):
            print(f"  {len(names):5d}  {key}\n         e.g. {', '.join(names[:3])}")
        print(f"\nreproducers in {out}")
    return 1 if any(statuses.get(k) for k in FAILURES) else 0



def _print_counts(counts: Counter, done: str, most: int, heading: Callable[[int, int], str]) -> None:
    """A summary section: `heading(counts[done], total)`, then the `most` commonest other keys with their counts."""
    if not counts:
        return
    print("\n" + heading(counts.get(done, 0), sum(counts.values())))
    for key, n in counts.most_common(most):
        if key != done:
            print(f"  {n:5d}  {key}")

if __name__ == "__main__":
    sys.exit(main())
