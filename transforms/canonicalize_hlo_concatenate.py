"""Canonicalization patterns of concatenate, after mlir-hlo's (`ConcatenateForwarding`,
`SingleOperandConcatenateToCast`): a concatenate of a concatenate along the same dimension is one
concatenate, a concatenate of one operand of another type is a tensor.cast, and a slice of a concatenate
reads only the operands its range meets.

    %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<8xi32>
    %1 = stablehlo.concatenate %0, %c, dim = 0 : (tensor<8xi32>, tensor<4xi32>) -> tensor<12xi32>
    ->
    %1 = stablehlo.concatenate %a, %b, %c, dim = 0 : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<12xi32>
"""

from __future__ import annotations

from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects import tensor
from aiopt.dialects.hlo.shape_ops import ConcatenateOp, SliceOp
from aiopt.dialects.hlo.types import DYNAMIC, shape_of


class ConcatenateForwarding(RewritePattern):
    """The operands of a concatenate along the same dimension, used only there, are operands of the outer one:

        %0 = "mhlo.concatenate"(%a, %b) <{dimension = 0 : i64}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<8xi32>
        %1 = "mhlo.concatenate"(%0, %c) <{dimension = 0 : i64}> : (tensor<8xi32>, tensor<4xi32>) -> tensor<12xi32>
        ->
        %1 = "mhlo.concatenate"(%a, %b, %c) <{dimension = 0 : i64}>
               : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<12xi32>

    (An inner concatenate with other uses stays, as upstream: flattening it would copy its operands twice.)
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ConcatenateOp, rewriter: PatternRewriter) -> None:
        dimension = op.int_value("dimension")
        operands: list[SSAValue] = []
        for value in op.inputs:
            inner = value.owner
            if (
                isinstance(inner, ConcatenateOp)
                and inner.name == op.name
                and value.has_one_use()
                and inner.int_value("dimension") == dimension
            ):
                operands.extend(inner.inputs)
            else:
                operands.append(value)
        if len(operands) == len(op.inputs):
            return
        new_op = type(op).create(
            operands=operands,
            result_types=[op.result.type],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
        )
        new_op.location = op.location
        rewriter.replace(op, new_op)


class SingleOperandConcatenateToCast(RewritePattern):
    """A concatenate of one operand is the operand, cast to the result type where the two differ in static
    sizes:

        %r = "mhlo.concatenate"(%x) <{dimension = 0 : i64}> : (tensor<?xi32>) -> tensor<4xi32>
        ->
        %r = tensor.cast %x : tensor<?xi32> to tensor<4xi32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ConcatenateOp, rewriter: PatternRewriter) -> None:
        if len(op.inputs) != 1:
            return
        operand = op.inputs[0]
        if operand.type == op.result.type:
            rewriter.replace(op, [], [operand])
            return
        cast = tensor.CastOp(operand, op.result.type)
        cast.location = op.location
        rewriter.replace(op, cast)


class SliceOfConcatenate(RewritePattern):
    """A slice of a concatenate reads only the operands its range along the concatenated dimension meets: the
    others are dropped and the range shifted by the size of those before it (mlir-hlo's slice-of-concatenate
    fold); a slice of a single remaining operand slices it directly:

        %c = "mhlo.concatenate"(%a, %b, %d) <{dimension = 0 : i64}>
               : (tensor<1x5xf32>, tensor<2x5xf32>, tensor<1x5xf32>) -> tensor<4x5xf32>
        %r = "mhlo.slice"(%c) <{limit_indices = dense<[3, 5]> : ..., start_indices = dense<[2, 0]> : ...,
               strides = dense<1> : tensor<2xi64>}> : (tensor<4x5xf32>) -> tensor<1x5xf32>
        ->
        %r = "mhlo.slice"(%b) <{limit_indices = dense<[2, 5]> : ..., start_indices = dense<[1, 0]> : ...,
               strides = dense<1> : tensor<2xi64>}> : (tensor<2x5xf32>) -> tensor<1x5xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SliceOp, rewriter: PatternRewriter) -> None:
        concatenate = op.operand.owner
        if not isinstance(concatenate, ConcatenateOp) or concatenate.name.split(".")[0] != op.name.split(".")[0]:
            return
        dimension = concatenate.int_value("dimension")
        sizes = [(shape_of(value.type) or (DYNAMIC,) * (dimension + 1))[dimension] for value in concatenate.inputs]
        if DYNAMIC in sizes:
            return
        starts, limits, strides = (list(op.ints(name)) for name in ("start_indices", "limit_indices", "strides"))
        kept: list[SSAValue] = []
        dropped_before = 0
        offset = 0
        for value, size in zip(concatenate.inputs, sizes, strict=True):
            if offset + size <= starts[dimension] and not kept:
                dropped_before += size
            elif offset < limits[dimension]:
                kept.append(value)
            offset += size
        if len(kept) == len(concatenate.inputs) or not kept:
            return
        new_ops = []
        source = kept[0]
        if len(kept) > 1:
            new_ops.append(type(concatenate)(kept, dimension))
            source = new_ops[-1].results[0]
        starts[dimension] -= dropped_before
        limits[dimension] -= dropped_before
        new_ops.append(type(op)(source, starts, limits, strides))
        if new_ops[-1].results[0].type != op.result.type:
            return
        for new_op in new_ops:
            new_op.location = op.location
        rewriter.replace(op, new_ops)


def populate_hlo_concatenate_canonicalization_patterns() -> list[RewritePattern]:
    """The canonicalization patterns of concatenate that combine or cast its operands, and of slices of it."""
    return [ConcatenateForwarding(), SingleOperandConcatenateToCast(), SliceOfConcatenate()]
