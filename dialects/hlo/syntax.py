"""Parsing and printing pieces of the HLO pretty syntax.

The HLO dialects print operands, then keyword attributes (`dims = [1]`),
then the attribute dictionary, then a type signature that is a single type
when every operand and result has that type:

    %0 = stablehlo.add %a, %b : tensor<4xf32>
    %1 = stablehlo.compare  GT, %a, %b,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NoReturn

from xdsl.dialects.builtin import DenseArrayBase, FunctionType, i64
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer

from aiopt.support.parsing import operand_type_count_error
from aiopt.support.xdsl_private import peek, rewind


def parse_operands(parser: Parser) -> list[UnresolvedOperand]:
    """`%a, %b, ...` (possibly empty)."""
    first = parser.parse_optional_unresolved_operand()
    if first is None:
        return []
    operands = [first]
    while True:
        before_comma = parser.pos
        if parser.parse_optional_punctuation(",") is None:
            return operands
        operand = parser.parse_optional_unresolved_operand()
        if operand is None:
            # `%x, dims = [...]`: the comma belongs to what follows.
            rewind(parser, before_comma)
            return operands
        operands.append(operand)


def custom_op_error(parser: Parser, op_type: type[Operation], message: str, at: int | None = None) -> NoReturn:
    """Fail with `custom op 'mhlo.abs' <message>`.

    MLIR prefixes so every error that an op's custom parser reports itself
    (errors of the types and attributes it reads are the parser's, unprefixed):

        custom op 'mhlo.add' 2 operands present, but expected 3
    """
    parser.raise_error(f"custom op '{op_type.name}' {message}", at)


def parse_type_or_function_type(parser: Parser) -> Attribute:
    """A type, where `(A, B) -> R` is a function type, as MLIR's `parseType` reads one."""
    if peek(parser) != "(":
        return parser.parse_type()
    inputs = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
    if parser.parse_optional_punctuation("->") is None:
        parser.raise_error("expected '->' in function type")
    if peek(parser) == "(":
        outputs = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
    else:
        outputs = [parser.parse_type()]
    return FunctionType.from_lists(inputs, outputs)


def assign_from_function_type(
    parser: Parser, op_type: type[Operation] | None, function_type: FunctionType, operand_count: int, result_count: int, at: int
) -> tuple[list[Attribute], list[Attribute]]:
    """The operand and result types a `(A, B) -> R` signature gives, checked against the counts the op has."""
    inputs, outputs = list(function_type.inputs.data), list(function_type.outputs.data)
    if op_type is None:
        if len(inputs) != operand_count:
            parser.raise_error(f"expected {operand_count} operand types but got {len(inputs)}", at)
        if len(outputs) != result_count:
            parser.raise_error(f"expected {result_count} result types but got {len(outputs)}", at)
        return inputs, outputs
    # Upstream's assignFromFunctionType (the ops of one result).
    if len(inputs) != operand_count:
        custom_op_error(parser, op_type, f"{operand_count} operands present, but expected {len(inputs)}", at)
    if len(outputs) != result_count:
        custom_op_error(parser, op_type, "expected single output", at)
    return inputs, outputs


def parse_type_signature(
    parser: Parser, operand_count: int, result_count: int = 1, op_type: type[Operation] | None = None
) -> tuple[list[Attribute], list[Attribute]]:
    """`: T` (every operand and result is T) or `: (T1, T2) -> R`.

    With `op_type`, a signature that does not fit is reported in upstream's
    words (`custom op 'mhlo.abs' 1 operands present, but expected 2`).
    """
    parser.parse_punctuation(":")
    pos = parser.pos
    type_ = parse_type_or_function_type(parser)
    if isinstance(type_, FunctionType):
        return assign_from_function_type(parser, op_type, type_, operand_count, result_count, pos)
    return [type_] * operand_count, [type_] * result_count


def print_type_signature(printer: Printer, operand_types: Sequence[Attribute], result_types: Sequence[Attribute]) -> None:
    """Print ` : T` when all types are the same T, else ` : (...) -> ...`."""
    printer.print_string(" : ")
    all_types = [*operand_types, *result_types]
    if all_types and all(t == all_types[0] for t in all_types) and len(result_types) == 1:
        printer.print_attribute(all_types[0])
        return
    printer.print_attribute(FunctionType.from_lists(list(operand_types), list(result_types)))


def parse_int_list(parser: Parser) -> list[int]:
    """`[1, 2, 3]`."""
    return parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)


def format_int_list(values: Sequence[int]) -> str:
    return "[" + interleave_comma(values) + "]"


def interleave_comma(values: Sequence[int]) -> str:
    """Integers as upstream's diagnostics stream an `ArrayRef<int64_t>`: `1, 0, 3` (no brackets;
    a dynamic size shows as -9223372036854775808, its int64 encoding)."""
    return ", ".join(str(v) for v in values)


def parse_keyword_int_list(parser: Parser, keyword: str) -> DenseArrayBase:
    """`keyword = [1, 2]` as an `array<i64: 1, 2>` property."""
    parser.parse_keyword(keyword)
    parser.parse_punctuation("=")
    return DenseArrayBase.from_list(i64, parse_int_list(parser))


def i64_array(values: Sequence[int]) -> DenseArrayBase:
    """`array<i64: ...>`."""
    return DenseArrayBase.from_list(i64, list(values))


def int_array_values(attr: Attribute) -> tuple[int, ...]:
    """The ints of an `array<i64: ...>` or `dense<...>` integer attribute."""
    if isinstance(attr, DenseArrayBase):
        return tuple(int(v) for v in attr.get_values())
    values = getattr(attr, "get_values", None)
    if values is not None:
        return tuple(int(v) for v in values())
    raise TypeError(f"not an integer array attribute: {attr}")


def resolve(
    parser: Parser,
    operands: Sequence[UnresolvedOperand],
    types: Sequence[Attribute],
    op_type: type[Operation] | None = None,
) -> list[SSAValue]:
    """Resolve operands against their types, reporting a count mismatch at the operands.

    With `op_type`, in the words of MLIR's `resolveOperands`:
    `custom op 'mhlo.tuple' number of operands and types do not match: got 2 operands and 1 types`.
    """
    if len(operands) != len(types):
        at = operands[0].span.start if operands else None
        if op_type is not None:
            operand_type_count_error(parser, op_type.name, len(operands), len(types), at)
        parser.raise_error(f"expected {len(operands)} types but got {len(types)}", at)
    return [parser.resolve_operand(operand, type_) for operand, type_ in zip(operands, types)]


def print_operands(printer: Printer, operands: Sequence[SSAValue]) -> None:
    printer.print_string(" ")
    printer.print_list(operands, printer.print_operand)


def print_attr_dict(printer: Printer, op: Operation, reserved: Sequence[str] = ()) -> None:
    """The op's attributes and properties not printed by the pretty form, as `{...}`."""
    remaining = {k: v for k, v in {**op.properties, **op.attributes}.items() if k not in reserved}
    if remaining:
        printer.print_string(" ")
        printer.print_attr_dict(remaining)


def split_attr_dict(op_type: type[Operation], attrs: dict[str, Attribute]) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """Split a parsed `{...}` dictionary into (properties, attributes) by the op's definition."""
    property_names = set(op_type.get_irdl_definition().properties) if hasattr(op_type, "get_irdl_definition") else set()
    properties = {k: v for k, v in attrs.items() if k in property_names}
    attributes = {k: v for k, v in attrs.items() if k not in property_names}
    return properties, attributes


def create_parsed_op(
    op_type: type[Operation],
    parser: Parser,
    operands: Sequence[UnresolvedOperand],
    operand_types: Sequence[Attribute],
    result_types: Sequence[Attribute],
    attrs: dict[str, Attribute],
    properties: dict[str, Attribute] | None = None,
) -> Operation:
    """Create a parsed op: resolve its operands and split the `{...}` dictionary into properties and attributes.

    `properties` are those the pretty form spelled out (e.g. `dims = [1]`).
    """
    extra_properties, attributes = split_attr_dict(op_type, attrs)
    return op_type.create(
        operands=resolve(parser, operands, operand_types, op_type),
        result_types=list(result_types),
        properties={**(properties or {}), **extra_properties},
        attributes=attributes,
    )


def parse_op_with_signature(op_type: type[Operation], parser: Parser) -> Operation:
    """`%a, %b {attrs} : T` or `: (A, B) -> R`, as `parse_type_signature` reads types."""
    operands = parse_operands(parser)
    attrs = parser.parse_optional_attr_dict()
    operand_types, result_types = parse_type_signature(parser, len(operands), op_type=op_type)
    return create_parsed_op(op_type, parser, operands, operand_types, result_types, attrs)


def parse_op_with_function_type(op_type: type[Operation], parser: Parser) -> Operation:
    """`%a, %b {attrs} : (A, B) -> R`, the declarative `operands attr-dict : functional-type(...)`."""
    operands = parse_operands(parser)
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    function_type = parser.parse_function_type()
    return create_parsed_op(op_type, parser, operands, function_type.inputs.data, function_type.outputs.data, attrs)


def print_op_with_function_type(printer: Printer, op: Operation, reserved: Sequence[str] = ()) -> None:
    """Print what `parse_op_with_function_type` reads (attributes in `reserved` are left out)."""
    if op.operands:
        print_operands(printer, op.operands)
    print_attr_dict(printer, op, reserved)
    printer.print_string(" : ")
    printer.print_function_type(op.operand_types, op.result_types)
