"""`convert-mhlo-to-linalg{sort-rows-in-parallel=true}`'s `sort`: the rows sorted in an `scf.parallel`.

`SortToLoops` (mhlo_to_linalg_gather_scatter) sorts the rows one after the
other in `scf.for` loops that carry the tensors, which nothing can split
across cores. The rows of a sort are independent, so with the option (the
CPU pipeline sets it where it runs loops in parallel) a sort of more than
one row whose comparator has a scalar form becomes the same merge sort
(`hlo_loop_builders.sort_loops`) on buffers made at the tensor level, as
`hlo-collectives-to-runtime` makes its results: each operand copied into a
new buffer (`bufferization.to_buffer`, `memref.alloc`, `memref.copy`), the
rows sorted in place in an `scf.parallel` (each iteration with a scratch
row of its own, which buffer-deallocation frees at the end of the
iteration), and the buffers taken back as tensors
(`bufferization.to_tensor restrict writable`):

    %r = "mhlo.sort"(%x) <{dimension = 1 : i64, is_stable = true}> ({ ... LT ... })
        : (tensor<8x32000xf32>) -> tensor<8x32000xf32>

becomes

    %xb = bufferization.to_buffer %x : tensor<8x32000xf32> to memref<8x32000xf32>
    %b = memref.alloc() : memref<8x32000xf32>
    memref.copy %xb, %b : memref<8x32000xf32> to memref<8x32000xf32>
    scf.parallel (%row) = (%c0) to (%c8) step (%c1) {
      %scratch = memref.alloc() : memref<32000xf32>
      ... memref.load / memref.store of %b[%row, ...] and %scratch[...], the comparator as arith ops ...
      scf.reduce
    } {aiopt.estimated_work = 61440000 : i64}
    %r = bufferization.to_tensor %b restrict writable : memref<8x32000xf32> to tensor<8x32000xf32>

`convert-scf-parallel-to-cpu-runtime` runs the rows on all cores where the
loop's estimated work (`hlo_loop_builders.sort_work` for static sizes; a
size known only at run time counts as large) reaches its `min-work`, and
on the calling thread otherwise. The order of each row is the sequential
lowering's, bit for bit.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import memref
from aiopt.dialects.bufferization import ToBufferOp, ToTensorOp
from aiopt.dialects.hlo.types import element_type_of
from aiopt.lowering.hlo_loop_builders import Insert, sort_loops
from aiopt.lowering.mhlo_to_linalg_gather_scatter import TensorElements, has_scalar_form, signless_sort_operands
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath, Size, ranked_hlo_op
from aiopt.lowering.mhlo_to_linalg_utils import cast_tensor, hlo_op_types, signless_type


class BufferElements(TensorElements):
    """The loops of `hlo_loop_builders` on buffers of known sizes (`sizes`: of each buffer, computed from the
    tensors they hold): `memref.load`, `memref.store` (in place, nothing carried), bodies inlined as scalar ops
    (`TensorElements.apply`), scratch rows `memref.alloc`ed (buffer-deallocation frees them)."""

    carries = False

    def __init__(self, sizes: dict[SSAValue, Sequence[Size]]):
        self.buffer_sizes = {value: list(value_sizes) for value, value_sizes in sizes.items()}
        """The sizes of each buffer the loops reach."""

    def sizes(self, index: IndexMath, value: SSAValue) -> list[Size]:
        return list(self.buffer_sizes[value])

    def read(self, insert: Insert, source: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
        op = memref.LoadOp.get(source, at)
        insert(op)
        return op.res

    def write(self, insert: Insert, element: SSAValue, target: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
        insert(memref.StoreOp.get(element, target, at))
        return target

    def scratch(self, insert: Insert, index: IndexMath, like: SSAValue, length: Size) -> SSAValue:
        dynamic = [] if isinstance(length, int) else [length]
        op = memref.AllocOp(
            dynamic, [], MemRefType(like.type.get_element_type(), [DYNAMIC_INDEX if dynamic else length])
        )
        insert(op)
        return op.memref

    def release(self, insert: Insert, scratch: SSAValue) -> None:
        """Nothing: buffer-deallocation frees the `memref.alloc` after its last use, in the iteration."""


def rows_in_parallel(op: Operation) -> bool:
    """Whether the sort `op` has rows to split (some dimension besides the sort dimension that is not of static
    size 1) and a comparator that inlines as scalar ops on its (signless) elements."""
    shape = op.operands[0].type.get_shape()
    dimension = op.sort_dimension
    if len(shape) < 2 or all(size == 1 for d, size in enumerate(shape) if d != dimension):
        return False
    pairs = [element_type_of(signless_type(v.type)) for v in op.operands for _ in ("lhs", "rhs")]
    return has_scalar_form(op.comparator, pairs)


class SortRowsInParallel(RewritePattern):
    """`sort` of several rows -> its merge sort on buffers, the rows in an `scf.parallel` (see the module)."""

    op_types = hlo_op_types("sort")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("sort")) or not rows_in_parallel(op):
            return
        operands, cast = signless_sort_operands(rewriter, op)  # as `SortToLoops`
        index = IndexMath(rewriter.insert)
        # The operands' sizes are one (checked before the op), their types may know different ones (tensor<?x3xf32>
        # beside tensor<2x3xf32>): each buffer takes its operand's type, its `?` sizes those of operand #0.
        sizes = index.sizes(operands[0])
        buffers = []
        for operand in operands:
            type_ = MemRefType(element_type_of(operand.type), operand.type.get_shape())
            source = rewriter.insert(ToBufferOp(operand, type_, read_only=True)).results[0]
            dynamic = [index.value(s) for s, d in zip(sizes, operand.type.get_shape()) if d == DYNAMIC_INDEX]
            buffer = rewriter.insert(memref.AllocOp(dynamic, [], type_)).memref
            rewriter.insert(memref.CopyOp(source, buffer))
            buffers.append(buffer)
        access = BufferElements({buffer: sizes for buffer in buffers})
        sort_loops(rewriter.insert, access, buffers, op.sort_dimension, op.comparator, parallel=True)
        results = [rewriter.insert(ToTensorOp(b, restrict=True, writable=True)).tensor for b in buffers]
        if cast:
            results = [cast_tensor(rewriter, value, result.type) for value, result in zip(results, op.results)]
        rewriter.replace(op, (), results)


LOWERED_OPS = frozenset({"sort"})
"""The mnemonics of the HLO ops this module's pattern lowers (sorts of one row `SortToLoops` instead)."""


def populate_mhlo_to_linalg_parallel_sort_patterns() -> list[RewritePattern]:
    """The pattern that sorts the rows of a sort in an `scf.parallel` (before `SortToLoops`)."""
    return [SortRowsInParallel()]
