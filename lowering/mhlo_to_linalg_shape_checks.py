"""Run-time shape checks for `convert-mhlo-to-linalg`: sizes an op ties together that are known only at run time.

An HLO op on dynamic shapes requires sizes of its operands (and its result
type's static sizes) to agree: the operands of an element-wise op, the
contracting and batching dimensions of a dot, the non-concatenated
dimensions of a concatenate, the inputs of a reduce, map or sort. The
verifier checks what is static; the lowered loops trust the rest, so a
mismatch at run time would read or write out of bounds. As mlir-hlo and
IREE do, each such pair becomes a `cf.assert` before the op:

    %r = mhlo.add %a, %b : tensor<?xf32>

gets

    %c0 = arith.constant 0 : index
    %0 = tensor.dim %a, %c0 : tensor<?xf32>
    %1 = tensor.dim %b, %c0 : tensor<?xf32>
    %2 = arith.cmpi eq, %1, %0 : index
    cf.assert %2, "'mhlo.add' op operand #1 and operand #0 differ in size in dimension 0"

A size compared with a static size is compared with a constant; checks
between static sizes are the verifier's. `canonicalize` removes the checks
that fold to true.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from xdsl.dialects import arith, cf, tensor
from xdsl.dialects.builtin import IndexType, IntegerAttr, TensorType
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects.hlo.elementwise import CompareOp, ElementwiseOp, SelectOp
from aiopt.dialects.hlo.linalg_ops import DotDimensions, DotGeneralOp, DotOp
from aiopt.dialects.hlo.reductions import MapOp, ReduceOp, SortOp
from aiopt.dialects.hlo.shape_ops import (
    BroadcastInDimOp,
    ConcatenateOp,
    DynamicSliceOp,
    DynamicUpdateSliceOp,
    ReverseOp,
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
    if isinstance(op, (ElementwiseOp, CompareOp, SelectOp)):
        yield from _same_shape(op, operands, with_result=True)
    elif isinstance(op, (DotOp, DotGeneralOp)):
        yield from _dot(op, _dot_dimensions(op))
    elif isinstance(op, ConcatenateOp):
        axis = op.properties["dimension"].value.data
        for sizes, what in _same_shape(op, operands, with_result=True):
            if sizes[0][1] != axis:
                yield sizes, what
    elif isinstance(op, (MapOp, SortOp)):
        yield from _same_shape(op, operands, with_result=False)
    elif isinstance(op, ReduceOp):
        yield from _same_shape(op, range(len(op.operands) // 2), with_result=False)
    elif isinstance(op, (TransposeOp, ReverseOp)):
        yield from _permuted(op)


def bounded_sizes(op: Operation) -> Iterator[tuple[Size | int, Size | int, str]]:
    """Pairs (small, large) of sizes or constants of `op` where small <= large must hold, with a message.

    A slice must lie inside its operand; an update inside the tensor it updates.
    """
    if isinstance(op, SliceOp):
        for dim, limit in enumerate(int_array_values(op.properties["limit_indices"])):
            yield limit, (0, dim), f"slices dimension {dim} of operand #0 up to {limit}, beyond its size"
    elif isinstance(op, DynamicSliceOp):
        for dim, size in enumerate(int_array_values(op.properties["slice_sizes"])):
            yield size, (0, dim), f"takes {size} elements of dimension {dim} of operand #0, more than it has"
    elif isinstance(op, DynamicUpdateSliceOp):
        for dim in range(op.operands[0].type.get_num_dims()):
            yield (1, dim), (0, dim), f"update (operand #1) is larger than operand #0 in dimension {dim}"


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


def _static_size(op: Operation, size: Size | int) -> int | None:
    if isinstance(size, int):
        return size
    index, dim = size
    type_ = op.results[0].type if index == RESULT else op.operands[index].type
    value = type_.get_shape()[dim]
    return value if value >= 0 else None


def reified_size(value: SSAValue, dim: int) -> tuple[SSAValue, int]:
    """A value whose size in `dim` is that of `value`, looking through element-wise HLO ops to an operand.

    The result of `mhlo.add %a, %b` has the sizes of `%a`: checks read them from
    `%a`, so that they add no use of the result (which would keep it from fusing).
    """
    while isinstance(value, OpResult) and isinstance(value.op, (ElementwiseOp, CompareOp, SelectOp)):
        rank = value.type.get_num_dims()
        value = next(o for o in value.op.operands if o.type.get_num_dims() == rank)
    return value, dim


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
        known = [s for s in sizes if _static_size(op, s) is not None or s[0] != RESULT]
        # The reference: a static size where there is one, else the first.
        reference = next((s for s in known if _static_size(op, s) is not None), known[0] if known else None)
        for size in known:
            if size is reference or _static_size(op, size) is not None:
                continue
            message = f"'{op.name}' op {_describe(size)} and {_describe(reference)} differ in size in {what}"
            if _static_size(op, reference) is not None:
                message += f" (expected {_static_size(op, reference)})"
            yield ShapeCheck(size, "eq", reference, message)
    for small, large, what in bounded_sizes(op):
        if _static_size(op, small) is None or _static_size(op, large) is None:
            yield ShapeCheck(small, "ule", large, f"'{op.name}' op {what}")
    for operand, result, what in broadcast_sizes(op):
        if _static_size(op, operand) is None and _static_size(op, result) is not None:
            yield ShapeCheck(operand, "broadcast", result, f"'{op.name}' op {what}")


def insert_shape_checks(op: Operation) -> None:
    """Insert before `op` a `cf.assert` for each of its shape checks (`tensor.dim`s compared with `arith.cmpi`)."""
    constants: dict[int, SSAValue] = {}
    dims: dict[tuple[SSAValue, int], SSAValue] = {}

    def insert(new: Operation) -> SSAValue:
        new.location = op.location
        Rewriter.insert_op(new, InsertPoint.before(op))
        return new.results[0] if new.results else None

    def index(value: int) -> SSAValue:
        if value not in constants:
            constants[value] = insert(arith.ConstantOp(IntegerAttr(value, IndexType())))
        return constants[value]

    def size_value(size: Size | int) -> SSAValue:
        static = _static_size(op, size)
        if static is not None:
            return index(static)
        source = reified_size(op.operands[size[0]], size[1])
        if source not in dims:
            dims[source] = insert(tensor.DimOp(source[0], index(source[1])))
        return dims[source]

    for check in shape_checks(op):
        lhs, rhs = size_value(check.lhs), size_value(check.rhs)
        if lhs is rhs:
            continue
        holds = insert(arith.CmpiOp(lhs, rhs, "eq" if check.relation == "broadcast" else check.relation))
        if check.relation == "broadcast":
            holds = insert(arith.OrIOp(holds, insert(arith.CmpiOp(lhs, index(1), "eq"))))
        insert(cf.AssertOp(holds, check.message))


def failed_shape_check(op: Operation, shapes: Sequence[Sequence[int]]) -> str | None:
    """The message of the first shape check of `op` that operands of `shapes` fail, with the sizes they have.

    What the reference interpreter checks before it runs an op, as compiled code does.
    """
    for check in shape_checks(op):
        lhs, rhs = (
            side if isinstance(side, int) else _static_size(op, side) if side[0] == RESULT else shapes[side[0]][side[1]]
            for side in (check.lhs, check.rhs)
        )
        holds = {"eq": lhs == rhs, "ule": lhs <= rhs, "broadcast": lhs in (1, rhs)}[check.relation]
        if not holds:
            return f"{check.message} (sizes {lhs} and {rhs})"
    return None
