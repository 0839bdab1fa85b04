"""Compiled code passes slices to private functions, and reshapes them, correctly (issue 13, item 2).

JAX exports helpers such as `_pad` and `_flip` as private functions that
are called with the results of `slice` and `dynamic_slice`. The CPU
pipeline bufferizes function boundaries with the identity layout, so a
slice (a strided view at an offset) must be copied into a buffer of that
layout at the call; a cast made the callee read from offset 0 of the
sliced buffer. Each program is compiled with the default pipeline and its
results are compared with the reference interpreter's.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hlo_testing import interpret

from aiopt.runtime.compiler import compile

EDGE_PAD = """
func.func private @_pad(%x: tensor<3x4xf32>) -> tensor<5x6xf32> {
  %top = stablehlo.slice %x [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
  %bottom = stablehlo.slice %x [2:3, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
  %rows = stablehlo.concatenate %top, %x, %bottom, dim = 0 : (tensor<1x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>) -> tensor<5x4xf32>
  %left = stablehlo.slice %rows [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
  %right = stablehlo.slice %rows [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
  %r = stablehlo.concatenate %left, %rows, %right, dim = 1 : (tensor<5x1xf32>, tensor<5x4xf32>, tensor<5x1xf32>) -> tensor<5x6xf32>
  return %r : tensor<5x6xf32>
}
func.func @main(%a: tensor<5x7xf32>) -> tensor<5x6xf32> {
  %s = stablehlo.slice %a [1:4, 2:6] : (tensor<5x7xf32>) -> tensor<3x4xf32>
  %r = call @_pad(%s) : (tensor<3x4xf32>) -> tensor<5x6xf32>
  return %r : tensor<5x6xf32>
}
"""
"""`jnp.pad(x[1:4, 2:6], 1, mode="edge")` as JAX exports it: the slice goes to the private `_pad`."""

FLIPPED_SLICES = """
func.func private @_flip(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = stablehlo.reverse %x, dims = [0] : tensor<3xf32>
  return %r : tensor<3xf32>
}
func.func @main(%a: tensor<6xf32>) -> tensor<9xf32> {
  %s = stablehlo.slice %a [2:5] : (tensor<6xf32>) -> tensor<3xf32>
  %f = call @_flip(%s) : (tensor<3xf32>) -> tensor<3xf32>
  %t = stablehlo.slice %a [1:6:2] : (tensor<6xf32>) -> tensor<3xf32>
  %g = call @_flip(%t) : (tensor<3xf32>) -> tensor<3xf32>
  %h = call @_flip(%f) : (tensor<3xf32>) -> tensor<3xf32>
  %c = stablehlo.concatenate %f, %g, %h, dim = 0 : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<9xf32>
  return %c : tensor<9xf32>
}
"""
"""Concatenated flips of a slice, a strided slice and of a flip's result."""

DYNAMIC_SLICE = """
func.func private @_scale(%x: tensor<2x3xf32>, %k: tensor<f32>) -> tensor<2x3xf32> {
  %b = stablehlo.broadcast_in_dim %k, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %r = stablehlo.multiply %x, %b : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @main(%a: tensor<4x5xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<2x3xf32> {
  %s = stablehlo.dynamic_slice %a, %i, %j, sizes = [2, 3] : (tensor<4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %k = stablehlo.slice %a [3:4, 4:5] : (tensor<4x5xf32>) -> tensor<1x1xf32>
  %k0 = stablehlo.reshape %k : (tensor<1x1xf32>) -> tensor<f32>
  %r = call @_scale(%s, %k0) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
"""
"""A `dynamic_slice` (a window at offsets known at run time) and a sliced scalar passed to a private function."""

RETURNED_SLICE = """
func.func private @_middle(%x: tensor<4x4xf32>) -> tensor<2x2xf32> {
  %r = stablehlo.slice %x [1:3, 1:3] : (tensor<4x4xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @main(%a: tensor<6x6xf32>) -> tensor<2x2xf32> {
  %s = stablehlo.slice %a [2:6, 0:4] : (tensor<6x6xf32>) -> tensor<4x4xf32>
  %r = call @_middle(%s) : (tensor<4x4xf32>) -> tensor<2x2xf32>
  %d = stablehlo.add %r, %r : tensor<2x2xf32>
  return %d : tensor<2x2xf32>
}
"""
"""A callee that returns a slice of a slice it was given."""

RESHAPED_SLICES = """
func.func @main(%a: tensor<4x4xf32>, %b: tensor<12xf32>) -> (tensor<8xf32>, tensor<2x3xf32>, tensor<8xf32>) {
  %s = stablehlo.slice %a [0:4, 1:3] : (tensor<4x4xf32>) -> tensor<4x2xf32>
  %r = stablehlo.reshape %s : (tensor<4x2xf32>) -> tensor<8xf32>
  %t = stablehlo.slice %b [1:12:2] : (tensor<12xf32>) -> tensor<6xf32>
  %u = stablehlo.reshape %t : (tensor<6xf32>) -> tensor<2x3xf32>
  %v = stablehlo.slice %a [1:3, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>
  %w = stablehlo.reshape %v : (tensor<2x4xf32>) -> tensor<8xf32>
  return %r, %u, %w : tensor<8xf32>, tensor<2x3xf32>, tensor<8xf32>
}
"""
"""Reshapes of slices: a column slice (not contiguous), a strided slice (expanded) and a row slice."""

RNG = np.random.default_rng(13)

CASES = {
    "edge_pad": (EDGE_PAD, [RNG.standard_normal((5, 7)).astype(np.float32)]),
    "flipped_slices": (FLIPPED_SLICES, [np.arange(6, dtype=np.float32)]),
    "dynamic_slice": (
        DYNAMIC_SLICE,
        [RNG.standard_normal((4, 5)).astype(np.float32), np.array(1, np.int32), np.array(2, np.int32)],
    ),
    "returned_slice": (RETURNED_SLICE, [np.arange(36, dtype=np.float32).reshape(6, 6)]),
}


def test_reshaped_slices():
    """A slice collapsed by reshape is copied first where its rows are not contiguous (it read 1..8)."""
    inputs = [np.arange(16, dtype=np.float32).reshape(4, 4), np.arange(12, dtype=np.float32)]
    expected = interpret(RESHAPED_SLICES, inputs)
    actual = compile(RESHAPED_SLICES, cache=False)(*inputs)
    for a, e in zip(actual, expected):
        np.testing.assert_array_equal(a, e)
    np.testing.assert_array_equal(actual[0], inputs[0][:, 1:3].ravel())


@pytest.mark.parametrize("parallel", [True, False], ids=["parallel", "serial"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_slices_passed_to_private_functions(name, parallel):
    text, inputs = CASES[name]
    (expected,) = interpret(text, inputs)
    actual = compile(text, parallel=parallel, cache=False)(*inputs)
    np.testing.assert_array_equal(actual, expected)


def test_edge_pad_matches_numpy():
    """The interpreter itself agrees with numpy's edge padding (so the comparison above means something)."""
    (a,) = CASES["edge_pad"][1]
    (expected,) = interpret(EDGE_PAD, [a])
    np.testing.assert_array_equal(expected, np.pad(a[1:4, 2:6], 1, mode="edge"))
