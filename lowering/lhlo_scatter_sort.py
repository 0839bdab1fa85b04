"""Loops on buffers for the lmhlo ops whose writes depend on data: scatter and sort.

Shared by `--lhlo-legalize-to-linalg` and `--lhlo-legalize-to-affine` (mlir-hlo
lowered neither op; linalg and affine maps cannot place a write that depends
on a loaded value). Both start with `memref.copy` of the operands into the
outputs (unless they are the same buffers), then update the outputs in place
in the `scf.for` loops of `hlo_loop_builders` (the tensor road's loops), with
`memref.load`/`memref.store` and the lmhlo body computed on scalars:

    "lmhlo.scatter"(%a, %idx, %upd, %out) ({ ... lmhlo.add ... }) ...

becomes `memref.copy %a, %out` and, for each update index, the window origin
loaded from `%idx`, a bounds check (`scf.if`: an update window that does not
fit in the operand is skipped, as XLA does) and
`out[origin + window] = body(out[origin + window], upd[i])`, in row-major
order of the update indices, as XLA applies them.

A sort is a stable merge sort of each row along `dimension` (`sort_loops`), with a
scratch row per output (a `memref.alloc`, which buffer-deallocation frees, as it frees
the buffers of bufferization).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import lmhlo, memref
from aiopt.dialects.hlo.gather_scatter import IndexMapping
from aiopt.dialects.memref import CopyOp
from aiopt.lowering.hlo_loop_builders import ElementAccess, Insert, scatter_loops, sort_loops
from aiopt.lowering.lhlo_legalize_to_linalg import lowerable, region_computable, scalarize_region
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath, Size
from aiopt.transforms.buffer_deallocation import frees_its_buffers


class BufferElements(ElementAccess):
    """The loops of `hlo_loop_builders` on static buffers: `memref.load`, `memref.store` (in place, nothing carried),
    and lmhlo bodies computed on scalars (`scalarize_region`)."""

    carries = False

    def __init__(self, frees_scratch: bool = False):
        self.frees_scratch = frees_scratch
        """Whether `release` frees the scratch (`memref.dealloc`): in a module that frees its buffers itself."""

    def sizes(self, index: IndexMath, value: SSAValue) -> list[Size]:
        return list(value.type.get_shape())

    def read(self, insert: Insert, source: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
        op = memref.LoadOp.get(source, at)
        insert(op)
        return op.res

    def read_index(self, insert: Insert, source: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
        return IndexMath(insert).to_index(self.read(insert, source, at))

    def write(self, insert: Insert, element: SSAValue, target: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
        insert(memref.StoreOp.get(element, target, at))
        return target

    def apply(self, insert: Insert, region: Region, scalars: Sequence[SSAValue]) -> list[SSAValue]:
        block = Block()
        results = scalarize_region(block, region, scalars)
        assert results is not None, "the patterns match only bodies that scalarize_region computes"
        for op in list(block.ops):
            op.detach()
            insert(op)
        return results

    def scratch(self, insert: Insert, index: IndexMath, like: SSAValue, length: Size) -> SSAValue:
        op = memref.AllocOp([], [], MemRefType(like.type.get_element_type(), [length]))
        insert(op)
        return op.memref

    def release(self, insert: Insert, scratch: SSAValue) -> None:
        """A `memref.dealloc` where the module frees its buffers itself (`frees_scratch`), which the default
        pipeline runs without buffer-deallocation; elsewhere nothing: buffer-deallocation frees the `memref.alloc`
        after its last use (as it frees bufferization's buffers; a `memref.dealloc` would fail its precondition)."""
        if self.frees_scratch:
            insert(memref.DeallocOp.get(scratch))


def copy_unless_same(rewriter: PatternRewriter, sources: Sequence[SSAValue], targets: Sequence[SSAValue]) -> None:
    """Insert `memref.copy source, target` for each pair of distinct buffers."""
    for source, target in zip(sources, targets):
        if source is not target:
            rewriter.insert(CopyOp(source, target))


def scatter_lowerable(op: Operation) -> bool:
    """An lmhlo.scatter on lowerable buffers with an element-wise body, whose dimension numbers fit its shapes
    (one update batch dim per indices dim but the index vector's, batching dims among those)."""
    if not isinstance(op, lmhlo.ScatterOp) or not lowerable(op) or not region_computable(op):
        return False
    mapping = IndexMapping.of(op.scatter_dimension_numbers)
    indices_batch = mapping.batch_dims(op.scatter_indices.type.get_num_dims())
    update_batch = op.updates.type.get_num_dims() - len(mapping.window_dims)
    return len(indices_batch) == update_batch and set(mapping.indices_batching) <= set(indices_batch)


class ScatterToLoops(RewritePattern):
    """`lmhlo.scatter` -> copy the operand to the output, then `hlo_loop_builders.scatter_loops` on the output."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not scatter_lowerable(op):
            return
        copy_unless_same(rewriter, [op.operand], [op.output])
        mapping = IndexMapping.of(op.scatter_dimension_numbers)
        scatter_loops(
            rewriter.insert,
            BufferElements(),
            [op.output],
            op.scatter_indices,
            [op.updates],
            mapping,
            op.update_computation,
        )
        rewriter.erase(op)


def sort_lowerable(op: Operation) -> bool:
    """An lmhlo.sort of lowerable buffers of rank 1 or more whose comparator is element-wise lmhlo ops."""
    if not isinstance(op, lmhlo.SortOp) or not lowerable(op) or not op.inputs or not op.inputs[0].type.get_shape():
        return False
    probe = Block(arg_types=[t for v in op.inputs for t in (v.type.get_element_type(),) * 2])
    return scalarize_region(probe, op.comparator, probe.args) is not None


class SortToLoops(RewritePattern):
    """`lmhlo.sort` -> copy the inputs to the outputs, then `hlo_loop_builders.sort_loops` on the outputs."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not sort_lowerable(op):
            return
        outputs = list(op.output)
        copy_unless_same(rewriter, list(op.inputs), outputs)
        dimension = op.dimension.value.data % outputs[0].type.get_num_dims()
        sort_loops(rewriter.insert, BufferElements(frees_its_buffers(op)), outputs, dimension, op.comparator)
        rewriter.erase(op)


def populate_lhlo_scatter_sort_patterns() -> list[RewritePattern]:
    """The patterns that lower lmhlo scatter and sort to loops on buffers."""
    return [ScatterToLoops(), SortToLoops()]
