"""Attributes shared by the HLO dialects, defined once and named per dialect.

The same attribute exists as `#mhlo<comparison_direction GT>` and
`#stablehlo<comparison_direction GT>`. Each kind is defined here once as a
dialect-neutral base class (used in op constraints and by passes), and
`make_dialect_attrs("mhlo")` creates the concrete, named subclasses.

Enums print in MLIR's opaque form `#dialect<mnemonic VALUE>`; structured
attributes print as `#dialect.mnemonic<field = [1, 2], other = 3>`.
"""

from __future__ import annotations

import types
from collections.abc import Collection, Sequence
from dataclasses import dataclass, fields
from typing import ClassVar

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FunctionType,
    IntegerType,
    ShapedType,
    TensorType,
    TupleType,
    f64,
    i64,
)
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Attribute, Data, Operation, SpacedOpaqueSyntaxAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.str_enum import StrEnum

from aiopt.dialects.hlo.type_extensions import make_type_extensions
from aiopt.support.dialect_attributes import DialectAttributeVerifier, register_attribute_verifier
from aiopt.support.irdl_verification import describe_attribute
from aiopt.support.parsing import NotedParseError
from aiopt.support.xdsl_private import peek

# ---------------------------------------------------------------------------
# Enums


class ComparisonDirection(StrEnum):
    EQ = "EQ"
    NE = "NE"
    GE = "GE"
    GT = "GT"
    LE = "LE"
    LT = "LT"


class ComparisonType(StrEnum):
    NOTYPE = "NOTYPE"
    FLOAT = "FLOAT"
    TOTALORDER = "TOTALORDER"
    SIGNED = "SIGNED"
    UNSIGNED = "UNSIGNED"


class Precision(StrEnum):
    DEFAULT = "DEFAULT"
    HIGH = "HIGH"
    HIGHEST = "HIGHEST"
    PACKED_NIBBLE = "PACKED_NIBBLE"


class FftType(StrEnum):
    FFT = "FFT"
    IFFT = "IFFT"
    RFFT = "RFFT"
    IRFFT = "IRFFT"


class Transpose(StrEnum):
    TRANSPOSE_INVALID = "TRANSPOSE_INVALID"
    NO_TRANSPOSE = "NO_TRANSPOSE"
    TRANSPOSE = "TRANSPOSE"
    ADJOINT = "ADJOINT"


class RngDistribution(StrEnum):
    UNIFORM = "UNIFORM"
    NORMAL = "NORMAL"


class RngAlgorithm(StrEnum):
    DEFAULT = "DEFAULT"
    THREE_FRY = "THREE_FRY"
    PHILOX = "PHILOX"


class FusionKind(StrEnum):
    """mhlo.fusion's kind (mhlo only)."""

    K_LOOP = "kLoop"
    K_INPUT = "kInput"
    K_OUTPUT = "kOutput"
    K_CUSTOM = "kCustom"


class DomainKind(StrEnum):
    """mhlo.domain's kind (mhlo only)."""

    SHARDING = "sharding"


class CustomCallSchedule(StrEnum):
    """When mhlo.custom_call is scheduled (mhlo only): `#mhlo<custom_call_schedule EARLIEST>`."""

    NONE = "NONE"
    LATEST = "LATEST"
    EARLIEST = "EARLIEST"


class ResultAccuracyMode(StrEnum):
    """The accuracy a transcendental op's result must have: `#stablehlo.result_accuracy_mode<TOLERANCE>`."""

    DEFAULT = "DEFAULT"
    HIGHEST = "HIGHEST"
    TOLERANCE = "TOLERANCE"


class ComparisonDirectionAttr(Attribute):
    """Any dialect's `comparison_direction` (EQ, NE, GE, GT, LE, LT)."""


class ComparisonTypeAttr(Attribute):
    """Any dialect's `comparison_type` (NOTYPE, FLOAT, TOTALORDER, SIGNED, UNSIGNED)."""


# ODS's summaries of the enum attributes, for `attribute 'comparison_direction' failed to satisfy constraint: ...`.
describe_attribute(ComparisonDirectionAttr, "Which comparison operation to perform.")
describe_attribute(ComparisonTypeAttr, "Which comparison type to use.")


class PrecisionAttr(Attribute):
    """Any dialect's `precision` (DEFAULT, HIGH, HIGHEST)."""


class FftTypeAttr(Attribute):
    """Any dialect's `fft_type` (FFT, IFFT, RFFT, IRFFT)."""


class TransposeAttr(Attribute):
    """Any dialect's `transpose` for triangular_solve."""


class RngDistributionAttr(Attribute):
    """Any dialect's `rng_distribution` (UNIFORM, NORMAL)."""


class RngAlgorithmAttr(Attribute):
    """Any dialect's `rng_algorithm` (DEFAULT, THREE_FRY, PHILOX)."""


class FusionKindAttr(Attribute):
    """`#mhlo<fusion_kind kLoop>` (kLoop, kInput, kOutput, kCustom)."""


class DomainKindAttr(Attribute):
    """`#mhlo<kind sharding>`, the kind of an mhlo.domain."""


class CustomCallScheduleAttr(Attribute):
    """`#mhlo<custom_call_schedule EARLIEST>` (NONE, LATEST, EARLIEST)."""


class ResultAccuracyModeAttr(Attribute):
    """Any dialect's `result_accuracy_mode` (DEFAULT, HIGHEST, TOLERANCE)."""


_ENUM_ATTRS: dict[str, tuple[type[StrEnum], type[Attribute]]] = {
    "comparison_direction": (ComparisonDirection, ComparisonDirectionAttr),
    "comparison_type": (ComparisonType, ComparisonTypeAttr),
    "precision": (Precision, PrecisionAttr),
    "fft_type": (FftType, FftTypeAttr),
    "transpose": (Transpose, TransposeAttr),
    "rng_distribution": (RngDistribution, RngDistributionAttr),
    "rng_algorithm": (RngAlgorithm, RngAlgorithmAttr),
    # Used by mhlo-only ops; the stablehlo spellings exist but no op takes them.
    "fusion_kind": (FusionKind, FusionKindAttr),
    "kind": (DomainKind, DomainKindAttr),
    "custom_call_schedule": (CustomCallSchedule, CustomCallScheduleAttr),
    "result_accuracy_mode": (ResultAccuracyMode, ResultAccuracyModeAttr),
}


def enum_value(attr: Attribute) -> str:
    """The enum value of an HLO enum attribute, e.g. "GT"."""
    assert isinstance(attr, EnumAttribute)
    return str(attr.data.value)


# ---------------------------------------------------------------------------
# Structured attributes


@dataclass(frozen=True)
class StructField:
    """A field of a structured attribute: a list of ints or one int."""

    name: str
    is_list: bool = True
    always_printed: bool = False
    zero_omitted: bool = False
    """An int field printed only when not 0 (upstream's printStruct, where the attribute's printer is it)."""


class StructAttr(Data[tuple[tuple[int, ...] | int, ...]]):
    """A `<name = value, ...>` attribute whose fields are int lists or ints.

    Fields are declared in `FIELDS`; values are kept in that order. Empty
    lists are omitted when printing unless the field is `always_printed`.
    """

    FIELDS: ClassVar[tuple[StructField, ...]]

    @classmethod
    def get(cls, **values: tuple[int, ...] | list[int] | int):
        """Build the attribute from keyword field values (missing lists are empty)."""
        unknown = set(values) - {f.name for f in cls.FIELDS}
        if unknown:
            raise ValueError(f"unknown fields {sorted(unknown)} for {cls.name}")
        data = tuple(
            tuple(values.get(f.name, ())) if f.is_list else int(values.get(f.name, 0))  # type: ignore[arg-type]
            for f in cls.FIELDS
        )
        return cls(data)

    def field(self, name: str) -> tuple[int, ...] | int:
        for spec, value in zip(self.FIELDS, self.data):
            if spec.name == name:
                return value
        raise KeyError(name)

    UPSTREAM_NAME: ClassVar[str | None] = None
    """What upstream's parser calls this attribute when it fails (`dot dimension numbers`); None: a
    failure keeps this parser's own words."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> tuple[tuple[int, ...] | int, ...]:
        if cls.UPSTREAM_NAME is None:
            return cls._parse_fields(parser)
        try:
            return cls._parse_fields(parser)
        except ParseError as err:
            # Upstream's parseStruct reports the reason, then the attribute's parser where it stopped.
            raise NotedParseError.followed_by(err, f"failed parsing {cls.UPSTREAM_NAME}", parser.pos) from None

    @classmethod
    def _parse_fields(cls, parser: AttrParser) -> tuple[tuple[int, ...] | int, ...]:
        by_name = {f.name: f for f in cls.FIELDS}
        values: dict[str, tuple[int, ...] | int] = {}
        with parser.in_angle_brackets():
            # Peek: `in_angle_brackets` consumes the closing `>` of `<>` itself.
            if peek(parser) != ">":
                while True:
                    pos = parser.pos
                    name = parser.parse_identifier()
                    if name not in by_name:
                        if cls.UPSTREAM_NAME is not None:
                            expected = ", ".join(f"`{f.name}`" for f in cls.FIELDS)
                            parser.raise_error(f"expected one of: {expected}", parser.pos)
                        parser.raise_error(f"unknown field '{name}' in {cls.name}", pos)
                    if name in values:
                        if cls.UPSTREAM_NAME is not None:
                            parser.raise_error(f"duplicated `{name}` entry", pos)
                        parser.raise_error(f"field '{name}' given twice in {cls.name}", pos)
                    parser.parse_punctuation("=")
                    if by_name[name].is_list:
                        values[name] = tuple(parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer))
                    else:
                        values[name] = parser.parse_integer()
                    # A trailing comma before the `>` is allowed, as upstream's parseStruct allows it.
                    if parser.parse_optional_punctuation(",") is None or peek(parser) == ">":
                        break
        return tuple(values.get(f.name, () if f.is_list else 0) for f in cls.FIELDS)

    def print_parameter(self, printer: Printer) -> None:
        parts: list[str] = []
        for spec, value in zip(self.FIELDS, self.data):
            if isinstance(value, tuple):
                if value or spec.always_printed:
                    parts.append(f"{spec.name} = [{', '.join(map(str, value))}]")
            elif value or not spec.zero_omitted:
                parts.append(f"{spec.name} = {value}")
        printer.print_string("<" + ", ".join(parts) + ">")


class DotDimensionNumbersAttr(StructAttr):
    """Batching and contracting dimensions of `dot_general`.

        #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
                       lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>
    """

    UPSTREAM_NAME = "dot dimension numbers"
    FIELDS = (
        StructField("lhs_batching_dimensions"),
        StructField("rhs_batching_dimensions"),
        StructField("lhs_contracting_dimensions"),
        StructField("rhs_contracting_dimensions"),
    )


class GatherDimensionNumbersAttr(StructAttr):
    """How `gather` maps start indices and slices to operand and result dimensions."""

    UPSTREAM_NAME = "gather dimension numbers"
    FIELDS = (
        StructField("offset_dims"),
        StructField("collapsed_slice_dims"),
        StructField("operand_batching_dims"),
        StructField("start_indices_batching_dims"),
        StructField("start_index_map"),
        StructField("index_vector_dim", is_list=False, zero_omitted=True),
    )


class ScatterDimensionNumbersAttr(StructAttr):
    """How `scatter` maps indices and update windows to operand dimensions."""

    UPSTREAM_NAME = "scatter dimension numbers"
    FIELDS = (
        StructField("update_window_dims"),
        StructField("inserted_window_dims"),
        StructField("input_batching_dims"),
        StructField("scatter_indices_batching_dims"),
        StructField("scatter_dims_to_operand_dims"),
        StructField("index_vector_dim", is_list=False, zero_omitted=True),
    )


class ChannelHandleAttr(StructAttr):
    """A channel for collectives and send/recv: `#stablehlo.channel_handle<handle = 1, type = 2>`."""

    FIELDS = (StructField("handle", is_list=False), StructField("type", is_list=False))


class OutputOperandAliasAttr(StructAttr):
    """Which operand a custom_call output aliases."""

    FIELDS = (
        StructField("output_tuple_indices", always_printed=True),
        StructField("operand_index", is_list=False),
        StructField("operand_tuple_indices", always_printed=True),
    )


@dataclass(frozen=True)
class ConvDimensions:
    """The layout of a convolution's input, kernel and output.

    `*_spatial` list the spatial dimensions in order (the `0, 1, ...` labels).
    `ranks` are the (input, kernel, output) layouts' lengths when a `?` (a
    dimension that is neither batch, feature nor spatial) makes them longer
    than the spatial dimensions and two; None otherwise.
    """

    input_batch: int
    input_feature: int
    input_spatial: tuple[int, ...]
    kernel_input_feature: int
    kernel_output_feature: int
    kernel_spatial: tuple[int, ...]
    output_batch: int
    output_feature: int
    output_spatial: tuple[int, ...]
    ranks: tuple[int, int, int] | None = None

    def format(self) -> str:
        """`[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`."""
        # Without parsed ranks, a layout is as long as its largest dimension number says (upstream's
        # printer): `raw` dimension numbers of rank-5 operands with two spatial dimensions print one `?`.
        ranks = self.ranks or (
            max(self.input_batch, self.input_feature, *self.input_spatial) + 1,
            max(self.kernel_input_feature, self.kernel_output_feature, *self.kernel_spatial) + 1,
            max(self.output_batch, self.output_feature, *self.output_spatial) + 1,
        )
        return (
            _layout(ranks[0], {self.input_batch: "b", self.input_feature: "f"}, self.input_spatial)
            + "x"
            + _layout(ranks[1], {self.kernel_input_feature: "i", self.kernel_output_feature: "o"}, self.kernel_spatial)
            + "->"
            + _layout(ranks[2], {self.output_batch: "b", self.output_feature: "f"}, self.output_spatial)
        )


def _layout(rank: int, named: dict[int, str], spatial: tuple[int, ...]) -> str:
    labels = dict(named)
    for index, dim in enumerate(spatial):
        labels[dim] = str(index)
    return "[" + ", ".join(labels.get(d, "?") for d in range(rank)) + "]"


def parse_conv_dimensions(parser: AttrParser) -> ConvDimensions:
    """Parse `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, with upstream's messages (`parseConvolutionDimensions`).

    A `?` is a dimension that is neither batch, feature nor spatial.
    """
    ranks: list[int] = []

    def layout(named: tuple[str, str]) -> tuple[int, int, tuple[int, ...]]:
        positions: dict[str, int] = {}
        spatial: dict[int, int] = {}
        remaining = list(named)

        def item() -> None:
            dim = len(positions) + len(spatial) + unknown[0]
            pos = parser.pos
            if parser.parse_optional_punctuation("?") is not None:
                unknown[0] += 1
                return
            number = parser.parse_optional_integer(allow_boolean=False, allow_negative=True)
            if number is not None:
                if number < 0:
                    parser.raise_error(f"Unexpected dimension {number}", pos, parser.pos)
                if number in spatial:
                    parser.raise_error(f"Duplicate entries for spatial dimension {number}", pos, parser.pos)
                spatial[number] = dim
                return
            label = parser.parse_identifier()
            if not remaining:
                parser.raise_error(f"Unexpected keyword {label}", pos, parser.pos)
            if label not in remaining:
                parser.raise_error(f"Unexpected dimension {label}, expecting {', '.join(remaining)}", pos, parser.pos)
            remaining.remove(label)
            positions[label] = dim

        unknown = [0]
        parser.parse_comma_separated_list(parser.Delimiter.SQUARE, item)
        if remaining:
            parser.raise_error(f"Expected dimensions {', '.join(remaining)} not specified")
        missing = [str(i) for i in range(len(spatial)) if i not in spatial]
        if missing:
            parser.raise_error(f"Expected spatial dimensions {', '.join(missing)} not specified")
        ranks.append(len(positions) + len(spatial) + unknown[0])
        return positions[named[0]], positions[named[1]], tuple(spatial[i] for i in range(len(spatial)))

    in_b, in_f, in_s = layout(("b", "f"))
    if parser.parse_optional_keyword("x") is None:
        parser.raise_error("expected 'x' between input and kernel dimensions")
    k_i, k_o, k_s = layout(("i", "o"))
    parser.parse_punctuation("->")
    out_b, out_f, out_s = layout(("b", "f"))
    spatial_count = len(in_s)
    extended = None if all(rank == spatial_count + 2 for rank in ranks) else (ranks[0], ranks[1], ranks[2])
    return ConvDimensions(in_b, in_f, in_s, k_i, k_o, k_s, out_b, out_f, out_s, extended)


_RAW_CONV_FIELDS = {
    "input_batch_dimension": "input_batch",
    "input_feature_dimension": "input_feature",
    "input_spatial_dimensions": "input_spatial",
    "kernel_input_feature_dimension": "kernel_input_feature",
    "kernel_output_feature_dimension": "kernel_output_feature",
    "kernel_spatial_dimensions": "kernel_spatial",
    "output_batch_dimension": "output_batch",
    "output_feature_dimension": "output_feature",
    "output_spatial_dimensions": "output_spatial",
}
"""The field names of the `raw` form and the ConvDimensions fields they set."""


def parse_raw_conv_dimensions(parser: AttrParser) -> ConvDimensions:
    """Parse the fields after `raw`: `input_batch_dimension = 0, input_spatial_dimensions = [1, 2], ...`.

    As upstream's `parseStruct`: fields in any order, each at most once, missing ones 0 or empty, a comma
    after the last allowed. The layout is not checked here: the convolution's verifier reports duplicated
    or out-of-range dimensions (`expects input dimension-numbers to be unique, got {0, 0}.`).
    """
    values: dict[str, object] = {}
    while True:
        pos = parser.pos
        name = parser.parse_optional_identifier()
        if name is None:
            break
        if name not in _RAW_CONV_FIELDS:
            parser.raise_error(f"unexpected key: {name}", pos)
        if name in values:
            parser.raise_error(f"duplicated `{name}` entry", pos)
        parser.parse_punctuation("=")
        if name.endswith("_dimensions"):
            values[name] = tuple(parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer))
        else:
            values[name] = parser.parse_integer(allow_boolean=False)
        if parser.parse_optional_punctuation(",") is None:
            break
    fields = {field: values.get(name, () if name.endswith("_dimensions") else 0) for name, field in _RAW_CONV_FIELDS.items()}
    return ConvDimensions(**fields)


class ConvDimensionNumbersAttr(Data[ConvDimensions]):
    """Convolution layouts: `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`, or upstream's `raw` form
    `#mhlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2],
    ...>` (printed in the first form where it holds the numbers: see `_compact`)."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> ConvDimensions:
        with parser.in_angle_brackets():
            if parser.parse_optional_keyword("raw") is not None:
                return parse_raw_conv_dimensions(parser)
            return parse_conv_dimensions(parser)

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(f"<{self.data.format()}>" if _compact(self.data) else f"<raw {_raw_format(self.data)}>")


_MAX_COMPACT_RANK = 1024
"""Layouts of more positions than this print in the `raw` form: the compact form lists every position
(upstream's printer allocates one slot each), and `output_feature_dimension = 4294967296` did not finish."""


def _compact(dims: ConvDimensions) -> bool:
    """Whether the `[b, 0, 1, f]x...` form holds `dims`: every number in a layout's range, no layout too long, and
    no position of a layout given twice (a parsed layout always is; `raw` numbers need not be: a `raw` form
    without output_feature_dimension, 0 like the batch's, printed `->[f, 1, 0]`, which did not read back)."""
    if dims.ranks is not None:
        return True
    layouts = (
        (dims.input_batch, dims.input_feature, *dims.input_spatial),
        (dims.kernel_input_feature, dims.kernel_output_feature, *dims.kernel_spatial),
        (dims.output_batch, dims.output_feature, *dims.output_spatial),
    )
    return all(len(set(layout)) == len(layout) and all(0 <= n < _MAX_COMPACT_RANK for n in layout) for layout in layouts)


def _raw_format(dims: ConvDimensions) -> str:
    """The fields of the `raw` form: `input_batch_dimension = 0, input_spatial_dimensions = [1, 2], ...`."""
    parts = []
    for name, field in _RAW_CONV_FIELDS.items():
        value = getattr(dims, field)
        parts.append(f"{name} = " + (f"[{', '.join(map(str, value))}]" if isinstance(value, tuple) else str(value)))
    return ", ".join(parts)


@dataclass(frozen=True)
class DotAlgorithm:
    """How `dot_general` computes: operand and accumulation types, component and pass counts."""

    lhs_precision_type: Attribute
    rhs_precision_type: Attribute
    accumulation_type: Attribute
    lhs_component_count: int
    rhs_component_count: int
    num_primitive_operations: int
    allow_imprecise_accumulation: bool

    _TYPE_FIELDS = ("lhs_precision_type", "rhs_precision_type", "accumulation_type")
    _INT_FIELDS = ("lhs_component_count", "rhs_component_count", "num_primitive_operations")

    def format(self) -> str:
        """`<lhs_precision_type = tf32, ..., allow_imprecise_accumulation = false>`."""
        parts = [f"{name} = {getattr(self, name)}" for name in (*self._TYPE_FIELDS, *self._INT_FIELDS)]
        parts.append(f"allow_imprecise_accumulation = {str(self.allow_imprecise_accumulation).lower()}")
        return "<" + ", ".join(parts) + ">"


def parse_dot_algorithm(parser: AttrParser) -> DotAlgorithm:
    """Parse `<lhs_precision_type = f32, ...>`; fields in any order, each exactly once."""
    values: dict[str, object] = {}
    with parser.in_angle_brackets():
        while True:
            pos = parser.pos
            name = parser.parse_identifier()
            if name in values:
                parser.raise_error(f"duplicated `{name}` entry", pos)
            parser.parse_punctuation("=")
            if name in DotAlgorithm._TYPE_FIELDS:
                values[name] = parser.parse_type()
            elif name in DotAlgorithm._INT_FIELDS:
                values[name] = parser.parse_integer(allow_boolean=False)
            elif name == "allow_imprecise_accumulation":
                values[name] = parser.parse_boolean()
            else:
                parser.raise_error(f"unknown field '{name}' in dot algorithm", pos)
            if parser.parse_optional_punctuation(",") is None:
                break
    missing = [f.name for f in fields(DotAlgorithm) if f.name not in values]
    if missing:
        parser.raise_error(f"dot algorithm is missing {', '.join(missing)}")
    return DotAlgorithm(**values)  # type: ignore[arg-type]


_KNOWN_DOT_ALGORITHMS = {
    ("f16", "f16", "f16", 1), ("f16", "f16", "f32", 1), ("bf16", "bf16", "bf16", 1), ("bf16", "bf16", "f32", 1),
    ("bf16", "bf16", "f32", 3), ("bf16", "bf16", "f32", 6), ("tf32", "tf32", "f32", 1), ("tf32", "tf32", "f32", 3),
    ("f32", "f32", "f32", 1), ("f64", "f64", "f64", 1),
}  # fmt: skip
"""(lhs, rhs, accumulation, primitive operations) that some hardware supports, as upstream lists them."""


def _is_f8(type_: Attribute) -> bool:
    return type(type_).__name__.startswith("Float8")


class DotAlgorithmAttr(Data[DotAlgorithm]):
    """`#stablehlo.dot_algorithm<lhs_precision_type = f32, ..., allow_imprecise_accumulation = false>`."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> DotAlgorithm:
        return parse_dot_algorithm(parser)

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(self.data.format())

    def verify(self) -> None:
        algorithm = self.data
        for label, count in (
            ("lhs component count", algorithm.lhs_component_count),
            ("rhs component count", algorithm.rhs_component_count),
            ("num primitive operations", algorithm.num_primitive_operations),
        ):
            if count < 1:
                raise VerifyException(f"{label} must be positive")
        if not self._is_known():
            raise VerifyException(
                "dot algorithm not known to be supported on any hardware: "
                f"{{lhs:'{algorithm.lhs_precision_type}', rhs:'{algorithm.rhs_precision_type}', "
                f"accum:'{algorithm.accumulation_type}', lhs_components:{algorithm.lhs_component_count}, "
                f"rhs_components:{algorithm.rhs_component_count}, "
                f"primitive_ops:{algorithm.num_primitive_operations}, "
                f"imprecise:{int(algorithm.allow_imprecise_accumulation)}}}"
            )

    def _is_known(self) -> bool:
        a = self.data
        if a.lhs_component_count != 1 or a.rhs_component_count != 1:
            return False
        if _is_f8(a.lhs_precision_type) and _is_f8(a.rhs_precision_type):
            return str(a.accumulation_type) == "f32" and a.num_primitive_operations == 1
        if a.allow_imprecise_accumulation:
            return False
        key = (str(a.lhs_precision_type), str(a.rhs_precision_type), str(a.accumulation_type))
        return (*key, a.num_primitive_operations) in _KNOWN_DOT_ALGORITHMS


@dataclass(frozen=True)
class ResultAlias:
    """Which part of a function argument may (or must) alias which part of a result."""

    tuple_indices: tuple[int, ...]
    """The path into the argument's tuple type (empty: the argument itself)."""
    result_index: tuple[int, ...]
    """The result, then the path into its tuple type."""
    must_alias: bool = False


class ResultAliasAttr(Data[ResultAlias]):
    """An argument attribute saying which result the argument aliases:

        %arg0: tuple<i32, tensor<3xf32>> {mhlo.result_alias = #mhlo.result_alias<tuple_indices = [1],
                                                                                  result_index = [2, 0], must_alias>}
    """

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> ResultAlias:
        try:
            return cls._parse_fields(parser)
        except ParseError as err:
            # Upstream reports the reason, then the attribute's parser where it stopped.
            raise NotedParseError.followed_by(err, "failed parsing argument-result alias attribute", parser.pos) from None

    @classmethod
    def _parse_fields(cls, parser: AttrParser) -> ResultAlias:
        values: dict[str, tuple[int, ...]] = {}
        must_alias = False
        with parser.in_angle_brackets():
            while True:
                pos = parser.pos
                name = parser.parse_identifier()
                if name == "must_alias":
                    must_alias = True
                elif name in ("tuple_indices", "result_index") and name not in values:
                    parser.parse_punctuation("=")
                    values[name] = tuple(
                        parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
                    )
                else:
                    parser.raise_error(f"unexpected field '{name}' in argument-result alias attribute", pos)
                if parser.parse_optional_punctuation(",") is None:
                    break
        if not values.get("result_index"):
            parser.raise_error("expected at least 1 element(s), found 0")
        return ResultAlias(values.get("tuple_indices", ()), values["result_index"], must_alias)

    def print_parameter(self, printer: Printer) -> None:
        parts = []
        if self.data.tuple_indices:
            parts.append(f"tuple_indices = [{', '.join(map(str, self.data.tuple_indices))}]")
        parts.append(f"result_index = [{', '.join(map(str, self.data.result_index))}]")
        if self.data.must_alias:
            parts.append("must_alias")
        printer.print_string("<" + ", ".join(parts) + ">")


@dataclass(frozen=True)
class RaggedDotDimensions:
    """The dot dimensions of a ragged_dot, its one lhs ragged dimension and the rhs group dimensions."""

    dot: Attribute
    """The `#dialect.dot<...>` dimension numbers."""
    lhs_ragged_dimensions: tuple[int, ...]
    rhs_group_dimensions: tuple[int, ...]


class RaggedDotDimensionNumbersAttr(Data[RaggedDotDimensions]):
    """`#mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<...>, lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>`."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> RaggedDotDimensions:
        values: dict[str, Attribute | tuple[int, ...]] = {}
        with parser.in_angle_brackets():
            while True:
                pos = parser.pos
                name = parser.parse_identifier()
                parser.parse_punctuation("=")
                if name == "dot_dimension_numbers":
                    values[name] = parser.parse_attribute()
                elif name in ("lhs_ragged_dimensions", "rhs_group_dimensions"):
                    values[name] = tuple(
                        parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
                    )
                else:
                    parser.raise_error(f"unknown field '{name}' in ragged dot dimension numbers", pos)
                if parser.parse_optional_punctuation(",") is None:
                    break
        if not isinstance(values.get("dot_dimension_numbers"), DotDimensionNumbersAttr):
            parser.raise_error("expected dot_dimension_numbers = #<dialect>.dot<...>")
        return RaggedDotDimensions(
            values["dot_dimension_numbers"],  # type: ignore[arg-type]
            values.get("lhs_ragged_dimensions", ()),  # type: ignore[arg-type]
            values.get("rhs_group_dimensions", ()),  # type: ignore[arg-type]
        )

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string("<dot_dimension_numbers = ")
        printer.print_attribute(self.data.dot)
        for name in ("lhs_ragged_dimensions", "rhs_group_dimensions"):
            printer.print_string(f", {name} = [{', '.join(map(str, getattr(self.data, name)))}]")
        printer.print_string(">")


@dataclass(frozen=True)
class ResultAccuracy:
    """The accuracy a transcendental op (exponential, sine, ...) must compute its result with."""

    atol: float = 0.0
    rtol: float = 0.0
    ulps: int = 0
    mode: ResultAccuracyMode = ResultAccuracyMode.DEFAULT


class ResultAccuracyAttr(Data[ResultAccuracy]):
    """`#stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 2, mode =
    #stablehlo.result_accuracy_mode<TOLERANCE>>`; a field at its default (0) is not printed, `mode` always is.
    The mode is kept as its value and written in the attribute's own dialect."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> ResultAccuracy:
        values: dict[str, object] = {}
        with parser.in_angle_brackets():
            while peek(parser) != ">":
                pos = parser.pos
                name = parser.parse_identifier()
                if name not in ("atol", "rtol", "ulps", "mode") or name in values:
                    parser.raise_error(f"unexpected field '{name}' in result accuracy attribute", pos)
                parser.parse_punctuation("=")
                if name == "ulps":
                    values[name] = parser.parse_integer(allow_boolean=False)
                elif name == "mode":
                    pos = parser.pos
                    mode = parser.parse_attribute()
                    if not isinstance(mode, ResultAccuracyModeAttr):
                        parser.raise_error("expected a result_accuracy_mode attribute", pos)
                    values[name] = ResultAccuracyMode(enum_value(mode))
                else:
                    values[name] = parser.parse_float()
                if parser.parse_optional_punctuation(",") is None:
                    break
        if "mode" not in values:
            parser.raise_error("struct is missing required parameter: mode")
        return ResultAccuracy(**values)  # type: ignore[arg-type]

    def print_parameter(self, printer: Printer) -> None:
        accuracy = self.data
        printer.print_string("<")
        for name in ("atol", "rtol"):
            value = getattr(accuracy, name)
            if value != 0.0:
                printer.print_string(f"{name} = ")
                printer.print_float(value, f64)
                printer.print_string(", ")
        if accuracy.ulps != 0:
            printer.print_string(f"ulps = {accuracy.ulps}, ")
        prefix = self.name.partition(".")[0]
        printer.print_string(f"mode = #{prefix}.result_accuracy_mode<{accuracy.mode.value}>>")


_STRUCT_ATTRS: dict[str, type[Attribute]] = {
    "result_accuracy": ResultAccuracyAttr,
    "ragged_dot": RaggedDotDimensionNumbersAttr,
    "result_alias": ResultAliasAttr,
    "dot": DotDimensionNumbersAttr,
    "gather": GatherDimensionNumbersAttr,
    "scatter": ScatterDimensionNumbersAttr,
    "channel_handle": ChannelHandleAttr,
    "output_operand_alias": OutputOperandAliasAttr,
    "conv": ConvDimensionNumbersAttr,
    "dot_algorithm": DotAlgorithmAttr,
}


# ---------------------------------------------------------------------------
# Per-dialect instantiation


@dataclass(frozen=True)
class DialectAttrs:
    """The concrete attribute classes of one HLO dialect, by mnemonic."""

    prefix: str
    classes: dict[str, type[Attribute]]

    def enum(self, mnemonic: str, value: str | StrEnum) -> Attribute:
        """An enum attribute of this dialect, e.g. `enum("comparison_direction", "GT")`."""
        enum_type, _ = _ENUM_ATTRS[mnemonic]
        return self.classes[mnemonic](enum_type(str(value)))  # type: ignore[call-arg]

    def struct(self, mnemonic: str, **values: tuple[int, ...] | list[int] | int) -> Attribute:
        """A structured attribute of this dialect, e.g. `struct("dot", lhs_contracting_dimensions=[1])`."""
        cls = self.classes[mnemonic]
        assert issubclass(cls, StructAttr)
        return cls.get(**values)

    def dims(self, values: Sequence[int], element_type: IntegerType = i64) -> Attribute:
        """A list of dimensions (or, with `element_type` i1, of flags) as this dialect stores it.

        stablehlo uses `array<i64: 1, 2>`; mhlo keeps the older
        `dense<[1, 2]> : tensor<2xi64>`, which upstream mhlo requires.
        """
        if self.prefix == "mhlo":
            return DenseIntOrFPElementsAttr.from_list(TensorType(element_type, [len(values)]), list(values))
        return DenseArrayBase.from_list(element_type, list(values))

    def conv(self, dimensions: ConvDimensions) -> Attribute:
        return self.classes["conv"](dimensions)  # type: ignore[call-arg]

    def all(self) -> list[type[Attribute]]:
        return list(self.classes.values())


_PRETTY_NAMED_ENUMS = {
    ("mhlo", "rng_distribution"),
    ("mhlo", "rng_algorithm"),
    ("mhlo", "result_accuracy_mode"),
    ("stablehlo", "result_accuracy_mode"),
}
"""Enums that upstream prints as `#mhlo.rng_distribution<UNIFORM>` instead of `#mhlo<rng_distribution UNIFORM>`."""


@classmethod
def _parse_enum_value(cls, parser: AttrParser):
    """The enum value, in either spelling: ` VALUE` (opaque form) or `<VALUE>` (pretty-named form)."""
    if parser.parse_optional_punctuation("<") is not None:
        value = parser.parse_str_enum(cls.enum_type)
        parser.parse_punctuation(">")
        return value
    return parser.parse_str_enum(cls.enum_type)


def _print_enum_in_angles(self, printer: Printer) -> None:
    printer.print_string(f"<{self.data.value}>")


def make_dialect_attrs(prefix: str, only: Collection[str] | None = None) -> DialectAttrs:
    """Create the named attribute classes of dialect `prefix` ("mhlo", "stablehlo").

    `only` restricts them to the given mnemonics, for a dialect (chlo) that has
    a few of these attributes.
    """
    classes: dict[str, type[Attribute]] = {}
    title = prefix.capitalize()
    for mnemonic, (enum_type, marker) in _ENUM_ATTRS.items():
        if only is not None and mnemonic not in only:
            continue
        class_name = title + "".join(part.capitalize() for part in mnemonic.split("_")) + "Attr"
        pretty_named = (prefix, mnemonic) in _PRETTY_NAMED_ENUMS
        syntax_bases = () if pretty_named else (SpacedOpaqueSyntaxAttribute,)
        namespace = {
            "name": f"{prefix}.{mnemonic}",
            "__module__": f"aiopt.dialects.{prefix}",
            "parse_parameter": _parse_enum_value,
        }
        if pretty_named:
            namespace["print_parameter"] = _print_enum_in_angles
        cls = types.new_class(
            class_name,
            (EnumAttribute[enum_type], *syntax_bases, marker),
            exec_body=lambda ns, extra=namespace: ns.update(extra),
        )
        classes[mnemonic] = irdl_attr_definition(cls)
    for mnemonic, base in _STRUCT_ATTRS.items():
        if only is not None and mnemonic not in only:
            continue
        class_name = title + base.__name__
        cls = types.new_class(
            class_name,
            (base,),
            exec_body=lambda ns, m=mnemonic: ns.update(name=f"{prefix}.{m}", __module__=f"aiopt.dialects.{prefix}"),
        )
        classes[mnemonic] = irdl_attr_definition(cls)
    if only is None or "type_extensions" in only:
        canonical, spellings = make_type_extensions(prefix)
        classes["type_extensions"] = canonical
        classes.update((f"type_extensions:{spelling.name}", spelling) for spelling in spellings if spelling is not canonical)
    return DialectAttrs(prefix, classes)



# ---------------------------------------------------------------------------
# Argument attributes verified by the dialect (support/dialect_attributes.py)


class HloAttributeVerifier(DialectAttributeVerifier):
    """Upstream's `verifyRegionArgAttribute`/`verifyOperationAttribute` of mhlo and stablehlo:
    `#dialect.result_alias` on function arguments, and mhlo's `parameter_replication`.

        func.func @f(%a: tensor<2xf32> {mhlo.result_alias = #mhlo.result_alias<result_index = [1]>}) -> tensor<2xf32>
        // error: attribute "mhlo.result_alias" result index is out of range, must be <1
    """

    def __init__(self, prefix: str):
        self.prefix = prefix

    def verify_operation_attribute(self, op: Operation, name: str, value: Attribute) -> None:
        if isinstance(value, ResultAliasAttr) and not isinstance(op.properties.get("function_type"), FunctionType):
            raise VerifyException(f'attribute "{name}" can only be used on function-like operations')

    def verify_argument_attribute(self, op: Operation, index: int, name: str, value: Attribute) -> None:
        function_type = op.properties.get("function_type")
        if not isinstance(function_type, FunctionType):
            return
        if isinstance(value, ResultAliasAttr):
            _verify_result_alias(name, value.data, function_type.inputs.data[index], function_type.outputs.data)
        elif name == "mhlo.parameter_replication" and self.prefix == "mhlo":
            if not isinstance(value, ArrayAttr):
                raise VerifyException("parameter_replication: must be an array")
            leaves = _leaf_buffers(function_type.inputs.data[index])
            if len(value.data) > 1 and leaves != len(value.data):
                raise VerifyException(
                    f"parameter_replication: arg {index} has {leaves} leaf_buffers, but parameter_replication "
                    f"expects {len(value.data)}"
                )


def _leaf_buffers(type_: Attribute) -> int:
    return sum(_leaf_buffers(t) for t in type_.types.data) if isinstance(type_, TupleType) else 1


def _type_at(type_: Attribute, indices: Sequence[int]) -> Attribute | None:
    """The type at a path of tuple indices into `type_`; None where the path leaves the tuples."""
    for index in indices:
        if not isinstance(type_, TupleType) or index >= len(type_.types.data):
            return None
        type_ = type_.types.data[index]
    return type_


def _verify_result_alias(name: str, alias: ResultAlias, argument: Attribute, results: Sequence[Attribute]) -> None:
    """Upstream's `verifyArgResultAliasAttr`."""
    quoted = f'"{name}"'
    result_index, *result_path = alias.result_index
    if any(i < 0 for i in (*alias.tuple_indices, *alias.result_index)):
        raise VerifyException(f"attribute {quoted} expects all argument and result indices to be >= 0")
    if result_index >= len(results):
        raise VerifyException(f"attribute {quoted} result index is out of range, must be <{len(results)}")
    argument_type = _type_at(argument, alias.tuple_indices)
    if argument_type is None:
        raise VerifyException(f"attribute {quoted} argument tuple indices are invalid")
    result_type = _type_at(results[result_index], result_path)
    if result_type is None:
        raise VerifyException(f"attribute {quoted} result tuple indices are invalid")
    if not _alias_compatible(argument_type, result_type):
        raise VerifyException(
            f"attribute {quoted} aliases do not have compatible types, '{argument_type}' vs. '{result_type}'"
        )


def _alias_compatible(a: Attribute, b: Attribute) -> bool:
    """MLIR's `verifyCompatibleShape` (a `?` matches any size) and equal element types."""
    a_shaped, b_shaped = isinstance(a, ShapedType), isinstance(b, ShapedType)
    if a_shaped != b_shaped:
        return False
    if not a_shaped:
        return a == b
    if a.get_element_type() != b.get_element_type():
        return False
    a_shape, b_shape = tuple(a.get_shape()), tuple(b.get_shape())
    if len(a_shape) != len(b_shape):
        return False
    return all(x == y or DYNAMIC_INDEX in (x, y) for x, y in zip(a_shape, b_shape))


register_attribute_verifier("mhlo", HloAttributeVerifier("mhlo"))
register_attribute_verifier("stablehlo", HloAttributeVerifier("stablehlo"))
