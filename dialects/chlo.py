"""The `chlo` dialect: client HLO ops, which legalize to mhlo and stablehlo.

CHLO models what XLA's client library offers beyond HLO: binary ops with
implicit broadcasting, special functions (lgamma, digamma, erf_inv, zeta,
...), top_k, ragged_dot, and the rank-specialization helpers of mlir-hlo.
Unlike stablehlo, chlo accepts unranked tensors. Its enum attributes are its
own: `#chlo<comparison_direction GT>`.

    %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = chlo.lgamma %x : tensor<4xf32> -> tensor<4xf32>
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    I64,
    ArrayAttr,
    BoolAttr,
    ComplexType,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    TensorType,
    UnrankedTensorType,
    i64,
)
from xdsl.ir import Attribute, Block, Dialect, Region, SSAValue, TypedAttribute
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    AttrSizedResultSegments,
    irdl_attr_definition,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    Commutative,
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    Pure,
    RecursiveMemoryEffect,
    ReturnLike,
)
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.hlo import core, elementwise
from aiopt.dialects.hlo.attrs import DialectAttrs, StructAttr, StructField, make_dialect_attrs
from aiopt.dialects.hlo.base import HloOp
from aiopt.dialects.hlo.linalg_ops import infer_ragged_dot_shape, verify_ragged_dot
from aiopt.dialects.hlo.syntax import (
    create_parsed_op,
    i64_array,
    int_array_values,
    parse_operands,
    print_attr_dict,
    print_operands,
    resolve,
    split_attr_dict,
)
from aiopt.dialects.hlo.types import (
    ANY_ELEMENT,
    COMPLEX,
    DYNAMIC,
    FLOAT,
    FLOAT_OR_COMPLEX,
    INTEGER,
    ElementKind,
    describe_kinds,
    dims_compatible,
    element_kind,
    element_type_of,
    is_tensor,
    shape_of,
    shapes_compatible,
    with_element_type,
)
from aiopt.support.broadcasting import broadcasted_extent, broadcasted_shape
from aiopt.support.inliner_interface import DialectInlinerInterface

i1 = IntegerType(1)
i32 = IntegerType(32)


@irdl_attr_definition
class RaggedDotDimensionNumbersAttr(StructAttr):
    """The dimensions of ragged_dot: dot_general's, plus the lhs ragged and rhs group dimensions.

        #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1],
                         lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2],
                         lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>
    """

    name = "chlo.ragged_dot"
    FIELDS = (
        StructField("lhs_batching_dimensions"),
        StructField("rhs_batching_dimensions"),
        StructField("lhs_contracting_dimensions"),
        StructField("rhs_contracting_dimensions"),
        StructField("lhs_ragged_dimensions"),
        StructField("rhs_group_dimensions"),
    )


ATTRS = DialectAttrs(
    "chlo",
    {
        **make_dialect_attrs("chlo", only=("comparison_direction", "comparison_type", "precision")).classes,
        "ragged_dot": RaggedDotDimensionNumbersAttr,
    },
)


class ChloOp(HloOp):
    """Base of the chlo ops, which build `#chlo<...>` attributes.

    chlo has a single spelling, so each op is a concrete class named `chlo.*`
    rather than a dialect-neutral base that mhlo and stablehlo instantiate.
    """

    HLO_ATTRS = ATTRS


# ---------------------------------------------------------------------------
# Shared checks


def _check_tensors(op: ChloOp) -> None:
    for index, type_ in enumerate(op.operand_types):
        if not is_tensor(type_):
            raise VerifyException(f"operand #{index} must be a tensor, but got {type_}")
    for index, type_ in enumerate(op.result_types):
        if not is_tensor(type_):
            raise VerifyException(f"result #{index} must be a tensor, but got {type_}")


def _check_element_kind(element_type: Attribute, allowed: frozenset[ElementKind]) -> None:
    if element_kind(element_type) not in allowed:
        raise VerifyException(f"operand element type must be {describe_kinds(allowed)}, but got {element_type}")


def _check_result_element(result_type: Attribute, expected: Attribute) -> None:
    if element_type_of(result_type) != expected:
        raise VerifyException(f"result element type must be {expected}, but got {element_type_of(result_type)}")


def _check_inferred(inferred: Sequence[Attribute], declared: Sequence[Attribute]) -> None:
    """What MLIR's InferTypeOpInterface checks: declared result types compatible with the inferred ones."""
    compatible = all(
        element_type_of(a) == element_type_of(b) and shapes_compatible(a, b) for a, b in zip(inferred, declared)
    )
    if not compatible:
        raise VerifyException(
            f"inferred type(s) {', '.join(repr(str(t)) for t in inferred)} are incompatible with "
            f"return type(s) of operation {', '.join(repr(str(t)) for t in declared)}"
        )


def _format_dims(shape: Sequence[int]) -> str:
    return "[" + ", ".join("?" if d == DYNAMIC else str(d) for d in shape) + "]"


# ---------------------------------------------------------------------------
# Broadcasting


def broadcast_shapes(*shapes: Sequence[int]) -> tuple[int, ...]:
    """The numpy-style broadcast of ranked shapes (`broadcasted_shape`): shorter ones get leading 1s."""
    result = broadcasted_shape(shapes)
    if result is None:
        raise VerifyException(f"shapes {', '.join(_format_dims(s) for s in shapes)} are not broadcast-compatible")
    return tuple(result)


def broadcast_shapes_in_dims(lhs: Sequence[int], rhs: Sequence[int], dimensions: Sequence[int]) -> tuple[int, ...]:
    """Broadcast the lower-rank shape into the result dimensions `dimensions` of the other."""
    small, large = (lhs, rhs) if len(lhs) <= len(rhs) else (rhs, lhs)
    if len(dimensions) != len(small):
        raise VerifyException(
            f"broadcast_dimensions size ({len(dimensions)}) does not match the rank of the "
            f"lower-rank operand ({len(small)})"
        )
    if len(set(dimensions)) != len(dimensions):
        raise VerifyException("broadcast_dimensions must not repeat a dimension")
    result = list(large)
    for small_dim, large_dim in enumerate(dimensions):
        if not 0 <= large_dim < len(large):
            raise VerifyException(
                f"broadcast_dimensions value {large_dim} is out of range for the higher-rank operand "
                f"of rank {len(large)}"
            )
        merged = broadcasted_extent(small[small_dim], large[large_dim])
        if merged is None:
            raise VerifyException(
                f"shapes {_format_dims(lhs)} and {_format_dims(rhs)} are not broadcast-compatible "
                f"in broadcast_dimensions {_format_dims(dimensions)}"
            )
        result[large_dim] = merged
    return tuple(result)


def _broadcast_type(
    operand_types: Sequence[Attribute], element_type: Attribute, dimensions: Sequence[int] | None = None
) -> Attribute:
    """The result type of broadcasting operands; unranked if any operand is."""
    shapes = [shape_of(t) for t in operand_types]
    if any(s is None for s in shapes):
        return UnrankedTensorType(element_type)
    if dimensions is None:
        return TensorType(element_type, list(broadcast_shapes(*shapes)))
    return TensorType(element_type, list(broadcast_shapes_in_dims(*shapes, dimensions)))


def _parse_functional(cls: type[ChloOp], parser: Parser) -> ChloOp:
    """`%a, %b attr-dict : (T1, T2) -> R`."""
    operands = parse_operands(parser)
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    function_type = parser.parse_function_type()
    return create_parsed_op(cls, parser, operands, list(function_type.inputs.data), list(function_type.outputs.data), attrs)


def _print_functional(op: ChloOp, printer: Printer) -> None:
    print_operands(printer, op.operands)
    print_attr_dict(printer, op)
    printer.print_string(" : ")
    printer.print_function_type(op.operand_types, op.result_types)


def _parse_type_lists(cls: type[ChloOp], parser: Parser) -> ChloOp:
    """`%a, %b attr-dict : T1, T2 -> R1, R2` (no parentheses)."""
    operands = parse_operands(parser)
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    operand_types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation("->")
    result_types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
    return create_parsed_op(cls, parser, operands, operand_types, result_types, attrs)


def _print_type_lists(op: ChloOp, printer: Printer) -> None:
    print_operands(printer, op.operands)
    print_attr_dict(printer, op)
    printer.print_string(" : ")
    printer.print_list(op.operand_types, printer.print_attribute)
    printer.print_string(" -> ")
    printer.print_list(op.result_types, printer.print_attribute)


class BroadcastBinaryOp(ChloOp):
    """Shared syntax, verification and builder of the broadcasting binary ops.

    Without `broadcast_dimensions` the lower-rank operand gets leading size-1
    dimensions (numpy); with it, dimension i of the lower-rank operand is
    result dimension broadcast_dimensions[i]. Size-1 dimensions then stretch.

        %r = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1>}
            : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    """

    ALLOWED: ClassVar[frozenset[ElementKind]] = ANY_ELEMENT
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    broadcast_dimensions = opt_prop_def(DenseArrayBase.constr(i64))
    traits = traits_def(Pure())

    def __init__(self, lhs: SSAValue, rhs: SSAValue, broadcast_dimensions: Sequence[int] | None = None, **properties):
        if broadcast_dimensions is not None:
            properties["broadcast_dimensions"] = i64_array(broadcast_dimensions)
        result_type = _broadcast_type(
            [lhs.type, rhs.type], self.result_element_type(element_type_of(lhs.type)), broadcast_dimensions
        )
        # Sorted, the order in which MLIR prints them.
        super().__init__(operands=[lhs, rhs], result_types=[result_type], properties=dict(sorted(properties.items())))

    @classmethod
    def result_element_type(cls, operand_element: Attribute) -> Attribute:
        return operand_element

    @property
    def dimensions(self) -> tuple[int, ...] | None:
        """The broadcast_dimensions, None when broadcasting numpy-style."""
        return None if self.broadcast_dimensions is None else int_array_values(self.broadcast_dimensions)

    @classmethod
    def parse(cls, parser: Parser):
        return _parse_functional(cls, parser)

    def print(self, printer: Printer) -> None:
        _print_functional(self, printer)

    def verify_(self) -> None:
        _check_tensors(self)
        element = element_type_of(self.lhs.type)
        if element_type_of(self.rhs.type) != element:
            raise VerifyException("requires the same element type for all operands")
        _check_element_kind(element, self.ALLOWED)
        expected = self.result_element_type(element)
        _check_result_element(self.result.type, expected)
        inferred = _broadcast_type([self.lhs.type, self.rhs.type], expected, self.dimensions)
        _check_inferred([inferred], [self.result.type])


@irdl_op_definition
class BroadcastAddOp(BroadcastBinaryOp):
    """lhs + rhs with broadcasting (logical or for booleans).

        %r = chlo.broadcast_add %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    """

    name = "chlo.broadcast_add"
    ALLOWED = elementwise.AddOp.ALLOWED
    traits = traits_def(Pure(), Commutative())


@irdl_op_definition
class BroadcastAtan2Op(BroadcastBinaryOp):
    """atan2(lhs, rhs) with broadcasting.

        %r = chlo.broadcast_atan2 %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    """

    name = "chlo.broadcast_atan2"
    ALLOWED = elementwise.Atan2Op.ALLOWED


@irdl_op_definition
class BroadcastDivOp(BroadcastBinaryOp):
    """lhs / rhs with broadcasting; integer division truncates toward zero.

        %r = chlo.broadcast_divide %a, %b : (tensor<2x4xi32>, tensor<i32>) -> tensor<2x4xi32>
    """

    name = "chlo.broadcast_divide"
    ALLOWED = elementwise.DivOp.ALLOWED


@irdl_op_definition
class BroadcastMaxOp(BroadcastBinaryOp):
    """max(lhs, rhs) with broadcasting.

        %r = chlo.broadcast_maximum %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    """

    name = "chlo.broadcast_maximum"
    ALLOWED = elementwise.MaxOp.ALLOWED
    traits = traits_def(Pure(), Commutative())


@irdl_op_definition
class BroadcastMinOp(BroadcastBinaryOp):
    """min(lhs, rhs) with broadcasting.

        %r = chlo.broadcast_minimum %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    """

    name = "chlo.broadcast_minimum"
    ALLOWED = elementwise.MinOp.ALLOWED
    traits = traits_def(Pure(), Commutative())


@irdl_op_definition
class BroadcastMulOp(BroadcastBinaryOp):
    """lhs * rhs with broadcasting (logical and for booleans).

        %r = chlo.broadcast_multiply %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    """

    name = "chlo.broadcast_multiply"
    ALLOWED = elementwise.MulOp.ALLOWED
    traits = traits_def(Pure(), Commutative())


@irdl_op_definition
class BroadcastNextAfterOp(BroadcastBinaryOp):
    """The next float after lhs in the direction of rhs, with broadcasting (as chlo.next_after).

        %r = chlo.broadcast_next_after %a, %b : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    """

    name = "chlo.broadcast_next_after"
    ALLOWED = FLOAT


@irdl_op_definition
class BroadcastPolygammaOp(BroadcastBinaryOp):
    """polygamma(lhs, rhs) with broadcasting (as chlo.polygamma).

        %r = chlo.broadcast_polygamma %n, %x : (tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    """

    name = "chlo.broadcast_polygamma"
    ALLOWED = FLOAT


@irdl_op_definition
class BroadcastPowOp(BroadcastBinaryOp):
    """lhs ** rhs with broadcasting.

        %r = chlo.broadcast_power %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    """

    name = "chlo.broadcast_power"
    ALLOWED = elementwise.PowOp.ALLOWED


@irdl_op_definition
class BroadcastRemOp(BroadcastBinaryOp):
    """Remainder of lhs / rhs with the sign of lhs, with broadcasting.

        %r = chlo.broadcast_remainder %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    """

    name = "chlo.broadcast_remainder"
    ALLOWED = elementwise.RemOp.ALLOWED


@irdl_op_definition
class BroadcastShiftLeftOp(BroadcastBinaryOp):
    """lhs << rhs with broadcasting.

        %r = chlo.broadcast_shift_left %a, %b : (tensor<2x4xi32>, tensor<i32>) -> tensor<2x4xi32>
    """

    name = "chlo.broadcast_shift_left"
    ALLOWED = elementwise.ShiftLeftOp.ALLOWED


@irdl_op_definition
class BroadcastShiftRightArithmeticOp(BroadcastBinaryOp):
    """lhs >> rhs filling with the sign bit, with broadcasting.

        %r = chlo.broadcast_shift_right_arithmetic %a, %b : (tensor<2x4xi32>, tensor<i32>) -> tensor<2x4xi32>
    """

    name = "chlo.broadcast_shift_right_arithmetic"
    ALLOWED = elementwise.ShiftRightArithmeticOp.ALLOWED


@irdl_op_definition
class BroadcastShiftRightLogicalOp(BroadcastBinaryOp):
    """lhs >> rhs filling with zeros, with broadcasting.

        %r = chlo.broadcast_shift_right_logical %a, %b : (tensor<2x4xi32>, tensor<i32>) -> tensor<2x4xi32>
    """

    name = "chlo.broadcast_shift_right_logical"
    ALLOWED = elementwise.ShiftRightLogicalOp.ALLOWED


@irdl_op_definition
class BroadcastSubOp(BroadcastBinaryOp):
    """lhs - rhs with broadcasting.

        %r = chlo.broadcast_subtract %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    """

    name = "chlo.broadcast_subtract"
    ALLOWED = elementwise.SubtractOp.ALLOWED


@irdl_op_definition
class BroadcastZetaOp(BroadcastBinaryOp):
    """The Hurwitz zeta function zeta(lhs, rhs) with broadcasting (as chlo.zeta).

        %r = chlo.broadcast_zeta %x, %q : (tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    """

    name = "chlo.broadcast_zeta"
    ALLOWED = FLOAT


@irdl_op_definition
class BroadcastAndOp(BroadcastBinaryOp):
    """Logical (booleans) or bitwise (integers) and, with broadcasting.

        %r = chlo.broadcast_and %a, %b : (tensor<2x4xi1>, tensor<4xi1>) -> tensor<2x4xi1>
    """

    name = "chlo.broadcast_and"
    ALLOWED = elementwise.AndOp.ALLOWED
    traits = traits_def(Pure(), Commutative())


@irdl_op_definition
class BroadcastOrOp(BroadcastBinaryOp):
    """Logical (booleans) or bitwise (integers) or, with broadcasting.

        %r = chlo.broadcast_or %a, %b : (tensor<2x4xi1>, tensor<4xi1>) -> tensor<2x4xi1>
    """

    name = "chlo.broadcast_or"
    ALLOWED = elementwise.OrOp.ALLOWED
    traits = traits_def(Pure(), Commutative())


@irdl_op_definition
class BroadcastXorOp(BroadcastBinaryOp):
    """Logical (booleans) or bitwise (integers) exclusive or, with broadcasting.

        %r = chlo.broadcast_xor %a, %b : (tensor<2x4xi32>, tensor<4xi32>) -> tensor<2x4xi32>
    """

    name = "chlo.broadcast_xor"
    ALLOWED = elementwise.XorOp.ALLOWED
    traits = traits_def(Pure(), Commutative())


@irdl_op_definition
class BroadcastComplexOp(BroadcastBinaryOp):
    """Complex numbers from real (lhs) and imaginary (rhs) parts, with broadcasting.

        %r = chlo.broadcast_complex %re, %im : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xcomplex<f32>>
    """

    name = "chlo.broadcast_complex"
    ALLOWED = elementwise.ComplexOp.ALLOWED

    @classmethod
    def result_element_type(cls, operand_element: Attribute) -> Attribute:
        return ComplexType(operand_element)


@irdl_op_definition
class BroadcastCompareOp(BroadcastBinaryOp):
    """Compare lhs and rhs in `comparison_direction` with broadcasting, giving booleans.

    `compare_type` (FLOAT, TOTALORDER, SIGNED, UNSIGNED) defaults to what the
    element type implies.

        %r = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction GT>}
            : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xi1>
    """

    name = "chlo.broadcast_compare"
    comparison_direction = prop_def(ATTRS.classes["comparison_direction"])
    compare_type = opt_prop_def(ATTRS.classes["comparison_type"])

    def __init__(
        self,
        lhs: SSAValue,
        rhs: SSAValue,
        direction: str,
        compare_type: str | None = None,
        broadcast_dimensions: Sequence[int] | None = None,
    ):
        properties = {"comparison_direction": ATTRS.enum("comparison_direction", direction)}
        if compare_type is not None:
            properties["compare_type"] = ATTRS.enum("comparison_type", compare_type)
        super().__init__(lhs, rhs, broadcast_dimensions, **properties)

    @classmethod
    def result_element_type(cls, operand_element: Attribute) -> Attribute:
        return i1

    @property
    def direction(self) -> str:
        return str(self.comparison_direction.data.value)


@irdl_op_definition
class BroadcastSelectOp(ChloOp):
    """Pick from on_true where pred is true, else from on_false; all three broadcast numpy-style.

        %r = chlo.broadcast_select %p, %t, %f : (tensor<i1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    """

    name = "chlo.broadcast_select"
    pred = operand_def(AnyAttr())
    on_true = operand_def(AnyAttr())
    on_false = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, pred: SSAValue, on_true: SSAValue, on_false: SSAValue):
        result_type = _broadcast_type([pred.type, on_true.type, on_false.type], element_type_of(on_true.type))
        super().__init__(operands=[pred, on_true, on_false], result_types=[result_type])

    @classmethod
    def parse(cls, parser: Parser):
        return _parse_functional(cls, parser)

    def print(self, printer: Printer) -> None:
        _print_functional(self, printer)

    def verify_(self) -> None:
        _check_tensors(self)
        if element_type_of(self.pred.type) != i1:
            raise VerifyException(f"pred must be a tensor of i1, but got {self.pred.type}")
        element = element_type_of(self.on_true.type)
        if element_type_of(self.on_false.type) != element:
            raise VerifyException("requires on_true and on_false to have the same element type")
        inferred = _broadcast_type(self.operand_types, element)
        _check_inferred([inferred], [self.result.type])


# ---------------------------------------------------------------------------
# Element-wise ops without broadcasting


class ElementwiseChloOp(ChloOp):
    """Shared syntax, verification and builder of chlo's element-wise ops.

    Operands and result have one shape; both types are always printed:

        %r = chlo.zeta %x, %q : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
    """

    ALLOWED: ClassVar[frozenset[ElementKind]] = FLOAT
    RESULT_IS_PRED: ClassVar[bool] = False
    traits = traits_def(Pure())

    def __init__(self, *operands: SSAValue):
        element = element_type_of(operands[0].type)
        result_type = with_element_type(operands[0].type, i1 if self.RESULT_IS_PRED else element)
        super().__init__(operands=list(operands), result_types=[result_type])

    @classmethod
    def parse(cls, parser: Parser):
        return _parse_type_lists(cls, parser)

    def print(self, printer: Printer) -> None:
        _print_type_lists(self, printer)

    def verify_(self) -> None:
        _check_tensors(self)
        result_type = self.result_types[0]
        if not all(shapes_compatible(t, result_type) for t in self.operand_types):
            raise VerifyException("requires the same shape for all operands and results")
        element = element_type_of(self.operand_types[0])
        if any(element_type_of(t) != element for t in self.operand_types):
            raise VerifyException("requires the same element type for all operands")
        _check_element_kind(element, self.ALLOWED)
        _check_result_element(result_type, i1 if self.RESULT_IS_PRED else element)


class UnaryChloOp(ElementwiseChloOp):
    """`%r = chlo.op %x : T -> T`."""

    operand = operand_def(AnyAttr())
    result = result_def(AnyAttr())


@irdl_op_definition
class AcosOp(UnaryChloOp):
    """acos(x) element-wise.

        %r = chlo.acos %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.acos"
    ALLOWED = FLOAT_OR_COMPLEX


@irdl_op_definition
class AcoshOp(UnaryChloOp):
    """acosh(x) element-wise (NaN below 1 for floats).

        %r = chlo.acosh %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.acosh"
    ALLOWED = FLOAT_OR_COMPLEX


@irdl_op_definition
class AsinOp(UnaryChloOp):
    """asin(x) element-wise.

        %r = chlo.asin %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.asin"
    ALLOWED = FLOAT_OR_COMPLEX


@irdl_op_definition
class AsinhOp(UnaryChloOp):
    """asinh(x) element-wise.

        %r = chlo.asinh %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.asinh"
    ALLOWED = FLOAT_OR_COMPLEX


@irdl_op_definition
class AsinAcosKernelOp(UnaryChloOp):
    """The kernel w that asin and acos of complex z are computed from.

    asin(z) = complex(atan2(z.real, w.real), sign(z.imag) * w.imag) and
    acos(z) = complex(atan2(w.real, z.real), -sign(z.imag) * w.imag), where
    w.real = Re sqrt((1 - z)(1 + z)) and w.imag = |Im asin(z)|.

        %w = chlo._asin_acos_kernel %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
    """

    name = "chlo._asin_acos_kernel"
    ALLOWED = COMPLEX


@irdl_op_definition
class AtanOp(UnaryChloOp):
    """atan(x) element-wise.

        %r = chlo.atan %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.atan"
    ALLOWED = FLOAT_OR_COMPLEX


@irdl_op_definition
class AtanhOp(UnaryChloOp):
    """atanh(x) element-wise (NaN outside [-1, 1] for floats).

        %r = chlo.atanh %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.atanh"
    ALLOWED = FLOAT_OR_COMPLEX


@irdl_op_definition
class BesselI1eOp(UnaryChloOp):
    """The exponentially scaled modified Bessel function of order 1, exp(-|x|) * I1(x).

        %r = chlo.bessel_i1e %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.bessel_i1e"
    ALLOWED = FLOAT_OR_COMPLEX


@irdl_op_definition
class ConjOp(UnaryChloOp):
    """The complex conjugate (the identity on floats).

        %r = chlo.conj %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
    """

    name = "chlo.conj"
    ALLOWED = FLOAT_OR_COMPLEX


@irdl_op_definition
class CoshOp(UnaryChloOp):
    """cosh(x) element-wise.

        %r = chlo.cosh %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.cosh"
    ALLOWED = FLOAT_OR_COMPLEX


@irdl_op_definition
class SinhOp(UnaryChloOp):
    """sinh(x) element-wise.

        %r = chlo.sinh %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.sinh"
    ALLOWED = FLOAT_OR_COMPLEX


@irdl_op_definition
class TanOp(UnaryChloOp):
    """tan(x) element-wise.

        %r = chlo.tan %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.tan"
    ALLOWED = FLOAT_OR_COMPLEX


@irdl_op_definition
class SquareOp(UnaryChloOp):
    """x * x element-wise; for complex x, ((re - im)(re + im), 2 re im).

        %r = chlo.square %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.square"
    ALLOWED = FLOAT_OR_COMPLEX


@irdl_op_definition
class DigammaOp(UnaryChloOp):
    """The digamma function, lgamma's derivative; NaN at 0 and the negative integers.

        %r = chlo.digamma %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.digamma"


@irdl_op_definition
class ErfOp(UnaryChloOp):
    """The Gauss error function erf(x).

        %r = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.erf"


@irdl_op_definition
class ErfcOp(UnaryChloOp):
    """The complementary error function 1 - erf(x).

        %r = chlo.erfc %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.erfc"


@irdl_op_definition
class ErfInvOp(UnaryChloOp):
    """The inverse error function: erf(erf_inv(y)) = y; +-inf at +-1, NaN beyond.

        %r = chlo.erf_inv %y : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.erf_inv"


@irdl_op_definition
class LgammaOp(UnaryChloOp):
    """log |gamma(x)|; +inf at the poles (0 and the negative integers) and at +-inf.

        %r = chlo.lgamma %x : tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.lgamma"


@irdl_op_definition
class IsInfOp(UnaryChloOp):
    """True where x is +inf or -inf.

        %r = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>
    """

    name = "chlo.is_inf"
    RESULT_IS_PRED = True


@irdl_op_definition
class IsNegInfOp(UnaryChloOp):
    """True where x is -inf.

        %r = chlo.is_neg_inf %x : tensor<4xf32> -> tensor<4xi1>
    """

    name = "chlo.is_neg_inf"
    RESULT_IS_PRED = True


@irdl_op_definition
class IsPosInfOp(UnaryChloOp):
    """True where x is +inf.

        %r = chlo.is_pos_inf %x : tensor<4xf32> -> tensor<4xi1>
    """

    name = "chlo.is_pos_inf"
    RESULT_IS_PRED = True


@irdl_op_definition
class NextAfterOp(ElementwiseChloOp):
    """The next float after x in the direction of y (C's nextafter; may be subnormal).

        %r = chlo.next_after %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.next_after"
    x = operand_def(AnyAttr())
    y = operand_def(AnyAttr())
    result = result_def(AnyAttr())


@irdl_op_definition
class PolygammaOp(ElementwiseChloOp):
    """The n-th derivative of digamma at x; NaN unless n is a natural number.

        %r = chlo.polygamma %n, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.polygamma"
    n = operand_def(AnyAttr())
    x = operand_def(AnyAttr())
    result = result_def(AnyAttr())


@irdl_op_definition
class ZetaOp(ElementwiseChloOp):
    """The Hurwitz zeta function: the sum over k >= 0 of (q + k)^-x.

        %r = chlo.zeta %x, %q : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
    """

    name = "chlo.zeta"
    x = operand_def(AnyAttr())
    q = operand_def(AnyAttr())
    result = result_def(AnyAttr())


@irdl_op_definition
class MulhiOp(ElementwiseChloOp):
    """The high half of each double-width product lhs * rhs: its top N bits for N-bit integers, signed
    for signed and signless integers, unsigned for unsigned ones.

        %r = chlo.mulhi %a, %b : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>

    makes 1 of 2^28 * 16 and -1 of -2^28 * 16.
    """

    name = "chlo.mulhi"
    ALLOWED = INTEGER
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    traits = traits_def(Pure(), Commutative())


# ---------------------------------------------------------------------------
# Constants


@irdl_op_definition
class ConstantOp(ChloOp, core.ConstantOp):
    """A constant tensor, as stablehlo.constant.

        %c = chlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    """

    name = "chlo.constant"


@irdl_op_definition
class ConstantLikeOp(ChloOp):
    """A splat of the scalar `value` in the shape of operand (printed in generic form).

        %c = "chlo.constant_like"(%x) <{value = 1.0 : f32}> : (tensor<?x4xf32>) -> tensor<?x4xf32>
    """

    name = "chlo.constant_like"
    value = prop_def(TypedAttribute)
    operand = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, value: TypedAttribute, operand: SSAValue):
        super().__init__(
            operands=[operand],
            result_types=[with_element_type(operand.type, value.get_type())],
            properties={"value": value},
        )

    def verify_(self) -> None:
        _check_tensors(self)
        if self.value.get_type() != element_type_of(self.result.type):
            raise VerifyException("value's type doesn't match element return type")
        if not shapes_compatible(self.operand.type, self.result.type):
            raise VerifyException("requires the same shape for all operands and results")


# ---------------------------------------------------------------------------
# top_k and ragged_dot


@irdl_op_definition
class TopKOp(ChloOp):
    """The k largest entries along the last dimension and their indices (lower index first on ties).

        %values, %indices = chlo.top_k(%x, k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
    """

    name = "chlo.top_k"
    operand = operand_def(AnyAttr())
    k = prop_def(IntegerAttr[I64])
    values = result_def(AnyAttr())
    indices = result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, operand: SSAValue, k: int):
        super().__init__(
            operands=[operand],
            result_types=list(self._infer(operand.type, k)),
            properties={"k": IntegerAttr(k, i64)},
        )

    @staticmethod
    def _infer(operand_type: Attribute, k: int) -> tuple[Attribute, Attribute]:
        shape = shape_of(operand_type)
        element = element_type_of(operand_type)
        if shape is None:
            return UnrankedTensorType(element), UnrankedTensorType(i32)
        if k < 0:
            raise VerifyException(f"k must be non-negative, but is {k}")
        if not shape:
            raise VerifyException("operand's rank must be at least 1")
        if shape[-1] != DYNAMIC and shape[-1] < k:
            raise VerifyException(f"operand's last dimension must be at least {k}")
        result_shape = [*shape[:-1], k]
        return TensorType(element, result_shape), TensorType(i32, result_shape)

    @classmethod
    def parse(cls, parser: Parser):
        parser.parse_punctuation("(")
        operand = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        parser.parse_keyword("k")
        parser.parse_punctuation("=")
        k = parser.parse_integer(allow_boolean=False)
        parser.parse_punctuation(")")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        operand_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_types = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
        properties, attributes = split_attr_dict(cls, attrs)
        return cls.create(
            operands=resolve(parser, [operand], [operand_type]),
            result_types=result_types,
            properties=properties | {"k": IntegerAttr(k, i64)},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_operand(self.operand)
        printer.print_string(f", k = {self.k.value.data})")
        print_attr_dict(printer, self, ("k",))
        printer.print_string(" : ")
        printer.print_attribute(self.operand.type)
        printer.print_string(" -> (")
        printer.print_list(self.result_types, printer.print_attribute)
        printer.print_string(")")

    def verify_(self) -> None:
        _check_tensors(self)
        _check_inferred(self._infer(self.operand.type, self.k.value.data), self.result_types)


@irdl_op_definition
class RaggedDotOp(ChloOp):
    """dot_general where the lhs ragged dimension is split into groups of `group_sizes` (printed generic).

    Ragged lhs non-contracting dimension m: [b,m,k] x [g,b,k,n] -> [b,m,n], rows
    of group i multiply rhs group i. Ragged contracting dimension k:
    [b,m,k] x [b,k,n] -> [g,b,m,n], group i contracts its range of k; rows (ranges)
    past the last group are 0. Ragged batch dimension: [b,m,k] x [b,k,n] -> [b,m,n],
    dot_general's result whatever the group sizes (as jax and XLA compute it).

        %r = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<
              lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
              lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}>
            : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
    """

    name = "chlo.ragged_dot"
    lhs = operand_def(TensorType)
    rhs = operand_def(TensorType)
    group_sizes = operand_def(TensorType)
    result = result_def(TensorType)
    precision_config = opt_prop_def(ArrayAttr)
    ragged_dot_dimension_numbers = prop_def(RaggedDotDimensionNumbersAttr)
    traits = traits_def(Pure())

    def __init__(
        self,
        lhs: SSAValue,
        rhs: SSAValue,
        group_sizes: SSAValue,
        dimension_numbers: RaggedDotDimensionNumbersAttr,
        result_element_type: Attribute | None = None,
    ):
        shapes = [shape_of(v.type) for v in (lhs, rhs, group_sizes)]
        shape = infer_ragged_dot_shape(*shapes, dimension_numbers.field)  # type: ignore[arg-type]
        element = result_element_type or element_type_of(lhs.type)
        super().__init__(
            operands=[lhs, rhs, group_sizes],
            result_types=[TensorType(element, list(shape))],
            properties={"ragged_dot_dimension_numbers": dimension_numbers},
        )

    def dimensions(self, name: str) -> tuple[int, ...]:
        """A field of the dimension numbers, e.g. `dimensions("lhs_ragged_dimensions")`."""
        value = self.ragged_dot_dimension_numbers.field(name)
        assert isinstance(value, tuple)
        return value

    def verify_(self) -> None:
        if element_kind(element_type_of(self.group_sizes.type)) not in INTEGER:
            raise VerifyException(f"group_sizes must be a tensor of integers, but got {self.group_sizes.type}")
        verify_ragged_dot(
            self.lhs, self.rhs, self.group_sizes, self.result, self.dimensions, self.precision_config, type_text=str
        )


# ---------------------------------------------------------------------------
# scan


def _types_compatible(a: Attribute, b: Attribute) -> bool:
    return element_type_of(a) == element_type_of(b) and shapes_compatible(a, b)


def _with_scan_dim(slice_type: Attribute, dimension: int, size: int) -> Attribute | None:
    """A slice's type with the scan dimension of `size` inserted at `dimension`; None if it has no room."""
    shape = shape_of(slice_type)
    if shape is None or dimension > len(shape):
        return None
    return TensorType(element_type_of(slice_type), [*shape[:dimension], size, *shape[dimension:]])


@irdl_op_definition
class ScanOp(ChloOp):
    """A scan along `dimension`: at each position, the body maps a slice of every input (the scan
    dimension removed) and the carries to a slice of every output and the next carries. The outputs
    stack the slices along `dimension`; the carries are what the last step returns (the inits if there
    are no steps). `is_reverse` visits the positions from last to first; `scan_dim_size` states the
    scan dimension's size; `is_associative` declares the body associative.

        %sums, %total = chlo.scan(%x) inits(%zero) dimension=0 {
        ^bb0(%xi: tensor<i32>, %acc: tensor<i32>):
          %s = stablehlo.add %xi, %acc : tensor<i32>
          stablehlo.return %s, %s : tensor<i32>, tensor<i32>
        } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)

    makes the prefix sums of %x and its total.
    """

    name = "chlo.scan"
    inputs = var_operand_def(AnyAttr())
    inits = var_operand_def(AnyAttr())
    outputs = var_result_def(AnyAttr())
    carries = var_result_def(AnyAttr())
    dimension = prop_def(IntegerAttr[I64])
    scan_dim_size = opt_prop_def(IntegerAttr[I64])
    is_reverse = opt_prop_def(BoolAttr)
    is_associative = opt_prop_def(BoolAttr)
    body = region_def("single_block")
    irdl_options = (AttrSizedOperandSegments(as_property=True), AttrSizedResultSegments(as_property=True))
    traits = traits_def(RecursiveMemoryEffect(), IsolatedFromAbove())

    SYNTAX_PROPERTIES = ("dimension", "operandSegmentSizes", "resultSegmentSizes")
    """The properties that the pretty form spells out of the attribute dictionary."""

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        inits: Sequence[SSAValue],
        body: Region,
        dimension: int,
        *,
        is_reverse: bool = False,
        is_associative: bool | None = None,
        scan_dim_size: int | None = None,
    ):
        properties: dict[str, Attribute] = {"dimension": IntegerAttr(dimension, i64)}
        if is_associative is not None:
            properties["is_associative"] = IntegerAttr.from_bool(is_associative)
        if is_reverse:
            properties["is_reverse"] = IntegerAttr.from_bool(True)
        if scan_dim_size is not None:
            properties["scan_dim_size"] = IntegerAttr(scan_dim_size, i64)
        returned = [value.type for value in body.block.last_op.operands]
        count = len(returned) - len(inits)
        size = self._scan_size([value.type for value in inputs], dimension, scan_dim_size)
        outputs = [_with_scan_dim(type_, dimension, size) for type_ in returned[:count]]
        super().__init__(
            operands=[list(inputs), list(inits)],
            result_types=[outputs, returned[count:]],
            properties=properties,
            regions=[body],
        )

    @staticmethod
    def _scan_size(input_types: Sequence[Attribute], dimension: int, stated: int | None) -> int:
        """The size of the scan dimension: the stated one, else the first static one of the inputs."""
        if stated is not None:
            return stated
        sizes = (shape_of(t)[dimension] for t in input_types if len(shape_of(t) or ()) > dimension)
        return next((size for size in sizes if size != DYNAMIC), DYNAMIC)

    @property
    def reverse(self) -> bool:
        return self.is_reverse is not None and bool(self.is_reverse.value.data)

    @property
    def length(self) -> int:
        """The size of the scan dimension, DYNAMIC where neither the op nor its types state it."""
        stated = None if self.scan_dim_size is None else self.scan_dim_size.value.data
        dimension = self.dimension.value.data
        return self._scan_size([*self.inputs.types, *self.outputs.types], dimension, stated)

    @classmethod
    def parse(cls, parser: Parser):
        inputs = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        parser.parse_keyword("inits")
        inits = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        parser.parse_keyword("dimension")
        parser.parse_punctuation("=")
        dimension = parser.parse_integer(allow_boolean=False)
        attrs = parser.parse_optional_attr_dict_with_keyword(cls.SYNTAX_PROPERTIES)
        body = parser.parse_region()
        parser.parse_punctuation(":")
        start = parser.pos
        function_type = parser.parse_function_type()
        result_types = list(function_type.outputs.data)
        if len(result_types) < len(inits):
            parser.raise_error(
                f"expected a result for each of the {len(inits)} inits, but got {len(result_types)} results",
                start,
                parser.pos,
            )
        operands = resolve(parser, [*inputs, *inits], list(function_type.inputs.data))
        properties, attributes = split_attr_dict(cls, {} if attrs is None else dict(attrs.data))
        properties |= {
            "dimension": IntegerAttr(dimension, i64),
            "operandSegmentSizes": DenseArrayBase.from_list(i32, [len(inputs), len(inits)]),
            "resultSegmentSizes": DenseArrayBase.from_list(i32, [len(result_types) - len(inits), len(inits)]),
        }
        return cls.create(
            operands=operands, result_types=result_types, properties=properties, attributes=attributes, regions=[body]
        )

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_list(self.inputs, printer.print_operand)
        printer.print_string(") inits(")
        printer.print_list(self.inits, printer.print_operand)
        printer.print_string(f") dimension={self.dimension.value.data}")
        remaining = {
            k: v for k, v in {**self.properties, **self.attributes}.items() if k not in self.SYNTAX_PROPERTIES
        }
        if remaining:
            printer.print_string(" attributes ")
            printer.print_attr_dict(remaining)
        printer.print_string(" ")
        printer.print_region(self.body)
        printer.print_string(" : ")
        printer.print_function_type(self.operand_types, self.result_types)

    def verify_(self) -> None:
        _check_tensors(self)
        dimension = self.dimension.value.data
        if dimension < 0:
            raise VerifyException(f"dimension must be non-negative, but is {dimension}")
        if not self.inputs and not self.outputs:
            raise VerifyException("requires at least one input or output")
        if self.scan_dim_size is not None and self.scan_dim_size.value.data < 0:
            raise VerifyException(f"scan_dim_size must be non-negative, but is {self.scan_dim_size.value.data}")
        size = None if self.scan_dim_size is None else self.scan_dim_size.value.data
        slice_types: list[Attribute] = []
        for index, value in enumerate(self.inputs):
            shape = shape_of(value.type)
            if shape is None:
                raise VerifyException(f"input #{index} must be a ranked tensor, but got {value.type}")
            if dimension >= len(shape):
                raise VerifyException(f"dimension {dimension} is out of range for input #{index} of rank {len(shape)}")
            if size is None or size == DYNAMIC:
                size = shape[dimension]
            elif not dims_compatible(shape[dimension], size):
                raise VerifyException(
                    f"input #{index} has size {shape[dimension]} along the scan dimension, but the scan has {size} steps"
                )
            slice_types.append(TensorType(element_type_of(value.type), [*shape[:dimension], *shape[dimension + 1 :]]))
        size = DYNAMIC if size is None else size
        self._verify_body([*slice_types, *self.inits.types], dimension, size)

    def _verify_body(self, argument_types: Sequence[Attribute], dimension: int, size: int) -> None:
        block = self.body.block
        if len(block.args) != len(argument_types):
            raise VerifyException(
                f"body must take {len(argument_types)} arguments (a slice of each input, then each carry), "
                f"but takes {len(block.args)}"
            )
        for index, (arg, expected) in enumerate(zip(block.args, argument_types)):
            if not _types_compatible(arg.type, expected):
                raise VerifyException(f"body argument #{index} has type {arg.type}, but its operand gives {expected}")
        terminator = block.last_op
        if terminator is None or not terminator.has_trait(IsTerminator):
            raise VerifyException("body must end with a return")
        returned = list(terminator.operand_types)
        if len(self.carries) != len(self.inits) or len(returned) != len(self.outputs) + len(self.inits):
            raise VerifyException(
                f"body returns {len(returned)} values, but the op has {len(self.outputs)} outputs, "
                f"{len(self.carries)} carries and {len(self.inits)} inits"
            )
        for index, (slice_type, output) in enumerate(zip(returned, self.outputs)):
            expected = _with_scan_dim(slice_type, dimension, size)
            if expected is None or not _types_compatible(expected, output.type):
                raise VerifyException(
                    f"output #{index} has type {output.type}, but the body returns slices of type {slice_type}"
                )
        for index, (returned_type, init, carry) in enumerate(
            zip(returned[len(self.outputs) :], self.inits.types, self.carries.types)
        ):
            if not (_types_compatible(returned_type, carry) and _types_compatible(init, carry)):
                raise VerifyException(
                    f"carry #{index} has type {carry}, but its init has type {init} and the body returns {returned_type}"
                )


# ---------------------------------------------------------------------------
# Rank specialization helpers (mlir-hlo)


def _is_shape_tensor(type_: Attribute) -> bool:
    shape = shape_of(type_)
    return shape is not None and len(shape) == 1 and isinstance(element_type_of(type_), IndexType)


@irdl_op_definition
class MinimumBroadcastShapesOp(ChloOp):
    """Reshape broadcasting shapes to the lowest ranks that broadcast the same way.

    Dimensions that are 1 in every shape are dropped and neighbouring
    dimensions that are 1 in the same shapes are merged:

        %0, %1 = chlo.minimum_broadcast_shapes %a, %b
            : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>, tensor<?xindex>

    turns [1, 2, 3, 1, 2, 1] and [1, 1, 1, 2, 3] into [6, 2, 1] and [2, 3].
    """

    name = "chlo.minimum_broadcast_shapes"
    shapes = var_operand_def(AnyAttr())
    minimum_shapes = var_result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, shapes: Sequence[SSAValue]):
        result_type = TensorType(IndexType(), [DYNAMIC])
        super().__init__(operands=[list(shapes)], result_types=[[result_type] * len(shapes)])

    @classmethod
    def parse(cls, parser: Parser):
        return _parse_type_lists(cls, parser)

    def print(self, printer: Printer) -> None:
        _print_type_lists(self, printer)

    def verify_(self) -> None:
        if len(self.shapes) != len(self.minimum_shapes):
            raise VerifyException(
                f"number of operand shapes ({len(self.shapes)}) does not match number of result shapes "
                f"({len(self.minimum_shapes)})"
            )
        if len(self.shapes) < 2:
            raise VerifyException(f"number of operand shapes ({len(self.shapes)}) should be >= 2")
        for index, type_ in enumerate((*self.operand_types, *self.result_types)):
            if not _is_shape_tensor(type_):
                raise VerifyException(f"expects 1D tensors of index, but #{index} is {type_}")


@irdl_op_definition
class RankSpecializationClusterOp(ChloOp):
    """A group of element-wise ops on (unranked) tensors, to be rank-specialized together (printed generic).

    The body takes one argument per operand, uses only those, and yields the results:

        %0 = "chlo.rank_specialization_cluster"(%a, %b) ({
        ^bb0(%x: tensor<*xf32>, %y: tensor<*xf32>):
          %1 = chlo.broadcast_add %x, %y : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
          "chlo.rank_specialization_cluster_yield"(%1) : (tensor<*xf32>) -> ()
        }) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    """

    name = "chlo.rank_specialization_cluster"
    inputs = var_operand_def(AnyAttr())
    outputs = var_result_def(AnyAttr())
    body = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect())

    def __init__(self, operands: Sequence[SSAValue], result_types: Sequence[Attribute], body: Region):
        super().__init__(operands=[list(operands)], result_types=[list(result_types)], regions=[body])

    def verify_(self) -> None:
        block = self.body.block
        if [a.type for a in block.args] != list(self.operand_types):
            raise VerifyException("block argument types must match operand types")
        terminator = block.last_op
        if not isinstance(terminator, RankSpecializationClusterYieldOp):
            raise VerifyException("body must end with chlo.rank_specialization_cluster_yield")
        if list(terminator.operand_types) != list(self.result_types):
            raise VerifyException("yielded types must match the result types")
        for nested in block.ops:
            for operand in nested.operands:
                owner = operand.owner
                inside = owner is block if isinstance(owner, Block) else owner.parent_block() is block
                if not inside:
                    raise VerifyException("nested ops must not depend on implicit operands")


@irdl_op_definition
class RankSpecializationClusterYieldOp(ChloOp):
    """Ends a rank_specialization_cluster's body, yielding its results (printed generic).

        "chlo.rank_specialization_cluster_yield"(%r) : (tensor<*xf32>) -> ()
    """

    name = "chlo.rank_specialization_cluster_yield"
    values = var_operand_def(AnyAttr())
    traits = lazy_traits_def(
        # Upstream's order (HasParent before Terminator): traits are checked in declaration order.
        lambda: (HasParent(RankSpecializationClusterOp), Pure(), ReturnLike(), IsTerminator())
    )

    def __init__(self, results: Sequence[SSAValue]):
        super().__init__(operands=[list(results)])


@irdl_op_definition
class DynamicReshapeOp(ChloOp):
    """Reshape operand to output_shape, where one entry may be -1 for "what remains" (printed generic).

        %r = "chlo.dynamic_reshape"(%x, %shape) : (tensor<*xf32>, tensor<2xi64>) -> tensor<?x?xf32>
    """

    name = "chlo.dynamic_reshape"
    operand = operand_def(AnyAttr())
    output_shape = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, operand: SSAValue, output_shape: SSAValue, result_type: Attribute):
        super().__init__(operands=[operand, output_shape], result_types=[result_type])

    def verify_(self) -> None:
        _check_tensors(self)
        shape_type = self.output_shape.type
        lengths = shape_of(shape_type)
        element = element_type_of(shape_type)
        is_integer = isinstance(element, IndexType) or element_kind(element) in INTEGER
        if lengths is None or len(lengths) != 1 or not is_integer:
            raise VerifyException(f"output_shape must be a 1D tensor of integers or index, but got {shape_type}")
        if element_type_of(self.result.type) != element_type_of(self.operand.type):
            raise VerifyException("result element type must match the operand element type")
        result_shape = shape_of(self.result.type)
        if result_shape is not None and lengths[0] != DYNAMIC and len(result_shape) != lengths[0]:
            raise VerifyException(
                f"result rank ({len(result_shape)}) must match the number of elements in output_shape ({lengths[0]})"
            )


CHLO_OPS = (
    BroadcastAddOp, BroadcastAtan2Op, BroadcastDivOp, BroadcastMaxOp, BroadcastMinOp, BroadcastMulOp,
    BroadcastNextAfterOp, BroadcastPolygammaOp, BroadcastPowOp, BroadcastRemOp, BroadcastShiftLeftOp,
    BroadcastShiftRightArithmeticOp, BroadcastShiftRightLogicalOp, BroadcastSubOp, BroadcastZetaOp,
    BroadcastAndOp, BroadcastOrOp, BroadcastXorOp, BroadcastComplexOp, BroadcastCompareOp, BroadcastSelectOp,
    AcosOp, AcoshOp, AsinOp, AsinhOp, AsinAcosKernelOp, AtanOp, AtanhOp, BesselI1eOp, ConjOp, CoshOp, SinhOp,
    TanOp, SquareOp, DigammaOp, ErfOp, ErfcOp, ErfInvOp, LgammaOp, IsInfOp, IsNegInfOp, IsPosInfOp,
    NextAfterOp, PolygammaOp, ZetaOp, MulhiOp, ConstantOp, ConstantLikeOp, TopKOp, ScanOp, RaggedDotOp,
    MinimumBroadcastShapesOp, RankSpecializationClusterOp, RankSpecializationClusterYieldOp, DynamicReshapeOp,
)  # fmt: skip

CHLO = Dialect("chlo", list(CHLO_OPS), ATTRS.all(), [DialectInlinerInterface()])
