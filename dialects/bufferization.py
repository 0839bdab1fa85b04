"""The `bufferization` dialect: xDSL's ops, with upstream's type rules for `to_tensor` and `to_buffer`.

xDSL 0.74 requires the buffer of `bufferization.to_tensor` / `to_buffer` to
have the identity layout; upstream accepts any layout with the tensor's shape
and element type, as One-Shot Bufferize makes at unknown boundaries:

    %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    %t2 = bufferization.to_tensor %m : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>

`to_buffer` gives the buffer that holds a tensor's value (writing to it is
undefined unless the tensor is dead); `to_tensor` gives the tensor whose value
the buffer holds (`restrict`: no other `to_tensor` of this buffer;
`writable`: bufferization may write into the buffer). Every other op is xDSL's.

This module also re-exports xDSL's other `bufferization` ops, so that `from aiopt.dialects import bufferization`
names the class the context registers for every `bufferization` op: passes build ops from it.
"""

from __future__ import annotations

from xdsl.dialects import bufferization as xdsl_bufferization
from xdsl.dialects.bufferization import *
from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType, TensorType, UnitAttr
from xdsl.ir import Attribute, Dialect, SSAValue
from xdsl.irdl import IRDLOperation, operand_def, opt_prop_def, result_def
from xdsl.utils.exceptions import VerifyException

from aiopt.support.canonical_classes import irdl_op_redefinition
from aiopt.support.diagnostics import DiagnosticError


def tensor_type_of(memref_type: MemRefType) -> TensorType:
    """The tensor type with the shape and element type of a memref type."""
    return TensorType(memref_type.element_type, memref_type.get_shape())


def _verify_same_shape(tensor_type: Attribute, memref_type: Attribute) -> None:
    if not isinstance(tensor_type, TensorType) or not isinstance(memref_type, MemRefType):
        raise VerifyException("expected a ranked tensor and a ranked memref")
    if tensor_type != tensor_type_of(memref_type):
        raise VerifyException(f"{tensor_type} and {memref_type} differ in shape or element type")


# Redefined: xDSL's constraints require the identity layout. The buffer operand is named `buffer`, as
# upstream's accessor `getBuffer`; xDSL's accessor `memref` reads the same operand.
@irdl_op_redefinition
class ToTensorOp(xdsl_bufferization.ToTensorOp):
    """The tensor whose value a buffer holds.

    %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
    """

    name = "bufferization.to_tensor"

    buffer = operand_def(MemRefType)
    tensor = result_def(TensorType)
    restrict = opt_prop_def(UnitAttr)
    writable = opt_prop_def(UnitAttr)

    assembly_format = (
        "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($tensor)"
    )

    def __init__(self, buffer: SSAValue, restrict: bool = False, writable: bool = False):
        properties = {name: UnitAttr() for name, on in (("restrict", restrict), ("writable", writable)) if on}
        IRDLOperation.__init__(
            self, operands=[buffer], result_types=[tensor_type_of(buffer.type)], properties=properties
        )

    def verify_(self) -> None:
        _verify_same_shape(self.tensor.type, self.buffer.type)


# Redefined as ToTensorOp is; xDSL's accessor `memref` reads the same result as `buffer`.
@irdl_op_redefinition
class ToBufferOp(xdsl_bufferization.ToBufferOp):
    """The buffer that holds a tensor's value, of any layout.

    %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    """

    name = "bufferization.to_buffer"

    tensor = operand_def(TensorType)
    buffer = result_def(MemRefType)
    read_only = opt_prop_def(UnitAttr)

    assembly_format = "$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)"

    def __init__(self, tensor: SSAValue, buffer_type: MemRefType, read_only: bool = False):
        properties = {"read_only": UnitAttr()} if read_only else {}
        IRDLOperation.__init__(self, operands=[tensor], result_types=[buffer_type], properties=properties)

    def verify_(self) -> None:
        _verify_same_shape(self.tensor.type, self.buffer.type)


class AllocTensorOp(xdsl_bufferization.AllocTensorOp):
    """An uninitialized tensor, or a copy of one; one size per dynamic dimension unless it copies.

        %t = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
        %c = bufferization.alloc_tensor() copy(%t) : tensor<?x4xf32>
    """

    def verify_(self) -> None:
        super().verify_()
        result_type = self.tensor.type
        if not isinstance(result_type, TensorType):
            return
        dynamic = sum(1 for size in result_type.get_shape() if size == DYNAMIC_INDEX)
        if self.copy is not None and self.dynamic_sizes:
            raise DiagnosticError("dynamic sizes not needed when copying a tensor", self)
        if self.copy is None and len(self.dynamic_sizes) != dynamic:
            raise DiagnosticError(f"expected {dynamic} dynamic sizes", self)
        if self.copy is not None and self.copy.type != result_type:
            raise DiagnosticError("expected that `copy` and return types match", self)


_REPLACED = {op.name: op for op in (ToTensorOp, ToBufferOp, AllocTensorOp)}

Bufferization = Dialect(
    "bufferization",
    [_REPLACED.get(op.name, op) for op in xdsl_bufferization.Bufferization.operations],
    list(xdsl_bufferization.Bufferization.attributes),
)
"""xDSL's bufferization dialect with the ops above in place of its own."""
