"""Shape HLO ops: broadcast, reshape, transpose, concatenate, slice, pad, reverse, iota and their dynamic forms.

These ops move elements without computing on them. Ops whose result type
follows from their operands and attributes (transpose, slice, pad, ...) infer
it in their builders and check it in `verify_`, as upstream's type inference
does; the others take the result type.

Dimension lists are `array<i64: ...>` properties, printed as `dims = [1, 0]`;
the `dense<[1, 0]> : tensor<2xi64>` form older mhlo prints is accepted too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import prod
from typing import ClassVar

from xdsl.dialects.builtin import (
    I32,
    I64,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    TensorType,
    i32,
    i64,
)
from xdsl.ir import Attribute, OpResult, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AnyOf,
    BaseAttr,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, Pure
from xdsl.utils.exceptions import ParseError, VerifyException

from aiopt.dialects.hlo.base import HloOp, verify_mhlo_int_attr
from aiopt.dialects.hlo.syntax import (
    create_parsed_op,
    format_int_list,
    int_array_values,
    interleave_comma,
    parse_int_list,
    parse_operands,
    parse_type_signature,
    print_attr_dict,
    print_operands,
    print_type_signature,
)
from aiopt.dialects.hlo.type_extensions import has_single_bounded_dimension
from aiopt.dialects.hlo.types import (
    DYNAMIC,
    ElementKind,
    dims_compatible,
    element_kind,
    element_type_of,
    shape_of,
    shapes_compatible,
    tensor_type,
)
from aiopt.dialects.quant import UniformQuantizedType
from aiopt.support.parsing import NotedParseError, parse_integer_attr
from aiopt.support.xdsl_private import peek

DIMENSION_LIST = AnyOf((DenseArrayBase.constr(i64), BaseAttr(DenseIntOrFPElementsAttr)))
"""`array<i64: ...>`, or the `dense<...> : tensor<Nxi64>` that mhlo's generic form uses."""

# ---------------------------------------------------------------------------
# Helpers shared by the verifiers


def _format_dims(shape: Sequence[int]) -> str:
    """`2, ?, 3`, as upstream prints a shape inside a message."""
    return ", ".join("?" if d == DYNAMIC else str(d) for d in shape)


def _is_static(type_: Attribute) -> bool:
    shape = shape_of(type_)
    return shape is not None and DYNAMIC not in shape


def _element_count(shape: Sequence[int]) -> int:
    count = 1
    for size in shape:
        count *= size
    return count


def _is_integer(element_type: Attribute) -> bool:
    return element_kind(element_type) in (ElementKind.SIGNED, ElementKind.UNSIGNED)


def _is_index_or_integer(element_type: Attribute) -> bool:
    return isinstance(element_type, IndexType) or _is_integer(element_type)


def _verify_shape_operand(name: str, value: SSAValue) -> None:
    """A shape operand (output_shape, start_indices of real_dynamic_slice, ...) is a 1-D tensor of integers."""
    shape = shape_of(value.type)
    if shape is None or len(shape) != 1 or not _is_index_or_integer(element_type_of(value.type)):
        raise VerifyException(f"{name} must be a 1-D tensor of index or integer values, but got {value.type}")


def _verify_scalar_indices(values: Sequence[SSAValue]) -> None:
    """Start indices of dynamic_slice and dynamic_update_slice: rank-0 integer tensors of one element type."""
    for index, value in enumerate(values):
        if shape_of(value.type) != () or not _is_integer(element_type_of(value.type)):
            raise VerifyException(f"start index #{index} must be a rank-0 integer tensor, but got {value.type}")
    if len({element_type_of(v.type) for v in values}) > 1:
        raise VerifyException("start indices must have same element type")


def _verify_same_element_type(values: Sequence[SSAValue]) -> None:
    """Upstream's HLO_CompatibleOperandsAndResultElementType: quantized element types agree when their storage
    (type and range) and expressed types do; their scales, zero points and quantized dimension may differ (a
    transpose moves a per-axis quantized dimension, a broadcast repeats its scales)."""
    if len({_element_kind_key(element_type_of(v.type)) for v in values}) > 1:
        raise VerifyException("requires the same element type for all operands and results")


def _element_kind_key(element_type: Attribute) -> object:
    if isinstance(element_type, UniformQuantizedType):
        return (
            element_type.storage_type,
            element_type.storage_type_min.data,
            element_type.storage_type_max.data,
            element_type.expressed_type,
        )
    return element_type


def _verify_compatible_element_type(operand_type: Attribute, result_type: Attribute) -> None:
    """The element type check of the dynamic broadcast and reshape."""
    if element_type_of(operand_type) != element_type_of(result_type):
        raise VerifyException(
            f"expects operand and result to have compatible element type. Got: {operand_type} and {result_type}"
        )


def _verify_static_result(result_type: Attribute) -> None:
    if not _is_static(result_type):
        raise VerifyException(f"result must be a statically shaped tensor, but got {result_type}")


def _verify_static_or_bounded_result(result_type: Attribute) -> None:
    """ODS's `HLO_StaticShapeOrBoundedDimTensor` (reshape, broadcast_in_dim): static, or one `?` dimension that
    the type's bounds bound (`tensor<2x?xf32, #mhlo.type_extensions<bounds = [?, 5]>>`)."""
    if not _is_static(result_type) and not has_single_bounded_dimension(result_type):
        raise VerifyException(
            f"result #0 must be statically shaped or single bounded dimension tensor, but got '{result_type}'"
        )


def _verify_dimension_attr(dimension: int, rank: int) -> None:
    """A `dimension` attribute names one of `rank` dimensions."""
    if dimension < 0:
        raise VerifyException(f"requires non-negative dimension attribute; found ({dimension})")
    if dimension >= rank:
        raise VerifyException(f"requires dimension attribute in range [0, {rank}); found ({dimension})")


def _verify_unique(values: Sequence[int], message: str) -> None:
    if len(set(values)) != len(values):
        raise VerifyException(message)


def constant_ints(value: SSAValue) -> tuple[int, ...] | None:
    """The integers held by a value that a constant op defines (its `value`, a `shape.const_shape`'s `shape`), or
    None when it is not a constant."""
    if not isinstance(value, OpResult) or not value.op.has_trait(ConstantLike):
        return None
    attr = value.op.properties.get("value", value.op.attributes.get("value", value.op.properties.get("shape")))
    if isinstance(attr, DenseIntOrFPElementsAttr) and _is_index_or_integer(attr.get_element_type()):
        return tuple(int(v) for v in attr.get_values())
    return None


def _verify_constant_shape_matches(shape_operand: SSAValue, result_type: Attribute) -> None:
    """A constant shape operand must agree with the result type (verifyShapeOperandIsCompatibleWithResultType)."""
    shape = constant_ints(shape_operand)
    if shape is not None and not shapes_compatible(TensorType(element_type_of(result_type), shape), result_type):
        raise VerifyException(
            f"output shape [{_format_dims(shape)}] is incompatible with return type of operation {result_type}"
        )


# ---------------------------------------------------------------------------
# The shared syntax


@dataclass(frozen=True)
class Keyword:
    """A `keyword = value` piece of an op's pretty form, stored in property `name`.

    Lists (`dims = [1, 0]`) are the dialect's dimension-list attributes
    (`array<i64>` in stablehlo, `dense<...> : tensor<Nxi64>` in mhlo);
    single values (`dim = 0`) are i64 integer attributes.
    """

    keyword: str
    name: str
    is_list: bool = True

    def parse(
        self, parser: Parser, dims_attr: Callable[[Sequence[int]], Attribute], op_name: str | None = None
    ) -> Attribute:
        """Parse `keyword = value`; lists become attributes through `dims_attr`.

        In a list, what is not an integer is reported as upstream's custom
        parser of op `op_name` reports it, then the list's missing `]`:

            stablehlo.transpose %x, dims = [1, [0]] ...
            // error: custom op 'stablehlo.transpose' expected integer value
            // error: expected ']'
        """
        parser.parse_keyword(self.keyword)
        parser.parse_punctuation("=")
        if not self.is_list:
            return parse_integer_attr(parser, i64)
        try:
            return dims_attr(parse_int_list(parser))
        except ParseError as err:
            if op_name is None or err.msg != "Expected integer literal":
                raise
            raise NotedParseError(
                err.span, f"custom op '{op_name}' expected integer value", [], [("expected ']'", err.span.start)]
            ) from None

    def format(self, attr: Attribute) -> str:
        if self.is_list:
            return f"{self.keyword} = {format_int_list(int_array_values(attr))}"
        assert isinstance(attr, IntegerAttr)
        return f"{self.keyword} = {attr.value.data}"


class ShapeOp(HloOp):
    """Syntax and checks shared by the shape ops.

    The pretty form is the operands, then the `KEYWORDS` pieces, then the
    remaining attributes, then the types:

        %r = DIALECT.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>

    Types print as a function type, or, when `SAME_TYPES_PRINT_ONCE` is set
    (custom<SameOperandsAndResultType>), as one type when all of them agree.
    """

    KEYWORDS: ClassVar[tuple[Keyword, ...]] = ()
    SAME_TYPES_PRINT_ONCE: ClassVar[bool] = False
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        properties: dict[str, Attribute] = {}
        for index, keyword in enumerate(cls.KEYWORDS):
            if operands or index:
                parser.parse_punctuation(",")
            properties[keyword.name] = keyword.parse(parser, cls.HLO_ATTRS.dims, cls.name)
        return cls._parse_rest(parser, operands, properties)

    @classmethod
    def _parse_rest(cls, parser: Parser, operands, properties: dict[str, Attribute]):
        """Parse `{attrs} : types` and create the op."""
        attrs = parser.parse_optional_attr_dict()
        operand_types, result_types = parse_type_signature(parser, len(operands))
        return create_parsed_op(cls, parser, operands, operand_types, result_types, attrs, properties)

    def print(self, printer: Printer) -> None:
        if self.operands:
            print_operands(printer, self.operands)
        pieces = [keyword.format(self.properties[keyword.name]) for keyword in self.KEYWORDS]
        if pieces:
            printer.print_string(("," if self.operands else "") + " " + ", ".join(pieces))
        print_attr_dict(printer, self, [keyword.name for keyword in self.KEYWORDS])
        self._print_types(printer)

    def _print_types(self, printer: Printer) -> None:
        if self.SAME_TYPES_PRINT_ONCE:
            print_type_signature(printer, self.operand_types, self.result_types)
        else:
            printer.print_string(" : ")
            printer.print_function_type(self.operand_types, self.result_types)

    def ints(self, name: str) -> tuple[int, ...]:
        """The values of a dimension-list property (empty when an optional one is absent)."""
        attr = self.properties.get(name)
        return () if attr is None else int_array_values(attr)

    def int_value(self, name: str) -> int:
        """The value of an integer property."""
        attr = self.properties[name]
        assert isinstance(attr, IntegerAttr)
        return attr.value.data

    def verify_(self) -> None:
        for name, attr in self.properties.items():
            if not isinstance(attr, DenseIntOrFPElementsAttr):
                continue
            if not isinstance(attr.get_element_type(), IntegerType):
                raise VerifyException(
                    f"attribute '{name}' failed to satisfy constraint: 64-bit signless integer elements attribute"
                )
            if len(attr.get_shape()) != 1:
                self.verify_dimension_list_rank(name, attr)
        self.verify_shapes()

    def verify_dimension_list_rank(self, name: str, attr: DenseIntOrFPElementsAttr) -> None:
        """A dimension list must be 1-D, reported in mlir-hlo's words:

        `mhlo.transpose %a, dims = dense<1> : tensor<1x1xi64>` gives
        "permutation has rank 2 instead of required rank 1."
        """
        raise VerifyException(f"{name} has rank {len(attr.get_shape())} instead of required rank 1.")

    def verify_shapes(self) -> None:
        """The op's own checks, after its dimension lists are known to be well formed."""

    def verify_inferred(self, inferred: Attribute) -> None:
        """The result type must be compatible with the type inferred from the operands."""
        actual = self.result_types[0]
        if element_type_of(inferred) != element_type_of(actual) or not shapes_compatible(inferred, actual):
            raise VerifyException(
                f"inferred type(s) '{inferred}' are incompatible with return type(s) of operation '{actual}'"
            )


# ---------------------------------------------------------------------------
# Broadcasts


class BroadcastOp(ShapeOp):
    """Broadcast the operand into new major dimensions of sizes `broadcast_sizes`.

    The result shape is `broadcast_sizes` followed by the operand's shape.

        %r = DIALECT.broadcast %x, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
    """

    MNEMONIC = "broadcast"
    GENERIC_IN_MHLO = True
    KEYWORDS = (Keyword("sizes", "broadcast_sizes"),)
    operand = operand_def(TensorType)
    broadcast_sizes = prop_def(DIMENSION_LIST)
    result = result_def(TensorType)

    def __init__(self, operand: SSAValue, broadcast_sizes: Sequence[int]):
        super().__init__(
            operands=[operand],
            result_types=[self.infer_result_type(operand.type, broadcast_sizes)],
            properties={"broadcast_sizes": self.HLO_ATTRS.dims(broadcast_sizes)},
        )

    @staticmethod
    def infer_result_type(operand_type: TensorType, broadcast_sizes: Sequence[int]) -> TensorType:
        for size in broadcast_sizes:
            if size < 0:
                raise VerifyException(f"Broadcast with negative dimension size {size}")
        return TensorType(operand_type.get_element_type(), [*broadcast_sizes, *operand_type.get_shape()])

    def verify_shapes(self) -> None:
        _verify_same_element_type([self.operand, self.result])
        self.verify_inferred(self.infer_result_type(self.operand.type, self.ints("broadcast_sizes")))


def _verify_broadcast_dimensions_rank(op: ShapeOp, name: str, attr: DenseIntOrFPElementsAttr) -> None:
    """mlir-hlo counts the elements of a non-1-D broadcast_dimensions against the operand rank first:

    `dims = dense<1> : tensor<2x2xi64>` on a rank-2 operand gives
    "broadcast_dimensions size (4) does not match operand rank (2)".
    """
    operand_rank = op.operands[0].type.get_num_dims()
    count = prod(attr.get_shape())
    if name == "broadcast_dimensions" and count != operand_rank:
        raise VerifyException(f"broadcast_dimensions size ({count}) does not match operand rank ({operand_rank})")
    ShapeOp.verify_dimension_list_rank(op, name, attr)


def _verify_broadcast_dimensions(operand_type: TensorType, dims: Sequence[int], result_rank: int) -> None:
    """Checks shared by broadcast_in_dim and dynamic_broadcast_in_dim."""
    operand_rank = operand_type.get_num_dims()
    if len(dims) != operand_rank:
        raise VerifyException(f"broadcast_dimensions size ({len(dims)}) does not match operand rank ({operand_rank})")
    _verify_unique(dims, "broadcast_dimensions should not have duplicates")
    for dim in dims:
        if not 0 <= dim < result_rank:
            raise VerifyException(
                f"broadcast_dimensions contains invalid value {dim} for result with rank {result_rank}"
            )


class BroadcastInDimOp(ShapeOp):
    """Broadcast the operand to the result shape.

    Operand dimension i becomes result dimension `broadcast_dimensions[i]`;
    operand dimensions of size 1 expand, the others must match the result.

        %r = DIALECT.broadcast_in_dim %x, dims = [2, 1] : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
    """

    MNEMONIC = "broadcast_in_dim"
    GENERIC_IN_MHLO = True
    KEYWORDS = (Keyword("dims", "broadcast_dimensions"),)
    operand = operand_def(TensorType)
    broadcast_dimensions = prop_def(DIMENSION_LIST)
    result = result_def(TensorType)

    def __init__(self, operand: SSAValue, broadcast_dimensions: Sequence[int], result_type: Attribute):
        super().__init__(
            operands=[operand],
            result_types=[result_type],
            properties={"broadcast_dimensions": self.HLO_ATTRS.dims(broadcast_dimensions)},
        )

    def verify_dimension_list_rank(self, name: str, attr: DenseIntOrFPElementsAttr) -> None:
        _verify_broadcast_dimensions_rank(self, name, attr)

    def verify_shapes(self) -> None:
        _verify_same_element_type([self.operand, self.result])
        _verify_static_or_bounded_result(self.result.type)
        dims = self.ints("broadcast_dimensions")
        result_shape = self.result.type.get_shape()
        _verify_broadcast_dimensions(self.operand.type, dims, len(result_shape))
        for index, (size, dim) in enumerate(zip(self.operand.type.get_shape(), dims)):
            if size not in (1, DYNAMIC) and result_shape[dim] not in (size, DYNAMIC):
                raise VerifyException(
                    f"size of operand dimension {index} ({size}) is not equal to 1 or size of result "
                    f"dimension {dim} ({result_shape[dim]})"
                )


class DynamicBroadcastInDimOp(ShapeOp):
    """broadcast_in_dim to the shape held by `output_dimensions`, known only at run time.

    `known_expanding_dimensions` and `known_nonexpanding_dimensions` promise
    which operand dimensions of size 1 do or do not expand.

        %r = DIALECT.dynamic_broadcast_in_dim %x, %shape, dims = [2, 1]
            : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
    """

    MNEMONIC = "dynamic_broadcast_in_dim"
    GENERIC_IN_MHLO = True
    KEYWORDS = (Keyword("dims", "broadcast_dimensions"),)
    operand = operand_def(TensorType)
    output_dimensions = operand_def(TensorType)
    broadcast_dimensions = prop_def(DIMENSION_LIST)
    known_expanding_dimensions = opt_prop_def(DIMENSION_LIST)
    known_nonexpanding_dimensions = opt_prop_def(DIMENSION_LIST)
    result = result_def(TensorType)

    def __init__(
        self,
        operand: SSAValue,
        output_dimensions: SSAValue,
        broadcast_dimensions: Sequence[int],
        result_type: Attribute,
        known_expanding_dimensions: Sequence[int] | None = None,
        known_nonexpanding_dimensions: Sequence[int] | None = None,
    ):
        properties = {"broadcast_dimensions": self.HLO_ATTRS.dims(broadcast_dimensions)}
        if known_expanding_dimensions is not None:
            properties["known_expanding_dimensions"] = self.HLO_ATTRS.dims(known_expanding_dimensions)
        if known_nonexpanding_dimensions is not None:
            properties["known_nonexpanding_dimensions"] = self.HLO_ATTRS.dims(known_nonexpanding_dimensions)
        super().__init__(operands=[operand, output_dimensions], result_types=[result_type], properties=properties)

    def verify_dimension_list_rank(self, name: str, attr: DenseIntOrFPElementsAttr) -> None:
        _verify_broadcast_dimensions_rank(self, name, attr)

    def verify_shapes(self) -> None:
        operand_type, result_type = self.operand.type, self.result.type
        _verify_compatible_element_type(operand_type, result_type)
        _verify_shape_operand("output_dimensions", self.output_dimensions)
        dims = self.ints("broadcast_dimensions")
        operand_shape, result_shape = operand_type.get_shape(), result_type.get_shape()
        # Upstream reports a too small result rank before looking at the dimension values.
        if len(dims) == len(operand_shape) and len(result_shape) < len(operand_shape):
            raise VerifyException(
                f"result rank ({len(result_shape)}) is less than operand rank ({len(operand_shape)})"
            )
        _verify_broadcast_dimensions(operand_type, dims, len(result_shape))
        for index, (size, dim) in enumerate(zip(operand_shape, dims)):
            if size != 1 and not dims_compatible(size, result_shape[dim]):
                raise VerifyException(
                    f"size of operand dimension {index} ({_format_dims([size])}) is not compatible with size of "
                    f"result dimension {dim} ({_format_dims([result_shape[dim]])})"
                )
        _verify_constant_shape_matches(self.output_dimensions, result_type)
        self._verify_expansion_hints()
        shape = constant_ints(self.output_dimensions)
        if shape is not None and _is_static(operand_type):
            for index, (size, dim) in enumerate(zip(operand_shape, dims)):
                if size != 1 and size != shape[dim]:
                    raise VerifyException(
                        f"size of operand dimension {index} ({size}) is not equal to 1 or value of shape at "
                        f"index {dim} ({shape[dim]})"
                    )

    def _verify_expansion_hints(self) -> None:
        hints = [*self.ints("known_expanding_dimensions"), *self.ints("known_nonexpanding_dimensions")]
        _verify_unique(hints, "duplicate expansion hint for at least one operand dimension")
        for hint in hints:
            if not 0 <= hint < self.operand.type.get_num_dims():
                raise VerifyException(
                    f"hint for expanding dimension {hint} does not refer to a valid operand dimension"
                )


# ---------------------------------------------------------------------------
# Reshapes and transposes


def _verify_element_counts(operand_type: Attribute, result_type: Attribute) -> None:
    if _is_static(operand_type) and _is_static(result_type):
        operand_count = _element_count(shape_of(operand_type))
        result_count = _element_count(shape_of(result_type))
        if operand_count != result_count:
            raise VerifyException(
                f"number of output elements ({result_count}) doesn't match expected number of elements "
                f"({operand_count})"
            )


class ReshapeOp(ShapeOp):
    """The operand's elements, in row-major order, in the result's static shape.

        %r = DIALECT.reshape %x : (tensor<2x3xf32>) -> tensor<3x2xf32>
    """

    MNEMONIC = "reshape"
    operand = operand_def(TensorType)
    result = result_def(TensorType)

    def __init__(self, operand: SSAValue, result_type: Attribute):
        super().__init__(operands=[operand], result_types=[result_type])

    def verify_shapes(self) -> None:
        _verify_same_element_type([self.operand, self.result])
        _verify_static_or_bounded_result(self.result.type)
        _verify_element_counts(self.operand.type, self.result.type)


class DynamicReshapeOp(ShapeOp):
    """reshape to the shape held by `output_shape`, known only at run time.

        %r = DIALECT.dynamic_reshape %x, %shape : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<?x?xi64>
    """

    MNEMONIC = "dynamic_reshape"
    operand = operand_def(TensorType)
    output_shape = operand_def(TensorType)
    result = result_def(TensorType)

    def __init__(self, operand: SSAValue, output_shape: SSAValue, result_type: Attribute):
        super().__init__(operands=[operand, output_shape], result_types=[result_type])

    def verify_shapes(self) -> None:
        operand_type, result_type = self.operand.type, self.result.type
        _verify_compatible_element_type(operand_type, result_type)
        _verify_element_counts(operand_type, result_type)
        _verify_shape_operand("output_shape", self.output_shape)
        _verify_constant_shape_matches(self.output_shape, result_type)
        length = self.output_shape.type.get_shape()[0]
        if length != DYNAMIC and length != result_type.get_num_dims():
            raise VerifyException("result should have a rank equal to the number of elements in output_shape")
        shape = constant_ints(self.output_shape)
        if shape is not None and _is_static(operand_type):
            operand_count, shape_count = _element_count(operand_type.get_shape()), _element_count(shape)
            if operand_count != shape_count:
                raise VerifyException(
                    "output_shape is incompatible with input type of operation: input has "
                    f"{operand_count} elements, but output_shape has {shape_count}"
                )


class TransposeOp(ShapeOp):
    """Permute the dimensions: result dimension i is operand dimension `permutation[i]`.

        %r = DIALECT.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    """

    MNEMONIC = "transpose"
    GENERIC_IN_MHLO = True
    KEYWORDS = (Keyword("dims", "permutation"),)
    operand = operand_def(TensorType)
    permutation = prop_def(DIMENSION_LIST)
    result = result_def(TensorType)

    def __init__(self, operand: SSAValue, permutation: Sequence[int]):
        super().__init__(
            operands=[operand],
            result_types=[self.infer_result_type(operand.type, permutation)],
            properties={"permutation": self.HLO_ATTRS.dims(permutation)},
        )

    @staticmethod
    def infer_result_type(operand_type: TensorType, permutation: Sequence[int]) -> TensorType:
        shape = operand_type.get_shape()
        if len(permutation) != len(shape):
            raise VerifyException(
                f"TransposeOp operand rank {len(shape)} does not match permutation size {len(permutation)}"
            )
        if sorted(permutation) != list(range(len(shape))):
            raise VerifyException(
                f"attribute permutation must be a permutation of {format_int_list(range(len(shape)))} "
                f"but got {interleave_comma(permutation)}"
            )
        element = operand_type.get_element_type()
        if isinstance(element, UniformQuantizedType) and element.is_per_axis:
            # The quantized dimension moves with its dimension (upstream's inferTransposeOp).
            element = UniformQuantizedType(
                element.storage_type,
                element.expressed_type,
                element.scales,
                element.zero_points,
                list(permutation).index(element.quantized_dimension),
                (element.storage_type_min.data, element.storage_type_max.data),
            )
        return TensorType(element, [shape[d] for d in permutation])

    def verify_shapes(self) -> None:
        self.verify_inferred(self.infer_result_type(self.operand.type, self.ints("permutation")))


# ---------------------------------------------------------------------------
# Concatenate, slices and pads


class ConcatenateOp(ShapeOp):
    """Join the inputs along `dimension`; the other dimensions must agree.

        %r = DIALECT.concatenate %a, %b, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
    """

    MNEMONIC = "concatenate"
    GENERIC_IN_MHLO = True
    KEYWORDS = (Keyword("dim", "dimension", is_list=False),)
    inputs = var_operand_def(TensorType)
    dimension = prop_def(IntegerAttr[I64])
    result = result_def(TensorType)

    def __init__(self, inputs: Sequence[SSAValue], dimension: int):
        super().__init__(
            operands=[list(inputs)],
            result_types=[self.infer_result_type([v.type for v in inputs], dimension)],
            properties={"dimension": IntegerAttr(dimension, i64)},
        )

    @staticmethod
    def infer_result_type(input_types: Sequence[TensorType], dimension: int) -> TensorType:
        if not input_types:
            raise VerifyException("expected 1 or more operands, but found 0")
        if dimension < 0:
            raise VerifyException(f"dimension {dimension} is negative")
        first = input_types[0].get_shape()
        rank = len(first)
        if rank == 0:
            raise VerifyException("rank-0 values cannot be concatenated")
        if dimension >= rank:
            raise VerifyException(f"dimension {dimension} is out-of-bounds for input rank {rank}")
        result_shape = list(first)
        result_shape[dimension] = 0
        for index, input_type in enumerate(input_types):
            shape = input_type.get_shape()
            if len(shape) != rank:
                raise VerifyException(f"operands (0) and ({index}) do not match rank")
            for dim, (expected, size) in enumerate(zip(first, shape)):
                if dim == dimension:
                    total = result_shape[dim]
                    result_shape[dim] = DYNAMIC if DYNAMIC in (total, size) else total + size
                elif not dims_compatible(expected, size):
                    raise VerifyException(
                        f"shapes of operand (0) and ({index}) are not compatible at non-concat index {dim}: "
                        f"({_format_dims(first)}) != ({_format_dims(shape)})"
                    )
                elif result_shape[dim] == DYNAMIC:
                    result_shape[dim] = size
        return TensorType(input_types[0].get_element_type(), result_shape)

    def verify_shapes(self) -> None:
        verify_mhlo_int_attr(self, "dimension", self.int_value("dimension"))
        _verify_same_element_type([*self.inputs, self.result])
        self.verify_inferred(self.infer_result_type([v.type for v in self.inputs], self.int_value("dimension")))


class SliceOp(ShapeOp):
    """The elements from `start_indices` up to (excluding) `limit_indices`, every `strides`-th.

    The pretty form writes `start:limit` or `start:limit:stride` per dimension:

        %r = DIALECT.slice %x [1:3, 4:8:2] : (tensor<3x8xi64>) -> tensor<2x2xi64>
    """

    MNEMONIC = "slice"
    GENERIC_IN_MHLO = True
    INDEX_LISTS: ClassVar[tuple[str, ...]] = ("start_indices", "limit_indices", "strides")
    operand = operand_def(TensorType)
    start_indices = prop_def(DIMENSION_LIST)
    limit_indices = prop_def(DIMENSION_LIST)
    strides = prop_def(DIMENSION_LIST)
    result = result_def(TensorType)

    def __init__(
        self,
        operand: SSAValue,
        start_indices: Sequence[int],
        limit_indices: Sequence[int],
        strides: Sequence[int] | None = None,
    ):
        strides = [1] * len(start_indices) if strides is None else strides
        super().__init__(
            operands=[operand],
            result_types=[self.infer_result_type(operand.type, start_indices, limit_indices, strides)],
            properties={
                "start_indices": self.HLO_ATTRS.dims(start_indices),
                "limit_indices": self.HLO_ATTRS.dims(limit_indices),
                "strides": self.HLO_ATTRS.dims(strides),
            },
        )

    @classmethod
    def parse(cls, parser: Parser):
        # The ranges are optional: older forms give the three lists in the attribute dictionary.
        operand = parser.parse_unresolved_operand()
        properties: dict[str, Attribute] = {}
        if peek(parser) == "[":
            ranges = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: _parse_slice_range(parser))
            for index, name in enumerate(cls.INDEX_LISTS):
                properties[name] = cls.HLO_ATTRS.dims([r[index] for r in ranges])
        return cls._parse_rest(parser, [operand], properties)

    def print(self, printer: Printer) -> None:
        print_operands(printer, [self.operand])
        starts, limits, strides = (self.ints(name) for name in self.INDEX_LISTS)
        if len(starts) == len(limits) == len(strides):
            ranges = [f"{s}:{lim}" + (f":{st}" if st != 1 else "") for s, lim, st in zip(starts, limits, strides)]
            printer.print_string(f" [{', '.join(ranges)}]")
            print_attr_dict(printer, self, self.INDEX_LISTS)
        else:
            print_attr_dict(printer, self)
        self._print_types(printer)

    @staticmethod
    def infer_result_type(
        operand_type: TensorType, starts: Sequence[int], limits: Sequence[int], strides: Sequence[int]
    ) -> TensorType:
        if not len(starts) == len(limits) == len(strides):
            raise VerifyException("failed to verify that all of {start_indices, limit_indices, strides} have same size")
        shape = operand_type.get_shape()
        if len(starts) != len(shape):
            raise VerifyException(
                f"the number of elements in start_indices ({len(starts)}) does not match the rank of the "
                f"operand ({len(shape)})"
            )
        result_shape = []
        for dim, (size, start, limit, stride) in enumerate(zip(shape, starts, limits, strides)):
            if start < 0:
                raise VerifyException(f"negative start index {start} in dimension {dim}")
            if size != DYNAMIC and limit > size:
                raise VerifyException(f"limit index {limit} is larger than dimension size {size} in dimension {dim}")
            if start > limit:
                raise VerifyException(f"start index {start} is larger than limit index {limit} in dimension {dim}")
            if stride <= 0:
                raise VerifyException(f"stride must be positive but got {stride} in dimension {dim}")
            result_shape.append(-(-(limit - start) // stride))
        return TensorType(operand_type.get_element_type(), result_shape)

    def verify_shapes(self) -> None:
        _verify_same_element_type([self.operand, self.result])
        starts, limits, strides = (self.ints(name) for name in self.INDEX_LISTS)
        self.verify_inferred(self.infer_result_type(self.operand.type, starts, limits, strides))


def _parse_slice_range(parser: Parser) -> tuple[int, int, int]:
    """`start:limit` or `start:limit:stride`."""
    start = parser.parse_integer(allow_boolean=False)
    parser.parse_punctuation(":")
    limit = parser.parse_integer(allow_boolean=False)
    stride = parser.parse_integer(allow_boolean=False) if parser.parse_optional_punctuation(":") else 1
    return start, limit, stride


class DynamicSliceOp(ShapeOp):
    """A `slice_sizes` block of the operand starting at run-time indices, clamped to stay in bounds.

        %r = DIALECT.dynamic_slice %x, %i, %j, sizes = [2, 2]
            : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
    """

    MNEMONIC = "dynamic_slice"
    GENERIC_IN_MHLO = True
    KEYWORDS = (Keyword("sizes", "slice_sizes"),)
    operand = operand_def(TensorType)
    start_indices = var_operand_def(TensorType)
    slice_sizes = prop_def(DIMENSION_LIST)
    result = result_def(TensorType)

    def __init__(self, operand: SSAValue, start_indices: Sequence[SSAValue], slice_sizes: Sequence[int]):
        super().__init__(
            operands=[operand, list(start_indices)],
            result_types=[self.infer_result_type(operand.type, len(start_indices), slice_sizes)],
            properties={"slice_sizes": self.HLO_ATTRS.dims(slice_sizes)},
        )

    @staticmethod
    def infer_result_type(operand_type: TensorType, index_count: int, slice_sizes: Sequence[int]) -> TensorType:
        if index_count != len(slice_sizes):
            raise VerifyException(
                f"has mismatched number of slice sizes ({len(slice_sizes)}) and number of start indices ({index_count})"
            )
        shape = operand_type.get_shape()
        if len(shape) != index_count:
            raise VerifyException(
                f"has mismatched number of start indices ({index_count}) and the rank of operand ({len(shape)})"
            )
        for dim, (size, slice_size) in enumerate(zip(shape, slice_sizes)):
            if slice_size < 0:
                raise VerifyException(f"has negative size index to dynamic slice: {slice_size}")
            if size != DYNAMIC and slice_size > size:
                raise VerifyException(
                    f"has slice size {slice_size} greater than dimension size {size} in dimension {dim} of operand"
                )
        return TensorType(operand_type.get_element_type(), list(slice_sizes))

    def verify_shapes(self) -> None:
        _verify_same_element_type([self.operand, self.result])
        _verify_scalar_indices(self.start_indices)
        self.verify_inferred(
            self.infer_result_type(self.operand.type, len(self.start_indices), self.ints("slice_sizes"))
        )


class DynamicUpdateSliceOp(ShapeOp):
    """The operand with `update` written at run-time start indices, clamped so the update fits.

        %r = DIALECT.dynamic_update_slice %x, %u, %i, %j
            : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
    """

    MNEMONIC = "dynamic_update_slice"
    operand = operand_def(TensorType)
    update = operand_def(TensorType)
    start_indices = var_operand_def(TensorType)
    result = result_def(TensorType)

    def __init__(self, operand: SSAValue, update: SSAValue, start_indices: Sequence[SSAValue]):
        super().__init__(operands=[operand, update, list(start_indices)], result_types=[operand.type])

    def verify_shapes(self) -> None:
        _verify_same_element_type([self.operand, self.update, self.result])
        operand_shape, update_shape = self.operand.type.get_shape(), self.update.type.get_shape()
        if len(update_shape) != len(operand_shape):
            raise VerifyException(
                f"update rank does not match operand rank: {len(update_shape)} vs {len(operand_shape)}."
            )
        if len(self.start_indices) != len(operand_shape):
            raise VerifyException(
                "expects number of start_indices to match operand rank: "
                f"{len(self.start_indices)} vs {len(operand_shape)}."
            )
        _verify_scalar_indices(self.start_indices)
        for dim, (size, update_size) in enumerate(zip(operand_shape, update_shape)):
            if update_size != DYNAMIC and size != DYNAMIC and update_size > size:
                raise VerifyException(
                    f"expects size at dimension {dim} of update to be in range [0, {size}]. Got: {update_size}."
                )
        self.verify_inferred(self.operand.type)


class RealDynamicSliceOp(ShapeOp):
    """slice with start, limit and stride given by 1-D tensors known at run time.

        %r = DIALECT.real_dynamic_slice %x, %start, %limit, %strides
            : (tensor<256x?xf32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<256x?xf32>
    """

    MNEMONIC = "real_dynamic_slice"
    operand = operand_def(TensorType)
    start_indices = operand_def(TensorType)
    limit_indices = operand_def(TensorType)
    strides = operand_def(TensorType)
    result = result_def(TensorType)

    def __init__(
        self,
        operand: SSAValue,
        start_indices: SSAValue,
        limit_indices: SSAValue,
        strides: SSAValue,
        result_type: Attribute,
    ):
        super().__init__(operands=[operand, start_indices, limit_indices, strides], result_types=[result_type])

    def verify_shapes(self) -> None:
        _verify_same_element_type([self.operand, self.result])
        _verify_index_operands(self, ("start_indices", "limit_indices", "strides"))


def _verify_index_operands(op: ShapeOp, names: Sequence[str]) -> None:
    """The three index tensors of real_dynamic_slice and dynamic_pad: one type, one entry per operand dimension."""
    values = [getattr(op, name) for name in names]
    if len({v.type for v in values}) > 1:
        raise VerifyException(f"failed to verify that all of {{{', '.join(names)}}} have same type")
    rank = op.operands[0].type.get_num_dims()
    for name, value in zip(names, values):
        _verify_shape_operand(name, value)
        size = value.type.get_shape()[0]
        if size not in (rank, DYNAMIC):
            raise VerifyException(f"has mismatched number of operand rank ({rank}) and {name} size ({size})")


def _verify_padding_value(op: PadOp | DynamicPadOp) -> None:
    """pad and dynamic_pad take a scalar padding value of the operand's element type."""
    _verify_same_element_type([op.operand, op.padding_value, op.result])
    if shape_of(op.padding_value.type) != ():
        raise VerifyException(f"padding_value must be a rank-0 tensor, but got {op.padding_value.type}")


def pad_size(size: int, low: int, high: int, interior: int) -> int:
    """The size of a dimension of `size` elements after padding."""
    return size + low + high + max(size - 1, 0) * interior


class PadOp(ShapeOp):
    """Pad the operand with `padding_value`.

    `edge_padding_low`/`edge_padding_high` elements go at each edge (negative
    amounts cut elements off), `interior_padding` between adjacent elements.

        %r = DIALECT.pad %x, %zero, low = [0, 1], high = [2, 1], interior = [1, 2]
            : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
    """

    MNEMONIC = "pad"
    GENERIC_IN_MHLO = True
    PADDINGS: ClassVar[tuple[str, ...]] = ("edge_padding_low", "edge_padding_high", "interior_padding")
    KEYWORDS = (
        Keyword("low", "edge_padding_low"),
        Keyword("high", "edge_padding_high"),
        Keyword("interior", "interior_padding"),
    )
    operand = operand_def(TensorType)
    padding_value = operand_def(TensorType)
    edge_padding_low = prop_def(DIMENSION_LIST)
    edge_padding_high = prop_def(DIMENSION_LIST)
    interior_padding = prop_def(DIMENSION_LIST)
    result = result_def(TensorType)

    def __init__(
        self,
        operand: SSAValue,
        padding_value: SSAValue,
        edge_padding_low: Sequence[int],
        edge_padding_high: Sequence[int],
        interior_padding: Sequence[int] | None = None,
    ):
        interior_padding = [0] * len(edge_padding_low) if interior_padding is None else interior_padding
        super().__init__(
            operands=[operand, padding_value],
            result_types=[self.infer_result_type(operand.type, edge_padding_low, edge_padding_high, interior_padding)],
            properties={
                "edge_padding_low": self.HLO_ATTRS.dims(edge_padding_low),
                "edge_padding_high": self.HLO_ATTRS.dims(edge_padding_high),
                "interior_padding": self.HLO_ATTRS.dims(interior_padding),
            },
        )

    @staticmethod
    def infer_result_type(
        operand_type: TensorType, low: Sequence[int], high: Sequence[int], interior: Sequence[int]
    ) -> TensorType:
        if not len(low) == len(high) == len(interior):
            raise VerifyException(
                "failed to verify that all of {edge_padding_low, edge_padding_high, interior_padding} have same size"
            )
        shape = operand_type.get_shape()
        if len(low) != len(shape):
            raise VerifyException(f"edge_padding_low length ({len(low)}) must match operand rank ({len(shape)})")
        result_shape = []
        for dim, (size, lo, hi, inner) in enumerate(zip(shape, low, high, interior)):
            if inner < 0:
                raise VerifyException(f"Interior padding cannot be negative: {inner}")
            if size == DYNAMIC:
                result_shape.append(DYNAMIC)
                continue
            padded = pad_size(size, lo, hi, inner)
            if padded < 0:
                raise VerifyException(f"Padding result in negative size for dimension {dim}")
            result_shape.append(padded)
        return TensorType(operand_type.get_element_type(), result_shape)

    def verify_shapes(self) -> None:
        _verify_padding_value(self)
        low, high, interior = (self.ints(name) for name in self.PADDINGS)
        self.verify_inferred(self.infer_result_type(self.operand.type, low, high, interior))


class DynamicPadOp(ShapeOp):
    """pad with low, high and interior padding given by 1-D tensors known at run time.

        %r = DIALECT.dynamic_pad %x, %zero, %low, %high, %interior
            : (tensor<?x?xf32>, tensor<f32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x?xf32>
    """

    MNEMONIC = "dynamic_pad"
    operand = operand_def(TensorType)
    padding_value = operand_def(TensorType)
    edge_padding_low = operand_def(TensorType)
    edge_padding_high = operand_def(TensorType)
    interior_padding = operand_def(TensorType)
    result = result_def(TensorType)

    def __init__(
        self,
        operand: SSAValue,
        padding_value: SSAValue,
        edge_padding_low: SSAValue,
        edge_padding_high: SSAValue,
        interior_padding: SSAValue,
        result_type: Attribute,
    ):
        super().__init__(
            operands=[operand, padding_value, edge_padding_low, edge_padding_high, interior_padding],
            result_types=[result_type],
        )

    def verify_shapes(self) -> None:
        _verify_padding_value(self)
        _verify_index_operands(self, PadOp.PADDINGS)
        interior = constant_ints(self.interior_padding)
        if interior is not None and any(i < 0 for i in interior):
            raise VerifyException(f"interior_padding must be non-negative, but got {format_int_list(interior)}")
        low, high = constant_ints(self.edge_padding_low), constant_ints(self.edge_padding_high)
        if None in (low, high, interior) or not _is_static(self.operand.type) or not _is_static(self.result.type):
            return
        sizes = zip(self.operand.type.get_shape(), self.result.type.get_shape(), low, high, interior)
        for dim, (size, result_size, lo, hi, inner) in enumerate(sizes):
            expected = pad_size(size, lo, hi, inner)
            if result_size != expected:
                raise VerifyException(
                    f"expected output dimension at index {dim} to equal {expected}, but got {result_size}"
                )


class ReverseOp(ShapeOp):
    """Reverse the order of elements along each of `dimensions`.

        %r = DIALECT.reverse %x, dims = [1] : tensor<3x2xi32>
    """

    MNEMONIC = "reverse"
    GENERIC_IN_MHLO = True
    KEYWORDS = (Keyword("dims", "dimensions"),)
    SAME_TYPES_PRINT_ONCE = True
    operand = operand_def(TensorType)
    dimensions = prop_def(DIMENSION_LIST)
    result = result_def(TensorType)

    def __init__(self, operand: SSAValue, dimensions: Sequence[int]):
        super().__init__(
            operands=[operand], result_types=[operand.type], properties={"dimensions": self.HLO_ATTRS.dims(dimensions)}
        )

    def verify_shapes(self) -> None:
        dims = self.ints("dimensions")
        _verify_unique(dims, f"dimensions should be unique. Got: {interleave_comma(dims)}")
        rank = self.operand.type.get_num_dims()
        for dim in dims:
            if dim < 0:
                raise VerifyException(f"all dimensions should be non-negative. Got dimension: {dim}.")
            if dim >= rank:
                raise VerifyException(f"all dimensions should be between [0, {rank}). Got dimension: {dim}.")
        self.verify_inferred(self.operand.type)


# ---------------------------------------------------------------------------
# Iota and dimension sizes


def _verify_iota_dimension(iota_dimension: int, result_type: Attribute) -> None:
    if iota_dimension < 0:
        raise VerifyException(f"iota dimension cannot be negative, but got {iota_dimension}.")
    if iota_dimension >= len(shape_of(result_type)):
        raise VerifyException("iota dimension cannot go beyond the output rank.")


class IotaOp(ShapeOp):
    """0, 1, 2, ... along `iota_dimension`, repeated along the other dimensions.

        %r = DIALECT.iota dim = 0 : tensor<4x5xi32>
    """

    MNEMONIC = "iota"
    GENERIC_IN_MHLO = True
    KEYWORDS = (Keyword("dim", "iota_dimension", is_list=False),)
    SAME_TYPES_PRINT_ONCE = True
    iota_dimension = prop_def(IntegerAttr[I64])
    output = result_def(TensorType)

    def __init__(self, iota_dimension: int, result_type: Attribute):
        super().__init__(result_types=[result_type], properties={"iota_dimension": IntegerAttr(iota_dimension, i64)})

    def verify_shapes(self) -> None:
        result_type = self.output.type
        if element_kind(result_type.get_element_type()) not in (
            ElementKind.SIGNED,
            ElementKind.UNSIGNED,
            ElementKind.FLOAT,
            ElementKind.COMPLEX,
        ):
            raise VerifyException(
                f"result element type must be integer, float or complex, but got {result_type.get_element_type()}"
            )
        _verify_static_result(result_type)
        if result_type.get_num_dims() == 0:
            raise VerifyException("does not support scalars.")
        _verify_iota_dimension(self.int_value("iota_dimension"), result_type)


class DynamicIotaOp(ShapeOp):
    """iota in the shape held by `output_shape`, known only at run time.

        %r = DIALECT.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<?x?xi64>
    """

    MNEMONIC = "dynamic_iota"
    GENERIC_IN_MHLO = True
    KEYWORDS = (Keyword("dim", "iota_dimension", is_list=False),)
    output_shape = operand_def(TensorType)
    iota_dimension = prop_def(IntegerAttr[I64])
    result = result_def(TensorType)

    def __init__(self, output_shape: SSAValue, iota_dimension: int, result_type: Attribute):
        super().__init__(
            operands=[output_shape],
            result_types=[result_type],
            properties={"iota_dimension": IntegerAttr(iota_dimension, i64)},
        )

    def verify_shapes(self) -> None:
        _verify_shape_operand("output_shape", self.output_shape)
        _verify_iota_dimension(self.int_value("iota_dimension"), self.result.type)
        _verify_constant_shape_matches(self.output_shape, self.result.type)


class GetDimensionSizeOp(ShapeOp):
    """The size of dimension `dimension` of the operand, as a tensor<i32>.

        %r = DIALECT.get_dimension_size %x, dim = 1 : (tensor<2x3xi64>) -> tensor<i32>
    """

    MNEMONIC = "get_dimension_size"
    GENERIC_IN_MHLO = True
    KEYWORDS = (Keyword("dim", "dimension", is_list=False),)
    operand = operand_def(TensorType)
    dimension = prop_def(IntegerAttr[I64])
    result = result_def(TensorType)

    def __init__(self, operand: SSAValue, dimension: int):
        super().__init__(
            operands=[operand],
            result_types=[TensorType(i32, [])],
            properties={"dimension": IntegerAttr(dimension, i64)},
        )

    def verify_shapes(self) -> None:
        verify_mhlo_int_attr(self, "dimension", self.int_value("dimension"))
        _verify_dimension_attr(self.int_value("dimension"), self.operand.type.get_num_dims())
        self.verify_inferred(TensorType(i32, []))


class SetDimensionSizeOp(ShapeOp):
    """The operand with dimension `dimension` given the run-time size `size` (its static size is a bound).

    The result dimension is dynamic unless `size` is a constant equal to the
    operand's static size.

        %r = DIALECT.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32>
    """

    MNEMONIC = "set_dimension_size"
    GENERIC_IN_MHLO = True
    KEYWORDS = (Keyword("dim", "dimension", is_list=False),)
    operand = operand_def(TensorType)
    size = operand_def(TensorType)
    dimension = prop_def(IntegerAttr[I64])
    result = result_def(TensorType)

    def __init__(self, operand: SSAValue, size: SSAValue, dimension: int):
        super().__init__(
            operands=[operand, size],
            result_types=[self.infer_result_type(operand.type, size, dimension)],
            properties={"dimension": IntegerAttr(dimension, i64)},
        )

    @staticmethod
    def infer_result_type(operand_type: TensorType, size: SSAValue, dimension: int) -> TensorType:
        if shape_of(size.type) != ():
            raise VerifyException("size operand should be of rank-0")
        if element_type_of(size.type) != i32:
            raise VerifyException(f"size must be a tensor<i32>, but got {size.type}")
        shape = list(operand_type.get_shape())
        _verify_dimension_attr(dimension, len(shape))
        if constant_ints(size) != (shape[dimension],):
            shape[dimension] = DYNAMIC
        return TensorType(operand_type.get_element_type(), shape)

    def verify_shapes(self) -> None:
        verify_mhlo_int_attr(self, "dimension", self.int_value("dimension"))
        self.verify_inferred(self.infer_result_type(self.operand.type, self.size, self.int_value("dimension")))


# ---------------------------------------------------------------------------
# mhlo-only ops


class CopyOp(ShapeOp):
    """A copy of the operand (a tensor, token or tuple).

        %r = DIALECT.copy %x : tensor<4xf32>
    """

    MNEMONIC = "copy"
    SAME_TYPES_PRINT_ONCE = True
    operand = operand_def(AnyAttr())
    cross_program_prefetch_index = opt_prop_def(IntegerAttr[I32])
    result = result_def(AnyAttr())

    def __init__(self, operand: SSAValue):
        super().__init__(operands=[operand], result_types=[operand.type])

    def verify_shapes(self) -> None:
        if self.operand.type != self.result.type and not (
            element_type_of(self.operand.type) == element_type_of(self.result.type)
            and shapes_compatible(self.operand.type, self.result.type)
        ):
            raise VerifyException("requires compatible types for all operands and results")


class ComputeReshapeShapeOp(ShapeOp):
    """`dynamic_shape` with its one -1 entry replaced so that the shape holds `num_elements` elements.

    This resolves the -1 of a NumPy-style reshape for dynamic_reshape.

        %r = DIALECT.compute_reshape_shape %n, %shape : (index, tensor<2xi32>) -> tensor<2xi32>
    """

    MNEMONIC = "compute_reshape_shape"
    num_elements = operand_def(IndexType)
    dynamic_shape = operand_def(TensorType)
    result = result_def(TensorType)

    def __init__(self, num_elements: SSAValue, dynamic_shape: SSAValue):
        super().__init__(operands=[num_elements, dynamic_shape], result_types=[dynamic_shape.type])

    def verify_shapes(self) -> None:
        _verify_shape_operand("dynamic_shape", self.dynamic_shape)
        _verify_shape_operand("result", self.result)


class MinimumBroadcastShapesOp(HloOp):
    """Reshape-equivalent shapes of lowest rank that broadcast together as the given shapes do.

    Runs of dimensions along which the same shapes broadcast are merged into
    one, and leading 1s are dropped; with incompatible shapes the shapes are
    returned unchanged.

        %r:2 = DIALECT.minimum_broadcast_shapes %a, %b
            : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>, tensor<?xindex>
    """

    MNEMONIC = "minimum_broadcast_shapes"
    shapes = var_operand_def(TensorType)
    minimum_shapes = var_result_def(TensorType)
    traits = traits_def(Pure())

    def __init__(self, shapes: Sequence[SSAValue]):
        super().__init__(operands=[list(shapes)], result_types=[[tensor_type([DYNAMIC], IndexType())] * len(shapes)])

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        operand_types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        parser.parse_punctuation("->")
        result_types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        return create_parsed_op(cls, parser, operands, operand_types, result_types, attrs)

    def print(self, printer: Printer) -> None:
        print_operands(printer, self.shapes)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_list(self.shapes, lambda v: printer.print_attribute(v.type))
        printer.print_string(" -> ")
        printer.print_list(self.minimum_shapes, lambda v: printer.print_attribute(v.type))

    def verify_(self) -> None:
        if len(self.shapes) != len(self.minimum_shapes):
            raise VerifyException(
                f"number of operand shapes ({len(self.shapes)}) does not match number of result shapes "
                f"({len(self.minimum_shapes)})"
            )
        if len(self.shapes) < 2:
            raise VerifyException(f"number of operand shapes ({len(self.shapes)}) should be >= 2")
        for value in (*self.shapes, *self.minimum_shapes):
            if len(value.type.get_shape()) != 1 or not isinstance(value.type.get_element_type(), IndexType):
                raise VerifyException(f"shapes must be 1-D tensors of index values, but got {value.type}")


SHARED_OPS: tuple[type[HloOp], ...] = (
    BroadcastOp, BroadcastInDimOp, DynamicBroadcastInDimOp, ReshapeOp, DynamicReshapeOp, TransposeOp,
    ConcatenateOp, SliceOp, DynamicSliceOp, DynamicUpdateSliceOp, RealDynamicSliceOp, PadOp, DynamicPadOp,
    ReverseOp, IotaOp, DynamicIotaOp, GetDimensionSizeOp, SetDimensionSizeOp,
)  # fmt: skip
"""Ops in both mhlo and stablehlo."""

MHLO_ONLY_OPS: tuple[type[HloOp], ...] = (CopyOp, ComputeReshapeShapeOp, MinimumBroadcastShapesOp)
STABLEHLO_ONLY_OPS: tuple[type[HloOp], ...] = ()
