"""Element-wise HLO ops: unary and binary math, compare, select, clamp, conversions.

Every op here applies a scalar function to each element; operands and result
have the same shape. Element-type rules follow the StableHLO specification.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import ClassVar

from xdsl.dialects.builtin import (
    I32,
    ComplexType,
    Float32Type,
    Float64Type,
    FunctionType,
    IntegerAttr,
    IntegerType,
    i32,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import AnyAttr, operand_def, opt_prop_def, prop_def, result_def, traits_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Commutative, Pure
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.hlo.attrs import ComparisonDirectionAttr, ComparisonTypeAttr, enum_value
from aiopt.dialects.hlo.base import HloOp, verify_mhlo_int_attr
from aiopt.dialects.hlo.syntax import (
    assign_from_function_type,
    create_parsed_op,
    custom_op_error,
    format_int_list,
    parse_operands,
    parse_type_or_function_type,
    parse_type_signature,
    print_attr_dict,
    print_operands,
    print_type_signature,
    resolve,
    split_attr_dict,
)
from aiopt.dialects.hlo.type_extensions import bounds_compatible
from aiopt.dialects.hlo.types import (
    ANY_ELEMENT,
    DYNAMIC,
    FLOAT,
    FLOAT_OR_COMPLEX,
    INTEGER,
    PRED_OR_INTEGER,
    SIGNED_INTEGER,
    ElementKind,
    dims_compatible,
    element_kind,
    element_type_of,
    is_quantized,
    is_tensor,
    shape_of,
    shapes_compatible,
    tensor_kind_error,
    with_element_type,
)
from aiopt.dialects.quant import UniformQuantizedType
from aiopt.support.irdl_verification import TypeInferenceError, reads_only_signature

i1 = IntegerType(1)


class ResultElement(Enum):
    """How an element-wise op's result element type relates to its operands'."""

    SAME = "same"
    PRED = "pred"
    REAL_PART = "real part"
    """Complex operands give their float part (abs, real, imag); others stay the same."""
    COMPLEX_OF = "complex of"
    """Float operands give complex<float> (the complex op)."""
    ANY = "any"


def _real_part(element_type: Attribute) -> Attribute:
    return element_type.element_type if isinstance(element_type, ComplexType) else element_type


def _infer_result_element(rule: ResultElement, operand_element: Attribute) -> Attribute:
    match rule:
        case ResultElement.PRED:
            return i1
        case ResultElement.REAL_PART:
            return _real_part(operand_element)
        case ResultElement.COMPLEX_OF:
            return ComplexType(operand_element)
        case _:
            return operand_element


class ElementwiseOp(HloOp):
    """Shared parsing, printing and verification of element-wise ops.

    Subclasses say which element kinds they accept (`allowed`) and how the
    result element type follows from the operands' (`result_element`).
    """

    ALLOWED: ClassVar[frozenset[ElementKind]] = ANY_ELEMENT
    RESULT_ELEMENT: ClassVar[ResultElement] = ResultElement.SAME
    MHLO_SAME_SHAPE_FIRST: ClassVar[bool] = False
    """Whether the mhlo op lists SameOperandsAndResultShape among its own traits, before the Elementwise
    trait its unary op class adds (mhlo.convert): a shape mismatch then reports that trait's message."""
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        attrs = parser.parse_optional_attr_dict()
        operand_types, result_types = parse_type_signature(parser, len(operands), op_type=cls)
        return create_parsed_op(cls, parser, operands, operand_types, result_types, attrs)

    def print(self, printer: Printer) -> None:
        print_operands(printer, self.operands)
        print_attr_dict(printer, self)
        print_type_signature(printer, self.operand_types, self.result_types)

    @reads_only_signature
    def verify_(self) -> None:
        result_type = self.result_types[0]
        for index, operand in enumerate(self.operands):
            if not is_tensor(operand.type):
                raise VerifyException(f"operand #{index} must be a tensor, but got {operand.type}")
        if self.MNEMONIC in COMPATIBLE_OPERANDS_AND_RESULT_TYPE:
            expected = self.operand_types[0]
            if not all(compatible_for_type_inference(t, expected) for t in (*self.operand_types, result_type)):
                raise VerifyException("requires compatible types for all operands and results")
        for operand in self.operands:
            if not shapes_compatible(operand.type, result_type):
                if len(self.operands) == 1 and self.dialect_prefix() == "mhlo" and not self.MHLO_SAME_SHAPE_FIRST:
                    # mhlo's unary ops list the Elementwise trait before SameOperandsAndResultShape.
                    raise VerifyException("all non-scalar operands/results must have the same shape and base type")
                raise VerifyException("requires the same shape for all operands and results")
        elements = [element_type_of(t) for t in self.operand_types]
        if any(is_quantized(t) for t in (*self.operand_types, result_type)) and self.MNEMONIC in DEQUANTIZE_OP_QUANTIZE:
            _verify_quantized_elementwise([*elements, element_type_of(result_type)])
            return
        if any(e != elements[0] for e in elements):
            raise VerifyException("requires the same element type for all operands")
        kind = element_kind(elements[0])
        if kind not in self.ALLOWED:
            raise VerifyException(tensor_kind_error("operand #0", self.operand_types[0], self.ALLOWED))
        if self.RESULT_ELEMENT is ResultElement.ANY and element_kind(element_type_of(result_type)) is None:
            # An HLO element type all the same (convert to tensor<i0> reached the lowering's bounds).
            raise VerifyException(tensor_kind_error("result #0", result_type, ANY_ELEMENT))
        if self.RESULT_ELEMENT is not ResultElement.ANY:
            expected = _infer_result_element(self.RESULT_ELEMENT, elements[0])
            if element_type_of(result_type) == expected:
                return
            if expected == i1:
                raise VerifyException(tensor_kind_error("result #0", result_type, frozenset({ElementKind.PRED})))
            inferred = with_element_type(self.operand_types[0], expected)
            raise VerifyException(
                f"inferred type(s) '{inferred}' are incompatible with return type(s) of operation '{result_type}'"
            )


COMPATIBLE_OPERANDS_AND_RESULT_TYPE = frozenset({
    "acos", "acosh", "asin", "asinh", "atanh", "cosh", "erf", "sinh",
    "add", "and", "atan2", "cbrt", "ceil", "count_leading_zeros", "cosine", "divide", "exponential",
    "exponential_minus_one", "floor", "log", "log_plus_one", "logistic", "maximum", "minimum", "multiply", "negate",
    "not", "or", "popcnt", "power", "reduce_precision", "remainder", "round_nearest_afz", "round_nearest_even",
    "rsqrt", "shift_left", "shift_right_arithmetic", "shift_right_logical", "sign", "sine", "sqrt", "subtract",
    "tan", "tanh", "xor",
})  # fmt: skip
"""The element-wise ops with upstream's `HLO_CompatibleOperandsAndResultType` trait.

Upstream checks it before the op's own checks: every operand and result
type must be compatible with the first operand's (`compatible_for_type_inference`).
"""


def compatible_for_type_inference(a: Attribute, b: Attribute) -> bool:
    """Upstream's `isCompatibleForHloTypeInference`: compatible shapes, and the same element type, except that
    quantized types may differ in scales and zero points (not in storage type or range) and quantized and
    expressed types match."""
    if not shapes_compatible(a, b) or not bounds_compatible(a, b):
        return False
    element_a, element_b = element_type_of(a), element_type_of(b)
    if _storage(element_a) != _storage(element_b) and None not in (_storage(element_a), _storage(element_b)):
        return False
    return _expressed_type(element_a) == _expressed_type(element_b)


def _storage(element_type: Attribute) -> tuple[Attribute, int, int] | None:
    """A quantized type's storage type and range, None for other types."""
    if not isinstance(element_type, UniformQuantizedType):
        return None
    return (element_type.storage_type, element_type.storage_min, element_type.storage_max)


def _expressed_type(element_type: Attribute) -> Attribute:
    return element_type.expressed_type if isinstance(element_type, UniformQuantizedType) else element_type


DEQUANTIZE_OP_QUANTIZE = frozenset({
    "abs", "add", "atan2", "cbrt", "ceil", "cosine", "divide", "exponential", "exponential_minus_one", "floor",
    "log", "log_plus_one", "logistic", "maximum", "minimum", "multiply", "negate", "power", "remainder",
    "round_nearest_afz", "round_nearest_even", "rsqrt", "sign", "sine", "sqrt", "subtract", "tan", "tanh",
})  # fmt: skip
"""The element-wise ops that take per-tensor quantized tensors: the spec's
`dequantize_op_quantize(op, operands..., result_type)` (each operand to its
expressed type, the float op, the result quantized to its own type)."""


def _verify_quantized_elementwise(elements: list[Attribute]) -> None:
    """All operands and the result per-tensor quantized, with one storage and one expressed type."""
    if not all(isinstance(e, UniformQuantizedType) for e in elements):
        raise VerifyException("requires all operands and the result to be quantized, or none of them")
    if any(e.is_per_axis for e in elements):
        raise VerifyException("per-axis quantized operands and results are not supported by this op")
    if len({(e.storage_type, e.expressed_type) for e in elements}) != 1:
        raise VerifyException(
            "requires the same storage type and expressed type for all quantized operands and the result"
        )


class UnaryElementwiseOp(ElementwiseOp):
    """`%r = DIALECT.op %x : T`."""

    operand = operand_def(AnyAttr())
    result = result_def(AnyAttr())

    def __init__(self, operand: SSAValue, result_type: Attribute | None = None):
        if result_type is None:
            result_type = with_element_type(
                operand.type, _infer_result_element(self.RESULT_ELEMENT, element_type_of(operand.type))
            )
        super().__init__(operands=[operand], result_types=[result_type])


class BinaryElementwiseOp(ElementwiseOp):
    """`%r = DIALECT.op %a, %b : T`."""

    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    result = result_def(AnyAttr())

    def __init__(self, lhs: SSAValue, rhs: SSAValue, result_type: Attribute | None = None):
        if result_type is None:
            result_type = with_element_type(
                lhs.type, _infer_result_element(self.RESULT_ELEMENT, element_type_of(lhs.type))
            )
        super().__init__(operands=[lhs, rhs], result_types=[result_type])


# ---------------------------------------------------------------------------
# Unary


class AbsOp(UnaryElementwiseOp):
    """|x| element-wise; for complex x the modulus, a float.

        %r = DIALECT.abs %x : tensor<4xf32>
    """

    MNEMONIC = "abs"
    ALLOWED = SIGNED_INTEGER | FLOAT_OR_COMPLEX
    RESULT_ELEMENT = ResultElement.REAL_PART


class CbrtOp(UnaryElementwiseOp):
    """Cube root element-wise.

        %r = DIALECT.cbrt %x : tensor<4xf32>
    """

    MNEMONIC = "cbrt"
    ALLOWED = FLOAT_OR_COMPLEX


class CeilOp(UnaryElementwiseOp):
    """Round toward +infinity element-wise.

        %r = DIALECT.ceil %x : tensor<4xf32>
    """

    MNEMONIC = "ceil"
    ALLOWED = FLOAT


class CosineOp(UnaryElementwiseOp):
    """cos(x) element-wise.

        %r = DIALECT.cosine %x : tensor<4xf32>
    """

    MNEMONIC = "cosine"
    ALLOWED = FLOAT_OR_COMPLEX


class CountLeadingZerosOp(UnaryElementwiseOp):
    """Number of leading zero bits of each integer.

        %r = DIALECT.count_leading_zeros %x : tensor<4xi32>
    """

    MNEMONIC = "count_leading_zeros"
    ALLOWED = INTEGER


class ExpOp(UnaryElementwiseOp):
    """e^x element-wise.

        %r = DIALECT.exponential %x : tensor<4xf32>
    """

    MNEMONIC = "exponential"
    ALLOWED = FLOAT_OR_COMPLEX


class Expm1Op(UnaryElementwiseOp):
    """e^x - 1 element-wise, accurate for small x.

        %r = DIALECT.exponential_minus_one %x : tensor<4xf32>
    """

    MNEMONIC = "exponential_minus_one"
    ALLOWED = FLOAT_OR_COMPLEX


class FloorOp(UnaryElementwiseOp):
    """Round toward -infinity element-wise.

        %r = DIALECT.floor %x : tensor<4xf32>
    """

    MNEMONIC = "floor"
    ALLOWED = FLOAT


class ImagOp(UnaryElementwiseOp):
    """Imaginary part of each element (0 for real operands).

        %r = DIALECT.imag %x : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    """

    MNEMONIC = "imag"
    ALLOWED = FLOAT_OR_COMPLEX
    RESULT_ELEMENT = ResultElement.REAL_PART


class IsFiniteOp(UnaryElementwiseOp):
    """True where x is neither infinite nor NaN.

        %r = DIALECT.is_finite %x : (tensor<4xf32>) -> tensor<4xi1>
    """

    MNEMONIC = "is_finite"
    ALLOWED = FLOAT
    RESULT_ELEMENT = ResultElement.PRED


class LogOp(UnaryElementwiseOp):
    """Natural logarithm element-wise.

        %r = DIALECT.log %x : tensor<4xf32>
    """

    MNEMONIC = "log"
    ALLOWED = FLOAT_OR_COMPLEX


class Log1pOp(UnaryElementwiseOp):
    """log(1 + x) element-wise, accurate for small x.

        %r = DIALECT.log_plus_one %x : tensor<4xf32>
    """

    MNEMONIC = "log_plus_one"
    ALLOWED = FLOAT_OR_COMPLEX


class LogisticOp(UnaryElementwiseOp):
    """The logistic sigmoid 1 / (1 + e^-x) element-wise.

        %r = DIALECT.logistic %x : tensor<4xf32>
    """

    MNEMONIC = "logistic"
    ALLOWED = FLOAT_OR_COMPLEX


class NegOp(UnaryElementwiseOp):
    """-x element-wise (wrapping for integers).

        %r = DIALECT.negate %x : tensor<4xf32>
    """

    MNEMONIC = "negate"
    ALLOWED = INTEGER | FLOAT_OR_COMPLEX


class NotOp(UnaryElementwiseOp):
    """Logical not of booleans, bitwise not of integers.

        %r = DIALECT.not %x : tensor<4xi1>
    """

    MNEMONIC = "not"
    ALLOWED = PRED_OR_INTEGER


class PopulationCountOp(UnaryElementwiseOp):
    """Number of set bits of each integer.

        %r = DIALECT.popcnt %x : tensor<4xi32>
    """

    MNEMONIC = "popcnt"
    ALLOWED = INTEGER


class RealOp(UnaryElementwiseOp):
    """Real part of each element.

        %r = DIALECT.real %x : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    """

    MNEMONIC = "real"
    ALLOWED = FLOAT_OR_COMPLEX
    RESULT_ELEMENT = ResultElement.REAL_PART


class RoundOp(UnaryElementwiseOp):
    """Round to nearest integer, halfway cases away from zero.

        %r = DIALECT.round_nearest_afz %x : tensor<4xf32>
    """

    MNEMONIC = "round_nearest_afz"
    ALLOWED = FLOAT


class RoundNearestEvenOp(UnaryElementwiseOp):
    """Round to nearest integer, halfway cases to even.

        %r = DIALECT.round_nearest_even %x : tensor<4xf32>
    """

    MNEMONIC = "round_nearest_even"
    ALLOWED = FLOAT


class RsqrtOp(UnaryElementwiseOp):
    """1 / sqrt(x) element-wise.

        %r = DIALECT.rsqrt %x : tensor<4xf32>
    """

    MNEMONIC = "rsqrt"
    ALLOWED = FLOAT_OR_COMPLEX


class SignOp(UnaryElementwiseOp):
    """-1, 0 or 1 by the sign of x (NaN stays NaN; complex: x / |x|).

        %r = DIALECT.sign %x : tensor<4xf32>
    """

    MNEMONIC = "sign"
    ALLOWED = SIGNED_INTEGER | FLOAT_OR_COMPLEX


class SineOp(UnaryElementwiseOp):
    """sin(x) element-wise.

        %r = DIALECT.sine %x : tensor<4xf32>
    """

    MNEMONIC = "sine"
    ALLOWED = FLOAT_OR_COMPLEX


class SqrtOp(UnaryElementwiseOp):
    """Square root element-wise.

        %r = DIALECT.sqrt %x : tensor<4xf32>
    """

    MNEMONIC = "sqrt"
    ALLOWED = FLOAT_OR_COMPLEX


class TanOp(UnaryElementwiseOp):
    """tan(x) element-wise.

        %r = DIALECT.tan %x : tensor<4xf32>
    """

    MNEMONIC = "tan"
    ALLOWED = FLOAT_OR_COMPLEX


class TanhOp(UnaryElementwiseOp):
    """tanh(x) element-wise.

        %r = DIALECT.tanh %x : tensor<4xf32>
    """

    MNEMONIC = "tanh"
    ALLOWED = FLOAT_OR_COMPLEX


class ConvertOp(UnaryElementwiseOp):
    """Convert each element to the result element type (like a C cast; float to int rounds toward zero).

        %r = DIALECT.convert %x : (tensor<4xf32>) -> tensor<4xi32>
    """

    MNEMONIC = "convert"
    RESULT_ELEMENT = ResultElement.ANY
    MHLO_SAME_SHAPE_FIRST = True


class BitcastConvertOp(UnaryElementwiseOp):
    """Reinterpret the bits of each element as the result element type.

    Same bit width keeps the shape; a narrower result type adds a minor
    dimension, a wider one removes it.

        %r = DIALECT.bitcast_convert %x : (tensor<4xf32>) -> tensor<4xi32>
    """

    MNEMONIC = "bitcast_convert"
    RESULT_ELEMENT = ResultElement.ANY

    def verify_(self) -> None:
        """Upstream's `verifyBitcastConvertOp`, in its words."""
        source, target = self.operand.type, self.result.type
        if not is_tensor(source) or not is_tensor(target):
            raise VerifyException("operand and result must be tensors")
        source_element, target_element = element_type_of(source), element_type_of(target)
        if isinstance(source_element, ComplexType) != isinstance(target_element, ComplexType):
            raise VerifyException(
                f"cannot convert between real and complex types, but got: '{source}' and '{target}'"
            )
        source_bits, target_bits = bit_width(source_element), bit_width(target_element)
        source_shape, target_shape = shape_of(source), shape_of(target)
        if source_shape is None or target_shape is None or source_bits is None or target_bits is None:
            return
        if source_bits < target_bits:
            smaller, bigger = source_shape, target_shape
        else:
            smaller, bigger = target_shape, source_shape
        prefix = smaller
        if source_bits != target_bits:
            small_bits, big_bits = min(source_bits, target_bits), max(source_bits, target_bits)
            if len(smaller) != len(bigger) + 1:
                raise VerifyException(
                    f"rank of smaller element type ({len(smaller)}) should be 1 more than rank of larger element "
                    f"type ({len(bigger)}), but {len(smaller)} != {len(bigger)} + 1."
                )
            prefix = smaller[:-1]
            if smaller[-1] != DYNAMIC and smaller[-1] * small_bits != big_bits:
                raise VerifyException(
                    f"requires compatible bit widths. Got: '{source}' and '{target}', but {small_bits} * "
                    f"{smaller[-1]} != {big_bits}."
                )
        if any(not dims_compatible(a, b) for a, b in zip(prefix, bigger)):
            raise VerifyException(
                "operand and result shapes must match except for the innermost dimension of the shape with the "
                f"smaller element type. Got: '{source}' and '{target}'."
            )


def bit_width(element_type: Attribute) -> int | None:
    """The bits of one element (`complex<f32>`: 64), or None for a type without a fixed width."""
    if isinstance(element_type, IntegerType):
        return element_type.width.data
    if isinstance(element_type, ComplexType):
        inner = bit_width(element_type.element_type)
        return None if inner is None else 2 * inner
    if isinstance(element_type, UniformQuantizedType):
        return element_type.storage_type.width.data
    bitwidth = getattr(element_type, "bitwidth", None)
    return bitwidth if isinstance(bitwidth, int) else None


class UniformQuantizeOp(UnaryElementwiseOp):
    """Quantize floats to the result's quantized type, or requantize a quantized tensor to another scale.

    Each element becomes clamp(storage_min, round_nearest_even(x / scale) + zero_point, storage_max).

        %r = DIALECT.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 1.000000e-01:-30>>
    """

    MNEMONIC = "uniform_quantize"
    RESULT_ELEMENT = ResultElement.ANY

    def verify_(self) -> None:
        source, target = _same_shaped_tensors(self)
        result = element_type_of(target)
        if not isinstance(result, UniformQuantizedType):
            raise VerifyException(f"result element type must be a quantized type, but got {result}")
        operand = element_type_of(source)
        expressed = operand.expressed_type if isinstance(operand, UniformQuantizedType) else operand
        if element_kind(expressed) is not ElementKind.FLOAT:
            raise VerifyException(f"operand element type must be float or quantized, but got {operand}")
        if result.expressed_type != expressed:
            raise VerifyException(
                f"Expressed type of result expected to be '{expressed}', but got '{result.expressed_type}'"
            )
        _verify_quantized_dimension(result, target)


class UniformDequantizeOp(UnaryElementwiseOp):
    """The real values of a quantized tensor, (q - zero_point) * scale, in its expressed type.

        %r = DIALECT.uniform_dequantize %q : (tensor<4x!quant.uniform<i8:f32, 1.000000e-01:-30>>) -> tensor<4xf32>
    """

    MNEMONIC = "uniform_dequantize"
    RESULT_ELEMENT = ResultElement.ANY

    def verify_(self) -> None:
        source, target = _same_shaped_tensors(self)
        operand = element_type_of(source)
        if not isinstance(operand, UniformQuantizedType):
            raise VerifyException(f"operand element type must be a quantized type, but got {operand}")
        if element_type_of(target) != operand.expressed_type:
            raise VerifyException(
                f"result element type must be the operand's expressed type {operand.expressed_type}, "
                f"but got {element_type_of(target)}"
            )
        _verify_quantized_dimension(operand, source)


def _same_shaped_tensors(op: UnaryElementwiseOp) -> tuple[Attribute, Attribute]:
    """The operand and result types of a quantize op, verified to be tensors of one shape."""
    source, target = op.operand.type, op.result.type
    if not is_tensor(source) or not is_tensor(target):
        raise VerifyException("operand and result must be tensors")
    if not shapes_compatible(source, target):
        raise VerifyException("requires the same shape for the operand and the result")
    return source, target


def _verify_quantized_dimension(element: UniformQuantizedType, tensor: Attribute) -> None:
    """A per-axis type's dimension is one of the tensor's, with one scale per slice along it."""
    axis, shape = element.quantized_dimension, shape_of(tensor)
    if axis is None or shape is None:
        return
    if axis >= len(shape):
        raise VerifyException(f"quantized dimension {axis} must be less than the rank {len(shape)}")
    if shape[axis] >= 0 and shape[axis] != len(element.scales):
        raise VerifyException(
            f"quantized dimension {axis} has size {shape[axis]}, but the type has {len(element.scales)} scales"
        )


class ReducePrecisionOp(UnaryElementwiseOp):
    """Round each float to a float format with fewer exponent and mantissa bits (same storage type).

        %r = DIALECT.reduce_precision %x, format = e5m10 : tensor<4xf32>
    """

    MNEMONIC = "reduce_precision"
    ALLOWED = FLOAT
    # i32s, as upstream's I32Attr: the generic form is `<{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}>`.
    exponent_bits = prop_def(IntegerAttr[I32])
    mantissa_bits = prop_def(IntegerAttr[I32])

    def __init__(self, operand: SSAValue, exponent_bits: int, mantissa_bits: int):
        super(UnaryElementwiseOp, self).__init__(
            operands=[operand],
            result_types=[operand.type],
            properties={"exponent_bits": IntegerAttr(exponent_bits, i32), "mantissa_bits": IntegerAttr(mantissa_bits, i32)},
        )

    @classmethod
    def parse(cls, parser: Parser):
        operand = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        parser.parse_keyword("format")
        parser.parse_punctuation("=")
        pos = parser.pos
        spec = parser.parse_optional_identifier()
        if spec is None:
            custom_op_error(parser, cls, "expected valid keyword", pos)
        exponent, _, mantissa = spec.partition("m")
        if not (exponent.startswith("e") and exponent[1:].isdigit() and mantissa.isdigit()):
            custom_op_error(parser, cls, f"expected exponent mantissa in format e#m#, saw {spec}", pos)
        attrs = parser.parse_optional_attr_dict()
        operand_types, result_types = parse_type_signature(parser, 1, op_type=cls)
        properties, attributes = split_attr_dict(cls, attrs)
        properties |= {"exponent_bits": IntegerAttr(int(exponent[1:]), i32), "mantissa_bits": IntegerAttr(int(mantissa), i32)}
        return cls.create(
            operands=resolve(parser, [operand], operand_types),
            result_types=result_types,
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        print_operands(printer, self.operands)
        printer.print_string(f", format = e{self.exponent_bits.value.data}m{self.mantissa_bits.value.data}")
        print_attr_dict(printer, self, ("exponent_bits", "mantissa_bits"))
        print_type_signature(printer, self.operand_types, self.result_types)

    def verify_(self) -> None:
        super().verify_()
        verify_mhlo_int_attr(self, "exponent_bits", self.exponent_bits.value.data, positive=True, bits=32)
        verify_mhlo_int_attr(self, "mantissa_bits", self.mantissa_bits.value.data, bits=32)
        if self.exponent_bits.value.data < 1:
            raise VerifyException("exponent_bits must be at least 1")
        if self.mantissa_bits.value.data < 0:
            raise VerifyException("mantissa_bits must not be negative")


# ---------------------------------------------------------------------------
# Binary


class AddOp(BinaryElementwiseOp):
    """a + b element-wise (logical or for booleans).

        %r = DIALECT.add %a, %b : tensor<4xf32>
    """

    MNEMONIC = "add"
    traits = traits_def(Pure(), Commutative())


class SubtractOp(BinaryElementwiseOp):
    """a - b element-wise.

        %r = DIALECT.subtract %a, %b : tensor<4xf32>
    """

    MNEMONIC = "subtract"
    ALLOWED = INTEGER | FLOAT_OR_COMPLEX


class MulOp(BinaryElementwiseOp):
    """a * b element-wise (logical and for booleans).

        %r = DIALECT.multiply %a, %b : tensor<4xf32>
    """

    MNEMONIC = "multiply"
    traits = traits_def(Pure(), Commutative())


class DivOp(BinaryElementwiseOp):
    """a / b element-wise; integer division truncates toward zero.

        %r = DIALECT.divide %a, %b : tensor<4xf32>
    """

    MNEMONIC = "divide"
    ALLOWED = INTEGER | FLOAT_OR_COMPLEX


class RemOp(BinaryElementwiseOp):
    """Remainder of a / b with the sign of a (C's fmod / %).

        %r = DIALECT.remainder %a, %b : tensor<4xf32>
    """

    MNEMONIC = "remainder"
    ALLOWED = INTEGER | FLOAT_OR_COMPLEX


class PowOp(BinaryElementwiseOp):
    """a ** b element-wise.

        %r = DIALECT.power %a, %b : tensor<4xf32>
    """

    MNEMONIC = "power"
    ALLOWED = INTEGER | FLOAT_OR_COMPLEX


class MaxOp(BinaryElementwiseOp):
    """max(a, b) element-wise; NaN if either float is NaN.

        %r = DIALECT.maximum %a, %b : tensor<4xf32>
    """

    MNEMONIC = "maximum"
    traits = traits_def(Pure(), Commutative())


class MinOp(BinaryElementwiseOp):
    """min(a, b) element-wise; NaN if either float is NaN.

        %r = DIALECT.minimum %a, %b : tensor<4xf32>
    """

    MNEMONIC = "minimum"
    traits = traits_def(Pure(), Commutative())


class AndOp(BinaryElementwiseOp):
    """Logical and of booleans, bitwise and of integers.

        %r = DIALECT.and %a, %b : tensor<4xi32>
    """

    MNEMONIC = "and"
    ALLOWED = PRED_OR_INTEGER
    traits = traits_def(Pure(), Commutative())


class OrOp(BinaryElementwiseOp):
    """Logical or of booleans, bitwise or of integers.

        %r = DIALECT.or %a, %b : tensor<4xi32>
    """

    MNEMONIC = "or"
    ALLOWED = PRED_OR_INTEGER
    traits = traits_def(Pure(), Commutative())


class XorOp(BinaryElementwiseOp):
    """Logical or bitwise exclusive or.

        %r = DIALECT.xor %a, %b : tensor<4xi32>
    """

    MNEMONIC = "xor"
    ALLOWED = PRED_OR_INTEGER
    traits = traits_def(Pure(), Commutative())


class ShiftLeftOp(BinaryElementwiseOp):
    """a << b; shifts of the bit width or more give 0.

        %r = DIALECT.shift_left %a, %b : tensor<4xi32>
    """

    MNEMONIC = "shift_left"
    ALLOWED = INTEGER


class ShiftRightArithmeticOp(BinaryElementwiseOp):
    """a >> b filling with the sign bit; over-wide shifts give 0 or -1.

        %r = DIALECT.shift_right_arithmetic %a, %b : tensor<4xi32>
    """

    MNEMONIC = "shift_right_arithmetic"
    ALLOWED = INTEGER


class ShiftRightLogicalOp(BinaryElementwiseOp):
    """a >> b filling with zeros; over-wide shifts give 0.

        %r = DIALECT.shift_right_logical %a, %b : tensor<4xi32>
    """

    MNEMONIC = "shift_right_logical"
    ALLOWED = INTEGER


class Atan2Op(BinaryElementwiseOp):
    """atan2(a, b) element-wise: the angle of the point (b, a).

        %r = DIALECT.atan2 %a, %b : tensor<4xf32>
    """

    MNEMONIC = "atan2"
    ALLOWED = FLOAT_OR_COMPLEX


class ComplexOp(BinaryElementwiseOp):
    """Build complex numbers from real and imaginary parts.

        %r = DIALECT.complex %re, %im : tensor<4xcomplex<f32>>
    """

    MNEMONIC = "complex"
    ALLOWED = FLOAT
    RESULT_ELEMENT = ResultElement.COMPLEX_OF

    def verify_(self) -> None:
        for index, operand in enumerate(self.operands):
            # ODS's `HLO_Fp32Or64Tensor`: no complex<f16> or complex<bf16>.
            if is_tensor(operand.type) and not isinstance(element_type_of(operand.type), Float32Type | Float64Type):
                raise VerifyException(
                    f"operand #{index} must be ranked tensor of 32-bit float or 64-bit float values, "
                    f"but got '{operand.type}'"
                )
        super().verify_()

    @classmethod
    def parse(cls, parser: Parser):
        # `: tensor<4xcomplex<f32>>` names only the result; the operands are its parts.
        operands = parse_operands(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        type_ = parse_type_or_function_type(parser)
        if isinstance(type_, FunctionType):
            operand_types, result_types = assign_from_function_type(parser, cls, type_, len(operands), 1, pos)
        else:
            if not (is_tensor(type_) and isinstance(element_type_of(type_), ComplexType)):
                custom_op_error(parser, cls, "expected tensor with complex element type", pos)
            part = with_element_type(type_, _real_part(element_type_of(type_)))
            operand_types, result_types = [part] * len(operands), [type_]
        return create_parsed_op(cls, parser, operands, operand_types, result_types, attrs)

    def print(self, printer: Printer) -> None:
        print_operands(printer, self.operands)
        print_attr_dict(printer, self)
        expected_part = with_element_type(self.result.type, _real_part(element_type_of(self.result.type)))
        if all(t == expected_part for t in self.operand_types):
            printer.print_string(" : ")
            printer.print_attribute(self.result.type)
        else:
            print_type_signature(printer, self.operand_types, self.result_types)


class CompareOp(HloOp):
    """Compare a and b element-wise in `comparison_direction`, giving booleans.

    `compare_type` says how: FLOAT (IEEE, NaN unordered), TOTALORDER,
    SIGNED or UNSIGNED; by default it follows the element type.

        %r = DIALECT.compare  GT, %a, %b,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    """

    MNEMONIC = "compare"
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    comparison_direction = prop_def(ComparisonDirectionAttr)
    compare_type = opt_prop_def(ComparisonTypeAttr)
    traits = traits_def(Pure())

    def __init__(self, lhs: SSAValue, rhs: SSAValue, direction: str, compare_type: str | None = None):
        properties: dict[str, Attribute] = {
            "comparison_direction": self.HLO_ATTRS.enum("comparison_direction", direction)
        }
        if compare_type is not None:
            properties["compare_type"] = self.HLO_ATTRS.enum("comparison_type", compare_type)
        super().__init__(
            operands=[lhs, rhs], result_types=[with_element_type(lhs.type, i1)], properties=properties
        )

    @property
    def direction(self) -> str:
        return enum_value(self.comparison_direction)

    @classmethod
    def parse(cls, parser: Parser):
        direction = parser.parse_identifier()
        parser.parse_punctuation(",")
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        properties: dict[str, Attribute] = {}
        try:
            properties["comparison_direction"] = cls.HLO_ATTRS.enum("comparison_direction", direction)
        except ValueError:
            parser.raise_error(f"unknown comparison direction '{direction}'")
        if parser.parse_optional_punctuation(",") is not None:
            compare_type = parser.parse_identifier()
            try:
                properties["compare_type"] = cls.HLO_ATTRS.enum("comparison_type", compare_type)
            except ValueError:
                parser.raise_error(f"unknown comparison type '{compare_type}'")
        attrs = parser.parse_optional_attr_dict()
        operand_types, result_types = parse_type_signature(parser, 2)
        return create_parsed_op(cls, parser, [lhs, rhs], operand_types, result_types, attrs, properties)

    def print(self, printer: Printer) -> None:
        printer.print_string(f"  {self.direction}, ")
        printer.print_list(self.operands, printer.print_operand)
        if self.compare_type is not None:
            printer.print_string(f",  {enum_value(self.compare_type)}")
        print_attr_dict(printer, self, ("comparison_direction", "compare_type"))
        print_type_signature(printer, self.operand_types, self.result_types)

    def verify_(self) -> None:
        if not all(is_tensor(t) for t in (*self.operand_types, self.result.type)):
            raise VerifyException("operands and result must be tensors")
        if not shapes_compatible(self.lhs.type, self.rhs.type) or not shapes_compatible(self.lhs.type, self.result.type):
            raise VerifyException("requires the same shape for all operands and results")
        if element_type_of(self.lhs.type) != element_type_of(self.rhs.type):
            raise VerifyException("requires the same element type for all operands")
        if element_type_of(self.result.type) != i1:
            raise VerifyException(tensor_kind_error("result #0", self.result.type, frozenset({ElementKind.PRED})))


class SelectOp(HloOp):
    """Pick from on_true where pred is true, else from on_false; a scalar pred picks whole tensors.

        %r = DIALECT.select %pred, %a, %b : tensor<4xi1>, tensor<4xf32>
    """

    MNEMONIC = "select"
    pred = operand_def(AnyAttr())
    on_true = operand_def(AnyAttr())
    on_false = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, pred: SSAValue, on_true: SSAValue, on_false: SSAValue):
        super().__init__(operands=[pred, on_true, on_false], result_types=[on_true.type])

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        if len(operands) != 3:
            parser.raise_error(f"expected 3 operands but got {len(operands)}")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        # Upstream's parseSelectOpType: `: pred_type, value_type` or `: (P, T, F) -> R`.
        pos = parser.pos
        types = parser.parse_comma_separated_list(parser.Delimiter.NONE, lambda: parse_type_or_function_type(parser))
        if len(types) == 1 and isinstance(types[0], FunctionType):
            operand_types, result_types = assign_from_function_type(parser, cls, types[0], 3, 1, pos)
        elif len(types) == 2 and not any(isinstance(t, FunctionType) for t in types):
            operand_types, result_types = [types[0], types[1], types[1]], [types[1]]
        else:
            custom_op_error(parser, cls, "expected functional type or list of two types", pos)
        return create_parsed_op(cls, parser, operands, operand_types, result_types, attrs)

    def print(self, printer: Printer) -> None:
        print_operands(printer, self.operands)
        print_attr_dict(printer, self)
        value_type = self.result.type
        if self.on_true.type == value_type and self.on_false.type == value_type:
            printer.print_string(" : ")
            printer.print_attribute(self.pred.type)
            printer.print_string(", ")
            printer.print_attribute(value_type)
        else:
            print_type_signature(printer, self.operand_types, self.result_types)

    def verify_(self) -> None:
        if not all(is_tensor(t) for t in (*self.operand_types, self.result.type)):
            raise VerifyException("operands and result must be tensors")
        if element_type_of(self.pred.type) != i1:
            raise VerifyException(tensor_kind_error("operand #0", self.pred.type, frozenset({ElementKind.PRED})))
        if element_type_of(self.on_true.type) != element_type_of(self.on_false.type) or not shapes_compatible(
            self.on_true.type, self.on_false.type
        ):
            raise VerifyException("requires compatible types for non-predicate operands")
        pred_shape = shape_of(self.pred.type)
        if pred_shape not in (None, ()) and not shapes_compatible(self.pred.type, self.on_true.type):
            raise TypeInferenceError("requires the same shape for all operands")
        if not shapes_compatible(self.on_true.type, self.result.type) or element_type_of(
            self.result.type
        ) != element_type_of(self.on_true.type):
            raise VerifyException("result type must match the type of on_true")


class ClampOp(ElementwiseOp):
    """min(max(operand, min), max) element-wise; min and max may be scalars.

        %r = DIALECT.clamp %lo, %x, %hi : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    """

    MNEMONIC = "clamp"
    min = operand_def(AnyAttr())
    operand = operand_def(AnyAttr())
    max = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, minimum: SSAValue, operand: SSAValue, maximum: SSAValue):
        super().__init__(operands=[minimum, operand, maximum], result_types=[operand.type])

    def verify_(self) -> None:
        if not all(is_tensor(t) for t in (*self.operand_types, self.result.type)):
            raise VerifyException("operands and result must be tensors")
        element = element_type_of(self.operand.type)
        for name, bound in (("min", self.min), ("max", self.max)):
            if element_type_of(bound.type) != element:
                raise VerifyException(f"{name} must have the element type of operand")
            if shape_of(bound.type) not in (None, ()) and not shapes_compatible(bound.type, self.operand.type):
                raise VerifyException(
                    f"{name} shape {_bracketed(shape_of(bound.type))} is not scalar and is not compatible to "
                    f"operand shape {_bracketed(shape_of(self.operand.type))}"
                )
        if not shapes_compatible(self.operand.type, self.result.type) or element_type_of(self.result.type) != element:
            raise VerifyException(
                f"inferred type(s) '{self.operand.type}' are incompatible with return type(s) of operation "
                f"'{self.result.type}'"
            )


def _bracketed(shape: Sequence[int] | None) -> str:
    """A shape as upstream's clamp diagnostics print it: `[2, 3]`."""
    return format_int_list(shape or ())


UNARY_OPS: tuple[type[HloOp], ...] = (
    AbsOp, CbrtOp, CeilOp, CosineOp, CountLeadingZerosOp, ExpOp, Expm1Op, FloorOp, ImagOp,
    IsFiniteOp, LogOp, Log1pOp, LogisticOp, NegOp, NotOp, PopulationCountOp, RealOp, RoundOp,
    RoundNearestEvenOp, RsqrtOp, SignOp, SineOp, SqrtOp, TanOp, TanhOp, ConvertOp,
    BitcastConvertOp, ReducePrecisionOp, UniformQuantizeOp, UniformDequantizeOp,
)  # fmt: skip

BINARY_OPS: tuple[type[HloOp], ...] = (
    AddOp, SubtractOp, MulOp, DivOp, RemOp, PowOp, MaxOp, MinOp, AndOp, OrOp, XorOp,
    ShiftLeftOp, ShiftRightArithmeticOp, ShiftRightLogicalOp, Atan2Op, ComplexOp,
)  # fmt: skip

ELEMENTWISE_OPS: tuple[type[HloOp], ...] = (*UNARY_OPS, *BINARY_OPS, CompareOp, SelectOp, ClampOp)
