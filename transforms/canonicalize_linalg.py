"""Canonicalization patterns and folders of `linalg` ops that xDSL 0.74 lacks, after upstream's.

Each pattern does one rewrite of upstream's linalg folders or canonicalization
patterns and matches the xDSL op class (aiopt's `linalg` classes derive from
xDSL's):

    %t = linalg.transpose ins(%x : tensor<16xf32>) outs(%init : tensor<16xf32>) permutation = [0]
    ->
    uses of %t use %x

Only ops on tensors fold away: an op on buffers writes its init, which a
fold would drop (a copy of a buffer onto itself is the exception).
"""

from __future__ import annotations

from xdsl.dialects import linalg as xdsl_linalg
from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import DenseArrayBase, MemRefType, ShapedType, TensorType, i64
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.traits import IsTerminator, is_side_effect_free

from aiopt.dialects import linalg


def _forward(rewriter: PatternRewriter, op: Operation, value: SSAValue) -> None:
    if len(op.results) == 1 and value.type == op.results[0].type:
        rewriter.replace_op(op, [], [value])


class FoldIdentityTranspose(RewritePattern):
    """A linalg.transpose of a tensor by the identity permutation is its input:

        %t = linalg.transpose ins(%x : tensor<16xf32>) outs(%i : tensor<16xf32>) permutation = [0]   ->  %x
    """

    op_types = (xdsl_linalg.TransposeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_linalg.TransposeOp) or len(op.inputs) != 1 or len(op.results) != 1:
            return
        permutation = list(op.permutation.get_values())
        if permutation == list(range(len(permutation))):
            _forward(rewriter, op, op.inputs[0])


class ComposeTransposes(RewritePattern):
    """A linalg.transpose of a linalg.transpose (on tensors) is one transpose of the first input, into
    the outer init, by the composed permutation (the identity folds away afterwards):

        %a = linalg.transpose ins(%x : tensor<5x4x3xf32>) outs(%i1 : tensor<4x3x5xf32>) permutation = [1, 2, 0]
        %b = linalg.transpose ins(%a : tensor<4x3x5xf32>) outs(%i2 : tensor<3x4x5xf32>) permutation = [1, 0, 2]
        ->
        %b = linalg.transpose ins(%x : tensor<5x4x3xf32>) outs(%i2 : tensor<3x4x5xf32>) permutation = [2, 1, 0]
    """

    op_types = (xdsl_linalg.TransposeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_linalg.TransposeOp) or len(op.inputs) != 1 or len(op.results) != 1:
            return
        source = op.inputs[0]
        if not isinstance(source, OpResult) or not isinstance(source.op, xdsl_linalg.TransposeOp):
            return
        inner = source.op
        if len(inner.inputs) != 1 or len(inner.results) != 1:
            return
        outer_permutation = list(op.permutation.get_values())
        inner_permutation = list(inner.permutation.get_values())
        if len(outer_permutation) != len(inner_permutation):
            return
        composed = [inner_permutation[p] for p in outer_permutation]
        rewriter.replace_op(
            op,
            linalg.TransposeOp(inner.inputs[0], op.outputs[0], DenseArrayBase.from_list(i64, composed), op.results[0].type),
        )


class FoldSameShapeBroadcast(RewritePattern):
    """A linalg.broadcast of a tensor that adds no dimension is its input."""

    op_types = (xdsl_linalg.BroadcastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_linalg.BroadcastOp) or len(op.results) != 1:
            return
        if not op.dimensions.get_values() and op.input.type == op.init.type:
            _forward(rewriter, op, op.input)


class EraseSelfLinalgCopy(RewritePattern):
    """A linalg.copy of a buffer onto itself does nothing and is erased."""

    op_types = (xdsl_linalg.CopyOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_linalg.CopyOp) or op.results:
            return
        if len(op.inputs) == 1 and len(op.outputs) == 1 and op.inputs[0] is op.outputs[0]:
            rewriter.erase_op(op)


class EraseUnusedTensorOp(RewritePattern):
    """A linalg op on tensors only, whose results are unused and whose body has no effect, is erased
    (upstream's linalg ops have memory effects on their buffer operands only)."""

    op_types = (LinalgStructuredOperation, xdsl_linalg.BroadcastOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not op.results or any(r.uses for r in op.results):
            return
        if not all(isinstance(v.type, TensorType) for v in op.operands if isinstance(v.type, ShapedType)):
            return
        if any(isinstance(v.type, MemRefType) for v in op.operands):
            return
        body_ops = [inner for region in op.regions for inner in region.walk()]
        if all(inner.has_trait(IsTerminator) or is_side_effect_free(inner) for inner in body_ops):
            rewriter.erase_op(op)


class ExtractOfFill(RewritePattern):
    """A tensor.extract of a linalg.fill on tensors is the fill value:

        %f = linalg.fill ins(%v : i1) outs(%e : tensor<1x2xi1>) -> tensor<1x2xi1>
        %x = tensor.extract %f[%c0, %c0] : tensor<1x2xi1>      ->   uses of %x use %v
    """

    op_types = (xdsl_tensor.ExtractOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ExtractOp) or not isinstance(op.tensor, OpResult):
            return
        fill = op.tensor.op
        if isinstance(fill, xdsl_linalg.FillOp) and len(fill.inputs) == 1 and isinstance(op.tensor.type, TensorType):
            _forward(rewriter, op, fill.inputs[0])


def populate_linalg_canonicalization_patterns() -> list[RewritePattern]:
    """The `linalg` patterns `canonicalize` adds to xDSL's."""
    return [
        FoldIdentityTranspose(),
        ComposeTransposes(),
        FoldSameShapeBroadcast(),
        EraseSelfLinalgCopy(),
        EraseUnusedTensorOp(),
        ExtractOfFill(),
    ]
