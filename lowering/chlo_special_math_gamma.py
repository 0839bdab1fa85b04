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


def _lanczos_argument(b: MathBuilder, x: SSAValue) -> tuple[SSAValue, SSAValue]:
    """Whether x < 0.5 needs the reflection, and z = -x there, else x - 1."""
    reflect = b.compare("LT", x, 0.5)
    return reflect, b.select(reflect, b.negate(x), b.subtract(x, 1.0))


def _lanczos_log_t(b: MathBuilder, z: SSAValue) -> tuple[SSAValue, SSAValue]:
    """t = z + g + 1/2 and log(t), as log(g + 1/2) + log1p(z / (g + 1/2)) for accuracy."""
    shift = _LANCZOS_G + 0.5
    t = b.add(shift, z)
    return t, b.add(math.log(shift), b.log1p(b.divide(z, shift)))


def lgamma(b: MathBuilder, x: SSAValue) -> SSAValue:
    """log |gamma(x)|: Lanczos for x >= 0.5, log(pi) - lgamma(1 - x) - log |sin(pi x)| below; +inf at +-inf."""
    reflect, z = _lanczos_argument(b, x)
    a = b.constant_like(_LANCZOS_BASE, x)
    for k, coefficient in enumerate(_LANCZOS_COEFFICIENTS, start=1):
        a = b.add(a, b.divide(coefficient, b.add(z, float(k))))
    t, log_t = _lanczos_log_t(b, z)
    # (z + 1/2) log(t) - t as (z + 1/2 - t / log(t)) log(t), which does not overflow for large t.
    r = b.multiply(b.subtract(b.add(z, 0.5), b.divide(t, log_t)), log_t)
    value = b.add(b.add((math.log(2) + math.log(math.pi)) / 2, r), b.log(a))

    # |sin(pi x)| has period 1: use the fractional part of |x|, folded into [0, 0.5] for accuracy.
    ax = b.abs(x)
    fraction = b.subtract(ax, b.floor(ax))
    fraction = b.select(b.compare("LT", 0.5, fraction), b.subtract(1.0, fraction), fraction)
    log_sin = b.log(b.sine(b.multiply(math.pi, fraction)))
    reflected = b.subtract(b.subtract(math.log(math.pi), log_sin), value)
    # At the poles log_sin is -inf; -inf - inf would be NaN.
    reflected = b.select(b.is_finite(log_sin), reflected, b.negate(log_sin))
    value = b.select(reflect, reflected, value)
    return b.select(b.compare("EQ", ax, math.inf), math.inf, value)


def digamma(b: MathBuilder, x: SSAValue) -> SSAValue:
    """lgamma's derivative: log(t) + a'(z) / a(z) - g / t, reflected below 0.5; NaN at 0 and the negative integers."""
    reflect, z = _lanczos_argument(b, x)
    a = b.constant_like(_LANCZOS_BASE, x)
    a_prime = b.constant_like(0.0, x)
    for k, coefficient in enumerate(_LANCZOS_COEFFICIENTS, start=1):
        z_k = b.add(z, float(k))
        a_prime = b.subtract(a_prime, b.divide(coefficient, b.multiply(z_k, z_k)))
        a = b.add(a, b.divide(coefficient, z_k))
    t, log_t = _lanczos_log_t(b, z)
    value = b.subtract(b.add(log_t, b.divide(a_prime, a)), b.divide(_LANCZOS_G, t))

    # digamma(x) = digamma(1 - x) - pi cot(pi x), with x shifted into [-0.5, 0.5] for an accurate pi x.
    reduced = b.add(x, b.abs(b.floor(b.add(x, 0.5))))
    pi_x = b.multiply(math.pi, reduced)
    cotangent = b.divide(b.multiply(math.pi, b.cosine(pi_x)), b.sine(pi_x))
    value = b.select(reflect, b.subtract(value, cotangent), value)
    pole = b.and_(b.compare("LE", x, 0.0), b.compare("EQ", x, b.floor(x)))
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
    negative_x = b.negate(x)
    power_sum = b.power(q, negative_x)
    a = q
    for _ in range(_ZETA_DIRECT_TERMS - 1):
        a = b.add(a, 1.0)
        power_sum = b.add(power_sum, b.power(a, negative_x))
    a = b.add(a, 1.0)
    a_power = b.power(a, negative_x)
    integral = b.divide(b.multiply(a_power, a), b.subtract(x, 1.0))

    # sum_j B_2j / (2j)! x (x + 1) ... (x + 2j - 2) a^(-x-2j+1), by Horner's rule from the last term.
    inverse_a2 = b.divide(1.0, b.multiply(a, a))
    horner = b.constant_like(0.0, q)
    for i, factor in enumerate(_ZETA_BERNOULLI_FACTORS[:-1]):
        rising = b.multiply(b.add(x, float(22 - 2 * i)), b.add(x, float(21 - 2 * i)))
        horner = b.multiply(rising, b.multiply(inverse_a2, b.add(horner, 1.0 / factor)))
    bernoulli = b.multiply(
        a_power, b.add(0.5, b.multiply(b.divide(x, a), b.add(1.0 / _ZETA_BERNOULLI_FACTORS[-1], horner)))
    )
    accurate = b.add(b.add(power_sum, integral), bernoulli)
    smallest = float_format(element_type_of(x.type)).smallest
    converged = b.compare("LT", b.abs(a_power), b.multiply(b.abs(power_sum), smallest))
    value = b.select(converged, power_sum, accurate)

    value = b.select(b.compare("LT", x, 1.0), math.nan, value)
    q_not_positive = b.compare("LE", q, 0.0)
    x_is_integer = b.compare("EQ", x, b.floor(x))
    value = b.select(b.and_(q_not_positive, b.not_(x_is_integer)), math.nan, value)
    # At the poles q = 0, -1, -2, ... the limit is +inf for even x only.
    at_pole = b.and_(q_not_positive, b.compare("EQ", q, b.floor(q)))
    x_is_even = b.and_(x_is_integer, b.compare("EQ", b.remainder(x, 2.0), 0.0))
    value = b.select(at_pole, b.select(x_is_even, b.constant_like(math.inf, x), math.nan), value)
    return b.select(b.compare("EQ", x, 1.0), math.inf, value)


def polygamma(b: MathBuilder, n: SSAValue, x: SSAValue) -> SSAValue:
    """(-1)^(n+1) n! zeta(n + 1, x) with n! = exp(lgamma(n + 1)); digamma(x) at n = 0; NaN unless n is natural."""
    sign = b.subtract(b.multiply(2.0, b.remainder(n, 2.0)), 1.0)
    n_plus_1 = b.add(n, 1.0)
    factorial = b.exp(lgamma(b, n_plus_1))
    value = b.multiply(b.multiply(sign, factorial), zeta(b, n_plus_1, x))
    value = b.select(b.compare("EQ", n, 0.0), digamma(b, x), value)
    natural = b.and_(b.compare("EQ", n, b.floor(n)), b.compare("GE", n, 0.0))
    return b.select(natural, value, math.nan)
