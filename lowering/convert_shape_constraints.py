"""`--convert-shape-constraints`: shape constraints as run-time assertions (upstream's
`ConvertShapeConstraints.cpp`).

`shape.cstr_require %holds, "msg"` becomes `cf.assert %holds, "msg"` and a `shape.const_witness true` in its
place (the witness now holds wherever it is used); `shape.cstr_broadcastable` and `shape.cstr_eq` first become
the `shape.cstr_require` of `shape.is_broadcastable` and `shape.shape_eq` (the patterns convert-shape-to-std
shares):

    %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>

becomes

    %w = shape.const_witness true
    %ok = shape.is_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
    cf.assert %ok, "required broadcastable shapes"

As upstream's greedy driver, the constants move to the front of their region.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import cf
from xdsl.dialects.builtin import ModuleOp
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from aiopt.dialects import shape
from aiopt.lowering.shape_to_standard import CstrBroadcastableToRequire, CstrEqToRequire
from aiopt.support.passes import DiagnosticPass
from aiopt.support.rewriting import InheritLocation
from aiopt.transforms.canonicalize import unique_and_hoist_constants


class ConvertCstrRequireOp(RewritePattern):
    """`shape.cstr_require` to `cf.assert` of its predicate and message, its witness `shape.const_witness true`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.CstrRequireOp, rewriter: PatternRewriter) -> None:
        rewriter.insert(cf.AssertOp(op.pred, op.msg))
        rewriter.replace(op, shape.ConstWitnessOp(True))


def populate_convert_shape_constraints_patterns() -> list[RewritePattern]:
    """The patterns of `convert-shape-constraints` (upstream's `populateConvertShapeConstraintsConversionPatterns`)."""
    return [CstrBroadcastableToRequire(), CstrEqToRequire(), ConvertCstrRequireOp()]


@dataclass(frozen=True)
class ConvertShapeConstraintsPass(DiagnosticPass):
    """Convert shape constraint operations to the standard dialect: `shape.cstr_*` to `cf.assert`.

        %w = shape.cstr_require %ok, "msg"

    becomes `cf.assert %ok, "msg"`, its uses a `shape.const_witness true`.
    """

    name = "convert-shape-constraints"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        patterns = GreedyRewritePatternApplier(populate_convert_shape_constraints_patterns())
        PatternRewriteWalker(InheritLocation(patterns)).rewrite_module(op)
        unique_and_hoist_constants(op.body)
