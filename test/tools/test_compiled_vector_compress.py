"""vector.expandload and vector.compressstore compile (`convert-vector-to-llvm`'s patterns in `convert-to-llvm`:
`llvm.masked.expandload`/`compressstore`) and compute what the reference interpreter computes, which is also
checked against numpy: the k-th lane the mask selects reads or writes the k-th element from the indices on,
and nothing is accessed past the last one (the base ends there in some cases)."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

PROGRAM = """
func.func @main(%m: memref<3x8x{t}>, %v_buffer: memref<8x{t}>, %mask_buffer: memref<8xi8>, %i: index, %j: index)
    -> (memref<8x{t}>, memref<3x8x{t}>) {{
  %c0 = arith.constant 0 : index
  %v = vector.load %v_buffer[%c0] : memref<8x{t}>, vector<8x{t}>
  %bytes = vector.load %mask_buffer[%c0] : memref<8xi8>, vector<8xi8>
  %zero = arith.constant dense<0> : vector<8xi8>
  %mask = arith.cmpi ne, %bytes, %zero : vector<8xi8>
  %e = vector.expandload %m[%i, %j], %mask, %v : memref<3x8x{t}>, vector<8xi1>, vector<8x{t}> into vector<8x{t}>
  %out = memref.alloc() : memref<8x{t}>
  vector.store %e, %out[%c0] : memref<8x{t}>, vector<8x{t}>
  %copy = memref.alloc() : memref<3x8x{t}>
  memref.copy %m, %copy : memref<3x8x{t}> to memref<3x8x{t}>
  vector.compressstore %copy[%i, %j], %mask, %v : memref<3x8x{t}>, vector<8xi1>, vector<8x{t}>
  return %out, %copy : memref<8x{t}>, memref<3x8x{t}>
}}
"""

_DTYPES = {"f32": np.float32, "f64": np.float64, "i16": np.int16, "i64": np.int64}


@pytest.mark.parametrize("element", list(_DTYPES))
@pytest.mark.parametrize(
    ("mask", "i", "j"),
    [([1, 0, 1, 1, 0, 0, 1, 0], 0, 0), ([1] * 8, 2, 0), ([0] * 8, 2, 7), ([0, 1, 0, 0, 0, 0, 0, 1], 2, 6),
     ([1, 1, 0, 1, 0, 0, 0, 0], 1, 5)],
)  # fmt: skip
def test_expandload_compressstore(element, mask, i, j):
    dtype = _DTYPES[element]
    rng = np.random.default_rng(1)
    base = (rng.standard_normal((3, 8)) * 50).astype(dtype)
    values = (rng.standard_normal(8) * 50).astype(dtype)
    mask_bytes = np.array(mask, np.int8)
    args = [base, values, mask_bytes, np.int64(i), np.int64(j)]
    text = PROGRAM.format(t=element)
    expected = run_function(parse_module(CONTEXT, text, "compress.mlir"), "main", [np.array(a) for a in args])
    actual = compile(text, cache=False).call(*[np.array(a) for a in args])
    for e, a in zip(expected, actual):
        np.testing.assert_array_equal(np.asarray(a), np.asarray(e))
    flat = base.reshape(-1)
    start = i * 8 + j
    selected = np.flatnonzero(mask_bytes)
    expanded = values.copy()
    expanded[selected] = flat[start : start + len(selected)]
    np.testing.assert_array_equal(np.asarray(expected[0]), expanded)
    stored = flat.copy()
    stored[start : start + len(selected)] = values[selected]
    np.testing.assert_array_equal(np.asarray(expected[1]), stored.reshape(3, 8))
