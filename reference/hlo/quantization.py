"""Reference semantics of quantization: uniform_quantize, uniform_dequantize, and
the element-wise ops on quantized tensors, as the StableHLO specification defines them.

A quantized tensor is held as its storage integers (int8 for `!quant.uniform<i8:f32, ...>`).
It stands for the reals (q - zero_point) * scale; quantizing a real x gives

    clamp(storage_min, round_nearest_even(x / scale) + zero_point, storage_max)

computed in the expressed type (x / scale rounded to f32 for an f32 expressed type).
Per-axis types take the scale and zero point of each element's slice along the axis.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from xdsl.ir import Attribute, Operation

from aiopt.dialects.hlo.elementwise import DEQUANTIZE_OP_QUANTIZE
from aiopt.dialects.hlo.types import element_type_of, with_element_type
from aiopt.dialects.quant import UniformQuantizedType
from aiopt.reference.hlo import as_result, numpy_dtype
from aiopt.reference.semantics import Implementations

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""

MOVES_ELEMENTS = frozenset({
    "bitcast", "broadcast", "broadcast_in_dim", "concatenate", "constant", "copy", "dynamic_reshape", "dynamic_slice",
    "dynamic_update_slice", "gather", "get_tuple_element", "optimization_barrier", "pad", "reshape", "reverse",
    "select", "slice", "transpose", "tuple",
})  # fmt: skip
"""Ops that only move or copy elements: on tensors of one quantized type, they move the storage integers
(a constant of a quantized type holds them: `mhlo.constant() <{value = dense<42> : tensor<4xi8>}> : () -> ...`)."""

PASSES_VALUES = frozenset({"bitcast_convert", "case", "if", "return", "while"})
"""Ops that pass their values on whatever their quantized types (a bitcast_convert reinterprets storage bits)."""

COMPUTES_QUANTIZED = frozenset({"uniform_quantize", "uniform_dequantize"}) | DEQUANTIZE_OP_QUANTIZE
"""Ops with a quantized semantics of their own (the element-wise ops: the spec's dequantize_op_quantize)."""


def quantized_types(op: Operation) -> list[UniformQuantizedType]:
    """The quantized element types of `op`'s operands, results and block arguments."""
    values = (*op.operands, *op.results, *(a for r in op.regions for b in r.blocks for a in b.args))
    return [e for v in values if isinstance(e := element_type_of(v.type), UniformQuantizedType)]


def supports_quantized(op: Operation) -> bool:
    """Whether an HLO op on quantized tensors has reference semantics here: the storage integers of
    other ops (dot, reduce, compare, convert ...) would be taken for the numbers they stand for."""
    name = op.name.split(".", 1)[-1]
    quantized = quantized_types(op)
    return (
        not quantized
        or name in PASSES_VALUES
        or name in COMPUTES_QUANTIZED
        or (name in MOVES_ELEMENTS and len(set(quantized)) == 1)
    )


def _params(element: UniformQuantizedType, rank: int, dtype: np.dtype) -> tuple[np.ndarray, np.ndarray]:
    """The scales (in `dtype`) and zero points (int64), shaped to broadcast against a tensor of rank `rank`."""
    scales = np.asarray(element.scales, dtype=np.float64).astype(dtype)
    zero_points = np.asarray(element.zero_points, dtype=np.int64)
    axis = element.quantized_dimension
    if axis is None:
        return scales.reshape(()), zero_points.reshape(())
    shape = [1] * rank
    shape[axis] = len(element.scales)
    return scales.reshape(shape), zero_points.reshape(shape)


def dequantize(q: np.ndarray, tensor_type: Attribute) -> np.ndarray:
    """(q - zero_point) * scale, in the expressed type of `tensor_type`'s quantized elements."""
    element = element_type_of(tensor_type)
    assert isinstance(element, UniformQuantizedType)
    expressed = with_element_type(tensor_type, element.expressed_type)
    dtype = numpy_dtype(element.expressed_type)
    scales, zero_points = _params(element, np.ndim(q), dtype)
    with np.errstate(all="ignore"):
        values = (np.asarray(q).astype(np.int64) - zero_points).astype(dtype) * scales
    return as_result(values, expressed)


def quantize(x: np.ndarray, tensor_type: Attribute) -> np.ndarray:
    """The storage integers of reals `x` (in the expressed type) quantized to `tensor_type`'s elements."""
    element = element_type_of(tensor_type)
    assert isinstance(element, UniformQuantizedType)
    dtype = numpy_dtype(element.expressed_type)
    scales, zero_points = _params(element, np.ndim(x), dtype)
    with np.errstate(all="ignore"):
        scaled = as_result(np.asarray(x).astype(dtype) / scales, with_element_type(tensor_type, element.expressed_type))
        rounded = np.rint(np.nan_to_num(scaled.astype(np.float64), nan=0.0))
        stored = np.clip(rounded + zero_points, element.storage_min, element.storage_max)
    return as_result(stored.astype(np.int64), tensor_type)


@IMPLEMENTATIONS.register("uniform_quantize")
def uniform_quantize(interpreter, op, args):
    (x,) = args
    if isinstance(element_type_of(op.operand.type), UniformQuantizedType):
        x = dequantize(x, op.operand.type)
    return (quantize(x, op.result.type),)


@IMPLEMENTATIONS.register("uniform_dequantize")
def uniform_dequantize(interpreter, op, args):
    (q,) = args
    return (dequantize(q, op.operand.type),)


def dequantize_op_quantize(compute: Callable[..., np.ndarray], op: Operation, args) -> tuple[np.ndarray]:
    """The spec's dequantize_op_quantize: the float op on the operands' reals, quantized to the result type.

    `compute` takes the dequantized operands (numpy arrays) and returns the float result.
    """
    result_type = op.result_types[0]
    element = element_type_of(result_type)
    assert isinstance(element, UniformQuantizedType)
    reals = [dequantize(value, operand.type) for value, operand in zip(args, op.operands)]
    with np.errstate(all="ignore"):
        value = compute(*reals)
    return (quantize(as_result(value, with_element_type(result_type, element.expressed_type)), result_type),)
