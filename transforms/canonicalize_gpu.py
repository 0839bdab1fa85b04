"""Canonicalization patterns of `gpu` ops that xDSL 0.74 lacks, after upstream's.

    gpu.barrier
    gpu.barrier      ->   gpu.barrier

    %t = gpu.wait async
    gpu.wait [%t]    ->   (nothing)
"""

from __future__ import annotations

from xdsl.dialects import gpu as xdsl_gpu
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import IndexType, UnitAttr
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint
from xdsl.traits import IsTerminator, MemoryEffectKind, is_side_effect_free
from xdsl.transforms.dead_code_elimination import get_effects

from aiopt.dialects.gpu import MemsetOp, SubgroupReduceOp
from aiopt.transforms.canonicalize_arith import constant_values, make_constant
from aiopt.transforms.canonicalize_memref import cast_folds_into_consumer

DYNAMIC = -9223372036854775808


class EraseDuplicateBarrier(RewritePattern):
    """A gpu.barrier right after another one synchronizes nothing new and is erased."""

    op_types = (xdsl_gpu.BarrierOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, xdsl_gpu.BarrierOp) and isinstance(op.prev_op, xdsl_gpu.BarrierOp):
            rewriter.erase(op)


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
            rewriter.replace(op, [], [alloc.dynamicSizes[dynamic_index]])


class EraseUnusedGpuAlloc(RewritePattern):
    """A gpu.alloc (not async) whose buffer has no use is erased (an allocation is its only effect)."""

    op_types = (xdsl_gpu.AllocOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_gpu.AllocOp) or op.asyncDependencies or len(op.results) != 1:
            return
        if not op.results[0].uses:
            rewriter.erase(op)


class EraseLaunchWithoutEffects(RewritePattern):
    """A gpu.launch (not async) whose body has no effect is erased."""

    op_types = (xdsl_gpu.LaunchOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_gpu.LaunchOp) or op.results or op.asyncDependencies:
            return
        body_ops = [inner for region in op.regions for inner in region.walk()]
        if all(inner.has_trait(IsTerminator) or is_side_effect_free(inner) for inner in body_ops):
            rewriter.erase(op)


def _is_plain_wait(value: SSAValue) -> bool:
    """Whether `value` is the token of a gpu.wait without async dependencies (already complete)."""
    return isinstance(value, OpResult) and isinstance(value.op, xdsl_gpu.WaitOp) and not value.op.operands


class EraseRedundantWaitDependencies(RewritePattern):
    """A gpu.wait does not wait for the token of a gpu.wait without dependencies (upstream's
    `EraseRedundantGpuWaitOpPairs`):

        %t = gpu.wait async
        gpu.wait [%t]       ->   gpu.wait
    """

    op_types = (xdsl_gpu.WaitOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_gpu.WaitOp) or not any(_is_plain_wait(value) for value in op.operands):
            return
        op.operands = [value for value in op.operands if not _is_plain_wait(value)]
        rewriter.notify_op_modified(op)


class SimplifyWait(RewritePattern):
    """A gpu.wait without dependencies or token does nothing; `%t1 = gpu.wait async [%t0]` is %t0; an
    async gpu.wait whose token is unused is erased (upstream's `SimplifyGpuWaitOp`)."""

    op_types = (xdsl_gpu.WaitOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_gpu.WaitOp):
            return
        token = op.results[0] if op.results else None
        if not op.operands and token is None:
            rewriter.erase(op)
        elif len(op.operands) == 1 and token is not None:
            rewriter.replace(op, [], [op.operands[0]])
        elif token is not None and not token.uses:
            rewriter.erase(op)


def _allocates(op: Operation) -> bool:
    # xDSL's gpu.alloc declares no effect; upstream's allocates its result.
    effects = get_effects(op)
    return isinstance(op, xdsl_gpu.AllocOp) or (
        effects is not None and [effect.kind for effect in effects] == [MemoryEffectKind.ALLOC]
    )


def _frees(op: Operation) -> bool:
    # xDSL's gpu.dealloc declares no effect; upstream's frees its operand.
    effects = get_effects(op)
    return isinstance(op, xdsl_gpu.DeallocOp) or (
        effects is not None and [effect.kind for effect in effects] == [MemoryEffectKind.FREE]
    )


class EraseTrivialCopy(RewritePattern):
    """A gpu.memcpy into an allocation that nothing but deallocations uses is erased; its token is its
    one dependency (upstream's `EraseTrivialCopyOp`):

        %m = memref.alloc() : memref<2xf16>
        %t1 = gpu.memcpy async [%t0] %m, %d : memref<2xf16>, memref<2xf16>
        memref.dealloc %m : memref<2xf16>
        ->
        uses of %t1 use %t0
    """

    op_types = (xdsl_gpu.MemcpyOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_gpu.MemcpyOp) or not isinstance(op.dst, OpResult) or not _allocates(op.dst.op):
            return
        if any(use.operation is not op and not _frees(use.operation) for use in op.dst.uses):
            return
        dependencies, token = list(op.asyncDependencies), op.results[0] if op.results else None
        if len(dependencies) > 1 or (not dependencies) != (token is None):
            return
        rewriter.replace(op, [], dependencies)


class FoldCastIntoMemoryOp(RewritePattern):
    """A gpu.memcpy or gpu.memset reads and writes the source of a memref.cast that may fold into it
    (upstream's `foldMemRefCast` folders of both):

        %c = memref.cast %m : memref<10xf32> to memref<?xf32>
        gpu.memset %c, %v : memref<?xf32>, f32     ->   gpu.memset %m, %v : memref<10xf32>, f32
    """

    op_types = (xdsl_gpu.MemcpyOp, MemsetOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        operands = list(op.operands)
        changed = False
        for index, value in enumerate(operands):
            cast = value.op if isinstance(value, OpResult) else None
            if isinstance(cast, xdsl_memref.CastOp) and cast_folds_into_consumer(cast):
                operands[index] = cast.source
                changed = True
        if changed:
            op.operands = operands
            rewriter.notify_op_modified(op)


class FoldLaunchArguments(RewritePattern):
    """In a gpu.launch of grid or block size 1 in a dimension, that dimension's block or thread id is 0
    (upstream's `FoldLaunchArguments`):

        gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, ...) ... { ... %bx ... }
        ->
        gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, ...) ... { %c0 = arith.constant 0 : index ... %c0 ... }
    """

    op_types = (xdsl_gpu.LaunchOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_gpu.LaunchOp) or not op.body.blocks:
            return
        block = op.body.blocks[0]
        sizes = [op.gridSizeX, op.gridSizeY, op.gridSizeZ, op.blockSizeX, op.blockSizeY, op.blockSizeZ]
        zero = None
        for id_, size in zip(block.args[:6], sizes):
            found = constant_values(size)
            if found is None or found[1] != (1,) or not id_.uses:
                continue
            if zero is None:
                zero = make_constant(IndexType(), [0])
                rewriter.insert(zero, InsertPoint.at_start(block))
            rewriter.replace_all_uses_with(id_, zero.results[0])


class MakeGroupReduceUniform(RewritePattern):
    """A gpu.all_reduce or gpu.subgroup_reduce in the entry block of a gpu.launch body runs in every
    thread: it is uniform (upstream's folders of both):

        %r = gpu.all_reduce add %v {} : (i32) -> i32   ->   %r = gpu.all_reduce add %v uniform {} : (i32) -> i32
    """

    op_types = (xdsl_gpu.AllReduceOp, SubgroupReduceOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or op.properties.get("uniform") is not None:
            return
        launch = op.parent_op()
        if isinstance(launch, xdsl_gpu.LaunchOp) and op.parent_block() is launch.body.blocks[0]:
            op.properties["uniform"] = UnitAttr()
            rewriter.notify_op_modified(op)


def populate_gpu_canonicalization_patterns() -> list[RewritePattern]:
    """The `gpu` patterns `canonicalize` adds to xDSL's."""
    return [
        EraseDuplicateBarrier(),
        DimOfGpuAlloc(),
        EraseUnusedGpuAlloc(),
        EraseLaunchWithoutEffects(),
        EraseRedundantWaitDependencies(),
        SimplifyWait(),
        EraseTrivialCopy(),
        FoldCastIntoMemoryOp(),
        FoldLaunchArguments(),
        MakeGroupReduceUniform(),
    ]
