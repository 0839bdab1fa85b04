"""convert-gpu-to-nvvm's math on vectors and `math.ipowi`, run without a GPU.

A math op that the pass expands (math-polynomial-approximation's, the f64 and inverse hyperbolic expansions,
fpowi, ipowi) on a 1-D vector is unrolled to the op on each element (`VecOpToScalarOp`, as upstream's
convert-math-to-funcs does) and the scalar ops are expanded. The patterns run on a function of vector loads
and stores that is then compiled by the LLVM JIT (the same IEEE arithmetic as the GPU) and run by the reference
interpreter (the simulation of the lowered kernel): the bits agree with each other and with the scalar
expansion of each element, and the numbers with the interpreter's math op on the vector. And a program of
`math.ipowi` goes through the GPU pipeline to PTX that ptxas assembles for sm_80, its kernel run by the fake CUDA
driver giving the interpreter's numbers.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import numpy as np
import pytest
from hlo_testing import binary_loop_kernel, run_compiled
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriteWalker

from aiopt.lowering.gpu_to_nvvm import (
    F32MathExpansion,
    F64MathExpansion,
    FPowIExpansion,
    IPowIExpansion,
    VecOpToScalarOp,
)
from aiopt.lowering.scf_to_cf import ConvertScfToCfPass
from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.transforms.math_polynomial_approximation import PolynomialApproximation

pytest.importorskip("aiopt.runtime.jit")
pytest.importorskip("aiopt.targets.mlir_to_llvmir")

CONTEXT = default_registry().make_context()
RNG = np.random.default_rng(11)
SIZE = 64


def _call(op: str, va: str, vb: str, binary: bool) -> str:
    """`%r = op %x(, %y)` on values of vector types `va` (and `vb`, fpowi's exponent)."""
    if op == "math.fpowi":
        return f"%r = math.fpowi %x, %y : {va}, {vb}"
    return f"%r = {op} %x, %y : {va}" if binary else f"%r = {op} %x : {va}"


def _inputs(case) -> tuple[np.ndarray, np.ndarray]:
    """A case's two inputs, of its element types (zeros for a unary op's second)."""
    _, element, exponent, _, _, inputs, _ = case
    x, y = inputs()
    return x.astype(DTYPES[element]), (y if y is not None else np.zeros(SIZE)).astype(DTYPES[exponent])


def _vector_kernel(op: str, element: str, exponent: str, width: int, binary: bool) -> str:
    """@main(%a, %b, %o): o[i:i+width] = op(a[i:i+width], b[i:i+width]) with vector loads and stores."""
    a, b = f"memref<{SIZE}x{element}>", f"memref<{SIZE}x{exponent}>"
    va, vb = f"vector<{width}x{element}>", f"vector<{width}x{exponent}>"
    call = _call(op, va, vb, binary)
    return f"""
func.func @main(%a: {a}, %b: {b}, %o: {a}) {{
  %c0 = arith.constant 0 : index
  %step = arith.constant {width} : index
  %n = arith.constant {SIZE} : index
  scf.for %i = %c0 to %n step %step {{
    %x = vector.load %a[%i] : {a}, {va}
    %y = vector.load %b[%i] : {b}, {vb}
    {call}
    vector.store %r, %o[%i] : {a}, {va}
  }}
  return
}}"""


def _expanded(text: str, op: str):
    """The module with convert-gpu-to-nvvm's math patterns applied (after convert-scf-to-cf, as in a kernel)."""
    module = parse_module(CONTEXT, text, "kernel.mlir")
    ConvertScfToCfPass().apply(CONTEXT, module)
    patterns = [VecOpToScalarOp(), F32MathExpansion(), F64MathExpansion(), FPowIExpansion(), IPowIExpansion(),
                PolynomialApproximation()]  # fmt: skip
    PatternRewriteWalker(GreedyRewritePatternApplier(patterns)).rewrite_module(module)
    assert f"{op} " not in str(module), f"{op} was not expanded"
    return module


def _interpreted(module, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    out = np.zeros_like(x)
    run_function(module, "main", [x, y, out])
    return out


CASES = [
    # op, element, the second operand's element, vector width, binary, inputs, rtol against the interpreter
    ("math.exp", "f32", "f32", 4, False, lambda: (RNG.uniform(-20, 20, SIZE), None), 2e-7),
    ("math.tanh", "f32", "f32", 4, False, lambda: (RNG.uniform(-5, 5, SIZE), None), 1e-6),
    ("math.log10", "f32", "f32", 4, False, lambda: (np.exp(RNG.uniform(-5, 5, SIZE)), None), 2e-7),
    ("math.asin", "f64", "f64", 2, False, lambda: (RNG.uniform(-1, 1, SIZE), None), 3e-16),
    ("math.cbrt", "f64", "f64", 2, False, lambda: (RNG.uniform(-100, 100, SIZE), None), 3e-16),
    ("math.sinh", "f16", "f16", 4, False, lambda: (RNG.uniform(-3, 3, SIZE), None), 1e-3),
    ("math.powf", "f32", "f32", 4, True, lambda: (RNG.uniform(0.1, 4, SIZE), RNG.uniform(-3, 3, SIZE)), 2e-6),
    ("math.atan2", "f64", "f64", 2, True, lambda: (RNG.uniform(-2, 2, SIZE), RNG.uniform(-2, 2, SIZE)), 3e-16),
    ("math.fpowi", "f64", "i32", 2, True, lambda: (RNG.uniform(-2, 2, SIZE), RNG.integers(-10, 11, SIZE)), 4e-15),
    ("math.ipowi", "i32", "i32", 4, True, lambda: (RNG.integers(-6, 7, SIZE), RNG.integers(0, 14, SIZE)), 0),
    ("math.ipowi", "i64", "i64", 2, True, lambda: (RNG.integers(1, 4, SIZE), RNG.integers(-3, 70, SIZE)), 0),
]
DTYPES = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "i32": np.int32, "i64": np.int64}


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_vector_math_is_the_scalar_expansion_of_each_element(case):
    op, element, exponent, width, binary, _, rtol = case
    x, y = _inputs(case)
    text = _vector_kernel(op, element, exponent, width, binary)
    vector_module = _expanded(text, op)
    assert "vector.extract" in str(vector_module) and "vector.insert" in str(vector_module)
    (compiled,) = run_compiled(vector_module, "main", [x, y], 1)
    np.testing.assert_array_equal(compiled, _interpreted(vector_module, x, y))
    if op != "math.fpowi" and element == exponent:
        scalar = _expanded(binary_loop_kernel(op, SIZE, element, binary=binary), op)
        np.testing.assert_array_equal(compiled, _interpreted(scalar, x, y))
    reference = _interpreted(parse_module(CONTEXT, text, "kernel.mlir"), x, y)
    if rtol == 0:
        np.testing.assert_array_equal(compiled, reference)
    else:
        np.testing.assert_allclose(compiled, reference, rtol=rtol, atol=rtol)


def _matrix_kernel(op: str, element: str, exponent: str, width: int, binary: bool) -> str:
    """@main(%a, %b, %o) as `_vector_kernel`, two rows of `width` elements at a time as one vector<2 x width>:
    the rows loaded and inserted into a zero matrix, the op applied to the matrix, its rows extracted and
    stored."""
    a, b = f"memref<{SIZE}x{element}>", f"memref<{SIZE}x{exponent}>"
    row, matrix = f"vector<{width}x{element}>", f"vector<2x{width}x{element}>"
    exponent_row, exponent_matrix = f"vector<{width}x{exponent}>", f"vector<2x{width}x{exponent}>"
    zero = "0.0" if element.startswith("f") else "0"
    exponent_zero = "0.0" if exponent.startswith("f") else "0"
    call = _call(op, matrix, exponent_matrix, binary)
    return f"""
func.func @main(%a: {a}, %b: {b}, %o: {a}) {{
  %c0 = arith.constant 0 : index
  %width = arith.constant {width} : index
  %step = arith.constant {2 * width} : index
  %n = arith.constant {SIZE} : index
  %zx = arith.constant dense<{zero}> : {matrix}
  %zy = arith.constant dense<{exponent_zero}> : {exponent_matrix}
  scf.for %i = %c0 to %n step %step {{
    %j = arith.addi %i, %width : index
    %x0 = vector.load %a[%i] : {a}, {row}
    %x1 = vector.load %a[%j] : {a}, {row}
    %y0 = vector.load %b[%i] : {b}, {exponent_row}
    %y1 = vector.load %b[%j] : {b}, {exponent_row}
    %xa = vector.insert %x0, %zx [0] : {row} into {matrix}
    %x = vector.insert %x1, %xa [1] : {row} into {matrix}
    %ya = vector.insert %y0, %zy [0] : {exponent_row} into {exponent_matrix}
    %y = vector.insert %y1, %ya [1] : {exponent_row} into {exponent_matrix}
    {call}
    %r0 = vector.extract %r[0] : {row} from {matrix}
    %r1 = vector.extract %r[1] : {row} from {matrix}
    vector.store %r0, %o[%i] : {a}, {row}
    vector.store %r1, %o[%j] : {a}, {row}
  }}
  return
}}"""


MATRIX_CASES = [CASES[0], CASES[3], CASES[6], CASES[8], CASES[9]]


@pytest.mark.parametrize("case", MATRIX_CASES, ids=[f"{c[0]}-{c[1]}" for c in MATRIX_CASES])
def test_matrix_math_is_the_scalar_expansion_of_each_element(case):
    """An expanded math op on a 2-D vector is unrolled at two indices per element (upstream's VecOpToScalarOp
    on n-D vectors); lowered on arrays of 1-D vectors and run by the LLVM JIT it computes the interpreter's
    bits of the unrolled kernel, those of the 1-D kernel's, and the interpreter's math op on the matrix."""
    op, element, exponent, width, binary, _, rtol = case
    x, y = _inputs(case)
    text = _matrix_kernel(op, element, exponent, width, binary)
    matrix_module = _expanded(text, op)
    assert re.search(r"vector\.extract %\S+\[1, 1\]", str(matrix_module))
    (compiled,) = run_compiled(matrix_module, "main", [x, y], 1)
    np.testing.assert_array_equal(compiled, _interpreted(matrix_module, x, y))
    (row_compiled,) = run_compiled(_expanded(_vector_kernel(op, element, exponent, width, binary), op), "main",
                                   [x, y], 1)  # fmt: skip
    np.testing.assert_array_equal(compiled, row_compiled)
    reference = _interpreted(parse_module(CONTEXT, text, "kernel.mlir"), x, y)
    if rtol == 0:
        np.testing.assert_array_equal(compiled, reference)
    else:
        np.testing.assert_allclose(compiled, reference, rtol=rtol, atol=rtol)


IPOWI = """
func.func @main(%a: tensor<256xi32>, %n: tensor<256xi32>) -> tensor<256xi32> {
  %0 = math.ipowi %a, %n : tensor<256xi32>
  return %0 : tensor<256xi32>
}
"""


def test_ipowi_through_the_gpu_pipeline(monkeypatch):
    """`math.ipowi` in a kernel (it failed to legalize before): the GPU pipeline's PTX for sm_80 has no call and
    ptxas assembles it; the kernel, run by the fake CUDA driver through the JIT host code, gives the
    interpreter's numbers."""
    from aiopt.runtime import mgpu_runtime
    from aiopt.runtime.fake_cuda_driver import FakeCudaDriver
    from aiopt.runtime.gpu_executor import compile_for_cuda

    monkeypatch.setattr(mgpu_runtime, "libcuda_available", lambda: True)  # the fake stands for it: the JIT host
    function = compile_for_cuda(IPOWI, chip="sm_80", filename="ipowi.mlir")
    assert function.host == "jit"
    sources = function.kernel_sources()
    for ptx in sources:
        assert ".target sm_80" in ptx and not re.search(r"\bcall\b", ptx)
        ptxas = shutil.which("ptxas")
        if ptxas is not None:
            assembled = subprocess.run([ptxas, "-arch=sm_80", "-", "-o", "/dev/null"], input=ptx.rstrip("\0"),
                                       text=True, capture_output=True, check=False)  # fmt: skip
            assert assembled.returncode == 0, assembled.stderr
    a = RNG.integers(-5, 6, 256).astype(np.int32)
    n = RNG.integers(-3, 20, 256).astype(np.int32)
    a[(a == 0) & (n < 0)] = 2
    expected = run_function(parse_module(CONTEXT, IPOWI, "ipowi.mlir"), "main", [a, n])[0]
    driver = FakeCudaDriver()
    driver.add_kernels(sources)
    with driver.installed():
        got = function(a, n)
    assert driver.errors == [] and driver.called("cuLaunchKernel")
    np.testing.assert_array_equal(got, expected)
