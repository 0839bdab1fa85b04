"""aiopt.support.broadcasting: MLIR's getBroadcastedShape rule and chlo.minimum_broadcast_shapes, the one copy
that the shape dialect, chlo and the reference interpreter (mhlo's and chlo's op) use."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import DYNAMIC_INDEX

from aiopt.support.broadcasting import broadcasted_shape, minimum_broadcast_shapes


def test_broadcasted_shape():
    assert broadcasted_shape([[2, 1], [3, 1, 4]]) == [3, 2, 4]
    assert broadcasted_shape([[2], [3]]) is None
    assert broadcasted_shape([[DYNAMIC_INDEX], [1]]) == [DYNAMIC_INDEX]


@pytest.mark.parametrize(
    "shapes, expected",
    [
        ([[2, 3, 4], [4]], [[6, 4], [4]]),  # dimensions broadcast alike merge
        ([[1, 2, 3], [3]], [[2, 3], [3]]),  # leading 1s go
        ([[2, 1, 3], [2, 4, 3]], [[2, 1, 3], [2, 4, 3]]),  # nothing to merge
        ([[2, 1, 1, 3], [5, 1, 3]], [[2, 1, 3], [5, 3]]),  # all-1 positions dropped, runs kept across them
        ([[1, 2, 3, 1, 2, 1], [1, 1, 1, 2, 3]], [[6, 2, 1], [2, 3]]),
        ([[6, 2, 3], [2, 3], [1]], [[6, 6], [6], []]),
        ([[1, 1], [1]], [[], []]),
        ([[0, 3], [3]], [[0, 3], [3]]),  # 0 takes part as any extent other than 1
        ([[2], [3]], [[2], [3]]),  # extents that clash: the shapes unchanged
        ([[2, 3], [1, 4, 3]], [[2, 3], [1, 4, 3]]),
    ],
)
def test_minimum_broadcast_shapes(shapes, expected):
    assert minimum_broadcast_shapes(shapes) == expected
