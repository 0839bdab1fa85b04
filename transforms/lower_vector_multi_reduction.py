"""`lower-vector-multi-reduction`: `vector.multi_reduction` to transposes, extracts and arith ops or 1-D
`vector.reduction`s (upstream's pass and its `populateVectorMultiReductionLoweringPatterns`), which
`convert-vector-to-llvm` lowers.

With `lowering-strategy=inner-parallel` (upstream's default) the source is transposed so that the reduced
dims come first; each slice along them (in row-major order) is then combined with the accumulator by the
kind's arith op, elementwise over the kept dims:

    %r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xf32> to vector<2xf32>

becomes

    %t = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
    %0 = vector.extract %t[0] : vector<2xf32> from vector<3x2xf32>
    %1 = arith.addf %0, %acc : vector<2xf32>
    %2 = vector.extract %t[1] : vector<2xf32> from vector<3x2xf32>
    %3 = arith.addf %2, %1 : vector<2xf32>
    ...

With `inner-reduction` the kept dims come first and each of their points is one `vector.reduction` of the
reduced elements (shape-cast to 1-D) into the accumulator's element, inserted into the result. A reduction
of every dim is one `vector.reduction` of the source shape-cast to 1-D with either strategy, and one of no
dim the kind's arith op of the source and the accumulator. Both combine the elements in the same order as
the reference interpreter (row-major over the reduced dims, from the accumulator on).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, VectorType
from xdsl.dialects.vector import CombiningKindAttr, CombiningKindFlag
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects import vector
from aiopt.dialects.vector_multi_reduction import combining_op, has_combining_op
from aiopt.dialects.vector_shape import vector_type
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import PassOptionError, option
from aiopt.transforms.canonicalize_arith import make_constant

STRATEGIES = ("inner-parallel", "inner-reduction")
"""Upstream's `VectorMultiReductionLowering` values, by their option names."""


def _combine(kind: str, lhs: SSAValue, rhs: SSAValue, new_ops: list[Operation]) -> SSAValue:
    op = combining_op(kind, lhs, rhs)
    new_ops.append(op)
    return op.results[0]


def _transposed(source: SSAValue, order: list[int], new_ops: list[Operation]) -> SSAValue:
    """`source` with its dims in `order` (itself where that is the identity)."""
    if order == list(range(len(order))):
        return source
    transpose = vector.TransposeOp(source, order)
    new_ops.append(transpose)
    return transpose.result


def _reduction(kind: str, source: SSAValue, acc: SSAValue, new_ops: list[Operation]) -> SSAValue:
    """`vector.reduction <kind>, source, acc` of `source` shape-cast to 1-D."""
    source_type = source.type
    if source_type.get_num_dims() != 1:
        flat = vector.ShapeCastOp(source, VectorType(source_type.element_type, [math.prod(source_type.get_shape())]))
        new_ops.append(flat)
        source = flat.result
    reduction = vector.ReductionOp.build(
        operands=[source, acc], result_types=[acc.type], properties={"kind": CombiningKindAttr(CombiningKindFlag(kind))}
    )
    new_ops.append(reduction)
    return reduction.dest


@dataclass
class LowerMultiReduction(RewritePattern):
    """One `vector.multi_reduction` by the strategy (see the module docstring)."""

    inner_reduction: bool = False

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.MultiDimReductionOp, rewriter: PatternRewriter) -> None:
        source_type = op.source.type
        kind = op.kind.data.value
        if any(source_type.get_scalable_dims()) or not has_combining_op(kind, op.acc.type):
            return  # (a kind the element type has no arith op for: left as it is)
        rank = source_type.get_num_dims()
        reduced = sorted(set(op.dims))
        kept = [d for d in range(rank) if d not in reduced]
        new_ops: list[Operation] = []
        if not reduced:
            result = _combine(kind, op.source, op.acc, new_ops)
        elif not kept:
            result = _reduction(kind, op.source, op.acc, new_ops)
        elif self.inner_reduction:
            result = self._inner_reduction(op, kind, reduced, kept, new_ops)
        else:
            result = self._inner_parallel(op, kind, reduced, kept, new_ops)
        rewriter.replace(op, new_ops, [result])

    @staticmethod
    def _inner_parallel(op, kind: str, reduced: list[int], kept: list[int], new_ops: list[Operation]) -> SSAValue:
        shape = op.source.type.get_shape()
        source = _transposed(op.source, reduced + kept, new_ops)
        result = op.acc
        for point in itertools.product(*(range(shape[d]) for d in reduced)):
            extract = vector.ExtractOp(source, list(point), op.dest.type)
            new_ops.append(extract)
            result = _combine(kind, extract.result, result, new_ops)
        return result

    @staticmethod
    def _inner_reduction(op, kind: str, reduced: list[int], kept: list[int], new_ops: list[Operation]) -> SSAValue:
        source_type = op.source.type
        shape, scalable = source_type.get_shape(), source_type.get_scalable_dims()
        source = _transposed(op.source, kept + reduced, new_ops)
        slice_type = vector_type(source_type.element_type, [shape[d] for d in reduced], [scalable[d] for d in reduced])
        zero = make_constant(op.dest.type, [0])
        new_ops.append(zero)
        result = zero.results[0]
        element = source_type.element_type
        for point in itertools.product(*(range(shape[d]) for d in kept)):
            row = vector.ExtractOp(source, list(point), slice_type)
            acc = vector.ExtractOp(op.acc, list(point), element)
            new_ops += [row, acc]
            value = _reduction(kind, row.result, acc.result, new_ops)
            insert = vector.InsertOp(value, result, list(point))
            new_ops.append(insert)
            result = insert.result
        return result


@dataclass(frozen=True)
class LowerVectorMultiReductionPass(DiagnosticPass):
    """Lower `vector.multi_reduction` ops (upstream's `lower-vector-multi-reduction`; see the module docstring).

    Example, `ai-opt --lower-vector-multi-reduction`:

        func.func @f(%v: vector<2x3xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
          %r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xf32> to vector<2xf32>
          return %r : vector<2xf32>
        }

    becomes

        %0 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
        %1 = vector.extract %0[0] : vector<2xf32> from vector<3x2xf32>
        %2 = arith.addf %1, %arg1 : vector<2xf32>
        %3 = vector.extract %0[1] : vector<2xf32> from vector<3x2xf32>
        %4 = arith.addf %3, %2 : vector<2xf32>
        %5 = vector.extract %0[2] : vector<2xf32> from vector<3x2xf32>
        %6 = arith.addf %5, %4 : vector<2xf32>
        return %6 : vector<2xf32>
    """

    name = "lower-vector-multi-reduction"

    lowering_strategy: str = option(
        "inner-parallel", "Select the strategy to control how multi_reduction is lowered (inner-parallel or "
        "inner-reduction)"
    )  # fmt: skip

    def __post_init__(self) -> None:
        if self.lowering_strategy not in STRATEGIES:
            raise PassOptionError(
                "lowering_strategy", f"Cannot find option named '{self.lowering_strategy}'! (inner-parallel or "
                "inner-reduction)"
            )  # fmt: skip

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        pattern = LowerMultiReduction(inner_reduction=self.lowering_strategy == "inner-reduction")
        PatternRewriteWalker(pattern, apply_recursively=False).rewrite_module(op)
