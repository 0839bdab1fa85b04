"""The shape dialect's canonicalization patterns that rewrite tensor ops (upstream registers them on shape ops:
`ShapeOfOp` and `ConstShapeOp`); the patterns that rewrite shape ops are in `aiopt.dialects.shape`.

    %s = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>
    %e = tensor.extract %s[%i] : tensor<2xindex>             ->   %e = tensor.dim %x, %i : tensor<?x4xf32>
"""

from __future__ import annotations

from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType, UnrankedTensorType
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import shape, tensor


class ExtractFromShapeOfExtentTensor(RewritePattern):
    """`tensor.extract` of the `shape.shape_of` of a tensor is its `tensor.dim` (upstream's DRR pattern)."""

    op_types = (xdsl_tensor.ExtractOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ExtractOp) or not isinstance(op.tensor.owner, shape.ShapeOfOp):
            return
        value = op.tensor.owner.arg
        if isinstance(value.type, TensorType | UnrankedTensorType):
            rewriter.replace(op, tensor.DimOp(value, op.indices[0]))


class TensorCastConstShape(RewritePattern):
    """`tensor.cast` of a `shape.const_shape` to a static extent tensor type is that constant of this type."""

    op_types = (xdsl_tensor.CastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.CastOp) or not isinstance(constant := op.source.owner, shape.ConstShapeOp):
            return
        if isinstance(op.dest.type, TensorType) and op.dest.type.has_static_shape():
            rewriter.replace(
                op, shape.ConstShapeOp.create(result_types=[op.dest.type], properties={"shape": constant.shape})
            )


class ShapeOfCastExtentTensor(RewritePattern):
    """`tensor.cast` of the `shape.shape_of` of a ranked tensor to another extent tensor type is the `shape.shape_of`
    of that type:

        %0 = shape.shape_of %arg : tensor<?x?x?xf32> -> tensor<3xindex>
        %1 = tensor.cast %0 : tensor<3xindex> to tensor<?xindex>    ->   %1 = shape.shape_of %arg : ... -> tensor<?xindex>
    """

    op_types = (xdsl_tensor.CastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.CastOp) or not isinstance(shape_of := op.source.owner, shape.ShapeOfOp):
            return
        result_type, arg_type = op.dest.type, shape_of.arg.type
        if not isinstance(result_type, TensorType) or result_type.get_num_dims() != 1:
            return
        if not isinstance(arg_type, TensorType):
            return
        size = result_type.get_shape()[0]
        if size != DYNAMIC_INDEX and size != arg_type.get_num_dims():
            return
        rewriter.replace(op, shape.ShapeOfOp(shape_of.arg, result_type))


def populate_shape_canonicalization_patterns() -> list[RewritePattern]:
    """The shape patterns on tensor ops that `canonicalize` adds when the shape dialect is loaded."""
    return [ExtractFromShapeOfExtentTensor(), TensorCastConstShape(), ShapeOfCastExtentTensor()]
