"""Folders of `vector.broadcast`, after upstream's `BroadcastOp::fold` and its `BroadcastFolder` pattern
(`VectorOps.cpp`): a broadcast of a constant scalar or splat is a splat constant, a broadcast to its
source's own type is the source, and a broadcast of a broadcast is one broadcast:

    %c = arith.constant 2 : i8
    %v = vector.broadcast %c : i8 to vector<4xi8>     ->   %v = arith.constant dense<2> : vector<4xi8>

and upstream's folders of `vector.shape_cast` and `vector.transpose` (a splat constant is the result's splat,
one of one is one op, an identity is its source) and of the strided slices that cover the whole vector (their
source). `aiopt.transforms.canonicalize_vector_elements` has those of `from_elements`, `to_elements`,
`constant_mask` and `create_mask`.
"""

from __future__ import annotations

from xdsl.ir import Operation, OpResult
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects.vector import (
    BroadcastOp,
    ExtractStridedSliceOp,
    InsertStridedSliceOp,
    ShapeCastOp,
    TransposeOp,
)
from aiopt.transforms.canonicalize_arith import make_constant, splat_value
from aiopt.transforms.canonicalize_vector_elements import populate_vector_elements_canonicalization_patterns


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


class ShapeCastOrTransposeOfSplat(RewritePattern):
    """A shape_cast or transpose of a splat constant is the splat constant of its result (upstream's folds)."""

    op_types = (ShapeCastOp, TransposeOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ShapeCastOp | TransposeOp):
            return
        value = splat_value(op.operands[0])
        if value is not None:
            rewriter.replace(op, make_constant(op.result.type, [value]))


class IdentityIsSource(RewritePattern):
    """An op that moves every element where it was is its source (upstream's folds): a shape_cast to its
    source's type, a transpose by the identity permutation, an extract_strided_slice of the whole vector, an
    insert_strided_slice of a vector of the destination's type (it overwrites all of it)."""

    op_types = (ShapeCastOp, TransposeOp, ExtractStridedSliceOp, InsertStridedSliceOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ShapeCastOp | TransposeOp | ExtractStridedSliceOp | InsertStridedSliceOp):
            return
        source = op.operands[0]
        if source.type != op.result.type:
            return
        if isinstance(op, TransposeOp) and list(op.permutation.get_values()) != list(range(len(op.permutation))):
            return
        rewriter.replace(op, [], [source])


class ShapeCastOfShapeCast(RewritePattern):
    """A shape_cast of a shape_cast casts the first one's source (upstream's `ShapeCastOp::fold`)."""

    op_types = (ShapeCastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ShapeCastOp):
            return
        source = op.source
        if isinstance(source, OpResult) and isinstance(source.op, ShapeCastOp):
            inner = source.op.source
            if inner.type == op.result.type:
                rewriter.replace(op, [], [inner])
            else:
                rewriter.replace(op, ShapeCastOp(inner, op.result.type))


class TransposeOfTranspose(RewritePattern):
    """A transpose of a transpose is one transpose by the composed permutation (upstream's `TransposeFolder`):
    `transpose(transpose(x, p1), p2)` is `transpose(x, [p1[p2[i]] for each i])`."""

    op_types = (TransposeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, TransposeOp):
            return
        source = op.vector
        if isinstance(source, OpResult) and isinstance(source.op, TransposeOp):
            first = source.op.permutation.get_values()
            composed = [first[p] for p in op.permutation.get_values()]
            rewriter.replace(op, TransposeOp(source.op.vector, composed, op.result.type))


def populate_vector_canonicalization_patterns() -> list[RewritePattern]:
    """The `vector` folders and patterns `canonicalize` adds."""
    return [
        BroadcastOfConstant(), BroadcastToSameType(), BroadcastOfBroadcast(), ShapeCastOrTransposeOfSplat(),
        IdentityIsSource(), ShapeCastOfShapeCast(), TransposeOfTranspose(),
        *populate_vector_elements_canonicalization_patterns(),
    ]

