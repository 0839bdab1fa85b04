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

becomes (tile sizes 32, 256, 256)

    scf.parallel (%i, %j) = (%c0, %c0) to (%c1024, %c1024) step (%c32, %c256) {
      scf.for %k = %c0 to %c1024 step %c256 {
        %a = memref.subview %A[%i, %k] [32, 256] [1, 1] : ... to memref<32x256xf32, strided<[1024, 1], offset: ?>>
        %b = memref.subview %B[%k, %j] [256, 256] [1, 1] : ...
        %c = memref.subview %C[%i, %j] [32, 256] [1, 1] : ...
        linalg.generic ... ins(%a, %b : ...) outs(%c : ...) { ... }
      }
      scf.reduce
    }

so that `convert-linalg-to-loops` then makes an `i, k, j` nest per tile
whose operands stay in the caches (the innermost loop walks a row of B and
C with unit stride and vectorizes), and `convert-scf-parallel-to-cpu-runtime`
runs the tiles on all cores. Reductions keep their order (the reduction tiles
run in sequence), so results are bit-identical to the untiled loops. A tile
that does not fit the remaining size is cut with `arith.minsi`.

With `tile-sizes` (one size per loop dimension, 0 = not tiled) every such op
is tiled by those sizes. Without it only ops of at least `min-work`
iterations are tiled, by sizes chosen for the caches: the parallel
dimension that is the output's innermost one and the reduction dimensions
by 256, the other parallel dimension nearest it by 32, outer (batch)
dimensions by 1; dynamic sizes are not tiled.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, IntegerAttr, MemRefType, ModuleOp, NoneAttr, StridedLayoutAttr
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from aiopt.dialects import scf as scf_dialect
from aiopt.dialects.linalg import GenericOp, generic_of, is_structured, structured_parts
from aiopt.tools.registry import PassOptionError, option

INNER_TILE = 256
"""Tile of the unit-stride output dimension and of reductions: a 256x256 f32 block of B is 256 KiB (L2)."""
ROW_TILE = 32
"""Tile of the next parallel dimension: 32 rows of C (32 KiB for 256 columns) per task."""


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
        elif reductions[dim] or dim == inner:
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


def _subview_type(source: MemRefType, sizes: list[int]) -> MemRefType:
    """The type of a subview of `source` with dynamic offsets, unit steps and `sizes` (-1 = dynamic)."""
    shape = source.get_shape()
    strides = None if isinstance(source.layout, NoneAttr) else source.layout.get_strides()
    if strides is None:
        strides = [math.prod(shape[i + 1 :]) if min(shape[i + 1 :], default=0) >= 0 else None for i in range(len(shape))]
    shape_of_view = [DYNAMIC_INDEX if size < 0 else size for size in sizes]
    return MemRefType(source.element_type, shape_of_view, StridedLayoutAttr(strides, None), source.memory_space)


class TileLinalgOp(RewritePattern):
    """Tile one linalg contraction on buffers (see the module docstring)."""

    def __init__(self, tile_sizes: tuple[int, ...], loop_type: str, min_work: int):
        self.tile_sizes = tile_sizes
        self.loop_type = loop_type
        self.min_work = min_work

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
        tile_sizes = self._tile_extents(rewriter, generic, operands, maps, sizes, tiles, ivs)
        views = []
        for operand, map_ in zip(operands, maps):
            offsets: list[SSAValue | int] = []
            view_sizes: list[SSAValue | int] = []
            static: list[int] = []
            for index, expr in enumerate(map_.results):
                dim = expr.position
                offsets.append(ivs.get(dim, 0))
                extent = tile_sizes[dim]
                if extent is None:
                    extent = operand.type.get_shape()[index]
                    if extent < 0:
                        extent = self._dim(rewriter, operand, index)
                view_sizes.append(extent)
                static.append(extent if isinstance(extent, int) else -1)
            view = memref.SubviewOp.get(operand, offsets, view_sizes, [1] * len(offsets), _subview_type(operand.type, static))
            rewriter.insert(view)
            views.append(view.result)
        inputs = len(generic.inputs)
        tile_op = GenericOp(views[:inputs], views[inputs:], generic.body.clone(), maps_attr, iterators, [])
        rewriter.insert(tile_op)
        if generic is not op:
            generic.erase()
        rewriter.erase(op)

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

    def __post_init__(self) -> None:
        if any(t < 0 for t in self.tile_sizes):
            raise PassOptionError("tile_sizes", f"must not be negative, got {','.join(map(str, self.tile_sizes))}")
        if self.loop_type not in ("parallel", "for"):
            raise PassOptionError("loop_type", f"must be 'parallel' or 'for', got '{self.loop_type}'")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # Each op is tiled once: the ops are collected first, so the tile ops made are not tiled again.
        pattern = TileLinalgOp(self.tile_sizes, self.loop_type, self.min_work)
        for target in [inner for inner in op.walk() if is_tileable(inner)]:
            pattern.match_and_rewrite(target, PatternRewriter(target))
