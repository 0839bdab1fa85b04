"""The run-time checks of the vector dialect's memory ops (aiopt's; upstream checks none: out of bounds they are
undefined), which `--generate-runtime-verification` builds before each op:

| op | checks | message after `^ ` |
| --- | --- | --- |
| `load`, `store` | each index of a dimension the vector does not cover in `[0, dim)`, each index of one it covers in `[0, dim - size]` | `out-of-bounds access` |
| `transfer_read`, `transfer_write` of memrefs | each index of a dimension the map does not transfer in `[0, dim)`, each of one it transfers marked `in_bounds` in `[0, dim - size]` (the others give the padding, or write nothing) | `out-of-bounds access` |
| `maskedload`, `maskedstore` | the leading indices in `[0, dim)`; each lane the mask selects inside the innermost dimension | `out-of-bounds access` |
| `gather`, `scatter` of a 1-D vector, of a memref of the identity layout | each lane the mask selects inside the buffer (its linear position, the offsets' plus its index, in `[0, size)`) | `out-of-bounds access` |

A lane the mask turns off is never checked: it accesses nothing (the reference interpreter's semantics,
`reference/vector_masked.py`).

Compiled x86 code read and wrote past the buffer without them (`ai-runner --random-inputs` on
lowering/vector-to-llvm.mlir's `@load_store`, whose indices are arguments, died of SIGSEGV); the
reference interpreter stops at the same accesses (`reference/vector.py`).

    %v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<4xf32>

gets `0 <= %i < dim 0` and `0 <= %j < dim 1 - 3`:

    %c0 = arith.constant 0 : index
    %dim = memref.dim %m, %c0 : memref<?x?xf32>
    ...
    %c3 = arith.constant 3 : index
    %1 = arith.subi %dim_0, %c3 : index
    ...
    cf.assert %4, "ERROR: Runtime op verification failed\\0A...\\0A^ out-of-bounds access..."

A memref of vectors, whose element the access is, is checked as `memref.load`'s indices are; a scalable
vector is left unchecked.
"""

from __future__ import annotations

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IndexType, IntegerType, MemRefType, VectorType
from xdsl.dialects.vector import CombiningKindAttr, CombiningKindFlag
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr

from aiopt.dialects import arith, vector
from aiopt.dialects.scf import constant_index
from aiopt.lowering.llvm_type_converter import has_identity_layout
from aiopt.transforms.generate_runtime_verification import CheckBuilder, Verifier


def _minus(b: CheckBuilder, size: SSAValue, amount: int) -> SSAValue:
    """`size - amount`, a constant where `size` is one."""
    if amount == 0:
        return size
    known = constant_index(size)
    if known is not None:
        return b.index(known - amount)
    return b.insert(arith.SubiOp(size, b.index(amount))).results[0]


def verify_vector_access(op: Operation, b: CheckBuilder) -> None:
    """Each index of a vector.load or vector.store is where the vector fits in the buffer."""
    vector_type = op.result.type if op.name == "vector.load" else op.vector.type
    if any(vector_type.get_scalable_dims()):
        return
    element_is_vector = isinstance(op.base.type.get_element_type(), VectorType)
    shape = () if element_is_vector else tuple(vector_type.get_shape())
    indices = list(op.indices)
    if not indices:
        return
    leading = len(indices) - len(shape)
    zero = b.index(0)
    condition = None
    for dimension, index in enumerate(indices):
        extent = shape[dimension - leading] if dimension >= leading else 1
        upper = _minus(b, b.dim_or_fold(op.base, dimension), extent - 1)
        in_bounds = b.in_bounds(index, zero, upper)
        condition = in_bounds if condition is None else b.andi_or_fold(condition, in_bounds)
    b.check(condition, "out-of-bounds access")


def _and_all(b: CheckBuilder, conditions: list[SSAValue]) -> SSAValue | None:
    condition = None
    for c in conditions:
        condition = c if condition is None else b.andi_or_fold(condition, c)
    return condition


def verify_transfer(op: Operation, b: CheckBuilder) -> None:
    """The indices of a transfer of a memref that must lie inside it: those of dims it does not transfer, and
    those of transferred dims marked in bounds (with the vector's extent)."""
    if not isinstance(op.source.type, MemRefType):
        return
    vector_type = op.result.type if op.name == "vector.transfer_read" else op.vector.type
    shape = vector_type.get_shape()
    in_bounds = [bool(x.value.data) for x in op.in_bounds.data] if op.in_bounds is not None else []
    moved = {e.position: j for j, e in enumerate(op.permutation_map.data.results) if isinstance(e, AffineDimExpr)}
    zero, conditions = b.index(0), []
    for dimension, index in enumerate(op.indices):
        j = moved.get(dimension)
        if j is not None and not (j < len(in_bounds) and in_bounds[j]):
            continue
        extent = 1 if j is None else shape[j]
        upper = _minus(b, b.dim_or_fold(op.source, dimension), extent - 1)
        conditions.append(b.in_bounds(index, zero, upper))
    condition = _and_all(b, conditions)
    if condition is not None:
        b.check(condition, "out-of-bounds access")


def _selected_lanes_inside(b: CheckBuilder, start: SSAValue, lanes: SSAValue | None, size: SSAValue,
                           mask: SSAValue) -> SSAValue:  # fmt: skip
    """Whether each lane `mask` (a 1-D vector) selects is inside `[0, size)` at `start` plus its lane number (or
    plus its element of `lanes`, a vector of indices): no lane both selected and outside."""
    count = mask.type.get_shape()[0]
    index_vector = VectorType(IndexType(), [count])
    starts = b.insert(vector.BroadcastOp.create(operands=[start], result_types=[index_vector])).results[0]
    if lanes is None:
        steps = DenseIntOrFPElementsAttr.from_list(index_vector, list(range(count)))
        lanes = b.insert(arith.ConstantOp(steps, index_vector)).results[0]
    positions = b.insert(arith.AddiOp(starts, lanes)).results[0]
    zeros = b.insert(arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(index_vector, [0] * count), index_vector))
    sizes = b.insert(vector.BroadcastOp.create(operands=[size], result_types=[index_vector])).results[0]
    below = b.cmpi("slt", positions, zeros.results[0])
    above = b.cmpi("sge", positions, sizes)
    outside = b.insert(arith.OrIOp(below, above)).results[0]
    wrong = b.insert(arith.AndIOp(outside, mask)).results[0]
    kind = CombiningKindAttr(CombiningKindFlag.OR)
    any_wrong = b.insert(vector.ReductionOp.create(operands=[wrong], result_types=[IntegerType(1)],
                                                   properties={"kind": kind})).results[0]  # fmt: skip
    return b.cmpi("eq", any_wrong, b.boolean(False))


def verify_masked_access(op: Operation, b: CheckBuilder) -> None:
    """A vector.maskedload or maskedstore's leading indices inside the memref, and each lane its mask selects."""
    indices = list(op.indices)
    if not indices or op.mask.type.get_num_dims() != 1:
        return
    zero = b.index(0)
    conditions = [b.in_bounds(index, zero, b.dim_or_fold(op.base, d)) for d, index in enumerate(indices[:-1])]
    size = b.dim_or_fold(op.base, len(indices) - 1)
    conditions.append(_selected_lanes_inside(b, indices[-1], None, size, op.mask))
    b.check(_and_all(b, conditions), "out-of-bounds access")


def verify_gather(op: Operation, b: CheckBuilder) -> None:
    """Each lane a 1-D vector.gather's (or scatter's) mask selects inside its memref (of the identity layout: a
    lane's element is the offsets' linear position plus its index)."""
    base = op.base.type
    if not isinstance(base, MemRefType) or not has_identity_layout(base) or op.indices.type.get_num_dims() != 1:
        return
    linear, total = b.index(0), b.index(1)
    for d in reversed(range(base.get_num_dims())):
        offset = op.offsets[d]
        linear = b.insert(arith.AddiOp(linear, b.insert(arith.MuliOp(offset, total)).results[0])).results[0]
        total = b.insert(arith.MuliOp(total, b.dim_or_fold(op.base, d))).results[0]
    lanes = op.indices
    if not isinstance(lanes.type.element_type, IndexType):
        index_vector = VectorType(IndexType(), lanes.type.get_shape())
        lanes = b.insert(arith.IndexCastOp(lanes, index_vector)).results[0]
    b.check(_selected_lanes_inside(b, linear, lanes, total, op.mask), "out-of-bounds access")


RUNTIME_VERIFIERS: dict[str, Verifier] = {
    "vector.load": verify_vector_access,
    "vector.store": verify_vector_access,
    "vector.transfer_read": verify_transfer,
    "vector.transfer_write": verify_transfer,
    "vector.maskedload": verify_masked_access,
    "vector.maskedstore": verify_masked_access,
    "vector.gather": verify_gather,
    "vector.scatter": verify_gather,
}
"""The checks of each vector op that has some."""
