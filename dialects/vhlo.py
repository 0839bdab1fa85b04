"""The `vhlo` dialect: versioned StableHLO, the op set of StableHLO portable artifacts (`jax.export`).

Every op, type and attribute carries its version in its name (`vhlo.add_v1`,
`!vhlo.tensor_v1<4x!vhlo.f32_v1>`, `#vhlo.integer_v1<0 : i64>`), and ops have
no defaults: all their attributes are written. Ops print in MLIR's generic form
except `vhlo.func_v1`:

    vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>) {
      %0 = "vhlo.compare_v1"(%arg0, %arg0) <{compare_type = #vhlo<comparison_type_v1 FLOAT>,
             comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (...) -> !vhlo.tensor_v1<4x!vhlo.bool_v1>
      "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
    } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

The ops are generated from `aiopt.dialects.vhlo_ops.OPS` (one class per op and
version, as upstream's VhloOps.td); `--vhlo-legalize-to-stablehlo` and
`--stablehlo-legalize-to-vhlo` convert (aiopt.lowering.vhlo_conversion).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    FloatAttr,
    IntAttr,
    IntegerAttr,
    NoneAttr,
    StringAttr,
)
from xdsl.ir import (
    Attribute,
    Dialect,
    ParametrizedAttribute,
    Region,
    SpacedOpaqueSyntaxAttribute,
    TypeAttribute,
)
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_region_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.vhlo_ops import OPS, VERSIONS
from aiopt.support.asm_printer import attribute_text

# ---------------------------------------------------------------------------
# Types

SCALAR_TYPES: dict[str, str] = {
    # vhlo mnemonic -> the builtin type it stands for (upstream's VhloTypes.td; tf32 is `tf31_v1` there).
    "bool_v1": "i1",
    "i2_v1": "i2",
    "i4_v1": "i4",
    "i8_v1": "i8",
    "i16_v1": "i16",
    "i32_v1": "i32",
    "i64_v1": "i64",
    "ui2_v1": "ui2",
    "ui4_v1": "ui4",
    "ui8_v1": "ui8",
    "ui16_v1": "ui16",
    "ui32_v1": "ui32",
    "ui64_v1": "ui64",
    "index_v1": "index",
    "none_v1": "none",
    "token_v1": "!stablehlo.token",
    "bf16_v1": "bf16",
    "f16_v1": "f16",
    "f32_v1": "f32",
    "f64_v1": "f64",
    "tf31_v1": "tf32",
    "f4E2M1FN_v1": "f4E2M1FN",
    "f6E2M3FN_v1": "f6E2M3FN",
    "f6E3M2FN_v1": "f6E3M2FN",
    "f8E3M4_v1": "f8E3M4",
    "f8E4M3_v1": "f8E4M3",
    "f8E4M3FN_v1": "f8E4M3FN",
    "f8E5M2_v1": "f8E5M2",
    "f8E4M3FNUZ_v1": "f8E4M3FNUZ",
    "f8E4M3B11FNUZ_v1": "f8E4M3B11FNUZ",
    "f8E5M2FNUZ_v1": "f8E5M2FNUZ",
    "f8E8M0FNU_v1": "f8E8M0FNU",
}


class VhloScalarType(ParametrizedAttribute, TypeAttribute):
    """A VHLO element type without parameters (`!vhlo.f32_v1`); `BUILTIN` is the builtin type's text."""

    BUILTIN: ClassVar[str] = ""


def _camel(mnemonic: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in mnemonic.split("_"))


SCALAR_TYPE_CLASSES: dict[str, type[VhloScalarType]] = {
    mnemonic: irdl_attr_definition(
        type(f"{_camel(mnemonic)}Type", (VhloScalarType,), {"name": f"vhlo.{mnemonic}", "BUILTIN": builtin})
    )
    for mnemonic, builtin in SCALAR_TYPES.items()
}


def _print_dims(printer: Printer, shape: Sequence[int]) -> None:
    for dim in shape:
        printer.print_string("?" if dim < 0 else str(dim))
        printer.print_string("x")


@irdl_attr_definition
class TensorV1Type(ParametrizedAttribute, TypeAttribute):
    """`!vhlo.tensor_v1<4x?x!vhlo.f32_v1>`, with an optional encoding after a comma (`#vhlo.type_extensions_v1`)."""

    name = "vhlo.tensor_v1"
    shape: ArrayAttr[IntAttr]
    element_type: Attribute
    encoding: Attribute

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            dims, element = parser.parse_ranked_shape()
            encoding = parser.parse_attribute() if parser.parse_optional_punctuation(",") else NoneAttr()
        return (ArrayAttr(IntAttr(d) for d in dims), element, encoding)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        _print_dims(printer, [d.data for d in self.shape])
        printer.print_attribute(self.element_type)
        if not isinstance(self.encoding, NoneAttr):
            printer.print_string(", ")
            printer.print_attribute(self.encoding)
        printer.print_string(">")


class _OneTypeParam(ParametrizedAttribute, TypeAttribute):
    element_type: Attribute

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            return (parser.parse_type(),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_attribute(self.element_type)
        printer.print_string(">")


@irdl_attr_definition
class UnrankedTensorV1Type(_OneTypeParam):
    """`!vhlo.unranked_tensor_v1<!vhlo.f32_v1>`."""

    name = "vhlo.unranked_tensor_v1"
    element_type: Attribute


@irdl_attr_definition
class ComplexV1Type(_OneTypeParam):
    """`!vhlo.complex_v1<!vhlo.f32_v1>`."""

    name = "vhlo.complex_v1"
    element_type: Attribute


@irdl_attr_definition
class TupleV1Type(ParametrizedAttribute, TypeAttribute):
    """`!vhlo.tuple_v1<!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1>`."""

    name = "vhlo.tuple_v1"
    types: ArrayAttr[Attribute]

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        types = [] if parser.parse_optional_punctuation(">") else None
        if types is None:
            types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
            parser.parse_punctuation(">")
        return (ArrayAttr(types),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_list(self.types, printer.print_attribute)
        printer.print_string(">")


@irdl_attr_definition
class FunctionV1Type(ParametrizedAttribute, TypeAttribute):
    """`!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>` (results unparenthesized)."""

    name = "vhlo.func_v1"
    inputs: ArrayAttr[Attribute]
    outputs: ArrayAttr[Attribute]

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            inputs = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
            parser.parse_punctuation("->")
            if parser.parse_optional_punctuation("("):
                outputs = []
                if not parser.parse_optional_punctuation(")"):
                    outputs = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
                    parser.parse_punctuation(")")
            else:
                outputs = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        return (ArrayAttr(inputs), ArrayAttr(outputs))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<(")
        printer.print_list(self.inputs, printer.print_attribute)
        printer.print_string(") -> ")
        if len(self.outputs) == 0:
            printer.print_string("()")
        printer.print_list(self.outputs, printer.print_attribute)
        printer.print_string(">")


class _QuantType(ParametrizedAttribute, TypeAttribute):
    """A quantized element type, kept as its body (`!vhlo.i8_v1:!vhlo.f32_v1, 1.5:3, -128:127, 1`): the storage and
    expressed types, then `scale:zero_point` (per tensor) or `axis, [scales], [zero_points]` (per axis), the storage
    range and the signedness flag."""

    storage_type: Attribute
    expressed_type: Attribute
    body: StringAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        storage = parser.parse_type()
        parser.parse_punctuation(":")
        expressed = parser.parse_type()
        parser.parse_punctuation(",")
        start = parser.pos
        depth = 0
        while True:
            if parser.parse_optional_punctuation("["):
                depth += 1
                continue
            if parser.parse_optional_punctuation("]"):
                depth -= 1
                continue
            if depth == 0 and parser.parse_optional_punctuation(">"):
                end = parser.pos - 1
                break
            parser._consume_token()
        body = parser.lexer.input.content[start:end].strip()
        return (storage, expressed, StringAttr(body))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_attribute(self.storage_type)
        printer.print_string(":")
        printer.print_attribute(self.expressed_type)
        printer.print_string(f", {self.body.data}>")


@irdl_attr_definition
class UniformQuantizedV1Type(_QuantType):
    """`!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 1.500000e+00:3, -128:127, 1>`."""

    name = "vhlo.quant_v1"
    storage_type: Attribute
    expressed_type: Attribute
    body: StringAttr


@irdl_attr_definition
class UniformQuantizedPerAxisV1Type(_QuantType):
    """`!vhlo.quant_per_axis_v1<!vhlo.i8_v1:!vhlo.f32_v1, 0, [1.0, 2.0], [1, 2], -127:127, 1>`."""

    name = "vhlo.quant_per_axis_v1"
    storage_type: Attribute
    expressed_type: Attribute
    body: StringAttr


# ---------------------------------------------------------------------------
# Attributes


class _WrappingAttr(ParametrizedAttribute):
    """A VHLO attribute written around one builtin attribute or type: `#vhlo.integer_v1<0 : i64>`."""

    value: Attribute

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            return (cls.parse_value(parser),)

    @classmethod
    def parse_value(cls, parser: AttrParser) -> Attribute:
        return parser.parse_attribute()

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        self.print_value(printer)
        printer.print_string(">")

    def print_value(self, printer: Printer) -> None:
        printer.print_attribute(self.value)


@irdl_attr_definition
class IntegerV1Attr(_WrappingAttr):
    """`#vhlo.integer_v1<0 : i64>` (the value as a builtin integer attribute)."""

    name = "vhlo.integer_v1"
    value: Attribute

    def verify(self) -> None:
        if not isinstance(self.value, IntegerAttr):
            got = attribute_text(self.value)
            raise VerifyException(f"expected an integer attribute in #vhlo.integer_v1, got {got}")


@irdl_attr_definition
class TensorV1Attr(_WrappingAttr):
    """`#vhlo.tensor_v1<dense<[1, 2]> : tensor<2xi64>>` (the value as a builtin elements attribute)."""

    name = "vhlo.tensor_v1"
    value: Attribute


@irdl_attr_definition
class StringV1Attr(_WrappingAttr):
    """`#vhlo.string_v1<"text">`."""

    name = "vhlo.string_v1"
    value: Attribute

    @classmethod
    def parse_value(cls, parser: AttrParser) -> Attribute:
        return StringAttr(parser.parse_str_literal())

    def print_value(self, printer: Printer) -> None:
        assert isinstance(self.value, StringAttr)
        printer.print_string_literal(self.value.data)


@irdl_attr_definition
class BooleanV1Attr(_WrappingAttr):
    """`#vhlo.bool_v1<true>`."""

    name = "vhlo.bool_v1"
    value: Attribute

    @classmethod
    def parse_value(cls, parser: AttrParser) -> Attribute:
        if parser.parse_optional_keyword("true"):
            return BoolAttr.from_bool(True)
        parser.parse_keyword("false")
        return BoolAttr.from_bool(False)

    def print_value(self, printer: Printer) -> None:
        assert isinstance(self.value, IntegerAttr)
        printer.print_string("true" if self.value.value.data else "false")


@irdl_attr_definition
class TypeV1Attr(_WrappingAttr):
    """`#vhlo.type_v1<!vhlo.none_v1>`."""

    name = "vhlo.type_v1"
    value: Attribute

    @classmethod
    def parse_value(cls, parser: AttrParser) -> Attribute:
        return parser.parse_type()


@irdl_attr_definition
class ArrayV1Attr(_WrappingAttr):
    """`#vhlo.array_v1<[#vhlo.integer_v1<1 : i64>]>`."""

    name = "vhlo.array_v1"
    value: Attribute

    @classmethod
    def parse_value(cls, parser: AttrParser) -> Attribute:
        return ArrayAttr(parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_attribute))

    def print_value(self, printer: Printer) -> None:
        assert isinstance(self.value, ArrayAttr)
        printer.print_string("[")
        printer.print_list(self.value, printer.print_attribute)
        printer.print_string("]")


@irdl_attr_definition
class DictionaryV1Attr(_WrappingAttr):
    """`#vhlo.dict_v1<{#vhlo.string_v1<"key"> = #vhlo.integer_v1<1 : i32>}>`: an array of [key, value] pairs."""

    name = "vhlo.dict_v1"
    value: Attribute

    @classmethod
    def parse_value(cls, parser: AttrParser) -> Attribute:
        def entry() -> Attribute:
            key = parser.parse_attribute()
            parser.parse_punctuation("=")
            return ArrayAttr([key, parser.parse_attribute()])

        return ArrayAttr(parser.parse_comma_separated_list(parser.Delimiter.BRACES, entry))

    def print_value(self, printer: Printer) -> None:
        assert isinstance(self.value, ArrayAttr)
        printer.print_string("{")
        for i, pair in enumerate(self.value):
            assert isinstance(pair, ArrayAttr)
            if i:
                printer.print_string(", ")
            printer.print_attribute(pair.data[0])
            printer.print_string(" = ")
            printer.print_attribute(pair.data[1])
        printer.print_string("}")

    def items(self) -> list[tuple[Attribute, Attribute]]:
        return [(pair.data[0], pair.data[1]) for pair in self.value]  # type: ignore[union-attr]


@irdl_attr_definition
class FloatV1Attr(ParametrizedAttribute):
    """`#vhlo.float_v1<2.000000e+00 : !vhlo.f32_v1>`: the value as a builtin float attribute and its VHLO type."""

    name = "vhlo.float_v1"
    value: Attribute
    type: Attribute

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            start = parser.pos
            number = parser.parse_number()
            end = parser.pos
            text = parser.lexer.input.content[start:end]
            parser.parse_punctuation(":")
            vhlo_type = parser.parse_type()
        builtin = SCALAR_TYPES.get(vhlo_type.name.removeprefix("vhlo."), "f64")
        value = Parser(parser.ctx, f"{text} : {builtin}").parse_attribute()
        if not isinstance(value, FloatAttr):
            value = FloatAttr(float(number), Parser(parser.ctx, builtin).parse_type())  # type: ignore[arg-type]
        return (value, vhlo_type)

    def print_parameters(self, printer: Printer) -> None:
        text = attribute_text(self.value).rsplit(" : ", 1)[0]
        printer.print_string(f"<{text} : ")
        printer.print_attribute(self.type)
        printer.print_string(">")


class _KeywordsAttr(ParametrizedAttribute):
    """A VHLO attribute written `<key = value, ...>` with fixed keys: the values are builtin attributes (integers as
    `IntAttr`, integer lists as `ArrayAttr[IntAttr]` with -1 for `?`, others parsed as attributes)."""

    KEYS: ClassVar[tuple[tuple[str, str], ...]] = ()  # (key, kind: "int" | "ints" | "attr" | "float")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        values: list[Attribute] = []
        with parser.in_angle_brackets():
            for i, (key, kind) in enumerate(cls.KEYS):
                if i:
                    parser.parse_punctuation(",")
                parser.parse_keyword(key)
                parser.parse_punctuation("=")
                if kind == "int":
                    values.append(IntAttr(parser.parse_integer()))
                elif kind == "ints":
                    values.append(
                        ArrayAttr(
                            parser.parse_comma_separated_list(
                                parser.Delimiter.SQUARE,
                                lambda: IntAttr(
                                    -1 if parser.parse_optional_punctuation("?") else parser.parse_integer()
                                ),
                            )
                        )
                    )
                elif kind == "float":
                    values.append(FloatAttr(parser.parse_float(), 64))
                else:
                    values.append(parser.parse_attribute())
        return values

    def print_parameters(self, printer: Printer) -> None:
        parts = []
        for (key, kind), value in zip(self.KEYS, self.parameters):
            if kind == "int":
                parts.append(f"{key} = {value.data}")  # type: ignore[attr-defined]
            elif kind == "ints":
                parts.append(f"{key} = [" + ", ".join("?" if v.data < 0 else str(v.data) for v in value) + "]")  # type: ignore[attr-defined]
            elif kind == "float":
                parts.append(f"{key} = " + attribute_text(value).rsplit(" : ", 1)[0])
            else:
                parts.append(f"{key} = {attribute_text(value)}")
        printer.print_string("<" + ", ".join(parts) + ">")


@irdl_attr_definition
class TypeExtensionsV1Attr(_KeywordsAttr):
    """`#vhlo.type_extensions_v1<bounds = [8, ?]>`: a tensor's bounds (its encoding)."""

    name = "vhlo.type_extensions_v1"
    KEYS = (("bounds", "ints"),)
    bounds: ArrayAttr[IntAttr]


@irdl_attr_definition
class OutputOperandAliasV1Attr(_KeywordsAttr):
    """`#vhlo.output_operand_alias_v1<outputTupleIndices = [], operandIndex = 0, operandTupleIndices = []>`."""

    name = "vhlo.output_operand_alias_v1"
    KEYS = (("outputTupleIndices", "ints"), ("operandIndex", "int"), ("operandTupleIndices", "ints"))
    output_tuple_indices: ArrayAttr[IntAttr]
    operand_index: IntAttr
    operand_tuple_indices: ArrayAttr[IntAttr]


@irdl_attr_definition
class ResultAccuracyV1Attr(_KeywordsAttr):
    """`#vhlo.result_accuracy_v1<atol = 0.0, rtol = 0.0, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>`."""

    name = "vhlo.result_accuracy_v1"
    KEYS = (("atol", "float"), ("rtol", "float"), ("ulps", "int"), ("mode", "attr"))
    atol: Attribute
    rtol: Attribute
    ulps: IntAttr
    mode: Attribute


# Enums: `#vhlo<comparison_direction_v1 EQ>`; each maps to the stablehlo enum of the same values.
ENUMS: dict[str, tuple[str, ...]] = {
    "comparison_direction_v1": ("EQ", "NE", "GE", "GT", "LE", "LT"),
    "comparison_type_v1": ("NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"),
    "precision_v1": ("DEFAULT", "HIGH", "HIGHEST"),
    "fft_type_v1": ("FFT", "IFFT", "RFFT", "IRFFT"),
    "rng_algorithm_v1": ("DEFAULT", "THREE_FRY", "PHILOX"),
    "rng_distribution_v1": ("UNIFORM", "NORMAL"),
    "transpose_v1": ("TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"),
    "api_version_v1": (
        "API_VERSION_UNSPECIFIED",
        "API_VERSION_ORIGINAL",
        "API_VERSION_STATUS_RETURNING",
        "API_VERSION_STATUS_RETURNING_UNIFIED",
        "API_VERSION_TYPED_FFI",
    ),
    "result_accuracy_mode_v1": ("DEFAULT", "HIGHEST", "TOLERANCE"),
}


class VhloEnumAttr(ParametrizedAttribute, SpacedOpaqueSyntaxAttribute):
    """A VHLO enum value, `#vhlo<comparison_direction_v1 EQ>`; `CASES` lists its values in upstream's order."""

    CASES: ClassVar[tuple[str, ...]] = ()
    value: StringAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        at = parser.pos
        word = parser.parse_identifier()
        if word not in cls.CASES:
            parser.raise_error(f"expected one of {', '.join(cls.CASES)} for {cls.name}, got '{word}'", at, parser.pos)
        return (StringAttr(word),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(self.value.data)


ENUM_CLASSES: dict[str, type[VhloEnumAttr]] = {
    mnemonic: irdl_attr_definition(
        type(
            f"{_camel(mnemonic)}Attr",
            (VhloEnumAttr,),
            {"name": f"vhlo.{mnemonic}", "CASES": cases, "__annotations__": {"value": StringAttr}},
        )
    )
    for mnemonic, cases in ENUMS.items()
}


def enum(mnemonic: str, value: str) -> VhloEnumAttr:
    """`#vhlo<mnemonic value>`."""
    return ENUM_CLASSES[mnemonic](StringAttr(value))


# ---------------------------------------------------------------------------
# The builtin types VHLO types stand for


class NoBuiltinForm(Exception):
    """A VHLO type or attribute with no builtin/StableHLO form."""


def _quant_text(t: _QuantType) -> str:
    storage = builtin_type_text(t.storage_type)
    expressed = builtin_type_text(t.expressed_type)
    parts = [p.strip() for p in re.split(r",(?![^\[]*\])", t.body.data)]
    signed = parts[-1] == "1"
    low, high = (int(x) for x in parts[-2].split(":"))
    width = int(storage.lstrip("ui"))
    if not signed:
        storage = "u" + storage.lstrip("ui")
    default = (-(2 ** (width - 1)), 2 ** (width - 1) - 1) if signed else (0, 2**width - 1)
    if (low, high) != default:
        storage += f"<{low}:{high}>"
    if isinstance(t, UniformQuantizedV1Type):
        scale, zero_point = parts[0].split(":")
        params = scale if int(zero_point) == 0 else f"{scale}:{zero_point}"
        return f"!quant.uniform<{storage}:{expressed}, {params}>"
    axis = parts[0]
    scales = [s.strip() for s in parts[1].strip("[]").split(",")]
    zero_points = [z.strip() for z in parts[2].strip("[]").split(",")]
    params = ", ".join(s if int(z) == 0 else f"{s}:{z}" for s, z in zip(scales, zero_points))
    return f"!quant.uniform<{storage}:{expressed}:{axis}, {{{params}}}>"


def builtin_type_text(t: Attribute) -> str:
    """The builtin/StableHLO text of VHLO type `t`: `!vhlo.tensor_v1<4x!vhlo.f32_v1>` -> `tensor<4xf32>`."""
    if isinstance(t, VhloScalarType):
        return t.BUILTIN
    if isinstance(t, TensorV1Type):
        dims = "".join(("?" if d.data < 0 else str(d.data)) + "x" for d in t.shape)
        encoding = ""
        if isinstance(t.encoding, TypeExtensionsV1Attr):
            bounds = ", ".join("?" if b.data < 0 else str(b.data) for b in t.encoding.bounds)
            encoding = f", #stablehlo.bounds<{bounds}>"
        elif not isinstance(t.encoding, NoneAttr):
            encoding = ", " + attribute_text(t.encoding)
        return f"tensor<{dims}{builtin_type_text(t.element_type)}{encoding}>"
    if isinstance(t, UnrankedTensorV1Type):
        return f"tensor<*x{builtin_type_text(t.element_type)}>"
    if isinstance(t, ComplexV1Type):
        return f"complex<{builtin_type_text(t.element_type)}>"
    if isinstance(t, TupleV1Type):
        return "tuple<" + ", ".join(builtin_type_text(e) for e in t.types) + ">"
    if isinstance(t, FunctionV1Type):
        inputs = ", ".join(builtin_type_text(e) for e in t.inputs)
        outputs = ", ".join(builtin_type_text(e) for e in t.outputs)
        return f"({inputs}) -> ({outputs})"
    if isinstance(t, _QuantType):
        return _quant_text(t)
    if t.name.startswith("vhlo."):
        raise NoBuiltinForm(f"failed to legalize type {attribute_text(t)}")
    return attribute_text(t)


# ---------------------------------------------------------------------------
# Ops


class VhloOp(IRDLOperation):
    """A VHLO op: any operands, results and regions; its properties are exactly `PROPERTIES` (VHLO has no
    defaults: each is required), each a VHLO attribute. The generated classes define one property per name
    (upstream's ODS layout, which bytecode reads) and variadic operands, results and regions."""

    PROPERTIES: ClassVar[tuple[str, ...]] = ()
    MIN_VERSION: ClassVar[str] = "0.9.0"
    MAX_VERSION: ClassVar[str] = "current"
    REGIONS: ClassVar[int | None] = 0  # None: any number

    def verify_(self) -> None:
        if self.REGIONS is not None and len(self.regions) != self.REGIONS:
            raise VerifyException(f"expects {self.REGIONS} regions, got {len(self.regions)}")
        for name in self.PROPERTIES:
            value = self.properties.get(name)
            if value is not None and value.name.split(".")[0] != "vhlo":
                text = attribute_text(value)
                raise VerifyException(f"attribute '{name}' is not a VHLO attribute: {text}")


def _op_fields(properties: tuple[str, ...]) -> dict[str, object]:
    fields: dict[str, object] = {
        "vhlo_operands": var_operand_def(),
        "vhlo_results": var_result_def(),
        "vhlo_regions": var_region_def(),
    }
    for name in properties:
        fields[f"prop_{name}"] = prop_def(AnyAttr(), prop_name=name)
    return fields


@irdl_op_definition
class ReturnV1Op(VhloOp):
    """`"vhlo.return_v1"(%0) : (...) -> ()`: the terminator of VHLO regions and functions."""

    name = "vhlo.return_v1"
    vhlo_operands = var_operand_def()
    traits = traits_def(IsTerminator())


@irdl_op_definition
class FuncV1Op(VhloOp):
    """`vhlo.func_v1 @f(%arg0: T) -> (T) {...} {arg_attrs = ..., res_attrs = ..., sym_visibility = ...}`."""

    name = "vhlo.func_v1"
    PROPERTIES: ClassVar[tuple[str, ...]] = ("arg_attrs", "function_type", "res_attrs", "sym_name", "sym_visibility")
    REGIONS: ClassVar[int | None] = 1
    body = region_def()
    prop_arg_attrs = prop_def(AnyAttr(), prop_name="arg_attrs")
    prop_function_type = prop_def(AnyAttr(), prop_name="function_type")
    prop_res_attrs = prop_def(AnyAttr(), prop_name="res_attrs")
    prop_sym_name = prop_def(AnyAttr(), prop_name="sym_name")
    prop_sym_visibility = prop_def(AnyAttr(), prop_name="sym_visibility")

    @classmethod
    def parse(cls, parser: Parser) -> FuncV1Op:
        sym = parser.parse_symbol_name()
        args = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=True)
        )
        parser.parse_punctuation("->")
        outputs = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
        region = parser.parse_region(args)
        attrs = parser.parse_optional_attr_dict()
        function_type = TypeV1Attr(FunctionV1Type(ArrayAttr(a.type for a in args), ArrayAttr(outputs)))
        props: dict[str, Attribute] = {"sym_name": StringV1Attr(StringAttr(sym.data)), "function_type": function_type}
        others = {}
        for key, value in attrs.items():
            (props if key in cls.PROPERTIES else others)[key] = value
        return cls.create(properties=props, attributes=others, regions=[region])

    def print(self, printer: Printer) -> None:
        name = self.properties["sym_name"]
        ftype = self.properties["function_type"]
        assert isinstance(name, StringV1Attr) and isinstance(name.value, StringAttr)
        printer.print_string(" ")
        printer.print_symbol_name(name.value.data)
        printer.print_string("(")
        block = self.regions[0].blocks.first
        if block is not None:
            printer.print_list(block.args, printer.print_block_argument)
        printer.print_string(") -> (")
        if isinstance(ftype, TypeV1Attr) and isinstance(ftype.value, FunctionV1Type):
            printer.print_list(ftype.value.outputs, printer.print_attribute)
        printer.print_string(") ")
        printer.print_region(self.regions[0], print_entry_block_args=False)
        rest = {k: v for k, v in self.properties.items() if k not in ("sym_name", "function_type")}
        rest.update(self.attributes)
        if rest:
            printer.print_string(" ")
            printer.print_attr_dict(rest)


_CLASS_CONSTANTS = {
    "PROPERTIES": ClassVar[tuple[str, ...]],
    "REGIONS": ClassVar[int | None],
    "MIN_VERSION": ClassVar[str],
    "MAX_VERSION": ClassVar[str],
}


def _make_op(mnemonic: str, properties: tuple[str, ...], regions: int | None, versions: tuple[str, str]) -> type:
    cls = type(
        f"{_camel(mnemonic)}Op",
        (VhloOp,),
        {
            "name": f"vhlo.{mnemonic}",
            "PROPERTIES": properties,
            "REGIONS": regions,
            "MIN_VERSION": versions[0],
            "MAX_VERSION": versions[1],
            "__doc__": f"`vhlo.{mnemonic}` (generated from aiopt.dialects.vhlo_ops.OPS).",
            "__annotations__": _CLASS_CONSTANTS,
            **_op_fields(properties),
        },
    )
    return irdl_op_definition(cls)


OP_CLASSES: dict[str, type[VhloOp]] = {"return_v1": ReturnV1Op, "func_v1": FuncV1Op}
for _mnemonic, (_props, _regions) in OPS.items():
    if _mnemonic not in OP_CLASSES:
        OP_CLASSES[_mnemonic] = _make_op(_mnemonic, _props, _regions, VERSIONS.get(_mnemonic, ("0.9.0", "current")))

globals().update({cls.__name__: cls for cls in OP_CLASSES.values()})
globals().update({cls.__name__: cls for cls in SCALAR_TYPE_CLASSES.values()})
globals().update({cls.__name__: cls for cls in ENUM_CLASSES.values()})

Vhlo = Dialect(
    "vhlo",
    list(OP_CLASSES.values()),
    [
        *SCALAR_TYPE_CLASSES.values(),
        TensorV1Type,
        UnrankedTensorV1Type,
        ComplexV1Type,
        TupleV1Type,
        FunctionV1Type,
        UniformQuantizedV1Type,
        UniformQuantizedPerAxisV1Type,
        IntegerV1Attr,
        TensorV1Attr,
        StringV1Attr,
        BooleanV1Attr,
        TypeV1Attr,
        ArrayV1Attr,
        DictionaryV1Attr,
        FloatV1Attr,
        TypeExtensionsV1Attr,
        OutputOperandAliasV1Attr,
        ResultAccuracyV1Attr,
        *ENUM_CLASSES.values(),
    ],
)

__all__ = ["Vhlo", "VhloOp", "Region"]
