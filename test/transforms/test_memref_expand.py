"""memref-expand against the reference interpreter: the generic_atomic_rmw it makes of float min/max
atomic_rmw and the reinterpret_cast it makes of a statically ranked memref.reshape compute what the ops did,
before and after the pass and compiled by the CPU pipeline (which runs the pass)."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime import compiler
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.memref_expand import ExpandOpsPass

CONTEXT = default_registry().make_context()

ATOMICS = """
func.func @main(%m: memref<4xf32>, %v: memref<4xf32>, %old: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v0 = memref.load %v[%c0] : memref<4xf32>
  %v1 = memref.load %v[%c1] : memref<4xf32>
  %v2 = memref.load %v[%c2] : memref<4xf32>
  %v3 = memref.load %v[%c3] : memref<4xf32>
  %a = memref.atomic_rmw maximumf %v0, %m[%c0] : (f32, memref<4xf32>) -> f32
  %b = memref.atomic_rmw minimumf %v1, %m[%c1] : (f32, memref<4xf32>) -> f32
  %c = memref.atomic_rmw maxnumf %v2, %m[%c2] : (f32, memref<4xf32>) -> f32
  %d = memref.atomic_rmw minnumf %v3, %m[%c3] : (f32, memref<4xf32>) -> f32
  memref.store %a, %old[%c0] : memref<4xf32>
  memref.store %b, %old[%c1] : memref<4xf32>
  memref.store %c, %old[%c2] : memref<4xf32>
  memref.store %d, %old[%c3] : memref<4xf32>
  return
}
"""

RESHAPE = """
func.func @main(%m: memref<24xf32>, %shape: memref<3xi32>, %out: memref<4x3x2xf32>) {
  %r = memref.reshape %m(%shape) : (memref<24xf32>, memref<3xi32>) -> memref<?x?x2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c2 step %c1 {
        %x = memref.load %r[%i, %j, %k] : memref<?x?x2xf32>
        memref.store %x, %out[%i, %j, %k] : memref<4x3x2xf32>
      }
    }
  }
  return
}
"""


def _interpret(text: str, inputs, expand: bool) -> list[np.ndarray]:
    module = parse_module(CONTEXT, text, "expand.mlir")
    if expand:
        ExpandOpsPass().apply(CONTEXT, module)
        verify_operation(module)
        assert not [op for op in module.walk() if op.name in ("memref.atomic_rmw", "memref.reshape")]
    buffers = [np.array(x, copy=True) for x in inputs]
    run_function(module, "main", buffers)
    return buffers


def _check(text: str, inputs) -> list[np.ndarray]:
    expected = _interpret(text, inputs, expand=False)
    compiled = [np.array(x, copy=True) for x in inputs]
    compiler.compile(text, cache=False)(*compiled)
    for actual in (_interpret(text, inputs, expand=True), compiled):
        for got, want in zip(actual, expected):
            np.testing.assert_array_equal(got, want)
    return expected


@pytest.mark.parametrize(
    "stored, values",
    [
        ([1.0, 1.0, 1.0, 1.0], [2.0, 0.5, 2.0, 0.5]),
        ([np.nan, np.nan, np.nan, np.nan], [3.0, 3.0, 3.0, 3.0]),
        ([3.0, 3.0, 3.0, 3.0], [np.nan, np.nan, np.nan, np.nan]),
        ([-0.0, 0.0, -0.0, 0.0], [0.0, -0.0, 0.0, -0.0]),
    ],
)
def test_float_min_max_atomics(stored, values):
    """The NaN rules hold: maximumf/minimumf propagate a NaN, maxnumf/minnumf take the number."""
    m, v = np.array(stored, np.float32), np.array(values, np.float32)
    result, _, old = _check(ATOMICS, [m, v, np.zeros(4, np.float32)])
    np.testing.assert_array_equal(old, m)
    np.testing.assert_array_equal(result[:2], [np.maximum(m[0], v[0]), np.minimum(m[1], v[1])])
    np.testing.assert_array_equal(result[2:], [np.fmax(m[2], v[2]), np.fmin(m[3], v[3])])


def test_reshape():
    """The dynamic sizes are read from the shape buffer (i32), the strides row-major."""
    m = np.arange(24, dtype=np.float32)
    _, _, out = _check(RESHAPE, [m, np.array([4, 3, 2], np.int32), np.zeros((4, 3, 2), np.float32)])
    np.testing.assert_array_equal(out, m.reshape(4, 3, 2))
