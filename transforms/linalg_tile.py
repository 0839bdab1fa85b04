"""`linalg-tile`: tile linalg contractions on buffers into cache blocks (upstream's former `-linalg-tile`).

A structured linalg op on memrefs whose indexing maps are projected
permutations and that has a reduction dimension (matmul, batch_matmul,
matvec, contractions written as `linalg.generic`) becomes a loop nest over
tiles whose body is the same op on `memref.subview`s of one tile of every
operand. The parallel dimensions are tiled by an `scf.parallel` (or
`scf.for` with `loop-type=for`), the reduction dimensions by `scf.for`
inside it:

    linalg.matmul ins(%A, %B : memref<1024x1024xf32>, memref<1024x1024xf32>)
                  outs(%C : memref<1024x1024xf32>)

becomes (tile sizes 16, 512, 128; `unroll=1`)

    scf.parallel (%i, %j) = (%c0, %c0) to (%c1024, %c1024) step (%c16, %c512) {
      scf.for %k = %c0 to %c1024 step %c128 {
        %a = memref.subview %A[%i, %k] [16, 128] [1, 1] : ... to memref<16x128xf32, strided<[1024, 1], offset: ?>>
        %b = memref.subview %B[%k, %j] [128, 512] [1, 1] : ...
        %c = memref.subview %C[%i, %j] [16, 512] [1, 1] : ...
        linalg.generic ... ins(%a, %b : ...) outs(%c : ...) { ... }
      }
      scf.reduce
    }

so that `linalg-interchange-unit-stride-innermost` and `convert-linalg-to-loops` then make an `i, k, j` nest per tile
whose operands stay in the caches (the innermost loop walks a row of B and
C with unit stride and vectorizes), and `convert-scf-parallel-to-cpu-runtime`
runs the tiles on all cores. Reductions keep their order (the reduction tiles
run in sequence; but see `split-reduction` below). A tile that does not fit
the remaining size is cut with `arith.minsi`.

With `unroll=U` (default 4), the tile op of a single reduction whose tile
size is static and divisible by U reads U strided views of every operand the
reduction indexes (element u of each group of U: `[%k + u] [128 / U] [U]`)
and its body applies the original body U times in sequence, so that the
innermost loop accumulates U products per load and store of the output,
still in the order of the reduction. With `unroll-rows=R` (default 4) the
output's rows (its last parallel dimension but the innermost) are unrolled
too: R strided views of the output and of the inputs that index the rows,
each output copy with its own chain, so that every element of B loaded in
the innermost loop serves R rows (a register-blocked micro-kernel that
LLVM vectorizes; `linalg-interchange-unit-stride-innermost` counts the copies of one operand
once when it picks the innermost loop). With `contract` (default) those
multiplies and adds carry the `contract` fastmath flag, so that LLVM may fuse
each a*b+c into an FMA (what C compilers do by default): the results may then
differ from the untiled loops in the last bit of each step.

Two kinds of contraction reuse no block of B across rows, and are tiled and
unrolled for streaming the matrix instead:

- dot products (`sums_along_rows`: the loop that walks the inputs with unit
  stride is the reduction, as in a matrix times a vector or A times B
  transposed; tiles of 512 rows, or two of half the rows where there are
  at most 512): the reduction is neither tiled nor unrolled, so that the
  innermost loop sums whole rows in vector partial sums (reassociated by
  `convert-linalg-to-loops{reassociate-reductions}`; a strided view per
  unrolled step would leave it a chain of scalar multiply-adds). The
  output's innermost dimension is unrolled instead (by `unroll-rows`, at
  least STREAM_UNROLL = 8 where the tile divides; where a partial last tile
  is cut, by a factor that divides the size and the tile, the views then
  taking `arith.divui` of the tile's extent; rows that 8 does not divide
  are peeled: the tile loop covers those it divides, and one op after the
  loop reads the rest at once): the loop reads 8 rows of the matrix at
  once, and each element of the vector serves 8 sums:

      linalg.matvec ins(%A, %x : memref<4096x4096xf32>, memref<4096xf32>) outs(%y : memref<4096xf32>)

  becomes

      scf.parallel (%i) = (%c0) to (%c4096) step (%c512) {
        %a0 = memref.subview %A[%i, 0] [64, 4096] [8, 1] : ... to memref<64x4096xf32, strided<[32768, 1], offset: ?>>
        ...                                                   // %a1 ... %a7 from rows %i + 1 ... %i + 7
        %y0 = memref.subview %y[%i] [64] [8] : ... to memref<64xf32, strided<[8], offset: ?>>
        ...
        linalg.generic ... ins(%a0, ..., %a7, %xv : ...) outs(%y0, ..., %y7 : ...) { ... }  // 8 sums
        scf.reduce
      }

- one row (a vector times a matrix, B's columns innermost, the output's
  other parallel dimensions of size 1): the reduction is not tiled but
  unrolled at least 8 times, and the columns are tiled by at most
  STREAM_TILE = 2048 (at least two tiles of at least 512 where there are
  that many columns), so that each task streams long runs of 8 rows of B.
  A reduction that 8 does not divide is peeled: its first rows (a multiple
  of 8) unrolled 8 times, then the rest at once by a second op on the same
  output tile (1031 rows: 1024 and 7), still in the reduction's order.
  With `split-reduction` (and parallel tile loops; the CPU pipeline sets
  it), a body that adds into the output (`out + f(inputs)`, arith.addf or
  arith.addi) of a single row (no batch dimensions: those are parallel tiles
  already) has its reduction split into parallel parts instead (up to
  SPLIT_PARTS = 8 that divide it, of at least SPLIT_ROWS = 512), so that
  each task streams a contiguous block of whole rows of B. Each part sums
  into its own zeroed row of a new buffer, and the rows are added into the
  output after the loop (float sums reassociated: the order of the parts
  is not the reduction's):

      %parts = memref.alloc() : memref<8x1x4096xf32>
      scf.parallel (%p) = (%c0) to (%c8) step (%c1) {
        %k = arith.muli %p, %c512 : index
        %part = memref.subview %parts[%p, 0, 0] [1, 1, 4096] [1, 1, 1] : ... to memref<1x4096xf32, ...>
        linalg.fill ins(%zero : f32) outs(%part : ...)
        linalg.generic ... ins(<views of x and of B's rows %k ... %k + 511, unrolled 8 times>) outs(%part : ...)
        scf.reduce
      }
      linalg.generic {iterator_types = ["parallel", "parallel", "reduction"]} ins(%parts : ...) outs(%y : ...)
      memref.dealloc %parts : memref<8x1x4096xf32>

  (1 x 4096 x 4096 f32 on one thread, CPU time: 3.2 ms in two tiles of
  2048 columns, 2.7 ms in 8 parts; OpenBLAS's gemv 2.45.)

With `tile-sizes` (one size per loop dimension, 0 = not tiled) every such op
is tiled by those sizes. Without it only ops of at least `min-work`
iterations are tiled, by sizes chosen for the caches: the parallel
dimension that is the output's innermost one by 512, the reduction
dimensions by 128, the other parallel dimension nearest it by 16, outer
(batch) dimensions by 1 (the two kinds above as said there); dynamic sizes
are not tiled. A contraction of the two kinds above that fits one tile
(300 columns, 4 rows) has no tile loops but is still unrolled and peeled.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    FloatAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    ShapedType,
    StridedLayoutAttr,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith, memref, scf
from aiopt.dialects.linalg import (
    FillOp,
    GenericOp,
    IndexOp,
    IteratorTypeAttr,
    YieldOp,
    generic_of,
    is_structured,
    structured_parts,
)
from aiopt.dialects.memref import subview_type
from aiopt.support.cached_attributes import index_attr
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import PassOptionError, option
from aiopt.support.worklist_population import walk_ops
from aiopt.transforms.linalg_interchange_unit_stride_innermost import unit_stride_loop_order

INNER_TILE = 512
"""Tile of the unit-stride output dimension: long rows amortize the vectorizer's run-time alias checks."""
REDUCTION_TILE = 128
"""Tile of reductions: a 128x512 f32 block of B is 256 KiB (stays in L2)."""
ROW_TILE = 16
"""Tile of the next parallel dimension: 16 rows of C (32 KiB for 512 columns) per task."""
STREAM_TILE = 2048
"""Most columns per tile of a one-row contraction (a vector times a matrix), which reuses no block of B: each
task streams its columns of every row of B once, and longer runs of a row stream faster (1 x 4096 x 4096 f32
on one thread, CPU time: 5.1 ms in tiles of 512 columns, 4.1 of 1024, 3.3 of 2048, 2.9 untiled; OpenBLAS's
gemv 2.7). At least MIN_STREAM_TASKS tiles of at least INNER_TILE columns, where there are that many columns,
so that the cores share the stream."""
SPLIT_PARTS = 8
"""With `split-reduction`, the reduction of a one-row contraction is split into this many parallel parts
at most (each sums its rows of B into its own partial row; the rows are added at the end)."""
SPLIT_ROWS = 512
"""... of at least this many rows of B each (8 MiB of a 4096-column f32 B)."""
MIN_STREAM_TASKS = 2
"""Tiles of a one-row contraction, at least (where each has INNER_TILE columns): one per core of two."""
STREAM_UNROLL = 8
"""Rows of the matrix that the innermost loop of a streaming tile reads at once, at least (where the size
allows): the reduction of a one-row tile (with no rows to unroll, each pass over the output's columns then
reads 8 rows of B; the 1 x 4096 x 4096 above, tiles of 2048 columns: 3.6 ms unrolled 4 times, 3.0 ms 8
times, 3.5 ms 16 times), and the rows of a tile of dot products (`TileLinalgOp._dot_factors`)."""


def is_tileable(op: Operation) -> bool:
    """Whether `op` is a contraction on buffers this pass tiles (projected-permutation maps, and two inputs or
    more that a reduction indexes: a plain reduction such as a row sum, or one that reads a broadcast beside
    its input, reuses nothing from a cache block, and its unrolled strided views would keep LLVM from
    vectorizing it)."""
    if not is_structured(op) or op.results or not all(isinstance(o.type, MemRefType) for o in op.operands):
        return False
    maps, iterators, _ = structured_parts(op)
    reductions = {d for d, it in enumerate(iterators) if str(it.data) == "reduction"}
    inputs = [m.data for m in maps[: len(maps) - len(getattr(op, "outputs", (None,)))]]  # reduce: 1 output
    return (
        sum(1 for m in inputs if reductions & {e.position for e in m.results if isinstance(e, AffineDimExpr)}) >= 2
        and all(m.data.is_projected_permutation() for m in maps)
        and not any(isinstance(inner, IndexOp) for inner in op.walk())
    )


def loop_sizes(operands: list[SSAValue], maps: list[AffineMap], num_loops: int) -> list[int]:
    """The static size of every loop dimension (-1 where every operand dimension it indexes is dynamic)."""
    sizes = [-1] * num_loops
    for operand, map_ in zip(operands, maps):
        for expr, size in zip(map_.results, operand.type.get_shape()):
            if isinstance(expr, AffineDimExpr) and size >= 0:
                sizes[expr.position] = size
    return sizes


def sums_along_rows(maps: list[AffineMap], reductions: list[bool]) -> bool:
    """Whether the loop that `linalg-interchange-unit-stride-innermost` makes innermost is a reduction: the
    inputs are read along the reduction with unit stride (a matrix times a vector, A times B transposed), and
    each output element is a dot product that the loops sum in vector partial sums."""
    return bool(reductions) and reductions[unit_stride_loop_order(maps, len(reductions))[-1]]


def _output_dims(maps: list[AffineMap], reductions: list[bool]) -> tuple[int | None, int | None]:
    """The output's innermost dimension and its rows (the parallel dimension nearest it), or None."""
    output = maps[-1]
    inner = output.results[-1].position if output.results else None
    parallel = [d for d in range(len(reductions)) if not reductions[d] and d != inner]
    return inner, parallel[-1] if parallel else None


def _stream_tile(size: int) -> int:
    """Columns per tile of a one-row contraction (STREAM_TILE), balanced over the tiles."""
    tile = min(STREAM_TILE, max(INNER_TILE, -(-size // MIN_STREAM_TASKS)))
    return -(-size // -(-size // tile))


def _dot_tile(size: int) -> int:
    """Rows per tile of dot products: INNER_TILE, or where that would make one tile, half the rows rounded up
    to a multiple of STREAM_UNROLL (MIN_STREAM_TASKS tasks; an untiled op was not unrolled: 256 x 8192 f32
    times a vector on one thread, CPU time: 0.19 ms one row at a time, 0.125 in two tiles of 128, 8 rows at
    once; OpenBLAS's gemv 0.12)."""
    if size > INNER_TILE:
        return INNER_TILE
    return -(-size // (MIN_STREAM_TASKS * STREAM_UNROLL)) * STREAM_UNROLL


def _streamed(factor: int, extent) -> int:
    """The unrolling of a dimension along which a tile streams its rows: at least STREAM_UNROLL where that
    divides the tile's static extent, else `factor` (1 keeps it off)."""
    wider = max(factor, STREAM_UNROLL)
    return wider if factor > 1 and isinstance(extent, int) and extent % wider == 0 else factor


def cache_tile_sizes(maps: list[AffineMap], reductions: list[bool], sizes: list[int]) -> list[int]:
    """Tile sizes for the caches (see the module docstring); 0 = not tiled."""
    inner, row = _output_dims(maps, reductions)
    single_row = one_row(maps, reductions, sizes)
    streams = single_row or sums_along_rows(maps, reductions)
    tiles = []
    for dim, size in enumerate(sizes):
        if size < 0:
            tiles.append(0)
        elif reductions[dim]:
            tiles.append(0 if streams else REDUCTION_TILE)
        elif dim == inner:
            tiles.append(_stream_tile(size) if single_row else _dot_tile(size) if streams else INNER_TILE)
        elif dim == row:
            tiles.append(ROW_TILE)
        else:
            tiles.append(1)
    return [0 if size >= 0 and tile >= size else tile for tile, size in zip(tiles, sizes)]


def one_row(maps: list[AffineMap], reductions: list[bool], sizes: list[int]) -> bool:
    """Whether the contraction computes one row (a vector times a matrix: B's columns innermost, the output's
    other parallel dimensions of size 1), which reuses no block of B."""
    _, row = _output_dims(maps, reductions)
    return not sums_along_rows(maps, reductions) and (row is None or sizes[row] == 1)


def _single_row_tile(maps: list[AffineMap], reductions: list[bool], extents) -> bool:
    """Whether a tile computes one row: its output has no rows (the parallel dimension next to the innermost),
    or one."""
    rows = [d for d in _dims(maps[-1])[:-1] if not reductions[d]][-1:]
    return not rows or extents[rows[0]] == 1


def split_parts(size: int) -> int | None:
    """Into how many parts `split-reduction` splits a reduction of `size`: the most, up to SPLIT_PARTS, that
    divide it into parts of at least SPLIT_ROWS; None where not even two do."""
    return next((p for p in range(SPLIT_PARTS, 1, -1) if size % p == 0 and size // p >= SPLIT_ROWS), None)


_COMBINERS = (arith.AddfOp, arith.AddiOp)


def split_combiner(generic: GenericOp) -> type[Operation] | None:
    """The op that adds partial results of `generic` (one output, one reduction): its body yields
    `out + f(inputs)` (arith.addf or arith.addi, either order) and reads `out` nowhere else; else None."""
    reductions = [str(it.data) == "reduction" for it in generic.iterator_types]
    if len(generic.outputs) != 1 or reductions.count(True) != 1 or generic.results:
        return None
    block = generic.body.block
    out = block.args[-1]
    ops = list(block.ops)
    add = ops[-2] if len(ops) >= 2 else None
    if not isinstance(add, _COMBINERS) or list(ops[-1].operands) != [add.result] or len(list(out.uses)) != 1:
        return None
    return type(add) if out in add.operands else None


def _zeroed_part(rewriter: PatternRewriter, partials: SSAValue, part: SSAValue) -> SSAValue:
    """The row `part` of the buffer of partial results (a view of the output's shape), filled with zeros."""
    shape = list(partials.type.get_shape())[1:]
    element = partials.type.get_element_type()
    view_type = MemRefType(element, shape, StridedLayoutAttr(ShapedType.strides_for_shape(shape), None))
    view = memref.SubviewOp.get(partials, [part, *[0] * len(shape)], [1, *shape], [1] * (len(shape) + 1), view_type)
    zero = arith.ConstantOp(FloatAttr(0.0, element) if isinstance(element, AnyFloat) else IntegerAttr(0, element))
    rewriter.insert(view)
    rewriter.insert(zero)
    rewriter.insert(FillOp([zero.result], [view.result], []))
    return view.result


def _sum_of_parts(partials: SSAValue, output: SSAValue, combiner: type[Operation]) -> GenericOp:
    """`output[...] = output[...] + sum over p of partials[p, ...]`: a linalg.generic with `combiner`."""
    rank = output.type.get_num_dims()
    dims = [AffineDimExpr(d) for d in range(rank)]
    part_map = AffineMap(rank + 1, 0, (AffineDimExpr(rank), *dims))
    out_map = AffineMap(rank + 1, 0, tuple(dims))
    element = output.type.get_element_type()
    block = Block(arg_types=[element, element])
    total = combiner(block.args[1], block.args[0])
    block.add_ops([total, YieldOp(total.result)])
    return GenericOp(
        [partials],
        [output],
        Region(block),
        [AffineMapAttr(part_map), AffineMapAttr(out_map)],
        [IteratorTypeAttr.parallel()] * rank + [IteratorTypeAttr.reduction()],
        [],
    )


def _constant(rewriter: PatternRewriter, value: int) -> SSAValue:
    op = arith.ConstantOp(index_attr(value))
    rewriter.insert(op)
    return op.result


_CONTRACTIBLE = (arith.MulfOp, arith.AddfOp)
"""Float ops that may be fused into an FMA in an unrolled body (`contract`)."""


def _dims(map_: AffineMap) -> list[int]:
    return [expr.position for expr in map_.results]


def copies_of(dims: list[int], factors: dict[int, int]) -> list[dict[int, int]]:
    """Every combination of copy indices of the unrolled dimensions among `dims`, in `dims` order."""
    unrolled = [d for d in dims if d in factors]
    return [dict(zip(unrolled, c)) for c in itertools.product(*(range(factors[d]) for d in unrolled))]


def _unrolled_body(generic: GenericOp, factors: dict[int, int], contract: bool) -> Region:
    """The body of the unrolled tile op: the body of `generic` once per unrolled point.

    Each copy of the output (one per unrolled parallel index) accumulates the
    copies of the reduction in sequence; each instance reads the input copies
    of its point. With `contract`, float multiplies and adds get the
    `contract` fastmath flag (a*b+c may become an FMA).
    """
    block = generic.body.block
    inputs = len(generic.inputs)
    maps = [m.data for m in generic.indexing_maps]
    input_copies = [copies_of(_dims(m), factors) for m in maps[:inputs]]
    output_copies = copies_of(_dims(maps[inputs]), factors)
    arg_types = [arg.type for arg, copies in zip(block.args[:inputs], input_copies) for _ in copies]
    new = Block(arg_types=[*arg_types, *[block.args[-1].type] * len(output_copies)])
    starts = list(itertools.accumulate((len(c) for c in input_copies), initial=0))
    reduction = [str(it.data) for it in generic.iterator_types].index("reduction")
    results = []
    for index, output_copy in enumerate(output_copies):
        accumulator: SSAValue = new.args[starts[-1] + index]
        for step in range(factors.get(reduction, 1)):
            point = output_copy | {reduction: step}
            mapping: dict[SSAValue, SSAValue] = {block.args[-1]: accumulator}
            for i, copies in enumerate(input_copies):
                which = next(k for k, c in enumerate(copies) if all(point.get(d, v) == v for d, v in c.items()))
                mapping[block.args[i]] = new.args[starts[i] + which]
            for body_op in list(block.ops)[:-1]:
                clone = body_op.clone(value_mapper=mapping)
                if contract and isinstance(clone, _CONTRACTIBLE) and "fastmath" in clone.properties:
                    clone.properties["fastmath"] = arith.FastMathFlagsAttr(["contract"])
                new.add_op(clone)
            yielded = block.last_op.operands[0]
            accumulator = mapping.get(yielded, yielded)
        results.append(accumulator)
    new.add_op(type(block.last_op)(*results))  # linalg.yield
    return Region(new)


class TileLinalgOp(RewritePattern):
    """Tile one linalg contraction on buffers (see the module docstring)."""

    def __init__(self, pass_: LinalgTilePass):
        self.tile_sizes = pass_.tile_sizes
        self.loop_type = pass_.loop_type
        self.min_work = pass_.min_work
        self.unroll = pass_.unroll
        self.unroll_rows = pass_.unroll_rows
        self.contract = pass_.contract
        self.split_reduction = pass_.split_reduction

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not is_tileable(op):
            return
        # A named op is read through its generic form (detached, erased at the end).
        generic = op if isinstance(op, GenericOp) else generic_of(op)
        maps_attr, iterators = list(generic.indexing_maps), list(generic.iterator_types)
        maps = [m.data for m in maps_attr]
        reductions = [str(it.data) == "reduction" for it in iterators]
        operands = [*generic.inputs, *generic.outputs]
        sizes = loop_sizes(operands, maps, len(reductions))
        if self.tile_sizes:
            tiles = [*self.tile_sizes, *[0] * (len(sizes) - len(self.tile_sizes))][: len(sizes)]
        elif any(s < 0 for s in sizes) or math.prod(sizes) < self.min_work:
            tiles = []
        else:
            tiles = cache_tile_sizes(maps, reductions, sizes)
            if self.split_reduction and self.loop_type == "parallel" and self._split(rewriter, op, generic, sizes):
                if generic is not op:
                    generic.erase()
                rewriter.erase(op)
                return
        tiled = [d for d, t in enumerate(tiles) if t > 0]
        if not tiled:
            if tiles and (one_row(maps, reductions, sizes) or sums_along_rows(maps, reductions)):
                # A streaming contraction that fits one tile: still unrolled (and peeled), without loops.
                outputs = len(generic.outputs)
                for ivs, extents, factors in self._segments(rewriter, maps, reductions, {}, sizes, sizes, outputs):
                    self._tile_op(rewriter, generic, maps, ivs, extents, factors)
                rewriter.erase(op)
            if generic is not op:
                generic.erase()
            return
        peeled = None if self.tile_sizes else self._peeled_dot_rows(maps, reductions, sizes, tiles)
        tiled_sizes = list(sizes)
        if peeled is not None:
            tiled_sizes[peeled[0]] = peeled[1]
        ivs = self._build_loops(rewriter, generic, operands, maps, reductions, tiled_sizes, tiles, tiled)
        extents = self._tile_extents(rewriter, generic, operands, maps, tiled_sizes, tiles, ivs)
        outputs = len(generic.outputs)
        for tile_ivs, tile_extents, factors in self._segments(
            rewriter, maps, reductions, ivs, extents, tiled_sizes, outputs, tiles
        ):
            self._tile_op(rewriter, generic, maps, tile_ivs, tile_extents, factors)
        if peeled is not None:
            # The rows left after the tile loop, all at once.
            dim, main, rest = peeled
            rewriter.insertion_point = InsertPoint.before(op)
            rest_extents: list[SSAValue | int | None] = list(sizes)
            rest_extents[dim] = rest
            self._tile_op(rewriter, generic, maps, {dim: main}, rest_extents, {dim: rest} if rest > 1 else {})
        if generic is not op:
            generic.erase()
        rewriter.erase(op)

    def _tile_op(self, rewriter, generic: GenericOp, maps, ivs, extents, factors, output=None) -> None:
        """Insert the op on one tile's views: `generic` on the views of its operands at `ivs` of `extents`,
        unrolled by `factors` (into `output` instead of a view of its own where given: a part of
        `split-reduction`)."""
        extents = self._copy_extents(rewriter, extents, factors)
        inputs, input_maps = self._input_views(rewriter, generic, maps, ivs, extents, factors)
        outputs = [] if output is None else [output]
        output_maps = [] if output is None else [AffineMapAttr(maps[-1])]
        for operand, map_ in zip(generic.outputs if output is None else (), maps[len(generic.inputs) :]):
            for copy in copies_of(_dims(map_), factors):
                outputs.append(self._view(rewriter, operand, _dims(map_), ivs, extents, factors, copy))
                output_maps.append(AffineMapAttr(map_))
        body = _unrolled_body(generic, factors, self.contract) if factors else generic.body.clone()
        iterators = list(generic.iterator_types)
        rewriter.insert(GenericOp(inputs, outputs, body, [*input_maps, *output_maps], iterators, []))

    def _peeled_dot_rows(self, maps, reductions, sizes, tiles) -> tuple[int, int, int] | None:
        """(dimension, rows tiled, rows left) for dot products (`sums_along_rows`) whose rows (the output's
        innermost dimension, tiled) STREAM_UNROLL does not divide: the tile loop covers the rows it divides
        (unrolled STREAM_UNROLL times, `_dot_factors`) and one op after it the rest at once; else None
        (1031 rows in tiles of 512 had a last tile of 7 and were read one row at a time in every tile)."""
        if self.unroll == 1 or not sums_along_rows(maps, reductions) or not maps[-1].results:
            return None
        dim = _dims(maps[-1])[-1]
        size = sizes[dim]
        if not tiles or tiles[dim] <= 0 or size <= STREAM_UNROLL or size % STREAM_UNROLL == 0:
            return None
        return dim, size - size % STREAM_UNROLL, size % STREAM_UNROLL

    def _input_views(self, rewriter, generic: GenericOp, maps, ivs, extents, factors) -> tuple[list, list]:
        """The views of the inputs that one tile reads (a copy per unrolled point), and their maps."""
        inputs: list[SSAValue] = []
        input_maps: list[AffineMapAttr] = []
        for operand, map_ in zip(generic.inputs, maps):
            for copy in copies_of(_dims(map_), factors):
                inputs.append(self._view(rewriter, operand, _dims(map_), ivs, extents, factors, copy))
                input_maps.append(AffineMapAttr(map_))
        return inputs, input_maps

    def _split(self, rewriter: PatternRewriter, op: Operation, generic: GenericOp, sizes: list[int]) -> bool:
        """Split the reduction of a one-row contraction over parallel parts (`split-reduction`, see the module
        docstring) where `split_combiner` and `split_parts` allow; return whether it did."""
        maps = [m.data for m in generic.indexing_maps]
        reductions = [str(it.data) == "reduction" for it in generic.iterator_types]
        combiner = split_combiner(generic)
        inner, _ = _output_dims(maps, reductions)
        output_size = math.prod(sizes[d] for d in _dims(maps[-1]))
        # One row in all: batch dimensions are parallel tiles already (and would multiply the buffer).
        if combiner is None or not one_row(maps, reductions, sizes) or output_size != sizes[inner]:
            return False
        reduction = reductions.index(True)
        parts = split_parts(sizes[reduction])
        if parts is None:
            return False
        output = generic.outputs[0]
        shape = list(output.type.get_shape())
        element = output.type.get_element_type()
        partials = memref.AllocOp([], [], MemRefType(element, [parts, *shape]))
        rewriter.insert(partials)
        zero, one = _constant(rewriter, 0), _constant(rewriter, 1)
        body = Block([scf.ReduceOp()], arg_types=[IndexType()])
        rewriter.insert(scf.ParallelOp([zero], [_constant(rewriter, parts)], [one], Region(body)))
        rewriter.insertion_point = InsertPoint.before(body.last_op)
        extents: list[SSAValue | int | None] = list(sizes)
        extents[reduction] = sizes[reduction] // parts
        start = arith.MuliOp(body.args[0], _constant(rewriter, extents[reduction]))
        rewriter.insert(start)
        part = _zeroed_part(rewriter, partials.memref, body.args[0])
        for ivs, part_extents, factors in self._segments(
            rewriter, maps, reductions, {reduction: start.result}, extents, sizes, 1
        ):
            self._tile_op(rewriter, generic, maps, ivs, part_extents, factors, part)
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(_sum_of_parts(partials.memref, output, combiner))
        rewriter.insert(memref.DeallocOp.get(partials.memref))
        return True

    def _segments(self, rewriter, maps, reductions, ivs, extents, sizes, outputs: int, tiles=()) -> list[tuple]:
        """The tile ops of one tile, each as (induction variables, extents, unroll factors): one op, or for a
        one-row tile whose reduction STREAM_UNROLL does not divide (`_peeled_rows`) two in sequence, the rows
        that it divides unrolled STREAM_UNROLL times and then the rest unrolled whole (one pass over the
        output each), in the reduction's order."""
        peeled = self._peeled_rows(maps, reductions, extents, outputs)
        if peeled is None:
            return [(ivs, extents, self._unroll_factors(maps, reductions, extents, sizes, outputs, tiles))]
        reduction, main, rest = peeled
        offset = ivs.get(reduction, 0)
        if isinstance(offset, int):
            rest_offset = offset + main
        else:
            shifted = arith.AddiOp(offset, _constant(rewriter, main))
            rewriter.insert(shifted)
            rest_offset = shifted.result
        main_extents, rest_extents = list(extents), list(extents)
        main_extents[reduction], rest_extents[reduction] = main, rest
        return [
            (ivs, main_extents, self._unroll_factors(maps, reductions, main_extents, sizes, outputs, tiles)),
            ({**ivs, reduction: rest_offset}, rest_extents, {reduction: rest} if rest > 1 else {}),
        ]

    def _peeled_rows(self, maps, reductions, extents, outputs: int) -> tuple[int, int, int] | None:
        """(reduction, rows unrolled STREAM_UNROLL times, rows left) for a one-row tile of one output whose
        static reduction STREAM_UNROLL does not divide; else None. One row at a time, each pass over the
        output's columns reads and writes the whole output tile again (1 x 1031 x 3000 f32 on one thread, CPU
        time, min of 120 calls: 0.26 ms one row at a time, 0.18 ms 1024 rows 8 at a time and 7 at once;
        1 x 1032 x 3000 in two parts of 516 rows: 0.20 ms 4 at a time, 0.18 ms 512 8 at a time and 4 at once;
        OpenBLAS's gemv 0.16)."""
        if self.unroll == 1 or outputs != 1 or reductions.count(True) != 1 or sums_along_rows(maps, reductions):
            return None
        if not _single_row_tile(maps, reductions, extents):
            return None
        reduction = reductions.index(True)
        extent = extents[reduction]
        if not isinstance(extent, int) or extent <= STREAM_UNROLL or extent % STREAM_UNROLL == 0:
            return None
        return reduction, extent - extent % STREAM_UNROLL, extent % STREAM_UNROLL

    def _unroll_factors(self, maps, reductions, extents, sizes, outputs: int, tiles=()) -> dict[int, int]:
        """The dimensions unrolled in the tile body and by how much: the single reduction by `unroll`,
        and the output's last parallel dimension but the innermost one (the rows) by `unroll-rows`;
        only a tile of one output, of static size divisible by the factor. A tile of one row has no rows to
        unroll: its reduction is unrolled at least STREAM_UNROLL times where the size allows (`_streamed`).
        A tile of dot products (`sums_along_rows`) is unrolled along the output's innermost dimension instead
        (`_dot_factors`; `tiles`, the tile sizes, tell what a partial tile's extent is a multiple of)."""
        if outputs != 1 or reductions.count(True) != 1:
            return {}
        reduction = reductions.index(True)
        output = _dims(maps[-1])
        if sums_along_rows(maps, reductions):
            return self._dot_factors(output, extents, sizes, tiles)
        rows = [d for d in output[:-1] if not reductions[d]][-1:]
        single_row_tile = _single_row_tile(maps, reductions, extents)
        factors = {}
        for dim, factor in ((reduction, self.unroll), *((d, self.unroll_rows) for d in rows)):
            extent = extents[dim]
            if dim == reduction and single_row_tile:
                factor = _streamed(factor, extent)
            if factor > 1 and isinstance(extent, int) and extent > 0 and extent % factor == 0:
                factors[dim] = factor
        return factors if reduction in factors else {}

    def _dot_factors(self, output: list[int], extents, sizes, tiles) -> dict[int, int]:
        """The unrolling of a tile of dot products (`sums_along_rows`): not its reduction (strided views
        would leave the innermost loop a chain of scalar multiply-adds instead of vector partial sums), but
        the output's innermost dimension, by `unroll-rows` or at least STREAM_UNROLL where the size allows
        (`_streamed`), so that the loop streams that many rows of the matrix at once and each element it
        loads from the other operand (the vector of a matrix times a vector) serves that many sums
        (4096 x 4096 f32 times a vector on one thread, CPU time: 2.9 ms one row at a time, 2.5 four,
        2.35 eight; OpenBLAS's gemv 2.6). A tile cut at the end (`arith.minsi`, a size the tile does not
        divide) is unrolled by a factor that divides both the size and the tile, which then divides every
        tile's extent (1000 rows in tiles of 512: 512 and 488, 8 rows at once in both)."""
        if not output or self.unroll == 1:
            return {}
        dim = output[-1]
        extent = extents[dim]
        if not isinstance(extent, int) and sizes[dim] > 0 and dim < len(tiles) and tiles[dim] > 0:
            extent = math.gcd(sizes[dim], tiles[dim])
        factor = _streamed(self.unroll_rows, extent)
        return {dim: factor} if factor > 1 and isinstance(extent, int) and extent % factor == 0 else {}

    def _copy_extents(self, rewriter, extents, factors) -> list[SSAValue | int | None]:
        """`extents` with each unrolled dimension's divided by its factor: the extent of one copy's view
        (`arith.divui` of a partial tile's extent, which the factor divides, see `_dot_factors`)."""
        copy_extents = list(extents)
        for dim, factor in factors.items():
            extent = extents[dim]
            if isinstance(extent, int):
                copy_extents[dim] = extent // factor
            else:
                quotient = arith.DivUIOp(extent, _constant(rewriter, factor))
                rewriter.insert(quotient)
                copy_extents[dim] = quotient.result
        return copy_extents

    def _view(self, rewriter, operand, dims, ivs, extents, factors, copy) -> SSAValue:
        """The subview of `operand` (indexed by loop `dims`) that one tile reads or writes.

        For each unrolled dimension d in `copy`, the view takes every `factors[d]`-th element from
        element `copy[d]` of the tile on (`extents[d]` of them: one copy's extent, `_copy_extents`).
        """
        offsets: list[SSAValue | int] = []
        view_sizes: list[SSAValue | int] = []
        steps: list[int] = []
        for index, dim in enumerate(dims):
            offset = ivs.get(dim, 0)
            extent = extents[dim]
            if extent is None:
                extent = operand.type.get_shape()[index]
                if extent < 0:
                    extent = self._dim(rewriter, operand, index)
            step = 1
            if dim in copy:
                if isinstance(offset, int):
                    offset += copy[dim]
                elif copy[dim]:
                    shifted = arith.AddiOp(offset, _constant(rewriter, copy[dim]))
                    rewriter.insert(shifted)
                    offset = shifted.result
                step = factors[dim]
            offsets.append(offset)
            view_sizes.append(extent)
            steps.append(step)
        static = [e if isinstance(e, int) else -1 for e in view_sizes]
        view = memref.SubviewOp.get(
            operand, offsets, view_sizes, steps, subview_type(operand.type, offsets, static, steps)
        )
        rewriter.insert(view)
        return view.result

    def _dim(self, rewriter: PatternRewriter, operand: SSAValue, index: int) -> SSAValue:
        dim = memref.DimOp(operand, _constant(rewriter, index))
        rewriter.insert(dim)
        return dim.result

    def _bound(self, rewriter, operands, maps, sizes, dim) -> SSAValue:
        if sizes[dim] >= 0:
            return _constant(rewriter, sizes[dim])
        for operand, map_ in zip(operands, maps):
            for index, expr in enumerate(map_.results):
                if expr.position == dim:
                    return self._dim(rewriter, operand, index)
        raise AssertionError("a loop dimension no operand indexes")

    def _build_loops(self, rewriter, generic, operands, maps, reductions, sizes, tiles, tiled) -> dict[int, SSAValue]:
        """The tile loops (parallel dimensions outside, reductions inside); return their induction variables."""
        zero = _constant(rewriter, 0)
        ivs: dict[int, SSAValue] = {}
        parallel = [d for d in tiled if not reductions[d]]
        serial = [d for d in tiled if reductions[d]]
        if self.loop_type == "for":
            serial, parallel = parallel + serial, []
        if parallel:
            ubs = [self._bound(rewriter, operands, maps, sizes, d) for d in parallel]
            steps = [_constant(rewriter, tiles[d]) for d in parallel]
            body = Block([scf.ReduceOp()], arg_types=[IndexType()] * len(parallel))
            loop = scf.ParallelOp([zero] * len(parallel), ubs, steps, Region(body))
            rewriter.insert(loop)
            ivs.update(zip(parallel, body.args))
            rewriter.insertion_point = InsertPoint.before(body.last_op)
        for dim in serial:
            ub = self._bound(rewriter, operands, maps, sizes, dim)
            body = Block([scf.YieldOp()], arg_types=[IndexType()])
            loop = scf.ForOp(zero, ub, _constant(rewriter, tiles[dim]), [], Region(body))
            rewriter.insert(loop)
            ivs[dim] = body.args[0]
            rewriter.insertion_point = InsertPoint.before(body.last_op)
        return ivs

    def _tile_extents(self, rewriter, generic, operands, maps, sizes, tiles, ivs) -> list[SSAValue | int | None]:
        """Per loop dimension: the tile's size (static when the tile divides the size); for a dimension
        not tiled, its static size, or None when it is dynamic (each operand then gives its own)."""
        extents: list[SSAValue | int | None] = []
        for dim, tile in enumerate(tiles):
            if tile <= 0:
                extents.append(sizes[dim] if sizes[dim] >= 0 else None)
            elif sizes[dim] >= 0 and sizes[dim] % tile == 0:
                extents.append(tile)
            else:
                remaining = arith.SubiOp(self._bound(rewriter, operands, maps, sizes, dim), ivs[dim])
                rewriter.insert(remaining)
                extent = arith.MinSIOp(_constant(rewriter, tile), remaining.result)
                rewriter.insert(extent)
                extents.append(extent.result)
        return extents


@dataclass(frozen=True)
class LinalgTilePass(DiagnosticPass):
    """Tile linalg contractions on buffers into cache blocks (see the module docstring).

    Example, `ai-opt --linalg-tile="tile-sizes=64,128,32 unroll=1 unroll-rows=1"`:

        func.func @f(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
          linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
          func.return
        }

    becomes

        scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%c256, %c256_0) step (%c64, %c128) {
          scf.for %arg5 = %c0 to %c256_1 step %c32 {
            %subview = memref.subview %arg0[%arg3, %arg5] [64, 32] [1, 1]
            %subview_2 = memref.subview %arg1[%arg5, %arg4] [32, 128] [1, 1]
            %subview_3 = memref.subview %arg2[%arg3, %arg4] [64, 128] [1, 1]
            linalg.generic {indexing_maps = [#map, #map1, #map2]
            ...
    """

    name = "linalg-tile"

    tile_sizes: tuple[int, ...] = option(
        (), "Tile sizes, one per loop dimension (0: not tiled); default: sizes for the caches"
    )
    loop_type: str = option("parallel", "Type of the tile loops of the parallel dimensions: parallel or for")
    min_work: int = option(1 << 20, "Without tile-sizes, only ops of at least this many iterations are tiled")
    unroll: int = option(4, "Unroll the reduction of a tile this many times in its body (1: not unrolled)")
    unroll_rows: int = option(
        4, "With unroll, also unroll the output rows of a tile this many times (1: not; at least 8 in streaming tiles)"
    )
    contract: bool = option(True, "Let a*b+c in an unrolled tile body become an FMA (as C's -ffp-contract=on)")
    split_reduction: bool = option(
        False,
        "With loop-type=parallel, split the reduction of a one-row contraction over parallel tasks whose partial "
        "results are added at the end (float sums reassociated)",
    )

    def __post_init__(self) -> None:
        if any(t < 0 for t in self.tile_sizes):
            raise PassOptionError("tile_sizes", f"must not be negative, got {','.join(map(str, self.tile_sizes))}")
        if self.loop_type not in ("parallel", "for"):
            raise PassOptionError("loop_type", f"must be 'parallel' or 'for', got '{self.loop_type}'")
        if self.unroll < 1:
            raise PassOptionError("unroll", f"must be positive, got {self.unroll}")
        if self.unroll_rows < 1:
            raise PassOptionError("unroll_rows", f"must be positive, got {self.unroll_rows}")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # Each op is tiled once: the ops are collected first, so the tile ops made are not tiled again.
        pattern = TileLinalgOp(self)
        for target in [inner for inner in walk_ops(op) if is_tileable(inner)]:
            pattern.match_and_rewrite(target, PatternRewriter(target))
