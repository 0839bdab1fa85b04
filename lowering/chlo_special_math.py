"""Patterns that decompose chlo's special functions into mhlo arithmetic, as upstream's chlo legalization does.

Each pattern replaces one chlo op kind by the mhlo ops of upstream's
algorithm for its element type (`EXPANSIONS`). The functions that build
that arithmetic live in the `chlo_special_math_*` modules: erf family,
gamma family, trigonometric and hyperbolic functions; bessel_i1e and
next_after are here. For example

    %r = chlo.erf %x : tensor<4xf16> -> tensor<4xf16>

becomes, computed in f32 as upstream does for f16 and bf16,

    %0 = mhlo.convert %x : (tensor<4xf16>) -> tensor<4xf32>
    %1 = mhlo.clamp %c_m4, %0, %c_4 : tensor<4xf32>
    ...
    %r = mhlo.convert %9 : (tensor<4xf32>) -> tensor<4xf16>

Element types an op has no expansion for (bessel_i1e of complex numbers,
f8 types) are left alone, for the pass to report.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from xdsl.dialects.builtin import (
    BFloat16Type,
    ComplexType,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    f32,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import chlo
from aiopt.dialects.hlo.types import element_type_of
from aiopt.lowering import chlo_special_math_erf as erf
from aiopt.lowering import chlo_special_math_gamma as gamma
from aiopt.lowering import chlo_special_math_trig as trig
from aiopt.lowering.chlo_special_math_builder import Materializer, MathBuilder, float_format

# ---------------------------------------------------------------------------
# bessel_i1e


_I1E_F32 = (
    # |x| <= 8: exp(-|x|) I1(x) / |x| in Chebyshev polynomials of |x| / 2 - 2
    (9.38153738649577178388e-9, -4.44505912879632808065e-8, 2.00329475355213526229e-7, -8.56872026469545474066e-7,
     3.47025130813767847674e-6, -1.32731636560394358279e-5, 4.78156510755005422638e-5, -1.61760815825896745588e-4,
     5.12285956168575772895e-4, -1.51357245063125314899e-3, 4.15642294431288815669e-3, -1.05640848946261981558e-2,
     2.47264490306265168283e-2, -5.29459812080949914269e-2, 1.02643658689847095384e-1, -1.76416518357834055153e-1,
     2.52587186443633654823e-1),
    # |x| > 8: exp(-|x|) sqrt(|x|) I1(x) in Chebyshev polynomials of 32 / |x| - 2
    (-3.83538038596423702205e-9, -2.63146884688951950684e-8, -2.51223623787020892529e-7,
     -3.88256480887769039346e-6, -1.10588938762623716291e-4, -9.76109749136146840777e-3,
     7.78576235018280120474e-1),
)  # fmt: skip
_I1E_F64 = (
    (2.77791411276104639959e-18, -2.11142121435816608115e-17, 1.55363195773620046921e-16,
     -1.10559694773538630805e-15, 7.60068429473540693410e-15, -5.04218550472791168711e-14,
     3.22379336594557470981e-13, -1.98397439776494371520e-12, 1.17361862988909016308e-11,
     -6.66348972350202774223e-11, 3.62559028155211703701e-10, -1.88724975172282928790e-9, *_I1E_F32[0]),
    (7.51729631084210481353e-18, 4.41434832307170791151e-18, -4.65030536848935832153e-17,
     -3.20952592199342395980e-17, 2.96262899764595013876e-16, 3.30820231092092828324e-16,
     -1.88035477551078244854e-15, -3.81440307243700780478e-15, 1.04202769841288027642e-14,
     4.27244001671195135429e-14, -2.10154184277266431302e-14, -4.08355111109219731823e-13,
     -7.19855177624590851209e-13, 2.03562854414708950722e-12, 1.41258074366137813316e-11,
     3.25260358301548823856e-11, -1.89749581235054123450e-11, -5.58974346219658380687e-10, *_I1E_F32[1]),
)  # fmt: skip
"""Cephes' i1e coefficients; the f32 series are the f64 ones' last terms."""


def _bessel_i1e(coefficients: tuple[tuple[float, ...], tuple[float, ...]]) -> Materializer:
    def bessel_i1e(b: MathBuilder, x: SSAValue) -> SSAValue:
        """exp(-|x|) I1(x) by Cephes' Chebyshev series on |x| <= 8 and |x| > 8."""
        near, far = coefficients
        z = b.abs(x)
        half, two, thirty_two, eight = (b.constant_like(value, x) for value in (0.5, 2.0, 32.0, 8.0))
        below_8 = b.multiply(z, b.chebyshev(b.subtract(b.multiply(half, z), two), near))
        above_8 = b.chebyshev(b.subtract(b.divide(thirty_two, z), two), far)
        above_8 = b.divide(above_8, b.sqrt(z))
        value = b.select(b.compare("LE", z, eight), below_8, above_8)
        return b.multiply(b.sign(x), value)

    return bessel_i1e


# ---------------------------------------------------------------------------
# next_after


def next_after(b: MathBuilder, x: SSAValue, y: SSAValue) -> SSAValue:
    """The float after x toward y, stepping x's bits by +-1 (NaN if either is NaN, y if x == y)."""
    element = element_type_of(x.type)
    fmt = float_format(element)
    integer = IntegerType(fmt.bits)
    x_bits = b.bitcast(x, integer)
    y_bits = b.bitcast(y, integer)
    any_nan = b.or_(b.compare("NE", x, x), b.compare("NE", y, y))
    nan_bits = b.bitcast(b.constant(math.nan, element), integer)
    sign_bit = -(1 << (fmt.bits - 1))
    sign_mask, magnitude_mask = b.constant(sign_bit, integer), b.constant(~sign_bit, integer)
    x_magnitude = b.and_(x_bits, magnitude_mask)
    y_magnitude = b.and_(y_bits, magnitude_mask)
    x_equals_y = b.compare("EQ", x, y)
    zero = b.constant(0, integer)
    x_is_zero = b.compare("EQ", x_magnitude, zero)
    y_is_zero = b.compare("EQ", y_magnitude, zero)
    x_sign = b.and_(x_bits, sign_mask)
    y_sign = b.and_(y_bits, sign_mask)
    one = b.constant(1, integer)
    # From +-0 toward a nonzero y: the smallest subnormal with y's sign.
    smallest_toward_y = b.or_(y_sign, one)
    # Toward zero when the signs differ or |x| > |y|, else away from it.
    signs_differ = b.compare("NE", x_sign, y_sign)
    toward_zero = b.or_(b.compare("GT", x_magnitude, y_magnitude), signs_differ)
    stepped = b.add(x_bits, b.select(toward_zero, b.constant(-1, integer), one))
    result = b.select(x_is_zero, b.select(y_is_zero, y_bits, smallest_toward_y), stepped)
    result = b.select(x_equals_y, y_bits, result)
    result = b.select(any_nan, nan_bits, result)
    return b.bitcast(result, element)


# ---------------------------------------------------------------------------
# Patterns


_EVERY_FLOAT = (Float16Type, BFloat16Type, Float32Type, Float64Type)


def _for_floats(materializer: Materializer, *types: type[Attribute]) -> dict[type[Attribute], Materializer]:
    return dict.fromkeys(types or _EVERY_FLOAT, materializer)


@dataclass(frozen=True)
class Expansion:
    """How one chlo op decomposes: a materializer per computation element type."""

    materializers: Mapping[type[Attribute], Materializer]
    """By element type class; `ComplexType` for any complex type."""
    upcast: bool = False
    """Compute floats narrower than f32 in f32, as upstream's materializeWithUpcast."""


_F32_F64 = (Float32Type, Float64Type)

EXPANSIONS: dict[type[Operation], Expansion] = {
    chlo.AcosOp: Expansion({**_for_floats(trig.acos), ComplexType: trig.acos_complex}),
    chlo.AcoshOp: Expansion({**_for_floats(trig.acosh), ComplexType: trig.acosh_complex}),
    chlo.AsinOp: Expansion({**_for_floats(trig.asin), ComplexType: trig.asin_complex}),
    chlo.AsinhOp: Expansion({**_for_floats(trig.asinh), ComplexType: trig.asinh_complex}),
    chlo.AsinAcosKernelOp: Expansion({ComplexType: trig.asin_acos_kernel}),
    chlo.AtanOp: Expansion({**_for_floats(trig.atan), ComplexType: trig.atan_complex}),
    chlo.AtanhOp: Expansion({**_for_floats(trig.atanh), ComplexType: trig.atanh_complex}),
    chlo.TanOp: Expansion({**_for_floats(trig.tan), ComplexType: trig.tan}),
    chlo.CoshOp: Expansion({**_for_floats(trig.cosh, *_F32_F64), ComplexType: trig.cosh}, upcast=True),
    chlo.SinhOp: Expansion({**_for_floats(trig.sinh, *_F32_F64), ComplexType: trig.sinh_complex}, upcast=True),
    chlo.ErfOp: Expansion({Float32Type: erf.erf_f32, Float64Type: erf.erf_f64}, upcast=True),
    chlo.ErfcOp: Expansion({Float32Type: erf.erfc_f32, Float64Type: erf.erfc_f64}, upcast=True),
    chlo.ErfInvOp: Expansion({Float32Type: erf.erf_inv_f32, Float64Type: erf.erf_inv_f64}, upcast=True),
    chlo.LgammaOp: Expansion(_for_floats(gamma.lgamma, *_F32_F64), upcast=True),
    chlo.DigammaOp: Expansion(_for_floats(gamma.digamma, *_F32_F64), upcast=True),
    chlo.ZetaOp: Expansion(_for_floats(gamma.zeta, *_F32_F64), upcast=True),
    chlo.PolygammaOp: Expansion(_for_floats(gamma.polygamma, *_F32_F64), upcast=True),
    chlo.BesselI1eOp: Expansion({Float32Type: _bessel_i1e(_I1E_F32), Float64Type: _bessel_i1e(_I1E_F64)}, upcast=True),
    chlo.NextAfterOp: Expansion(_for_floats(next_after)),
}


@dataclass(frozen=True)
class DecomposeSpecialFunction(RewritePattern):
    """Replace a chlo special-function op by the mhlo arithmetic of `expansion` for its element type.

        %r = chlo.atan %x : tensor<4xf32> -> tensor<4xf32>

    becomes

        %c = mhlo.constant dense<1.000000e+00> : tensor<4xf32>
        %r = mhlo.atan2 %x, %c : tensor<4xf32>
    """

    op_type: type[Operation]
    expansion: Expansion

    @property
    def op_types(self) -> tuple[type[Operation], ...]:
        """The op class this pattern matches (see aiopt.support.pattern_dispatch)."""
        return (self.op_type,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if not isinstance(op, self.op_type):
            return
        element = element_type_of(op.results[0].type)
        fmt = float_format(element)
        if fmt is None:
            return
        upcast = self.expansion.upcast and not isinstance(element, ComplexType) and fmt.bits < 32
        compute_type = f32 if upcast else element
        key = ComplexType if isinstance(compute_type, ComplexType) else type(compute_type)
        materializer = self.expansion.materializers.get(key)
        if materializer is None:
            return
        b = MathBuilder(rewriter, op.operands[0])
        operands = [b.convert(operand, f32) if upcast else operand for operand in op.operands]
        result = materializer(b, *operands)
        rewriter.replace(op, (), [b.convert(result, element) if upcast else result])


def populate_chlo_special_math_patterns() -> list[RewritePattern]:
    """One pattern per chlo special function (erf, lgamma, zeta, acos, next_after, ...), in `EXPANSIONS`."""
    return [DecomposeSpecialFunction(op_type, expansion) for op_type, expansion in EXPANSIONS.items()]
