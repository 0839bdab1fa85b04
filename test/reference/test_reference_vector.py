"""Reference semantics of `vector.load` and `vector.store` on memrefs, `vector.extract` and `vector.insert`
(`aiopt.reference.vector`).

A load reads the vector's elements from the trailing dimensions at the
indices, a store writes them; an access outside the memref, or one at an
address that is not a multiple of the op's `alignment`, is an error at the op;
so is an element position outside the vector.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.diagnostics import RuntimeCheckError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

COPY = """func.func @main(%src: memref<3x8xf32>, %dst: memref<3x8xf32>, %i: index, %j: index, %k: index) {
  %v = vector.load %src[%i, %j] ATTRS : memref<3x8xf32>, vector<4xf32>
  vector.store %v, %dst[%i, %k] ATTRS : memref<3x8xf32>, vector<4xf32>
  return
}
"""


def _copy(src, dst, i: int, j: int, k: int, attrs: str = "") -> None:
    module = parse_module(CONTEXT, COPY.replace("ATTRS", attrs), "copy.mlir")
    run_function(module, "main", [src, dst, np.int64(i), np.int64(j), np.int64(k)])


def test_load_and_store_consecutive_elements():
    src = np.arange(24, dtype=np.float32).reshape(3, 8)
    dst = np.zeros((3, 8), np.float32)
    _copy(src, dst, 1, 3, 4)
    expected = np.zeros((3, 8), np.float32)
    expected[1, 4:8] = src[1, 3:7]
    np.testing.assert_array_equal(dst, expected)


def test_strided_view():
    """A view with a row stride of 16 elements: the elements of the row, not of the buffer."""
    buffer = np.arange(48, dtype=np.float32).reshape(3, 16)
    src = buffer[:, 8:]
    dst = np.zeros((3, 8), np.float32)
    _copy(src, dst, 2, 0, 0, "{alignment = 16 : i64}")
    np.testing.assert_array_equal(dst[2, :4], [40, 41, 42, 43])


@pytest.mark.parametrize("i, j, k", [(1, 5, 0), (3, 0, 0), (0, 0, 6)])
def test_out_of_bounds(i, j, k):
    src, dst = np.zeros((3, 8), np.float32), np.zeros((3, 8), np.float32)
    with pytest.raises(RuntimeCheckError, match=r"'vector\.(load|store)' of 4 elements at \[.*\] is outside the memref of shape 3x8"):
        _copy(src, dst, i, j, k)


def test_misaligned_access():
    """alignment = 16 promises 16-byte aligned addresses: element 2 of an aligned row is 8 bytes past one."""
    src, dst = np.zeros((3, 8), np.float32), np.zeros((3, 8), np.float32)
    assert src.__array_interface__["data"][0] % 16 == 0
    _copy(src, dst, 1, 4, 0, "{alignment = 16 : i64}")  # 48 bytes in: aligned
    with pytest.raises(RuntimeCheckError, match="'vector.load' at an address that is not a multiple of its "
                       r"alignment \(16 bytes; it is 8 more\)"):  # fmt: skip
        _copy(src, dst, 1, 2, 0, "{alignment = 16 : i64}")
    _copy(src, dst, 1, 2, 0)  # without the promise, any address


def test_extract_aligned_pointer_as_index():
    """The address of the buffer a view belongs to (the descriptor's aligned pointer, not the view's start)."""
    text = """func.func @main(%m: memref<4xf32, strided<[1], offset: ?>>) -> index {
  %p = memref.extract_aligned_pointer_as_index %m : memref<4xf32, strided<[1], offset: ?>> -> index
  return %p : index
}
"""
    buffer = np.zeros(8, np.float32)
    (address,) = run_function(parse_module(CONTEXT, text, "p.mlir"), "main", [buffer[3:7]])
    assert int(address) == buffer.__array_interface__["data"][0]


EXTRACT_INSERT = """func.func @main(%src: memref<4xf32>, %dst: memref<4xf32>, %i: index, %j: index) {
  %c0 = arith.constant 0 : index
  %v = vector.load %src[%c0] : memref<4xf32>, vector<4xf32>
  %a = vector.extract %v[3] : f32 from vector<4xf32>
  %b = vector.extract %v[%i] : f32 from vector<4xf32>
  %w = vector.insert %a, %v [0] : f32 into vector<4xf32>
  %z = vector.insert %b, %w [%j] : f32 into vector<4xf32>
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %r = arith.addf %z, %zero : vector<4xf32>
  vector.store %r, %dst[%c0] : memref<4xf32>, vector<4xf32>
  return
}
"""


def test_extract_and_insert():
    """vector.extract reads an element at a constant or dynamic position, vector.insert makes a copy with the element
    there (the vector it inserts into is unchanged); a dense vector constant is a vector."""
    src, dst = np.array([1, 2, 3, 4], np.float32), np.zeros(4, np.float32)
    module = parse_module(CONTEXT, EXTRACT_INSERT, "extract.mlir")
    run_function(module, "main", [src, dst, np.int64(1), np.int64(2)])
    np.testing.assert_array_equal(dst, [4, 2, 2, 4])
    with pytest.raises(RuntimeCheckError, match=r"'vector\.extract' at position \[4\] is outside the vector of shape 4"):
        run_function(module, "main", [src, dst, np.int64(4), np.int64(0)])
    with pytest.raises(RuntimeCheckError, match=r"'vector\.insert' at position \[-1\] is outside the vector of shape 4"):
        run_function(module, "main", [src, dst, np.int64(0), np.int64(-1)])
