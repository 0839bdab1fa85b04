"""xDSL's acc (OpenACC) dialect, with upstream's memory effects on `acc.atomic.update`, upstream's checks of the
data operands of the compute constructs and of the `dataClause` of the data clause ops, and the atomic.capture
errors where upstream reports them.

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
from xdsl.dialects.acc import DataClause
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Dialect, SSAValue
from xdsl.irdl import BaseAttr, IRDLOperation, lazy_traits_def
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect, RecursiveMemoryEffect, SingleBlockImplicitTerminator
from xdsl.utils.exceptions import VerifyException

from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.irdl_verification import describe_constraint

# ODS's summary of the bounds operand of acc.get_lowerbound/upperbound/stride/extent, for its messages.
describe_constraint(BaseAttr(xdsl_acc.DataBoundsType), "Type for representing acc data clause bounds information")


class AtomicUpdateOp(xdsl_acc.AtomicUpdateOp):
    """Atomically replace the value at `x` by what the body yields from it (xDSL's op, with upstream's
    read and write of `x` added to its body's effects).

        acc.atomic.update %p : memref<f32> {
        ^bb0(%x: f32):
          %y = arith.addf %x, %x : f32
          acc.yield %y : f32
        }
    """

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


class KernelEnvironmentOp(xdsl_acc.KernelEnvironmentOp):
    """`acc.kernel_environment`, its one block checked first, in ODS's words for upstream's `SizedRegion<1>`
    (xDSL's: "Region 'region' at position 0 expected a single block, but got 0 blocks")."""

    def verify_(self) -> None:
        if len(self.region.blocks) != 1:
            raise VerifyException("region #0 ('region') failed to verify constraint: region with 1 blocks")
        super().verify_()


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


def _data_clause_op(
    base: type[IRDLOperation], what: str, allowed: tuple[DataClause, ...], decomposed: bool = True
) -> type[IRDLOperation]:
    """`base` (a data clause op of xDSL's, which checks nothing of its `dataClause`) with upstream's check
    that `dataClause` is one of `allowed` (the clause the op implements, or one it may be decomposed from):

        %d = acc.copyin varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_create>}
        // error: data clause associated with copyin operation must match its intent or specify original
        //        clause this operation was decomposed from
    """
    message = f"data clause associated with {what} operation must match its intent"
    if decomposed:
        message += " or specify original clause this operation was decomposed from"

    def verify_(self: IRDLOperation) -> None:
        base.verify_(self)
        clause = self.properties.get("dataClause")
        implicit = self.properties.get("implicit")
        if base is xdsl_acc.CopyinOp and isinstance(implicit, IntegerAttr) and implicit.value.data:
            return  # upstream accepts any clause on an implicit copyin
        if isinstance(clause, xdsl_acc.DataClauseAttr) and clause.data not in allowed:
            raise DiagnosticError(message, self)

    doc = f"`{base.name}`, with upstream's check of its `dataClause` ({', '.join(c.value for c in allowed)})."
    return type(base.__name__, (base,), {"verify_": verify_, "__doc__": doc})


_C = DataClause
_DATA_CLAUSE_OPS = (
    _data_clause_op(
        xdsl_acc.CopyinOp, "copyin", (_C.ACC_COPYIN, _C.ACC_COPYIN_READONLY, _C.ACC_COPY, _C.ACC_REDUCTION)
    ),
    _data_clause_op(
        xdsl_acc.CreateOp, "create", (_C.ACC_CREATE, _C.ACC_CREATE_ZERO, _C.ACC_COPYOUT, _C.ACC_COPYOUT_ZERO)
    ),
    _data_clause_op(xdsl_acc.PresentOp, "present", (_C.ACC_PRESENT,), decomposed=False),
    _data_clause_op(xdsl_acc.NoCreateOp, "no_create", (_C.ACC_NO_CREATE,), decomposed=False),
    _data_clause_op(xdsl_acc.AttachOp, "attach", (_C.ACC_ATTACH,), decomposed=False),
    _data_clause_op(xdsl_acc.DevicePtrOp, "deviceptr", (_C.ACC_DEVICEPTR,), decomposed=False),
    _data_clause_op(xdsl_acc.PrivateOp, "private", (_C.ACC_PRIVATE,), decomposed=False),
    _data_clause_op(xdsl_acc.FirstprivateOp, "firstprivate", (_C.ACC_FIRSTPRIVATE,), decomposed=False),
    _data_clause_op(xdsl_acc.FirstprivateMapOp, "firstprivate", (_C.ACC_FIRSTPRIVATE,), decomposed=False),
    _data_clause_op(xdsl_acc.ReductionOp, "reduction", (_C.ACC_REDUCTION,), decomposed=False),
    _data_clause_op(
        xdsl_acc.DeclareDeviceResidentOp, "device_resident", (_C.ACC_DECLARE_DEVICE_RESIDENT,), decomposed=False
    ),
    _data_clause_op(xdsl_acc.DeclareLinkOp, "link", (_C.ACC_DECLARE_LINK,), decomposed=False),
    _data_clause_op(
        xdsl_acc.CopyoutOp, "copyout", (_C.ACC_COPYOUT, _C.ACC_COPYOUT_ZERO, _C.ACC_COPY, _C.ACC_REDUCTION)
    ),
    _data_clause_op(
        xdsl_acc.DeleteOp,
        "delete",
        (
            _C.ACC_DELETE,
            _C.ACC_CREATE,
            _C.ACC_CREATE_ZERO,
            _C.ACC_COPYIN,
            _C.ACC_COPYIN_READONLY,
            _C.ACC_PRESENT,
            _C.ACC_DECLARE_DEVICE_RESIDENT,
            _C.ACC_DECLARE_LINK,
        ),
    ),
    _data_clause_op(xdsl_acc.DetachOp, "detach", (_C.ACC_DETACH, _C.ACC_ATTACH)),
    _data_clause_op(xdsl_acc.UpdateHostOp, "host", (_C.ACC_UPDATE_HOST, _C.ACC_UPDATE_SELF)),
    _data_clause_op(xdsl_acc.UpdateDeviceOp, "device", (_C.ACC_UPDATE_DEVICE,)),
    _data_clause_op(xdsl_acc.UseDeviceOp, "use_device", (_C.ACC_USE_DEVICE,)),
    _data_clause_op(xdsl_acc.CacheOp, "cache", (_C.ACC_CACHE, _C.ACC_CACHE_READONLY)),
)
"""The data clause ops, each with upstream's `verify` of its `dataClause`."""


_REPLACED = {
    op.name: op
    for op in (AtomicUpdateOp, ParallelOp, SerialOp, KernelsOp, KernelEnvironmentOp, AtomicCaptureOp, *_DATA_CLAUSE_OPS)
}

ACC = Dialect(
    "acc",
    [_REPLACED.get(op.name, op) for op in xdsl_acc.ACC.operations],
    list(xdsl_acc.ACC.attributes),
)
"""xDSL's acc dialect with the ops above in place of its own."""
