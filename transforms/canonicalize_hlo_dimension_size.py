"""Folds of get_dimension_size and set_dimension_size, after mlir-hlo's (`GetDimensionSizeOp::fold`,
`SetDimensionSizeOp::fold`): the size of a static dimension is a constant, and setting a static dimension to
the size it has changes nothing.

    %s = "mhlo.get_dimension_size"(%x) <{dimension = 2 : i64}> : (tensor<1x128x512xf32>) -> tensor<i32>
    ->
    %s = mhlo.constant dense<512> : tensor<i32>
"""

from __future__ import annotations

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects.hlo.shape_ops import GetDimensionSizeOp, SetDimensionSizeOp, constant_ints
from aiopt.dialects.hlo.types import DYNAMIC, shape_of
from aiopt.transforms.fold_hlo import create_constant


class FoldGetDimensionSize(RewritePattern):
    """get_dimension_size of a static dimension is that size:

    %s = "mhlo.get_dimension_size"(%x) <{dimension = 2 : i64}> : (tensor<1x128x512xf32>) -> tensor<i32>
    ->
    %s = mhlo.constant dense<512> : tensor<i32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: GetDimensionSizeOp, rewriter: PatternRewriter) -> None:
        shape = shape_of(op.operand.type)
        dimension = op.int_value("dimension")
        if shape is None or not 0 <= dimension < len(shape) or shape[dimension] == DYNAMIC:
            return
        size = create_constant(rewriter, op, np.array(shape[dimension]), op.result.type)
        rewriter.replace(op, [], [size])


class RemoveSetDimensionSizeToOwnSize(RewritePattern):
    """set_dimension_size of a static dimension to the constant size it has is the operand:

    %n = mhlo.constant dense<512> : tensor<i32>
    %r = "mhlo.set_dimension_size"(%x, %n) {dimension = 2 : i64} : (tensor<1x128x512xf32>, tensor<i32>)
           -> tensor<1x128x512xf32>
    ->
    uses of %r use %x
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SetDimensionSizeOp, rewriter: PatternRewriter) -> None:
        shape = shape_of(op.operand.type)
        size = constant_ints(op.size)
        dimension = op.int_value("dimension")
        if shape is None or size is None or len(size) != 1 or not 0 <= dimension < len(shape):
            return
        if shape[dimension] == size[0] and op.operand.type == op.result.type:
            rewriter.replace(op, [], [op.operand])


def populate_hlo_dimension_size_patterns() -> list[RewritePattern]:
    """The get_dimension_size and set_dimension_size folds."""
    return [FoldGetDimensionSize(), RemoveSetDimensionSizeToOwnSize()]
