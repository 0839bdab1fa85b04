"""xDSL's `region_dce` (the dead-code sweep `canonicalize` runs after each of its sweeps), with liveness found
by one walk and a worklist instead of walks until nothing changes.

xDSL's `LiveSet` propagates liveness over the whole region until nothing
changes (two walks at least, a third where liveness flows up a loop), and
asks every op not yet live, on every walk, whether it would be dead without
uses: two trait lookups and the op's memory effects, nested ops' included.
What it finds is the least set of live ops such that an op is live when it
would not be dead without uses, or when a live op uses one of its results,
among the ops it visits (those of the blocks reachable from each region's
entry, nested regions included). `LiveSet` here finds the same set: it visits
the same ops once, asking each once (the trait part once per op class,
`aiopt.support.pattern_dispatch.keeps_itself` and `result_only_effects`), and marks live, from each
live op, the visited ops that define its operands. What is deleted, in which
order, is xDSL's:

    region_dce(module.body)   # erases unused pure ops and unreachable blocks; True if anything was erased
"""

from __future__ import annotations

from xdsl.ir import Operation, Region
from xdsl.ir.post_order import PostOrderIterator
from xdsl.pattern_rewriter import PatternRewriterListener
from xdsl.transforms import dead_code_elimination

from aiopt.support.pattern_dispatch import keeps_itself, result_only_effects


class LiveSet(dead_code_elimination.LiveSet):
    """xDSL's, whose live ops `propagate` finds in one walk (see the module docstring)."""

    def propagate(self, region: Region) -> None:
        """Mark the live ops of `region` (xDSL's fixpoint of `propagate_region_liveness`)."""
        candidates: set[Operation] = set()
        """Visited ops not live yet: each would be dead without uses."""
        pending: list[Operation] = []
        self._visit(region, candidates, pending)
        live = self._live_ops
        while pending:
            for operand in pending.pop().operands:
                owner = operand.owner
                if owner in candidates:
                    candidates.remove(owner)
                    live.add(owner)
                    pending.append(owner)

    def _visit(self, region: Region, candidates: set[Operation], pending: list[Operation]) -> None:
        """Sort the ops of `region` that xDSL's walk visits into live ones (also `pending`) and `candidates`."""
        first = region.first_block
        if first is None:
            return
        # A region of one block is its own post-order.
        for block in (first,) if first.next_block is None else PostOrderIterator(first):
            for op in block.ops:
                for nested in op.regions:
                    self._visit(nested, candidates, pending)
                if not keeps_itself(type(op)) and result_only_effects(op):
                    candidates.add(op)
                else:
                    self._live_ops.add(op)
                    pending.append(op)


def region_dce(region: Region, listener: PatternRewriterListener | None = None) -> bool:
    """xDSL's `region_dce` with this module's `LiveSet`: erase the ops of `region` that are dead (unused and
    without effects, or used only by dead ops) and its blocks left without live ops; True if any was erased."""
    live_set = LiveSet()
    live_set.propagate(region)
    live_set.changed = False
    live_set.delete_dead(region, listener)
    return live_set.changed
