"""vector.load and vector.store of n-D vectors compile (row by row in `convert-vector-to-llvm`'s patterns) and
compute what the reference interpreter computes (the trailing dims of the memref from the indices on), which is
also checked against numpy, on a contiguous memref and on a strided subview."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

PROGRAM = """
func.func @main(%m: memref<3x5x8x{t}>, %i: index, %j: index, %k: index) -> (memref<3x5x8x{t}>, memref<2x4x{t}>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = vector.load %m[%i, %j, %k] : memref<3x5x8x{t}>, vector<2x3x4x{t}>
  %w = vector.load %m[%c1, %j, %k] : memref<3x5x8x{t}>, vector<2x4x{t}>
  %copy = memref.alloc() : memref<3x5x8x{t}>
  memref.copy %m, %copy : memref<3x5x8x{t}> to memref<3x5x8x{t}>
  %doubled = arith.addf %v, %v : vector<2x3x4x{t}>
  vector.store %doubled, %copy[%c0, %c1, %c0] : memref<3x5x8x{t}>, vector<2x3x4x{t}>
  %sub = memref.subview %copy[0, 0, 0] [3, 3, 8] [1, 2, 1]
    : memref<3x5x8x{t}> to memref<3x3x8x{t}, strided<[40, 16, 1]>>
  %s = vector.load %sub[%c1, %c0, %c2] : memref<3x3x8x{t}, strided<[40, 16, 1]>>, vector<3x4x{t}>
  %out = memref.alloc() : memref<2x4x{t}>
  vector.store %w, %out[%c0, %c0] : memref<2x4x{t}>, vector<2x4x{t}>
  vector.store %s, %sub[%c0, %c0, %c0] : memref<3x3x8x{t}, strided<[40, 16, 1]>>, vector<3x4x{t}>
  return %copy, %out : memref<3x5x8x{t}>, memref<2x4x{t}>
}}
"""


@pytest.mark.parametrize(("element", "dtype"), [("f32", np.float32), ("f64", np.float64)])
@pytest.mark.parametrize(("i", "j", "k"), [(0, 0, 0), (1, 2, 4), (1, 1, 3)])
def test_nd_load_store(element, dtype, i, j, k):
    m = (np.arange(120) * 0.5 - 11).astype(dtype).reshape(3, 5, 8)
    args = [m, np.int64(i), np.int64(j), np.int64(k)]
    text = PROGRAM.format(t=element)
    expected = run_function(parse_module(CONTEXT, text, "nd.mlir"), "main", [np.array(a) for a in args])
    actual = compile(text, cache=False).call(*[np.array(a) for a in args])
    for e, a in zip(expected, actual):
        np.testing.assert_array_equal(np.asarray(a), np.asarray(e))
    copy = m.copy()
    copy[0:2, 1:4, 0:4] = 2 * m[i : i + 2, j : j + 3, k : k + 4]
    sub = copy[:, 0:5:2, :]
    s = sub[1, 0:3, 2:6].copy()
    sub[0, 0:3, 0:4] = s
    np.testing.assert_array_equal(np.asarray(expected[0]), copy)
    np.testing.assert_array_equal(np.asarray(expected[1]), m[1, j : j + 2, k : k + 4])
