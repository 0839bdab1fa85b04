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
order, is xDSL's; where every op it visits is live and every block is reached and holds ops (what
a sweep that erased nothing leaves), xDSL's `delete_dead` would erase nothing and is not run:

    region_dce(module.body)   # erases unused pure ops and unreachable blocks; True if anything was erased
"""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.ir import Block, Operation, Region
from xdsl.ir.post_order import PostOrderIterator
from xdsl.pattern_rewriter import PatternRewriterListener
from xdsl.transforms import dead_code_elimination

from aiopt.support.pattern_dispatch import class_result_only_effects, keeps_itself, result_only_effects


class LiveSet(dead_code_elimination.LiveSet):
    """xDSL's, whose live ops `propagate` finds in one walk (see the module docstring)."""

    complete: bool = False
    """Whether `propagate` found every op live and every block reached and holding ops (the entry block
    aside): xDSL's `delete_dead` would then erase nothing."""

    def propagate(self, region: Region) -> None:
        """Mark the live ops of `region` (xDSL's fixpoint of `propagate_region_liveness`)."""
        candidates: set[Operation] = set()
        """Visited ops not live yet: each would be dead without uses."""
        pending: list[Operation] = []
        self.complete = True
        self._visit(region, candidates, pending, {})
        live = self._live_ops
        while pending:
            for operand in pending.pop()._operands:  # pyright: ignore[reportPrivateUsage]
                owner = operand.owner
                if owner in candidates:
                    candidates.remove(owner)
                    live.add(owner)
                    pending.append(owner)
        if candidates:
            self.complete = False

    def _visit(
        self,
        region: Region,
        candidates: set[Operation],
        pending: list[Operation],
        dead_if_unused: dict[type[Operation], bool | None],
    ) -> None:
        """Sort the ops of `region` that xDSL's walk visits into live ones (also `pending`) and `candidates`.

        `dead_if_unused` keeps, per op class, whether its ops would be dead without uses (None: it depends on
        the op), as `keeps_itself` and `class_result_only_effects` answer it."""
        first = region.first_block
        if first is None:
            return
        if first.next_block is None:
            blocks: Iterable[Block] = (first,)  # a region of one block is its own post-order
        else:
            blocks = list(PostOrderIterator(first))
            if self.complete and (
                len(blocks) != _block_count(first) or any(b.first_op is None for b in blocks if b is not first)
            ):
                self.complete = False  # an unreachable block, or an empty one: delete_dead erases it
        live = self._live_ops
        for block in blocks:
            for op in block.ops:
                for nested in op.regions:
                    self._visit(nested, candidates, pending, dead_if_unused)
                op_class = type(op)
                if op_class in dead_if_unused:
                    verdict = dead_if_unused[op_class]
                else:
                    verdict = dead_if_unused[op_class] = (
                        False if keeps_itself(op_class) else class_result_only_effects(op_class)
                    )
                if verdict if verdict is not None else result_only_effects(op):
                    candidates.add(op)
                else:
                    live.add(op)
                    pending.append(op)


def _block_count(first: Block) -> int:
    count = 0
    block: Block | None = first
    while block is not None:
        count += 1
        block = block.next_block
    return count


def region_dce(region: Region, listener: PatternRewriterListener | None = None) -> bool:
    """xDSL's `region_dce` with this module's `LiveSet`: erase the ops of `region` that are dead (unused and
    without effects, or used only by dead ops) and its blocks left without live ops; True if any was erased.
    Where every op is live and every block reached (the common case after the first sweep), nothing is
    walked a second time."""
    live_set = LiveSet()
    live_set.propagate(region)
    live_set.changed = False
    if not live_set.complete:
        live_set.delete_dead(region, listener)
    return live_set.changed
