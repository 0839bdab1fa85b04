"""The `vector` dialect: xDSL's ops, with upstream's `alignment` on `vector.load` and `vector.store`.

Upstream's `vector.load` and `vector.store` take an optional `alignment`
(bytes, a positive power of two): the caller promises that the accessed
address is a multiple of it, so that the lowering may emit one aligned wide
access (`ld.global.v4.f32` on NVIDIA GPUs) instead of element-sized ones:

    %v = vector.load %m[%i, %j] {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>
    vector.store %v, %s[%r, %c] {alignment = 16 : i64} : memref<16x64xf32, 3>, vector<4xf32>

xDSL 0.74's ops lack it (it would stay an unverified discardable attribute),
and an IRDL op cannot be subclassed with a new property, so this module
defines both again as xDSL does, with the property and its check; the
dialect's other ops are xDSL's.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import vector as xdsl_vector
from xdsl.dialects.builtin import I64, BoolAttr, IndexType, IntegerAttr, MemRefType, VectorType
from xdsl.ir import Dialect, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    result_def,
    var_operand_def,
)
from xdsl.utils.exceptions import VerifyException

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


@irdl_op_definition
class LoadOp(IRDLOperation):
    """`vector.load` with upstream's optional `alignment` (see the module docstring); xDSL's operands,
    syntax and checks."""

    name = "vector.load"
    base = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    result = result_def(VectorType)
    nontemporal = opt_prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    alignment = opt_prop_def(IntegerAttr[I64])

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)"

    def __init__(self, ref: SSAValue | Operation, indices: Sequence[SSAValue | Operation], result_type: VectorType,
                 alignment: int | None = None):  # fmt: skip
        properties = {} if alignment is None else {"alignment": IntegerAttr(alignment, 64)}
        super().__init__(operands=(ref, indices), result_types=(result_type,), properties=properties)

    def verify_(self) -> None:
        xdsl_vector.LoadOp.verify_(self)  # type: ignore[arg-type]
        _verify_alignment(self.alignment)


@irdl_op_definition
class StoreOp(IRDLOperation):
    """`vector.store` with upstream's optional `alignment` (see the module docstring); xDSL's operands,
    syntax and checks."""

    name = "vector.store"
    vector = operand_def(VectorType)
    base = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    nontemporal = opt_prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    alignment = opt_prop_def(IntegerAttr[I64])

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$vector `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($vector)"

    def __init__(self, vector: SSAValue | Operation, base: SSAValue | Operation,
                 indices: Sequence[SSAValue | Operation], alignment: int | None = None):  # fmt: skip
        properties = {} if alignment is None else {"alignment": IntegerAttr(alignment, 64)}
        super().__init__(operands=(vector, base, indices), properties=properties)

    def verify_(self) -> None:
        xdsl_vector.StoreOp.verify_(self)  # type: ignore[arg-type]
        _verify_alignment(self.alignment)


_REPLACED = {"vector.load": LoadOp, "vector.store": StoreOp}

Vector = Dialect(
    "vector",
    [_REPLACED.get(op.name, op) for op in xdsl_vector.Vector.operations],
    list(xdsl_vector.Vector.attributes),
)
"""xDSL's vector dialect with the ops above in place of its own."""
