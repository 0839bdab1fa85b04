"""The batch norms of `convert-mhlo-to-linalg`: decompositions into per-feature reductions and element-wise generics.

mlir-hlo's `hlo-legalize-to-linalg` leaves the batch norms (XLA expands
them before); here each becomes linalg generics:

- `batch_norm_inference`: one element-wise generic,
  `(x - mean) / sqrt(variance + epsilon) * scale + offset`;
- `batch_norm_training`: per-feature mean and (biased) variance by two
  reductions, then that generic;
- `batch_norm_grad`: per-feature `sum(dy)` and `sum(dy * (x - mean))` in one
  reduction, then `grad_scale = sum(dy * (x - mean)) / sqrt(variance + epsilon)`,
  `grad_offset = sum(dy)` and the element-wise
  `grad_operand = scale / sqrt(variance + epsilon) / N * (N * dy - sum(dy) - sum(dy * (x - mean)) * (x - mean) / (variance + epsilon))`.

The feature vectors are read through `(d0, ..., dn) -> (d_feature)`:

    %r = "mhlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var) <{epsilon = 1.0e-3 : f32, feature_index = 1 : i64}>
        : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>

becomes a generic with maps `(d0, d1) -> (d0, d1)` for `%x` and `(d0, d1) -> (d1)` for the others.
Float elements; training and grad need static shapes (the element count N).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Block, Operation, SSAValue
from xdsl.ir.affine import AffineExpr
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith
from aiopt.dialects import math as math_dialect
from aiopt.dialects.hlo.types import ElementKind, element_type_of
from aiopt.dialects.linalg import YieldOp
from aiopt.lowering import mhlo_to_linalg_scalar as scalar
from aiopt.lowering.mhlo_to_linalg_contraction import affine_maps, empty_like, filled, generic, lowerable_with
from aiopt.lowering.mhlo_to_linalg_utils import hlo_op_types, zero

FLOAT = ElementKind.FLOAT


def normalize(
    rewriter: PatternRewriter, op: Operation, x: SSAValue, per_feature: Sequence[SSAValue], result_type: TensorType
) -> SSAValue:
    """Insert the generic `(x - mean) / sqrt(variance + epsilon) * scale + offset` of a batch norm `op`.

    `per_feature` is (scale, offset, mean, variance), read at the feature
    dimension: `(d0, d1, d2, d3) -> (d3)` for feature_index 3.
    """
    rank, feature = result_type.get_num_dims(), op.feature
    element = element_type_of(result_type)
    init = empty_like(rewriter, result_type, [(x, d) for d in range(rank)])
    block = Block(arg_types=[element] * 6)
    value, scale, offset, mean, variance = block.args[:5]
    epsilon = scalar.constant(block, op.properties["epsilon"].value.data, element)
    centered = scalar.emit(block, arith.SubfOp(value, mean))
    stddev = scalar.emit(block, math_dialect.SqrtOp(scalar.emit(block, arith.AddfOp(variance, epsilon))))
    normalized = scalar.emit(block, arith.DivfOp(centered, stddev))
    scaled = scalar.emit(block, arith.MulfOp(normalized, scale))
    block.add_op(YieldOp(scalar.emit(block, arith.AddfOp(scaled, offset))))
    d = [AffineExpr.dimension(i) for i in range(rank)]
    maps = affine_maps(rank, d, *[[d[feature]]] * 4, d)
    (result,) = generic(rewriter, [x, *per_feature], [init], maps, ["parallel"] * rank, block)
    return result


class BatchNormInferenceToGeneric(RewritePattern):
    """`batch_norm_inference` -> one element-wise generic, `normalize` with the given mean and variance."""

    op_types = hlo_op_types("batch_norm_inference")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not lowerable_with(op, hlo_op_types("batch_norm_inference"), (FLOAT,)):
            return
        x, scale, offset, mean, variance = op.operands
        rewriter.replace(op, (), [normalize(rewriter, op, x, [scale, offset, mean, variance], op.results[0].type)])


class BatchNormTrainingToGeneric(RewritePattern):
    """`batch_norm_training` -> per-feature mean and (biased) variance by two reductions, then `normalize`.

    The reductions run over every dimension but the feature one: a generic
    summing `x`, then one summing `(x - mean)^2`, each divided by the count
    of summed elements in a per-feature generic.
    """

    op_types = hlo_op_types("batch_norm_training")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if (
            not lowerable_with(op, hlo_op_types("batch_norm_training"), (FLOAT,))
            or not op.operands[0].type.has_static_shape()
        ):
            return
        x, scale, offset = op.operands
        shape, feature = x.type.get_shape(), op.feature
        count = math.prod(size for d, size in enumerate(shape) if d != feature)
        mean = self._per_feature_mean(rewriter, x, None, feature, count)
        variance = self._per_feature_mean(rewriter, x, mean, feature, count)
        output = normalize(rewriter, op, x, [scale, offset, mean, variance], op.results[0].type)
        rewriter.replace(op, (), [output, mean, variance])

    @staticmethod
    def _per_feature_mean(
        rewriter: PatternRewriter, x: SSAValue, mean: SSAValue | None, feature: int, count: int
    ) -> SSAValue:
        """The per-feature mean of `x`, or of `(x - mean)^2` when `mean` is given."""
        rank, element = x.type.get_num_dims(), element_type_of(x.type)
        vector = TensorType(element, [x.type.get_shape()[feature]])
        d = [AffineExpr.dimension(i) for i in range(rank)]
        inputs = [x] if mean is None else [x, mean]
        block = Block(arg_types=[element] * (len(inputs) + 1))
        term = block.args[0]
        if mean is not None:
            centered = scalar.emit(block, arith.SubfOp(block.args[0], block.args[1]))
            term = scalar.emit(block, arith.MulfOp(centered, centered))
        block.add_op(YieldOp(scalar.emit(block, arith.AddfOp(block.args[-1], term))))
        maps = affine_maps(rank, d, *([[d[feature]]] if mean is not None else []), [d[feature]])
        iterators = ["parallel" if i == feature else "reduction" for i in range(rank)]
        (total,) = generic(
            rewriter, inputs, [filled(rewriter, vector, zero(rewriter, element))], maps, iterators, block
        )
        divide = Block(arg_types=[element, element])
        divisor = scalar.constant(divide, count, element)
        divide.add_op(YieldOp(scalar.emit(divide, arith.DivfOp(divide.args[0], divisor))))
        (result,) = generic(
            rewriter, [total], [empty_like(rewriter, vector, [])], affine_maps(1, [d[0]], [d[0]]), ["parallel"], divide
        )
        return result


def _feature_maps(rank: int, feature: int) -> tuple[list[AffineExpr], list[AffineExpr]]:
    """The identity results of a rank-`rank` generic and those reading a feature vector: `[d_feature]`."""
    d = [AffineExpr.dimension(i) for i in range(rank)]
    return d, [d[feature]]


class BatchNormGradToGeneric(RewritePattern):
    """`batch_norm_grad` -> one per-feature reduction of `dy` and `dy * (x - mean)`, then the three gradients.

    The reduction generic has two outputs (both per-feature vectors) and
    reduction iterators on every dimension but the feature one; the
    gradient of the scale is a per-feature generic, that of the operand an
    element-wise one reading the sums at the feature index.
    """

    op_types = hlo_op_types("batch_norm_grad")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if (
            not lowerable_with(op, hlo_op_types("batch_norm_grad"), (FLOAT,))
            or not op.operands[0].type.has_static_shape()
        ):
            return
        x, scale, mean, variance, grad_output = op.operands
        shape, feature = x.type.get_shape(), op.feature
        rank, element = len(shape), element_type_of(x.type)
        count = math.prod(size for d, size in enumerate(shape) if d != feature)
        d, at_feature = _feature_maps(rank, feature)
        vector = TensorType(element, [shape[feature]])

        sums = Block(arg_types=[element] * 5)
        value, mean_value, dy, sum_dy, sum_dy_centered = sums.args
        centered = scalar.emit(sums, arith.SubfOp(value, mean_value))
        weighted = scalar.emit(sums, arith.MulfOp(dy, centered))
        sums.add_op(
            YieldOp(
                scalar.emit(sums, arith.AddfOp(sum_dy, dy)), scalar.emit(sums, arith.AddfOp(sum_dy_centered, weighted))
            )
        )
        zero_value = zero(rewriter, element)
        zeros = [filled(rewriter, vector, zero_value) for _ in range(2)]
        maps = affine_maps(rank, d, at_feature, d, at_feature, at_feature)
        iterators = ["parallel" if i == feature else "reduction" for i in range(rank)]
        grad_offset, total = generic(rewriter, [x, mean, grad_output], zeros, maps, iterators, sums)

        def inverse_stddev(block: Block, variance_value: SSAValue) -> tuple[SSAValue, SSAValue]:
            """Append `variance + epsilon` and `1 / sqrt(variance + epsilon)`."""
            epsilon = scalar.constant(block, op.properties["epsilon"].value.data, element)
            shifted = scalar.emit(block, arith.AddfOp(variance_value, epsilon))
            return shifted, scalar.emit(block, math_dialect.RsqrtOp(shifted))

        per_feature = Block(arg_types=[element] * 3)
        _, rstd = inverse_stddev(per_feature, per_feature.args[1])
        per_feature.add_op(YieldOp(scalar.emit(per_feature, arith.MulfOp(per_feature.args[0], rstd))))
        (grad_scale,) = generic(
            rewriter,
            [total, variance],
            [empty_like(rewriter, vector, [])],
            affine_maps(1, *[[AffineExpr.dimension(0)]] * 3),
            ["parallel"],
            per_feature,
        )

        body = Block(arg_types=[element] * 8)
        value, dy, scale_value, mean_value, variance_value, sum_dy, sum_dy_centered = body.args[:7]
        shifted, rstd = inverse_stddev(body, variance_value)
        centered = scalar.emit(body, arith.SubfOp(value, mean_value))
        correction = scalar.emit(
            body, arith.DivfOp(scalar.emit(body, arith.MulfOp(sum_dy_centered, centered)), shifted)
        )
        scaled_dy = scalar.emit(body, arith.MulfOp(scalar.constant(body, count, element), dy))
        term = scalar.emit(body, arith.SubfOp(scalar.emit(body, arith.SubfOp(scaled_dy, sum_dy)), correction))
        factor = scalar.emit(
            body,
            arith.DivfOp(scalar.emit(body, arith.MulfOp(scale_value, rstd)), scalar.constant(body, count, element)),
        )
        body.add_op(YieldOp(scalar.emit(body, arith.MulfOp(factor, term))))
        init = empty_like(rewriter, x.type, [])
        maps = affine_maps(rank, d, d, *[at_feature] * 5, d)
        inputs = [x, grad_output, scale, mean, variance, grad_offset, total]
        (grad_operand,) = generic(rewriter, inputs, [init], maps, ["parallel"] * rank, body)
        rewriter.replace(op, (), [grad_operand, grad_scale, grad_offset])


LOWERED_OPS = frozenset({"batch_norm_inference", "batch_norm_training", "batch_norm_grad"})
"""The mnemonics of the HLO ops this module's patterns lower."""


def populate_mhlo_to_linalg_batch_norm_patterns() -> list[RewritePattern]:
    """The patterns decomposing batch_norm_inference, batch_norm_training and batch_norm_grad into generics."""
    return [BatchNormInferenceToGeneric(), BatchNormTrainingToGeneric(), BatchNormGradToGeneric()]
