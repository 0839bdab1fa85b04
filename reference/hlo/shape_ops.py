"""Reference semantics of the shape HLO ops, following the StableHLO specification.

Start indices of dynamic_slice and dynamic_update_slice are clamped so that
the slice stays inside the operand. A run-time shape that contradicts the
static result type (a dynamic_reshape to a shape of another size, say) is
an error at the op.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from aiopt.dialects.hlo.shape_ops import pad_size
from aiopt.dialects.hlo.types import DYNAMIC, element_type_of, shape_of
from aiopt.reference.hlo import as_result
from aiopt.reference.semantics import Implementations
from aiopt.support.broadcasting import minimum_broadcast_shapes
from aiopt.support.diagnostics import DiagnosticError, RuntimeCheckError, op_error_message

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def _fail(op, message: str) -> DiagnosticError:
    """The error for run-time values that break the op's rules."""
    return DiagnosticError(op_error_message(op, message), op)


def _result(op, value, index: int = 0) -> np.ndarray:
    """`value` as result `index` of `op`: its dtype, and a shape the result type allows."""
    result_type = op.result_types[index]
    array = as_result(value, element_type_of(result_type))
    expected = shape_of(result_type)
    if expected is not None and (
        len(expected) != array.ndim or any(d not in (DYNAMIC, s) for d, s in zip(expected, array.shape))
    ):
        message = f"computed a result of shape {list(array.shape)}, but its type is {result_type}"
        raise RuntimeCheckError(op_error_message(op, message), op)
    return array


def _ints(array: np.ndarray) -> list[int]:
    return [int(v) for v in np.asarray(array).reshape(-1)]


def _output_shape(op, array: np.ndarray) -> list[int]:
    """The sizes a shape operand holds; a negative one is an error at the op."""
    shape = _ints(array)
    for dim, size in enumerate(shape):
        if size < 0:
            raise _fail(op, f"output shape has a negative size {size} in dimension {dim}")
    return shape


# ---------------------------------------------------------------------------
# Broadcasts


def broadcast_in_dim(operand: np.ndarray, shape: Sequence[int], dims: Sequence[int]) -> np.ndarray:
    """Broadcast `operand` to `shape`, operand dimension i becoming dimension `dims[i]`."""
    # Order the operand dimensions as they appear in the result, give the
    # missing dimensions size 1, then let numpy broadcast the size-1 ones.
    order = sorted(range(len(dims)), key=lambda i: dims[i])
    aligned = np.transpose(operand, order)
    expanded = [1] * len(shape)
    for i in order:
        expanded[dims[i]] = operand.shape[i]
    return np.broadcast_to(aligned.reshape(expanded), tuple(shape))


@IMPLEMENTATIONS.register("broadcast")
def broadcast(interpreter, op, args):
    (operand,) = args
    return (_result(op, np.broadcast_to(operand, (*op.ints("broadcast_sizes"), *operand.shape))),)


@IMPLEMENTATIONS.register("broadcast_in_dim")
def broadcast_in_dim_(interpreter, op, args):
    shape = op.result.type.get_shape()
    return (_result(op, broadcast_in_dim(args[0], shape, op.ints("broadcast_dimensions"))),)


@IMPLEMENTATIONS.register("dynamic_broadcast_in_dim")
def dynamic_broadcast_in_dim(interpreter, op, args):
    operand, output_dimensions = args
    shape, dims = _output_shape(op, output_dimensions), op.ints("broadcast_dimensions")
    for index, dim in enumerate(dims):
        if operand.shape[index] not in (1, shape[dim]):
            raise _fail(
                op, f"cannot broadcast operand dimension {index} of size {operand.shape[index]} to {shape[dim]}"
            )
    return (_result(op, broadcast_in_dim(operand, shape, dims)),)


# ---------------------------------------------------------------------------
# Reshapes and transposes


def _reshape(op, operand: np.ndarray, shape: Sequence[int]) -> np.ndarray:
    if int(np.prod(shape)) != operand.size:
        raise _fail(op, f"cannot reshape {operand.size} elements to shape {list(shape)}")
    return operand.reshape(shape)


@IMPLEMENTATIONS.register("reshape")
def reshape(interpreter, op, args):
    return (_result(op, _reshape(op, args[0], op.result.type.get_shape())),)


@IMPLEMENTATIONS.register("dynamic_reshape")
def dynamic_reshape(interpreter, op, args):
    return (_result(op, _reshape(op, args[0], _ints(args[1]))),)


@IMPLEMENTATIONS.register("transpose")
def transpose(interpreter, op, args):
    return (_result(op, np.transpose(args[0], op.ints("permutation"))),)


@IMPLEMENTATIONS.register("copy")
def copy(interpreter, op, args):
    (operand,) = args
    return (operand.copy() if isinstance(operand, np.ndarray) else operand,)


# ---------------------------------------------------------------------------
# Concatenate, slices and pads


@IMPLEMENTATIONS.register("concatenate")
def concatenate(interpreter, op, args):
    return (_result(op, np.concatenate(args, axis=op.int_value("dimension"))),)


def _slice(operand: np.ndarray, starts: Sequence[int], limits: Sequence[int], strides: Sequence[int]) -> np.ndarray:
    return operand[tuple(slice(s, lim, st) for s, lim, st in zip(starts, limits, strides))]


@IMPLEMENTATIONS.register("slice")
def slice_(interpreter, op, args):
    starts, limits, strides = (op.ints(name) for name in op.INDEX_LISTS)
    return (_result(op, _slice(args[0], starts, limits, strides)),)


@IMPLEMENTATIONS.register("real_dynamic_slice")
def real_dynamic_slice(interpreter, op, args):
    operand, *bounds = args
    starts, limits, strides = (_ints(bound) for bound in bounds)
    for size, start, limit, stride in zip(operand.shape, starts, limits, strides):
        if not 0 <= start <= limit <= size or stride <= 0:
            raise _fail(op, f"cannot slice [{start}:{limit}:{stride}] from a dimension of size {size}")
    return (_result(op, _slice(operand, starts, limits, strides)),)


def clamped_starts(starts: Sequence[int], operand_shape: Sequence[int], sizes: Sequence[int]) -> list[int]:
    """Start indices moved into [0, operand size - slice size], as dynamic_slice and dynamic_update_slice do."""
    return [min(max(start, 0), dim - size) for start, dim, size in zip(starts, operand_shape, sizes)]


@IMPLEMENTATIONS.register("dynamic_slice")
def dynamic_slice(interpreter, op, args):
    operand, *indices = args
    sizes = op.ints("slice_sizes")
    starts = clamped_starts(_ints(indices), operand.shape, sizes)
    return (_result(op, operand[tuple(slice(s, s + n) for s, n in zip(starts, sizes))]),)


@IMPLEMENTATIONS.register("dynamic_update_slice")
def dynamic_update_slice(interpreter, op, args):
    operand, update, *indices = args
    starts = clamped_starts(_ints(indices), operand.shape, update.shape)
    result = operand.copy()
    result[tuple(slice(s, s + n) for s, n in zip(starts, update.shape))] = update
    return (_result(op, result),)


def pad(
    operand: np.ndarray, padding_value, low: Sequence[int], high: Sequence[int], interior: Sequence[int]
) -> np.ndarray:
    """Pad with `interior` values between elements and `low`/`high` at the edges; negative edges cut."""
    # Pad by the non-negative amounts first, then cut what negative edges remove.
    dilated = [n + max(n - 1, 0) * inner for n, inner in zip(operand.shape, interior)]
    grown = [max(lo, 0) + d + max(hi, 0) for d, lo, hi in zip(dilated, low, high)]
    result = np.full(grown, padding_value, dtype=operand.dtype)
    placed = tuple(slice(max(lo, 0), max(lo, 0) + d, inner + 1) for d, lo, inner in zip(dilated, low, interior))
    result[placed] = operand
    return result[tuple(slice(max(-lo, 0), size - max(-hi, 0)) for size, lo, hi in zip(grown, low, high))]


@IMPLEMENTATIONS.register("pad")
def pad_(interpreter, op, args):
    operand, padding_value = args
    low, high, interior = (op.ints(name) for name in op.PADDINGS)
    return (_result(op, pad(operand, padding_value, low, high, interior)),)


@IMPLEMENTATIONS.register("dynamic_pad")
def dynamic_pad(interpreter, op, args):
    operand, padding_value, *paddings = args
    low, high, interior = (_ints(padding) for padding in paddings)
    for size, lo, hi, inner in zip(operand.shape, low, high, interior):
        if inner < 0 or pad_size(size, lo, hi, inner) < 0:
            raise _fail(op, f"cannot pad a dimension of size {size} by low {lo}, high {hi}, interior {inner}")
    return (_result(op, pad(operand, padding_value, low, high, interior)),)


@IMPLEMENTATIONS.register("reverse")
def reverse(interpreter, op, args):
    return (_result(op, np.flip(args[0], axis=op.ints("dimensions"))),)


# ---------------------------------------------------------------------------
# Iota and dimension sizes


def iota(shape: Sequence[int], dimension: int) -> np.ndarray:
    """0, 1, 2, ... along `dimension` of an array of `shape`."""
    counts = np.arange(shape[dimension]).reshape([-1 if d == dimension else 1 for d in range(len(shape))])
    return np.broadcast_to(counts, tuple(shape))


@IMPLEMENTATIONS.register("iota")
def iota_(interpreter, op, args):
    return (_result(op, iota(op.output.type.get_shape(), op.int_value("iota_dimension"))),)


@IMPLEMENTATIONS.register("dynamic_iota")
def dynamic_iota(interpreter, op, args):
    return (_result(op, iota(_output_shape(op, args[0]), op.int_value("iota_dimension"))),)


@IMPLEMENTATIONS.register("get_dimension_size")
def get_dimension_size(interpreter, op, args):
    return (_result(op, args[0].shape[op.int_value("dimension")]),)


@IMPLEMENTATIONS.register("set_dimension_size")
def set_dimension_size(interpreter, op, args):
    operand, size = args
    dimension = op.int_value("dimension")
    if not 0 <= int(size) <= operand.shape[dimension]:
        raise _fail(op, f"size {int(size)} is out of bounds for a dimension of size {operand.shape[dimension]}")
    # The operand's static size is a bound; the dimension keeps its first `size` elements.
    return (_result(op, np.take(operand, np.arange(int(size)), axis=dimension)),)


@IMPLEMENTATIONS.register("compute_reshape_shape")
def compute_reshape_shape(interpreter, op, args):
    num_elements, shape = int(args[0]), _ints(args[1])
    known = int(np.prod([s for s in shape if s != -1]))
    if -1 in shape and (known == 0 or num_elements % known):
        raise _fail(op, f"cannot resolve the -1 of shape {shape} for {num_elements} elements")
    return (_result(op, np.array([num_elements // known if s == -1 else s for s in shape])),)


@IMPLEMENTATIONS.register("minimum_broadcast_shapes")
def minimum_broadcast_shapes_(interpreter, op, args):
    shapes = minimum_broadcast_shapes([_ints(shape) for shape in args])
    return tuple(_result(op, np.array(shape, dtype=np.int64), i) for i, shape in enumerate(shapes))
