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

A `mod`, `floordiv` or `ceildiv` by an expression of symbols (ours too) gets a check that the divisor is
positive, before `affine.apply`, `affine.min`, `affine.max`, `affine.load`, `affine.store`, the bounds of `affine.for` and
`affine.parallel` and the constraints of `affine.if`: lower-affine, after this pass, expands it as upstream's does, for a positive divisor only. A
divisor of 0 traps in the integer division; a negative one gives other numbers than the map's (7 floordiv -2 is
-3, not -4), and the least index mod or ceildiv -1 traps:

    %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%n]

gets

    %0 = affine.apply affine_map<(d0)[s0] -> (s0)>(%i)[%n]
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi ne, %0, %c0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\\0A...\\0A^ division by zero\\0A..."
    %2 = arith.cmpi sgt, %0, %c0 : index
    cf.assert %2, "ERROR: Runtime op verification failed\\0A...\\0A^ division by a negative value\\0A..."
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import AffineMapAttr
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap, AffineSymExpr

from aiopt.dialects import affine
from aiopt.reference.loop import condition_map, symbolic_divisors
from aiopt.reference.tensor import DIVISION_BY_ZERO, NEGATIVE_DIVISOR
from aiopt.transforms.generate_runtime_verification import CheckBuilder, Verifier
from aiopt.transforms.memref_runtime_op_verification import check_indices


def check_divisors(b: CheckBuilder, access: AffineMap, operands: Sequence[SSAValue]) -> None:
    """Each divisor of `access` that is not a constant is positive at `operands`: not 0, not negative."""
    for divisor in symbolic_divisors(access):
        value = b.insert(affine.ApplyOp(list(operands), AffineMapAttr(divisor))).results[0]
        zero = b.index(0)
        b.check(b.cmpi("ne", value, zero), DIVISION_BY_ZERO)
        b.check(b.cmpi("sgt", value, zero), NEGATIVE_DIVISOR)


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
    """Each divisor of the access map is positive, and each index an `affine.load` or `affine.store` computes is in
    its dimension."""
    check_divisors(b, op.map.data, list(op.indices))
    check_indices(b, op.memref, _access_indices(op, b))


def verify_map(op: Operation, b: CheckBuilder) -> None:
    """Each divisor of the map of an `affine.apply`, `affine.min` or `affine.max` is positive."""
    check_divisors(b, op.map.data, list(op.operands))


def verify_for(op: Operation, b: CheckBuilder) -> None:
    """Each divisor of the bound maps of an `affine.for` is positive."""
    check_divisors(b, op.lowerBoundMap.data, op.lowerBoundOperands)
    check_divisors(b, op.upperBoundMap.data, op.upperBoundOperands)


def verify_parallel(op: Operation, b: CheckBuilder) -> None:
    """Each divisor of the bound maps of an `affine.parallel` is positive."""
    check_divisors(b, op.lowerBoundsMap.data, op.bound_operands(upper=False))
    check_divisors(b, op.upperBoundsMap.data, op.bound_operands(upper=True))


def verify_if(op: Operation, b: CheckBuilder) -> None:
    """Each divisor of the constraints of an `affine.if` is positive."""
    check_divisors(b, condition_map(op.condition.data), op.operands)


RUNTIME_VERIFIERS: dict[str, Verifier] = {
    "affine.load": verify_access,
    "affine.store": verify_access,
    "affine.for": verify_for,
    "affine.parallel": verify_parallel,
    "affine.if": verify_if,
    **{name: verify_map for name in ("affine.apply", "affine.min", "affine.max")},
}
"""The checks of each affine op that has some."""
