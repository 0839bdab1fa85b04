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

A `mod`, `floordiv` or `ceildiv` by an expression of symbols (ours too: lower-affine, after this pass, makes it
an integer division, which traps on a divisor of 0) gets a check that the divisor is not 0, before
`affine.apply`, `affine.min`, `affine.max`, `affine.load` and `affine.store`:

    %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%n]

gets

    %0 = affine.apply affine_map<(d0)[s0] -> (s0)>(%i)[%n]
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi ne, %0, %c0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\\0A...\\0A^ division by zero\\0A..."
"""

from __future__ import annotations

from xdsl.dialects.builtin import AffineMapAttr
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)

from aiopt.dialects import affine
from aiopt.reference.tensor import DIVISION_BY_ZERO
from aiopt.transforms.generate_runtime_verification import CheckBuilder, Verifier
from aiopt.transforms.memref_runtime_op_verification import check_indices

DIVISIONS = (AffineBinaryOpKind.Mod, AffineBinaryOpKind.FloorDiv, AffineBinaryOpKind.CeilDiv)


def _divisors(expr: AffineExpr, found: list[AffineExpr]) -> list[AffineExpr]:
    """The divisors of the `mod`s, `floordiv`s and `ceildiv`s in `expr` that are not constants, each once."""
    if isinstance(expr, AffineBinaryOpExpr):
        _divisors(expr.lhs, found)
        _divisors(expr.rhs, found)
        if expr.kind in DIVISIONS and not isinstance(expr.rhs, AffineConstantExpr) and expr.rhs not in found:
            found.append(expr.rhs)
    return found


def check_divisors(b: CheckBuilder, access: AffineMap, operands: list[SSAValue]) -> None:
    """Each divisor of `access` that is not a constant is not 0 at `operands`."""
    divisors: list[AffineExpr] = []
    for expr in access.results:
        _divisors(expr, divisors)
    for divisor in divisors:
        single = AffineMapAttr(AffineMap(access.num_dims, access.num_symbols, (divisor,)))
        value = b.insert(affine.ApplyOp(operands, single)).results[0]
        b.check(b.cmpi("ne", value, b.index(0)), DIVISION_BY_ZERO)


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
    """Each divisor of the access map is not 0, and each index an `affine.load` or `affine.store` computes is in
    its dimension."""
    check_divisors(b, op.map.data, list(op.indices))
    check_indices(b, op.memref, _access_indices(op, b))


def verify_map(op: Operation, b: CheckBuilder) -> None:
    """Each divisor of the map of an `affine.apply`, `affine.min` or `affine.max` is not 0."""
    check_divisors(b, op.map.data, list(op.operands))


RUNTIME_VERIFIERS: dict[str, Verifier] = {
    "affine.load": verify_access,
    "affine.store": verify_access,
    **{name: verify_map for name in ("affine.apply", "affine.min", "affine.max")},
}
"""The checks of each affine op that has some."""
