"""Folders and canonicalization patterns of `vector.from_elements`, `vector.to_elements`, `vector.constant_mask`,
`vector.create_mask` and `vector.multi_reduction` (over unit dims: see `MultiReductionOfUnitDims`), after
upstream's (`VectorOps.cpp`):

    %e:2 = vector.to_elements %v : vector<2xf32>
    %r = vector.from_elements %e#0, %e#1 : vector<2xf32>          ->   %v
    %s = vector.from_elements %x, %x : vector<2xf32>              ->   vector.broadcast %x : f32 to vector<2xf32>
    %m = vector.constant_mask [2, 3] : vector<2x3xi1>             ->   arith.constant dense<true> : vector<2x3xi1>
    %n = vector.create_mask %c1, %c5 : vector<2x3xi1>             ->   vector.constant_mask [1, 3] : vector<2x3xi1>

A from_elements of constants is their constant, one of elements extracted in row-major order from one
vector is the sub-vector they make up (`vector.extract`, and a `vector.shape_cast` where the shapes differ),
a to_elements of a from_elements is its operands and one of a broadcast the broadcast's elements.
"""

from __future__ import annotations

import math

import numpy as np
from xdsl.dialects import vector as xdsl_vector
from xdsl.dialects.builtin import VectorType
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith
from aiopt.dialects.vector import (
    BroadcastOp,
    ConstantMaskOp,
    CreateMaskOp,
    ExtractOp,
    FromElementsOp,
    MultiDimReductionOp,
    ShapeCastOp,
    ToElementsOp,
)
from aiopt.dialects.vector_multi_reduction import combining_op, has_combining_op
from aiopt.support.dense_elements import from_values
from aiopt.transforms.canonicalize_arith import constant_values, make_constant


class FromElementsOfToElements(RewritePattern):
    """A from_elements of all the results of one to_elements, in order, of its own type is that to_elements'
    source (upstream's `foldFromElementsToElements`)."""

    op_types = (FromElementsOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, FromElementsOp) or not op.elements:
            return
        first = op.elements[0]
        if not isinstance(first, OpResult) or not isinstance(first.op, ToElementsOp):
            return
        source = first.op
        if list(op.elements) == list(source.results) and source.source.type == op.dest.type:
            rewriter.replace(op, [], [source.source])


class FromElementsOfConstants(RewritePattern):
    """A from_elements of constants is the constant vector of their values (upstream's
    `foldFromElementsToConstant`)."""

    op_types = (FromElementsOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, FromElementsOp) or not op.elements:
            return
        values = []
        for element in op.elements:
            found = constant_values(element)
            if found is None:
                return
            values.append(found[1][0])
        rewriter.replace(op, arith.ConstantOp(from_values(op.dest.type, values), op.dest.type))


class FromElementsOfOneValue(RewritePattern):
    """A from_elements of one value repeated is its broadcast (upstream's `rewriteFromElementsAsBroadcast`)."""

    op_types = (FromElementsOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, FromElementsOp) or len(op.elements) < 2:
            return
        if all(e == op.elements[0] for e in op.elements):
            rewriter.replace(op, BroadcastOp(op.elements[0], op.dest.type))


class FromElementsOfExtracts(RewritePattern):
    """A from_elements of the elements of one vector that follow one another in row-major order and make up a
    sub-vector (the trailing dims from some position) is that sub-vector (upstream's `FromElementsToShapeCast`):

        %a = vector.extract %w[1, 0] : f32 from vector<2x2xf32>
        %b = vector.extract %w[1, 1] : f32 from vector<2x2xf32>
        %r = vector.from_elements %a, %b : vector<2xf32>        ->   %r = vector.extract %w[1] : vector<2xf32> ...
    """

    op_types = (FromElementsOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, FromElementsOp) or len(op.elements) < 2:
            return
        found = _extracted_run(op.elements)
        if found is None:
            return
        source, start = found
        shape = source.type.get_shape()
        count = len(op.elements)
        # The fewest trailing dims the run covers, as many elements as it has.
        kept = next((k for k in range(1, len(shape) + 1) if math.prod(shape[len(shape) - k :]) == count), None)
        if kept is None or start % count:
            return
        prefix = [int(i) for i in np.unravel_index(start, shape)][: len(shape) - kept] if shape else []
        value: SSAValue = source
        new_ops: list[Operation] = []
        if prefix:
            extract = ExtractOp(source, prefix, VectorType(source.type.element_type, shape[len(prefix) :]))
            new_ops.append(extract)
            value = extract.result
        if value.type != op.dest.type:
            new_ops.append(ShapeCastOp(value, op.dest.type))
            value = new_ops[-1].result
        rewriter.replace(op, new_ops, [value])


def _extracted_run(elements) -> tuple[SSAValue, int] | None:
    """(the source, the row-major index of the first) where each element is a static `vector.extract` of a
    scalar of one fixed-shape source, at the row-major index after the one before."""
    source, start = None, None
    for k, element in enumerate(elements):
        if not isinstance(element, OpResult) or not isinstance(element.op, ExtractOp) or element.op.dynamic_position:
            return None
        extract = element.op
        vector_type = extract.vector.type
        position = extract.static_position.get_values()
        if isinstance(extract.result.type, VectorType) or len(position) != vector_type.get_num_dims():
            return None
        if any(vector_type.get_scalable_dims()) or xdsl_vector.DYNAMIC_INDEX in position:
            return None
        flat = int(np.ravel_multi_index(position, vector_type.get_shape())) if position else 0
        if k == 0:
            source, start = extract.vector, flat
        elif extract.vector != source or flat != start + k:
            return None
    return source, start


class ToElementsOfFromElements(RewritePattern):
    """A to_elements of a from_elements of its type is the from_elements' operands (upstream's
    `foldToElementsFromElements`)."""

    op_types = (ToElementsOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ToElementsOp):
            return
        source = op.source
        if isinstance(source, OpResult) and isinstance(source.op, FromElementsOp):
            rewriter.replace(op, [], list(source.op.elements))


class ToElementsOfBroadcast(RewritePattern):
    """A to_elements of a broadcast is the broadcast's scalar for every element, or the to_elements of its
    source vector, each element that of the source it was broadcast from (upstream's
    `ToElementsOfBroadcast`)."""

    op_types = (ToElementsOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ToElementsOp):
            return
        source = op.source
        if not isinstance(source, OpResult) or not isinstance(source.op, BroadcastOp):
            return
        scalar = source.op.source
        if not isinstance(scalar.type, VectorType):
            rewriter.replace(op, [], [scalar] * len(op.elements))
            return
        inner_shape = scalar.type.get_shape()
        shape = op.source.type.get_shape()
        inner = ToElementsOp(scalar)
        lead = len(shape) - len(inner_shape)
        values = []
        for index in np.ndindex(*shape):
            position = [0 if n == 1 else i for i, n in zip(index[lead:], inner_shape)]
            values.append(inner.elements[int(np.ravel_multi_index(position, inner_shape)) if position else 0])
        rewriter.replace(op, [inner], values)


class ConstantMaskAllOrNone(RewritePattern):
    """A constant_mask that sets every lane, or none, is the constant `dense<true>` or `dense<false>` (upstream
    lowers and folds it so)."""

    op_types = (ConstantMaskOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ConstantMaskOp):
            return
        result = op.result.type
        sizes = op.mask_dim_sizes.get_values()
        shape = result.get_shape() or (1,)
        if list(sizes) == list(shape):
            rewriter.replace(op, make_constant(result, [1]))
        elif 0 in sizes:
            rewriter.replace(op, make_constant(result, [0]))


class CreateMaskOfConstants(RewritePattern):
    """A create_mask of constant sizes is a constant_mask of them, clamped to `[0, dim]`, all 0 where one is
    0 or less (upstream's `CreateMaskFolder`)."""

    op_types = (CreateMaskOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, CreateMaskOp):
            return
        result = op.mask_vector.type
        if any(result.get_scalable_dims()):
            return
        sizes = []
        for operand in op.mask_dim_sizes:
            found = constant_values(operand)
            if found is None:
                return
            sizes.append(int(found[1][0]))
        shape = result.get_shape() or (1,)
        clamped = [min(max(size, 0), dim) for size, dim in zip(sizes, shape)]
        if 0 in clamped:
            clamped = [0] * len(clamped)
        rewriter.replace(op, ConstantMaskOp(clamped, result))


class MultiReductionOfUnitDims(RewritePattern):
    """A multi_reduction whose reduced dims all have size 1 (or that reduces none) is the kind's arith op of the
    accumulator and the source, shape-cast to the accumulator's type (its one element where that is a scalar):
    upstream's `ElideUnitDimsInMultiDimReduction`.

        %r = vector.multi_reduction <mul>, %v, %acc [1] : vector<4x1xf32> to vector<4xf32>

    becomes `%c = vector.shape_cast %v : vector<4x1xf32> to vector<4xf32>` and `%r = arith.mulf %acc, %c`.
    (Upstream's fold of a 1-D multi_reduction of no dim to its source, which drops the accumulator, is left out.)
    """

    op_types = (MultiDimReductionOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, MultiDimReductionOp):
            return
        source_type = op.source.type
        shape, scalable = source_type.get_shape(), source_type.get_scalable_dims()
        kind = op.kind.data.value
        if any(shape[d] != 1 or scalable[d] for d in op.dims if 0 <= d < len(shape)):
            return
        if not has_combining_op(kind, op.acc.type):
            return
        new_ops: list[Operation] = []
        value = op.source
        if not isinstance(op.dest.type, VectorType):
            new_ops.append(ExtractOp(value, [0] * len(shape), op.dest.type))
        elif value.type != op.dest.type:
            new_ops.append(ShapeCastOp(value, op.dest.type))
        if new_ops:
            value = new_ops[-1].results[0]
        new_ops.append(combining_op(kind, op.acc, value))
        rewriter.replace(op, new_ops)


def populate_vector_elements_canonicalization_patterns() -> list[RewritePattern]:
    """The from_elements, to_elements, constant_mask, create_mask and multi_reduction folders and patterns
    `canonicalize` adds."""
    return [
        FromElementsOfToElements(), FromElementsOfConstants(), FromElementsOfOneValue(), FromElementsOfExtracts(),
        ToElementsOfFromElements(), ToElementsOfBroadcast(), ConstantMaskAllOrNone(), CreateMaskOfConstants(),
        MultiReductionOfUnitDims(),
    ]  # fmt: skip
