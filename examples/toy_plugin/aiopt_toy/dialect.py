"""The `toy` dialect: constants, element-wise arithmetic and transpose on f64 tensors.

A small cousin of MLIR's Toy tutorial dialect, written as xDSL IRDL ops with
a declarative assembly format:

    %a = toy.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
    %b = toy.transpose %a : tensor<2x2xf64> to tensor<2x2xf64>
    %c = toy.mul %a, %b : tensor<2x2xf64>
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, Float64Type, TensorType
from xdsl.ir import Dialect
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    ParamAttrConstraint,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from aiopt.support.inliner_interface import DialectInlinerInterface

F64Tensor = TensorType.constr(Float64Type())
"""A ranked tensor of f64, the only type toy values have."""


@irdl_op_definition
class ConstantOp(IRDLOperation):
    """A tensor constant: the result is the dense attribute `value`, with its type.

        %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
    """

    name = "toy.constant"

    T: ClassVar = VarConstraint("T", F64Tensor)
    value = prop_def(ParamAttrConstraint(DenseIntOrFPElementsAttr, (T, AnyAttr())))
    result = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "$value attr-dict"

    def __init__(self, value: DenseIntOrFPElementsAttr):
        super().__init__(result_types=[value.type], properties={"value": value})


class ElementwiseBinaryOp(IRDLOperation):
    """Base of `toy.add` and `toy.mul`: two operands and a result of one tensor type."""

    T: ClassVar = VarConstraint("T", F64Tensor)
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)"


@irdl_op_definition
class AddOp(ElementwiseBinaryOp):
    """Element-wise sum of two tensors of the same shape.

        %2 = toy.add %0, %1 : tensor<2x3xf64>
    """

    name = "toy.add"


@irdl_op_definition
class MulOp(ElementwiseBinaryOp):
    """Element-wise product of two tensors of the same shape.

        %2 = toy.mul %0, %1 : tensor<2x3xf64>
    """

    name = "toy.mul"


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """Transpose of a matrix: `result[j, i] = input[i, j]`.

    The input must have rank 2 and the result the input's shape reversed:

        %1 = toy.transpose %0 : tensor<2x3xf64> to tensor<3x2xf64>
    """

    name = "toy.transpose"

    input = operand_def(F64Tensor)
    result = result_def(F64Tensor)

    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    def verify_(self) -> None:
        # The declarative constraints only say "an f64 tensor"; the shapes
        # relate input and result, which IRDL cannot express.
        assert isinstance(self.input.type, TensorType) and isinstance(self.result.type, TensorType)
        shape = self.input.type.get_shape()
        if len(shape) != 2:
            raise VerifyException(f"expects a rank-2 input, got rank {len(shape)}")
        expected = TensorType(Float64Type(), shape[::-1])
        if self.result.type != expected:
            raise VerifyException(f"expects result type {expected} (the input shape reversed), got {self.result.type}")


# Every toy op may be inlined, as in the Toy tutorial (ToyInlinerInterface).
Toy = Dialect("toy", [ConstantOp, AddOp, MulOp, TransposeOp], [], [DialectInlinerInterface()])
