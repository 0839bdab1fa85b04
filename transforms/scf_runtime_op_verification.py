"""The run-time checks of loop steps, which `--generate-runtime-verification` builds before `scf.for` and
`scf.parallel` (ours: upstream checks no scf op).

A step must be positive (upstream's `scf.for` description; its `scf.parallel` verifier refuses a constant
step of 0 or less). Compiled, a loop with a step of 0 never ends (`scf.for`) or divides by zero to count its
iterations (`scf.parallel` on the CPU runtime); the reference interpreter refuses it. A step that is a
positive constant needs no check:

    scf.for %i = %lb to %ub step %s { ... }

gets

    %c0 = arith.constant 0 : index
    %0 = arith.cmpi sgt, %s, %c0 : index
    cf.assert %0, "ERROR: Runtime op verification failed\\0A...\\0A^ step is not positive\\0A..."
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation, SSAValue

from aiopt.dialects import arith
from aiopt.dialects.scf import constant_index
from aiopt.transforms.generate_runtime_verification import CheckBuilder, Verifier


def _check_step(b: CheckBuilder, step: SSAValue, requirement: str) -> None:
    known = constant_index(step)
    if known is not None and known > 0:
        return
    zero = b.insert(arith.ConstantOp(IntegerAttr(0, step.type))).results[0]
    b.check(b.cmpi_or_fold("sgt", step, zero), requirement)


def verify_for(op: Operation, b: CheckBuilder) -> None:
    """The step of an `scf.for` is positive."""
    _check_step(b, op.step, "step is not positive")


def verify_parallel(op: Operation, b: CheckBuilder) -> None:
    """Each step of an `scf.parallel` is positive."""
    for dimension, step in enumerate(op.step):
        _check_step(b, step, f"step {dimension} is not positive")


RUNTIME_VERIFIERS: dict[str, Verifier] = {"scf.for": verify_for, "scf.parallel": verify_parallel}
"""The checks of each scf op that has some."""
