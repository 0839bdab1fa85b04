"""The `scf.for` loops of scatter and sort, built once for the tensor road and the buffer road.

mlir-hlo lowers neither op (a linalg map cannot place a write that depends
on a loaded value). Both roads build the same loops here and differ only in
how the loops reach elements, an `ElementAccess`:

| road | patterns | elements | the loops carry |
| --- | --- | --- | --- |
| tensors (`convert-mhlo-to-linalg`) | `mhlo_to_linalg_gather_scatter` | `tensor.extract` / `tensor.insert` | the tensors (`iter_args`, `scf.if` results) |
| buffers (`lhlo-legalize-to-linalg`, `-affine`) | `lhlo_scatter_sort` | `memref.load` / `memref.store` | nothing: the buffers are updated in place |

Scatter (`scatter_loops`): for each update index, in row-major order as XLA
applies them, the window origin is read from the scatter indices (as in
gather, but unclamped); an update window that does not fit in the operand
is skipped, as XLA does; else `out[origin + window] = body(out[origin +
window], upd[i])`. On tensors, for `%out = scatter(%a, %idx, %upd)` with
`update_window_dims = [1], inserted_window_dims = [0]`:

    %r = scf.for %b = %c0 to %c2 step %c1 iter_args(%acc0 = %a) -> (tensor<5x3xf32>) {
      %r1 = scf.for %w = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> (tensor<5x3xf32>) {
        %s = tensor.extract %idx[%b, %c0] : tensor<2x1xi32>
        %row = arith.index_cast %s : i32 to index
        %low = arith.cmpi sge, %row, %c0 : index
        %high = arith.cmpi sle, %row, %c4 : index
        %fits = arith.andi %low, %high : i1
        %new = scf.if %fits -> (tensor<5x3xf32>) {
          ... tensor.extract %acc[%row, %w], %upd[%b, %w], the body, tensor.insert ...
        } else {
          scf.yield %acc : tensor<5x3xf32>
        }
        scf.yield %new : tensor<5x3xf32>
      }
      scf.yield %r1 : tensor<5x3xf32>
    }

On buffers the same loops carry nothing and the `scf.if` has no results.

Sort (`sort_loops`): a stable bubble sort of each row along the sort
dimension: round i swaps elements j and j + 1 (j < length - 1 - i) of every
operand when the comparator says element j + 1 is less than element j.
Equal elements never swap, so the sort is stable (which an unstable sort
may be too).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import IndexType
from xdsl.ir import Block, Operation, Region, SSAValue

from aiopt.dialects import arith
from aiopt.dialects.hlo.gather_scatter import IndexMapping
from aiopt.dialects.scf import ForOp, IfOp, YieldOp
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath, Size

Insert = Callable[[Operation], object]
"""Inserts an op where the loops are being built (`rewriter.insert`, `block.add_op`)."""

LoopBody = Callable[[Insert, IndexMath, list[SSAValue], list[SSAValue]], list[SSAValue]]
"""Builds a loop body: `body(insert, index, ivs, carried)` returns the values it yields."""


def loop_nest(insert: Insert, bounds: Sequence[Size], values: Sequence[SSAValue], body: LoopBody) -> list[SSAValue]:
    """`scf.for` loops from 0 to each of `bounds`, carrying `values`.

    `body(insert, index, ivs, carried)` builds the innermost body with
    `insert` and returns the values it yields; with no bounds it builds at
    `insert` itself.
    """
    math = IndexMath(insert)
    if not bounds:
        return body(insert, math, [], list(values))
    block = Block(arg_types=[IndexType(), *(v.type for v in values)])

    def inner(
        inner_insert: Insert, inner_math: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]
    ) -> list[SSAValue]:
        return body(inner_insert, inner_math, [block.args[0], *ivs], carried)

    results = loop_nest(block.add_op, bounds[1:], block.args[1:], inner)
    block.add_op(YieldOp(*results))
    loop = ForOp(math.value(0), math.value(bounds[0]), math.value(1), list(values), block)
    insert(loop)
    return list(loop.results)


def if_then_else(
    insert: Insert, condition: SSAValue, carried: Sequence[SSAValue], then: Callable[[Insert], list[SSAValue]]
) -> list[SSAValue]:
    """`scf.if %condition` yielding `then(insert into the then block)`, else `carried` unchanged.

    Without values the `scf.if` has no else region, as upstream builds it.
    """
    then_block = Block()
    then_block.add_op(YieldOp(*then(then_block.add_op)))
    else_region = Region(Block([YieldOp(*carried)])) if carried else Region()
    op = IfOp(condition, [v.type for v in carried], Region(then_block), else_region)
    insert(op)
    return list(op.results)


def choose(
    insert: Insert,
    condition: SSAValue | bool,
    then: Callable[[Insert], list[SSAValue]],
    otherwise: Callable[[Insert], list[SSAValue]],
) -> list[SSAValue]:
    """The values of `then` where `condition` holds, else of `otherwise` (of the same types): built at `insert`
    where `condition` is a Python bool (`IndexMath.cmp` of two ints), else an `scf.if` with both regions."""
    if isinstance(condition, bool):
        return (then if condition else otherwise)(insert)
    blocks = [Block(), Block()]
    for block, branch in zip(blocks, (then, otherwise), strict=True):
        block.add_op(YieldOp(*branch(block.add_op)))
    op = IfOp(condition, [v.type for v in blocks[0].last_op.operands], Region(blocks[0]), Region(blocks[1]))
    insert(op)
    return list(op.results)


class ElementAccess(ABC):
    """How the loops of this module reach the elements of the values they read and update."""

    carries: bool
    """Whether a write gives a new value, which the loops then carry (tensors), or updates it in place (buffers)."""

    @abstractmethod
    def sizes(self, index: IndexMath, value: SSAValue) -> list[Size]:
        """The dimension sizes of a shaped value."""

    @abstractmethod
    def read(self, insert: Insert, source: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
        """The element of `source` at `at`."""

    @abstractmethod
    def read_index(self, insert: Insert, source: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
        """The element of an integer `source` at `at`, as an `index`."""

    @abstractmethod
    def write(self, insert: Insert, element: SSAValue, target: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
        """`target` with `element` at `at` (the new value, or `target` itself when updated in place)."""

    @abstractmethod
    def apply(self, insert: Insert, region: Region, scalars: Sequence[SSAValue]) -> list[SSAValue]:
        """The results of an HLO body (a scatter's update computation, a sort's comparator) on `scalars`."""


def _updating_loops(
    insert: Insert, access: ElementAccess, bounds: Sequence[Size], state: Sequence[SSAValue], body: LoopBody
) -> list[SSAValue]:
    """`loop_nest` whose `body` updates `state`: carried through the loops, or in place (no loop values)."""
    if access.carries:
        return loop_nest(insert, bounds, state, body)

    def in_place(insert: Insert, index: IndexMath, ivs: list[SSAValue], _: list[SSAValue]) -> list[SSAValue]:
        body(insert, index, ivs, list(state))
        return []

    loop_nest(insert, bounds, [], in_place)
    return list(state)


def _updating_if(
    insert: Insert,
    access: ElementAccess,
    condition: SSAValue,
    state: Sequence[SSAValue],
    then: Callable[[Insert], list[SSAValue]],
) -> list[SSAValue]:
    """`if_then_else` whose `then` updates `state`: yielded by the `scf.if`, or in place (no results)."""
    if access.carries:
        return if_then_else(insert, condition, state, then)

    def in_place(then_insert: Insert) -> list[SSAValue]:
        then(then_insert)
        return []

    if_then_else(insert, condition, [], in_place)
    return list(state)


def _all(insert: Insert, conditions: Sequence[SSAValue]) -> SSAValue:
    """`arith.andi` of `conditions` (at least one)."""
    result = conditions[0]
    for condition in conditions[1:]:
        op = arith.AndIOp(result, condition)
        insert(op)
        result = op.result
    return result


def scatter_loops(
    insert: Insert,
    access: ElementAccess,
    targets: Sequence[SSAValue],
    indices: SSAValue,
    updates: Sequence[SSAValue],
    mapping: IndexMapping,
    update_computation: Region,
) -> list[SSAValue]:
    """Scatter `updates` into `targets` at `indices` (see the module); return the updated targets."""
    index = IndexMath(insert)
    operand_sizes, update_sizes = access.sizes(index, targets[0]), access.sizes(index, updates[0])
    rank, indices_rank = len(operand_sizes), indices.type.get_num_dims()
    window_operand_dims = mapping.window_operand_dims(rank)
    window_sizes: list[Size] = [1] * rank
    for window_dim, operand_dim in zip(mapping.window_dims, window_operand_dims):
        window_sizes[operand_dim] = update_sizes[window_dim]
    batch_dims = [d for d in range(len(update_sizes)) if d not in mapping.window_dims]
    indices_batch_dims = mapping.batch_dims(indices_rank)
    # A window fits when 0 <= start <= size - window along every indexed dimension.
    highs = {d: index.sub(operand_sizes[d], window_sizes[d]) for d in mapping.index_map}

    def per_update(insert: Insert, math: IndexMath, ivs: list[SSAValue], state: list[SSAValue]) -> list[SSAValue]:
        batch = [ivs[d] for d in batch_dims]
        origin: list[Size] = [0] * rank
        for k, operand_dim in enumerate(mapping.index_map):
            positions = iter(batch)
            at = [math.value(k) if d == mapping.index_vector_dim else next(positions) for d in range(indices_rank)]
            origin[operand_dim] = access.read_index(insert, indices, at)
        # An operand batching dim is at the update batch index of its paired indices dim.
        for operand_dim, indices_dim in zip(mapping.operand_batching, mapping.indices_batching):
            origin[operand_dim] = batch[indices_batch_dims.index(indices_dim)]
        target = list(origin)
        for window_dim, operand_dim in zip(mapping.window_dims, window_operand_dims):
            target[operand_dim] = math.add(origin[operand_dim], ivs[window_dim])
        checks = [
            math.cmp(predicate, origin[d], bound)
            for d in mapping.index_map
            for predicate, bound in (("sge", 0), ("sle", highs[d]))
        ]

        def combine(then_insert: Insert) -> list[SSAValue]:
            at = [math.value(i) for i in target]
            current = [access.read(then_insert, value, at) for value in state]
            update = [access.read(then_insert, value, ivs) for value in updates]
            combined = access.apply(then_insert, update_computation, [*current, *update])
            return [access.write(then_insert, v, value, at) for v, value in zip(combined, state)]

        if not checks:
            return combine(insert)
        return _updating_if(insert, access, _all(insert, checks), state, combine)

    return _updating_loops(insert, access, update_sizes, targets, per_update)


def sort_loops(
    insert: Insert, access: ElementAccess, targets: Sequence[SSAValue], dimension: int, comparator: Region
) -> list[SSAValue]:
    """Sort `targets` together along `dimension` by `comparator` (see the module); return the sorted targets."""
    index = IndexMath(insert)
    sizes = access.sizes(index, targets[0])
    last = index.sub(sizes[dimension], 1)
    if isinstance(last, int) and last <= 0:
        return list(targets)
    row_sizes = [size for d, size in enumerate(sizes) if d != dimension]

    def row(insert: Insert, math: IndexMath, row_ivs: list[SSAValue], state: list[SSAValue]) -> list[SSAValue]:
        def sweep(insert: Insert, math: IndexMath, ivs: list[SSAValue], state: list[SSAValue]) -> list[SSAValue]:
            (j,) = ivs
            k = math.value(math.add(j, 1))
            at_row = iter(row_ivs)
            at_j = [j if d == dimension else next(at_row) for d in range(len(sizes))]
            at_k = [k if d == dimension else i for d, i in enumerate(at_j)]
            left = [access.read(insert, value, at_j) for value in state]
            right = [access.read(insert, value, at_k) for value in state]
            (less,) = access.apply(insert, comparator, [x for pair in zip(right, left) for x in pair])

            def swap(then_insert: Insert) -> list[SSAValue]:
                swapped = []
                for value, x, y in zip(state, left, right):
                    first = access.write(then_insert, y, value, at_j)
                    swapped.append(access.write(then_insert, x, first, at_k))
                return swapped

            return _updating_if(insert, access, less, state, swap)

        def rounds(insert: Insert, math: IndexMath, ivs: list[SSAValue], state: list[SSAValue]) -> list[SSAValue]:
            # Round i bubbles the largest of elements 0 .. length - 1 - i to its end.
            (i,) = ivs
            return _updating_loops(insert, access, [math.sub(math.value(last), i)], state, sweep)

        return _updating_loops(insert, access, [last], state, rounds)

    return _updating_loops(insert, access, row_sizes, targets, row)
