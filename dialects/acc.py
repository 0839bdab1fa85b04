"""xDSL's acc (OpenACC) dialect, with upstream's memory effects on `acc.atomic.update`.

xDSL's `acc.atomic.update` has only `RecursiveMemoryEffect`: one whose body is pure counted as side-effect
free, and, having no results, canonicalize and cse erased it, losing the update. Upstream's declares its
`x` operand `Arg<OpenACC_PointerLikeTypeInterface, ..., [MemRead, MemWrite]>` besides the effects of its
body, so it stays:

    acc.atomic.update %p : memref<i32> {
    ^bb0(%x: i32):
      %s = arith.addi %x, %c1 : i32
      acc.yield %s : i32
    }
"""

from __future__ import annotations

from xdsl.dialects import acc as xdsl_acc
from xdsl.ir import Dialect
from xdsl.irdl import lazy_traits_def
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect, RecursiveMemoryEffect, SingleBlockImplicitTerminator


class AtomicUpdateOp(xdsl_acc.AtomicUpdateOp):
    """Atomically replace the value at `x` by what the body yields from it (xDSL's op, with upstream's
    read and write of `x` added to its body's effects)."""

    traits = lazy_traits_def(
        lambda: (
            SingleBlockImplicitTerminator(xdsl_acc.YieldOp),
            RecursiveMemoryEffect(),
            MemoryReadEffect(),
            MemoryWriteEffect(),
        )
    )


_REPLACED = {op.name: op for op in (AtomicUpdateOp,)}

ACC = Dialect(
    "acc",
    [_REPLACED.get(op.name, op) for op in xdsl_acc.ACC.operations],
    list(xdsl_acc.ACC.attributes),
)
"""xDSL's acc dialect with the ops above in place of its own."""
