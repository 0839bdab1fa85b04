"""`PatternRewriteWalker`'s first step, filling its worklist with every op of a region, without generators.

xDSL's `_populate_worklist` pushes the ops of `region.walk(...)` one by one: the
walk is a generator per region, block and op (`yield from` down the nesting),
and each push a method call. Every pattern-based pass fills the worklist once
per sweep; on the transformer block of `bench/peer_programs` that was 33 fills
of 15,000 ops, about 2 µs an op. This one lists the ops with one loop per
block, over the blocks' op lists, in the walk's order, and pushes them as
xDSL's `Worklist.push` does (an op already in it stays where it is):

    walk_ops(region, reverse=True, region_first=True)   # the order xDSL's default walker fills in

A worklist whose `push` is not `Worklist.push` (one that leaves some ops out)
gets each op through its `push`, in the same order. The walker's behaviour is
xDSL's; only the cost changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.ir import Block, Operation, Region
from xdsl.utils.worklist import Worklist

if TYPE_CHECKING:
    from xdsl.pattern_rewriter import PatternRewriteWalker


def walk_ops(root: Operation | Region | Block, *, reverse: bool = False, region_first: bool = False) -> list[Operation]:
    """The ops `root.walk(reverse=reverse, region_first=region_first)` yields, in the same order, as a list."""
    ops: list[Operation] = []
    append = ops.append

    def region_ops(region: Region) -> None:
        for block in reversed(region.blocks) if reverse else region.blocks:
            block_ops(block)

    def block_ops(block: Block) -> None:
        op = block.last_op if reverse else block.first_op
        while op is not None:
            regions = op.regions
            if regions:
                if not region_first:
                    append(op)
                for region in reversed(regions) if reverse else regions:
                    region_ops(region)
                if region_first:
                    append(op)
            else:
                append(op)
            op = op.prev_op if reverse else op.next_op

    if isinstance(root, Region):
        region_ops(root)
    elif isinstance(root, Block):
        block_ops(root)
    else:
        if not region_first:
            append(root)
        for region in reversed(root.regions) if reverse else root.regions:
            region_ops(region)
        if region_first:
            append(root)
    return ops


def populate_worklist(walker: PatternRewriteWalker, root: Operation | Region | Block) -> None:
    """xDSL's `PatternRewriteWalker._populate_worklist`: push every op nested in `root`, in reverse walk order
    (the worklist is a stack: the first op of the walk is on top)."""
    ops = walk_ops(root, reverse=not walker.walk_reverse, region_first=not walker.walk_regions_first)
    worklist = walker._worklist  # pyright: ignore[reportPrivateUsage]
    if type(worklist).push is not Worklist.push:
        for op in ops:
            worklist.push(op)
        return
    stack = worklist._stack  # pyright: ignore[reportPrivateUsage]
    index = worklist._map  # pyright: ignore[reportPrivateUsage]
    for op in ops:
        if op not in index:
            index[op] = len(stack)
            stack.append(op)


def install() -> None:
    """Have xDSL's walkers fill their worklists with `populate_worklist`; the pass machinery
    (`aiopt.support.passes`, `pattern_dispatch`) calls it when imported. A run without passes (a
    compile-cache hit, `ai-opt` printing a file) imports neither xDSL's rewriter nor this patch."""
    from xdsl.pattern_rewriter import PatternRewriteWalker

    PatternRewriteWalker._populate_worklist = populate_worklist  # pyright: ignore[reportPrivateUsage]
