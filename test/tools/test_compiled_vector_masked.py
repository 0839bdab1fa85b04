"""vector.maskedload/maskedstore, gather, transfer_read/transfer_write (out of bounds and masked), broadcast and
create_mask compile (`convert-vector-to-llvm`'s patterns in `convert-to-llvm`) and compute what the reference
interpreter computes, masked-off and out-of-bounds lanes included."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.diagnostics import RuntimeCheckError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

MASKED = """
func.func @main(%m: memref<4x8xf32>, %i: index, %j: index) -> (memref<4xf32>, memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %pass = arith.constant dense<-7.0> : vector<4xf32>
  %probe = vector.load %m[%c0, %c0] : memref<4x8xf32>, vector<4xf32>
  %mask = arith.cmpf ogt, %probe, %zero : vector<4xf32>
  %v = vector.maskedload %m[%i, %j], %mask, %pass : memref<4x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %out = memref.alloc() : memref<4xf32>
  vector.store %v, %out[%c0] : memref<4xf32>, vector<4xf32>
  %copy = memref.alloc() : memref<4x8xf32>
  memref.copy %m, %copy : memref<4x8xf32> to memref<4x8xf32>
  vector.maskedstore %copy[%i, %j], %mask, %pass : memref<4x8xf32>, vector<4xi1>, vector<4xf32>
  return %out, %copy : memref<4xf32>, memref<4x8xf32>
}
"""

GATHER = """
func.func @main(%m: memref<4x8xf32>, %idx_buffer: memref<4xi32>, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %idx = vector.load %idx_buffer[%c0] : memref<4xi32>, vector<4xi32>
  %low = arith.constant dense<-8> : vector<4xi32>
  %high = arith.constant dense<24> : vector<4xi32>
  %above = arith.cmpi sge, %idx, %low : vector<4xi32>
  %below = arith.cmpi slt, %idx, %high : vector<4xi32>
  %inside = arith.andi %above, %below : vector<4xi1>
  %first = vector.create_mask %n : vector<4xi1>
  %mask = arith.andi %inside, %first : vector<4xi1>
  %pass = arith.constant dense<-7.0> : vector<4xf32>
  %g = vector.gather %m[%c1, %c0] [%idx], %mask, %pass
    : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %out = memref.alloc() : memref<4xf32>
  vector.store %g, %out[%c0] : memref<4xf32>, vector<4xf32>
  return %out : memref<4xf32>
}
"""

TRANSFER = """
func.func @main(%m: memref<4x?xf32>, %i: index, %j: index, %n: index) -> (memref<8xf32>, memref<4x?xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant -7.0 : f32
  %mask = vector.create_mask %n : vector<4xi1>
  %r = vector.transfer_read %m[%i, %j], %pad : memref<4x?xf32>, vector<4xf32>
  %s = vector.transfer_read %m[%i, %j], %pad, %mask : memref<4x?xf32>, vector<4xf32>
  %out = memref.alloc() : memref<8xf32>
  vector.store %r, %out[%c0] : memref<8xf32>, vector<4xf32>
  vector.store %s, %out[%c4] : memref<8xf32>, vector<4xf32>
  %c1 = arith.constant 1 : index
  %cols = memref.dim %m, %c1 : memref<4x?xf32>
  %copy = memref.alloc(%cols) : memref<4x?xf32>
  memref.copy %m, %copy : memref<4x?xf32> to memref<4x?xf32>
  %w = arith.constant dense<[100.0, 101.0, 102.0, 103.0]> : vector<4xf32>
  vector.transfer_write %w, %copy[%i, %j], %mask : vector<4xf32>, memref<4x?xf32>
  return %out, %copy : memref<8xf32>, memref<4x?xf32>
}
"""

BROADCAST = """
func.func @main(%m: memref<4xf32>, %s: f32) -> memref<3x4xf32> {
  %c0 = arith.constant 0 : index
  %v = vector.load %m[%c0] : memref<4xf32>, vector<4xf32>
  %rows = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %splat = vector.broadcast %s : f32 to vector<2x4xf32>
  %col = vector.broadcast %s : f32 to vector<3x1xf32>
  %wide = vector.broadcast %col : vector<3x1xf32> to vector<2x3x4xf32>
  %out = memref.alloc() : memref<3x4xf32>
  %r0 = vector.extract %rows[0] : vector<4xf32> from vector<3x4xf32>
  %s1 = vector.extract %splat[1] : vector<4xf32> from vector<2x4xf32>
  %w2 = vector.extract %wide[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  vector.store %r0, %out[%c0, %c0] : memref<3x4xf32>, vector<4xf32>
  vector.store %s1, %out[%c1, %c0] : memref<3x4xf32>, vector<4xf32>
  vector.store %w2, %out[%c2, %c0] : memref<3x4xf32>, vector<4xf32>
  return %out : memref<3x4xf32>
}
"""

CONTEXT = default_registry().make_context()


def _both(text: str, *inputs):
    """The interpreter's results and the compiled code's on copies of `inputs` (memrefs are written)."""
    module = parse_module(CONTEXT, text, "vector-masked.mlir")
    expected = [np.asarray(r) for r in run_function(module, "main", [np.array(a) for a in inputs])]
    actual = [np.asarray(r) for r in compile(text, cache=False).call(*[np.array(a) for a in inputs])]
    return expected, actual


def _data(shape) -> np.ndarray:
    return (np.arange(np.prod(shape), dtype=np.float32).reshape(shape) - 5) * np.float32(1.5)


@pytest.mark.parametrize("i, j", [(0, 0), (2, 3), (3, 4)])
def test_maskedload_maskedstore(i, j):
    data = _data((4, 8))
    data[0, 1] = -1  # lane 1 off; lane 0 (-7.5) off too
    expected, actual = _both(MASKED, data, np.int64(i), np.int64(j))
    for e, a in zip(expected, actual):
        np.testing.assert_array_equal(a, e)
    np.testing.assert_array_equal(actual[0][:2], [-7, -7])  # masked-off lanes: the pass-through


def test_maskedload_masked_lanes_may_lie_outside():
    """Lanes 0 and 1 are off: the load starts at column 6 of the last row, two lanes past the end."""
    data = _data((4, 8))
    data[0, 2:4] = -1
    data[0, 0:2] = 1
    expected, actual = _both(MASKED, data, np.int64(3), np.int64(6))
    # lanes 2 and 3 (columns 8 and 9) are off; 0 and 1 read m[3, 6:8]
    np.testing.assert_array_equal(actual[0], [data[3, 6], data[3, 7], -7, -7])
    for e, a in zip(expected, actual):
        np.testing.assert_array_equal(a, e)


@pytest.mark.parametrize("n", [0, 2, 4])
def test_gather(n):
    """Indices past either end of the memref are masked off; the others read row 1 plus the index."""
    data = _data((4, 8))
    indices = np.array([3, -8, 100, 23], np.int32)
    expected, actual = _both(GATHER, data, indices, np.int64(n))
    np.testing.assert_array_equal(actual[0], expected[0])
    flat = data.reshape(-1)
    want = [flat[8 + k] if lane < n and -8 <= k < 24 else -7 for lane, k in enumerate(indices)]
    np.testing.assert_array_equal(actual[0], want)


def test_gather_reads_no_masked_lane():
    """An index outside the memref in a lane that is on is an error of the interpreter (undefined upstream)."""
    module = parse_module(CONTEXT, GATHER.replace("dense<24>", "dense<1000>"), "g.mlir")
    with pytest.raises(RuntimeCheckError, match="outside the base of shape 4x8"):
        run_function(module, "main", [_data((4, 8)), np.array([0, 1, 100, 2], np.int32), np.int64(4)])


@pytest.mark.parametrize("cols", [8, 5])
@pytest.mark.parametrize("j, n", [(0, 4), (2, 3), (4, 4), (6, 1), (7, 4), (8, 4), (20, 2)])
def test_transfer_read_write_out_of_bounds(cols, j, n):
    """Lanes past the row's end read the padding and write nothing; the mask turns lanes off too."""
    data = _data((4, cols))
    expected, actual = _both(TRANSFER, data, np.int64(2), np.int64(j), np.int64(n))
    for e, a in zip(expected, actual):
        np.testing.assert_array_equal(a, e)
    row = list(data[2]) + [-7.0] * 40
    np.testing.assert_array_equal(actual[0][:4], row[j : j + 4])
    np.testing.assert_array_equal(actual[0][4:], [row[j + k] if k < n else -7 for k in range(4)])


def test_broadcast():
    data = np.array([1, 2, 3, 4], np.float32)
    expected, actual = _both(BROADCAST, data, np.float32(9))
    np.testing.assert_array_equal(actual[0], expected[0])
    np.testing.assert_array_equal(actual[0], [[1, 2, 3, 4], [9, 9, 9, 9], [9, 9, 9, 9]])


def _interpret(text: str, *inputs):
    return run_function(parse_module(CONTEXT, text, "i.mlir"), "main", list(inputs))


def test_interpreter_refuses_a_selected_lane_outside():
    """A lane whose mask bit is on must address an element of the memref (undefined upstream)."""
    data = _data((4, 8))
    data[0, :4] = 1  # every lane on
    with pytest.raises(RuntimeCheckError, match=r"'vector.maskedload' reads or writes element \[3, 8\]"):
        _interpret(MASKED, data, np.int64(3), np.int64(6))


def test_interpreter_transfer_in_bounds_promise():
    """A lane outside a dim marked in_bounds is an error (the promise broken), not the padding."""
    text = TRANSFER.replace("%pad : memref<4x?xf32>", "%pad {in_bounds = [true]} : memref<4x?xf32>", 1)
    with pytest.raises(RuntimeCheckError, match=r"'vector.transfer_read' reads or writes element \[2, 8\]"):
        _interpret(text, _data((4, 8)), np.int64(2), np.int64(6), np.int64(4))


def test_interpreter_transfer_on_tensors():
    """transfer_read of a tensor pads as on a memref; transfer_write of a tensor gives a new tensor."""
    text = """
func.func @main(%t: tensor<2x3xf32>, %j: index) -> (vector<4xf32>, tensor<2x3xf32>) {
  %c1 = arith.constant 1 : index
  %pad = arith.constant -7.0 : f32
  %r = vector.transfer_read %t[%c1, %j], %pad : tensor<2x3xf32>, vector<4xf32>
  %w = vector.transfer_write %r, %t[%c1, %c1] : vector<4xf32>, tensor<2x3xf32>
  return %r, %w : vector<4xf32>, tensor<2x3xf32>
}
"""
    tensor = _data((2, 3))
    read, written = _interpret(text, tensor, np.int64(1))
    np.testing.assert_array_equal(read, [tensor[1, 1], tensor[1, 2], -7, -7])
    np.testing.assert_array_equal(written, [tensor[0], [tensor[1, 0], tensor[1, 1], tensor[1, 2]]])


TRANSFER_2D = """
func.func @main(%m: memref<3x?xf32>, %i: index, %j: index, %n: index) -> (memref<2x3x4xf32>, memref<3x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant -7.0 : f32
  %mask = vector.create_mask %n : vector<4xi1>
  %masks = vector.broadcast %mask : vector<4xi1> to vector<3x4xi1>
  %r = vector.transfer_read %m[%i, %j], %pad : memref<3x?xf32>, vector<3x4xf32>
  %s = vector.transfer_read %m[%i, %j], %pad, %masks : memref<3x?xf32>, vector<3x4xf32>
  %w = arith.constant dense<[[100.0, 101.0, 102.0, 103.0], [110.0, 111.0, 112.0, 113.0],
                             [120.0, 121.0, 122.0, 123.0]]> : vector<3x4xf32>
  vector.transfer_write %w, %m[%i, %j], %masks : vector<3x4xf32>, memref<3x?xf32>
  %out = memref.alloc() : memref<2x3x4xf32>
  vector.transfer_write %r, %out[%c0, %c0, %c0] : vector<3x4xf32>, memref<2x3x4xf32>
  vector.transfer_write %s, %out[%c1, %c0, %c0] : vector<3x4xf32>, memref<2x3x4xf32>
  %cols = memref.dim %m, %c1 : memref<3x?xf32>
  %written = memref.alloc(%cols) : memref<3x?xf32>
  memref.copy %m, %written : memref<3x?xf32> to memref<3x?xf32>
  return %out, %written : memref<2x3x4xf32>, memref<3x?xf32>
}
"""


@pytest.mark.parametrize("i, j, n", [(0, 0, 4), (1, 2, 3), (2, 4, 4), (-1, -2, 4), (3, 0, 4), (-5, 9, 2)])
def test_transfer_2d_out_of_bounds(i, j, n):
    """Rows outside the memref (i + row < 0 or >= 3) are all padding and write nothing, lanes alike."""
    data = _data((3, 6))
    expected, actual = _both(TRANSFER_2D, data, np.int64(i), np.int64(j), np.int64(n))
    for e, a in zip(expected, actual):
        np.testing.assert_array_equal(a, e)
    padded = np.full((3 + 10, 6 + 20), -7, np.float32)
    padded[5:8, 10:16] = data
    want = padded[5 + i : 8 + i, 10 + j : 14 + j]
    np.testing.assert_array_equal(actual[0][0], want)
    np.testing.assert_array_equal(actual[0][1][:, n:], np.full((3, 4 - n), -7))
    written = padded.copy()
    written[5 + i : 8 + i, 10 + j : 10 + j + n] = (100 + 10 * np.arange(3)[:, None] + np.arange(n))
    np.testing.assert_array_equal(actual[1], written[5:8, 10:16])


GATHER_2D = """
func.func @main(%m: memref<16xf32>, %idx_buffer: memref<2x3xindex>) -> memref<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r0 = vector.load %idx_buffer[%c0, %c0] : memref<2x3xindex>, vector<3xindex>
  %r1 = vector.load %idx_buffer[%c1, %c0] : memref<2x3xindex>, vector<3xindex>
  %e = arith.constant dense<0> : vector<2x3xindex>
  %i0 = vector.insert %r0, %e [0] : vector<3xindex> into vector<2x3xindex>
  %idx = vector.insert %r1, %i0 [1] : vector<3xindex> into vector<2x3xindex>
  %high = arith.constant dense<14> : vector<3xindex>
  %m0 = arith.cmpi slt, %r0, %high : vector<3xindex>
  %m1 = arith.cmpi slt, %r1, %high : vector<3xindex>
  %no = arith.constant dense<false> : vector<2x3xi1>
  %k0 = vector.insert %m0, %no [0] : vector<3xi1> into vector<2x3xi1>
  %mask = vector.insert %m1, %k0 [1] : vector<3xi1> into vector<2x3xi1>
  %pass = arith.constant dense<-7.0> : vector<2x3xf32>
  %g = vector.gather %m[%c2] [%idx], %mask, %pass
    : memref<16xf32>, vector<2x3xindex>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  %out = memref.alloc() : memref<2x3xf32>
  vector.transfer_write %g, %out[%c0, %c0] : vector<2x3xf32>, memref<2x3xf32>
  return %out : memref<2x3xf32>
}
"""


def test_gather_2d():
    data = _data((16,))
    indices = np.array([[0, 13, 14], [-2, 5, 1000]], np.int64)
    expected, actual = _both(GATHER_2D, data, indices)
    np.testing.assert_array_equal(actual[0], expected[0])
    np.testing.assert_array_equal(actual[0], [[data[2], data[15], -7], [data[0], data[7], -7]])


PERMUTED = """
func.func @main(%m: memref<5x6xf32>, %i: index, %j: index, %n: index)
    -> (memref<4x3x4xf32>, memref<5x6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -7.0 : f32
  %row_mask = vector.create_mask %n : vector<4xi1>
  %mask = vector.broadcast %row_mask : vector<4xi1> to vector<3x4xi1>
  %t = vector.transfer_read %m[%i, %j], %pad
    {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<5x6xf32>, vector<4x3xf32>
  %tm = vector.transfer_read %m[%i, %j], %pad, %mask
    {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<5x6xf32>, vector<4x3xf32>
  %b = vector.transfer_read %m[%i, %j], %pad
    {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<5x6xf32>, vector<3x4xf32>
  %sv = memref.subview %m[0, 0] [5, 3] [1, 2] : memref<5x6xf32> to memref<5x3xf32, strided<[6, 2]>>
  %s = vector.transfer_read %sv[%i, %j], %pad, %row_mask : memref<5x3xf32, strided<[6, 2]>>, vector<4xf32>
  %out = memref.alloc() : memref<4x3x4xf32>
  %z = arith.constant dense<0.0> : vector<3x4xf32>
  vector.transfer_write %z, %out[%c3, %c0, %c0] : vector<3x4xf32>, memref<4x3x4xf32>
  vector.transfer_write %t, %out[%c0, %c0, %c0]
    {permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : vector<4x3xf32>, memref<4x3x4xf32>
  vector.transfer_write %tm, %out[%c1, %c0, %c0]
    {permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : vector<4x3xf32>, memref<4x3x4xf32>
  vector.transfer_write %b, %out[%c2, %c0, %c0] : vector<3x4xf32>, memref<4x3x4xf32>
  vector.transfer_write %s, %out[%c3, %c0, %c0] : vector<4xf32>, memref<4x3x4xf32>
  %w = arith.constant dense<[[100.0, 101.0, 102.0], [110.0, 111.0, 112.0],
                             [120.0, 121.0, 122.0], [130.0, 131.0, 132.0]]> : vector<4x3xf32>
  vector.transfer_write %w, %m[%i, %j], %mask
    {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x3xf32>, memref<5x6xf32>
  vector.transfer_write %s, %sv[%j, %i], %row_mask : vector<4xf32>, memref<5x3xf32, strided<[6, 2]>>
  %copy = memref.alloc() : memref<5x6xf32>
  memref.copy %m, %copy : memref<5x6xf32> to memref<5x6xf32>
  return %out, %copy : memref<4x3x4xf32>, memref<5x6xf32>
}
"""


@pytest.mark.parametrize("i, j, n", [(2, 3, 3), (0, 0, 4), (4, 4, 2), (1, 4, 0), (3, 1, 4)])
def test_permuted_broadcast_and_strided_transfers(i, j, n):
    """Transposed reads and writes (masked too), a broadcast dim, a strided innermost dim (a subview of every
    other column): lane by lane, compiled as interpreted, the padding outside the memref. (The dims a transfer
    does not move, row %i of the broadcast read and of the strided one, row %j of the strided write, must be
    inside the memref.)"""
    data = np.arange(30, dtype=np.float32).reshape(5, 6)
    expected, actual = _both(PERMUTED, data, np.int64(i), np.int64(j), np.int64(n))
    for e, a in zip(expected, actual):
        np.testing.assert_array_equal(a, e)
    padded = np.full((5 + 20, 6 + 20), -7, np.float32)
    padded[10:15, 10:16] = data
    window = padded[10 + i : 13 + i, 10 + j : 14 + j]  # [l, k] = m[i + l, j + k]
    np.testing.assert_array_equal(actual[0][0], window)
    np.testing.assert_array_equal(actual[0][2], np.broadcast_to(window[0], (3, 4)))


def test_transfer_dim_it_does_not_move_outside():
    """An index of a dim the map does not transfer, outside the memref, is an error of the interpreter."""
    with pytest.raises(RuntimeCheckError, match=r"'vector.transfer_read' reads or writes element \[6, 9\]"):
        _interpret(PERMUTED, np.zeros((5, 6), np.float32), np.int64(6), np.int64(9), np.int64(4))


CREATE_MASK = """
func.func @main(%a: index, %b: index, %c: index) -> memref<2x3x4xi32> {
  %m = vector.create_mask %a, %b, %c : vector<2x3x4xi1>
  %one = arith.constant dense<1> : vector<2x3x4xi32>
  %zero = arith.constant dense<0> : vector<2x3x4xi32>
  %s = arith.select %m, %one, %zero : vector<2x3x4xi1>, vector<2x3x4xi32>
  %out = memref.alloc() : memref<2x3x4xi32>
  %c0 = arith.constant 0 : index
  vector.transfer_write %s, %out[%c0, %c0, %c0] : vector<2x3x4xi32>, memref<2x3x4xi32>
  return %out : memref<2x3x4xi32>
}
"""


@pytest.mark.parametrize("a, b, c", [(1, 2, 3), (2, 3, 4), (0, 3, 4), (-1, 5, 9), (2, 1, -3), (5, 2, 1)])
def test_create_mask_3d(a, b, c):
    """An n-D create_mask, row by row: lane [i, j, k] set where i < a, j < b and k < c (negative sizes: none)."""
    expected, actual = _both(CREATE_MASK, np.int64(a), np.int64(b), np.int64(c))
    np.testing.assert_array_equal(actual[0], expected[0])
    i, j, k = np.indices((2, 3, 4))
    np.testing.assert_array_equal(actual[0], ((i < a) & (j < b) & (k < c)).astype(np.int32))


SCATTER = """
func.func @main(%m: memref<4x8xf32>, %idx_buffer: memref<2x3xi32>) -> memref<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = vector.load %idx_buffer[%c0, %c0] : memref<2x3xi32>, vector<3xi32>
  %r1 = vector.load %idx_buffer[%c1, %c0] : memref<2x3xi32>, vector<3xi32>
  %high = arith.constant dense<24> : vector<3xi32>
  %m0 = arith.cmpi slt, %r0, %high : vector<3xi32>
  %m1 = arith.cmpi slt, %r1, %high : vector<3xi32>
  %v = arith.constant dense<[100.0, 101.0, 102.0]> : vector<3xf32>
  vector.scatter %m[%c1, %c0] [%r0], %m0, %v : memref<4x8xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32>
  %e = arith.constant dense<0> : vector<2x3xi32>
  %i0 = vector.insert %r0, %e [0] : vector<3xi32> into vector<2x3xi32>
  %idx = vector.insert %r1, %i0 [1] : vector<3xi32> into vector<2x3xi32>
  %no = arith.constant dense<false> : vector<2x3xi1>
  %k0 = vector.insert %m0, %no [0] : vector<3xi1> into vector<2x3xi1>
  %mask = vector.insert %m1, %k0 [1] : vector<3xi1> into vector<2x3xi1>
  %w = arith.constant dense<[[200.0, 201.0, 202.0], [210.0, 211.0, 212.0]]> : vector<2x3xf32>
  vector.scatter %m[%c0, %c0] [%idx], %mask, %w : memref<4x8xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32>
  %copy = memref.alloc() : memref<4x8xf32>
  memref.copy %m, %copy : memref<4x8xf32> to memref<4x8xf32>
  return %copy : memref<4x8xf32>
}
"""


def test_scatter():
    """1-D and 2-D scatters: the lanes whose index is past the memref are masked off and write nothing."""
    data = _data((4, 8))
    indices = np.array([[0, 9, 100], [5, 30, 23]], np.int32)
    expected, actual = _both(SCATTER, data, indices)
    np.testing.assert_array_equal(actual[0], expected[0])
    want = data.reshape(-1).copy()
    want[[8 + 0, 8 + 9]] = [100, 101]  # the 1-D scatter at row 1 (index 100 off)
    want[[0, 9]] = [200, 201]  # the 2-D one at [0, 0]: row 0 (100 off), row 1 (5 and 23 on, 30 off)
    want[[5, 23]] = [210, 212]
    np.testing.assert_array_equal(actual[0].reshape(-1), want)
