"""Canonicalization patterns of iota and dynamic_iota, after mlir-hlo's (`IotaOp::fold`, `IotaBroadcast`,
`DynamicIotaBroadcast`).

An iota is not folded into a constant of all its elements (upstream keeps
the op, which costs nothing to store); only an iota along a dimension of size
1, which is all zeros, becomes a constant. An iota of rank 2 or more is a
1-d iota broadcast along the other dimensions:

    %r = stablehlo.iota dim = 0 : tensor<5x4xi32>
    ->
    %i = stablehlo.iota dim = 0 : tensor<5xi32>
    %r = stablehlo.broadcast_in_dim %i, dims = [0] : (tensor<5xi32>) -> tensor<5x4xi32>
"""

from __future__ import annotations

from xdsl.dialects.builtin import ComplexType, IndexType, TensorType, i64
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects.arith import IndexCastOp
from aiopt.dialects.hlo.shape_ops import DynamicIotaOp, IotaOp
from aiopt.dialects.hlo.types import shape_of
from aiopt.support.dense_elements import splat
from aiopt.transforms.fold_hlo import dialect_op, insert_constant


class FoldIotaAlongSizeOne(RewritePattern):
    """An iota along a dimension of size 1 is all zeros (upstream's IotaOp::fold):

    %r = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1x4xi32>
    ->
    %r = mhlo.constant dense<0> : tensor<1x4xi32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: IotaOp, rewriter: PatternRewriter) -> None:
        result_type = op.output.type
        shape = shape_of(result_type)
        if shape is None or shape[op.int_value("iota_dimension")] != 1:
            return
        element_type = result_type.get_element_type()
        zero = (0.0, 0.0) if isinstance(element_type, ComplexType) else 0
        try:
            value = splat(result_type, zero)
        except (NotImplementedError, ValueError, TypeError):  # an element type xDSL cannot pack (f8, ...)
            return
        rewriter.replace(op, [], [insert_constant(rewriter, op, value)])


class IotaBroadcast(RewritePattern):
    """An iota of rank 2 or more is a 1-d iota broadcast into the result (upstream's IotaBroadcast):

    %r = "mhlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x4xi32>
    ->
    %i = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %r = "mhlo.broadcast_in_dim"(%i) <{broadcast_dimensions = dense<1> : tensor<1xi64>}>
           : (tensor<4xi32>) -> tensor<5x4xi32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: IotaOp, rewriter: PatternRewriter) -> None:
        result_type = op.output.type
        shape = shape_of(result_type)
        if shape is None or len(shape) < 2:
            return
        dimension = op.int_value("iota_dimension")
        iota = dialect_op(op, "iota")(0, TensorType(result_type.get_element_type(), [shape[dimension]]))
        broadcast = dialect_op(op, "broadcast_in_dim")(iota.results[0], [dimension], result_type)
        for new_op in (iota, broadcast):
            new_op.location = op.location
        rewriter.replace(op, [iota, broadcast])


class DynamicIotaBroadcast(RewritePattern):
    """A dynamic_iota of rank 2 or more is a 1-d dynamic_iota, of the extent its dimension has in the shape,
    broadcast into the shape (upstream's DynamicIotaBroadcast):

        %r = "mhlo.dynamic_iota"(%shape) <{iota_dimension = 1 : i64}> : (tensor<2xindex>) -> tensor<5x?xi32>
        ->
        %s = arith.index_cast %shape : tensor<2xindex> to tensor<2xi64>
        %e = "mhlo.slice"(%s) <{limit_indices = dense<2> : tensor<1xi64>, start_indices = dense<1> : ...,
               strides = dense<1> : tensor<1xi64>}> : (tensor<2xi64>) -> tensor<1xi64>
        %n = arith.index_cast %e : tensor<1xi64> to tensor<1xindex>
        %i = "mhlo.dynamic_iota"(%n) <{iota_dimension = 0 : i64}> : (tensor<1xindex>) -> tensor<?xi32>
        %r = "mhlo.dynamic_broadcast_in_dim"(%i, %shape) <{broadcast_dimensions = dense<1> : tensor<1xi64>}>
               : (tensor<?xi32>, tensor<2xindex>) -> tensor<5x?xi32>

    The slice takes i64 extents (upstream's index casts); a shape of integers is sliced as it is.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicIotaOp, rewriter: PatternRewriter) -> None:
        result_type = op.result.type
        shape = shape_of(result_type)
        shape_type = op.output_shape.type
        if shape is None or len(shape) < 2 or not isinstance(shape_type, TensorType):
            return
        dimension = op.int_value("iota_dimension")
        extent_type = shape_type.get_element_type()
        new_ops = []
        extents = op.output_shape
        if isinstance(extent_type, IndexType):
            new_ops.append(IndexCastOp(extents, TensorType(i64, shape_type.get_shape())))
            extents = new_ops[-1].results[0]
        new_ops.append(dialect_op(op, "slice")(extents, [dimension], [dimension + 1], [1]))
        extent = new_ops[-1].results[0]
        if isinstance(extent_type, IndexType):
            new_ops.append(IndexCastOp(extent, TensorType(extent_type, [1])))
            extent = new_ops[-1].results[0]
        iota_type = TensorType(result_type.get_element_type(), [shape[dimension]])
        new_ops.append(dialect_op(op, "dynamic_iota")(extent, 0, iota_type))
        broadcast = dialect_op(op, "dynamic_broadcast_in_dim")
        new_ops.append(
            broadcast.create(
                operands=[new_ops[-1].results[0], op.output_shape],
                result_types=[result_type],
                properties={"broadcast_dimensions": broadcast.HLO_ATTRS.dims([dimension])},
            )
        )
        for new_op in new_ops:
            new_op.location = op.location
        rewriter.replace(op, new_ops)


def populate_hlo_iota_canonicalization_patterns() -> list[RewritePattern]:
    """The canonicalization patterns of iota and dynamic_iota."""
    return [FoldIotaAlongSizeOne(), IotaBroadcast(), DynamicIotaBroadcast()]
