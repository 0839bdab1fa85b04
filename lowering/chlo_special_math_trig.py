"""Inverse trigonometric and hyperbolic functions in mhlo arithmetic, as upstream decomposes them.

Real arguments use cancellation-free rewritings of the textbook formulas
(1 - x^2 as (1 - x)(1 + x), log1p forms near 0, log(2) + log(x) where x^2
would overflow). Complex asin, acos, asinh and acosh go through the kernel
of chlo._asin_acos_kernel, upstream's reduced-region version of Hull et al.,
"Implementing the complex arcsine and arccosine functions using exception
handling" (ACM TOMS 23, 1997); complex atanh and atan use upstream's
functional_algorithms formulas. sinh and cosh use e^(x + log(1/2)) so that
they reach the largest float before overflowing; tan is mhlo.tan.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.dialects.builtin import ComplexType
from xdsl.ir import Attribute, SSAValue

from aiopt.dialects.hlo.types import element_type_of
from aiopt.lowering.chlo_special_math_builder import MathBuilder, float_format

# ---------------------------------------------------------------------------
# Real arguments


def acos(b: MathBuilder, x: SSAValue) -> SSAValue:
    """acos(x) = atan2(sqrt((1 - x)(1 + x)), x)."""
    one = b.constant_like(1.0, x)
    return b.atan2(b.sqrt(b.multiply(b.subtract(one, x), b.add(one, x))), x)


def asin(b: MathBuilder, x: SSAValue) -> SSAValue:
    """asin(x) = 2 atan2(x, 1 + sqrt((1 - x)(1 + x)))."""
    one = b.constant_like(1.0, x)
    half = b.atan2(x, b.add(one, b.sqrt(b.multiply(b.subtract(one, x), b.add(one, x)))))
    return b.add(half, half)


def acosh(b: MathBuilder, x: SSAValue) -> SSAValue:
    """acosh(x) = log1p(sqrt(x - 1) (sqrt(x + 1) + sqrt(x - 1))), log(2) + log(x) from largest / 2; NaN below 1."""
    element = element_type_of(x.type)
    two = b.constant(2.0, element)
    large = b.compare("GE", x, b.divide(b.constant(float_format(element).largest, element), two))
    log_x_plus_log_2 = b.add(b.log(two), b.log(x))
    one = b.constant(1.0, element)
    root = b.sqrt(b.subtract(x, one))
    small = b.log1p(b.multiply(root, b.add(b.sqrt(b.add(x, one)), root)))
    return b.select(large, log_x_plus_log_2, small)


def asinh(b: MathBuilder, x: SSAValue) -> SSAValue:
    """asinh(x) = sign(x) log1p(|x| + x^2 / (1 + sqrt(1 + x^2))), with log(2) + log|x| from sqrt(largest)."""
    element = element_type_of(x.type)
    sign = b.sign(x)
    ax = b.abs(x)
    large = b.compare("GE", ax, b.sqrt(b.constant(float_format(element).largest, element)))
    log_ax_plus_log_2 = b.add(b.log(b.constant(2.0, element)), b.log(ax))
    x2 = b.multiply(ax, ax)
    one = b.constant(1.0, element)
    small = b.log1p(b.add(ax, b.divide(x2, b.add(one, b.sqrt(b.add(one, x2))))))
    return b.multiply(sign, b.select(large, log_ax_plus_log_2, small))


def atan(b: MathBuilder, x: SSAValue) -> SSAValue:
    """atan(x) = atan2(x, 1)."""
    return b.atan2(x, 1.0)


def atanh(b: MathBuilder, x: SSAValue) -> SSAValue:
    """atanh(x) = (log1p(x) - log1p(-x)) / 2; NaN for |x| > 1."""
    out_of_domain = b.compare("GT", b.abs(x), b.constant_like(1.0, x))
    nan = b.constant_like(math.nan, x)
    value = b.multiply(b.subtract(b.log1p(x), b.log1p(b.negate(x))), b.constant_like(0.5, x))
    return b.select(out_of_domain, nan, value)


def _log_half(b: MathBuilder, x: SSAValue) -> SSAValue:
    """log(1/2) in the element type of x (complex: log(1/2 + 0i)), as upstream builds it: mhlo.log of 1/2."""
    element = element_type_of(x.type)
    if not isinstance(element, ComplexType) or b.static:
        return b.log(b.constant(0.5, element))
    part = element.element_type
    return b.log(b.complex(b.constant(0.5, part), b.constant(0.0, part)))


def _exp_halves(b: MathBuilder, x: SSAValue) -> tuple[SSAValue, SSAValue]:
    """e^x / 2 and e^-x / 2, as e^(x + log(1/2)) and e^(log(1/2) - x), which overflow only past the largest float."""
    log_half = _log_half(b, x)
    return b.exp(b.add(x, log_half)), b.exp(b.subtract(log_half, x))


def cosh(b: MathBuilder, x: SSAValue) -> SSAValue:
    """cosh(x) = e^(x + log(1/2)) + e^(log(1/2) - x), for floats and complex numbers."""
    return b.add(*_exp_halves(b, x))


def sinh_complex(b: MathBuilder, z: SSAValue) -> SSAValue:
    """sinh(z) = e^(z + log(1/2)) - e^(log(1/2) - z)."""
    return b.subtract(*_exp_halves(b, z))


def sinh(b: MathBuilder, x: SSAValue) -> SSAValue:
    """sinh(x) = (expm1(x) + expm1(x) / (expm1(x) + 1)) / 2 for |x| < 1, else e^(x + log(1/2)) - e^(log(1/2) - x)."""
    large = sinh_complex(b, x)
    expm1 = b.expm1(x)
    one, half = b.constant_like(1.0, x), b.constant_like(0.5, x)
    small = b.multiply(half, b.add(expm1, b.divide(expm1, b.add(expm1, one))))
    return b.select(b.compare("LT", b.abs(x), one), small, large)


def tan(b: MathBuilder, x: SSAValue) -> SSAValue:
    """tan(x) is mhlo.tan, for floats and complex numbers, as upstream now lowers it.

    Upstream used to expand it as sin(x) / cos(x), and complex a + bi as
    (tan(a) + i tanh(b)) / (1 - i tan(a) tanh(b)); the tan op is more accurate.
    """
    return b.tan(x)


# ---------------------------------------------------------------------------
# Complex arguments


def _hypot(b: MathBuilder, u: SSAValue, v: SSAValue, k: _KernelConstants) -> SSAValue:
    """sqrt(u^2 + v^2) for u, v >= 0 without overflow: mx sqrt(1 + (mn / mx)^2), exact at mn = mx."""
    mx = b.maximum(u, v)
    mn = b.minimum(u, v)
    equal = b.compare("EQ", mx, mn)
    if k.sqrt_2 is None:
        k.sqrt_2 = b.constant_like(math.sqrt(2), u)
    at_equal = b.multiply(k.sqrt_2, mx)
    ratio = b.divide(mn, mx)
    r = b.multiply(ratio, ratio)
    root = b.sqrt(b.add(k.one, r))
    # Where 1 + r rounds to 1, mx (1 + r / 2) keeps r's contribution.
    rounds_to_1 = b.compare("EQ", root, k.one)
    if k.zero is None:
        k.zero = b.constant_like(0.0, u)
    tiny = b.and_(rounds_to_1, b.compare("GT", r, k.zero))
    mx_r = b.multiply(mx, r)
    if k.two is None:
        k.two = b.constant_like(2.0, u)
    general = b.select(tiny, b.add(mx, b.divide(mx_r, k.two)), b.multiply(mx, root))
    return b.select(equal, at_equal, general)


@dataclass
class _KernelConstants:
    """The constants of _asin_acos_kernel that its steps share, each built where upstream first builds it."""

    one: SSAValue
    sqrt_2: SSAValue | None = None
    zero: SSAValue | None = None
    two: SSAValue | None = None


def _asin_acos_kernel(b: MathBuilder, z: SSAValue) -> SSAValue:
    """w = chlo._asin_acos_kernel(z), in upstream's op sequence, with x = |Re z|, y = |Im z|.

    With a = (hypot(x + 1, y) + hypot(x - 1, y)) / 2, asin(z) has real part
    asin(x / a) = atan2(x, w.real) and imaginary part w.imag = log(a + sqrt(a^2 - 1)).
    """
    # Upstream's constants take the shape of Re z (of Im z for the infinity that Im z is compared with).
    real = b.real(z)
    with b.shaped_like(real):
        return _asin_acos_kernel_parts(b, z, real)


def _asin_acos_kernel_parts(b: MathBuilder, z: SSAValue, real_z: SSAValue) -> SSAValue:
    """The body of `_asin_acos_kernel`, with `real_z` = Re z built."""
    x = b.abs(real_z)
    imag_z = b.imag(z)
    y = b.abs(imag_z)
    element = element_type_of(x.type)
    fmt = float_format(element)
    larger = b.maximum(x, y)
    safe_max = b.divide(b.sqrt(b.constant(fmt.largest, element)), b.constant(8.0, element))
    huge = b.compare("GE", larger, safe_max)
    k = _KernelConstants(b.constant(1.0, element))
    x_le_1 = b.compare("LE", x, k.one)
    half = b.constant(0.5, element)
    xp1 = b.add(x, k.one)
    r = _hypot(b, b.abs(xp1), y, k)
    xm1 = b.subtract(x, k.one)
    s = _hypot(b, b.abs(xm1), y, k)
    a = b.multiply(half, b.add(r, s))
    half_apx = b.multiply(half, b.add(a, x))
    yy = b.multiply(y, y)
    rpxp1 = b.add(r, xp1)

    # Real part: w.real = sqrt(a^2 - x^2), in the forms of Hull et al.'s "a - x" approximations.
    yy_over_rpxp1 = b.divide(yy, rpxp1)
    smxm1 = b.subtract(s, xm1)
    inside = b.sqrt(b.multiply(half_apx, b.add(yy_over_rpxp1, smxm1)))
    half_apx_over_rpxp1 = b.divide(half_apx, rpxp1)
    spxm1 = b.add(s, xm1)
    outside = b.multiply(y, b.sqrt(b.add(half_apx_over_rpxp1, b.divide(half_apx, spxm1))))
    real = b.select(huge, y, b.select(x_le_1, inside, outside))

    # Imaginary part: log(a + sqrt(a^2 - 1)) = log1p(a - 1 + sqrt((a - 1)(a + 1))).
    x_moderate = b.compare("LT", x, b.multiply(safe_max, 1e12))
    safe_max_opt = b.select(x_moderate, b.multiply(safe_max, 1e-6), b.multiply(safe_max, 1e2))
    y_large = b.compare("GE", y, safe_max_opt)
    mx = b.select(y_large, y, x)
    large = b.compare("GE", mx, b.select(y_large, safe_max_opt, safe_max))
    log_2_mx = b.add(b.log(k.two), b.log(mx))
    with b.shaped_like(imag_z):
        y_finite = b.not_(b.compare("EQ", y, b.constant(math.inf, element)))
    x_over_y = b.select(b.and_(y_large, y_finite), b.divide(x, y), k.zero)
    big = b.add(log_2_mx, b.multiply(half, b.log1p(b.multiply(x_over_y, x_over_y))))

    tiny_y = b.compare("LT", y, b.multiply(b.sqrt(b.constant(fmt.smallest_normal, element)), 4.0))
    tiny = b.and_(tiny_y, b.compare("LT", x, k.one))
    xp1_xm1 = b.multiply(xp1, xm1)
    ap1 = b.add(a, k.one)
    at_tiny = b.negate(b.divide(xp1_xm1, ap1))
    x_ge_1 = b.compare("GE", x, k.one)
    half_yy = b.multiply(half, yy)
    half_yy_over_rpxp1 = b.divide(half_yy, rpxp1)
    at_x_ge_1 = b.add(half_yy_over_rpxp1, b.multiply(half, spxm1))
    a_le_1_5 = b.compare("LE", a, 1.5)
    at_a_le_1_5 = b.add(half_yy_over_rpxp1, b.divide(half_yy, smxm1))
    am1 = b.select(tiny, at_tiny, b.select(x_ge_1, at_x_ge_1, b.select(a_le_1_5, at_a_le_1_5, b.subtract(a, k.one))))
    sq = b.sqrt(b.multiply(am1, ap1))
    moderate = b.select(tiny, b.divide(y, sq), b.log1p(b.add(am1, sq)))
    imag = b.select(large, big, moderate)
    return b.complex(real, imag)


def asin_acos_kernel(b: MathBuilder, z: SSAValue) -> SSAValue:
    """chlo._asin_acos_kernel: w with asin(z) = atan2(Re z, Re w) + i sign(Im z) Im w."""
    return _asin_acos_kernel(b, z)


def _signed_like(b: MathBuilder, negative: SSAValue, value: SSAValue) -> SSAValue:
    """-value where `negative` holds, else value."""
    return b.select(negative, b.negate(value), value)


def _imag_negative(b: MathBuilder, z: SSAValue) -> SSAValue:
    """Im z < 0."""
    imag = b.imag(z)
    return b.compare("LT", imag, b.constant_like(0.0, imag))


def asin_complex(b: MathBuilder, z: SSAValue) -> SSAValue:
    """asin(z) = atan2(Re z, Re w) + i sign(Im z) Im w, w = _asin_acos_kernel(z)."""
    real = b.real(z)
    w = _asin_acos_kernel(b, z)
    angle = b.atan2(real, b.real(w))
    # Upstream's zero takes the shape of Re z.
    with b.shaped_like(real):
        imag = _signed_like(b, _imag_negative(b, z), b.imag(w))
    return b.complex(angle, imag)


def acos_complex(b: MathBuilder, z: SSAValue) -> SSAValue:
    """acos(z) = atan2(Re w, Re z) - i sign(Im z) Im w, w = _asin_acos_kernel(z)."""
    w = _asin_acos_kernel(b, z)
    angle = b.atan2(b.real(w), b.real(z))
    negative = _imag_negative(b, z)
    w_imag = b.imag(w)
    return b.complex(angle, b.select(negative, w_imag, b.negate(w_imag)))


def acosh_complex(b: MathBuilder, z: SSAValue) -> SSAValue:
    """acosh(z) = Im w + i sign(Im z) atan2(Re w, Re z), w = _asin_acos_kernel(z) (i.e. +-i acos(z))."""
    w = _asin_acos_kernel(b, z)
    real = b.imag(w)
    negative = _imag_negative(b, z)
    imag = _signed_like(b, negative, b.atan2(b.real(w), b.real(z)))
    return b.complex(real, imag)


def asinh_complex(b: MathBuilder, z: SSAValue) -> SSAValue:
    """asinh(z) = -i asin(i z): sign(Re z) Im w + i atan2(Im z, Re w), w = _asin_acos_kernel(-Im z + i Re z)."""
    x = b.real(z)
    y = b.imag(z)
    w = _asin_acos_kernel(b, b.complex(b.negate(y), x))
    real = _signed_like(b, b.compare("LT", x, b.constant_like(0.0, x)), b.imag(w))
    return b.complex(real, b.atan2(y, b.real(w)))


def _representable(value: float, element: Attribute) -> float:
    """`value`, or an infinity of its sign where the element type rounds it to one."""
    fmt = float_format(element)
    overflow = fmt.largest * (1 + 2.0 ** -(fmt.mantissa_bits + 1))
    return math.copysign(math.inf, value) if abs(value) >= overflow else value


def _inverse_epsneg(b: MathBuilder, like: SSAValue) -> SSAValue:
    """Just above 1 / epsneg (epsneg = 1 - nextafter(1, 0)), the bound of |x| where x + 1 rounds to x, chosen
    as upstream does by the largest float: 2^53 + 2 above 1e308, 2^24 + 2 above 1e38, else 2050 (bf16 takes f32's
    bound, rounded)."""
    element = element_type_of(like.type)

    def constant(value: float) -> SSAValue:
        return b.constant(_representable(value, element), element)

    largest = constant(float_format(element).largest)
    f64_range = b.compare("GT", largest, constant(1e308))
    f64_bound = constant(9007199254740994.0)
    f32_range = b.compare("GT", largest, constant(1e38))
    return b.select(f64_range, f64_bound, b.select(f32_range, constant(16777218.0), constant(2050.0)))


def _atanh_parts(b: MathBuilder, real_of: Callable[[], SSAValue], imag_of: Callable[[], SSAValue]):
    """Real and imaginary parts of atanh(x + i y) = (log1p(z) - log1p(-z)) / 2, in upstream's op sequence
    (`real_of` and `imag_of` build x and y where upstream first reads them)."""
    x = real_of()
    element = element_type_of(x.type)
    zero = b.constant(0.0, element)
    x_non_negative = b.compare("GE", x, zero)
    one = b.constant(1.0, element)
    minus_one = b.constant(-1.0, element)
    sign_x = b.select(x_non_negative, one, minus_one)
    four = b.constant(4.0, element)
    ax = b.abs(x)
    inverse_epsneg = _inverse_epsneg(b, x)
    safe_max = b.multiply(inverse_epsneg, inverse_epsneg)
    ax_safe = b.compare("LT", ax, safe_max)
    y = imag_of()
    ay = b.abs(y)
    safe = b.and_(ax_safe, b.compare("LT", ay, safe_max))

    # Real part: sign(x) log1p(4 |x| / ((|x| - 1)^2 + y^2)) / 4, with the quotient's large-argument forms.
    naxm1 = b.subtract(one, ax)
    naxm1_squared = b.multiply(naxm1, naxm1)
    y2 = b.multiply(y, y)
    moderate = b.divide(ax, b.add(naxm1_squared, y2))
    x_dominates = b.compare("LT", b.multiply(ay, inverse_epsneg), ax)
    at_x_dominates = b.divide(one, ax)
    inf = b.constant(math.inf, element)
    x_is_inf = b.compare("EQ", x, inf)
    minus_inf = b.constant(-math.inf, element)
    x_infinite = b.or_(x_is_inf, b.compare("EQ", x, minus_inf))
    y_infinite = b.or_(b.compare("EQ", y, inf), b.compare("EQ", y, minus_inf))
    infinite = b.or_(x_infinite, y_infinite)
    both_large = b.divide(b.divide(one, b.add(b.divide(ax, y), b.divide(y, ax))), y)
    quotient = b.select(safe, moderate, b.select(x_dominates, at_x_dominates, b.select(infinite, zero, both_large)))
    real = b.multiply(b.multiply(sign_x, b.log1p(b.multiply(four, quotient))), 0.25)

    # Imaginary part: atan2(2y, (1 - |x|)(1 + |x|) - y^2) / 2, sign(y) pi / 2 for large arguments.
    angle = b.atan2(b.add(y, y), b.subtract(b.multiply(naxm1, b.add(one, ax)), y2))
    sign_y = b.select(b.compare("GE", y, 0.0), one, minus_one)
    imag = b.multiply(b.select(safe, angle, b.multiply(sign_y, math.pi)), 0.5)
    return real, imag


def atanh_complex(b: MathBuilder, z: SSAValue) -> SSAValue:
    """atanh(z) = (log1p(z) - log1p(-z)) / 2, by parts without overflow or cancellation."""
    return b.complex(*_atanh_parts(b, lambda: b.real(z), lambda: b.imag(z)))


def atan_complex(b: MathBuilder, z: SSAValue) -> SSAValue:
    """atan(z) = -i atanh(i z)."""
    w_real, w_imag = _atanh_parts(b, lambda: b.negate(b.imag(z)), lambda: b.real(z))
    return b.complex(w_imag, b.negate(w_real))
