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

so that `convert-linalg-to-loops` then makes an `i, k, j` nest per tile
whose operands stay in the caches (the innermost loop walks a row of B and
C with unit stride and vectorizes), and `convert-scf-parallel-to-cpu-runtime`
runs the tiles on all cores. Reductions keep their order (the reduction tiles
run in sequence). A tile that does not fit the remaining size is cut with
`arith.minsi`.

With `unroll=U` (default 4), the tile op of a single reduction whose tile
size is static and divisible by U reads U strided views of every operand the
reduction indexes (element u of each group of U: `[%k + u] [128 / U] [U]`)
and its body applies the original body U times in sequence, so that the
innermost loop accumulates U products per load and store of the output,
still in the order of the reduction. With `contract` (default) those
multiplies and adds carry the `contract` fastmath flag, so that LLVM may fuse
each a*b+c into an FMA (what C compilers do by default): the results may then
differ from the untiled loops in the last bit of each step.

With `tile-sizes` (one size per loop dimension, 0 = not tiled) every such op
is tiled by those sizes. Without it only ops of at least `min-work`
iterations are tiled, by sizes chosen for the caches: the parallel
dimension that is the output's innermost one by 512, the reduction
dimensions by 128, the other parallel dimension nearest it by 16, outer
(batch) dimensions by 1; dynamic sizes are not tiled.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import DYNAMIC_INDEX, AffineMapAttr, IndexType, IntegerAttr, MemRefType, ModuleOp, NoneAttr, StridedLayoutAttr
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from aiopt.dialects import scf as scf_dialect
from aiopt.dialects.linalg import GenericOp, generic_of, is_structured, structured_parts
from aiopt.tools.registry import PassOptionError, option

INNER_TILE = 512
"""Tile of the unit-stride output dimension: long rows amortize the vectorizer's run-time alias checks."""
REDUCTION_TILE = 128
"""Tile of reductions: a 128x512 f32 block of B is 256 KiB (stays in L2)."""
ROW_TILE = 16
"""Tile of the next parallel dimension: 16 rows of C (32 KiB for 512 columns) per task."""


def is_tileable(op: Operation) -> bool:
    """Whether `op` is a contraction on buffers this pass tiles (projected-permutation maps, a reduction)."""
    if not is_structured(op) or op.results or not all(isinstance(o.type, MemRefType) for o in op.operands):
        return False
    maps, iterators, _ = structured_parts(op)
    return (
        any(str(it.data) == "reduction" for it in iterators)
        and all(m.data.is_projected_permutation() for m in maps)
        and not any(inner.name == "linalg.index" for inner in op.walk())
    )


def loop_sizes(operands: list[SSAValue], maps: list[AffineMap], num_loops: int) -> list[int]:
    """The static size of every loop dimension (-1 where every operand dimension it indexes is dynamic)."""
    sizes = [-1] * num_loops
    for operand, map_ in zip(operands, maps):
        for expr, size in zip(map_.results, operand.type.get_shape()):
            if isinstance(expr, AffineDimExpr) and size >= 0:
                sizes[expr.position] = size
    return sizes


def cache_tile_sizes(maps: list[AffineMap], reductions: list[bool], sizes: list[int]) -> list[int]:
    """Tile sizes for the caches (see the module docstring); 0 = not tiled."""
    output = maps[-1]
    inner = output.results[-1].position if output.results else None
    parallel = [d for d in range(len(sizes)) if not reductions[d] and d != inner]
    row = parallel[-1] if parallel else None
    tiles = []
    for dim, size in enumerate(sizes):
        if size < 0:
            tiles.append(0)
        elif reductions[dim]:
            tiles.append(REDUCTION_TILE)
        elif dim == inner:
            tiles.append(INNER_TILE)
        elif dim == row:
            tiles.append(ROW_TILE)
        else:
            tiles.append(1)
    return [0 if size >= 0 and tile >= size else tile for tile, size in zip(tiles, sizes)]


def _constant(rewriter: PatternRewriter, value: int) -> SSAValue:
    op = arith.ConstantOp(IntegerAttr.from_index_int_value(value))
    rewriter.insert(op)
    return op.result


_CONTRACTIBLE = ("arith.mulf", "arith.addf")


def _chained_body(generic: GenericOp, copies: int, contract: bool) -> Region:
    """The body of `generic` applied `copies` times in sequence, each copy reading its own inputs of the
    unrolled reduction dimension and the previous copy's result (the body of the unrolled tile op).

    With `contract`, float multiplies and adds get the `contract` fastmath flag (a*b+c may become an FMA).
    """
    block = generic.body.block
    unrolled = _reads_unrolled(generic)
    arg_types = []
    for arg, repeated in zip(block.args[: len(generic.inputs)], unrolled):
        arg_types += [arg.type] * (copies if repeated else 1)
    new = Block(arg_types=[*arg_types, block.args[-1].type])
    accumulator: SSAValue = new.args[-1]
    for copy in range(copies):
        mapping: dict[SSAValue, SSAValue] = {block.args[-1]: accumulator}
        position = 0
        for arg, repeated in zip(block.args[: len(generic.inputs)], unrolled):
            mapping[arg] = new.args[position + (copy if repeated else 0)]
            position += copies if repeated else 1
        for body_op in block.ops:
            if body_op is block.last_op:
                accumulator = mapping.get(body_op.operands[0], body_op.operands[0])
                break
            clone = body_op.clone(value_mapper=mapping)
            if contract and clone.name in _CONTRACTIBLE and "fastmath" in clone.properties:
                clone.properties["fastmath"] = arith.FastMathFlagsAttr(["contract"])
            new.add_op(clone)
    new.add_op(block.last_op.clone(value_mapper={block.last_op.operands[0]: accumulator}))
    return Region(new)


def _reads_unrolled(generic: GenericOp) -> list[bool]:
    """For each input of `generic`: whether its map uses the (single) reduction dimension."""
    reduction = [str(it.data) for it in generic.iterator_types].index("reduction")
    return [
        any(isinstance(e, AffineDimExpr) and e.position == reduction for e in m.data.results)
        for m in list(generic.indexing_maps)[: len(generic.inputs)]
    ]


def _subview_type(source: MemRefType, sizes: list[int], steps: list[int]) -> MemRefType:
    """The type of a subview of `source` with dynamic offsets, `steps` and `sizes` (-1 = dynamic)."""
    shape = source.get_shape()
    strides = None if isinstance(source.layout, NoneAttr) else source.layout.get_strides()
    if strides is None:
        strides = [math.prod(shape[i + 1 :]) if min(shape[i + 1 :], default=0) >= 0 else None for i in range(len(shape))]
    strides = [None if stride is None else stride * step for stride, step in zip(strides, steps)]
    shape_of_view = [DYNAMIC_INDEX if size < 0 else size for size in sizes]
    return MemRefType(source.element_type, shape_of_view, StridedLayoutAttr(strides, None), source.memory_space)


class TileLinalgOp(RewritePattern):
    """Tile one linalg contraction on buffers (see the module docstring)."""

    def __init__(self, tile_sizes: tuple[int, ...], loop_type: str, min_work: int, unroll: int, contract: bool):
        self.tile_sizes = tile_sizes
        self.loop_type = loop_type
        self.min_work = min_work
        self.unroll = unroll
        self.contract = contract

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
        tiled = [d for d, t in enumerate(tiles) if t > 0]
        if not tiled:
            if generic is not op:
                generic.erase()
            return
        ivs = self._build_loops(rewriter, generic, operands, maps, reductions, sizes, tiles, tiled)
        extents = self._tile_extents(rewriter, generic, operands, maps, sizes, tiles, ivs)
        unrolled = self._unrolled_reduction(generic, reductions, extents, sizes)
        inputs: list[SSAValue] = []
        input_maps = []
        for operand, map_ in zip(generic.inputs, maps):
            dims = [expr.position for expr in map_.results]
            copies = range(self.unroll) if unrolled in dims else [None]
            for copy in copies:
                inputs.append(self._view(rewriter, operand, dims, ivs, extents, unrolled, copy))
                input_maps.append(AffineMapAttr(map_))
        outputs = [self._view(rewriter, o, [e.position for e in m.results], ivs, extents) for o, m in zip(generic.outputs, maps[len(generic.inputs) :])]
        body = generic.body.clone() if unrolled is None else _chained_body(generic, self.unroll, self.contract)
        output_maps = maps_attr[len(generic.inputs) :]
        rewriter.insert(GenericOp(inputs, outputs, body, [*input_maps, *output_maps], iterators, []))
        if generic is not op:
            generic.erase()
        rewriter.erase(op)

    def _unrolled_reduction(self, generic, reductions, extents, sizes) -> int | None:
        """The reduction dimension whose tile is unrolled `unroll` times in the tile's body, if any.

        Only a single reduction of one output, with a static tile size divisible by `unroll`.
        """
        if self.unroll <= 1 or len(generic.outputs) != 1 or reductions.count(True) != 1:
            return None
        dim = reductions.index(True)
        extent = extents[dim] if extents[dim] is not None else sizes[dim]
        return dim if isinstance(extent, int) and extent > 0 and extent % self.unroll == 0 else None

    def _view(self, rewriter, operand, dims, ivs, extents, unrolled=None, copy=None) -> SSAValue:
        """The subview of `operand` (indexed by loop `dims`) that one tile reads or writes.

        With `copy` = u, the dimension `unrolled` takes every `unroll`-th element from u on.
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
            if dim == unrolled and copy is not None:
                if isinstance(offset, int):
                    offset += copy
                elif copy:
                    shifted = arith.AddiOp(offset, _constant(rewriter, copy))
                    rewriter.insert(shifted)
                    offset = shifted.result
                extent, step = extent // self.unroll, self.unroll
            offsets.append(offset)
            view_sizes.append(extent)
            steps.append(step)
        static = [e if isinstance(e, int) else -1 for e in view_sizes]
        view = memref.SubviewOp.get(operand, offsets, view_sizes, steps, _subview_type(operand.type, static, steps))
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
            body = Block([scf_dialect.ReduceOp()], arg_types=[IndexType()] * len(parallel))
            loop = scf_dialect.ParallelOp([zero] * len(parallel), ubs, steps, Region(body))
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
        """Per loop dimension: the tile's size (static when the tile divides the size), None if not tiled."""
        extents: list[SSAValue | int | None] = []
        for dim, tile in enumerate(tiles):
            if tile <= 0:
                extents.append(None)
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
class LinalgTilePass(ModulePass):
    """Tile linalg contractions on buffers into cache blocks (see the module docstring)."""

    name = "linalg-tile"

    tile_sizes: tuple[int, ...] = option((), "Tile sizes, one per loop dimension (0: not tiled); default: sizes for the caches")
    loop_type: str = option("parallel", "Type of the tile loops of the parallel dimensions: parallel or for")
    min_work: int = option(1 << 20, "Without tile-sizes, only ops of at least this many iterations are tiled")
    unroll: int = option(4, "Unroll the reduction of a tile this many times in its body (1: not unrolled)")
    contract: bool = option(True, "Let a*b+c in an unrolled tile body become an FMA (as C's -ffp-contract=on)")

    def __post_init__(self) -> None:
        if any(t < 0 for t in self.tile_sizes):
            raise PassOptionError("tile_sizes", f"must not be negative, got {','.join(map(str, self.tile_sizes))}")
        if self.loop_type not in ("parallel", "for"):
            raise PassOptionError("loop_type", f"must be 'parallel' or 'for', got '{self.loop_type}'")
        if self.unroll < 1:
            raise PassOptionError("unroll", f"must be positive, got {self.unroll}")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # Each op is tiled once: the ops are collected first, so the tile ops made are not tiled again.
        pattern = TileLinalgOp(self.tile_sizes, self.loop_type, self.min_work, self.unroll, self.contract)
        for target in [inner for inner in op.walk() if is_tileable(inner)]:
            pattern.match_and_rewrite(target, PatternRewriter(target))
