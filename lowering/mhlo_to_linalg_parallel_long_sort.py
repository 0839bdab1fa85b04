"""`convert-mhlo-to-linalg{sort-rows-in-parallel=true}`'s `sort` of one long row: chunks sorted on all cores, then
merged in parallel.

A sort of one row (`SortRowsInParallel` splits several) of at least
`LONG_ROW` elements, of static size, whose comparator inlines as scalar ops and
orders the elements by keys (`orders_by_keys`: LT or GT of the same function of
each side's elements, or a lexicographic order of such keys, integers or floats
in TOTALORDER; jnp.sort's comparator, which maps -0.0 to +0.0 and every NaN to
one first, is one), is sorted on buffers made at the tensor level (as
`SortRowsInParallel` makes them) in two phases:

1. the row cut into about `CHUNKS` chunks (a power of two of elements each, at
   least `SEGMENT`), each sorted in place by the sequential merge sort
   (`hlo_loop_builders.sort_loops`) in an `scf.parallel` over the chunks;
2. merge levels of runs of the chunk length, doubled at each level, from the
   row into a scratch row and back (two levels a round of an `scf.for`, so that
   every level runs the same outlined body), each an `scf.parallel` over
   segments of `SEGMENT` output elements: a segment finds where it starts and
   ends in its pair of runs [lo, mid), [mid, hi) by binary searches (`co_rank`:
   how many of the left run's elements are among the pair's first d), then
   merges its elements from both ends.

        %xb = bufferization.to_buffer %x read_only : tensor<1048576xf32> to memref<1048576xf32>
        %b = memref.alloc() : memref<1048576xf32>
        memref.copy %xb, %b : memref<1048576xf32> to memref<1048576xf32>
        %s = memref.alloc() : memref<1048576xf32>
        scf.parallel (%chunk) = (%c0) to (%c32) step (%c1) {
          ... sort_loops on %b[%chunk * 32768 + ...] of min(32768, n - %chunk * 32768) elements ...
        } {aiopt.estimated_work = ...}
        scf.for %r = %c0 to %c3 step %c1 {                   // 5 levels: runs of 32768 << 0 .. 4
          %w = arith.shli %c32768, (%r + %r) : index
          scf.parallel (%segment) = (%c0) to (%c128) step (%c1) {
            ... scf.while: the co-ranks of the segment's ends; scf.for: merge %b into %s ...
          } {aiopt.estimated_work = ...}
          scf.if (2 %r + 1 < 5) {
            scf.parallel ... merge the runs of 2 %w of %s into %b ...
          }
        }
        %r = bufferization.to_tensor %s restrict writable : memref<1048576xf32> to tensor<1048576xf32>

Both merges take the right run's element first only when the comparator says
it is less than the left one, so the sort is stable: for a strict weak order
the stable sort is one permutation, which the sequential lowering and the
interpreter give too (bit for bit, whatever `is_stable` says). The binary
search needs that order (a comparator that is not one, LT on floats with NaN,
could give segments that overlap): any other comparator, several rows, and
rows shorter than `LONG_ROW` keep the other lowerings.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import AnyFloat, IndexType, IntegerAttr, IntegerType, MemRefType
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith, memref
from aiopt.dialects.bufferization import ToBufferOp, ToTensorOp
from aiopt.dialects.hlo.types import element_type_of
from aiopt.dialects.scf import ConditionOp, WhileOp, YieldOp
from aiopt.lowering.hlo_loop_builders import Insert, if_then_else, loop_nest, parallel_nest, sort_loops, sort_work
from aiopt.lowering.mhlo_to_linalg_gather_scatter import has_scalar_form, signless_sort_operands
from aiopt.lowering.mhlo_to_linalg_parallel_sort import BufferElements
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath, Size, ranked_hlo_op
from aiopt.lowering.mhlo_to_linalg_utils import cast_tensor, hlo_op_types, signless_type
from aiopt.lowering.scf_parallel_to_cpu_runtime import ESTIMATED_WORK
from aiopt.reference.hlo.reductions import comparator_keys

LONG_ROW = 1 << 17
"""The least row length sorted in parallel chunks (shorter rows: the sequential merge sort)."""

CHUNKS = 32
"""About how many chunks a row is cut into (a power of two of elements each, at least `SEGMENT`)."""

SEGMENT = 8192
"""The output elements of each iteration of a merge level (a power of two dividing the chunk length)."""

MERGE_WORK = 16
"""About how many ops a merge level runs per element (loads, compare, selects, stores)."""


def orders_by_keys(comparator: Region) -> bool:
    """Whether the sort `comparator` is a strict weak order it can be seen to be: a strict lexicographic order of
    keys computed from the elements (the interpreter's `comparator_keys`: LT or GT of the same function of each
    side's elements, constants, compares and selects, or jax's lexicographic form of several), each compared as
    integers or, for floats, in TOTALORDER (under FLOAT a NaN key is unordered with every other).

        %a = select(%x == 0, 0, %x); %a2 = select(%x != %x, NaN, %a)    // jnp.sort's key of x
        %b = select(%y == 0, 0, %y); %b2 = select(%y != %y, NaN, %b)    // of y
        compare LT, %a2, %b2, TOTALORDER"""
    keys = comparator_keys(comparator)
    if keys is None:
        return False
    for key in keys.keys:
        element = element_type_of(key.lhs.type)
        if not (
            isinstance(element, IntegerType) or (isinstance(element, AnyFloat) and key.compare_type == "TOTALORDER")
        ):
            return False
    return True


def long_row(op: Operation) -> bool:
    """Whether the sort `op` is one row (every dimension but the sort dimension of static size 1) of a static
    length of at least LONG_ROW, with a comparator that inlines as scalar ops and `orders_by_keys`."""
    shape = op.operands[0].type.get_shape()
    dimension = op.sort_dimension
    if any(size != 1 for d, size in enumerate(shape) if d != dimension) or shape[dimension] < LONG_ROW:
        return False
    pairs = [element_type_of(signless_type(v.type)) for v in op.operands for _ in ("lhs", "rhs")]
    return has_scalar_form(op.comparator, pairs) and orders_by_keys(op.comparator)


class ChunkElements(BufferElements):
    """`BufferElements` of the chunk [base, base + length) of the rows `targets` along `dimension`: positions
    along it are shifted by `base` (scratch rows are the chunk's own)."""

    def __init__(self, targets: Sequence[SSAValue], sizes: Sequence[Size], dimension: int, base: SSAValue):
        super().__init__({target: sizes for target in targets})
        self.targets = list(targets)
        self.dimension = dimension
        self.base = base

    def _shifted(self, insert: Insert, source: SSAValue, at: Sequence[SSAValue]) -> list[SSAValue]:
        at = list(at)
        if any(source is target for target in self.targets):
            math = IndexMath(insert)
            at[self.dimension] = math.value(math.add(at[self.dimension], self.base))
        return at

    def read(self, insert: Insert, source: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
        return super().read(insert, source, self._shifted(insert, source, at))

    def write(self, insert: Insert, element: SSAValue, target: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
        return super().write(insert, element, target, self._shifted(insert, target, at))


class SortLongRowInParallel(RewritePattern):
    """`sort` of one long row by a key -> chunks sorted and merged in `scf.parallel` loops (see the module)."""

    op_types = hlo_op_types("sort")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("sort")) or not long_row(op):
            return
        operands, cast = signless_sort_operands(rewriter, op)  # as `SortToLoops`
        buffers, scratch = [], []
        for operand in operands:
            type_ = MemRefType(element_type_of(operand.type), operand.type.get_shape())
            source = rewriter.insert(ToBufferOp(operand, type_, read_only=True)).results[0]
            buffer = rewriter.insert(memref.AllocOp([], [], type_)).memref
            rewriter.insert(memref.CopyOp(source, buffer))
            buffers.append(buffer)
            scratch.append(rewriter.insert(memref.AllocOp([], [], type_)).memref)
        shape = operands[0].type.get_shape()
        sorted_ = sort_long_row(rewriter.insert, buffers, scratch, shape, op.sort_dimension, op.comparator)
        results = [rewriter.insert(ToTensorOp(b, restrict=True, writable=True)).tensor for b in sorted_]
        if cast:
            results = [cast_tensor(rewriter, value, result.type) for value, result in zip(results, op.results)]
        rewriter.replace(op, (), results)


def sort_long_row(
    insert: Insert,
    buffers: list[SSAValue],
    scratch: list[SSAValue],
    shape: Sequence[int],
    dimension: int,
    comparator: Region,
) -> list[SSAValue]:
    """Sort the one row of `buffers` (of `shape`) along `dimension` by `comparator` (see the module), with the
    rows `scratch` of the same types; return the buffers that hold the sorted row (`buffers` or `scratch`)."""
    n = shape[dimension]
    chunk = max(SEGMENT, 1 << (-(-n // CHUNKS) - 1).bit_length())
    chunks = -(-n // chunk)

    def sort_chunk(insert: Insert, math: IndexMath, ivs: list[SSAValue], _: list[SSAValue]) -> list[SSAValue]:
        base = math.value(math.mul(ivs[0], chunk))
        length = math.value(math.min(math.sub(n, base), chunk))
        sizes = [length if d == dimension else 1 for d in range(len(shape))]
        sort_loops(insert, ChunkElements(buffers, sizes, dimension, base), buffers, dimension, comparator)
        return []

    loop = parallel_nest(insert, [chunks], sort_chunk)
    loop.attributes[ESTIMATED_WORK] = IntegerAttr(sort_work(chunks, chunk), 64)
    levels = (chunks - 1).bit_length()

    def round_(insert: Insert, math: IndexMath, ivs: list[SSAValue], _: list[SSAValue]) -> list[SSAValue]:
        # Round r: the runs of chunk * 4^r from the row into the scratch, then (where that level remains) the
        # runs of twice that back. The widths are loop values, so that every level runs one outlined body.
        (r,) = ivs
        twice = math.value(math.add(r, r))
        width = _op(insert, arith.ShLIOp(math.value(chunk), twice))
        merge_level(insert, buffers, scratch, shape, dimension, width, comparator)
        back = math.cmp("slt", math.add(twice, 1), levels)

        def then(insert: Insert) -> list[SSAValue]:
            merge_level(insert, scratch, buffers, shape, dimension, IndexMath(insert).add(width, width), comparator)
            return []

        if_then_else(insert, back, [], then)
        return []

    loop_nest(insert, [-(-levels // 2)], [], round_)
    return scratch if levels % 2 else buffers


def merge_level(
    insert: Insert,
    sources: list[SSAValue],
    targets: list[SSAValue],
    shape: Sequence[int],
    dimension: int,
    width: SSAValue,
    comparator: Region,
) -> None:
    """Merge the sorted runs of `width` of `sources` pairwise into `targets`, `SEGMENT` output elements an
    iteration of an `scf.parallel`: the segment [d0, d1) of the pair [lo, mid) + [mid, hi) merges the left run's
    elements [lo + t0, lo + t1) and the right run's [mid + (d0 - lo - t0), mid + (d1 - lo - t1)), t0 and t1 the
    co-ranks of d0 - lo and d1 - lo (`co_rank`), from both ends at once (as `hlo_loop_builders.sort_loops`
    merges): the right element goes first only when the comparator says it is less than the left one (stable)."""
    n = shape[dimension]
    access = BufferElements({})

    def at(math: IndexMath, position: SSAValue) -> list[SSAValue]:
        return [position if d == dimension else math.value(0) for d in range(len(shape))]

    def read(insert: Insert, math: IndexMath, position: SSAValue) -> list[SSAValue]:
        return [access.read(insert, source, at(math, position)) for source in sources]

    def less(insert: Insert, right: list[SSAValue], left: list[SSAValue]) -> SSAValue:
        """Whether the element `right` goes before `left` (every operand's element of each)."""
        return access.apply(insert, comparator, [x for two in zip(right, left) for x in two])[0]

    def select(insert: Insert, condition: SSAValue, a: SSAValue, b: SSAValue) -> SSAValue:
        return _op(insert, arith.SelectOp(condition, a, b))

    def segment(insert: Insert, math: IndexMath, ivs: list[SSAValue], _: list[SSAValue]) -> list[SSAValue]:
        d0 = math.value(math.mul(ivs[0], SEGMENT))
        d1 = math.value(math.min(math.add(d0, SEGMENT), n))
        # The pair's start: d0 rounded down to a multiple of 2 width (both powers of two: SEGMENT divides it).
        double = math.value(math.add(width, width))
        lo = _op(insert, arith.AndIOp(d0, math.value(math.sub(0, double))))
        mid = math.value(math.min(math.add(lo, width), n))
        hi = math.value(math.min(math.add(lo, double), n))
        # The segment merges the left run's [i0, i1) and the right run's [j0, j1).
        ends = []
        for d in (d0, d1):
            first = math.value(math.sub(d, lo))
            taken = co_rank(insert, lo, mid, hi, first, read, less)
            ends.append((math.value(math.add(lo, taken)), math.value(math.add(mid, math.sub(first, taken)))))
        (i0, j0), (i1, j1) = ends
        last, left_last = math.value(math.sub(hi, 1)), math.value(math.sub(mid, 1))

        def front(insert: Insert, math: IndexMath, k: SSAValue, i: SSAValue, j: SSAValue) -> list[SSAValue]:
            """The next smallest element to k: the right one only when it is less than the left one (stable). A
            used-up run is read within the pair (at its last element), then not taken."""
            left = read(insert, math, math.value(math.min(i, left_last)))
            right = read(insert, math, math.value(math.min(j, last)))
            either = _op(insert, arith.OrIOp(math.cmp("sge", i, i1), less(insert, right, left)))
            take_right = _op(insert, arith.AndIOp(math.cmp("slt", j, j1), either))
            for a, b, target in zip(left, right, targets):
                access.write(insert, select(insert, take_right, b, a), target, at(math, k))
            return [
                select(insert, take_right, i, math.value(math.add(i, 1))),
                select(insert, take_right, math.value(math.add(j, 1)), j),
            ]

        def back(insert: Insert, math: IndexMath, k: SSAValue, i: SSAValue, j: SSAValue) -> list[SSAValue]:
            """The next largest element to k: the left one only when the right one is less than it (stable)."""
            left = read(insert, math, math.value(math.max(i, lo)))
            right = read(insert, math, math.value(math.min(math.max(j, mid), last)))
            either = _op(insert, arith.OrIOp(math.cmp("slt", j, j0), less(insert, right, left)))
            take_left = _op(insert, arith.AndIOp(math.cmp("sge", i, i0), either))
            for a, b, target in zip(left, right, targets):
                access.write(insert, select(insert, take_left, a, b), target, at(math, k))
            return [
                select(insert, take_left, math.value(math.sub(i, 1)), i),
                select(insert, take_left, j, math.value(math.sub(j, 1))),
            ]

        # From both ends at once (two independent chains of loads and compares), after one element from the
        # front where the segment's length is odd; for a strict weak order both ends meet.
        count = math.value(math.sub(d1, d0))
        half = _op(insert, arith.ShRUIOp(count, math.value(1)))
        odd = math.value(math.sub(count, math.add(half, half)))

        def odd_step(insert: Insert, math: IndexMath, ivs: list[SSAValue], state: list[SSAValue]) -> list[SSAValue]:
            return front(insert, math, d0, *state)

        i, j = loop_nest(insert, [odd], [i0, j0], odd_step)
        start = math.value(math.add(d0, odd))

        def both(insert: Insert, math: IndexMath, ivs: list[SSAValue], state: list[SSAValue]) -> list[SSAValue]:
            i, j, bi, bj = state
            i, j = front(insert, math, math.value(math.add(start, ivs[0])), i, j)
            bi, bj = back(insert, math, math.value(math.sub(math.sub(d1, 1), ivs[0])), bi, bj)
            return [i, j, bi, bj]

        backs = [math.value(math.sub(i1, 1)), math.value(math.sub(j1, 1))]
        loop_nest(insert, [half], [i, j, *backs], both)
        return []

    segments = -(-n // SEGMENT)
    loop = parallel_nest(insert, [segments], segment)
    loop.attributes[ESTIMATED_WORK] = IntegerAttr(n * MERGE_WORK, 64)


def co_rank(insert: Insert, lo: SSAValue, mid: SSAValue, hi: SSAValue, d: SSAValue, read, less) -> SSAValue:
    """How many of the left run [lo, mid)'s elements are among the first d of the stable merge of it and the right
    run [mid, hi): the least t in [max(0, d - (hi - mid)), min(d, mid - lo)] such that the left element lo + t is
    not among them, the right element mid + (d - t - 1) going before it (`less`); a binary search in an
    `scf.while` (the left element lo + t is among them while t grows, then not: the order is a strict weak one).

        %t:2 = scf.while (%a = %from, %b = %to) : (index, index) -> (index, index) {
          %more = arith.cmpi slt, %a, %b : index
          scf.condition(%more) %a, %b : index, index
        } do {
        ^bb0(%a: index, %b: index):
          %m = (%a + %b) >> 1, the left element lo + %m and the right one mid + d - %m - 1 read and compared
          scf.yield (right before left ? %a : %m + 1), (right before left ? %m : %b) : index, index
        }"""
    math = IndexMath(insert)
    start = math.value(math.max(math.sub(d, math.sub(hi, mid)), 0))
    end = math.value(math.min(d, math.sub(mid, lo)))
    types = [IndexType(), IndexType()]
    before, after = Block(arg_types=types), Block(arg_types=types)
    before_math = IndexMath(before.add_op)
    more = before_math.cmp("slt", before.args[0], before.args[1])
    before.add_op(ConditionOp(more, *before.args))
    a, b = after.args
    after_math = IndexMath(after.add_op)
    m = _op(after.add_op, arith.ShRUIOp(after_math.value(after_math.add(a, b)), after_math.value(1)))
    left = read(after.add_op, after_math, after_math.value(after_math.add(lo, m)))
    right_at = after_math.value(after_math.sub(after_math.add(mid, after_math.sub(d, m)), 1))
    right = read(after.add_op, after_math, right_at)
    before_left = less(after.add_op, right, left)
    up = after_math.value(after_math.add(m, 1))
    after.add_op(
        YieldOp(
            _op(after.add_op, arith.SelectOp(before_left, a, up)), _op(after.add_op, arith.SelectOp(before_left, m, b))
        )
    )
    loop = WhileOp([start, end], types, [before], [after])
    insert(loop)
    return loop.results[0]


def _op(insert: Insert, op: Operation) -> SSAValue:
    insert(op)
    return op.results[0]


LOWERED_OPS = frozenset({"sort"})
"""The mnemonics of the HLO ops this module's pattern lowers (other sorts the other sort patterns)."""


def populate_mhlo_to_linalg_parallel_long_sort_patterns() -> list[RewritePattern]:
    """The pattern that sorts one long row in parallel chunks and merges (before `SortToLoops`)."""
    return [SortLongRowInParallel()]
