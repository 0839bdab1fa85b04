"""Canonicalizations of HLO's dynamic-shape ops that read the shapes they are given, after mlir-hlo's.

A broadcast to the operand's own shape is the operand, a rank-1 reshape of a
rank-1 tensor is that tensor, a reshape of a reshape needs only the second,
and the shape of a reshape is the shape it was given:

    %s = shape.shape_of %x : tensor<?xf32> -> tensor<1xindex>
    %b = "mhlo.dynamic_broadcast_in_dim"(%x, %s) <{broadcast_dimensions = dense<0> : tensor<1xi64>}>
        : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
    ->
    uses of %b use %x

mlir-hlo's `DynamicBroadcastToOwnShape_1`-`_4` (the shape through
`shape.to_extent_tensor` and `tensor.cast`), `DynamicBroadcastInDimAllDimsNonExpanding`,
`DynamicBroadcastInDimOpNotActuallyDynamic` (a constant shape: `shape.const_shape` too),
`RemoveRedundantRank1DynamicReshape`, `RemoveRedundantDynamicReshape`,
`RemoveRedundantDynamicBroadcast`, `DynamicReshapeOpSameShapeOpResult` and
`ShapeOfDynamicReshape`. Where upstream's patterns assume the broadcast
dimensions are the identity (a broadcast to its own shape), these require it:
with other dimensions the broadcast transposes. A result of another static
type than the operand's is a `tensor.cast` of it.
"""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects import tensor
from aiopt.dialects.hlo.elementwise import BINARY_OPS, UNARY_OPS, BitcastConvertOp, CompareOp
from aiopt.dialects.hlo.shape_ops import DynamicBroadcastInDimOp, DynamicReshapeOp, constant_ints
from aiopt.dialects.shape import ShapeOfOp, ToExtentTensorOp
from aiopt.transforms.fold_hlo import dialect_op


def _shape_of_source(shape: SSAValue) -> SSAValue | None:
    """The value whose `shape.shape_of` `shape` is, through a `shape.to_extent_tensor` and then a `tensor.cast`
    (the forms of upstream's DynamicBroadcastToOwnShape patterns); None for any other shape."""
    owner = shape.owner
    if isinstance(owner, tensor.CastOp):
        owner = owner.source.owner
    if isinstance(owner, ToExtentTensorOp):
        owner = owner.input.owner
    return owner.arg if isinstance(owner, ShapeOfOp) else None


def _replace_with_operand(rewriter: PatternRewriter, op: DynamicBroadcastInDimOp | DynamicReshapeOp) -> None:
    """Replace `op` by its operand, cast to the result type when that differs (`createOrFold<tensor::CastOp>`)."""
    if op.operand.type == op.result.type:
        rewriter.replace(op, (), [op.operand])
    else:
        rewriter.replace(op, tensor.CastOp(op.operand, op.result.type))


def _is_identity_broadcast(op: DynamicBroadcastInDimOp) -> bool:
    """Whether each operand dimension stays where it is, in a result of the same rank."""
    rank = op.result.type.get_num_dims()
    return op.operand.type.get_num_dims() == rank and op.ints("broadcast_dimensions") == tuple(range(rank))


class DynamicBroadcastToOwnShape(RewritePattern):
    """A broadcast of `x` to `shape.shape_of x` (also through `shape.to_extent_tensor` and `tensor.cast`) is `x`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicBroadcastInDimOp, rewriter: PatternRewriter) -> None:
        if _shape_of_source(op.output_dimensions) is op.operand and _is_identity_broadcast(op):
            _replace_with_operand(rewriter, op)


class DynamicBroadcastInDimAllDimsNonExpanding(RewritePattern):
    """A broadcast whose every result dimension is known not to expand is its operand (cast to the result type):

    %b = "mhlo.dynamic_broadcast_in_dim"(%x, %s) <{broadcast_dimensions = dense<0> : tensor<1xi64>,
        known_nonexpanding_dimensions = dense<0> : tensor<1xi64>}> : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicBroadcastInDimOp, rewriter: PatternRewriter) -> None:
        if not isinstance(op.result.type, TensorType) or op.known_nonexpanding_dimensions is None:
            return
        if len(op.ints("known_nonexpanding_dimensions")) == op.result.type.get_num_dims() and _is_identity_broadcast(
            op
        ):
            _replace_with_operand(rewriter, op)


def _is_dynamic_rank_1(type_) -> bool:
    return isinstance(type_, TensorType) and type_.get_num_dims() == 1 and not type_.has_static_shape()


class DynamicBroadcastInDimOfConstantShape(RewritePattern):
    """A broadcast of a static operand to a constant shape is a broadcast_in_dim of that static type (the second
    case of mlir-hlo's DynamicBroadcastInDimOpNotActuallyDynamic), cast back to the result type for users of
    other dialects (its `refineOpWithNewOp`):

        %s = shape.const_shape [4, 32] : tensor<2xindex>
        %b = "mhlo.dynamic_broadcast_in_dim"(%x, %s) <{broadcast_dimensions = dense<> : tensor<0xi64>}>
            : (tensor<f32>, tensor<2xindex>) -> tensor<?x?xf32>
        ->
        %0 = "mhlo.broadcast_in_dim"(%x) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<4x32xf32>
        %b = tensor.cast %0 : tensor<4x32xf32> to tensor<?x?xf32>      (where a func.return reads it)
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicBroadcastInDimOp, rewriter: PatternRewriter) -> None:
        operand_type, result_type = op.operand.type, op.result.type
        if not isinstance(result_type, TensorType) or result_type.has_static_shape():
            return
        if not (isinstance(operand_type, TensorType) and operand_type.has_static_shape()):
            return
        shape = constant_ints(op.output_dimensions)
        if shape is None or len(shape) != result_type.get_num_dims() or min(shape, default=0) < 0:
            return
        broadcast = dialect_op(op, "broadcast_in_dim")(
            op.operand, op.ints("broadcast_dimensions"), TensorType(result_type.element_type, shape)
        )
        try:
            broadcast.verify()
        except VerifyException:
            return
        rewriter.insert(broadcast)
        result = broadcast.results[0]
        if any(use.operation.dialect_name() != op.dialect_name() for use in op.result.uses):
            result = rewriter.insert(tensor.CastOp(result, result_type)).results[0]
        rewriter.replace(op, (), [result])


class RemoveRedundantRank1DynamicReshape(RewritePattern):
    """A reshape of a rank-1 tensor of dynamic size to a rank-1 tensor of dynamic size is the tensor (a reshape
    keeps the element count; upstream's, which assumes the shape given is right)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicReshapeOp, rewriter: PatternRewriter) -> None:
        if _is_dynamic_rank_1(op.operand.type) and _is_dynamic_rank_1(op.result.type):
            _replace_with_operand(rewriter, op)


class RemoveRedundantDynamicReshape(RewritePattern):
    """A reshape of a reshape is one reshape of the first one's operand:

    %r = dynamic_reshape(dynamic_reshape(%x, %s1), %s2)   ->   %r = dynamic_reshape(%x, %s2)
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicReshapeOp, rewriter: PatternRewriter) -> None:
        inner = op.operand.owner
        if isinstance(inner, DynamicReshapeOp):
            rewriter.replace(op, type(op)(inner.operand, op.output_shape, op.result.type))


class RemoveRedundantDynamicBroadcast(RewritePattern):
    """A broadcast, in the identity dims, of a reshape to the shape it broadcasts to is that reshape
    (upstream's RemoveRedundantDynamicBroadcast):

        %r = "mhlo.dynamic_reshape"(%x, %s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
        %b = "mhlo.dynamic_broadcast_in_dim"(%r, %s) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}>
               : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
        ->
        uses of %b use %r
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicBroadcastInDimOp, rewriter: PatternRewriter) -> None:
        reshape = op.operand.owner
        if not isinstance(reshape, DynamicReshapeOp) or reshape.output_shape is not op.output_dimensions:
            return
        if not _is_identity_broadcast(op):
            return
        if reshape.result.type == op.result.type:
            rewriter.replace(op, (), [reshape.result])
        else:
            rewriter.replace(op, type(reshape)(reshape.operand, reshape.output_shape, op.result.type))


_SAME_SHAPE_OPS = tuple(op for op in (*UNARY_OPS, *BINARY_OPS, CompareOp) if op is not BitcastConvertOp)
"""The element-wise ops whose result has the shape of their first operand (a bitcast_convert between
element types of other widths changes it)."""


class DynamicReshapeOpSameShapeOpResult(RewritePattern):
    """A reshape to `%s` of an element-wise op of a reshape to `%s` is the element-wise op, whose result has
    that shape already (upstream's DynamicReshapeOpSameShapeOpResult):

        %0 = "mhlo.dynamic_reshape"(%x, %s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
        %1 = mhlo.abs %0 : tensor<?x?xf32>
        %2 = "mhlo.dynamic_reshape"(%1, %s) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
        ->
        uses of %2 use %1
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicReshapeOp, rewriter: PatternRewriter) -> None:
        elementwise = op.operand.owner
        if not isinstance(elementwise, _SAME_SHAPE_OPS) or not elementwise.operands:
            return
        reshape = elementwise.operands[0].owner
        if isinstance(reshape, DynamicReshapeOp) and reshape.output_shape is op.output_shape:
            _replace_with_operand(rewriter, op)


class ShapeOfDynamicReshape(RewritePattern):
    """The shape of a reshape is the shape it was given, when that has the type of `shape.shape_of`'s result:

    %r = "mhlo.dynamic_reshape"(%x, %s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %t = shape.shape_of %r : tensor<?x?xf32> -> tensor<2xindex>       (%t is %s)
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ShapeOfOp, rewriter: PatternRewriter) -> None:
        reshape = op.arg.owner
        if isinstance(reshape, DynamicReshapeOp) and reshape.output_shape.type == op.result.type:
            rewriter.replace(op, (), [reshape.output_shape])


def populate_hlo_dynamic_shape_canonicalization_patterns() -> list[RewritePattern]:
    """The patterns of this module."""
    return [
        DynamicBroadcastToOwnShape(),
        DynamicBroadcastInDimAllDimsNonExpanding(),
        DynamicBroadcastInDimOfConstantShape(),
        RemoveRedundantRank1DynamicReshape(),
        RemoveRedundantDynamicReshape(),
        RemoveRedundantDynamicBroadcast(),
        DynamicReshapeOpSameShapeOpResult(),
        ShapeOfDynamicReshape(),
    ]
