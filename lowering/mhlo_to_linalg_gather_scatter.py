"""The gathers, scatters and sorts of `--convert-mhlo-to-linalg`, for mhlo and stablehlo alike.

| HLO op | becomes |
| --- | --- |
| gather, dynamic_gather, torch_index_select | `linalg.generic` whose body reads with `tensor.extract` at computed, clamped indices |
| scatter (beyond mlir-hlo) | `scf.for` loops over the updates: `tensor.extract`, the update computation, `tensor.insert` |
| sort (beyond mlir-hlo) | a stable bubble sort of each row in `scf.for` loops on tensors |

For example

    %r = "mhlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64}
        : (tensor<5x4xf32>, tensor<3xi32>) -> tensor<3x4xf32>

becomes a generic over the result reading `%i` at `(d0, d1) -> (d0)`
whose body is `tensor.extract %a[clamp(index_cast %i_elem), linalg.index 1]`.
The regions of scatter and sort are cloned into the loops on rank-0
tensors, so that the other patterns lower their HLO ops in place. Index
operands are signless or unsigned integers (signless for torch_index_select).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects import arith, scf, tensor
from xdsl.dialects.builtin import IndexType
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects.hlo.gather_scatter import IndexMapping
from aiopt.dialects.hlo.syntax import int_array_values
from aiopt.dialects.hlo.types import element_type_of
from aiopt.lowering.mhlo_to_linalg_shape import (
    IndexMath,
    LoopIndices,
    Size,
    empty,
    index_body,
    integer_indices,
    ranked_hlo_op,
    result_sizes,
    signless_indices,
)
from aiopt.lowering.mhlo_to_linalg_shape_checks import dynamic_gather_checks, insert_index_checks
from aiopt.lowering.mhlo_to_linalg_utils import hlo_op_types, index_map

# ---------------------------------------------------------------------------
# Gathers


class GatherToGeneric(RewritePattern):
    """`gather` -> a generic over the result whose body computes the operand index and reads it.

    For result index `r`: the batch dims of `r` pick an index vector of
    `start_indices` (read with `tensor.extract`); its entries, clamped so the
    slice fits, give the slice origin in the `start_index_map` dims; operand
    batching dims take their batch index; `offset_dims` of `r` add to the
    other operand dims in order. As in XLA's semantics. `dynamic_gather`
    reads its slice sizes from their tensor (beyond mlir-hlo).
    """

    op_types = hlo_op_types("dynamic_gather") + hlo_op_types("gather")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("gather") + hlo_op_types("dynamic_gather")) or not integer_indices(
            op.operands[1:]
        ):
            return
        operand, indices = op.operands[:2]
        result_type = op.results[0].type
        mapping: IndexMapping = op.mapping
        index = IndexMath(rewriter.insert)
        operand_sizes = index.sizes(operand)
        if len(op.operands) == 3:
            slice_sizes = [index.extract_index(op.operands[2], [d]) for d in range(operand.type.get_num_dims())]
            insert_index_checks(rewriter.insert, dynamic_gather_checks(index, op, operand_sizes, slice_sizes))
        else:
            slice_sizes = int_array_values(op.properties["slice_sizes"])
        indices_sizes = index.sizes(indices)
        batch_dims = [d for d in range(result_type.get_num_dims()) if d not in mapping.window_dims]
        batch_sizes = iter(indices_sizes[d] for d in mapping.batch_dims(indices.type.get_num_dims()))
        window_operand_dims = mapping.window_operand_dims(operand.type.get_num_dims())
        window_sizes = iter(slice_sizes[d] for d in window_operand_dims)
        known = [
            next(window_sizes) if d in mapping.window_dims else next(batch_sizes)
            for d in range(result_type.get_num_dims())
        ]
        init = empty(rewriter, index, result_type, result_sizes(result_type, known))
        # Bounds of the clamped start of each start_index_map dim.
        highs = [index.sub(operand_sizes[d], slice_sizes[d]) for d in mapping.index_map]
        indices_batch_dims = mapping.batch_dims(indices.type.get_num_dims())

        def body(block: Block, math: IndexMath, loop: LoopIndices, args: Sequence[SSAValue]) -> SSAValue:
            batch = [loop[d] for d in batch_dims]
            at: list[Size] = [0] * operand.type.get_num_dims()
            for k, (operand_dim, high) in enumerate(zip(mapping.index_map, highs)):
                positions = iter(batch)
                vector_at = [
                    k if d == mapping.index_vector_dim else next(positions) for d in range(indices.type.get_num_dims())
                ]
                at[operand_dim] = math.clamp(math.extract_index(indices, vector_at), 0, high)
            for operand_dim, indices_dim in zip(mapping.operand_batching, mapping.indices_batching):
                at[operand_dim] = batch[indices_batch_dims.index(indices_dim)]
            for window_dim, operand_dim in zip(mapping.window_dims, window_operand_dims):
                at[operand_dim] = math.add(at[operand_dim], loop[window_dim])
            read = tensor.ExtractOp(operand, [math.value(i) for i in at], element_type_of(result_type))
            block.add_op(read)
            return read.result

        rewriter.replace(op, (), [index_body(rewriter, result_type, init, [], [], body)])


class TorchIndexSelectToGeneric(RewritePattern):
    """`torch_index_select %a, %i, dim = d, batch_dims = b` -> a generic reading `%i` by a map and `%a` by extract.

    The index tensor is read through `(r) -> (r[:b], r[d:d + rank(i) - b])`;
    the operand at `r[:d]`, the index (clamped into range), `r[d + rank(i) - b:]`.
    """

    op_types = hlo_op_types("torch_index_select")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("torch_index_select")) or not signless_indices([op.operands[1]]):
            return
        operand, indices = op.operands
        result_type = op.results[0].type
        dim, batch = op.axes
        rank = result_type.get_num_dims()
        index_rank = indices.type.get_num_dims()
        index = IndexMath(rewriter.insert)
        operand_sizes, indices_sizes = index.sizes(operand), index.sizes(indices)
        known = [*operand_sizes[:dim], *indices_sizes[batch:], *operand_sizes[dim + 1 :]]
        init = empty(rewriter, index, result_type, result_sizes(result_type, known))
        high = index.sub(operand_sizes[dim], 1)
        selected = list(range(dim, dim + index_rank - batch))
        indices_map = index_map(rank, [*range(batch), *selected])

        def body(block: Block, math: IndexMath, loop: LoopIndices, args: Sequence[SSAValue]) -> SSAValue:
            picked = math.clamp(math.to_index(args[0]), 0, high)
            at = [*(loop[d] for d in range(dim)), picked, *(loop[d] for d in range(dim + len(selected), rank))]
            read = tensor.ExtractOp(operand, [math.value(i) for i in at], element_type_of(result_type))
            block.add_op(read)
            return read.result

        rewriter.replace(op, (), [index_body(rewriter, result_type, init, [indices], [indices_map], body)])


# ---------------------------------------------------------------------------
# Scatter and sort: loops on tensors (beyond mlir-hlo, which leaves them)


def inline_scalar_region(
    insert: Callable[[Operation], object], region: Region, scalars: Sequence[SSAValue]
) -> list[SSAValue]:
    """Clone an HLO region on rank-0 tensors (a scatter or sort body) at `insert`, applied to `scalars`.

    Each scalar is wrapped by `tensor.from_elements` into the rank-0 tensor
    its argument expects; the cloned HLO ops are lowered by the other
    patterns afterwards; the returned values are read with `tensor.extract`.
    """
    block = region.block
    mapping: dict[SSAValue, SSAValue] = {}
    for arg, scalar in zip(block.args, scalars):
        wrap = tensor.FromElementsOp(scalar, result_type=arg.type)
        insert(wrap)
        mapping[arg] = wrap.result
    results = []
    for body_op in block.ops:
        if body_op is block.last_op:
            for value in body_op.operands:
                read = tensor.ExtractOp(mapping.get(value, value), [], element_type_of(value.type))
                insert(read)
                results.append(read.result)
            break
        clone = body_op.clone(value_mapper=mapping)
        insert(clone)
        mapping.update(zip(body_op.results, clone.results))
    return results


def loop_nest(
    insert: Callable[[Operation], object],
    bounds: Sequence[Size],
    values: Sequence[SSAValue],
    body: Callable[[Callable[[Operation], object], IndexMath, list[SSAValue], list[SSAValue]], list[SSAValue]],
) -> list[SSAValue]:
    """`scf.for` loops from 0 to each of `bounds`, carrying `values`.

    `body(insert, index, ivs, carried)` builds the innermost body with
    `insert` and returns the values it yields; with no bounds it builds at
    `insert` itself.
    """
    math = IndexMath(insert)
    if not bounds:
        return body(insert, math, [], list(values))
    block = Block(arg_types=[IndexType(), *(v.type for v in values)])

    def inner(inner_insert, inner_math, ivs, carried):
        return body(inner_insert, inner_math, [block.args[0], *ivs], carried)

    results = loop_nest(block.add_op, bounds[1:], block.args[1:], inner)
    block.add_op(scf.YieldOp(*results))
    loop = scf.ForOp(math.value(0), math.value(bounds[0]), math.value(1), list(values), block)
    insert(loop)
    return list(loop.results)


def if_then_else(
    insert: Callable[[Operation], object],
    condition: SSAValue,
    carried: Sequence[SSAValue],
    then: Callable[[Callable[[Operation], object]], list[SSAValue]],
) -> list[SSAValue]:
    """`scf.if %condition` yielding `then(insert into the then block)`, else `carried` unchanged."""
    then_block, else_block = Block(), Block()
    then_block.add_op(scf.YieldOp(*then(then_block.add_op)))
    else_block.add_op(scf.YieldOp(*carried))
    op = scf.IfOp(condition, [v.type for v in carried], [then_block], [else_block])
    insert(op)
    return list(op.results)


def _compare(insert: Callable[[Operation], object], lhs: SSAValue, rhs: SSAValue, predicate: str) -> SSAValue:
    op = arith.CmpiOp(lhs, rhs, predicate)
    insert(op)
    return op.result


def _all(insert: Callable[[Operation], object], conditions: Sequence[SSAValue]) -> SSAValue:
    result = conditions[0]
    for condition in conditions[1:]:
        op = arith.AndIOp(result, condition)
        insert(op)
        result = op.result
    return result


class ScatterToLoops(RewritePattern):
    """`scatter` -> `scf.for` loops over the updates, combining each into the inputs with `tensor.extract`/`insert`.

    For each update index (in row-major order, as XLA applies them): the
    window origin comes from `scatter_indices` as in gather, but unclamped;
    an update window that does not fit in the operand is skipped, as XLA
    does. The update computation is cloned into the loop on rank-0 tensors.
    """

    op_types = hlo_op_types("scatter")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("scatter")) or not integer_indices([op.scatter_indices]):
            return
        inputs, indices, updates = list(op.inputs), op.scatter_indices, list(op.updates)
        mapping: IndexMapping = op.mapping
        index = IndexMath(rewriter.insert)
        operand_sizes, update_sizes = index.sizes(inputs[0]), index.sizes(updates[0])
        rank = inputs[0].type.get_num_dims()
        window_operand_dims = mapping.window_operand_dims(rank)
        window_sizes: list[Size] = [1] * rank
        for window_dim, operand_dim in zip(mapping.window_dims, window_operand_dims):
            window_sizes[operand_dim] = update_sizes[window_dim]
        batch_dims = [d for d in range(len(update_sizes)) if d not in mapping.window_dims]
        indices_batch_dims = mapping.batch_dims(indices.type.get_num_dims())
        highs = [index.sub(size, window) for size, window in zip(operand_sizes, window_sizes)]

        def body(insert, math: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]) -> list[SSAValue]:
            batch = [ivs[d] for d in batch_dims]
            origin: list[Size] = [0] * rank
            for k, operand_dim in enumerate(mapping.index_map):
                positions = iter(batch)
                at = [
                    k if d == mapping.index_vector_dim else next(positions) for d in range(indices.type.get_num_dims())
                ]
                origin[operand_dim] = math.extract_index(indices, at)
            for operand_dim, indices_dim in zip(mapping.operand_batching, mapping.indices_batching):
                origin[operand_dim] = batch[indices_batch_dims.index(indices_dim)]
            target = list(origin)
            for window_dim, operand_dim in zip(mapping.window_dims, window_operand_dims):
                target[operand_dim] = math.add(origin[operand_dim], ivs[window_dim])
            checks = [
                check
                for start, high in zip(origin, highs)
                if not isinstance(start, int)
                for check in (
                    _compare(insert, math.value(start), math.value(0), "sge"),
                    _compare(insert, math.value(start), math.value(high), "sle"),
                )
            ]

            def combine(then_insert: Callable[[Operation], object]) -> list[SSAValue]:
                at = [math.value(i) for i in target]
                current = [tensor.ExtractOp(acc, at, element_type_of(acc.type)) for acc in carried]
                update = [tensor.ExtractOp(u, ivs, element_type_of(u.type)) for u in updates]
                for read in (*current, *update):
                    then_insert(read)
                combined = inline_scalar_region(
                    then_insert, op.update_computation, [r.result for r in (*current, *update)]
                )
                written = [tensor.InsertOp(value, acc, at) for value, acc in zip(combined, carried)]
                for write in written:
                    then_insert(write)
                return [write.result for write in written]

            if not checks:
                return combine(insert)
            return if_then_else(insert, _all(insert, checks), carried, combine)

        results = loop_nest(rewriter.insert, update_sizes, inputs, body)
        rewriter.replace(op, (), results)


class SortToLoops(RewritePattern):
    """`sort` -> a stable bubble sort of each row along the sort dimension, in `scf.for` loops on tensors.

    Elements j and j + 1 of every operand are swapped when the comparator,
    cloned into the loop on rank-0 tensors, says element j + 1 is less than
    element j; equal elements never swap, so the sort is stable (which an
    unstable sort may be too).
    """

    op_types = hlo_op_types("sort")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("sort")):
            return
        inputs = list(op.operands)
        dimension = op.sort_dimension
        index = IndexMath(rewriter.insert)
        sizes = index.sizes(inputs[0])
        length = sizes[dimension]
        last = index.sub(length, 1)
        row_sizes = [size for d, size in enumerate(sizes) if d != dimension]

        def row(insert, math: IndexMath, row_ivs: list[SSAValue], carried: list[SSAValue]) -> list[SSAValue]:
            def sweep(insert, math: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]) -> list[SSAValue]:
                (j,) = ivs
                k = math.add(j, 1)
                ivs_row = iter(row_ivs)
                at_j = [j if d == dimension else next(ivs_row) for d in range(len(sizes))]
                at_k = [k if d == dimension else r for d, r in enumerate(at_j)]
                left = [tensor.ExtractOp(acc, at_j, element_type_of(acc.type)) for acc in carried]
                right = [tensor.ExtractOp(acc, at_k, element_type_of(acc.type)) for acc in carried]
                for read in (*left, *right):
                    insert(read)
                pairs = [value for r, l in zip(right, left) for value in (r.result, l.result)]
                (less,) = inline_scalar_region(insert, op.comparator, pairs)

                def swap(then_insert: Callable[[Operation], object]) -> list[SSAValue]:
                    swapped = []
                    for acc, l, r in zip(carried, left, right):
                        first = tensor.InsertOp(r.result, acc, at_j)
                        second = tensor.InsertOp(l.result, first.result, at_k)
                        then_insert(first)
                        then_insert(second)
                        swapped.append(second.result)
                    return swapped

                return if_then_else(insert, less, carried, swap)

            def rounds(insert, math: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]) -> list[SSAValue]:
                (i,) = ivs
                return loop_nest(insert, [math.sub(math.value(last), i)], carried, sweep)

            return loop_nest(insert, [last], carried, rounds)

        rewriter.replace(op, (), loop_nest(rewriter.insert, row_sizes, inputs, row))


LOWERED_OPS = frozenset({"gather", "dynamic_gather", "torch_index_select", "scatter", "sort"})
"""The mnemonics of the HLO ops this module's patterns lower."""


def populate_mhlo_to_linalg_gather_scatter_patterns() -> list[RewritePattern]:
    """The patterns that lower HLO gathers, scatters and sorts to generics and loops on tensors."""
    return [GatherToGeneric(), TorchIndexSelectToGeneric(), ScatterToLoops(), SortToLoops()]
