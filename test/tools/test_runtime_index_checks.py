"""Run-time checks of index operands and gather/scatter sizes in compiled code (regression tests for issue 13).

The StableHLO spec makes a program invalid when the values of some operands
break the op's constraints: real_dynamic_slice's start, limit and strides
(0 <= start <= limit <= size, stride > 0), pad's and dynamic_pad's paddings
(interior >= 0, a padded size >= 0; beyond 2^60 the size would wrap
around), dynamic_reshape's output shape (sizes >= 0,
the operand's element count), the output shapes of dynamic_iota and
dynamic_broadcast_in_dim (and the operand sizes the latter broadcasts), dynamic_gather's slice sizes, set_dimension_size's
size, and the sizes
gather and scatter tie to their indices. Before these checks, compiled code
read out of bounds (garbage results), returned wrong numbers silently, reported
a misleading "out of memory", or died of SIGFPE (a stride of 0); the
interpreter raised Python exceptions (ValueError, IndexError) or returned
results of the wrong shape. Now both raise a located `RuntimeCheckError` with
the same message, and `ai-runner` exits with status 1.

Where the spec defines the behaviour, nothing is checked: gather clamps its
start indices and scatter skips updates whose window does not fit; those
inputs give the interpreter's results.
"""

from __future__ import annotations

import functools
import re
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hlo_testing import interpret
from tool_testing import run_tool

from aiopt.runtime.compiler import compile
from aiopt.runtime.runtime_errors import RuntimeCheckError

REAL_DYNAMIC_SLICE = """
func.func @main(%a: tensor<?xf32>, %s: tensor<1xi64>, %l: tensor<1xi64>, %t: tensor<1xi64>) -> tensor<?xf32> {
  %r = stablehlo.real_dynamic_slice %a, %s, %l, %t : (tensor<?xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""

REAL_DYNAMIC_SLICE_STATIC = """
func.func @main(%a: tensor<?xf32>, %s: tensor<1xi32>, %l: tensor<1xi32>, %t: tensor<1xi32>) -> tensor<3xf32> {
  %r = stablehlo.real_dynamic_slice %a, %s, %l, %t : (tensor<?xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
"""

DYNAMIC_PAD = """
func.func @main(%a: tensor<?xf32>, %lo: tensor<1xi64>, %hi: tensor<1xi64>, %in: tensor<1xi64>) -> tensor<?xf32> {
  %z = stablehlo.constant dense<0.5> : tensor<f32>
  %r = stablehlo.dynamic_pad %a, %z, %lo, %hi, %in : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""

DYNAMIC_PAD_STATIC = """
func.func @main(%a: tensor<?xf32>, %lo: tensor<1xi64>, %hi: tensor<1xi64>, %in: tensor<1xi64>) -> tensor<5xf32> {
  %z = stablehlo.constant dense<0.5> : tensor<f32>
  %r = stablehlo.dynamic_pad %a, %z, %lo, %hi, %in : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}
"""

PAD = """
func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {
  %z = stablehlo.constant dense<0.5> : tensor<f32>
  %r = stablehlo.pad %a, %z, low = [-2], high = [-2], interior = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""

DYNAMIC_RESHAPE = """
func.func @main(%a: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %r = stablehlo.dynamic_reshape %a, %s : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""

DYNAMIC_RESHAPE_STATIC = """
func.func @main(%a: tensor<?xf32>, %s: tensor<2xi32>) -> tensor<2x?xf32> {
  %r = stablehlo.dynamic_reshape %a, %s : (tensor<?xf32>, tensor<2xi32>) -> tensor<2x?xf32>
  return %r : tensor<2x?xf32>
}
"""

DYNAMIC_IOTA = """
func.func @main(%s: tensor<2xi32>) -> tensor<?x3xi32> {
  %r = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2xi32>) -> tensor<?x3xi32>
  return %r : tensor<?x3xi32>
}
"""

DYNAMIC_BROADCAST = """
func.func @main(%a: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %r = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""

DYNAMIC_BROADCAST_KNOWN = """
func.func @main(%a: tensor<?x?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %r = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [0, 1] {known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 1>} : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""

SET_DIMENSION_SIZE = """
func.func @main(%a: tensor<?xf32>, %n: tensor<i32>) -> tensor<?xf32> {
  %r = stablehlo.set_dimension_size %a, %n, dim = 0 : (tensor<?xf32>, tensor<i32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""

GATHER = """
func.func @main(%x: tensor<?x?xf32>, %idx: tensor<?x1xi32>) -> tensor<?x3xf32> {
  %r = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<?x?xf32>, tensor<?x1xi32>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
"""

GATHER_STATIC = """
func.func @main(%x: tensor<?x?xf32>, %idx: tensor<?x1xi32>) -> tensor<2x3xf32> {
  %r = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<?x?xf32>, tensor<?x1xi32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
"""

GATHER_VECTORS = """
func.func @main(%x: tensor<?x?xf32>, %idx: tensor<?x?xi32>) -> tensor<?x3xf32> {
  %r = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<?x?xf32>, tensor<?x?xi32>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
"""

DYNAMIC_GATHER = """
func.func @main(%x: tensor<?x?xf32>, %idx: tensor<?x1xi64>, %sizes: tensor<2xi64>) -> tensor<?x?xf32> {
  %r = "stablehlo.dynamic_gather"(%x, %idx, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<?x?xf32>, tensor<?x1xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""

SCATTER = """
func.func @main(%x: tensor<?x?xf32>, %idx: tensor<?x1xi32>, %upd: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = "stablehlo.scatter"(%x, %idx, %upd) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<?x?xf32>, tensor<?x1xi32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""


def _f32(*shape: int) -> np.ndarray:
    return np.random.default_rng(sum(shape) + len(shape)).standard_normal(shape).astype(np.float32)


def _i64(*values: int) -> np.ndarray:
    return np.array(values, np.int64)


def _i32(*values: int) -> np.ndarray:
    return np.array(values, np.int32)


def _rows(*rows: int) -> np.ndarray:
    """Start or scatter indices: one index vector of one element per row."""
    return np.array(rows, np.int32).reshape(-1, 1)


X = _f32(4, 5)

GOOD = {
    # name: (program, inputs the spec allows; some start indices out of range where gather clamps, scatter skips)
    "real_dynamic_slice": (REAL_DYNAMIC_SLICE, [_f32(8), _i64(1), _i64(7), _i64(2)]),
    "real_dynamic_slice_empty": (REAL_DYNAMIC_SLICE, [_f32(8), _i64(8), _i64(8), _i64(3)]),
    "real_dynamic_slice_static": (REAL_DYNAMIC_SLICE_STATIC, [_f32(8), _i32(2), _i32(7), _i32(2)]),
    "dynamic_iota": (DYNAMIC_IOTA, [_i32(4, 3)]),
    "dynamic_broadcast": (DYNAMIC_BROADCAST, [_f32(3), _i64(2, 3)]),
    "dynamic_broadcast_expanding": (DYNAMIC_BROADCAST, [_f32(1), _i64(2, 4)]),
    "dynamic_broadcast_known": (DYNAMIC_BROADCAST_KNOWN, [_f32(1, 3), _i64(2, 3)]),
    "dynamic_pad": (DYNAMIC_PAD, [_f32(4), _i64(1), _i64(2), _i64(1)]),
    "dynamic_pad_negative_edges": (DYNAMIC_PAD, [_f32(4), _i64(-2), _i64(-1), _i64(2)]),
    "dynamic_pad_static": (DYNAMIC_PAD_STATIC, [_f32(3), _i64(1), _i64(-1), _i64(1)]),
    "pad": (PAD, [_f32(6)]),
    "dynamic_reshape": (DYNAMIC_RESHAPE, [_f32(6), _i64(2, 3)]),
    "dynamic_reshape_empty": (DYNAMIC_RESHAPE, [_f32(0), _i64(0, 1 << 40)]),
    "dynamic_reshape_static": (DYNAMIC_RESHAPE_STATIC, [_f32(6), _i32(2, 3)]),
    "set_dimension_size": (SET_DIMENSION_SIZE, [_f32(8), np.array(3, np.int32)]),
    "gather_clamps": (GATHER, [X, _rows(1, 9, -4, 2)]),
    "gather_static": (GATHER_STATIC, [X, _rows(3, 0)]),
    "gather_vectors": (GATHER_VECTORS, [X, _rows(3, 1, 0)]),
    "dynamic_gather_clamps": (DYNAMIC_GATHER, [X, _rows(1, 7, -1).astype(np.int64), _i64(1, 2)]),
    "scatter_skips": (SCATTER, [_f32(4, 3), _rows(1, 9, -1, 3, 1), _f32(5, 3)]),
    "scatter_window": (SCATTER, [_f32(4, 3), _rows(0, 2), _f32(2, 2)]),
}

BAD = {
    # name: (program, inputs, line of the failing op, message of compiled code)
    "start_negative": (REAL_DYNAMIC_SLICE, [_f32(8), _i64(-3), _i64(4), _i64(1)], 3, "start index 0 is negative"),
    "start_past_limit": (
        REAL_DYNAMIC_SLICE,
        [_f32(8), _i64(5), _i64(2), _i64(1)],
        3,
        "'mhlo.real_dynamic_slice' op start index 0 is greater than limit index 0",
    ),
    "limit_past_size": (
        REAL_DYNAMIC_SLICE,
        [_f32(8), _i64(0), _i64(100000), _i64(1)],
        3,
        "limit index 0 is beyond the size of operand #0",
    ),
    "stride_zero": (REAL_DYNAMIC_SLICE, [_f32(8), _i64(0), _i64(4), _i64(0)], 3, "stride 0 is not positive"),
    "stride_negative": (REAL_DYNAMIC_SLICE, [_f32(8), _i64(0), _i64(4), _i64(-1)], 3, "stride 0 is not positive"),
    "slice_result_type": (
        REAL_DYNAMIC_SLICE_STATIC,
        [_f32(8), _i32(0), _i32(2), _i32(1)],
        3,
        "slice differs from the result type in dimension 0 (expected 3)",
    ),
    "interior_negative": (
        DYNAMIC_PAD,
        [_f32(4), _i64(1), _i64(2), _i64(-1)],
        4,
        "'mhlo.dynamic_pad' op interior padding 0 is negative",
    ),
    "padded_size_negative": (
        DYNAMIC_PAD,
        [_f32(4), _i64(-3), _i64(-3), _i64(0)],
        4,
        "padding gives a negative size in dimension 0",
    ),
    "padded_result_type": (
        DYNAMIC_PAD_STATIC,
        [_f32(4), _i64(1), _i64(3), _i64(0)],
        4,
        "padded operand differs from the result type in dimension 0 (expected 5)",
    ),
    "interior_overflow": (
        DYNAMIC_PAD,
        [_f32(5), _i64(0), _i64(0), _i64(1 << 62)],
        4,
        "'mhlo.dynamic_pad' op interior padding 0 adds more than 2^60 elements",
    ),
    "edges_overflow": (
        DYNAMIC_PAD,
        [_f32(5), _i64(-(1 << 63) + 1), _i64(-(1 << 63) + 1), _i64(0)],
        4,
        "'mhlo.dynamic_pad' op low padding 0 is larger than 2^60 in magnitude",
    ),
    "pad_negative_size": (PAD, [_f32(3)], 4, "'mhlo.pad' op padding gives a negative size in dimension 0"),
    "reshape_count": (
        DYNAMIC_RESHAPE,
        [_f32(6), _i64(4, 3)],
        3,
        "'mhlo.dynamic_reshape' op output shape has a different number of elements than operand #0",
    ),
    "reshape_negative": (
        DYNAMIC_RESHAPE,
        [_f32(6), _i64(-2, -3)],
        3,
        "'mhlo.dynamic_reshape' op output shape (operand #1) has a negative size in dimension 0",
    ),
    "reshape_overflow": (
        DYNAMIC_RESHAPE,
        [_f32(0), _i64(1 << 32, 1 << 32)],
        3,
        "output shape has a different number of elements than operand #0",
    ),
    "reshape_result_type": (
        DYNAMIC_RESHAPE_STATIC,
        [_f32(6), _i32(3, 2)],
        3,
        "output shape (operand #1) differs from the result type in dimension 0 (expected 2)",
    ),
    "iota_negative": (
        DYNAMIC_IOTA,
        [_i32(-1, 3)],
        3,
        "'mhlo.dynamic_iota' op output shape (operand #0) has a negative size in dimension 0",
    ),
    "iota_result_type": (
        DYNAMIC_IOTA,
        [_i32(2, 4)],
        3,
        "'mhlo.dynamic_iota' op output shape (operand #0) differs from the result type in dimension 1 (expected 3)",
    ),
    "broadcast_negative": (
        DYNAMIC_BROADCAST,
        [_f32(3), _i64(-2, 3)],
        3,
        "'mhlo.dynamic_broadcast_in_dim' op output shape (operand #1) has a negative size in dimension 0",
    ),
    "broadcast_operand_size": (
        DYNAMIC_BROADCAST,
        [_f32(3), _i64(2, 4)],
        3,
        "'mhlo.dynamic_broadcast_in_dim' op dimension 0 of operand #0 is neither 1 nor the size of result dimension 1",
    ),
    "broadcast_known_expanding": (
        DYNAMIC_BROADCAST_KNOWN,
        [_f32(2, 3), _i64(2, 3)],
        3,
        "'mhlo.dynamic_broadcast_in_dim' op dimension 0 of operand #0 is not 1 (known_expanding_dimensions)",
    ),
    "broadcast_known_nonexpanding": (
        DYNAMIC_BROADCAST_KNOWN,
        [_f32(1, 1), _i64(2, 3)],
        3,
        "'mhlo.dynamic_broadcast_in_dim' op dimension 1 of operand #0 differs from result dimension 1 "
        "(known_nonexpanding_dimensions)",
    ),
    "size_too_large": (
        SET_DIMENSION_SIZE,
        [_f32(8), np.array(100000, np.int32)],
        3,
        "'mhlo.set_dimension_size' op size (operand #1) is larger than dimension 0 of operand #0",
    ),
    "size_negative": (SET_DIMENSION_SIZE, [_f32(8), np.array(-2, np.int32)], 3, "size (operand #1) is negative"),
    "gather_slice_too_large": (
        GATHER,
        [_f32(4, 2), _rows(1, 2)],
        3,
        "'mhlo.gather' op takes 3 elements of dimension 1 of operand #0, more than it has",
    ),
    "gather_fewer_indices": (
        GATHER_STATIC,
        [X, _rows(1)],
        3,
        "operand #1 and the result type differ in size in dimension 0 of start_indices (result dimension 0)",
    ),
    "gather_more_indices": (GATHER_STATIC, [X, _rows(1, 2, 3)], 3, "differ in size in dimension 0 of start_indices"),
    "gather_empty_index_vectors": (
        GATHER_VECTORS,
        [X, np.zeros((3, 0), np.int32)],
        3,
        "'mhlo.gather' op index vectors (dimension 1 of operand #1) do not hold 1 indices, one per entry of",
    ),
    "dynamic_gather_slice_too_large": (
        DYNAMIC_GATHER,
        [X, _rows(1, 2).astype(np.int64), _i64(1, 9)],
        3,
        "'mhlo.dynamic_gather' op slice size 1 is larger than dimension 1 of operand #0",
    ),
    "dynamic_gather_collapsed": (
        DYNAMIC_GATHER,
        [X, _rows(1, 2).astype(np.int64), _i64(3, 2)],
        3,
        "slice size 0 of a collapsed or batching dimension is greater than 1",
    ),
    "dynamic_gather_negative": (
        DYNAMIC_GATHER,
        [X, _rows(1, 2).astype(np.int64), _i64(1, -2)],
        3,
        "slice size 1 is negative",
    ),
    "scatter_fewer_indices": (
        SCATTER,
        [_f32(4, 3), _rows(1), _f32(4, 3)],
        3,
        "'mhlo.scatter' op operand #1 and operand #2 differ in size in update dimension 0 (scatter_indices dimension 0",
    ),
    "scatter_window_too_large": (
        SCATTER,
        [_f32(4, 3), _rows(1, 2), _f32(2, 5)],
        3,
        "update window dimension 1 (operand #2) is larger than dimension 1 of operand #0",
    ),
}


@functools.cache
def _compiled(text: str):
    return compile(text, filename="checks.mlir", cache=False)


def _copies(inputs: list[np.ndarray]) -> list[np.ndarray]:
    return [array.copy() for array in inputs]


@pytest.mark.parametrize("name", sorted(GOOD))
def test_valid_inputs_give_the_interpreters_results(name):
    text, inputs = GOOD[name]
    (expected,) = interpret(text, _copies(inputs))
    result = _compiled(text)(*_copies(inputs))
    assert result.shape == expected.shape
    np.testing.assert_array_equal(result, expected)


@pytest.mark.parametrize("name", sorted(BAD))
def test_invalid_inputs_raise_a_located_error(name):
    text, inputs, line, message = BAD[name]
    function = _compiled(text)
    with pytest.raises(RuntimeCheckError) as raised:
        function(*_copies(inputs))
    assert message in raised.value.message
    assert (raised.value.location.filename, raised.value.location.line) == ("checks.mlir", line)
    # The interpreter makes the same check, with the same message, at the same op.
    with pytest.raises(RuntimeCheckError, match=re.escape(message.replace("'mhlo.", "'stablehlo."))) as interpreted:
        interpret(text, _copies(inputs))
    assert interpreted.value.to_diagnostic().location.line == line
    # The process is intact: the function still computes valid inputs.
    good = next(good for program, good in GOOD.values() if program is text)
    (expected,) = interpret(text, _copies(good))
    np.testing.assert_array_equal(function(*_copies(good)), expected)


@pytest.mark.parametrize("interpreted", [False, True], ids=["compiled", "interpreted"])
@pytest.mark.parametrize("name", ["stride_zero", "reshape_count", "scatter_fewer_indices"])
def test_ai_runner_exits_with_status_1(name, interpreted, tmp_path):
    """In a child process: a stride of 0 killed the process with SIGFPE, the others read out of bounds."""
    text, inputs, line, message = BAD[name]
    program = tmp_path / "checks.mlir"
    program.write_text(text)
    np.savez(tmp_path / "inputs.npz", **{f"arg{k}": array for k, array in enumerate(inputs)})
    mode = ["--interpret"] if interpreted else []
    done = run_tool("ai-runner", str(program), "--inputs", str(tmp_path / "inputs.npz"), *mode)
    assert done.returncode == 1, done.stderr
    if interpreted:
        message = message.replace("'mhlo.", "'stablehlo.")
    assert f"checks.mlir:{line}:" in done.stderr and message in done.stderr, done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr


UPDATE_SLICE = """
func.func @main(%a: tensor<?xf32>, %u: tensor<2xf32>, %i: tensor<i32>) -> tensor<?xf32> {
  %r = stablehlo.dynamic_update_slice %a, %u, %i : (tensor<?xf32>, tensor<2xf32>, tensor<i32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""


@pytest.mark.parametrize(
    "text, inputs",
    [
        (SCATTER, GOOD["scatter_skips"][1]),
        (UPDATE_SLICE, [_f32(5), _f32(2), np.array(1, np.int32)]),
    ],
    ids=["scatter", "dynamic_update_slice"],
)
def test_inputs_are_not_written(text, inputs):
    """Entry arguments are the caller's arrays: an op that updates one writes a copy (it wrote over the input)."""
    arrays = _copies(inputs)
    (expected,) = interpret(text, _copies(inputs))
    np.testing.assert_array_equal(_compiled(text)(*arrays), expected)
    for array, original in zip(arrays, inputs):
        np.testing.assert_array_equal(array, original)


CHLO_DYNAMIC_RESHAPE = """
func.func @main(%a: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %r = "chlo.dynamic_reshape"(%a, %s) : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""


@pytest.mark.parametrize(
    "shape, message",
    [
        ([4, -1], "output shape has a different number of elements than operand #0"),
        ([-1, -1], "output shape (operand #1) has a negative size in dimension 0"),
        ([0, -1], "output shape (operand #1) has a negative size in dimension 1"),
    ],
)
def test_chlo_dynamic_reshape_resolves_and_checks_as_compiled(shape, message):
    """chlo.dynamic_reshape's -1 is resolved as chlo-legalize-to-mhlo does, then checked as mhlo.dynamic_reshape
    (the interpreter raised numpy's ValueError)."""
    function = _compiled(CHLO_DYNAMIC_RESHAPE)
    inputs = [_f32(6), np.array(shape, np.int64)]
    with pytest.raises(RuntimeCheckError) as raised:
        function(*inputs)
    assert f"'mhlo.dynamic_reshape' op {message}" in raised.value.message
    assert raised.value.location.line == 3
    with pytest.raises(RuntimeCheckError, match=re.escape(f"'chlo.dynamic_reshape' op {message}")) as interpreted:
        interpret(CHLO_DYNAMIC_RESHAPE, inputs)
    assert interpreted.value.to_diagnostic().location.line == 3
    good = [_f32(6), _i64(-1, 3)]
    (expected,) = interpret(CHLO_DYNAMIC_RESHAPE, good)
    np.testing.assert_array_equal(function(*good), expected)


UNSIGNED_DYNAMIC_RESHAPE = """
func.func @main(%a: tensor<?xf32>, %s: tensor<2x{element}>) -> tensor<?x?xf32> {
  %r = {name}(%a, %s) : (tensor<?xf32>, tensor<2x{element}>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""


@pytest.mark.parametrize("name", ['"chlo.dynamic_reshape"', '"stablehlo.dynamic_reshape"'])
@pytest.mark.parametrize("dtype", [np.uint32, np.uint64])
def test_dynamic_reshape_by_an_unsigned_shape_as_interpreted(name, dtype):
    """An unsigned shape holds no -1 (chlo.dynamic_reshape was refused: "failed to legalize operation
    'chlo.dynamic_reshape'"), and its sizes are read unsigned: a ui32 size of 2**32 - 1 by an empty operand is
    that size (it was sign-extended to -1 by tensor.reshape: numpy's "negative dimensions are not allowed");
    the type's largest value by 6 elements is rejected by the element count, located at the op."""
    element = "ui32" if dtype == np.uint32 else "ui64"
    text = UNSIGNED_DYNAMIC_RESHAPE.replace("{element}", element).replace("{name}", name)
    function = _compiled(text)
    largest = np.iinfo(dtype).max
    good = [[_f32(6), np.array([3, 2], dtype)], [_f32(6), np.array([1, 6], dtype)]]
    if dtype == np.uint32:
        good += [[_f32(0), np.array([largest, 0], dtype)], [_f32(0), np.array([0, 1 << 31], dtype)]]
    for inputs in good:
        (expected,) = interpret(text, _copies(inputs))
        result = function(*_copies(inputs))
        assert result.shape == expected.shape
        np.testing.assert_array_equal(result, expected)
    for shape in ([largest, 3], [largest, largest], [2, 2]):
        inputs = [_f32(6), np.array(shape, dtype)]
        message = "op output shape has a different number of elements than operand #0"
        with pytest.raises(RuntimeCheckError, match=re.escape(message)) as raised:
            function(*_copies(inputs))
        assert raised.value.location.line == 3
        with pytest.raises(RuntimeCheckError, match=re.escape(message)):
            interpret(text, _copies(inputs))


def test_an_empty_result_numpy_cannot_hold_is_a_run_time_error():
    """A ui64 size of 2**64 - 1 by an empty operand: compiled code saturates it and makes an empty result whose
    shape numpy refuses (ValueError "array is too big" escaped from the call); both sides now fail with a
    RuntimeCheckError (the interpreter's: numpy's refusal at the op, the compiled call's: at the entry)."""
    text = UNSIGNED_DYNAMIC_RESHAPE.replace("{element}", "ui64").replace("{name}", '"stablehlo.dynamic_reshape"')
    inputs = [_f32(0), np.array([np.iinfo(np.uint64).max, 0], np.uint64)]
    with pytest.raises(RuntimeCheckError, match=re.escape("result of shape [9223372036854775807, 0] is not a numpy")):
        _compiled(text)(*_copies(inputs))
    with pytest.raises(RuntimeCheckError):
        interpret(text, _copies(inputs))
