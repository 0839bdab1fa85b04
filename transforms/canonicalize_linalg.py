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

from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    DenseArrayBase,
    IndexType,
    MemRefType,
    ShapedType,
    TensorType,
    i64,
)
from xdsl.dialects.linalg import ops as xdsl_linalg
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineExpr, AffineMap
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.traits import IsTerminator, is_side_effect_free

from aiopt.dialects import affine, linalg
from aiopt.transforms.canonicalize_arith import make_constant
from aiopt.transforms.canonicalize_linalg_relayout import populate_relayout_canonicalization_patterns
from aiopt.transforms.canonicalize_memref import cast_folds_into_consumer
from aiopt.transforms.canonicalize_tensor import foldable_cast_source


def _forward(rewriter: PatternRewriter, op: Operation, value: SSAValue) -> None:
    if len(op.results) == 1 and value.type == op.results[0].type:
        rewriter.replace(op, [], [value])


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
        rewriter.replace(
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
            rewriter.erase(op)


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
            rewriter.erase(op)


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
        rewriter.replace(op, linalg.FillOp([fill.inputs[0]], [op.outputs[0]], [op.results[0].type]))


class CopyIntoFill(RewritePattern):
    """A linalg.copy into a linalg.fill (tensors) overwrites all of it: it copies into the fill's init."""

    op_types = (xdsl_linalg.CopyOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_linalg.CopyOp) or len(op.results) != 1 or len(op.outputs) != 1:
            return
        fill = _tensor_fill(op.outputs[0])
        if fill is None or fill.outputs[0].type != op.outputs[0].type:
            return
        rewriter.replace(op, linalg.CopyOp(list(op.inputs), [fill.outputs[0]], [op.results[0].type]))


class TransposeOfFill(RewritePattern):
    """A linalg.transpose of a linalg.fill (tensors) is a fill of the transpose's init."""

    op_types = (xdsl_linalg.TransposeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_linalg.TransposeOp) or len(op.results) != 1 or len(op.inputs) != 1:
            return
        fill = _tensor_fill(op.inputs[0])
        if fill is None or _element_type(fill.outputs[0]) != _element_type(op.outputs[0]):
            return
        rewriter.replace(op, linalg.FillOp([fill.inputs[0]], [op.outputs[0]], [op.results[0].type]))


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
            rewriter.replace(op, type(op)(outputs[index], op.index))


def _cast_compatible(a, b) -> bool:
    """Whether tensor.cast can take type `a` to `b` (same element type and rank, no conflicting size)."""
    if not isinstance(a, TensorType) or not isinstance(b, TensorType) or a.element_type != b.element_type:
        return False
    sa, sb = a.get_shape(), b.get_shape()
    return len(sa) == len(sb) and all(x == y or x < 0 or y < 0 for x, y in zip(sa, sb))


class EraseIdentityGeneric(RewritePattern):
    """A linalg.generic whose maps are all equal and whose body only yields block arguments copies
    them: on tensors each result is the operand it yields (through a tensor.cast where the types
    differ); on buffers, with one input that is its one output, it does nothing and is erased
    (upstream's `EraseIdentityLinalgOp`):

        %r = linalg.generic {indexing_maps = [#id], ...} outs(%t : tensor<0xf32>) {
        ^bb0(%out: f32):
          linalg.yield %out : f32
        } -> tensor<0xf32>
        ->
        uses of %r use %t
    """

    op_types = (xdsl_linalg.GenericOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_linalg.GenericOp) or len(op.body.blocks) != 1:
            return
        if len({attr.data for attr in op.indexing_maps}) > 1:
            return
        block = op.body.blocks[0]
        terminator = block.last_op
        if block.first_op is not terminator or not isinstance(terminator, xdsl_linalg.YieldOp):
            return
        arguments = list(block.args)
        if any(value not in arguments for value in terminator.operands):
            return
        if all(isinstance(v.type, MemRefType) for v in op.operands if isinstance(v.type, ShapedType)) and not op.results:
            if len(op.inputs) == 1 and len(op.outputs) == 1 and op.inputs[0] is op.outputs[0]:
                rewriter.erase(op)
            return
        if not _pure_tensor_semantics(op) or len(terminator.operands) != len(op.results):
            return
        new_ops, values = [], []
        for value, result in zip(terminator.operands, op.results):
            source = op.operands[arguments.index(value)]
            if source.type != result.type:
                if not _cast_compatible(source.type, result.type):
                    return
                new_ops.append(xdsl_tensor.CastOp(source, result.type))
                source = new_ops[-1].results[0]
            values.append(source)
        rewriter.replace(op, new_ops, values)


def _pure_tensor_semantics(op: Operation) -> bool:
    """Upstream's `hasPureTensorSemantics`: no buffer operand, every shaped operand a tensor."""
    return all(isinstance(v.type, TensorType) or not isinstance(v.type, ShapedType) for v in op.operands)


def _clone_with(op: Operation, operands: list[SSAValue], result_types: list) -> Operation:
    """A copy of the linalg op `op` (properties, attributes, body) on `operands`, with `result_types`."""
    return type(op).create(
        operands=operands,
        result_types=result_types,
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        regions=[region.clone() for region in op.regions],
    )


class FoldCastProducers(RewritePattern):
    """A linalg op on tensors reads and writes the source of an operand's tensor.cast from a more static
    type, its results cast back where an init's type changed (upstream's `FoldTensorCastProducerOp`):

        %a = tensor.cast %x : tensor<3x4xf32> to tensor<?x?xf32>
        %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
        ->
        %0 = linalg.matmul ins(%x, %b : tensor<3x4xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
    """

    op_types = (LinalgStructuredOperation,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, LinalgStructuredOperation) or not _pure_tensor_semantics(op):
            return
        sources = [foldable_cast_source(value) for value in op.operands]
        if all(source is None for source in sources):
            return
        operands = [source or value for source, value in zip(sources, op.operands)]
        inits = operands[len(op.inputs) :]
        result_types = [init.type for init in inits if isinstance(init.type, TensorType)]
        new_op = _clone_with(op, operands, result_types)
        new_ops: list[Operation] = []
        values = []
        for old, new in zip(op.results, new_op.results, strict=True):
            if old.type == new.type:
                values.append(new)
            else:
                new_ops.append(xdsl_tensor.CastOp(new, old.type))
                values.append(new_ops[-1].results[0])
        rewriter.replace(op, [new_op, *new_ops], values)


def _more_static(source: TensorType, result: TensorType) -> bool:
    """Upstream's `preservesStaticInformation(source, result)`: `result` keeps every size `source` knows."""
    if source.element_type != result.element_type or len(source.get_shape()) != len(result.get_shape()):
        return False
    return all(s in (DYNAMIC_INDEX, r) for s, r in zip(source.get_shape(), result.get_shape()))


class FoldCastConsumer(RewritePattern):
    """A tensor.cast to a more static type of a linalg op's result (in the op's block) makes the op
    write a cast of its init to that type; its other users read the new result cast back (upstream's
    `FoldTensorCastConsumerOp`):

        %0 = linalg.matmul ins(%a, %b ...) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
        %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
        ->
        %i = tensor.cast %c : tensor<?x?xf32> to tensor<4x8xf32>
        %1 = linalg.matmul ins(%a, %b ...) outs(%i : tensor<4x8xf32>) -> tensor<4x8xf32>
        %0 = tensor.cast %1 : tensor<4x8xf32> to tensor<?x?xf32>
    """

    op_types = (xdsl_tensor.CastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.CastOp) or not isinstance(op.source, OpResult):
            return
        linalg_op = op.source.op
        source_type, result_type = op.source.type, op.dest.type
        if not isinstance(linalg_op, LinalgStructuredOperation) or linalg_op.parent_block() is not op.parent_block():
            return
        if not isinstance(source_type, TensorType) or not isinstance(result_type, TensorType):
            return
        if source_type == result_type or not _more_static(source_type, result_type):
            return
        number = op.source.index
        init_cast = xdsl_tensor.CastOp(linalg_op.outputs[number], result_type)
        outputs = list(linalg_op.outputs)
        outputs[number] = init_cast.results[0]
        result_types = list(linalg_op.result_types)
        result_types[number] = result_type
        new_op = _clone_with(linalg_op, [*linalg_op.inputs, *outputs], result_types)
        cast_back = xdsl_tensor.CastOp(new_op.results[number], source_type)
        values = list(new_op.results)
        values[number] = cast_back.results[0]
        rewriter.replace(linalg_op, [init_cast, new_op, cast_back], values)
        rewriter.replace(op, [], [new_op.results[number]])


def _is_projected_permutation(map_) -> bool:
    dims = [expr.position for expr in map_.results if isinstance(expr, AffineDimExpr)]
    return len(dims) == len(map_.results) and len(set(dims)) == len(dims)


class InferStaticShapeOfOperands(RewritePattern):
    """The sizes a linalg op on tensors knows from one operand's static dimensions make the others'
    dynamic sizes of the same loop static, through tensor.casts; results are cast back (upstream's
    pattern of this name; every map a projected permutation):

        %0 = linalg.generic {indexing_maps = [#id, #id, #id] ...}
            ins(%a, %b : tensor<2x3x4xf32>, tensor<?x?x?xf32>) outs(%e : tensor<?x?x?xf32>)
        ->
        %b2 = tensor.cast %b : tensor<?x?x?xf32> to tensor<2x3x4xf32>
        %e2 = tensor.cast %e : tensor<?x?x?xf32> to tensor<2x3x4xf32>
        %1 = linalg.generic ... ins(%a, %b2 ...) outs(%e2 ...) -> tensor<2x3x4xf32>
        %0 = tensor.cast %1 : tensor<2x3x4xf32> to tensor<?x?x?xf32>

    Only `?` is dynamic, as for FoldCastProducers: a negative static size (IR that does not verify, such as
    an extract_slice of size -1) stays, else the two patterns would undo each other's rewrite for ever.
    """

    op_types = (LinalgStructuredOperation,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, LinalgStructuredOperation) or not _pure_tensor_semantics(op):
            return
        operands = [*op.inputs, *op.outputs]
        if not any(isinstance(v.type, TensorType) and DYNAMIC_INDEX in v.type.get_shape() for v in operands):
            return  # no dynamic size to make static (most ops: reading the maps was most of the pattern's time)
        maps = [attr.data for attr in op.get_indexing_maps()]
        if len(maps) != len(operands) or not all(_is_projected_permutation(m) for m in maps):
            return
        sizes: dict[int, int] = {}
        for value, map_ in zip(operands, maps):
            if isinstance(value.type, TensorType):
                for size, expr in zip(value.type.get_shape(), map_.results):
                    if size != DYNAMIC_INDEX:
                        sizes.setdefault(expr.position, size)
        new_ops: list[Operation] = []
        new_operands: list[SSAValue] = []
        result_types = []
        for index, (value, map_) in enumerate(zip(operands, maps)):
            is_init = index >= len(op.inputs)
            type_ = value.type
            if not isinstance(type_, TensorType):
                new_operands.append(value)
                continue
            shape = list(type_.get_shape())
            new_shape = [
                sizes.get(expr.position, size) if size == DYNAMIC_INDEX else size
                for size, expr in zip(shape, map_.results)
            ]
            if new_shape != shape:
                new_ops.append(xdsl_tensor.CastOp(value, TensorType(type_.element_type, new_shape)))
                value = new_ops[-1].results[0]
            new_operands.append(value)
            if is_init:
                result_types.append(value.type)
        if not new_ops:
            return
        new_op = _clone_with(op, new_operands, result_types)
        new_ops.append(new_op)
        values = []
        for old, new in zip(op.results, new_op.results, strict=True):
            if old.type == new.type:
                values.append(new)
            else:
                new_ops.append(xdsl_tensor.CastOp(new, old.type))
                values.append(new_ops[-1].results[0])
        rewriter.replace(op, new_ops, values)


class FillIntoReshape(RewritePattern):
    """A collapse_shape or expand_shape of a linalg.fill on tensors fills the reshaped init (upstream's
    `FoldFillWithTensorReshape`):

        %f = linalg.fill ins(%v : f32) outs(%e : tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32>
        %r = tensor.collapse_shape %f [[0, 1, 2], [3]] : tensor<1x2x3x4xf32> into tensor<6x4xf32>
        ->
        %c = tensor.collapse_shape %e [[0, 1, 2], [3]] : tensor<1x2x3x4xf32> into tensor<6x4xf32>
        %r = linalg.fill ins(%v : f32) outs(%c : tensor<6x4xf32>) -> tensor<6x4xf32>
    """

    op_types = (xdsl_tensor.CollapseShapeOp, xdsl_tensor.ExpandShapeOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or (fill := _tensor_fill(op.src)) is None:
            return
        init = _clone_with(op, [fill.outputs[0], *op.operands[1:]], [op.result.type])
        rewriter.replace(op, [init, linalg.FillOp((fill.inputs[0],), (init.results[0],), (op.result.type,))])


class FillIntoPad(RewritePattern):
    """A tensor.pad of a linalg.fill with the fill's value is a fill of a tensor.empty of the padded size
    (upstream's `FoldFillWithPad`; dynamic sizes are the source's plus its pads, by affine.apply):

        %f = linalg.fill ins(%v : f32) outs(%e : tensor<400x273xf32>) -> tensor<400x273xf32>
        %p = tensor.pad %f low[4, 1] high[8, 2] { tensor.yield %v : f32 } : tensor<400x273xf32> to tensor<412x276xf32>
        ->
        %n = tensor.empty() : tensor<412x276xf32>
        %p = linalg.fill ins(%v : f32) outs(%n : tensor<412x276xf32>) -> tensor<412x276xf32>
    """

    op_types = (xdsl_tensor.PadOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.PadOp) or (fill := _tensor_fill(op.source)) is None:
            return
        block = op.region.blocks[0] if op.region.blocks else None
        yielded = block.last_op.operands[0] if block is not None and block.last_op.operands else None
        if yielded is None or yielded is not fill.inputs[0] or op.region.is_ancestor(fill):
            return
        result_type = op.result.type
        new_ops: list[Operation] = []
        sizes = []
        low, high = _mixed(op, "static_low", op.low), _mixed(op, "static_high", op.high)
        for dim, size in enumerate(result_type.get_shape()):
            if size >= 0:
                continue
            index = make_constant(IndexType(), [dim])
            source_dim = xdsl_tensor.DimOp(op.source, index.results[0])
            new_ops += [index, source_dim]
            operands = [source_dim.results[0]]
            for pad in (low[dim], high[dim]):
                if isinstance(pad, int):
                    new_ops.append(make_constant(IndexType(), [pad]))
                    pad = new_ops[-1].results[0]
                operands.append(pad)
            sum_map = AffineMap(3, 0, (AffineExpr.dimension(0) + AffineExpr.dimension(1) + AffineExpr.dimension(2),))
            new_ops.append(affine.ApplyOp(operands, AffineMapAttr(sum_map)))
            sizes.append(new_ops[-1].results[0])
        element_type = result_type.element_type
        empty = xdsl_tensor.EmptyOp(sizes, TensorType(element_type, result_type.get_shape()))
        new_fill = linalg.FillOp((fill.inputs[0],), (empty.tensor,), (empty.tensor.type,))
        new_ops += [empty, new_fill]
        if new_fill.results[0].type == result_type:
            rewriter.replace(op, new_ops)
        else:
            new_ops.append(xdsl_tensor.CastOp(new_fill.results[0], result_type))
            rewriter.replace(op, new_ops)


def _mixed(op: Operation, static_name: str, dynamic) -> list:
    """A static list property with its dynamic entries taken from `dynamic` (upstream's mixed values)."""
    values = iter(dynamic)
    return [next(values) if value == DYNAMIC_INDEX else value for value in op.properties[static_name].get_values()]


def _disjoint(a: Operation, b: Operation) -> bool:
    """Whether two insert_slices write disjoint ranges in some dimension where both are static."""
    names = ("static_offsets", "static_sizes", "static_strides")
    lists = [[list(op.properties[name].get_values()) for name in names] for op in (a, b)]
    for (a_off, a_size, a_stride), (b_off, b_size, b_stride) in zip(zip(*lists[0]), zip(*lists[1])):
        if DYNAMIC_INDEX in (a_off, a_size, a_stride, b_off, b_size, b_stride):
            continue
        a_end, b_end = a_off + (a_size - 1) * a_stride, b_off + (b_size - 1) * b_stride
        if a_end < b_off or b_end < a_off:
            return True
    return False


class InsertPadIntoFill(RewritePattern):
    """A tensor.insert_slice of a tensor.pad into a linalg.fill (through earlier insert_slices into it
    that write elsewhere) with the pad's value inserts the pad's source, at offsets moved by the low
    pads (upstream's `FoldInsertPadIntoFill`):

        %p = tensor.pad %x low[1, 2] high[0, 3] { tensor.yield %v : f32 } : tensor<7x123xf32> to tensor<8x128xf32>
        %f = linalg.fill ins(%v : f32) outs(%e : tensor<8x384xf32>) -> tensor<8x384xf32>
        %r = tensor.insert_slice %p into %f[0, 256] [8, 128] [1, 1] : tensor<8x128xf32> into tensor<8x384xf32>
        ->
        %r = tensor.insert_slice %x into %f[1, 258] [7, 123] [1, 1] : tensor<7x123xf32> into tensor<8x384xf32>
    """

    op_types = (xdsl_tensor.InsertSliceOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.InsertSliceOp) or not isinstance(op.source, OpResult):
            return
        pad = op.source.op
        rank = len(op.result.type.get_shape())
        if not isinstance(pad, xdsl_tensor.PadOp) or len(op.source.type.get_shape()) != rank:
            return
        first_dest = op.dest
        while isinstance(first_dest, OpResult) and isinstance(previous := first_dest.op, xdsl_tensor.InsertSliceOp):
            if len(previous.source.type.get_shape()) != len(previous.result.type.get_shape()):
                return
            if not _disjoint(previous, op):
                break
            first_dest = previous.dest
        fill = _tensor_fill(first_dest)
        block = pad.region.blocks[0] if pad.region.blocks else None
        yielded = block.last_op.operands[0] if block is not None and block.last_op.operands else None
        if fill is None or yielded is None or yielded is not fill.inputs[0] or pad.region.is_ancestor(fill):
            return
        new_ops: list[Operation] = []
        offsets = []
        for low, offset in zip(_mixed(pad, "static_low", pad.low), _mixed(op, "static_offsets", op.offsets)):
            if isinstance(low, int) and isinstance(offset, int):
                offsets.append(low + offset)
                continue
            operands = []
            for value in (low, offset):
                if isinstance(value, int):
                    new_ops.append(make_constant(IndexType(), [value]))
                    value = new_ops[-1].results[0]
                operands.append(value)
            add = AffineMap(0, 2, (AffineExpr.symbol(0) + AffineExpr.symbol(1),))
            new_ops.append(affine.ApplyOp(operands, AffineMapAttr(add)))
            offsets.append(new_ops[-1].results[0])
        sizes = []
        for dim, size in enumerate(pad.source.type.get_shape()):
            if size >= 0:
                sizes.append(size)
                continue
            new_ops.append(make_constant(IndexType(), [dim]))
            new_ops.append(xdsl_tensor.DimOp(pad.source, new_ops[-1].results[0]))
            sizes.append(new_ops[-1].results[0])
        strides = _mixed(op, "static_strides", op.strides)
        properties = {
            name: DenseArrayBase.from_list(i64, [DYNAMIC_INDEX if isinstance(v, SSAValue) else v for v in values])
            for name, values in (("static_offsets", offsets), ("static_sizes", sizes), ("static_strides", strides))
        }
        dynamic = [[v for v in values if isinstance(v, SSAValue)] for values in (offsets, sizes, strides)]
        new_ops.append(
            type(op).build(
                operands=[pad.source, op.dest, *dynamic],
                result_types=[op.result.type],
                properties=properties,
                attributes=dict(op.attributes),
            )
        )
        rewriter.replace(op, new_ops)


class FoldMemrefCastOperands(RewritePattern):
    """A linalg op reads and writes the source of a memref.cast operand that may fold into it (upstream's
    `foldMemRefCast` folder of linalg ops):

        %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
        linalg.matmul ins(%c, %c : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
        ->
        linalg.matmul ins(%m, %m : memref<16x16xf32>, memref<16x16xf32>) outs(%m : memref<16x16xf32>)
    """

    op_types = (LinalgStructuredOperation,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, LinalgStructuredOperation):
            return
        operands = list(op.operands)
        for index, value in enumerate(operands):
            cast = value.op if isinstance(value, OpResult) else None
            if isinstance(cast, xdsl_memref.CastOp) and cast_folds_into_consumer(cast):
                operands[index] = cast.source
        if operands != list(op.operands):
            op.operands = operands
            rewriter.notify_op_modified(op)


def _drop_dims(permutation: list[int], dropped: list[int]) -> list[int]:
    """Upstream's `dropDims`: the permutation without the entries in `dropped`, renumbered."""
    return [p - sum(d < p for d in dropped) for p in permutation if p not in dropped]


class SwapTransposeWithBroadcast(RewritePattern):
    """A linalg.transpose of a linalg.broadcast (its one use) is a broadcast of the transposed input, into
    a tensor.empty of the input's transposed shape (upstream's pattern of this name):

        %b = linalg.broadcast ins(%x : tensor<2x4x5xf32>) outs(%i1 : tensor<1x2x3x4x5x6xf32>) dimensions = [0, 2, 5]
        %t = linalg.transpose ins(%b : ...) outs(%i2 : tensor<1x6x2x3x5x4xf32>) permutation = [0, 5, 1, 2, 4, 3]
        ->
        %e = tensor.empty() : tensor<2x5x4xf32>
        %u = linalg.transpose ins(%x : tensor<2x4x5xf32>) outs(%e : tensor<2x5x4xf32>) permutation = [0, 2, 1]
        %t = linalg.broadcast ins(%u : tensor<2x5x4xf32>) outs(%i2 : tensor<1x6x2x3x5x4xf32>) dimensions = [0, 3, 1]
    """

    op_types = (xdsl_linalg.TransposeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_linalg.TransposeOp) or len(op.inputs) != 1 or len(op.results) != 1:
            return
        source = op.inputs[0]
        broadcast = source.op if isinstance(source, OpResult) else None
        if not isinstance(broadcast, xdsl_linalg.BroadcastOp) or not source.has_one_use():
            return
        input_type = broadcast.input.type
        if not isinstance(input_type, TensorType):
            return
        dimensions = list(broadcast.dimensions.get_values())
        permutation = list(op.permutation.get_values())
        inverse = [permutation.index(i) for i in range(len(permutation))]
        inner_permutation = _drop_dims(permutation, dimensions)
        new_ops: list[Operation] = []
        sizes = []
        for dim, size in enumerate(input_type.get_shape()):
            if size >= 0:
                sizes.append(size)
                continue
            new_ops.append(make_constant(IndexType(), [dim]))
            new_ops.append(xdsl_tensor.DimOp(broadcast.input, new_ops[-1].results[0]))
            sizes.append(new_ops[-1].results[0])
        shape = [sizes[p] for p in inner_permutation]
        empty_type = TensorType(input_type.element_type, [s if isinstance(s, int) else DYNAMIC_INDEX for s in shape])
        empty = xdsl_tensor.EmptyOp([s for s in shape if not isinstance(s, int)], empty_type)
        transpose = linalg.TransposeOp(
            broadcast.input, empty.tensor, DenseArrayBase.from_list(i64, inner_permutation), empty_type
        )
        new_broadcast = linalg.BroadcastOp(
            transpose.results[0],
            op.outputs[0],
            DenseArrayBase.from_list(i64, [inverse[d] for d in dimensions]),
            op.results[0].type,
        )
        rewriter.replace(op, [*new_ops, empty, transpose, new_broadcast])


def static_loop_ranges(op: Operation) -> list[int | None]:
    """The static size of each loop of a structured op, None where unknown (upstream's `getStaticLoopRanges`).

    A loop's size is that of the first operand dimension (inputs, then inits)
    that its indexing map reads by the loop's index alone, as upstream's
    shapes-to-loops map picks it: dynamic there is unknown, even where a later
    operand has the size.
    """
    maps, iterators, _ = linalg.structured_parts(op)
    inputs, inits = linalg.structured_operands(op)
    ranges: list[int | None] = [None] * len(iterators)
    seen: set[int] = set()
    for value, map_attr in zip([*inputs, *inits], maps):
        shape = value.type.get_shape() if isinstance(value.type, ShapedType) else ()
        for size, expr in zip(shape, map_attr.data.results):
            if isinstance(expr, AffineDimExpr) and expr.position not in seen:
                seen.add(expr.position)
                ranges[expr.position] = None if size == DYNAMIC_INDEX else size
    return ranges


class FoldIndexOfUnitLoop(RewritePattern):
    """The index of a loop of static size 1 is 0 (upstream's `linalg.index` folder):

        %r = linalg.generic {...} ins(%a : tensor<2x1xf32>) ... {
          %i = linalg.index 1 : index
        ->
        %c0 = arith.constant 0 : index     (hoisted out of the body with the other constants)
    """

    op_types = (xdsl_linalg.IndexOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        parent = op.parent_op()
        if not isinstance(op, xdsl_linalg.IndexOp) or parent is None or not linalg.is_structured(parent):
            return
        ranges = static_loop_ranges(parent)
        dim = op.dim.value.data
        if dim < len(ranges) and ranges[dim] == 1:
            rewriter.replace(op, make_constant(IndexType(), [0]))


def populate_linalg_canonicalization_patterns() -> list[RewritePattern]:
    """The `linalg` patterns `canonicalize` adds to xDSL's."""
    return [
        *populate_relayout_canonicalization_patterns(),
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
        FoldCastProducers(),
        FoldCastConsumer(),
        InferStaticShapeOfOperands(),
        FillIntoReshape(),
        FillIntoPad(),
        InsertPadIntoFill(),
        FoldMemrefCastOperands(),
        SwapTransposeWithBroadcast(),
        FoldIndexOfUnitLoop(),
    ]
