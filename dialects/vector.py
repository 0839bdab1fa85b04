"""The `vector` dialect: xDSL's ops, with upstream's `alignment` on `vector.load` and `vector.store`.

Upstream's `vector.load` and `vector.store` take an optional `alignment`
(bytes, a positive power of two): the caller promises that the accessed
address is a multiple of it, so that the lowering may emit one aligned wide
access (`ld.global.v4.f32` on NVIDIA GPUs) instead of element-sized ones:

    %v = vector.load %m[%i, %j] {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>
    vector.store %v, %s[%r, %c] {alignment = 16 : i64} : memref<16x64xf32, 3>, vector<4xf32>

xDSL 0.74's ops lack it (it would stay an unverified discardable attribute),
so this module's `LoadOp` and `StoreOp` subclass xDSL's with the property
added to xDSL's definition (`redefine_op`) and its check; the dialect's other
ops are xDSL's.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import vector as xdsl_vector
from xdsl.dialects.builtin import I64, IntegerAttr, VectorType
from xdsl.ir import Dialect, Operation, SSAValue
from xdsl.irdl import IRDLOperation, OpDef, OptPropertyDef, irdl_to_attr_constraint
from xdsl.utils.exceptions import VerifyException

from aiopt.support.irdl_verification import redefine_op, with_property

ExtractOp = xdsl_vector.ExtractOp
InsertOp = xdsl_vector.InsertOp
"""xDSL's ops, under this module's names (passes build vector ops from this module)."""

_ALIGNMENT_CONSTRAINT = (
    "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is "
    "positive and whose value is a power of two > 0"
)  # upstream's message for ConfinedAttr<I64Attr, [IntPositive, IntPowerOf2]>


def _verify_alignment(alignment: IntegerAttr | None) -> None:
    if alignment is not None:
        value = alignment.value.data
        if value <= 0 or value & (value - 1):
            raise VerifyException(_ALIGNMENT_CONSTRAINT)


def access_alignment(op: LoadOp | StoreOp) -> int | None:
    """The byte alignment the op promises for its address, or None."""
    return None if op.alignment is None else op.alignment.value.data


def _with_alignment(op_class: type[IRDLOperation]) -> OpDef:
    """xDSL's definition of `op_class` and upstream's optional `alignment` property."""
    alignment = OptPropertyDef(irdl_to_attr_constraint(IntegerAttr[I64]), None)
    return with_property(op_class.get_irdl_definition(), "alignment", alignment)


@redefine_op(_with_alignment(xdsl_vector.LoadOp))
class LoadOp(xdsl_vector.LoadOp):
    """`vector.load` with upstream's optional `alignment` (see the module docstring); xDSL's operands,
    syntax and checks."""

    alignment: IntegerAttr | None

    def __init__(self, ref: SSAValue | Operation, indices: Sequence[SSAValue | Operation], result_type: VectorType,
                 alignment: int | None = None):  # fmt: skip
        properties = {} if alignment is None else {"alignment": IntegerAttr(alignment, 64)}
        IRDLOperation.__init__(self, operands=(ref, indices), result_types=(result_type,), properties=properties)

    def verify_(self) -> None:
        _verify_alignment(self.alignment)


@redefine_op(_with_alignment(xdsl_vector.StoreOp))
class StoreOp(xdsl_vector.StoreOp):
    """`vector.store` with upstream's optional `alignment` (see the module docstring); xDSL's operands,
    syntax and checks."""

    alignment: IntegerAttr | None

    def __init__(self, vector: SSAValue | Operation, base: SSAValue | Operation,
                 indices: Sequence[SSAValue | Operation], alignment: int | None = None):  # fmt: skip
        properties = {} if alignment is None else {"alignment": IntegerAttr(alignment, 64)}
        IRDLOperation.__init__(self, operands=(vector, base, indices), properties=properties)

    def verify_(self) -> None:
        _verify_alignment(self.alignment)


_REPLACED = {"vector.load": LoadOp, "vector.store": StoreOp}

Vector = Dialect(
    "vector",
    [_REPLACED.get(op.name, op) for op in xdsl_vector.Vector.operations],
    list(xdsl_vector.Vector.attributes),
)
"""xDSL's vector dialect with the ops above in place of its own."""
