"""`lower-vector-mask`: `vector.mask` to unmasked vector ops (upstream's pass and its
`populateVectorMaskLoweringPatternsForSideEffectingOps`), which `convert-vector-to-llvm` runs first, as
upstream's does.

As upstream's, a masked `vector.transfer_read` (without a passthru) or `vector.transfer_write` becomes the
transfer with the mask as its mask operand:

    vector.mask %m { vector.transfer_write %v, %b[%i] : vector<4xf32>, memref<16xf32> } : vector<4xi1>

becomes `vector.transfer_write %v, %b[%i], %m : vector<4xf32>, memref<16xf32>`, and a region without a
maskable op its yielded values. Beyond upstream's (whose `convert-vector-to-llvm` lowers masked reductions to
`llvm.intr.vp.reduce.*`, and leaves a read with a passthru as it is): a read with a passthru is followed by an
`arith.select` of the passthru in the masked-off lanes (where the mask is laid out as the vector: no
permutation or broadcast), and a masked `vector.reduction` or `vector.multi_reduction` reduces the `arith.select`
of its vector and the kind's neutral value (`neutral_value`), which leaves the masked-off elements out bit for
bit; a masked `vector.outerproduct` with an accumulator selects the accumulator in the masked-off lanes, as
upstream's lowering of it does:

    %r = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32

becomes

    %n = arith.constant dense<-0.000000e+00> : vector<4xf32>
    %s = arith.select %m, %v, %n : vector<4xi1>, vector<4xf32>
    %r = vector.reduction <add>, %s, %acc : vector<4xf32> into f32

Masked contractions, gathers and outer products without an accumulator are left as they are.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from aiopt.dialects import arith, vector
from aiopt.dialects.vector_multi_reduction import neutral_value
from aiopt.support.passes import DiagnosticPass
from aiopt.transforms.canonicalize_arith import make_constant


def _with_operand(op: Operation, index: int, value: SSAValue) -> Operation:
    """A copy of `op` with operand `index` replaced (the segments kept)."""
    copy = op.clone()
    copy.operands = [*copy.operands[:index], value, *copy.operands[index + 1 :]]
    return copy


def _with_mask(op: vector.TransferReadOp | vector.TransferWriteOp, mask: SSAValue) -> Operation:
    """A copy of a transfer without a mask operand, with `mask` as its mask."""
    if isinstance(op, vector.TransferReadOp):
        segments = [[op.source], list(op.indices), [op.padding], [mask]]
    else:
        segments = [[op.vector], [op.source], list(op.indices), [mask]]
    return type(op).build(
        operands=segments, result_types=[[r.type for r in op.results]], properties=dict(op.properties),
        attributes=dict(op.attributes),
    )  # fmt: skip


def _lanes_in_mask_order(op: vector.TransferReadOp) -> bool:
    """Whether a transfer's mask is laid out as its vector (each vector dim a source dim, in the source's order)."""
    results = op.permutation_map.data.results
    positions = [e.position if isinstance(e, AffineDimExpr) else None for e in results]
    return None not in positions and positions == sorted(positions)


class ElideEmptyMask(RewritePattern):
    """A `vector.mask` without a maskable op is what its region yields."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.MaskOp, rewriter: PatternRewriter) -> None:
        if op.masked_op is None:
            yielded = list(op.mask_region.block.last_op.operands)
            rewriter.replace(op, [], yielded)


class MaskedTransfer(RewritePattern):
    """A masked transfer without a mask of its own takes the mask as its mask operand (a read with a passthru,
    then an `arith.select` of the passthru in the masked-off lanes)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.MaskOp, rewriter: PatternRewriter) -> None:
        masked = op.masked_op
        if not isinstance(masked, vector.TransferReadOp | vector.TransferWriteOp) or masked.mask is not None:
            return
        if op.passthru is not None and not _lanes_in_mask_order(masked):
            return
        transfer = _with_mask(masked, op.mask)
        new_ops = [transfer]
        if op.passthru is not None:
            new_ops.append(arith.SelectOp(op.mask, transfer.results[0], op.passthru))
        rewriter.replace(op, new_ops, [r for o in new_ops[-1:] for r in o.results])


class MaskedReduction(RewritePattern):
    """A masked `vector.reduction` or `vector.multi_reduction` reduces its vector with the kind's neutral value in
    the masked-off elements (see the module docstring)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.MaskOp, rewriter: PatternRewriter) -> None:
        masked = op.masked_op
        if not isinstance(masked, vector.ReductionOp | vector.MultiDimReductionOp):
            return
        source = masked.operands[0]
        neutral = make_constant(source.type, [neutral_value(masked.kind.data.value, source.type.element_type)])
        select = arith.SelectOp(op.mask, source, neutral.results[0])
        reduction = _with_operand(masked, 0, select.result)
        rewriter.replace(op, [neutral, select, reduction], list(reduction.results))


class MaskedOuterProduct(RewritePattern):
    """A masked `vector.outerproduct` with an accumulator keeps the accumulator in the masked-off lanes: the
    product, then an `arith.select` of it and the accumulator (as upstream's lowering selects)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.MaskOp, rewriter: PatternRewriter) -> None:
        masked = op.masked_op
        if not isinstance(masked, vector.OuterProductOp) or masked.acc is None:
            return
        product = masked.clone()
        select = arith.SelectOp(op.mask, product.results[0], masked.acc)
        rewriter.replace(op, [product, select], [select.result])


def vector_mask_lowering_patterns() -> list[RewritePattern]:
    """The patterns of this module (upstream's `populateVectorMaskLoweringPatternsForSideEffectingOps` and ours)."""
    return [ElideEmptyMask(), MaskedTransfer(), MaskedReduction(), MaskedOuterProduct()]


def lower_vector_masks(module: ModuleOp) -> None:
    """Apply `vector_mask_lowering_patterns` to every `vector.mask` of `module`."""
    applier = GreedyRewritePatternApplier(vector_mask_lowering_patterns())
    PatternRewriteWalker(applier, apply_recursively=False).rewrite_module(module)


@dataclass(frozen=True)
class LowerVectorMaskPass(DiagnosticPass):
    """Lower `vector.mask` ops (upstream's `lower-vector-mask`; see the module docstring).

    Example, `ai-opt --lower-vector-mask`:

        func.func @f(%v: vector<4xf32>, %m: vector<4xi1>, %b: memref<16xf32>, %i: index) {
          vector.mask %m { vector.transfer_write %v, %b[%i] : vector<4xf32>, memref<16xf32> } : vector<4xi1>
          return
        }

    becomes

        vector.transfer_write %arg0, %arg2[%arg3], %arg1 : vector<4xf32>, memref<16xf32>
    """

    name = "lower-vector-mask"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        lower_vector_masks(op)
