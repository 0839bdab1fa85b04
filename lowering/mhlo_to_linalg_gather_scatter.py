"""The gathers, scatters and sorts of `--convert-mhlo-to-linalg`, for mhlo and stablehlo alike.

| HLO op | becomes |
| --- | --- |
| gather, dynamic_gather, torch_index_select | `linalg.generic` whose body reads with `tensor.extract` at computed, clamped indices |
| scatter (beyond mlir-hlo) | `scf.for` loops over the updates: `tensor.extract`, the update computation, `tensor.insert` |
| sort (beyond mlir-hlo) | a stable merge sort of each row in `scf.for` loops on tensors |

For example

    %r = "mhlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64}
        : (tensor<5x4xf32>, tensor<3xi32>) -> tensor<3x4xf32>

becomes a generic over the result reading `%i` at `(d0, d1) -> (d0)`
whose body is `tensor.extract %a[clamp(index_cast %i_elem), linalg.index 1]`.
The regions of scatter and sort are inlined into the loops as scalar ops
on the elements where each of their ops has a scalar form (as a reduce
body is inlined into its generic: `inline_hlo_body`; unsigned elements are
read from signless casts, the ops then unsigned ones such as `arith.maxui`:
`signless_for_scalar_body`); else they are cloned
on rank-0 tensors, so that the other patterns lower their HLO ops in place
(each rank-0 tensor then a buffer allocated at every trip). Index
operands are signless or unsigned integers (an unsigned index is zero-extended).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import IntegerType, Signedness
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import tensor
from aiopt.dialects.hlo.gather_scatter import IndexMapping
from aiopt.dialects.hlo.syntax import int_array_values
from aiopt.dialects.hlo.types import element_type_of
from aiopt.dialects.tensor import ExtractOp, InsertOp
from aiopt.lowering.hlo_loop_builders import ElementAccess, Insert, scatter_loops, sort_loops
from aiopt.lowering.mhlo_to_linalg_contraction import inline_hlo_body
from aiopt.lowering.mhlo_to_linalg_scalar import signless
from aiopt.lowering.mhlo_to_linalg_shape import (
    IndexMath,
    LoopIndices,
    Size,
    empty,
    index_body,
    integer_indices,
    ranked_hlo_op,
    result_sizes,
    tensor_of,
)
from aiopt.lowering.mhlo_to_linalg_shape_checks import dynamic_gather_checks, insert_index_checks
from aiopt.lowering.mhlo_to_linalg_utils import cast_tensor, hlo_op_types, index_map, signless_type

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
        indices_batch_dims = mapping.batch_dims(indices.type.get_num_dims())
        result_shape = result_type.get_shape()

        def body(block: Block, math: IndexMath, loop: LoopIndices, args: Sequence[SSAValue]) -> SSAValue:
            def at_loop(d: int) -> Size:
                return 0 if result_shape[d] == 1 else loop[d]  # the index of a unit dim is 0

            batch = [at_loop(d) for d in batch_dims]
            at: list[Size] = [0] * operand.type.get_num_dims()
            for k, operand_dim in enumerate(mapping.index_map):
                positions = iter(batch)
                vector_at = [
                    k if d == mapping.index_vector_dim else next(positions) for d in range(indices.type.get_num_dims())
                ]
                start = math.extract_index(indices, vector_at)
                # The start is clamped so that the slice fits (computed in the body, as mlir-hlo).
                high = math.sub(math.dim(operand, operand_dim), slice_sizes[operand_dim])
                at[operand_dim] = math.clamp(start, 0, high)
            for operand_dim, indices_dim in zip(mapping.operand_batching, mapping.indices_batching):
                at[operand_dim] = batch[indices_batch_dims.index(indices_dim)]
            for window_dim, operand_dim in zip(mapping.window_dims, window_operand_dims):
                at[operand_dim] = math.add(at[operand_dim], at_loop(window_dim))
            read = ExtractOp(operand, [math.value(i) for i in at], element_type_of(result_type))
            block.add_op(read)
            return read.result

        rewriter.replace(op, (), [index_body(rewriter, result_type, init, [], [], body)])


class TorchIndexSelectToGeneric(RewritePattern):
    """`torch_index_select %a, %i, dim = d, batch_dims = b` -> a generic reading `%i` by a map and `%a` by extract.

    The index tensor is read through `(r) -> (r[:b], r[d:d + rank(i) - b])`;
    the operand at `r[:d]`, the index (clamped into range), `r[d + rank(i) - b:]`.
    Unsigned indices are read through their signless cast (mlir-hlo's type
    converter makes them signless) and zero-extended (`arith.index_castui`).
    """

    op_types = hlo_op_types("torch_index_select")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("torch_index_select")) or not integer_indices([op.operands[1]]):
            return
        operand, indices = op.operands
        element = element_type_of(indices.type)
        unsigned = isinstance(element, IntegerType) and element.signedness.data == Signedness.UNSIGNED
        indices = cast_tensor(rewriter, indices, signless_type(indices.type))
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
            picked = math.clamp(math.to_index(args[0], unsigned), 0, high)
            at = [*(loop[d] for d in range(dim)), picked, *(loop[d] for d in range(dim + len(selected), rank))]
            read = ExtractOp(operand, [math.value(i) for i in at], element_type_of(result_type))
            block.add_op(read)
            return read.result

        rewriter.replace(op, (), [index_body(rewriter, result_type, init, [indices], [indices_map], body)])


# ---------------------------------------------------------------------------
# Scatter and sort: loops on tensors (beyond mlir-hlo, which leaves them)


def inline_scalar_region(insert: Insert, region: Region, scalars: Sequence[SSAValue]) -> list[SSAValue]:
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
                read = ExtractOp(mapping.get(value, value), [], element_type_of(value.type))
                insert(read)
                results.append(read.result)
            break
        clone = body_op.clone(value_mapper=mapping)
        insert(clone)
        mapping.update(zip(body_op.results, clone.results))
    return results


def _drop(block: Block) -> None:
    """Erase the ops of a block `inline_hlo_body` built (last first), releasing their uses of outer values."""
    for op in reversed(list(block.ops)):
        block.erase_op(op)


def has_scalar_form(region: Region, types: Sequence[Attribute]) -> bool:
    """Whether `inline_hlo_body` inlines the HLO `region` as scalar ops on arguments of (signless) `types`."""
    trial = Block(arg_types=types)
    inlined = inline_hlo_body(trial, region.block, trial.args) is not None
    _drop(trial)
    return inlined


def signless_for_scalar_body(
    rewriter: PatternRewriter, values: Sequence[SSAValue], region: Region, arguments: Sequence[int]
) -> list[SSAValue] | None:
    """`values` cast to signless tensors (`cast_tensor`) where some are unsigned and the HLO `region` inlines as
    scalar ops on their signless elements (`has_scalar_form`; argument `k` of the region is an element of
    `values[arguments[k]]`), so that the loops compute it as scalar ops; else None (the region is cloned on
    rank-0 tensors). The kinds of the inlined ops come from the HLO types: a compare or maximum of `ui32`
    values becomes `arith.cmpi ult` or `arith.maxui` on i32."""
    types = [signless_type(v.type) for v in values]
    if types == [v.type for v in values] or not has_scalar_form(region, [element_type_of(types[k]) for k in arguments]):
        return None
    return [cast_tensor(rewriter, value, type_) for value, type_ in zip(values, types)]


class TensorElements(ElementAccess):
    """The loops of `hlo_loop_builders` on tensors: `tensor.extract`, `tensor.insert` (a new tensor, carried), and
    bodies as scalar ops, or cloned on rank-0 tensors for the other patterns to lower in place (`apply`)."""

    carries = True

    def sizes(self, index: IndexMath, value: SSAValue) -> list[Size]:
        return index.sizes(value)

    def read(self, insert: Insert, source: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
        op = ExtractOp(source, at, element_type_of(source.type))
        insert(op)
        return op.result

    def read_index(self, insert: Insert, source: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
        return IndexMath(insert).extract_index(source, at)

    def write(self, insert: Insert, element: SSAValue, target: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
        op = InsertOp(element, target, at)
        insert(op)
        return op.result

    def apply(self, insert: Insert, region: Region, scalars: Sequence[SSAValue]) -> list[SSAValue]:
        """The body as scalar ops where it has a scalar form (`inline_hlo_body`, as a reduce body is inlined into
        its generic), else cloned on rank-0 tensors for the other patterns (each a buffer when it runs)."""
        if all(signless(v.type) == v.type for v in scalars):
            block = Block()
            results = inline_hlo_body(block, region.block, scalars)
            if results is not None:
                for op in list(block.ops):
                    op.detach()
                    insert(op)
                return results
            _drop(block)
        return inline_scalar_region(insert, region, scalars)

    def scratch(self, insert: Insert, index: IndexMath, like: SSAValue, length: Size) -> SSAValue:
        op = tensor.EmptyOp(
            [] if isinstance(length, int) else [length], tensor_of(element_type_of(like.type), [length])
        )
        insert(op)
        return op.tensor

    def release(self, insert: Insert, scratch: SSAValue) -> None:
        """Nothing: bufferization frees the buffer of the `tensor.empty`."""


class ScatterToLoops(RewritePattern):
    """`scatter` -> `scf.for` loops over the updates, combining each into the inputs with `tensor.extract`/`insert`
    (`hlo_loop_builders.scatter_loops`); the update computation is inlined into the loop (`TensorElements.apply`)."""

    op_types = hlo_op_types("scatter")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("scatter")) or not integer_indices([op.scatter_indices]):
            return
        inputs, updates = list(op.inputs), list(op.updates)
        # Unsigned inputs and updates are scattered as signless ones where the update computation inlines as
        # scalar ops on them (the indices keep their type: `read_index` zero-extends unsigned ones).
        cast = signless_for_scalar_body(rewriter, [*inputs, *updates], op.update_computation, range(2 * len(inputs)))
        if cast is not None:
            inputs, updates = cast[: len(inputs)], cast[len(inputs) :]
        results = scatter_loops(
            rewriter.insert, TensorElements(), inputs, op.scatter_indices, updates, op.mapping, op.update_computation
        )
        if cast is not None:
            results = [cast_tensor(rewriter, value, result.type) for value, result in zip(results, op.results)]
        rewriter.replace(op, (), results)


def signless_sort_operands(rewriter: PatternRewriter, op: Operation) -> tuple[list[SSAValue], bool]:
    """A sort's operands, and whether they were cast: unsigned elements are sorted as signless ones where the
    comparator inlines as scalar ops on them (its compares of unsigned values then `arith.cmpi` with unsigned
    predicates), as reduce bodies are; the comparator takes each operand's element twice (lhs, rhs)."""
    operands = list(op.operands)
    pairs = [k for k in range(len(operands)) for _ in ("lhs", "rhs")]
    cast = signless_for_scalar_body(rewriter, operands, op.comparator, pairs)
    return (operands, False) if cast is None else (cast, True)


class SortToLoops(RewritePattern):
    """`sort` -> a stable merge sort of each row along the sort dimension, in `scf.for` loops on tensors
    (`hlo_loop_builders.sort_loops`); the comparator is inlined into the loop (`TensorElements.apply`)."""

    op_types = hlo_op_types("sort")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("sort")):
            return
        operands, cast = signless_sort_operands(rewriter, op)
        results = sort_loops(rewriter.insert, TensorElements(), operands, op.sort_dimension, op.comparator)
        if cast:
            results = [cast_tensor(rewriter, value, result.type) for value, result in zip(results, op.results)]
        rewriter.replace(op, (), results)


LOWERED_OPS = frozenset({"gather", "dynamic_gather", "torch_index_select", "scatter", "sort"})
"""The mnemonics of the HLO ops this module's patterns lower."""


def populate_mhlo_to_linalg_gather_scatter_patterns() -> list[RewritePattern]:
    """The patterns that lower HLO gathers, scatters and sorts to generics and loops on tensors."""
    return [GatherToGeneric(), TorchIndexSelectToGeneric(), ScatterToLoops(), SortToLoops()]
