"""Canonicalization patterns of concatenate, after mlir-hlo's (`ConcatenateForwarding`,
`SingleOperandConcatenateToCast`): a concatenate of a concatenate along the same dimension is one
concatenate, and a concatenate of one operand of another type is a tensor.cast.

    %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<8xi32>
    %1 = stablehlo.concatenate %0, %c, dim = 0 : (tensor<8xi32>, tensor<4xi32>) -> tensor<12xi32>
    ->
    %1 = stablehlo.concatenate %a, %b, %c, dim = 0 : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<12xi32>
"""

from __future__ import annotations

from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects import tensor
from aiopt.dialects.hlo.shape_ops import ConcatenateOp


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


def populate_hlo_concatenate_canonicalization_patterns() -> list[RewritePattern]:
    """The canonicalization patterns of concatenate that combine or cast its operands."""
    return [ConcatenateForwarding(), SingleOperandConcatenateToCast()]
