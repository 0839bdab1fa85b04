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

Sort (`sort_loops`): a stable bottom-up merge sort of each row along the
sort dimension, O(n log n) comparisons. One 1-D scratch of the row length
per operand (`ElementAccess.scratch`: a `tensor.empty`, or a `memref.alloc`
that buffer-deallocation frees) takes every other merge pass: round r merges the
runs of width 4^r of the row pairwise into the scratch, then the runs of
2 * 4^r of the scratch back into the row, so the sorted row ends where it
began (a last pass whose run covers the row only copies). Merging runs
[lo, mid) and [mid, hi) into positions k = lo .. hi - 1 carries the next
left and right positions i and j:

    %left = elements at %i                     // every operand (mid < hi once the left run is used up)
    %right = elements at min(%j, hi - 1)       // within the row once the right run is used up
    %less = comparator(%right0, %left0, %right1, %left1, ...)
    %take_right = (%j < hi) and (%i >= mid or %less)
    dest[k] = source[%take_right ? %j : %i]    // every operand

The right element goes first only when the comparator says it is less than
the left one, so equal elements keep their order: the sort is stable (which
an unstable sort may be too). Rounds are a loop of ceil(log2(n) / 2) trips
for a static size; for a dynamic one, 32 trips whose body runs while the
width is less than n.
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

    @abstractmethod
    def scratch(self, insert: Insert, index: IndexMath, like: SSAValue, length: Size) -> SSAValue:
        """A new 1-D value of `length` elements of `like`'s element type, uninitialized (a sort's merge buffer)."""

    @abstractmethod
    def release(self, insert: Insert, scratch: SSAValue) -> None:
        """Free what `scratch` made, once the loops are done with it."""


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


def _loop(
    insert: Insert, lower: Size, upper: Size, step: Size, values: Sequence[SSAValue], body: LoopBody
) -> list[SSAValue]:
    """One `scf.for` from `lower` to `upper` by `step`, carrying `values`; `body` as `loop_nest`'s."""
    math = IndexMath(insert)
    block = Block(arg_types=[IndexType(), *(v.type for v in values)])
    block.add_op(YieldOp(*body(block.add_op, IndexMath(block.add_op), [block.args[0]], list(block.args[1:]))))
    loop = ForOp(math.value(lower), math.value(upper), math.value(step), list(values), block)
    insert(loop)
    return list(loop.results)


def _index_op(insert: Insert, op: Operation) -> SSAValue:
    insert(op)
    return op.results[0]


def sort_loops(
    insert: Insert, access: ElementAccess, targets: Sequence[SSAValue], dimension: int, comparator: Region
) -> list[SSAValue]:
    """Sort `targets` together along `dimension` by `comparator` (see the module); return the sorted targets."""
    index = IndexMath(insert)
    sizes = access.sizes(index, targets[0])
    length = sizes[dimension]
    if isinstance(length, int) and length <= 1:
        return list(targets)
    scratch = [access.scratch(insert, index, value, length) for value in targets]
    count = len(targets)
    row_sizes = [size for d, size in enumerate(sizes) if d != dimension]
    # Merge passes go in pairs (rows to scratch, scratch back to rows), of widths 4^r and 2 * 4^r: ceil(log2(n) / 2)
    # rounds; for a size known only at run time, 32 rounds (2^64 elements), those of widths >= n skipped.
    rounds = (max(length - 1, 1).bit_length() + 1) // 2 if isinstance(length, int) else 32

    def row(insert: Insert, math: IndexMath, row_ivs: list[SSAValue], state: list[SSAValue]) -> list[SSAValue]:
        def in_row(position: SSAValue) -> list[SSAValue]:
            at_row = iter(row_ivs)
            return [position if d == dimension else next(at_row) for d in range(len(sizes))]

        def merge_pass(
            insert: Insert, sources: list[SSAValue], source_at, dests: list[SSAValue], dest_at, width: Size
        ) -> list[SSAValue]:
            """Merge the runs of `width` of `sources` pairwise into `dests`: runs [lo, mid) and [mid, hi)."""
            double = IndexMath(insert).add(width, width)

            def pair(insert: Insert, math: IndexMath, ivs: list[SSAValue], dests: list[SSAValue]) -> list[SSAValue]:
                (lo,) = ivs
                mid = math.value(math.min(math.add(lo, width), length))
                hi = math.value(math.min(math.add(lo, double), length))
                last_right = math.value(math.sub(hi, 1))

                def step(insert: Insert, math: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
                    (k,) = ivs
                    i, j, *carried_dests = carried
                    into = carried_dests if access.carries else dests
                    # A used-up right run is read at its last element (hi may be the row's end), then not taken;
                    # a used-up left run at mid, where the right run still has one (k - lo = i - lo + j - mid).
                    left_at, right_at = source_at(i), source_at(math.value(math.min(j, last_right)))
                    left = [access.read(insert, value, left_at) for value in sources]
                    right = [access.read(insert, value, right_at) for value in sources]
                    (less,) = access.apply(insert, comparator, [x for two in zip(right, left) for x in two])
                    # The right element goes first only when it is less (equal ones keep their order: stable).
                    left_done = math.cmp("sge", i, mid)
                    right_live = math.cmp("slt", j, hi)
                    take_right = _index_op(
                        insert, arith.AndIOp(right_live, _index_op(insert, arith.OrIOp(left_done, less)))
                    )
                    at = source_at(_index_op(insert, arith.SelectOp(take_right, j, i)))
                    written = [
                        access.write(insert, access.read(insert, value, at), dest, dest_at(k))
                        for value, dest in zip(sources, into)
                    ]
                    next_i = _index_op(insert, arith.SelectOp(take_right, i, math.value(math.add(i, 1))))
                    next_j = _index_op(insert, arith.SelectOp(take_right, math.value(math.add(j, 1)), j))
                    return [next_i, next_j, *(written if access.carries else [])]

                merged = _loop(insert, lo, hi, 1, [lo, mid, *(dests if access.carries else [])], step)
                return merged[2:] if access.carries else dests

            if access.carries:
                return _loop(insert, 0, length, double, dests, pair)

            def in_place(insert: Insert, math: IndexMath, ivs: list[SSAValue], _: list[SSAValue]) -> list[SSAValue]:
                pair(insert, math, ivs, dests)
                return []

            _loop(insert, 0, length, double, [], in_place)
            return dests

        def round_(insert: Insert, math: IndexMath, ivs: list[SSAValue], state: list[SSAValue]) -> list[SSAValue]:
            # Round r: runs of 4^r from the rows into the scratch, then runs of 2 * 4^r back.
            (r,) = ivs
            width = _index_op(insert, arith.ShLIOp(math.value(1), math.value(math.add(r, r))))

            def both(insert: Insert) -> list[SSAValue]:
                rows, spare = state[:count], state[count:]
                spare = merge_pass(insert, rows, in_row, spare, lambda k: [k], width)
                rows = merge_pass(insert, spare, lambda k: [k], rows, in_row, IndexMath(insert).add(width, width))
                return [*rows, *spare]

            if isinstance(length, int):
                return both(insert)
            return _updating_if(insert, access, math.cmp("slt", width, length), state, both)

        return _updating_loops(insert, access, [rounds], state, round_)

    results = _updating_loops(insert, access, row_sizes, [*targets, *scratch], row)
    for value in results[count:]:
        access.release(insert, value)
    return results[:count]
