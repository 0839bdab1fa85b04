"""Splat dense elements stored as one element, as MLIR stores them.

MLIR's `DenseElementsAttr` keeps a splat (`dense<0.0> : tensor<4096x4096xf32>`)
as one value; xDSL's `DenseIntOrFPElementsAttr` stores every element, so
that the 16M-element splat costs 64 MB of bytes and, while parsed or
printed, a Python list of 16M floats (1.4 GB). Here a splat of more than
`COMPACT_SPLAT_ELEMENTS` elements is stored *compact*: its `data` holds the
bytes of one element while its type has all of them. xDSL's own verifier
and printer accept that (it prints `dense<0.000000e+00> : tensor<...>`), but
`len(attr)`, `get_values()` and `data` see one element: code that reads the
elements of constants that may be large checks `is_compact_splat` or goes
through `splat_element_bytes`, `large_splat_value` or the interpreter's
`elements_to_numpy` (which see all of them), and code that builds splats
uses `splat`, `splat_from_bytes` or `from_values`.

Small splats stay in xDSL's form, so that the many attributes read as lists
(dimension numbers, paddings, shapes) keep their usual representation, and
each value has one representation (equal attributes compare equal, for CSE).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from xdsl.dialects.builtin import AnyFloat, BytesAttr, ComplexType, DenseIntOrFPElementsAttr, IntegerType
from xdsl.ir import Attribute
from xdsl.parser import AttrParser

from aiopt.support.dense_resource import element_storage_bytes
from aiopt.support.xdsl_private import parse_dense_literal_type, parse_tensor_literal

COMPACT_SPLAT_ELEMENTS = 1024
"""Splats with more elements than this are stored as one element."""

HEX_PRINT_THRESHOLD = 100
"""Upstream prints the values of a non-splat elements attribute with more elements than this as a hex string
(`--mlir-print-elementsattrs-with-hex-if-larger`'s default)."""


def element_count(attr: DenseIntOrFPElementsAttr) -> int:
    """The number of elements of the attribute's type."""
    return math.prod(attr.get_shape())


def is_compact_splat(attr: DenseIntOrFPElementsAttr) -> bool:
    """Whether `attr` stores one element for a type of several (see the module docstring)."""
    size = attr.get_element_type().compile_time_size
    return len(attr.data.data) == size and element_count(attr) != 1


def splat_from_bytes(type_, element: bytes) -> DenseIntOrFPElementsAttr:
    """The splat of `type_` whose every element has the bytes `element`: compact above the threshold."""
    count = math.prod(type_.get_shape())
    data = element if count > COMPACT_SPLAT_ELEMENTS else element * count
    return DenseIntOrFPElementsAttr(type_, BytesAttr(data))


def splat(type_, value) -> DenseIntOrFPElementsAttr:
    """The splat of `type_` whose every element is `value` (an int, float or (real, imag) pair)."""
    element_type = type_.get_element_type()
    if isinstance(element_type, IntegerType):
        value = element_type.get_normalized_value(value)
    return splat_from_bytes(type_, element_type.pack([value]))


def from_values(type_, values: Sequence) -> DenseIntOrFPElementsAttr:
    """`DenseIntOrFPElementsAttr.from_list`, but a splat (one value, or all equal) in the canonical form."""
    if len(values) == 1:
        return splat(type_, values[0])
    return canonical(DenseIntOrFPElementsAttr.from_list(type_, values))


def canonical(attr: DenseIntOrFPElementsAttr) -> DenseIntOrFPElementsAttr:
    """`attr`, with a large splat stored compact (and a small compact one expanded)."""
    element = splat_element_bytes(attr)
    if element is None:
        return attr
    compact = splat_from_bytes(attr.type, element)
    return attr if compact.data == attr.data else compact


def splat_element_bytes(attr: DenseIntOrFPElementsAttr) -> bytes | None:
    """The bytes of the one value of a non-empty splat (compact or not), else None; compares bytes only."""
    data, size = attr.data.data, attr.get_element_type().compile_time_size
    if not data or size == 0:
        return None
    if len(data) == size:
        return data
    return data[:size] if data == data[:size] * (len(data) // size) else None


def large_splat_value(attr: DenseIntOrFPElementsAttr):
    """The one value of a splat of more than `COMPACT_SPLAT_ELEMENTS` elements (stored compact or not), else None."""
    if element_count(attr) <= COMPACT_SPLAT_ELEMENTS:
        return None
    element = splat_element_bytes(attr)
    return None if element is None else attr.get_element_type().unpack(element, 1)[0]


def _is_bool(element_type: Attribute) -> bool:
    """Whether `element_type` is a 1-bit integer, whose elements upstream's raw data packs 8 to a byte."""
    return isinstance(element_type, IntegerType) and element_type.width.data == 1


def elements_hex(attr: DenseIntOrFPElementsAttr) -> str:
    """`"0x..."`: the elements' bytes as upstream's raw data holds them, little-endian, each element in
    its storage bytes, but 1-bit integers packed 8 to a byte, the first element in the lowest bit
    (`dense<[true, false, true]> : tensor<3xi1>` is `"0x05"`; xDSL writes a byte per element, which
    upstream rejects)."""
    data = attr.data.data
    if _is_bool(attr.get_element_type()):
        packed = bytearray((len(data) + 7) // 8)
        for index, byte in enumerate(data):
            if byte:
                packed[index // 8] |= 1 << (index % 8)
        data = bytes(packed)
    return f'"0x{data.hex().upper()}"'


def hex_limit(printer) -> int | None:
    """How many elements a printer writes in full before it writes them in hex: its `hex_elements_larger`
    (aiopt's AsmPrinter, `--mlir-print-elementsattrs-with-hex-if-larger`; None: never), upstream's default
    `HEX_PRINT_THRESHOLD` for xDSL's printer."""
    return getattr(printer, "hex_elements_larger", HEX_PRINT_THRESHOLD)


def print_dense_without_type(attr: DenseIntOrFPElementsAttr, printer) -> None:
    """`dense<...>` as upstream prints it: nothing for no element, one value for a splat (all elements with
    the same bits, NaNs included), a hex string for more elements than the printer's
    `hex_elements_larger` (`HEX_PRINT_THRESHOLD` by default; None: never), else the nested list."""
    limit = hex_limit(printer)
    printer.print_string("dense<")
    if attr.data.data:
        values = attr.get_values()
        if splat_element_bytes(attr) is not None:
            attr._print_one_elem(values[0], printer)  # pyright: ignore[reportPrivateUsage]
        elif limit is not None and len(values) > limit:
            printer.print_string(elements_hex(attr))
        else:
            attr._print_dense_list(values, attr.get_shape(), printer)  # pyright: ignore[reportPrivateUsage]
    printer.print_string(">")


def parse_dense_elements(parser: AttrParser, type_: Attribute | None) -> DenseIntOrFPElementsAttr:
    """`<...>` of `dense<...>` (and its `: type` when `type_` is None), with a large splat stored compact.

    xDSL's `parse_dense_int_or_fp_elements_attr`, which this follows, repeats
    a splat's value into a list of all the elements before packing them
    (8 GB for 10^8 elements); here `dense<v>` and a one-element
    `dense<"0xBYTES">` become `splat`s.
    """
    # Upstream reports a literal that does not fit its type at the `dense` keyword, before the `<`.
    start = parser.pos
    keyword = start - len("dense") if parser.lexer.input.content[max(start - 5, 0) : start] == "dense" else start
    parser.parse_punctuation("<", " in dense attribute")
    contents = None
    if parser.parse_optional_punctuation(">") is None:
        contents = parse_literal(parser, allow_hex=True)
        parser.parse_punctuation(">", " in dense attribute")
    if type_ is None:
        parser.parse_punctuation(":", " in dense attribute")
        type_ = parse_dense_literal_type(parser)
    return dense_from_literal(parser, contents, type_, keyword, start)


def _rounded_to(element_type: Attribute, values: list) -> list:
    """`values` with each float beyond the range of `element_type` (a float type or a complex of one) an
    infinity of its sign, as upstream's APFloat conversion rounds a literal (xDSL's packing raised
    OverflowError: `dense<1.0e10> : tensor<2xf16>` was 'float too large to pack with e format')."""
    if isinstance(element_type, ComplexType):
        part = element_type.element_type
        return [tuple(_rounded_to(part, list(v))) if isinstance(v, tuple) else v for v in values]
    if not isinstance(element_type, AnyFloat):
        return values

    def rounded(value):
        try:
            element_type.pack([value])
        except OverflowError:
            return math.copysign(math.inf, value)
        return value

    return [rounded(v) if isinstance(v, float) else v for v in values]


def parse_literal(parser: AttrParser, allow_hex: bool):
    """A tensor literal (`[[1, 2], [3, 4]]`, `5`) as (elements, shape), the shape `[]` for one element;
    or, where `allow_hex`, the `"0x..."` string of its bytes."""
    hex_string = parser.parse_optional_str_literal() if allow_hex else None
    return hex_string if hex_string is not None else parse_tensor_literal(parser)


def dense_from_literal(
    parser: AttrParser, contents, type_: Attribute, keyword: int, start: int
) -> DenseIntOrFPElementsAttr:
    """The dense elements of `type_` that `contents` (`parse_literal`'s, or None for `<>`) lists; an error
    for a literal that does not fit the type is reported from `keyword` to `start`."""
    count = math.prod(type_.get_shape())
    element_type = type_.get_element_type()
    if element_storage_bytes(element_type) is None:
        # xDSL packs dense elements with `struct`, which has no format for f80, f128 or i128.
        parser.raise_error(f"dense elements of element type '{element_type}' are not supported", keyword, start)
    if contents is None:
        if count != 0:
            parser.raise_error(f"parsed zero elements, but type ('{type_}') expected at least 1", keyword, start)
        return DenseIntOrFPElementsAttr(type_, BytesAttr(b""))
    if isinstance(contents, str):
        try:
            data = bytes.fromhex(contents[2:])
        except ValueError:
            parser.raise_error("Hex string in denseAttr is invalid")
        if _is_bool(element_type):
            return _bools_from_hex(parser, data, type_, keyword, start)
        if len(data) == element_type.compile_time_size:
            return splat_from_bytes(type_, data)
        if element_type != IntegerType(1) and len(data) != count * element_type.compile_time_size:
            # Upstream's isValidRawBuffer: one element (a splat) or all of them. (Before, 4 bytes for a
            # tensor<0xi64> made an attribute of half an element, which the printer failed on.)
            parser.raise_error(f"elements hex data size is invalid for provided type: {type_}", keyword, start)
        attr = DenseIntOrFPElementsAttr(type_, BytesAttr(data))
        if count != len(attr):
            parser.raise_error(
                f"Shape mismatch in dense literal. Expected {count} elements from the type, "
                f"but got {len(attr)} elements."
            )
        return attr
    elements, shape = contents
    values = _rounded_to(element_type, [element.to_type(parser, element_type) for element in elements])
    if not shape:
        return splat(type_, values[0])
    if list(type_.get_shape()) != shape:
        parser.raise_error(
            f"inferred shape of elements literal ({list(shape)}) does not match type ({list(type_.get_shape())})",
            keyword,
            start,
        )
    return canonical(DenseIntOrFPElementsAttr.from_list(type_, values))


def _bools_from_hex(parser: AttrParser, data: bytes, type_: Attribute, keyword: int, start: int):
    """1-bit elements from raw data: one byte 0x00 or 0xFF is a splat (upstream's special encoding of a bool
    splat); LLVM 22's bits packed 8 to a byte, first element lowest (`elements_hex`); or a byte per element
    (nonzero: true), as the MLIR in jaxlib still prints them (`jax.jit(f).lower(x).as_text()` of a 128x128
    mask: 16384 bytes), which LLVM 22 no longer reads. The two sizes differ but for one element, whose byte
    means the same in both. Any other size is upstream's error."""
    count = math.prod(type_.get_shape())
    if len(data) == 1 and data[0] in (0, 0xFF):
        return splat(type_, 1 if data[0] else 0)
    if len(data) == (count + 7) // 8:
        return from_values(type_, [(data[index // 8] >> (index % 8)) & 1 for index in range(count)])
    if len(data) == count:
        return from_values(type_, [1 if byte else 0 for byte in data])
    parser.raise_error(f"elements hex data size is invalid for provided type: {type_}", keyword, start)
