"""Numpy reference semantics of the vector dialect's masked and indexed memory ops: `vector.maskedload`,
`vector.maskedstore`, `vector.expandload`, `vector.compressstore`, `vector.gather`, `vector.scatter`,
`vector.transfer_read` and `vector.transfer_write`.

A lane whose mask bit is off reads and writes nothing (its result is the
pass-through or padding value), so its address may lie anywhere; a lane
that is on must address an element of the base, else it is an error at the
op (upstream's behaviour is undefined). `vector.gather %m[%i, %j] [%idx]`
reads, for lane k, the element `idx[k]` elements past `m[i, j]` in memory
(the innermost dim's direction, as upstream's lowering addresses it):

    %r = vector.gather %m[%c0, %c0] [%idx], %mask, %pass : memref<4x8xf32>, vector<4xi32>, vector<4xi1>,
           vector<4xf32> into vector<4xf32>

with idx = [0, 9, 31, 40] and mask = [1, 1, 1, 0] reads m[0, 0], m[1, 1] and
m[3, 7] and gives pass[3] for the last lane (element 40 is outside the
memref, and is not read); `vector.scatter` writes its lanes to the same
elements. `vector.expandload %m[%i]` reads `m[i + k]` into the k-th lane the
mask selects (in row-major order) and `vector.compressstore` writes that lane
there. A transfer reads the lanes of its transfer dims
(the permutation map's dims; broadcast lanes repeat one element) that lie
inside the source and that its mask selects, and gives the padding value
for the others; a lane outside a dim marked `in_bounds`, or an index of a
dim the map does not transfer outside the source, is an error at the op.
"""

from __future__ import annotations

import itertools

import numpy as np
from xdsl.dialects.builtin import MemRefType
from xdsl.ir.affine import AffineDimExpr

from aiopt.reference.buffer import read_through
from aiopt.reference.semantics import Implementations
from aiopt.support.diagnostics import RuntimeCheckError

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def _outside(op, position, shape) -> RuntimeCheckError:
    return RuntimeCheckError(
        f"'{op.name}' reads or writes element [{', '.join(map(str, position))}] of a lane its mask selects, "
        f"which is outside the base of shape {'x'.join(map(str, shape)) or 'scalar'}", op
    )


def _lanes(mask: np.ndarray):
    """The positions of the lanes `mask` selects."""
    return (tuple(int(i) for i in p) for p in np.argwhere(np.asarray(mask, dtype=bool)))


def _checked(op, base: np.ndarray, position: list[int]) -> tuple[int, ...]:
    if any(not 0 <= p < n for p, n in zip(position, base.shape)):
        raise _outside(op, position, base.shape)
    return tuple(position)


def _read(base_type, base: np.ndarray, position: tuple[int, ...]):
    """The element at `position` of `base` (a memref's read through its element type, `read_through`)."""
    return read_through(base_type, base[position]) if isinstance(base_type, MemRefType) else base[position]


@IMPLEMENTATIONS.register("vector.maskedload")
def maskedload(interpreter, op, args):
    base, *indices, mask, pass_thru = args
    result = np.array(pass_thru)
    *leading, last = (int(i) for i in indices)
    for (lane,) in _lanes(mask):
        result[lane] = _read(op.base.type, base, _checked(op, base, [*leading, last + lane]))
    return (result,)


@IMPLEMENTATIONS.register("vector.maskedstore")
def maskedstore(interpreter, op, args):
    base, *indices, mask, value = args
    *leading, last = (int(i) for i in indices)
    for (lane,) in _lanes(mask):
        base[_checked(op, base, [*leading, last + lane])] = value[lane]
    return ()


@IMPLEMENTATIONS.register("vector.expandload")
def expandload(interpreter, op, args):
    base, *indices, mask, pass_thru = args
    result = np.array(pass_thru)
    *leading, last = (int(i) for i in indices)
    for k, lane in enumerate(_lanes(mask)):
        result[lane] = _read(op.base.type, base, _checked(op, base, [*leading, last + k]))
    return (result,)


@IMPLEMENTATIONS.register("vector.compressstore")
def compressstore(interpreter, op, args):
    base, *indices, mask, value = args
    *leading, last = (int(i) for i in indices)
    for k, lane in enumerate(_lanes(mask)):
        base[_checked(op, base, [*leading, last + k])] = value[lane]
    return ()


def _element_at(op, base: np.ndarray, offsets: list[int], step: int) -> tuple[int, ...]:
    """The position of the element `step` elements past `base[offsets]` in memory, or an error where no element
    of `base` is there (between the rows of a strided view, say)."""
    strides = [s // base.itemsize for s in base.strides]
    linear = sum(o * s for o, s in zip(offsets, strides)) + step
    position = [0] * base.ndim
    for dim in sorted(range(base.ndim), key=lambda d: -strides[d]):
        if strides[dim] > 0 and base.shape[dim] > 1:
            position[dim] = linear // strides[dim]
            linear -= position[dim] * strides[dim]
    if linear or any(not 0 <= p < n for p, n in zip(position, base.shape)):
        shown = [*offsets[:-1], offsets[-1] + step] if offsets else [step]
        raise _outside(op, shown, base.shape)
    return tuple(position)


@IMPLEMENTATIONS.register("vector.gather")
def gather(interpreter, op, args):
    base, *rest = args
    offsets = [int(o) for o in rest[: len(op.offsets)]]
    indices, mask, pass_thru = rest[len(op.offsets) :]
    base = np.asarray(base)
    result = np.array(pass_thru)
    for lane in _lanes(mask):
        result[lane] = _read(op.base.type, base, _element_at(op, base, offsets, int(np.asarray(indices)[lane])))
    return (result,)


@IMPLEMENTATIONS.register("vector.scatter")
def scatter(interpreter, op, args):
    base, *rest = args
    offsets = [int(o) for o in rest[: len(op.offsets)]]
    indices, mask, value = rest[len(op.offsets) :]
    dest = base if isinstance(op.base.type, MemRefType) else np.array(base)
    for lane in _lanes(mask):
        dest[_element_at(op, dest, offsets, int(np.asarray(indices)[lane]))] = np.asarray(value)[lane]
    return (dest,) if op.result is not None else ()


def _transfer_positions(op, source: np.ndarray, indices: list[int], vector_shape: tuple[int, ...]):
    """For each lane of the transfer (a position in the vector): the source element's position, or None where
    the lane is outside the source along a dim not marked in bounds, or its mask (`op.mask`'s value, indexed
    by the transfer dims in source order) is off."""
    results = op.permutation_map.data.results
    in_bounds = [bool(b.value.data) for b in op.in_bounds.data] if op.in_bounds is not None else [False] * len(results)
    transferred = {e.position for e in results if isinstance(e, AffineDimExpr)}
    for dim, index in enumerate(indices):
        if dim not in transferred and not 0 <= index < source.shape[dim]:
            raise _outside(op, indices, source.shape)
    mask_order = sorted((e.position, j) for j, e in enumerate(results) if isinstance(e, AffineDimExpr))
    for lane in itertools.product(*(range(n) for n in vector_shape)):
        position, inside = list(indices), True
        for j, expr in enumerate(results):
            if isinstance(expr, AffineDimExpr):
                position[expr.position] += lane[j]
                if not 0 <= position[expr.position] < source.shape[expr.position]:
                    if in_bounds[j]:
                        raise _outside(op, position, source.shape)
                    inside = False
        yield lane, tuple(position), inside, tuple(lane[j] for _, j in mask_order)


@IMPLEMENTATIONS.register("vector.transfer_read")
def transfer_read(interpreter, op, args):
    source, *indices = args[: 1 + len(op.indices)]
    padding, *mask = args[1 + len(op.indices) :]
    shape = tuple(op.result.type.get_shape())
    result = np.full(shape, padding, dtype=np.asarray(padding).dtype)
    source = np.asarray(source) if not isinstance(op.source.type, MemRefType) else source
    for lane, position, inside, mask_lane in _transfer_positions(op, source, [int(i) for i in indices], shape):
        if inside and (not mask or mask[0][mask_lane]):
            result[lane] = _read(op.source.type, source, position)
    return (result,)


@IMPLEMENTATIONS.register("vector.transfer_write")
def transfer_write(interpreter, op, args):
    value, source, *indices = args[: 2 + len(op.indices)]
    mask = args[2 + len(op.indices) :]
    dest = source if isinstance(op.source.type, MemRefType) else np.array(source)
    value = np.asarray(value)
    for lane, position, inside, mask_lane in _transfer_positions(op, dest, [int(i) for i in indices], value.shape):
        if inside and (not mask or mask[0][mask_lane]):
            dest[position] = value[lane]
    return () if isinstance(op.source.type, MemRefType) else (dest,)
