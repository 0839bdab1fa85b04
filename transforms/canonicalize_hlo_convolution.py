"""Canonicalization patterns of mhlo's convolutions, after mlir-hlo's (`ConvolutionIsDot`, `DynamicConvIsConv`).

They are mhlo's own canonicalizations (stablehlo's convolutions have none):

    %r = mhlo.convolution(%x, %k) dim_numbers = [b, f]x[o, i]->[b, f], window = {...}
           {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<5x6xf32>, tensor<7x6xf32>) -> ...
    ->
    %r = "mhlo.dot_general"(%x, %k) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1],
           rhs_contracting_dimensions = [1]>}> : (tensor<5x6xf32>, tensor<7x6xf32>) -> tensor<5x7xf32>

Upstream also rewrites a grouped (feature_group_count > 1) convolution of
rank-2 operands as a batched dot_general of reshaped operands; that rewrite
reshapes a `[i, o]` or `[o, i]` kernel of more than one input feature per
group into `[groups, o / groups, i]` (or `[i, groups, o / groups]`) by
reinterpreting its elements in place, which pairs input features with the
wrong output features, so aiopt leaves grouped convolutions alone.
"""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects.hlo.linalg_ops import ConvolutionOp, DynamicConvOp, window_attr
from aiopt.dialects.hlo.shape_ops import constant_ints
from aiopt.dialects.hlo.types import shape_of
from aiopt.transforms.fold_hlo import dialect_op


def _is_mhlo(op: Operation) -> bool:
    return op.name.startswith("mhlo.")


class ConvolutionIsDot(RewritePattern):
    """An mhlo.convolution of rank-2 operands without groups (no spatial dimensions, so no window) is a
    dot_general contracting the input feature with the kernel input feature; where the output is
    `[f, b]`, the operands swap so that no transpose is needed:

        %r = mhlo.convolution(%k, %x) dim_numbers = [b, f]x[o, i]->[f, b], ... : (tensor<7x6xf32>, tensor<5x6xf32>)
               -> tensor<5x7xf32>
        ->
        %r = "mhlo.dot_general"(%x, %k) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1],
               rhs_contracting_dimensions = [1]>}> : (tensor<5x6xf32>, tensor<7x6xf32>) -> tensor<5x7xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ConvolutionOp, rewriter: PatternRewriter) -> None:
        lhs_shape, rhs_shape = shape_of(op.lhs.type), shape_of(op.rhs.type)
        if not _is_mhlo(op) or lhs_shape is None or rhs_shape is None or len(lhs_shape) != 2 or len(rhs_shape) != 2:
            return
        dims = op.dims
        if op.batch_groups != 1 or op.feature_groups != 1 or dims.kernel_spatial:
            return
        lhs, rhs = op.lhs, op.rhs
        lhs_contracting, rhs_contracting = dims.input_feature, dims.kernel_input_feature
        if dims.output_batch == 1 and dims.output_feature == 0:
            lhs, rhs = rhs, lhs
            lhs_contracting, rhs_contracting = rhs_contracting, lhs_contracting
        cls = dialect_op(op, "dot_general")
        properties = {
            "dot_dimension_numbers": cls.HLO_ATTRS.struct(
                "dot", lhs_contracting_dimensions=(lhs_contracting,), rhs_contracting_dimensions=(rhs_contracting,)
            )
        }
        if op.precision_config is not None:
            properties["precision_config"] = op.precision_config
        dot = cls.create(operands=[lhs, rhs], result_types=[op.result.type], properties=properties)
        dot.location = op.location
        rewriter.replace(op, dot)


class DynamicConvIsConv(RewritePattern):
    """An mhlo.dynamic_conv whose padding is a constant is a convolution with that padding, in pairs:

        %pad = arith.constant dense<[2, 0, 1, 1]> : tensor<4xi64>
        %r = "mhlo.dynamic_conv"(%x, %k, %pad) <{...}> : (...) -> tensor<...>
        ->
        %r = mhlo.convolution(%x, %k) dim_numbers = ..., window = {..., pad = [[2, 0], [1, 1]], ...} ...
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicConvOp, rewriter: PatternRewriter) -> None:
        padding = constant_ints(op.d_padding)
        if not _is_mhlo(op) or padding is None or len(padding) % 2:
            return
        cls = dialect_op(op, "convolution")
        properties = {name: value for name, value in op.properties.items()}
        properties["padding"] = window_attr(cls, "padding", [padding[i : i + 2] for i in range(0, len(padding), 2)])
        conv = cls.create(operands=[op.lhs, op.rhs], result_types=[op.result.type], properties=properties)
        conv.location = op.location
        rewriter.replace(op, conv)


def populate_hlo_convolution_canonicalization_patterns() -> list[RewritePattern]:
    """mhlo's convolution canonicalizations."""
    return [ConvolutionIsDot(), DynamicConvIsConv()]
