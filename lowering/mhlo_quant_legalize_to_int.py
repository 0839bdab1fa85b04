"""`--mhlo-quant-legalize-to-int`: quantized mhlo ops as integer and float arithmetic on the storage integers.

A tensor of `!quant.uniform<i8:f32, 0.5:-20>` becomes the tensor of its
storage type (`tensor<4xi8>`; function signatures included, so that compiled
code takes and returns the storage integers that the reference interpreter
holds), and the ops that give it meaning are spelled out with the
StableHLO specification's formulas:

    %q = mhlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-20>>

becomes (clamp(storage_min, round_nearest_even(x / scale) + zero_point, storage_max))

    %s = mhlo.divide %x, (0.5) : tensor<4xf32>
    %r = mhlo.round_nearest_even %s : tensor<4xf32>
    %c = mhlo.clamp (-128 - -20), (convert %r to f64), (127 - -20) : tensor<4xf64>
    %q = mhlo.convert (mhlo.add (convert %c to i64), (-20)) : (tensor<4xi64>) -> tensor<4xi8>

and `mhlo.uniform_dequantize` is convert((q - zero_point) to the expressed
type) * scale. A uniform_quantize of a quantized tensor dequantizes it first;
an element-wise op on quantized tensors (`mhlo.add` ...) dequantizes its
operands, computes in the expressed type and quantizes the result. Per-axis
types broadcast their scales and zero points along the quantized dimension
(static shapes). Run it after `stablehlo-legalize-to-mhlo` and before
`convert-mhlo-to-linalg`; ops that only move elements (reshape, transpose,
slice ...) and control flow carry the storage integers as they are, other ops
on quantized tensors (dot, reduce, compare ...) are reported.

Upstream's pass of this name rounds with floor(x / scale + 0.5); this one
rounds ties to even, as the StableHLO specification and its reference
interpreter (and ours) do.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.context import Context
from xdsl.dialects.builtin import DenseResourceAttr, FunctionType, ModuleOp, TensorType, f64, i64
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import Rewriter

from aiopt.dialects import func, mhlo
from aiopt.dialects.hlo.types import DYNAMIC, element_type_of, map_element_types, shape_of, with_element_type
from aiopt.dialects.quant import UniformQuantizedType
from aiopt.lowering.chlo_legalize_to_mhlo import _splat_like
from aiopt.reference.hlo.quantization import COMPUTES_QUANTIZED, quantized_types, supports_quantized
from aiopt.support.dense_elements import from_values
from aiopt.support.diagnostics import emit_error
from aiopt.support.passes import DiagnosticPass

MHLO = mhlo.OPS


def storage_type(type_: Attribute) -> Attribute:
    """`type_` with quantized elements as their storage type: `tensor<4x!quant.uniform<i8:f32, ...>>` ->
    `tensor<4xi8>` (tuples and function types too)."""
    return map_element_types(
        type_, lambda element: element.storage_type if isinstance(element, UniformQuantizedType) else None
    )


def _quantized(type_: Attribute) -> UniformQuantizedType | None:
    element = element_type_of(type_)
    return element if isinstance(element, UniformQuantizedType) else None


def _unsupported_reason(op: Operation) -> str | None:
    """Why the pass cannot lower `op` on quantized tensors, None if it can (or `op` has none)."""
    quantized = quantized_types(op)
    if not quantized or isinstance(op, (func.FuncOp, func.ReturnOp, func.CallOp)):
        return None
    if not op.name.startswith("mhlo.") or not supports_quantized(op):
        return f"'{op.name}' on {quantized[0]} is not supported by the CPU code generator yet"
    values = (*op.operands, *op.results)
    per_axis = [v for v in values if (q := _quantized(v.type)) is not None and q.is_per_axis]
    if op.name.removeprefix("mhlo.") in COMPUTES_QUANTIZED and any(
        shape_of(v.type) is None or DYNAMIC in shape_of(v.type) for v in per_axis
    ):
        return f"'{op.name}' on a per-axis quantized tensor of dynamic shape is not supported yet"
    return None


class _Builder:
    """Inserts mhlo ops before `before`, each at its location."""

    def __init__(self, before: Operation):
        self.before = before
        self.rewriter = PatternRewriter(before)

    def op(self, op: Operation) -> SSAValue:
        op.location = self.before.location
        return self.rewriter.insert(op).results[0]

    def convert(self, value: SSAValue, element: Attribute) -> SSAValue:
        return self.op(MHLO["convert"](value, with_element_type(value.type, element)))

    def binary(self, name: str, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.op(MHLO[name](lhs, rhs))

    def params(self, values: Sequence[float | int], axis: int | None, like: SSAValue, element: Attribute) -> SSAValue:
        """One value per element of `like`'s shape: a splat, or `values` along dimension `axis`."""
        type_ = with_element_type(like.type, element)
        if axis is None:
            previous = self.before.prev_op
            splat = _splat_like(self.rewriter, values[0], type_, like)
            new = previous.next_op if previous is not None else self.before.parent_block().first_op
            while new is not None and new is not self.before:
                new.location = self.before.location
                new = new.next_op
            return splat
        column = self.op(MHLO["constant"](from_values(TensorType(element, [len(values)]), list(values))))
        return self.op(MHLO["broadcast_in_dim"](column, [axis], type_))


def dequantize(b: _Builder, q: SSAValue, element: UniformQuantizedType) -> SSAValue:
    """(q - zero_point) * scale in the expressed type; q holds the storage integers."""
    wide = b.convert(q, i64)
    shifted = b.binary("subtract", wide, b.params(element.zero_points, element.quantized_dimension, wide, i64))
    expressed = b.convert(shifted, element.expressed_type)
    return b.binary(
        "multiply",
        expressed,
        b.params(element.scales, element.quantized_dimension, expressed, element.expressed_type),
    )


def quantize(b: _Builder, x: SSAValue, element: UniformQuantizedType) -> SSAValue:
    """clamp(storage_min, round_nearest_even(x / scale) + zero_point, storage_max) in the storage type.

    The clamp is done before adding the zero point, in f64 (exact for any storage integer), so that the
    sum cannot overflow; NaN converts to 0, as the reference interpreter has it.
    """
    axis = element.quantized_dimension
    scaled = b.binary("divide", x, b.params(element.scales, axis, x, element.expressed_type))
    rounded = b.convert(b.op(MHLO["round_nearest_even"](scaled)), f64)
    zero_points = element.zero_points
    low = b.params([element.storage_min - z for z in zero_points], axis, rounded, f64)
    high = b.params([element.storage_max - z for z in zero_points], axis, rounded, f64)
    clamped = b.convert(b.op(MHLO["clamp"](low, rounded, high)), i64)
    stored = b.binary("add", clamped, b.params(zero_points, axis, clamped, i64))
    return b.convert(stored, element.storage_type)


def _lower(op: Operation, operand_types: list[Attribute], result_types: list[Attribute]) -> None:
    """Replace `op` (whose values have their storage types already) by integer/float arithmetic."""
    b = _Builder(op)
    name = op.name.removeprefix("mhlo.")
    result_element = _quantized(result_types[0])
    if name == "uniform_dequantize":
        new = dequantize(b, op.operands[0], _quantized(operand_types[0]))
    else:
        reals = []
        for operand, type_ in zip(op.operands, operand_types):
            element = _quantized(type_)
            reals.append(dequantize(b, operand, element) if element is not None else operand)
        if name == "uniform_quantize":
            (real,) = reals
        else:
            real = b.op(MHLO[name](*reals, with_element_type(result_types[0], result_element.expressed_type)))
        new = quantize(b, real, result_element)
    Rewriter.replace_op(op, [], [new])


class MhloQuantLegalizeToIntPass(DiagnosticPass):
    """Quantized tensors as their storage integers, quantize/dequantize as arithmetic (see the module).

    Example, `ai-opt --mhlo-quant-legalize-to-int`:

        func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
          %q = mhlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-20>>
          %d = mhlo.uniform_dequantize %q : (tensor<4x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<4xf32>
          func.return %d : tensor<4xf32>
        }

    becomes

        %1 = mhlo.divide %arg0, %0 : tensor<4xf32>
        %2 = mhlo.round_nearest_even %1 : tensor<4xf32>
        %3 = mhlo.convert %2 : (tensor<4xf32>) -> tensor<4xf64>
        %4 = mhlo.constant dense<-1.080000e+02> : tensor<4xf64>
        %5 = mhlo.constant dense<1.470000e+02> : tensor<4xf64>
        %6 = mhlo.clamp %4, %3, %5 : tensor<4xf64>
        ...
        %9 = mhlo.add %7, %8 : tensor<4xi64>
        %10 = mhlo.convert %9 : (tensor<4xi64>) -> tensor<4xi8>
        ...
        %13 = mhlo.subtract %11, %12 : tensor<4xi64>
        %14 = mhlo.convert %13 : (tensor<4xi64>) -> tensor<4xf32>
        ...
        %16 = mhlo.multiply %14, %15 : tensor<4xf32>
    """

    name = "mhlo-quant-legalize-to-int"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        ops = list(op.walk())
        failed = False
        for nested in ops:
            if (reason := _unsupported_reason(nested)) is not None:
                emit_error(nested, reason)
                failed = True
        if failed:
            return
        to_lower: list[tuple[Operation, list[Attribute], list[Attribute]]] = []
        for nested in ops:
            types = [*nested.operand_types, *nested.result_types]
            if nested.name.removeprefix("mhlo.") in COMPUTES_QUANTIZED and any(_quantized(t) for t in types):
                to_lower.append((nested, list(nested.operand_types), list(nested.result_types)))
        for nested in ops:
            for attribute_name, attribute in list(nested.properties.items()):
                if isinstance(attribute, FunctionType):
                    nested.properties[attribute_name] = storage_type(attribute)
                elif isinstance(attribute, DenseResourceAttr) and _quantized(attribute.type):
                    # The blob holds the storage integers: the same blob, of the storage type.
                    nested.properties[attribute_name] = DenseResourceAttr(
                        attribute.resource_handle, storage_type(attribute.type)
                    )
            for result in list(nested.results):
                if (new_type := storage_type(result.type)) != result.type:
                    Rewriter.replace_value_with_new_type(result, new_type)
            for region in nested.regions:
                for block in region.blocks:
                    for arg in list(block.args):
                        if (new_type := storage_type(arg.type)) != arg.type:
                            Rewriter.replace_value_with_new_type(arg, new_type)
        for nested, operand_types, result_types in to_lower:
            _lower(nested, operand_types, result_types)
