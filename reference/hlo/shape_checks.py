"""The run-time shape checks of the HLO ops: sizes an op ties together that are known only at run time.

An HLO op on dynamic shapes requires sizes of its operands (and its result
type's static sizes) to agree: the operands of an element-wise op, the
contracting and batching dimensions of a dot, the non-concatenated
dimensions of a concatenate, the inputs of a reduce, map or sort (and the
results of a map or sort, the dimensions a reduce keeps, a
dynamic_update_slice's operand and result, the dimensions a bitcast_convert
between widths keeps, a reshape's one `?` size, an fft's batch and transformed
dimensions, a select_and_scatter's operand and result). The
verifier checks what is static; what is left is checked at run time, by
the reference interpreter before it runs an op (`failed_shape_check`) and
by compiled code, where `convert-mhlo-to-linalg` inserts a `cf.assert`
for each check (`aiopt.lowering.mhlo_to_linalg_shape_checks`), with the
same messages:

    %r = mhlo.add %a, %b : tensor<?xf32>

must have `%a` and `%b` of one size: "'mhlo.add' op operand #1 and operand #0
differ in size in dimension 0". Gathers tie their batch dimensions to the
start indices and take slices no larger than the operand; scatters tie
their update dimensions to the scatter indices and take windows no larger
than the inputs (start indices out of range are defined: gather clamps
them, scatter skips the update).

Ops whose index *operands* hold run-time values the spec constrains
(real_dynamic_slice's start/limit/strides, dynamic_pad's and pad's paddings,
the output shapes of dynamic_reshape, dynamic_iota and dynamic_broadcast_in_dim,
dynamic_gather's slice sizes, set_dimension_size's size, dynamic_conv's padding; and select_and_scatter's source,
whose sizes are the operand's window counts) have their checks written once against an
index arithmetic (`real_dynamic_slice_checks`, ...): on Python ints
(`IntMath`, the interpreter's `failed_index_check`) they compute the
conditions; on `index` values (the lowering's `IndexMath`) they build the
comparisons for `cf.assert`s.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation

from aiopt.dialects.hlo.elementwise import BitcastConvertOp, CompareOp, ElementwiseOp, SelectOp
from aiopt.dialects.hlo.gather_scatter import DynamicGatherOp, GatherOp, ScatterOp
from aiopt.dialects.hlo.linalg_ops import DotDimensions, DotGeneralOp, DotOp, DynamicConvOp, FftOp
from aiopt.dialects.hlo.reductions import MapOp, ReduceOp, ReduceWindowOp, SelectAndScatterOp, SortOp, Window
from aiopt.dialects.hlo.shape_ops import (
    BroadcastInDimOp,
    ConcatenateOp,
    DynamicBroadcastInDimOp,
    DynamicIotaOp,
    DynamicPadOp,
    DynamicReshapeOp,
    DynamicSliceOp,
    DynamicUpdateSliceOp,
    PadOp,
    RealDynamicSliceOp,
    ReshapeOp,
    ReverseOp,
    SetDimensionSizeOp,
    SliceOp,
    TransposeOp,
)
from aiopt.dialects.hlo.syntax import int_array_values

RESULT = -1
"""The operand index that stands for the op's result type (its static sizes) in a tied size."""

Size = tuple[int, int]
"""(operand index or RESULT, dimension)."""


def _same_shape(op: Operation, operands: Sequence[int], with_result: bool) -> Iterator[tuple[list[Size], str]]:
    """Every dimension of the ranked `operands` (and of the result) agrees."""
    rank = op.results[0].type.get_num_dims() if with_result else op.operands[operands[0]].type.get_num_dims()
    tied = [i for i in operands if op.operands[i].type.get_num_dims() == rank]
    for dim in range(rank):
        sizes = [(i, dim) for i in tied] + ([(RESULT, dim)] if with_result else [])
        yield sizes, f"dimension {dim}"


def _dot(op: Operation, dims: DotDimensions) -> Iterator[tuple[list[Size], str]]:
    """Contracting and batching dimensions of lhs and rhs agree; batching and free ones with the result."""
    for lhs, rhs in zip(dims.lhs_contracting, dims.rhs_contracting):
        yield [(0, lhs), (1, rhs)], f"contracting dimensions {lhs} (lhs) and {rhs} (rhs)"
    batch = len(dims.lhs_batching)
    for k, (lhs, rhs) in enumerate(zip(dims.lhs_batching, dims.rhs_batching)):
        yield [(0, lhs), (1, rhs), (RESULT, k)], f"batching dimensions {lhs} (lhs) and {rhs} (rhs)"
    lhs_free = dims.free_dims(op.operands[0].type.get_num_dims(), lhs=True)
    rhs_free = dims.free_dims(op.operands[1].type.get_num_dims(), lhs=False)
    for k, (side, dim) in enumerate([*((0, d) for d in lhs_free), *((1, d) for d in rhs_free)]):
        yield [(side, dim), (RESULT, batch + k)], f"dimension {dim} of the {'lhs' if side == 0 else 'rhs'}"


def _dot_dimensions(op: Operation) -> DotDimensions:
    if isinstance(op, DotGeneralOp):
        return DotDimensions.of(op.properties["dot_dimension_numbers"])
    lhs_rank = op.operands[0].type.get_num_dims()
    return DotDimensions((), (), (lhs_rank - 1,), (0,))


def tied_sizes(op: Operation) -> Iterator[tuple[list[Size], str]]:
    """The groups of sizes of `op` that must be equal, each with what it is called in a message."""
    operands = range(len(op.operands))
    if isinstance(op, BitcastConvertOp) and op.operands[0].type.get_num_dims() != op.results[0].type.get_num_dims():
        # Between widths: the dimensions both have agree (the narrower type's last one is the extra one).
        rank = min(op.operands[0].type.get_num_dims(), op.results[0].type.get_num_dims())
        for dim in range(rank):
            yield [(0, dim), (RESULT, dim)], f"dimension {dim}"
    elif isinstance(op, (ElementwiseOp, CompareOp, SelectOp)):
        yield from _same_shape(op, operands, with_result=True)
    elif isinstance(op, (DotOp, DotGeneralOp)):
        yield from _dot(op, _dot_dimensions(op))
    elif isinstance(op, ConcatenateOp):
        axis = op.properties["dimension"].value.data
        for sizes, what in _same_shape(op, operands, with_result=True):
            if sizes[0][1] != axis:
                yield sizes, what
    elif isinstance(op, (MapOp, SortOp, DynamicUpdateSliceOp)):
        yield from _same_shape(op, range(1) if isinstance(op, DynamicUpdateSliceOp) else operands, with_result=True)
    elif isinstance(op, ReduceOp):
        yield from _same_shape(op, range(len(op.operands) // 2), with_result=False)
        yield from _kept(op)
    elif isinstance(op, ReduceWindowOp):
        # Its inputs (the first half of the operands; the init values follow) have one shape.
        yield from _same_shape(op, range(len(op.operands) // 2), with_result=False)
    elif isinstance(op, SelectAndScatterOp):
        # The result has the operand's shape (its source's is the window count, `select_and_scatter_checks`).
        yield from _same_shape(op, [0], with_result=True)
    elif isinstance(op, (TransposeOp, ReverseOp)):
        yield from _permuted(op)
    elif isinstance(op, (GatherOp, DynamicGatherOp)):
        yield from _gather(op)
    elif isinstance(op, ScatterOp):
        yield from _scatter(op)
    elif isinstance(op, FftOp):
        for dim in range(op.results[0].type.get_num_dims() - len(op.lengths)):
            yield [(0, dim), (RESULT, dim)], f"dimension {dim}"


def _kept(op: ReduceOp) -> Iterator[tuple[list[Size], str]]:
    """The dimensions a reduce keeps are the result's, in order."""
    reduced = set(int_array_values(op.properties["dimensions"]))
    kept = [d for d in range(op.operands[0].type.get_num_dims()) if d not in reduced]
    for position, dim in enumerate(kept):
        yield [(0, dim), (RESULT, position)], f"dimension {dim} (result dimension {position})"


def _gather(op: GatherOp | DynamicGatherOp) -> Iterator[tuple[list[Size], str]]:
    """A result batch dimension is the size of its start_indices dimension; batching dimensions agree."""
    mapping = op.mapping
    result_batch = [d for d in range(op.results[0].type.get_num_dims()) if d not in mapping.window_dims]
    for index_dim, result_dim in zip(mapping.batch_dims(op.operands[1].type.get_num_dims()), result_batch):
        what = f"dimension {index_dim} of start_indices (result dimension {result_dim})"
        yield [(1, index_dim), (RESULT, result_dim)], what
    for operand_dim, index_dim in zip(mapping.operand_batching, mapping.indices_batching):
        what = f"batching dimensions {operand_dim} (operand) and {index_dim} (start_indices)"
        yield [(0, operand_dim), (1, index_dim)], what


def _scatter(op: ScatterOp) -> Iterator[tuple[list[Size], str]]:
    """Inputs (and results) agree, updates agree, update scatter dimensions are those of scatter_indices.

    Operands are the N inputs, scatter_indices (#N) and the N updates.
    """
    mapping, count = op.mapping, len(op.inputs)
    indices, first_update = count, count + 1
    yield from _same_shape(op, range(count), with_result=True)
    yield from _same_shape(op, range(first_update, 2 * count + 1), with_result=False)
    update_batch = [d for d in range(op.updates[0].type.get_num_dims()) if d not in mapping.window_dims]
    for index_dim, update_dim in zip(mapping.batch_dims(op.scatter_indices.type.get_num_dims()), update_batch):
        what = f"update dimension {update_dim} (scatter_indices dimension {index_dim})"
        yield [(first_update, update_dim), (indices, index_dim)], what
    for operand_dim, index_dim in zip(mapping.operand_batching, mapping.indices_batching):
        what = f"batching dimensions {operand_dim} (input) and {index_dim} (scatter_indices)"
        yield [(0, operand_dim), (indices, index_dim)], what


def bounded_sizes(op: Operation) -> Iterator[tuple[Size | int, Size | int, str]]:
    """Pairs (small, large) of sizes or constants of `op` where small <= large must hold, with a message.

    A slice must lie inside its operand; an update inside the tensor it updates.
    """
    if isinstance(op, SliceOp):
        for dim, limit in enumerate(int_array_values(op.properties["limit_indices"])):
            yield limit, (0, dim), f"slices dimension {dim} of operand #0 up to {limit}, beyond its size"
    elif isinstance(op, (DynamicSliceOp, GatherOp)):
        for dim, size in enumerate(int_array_values(op.properties["slice_sizes"])):
            yield size, (0, dim), f"takes {size} elements of dimension {dim} of operand #0, more than it has"
    elif isinstance(op, ScatterOp):
        # Update windows must fit in the inputs; windows at out-of-bounds indices are skipped (defined).
        first_update = len(op.inputs) + 1
        window_operand_dims = op.mapping.window_operand_dims(op.inputs[0].type.get_num_dims())
        for window_dim, operand_dim in zip(op.mapping.window_dims, window_operand_dims):
            yield (
                (first_update, window_dim),
                (0, operand_dim),
                f"update window dimension {window_dim} (operand #{first_update}) is larger than dimension "
                f"{operand_dim} of operand #0",
            )
    elif isinstance(op, DynamicUpdateSliceOp):
        for dim in range(op.operands[0].type.get_num_dims()):
            yield (1, dim), (0, dim), f"update (operand #1) is larger than operand #0 in dimension {dim}"


def fixed_sizes(op: Operation) -> Iterator[tuple[Size, int, str]]:
    """Sizes of `op` that must equal a constant, with a message: a gather's or scatter's index vectors hold
    one index per entry of start_index_map (scatter_dims_to_operand_dims); the one `?` size of a reshape's
    operand is what the elements of its static result need; an fft's transformed dimensions are its lengths'
    (`FftOp.transformed_sizes`)."""
    if isinstance(op, ReshapeOp):
        yield from _reshaped_size(op)
    elif isinstance(op, FftOp):
        sizes = op.transformed_sizes()[0]
        last = op.operands[0].type.get_num_dims() - 1
        for dim, size in enumerate(sizes, last + 1 - len(sizes)):
            what = "fft_length[-1] / 2 + 1" if op.kind == "IRFFT" and dim == last else "fft_length"
            yield (0, dim), size, f"dimension {dim} of operand #0 is not {size} (its {what})"
    elif isinstance(op, (GatherOp, DynamicGatherOp, ScatterOp)):
        mapping = op.mapping
        indices = len(op.inputs) if isinstance(op, ScatterOp) else 1
        if mapping.index_vector_dim < op.operands[indices].type.get_num_dims():
            count = len(mapping.index_map)
            yield (
                (indices, mapping.index_vector_dim),
                count,
                f"index vectors (dimension {mapping.index_vector_dim} of operand #{indices}) do not hold "
                f"{count} indices, one per entry of {mapping.names[4]}",
            )


def _reshaped_size(op: ReshapeOp) -> Iterator[tuple[Size, int, str]]:
    """A reshape of an operand with one `?` size to a static result: that size makes the result's element count.
    (Several `?` sizes have no one such size; a count the static sizes do not divide is the verifier's.)"""
    operand, result = op.operands[0].type.get_shape(), op.results[0].type.get_shape()
    dynamic = [d for d, size in enumerate(operand) if size < 0]
    if len(dynamic) != 1 or any(size < 0 for size in result):
        return
    known, total = math.prod(size for size in operand if size >= 0), math.prod(result)
    if known and total % known == 0:
        size = total // known
        what = f"dimension {dynamic[0]} of operand #0 is not {size}, which the result's {total} elements need"
        yield (0, dynamic[0]), size, what


def _permuted(op: Operation) -> Iterator[tuple[list[Size], str]]:
    """Transpose and reverse: each operand dimension is a result dimension."""
    if isinstance(op, TransposeOp):
        permutation = int_array_values(op.properties["permutation"])
        for k, dim in enumerate(permutation):
            yield [(0, dim), (RESULT, k)], f"dimension {dim} (result dimension {k})"
    elif isinstance(op, ReverseOp):
        yield from _same_shape(op, [0], with_result=True)


def broadcast_sizes(op: Operation) -> Iterator[tuple[Size, Size, str]]:
    """Pairs (operand size, result size) of a broadcast_in_dim: the operand's is 1 or the result's."""
    if not isinstance(op, BroadcastInDimOp):
        return
    for dim, k in enumerate(int_array_values(op.properties["broadcast_dimensions"])):
        yield (0, dim), (RESULT, k), f"dimension {dim} of operand #0 is neither 1 nor the size of result dimension {k}"


def static_size(op: Operation, size: Size | int) -> int | None:
    """The static value of a size of `op` (a constant, or a static size of an operand or the result), else None."""
    if isinstance(size, int):
        return size
    index, dim = size
    type_ = op.results[0].type if index == RESULT else op.operands[index].type
    value = type_.get_shape()[dim]
    return value if value >= 0 else None


def _describe(size: Size) -> str:
    return "the result type" if size[0] == RESULT else f"operand #{size[0]}"


@dataclass(frozen=True)
class ShapeCheck:
    """One check of `op`'s sizes that the verifier could not make: `lhs <relation> rhs` must hold.

    `relation` is "eq", "ule" or "broadcast" (lhs is 1 or equals rhs); the sides are sizes of
    operands, static sizes of the result, or constants.
    """

    lhs: Size | int
    relation: str
    rhs: Size | int
    message: str


def shape_checks(op: Operation) -> Iterator[ShapeCheck]:
    """The checks of `op` that involve a `?` size (checks between static sizes are the verifier's)."""
    if not all(isinstance(v.type, TensorType) for v in (*op.operands, *op.results)):
        return
    for sizes, what in tied_sizes(op):
        known = [s for s in sizes if static_size(op, s) is not None or s[0] != RESULT]
        # The reference: a static size where there is one, else the first.
        reference = next((s for s in known if static_size(op, s) is not None), known[0] if known else None)
        for size in known:
            if size is reference or static_size(op, size) is not None:
                continue
            message = f"'{op.name}' op {_describe(size)} and {_describe(reference)} differ in size in {what}"
            if static_size(op, reference) is not None:
                message += f" (expected {static_size(op, reference)})"
            yield ShapeCheck(size, "eq", reference, message)
    for small, large, what in bounded_sizes(op):
        if static_size(op, small) is None or static_size(op, large) is None:
            yield ShapeCheck(small, "ule", large, f"'{op.name}' op {what}")
    for size, constant, what in fixed_sizes(op):
        # A static size other than the constant, which only the verifier of an FFT or IFFT lets through (XLA
        # aborts on it), fails when the program runs.
        if static_size(op, size) != constant:
            yield ShapeCheck(size, "eq", constant, f"'{op.name}' op {what}")
    for operand, result, what in broadcast_sizes(op):
        if static_size(op, operand) is None and static_size(op, result) is not None:
            yield ShapeCheck(operand, "broadcast", result, f"'{op.name}' op {what}")


def failed_shape_check(op: Operation, shapes: Sequence[Sequence[int]]) -> str | None:
    """The message of the first shape check of `op` that operands of `shapes` fail, with the sizes they have.

    What the reference interpreter checks before it runs an op, as compiled code does.
    """
    for check in shape_checks(op):
        lhs, rhs = (
            side if isinstance(side, int) else static_size(op, side) if side[0] == RESULT else shapes[side[0]][side[1]]
            for side in (check.lhs, check.rhs)
        )
        holds = {"eq": lhs == rhs, "ule": lhs <= rhs, "broadcast": lhs in (1, rhs)}[check.relation]
        if not holds:
            return f"{check.message} (sizes {lhs} and {rhs})"
    return None


# ---------------------------------------------------------------------------
# Checks of index operands: what the StableHLO spec requires of values known only at run time


Condition = object
"""What the index arithmetic's `cmp` gives: a bool (`IntMath`), or an `i1` value (the lowering's `IndexMath`)."""

INDEX_MAX = (1 << 63) - 1
"""The largest `index` (64-bit) value."""

SIGNED_PREDICATES: dict[str, Callable[[int, int], bool]] = {
    "eq": int.__eq__,
    "ne": int.__ne__,
    "slt": int.__lt__,
    "sle": int.__le__,
    "sgt": int.__gt__,
    "sge": int.__ge__,
}


class IntMath:
    """The index arithmetic of the checks on Python ints, as `index` values compute it (signed, 64-bit sizes).

        IntMath().ceildiv(7, 2) == 4        IntMath().mul_saturated(1 << 40, 1 << 40) == INDEX_MAX
    """

    def add(self, a: int, b: int) -> int:
        return a + b

    def sub(self, a: int, b: int) -> int:
        return a - b

    def mul(self, a: int, b: int) -> int:
        return a * b

    def max(self, a: int, b: int) -> int:
        return max(a, b)

    def min(self, a: int, b: int) -> int:
        return min(a, b)

    def ceildiv(self, a: int, b: int) -> int:
        return -(-a // b)

    def cmp(self, predicate: str, a: int, b: int) -> bool:
        """`arith.cmpi predicate, a, b` for a signed predicate (`eq`, `sge`, ...)."""
        return SIGNED_PREDICATES[predicate](a, b)

    def mul_saturated(self, a: int, b: int) -> int:
        """a * b for a, b >= 0, or INDEX_MAX where that overflows."""
        return min(a * b, INDEX_MAX)

    def either(self, a: bool, b: bool) -> bool:
        return a or b


def _result_size(op: Operation, dim: int) -> int | None:
    size = op.results[0].type.get_shape()[dim]
    return size if size >= 0 else None


def real_dynamic_slice_checks(index, op: Operation, sizes, starts, limits, strides) -> Iterator[tuple[Condition, str]]:
    """real_dynamic_slice's (C3) 0 <= start <= limit <= size, (C4) 0 < stride and (C5) the result's static sizes.

    `index` is an index arithmetic (`IntMath`, or the lowering's `IndexMath`); the other arguments hold one `Size` per dimension
    (operand sizes, and the entries of the start, limit and stride operands).
    The conditions are made lazily, each after the previous one holds, so
    that the result size is divided by a stride known to be positive:

        %r = mhlo.real_dynamic_slice %a, %s, %l, %t
            : (tensor<?xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>

    gets (for dimension 0) `cf.assert`s of `arith.cmpi sge, %start, %c0`,
    `sle %start, %limit`, `sle %limit, %size` and `sgt %stride, %c0`.
    """
    for dim, (size, start, limit, stride) in enumerate(zip(sizes, starts, limits, strides)):
        yield index.cmp("sge", start, 0), f"'{op.name}' op start index {dim} is negative"
        yield index.cmp("sle", start, limit), f"'{op.name}' op start index {dim} is greater than limit index {dim}"
        yield index.cmp("sle", limit, size), f"'{op.name}' op limit index {dim} is beyond the size of operand #0"
        yield index.cmp("sgt", stride, 0), f"'{op.name}' op stride {dim} is not positive"
        if (expected := _result_size(op, dim)) is not None:
            size = index.ceildiv(index.sub(limit, start), stride)
            yield (
                index.cmp("eq", size, expected),
                f"'{op.name}' op slice differs from the result type in dimension {dim} (expected {expected})",
            )


PADDING_LIMIT = 1 << 60
"""The largest magnitude of an edge padding, and of the elements interior padding adds to a dimension.

Beyond it a padded size could wrap around in 64-bit `index` arithmetic
(and no buffer of that many elements can be allocated): such paddings are
errors, so that the sizes computed from them stay exact.
"""


def pad_checks(index, op: Operation, sizes, lows, highs, interiors) -> Iterator[tuple[Condition, str]]:
    """pad's and dynamic_pad's (C3) 0 <= interior padding, a size >= 0 and (C4) the result's static sizes.

    The padded size of a dimension is `size + low + high + max(size - 1, 0) * interior`.
    dynamic_pad's paddings beyond `PADDING_LIMIT` are errors, which keeps it
    exact; pad's are attributes, the verifier's (and an operand dimension
    that they may not shrink is not checked).
    """
    dynamic = not isinstance(op, PadOp)
    for dim, (size, low, high, interior) in enumerate(zip(sizes, lows, highs, interiors)):
        may_shrink = dynamic or min(low, high) < 0
        expected = _result_size(op, dim)
        if not may_shrink and expected is None:
            continue
        yield index.cmp("sge", interior, 0), f"'{op.name}' op interior padding {dim} is negative"
        for name, edge in (("low", low), ("high", high)) if dynamic else ():
            message = f"'{op.name}' op {name} padding {dim} is larger than 2^60 in magnitude"
            yield index.cmp("sle", edge, PADDING_LIMIT), message
            yield index.cmp("sge", edge, -PADDING_LIMIT), message
        dilated = size
        if dynamic:
            gaps = index.mul_saturated(index.max(index.sub(size, 1), 0), interior)
            yield (
                index.cmp("sle", gaps, PADDING_LIMIT),
                f"'{op.name}' op interior padding {dim} adds more than 2^60 elements",
            )
            dilated = index.add(size, gaps)
        elif interior != 0:
            dilated = index.add(size, index.mul(index.max(index.sub(size, 1), 0), interior))
        padded = index.add(dilated, index.add(low, high))
        if may_shrink:
            yield index.cmp("sge", padded, 0), f"'{op.name}' op padding gives a negative size in dimension {dim}"
        if expected is not None:
            yield (
                index.cmp("eq", padded, expected),
                f"'{op.name}' op padded operand differs from the result type in dimension {dim} (expected {expected})",
            )


def shape_operand_checks(index, op: Operation, shape) -> Iterator[tuple[Condition, str]]:
    """The sizes of a 1-D shape operand, the op's last (dynamic_iota's #0, dynamic_reshape's and
    dynamic_broadcast_in_dim's #1): the result type's static size, or at least 0 where it has a `?`.

        %r = mhlo.dynamic_iota %s, dim = 0 : (tensor<2xi32>) -> tensor<?x3xf32>

    needs `%s[0] >= 0` and `%s[1] == 3`.
    """
    position = len(op.operands) - 1
    for dim, size in enumerate(shape):
        if (expected := _result_size(op, dim)) is None:
            yield (
                index.cmp("sge", size, 0),
                f"'{op.name}' op output shape (operand #{position}) has a negative size in dimension {dim}",
            )
        else:
            yield (
                index.cmp("eq", size, expected),
                f"'{op.name}' op output shape (operand #{position}) differs from the result type in dimension {dim} "
                f"(expected {expected})",
            )


def dynamic_broadcast_in_dim_checks(index, op: Operation, sizes, shape) -> Iterator[tuple[Condition, str]]:
    """dynamic_broadcast_in_dim's output shape (`shape_operand_checks`), then each operand dimension `i`
    against its result dimension `d`: 1 where `known_expanding_dimensions` says so, the result's size where
    `known_nonexpanding_dimensions` does, one of the two otherwise. The lowering makes the same checks
    (`DynamicBroadcastInDimToGeneric._checked_sizes`); `index` needs an `either` (a logical or) here.
    """
    yield from shape_operand_checks(index, op, shape)
    expanding, nonexpanding = set(op.ints("known_expanding_dimensions")), set(op.ints("known_nonexpanding_dimensions"))
    for i, d in enumerate(op.ints("broadcast_dimensions")):
        size = sizes[i]
        if i in expanding:
            what, holds = "is not 1 (known_expanding_dimensions)", index.cmp("eq", size, 1)
        elif i in nonexpanding:
            what = f"differs from result dimension {d} (known_nonexpanding_dimensions)"
            holds = index.cmp("eq", size, shape[d])
        else:
            what = f"is neither 1 nor the size of result dimension {d}"
            holds = index.either(index.cmp("eq", size, shape[d]), index.cmp("eq", size, 1))
        yield holds, f"'{op.name}' op dimension {i} of operand #0 {what}"


def dynamic_reshape_checks(index, op: Operation, sizes, shape) -> Iterator[tuple[Condition, str]]:
    """dynamic_reshape's output shape (`shape_operand_checks`) and (C2) the operand's element count.

    The counts are products saturated at the largest index (`mul_saturated`),
    so that a shape whose product overflows 64 bits is not taken for a small one.
    """
    yield from shape_operand_checks(index, op, shape)
    count, elements = 1, 1
    for size in sizes:
        elements = index.mul_saturated(elements, size)
    for size in shape:
        count = index.mul_saturated(count, size)
    yield (
        index.cmp("eq", count, elements),
        f"'{op.name}' op output shape has a different number of elements than operand #0",
    )


def dynamic_gather_checks(index, op: Operation, sizes, slice_sizes) -> Iterator[tuple[Condition, str]]:
    """dynamic_gather's slice sizes: 0 <= slice size <= operand size, <= 1 in collapsed and batching dimensions,
    and the result type's static sizes in the offset dimensions (gather's C19 and C17, C18, C24 on run-time values).
    """
    mapping = op.mapping
    for dim, (size, slice_size) in enumerate(zip(sizes, slice_sizes)):
        yield index.cmp("sge", slice_size, 0), f"'{op.name}' op slice size {dim} is negative"
        yield (
            index.cmp("sle", slice_size, size),
            f"'{op.name}' op slice size {dim} is larger than dimension {dim} of operand #0",
        )
        if dim in mapping.collapsed_dims or dim in mapping.operand_batching:
            yield (
                index.cmp("sle", slice_size, 1),
                f"'{op.name}' op slice size {dim} of a collapsed or batching dimension is greater than 1",
            )
    for result_dim, dim in zip(mapping.window_dims, mapping.window_operand_dims(len(sizes))):
        if (expected := _result_size(op, result_dim)) is not None:
            yield (
                index.cmp("eq", slice_sizes[dim], expected),
                f"'{op.name}' op slice size {dim} differs from the result type in dimension {result_dim} "
                f"(expected {expected})",
            )


def set_dimension_size_checks(index, op: Operation, sizes, size) -> Iterator[tuple[Condition, str]]:
    """set_dimension_size keeps the first `size` elements of its dimension: 0 <= size <= the operand's size there,
    and the result type's static size."""
    dim = op.properties["dimension"].value.data
    yield index.cmp("sge", size, 0), f"'{op.name}' op size (operand #1) is negative"
    yield (
        index.cmp("sle", size, sizes[dim]),
        f"'{op.name}' op size (operand #1) is larger than dimension {dim} of operand #0",
    )
    if (expected := _result_size(op, dim)) is not None:
        yield (
            index.cmp("eq", size, expected),
            f"'{op.name}' op size (operand #1) differs from the result type in dimension {dim} (expected {expected})",
        )


def dynamic_conv_checks(index, op: Operation, sizes, lows, highs) -> Iterator[tuple[Condition, str]]:
    """dynamic_conv's run-time padding (low, high per spatial dimension): edges within 2^60, and a window
    count that is the result type's static size.

    Along spatial dimension i the input dilated by lhs_dilation and padded
    holds `padded = dilated + low + high` elements, and windows of `extent`
    elements (the kernel dilated by rhs_dilation) fit
    `ceildiv(max(padded - extent + 1, 0), stride)` times (0 when the padded
    size is not positive), as the spec's result shape says.
    """
    window, dims = op.window(), op.dims
    kernel = op.rhs.type.get_shape()
    for i, (d, out) in enumerate(zip(dims.input_spatial, dims.output_spatial)):
        for name, edge in (("low", lows[i]), ("high", highs[i])):
            message = f"'{op.name}' op {name} padding of spatial dimension {i} is larger than 2^60 in magnitude"
            yield index.cmp("sle", edge, PADDING_LIMIT), message
            yield index.cmp("sge", edge, -PADDING_LIMIT), message
        expected = _result_size(op, out)
        if expected is None or kernel[dims.kernel_spatial[i]] < 0:
            continue
        size = sizes[d]
        dilated = index.add(size, index.mul(index.max(index.sub(size, 1), 0), window.lhs_dilation[i] - 1))
        padded = index.add(dilated, index.add(lows[i], highs[i]))
        extent = (kernel[dims.kernel_spatial[i]] - 1) * window.rhs_dilation[i] + 1
        count = index.ceildiv(index.max(index.sub(padded, extent - 1), 0), window.strides[i])
        yield (
            index.cmp("eq", count, expected),
            f"'{op.name}' op padding gives a window count that differs from the result type in spatial "
            f"dimension {i} (expected {expected})",
        )


def select_and_scatter_checks(index, op: Operation, sizes, source_sizes) -> Iterator[tuple[Condition, str]]:
    """select_and_scatter's (C3) shape(source) = num_windows, where the operand or the source has a `?` size.

    Along dimension d the operand padded holds `padded = size + low + high`
    elements, and windows of `w` elements at stride `s` fit
    `ceildiv(max(padded - w + 1, 0), s)` times (0 when they do not fit):

        %r = "mhlo.select_and_scatter"(%x, %src, %init) <{window_dimensions = dense<[2]> : tensor<1xi64>,
               window_strides = dense<[2]> : tensor<1xi64>}> ... : (tensor<?xf32>, tensor<?xf32>, tensor<f32>) -> ...

    needs `dim(%src, 0) == ceildiv(max(dim(%x, 0) - 1, 0), 2)`: a source of more windows would make the
    compiled select read past the operand.
    """
    window = Window.of(op.properties, op.operands[0].type)
    static = zip(op.operands[0].type.get_shape(), op.operands[1].type.get_shape())
    for dim, (size, source_size, types) in enumerate(zip(sizes, source_sizes, static)):
        if min(types) >= 0:
            continue  # the verifier's
        low, high = window.padding[dim]
        padded = index.add(size, low + high)
        room = index.max(index.sub(padded, window.dimensions[dim] - 1), 0)
        count = room if window.strides[dim] == 1 else index.ceildiv(room, window.strides[dim])
        yield (
            index.cmp("eq", source_size, count),
            f"'{op.name}' op dimension {dim} of source (operand #1) is not the window count of operand #0",
        )


_INDEX_CHECKED = (
    SelectAndScatterOp,
    RealDynamicSliceOp,
    DynamicPadOp,
    PadOp,
    DynamicReshapeOp,
    DynamicIotaOp,
    DynamicBroadcastInDimOp,
    DynamicGatherOp,
    SetDimensionSizeOp,
    DynamicConvOp,
)
"""The ops with checks of index operands (`index_checks`)."""


def failed_index_check(op: Operation, args: Sequence[object]) -> str | None:
    """The message of the first index check of `op` that the run-time values `args` fail (see `index_checks`)."""
    if not isinstance(op, _INDEX_CHECKED):
        return None
    for holds, message in index_checks(op, IntMath(), args):
        if not holds:
            return message
    return None


def index_checks(op: Operation, index, args: Sequence[object]) -> Iterator[tuple[Condition, str]]:
    """The index checks of `op` on the interpreter's `args` (arrays): all sides are Python ints."""
    if not all(isinstance(v.type, TensorType) for v in (*op.operands, *op.results)):
        return
    shapes = [list(getattr(arg, "shape", ())) for arg in args]

    def ints(arg) -> list[int]:
        return [int(v) for v in arg.reshape(-1)]

    if isinstance(op, RealDynamicSliceOp):
        yield from real_dynamic_slice_checks(index, op, shapes[0], *(ints(a) for a in args[1:4]))
    elif isinstance(op, DynamicPadOp):
        yield from pad_checks(index, op, shapes[0], *(ints(a) for a in args[2:5]))
    elif isinstance(op, PadOp):
        yield from pad_checks(index, op, shapes[0], *(int_array_values(op.properties[n]) for n in op.PADDINGS))
    elif isinstance(op, DynamicReshapeOp):
        yield from dynamic_reshape_checks(index, op, shapes[0], ints(args[1]))
    elif isinstance(op, DynamicIotaOp):
        yield from shape_operand_checks(index, op, ints(args[0]))
    elif isinstance(op, DynamicBroadcastInDimOp):
        yield from dynamic_broadcast_in_dim_checks(index, op, shapes[0], ints(args[1]))
    elif isinstance(op, DynamicGatherOp):
        yield from dynamic_gather_checks(index, op, shapes[0], ints(args[2]))
    elif isinstance(op, SetDimensionSizeOp):
        yield from set_dimension_size_checks(index, op, shapes[0], ints(args[1])[0])
    elif isinstance(op, SelectAndScatterOp):
        yield from select_and_scatter_checks(index, op, shapes[0], shapes[1])
    elif isinstance(op, DynamicConvOp):
        pairs = ints(args[2])
        yield from dynamic_conv_checks(index, op, shapes[0], pairs[0::2], pairs[1::2])
