"""`--control-flow-sink`: move side-effect free ops into the regions that alone use them, as MLIR's pass does."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation, Region

from aiopt.support.dominance import RegionDominance
from aiopt.support.passes import DiagnosticPass
from aiopt.transforms.speculatability import memory_effect_free

AT_MOST_ONCE_REGIONS = frozenset({"scf.if", "scf.index_switch"})
"""The RegionBranchOpInterface ops whose `getRegionInvocationBounds` runs each region at most once.

Upstream's other region branch ops (scf.for, scf.while, scf.execute_region, affine.if, ...) keep the
interface's default, unknown bounds, so nothing is sunk into them."""


@dataclass(frozen=True)
class ControlFlowSinkPass(DiagnosticPass):
    """Sink operations into conditional blocks

    An op free of memory effects (those nested in it included) whose results
    are used only inside one region of an `scf.if` or `scf.index_switch` (the
    region branch ops whose regions run at most once) moves to the start of
    that region's entry block, so that it is computed only on the path that
    needs it; the ops its operands come from are then tried in turn. Inner
    branch ops are visited first; an op used in two regions stays.

    Example, `ai-opt --control-flow-sink`:

        func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
          %0 = arith.addi %a, %b : i32
          %1 = arith.muli %0, %0 : i32
          %r = scf.if %c -> i32 {
            scf.yield %1 : i32
          } else {
            scf.yield %a : i32
          }
          func.return %r : i32
        }

    becomes

        %0 = scf.if %arg0 -> (i32) {
          %1 = arith.addi %arg1, %arg2 : i32
          %2 = arith.muli %1, %1 : i32
          scf.yield %2 : i32
        } else {
          scf.yield %arg1 : i32
        }
    """

    name = "control-flow-sink"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        branches = [nested for nested in op.walk(region_first=True) if nested.name in AT_MOST_ONCE_REGIONS]
        dominance: dict[Region, RegionDominance] = {}
        for branch in branches:
            for region in branch.regions:
                if region.blocks:
                    _sink_region(region, dominance)


def _sink_region(region: Region, dominance: dict[Region, RegionDominance]) -> None:
    """Sink into `region` the ops defined outside it that only it uses (upstream's `Sinker::sinkRegion`)."""
    stack: list[Operation] = []
    for block in region.blocks:
        for child in block.ops:
            for nested in child.walk(region_first=True):
                for operand in nested.operands:
                    definer = operand.owner
                    if isinstance(definer, Operation) and not _region_contains(region, definer):
                        stack.append(definer)
    entry = region.blocks.first
    assert entry is not None
    while stack:
        candidate = stack.pop()
        if not _all_users_dominated_by(candidate, region, dominance) or not memory_effect_free(candidate):
            continue
        candidate.detach()
        if entry.first_op is None:
            entry.add_op(candidate)
        else:
            entry.insert_op_before(candidate, entry.first_op)
        stack.extend(operand.owner for operand in candidate.operands if isinstance(operand.owner, Operation))


def _region_contains(region: Region, op: Operation) -> bool:
    """Whether `op` lies in `region` or in a region nested in it."""
    parent = op.parent_region()
    while parent is not None:
        if parent is region:
            return True
        owner = parent.parent_op()
        parent = owner.parent_region() if owner is not None else None
    return False


def _all_users_dominated_by(op: Operation, region: Region, dominance: dict[Region, RegionDominance]) -> bool:
    """Whether the block of every user of `op` is dominated by the entry block of `region`."""
    entry = region.blocks.first
    for result in op.results:
        for use in result.uses:
            block = _ancestor_block_in(region, use.operation)
            if block is None:
                return False
            if block is entry:
                continue
            tree = dominance.get(region)
            if tree is None:
                tree = dominance[region] = RegionDominance(region)
            if not tree.dominates(entry, block):
                return False
    return True


def _ancestor_block_in(region: Region, op: Operation) -> Block | None:
    """The block of `region` that holds `op` or an op that `op` is nested in."""
    current: Operation | None = op
    while current is not None:
        block = current.parent_block()
        if block is None:
            return None
        if block.parent is region:
            return block
        current = block.parent_op()
    return None
