"""The run-time checks of `affine.load` and `affine.store`, which `--generate-runtime-verification` builds
before them (ours: upstream checks no affine op; its memref.load and memref.store checks, on the indices the
access map computes).

    %x = affine.load %m[%i + 1] : memref<10xf32>

gets

    %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %1 = arith.cmpi sge, %0, %c0 : index
    %2 = arith.cmpi slt, %0, %c10 : index
    %3 = arith.andi %1, %2 : i1
    cf.assert %3, "ERROR: Runtime op verification failed\\0A...\\0A^ out-of-bounds access\\0A..."

An index that is an operand of the map as it is (`%m[%i]`) needs no `affine.apply`, and a constant one is a
constant.
"""

from __future__ import annotations

from xdsl.dialects.builtin import AffineMapAttr
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap, AffineSymExpr

from aiopt.dialects import affine
from aiopt.transforms.generate_runtime_verification import CheckBuilder, Verifier
from aiopt.transforms.memref_runtime_op_verification import check_indices


def _access_indices(op: Operation, b: CheckBuilder) -> list[SSAValue]:
    """The index of each dimension that the access map of `op` computes from its operands."""
    access = op.map.data
    operands = list(op.indices)
    indices = []
    for expr in access.results:
        if isinstance(expr, AffineDimExpr):
            indices.append(operands[expr.position])
        elif isinstance(expr, AffineSymExpr):
            indices.append(operands[access.num_dims + expr.position])
        elif isinstance(expr, AffineConstantExpr):
            indices.append(b.index(expr.value))
        else:
            single = AffineMapAttr(AffineMap(access.num_dims, access.num_symbols, (expr,)))
            indices.append(b.insert(affine.ApplyOp(operands, single)).results[0])
    return indices


def verify_access(op: Operation, b: CheckBuilder) -> None:
    """Each index an `affine.load` or `affine.store` computes is in its dimension."""
    check_indices(b, op.memref, _access_indices(op, b))


RUNTIME_VERIFIERS: dict[str, Verifier] = {"affine.load": verify_access, "affine.store": verify_access}
"""The checks of each affine op that has some."""
