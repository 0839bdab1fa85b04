"""`convert-mhlo-to-linalg`'s control flow patterns: mhlo/stablehlo if, case and while to scf on tensors.

The regions move into the scf op unchanged, so the HLO ops in them are
lowered by the other patterns afterwards; their `return` becomes
`scf.yield` (`scf.condition` in a while's condition). Predicates and
indices, `tensor<i1>`/`tensor<i32>` values, are read with `tensor.extract`:

    %r = "mhlo.if"(%p) ({
      "mhlo.return"(%a) : (tensor<4xf32>) -> ()
    }, {
      "mhlo.return"(%b) : (tensor<4xf32>) -> ()
    }) : (tensor<i1>) -> tensor<4xf32>

becomes

    %c = tensor.extract %p[] : tensor<i1>
    %r = scf.if %c -> (tensor<4xf32>) {
      scf.yield %a : tensor<4xf32>
    } else {
      scf.yield %b : tensor<4xf32>
    }
"""

from __future__ import annotations

from xdsl.dialects.builtin import DenseArrayBase, IndexType, TensorType, i64
from xdsl.ir import Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith, scf, tensor
from aiopt.dialects.hlo.types import element_type_of
from aiopt.lowering.mhlo_to_linalg_shape_checks import checked_cast
from aiopt.lowering.mhlo_to_linalg_utils import extract_scalar, hlo_op_types, is_hlo_op


def _take_region(rewriter: PatternRewriter, region: Region, op: Operation | None = None) -> Region:
    """Move `region`'s blocks into a new region whose HLO `return`s are `scf.yield`s; those of a branch of `op` (an
    if or case) yield values of its result types, a `?` size its result type knows checked and cast (a branch may
    return a tensor<?x3xf32> as a tensor<2x3xf32>, which `scf.if` does not take)."""
    new = Region()
    region.move_blocks(new)
    for block in new.blocks:
        last = block.last_op
        if last is not None and last.name.endswith(".return"):
            values = list(last.operands)
            if op is not None:

                def insert(new_op: Operation, before: Operation = last) -> SSAValue:
                    rewriter.insert(new_op, InsertPoint.before(before))
                    return new_op.results[0] if new_op.results else None

                values = [value if value.type == result.type else checked_cast(insert, op.name, i, result.type, value)
                          for i, (value, result) in enumerate(zip(values, op.results, strict=True))]  # fmt: skip
            rewriter.replace(last, scf.YieldOp(*values))
    return new


def _is_tensor_program(op: Operation) -> bool:
    """Whether `op` is outside HLO regions and its operands and results are ranked tensors (no tokens, tuples)."""
    values = (*op.operands, *op.results)
    return not is_hlo_op(op.parent_op()) and all(isinstance(value.type, TensorType) for value in values)


class IfToScf(RewritePattern):
    """`mhlo.if %p` -> `scf.if (tensor.extract %p[])` with the branches as its regions."""

    op_types = hlo_op_types("if")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, hlo_op_types("if")) or not _is_tensor_program(op):
            return
        condition = extract_scalar(rewriter, op.operands[0])
        true_region, false_region = (_take_region(rewriter, region, op) for region in op.regions)
        rewriter.replace(op, scf.IfOp(condition, op.result_types, true_region, false_region))


class CaseToScf(RewritePattern):
    """`mhlo.case %i` -> `scf.index_switch` on the index; the last branch is the default.

    An index out of [0, N) takes the last branch, as the HLO semantics say.
    """

    op_types = hlo_op_types("case")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, hlo_op_types("case")) or not _is_tensor_program(op):
            return
        index = arith.IndexCastOp(extract_scalar(rewriter, op.operands[0]), IndexType())
        rewriter.insert(index)
        regions = [_take_region(rewriter, region, op) for region in op.regions]
        cases = DenseArrayBase.from_list(i64, list(range(len(regions) - 1)))
        rewriter.replace(op, scf.IndexSwitchOp(index, cases, regions[-1], regions[:-1], op.result_types))


class WhileToScf(RewritePattern):
    """`mhlo.while` -> `scf.while`: the condition region ends in `scf.condition(extract %pred) %args`."""

    op_types = hlo_op_types("while")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, hlo_op_types("while")) or not _is_tensor_program(op):
            return
        cond_region, body_region = op.regions
        before = Region()
        cond_region.move_blocks(before)
        block = before.block
        ret = block.last_op
        extract = tensor.ExtractOp(ret.operands[0], [], element_type_of(ret.operands[0].type))
        rewriter.insert(extract, InsertPoint.before(ret))
        rewriter.replace(ret, scf.ConditionOp(extract.result, *block.args))
        rewriter.replace(op, scf.WhileOp(op.operands, op.result_types, before, _take_region(rewriter, body_region)))


LOWERED_OPS = frozenset({"if", "case", "while", "return", "optimization_barrier"})
"""The mnemonics of the HLO ops this module's patterns lower (`return`: the terminator of their regions)."""


class OptimizationBarrierToOperands(RewritePattern):
    """`%r:2 = mhlo.optimization_barrier %a, %b` -> `%a, %b`: on tensors the barrier only forwards its operands.

    What it keeps from being moved across it has no meaning once the
    program is linalg on tensors, as in XLA's CPU pipeline after scheduling.
    """

    op_types = hlo_op_types("optimization_barrier")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, hlo_op_types("optimization_barrier")) and _is_tensor_program(op):
            rewriter.replace(op, (), list(op.operands))


def populate_control_flow_patterns() -> list[RewritePattern]:
    """The patterns that lower HLO if/case/while to scf (and drop optimization barriers)."""
    return [IfToScf(), CaseToScf(), WhileToScf(), OptimizationBarrierToOperands()]
