"""The run-time checks of tensor ops (upstream's `Dialect/Tensor/Transforms/RuntimeOpVerification.cpp`), which
`--generate-runtime-verification` builds before each op, with upstream's messages:

| op | checks | message after `^ ` |
| --- | --- | --- |
| `extract`, `insert` | `0 <= index < dim` in every dimension | `out-of-bounds access` |
| `dim` | `0 <= index < rank` | `index is out of bounds` |
| `cast` | the rank of an unranked source, each size that becomes static | `rank mismatch`, `size mismatch of dim N` |
| `extract_slice` | each offset in its dimension (at most its size where the slice is empty), the last element too | `offset N is out-of-bounds`, `extract_slice runs out-of-bounds along dimension N` |
| `insert_slice` (ours) | as `extract_slice`, in the destination | `offset N is out-of-bounds`, `insert_slice runs out-of-bounds along dimension N` |

Upstream checks no `insert_slice`: bufferized, it writes through a `memref.subview` of the destination that the
checks (run on tensors) never see, past the buffer where the slice runs out of it. Ours checks it as upstream's
`extract_slice`, in the same words.

    %x = tensor.extract %t[%i] : tensor<?xf32>

gets

    %c0 = arith.constant 0 : index
    %dim = tensor.dim %t, %c0 : tensor<?xf32>
    %0 = arith.cmpi sge, %i, %c0 : index
    %1 = arith.cmpi slt, %i, %dim : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\\0A...\\0A^ out-of-bounds access\\0A..."
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import IndexType, TensorType
from xdsl.ir import Operation, SSAValue

from aiopt.dialects import tensor
from aiopt.dialects.memref import DYNAMIC_INDEX
from aiopt.transforms.generate_runtime_verification import CheckBuilder, Verifier
from aiopt.transforms.memref_runtime_op_verification import check_indices, check_slice


def _rank(b: CheckBuilder, value: SSAValue) -> SSAValue:
    """`tensor.rank value`, a constant for a ranked tensor (as canonicalize folds it: one-shot-bufferize
    bufferizes no tensor.rank)."""
    if isinstance(value.type, TensorType):
        return b.index(value.type.get_num_dims())
    return b.insert(tensor.RankOp.build(operands=[value], result_types=[IndexType()])).results[0]


def verify_extract(op: Operation, b: CheckBuilder) -> None:
    """Each index of a `tensor.extract` is in its dimension."""
    check_indices(b, op.tensor, op.indices)


def verify_insert(op: Operation, b: CheckBuilder) -> None:
    """Each index of a `tensor.insert` is in its dimension."""
    check_indices(b, op.dest, op.indices)


def verify_dim(op: Operation, b: CheckBuilder) -> None:
    """The dimension a `tensor.dim` reads is one of its operand's: `0 <= index < rank`."""
    rank = _rank(b, op.source)
    b.check(b.in_bounds(op.index, b.index(0), rank), "index is out of bounds")


def verify_cast(op: Operation, b: CheckBuilder) -> None:
    """A cast to a ranked type: the source's rank (when unranked) and each size that becomes static."""
    source_type, result_type = op.source.type, op.dest.type
    if not isinstance(result_type, TensorType):
        return
    if not isinstance(source_type, TensorType):
        same_rank = b.cmpi("eq", _rank(b, op.source), b.index(result_type.get_num_dims()))
        b.check(same_rank, "rank mismatch")
    for dimension, size in enumerate(result_type.get_shape()):
        if isinstance(source_type, TensorType) and source_type.get_shape()[dimension] != DYNAMIC_INDEX:
            continue
        if size == DYNAMIC_INDEX:
            continue
        b.check(b.cmpi("eq", b.dim(op.source, dimension), b.index(size)), f"size mismatch of dim {dimension}")


def _sizes(b: CheckBuilder, value: SSAValue) -> Callable[[], list[SSAValue]]:
    """What builds the size of each dimension of `value` (a constant where static)."""
    return lambda: [b.dim_or_fold(value, dimension) for dimension in range(value.type.get_num_dims())]


def verify_extract_slice(op: Operation, b: CheckBuilder) -> None:
    """A slice lies in its source, dimension by dimension (memref.subview's `check_slice`)."""
    check_slice(b, op, _sizes(b, op.source), "extract_slice")


def verify_insert_slice(op: Operation, b: CheckBuilder) -> None:
    """A slice lies in its destination, dimension by dimension (ours: as `verify_extract_slice`)."""
    check_slice(b, op, _sizes(b, op.dest), "insert_slice")


RUNTIME_VERIFIERS: dict[str, Verifier] = {
    "tensor.cast": verify_cast,
    "tensor.dim": verify_dim,
    "tensor.extract": verify_extract,
    "tensor.extract_slice": verify_extract_slice,
    "tensor.insert": verify_insert,
    "tensor.insert_slice": verify_insert_slice,
}
"""The checks of each tensor op that has some (upstream's `registerRuntimeVerifiableOpInterfaceExternalModels`, and
ours for `insert_slice`)."""
