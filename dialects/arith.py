"""The `arith` dialect: xDSL's ops plus the ones xDSL 0.74 lacks.

xDSL has no `arith.remf`, which `convert-mhlo-to-linalg` needs for float
`remainder`; this module adds it with upstream's syntax and builds the
`arith` dialect from xDSL's ops and it:

    %r = arith.remf %a, %b : f32

`remf` is the remainder of the division truncated toward zero (C's `fmod`):
its sign is the sign of `%a`.

The width-changing casts and `arith.bitcast` verify as upstream does (xDSL
accepts `arith.extf %x : f32 to f16` and shape changes of vectors), with
upstream's messages:

    %y = arith.extf %x : vector<2xf16> to vector<2xf32>
    %z = arith.truncf %x : f32 to f64    // error: operand type 'f32' and result type 'f64' are cast incompatible

This module also re-exports xDSL's other `arith` ops, so that `from aiopt.dialects import arith`
names the class the context registers for every `arith` op: passes build ops from it.
"""

import operator
from collections.abc import Callable

from xdsl.dialects import arith as xdsl_arith
from xdsl.dialects.arith import *
from xdsl.dialects.arith import Arith, FloatingPointLikeBinaryOperation
from xdsl.dialects.builtin import (
    AnyFloat,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerType,
    ShapedType,
    TensorType,
    VectorType,
)
from xdsl.ir import Attribute, Dialect, Operation
from xdsl.irdl import irdl_op_definition, traits_def
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from aiopt.support.canonical_classes import registered_factory
from aiopt.support.irdl_verification import verify_irdl_constraints


@irdl_op_definition
class RemFOp(FloatingPointLikeBinaryOperation):
    """Float remainder, `fmod(lhs, rhs)`: `%r = arith.remf %a, %b : f32`."""

    name = "arith.remf"

    traits = traits_def(Pure())


def _shape_key(type_: Attribute):
    """What upstream's SameOperandsAndResultShape compares: the shape, and a vector's scalable dims."""
    if isinstance(type_, VectorType):
        return type_.get_shape(), type_.get_scalable_dims()
    return type_.get_shape(), None


def _compatible_shapes(a: Attribute, b: Attribute) -> bool:
    if not isinstance(a, ShapedType) or not isinstance(b, ShapedType):
        return not isinstance(a, ShapedType) and not isinstance(b, ShapedType)
    (shape_a, scalable_a), (shape_b, scalable_b) = _shape_key(a), _shape_key(b)
    if scalable_a != scalable_b or len(shape_a) != len(shape_b):
        return False
    return all(x == y or x < 0 or y < 0 for x, y in zip(shape_a, shape_b))


def _bitwidth(type_: Attribute, kinds: tuple[type, ...]) -> int | None:
    element = type_.get_element_type() if isinstance(type_, ShapedType) else type_
    if not isinstance(element, kinds):
        return None
    return element.bitwidth


def verify_cast(op: Operation, kinds: tuple[type, ...], width_check: Callable[[int, int], bool]) -> None:
    """Upstream's checks of an arith cast: same shape, same tensor dims, then `areCastCompatible`.

    `width_check(result_width, operand_width)` says whether the element widths fit the cast.
    """
    source, result = op.operands[0].type, op.results[0].type
    if not _compatible_shapes(source, result):
        raise VerifyException("requires the same shape for all operands and results")
    if isinstance(source, TensorType) and isinstance(result, TensorType):
        if source.get_shape() != result.get_shape():
            raise VerifyException("failed to verify that input and output have the same tensor dimensions")
    # The same kind of container (or none), as upstream's `areSameShapedTypeIgnoringElementType`.
    compatible = type(source) is type(result) or not (isinstance(source, ShapedType) or isinstance(result, ShapedType))
    if compatible and isinstance(source, TensorType):
        compatible = source.encoding == result.encoding
    source_width, result_width = _bitwidth(source, kinds), _bitwidth(result, kinds)
    if not compatible or source_width is None or result_width is None or not width_check(result_width, source_width):
        raise VerifyException(f"operand type '{source}' and result type '{result}' are cast incompatible")


class ExtFOp(xdsl_arith.ExtFOp):
    """A float widened: `%y = arith.extf %x : f16 to f32`."""

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        verify_cast(self, (AnyFloat,), operator.gt)


class TruncFOp(xdsl_arith.TruncFOp):
    """A float narrowed: `%y = arith.truncf %x : f32 to f16`."""

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        verify_cast(self, (AnyFloat,), operator.lt)


class ExtSIOp(xdsl_arith.ExtSIOp):
    """An integer sign-extended: `%y = arith.extsi %x : i8 to i32`."""

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        verify_cast(self, (IntegerType,), operator.gt)


class ExtUIOp(xdsl_arith.ExtUIOp):
    """An integer zero-extended: `%y = arith.extui %x : i8 to i32`."""

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        verify_cast(self, (IntegerType,), operator.gt)


class TruncIOp(xdsl_arith.TruncIOp):
    """An integer truncated: `%y = arith.trunci %x : i32 to i8`."""

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        verify_cast(self, (IntegerType,), operator.lt)


class BitcastOp(xdsl_arith.BitcastOp):
    """The same bits as another type of the same width: `%y = arith.bitcast %x : f32 to i32`."""

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        source, result = self.input.type, self.result.type
        if isinstance(source, IndexType) or isinstance(result, IndexType):
            return super().verify_()
        verify_cast(self, (IntegerType, AnyFloat), operator.eq)


class ConstantOp(xdsl_arith.ConstantOp):
    """A constant; a scalable vector is only initialized by a splat (upstream's check).

        %v = arith.constant dense<0.0> : vector<[4]xf32>
    """

    from_int_and_width = registered_factory(xdsl_arith.ConstantOp.from_int_and_width)

    def verify_(self) -> None:
        super().verify_()
        type_ = self.result.type
        if (
            isinstance(type_, VectorType)
            and any(flag.value.data for flag in type_.scalable_dims.data)
            and isinstance(self.value, DenseIntOrFPElementsAttr)
            and len(set(self.value.get_values())) > 1
        ):
            raise VerifyException(
                "intializing scalable vectors with elements attribute is not supported unless it's a vector splat"
            )


_REPLACED = {op.name: op for op in (ExtFOp, TruncFOp, ExtSIOp, ExtUIOp, TruncIOp, BitcastOp, ConstantOp)}

ARITH = Dialect(
    "arith", [*(_REPLACED.get(op.name, op) for op in Arith.operations), RemFOp], [*Arith.attributes]
)
