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

`process_worklist` is the walker's loop, xDSL's `_process_worklist`, whose
reset of the rewriter for each op it pops went through two property setters
and a frozen dataclass's checked constructor (`InsertPoint.before`): about a
microsecond of each of the 6,500 visits of a compile of the transformer block.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.ir import Block, Operation, Region
from xdsl.utils.worklist import Worklist

if TYPE_CHECKING:
    from xdsl.pattern_rewriter import PatternRewriterListener, PatternRewriteWalker


FAILED_OP_ATTRIBUTE = "aiopt_failed_op"
"""The attribute of an exception a pattern raised that holds the op it was matching (`process_worklist`)."""


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


def process_worklist(walker: PatternRewriteWalker, listener: PatternRewriterListener) -> bool:
    """xDSL's `PatternRewriteWalker._process_worklist`: apply the walker's pattern to each op popped off the
    worklist until it is empty, with one rewriter reset for each op (as xDSL's: no action done yet, the op as
    the current one, inserting before it, no name hint); an exception of the pattern becomes an error at the
    op (xDSL's note with the IR, and the op as the exception's `FAILED_OP_ATTRIBUTE`). True if any rewrite was
    done."""
    from xdsl.pattern_rewriter import PatternRewriter
    from xdsl.rewriter import InsertPoint

    worklist = walker._worklist  # pyright: ignore[reportPrivateUsage]
    if not worklist:
        return False
    op = worklist.pop()
    rewriter = PatternRewriter(op)
    rewriter.extend_from_listener(listener)
    pattern = walker.pattern
    new = object.__new__
    done = False
    while True:
        rewriter.has_done_action = False
        rewriter._current_operation = op  # pyright: ignore[reportPrivateUsage]
        # `InsertPoint.before(op)`: the same value and error, without the frozen dataclass's constructor, whose
        # check that `op` is in the block holds by construction here.
        block = op.parent
        if block is None:
            raise ValueError("Operation insertion point must have a parent block")
        point = new(InsertPoint)
        point.__dict__.update({"block": block, "insert_before": op})
        rewriter.insertion_point = point
        rewriter._name_hint = None  # pyright: ignore[reportPrivateUsage]
        try:
            pattern.match_and_rewrite(op, rewriter)
        except Exception as err:
            if not hasattr(err, FAILED_OP_ATTRIBUTE):  # the innermost walker's op, of nested ones
                setattr(err, FAILED_OP_ATTRIBUTE, op)
            op.emit_error(f"Error while applying pattern: {err}", underlying_error=err)
        done |= rewriter.has_done_action
        if not worklist:
            return done
        op = worklist.pop()


def install() -> None:
    """Have xDSL's walkers fill their worklists with `populate_worklist` and run them with
    `process_worklist`; the pass machinery (`aiopt.support.passes`, `pattern_dispatch`) calls it when
    imported. A run without passes (a compile-cache hit, `ai-opt` printing a file) imports neither xDSL's
    rewriter nor this patch."""
    global xdsl_process_worklist
    from xdsl.pattern_rewriter import PatternRewriteWalker

    if PatternRewriteWalker._process_worklist is not process_worklist:  # pyright: ignore[reportPrivateUsage]
        xdsl_process_worklist = PatternRewriteWalker._process_worklist  # pyright: ignore[reportPrivateUsage]
    PatternRewriteWalker._populate_worklist = populate_worklist  # pyright: ignore[reportPrivateUsage]
    PatternRewriteWalker._process_worklist = process_worklist  # pyright: ignore[reportPrivateUsage]


xdsl_process_worklist = None
"""xDSL's `_process_worklist`, which `install` replaced (the tests compare the two)."""
