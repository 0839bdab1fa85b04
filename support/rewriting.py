"""Rewriting helpers shared by every pass: building ops with results, and locations for the ops a pattern makes.

    value = insert(rewriter, arith.AddfOp(a, b))   # before the matched op; its result
    value = append(block, arith.AddfOp(a, b))      # at the end of a body being built

`InheritLocation(pattern)` gives the ops `pattern` creates the location of the
op it rewrites, so that later errors point at the source op.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import UnknownLoc
from xdsl.ir import Block, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.support.worklist_population import walk_ops


def insert(rewriter: PatternRewriter, op: Operation) -> SSAValue:
    """Insert `op` at the rewriter's insertion point (before the matched op); return its only result."""
    rewriter.insert(op)
    return op.results[0]


def append(block: Block, op: Operation) -> SSAValue:
    """Append `op` to `block`; return its first result."""
    block.add_op(op)
    return op.results[0]


@dataclass
class InheritLocation(RewritePattern):
    """Apply `pattern`, giving every op it creates without a location the location of the op it rewrites.

    As MLIR's rewriters do, so that an error at an op a lowering made (a
    `memref.load` of a loop nest) points at the source op it came from.
    """

    pattern: RewritePattern

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        inserted: list[Operation] = []
        handler = inserted.append
        rewriter.operation_insertion_handler.append(handler)
        location = op.location
        try:
            self.pattern.match_and_rewrite(op, rewriter)
        finally:
            # The walker reuses one rewriter for all ops: a handler left behind would make rewrites quadratic.
            rewriter.operation_insertion_handler.remove(handler)
        # Ops the pattern built into the regions of those it inserted count too (most have no regions: no walk).
        for new in inserted:
            for nested in walk_ops(new) if new.regions else (new,):
                if isinstance(nested.location, UnknownLoc):
                    nested.location = location
