"""`--shape-to-shape-lowering`: shape ops in terms of simpler shape ops (upstream's `ShapeToShapeLowering.cpp`).

`shape.num_elements` becomes a `shape.reduce` that multiplies the extents, starting from 1 (a
`shape.const_size` for a `!shape.size`, an `arith.constant` for an `index`, as the dialect materializes
constants), which `convert-shape-to-std` then lowers to an `scf.for` on an extent tensor:

    %n = shape.num_elements %s : tensor<?xindex> -> index

becomes

    %c1 = arith.constant 1 : index
    %n = shape.reduce(%s, %c1) : tensor<?xindex> -> index {
    ^bb0(%i: index, %extent: index, %acc: index):
      %next = shape.mul %extent, %acc : index, index -> index
      shape.yield %next : index
    }
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IndexType, IntegerAttr, ModuleOp
from xdsl.ir import Block, Region
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from aiopt.dialects import shape
from aiopt.support.passes import DiagnosticPass
from aiopt.support.rewriting import InheritLocation, append, insert


class NumElementsOpConverter(RewritePattern):
    """`shape.num_elements` to a `shape.reduce` multiplying the extents into 1."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.NumElementsOp, rewriter: PatternRewriter) -> None:
        value_type = op.result.type
        one = shape.ShapeConstantMaterialization().materialize_constant(IntegerAttr(1, IndexType()), value_type)
        assert one is not None
        body = Block(arg_types=[IndexType(), value_type, value_type])
        product = append(body, shape.MulOp(body.args[1], body.args[2], value_type))
        body.add_op(shape.YieldOp([product]))
        rewriter.replace(op, shape.ReduceOp(op.shape, [insert(rewriter, one)], Region(body)))


@dataclass(frozen=True)
class ShapeToShapeLoweringPass(DiagnosticPass):
    """Legalize Shape dialect to be convertible to Arith: `shape.num_elements` as a `shape.reduce`.

    The reduction multiplies the extents with `shape.mul`, from 1.

    Example, `ai-opt --shape-to-shape-lowering`:

        func.func @f(%s: tensor<2xindex>) -> index {
          %n = shape.num_elements %s : tensor<2xindex> -> index
          func.return %n : index
        }

    becomes

        %c1 = arith.constant 1 : index
        %0 = shape.reduce(%arg0, %c1) : tensor<2xindex> -> index {
        ^bb0(%arg1: index, %arg2: index, %arg3: index):
          %1 = shape.mul %arg2, %arg3 : index, index -> index
          shape.yield %1 : index
        }
    """

    name = "shape-to-shape-lowering"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(InheritLocation(GreedyRewritePatternApplier([NumElementsOpConverter()]))).rewrite_module(
            op
        )
