"""The run-time checks of integer division, which `--generate-runtime-verification` builds before it (aiopt's:
upstream has no arith checks, a division by zero or of the least signed value by -1 is undefined behavior
there; compiled x86 code traps on both, SIGFPE, and aiopt's compiled code never kills the process).

    %q = arith.divsi %a, %b : i32

gets

    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi ne, %b, %c0_i32 : i32
    cf.assert %0, "ERROR: Runtime op verification failed\\0A...\\0A^ division by zero\\0A..."
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c-1_i32 = arith.constant -1 : i32
    %1 = arith.cmpi ne, %a, %c-2147483648_i32 : i32
    %2 = arith.cmpi ne, %b, %c-1_i32 : i32
    %3 = arith.ori %1, %2 : i1
    cf.assert %3, "ERROR: Runtime op verification failed\\0A...\\0A^ signed division overflow\\0A..."

The unsigned ops (`divui`, `remui`, `ceildivui`) get the first check only. A divisor that is a constant for
which a check holds gets no such check (`arith.divsi %x, %c4` none). Only scalar integers and indices are
checked, and not in the body of a linalg op (its ops run per element after the op is lowered): vectors and
tensors of integers are left unchecked (their division becomes a linalg body's, or vector code).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation, SSAValue

from aiopt.dialects import arith
from aiopt.reference.tensor import (
    DIVISION_BY_ZERO,
    SIGNED_DIVISIONS,
    SIGNED_OVERFLOW,
    UNSIGNED_DIVISIONS,
    checked_division_width,
)
from aiopt.transforms.generate_runtime_verification import CheckBuilder, Verifier


def _constant(value: SSAValue, width: int) -> int | None:
    """The value of an `arith.constant` integer, read as signed, or None."""
    owner = value.owner
    if not (isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr)):
        return None
    known = owner.value.value.data & ((1 << width) - 1)
    return known - (1 << width) if known >> (width - 1) else known


def _constant_of(b: CheckBuilder, value: int, like: SSAValue) -> SSAValue:
    return b.insert(arith.ConstantOp(IntegerAttr(value, like.type))).results[0]


def verify_unsigned(op: Operation, b: CheckBuilder) -> None:
    """The divisor is not zero."""
    width = checked_division_width(op)
    if width is None:
        return
    divisor = op.operands[1]
    if _constant(divisor, width) in (None, 0):
        b.check(b.cmpi("ne", divisor, _constant_of(b, 0, divisor)), DIVISION_BY_ZERO)


def verify_signed(op: Operation, b: CheckBuilder) -> None:
    """The divisor is not zero, and the pair is not (the least signed value, -1)."""
    width = checked_division_width(op)
    if width is None:
        return
    verify_unsigned(op, b)
    dividend, divisor = op.operands
    if width < 2 or _constant(divisor, width) not in (None, -1):
        return
    least = b.cmpi("ne", dividend, _constant_of(b, -(1 << (width - 1)), dividend))
    minus_one = b.cmpi("ne", divisor, _constant_of(b, -1, divisor))
    b.check(b.insert(arith.OrIOp(least, minus_one)).results[0], SIGNED_OVERFLOW)


RUNTIME_VERIFIERS: dict[str, Verifier] = {
    **dict.fromkeys(UNSIGNED_DIVISIONS, verify_unsigned),
    **dict.fromkeys(SIGNED_DIVISIONS, verify_signed),
}
"""The checks of each arith op that has some."""
