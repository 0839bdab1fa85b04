"""`--expand-strided-metadata`: view ops to explicit offset/size/stride arithmetic, as upstream's pass.

A view (`memref.subview`, `memref.expand_shape`, `memref.collapse_shape`)
becomes a `memref.reinterpret_cast` of its source's base buffer, with the
offset, sizes and strides computed from the source's metadata
(`memref.extract_strided_metadata`) by `affine.apply`, or as constants where
they are static:

    %s = memref.subview %m[%i, %j] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>

becomes

    %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
    %o = affine.apply affine_map<()[s0, s1] -> (s0 * 8 + s1)>()[%i, %j]
    %s = memref.reinterpret_cast %base to offset: [%o], sizes: [4, 4], strides: [8, 1] : memref<f32> to memref<4x4xf32, strided<[8, 1], offset: ?>>

`memref.extract_strided_metadata` of a `memref.reinterpret_cast` takes the
cast's operands, and its static results (from the source type) become
constants, so chains of views fold into one cast of the original buffer.
What is left needs only `reinterpret_cast` and `extract_strided_metadata`
support from `finalize-memref-to-llvm`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import DYNAMIC_INDEX, AffineMapAttr, MemRefType, ModuleOp, NoneAttr
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from aiopt.dialects import affine, arith, memref
from aiopt.support.cached_attributes import index_attr
from aiopt.support.passes import DiagnosticPass
from aiopt.support.rewriting import InheritLocation

Mixed = int | SSAValue
"""A static value or an SSA value (MLIR's OpFoldResult)."""


def _mixed(static: Sequence[int], dynamic: Sequence[SSAValue]) -> list[Mixed]:
    """Merge a static list (DYNAMIC_INDEX marking dynamic entries) with the dynamic values, in order."""
    values = iter(dynamic)
    return [next(values) if s == DYNAMIC_INDEX else s for s in static]


class _Arith:
    """Builds affine expressions over SSA values (as symbols), folding constants, and materializes them."""

    def __init__(self, rewriter: PatternRewriter):
        self.rewriter = rewriter
        self.symbols: list[SSAValue] = []

    def expr(self, value: Mixed) -> AffineExpr:
        if isinstance(value, int):
            return AffineExpr.constant(value)
        if value not in self.symbols:
            self.symbols.append(value)
        return AffineExpr.symbol(self.symbols.index(value))

    @staticmethod
    def mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
        """`lhs * rhs`, also when neither is a constant (a semi-affine product of symbols, as upstream allows)."""
        if isinstance(lhs, AffineConstantExpr) or isinstance(rhs, AffineConstantExpr):
            return lhs * rhs
        return AffineBinaryOpExpr(AffineBinaryOpKind.Mul, lhs, rhs)

    def value(self, expr: AffineExpr) -> Mixed:
        """The static value of `expr`, the symbol it is, or an `affine.apply` computing it."""
        if isinstance(expr, AffineConstantExpr):
            return expr.value
        if isinstance(expr, AffineSymExpr):
            return self.symbols[expr.position]
        used = sorted({e.position for e in expr.dfs() if isinstance(e, AffineSymExpr)})
        compact = _renumber(expr, {old: new for new, old in enumerate(used)})
        apply = affine.ApplyOp([self.symbols[i] for i in used], AffineMapAttr(AffineMap(0, len(used), (compact,))))
        self.rewriter.insert(apply)
        return apply.result


def _renumber(expr: AffineExpr, symbols: dict[int, int]) -> AffineExpr:
    """`expr` with symbol `i` renamed `symbols[i]` (built node by node: xDSL's operators reject symbol products)."""
    if isinstance(expr, AffineSymExpr):
        return AffineExpr.symbol(symbols[expr.position])
    if isinstance(expr, AffineBinaryOpExpr):
        return AffineBinaryOpExpr(expr.kind, _renumber(expr.lhs, symbols), _renumber(expr.rhs, symbols))
    return expr


def _static_strides(type_: MemRefType) -> list[int | None]:
    """The strides of a memref type, None where dynamic."""
    shape = type_.get_shape()
    if isinstance(type_.layout, NoneAttr):
        strides: list[int | None] = []
        running: int | None = 1
        for size in reversed(shape):
            strides.append(running)
            running = running * size if running is not None and size >= 0 else None
        return strides[::-1]
    strides = type_.get_strides()
    return list(strides) if strides is not None else [None] * len(shape)


@dataclass
class _Metadata:
    base: SSAValue
    offset: Mixed
    sizes: list[Mixed]
    strides: list[Mixed]


def _metadata(rewriter: PatternRewriter, source: SSAValue) -> _Metadata:
    """Insert `memref.extract_strided_metadata` of `source`; its metadata, static entries as ints."""
    type_ = source.type
    assert isinstance(type_, MemRefType)
    extract = memref.ExtractStridedMetaDataOp(source)
    rewriter.insert(extract)
    offset = type_.get_offset()
    sizes = [s if s >= 0 else v for s, v in zip(type_.get_shape(), extract.sizes)]
    strides = [s if s is not None else v for s, v in zip(_static_strides(type_), extract.strides)]
    return _Metadata(extract.base_buffer, offset if offset is not None else extract.offset, sizes, strides)


def _reinterpret(
    rewriter: PatternRewriter, op: Operation, base: SSAValue, offset: Mixed, sizes: list[Mixed], strides: list[Mixed]
) -> None:
    """Replace `op` by a `memref.reinterpret_cast` of `base` to its result type."""

    def split(values: Sequence[Mixed]) -> tuple[list[int], list[SSAValue]]:
        return [v if isinstance(v, int) else DYNAMIC_INDEX for v in values], [
            v for v in values if not isinstance(v, int)
        ]

    (static_offset, offsets), (static_sizes, dyn_sizes), (static_strides, dyn_strides) = map(
        split, ([offset], sizes, strides)
    )
    cast = memref.ReinterpretCastOp(
        base, offsets, dyn_sizes, dyn_strides, static_offset, static_sizes, static_strides, op.results[0].type
    )
    rewriter.replace(op, cast)


def _kept_dims(sizes: Sequence[Mixed], result_shape: Sequence[int]) -> list[int] | None:
    """The source dims a rank-reducing subview keeps: greedily match sizes to the result shape, dropping unit dims."""
    kept: list[int] = []
    for dim, size in enumerate(sizes):
        position = len(kept)
        fits = position < len(result_shape) and (
            result_shape[position] == DYNAMIC_INDEX or (isinstance(size, int) and size == result_shape[position])
        )
        unit = isinstance(size, int) and size == 1
        # A unit dim is dropped when the result has no more room for the dims after it.
        if fits and not (unit and len(result_shape) - position < len(sizes) - dim):
            kept.append(dim)
        elif not unit:
            return None
    return kept if len(kept) == len(result_shape) else None


class SubviewFolder(RewritePattern):
    """`memref.subview` to a reinterpret_cast: offset += sum(offset_i * stride_i), stride_i *= step_i."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.SubviewOp, rewriter: PatternRewriter) -> None:
        result_type = op.result.type
        assert isinstance(result_type, MemRefType)
        sizes = _mixed(op.static_sizes.get_values(), op.sizes)
        kept = _kept_dims(sizes, result_type.get_shape())
        if kept is None:
            return
        source = _metadata(rewriter, op.source)
        arith_ = _Arith(rewriter)
        offset = arith_.expr(source.offset)
        for index, stride in zip(_mixed(op.static_offsets.get_values(), op.offsets), source.strides):
            offset = offset + arith_.mul(arith_.expr(index), arith_.expr(stride))
        steps = _mixed(op.static_strides.get_values(), op.strides)
        strides = [arith_.mul(arith_.expr(s), arith_.expr(step)) for s, step in zip(source.strides, steps)]
        _reinterpret(
            rewriter,
            op,
            source.base,
            arith_.value(offset),
            [sizes[d] for d in kept],
            [arith_.value(strides[d]) for d in kept],
        )


class CollapseShapeFolder(RewritePattern):
    """`memref.collapse_shape` to a reinterpret_cast: each group's size is the product, its stride the innermost one."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, memref.CollapseShapeOp):
            return
        source = _metadata(rewriter, op.src)
        arith_ = _Arith(rewriter)
        sizes, strides = [], []
        for group in op.reassociation:
            dims = [d.value.data for d in group]
            size = AffineExpr.constant(1)
            for d in dims:
                size = arith_.mul(size, arith_.expr(source.sizes[d]))
            sizes.append(arith_.value(size))
            strides.append(source.strides[dims[-1]])
        _reinterpret(rewriter, op, source.base, source.offset, sizes, strides)


class ExpandShapeFolder(RewritePattern):
    """`memref.expand_shape` to a reinterpret_cast: a group's strides grow from its source dim's stride inward out."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, memref.ExpandShapeOp):
            return
        source = _metadata(rewriter, op.src)
        arith_ = _Arith(rewriter)
        sizes = _mixed(op.static_output_shape.get_values(), op.output_shape)
        strides: list[Mixed] = [0] * len(sizes)
        for source_dim, group in enumerate(op.reassociation):
            stride = arith_.expr(source.strides[source_dim])
            for d in reversed([d.value.data for d in group]):
                strides[d] = arith_.value(stride)
                stride = arith_.mul(stride, arith_.expr(sizes[d]))
        _reinterpret(rewriter, op, source.base, source.offset, sizes, strides)


def _replace_uses(rewriter: PatternRewriter, value: SSAValue, by: Mixed) -> None:
    if isinstance(by, int):
        constant = arith.ConstantOp(index_attr(by))
        rewriter.insert(constant)
        by = constant.result
    rewriter.replace_all_uses_with(value, by)


class ResolveExtractStridedMetadata(RewritePattern):
    """`memref.extract_strided_metadata`: static results become constants; a reinterpret_cast's operands are forwarded."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.ExtractStridedMetaDataOp, rewriter: PatternRewriter) -> None:
        results = [op.offset, *op.sizes, *op.strides]
        cast = op.source.owner
        if isinstance(cast, memref.ReinterpretCastOp):
            values = [
                *_mixed(cast.static_offsets.get_values(), cast.offsets),
                *_mixed(cast.static_sizes.get_values(), cast.sizes),
                *_mixed(cast.static_strides.get_values(), cast.strides),
            ]
            if op.base_buffer.uses:
                base = _metadata(rewriter, cast.source).base if cast.source.type.get_shape() else cast.source
                rewriter.replace_all_uses_with(op.base_buffer, base)
        else:
            type_ = op.source.type
            offset = type_.get_offset()
            values = [offset, *(s if s >= 0 else None for s in type_.get_shape()), *_static_strides(type_)]
        for result, value in zip(results, values):
            if result.uses and value is not None:
                _replace_uses(rewriter, result, value)
        if not op.base_buffer.uses and not any(r.uses for r in results):
            rewriter.erase(op)


def populate_expand_strided_metadata_patterns() -> list[RewritePattern]:
    """The patterns of `expand-strided-metadata`."""
    return [SubviewFolder(), CollapseShapeFolder(), ExpandShapeFolder(), ResolveExtractStridedMetadata()]


@dataclass(frozen=True)
class ExpandStridedMetadataPass(DiagnosticPass):
    """Expand memref operations into easier to analyze constructs.

        %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>

    becomes `memref.reinterpret_cast %base to offset: [0], sizes: [32], strides: [1]`
    of the base buffer that `memref.extract_strided_metadata %m` returns.
    """

    name = "expand-strided-metadata"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(
            InheritLocation(GreedyRewritePatternApplier(populate_expand_strided_metadata_patterns()))
        ).rewrite_module(op)
