"""The run-time checks of `vector.load` and `vector.store` (aiopt's; upstream checks none: out of bounds they are
undefined), which `--generate-runtime-verification` builds before each op:

| op | checks | message after `^ ` |
| --- | --- | --- |
| `load`, `store` | each index of a dimension the vector does not cover in `[0, dim)`, each index of one it covers in `[0, dim - size]` | `out-of-bounds access` |

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

from xdsl.dialects.builtin import VectorType
from xdsl.ir import Operation, SSAValue

from aiopt.dialects import arith
from aiopt.dialects.scf import constant_index
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


RUNTIME_VERIFIERS: dict[str, Verifier] = {
    "vector.load": verify_vector_access,
    "vector.store": verify_vector_access,
}
"""The checks of each vector op that has some."""
