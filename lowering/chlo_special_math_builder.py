"""IR building blocks of the chlo special-math decompositions: mhlo arithmetic on one shape.

A `MathBuilder` inserts mhlo element-wise ops before the op being rewritten.
Every value it builds has the shape of that op's operand, so Python numbers
stand for splat constants of the other operand's element type:

    b = MathBuilder(rewriter, x)
    y = b.add(b.multiply(x, x), 1.0)     # %c = mhlo.constant dense<1.0> : tensor<4xf32>
                                         # %0 = mhlo.multiply %x, %x : tensor<4xf32>
                                         # %1 = mhlo.add %0, %c : tensor<4xf32>

Constants of statically shaped values are `mhlo.constant` splats; with
dynamic or unranked shapes they are `chlo.constant_like` of the operand, as
upstream's getConstantLike builds them (the chlo legalization lowers those).
The facts about each float type that expansions use are in `FLOAT_FORMATS`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from xdsl.dialects.builtin import (
    BFloat16Type,
    ComplexType,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    TensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter

from aiopt.dialects.chlo import ConstantLikeOp
from aiopt.dialects.hlo.types import DYNAMIC, element_type_of, shape_of, with_element_type
from aiopt.dialects.mhlo import OPS
from aiopt.support.dense_elements import splat

Number = float | int
Operand = SSAValue | Number


@dataclass(frozen=True)
class FloatFormat:
    """What the expansions need to know about a float element type."""

    bits: int
    mantissa_bits: int
    largest: float
    """The largest finite value."""
    smallest_normal: float
    smallest: float
    """The smallest positive (subnormal) value."""

    @property
    def quiet_nan_bits(self) -> int:
        """The bits of the positive quiet NaN: all exponent bits and the top mantissa bit set."""
        return ((1 << (self.bits - 1)) - 1) >> (self.mantissa_bits - 1) << (self.mantissa_bits - 1)


FLOAT_FORMATS: dict[type[Attribute], FloatFormat] = {
    Float16Type: FloatFormat(16, 10, 65504.0, 2.0**-14, 2.0**-24),
    BFloat16Type: FloatFormat(16, 7, 3.3895313892515355e38, 2.0**-126, 2.0**-133),
    Float32Type: FloatFormat(32, 23, 3.4028234663852886e38, 2.0**-126, 2.0**-149),
    Float64Type: FloatFormat(64, 52, 1.7976931348623157e308, 2.0**-1022, 2.0**-1074),
}


def float_format(element_type: Attribute) -> FloatFormat | None:
    """The format of a float element type, or of a complex type's parts; None if not supported."""
    if isinstance(element_type, ComplexType):
        element_type = element_type.element_type
    return FLOAT_FORMATS.get(type(element_type))


class MathBuilder:
    """Builds mhlo element-wise ops before the matched op, on values shaped like `like`.

    Every call builds a new op, as upstream's builders do: the expansions
    follow upstream's op sequences step by step, so that their IR is
    upstream's (a value used twice is a Python variable used twice; a
    constant asked for twice is built twice).
    """

    def __init__(self, rewriter: PatternRewriter, like: SSAValue):
        self.rewriter = rewriter
        self.like = like

    @contextmanager
    def shaped_like(self, like: SSAValue) -> Iterator[None]:
        """Build the constants of a dynamic shape with `like`'s shape for a while (`chlo.constant_like` of it,
        upstream's `getConstantLike(value, like)`), where upstream takes another value of the same shape:

            with b.shaped_like(b.real(z)):
                one = b.constant(1.0, f64)   # chlo.constant_like of Re z, not of z
        """
        saved, self.like = self.like, like
        try:
            yield
        finally:
            self.like = saved

    def _build(self, op: Operation) -> SSAValue:
        """Insert `op` before the matched op; its result."""
        self.rewriter.insert(op)
        return op.results[0]

    # -- values --------------------------------------------------------------

    def constant(self, value: Number, element_type: Attribute) -> SSAValue:
        """A splat of `value` (rounded to `element_type`) in the shape of `like`."""
        return self._build(self._splat(value, element_type))

    @property
    def static(self) -> bool:
        """Whether the values built have a static shape (constants are then `mhlo.constant`s)."""
        shape = shape_of(self.like.type)
        return shape is not None and DYNAMIC not in shape

    def constant_like(self, value: Number, like: SSAValue) -> SSAValue:
        """A splat of `value` in the element type of `like`."""
        return self.constant(value, element_type_of(like.type))

    def _splat(self, value: Number | tuple[float, float], element_type: Attribute) -> Operation:
        shape = shape_of(self.like.type)
        is_integer = isinstance(element_type, IntegerType)
        if shape is not None and DYNAMIC not in shape:
            if isinstance(element_type, ComplexType):
                real, imag = value if isinstance(value, tuple) else (value, 0.0)
                return OPS["constant"](splat(TensorType(element_type, list(shape)), (float(real), float(imag))))
            value = int(value) if is_integer else float(value)
            return OPS["constant"](splat(TensorType(element_type, list(shape)), value))
        scalar = IntegerAttr(int(value), element_type) if is_integer else FloatAttr(float(value), element_type)
        return ConstantLikeOp(scalar, self.like)

    def _value(self, operand: Operand, like: Operand) -> SSAValue:
        """`operand`, or a constant of `like`'s element type when it is a number."""
        if isinstance(operand, SSAValue):
            return operand
        assert isinstance(like, SSAValue), "one operand must be a value"
        return self.constant_like(operand, like)

    def _op(self, mnemonic: str, *operands: SSAValue, result_element: Attribute | None = None, **extra) -> SSAValue:
        """`mhlo.<mnemonic>` of `operands` (with a result element type or builder arguments if it needs them)."""
        if result_element is not None:
            extra["result_type"] = with_element_type(operands[0].type, result_element)
        return self._build(OPS[mnemonic](*operands, **extra))

    def _unary(self, mnemonic: str, x: SSAValue) -> SSAValue:
        return self._op(mnemonic, x)

    def _binary(self, mnemonic: str, lhs: Operand, rhs: Operand) -> SSAValue:
        return self._op(mnemonic, self._value(lhs, rhs), self._value(rhs, lhs))

    # -- mhlo ops ------------------------------------------------------------

    def add(self, lhs: Operand, rhs: Operand) -> SSAValue:
        return self._binary("add", lhs, rhs)

    def subtract(self, lhs: Operand, rhs: Operand) -> SSAValue:
        return self._binary("subtract", lhs, rhs)

    def multiply(self, lhs: Operand, rhs: Operand) -> SSAValue:
        return self._binary("multiply", lhs, rhs)

    def divide(self, lhs: Operand, rhs: Operand) -> SSAValue:
        return self._binary("divide", lhs, rhs)

    def remainder(self, lhs: Operand, rhs: Operand) -> SSAValue:
        return self._binary("remainder", lhs, rhs)

    def power(self, lhs: Operand, rhs: Operand) -> SSAValue:
        return self._binary("power", lhs, rhs)

    def maximum(self, lhs: Operand, rhs: Operand) -> SSAValue:
        return self._binary("maximum", lhs, rhs)

    def minimum(self, lhs: Operand, rhs: Operand) -> SSAValue:
        return self._binary("minimum", lhs, rhs)

    def atan2(self, lhs: Operand, rhs: Operand) -> SSAValue:
        return self._binary("atan2", lhs, rhs)

    def and_(self, lhs: Operand, rhs: Operand) -> SSAValue:
        return self._binary("and", lhs, rhs)

    def or_(self, lhs: Operand, rhs: Operand) -> SSAValue:
        return self._binary("or", lhs, rhs)

    def complex(self, real: SSAValue, imag: SSAValue) -> SSAValue:
        return self._binary("complex", real, imag)

    def negate(self, x: SSAValue) -> SSAValue:
        return self._unary("negate", x)

    def abs(self, x: SSAValue) -> SSAValue:
        return self._unary("abs", x)

    def sqrt(self, x: SSAValue) -> SSAValue:
        return self._unary("sqrt", x)

    def log(self, x: SSAValue) -> SSAValue:
        return self._unary("log", x)

    def log1p(self, x: SSAValue) -> SSAValue:
        return self._unary("log_plus_one", x)

    def exp(self, x: SSAValue) -> SSAValue:
        return self._unary("exponential", x)

    def expm1(self, x: SSAValue) -> SSAValue:
        return self._unary("exponential_minus_one", x)

    def sine(self, x: SSAValue) -> SSAValue:
        return self._unary("sine", x)

    def cosine(self, x: SSAValue) -> SSAValue:
        return self._unary("cosine", x)

    def tan(self, x: SSAValue) -> SSAValue:
        return self._unary("tan", x)

    def floor(self, x: SSAValue) -> SSAValue:
        return self._unary("floor", x)

    def sign(self, x: SSAValue) -> SSAValue:
        return self._unary("sign", x)

    def not_(self, x: SSAValue) -> SSAValue:
        return self._unary("not", x)

    def is_finite(self, x: SSAValue) -> SSAValue:
        return self._unary("is_finite", x)

    def real(self, z: SSAValue) -> SSAValue:
        return self._unary("real", z)

    def imag(self, z: SSAValue) -> SSAValue:
        return self._unary("imag", z)

    def convert(self, x: SSAValue, element_type: Attribute) -> SSAValue:
        return self._op("convert", x, result_element=element_type)

    def bitcast(self, x: SSAValue, element_type: Attribute) -> SSAValue:
        return self._op("bitcast_convert", x, result_element=element_type)

    def compare(self, direction: str, lhs: Operand, rhs: Operand) -> SSAValue:
        """`mhlo.compare` with the element type's default comparison."""
        return self._op("compare", self._value(lhs, rhs), self._value(rhs, lhs), direction=direction)

    def select(self, pred: SSAValue, on_true: Operand, on_false: Operand) -> SSAValue:
        return self._op("select", pred, self._value(on_true, on_false), self._value(on_false, on_true))

    def clamp(self, minimum: Number, x: SSAValue, maximum: Number) -> SSAValue:
        return self._op("clamp", self._value(minimum, x), x, self._value(maximum, x))

    # -- compositions --------------------------------------------------------

    def polynomial(self, x: SSAValue, coefficients: Sequence[Number]) -> SSAValue:
        """c0 x^(n-1) + c1 x^(n-2) + ... + c(n-1) by Horner's rule, highest degree first."""
        result = self.constant_like(coefficients[0], x)
        for coefficient in coefficients[1:]:
            result = self.add(self.multiply(result, x), coefficient)
        return result

    def chebyshev(self, x: SSAValue, coefficients: Sequence[Number]) -> SSAValue:
        """The Chebyshev series sum' c_k T_k(x/2) by Clenshaw's recurrence, as Cephes' chbevl computes it."""
        b0, b1, b2 = (self.constant_like(0.0, x) for _ in range(3))
        for coefficient in coefficients:
            b2, b1 = b1, b0
            b0 = self.add(self.subtract(self.multiply(x, b1), b2), coefficient)
        return self.multiply(self.subtract(b0, b2), 0.5)

    def select_first(self, cases: Sequence[tuple[SSAValue, Operand]], otherwise: Operand) -> SSAValue:
        """The value of the first case whose predicate holds, else `otherwise` (a chain of selects)."""
        result = otherwise
        for pred, value in reversed(cases):
            result = self.select(pred, value, result)
        assert isinstance(result, SSAValue)
        return result


Materializer = Callable[..., SSAValue]
"""Builds a function's value from its operands: (MathBuilder, *operands) -> result."""
