"""Canonicalization patterns of chlo ops, after mlir-hlo's folders.

    %c = "chlo.constant_like"(%x) <{value = 3.2 : f32}> : (tensor<3x4xi32>) -> tensor<3x4xf32>
    ->
    %c = chlo.constant dense<3.200000e+00> : tensor<3x4xf32>
"""

from __future__ import annotations

from xdsl.dialects.builtin import FloatAttr, IntegerAttr, TensorType
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects.chlo import ConstantLikeOp, ConstantOp
from aiopt.dialects.hlo.types import DYNAMIC, shape_of
from aiopt.support.dense_elements import splat


class ConstantLikeToConstant(RewritePattern):
    """constant_like of a statically shaped operand folds to a chlo.constant splat (upstream's
    ConstantLikeOp::fold, materialized by the chlo dialect as chlo.constant); a dynamic shape keeps it.

        %c = "chlo.constant_like"(%x) <{value = 1 : i32}> : (tensor<2xf32>) -> tensor<2xi32>
        ->
        %c = chlo.constant dense<1> : tensor<2xi32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ConstantLikeOp, rewriter: PatternRewriter) -> None:
        shape = shape_of(op.operand.type)
        if shape is None or DYNAMIC in shape:
            return
        value = op.value
        if not isinstance(value, IntegerAttr | FloatAttr):
            return
        constant = ConstantOp(splat(TensorType(value.get_type(), list(shape)), value.value.data))
        constant.location = op.location
        rewriter.replace(op, constant)


def populate_chlo_canonicalization_patterns() -> list[RewritePattern]:
    """The canonicalization patterns of chlo ops."""
    return [ConstantLikeToConstant()]
