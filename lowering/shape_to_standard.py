"""`--convert-shape-to-std`: the `shape` ops on extent tensors and indices as tensor and arith ops.

As upstream's pass of that name (`ShapeToStandard.cpp`), for the error-free
types only (extent tensors and `index`; an op on `!shape.shape` or
`!shape.size` is left, and fails the conversion):

    %s = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>

becomes the extents, `tensor.dim` for each dynamic one, in a tensor:

    %c0 = arith.constant 0 : index
    %d0 = tensor.dim %x, %c0 : tensor<?x4xf32>
    %c4 = arith.constant 4 : index
    %e = tensor.from_elements %d0, %c4 : tensor<2xindex>
    %s = tensor.cast %e : tensor<2xindex> to tensor<2xindex>

`shape.const_shape` is a `tensor.from_elements` of constants (then a cast),
`shape.const_size` an `arith.constant`, `shape.get_extent` a `tensor.dim` of
the value whose `shape.shape_of` it reads (else a `tensor.extract`),
`shape.rank` the size of the extent tensor, `shape.to_extent_tensor` a
`tensor.cast`, `shape.add`/`shape.mul` `arith.addi`/`arith.muli`. Ops are
converted users first, so that a `shape.get_extent` still sees the
`shape.shape_of` it reads (upstream's conversion replaces ops only at its
end). As upstream's partial conversion, which marks no shape op illegal, the
others stay (`shape.cstr_broadcastable`, which upstream's
`convert-shape-constraints` lowers, `shape.num_elements`, ops on
`!shape.shape`).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, ModuleOp, TensorType
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from aiopt.dialects import arith, shape, tensor
from aiopt.support.passes import DiagnosticPass
from aiopt.support.rewriting import InheritLocation


def _index_constant(rewriter: PatternRewriter, value: int) -> SSAValue:
    return rewriter.insert(arith.ConstantOp.from_int_and_width(value, IndexType())).results[0]


def _extent_tensor(rewriter: PatternRewriter, extents: list[SSAValue]) -> SSAValue:
    """`tensor.from_elements` of `extents`, as a `tensor<N x index>`."""
    result_type = shape.extent_tensor_type(len(extents))
    return rewriter.insert(tensor.FromElementsOp.create(operands=extents, result_types=[result_type])).results[0]


class ShapeOfOpConversion(RewritePattern):
    """`shape.shape_of` of a ranked tensor: its extents (`tensor.dim` where dynamic) in a `tensor.from_elements`,
    cast to the result type."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.ShapeOfOp, rewriter: PatternRewriter) -> None:
        arg_type = op.arg.type
        if isinstance(op.result.type, shape.ShapeType) or not isinstance(arg_type, TensorType):
            return
        extents = []
        for position, size in enumerate(arg_type.get_shape()):
            if size == DYNAMIC_INDEX:
                extents.append(rewriter.insert(tensor.DimOp(op.arg, _index_constant(rewriter, position))).results[0])
            else:
                extents.append(_index_constant(rewriter, size))
        rewriter.replace(op, tensor.CastOp(_extent_tensor(rewriter, extents), op.result.type))


class ConstShapeOpConverter(RewritePattern):
    """`shape.const_shape` of an extent tensor type: a `tensor.from_elements` of index constants, then a cast."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.ConstShapeOp, rewriter: PatternRewriter) -> None:
        if isinstance(op.result.type, shape.ShapeType):
            return
        extents = [_index_constant(rewriter, extent) for extent in op.shape.get_values()]
        static = _extent_tensor(rewriter, extents)
        rewriter.replace(op, tensor.CastOp(static, static.type))


class ConstSizeOpConversion(RewritePattern):
    """`shape.const_size N` is `arith.constant N : index`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.ConstSizeOp, rewriter: PatternRewriter) -> None:
        rewriter.replace(op, arith.ConstantOp.from_int_and_width(op.value.value.data, IndexType()))


class GetExtentOpConverter(RewritePattern):
    """`shape.get_extent` as an index: the `tensor.dim` of the value a `shape.shape_of` reads (the shape need not
    be built), else a `tensor.extract` of the extent tensor."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.GetExtentOp, rewriter: PatternRewriter) -> None:
        if isinstance(op.extent.type, shape.SizeType):
            return
        source = op.shape.owner
        if isinstance(source, shape.ShapeOfOp) and isinstance(source.arg.type, TensorType):
            rewriter.replace(op, tensor.DimOp(source.arg, op.dim))
            return
        rewriter.replace(op, tensor.ExtractOp(op.shape, [op.dim], IndexType()))


class RankOpConverter(RewritePattern):
    """`shape.rank` of an extent tensor: its size, `tensor.dim %shape, 0`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.RankOp, rewriter: PatternRewriter) -> None:
        if isinstance(op.rank.type, shape.SizeType):
            return
        rewriter.replace(op, tensor.DimOp(op.shape, _index_constant(rewriter, 0)))


class ToExtentTensorOpConversion(RewritePattern):
    """`shape.to_extent_tensor` of an extent tensor: a `tensor.cast`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.ToExtentTensorOp, rewriter: PatternRewriter) -> None:
        if not isinstance(op.input.type, TensorType):
            return
        rewriter.replace(op, tensor.CastOp(op.input, op.result.type))


_ARITH_OF = {shape.AddOp: arith.AddiOp, shape.MulOp: arith.MuliOp}


class BinaryOpConversion(RewritePattern):
    """`shape.add`/`shape.mul` of indices: `arith.addi`/`arith.muli`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        arith_op = _ARITH_OF.get(type(op))
        if arith_op is None or isinstance(op.results[0].type, shape.SizeType):
            return
        rewriter.replace(op, arith_op(op.operands[0], op.operands[1]))


def populate_shape_to_standard_patterns() -> list[RewritePattern]:
    """The conversions of `convert-shape-to-std`."""
    return [
        ShapeOfOpConversion(),
        ConstShapeOpConverter(),
        ConstSizeOpConversion(),
        GetExtentOpConverter(),
        RankOpConverter(),
        ToExtentTensorOpConversion(),
        BinaryOpConversion(),
    ]


@dataclass(frozen=True)
class ConvertShapeToStandardPass(DiagnosticPass):
    """Convert operations from the shape dialect into the standard dialect (upstream's `convert-shape-to-std`)."""

    name = "convert-shape-to-std"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not any(child.name.startswith("shape.") for child in op.walk()):
            return  # The pipelines run it on every program: most have no shape op to walk the patterns over.
        patterns = GreedyRewritePatternApplier(populate_shape_to_standard_patterns(), dce_enabled=False)
        PatternRewriteWalker(InheritLocation(patterns), walk_reverse=True, apply_recursively=True).rewrite_module(op)
