"""Folders of `vector.broadcast`, after upstream's `BroadcastOp::fold` and its `BroadcastFolder` pattern
(`VectorOps.cpp`): a broadcast of a constant scalar or splat is a splat constant, a broadcast to its
source's own type is the source, and a broadcast of a broadcast is one broadcast:

    %c = arith.constant 2 : i8
    %v = vector.broadcast %c : i8 to vector<4xi8>     ->   %v = arith.constant dense<2> : vector<4xi8>
"""

from __future__ import annotations

from xdsl.ir import Operation, OpResult
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects.vector import BroadcastOp
from aiopt.transforms.canonicalize_arith import make_constant, splat_value


class BroadcastOfConstant(RewritePattern):
    """A broadcast of a constant scalar, or of a splat constant vector, is the splat constant of the result
    (a scalable result included, as upstream's SplatElementsAttr)."""

    op_types = (BroadcastOp,)  # the ops `OpClassKeyedApplier` tries it on (it was tried on every op)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, BroadcastOp):
            return
        value = splat_value(op.source)
        if value is not None:
            rewriter.replace(op, make_constant(op.vector.type, [value]))


class BroadcastToSameType(RewritePattern):
    """A broadcast whose result has its source's type is its source."""

    op_types = (BroadcastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, BroadcastOp) and op.source.type == op.vector.type:
            rewriter.replace(op, [], [op.source])


class BroadcastOfBroadcast(RewritePattern):
    """A broadcast of a broadcast broadcasts the first one's source (upstream's `BroadcastFolder`):

    %b = vector.broadcast %x : f32 to vector<4xf32>
    %r = vector.broadcast %b : vector<4xf32> to vector<2x4xf32>   ->   %r = vector.broadcast %x : f32 to vector<2x4xf32>
    """

    op_types = (BroadcastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, BroadcastOp):
            return
        source = op.source
        if isinstance(source, OpResult) and isinstance(source.op, BroadcastOp):
            rewriter.replace(op, BroadcastOp(source.op.source, op.vector.type))


def populate_vector_canonicalization_patterns() -> list[RewritePattern]:
    """The `vector` folders and patterns `canonicalize` adds."""
    return [BroadcastOfConstant(), BroadcastToSameType(), BroadcastOfBroadcast()]

