"""Types and element-type classes of the HLO dialects.

HLO tensors hold `pred` (i1), signed integers (signless `iN`), unsigned
integers (`uiN`), floats (f8 variants to f64, bf16) and complex numbers.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from enum import Enum

from xdsl.dialects.builtin import (
    ArrayAttr,
    ComplexType,
    Float32Type,
    Float64Type,
    FunctionType,
    IntegerType,
    Signedness,
    TensorType,
    TupleType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.hints import isa

from aiopt.dialects.quant import UniformQuantizedType

DYNAMIC = -9223372036854775808
"""The size xDSL stores for a `?` dimension."""


class TokenType(ParametrizedAttribute, TypeAttribute):
    """Any HLO dialect's `!dialect.token`: orders side effects, carries no data."""


def make_token_type(prefix: str) -> type[TokenType]:
    """The `!prefix.token` type class."""
    cls = types.new_class(
        f"{prefix.capitalize()}TokenType",
        (TokenType,),
        exec_body=lambda ns: ns.update(name=f"{prefix}.token", __module__=f"aiopt.dialects.{prefix}"),
    )
    return irdl_attr_definition(cls)


@irdl_attr_definition
class AsyncBundleType(ParametrizedAttribute, TypeAttribute):
    """mhlo's `!mhlo.async_bundle<inputs, results, context...>`: what async_start hands to async_update/done.

        %b = "mhlo.async_start"(%x) {called_computation = @f, execution_thread = "main"}
               : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>, tensor<i32>>
    """

    name = "mhlo.async_bundle"
    types: ArrayAttr[Attribute]

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        with parser.in_angle_brackets():
            return [ArrayAttr(parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type))]

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_list(self.types.data, printer.print_attribute)


DIALECT_ONLY_TYPES: dict[str, tuple[type[Attribute], ...]] = {"mhlo": (AsyncBundleType,), "stablehlo": ()}
"""The types only dialect `prefix` has, besides its token type."""


class ElementKind(Enum):
    """The classes of element types that HLO ops constrain."""

    PRED = "pred"
    SIGNED = "signed integer"
    UNSIGNED = "unsigned integer"
    FLOAT = "float"
    COMPLEX = "complex"
    QUANTIZED = "quantized"


PRED = frozenset({ElementKind.PRED})
INTEGER = frozenset({ElementKind.SIGNED, ElementKind.UNSIGNED})
SIGNED_INTEGER = frozenset({ElementKind.SIGNED})
FLOAT = frozenset({ElementKind.FLOAT})
COMPLEX = frozenset({ElementKind.COMPLEX})
FLOAT_OR_COMPLEX = FLOAT | COMPLEX
PRED_OR_INTEGER = PRED | INTEGER
ANY_ELEMENT = PRED | INTEGER | FLOAT | COMPLEX


def element_kind(element_type: Attribute) -> ElementKind | None:
    """Which class an element type belongs to, or None if HLO does not allow it."""
    if isinstance(element_type, UniformQuantizedType):
        return ElementKind.QUANTIZED
    if isinstance(element_type, IntegerType):
        if element_type.width.data == 0:
            return None  # no value to compute with (wider integers than upstream's are taken: i12, i128)
        if element_type.width.data == 1:
            return ElementKind.PRED
        if element_type.signedness.data == Signedness.UNSIGNED:
            return ElementKind.UNSIGNED
        return ElementKind.SIGNED
    if isinstance(element_type, ComplexType):
        # HLO's complex types are complex<f32> and complex<f64> (mlir-hlo's HLO_Complex).
        return ElementKind.COMPLEX if isinstance(element_type.element_type, Float32Type | Float64Type) else None
    if type(element_type).__name__.startswith(("Float", "BFloat")):
        return ElementKind.FLOAT
    return None


def describe_kinds(kinds: frozenset[ElementKind]) -> str:
    """`"float or complex"`, for diagnostics."""
    order = [ElementKind.PRED, ElementKind.SIGNED, ElementKind.UNSIGNED, ElementKind.FLOAT, ElementKind.COMPLEX]
    names = [kind.value for kind in order if kind in kinds]
    if ElementKind.SIGNED in kinds and ElementKind.UNSIGNED in kinds:
        names = [n for n in names if not n.endswith("integer")]
        names.insert(1 if ElementKind.PRED in kinds else 0, "integer")
    return ", ".join(names[:-1]) + (" or " if len(names) > 1 else "") + names[-1]


def tensor_kind_error(what: str, type_: Attribute, kinds: frozenset[ElementKind]) -> str:
    """An ODS operand or result type constraint's message, as upstream's verifiers word it:

        operand #0 must be ranked tensor of float values, but got 'tensor<4xi32>'

    `what` is `operand #0` or `result #0`.
    """
    return f"{what} must be ranked tensor of {describe_kinds(kinds)} values, but got '{type_}'"


def is_tensor(type_: Attribute) -> bool:
    return isinstance(type_, (TensorType, UnrankedTensorType))


def is_ranked(type_: Attribute) -> bool:
    return isinstance(type_, TensorType)


def shape_of(type_: Attribute) -> tuple[int, ...] | None:
    """The shape of a ranked tensor (`DYNAMIC` for `?`), None if unranked."""
    return tuple(type_.get_shape()) if isinstance(type_, TensorType) else None


def element_type_of(type_: Attribute) -> Attribute:
    """The element type of a tensor (or the type itself for scalars)."""
    if isinstance(type_, (TensorType, UnrankedTensorType)):
        return type_.get_element_type()
    return type_


def tensor_type(shape: tuple[int, ...] | list[int], element_type: Attribute) -> TensorType:
    """`tensor<shape x element_type>`."""
    return TensorType(element_type, list(shape))


def with_element_type(type_: Attribute, element_type: Attribute) -> Attribute:
    """The same tensor shape (ranked or not) with another element type."""
    if isinstance(type_, TensorType):
        return TensorType(element_type, type_.get_shape(), type_.encoding)
    if isinstance(type_, UnrankedTensorType):
        return UnrankedTensorType(element_type)
    return element_type


def map_element_types(type_: Attribute, convert: Callable[[Attribute], Attribute | None]) -> Attribute:
    """`type_` with every element type `e` replaced by `convert(e)` (None keeps `e`): scalars, the elements
    of ranked tensors, and through tuple and function types.

        map_element_types(tensor<4xf8E5M2>, f8-to-f32) -> tensor<4xf32>
    """
    match type_:
        case TensorType():
            element = convert(type_.element_type)
            return type_ if element is None else TensorType(element, type_.shape, type_.encoding)
        case TupleType():
            return TupleType([map_element_types(t, convert) for t in type_.types.data])
        case FunctionType():
            return FunctionType.from_lists(
                [map_element_types(t, convert) for t in type_.inputs.data],
                [map_element_types(t, convert) for t in type_.outputs.data],
            )
    converted = convert(type_)
    return type_ if converted is None else converted


def dims_compatible(a: int, b: int) -> bool:
    """Two sizes agree when equal or when either is dynamic."""
    return a == b or a == DYNAMIC or b == DYNAMIC


def shapes_compatible(a: Attribute, b: Attribute) -> bool:
    """Whether two tensor types can have the same shape at run time."""
    shape_a, shape_b = shape_of(a), shape_of(b)
    if shape_a is None or shape_b is None:
        return True
    return len(shape_a) == len(shape_b) and all(dims_compatible(x, y) for x, y in zip(shape_a, shape_b))


def format_shape(shape: tuple[int, ...]) -> str:
    return "x".join("?" if d == DYNAMIC else str(d) for d in shape)


def is_quantized(type_: Attribute) -> bool:
    """Whether a tensor (or element) type holds `!quant.uniform` elements."""
    return isinstance(element_type_of(type_), UniformQuantizedType)


def is_token(type_: Attribute) -> bool:
    return isinstance(type_, TokenType)


def is_tuple(type_: Attribute) -> bool:
    return isa(type_, TupleType)
