"""`--topological-sort`: order the ops of graph regions so that definitions come before uses, as MLIR's pass does."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation
from xdsl.traits import IsTerminator

from aiopt.support.dominance import GRAPH_REGION_OPS
from aiopt.support.passes import DiagnosticPass


@dataclass(frozen=True)
class TopologicalSortPass(DiagnosticPass):
    """Sort regions without SSA dominance in topological order

    The blocks of graph regions (those of `builtin.module` and `gpu.module`,
    the ops of upstream's RegionKindInterface that have no SSA dominance) are
    sorted so that each op comes after the ops whose results it, or an op
    nested in it, uses; ops keep their order where they may. A terminator
    stays last. Ops of a cycle stay where the sort reached them (upstream's
    `sortTopologically`: the first unscheduled op is taken as it is); regions
    with SSA dominance (function bodies) are left alone.

    Example, `ai-opt --topological-sort --allow-unregistered-dialect`:

        %1 = "test.use"(%0) : (i32) -> i32
        %0 = "test.def"() : () -> i32

    becomes

        %0 = "test.def"() : () -> i32
        %1 = "test.use"(%0) : (i32) -> i32
    """

    name = "topological-sort"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # Upstream walks the RegionKindInterface ops in post-order; each region's sort is independent.
        for nested in op.walk(region_first=True):
            if nested.name in GRAPH_REGION_OPS:
                for region in nested.regions:
                    for block in region.blocks:
                        sort_topologically(block)


def sort_topologically(block: Block) -> bool:
    """Sort the ops of `block` (its terminator aside) as MLIR's `sortTopologically`; False if a cycle was cut."""
    ops = list(block.ops)
    terminator = ops.pop() if ops and ops[-1].has_trait(IsTerminator, value_if_unregistered=False) else None
    unscheduled = set(ops)
    # Each sweep moves the ready ops, in block order, to the end of the sorted prefix; an op may
    # become ready by one scheduled earlier in the same sweep. A sweep that schedules nothing
    # takes the first unsorted op as it is (a cycle).
    order: list[Operation] = []
    pending = ops
    all_scheduled = True
    while pending:
        remaining: list[Operation] = []
        for candidate in pending:
            if _is_ready(candidate, unscheduled):
                unscheduled.discard(candidate)
                order.append(candidate)
            else:
                remaining.append(candidate)
        if len(remaining) == len(pending):
            all_scheduled = False
            unscheduled.discard(remaining[0])
            order.append(remaining.pop(0))
        pending = remaining
    if order != ops:
        for sorted_op in order:
            sorted_op.detach()
            if terminator is None:
                block.add_op(sorted_op)
            else:
                block.insert_op_before(sorted_op, terminator)
    return all_scheduled


def _is_ready(op: Operation, unscheduled: set[Operation]) -> bool:
    """Whether no operand of `op` or of the ops nested in it comes from an unscheduled op (or one nested in it)."""
    for nested in op.walk():
        for operand in nested.operands:
            parent = operand.owner if isinstance(operand.owner, Operation) else None
            while parent is not None:
                if parent is op:
                    break
                if parent in unscheduled:
                    return False
                parent = parent.parent_op()
    return True
