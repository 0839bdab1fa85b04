"""`--convert-scf-to-cf`: structured control flow to a CFG of `cf` branches, as upstream's SCFToControlFlow.

    scf.for %i = %lb to %ub step %s { ... }

becomes

      cf.br ^cond(%lb : index)
    ^cond(%i: index):
      %c = arith.cmpi slt, %i, %ub : index
      cf.cond_br %c, ^body, ^end
    ^body:
      ...
      %next = arith.addi %i, %s : index
      cf.br ^cond(%next : index)
    ^end:

Lowered ops: `scf.for`, `scf.if` and `scf.index_switch` (xDSL's patterns,
which follow upstream), and here `scf.while` (the before region is the loop
header, `scf.condition` a `cf.cond_br` to the after region or out),
`scf.execute_region` (its blocks inlined, `scf.yield` a branch to the
continuation) and `scf.parallel` (a nest of `scf.for` loops carrying the
reductions, combined with each `scf.reduce` region, then lowered as above).

xDSL registers a `convert-scf-to-cf` with only for/if/index_switch; this
pass replaces it.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.cf import BranchOp, ConditionalBranchOp
from xdsl.ir import Block, Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import BlockInsertPoint, InsertPoint
from xdsl.transforms.convert_scf_to_cf import ForLowering, IfLowering, SwitchLowering

from aiopt.dialects import scf
from aiopt.support.canonical_classes import use_registered_classes
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import IdleSkippingWalker, OpClassKeyedApplier
from aiopt.support.rewriting import InheritLocation


def _split_after(op: Operation, rewriter: PatternRewriter) -> Block:
    """Split `op`'s block before `op`; return the continuation block, with one argument per result of `op`."""
    block = op.parent_block()
    assert block is not None
    continuation = block.split_before(op)
    for index, type_ in enumerate(op.result_types):
        rewriter.insert_block_argument(continuation, index, type_)
    return continuation


class WhileLowering(RewritePattern):
    """`scf.while` to a header block (the before region) that branches into the body (the after region) or out."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter) -> None:
        init_block = op.parent_block()
        assert init_block is not None
        continuation = _split_after(op, rewriter)
        before, after = op.before_region.first_block, op.after_region.first_block
        assert before is not None and after is not None
        for block in op.after_region.blocks:
            if isinstance(yield_op := block.last_op, scf.YieldOp):
                rewriter.replace(yield_op, BranchOp(before, *yield_op.operands))
        for block in op.before_region.blocks:
            if isinstance(condition := block.last_op, scf.ConditionOp):
                forwarded = condition.args
                rewriter.replace(
                    condition, ConditionalBranchOp(condition.condition, after, forwarded, continuation, forwarded)
                )
        rewriter.inline_region(op.before_region, BlockInsertPoint.before(continuation))
        rewriter.inline_region(op.after_region, BlockInsertPoint.before(continuation))
        rewriter.insert(BranchOp(before, *op.arguments), InsertPoint.at_end(init_block))
        rewriter.replace(op, [], continuation.args)


class ExecuteRegionLowering(RewritePattern):
    """`scf.execute_region`: its blocks inlined in place, each `scf.yield` a branch to the continuation."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ExecuteRegionOp, rewriter: PatternRewriter) -> None:
        init_block = op.parent_block()
        assert init_block is not None
        continuation = _split_after(op, rewriter)
        entry = op.region.first_block
        assert entry is not None
        for block in op.region.blocks:
            if isinstance(yield_op := block.last_op, scf.YieldOp):
                rewriter.replace(yield_op, BranchOp(continuation, *yield_op.operands))
        rewriter.inline_region(op.region, BlockInsertPoint.before(continuation))
        rewriter.insert(BranchOp(entry), InsertPoint.at_end(init_block))
        rewriter.replace(op, [], continuation.args)


class ParallelLowering(RewritePattern):
    """`scf.parallel` to nested `scf.for` loops; reductions become loop-carried values combined by the reduce regions."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ParallelOp, rewriter: PatternRewriter) -> None:
        carried: list[SSAValue] = list(op.initVals)
        loops: list[scf.ForOp] = []
        ivs: list[SSAValue] = []
        point = InsertPoint.before(op)
        for lower, upper, step in zip(op.lowerBound, op.upperBound, op.step):
            body = Block(arg_types=[lower.type, *(v.type for v in carried)])
            loop = scf.ForOp(lower, upper, step, carried, body)
            rewriter.insert(loop, point)
            if loops:
                rewriter.insert(scf.YieldOp(*loop.results), InsertPoint.at_end(loops[-1].body.block))
            loops.append(loop)
            ivs.append(body.args[0])
            carried = list(body.args[1:])
            point = InsertPoint.at_end(body)
        reduce_op = op.body.block.last_op
        assert isinstance(reduce_op, scf.ReduceOp)
        combined: list[SSAValue] = []
        for value, accumulator, region in zip(reduce_op.args, carried, reduce_op.reductions):
            result = region.block.last_op
            assert isinstance(result, scf.ReduceReturnOp)
            combined.append(result.result)
            rewriter.erase(result)
            rewriter.inline_block(region.block, InsertPoint.before(reduce_op), [accumulator, value])
        rewriter.erase(reduce_op)
        # `point` is the innermost loop's body, or where the op is when it has no dimensions (one iteration).
        rewriter.inline_block(op.body.block, point, ivs)
        if not loops:
            rewriter.replace(op, [], combined)
            return
        rewriter.insert(scf.YieldOp(*combined), InsertPoint.at_end(loops[-1].body.block))
        rewriter.replace(op, [], loops[0].results)


def populate_scf_to_cf_patterns() -> list[RewritePattern]:
    """The patterns of `convert-scf-to-cf`."""
    return [
        ParallelLowering(),
        ExecuteRegionLowering(),
        WhileLowering(),
        SwitchLowering(),
        IfLowering(),
        ForLowering(),
    ]


@dataclass(frozen=True)
class ConvertScfToCfPass(DiagnosticPass):
    """Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG.

        scf.if %c { ... }

    becomes `cf.cond_br %c, ^then, ^continue` with `^then` ending in `cf.br ^continue`.
    """

    name = "convert-scf-to-cf"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # Each op tries only the patterns of its class; most ops are of none, and are not visited unless dead.
        applier = OpClassKeyedApplier(populate_scf_to_cf_patterns())
        # From the last op up: lowering an op splits its block and moves the ops after it into the continuation
        # block, which a later op of the block would have moved again (top down, each split moved the rest of
        # the block: quadratic in the number of loops of a block, 0.8 s of a 48-layer transformer's compile).
        IdleSkippingWalker(InheritLocation(applier), idle=applier.idle, walk_reverse=True).rewrite_module(op)
        use_registered_classes(ctx, op)  # (xDSL's for/switch lowerings build xDSL's arith classes)
