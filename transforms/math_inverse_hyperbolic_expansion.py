"""asin, acos, asinh, acosh, atanh, sinh, cosh, fpowi and ipowi as arithmetic, on f32 and f64 (no libm, no libdevice).

convert-gpu-to-nvvm's expansions of these math ops (upstream calls libdevice's `__nv_asinf`, ...). Each function
takes a `FloatBuilder` on f32 or f64 and the operand(s) and follows fdlibm's algorithm of that function
(e_asin.c, e_acos.c, s_asinh.c, e_acosh.c, e_atanh.c, e_sinh.c, e_cosh.c; the f32 ones with the thresholds
and, for asin/acos, the rational fit of fdlibm's float versions e_asinf.c/e_acosf.c), built on the exp, log
and log1p of the width (`math_polynomial_approximation`'s exp and log for f32, `math_f64_approximation`'s for
f64; log1p from them with 1 + x compensated, `math_f64_approximation.log1p_of_sum`), `math.sqrt` (selected by
NVPTX) and selects: every interval is computed and the right one selected. sinh and cosh take their Taylor
series near 0 where fdlibm takes expm1 (Kahan's here: 2 ulp, and an exp and a log more).

    %y = math.sinh %x : f64

becomes (abridged)

    %a = math.absf %x
    %e = <exp_f64(select(%a < 709.78, %a, %a / 2))>
    %y = select(%a < 1, %x + %x^3 P(%x^2), select(%a < 22, h (e - 1 / e),
                select(%a < 709.78, h e, (h e) e)))                     // h = copysign(0.5, %x)

`fpowi_expansion` and `ipowi_expansion` are upstream's repeated squaring (MathToFuncs' `__mlir_math_fpowi_*` and
`__mlir_math_ipowi_*`, `power_by_squaring`): a loop of blocks in a function body, unrolled over the exponent's bits
in a single-block region. Measured maximum errors (against numpy float64 and Python's math, in ulps of the width):
see each function and `test/transforms/test_math_inverse_hyperbolic_expansion.py`.
"""

from __future__ import annotations

import math as pymath
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.dialects import cf
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Block, SSAValue
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith
from aiopt.dialects import math as mathd
from aiopt.transforms.math_f64_approximation import (
    _ATAN_HI,
    _ATAN_LO,
    exp_f64,
    log1p_f64,
    log1p_of_sum,
    log_f64,
    split_at_insertion_point,
)
from aiopt.transforms.math_polynomial_approximation import (
    FloatBuilder,
    exp_approximation,
    log_approximation,
)


def _log1p_f32(b: FloatBuilder, v: SSAValue) -> SSAValue:
    return log1p_of_sum(b, v, lambda b, u: (log_approximation(b, u), None))


@dataclass(frozen=True)
class _Width:
    """The building blocks and fdlibm's constants of one float width."""

    exp: Callable[..., SSAValue]
    log: Callable[..., SSAValue]
    log1p: Callable[..., SSAValue]
    tiny: float
    """Below it asin, asinh, atanh are x (their cubic term is below half an ulp)."""
    exp_split: float
    """From here on e^-|x| is negligible next to e^|x| in sinh/cosh (fdlibm: 22; sinhf/coshf: 9)."""
    log_max: float
    """Below log(largest finite): e^|x| is finite; above sinh/cosh take (h e^(|x|/2)) e^(|x|/2)."""
    pio2_hi: float
    pio2_lo: float
    """pi/2 = pio2_hi + pio2_lo (pio2_hi / 2 = pio4_hi exactly)."""
    asin_p: tuple[float, ...]
    asin_q: tuple[float, ...]
    """fdlibm's pS and qS (highest first; q ends in 1): asin(x) = x + x t P(t) / Q(t), t = x^2, on |x| <= 0.5."""
    high_mask: int
    """The bits kept of sqrt(z) in its head df (fdlibm: the high word of a double; acosf: 12 bits cleared)."""


_WIDTHS = {
    64: _Width(
        exp_f64, log_f64, log1p_f64, 2.0**-28, 22.0, 709.78, _ATAN_HI[3], _ATAN_LO[3],
        (3.47933107596021167570e-05, 7.91534994289814532176e-04, -4.00555345006794114027e-02,
         2.01212532134862925881e-01, -3.25565818622400915405e-01, 1.66666666666666657415e-01),
        (7.70381505559019352791e-02, -6.88283971605453293030e-01, 2.02094576023350569471e00,
         -2.40339491173441421878e00, 1.0),
        -(1 << 32),
    ),
    32: _Width(
        exp_approximation, log_approximation, _log1p_f32, 2.0**-12, 9.0, 88.72,
        1.5707962513e00, 7.5497894159e-08,
        (-8.6563630030e-03, -4.2743422091e-02, 1.6666586697e-01),
        (-7.0662963390e-01, 1.0),
        -(1 << 12),
    ),
}  # fmt: skip


def _width(b: FloatBuilder) -> _Width:
    return _WIDTHS[b.element.bitwidth]


def _sqrt(b: FloatBuilder, x: SSAValue) -> SSAValue:
    return b._insert(mathd.SqrtOp(x))


def _ln2(b: FloatBuilder) -> SSAValue:
    return b.c(pymath.log(2.0))


def asinh_expansion(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """fdlibm's asinh (s_asinh.c) with x's sign: x below 2^-28 (f32: 2^-12); log1p(a + a^2 / (1 + sqrt(1 + a^2)))
    up to 2; log(2a + 1 / (sqrt(a^2 + 1) + a)) up to 2^28; log(a) + ln2 above (a = |x|; inf and NaN are themselves).
    Measured: f64 1 ulp, f32 1.9 ulp."""
    w = _width(b)
    a = b.abs(x)
    one = b.c(1.0)
    square = b.mul(a, a)
    root = _sqrt(b, b.add(square, one))
    small = w.log1p(b, b.add(a, b.div(square, b.add(one, root))))
    middle = w.log(b, b.add(b.add(a, a), b.div(one, b.add(root, a))))
    large = b.add(w.log(b, a), _ln2(b))
    result = b.select(b.cmp("ogt", a, b.c(2.0**28)), large, b.select(b.cmp("ogt", a, b.c(2.0)), middle, small))
    return b.select(b.cmp("olt", a, b.c(w.tiny)), x, b.copysign(result, x))


def acosh_expansion(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """fdlibm's acosh (e_acosh.c): log1p(t + sqrt(2t + t^2)), t = x - 1, up to 2; log(2x - 1 / (x + sqrt(x^2 - 1)))
    up to 2^28; log(x) + ln2 above; NaN below 1 (and for NaN), +inf for +inf. Measured: f64 2 ulp, f32 2.2 ulp."""
    w = _width(b)
    one = b.c(1.0)
    t = b.sub(x, one)
    small = w.log1p(b, b.add(t, _sqrt(b, b.fma(t, t, b.add(t, t)))))
    middle = w.log(b, b.sub(b.add(x, x), b.div(one, b.add(x, _sqrt(b, b.fma(x, x, b.c(-1.0)))))))
    large = b.add(w.log(b, x), _ln2(b))
    result = b.select(b.cmp("oge", x, b.c(2.0**28)), large, b.select(b.cmp("ogt", x, b.c(2.0)), middle, small))
    return b.select(b.cmp("ult", x, one), b.c(pymath.nan), result)


def atanh_expansion(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """fdlibm's atanh (e_atanh.c) with x's sign: x below 2^-28 (f32: 2^-12); log1p(2a + 2a^2 / (1 - a)) / 2 below 1/2;
    log1p(2a / (1 - a)) / 2 up to 1 (a = |x|; +-inf at +-1, NaN beyond). Measured: f64 1 ulp, f32 1.8 ulp."""
    w = _width(b)
    a = b.abs(x)
    one = b.c(1.0)
    twice = b.add(a, a)
    rest = b.sub(one, a)
    small = b.add(twice, b.div(b.mul(twice, a), rest))
    argument = b.select(b.cmp("olt", a, b.c(0.5)), small, b.div(twice, rest))
    result = b.copysign(b.mul(b.c(0.5), w.log1p(b, argument)), x)
    result = b.select(b.cmp("olt", a, b.c(w.tiny)), x, result)
    return b.select(b.cmp("ugt", a, one), b.c(pymath.nan), result)


def _scaled_exp(b: FloatBuilder, a: SSAValue) -> tuple[SSAValue, SSAValue]:
    """(e, overflowing) for a = |x|: e = e^a, or e^(a/2) from `log_max` on (where e^a overflows)."""
    overflowing = b.cmp("uge", a, b.c(_width(b).log_max))
    return _width(b).exp(b, b.select(overflowing, b.mul(a, b.c(0.5)), a)), overflowing


def _half_exp(b: FloatBuilder, a: SSAValue, h: SSAValue) -> tuple[SSAValue, SSAValue]:
    """(h e^a, e^a) for a = |x| and h = +-1/2: h e^a below log(max), (h e^(a/2)) e^(a/2) above, so that it
    overflows only where the result does (fdlibm's last two intervals of sinh and cosh)."""
    e, overflowing = _scaled_exp(b, a)
    scaled = b.mul(h, e)
    return b.select(overflowing, b.mul(scaled, e), scaled), e


_SINH_TAYLOR = tuple(1 / pymath.factorial(2 * k + 1) for k in range(10, 0, -1))
"""sinh(x) = x + x z P(z), z = x^2, below 1: its Taylor series to x^21 (the next term is below 2^-60 x)."""
_COSH_TAYLOR = tuple(1 / pymath.factorial(2 * k) for k in range(8, 0, -1))
"""cosh(x) = 1 + z P(z), z = x^2, below ln2 / 2: its Taylor series to x^16 (the next term is below 2^-60)."""


def sinh_expansion(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """sinh as fdlibm's e_sinh.c by intervals of a = |x|, h = copysign(1/2, x): x + x^3 P(x^2) (its Taylor series)
    below 1, h (e^a - e^-a) below 22 (f32: 9), h e^a below log(max), (h e^(a/2)) e^(a/2) above (inf from the
    overflow threshold on). fdlibm takes t = e^a - 1 below 22 (h (2t - t^2 / (t + 1)) below 1, h (t + t / (t + 1))
    above): here expm1 is Kahan's (2 ulp, and an exp and a log more); from 1 on e^-a / e^a < 0.14, so the
    difference keeps exp's accuracy (within 2 ulp). Measured: f64 2 ulp, f32 1.6 ulp."""
    w = _width(b)
    a = b.abs(x)
    h = b.copysign(b.c(0.5), x)
    large, e = _half_exp(b, a, h)
    z = b.mul(x, x)
    below_one = b.fma(b.mul(x, z), b.poly(z, _SINH_TAYLOR), x)
    moderate = b.mul(h, b.sub(e, b.div(b.c(1.0), e)))
    result = b.select(b.cmp("olt", a, b.c(w.exp_split)), moderate, large)
    result = b.select(b.cmp("olt", a, b.c(1.0)), below_one, result)
    return b.select(b.is_nan(x), x, result)


def cosh_expansion(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """cosh as fdlibm's e_cosh.c by intervals of a = |x|: 1 + x^2 P(x^2) (its Taylor series; fdlibm:
    1 + t^2 / (2 (1 + t)), t = e^a - 1) below ln2 / 2, e^a / 2 + 1 / (2 e^a) below 22 (f32: 9), e^a / 2 below
    log(max), (e^(a/2) / 2) e^(a/2) above. Measured: f64 1 ulp, f32 1.5 ulp."""
    w = _width(b)
    a = b.abs(x)
    half = b.c(0.5)
    large, e = _half_exp(b, a, half)
    z = b.mul(x, x)
    small = b.fma(z, b.poly(z, _COSH_TAYLOR), b.c(1.0))
    moderate = b.add(b.mul(half, e), b.div(half, e))
    result = b.select(b.cmp("olt", a, b.c(w.exp_split)), moderate, large)
    result = b.select(b.cmp("olt", a, b.c(pymath.log(2.0) / 2)), small, result)
    return b.select(b.is_nan(x), x, result)


def _asin_ratio(b: FloatBuilder, t: SSAValue) -> SSAValue:
    """fdlibm's R(t) = t P(t) / Q(t): asin(x) = x + x R(x^2) on |x| <= 0.5."""
    w = _width(b)
    return b.div(b.mul(t, b.poly(t, w.asin_p)), b.poly(t, w.asin_q))


def _head(b: FloatBuilder, s: SSAValue) -> SSAValue:
    """s with its low bits cleared, so that head^2 is exact (fdlibm's df)."""
    return b.from_bits(b.iand(b.bits(s), b.ci(_width(b).high_mask)))


def asin_expansion(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """fdlibm's asin (e_asin.c) with x's sign, a = |x|: x below 2^-28 (f32: 2^-12); x + x R(x^2) below 1/2;
    from there z = (1 - a) / 2, s = sqrt(z) = f + c (f: s's head, c = (z - f^2) / (s + f)),
    asin = pi/4 - ((2s R(z) - (pio2_lo - 2c)) - (pi/4 - 2f)) below 0.975, pio2_hi - (2(s + s R(z)) - pio2_lo)
    above; +-pi/2 at +-1, NaN beyond. Measured: f64 1 ulp, f32 0.9 ulp."""
    w = _width(b)
    a = b.abs(x)
    one = b.c(1.0)
    pio4_hi, pio2_lo = b.c(w.pio2_hi / 2), b.c(w.pio2_lo)
    below_half = b.cmp("olt", a, b.c(0.5))
    z = b.mul(b.sub(one, a), b.c(0.5))
    r = _asin_ratio(b, b.select(below_half, b.mul(x, x), z))  # one R for both intervals
    small = b.fma(x, r, x)
    s = _sqrt(b, z)
    near_one = b.sub(b.c(w.pio2_hi), b.sub(b.mul(b.c(2.0), b.fma(s, r, s)), pio2_lo))
    f = _head(b, s)
    c = b.div(b.fma(b.neg(f), f, z), b.add(s, f))
    p = b.sub(b.mul(b.mul(b.c(2.0), s), r), b.sub(pio2_lo, b.mul(b.c(2.0), c)))
    q = b.sub(pio4_hi, b.mul(b.c(2.0), f))
    middle = b.sub(pio4_hi, b.sub(p, q))
    result = b.copysign(b.select(b.cmp("oge", a, b.c(0.975)), near_one, middle), x)
    result = b.select(below_half, small, result)
    result = b.select(b.cmp("oeq", a, one), b.fma(x, b.c(w.pio2_hi), b.mul(x, pio2_lo)), result)
    result = b.select(b.cmp("olt", a, b.c(w.tiny)), x, result)
    return b.select(b.cmp("ugt", a, one), b.c(pymath.nan), result)


def acos_expansion(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """fdlibm's acos (e_acos.c): pio2_hi - (x - (pio2_lo - x R(x^2))) on |x| < 1/2; with z = (1 -+ x) / 2,
    s = sqrt(z): pi - 2(s + (s R(z) - pio2_lo)) below -1/2, 2(f + (s R(z) + c)) above 1/2 (f: s's head,
    c = (z - f^2) / (s + f)); 0 at 1, pi at -1, NaN beyond. Measured: f64 1 ulp, f32 0.9 ulp."""
    w = _width(b)
    one, two = b.c(1.0), b.c(2.0)
    pio2_hi, pio2_lo = b.c(w.pio2_hi), b.c(w.pio2_lo)
    below_half = b.cmp("olt", b.abs(x), b.c(0.5))
    negative = b.cmp("olt", x, b.c(0.0))
    z = b.mul(b.select(negative, b.add(one, x), b.sub(one, x)), b.c(0.5))
    r = _asin_ratio(b, b.select(below_half, b.mul(x, x), z))  # one R for all three intervals
    small = b.sub(pio2_hi, b.sub(x, b.sub(pio2_lo, b.mul(x, r))))
    s = _sqrt(b, z)
    near_minus_one = b.sub(b.c(2 * w.pio2_hi), b.mul(two, b.add(s, b.fma(r, s, b.neg(pio2_lo)))))
    f = _head(b, s)
    c = b.div(b.fma(b.neg(f), f, z), b.add(s, f))
    near_one = b.mul(two, b.add(f, b.fma(r, s, c)))
    result = b.select(negative, near_minus_one, near_one)
    result = b.select(below_half, small, result)
    result = b.select(b.cmp("oeq", x, one), b.c(0.0), result)
    return b.select(b.cmp("ugt", b.abs(x), one), b.c(pymath.nan), result)


def power_by_squaring(
    b: FloatBuilder, base: SSAValue, magnitude: SSAValue, unit: SSAValue,
    multiply: Callable[[SSAValue, SSAValue], SSAValue], zero: SSAValue, one: SSAValue,
) -> SSAValue:
    """base^magnitude for `magnitude` read as unsigned, by upstream's repeated squaring (MathToFuncs'
    `__mlir_math_fpowi_*` and `__mlir_math_ipowi_*`): `r = unit; loop { if (m & 1) r *= base; m >>= 1; if (m == 0)
    break; base *= base; }` (`multiply`: `arith.mulf` or `arith.muli`; `unit`: 1 of base's type; `zero`, `one`:
    constants of the magnitude's type).

    In a function body (after convert-scf-to-cf: convert-gpu-to-nvvm's case) that loop, in blocks
    (`split_at_insertion_point`):

        cf.br ^loop(%m, %one, %base)
      ^loop(%p, %r, %b):
        %r2 = select(%p & 1 != 0, %r * %b, %r),  %p2 = %p >> 1
        cf.cond_br %p2 == 0, ^join(%r2), ^loop(%p2, %r2, %b * %b)
      ^join(%result):                        // the rewritten op and the rest of its block

    In a region that holds one block (scf.for, ...) the loop is unrolled over the magnitude's bits, with selects
    (the same products).
    """  # fmt: skip
    int_type = magnitude.type

    def integer(value: int) -> SSAValue:
        return b._insert(arith.ConstantOp(IntegerAttr(value, int_type), int_type))

    def step(p: SSAValue, r: SSAValue, power: SSAValue) -> SSAValue:
        is_set = b._insert(arith.CmpiOp(b._insert(arith.AndIOp(p, one)), zero, "ne"))
        return b.select(is_set, multiply(r, power), r)

    split = split_at_insertion_point(b, [base.type])
    if split is None:
        result, power = unit, base
        for k in range(int_type.width.data):
            result = step(b._insert(arith.ShRUIOp(magnitude, integer(k))), result, power)
            if k + 1 < int_type.width.data:
                power = multiply(power, power)
        return result
    block, join = split
    rewriter = b.rewriter
    anchor = rewriter.insertion_point.insert_before
    loop = Block(arg_types=[int_type, base.type, base.type])
    block.parent.insert_block_after(loop, block)
    rewriter.insertion_point = InsertPoint.at_end(block)
    rewriter.insert(cf.BranchOp(loop, magnitude, unit, base))
    rewriter.insertion_point = InsertPoint.at_end(loop)
    p, r, power = loop.args
    r = step(p, r, power)
    rest = b._insert(arith.ShRUIOp(p, one))
    done = b._insert(arith.CmpiOp(rest, zero, "eq"))
    rewriter.insert(cf.ConditionalBranchOp(done, join, [r], loop, [rest, r, multiply(power, power)]))
    rewriter.insertion_point = InsertPoint.before(anchor)
    return join.args[0]


def fpowi_expansion(b: FloatBuilder, x: SSAValue, n: SSAValue) -> SSAValue:
    """x^n for a signless integer n by repeated squaring, as upstream's `__mlir_math_fpowi_*` (MathToFuncs):
    with m = |n| (as unsigned: the most negative n too), `power_by_squaring`, then 1 / result for n < 0. x^0 = 1
    (NaN too); small powers are exact (3^5 = 243), 0^-n is +-inf.

        %m = select(%n < 0, 0 - %n, %n)
        <the loop of `power_by_squaring` on %x, %m: %result>
        %y = select(%n < 0, 1 / %result, %result)
    """
    zero, one = (b._insert(arith.ConstantOp(IntegerAttr(v, n.type), n.type)) for v in (0, 1))
    negative = b._insert(arith.CmpiOp(n, zero, "slt"))
    magnitude = b.select(negative, b._insert(arith.SubiOp(zero, n)), n)
    result = power_by_squaring(b, x, magnitude, b.c(1.0), b.mul, zero, one)
    return b.select(negative, b.div(b.c(1.0), result), result)


def ipowi_expansion(b: FloatBuilder, x: SSAValue, n: SSAValue) -> SSAValue:
    """x^n for signless integers x and n, as upstream's `__mlir_math_ipowi_*` (MathToFuncs) and `math.ipowi`'s
    folder: n = 0 gives 1 (0^0 too); n > 0 repeated squaring (`power_by_squaring`, products wrapping around);
    n < 0 gives 1 for x = 1, -1 or 1 for x = -1 (n odd or even), 0 for any other x but 0, and for x = 0
    `1 / 0`: `arith.divsi` by zero, undefined as upstream's (the divisor is 0 only there: the selects compute
    what upstream's branches do).

        %m = select(%n < 0, 0, %n)
        <the loop of `power_by_squaring` on %x, %m: %power>
        %unit = select(%x == 1, 1, select(%x == -1, select(%n & 1 != 0, -1, 1), 0))
        %zero = arith.divsi 1, select(%n < 0 and %x == 0, 0, 1)
        %y = select(%n < 0, select(%x == 0, %zero, %unit), %power)

    `b` builds the selects and inserts (any builder of `math_polynomial_approximation`: its float type unused).
    """
    int_type = n.type

    def integer(value: int) -> SSAValue:
        return b._insert(arith.ConstantOp(IntegerAttr(value, int_type), int_type))

    def equal(a: SSAValue, c: SSAValue) -> SSAValue:
        return b._insert(arith.CmpiOp(a, c, "eq"))

    zero, one, minus_one = integer(0), integer(1), integer(-1)
    negative = b._insert(arith.CmpiOp(n, zero, "slt"))
    magnitude = b.select(negative, zero, n)
    power = power_by_squaring(b, x, magnitude, one, lambda a, c: b._insert(arith.MuliOp(a, c)), zero, one)
    odd = b._insert(arith.CmpiOp(b._insert(arith.AndIOp(n, one)), zero, "ne"))
    unit = b.select(equal(x, minus_one), b.select(odd, minus_one, one), zero)
    unit = b.select(equal(x, one), one, unit)
    zero_base = equal(x, zero)
    divisor = b.select(b._insert(arith.AndIOp(negative, zero_base)), zero, one)
    undefined = b._insert(arith.DivSIOp(one, divisor))
    return b.select(negative, b.select(zero_base, undefined, unit), power)


EXPANSIONS: dict[str, Callable[..., SSAValue]] = {
    "math.asin": asin_expansion,
    "math.acos": acos_expansion,
    "math.asinh": asinh_expansion,
    "math.acosh": acosh_expansion,
    "math.atanh": atanh_expansion,
    "math.sinh": sinh_expansion,
    "math.cosh": cosh_expansion,
}
"""The unary expansions of this module, for f32 and f64 alike (`fpowi_expansion` takes an integer too;
`ipowi_expansion` integers only)."""
