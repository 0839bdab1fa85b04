"""The error function family in mhlo arithmetic: erf, erfc and erf_inv, as upstream decomposes them.

f32 erf is Eigen's rational approximation on [-4, 4]; f32 erfc and the f64
functions split at |x| = 1 between Cephes' erf series x T(x^2) [/ U(x^2)]
and its erfc approximations exp(-x^2) P / Q. erf_inv is Giles' polynomial
in w = -log(1 - x^2) ("Approximating the erfinv function", GPU Computing
Gems, 2011), with two regions in f32 and three in f64. The coefficients are
upstream's (Cephes, Eigen, Giles).
"""

from __future__ import annotations

import math

from xdsl.ir import SSAValue

from aiopt.lowering.chlo_special_math_builder import MathBuilder

# ---------------------------------------------------------------------------
# f32


_ERF_F32_NUMERATOR = (
    -2.72614225801306e-10, 2.77068142495902e-08, -2.10102402082508e-06, -5.69250639462346e-05,
    -7.34990630326855e-04, -2.95459980854025e-03, -1.60960333262415e-02,
)  # fmt: skip
_ERF_F32_DENOMINATOR = (
    -1.45660718464996e-05, -2.13374055278905e-04, -1.68282697438203e-03, -7.37332916720468e-03,
    -1.42647390514189e-02,
)  # fmt: skip
_ERF_F32_SMALL = (
    7.853861353153693e-5, -8.010193625184903e-4, 5.188327685732524e-3, -2.685381193529856e-2,
    1.128358514861418e-1, -3.761262582423300e-1, 1.128379165726710e0,
)  # fmt: skip
"""erf(x) = x T(x^2) for |x| <= 1."""
_ERFC_F32_BELOW_2 = (
    2.326819970068386e-2, -1.387039388740657e-1, 3.687424674597105e-1, -5.824733027278666e-1,
    6.210004621745983e-1, -4.944515323274145e-1, 3.404879937665872e-1, -2.741127028184656e-1,
    5.638259427386472e-1,
)  # fmt: skip
"""erfc(x) = exp(-x^2) / x P(1/x^2) for 1 <= x < 2."""
_ERFC_F32_FROM_2 = (
    -1.047766399936249e1, 1.297719955372516e1, -7.495518717768503e0, 2.921019019210786e0,
    -1.015265279202700e0, 4.218463358204948e-1, -2.820767439740514e-1, 5.641895067754075e-1,
)  # fmt: skip
"""erfc(x) = exp(-x^2) / x R(1/x^2) for x >= 2."""
_MAXLOG_F32 = 88.72283905206835
_MAXLOG_F64 = 7.09782712893383996843e2
"""exp(-x^2) underflows to 0 beyond x^2 = maxlog."""


def erf_f32(b: MathBuilder, x: SSAValue) -> SSAValue:
    """erf(x) = x Alpha(x^2) / Beta(x^2) for x clamped to [-4, 4], clamped to [-1, 1]."""
    x = b.clamp(-4.0, x, 4.0)
    x2 = b.multiply(x, x)
    numerator = b.polynomial(x2, _ERF_F32_NUMERATOR)
    denominator = b.polynomial(x2, _ERF_F32_DENOMINATOR)
    return b.clamp(-1.0, b.divide(b.multiply(x, numerator), denominator), 1.0)


def _erf_f32_small(b: MathBuilder, x: SSAValue) -> SSAValue:
    """erf(x) = x T(x^2), accurate for |x| <= 1."""
    return b.multiply(x, b.polynomial(b.multiply(x, x), _ERF_F32_SMALL))


def _erfc_f32_large(b: MathBuilder, x: SSAValue) -> SSAValue:
    """erfc(x) for |x| >= 1: exp(-x^2) / |x| times P or R of 1/x^2; 2 - erfc(-x) for negative x."""
    x2 = b.multiply(x, x)
    z = b.negate(x2)
    ax = b.abs(x)
    one = b.constant_like(1.0, x)
    inverse_x2 = b.divide(one, x2)
    scale = b.multiply(b.exp(z), b.divide(one, ax))
    two = b.constant_like(2.0, x)
    below_2 = b.compare("LT", ax, two)
    below_2_series = b.polynomial(inverse_x2, _ERFC_F32_BELOW_2)
    from_2_series = b.polynomial(inverse_x2, _ERFC_F32_FROM_2)
    series = b.select(below_2, below_2_series, from_2_series)
    return _erfc_tail(b, x, z, b.multiply(scale, series), _MAXLOG_F32, two)


def erfc_f32(b: MathBuilder, x: SSAValue) -> SSAValue:
    """erfc(x) = 1 - x T(x^2) for |x| < 1, else the exp(-x^2) approximations."""
    large = _erfc_f32_large(b, x)
    one = b.constant_like(1.0, x)
    small = b.subtract(one, _erf_f32_small(b, x))
    return b.select(b.compare("LT", b.abs(x), one), small, large)


def _erfc_tail(
    b: MathBuilder, x: SSAValue, z: SSAValue, erfc_of_ax: SSAValue, maxlog: float, two: SSAValue | None = None
) -> SSAValue:
    """erfc from its value at |x|: 0 where exp(z = -x^2) underflows, and 2 - erfc(|x|) for negative x."""
    underflows = b.compare("LT", z, -maxlog)
    zero = b.constant_like(0.0, x)
    clamped = b.select(underflows, zero, erfc_of_ax)
    negative = b.compare("LT", x, zero)
    return b.select(negative, b.subtract(2.0 if two is None else two, clamped), clamped)


# ---------------------------------------------------------------------------
# f64


_ERFC_F64_P = (
    2.46196981473530512524e-10, 5.64189564831068821977e-1, 7.46321056442269912687e0, 4.86371970985681366614e1,
    1.96520832956077098242e2, 5.26445194995477358631e2, 9.34528527171957607540e2, 1.02755188689515710272e3,
    5.57535335369399327526e2,
)  # fmt: skip
_ERFC_F64_Q = (
    1.0, 1.32281951154744992508e1, 8.67072140885989742329e1, 3.54937778887819891062e2, 9.75708501743205489753e2,
    1.82390916687909736289e3, 2.24633760818710981792e3, 1.65666309194161350182e3, 5.57535340817727675546e2,
)  # fmt: skip
"""erfc(x) = exp(-x^2) P(x) / Q(x) for 1 <= x < 8."""
_ERFC_F64_R = (
    5.64189583547755073984e-1, 1.27536670759978104416e0, 5.01905042251180477414e0, 6.16021097993053585195e0,
    7.40974269950448939160e0, 2.97886665372100240670e0,
)  # fmt: skip
_ERFC_F64_S = (
    1.0, 2.26052863220117276590e0, 9.39603524938001434673e0, 1.20489539808096656605e1, 1.70814450747565897222e1,
    9.60896809063285878198e0, 3.36907645100081516050e0,
)  # fmt: skip
"""erfc(x) = exp(-x^2) R(x) / S(x) for x >= 8."""
_ERF_F64_T = (
    9.60497373987051638749e0, 9.00260197203842689217e1, 2.23200534594684319226e3, 7.00332514112805075473e3,
    5.55923013010394962768e4,
)  # fmt: skip
_ERF_F64_U = (
    1.0, 3.35617141647503099647e1, 5.21357949780152679795e2, 4.59432382970980127987e3, 2.26290000613890934246e4,
    4.92673942608635921086e4,
)  # fmt: skip
"""erf(x) = x T(x^2) / U(x^2) for |x| <= 1."""


def _erf_f64_small(b: MathBuilder, x: SSAValue) -> SSAValue:
    """erf(x) = x T(x^2) / U(x^2), accurate for |x| <= 1."""
    x2 = b.multiply(x, x)
    numerator = b.multiply(x, b.polynomial(x2, _ERF_F64_T))
    return b.divide(numerator, b.polynomial(x2, _ERF_F64_U))


def _erfc_f64_large(b: MathBuilder, x: SSAValue) -> SSAValue:
    """erfc(x) for |x| >= 1: exp(-x^2) P(|x|) / Q(|x|) below 8, exp(-x^2) R(|x|) / S(|x|) from 8."""
    z = b.negate(b.multiply(x, x))
    exp_z = b.exp(z)
    ax = b.abs(x)
    below_8 = b.multiply(exp_z, b.polynomial(ax, _ERFC_F64_P))
    below_8 = b.divide(below_8, b.polynomial(ax, _ERFC_F64_Q))
    from_8 = b.multiply(exp_z, b.polynomial(ax, _ERFC_F64_R))
    from_8 = b.divide(from_8, b.polynomial(ax, _ERFC_F64_S))
    return _erfc_tail(b, x, z, b.select(b.compare("LT", ax, 8.0), below_8, from_8), _MAXLOG_F64)


def erf_f64(b: MathBuilder, x: SSAValue) -> SSAValue:
    """erf(x) = x T(x^2) / U(x^2) for |x| < 1, else 1 - erfc(x)."""
    small = _erf_f64_small(b, x)
    one = b.constant_like(1.0, x)
    large = b.subtract(one, _erfc_f64_large(b, x))
    return b.select(b.compare("LT", b.abs(x), one), small, large)


def erfc_f64(b: MathBuilder, x: SSAValue) -> SSAValue:
    """erfc(x) = 1 - erf(x) for |x| < 1, else the exp(-x^2) rational approximations."""
    large = _erfc_f64_large(b, x)
    one = b.constant_like(1.0, x)
    small = b.subtract(one, _erf_f64_small(b, x))
    return b.select(b.compare("LT", b.abs(x), one), small, large)


# ---------------------------------------------------------------------------
# erf_inv


_ERF_INV_F32 = (
    # w < 5, in w - 2.5
    (2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087, -0.00125372503,
     -0.00417768164, 0.246640727, 1.50140941),
    # w >= 5, in sqrt(w) - 3
    (-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613,
     0.00943887047, 1.00167406, 2.83297682),
)  # fmt: skip
_ERF_INV_F64 = (
    # w < 6.25, in w - 3.125
    (-3.6444120640178196996e-21, -1.685059138182016589e-19, 1.2858480715256400167e-18, 1.115787767802518096e-17,
     -1.333171662854620906e-16, 2.0972767875968561637e-17, 6.6376381343583238325e-15, -4.0545662729752068639e-14,
     -8.1519341976054721522e-14, 2.6335093153082322977e-12, -1.2975133253453532498e-11, -5.4154120542946279317e-11,
     1.051212273321532285e-09, -4.1126339803469836976e-09, -2.9070369957882005086e-08, 4.2347877827932403518e-07,
     -1.3654692000834678645e-06, -1.3882523362786468719e-05, 0.0001867342080340571352, -0.00074070253416626697512,
     -0.0060336708714301490533, 0.24015818242558961693, 1.6536545626831027356),
    # 6.25 <= w < 16, in sqrt(w) - 3.25
    (2.2137376921775787049e-09, 9.0756561938885390979e-08, -2.7517406297064545428e-07, 1.8239629214389227755e-08,
     1.5027403968909827627e-06, -4.013867526981545969e-06, 2.9234449089955446044e-06, 1.2475304481671778723e-05,
     -4.7318229009055733981e-05, 6.8284851459573175448e-05, 2.4031110387097893999e-05, -0.0003550375203628474796,
     0.00095328937973738049703, -0.0016882755560235047313, 0.0024914420961078508066, -0.0037512085075692412107,
     0.005370914553590063617, 1.0052589676941592334, 3.0838856104922207635),
    # w >= 16, in sqrt(w) - 5
    (-2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-09, -3.7894654401267369937e-09,
     7.6157012080783393804e-09, -1.4960026627149240478e-08, 2.9147953450901080826e-08, -6.7711997758452339498e-08,
     2.2900482228026654717e-07, -9.9298272942317002539e-07, 4.5260625972231537039e-06, -1.9681778105531670567e-05,
     7.5995277030017761139e-05, -0.00021503011930044477347, -0.00013871931833623122026, 1.0103004648645343977,
     4.8499064014085844221),
)  # fmt: skip


def _erf_inv_w(b: MathBuilder, x: SSAValue) -> SSAValue:
    """w = -log(1 - x^2), as -log1p(x * -x)."""
    return b.negate(b.log1p(b.multiply(x, b.negate(x))))


def _erf_inv_result(b: MathBuilder, x: SSAValue, p: SSAValue) -> SSAValue:
    """erf_inv(x) = x p(w), and x * inf at |x| = 1 where p(w) is indeterminate."""
    value = b.multiply(p, x)
    at_one = b.compare("EQ", b.abs(x), 1.0)
    return b.select(at_one, b.multiply(x, math.inf), value)


def _horner_step(b: MathBuilder, coefficient: SSAValue, p: SSAValue, t: SSAValue) -> SSAValue:
    """coefficient + p t: one step of Horner's rule."""
    return b.add(coefficient, b.multiply(p, t))


def erf_inv_f32(b: MathBuilder, x: SSAValue) -> SSAValue:
    """Giles' single-precision erf_inv: a degree-8 polynomial in w - 2.5 (w < 5) or sqrt(w) - 3.

    Each coefficient is selected between the two regions' (upstream's form), so one Horner loop serves both.
    """
    w = _erf_inv_w(b, x)
    central = b.compare("LT", w, 5.0)
    t = b.select(central, b.subtract(w, 2.5), b.subtract(b.sqrt(w), 3.0))
    near, tail = _ERF_INV_F32

    def coefficient(i: int) -> SSAValue:
        return b.select(central, b.constant_like(near[i], x), b.constant_like(tail[i], x))

    p = coefficient(0)
    for i in range(1, len(near)):
        p = _horner_step(b, coefficient(i), p, t)
    return _erf_inv_result(b, x, p)


def erf_inv_f64(b: MathBuilder, x: SSAValue) -> SSAValue:
    """Giles' double-precision erf_inv: polynomials in w - 3.125 (w < 6.25), sqrt(w) - 3.25 (w < 16), sqrt(w) - 5.

    The three polynomials have 23, 19 and 17 coefficients: the first 17 steps of Horner's rule select each
    coefficient among the regions', the next two continue below 16 only, the last four below 6.25 only.
    """
    w = _erf_inv_w(b, x)
    central = b.compare("LT", w, 6.25)
    middle = b.compare("LT", w, 16.0)
    root = b.sqrt(w)
    shifted = b.subtract(w, 3.125)
    t = b.select(central, shifted, b.subtract(root, b.select(middle, b.constant_like(3.25, w), 5.0)))
    near, mid, tail = _ERF_INV_F64

    def coefficient(i: int) -> SSAValue:
        c = b.constant_like(near[i], x)
        if i < len(mid):
            c = b.select(central, c, b.constant_like(mid[i], x))
        if i < len(tail):
            c = b.select(middle, c, b.constant_like(tail[i], x))
        return c

    p = coefficient(0)
    for i in range(1, len(tail)):
        p = _horner_step(b, coefficient(i), p, t)
    for i in range(len(tail), len(mid)):
        p = b.select(middle, _horner_step(b, coefficient(i), p, t), p)
    for i in range(len(mid), len(near)):
        p = b.select(central, _horner_step(b, coefficient(i), p, t), p)
    return _erf_inv_result(b, x, p)
