"""xDSL's `region_dce` (the dead-code sweep `canonicalize` runs after each of its sweeps), with what it asks of
each op answered once per call.

xDSL's `LiveSet` propagates liveness over the whole region until nothing
changes (two walks at least), and asks every op not yet live, on every walk,
whether it would be dead without uses: two trait lookups and the op's memory
effects, nested ops' included. Neither changes while liveness propagates (no
op is erased before `delete_dead`), so `LiveSet` here asks once per op and
call, and answers the trait part once per op class
(`aiopt.support.pattern_dispatch.keeps_itself`). The walks, the fixpoint and
what is deleted, in which order, are xDSL's:

    region_dce(module.body)   # erases unused pure ops and unreachable blocks; True if anything was erased
"""

from __future__ import annotations

from xdsl.ir import Operation, Region
from xdsl.ir.post_order import PostOrderIterator
from xdsl.pattern_rewriter import PatternRewriterListener
from xdsl.transforms import dead_code_elimination
from xdsl.transforms.dead_code_elimination import result_only_effects

from aiopt.support.pattern_dispatch import keeps_itself


class LiveSet(dead_code_elimination.LiveSet):
    """xDSL's, whose `propagate_region_liveness` asks `would_be_trivially_dead` of each op once per call."""

    def __init__(self) -> None:
        super().__init__()
        self._dead_if_unused: dict[Operation, bool] = {}

    def would_be_trivially_dead(self, op: Operation) -> bool:
        """xDSL's `would_be_trivially_dead(op)`, kept for the rest of the call."""
        known = self._dead_if_unused.get(op)
        if known is None:
            known = self._dead_if_unused[op] = not keeps_itself(type(op)) and result_only_effects(op)
        return known

    def propagate_op_liveness(self, op: Operation) -> None:
        for region in op.regions:
            self.propagate_region_liveness(region)
        live = self._live_ops
        if op in live:
            return
        if not self.would_be_trivially_dead(op) or any(
            use.operation in live for result in op.results for use in result.uses
        ):
            self.changed = True
            live.add(op)

    def propagate_region_liveness(self, region: Region) -> None:
        first = region.first_block
        if first is None:
            return
        # A region of one block is its own post-order.
        for block in (first,) if first.next_block is None else PostOrderIterator(first):
            # As xDSL's: the ops last first, so that liveness reaches definitions sooner.
            for operation in reversed(block.ops):
                self.propagate_op_liveness(operation)


def region_dce(region: Region, listener: PatternRewriterListener | None = None) -> bool:
    """xDSL's `region_dce` with this module's `LiveSet`: erase the ops of `region` that are dead (unused and
    without effects, or used only by dead ops) and its blocks left without live ops; True if any was erased."""
    live_set = LiveSet()
    while live_set.changed:
        live_set.changed = False
        live_set.propagate_region_liveness(region)
    live_set.delete_dead(region, listener)
    return live_set.changed
