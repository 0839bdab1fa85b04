"""MLIR's `OpTrait::util::getBroadcastedShape` (mlir/lib/Dialect/Traits.cpp) on lists of extents: what chlo's
broadcasting ops infer and the shape dialect folds.

    broadcasted_shape([[2, 1], [3, 1, 4]])   # [3, 2, 4]: shorter shapes get leading 1s
    broadcasted_shape([[2], [3]])            # None: 2 and 3 clash
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DYNAMIC_INDEX


def broadcasted_extent(lhs: int, rhs: int) -> int | None:
    """One extent of two that broadcast (None where they clash). With a dynamic extent it follows TensorFlow,
    as upstream does: an extent greater than 1 wins, else the one that is not 1."""
    if DYNAMIC_INDEX in (lhs, rhs):
        if lhs > 1:
            return lhs
        if rhs > 1:
            return rhs
        if lhs == 1:
            return rhs
        if rhs == 1:
            return lhs
        return DYNAMIC_INDEX
    if lhs == rhs or rhs == 1:
        return lhs
    return rhs if lhs == 1 else None


def broadcasted_shape(shapes: Sequence[Sequence[int]]) -> list[int] | None:
    """`broadcasted_extent` folded over `shapes`, each aligned at its minor end (None where two extents clash)."""
    result: list[int] = []
    for shape in shapes:
        rank = max(len(result), len(shape))
        padded_result = [1] * (rank - len(result)) + result
        padded_shape = [1] * (rank - len(shape)) + list(shape)
        extents = [broadcasted_extent(a, b) for a, b in zip(padded_result, padded_shape)]
        if None in extents:
            return None
        result = extents  # type: ignore[assignment]
    return result


def minimum_broadcast_shapes(shapes: Sequence[Sequence[int]]) -> list[list[int]]:
    """Shapes of lowest rank that broadcast together as `shapes` do, each a reshape of its input (the
    semantics of `chlo.minimum_broadcast_shapes`, as mlir-hlo's `BufferizeAndConvertMinimumBroadcastShapesOp`
    computes it).

    Walking from the minor end, at each position a shape either takes part (its extent is not 1) or
    broadcasts; consecutive positions with the same set of shapes taking part merge into one dimension
    (their extents multiplied), positions where every extent is 1 are dropped without ending a run, and so
    are the leading 1s of each result. Shapes whose extents clash (two different ones other than 1 at one
    position) come back unchanged:

        minimum_broadcast_shapes([[2, 3, 4], [4]])   # [[6, 4], [4]]
        minimum_broadcast_shapes([[2], [3]])         # [[2], [3]]
    """
    max_rank = max((len(shape) for shape in shapes), default=0)
    merged: list[tuple[tuple[bool, ...], int]] = []
    for position in range(1, max_rank + 1):
        extents = [shape[-position] if position <= len(shape) else 1 for shape in shapes]
        distinct = {extent for extent in extents if extent != 1}
        if len(distinct) > 1:
            return [list(shape) for shape in shapes]
        if not distinct:
            continue
        (extent,) = distinct
        takes_part = tuple(e != 1 for e in extents)
        if merged and merged[-1][0] == takes_part:
            merged[-1] = (takes_part, merged[-1][1] * extent)
        else:
            merged.append((takes_part, extent))
    results = []
    for index in range(len(shapes)):
        minor_to_major = [extent if takes_part[index] else 1 for takes_part, extent in merged]
        while minor_to_major and minor_to_major[-1] == 1:
            minor_to_major.pop()
        results.append(minor_to_major[::-1])
    return results
