"""Bounded dynamic dimensions: the tensor encoding `#mhlo.type_extensions` / `#stablehlo.bounds`.

A `?` dimension may carry an upper bound, written in the tensor type's
encoding, one entry per dimension (`?` where a dimension has no bound):

    tensor<?x4xf32, #mhlo.type_extensions<bounds = [8, ?]>>
    tensor<?x4xf32, #stablehlo.bounds<8, ?>>

StableHLO's attribute is `TypeExtensionsAttr` as well: upstream prints it as
`#stablehlo.bounds<...>` and reads both that and the generated
`#stablehlo.type_extensions<bounds = [...]>` spelling.

The encoding verifies itself against the tensor it is attached to (MLIR's
`VerifiableTensorEncoding`, called when the tensor type is built):

    tensor<?x?xf32, #mhlo.type_extensions<bounds = [3]>>
    // error: Bounds length is 1, expected to be equal to rank(2) of the tensor
"""

from __future__ import annotations

import types
from collections.abc import Sequence

from xdsl.dialects.builtin import NoneAttr, TensorType
from xdsl.ir import Attribute, Data
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

DYNAMIC = -9223372036854775808
"""MLIR's `ShapedType::kDynamic`: no bound (and xDSL's `?` dimension)."""


class TypeExtensionsAttr(Data[tuple[int, ...]]):
    """Any HLO dialect's bounds of a tensor's dimensions (DYNAMIC: no bound)."""

    @property
    def bounds(self) -> tuple[int, ...]:
        return self.data

    def verify_encoding(self, shape: Sequence[int], element_type: Attribute) -> None:
        """Upstream's `hlo::verifyBounds`: one bound per dimension, and only `?` dimensions bounded."""
        rank = len(shape)
        if len(self.data) != rank:
            raise VerifyException(
                f"Bounds length is {len(self.data)}, expected to be equal to rank({rank}) of the tensor"
            )
        for dim, (bound, size) in enumerate(zip(self.data, shape)):
            if bound != DYNAMIC and size != DYNAMIC:
                raise VerifyException(
                    f"Static dimension {dim} cannot have a bound, use ShapedType::kDynamic to indicate a missing bound"
                )

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> tuple[int, ...]:
        """`<bounds = [8, ?]>` (ODS's generated form)."""
        with parser.in_angle_brackets():
            parser.parse_keyword("bounds")
            parser.parse_punctuation("=")
            return tuple(parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: _parse_bound(parser)))

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(f"<bounds = [{_bounds_text(self.data)}]>")


class _StablehloBoundsAttr(TypeExtensionsAttr):
    """StableHLO's form, `#stablehlo.bounds<8, ?>`."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> tuple[int, ...]:
        return tuple(parser.parse_comma_separated_list(parser.Delimiter.ANGLE, lambda: _parse_bound(parser)))

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(f"<{_bounds_text(self.data)}>")


class _SpellingOf(TypeExtensionsAttr):
    """A second name for an attribute: what it parses is an attribute of `CANONICAL`.

    xDSL builds a parsed Data attribute by calling its class with the parsed
    value, so the class answers with an instance of the canonical class
    (`#stablehlo.type_extensions<bounds = [8]>` is `#stablehlo.bounds<8>`).
    """

    CANONICAL: type[TypeExtensionsAttr]

    def __new__(cls, *args: object):
        if args:
            return cls.CANONICAL(*args)  # type: ignore[call-arg]
        return super().__new__(cls)


def _parse_bound(parser: AttrParser) -> int:
    if parser.parse_optional_punctuation("?") is not None:
        return DYNAMIC
    return parser.parse_integer(allow_boolean=False)


def _bounds_text(bounds: Sequence[int]) -> str:
    return ", ".join("?" if bound == DYNAMIC else str(bound) for bound in bounds)


def _named(prefix: str, class_name: str, base: type, name: str, **extra: object) -> type[TypeExtensionsAttr]:
    namespace = {"name": name, "__module__": f"aiopt.dialects.{prefix}", **extra}
    return irdl_attr_definition(types.new_class(class_name, (base,), exec_body=lambda ns: ns.update(namespace)))


def make_type_extensions(prefix: str) -> tuple[type[TypeExtensionsAttr], tuple[type[Attribute], ...]]:
    """Dialect `prefix`'s encoding class (what it prints) and every class to register (each spelling it reads)."""
    title = prefix.capitalize()
    if prefix == "stablehlo":
        canonical = _named(prefix, f"{title}TypeExtensionsAttr", _StablehloBoundsAttr, "stablehlo.bounds")
        spelling = _named(
            prefix, f"{title}TypeExtensionsSpelling", _SpellingOf, "stablehlo.type_extensions", CANONICAL=canonical
        )
        return canonical, (canonical, spelling)
    canonical = _named(prefix, f"{title}TypeExtensionsAttr", TypeExtensionsAttr, f"{prefix}.type_extensions")
    return canonical, (canonical,)


def type_bounds(type_: Attribute) -> tuple[int, ...] | None:
    """The bounds a tensor type's encoding gives its dimensions; None without such an encoding."""
    if isinstance(type_, TensorType) and isinstance(type_.encoding, TypeExtensionsAttr):
        return type_.encoding.data
    return None


def has_single_bounded_dimension(type_: Attribute) -> bool:
    """Upstream's `hlo::hasSingleBoundedDimension`: one `?` dimension, and the encoding bounds exactly one."""
    bounds = type_bounds(type_)
    if bounds is None:
        return False
    assert isinstance(type_, TensorType)
    return sum(b != DYNAMIC for b in bounds) == 1 and sum(d == DYNAMIC for d in type_.get_shape()) == 1


def bounds_compatible(a: Attribute, b: Attribute) -> bool:
    """Upstream's `verifyCompatibleShapeWithBounds`, given compatible shapes: a static size does not exceed the
    bound of the other type's `?` in that dimension (`tensor<5xf32>` does not fit `tensor<?xf32, bounds [4]>`)."""
    bounds_a, bounds_b = type_bounds(a), type_bounds(b)
    if bounds_a is None and bounds_b is None:
        return True
    assert isinstance(a, TensorType) and isinstance(b, TensorType)
    for dim, (size_a, size_b) in enumerate(zip(a.get_shape(), b.get_shape())):
        for size, bounds in ((size_a, bounds_b), (size_b, bounds_a)):
            bound = bounds[dim] if bounds is not None else DYNAMIC
            if size != DYNAMIC and bound != DYNAMIC and size > bound:
                return False
    return True


def with_encoding(type_: TensorType, encoding: Attribute) -> TensorType:
    """`type_` with another encoding (NoneAttr: none)."""
    return TensorType(type_.element_type, type_.get_shape(), encoding if encoding is not None else NoneAttr())
