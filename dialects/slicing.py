"""Checks shared by the ops that take offsets, sizes and strides (upstream's `OffsetSizeAndStrideOpInterface`).

`tensor.extract_slice`/`insert_slice`, `memref.subview` and
`memref.reinterpret_cast` verify their index lists and their result type as
upstream MLIR does, with upstream's messages:

    %s = tensor.extract_slice %t[0, 2, 0][4, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<?x4x4xf32>
    // error: expected type to be 'tensor<4x4x4xf32>' or a rank-reduced version. (size mismatch)

and the strides and offset of a memref layout (upstream's `getStridesAndOffset`),
`None` where dynamic:

    memref<4x?xf32>                                  -> strides [?, 1], offset 0
    memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>> -> strides [16, 1], offset 3
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from enum import Enum, auto

from xdsl.dialects.builtin import DYNAMIC_INDEX, AffineMapAttr, MemRefType, NoneAttr, StridedLayoutAttr
from xdsl.ir import Attribute, Operation
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)
from xdsl.utils.exceptions import VerifyException

from aiopt.support.diagnostics import DiagnosticError


def verify_offset_size_stride(op: Operation, max_ranks: tuple[int, int, int]) -> None:
    """Upstream's `verifyOffsetSizeAndStrideOp`: list lengths, dynamic operand counts, no negative static values.

    `max_ranks` are the expected numbers of offsets, sizes and strides.
    """
    offsets, sizes, strides = (
        list(op.static_offsets.get_values()),
        list(op.static_sizes.get_values()),
        list(op.static_strides.get_values()),
    )
    # Upstream reports these with `op->emitError` (no op name in front).
    if not (len(offsets) == 1 and max_ranks[0] == 1) and len(offsets) != len(sizes):
        raise DiagnosticError(
            f"expected mixed offsets rank to match mixed sizes rank ({len(offsets)} vs {len(sizes)}) "
            "so the rank of the result type is well-formed.",
            op,
        )
    if len(sizes) != len(strides):
        raise DiagnosticError(
            f"expected mixed sizes rank to match mixed strides rank ({len(sizes)} vs {len(strides)}) "
            "so the rank of the result type is well-formed.",
            op,
        )
    for name, count, static, dynamic in (
        ("offset", max_ranks[0], offsets, op.offsets),
        ("size", max_ranks[1], sizes, op.sizes),
        ("stride", max_ranks[2], strides, op.strides),
    ):
        if len(static) != count:
            raise DiagnosticError(f"expected {count} {name} values, got {len(static)}", op)
        verify_dynamic_count(name, static, dynamic)
    for name, static in (("offsets", offsets), ("sizes", sizes)):
        for value in static:
            if value < 0 and value != DYNAMIC_INDEX:
                raise DiagnosticError(f"expected {name} to be non-negative, but got {value}", op)


def verify_dynamic_count(name: str, static: Sequence[int], dynamic: Sequence[object]) -> None:
    """One operand per dynamic value of a static list (upstream's `verifyListOfOperandsOrIntegers`): a static
    value of INT64_MIN is the dynamic marker, and the printer takes an operand for it."""
    expected = sum(value == DYNAMIC_INDEX for value in static)
    if len(dynamic) != expected:
        raise VerifyException(f"expected {expected} dynamic {name} values")


class SliceVerification(Enum):
    """Upstream's `SliceVerificationResult`."""

    SUCCESS = auto()
    RANK_TOO_LARGE = auto()
    SIZE_MISMATCH = auto()
    ELEM_TYPE_MISMATCH = auto()
    MEM_SPACE_MISMATCH = auto()
    LAYOUT_MISMATCH = auto()


def rank_reduction_mask(original: Sequence[int], reduced: Sequence[int]) -> set[int] | None:
    """The dimensions of `original` that `reduced` drops (each of size 1); None when it is no rank reduction.

    Upstream's `computeRankReductionMask`: dimensions match greedily, `?` only with `?`.
    """
    unused: set[int] = set()
    reduced_index = 0
    for index, size in enumerate(original):
        if reduced_index < len(reduced) and size == reduced[reduced_index]:
            reduced_index += 1
            continue
        unused.add(index)
        if size != 1:
            return None
    return unused if reduced_index == len(reduced) else None


def canonical_rank_reduced_shape(shape: Sequence[int], rank: int) -> list[int]:
    """`shape` with its first size-1 dimensions dropped until `rank` are left (upstream's
    `inferCanonicalRankReducedResultType` for tensor slices: "best effort rank-reducing"):

        [1, 4, 1, 8] to rank 3  ->  [4, 1, 8]
    """
    to_drop = len(shape) - rank
    kept: list[int] = []
    for size in shape:
        if to_drop > 0 and size == 1:
            to_drop -= 1
            continue
        kept.append(size)
    return kept


def is_rank_reduced_type(original: Attribute, candidate: Attribute) -> SliceVerification:
    """Whether `candidate` is the shaped type `original` or it with some size-1 dimensions dropped."""
    if original == candidate:
        return SliceVerification.SUCCESS
    original_shape, candidate_shape = original.get_shape(), candidate.get_shape()
    if len(candidate_shape) > len(original_shape):
        return SliceVerification.RANK_TOO_LARGE
    if rank_reduction_mask(original_shape, candidate_shape) is None:
        return SliceVerification.SIZE_MISMATCH
    if original.get_element_type() != candidate.get_element_type():
        return SliceVerification.ELEM_TYPE_MISMATCH
    return SliceVerification.SUCCESS


def type_text(type_: Attribute) -> str:
    """A type as upstream prints it in a message (`memref<4xf32, 1>`, where xDSL's str gives `1 : i64`)."""
    from aiopt.support.asm_printer import attribute_text

    return attribute_text(type_)


def slice_error(result: SliceVerification, expected: Attribute, op: Operation) -> None:
    """Upstream's `produceSliceErrorMsg` (tensor slices), reported with `op->emitError` (no op name in front)."""
    if result is SliceVerification.RANK_TOO_LARGE:
        raise DiagnosticError("expected rank to be smaller or equal to the other rank. ", op)
    if result is SliceVerification.SIZE_MISMATCH:
        raise DiagnosticError(
            f"expected type to be '{type_text(expected)}' or a rank-reduced version. (size mismatch) ", op
        )
    if result is SliceVerification.ELEM_TYPE_MISMATCH:
        raise DiagnosticError(f"expected element type to be '{type_text(expected.get_element_type())}'", op)


def subview_error(result: SliceVerification, expected: MemRefType, op: Operation) -> None:
    """Upstream's `produceSubViewErrorMsg` (memref subviews), reported with `op->emitError`; the result type
    follows (`, but got 'memref<...>'`). The rank message keeps MLIR 19's words (LLVM 22's end `the source
    rank, but got '<type>'` where MLIR 19's end `the source rank.`, which its tests check)."""
    got = f", but got '{type_text(op.results[0].type)}'"
    if result is SliceVerification.RANK_TOO_LARGE:
        raise VerifyException("expected result rank to be smaller or equal to the source rank. ")
    if result is SliceVerification.SIZE_MISMATCH:
        raise DiagnosticError(
            f"expected result type to be '{type_text(expected)}' or a rank-reduced version. (mismatch of result "
            f"sizes){got}",
            op,
        )
    if result is SliceVerification.ELEM_TYPE_MISMATCH:
        raise DiagnosticError(f"expected result element type to be '{type_text(expected.element_type)}'{got}", op)
    if result is SliceVerification.MEM_SPACE_MISMATCH:
        raise DiagnosticError(f"expected result and source memory spaces to match{got}", op)
    if result is SliceVerification.LAYOUT_MISMATCH:
        raise DiagnosticError(
            f"expected result type to be '{type_text(expected)}' or a rank-reduced version. (mismatch of result "
            f"layout){got}",
            op,
        )


def saturated_add(a: int | None, b: int | None) -> int | None:
    """Upstream's `SaturatedInteger` sum: `?` (None) if either is."""
    return None if a is None or b is None else a + b


def saturated_mul(a: int | None, b: int | None) -> int | None:
    """Upstream's `SaturatedInteger` product: 0 if either is 0, else `?` (None) if either is."""
    if a == 0 or b == 0:
        return 0
    return None if a is None or b is None else a * b


def _linear_terms(expr: AffineExpr) -> dict[int | None, int | None] | None:
    """`expr` as {dim: coefficient, None: constant term}, a coefficient None where a symbol scales it.

    None when `expr` is not linear in the dimensions (`d0 * d1`, `d0 floordiv 2`).
    """
    if isinstance(expr, AffineConstantExpr):
        return {None: expr.value}
    if isinstance(expr, AffineDimExpr):
        return {expr.position: 1}
    if isinstance(expr, AffineSymExpr):
        return {None: None}
    if not isinstance(expr, AffineBinaryOpExpr):
        return None
    lhs, rhs = _linear_terms(expr.lhs), _linear_terms(expr.rhs)
    if lhs is None or rhs is None:
        return None
    if expr.kind == AffineBinaryOpKind.Add:
        terms = dict(lhs)
        for key, value in rhs.items():
            terms[key] = saturated_add(terms[key], value) if key in terms else value
        return terms
    lhs_constant = set(lhs) == {None}
    rhs_constant = set(rhs) == {None}
    if expr.kind == AffineBinaryOpKind.Mul:
        if not (lhs_constant or rhs_constant):
            return None
        factor, other = (lhs[None], rhs) if lhs_constant else (rhs[None], lhs)
        return {key: saturated_mul(value, factor) for key, value in other.items()}
    if lhs_constant and rhs_constant and lhs[None] is not None and rhs[None]:
        a, b = lhs[None], rhs[None]
        if expr.kind == AffineBinaryOpKind.Mod:
            return {None: a % b}
        if expr.kind == AffineBinaryOpKind.FloorDiv:
            return {None: a // b}
        return {None: -((-a) // b)}
    if lhs_constant and rhs_constant:
        return {None: None}
    return None


def strides_and_offset(type_: MemRefType) -> tuple[list[int | None], int | None] | None:
    """Upstream's `getStridesAndOffset`: the strides and offset of a memref type (None where dynamic).

    None when the layout is not strided (an affine map that is not linear, or has several results).
    """
    layout = type_.layout
    if isinstance(layout, StridedLayoutAttr):
        return list(layout.get_strides()), layout.get_offset()
    if isinstance(layout, NoneAttr):
        strides: list[int | None] = []
        running: int | None = 1
        for size in reversed(type_.get_shape()):
            strides.append(running)
            running = None if running is None or size == DYNAMIC_INDEX else running * size
        return strides[::-1], 0
    if isinstance(layout, AffineMapAttr):
        affine_map = layout.data
        if affine_map == AffineMap.identity(affine_map.num_dims):
            return strides_and_offset(MemRefType(type_.element_type, type_.get_shape()))
        if len(affine_map.results) != 1:
            return None
        terms = _linear_terms(affine_map.results[0])
        if terms is None:
            return None
        return [terms.get(dim, 0) for dim in range(affine_map.num_dims)], terms.get(None, 0)
    return None


def strided_type(
    shape: Sequence[int], element_type: Attribute, strides: Sequence[int | None], offset: int | None, memory_space
) -> MemRefType:
    """A memref type with a `strided<[...], offset: ...>` layout (None for `?`)."""
    layout = StridedLayoutAttr([stride if stride is not None else None for stride in strides], offset)
    return MemRefType(element_type, shape, layout, memory_space)


def is_rank_reduced_memref(expected: MemRefType, candidate: MemRefType, sizes: Sequence[int]) -> SliceVerification:
    """Upstream's checks of a `memref.subview` result: shape and element type, memory space, offset, strides."""
    result = is_rank_reduced_type(expected, candidate)
    if result is not SliceVerification.SUCCESS:
        return result
    if expected.memory_space != candidate.memory_space:
        return SliceVerification.MEM_SPACE_MISMATCH
    expected_layout, candidate_layout = strides_and_offset(expected), strides_and_offset(candidate)
    if expected_layout is None or candidate_layout is None or expected_layout[1] != candidate_layout[1]:
        return SliceVerification.LAYOUT_MISMATCH
    dropped = _memref_rank_reduction_mask(expected_layout[0], candidate_layout[0], sizes, candidate.get_num_dims())
    if dropped is None:
        return SliceVerification.LAYOUT_MISMATCH
    kept = [stride for dim, stride in enumerate(expected_layout[0]) if dim not in dropped]
    if kept != list(candidate_layout[0]):
        return SliceVerification.LAYOUT_MISMATCH
    return SliceVerification.SUCCESS


def dropped_dimensions(original: MemRefType, reduced: MemRefType, sizes: Sequence[int]) -> set[int] | None:
    """Upstream's `computeMemRefRankReductionMask`: the dimensions of `original` a subview of static
    `sizes` (DYNAMIC_INDEX where dynamic) drops to give `reduced`, told apart by their strides where
    several have size 1; None when `reduced` is no rank reduction of `original`:

        memref<1x1x?xf32> sizes [1, 1, 4] to memref<1x4xf32, strided<[?, 1]>>  ->  {0} or {1}, by the strides
    """
    rank = reduced.get_num_dims()
    if original.get_num_dims() == rank:
        return set()
    unit = {dim for dim, size in enumerate(sizes) if size == 1}
    if len(unit) + rank == original.get_num_dims():
        return unit
    original_layout, reduced_layout = strides_and_offset(original), strides_and_offset(reduced)
    if original_layout is None or reduced_layout is None:
        return None
    return _memref_rank_reduction_mask(original_layout[0], reduced_layout[0], sizes, rank)


def _memref_rank_reduction_mask(
    original_strides: Sequence[int | None], candidate_strides: Sequence[int | None], sizes: Sequence[int], rank: int
) -> set[int] | None:
    """Upstream's `computeMemRefRankReductionMask`: the dropped dimensions, told apart by their strides."""
    original_rank = len(original_strides)
    if original_rank == rank:
        return set()
    unused = {dim for dim, size in enumerate(sizes) if size == 1}
    if len(unused) + rank == original_rank:
        return unused
    unaccounted = Counter(original_strides)
    candidate_counts = Counter(candidate_strides)
    for dim in sorted(unused):
        stride = original_strides[dim]
        if unaccounted[stride] > candidate_counts[stride]:
            unaccounted[stride] -= 1
        elif unaccounted[stride] == candidate_counts[stride]:
            unused.discard(dim)
        else:
            return None
    return unused if len(unused) + rank == original_rank else None
