"""`--linalg-generalize-named-ops`: rewrite every structured linalg op except linalg.generic into one.

Replaces xDSL's pass of that name, which misses linalg.map, reduce,
transpose, broadcast, elementwise and aiopt's named ops:

    %r = linalg.matvec ins(%a, %x : tensor<4x5xf32>, tensor<5xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>

becomes

    %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>,
                                          affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
           ins(%a, %x : tensor<4x5xf32>, tensor<5xf32>) outs(%y : tensor<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    } -> tensor<4xf32>

As upstream's greedy driver, which the pass runs its pattern with, equal constants are then merged and moved to
the front of their function (the `1.0` of `linalg.reciprocal`'s body leaves the generic).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern

from aiopt.dialects.linalg import GenericOp, generalize, is_structured
from aiopt.support.passes import DiagnosticPass
from aiopt.support.rewriting import InheritLocation
from aiopt.transforms.canonicalize import unique_and_hoist_constants


class GeneralizeNamedOp(RewritePattern):
    """A structured linalg op other than linalg.generic -> the linalg.generic that `generalize` builds."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if is_structured(op) and not isinstance(op, GenericOp):
            generalize(op, rewriter)


@dataclass(frozen=True)
class LinalgGeneralizeNamedOpsPass(DiagnosticPass):
    """Convert named ops into generic ops.

    Example, `ai-opt --linalg-generalize-named-ops`:

        func.func @f(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
          linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
          func.return
        }

    becomes

        #map = affine_map<(d0, d1, d2) -> (d0, d2)>
        #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
        #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
        linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]}
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %0 = arith.mulf %in, %in_0 : f32
          %1 = arith.addf %out, %0 : f32
          linalg.yield %1 : f32
        }
    """

    name = "linalg-generalize-named-ops"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(InheritLocation(GeneralizeNamedOp()), apply_recursively=False).rewrite_module(op)
        # Upstream's greedy driver merges equal constants and hoists them (those the op bodies bring).
        unique_and_hoist_constants(op.body)
