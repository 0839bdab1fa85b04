"""`--convert-shape-to-std`: the `shape` ops on extent tensors and indices as tensor and arith ops.

As upstream's pass of that name (`ShapeToStandard.cpp`), for the error-free
types only (extent tensors and `index`; an op on `!shape.shape` or
`!shape.size` is left, and fails the conversion):

    %s = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>

becomes the extents, `tensor.dim` for each dynamic one, in a tensor:

    %c0 = arith.constant 0 : index
    %d0 = tensor.dim %x, %c0 : tensor<?x4xf32>
    %c4 = arith.constant 4 : index
    %e = tensor.from_elements %d0, %c4 : tensor<2xindex>
    %s = tensor.cast %e : tensor<2xindex> to tensor<2xindex>

`shape.const_shape` is a `tensor.from_elements` of constants (then a cast),
`shape.const_size` an `arith.constant`, `shape.get_extent` a `tensor.dim` of
the value whose `shape.shape_of` it reads (else a `tensor.extract`),
`shape.dim` the same through `shape.get_extent` of a `shape.shape_of`,
`shape.shape_of` of an unranked tensor a `tensor.generate` of its
`tensor.rank`, `shape.rank` the size of the extent tensor,
`shape.to_extent_tensor` a `tensor.cast`, `shape.add`/`shape.mul`
`arith.addi`/`arith.muli`, `shape.any` its first operand, `shape.split_at`
two `tensor.extract_slice`s, `shape.broadcast` a `tensor.generate` of the
broadcast's extents, `shape.is_broadcastable` and `shape.shape_eq` `scf.for`
loops over the extents, `shape.reduce` an `scf.for` with the body inlined,
and `shape.cstr_broadcastable`/`shape.cstr_eq` a `shape.cstr_require` of
`shape.is_broadcastable`/`shape.shape_eq` (upstream's DRR patterns;
`convert-shape-constraints` lowers `shape.cstr_require`). Ops are converted
users first, so that a `shape.get_extent` still sees the `shape.shape_of` it
reads (upstream's conversion replaces ops only at its end). As upstream's
partial conversion, which marks no shape op illegal, the others stay
(`shape.num_elements`, which `shape-to-shape-lowering` makes a
`shape.reduce`, and ops on `!shape.shape` and `!shape.size`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    BoolAttr,
    IndexType,
    ModuleOp,
    StringAttr,
    TensorType,
    UnrankedTensorType,
    i1,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith, scf, shape, tensor
from aiopt.support.passes import DiagnosticPass
from aiopt.support.rewriting import InheritLocation, append, insert


def _index_constant(rewriter: PatternRewriter, value: int) -> SSAValue:
    return rewriter.insert(arith.ConstantOp.from_int_and_width(value, IndexType())).results[0]


def _bool_constant(value: bool) -> arith.ConstantOp:
    return arith.ConstantOp(BoolAttr(value, i1), i1)


def _is_extent_tensor(value: SSAValue) -> bool:
    return not isinstance(value.type, shape.ShapeType)


def _cast_to(rewriter: PatternRewriter, value: SSAValue, type_) -> SSAValue:
    """`value`, or a `tensor.cast` of it where its type is not `type_`."""
    return value if value.type == type_ else insert(rewriter, tensor.CastOp(value, type_))


def _ranks_and_differences(
    rewriter: PatternRewriter, shapes: Sequence[SSAValue]
) -> tuple[SSAValue, SSAValue, list[SSAValue]]:
    """Upstream's preamble of the broadcast lowerings: `%c0`, the maximum rank (`arith.maxui` of the `tensor.dim`
    of each extent tensor) and each shape's rank difference to it (`arith.subi`)."""
    zero = _index_constant(rewriter, 0)
    ranks = [insert(rewriter, tensor.DimOp(value, zero)) for value in shapes]
    max_rank = ranks[0]
    for rank in ranks[1:]:
        max_rank = insert(rewriter, arith.MaxUIOp(rank, max_rank))
    return zero, max_rank, [insert(rewriter, arith.SubiOp(max_rank, rank)) for rank in ranks]


def _broadcasted_extent(
    block: Block, shapes: Sequence[SSAValue], differences: Sequence[SSAValue], dimension: SSAValue
) -> tuple[SSAValue, SSAValue]:
    """Append to `block` the extent of the broadcast at `dimension` (upstream's `getBroadcastedDim`): from 1, for
    each shape whose rank reaches `dimension`, its extent unless that is 1 (an `scf.if` per shape). Returns the
    extent and the `%c1` made first."""
    one = append(block, arith.ConstantOp.from_int_and_width(1, IndexType()))
    extent = one
    for value, difference in zip(shapes, differences):
        out_of_bounds = append(block, arith.CmpiOp(dimension, difference, "ult"))
        inside = Block()
        position = append(inside, arith.SubiOp(dimension, difference))
        own = append(inside, tensor.ExtractOp(value, [position], IndexType()))
        is_one = append(inside, arith.CmpiOp(own, one, "eq"))
        inside.add_op(scf.YieldOp(append(inside, arith.SelectOp(is_one, extent, own))))
        extent = append(block, scf.IfOp(out_of_bounds, [IndexType()], [Block([scf.YieldOp(extent)])], Region(inside)))
    return extent, one


def _extent_tensor(rewriter: PatternRewriter, extents: list[SSAValue]) -> SSAValue:
    """`tensor.from_elements` of `extents`, as a `tensor<N x index>`."""
    result_type = shape.extent_tensor_type(len(extents))
    return rewriter.insert(tensor.FromElementsOp.create(operands=extents, result_types=[result_type])).results[0]


class ShapeOfOpConversion(RewritePattern):
    """`shape.shape_of` of a ranked tensor: its extents (`tensor.dim` where dynamic) in a `tensor.from_elements`,
    cast to the result type."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.ShapeOfOp, rewriter: PatternRewriter) -> None:
        arg_type = op.arg.type
        if isinstance(op.result.type, shape.ShapeType):
            return
        if isinstance(arg_type, UnrankedTensorType):
            # The rank at run time, each extent a `tensor.dim` in a `tensor.generate`.
            rank = insert(rewriter, tensor.RankOp.create(operands=[op.arg], result_types=[IndexType()]))
            body = Block(arg_types=[IndexType()])
            body.add_op(tensor.YieldOp(append(body, tensor.DimOp(op.arg, body.args[0]))))
            rewriter.replace(
                op, tensor.GenerateOp.create(operands=[rank], result_types=[op.result.type], regions=[Region(body)])
            )
            return
        if not isinstance(arg_type, TensorType):
            return
        extents = []
        for position, size in enumerate(arg_type.get_shape()):
            if size == DYNAMIC_INDEX:
                extents.append(rewriter.insert(tensor.DimOp(op.arg, _index_constant(rewriter, position))).results[0])
            else:
                extents.append(_index_constant(rewriter, size))
        rewriter.replace(op, tensor.CastOp(_extent_tensor(rewriter, extents), op.result.type))


class ConstShapeOpConverter(RewritePattern):
    """`shape.const_shape` of an extent tensor type: a `tensor.from_elements` of index constants, then a cast."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.ConstShapeOp, rewriter: PatternRewriter) -> None:
        if isinstance(op.result.type, shape.ShapeType):
            return
        extents = [_index_constant(rewriter, extent) for extent in op.shape.get_values()]
        static = _extent_tensor(rewriter, extents)
        rewriter.replace(op, tensor.CastOp(static, static.type))


class ConstSizeOpConversion(RewritePattern):
    """`shape.const_size N` is `arith.constant N : index`, where its users take an index: `shape.size_to_index`
    ops, which it replaces too (upstream's conversion folds them away). A `!shape.size` operand of an op that
    stays (a `shape.reduce` on a `!shape.shape`) keeps it."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.ConstSizeOp, rewriter: PatternRewriter) -> None:
        users = [use.operation for use in op.result.uses]
        if not all(isinstance(user, shape.SizeToIndexOp) for user in users):
            return
        constant = insert(rewriter, arith.ConstantOp.from_int_and_width(op.value.value.data, IndexType()))
        for user in users:
            rewriter.replace(user, [], [constant])
        rewriter.erase(op)


class GetExtentOpConverter(RewritePattern):
    """`shape.get_extent` as an index: the `tensor.dim` of the value a `shape.shape_of` reads (the shape need not
    be built), else a `tensor.extract` of the extent tensor."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.GetExtentOp, rewriter: PatternRewriter) -> None:
        if isinstance(op.extent.type, shape.SizeType):
            return
        source = op.shape.owner
        if isinstance(source, shape.ShapeOfOp) and isinstance(source.arg.type, TensorType):
            rewriter.replace(op, tensor.DimOp(source.arg, op.dim))
            if not source.result.uses:
                rewriter.erase(source)  # what DimOpConverter made, or a shape only read here
            return
        rewriter.replace(op, tensor.ExtractOp(op.shape, [op.dim], IndexType()))


class RankOpConverter(RewritePattern):
    """`shape.rank` of an extent tensor: its size, `tensor.dim %shape, 0`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.RankOp, rewriter: PatternRewriter) -> None:
        if isinstance(op.rank.type, shape.SizeType):
            return
        rewriter.replace(op, tensor.DimOp(op.shape, _index_constant(rewriter, 0)))


class ToExtentTensorOpConversion(RewritePattern):
    """`shape.to_extent_tensor` of an extent tensor: a `tensor.cast`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.ToExtentTensorOp, rewriter: PatternRewriter) -> None:
        if not isinstance(op.input.type, TensorType):
            return
        rewriter.replace(op, tensor.CastOp(op.input, op.result.type))


class AnyOpConversion(RewritePattern):
    """`shape.any` of extent tensors is its first operand (any would do)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.AnyOp, rewriter: PatternRewriter) -> None:
        first = op.inputs[0]
        if isinstance(op.result.type, shape.ShapeType) or not _is_extent_tensor(first):
            return
        rewriter.replace(op, [], [_cast_to(rewriter, first, op.result.type)])


class DimOpConverter(RewritePattern):
    """`shape.dim %x, %i` to `shape.get_extent` of `shape.shape_of %x`, which lower on (to `tensor.dim`)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.DimOp, rewriter: PatternRewriter) -> None:
        if isinstance(op.extent.type, shape.SizeType) or not isinstance(op.value.type, TensorType):
            return
        shape_of = insert(rewriter, shape.ShapeOfOp(op.value))
        rewriter.replace(op, shape.GetExtentOp.create(operands=[shape_of, op.index], result_types=[op.extent.type]))


class BroadcastOpConverter(RewritePattern):
    """`shape.broadcast` of extent tensors: a `tensor.generate` of the maximum rank whose body computes each
    extent of the broadcast (upstream's lowering; it assumes that the shapes broadcast), cast to the result
    type."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.BroadcastOp, rewriter: PatternRewriter) -> None:
        if isinstance(op.result.type, shape.ShapeType):
            return
        _, max_rank, differences = _ranks_and_differences(rewriter, op.shapes)
        body = Block(arg_types=[IndexType()])
        extent, _ = _broadcasted_extent(body, op.shapes, differences, body.args[0])
        body.add_op(tensor.YieldOp(extent))
        generated = tensor.GenerateOp.create(
            operands=[max_rank], result_types=[shape.extent_tensor_type(DYNAMIC_INDEX)], regions=[Region(body)]
        )
        rewriter.replace(op, [], [_cast_to(rewriter, insert(rewriter, generated), op.result.type)])


class IsBroadcastableOpConverter(RewritePattern):
    """`shape.is_broadcastable` of extent tensors: an `scf.for` over the maximum rank that computes the extent of
    the broadcast at each position, then ands, for each shape that reaches it, whether its extent is 1 or that
    one (upstream's lowering)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.IsBroadcastableOp, rewriter: PatternRewriter) -> None:
        if not all(_is_extent_tensor(value) for value in op.shapes):
            return
        zero, max_rank, differences = _ranks_and_differences(rewriter, op.shapes)
        # Upstream makes its `%c1` after the ranks (the constant sorts first in its output: it is hoisted).
        one = _index_constant(rewriter, 1)
        true = insert(rewriter, _bool_constant(True))
        body = Block(arg_types=[IndexType(), i1])
        position, broadcastable = body.args
        extent, inner_one = _broadcasted_extent(body, op.shapes, differences, position)
        for value, difference in zip(op.shapes, differences):
            out_of_bounds = append(body, arith.CmpiOp(position, difference, "ult"))
            inside = Block()
            own = append(
                inside, tensor.ExtractOp(value, [append(inside, arith.SubiOp(position, difference))], IndexType())
            )
            is_one = append(inside, arith.CmpiOp(own, inner_one, "eq"))
            is_extent = append(inside, arith.CmpiOp(own, extent, "eq"))
            good = append(inside, arith.OrIOp(is_one, is_extent))
            inside.add_op(scf.YieldOp(append(inside, arith.AndIOp(broadcastable, good))))
            broadcastable = append(
                body, scf.IfOp(out_of_bounds, [i1], [Block([scf.YieldOp(broadcastable)])], Region(inside))
            )
        body.add_op(scf.YieldOp(broadcastable))
        rewriter.replace(op, scf.ForOp(zero, max_rank, one, [true], Region(body)))


class ShapeEqOpConverter(RewritePattern):
    """`shape.shape_eq` of extent tensors: for each shape after the first, an `scf.if` on equal ranks around an
    `scf.for` that ands the equality of the extents (false otherwise), the results anded (upstream's lowering);
    true for one shape."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.ShapeEqOp, rewriter: PatternRewriter) -> None:
        if not all(_is_extent_tensor(value) for value in op.shapes):
            return
        if len(op.shapes) <= 1:
            rewriter.replace(op, _bool_constant(True))
            return
        zero = _index_constant(rewriter, 0)
        first = op.shapes[0]
        first_rank = insert(rewriter, tensor.DimOp(first, zero))
        result: SSAValue | None = None
        for other in op.shapes[1:]:
            rank = insert(rewriter, tensor.DimOp(other, zero))
            equal_ranks = insert(rewriter, arith.CmpiOp(first_rank, rank, "eq"))
            then = Block()
            one = append(then, arith.ConstantOp.from_int_and_width(1, IndexType()))
            init = append(then, _bool_constant(True))
            loop_body = Block(arg_types=[IndexType(), i1])
            index, conjunction = loop_body.args
            lhs = append(loop_body, tensor.ExtractOp(first, [index], IndexType()))
            rhs = append(loop_body, tensor.ExtractOp(other, [index], IndexType()))
            equal = append(loop_body, arith.CmpiOp(lhs, rhs, "eq"))
            loop_body.add_op(scf.YieldOp(append(loop_body, arith.AndIOp(conjunction, equal))))
            then.add_op(scf.YieldOp(append(then, scf.ForOp(zero, first_rank, one, [init], Region(loop_body)))))
            otherwise = Block()
            otherwise.add_op(scf.YieldOp(append(otherwise, _bool_constant(False))))
            same = insert(rewriter, scf.IfOp(equal_ranks, [i1], Region(then), Region(otherwise)))
            result = same if result is None else insert(rewriter, arith.AndIOp(result, same))
        rewriter.replace(op, [], [result])


class ReduceOpConverter(RewritePattern):
    """`shape.reduce` of an extent tensor: an `scf.for` over its rank carrying the values, the body inlined on the
    loop index and the `tensor.extract`ed extent, its `shape.yield` an `scf.yield` (upstream's lowering).

        %n = shape.reduce(%shape, %c1) : tensor<?xindex> -> index { ... }

    becomes `%rank = tensor.dim %shape, %c0` and `scf.for %i = %c0 to %rank step %c1 iter_args(%acc = %c1)`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.ReduceOp, rewriter: PatternRewriter) -> None:
        if not _is_extent_tensor(op.shape):
            return
        zero = _index_constant(rewriter, 0)
        one = _index_constant(rewriter, 1)
        rank = insert(rewriter, tensor.DimOp(op.shape, zero))
        loop_body = Block(arg_types=[IndexType(), *(value.type for value in op.init_vals)])
        index, *carried = loop_body.args
        extent = append(loop_body, tensor.ExtractOp(op.shape, [index], IndexType()))
        terminator = op.region.block.last_op
        assert isinstance(terminator, shape.YieldOp)
        rewriter.inline_block(op.region.block, InsertPoint.at_end(loop_body), [index, extent, *carried])
        rewriter.replace(terminator, scf.YieldOp(*terminator.operands))
        rewriter.replace(op, scf.ForOp(zero, rank, one, list(op.init_vals), Region(loop_body)))


class SplitAtOpConversion(RewritePattern):
    """`shape.split_at` of an extent tensor at an index: two `tensor.extract_slice`s, the index counted from the
    back when negative (upstream's lowering; an index out of range is not checked)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.SplitAtOp, rewriter: PatternRewriter) -> None:
        values = (op.operand, op.head, op.tail)
        if not all(_is_extent_tensor(value) for value in values) or not isinstance(op.index.type, IndexType):
            return
        zero = _index_constant(rewriter, 0)
        rank = insert(rewriter, tensor.DimOp(op.operand, zero))
        added = insert(rewriter, arith.AddiOp(op.index, rank))
        negative = insert(rewriter, arith.CmpiOp(op.index, zero, "slt"))
        index = insert(rewriter, arith.SelectOp(negative, added, op.index))
        one = _index_constant(rewriter, 1)
        dynamic = shape.extent_tensor_type(DYNAMIC_INDEX)
        head = insert(rewriter, tensor.ExtractSliceOp(op.operand, [zero], [index], [one], dynamic))
        tail_size = insert(rewriter, arith.SubiOp(rank, index))
        tail = insert(rewriter, tensor.ExtractSliceOp(op.operand, [index], [tail_size], [one], dynamic))
        rewriter.replace(op, [], [_cast_to(rewriter, head, op.head.type), _cast_to(rewriter, tail, op.tail.type)])


class CstrBroadcastableToRequire(RewritePattern):
    """`shape.cstr_broadcastable` to `shape.cstr_require` of `shape.is_broadcastable` (upstream's DRR pattern)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.CstrBroadcastableOp, rewriter: PatternRewriter) -> None:
        holds = insert(rewriter, shape.IsBroadcastableOp.create(operands=list(op.shapes), result_types=[i1]))
        rewriter.replace(op, _require(holds, "required broadcastable shapes"))


class CstrEqToRequire(RewritePattern):
    """`shape.cstr_eq` to `shape.cstr_require` of `shape.shape_eq` (upstream's DRR pattern)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: shape.CstrEqOp, rewriter: PatternRewriter) -> None:
        holds = insert(rewriter, shape.ShapeEqOp.create(operands=list(op.shapes), result_types=[i1]))
        rewriter.replace(op, _require(holds, "required equal shapes"))


def _require(holds: SSAValue, message: str) -> shape.CstrRequireOp:
    return shape.CstrRequireOp.create(
        operands=[holds], result_types=[shape.WitnessType()], properties={"msg": StringAttr(message)}
    )


_ARITH_OF = {shape.AddOp: arith.AddiOp, shape.MulOp: arith.MuliOp}


class BinaryOpConversion(RewritePattern):
    """`shape.add`/`shape.mul` of indices: `arith.addi`/`arith.muli`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        arith_op = _ARITH_OF.get(type(op))
        if arith_op is None or isinstance(op.results[0].type, shape.SizeType):
            return
        rewriter.replace(op, arith_op(op.operands[0], op.operands[1]))


def populate_shape_to_standard_patterns() -> list[RewritePattern]:
    """The conversions of `convert-shape-to-std`."""
    return [
        CstrBroadcastableToRequire(),
        CstrEqToRequire(),
        AnyOpConversion(),
        BinaryOpConversion(),
        BroadcastOpConverter(),
        ConstShapeOpConverter(),
        ConstSizeOpConversion(),
        DimOpConverter(),
        IsBroadcastableOpConverter(),
        GetExtentOpConverter(),
        RankOpConverter(),
        ReduceOpConverter(),
        ShapeEqOpConverter(),
        ShapeOfOpConversion(),
        SplitAtOpConversion(),
        ToExtentTensorOpConversion(),
    ]


@dataclass(frozen=True)
class ConvertShapeToStandardPass(DiagnosticPass):
    """Convert operations from the shape dialect into the standard dialect (upstream's `convert-shape-to-std`).

    Example, `ai-opt --convert-shape-to-std`:

        func.func @f(%t: tensor<?x4xf32>) -> index {
          %s = shape.shape_of %t : tensor<?x4xf32> -> tensor<2xindex>
          %c0 = arith.constant 0 : index
          %e = shape.get_extent %s, %c0 : tensor<2xindex>, index -> index
          func.return %e : index
        }

    becomes

        %c0 = arith.constant 0 : index
        %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
        return %dim : index
    """

    name = "convert-shape-to-std"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not any(child.name.startswith("shape.") for child in op.walk()):
            return  # The pipelines run it on every program: most have no shape op to walk the patterns over.
        patterns = GreedyRewritePatternApplier(populate_shape_to_standard_patterns(), dce_enabled=False)
        PatternRewriteWalker(InheritLocation(patterns), walk_reverse=True, apply_recursively=True).rewrite_module(op)
