"""The reference semantics of linalg.pack and linalg.unpack, against their definition one element at a time:

    packed[o_0, ..., o_{n-1}, t_0, ..., t_{k-1}] = source[i_0, ..., i_{n-1}]   (or the padding value)

where outer index o_j is source dimension perm[j]'s tile number, and i_d = o * tile + t for a tiled
dimension d = inner_dims_pos[m] (t = t_m), i_d = o for an untiled one. unpack is checked to invert pack
(padding cut off) and against the same formula.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hlo_testing import interpret

RNG = np.random.default_rng(11)


def packed_by_definition(source, tiles, inner, perm, pad):
    rank = source.ndim
    perm = perm or list(range(rank))
    tile_of = dict(zip(inner, tiles))
    outer = [-(-n // tile_of[d]) if d in tile_of else n for d, n in enumerate(source.shape)]
    shape = [outer[d] for d in perm] + list(tiles)
    result = np.empty(shape, source.dtype)
    for index in itertools.product(*(range(n) for n in shape)):
        outer_index = {perm[j]: index[j] for j in range(rank)}
        position = []
        for d in range(rank):
            o = outer_index[d]
            position.append(o * tile_of[d] + index[rank + inner.index(d)] if d in tile_of else o)
        inside = all(p < n for p, n in zip(position, source.shape))
        result[index] = source[tuple(position)] if inside else pad
    return result


def _list(values) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def _type(shape, element="f32") -> str:
    return "tensor<" + "".join(f"{n}x" for n in shape) + element + ">"


CASES = [
    # source shape, tiles, inner_dims_pos, outer_dims_perm
    ((8, 12), [4, 3], [0, 1], []),
    ((8, 12), [4, 3], [1, 0], []),
    ((8, 12), [2, 6], [0, 1], [1, 0]),
    ((7, 10), [4, 3], [0, 1], [1, 0]),  # partial tiles: padded
    ((3, 5, 6), [2], [2], [2, 0, 1]),  # one dimension tiled, outer dims permuted
    ((9,), [4], [0], []),
]


@pytest.mark.parametrize("shape, tiles, inner, perm", CASES)
def test_pack_and_unpack(shape, tiles, inner, perm):
    source = RNG.standard_normal(shape).astype(np.float32)
    expected = packed_by_definition(source, tiles, inner, perm, np.float32(-1.5))
    perm_text = f"outer_dims_perm = {_list(perm)} " if perm else ""
    attrs = f"{perm_text}inner_dims_pos = {_list(inner)} inner_tiles = {_list(tiles)}"
    text = f"""func.func @main(%src: {_type(shape)}) -> ({_type(expected.shape)}, {_type(shape)}) {{
      %pad = arith.constant -1.5 : f32
      %e = tensor.empty() : {_type(expected.shape)}
      %p = linalg.pack %src padding_value(%pad : f32) {attrs} into %e : {_type(shape)} -> {_type(expected.shape)}
      %f = tensor.empty() : {_type(shape)}
      %u = linalg.unpack %p {attrs} into %f : {_type(expected.shape)} -> {_type(shape)}
      func.return %p, %u : {_type(expected.shape)}, {_type(shape)}
    }}"""
    packed, unpacked = interpret(text, [source])
    np.testing.assert_array_equal(packed, expected)
    np.testing.assert_array_equal(unpacked, source)


def test_dynamic_tiles():
    source = RNG.standard_normal((8, 6)).astype(np.float32)
    expected = packed_by_definition(source, [4, 2], [0, 1], [], 0)
    text = """func.func @main(%src: tensor<8x6xf32>) -> (tensor<2x3x4x?xf32>, tensor<8x6xf32>) {
      %c2 = arith.constant 2 : index
      %e = tensor.empty(%c2) : tensor<2x3x4x?xf32>
      %p = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [4, %c2] into %e : tensor<8x6xf32> -> tensor<2x3x4x?xf32>
      %f = tensor.empty() : tensor<8x6xf32>
      %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [4, %c2] into %f : tensor<2x3x4x?xf32> -> tensor<8x6xf32>
      func.return %p, %u : tensor<2x3x4x?xf32>, tensor<8x6xf32>
    }"""
    packed, unpacked = interpret(text, [source])
    np.testing.assert_array_equal(packed, expected)
    np.testing.assert_array_equal(unpacked, source)


def test_unpack_of_other_tiles_is_a_runtime_error():
    """An unpack whose source's (dynamic) tile dimensions are not its inner_tiles at run time is undefined: a
    run-time check error, not the elements reshaped as if they were (2x1x8x8x1 read with tiles [1, 8])."""
    from aiopt.support.diagnostics import RuntimeCheckError

    text = """func.func @main(%p: tensor<2x1x8x?x?xf32>) -> tensor<2x5x8xf32> {
      %e = tensor.empty() : tensor<2x5x8xf32>
      %u = linalg.unpack %p inner_dims_pos = [2, 1] inner_tiles = [1, 8] into %e : tensor<2x1x8x?x?xf32> -> tensor<2x5x8xf32>
      func.return %u : tensor<2x5x8xf32>
    }"""
    with pytest.raises(RuntimeCheckError, match=r"source tiles \(8, 1\) are not the inner_tiles \(1, 8\)"):
        interpret(text, [np.zeros((2, 1, 8, 8, 1), np.float32)])
    (unpacked,) = interpret(text, [np.ones((2, 1, 8, 1, 8), np.float32)])
    np.testing.assert_array_equal(unpacked, np.ones((2, 5, 8), np.float32))


@pytest.mark.parametrize(
    "dest, message",
    [
        ((1, 1), r"dim 0 has 1 tiles of 8, not 2"),  # ai-runner --random-inputs' sizes of 1 (computed [[x]] before)
        ((8, 12), r"dim 0 has 1 tiles of 8, not 2"),  # a whole tile short
        ((16, 11), r"dim 1 has size 11, not 12"),  # an untiled dim cut
    ],
)
def test_unpack_into_a_dest_of_other_sizes_is_a_runtime_error(dest, message):
    """A dynamic dest that does not pack to the source's shape (its untiled sizes other than the source's outer
    ones, or a tiled size cutting more than the last tile's padding) is undefined: a run-time check error, not
    a slice of the unpacked elements. A dest cutting only the padding (9 of 16 rows) unpacks."""
    from aiopt.support.diagnostics import RuntimeCheckError

    text = """func.func @main(%t: tensor<2x12x8xf32>, %d: tensor<?x?xf32>) -> tensor<?x?xf32> {
      %u = linalg.unpack %t inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<2x12x8xf32> -> tensor<?x?xf32>
      func.return %u : tensor<?x?xf32>
    }"""
    source = RNG.standard_normal((2, 12, 8)).astype(np.float32)
    with pytest.raises(RuntimeCheckError, match=message):
        interpret(text, [source, np.zeros(dest, np.float32)])
    (unpacked,) = interpret(text, [source, np.zeros((9, 12), np.float32)])
    np.testing.assert_array_equal(unpacked, source.transpose(0, 2, 1).reshape(16, 12)[:9])
