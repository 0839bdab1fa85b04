"""Loops on buffers for the lmhlo ops whose writes depend on data: scatter and sort.

Shared by `--lhlo-legalize-to-linalg` and `--lhlo-legalize-to-affine` (mlir-hlo
lowered neither op; linalg and affine maps cannot place a write that depends
on a loaded value). Both start with `memref.copy` of the operands into the
outputs (unless they are the same buffers), then update the outputs in
`scf.for` loops with `memref.load`/`memref.store`:

    "lmhlo.scatter"(%a, %idx, %upd, %out) ({ ... lmhlo.add ... }) ...

becomes `memref.copy %a, %out` and, for each update index, the window origin
loaded from `%idx`, a bounds check (`scf.if`: an update window that does not
fit in the operand is skipped, as XLA does) and
`out[origin + window] = body(out[origin + window], upd[i])`, in row-major
order of the update indices, as XLA applies them.

A sort is a stable bubble sort of each row along `dimension`: elements j and
j + 1 of every output swap when the comparator says element j + 1 is less
than element j.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, memref
from xdsl.dialects import scf as xdsl_scf
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from aiopt.dialects import lmhlo
from aiopt.dialects.memref import CopyOp
from aiopt.lowering.lhlo_legalize_to_linalg import index_constant, lowerable, region_computable, scalarize_region
from aiopt.lowering.lhlo_legalize_to_parallel_loops import for_nest, guarded, in_bounds, load
from aiopt.lowering.mhlo_to_linalg_scalar import emit


def copy_unless_same(block: Block, sources: Sequence[SSAValue], targets: Sequence[SSAValue]) -> None:
    """Append `memref.copy source, target` for each pair of distinct buffers."""
    for source, target in zip(sources, targets):
        if source is not target:
            block.add_op(CopyOp(source, target))


def store(block: Block, value: SSAValue, buffer: SSAValue, indices: Sequence[SSAValue]) -> list[SSAValue]:
    """Append `memref.store value, buffer[indices]`; return no loop values."""
    block.add_op(memref.StoreOp.get(value, buffer, indices))
    return []


def scatter_lowerable(op: Operation) -> bool:
    """An lmhlo.scatter on lowerable buffers with an element-wise body, whose dimension numbers fit its shapes
    (one update batch dim per indices dim but the index vector's, batching dims among those)."""
    if not isinstance(op, lmhlo.ScatterOp) or not lowerable(op) or not region_computable(op):
        return False
    numbers = op.scatter_dimension_numbers
    index_vector_dim = numbers.field("index_vector_dim")
    indices_batch = [d for d in range(op.scatter_indices.type.get_num_dims()) if d != index_vector_dim]
    update_batch = op.updates.type.get_num_dims() - len(numbers.field("update_window_dims"))
    return len(indices_batch) == update_batch and set(numbers.field("scatter_indices_batching_dims")) <= set(
        indices_batch
    )


class ScatterToLoops(RewritePattern):
    """`lmhlo.scatter` -> copy the operand to the output, then `scf.for` loops over the updates (see the module)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not scatter_lowerable(op):
            return
        numbers = op.scatter_dimension_numbers
        window_dims, inserted = list(numbers.field("update_window_dims")), set(numbers.field("inserted_window_dims"))
        index_map, index_vector_dim = (
            list(numbers.field("scatter_dims_to_operand_dims")),
            numbers.field("index_vector_dim"),
        )
        operand_shape, update_shape = op.operand.type.get_shape(), op.updates.type.get_shape()
        indices_rank = op.scatter_indices.type.get_num_dims()
        rank = len(operand_shape)
        operand_batching = list(numbers.field("input_batching_dims"))
        indices_batching = list(numbers.field("scatter_indices_batching_dims"))
        indices_batch_dims = [d for d in range(indices_rank) if d != index_vector_dim]
        window_operand_dims = [d for d in range(rank) if d not in inserted and d not in operand_batching]
        window_sizes = [1] * rank
        for window_dim, operand_dim in zip(window_dims, window_operand_dims):
            window_sizes[operand_dim] = update_shape[window_dim]
        batch_dims = [d for d in range(len(update_shape)) if d not in window_dims]

        def per_update(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
            origin = [index_constant(block, 0)] * rank
            # An operand batching dim is at the update batch index of its paired indices dim.
            for operand_dim, indices_dim in zip(operand_batching, indices_batching):
                origin[operand_dim] = ivs[batch_dims[indices_batch_dims.index(indices_dim)]]
            starts = []
            for k, operand_dim in enumerate(index_map):
                at = iter([ivs[d] for d in batch_dims])
                positions = [
                    index_constant(block, k) if d == index_vector_dim else next(at) for d in range(indices_rank)
                ]
                start = emit(block, arith.IndexCastOp(load(block, op.scatter_indices, positions), origin[0].type))
                origin[operand_dim] = start
                starts.append((operand_dim, start))
            target = list(origin)
            for window_dim, operand_dim in zip(window_dims, window_operand_dims):
                target[operand_dim] = emit(block, arith.AddiOp(origin[operand_dim], ivs[window_dim]))
            # The window fits when 0 <= start <= size - window along every indexed dimension.
            highs = [operand_shape[d] - window_sizes[d] + 1 for d, _ in starts]
            condition = in_bounds(block, [s for _, s in starts], highs, [True] * len(starts))

            def combine(then: Block) -> list[SSAValue]:
                current = load(then, op.output, target)
                (value,) = scalarize_region(then, op.update_computation, [current, load(then, op.updates, ivs)])
                return store(then, value, op.output, target)

            guarded(block, condition, combine, [])
            return []

        block = Block()
        copy_unless_same(block, [op.operand], [op.output])
        for_nest(block, update_shape, [], per_update)
        rewriter.inline_block(block, InsertPoint.before(op))
        rewriter.erase(op)


def sort_lowerable(op: Operation) -> bool:
    """An lmhlo.sort of lowerable buffers of rank 1 or more whose comparator is element-wise lmhlo ops."""
    if not isinstance(op, lmhlo.SortOp) or not lowerable(op) or not op.inputs or not op.inputs[0].type.get_shape():
        return False
    probe = Block(arg_types=[t for v in op.inputs for t in (v.type.get_element_type(),) * 2])
    return scalarize_region(probe, op.comparator, probe.args) is not None


class SortToLoops(RewritePattern):
    """`lmhlo.sort` -> copy the inputs to the outputs, then a stable bubble sort of each row in `scf.for` loops."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not sort_lowerable(op):
            return
        outputs = list(op.output)
        shape = outputs[0].type.get_shape()
        rank = len(shape)
        dimension = op.dimension.value.data % rank
        length = shape[dimension]
        row_shape = [size for d, size in enumerate(shape) if d != dimension]

        def per_row(block: Block, row: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
            def per_round(round_block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
                # Round i bubbles the largest of elements 0 .. length - 1 - i to its end.
                upper = emit(round_block, arith.SubiOp(index_constant(round_block, length - 1), ivs[-1]))
                step_block = Block(arg_types=[upper.type])
                swap_pair(step_block, row, step_block.args[0])
                step_block.add_op(xdsl_scf.YieldOp())
                zero, one = index_constant(round_block, 0), index_constant(round_block, 1)
                round_block.add_op(xdsl_scf.ForOp(zero, upper, one, [], Region(step_block)))
                return []

            return for_nest(block, [length - 1], [], per_round, row) if length > 1 else []

        def swap_pair(block: Block, row: Sequence[SSAValue], j: SSAValue) -> None:
            k = emit(block, arith.AddiOp(j, index_constant(block, 1)))
            at_row = iter(row)
            at_j = [j if d == dimension else next(at_row) for d in range(rank)]
            at_k = [k if d == dimension else i for d, i in enumerate(at_j)]
            left = [load(block, v, at_j) for v in outputs]
            right = [load(block, v, at_k) for v in outputs]
            (less,) = scalarize_region(block, op.comparator, [x for pair in zip(right, left) for x in pair])

            def swap(then: Block) -> list[SSAValue]:
                for buffer, x, y in zip(outputs, left, right):
                    store(then, y, buffer, at_j)
                    store(then, x, buffer, at_k)
                return []

            guarded(block, less, swap, [])

        block = Block()
        copy_unless_same(block, list(op.inputs), outputs)
        for_nest(block, row_shape, [], per_row)
        rewriter.inline_block(block, InsertPoint.before(op))
        rewriter.erase(op)


def populate_lhlo_scatter_sort_patterns() -> list[RewritePattern]:
    """The patterns that lower lmhlo scatter and sort to loops on buffers."""
    return [ScatterToLoops(), SortToLoops()]
