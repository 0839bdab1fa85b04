"""`convert-linalg-reduction-to-gpu`: a block of threads per row computes what the generic computes (issue 16).

Each program runs in the reference interpreter as written (the generic's
sequential loop) and after the pass (blocks of threads in lock step,
`gpu.all_reduce` combining the partials), from the same inputs. Integer
reductions, min/max and sums of small integers must agree exactly, signed
zeros and NaNs included; sums of other floats within the reordering's
rounding.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.lowering.linalg_reduction_to_gpu import ConvertLinalgReductionToGpuPass
from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.gpu_kernel_outlining import GpuKernelOutliningPass

CONTEXT = default_registry().make_context()

ROW = """func.func @main(%x: memref<ROWSxCOLSxT>, %r: memref<ROWSxT>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]} ins(%x : memref<ROWSxCOLSxT>) outs(%r : memref<ROWSxT>) {
  ^bb0(%in: T, %acc: T):
    %v = COMBINER %acc, %in : T
    linalg.yield %v : T
  }
  return
}
"""

SOFTMAX_SUM = """func.func @main(%x: memref<?x?x?xf32>, %max: memref<?x?xf32>, %sum: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>,
                                   affine_map<(d0, d1, d2) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %max : memref<?x?x?xf32>, memref<?x?xf32>) outs(%sum : memref<?x?xf32>) {
  ^bb0(%in: f32, %mx: f32, %acc: f32):
    %d = arith.subf %in, %mx : f32
    %e = math.exp %d : f32
    %r = arith.addf %e, %acc : f32
    linalg.yield %r : f32
  }
  return
}
"""


def _both(text: str, inputs: list[np.ndarray], outline: bool = False, block_size: int = 256):
    """The outputs of `text` run as written and after the pass (and outlining), from copies of `inputs`."""
    results = []
    for lower in (False, True):
        module = parse_module(CONTEXT, text, "reduction.mlir")
        if lower:
            ConvertLinalgReductionToGpuPass(block_size=block_size).apply(CONTEXT, module)
            if outline:
                GpuKernelOutliningPass().apply(CONTEXT, module)
            module = parse_module(CONTEXT, str(module), "lowered.mlir")
            assert not any(op.name == "linalg.generic" for op in module.walk())
        verify_operation(module)
        buffers = [array.copy() for array in inputs]
        run_function(module, "main", buffers)
        results.append(buffers[-1])
    return results


def _row(combiner: str, dtype: str, rows: int, cols: int) -> str:
    return ROW.replace("ROWS", str(rows)).replace("COLS", str(cols)).replace("COMBINER", combiner).replace("T", dtype)


@pytest.mark.parametrize("outline", [False, True], ids=["launch", "outlined"])
@pytest.mark.parametrize("cols", [1, 7, 70, 300])
def test_integer_valued_sums_are_exact(cols, outline):
    rng = np.random.default_rng(cols)
    x = rng.integers(-50, 50, (4, cols)).astype(np.float32)
    init = rng.integers(-5, 5, 4).astype(np.float32)
    expected, actual = _both(_row("arith.addf", "f32", 4, cols), [x, init], outline, block_size=64)
    np.testing.assert_array_equal(actual, expected)


def test_signed_zeros_survive():
    """-0.0 summed from -0.0 stays -0.0: the partials start from -0.0, the identity of addition."""
    x = np.full((3, 40), -0.0, np.float32)
    x[1, 5] = 0.0  # one +0.0 makes the row's sum +0.0
    init = np.array([-0.0, -0.0, 0.0], np.float32)
    expected, actual = _both(_row("arith.addf", "f32", 3, 40), [x, init])
    np.testing.assert_array_equal(np.signbit(actual), np.signbit(expected))
    assert list(np.signbit(actual)) == [True, False, False]


@pytest.mark.parametrize("combiner", ["arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf"])
def test_min_max_with_nans(combiner):
    x = np.random.default_rng(1).standard_normal((4, 50)).astype(np.float32)
    x[1, 7] = np.nan
    x[2, :] = np.nan
    init = np.array([-np.inf, np.inf, 0.5, np.nan], np.float32)
    expected, actual = _both(_row(combiner, "f32", 4, 50), [x, init])
    np.testing.assert_array_equal(actual, expected)


@pytest.mark.parametrize(
    "combiner, dtype",
    [("arith.addi", "i32"), ("arith.muli", "i32"), ("arith.maxsi", "i16"), ("arith.minui", "i8"),
     ("arith.maxui", "i8"), ("arith.andi", "i1"), ("arith.ori", "i1"), ("arith.xori", "i64")],
)  # fmt: skip
def test_integer_combiners(combiner, dtype):
    numpy_type = {"i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64}[dtype]
    rng = np.random.default_rng(len(combiner))
    if numpy_type is np.bool_:
        x, init = rng.random((5, 45)) < 0.9, np.array([True, False, True, True, False])
    else:
        info = np.iinfo(numpy_type)
        x = rng.integers(info.min, info.max, (5, 45), dtype=numpy_type, endpoint=True)  # sums wrap around
        init = rng.integers(info.min, info.max, 5, dtype=numpy_type, endpoint=True)
    expected, actual = _both(_row(combiner, dtype, 5, 45), [x, init])
    np.testing.assert_array_equal(actual, expected)


def test_fused_softmax_denominator_dynamic_sizes():
    """Two parallel dims (grid x and y), a broadcast operand, sizes known only at run time, rows of 300."""
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 3, 300)).astype(np.float32)
    maxima = x.max(axis=2)
    expected, actual = _both(SOFTMAX_SUM, [x, maxima, np.zeros((2, 3), np.float32)], outline=True)
    np.testing.assert_allclose(actual, expected, rtol=2e-6)
