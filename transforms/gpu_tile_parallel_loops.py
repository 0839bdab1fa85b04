"""`gpu-tile-parallel-loops`: tile parallel loops into blocks of GPU threads.

`gpu-tile-parallel-loops{block-size=256}` is the tiling of `hlo-to-gpu-pipeline`: every outermost `scf.parallel` is tiled so that its inner loop, the
one mapped to the threads of a block, has about `block-size` iterations,
given to the innermost dimensions first (for static sizes: the next power
of two of a dimension's extent, at most what is left of the block;
dimensions of unknown size get the rest). Element-wise ops get 256-thread
blocks along their contiguous dimension; a reduction or a matmul (an
`scf.parallel` over its parallel dimensions around an `scf.for`) gets one
thread per result element.

    scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c1000) step (%c1, %c1)

is tiled by (1, 256): blocks of 1 x 256 threads, a grid of 64 x 4 blocks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.transforms.scf_parallel_loop_tiling import ScfParallelLoopTilingPattern

from aiopt.dialects import arith, memref, scf
from aiopt.support.canonical_classes import use_registered_classes
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import PassOptionError, option
from aiopt.support.rewriting import InheritLocation


def _constant(value: SSAValue) -> int | None:
    owner = value.owner
    if isinstance(owner, arith.ConstantOp):
        attr = owner.value
        if isinstance(attr, IntegerAttr):
            return attr.value.data
    return None


def _next_power_of_two(n: int) -> int:
    return 1 << max(n - 1, 0).bit_length()


def _has_inner_loop(loop: scf.ParallelOp) -> bool:
    return any(isinstance(op, scf.ForOp) for op in loop.body.walk())


def default_tile_sizes(loop: scf.ParallelOp, block_size: int) -> tuple[int, ...]:
    """Tile sizes giving about `block_size` threads, innermost dimension first (see the module docstring)."""
    sizes = [1] * len(loop.lowerBound)
    left = block_size
    if _has_inner_loop(loop) and len(sizes) >= 2:
        # Threads of a block that each run a loop (matmul's k) share operands: a square tile reuses both.
        left = 1 << (block_size.bit_length() - 1) // 2
    for dim in reversed(range(len(sizes))):
        bounds = [_constant(v) for v in (loop.lowerBound[dim], loop.upperBound[dim], loop.step[dim])]
        if None in bounds:
            sizes[dim] = left
            break
        lower, upper, step = bounds
        trips = max(-(-(upper - lower) // step), 1)
        sizes[dim] = min(left, _next_power_of_two(trips))
        left = (block_size // math.prod(sizes)) if _has_inner_loop(loop) else left // sizes[dim]
        if left <= 1:
            break
    return tuple(sizes)


def _inside_parallel(op: Operation) -> bool:
    parent = op.parent_op()
    while parent is not None:
        if isinstance(parent, scf.ParallelOp):
            return True
        parent = parent.parent_op()
    return False


def _defined_inside(value: SSAValue, op: Operation) -> bool:
    owner = value.owner
    while owner is not None:
        if owner is op:
            return True
        owner = owner.parent_op()
    return False


def _body_ops(block: Block) -> list[Operation]:
    """A loop body's ops without its terminator."""
    return [o for o in block.ops if not isinstance(o, scf.ReduceOp | scf.YieldOp)]


def _for_chain_around_parallel(loop: scf.ParallelOp) -> tuple[list[scf.ForOp], scf.ParallelOp] | None:
    """The `scf.for`s perfectly nested in `loop` around one `scf.parallel` with bounds from above, if so."""
    fors: list[scf.ForOp] = []
    ops = _body_ops(loop.body.block)
    while len(ops) == 1 and isinstance(ops[0], scf.ForOp) and not ops[0].iter_args:
        fors.append(ops[0])
        ops = _body_ops(ops[0].body.block)
    if not fors or len(ops) != 1 or not isinstance(ops[0], scf.ParallelOp) or ops[0].results:
        return None
    inner = ops[0]
    if any(_defined_inside(v, loop) for v in (*inner.lowerBound, *inner.upperBound, *inner.step)):
        return None
    return fors, inner


def hoist_parallel_out_of_for(loop: scf.ParallelOp) -> scf.ParallelOp | None:
    """`parallel(I) { for(K) { parallel(J) { body } } }` to `parallel(I, J) { for(K) { body } }`.

    Legal because the iterations of J are independent: each (I, J) point
    still runs its K iterations in order. (`convert-linalg-to-parallel-loops`
    moves the unit-stride dimension innermost, e.g. matmul's `j` inside `k`;
    on a GPU every parallel dimension should be a thread dimension.)
    """
    if loop.results:
        return None
    found = _for_chain_around_parallel(loop)
    if found is None:
        return None
    fors, inner = found
    block = Block(arg_types=[*loop.body.block.arg_types, *inner.body.block.arg_types])
    outer_count = len(loop.body.block.args)
    for old, new in zip(inner.body.block.args, block.args[outer_count:]):
        old.replace_all_uses_with(new)
    innermost = fors[-1].body.block
    for op in _body_ops(inner.body.block):
        op.detach()
        innermost.insert_op_before(op, innermost.last_op)
    inner.detach()
    inner.erase()
    fors[0].detach()
    block.add_ops([fors[0], scf.ReduceOp()])
    for old, new in zip(loop.body.block.args, block.args[:outer_count]):
        old.replace_all_uses_with(new)
    merged = type(loop)(
        [*loop.lowerBound, *inner.lowerBound], [*loop.upperBound, *inner.upperBound], [*loop.step, *inner.step],
        Region(block),
    )  # fmt: skip
    Rewriter.replace_op(loop, merged)
    return merged


def promote_accumulator(loop: scf.ForOp) -> scf.ForOp | None:
    """Keep a value that `loop` loads and stores at one loop-invariant place in a register (an iter_arg).

        scf.for %k ... { %c = memref.load %m[%i, %j]; ...; memref.store %d, %m[%i, %j] }

    becomes a load before the loop, `%d` yielded, and one store after it; only
    when nothing else in the loop reads or writes `%m`.
    """
    body = loop.body.block
    stores = [o for o in body.ops if isinstance(o, memref.StoreOp)]
    for store in stores:
        buffer, indices = store.memref, tuple(store.indices)
        if any(_defined_inside(i, loop) for i in indices):
            continue
        loads = [o for o in body.ops if isinstance(o, memref.LoadOp) and o.memref == buffer]
        if len(loads) != 1 or tuple(loads[0].indices) != indices:
            continue
        accesses = [o for o in loop.walk() if buffer in o.operands and o not in (store, loads[0])]
        if accesses or loads[0] is not next(o for o in body.ops if o in (loads[0], store)):
            continue
        return _promote(loop, loads[0], store)
    return None


def _promote(loop: scf.ForOp, load: memref.LoadOp, store: memref.StoreOp) -> scf.ForOp:
    initial = memref.LoadOp.get(load.memref, load.indices)
    Rewriter.insert_op(initial, InsertPoint.before(loop))
    body = loop.body.block
    carried = body.insert_arg(load.res.type, len(body.args))
    load.res.replace_all_uses_with(carried)
    value = store.value
    load.detach()
    load.erase()
    store.detach()
    store.erase()
    old_yield = body.last_op
    assert isinstance(old_yield, scf.YieldOp)
    Rewriter.replace_op(old_yield, scf.YieldOp(*old_yield.operands, value))
    region = loop.detach_region(loop.body)
    promoted = scf.ForOp(loop.lb, loop.ub, loop.step, [*loop.iter_args, initial.res], region)
    Rewriter.replace_op(loop, promoted, [*promoted.results[:-1]])
    Rewriter.insert_op(memref.StoreOp.get(promoted.results[-1], load.memref, load.indices), InsertPoint.after(promoted))
    return promoted


def _hoisted(loop: scf.ParallelOp) -> scf.ParallelOp:
    """`loop` with every parallel loop nested in its reduction loops hoisted into it."""
    while (merged := hoist_parallel_out_of_for(loop)) is not None:
        loop = merged
    return loop


MAX_BLOCK_SIZE = 1024
"""The most threads a CUDA block can have."""


def check_block_size(block_size: int) -> None:
    """Raise a PassOptionError unless `block_size` threads fit in a CUDA block."""
    if not 1 <= block_size <= MAX_BLOCK_SIZE:
        raise PassOptionError("block_size", f"must be between 1 and {MAX_BLOCK_SIZE}, got {block_size}")


@dataclass(frozen=True)
class GpuTileParallelLoopsPass(DiagnosticPass):
    """Tile each outermost scf.parallel so that its inner loop fills a block of `block-size` threads.

    Example, `ai-opt --gpu-tile-parallel-loops`:

        func.func @f(%m: memref<1024xf32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c1024 = arith.constant 1024 : index
          scf.parallel (%i) = (%c0) to (%c1024) step (%c1) {
            %v = memref.load %m[%i] : memref<1024xf32>
            memref.store %v, %m[%i] : memref<1024xf32>
            scf.reduce
          }
          func.return
        }

    becomes (blocks of 256 threads)

        %0 = arith.muli %c1, %c256 : index
        scf.parallel (%arg1) = (%c0) to (%c1024) step (%0) {
          %1 = affine.min #map(%c256, %c1024, %arg1)
          scf.parallel (%arg2) = (%c0_0) to (%1) step (%c1) {
            %2 = arith.addi %arg1, %arg2 : index
            %3 = memref.load %arg0[%2] : memref<1024xf32>
    """

    name = "gpu-tile-parallel-loops"

    block_size: int = option(256, "Threads per block the inner (thread-mapped) loop should have")

    def __post_init__(self) -> None:
        check_block_size(self.block_size)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        outermost = [o for o in op.walk() if isinstance(o, scf.ParallelOp) and not _inside_parallel(o)]
        loops = [_hoisted(loop) for loop in outermost]
        for loop in [o for o in op.walk() if isinstance(o, scf.ForOp) and _inside_parallel(o)]:
            promote_accumulator(loop)
        for loop in loops:
            sizes = default_tile_sizes(loop, self.block_size)
            # xDSL's tiling pattern cannot carry reductions (`init`/results);
            # such loops stay as they are and convert-parallel-loops-to-gpu
            # reports them at their location.
            if loop.results or all(s == 1 for s in sizes):
                continue
            InheritLocation(ScfParallelLoopTilingPattern(sizes)).match_and_rewrite(loop, PatternRewriter(loop))
        # The tiling pattern is xDSL's: it builds xDSL's scf.parallel, affine.min, arith.constant and scf.reduce.
        use_registered_classes(ctx, op)

