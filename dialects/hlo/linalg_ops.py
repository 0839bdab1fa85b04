"""Linear algebra, convolution and random-number HLO ops.

dot, dot_general, einsum, convolution and dynamic_conv contract tensors;
fft, cholesky, triangular_solve and the batch norms are the remaining
numerical kernels; rng and rng_bit_generator make random numbers. mhlo adds
erf, acos, acosh, atanh, cosh (chlo ops in stablehlo), stochastic_convert
and ragged_dot.

Result types that follow from the operands and attributes are inferred by the
builders and checked by `verify_` with upstream's rules and wording. Window
and dimension lists are `array<i64: ...>` properties; the `dense<...>` form
that mhlo's generic syntax uses is accepted too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    ComplexType,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    StringAttr,
    TensorType,
    f32,
    i1,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AnyOf,
    BaseAttr,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, Pure
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.hlo.attrs import (
    ConvDimensionNumbersAttr,
    ConvDimensions,
    DotAlgorithm,
    DotAlgorithmAttr,
    DotDimensionNumbersAttr,
    FftTypeAttr,
    PrecisionAttr,
    RaggedDotDimensionNumbersAttr,
    RngAlgorithmAttr,
    RngDistributionAttr,
    TransposeAttr,
    enum_value,
    parse_conv_dimensions,
    parse_dot_algorithm,
)
from aiopt.dialects.hlo.base import HloOp, check_dim_in_bounds, check_dims_distinct, verify_mhlo_int_attr
from aiopt.dialects.hlo.elementwise import UnaryElementwiseOp
from aiopt.dialects.hlo.syntax import (
    create_parsed_op,
    format_int_list,
    int_array_values,
    interleave_comma,
    parse_int_list,
    parse_operands,
    parse_type_signature,
)
from aiopt.dialects.hlo.types import (
    DYNAMIC,
    FLOAT,
    FLOAT_OR_COMPLEX,
    ElementKind,
    describe_kinds,
    dims_compatible,
    element_kind,
    element_type_of,
    format_shape,
    shape_of,
    shapes_compatible,
    tensor_kind_error,
    tensor_type,
    with_element_type,
)

INT_LIST = AnyOf((DenseArrayBase.constr(i64), BaseAttr(DenseIntOrFPElementsAttr)))
"""`array<i64: ...>`, or the `dense<...> : tensor<Nxi64>` of mhlo's generic form."""

BOOL_LIST = AnyOf((DenseArrayBase.constr(i1), BaseAttr(DenseIntOrFPElementsAttr)))
"""`array<i1: ...>`, or `dense<[true, false]> : tensor<2xi1>`."""

BOOL = IntegerAttr.constr(type=i1)
I64 = IntegerAttr.constr(type=i64)


# ---------------------------------------------------------------------------
# Helpers shared by the ops of this module


def _quoted(type_: Attribute) -> str:
    """A type as MLIR's diagnostics print it: `'tensor<2xf32>'`."""
    return f"'{type_}'"


def _ranked_shape(value: SSAValue, name: str) -> tuple[int, ...]:
    shape = shape_of(value.type)
    if shape is None:
        raise VerifyException(f"{name} must be a ranked tensor, but got {_quoted(value.type)}")
    return shape


def _verify_element_kind(
    value: SSAValue, name: str, allowed: frozenset[ElementKind], ods_name: str | None = None
) -> None:
    """The element type of `value` is one of `allowed`; `ods_name` (`operand #0`) words the failure as
    upstream's ODS type constraint does."""
    element = element_type_of(value.type)
    if element_kind(element) in allowed:
        return
    if ods_name is not None:
        raise VerifyException(tensor_kind_error(ods_name, value.type, allowed))
    raise VerifyException(f"{name} element type must be {describe_kinds(allowed)}, but got {element}")


def _types_compatible(actual: Attribute, inferred: Attribute) -> bool:
    """Same element type, and shapes that can agree at run time (upstream's isCompatibleForHloTypeInference)."""
    if element_type_of(actual) != element_type_of(inferred):
        return False
    actual_shape, inferred_shape = shape_of(actual), shape_of(inferred)
    if actual_shape is None or inferred_shape is None:
        return True
    return len(actual_shape) == len(inferred_shape) and all(map(dims_compatible, actual_shape, inferred_shape))


def _verify_inferred_types(op: HloOp, inferred: Sequence[Attribute]) -> None:
    """The check of upstream's InferTypeOpInterface: results must be compatible with the inferred types."""
    actual = list(op.result_types)
    if len(actual) != len(inferred) or not all(map(_types_compatible, actual, inferred)):
        raise VerifyException(
            f"inferred type(s) {', '.join(map(_quoted, inferred))} are incompatible with return type(s) "
            f"of operation {', '.join(map(_quoted, actual))}"
        )


def _bracketed(shape: Sequence[int]) -> str:
    """A shape as upstream's `dimSizesToString` writes it: `[2, ?, 3]`."""
    return "[" + ", ".join("?" if d == DYNAMIC else str(d) for d in shape) + "]"


def _verify_inferred_shape(
    shape: Sequence[int], result_type: Attribute, type_text: Callable[[Attribute], str] = _quoted
) -> None:
    """The shape check of dot, dot_general, ragged_dot and convolution, which infer a shape but no element type."""
    result_shape = shape_of(result_type)
    if result_shape is not None and (
        len(result_shape) != len(shape) or not all(map(dims_compatible, shape, result_shape))
    ):
        raise VerifyException(
            f"inferred shape '{_bracketed(shape)}' is incompatible with return type of operation "
            f"{type_text(result_type)}"
        )


def _bool(attr: Attribute | None) -> bool:
    """A BoolAttr's value; absent means false."""
    return attr is not None and attr.value.data != 0  # type: ignore[attr-defined]


def _int(attr: Attribute) -> int:
    return attr.value.data  # type: ignore[attr-defined]


def _parse_enum(op_type: type[HloOp], parser: Parser, mnemonic: str) -> Attribute:
    """A bare enum value (`DEFAULT`) as this dialect's `#dialect<mnemonic VALUE>`."""
    pos = parser.pos
    value = parser.parse_identifier()
    try:
        return op_type.HLO_ATTRS.enum(mnemonic, value)
    except ValueError:
        parser.raise_error(f"unknown {mnemonic} '{value}'", pos)


def _parse_keyword_assignment(parser: Parser, keyword: str) -> None:
    """`, keyword =`."""
    parser.parse_punctuation(",")
    parser.parse_keyword(keyword)
    parser.parse_punctuation("=")


def _parse_precision_config(op_type: type[HloOp], parser: Parser) -> ArrayAttr:
    """`[DEFAULT, HIGHEST]`."""
    return ArrayAttr(
        parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: _parse_enum(op_type, parser, "precision"))
    )


def _format_precision_config(config: ArrayAttr) -> str:
    return "[" + ", ".join(enum_value(p) for p in config.data) + "]"


def _precision_config(op_type: type[HloOp], precision: Sequence[str] | None) -> dict[str, Attribute]:
    """The `precision_config` property for builders, absent when `precision` is None."""
    if precision is None:
        return {}
    return {"precision_config": ArrayAttr([op_type.HLO_ATTRS.enum("precision", p) for p in precision])}


def _verify_precision_config(config: ArrayAttr | None) -> None:
    if config is None:
        return
    if not all(isinstance(p, PrecisionAttr) for p in config.data):
        # ODS's `HLO_PrecisionConfigAttr`, checked before the op's verifier.
        raise VerifyException("attribute 'precision_config' failed to satisfy constraint: Precision Config attribute")
    if len(config.data) > 2:
        raise VerifyException("expects precision config to be empty or have <= 2 elements.")


def _finish_parse(
    op_type: type[HloOp],
    parser: Parser,
    operands: Sequence[UnresolvedOperand],
    properties: dict[str, Attribute],
    result_count: int = 1,
):
    """Parse `attr-dict : (operand types) -> result types` (or `: T` for all) and create the op."""
    attrs = parser.parse_optional_attr_dict()
    operand_types, result_types = parse_type_signature(parser, len(operands), result_count)
    return create_parsed_op(op_type, parser, operands, operand_types, result_types, attrs, properties)


def _print_attrs(printer: Printer, op: HloOp, reserved: Sequence[str]) -> None:
    """Print the attributes and properties the pretty form leaves out as ` {...}`.

    They are sorted by name, as MLIR prints an attribute dictionary,
    whatever order the properties were created in.
    """
    remaining = {k: v for k, v in sorted({**op.properties, **op.attributes}.items()) if k not in reserved}
    if remaining:
        printer.print_string(" ")
        printer.print_attr_dict(remaining)


def _print_tail(printer: Printer, op: HloOp, reserved: Sequence[str]) -> None:
    """Print ` {attr-dict} : (operand types) -> result types`."""
    _print_attrs(printer, op, reserved)
    printer.print_string(" : ")
    printer.print_function_type(op.operand_types, op.result_types)


def _constant_ints(value: SSAValue) -> tuple[int, ...] | None:
    """The values of an integer tensor defined by a constant op, else None."""
    owner = value.owner
    if not hasattr(owner, "has_trait") or not owner.has_trait(ConstantLike):
        return None
    attr = getattr(owner, "value", None)
    if not isinstance(attr, DenseIntOrFPElementsAttr):
        return None
    try:
        return int_array_values(attr)
    except TypeError:
        return None


# ---------------------------------------------------------------------------
# dot and dot_general


def infer_dot_shape(lhs: Sequence[int], rhs: Sequence[int]) -> tuple[int, ...]:
    """The result shape of `dot` (vector/matrix products), or a VerifyException."""
    if len(lhs) not in (1, 2) or len(rhs) not in (1, 2):
        raise VerifyException("expected both lhs/rhs ranks to be either 1 or 2")
    if not dims_compatible(lhs[-1], rhs[0]):
        raise VerifyException("contracting dimension sizes must match for lhs/rhs")
    return (*lhs[:-1], *rhs[1:])


class DotOp(HloOp):
    """The product of vectors and matrices (rank 1 or 2), contracting lhs's last and rhs's first dimension.

    Legacy; `dot_general` generalizes it.

        %r = DIALECT.dot %a, %b, precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
    """

    MNEMONIC = "dot"
    GENERIC_IN_MHLO = True
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    precision_config = opt_prop_def(ArrayAttr)
    traits = traits_def(Pure())

    def __init__(
        self,
        lhs: SSAValue,
        rhs: SSAValue,
        precision: Sequence[str] | None = None,
        result_element: Attribute | None = None,
    ):
        shape = infer_dot_shape(_ranked_shape(lhs, "lhs"), _ranked_shape(rhs, "rhs"))
        super().__init__(
            operands=[lhs, rhs],
            result_types=[tensor_type(shape, result_element or element_type_of(lhs.type))],
            properties=_precision_config(type(self), precision),
        )

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_punctuation(",") is not None:
            parser.parse_keyword("precision")
            parser.parse_punctuation("=")
            properties["precision_config"] = _parse_precision_config(cls, parser)
        return _finish_parse(cls, parser, operands, properties)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        if self.precision_config is not None:
            printer.print_string(f", precision = {_format_precision_config(self.precision_config)}")
        _print_tail(printer, self, ("precision_config",))

    def verify_(self) -> None:
        _verify_precision_config(self.precision_config)
        lhs, rhs = shape_of(self.lhs.type), shape_of(self.rhs.type)
        if lhs is not None and rhs is not None:
            _verify_inferred_shape(infer_dot_shape(lhs, rhs), self.result.type)


@dataclass(frozen=True)
class DotDimensions:
    """The batching and contracting dimensions of a dot_general, per operand."""

    lhs_batching: tuple[int, ...]
    rhs_batching: tuple[int, ...]
    lhs_contracting: tuple[int, ...]
    rhs_contracting: tuple[int, ...]

    @staticmethod
    def of(attr: DotDimensionNumbersAttr) -> DotDimensions:
        return DotDimensions(*(tuple(attr.field(f.name)) for f in attr.FIELDS))  # type: ignore[arg-type]

    def free_dims(self, rank: int, lhs: bool) -> list[int]:
        """The dimensions of one operand that are neither batching nor contracting, in order."""
        used = {*self.lhs_batching, *self.lhs_contracting} if lhs else {*self.rhs_batching, *self.rhs_contracting}
        return [d for d in range(rank) if d not in used]


def infer_dot_general_shape(lhs: Sequence[int], rhs: Sequence[int], dims: DotDimensions) -> tuple[int, ...]:
    """Batch dims, then lhs's free dims, then rhs's free dims; or a VerifyException."""
    if len(dims.lhs_batching) != len(dims.rhs_batching):
        raise VerifyException("lhs and rhs should have the same number of batching dimensions")
    if len(dims.lhs_contracting) != len(dims.rhs_contracting):
        raise VerifyException("lhs and rhs should have the same number of contracting dimensions")
    for side, batching, contracting, rank in (
        ("lhs", dims.lhs_batching, dims.lhs_contracting, len(lhs)),
        ("rhs", dims.rhs_batching, dims.rhs_contracting, len(rhs)),
    ):
        check_dims_distinct(batching, contracting, f"{side}_batching_dimensions", f"{side}_contracting_dimensions")
        for name, values in (("batching", batching), ("contracting", contracting)):
            for dim in values:
                if not 0 <= dim < rank:
                    raise VerifyException(f"{side}_{name}_dimensions value: {dim} is out of range: [0, {rank})")
    if not all(dims_compatible(lhs[a], rhs[b]) for a, b in zip(dims.lhs_batching, dims.rhs_batching)):
        raise VerifyException("batching dimension sizes must match for lhs/rhs")
    if not all(dims_compatible(lhs[a], rhs[b]) for a, b in zip(dims.lhs_contracting, dims.rhs_contracting)):
        raise VerifyException("contracting dimension sizes must match for lhs/rhs")
    return (
        *(lhs[d] for d in dims.lhs_batching),
        *(lhs[d] for d in dims.free_dims(len(lhs), lhs=True)),
        *(rhs[d] for d in dims.free_dims(len(rhs), lhs=False)),
    )


class DotGeneralOp(HloOp):
    """A batched tensor contraction: sums products over the contracting dimensions.

    The result has the batching dimensions, then lhs's remaining dimensions,
    then rhs's. `algorithm` optionally pins the numerics.

        %r = DIALECT.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1],
               precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    """

    MNEMONIC = "dot_general"
    GENERIC_IN_MHLO = True
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    dot_dimension_numbers = prop_def(DotDimensionNumbersAttr)
    precision_config = opt_prop_def(ArrayAttr)
    algorithm = opt_prop_def(DotAlgorithmAttr)
    traits = traits_def(Pure())

    def __init__(
        self,
        lhs: SSAValue,
        rhs: SSAValue,
        dims: DotDimensions,
        precision: Sequence[str] | None = None,
        result_element: Attribute | None = None,
        algorithm: DotAlgorithm | None = None,
    ):
        shape = infer_dot_general_shape(_ranked_shape(lhs, "lhs"), _ranked_shape(rhs, "rhs"), dims)
        properties = {
            "dot_dimension_numbers": self._dimension_numbers(dims),
            **_precision_config(type(self), precision),
        }
        if algorithm is not None:
            properties["algorithm"] = self.HLO_ATTRS.classes["dot_algorithm"](algorithm)  # type: ignore[call-arg]
        super().__init__(
            operands=[lhs, rhs],
            result_types=[tensor_type(shape, result_element or element_type_of(lhs.type))],
            properties=properties,
        )

    @classmethod
    def _dimension_numbers(cls, dims: DotDimensions) -> Attribute:
        return cls.HLO_ATTRS.struct(
            "dot",
            lhs_batching_dimensions=dims.lhs_batching,
            rhs_batching_dimensions=dims.rhs_batching,
            lhs_contracting_dimensions=dims.lhs_contracting,
            rhs_contracting_dimensions=dims.rhs_contracting,
        )

    @property
    def dims(self) -> DotDimensions:
        return DotDimensions.of(self.dot_dimension_numbers)

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        parser.parse_punctuation(",")
        batching: tuple[list[int], list[int]] = ([], [])
        if parser.parse_optional_keyword("batching_dims") is not None:
            batching = _parse_dim_pair(parser)
            parser.parse_punctuation(",")
        parser.parse_keyword("contracting_dims")
        contracting = _parse_dim_pair(parser)
        properties: dict[str, Attribute] = {
            "dot_dimension_numbers": cls._dimension_numbers(DotDimensions(*map(tuple, (*batching, *contracting))))
        }
        if parser.parse_optional_punctuation(",") is not None:
            if parser.parse_optional_keyword("precision") is not None:
                parser.parse_punctuation("=")
                properties["precision_config"] = _parse_precision_config(cls, parser)
                if parser.parse_optional_punctuation(",") is not None:
                    properties["algorithm"] = _parse_algorithm(cls, parser)
            else:
                properties["algorithm"] = _parse_algorithm(cls, parser)
        return _finish_parse(cls, parser, operands, properties)

    def print(self, printer: Printer) -> None:
        dims = self.dims
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        if dims.lhs_batching or dims.rhs_batching:
            printer.print_string(
                f", batching_dims = {format_int_list(dims.lhs_batching)} x {format_int_list(dims.rhs_batching)}"
            )
        printer.print_string(
            f", contracting_dims = {format_int_list(dims.lhs_contracting)} x {format_int_list(dims.rhs_contracting)}"
        )
        if self.precision_config is not None:
            printer.print_string(f", precision = {_format_precision_config(self.precision_config)}")
        if self.algorithm is not None:
            printer.print_string(f", algorithm = {self.algorithm.data.format()}")
        _print_tail(printer, self, ("dot_dimension_numbers", "precision_config", "algorithm"))

    def verify_(self) -> None:
        _verify_precision_config(self.precision_config)
        if self.algorithm is not None and self.precision_config is not None:
            if any(enum_value(p) != "DEFAULT" for p in self.precision_config.data):
                raise VerifyException("must specify DEFAULT precision config when algorithm is set.")
        lhs, rhs = shape_of(self.lhs.type), shape_of(self.rhs.type)
        if lhs is not None and rhs is not None:
            _verify_inferred_shape(infer_dot_general_shape(lhs, rhs, self.dims), self.result.type)


def _parse_dim_pair(parser: Parser) -> tuple[list[int], list[int]]:
    """`= [0] x [1]`."""
    parser.parse_punctuation("=")
    lhs = parse_int_list(parser)
    parser.parse_keyword("x")
    return lhs, parse_int_list(parser)


def _parse_algorithm(op_type: type[HloOp], parser: Parser) -> Attribute:
    """`algorithm = <lhs_precision_type = f32, ...>`."""
    parser.parse_keyword("algorithm")
    parser.parse_punctuation("=")
    return op_type.HLO_ATTRS.classes["dot_algorithm"](parse_dot_algorithm(parser))  # type: ignore[call-arg]


class EinsumBase(HloOp):
    """What einsum and unary_einsum share: the `config` string and its checks."""

    OPERAND_COUNT: ClassVar[int]
    result = result_def(AnyAttr())
    einsum_config = prop_def(StringAttr)
    traits = traits_def(Pure())

    def __init__(self, operands: Sequence[SSAValue], config: str, result_type: Attribute):
        super().__init__(
            operands=list(operands), result_types=[result_type], properties={"einsum_config": StringAttr(config)}
        )

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        _parse_keyword_assignment(parser, "config")
        config = StringAttr(parser.parse_str_literal())
        return _finish_parse(cls, parser, operands, {"einsum_config": config})

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_string(", config = ")
        printer.print_attribute(self.einsum_config)
        _print_tail(printer, self, ("einsum_config",))

    def verify_(self) -> None:
        config = self.einsum_config.data
        inputs, arrow, output = config.partition("->")
        subscripts = inputs.split(",")
        if not arrow or len(subscripts) != self.OPERAND_COUNT:
            raise VerifyException(
                f"einsum_config must name {self.OPERAND_COUNT} operand(s) and the result, but got '{config}'"
            )
        for index, (letters, value) in enumerate(zip([*subscripts, output], [*self.operands, *self.results])):
            letters = letters.strip()
            shape = shape_of(value.type)
            if "..." not in letters and shape is not None and len(letters) != len(shape):
                what = "the result" if index == self.OPERAND_COUNT else f"operand #{index}"
                raise VerifyException(
                    f"einsum_config gives {what} {len(letters)} dimensions, but its type has rank {len(shape)}"
                )


class EinsumOp(EinsumBase):
    """A contraction of two tensors written in Einstein notation (legacy).

        %r = DIALECT.einsum %a, %b, config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
    """

    MNEMONIC = "einsum"
    GENERIC_IN_MHLO = True
    OPERAND_COUNT = 2
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())


class UnaryEinsumOp(EinsumBase):
    """A reduction or transpose of one tensor written in Einstein notation (legacy).

        %r = DIALECT.unary_einsum %x, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
    """

    MNEMONIC = "unary_einsum"
    GENERIC_IN_MHLO = True
    OPERAND_COUNT = 1
    operand = operand_def(AnyAttr())


# ---------------------------------------------------------------------------
# Convolution


@dataclass(frozen=True)
class ConvWindow:
    """The window of a convolution, one entry per spatial dimension, defaults filled in."""

    strides: tuple[int, ...]
    padding: tuple[tuple[int, int], ...]
    lhs_dilation: tuple[int, ...]
    rhs_dilation: tuple[int, ...]
    reversal: tuple[bool, ...]


def _padding_pairs(attr: Attribute | None) -> list[tuple[int, int]]:
    """The (low, high) pairs of an `N x 2` padding attribute."""
    if attr is None:
        return []
    shape = tuple(attr.get_type().get_shape())  # type: ignore[attr-defined]
    if len(shape) != 2 or shape[1] != 2:
        raise VerifyException(
            f"expects the shape of padding-attribute to be {{N, 2}}, but got {{{', '.join(map(str, shape))}}}."
        )
    values = int_array_values(attr)
    return [(values[2 * i], values[2 * i + 1]) for i in range(shape[0])]


def make_window(
    window_sizes: Sequence[int],
    strides: Sequence[int] = (),
    padding: Sequence[tuple[int, int]] = (),
    lhs_dilation: Sequence[int] = (),
    rhs_dilation: Sequence[int] = (),
    reversal: Sequence[bool] = (),
) -> ConvWindow:
    """Check the window attributes against the kernel's spatial sizes and fill in defaults."""
    count = len(window_sizes)
    for name, values in (
        ("window-strides", strides),
        ("base-dilation factors", lhs_dilation),
        ("window-dilation factors", rhs_dilation),
        ("padding-entries", padding),
        ("window-reversal", reversal),
    ):
        if values and len(values) != count:
            raise VerifyException(
                f"expects {name} to have same dimension-size as size of window dimensions ({count}), "
                f"but got: {len(values)}."
            )
    window = ConvWindow(
        tuple(strides) or (1,) * count,
        tuple(padding) or ((0, 0),) * count,
        tuple(lhs_dilation) or (1,) * count,
        tuple(rhs_dilation) or (1,) * count,
        tuple(reversal) or (False,) * count,
    )
    for i in range(count):
        if window_sizes[i] != DYNAMIC and window_sizes[i] <= 0:
            raise VerifyException(
                f"expects window to have positive value for {i}-th window dimension, but got {window_sizes[i]}."
            )
        for what, values in (
            ("stride", window.strides),
            ("base dilation factor", window.lhs_dilation),
            ("window dilation factor", window.rhs_dilation),
        ):
            if values[i] <= 0:
                raise VerifyException(
                    f"expects window to have positive {what} for {i}-th window dimension, but got {values[i]}."
                )
    return window


def _dilated(size: int, dilation: int) -> int:
    return 0 if size == 0 else (size - 1) * dilation + 1


def window_output_size(size: int, window_size: int, window: ConvWindow, index: int) -> int:
    """How many windows fit along spatial dimension `index` of an input of `size`."""
    if size == DYNAMIC or window_size == DYNAMIC:
        return DYNAMIC
    low, high = window.padding[index]
    padded = low + _dilated(size, window.lhs_dilation[index]) + high
    dilated_window = _dilated(window_size, window.rhs_dilation[index])
    if padded <= 0 or dilated_window > padded:
        return 0
    return (padded - dilated_window) // window.strides[index] + 1


def verify_conv_dimensions(
    lhs_type: Attribute,
    rhs_type: Attribute,
    dims: ConvDimensions,
    feature_groups: int,
    batch_groups: int,
    unknown_dimensions: bool = False,
) -> None:
    """Upstream's checks of ranks, dimension numbers and group counts of a convolution of ranked operands.

    With `unknown_dimensions` (mhlo), the operands may have dimensions that are neither batch, feature nor
    spatial (`?` in the dimension numbers): mhlo checks no rank against the spatial dimensions' count.
    """
    lhs, rhs = shape_of(lhs_type), shape_of(rhs_type)
    assert lhs is not None and rhs is not None
    rank = len(lhs)
    operands = f"{_quoted(lhs_type)} and {_quoted(rhs_type)}"
    if rank != len(rhs):
        raise VerifyException(f"expects convolution arguments to have same number of dimensions. Got: {operands}.")
    if rank < 2:
        raise VerifyException(f"expects convolution arguments to have >= 2 dimensions. Got: {operands}.")
    spatial = (len(dims.input_spatial), len(dims.kernel_spatial), len(dims.output_spatial))
    if len(set(spatial)) != 1:
        raise VerifyException(
            "expects the same size for input, kernel and output spatial-dimensions, but got "
            f"{spatial[0]}, {spatial[1]}, and {spatial[2]} resp."
        )
    groups = {
        "input": (dims.input_batch, dims.input_feature, *dims.input_spatial),
        "kernel": (dims.kernel_input_feature, dims.kernel_output_feature, *dims.kernel_spatial),
        "output": (dims.output_batch, dims.output_feature, *dims.output_spatial),
    }
    if not all(0 <= d < rank for numbers in groups.values() for d in numbers):
        raise VerifyException(f"expects input, kernel, and output dimension-numbers to be in-range [0, {rank}).")
    for name, numbers in groups.items():
        if len(set(numbers)) != len(numbers):
            raise VerifyException(
                f"expects {name} dimension-numbers to be unique, got {{{', '.join(map(str, numbers))}}}."
            )
    if spatial[0] + 2 != rank and not unknown_dimensions:
        raise VerifyException(f"expects convolution arguments to have {spatial[0] + 2} dimensions. Got: {rank}")
    if feature_groups <= 0:
        raise VerifyException(f"expects feature_group_count to be a positive number, got {feature_groups}.")
    if batch_groups <= 0:
        raise VerifyException(f"expects batch_group_count to be a positive number, got {batch_groups}.")
    if feature_groups > 1 and batch_groups > 1:
        raise VerifyException(
            "expects batch_group_count and feature_group_count not to be both greater than 1. "
            f"Got {batch_groups} and {feature_groups} resp."
        )
    output_features = rhs[dims.kernel_output_feature]
    if output_features != DYNAMIC:
        if output_features % batch_groups:
            raise VerifyException(
                f"expects output feature dimension size ({output_features}) to be a multiple of batch_group_count. "
                f"Got batch_group_count = {batch_groups}."
            )
        if output_features % feature_groups:
            raise VerifyException(
                f"expects kernel output feature dimension ({output_features}) to be divisible by feature_group_count. "
                f"For feature_group_count = {feature_groups}."
            )
    input_features, kernel_features = lhs[dims.input_feature], rhs[dims.kernel_input_feature]
    if input_features != DYNAMIC:
        if input_features % feature_groups:
            raise VerifyException(
                f"expects input feature dimension ({input_features}) to be a multiple of feature_group_count. "
                f"Got feature_group_count = {feature_groups}."
            )
        if kernel_features != DYNAMIC and input_features // feature_groups != kernel_features:
            raise VerifyException(
                f"expects input feature dimension ({input_features}) / feature_group_count = kernel input feature "
                f"dimension ({kernel_features}). Got feature_group_count = {feature_groups}."
            )
    batch = lhs[dims.input_batch]
    if batch != DYNAMIC and batch % batch_groups:
        raise VerifyException(
            f"expects input batch dimension ({batch}) to be divisible by batch_group_count. "
            f"Got batch_group_count = {batch_groups}."
        )


def infer_convolution_shape(
    lhs: Sequence[int], rhs: Sequence[int], dims: ConvDimensions, window: ConvWindow | None, batch_groups: int
) -> tuple[int, ...]:
    """The result shape of a convolution; spatial sizes are dynamic when `window` (its padding) is unknown."""
    shape = [DYNAMIC] * len(lhs)
    for i, (lhs_dim, rhs_dim, out_dim) in enumerate(zip(dims.input_spatial, dims.kernel_spatial, dims.output_spatial)):
        if window is not None:
            shape[out_dim] = window_output_size(lhs[lhs_dim], rhs[rhs_dim], window, i)
    batch = lhs[dims.input_batch]
    shape[dims.output_batch] = DYNAMIC if batch == DYNAMIC else batch // batch_groups
    shape[dims.output_feature] = rhs[dims.kernel_output_feature]
    return tuple(shape)


class ConvolutionBase(HloOp):
    """What convolution and dynamic_conv share: layouts, window strides and dilations, groups."""

    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    window_strides = opt_prop_def(INT_LIST)
    lhs_dilation = opt_prop_def(INT_LIST)
    rhs_dilation = opt_prop_def(INT_LIST)
    window_reversal = opt_prop_def(BOOL_LIST)
    dimension_numbers = prop_def(ConvDimensionNumbersAttr)
    feature_group_count = prop_def(I64)
    batch_group_count = prop_def(I64)
    precision_config = opt_prop_def(ArrayAttr)
    traits = traits_def(Pure())

    @property
    def dims(self) -> ConvDimensions:
        return self.dimension_numbers.data

    @property
    def feature_groups(self) -> int:
        return _int(self.feature_group_count)

    @property
    def batch_groups(self) -> int:
        return _int(self.batch_group_count)

    def _padding(self) -> list[tuple[int, int]]:
        """The static padding pairs; convolution reads them from its `padding` property."""
        raise NotImplementedError

    def window(self) -> ConvWindow:
        """The window, with defaults filled in (raises VerifyException for invalid attributes)."""
        rhs = _ranked_shape(self.rhs, "rhs")
        return make_window(
            [rhs[d] for d in self.dims.kernel_spatial],
            _optional_ints(self.window_strides),
            self._padding(),
            _optional_ints(self.lhs_dilation),
            _optional_ints(self.rhs_dilation),
            tuple(v != 0 for v in _optional_ints(self.window_reversal)),
        )

    def _verify_layout(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """Check ranks, dimension numbers, groups and precision; the operand shapes when ranked."""
        verify_mhlo_int_attr(self, "feature_group_count", self.feature_groups, positive=True)
        verify_mhlo_int_attr(self, "batch_group_count", self.batch_groups, positive=True)
        _verify_precision_config(self.precision_config)
        lhs, rhs = shape_of(self.lhs.type), shape_of(self.rhs.type)
        if lhs is None or rhs is None:
            return None
        verify_conv_dimensions(
            self.lhs.type, self.rhs.type, self.dims, self.feature_groups, self.batch_groups, self._is_mhlo
        )
        return lhs, rhs

    @property
    def _is_mhlo(self) -> bool:
        """mhlo's convolutions keep dimensions that are neither batch, feature nor spatial (stablehlo's do not)."""
        return self.name.startswith("mhlo.")


def _optional_ints(attr: Attribute | None) -> tuple[int, ...]:
    return () if attr is None else int_array_values(attr)


def parse_window(op_type: type[HloOp], parser: Parser) -> dict[str, Attribute]:
    """`{stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]}`.

    Any subset, in any order, each at most once.
    """
    properties: dict[str, Attribute] = {}
    parser.parse_punctuation("{")
    if parser.parse_optional_punctuation("}") is not None:
        return properties
    while True:
        pos = parser.pos
        keyword = parser.parse_identifier()
        if keyword not in WINDOW_KEYWORDS or WINDOW_KEYWORDS[keyword] in properties:
            parser.raise_error(f"Unexpected keyword {keyword}", pos)
        parser.parse_punctuation("=")
        name = WINDOW_KEYWORDS[keyword]
        if keyword == "pad":
            values = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: _parse_pad_pair(parser, op_type))
        elif keyword == "reverse":
            values = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: _parse_flag(parser))
        else:
            values = parse_int_list(parser)
        properties[name] = window_attr(op_type, name, values)
        if parser.parse_optional_punctuation(",") is None:
            break
    parser.parse_punctuation("}")
    return properties


WINDOW_KEYWORDS = {
    "stride": "window_strides",
    "pad": "padding",
    "lhs_dilate": "lhs_dilation",
    "rhs_dilate": "rhs_dilation",
    "reverse": "window_reversal",
}
"""The window properties of a convolution, by the keyword of its pretty form."""


def _parse_pad_pair(parser: Parser, op_type: type[HloOp]) -> tuple[int, int]:
    pos = parser.pos
    values = parse_int_list(parser)
    if len(values) != 2:
        parser.raise_error(f"'{op_type.name}' Expected array with 2 elements, got {len(values)} elements instead", pos)
    return values[0], values[1]


def _parse_flag(parser: Parser) -> bool:
    """`true`, `false`, or an integer (non-zero is true), as older printers wrote window reversal."""
    flag = parser.parse_optional_boolean()
    return flag if flag is not None else parser.parse_integer(allow_boolean=False) != 0


def _padding_attr(pairs: Sequence[tuple[int, int]]) -> DenseIntOrFPElementsAttr:
    """`dense<[[lo, hi], ...]> : tensor<Nx2xi64>`."""
    return DenseIntOrFPElementsAttr.from_list(TensorType(i64, [len(pairs), 2]), [v for pair in pairs for v in pair])


def window_attr(op_type: type[HloOp], name: str, values: Sequence) -> Attribute:
    """The window property `name` of `values`, in the form op_type's dialect stores it.

    Padding is an `N x 2` tensor in both dialects; the lists are
    `array<...>` in stablehlo and `dense<...>` tensors in mhlo.
    """
    if name == "padding":
        return _padding_attr(values)
    if name != "window_reversal":
        return op_type.HLO_ATTRS.dims(values)
    flags = [int(flag) for flag in values]
    if op_type.HLO_ATTRS.prefix == "mhlo":
        return DenseIntOrFPElementsAttr.from_list(TensorType(i1, [len(flags)]), flags)
    return DenseArrayBase.from_list(i1, flags)


def format_window(op: Operation) -> str:
    """The inside of `window = {...}` for an op with convolution's window properties, in upstream's order."""
    parts = []
    if op.window_strides is not None:
        parts.append(f"stride = {format_int_list(int_array_values(op.window_strides))}")
    if op.padding is not None:
        parts.append("pad = [" + ", ".join(f"[{lo}, {hi}]" for lo, hi in _padding_pairs(op.padding)) + "]")
    if op.lhs_dilation is not None:
        parts.append(f"lhs_dilate = {format_int_list(int_array_values(op.lhs_dilation))}")
    if op.rhs_dilation is not None:
        parts.append(f"rhs_dilate = {format_int_list(int_array_values(op.rhs_dilation))}")
    if op.window_reversal is not None:
        # mlir-hlo prints the reversal flags as 0/1, stablehlo as false/true.
        as_ints = op.HLO_ATTRS.prefix == "mhlo"
        flags = ", ".join(("1" if v else "0") if as_ints else ("true" if v else "false") for v in int_array_values(op.window_reversal))
        parts.append(f"reverse = [{flags}]")
    return ", ".join(parts)


class ConvolutionOp(ConvolutionBase):
    """Dot products of lhs windows with the kernel rhs, in any layout, with groups, padding and dilations.

    `dim_numbers` name the batch (b), feature (f), kernel input/output
    feature (i/o) and spatial (0, 1, ...) dimensions of input, kernel and
    output.

        %r = DIALECT.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
               window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}
               {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
               : (tensor<1x4x4x2xf32>, tensor<3x3x2x8xf32>) -> tensor<1x4x4x8xf32>
    """

    MNEMONIC = "convolution"
    padding = opt_prop_def(BaseAttr(DenseIntOrFPElementsAttr))

    def __init__(
        self,
        lhs: SSAValue,
        rhs: SSAValue,
        dims: ConvDimensions,
        *,
        strides: Sequence[int] | None = None,
        padding: Sequence[tuple[int, int]] | None = None,
        lhs_dilation: Sequence[int] | None = None,
        rhs_dilation: Sequence[int] | None = None,
        reversal: Sequence[bool] | None = None,
        feature_group_count: int = 1,
        batch_group_count: int = 1,
        precision: Sequence[str] | None = None,
        result_element: Attribute | None = None,
    ):
        lhs_shape, rhs_shape = _ranked_shape(lhs, "lhs"), _ranked_shape(rhs, "rhs")
        verify_conv_dimensions(lhs.type, rhs.type, dims, feature_group_count, batch_group_count)
        window = make_window(
            [rhs_shape[d] for d in dims.kernel_spatial],
            strides or (),
            padding or (),
            lhs_dilation or (),
            rhs_dilation or (),
            reversal or (),
        )
        properties: dict[str, Attribute] = {
            "batch_group_count": IntegerAttr(batch_group_count, i64),
            "dimension_numbers": self.HLO_ATTRS.conv(dims),
            "feature_group_count": IntegerAttr(feature_group_count, i64),
            **_precision_config(type(self), precision),
        }
        given = {
            "window_strides": strides,
            "padding": padding,
            "lhs_dilation": lhs_dilation,
            "rhs_dilation": rhs_dilation,
            "window_reversal": reversal,
        }
        properties |= {
            name: window_attr(type(self), name, values) for name, values in given.items() if values is not None
        }
        shape = infer_convolution_shape(lhs_shape, rhs_shape, dims, window, batch_group_count)
        super().__init__(
            operands=[lhs, rhs],
            result_types=[tensor_type(shape, result_element or element_type_of(lhs.type))],
            properties=properties,
        )

    def _padding(self) -> list[tuple[int, int]]:
        return _padding_pairs(self.padding)

    @classmethod
    def parse(cls, parser: Parser):
        operands = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        parser.parse_keyword("dim_numbers")
        parser.parse_punctuation("=")
        properties: dict[str, Attribute] = {"dimension_numbers": cls.HLO_ATTRS.conv(parse_conv_dimensions(parser))}
        _parse_keyword_assignment(parser, "window")
        properties |= parse_window(cls, parser)
        attrs_pos = parser.pos
        op = _finish_parse(cls, parser, operands, properties)
        # MLIR checks the inherent attributes of a custom form as it parses them, at the dictionary.
        for name in ("batch_group_count", "feature_group_count"):
            value = op.properties.get(name)
            if isinstance(value, IntegerAttr):
                try:
                    verify_mhlo_int_attr(op, name, value.value.data, positive=True)
                except VerifyException as err:
                    parser.raise_error(f"'{cls.name}' op {err}", attrs_pos)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_string(f") dim_numbers = {self.dims.format()}, window = {{{format_window(self)}}}")
        _print_tail(printer, self, ("dimension_numbers", *WINDOW_KEYWORDS.values()))

    def verify_(self) -> None:
        shapes = self._verify_layout()
        if shapes is None:
            return
        lhs, rhs = shapes
        result_shape = shape_of(self.result.type)
        if result_shape is not None and len(result_shape) != len(lhs):
            raise VerifyException(
                f"expects rank of convolution return-type to be equal to input-ranks ({len(lhs)}), but got "
                f"{len(result_shape)}"
            )
        window = self.window()
        _verify_inferred_shape(
            infer_convolution_shape(lhs, rhs, self.dims, window, self.batch_groups), self.result.type
        )


class DynamicConvOp(ConvolutionBase):
    """A convolution whose padding is a run-time `[spatial dims, 2]` tensor of (low, high) pairs.

        %r = "DIALECT.dynamic_conv"(%x, %k, %pad) <{batch_group_count = 1 : i64, feature_group_count = 1 : i64,
               dimension_numbers = #DIALECT.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>}>
               : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x?x?x1xf32>
    """

    MNEMONIC = "dynamic_conv"
    # IRDL puts a subclass's own operands before inherited ones; restating
    # lhs and rhs keeps the padding operand third, as upstream has it.
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    d_padding = operand_def(AnyAttr())

    def _padding(self) -> list[tuple[int, int]]:
        # The padding is a run-time value; only a constant one is known here.
        values = _constant_ints(self.d_padding)
        if values is None:
            return []
        return [(values[2 * i], values[2 * i + 1]) for i in range(len(values) // 2)]

    def verify_(self) -> None:
        shapes = self._verify_layout()
        if shapes is None:
            return
        lhs, rhs = shapes
        padding_shape = shape_of(self.d_padding.type)
        spatial = len(self.dims.input_spatial)
        # mhlo's dynamic_conv has no verifier of its own (a flat `tensor<4xi64>` padding is mlir-hlo's test input).
        if padding_shape is not None and not self._is_mhlo and (
            len(padding_shape) != 2 or not all(map(dims_compatible, padding_shape, (spatial, 2)))
        ):
            raise VerifyException(
                f"expects padding to be of shape [{spatial}, 2], but got [{', '.join(map(str, padding_shape))}]"
            )
        known_padding = _constant_ints(self.d_padding) is not None
        window = self.window()
        shape = infer_convolution_shape(lhs, rhs, self.dims, window if known_padding else None, self.batch_groups)
        _verify_inferred_shape(shape, self.result.type)


# ---------------------------------------------------------------------------
# fft, cholesky, triangular_solve


class FftOp(HloOp):
    """Forward or inverse, complex or real, discrete Fourier transform over the innermost dimensions.

    `length` gives the sizes of the 1 to 3 transformed dimensions.

        %r = DIALECT.fft %x, type = RFFT, length = [8] : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
    """

    MNEMONIC = "fft"
    GENERIC_IN_MHLO = True
    operand = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    fft_type = prop_def(FftTypeAttr)
    fft_length = prop_def(INT_LIST)
    traits = traits_def(Pure())

    def __init__(self, operand: SSAValue, fft_type: str, fft_length: Sequence[int]):
        properties = {
            "fft_length": self.HLO_ATTRS.dims(fft_length),
            "fft_type": self.HLO_ATTRS.enum("fft_type", fft_type),
        }
        super().__init__(
            operands=[operand], result_types=[infer_fft_type(operand.type, fft_type, fft_length)], properties=properties
        )

    @property
    def kind(self) -> str:
        return enum_value(self.fft_type)

    @property
    def lengths(self) -> tuple[int, ...]:
        return int_array_values(self.fft_length)

    def transformed_sizes(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The sizes of the transformed (innermost) dimensions of the operand and of the result, as the spec's
        (C4) and (C5) tie them to `length`: the lengths, but for the N / 2 + 1 (0 for 0) frequencies of RFFT's
        result and IRFFT's operand. A `?` size among them must be this size when the program runs:

            mhlo.fft %x, type = IRFFT, length = [4, 6] : (tensor<?x?xcomplex<f32>>) -> tensor<?x?xf32>

        reads a 4 x 4 operand and makes a 4 x 6 result."""
        lengths = self.lengths
        halved = (*lengths[:-1], lengths[-1] // 2 + 1 if lengths[-1] else 0)
        return {"RFFT": (lengths, halved), "IRFFT": (halved, lengths)}.get(self.kind, (lengths, lengths))

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        _parse_keyword_assignment(parser, "type")
        properties = {"fft_type": _parse_enum(cls, parser, "fft_type")}
        _parse_keyword_assignment(parser, "length")
        properties["fft_length"] = cls.HLO_ATTRS.dims(parse_int_list(parser))
        return _finish_parse(cls, parser, operands, properties)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operand)
        printer.print_string(f", type = {self.kind}, length = {format_int_list(self.lengths)}")
        _print_tail(printer, self, ("fft_type", "fft_length"))

    def verify_(self) -> None:
        # mlir-hlo's HLO_FpOrComplexTensor operand (the inference below takes any complex type: complex<i32>).
        if element_kind(element_type_of(self.operand.type)) not in FLOAT_OR_COMPLEX:
            raise VerifyException(tensor_kind_error("operand #0", self.operand.type, FLOAT_OR_COMPLEX))
        _verify_inferred_types(self, [infer_fft_type(self.operand.type, self.kind, self.lengths)])


def infer_fft_type(operand_type: Attribute, fft_type: str, lengths: Sequence[int]) -> Attribute:
    """The result type of an fft, or a VerifyException (upstream's inferFftOp)."""
    rank = len(lengths)
    if not 1 <= rank <= 3:
        raise VerifyException(f"rank must be between 1 and 3, but got {rank}.")
    element = element_type_of(operand_type)
    if fft_type == "RFFT":
        if str(element) not in ("f32", "f64"):
            raise VerifyException(f"RFFT requires f32 or f64 input type, but is given '{element}'.")
        result_element: Attribute = ComplexType(element)
    elif not isinstance(element, ComplexType):
        raise VerifyException(f"FFT/IFFT/IRFFT take a complex tensor as input, but is given {_quoted(operand_type)}.")
    else:
        result_element = element.element_type if fft_type == "IRFFT" else element
    shape = shape_of(operand_type)
    if shape is None:
        return with_element_type(operand_type, result_element)
    if len(shape) < rank:
        raise VerifyException(
            f"operand rank must not be less than fft rank of {rank} for operand of type {_quoted(operand_type)}."
        )
    result = list(shape)
    if fft_type == "RFFT":
        if not all(map(dims_compatible, shape[-rank:], lengths)):
            raise VerifyException(
                f"RFFT requires innermost dimensions to be compatible with fft_length. Got: "
                f"{interleave_comma(shape)} but wanted {interleave_comma(lengths)}."
            )
        if lengths[-1] != 0:
            result[-1] = lengths[-1] // 2 + 1
    elif fft_type == "IRFFT":
        for size, length in zip(shape[-rank:-1], lengths[:-1]):
            if not dims_compatible(size, length):
                raise VerifyException(
                    f"IRFFT requires non-final dimensions to be compatible with fft_length. Got: "
                    f"{interleave_comma(shape)} but wanted {interleave_comma(lengths)}, and {size} != {length}."
                )
        if lengths[-1] != 0 and not dims_compatible(shape[-1], lengths[-1] // 2 + 1):
            raise VerifyException(
                f"IRFFT requires innermost dimension to be compatible with fft_length[-1]/2+1. Got: "
                f"{shape[-1]} but fft_length is {interleave_comma(lengths)}."
            )
        result[-1] = lengths[-1]
    return tensor_type(result, result_element)


def _verify_square_minor(shape: Sequence[int], message: str) -> None:
    if len(shape) < 2 or not dims_compatible(shape[-2], shape[-1]):
        raise VerifyException(message)


class CholeskyOp(HloOp):
    """The Cholesky factor of a batch of Hermitian positive-definite matrices.

    With `lower = true` the result is L with a = L L^H, read from and written
    to the lower triangle; otherwise U with a = U^H U, in the upper triangle.

        %r = DIALECT.cholesky %a, lower = true : tensor<3x3xf32>
    """

    MNEMONIC = "cholesky"
    GENERIC_IN_MHLO = True
    a = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    lower = opt_prop_def(BOOL)
    traits = traits_def(Pure())

    def __init__(self, a: SSAValue, lower: bool = False):
        properties = {"lower": IntegerAttr.from_bool(True)} if lower else {}
        super().__init__(operands=[a], result_types=[a.type], properties=properties)

    @property
    def is_lower(self) -> bool:
        return _bool(self.lower)

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_punctuation(",") is not None:
            parser.parse_keyword("lower")
            parser.parse_punctuation("=")
            properties["lower"] = IntegerAttr.from_bool(parser.parse_boolean())
        return _finish_parse(cls, parser, operands, properties)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.a)
        if self.is_lower:
            printer.print_string(", lower = true")
        _print_attrs(printer, self, ("lower",))
        printer.print_string(" : ")
        if self.a.type == self.result.type:
            printer.print_attribute(self.result.type)
        else:
            printer.print_function_type([self.a.type], [self.result.type])

    def verify_(self) -> None:
        _verify_element_kind(self.a, "operand", FLOAT_OR_COMPLEX, "operand #0")
        shape = shape_of(self.a.type)
        if shape is not None:
            if len(shape) < 2:
                raise VerifyException(f"argument 'a' must have rank >= 2, got shape {interleave_comma(shape)}.")
            _verify_square_minor(shape, f"minor dimensions of 'a' must have equal size, got shape {interleave_comma(shape)}.")
        _verify_inferred_types(self, [self.a.type])


class TriangularSolveOp(HloOp):
    """Solves op(a) x = b (left_side) or x op(a) = b for x, with a triangular.

    Only the `lower` or upper triangle of a is read; `unit_diagonal` takes
    its diagonal as ones; op is the identity, transpose or adjoint
    (`transpose_a`). Leading dimensions are batch dimensions.

        %x = "DIALECT.triangular_solve"(%a, %b) <{left_side = true, lower = true,
               transpose_a = #DIALECT<transpose NO_TRANSPOSE>, unit_diagonal = false}>
               : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    """

    MNEMONIC = "triangular_solve"
    GENERIC_IN_MHLO = True
    a = operand_def(AnyAttr())
    b = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    left_side = prop_def(BOOL)
    lower = prop_def(BOOL)
    unit_diagonal = prop_def(BOOL)
    transpose_a = prop_def(TransposeAttr)
    traits = traits_def(Pure())

    def __init__(
        self,
        a: SSAValue,
        b: SSAValue,
        *,
        left_side: bool,
        lower: bool,
        unit_diagonal: bool = False,
        transpose_a: str = "NO_TRANSPOSE",
    ):
        super().__init__(
            operands=[a, b],
            result_types=[b.type],
            properties={
                "left_side": IntegerAttr.from_bool(left_side),
                "lower": IntegerAttr.from_bool(lower),
                "transpose_a": self.HLO_ATTRS.enum("transpose", transpose_a),
                "unit_diagonal": IntegerAttr.from_bool(unit_diagonal),
            },
        )

    @property
    def is_left_side(self) -> bool:
        return _bool(self.left_side)

    @property
    def is_lower(self) -> bool:
        return _bool(self.lower)

    @property
    def has_unit_diagonal(self) -> bool:
        return _bool(self.unit_diagonal)

    @property
    def transpose(self) -> str:
        return enum_value(self.transpose_a)

    def verify_(self) -> None:
        _verify_element_kind(self.a, "operand", FLOAT_OR_COMPLEX)
        if element_type_of(self.a.type) != element_type_of(self.b.type):
            raise VerifyException("requires the same element type for all operands and results")
        a, b = shape_of(self.a.type), shape_of(self.b.type)
        if a is not None:
            if len(a) < 2:
                raise VerifyException(f"operand 'a' must have rank >= 2, but got {_quoted(self.a.type)}")
            _verify_square_minor(
                a, f"two minor dimensions of operand 'a' must be compatible, but got {_quoted(self.a.type)}"
            )
            if b is not None:
                pair = f"{_quoted(self.a.type)} and {_quoted(self.b.type)}"
                if len(a) != len(b):
                    raise VerifyException(f"operands must have equal rank, but got {pair}")
                if not dims_compatible(a[-1], b[-2 if self.is_left_side else -1]):
                    raise VerifyException(
                        f"shared dimension of operands 'a' and 'b' must be compatible, but got {pair}"
                    )
                if not all(map(dims_compatible, a[:-2], b[:-2])):
                    raise VerifyException(f"batch dimensions of the operands must be compatible, but got {pair}")
        if self.transpose == "TRANSPOSE_INVALID":
            raise VerifyException("Invalid transpose option value for triangular solve")
        _verify_inferred_types(self, [self.b.type])


# ---------------------------------------------------------------------------
# Batch normalization


class BatchNormBase(HloOp):
    """Shared properties and checks of the batch norms.

    Operands with the shape of `operand` are "multi-dimensional", the
    per-feature ones (scale, offset, mean, variance) "single-dimensional".
    """

    MULTI_DIM: ClassVar[tuple[str, ...]]
    SINGLE_DIM: ClassVar[tuple[str, ...]]
    SINGLE_DIM_RESULTS: ClassVar[tuple[str, ...]] = ()
    SAME_ELEMENT_TYPE: ClassVar[tuple[str, ...] | None] = None
    """The values of upstream's `AllElementTypesMatch` trait, when it names them in its message."""
    epsilon = prop_def(FloatAttr)
    feature_index = prop_def(I64)
    traits = traits_def(Pure())

    @property
    def feature(self) -> int:
        return _int(self.feature_index)

    @classmethod
    def _properties(cls, epsilon: float, feature_index: int) -> dict[str, Attribute]:
        return {"epsilon": FloatAttr(epsilon, f32), "feature_index": IntegerAttr(feature_index, i64)}

    @staticmethod
    def _feature_vector_type(operand: SSAValue, feature_index: int) -> Attribute:
        """`tensor<F x element>` for the F features of `operand`, the type of per-feature results."""
        return tensor_type([_ranked_shape(operand, "operand")[feature_index]], element_type_of(operand.type))

    def _verify_ods_types(self) -> None:
        """ODS's `RankedTensorOf<[HLO_Float]>` (the multi-dimensional values) and `1DTensorOf<[HLO_Float]>`
        (the per-feature ones), operands first, in upstream's words."""
        single = {*self.SINGLE_DIM, *self.SINGLE_DIM_RESULTS}
        definition = type(self).get_irdl_definition()
        for kind, defs, values in (
            ("operand", definition.operands, self.operands),
            ("result", definition.results, self.results),
        ):
            for index, ((name, _), value) in enumerate(zip(defs, values)):
                one_d = name in single
                shape = shape_of(value.type)
                if (
                    shape is None
                    or (one_d and len(shape) != 1)
                    or element_kind(element_type_of(value.type)) not in FLOAT
                ):
                    raise VerifyException(
                        f"{kind} #{index} must be {'1D' if one_d else 'ranked'} tensor of floating-point values, "
                        f"but got '{value.type}'"
                    )

    def inferred_types(self) -> list[Attribute]:
        """The result types upstream infers: the operand's type, then per-feature vectors."""
        operand_type = self.operands[0].type
        shape = shape_of(operand_type)
        features = DYNAMIC if shape is None else shape[self.feature]
        vector = tensor_type([features], element_type_of(operand_type))
        return [operand_type] + [vector] * (len(self.results) - 1)

    def verify_(self) -> None:
        self._verify_ods_types()
        multi = [getattr(self, name) for name in self.MULTI_DIM]
        single = [getattr(self, name) for name in self.SINGLE_DIM]
        elements = {element_type_of(v.type) for v in (*self.operands, *self.results)}
        if len(elements) != 1:
            if self.SAME_ELEMENT_TYPE is not None:
                raise VerifyException(
                    f"failed to verify that all of {{{', '.join(self.SAME_ELEMENT_TYPE)}}} have same element type"
                )
            raise VerifyException("requires the same element type for all operands and results")
        for kind, values in (("multi", multi), ("single", single)):
            if not all(_types_compatible(v.type, values[0].type) for v in values):
                raise VerifyException(f"expects {kind}-dimensional operands to have compatible shapes.")
        shape = shape_of(multi[0].type)
        if shape is None:
            return
        if self.feature >= len(shape):
            raise VerifyException(
                "expects featureIndex to be smaller than the rank of multi-dimensional operands; "
                f"got featureIndex {self.feature}, and rank {len(shape)}."
            )
        verify_mhlo_int_attr(self, "feature_index", self.feature)
        if self.feature < 0:
            raise VerifyException(f"expects featureIndex to be a non-negative number, got {self.feature}.")
        single_shape = shape_of(single[0].type)
        if single_shape is not None and not dims_compatible(single_shape[0], shape[self.feature]):
            raise VerifyException(
                "expects the size of single-dimensional operands to be compatible with feature count, but the size "
                f"of single-dimensional operands is {format_shape(single_shape)} and the feature count is "
                f"{format_shape((shape[self.feature],))}."
            )
        _verify_inferred_types(self, self.inferred_types())


class BatchNormInferenceOp(BatchNormBase):
    """Normalizes operand with the given per-feature mean and variance, then scales and offsets it.

        %r = "DIALECT.batch_norm_inference"(%x, %scale, %offset, %mean, %variance)
               <{epsilon = 1.000000e-03 : f32, feature_index = 3 : i64}>
               : (tensor<2x4x4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)
               -> tensor<2x4x4x8xf32>
    """

    MNEMONIC = "batch_norm_inference"
    GENERIC_IN_MHLO = True
    MULTI_DIM = ("operand",)
    SINGLE_DIM = ("scale", "offset", "mean", "variance")
    operand = operand_def(AnyAttr())
    scale = operand_def(AnyAttr())
    offset = operand_def(AnyAttr())
    mean = operand_def(AnyAttr())
    variance = operand_def(AnyAttr())
    result = result_def(AnyAttr())

    def __init__(
        self,
        operand: SSAValue,
        scale: SSAValue,
        offset: SSAValue,
        mean: SSAValue,
        variance: SSAValue,
        epsilon: float,
        feature_index: int,
    ):
        super().__init__(
            operands=[operand, scale, offset, mean, variance],
            result_types=[operand.type],
            properties=self._properties(epsilon, feature_index),
        )


class BatchNormTrainingOp(BatchNormBase):
    """Normalizes operand with its own per-feature mean and variance; also returns those statistics.

        %out, %mean, %var = "DIALECT.batch_norm_training"(%x, %scale, %offset)
               <{epsilon = 1.000000e-03 : f32, feature_index = 3 : i64}>
               : (tensor<2x4x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
               -> (tensor<2x4x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    """

    MNEMONIC = "batch_norm_training"
    GENERIC_IN_MHLO = True
    MULTI_DIM = ("operand",)
    SINGLE_DIM = ("scale", "offset")
    SINGLE_DIM_RESULTS = ("batch_mean", "batch_var")
    operand = operand_def(AnyAttr())
    scale = operand_def(AnyAttr())
    offset = operand_def(AnyAttr())
    output = result_def(AnyAttr())
    batch_mean = result_def(AnyAttr())
    batch_var = result_def(AnyAttr())

    def __init__(self, operand: SSAValue, scale: SSAValue, offset: SSAValue, epsilon: float, feature_index: int):
        vector = self._feature_vector_type(operand, feature_index)
        super().__init__(
            operands=[operand, scale, offset],
            result_types=[operand.type, vector, vector],
            properties=self._properties(epsilon, feature_index),
        )


class BatchNormGradOp(BatchNormBase):
    """Gradients of batch_norm_training with respect to operand, scale and offset.

        %g_x, %g_scale, %g_offset = "DIALECT.batch_norm_grad"(%x, %scale, %mean, %var, %g_out)
               <{epsilon = 1.000000e-03 : f32, feature_index = 3 : i64}>
               : (tensor<2x4x4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x4x4x8xf32>)
               -> (tensor<2x4x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    """

    MNEMONIC = "batch_norm_grad"
    GENERIC_IN_MHLO = True
    MULTI_DIM = ("operand", "grad_output")
    SINGLE_DIM = ("scale", "mean", "variance")
    SINGLE_DIM_RESULTS = ("grad_scale", "grad_offset")
    SAME_ELEMENT_TYPE = ("operand", "grad_operand", "grad_scale", "grad_offset")
    operand = operand_def(AnyAttr())
    scale = operand_def(AnyAttr())
    mean = operand_def(AnyAttr())
    variance = operand_def(AnyAttr())
    grad_output = operand_def(AnyAttr())
    grad_operand = result_def(AnyAttr())
    grad_scale = result_def(AnyAttr())
    grad_offset = result_def(AnyAttr())

    def __init__(
        self,
        operand: SSAValue,
        scale: SSAValue,
        mean: SSAValue,
        variance: SSAValue,
        grad_output: SSAValue,
        epsilon: float,
        feature_index: int,
    ):
        vector = self._feature_vector_type(operand, feature_index)
        super().__init__(
            operands=[operand, scale, mean, variance, grad_output],
            result_types=[operand.type, vector, vector],
            properties=self._properties(epsilon, feature_index),
        )


# ---------------------------------------------------------------------------
# Random numbers


class RngOp(HloOp):
    """Random numbers of the given shape: uniform in [a, b), or normal with mean a and deviation b.

        %r = DIALECT.rng %a, %b, %shape, distribution = UNIFORM
               : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
    """

    MNEMONIC = "rng"
    GENERIC_IN_MHLO = True
    a = operand_def(AnyAttr())
    b = operand_def(AnyAttr())
    shape = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    rng_distribution = prop_def(RngDistributionAttr)

    def __init__(
        self, a: SSAValue, b: SSAValue, shape: SSAValue, distribution: str, result_shape: Sequence[int] | None = None
    ):
        if result_shape is None:
            result_shape = _constant_ints(shape)
        if result_shape is None:
            result_shape = [DYNAMIC] * _ranked_shape(shape, "shape")[0]
        super().__init__(
            operands=[a, b, shape],
            result_types=[tensor_type(result_shape, element_type_of(a.type))],
            properties={"rng_distribution": self.HLO_ATTRS.enum("rng_distribution", distribution)},
        )

    @property
    def distribution(self) -> str:
        return enum_value(self.rng_distribution)

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        _parse_keyword_assignment(parser, "distribution")
        properties = {"rng_distribution": _parse_enum(cls, parser, "rng_distribution")}
        return _finish_parse(cls, parser, operands, properties)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_string(f", distribution = {self.distribution}")
        _print_tail(printer, self, ("rng_distribution",))

    def verify_(self) -> None:
        for name in ("a", "b"):
            value = getattr(self, name)
            allowed = frozenset(ElementKind) - {ElementKind.COMPLEX, ElementKind.QUANTIZED}
            if shape_of(value.type) != () or element_kind(element_type_of(value.type)) not in allowed:
                what = f"operand #{0 if name == 'a' else 1}"
                raise VerifyException(tensor_kind_error(what, value.type, allowed).replace("ranked tensor", "0D tensor"))
        elements = {element_type_of(v.type) for v in (self.a, self.b, self.result)}
        if len(elements) != 1:
            raise VerifyException("failed to verify that all of {a, b, result} have same element type")
        if self.distribution == "NORMAL" and element_kind(element_type_of(self.a.type)) != ElementKind.FLOAT:
            raise VerifyException("mu and sigma must be floats")
        shape = shape_of(self.shape.type)
        element = element_type_of(self.shape.type)
        if (
            shape is None
            or len(shape) != 1
            or not (
                isinstance(element, IndexType) or element_kind(element) in (ElementKind.SIGNED, ElementKind.UNSIGNED)
            )
        ):
            raise VerifyException(
                f"operand #2 must be 1D tensor of index or integer values, but got {_quoted(self.shape.type)}"
            )
        values = _constant_ints(self.shape)
        inferred = values if values is not None else (DYNAMIC,) * shape[0]
        if shape[0] != DYNAMIC or values is not None:
            _verify_inferred_types(self, [tensor_type(inferred, element_type_of(self.a.type))])


class RngBitGeneratorOp(HloOp):
    """Random bits from a counter-based generator, and the advanced generator state.

    THREE_FRY and PHILOX take a `ui64` state whose first word is the key and
    the rest a counter; DEFAULT is PHILOX, as XLA on CPU chooses.

        %state, %bits = DIALECT.rng_bit_generator %seed, algorithm = THREE_FRY
               : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x4xui32>)
    """

    MNEMONIC = "rng_bit_generator"
    GENERIC_IN_MHLO = True
    initial_state = operand_def(AnyAttr())
    output_state = result_def(AnyAttr())
    output = result_def(AnyAttr())
    rng_algorithm = prop_def(RngAlgorithmAttr)

    def __init__(self, initial_state: SSAValue, algorithm: str, output_type: Attribute):
        super().__init__(
            operands=[initial_state],
            result_types=[initial_state.type, output_type],
            properties={"rng_algorithm": self.HLO_ATTRS.enum("rng_algorithm", algorithm)},
        )

    @property
    def algorithm(self) -> str:
        return enum_value(self.rng_algorithm)

    @classmethod
    def parse(cls, parser: Parser):
        operands = parse_operands(parser)
        _parse_keyword_assignment(parser, "algorithm")
        properties = {"rng_algorithm": _parse_enum(cls, parser, "rng_algorithm")}
        return _finish_parse(cls, parser, operands, properties, result_count=2)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.initial_state)
        printer.print_string(f", algorithm = {self.algorithm}")
        _print_tail(printer, self, ("rng_algorithm",))

    def verify_(self) -> None:
        integer_or_float = frozenset({ElementKind.SIGNED, ElementKind.UNSIGNED, ElementKind.FLOAT})
        for name in ("initial_state", "output_state", "output"):
            value = getattr(self, name)
            _ranked_shape(value, name)
            _verify_element_kind(value, name, integer_or_float)
        if not shapes_compatible(self.initial_state.type, self.output_state.type):
            raise VerifyException(
                "output state shape must be compatible with initial state shape. Got: "
                f"{_quoted(self.initial_state.type)} and {_quoted(self.output_state.type)}"
            )
        if DYNAMIC in shape_of(self.output.type):  # type: ignore[operator]
            raise VerifyException(f"output must be statically shaped, but got {_quoted(self.output.type)}")


# ---------------------------------------------------------------------------
# mhlo only


class ErfOp(UnaryElementwiseOp):
    """The Gauss error function element-wise (mhlo; stablehlo has it as chlo.erf).

        %r = DIALECT.erf %x : tensor<4xf32>
    """

    MNEMONIC = "erf"
    ALLOWED = FLOAT


class AcosOp(UnaryElementwiseOp):
    """acos(x) element-wise (mhlo; stablehlo has it as chlo.acos).

        %r = DIALECT.acos %x : tensor<4xf32>
    """

    MNEMONIC = "acos"
    ALLOWED = FLOAT_OR_COMPLEX


class AcoshOp(UnaryElementwiseOp):
    """acosh(x) element-wise (mhlo; stablehlo has it as chlo.acosh).

        %r = DIALECT.acosh %x : tensor<4xf32>
    """

    MNEMONIC = "acosh"
    ALLOWED = FLOAT_OR_COMPLEX


class AtanhOp(UnaryElementwiseOp):
    """atanh(x) element-wise (mhlo; stablehlo has it as chlo.atanh).

        %r = DIALECT.atanh %x : tensor<4xf32>
    """

    MNEMONIC = "atanh"
    ALLOWED = FLOAT_OR_COMPLEX


class CoshOp(UnaryElementwiseOp):
    """cosh(x) element-wise (mhlo; stablehlo has it as chlo.cosh).

        %r = DIALECT.cosh %x : tensor<4xf32>
    """

    MNEMONIC = "cosh"
    ALLOWED = FLOAT_OR_COMPLEX


class StochasticConvertOp(HloOp):
    """Converts floats to integers, rounding up with probability equal to the fractional part.

    `random` holds unsigned random bits of the operand's bit width: an element
    rounds away from zero when its bits, read as a fraction, are below the
    fractional part. Results saturate at the integer type's bounds.

        %r = "DIALECT.stochastic_convert"(%x, %bits) : (tensor<4xf32>, tensor<4xui32>) -> tensor<4xi8>
    """

    MNEMONIC = "stochastic_convert"
    operand = operand_def(AnyAttr())
    random = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, operand: SSAValue, random: SSAValue, result_element: Attribute):
        shape = _ranked_shape(operand, "operand")
        super().__init__(operands=[operand, random], result_types=[tensor_type(shape, result_element)])

    def verify_(self) -> None:
        _verify_element_kind(self.operand, "operand", FLOAT)
        _verify_element_kind(self.random, "random", frozenset({ElementKind.UNSIGNED}), "operand #1")
        _verify_element_kind(self.result, "result", frozenset({ElementKind.SIGNED}))
        operand_bits = _bit_width(element_type_of(self.operand.type))
        random_bits = _bit_width(element_type_of(self.random.type))
        if operand_bits != random_bits:
            raise VerifyException(
                f"requires the random's bitwidth to match the operand's, but got: {random_bits} and {operand_bits}"
            )
        if not all(shapes_compatible(self.operand.type, v.type) for v in (self.random, self.result)):
            raise VerifyException("requires the same shape for all operands and results")


def _bit_width(element_type: Attribute) -> int:
    width = getattr(element_type, "bitwidth", None)
    if isinstance(width, int):
        return width
    return element_type.width.data  # type: ignore[attr-defined]


class RaggedDotOp(HloOp):
    """A dot_general whose lhs ragged dimension is split into groups of `group_sizes` rows, each group
    multiplied with its own slice of rhs along the rhs group dimension (mlir-hlo's `ragged_dot`):

        %r = "DIALECT.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #DIALECT.ragged_dot<
               dot_dimension_numbers = #DIALECT.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>,
               lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}
             : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
    """

    MNEMONIC = "ragged_dot"
    GENERIC_IN_MHLO = True
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    group_sizes = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    ragged_dot_dimension_numbers = prop_def(RaggedDotDimensionNumbersAttr)
    precision_config = opt_prop_def(ArrayAttr)
    traits = traits_def(Pure())

    def dimensions(self, name: str) -> tuple[int, ...]:
        """A field of the dimension numbers by chlo.ragged_dot's flat names (`lhs_batching_dimensions`, ...,
        `lhs_ragged_dimensions`, `rhs_group_dimensions`), so that both ops share their semantics."""
        numbers = self.ragged_dot_dimension_numbers.data
        if name in ("lhs_ragged_dimensions", "rhs_group_dimensions"):
            return tuple(getattr(numbers, name))
        return tuple(numbers.dot.field(name))

    def verify_(self) -> None:
        verify_ragged_dot(self.lhs, self.rhs, self.group_sizes, self.result, self.dimensions, self.precision_config)


def verify_ragged_dot(
    lhs: SSAValue,
    rhs: SSAValue,
    group_sizes: SSAValue,
    result: SSAValue,
    dimensions: Callable[[str], Sequence[int]],
    precision_config: ArrayAttr | None,
    type_text: Callable[[Attribute], str] = _quoted,
) -> None:
    """The verifier of chlo.ragged_dot and mhlo.ragged_dot (upstream's `RaggedDotOp::verify`, written twice, in
    stablehlo's ChloOps.cpp and mlir-hlo's hlo_ops.cc). `dimensions` gives a field of the dimension numbers by
    chlo's flat names (`lhs_batching_dimensions`, ..., `rhs_group_dimensions`); `type_text` words the result type
    in the last message (mhlo's tests quote it as MLIR's diagnostics do, chlo's do not)."""
    _verify_precision_config(precision_config)
    shapes = [shape_of(v.type) for v in (lhs, rhs, group_sizes)]
    if None not in shapes:
        shape = infer_ragged_dot_shape(*shapes, dimensions)  # type: ignore[misc]
        _verify_inferred_shape(shape, result.type, type_text)


def infer_ragged_dot_shape(
    lhs: Sequence[int], rhs: Sequence[int], group_sizes: Sequence[int], dimensions: Callable[[str], Sequence[int]]
) -> tuple[int, ...]:
    """The result shape of a ragged_dot (upstream's `inferRaggedDotOp`), or a VerifyException with upstream's
    message: [groups if the lhs ragged dimension contracts], the batching dimensions, lhs's free dimensions, rhs's
    free dimensions that are not its group dimension. A ragged_dot of tensor<11x5xf32>, tensor<3x5x7xf32> and
    tensor<3xi64>, ragged in lhs dimension 0 and grouped in rhs dimension 0, gives [11, 7]."""
    names = (f"{side}_{kind}_dimensions" for kind in ("batching", "contracting") for side in ("lhs", "rhs"))
    dot = DotDimensions(*(tuple(dimensions(name)) for name in names))
    infer_dot_general_shape(lhs, rhs, dot)  # upstream's checkDotGeneralConstraints comes first
    ragged, rhs_group = tuple(dimensions("lhs_ragged_dimensions")), tuple(dimensions("rhs_group_dimensions"))
    groups = _check_ragged_dot_constraints(lhs, rhs, group_sizes, dot, ragged, rhs_group)
    lhs_free = dot.free_dims(len(lhs), lhs=True)
    rhs_free = [d for d in dot.free_dims(len(rhs), lhs=False) if d not in rhs_group]
    leading = [groups] if ragged[0] in dot.lhs_contracting else []
    return (*leading, *(lhs[d] for d in (*dot.lhs_batching, *lhs_free)), *(rhs[d] for d in rhs_free))


def _check_ragged_dot_constraints(
    lhs: Sequence[int],
    rhs: Sequence[int],
    group_sizes: Sequence[int],
    dot: DotDimensions,
    lhs_ragged: Sequence[int],
    rhs_group: Sequence[int],
) -> int:
    """Upstream's `checkRaggedDotConstraints`, with its messages; returns the number of groups."""
    if len(lhs_ragged) != 1:
        raise VerifyException("There must be exactly one ragged dimension in the lhs.")
    ragged = lhs_ragged[0]
    check_dim_in_bounds(ragged, len(lhs), "lhs_ragged_dim", "lhs_rank")
    # group_sizes is [b..., x..., g]: the lhs batching dimensions before the ragged one, then (ragged contracting)
    # the contracting dimensions before it or (ragged free) the free dimensions before it.
    if ragged in dot.lhs_batching:
        mode, prefix = "batch", list(dot.lhs_batching[: dot.lhs_batching.index(ragged)])
    elif ragged in dot.lhs_contracting:
        mode, prefix = "contracting", [*dot.lhs_batching, *dot.lhs_contracting[: dot.lhs_contracting.index(ragged)]]
    else:
        free = (d for d in range(ragged) if d not in dot.lhs_batching and d not in dot.lhs_contracting)
        mode, prefix = "non-contracting", [*dot.lhs_batching, *free]
    expected = [lhs[d] for d in prefix]
    if len(group_sizes) != 1:
        if len(group_sizes) != len(expected) + 1:
            raise VerifyException(f"expected group_sizes to have rank {len(expected) + 1}, got {len(group_sizes)}")
        if list(group_sizes[:-1]) != expected:  # upstream compares the sizes exactly (std::equal)
            raise VerifyException(
                f"group_sizes is expected to have shape {_bracketed([*expected, group_sizes[-1]])}, "
                f"got {_bracketed(group_sizes)}"
            )
    groups = group_sizes[-1]
    for dim in rhs_group:
        check_dim_in_bounds(dim, len(rhs), "rhs_group_dim", "rhs_rank")
    check_dims_distinct(rhs_group, dot.rhs_batching, "rhs_group_dimensions", "rhs_batching_dimensions")
    check_dims_distinct(rhs_group, dot.rhs_contracting, "rhs_group_dimensions", "rhs_contracting_dimensions")
    if mode != "non-contracting":
        if rhs_group:
            raise VerifyException(
                "There must be zero group dimensions in the rhs when the ragged dimension is batch or contracting."
            )
    elif len(rhs_group) != 1:
        raise VerifyException(
            "There must be exactly one group dimension in the rhs when the lhs ragged dimension is non-contracting."
        )
    elif not dims_compatible(groups, rhs[rhs_group[0]]):
        raise VerifyException(f"rhs group dimension is expected to have size={groups}, got {rhs[rhs_group[0]]}")
    return groups


SHARED_OPS: tuple[type[HloOp], ...] = (
    DotOp, DotGeneralOp, EinsumOp, UnaryEinsumOp, ConvolutionOp, DynamicConvOp, FftOp, CholeskyOp,
    TriangularSolveOp, BatchNormInferenceOp, BatchNormTrainingOp, BatchNormGradOp, RngOp, RngBitGeneratorOp,
)  # fmt: skip
"""Ops in both mhlo and stablehlo."""

MHLO_ONLY_OPS: tuple[type[HloOp], ...] = (
    ErfOp, AcosOp, AcoshOp, AtanhOp, CoshOp, StochasticConvertOp, RaggedDotOp,
)  # fmt: skip
STABLEHLO_ONLY_OPS: tuple[type[HloOp], ...] = ()
