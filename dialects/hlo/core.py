"""Core HLO ops: constants, region terminators and tuples."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import I32, IntegerAttr, TensorType, TupleType, i32
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import AnyAttr, operand_def, prop_def, result_def, traits_def, var_operand_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, IsTerminator, Pure
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.hlo.base import HloOp
from aiopt.dialects.hlo.syntax import (
    create_parsed_op,
    custom_op_error,
    parse_operands,
    parse_type_or_function_type,
    print_attr_dict,
    print_operands,
    resolve,
    split_attr_dict,
)
from aiopt.dialects.hlo.types import DYNAMIC, shape_of
from aiopt.dialects.quant import UniformQuantizedType


class ConstantOp(HloOp):
    """A constant tensor.

        %c = DIALECT.constant dense<[1.0, 2.0]> : tensor<2xf32>
    """

    MNEMONIC = "constant"
    value = prop_def(AnyAttr())
    output = result_def(AnyAttr())
    traits = traits_def(Pure(), ConstantLike())

    def __init__(self, value: Attribute):
        super().__init__(properties={"value": value}, result_types=[value.get_type()])  # type: ignore[attr-defined]

    @classmethod
    def parse(cls, parser: Parser):
        if parser.parse_optional_punctuation("(") is not None:
            return cls._parse_quantized_form(parser)
        attrs = parser.parse_optional_attr_dict()
        pos = parser.pos
        value = parser.parse_attribute()
        value_type = getattr(value, "get_type", None)
        if value_type is None:
            parser.raise_error("expected a dense elements attribute with a tensor type", pos)
        properties, attributes = split_attr_dict(cls, attrs)
        return cls.create(properties=properties | {"value": value}, attributes=attributes, result_types=[value_type()])

    @classmethod
    def _parse_quantized_form(cls, parser: Parser):
        """`() <{value = dense<42> : tensor<4xi8>}> : () -> tensor<4x!quant.uniform<i8:f32, 2.0:16>>` (after
        the `(`), the form upstream gives a constant whose type is not its value's: the value holds the
        storage integers of a quantized result. The value may also be in the attribute dictionary."""
        parser.parse_punctuation(")")
        pos = parser.pos
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_punctuation("<") is not None:
            properties = parser.parse_optional_attr_dict()
            parser.parse_punctuation(">")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        if function_type.inputs.data or len(function_type.outputs.data) != 1:
            parser.raise_error("expected a type `() -> tensor<...>`", pos)
        split_properties, attributes = split_attr_dict(cls, attrs)
        properties |= split_properties
        if "value" not in properties:
            parser.raise_error("expected a `value` attribute", pos)
        return cls.create(properties=properties, attributes=attributes, result_types=list(function_type.outputs.data))

    def print(self, printer: Printer) -> None:
        value_type = getattr(self.value, "get_type", None)
        if value_type is not None and value_type() != self.output.type:
            printer.print_string("() <{value = ")
            printer.print_attribute(self.value)
            printer.print_string("}>")
            print_attr_dict(printer, self, ("value",))
            printer.print_string(" : () -> ")
            printer.print_attribute(self.output.type)
            return
        print_attr_dict(printer, self, ("value",))
        printer.print_string(" ")
        printer.print_attribute(self.value)

    def verify_(self) -> None:
        shape = shape_of(self.output.type)
        if shape is None or DYNAMIC in shape:
            # ODS's statically shaped result constraint, checked before the type inference.
            raise VerifyException(f"result #0 must be statically shaped tensor, but got '{self.output.type}'")
        value_type = getattr(self.value, "get_type", None)
        if value_type is None:
            raise VerifyException("value must be an elements attribute")
        if value_type() != self.output.type and not _holds_storage_of(value_type(), self.output.type):
            raise VerifyException(
                f"inferred type(s) '{value_type()}' are incompatible with return type(s) of operation "
                f"'{self.output.type}'"
            )


def _holds_storage_of(value_type: Attribute, result_type: Attribute) -> bool:
    """Whether a constant's value of `value_type` holds the storage integers of quantized `result_type`:
    the same shape, and the quantized type's storage type as element type."""
    if not isinstance(value_type, TensorType) or not isinstance(result_type, TensorType):
        return False
    element = result_type.get_element_type()
    return (
        isinstance(element, UniformQuantizedType)
        and element.storage_type == value_type.get_element_type()
        and value_type.get_shape() == result_type.get_shape()
    )


class ReturnOp(HloOp):
    """Ends a region of an HLO op (reduce body, while condition, if branch), yielding its results.

        DIALECT.return %x : tensor<f32>
    """

    MNEMONIC = "return"
    # Not `results`: that name is Operation.results, and IRDL drops the field.
    values = var_operand_def(AnyAttr())
    traits = traits_def(Pure(), IsTerminator())

    def __init__(self, values: Sequence[SSAValue]):
        super().__init__(operands=[list(values)])

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        attrs = parser.parse_optional_attr_dict()
        types: list[Attribute] = []
        if operands:
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        properties, attributes = split_attr_dict(cls, attrs)
        return cls.create(operands=resolve(parser, operands, types), properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        if self.values:
            print_operands(printer, self.values)
        print_attr_dict(printer, self)
        if self.values:
            printer.print_string(" : ")
            printer.print_list(self.values, lambda v: printer.print_attribute(v.type))


class TupleOp(HloOp):
    """Group values into a tuple.

        %t = DIALECT.tuple %a, %b : tuple<tensor<f32>, tensor<i32>>
    """

    MNEMONIC = "tuple"
    val = var_operand_def(AnyAttr())
    result = result_def(TupleType)
    traits = traits_def(Pure())

    def __init__(self, values: Sequence[SSAValue]):
        super().__init__(operands=[list(values)], result_types=[TupleType([v.type for v in values])])

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        result_type = parse_type_or_function_type(parser)
        if not isinstance(result_type, TupleType):
            custom_op_error(parser, cls, "expected tuple type", pos)
        return create_parsed_op(cls, parser, operands, list(result_type.types.data), [result_type], attrs)

    def print(self, printer: Printer) -> None:
        if self.val:
            print_operands(printer, self.val)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        if list(self.result.type.types.data) != [v.type for v in self.val]:
            inferred = TupleType([v.type for v in self.val])
            raise VerifyException(
                f"inferred type(s) '{inferred}' are incompatible with return type(s) of operation '{self.result.type}'"
            )


class GetTupleElementOp(HloOp):
    """Element `index` of a tuple.

        %x = DIALECT.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
    """

    MNEMONIC = "get_tuple_element"
    operand = operand_def(TupleType)
    index = prop_def(IntegerAttr[I32])
    """An i32, as upstream's I32Attr: the generic form is `<{index = 0 : i32}>`."""
    result = result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, operand: SSAValue, index: int):
        tuple_type = operand.type
        assert isinstance(tuple_type, TupleType)
        super().__init__(
            operands=[operand], result_types=[tuple_type.types.data[index]], properties={"index": IntegerAttr(index, i32)}
        )

    @classmethod
    def parse(cls, parser: Parser):
        operand = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        index = parser.parse_integer(allow_negative=False, allow_boolean=False)
        parser.parse_punctuation("]")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        properties, attributes = split_attr_dict(cls, attrs)
        return cls.create(
            operands=resolve(parser, [operand], list(function_type.inputs.data)),
            result_types=list(function_type.outputs.data),
            properties=properties | {"index": IntegerAttr(index, i32)},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        print_operands(printer, [self.operand])
        printer.print_string(f"[{self.index.value.data}]")
        print_attr_dict(printer, self, ("index",))
        printer.print_string(" : ")
        printer.print_function_type([self.operand.type], [self.result.type])

    def verify_(self) -> None:
        if self.index.value.data < 0:
            # ODS's `ConfinedAttr<I32Attr, [IntNonNegative]>`, checked before the type inference.
            raise VerifyException(
                "attribute 'index' failed to satisfy constraint: 32-bit signless integer attribute whose value is "
                "non-negative"
            )
        elements = self.operand.type.types.data
        if not 0 <= self.index.value.data < len(elements):
            raise VerifyException(f"index {self.index.value.data} is out of bounds of operand with size {len(elements)}")
        if elements[self.index.value.data] != self.result.type:
            raise VerifyException(
                f"inferred type(s) '{elements[self.index.value.data]}' are incompatible with return type(s) of "
                f"operation '{self.result.type}'"
            )


CORE_OPS: tuple[type[HloOp], ...] = (ConstantOp, ReturnOp, TupleOp, GetTupleElementOp)
