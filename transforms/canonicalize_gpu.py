"""Canonicalization patterns of `gpu` ops that xDSL 0.74 lacks, after upstream's.

    gpu.barrier
    gpu.barrier      ->   gpu.barrier
"""

from __future__ import annotations

from xdsl.dialects import gpu as xdsl_gpu
from xdsl.dialects import memref as xdsl_memref
from xdsl.ir import Operation, OpResult
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.traits import IsTerminator, is_side_effect_free

from aiopt.transforms.canonicalize_arith import constant_values

DYNAMIC = -9223372036854775808


class EraseDuplicateBarrier(RewritePattern):
    """A gpu.barrier right after another one synchronizes nothing new and is erased."""

    op_types = (xdsl_gpu.BarrierOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, xdsl_gpu.BarrierOp) and isinstance(op.prev_op, xdsl_gpu.BarrierOp):
            rewriter.erase_op(op)


class DimOfGpuAlloc(RewritePattern):
    """memref.dim of a dynamic size of a gpu.alloc is the size operand that gave it."""

    op_types = (xdsl_memref.DimOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.DimOp) or not isinstance(op.source, OpResult):
            return
        alloc = op.source.op
        if not isinstance(alloc, xdsl_gpu.AllocOp) or op.source is not alloc.results[0]:
            return
        index = constant_values(op.index)
        shape = op.source.type.get_shape()
        if index is None or len(index[1]) != 1 or not 0 <= index[1][0] < len(shape):
            return
        position = index[1][0]
        if shape[position] != DYNAMIC:
            return
        dynamic_index = sum(size == DYNAMIC for size in shape[:position])
        if dynamic_index < len(alloc.dynamicSizes):
            rewriter.replace_op(op, [], [alloc.dynamicSizes[dynamic_index]])


class EraseUnusedGpuAlloc(RewritePattern):
    """A gpu.alloc (not async) whose buffer has no use is erased (an allocation is its only effect)."""

    op_types = (xdsl_gpu.AllocOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_gpu.AllocOp) or op.asyncDependencies or len(op.results) != 1:
            return
        if not op.results[0].uses:
            rewriter.erase_op(op)


class EraseLaunchWithoutEffects(RewritePattern):
    """A gpu.launch (not async) whose body has no effect is erased."""

    op_types = (xdsl_gpu.LaunchOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_gpu.LaunchOp) or op.results or op.asyncDependencies:
            return
        body_ops = [inner for region in op.regions for inner in region.walk()]
        if all(inner.has_trait(IsTerminator) or is_side_effect_free(inner) for inner in body_ops):
            rewriter.erase_op(op)


def populate_gpu_canonicalization_patterns() -> list[RewritePattern]:
    """The `gpu` patterns `canonicalize` adds to xDSL's."""
    return [EraseDuplicateBarrier(), DimOfGpuAlloc(), EraseUnusedGpuAlloc(), EraseLaunchWithoutEffects()]
