"""f64 math functions as f64 arithmetic, for targets without a libm (NVPTX: no libdevice here).

Each function takes a `FloatBuilder` on f64 and the operand(s) and returns the result, built only
from f64 add/sub/mul/div/fma, comparisons, selects, `math.roundeven` and i64 bit manipulation
(all selected by NVPTX). The algorithms and coefficients are fdlibm's (Sun's freely
distributable libm, as in FreeBSD's msun):

- `exp`: n = round(x / ln2), r = x - n ln2 (two-part ln2 with fma), e^r by its Taylor
  polynomial to degree 13 (|r| <= ln2/2), scaled by 2^n in two factors;
- `log`: x = 2^k (1 + f) with sqrt(1/2) <= 1 + f < sqrt(2), s = f / (2 + f),
  log(1 + f) = f - (f^2/2 - s (f^2/2 + R(s^2))) (fdlibm's Lg1..Lg7);
- `log1p` and `expm1`: Kahan's compensations of log and exp (accurate near 0);
- `tanh`: its Taylor series (22 terms, coefficients from the Bernoulli numbers) below 0.625,
  1 - 2 / (e^(2|x|) + 1) above;
- `sin`, `cos`, `tan`: n = round(x 2/pi) (2/pi in two parts), Cody-Waite reduction
  r = x - n pi/2 with pi/2 in three doubles, fma and TwoSum (`_reduce_by_half_pi`), then
  fdlibm's kernels on |r| <= pi/4 chosen by n mod 4;
- `atan`: fdlibm's five-interval reduction (atanhi/atanlo) and odd polynomial; `atan2` is
  `atan2_approximation` with it.

Measured maximum errors against numpy float64 (the expansions run in the reference
interpreter, `test/transforms/test_math_f64_approximation.py`): see each function.
The sin/cos/tan bounds hold for every |x| < 2^53 (measured on log-uniform sweeps up to
there and on multiples of pi/4); from 2^53 on (and for inf, NaN) they are NaN: there is no
Payne-Hanek reduction for f64 (measured without the cut-off: about 2^32 ulp just above 2^53).
"""

from __future__ import annotations

import math as pymath
from fractions import Fraction

from xdsl.ir import SSAValue

from aiopt.transforms.math_polynomial_approximation import (
    FloatBuilder,
    _log_special,
    atan2_approximation,
    expm1_approximation,
    log1p_approximation,
)

_LN2_HI, _LN2_LO = 6.93147180369123816490e-01, 1.90821492927058770002e-10
_LN2_TAIL = 2.3190468138462996e-17
"""ln2 - fl(ln2)."""
_LOG2_E = (1.4426950408889634, 2.0355273740931033e-17)
"""log2(e) as a sum of two doubles."""
_EXP_TAYLOR = tuple(1 / pymath.factorial(k) for k in range(13, -1, -1))
_LG = (
    1.479819860511658591e-01, 1.531383769920937332e-01, 1.818357216161805012e-01, 2.222219843214978396e-01,
    2.857142874366239149e-01, 3.999999999940941908e-01, 6.666666666666735130e-01,
)  # fmt: skip
"""fdlibm's Lg7..Lg1: R(z) = z * P(z) for log(1 + f)."""
_PIO2 = (1.5707963267948966, 6.123233995736766e-17, -1.4973849048591698e-33)
"""pi/2 = C1 + C2 + C3 to 159 bits (the test recomputes them)."""
_TWO_OVER_PI = (0.6366197723675814, -3.935735335036497e-17)
"""2/pi as a sum of two doubles."""
_SIN = (1.58969099521155010221e-10, -2.50507602534068634195e-08, 2.75573137070700676789e-06,
        -1.98412698298579493134e-04, 8.33333333332248946124e-03)  # fmt: skip
_S1 = -1.66666666666666324348e-01
_COS = (-1.13596475577881948265e-11, 2.08757232129817482790e-09, -2.75573143513906633035e-07,
        2.48015872894767294178e-05, -1.38888888888741095749e-03, 4.16666666666666019037e-02)  # fmt: skip
_ATAN_HI = (4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01,
            1.57079632679489655800e00)  # fmt: skip
_ATAN_LO = (2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17,
            6.12323399573676603587e-17)  # fmt: skip
"""fdlibm's atanhi/atanlo: atan(1/2), atan(1), atan(3/2), atan(inf) as double-doubles."""
_AT = (
    1.62858201153657823623e-02, -3.65315727442169155270e-02, 4.97687799461593236017e-02, -5.83357013379057348645e-02,
    6.66107313738753120669e-02, -7.69187620504482999495e-02, 9.09088713343650656196e-02, -1.11111104054623557880e-01,
    1.42857142725034663711e-01, -1.99999999998764832476e-01, 3.33333333333329318027e-01,
)  # fmt: skip
"""fdlibm's aT[10]..aT[0]: atan(t) = t - t * z * P(z), z = t^2."""


def _exp_extended(b: FloatBuilder, x: SSAValue, x_lo: SSAValue | None = None) -> SSAValue:
    """e^(x + x_lo), x_lo a small correction (or none): 2^n e^r with r = x - n ln2 as r + r_lo, then
    e^r (1 + r_lo + x_lo) (the last fma), e^r by its Taylor polynomial, 2^n in two factors."""
    nan = b.is_nan(x)
    safe = b.select(nan, b.c(0.0), b.max(b.min(x, b.c(710.0)), b.c(-746.0)))
    n = b.roundeven(b.mul(safe, b.c(1 / pymath.log(2))))
    r1 = b.fma(n, b.c(-_LN2_HI), safe)  # exact
    r = b.fma(n, b.c(-_LN2_LO), r1)
    r_lo = b.fma(n, b.c(-_LN2_LO), b.sub(r1, r))  # r1 - n ln2_lo = r + r_lo
    if x_lo is not None:  # (not where x was clamped: inf, NaN or |x_lo| huge there)
        r_lo = b.add(r_lo, b.select(b.cmp("oeq", safe, x), x_lo, b.c(0.0)))
    p = b.poly(r, _EXP_TAYLOR)
    p = b.fma(p, r_lo, p)
    ni = b.to_int(n)
    half = b.shrs(ni, b.ci(1))
    return b.select(nan, x, b.mul(b.mul(p, b.pow2(half)), b.pow2(b.isub(ni, half))))


def exp_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """e^x (measured: within 1 ulp); inf above 709.78, subnormal and 0 below -708."""
    return _exp_extended(b, x)


def exp2_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """2^x = e^(x ln2) with x ln2 as a double-double (measured: within 1 ulp)."""
    p = b.mul(x, b.c(pymath.log(2)))
    p_lo = b.fma(x, b.c(_LN2_TAIL), b.fma(x, b.c(pymath.log(2)), b.neg(p)))
    return _exp_extended(b, p, p_lo)


def _two_sum(b: FloatBuilder, x: SSAValue, y: SSAValue) -> tuple[SSAValue, SSAValue]:
    """(s, e) with s = fl(x + y) and x + y = s + e exactly (Knuth's TwoSum)."""
    total = b.add(x, y)
    back = b.sub(total, x)
    return total, b.add(b.sub(x, b.sub(total, back)), b.sub(y, back))


def _log_extended(b: FloatBuilder, x: SSAValue) -> tuple[SSAValue, SSAValue]:
    """log(x) = hi + lo for a finite x > 0, to about 2^-58 relative (for pow).

    x = 2^k (1 + f), s = f / (2 + f) with its rounding error s_lo (fma residual),
    log(1 + f) = 2s + s R(s^2) (fdlibm's Lg1..Lg7), k ln2 in two parts (k ln2_hi exact).
    """
    tiny = b.cmp("olt", x, b.c(2.0**-1022))
    scaled = b.select(tiny, b.mul(x, b.c(2.0**54)), x)
    bits = b.bits(scaled)
    k = b.isub(b.shrs(bits, b.ci(52)), b.select(tiny, b.ci(1023 + 54), b.ci(1023)))
    m = b.from_bits(b.ior(b.iand(bits, b.ci(0x000FFFFFFFFFFFFF)), b.ci(0x3FF0000000000000)))
    big = b.cmp("ogt", m, b.c(pymath.sqrt(2.0)))
    f = b.sub(b.select(big, b.mul(m, b.c(0.5)), m), b.c(1.0))
    e = b.to_float(b.select(big, b.iadd(k, b.ci(1)), k))
    u = b.add(f, b.c(2.0))
    u_lo = b.sub(f, b.sub(u, b.c(2.0)))  # 2 + f = u + u_lo exactly
    s = b.div(f, u)
    s_lo = b.div(b.sub(b.fma(b.neg(s), u, f), b.mul(s, u_lo)), u)
    z = b.mul(s, s)
    r = b.mul(z, b.poly(z, _LG))
    h, h_lo = _two_sum(b, b.mul(e, b.c(_LN2_HI)), b.add(s, s))
    low = b.add(h_lo, b.fma(e, b.c(_LN2_LO), b.fma(s, r, b.add(s_lo, s_lo))))
    hi = b.add(h, low)
    return hi, b.sub(low, b.sub(hi, h))


def log_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """log(x), the rounded `_log_extended` (measured: within 1 ulp); C's special values."""
    hi, _ = _log_extended(b, x)
    return _log_special(b, x, hi)


def log2_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """log2(x) = (hi + lo) log2(e), log2(e) in two parts (measured: within 1 ulp); C's special values."""
    hi, lo = _log_extended(b, x)
    product = b.mul(hi, b.c(_LOG2_E[0]))
    tail = b.fma(hi, b.c(_LOG2_E[1]), b.fma(lo, b.c(_LOG2_E[0]), b.fma(hi, b.c(_LOG2_E[0]), b.neg(product))))
    return _log_special(b, x, b.add(product, tail))


def pow_magnitude_f64(b: FloatBuilder, a: SSAValue, y: SSAValue) -> SSAValue:
    """|x|^y = e^(y log a) for a = |x|, with y log a as a double-double: e^hi (1 + lo).

    (The signs and special values are `_powf`'s.) Measured: 1 ulp for moderate arguments,
    6 ulp at |y ln a| = 224 and 665 (log's relative error near 2^-58 times y ln a): within 1.5 + |y ln a| / 32 ulp.
    """
    log_hi, log_lo = _log_extended(b, a)
    log_hi = _log_special(b, a, log_hi)
    p = b.mul(y, log_hi)
    p_lo = b.fma(y, log_lo, b.fma(y, log_hi, b.neg(p)))
    return _exp_extended(b, p, p_lo)


def log1p_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """Kahan's log1p on `log_f64` (measured: within 2 ulp)."""
    return log1p_approximation(b, x, log_f64)


def expm1_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """Kahan's expm1 on `exp_f64` and `log_f64` (measured: within 2 ulp)."""
    return expm1_approximation(b, x, exp_f64, log_f64)


def _tanh_taylor(terms: int) -> tuple[float, ...]:
    """The Taylor coefficients of tanh(x) / x in x^2, highest first: 2^2n (2^2n - 1) B_2n / (2n)!."""
    bernoulli = [Fraction(1)]
    for m in range(1, 2 * terms + 1):
        bernoulli.append(-sum(pymath.comb(m + 1, k) * bernoulli[k] for k in range(m)) / (m + 1))
    coefficients = [
        float(Fraction(4**n * (4**n - 1)) * bernoulli[2 * n] / pymath.factorial(2 * n)) for n in range(1, terms + 1)
    ]
    return tuple(reversed(coefficients))


_TANH_SMALL = 0.625
_TANH_TAYLOR = _tanh_taylor(22)
"""tanh(x) / x = P(x^2) on |x| < 0.625 (the series converges as (2x / pi)^2: 0.16 per term)."""


def tanh_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """x P(x^2) (Taylor) below 0.625, else 1 - 2 / (e^(2|x|) + 1) with x's sign (measured: 1 ulp)."""
    z = b.mul(x, x)
    small = b.fma(b.mul(z, x), b.poly(z, _TANH_TAYLOR[:-1]), x)
    a = b.abs(x)
    large = b.copysign(b.sub(b.c(1.0), b.div(b.c(2.0), b.add(exp_f64(b, b.add(a, a)), b.c(1.0)))), x)
    result = b.select(b.cmp("olt", a, b.c(_TANH_SMALL)), small, b.select(b.is_nan(x), x, large))
    return _keep_zero(b, x, result)


def _reduce_by_half_pi(b: FloatBuilder, x: SSAValue) -> tuple[SSAValue, SSAValue]:
    """(q, r): x = n pi/2 + r, q = n mod 4 (i64), |r| <= pi/4 to within an ulp, for |x| < 2^53.

    Cody-Waite with fma and pi/2 = C1 + C2 + C3 (three doubles, 159 bits): x - n C1 is exact
    (a multiple of 2^-52 below 2 in magnitude), n C2 is split exactly by fma and subtracted
    with TwoSum, n C3 is a correction far below r's last bit.
    """
    c1, c2, c3 = _PIO2
    # n = round(x 2/pi) with 2/pi in two parts, so that |r| <= pi/4 however large x is.
    q_hi = b.mul(x, b.c(_TWO_OVER_PI[0]))
    q_lo = b.fma(x, b.c(_TWO_OVER_PI[1]), b.fma(x, b.c(_TWO_OVER_PI[0]), b.neg(q_hi)))
    n = b.roundeven(q_hi)
    d = b.add(b.sub(q_hi, n), q_lo)
    step = b.select(b.cmp("olt", d, b.c(-0.5)), b.c(-1.0), b.c(0.0))
    n = b.add(n, b.select(b.cmp("ogt", d, b.c(0.5)), b.c(1.0), step))
    t1 = b.fma(n, b.c(-c1), x)
    p = b.mul(n, b.c(c2))
    p_error = b.fma(n, b.c(c2), b.neg(p))  # n C2 = p + p_error exactly
    t2 = b.sub(t1, p)
    back = b.sub(t2, t1)
    error = b.sub(b.sub(t1, b.sub(t2, back)), b.add(p, back))  # TwoSum: t1 - p = t2 + error exactly
    low = b.fma(n, b.c(-c3), b.sub(error, p_error))
    r = b.add(t2, low)
    quadrant = b.sub(n, b.mul(b.floor(b.mul(n, b.c(0.25))), b.c(4.0)))  # n mod 4, exact below 2^53
    return b.to_int(quadrant), r


REDUCTION_LIMIT = 2.0**53
"""sin, cos and tan are NaN from here on (inf included): the reduction needs x - n C1 to be exact and n
to be an exact integer below 2^53; no Payne-Hanek reduction for larger arguments."""


def _nan_beyond_reduction(b: FloatBuilder, x: SSAValue, result: SSAValue) -> SSAValue:
    return b.select(b.cmp("oge", b.abs(x), b.c(REDUCTION_LIMIT)), b.c(pymath.nan), result)


def _sin_cos_of_reduced(b: FloatBuilder, r: SSAValue) -> tuple[SSAValue, SSAValue]:
    """fdlibm's __kernel_sin and __kernel_cos for |r| <= pi/4."""
    z = b.mul(r, r)
    sin = b.fma(b.mul(z, r), b.fma(z, b.poly(z, _SIN), b.c(_S1)), r)
    half_z = b.mul(z, b.c(0.5))
    w = b.sub(b.c(1.0), half_z)
    cos = b.add(w, b.fma(b.mul(z, z), b.poly(z, _COS), b.sub(b.sub(b.c(1.0), w), half_z)))
    return sin, cos


def _quadrant_sin_cos(b: FloatBuilder, x: SSAValue, shift: int) -> SSAValue:
    """sin(x + shift pi/2): sin or cos of the reduced argument, by the quadrant; NaN from `REDUCTION_LIMIT` on."""
    q, r = _reduce_by_half_pi(b, x)
    if shift:
        q = b.iadd(q, b.ci(shift))
    sin, cos = _sin_cos_of_reduced(b, r)
    result = b.select(b.cmpi("ne", b.iand(q, b.ci(1)), b.ci(0)), cos, sin)
    result = b.select(b.cmpi("ne", b.iand(q, b.ci(2)), b.ci(0)), b.neg(result), result)
    return _nan_beyond_reduction(b, x, result)


def _keep_zero(b: FloatBuilder, x: SSAValue, result: SSAValue) -> SSAValue:
    """x where x is +-0 (odd functions: the kernels' sums lose the sign of a zero)."""
    return b.select(b.cmp("oeq", x, b.c(0.0)), x, result)


def sin_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """sin (measured: within 1 ulp for |x| < 2^53); sin(+-0) = +-0."""
    return _keep_zero(b, x, _quadrant_sin_cos(b, x, 0))


def cos_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """cos = sin(x + pi/2) (measured: within 1 ulp for |x| < 2^53)."""
    return _quadrant_sin_cos(b, x, 1)


def tan_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """sin(r) / cos(r), or -cos(r) / sin(r) in odd quadrants (measured: within 2 ulp for |x| < 2^53); tan(+-0) = +-0."""
    q, r = _reduce_by_half_pi(b, x)
    sin, cos = _sin_cos_of_reduced(b, r)
    odd = b.cmpi("ne", b.iand(q, b.ci(1)), b.ci(0))
    result = b.div(b.select(odd, b.neg(cos), sin), b.select(odd, sin, cos))
    return _keep_zero(b, x, _nan_beyond_reduction(b, x, result))


def _atan_of_magnitude_f64(b: FloatBuilder, a: SSAValue) -> SSAValue:
    """fdlibm's atan for a >= 0: t from one of five intervals, atanhi[i] - ((t P(t^2) - atanlo[i]) - t)."""
    bounds = (7 / 16, 11 / 16, 19 / 16, 39 / 16)
    above = [b.cmp("oge", a, b.c(bound)) for bound in bounds]
    one = b.c(1.0)
    reductions = (
        b.div(b.fma(a, b.c(2.0), b.c(-1.0)), b.add(a, b.c(2.0))),
        b.div(b.sub(a, one), b.add(a, one)),
        b.div(b.sub(a, b.c(1.5)), b.fma(a, b.c(1.5), one)),
        b.div(b.c(-1.0), a),
    )
    t, hi, lo = a, b.c(0.0), b.c(0.0)
    for condition, reduced, atan_hi, atan_lo in zip(above, reductions, _ATAN_HI, _ATAN_LO, strict=True):
        t = b.select(condition, reduced, t)
        hi = b.select(condition, b.c(atan_hi), hi)
        lo = b.select(condition, b.c(atan_lo), lo)
    z = b.mul(t, t)
    tail = b.mul(b.mul(t, z), b.poly(z, _AT))
    return b.sub(hi, b.sub(b.sub(tail, lo), t))


def atan_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """atan(|x|) with x's sign (measured: within 1 ulp)."""
    return b.copysign(_atan_of_magnitude_f64(b, b.abs(x)), x)


def atan2_f64(b: FloatBuilder, y: SSAValue, x: SSAValue) -> SSAValue:
    """`atan2_approximation` on fdlibm's atan (measured: within 2 ulp)."""
    return atan2_approximation(b, y, x, _atan_of_magnitude_f64)
