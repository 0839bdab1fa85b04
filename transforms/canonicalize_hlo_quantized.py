"""Folds of HLO shape ops on quantized constants, after mlir-hlo's reshape and transpose folders.

A quantized constant keeps its storage integers in its `value`
(`mhlo.constant() <{value = dense<...> : tensor<2x2xi8>}> : () -> tensor<2x2x!quant.uniform<...>>`): a reshape
of it, and a transpose of a splat, are the same integers in the result's shape and quantized type.

    %c = mhlo.constant() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>}> : () -> tensor<2x2x!quant.uniform<i8:f32, 2.0>>
    %r = mhlo.reshape %c : (tensor<2x2x!quant.uniform<i8:f32, 2.0>>) -> tensor<4x!quant.uniform<i8:f32, 2.0>>
    ->
    %r = mhlo.constant() <{value = dense<[1, 2, 3, 4]> : tensor<4xi8>}> : () -> tensor<4x!quant.uniform<i8:f32, 2.0>>
"""

from __future__ import annotations

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects.hlo.core import ConstantOp
from aiopt.dialects.hlo.shape_ops import ReshapeOp, TransposeOp
from aiopt.dialects.hlo.types import element_type_of, shape_of
from aiopt.dialects.quant import UniformQuantizedType
from aiopt.support.dense_elements import splat_element_bytes, splat_from_bytes


def _quantized_constant(value: SSAValue) -> tuple[ConstantOp, DenseIntOrFPElementsAttr] | None:
    """The constant op defining `value` and its storage elements, when `value` is a quantized constant."""
    if not isinstance(value, OpResult) or not isinstance(value.op, ConstantOp):
        return None
    if not isinstance(element_type_of(value.type), UniformQuantizedType):
        return None
    attr = value.op.value
    return (value.op, attr) if isinstance(attr, DenseIntOrFPElementsAttr) else None


def _replace_with_constant(rewriter: PatternRewriter, op: Operation, like: ConstantOp, value) -> None:
    constant = type(like).create(properties={"value": value}, result_types=[op.results[0].type])
    constant.location = op.location
    rewriter.replace(op, constant)


class ReshapeOfQuantizedConstant(RewritePattern):
    """reshape of a quantized constant is a constant of the same storage integers in the result's shape."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReshapeOp, rewriter: PatternRewriter) -> None:
        found = _quantized_constant(op.operand)
        shape = shape_of(op.result.type)
        if found is None or shape is None or not isinstance(op.result.type, TensorType):
            return
        _, attr = found
        storage = TensorType(attr.get_element_type(), list(shape))
        if attr.get_shape() == tuple(shape):
            return
        element = splat_element_bytes(attr)
        value = (
            splat_from_bytes(storage, element) if element is not None else DenseIntOrFPElementsAttr(storage, attr.data)
        )
        _replace_with_constant(rewriter, op, found[0], value)


class TransposeOfQuantizedSplat(RewritePattern):
    """transpose of a quantized splat constant is the splat in the result's shape (and quantized dimension)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: TransposeOp, rewriter: PatternRewriter) -> None:
        found = _quantized_constant(op.operand)
        shape = shape_of(op.result.type)
        if found is None or shape is None:
            return
        _, attr = found
        element = splat_element_bytes(attr)
        if element is None:
            return
        value = splat_from_bytes(TensorType(attr.get_element_type(), list(shape)), element)
        _replace_with_constant(rewriter, op, found[0], value)


def populate_hlo_quantized_folding_patterns() -> list[RewritePattern]:
    """The folds of shape ops on quantized constants."""
    return [ReshapeOfQuantizedConstant(), TransposeOfQuantizedSplat()]
