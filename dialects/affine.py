"""The `affine` dialect: xDSL's ops, with upstream's syntax where xDSL lacks it.

xDSL 0.74 has `affine.for`, `affine.apply`, `affine.yield` and the vector
accesses in upstream syntax. This module replaces or adds:

- `affine.load` / `affine.store`: xDSL parses every SSA id of an access as a
  symbol; upstream makes plain ids dimensions and `symbol(%n)` symbols:
  `affine.load %m[%i * 2 + 1, %j + symbol(%n)] : memref<10x10xf32>`.
- `affine.min` / `affine.max`: `%r = affine.min #map(%i)[%n]` (no `affine.max` in xDSL).
- `affine.if`: `affine.if #set(%i)[%n] -> f32 { ... } else { ... }`, generic only in xDSL.
- `affine.parallel`: `affine.parallel (%i, %j) = (0, 0) to (10, min(%n, 8)) step (2, 1)
  reduce ("addf") -> (f32) { ... }`, generic only in xDSL, whose `reductions`
  are strings where upstream stores `arith::AtomicRMWKind` integers.
- `affine.prefetch`, `affine.dma_start` / `affine.dma_wait` and
  `affine.delinearize_index` / `affine.linearize_index`, which xDSL lacks:
  `affine.dma_start %src[%i], %dst[%j + 1], %tag[%c0], %n : memref<...>, memref<...>, memref<...>`,
  `%ij:2 = affine.delinearize_index %idx into (%n, 8) : index, index`.

This module also re-exports xDSL's other `affine` ops, so that `from aiopt.dialects import affine`
names the class the context registers for every `affine` op: passes build ops from it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from io import StringIO
from typing import Self

from xdsl.dialects import affine as xdsl_affine
from xdsl.dialects.affine import *
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    AffineSetAttr,
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    TensorType,
    UnitAttr,
    VectorType,
    i32,
    i64,
)
from xdsl.dialects.utils.dynamic_index_list import (
    parse_dynamic_index_list_without_types,
    print_dynamic_index_list,
)
from xdsl.ir import Attribute, Block, BlockArgument, Dialect, Operation, Region, SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineExpr, AffineMap, AffineSymExpr
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    attr_def,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    ConstantLike,
    IsolatedFromAbove,
    Pure,
    RecursivelySpeculatable,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.lexer import Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

from aiopt.dialects.arith import ATOMIC_RMW_KINDS
from aiopt.dialects.prefetch_hints import parse_prefetch_hints, print_prefetch_hints, verify_locality
from aiopt.support.affine_parsing import AffineParser
from aiopt.support.affine_printing import format_affine_expr
from aiopt.support.canonical_classes import irdl_op_redefinition, recreate_as, registered_factory, use_classes
from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.xdsl_private import parser_state

YieldOp = xdsl_affine.YieldOp

# ---------------------------------------------------------------------------
# Affine expressions of SSA ids: `%i * 2 + symbol(%n)`


class _SsaExprParser(AffineParser):
    """Parses affine expressions over SSA ids: `%x` is a dimension, `symbol(%x)` a symbol.

    Dimensions and symbols are numbered in order of first use; `operands()`
    gives the dimension operands, then the symbol operands, as upstream.
    """

    def __init__(self, parser: Parser):
        super().__init__(parser_state(parser))
        self.dims: dict[str, Span] = {}
        self.syms: dict[str, Span] = {}

    def _ssa_id(self) -> AffineExpr | None:
        token = self._parse_optional_token(MLIRTokenKind.PERCENT_IDENT)
        if token is not None:
            name = token.span.text
            self.dims.setdefault(name, token.span)
            return AffineExpr.dimension(list(self.dims).index(name))
        if self._current_token.kind == MLIRTokenKind.BARE_IDENT and self._current_token.text == "symbol":
            self._consume_token()
            self._parse_token(MLIRTokenKind.L_PAREN, "expected '(' after 'symbol'")
            token = self._parse_token(MLIRTokenKind.PERCENT_IDENT, "expected an SSA id")
            self._parse_token(MLIRTokenKind.R_PAREN, "expected ')'")
            self.syms.setdefault(token.span.text, token.span)
            return AffineExpr.symbol(list(self.syms).index(token.span.text))
        return None

    def expr(self) -> AffineExpr:
        return self._parse_affine_expr(self._ssa_id)

    def finish(self, parser: Parser, exprs: Sequence[AffineExpr]) -> tuple[AffineMap, list[SSAValue]]:
        """The map `(dims)[syms] -> (exprs)` and its resolved operands."""
        spans = [*self.dims.values(), *self.syms.values()]
        operands = [parser.resolve_operand(UnresolvedOperand(span, 0), IndexType()) for span in spans]
        return AffineMap(len(self.dims), len(self.syms), tuple(exprs)), operands


def parse_ssa_map(parser: Parser) -> tuple[AffineMap, list[SSAValue]]:
    """Parse `[expr, ...]` over SSA ids; return the map and its operands (dims, then symbols)."""
    exprs = _SsaExprParser(parser)
    results = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, exprs.expr)
    return exprs.finish(parser, results)


def _ssa_namer(printer: Printer, operands: Sequence[SSAValue], num_dims: int) -> Callable[[AffineExpr], str]:
    """Names dims `%x` and symbols `symbol(%x)` by the printer's SSA names of `operands`."""

    def ssa_name(value: SSAValue) -> str:
        # print_ssa_value names a value and prints it; capture the text.
        stream, printer.stream = printer.stream, StringIO()
        try:
            printer.print_ssa_value(value)
            return printer.stream.getvalue()
        finally:
            printer.stream = stream

    def name(expr: AffineExpr) -> str:
        if isinstance(expr, AffineDimExpr):
            return ssa_name(operands[expr.position])
        assert isinstance(expr, AffineSymExpr)
        return f"symbol({ssa_name(operands[num_dims + expr.position])})"

    return name


def print_ssa_map(printer: Printer, affine_map: AffineMap, operands: Sequence[SSAValue]) -> None:
    """Print `[expr, ...]` with the map's dims and symbols replaced by `operands`."""
    name = _ssa_namer(printer, operands, affine_map.num_dims)
    printer.print_string("[" + ", ".join(format_affine_expr(e, name) for e in affine_map.results) + "]")


def _print_map_operands(printer: Printer, num_dims: int, operands: Sequence[SSAValue]) -> None:
    """Print `(%d0, %d1)[%s0]` (the symbol list only when there are symbols)."""
    with printer.in_parens():
        printer.print_list(operands[:num_dims], printer.print_ssa_value)
    if len(operands) > num_dims:
        with printer.in_square_brackets():
            printer.print_list(operands[num_dims:], printer.print_ssa_value)


def _parse_result_types(parser: Parser) -> list[Attribute]:
    """Parse `type` or `(type, ...)` after `->`."""
    if parser.parse_optional_punctuation("(") is None:
        return [parser.parse_type()]
    types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return types


def _parse_map_operands(parser: Parser) -> tuple[list[SSAValue], list[SSAValue]]:
    """Parse `(%d0, ...)` and an optional `[%s0, ...]`."""
    dims = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, lambda: parser.parse_operand(IndexType()))
    syms = parser.parse_optional_comma_separated_list(
        Parser.Delimiter.SQUARE, lambda: parser.parse_operand(IndexType())
    )
    return dims, syms or []


# ---------------------------------------------------------------------------
# Memory accesses


# ---------------------------------------------------------------------------
# Valid dimensions and symbols (upstream's isValidDim / isValidSymbol)

AFFINE_SCOPE_OPS = frozenset({"func.func", "builtin.module"})
"""Ops with upstream's `AffineScope` trait: the top level of their region is where symbols come from."""


def affine_scope(op: Operation) -> Region | None:
    """Upstream's `getAffineScope`: the closest region around `op` held by an AffineScope op."""
    current = op
    while (parent := current.parent_op()) is not None:
        if parent.name in AFFINE_SCOPE_OPS:
            return current.parent_region()
        current = parent
    return None


def _owner_op(value: SSAValue) -> Operation | None:
    if isinstance(value, BlockArgument):
        return value.owner.parent_op()
    return value.owner


def _is_top_level_in(value: SSAValue, region: Region | None) -> bool:
    if isinstance(value, BlockArgument):
        return value.owner.parent is region
    return value.owner.parent_region() is region


def _is_top_level(value: SSAValue) -> bool:
    """Upstream's one-argument `isTopLevelValue`: defined directly in an AffineScope op's region."""
    if isinstance(value, BlockArgument):
        parent = value.owner.parent_op()
    else:
        parent = value.owner.parent_op()
    return parent is not None and parent.name in AFFINE_SCOPE_OPS


def is_valid_symbol(value: SSAValue, region: Region | None) -> bool:
    """Whether `value` may be a symbol of an affine map in `region` (upstream's `isValidSymbol`)."""
    if not isinstance(value.type, IndexType):
        return False
    if region is not None and _is_top_level_in(value, region):
        return True
    if not isinstance(value, BlockArgument):
        op = value.owner
        if op.has_trait(ConstantLike, value_if_unregistered=False):
            return True
        if isinstance(op, xdsl_affine.ApplyOp):
            return all(is_valid_symbol(operand, region) for operand in op.operands)
        if op.name in ("memref.dim", "tensor.dim"):
            return _is_dim_valid_symbol(op, region)
    # A value defined above `region`'s op is a symbol if it is one there.
    region_op = region.parent if region is not None else None
    if region_op is not None and not region_op.has_trait(IsolatedFromAbove, value_if_unregistered=False):
        if (outer := region_op.parent_region()) is not None:
            return is_valid_symbol(value, outer)
    return False


def _is_dim_valid_symbol(dim_op: Operation, region: Region | None) -> bool:
    shaped = dim_op.operands[0]
    if _is_top_level(shaped):
        return True
    if isinstance(shaped, BlockArgument):
        return False
    index_op = dim_op.operands[1].owner
    if isinstance(dim_op.operands[1], BlockArgument) or not index_op.has_trait(ConstantLike, value_if_unregistered=False):
        return False
    value = index_op.properties.get("value", index_op.attributes.get("value"))
    if not isinstance(value, IntegerAttr):
        return False
    index = value.value.data
    source = shaped.owner
    if source.name not in ("memref.alloc", "memref.view", "memref.subview"):
        return False
    shape = shaped.type.get_shape()
    if index >= len(shape) or index < 0:
        return False
    if shape[index] != DYNAMIC_INDEX:
        return True
    sizes = source.dynamic_sizes if source.name == "memref.alloc" else source.sizes
    position = sum(size == DYNAMIC_INDEX for size in shape[:index])
    return position < len(sizes) and is_valid_symbol(sizes[position], region)


def is_valid_dim(value: SSAValue, region: Region | None) -> bool:
    """Whether `value` may be a dimension of an affine map in `region` (upstream's `isValidDim`)."""
    if not isinstance(value.type, IndexType):
        return False
    if is_valid_symbol(value, region):
        return True
    if isinstance(value, BlockArgument):
        return value.owner.parent_op() is not None and value.owner.parent_op().name in ("affine.for", "affine.parallel")
    op = value.owner
    if isinstance(op, xdsl_affine.ApplyOp):
        return all(is_valid_dim(operand, region) for operand in op.operands)
    if op.name in ("memref.dim", "tensor.dim"):
        return _is_top_level(op.operands[0])
    return False


def verify_dims_and_symbols(op: Operation, operands: Sequence[SSAValue], num_dims: int) -> None:
    """Upstream's `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands dimensions, the rest symbols."""
    region = affine_scope(op)
    for position, operand in enumerate(operands):
        if position < num_dims:
            if not is_valid_dim(operand, region):
                raise VerifyException("operand cannot be used as a dimension id")
        elif not is_valid_symbol(operand, region):
            raise VerifyException("operand cannot be used as a symbol")


def verify_access_indices(op: Operation, indices: Sequence[SSAValue]) -> None:
    """Upstream's index check of affine.load/store: each index a valid dimension or symbol."""
    region = affine_scope(op)
    for index in indices:
        if not (is_valid_dim(index, region) or is_valid_symbol(index, region)):
            raise VerifyException("index must be a valid dimension or symbol identifier")


# xDSL's lower-affine matches xDSL's classes: the replacements subclass them
# (without a new IRDL definition) and only change the syntax.
def _parse_map_op(cls, parser: Parser, message: str):
    """The custom form `affine_map<...>(dims)[symbols] {attrs}` of affine.apply, affine.min and affine.max."""
    pos = parser.pos
    attr = parser.parse_attribute()
    if not isinstance(attr, AffineMapAttr):
        parser.raise_error(message, at_position=pos)
    dims, syms = _parse_map_operands(parser)
    op = cls([*dims, *syms], attr)
    op.attributes |= parser.parse_optional_attr_dict()
    return op


def _print_map_op(printer: Printer, map_: AffineMapAttr, operands: Sequence[SSAValue], attributes) -> None:
    printer.print_string(" ")
    printer.print_attribute(map_)
    _print_map_operands(printer, map_.data.num_dims, operands)
    printer.print_op_attributes(attributes)


class ApplyOp(xdsl_affine.ApplyOp):
    """The single result of `map` applied to the operands, printed as upstream (no space before the operands):

        %r = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    """

    name = "affine.apply"

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        start = parser.pos
        op = _parse_map_op(cls, parser, "Expected affine map attr")
        map_ = op.map.data
        if len(op.mapOperands) != map_.num_dims + map_.num_symbols:
            # (Upstream also counts the dims, which `_parse_map_op` does not return.)
            parser.raise_error("dimension or symbol index mismatch", start, parser.pos)
        return op

    def verify_(self) -> None:
        # Upstream's checks in its words (xDSL's say "affine.apply expects 2 operands, but got 1. ...").
        map_ = self.map.data
        if len(self.mapOperands) != map_.num_dims + map_.num_symbols:
            raise VerifyException("operand count and affine map dimension and symbol count must match")
        if len(map_.results) != 1:
            raise VerifyException("mapping must produce one value")
        super().verify_()

    def print(self, printer: Printer) -> None:
        _print_map_op(printer, self.map, self.mapOperands, self.attributes)


class LoadOp(xdsl_affine.LoadOp):
    """Reads the element of `memref` at the affine map of `indices`, upstream's attr-dict before `:`:

        %x = affine.load %m[%i * 2 + 1, %j + symbol(%n)] {tag} : memref<10x10xf32>
    """

    name = "affine.load"

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        memref = parser.parse_unresolved_operand()
        affine_map, indices = parse_ssa_map(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        value = parser.resolve_operand(memref, memref_type)
        op = cls(value, indices, AffineMapAttr(affine_map), memref_type.get_element_type())
        op.attributes |= attributes
        return op

    def verify_(self) -> None:
        memref_type = self.memref.type
        if isinstance(memref_type, MemRefType) and self.result.type != memref_type.get_element_type():
            raise VerifyException("result type must match element type of memref")  # (upstream's check first)
        verify_memory_op_indexing(self.map.data, self.indices, memref_type)
        super().verify_()
        verify_access_indices(self, self.indices)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.memref)
        print_ssa_map(printer, self.map.data, self.indices)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)


class StoreOp(xdsl_affine.StoreOp):
    """Writes `value` into `memref` at the affine map of `indices`, upstream's attr-dict before `:`:

        affine.store %x, %m[%i, %j mod 3] {tag} : memref<10x10xf32>
    """

    name = "affine.store"

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        memref = parser.parse_unresolved_operand()
        affine_map, indices = parse_ssa_map(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        stored = parser.resolve_operand(value, memref_type.get_element_type())
        op = cls(stored, parser.resolve_operand(memref, memref_type), indices, AffineMapAttr(affine_map))
        op.attributes |= attributes
        return op

    def verify_(self) -> None:
        memref_type = self.memref.type
        if isinstance(memref_type, MemRefType) and self.value.type != memref_type.get_element_type():
            raise VerifyException("value to store must have the same type as memref element type")  # (upstream's first)
        verify_memory_op_indexing(self.map.data, self.indices, memref_type)
        super().verify_()
        verify_access_indices(self, self.indices)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.value)
        printer.print_string(", ")
        printer.print_ssa_value(self.memref)
        print_ssa_map(printer, self.map.data, self.indices)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)


def verify_memory_op_indexing(affine_map: AffineMap, indices: Sequence[SSAValue], memref_type: Attribute) -> None:
    """Upstream's `verifyMemoryOpIndexing` of affine.load/store/vector_load/vector_store:

        "affine.load"(%m, %i, %j, %k) {map = affine_map<(i, j) -> (i, j)>} : (memref<?x?xf32>, index, index, index) -> f32
        // error: 'affine.load' op expects as many subscripts as affine map inputs
    """
    if isinstance(memref_type, MemRefType) and len(affine_map.results) != memref_type.get_num_dims():
        raise VerifyException("affine map num results must equal memref rank")
    if affine_map.num_dims + affine_map.num_symbols != len(indices):
        raise VerifyException("expects as many subscripts as affine map inputs")


def verify_vector_memory_op(memref_type: Attribute, vector_type: Attribute) -> None:
    """Upstream's `verifyVectorMemoryOp`: `affine.vector_load %m[%i] : memref<100xf32>, vector<8xf64>` is
    rejected with `requires memref and vector types of the same elemental type`."""
    if not isinstance(memref_type, MemRefType):
        return
    vector_element = vector_type.get_element_type() if isinstance(vector_type, VectorType) else vector_type
    if memref_type.get_element_type() != vector_element:
        raise VerifyException("requires memref and vector types of the same elemental type")


class VectorLoadOp(xdsl_affine.VectorLoadOp):
    """`%v = affine.vector_load %m[%i * 8 + symbol(%n)] : memref<100xf32>, vector<8xf32>`, with upstream's
    checks first and its syntax of map operands (xDSL's prints a symbol operand as a dimension)."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        memref = parser.parse_unresolved_operand()
        affine_map, indices = parse_ssa_map(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        parser.parse_punctuation(",")
        vector_type = parser.parse_type()
        op = cls(parser.resolve_operand(memref, memref_type), indices, AffineMapAttr(affine_map), vector_type)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.memref)
        print_ssa_map(printer, self.map.data, self.indices)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)
        printer.print_string(", ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        verify_memory_op_indexing(self.map.data, self.indices, self.memref.type)
        verify_vector_memory_op(self.memref.type, self.result.type)
        super().verify_()


class VectorStoreOp(xdsl_affine.VectorStoreOp):
    """`affine.vector_store %v, %m[%i * 8 + symbol(%n)] : memref<100xf32>, vector<8xf32>`, with upstream's
    checks first and its syntax of map operands (as `VectorLoadOp`)."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        memref = parser.parse_unresolved_operand()
        affine_map, indices = parse_ssa_map(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        parser.parse_punctuation(",")
        vector_type = parser.parse_type()
        stored = parser.resolve_operand(value, vector_type)
        op = cls(stored, parser.resolve_operand(memref, memref_type), indices, AffineMapAttr(affine_map))
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.value)
        printer.print_string(", ")
        printer.print_ssa_value(self.memref)
        print_ssa_map(printer, self.map.data, self.indices)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)
        printer.print_string(", ")
        printer.print_attribute(self.value.type)

    def verify_(self) -> None:
        verify_memory_op_indexing(self.map.data, self.indices, self.memref.type)
        verify_vector_memory_op(self.memref.type, self.value.type)
        super().verify_()


def _as_class(parsed: Operation, cls: type[IRDLOperation]) -> IRDLOperation:
    """The op `parsed` (just parsed, unused) re-created as `cls`."""
    op = recreate_as(parsed, cls)
    parsed.operands = ()
    return op


# ---------------------------------------------------------------------------
# min / max


class _MinMaxOp(IRDLOperation):
    """Base of affine.min and affine.max: the min (max) of the results of `map` applied to the operands."""

    arguments = var_operand_def(IndexType)
    result = result_def(IndexType)
    map = prop_def(AffineMapAttr)
    traits = traits_def(Pure())

    def __init__(self, operands: Sequence[SSAValue], affine_map: AffineMapAttr):
        super().__init__(operands=[operands], properties={"map": affine_map}, result_types=[IndexType()])

    def verify_(self) -> None:
        m = self.map.data
        if len(self.operands) != m.num_dims + m.num_symbols:
            raise VerifyException("operand count and affine map dimension and symbol count must match")
        if not m.results:
            raise VerifyException("the map must have at least one result")

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        return _parse_map_op(cls, parser, "expected an affine map")

    def print(self, printer: Printer) -> None:
        _print_map_op(printer, self.map, self.operands, self.attributes)


# xDSL's MinOp is not Pure and has a looser verifier; the definition is _MinMaxOp's, shared with affine.max.
@irdl_op_redefinition
class MinOp(xdsl_affine.MinOp, _MinMaxOp):
    """The minimum of the map's results: `%r = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n]`."""

    name = "affine.min"


@irdl_op_definition
class MaxOp(_MinMaxOp):
    """The maximum of the map's results: `%r = affine.max affine_map<(d0) -> (0, d0 - 4)>(%i)`."""

    name = "affine.max"


# ---------------------------------------------------------------------------
# if


# xDSL's IfOp has no implicit terminator, custom syntax or verifier.
@irdl_op_redefinition
class IfOp(xdsl_affine.IfOp):
    """Runs `then` when every constraint of `condition` holds at the operands, else `else`.

        %r = affine.if affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 - 1 >= 0)>(%i)[%n] -> f32 {
          affine.yield %a : f32
        } else {
          affine.yield %b : f32
        }
    """

    name = "affine.if"

    args = var_operand_def(IndexType)
    res = var_result_def()
    condition = prop_def(AffineSetAttr)
    then_region = region_def("single_block")
    else_region = region_def()

    traits = traits_def(RecursiveMemoryEffect(), RecursivelySpeculatable(), SingleBlockImplicitTerminator(YieldOp))

    def __init__(
        self,
        condition: AffineSetAttr,
        args: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        then_region: Region,
        else_region: Region | None = None,
    ):
        super().__init__(
            operands=[args],
            result_types=[result_types],
            properties={"condition": condition},
            regions=[then_region, else_region or Region()],
        )

    def verify_(self) -> None:
        for index, region in enumerate(self.regions):
            if region.blocks and region.blocks[0].args:
                raise VerifyException(f"region #{index} should have no arguments")
        condition = self.condition.data
        if len(self.args) != condition.num_dims + condition.num_symbols:
            raise VerifyException("operand count and condition integer set dimension and symbol count must match")
        if self.res and not self.else_region.blocks:
            raise VerifyException("must have an else block if defining values")
        verify_dims_and_symbols(self, self.args, condition.num_dims)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        condition = parser.parse_attribute()
        if not isinstance(condition, AffineSetAttr):
            parser.raise_error("expected an integer set", pos)
        dims, syms = _parse_map_operands(parser)
        # Upstream's checks of the operand counts, at the op name.
        integer_set = condition.data
        name = parser.op_name_offset() if hasattr(parser, "op_name_offset") else pos
        if len(dims) != integer_set.num_dims:
            parser.raise_error("dim operand count and integer set dim count must match", name)
        if len(syms) != integer_set.num_symbols:
            parser.raise_error("symbol operand count and integer set symbol count must match", name)
        result_types = _parse_result_types(parser) if parser.parse_optional_punctuation("->") is not None else []
        then_region = parser.parse_region()
        else_region = parser.parse_region() if parser.parse_optional_keyword("else") is not None else Region()
        for region in (then_region, else_region):
            if region.blocks and (region.block.last_op is None or not isinstance(region.block.last_op, YieldOp)):
                region.block.add_op(YieldOp.get())
        if not then_region.blocks:
            then_region.add_block(Block([YieldOp.get()]))
        op = cls(condition, [*dims, *syms], result_types, then_region, else_region)
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.condition)
        _print_map_operands(printer, self.condition.data.num_dims, self.args)
        if self.res:
            printer.print_string(" -> ")
            if len(self.res) == 1:
                printer.print_attribute(self.res[0].type)
            else:
                with printer.in_parens():
                    printer.print_list(self.result_types, printer.print_attribute)
        printer.print_string(" ")
        printer.print_region(self.then_region, print_entry_block_args=False, print_block_terminators=bool(self.res))
        if self.else_region.blocks and (self.res or list(self.else_region.block.ops)[:-1]):
            printer.print_string(" else ")
            printer.print_region(
                self.else_region, print_entry_block_args=False, print_block_terminators=bool(self.res)
            )
        printer.print_op_attributes(self.attributes)


# ---------------------------------------------------------------------------
# parallel


def _groups(sizes: Sequence[int]) -> DenseIntOrFPElementsAttr:
    return DenseIntOrFPElementsAttr.from_list(TensorType(i32, [len(sizes)]), list(sizes))


# xDSL's ParallelOp holds the reductions as strings, MLIR as `arith::AtomicRMWKind` integers.
@irdl_op_redefinition
class ParallelOp(xdsl_affine.ParallelOp):
    """A parallel band of loops with optional reductions (`arith::AtomicRMWKind`s) into its results.

    Each lower bound is the max of a group of `lowerBoundsMap` results, each
    upper bound the min of a group of `upperBoundsMap` results.

        %s = affine.parallel (%i, %j) = (0, 0) to (10, min(%n, 8)) step (2, 1) reduce ("addf") -> (f32) {
          %x = affine.load %m[%i, %j] : memref<10x10xf32>
          affine.yield %x : f32
        }
    """

    name = "affine.parallel"

    map_operands = var_operand_def(IndexType)
    reductions = prop_def(ArrayAttr[IntegerAttr])
    lowerBoundsMap = prop_def(AffineMapAttr)
    lowerBoundsGroups = prop_def(DenseIntOrFPElementsAttr)
    upperBoundsMap = prop_def(AffineMapAttr)
    upperBoundsGroups = prop_def(DenseIntOrFPElementsAttr)
    steps = prop_def(ArrayAttr[IntegerAttr])
    res = var_result_def()
    body = region_def("single_block")

    traits = traits_def(SingleBlockImplicitTerminator(YieldOp), RecursiveMemoryEffect())

    def __init__(
        self,
        lower: tuple[AffineMap, Sequence[int]],
        upper: tuple[AffineMap, Sequence[int]],
        operands: Sequence[SSAValue],
        steps: Sequence[int],
        reductions: Sequence[str],
        result_types: Sequence[Attribute],
        body: Region,
    ):
        """`lower`/`upper`: a map (over `operands`, lower dims/syms then upper dims/syms) and its group sizes."""
        super().__init__(
            operands=[operands],
            result_types=[result_types],
            properties={
                "reductions": ArrayAttr([IntegerAttr(ATOMIC_RMW_KINDS.index(r), i64) for r in reductions]),
                "lowerBoundsMap": AffineMapAttr(lower[0]),
                "lowerBoundsGroups": _groups(lower[1]),
                "upperBoundsMap": AffineMapAttr(upper[0]),
                "upperBoundsGroups": _groups(upper[1]),
                "steps": ArrayAttr([IntegerAttr(s, i64) for s in steps]),
            },
            regions=[body],
        )

    def bound_groups(self, upper: bool) -> list[list[AffineExpr]]:
        """The expressions of each loop's lower (upper) bound group."""
        affine_map = (self.upperBoundsMap if upper else self.lowerBoundsMap).data
        sizes = (self.upperBoundsGroups if upper else self.lowerBoundsGroups).get_values()
        groups, start = [], 0
        for size in sizes:
            groups.append(list(affine_map.results[start : start + int(size)]))
            start += int(size)
        return groups

    def bound_operands(self, upper: bool) -> Sequence[SSAValue]:
        """The dims then symbols of the lower (upper) bounds map."""
        lower_map = self.lowerBoundsMap.data
        split = lower_map.num_dims + lower_map.num_symbols
        return self.map_operands[split:] if upper else self.map_operands[:split]

    def verify_(self) -> None:
        loops = len(self.steps)
        counts = (
            len(self.body.block.args),
            len(self.lowerBoundsGroups.get_values()),
            len(self.upperBoundsGroups.get_values()),
            loops,
        )
        if len(set(counts)) != 1:
            raise VerifyException(
                f"the number of region arguments ({counts[0]}) and the number of map groups for lower ({counts[1]}) "
                f"and upper bound ({counts[2]}), and the number of steps ({counts[3]}) must all match"
            )
        if any(not isinstance(a.type, IndexType) for a in self.body.block.args):
            raise VerifyException(f"the body must take {loops} index arguments, one per loop")
        for upper, attr in ((False, self.lowerBoundsGroups), (True, self.upperBoundsGroups)):
            affine_map = (self.upperBoundsMap if upper else self.lowerBoundsMap).data
            sizes = [int(v) for v in attr.get_values()]
            if len(sizes) != loops or sum(sizes) != len(affine_map.results) or min(sizes, default=1) < 1:
                raise VerifyException(f"{'upper' if upper else 'lower'} bound groups must partition the map results")
        maps = (self.lowerBoundsMap.data, self.upperBoundsMap.data)
        if len(self.map_operands) != sum(m.num_dims + m.num_symbols for m in maps):
            raise VerifyException("operand count must match the bound maps' dimension and symbol counts")
        if len(self.reductions) != len(self.res):
            raise VerifyException("a reduction must be specified for each output")
        for reduction, result_type in zip(self.reductions, self.result_types):
            if not 0 <= reduction.value.data < len(ATOMIC_RMW_KINDS):
                raise VerifyException(f"invalid reduction kind {reduction.value.data}")
            if not _reduction_fits(ATOMIC_RMW_KINDS[reduction.value.data], result_type):
                raise VerifyException("result type cannot match reduction attribute")
        verify_dims_and_symbols(self, self.bound_operands(upper=False), self.lowerBoundsMap.data.num_dims)
        verify_dims_and_symbols(self, self.bound_operands(upper=True), self.upperBoundsMap.data.num_dims)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        ivs = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False))
        parser.parse_punctuation("=")
        lower, lower_operands = _parse_bounds(parser, "max")
        parser.parse_keyword("to")
        upper, upper_operands = _parse_bounds(parser, "min")
        steps = [1] * len(ivs)
        if parser.parse_optional_keyword("step") is not None:
            steps = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_integer)
        reductions: list[str] = []
        result_types: list[Attribute] = []
        if parser.parse_optional_keyword("reduce") is not None:
            pos = parser.pos
            reductions = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_str_literal)
            unknown = [r for r in reductions if r not in ATOMIC_RMW_KINDS]
            if unknown:
                parser.raise_error(f"invalid reduction value: \"{unknown[0]}\"", pos)
        # Upstream's optional arrow type list, with or without reductions (the verifier pairs them).
        if parser.parse_optional_punctuation("->") is not None:
            result_types = _parse_result_types(parser)
        body = parser.parse_region([iv.resolve(IndexType()) for iv in ivs])
        if body.block.last_op is None or not isinstance(body.block.last_op, YieldOp):
            body.block.add_op(YieldOp.get())
        op = cls(lower, upper, [*lower_operands, *upper_operands], steps, reductions, result_types, body)
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        with printer.in_parens():
            printer.print_list(self.body.block.args, printer.print_ssa_value)
        printer.print_string(" = ")
        self._print_bounds(printer, upper=False)
        printer.print_string(" to ")
        self._print_bounds(printer, upper=True)
        steps = [s.value.data for s in self.steps]
        if any(s != 1 for s in steps):
            printer.print_string(" step (" + ", ".join(map(str, steps)) + ")")
        if self.reductions:
            names = ", ".join(f'"{ATOMIC_RMW_KINDS[r.value.data]}"' for r in self.reductions)
            printer.print_string(f" reduce ({names}) -> ")
            with printer.in_parens():
                printer.print_list(self.result_types, printer.print_attribute)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False, print_block_terminators=bool(self.res))
        printer.print_op_attributes(self.attributes)

    def _print_bounds(self, printer: Printer, upper: bool) -> None:
        affine_map = (self.upperBoundsMap if upper else self.lowerBoundsMap).data
        name = _ssa_namer(printer, self.bound_operands(upper), affine_map.num_dims)
        texts = []
        for group in self.bound_groups(upper):
            exprs = ", ".join(format_affine_expr(e, name) for e in group)
            texts.append(exprs if len(group) == 1 else f"{'min' if upper else 'max'}({exprs})")
        printer.print_string("(" + ", ".join(texts) + ")")


def _parse_bounds(parser: Parser, keyword: str) -> tuple[tuple[AffineMap, list[int]], list[SSAValue]]:
    """Parse `(e, max(e, e), ...)`: the bounds map over its SSA ids, its group sizes and operands."""
    exprs = _SsaExprParser(parser)
    results: list[AffineExpr] = []
    sizes: list[int] = []

    def bound() -> None:
        if parser.parse_optional_keyword(keyword) is not None:
            group = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, exprs.expr)
        else:
            group = [exprs.expr()]
        results.extend(group)
        sizes.append(len(group))

    parser.parse_comma_separated_list(Parser.Delimiter.PAREN, bound)
    affine_map, operands = exprs.finish(parser, results)
    return (affine_map, sizes), operands


class ForOp(xdsl_affine.ForOp):
    """xDSL's `affine.for`, whose bound operands must also be valid dimensions and symbols, as upstream checks.

        affine.for %i = 0 to #map(%d)[%n] { ... }
    """

    from_region = registered_factory(xdsl_affine.ForOp.from_region)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        # xDSL's parser builds its own class, and its own `affine.yield` where the body has none:
        # move what it parsed into this class and aiopt's YieldOp.
        start = parser.pos
        try:
            parsed = super().parse(parser)
        except ParseError as err:
            message = _upstream_for_message(err.msg)
            # Upstream reads the step as an attribute (xDSL as an integer): its words where that fails.
            written = err.span.input.content[: err.span.start].rstrip()
            if re.search(r"\bstep$", written) and message in ("Expected integer literal", "expected integer value"):
                message = "expected attribute value"
            elif re.search(r"\bstep\s*-$", written) and message == "Expected integer literal after '-'":
                message = "expected constant integer or floating point value"
            if message == err.msg:
                raise  # (as it is: with its notes)
            raise ParseError(err.span, message) from None
        for bound in (parsed.lowerBoundMap.data, parsed.upperBoundMap.data):
            # Upstream reads a constant bound into an i64 attribute: `affine.for %i = 1 to 9223372036854775810`.
            if any(
                isinstance(expr, AffineConstantExpr) and not -(2**63) <= expr.value < 2**63
                for result in bound.results
                for expr in result.dfs()
            ):
                parser.raise_error("integer constant out of range for attribute", start, start + 1)
        op = _as_class(parsed, cls)
        use_classes({YieldOp.name: YieldOp}.get, op.body)
        return op

    def verify_(self) -> None:
        # Upstream's region is a SizedRegion<1> (xDSL's is any region, and its verifier reads the one block).
        if len(self.body.blocks) != 1:
            raise VerifyException("region #0 ('region') failed to verify constraint: region with 1 blocks")
        super().verify_()
        verify_dims_and_symbols(self, self.lowerBoundOperands, self.lowerBoundMap.data.num_dims)
        verify_dims_and_symbols(self, self.upperBoundOperands, self.upperBoundMap.data.num_dims)


def _upstream_for_message(message: str) -> str:
    """xDSL's parser message for an `affine.for`, in upstream's words:

        affine.for %i = 1 too 10 {   // error: custom op 'affine.for' expected 'to' between bounds
    """
    # Upstream's ForOp::parse reports these itself, with its `custom op 'affine.for' ` prefix.
    prefix = "custom op 'affine.for' "
    bare = message.removeprefix(prefix)
    if bare == "'to' expected":
        return prefix + "expected 'to' between bounds"
    if bare == "Expected block argument!":
        return "expected SSA operand"  # `affine.for i = ...`
    if re.fullmatch(r"\d+ operands present, but expected \d+", bare):
        return prefix + "mismatch between the number of loop-carried values and results"  # iter_args(...) -> (types)
    for keyword, bound in (("max", "lower"), ("min", "upper")):
        if bare == f"loop bound affine map with multiple results requires '{keyword}' prefix":
            return f"{prefix}{bound} {bare}"
    return message


def _reduction_fits(kind: str, result_type: Attribute) -> bool:
    """Upstream's `isResultTypeMatchAtomicRMWKind`: float kinds reduce floats, integer kinds integers.

    (Upstream also wants signed/unsigned integer types for maxs/mins/maxu/minu; signless ones are accepted here.)
    """
    if kind == "assign":
        return True
    if kind in ("addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf"):
        return isinstance(result_type, AnyFloat)
    return isinstance(result_type, IntegerType)


class YieldOp(xdsl_affine.YieldOp):
    """The values an affine.for/if/parallel region gives its parent's results: `affine.yield %x : f32`."""

    get = registered_factory(xdsl_affine.YieldOp.get)

    def verify_(self) -> None:
        super().verify_()
        parent = self.parent_op()
        if parent is None:
            return
        if not isinstance(parent, xdsl_affine.ParallelOp | xdsl_affine.IfOp | xdsl_affine.ForOp):
            raise VerifyException("only terminates affine.if/for/parallel regions")
        if len(parent.results) != len(self.arguments):
            raise VerifyException("parent of yield must have same number of results as the yield operands")
        if any(result.type != value.type for result, value in zip(parent.results, self.arguments)):
            raise VerifyException("types mismatch between yield op and its parent")


# ---------------------------------------------------------------------------
# prefetch, DMA, and index (de)linearization (xDSL 0.74 lacks them)


def _verify_affine_indices(op: Operation, indices: Sequence[SSAValue], what: str, op_name: str | None = None) -> None:
    """Upstream's index checks of the affine DMA ops and prefetch: `index` type, then a valid dim or symbol."""
    region = affine_scope(op)
    for index in indices:
        if op_name is not None and not isinstance(index.type, IndexType):
            raise VerifyException(f"{what}index to {op_name} must have 'index' type")
        if not (is_valid_dim(index, region) or is_valid_symbol(index, region)):
            raise VerifyException(f"{what}index must be a valid dimension or symbol identifier")


@irdl_op_definition
class PrefetchOp(IRDLOperation):
    """A cache hint for the element at an affine access (the affine form of `memref.prefetch`):

        affine.prefetch %m[%i + 3, symbol(%n)], read, locality<3>, data : memref<400x400xi32>
    """

    name = "affine.prefetch"

    memref = operand_def(MemRefType)
    mapOperands = var_operand_def(IndexType)
    map = prop_def(AffineMapAttr)
    isWrite = prop_def(IntegerAttr)
    localityHint = prop_def(IntegerAttr)
    isDataCache = prop_def(IntegerAttr)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        memref = parser.parse_unresolved_operand()
        affine_map, indices = parse_ssa_map(parser)
        hints = parse_prefetch_hints(parser, pos)
        return cls.build(
            operands=[parser.resolve_operand(memref, hints.memref_type), indices],
            properties={"map": AffineMapAttr(affine_map), **hints.properties()},
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.memref)
        print_ssa_map(printer, self.map.data, self.mapOperands)
        print_prefetch_hints(printer, self)

    def verify_(self) -> None:
        verify_locality(self)
        affine_map = self.map.data
        if len(affine_map.results) != self.memref.type.get_num_dims():
            raise VerifyException("affine.prefetch affine map num results must equal memref rank")
        if affine_map.num_dims + affine_map.num_symbols != len(self.mapOperands):
            raise VerifyException("too few operands")
        _verify_affine_indices(self, self.mapOperands, "")


def _parse_memref_access(parser: Parser) -> tuple[UnresolvedOperand, AffineMap, list[SSAValue]]:
    memref = parser.parse_unresolved_operand()
    affine_map, indices = parse_ssa_map(parser)
    return memref, affine_map, indices


def _map_inputs(affine_map: AffineMap) -> int:
    return affine_map.num_dims + affine_map.num_symbols


@irdl_op_definition
class DmaStartOp(IRDLOperation):
    """Start a DMA of `num_elements` elements from `src` to `dst` at affine accesses; completion is
    signalled on the `tag` element (optionally `stride` and elements per stride follow):

        affine.dma_start %src[%i], %dst[%j + 1], %tag[%c0], %n : memref<100xf32>, memref<100xf32, 2>, memref<1xi32, 4>
    """

    name = "affine.dma_start"

    operands_ = var_operand_def()
    src_map = attr_def(AffineMapAttr)
    dst_map = attr_def(AffineMapAttr)
    tag_map = attr_def(AffineMapAttr)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        accesses = []
        for index in range(3):
            if index:
                parser.parse_punctuation(",")
            accesses.append(_parse_memref_access(parser))
        parser.parse_punctuation(",")
        rest = [parser.parse_unresolved_operand()]
        while parser.parse_optional_punctuation(",") is not None:
            rest.append(parser.parse_unresolved_operand())
        if len(rest) not in (1, 3):
            parser.raise_error("expected two stride related operands", pos, pos)
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
        if len(types) != 3:
            parser.raise_error("expected three types", pos, pos)
        operands: list[SSAValue] = []
        for (memref, _, indices), type_ in zip(accesses, types):
            operands += [parser.resolve_operand(memref, type_), *indices]
        operands += [parser.resolve_operand(value, IndexType()) for value in rest]
        return cls.create(
            operands=operands,
            attributes={
                name: AffineMapAttr(affine_map)
                for name, (_, affine_map, _) in zip(("src_map", "dst_map", "tag_map"), accesses)
            },
        )

    def _groups(self) -> tuple[list[tuple[SSAValue, AffineMap, Sequence[SSAValue]]], Sequence[SSAValue]]:
        """(memref, map, indices) of the source, destination and tag, then the trailing operands."""
        groups, start = [], 0
        for attr in (self.src_map, self.dst_map, self.tag_map):
            count = _map_inputs(attr.data)
            groups.append((self.operands[start], attr.data, self.operands[start + 1 : start + 1 + count]))
            start += 1 + count
        return groups, self.operands[start:]

    def print(self, printer: Printer) -> None:
        groups, rest = self._groups()
        for index, (memref, affine_map, indices) in enumerate(groups):
            printer.print_string(", " if index else " ")
            printer.print_ssa_value(memref)
            print_ssa_map(printer, affine_map, indices)
        for value in rest:
            printer.print_string(", ")
            printer.print_ssa_value(value)
        printer.print_string(" : ")
        printer.print_list([memref.type for memref, _, _ in groups], printer.print_attribute)

    def verify_(self) -> None:
        inputs = sum(_map_inputs(attr.data) for attr in (self.src_map, self.dst_map, self.tag_map))
        if len(self.operands) not in (inputs + 4, inputs + 6):
            raise VerifyException("incorrect number of operands")
        groups, _ = self._groups()
        for (memref, _, _), what in zip(groups, ("source", "destination", "tag")):
            if not isinstance(memref.type, MemRefType):
                raise VerifyException(f"expected DMA {what} to be of memref type")
        for (_, _, indices), what in zip(groups, ("src ", "dst ", "tag ")):
            _verify_affine_indices(self, indices, what, "dma_start")


@irdl_op_definition
class DmaWaitOp(IRDLOperation):
    """Wait for the DMA whose tag element is at the affine access to finish `num_elements` elements:

        affine.dma_wait %tag[%c0], %n : memref<1xi32, 4>
    """

    name = "affine.dma_wait"

    operands_ = var_operand_def()
    tag_map = attr_def(AffineMapAttr)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        memref, affine_map, indices = _parse_memref_access(parser)
        parser.parse_punctuation(",")
        count = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        return cls.create(
            operands=[parser.resolve_operand(memref, memref_type), *indices, parser.resolve_operand(count, IndexType())],
            attributes={"tag_map": AffineMapAttr(affine_map)},
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.operands[0])
        print_ssa_map(printer, self.tag_map.data, self.operands[1:-1])
        printer.print_string(", ")
        printer.print_ssa_value(self.operands[-1])
        printer.print_string(f" : {self.operands[0].type}")

    def verify_(self) -> None:
        if not self.operands or not isinstance(self.operands[0].type, MemRefType):
            raise VerifyException("expected DMA tag to be of memref type")
        if len(self.operands) != _map_inputs(self.tag_map.data) + 2:
            raise VerifyException("incorrect number of operands")
        _verify_affine_indices(self, self.operands[1:-1], "", "dma_wait")


def _verify_basis(static_basis: Sequence[int], dynamic_basis: Sequence[SSAValue]) -> None:
    if sum(size == DYNAMIC_INDEX for size in static_basis) != len(dynamic_basis):
        raise VerifyException(
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) "
            "-- this can only happen due to an incorrect fold/rewrite"
        )
    if any(size <= 0 and size != DYNAMIC_INDEX for size in static_basis):
        raise VerifyException("no basis element may be statically non-positive")


def _parse_basis(parser: Parser) -> tuple[list[SSAValue], DenseArrayBase]:
    pos = parser.pos
    values, static = parse_dynamic_index_list_without_types(parser, DYNAMIC_INDEX, delimiter=Parser.Delimiter.PAREN)
    return list(parser.resolve_operands(values, [IndexType()] * len(values), pos)), DenseArrayBase.from_list(
        i64, static
    )


def _print_basis(printer: Printer, dynamic: Sequence[SSAValue], static: DenseArrayBase) -> None:
    print_dynamic_index_list(printer, DYNAMIC_INDEX, dynamic, static.get_values(), delimiter=Parser.Delimiter.PAREN)


@irdl_op_definition
class DelinearizeIndexOp(IRDLOperation):
    """The multi-index of a linear index in a row-major basis (the outermost bound may be left out):

        %ij:2 = affine.delinearize_index %idx into (%n, 8) : index, index
    """

    name = "affine.delinearize_index"

    linear_index = operand_def(IndexType)
    dynamic_basis = var_operand_def(IndexType)
    static_basis = prop_def(DenseArrayBase.constr(i64))
    multi_index = var_result_def(IndexType)

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        index = parser.parse_operand(IndexType())
        parser.parse_keyword("into")
        dynamic, static = _parse_basis(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
        return cls.build(
            operands=[index, dynamic], result_types=[types], properties={"static_basis": static}, attributes=attributes
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.linear_index)
        printer.print_string(" into ")
        _print_basis(printer, self.dynamic_basis, self.static_basis)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list(self.result_types, printer.print_attribute)

    def verify_(self) -> None:
        basis = self.static_basis.get_values()
        if len(self.multi_index) not in (len(basis), len(basis) + 1):
            raise VerifyException("should return an index for each basis element and up to one extra index")
        _verify_basis(basis, self.dynamic_basis)


@irdl_op_definition
class LinearizeIndexOp(IRDLOperation):
    """The linear index of a multi-index in a row-major basis (the outermost bound may be left out);
    `disjoint` promises each index is within its bound:

        %idx = affine.linearize_index disjoint [%i, %j] by (%n, 8) : index
    """

    name = "affine.linearize_index"

    multi_index = var_operand_def(IndexType)
    dynamic_basis = var_operand_def(IndexType)
    static_basis = prop_def(DenseArrayBase.constr(i64))
    disjoint = opt_prop_def(Attribute)
    linear_index = result_def(IndexType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure())

    @property
    def is_disjoint(self) -> bool:
        return isinstance(self.disjoint, UnitAttr) or (
            isinstance(self.disjoint, IntegerAttr) and bool(self.disjoint.value.data)
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("disjoint") is not None:
            properties["disjoint"] = UnitAttr()
        indices = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, lambda: parser.parse_operand(IndexType()))
        parser.parse_keyword("by")
        dynamic, static = _parse_basis(parser)
        properties["static_basis"] = static
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        return cls.build(
            operands=[indices, dynamic], result_types=[result_type], properties=properties, attributes=attributes
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" disjoint [" if self.is_disjoint else " [")
        printer.print_list(self.multi_index, printer.print_ssa_value)
        printer.print_string("] by ")
        _print_basis(printer, self.dynamic_basis, self.static_basis)
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : {self.linear_index.type}")

    def verify_(self) -> None:
        basis = self.static_basis.get_values()
        if len(self.multi_index) not in (len(basis), len(basis) + 1):
            raise VerifyException("should be passed a basis element for each index except possibly the first")
        _verify_basis(basis, self.dynamic_basis)


_REPLACED = {"affine.apply": ApplyOp, "affine.load": LoadOp, "affine.store": StoreOp, "affine.min": MinOp, "affine.if": IfOp, "affine.for": ForOp}
_REPLACED["affine.parallel"] = ParallelOp
_REPLACED["affine.yield"] = YieldOp
_REPLACED["affine.vector_load"] = VectorLoadOp
_REPLACED["affine.vector_store"] = VectorStoreOp

AFFINE_CONSTRUCTS = ("affine.for", "affine.parallel", "affine.if")
"""The affine ops whose regions give their own meaning to dimensions and symbols."""


class AffineInlinerInterface(DialectInlinerInterface):
    """Upstream's affine inliner interface, conservatively: an affine op is not inlined into the body of an
    `affine.for`, `affine.parallel` or `affine.if`, where its operands may no longer be valid dimensions
    and symbols (upstream checks each one; aiopt refuses them all)."""

    def is_legal_to_inline(self, op: Operation, dest: Region, would_be_cloned: bool) -> bool:
        parent = dest.parent_op()
        while parent is not None:
            if parent.name in AFFINE_CONSTRUCTS:
                return False
            parent = parent.parent_op()
        return True


AFFINE = Dialect(
    "affine",
    [
        *(_REPLACED.get(op.name, op) for op in xdsl_affine.Affine.operations),
        MaxOp, PrefetchOp, DmaStartOp, DmaWaitOp, DelinearizeIndexOp, LinearizeIndexOp,
    ],
    list(xdsl_affine.Affine.attributes),
    [AffineInlinerInterface()],
)
