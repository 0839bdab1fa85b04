"""linalg.pack and linalg.unpack: upstream's relayout ops (LinalgRelayoutOps.td), which LLVM 21 moved from the
tensor dialect (`tensor.pack`/`tensor.unpack` are unknown ops in LLVM 22).

`linalg.pack` tiles `inner_dims_pos` of a rank-n tensor by `inner_tiles` into a rank n + k tensor whose last k
dimensions are the tiles, optionally permuting the outer dimensions and padding partial tiles:

    %p = linalg.pack %src padding_value(%zero : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1]
           inner_tiles = [8, %t] into %dest : tensor<128x255xf32> -> tensor<?x16x8x?xf32>

`linalg.unpack` is its inverse (no padding value; a partial last tile is cut off):

    %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d
           : tensor<16x8x8x32xf32> -> tensor<128x256xf32>

Both ops verify as upstream's `commonVerifierPackAndUnPackOp`, `PackOp::verify` and `UnPackOp::verify`, with
their messages.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Self

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    TensorType,
    i64,
)
from xdsl.dialects.utils.dynamic_index_list import parse_dynamic_index_list_without_types, print_dynamic_index_list
from xdsl.interfaces import HasFolderInterface
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import ConditionallySpeculatable, ConstantLike, NoMemoryEffect
from xdsl.utils.exceptions import VerifyException

from aiopt.support.dense_elements import splat_element_bytes, splat_from_bytes
from aiopt.support.diagnostics import DiagnosticError

_PROPERTY_NAMES = ("outer_dims_perm", "inner_dims_pos", "static_inner_tiles", "operandSegmentSizes")


def constant_index_value(value: SSAValue) -> int | None:
    attr = _constant_attribute(value)
    return attr.value.data if isinstance(attr, IntegerAttr) else None


def _invalid_positions(positions: Sequence[int], rank: int) -> bool:
    """Upstream's `isInvalidPackingPosSpecification`: more positions than the rank, a repeated one, or one
    outside [0, rank)."""
    return len(positions) > rank or len(set(positions)) != len(positions) or any(not 0 <= p < rank for p in positions)


def packed_shape(
    unpacked: Sequence[int], tiles: Sequence[int], inner_dims_pos: Sequence[int], outer_dims_perm: Sequence[int]
) -> list[int]:
    """Upstream's `PackOp::inferPackedType` shape: each tiled dimension divided by its tile, rounding up
    (dynamic where the dimension or the tile is), the outer dimensions permuted, then the tiles.

        unpacked 128x255, tiles [8, 32] of dims [0, 1], perm [1, 0]  ->  [8, 16, 8, 32]
    """
    shape = list(unpacked)
    for dim, tile in zip(inner_dims_pos, tiles):
        if shape[dim] == DYNAMIC_INDEX:
            continue
        shape[dim] = DYNAMIC_INDEX if tile == DYNAMIC_INDEX else -(-shape[dim] // tile)
    if outer_dims_perm:
        shape = [shape[p] for p in outer_dims_perm]
    return shape + list(tiles)


def _compatible(a: Sequence[int], b: Sequence[int]) -> bool:
    """Upstream's `verifyCompatibleShape` on two shapes of one rank."""
    return all(x == y or DYNAMIC_INDEX in (x, y) for x, y in zip(a, b, strict=True))


def _constant_attribute(value: SSAValue) -> Attribute | None:
    owner = value.owner
    if not isinstance(owner, Operation) or not owner.has_trait(ConstantLike, value_if_unregistered=False):
        return None
    return owner.properties.get("value", owner.attributes.get("value"))


def splat_bytes(value: SSAValue) -> bytes | None:
    """The bytes of the one element of a splat tensor constant, else None."""
    attr = _constant_attribute(value)
    return splat_element_bytes(attr) if isinstance(attr, DenseIntOrFPElementsAttr) else None


def scalar_bytes(value: SSAValue) -> bytes | None:
    """The bytes of a scalar int or float constant, as a tensor element of its type, else None."""
    attr = _constant_attribute(value)
    if isinstance(attr, IntegerAttr | FloatAttr) and attr.type == value.type and isinstance(value.type, IntegerType | AnyFloat):
        return value.type.pack([attr.value.data])
    return None


class _RelayoutSpeculatable(ConditionallySpeculatable):
    """Upstream's `getSpeculatability`: a pack with a padding value, or a relayout whose tiles and tiled
    packed dimensions are all constant, cannot fail (a partial tile without padding is undefined)."""

    @classmethod
    def is_speculatable(cls, op: Operation) -> bool:
        assert isinstance(op, _RelayoutOp)
        if getattr(op, "padding_value", None) is not None:
            return True
        tiles = [t if isinstance(t, int) else constant_index_value(t) for t in op.mixed_tiles()]
        shape = op.packed_type().get_shape()
        tiled = shape[len(shape) - len(tiles) :]
        return None not in tiles and DYNAMIC_INDEX not in tiled


class _RelayoutOp(IRDLOperation, HasFolderInterface):
    """What `linalg.pack` and `linalg.unpack` share: the syntax after the source (and pack's padding value), the
    tiles as constants or index values, and upstream's `commonVerifierPackAndUnPackOp`."""

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    inner_tiles = var_operand_def(IndexType)
    outer_dims_perm = opt_prop_def(DenseArrayBase.constr(i64))
    inner_dims_pos = prop_def(DenseArrayBase.constr(i64))
    static_inner_tiles = prop_def(DenseArrayBase.constr(i64))
    result = result_def(TensorType)

    traits = traits_def(NoMemoryEffect(), _RelayoutSpeculatable())

    IS_PACK: ClassVar[bool]

    def outer_dims_perm_values(self) -> tuple[int, ...]:
        return () if self.outer_dims_perm is None else self.outer_dims_perm.get_values()

    def mixed_tiles(self) -> list[int | SSAValue]:
        """The tiles, each an integer or (for `?` in static_inner_tiles) its index operand."""
        dynamic = iter(self.inner_tiles)
        return [next(dynamic) if t == DYNAMIC_INDEX else t for t in self.static_inner_tiles.get_values()]

    def unpacked_type(self) -> TensorType:
        return self.source.type if self.IS_PACK else self.dest.type

    def packed_type(self) -> TensorType:
        return self.dest.type if self.IS_PACK else self.source.type

    def padding_allows_splat(self, element: bytes) -> bool:
        return True

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        """Upstream's folds (`reshapeConstantSource`): the relayout of a splat constant is the splat of the
        dest's (static) type; for a pack with a padding value that the tiles need, only where the padding
        is the constant splat value (upstream also folds a padding value that is no constant).

            %c = arith.constant dense<0.1> : tensor<64x128xf32>
            %p = linalg.pack %c ... into %d : tensor<64x128xf32> -> tensor<8x16x8x32xf32>
            ->  %p = arith.constant dense<0.1> : tensor<8x16x8x32xf32>
        """
        element = splat_bytes(self.source)
        if element is None or not self.dest.type.has_static_shape() or not self.padding_allows_splat(element):
            return None
        return [splat_from_bytes(self.dest.type, element)]

    # --- syntax ------------------------------------------------------------------------------------------

    @classmethod
    def _parse_padding(cls, parser: Parser) -> SSAValue | None:
        return None

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        source = parser.parse_unresolved_operand()
        padding = cls._parse_padding(parser)
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("outer_dims_perm") is not None:
            parser.parse_punctuation("=")
            properties["outer_dims_perm"] = _parse_i64_array(parser)
        parser.parse_keyword("inner_dims_pos")
        parser.parse_punctuation("=")
        properties["inner_dims_pos"] = _parse_i64_array(parser)
        parser.parse_keyword("inner_tiles")
        parser.parse_punctuation("=")
        tiles_pos = parser.pos
        dynamic, static = parse_dynamic_index_list_without_types(parser, DYNAMIC_INDEX)
        properties["static_inner_tiles"] = DenseArrayBase.from_list(i64, static)
        parser.parse_keyword("into")
        dest = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        source_type = _parse_tensor_type(parser, cls.name)
        parser.parse_punctuation("->")
        dest_type = _parse_tensor_type(parser, cls.name)
        source_value = parser.resolve_operand(source, source_type)
        dest_value = parser.resolve_operand(dest, dest_type)
        tiles = parser.resolve_operands(dynamic, [IndexType()] * len(dynamic), tiles_pos)
        operands: list[SSAValue | Sequence[SSAValue]] = [source_value, dest_value]
        if cls.IS_PACK:
            operands.append([padding] if padding is not None else [])
        operands.append(tiles)
        op = cls.build(operands=operands, result_types=[dest_type], properties=properties)
        op.attributes |= attributes
        return op

    def _print_padding(self, printer: Printer) -> None:
        pass

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        self._print_padding(printer)
        if perm := self.outer_dims_perm_values():
            printer.print_string(" outer_dims_perm = ")
            _print_i64_array(printer, perm)
        printer.print_string(" inner_dims_pos = ")
        _print_i64_array(printer, self.inner_dims_pos.get_values())
        printer.print_string(" inner_tiles = ")
        print_dynamic_index_list(printer, DYNAMIC_INDEX, self.inner_tiles, self.static_inner_tiles.get_values())
        printer.print_string(" into ")
        printer.print_operand(self.dest)
        printer.print_op_attributes({k: v for k, v in self.attributes.items() if k not in _PROPERTY_NAMES})
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.dest.type)

    # --- verification --------------------------------------------------------------------------------------

    def verify_(self) -> None:
        if self.result.type != self.dest.type:
            raise VerifyException("failed to verify that result type matches type of dest")
        static = self.static_inner_tiles.get_values()
        if static.count(DYNAMIC_INDEX) != len(self.inner_tiles):
            raise VerifyException(
                f"expected {static.count(DYNAMIC_INDEX)} dynamic inner tiles, got {len(self.inner_tiles)}"
            )
        self._verify_common()

    def _verify_common(self) -> None:
        """Upstream's `commonVerifierPackAndUnPackOp` (its errors name no op: `op->emitError`)."""
        tiles = self.mixed_tiles()
        constants = [t if isinstance(t, int) else constant_index_value(t) for t in tiles]
        if 0 in constants:
            raise DiagnosticError("invalid zero tile factor", self)
        unpacked, packed = self.unpacked_type(), self.packed_type()
        rank = unpacked.get_num_dims()
        inner_dims_pos = self.inner_dims_pos.get_values()
        outer_dims_perm = self.outer_dims_perm_values()
        if _invalid_positions(inner_dims_pos, rank):
            raise DiagnosticError("invalid inner_dims_pos vector", self)
        if _invalid_positions(outer_dims_perm, rank):
            raise DiagnosticError("invalid outer_dims_perm vector", self)
        if outer_dims_perm and len(outer_dims_perm) != rank:
            raise DiagnosticError("outer_dims_perm must be a permutation or empty", self)
        if len(tiles) > rank:
            raise DiagnosticError(
                "tiling factors must be less than or equal to the input rank for pack or output rank for unpack", self
            )
        if len(tiles) != len(inner_dims_pos):
            raise DiagnosticError("tiling factors must equal the number of dimensions to tile", self)
        packed_rank = packed.get_num_dims()
        if packed_rank != rank + len(tiles):
            raise DiagnosticError(
                f"packed rank != (unpacked rank + num tiling factors), got {packed_rank} != {rank + len(tiles)}", self
            )
        packed_dims = packed.get_shape()
        tiled_dims = packed_dims[len(packed_dims) - len(tiles) :]
        for size, constant in zip(tiled_dims, constants):
            if (size != DYNAMIC_INDEX and constant is None) or (constant is not None and size not in (constant, DYNAMIC_INDEX)):
                raise DiagnosticError(
                    "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type", self
                )
        static_tiles = self.static_inner_tiles.get_values()
        expected = packed_shape(unpacked.get_shape(), static_tiles, inner_dims_pos, outer_dims_perm)
        if not _compatible(expected, packed_dims):
            expected_type = TensorType(unpacked.element_type, expected)
            raise DiagnosticError(f"expected '{expected_type}' for the packed domain value, got '{packed}'", self)


def _parse_tensor_type(parser: Parser, op_name: str) -> Attribute:
    """A type the format declares a ranked tensor: another kind is an error at it, in upstream's words."""
    pos = parser.pos
    type_ = parser.parse_type()
    if not isinstance(type_, TensorType):
        parser.raise_error(
            f"custom op '{op_name}' invalid kind of type specified: expected builtin.tensor, but found '{type_}'", pos
        )
    return type_


def _parse_i64_array(parser: Parser) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parser.parse_integer))


def _print_i64_array(printer: Printer, values: Sequence[int]) -> None:
    printer.print_string("[")
    printer.print_list(values, printer.print_int)
    printer.print_string("]")


def require_padding_value(
    source: Sequence[int],
    inner_dims_pos: Sequence[int],
    dest: Sequence[int],
    outer_dims_perm: Sequence[int],
    tiles: Sequence[int | None],
) -> bool:
    """Upstream's `PackOp::requirePaddingValue`: whether a static source dimension is known not to be a
    multiple of its tile: of the tile's constant, or for a tile that is not a constant (None in `tiles`), of
    the dest's static outer size of that dimension, as upstream compares it.

        source 7x16, tiles [4, 1] of dims [0, 1]  ->  True (7 % 4 != 0)
    """
    outer = list(dest[: len(source)])
    if outer_dims_perm:
        inverse = [0] * len(outer_dims_perm)
        for index, dim in enumerate(outer_dims_perm):
            inverse[dim] = index
        outer = [outer[i] for i in inverse]
    for dim, tile in zip(inner_dims_pos, tiles):
        if source[dim] == DYNAMIC_INDEX:
            continue
        if tile is None:
            if outer[dim] != DYNAMIC_INDEX and source[dim] % outer[dim] != 0:
                return True
        elif source[dim] % tile != 0:
            return True
    return False


@irdl_op_definition
class PackOp(_RelayoutOp):
    """`linalg.pack`: see the module docstring."""

    name = "linalg.pack"

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    padding_value = opt_operand_def()
    inner_tiles = var_operand_def(IndexType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    IS_PACK: ClassVar[bool] = True

    @classmethod
    def _parse_padding(cls, parser: Parser) -> SSAValue | None:
        if parser.parse_optional_keyword("padding_value") is None:
            return None
        parser.parse_punctuation("(")
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        resolved = parser.resolve_operand(value, parser.parse_type())
        parser.parse_punctuation(")")
        return resolved

    def _print_padding(self, printer: Printer) -> None:
        if self.padding_value is not None:
            printer.print_string(" padding_value(")
            printer.print_operand(self.padding_value)
            printer.print_string(" : ")
            printer.print_attribute(self.padding_value.type)
            printer.print_string(")")

    def padding_needed(self) -> bool:
        """Upstream's `!paddingIsNotNeeded`: a tiled source dimension or a tile is dynamic, or a static
        source dimension is no multiple of its tile."""
        shape = self.source.type.get_shape()
        inner = self.inner_dims_pos.get_values()
        static = self.static_inner_tiles.get_values()
        if any(shape[d] == DYNAMIC_INDEX for d in inner) or DYNAMIC_INDEX in static:
            return True
        return require_padding_value(shape, inner, self.dest.type.get_shape(), self.outer_dims_perm_values(), static)

    def padding_allows_splat(self, element: bytes) -> bool:
        return self.padding_value is None or not self.padding_needed() or scalar_bytes(self.padding_value) == element

    def verify_(self) -> None:
        super().verify_()
        element = self.source.type.element_type
        if self.padding_value is not None and self.padding_value.type != element:
            raise VerifyException(f"expected padding_value has '{element}' but got: '{self.padding_value.type}'")
        tiles = [t if isinstance(t, int) else constant_index_value(t) for t in self.mixed_tiles()]
        if self.padding_value is None and require_padding_value(
            self.source.type.get_shape(),
            self.inner_dims_pos.get_values(),
            self.dest.type.get_shape(),
            self.outer_dims_perm_values(),
            tiles,
        ):
            raise VerifyException(
                "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set"
            )


@irdl_op_definition
class UnPackOp(_RelayoutOp):
    """`linalg.unpack`: see the module docstring."""

    name = "linalg.unpack"

    IS_PACK: ClassVar[bool] = False


RELAYOUT_OPS: list[type[Operation]] = [PackOp, UnPackOp]
