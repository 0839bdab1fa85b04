"""f64 math functions as f64 arithmetic, for targets without a libm (NVPTX: no libdevice here).

Each function takes a `FloatBuilder` on f64 and the operand(s) and returns the result, built only
from f64 add/sub/mul/div/fma, comparisons, selects, `math.roundeven` and i64 bit manipulation
(all selected by NVPTX). The algorithms and coefficients are fdlibm's (Sun's freely
distributable libm, as in FreeBSD's msun):

- `exp`: n = round(x / ln2), r = x - n ln2 (two-part ln2 with fma), e^r by its Taylor
  polynomial to degree 13 (|r| <= ln2/2), scaled by 2^n in two factors;
- `log`: x = 2^k (1 + f) with sqrt(1/2) <= 1 + f < sqrt(2), s = f / (2 + f),
  log(1 + f) = f - (f^2/2 - s (f^2/2 + R(s^2))) (fdlibm's Lg1..Lg7);
- `log1p`: log(u) + e / u with 1 + x = u + e exactly and log(u) a double-double;
- `expm1`: Kahan's compensation of exp (accurate near 0);
- `tanh`: its Taylor series (22 terms, coefficients from the Bernoulli numbers) below 0.625,
  1 - 2 / (e^(2|x|) + 1) above, in double-double arithmetic (e^(2|x|) from `_exp_double_double`);
- `sin`, `cos`, `tan`: n = round(x 2/pi) (2/pi in two parts), Cody-Waite reduction
  r = x - n pi/2 with pi/2 in three doubles, fma and TwoSum (`_reduce_by_half_pi`) below
  2^53; from there on a Payne-Hanek reduction (`_reduce_large`: 212 bits of 2/pi picked by
  x's exponent, exact fma products) on a branch that the common path skips (`branch`); then
  fdlibm's kernels on |r| <= pi/4 chosen by n mod 4;
- `atan`: fdlibm's five-interval reduction (atanhi/atanlo) and odd polynomial; `atan2` is
  `atan2_approximation` with it;
- `erf`: fdlibm's rational approximations on four intervals, e^(-x^2) with -x^2 split by fma;
- `pow`: fdlibm's e_pow.c: log2|x| as a double-double (the (x - bp)/(x + bp) series, bp = 1 or 1.5, fdlibm's
  L1..L6), y log2|x| exactly as a double-double (fma), 2^ of it through a table of 2^(j/8) and rounded once,
  subnormal results included; IEEE's special values.

Measured maximum errors against numpy float64 (erf: Python's math.erf; sin, cos and tan
from 2^53 on: the correctly rounded value) with the expansions run in the reference
interpreter (`test/transforms/test_math_f64_approximation.py`): see each function. The
sin/cos/tan bounds hold for every finite x (measured on log-uniform sweeps up to 1.8e308, on
multiples of pi/4 and on the double nearest a multiple of pi/2); inf and NaN give NaN.
"""

from __future__ import annotations

import math as pymath
from collections.abc import Callable, Sequence
from decimal import Decimal, localcontext
from fractions import Fraction

from xdsl.dialects import cf
from xdsl.dialects.builtin import f64
from xdsl.ir import Attribute, Block, SSAValue
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith, func, gpu, llvm
from aiopt.transforms.math_polynomial_approximation import (
    FloatBuilder,
    _log_special,
    _signed64,
    atan2_approximation,
    expm1_approximation,
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


_ERX = 8.45062911510467529297e-01
"""fdlibm's erx: erf(1) rounded to 24 bits (erf = erx + P/Q on [0.84375, 1.25])."""
_ERF_PP = (-2.37630166566501626084e-05, -5.77027029648944159157e-03, -2.84817495755985104766e-02,
           -3.25042107247001499370e-01, 1.28379167095512558561e-01)  # fmt: skip
_ERF_QQ = (-3.96022827877536812320e-06, 1.32494738004321644526e-04, 5.08130628187576562776e-03,
           6.50222499887672944485e-02, 3.97917223959155352819e-01, 1.0)  # fmt: skip
"""fdlibm's pp4..pp0 and qq5..qq1, 1: erf(x) = x + x P(x^2) / Q(x^2) below 0.84375."""
_ERF_PA = (-2.16637559486879084300e-03, 3.54783043256182359371e-02, -1.10894694282396677476e-01,
           3.18346619901161753674e-01, -3.72207876035701323847e-01, 4.14856118683748331666e-01,
           -2.36211856075265944077e-03)  # fmt: skip
_ERF_QA = (1.19844998467991074170e-02, 1.36370839120290507362e-02, 1.26171219808761642112e-01,
           7.18286544141962662868e-02, 5.40397917702171048937e-01, 1.06420880400844228286e-01, 1.0)  # fmt: skip
"""fdlibm's pa6..pa0 and qa6..qa1, 1: erf(1 + s) = erx + P(s) / Q(s) on [0.84375, 1.25]."""
_ERFC_RA = (-9.81432934416914548592e00, -8.12874355063065934246e01, -1.84605092906711035994e02,
            -1.62396669462573470355e02, -6.23753324503260060396e01, -1.05586262253232909814e01,
            -6.93858572707181764372e-01, -9.86494403484714822705e-03)  # fmt: skip
_ERFC_SA = (-6.04244152148580987438e-02, 6.57024977031928170135e00, 1.08635005541779435134e02,
            4.29008140027567833386e02, 6.45387271733267880336e02, 4.34565877475229228821e02,
            1.37657754143519042600e02, 1.96512716674392571292e01, 1.0)  # fmt: skip
"""fdlibm's ra7..ra0 and sa8..sa1, 1: erfc(x) = e^(-x^2 - 0.5625 + R(z) / S(z)) / x, z = 1/x^2, on [1.25, 1/0.35]."""
_ERFC_RB = (-4.83519191608651397019e02, -1.02509513161107724954e03, -6.37566443368389627722e02,
            -1.60636384855821916062e02, -1.77579549177547519889e01, -7.99283237680523006574e-01,
            -9.86494292470009928597e-03)  # fmt: skip
_ERFC_SB = (-2.24409524465858183362e01, 4.74528541206955367215e02, 2.55305040643316442583e03,
            3.19985821950859553908e03, 1.53672958608443695994e03, 3.25792512996573918826e02,
            3.03380607434824582924e01, 1.0)  # fmt: skip
"""fdlibm's rb6..rb0 and sb7..sb1, 1: the same on [1/0.35, 28]."""
_ERFC_SPLIT = 2.8571434020996094  # 0x4006DB6E00000000
"""fdlibm's bound between the two erfc approximations (the high word of 1/0.35)."""


def _reduce_by_ln2(b: FloatBuilder, x: SSAValue) -> tuple[SSAValue, SSAValue, SSAValue]:
    """(n, r, r_lo): x = n ln2 + r + r_lo, n = round(x / ln2) (f64), ln2 in two parts with fma, for |x| <= 746."""
    n = b.roundeven(b.mul(x, b.c(1 / pymath.log(2))))
    r1 = b.fma(n, b.c(-_LN2_HI), x)  # exact
    r = b.fma(n, b.c(-_LN2_LO), r1)
    r_lo = b.fma(n, b.c(-_LN2_LO), b.sub(r1, r))  # r1 - n ln2_lo = r + r_lo
    return n, r, r_lo


def _exp_extended(b: FloatBuilder, x: SSAValue, x_lo: SSAValue | None = None) -> SSAValue:
    """e^(x + x_lo), x_lo a small correction (or none): 2^n e^r with r = x - n ln2 as r + r_lo, then
    e^r (1 + r_lo + x_lo) (the last fma), e^r by its Taylor polynomial, 2^n in two factors."""
    nan = b.is_nan(x)
    safe = b.select(nan, b.c(0.0), b.max(b.min(x, b.c(710.0)), b.c(-746.0)))
    n, r, r_lo = _reduce_by_ln2(b, safe)
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


def _two_product(b: FloatBuilder, x: SSAValue, y: SSAValue) -> tuple[SSAValue, SSAValue]:
    """(p, e) with p = fl(x y) and x y = p + e exactly (fma)."""
    product = b.mul(x, y)
    return product, b.fma(x, y, b.neg(product))


def _fast_two_sum(b: FloatBuilder, x: SSAValue, y: SSAValue) -> tuple[SSAValue, SSAValue]:
    """(s, e) with s = fl(x + y) and x + y = s + e exactly, for |x| >= |y| (Dekker's Fast2Sum)."""
    total = b.add(x, y)
    return total, b.sub(y, b.sub(total, x))


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


def _split(value: Fraction) -> tuple[float, float]:
    """`value` as a sum of two doubles (hi, lo): hi the nearest double, lo the nearest to the rest."""
    hi = float(value)
    return hi, float(value - Fraction(hi))


def _decimal(compute: Callable[[], Decimal]) -> Fraction:
    """`compute()` in 60-digit decimal arithmetic (its ln and exp are correctly rounded there), exactly."""
    with localcontext() as context:
        context.prec = 60
        return Fraction(compute())


_TWO_THIRDS = _split(Fraction(2, 3))
_LOG2_OF_1_5 = _split(_decimal(lambda: Decimal(1.5).ln() / Decimal(2).ln()))
"""fdlibm's dp_h + dp_l: log2(1.5), here as the nearest double and its tail."""
_POW_L = (
    2.06975017800338417784e-01, 2.30660745775561754067e-01, 2.72728123808534006489e-01, 3.33333329818377432918e-01,
    4.28571428578550184252e-01, 5.99999999999994648725e-01,
)  # fmt: skip
"""fdlibm's L6..L1 (e_pow.c): 3/2 log((1 + s) / (1 - s)) = 3s + s^3 + s^5 L(s^2), within 2^-69.3 of it (relative)
for |s| < 0.1016 (the test measures it)."""
_POW_L1_TWO_THIRDS = _split(Fraction(2, 3) * Fraction(_POW_L[-1]))
"""2/3 L1 as a sum of two doubles (its rounding alone was 2^-67 of the log)."""
_EXP2_STEPS = 8
_EXP2_TABLE = tuple(_split(_decimal(lambda j=j: (Decimal(2).ln() * j / _EXP2_STEPS).exp())) for j in range(_EXP2_STEPS))
"""2^(j/8), j = 0..7, each as a sum of two doubles."""
_EXP_TAIL = tuple(1 / pymath.factorial(k) for k in range(10, 2, -1))
"""1/10!, ..., 1/3!: e^z = 1 + z + z^2/2 + z^3 P(z), within 2^-75 for |z| <= ln2 / 16."""


def _log2_double_double(b: FloatBuilder, a: SSAValue) -> tuple[SSAValue, SSAValue]:
    """log2(a) = hi + lo for a finite a > 0, to about 2^-67 relative (fdlibm's e_pow.c, with fma for its splits).

    a = 2^n ax with sqrt(3)/2 <= ax < sqrt(3) (subnormals scaled by 2^53 first); bp = 1.5 from sqrt(3/2) on, else 1
    (fdlibm's bp table), s = (ax - bp) / (ax + bp), |s| < 0.1016, as s + s_lo: ax - bp is exact, ax + bp a TwoSum,
    s_lo the quotient's fma residual. log(ax / bp) = 2s + 2/3 s^3 + 2/3 s^5 L(s^2) (fdlibm's L1..L6) =
    2s + s^3 (2/3 + 2/3 L1 s^2) + 2/3 s^7 L'(s^2) with s^3 and the bracket double-doubles (fdlibm splits by
    zeroing low words instead; in doubles the s^5 term's rounding alone was 2^-67 of the log, 0.04 ulp of pow at
    |y log2 x| = 620); times log2(e) and plus n + log2(bp) (fdlibm's dp_h + dp_l) by TwoSum.

        %s = (%ax - %bp) / (%ax + %bp),  %cube, %cube_lo = TwoProduct(%s * %s, %s) + ...      // s^3
        %g, %g_lo = TwoProduct(%cube, 2/3 + 2/3 L1 %s^2) + ...,  %l, %l_lo = Fast2Sum(2 %s, %g) + ...
        %m, %m_lo = TwoProduct(%l, log2(e)) + ...,  hi + lo = (%n + dp_h) + %m + (dp_l + ...)
    """
    tiny = b.cmp("olt", a, b.c(2.0**-1022))
    bits = b.bits(b.select(tiny, b.mul(a, b.c(2.0**53)), a))
    n = b.isub(b.shrs(bits, b.ci(52)), b.select(tiny, b.ci(1023 + 53), b.ci(1023)))
    ax = b.from_bits(b.ior(b.iand(bits, b.ci(0x000FFFFFFFFFFFFF)), b.ci(0x3FF0000000000000)))
    high = b.cmp("oge", ax, b.c(pymath.sqrt(3.0)))
    ax = b.select(high, b.mul(ax, b.c(0.5)), ax)
    n = b.select(high, b.iadd(n, b.ci(1)), n)
    middle = b.cmp("oge", ax, b.c(pymath.sqrt(1.5)))
    bp = b.select(middle, b.c(1.5), b.c(1.0))
    u = b.sub(ax, bp)
    v, v_lo = _two_sum(b, ax, bp)
    s = b.div(u, v)
    s_lo = b.div(b.fma(b.neg(s), v_lo, b.fma(b.neg(s), v, u)), v)
    t, t_lo = _two_product(b, s, s)
    t_lo = b.fma(b.add(s, s), s_lo, t_lo)  # s^2 = t + t_lo
    cube, cube_lo = _two_product(b, t, s)
    cube_lo = b.fma(t, s_lo, b.fma(s, t_lo, cube_lo))  # s^3 = cube + cube_lo
    # 2/3 (s^3 + s^5 L(s^2)) = s^3 (2/3 + 2/3 L1 s^2) + 2/3 s^7 L'(s^2), the first a double-double.
    k, k_lo = _two_product(b, b.c(_POW_L1_TWO_THIRDS[0]), t)
    k_lo = b.fma(b.c(_POW_L1_TWO_THIRDS[1]), t, b.fma(b.c(_POW_L1_TWO_THIRDS[0]), t_lo, k_lo))
    c, c_lo = _fast_two_sum(b, b.c(_TWO_THIRDS[0]), k)
    c_lo = b.add(c_lo, b.add(b.c(_TWO_THIRDS[1]), k_lo))
    g, g_lo = _two_product(b, cube, c)
    high = b.mul(b.mul(cube, b.mul(t, t)), b.poly(t, _POW_L[:-1]))
    g_lo = b.add(g_lo, b.fma(cube, c_lo, b.fma(cube_lo, c, b.mul(high, b.c(_TWO_THIRDS[0])))))
    log, log_lo = _fast_two_sum(b, b.add(s, s), g)
    log_lo = b.add(log_lo, b.add(b.add(s_lo, s_lo), g_lo))
    m, m_lo = _two_product(b, log, b.c(_LOG2_E[0]))
    m_lo = b.add(m_lo, b.fma(log, b.c(_LOG2_E[1]), b.mul(log_lo, b.c(_LOG2_E[0]))))
    head, head_lo = _two_sum(b, b.to_float(n), b.select(middle, b.c(_LOG2_OF_1_5[0]), b.c(0.0)))
    total, total_lo = _two_sum(b, head, m)
    low = b.add(b.add(m_lo, b.select(middle, b.c(_LOG2_OF_1_5[1]), b.c(0.0))), b.add(head_lo, total_lo))
    return _fast_two_sum(b, total, low)


def _table_lookup(b: FloatBuilder, index: SSAValue, columns: Sequence[Sequence[float]]) -> list[SSAValue]:
    """columns[c][index] for each column (2^k entries, an integer index in [0, 2^k)): a tree of selects on the
    index's bits, lowest first (2^k - 1 selects a column; the bit tests are shared)."""
    entries = [[b.c(value) for value in column] for column in columns]
    bit = 1
    while len(entries[0]) > 1:
        odd = b.cmpi("ne", b.iand(index, b.ci(bit)), b.ci(0))
        entries = [[b.select(odd, e[i + 1], e[i]) for i in range(0, len(e), 2)] for e in entries]
        bit *= 2
    return [e[0] for e in entries]


def _exp2_rounded(b: FloatBuilder, e: SSAValue, e_lo: SSAValue) -> SSAValue:
    """2^(e + e_lo) for |e| <= 1100 with |e_lo| at most half an ulp of e, rounded once: inf above 2^1024, the
    subnormal nearest below 2^-1022.

    n = round(8e), 2^(e + e_lo) = 2^(n >> 3) 2^((n & 7) / 8) e^z with z = (r + r_lo) ln2 a double-double,
    r + r_lo = (e - n/8) + e_lo by TwoSum (e - n/8 is exact; e_lo is up to 2^-44 where |e| nears 1100, so it is
    carried relative to r, not to e), |z| <= ln2 / 16; e^z = 1 + z + z^2/2 + z^3 P(z) (Taylor to z^10) with
    1 + z + z^2/2 a double-double, times the double-double 2^(j/8) (`_EXP2_TABLE`, by `_table_lookup`): h + l
    within about 2^-69, rounded by the one addition h + l. (fdlibm's pow takes 2^z' for |z'| <= 1/2 by its rational
    exp: within an ulp, not rounded once.) A normal result is fl(h + l) 2^m (2^m in two factors, so that an overflow
    gives inf); a subnormal one rounds w = (h + l) 2^(m + 1022) < 1 at 2^-52 by adding it to 1 (glibc's trick), then
    (fl(1 + w) - 1) 2^-1022 is exact.
    """
    n = b.roundeven(b.mul(e, b.c(float(_EXP2_STEPS))))
    r, r_lo = _two_sum(b, b.fma(n, b.c(-1 / _EXP2_STEPS), e), e_lo)
    ln2 = pymath.log(2.0)
    z, z_lo = _two_product(b, r, b.c(ln2))
    z_lo = b.add(z_lo, b.fma(r, b.c(_LN2_TAIL), b.mul(r_lo, b.c(ln2))))
    square, square_lo = _two_product(b, z, z)
    small = b.fma(b.mul(square, z), b.poly(z, _EXP_TAIL), b.fma(z, z_lo, b.mul(square_lo, b.c(0.5))))
    one, one_lo = _fast_two_sum(b, b.c(1.0), z)
    head, head_lo = _fast_two_sum(b, one, b.mul(square, b.c(0.5)))
    low = b.add(b.add(one_lo, head_lo), b.add(z_lo, small))
    ni = b.to_int(n)
    table, table_lo = _table_lookup(b, b.iand(ni, b.ci(_EXP2_STEPS - 1)), list(zip(*_EXP2_TABLE, strict=True)))
    h, h_lo = _two_product(b, table, head)
    h_lo = b.add(h_lo, b.fma(table, low, b.mul(table_lo, head)))
    m = b.shrs(ni, b.ci(_EXP2_STEPS.bit_length() - 1))
    half = b.shrs(m, b.ci(1))
    normal = b.mul(b.mul(b.add(h, h_lo), b.pow2(half)), b.pow2(b.isub(m, half)))
    below = b.iadd(m, b.ci(1022))
    is_below = b.cmpi("slt", below, b.ci(1))
    scale = b.pow2(b.select(is_below, below, b.ci(0)))
    w = b.mul(h, scale)
    grid, grid_lo = _fast_two_sum(b, b.c(1.0), w)
    rounded = b.add(grid, b.add(grid_lo, b.mul(h_lo, scale)))
    subnormal = b.mul(b.sub(rounded, b.c(1.0)), b.c(2.0**-1022))
    return b.select(b.both(is_below, b.cmp("olt", w, b.c(1.0))), subnormal, normal)


_POW_LIMIT = 1100.0
"""|y log2|x|| beyond which pow is inf or 0 (past 1024 and 1075, within `_exp2_rounded`'s range)."""


def pow_f64(b: FloatBuilder, x: SSAValue, y: SSAValue) -> SSAValue:
    """x^y as C's (IEEE) pow, after fdlibm's e_pow.c: 2^(y log2|x|) with log2|x| a double-double
    (`_log2_double_double`), y log2|x| = e + e_lo exactly to 2^-106 (fma), 2^(e + e_lo) rounded once
    (`_exp2_rounded`). Measured (test_gpu_to_nvvm_vector_math.py): within 0.5022 ulp of the exact value where
    glibc's pow is within 0.5042, glibc's bits on all but 0.1% of random arguments (mostly where glibc's are the
    farther), exact powers (10^22, 2^-1074, 10000^10 = 1e40) exact; the old e^(y ln x) was 6 ulp off at
    |y ln x| = 665 and 1 ulp at 10000^10. Its PTX on an H200 gave the CPU JIT's bits on 300577 arguments.

    Special values (fdlibm's list, C99's for +-1): 1 for y = +-0 (x NaN too), x = 1 (y NaN too) and x = -1,
    y = +-inf; NaN for another NaN operand and for a finite x < 0 with a non-integer y; |x| = 0 or inf and
    |y| = inf give 0 or inf by the sign of y log2|x|, as do results beyond 2^1024 (inf) and 2^-1075 (+0); the
    result is negated where x's sign bit is set (-0 and -inf too) and y is an odd integer.
    """
    a = b.abs(x)
    inf = b.c(pymath.inf)
    log_hi, log_lo = _log2_double_double(b, a)
    log_hi = b.select(b.cmp("oeq", a, b.c(0.0)), b.neg(inf), b.select(b.cmp("uge", a, inf), a, log_hi))
    e, e_error = _two_product(b, y, log_hi)
    over = b.cmp("ogt", e, b.c(_POW_LIMIT))
    under = b.cmp("olt", e, b.c(-_POW_LIMIT))
    out_of_range = b.either(over, under)
    # (e_error is NaN where e is infinite: both are replaced by 0 there, and the result selected below.)
    e = b.select(out_of_range, b.c(0.0), e)
    e_lo = b.select(out_of_range, b.c(0.0), b.fma(y, log_lo, e_error))
    e, e_lo = _fast_two_sum(b, e, e_lo)
    magnitude = b.select(over, inf, b.select(under, b.c(0.0), _exp2_rounded(b, e, e_lo)))
    half = b.mul(y, b.c(0.5))
    integral = b.cmp("oeq", b.floor(y), y)
    odd = b.both(integral, b.cmp("one", b.floor(half), half))
    result = b.select(b.both(b.cmpi("slt", b.bits(x), b.ci(0)), odd), b.neg(magnitude), magnitude)
    finite_negative = b.both(b.cmp("olt", x, b.c(0.0)), b.cmp("ogt", x, b.neg(inf)))
    result = b.select(b.both(finite_negative, b.cmp("une", b.floor(y), y)), b.c(pymath.nan), result)
    one = b.c(1.0)
    minus_one_to_inf = b.both(b.cmp("oeq", a, one), b.cmp("oeq", b.abs(y), inf))
    is_one = b.either(b.either(b.cmp("oeq", y, b.c(0.0)), b.cmp("oeq", x, one)), minus_one_to_inf)
    return b.select(is_one, one, result)


def log1p_of_sum(b: FloatBuilder, v: SSAValue, log_parts: Callable[..., tuple[SSAValue, SSAValue | None]]) -> SSAValue:
    """log1p(v) = log(u) + e / u with 1 + v = u + e exactly (TwoSum), log(u) = hi + lo from `log_parts` (lo None:
    none): the rounding of 1 + v is compensated as in Kahan's log1p (`log1p_approximation`), without its division
    and product by log(u) (f32 with `log_approximation`: asinh, acosh and atanh within 1.9, 2.2, 1.8 ulp, where
    Kahan's gives 2.5, 2.8, 2.6). It is v where 1 + v rounds to 1, but +0 for -0; C's special values from u."""
    u, e = _two_sum(b, b.c(1.0), v)
    hi, lo = log_parts(b, u)
    correction = b.div(e, u) if lo is None else b.add(lo, b.div(e, u))
    return _log_special(b, u, b.add(hi, correction))


def log1p_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """`log1p_of_sum` on the double-double `_log_extended`, x itself at +-0 (measured: within 0.63 ulp of
    the exact value, 1 of numpy's; Kahan's log1p on `log_f64` was within 2.23)."""
    return b.select(b.cmp("oeq", x, b.c(0.0)), x, log1p_of_sum(b, x, _log_extended))


def expm1_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """Kahan's expm1 on `exp_f64` and `log_f64` (measured: within 2 ulp)."""
    return expm1_approximation(b, x, exp_f64, log_f64)


def erf_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """fdlibm's erf (s_erf.c): a rational approximation on each of four intervals of |x| (measured: within 1 ulp).

    - |x| < 0.84375: x + x P(x^2) / Q(x^2) (one fma; tiny and subnormal x included);
    - below 1.25: erx + P(|x| - 1) / Q(|x| - 1), with x's sign;
    - below 6: 1 - erfc(|x|) with x's sign, erfc(a) = e^(-a^2 - 0.5625 + R(1/a^2) / S(1/a^2)) / a (R/S from
      one of two fits, split at 1/0.35); -a^2 is split exactly by fma (fdlibm splits a in two halves
      instead and takes two exponentials) and the exponent goes to `_exp_extended` as a double-double;
    - from 6 on +-1, erf(+-0) = +-0, NaN is NaN.

    All four are computed and selected (no branch); their numerators and denominators are selected first,
    so that one division serves them.
    """
    a = b.abs(x)
    minus_one = b.sub(a, b.c(1.0))
    z = b.div(b.c(1.0), b.mul(a, a))
    small = b.cmp("olt", a, b.c(0.84375))
    middle = b.cmp("olt", a, b.c(1.25))
    near = b.cmp("olt", a, b.c(_ERFC_SPLIT))

    def pick(in_small: SSAValue, in_middle: SSAValue, near_tail: SSAValue, far_tail: SSAValue) -> SSAValue:
        return b.select(small, in_small, b.select(middle, in_middle, b.select(near, near_tail, far_tail)))

    x2 = b.mul(x, x)
    numerator = pick(b.poly(x2, _ERF_PP), b.poly(minus_one, _ERF_PA), b.poly(z, _ERFC_RA), b.poly(z, _ERFC_RB))
    denominator = pick(b.poly(x2, _ERF_QQ), b.poly(minus_one, _ERF_QA), b.poly(z, _ERFC_SA), b.poly(z, _ERFC_SB))
    ratio = b.div(numerator, denominator)
    minus_a = b.neg(a)
    square, square_error = _two_product(b, minus_a, a)  # -a^2 exactly
    exponent, exponent_error = _two_sum(b, square, b.sub(ratio, b.c(0.5625)))
    erfc = b.div(_exp_extended(b, exponent, b.add(exponent_error, square_error)), a)
    tail = b.select(b.cmp("oge", a, b.c(6.0)), b.c(1.0), b.sub(b.c(1.0), erfc))
    magnitude = b.select(middle, b.add(b.c(_ERX), ratio), tail)
    return b.select(small, b.fma(x, ratio, x), b.copysign(magnitude, x))


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


def _exp_double_double(b: FloatBuilder, x: SSAValue) -> tuple[SSAValue, SSAValue]:
    """e^x = hi + lo to about 2^-56 relative, for 0 <= x <= 64 (no overflow, 2^n in one factor).

    As `_exp_extended` (x = n ln2 + r + r_lo), but e^(r + r_lo) = (1 + r) + (r^2 Q(r) + r r_lo + r_lo), Q the
    Taylor polynomial from 1/2 on: 1 + r is split exactly (Fast2Sum), so that only the small tail's rounding
    (at most 0.07 of the sum) is lost instead of the whole sum's.
    """
    n, r, r_lo = _reduce_by_ln2(b, x)
    tail = b.fma(b.mul(r, r), b.poly(r, _EXP_TAYLOR[:-2]), b.fma(r, r_lo, r_lo))
    head, head_lo = _fast_two_sum(b, b.c(1.0), r)
    hi, lo = _fast_two_sum(b, head, b.add(tail, head_lo))
    scale = b.pow2(b.to_int(n))
    return b.mul(hi, scale), b.mul(lo, scale)


_TANH_ONE = 22.0
"""fdlibm's bound: from here on tanh(x) rounds to +-1 (2 e^-44 is below half an ulp of 1)."""


def tanh_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """x P(x^2) (Taylor) below 0.625, else 1 - 2 / (e^(2|x|) + 1) with x's sign (measured: within 0.71 ulp of
    the exact value on 2.5 million arguments).

    Above 0.625 the subtraction cancels up to a bit and a half (2 / (e^(2|x|) + 1) is 0.44 at 0.625), so each
    rounding of e^(2|x|), of the sum and of the quotient would count twice or more (1.35 ulp at 0.63 when they
    were doubles): e^(2|x|) is a double-double (`_exp_double_double`), so are the sum (TwoSum) and the quotient
    (q + q_lo, q_lo from the fma residual), and only the last addition rounds. |x| is clamped to 22 (`_TANH_ONE`).
    """
    z = b.mul(x, x)
    small = b.fma(b.mul(z, x), b.poly(z, _TANH_TAYLOR[:-1]), x)
    a = b.min(b.abs(x), b.c(_TANH_ONE))
    e_hi, e_lo = _exp_double_double(b, b.add(a, a))
    d, d_lo = _fast_two_sum(b, e_hi, b.c(1.0))
    d_lo = b.add(d_lo, e_lo)
    q = b.div(b.c(2.0), d)
    q_lo = b.div(b.fma(b.neg(q), d_lo, b.fma(b.neg(q), d, b.c(2.0))), d)  # 2 / (d + d_lo) = q + q_lo
    h, h_lo = _fast_two_sum(b, b.c(1.0), b.neg(q))
    large = b.copysign(b.add(h, b.sub(h_lo, q_lo)), x)
    result = b.select(b.cmp("olt", b.abs(x), b.c(_TANH_SMALL)), small, b.select(b.is_nan(x), x, large))
    return _keep_zero(b, x, result)


def _reduce_by_half_pi(b: FloatBuilder, x: SSAValue) -> tuple[SSAValue, SSAValue, SSAValue]:
    """(q, r, r_lo): x = n pi/2 + r + r_lo, q = n mod 4 (i64), |r| <= pi/4 to within an ulp and |r_lo| at most
    half an ulp of r (fdlibm's y[0], y[1]), for |x| < 2^53.

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
    p, p_error = _two_product(b, n, b.c(c2))
    t2, error = _two_sum(b, t1, b.neg(p))
    low = b.fma(n, b.c(-c3), b.sub(error, p_error))
    r, r_lo = _fast_two_sum(b, t2, low)
    quadrant = b.sub(n, b.mul(b.floor(b.mul(n, b.c(0.25))), b.c(4.0)))  # n mod 4, exact below 2^53
    return b.to_int(quadrant), r, r_lo


REDUCTION_LIMIT = 2.0**53
"""From here on (inf included) sin, cos and tan reduce by `_reduce_large` (Payne-Hanek) instead of
`_reduce_by_half_pi`, whose x - n C1 must be exact and n an integer below 2^53."""

TWO_OVER_PI_BITS = int(
    "A2F9836E4E441529_FC2757D1F534DDC0_DB6295993C439041_FE5163ABDEBBC561_B7246E3A424DD2E0_06492EEA09D1921C"
    "FE1DEB1CB129A73E_E88235F52EBB4484_E99C7026B45F7E41_3991D639835339F4_9C845F8BBDF9283B_1FF897FFDE05980F"
    "EF2F118B5A0A6D1F_6D367ECF27CB09B7_4F463F669E5FEA2D_7527BAC7EBE5F17B_3D0739F78A5292EA_6BFB5FB11F8D5D08"
    "56033046FC7B6BAB_F0CFBC209AF4361D",
    16,
)
"""floor(2^1280 2/pi): the first 1280 fraction bits of 2/pi (fdlibm's `ipio2` table; the tests recompute them).
(f32's reduction, `math_polynomial_approximation._TWO_OVER_PI`, has the first 224.)"""
_TABLE_WORDS = 20
_TWO_OVER_PI_WORDS = tuple(
    _signed64((TWO_OVER_PI_BITS >> 1 >> 64 * j) & (2**64 - 1)) for j in reversed(range(_TABLE_WORDS))
)
"""Bits 64j to 64j + 63 of 2/pi = 0.b1b2... (bit 0 its integer part, 0; bits 1 to 1279 from `TWO_OVER_PI_BITS`)
as i64s."""


def branch(
    b: FloatBuilder, condition: SSAValue, taken: Callable[[], Sequence[SSAValue]], otherwise: Sequence[SSAValue]
) -> list[SSAValue]:
    """The values `taken()` builds where `condition` holds, else `otherwise`: a rare, costly path that the others skip.

    In a function body (after convert-scf-to-cf: convert-gpu-to-nvvm's case) the block is split before the
    rewritten op, and `taken()` is built in a block of its own:

        cf.cond_br %condition, ^taken, ^join(%otherwise...)
      ^taken:
        ...                                  // taken()
        cf.br ^join(%taken...)
      ^join(%v...):                          // the rewritten op and the rest of its block

    In a region that holds one block (scf.for, scf.if, ...) both are computed and selected.
    """
    split = split_at_insertion_point(b, [value.type for value in otherwise])
    if split is None:
        return [b.select(condition, value, other) for value, other in zip(taken(), otherwise, strict=True)]
    block, join = split
    rewriter = b.rewriter
    anchor = rewriter.insertion_point.insert_before
    taken_block = Block()
    block.parent.insert_block_after(taken_block, block)
    rewriter.insertion_point = InsertPoint.at_end(taken_block)
    values = taken()
    rewriter.insert(cf.BranchOp(join, *values))
    rewriter.insertion_point = InsertPoint.at_end(block)
    rewriter.insert(cf.ConditionalBranchOp(condition, taken_block, (), join, otherwise))
    rewriter.insertion_point = InsertPoint.before(anchor)
    return list(join.args)


def split_at_insertion_point(b: FloatBuilder, arg_types: Sequence[Attribute]) -> tuple[Block, Block] | None:
    """(block, join): the builder's block split before its insertion point (the rewritten op), the rest in `join`
    with arguments of `arg_types`, where the block is in a function body (func, gpu or llvm: after
    convert-scf-to-cf); None in a region that holds one block (scf.for, scf.if, ...), where the caller selects.
    The block is left without a terminator; the insertion point stays before the rewritten op (in `join` now)."""
    point = b.rewriter.insertion_point
    block, anchor = point.block, point.insert_before
    region = block.parent
    if anchor is None or region is None or not isinstance(region.parent, func.FuncOp | gpu.FuncOp | llvm.FuncOp):
        return None
    join = block.split_before(anchor, arg_types=arg_types)
    b.rewriter.insertion_point = InsertPoint.before(anchor)
    return block, join


def _shru(b: FloatBuilder, a: SSAValue, amount: SSAValue) -> SSAValue:
    return b._insert(arith.ShRUIOp(a, amount))


def _reduce_large(b: FloatBuilder, x: SSAValue) -> tuple[SSAValue, SSAValue, SSAValue]:
    """(q, r) as `_reduce_by_half_pi`, for 2^53 <= |x| < inf (NaN for inf): Payne-Hanek with f64 products.

    |x| = m 2^(E-52) with a 53-bit integer m and 53 <= E <= 1023. The bits b_i (weight 2^-i) of 2/pi with
    i < s = E - 53 make |x| 2/pi a multiple of 4 and drop out; the next 212 bits, from bit s on, are
    four 53-bit integers p_k (fdlibm's `__kernel_rem_pio2` takes 24-bit pieces). They come from
    `_TWO_OVER_PI_WORDS` by selects on s >> 6 (five words) and shifts by s & 63, and
    |x| 2/pi = m (p1 2^-51 + p2 2^-104 + p3 2^-157 + p4 2^-210) + (a multiple of 4) + (below 2^-157).
    The products m p_k 2^.. are exact as fma pairs (m is a double); the first is taken mod 4 (exact),
    the integer n nearest their sum is split off (exact), and the small rest is summed with its rounding
    errors (TwoSum cascade, Ogita-Rump-Oishi's Sum2) into a double-double y - n: within about 2^-150 where
    it is small (its smallest for a double x is about 2^-61.6, at 6381956970095103 2^797), so r = (y - n) pi/2
    (pi/2 in two doubles) is right to its last bit there too.

        %w0 = select(%s >> 6 == 1, W1, select(... W0))             // five words, 15 selects each
        %a0 = (%w0 << %t) | ((%w1 >> 1) >> (63 - %t))                // %t = %s & 63; bits s to s+63
        %p1 = %a0 >> 11,  %p2 = ((%a0 & 0x7FF) << 42) | (%a1 >> 22), ...
        %h1 = %m * f64(%p1) * 2^-51,  %l1 = fma(%m, f64(%p1) * 2^-51, -%h1), ...
        %n = roundeven((%h1 mod 4) + %l1 + %h2),  %r = (sum - %n) * pi/2
    """
    a = b.abs(x)
    bits = b.bits(a)
    start = b.isub(b.shrs(bits, b.ci(52)), b.ci(1023 + 53))
    word = b.shrs(start, b.ci(6))
    shift = b.iand(start, b.ci(63))
    is_word = [b.cmpi("eq", word, b.ci(q)) for q in range(1, _TABLE_WORDS - 4)]
    words = []
    for i in range(5):
        w = b.ci(_TWO_OVER_PI_WORDS[i])
        for q, condition in enumerate(is_word, start=1):
            w = b.select(condition, b.ci(_TWO_OVER_PI_WORDS[q + i]), w)
        words.append(w)
    back = b.isub(b.ci(63), shift)
    aligned = [b.ior(b.shl(words[i], shift), _shru(b, _shru(b, words[i + 1], b.ci(1)), back)) for i in range(4)]
    pieces = [_shru(b, aligned[0], b.ci(11))]
    for k, low_bits in enumerate((11, 22, 33)):
        head = b.shl(b.iand(aligned[k], b.ci((1 << low_bits) - 1)), b.ci(53 - low_bits))
        pieces.append(b.ior(head, _shru(b, aligned[k + 1], b.ci(11 + low_bits))))
    mantissa = b.from_bits(b.ior(b.iand(bits, b.ci(0x000FFFFFFFFFFFFF)), b.ci(0x4330000000000000)))
    scaled = [b.mul(b._insert(arith.SIToFPOp(p, f64)), b.c(2.0 ** (2 - 53 * k))) for k, p in enumerate(pieces, 1)]
    h1, l1 = _two_product(b, mantissa, scaled[0])
    h2, l2 = _two_product(b, mantissa, scaled[1])
    h3, l3 = _two_product(b, mantissa, scaled[2])
    h4 = b.mul(mantissa, scaled[3])
    v, v_error = _two_sum(b, b.sub(h1, b.mul(b.floor(b.mul(h1, b.c(0.25))), b.c(4.0))), l1)
    w, w_error = _two_sum(b, v, h2)
    n = b.roundeven(w)
    y, y_error = b.sub(w, n), None
    for term in (v_error, w_error, l2, h3, l3, h4):
        y, error = _two_sum(b, y, term)
        y_error = error if y_error is None else b.add(y_error, error)
    c1, c2, _ = _PIO2
    r_hi, r_error = _two_product(b, y, b.c(c1))
    r, r_lo = _fast_two_sum(b, r_hi, b.add(r_error, b.fma(y, b.c(c2), b.mul(y_error, b.c(c1)))))
    negative = b.cmp("olt", x, b.c(0.0))
    r = b.select(negative, b.neg(r), r)
    r = b.select(b.cmp("oeq", a, b.c(pymath.inf)), b.c(pymath.nan), r)
    q = b.iand(b.to_int(b.select(negative, b.neg(n), n)), b.ci(3))
    return q, r, b.select(negative, b.neg(r_lo), r_lo)


def _reduce(b: FloatBuilder, x: SSAValue) -> tuple[SSAValue, SSAValue, SSAValue]:
    """(q, r, r_lo): x = n pi/2 + r + r_lo, q = n mod 4, |r| <= pi/4 (about): `_reduce_by_half_pi`, and
    `_reduce_large` on a `branch` taken from `REDUCTION_LIMIT` on (the common path only compares and branches)."""
    large = b.cmp("oge", b.abs(x), b.c(REDUCTION_LIMIT))
    q, r, r_lo = branch(b, large, lambda: _reduce_large(b, x), _reduce_by_half_pi(b, x))
    return q, r, r_lo


def _sin_cos_of_reduced(b: FloatBuilder, r: SSAValue, r_lo: SSAValue) -> tuple[SSAValue, SSAValue]:
    """fdlibm's __kernel_sin and __kernel_cos of r + r_lo for |r| <= pi/4 (r_lo to first order):
    sin = r + (r^3 S1 + (r_lo + z (r^3 P(z) - r_lo / 2))), cos = w + (((1 - w) - z/2) + (z^2 Q(z) - r r_lo)),
    z = r^2, w = 1 - z/2."""
    z = b.mul(r, r)
    cube = b.mul(z, r)
    tail = b.fma(z, b.fma(cube, b.poly(z, _SIN), b.mul(r_lo, b.c(-0.5))), r_lo)
    sin = b.add(r, b.fma(cube, b.c(_S1), tail))
    half_z = b.mul(z, b.c(0.5))
    w = b.sub(b.c(1.0), half_z)
    low = b.fma(b.neg(r), r_lo, b.sub(b.sub(b.c(1.0), w), half_z))
    cos = b.add(w, b.fma(b.mul(z, z), b.poly(z, _COS), low))
    return sin, cos


def _quadrant_sin_cos(b: FloatBuilder, x: SSAValue, shift: int) -> SSAValue:
    """sin(x + shift pi/2): sin or cos of the reduced argument, by the quadrant."""
    q, r, r_lo = _reduce(b, x)
    if shift:
        q = b.iadd(q, b.ci(shift))
    sin, cos = _sin_cos_of_reduced(b, r, r_lo)
    result = b.select(b.cmpi("ne", b.iand(q, b.ci(1)), b.ci(0)), cos, sin)
    return b.select(b.cmpi("ne", b.iand(q, b.ci(2)), b.ci(0)), b.neg(result), result)


def _keep_zero(b: FloatBuilder, x: SSAValue, result: SSAValue) -> SSAValue:
    """x where x is +-0 (odd functions: the kernels' sums lose the sign of a zero)."""
    return b.select(b.cmp("oeq", x, b.c(0.0)), x, result)


def sin_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """sin (measured: within 1 ulp); sin(+-0) = +-0."""
    return _keep_zero(b, x, _quadrant_sin_cos(b, x, 0))


def cos_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """cos = sin(x + pi/2) (measured: within 1 ulp)."""
    return _quadrant_sin_cos(b, x, 1)


def tan_f64(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """sin(r) / cos(r), or -cos(r) / sin(r) in odd quadrants (measured: within 2 ulp of numpy below 2^53, 2.3 ulp
    of the exact value above); tan(+-0) = +-0."""
    q, r, r_lo = _reduce(b, x)
    sin, cos = _sin_cos_of_reduced(b, r, r_lo)
    odd = b.cmpi("ne", b.iand(q, b.ci(1)), b.ci(0))
    result = b.div(b.select(odd, b.neg(cos), sin), b.select(odd, sin, cos))
    return _keep_zero(b, x, result)


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
