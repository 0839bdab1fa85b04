"""Reference semantics of reduce, reduce_window, select_and_scatter, sort, map and topk.

Regions run as `reduction_support` runs them. Reductions fold in index
order, which the StableHLO spec allows (it leaves the schedule open).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

import numpy as np

from aiopt.dialects.hlo.reduction_support import has_scalar_reducer
from aiopt.dialects.hlo.reductions import Window
from aiopt.dialects.hlo.types import element_type_of
from aiopt.reference.hlo.elementwise import total_order_key
from aiopt.reference.hlo.reduction_support import Reducer, apply_region, results_of
from aiopt.reference.semantics import Implementations

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def _require_scalar_reducer(op) -> None:
    if not has_scalar_reducer(op.body):
        raise NotImplementedError(
            f"{op.name} with accumulators of a rank above 0 is not supported by the reference interpreter"
        )


@IMPLEMENTATIONS.register("reduce")
def reduce(interpreter, op, args):
    _require_scalar_reducer(op)
    count = len(op.inputs)
    inputs, inits = args[:count], args[count:]
    dimensions = list(op.reduced_dimensions)
    kept = [d for d in range(inputs[0].ndim) if d not in dimensions]
    kept_shape = tuple(inputs[0].shape[d] for d in kept)
    length = int(np.prod([inputs[0].shape[d] for d in dimensions], dtype=np.int64))
    # Reduced dimensions last, flattened into one: element k of every row is folded in at step k.
    rows = [np.transpose(x, kept + dimensions).reshape(*kept_shape, length) for x in inputs]
    reducer = Reducer(interpreter, op.body)
    accumulators = reducer.initial(inits, kept_shape)
    if reducer.ufunc is not None and length:
        folded = reducer.ufunc.reduce(reducer.cast(rows[0], 0), axis=-1)
        return results_of(op, [reducer.ufunc(accumulators[0], folded)])
    for step in range(length):
        accumulators = reducer(accumulators, [row[..., step] for row in rows])
    return results_of(op, accumulators)


def dilate_and_pad(x: np.ndarray, fill: np.ndarray, window: Window) -> np.ndarray:
    """`x` with `fill` between elements (base dilation) and around them (padding; negative padding crops)."""
    shape = [(size - 1) * dilation + 1 if size else 0 for size, dilation in zip(x.shape, window.base_dilations)]
    dilated = np.full(shape, fill, dtype=x.dtype)
    dilated[tuple(slice(None, None, d) for d in window.base_dilations)] = x
    padded = np.pad(dilated, [(max(lo, 0), max(hi, 0)) for lo, hi in window.padding], constant_values=fill)
    return padded[
        tuple(slice(max(-lo, 0), size - max(-hi, 0)) for (lo, hi), size in zip(window.padding, padded.shape))
    ]


def window_slices(window: Window, offset: Sequence[int], output_shape: Sequence[int]) -> tuple[slice, ...]:
    """Where the element at `offset` inside the window lies, for every window position, in the padded input."""
    slices = []
    for dim, count in enumerate(output_shape):
        start = offset[dim] * window.window_dilations[dim]
        stop = start + (count - 1) * window.strides[dim] + 1 if count else start
        slices.append(slice(start, stop, window.strides[dim]))
    return tuple(slices)


@IMPLEMENTATIONS.register("reduce_window")
def reduce_window(interpreter, op, args):
    _require_scalar_reducer(op)
    count = len(op.inputs)
    inputs, inits = args[:count], args[count:]
    window = Window.of(op.properties, op.inputs[0].type)
    reducer = Reducer(interpreter, op.body)
    padded = [
        dilate_and_pad(reducer.cast(x, i), reducer.cast(init, i), window)
        for i, (x, init) in enumerate(zip(inputs, inits))
    ]
    output_shape = window.output_shape(inputs[0].shape)
    accumulators = reducer.initial(inits, output_shape)
    for offset in np.ndindex(*window.dimensions):
        where = window_slices(window, offset, output_shape)
        accumulators = reducer(accumulators, [p[where] for p in padded])
    return results_of(op, accumulators)


@IMPLEMENTATIONS.register("select_and_scatter")
def select_and_scatter(interpreter, op, args):
    operand, source, init = args
    window = Window.of(op.properties, op.operand.type)
    scatter = Reducer(interpreter, op.scatter)
    result = scatter.initial([init], operand.shape)[0]

    def keeps(selected: tuple[int, ...], candidate: tuple[int, ...]) -> bool:
        pair = (np.asarray(operand[selected]), np.asarray(operand[candidate]))
        return bool(interpreter.run_ssacfg_region(op.select, pair)[0])

    for source_index in np.ndindex(*source.shape):
        selected = None
        # Padding is never selected: only operand elements inside the window compete.
        for offset in np.ndindex(*window.dimensions):
            index = tuple(
                position * stride + step - low
                for position, stride, step, (low, _) in zip(source_index, window.strides, offset, window.padding)
            )
            inside = all(0 <= i < size for i, size in zip(index, operand.shape))
            if inside and (selected is None or not keeps(selected, index)):
                selected = index
        if selected is not None:
            result[selected] = scatter([result[selected]], [source[source_index]])[0]
    return results_of(op, [result])


@IMPLEMENTATIONS.register("sort")
def sort(interpreter, op, args):
    def less(pairs: tuple[np.ndarray, ...]) -> bool:
        return bool(interpreter.run_ssacfg_region(op.comparator, pairs)[0])

    return results_of(op, sort_along(args, op.sort_dimension, less))


def sort_along(
    arrays: Sequence[np.ndarray], dimension: int, less: Callable[[tuple[np.ndarray, ...]], bool]
) -> list[np.ndarray]:
    """`arrays` (of one shape) sorted together along `dimension`, stably, by `less`, which gets two elements of
    every array interleaved (lhs_0, rhs_0, lhs_1, rhs_1, ... as 0-d arrays) and says whether lhs sorts first
    (a sort's comparator; also custom_call @ApproxTopK's)."""
    rows = [np.moveaxis(np.asarray(x), dimension, -1) for x in arrays]
    sorted_rows = [row.copy() for row in rows]
    for index in np.ndindex(*rows[0].shape[:-1]):
        line = [row[index] for row in rows]

        def before(i: int, j: int, line=line) -> bool:
            return less(tuple(np.asarray(value) for values in line for value in (values[i], values[j])))

        # Python's sort is stable and compares only with `<`: one comparator call per comparison.
        order = sorted(range(rows[0].shape[-1]), key=functools.cmp_to_key(lambda i, j: -1 if before(i, j) else 0))
        for sorted_row, values in zip(sorted_rows, line):
            sorted_row[index] = values[order]
    return [np.moveaxis(row, -1, dimension) for row in sorted_rows]


@IMPLEMENTATIONS.register("map")
def map_(interpreter, op, args):
    return results_of(op, apply_region(interpreter, op.computation, args, [element_type_of(op.result.type)]))


@IMPLEMENTATIONS.register("topk")
def topk(interpreter, op, args):
    (x,) = args
    k = op.k.value.data
    # Floats are ordered totally, as chlo.top_k's are (and as both lower): -0 < +0, NaNs at the ends.
    keys = total_order_key(x) if x.dtype.kind == "f" else x
    if op.selects_largest:
        # A stable descending order: sort the reversed row ascending, then reverse back.
        width = x.shape[-1]
        order = width - 1 - np.flip(np.argsort(np.flip(keys, -1), axis=-1, kind="stable"), -1)
    else:
        order = np.argsort(keys, axis=-1, kind="stable")
    indices = order[..., :k]
    return results_of(op, [np.take_along_axis(x, indices, axis=-1), indices])
