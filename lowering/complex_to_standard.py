"""`--convert-complex-to-standard`: complex arithmetic as arith/math on the real and imaginary parts.

As upstream's pass of that name, each complex op other than
`complex.create`, `complex.re`, `complex.im`, `complex.constant` and
`complex.bitcast` (left for `convert-complex-to-llvm`) becomes float
arithmetic on the parts, read with `complex.re`/`complex.im` and put back
with `complex.create`:

    %r = complex.div %a, %b : complex<f32>

becomes Smith's algorithm (divide by the larger part of the divisor first,
so that no intermediate overflows or underflows needlessly):

    %ar = complex.re %a : complex<f32>   ... (and ai, br, bi)
    |br| >= |bi|:  r = bi/br, den = br + bi*r, ((ar + ai*r)/den, (ai - ar*r)/den)
    otherwise:     r = br/bi, den = br*r + bi, ((ar*r + ai)/den, (ai*r - ar)/den)
    %r = complex.create %re, %im : complex<f32>

with operands near the largest float scaled by 1/4 first and, as upstream's
default (`complex-range=improved`) and XLA, C99 Annex G's infinities and
zeros recovered where both parts come out NaN (a zero divisor, an infinite
part: 1 / (inf + inf i) = 0 - 0i; `support/complex_division.py`). `complex.abs` is
max * sqrt(1 + (min/max)^2), `sqrt` uses the half-angle formulas with the
sign cases (tiny and huge operands rescaled), `log1p` and `expm1` stay
accurate near zero, and the transcendental ops follow their identities
(`sin(a+bi) = sin a cosh b + i cos a sinh b`, `tanh` by Kahan's formula in
`tan b` and `sinh a` (XLA's values at non-finite operands), `tan z = -i tanh(iz)`, `pow(z, w) = exp(w log z)`
with `0^w` explicit, `atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2))`).
`exp` has upstream's cases (e^(a/2) cos b e^(a/2) where e^a overflows, the
imaginary part of a real z kept) and C99's for infinite parts.
`mul` is the textbook formula: upstream's recovery of infinities from NaN
parts (C99 Annex G) is not done.
Element types f32 and f64 (others are left alone).
"""

from __future__ import annotations

import math as pymath
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import complex
from xdsl.dialects.builtin import ComplexType, ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern

from aiopt.dialects import math as mathd
from aiopt.support.complex_division import recover_infinities_and_zeros
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import GreedyRewritePatternApplier
from aiopt.support.rewriting import InheritLocation
from aiopt.transforms.math_polynomial_approximation import FloatBuilder

Parts = tuple[SSAValue, SSAValue]

_MAX_EXPONENT = {32: 127, 64: 1023}
"""The largest binary exponent of f32 and f64."""


class PartsBuilder(FloatBuilder):
    """Inserts arith/math ops on one float type (the complex's element type) before the rewritten op."""

    def unary(self, op_type: type[Operation], a: SSAValue) -> SSAValue:
        return self._insert(op_type(a))

    def exp(self, a: SSAValue) -> SSAValue:
        return self.unary(mathd.ExpOp, a)

    def log(self, a: SSAValue) -> SSAValue:
        return self.unary(mathd.LogOp, a)

    def sqrt(self, a: SSAValue) -> SSAValue:
        return self.unary(mathd.SqrtOp, a)

    def sin(self, a: SSAValue) -> SSAValue:
        return self.unary(mathd.SinOp, a)

    def cos(self, a: SSAValue) -> SSAValue:
        return self.unary(mathd.CosOp, a)

    def atan2(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(mathd.Atan2Op(a, b))

    def log1p(self, a: SSAValue) -> SSAValue:
        return self.unary(mathd.Log1pOp, a)

    def expm1(self, a: SSAValue) -> SSAValue:
        return self.unary(mathd.ExpM1Op, a)

    def isnan(self, a: SSAValue) -> SSAValue:
        return self.cmp("uno", a, a)

    def isinf(self, a: SSAValue) -> SSAValue:
        return self.cmp("oeq", self.abs(a), self.c(pymath.inf))

    def parts(self, z: SSAValue) -> Parts:
        return self._insert(complex.ReOp(z)), self._insert(complex.ImOp(z))

    def create(self, parts: Parts, type_: ComplexType) -> SSAValue:
        return self._insert(complex.CreateOp(parts[0], parts[1], type_))

    # Complex arithmetic on parts, shared by the patterns.

    def cmul(self, x: Parts, y: Parts) -> Parts:
        (a, b), (c, d) = x, y
        return self.sub(self.mul(a, c), self.mul(b, d)), self.add(self.mul(a, d), self.mul(b, c))

    def cdiv(self, x: Parts, y: Parts) -> Parts:
        """Smith's algorithm: divide by the larger part of the divisor first."""
        (a, b), (c, d) = x, y
        # Operands near the largest float are scaled by 1/4 (the quotient back after), so that
        # neither c + d*r nor a + b*r overflows.
        threshold = self.c(2.0 ** _MAX_EXPONENT[self.element.bitwidth])
        one, quarter = self.c(1.0), self.c(0.25)
        big_divisor = self.cmp("oge", self.max(self.abs(c), self.abs(d)), threshold)
        big_dividend = self.cmp("oge", self.max(self.abs(a), self.abs(b)), threshold)
        divisor_scale = self.select(big_divisor, quarter, one)
        dividend_scale = self.select(big_dividend, quarter, one)
        unscale = self.div(divisor_scale, dividend_scale)
        a0, b0 = a, b
        a, b = self.mul(a, dividend_scale), self.mul(b, dividend_scale)
        c, d = self.mul(c, divisor_scale), self.mul(d, divisor_scale)
        # |c| >= |d|: r = d/c, den = c + d*r, ((a + b*r)/den, (b - a*r)/den)
        r1 = self.div(d, c)
        den1 = self.add(c, self.mul(d, r1))
        re1 = self.div(self.add(a, self.mul(b, r1)), den1)
        im1 = self.div(self.sub(b, self.mul(a, r1)), den1)
        # |c| < |d|: r = c/d, den = c*r + d, ((a*r + b)/den, (b*r - a)/den)
        r2 = self.div(c, d)
        den2 = self.add(self.mul(c, r2), d)
        re2 = self.div(self.add(self.mul(a, r2), b), den2)
        im2 = self.div(self.sub(self.mul(b, r2), a), den2)
        first = self.cmp("oge", self.abs(c), self.abs(d))
        re = self.mul(self.select(first, re1, re2), unscale)
        im = self.mul(self.select(first, im1, im2), unscale)
        # Where both parts are NaN: C99's infinities and zeros (a zero divisor, an infinite part).
        return recover_infinities_and_zeros(self, (a0, b0), y, (re, im))

    def cabs(self, x: Parts) -> SSAValue:
        """max * sqrt(1 + (min/max)^2): no overflow or underflow of the squares."""
        a, b = self.abs(x[0]), self.abs(x[1])
        big, small = self.max(a, b), self.min(a, b)
        ratio = self.div(small, big)
        result = self.mul(big, self.sqrt(self.add(self.c(1.0), self.mul(ratio, ratio))))
        # 0/0 and inf/inf give NaN: the answer is then the smaller part (0, or inf); inf beats NaN (hypot).
        result = self.select(self.isnan(result), small, result)
        inf = self.c(pymath.inf)
        return self.select(self.either(self.cmp("oeq", a, inf), self.cmp("oeq", b, inf)), inf, result)

    def cexp(self, x: Parts) -> Parts:
        """exp(a) (cos b + i sin b) with upstream's (and StableHLO's) special cases: where exp(a) overflows,
        exp(a/2) cos b exp(a/2) (finite where the product is), and a real z (b = +-0) has the imaginary part
        b, not inf * sin 0 = NaN (upstream's is +0; b keeps C99's and numpy's sign, as e^a sin b did).

        Beyond upstream, as C99's cexp (numpy, the StableHLO interpreter's std::exp): an infinite a with
        b infinite or NaN takes the angle copysign(0, b), so that exp(-inf +- i inf) is 0 +- 0i (glibc's
        signs, which keep C99's cexp(conj z) = conj(cexp z)) and exp(+inf + i inf) is inf + i NaN
        (0 * cos inf and inf * cos inf would be NaN)."""
        a, b = x
        zero = self.c(0.0)
        e = self.exp(a)
        e_half = self.exp(self.mul(a, self.c(0.5)))
        angle = self.select(self.both(self.isinf(a), self.isnan(self.sub(b, b))), self.copysign(zero, b), b)
        cos, sin = self.cos(angle), self.sin(angle)
        overflow = self.cmp("oeq", e, self.c(pymath.inf))
        re = self.select(overflow, self.mul(self.mul(e_half, cos), e_half), self.mul(e, cos))
        im = self.select(overflow, self.mul(self.mul(e_half, sin), e_half), self.mul(e, sin))
        return re, self.select(self.cmp("oeq", b, zero), b, im)

    def clog(self, x: Parts) -> Parts:
        return self.log_abs(x), self.atan2(x[1], x[0])

    def log_abs(self, x: Parts) -> SSAValue:
        """log|z| as log(max) + 0.5 log1p((min/max)^2): |z| itself is never rounded to the float type, which
        loses most of the answer where it is subnormal (log|1e-45 + 1e-45i| would be log 1e-45, not
        log(1e-45 sqrt 2)). Where that is NaN (0/0 or inf/inf ratios, NaN parts) it is log(cabs z)."""
        a, b = self.abs(x[0]), self.abs(x[1])
        big = self.max(a, b)
        ratio = self.div(self.min(a, b), big)
        accurate = self.add(self.log(big), self.mul(self.c(0.5), self.log1p(self.mul(ratio, ratio))))
        return self.select(self.isnan(accurate), self.log(self.cabs(x)), accurate)

    def cosh_sinh(self, a: SSAValue) -> Parts:
        """cosh a and sinh a from exp(a) and exp(-a) (sinh a as expm1 near zero); for |a| near and above
        the largest exponent (ln 2 times it, less 1) e^(|a|/2) / 2 * e^(|a|/2), so that cosh 89 in f32 is
        2.2e38, not e^89 / 2 = inf."""
        e, e_neg = self.exp(a), self.exp(self.neg(a))
        half = self.c(0.5)
        cosh = self.mul(half, self.add(e, e_neg))
        m = self.expm1(a)
        small = self.div(self.mul(m, self.add(m, self.c(2.0))), self.mul(self.c(2.0), self.add(m, self.c(1.0))))
        sinh = self.select(self.cmp("olt", self.abs(a), half), small, self.mul(half, self.sub(e, e_neg)))
        e_half = self.exp(self.mul(half, self.abs(a)))
        huge = self.mul(self.mul(half, e_half), e_half)
        big = self.cmp("ogt", self.abs(a), self.c(pymath.log(2.0) * _MAX_EXPONENT[self.element.bitwidth] - 1))
        return self.select(big, huge, cosh), self.select(big, self.copysign(huge, a), sinh)

    def ctanh(self, x: Parts) -> Parts:
        """Kahan's formula: t = tan b, beta = 1 + t^2, s = sinh a, rho = sqrt(1 + s^2),
        tanh z = (beta rho s + i t) / (1 + beta s^2); +-1 (+ i 0) once s^2 overflows."""
        a, b = x
        one = self.c(1.0)
        t = self.div(self.sin(b), self.cos(b))
        beta = self.add(one, self.mul(t, t))
        _, s = self.cosh_sinh(a)
        s2 = self.mul(s, s)
        rho = self.sqrt(self.add(one, s2))
        den = self.add(one, self.mul(beta, s2))
        re, im = self.div(self.mul(self.mul(beta, rho), s), den), self.div(t, den)
        big = self.cmp("ogt", self.abs(a), self.c(20.0 if self.element.bitwidth == 32 else 40.0))
        # exp(-2|a|) * 4 sin b cos b is the imaginary part's size there: below every ulp of 1.
        re, im = self.select(big, self.copysign(one, a), re), self.select(big, self.copysign(self.c(0.0), t), im)
        return self.ctanh_non_finite(x, t, (re, im))

    def ctanh_non_finite(self, x: Parts, tan_b: SSAValue, finite: Parts) -> Parts:
        """`finite` where both parts of x are finite; elsewhere XLA's complex tanh
        (xla/service/elemental_ir_emitter.cc, EmitComplexUnaryOp kTanh) at non-finite operands:
        re = copysign(1, a) for a = +-inf, else NaN; im = +0 for b = +-0 or a = +-inf with b not finite,
        copysign(0, tan b) for a = +-inf, else NaN, as the interpreter (reference/hlo/elementwise.py's `tanh`).
        Kahan's formula differed at 14 of the 51 non-finite operands of the edge grid (tanh(NaN + 0i) was
        NaN + NaN i, XLA's NaN + 0i; tanh(inf - 0i) 1 - 0i, XLA's 1 + 0i)."""
        a, b = x
        inf, zero, nan = self.c(pymath.inf), self.c(0.0), self.c(pymath.nan)
        a_inf, b_not_finite = self.isinf(a), self.cmp("uge", self.abs(b), inf)
        non_finite = self.either(self.cmp("uge", self.abs(a), inf), b_not_finite)
        re = self.select(a_inf, self.copysign(self.c(1.0), a), nan)
        zero_im = self.either(self.cmp("oeq", b, zero), self.both(a_inf, b_not_finite))
        im = self.select(zero_im, zero, self.select(a_inf, self.copysign(zero, tan_b), nan))
        return self.select(non_finite, re, finite[0]), self.select(non_finite, im, finite[1])


def _neg(b: PartsBuilder, x: Parts) -> Parts:
    return b.neg(x[0]), b.neg(x[1])


def _conj(b: PartsBuilder, x: Parts) -> Parts:
    return x[0], b.neg(x[1])


def _log1p(b: PartsBuilder, x: Parts) -> Parts:
    """re = log|1+z| as 0.5 log1p(a(a+2) + b^2) (exact near 0); log|1+z| (`log_abs` of 1 + z: no overflow,
    log1p(3.4e38 + 3.4e38i) in f32 is 89.07, not inf) where t = |1+z|^2 - 1 is above 1, infinite or below
    -1/2 (there 1 + a is exact and t cancels: log1p(-1 + 1e-45i) is log(1e-45), not log1p(-1) = -inf)."""
    a, im = x
    one = b.c(1.0)
    a1 = b.add(a, one)
    t = b.add(b.mul(a, b.add(a, b.c(2.0))), b.mul(im, im))
    near = b.mul(b.c(0.5), b.log1p(t))
    far = b.log_abs((a1, im))
    use_far = b.either(b.isinf(t), b.either(b.cmp("ogt", t, one), b.cmp("olt", t, b.c(-0.5))))
    return b.select(use_far, far, near), b.atan2(im, a1)


def _expm1(b: PartsBuilder, x: Parts) -> Parts:
    """expm1(a) cos b - 2 sin^2(b/2) + i e^a sin b (exact near 0), the imaginary part b for b = +-0."""
    a, im = x
    s = b.sin(b.mul(b.c(0.5), im))
    cos_minus_one = b.mul(b.c(-2.0), b.mul(s, s))
    re = b.add(b.mul(b.expm1(a), b.cos(im)), cos_minus_one)
    # A real z has the imaginary part +-0 (upstream's Expm1OpConversion: +0), not inf * sin 0 = NaN where e^a
    # overflows.
    return re, b.select(b.cmp("oeq", im, b.c(0.0)), im, b.mul(b.exp(a), b.sin(im)))


_SQRT_SCALE = {32: 100, 64: 1000}
"""Per float width: z with parts all below 2^-k (or one above 2^k) is scaled by 2^k (2^-k) first
(k even, the root scaled back by 2^-k/2), so that |z|/2 is no subnormal and |z| does not overflow."""


def _sqrt(b: PartsBuilder, x: Parts) -> Parts:
    """t = sqrt((|a| + |z|) / 2): (t, b/2t) for a >= 0, (|b|/2t, copysign(t, b)) otherwise."""
    zero, half = b.c(0.0), b.c(0.5)
    k = _SQRT_SCALE[b.element.bitwidth]
    size = b.max(b.abs(x[0]), b.abs(x[1]))
    small, big = b.cmp("olt", size, b.c(2.0**-k)), b.cmp("ogt", size, b.c(2.0**k))
    scale = b.select(small, b.c(2.0**k), b.select(big, b.c(2.0**-k), b.c(1.0)))
    unscale = b.select(small, b.c(2.0 ** -(k // 2)), b.select(big, b.c(2.0 ** (k // 2)), b.c(1.0)))
    scaled = (b.mul(x[0], scale), b.mul(x[1], scale))
    # Halved before adding, so that |a| + |z| does not overflow.
    t = b.mul(b.sqrt(b.add(b.mul(half, b.abs(scaled[0])), b.mul(half, b.cabs(scaled)))), unscale)
    # The other part from the unscaled operand: no underflow of a part much smaller than the other.
    a, im = x
    two_t = b.mul(b.c(2.0), t)
    positive = b.cmp("oge", a, zero)
    re = b.select(positive, t, b.div(b.abs(im), two_t))
    result_im = b.select(positive, b.div(im, two_t), b.copysign(t, im))
    is_zero = b.both(b.cmp("oeq", x[0], zero), b.cmp("oeq", x[1], zero))
    re, result_im = b.select(is_zero, zero, re), b.select(is_zero, x[1], result_im)
    inf_im = b.isinf(x[1])
    return b.select(inf_im, b.c(pymath.inf), re), b.select(inf_im, x[1], result_im)


def _rsqrt(b: PartsBuilder, x: Parts) -> Parts:
    """1 / sqrt z; where sqrt z has an infinite part, C99 Annex G's quotient of a finite number by an infinity:
    a zero (G.5.1), copysign(0, c) + copysign(0, -d) i for c + di (cdiv's is NaN + NaN i there; XLA's is a
    zero too)."""
    root = _sqrt(b, x)
    re, im = b.cdiv((b.c(1.0), b.c(0.0)), root)
    infinite = b.either(b.isinf(root[0]), b.isinf(root[1]))
    zero = b.c(0.0)
    return b.select(infinite, b.copysign(zero, root[0]), re), b.select(infinite, b.copysign(zero, b.neg(root[1])), im)


def _sin(b: PartsBuilder, x: Parts) -> Parts:
    cosh, sinh = b.cosh_sinh(x[1])
    return b.mul(b.sin(x[0]), cosh), b.mul(b.cos(x[0]), sinh)


def _cos(b: PartsBuilder, x: Parts) -> Parts:
    cosh, sinh = b.cosh_sinh(x[1])
    return b.mul(b.cos(x[0]), cosh), b.neg(b.mul(b.sin(x[0]), sinh))


def _tan(b: PartsBuilder, x: Parts) -> Parts:
    # tan z = -i tanh(iz), iz = (-b, a)
    re, im = b.ctanh((b.neg(x[1]), x[0]))
    return im, b.neg(re)


def _sign(b: PartsBuilder, x: Parts) -> Parts:
    norm = b.cabs(x)
    is_zero = b.cmp("oeq", norm, b.c(0.0))
    return b.select(is_zero, x[0], b.div(x[0], norm)), b.select(is_zero, x[1], b.div(x[1], norm))


def _pow(b: PartsBuilder, x: Parts, y: Parts) -> Parts:
    """exp(y log x), as the interpreter (reference.hlo.elementwise.complex_power): x^0 is 1 for every x (NaN
    and infinities too, where y log x is NaN), 0^y is 0 for Re y > 0 and NaN + NaN i for other y (numpy's zero
    powers; 0^y was 0 for every y but 0, 0^i and 0^-1 too)."""
    re, im = b.cexp(b.cmul(y, b.clog(x)))
    zero, one, nan = b.c(0.0), b.c(1.0), b.c(pymath.nan)
    base_zero = b.both(b.cmp("oeq", x[0], zero), b.cmp("oeq", x[1], zero))
    exponent_zero = b.both(b.cmp("oeq", y[0], zero), b.cmp("oeq", y[1], zero))
    zero_power = b.select(b.cmp("ogt", y[0], zero), zero, nan)
    return (
        b.select(exponent_zero, one, b.select(base_zero, zero_power, re)),
        b.select(exponent_zero, zero, b.select(base_zero, zero_power, im)),
    )


def _atan2(b: PartsBuilder, y: Parts, x: Parts) -> Parts:
    """atan2(y, x) = -i log((x + i y) / sqrt(x^2 + y^2)), as upstream and the StableHLO interpreter.

    -i is (-0, -1), as the StableHLO interpreter negates i (upstream builds
    (0, -1)): atan2((1, 0), (0, 0)) is (pi/2, -0), its reference result.
    """
    zero, one = b.c(0.0), b.c(1.0)
    i_y = b.cmul((zero, one), y)
    numerator = (b.add(x[0], i_y[0]), b.add(x[1], i_y[1]))
    x2, y2 = b.cmul(x, x), b.cmul(y, y)
    norm = _sqrt(b, (b.add(x2[0], y2[0]), b.add(x2[1], y2[1])))
    return b.cmul((b.c(-0.0), b.neg(one)), b.clog(b.cdiv(numerator, norm)))


UNARY: dict[type[Operation], Callable[[PartsBuilder, Parts], Parts]] = {
    complex.NegOp: _neg,
    complex.ConjOp: _conj,
    complex.ExpOp: lambda b, x: b.cexp(x),
    complex.Expm1Op: _expm1,
    complex.LogOp: lambda b, x: b.clog(x),
    complex.Log1pOp: _log1p,
    complex.SqrtOp: _sqrt,
    complex.RsqrtOp: _rsqrt,
    complex.SinOp: _sin,
    complex.CosOp: _cos,
    complex.TanOp: _tan,
    complex.TanhOp: lambda b, x: b.ctanh(x),
    complex.SignOp: _sign,
}
"""Complex-valued unary ops: their parts from the operand's parts."""

BINARY: dict[type[Operation], Callable[[PartsBuilder, Parts, Parts], Parts]] = {
    complex.AddOp: lambda b, x, y: (b.add(x[0], y[0]), b.add(x[1], y[1])),
    complex.SubOp: lambda b, x, y: (b.sub(x[0], y[0]), b.sub(x[1], y[1])),
    complex.MulOp: lambda b, x, y: b.cmul(x, y),
    complex.DivOp: lambda b, x, y: b.cdiv(x, y),
    complex.PowOp: _pow,
    complex.Atan2Op: _atan2,
}
"""Complex-valued binary ops."""

REAL: dict[type[Operation], Callable[[PartsBuilder, Parts], SSAValue]] = {
    complex.AbsOp: lambda b, x: b.cabs(x),
    complex.AngleOp: lambda b, x: b.atan2(x[1], x[0]),
}
"""Real-valued unary ops."""


@dataclass
class ComplexOpLowering(RewritePattern):
    """One complex arithmetic op (of `UNARY`, `BINARY`, `REAL`, eq/neq) to arith/math on its parts."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        kind = type(op)
        if kind not in UNARY and kind not in BINARY and kind not in REAL and kind not in _COMPARE:
            return
        complex_type = op.operands[0].type
        if not isinstance(complex_type, ComplexType) or complex_type.element_type.bitwidth not in _MAX_EXPONENT:
            return
        b = PartsBuilder(rewriter, complex_type.element_type)
        operands = [b.parts(v) for v in op.operands]
        if kind in UNARY:
            result = b.create(UNARY[kind](b, *operands), complex_type)
        elif kind in BINARY:
            result = b.create(BINARY[kind](b, *operands), complex_type)
        elif kind in REAL:
            result = REAL[kind](b, *operands)
        else:
            predicate, combine = _COMPARE[kind]
            (a, c), (d, e) = operands
            result = combine(b, b.cmp(predicate, a, d), b.cmp(predicate, c, e))
        rewriter.replace(op, [], [result])


_COMPARE = {
    complex.EqualOp: ("oeq", PartsBuilder.both),
    complex.NotEqualOp: ("une", PartsBuilder.either),
}
"""eq: both parts ordered-equal; neq: either part unordered-or-unequal (as upstream)."""


def populate_complex_to_standard_patterns() -> list[RewritePattern]:
    return [ComplexOpLowering()]


@dataclass(frozen=True)
class ConvertComplexToStandardPass(DiagnosticPass):
    """Lower complex arithmetic to arith/math on real and imaginary parts (upstream's `convert-complex-to-standard`).

    Example, `ai-opt --convert-complex-to-standard`:

        func.func @f(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
          %r = complex.mul %a, %b : complex<f32>
          func.return %r : complex<f32>
        }

    becomes

        %0 = complex.re %arg0 : complex<f32>
        %1 = complex.im %arg0 : complex<f32>
        ...
        %4 = arith.mulf %0, %2 : f32
        %5 = arith.mulf %1, %3 : f32
        %6 = arith.subf %4, %5 : f32
        ...
        %10 = complex.create %6, %9 : complex<f32>
    """

    name = "convert-complex-to-standard"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        patterns = GreedyRewritePatternApplier(populate_complex_to_standard_patterns())
        PatternRewriteWalker(InheritLocation(patterns), apply_recursively=True).rewrite_module(op)
