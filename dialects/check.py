"""The `check` dialect of StableHLO's interpreter tests: assertions on tensor values.

Upstream defines it in `stablehlo/tests/CheckOps.td`, for the tests of the
StableHLO reference interpreter; the syntax here is upstream's:

    check.expect_eq %a, %b : tensor<2xi32>
    check.expect_eq_const %a, dense<[1, 2]> : tensor<2xi32>
    check.expect_almost_eq %a, %b, tolerance = 1.0e-3 : tensor<2xf32>
    check.expect_almost_eq_const %a, dense<[0.5, 2.0]> : tensor<2xf32>
    check.expect_close %a, %b, max_ulp_difference = 3 : tensor<2xf16>, tensor<2xf16>
    check.expect_serialized_eq %a, probe_id = "probe0", iter = 1 : tensor<2xi32>

The ops have no lowering and no interpreter semantics: the conformance
runner (`aiopt.tools.conformance`) turns the values they check into function
results and compares them with upstream's rules. `DEFAULT_TOLERANCE` and
`DEFAULT_MAX_ULP_DIFFERENCE` are upstream's defaults.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    Float64Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    Signedness,
    StringAttr,
    TensorType,
)
from xdsl.ir import Attribute, Dialect, Operation
from xdsl.irdl import AnyAttr, IRDLOperation, irdl_op_definition, operand_def, opt_prop_def, prop_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.hlo.syntax import parse_operands, print_attr_dict, resolve, split_attr_dict
from aiopt.support.xdsl_private import rewind

DEFAULT_TOLERANCE = 1e-4
DEFAULT_MAX_ULP_DIFFERENCE = 1


def _ui(width: int, value: int) -> IntegerAttr:
    return IntegerAttr(value, IntegerType(width, Signedness.UNSIGNED))


def _parse_keyword_value(parser: Parser, keyword: str) -> int | float:
    """`keyword = NUMBER` (the comma before it already parsed)."""
    parser.parse_keyword(keyword)
    parser.parse_punctuation("=")
    return parser.parse_number()


def _parse_optional_keyword(parser: Parser, keyword: str) -> int | float | None:
    """`, keyword = NUMBER`, or None when the next token is not that comma and keyword."""
    before = parser.pos
    if parser.parse_optional_punctuation(",") is None:
        return None
    if parser.parse_optional_keyword(keyword) is None:
        rewind(parser, before)
        return None
    parser.parse_punctuation("=")
    return parser.parse_number()


def tolerance_of(op: Operation) -> float:
    """The tolerance of an `expect_almost_eq*` op: its `tolerance`, else upstream's default."""
    tolerance = op.properties.get("tolerance")
    return tolerance.value.data if isinstance(tolerance, FloatAttr) else DEFAULT_TOLERANCE


def _format_float(value: float) -> str:
    """A float literal MLIR's lexer reads back (`1.0e-05`, not Python's `1e-05`)."""
    text = repr(value)
    mantissa, _, exponent = text.partition("e")
    return text if "." in mantissa or not exponent else f"{mantissa}.0e{exponent}"


def _is_float_or_complex_tensor(type_: Attribute) -> bool:
    if not isinstance(type_, TensorType):
        return False
    return isinstance(type_.get_element_type(), (AnyFloat, ComplexType))


def _verify_float_tensor(op: Operation, type_: Attribute) -> None:
    if not _is_float_or_complex_tensor(type_):
        raise VerifyException(
            f"'{op.name}' op operand must be a tensor of floating-point or complex values, got {type_}"
        )


class _ExpectConstOp(IRDLOperation):
    """Base of the `*_const` checks: `check.OP %lhs, dense<...> : type (, tolerance = T)? attr-dict`."""

    lhs = operand_def(TensorType)
    value = prop_def(AnyAttr())
    HAS_TOLERANCE: ClassVar[bool] = False

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        if len(operands) != 1:
            parser.raise_error(f"expected 1 operand, got {len(operands)}")
        parser.parse_punctuation(",")
        pos = parser.pos
        value = parser.parse_attribute()
        if not hasattr(value, "get_type"):
            parser.raise_error("expected an elements attribute with a tensor type", pos)
        properties: dict[str, Attribute] = {"value": value}
        if cls.HAS_TOLERANCE and (tolerance := _parse_optional_keyword(parser, "tolerance")) is not None:
            properties["tolerance"] = FloatAttr(float(tolerance), Float64Type())
        extra, attributes = split_attr_dict(cls, parser.parse_optional_attr_dict())
        return cls.create(
            operands=resolve(parser, operands, [value.get_type()]),
            properties=properties | extra,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.lhs)
        printer.print_string(", ")
        printer.print_attribute(self.value)
        reserved = ["value"]
        if "tolerance" in self.properties:
            printer.print_string(f", tolerance = {_format_float(tolerance_of(self))}")
            reserved.append("tolerance")
        print_attr_dict(printer, self, reserved)

    def verify_(self) -> None:
        value_type = getattr(self.value, "get_type", None)
        if value_type is None:
            raise VerifyException(f"'{self.name}' op value must be an elements attribute")
        if value_type() != self.lhs.type:
            raise VerifyException(
                f"'{self.name}' op the operand type {self.lhs.type} does not match the value's type {value_type()}"
            )


@irdl_op_definition
class ExpectEqConstOp(_ExpectConstOp):
    """Checks that a tensor equals a constant exactly (floats by IEEE `==`).

        check.expect_eq_const %0, dense<[1, 2]> : tensor<2xi32>
    """

    name = "check.expect_eq_const"


@irdl_op_definition
class ExpectAlmostEqConstOp(_ExpectConstOp):
    """Checks that a float or complex tensor equals a constant within `tolerance` (default 1e-4).

        check.expect_almost_eq_const %0, dense<[0.999999, 2.0]> : tensor<2xf32>, tolerance = 1.0e-3
    """

    name = "check.expect_almost_eq_const"
    tolerance = opt_prop_def(FloatAttr)
    HAS_TOLERANCE: ClassVar[bool] = True

    def verify_(self) -> None:
        super().verify_()
        _verify_float_tensor(self, self.lhs.type)


class _ExpectPairOp(IRDLOperation):
    """Base of the two-operand checks: `check.OP %lhs, %rhs (, tolerance = T)? attr-dict : type`."""

    lhs = operand_def(TensorType)
    rhs = operand_def(TensorType)
    HAS_TOLERANCE: ClassVar[bool] = False

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        if len(operands) != 2:
            parser.raise_error(f"expected 2 operands, got {len(operands)}")
        properties: dict[str, Attribute] = {}
        if cls.HAS_TOLERANCE and (tolerance := _parse_optional_keyword(parser, "tolerance")) is not None:
            properties["tolerance"] = FloatAttr(float(tolerance), Float64Type())
        extra, attributes = split_attr_dict(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        return cls.create(
            operands=resolve(parser, operands, [type_, type_]), properties=properties | extra, attributes=attributes
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        reserved = []
        if "tolerance" in self.properties:
            printer.print_string(f", tolerance = {_format_float(tolerance_of(self))}")
            reserved.append("tolerance")
        print_attr_dict(printer, self, reserved)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)

    def verify_(self) -> None:
        if self.lhs.type != self.rhs.type:
            raise VerifyException(f"'{self.name}' op requires all operands to have the same type")


@irdl_op_definition
class ExpectEqOp(_ExpectPairOp):
    """Checks that two tensors are equal exactly (floats by IEEE `==`).

        check.expect_eq %0, %1 : tensor<2xi32>
    """

    name = "check.expect_eq"


@irdl_op_definition
class ExpectAlmostEqOp(_ExpectPairOp):
    """Checks that two float or complex tensors are equal within `tolerance` (default 1e-4).

        check.expect_almost_eq %0, %1, tolerance = 1.0e-3 : tensor<2xf32>
    """

    name = "check.expect_almost_eq"
    tolerance = opt_prop_def(FloatAttr)
    HAS_TOLERANCE: ClassVar[bool] = True

    def verify_(self) -> None:
        super().verify_()
        _verify_float_tensor(self, self.lhs.type)


@irdl_op_definition
class ExpectCloseOp(IRDLOperation):
    """Checks that the ULP distance of two float tensors lies in [min_ulp_difference, max_ulp_difference].

        check.expect_close %0, %1, max_ulp_difference = 3 : tensor<2xf16>, tensor<2xf16>
    """

    name = "check.expect_close"
    actual = operand_def(TensorType)
    expected = operand_def(TensorType)
    max_ulp_difference = prop_def(IntegerAttr)
    min_ulp_difference = opt_prop_def(IntegerAttr)

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        if len(operands) != 2:
            parser.raise_error(f"expected 2 operands, got {len(operands)}")
        parser.parse_punctuation(",")
        properties: dict[str, Attribute] = {
            "max_ulp_difference": _ui(64, int(_parse_keyword_value(parser, "max_ulp_difference")))
        }
        if (minimum := _parse_optional_keyword(parser, "min_ulp_difference")) is not None:
            properties["min_ulp_difference"] = _ui(64, int(minimum))
        parser.parse_punctuation(":")
        extra, attributes = split_attr_dict(cls, parser.parse_optional_attr_dict())
        actual_type = parser.parse_type()
        parser.parse_punctuation(",")
        expected_type = parser.parse_type()
        return cls.create(
            operands=resolve(parser, operands, [actual_type, expected_type]),
            properties=properties | extra,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_string(f", max_ulp_difference = {self.max_ulp_difference.value.data}")
        reserved = ["max_ulp_difference"]
        if self.min_ulp_difference is not None:
            printer.print_string(f", min_ulp_difference = {self.min_ulp_difference.value.data}")
            reserved.append("min_ulp_difference")
        printer.print_string(" :")
        print_attr_dict(printer, self, reserved)
        printer.print_string(" ")
        printer.print_list([self.actual.type, self.expected.type], printer.print_attribute)

    def verify_(self) -> None:
        if self.actual.type != self.expected.type:
            raise VerifyException(f"'{self.name}' op requires the actual and expected types to match")
        _verify_float_tensor(self, self.actual.type)


@irdl_op_definition
class ExpectSerializedEqOp(IRDLOperation):
    """Checks a tensor against the value a probe serialized at iteration `iteration`.

        check.expect_serialized_eq %0, probe_id = "probe0", iter = 1 : tensor<2xi32>
    """

    name = "check.expect_serialized_eq"
    expected = operand_def(TensorType)
    probe_id = prop_def(StringAttr)
    iteration = opt_prop_def(IntegerAttr)

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        if len(operands) != 1:
            parser.raise_error(f"expected 1 operand, got {len(operands)}")
        parser.parse_punctuation(",")
        parser.parse_keyword("probe_id")
        parser.parse_punctuation("=")
        properties: dict[str, Attribute] = {"probe_id": StringAttr(parser.parse_str_literal())}
        if (iteration := _parse_optional_keyword(parser, "iter")) is not None:
            properties["iteration"] = _ui(32, int(iteration))
        extra, attributes = split_attr_dict(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        return cls.create(
            operands=resolve(parser, operands, [type_]), properties=properties | extra, attributes=attributes
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.expected)
        printer.print_string(", probe_id = ")
        printer.print_string_literal(self.probe_id.data)
        reserved = ["probe_id"]
        if self.iteration is not None:
            printer.print_string(f", iter = {self.iteration.value.data}")
            reserved.append("iteration")
        print_attr_dict(printer, self, reserved)
        printer.print_string(" : ")
        printer.print_attribute(self.expected.type)


Check = Dialect(
    "check",
    [ExpectAlmostEqConstOp, ExpectAlmostEqOp, ExpectCloseOp, ExpectEqConstOp, ExpectEqOp, ExpectSerializedEqOp],
)
