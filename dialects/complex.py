"""The `complex` dialect: xDSL's ops, with upstream's verifiers of `complex.constant` and `complex.bitcast`.

    %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
    %b = complex.bitcast %c : complex<f32> to i64

xDSL words the same checks as failed IRDL constraints (`incorrect length for
range variable`); upstream's messages name what is wrong with the value.
"""

from __future__ import annotations

from xdsl.dialects import complex as xdsl_complex
from xdsl.dialects.builtin import AnyFloat, ArrayAttr, Attribute, ComplexType, FloatAttr, IntegerType
from xdsl.ir import Dialect
from xdsl.utils.exceptions import VerifyException

from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.irdl_verification import describe_type_match


class ConstantOp(xdsl_complex.ConstantOp):
    """A complex constant from its real and imaginary parts, of the result's element type (upstream's
    `ConstantOp::verify`):

        %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f64>
        // error: 'complex.constant' op requires attribute's element types ('f32', 'f32') to match the
        //        element type of the op's return type ('f64')
    """

    def verify_(self) -> None:
        value, result = self.value, self.complex.type
        if not isinstance(value, ArrayAttr) or len(value.data) != 2:
            raise VerifyException("requires 'value' to be a complex constant, represented as array of two values")
        if isinstance(result, ComplexType) and all(isinstance(part, FloatAttr) for part in value.data):
            re, im = (part.type for part in value.data)
            element = result.element_type
            if re != element or im != element:
                raise VerifyException(
                    f"requires attribute's element types ('{re}', '{im}') to match the element type of the op's "
                    f"return type ('{element}')"
                )
        super().verify_()


def _int_or_float(type: Attribute) -> bool:
    return isinstance(type, IntegerType | AnyFloat)


class BitcastOp(xdsl_complex.BitcastOp):
    """A bitcast between a complex type and an integer or float of twice its element's width (upstream's
    `BitcastOp::verify`): `%i = complex.bitcast %c : complex<f32> to i64`."""

    def verify_(self) -> None:
        source, result = self.operand.type, self.result.type
        if source != result:
            if not _int_or_float(source) and not isinstance(source, ComplexType):
                raise VerifyException("operand must be int/float/complex")
            if not _int_or_float(result) and not isinstance(result, ComplexType):
                raise VerifyException("result must be int/float/complex")
            if isinstance(source, ComplexType) == isinstance(result, ComplexType):
                raise VerifyException("requires that either input or output has a complex type")
        super().verify_()


# Upstream's `TypesMatchWith` of the operand's element type and the result type of the part ops, in its words
# (xDSL's classes share a type variable `T`).
for _part_op in (xdsl_complex.AbsOp, xdsl_complex.AngleOp, xdsl_complex.ReOp, xdsl_complex.ImOp):
    describe_type_match(_part_op, "T", "complex element type matches result type")


_REPLACED = {op.name: op for op in (ConstantOp, BitcastOp)}

Complex = Dialect(
    "complex",
    [_REPLACED.get(op.name, op) for op in xdsl_complex.Complex.operations],
    list(xdsl_complex.Complex.attributes),
    [DialectInlinerInterface()],
)
"""xDSL's complex dialect with the ops above in place of its own."""
