"""The conversions to the llvm dialect keep what programs compute: lowered, compiled and run on numpy arrays.

Each program goes through `convert-to-llvm` (or the individual passes) and
`reconcile-unrealized-casts`, is printed and parsed again, translated to LLVM
IR by `aiopt.targets.mlir_to_llvmir`, JIT-compiled with llvmlite and called
through its `_mlir_ciface_` wrapper; results are compared with numpy. Where
upstream `mlir-translate` is installed, the same llvm-dialect text is also
translated by it and run, which checks that the IR we print is upstream's.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tool_testing import run_in_child

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.tools.upstream import find_upstream_tool

jit = pytest.importorskip("aiopt.runtime.jit")
translation = pytest.importorskip("aiopt.targets.mlir_to_llvmir")

CONTEXT = default_registry().make_context()
PIPELINE = ("convert-to-llvm", "reconcile-unrealized-casts")
N = 64


def lower(text: str, passes: tuple[str, ...] = PIPELINE) -> str:
    """`text` after `passes`, printed (and checked to parse again)."""
    module = parse_module(CONTEXT, text, "test.mlir")
    registry = default_registry()
    for name in passes:
        registry.pass_class(name)().apply(CONTEXT, module)
    module.verify()
    printed = str(module)
    parse_module(CONTEXT, printed, "lowered.mlir").verify()
    return printed


def compile_llvm_dialect(text: str, upstream: bool = True) -> list[jit.JitModule]:
    """JIT modules of llvm-dialect `text`: ours, and upstream mlir-translate's when installed and `upstream`."""
    modules = [jit.JitModule(translation.translate_to_llvmir(parse_module(CONTEXT, text, "lowered.mlir")))]
    translate = find_upstream_tool("mlir-translate") if upstream else None
    if translate is not None:
        ir = subprocess.run(
            [str(translate), "--mlir-to-llvmir"], input=text, capture_output=True, text=True, check=True
        ).stdout
        modules.append(jit.JitModule(ir))
    return modules


def run(text: str, entry: str, inputs, results, arrays, passes=PIPELINE, upstream=True, **kwargs) -> list:
    """Lower, compile and call `entry` on `arrays` with every available translation; the results of each."""
    lowered = lower(text, passes)
    outputs = []
    for module in compile_llvm_dialect(lowered, upstream):
        function = jit.CInterfaceFunction(module, entry, inputs, results, **kwargs)
        outputs.append(function(*[np.copy(a) for a in arrays]))
    return outputs


def elementwise_kernel(body: str, in_type: str, out_type: str, arity: int) -> str:
    """A function looping over memref<Nx...> inputs with cf branches, storing `body(%x0, %x1, ...)`."""
    args = ", ".join(f"%in{i}: memref<{N}x{in_type}>" for i in range(arity))
    loads = "\n".join(f"  %x{i} = memref.load %in{i}[%k] : memref<{N}x{in_type}>" for i in range(arity))
    return f"""
func.func @kernel({args}, %out: memref<{N}x{out_type}>) attributes {{llvm.emit_c_interface}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %out, %c0 : memref<{N}x{out_type}>
  cf.br ^head(%c0 : index)
^head(%k: index):
  %done = arith.cmpi sge, %k, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
{loads}
  %r = {body}
  memref.store %r, %out[%k] : memref<{N}x{out_type}>
  %next = arith.addi %k, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return
}}
"""


DTYPES = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "i64": np.int64, "i8": np.int8, "i1": np.bool_}


def random_values(element: str, seed: int, positive: bool = False) -> np.ndarray:
    rng = np.random.default_rng(seed)
    dtype = np.dtype(DTYPES[element])
    if dtype.kind == "f":
        values = rng.standard_normal(N) * 4
        values[:4] = [0.0, -0.0, 1.0, -3.5]
        return np.abs(values).astype(dtype) + (0.5 if positive else 0) if positive else values.astype(dtype)
    if dtype.kind == "b":
        return rng.integers(0, 2, N).astype(dtype)
    info = np.iinfo(dtype)
    values = rng.integers(max(info.min, -1000), min(info.max, 1000), N).astype(dtype)
    values[:3] = [info.min, info.max, -1]
    if positive:
        # Divisors: no zero and no -1 (INT_MIN / -1 traps on x86).
        values = np.where(values <= 0, 1, values)
    return values


def check_elementwise(body: str, in_type: str, out_type: str, arity: int, expected, positive_last=False):
    arrays = [random_values(in_type, seed, positive_last and i == arity - 1) for seed, i in enumerate(range(arity))]
    spec_in = [jit.MemRefArg(DTYPES[in_type], (N,))] * arity
    spec_out = [jit.MemRefArg(DTYPES[out_type], (N,))]
    with np.errstate(all="ignore"):
        want = np.asarray(expected(*arrays)).astype(DTYPES[out_type])
    # The element-wise cases run through aiopt's translation only (upstream's is checked by the others).
    kernel = elementwise_kernel(body, in_type, out_type, arity)
    for (got,) in run(kernel, "kernel", spec_in, spec_out, arrays, upstream=False):
        np.testing.assert_array_equal(got, want)


def _exact(function):
    """An element-wise reference computed on Python integers (no intermediate overflow)."""
    return lambda a, b: np.array([function(int(x), int(y)) for x, y in zip(a, b)], a.dtype)


def _wrap(values: np.ndarray, dtype) -> np.ndarray:
    return values.astype(np.int64).astype(dtype)


ARITH_CASES = [
    ("arith.addf %x0, %x1 : f32", "f32", "f32", 2, np.add),
    ("arith.subf %x0, %x1 fastmath<fast> : f64", "f64", "f64", 2, np.subtract),
    ("arith.mulf %x0, %x1 : f32", "f32", "f32", 2, np.multiply),
    ("arith.divf %x0, %x1 : f64", "f64", "f64", 2, np.divide),
    ("arith.remf %x0, %x1 : f32", "f32", "f32", 2, np.fmod),
    ("arith.negf %x0 : f32", "f32", "f32", 1, np.negative),
    ("arith.maximumf %x0, %x1 : f32", "f32", "f32", 2, np.maximum),
    ("arith.minnumf %x0, %x1 : f64", "f64", "f64", 2, np.fmin),
    ("arith.addi %x0, %x1 : i32", "i32", "i32", 2, lambda a, b: _wrap(a.astype(np.int64) + b, np.int32)),
    ("arith.subi %x0, %x1 : i64", "i64", "i64", 2, np.subtract),
    ("arith.muli %x0, %x1 : i32", "i32", "i32", 2, lambda a, b: _wrap(a.astype(np.int64) * b, np.int32)),
    ("arith.divsi %x0, %x1 : i32", "i32", "i32", 2, lambda a, b: np.trunc(a.astype(np.float64) / b).astype(np.int64)),
    ("arith.remsi %x0, %x1 : i64", "i64", "i64", 2, np.fmod),
    ("arith.floordivsi %x0, %x1 : i64", "i64", "i64", 2, np.floor_divide),
    ("arith.ceildivsi %x0, %x1 : i64", "i64", "i64", 2, _exact(lambda x, y: -(-x // y))),
    ("arith.maxsi %x0, %x1 : i32", "i32", "i32", 2, np.maximum),
    ("arith.minui %x0, %x1 : i8", "i8", "i8", 2, lambda a, b: np.minimum(a.view(np.uint8), b.view(np.uint8))),
    ("arith.andi %x0, %x1 : i32", "i32", "i32", 2, np.bitwise_and),
    ("arith.xori %x0, %x1 : i64", "i64", "i64", 2, np.bitwise_xor),
]


@pytest.mark.parametrize(("body", "in_type", "out_type", "arity", "expected"), ARITH_CASES, ids=lambda c: str(c)[:24])
def test_arith_elementwise(body, in_type, out_type, arity, expected):
    divides = any(op in body for op in ("div", "rem"))
    check_elementwise(body, in_type, out_type, arity, expected, positive_last=divides and in_type.startswith("i"))


def test_shift():
    """Shift amounts stay below the bit width (larger ones are poison in LLVM)."""
    a = random_values("i32", 1)
    b = (random_values("i32", 2) & 31).astype(np.int32)
    text = elementwise_kernel("arith.shrsi %x0, %x1 : i32", "i32", "i32", 2)
    spec = [jit.MemRefArg(np.int32, (N,))]
    for (got,) in run(text, "kernel", spec * 2, spec, [a, b]):
        np.testing.assert_array_equal(got, a >> b)


CAST_CASES = [
    ("arith.fptosi %x0 : f32 to i32", "f32", "i32", lambda a: np.trunc(a).astype(np.int32)),
    ("arith.sitofp %x0 : i32 to f64", "i32", "f64", lambda a: a.astype(np.float64)),
    ("arith.uitofp %x0 : i8 to f32", "i8", "f32", lambda a: a.view(np.uint8).astype(np.float32)),
    ("arith.extf %x0 : f32 to f64", "f32", "f64", lambda a: a.astype(np.float64)),
    ("arith.truncf %x0 : f64 to f32", "f64", "f32", lambda a: a.astype(np.float32)),
    ("arith.extsi %x0 : i8 to i64", "i8", "i64", lambda a: a.astype(np.int64)),
    ("arith.extui %x0 : i8 to i32", "i8", "i32", lambda a: a.view(np.uint8).astype(np.int32)),
    ("arith.trunci %x0 : i64 to i8", "i64", "i8", lambda a: a.astype(np.int8)),
    ("arith.bitcast %x0 : f32 to i32", "f32", "i32", lambda a: a.view(np.int32)),
]


@pytest.mark.parametrize(("body", "in_type", "out_type", "expected"), CAST_CASES, ids=lambda c: str(c)[:24])
def test_arith_casts(body, in_type, out_type, expected):
    check_elementwise(body, in_type, out_type, 1, expected)


def test_compare_select():
    """cmpf (unordered less-than, so NaN selects the first operand) and select."""
    text = elementwise_kernel("arith.select %c, %x0, %x1 : f32", "f32", "f32", 2).replace(
        "  %r = arith.select", "  %c = arith.cmpf ult, %x0, %x1 : f32\n  %r = arith.select"
    )
    a, b = random_values("f32", 3), random_values("f32", 4)
    a[5], b[6] = np.nan, np.nan
    spec = [jit.MemRefArg(np.float32, (N,))]
    for (got,) in run(text, "kernel", spec * 2, spec, [a, b]):
        want = np.where(~(a >= b), a, b)  # ult: unordered or less than
        np.testing.assert_array_equal(got, want)


MATH_CASES = [
    ("math.exp %x0 : f32", np.exp, False),
    ("math.log %x0 : f64", np.log, True),
    ("math.tanh %x0 : f32", np.tanh, False),
    ("math.sqrt %x0 : f64", np.sqrt, True),
    ("math.rsqrt %x0 : f32", lambda x: 1 / np.sqrt(x), True),
    ("math.sin %x0 : f64", np.sin, False),
    ("math.absf %x0 : f32", np.abs, False),
    ("math.floor %x0 : f64", np.floor, False),
    ("math.roundeven %x0 : f32", np.rint, False),
    ("math.powf %x0, %x0 : f64", lambda x: x**x, True),
    ("math.log1p %x0 : f64", np.log1p, True),
]


@pytest.mark.parametrize(("body", "expected", "positive"), MATH_CASES, ids=lambda c: str(c)[:20])
def test_math_intrinsics(body, expected, positive):
    element = body.rsplit(": ", 1)[1]
    arity = 1
    x = random_values(element, 7, positive=positive)
    spec = [jit.MemRefArg(DTYPES[element], (N,))]
    text = elementwise_kernel(body, element, element, arity)
    for (got,) in run(text, "kernel", spec, spec, [x], upstream=False):
        with np.errstate(all="ignore"):
            want = expected(x.astype(np.float64))
        np.testing.assert_allclose(got, want.astype(DTYPES[element]), rtol=2e-6 if element == "f32" else 1e-13)


def test_integer_math():
    """ctlz / ctpop / absi against numpy bit tricks."""
    text = elementwise_kernel("math.ctpop %x0 : i32", "i32", "i32", 1)
    x = random_values("i32", 8)
    spec = [jit.MemRefArg(np.int32, (N,))]
    want = np.array([(int(v) & 0xFFFFFFFF).bit_count() for v in x], np.int32)
    for (got,) in run(text, "kernel", spec, spec, [x]):
        np.testing.assert_array_equal(got, want)
    text = elementwise_kernel("math.ctlz %x0 : i32", "i32", "i32", 1)
    want = np.array([32 - (int(v) & 0xFFFFFFFF).bit_length() for v in x], np.int32)
    for (got,) in run(text, "kernel", spec, spec, [x]):
        np.testing.assert_array_equal(got, want)


MEMREF_PROGRAM = """
memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> {alignment = 64 : i64}
func.func @views(%a: memref<6x8xf32>, %i: index, %out: memref<2x3xf32>, %flat: memref<12xf32>, %t: memref<2x3xf32>)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %a[1, %i] [2, 3] [2, 2] : memref<6x8xf32> to memref<2x3xf32, strided<[16, 2], offset: ?>>
  memref.copy %s, %out : memref<2x3xf32, strided<[16, 2], offset: ?>> to memref<2x3xf32>
  %buf = memref.alloc() {alignment = 32 : i64} : memref<3x4xf32>
  %tmp = memref.alloca() : memref<3x4xf32>
  %src = memref.subview %a[0, 0] [3, 4] [1, 1] : memref<6x8xf32> to memref<3x4xf32, strided<[8, 1]>>
  %r0 = memref.load %src[%c2, %c1] : memref<3x4xf32, strided<[8, 1]>>
  memref.store %r0, %tmp[%c0, %c0] : memref<3x4xf32>
  memref.copy %a, %a : memref<6x8xf32> to memref<6x8xf32>
  %e = memref.expand_shape %flat [[0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
  memref.copy %e, %buf : memref<3x4xf32> to memref<3x4xf32>
  %c = memref.collapse_shape %buf [[0, 1]] : memref<3x4xf32> into memref<12xf32>
  %v = memref.load %c[%c1] : memref<12xf32>
  %w = memref.load %tmp[%c0, %c0] : memref<3x4xf32>
  %sum = arith.addf %v, %w : f32
  memref.store %sum, %flat[%c0] : memref<12xf32>
  memref.dealloc %buf : memref<3x4xf32>
  %g = memref.get_global @table : memref<2x3xf32>
  memref.copy %g, %t : memref<2x3xf32> to memref<2x3xf32>
  return
}
"""


def test_memref_views_copies_and_globals():
    a = np.arange(48, dtype=np.float32).reshape(6, 8)
    flat = np.arange(12, dtype=np.float32) * 10
    inputs = [jit.MemRefArg(np.float32, (6, 8)), jit.ScalarArg(np.int64)]
    outputs = [
        jit.MemRefArg(np.float32, (2, 3)),
        jit.MemRefArg(np.float32, (12,)),
        jit.MemRefArg(np.float32, (2, 3)),
    ]
    lowered = lower(MEMREF_PROGRAM)
    for module in compile_llvm_dialect(lowered):
        function = jit.CInterfaceFunction(module, "views", inputs + outputs, [])
        out, f, t = np.zeros((2, 3), np.float32), flat.copy(), np.zeros((2, 3), np.float32)
        function(a, np.int64(1), out, f, t)
        np.testing.assert_array_equal(out, a[1:5:2, 1:7:2])
        np.testing.assert_array_equal(f[0], flat[1] + a[2, 1])
        np.testing.assert_array_equal(t, [[1, 2, 3], [4, 5, 6]])


UNRANKED_COPY = """
func.func @copy(%a: memref<2x3xf32>, %out: memref<2x3xf32>) attributes {llvm.emit_c_interface} {
  %s = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  %t = memref.cast %out : memref<2x3xf32> to memref<*xf32>
  memref.copy %s, %t : memref<*xf32> to memref<*xf32>
  return
}
"""


def test_unranked_copy():
    """`memref.copy` of unranked memrefs calls the runtime's `memrefCopy` with their descriptors as they are."""
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    spec = jit.MemRefArg(np.float32, (2, 3))
    for module in compile_llvm_dialect(lower(UNRANKED_COPY)):
        out = np.zeros((2, 3), np.float32)
        jit.CInterfaceFunction(module, "copy", [spec, spec], [])(a, out)
        np.testing.assert_array_equal(out, a)
    interpreted = [a.copy(), np.zeros((2, 3), np.float32)]
    run_function(parse_module(default_registry().make_context(), UNRANKED_COPY, "copy.mlir"), "copy", interpreted)
    np.testing.assert_array_equal(interpreted[1], a)


def test_calls_and_results():
    """Several results through a struct, a memref returned through the C interface, index arithmetic."""
    text = """
func.func @pair(%x: f64, %i: index) -> (f64, index) {
  %c3 = arith.constant 3 : index
  %j = arith.muli %i, %c3 : index
  %y = arith.mulf %x, %x : f64
  return %y, %j : f64, index
}
func.func @main(%x: f64, %i: index, %m: memref<4xf64>) -> memref<4xf64> attributes {llvm.emit_c_interface} {
  %y, %j = func.call @pair(%x, %i) : (f64, index) -> (f64, index)
  memref.store %y, %m[%j] : memref<4xf64>
  return %m : memref<4xf64>
}
"""
    inputs = [jit.ScalarArg(np.float64), jit.ScalarArg(np.int64), jit.MemRefArg(np.float64, (4,))]
    results = [jit.MemRefArg(np.float64, (4,))]
    outputs = run(
        text, "main", inputs, results, [np.float64(1.5), np.int64(1), np.zeros(4)], results_as_out_params=False
    )
    for (got,) in outputs:
        np.testing.assert_array_equal(got, [0, 0, 0, 2.25])


def test_individual_passes_compose():
    """convert-func/cf/arith/math-to-llvm + finalize-memref-to-llvm one at a time compute the same."""
    passes = (
        "finalize-memref-to-llvm",
        "convert-math-to-llvm",
        "convert-arith-to-llvm",
        "convert-cf-to-llvm",
        "convert-func-to-llvm",
        "reconcile-unrealized-casts",
    )
    x = random_values("f32", 11)
    spec = [jit.MemRefArg(np.float32, (N,))]
    text = elementwise_kernel("math.exp %x0 : f32", "f32", "f32", 1)
    for (got,) in run(text, "kernel", spec, spec, [x], passes=passes):
        np.testing.assert_allclose(got, np.exp(x.astype(np.float64)).astype(np.float32), rtol=2e-6)


def test_after_expand_strided_metadata():
    """Subviews expanded to extract_strided_metadata + reinterpret_cast lower to the same addresses."""
    text = """
func.func @f(%m: memref<8x8xf32>, %i: index) -> f32 attributes {llvm.emit_c_interface} {
  %s = memref.subview %m[1, %i] [2, 2] [1, 2] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 2], offset: ?>>
  %c1 = arith.constant 1 : index
  %v = memref.load %s[%c1, %c1] : memref<2x2xf32, strided<[8, 2], offset: ?>>
  return %v : f32
}
"""
    passes = ("expand-strided-metadata", "lower-affine", *PIPELINE)
    a = np.arange(64, dtype=np.float32).reshape(8, 8)
    # The reference interpreter runs the expanded form (extract_strided_metadata + reinterpret_cast) too.
    expanded = lower(text, ("expand-strided-metadata", "lower-affine"))
    assert "memref.extract_strided_metadata" in expanded
    assert run_function(parse_module(CONTEXT, expanded, "expanded.mlir"), "f", [a, np.int64(3)]) == [a[2, 5]]
    inputs = [jit.MemRefArg(np.float32, (8, 8)), jit.ScalarArg(np.int64)]
    for (got,) in run(
        text, "f", inputs, [jit.ScalarArg(np.float32)], [a, np.int64(3)], passes, results_as_out_params=False
    ):
        assert got == a[2, 5]


def test_rank_zero_and_dynamic_alloc():
    """Rank-0 buffers and a dynamically sized alloc with alignment, read back through dim."""
    text = """
memref.global "private" constant @two : memref<f32> = dense<2.0>
func.func @f(%m: memref<?xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %buf = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  memref.copy %m, %buf : memref<?xf32> to memref<?xf32>
  %last = arith.subi %n, %c0 : index
  %c1 = arith.constant 1 : index
  %i = arith.subi %last, %c1 : index
  %v = memref.load %buf[%i] : memref<?xf32>
  %s = memref.alloca() : memref<f32>
  %g = memref.get_global @two : memref<f32>
  %t = memref.load %g[] : memref<f32>
  %p = arith.mulf %v, %t : f32
  memref.store %p, %s[] : memref<f32>
  %r = memref.load %s[] : memref<f32>
  memref.dealloc %buf : memref<?xf32>
  return %r : f32
}
"""
    x = np.arange(5, dtype=np.float32) + 0.5
    inputs, results = [jit.MemRefArg(np.float32, (-1,))], [jit.ScalarArg(np.float32)]
    for (got,) in run(text, "f", inputs, results, [x], results_as_out_params=False):
        assert got == 2 * x[-1]


ASSERT = """
func.func @check(%m: memref<1xi32>) attributes {llvm.emit_c_interface} {
  %i = arith.constant 0 : index
  %x = memref.load %m[%i] : memref<1xi32>
  %c0 = arith.constant 0 : i32
  %ok = arith.cmpi sgt, %x, %c0 : i32
  cf.assert %ok, "x must be positive"
  return
}
"""


def _run_assert(value: int) -> None:
    run(ASSERT, "check", [jit.MemRefArg(np.int32, (1,))], [], [np.array([value], np.int32)], upstream=False)
    print("went on", flush=True)


@pytest.mark.parametrize("value", [5, -5])
def test_failed_assert_prints_its_message_and_aborts(value: int):
    """A holding cf.assert lets the program go on; a failing one prints its message with puts and aborts
    (the program runs in a child forked from the test process)."""
    done = run_in_child(_run_assert, value, timeout=120)
    if value > 0:
        assert done.returncode == 0 and done.stdout == "went on\n", done.stderr
    else:
        assert done.returncode != 0 and done.stdout == "x must be positive\n", done.stderr


RESHAPE = """
func.func @reshape(%a: memref<2x6xf32>, %s: memref<2xi32>, %static: memref<12xf32>, %dynamic: memref<4x3xf32>)
    attributes {llvm.emit_c_interface} {
  %shape = memref.alloca() : memref<1xi64>
  %c0 = arith.constant 0 : index
  %c12 = arith.constant 12 : i64
  memref.store %c12, %shape[%c0] : memref<1xi64>
  %flat = memref.reshape %a(%shape) : (memref<2x6xf32>, memref<1xi64>) -> memref<12xf32>
  memref.copy %flat, %static : memref<12xf32> to memref<12xf32>
  %q = memref.reshape %a(%s) : (memref<2x6xf32>, memref<2xi32>) -> memref<?x?xf32>
  %c = memref.cast %q : memref<?x?xf32> to memref<4x3xf32>
  memref.copy %c, %dynamic : memref<4x3xf32> to memref<4x3xf32>
  return
}
"""


def test_memref_reshape():
    """memref.reshape with a static result shape and with sizes read from an i32 buffer, as numpy's reshape."""
    a = np.random.default_rng(0).standard_normal((2, 6)).astype(np.float32)
    specs = [
        jit.MemRefArg(np.float32, (2, 6)),
        jit.MemRefArg(np.int32, (2,)),
        jit.MemRefArg(np.float32, (12,)),
        jit.MemRefArg(np.float32, (4, 3)),
    ]
    interpreted = [np.zeros(12, np.float32), np.zeros((4, 3), np.float32)]
    run_function(
        parse_module(CONTEXT, RESHAPE, "reshape.mlir"), "reshape", [a, np.array([4, 3], np.int32), *interpreted]
    )
    np.testing.assert_array_equal(interpreted[1], a.reshape(4, 3))
    for module in compile_llvm_dialect(lower(RESHAPE)):
        flat, grid = np.zeros(12, np.float32), np.zeros((4, 3), np.float32)
        jit.CInterfaceFunction(module, "reshape", specs, [])(a, np.array([4, 3], np.int32), flat, grid)
        np.testing.assert_array_equal(flat, a.reshape(12))
        np.testing.assert_array_equal(grid, a.reshape(4, 3))


VIEW = """
func.func @view(%bytes: memref<64xi8>, %shift: index, %n: index, %out: memref<2x3xf32>)
    attributes {llvm.emit_c_interface} {
  %v = memref.view %bytes[%shift][%n] : memref<64xi8> to memref<?x3xf32>
  %c = memref.cast %v : memref<?x3xf32> to memref<2x3xf32>
  memref.copy %c, %out : memref<2x3xf32> to memref<2x3xf32>
  return
}
"""


def test_memref_view():
    """memref.view reads floats from a byte buffer at a byte shift, as numpy's frombuffer."""
    values = np.random.default_rng(1).standard_normal(16).astype(np.float32)
    data = np.frombuffer(values.tobytes(), np.int8).copy()
    specs = [
        jit.MemRefArg(np.int8, (64,)),
        jit.ScalarArg(np.int64),
        jit.ScalarArg(np.int64),
        jit.MemRefArg(np.float32, (2, 3)),
    ]
    expected = values[2:8].reshape(2, 3)
    interpreted = np.zeros((2, 3), np.float32)
    run_function(parse_module(CONTEXT, VIEW, "view.mlir"), "view", [data, np.int64(8), np.int64(2), interpreted])
    np.testing.assert_array_equal(interpreted, expected)
    for module in compile_llvm_dialect(lower(VIEW)):
        out = np.zeros((2, 3), np.float32)
        jit.CInterfaceFunction(module, "view", specs, [])(data, np.int64(8), np.int64(2), out)
        np.testing.assert_array_equal(out, expected)


ATOMIC_RMW = """
func.func @atomic(%m: memref<4x{t}>, %v: memref<1x{t}>, %old: memref<1x{t}>) attributes {{llvm.emit_c_interface}} {{
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %v[%c0] : memref<1x{t}>
  %r = memref.atomic_rmw {kind} %x, %m[%c2] : ({t}, memref<4x{t}>) -> {t}
  memref.store %r, %old[%c0] : memref<1x{t}>
  return
}}
"""


def _unsigned(function):
    return lambda a, b: np.uint32(function(np.int32(a).view(np.uint32), np.int32(b).view(np.uint32))).view(np.int32)


ATOMIC_EXPECTED = {
    "addf": np.add, "maximumf": max, "maxnumf": max, "minnumf": min, "minimumf": min, "assign": lambda a, b: b, "addi": np.add, "andi": np.bitwise_and,
    "ori": np.bitwise_or, "xori": np.bitwise_xor, "maxs": max, "mins": min, "maxu": _unsigned(max), "minu": _unsigned(min),
}  # fmt: skip


@pytest.mark.parametrize(
    "kind, element",
    [
        ("addf", "f32"), ("maximumf", "f32"), ("maxnumf", "f32"), ("minnumf", "f32"), ("minimumf", "f32"), ("assign", "f32"), ("addi", "i32"),
        ("andi", "i32"), ("ori", "i32"), ("xori", "i32"), ("maxs", "i32"), ("mins", "i32"), ("maxu", "i32"),
        ("minu", "i32"),
    ],
)  # fmt: skip
def test_atomic_rmw(kind: str, element: str):
    """memref.atomic_rmw through llvm.atomicrmw: the element combined with the value, the old one returned;
    the interpreter agrees."""
    dtype = np.float32 if element == "f32" else np.int32
    text = ATOMIC_RMW.format(t=element, kind=kind)
    specs = [jit.MemRefArg(dtype, (4,)), jit.MemRefArg(dtype, (1,)), jit.MemRefArg(dtype, (1,))]
    m, v = np.array([5, -7, -3, 9], dtype), np.array([6], dtype)
    results = []
    interpreted = [m.copy(), v.copy(), np.zeros(1, dtype)]
    run_function(parse_module(CONTEXT, text, "atomic.mlir"), "atomic", interpreted)
    results.append(interpreted)
    for module in compile_llvm_dialect(lower(text)):
        compiled = [m.copy(), v.copy(), np.zeros(1, dtype)]
        jit.CInterfaceFunction(module, "atomic", specs, [])(*compiled)
        results.append(compiled)
    expected = ATOMIC_EXPECTED[kind](m[2], v[0])
    for buffer, _, old in results:
        assert old[0] == m[2]
        np.testing.assert_array_equal(buffer, [m[0], m[1], expected, m[3]])


TRANSPOSE = """
func.func @transpose(%m: memref<2x3x4xf32>, %out: memref<4x2x3xf32>) attributes {llvm.emit_c_interface} {
  %t = memref.transpose %m (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  memref.copy %t, %out : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<4x2x3xf32>
  return
}
"""


def test_memref_transpose():
    """memref.transpose compiled and interpreted is numpy's transpose."""
    m = np.random.default_rng(2).standard_normal((2, 3, 4)).astype(np.float32)
    expected = np.transpose(m, (2, 0, 1))
    interpreted = np.zeros((4, 2, 3), np.float32)
    run_function(parse_module(CONTEXT, TRANSPOSE, "transpose.mlir"), "transpose", [m, interpreted])
    np.testing.assert_array_equal(interpreted, expected)
    specs = [jit.MemRefArg(np.float32, (2, 3, 4)), jit.MemRefArg(np.float32, (4, 2, 3))]
    for module in compile_llvm_dialect(lower(TRANSPOSE)):
        out = np.zeros((4, 2, 3), np.float32)
        jit.CInterfaceFunction(module, "transpose", specs, [])(m, out)
        np.testing.assert_array_equal(out, expected)


UNRANKED = """
func.func @unranked(%m: memref<2x3xf32>, %out: memref<2x3xf32>) attributes {llvm.emit_c_interface} {
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?x3xf32>
  %s = memref.cast %r : memref<?x3xf32> to memref<2x3xf32>
  memref.copy %s, %out : memref<2x3xf32> to memref<2x3xf32>
  return
}
"""


def test_unranked_memref_round_trip():
    """A buffer cast to an unranked memref (descriptor on the stack) and back reads the same elements."""
    m = np.random.default_rng(3).standard_normal((2, 3)).astype(np.float32)
    interpreted = np.zeros((2, 3), np.float32)
    run_function(parse_module(CONTEXT, UNRANKED, "unranked.mlir"), "unranked", [m, interpreted])
    np.testing.assert_array_equal(interpreted, m)
    specs = [jit.MemRefArg(np.float32, (2, 3)), jit.MemRefArg(np.float32, (2, 3))]
    for module in compile_llvm_dialect(lower(UNRANKED)):
        out = np.zeros((2, 3), np.float32)
        jit.CInterfaceFunction(module, "unranked", specs, [])(m, out)
        np.testing.assert_array_equal(out, m)
