"""Reference semantics of gather, dynamic_gather, scatter and torch_index_select.

Gather and scatter follow the index computations of the StableHLO spec,
vectorized: every element of gather's result (scatter's updates) gets the
operand index it reads (writes). Gather clamps each slice into the operand;
scatter skips an update window that does not fit, as XLA does, and applies
the remaining updates in row-major order of `updates`.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.hlo.gather_scatter import IndexMapping, gather_result_shape
from aiopt.dialects.hlo.syntax import int_array_values
from aiopt.reference.hlo.reduction_support import Reducer, results_of
from aiopt.reference.semantics import Implementations
from aiopt.support.diagnostics import DiagnosticError, op_error_message

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def as_index(indices: np.ndarray) -> np.ndarray:
    """Integer indices as int64: a uint64 of 2**63 or more saturated to the int64 maximum (an index past every
    size, not the negative number its bits spell in int64)."""
    if indices.dtype == np.uint64:
        return np.minimum(indices, np.uint64(np.iinfo(np.int64).max)).astype(np.int64)
    return indices.astype(np.int64)


def _index_vectors(mapping: IndexMapping, indices: np.ndarray, batch_index: Sequence[np.ndarray]) -> list[np.ndarray]:
    """Component k of the index vector that each batch position selects, for every k."""
    batch = iter(batch_index)
    positions: list[np.ndarray | int | None] = [
        None if d == mapping.index_vector_dim else next(batch) for d in range(indices.ndim)
    ]
    if mapping.index_vector_dim == indices.ndim:
        return [as_index(indices[tuple(positions)])]
    components = []
    for k in range(indices.shape[mapping.index_vector_dim]):
        positions[mapping.index_vector_dim] = k
        components.append(as_index(indices[tuple(positions)]))
    return components


def _operand_indices(
    mapping: IndexMapping,
    operand_shape: Sequence[int],
    indices: np.ndarray,
    windowed_shape: Sequence[int],
    window_sizes: Sequence[int] | None,
) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """(window origin, operand index) per element of a gather result / scatter updates of `windowed_shape`.

    With `window_sizes` (gather's slice sizes) start indices are clamped so
    the window fits; without (scatter) they are left as they are.
    """
    element_index = np.indices(windowed_shape, dtype=np.int64)
    batch_dims = [d for d in range(len(windowed_shape)) if d not in mapping.window_dims]
    batch_index = [element_index[d] for d in batch_dims]
    starts = _index_vectors(mapping, indices, batch_index)
    origin = [np.zeros(windowed_shape, np.int64) for _ in operand_shape]
    for start, operand_dim in zip(starts, mapping.index_map):
        if window_sizes is not None:
            start = np.clip(start, 0, operand_shape[operand_dim] - window_sizes[operand_dim])
        origin[operand_dim] = origin[operand_dim] + start
    indices_batch_dims = mapping.batch_dims(indices.ndim)
    for operand_dim, indices_dim in zip(mapping.operand_batching, mapping.indices_batching):
        origin[operand_dim] = origin[operand_dim] + batch_index[indices_batch_dims.index(indices_dim)]
    operand_index = list(origin)
    for window_dim, operand_dim in zip(mapping.window_dims, mapping.window_operand_dims(len(operand_shape))):
        operand_index[operand_dim] = operand_index[operand_dim] + element_index[window_dim]
    return origin, operand_index


def _gather(op, operand: np.ndarray, indices: np.ndarray, slice_sizes: Sequence[int]):
    try:
        result_shape = gather_result_shape(op.mapping, operand.shape, indices.shape, slice_sizes)
    except VerifyException as err:  # run-time slice sizes of dynamic_gather, or dynamic operand sizes
        raise DiagnosticError(op_error_message(op, str(err)), op) from None
    _, operand_index = _operand_indices(op.mapping, operand.shape, indices, result_shape, slice_sizes)
    return results_of(op, [operand[tuple(operand_index)]])


@IMPLEMENTATIONS.register("gather")
def gather(interpreter, op, args):
    return _gather(op, *args, int_array_values(op.slice_sizes))


@IMPLEMENTATIONS.register("dynamic_gather")
def dynamic_gather(interpreter, op, args):
    operand, indices, slice_sizes = args
    return _gather(op, operand, indices, [int(s) for s in slice_sizes])


@IMPLEMENTATIONS.register("scatter")
def scatter(interpreter, op, args):
    count = len(op.inputs)
    inputs, indices, updates = args[:count], args[count], args[count + 1 :]
    mapping = op.mapping
    operand_shape = inputs[0].shape
    origin, operand_index = _operand_indices(mapping, operand_shape, indices, updates[0].shape, None)
    window_size = [1] * len(operand_shape)
    for window_dim, operand_dim in zip(mapping.window_dims, mapping.window_operand_dims(len(operand_shape))):
        window_size[operand_dim] = updates[0].shape[window_dim]
    fits = np.ones(updates[0].shape, dtype=bool)
    for start, size, bound in zip(origin, window_size, operand_shape):
        fits &= (start >= 0) & (start <= bound - size)  # (start + size overflows for a start near INT64_MAX)
    reducer = Reducer(interpreter, op.update_computation)
    results = [reducer.cast(x, i).copy() for i, x in enumerate(inputs)]
    targets = tuple(index[fits] for index in operand_index)
    if reducer.ufunc is not None:
        reducer.ufunc.at(results[0], targets, reducer.cast(updates[0][fits], 0))
        return results_of(op, results)
    values = [u[fits] for u in updates]
    for position, target in enumerate(zip(*targets)):
        combined = reducer([np.asarray(r[target]) for r in results], [v[position] for v in values])
        for result, value in zip(results, combined):
            result[target] = value
    return results_of(op, results)


def scatter_stays_in_bounds(op, operand_shape: Sequence[int], indices: np.ndarray, update_shape: Sequence[int]) -> bool:
    """Whether every element of a scatter's updates lands inside the operand (no window is skipped)."""
    _, operand_index = _operand_indices(op.mapping, operand_shape, indices, update_shape, None)
    return all(bool(np.all((index >= 0) & (index < size))) for index, size in zip(operand_index, operand_shape))


@IMPLEMENTATIONS.register("torch_index_select")
def torch_index_select(interpreter, op, args):
    operand, index = args
    dim, batch_dims = op.axes
    # Out-of-range indices clamp, as in the gather this op stands for.
    index = np.clip(as_index(index), 0, operand.shape[dim] - 1)
    shape = (*operand.shape[:dim], *index.shape[batch_dims:], *operand.shape[dim + 1 :])
    result = np.empty(shape, dtype=operand.dtype)
    for batch in np.ndindex(*operand.shape[:batch_dims]):
        result[batch] = np.take(operand[batch], index[batch], axis=dim - batch_dims)
    return results_of(op, [result])
