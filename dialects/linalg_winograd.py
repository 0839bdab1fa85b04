"""linalg.winograd_filter_transform, winograd_input_transform and winograd_output_transform: upstream's Winograd
F(m, r) convolution ops (LinalgOps.td), in LLVM 22's syntax, where `fmr(F_m_r)` names the algorithm (LLVM 19's
`m(4) r(3)` is gone):

    %f = linalg.winograd_filter_transform fmr(F_4_3) ins(%filter : tensor<2x3x3x5xf32>)
           outs(%e : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>

The filter is FHWC, its transform (alphaH, alphaW, C, F); the input NHWC, its transform (alphaH, alphaW, tileH,
tileW, N, C); the output transform reads (alphaH, alphaW, tileH, tileW, N, F) and writes NHWF, with
alpha = m + r - 1 on a transformed dimension and 1 on one that is not. The verifiers are upstream's, with its
messages; `fmr` is an i32 enum property (`fmr = 1 : i32` in the generic form).

Their semantics are upstream's decomposition (WinogradConv2D.cpp), with its F(m, r) matrices
(`winograd_matrices`): the filter transform is G g G^T of each (H, W) plane of the filter, the input transform
B^T d B of each alpha x alpha tile d of the input (tiles m apart), the output transform adds
s A^T y A of each alpha x alpha plane y to the output's m x m tile (s the matrices' scalar factor), a side
of height or width 1 left out of each product. Filter, input and output transform composed with a batched
matmul over the channels are a 2D convolution (NHWC input, FHWC filter, no padding, stride 1).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import ClassVar, NamedTuple, Self

import numpy as np
from xdsl.dialects.builtin import DYNAMIC_INDEX, IntegerAttr, TensorType, i32
from xdsl.ir import Attribute, Operation
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, prop_def, result_def, traits_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from aiopt.support.parsing import parse_single_ins_outs, property_conversion_message

FMR_CASES = ("F_2_3", "F_4_3", "F_2_5")
"""Upstream's `WinogradConv2DFmr` cases, by their i32 value."""


class WinogradMatrices(NamedTuple):
    """The constant matrices of one F(m, r): G (alpha x r), B^T (alpha x alpha) and A^T (m x alpha), each as
    upstream's float tables hold them (f32), and A's and A^T's scalar factor (the output transform multiplies by
    it once for each of the two it applies)."""

    g: np.ndarray
    bt: np.ndarray
    at: np.ndarray
    scalar_factor: int


def _table(rows: str) -> np.ndarray:
    """A matrix from rows of fractions ("-1 1/2 0; ..."), each rounded to f32 as upstream's `constexpr float`
    tables round them (through double)."""
    return np.array([[np.float32(float(Fraction(x))) for x in row.split()] for row in rows.split(";")], np.float32)


WINOGRAD_MATRICES: dict[str, WinogradMatrices] = {
    "F_2_3": WinogradMatrices(
        _table("-1 0 0; 1/2 -1/2 1/2; 1/2 1/2 1/2; 0 0 1"),
        _table("-1 0 1 0; 0 -1 1 0; 0 1 1 0; 0 -1 0 1"),
        _table("1 1 1 0; 0 -1 1 1"),
        1,
    ),
    "F_4_3": WinogradMatrices(
        _table("1 0 0; -1/3 1/3 -1/3; -1/3 -1/3 -1/3; 1/12 -1/6 1/3; 1/12 1/6 1/3; 0 0 1"),
        _table(
            "1/4 0 -5/16 0 1/16 0; 0 1/4 -1/4 -1/16 1/16 0; 0 -1/4 -1/4 1/16 1/16 0; 0 1/4 -1/8 -1/4 1/8 0;"
            "0 -1/4 -1/8 1/4 1/8 0; 0 1/4 0 -5/16 0 1/16"
        ),
        _table("1/8 1/4 1/4 1/8 1/8 0; 0 -1/4 1/4 -1/4 1/4 0; 0 1/4 1/4 1/2 1/2 0; 0 -1/4 1/4 -1 1 1/2"),
        32,
    ),
    "F_2_5": WinogradMatrices(
        _table(
            "1 0 0 0 0; 1/6 -1/6 1/6 -1/6 1/6; -1/6 -1/6 -1/6 -1/6 -1/6; -4/15 2/15 -1/15 1/30 -1/60;"
            "1/60 1/30 1/15 2/15 4/15; 0 0 0 0 1"
        ),
        _table(
            "1/8 3/16 -1/4 -3/16 1/8 0; 0 1/8 1/16 -5/16 1/8 0; 0 -1/8 -5/16 -1/16 1/8 0; 0 1/4 -1/8 -1/4 1/8 0;"
            "0 -1/8 -1/4 1/8 1/4 0; 0 1/8 3/16 -1/4 -3/16 1/8"
        ),
        _table("1/2 1 1 2 1 0; 0 -1 1 -1 2 1/2"),
        16,
    ),
}
"""Upstream's F(2, 3), F(4, 3) and F(2, 5) matrices (WinogradConv2D.cpp's G, B^T and A^T tables; its G^T, B
and A are their transposes)."""


def winograd_matrices(fmr: IntegerAttr) -> WinogradMatrices:
    """The matrices of an op's `fmr`."""
    return WINOGRAD_MATRICES[FMR_CASES[fmr.value.data]]


def m_and_r(fmr: IntegerAttr) -> tuple[int, int]:
    """The (m, r) of an `fmr` value: F_4_3 -> (4, 3)."""
    _, m, r = FMR_CASES[fmr.value.data].split("_")
    return int(m), int(r)


def _compatible(expected: Sequence[int], actual: Sequence[int]) -> bool:
    return len(expected) == len(actual) and all(
        a == b or DYNAMIC_INDEX in (a, b) for a, b in zip(expected, actual, strict=True)
    )


class _WinogradOp(IRDLOperation):
    """The syntax, the ranks and the element types the three ops share:
    `attr-dict fmr(F_m_r) ins(%x : type) outs(%y : type) -> type`."""

    input = operand_def(TensorType)
    output = operand_def(TensorType)
    fmr = prop_def(IntegerAttr)
    result = result_def(TensorType)

    traits = traits_def(Pure())

    INPUT_NAME: ClassVar[str]
    INPUT_RANK: ClassVar[int]
    OUTPUT_RANK: ClassVar[int]

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        attributes = parser.parse_optional_attr_dict()
        parser.parse_keyword("fmr")
        parser.parse_punctuation("(")
        pos = parser.pos
        case = parser.parse_optional_identifier_or_str_literal()
        if case not in FMR_CASES:
            parser.raise_error(
                f"custom op '{cls.name}' expected string or keyword containing one of the following enum values "
                f"for attribute 'fmr' [{', '.join(FMR_CASES)}]",
                pos,
            )
        parser.parse_punctuation(")")
        operands = parse_single_ins_outs(parser)
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        op = cls.build(
            operands=operands,
            result_types=[result_type],
            properties={"fmr": IntegerAttr(FMR_CASES.index(case), i32)},
        )
        op.attributes |= attributes
        return op

    @classmethod
    def property_conversion_error(cls, properties: dict[str, Attribute]) -> str | None:
        """ODS's conversion of the `fmr` enum property: an integer naming one of its cases."""
        fmr = properties.get("fmr")
        if fmr is not None and not (isinstance(fmr, IntegerAttr) and 0 <= fmr.value.data < len(FMR_CASES)):
            return property_conversion_message("fmr", fmr)
        return None

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        fmr = self.fmr.value.data
        printer.print_string(f" fmr({FMR_CASES[fmr] if 0 <= fmr < len(FMR_CASES) else fmr}) ins(")
        printer.print_operand(self.input)
        printer.print_string(" : ")
        printer.print_attribute(self.input.type)
        printer.print_string(") outs(")
        printer.print_operand(self.output)
        printer.print_string(" : ")
        printer.print_attribute(self.output.type)
        printer.print_string(") -> ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        # ODS's checks (TensorRankOf, the i32 enum, AllElementTypesMatch), then the op's.
        for index, (value, rank) in enumerate(((self.input, self.INPUT_RANK), (self.output, self.OUTPUT_RANK))):
            if value.type.get_num_dims() != rank:
                raise VerifyException(f"operand #{index} must be {rank}D tensor of any type values, but got '{value.type}'")
        if self.result.type.get_num_dims() != self.OUTPUT_RANK:
            raise VerifyException(
                f"result #0 must be {self.OUTPUT_RANK}D tensor of any type values, but got '{self.result.type}'"
            )
        if self.fmr.type != i32 or not 0 <= self.fmr.value.data < len(FMR_CASES):
            raise VerifyException(
                "property 'fmr' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1, 2"
            )
        if self.input.type.element_type != self.output.type.element_type:
            raise VerifyException(f"failed to verify that all of {{{self.INPUT_NAME}, output}} have same element type")
        m, r = m_and_r(self.fmr)
        expected = self.expected_output_shape(self.input.type.get_shape(), self.output.type.get_shape(), m, r)
        if not _compatible(expected, self.output.type.get_shape()):
            raise VerifyException("the output shape is not expected")

    def expected_output_shape(self, shape: Sequence[int], output: Sequence[int], m: int, r: int) -> list[int]:
        raise NotImplementedError


@irdl_op_definition
class WinogradFilterTransformOp(_WinogradOp):
    """The Winograd transform of an FHWC filter into (alphaH, alphaW, C, F): G x g x G^T on each transformed
    dimension (a filter of height or width 1 keeps it).

        %r = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<2x3x3x5xf32>)
            outs(%o : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
    """

    name = "linalg.winograd_filter_transform"
    INPUT_NAME: ClassVar[str] = "filter"
    INPUT_RANK: ClassVar[int] = 4
    OUTPUT_RANK: ClassVar[int] = 4

    def expected_output_shape(self, shape: Sequence[int], output: Sequence[int], m: int, r: int) -> list[int]:
        filter_f, filter_h, filter_w, filter_c = shape
        if filter_h not in (r, 1):
            raise VerifyException("expect filter height either equals to r or 1")
        if filter_w not in (r, 1):
            raise VerifyException("expect filter width either equals to r or 1")
        if filter_h == 1 and filter_w == 1:
            raise VerifyException("expect either filter height or width equals to r")
        alpha = m + r - 1
        return [alpha if filter_h == r else 1, alpha if filter_w == r else 1, filter_c, filter_f]


@irdl_op_definition
class WinogradInputTransformOp(_WinogradOp):
    """The Winograd transform of an NHWC input into (alphaH, alphaW, tileH, tileW, N, C): B^T x d x B on each
    tile of each transformed dimension (one whose output alpha size is 1 is not transformed).

        %r = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<1x10x3x2xf32>)
            outs(%o : tensor<6x1x2x3x1x2xf32>) -> tensor<6x1x2x3x1x2xf32>
    """

    name = "linalg.winograd_input_transform"
    INPUT_NAME: ClassVar[str] = "input"
    INPUT_RANK: ClassVar[int] = 4
    OUTPUT_RANK: ClassVar[int] = 6

    def expected_output_shape(self, shape: Sequence[int], output: Sequence[int], m: int, r: int) -> list[int]:
        n, height, width, c = shape
        alpha = m + r - 1
        expected = [0] * 6
        for size, transformed, alpha_dim, tile_dim in ((height, output[0] != 1, 0, 2), (width, output[1] != 1, 1, 3)):
            if size == DYNAMIC_INDEX:
                expected[alpha_dim], expected[tile_dim] = alpha, DYNAMIC_INDEX
            else:
                expected[alpha_dim] = alpha if transformed else 1
                expected[tile_dim] = (size - (r - 1)) // m if transformed else size
        expected[4], expected[5] = n, c
        return expected


@irdl_op_definition
class WinogradOutputTransformOp(_WinogradOp):
    """The inverse Winograd transform of (alphaH, alphaW, tileH, tileW, N, F) values into an NHWF output:
    A^T x y x A on each tile of each transformed dimension (alpha size 1: not transformed).

        %r = linalg.winograd_output_transform fmr(F_2_3) ins(%y : tensor<4x4x2x2x1x1xf32>)
            outs(%o : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
    """

    name = "linalg.winograd_output_transform"
    INPUT_NAME: ClassVar[str] = "value"
    INPUT_RANK: ClassVar[int] = 6
    OUTPUT_RANK: ClassVar[int] = 4

    def expected_output_shape(self, shape: Sequence[int], output: Sequence[int], m: int, r: int) -> list[int]:
        alpha_h, alpha_w, tile_h, tile_w, n, f = shape
        expected = [n, 0, 0, f]
        for alpha, tile, dim, what in ((alpha_h, tile_h, 1, "height"), (alpha_w, tile_w, 2, "width")):
            transformed = alpha != 1
            if DYNAMIC_INDEX in (alpha, tile):
                expected[dim] = DYNAMIC_INDEX
                continue
            if alpha != (m + r - 1 if transformed else 1):
                raise VerifyException(f"expect input {what} equals to input tile size")
            expected[dim] = (m if transformed else 1) * tile
        return expected


WINOGRAD_OPS: list[type[Operation]] = [WinogradFilterTransformOp, WinogradInputTransformOp, WinogradOutputTransformOp]
