"""`--convert-bufferization-to-memref`: `bufferization.clone` becomes an allocation and a copy.

Buffer deallocation returns a `bufferization.clone` where a function or a
branch must give back a buffer it does not own; the llvm dialect has no such
op, so (as upstream) the clone is lowered to a new buffer of the same shape
and a `memref.copy` into it:

    %c = bufferization.clone %m : memref<?x4xf32> to memref<?x4xf32>

becomes

    %c0 = arith.constant 0 : index
    %d0 = memref.dim %m, %c0 : memref<?x4xf32>
    %c = memref.alloc(%d0) : memref<?x4xf32>
    memref.copy %m, %c : memref<?x4xf32> to memref<?x4xf32>

A clone of a memref with a non-identity layout is allocated with the
identity layout and `memref.cast` back to the clone's type.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import MemRefType, ModuleOp, NoneAttr
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from aiopt.dialects import arith
from aiopt.dialects.bufferization import CloneOp
from aiopt.dialects.memref import AllocOp, CastOp, CopyOp, DimOp, cast_compatible
from aiopt.support.cached_attributes import index_attr
from aiopt.support.diagnostics import emit_error
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import GreedyRewritePatternApplier


class CloneOpLowering(RewritePattern):
    """`bufferization.clone` to `memref.alloc` (sizes from `memref.dim`) and `memref.copy`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: CloneOp, rewriter: PatternRewriter) -> None:
        # The buffer has the clone's type (which may differ from its source's, cast-compatibly).
        source = op.operands[0]
        type_ = op.results[0].type
        if not isinstance(type_, MemRefType) or not isinstance(source.type, MemRefType):
            emit_error(op, "cannot lower the clone of an unranked memref")
            return
        identity = MemRefType(type_.element_type, type_.shape, NoneAttr(), type_.memory_space)
        if type_.element_type != source.type.element_type or not cast_compatible(identity, type_):
            emit_error(op, f"cannot lower the clone to {type_}: no buffer of its shape casts to it")
            return
        sizes = []
        for index, size in enumerate(type_.get_shape()):
            if size < 0:
                position = arith.ConstantOp(index_attr(index))
                dim = DimOp(source, position.result)
                rewriter.insert(position)
                rewriter.insert(dim)
                sizes.append(dim.result)
        alloc = AllocOp(sizes, [], identity)
        copy = CopyOp(source, alloc.memref)
        rewriter.insert(alloc)
        rewriter.insert(copy)
        clone = alloc.memref
        if identity != type_:
            cast = CastOp(alloc.memref, type_)
            rewriter.insert(cast)
            clone = cast.dest
        rewriter.replace_all_uses_with(op.results[0], clone)
        rewriter.erase(op)


def populate_bufferization_to_memref_patterns() -> list[RewritePattern]:
    """The patterns of convert-bufferization-to-memref."""
    return [CloneOpLowering()]


@dataclass(frozen=True)
class ConvertBufferizationToMemRefPass(DiagnosticPass):
    """Lower `bufferization.clone` to `memref.alloc` + `memref.copy` (see the module docstring).

    Example, `ai-opt --convert-bufferization-to-memref`:

        func.func @f(%m: memref<?xf32>) -> memref<?xf32> {
          %c = bufferization.clone %m : memref<?xf32> to memref<?xf32>
          func.return %c : memref<?xf32>
        }

    becomes

        %dim = memref.dim %arg0, %c0 : memref<?xf32>
        %alloc = memref.alloc(%dim) : memref<?xf32>
        memref.copy %arg0, %alloc : memref<?xf32> to memref<?xf32>
        return %alloc : memref<?xf32>
    """

    name = "convert-bufferization-to-memref"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(GreedyRewritePatternApplier(populate_bufferization_to_memref_patterns())).rewrite_module(
            op
        )
