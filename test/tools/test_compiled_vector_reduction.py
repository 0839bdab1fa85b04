"""vector.reduction (every kind, with and without an accumulator), vector.fma (1-D and n-D) and vector.shuffle
compile (`convert-vector-to-llvm`'s patterns in `convert-to-llvm`) and compute what the reference interpreter
computes, NaNs and signed zeros included."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

REDUCTION = """
func.func @main(%m: memref<8x{t}>, %acc: {t}) -> memref<2x{t}> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = vector.load %m[%c0] : memref<8x{t}>, vector<8x{t}>
  %r = vector.reduction <{kind}>, %v : vector<8x{t}> into {t}
  %a = vector.reduction <{kind}>, %v, %acc : vector<8x{t}> into {t}
  %out = memref.alloc() : memref<2x{t}>
  memref.store %r, %out[%c0] : memref<2x{t}>
  memref.store %a, %out[%c1] : memref<2x{t}>
  return %out : memref<2x{t}>
}}
"""


def _both(text: str, *inputs):
    """The interpreter's results and the compiled code's."""
    module = parse_module(CONTEXT, text, "vector-reduction.mlir")
    expected = [np.asarray(r) for r in run_function(module, "main", [np.array(a) for a in inputs])]
    actual = [np.asarray(r) for r in compile(text, cache=False).call(*[np.array(a) for a in inputs])]
    return expected, actual


FLOAT_INPUTS = {
    "plain": np.array([1.5, -2.25, 1e8, 3.0, -1e8, 0.1, 7.0, -0.5], np.float32),
    "zeros": np.array([-0.0, 0.0, -0.0, -0.0, 0.0, -0.0, -0.0, -0.0], np.float32),
    "nan": np.array([1.0, np.nan, 2.0, -3.0, 0.0, 5.0, -0.0, 4.0], np.float32),
}


@pytest.mark.parametrize("kind", ["add", "mul", "maximumf", "minimumf", "maxnumf", "minnumf"])
@pytest.mark.parametrize("inputs", list(FLOAT_INPUTS), ids=list(FLOAT_INPUTS))
def test_float_reduction(kind, inputs):
    """Ordered adds and products (1e8 - 1e8 in the middle loses the small ones before it, as LLVM's ordered
    reduction does); maximumf/minimumf propagate NaN, maxnumf/minnumf skip it."""
    if kind in ("maxnumf", "minnumf") and inputs == "zeros":
        pytest.skip("which zero LLVM's maxnum/minnum give for equal zeros is unspecified")
    expected, actual = _both(REDUCTION.format(t="f32", kind=kind), FLOAT_INPUTS[inputs], np.float32(-0.75))
    np.testing.assert_array_equal(actual[0], expected[0])
    np.testing.assert_array_equal(np.signbit(actual[0]), np.signbit(expected[0]))


@pytest.mark.parametrize("kind", ["add", "mul", "and", "or", "xor", "maxsi", "minsi", "maxui", "minui"])
@pytest.mark.parametrize("element, dtype", [("i32", np.int32), ("i8", np.int8)])
def test_integer_reduction(kind, element, dtype):
    """Wrapping adds and products; the ui kinds compare the unsigned values (-1 is the largest)."""
    values = np.array([7, -1, 100, -128, 3, 64, -5, 9], dtype)
    expected, actual = _both(REDUCTION.format(t=element, kind=kind), values, dtype(-3))
    np.testing.assert_array_equal(actual[0], expected[0])


def test_integer_reduction_values():
    values = np.array([7, -1, 100, 3, 3, 4, 5, 9], np.int8)
    expected, _ = _both(REDUCTION.format(t="i8", kind="maxui"), values, np.int8(2))
    np.testing.assert_array_equal(expected[0], [-1, -1])


FMA_SHUFFLE = """
func.func @main(%m: memref<2x4xf32>) -> memref<5x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = vector.load %m[%c0, %c0] : memref<2x4xf32>, vector<4xf32>
  %b = vector.load %m[%c1, %c0] : memref<2x4xf32>, vector<4xf32>
  %minus_one = arith.constant dense<-1.0> : vector<4xf32>
  %f = vector.fma %a, %b, %minus_one : vector<4xf32>
  %aa = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  %bb = vector.broadcast %b : vector<4xf32> to vector<2x4xf32>
  %ff = vector.fma %aa, %bb, %aa : vector<2x4xf32>
  %f1 = vector.extract %ff[1] : vector<4xf32> from vector<2x4xf32>
  %s = vector.shuffle %a, %b [7, 0, 5, 2] : vector<4xf32>, vector<4xf32>
  %short = vector.shuffle %a, %a [3, 1] : vector<4xf32>, vector<4xf32>
  %t = vector.shuffle %short, %b [5, 1, 0, 2] : vector<2xf32>, vector<4xf32>
  %rows = vector.shuffle %ff, %bb [3, 0] : vector<2x4xf32>, vector<2x4xf32>
  %r0 = vector.extract %rows[0] : vector<4xf32> from vector<2x4xf32>
  %out = memref.alloc() : memref<5x4xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  vector.store %f, %out[%c0, %c0] : memref<5x4xf32>, vector<4xf32>
  vector.store %f1, %out[%c1, %c0] : memref<5x4xf32>, vector<4xf32>
  vector.store %s, %out[%c2, %c0] : memref<5x4xf32>, vector<4xf32>
  vector.store %t, %out[%c3, %c0] : memref<5x4xf32>, vector<4xf32>
  vector.store %r0, %out[%c4, %c0] : memref<5x4xf32>, vector<4xf32>
  return %out : memref<5x4xf32>
}
"""


def test_fma_and_shuffle():
    """fma rounds once: (1 + 2^-12)^2 - 1 keeps its 2^-24 term that a product rounded to f32 first loses."""
    e = np.float32(1 + 2.0**-12)
    data = np.array([[e, 2, 3, 4], [e, -1, 0.5, 8]], np.float32)
    expected, actual = _both(FMA_SHUFFLE, data)
    np.testing.assert_array_equal(actual[0], expected[0])
    assert actual[0][0, 0] == np.float32(2.0**-11 + 2.0**-24)
    a, b = data
    np.testing.assert_array_equal(actual[0][2], [b[3], a[0], b[1], a[2]])
    np.testing.assert_array_equal(actual[0][3], [b[3], a[1], a[3], b[0]])
    np.testing.assert_array_equal(actual[0][4], b)


ND_ELEMENTWISE = """
func.func @main(%m: memref<2x4xf32>, %k: memref<2x4xi32>) -> memref<2x4xf32> {
  %c0 = arith.constant 0 : index
  %pad_f = arith.constant 0.0 : f32
  %pad_i = arith.constant 0 : i32
  %a = vector.transfer_read %m[%c0, %c0], %pad_f {in_bounds = [true, true]} : memref<2x4xf32>, vector<2x4xf32>
  %i = vector.transfer_read %k[%c0, %c0], %pad_i {in_bounds = [true, true]} : memref<2x4xi32>, vector<2x4xi32>
  %one = arith.constant dense<1.5> : vector<2x4xf32>
  %s = arith.addf %a, %one fastmath<contract> : vector<2x4xf32>
  %e = math.exp %a : vector<2x4xf32>
  %f = arith.sitofp %i : vector<2x4xi32> to vector<2x4xf32>
  %lt = arith.cmpf olt, %s, %f : vector<2x4xf32>
  %pick = arith.select %lt, %e, %f : vector<2x4xi1>, vector<2x4xf32>
  %r = arith.mulf %pick, %s : vector<2x4xf32>
  %out = memref.alloc() : memref<2x4xf32>
  vector.transfer_write %r, %out[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, memref<2x4xf32>
  return %out : memref<2x4xf32>
}
"""


def test_elementwise_ops_on_2d_vectors():
    """arith and math ops on vector<2x4xf32> lower row by row (they were "failed to legalize operation")."""
    data = np.array([[0.5, -2.0, 3.0, 1.0], [-0.25, 4.0, 0.0, -3.0]], np.float32)
    ints = np.array([[1, 0, 7, -2], [3, 3, -1, 0]], np.int32)
    expected, actual = _both(ND_ELEMENTWISE, data, ints)
    np.testing.assert_allclose(actual[0], expected[0], rtol=2e-7)
    s = data + np.float32(1.5)
    want = np.where(s < ints, np.exp(data), ints.astype(np.float32)) * s
    np.testing.assert_allclose(actual[0], want, rtol=1e-6)
