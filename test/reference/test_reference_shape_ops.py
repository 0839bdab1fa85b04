"""The reference semantics of the shape ops, checked against expectations written out by hand or by loops.

The last tests check that the op builders infer the result types that the
verifiers expect.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hlo_testing import interpret, tensor_type
from xdsl.dialects.builtin import IndexType, TensorType, f32, i32, i64
from xdsl.utils.test_value import create_ssa_value

from aiopt.dialects import mhlo, stablehlo
from aiopt.dialects.hlo.types import DYNAMIC
from aiopt.support.diagnostics import DiagnosticError

X23 = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int32)


def run(body: str, inputs: list[np.ndarray], arg_types: list[str], result_types: list[str]) -> list[np.ndarray]:
    """Interpret `body` (ops ending in `func.return`) in `@main(%a0, %a1, ...)`."""
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(arg_types))
    text = f"func.func @main({args}) -> ({', '.join(result_types)}) {{\n{body}\n}}"
    return interpret(text, inputs)


def run_one(op: str, inputs: list[np.ndarray], arg_types: list[str], result_type: str) -> np.ndarray:
    """Interpret one op, `%r = <op>`, over arguments %a0, %a1, ... and return its result."""
    return run(f"%r = {op}\nfunc.return %r : {result_type}", inputs, arg_types, [result_type])[0]


# ---------------------------------------------------------------------------
# Broadcasts


def test_broadcast_prepends_dimensions():
    x = np.array([1, 2, 3], dtype=np.int32)
    result = run_one(
        "stablehlo.broadcast %a0, sizes = [2, 1] : (tensor<3xi32>) -> tensor<2x1x3xi32>",
        [x],
        ["tensor<3xi32>"],
        "tensor<2x1x3xi32>",
    )
    np.testing.assert_array_equal(result, [[[1, 2, 3]], [[1, 2, 3]]])


def test_broadcast_in_dim_maps_and_expands_dimensions():
    # dims = [2, 0]: operand dimension 0 (size 2) is result dimension 2,
    # operand dimension 1 (size 3) is result dimension 0.
    result = run_one(
        "stablehlo.broadcast_in_dim %a0, dims = [2, 0] : (tensor<2x3xi32>) -> tensor<3x4x2xi32>",
        [X23],
        ["tensor<2x3xi32>"],
        "tensor<3x4x2xi32>",
    )
    expected = np.zeros((3, 4, 2), dtype=np.int32)
    for i, j, k in itertools.product(range(3), range(4), range(2)):
        expected[i, j, k] = X23[k, i]
    np.testing.assert_array_equal(result, expected)


def test_broadcast_in_dim_expands_size_one_dimensions():
    x = np.array([[7], [8]], dtype=np.float32)
    result = run_one(
        "stablehlo.broadcast_in_dim %a0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>",
        [x],
        ["tensor<2x1xf32>"],
        "tensor<2x3xf32>",
    )
    np.testing.assert_array_equal(result, [[7, 7, 7], [8, 8, 8]])


def test_broadcast_in_dim_of_a_scalar():
    result = run_one(
        "stablehlo.broadcast_in_dim %a0, dims = [] : (tensor<f32>) -> tensor<2x2xf32>",
        [np.float32(2.5)],
        ["tensor<f32>"],
        "tensor<2x2xf32>",
    )
    np.testing.assert_array_equal(result, [[2.5, 2.5], [2.5, 2.5]])


def test_dynamic_broadcast_in_dim_takes_the_shape_at_run_time():
    x = np.array([1, 2, 3], dtype=np.int32)
    result = run_one(
        "stablehlo.dynamic_broadcast_in_dim %a0, %a1, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<?x3xi32>",
        [x, np.array([2, 3])],
        ["tensor<3xi32>", "tensor<2xi64>"],
        "tensor<?x3xi32>",
    )
    np.testing.assert_array_equal(result, [[1, 2, 3], [1, 2, 3]])


def test_dynamic_broadcast_in_dim_rejects_an_incompatible_shape():
    # The check compiled code makes, with its message (a RuntimeCheckError).
    with pytest.raises(DiagnosticError, match="dimension 0 of operand #0 is neither 1 nor the size of result dimension 1"):
        run_one(
            "stablehlo.dynamic_broadcast_in_dim %a0, %a1, dims = [1] : "
            "(tensor<3xi32>, tensor<2xi64>) -> tensor<?x?xi32>",
            [np.array([1, 2, 3]), np.array([2, 4])],
            ["tensor<3xi32>", "tensor<2xi64>"],
            "tensor<?x?xi32>",
        )


# ---------------------------------------------------------------------------
# Reshapes, transposes, reverse


def test_reshape_keeps_row_major_order():
    result = run_one(
        "stablehlo.reshape %a0 : (tensor<2x3xi32>) -> tensor<3x2xi32>", [X23], ["tensor<2x3xi32>"], "tensor<3x2xi32>"
    )
    np.testing.assert_array_equal(result, [[1, 2], [3, 4], [5, 6]])


def test_dynamic_reshape():
    result = run_one(
        "stablehlo.dynamic_reshape %a0, %a1 : (tensor<2x3xi32>, tensor<3xindex>) -> tensor<?x?x?xi32>",
        [X23, np.array([3, 1, 2])],
        ["tensor<2x3xi32>", "tensor<3xindex>"],
        "tensor<?x?x?xi32>",
    )
    np.testing.assert_array_equal(result, [[[1, 2]], [[3, 4]], [[5, 6]]])


def test_dynamic_reshape_rejects_a_shape_of_another_size():
    with pytest.raises(DiagnosticError, match="output shape has a different number of elements than operand #0"):
        run_one(
            "stablehlo.dynamic_reshape %a0, %a1 : (tensor<2x3xi32>, tensor<2xi64>) -> tensor<?x?xi32>",
            [X23, np.array([4, 2])],
            ["tensor<2x3xi32>", "tensor<2xi64>"],
            "tensor<?x?xi32>",
        )


def test_dynamic_reshape_rejects_a_shape_the_result_type_excludes():
    message = "output shape \\(operand #1\\) differs from the result type in dimension 0 \\(expected 2\\)"
    with pytest.raises(DiagnosticError, match=message):
        run_one(
            "stablehlo.dynamic_reshape %a0, %a1 : (tensor<2x3xi32>, tensor<2xi64>) -> tensor<2x?xi32>",
            [X23, np.array([3, 2])],
            ["tensor<2x3xi32>", "tensor<2xi64>"],
            "tensor<2x?xi32>",
        )


def test_transpose_of_rank_three():
    x = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    result = run_one(
        "stablehlo.transpose %a0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>",
        [x],
        ["tensor<2x3x4xf32>"],
        "tensor<4x2x3xf32>",
    )
    for i, j, k in itertools.product(range(4), range(2), range(3)):
        assert result[i, j, k] == x[j, k, i]


def test_reverse_some_dimensions():
    result = run_one(
        "stablehlo.reverse %a0, dims = [1] : tensor<2x3xi32>", [X23], ["tensor<2x3xi32>"], "tensor<2x3xi32>"
    )
    np.testing.assert_array_equal(result, [[3, 2, 1], [6, 5, 4]])


def test_copy_of_complex_values():
    x = np.array([1 + 2j, 3 - 1j], dtype=np.complex64)
    result = run_one(
        "mhlo.copy %a0 : tensor<2xcomplex<f32>>", [x], ["tensor<2xcomplex<f32>>"], "tensor<2xcomplex<f32>>"
    )
    np.testing.assert_array_equal(result, x)


# ---------------------------------------------------------------------------
# Concatenate and slices


def test_concatenate_along_the_minor_dimension():
    y = np.array([[7], [8]], dtype=np.int32)
    result = run_one(
        "stablehlo.concatenate %a0, %a1, %a0, dim = 1 : "
        "(tensor<2x3xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<2x7xi32>",
        [X23, y],
        ["tensor<2x3xi32>", "tensor<2x1xi32>"],
        "tensor<2x7xi32>",
    )
    np.testing.assert_array_equal(result, [[1, 2, 3, 7, 1, 2, 3], [4, 5, 6, 8, 4, 5, 6]])


def test_slice_with_strides():
    x = np.arange(20, dtype=np.int32).reshape(4, 5)
    result = run_one(
        "stablehlo.slice %a0 [1:4:2, 0:5:3] : (tensor<4x5xi32>) -> tensor<2x2xi32>",
        [x],
        ["tensor<4x5xi32>"],
        "tensor<2x2xi32>",
    )
    np.testing.assert_array_equal(result, [[x[1, 0], x[1, 3]], [x[3, 0], x[3, 3]]])


def test_empty_slice():
    result = run_one(
        "stablehlo.slice %a0 [1:1, 0:3] : (tensor<2x3xi32>) -> tensor<0x3xi32>",
        [X23],
        ["tensor<2x3xi32>"],
        "tensor<0x3xi32>",
    )
    assert result.shape == (0, 3)


REAL_DYNAMIC_SLICE = (
    "stablehlo.real_dynamic_slice %a0, %a1, %a2, %a3 : "
    "(tensor<10xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>"
)


def test_real_dynamic_slice():
    x = np.arange(10, dtype=np.float32)
    result = run_one(
        REAL_DYNAMIC_SLICE,
        [x, np.array([2]), np.array([9]), np.array([3])],
        ["tensor<10xf32>", "tensor<1xi64>", "tensor<1xi64>", "tensor<1xi64>"],
        "tensor<?xf32>",
    )
    np.testing.assert_array_equal(result, [2, 5, 8])


def test_real_dynamic_slice_rejects_a_limit_past_the_end():
    with pytest.raises(DiagnosticError, match="limit index 0 is beyond the size of operand #0"):
        run_one(
            REAL_DYNAMIC_SLICE,
            [np.zeros(10, np.float32), np.array([2]), np.array([11]), np.array([1])],
            ["tensor<10xf32>", "tensor<1xi64>", "tensor<1xi64>", "tensor<1xi64>"],
            "tensor<?xf32>",
        )


@pytest.mark.parametrize(
    "start, expected_rows",
    [
        ((0, 1), [[2, 3], [5, 6]]),
        ((5, 5), [[2, 3], [5, 6]]),  # clamped to the last position that fits
        ((-3, -1), [[1, 2], [4, 5]]),  # clamped to 0
        ((1, 0), [[4, 5]]),
    ],
)
def test_dynamic_slice_clamps_start_indices(start, expected_rows):
    rows = len(expected_rows)
    result_type = f"tensor<{rows}x2xi32>"
    result = run_one(
        f"stablehlo.dynamic_slice %a0, %a1, %a2, sizes = [{rows}, 2] : "
        f"(tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> {result_type}",
        [X23, np.int32(start[0]), np.int32(start[1])],
        ["tensor<2x3xi32>", "tensor<i32>", "tensor<i32>"],
        result_type,
    )
    np.testing.assert_array_equal(result, expected_rows)


@pytest.mark.parametrize(
    "start, expected",
    [
        ((0, 0), [[9, 9, 3], [4, 5, 6]]),
        ((1, 2), [[1, 2, 3], [4, 9, 9]]),  # column 2 is clamped to 1
        ((-1, 7), [[1, 9, 9], [4, 5, 6]]),
    ],
)
def test_dynamic_update_slice_clamps_start_indices(start, expected):
    update = np.array([[9, 9]], dtype=np.int32)
    result = run_one(
        "stablehlo.dynamic_update_slice %a0, %a1, %a2, %a3 : "
        "(tensor<2x3xi32>, tensor<1x2xi32>, tensor<i64>, tensor<i64>) -> tensor<2x3xi32>",
        [X23, update, np.int64(start[0]), np.int64(start[1])],
        ["tensor<2x3xi32>", "tensor<1x2xi32>", "tensor<i64>", "tensor<i64>"],
        "tensor<2x3xi32>",
    )
    np.testing.assert_array_equal(result, expected)
    assert X23[0, 0] == 1  # the operand is not modified


def test_dynamic_update_slice_of_an_unsigned_index_past_the_end():
    result = run_one(
        "stablehlo.dynamic_update_slice %a0, %a1, %a2 : (tensor<4xf32>, tensor<2xf32>, tensor<ui32>) -> tensor<4xf32>",
        [np.zeros(4, np.float32), np.ones(2, np.float32), np.uint32(4000000000)],
        ["tensor<4xf32>", "tensor<2xf32>", "tensor<ui32>"],
        "tensor<4xf32>",
    )
    np.testing.assert_array_equal(result, [0, 0, 1, 1])


# ---------------------------------------------------------------------------
# Pads


def padded_by_loops(x: np.ndarray, value, low, high, interior) -> np.ndarray:
    """Padding computed element by element: result index j holds x[i] where j = low + i * (interior + 1)."""
    shape = [n + lo + hi + max(n - 1, 0) * inner for n, lo, hi, inner in zip(x.shape, low, high, interior)]
    result = np.full(shape, value, dtype=x.dtype)
    for index in itertools.product(*(range(n) for n in x.shape)):
        target = tuple(lo + i * (inner + 1) for i, lo, inner in zip(index, low, interior))
        if all(0 <= t < n for t, n in zip(target, shape)):
            result[target] = x[index]
    return result


def test_pad_example_of_the_specification():
    result = run_one(
        "stablehlo.pad %a0, %a1, low = [0, 1], high = [2, 1], interior = [1, 2] : "
        "(tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>",
        [X23, np.int32(0)],
        ["tensor<2x3xi32>", "tensor<i32>"],
        "tensor<5x9xi32>",
    )
    expected = [
        [0, 1, 0, 0, 2, 0, 0, 3, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 4, 0, 0, 5, 0, 0, 6, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]
    np.testing.assert_array_equal(result, expected)


@pytest.mark.parametrize(
    "low, high, interior",
    [
        ([-1, 0], [0, -2], [0, 0]),  # negative edges cut
        ([-2, -1], [1, -3], [1, 1]),  # cuts into interior padding
        ([2, -4], [-3, 2], [2, 1]),
        ([0, 0], [0, 0], [0, 0]),
    ],
)
def test_pad_with_negative_and_interior_padding(low, high, interior):
    expected = padded_by_loops(X23, -1, low, high, interior)
    result_type = tensor_type(expected, "i32")
    result = run_one(
        f"stablehlo.pad %a0, %a1, low = {low}, high = {high}, interior = {interior} : "
        f"(tensor<2x3xi32>, tensor<i32>) -> {result_type}",
        [X23, np.int32(-1)],
        ["tensor<2x3xi32>", "tensor<i32>"],
        result_type,
    )
    np.testing.assert_array_equal(result, expected)


def test_pad_of_an_empty_dimension():
    x = np.zeros((0, 2), dtype=np.float32)
    result = run_one(
        "stablehlo.pad %a0, %a1, low = [1, 0], high = [1, 0], interior = [3, 0] : "
        "(tensor<0x2xf32>, tensor<f32>) -> tensor<2x2xf32>",
        [x, np.float32(5)],
        ["tensor<0x2xf32>", "tensor<f32>"],
        "tensor<2x2xf32>",
    )
    np.testing.assert_array_equal(result, np.full((2, 2), 5))


def test_dynamic_pad():
    low, high, interior = [1, -1], [0, 2], [0, 1]
    result = run_one(
        "stablehlo.dynamic_pad %a0, %a1, %a2, %a3, %a4 : "
        "(tensor<2x3xi32>, tensor<i32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x?xi32>",
        [X23, np.int32(0), np.array(low), np.array(high), np.array(interior)],
        ["tensor<2x3xi32>", "tensor<i32>", "tensor<2xindex>", "tensor<2xindex>", "tensor<2xindex>"],
        "tensor<?x?xi32>",
    )
    np.testing.assert_array_equal(result, padded_by_loops(X23, 0, low, high, interior))


# ---------------------------------------------------------------------------
# Iota and dimension sizes


def test_iota_along_each_dimension():
    rows, columns = run(
        "%0 = stablehlo.iota dim = 0 : tensor<2x3xi64>\n"
        "%1 = stablehlo.iota dim = 1 : tensor<2x3xf32>\n"
        "func.return %0, %1 : tensor<2x3xi64>, tensor<2x3xf32>",
        [],
        [],
        ["tensor<2x3xi64>", "tensor<2x3xf32>"],
    )
    np.testing.assert_array_equal(rows, [[0, 0, 0], [1, 1, 1]])
    np.testing.assert_array_equal(columns, [[0, 1, 2], [0, 1, 2]])
    assert rows.dtype == np.int64 and columns.dtype == np.float32


def test_dynamic_iota():
    result = run_one(
        "stablehlo.dynamic_iota %a0, dim = 1 : (tensor<2xi32>) -> tensor<?x?xui8>",
        [np.array([3, 2], dtype=np.int32)],
        ["tensor<2xi32>"],
        "tensor<?x?xui8>",
    )
    np.testing.assert_array_equal(result, [[0, 1], [0, 1], [0, 1]])
    assert result.dtype == np.uint8


def test_get_dimension_size_of_a_dynamic_dimension():
    result = run_one(
        "stablehlo.get_dimension_size %a0, dim = 1 : (tensor<2x?xf32>) -> tensor<i32>",
        [np.zeros((2, 7), np.float32)],
        ["tensor<2x?xf32>"],
        "tensor<i32>",
    )
    assert result.dtype == np.int32 and int(result) == 7


def test_set_dimension_size_keeps_the_leading_elements():
    result = run_one(
        "mhlo.set_dimension_size %a0, %a1, dim = 1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x?xi32>",
        [X23, np.int32(2)],
        ["tensor<2x3xi32>", "tensor<i32>"],
        "tensor<2x?xi32>",
    )
    np.testing.assert_array_equal(result, [[1, 2], [4, 5]])


def test_set_dimension_size_beyond_the_bound_is_an_error():
    with pytest.raises(DiagnosticError, match=r"size \(operand #1\) is larger than dimension 1 of operand #0"):
        run_one(
            "mhlo.set_dimension_size %a0, %a1, dim = 1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x?xi32>",
            [X23, np.int32(4)],
            ["tensor<2x3xi32>", "tensor<i32>"],
            "tensor<2x?xi32>",
        )


# ---------------------------------------------------------------------------
# mhlo shape computations


@pytest.mark.parametrize(
    "count, shape, expected",
    [(12, [2, -1], [2, 6]), (12, [-1, 3, 2], [2, 3, 2]), (6, [3, 2], [3, 2])],
)
def test_compute_reshape_shape_resolves_minus_one(count, shape, expected):
    result = run_one(
        f"mhlo.compute_reshape_shape %a0, %a1 : (index, tensor<{len(shape)}xi32>) -> tensor<{len(shape)}xi32>",
        [np.int64(count), np.array(shape, dtype=np.int32)],
        ["index", f"tensor<{len(shape)}xi32>"],
        f"tensor<{len(shape)}xi32>",
    )
    np.testing.assert_array_equal(result, expected)


def test_compute_reshape_shape_that_does_not_divide():
    with pytest.raises(DiagnosticError, match="cannot resolve the -1 of shape \\[5, -1\\] for 12 elements"):
        run_one(
            "mhlo.compute_reshape_shape %a0, %a1 : (index, tensor<2xi32>) -> tensor<2xi32>",
            [np.int64(12), np.array([5, -1], dtype=np.int32)],
            ["index", "tensor<2xi32>"],
            "tensor<2xi32>",
        )


@pytest.mark.parametrize(
    "a, b, expected_a, expected_b",
    [
        ([2, 3, 4], [4], [6, 4], [4]),  # dimensions broadcast alike merge
        ([1, 2, 3], [3], [2, 3], [3]),  # leading 1s go
        ([2, 1, 3], [2, 4, 3], [2, 1, 3], [2, 4, 3]),  # nothing to merge
        ([4, 5, 1], [4, 5, 6], [20, 1], [20, 6]),
        ([1, 1], [3], [], [3]),
        ([2, 1, 1, 3], [5, 1, 3], [2, 1, 3], [5, 3]),  # all-1 positions are dropped
        ([2], [3], [2], [3]),  # incompatible shapes are returned unchanged
    ],
)
def test_minimum_broadcast_shapes(a, b, expected_a, expected_b):
    result_a, result_b = run(
        "%r:2 = mhlo.minimum_broadcast_shapes %a0, %a1 : "
        "tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>, tensor<?xindex>\n"
        "func.return %r#0, %r#1 : tensor<?xindex>, tensor<?xindex>",
        [np.array(a), np.array(b)],
        ["tensor<?xindex>", "tensor<?xindex>"],
        ["tensor<?xindex>", "tensor<?xindex>"],
    )
    np.testing.assert_array_equal(result_a, expected_a)
    np.testing.assert_array_equal(result_b, expected_b)


def test_minimum_broadcast_shapes_of_three_shapes():
    results = run(
        "%r:3 = mhlo.minimum_broadcast_shapes %a0, %a1, %a2 : tensor<?xindex>, tensor<?xindex>, tensor<?xindex> "
        "-> tensor<?xindex>, tensor<?xindex>, tensor<?xindex>\n"
        "func.return %r#0, %r#1, %r#2 : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>",
        [np.array([6, 2, 3]), np.array([2, 3]), np.array([1])],
        ["tensor<?xindex>"] * 3,
        ["tensor<?xindex>"] * 3,
    )
    assert [r.tolist() for r in results] == [[6, 6], [6], []]


# ---------------------------------------------------------------------------
# Builders infer result types


def tensor(shape, element=f32) -> TensorType:
    return TensorType(element, list(shape))


def test_builders_infer_result_types():
    x = create_ssa_value(tensor([2, DYNAMIC, 4]))
    index = create_ssa_value(tensor([], i64))
    zero = create_ssa_value(tensor([]))
    cases = [
        (stablehlo.TransposeOp(x, [2, 0, 1]), tensor([4, 2, DYNAMIC])),
        (stablehlo.BroadcastOp(x, [5]), tensor([5, 2, DYNAMIC, 4])),
        (stablehlo.ConcatenateOp([x, x], 0), tensor([4, DYNAMIC, 4])),
        (stablehlo.ConcatenateOp([x, x], 1), tensor([2, DYNAMIC, 4])),
        (stablehlo.SliceOp(x, [0, 1, 0], [2, 5, 4], [1, 2, 3]), tensor([2, 2, 2])),
        (stablehlo.PadOp(x, zero, [1, 0, -1], [0, 0, 0], [1, 0, 0]), tensor([4, DYNAMIC, 3])),
        (stablehlo.DynamicSliceOp(x, [index] * 3, [1, 1, 2]), tensor([1, 1, 2])),
        (stablehlo.ReverseOp(x, [0]), x.type),
        (stablehlo.DynamicUpdateSliceOp(x, x, [index] * 3), x.type),
        (stablehlo.GetDimensionSizeOp(x, 1), tensor([], i32)),
        (mhlo.SetDimensionSizeOp(x, create_ssa_value(tensor([], i32)), 0), tensor([DYNAMIC, DYNAMIC, 4])),
        (mhlo.CopyOp(x), x.type),
    ]
    for op, expected in cases:
        assert op.result_types[0] == expected, op
        op.verify_()


def test_minimum_broadcast_shapes_builder():
    shape = create_ssa_value(tensor([3], IndexType()))
    op = mhlo.MinimumBroadcastShapesOp([shape, shape, shape])
    assert list(op.result_types) == [tensor([DYNAMIC], IndexType())] * 3
    op.verify_()


def test_builder_rejects_what_the_verifier_rejects():
    x = create_ssa_value(tensor([2, 3]))
    with pytest.raises(Exception, match="permutation must be a permutation of \\[0, 1\\]"):
        stablehlo.TransposeOp(x, [0, 0])
