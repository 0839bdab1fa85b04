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
