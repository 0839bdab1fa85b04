"""MLIR's builtin `SparseElementsAttr`: a constant tensor or vector given by its listed elements.

    %c = arith.constant sparse<[[0, 0], [1, 2]], [1.5, -2.0]> : tensor<2x3xf32>

is the 2x3 tensor that is 1.5 at [0, 0], -2.0 at [1, 2] and zero at every
other index. The indices are an i64 elements attribute of shape [nnz, rank]
(or [nnz] for a rank-1 type), the values one of shape [nnz] with the type's
element type. Either may be written as one element, which upstream's parser
repeats: `sparse<1, 5>` lists the one index [1, 1, ...] (every coordinate 1),
`sparse<[[0], [2]], 7>` gives both listed elements the value 7. `sparse<>`
lists none (all zeros).

An index listed twice gives the element the first value listed for it, as
upstream's `SparseElementsAttr::getValues` reads them. xDSL has no sparse
attribute; this one follows upstream's parser (`parseSparseElementsAttr`),
printer and verifier, messages included.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from xdsl.dialects.builtin import (
    AnyFloat,
    BytesAttr,
    ComplexType,
    ContainerType,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerType,
    TensorType,
    VectorType,
    i64,
)
from xdsl.ir import Attribute, BuiltinAttribute, TypedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from aiopt.support.dense_elements import (
    dense_from_literal,
    elements_hex,
    from_values,
    hex_limit,
    is_compact_splat,
    parse_literal,
    splat,
    splat_element_bytes,
)


@irdl_attr_definition
class SparseElementsAttr(TypedAttribute, BuiltinAttribute, ContainerType):
    """`sparse<indices, values> : type`: the listed elements of `type`, zero elsewhere (see the module docstring)."""

    name = "sparse"
    type: TensorType | VectorType
    indices: DenseIntOrFPElementsAttr
    values: DenseIntOrFPElementsAttr

    def __init__(self, type_: TensorType | VectorType, indices: DenseIntOrFPElementsAttr, values: DenseIntOrFPElementsAttr):
        super().__init__(type_, indices, values)

    @staticmethod
    def from_lists(type_: TensorType | VectorType, indices: Sequence[Sequence[int]], values: Sequence) -> SparseElementsAttr:
        """The attribute of `type_` that is `values[i]` at `indices[i]` (each index one coordinate per dimension)."""
        rank = len(type_.get_shape())
        indices_type = TensorType(i64, (len(indices), rank))
        values_type = TensorType(type_.get_element_type(), (len(values),))
        flat = [coordinate for index in indices for coordinate in index]
        return SparseElementsAttr(type_, _dense(indices_type, flat), _dense(values_type, list(values)))

    def get_shape(self) -> tuple[int, ...]:
        return self.type.get_shape()

    def get_element_type(self) -> Attribute:
        return self.type.get_element_type()

    def verify(self) -> None:
        # Upstream's SparseElementsAttr::verify, in its order and words; the element type checks are the
        # parser's (which builds both parts with the right element types) for attributes built in code.
        if any(size < 0 for size in self.get_shape()):
            raise VerifyException("elements literal type must have static shape")
        if not isinstance(self.indices.get_element_type(), IntegerType | IndexType):
            raise VerifyException(f"sparse indices must be integers, but got '{self.indices.get_element_type()}'")
        if self.values.get_element_type() != self.get_element_type():
            raise VerifyException(
                f"sparse element values of type '{self.values.get_element_type()}' do not match the element type "
                f"of '{self.type}'"
            )
        values_shape = self.values.get_shape()
        if len(values_shape) != 1:
            raise VerifyException("expected 1-d tensor for sparse element values")
        indices_shape = self.indices.get_shape()
        rank = len(self.get_shape())
        shape_error = VerifyException(
            f"expected shape ({_list(self.get_shape())}); inferred shape of indices literal ({_list(indices_shape)}); "
            f"inferred shape of values literal ({_list(values_shape)})"
        )
        if len(indices_shape) == 2:
            if indices_shape[1] != rank:
                raise shape_error
        elif len(indices_shape) != 1 or rank != 1:
            raise shape_error
        if indices_shape[0] != values_shape[0]:
            raise shape_error
        for number, index in enumerate(self.index_list()):
            # Upstream reads the indices as uint64_t: -1 is 18446744073709551615, out of any shape.
            unsigned = [coordinate % 2**64 for coordinate in index]
            if any(coordinate >= size for coordinate, size in zip(unsigned, self.get_shape(), strict=True)):
                raise VerifyException(
                    f"sparse index #{number} is not contained within the value shape, with index="
                    f"{_list(unsigned)}, and type={self.type}"
                )
            if splat_element_bytes(self.indices) is not None:
                break  # upstream checks a splat's one index once

    def index_list(self) -> list[tuple[int, ...]]:
        """Each listed index, one coordinate per dimension of the type, in the order written."""
        count = self.indices.get_shape()[0]
        rank = len(self.get_shape())
        flat = _all_values(self.indices)
        return [tuple(flat[i * rank : (i + 1) * rank]) for i in range(count)]

    def value_list(self) -> list:
        """The value of each listed index, in the order written."""
        return _all_values(self.values)

    def zero(self):
        """The value of the elements not listed: 0, 0.0 or (0, 0) (upstream's `getZeroAttr`)."""
        element = self.get_element_type()
        if isinstance(element, ComplexType):
            part = 0.0 if isinstance(element.element_type, AnyFloat) else 0
            return (part, part)
        return 0.0 if isinstance(element, AnyFloat) else 0

    def value_at(self, index: Sequence[int]):
        """The element at `index` (in range): the first value listed for it, else zero."""
        for listed, value in zip(self.index_list(), self.value_list(), strict=True):
            if tuple(listed) == tuple(index):
                return value
        return self.zero()

    def to_dense(self) -> DenseIntOrFPElementsAttr:
        """The same constant as a dense elements attribute (a splat of zero when nothing is listed)."""
        shape = self.get_shape()
        listed: dict[int, object] = {}
        for index, value in zip(self.index_list(), self.value_list(), strict=True):
            listed.setdefault(_flat_position(index, shape), value)
        if not listed:
            return splat(self.type, self.zero())
        values = [self.zero()] * math.prod(shape)
        for position, value in listed.items():
            values[position] = value
        return from_values(self.type, values)

    @staticmethod
    def parse_with_type(parser: AttrParser, type: Attribute) -> TypedAttribute:
        # The attribute's syntax starts with its `sparse` keyword, which the parser reads (LocatedParser).
        raise NotImplementedError("sparse elements are parsed from their `sparse` keyword")

    def print_without_type(self, printer: Printer) -> None:
        # Upstream's printer: the indices never in hex (it reads them back with their inferred shape), the
        # values in hex when they are many; nothing between the brackets when no index is listed.
        printer.print_string("sparse<")
        if len(self.indices.data.data) != 0:
            _print_elements(self.indices, printer, allow_hex=False)
            printer.print_string(", ")
            _print_elements(self.values, printer, allow_hex=True)
        printer.print_string(">")

    def print_builtin(self, printer: Printer) -> None:
        self.print_without_type(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.type)


def _list(values: Sequence[int]) -> str:
    """An index or shape as upstream's diagnostics print one: `[1, 2]`."""
    return f"[{', '.join(str(value) for value in values)}]"


def _dense(type_: TensorType, values: list) -> DenseIntOrFPElementsAttr:
    if not values:
        return DenseIntOrFPElementsAttr(type_, BytesAttr(b""))
    return from_values(type_, values)


def _all_values(attr: DenseIntOrFPElementsAttr) -> list:
    """Every element of `attr` in row-major order, a splat's one value repeated (stored compact or not)."""
    values = list(attr.get_values())
    count = math.prod(attr.get_shape())
    if is_compact_splat(attr) or (len(values) == 1 and count != 1):
        return values * count
    return values


def _flat_position(index: Sequence[int], shape: Sequence[int]) -> int:
    position = 0
    for coordinate, size in zip(index, shape, strict=True):
        position = position * size + coordinate
    return position


def _print_elements(attr: DenseIntOrFPElementsAttr, printer: Printer, allow_hex: bool) -> None:
    """The `...` of `dense<...>`, as upstream's `printDenseIntOrFPElementsAttr` writes it: a splat (all
    elements with the same bits, or one element) as its one value."""
    values = attr.get_values()
    if splat_element_bytes(attr) is not None:
        attr._print_one_elem(values[0], printer)  # pyright: ignore[reportPrivateUsage]
    elif allow_hex and (limit := hex_limit(printer)) is not None and len(values) > limit:
        printer.print_string(elements_hex(attr))
    else:
        attr._print_dense_list(values, attr.get_shape(), printer)  # pyright: ignore[reportPrivateUsage]


def parse_sparse_elements(
    parser: AttrParser, keyword: int, type_: TensorType | VectorType | None = None
) -> SparseElementsAttr:
    """`<indices, values> : type` after the `sparse` keyword, which starts at offset `keyword` (upstream's
    `parseSparseElementsAttr`): the indices a literal of i64, without hex, whose shape is theirs (one
    element: one index, [1, rank]); the values a literal of the type's element type, hex allowed, whose
    shape is theirs (one element: [number of indices]). An attribute upstream's verifier rejects is an
    error at the keyword. Where the context gives the type (`type_`: memref.global's initial value), no
    `: type` follows."""
    if parser.parse_optional_punctuation("<") is None:
        parser.raise_error("Expected '<' after 'sparse'")
    if parser.parse_optional_punctuation(">") is not None:
        type_ = type_ or _parse_elements_literal_type(parser, keyword)
        rank = len(type_.get_shape())
        return _checked(parser, keyword, type_, _dense(TensorType(i64, (0, rank)), []), _dense(TensorType(type_.get_element_type(), (0,)), []))
    indices_start = parser.pos
    indices_literal = parse_literal(parser, allow_hex=False)
    parser.parse_punctuation(",")
    values_start = parser.pos
    values_literal = parse_literal(parser, allow_hex=True)
    parser.parse_punctuation(">")
    type_ = type_ or _parse_elements_literal_type(parser, keyword)
    indices_shape = indices_literal[1] or [1, len(type_.get_shape())]
    indices = dense_from_literal(parser, indices_literal, TensorType(i64, indices_shape), keyword, indices_start)
    values_shape = (not isinstance(values_literal, str) and values_literal[1]) or [indices_shape[0]]
    values = dense_from_literal(
        parser, values_literal, TensorType(type_.get_element_type(), values_shape), keyword, values_start
    )
    return _checked(parser, keyword, type_, indices, values)


def _parse_elements_literal_type(parser: AttrParser, keyword: int) -> TensorType | VectorType:
    """`: type` of the attribute (upstream's `parseElementsLiteralType`, which reports at the keyword)."""
    parser.parse_punctuation(":")
    type_ = parser.parse_type()
    if not isinstance(type_, TensorType | VectorType):
        parser.raise_error("elements literal must be a shaped type", keyword, keyword + len("sparse"))
    if any(size < 0 for size in type_.get_shape()):
        parser.raise_error("elements literal type must have static shape", keyword, keyword + len("sparse"))
    if not isinstance(type_.get_element_type(), IntegerType | IndexType | AnyFloat | ComplexType):
        parser.raise_error(f"expected integer, index, float or complex elements, but got '{type_.get_element_type()}'")
    return type_


def _checked(parser: AttrParser, keyword: int, type_, indices, values) -> SparseElementsAttr:
    """The attribute, or upstream's verifier error at the `sparse` keyword (its `getChecked`)."""
    try:
        return SparseElementsAttr(type_, indices, values)
    except VerifyException as err:
        parser.raise_error(str(err), keyword, keyword + len("sparse"))
