"""Canonicalization patterns of broadcast_in_dim that moves elements without repeating any, after mlir-hlo's
`BroadcastInDimSimplifier`: between static shapes of as many elements, a broadcast_in_dim only inserts
dimensions of size 1 (a reshape) or permutes the dimensions (a transpose).

    %r = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    ->
    %r = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
"""

from __future__ import annotations

import math

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects.hlo.shape_ops import BroadcastInDimOp
from aiopt.dialects.hlo.types import DYNAMIC, shape_of
from aiopt.transforms.fold_hlo import dialect_op


def _moves_elements_only(op: BroadcastInDimOp) -> bool:
    """Whether operand and result are static and have as many elements (so no element is repeated)."""
    operand_shape, result_shape = shape_of(op.operand.type), shape_of(op.result.type)
    if operand_shape is None or result_shape is None or DYNAMIC in (*operand_shape, *result_shape):
        return False
    return math.prod(operand_shape) == math.prod(result_shape)


class BroadcastInDimIsReshape(RewritePattern):
    """A broadcast_in_dim in increasing dims between static shapes of as many elements only inserts dimensions
    of size 1: it is a reshape.

        %r = "mhlo.broadcast_in_dim"(%x) <{broadcast_dimensions = dense<[1, 2, 3]> : tensor<3xi64>}>
               : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
        ->
        %r = mhlo.reshape %x : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: BroadcastInDimOp, rewriter: PatternRewriter) -> None:
        dims = op.ints("broadcast_dimensions")
        if list(dims) != sorted(dims) or not _moves_elements_only(op):
            return
        reshape = dialect_op(op, "reshape")(op.operand, op.result.type)
        reshape.location = op.location
        rewriter.replace(op, reshape)


class BroadcastInDimIsTranspose(RewritePattern):
    """A broadcast_in_dim of rank-preserving, unsorted dims between static shapes of as many elements permutes
    the dimensions: it is a transpose by the inverse of the dims (result dimension `dims[i]` is operand
    dimension `i`).

        %r = "mhlo.broadcast_in_dim"(%x) <{broadcast_dimensions = dense<[0, 2, 3, 1]> : tensor<4xi64>}>
               : (tensor<1x2x3x4xf32>) -> tensor<1x4x2x3xf32>
        ->
        %r = "mhlo.transpose"(%x) <{permutation = dense<[0, 3, 1, 2]> : tensor<4xi64>}>
               : (tensor<1x2x3x4xf32>) -> tensor<1x4x2x3xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: BroadcastInDimOp, rewriter: PatternRewriter) -> None:
        dims = op.ints("broadcast_dimensions")
        if list(dims) == sorted(dims) or len(dims) != len(shape_of(op.result.type) or ()):
            return
        if not _moves_elements_only(op):
            return
        permutation = [0] * len(dims)
        for operand_dimension, result_dimension in enumerate(dims):
            permutation[result_dimension] = operand_dimension
        transpose = dialect_op(op, "transpose")(op.operand, permutation)
        if transpose.result.type != op.result.type:
            return  # (a result of another encoding than the operand's)
        transpose.location = op.location
        rewriter.replace(op, transpose)


def populate_hlo_broadcast_canonicalization_patterns() -> list[RewritePattern]:
    """The broadcast_in_dim patterns that make it a reshape or a transpose."""
    return [BroadcastInDimIsReshape(), BroadcastInDimIsTranspose()]
