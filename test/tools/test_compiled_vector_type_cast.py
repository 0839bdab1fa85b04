"""vector.type_cast compiles (`convert-vector-to-llvm`'s pattern in `convert-to-llvm`): the memref of vectors is
the same buffer, its element `i` the row `m[i]` (numpy's view; the reference interpreter has no memrefs of
vectors)."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.runtime.compiler import compile

PROGRAM = """
func.func @main(%m: memref<4x8x{t}>, %f: memref<32x{t}>, %i: index)
    -> (memref<8x{t}>, memref<32x{t}>, memref<32x{t}>) {{
  %c0 = arith.constant 0 : index
  %rows = vector.type_cast %m : memref<4x8x{t}> to memref<4xvector<8x{t}>>
  %row = memref.load %rows[%i] : memref<4xvector<8x{t}>>
  %whole = vector.type_cast %f : memref<32x{t}> to memref<vector<32x{t}>>
  %flat = memref.load %whole[] : memref<vector<32x{t}>>
  %out_row = memref.alloc() : memref<8x{t}>
  vector.store %row, %out_row[%c0] : memref<8x{t}>, vector<8x{t}>
  %out_all = memref.alloc() : memref<32x{t}>
  vector.store %flat, %out_all[%c0] : memref<32x{t}>, vector<32x{t}>
  %matrix = vector.type_cast %m : memref<4x8x{t}> to memref<vector<4x8x{t}>>
  %before = memref.load %matrix[] : memref<vector<4x8x{t}>>
  %before_flat = vector.shape_cast %before : vector<4x8x{t}> to vector<32x{t}>
  %out_matrix = memref.alloc() : memref<32x{t}>
  vector.store %before_flat, %out_matrix[%c0] : memref<32x{t}>, vector<32x{t}>
  %twice = arith.addf %row, %row : vector<8x{t}>
  memref.store %twice, %rows[%i] : memref<4xvector<8x{t}>>
  %negated = arith.negf %before : vector<4x8x{t}>
  %again = memref.load %matrix[] : memref<vector<4x8x{t}>>
  %sum = arith.addf %again, %negated : vector<4x8x{t}>
  memref.store %sum, %matrix[] : memref<vector<4x8x{t}>>
  return %out_row, %out_all, %out_matrix : memref<8x{t}>, memref<32x{t}>, memref<32x{t}>
}}
"""


def _aligned(values: np.ndarray, alignment: int = 256) -> np.ndarray:
    """A copy of `values` at an address that is a multiple of `alignment` bytes: a load of a memref of vectors
    is aligned to the vector's size (LLVM's ABI alignment of the vector type), as upstream's."""
    buffer = np.zeros(values.nbytes + alignment, np.uint8)
    start = -buffer.ctypes.data % alignment
    aligned = buffer[start : start + values.nbytes].view(values.dtype).reshape(values.shape)
    aligned[...] = values
    return aligned


@pytest.mark.parametrize(("element", "dtype"), [("f32", np.float32), ("f64", np.float64)])
@pytest.mark.parametrize("row", [0, 3])
def test_type_cast(element, dtype, row):
    m = _aligned((np.arange(32) * 1.5 - 7).astype(dtype).reshape(4, 8))
    original = m.copy()
    f = _aligned((np.arange(32) * -0.5).astype(dtype))
    got_row, got_all, got_matrix = compile(PROGRAM.format(t=element), cache=False).call(m, f, np.int64(row))
    np.testing.assert_array_equal(got_row, original[row])
    np.testing.assert_array_equal(got_all, f)
    np.testing.assert_array_equal(got_matrix, original.reshape(-1))
    expected = np.zeros_like(original)  # (the stores through the casts: m - m, but for the doubled row)
    expected[row] = original[row]
    np.testing.assert_array_equal(m, expected)  # (the store through the cast wrote the caller's buffer)
