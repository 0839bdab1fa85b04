"""lmhlo control flow on buffers to `scf`: `lmhlo.case` -> `scf.index_switch`, `lmhlo.while` -> `scf.while`.

Shared by `--lhlo-legalize-to-linalg` and `--lhlo-legalize-to-affine`; the
lmhlo ops inside the regions are lowered by those passes' other patterns.
The regions write their results into buffers from above, so the scf ops
have no results:

    "lmhlo.case"(%i) ({ ... "lmhlo.terminator"() }, { ... "lmhlo.terminator"() }) : (memref<i32>) -> ()

becomes

    %v = memref.load %i[] : memref<i32>
    %x = arith.index_cast %v : i32 to index
    scf.index_switch %x
    case 0 {
      ...
      scf.yield
    }
    default {
      ...
      scf.yield
    }

The last branch is the default: an index out of range runs it, as in XLA; a
pred index runs branch 0 when true, branch 1 when false. A while loop reads
the predicate its condition region writes into `cond_val`:

    scf.while : () -> () {
      ... condition region ...
      %c = memref.load %cond_val[] : memref<i1>
      scf.condition(%c)
    } do {
      ... body region ...
      scf.yield
    }
"""

from __future__ import annotations

from xdsl.dialects.builtin import DenseArrayBase, IndexType, IntegerAttr, i1, i64
from xdsl.ir import Operation, Region
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith, lmhlo, memref, scf
from aiopt.dialects.scf import WhileOp
from aiopt.lowering.lhlo_legalize_to_linalg import load_scalar, lowerable


def scf_region(rewriter: PatternRewriter, region: Region, terminator: Operation) -> Region:
    """The blocks of an lmhlo region moved into a new region, its `lmhlo.terminator` replaced by `terminator`."""
    new = Region()
    region.move_blocks(new)
    rewriter.replace(new.block.last_op, terminator)
    return new


def _index_constant(rewriter: PatternRewriter, value: int) -> Operation:
    op = arith.ConstantOp(IntegerAttr(value, IndexType()))
    rewriter.insert(op)
    return op


class CaseToIndexSwitch(RewritePattern):
    """`lmhlo.case` -> `scf.index_switch` on the loaded index, the last branch as default (see the module)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.CaseOp) or not lowerable(op) or not op.branches:
            return
        value = load_scalar(rewriter, op.index)
        if value.type == i1:
            true_branch, false_branch = _index_constant(rewriter, 0), _index_constant(rewriter, 1)
            index = arith.SelectOp(value, true_branch.result, false_branch.result)
        else:
            index = arith.IndexCastOp(value, IndexType())
        rewriter.insert(index)
        regions = [scf_region(rewriter, region, scf.YieldOp()) for region in op.branches]
        cases = DenseArrayBase.from_list(i64, list(range(len(regions) - 1)))
        rewriter.insert(scf.IndexSwitchOp(index.result, cases, regions[-1], regions[:-1], []))
        rewriter.erase(op)


class WhileToScfWhile(RewritePattern):
    """`lmhlo.while` -> `scf.while` without values: condition region, load of `cond_val`, `scf.condition`; body."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.WhileOp) or not lowerable(op) or len(op.cond_val) != 1:
            return
        (flag,) = op.cond_val
        load = memref.LoadOp.get(flag, [])
        before = scf_region(rewriter, op.cond, scf.ConditionOp(load.res))
        rewriter.insert(load, InsertPoint.before(before.block.last_op))
        after = scf_region(rewriter, op.body, scf.YieldOp())
        rewriter.insert(WhileOp([], [], before, after))
        rewriter.erase(op)


def populate_lhlo_control_flow_patterns() -> list[RewritePattern]:
    """The patterns that lower lmhlo.case and lmhlo.while to scf."""
    return [CaseToIndexSwitch(), WhileToScfWhile()]
