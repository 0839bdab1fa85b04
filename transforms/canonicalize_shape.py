"""The shape dialect's canonicalization patterns (upstream's `Shape.cpp` and `ShapeCanonicalization.td`), keyed by
the op class they rewrite: duplicate and scalar operands dropped, constant operands of a `shape.broadcast`
broadcast into one, trivially holding constraints replaced by `shape.const_witness true`, `shape.assuming_all`s
merged and simplified, a `shape.assuming` on a holding witness inlined, conversions that undo each other removed,
and, on tensor ops (upstream registers these on shape ops too), an extent of a `shape.shape_of` read as
`tensor.dim`:

    %s = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>
    %e = tensor.extract %s[%i] : tensor<2xindex>             ->   %e = tensor.dim %x, %i : tensor<?x4xf32>

The folders are the ops' own (`aiopt.dialects.shape`).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, IntegerAttr, TensorType, UnrankedTensorType
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint
from xdsl.traits import ConstantLike

from aiopt.dialects import arith, shape, tensor
from aiopt.support.broadcasting import broadcasted_shape


def _with_operands(op: Operation, operands: Sequence[SSAValue]) -> Operation:
    """A new `op` of the same class, result types, properties and attributes, on `operands`."""
    return type(op).create(
        operands=operands, result_types=op.result_types, properties=dict(op.properties), attributes=dict(op.attributes)
    )


class RemoveDuplicateOperandsPattern(RewritePattern):
    """An op on a set of values (`shape.broadcast`, `shape.is_broadcastable`, `shape.cstr_broadcastable`,
    `shape.assuming_all`) with each operand once, in first-seen order:

        %w = shape.cstr_broadcastable %a, %b, %a : ...    ->    %w = shape.cstr_broadcastable %a, %b : ...
    """

    op_types = (shape.BroadcastOp, shape.IsBroadcastableOp, shape.CstrBroadcastableOp, shape.AssumingAllOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        unique = list(dict.fromkeys(op.operands))
        if len(unique) < len(op.operands):
            rewriter.replace(op, _with_operands(op, unique))


class BroadcastForwardSingleOperandPattern(RewritePattern):
    """`shape.broadcast` of one shape is that shape, cast to the result type (`tensor.cast` between extent
    tensors, `shape.from_extent_tensor` to a `!shape.shape`)."""

    op_types = (shape.BroadcastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, shape.BroadcastOp) or len(op.shapes) != 1:
            return
        value = op.shapes[0]
        if value.type != op.result.type:
            if isinstance(op.result.type, shape.ShapeType):
                cast: Operation = shape.FromExtentTensorOp.create(operands=[value], result_types=[shape.ShapeType()])
            else:
                cast = tensor.CastOp(value, op.result.type)
            rewriter.insert(cast)
            value = cast.results[0]
        rewriter.replace(op, [], [value])


class CstrBroadcastableEqOps(RewritePattern):
    """`shape.cstr_broadcastable` of one value (every operand the same) holds: `shape.const_witness true`."""

    op_types = (shape.CstrBroadcastableOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, shape.CstrBroadcastableOp) and len(set(op.shapes)) == 1:
            rewriter.replace(op, shape.ConstWitnessOp(True))


class AssumingAllOneOp(RewritePattern):
    """`shape.assuming_all` of one witness is that witness."""

    op_types = (shape.AssumingAllOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, shape.AssumingAllOp) and len(op.inputs) == 1:
            rewriter.replace(op, [], [op.inputs[0]])


class MergeAssumingAllOps(RewritePattern):
    """The witnesses of an `shape.assuming_all` operand taken into this one:
    `assuming_all(%a, assuming_all(%b, %c))` is `assuming_all(%a, %b, %c)`."""

    op_types = (shape.AssumingAllOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, shape.AssumingAllOp):
            return
        inputs: list[SSAValue] = []
        for value in op.inputs:
            owner = value.owner
            inputs += list(owner.inputs) if isinstance(owner, shape.AssumingAllOp) else [value]
        if len(inputs) != len(op.inputs):
            rewriter.replace(op, shape.AssumingAllOp(inputs))


class AssumingWithTrue(RewritePattern):
    """A `shape.assuming` on `shape.const_witness true` is its region, inlined; its results what it yields."""

    op_types = (shape.AssumingOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, shape.AssumingOp) or shape.constant_witness(op.witness) is not True:
            return
        block = op.do_region.block
        terminator = block.last_op
        assert isinstance(terminator, shape.AssumingYieldOp)
        yielded = list(terminator.operands)
        rewriter.erase(terminator)
        rewriter.inline_block(block, InsertPoint.before(op))
        rewriter.replace(op, [], yielded)


class RankShapeOfCanonicalizationPattern(RewritePattern):
    """`shape.rank` of the `shape.shape_of` of a ranked tensor is its rank, a constant (`arith.constant` for an
    index, `shape.const_size` for a size)."""

    op_types = (shape.RankOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, shape.RankOp) or not isinstance(owner := op.shape.owner, shape.ShapeOfOp):
            return
        if not isinstance(owner.arg.type, TensorType):
            return
        rank = owner.arg.type.get_num_dims()
        if isinstance(op.rank.type, IndexType):
            rewriter.replace(op, arith.ConstantOp(IntegerAttr(rank, IndexType()), IndexType()))
        else:
            rewriter.replace(op, shape.ConstSizeOp(rank))


class IndexToSizeToIndexCanonicalization(RewritePattern):
    """`shape.size_to_index` of a `shape.index_to_size` is the index it converted."""

    op_types = (shape.SizeToIndexOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, shape.SizeToIndexOp) and isinstance(owner := op.arg.owner, shape.IndexToSizeOp):
            rewriter.replace(op, [], [owner.arg])


class SizeToIndexToSizeCanonicalization(RewritePattern):
    """`shape.index_to_size` of a `shape.size_to_index` of a `!shape.size` is that size."""

    op_types = (shape.IndexToSizeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, shape.IndexToSizeOp) or not isinstance(owner := op.arg.owner, shape.SizeToIndexOp):
            return
        if isinstance(owner.arg.type, shape.SizeType):
            rewriter.replace(op, [], [owner.arg])


def _is_empty_shape(value: SSAValue) -> bool:
    """Whether `value` is known to be the shape of a scalar: a `tensor<0xindex>` or a `shape.const_shape []`."""
    if isinstance(value.type, TensorType) and value.type.get_shape() == (0,):
        return True
    return isinstance(value.owner, shape.ConstShapeOp) and not value.owner.shape.get_values()


class RemoveEmptyShapeOperandsPattern(RewritePattern):
    """Scalar shapes dropped from a `shape.broadcast` or `shape.cstr_broadcastable` (they broadcast with
    anything); a `shape.const_shape []` when nothing else is left."""

    op_types = (shape.BroadcastOp, shape.CstrBroadcastableOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        operands = [value for value in op.operands if not _is_empty_shape(value)]
        if not operands:
            empty = shape.index_tensor_attr([])
            rewriter.replace(
                op, shape.ConstShapeOp.create(result_types=[op.results[0].type], properties={"shape": empty})
            )
        elif len(operands) < len(op.operands):
            rewriter.replace(op, _with_operands(op, operands))


class CanonicalizeCastExtentTensorOperandsPattern(RewritePattern):
    """An operand that is a `tensor.cast` to `tensor<?xindex>` (it adds no information) is the cast's source."""

    op_types = (shape.BroadcastOp, shape.CstrBroadcastableOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        operands = [
            value.owner.source
            if isinstance(value.owner, tensor.CastOp) and value.type.get_shape()[0] == DYNAMIC_INDEX
            else value
            for value in op.operands
        ]
        if any(new is not old for new, old in zip(operands, op.operands)):
            rewriter.replace(op, _with_operands(op, operands))


class BroadcastFoldConstantOperandsPattern(RewritePattern):
    """The constant shapes of a `shape.broadcast` (two or more) broadcast into one `shape.const_shape` operand,
    placed last: `broadcast(%x, [2, 1], [1, 2, 3])` is `broadcast(%x, [1, 2, 3])`."""

    op_types = (shape.BroadcastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, shape.BroadcastOp):
            return
        folded: list[int] = []
        operands: list[SSAValue] = []
        for value in op.shapes:
            if isinstance(value.owner, shape.ConstShapeOp):
                combined = broadcasted_shape([folded, list(value.owner.shape.get_values())])
                if combined is not None:
                    folded = combined
                    continue
            operands.append(value)
        if len(op.shapes) - len(operands) < 2:
            return
        constant = shape.ConstShapeOp.create(
            result_types=[shape.extent_tensor_type(len(folded))], properties={"shape": shape.index_tensor_attr(folded)}
        )
        rewriter.insert(constant)
        rewriter.replace(op, shape.BroadcastOp([*operands, constant.results[0]], op.result.type))


class BroadcastConcretizeResultTypePattern(RewritePattern):
    """A `shape.broadcast` of extent tensors of static sizes to a `tensor<?xindex>` is one to the largest size,
    then a `tensor.cast`."""

    op_types = (shape.BroadcastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, shape.BroadcastOp) or not isinstance(op.result.type, TensorType):
            return
        if op.result.type.get_shape()[0] != DYNAMIC_INDEX:
            return
        rank = 0
        for value in op.shapes:
            if isinstance(value.type, TensorType):
                if value.type.get_shape()[0] == DYNAMIC_INDEX:
                    return
                rank = max(rank, value.type.get_shape()[0])
        concrete = shape.BroadcastOp(list(op.shapes), shape.extent_tensor_type(rank))
        rewriter.insert(concrete)
        rewriter.replace(op, tensor.CastOp(concrete.result, op.result.type))


class CstrEqEqOps(RewritePattern):
    """`shape.cstr_eq` of one value (every operand the same) holds: `shape.const_witness true`."""

    op_types = (shape.CstrEqOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, shape.CstrEqOp) and len(set(op.shapes)) == 1:
            rewriter.replace(op, shape.ConstWitnessOp(True))


class AssumingAllToCstrEqCanonicalization(RewritePattern):
    """An `shape.assuming_all` of `shape.cstr_eq`s that share shapes is one `shape.cstr_eq` of all their shapes:
    `assuming_all(cstr_eq(%a, %b), cstr_eq(%b, %c))` is `cstr_eq(%a, %b, %b, %c)`."""

    op_types = (shape.AssumingAllOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, shape.AssumingAllOp):
            return
        shapes: list[SSAValue] = []
        for witness in op.inputs:
            cstr = witness.owner
            if not isinstance(cstr, shape.CstrEqOp):
                return
            if shapes and cstr.shapes and not any(value in shapes for value in cstr.shapes):
                return
            shapes += cstr.shapes
        rewriter.replace(op, shape.CstrEqOp.create(operands=shapes, result_types=[shape.WitnessType()]))


class AssumingAllOfCstrBroadcastable(RewritePattern):
    """In an `shape.assuming_all` of `shape.cstr_broadcastable`s, one whose shapes another checks too is
    redundant (if the larger set broadcasts, so does its subset):

        %0 = shape.cstr_broadcastable %a, %b
        %1 = shape.cstr_broadcastable %a, %b, %c
        %2 = shape.assuming_all %0, %1          ->    %2 = shape.assuming_all %1
    """

    op_types = (shape.AssumingAllOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, shape.AssumingAllOp):
            return
        constraints: list[shape.CstrBroadcastableOp] = []
        for witness in op.inputs:
            cstr = witness.owner
            if not isinstance(cstr, shape.CstrBroadcastableOp):
                return
            if cstr not in constraints:
                constraints.append(cstr)
        if len(constraints) <= 1:
            return
        # Larger constraints first; each drops the later ones whose shapes it checks.
        remaining = sorted(((c, set(c.shapes)) for c in constraints), key=lambda pair: -len(pair[0].shapes))
        redundant: list[shape.CstrBroadcastableOp] = []
        index = 0
        while index < len(remaining):
            covering = remaining[index][1]
            kept = remaining[: index + 1]
            for cstr, shapes in remaining[index + 1 :]:
                if shapes <= covering:
                    redundant.append(cstr)
                else:
                    kept.append((cstr, shapes))
            remaining = kept
            index += 1
        if not redundant:
            return
        rewriter.replace(op, shape.AssumingAllOp([c.result for c, _ in remaining]))
        for cstr in redundant:
            if not cstr.result.uses:
                rewriter.erase(cstr)


class AssumingOpRemoveUnusedResults(RewritePattern):
    """The results of a `shape.assuming` that nothing uses are dropped (the region keeps computing them)."""

    op_types = (shape.AssumingOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, shape.AssumingOp):
            return
        terminator = op.do_region.block.last_op
        assert isinstance(terminator, shape.AssumingYieldOp)
        used = [result.uses for result in op.results]
        if all(used):
            return
        kept = [value for value, uses in zip(terminator.operands, used) if uses]
        rewriter.replace(terminator, shape.AssumingYieldOp(kept))
        body = rewriter.move_region_contents_to_new_regions(op.do_region)
        new_op = shape.AssumingOp(op.witness, [value.type for value in kept], body)
        rewriter.insert(new_op)
        new_results = iter(new_op.results)
        rewriter.replace(op, [], [next(new_results) if uses else None for uses in used])


class ShapeOfOpToConstShapeOp(RewritePattern):
    """`shape.shape_of` of a static tensor to a `tensor<?xindex>` is a `shape.const_shape` of its extents, cast
    (the folder makes the constant where the result type is static):

        %0 = shape.shape_of %x : tensor<f32> -> tensor<?xindex>
        ->
        %c = shape.const_shape [] : tensor<0xindex>
        %0 = tensor.cast %c : tensor<0xindex> to tensor<?xindex>
    """

    op_types = (shape.ShapeOfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, shape.ShapeOfOp) or not isinstance(op.result.type, TensorType):
            return
        arg_type = op.arg.type
        if not isinstance(arg_type, TensorType) or not arg_type.has_static_shape():
            return
        extents = list(arg_type.get_shape())
        constant = shape.ConstShapeOp.create(
            result_types=[shape.extent_tensor_type(len(extents))],
            properties={"shape": shape.index_tensor_attr(extents)},
        )
        rewriter.insert(constant)
        value = constant.results[0]
        if value.type != op.result.type:
            value = rewriter.insert(tensor.CastOp(value, op.result.type)).results[0]
        rewriter.replace(op, [], [value])


class ShapeOfFromReshape(RewritePattern):
    """`shape.shape_of` of a `tensor.reshape` is the reshape's shape operand (a `tensor.cast` to the result type
    where only the size differs, an `arith.index_cast` where the element type does)."""

    op_types = (shape.ShapeOfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, shape.ShapeOfOp) or not isinstance(op.arg.owner, tensor.ReshapeOp):
            return
        if not isinstance(op.result.type, TensorType):
            return
        value = op.arg.owner.shape
        if value.type != op.result.type:
            if value.type.element_type == op.result.type.element_type:
                cast: Operation = tensor.CastOp(value, op.result.type)
            else:
                cast = arith.IndexCastOp(value, op.result.type)
            rewriter.insert(cast)
            value = cast.results[0]
        rewriter.replace(op, [], [value])


def _is_constant(value: SSAValue) -> bool:
    return isinstance(value.owner, Operation) and value.owner.has_trait(ConstantLike)


class FoldCommutative(RewritePattern):
    """The constant operands of a commutative shape op move to the end, in order (upstream's `foldCommutative`,
    which its folders rely on: `shape.any` looks only at its last operand)."""

    op_types = (
        shape.AddOp, shape.MulOp, shape.MaxOp, shape.MinOp, shape.MeetOp, shape.BroadcastOp, shape.AnyOp,
        shape.ShapeEqOp, shape.IsBroadcastableOp, shape.CstrBroadcastableOp, shape.CstrEqOp, shape.AssumingAllOp,
    )  # fmt: skip

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        operands = [v for v in op.operands if not _is_constant(v)] + [v for v in op.operands if _is_constant(v)]
        if operands != list(op.operands):
            rewriter.replace(op, _with_operands(op, operands))


class AssumingAllDropHoldingWitnesses(RewritePattern):
    """The `shape.const_witness true` operands of a `shape.assuming_all` that also has others are dropped (what
    upstream's fold erases in place)."""

    op_types = (shape.AssumingAllOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, shape.AssumingAllOp):
            return
        values = [shape.constant_witness(witness) for witness in op.inputs]
        if None not in values or False in values or True not in values:
            return
        rewriter.replace(op, shape.AssumingAllOp([w for w, v in zip(op.inputs, values) if v is None]))


class ExtractFromShapeOfExtentTensor(RewritePattern):
    """`tensor.extract` of the `shape.shape_of` of a tensor is its `tensor.dim` (upstream's DRR pattern)."""

    op_types = (xdsl_tensor.ExtractOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ExtractOp) or not isinstance(op.tensor.owner, shape.ShapeOfOp):
            return
        value = op.tensor.owner.arg
        if isinstance(value.type, TensorType | UnrankedTensorType):
            rewriter.replace(op, tensor.DimOp(value, op.indices[0]))


class TensorCastConstShape(RewritePattern):
    """`tensor.cast` of a `shape.const_shape` to a static extent tensor type is that constant of this type."""

    op_types = (xdsl_tensor.CastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.CastOp) or not isinstance(constant := op.source.owner, shape.ConstShapeOp):
            return
        if isinstance(op.dest.type, TensorType) and op.dest.type.has_static_shape():
            rewriter.replace(
                op, shape.ConstShapeOp.create(result_types=[op.dest.type], properties={"shape": constant.shape})
            )


class ShapeOfCastExtentTensor(RewritePattern):
    """`tensor.cast` of the `shape.shape_of` of a ranked tensor to another extent tensor type is the `shape.shape_of`
    of that type:

        %0 = shape.shape_of %arg : tensor<?x?x?xf32> -> tensor<3xindex>
        %1 = tensor.cast %0 : tensor<3xindex> to tensor<?xindex>    ->   %1 = shape.shape_of %arg : ... -> tensor<?xindex>
    """

    op_types = (xdsl_tensor.CastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.CastOp) or not isinstance(shape_of := op.source.owner, shape.ShapeOfOp):
            return
        result_type, arg_type = op.dest.type, shape_of.arg.type
        if not isinstance(result_type, TensorType) or result_type.get_num_dims() != 1:
            return
        if not isinstance(arg_type, TensorType):
            return
        size = result_type.get_shape()[0]
        if size != DYNAMIC_INDEX and size != arg_type.get_num_dims():
            return
        rewriter.replace(op, shape.ShapeOfOp(shape_of.arg, result_type))


def populate_shape_canonicalization_patterns() -> list[RewritePattern]:
    """The shape patterns `canonicalize` adds when the shape dialect is loaded, in upstream's order for each op."""
    return [
        FoldCommutative(),
        AssumingAllDropHoldingWitnesses(),
        BroadcastConcretizeResultTypePattern(),
        BroadcastFoldConstantOperandsPattern(),
        BroadcastForwardSingleOperandPattern(),
        CanonicalizeCastExtentTensorOperandsPattern(),
        CstrBroadcastableEqOps(),
        AssumingAllOfCstrBroadcastable(),
        AssumingAllToCstrEqCanonicalization(),
        MergeAssumingAllOps(),
        AssumingAllOneOp(),
        RemoveDuplicateOperandsPattern(),
        RemoveEmptyShapeOperandsPattern(),
        AssumingOpRemoveUnusedResults(),
        AssumingWithTrue(),
        CstrEqEqOps(),
        RankShapeOfCanonicalizationPattern(),
        IndexToSizeToIndexCanonicalization(),
        SizeToIndexToSizeCanonicalization(),
        ShapeOfOpToConstShapeOp(),
        ShapeOfFromReshape(),
        ExtractFromShapeOfExtentTensor(),
        TensorCastConstShape(),
        ShapeOfCastExtentTensor(),
    ]
