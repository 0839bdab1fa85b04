"""Reference semantics of reduce, reduce_window, select_and_scatter, sort, map and topk.

Regions run as `reduction_support` runs them. Reductions fold in index
order, which the StableHLO spec allows (it leaves the schedule open).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from itertools import permutations
from typing import NamedTuple

import numpy as np
from xdsl.ir import BlockArgument, OpResult, Region, SSAValue

from aiopt.dialects.hlo.attrs import enum_value
from aiopt.dialects.hlo.reduction_support import has_scalar_reducer
from aiopt.dialects.hlo.reductions import Window
from aiopt.dialects.hlo.types import element_type_of
from aiopt.reference.hlo import numpy_dtype
from aiopt.reference.hlo.core import elements_to_numpy
from aiopt.reference.hlo.dynamic_reduce_window import body_function, signature_error, window_of
from aiopt.reference.hlo.elementwise import compare_values, comparison_key, total_order_key
from aiopt.reference.hlo.reduction_support import Reducer, apply_region, results_of
from aiopt.reference.semantics import Implementations
from aiopt.support.diagnostics import DiagnosticError, RuntimeCheckError, op_error_message

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
    selection = arg_selection(op.body)
    if selection is not None:
        selected = selection.reduce([reducer.cast(row, i) for i, row in enumerate(rows)], accumulators)
        if selected is not None:
            return results_of(op, selected)
    if reducer.ufunc is not None and length:
        folded = reducer.ufunc.reduce(reducer.cast(rows[0], 0), axis=-1)
        return results_of(op, [reducer.ufunc(accumulators[0], folded)])
    for step in range(length):
        accumulators = reducer(accumulators, [row[..., step] for row in rows])
    return results_of(op, accumulators)


_NATURAL_COMPARE_TYPES = {"f": "FLOAT", "i": "SIGNED", "u": "UNSIGNED"}
"""The comparison type under which numpy's `<`, `>`, `==` compare a dtype kind as `compare` does."""
_OWN_TYPE = ""
"""`_compare_of` of a compare without `compare_type`: its operands compared by their own type (FLOAT, SIGNED or
UNSIGNED by element type, as `comparison_key` leaves them), which is each dtype kind's natural type."""


class ArgSelection(NamedTuple):
    """jax's argmax/argmin reducer (`arg_selection`) over (values, indices): the first NaN wins (and stays);
    otherwise the larger (`GT`) or smaller (`LT`) value, the later of equal ones, with the least index of them."""

    direction: str
    compare_type: str

    def reduce(self, rows: Sequence[np.ndarray], inits: Sequence[np.ndarray]) -> list[np.ndarray] | None:
        """The fold of `rows` (values, indices; reduced along the last axis) from `inits` in one pass, or None
        where the dtypes are not the ones the reducer compares naturally (the region runs then)."""
        values, indices = rows
        natural = _NATURAL_COMPARE_TYPES.get(values.dtype.kind)
        if natural is None or self.compare_type not in (natural, _OWN_TYPE) or indices.dtype.kind != "i":
            return None
        # The fold's sequence: the init first, then the row's elements in order.
        values = np.concatenate([inits[0][..., None], values], axis=-1)
        indices = np.concatenate([inits[1][..., None], indices], axis=-1)
        nan = np.isnan(values) if values.dtype.kind == "f" else np.zeros(values.shape, dtype=bool)
        # Without a NaN: the extreme value by `==` (-0 == +0); the later of equal values is kept, the least index.
        extreme = np.where(nan, values[..., :1], values)
        extreme = (extreme.max if self.direction == "GT" else extreme.min)(axis=-1, keepdims=True)
        equal = values == extreme
        last = values.shape[-1] - 1 - np.argmax(equal[..., ::-1], axis=-1)
        least = np.where(equal, indices, np.iinfo(indices.dtype).max).min(axis=-1)
        # With a NaN: the first NaN and its index (`x != x` keeps the accumulator from then on).
        first_nan = np.argmax(nan, axis=-1)
        has_nan = nan.any(axis=-1)
        where = np.where(has_nan, first_nan, last)[..., None]
        value = np.take_along_axis(values, where, axis=-1)[..., 0]
        index = np.where(has_nan, np.take_along_axis(indices, first_nan[..., None], axis=-1)[..., 0], least)
        return [value, index.astype(indices.dtype, copy=False)]


def _compare_of(value: SSAValue, direction: str, lhs: SSAValue, rhs: SSAValue) -> str | None:
    """The comparison type of `value` if it is exactly `compare <direction>, lhs, rhs` (`_OWN_TYPE` where it
    has none), else None."""
    if _hlo_name(value) != "compare" or value.op.direction != direction or list(value.op.operands) != [lhs, rhs]:
        return None
    return _compare_type(value.op) or _OWN_TYPE


def _binary_of(value: SSAValue, name: str) -> tuple[SSAValue, ...] | None:
    return tuple(value.op.operands) if _hlo_name(value) == name else None


def arg_selection(region: Region) -> ArgSelection | None:
    """The `ArgSelection` of a reduce body exactly as jax exports argmax (`GT`) and argmin (`LT`); None for
    any other body (a different direction, comparison type, operand order or structure runs the region):

        ^bb0(%a: tensor<f32>, %ai: tensor<i32>, %b: tensor<f32>, %bi: tensor<i32>):
          %0 = stablehlo.compare GT, %a, %b, FLOAT
          %1 = stablehlo.compare NE, %a, %a, FLOAT
          %p = stablehlo.or %0, %1
          %2 = stablehlo.compare EQ, %a, %b, FLOAT
          %3 = stablehlo.compare LT, %ai, %bi, SIGNED
          %4 = stablehlo.and %2, %3
          %q = stablehlo.or %p, %4
          %v = stablehlo.select %p, %a, %b
          %i = stablehlo.select %q, %ai, %bi
          stablehlo.return %v, %i
    """
    block = region.block
    terminator = block.last_op
    if len(block.args) != 4 or terminator is None or len(terminator.operands) != 2:
        return None
    a, ai, b, bi = block.args
    value, index = terminator.operands
    if _binary_of(value, "select") is None or _binary_of(index, "select") is None:
        return None
    p, *picked = value.op.operands
    q, *picked_index = index.op.operands
    if picked != [a, b] or picked_index != [ai, bi]:
        return None
    better_or_nan = _binary_of(p, "or")
    either = _binary_of(q, "or")
    if better_or_nan is None or either is None or len(better_or_nan) != 2 or either[0] != p:
        return None
    tie = _binary_of(either[1], "and")
    if tie is None:
        return None
    for direction in ("GT", "LT"):
        compare_type = _compare_of(better_or_nan[0], direction, a, b)
        if compare_type is not None:
            break
    else:
        return None
    if (
        _compare_of(better_or_nan[1], "NE", a, a) != compare_type
        or _compare_of(tie[0], "EQ", a, b) != compare_type
        or _compare_of(tie[1], "LT", ai, bi) not in ("SIGNED", _OWN_TYPE)
    ):
        return None
    return ArgSelection(direction, compare_type)


def dilate_and_pad(x: np.ndarray, fill: np.ndarray, window: Window) -> np.ndarray:
    """`x` with `fill` between elements (base dilation) and around them (padding; negative padding crops)."""
    shape = [(size - 1) * dilation + 1 if size else 0 for size, dilation in zip(x.shape, window.base_dilations)]
    dilated = np.full(shape, fill, dtype=x.dtype)
    dilated[tuple(slice(None, None, d) for d in window.base_dilations)] = x
    widths = [(max(lo, 0), max(hi, 0)) for lo, hi in window.padding]
    # numpy reads an empty list of widths (rank 0) as a float array and refuses it.
    padded = np.pad(dilated, widths, constant_values=fill) if widths else dilated
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
    window = Window.of(op.properties, op.inputs[0].type)
    return results_of(op, windowed(Reducer(interpreter, op.body), args[:count], args[count:], window))


def dynamic_reduce_window(interpreter, op, args):
    """`custom_call @stablehlo.dynamic_reduce_window`: reduce_window with its window from the trailing operands
    (reference/hlo/dynamic_reduce_window.py)."""
    error = signature_error(op)
    if error is not None:
        raise DiagnosticError(op_error_message(op, error), op)
    count = len(op.results)
    window = window_of(args[2 * count :])
    if isinstance(window, str):
        raise RuntimeCheckError(op_error_message(op, window), op)
    reducer = Reducer(interpreter, body_function(op).body)
    return results_of(op, windowed(reducer, args[:count], args[count : 2 * count], window))


def windowed(reducer: Reducer, inputs: Sequence[np.ndarray], inits: Sequence[np.ndarray], window: Window):
    """The accumulators of reduce_window: `reducer` over each `window` position of the inputs, from `inits`."""
    padded = [
        dilate_and_pad(reducer.cast(x, i), reducer.cast(init, i), window)
        for i, (x, init) in enumerate(zip(inputs, inits))
    ]
    output_shape = window.output_shape(inputs[0].shape)
    accumulators = reducer.initial(inits, output_shape)
    for offset in np.ndindex(*window.dimensions):
        where = window_slices(window, offset, output_shape)
        accumulators = reducer(accumulators, [p[where] for p in padded])
    return accumulators


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
    keys = comparator_keys(op.comparator)
    if keys is not None:
        rows = [np.moveaxis(np.asarray(x), op.sort_dimension, -1) for x in args]
        order = keys.order(rows)
        if order is not None:
            return results_of(
                op, [np.moveaxis(np.take_along_axis(row, order, -1), -1, op.sort_dimension) for row in rows]
            )

    def less(pairs: tuple[np.ndarray, ...]) -> bool:
        return bool(interpreter.run_ssacfg_region(op.comparator, pairs)[0])

    return results_of(op, sort_along(args, op.sort_dimension, less))


_HLO_DIALECTS = ("stablehlo", "mhlo")
_KEY_OPS = ("constant", "compare", "select")
"""The ops a key of `SortKeys` may be computed with from the elements (jnp.sort's comparator canonicalizes its
floats with them: -0 as +0, every NaN as one)."""


def _hlo_name(value: SSAValue) -> str | None:
    """The HLO op name (without its dialect) that defines `value`, if an HLO op does."""
    if not isinstance(value, OpResult):
        return None
    dialect, _, name = value.op.name.partition(".")
    return name if dialect in _HLO_DIALECTS else None


def _compare_type(op) -> str | None:
    return enum_value(op.compare_type) if op.compare_type is not None else None


def _mirrored(lhs: SSAValue, rhs: SSAValue) -> bool:
    """Whether `lhs` is computed from the lhs elements of the comparator (block arguments 2k) as `rhs` is from
    the rhs ones (2k + 1), by the same `_KEY_OPS` (equal constants, or one constant used on both sides)."""
    if isinstance(lhs, BlockArgument) and isinstance(rhs, BlockArgument):
        return lhs.index % 2 == 0 and rhs.index == lhs.index + 1
    name = _hlo_name(lhs)
    if name not in _KEY_OPS or _hlo_name(rhs) != name:
        return False
    left, right = lhs.op, rhs.op
    return (
        left.name == right.name
        and lhs.type == rhs.type
        and left.properties == right.properties
        and left.attributes == right.attributes
        and all(_mirrored(a, b) for a, b in zip(left.operands, right.operands, strict=True))
    )


class _Key(NamedTuple):
    lhs: SSAValue
    """The lhs element's key (`rhs` is computed in the same way from the rhs elements: `_mirrored`)."""
    compare_type: str | None
    descending: bool


def _ordering(value: SSAValue, direction: str) -> _Key | None:
    """`value` as a key if it is `compare <direction>` (or its mirror: GT for LT) of two mirrored values."""
    if _hlo_name(value) != "compare" or value.op.direction not in ("LT", "GT", "EQ"):
        return None
    op = value.op
    lhs, rhs = op.operands
    flips = {"LT": "GT", "GT": "LT", "EQ": "EQ"}
    if _mirrored(lhs, rhs) and op.direction == direction:
        return _Key(lhs, _compare_type(op), direction == "GT")
    if _mirrored(rhs, lhs) and flips[op.direction] == direction:
        return _Key(rhs, _compare_type(op), direction == "GT")
    return None


def _lexicographic(value: SSAValue) -> list[_Key] | None:
    """The keys of `value` if it is `compare LT|GT` of one key, or jax's lexicographic form
    `or(less(k1), and(equal(k1), <the rest>))` (either operand of `or` and `and` first)."""
    for direction in ("LT", "GT"):
        if (key := _ordering(value, direction)) is not None:
            return [key]
    if _hlo_name(value) != "or":
        return None
    for first, tie in permutations(value.op.operands):
        if _hlo_name(tie) != "and":
            continue
        for direction in ("LT", "GT"):
            key = _ordering(first, direction)
            if key is None:
                continue
            for equal, rest in permutations(tie.op.operands):
                same = _ordering(equal, "EQ")
                if same is None or (same.lhs, same.compare_type) != (key.lhs, key.compare_type):
                    continue
                if (keys := _lexicographic(rest)) is not None:
                    return [key, *keys]
    return None


class SortKeys(NamedTuple):
    """A comparator that is a strict lexicographic order of keys computed from the elements (`comparator_keys`):
    a sort by it is numpy's stable sort of the keys, which is what a stable sort by the comparator gives."""

    keys: list[_Key]

    def order(self, rows: Sequence[np.ndarray]) -> np.ndarray | None:
        """The stable sorting permutation of `rows` (the sort's operands, sorted along their last axis), or None
        where the comparator is not a strict weak order there (a float key with a NaN under FLOAT comparison:
        `a < NaN` and `NaN < a` are false while `a < b`, and a stable sort's result depends on its algorithm)."""
        values: dict[SSAValue, np.ndarray] = {}
        ranks = []
        for key in self.keys:
            x = _key_values(key.lhs, rows, values)
            if x.dtype.kind == "c":
                return None
            x = comparison_key(x, key.compare_type)
            if x.dtype.kind == "f" and np.isnan(x).any():
                return None
            # Dense ranks order the keys as numpy's `<` does (and make them equal where `==` holds: -0, +0).
            rank = np.unique(x, return_inverse=True)[1].reshape(x.shape).astype(np.int64)
            ranks.append(-rank if key.descending else rank)
        shape = rows[0].shape
        if not shape[-1]:
            return np.zeros(shape, dtype=np.intp)
        return np.lexsort([np.broadcast_to(rank, shape) for rank in reversed(ranks)], axis=-1)


def _key_values(value: SSAValue, rows: Sequence[np.ndarray], values: dict[SSAValue, np.ndarray]) -> np.ndarray:
    """The lhs key `value` (of `_KEY_OPS`) for every element of `rows` at once."""
    if value in values:
        return values[value]
    if isinstance(value, BlockArgument):
        result = rows[value.index // 2]
    else:
        op = value.op
        operands = [_key_values(operand, rows, values) for operand in op.operands]
        name = _hlo_name(value)
        if name == "constant":
            result = elements_to_numpy(op.value, op.output.type)
        elif name == "compare":
            result = compare_values(op.direction, _compare_type(op), *operands)
        else:
            result = np.where(*operands)
        result = np.asarray(result).astype(numpy_dtype(element_type_of(value.type)), copy=False)
    values[value] = result
    return result


def comparator_keys(region: Region) -> SortKeys | None:
    """The keys of a comparator that returns a lexicographic order of keys directly (`_lexicographic`), for
    `SortKeys.order`; None for any other comparator (run in Python at each comparison then)."""
    block = region.block
    terminator = block.last_op
    if terminator is None or len(terminator.operands) != 1:
        return None
    keys = _lexicographic(terminator.operands[0])
    return SortKeys(keys) if keys else None


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


def check_row_holds_k(op, x: np.ndarray, k: int) -> None:
    """A located RuntimeCheckError unless the rows of `x` (its last dimension, known only at run time where the
    verifier could not check it) hold `k` elements: chlo.top_k's and mhlo.topk's verifier message, which
    compiled code's `cf.assert` gives too (TopKToLoops)."""
    if x.shape[-1] < k:
        raise RuntimeCheckError(op_error_message(op, f"operand's last dimension must be at least {k}"), op)


@IMPLEMENTATIONS.register("topk")
def topk(interpreter, op, args):
    (x,) = args
    k = op.k.value.data
    check_row_holds_k(op, x, k)
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
