"""Upstream's reshape canonicalizations shared by `tensor` and `memref` (`ReshapeOpsUtils.h`), after LLVM 22.

Each pattern matches the xDSL tensor class; memref's patterns subclass them
with memref's op classes (`canonicalize_memref`). A collapse_shape of an
expand_shape, or the reverse, becomes one reshape (or a cast) where the
groups of both line up:

    %0 = tensor.expand_shape %x [[0], [1], [2, 3]] output_shape [%a, %b, %c, 1]
        : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
    %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
    ->
    %1 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<?x?x?xi64> into tensor<?x?xi64>
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IndexType, IntegerAttr, MemRefType, i64
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith
from aiopt.transforms.canonicalize_arith import constant_values, make_constant

DYNAMIC = -9223372036854775808
"""The static size of a dynamic dimension (ShapedType::kDynamic)."""

Groups = list[list[int]]


def reassociation(op: Operation) -> Groups:
    """The reassociation groups of a collapse_shape or expand_shape."""
    return [[int(i.value.data) for i in group] for group in op.reassociation]


def reassociation_attr(groups: Groups) -> ArrayAttr:
    """The `reassociation` property of `groups`."""
    return ArrayAttr([ArrayAttr([IntegerAttr(i, i64) for i in group]) for group in groups])


# ---------------------------------------------------------------------------
# getReassociationIndicesForCollapse


def _range_for_dynamic(source: Sequence[int], start: int, greedy: bool) -> tuple[int, int] | None:
    """The source dimensions from `start` up to the first dynamic one (all the rest when greedy)."""
    for right in range(start, len(source)):
        if source[right] == DYNAMIC:
            return (start, len(source) - 1 if greedy else right)
    return None


def _range_for_size(source: Sequence[int], start: int, size: int, greedy: bool) -> tuple[int, int] | None:
    """The first run of static source dimensions from `start` whose product is `size` (with the unit
    dimensions after it when greedy)."""
    left, right, product = start, start, 1
    found = None
    while left <= right < len(source):
        if source[right] == DYNAMIC:
            # A static target size cannot take a dynamic dimension: start again after it.
            left, right, product = right + 1, right + 1, 1
            continue
        product *= source[right]
        while product > size and left < right:
            product //= source[left]
            left += 1
        if product == size:
            found = (left, right)
            break
        right += 1
    if found is None:
        return None
    if greedy:
        right += 1
        while right < len(source) and source[right] == 1:
            found = (left, right)
            right += 1
    return found


def _ranges_for_collapse(source: Sequence[int], target: Sequence[int]) -> list[tuple[int, int]] | None:
    """Left to right, each target dimension's range of source dimensions (upstream's lazy scan)."""
    ranges: list[tuple[int, int]] = []
    start, previous = 0, None
    for index, size in enumerate(target):
        greedy = index == len(target) - 1
        if size == DYNAMIC:
            found = _range_for_dynamic(source, start, greedy)
        else:
            found = _range_for_size(source, start, size, greedy)
        if found is None or not 0 <= found[0] <= found[1] < len(source):
            return None
        if found[0] > start:
            # Skipped source dimensions join the dynamic target dimension before.
            if previous != DYNAMIC:
                return None
            ranges[-1] = (ranges[-1][0], found[0] - 1)
        previous, start = size, found[1] + 1
        ranges.append(found)
    if ranges[-1][1] < len(source) - 1:
        return None
    return ranges


def _non_overlapping(a: tuple[int, int], b: tuple[int, int]) -> list[int]:
    if a[1] < b[0]:
        return [*range(a[0], a[1] + 1), *range(b[0], b[1] + 1)]
    indices = list(range(min(a[0], b[0]), max(a[0], b[0])))
    right_start, right_end = min(a[1], b[1]) + 1, max(a[1], b[1])
    if right_start < right_end:
        indices += range(right_start, right_end + 1)
    return indices


def reassociation_for_collapse(source: Sequence[int], target: Sequence[int]) -> Groups | None:
    """The groups that collapse shape `source` into `target`, or None where there is none or more than
    one (up to unit dimensions): upstream's `getReassociationIndicesForCollapse`.

    It scans both ways and accepts only when the two scans differ in unit
    dimensions at most: `?x?x?` into `?x?` is ambiguous, `2x3x?` into `6x?` is not.
    """
    if len(source) <= len(target):
        return None
    if not target:
        return [] if all(size in (1, DYNAMIC) for size in source) else None
    forward = _ranges_for_collapse(source, target)
    backward = _ranges_for_collapse(source[::-1], target[::-1])
    if forward is None or backward is None:
        return None
    last = len(source) - 1
    backward = [(last - right, last - left) for left, right in reversed(backward)]
    for a, b in zip(forward, backward):
        if any(source[index] != 1 for index in _non_overlapping(a, b)):
            return None
    return [list(range(left, right + 1)) for left, right in forward]


def _collapsing_groups(
    source_groups: Groups, target_groups: Groups, source: Sequence[int], target: Sequence[int]
) -> Groups | None:
    """Groups that collapse `source` into `target`, where both reshape the same intermediate shape
    (`source_groups`, `target_groups`: each intermediate dimension's dimensions), one intermediate
    dimension at a time (upstream's `findCollapsingReassociation`)."""
    if not source_groups:
        return reassociation_for_collapse(source, target)
    groups: Groups = []
    for source_group, target_group in zip(source_groups, target_groups):
        sub_source = list(source[source_group[0] : source_group[0] + len(source_group)])
        sub_target = list(target[target_group[0] : target_group[0] + len(target_group)])
        if sub_source.count(DYNAMIC) >= 2 and sub_target.count(DYNAMIC) >= 2:
            return None
        if len(sub_source) == len(sub_target):
            if sub_source != sub_target:
                return None
            groups += [[source_group[0] + i] for i in range(len(sub_source))]
            continue
        sub_groups = reassociation_for_collapse(sub_source, sub_target)
        if sub_groups is None:
            return None
        groups += [[source_group[0] + i for i in group] for group in sub_groups]
    return groups


# ---------------------------------------------------------------------------
# Patterns


def has_non_identity_layout(type_: Attribute) -> bool:
    """Upstream's `hasNonIdentityLayout`: a memref whose layout is not the identity."""
    from aiopt.dialects.memref import is_identity_layout

    return isinstance(type_, MemRefType) and not is_identity_layout(type_)


def mixed_output_shape(op: Operation) -> list[int | SSAValue]:
    """An expand_shape's output shape: each static size, or the operand of a dynamic one."""
    dynamic = iter(op.operands[1:])
    return [next(dynamic) if size == DYNAMIC else size for size in op.static_output_shape.get_values()]


def build_expand(
    expand_class: type[Operation],
    source: SSAValue,
    result_type: Attribute,
    groups: Groups,
    output_shape: Sequence[int | SSAValue],
) -> Operation:
    """An expand_shape of `source` to `result_type`, its output shape from the mixed `output_shape`."""
    return expand_class.build(
        operands=[source, [size for size in output_shape if isinstance(size, SSAValue)]],
        result_types=[result_type],
        properties={
            "reassociation": reassociation_attr(groups),
            "static_output_shape": DenseArrayBase.from_list(
                i64, [DYNAMIC if isinstance(size, SSAValue) else size for size in output_shape]
            ),
        },
    )


def build_collapse(
    collapse_class: type[Operation], source: SSAValue, result_type: Attribute, groups: Groups
) -> Operation:
    """A collapse_shape of `source` to `result_type`."""
    return collapse_class.build(
        operands=[source], result_types=[result_type], properties={"reassociation": reassociation_attr(groups)}
    )


def _product_of_sizes(sizes: Sequence[int | SSAValue], new_ops: list[Operation]) -> int | SSAValue:
    """The product of mixed sizes: static, or an `arith.muli` chain of the dynamic ones times the
    static product (ops appended to `new_ops`)."""
    static = 1
    dynamic: list[SSAValue] = []
    for size in sizes:
        if isinstance(size, SSAValue) and (found := constant_values(size)) is not None and len(found[1]) == 1:
            size = found[1][0]
        if isinstance(size, SSAValue):
            dynamic.append(size)
        else:
            static *= size
    if not dynamic:
        return static
    result = dynamic[0]
    for size in dynamic[1:]:
        new_ops.append(arith.MuliOp(result, size))
        result = new_ops[-1].results[0]
    if static != 1:
        new_ops.append(make_constant(IndexType(), [static]))
        new_ops.append(arith.MuliOp(result, new_ops[-1].results[0]))
        result = new_ops[-1].results[0]
    return result


class ComposeCollapseOfExpand(RewritePattern):
    """A collapse_shape of an expand_shape is one collapse_shape, expand_shape or cast of the expand's
    source, where each group of the lower-rank side is a union of the higher-rank side's groups
    (upstream's `ComposeCollapseOfExpandOp`; memref's subclass it):

        %0 = tensor.expand_shape %x [[0, 1, 2, 3]] output_shape [1, 4, 1, 512] : tensor<2048xf32> into tensor<1x4x1x512xf32>
        %1 = tensor.collapse_shape %0 [[0, 1, 2], [3]] : tensor<1x4x1x512xf32> into tensor<4x512xf32>
        ->
        %1 = tensor.expand_shape %x [[0, 1]] output_shape [4, 512] : tensor<2048xf32> into tensor<4x512xf32>
    """

    COLLAPSE: type[Operation] = xdsl_tensor.CollapseShapeOp
    EXPAND: type[Operation] = xdsl_tensor.ExpandShapeOp
    CAST: type[Operation] = xdsl_tensor.CastOp
    op_types: tuple[type[Operation], ...] = (COLLAPSE,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.COLLAPSE) or not isinstance(op.src, OpResult):
            return
        expand = op.src.op
        if not isinstance(expand, self.EXPAND):
            return
        if any(has_non_identity_layout(value.type) for value in (op.src, expand.src)):
            return
        source_type, result_type = expand.src.type, op.result.type
        if source_type == result_type:
            return
        source_rank, result_rank = source_type.get_num_dims(), result_type.get_num_dims()
        higher, lower = reassociation(expand), reassociation(op)
        if source_rank <= result_rank:
            higher, lower = lower, higher
        groups: Groups = []
        next_group = 0
        for lower_group in lower:
            group = []
            while next_group < len(higher):
                rightmost = higher[next_group][-1]
                if rightmost > lower_group[-1]:
                    return
                group.append(next_group)
                next_group += 1
                if rightmost == lower_group[-1]:
                    break
            groups.append(group)
        if source_rank > result_rank:
            rewriter.replace(op, build_collapse(type(op), expand.src, result_type, groups))
        elif source_rank < result_rank:
            new_ops: list[Operation] = []
            old_shape = mixed_output_shape(expand)
            shape = [_product_of_sizes([old_shape[d] for d in group], new_ops) for group in reassociation(op)]
            # A static result size needs no operand (upstream's operand would be left unused).
            shape = [size if known == DYNAMIC else known for size, known in zip(shape, result_type.get_shape())]
            new_ops.append(build_expand(type(expand), expand.src, result_type, groups, shape))
            rewriter.replace(op, new_ops)
        else:
            rewriter.replace(op, self.CAST.build(operands=[expand.src], result_types=[result_type]))


class ComposeExpandOfCollapse(RewritePattern):
    """An expand_shape of a collapse_shape is one collapse_shape or expand_shape of the collapse's
    source, where the shapes of each intermediate dimension's groups collapse one into the other
    (upstream's `ComposeExpandOfCollapseOp`; memref's subclass it):

        %0 = tensor.collapse_shape %x [[0, 1, 2, 3, 4, 5, 6]] : tensor<2x3x4x5x6x7x8xf32> into tensor<40320xf32>
        %1 = tensor.expand_shape %0 [[0, 1, 2, 3]] output_shape [24, 5, 42, 8] : tensor<40320xf32> into tensor<24x5x42x8xf32>
        ->
        %1 = tensor.collapse_shape %x [[0, 1, 2], [3], [4, 5], [6]] : tensor<2x3x4x5x6x7x8xf32> into tensor<24x5x42x8xf32>

    With a non-identity memref layout it only becomes a cast, when the source is static.
    """

    COLLAPSE: type[Operation] = xdsl_tensor.CollapseShapeOp
    EXPAND: type[Operation] = xdsl_tensor.ExpandShapeOp
    CAST: type[Operation] = xdsl_tensor.CastOp
    op_types: tuple[type[Operation], ...] = (EXPAND,)

    def cast_compatible(self, source: Attribute, result: Attribute) -> bool:
        """Upstream's `CastOp::areCastCompatible` of the cast class (memref's subclass overrides it)."""
        return False

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.EXPAND) or not isinstance(op.src, OpResult):
            return
        collapse = op.src.op
        if not isinstance(collapse, self.COLLAPSE):
            return
        source_type, result_type = collapse.src.type, op.result.type
        if any(has_non_identity_layout(value.type) for value in (op.src, collapse.src)):
            if DYNAMIC not in source_type.get_shape() and self.cast_compatible(source_type, result_type):
                rewriter.replace(op, self.CAST.build(operands=[collapse.src], result_types=[result_type]))
            return
        source_rank, result_rank = source_type.get_num_dims(), result_type.get_num_dims()
        if source_rank == result_rank:
            return
        source_groups, result_groups = reassociation(collapse), reassociation(op)
        source_shape, result_shape = source_type.get_shape(), result_type.get_shape()
        if source_rank > result_rank:
            groups = _collapsing_groups(source_groups, result_groups, source_shape, result_shape)
            if groups is not None:
                rewriter.replace(op, build_collapse(type(collapse), collapse.src, result_type, groups))
            return
        groups = _collapsing_groups(result_groups, source_groups, result_shape, source_shape)
        if groups is not None:
            rewriter.replace(op, build_expand(type(op), collapse.src, result_type, groups, mixed_output_shape(op)))


def collapsed_shape(shape: Sequence[int], groups: Groups) -> list[int]:
    """The shape of a collapse_shape of `shape`: each group's product, dynamic where a size is."""
    sizes = []
    for group in groups:
        product = 1
        for dim in group:
            product = DYNAMIC if DYNAMIC in (product, shape[dim]) else product * shape[dim]
        sizes.append(product)
    return sizes


class FoldCollapseOfCast(RewritePattern):
    """A collapse_shape of a cast from a more static type collapses the cast's source instead, cast
    back to the old type where the collapsed type is more static (upstream's `FoldCollapseOfCastOp`
    and `CollapseShapeOpMemRefCastFolder`; tensor's and memref's subclasses say which casts fold):

        %0 = tensor.cast %t : tensor<8x12x32xf32> to tensor<?x?x?xf32>
        %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
        ->
        %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<8x12x32xf32> into tensor<96x32xf32>
        %1 = tensor.cast %c : tensor<96x32xf32> to tensor<?x?xf32>
    """

    CAST: type[Operation] = xdsl_tensor.CastOp
    op_types: tuple[type[Operation], ...] = (xdsl_tensor.CollapseShapeOp,)

    def cast_source(self, value: SSAValue) -> SSAValue | None:
        """The source of the cast that defines `value`, when a consumer may read it instead."""
        raise NotImplementedError

    def collapsed_type(self, source_type: Attribute, groups: Groups) -> Attribute | None:
        """The type of a collapse_shape of `source_type` by `groups`."""
        raise NotImplementedError

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or (source := self.cast_source(op.src)) is None:
            return
        groups = reassociation(op)
        new_type = self.collapsed_type(source.type, groups)
        if new_type is None:
            return
        collapse = build_collapse(type(op), source, new_type, groups)
        if new_type == op.result.type:
            rewriter.replace(op, collapse)
        else:
            cast = self.CAST.build(operands=[collapse.results[0]], result_types=[op.result.type])
            rewriter.replace(op, [collapse, cast])
