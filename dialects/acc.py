"""xDSL's acc (OpenACC) dialect, with upstream's memory effects on `acc.atomic.update`, upstream's check of the
data operands of the compute constructs, and the atomic.capture errors where upstream reports them.

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

from collections.abc import Sequence

from xdsl.dialects import acc as xdsl_acc
from xdsl.ir import Dialect, SSAValue
from xdsl.irdl import lazy_traits_def
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect, RecursiveMemoryEffect, SingleBlockImplicitTerminator
from xdsl.utils.exceptions import VerifyException

from aiopt.support.diagnostics import DiagnosticError


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


_DATA_OPERAND_OPS = (
    xdsl_acc.AttachOp,
    xdsl_acc.CopyinOp,
    xdsl_acc.CopyoutOp,
    xdsl_acc.CreateOp,
    xdsl_acc.DeleteOp,
    xdsl_acc.DetachOp,
    xdsl_acc.DevicePtrOp,
    xdsl_acc.GetDevicePtrOp,
    xdsl_acc.NoCreateOp,
    xdsl_acc.PresentOp,
)
"""The ops upstream's `checkDataOperands` accepts as the definition of a compute construct's data operand."""


def verify_data_operands(operands: Sequence[SSAValue]) -> None:
    """Upstream's `checkDataOperands`: each data operand of `acc.parallel`, `acc.serial` or `acc.kernels` comes
    from a data entry/exit op or `acc.getdeviceptr`:

        acc.parallel dataOperands(%m : memref<4xf32>) { ... }
        // error: expect data entry/exit operation or acc.getdeviceptr as defining op
    """
    for operand in operands:
        if not isinstance(operand.owner, _DATA_OPERAND_OPS):
            raise VerifyException("expect data entry/exit operation or acc.getdeviceptr as defining op")


class ParallelOp(xdsl_acc.ParallelOp):
    """`acc.parallel`, with upstream's check of its data operands (xDSL's has none)."""

    def verify_(self) -> None:
        super().verify_()
        verify_data_operands(self.data_clause_operands)


class SerialOp(xdsl_acc.SerialOp):
    """`acc.serial`, with upstream's check of its data operands (xDSL's has none)."""

    def verify_(self) -> None:
        super().verify_()
        verify_data_operands(self.data_clause_operands)


class KernelsOp(xdsl_acc.KernelsOp):
    """`acc.kernels`, with upstream's check of its data operands (xDSL's has none)."""

    def verify_(self) -> None:
        super().verify_()
        verify_data_operands(self.data_clause_operands)


class AtomicCaptureOp(xdsl_acc.AtomicCaptureOp):
    """`acc.atomic.capture`: xDSL's checks of its two atomic ops, each error reported where upstream's
    `verifyRegionsCommon` reports it: at the first atomic op, without the capture op's name (xDSL's were on
    the capture op):

        acc.atomic.capture {
          acc.atomic.write %x = %e : memref<i32>, i32   // error: invalid sequence of operations in the capture region
          acc.atomic.write %x = %e : memref<i32>, i32
        }
    """

    def verify_(self) -> None:
        try:
            super().verify_()
        except VerifyException as error:
            message = str(error)
            ops = list(self.region.block.ops) if self.region.blocks else []
            if message.startswith("expected three operations") or not ops:
                raise
            raise DiagnosticError(message, ops[0]) from None


_REPLACED = {op.name: op for op in (AtomicUpdateOp, ParallelOp, SerialOp, KernelsOp, AtomicCaptureOp)}

ACC = Dialect(
    "acc",
    [_REPLACED.get(op.name, op) for op in xdsl_acc.ACC.operations],
    list(xdsl_acc.ACC.attributes),
)
"""xDSL's acc dialect with the ops above in place of its own."""
