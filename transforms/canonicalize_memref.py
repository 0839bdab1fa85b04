"""Canonicalization patterns and folders of `memref` ops that xDSL 0.74 lacks, after upstream's.

Each pattern does one rewrite of upstream's memref op folders or
canonicalization patterns and matches the xDSL op class (aiopt's `memref`
classes derive from xDSL's):

    %0 = memref.subview %m[0, 0] [4, 6] [1, 1] : memref<4x6xi8> to memref<4x6xi8>
    ->
    uses of %0 use %m

Views fold only into views of the same type (layouts included), so no
access changes the memory it reads.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import AffineMapAttr, DenseArrayBase, IndexType, MemRefType, NoneAttr, ShapedType
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint
from xdsl.traits import IsTerminator, RecursiveMemoryEffect
from xdsl.transforms.dead_code_elimination import get_effects

from aiopt.dialects import arith, memref
from aiopt.dialects.slicing import dropped_dimensions, strided_type, strides_and_offset
from aiopt.transforms.canonicalize_arith import constant_values, make_constant
from aiopt.transforms.canonicalize_reshape import (
    ComposeCollapseOfExpand,
    ComposeExpandOfCollapse,
    FoldCollapseOfCast,
    collapsed_shape,
)
from aiopt.transforms.canonicalize_tensor import (
    ComposeCollapses,
    ComposeExpands,
    FoldIdentityReshape,
    FoldInverseReshapes,
    fold_constant_sizes,
    fold_constant_slice_operands,
    slice_properties,
)

DYNAMIC = -9223372036854775808
"""The static size of a dynamic dimension (ShapedType::kDynamic)."""


def _shape(type_: Attribute) -> tuple[int, ...] | None:
    return tuple(type_.get_shape()) if isinstance(type_, MemRefType) else None


def _forward(rewriter: PatternRewriter, op: Operation, value: SSAValue) -> None:
    if value.type == op.results[0].type:
        rewriter.replace(op, [], [value])


class FoldIdentityMemrefReshape(FoldIdentityReshape):
    """A memref.collapse_shape or memref.expand_shape to its own type is its source (see `FoldIdentityReshape`)."""

    op_types = (xdsl_memref.CollapseShapeOp, xdsl_memref.ExpandShapeOp)


class FoldInverseMemrefReshapes(FoldInverseReshapes):
    """A memref.collapse_shape of a memref.expand_shape (or the reverse) back to the first source's type
    is that source, when the sizes come back (see `FoldInverseReshapes`):

        %0 = memref.collapse_shape %m [] : memref<1x1xi8> into memref<i8>
        %1 = memref.expand_shape %0 [] output_shape [1, 1] : memref<i8> into memref<1x1xi8>    ->  %m
    """

    COLLAPSE = xdsl_memref.CollapseShapeOp
    EXPAND = xdsl_memref.ExpandShapeOp
    op_types = (COLLAPSE, EXPAND)


class ComposeMemrefCollapses(ComposeCollapses):
    """A memref.collapse_shape of a memref.collapse_shape is one (see `ComposeCollapses`)."""

    op_types = (xdsl_memref.CollapseShapeOp,)


class ComposeMemrefExpands(ComposeExpands):
    """A memref.expand_shape of a memref.expand_shape is one (see `ComposeExpands`)."""

    op_types = (xdsl_memref.ExpandShapeOp,)


class ComposeMemrefCollapseOfExpand(ComposeCollapseOfExpand):
    """A memref.collapse_shape of a memref.expand_shape is one reshape or cast (see `ComposeCollapseOfExpand`)."""

    COLLAPSE = xdsl_memref.CollapseShapeOp
    EXPAND = xdsl_memref.ExpandShapeOp
    CAST = xdsl_memref.CastOp
    op_types = (COLLAPSE,)


class ComposeMemrefExpandOfCollapse(ComposeExpandOfCollapse):
    """A memref.expand_shape of a memref.collapse_shape is one reshape, or a cast of a static source with
    a non-identity layout (see `ComposeExpandOfCollapse`)."""

    COLLAPSE = xdsl_memref.CollapseShapeOp
    EXPAND = xdsl_memref.ExpandShapeOp
    CAST = xdsl_memref.CastOp
    op_types = (EXPAND,)

    def cast_compatible(self, source: Attribute, result: Attribute) -> bool:
        return memref.cast_compatible(source, result)


class FoldMemrefCollapseOfCast(FoldCollapseOfCast):
    """A memref.collapse_shape of a memref.cast that may fold into its consumer collapses the cast's
    source (upstream's `CollapseShapeOpMemRefCastFolder`, see `FoldCollapseOfCast`):

        %0 = memref.cast %m : memref<?x512x1x?xf32> to memref<?x?x?x?xf32>
        %1 = memref.collapse_shape %0 [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
        ->
        %1 = memref.collapse_shape %m [[0], [1, 2, 3]] : memref<?x512x1x?xf32> into memref<?x?xf32>
    """

    CAST = xdsl_memref.CastOp
    op_types = (xdsl_memref.CollapseShapeOp,)

    def cast_source(self, value: SSAValue) -> SSAValue | None:
        cast = value.op if isinstance(value, OpResult) else None
        return cast.source if isinstance(cast, xdsl_memref.CastOp) and cast_folds_into_consumer(cast) else None

    def collapsed_type(self, source_type: Attribute, groups: list[list[int]]) -> Attribute | None:
        return memref.collapsed_memref_type(source_type, collapsed_shape(source_type.get_shape(), groups), groups)


class FoldFullSubview(RewritePattern):
    """A memref.subview of the whole of a static memref (upstream's `TrivialSubViewOpFolder`) is the
    memref, cast to the subview's type where that differs:

        %0 = memref.subview %m[0, 0] [4, 6] [1, 1] : memref<4x6xi8> to memref<4x6xi8, strided<[6, 1]>>
        ->
        %0 = memref.cast %m : memref<4x6xi8> to memref<4x6xi8, strided<[6, 1]>>
    """

    op_types = (xdsl_memref.SubviewOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.SubviewOp) or op.offsets or op.sizes or op.strides:
            return
        shape = _shape(op.source.type)
        if shape is None or DYNAMIC in shape or _shape(op.result.type) is None or len(_shape(op.result.type)) != len(shape):
            return
        if not (
            all(o == 0 for o in op.static_offsets.get_values())
            and all(s == 1 for s in op.static_strides.get_values())
            and tuple(op.static_sizes.get_values()) == shape
        ):
            return
        if op.source.type == op.result.type:
            _forward(rewriter, op, op.source)
        else:
            rewriter.replace(op, memref.CastOp(op.source, op.result.type))


def cast_folds_into_consumer(cast: xdsl_memref.CastOp) -> bool:
    """Upstream's `memref::CastOp::canFoldIntoConsumerOp`: a cast between ranked strided memrefs of
    one element type and rank that makes no size, offset or stride more static."""
    source, result = cast.source.type, cast.dest.type
    if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
        return False
    if source.element_type != result.element_type or source.get_num_dims() != result.get_num_dims():
        return False
    source_layout, result_layout = strides_and_offset(source), strides_and_offset(result)
    if source_layout is None or result_layout is None:
        return False
    if any(s == DYNAMIC and r != DYNAMIC for s, r in zip(source.get_shape(), result.get_shape())):
        return False
    if source_layout[1] is None and result_layout[1] is not None:
        return False
    return not any(s is None and r is not None for s, r in zip(source_layout[0], result_layout[0]))


def _subview_type(
    source: MemRefType, offsets: list[int], sizes: list[int], strides: list[int], dropped: set[int]
) -> MemRefType | None:
    """Upstream's `SubViewOp::inferResultType` without the `dropped` dimensions (their sizes and strides)."""
    inferred = memref.infer_subview_type(
        source,
        [None if offset == DYNAMIC else offset for offset in offsets],
        sizes,
        [None if stride == DYNAMIC else stride for stride in strides],
    )
    if inferred is None or not dropped:
        return inferred
    inferred_strides, offset = strides_and_offset(inferred)
    kept = [dim for dim in range(len(sizes)) if dim not in dropped]
    return strided_type(
        [sizes[dim] for dim in kept], inferred.element_type, [inferred_strides[dim] for dim in kept], offset,
        inferred.memory_space,
    )  # fmt: skip


def _replace_subview(rewriter: PatternRewriter, op: Operation, source: SSAValue, statics, dynamics, type_) -> None:
    """Replaces `op` with a subview of `source` of type `type_`, cast back to `op`'s type where that differs."""
    new_subview = type(op).build(
        operands=[source, *dynamics], result_types=[type_], properties=slice_properties(statics)
    )
    if type_ == op.result.type:
        rewriter.replace(op, new_subview)
    else:
        rewriter.replace(op, [new_subview, memref.CastOp(new_subview.results[0], op.result.type)])


class SubviewConstantOperands(RewritePattern):
    """A memref.subview takes its constant offsets, sizes and (non-zero) strides as static values; its
    result gets the type they give, less the dimensions it dropped, and a memref.cast gives the old
    type back (upstream's `OpWithOffsetSizesAndStridesConstantArgumentFolder` with `SubViewReturnTypeCanonicalizer`):

        %0 = memref.subview %m[%c0, %i] [%c4, 1] [%c1, %c1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
        ->
        %s = memref.subview %m[0, %i] [4, 1] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[?], offset: ?>>
        %0 = memref.cast %s : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
    """

    op_types = (xdsl_memref.SubviewOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.SubviewOp):
            return
        source, result = op.source.type, op.result.type
        if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
            return
        folded = fold_constant_slice_operands(op)
        if folded is None:
            return
        dropped = dropped_dimensions(source, result, list(op.static_sizes.get_values()))
        if dropped is None:
            return
        statics, dynamics = folded
        new_type = _subview_type(source, *statics, dropped)
        if new_type is not None:
            _replace_subview(rewriter, op, op.source, statics, dynamics, new_type)


class SubviewOfCast(RewritePattern):
    """A memref.subview of a memref.cast from a more static memref views that memref, cast back to the
    old type (upstream's `SubViewOpMemRefCastFolder`; after the constant operands are folded):

        %0 = memref.cast %m : memref<4x6x16x32xi8> to memref<?x?x16x32xi8>
        %1 = memref.subview %0[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<?x?x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: ?>>
        ->
        %s = memref.subview %m[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<4x6x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: 512>>
        %1 = memref.cast %s : ... to memref<16x32xi8, strided<[32, 1], offset: ?>>
    """

    op_types = (xdsl_memref.SubviewOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.SubviewOp) or not isinstance(op.source, OpResult):
            return
        cast = op.source.op
        if not isinstance(cast, xdsl_memref.CastOp) or not cast_folds_into_consumer(cast):
            return
        if any(constant_values(operand) is not None for operand in op.operands[1:]):
            return
        statics = [list(getattr(op, name).get_values()) for name in ("static_offsets", "static_sizes", "static_strides")]
        dropped = dropped_dimensions(op.source.type, op.result.type, statics[1])
        if dropped is None:
            return
        new_type = _subview_type(cast.source.type, *statics, dropped)
        if new_type is not None:
            dynamics = [list(op.offsets), list(op.sizes), list(op.strides)]
            _replace_subview(rewriter, op, cast.source, statics, dynamics, new_type)


class FoldMemrefCasts(RewritePattern):
    """A memref.cast to its own type is its source; a cast of a cast that may fold into its consumer
    casts the first source (upstream's `CastOp::fold`):

        %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
        %1 = memref.cast %0 : memref<?xf32> to memref<4xf32>    ->  %m
    """

    op_types = (xdsl_memref.CastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.CastOp):
            return
        if op.source.type == op.dest.type:
            rewriter.replace(op, [], [op.source])
            return
        inner = op.source.op if isinstance(op.source, OpResult) else None
        if isinstance(inner, xdsl_memref.CastOp) and cast_folds_into_consumer(inner):
            if inner.source.type == op.dest.type:
                rewriter.replace(op, [], [inner.source])
            else:
                rewriter.replace(op, memref.CastOp(inner.source, op.dest.type))


class FoldMemrefDim(RewritePattern):
    """memref.dim of a static size is that size; of a dynamic size of memref.alloc/alloca/view/subview,
    its operand:

        %0 = memref.alloca(%n) : memref<?xindex>
        %1 = memref.dim %0, %c0 : memref<?xindex>     ->  uses of %1 use %n
    """

    op_types = (xdsl_memref.DimOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.DimOp):
            return
        shape = _shape(op.source.type)
        index = constant_values(op.index)
        if shape is None or index is None or len(index[1]) != 1 or not 0 <= index[1][0] < len(shape):
            return
        position = index[1][0]
        if shape[position] != DYNAMIC:
            rewriter.replace(op, make_constant(op.result.type, [shape[position]]))
            return
        size = dynamic_dim_size(op.source, position)
        if size is not None:
            _forward(rewriter, op, size)


def dynamic_dim_size(source: SSAValue, position: int) -> SSAValue | None:
    """The operand giving dynamic size `position` of a memref.alloc, alloca, view or subview result
    (upstream's `memref::DimOp::fold`), or None for another source."""
    if not isinstance(source, OpResult) or not isinstance(source.type, MemRefType):
        return None
    shape, op = source.type.get_shape(), source.op
    dynamic_index = sum(size == DYNAMIC for size in shape[:position])
    if isinstance(op, xdsl_memref.AllocOp | xdsl_memref.AllocaOp):
        sizes = op.dynamic_sizes
    elif isinstance(op, xdsl_memref.ViewOp):
        sizes = op.sizes
    elif isinstance(op, xdsl_memref.SubviewOp) and isinstance(op.source.type, MemRefType):
        static_sizes = list(op.static_sizes.get_values())
        dropped = dropped_dimensions(op.source.type, source.type, static_sizes)
        if dropped is None:
            return None
        kept = [dim for dim in range(len(static_sizes)) if dim not in dropped]
        if position >= len(kept) or static_sizes[kept[position]] != DYNAMIC:
            return None
        sizes, dynamic_index = op.sizes, sum(size == DYNAMIC for size in static_sizes[: kept[position]])
    else:
        return None
    return sizes[dynamic_index] if dynamic_index < len(sizes) else None


def _defined_before(value: SSAValue, op: Operation) -> bool:
    """Upstream's cheap dominance test of `DimOfMemRefReshape`: `value` is defined before `op` in its
    block, is an argument of that block, or is defined in a region around `op`'s region."""
    block = value.owner if isinstance(value, BlockArgument) else value.owner.parent_block()
    if block is op.parent_block():
        return isinstance(value, BlockArgument) or value.owner.is_before_in_block(op)
    region = block.parent_region() if block is not None else None
    enclosing = op.parent_region()
    while enclosing is not None:
        parent = enclosing.parent_op()
        enclosing = parent.parent_region() if parent is not None else None
        if enclosing is region:
            return region is not None
    return False


class DimOfMemrefReshape(RewritePattern):
    """memref.dim of a memref.reshape reads the reshape's shape operand, right after the reshape (upstream's
    `DimOfMemRefReshape`), when the index is defined before the reshape:

        %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
        %d = memref.dim %r, %c3 : memref<*xf32>
        ->
        %l = memref.load %shape[%c3] : memref<?xi32>
        %d = arith.index_cast %l : i32 to index
    """

    op_types = (xdsl_memref.DimOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.DimOp) or not isinstance(op.source, OpResult):
            return
        reshape = op.source.op
        if not isinstance(reshape, memref.ReshapeOp) or not _defined_before(op.index, reshape):
            return
        load = memref.LoadOp.get(reshape.shape, [op.index])
        new_ops: list[Operation] = [load]
        value = load.results[0]
        if value.type != op.result.type:
            new_ops.append(arith.IndexCastOp(value, op.result.type))
            value = new_ops[-1].results[0]
        rewriter.insert(new_ops, InsertPoint.after(reshape))
        rewriter.replace(op, [], [value])


class EraseSelfCopy(RewritePattern):
    """A memref.copy of a memref onto itself does nothing: `memref.copy %m, %m` is erased."""

    op_types = (xdsl_memref.CopyOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, xdsl_memref.CopyOp) and op.source is op.destination:
            rewriter.erase(op)


class EraseEmptyCopy(RewritePattern):
    """A memref.copy from or into a memref with no element does nothing (upstream's `FoldEmptyCopy`):

        memref.copy %a, %b : memref<0x10xf32> to memref<?x10xf32>    ->  (erased)
    """

    op_types = (xdsl_memref.CopyOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, xdsl_memref.CopyOp) and any(0 in (_shape(v.type) or ()) for v in op.operands):
            rewriter.erase(op)


class EraseUnusedAllocation(RewritePattern):
    """A memref.alloc or memref.alloca whose result has no use is erased (an allocation is its only effect)."""

    op_types = (xdsl_memref.AllocOp, xdsl_memref.AllocaOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, self.op_types) and not op.results[0].uses:
            rewriter.erase(op)


class StaticAlloc(RewritePattern):
    """A memref.alloc or memref.alloca given constant sizes allocates a static memref (its layout, and
    layout symbols, kept), cast back to the dynamic type (upstream's `SimplifyAllocConst`):

        %a = memref.alloc(%c4) : memref<?xf32>
        ->
        %s = memref.alloc() : memref<4xf32>
        %a = memref.cast %s : memref<4xf32> to memref<?xf32>
    """

    op_types = (xdsl_memref.AllocOp, xdsl_memref.AllocaOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not op.dynamic_sizes:
            return
        result_type = op.memref.type
        folded = fold_constant_sizes(result_type.get_shape(), op.dynamic_sizes)
        if folded is None:
            return
        sizes, remaining = folded
        static_type = MemRefType(result_type.element_type, sizes, result_type.layout, result_type.memory_space)
        allocation = type(op).build(
            operands=[remaining, list(op.symbol_operands)],
            result_types=[static_type],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
        )
        rewriter.replace(op, [allocation, memref.CastOp(allocation.results[0], result_type)])


class FoldRankedCastIntoAccess(RewritePattern):
    """A load, store, atomic_rmw, copy or dealloc through a memref.cast of a ranked memref uses that
    memref itself (the access is the same; upstream's foldMemRefCast; for a copy, a cast that makes
    nothing more static, as upstream's CopyOp::fold):

        %v = memref.cast %m : memref<4xf32> to memref<?xf32>
        %x = memref.load %v[%i] : memref<?xf32>      ->    %x = memref.load %m[%i] : memref<4xf32>
    """

    op_types = (xdsl_memref.LoadOp, xdsl_memref.StoreOp, xdsl_memref.AtomicRMWOp, xdsl_memref.CopyOp, xdsl_memref.DeallocOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        # Only the accessed buffers: a stored value that is itself a memref keeps its type.
        names = ("source", "destination") if isinstance(op, xdsl_memref.CopyOp) else ("memref",)
        positions = {id(getattr(op, name)) for name in names}
        changed = False
        for index, operand in enumerate(op.operands):
            if id(operand) not in positions:
                continue
            if not isinstance(operand, OpResult) or not isinstance(operand.op, xdsl_memref.CastOp):
                continue
            source = operand.op.source
            if not isinstance(source.type, MemRefType) or not isinstance(operand.type, MemRefType):
                continue
            if isinstance(op, xdsl_memref.CopyOp) and not cast_folds_into_consumer(operand.op):
                # Upstream's CopyOp::fold (LLVM 22): a cast that makes nothing more static; the two
                # shapes stay compatible.
                continue
            op.operands[index] = source
            changed = True
        if changed:
            rewriter.notify_op_modified(op)


class FoldNoopReinterpretCast(RewritePattern):
    """A memref.reinterpret_cast of a static identity-layout memref to its own type, with its own offset
    (0), sizes and row-major strides, is the memref:

        %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<2x3xf32> to memref<2x3xf32>
    """

    op_types = (xdsl_memref.ReinterpretCastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.ReinterpretCastOp) or op.offsets or op.sizes or op.strides:
            return
        source_type = op.source.type
        shape = _shape(source_type)
        if shape is None or DYNAMIC in shape or source_type != op.result.type:
            return
        if not isinstance(source_type.layout, NoneAttr):
            return
        if (
            tuple(op.static_offsets.get_values()) == (0,)
            and tuple(op.static_sizes.get_values()) == shape
            and tuple(op.static_strides.get_values()) == ShapedType.strides_for_shape(shape)
        ):
            _forward(rewriter, op, op.source)


def _constant_index(value: SSAValue) -> int | None:
    found = constant_values(value)
    return found[1][0] if found is not None and len(found[1]) == 1 else None


def _constified(static: Sequence[int], dynamic: Sequence[SSAValue], known: Sequence[int | None]) -> list:
    """Upstream's `constifyIndexValues` of mixed values: an int where `known` (from a type) or a
    constant operand gives it, the operand otherwise."""
    values = iter(dynamic)
    mixed = []
    for size, fact in zip(static, known, strict=True):
        value = next(values) if size == DYNAMIC else size
        if fact is not None:
            value = fact
        elif isinstance(value, SSAValue) and (constant := _constant_index(value)) is not None:
            value = constant
        mixed.append(value)
    return mixed


def _type_facts(type_: MemRefType) -> tuple[list[int | None], list[int | None], int | None] | None:
    """The sizes, strides and offset a memref type knows (None where dynamic); None if not strided."""
    layout = strides_and_offset(type_)
    if layout is None:
        return None
    sizes = [None if size == DYNAMIC else size for size in type_.get_shape()]
    return sizes, list(layout[0]), layout[1]


class ExtractStridedMetadataConstants(RewritePattern):
    """Uses of the sizes, strides and offset a memref.extract_strided_metadata reads off a static part
    of its source's type use constants instead (upstream's `ExtractStridedMetadataOp::fold`):

        %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x2xf32> -> ...
        "use"(%sizes#0) ->  %c8 = arith.constant 8 : index   "use"(%c8)
    """

    op_types = (xdsl_memref.ExtractStridedMetaDataOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.ExtractStridedMetaDataOp) or not isinstance(op.source.type, MemRefType):
            return
        facts = _type_facts(op.source.type)
        if facts is None:
            return
        sizes, strides, offset = facts
        for result, fact in zip([op.offset, *op.sizes, *op.strides], [offset, *sizes, *strides], strict=True):
            if fact is not None and result.uses:
                constant = make_constant(IndexType(), [fact])
                rewriter.insert(constant)
                rewriter.replace_all_uses_with(result, constant.results[0])


def _all_zero(static: DenseArrayBase, dynamic: Sequence[SSAValue]) -> bool:
    """Whether every mixed value of a static list and its operands is 0."""
    values = static.get_values()
    return all(value == 0 for value in _constified(values, dynamic, [None] * len(values)))


class ReinterpretCastConstantOperands(RewritePattern):
    """A memref.reinterpret_cast takes as static values its constant offset, sizes and strides, and those
    its result type knows; the new op's type is the one they give (a strided layout), cast back to the old
    type (upstream's `ReinterpretCastOpConstantFolder`):

        %0 = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, 2], strides: [2, %c1]
            : memref<8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
        ->
        %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 2], strides: [2, 1]
            : memref<8xf32> to memref<4x2xf32, strided<[2, 1]>>
        %0 = memref.cast %r : memref<4x2xf32, strided<[2, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    """

    op_types = (xdsl_memref.ReinterpretCastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.ReinterpretCastOp) or not isinstance(op.result.type, MemRefType):
            return
        facts = _type_facts(op.result.type)
        if facts is None:
            return
        sizes, strides, offset = facts
        statics = [op.static_offsets.get_values(), op.static_sizes.get_values(), op.static_strides.get_values()]
        mixed = [
            _constified(statics[0], op.offsets, [offset]),
            _constified(statics[1], op.sizes, sizes),
            _constified(statics[2], op.strides, strides),
        ]
        static_count = sum(value != DYNAMIC for values in statics for value in values)
        if sum(isinstance(value, int) for values in mixed for value in values) == static_count:
            return
        new_statics = [[value if isinstance(value, int) else DYNAMIC for value in values] for values in mixed]
        dynamics = [[value for value in values if not isinstance(value, int)] for values in mixed]
        source_type = op.source.type
        new_type = strided_type(
            new_statics[1],
            source_type.element_type,
            [None if stride == DYNAMIC else stride for stride in new_statics[2]],
            None if new_statics[0][0] == DYNAMIC else new_statics[0][0],
            source_type.memory_space,
        )
        new_op = memref.ReinterpretCastOp(op.source, *dynamics, *new_statics, new_type)
        if new_type == op.result.type:
            rewriter.replace(op, new_op)
        else:
            rewriter.replace(op, [new_op, memref.CastOp(new_op.result, op.result.type)])


class ReinterpretCastOfView(RewritePattern):
    """A memref.reinterpret_cast of a reinterpret_cast, a cast, or a subview at offsets 0 reinterprets
    that op's source (upstream's `ReinterpretCastOp::fold`; only the base buffer is read):

        %0 = memref.cast %m : memref<?xi8> to memref<5xi8>
        %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%n], strides: [1] : memref<5xi8> to memref<?xi8>
        ->
        %1 = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<?xi8> to memref<?xi8>
    """

    op_types = (xdsl_memref.ReinterpretCastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.ReinterpretCastOp) or not isinstance(op.source, OpResult):
            return
        producer = op.source.op
        if isinstance(producer, xdsl_memref.ReinterpretCastOp | xdsl_memref.CastOp):
            source = producer.source
        elif isinstance(producer, xdsl_memref.SubviewOp) and _all_zero(producer.static_offsets, producer.offsets):
            source = producer.source
        else:
            return
        op.operands = (source, *op.operands[1:])
        rewriter.notify_op_modified(op)


class ReinterpretCastOfExtractStridedMetadata(RewritePattern):
    """A memref.reinterpret_cast of the base of a memref.extract_strided_metadata reinterprets the
    metadata's source; when it rebuilds that memref's own sizes, strides and offset, it is that memref
    (cast to the result type where they differ) (upstream's `ReinterpretCastOpExtractStridedMetadataFolder`):

        %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x2xf32> -> ...
        %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1],
            strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
        ->
        %r = memref.cast %m : memref<8x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    """

    op_types = (xdsl_memref.ReinterpretCastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.ReinterpretCastOp) or not isinstance(op.source, OpResult):
            return
        metadata = op.source.op
        if not isinstance(metadata, xdsl_memref.ExtractStridedMetaDataOp) or not isinstance(op.result.type, MemRefType):
            return
        source_facts = _type_facts(metadata.source.type) if isinstance(metadata.source.type, MemRefType) else None
        result_facts = _type_facts(op.result.type)
        if source_facts is None or result_facts is None:
            return
        rank = len(metadata.sizes)
        noop = (
            _constified([DYNAMIC] * rank, list(metadata.strides), source_facts[1])
            == _constified(op.static_strides.get_values(), op.strides, result_facts[1])
            and _constified([DYNAMIC] * rank, list(metadata.sizes), source_facts[0])
            == _constified(op.static_sizes.get_values(), op.sizes, result_facts[0])
            and _constified([DYNAMIC], [metadata.offset], [source_facts[2]])
            == _constified(op.static_offsets.get_values(), op.offsets, [result_facts[2]])
        )
        source = metadata.source
        if not noop:
            op.operands = (source, *op.operands[1:])
            rewriter.notify_op_modified(op)
        elif source.type == op.result.type:
            rewriter.replace(op, [], [source])
        else:
            rewriter.replace(op, memref.CastOp(source, op.result.type))


_is_allocation_scope = memref.is_allocation_scope


def _may_allocate_automatically(op: Operation) -> bool:
    """Upstream's `isOpItselfPotentialAutomaticAllocation`: an alloca, or an op whose effects are unknown."""
    # Terminators (upstream's are pure) and ops whose effects are their regions' allocate nothing themselves.
    if op.has_trait(RecursiveMemoryEffect, value_if_unregistered=False) or op.has_trait(
        IsTerminator, value_if_unregistered=False
    ):
        return False
    effects = get_effects(op)
    return effects is None or isinstance(op, xdsl_memref.AllocaOp)


def _last_before_terminator(op: Operation) -> bool:
    """Upstream's `lastNonTerminatorInRegion`: the op is followed by its block's terminator, in a one-block region."""
    region = op.parent_region()
    return (
        region is not None
        and len(region.blocks) == 1
        and op.next_op is not None
        and op.next_op is op.parent_block().last_op
        and op.next_op.has_trait(IsTerminator, value_if_unregistered=True)
    )


def _potential_allocas(op: Operation) -> bool:
    """Whether anything in `op`'s regions, outside nested allocation scopes, may allocate on the stack."""
    pending = [inner for region in op.regions for block in region.blocks for inner in block.ops]
    while pending:
        inner = pending.pop()
        if _is_allocation_scope(inner):
            continue
        if _may_allocate_automatically(inner):
            return True
        pending += [nested for region in inner.regions for block in region.blocks for nested in block.ops]
    return False


class InlineAllocaScope(RewritePattern):
    """A memref.alloca_scope is inlined where nothing in it may allocate on the stack, or where it is the
    last op of an allocation scope's body (upstream's `AllocaScopeInliner`):

        func.func @f() {
          memref.alloca_scope { %a = memref.alloca() : memref<4xf32> ... }
          return
        }
        ->
        func.func @f() { %a = memref.alloca() : memref<4xf32> ... return }
    """

    op_types = (xdsl_memref.AllocaScopeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.AllocaScopeOp) or len(op.scope.blocks) != 1:
            return
        if _potential_allocas(op) and not (_is_allocation_scope(op.parent_op()) and _last_before_terminator(op)):
            return
        block = op.scope.blocks[0]
        terminator = block.last_op
        results = []
        if isinstance(terminator, xdsl_memref.AllocaScopeReturnOp):
            results = list(terminator.operands)
            rewriter.erase(terminator)
        rewriter.inline_block(block, InsertPoint.before(op))
        rewriter.replace(op, [], results)


class HoistAllocasOutOfAllocaScope(RewritePattern):
    """The memref.allocas of a memref.alloca_scope whose operands are defined outside move before the
    outermost op between it and the enclosing allocation scope, where each of them is the last op of
    its block (upstream's `AllocaScopeHoister`, which keeps the allocations' lifetimes)."""

    op_types = (xdsl_memref.AllocaScopeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.AllocaScopeOp):
            return
        outer = op.parent_op()
        if outer is None or _is_allocation_scope(outer) or not _last_before_terminator(op):
            return
        if not _last_before_terminator(outer):
            return
        while not _is_allocation_scope(outer.parent_op()):
            outer = outer.parent_op()
            if outer is None or not _last_before_terminator(outer):
                return
        allocas = [
            inner
            for inner in op.walk()
            if isinstance(inner, xdsl_memref.AllocaOp) and all(not outer.is_ancestor(_owner(v)) for v in inner.operands)
        ]
        for alloca in allocas:
            alloca.detach()
            rewriter.insert(alloca, InsertPoint.before(outer))
        if allocas:
            rewriter.notify_op_modified(op)


def _owner(value: SSAValue) -> Operation:
    owner = value.owner
    return owner if isinstance(owner, Operation) else owner.parent_op()


class ComposeMemrefTransposes(RewritePattern):
    """A memref.transpose of a memref.transpose is one transpose of the first source, or that source
    when the permutations cancel (the result type must be the one the composed permutation gives)."""

    op_types = (memref.TransposeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, memref.TransposeOp) or not isinstance(op.in_, OpResult):
            return
        inner = op.in_.op
        if not isinstance(inner, memref.TransposeOp):
            return
        outer_dims, inner_dims = op.dims, inner.dims
        if len(outer_dims) != len(inner_dims) or sorted(outer_dims) != list(range(len(outer_dims))):
            return
        composed = [inner_dims[d] for d in outer_dims]
        if composed == list(range(len(composed))):
            _forward(rewriter, op, inner.in_)
            return
        if memref.transposed_type(inner.in_.type, composed) != op.result.type:
            return
        affine_map = AffineMap(len(composed), 0, tuple(AffineExpr.dimension(p) for p in composed))
        rewriter.replace(
            op,
            type(op).build(
                operands=[inner.in_],
                result_types=[op.result.type],
                properties={"permutation": AffineMapAttr(affine_map)},
            ),
        )


class FoldIdentityMemrefTranspose(RewritePattern):
    """A memref.transpose by the identity permutation, to its source's type, is its source."""

    op_types = (memref.TransposeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, memref.TransposeOp) and op.dims == list(range(len(op.dims))):
            _forward(rewriter, op, op.in_)


class FoldMemorySpaceCasts(RewritePattern):
    """Upstream's `MemorySpaceCastOp` folders: a cast to its own type is its source, and a cast of a cast
    casts the first source:

        %0 = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 1>
        %1 = memref.memory_space_cast %0 : memref<?xf32, 1> to memref<?xf32, 2>
        ->
        %1 = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 2>
    """

    op_types = (xdsl_memref.MemorySpaceCastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.MemorySpaceCastOp):
            return
        if op.source.type == op.dest.type:
            rewriter.replace(op, [], [op.source])
            return
        parent = op.source.owner
        if isinstance(parent, xdsl_memref.MemorySpaceCastOp):
            rewriter.replace(op, memref.MemorySpaceCastOp(parent.source, op.dest.type))


def populate_memref_canonicalization_patterns() -> list[RewritePattern]:
    """The `memref` patterns `canonicalize` adds to xDSL's."""
    return [
        FoldIdentityMemrefReshape(),
        FoldInverseMemrefReshapes(),
        ComposeMemrefCollapses(),
        ComposeMemrefExpands(),
        ComposeMemrefCollapseOfExpand(),
        ComposeMemrefExpandOfCollapse(),
        FoldMemrefCollapseOfCast(),
        ExtractStridedMetadataConstants(),
        ReinterpretCastOfView(),
        ReinterpretCastOfExtractStridedMetadata(),
        ReinterpretCastConstantOperands(),
        InlineAllocaScope(),
        HoistAllocasOutOfAllocaScope(),
        FoldFullSubview(),
        SubviewConstantOperands(),
        SubviewOfCast(),
        FoldMemrefCasts(),
        FoldMemrefDim(),
        DimOfMemrefReshape(),
        EraseSelfCopy(),
        EraseEmptyCopy(),
        EraseUnusedAllocation(),
        StaticAlloc(),
        FoldRankedCastIntoAccess(),
        FoldNoopReinterpretCast(),
        ComposeMemrefTransposes(),
        FoldIdentityMemrefTranspose(),
        FoldMemorySpaceCasts(),
    ]
