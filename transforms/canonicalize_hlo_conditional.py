"""Canonicalization patterns of if and case with a constant selector, after mlir-hlo's
(`inlineIfConstantCondition`, `inlineCaseConstantCondition`): the branch that runs is inlined in place of
the op, its return's operands replacing the op's results.

    %true = mhlo.constant dense<true> : tensor<i1>
    %r = "mhlo.if"(%true) ({ "mhlo.return"(%a) : (tensor<f32>) -> () }, { "mhlo.return"(%b) ... }) ...
    ->
    uses of %r use %a
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.ir import Operation, Region
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from aiopt.dialects.hlo.control_flow import CaseOp, IfOp
from aiopt.dialects.hlo.shape_ops import constant_ints
from aiopt.transforms.fold_hlo import splat_array


def _inline_branch(rewriter: PatternRewriter, op: Operation, region: Region) -> None:
    """Replace `op` by the ops of `region`'s block, its results by the operands of the block's return."""
    block = region.block
    terminator = block.last_op
    if terminator is None or [v.type for v in terminator.operands] != list(op.result_types):
        return
    values = list(terminator.operands)
    rewriter.erase(terminator)
    rewriter.inline_block(block, InsertPoint.before(op))
    rewriter.replace(op, [], values)


class InlineConstantConditional(RewritePattern):
    """An if whose predicate, or a case whose index, is a constant is the branch it runs, inlined; an index out
    of range runs the last branch (XLA's semantics):

        %c1 = mhlo.constant dense<1> : tensor<i32>
        %r = "mhlo.case"(%c1) ({ "mhlo.return"(%a) ... }, { "mhlo.return"(%b) ... }, { "mhlo.return"(%c) ... })
               : (tensor<i32>) -> tensor<f32>
        ->
        uses of %r use %b
    """

    op_types: ClassVar[tuple[type[Operation], ...]] = (IfOp, CaseOp)
    """The op classes the pattern matches (`aiopt.support.pattern_dispatch`: no other op tries it)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if isinstance(op, IfOp):
            pred = splat_array(op.pred)
            if pred is not None:
                _inline_branch(rewriter, op, op.true_branch if bool(pred) else op.false_branch)
        elif isinstance(op, CaseOp):
            index = constant_ints(op.index)
            if index is not None and len(index) == 1 and op.branches:
                chosen = index[0] if 0 <= index[0] < len(op.branches) else len(op.branches) - 1
                _inline_branch(rewriter, op, op.branches[chosen])


def populate_hlo_conditional_canonicalization_patterns() -> list[RewritePattern]:
    """The if and case pattern of this module."""
    return [InlineConstantConditional()]
