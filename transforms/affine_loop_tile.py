"""`--affine-loop-tile{tile-size=N tile-sizes=A,B,...}`: tile bands of perfectly nested affine.for loops, as upstream.

Each outermost band of perfectly nested `affine.for` loops with single-result
bounds becomes a band of tile loops (stepping by tile size x step) around a
band of intra-tile point loops; a point loop's upper bound is the min of the
tile's end and the original bound, unless the trip count is a known multiple
of the tile size:

    affine.for %i = 0 to 256 {
      affine.for %j = 0 to 50 { "foo"(%i, %j) }
    }

becomes (tile-size=32)

    affine.for %ti = 0 to 256 step 32 {
      affine.for %tj = 0 to 50 step 32 {
        affine.for %i = affine_map<(d0) -> (d0)>(%ti) to affine_map<(d0) -> (d0 + 32)>(%ti) {
          affine.for %j = affine_map<(d0) -> (d0)>(%tj) to min affine_map<(d0) -> (d0 + 32, 50)>(%tj) {
            "foo"(%i, %j)
    ...

With `convert-linalg-to-affine-loops` this tiles a matmul's `i, k, j` nest so
the blocks of A, B and C that a tile touches stay in cache. Tile sizes: one
per loop from `tile-sizes` (loops beyond the list get the default), else
`tile-size` for every loop, else upstream's default 4 (upstream then picks
sizes from a cache model, which this pass does not have).

A band whose tiling would reorder two accesses of the same element is left as
it is (`aiopt.transforms.affine_dependence.tiling_is_legal`), as upstream's
`isTilingValid` does: an in-place transposed copy `A[i][j] = A[j][i]` is not
tiled.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import AffineMapAttr, IndexType, ModuleOp
from xdsl.ir import Block, Region
from xdsl.ir.affine import AffineConstantExpr, AffineExpr, AffineMap

from aiopt.dialects import affine
from aiopt.support.affine_simplify import replace_dims_and_symbols
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import PassOptionError, option
from aiopt.transforms.affine_dependence import tiling_is_legal

DEFAULT_TILE_SIZE = 4


def tileable_band(loop: affine.ForOp) -> list[affine.ForOp]:
    """The perfectly nested loops from `loop` inward that have single-result bounds and no loop-carried values."""
    band: list[affine.ForOp] = []
    current: affine.ForOp | None = loop
    while isinstance(current, affine.ForOp) and _tileable(current):
        band.append(current)
        ops = [op for op in current.body.block.ops if not isinstance(op, affine.YieldOp)]
        current = ops[0] if len(ops) == 1 and isinstance(ops[0], affine.ForOp) else None
    return band


def _tileable(loop: affine.ForOp) -> bool:
    return not loop.inits and len(loop.lowerBoundMap.data.results) == 1 and len(loop.upperBoundMap.data.results) == 1


def _constant(map_attr: AffineMapAttr) -> int | None:
    (expr,) = map_attr.data.results
    return expr.value if isinstance(expr, AffineConstantExpr) else None


def _point_upper_bound(loop: affine.ForOp, span: int) -> AffineMap:
    """The point loop's upper bound over (tile iv, original bound operands): tile end, min the original bound if needed."""
    upper = loop.upperBoundMap.data
    tile_end = AffineExpr.dimension(0) + span
    lower, upper_value = _constant(loop.lowerBoundMap), _constant(loop.upperBoundMap)
    if lower is not None and upper_value is not None and (upper_value - lower) % span == 0:
        return AffineMap(1, 0, (tile_end,))
    # (aiopt's replace_dims_and_symbols: xDSL's refuses to rebuild a semi-affine bound, `s0 floordiv s1`.)
    shifted = replace_dims_and_symbols(
        upper.results[0],
        [AffineExpr.dimension(d + 1) for d in range(upper.num_dims)],
        [AffineExpr.symbol(s) for s in range(upper.num_symbols)],
    )
    return AffineMap(1 + upper.num_dims, upper.num_symbols, (tile_end, shifted))


def tile_band(band: list[affine.ForOp], sizes: list[int]) -> None:
    """Replace `band` (outermost first) by tile loops around point loops with the given tile sizes."""
    outer = band[0]
    tile_ivs = []
    loops: list[affine.ForOp] = []
    for loop, size in zip(band, sizes):
        step = loop.step.value.data
        body = Block(arg_types=[IndexType()])
        tile = affine.ForOp.from_region(
            loop.lowerBoundOperands,
            loop.upperBoundOperands,
            [],
            [],
            loop.lowerBoundMap,
            loop.upperBoundMap,
            Region(body),
            step * size,
        )
        loops.append(tile)
        tile_ivs.append(body.args[0])
    for loop, size, tile_iv in zip(band, sizes, tile_ivs):
        upper = _point_upper_bound(loop, loop.step.value.data * size)
        body = Block(arg_types=[IndexType()])
        point = affine.ForOp.from_region(
            [tile_iv],
            [tile_iv, *loop.upperBoundOperands],
            [],
            [],
            AffineMapAttr(AffineMap.identity(1)),
            AffineMapAttr(upper),
            Region(body),
            loop.step,
        )
        loop.body.block.args[0].replace_all_uses_with(body.args[0])
        loops.append(point)
    for parent, child in itertools.pairwise(loops):
        parent.body.block.add_ops([child, affine.YieldOp.get()])
    innermost = loops[-1].body.block
    for op in list(band[-1].body.block.ops):
        op.detach()
        innermost.add_op(op)
    outer_parent = outer.parent_block()
    assert outer_parent is not None
    outer_parent.insert_op_before(loops[0], outer)
    outer.detach()
    outer.erase(safe_erase=False)


@dataclass(frozen=True)
class AffineLoopTilingPass(DiagnosticPass):
    """Tile affine loop nests.

        affine.for %i = 0 to 64 { ... }

    becomes, with `tile-size=16`, `affine.for %t = 0 to 64 step 16 { affine.for %i = (d0) -> (d0)(%t) to (d0) -> (d0 + 16)(%t) { ... } }`.
    """

    name = "affine-loop-tile"

    tile_size: int = option(0, "Use this tile size for all loops")
    tile_sizes: tuple[int, ...] = option((), "List of tile sizes for each perfect nest (overridden by -tile-size)")

    def _sizes(self, count: int) -> list[int]:
        if self.tile_size:
            return [self.tile_size] * count
        return [*self.tile_sizes[:count], *[DEFAULT_TILE_SIZE] * (count - len(self.tile_sizes))]

    def __post_init__(self) -> None:
        if self.tile_size < 0:
            raise PassOptionError("tile_size", f"must not be negative, got {self.tile_size}")
        if any(size <= 0 for size in self.tile_sizes):
            raise PassOptionError("tile_sizes", f"must be positive, got {','.join(map(str, self.tile_sizes))}")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        outermost = [
            loop
            for loop in op.walk()
            if isinstance(loop, affine.ForOp) and not isinstance(loop.parent_op(), affine.ForOp)
        ]
        for loop in outermost:
            band = tileable_band(loop)
            # As upstream's getTopLevelTileableBands, a band whose tiling would reorder dependent accesses is
            # left as it is, without a diagnostic.
            if band and tiling_is_legal(band):
                tile_band(band, self._sizes(len(band)))
