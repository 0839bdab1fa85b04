"""Canonicalization patterns of select, after mlir-hlo's (`FusePredNegIntoSelect`): a select by the negation
of a predicate is the select by the predicate with the branches swapped.

    %n = mhlo.not %p : tensor<4xi1>
    %r = mhlo.select %n, %a, %b : tensor<4xi1>, tensor<4xf32>
    ->
    %r = mhlo.select %p, %b, %a : tensor<4xi1>, tensor<4xf32>
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects.hlo.elementwise import NotOp, SelectOp
from aiopt.dialects.hlo.shape_ops import BroadcastInDimOp


def _negated(value: SSAValue) -> tuple[SSAValue, list[Operation]] | None:
    """(the predicate `value` negates, the ops that compute it) where `value` is `not p` or a broadcast_in_dim
    of `not p` (then the ops broadcast `p` alike), else None."""
    owner = value.owner
    if isinstance(owner, NotOp):
        return owner.operand, []
    if isinstance(owner, BroadcastInDimOp) and isinstance(owner.operand.owner, NotOp):
        broadcast = type(owner)(owner.operand.owner.operand, owner.ints("broadcast_dimensions"), value.type)
        broadcast.location = owner.location
        return broadcast.results[0], [broadcast]
    return None


class FusePredNegIntoSelect(RewritePattern):
    """select by `not p` (or a broadcast of it) is the select by `p` (broadcast alike) with the branches swapped:

        %n = mhlo.not %p : tensor<1xi1>
        %b = "mhlo.broadcast_in_dim"(%n) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<1xi1>) -> tensor<4xi1>
        %r = mhlo.select %b, %x, %y : tensor<4xi1>, tensor<4xf32>
        ->
        %b = "mhlo.broadcast_in_dim"(%p) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<1xi1>) -> tensor<4xi1>
        %r = mhlo.select %b, %y, %x : tensor<4xi1>, tensor<4xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SelectOp, rewriter: PatternRewriter) -> None:
        negated = _negated(op.pred)
        if negated is None:
            return
        pred, new_ops = negated
        select = type(op).create(
            operands=[pred, op.on_false, op.on_true],
            result_types=[op.result.type],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
        )
        select.location = op.location
        rewriter.replace(op, [*new_ops, select])


def populate_hlo_select_canonicalization_patterns() -> list[RewritePattern]:
    """The canonicalization patterns of select."""
    return [FusePredNegIntoSelect()]
