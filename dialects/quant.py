"""The `quant` dialect's uniform quantized type, as upstream MLIR spells it.

A quantized value is stored as an integer `q` and stands for the real number
`(q - zero_point) * scale` of the expressed (float) type:

    !quant.uniform<i8:f32, 1.000000e-01:-30>          per tensor
    !quant.uniform<i8<-8:7>:f32, 5.000000e-01>        storage range narrower than i8, zero point 0
    !quant.uniform<u8:f32:1, {1.000000e-01:-5,2.000000e-01:3}>   per axis 1: one (scale, zero point) per slice

Upstream has two classes (UniformQuantizedType, UniformQuantizedPerAxisType)
for one mnemonic; here one class covers both: `quantized_dimension` is None
for the per-tensor form. Signed storage (`iN`) is held as the signless `iN`
that HLO tensors use, unsigned storage (`uN`) as `uiN`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from xdsl.dialects.builtin import (
    ArrayAttr,
    FloatData,
    IntAttr,
    IntegerType,
    NoneAttr,
    Signedness,
)
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

_MAX_STORAGE_BITS = 32


def _is_float_type(type_: Attribute) -> bool:
    return type(type_).__name__.startswith(("Float", "BFloat"))


def storage_type_range(storage_type: IntegerType) -> tuple[int, int]:
    """The values an `iN` (two's complement) or `uiN` storage type holds."""
    width = storage_type.width.data
    if storage_type.signedness.data == Signedness.UNSIGNED:
        return 0, (1 << width) - 1
    return -(1 << (width - 1)), (1 << (width - 1)) - 1


@irdl_attr_definition
class UniformQuantizedType(ParametrizedAttribute, TypeAttribute):
    """`!quant.uniform<storage[<min:max>]:expressed[:axis], scale[:zero_point] | {scale[:zp],...}>`."""

    name = "quant.uniform"

    storage_type: IntegerType = param_def(IntegerType)
    expressed_type: Attribute = param_def(Attribute)
    storage_type_min: IntAttr = param_def(IntAttr)
    storage_type_max: IntAttr = param_def(IntAttr)
    axis: IntAttr | NoneAttr = param_def(IntAttr | NoneAttr)
    scale_list: ArrayAttr[FloatData] = param_def(ArrayAttr[FloatData])
    zero_point_list: ArrayAttr[IntAttr] = param_def(ArrayAttr[IntAttr])

    def __init__(
        self,
        storage_type: IntegerType,
        expressed_type: Attribute,
        scales: Sequence[float],
        zero_points: Sequence[int],
        quantized_dimension: int | None = None,
        storage_range: tuple[int, int] | None = None,
    ):
        low, high = storage_range if storage_range is not None else storage_type_range(storage_type)
        super().__init__(
            storage_type,
            expressed_type,
            IntAttr(low),
            IntAttr(high),
            NoneAttr() if quantized_dimension is None else IntAttr(quantized_dimension),
            ArrayAttr([FloatData(float(s)) for s in scales]),
            ArrayAttr([IntAttr(int(z)) for z in zero_points]),
        )

    # -- accessors ------------------------------------------------------------

    @property
    def quantized_dimension(self) -> int | None:
        """The per-axis dimension, None for one scale and zero point for the whole tensor."""
        return None if isinstance(self.axis, NoneAttr) else self.axis.data

    @property
    def is_per_axis(self) -> bool:
        return self.quantized_dimension is not None

    @property
    def scales(self) -> tuple[float, ...]:
        return tuple(s.data for s in self.scale_list.data)

    @property
    def zero_points(self) -> tuple[int, ...]:
        return tuple(z.data for z in self.zero_point_list.data)

    @property
    def storage_min(self) -> int:
        return self.storage_type_min.data

    @property
    def storage_max(self) -> int:
        return self.storage_type_max.data

    @property
    def is_signed(self) -> bool:
        return self.storage_type.signedness.data != Signedness.UNSIGNED

    # -- verification ---------------------------------------------------------

    def verify(self) -> None:
        if (error := self.invalid_reason()) is not None:
            raise VerifyException(error)

    def invalid_reason(self) -> str | None:
        """Why these parameters make no quantized type (upstream's rules), None if they do."""
        width = self.storage_type.width.data
        if not 0 < width <= _MAX_STORAGE_BITS:
            return f"illegal storage type size: {width}"
        low, high = storage_type_range(self.storage_type)
        if self.storage_min < low or self.storage_max > high or self.storage_min >= self.storage_max:
            return f"illegal storage min and storage max: ({self.storage_min}:{self.storage_max})"
        if not _is_float_type(self.expressed_type):
            return f"expressed type must be a float type, but got {self.expressed_type}"
        scales, zero_points = self.scales, self.zero_points
        if len(scales) != len(zero_points):
            return f"illegal number of scales and zeroPoints: {len(scales)}, {len(zero_points)}"
        if not scales or (not self.is_per_axis and len(scales) != 1):
            return "expected one scale per tensor, or a list for a per-axis type"
        for scale in scales:
            if not (math.isfinite(scale) and scale > 0):
                return f"illegal scale: {_format_scale(scale)}"
        if self.is_per_axis and self.quantized_dimension < 0:
            return f"illegal quantized dimension: {self.quantized_dimension}"
        return None

    # -- syntax ---------------------------------------------------------------

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        parser.parse_punctuation("<")
        start = parser.pos
        storage_type = _parse_storage_type(parser)
        low, high = storage_type_range(storage_type)
        if parser.parse_optional_punctuation("<") is not None:
            range_start = parser.pos
            low = parser.parse_integer(allow_boolean=False)
            parser.parse_punctuation(":")
            high = parser.parse_integer(allow_boolean=False)
            type_low, type_high = storage_type_range(storage_type)
            if low < type_low or high > type_high or low >= high:
                parser.raise_error(f"illegal storage type minimum and maximum: ({low}:{high})", range_start, parser.pos)
            parser.parse_punctuation(">")
        parser.parse_punctuation(":")
        expressed_pos = parser.pos
        expressed_type = parser.parse_type()
        if not _is_float_type(expressed_type):
            parser.raise_error(
                f"expressed type must be a float type, but got {expressed_type}", expressed_pos, parser.pos
            )
        axis: int | None = None
        if parser.parse_optional_punctuation(":") is not None:
            axis_pos = parser.pos
            axis = parser.parse_integer(allow_boolean=False)
            if axis < 0:
                parser.raise_error(f"illegal quantized dimension: {axis}", axis_pos, parser.pos)
        parser.parse_punctuation(",")
        if axis is None:
            params = [_parse_quant_params(parser)]
        else:
            params = parser.parse_comma_separated_list(parser.Delimiter.BRACES, lambda: _parse_quant_params(parser))
        parser.parse_punctuation(">")
        type_ = cls(storage_type, expressed_type, [s for s, _ in params], [z for _, z in params], axis, (low, high))
        if (error := type_.invalid_reason()) is not None:
            parser.raise_error(error, start, parser.pos)
        return list(type_.parameters)

    def print_parameters(self, printer: Printer) -> None:
        storage = ("i" if self.is_signed else "u") + str(self.storage_type.width.data)
        if (self.storage_min, self.storage_max) != storage_type_range(self.storage_type):
            storage += f"<{self.storage_min}:{self.storage_max}>"
        printer.print_string(f"<{storage}:")
        printer.print_attribute(self.expressed_type)
        params = [_format_params(s, z) for s, z in zip(self.scales, self.zero_points)]
        if self.is_per_axis:
            printer.print_string(f":{self.quantized_dimension}, {{{','.join(params)}}}>")
        else:
            printer.print_string(f", {params[0]}>")


def _parse_storage_type(parser: AttrParser) -> IntegerType:
    """`i8` (signed, held as signless i8) or `u8` (unsigned); as upstream, also the integer types `si8` and
    `ui8` (printed back as `i8` and `u8`)."""
    pos = parser.pos
    name = parser.parse_optional_identifier()
    prefix = name[:2] if name is not None and name[:2] in ("si", "ui") else (name or "")[:1]
    digits = (name or "")[len(prefix) :]
    if prefix not in ("i", "u", "si", "ui") or not digits.isdigit():
        parser.raise_error("expected a storage type such as i8 or u8", pos, parser.pos)
    width = int(digits)
    if not 0 < width <= _MAX_STORAGE_BITS:
        parser.raise_error(f"illegal storage type size: {width}", pos, parser.pos)
    return IntegerType(width, Signedness.UNSIGNED if prefix in ("u", "ui") else Signedness.SIGNLESS)


def _parse_quant_params(parser: AttrParser) -> tuple[float, int]:
    """`scale` or `scale:zero_point`."""
    pos = parser.pos
    scale = float(parser.parse_number())
    if not (math.isfinite(scale) and scale > 0):
        parser.raise_error(f"illegal scale: {_format_scale(scale)}", pos, parser.pos)
    zero_point = 0
    if parser.parse_optional_punctuation(":") is not None:
        zero_point = parser.parse_integer(allow_boolean=False)
    return scale, zero_point


def _format_scale(scale: float) -> str:
    """A scale as MLIR prints a double: `%e` when that reads back as the same value (`2.000000e+00`), else
    17 significant digits (`0.0039132908278820561`)."""
    text = f"{scale:e}"
    return text if float(text) == scale else f"{scale:.17g}"


def _format_params(scale: float, zero_point: int) -> str:
    return _format_scale(scale) + (f":{zero_point}" if zero_point else "")


Quant = Dialect("quant", [], [UniformQuantizedType])
