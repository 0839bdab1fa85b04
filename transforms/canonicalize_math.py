"""Constant folders of `math` ops, after upstream's `MathOps.cpp`: an op of constant scalars, splats or
dense vectors/tensors is the constant of its value, computed as the C math library does at the
operand's precision (f32 and f64 for the library functions; every float type numpy has for abs,
ceil, floor, roundeven and copysign):

    %c = arith.constant 4.0 : f32
    %r = math.sqrt %c : f32       ->   %r = arith.constant 2.000000e+00 : f32

Like upstream, the logarithms and sqrt of a negative value (-0.0 included) and log1p below -1 stay.
"""

from __future__ import annotations

import math as pymath
from collections.abc import Callable

from xdsl.dialects import ub
from xdsl.dialects.builtin import Float16Type, Float32Type, Float64Type, IntegerType
from xdsl.ir import Attribute, Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import math
from aiopt.transforms.canonicalize_arith import constant_values, make_constant

_NUMPY_DTYPES = {Float16Type: "float16", Float32Type: "float32", Float64Type: "float64"}


def _negative(x: float) -> bool:
    return pymath.copysign(1.0, x) < 0


def _round_half_away(x: float) -> float:
    """C's `round`: to the nearest integer, ties away from zero, keeping the sign of a zero result. x - trunc(x)
    is exact; floor(|x| + 0.5) rounded 0.49999999999999994 up to 1 (the sum is a tie that rounds to even)."""
    if not pymath.isfinite(x):
        return x
    truncated = _truncate(x)
    return truncated + pymath.copysign(1.0, x) if abs(x - truncated) >= 0.5 else truncated


def _truncate(x: float) -> float:
    """C's `trunc`: toward zero, keeping the sign of a zero result."""
    return pymath.copysign(float(pymath.trunc(x)), x) if pymath.isfinite(x) else x


Unary = Callable[[float], float | None]
Binary = Callable[[float, float], float | None]

LIBM_UNARY: dict[type[Operation], Unary] = {
    math.AcosOp: pymath.acos, math.AcoshOp: pymath.acosh, math.AsinOp: pymath.asin, math.AsinhOp: pymath.asinh,
    math.AtanOp: pymath.atan, math.AtanhOp: pymath.atanh, math.CosOp: pymath.cos, math.CoshOp: pymath.cosh,
    math.SinOp: pymath.sin, math.SinhOp: pymath.sinh, math.ErfOp: pymath.erf, math.ExpOp: pymath.exp,
    math.Exp2Op: lambda x: 2.0**x, math.ExpM1Op: pymath.expm1, math.TanOp: pymath.tan, math.TanhOp: pymath.tanh,
    math.RoundOp: _round_half_away, math.TruncOp: lambda x: _truncate(x),
    math.LogOp: lambda x: None if _negative(x) else (-pymath.inf if x == 0 else pymath.log(x)),
    math.Log2Op: lambda x: None if _negative(x) else (-pymath.inf if x == 0 else pymath.log2(x)),
    math.Log10Op: lambda x: None if _negative(x) else (-pymath.inf if x == 0 else pymath.log10(x)),
    math.Log1pOp: lambda x: None if _negative(x + 1.0) else (-pymath.inf if x == -1 else pymath.log1p(x)),
    math.SqrtOp: lambda x: None if _negative(x) else pymath.sqrt(x),
}  # fmt: skip
"""Unary ops upstream folds with the C library's f32/f64 function (None: upstream does not fold)."""

LIBM_BINARY: dict[type[Operation], Binary] = {
    math.PowFOp: pymath.pow,
    math.Atan2Op: lambda y, x: pymath.nan if y == 0 and x == 0 else pymath.atan2(y, x),
}
"""Binary ops upstream folds with the C library's f32/f64 function."""

ANY_FLOAT_UNARY: dict[type[Operation], str] = {
    math.AbsFOp: "abs", math.CeilOp: "ceil", math.FloorOp: "floor", math.RoundEvenOp: "rint",
}  # fmt: skip
"""Unary ops upstream folds for every float type (APFloat): their numpy function."""


def _count(op: Operation, value: int, width: int) -> int:
    value %= 1 << width
    if isinstance(op, math.CountLeadingZerosOp):
        return width - value.bit_length()
    if isinstance(op, math.CountTrailingZerosOp):
        return width if value == 0 else (value & -value).bit_length() - 1
    return bin(value).count("1")


class FoldMathConstants(RewritePattern):
    """A math op of constants is the constant of its value (upstream's `math` folders)."""

    op_types = (
        *LIBM_UNARY, *LIBM_BINARY, *ANY_FLOAT_UNARY, math.CopySignOp,
        math.CountLeadingZerosOp, math.CountTrailingZerosOp, math.CtPopOp,
    )  # fmt: skip

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or len(op.results) != 1:
            return
        # Upstream's common folders: an operand that is poison makes the result poison.
        if any(isinstance(value.owner, ub.PoisonOp) for value in op.operands):
            rewriter.replace(op, ub.PoisonOp(op.results[0].type))
            return
        operands = [constant_values(value) for value in op.operands]
        if any(found is None for found in operands):
            return
        element = operands[0][0]
        columns = [found[1] for found in operands]
        if any(len(column) != len(columns[0]) for column in columns):
            return
        values = self._fold(op, element, columns)
        if values is not None:
            rewriter.replace(op, make_constant(op.results[0].type, values))

    @staticmethod
    def _fold(op: Operation, element: Attribute, columns: list[tuple]) -> list | None:
        if isinstance(element, IntegerType):
            width = element.width.data
            return [_count(op, v, width) for v in columns[0]]
        dtype = _NUMPY_DTYPES.get(type(element))
        if dtype is None:
            return None
        import numpy as np

        def at_precision(x: float) -> float:
            return float(np.array(x, dtype=dtype))

        if isinstance(op, tuple(ANY_FLOAT_UNARY)):
            function = getattr(np, ANY_FLOAT_UNARY[type(op)])
            return [float(function(np.array(v, dtype=dtype))) for v in columns[0]]
        if isinstance(op, math.CopySignOp):
            return [at_precision(pymath.copysign(a, b)) for a, b in zip(*columns)]
        if dtype == "float16":
            return None  # the C library functions upstream calls are f32 and f64 only
        if isinstance(op, tuple(LIBM_UNARY)):
            function = LIBM_UNARY[type(op)]
            results = [_call(function, at_precision(v)) for v in columns[0]]
        else:
            function = LIBM_BINARY[type(op)]
            results = [_call(function, at_precision(a), at_precision(b)) for a, b in zip(*columns)]
        if any(result is None for result in results):
            return None
        return [at_precision(result) for result in results]


def _call(function: Callable, *arguments: float) -> float | None:
    """`function`'s value, with the C library's answers where Python's math raises (inf, nan)."""
    try:
        return function(*arguments)
    except OverflowError:
        return pymath.inf
    except ValueError:
        return pymath.nan


def populate_math_canonicalization_patterns() -> list[RewritePattern]:
    """The `math` folders `canonicalize` adds."""
    return [FoldMathConstants()]
