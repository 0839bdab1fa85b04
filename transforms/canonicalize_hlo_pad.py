"""Canonicalization patterns of pad and dynamic_pad of an empty operand, after mlir-hlo's (`PadEmptyTensor`,
`DynamicPadEmptyTensor`): when a dimension of the operand has size 0, every element of the result is padding,
so the result is the padding value broadcast to the result's shape (computed at run time where it is dynamic,
as upstream's `reifyReturnTypeShapes`).

    %r = "mhlo.pad"(%x, %v) <{edge_padding_high = dense<1> : ..., edge_padding_low = dense<1> : ...,
           interior_padding = dense<0> : ...}> : (tensor<5x0xf32>, tensor<f32>) -> tensor<7x2xf32>
    ->
    %r = "mhlo.broadcast_in_dim"(%v) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<7x2xf32>
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerAttr, TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects import arith, tensor
from aiopt.dialects.hlo.shape_ops import DynamicPadOp, PadOp
from aiopt.dialects.hlo.types import DYNAMIC, shape_of
from aiopt.transforms.fold_hlo import dialect_op


class _ShapeBuilder:
    """Builds the scalar ops that compute a shape, in order, for the rewriter to insert at once."""

    def __init__(self) -> None:
        self.ops: list[Operation] = []

    def emit(self, op: Operation) -> SSAValue:
        self.ops.append(op)
        return op.results[0]

    def constant(self, value: int, type_: Attribute) -> SSAValue:
        return self.emit(arith.ConstantOp(IntegerAttr(value, type_)))

    def dim(self, value: SSAValue, dimension: int) -> SSAValue:
        """`tensor.dim` of `value` along `dimension`, as an index."""
        return self.emit(tensor.DimOp(value, self.constant(dimension, IndexType())))

    def cast(self, value: SSAValue, type_: Attribute) -> SSAValue:
        """`value` as `type_` (an `arith.index_cast` where the types differ)."""
        return value if value.type == type_ else self.emit(arith.IndexCastOp(value, type_))


def _has_empty_dimension(value: SSAValue) -> bool:
    return 0 in (shape_of(value.type) or ())


def _broadcast_padding(rewriter: PatternRewriter, op: PadOp | DynamicPadOp, builder: _ShapeBuilder | None) -> None:
    """Replace `op` by its padding value broadcast to its result: by a broadcast_in_dim where `builder` is None,
    else by a dynamic_broadcast_in_dim to the shape the last op of `builder` computes."""
    if builder is None:
        broadcast = dialect_op(op, "broadcast_in_dim")(op.padding_value, [], op.result.type)
        new_ops = [broadcast]
    else:
        cls = dialect_op(op, "dynamic_broadcast_in_dim")
        broadcast = cls.create(
            operands=[op.padding_value, builder.ops[-1].results[0]],
            result_types=[op.result.type],
            properties={"broadcast_dimensions": cls.HLO_ATTRS.dims([])},
        )
        new_ops = [*builder.ops, broadcast]
    for new_op in new_ops:
        new_op.location = op.location
    rewriter.replace(op, new_ops)


class PadEmptyTensor(RewritePattern):
    """A pad of an operand with a dimension of size 0 is its padding value broadcast to the result; to a
    dynamic result, in the shape `dim + max(dim - 1, 0) * interior + low + high` of each dimension:

        %r = "mhlo.pad"(%x, %v) <{edge_padding_high = dense<1> : tensor<2xi64>, edge_padding_low = dense<1> : ...,
               interior_padding = dense<2> : tensor<2xi64>}> : (tensor<?x0xf32>, tensor<f32>) -> tensor<?x2xf32>
        ->
        %d = tensor.dim %x, %c0 : tensor<?x0xf32>
        %s = arith.subi %d, %c1 : index
        %m = arith.maxsi %s, %c0 : index
        %i = arith.muli %m, %c2 : index
        %n = arith.addi %d, %i : index
        %e = arith.addi %n, %c2 : index
        ... (the second dimension alike, which folds to 2)
        %shape = tensor.from_elements %e, %c2 : tensor<2xindex>
        %r = "mhlo.dynamic_broadcast_in_dim"(%v, %shape) <{broadcast_dimensions = dense<> : tensor<0xi64>}>
               : (tensor<f32>, tensor<2xindex>) -> tensor<?x2xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: PadOp, rewriter: PatternRewriter) -> None:
        if not _has_empty_dimension(op.operand):
            return
        result_shape = shape_of(op.result.type)
        if result_shape is not None and DYNAMIC not in result_shape:
            _broadcast_padding(rewriter, op, None)
            return
        low, high, interior = (op.ints(name) for name in ("edge_padding_low", "edge_padding_high", "interior_padding"))
        index = IndexType()
        b = _ShapeBuilder()
        one, zero = b.constant(1, index), b.constant(0, index)
        extents = []
        for dimension in range(len(low)):
            edge = b.constant(low[dimension] + high[dimension], index)
            extent = b.dim(op.operand, dimension)
            if interior[dimension] > 0:
                gaps = b.emit(arith.MaxSIOp(b.emit(arith.SubiOp(extent, one)), zero))
                gaps = b.emit(arith.MuliOp(gaps, b.constant(interior[dimension], index)))
                extent = b.emit(arith.AddiOp(extent, gaps))
            extents.append(b.emit(arith.AddiOp(extent, edge)))
        b.emit(tensor.FromElementsOp(*extents, result_type=TensorType(index, [len(extents)])))
        _broadcast_padding(rewriter, op, b)


class DynamicPadEmptyTensor(RewritePattern):
    """A dynamic_pad of an operand with a dimension of size 0 is its padding value broadcast to the shape
    `interior * (dim < 1 ? 0 : dim - 1) + dim + low + high` of each dimension, in the element type of the
    paddings:

        %r = mhlo.dynamic_pad %x, %v, %low, %high, %interior
               : (tensor<?x0xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
        ->
        %d = tensor.dim %x, %c0 : tensor<?x0xf32>
        %n = arith.index_cast %d : index to i32
        %l = tensor.extract %low[%c0] : tensor<2xi32>
        ... (%h, %i likewise)
        %lt = arith.cmpi slt, %n, %c1_i32 : i32
        %s = arith.subi %n, %c1_i32 : i32
        %g = arith.select %lt, %c0_i32, %s : i32
        %m = arith.muli %i, %g : i32
        %e = arith.addi (arith.addi (arith.addi %m, %n), %l), %h : i32
        ... (the second dimension alike)
        %shape = tensor.from_elements %e, ... : tensor<2xi32>
        %r = "mhlo.dynamic_broadcast_in_dim"(%v, %shape) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : ...
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicPadOp, rewriter: PatternRewriter) -> None:
        operand_shape = shape_of(op.operand.type)
        if operand_shape is None or 0 not in operand_shape:
            return
        scalar = op.edge_padding_low.type.get_element_type()
        index = IndexType()
        b = _ShapeBuilder()
        zero = b.cast(b.constant(0, index), scalar)
        one = b.cast(b.constant(1, index), scalar)
        extents = []
        for dimension in range(len(operand_shape)):
            extent = b.cast(b.dim(op.operand, dimension), scalar)
            offset = b.constant(dimension, index)
            low, high, interior = (
                b.emit(tensor.ExtractOp(paddings, [offset], scalar))
                for paddings in (op.edge_padding_low, op.edge_padding_high, op.interior_padding)
            )
            below_one = b.emit(arith.CmpiOp(extent, one, "slt"))
            gaps = b.emit(arith.SelectOp(below_one, zero, b.emit(arith.SubiOp(extent, one))))
            padded = b.emit(arith.AddiOp(b.emit(arith.MuliOp(interior, gaps)), extent))
            extents.append(b.emit(arith.AddiOp(b.emit(arith.AddiOp(padded, low)), high)))
        b.emit(tensor.FromElementsOp(*extents, result_type=TensorType(scalar, [len(extents)])))
        _broadcast_padding(rewriter, op, b)


class RemoveIdentityPad(RewritePattern):
    """A pad by no element on any side or between elements is its operand (mlir-hlo's PadOp::fold):

    %r = "mhlo.pad"(%x, %v) <{edge_padding_high = dense<0> : tensor<2xi64>, edge_padding_low = dense<0> : ...,
           interior_padding = dense<0> : tensor<2xi64>}> : (tensor<5x7xf32>, tensor<f32>) -> tensor<5x7xf32>
    ->
    uses of %r use %x
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: PadOp, rewriter: PatternRewriter) -> None:
        paddings = (op.ints(name) for name in ("edge_padding_low", "edge_padding_high", "interior_padding"))
        if op.operand.type == op.result.type and all(value == 0 for values in paddings for value in values):
            rewriter.replace(op, [], [op.operand])


def populate_hlo_pad_canonicalization_patterns() -> list[RewritePattern]:
    """The pad and dynamic_pad patterns of this module."""
    return [RemoveIdentityPad(), PadEmptyTensor(), DynamicPadEmptyTensor()]
