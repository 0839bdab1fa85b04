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
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineExpr
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


def _tensor_fill(value: SSAValue) -> Operation | None:
    """The linalg.fill on tensors that produced `value`, or None."""
    if isinstance(value, OpResult) and isinstance(value.op, xdsl_linalg.FillOp) and value.op.results:
        fill = value.op
        if len(fill.inputs) == 1 and len(fill.outputs) == 1:
            return fill
    return None


def _element_type(value: SSAValue):
    return value.type.get_element_type() if isinstance(value.type, TensorType) else None


class CopyOfFill(RewritePattern):
    """A linalg.copy of a linalg.fill (tensors, same element type) is a fill of the copy's init:

        %f = linalg.fill ins(%v : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
        %c = linalg.copy ins(%f : tensor<?xf32>) outs(%b : tensor<?xf32>) -> tensor<?xf32>
        ->
        %c = linalg.fill ins(%v : f32) outs(%b : tensor<?xf32>) -> tensor<?xf32>
    """

    op_types = (xdsl_linalg.CopyOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_linalg.CopyOp) or len(op.results) != 1 or len(op.inputs) != 1:
            return
        fill = _tensor_fill(op.inputs[0])
        if fill is None or _element_type(fill.outputs[0]) != _element_type(op.outputs[0]):
            return
        rewriter.replace_op(op, linalg.FillOp([fill.inputs[0]], [op.outputs[0]], [op.results[0].type]))


class CopyIntoFill(RewritePattern):
    """A linalg.copy into a linalg.fill (tensors) overwrites all of it: it copies into the fill's init."""

    op_types = (xdsl_linalg.CopyOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_linalg.CopyOp) or len(op.results) != 1 or len(op.outputs) != 1:
            return
        fill = _tensor_fill(op.outputs[0])
        if fill is None or fill.outputs[0].type != op.outputs[0].type:
            return
        rewriter.replace_op(op, linalg.CopyOp(list(op.inputs), [fill.outputs[0]], [op.results[0].type]))


class TransposeOfFill(RewritePattern):
    """A linalg.transpose of a linalg.fill (tensors) is a fill of the transpose's init."""

    op_types = (xdsl_linalg.TransposeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_linalg.TransposeOp) or len(op.results) != 1 or len(op.inputs) != 1:
            return
        fill = _tensor_fill(op.inputs[0])
        if fill is None or _element_type(fill.outputs[0]) != _element_type(op.outputs[0]):
            return
        rewriter.replace_op(op, linalg.FillOp([fill.inputs[0]], [op.outputs[0]], [op.results[0].type]))


class DimOfDestinationStyleResult(RewritePattern):
    """tensor.dim of a result of a linalg op on tensors is the dim of its init (a result has its init's shape)."""

    op_types = (xdsl_tensor.DimOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.DimOp) or not isinstance(op.source, OpResult):
            return
        producer = op.source.op
        if not isinstance(producer, LinalgStructuredOperation | xdsl_linalg.BroadcastOp):
            return
        outputs = list(producer.outputs) if not isinstance(producer, xdsl_linalg.BroadcastOp) else [producer.init]
        index = op.source.index
        if index < len(outputs) and outputs[index].type == op.source.type:
            rewriter.replace_op(op, type(op)(outputs[index], op.index))


def _is_identity(attr) -> bool:
    affine_map = attr.data
    return affine_map.num_symbols == 0 and list(affine_map.results) == [
        AffineExpr.dimension(i) for i in range(affine_map.num_dims)
    ]


def _cast_compatible(a, b) -> bool:
    """Whether tensor.cast can take type `a` to `b` (same element type and rank, no conflicting size)."""
    if not isinstance(a, TensorType) or not isinstance(b, TensorType) or a.element_type != b.element_type:
        return False
    sa, sb = a.get_shape(), b.get_shape()
    return len(sa) == len(sb) and all(x == y or x < 0 or y < 0 for x, y in zip(sa, sb))


class EraseIdentityGeneric(RewritePattern):
    """A parallel linalg.generic with identity maps whose body only yields its inputs' elements copies
    them: on tensors each result is the input it yields (through a tensor.cast to a more or less static
    type); on buffers, where each output is
    the very input it receives, it does nothing and is erased (upstream's EraseIdentityLinalgOp)."""

    op_types = (xdsl_linalg.GenericOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_linalg.GenericOp) or len(op.body.blocks) != 1:
            return
        if not all(_is_identity(m) for m in op.indexing_maps) or any(
            t.data != IteratorType.PARALLEL for t in op.iterator_types
        ):
            return
        block = op.body.blocks[0]
        terminator = block.last_op
        if block.first_op is not terminator:
            return
        inputs = list(op.inputs)
        arguments = list(block.args)
        sources = []
        for value in terminator.operands:
            if value not in arguments or arguments.index(value) >= len(inputs):
                return
            sources.append(inputs[arguments.index(value)])
        if op.results:
            new_ops, values = [], []
            for source, result in zip(sources, op.results):
                if source.type == result.type:
                    values.append(source)
                elif _cast_compatible(source.type, result.type):
                    cast = xdsl_tensor.CastOp(source, result.type)
                    new_ops.append(cast)
                    values.append(cast.results[0])
                else:
                    return
            rewriter.replace_op(op, new_ops, values)
        elif all(source is output for source, output in zip(sources, op.outputs)):
            rewriter.erase_op(op)


def populate_linalg_canonicalization_patterns() -> list[RewritePattern]:
    """The `linalg` patterns `canonicalize` adds to xDSL's."""
    return [
        FoldIdentityTranspose(),
        ComposeTransposes(),
        FoldSameShapeBroadcast(),
        EraseSelfLinalgCopy(),
        EraseUnusedTensorOp(),
        ExtractOfFill(),
        CopyOfFill(),
        CopyIntoFill(),
        TransposeOfFill(),
        DimOfDestinationStyleResult(),
        EraseIdentityGeneric(),
    ]
