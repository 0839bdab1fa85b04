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

Sort (`sort_loops`): a stable sort of each row along the sort dimension,
O(n log n) comparisons. Insertion sort first orders the runs of `RUN` (16)
elements in place: each element, read once, moves left past the elements
it is less than (an `scf.while` that shifts them up one by one) and stops
at one it is not less than, so equal elements keep their order. Then a
bottom-up merge sort: one 1-D scratch of the row length per operand
(`ElementAccess.scratch`: a `tensor.empty`, or a `memref.alloc` that
buffer-deallocation frees) takes every other merge pass: round r merges
the runs of width 16 * 4^r of the row pairwise into the scratch, then the
runs of 2 * 16 * 4^r of the scratch back into the row, so the sorted row
ends where it began (a last pass whose run covers the row only copies).
A row of at most 16 elements needs no scratch.

Runs [lo, mid) and [mid, hi) of n elements are merged from both ends at
once, two independent chains of loads and compares (after one step from
the front when n is odd): the front fills k = lo, lo + 1, ... with the next
smallest element, the back fills hi - 1, hi - 2, ... with the next largest.
A front step, with i and j the next left and right positions:

    %left = elements at %i                     // every operand
    %right = elements at min(%j, hi - 1)       // within the row once the right run is used up
    %less = comparator(%right0, %left0, %right1, %left1, ...)
    %take_right = (%j < hi) and %less
    dest[k] = %take_right ? %right : %left     // every operand: arith.select of what was read

and a back step the mirror image (the left element goes last when the right
run is used up or the right one is less than it). The left run is at least
as long as the right one and each end takes at most half of the elements
(rounded up), so neither end reads past it. The right element goes first only
when the comparator says it is less than the left one, so equal elements
keep their order: the sort is stable (which an unstable sort may be too).
For a strict weak order both ends meet: the front took [lo, i) and
[mid, j), the back the rest. A comparator that is not one (LT on floats
with NaN) may make both ends take one element; then the front alone merges
the runs again (a loop of n trips, else of none; there `%take_right` is
also taken once the left run is used up, read at mid < hi), so the row is
always a permutation of its elements. Rounds are a loop of trips until a
run covers the row for a static size; for a dynamic one, 30 trips whose
body runs while the width is less than n.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from math import prod

from xdsl.dialects.builtin import IndexType, IntegerAttr
from xdsl.ir import Block, Operation, Region, SSAValue

from aiopt.dialects import arith
from aiopt.dialects.hlo.gather_scatter import IndexMapping
from aiopt.dialects.scf import ConditionOp, ForOp, IfOp, ParallelOp, ReduceOp, WhileOp, YieldOp
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath, Size
from aiopt.lowering.scf_parallel_to_cpu_runtime import ESTIMATED_WORK

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


def _updating_loop(
    insert: Insert,
    access: ElementAccess,
    bounds: tuple[Size, Size, Size],
    state: Sequence[SSAValue],
    body: LoopBody,
) -> list[SSAValue]:
    """`_loop` over `bounds` (lower, upper, step) whose `body` updates `state`: carried, or in place."""
    if access.carries:
        return _loop(insert, *bounds, state, body)

    def in_place(insert: Insert, index: IndexMath, ivs: list[SSAValue], _: list[SSAValue]) -> list[SSAValue]:
        body(insert, index, ivs, list(state))
        return []

    _loop(insert, *bounds, [], in_place)
    return list(state)


RUN = 16
"""The length of the runs that insertion sort makes first: 4^2, so that the merge rounds start at widths 16, 32."""


def _insert_into_run(
    insert: Insert,
    access: ElementAccess,
    comparator: Region,
    rows: Sequence[SSAValue],
    at: Callable[[SSAValue], list[SSAValue]],
    lo: SSAValue,
    t: SSAValue,
) -> list[SSAValue]:
    """Insert the element at `t` into the sorted run [lo, t) of `rows` (every operand): an `scf.while` moves the
    elements it is less than one up, from t - 1 down; it stops at an element it is not less than (stable).

    Both regions carry the position and the rows alone (the after region reads the element it moves again), so
    that the loop bufferizes whatever the element types."""
    x = [access.read(insert, value, at(t)) for value in rows]
    carried = list(rows) if access.carries else []
    types = [IndexType(), *(v.type for v in carried)]
    before, after = Block(arg_types=types), Block(arg_types=types)
    j, current = before.args[0], (list(before.args[1:]) if access.carries else list(rows))
    before_math = IndexMath(before.add_op)
    previous = before_math.value(before_math.max(before_math.sub(j, 1), lo))
    y = [access.read(before.add_op, value, at(previous)) for value in current]
    (less,) = access.apply(before.add_op, comparator, [v for two in zip(x, y) for v in two])
    go = _index_op(before.add_op, arith.AndIOp(before_math.cmp("sgt", j, lo), less))
    before.add_op(ConditionOp(go, *before.args))
    after_j, targets = after.args[0], (list(after.args[1:]) if access.carries else list(rows))
    after_math = IndexMath(after.add_op)
    down = after_math.value(after_math.sub(after_j, 1))
    written = [
        access.write(after.add_op, access.read(after.add_op, target, at(down)), target, at(after_j))
        for target in targets
    ]
    after.add_op(YieldOp(down, *(written if access.carries else [])))
    loop = WhileOp([t, *carried], types, [before], [after])
    insert(loop)
    place = loop.results[0]
    shifted = list(loop.results[1:]) if access.carries else list(rows)
    return [access.write(insert, v, target, at(place)) for v, target in zip(x, shifted)]


def parallel_nest(insert: Insert, bounds: Sequence[Size], body: LoopBody) -> Operation:
    """An `scf.parallel` from 0 to each of `bounds` (at least one) by 1, carrying nothing; `body(insert, index,
    ivs, [])` builds its body (what it returns is dropped). Returns the loop."""
    math = IndexMath(insert)
    block = Block(arg_types=[IndexType()] * len(bounds))
    body(block.add_op, IndexMath(block.add_op), list(block.args), [])
    block.add_op(ReduceOp())
    zero, one = math.value(0), math.value(1)
    loop = ParallelOp([zero] * len(bounds), [math.value(b) for b in bounds], [one] * len(bounds), Region(block))
    insert(loop)
    return loop


def sort_work(rows: int, length: int) -> int:
    """About how many ops `sort_loops` runs on `rows` rows of `length` elements: 16 a compare and move per
    element and merge level (the insertion sort of the runs counted as four levels)."""
    return rows * length * max(4, (length - 1).bit_length()) * 16


def sort_loops(
    insert: Insert,
    access: ElementAccess,
    targets: Sequence[SSAValue],
    dimension: int,
    comparator: Region,
    parallel: bool = False,
) -> list[SSAValue]:
    """Sort `targets` together along `dimension` by `comparator` (see the module); return the sorted targets.

    With `parallel` (buffers updated in place, at least one dimension besides `dimension`), the rows are the
    iterations of an `scf.parallel`, each with a scratch row of its own (allocated in the iteration), which
    `convert-scf-parallel-to-cpu-runtime` splits across the cores where there is enough work: for static
    sizes the loop carries `sort_work` as its `aiopt.estimated_work`."""
    index = IndexMath(insert)
    sizes = access.sizes(index, targets[0])
    length = sizes[dimension]
    if isinstance(length, int) and length <= 1:
        return list(targets)
    count = len(targets)
    row_sizes = [size for d, size in enumerate(sizes) if d != dimension]
    # Merge passes go in pairs (rows to scratch, scratch back to rows), of widths RUN * 4^r and 2 * RUN * 4^r,
    # until a run covers the row; for a size known only at run time, 30 rounds (2^64 elements), those of widths
    # >= n skipped.
    if isinstance(length, int):
        rounds, width = 0, RUN
        while width < length:
            rounds, width = rounds + 1, width * 4
    else:
        rounds = 30

    def row(insert: Insert, math: IndexMath, row_ivs: list[SSAValue], state: list[SSAValue]) -> list[SSAValue]:
        def in_row(position: SSAValue) -> list[SSAValue]:
            at_row = iter(row_ivs)
            return [position if d == dimension else next(at_row) for d in range(len(sizes))]

        def run(insert: Insert, math: IndexMath, ivs: list[SSAValue], rows: list[SSAValue]) -> list[SSAValue]:
            (lo,) = ivs
            hi = math.min(math.add(lo, RUN), length)

            def place(insert: Insert, math: IndexMath, ivs: list[SSAValue], rows: list[SSAValue]) -> list[SSAValue]:
                return _insert_into_run(insert, access, comparator, rows, in_row, lo, ivs[0])

            return _updating_loop(insert, access, (math.add(lo, 1), hi, 1), rows, place)

        # Insertion sort of the runs [lo, lo + RUN) of the row, in place.
        rows = _updating_loop(insert, access, (0, length, RUN), state[:count], run)
        if not rounds:
            return rows
        state = [*rows, *state[count:]]

        def merge_pass(
            insert: Insert, sources: list[SSAValue], source_at, dests: list[SSAValue], dest_at, width: Size
        ) -> list[SSAValue]:
            """Merge the runs of `width` of `sources` pairwise into `dests`: runs [lo, mid) and [mid, hi)."""
            double = IndexMath(insert).add(width, width)

            def pair(insert: Insert, math: IndexMath, ivs: list[SSAValue], dests: list[SSAValue]) -> list[SSAValue]:
                (lo,) = ivs
                mid = math.value(math.min(math.add(lo, width), length))
                hi = math.value(math.min(math.add(lo, double), length))
                last = math.value(math.sub(hi, 1))

                def pick(insert: Insert, math: IndexMath, k, first, second, take_second, into) -> list[SSAValue]:
                    """dest[k] = take_second ? second : first, of every operand (the elements read)."""
                    return [
                        access.write(insert, _index_op(insert, arith.SelectOp(take_second, b, a)), dest, dest_at(k))
                        for a, b, dest in zip(first, second, into)
                    ]

                def front(insert: Insert, math: IndexMath, k, i, j, into, left_ends: bool) -> list[SSAValue]:
                    """The next smallest element to position k: i and j are the next left and right positions.
                    Unless `left_ends`, the left run is not used up (it is at least as long as the right one, and
                    the front takes at most half of the elements, rounded up)."""
                    # A used-up right run is read at the pair's last element (hi may be the row's end), then not
                    # taken; a used-up left run at mid, where the right run still has one (i - lo + j - mid < n).
                    left = [access.read(insert, value, source_at(i)) for value in sources]
                    right_at = source_at(math.value(math.min(j, last)))
                    right = [access.read(insert, value, right_at) for value in sources]
                    (less,) = access.apply(insert, comparator, [x for two in zip(right, left) for x in two])
                    # The right element goes first only when it is less (equal ones keep their order: stable).
                    if left_ends:
                        less = _index_op(insert, arith.OrIOp(math.cmp("sge", i, mid), less))
                    take_right = _index_op(insert, arith.AndIOp(math.cmp("slt", j, hi), less))
                    written = pick(insert, math, k, left, right, take_right, into)
                    next_i = _index_op(insert, arith.SelectOp(take_right, i, math.value(math.add(i, 1))))
                    next_j = _index_op(insert, arith.SelectOp(take_right, math.value(math.add(j, 1)), j))
                    return [next_i, next_j, *written]

                def back(insert: Insert, math: IndexMath, k, i, j, into) -> list[SSAValue]:
                    """The next largest element to position k: i and j are the last left and right positions
                    not yet taken (mid - 1 once the right run is used up; the left one is not: the back takes
                    fewer than half of the elements)."""
                    # A used-up right run is read at mid - 1 >= lo, and not taken.
                    left = [access.read(insert, value, source_at(i)) for value in sources]
                    right = [access.read(insert, value, source_at(j)) for value in sources]
                    (less,) = access.apply(insert, comparator, [x for two in zip(right, left) for x in two])
                    # The left element goes last only when the right one is less than it (stable).
                    take_left = _index_op(insert, arith.OrIOp(math.cmp("slt", j, mid), less))
                    written = pick(insert, math, k, right, left, take_left, into)
                    next_i = _index_op(insert, arith.SelectOp(take_left, math.value(math.sub(i, 1)), i))
                    next_j = _index_op(insert, arith.SelectOp(take_left, j, math.value(math.sub(j, 1))))
                    return [next_i, next_j, *written]

                def carried(values: list[SSAValue]) -> list[SSAValue]:
                    return values if access.carries else []

                def into(values: list[SSAValue]) -> list[SSAValue]:
                    return values if access.carries else dests

                def fronts(left_ends: bool) -> LoopBody:
                    def step(insert: Insert, math: IndexMath, ivs: list[SSAValue], state: list[SSAValue]):
                        i, j, *written = state
                        i, j, *written = front(insert, math, ivs[0], i, j, into(written), left_ends)
                        return [i, j, *carried(written)]

                    return step

                # From both ends at once (two independent chains of loads and compares): an odd element from
                # the front first, then half of the n elements from the front and half from the back.
                n = math.value(math.sub(hi, lo))
                half = _index_op(insert, arith.ShRUIOp(n, math.value(1)))
                start = math.value(math.sub(hi, half))

                i, j, *written = _loop(
                    insert, lo, math.value(math.sub(start, half)), 1, [lo, mid, *carried(dests)], fronts(False)
                )
                # The back fills position hi - 1 - (k - lo - odd) as the front fills k.
                ends = math.value(math.add(last, math.sub(start, half)))

                def both(insert: Insert, math: IndexMath, ivs: list[SSAValue], state: list[SSAValue]):
                    (k,) = ivs
                    i, j, bi, bj, *written = state
                    i, j, *written = front(insert, math, k, i, j, into(written), False)
                    bi, bj, *written = back(insert, math, math.value(math.sub(ends, k)), bi, bj, into(written))
                    return [i, j, bi, bj, *carried(written)]

                i, j, bi, bj, *written = _loop(
                    insert,
                    math.value(math.sub(start, half)),
                    start,
                    1,
                    [i, j, math.value(math.sub(mid, 1)), last, *carried(written)],
                    both,
                )
                # Both ends met where a strict weak order puts them; a comparator that is not one (LT with NaN)
                # may take an element from both ends: then the front alone merges again (a permutation).
                met = _all(insert, [math.cmp("eq", i, math.add(bi, 1)), math.cmp("eq", j, math.add(bj, 1))])
                # (A loop of no trips when they met, rather than an `scf.if`, which bufferization copies tensors
                # around.)
                again = _index_op(insert, arith.SelectOp(met, lo, hi))
                return into(_loop(insert, lo, again, 1, [lo, mid, *carried(written)], fronts(True))[2:])

            return _updating_loop(insert, access, (0, length, double), dests, pair)

        def round_(insert: Insert, math: IndexMath, ivs: list[SSAValue], state: list[SSAValue]) -> list[SSAValue]:
            # Round r: runs of RUN * 4^r from the rows into the scratch, then runs of twice that back.
            (r,) = ivs
            width = _index_op(insert, arith.ShLIOp(math.value(RUN), math.value(math.add(r, r))))

            def both(insert: Insert) -> list[SSAValue]:
                rows, spare = state[:count], state[count:]
                spare = merge_pass(insert, rows, in_row, spare, lambda k: [k], width)
                rows = merge_pass(insert, spare, lambda k: [k], rows, in_row, IndexMath(insert).add(width, width))
                return [*rows, *spare]

            if isinstance(length, int):
                return both(insert)
            return _updating_if(insert, access, math.cmp("slt", width, length), state, both)

        return _updating_loops(insert, access, [rounds], state, round_)

    if parallel:
        assert not access.carries and row_sizes, "parallel rows are updated in place, one iteration each"

        def own_row(insert: Insert, math: IndexMath, ivs: list[SSAValue], _: list[SSAValue]) -> list[SSAValue]:
            own = [access.scratch(insert, math, value, length) for value in targets] if rounds else []
            row(insert, math, ivs, [*targets, *own])
            for value in own:
                access.release(insert, value)
            return []

        loop = parallel_nest(insert, row_sizes, own_row)
        if all(isinstance(size, int) for size in sizes):
            loop.attributes[ESTIMATED_WORK] = IntegerAttr(sort_work(prod(row_sizes), length), 64)
        return list(targets)
    scratch = [access.scratch(insert, index, value, length) for value in targets] if rounds else []
    results = _updating_loops(insert, access, row_sizes, [*targets, *scratch], row)
    for value in results[count:]:
        access.release(insert, value)
    return results[:count]


def top_k_loops(
    insert: Insert,
    access: ElementAccess,
    operand: SSAValue,
    results: Sequence[SSAValue],
    comparator: Region,
    parallel: bool = False,
) -> list[SSAValue]:
    """The first k elements of each row (the last dimension) of `operand` by `comparator`, and their indices, into
    `results` (values and i32 indices, of k along the last dimension, k >= 1); return the updated results.

    With `parallel` (buffers updated in place, at least one dimension before the last), the rows are the
    iterations of an `scf.parallel`, which `convert-scf-parallel-to-cpu-runtime` splits across the cores where
    there is enough work: for static sizes the loop carries `top_k_work` as its `aiopt.estimated_work`.

    `comparator(a, b, i, j)` says whether the element a (at index i) goes before b (at j); it is a strict weak
    order on the elements, which does not look at the indices (a top_k's GT, or LT, in TOTALORDER for floats).
    The first k elements of the row are inserted one by one into the sorted result row (`_insert_into_run`:
    a later element goes before an equal one never, so equal elements keep the lower index first). Then each
    later element is compared with the last of the k; only one that goes before it replaces it and moves up
    by insertion, past the elements it goes before. The result is that of a stable sort of the row by
    `comparator` sliced to k: O(n) compares for a random row, at most O(n k) moves.

        for each row:
          for t in [0, k):  out[t], idx[t] = x[t], t;  insert out[t] into out[0, t)
          for t in [k, n):  if comparator(x[t], out[k - 1]):  out[k - 1], idx[k - 1] = x[t], t;  insert it
    """
    index = IndexMath(insert)
    sizes = access.sizes(index, operand)
    length, k = sizes[-1], access.sizes(index, results[0])[-1]
    index_type = results[1].type.get_element_type()

    def row(insert: Insert, math: IndexMath, row_ivs: list[SSAValue], state: list[SSAValue]) -> list[SSAValue]:
        def at(position: SSAValue) -> list[SSAValue]:
            return [*row_ivs, position]

        def element_at(insert: Insert, t: SSAValue) -> list[SSAValue]:
            """The element of the operand at t and its index t (of the indices' type)."""
            return [access.read(insert, operand, at(t)), _index_op(insert, arith.IndexCastOp(t, index_type))]

        def first(insert: Insert, math: IndexMath, ivs: list[SSAValue], rows: list[SSAValue]) -> list[SSAValue]:
            (t,) = ivs
            rows = [access.write(insert, v, target, at(t)) for v, target in zip(element_at(insert, t), rows)]
            return _insert_into_run(insert, access, comparator, rows, at, math.value(0), t)

        rows = _updating_loop(insert, access, (0, k, 1), state, first)

        def later(insert: Insert, math: IndexMath, ivs: list[SSAValue], rows: list[SSAValue]) -> list[SSAValue]:
            (t,) = ivs
            last = math.value(math.sub(k, 1))
            element = element_at(insert, t)
            kth = [access.read(insert, value, at(last)) for value in rows]
            (better,) = access.apply(insert, comparator, [element[0], kth[0], element[1], kth[1]])

            def replace(insert: Insert) -> list[SSAValue]:
                placed = [access.write(insert, v, target, at(last)) for v, target in zip(element, rows)]
                return _insert_into_run(insert, access, comparator, placed, at, IndexMath(insert).value(0), last)

            return _updating_if(insert, access, better, rows, replace)

        return _updating_loop(insert, access, (k, length, 1), rows, later)

    if parallel:
        assert not access.carries and sizes[:-1], "parallel rows are updated in place, one iteration each"
        loop = parallel_nest(insert, sizes[:-1], lambda insert, math, ivs, _: row(insert, math, ivs, list(results)))
        if all(isinstance(size, int) for size in [*sizes, k]):
            loop.attributes[ESTIMATED_WORK] = IntegerAttr(top_k_work(prod(sizes[:-1]), length, k), 64)
        return list(results)
    return _updating_loops(insert, access, sizes[:-1], results, row)


def top_k_work(rows: int, length: int, k: int) -> int:
    """About how many ops `top_k_loops` runs on `rows` rows of `length` elements: 8 a load and compare with the
    k-th best per element, and the insertion of the first k (k / 2 moves of 8 ops each)."""
    return rows * (length * 8 + k * k * 4)
