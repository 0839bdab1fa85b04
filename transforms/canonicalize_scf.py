"""Canonicalization patterns of `scf` ops that xDSL 0.74 lacks, after upstream's.

Each pattern does one rewrite of upstream's scf canonicalization patterns and
matches the xDSL op class (aiopt's `scf` classes derive from xDSL's):

    %r = scf.if %c -> (index) { scf.yield %a : index } else { scf.yield %b : index }
    ->
    %r = arith.select %c, %a, %b : index
"""

from __future__ import annotations

from xdsl.dialects import scf as xdsl_scf
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith
from aiopt.transforms.canonicalize_arith import constant_values


def _only_yield(op: Operation, region_index: int) -> xdsl_scf.YieldOp | None:
    """The yield of a region whose single block holds nothing else."""
    region = op.regions[region_index]
    if len(region.blocks) != 1:
        return None
    block = region.blocks[0]
    if block.first_op is not block.last_op or not isinstance(block.last_op, xdsl_scf.YieldOp):
        return None
    return block.last_op


class TrivialIfToSelect(RewritePattern):
    """An scf.if whose two branches only yield values is one arith.select per result (the value itself
    where both branches yield the same), upstream's ConvertTrivialIfToSelect for a whole if.

    Not for tensor results: upstream's one-shot-bufferize bufferizes arith.select on tensors, aiopt's
    does not yet (the HLO pipelines would fail on a stablehlo.if of constants)."""

    op_types = (xdsl_scf.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IfOp) or not op.results:
            return
        if any(isinstance(t, TensorType) for t in op.result_types):
            return
        then_yield, else_yield = _only_yield(op, 0), _only_yield(op, 1)
        if then_yield is None or else_yield is None:
            return
        new_ops, values = [], []
        for then_value, else_value in zip(then_yield.operands, else_yield.operands, strict=True):
            if then_value is else_value:
                values.append(then_value)
                continue
            select = arith.SelectOp(op.cond, then_value, else_value)
            new_ops.append(select)
            values.append(select.result)
        rewriter.replace_op(op, new_ops, values)


class RemoveEmptyElse(RewritePattern):
    """The else region of an scf.if without results that only yields is dropped:

        scf.if %c { ... } else { }    ->    scf.if %c { ... }
    """

    op_types = (xdsl_scf.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IfOp) or op.results or not op.false_region.blocks:
            return
        else_yield = _only_yield(op, 1)
        if else_yield is None or else_yield.operands:
            return
        then_region = rewriter.move_region_contents_to_new_regions(op.true_region)
        rewriter.replace_op(op, type(op)(op.cond, [], then_region, None, dict(op.attributes)))


class FoldConstantIndexSwitch(RewritePattern):
    """An scf.index_switch on a constant runs the case it selects (the default when none matches): that
    region's ops take its place and its yielded values its results."""

    op_types = (xdsl_scf.IndexSwitchOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IndexSwitchOp):
            return
        found = constant_values(op.arg)
        if found is None or len(found[1]) != 1:
            return
        cases = list(op.cases.get_values())
        region = op.case_regions[cases.index(found[1][0])] if found[1][0] in cases else op.default_region
        if len(region.blocks) != 1 or not isinstance(region.blocks[0].last_op, xdsl_scf.YieldOp):
            return
        block = region.blocks[0]
        terminator = block.last_op
        values = list(terminator.operands)
        rewriter.inline_block(block, InsertPoint.before(op))
        rewriter.erase_op(terminator)
        rewriter.replace_op(op, [], values)


class RemoveRedundantForIterArgs(RewritePattern):
    """An scf.for drops the iter_args it does not need (upstream's ForOpIterArgsFolder): one it yields
    back unchanged, one whose init it yields, and one unused in the body whose result is unused too;
    the result of a dropped iter_arg is its init:

        %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %c) -> (i32, i32) {
          %y = arith.addi %a, %c : i32
          scf.yield %y, %c : i32, i32
        }
        ->
        %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) { ... scf.yield %y : i32 }
        (uses of %r#1 use %c)
    """

    op_types = (xdsl_scf.ForOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.ForOp) or not op.iter_args or len(op.body.blocks) != 1:
            return
        block = op.body.blocks[0]
        terminator = block.last_op
        if not isinstance(terminator, xdsl_scf.YieldOp) or len(terminator.operands) != len(op.iter_args):
            return
        arguments = list(block.args[1:])
        inits = list(op.iter_args)
        yielded = list(terminator.operands)
        dropped = [
            k
            for k, (argument, init, value) in enumerate(zip(arguments, inits, yielded))
            if value is argument
            or value is init
            or (not op.results[k].uses and not argument.uses)
        ]
        if not dropped:
            return
        kept = [k for k in range(len(inits)) if k not in dropped]
        for k in dropped:
            # The iter_arg holds its init on every iteration (or is not read).
            arguments[k].replace_all_uses_with(inits[k])
        new_yield = xdsl_scf.YieldOp(*[yielded[k] for k in kept])
        rewriter.replace_op(terminator, new_yield)
        for k in reversed(dropped):
            rewriter.erase_block_argument(arguments[k], safe_erase=False)
        body = rewriter.move_region_contents_to_new_regions(op.body)
        new_loop = type(op)(op.lb, op.ub, op.step, [inits[k] for k in kept], body)
        new_loop.attributes.update(op.attributes)
        results = list(inits)
        for position, k in enumerate(kept):
            results[k] = new_loop.results[position]
        rewriter.replace_op(op, new_loop, results)


def populate_scf_canonicalization_patterns() -> list[RewritePattern]:
    """The `scf` patterns `canonicalize` adds to xDSL's."""
    return [TrivialIfToSelect(), RemoveEmptyElse(), FoldConstantIndexSwitch(), RemoveRedundantForIterArgs()]
