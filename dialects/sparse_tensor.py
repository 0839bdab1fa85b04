"""The `sparse_tensor` dialect's tensor encoding, `#sparse_tensor.encoding`, as upstream parses, prints and
verifies it (no sparse ops, no sparse code generation: a pass that generates code rejects sparse tensors).

The encoding maps the tensor's dimensions to storage levels, each with a level format:

    #CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
    #BSR = #sparse_tensor.encoding<{
      map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense),
      posWidth = 32, crdWidth = 8
    }>
    func.func @f(%a: tensor<10x20xf32, #CSR>)

Upstream prints the map with `d0, d1, ...` names and its expressions in
canonical form, position and coordinate widths only when not 0, and
`#sparse`, `#sparse1`, ... aliases for the encodings it prints.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, IntAttr, StringAttr
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from aiopt.support.affine_parsing import AffineParser
from aiopt.support.affine_printing import format_affine_expr
from aiopt.support.inliner_interface import DialectInlinerInterface

LEVEL_FORMATS = ("dense", "compressed", "singleton", "loose_compressed")
"""The level formats with properties in parentheses (`compressed(nonunique, nonordered)`)."""

LEVEL_PROPERTIES = ("nonunique", "nonordered", "soa")
"""The properties a level format may list, in upstream's printing order."""

_BIT_WIDTHS = (0, 8, 16, 32, 64)


def _format_level_type(name: str, properties: Sequence[str]) -> str:
    return f"{name}({', '.join(properties)})" if properties else name


@irdl_attr_definition
class SparseTensorEncodingAttr(ParametrizedAttribute):
    """`#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32 }>`.

    `dim_to_lvl` maps the tensor's dimensions (and symbols) to one expression
    per level; `lvl_types` are the levels' formats (`compressed(nonunique)`,
    `structured[2, 4]`); widths of 0 are the default index width.
    """

    name = "sparse_tensor.encoding"

    dim_to_lvl: AffineMapAttr = param_def(AffineMapAttr)
    lvl_types: ArrayAttr[StringAttr] = param_def(ArrayAttr[StringAttr])
    pos_width: IntAttr = param_def(IntAttr)
    crd_width: IntAttr = param_def(IntAttr)

    ALIAS_PREFIX: ClassVar[str] = "sparse"
    """Upstream's `OpAsmDialectInterface::getAlias` of the encoding: `#sparse`, `#sparse1`, ..."""

    def __init__(self, dim_to_lvl: AffineMap, lvl_types: Sequence[str], pos_width: int = 0, crd_width: int = 0):
        super().__init__(
            AffineMapAttr(dim_to_lvl),
            ArrayAttr([StringAttr(t) for t in lvl_types]),
            IntAttr(pos_width),
            IntAttr(crd_width),
        )

    @property
    def dim_rank(self) -> int:
        return self.dim_to_lvl.data.num_dims

    def verify(self) -> None:
        """Upstream's `SparseTensorEncodingAttr::verify`."""
        if self.pos_width.data not in _BIT_WIDTHS:
            raise VerifyException(f"unexpected position bitwidth: {self.pos_width.data}")
        if self.crd_width.data not in _BIT_WIDTHS:
            raise VerifyException(f"unexpected coordinate bitwidth: {self.crd_width.data}")
        lvl_rank = len(self.lvl_types)
        if lvl_rank == 0:
            raise VerifyException("expected a non-empty array for lvlTypes")
        dim_to_lvl = self.dim_to_lvl.data
        if len(dim_to_lvl.results) != lvl_rank:
            raise VerifyException(
                f"level-rank mismatch between dimToLvl and lvlTypes: {len(dim_to_lvl.results)} != {lvl_rank}"
            )
        dim_rank = dim_to_lvl.num_dims
        if dim_rank == lvl_rank and not _is_permutation(dim_to_lvl):
            raise VerifyException("expected a permutation affine map for dimToLvl")
        if dim_rank > lvl_rank:
            raise VerifyException(f"unexpected dimToLvl mapping from {dim_rank} to {lvl_rank}")

    def verify_encoding(self, shape: Sequence[int], element_type: Attribute) -> None:
        """Upstream's `verifyEncoding`: the tensor's rank is the encoding's dimension rank."""
        if not shape:
            raise VerifyException("expected non-scalar sparse tensor")
        if self.dim_rank != len(shape):
            raise VerifyException(
                f"dimension-rank mismatch between encoding and tensor shape: {self.dim_rank} != {len(shape)}"
            )

    # -- syntax ---------------------------------------------------------------

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        parser.parse_punctuation("<")
        parser.parse_punctuation("{")
        dim_to_lvl: AffineMap | None = None
        lvl_types: list[str] = []
        widths = {"posWidth": 0, "crdWidth": 0}
        while (key_pos := parser.pos) is not None and (key := parser.parse_optional_identifier()) is not None:
            if key not in ("map", *widths):
                parser.raise_error(
                    f"unexpected key: {key}"
                    + (" (aiopt reads the `map` form only)" if key in ("lvlTypes", "dimToLvl", "dimSlices") else ""),
                    key_pos,
                    parser.pos,
                )
            parser.parse_punctuation("=")
            if key == "map":
                dim_to_lvl, lvl_types = _parse_dim_lvl_map(parser)
            else:
                width_pos = parser.pos
                width = parser.parse_optional_integer(allow_boolean=False)
                if width is None:
                    what = "position" if key == "posWidth" else "index"
                    parser.raise_error(f"expected an integral {what} bitwidth", width_pos)
                widths[key] = width
            if parser.parse_optional_punctuation(",") is None:
                break
        parser.parse_punctuation("}")
        parser.parse_punctuation(">")
        if dim_to_lvl is None:
            parser.raise_error("expected a non-empty array for lvlTypes")
        return [
            AffineMapAttr(dim_to_lvl),
            ArrayAttr([StringAttr(t) for t in lvl_types]),
            IntAttr(widths["posWidth"]),
            IntAttr(widths["crdWidth"]),
        ]

    def print_parameters(self, printer: Printer) -> None:
        dim_to_lvl = self.dim_to_lvl.data
        symbols = f"[{', '.join(f's{i}' for i in range(dim_to_lvl.num_symbols))}]" if dim_to_lvl.num_symbols else ""
        dims = ", ".join(f"d{i}" for i in range(dim_to_lvl.num_dims))
        levels = ", ".join(
            f"{format_affine_expr(expr)} : {lvl_type.data}"
            for expr, lvl_type in zip(dim_to_lvl.results, self.lvl_types.data)
        )
        text = f"<{{ map = {symbols}({dims}) -> ({levels})"
        if self.pos_width.data:
            text += f", posWidth = {self.pos_width.data}"
        if self.crd_width.data:
            text += f", crdWidth = {self.crd_width.data}"
        printer.print_string(text + " }>")


def _is_permutation(affine_map: AffineMap) -> bool:
    """Whether every result is a distinct dimension and every dimension is a result."""
    positions = []
    for expr in affine_map.results:
        text = format_affine_expr(expr)
        if not (text.startswith("d") and text[1:].isdigit()):
            return False
        positions.append(int(text[1:]))
    return sorted(positions) == list(range(affine_map.num_dims))


def _parse_dim_lvl_map(parser: AttrParser) -> tuple[AffineMap, list[str]]:
    """`[s0](d0, d1) -> (d0 : dense, d1 floordiv 4 : compressed(nonunique))`: the map and the level formats."""
    symbols: list[str] = []
    if parser.parse_optional_punctuation("[") is not None:
        symbols = [parser.parse_identifier()]
        while parser.parse_optional_punctuation(",") is not None:
            symbols.append(parser.parse_identifier())
        parser.parse_punctuation("]")
    dims = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_identifier)
    parser.parse_punctuation("->")
    affine = AffineParser(parser._parser_state)
    bare_id = affine._get_parse_optional_bare_id(dims, symbols)

    def level() -> tuple[AffineExpr, str]:
        expr = affine._parse_affine_expr(bare_id)
        parser.parse_punctuation(":")
        return expr, _parse_level_type(parser)

    levels = parser.parse_comma_separated_list(parser.Delimiter.PAREN, level)
    exprs = tuple(expr for expr, _ in levels)
    return AffineMap(len(dims), len(symbols), exprs), [lvl_type for _, lvl_type in levels]


def _parse_level_type(parser: AttrParser) -> str:
    """`dense`, `compressed(nonunique, nonordered)`, `structured[2, 4]`: as upstream prints it."""
    pos = parser.pos
    name = parser.parse_identifier()
    if name == "structured":
        n_m = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, lambda: parser.parse_integer(allow_boolean=False)
        )
        if len(n_m) != 2 or not 0 < n_m[0] <= n_m[1]:
            parser.raise_error("expected structured[n, m] with 0 < n <= m", pos, parser.pos)
        return f"structured[{n_m[0]}, {n_m[1]}]"
    if name not in LEVEL_FORMATS:
        parser.raise_error(f"unknown level format: {name}", pos, parser.pos)
    properties: list[str] = []
    if parser.parse_optional_punctuation("(") is not None:
        while True:
            prop_pos = parser.pos
            prop = parser.parse_identifier()
            if prop not in LEVEL_PROPERTIES:
                parser.raise_error(f"unknown level property: {prop}", prop_pos, parser.pos)
            properties.append(prop)
            if parser.parse_optional_punctuation(",") is None:
                break
        parser.parse_punctuation(")")
    ordered = [prop for prop in LEVEL_PROPERTIES if prop in properties]
    return _format_level_type(name, ordered)


def sparse_encoding_of(type_: Attribute) -> SparseTensorEncodingAttr | None:
    """The sparse encoding of a tensor type, None for a dense one."""
    encoding = getattr(type_, "encoding", None)
    return encoding if isinstance(encoding, SparseTensorEncodingAttr) else None


SparseTensor = Dialect("sparse_tensor", [], [SparseTensorEncodingAttr], [DialectInlinerInterface()])

__all__ = ["SparseTensor", "SparseTensorEncodingAttr", "sparse_encoding_of"]
