"""Canonicalization patterns and folders of `tensor` ops that xDSL 0.74 lacks, after upstream's.

Each pattern does one rewrite of upstream's tensor op folders or
canonicalization patterns and matches the xDSL op class (aiopt's `tensor`
classes derive from xDSL's):

    %0 = tensor.expand_shape %x [[0, 1], [2]] output_shape [3, 4, 4] : tensor<12x4xf32> into tensor<3x4x4xf32>
    %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<3x4x4xf32> into tensor<12x4xf32>
    ->
    uses of %1 use %x

A fold only applies when the shapes it relies on are known: a reshape pair
with two dynamic sizes folds only when the sizes provably come back.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    ComplexType,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    TensorType,
    UnrankedTensorType,
    i64,
)
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.transforms.dead_code_elimination import would_be_trivially_dead

from aiopt.dialects import arith
from aiopt.dialects import complex as complex_dialect
from aiopt.dialects.slicing import (
    SliceVerification,
    canonical_rank_reduced_shape,
    is_rank_reduced_type,
    rank_reduction_mask,
)
from aiopt.dialects.tensor import GenerateOp
from aiopt.support.sparse_elements import SparseElementsAttr
from aiopt.transforms.canonicalize_arith import constant_attr, constant_values, make_constant
from aiopt.transforms.canonicalize_reshape import (
    ComposeCollapseOfExpand,
    ComposeExpandOfCollapse,
    FoldCollapseOfCast,
    collapsed_shape,
    reassociation,
    reassociation_attr,
)

DYNAMIC = -9223372036854775808
"""The static size of a dynamic dimension (ShapedType::kDynamic)."""


def _shape(type_: Attribute) -> tuple[int, ...] | None:
    return tuple(type_.get_shape()) if isinstance(type_, TensorType) else None


def _is_static(type_: Attribute) -> bool:
    shape = _shape(type_)
    return shape is not None and all(size != DYNAMIC for size in shape)


def _forward(rewriter: PatternRewriter, op: Operation, value: SSAValue) -> None:
    if value.type == op.results[0].type:
        rewriter.replace(op, [], [value])


def fold_constant_sizes(
    shape: Sequence[int], dynamic_sizes: Sequence[SSAValue]
) -> tuple[list[int], list[SSAValue]] | None:
    """The shape with each dynamic size whose operand is a constant (not negative) made static, and the
    operands left for the sizes still dynamic; None when no size is a constant (tensor.empty, memref.alloc)."""
    sizes, remaining, changed = [], [], False
    dynamic = iter(dynamic_sizes)
    for size in shape:
        if size != DYNAMIC:
            sizes.append(size)
            continue
        operand = next(dynamic)
        value = constant_values(operand)
        if value is not None and len(value[1]) == 1 and value[1][0] >= 0:
            sizes.append(value[1][0])
            changed = True
        else:
            sizes.append(DYNAMIC)
            remaining.append(operand)
    return (sizes, remaining) if changed else None


class FoldIdentityReshape(RewritePattern):
    """A collapse_shape or expand_shape to its own type is its source (tensor's; memref's subclass it):

        %0 = tensor.expand_shape %x [[0]] output_shape [5] : tensor<5xf32> into tensor<5xf32>   ->  %x
    """

    op_types: tuple[type[Operation], ...] = (xdsl_tensor.CollapseShapeOp, xdsl_tensor.ExpandShapeOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, self.op_types) and op.src.type == op.result.type:
            _forward(rewriter, op, op.src)


def _one_size_unknown(sizes: Sequence[int]) -> bool:
    """Whether a product of `sizes` gives the one dynamic size back: at most one dynamic size, no zero."""
    return sizes.count(DYNAMIC) < 2 and 0 not in sizes


class FoldInverseReshapes(RewritePattern):
    """A collapse_shape of an expand_shape (or the reverse) back to the first source's type is that source.

    Both are row-major reshapes, so the pair is the identity when the sizes
    come back (upstream's `foldReshapeOp`): when the type has at most one
    dynamic size (and no zero size, which would hide it), for collapse(expand)
    with the same groups, or for expand(collapse) with the same groups each of
    at most one dynamic size:

        %0 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
        %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%a, 4, %b] : tensor<?x?xf32> into tensor<?x4x?xf32>
        ->
        uses of %1 use %x

    (tensor's; memref's subclass it with their own op classes)
    """

    COLLAPSE: type[Operation] = xdsl_tensor.CollapseShapeOp
    EXPAND: type[Operation] = xdsl_tensor.ExpandShapeOp
    op_types: tuple[type[Operation], ...] = (COLLAPSE, EXPAND)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not isinstance(op.src, OpResult):
            return
        inverse = self.EXPAND if isinstance(op, self.COLLAPSE) else self.COLLAPSE
        producer = op.src.op
        if not isinstance(producer, inverse) or producer.src.type != op.result.type:
            return
        shape = tuple(op.result.type.get_shape())
        sizes_known = _one_size_unknown(shape)
        groups = reassociation(op)
        same_groups = groups == reassociation(producer) and (
            isinstance(op, self.COLLAPSE) or all(_one_size_unknown([shape[d] for d in group]) for group in groups)
        )
        if sizes_known or same_groups:
            _forward(rewriter, op, producer.src)


def _shape_operand_matches(op: xdsl_tensor.ReshapeOp) -> bool:
    """Whether each element of a reshape's shape operand is the source's size of that dimension."""
    shape = op.shape
    source_shape = _shape(op.source.type)
    if source_shape is None:
        return False
    if (values := constant_values(shape)) is not None:
        return list(values[1]) == list(source_shape)
    if not isinstance(shape, OpResult) or not isinstance(shape.op, xdsl_tensor.FromElementsOp):
        return False
    elements = shape.op.operands
    if len(elements) != len(source_shape):
        return False
    for index, (element, size) in enumerate(zip(elements, source_shape)):
        value = constant_values(element)
        if value is not None:
            if size == DYNAMIC or value[1] != (size,):
                return False
            continue
        if not (isinstance(element, OpResult) and isinstance(element.op, xdsl_tensor.DimOp)):
            return False
        dim = element.op
        position = constant_values(dim.index)
        if dim.source is not op.source or position is None or position[1] != (index,):
            return False
    return True


def _composed_groups(selecting: list[list[int]], selected: list[list[int]]) -> list[list[int]] | None:
    """Each group of `selecting` (indices into `selected`) as the dimensions of the groups it joins, or None
    where that does not cover `selected`'s dimensions in order (no groups at all: a rank-0 side)."""
    groups = [[d for j in group for d in selected[j]] for group in selecting]
    if groups and [d for group in groups for d in group] != [d for group in selected for d in group]:
        return None
    return groups


class ComposeCollapses(RewritePattern):
    """A collapse_shape of a collapse_shape is one collapse_shape, each outer group the inner groups it joins:

        %0 = tensor.collapse_shape %x [[0, 1], [2], [3, 4]] : tensor<2x3x4x5x6xf32> into tensor<6x4x30xf32>
        %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<6x4x30xf32> into tensor<24x30xf32>
        ->
        %1 = tensor.collapse_shape %x [[0, 1, 2], [3, 4]] : tensor<2x3x4x5x6xf32> into tensor<24x30xf32>
    """

    op_types: tuple[type[Operation], ...] = (xdsl_tensor.CollapseShapeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not isinstance(op.src, OpResult) or type(op.src.op) is not type(op):
            return
        inner = op.src.op
        # A rank-0 result has no groups: every (unit) dimension goes.
        groups = _composed_groups(reassociation(op), reassociation(inner))
        if groups is None:
            return
        rewriter.replace(
            op,
            type(op).build(
                operands=[inner.src],
                result_types=[op.result.type],
                properties={"reassociation": reassociation_attr(groups)},
            ),
        )


class ComposeExpands(RewritePattern):
    """An expand_shape of an expand_shape is one expand_shape to the outer shape, each source dimension
    split into the outer groups of the inner group it had:

        %0 = tensor.expand_shape %x [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
        %1 = tensor.expand_shape %0 [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : ... into tensor<2x3x2x2xf32>
        ->
        %1 = tensor.expand_shape %x [[0, 1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<6x4xf32> into tensor<2x3x2x2xf32>
    """

    op_types: tuple[type[Operation], ...] = (xdsl_tensor.ExpandShapeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not isinstance(op.src, OpResult) or type(op.src.op) is not type(op):
            return
        inner = op.src.op
        # A rank-0 source has no groups: every (unit) dimension is new.
        groups = _composed_groups(reassociation(inner), reassociation(op))
        if groups is None:
            return
        rewriter.replace(
            op,
            type(op).build(
                operands=[inner.src, list(op.operands[1:])],
                result_types=[op.result.type],
                properties={"reassociation": reassociation_attr(groups), "static_output_shape": op.static_output_shape},
            ),
        )


class ReshapeOfFromElements(RewritePattern):
    """A collapse_shape or expand_shape of a tensor.from_elements is a from_elements of the static result type."""

    op_types = (xdsl_tensor.CollapseShapeOp, xdsl_tensor.ExpandShapeOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not _is_static(op.result.type) or not isinstance(op.src, OpResult):
            return
        producer = op.src.op
        if isinstance(producer, xdsl_tensor.FromElementsOp):
            rewriter.replace(op, type(producer)(*producer.operands, result_type=op.result.type))


class FoldIdentityTensorReshape(RewritePattern):
    """A tensor.reshape to its own type is its source when the sizes cannot change: a static or
    one-dimensional type, or a shape operand made of the source's own sizes:

        %d0 = tensor.dim %x, %c0 : tensor<?x?xi32>
        %d1 = tensor.dim %x, %c1 : tensor<?x?xi32>
        %s = tensor.from_elements %d0, %d1 : tensor<2xindex>
        %r = tensor.reshape %x(%s) : (tensor<?x?xi32>, tensor<2xindex>) -> tensor<?x?xi32>     ->  %x
    """

    op_types = (xdsl_tensor.ReshapeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ReshapeOp) or op.source.type != op.result.type:
            return
        shape = _shape(op.result.type)
        if shape is not None and (_is_static(op.result.type) or len(shape) <= 1 or _shape_operand_matches(op)):
            _forward(rewriter, op, op.source)


class ReshapeOfConstant(RewritePattern):
    """A reshape (collapse_shape, expand_shape, tensor.reshape) of a dense constant is the constant
    with the new static shape (the same elements in row-major order); an extract_slice of a splat
    constant is the splat of the slice's static shape:

        %c = arith.constant dense<42> : tensor<2x8xi32>
        %0 = tensor.expand_shape %c [[0], [1, 2]] output_shape [2, 4, 2] : tensor<2x8xi32> into tensor<2x4x2xi32>
        ->
        %0 = arith.constant dense<42> : tensor<2x4x2xi32>
    """

    op_types = (xdsl_tensor.CollapseShapeOp, xdsl_tensor.ExpandShapeOp, xdsl_tensor.ReshapeOp, xdsl_tensor.ExtractSliceOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        result_type = op.results[0].type
        if not _is_static(result_type) or not isinstance(constant_attr(op.operands[0]), DenseIntOrFPElementsAttr):
            return
        found = constant_values(op.operands[0])
        if found is None:
            return
        values = found[1]
        if isinstance(op, xdsl_tensor.ExtractSliceOp):
            if any(_bits(v) != _bits(values[0]) for v in values):
                return
            values = values[:1]
        elif len(values) != math.prod(_shape(result_type)):
            return
        rewriter.replace(op, make_constant(result_type, list(values)))


def _bits(value: int | float | tuple):
    if isinstance(value, tuple):
        return tuple(_bits(part) for part in value)
    return value.hex() if isinstance(value, float) else value


class ReshapeOfSplat(RewritePattern):
    """A collapse_shape or expand_shape of a tensor.splat is a splat of the static result type."""

    op_types = (xdsl_tensor.CollapseShapeOp, xdsl_tensor.ExpandShapeOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not _is_static(op.result.type):
            return
        if isinstance(op.src, OpResult) and isinstance(op.src.op, xdsl_tensor.SplatOp):
            rewriter.replace(op, op.src.op.__class__(op.src.op.input, [], op.result.type))


class SplatOfConstant(RewritePattern):
    """A tensor.splat of a constant scalar to a static type is a dense splat constant:

        %c = arith.constant 1.0 : f32
        %t = tensor.splat %c : tensor<4xf32>    ->   %t = arith.constant dense<1.000000e+00> : tensor<4xf32>
    """

    op_types = (xdsl_tensor.SplatOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.SplatOp) or not _is_static(op.result.type):
            return
        found = constant_values(op.input)
        if found is not None and len(found[1]) == 1 and not isinstance(op.input.type, TensorType):
            rewriter.replace(op, make_constant(op.result.type, [found[1][0]]))


class FromElementsOfConstants(RewritePattern):
    """A tensor.from_elements of constant scalars (or complex.constants) is a dense constant:

        %a = complex.constant [1 : i32, 2 : i32] : complex<i32>
        %t = tensor.from_elements %a, %a : tensor<2xcomplex<i32>>
        ->
        %t = arith.constant dense<[(1,2), (1,2)]> : tensor<2xcomplex<i32>>
    """

    op_types = (xdsl_tensor.FromElementsOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.FromElementsOp) or not _is_static(op.result.type):
            return
        values = []
        if isinstance(op.result.type.element_type, ComplexType):
            for element in op.operands:
                attr = constant_attr(element)
                if not isinstance(attr, ArrayAttr) or len(attr.data) != 2:
                    return
                if not all(isinstance(part, IntegerAttr | FloatAttr) for part in attr.data):
                    return
                values.append(tuple(part.value.data for part in attr.data))
            if values:
                attr = DenseIntOrFPElementsAttr.from_list(op.result.type, values)
                rewriter.replace(op, arith.ConstantOp(attr, op.result.type))
            return
        for element in op.operands:
            found = constant_values(element)
            if found is None or len(found[1]) != 1 or isinstance(element.type, TensorType):
                return
            values.append(found[1][0])
        if values:
            rewriter.replace(op, make_constant(op.result.type, values))


def _static_offsets_sizes_strides(op: Operation) -> tuple[tuple, tuple, tuple] | None:
    """The offsets, sizes and strides of a slice op when all three are static."""
    if op.offsets or op.sizes or op.strides:
        return None
    return (
        tuple(op.static_offsets.get_values()),
        tuple(op.static_sizes.get_values()),
        tuple(op.static_strides.get_values()),
    )


def _is_full(op: Operation, whole_type: Attribute) -> bool:
    static = _static_offsets_sizes_strides(op)
    shape = _shape(whole_type)
    if static is None or shape is None or not _is_static(whole_type):
        return False
    offsets, sizes, strides = static
    return all(o == 0 for o in offsets) and all(s == 1 for s in strides) and sizes == shape


class FoldTrivialSlice(RewritePattern):
    """An extract_slice of the whole of a static tensor, to its type, is the tensor; an insert_slice
    that overwrites the whole of its static destination with a tensor of the same type is that tensor:

        %0 = tensor.extract_slice %x[0, 0] [4, 6] [1, 1] : tensor<4x6xi8> to tensor<4x6xi8>    ->  %x
    """

    op_types = (xdsl_tensor.ExtractSliceOp, xdsl_tensor.InsertSliceOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, xdsl_tensor.ExtractSliceOp):
            if op.source.type == op.result.type and _is_full(op, op.source.type):
                _forward(rewriter, op, op.source)
        elif isinstance(op, xdsl_tensor.InsertSliceOp):
            if op.source.type == op.dest.type and _is_full(op, op.dest.type):
                _forward(rewriter, op, op.source)


def _mixed(op: Operation, static_name: str, dynamic: Sequence[SSAValue]) -> list[int | SSAValue]:
    """Offsets, sizes or strides of a slice op: each a constant (static, or a constant operand) or an SSA value."""
    values, operands = [], iter(dynamic)
    for size in getattr(op, static_name).get_values():
        if size != DYNAMIC:
            values.append(size)
            continue
        operand = next(operands)
        found = constant_values(operand)
        values.append(found[1][0] if found is not None and len(found[1]) == 1 else operand)
    return values


_SLICE_FIELDS = (("static_offsets", "offsets"), ("static_sizes", "sizes"), ("static_strides", "strides"))


def _same_position(a: Operation, b: Operation) -> bool:
    """Whether two slice ops take the same offsets, sizes and strides (constants by value, SSA values by identity)."""
    for static_name, dynamic_name in _SLICE_FIELDS:
        left = _mixed(a, static_name, getattr(a, dynamic_name))
        right = _mixed(b, static_name, getattr(b, dynamic_name))
        if len(left) != len(right) or any(
            (x is not y) if isinstance(x, SSAValue) or isinstance(y, SSAValue) else x != y for x, y in zip(left, right)
        ):
            return False
    return True


def fold_constant_slice_operands(
    op: Operation, zero_strides: bool = False
) -> tuple[list[list[int]], list[list[SSAValue]]] | None:
    """The static arrays and dynamic operands of a slice op with its constant operands made static
    (offsets and sizes when not negative, strides when not zero, or any stride with `zero_strides`, as
    upstream's extract_slice folds them), or None when none is constant."""

    def foldable(dynamic_name: str, value: int) -> bool:
        if dynamic_name == "strides":
            return value != DYNAMIC and (zero_strides or value != 0)
        return value >= 0

    return fold_constant_mixed_operands(op, _SLICE_FIELDS, foldable)


def fold_constant_mixed_operands(
    op: Operation, fields: Sequence[tuple[str, str]], foldable: Callable[[str, int], bool]
) -> tuple[list[list[int]], list[list[SSAValue]]] | None:
    """For each (static array, dynamic operands) pair of `fields` of an op with mixed static and dynamic
    values (upstream's OpFoldResult lists): the static array and dynamic operands with each constant
    operand that `foldable(dynamic name, value)` accepts made static; None when none is."""
    statics, dynamics, changed = [], [], False
    for static_name, dynamic_name in fields:
        operands = iter(getattr(op, dynamic_name))
        static, dynamic = [], []
        for size in getattr(op, static_name).get_values():
            if size != DYNAMIC:
                static.append(size)
                continue
            operand = next(operands)
            found = constant_values(operand)
            value = found[1][0] if found is not None and len(found[1]) == 1 else None
            if isinstance(value, int) and foldable(dynamic_name, value):
                static.append(value)
                changed = True
            else:
                static.append(DYNAMIC)
                dynamic.append(operand)
        statics.append(static)
        dynamics.append(dynamic)
    return (statics, dynamics) if changed else None


def _static_lists(op: Operation) -> list[list[int]]:
    """The static offsets, sizes and strides of a slice op."""
    return [list(getattr(op, static_name).get_values()) for static_name, _ in _SLICE_FIELDS]


def slice_properties(statics: list[list[int]]) -> dict[str, Attribute]:
    return {name: DenseArrayBase.from_list(i64, values) for (name, _), values in zip(_SLICE_FIELDS, statics)}


def canonical_slice_type(source_type: TensorType, sizes: Sequence[int], rank: int) -> TensorType:
    """Upstream's `ExtractSliceOp::inferCanonicalRankReducedResultType`: the slice's type, `sizes`,
    with its first size-1 dimensions dropped down to `rank` (and then without the source's encoding)."""
    if len(sizes) == rank:
        return TensorType(source_type.element_type, sizes, source_type.encoding)
    return TensorType(source_type.element_type, canonical_rank_reduced_shape(sizes, rank))


class ExtractSliceConstantOperands(RewritePattern):
    """An extract_slice takes its constant offsets, sizes and strides as static values; its result gets
    the type they give (rank-reduced as before: the first size-1 dimensions drop) and a tensor.cast
    gives the old type back (upstream's `OpWithOffsetSizesAndStridesConstantArgumentFolder`):

        %0 = tensor.extract_slice %t[%c0, %i] [%c4, %n] [%c1, %c1] : tensor<?x?xf32> to tensor<?x?xf32>
        ->
        %s = tensor.extract_slice %t[0, %i] [4, %n] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
        %0 = tensor.cast %s : tensor<4x?xf32> to tensor<?x?xf32>
    """

    op_types = (xdsl_tensor.ExtractSliceOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ExtractSliceOp) or not isinstance(op.result.type, TensorType):
            return
        if not isinstance(op.source.type, TensorType):
            return
        folded = fold_constant_slice_operands(op, zero_strides=True)
        if folded is None:
            return
        statics, dynamics = folded
        result_type = op.result.type
        new_type = canonical_slice_type(op.source.type, statics[1], result_type.get_num_dims())
        if new_type.get_num_dims() != result_type.get_num_dims():
            return
        if any(DYNAMIC not in (a, b) and a != b for a, b in zip(new_type.get_shape(), result_type.get_shape())):
            # The first size-1 dimensions are not those the result dropped (a tensor<1x4xf32> of sizes
            # [1, 1, 4, 1] would become a tensor<4x1xf32>): no tensor.cast gives the old type back.
            return
        new_slice = type(op).build(
            operands=[op.source, *dynamics], result_types=[new_type], properties=slice_properties(statics)
        )
        if new_type == result_type:
            rewriter.replace(op, new_slice)
        else:
            rewriter.replace(op, [new_slice, xdsl_tensor.CastOp(new_slice.results[0], result_type)])


class InsertSliceConstantOperands(RewritePattern):
    """An insert_slice takes its constant offsets, sizes and strides as static values, its source cast
    to the static sizes (of a rank-reduced source, less the first size-1 dimensions, as upstream's
    `InsertSliceOpConstantArgumentFolder` infers the source type):

        %0 = tensor.insert_slice %s into %t[%c0] [%c4] [%c1] : tensor<?xf32> into tensor<?xf32>
        ->
        %c = tensor.cast %s : tensor<?xf32> to tensor<4xf32>
        %0 = tensor.insert_slice %c into %t[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
    """

    op_types = (xdsl_tensor.InsertSliceOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.InsertSliceOp):
            return
        folded = fold_constant_slice_operands(op)
        if folded is None:
            return
        statics, dynamics = folded
        source_type = op.source.type
        if not isinstance(source_type, TensorType):
            return
        sizes = canonical_rank_reduced_shape(statics[1], source_type.get_num_dims())
        if len(sizes) != source_type.get_num_dims():
            return
        shape = []
        for size, old in zip(sizes, source_type.get_shape()):
            if size != DYNAMIC and old != DYNAMIC and size != old:
                return
            shape.append(old if size == DYNAMIC else size)
        new_ops: list[Operation] = []
        source = op.source
        cast_type = TensorType(source_type.element_type, shape, source_type.encoding)
        if cast_type != source_type:
            cast = xdsl_tensor.CastOp(source, cast_type)
            new_ops.append(cast)
            source = cast.results[0]
        new_ops.append(
            type(op).build(
                operands=[source, op.dest, *dynamics],
                result_types=[op.result.type],
                properties=slice_properties(statics),
            )
        )
        rewriter.replace(op, new_ops)


def foldable_cast_source(value: SSAValue) -> SSAValue | None:
    """The source of the tensor.cast that defines `value`, when that source is at least as static
    (upstream's `canFoldIntoConsumerOp`: a consumer may read the source instead)."""
    if not isinstance(value, OpResult) or not isinstance(value.op, xdsl_tensor.CastOp):
        return None
    source, result = value.op.source.type, value.type
    if not isinstance(source, TensorType) or not isinstance(result, TensorType):
        return None
    if source.element_type != result.element_type or source.encoding != result.encoding:
        return None
    if len(source.get_shape()) != len(result.get_shape()):
        return None
    if any(r != DYNAMIC and s == DYNAMIC for s, r in zip(source.get_shape(), result.get_shape())):
        return None
    return value.op.source


def _has_constant_operand(op: Operation) -> bool:
    return any(constant_attr(operand) is not None for operand in op.operands[1:])


class ExtractSliceOfCast(RewritePattern):
    """An extract_slice of a tensor.cast from a more static tensor slices that tensor, cast back to
    the old type where it differs (upstream's `ExtractSliceOpCastFolder`; after the constant
    operands are folded):

        %0 = tensor.cast %t : tensor<4x6x16x32xi8> to tensor<?x?x16x32xi8>
        %1 = tensor.extract_slice %0[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : tensor<?x?x16x32xi8> to tensor<16x32xi8>
        ->
        %1 = tensor.extract_slice %t[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : tensor<4x6x16x32xi8> to tensor<16x32xi8>
    """

    op_types = (xdsl_tensor.ExtractSliceOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ExtractSliceOp) or _has_constant_operand(op):
            return
        source = foldable_cast_source(op.source)
        if source is None:
            return
        new_slice = type(op).build(
            operands=[source, list(op.offsets), list(op.sizes), list(op.strides)],
            result_types=[op.result.type],
            properties=slice_properties(_static_lists(op)),
        )
        rewriter.replace(op, new_slice)


class InsertSliceOfCast(RewritePattern):
    """An insert_slice of a tensor.cast, or into one, from a more static tensor uses that tensor,
    the sizes the inserted tensor knows made static, and the result cast back to the old type
    (upstream's `InsertSliceOpCastFolder`; after the constant operands are folded):

        %0 = tensor.cast %s : tensor<2x4xf32> to tensor<?x?xf32>
        %1 = tensor.insert_slice %0 into %t[0, 0] [%a, %b] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
        ->
        %1 = tensor.insert_slice %s into %t[0, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>
    """

    op_types = (xdsl_tensor.InsertSliceOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.InsertSliceOp) or _has_constant_operand(op):
            return
        cast_source, cast_dest = foldable_cast_source(op.source), foldable_cast_source(op.dest)
        if cast_source is None and cast_dest is None:
            return
        source = cast_source or op.source
        dest = cast_dest or op.dest
        if not isinstance(source.type, TensorType) or not isinstance(dest.type, TensorType):
            return
        # The dimensions of the slice the source keeps; the cast's source may know more of their sizes.
        sizes = list(op.static_sizes.get_values())
        source_shape = source.type.get_shape()
        kept = _kept_dimensions(sizes, source_shape)
        if kept is None:
            return
        dynamic_sizes = iter(op.sizes)
        new_sizes, new_dynamic_sizes = [], []
        for dim, size in enumerate(sizes):
            operand = next(dynamic_sizes) if size == DYNAMIC else None
            if dim in kept and source_shape[kept[dim]] != DYNAMIC:
                size = source_shape[kept[dim]]
            elif operand is not None:
                new_dynamic_sizes.append(operand)
            new_sizes.append(size)
        expected = TensorType(dest.type.element_type, new_sizes)
        if is_rank_reduced_type(expected, source.type) is not SliceVerification.SUCCESS:
            return
        offsets, _, strides = _static_lists(op)
        new_insert = type(op).build(
            operands=[source, dest, list(op.offsets), new_dynamic_sizes, list(op.strides)],
            result_types=[dest.type],
            properties=slice_properties([offsets, new_sizes, strides]),
        )
        if dest.type == op.result.type:
            rewriter.replace(op, new_insert)
        else:
            rewriter.replace(op, [new_insert, xdsl_tensor.CastOp(new_insert.results[0], op.result.type)])


class CastOfExtractSlice(RewritePattern):
    """A tensor.cast to a more static type of an extract_slice is the extract_slice of the sizes the
    cast knows (upstream's `TensorCastExtractSlice`):

        %0 = tensor.extract_slice %t[%o, 0] [%s, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
        %1 = tensor.cast %0 : tensor<?x512xf32> to tensor<16x512xf32>
        ->
        %1 = tensor.extract_slice %t[%o, 0] [16, 512] [1, 1] : tensor<128x512xf32> to tensor<16x512xf32>
    """

    op_types = (xdsl_tensor.CastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.CastOp) or not isinstance(op.source, OpResult):
            return
        extract = op.source.op
        source_type, result_type = op.source.type, op.dest.type
        if not isinstance(extract, xdsl_tensor.ExtractSliceOp) or not isinstance(result_type, TensorType):
            return
        if not isinstance(source_type, TensorType) or source_type.get_shape() == result_type.get_shape():
            return
        if _join_shapes(source_type, result_type) != result_type:
            return
        sizes = list(extract.static_sizes.get_values())
        dropped = rank_reduction_mask(sizes, source_type.get_shape()) or set()
        cast_sizes = iter(result_type.get_shape())
        new_sizes, new_dynamic_sizes = [], []
        dynamic_sizes = iter(extract.sizes)
        for dim, size in enumerate(sizes):
            operand = next(dynamic_sizes) if size == DYNAMIC else None
            if dim not in dropped:
                cast_size = next(cast_sizes)
                if cast_size != DYNAMIC:
                    size, operand = cast_size, None
            new_sizes.append(size)
            if operand is not None:
                new_dynamic_sizes.append(operand)
        offsets, _, strides = _static_lists(extract)
        rewriter.replace(
            op,
            type(extract).build(
                operands=[extract.source, list(extract.offsets), new_dynamic_sizes, list(extract.strides)],
                result_types=[result_type],
                properties=slice_properties([offsets, new_sizes, strides]),
            ),
        )


class InsertAfterInsertSlice(RewritePattern):
    """An insert_slice into an insert_slice of a tensor of the same type at the same place inserts
    into the first one's destination (upstream's `foldInsertAfterInsertSlice`):

        %0 = tensor.insert_slice %a into %t[0, %i] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
        %1 = tensor.insert_slice %b into %0[0, %i] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
        ->
        %1 = tensor.insert_slice %b into %t[0, %i] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
    """

    op_types = (xdsl_tensor.InsertSliceOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.InsertSliceOp) or not isinstance(op.dest, OpResult):
            return
        previous = op.dest.op
        if (
            isinstance(previous, xdsl_tensor.InsertSliceOp)
            and previous.source.type == op.source.type
            and _same_position(op, previous)
        ):
            rewriter.replace(op, op.clone(value_mapper={op.dest: previous.dest}))


def _kept_dimensions(sizes: Sequence[int], shape: Sequence[int]) -> dict[int, int] | None:
    """{slice dimension: source dimension} of the dimensions a (possibly rank-reduced) source keeps,
    a dynamic size matching any (upstream's `computeRankReductionMask` with `matchDynamic`)."""
    kept: dict[int, int] = {}
    position = 0
    for dim, size in enumerate(sizes):
        if position < len(shape) and (size == shape[position] or DYNAMIC in (size, shape[position])):
            kept[dim] = position
            position += 1
        elif size != 1:
            return None
    return kept if position == len(shape) else None


class ExtractOfInsertSlice(RewritePattern):
    """An extract_slice of what an insert_slice just wrote, at the same offsets, sizes and strides, is the
    inserted tensor:

        %0 = tensor.insert_slice %s into %t[0, %i] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
        %1 = tensor.extract_slice %0[0, %i] [4, 8] [1, 1] : tensor<?x?xf32> to tensor<4x8xf32>    ->  %s
    """

    op_types = (xdsl_tensor.ExtractSliceOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ExtractSliceOp) or not isinstance(op.source, OpResult):
            return
        insert = op.source.op
        if isinstance(insert, xdsl_tensor.InsertSliceOp) and insert.source.type == op.result.type and _same_position(op, insert):
            _forward(rewriter, op, insert.source)


class InsertOfExtractSlice(RewritePattern):
    """An insert_slice of an extract_slice of a tensor back into that tensor, at the same offsets, sizes
    and strides, is the tensor."""

    op_types = (xdsl_tensor.InsertSliceOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.InsertSliceOp) or not isinstance(op.source, OpResult):
            return
        extract = op.source.op
        if isinstance(extract, xdsl_tensor.ExtractSliceOp) and extract.source is op.dest and _same_position(op, extract):
            _forward(rewriter, op, op.dest)


class InsertEmptySlice(RewritePattern):
    """An insert_slice of a tensor with no element (a static size 0) is its destination."""

    op_types = (xdsl_tensor.InsertSliceOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, xdsl_tensor.InsertSliceOp) and 0 in (_shape(op.source.type) or ()):
            _forward(rewriter, op, op.dest)


class FoldStaticPad(RewritePattern):
    """A tensor.pad of a static tensor to its own type pads nothing (pad amounts are not negative):

        %0 = tensor.pad %x low[%a, 0] high[0, %a] {...} : tensor<5x6xf32> to tensor<5x6xf32>   ->  %x

    A pad marked `nofold` stays.
    """

    op_types = (xdsl_tensor.PadOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.PadOp) or op.nofold is not None:
            return
        if op.source.type == op.result.type and _is_static(op.result.type):
            _forward(rewriter, op, op.source)


def _rebuild_pad(
    op: Operation, rewriter: PatternRewriter, source: SSAValue, low, high, static_low, static_high, result_type
) -> Operation:
    """A tensor.pad like `op` (nofold and body, which moves) of `source` with these pads and result type."""
    properties = {
        name: value for name, value in op.properties.items() if name not in ("operandSegmentSizes", "static_low", "static_high")
    }
    properties["static_low"] = DenseArrayBase.from_list(i64, static_low)
    properties["static_high"] = DenseArrayBase.from_list(i64, static_high)
    return type(op).build(
        operands=[source, list(low), list(high)],
        result_types=[result_type],
        properties=properties,
        attributes=dict(op.attributes),
        regions=[rewriter.move_region_contents_to_new_regions(op.region)],
    )


def _padded_type(source_type: Attribute, static_low, static_high, result_type: Attribute) -> Attribute | None:
    """The type a pad of `source_type` by these static pads has, joined with `result_type` (each size
    static where either knows it), or None when they conflict."""
    if not isinstance(source_type, TensorType) or not isinstance(result_type, TensorType):
        return None
    shape, result_shape = source_type.get_shape(), result_type.get_shape()
    if not len(shape) == len(result_shape) == len(static_low) == len(static_high):
        return None
    joined = []
    for size, lo, hi, result in zip(shape, static_low, static_high, result_shape):
        inferred = DYNAMIC if DYNAMIC in (size, lo, hi) else size + lo + hi
        if inferred != DYNAMIC and result != DYNAMIC and inferred != result:
            return None
        joined.append(result if inferred == DYNAMIC else inferred)
    return TensorType(result_type.element_type, joined, result_type.encoding)


def _replace_pad(op, rewriter, source, low, high, static_low, static_high) -> None:
    """Replace `op` by a pad of `source` with these pads, with the more static type it then has and a
    tensor.cast back to the old type."""
    new_type = _padded_type(source.type, static_low, static_high, op.result.type)
    if new_type is None:
        return
    pad = _rebuild_pad(op, rewriter, source, low, high, static_low, static_high, new_type)
    if new_type == op.result.type:
        rewriter.replace(op, pad)
    else:
        rewriter.replace(op, [pad, xdsl_tensor.CastOp(pad.results[0], op.result.type)])


class PadConstantOperands(RewritePattern):
    """A tensor.pad takes its constant (non-negative) low and high pads as static values; where its
    type then gets more static, a tensor.cast gives the old type back."""

    op_types = (xdsl_tensor.PadOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.PadOp):
            return
        fields = (("static_low", "low"), ("static_high", "high"))
        folded = fold_constant_mixed_operands(op, fields, lambda _name, value: value >= 0)
        if folded is not None:
            statics, dynamics = folded
            _replace_pad(op, rewriter, op.source, dynamics[0], dynamics[1], *statics)


class PadOfCast(RewritePattern):
    """A tensor.pad of a tensor.cast from a more static tensor pads that tensor (a cast back where the
    result gets more static):

        %c = tensor.cast %t : tensor<8x?xf32> to tensor<?x?xf32>
        %p = tensor.pad %c low[0, 0] high[0, %s] {...} : tensor<?x?xf32> to tensor<8x32xf32>
        ->
        %p = tensor.pad %t low[0, 0] high[0, %s] {...} : tensor<8x?xf32> to tensor<8x32xf32>
    """

    op_types = (xdsl_tensor.PadOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.PadOp) or not isinstance(op.source, OpResult):
            return
        cast = op.source.op
        if not isinstance(cast, xdsl_tensor.CastOp) or not isinstance(cast.source.type, TensorType):
            return
        source_type = cast.source.type
        if _join_shapes(source_type, op.source.type) != source_type:
            return
        static_low, static_high = list(op.static_low.get_values()), list(op.static_high.get_values())
        _replace_pad(op, rewriter, cast.source, list(op.low), list(op.high), static_low, static_high)


class FoldZeroPadding(RewritePattern):
    """A tensor.pad (not `nofold`) whose low and high pads are all static zeros is a tensor.cast of its
    source to its type (upstream's `FoldStaticZeroPadding`):

        %p = tensor.pad %x low[0, 0] high[0, 0] {...} : tensor<?x?xf32> to tensor<2x3xf32>
        ->
        %p = tensor.cast %x : tensor<?x?xf32> to tensor<2x3xf32>
    """

    op_types = (xdsl_tensor.PadOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.PadOp) or op.nofold is not None or op.low or op.high:
            return
        if any(op.static_low.get_values()) or any(op.static_high.get_values()):
            return
        if op.source.type == op.result.type:
            _forward(rewriter, op, op.source)
        else:
            rewriter.replace(op, xdsl_tensor.CastOp(op.source, op.result.type))


class PadIntoCast(RewritePattern):
    """A tensor.pad whose one use is a tensor.cast to a more static type pads to that type (upstream's
    `FoldTargetTensorCast`):

        %p = tensor.pad %x low[%a, %a] high[0, 0] {...} : tensor<?x?xf32> to tensor<?x?xf32>
        %c = tensor.cast %p : tensor<?x?xf32> to tensor<32x32xf32>
        ->
        %c = tensor.pad %x low[%a, %a] high[0, 0] {...} : tensor<?x?xf32> to tensor<32x32xf32>
    """

    op_types = (xdsl_tensor.PadOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.PadOp) or not op.result.has_one_use():
            return
        cast = op.result.get_user_of_unique_use()
        if not isinstance(cast, xdsl_tensor.CastOp) or not isinstance(cast.dest.type, TensorType):
            return
        if _join_shapes(op.result.type, cast.dest.type) != cast.dest.type:
            return
        static_low, static_high = list(op.static_low.get_values()), list(op.static_high.get_values())
        pad = _rebuild_pad(op, rewriter, op.source, list(op.low), list(op.high), static_low, static_high, cast.dest.type)
        rewriter.replace(cast, pad)
        rewriter.erase(op)


def _raw_mixed(op: Operation, static_name: str, dynamic: Sequence[SSAValue]) -> list[int | SSAValue]:
    """Offsets, sizes or strides of a slice or pad op as written: static values, or their SSA operands."""
    operands = iter(dynamic)
    return [value if value != DYNAMIC else next(operands) for value in getattr(op, static_name).get_values()]


def _is_zero(value: int | SSAValue) -> bool:
    """Whether an offset or pad amount is the constant 0 (static, or a constant operand)."""
    if isinstance(value, int):
        return value == 0
    found = constant_values(value)
    return found is not None and len(found[1]) == 1 and found[1][0] == 0


def _constant_padding_value(op: xdsl_tensor.PadOp) -> Attribute | None:
    """The constant a tensor.pad pads with (upstream's `getConstantPaddingValue` matched as a constant)."""
    block = op.region.block
    if block.last_op is None or len(block.last_op.operands) != 1:
        return None
    return constant_attr(block.last_op.operands[0])


class FoldOrthogonalPaddings(RewritePattern):
    """A pad of a slice of a (foldable) pad of a slice, the two pads padding different dimensions at the
    high end only with the same constant, is one slice and one pad (upstream's `FoldOrthogonalPaddings`):
    each dimension must be neither padded nor offset by one of the two pairs, and a dimension the
    outer pad pads must be taken whole by the inner slice.

        %0 = tensor.extract_slice %t[16, 0] [%s0, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
        %1 = tensor.pad %0 low[0, 0] high[%p0, 0] {...} : tensor<?x64xf32> to tensor<8x64xf32>
        %2 = tensor.extract_slice %1[0, 4] [8, %s1] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
        %3 = tensor.pad %2 nofold low[0, 0] high[0, %p1] {...} : tensor<8x?xf32> to tensor<8x4xf32>
        ->
        %0 = tensor.extract_slice %t[16, 4] [%s0, %s1] [1, 1] : tensor<64x64xf32> to tensor<?x?xf32>
        %3 = tensor.pad %0 nofold low[0, 0] high[%p0, %p1] {...} : tensor<?x?xf32> to tensor<8x4xf32>
    """

    op_types = (xdsl_tensor.PadOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        chain = self._chain(op)
        if chain is None:
            return
        inner_slice, outer_pad, outer_slice = chain
        rank = len(op.static_low.get_values())
        if not isinstance(outer_slice.source.type, TensorType) or outer_slice.source.type.get_num_dims() != rank:
            return
        for slice_op in (inner_slice, outer_slice):
            if any(not isinstance(s, int) or s != 1 for s in _mixed(slice_op, "static_strides", slice_op.strides)):
                return
        for pad in (op, outer_pad):
            if not all(_is_zero(v) for v in _raw_mixed(pad, "static_low", pad.low)):
                return
        inner_value, outer_value = _constant_padding_value(op), _constant_padding_value(outer_pad)
        if inner_value is None or outer_value is None or inner_value != outer_value:
            return
        inner_dims, outer_dims = self._padded_dims(op), self._padded_dims(outer_pad)
        if any(a and b for a, b in zip(inner_dims, outer_dims)):
            return
        inner_offsets = _raw_mixed(inner_slice, "static_offsets", inner_slice.offsets)
        outer_offsets = _raw_mixed(outer_slice, "static_offsets", outer_slice.offsets)
        offsets = []
        for i in range(rank):
            if not inner_dims[i] and _is_zero(inner_offsets[i]):
                offsets.append(outer_offsets[i])
            elif not outer_dims[i] and _is_zero(outer_offsets[i]):
                offsets.append(inner_offsets[i])
            else:
                return
        sizes = _raw_mixed(inner_slice, "static_sizes", inner_slice.sizes)
        inner_sizes = _mixed(inner_slice, "static_sizes", inner_slice.sizes)
        outer_sizes = _raw_mixed(outer_slice, "static_sizes", outer_slice.sizes)
        source_shape = inner_slice.source.type.get_shape()
        for i in range(rank):
            if outer_dims[i]:
                if inner_sizes[i] != source_shape[i]:
                    return
                sizes[i] = outer_sizes[i]
        outer_high = _raw_mixed(outer_pad, "static_high", outer_pad.high)
        high = [hi if not outer_dims[i] else outer_high[i] for i, hi in enumerate(_raw_mixed(op, "static_high", op.high))]
        high = [hi if inner_dims[i] or outer_dims[i] else 0 for i, hi in enumerate(high)]
        new_slice = self._slice(outer_slice, offsets, sizes, _raw_mixed(inner_slice, "static_strides", inner_slice.strides))
        low = _raw_mixed(op, "static_low", op.low)
        pad = _rebuild_pad(
            op, rewriter, new_slice.results[0],
            [v for v in low if not isinstance(v, int)], [v for v in high if not isinstance(v, int)],
            [v if isinstance(v, int) else DYNAMIC for v in low], [v if isinstance(v, int) else DYNAMIC for v in high],
            op.result.type,
        )  # fmt: skip
        rewriter.replace(op, [new_slice, pad])

    @staticmethod
    def _chain(op: Operation):
        if not isinstance(op, xdsl_tensor.PadOp) or not isinstance(op.source, OpResult):
            return None
        inner_slice = op.source.op
        if not isinstance(inner_slice, xdsl_tensor.ExtractSliceOp) or not isinstance(inner_slice.source, OpResult):
            return None
        outer_pad = inner_slice.source.op
        if not isinstance(outer_pad, xdsl_tensor.PadOp) or outer_pad.nofold is not None:
            return None
        if not isinstance(outer_pad.source, OpResult) or not isinstance(outer_pad.source.op, xdsl_tensor.ExtractSliceOp):
            return None
        return inner_slice, outer_pad, outer_pad.source.op

    @staticmethod
    def _padded_dims(pad: xdsl_tensor.PadOp) -> list[bool]:
        """Upstream's `getPaddedDims`: the dimensions a low or high pad is not the constant 0 in."""
        low, high = _raw_mixed(pad, "static_low", pad.low), _raw_mixed(pad, "static_high", pad.high)
        return [not (_is_zero(lo) and _is_zero(hi)) for lo, hi in zip(low, high)]

    @staticmethod
    def _slice(source_op: Operation, offsets, sizes, strides) -> Operation:
        """An extract_slice of `source_op`'s source (not rank-reducing) at these mixed positions."""
        mixed = (offsets, sizes, strides)
        statics = [[v if isinstance(v, int) else DYNAMIC for v in values] for values in mixed]
        dynamics = [[v for v in values if not isinstance(v, int)] for values in mixed]
        source_type = source_op.source.type
        result_type = TensorType(source_type.element_type, statics[1], source_type.encoding)
        return xdsl_tensor.ExtractSliceOp.build(
            operands=[source_op.source, *dynamics], result_types=[result_type], properties=slice_properties(statics)
        )


class ExtractOfIndexCast(RewritePattern):
    """A tensor.extract of an arith.index_cast of a tensor casts the element extracted from that tensor
    (upstream's `ExtractElementFromIndexCast`):

        %0 = arith.index_cast %t : tensor<1xi32> to tensor<1xindex>
        %1 = tensor.extract %0[%c0] : tensor<1xindex>
        ->
        %e = tensor.extract %t[%c0] : tensor<1xi32>
        %1 = arith.index_cast %e : i32 to index
    """

    op_types = (xdsl_tensor.ExtractOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ExtractOp) or not isinstance(op.tensor, OpResult):
            return
        cast = op.tensor.op
        if not isinstance(cast, arith.IndexCastOp) or not isinstance(cast.input.type, TensorType):
            return
        extract = type(op)(cast.input, list(op.indices), cast.input.type.element_type)
        rewriter.replace(op, [extract, arith.IndexCastOp(extract.results[0], op.result.type)])


class ReshapeOfReshape(RewritePattern):
    """A tensor.reshape of a tensor.reshape reshapes the first one's source (upstream's `ReshapeOp::fold`):

        %0 = tensor.reshape %t(%s0) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
        %1 = tensor.reshape %0(%s1) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
        ->
        %1 = tensor.reshape %t(%s1) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
    """

    op_types = (xdsl_tensor.ReshapeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ReshapeOp) or not isinstance(op.source, OpResult):
            return
        producer = op.source.op
        if isinstance(producer, xdsl_tensor.ReshapeOp):
            rewriter.replace(op, op.clone(value_mapper={op.source: producer.source}))


class DimOfReshape(RewritePattern):
    """tensor.dim of a tensor.reshape reads the reshape's shape operand (upstream's `DimOfReshapeOp`):

        %r = tensor.reshape %t(%shape) : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
        %d = tensor.dim %r, %i : tensor<*xf32>
        ->
        %e = tensor.extract %shape[%i] : tensor<?xi32>
        %d = arith.index_cast %e : i32 to index
    """

    op_types = (xdsl_tensor.DimOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.DimOp) or not isinstance(op.source, OpResult):
            return
        reshape = op.source.op
        if not isinstance(reshape, xdsl_tensor.ReshapeOp):
            return
        shape = reshape.shape
        new_ops: list[Operation] = [xdsl_tensor.ExtractOp(shape, [op.index], shape.type.element_type)]
        if new_ops[-1].results[0].type != op.result.type:
            new_ops.append(arith.IndexCastOp(new_ops[-1].results[0], op.result.type))
        rewriter.replace(op, new_ops)


class FoldDimOfStaticSize(RewritePattern):
    """tensor.dim of a static size is that size; of a dynamic size of tensor.empty or tensor.generate,
    the operand that gave it; of a tensor.cast, the dim of the cast's source:

        %d = tensor.dim %x, %c0 : tensor<4x?xf32>    ->   %d = arith.constant 4 : index
    """

    op_types = (xdsl_tensor.DimOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.DimOp):
            return
        shape = _shape(op.source.type)
        index = constant_values(op.index)
        if shape is None or index is None or len(index[1]) != 1:
            return
        position = index[1][0]
        if not 0 <= position < len(shape):
            return
        if shape[position] != DYNAMIC:
            rewriter.replace(op, make_constant(op.result.type, [shape[position]]))
            return
        source = op.source
        if not isinstance(source, OpResult):
            return
        producer = source.op
        dynamic_sizes = None
        if isinstance(producer, xdsl_tensor.EmptyOp):
            dynamic_sizes = producer.dynamic_sizes
        elif producer.name == "tensor.generate":
            dynamic_sizes = producer.operands
        if dynamic_sizes is not None:
            dynamic_index = sum(size == DYNAMIC for size in shape[:position])
            if dynamic_index < len(dynamic_sizes):
                _forward(rewriter, op, dynamic_sizes[dynamic_index])
            return
        if isinstance(producer, xdsl_tensor.CastOp) and isinstance(producer.source.type, TensorType):
            rewriter.replace(op, type(op)(producer.source, op.index))


class DimOfCast(RewritePattern):
    """A tensor.dim of a tensor.cast from a more static tensor reads that tensor, whatever the index
    (upstream's `foldTensorCast` in `DimOp::fold`):

        %c = tensor.cast %t : tensor<29xi16> to tensor<?xi16>
        %d = tensor.dim %c, %i : tensor<?xi16>     ->   %d = tensor.dim %t, %i : tensor<29xi16>
    """

    op_types = (xdsl_tensor.DimOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, xdsl_tensor.DimOp) and (source := foldable_cast_source(op.source)) is not None:
            rewriter.replace(op, type(op)(source, op.index))


class SingleInputConcat(RewritePattern):
    """A tensor.concat of one tensor is a tensor.cast of it (upstream's `SingleInputConcatOp`):

        %c = tensor.concat dim(2) %t : (tensor<1x2x?xi32>) -> tensor<1x2x3xi32>
        ->
        %c = tensor.cast %t : tensor<1x2x?xi32> to tensor<1x2x3xi32>
    """

    op_types = (xdsl_tensor.ConcatOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ConcatOp) or len(op.inputs) != 1:
            return
        if op.inputs[0].type == op.result.type:
            _forward(rewriter, op, op.inputs[0])
        else:
            rewriter.replace(op, xdsl_tensor.CastOp(op.inputs[0], op.result.type))


def _join_shapes(a: Attribute, b: Attribute) -> Attribute | None:
    """The most static type both tensor types describe (upstream's joinShapes), or None if they conflict."""
    if not isinstance(a, TensorType):
        return b if isinstance(b, TensorType | UnrankedTensorType) else None
    if not isinstance(b, TensorType):
        return a
    if a.element_type != b.element_type or len(a.get_shape()) != len(b.get_shape()):
        return None
    joined = []
    for x, y in zip(a.get_shape(), b.get_shape()):
        if x != DYNAMIC and y != DYNAMIC and x != y:
            return None
        joined.append(y if x == DYNAMIC else x)
    return TensorType(a.element_type, joined, a.encoding)


class FoldTensorCasts(RewritePattern):
    """A tensor.cast to its own type is its source; a cast of a cast is one cast (or none) when the
    middle type knows no size the two others do not (upstream's ChainedTensorCast):

        %0 = tensor.cast %x : tensor<*xi32> to tensor<4x?xi32>
        %1 = tensor.cast %0 : tensor<4x?xi32> to tensor<4x8xi32>
        ->
        %1 = tensor.cast %x : tensor<*xi32> to tensor<4x8xi32>
    """

    op_types = (xdsl_tensor.CastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.CastOp):
            return
        if op.source.type == op.dest.type:
            rewriter.replace(op, [], [op.source])
            return
        if not isinstance(op.source, OpResult) or not isinstance(op.source.op, xdsl_tensor.CastOp):
            return
        origin = op.source.op.source
        source_type, middle_type, result_type = origin.type, op.source.type, op.dest.type
        first = _join_shapes(source_type, middle_type)
        through_middle = None if first is None else _join_shapes(first, result_type)
        direct = _join_shapes(source_type, result_type)
        if through_middle is None or through_middle != direct:
            return
        if source_type == result_type:
            rewriter.replace(op, [], [origin])
        else:
            rewriter.replace(op, type(op)(origin, result_type))


class ExtractOfCast(RewritePattern):
    """A tensor.extract of a ranked tensor.cast reads the cast's source."""

    op_types = (xdsl_tensor.ExtractOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ExtractOp) or not isinstance(op.tensor, OpResult):
            return
        cast = op.tensor.op
        if isinstance(cast, xdsl_tensor.CastOp) and isinstance(cast.source.type, TensorType):
            rewriter.replace(op, type(op)(cast.source, list(op.indices), op.result.type))


class ExtractOfFromElements(RewritePattern):
    """A tensor.extract at constant indices of a static tensor.from_elements is that element (row-major):

        %t = tensor.from_elements %a, %b : tensor<2xindex>
        %x = tensor.extract %t[%c1] : tensor<2xindex>      ->   uses of %x use %b
    """

    op_types = (xdsl_tensor.ExtractOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ExtractOp) or not isinstance(op.tensor, OpResult):
            return
        producer = op.tensor.op
        shape = _shape(op.tensor.type)
        if not isinstance(producer, xdsl_tensor.FromElementsOp) or shape is None or DYNAMIC in shape:
            return
        position = 0
        for index, size in zip(op.indices, shape, strict=True):
            value = constant_values(index)
            if value is None or len(value[1]) != 1 or not 0 <= value[1][0] < size:
                return
            position = position * size + value[1][0]
        if position < len(producer.operands):
            _forward(rewriter, op, producer.operands[position])


class ExtractOfConstant(RewritePattern):
    """A tensor.extract of a dense int, float or complex constant is the element's constant (a
    complex.constant for complex elements): any element of a splat, the one at constant in-range
    indices otherwise (upstream's `ExtractOp::fold`):

        %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
        %x = tensor.extract %t[%c1, %c0] : tensor<2x2xf32>      ->   %x = arith.constant 3.000000e+00 : f32
    """

    op_types = (xdsl_tensor.ExtractOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ExtractOp):
            return
        attr = constant_attr(op.tensor)
        if not isinstance(attr, DenseIntOrFPElementsAttr):
            return
        if isinstance(op.result.type, ComplexType):
            values = attr.get_values()
        else:
            found = constant_values(op.tensor)
            if found is None:
                return
            values = found[1]
        if not values:
            return
        if any(_bits(value) != _bits(values[0]) for value in values):
            indices = _constant_indices(op)
            if indices is None:
                return
            position = 0
            for index, size in zip(indices, op.tensor.type.get_shape(), strict=True):
                position = position * size + index
            values = values[position:]
        rewriter.replace(op, _element_constant(op.result.type, values[0]))


class ExtractOfSparseConstant(RewritePattern):
    """A tensor.extract at constant in-range indices of a sparse constant is the element's constant: the
    value listed for the index, zero for an index not listed (upstream's `ExtractOp::fold`):

        %t = arith.constant sparse<[[1, 1]], [-2.0]> : tensor<2x2xf16>
        %x = tensor.extract %t[%c1, %c1] : tensor<2x2xf16>      ->   %x = arith.constant -2.000000e+00 : f16
        %y = tensor.extract %t[%c0, %c1] : tensor<2x2xf16>      ->   %y = arith.constant 0.000000e+00 : f16
    """

    op_types = (xdsl_tensor.ExtractOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ExtractOp):
            return
        attr = constant_attr(op.tensor)
        if not isinstance(attr, SparseElementsAttr):
            return
        indices = _constant_indices(op)
        if indices is not None:
            rewriter.replace(op, _element_constant(op.result.type, attr.value_at(indices)))


def _constant_indices(op: xdsl_tensor.ExtractOp) -> list[int] | None:
    """The extract's indices, where each is a constant within its dimension's size; else None."""
    indices = []
    for index, size in zip(op.indices, op.tensor.type.get_shape(), strict=True):
        value = constant_values(index)
        if value is None or len(value[1]) != 1 or not 0 <= value[1][0] < size:
            return None
        indices.append(value[1][0])
    return indices


def _element_constant(type_: Attribute, value) -> Operation:
    """The constant op of one element: a complex.constant for a complex `type_`, else an arith.constant."""
    if isinstance(type_, ComplexType):
        return _complex_constant(type_, value)
    return make_constant(type_, [value])


def _complex_constant(type_: ComplexType, parts: tuple) -> Operation:
    """A complex.constant of `type_` with these real and imaginary parts (upstream's tensor dialect
    materializes a complex element attribute, an array of two, so)."""
    element = type_.element_type
    make = (lambda v: FloatAttr(float(v), element)) if isinstance(element, AnyFloat) else (lambda v: IntegerAttr(int(v), element))
    return complex_dialect.ConstantOp(ArrayAttr([make(parts[0]), make(parts[1])]), type_)


class ExtractOfGenerate(RewritePattern):
    """A tensor.extract of a tensor.generate whose body has no side effects is the body's computation
    at the extract's indices, cloned before the extract (upstream's `ExtractFromTensorGenerate`):

        %t = tensor.generate %n {
        ^bb0(%i: index):
          %d = tensor.dim %m, %i : tensor<*xf32>
          tensor.yield %d : index
        } : tensor<?xindex>
        %x = tensor.extract %t[%k] : tensor<?xindex>
        ->
        %x = tensor.dim %m, %k : tensor<*xf32>
    """

    op_types = (xdsl_tensor.ExtractOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.ExtractOp) or not isinstance(op.tensor, OpResult):
            return
        generate = op.tensor.op
        if not isinstance(generate, GenerateOp) or not would_be_trivially_dead(generate):
            return
        block = generate.body.block
        mapping: dict[SSAValue, SSAValue] = dict(zip(block.args, op.indices, strict=True))
        clones = []
        for body_op in block.ops:
            if body_op is block.last_op:
                break
            clones.append(body_op.clone(value_mapper=mapping))
            mapping.update(zip(body_op.results, clones[-1].results))
        yielded = block.last_op.operands[0]
        rewriter.insert(clones)
        rewriter.replace(op, [], [mapping.get(yielded, yielded)])


class StaticGenerate(RewritePattern):
    """A tensor.generate with constant (not negative) extents generates the more static type, cast
    back to the old one (upstream's `StaticTensorGenerate`):

        %t = tensor.generate %a, %c5 { ... } : tensor<?x?xindex>
        ->
        %g = tensor.generate %a { ... } : tensor<?x5xindex>
        %t = tensor.cast %g : tensor<?x5xindex> to tensor<?x?xindex>
    """

    op_types = (GenerateOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, GenerateOp):
            return
        result_type = op.result.type
        folded = fold_constant_sizes(result_type.get_shape(), op.dynamic_extents)
        if folded is None:
            return
        sizes, remaining = folded
        new_type = TensorType(result_type.element_type, sizes, result_type.encoding)
        generate = GenerateOp.build(operands=[remaining], result_types=[new_type], regions=[op.detach_region(op.body)])
        rewriter.replace(op, [generate, xdsl_tensor.CastOp(generate.result, result_type)])


class InsertIntoEqualSplat(RewritePattern):
    """A tensor.insert of the value every element of a splat constant already has is that constant."""

    op_types = (xdsl_tensor.InsertOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.InsertOp):
            return
        destination = constant_values(op.dest)
        scalar = constant_values(op.scalar)
        if destination is None or scalar is None or len(scalar[1]) != 1 or isinstance(op.scalar.type, TensorType):
            return
        value = _bits(scalar[1][0])
        if destination[1] and all(_bits(v) == value for v in destination[1]):
            _forward(rewriter, op, op.dest)


class StaticEmpty(RewritePattern):
    """A tensor.empty given constant sizes is a static tensor.empty and a cast back to the dynamic type:

        %0 = tensor.empty(%c6) : tensor<4x?xf32>
        ->
        %e = tensor.empty() : tensor<4x6xf32>
        %0 = tensor.cast %e : tensor<4x6xf32> to tensor<4x?xf32>
    """

    op_types = (xdsl_tensor.EmptyOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.EmptyOp) or not op.dynamic_sizes:
            return
        result_type = op.tensor.type
        folded = fold_constant_sizes(result_type.get_shape(), op.dynamic_sizes)
        if folded is None:
            return
        sizes, remaining = folded
        static_type = TensorType(result_type.element_type, sizes, result_type.encoding)
        empty = type(op)(remaining, static_type)
        rewriter.replace(op, [empty, xdsl_tensor.CastOp(empty.tensor, result_type)])


class CastOfEmpty(RewritePattern):
    """A tensor.cast of a tensor.empty to a type with more static sizes is a tensor.empty of that type."""

    op_types = (xdsl_tensor.CastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_tensor.CastOp) or not isinstance(op.source, OpResult):
            return
        empty = op.source.op
        result_type = op.dest.type
        if not isinstance(empty, xdsl_tensor.EmptyOp) or not isinstance(result_type, TensorType):
            return
        source_shape = empty.tensor.type.get_shape()
        if _join_shapes(empty.tensor.type, result_type) != result_type:
            return
        dynamic = iter(empty.dynamic_sizes)
        remaining = []
        for source_size, size in zip(source_shape, result_type.get_shape()):
            if source_size == DYNAMIC:
                operand = next(dynamic)
                if size == DYNAMIC:
                    remaining.append(operand)
        rewriter.replace(op, type(empty)(remaining, result_type))


class FoldTensorCollapseOfCast(FoldCollapseOfCast):
    """A tensor.collapse_shape of a tensor.cast from a more static tensor collapses that tensor (see
    `FoldCollapseOfCast`)."""

    def cast_source(self, value: SSAValue) -> SSAValue | None:
        return foldable_cast_source(value)

    def collapsed_type(self, source_type: Attribute, groups: list[list[int]]) -> Attribute | None:
        return TensorType(source_type.element_type, collapsed_shape(source_type.get_shape(), groups))


def populate_tensor_canonicalization_patterns() -> list[RewritePattern]:
    """The `tensor` patterns `canonicalize` adds to xDSL's."""
    return [
        FoldIdentityReshape(),
        FoldInverseReshapes(),
        ComposeCollapses(),
        ComposeExpands(),
        ComposeCollapseOfExpand(),
        ComposeExpandOfCollapse(),
        FoldTensorCollapseOfCast(),
        ReshapeOfFromElements(),
        FoldIdentityTensorReshape(),
        ReshapeOfConstant(),
        ReshapeOfSplat(),
        SplatOfConstant(),
        FromElementsOfConstants(),
        FoldTrivialSlice(),
        ExtractSliceConstantOperands(),
        InsertSliceConstantOperands(),
        ExtractSliceOfCast(),
        InsertSliceOfCast(),
        CastOfExtractSlice(),
        InsertAfterInsertSlice(),
        ExtractOfInsertSlice(),
        InsertOfExtractSlice(),
        InsertEmptySlice(),
        FoldStaticPad(),
        PadConstantOperands(),
        PadOfCast(),
        FoldZeroPadding(),
        PadIntoCast(),
        FoldOrthogonalPaddings(),
        ExtractOfIndexCast(),
        DimOfCast(),
        SingleInputConcat(),
        FoldDimOfStaticSize(),
        ReshapeOfReshape(),
        DimOfReshape(),
        FoldTensorCasts(),
        ExtractOfCast(),
        ExtractOfFromElements(),
        ExtractOfConstant(),
        ExtractOfSparseConstant(),
        ExtractOfGenerate(),
        StaticGenerate(),
        InsertIntoEqualSplat(),
        StaticEmpty(),
        CastOfEmpty(),
    ]
