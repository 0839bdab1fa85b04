"""`--scf-parallel-loop-tiling`: tile the innermost `scf.parallel` loops by fixed sizes.

xDSL's pass, on the conditions of upstream's: a loop with reductions (`init`
values and results) is left as it is (upstream's runOnOperation tiles only
loops with no reductions, "FIXME: Add reduction support"), and
`parallel-loop-tile-sizes` may be left out (every dimension tiled by 1) but
may not hold a 0.

    scf.parallel (%i) = (%c0) to (%n) step (%c1) { ... }

with `parallel-loop-tile-sizes=16` becomes

    %step = arith.muli %c1, %c16 : index
    scf.parallel (%i) = (%c0) to (%n) step (%step) {
      %size = affine.min affine_map<(d0, d1, d2) -> (d0, d1 - d2)>(%c16, %n, %i)
      scf.parallel (%j) = (%c0) to (%size) step (%c1) {
        %k = arith.addi %i, %j : index
        ...
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.scf import ParallelOp
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, op_type_rewrite_pattern
from xdsl.transforms import scf_parallel_loop_tiling

from aiopt.support.canonical_classes import use_registered_classes
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import PassOptionError, option


class ScfParallelLoopTilingPattern(scf_parallel_loop_tiling.ScfParallelLoopTilingPattern):
    """xDSL's tiling of an innermost loop, for loops without reductions only.

    xDSL's pattern builds an outer loop without `init` values or results for any loop; it replaced a loop
    with results by that loop, a ValueError ('Expected 2 new results, but got 0': fuzz_driver --passes seed
    9205, canonicalize-scf.mlir's parallel_all_single_iteration through scf-parallel-loop-tiling{1,2}).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ParallelOp, rewriter: PatternRewriter, /):
        if op.initVals:
            return
        super().match_and_rewrite(op, rewriter)


@dataclass(frozen=True)
class ScfParallelLoopTilingPass(scf_parallel_loop_tiling.ScfParallelLoopTilingPass, DiagnosticPass):
    """Tile parallel loops (upstream's `scf-parallel-loop-tiling`).

    Example, `ai-opt --scf-parallel-loop-tiling=parallel-loop-tile-sizes=4,4`:

        func.func @f(%m: memref<8x8xf32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c8 = arith.constant 8 : index
          scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
            %v = memref.load %m[%i, %j] : memref<8x8xf32>
            memref.store %v, %m[%j, %i] : memref<8x8xf32>
            scf.reduce
          }
          func.return
        }

    becomes

        scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%c8, %c8) step (%0, %1) {
          %2 = affine.min #map(%c4, %c8, %arg1)
          %3 = affine.min #map(%c4_1, %c8, %arg2)
          scf.parallel (%arg3, %arg4) = (%c0_0, %c0_0) to (%2, %3) step (%c1, %c1) {
            %4 = arith.addi %arg1, %arg3 : index
            %5 = arith.addi %arg2, %arg4 : index
            %6 = memref.load %arg0[%4, %5] : memref<8x8xf32>
    """

    name = "scf-parallel-loop-tiling"

    # Upstream's ListOption has no required value: without sizes every dimension is tiled by 1.
    parallel_loop_tile_sizes: tuple[int, ...] = option((), "Factors to tile parallel loops by")

    def __post_init__(self) -> None:
        # Upstream's runOnOperation refuses a size of 0 (xDSL's pattern left such a dimension untiled).
        if 0 in self.parallel_loop_tile_sizes:
            raise PassOptionError("parallel_loop_tile_sizes", "tile size cannot be 0")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(
            ScfParallelLoopTilingPattern(tuple(self.parallel_loop_tile_sizes)),
            walk_regions_first=True,
            apply_recursively=False,
        ).rewrite_module(op)
        # The pattern builds xDSL's classes (affine.min, scf.parallel): the context's are the ones to print.
        use_registered_classes(ctx, op)
