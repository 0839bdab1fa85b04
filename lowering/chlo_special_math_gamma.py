"""The gamma function family in mhlo arithmetic: lgamma, digamma, zeta and polygamma, as upstream decomposes them.

lgamma and digamma use Lanczos' approximation with g = 7 and 8 terms
("A Precision Approximation of the Gamma Function", SIAM J. Numer. Anal. B 1,
1964) for x >= 0.5 and Euler's reflection below. zeta is the Hurwitz zeta
function by Euler-Maclaurin summation: 10 terms summed directly, then 12
Bernoulli terms (Johansson, "Rigorous high-precision computation of the
Hurwitz zeta function and its derivatives", formula 5). polygamma(n, x) is
(-1)^(n+1) n! zeta(n + 1, x), and digamma(x) for n = 0.
"""

from __future__ import annotations

import math

from xdsl.ir import SSAValue

from aiopt.dialects.hlo.types import element_type_of
from aiopt.lowering.chlo_special_math_builder import MathBuilder, float_format

_LANCZOS_G = 7.0
_LANCZOS_BASE = 0.99999999999980993227684700473478
_LANCZOS_COEFFICIENTS = (
    676.520368121885098567009190444019, -1259.13921672240287047156078755283, 771.3234287776530788486528258894,
    -176.61502916214059906584551354, 12.507343278686904814458936853, -0.13857109526572011689554707,
    9.984369578019570859563e-6, 1.50563273514931155834e-7,
)  # fmt: skip
"""a(z) = base + sum_k c_k / (z + k), k = 1..8: gamma(z + 1) = sqrt(2 pi) t^(z + 1/2) e^-t a(z), t = z + g + 1/2."""


def _lanczos_argument(b: MathBuilder, x: SSAValue) -> tuple[SSAValue, SSAValue, SSAValue, SSAValue]:
    """1/2, whether x < 1/2 needs the reflection, 1, and z = -x there, else x - 1."""
    half = b.constant_like(0.5, x)
    reflect = b.compare("LT", x, half)
    negative_x = b.negate(x)
    one = b.constant_like(1.0, x)
    return half, reflect, one, b.select(reflect, negative_x, b.subtract(x, one))


def _lanczos_log_t(b: MathBuilder, z: SSAValue) -> tuple[SSAValue, SSAValue]:
    """t = z + g + 1/2 and log(t), as log(g + 1/2) + log1p(z / (g + 1/2)) for accuracy."""
    shift = b.constant_like(_LANCZOS_G + 0.5, z)
    t = b.add(shift, z)
    log_shift = b.constant_like(math.log(_LANCZOS_G + 0.5), z)
    return t, b.add(log_shift, b.log1p(b.divide(z, shift)))


def _is_inf(b: MathBuilder, x: SSAValue) -> SSAValue:
    """|x| == inf, as chlo.is_inf lowers."""
    return b.compare("EQ", b.abs(x), b.constant_like(math.inf, x))


def lgamma(b: MathBuilder, x: SSAValue) -> SSAValue:
    """log |gamma(x)|: Lanczos for x >= 0.5, log(pi) - lgamma(1 - x) - log |sin(pi x)| below; +inf at +-inf."""
    half, reflect, one, z = _lanczos_argument(b, x)
    a = b.constant_like(_LANCZOS_BASE, x)
    for k, coefficient in enumerate(_LANCZOS_COEFFICIENTS, start=1):
        coefficient_value = b.constant_like(coefficient, x)
        a = b.add(a, b.divide(coefficient_value, b.add(z, b.constant_like(float(k), x))))
    t, log_t = _lanczos_log_t(b, z)
    # (z + 1/2) log(t) - t as (z + 1/2 - t / log(t)) log(t), which does not overflow for large t.
    t_over_log_t = b.divide(t, log_t)
    r = b.multiply(b.subtract(b.add(z, half), t_over_log_t), log_t)
    log_a = b.log(a)
    value = b.add(b.add((math.log(2) + math.log(math.pi)) / 2, r), log_a)

    # |sin(pi x)| has period 1: use the fractional part of |x|, folded into [0, 0.5] for accuracy.
    ax = b.abs(x)
    fraction = b.subtract(ax, b.floor(ax))
    fold = b.compare("LT", half, fraction)
    fraction = b.select(fold, b.subtract(one, fraction), fraction)
    log_sin = b.log(b.sine(b.multiply(math.pi, fraction)))
    reflected = b.subtract(b.subtract(math.log(math.pi), log_sin), value)
    # At the poles log_sin is -inf; -inf - inf would be NaN.
    finite = b.is_finite(log_sin)
    reflected = b.select(finite, reflected, b.negate(log_sin))
    value = b.select(reflect, reflected, value)
    return b.select(_is_inf(b, x), b.constant_like(math.inf, x), value)


def digamma(b: MathBuilder, x: SSAValue) -> SSAValue:
    """lgamma's derivative: log(t) + a'(z) / a(z) - g / t, reflected below 0.5; NaN at 0 and the negative integers."""
    _, reflect, _, z = _lanczos_argument(b, x)
    zero = b.constant_like(0.0, x)
    a = b.constant_like(_LANCZOS_BASE, x)
    a_prime = zero
    for k, coefficient in enumerate(_LANCZOS_COEFFICIENTS, start=1):
        coefficient_value = b.constant_like(coefficient, x)
        z_k = b.add(z, b.constant_like(float(k), x))
        a_prime = b.subtract(a_prime, b.divide(coefficient_value, b.multiply(z_k, z_k)))
        a = b.add(a, b.divide(coefficient_value, z_k))
    t, log_t = _lanczos_log_t(b, z)
    a_prime_over_a = b.divide(a_prime, a)
    g_over_t = b.divide(_LANCZOS_G, t)
    value = b.subtract(b.add(log_t, a_prime_over_a), g_over_t)

    # digamma(x) = digamma(1 - x) - pi cot(pi x), with x shifted into [-0.5, 0.5] for an accurate pi x.
    reduced = b.add(x, b.abs(b.floor(b.add(x, 0.5))))
    pi = b.constant_like(math.pi, x)
    pi_x = b.multiply(pi, reduced)
    cosine = b.cosine(pi_x)
    sine = b.sine(pi_x)
    value = b.select(reflect, b.subtract(value, b.divide(b.multiply(pi, cosine), sine)), value)
    not_positive = b.compare("LE", x, zero)
    pole = b.and_(not_positive, b.compare("EQ", x, b.floor(x)))
    return b.select(pole, math.nan, value)


_ZETA_DIRECT_TERMS = 10
_ZETA_BERNOULLI_FACTORS = (
    -7.1661652561756670113e18, 1.8152105401943546773e17, -4.5979787224074726105e15, 1.1646782814350067249e14,
    -2.950130727918164224e12, 7.47242496e10, -1.8924375803183791606e9, 47900160.0, -1209600.0, 30240.0, -720.0,
    12.0,
)  # fmt: skip
"""(2j)! / B_2j for j = 12, 11, ..., 1."""


def zeta(b: MathBuilder, x: SSAValue, q: SSAValue) -> SSAValue:
    """Hurwitz zeta: sum_{k<N} (q + k)^-x + (q + N)^(1-x) / (x - 1) + Euler-Maclaurin terms, with chlo's poles."""
    zero = b.constant_like(0.0, q)
    one = b.constant_like(1.0, q)
    negative_x = b.negate(x)
    power_sum = b.power(q, negative_x)
    a = q
    for _ in range(_ZETA_DIRECT_TERMS - 1):
        a = b.add(a, one)
        power_sum = b.add(power_sum, b.power(a, negative_x))
    a = b.add(a, one)
    a_power = b.power(a, negative_x)
    one_like_x = b.constant_like(1.0, x)
    x_minus_1 = b.subtract(x, one_like_x)
    integral = b.divide(b.multiply(a_power, a), x_minus_1)
    inverse_a2 = b.divide(one, b.multiply(a, a))

    # sum_j B_2j / (2j)! x (x + 1) ... (x + 2j - 2) a^(-x-2j+1), by Horner's rule from the last term.
    horner = zero
    for i, factor in enumerate(_ZETA_BERNOULLI_FACTORS[:-1]):
        rising = b.multiply(b.add(x, float(22 - 2 * i)), b.add(x, float(21 - 2 * i)))
        horner = b.multiply(rising, b.multiply(inverse_a2, b.add(horner, 1.0 / factor)))
    half = b.constant_like(0.5, a_power)
    x_over_a = b.divide(x, a)
    bernoulli = b.multiply(
        a_power, b.add(half, b.multiply(x_over_a, b.add(1.0 / _ZETA_BERNOULLI_FACTORS[-1], horner)))
    )
    accurate = b.add(b.add(power_sum, integral), bernoulli)
    smallest = float_format(element_type_of(x.type)).smallest
    abs_a_power = b.abs(a_power)
    converged = b.compare("LT", abs_a_power, b.multiply(b.abs(power_sum), smallest))
    value = b.select(converged, power_sum, accurate)

    nan = b.constant_like(math.nan, x)
    value = b.select(b.compare("LT", x, one_like_x), nan, value)
    q_not_positive = b.compare("LE", q, zero)
    x_not_integer = b.compare("NE", x, b.floor(x))
    value = b.select(b.and_(q_not_positive, x_not_integer), nan, value)
    # At the poles q = 0, -1, -2, ... the limit is +inf for even x only.
    inf = b.constant_like(math.inf, x)
    at_pole = b.and_(q_not_positive, b.compare("EQ", q, b.floor(q)))
    two = b.constant_like(2.0, x)
    x_is_integer = b.compare("EQ", x, b.floor(x))
    x_is_even = b.and_(x_is_integer, b.compare("EQ", b.remainder(x, two), zero))
    value = b.select(at_pole, b.select(x_is_even, inf, nan), value)
    return b.select(b.compare("EQ", x, one), inf, value)


def polygamma(b: MathBuilder, n: SSAValue, x: SSAValue) -> SSAValue:
    """(-1)^(n+1) n! zeta(n + 1, x) with n! = exp(lgamma(n + 1)); digamma(x) at n = 0; NaN unless n is natural."""
    one = b.constant_like(1.0, x)
    two = b.constant_like(2.0, x)
    sign = b.subtract(b.multiply(two, b.remainder(n, two)), one)
    n_plus_1 = b.add(n, one)
    factorial = b.exp(lgamma(b, n_plus_1))
    hurwitz = zeta(b, n_plus_1, x)
    value = b.multiply(b.multiply(sign, factorial), hurwitz)
    zero = b.constant_like(0.0, x)
    n_is_0 = b.compare("EQ", n, zero)
    value = b.select(n_is_0, digamma(b, x), value)
    not_integer = b.compare("NE", n, b.floor(n))
    not_natural = b.or_(not_integer, b.compare("LT", n, zero))
    return b.select(not_natural, math.nan, value)
