"""`--math-polynomial-approximation`: f32 math functions as polynomial arithmetic.

As upstream's pass of that name, each of `math.exp`, `exp2`, `expm1`,
`log`, `log2`, `log1p`, `tanh`, `erf`, `sin`, `cos`, `atan`, `atan2` and `cbrt` on `f32`
(f16/bf16 are computed in f32; `cbrt` on f64 too) becomes `arith` code with no
call (each multiply-add an `arith.mulf` and `arith.addf` with `fastmath<contract>`, which
LLVM fuses into one FMA where the CPU has FMA and leaves as two instructions where it has
not: no call to libm's `fmaf` on x86-64 and x86-64-v2): range reduction by bit manipulation, Cody-Waite
subtraction or (sin, cos) Payne-Hanek in integer arithmetic, a minimax
polynomial, and selects for the special values.
Vectorizers see plain arithmetic; `f64` ops are left for libm. Vector
operands are not rewritten yet (xDSL's arith comparisons and select are
scalar-only).

    %y = math.exp %x : f32

becomes (abridged)

    %m = %x * log2(e) + 1.5 * 2^23                      // the integer in the low bits, no rounding instruction
    %n = %m - 1.5 * 2^23
    %r = %x - %n * ln2_hi - %n * ln2_lo
    %p = 1 + %r + %r^2 * (p5 + %r * (p4 + ...))         // mulf/addf fastmath<contract> chain
    %y = %p * bitcast((%n1 + 127) << 23) * bitcast((%n2 + 127) << 23)

The coefficients are Cephes' single-precision ones (exp, log, atan, sin/cos;
tanh is built on exp's: one exp, one division and a residual step);
erf uses least-squares fits of erf(x)/x on [0, 0.75] and of erfc(x)exp(x^2)
in 1/x on [0.75, 4]. Measured maximum errors against
float64 numpy (dense sweeps, see `test/transforms/test_math_polynomial_approximation.py`)
are within a few ulp, sin and cos within 2 ulp for every finite f32 up to 3.4e38, with or
without FMA (code for x86-64: the same bounds, tanh 2.07 ulp instead of 1.91).
"""

from __future__ import annotations

import math as pymath
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    BFloat16Type,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    VectorType,
    f32,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)

from aiopt.dialects import arith
from aiopt.dialects import math as mathd
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import GreedyRewritePatternApplier
from aiopt.support.rewriting import InheritLocation, insert

_EXP_P = (1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2, 1.6666665459e-1, 5.0000001201e-1)
_LOG_P = (
    7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1, -1.2420140846e-1, 1.4249322787e-1,
    -1.6668057665e-1, 2.0000714765e-1, -2.4999993993e-1, 3.3333331174e-1,
)  # fmt: skip
_TANH_EXP_P = tuple(2.0 * c * (-2.0) ** (len(_EXP_P) - 1 - i) for i, c in enumerate(_EXP_P))
"""H with (1 - e^(-2r)) / 2 = r - r^2 H(r): Cephes' e^x = 1 + x + x^2 P(x) at x = -2r (exact power-of-2 rescaling)."""
_TANH_CLAMP = 10.0
_LOG2E = 1.44269504088896341
_ATAN_P = (8.05374449538e-2, -1.38776856032e-1, 1.99777106478e-1, -3.33329491539e-1)
_SIN_P = (-1.9515295891e-4, 8.3321608736e-3, -1.6666654611e-1)
_COS_P = (2.443315711809948e-5, -1.388731625493765e-3, 4.166664568298827e-2)
_ERF_SMALL = (
    9.472999893123395e-05, -0.000835735790594234, 0.0052168168296464895, -0.026864779825548087,
    0.11283778749652412, -0.3761263845191175, 1.1283791670697632,
)  # fmt: skip
"""erf(x)/x as a polynomial in x^2 on |x| < 0.75."""
_ERFC_SCALED = (
    -0.00810847301789643, 0.06702030535667393, -0.23804013661649248, 0.4617124770063782, -0.486907486043336,
    0.15186081053508338, 0.29510049367918895, -0.4035424849598285, 0.027502916825751886, 0.5608082908419159,
    0.00017685128332472008,
)  # fmt: skip
"""erfc(x) * exp(x^2) as a polynomial in 1/x on 0.75 <= x <= 4."""
_LN2_HI, _LN2_LO = 0.693359375, -2.12194440e-4
_MAGIC, _MAGIC_BITS = 12582912.0, 0x4B400000
"""1.5 * 2^23 and its bits: float <-> int conversion of small integers by addition."""


class F32Builder:
    """Inserts arith/math ops on f32 values of one shape (scalar or vector) before the rewritten op.

    `nvptx`: a builder for `convert-gpu-to-nvvm`, whose `muladd` is a `math.fma` and `nearest_integer`
    `math.roundeven` (one instruction each on every NVIDIA GPU: its PTX is the same for a multiply-add either way,
    and the reference interpreter then rounds each multiply-add once, as the GPU does)."""

    def __init__(self, rewriter: PatternRewriter, float_type: Attribute, nvptx: bool = False):
        self.rewriter = rewriter
        self.float_type = float_type
        self.nvptx = nvptx
        shape = float_type.get_shape() if isinstance(float_type, VectorType) else None
        self.int_type = VectorType(i32, shape) if shape is not None else i32
        self.bool_type = VectorType(i1, shape) if shape is not None else i1

    def _insert(self, op: Operation) -> SSAValue:
        self.rewriter.insert(op)
        return op.results[0]

    def _splat(self, attr: Attribute, type_: Attribute) -> SSAValue:
        if isinstance(type_, VectorType):
            value = attr.value.data
            dense = DenseIntOrFPElementsAttr.from_list(type_, [value] * type_.element_count())
            return self._insert(arith.ConstantOp(dense, type_))
        return self._insert(arith.ConstantOp(attr, type_))

    def c(self, value: float) -> SSAValue:
        """A float constant (splat)."""
        return self._splat(FloatAttr(value, f32), self.float_type)

    def ci(self, value: int) -> SSAValue:
        """An i32 constant (splat)."""
        return self._splat(IntegerAttr(value, i32), self.int_type)

    def add(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(arith.AddfOp(a, b))

    def sub(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(arith.SubfOp(a, b))

    def mul(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(arith.MulfOp(a, b))

    def div(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(arith.DivfOp(a, b))

    def fma(self, a: SSAValue, b: SSAValue, c: SSAValue) -> SSAValue:
        """a * b + c rounded once (`math.fma`): for the error-free steps of the f64 expansions (NVPTX). Where
        a CPU has no FMA (x86-64, x86-64-v2) it is a call to libm's `fmaf`; `muladd` may round twice."""
        return self._insert(mathd.FmaOp(a, b, c))

    def muladd(self, a: SSAValue, b: SSAValue, c: SSAValue) -> SSAValue:
        """a * b + c, fused or not: `arith.mulf` and `arith.addf` with `fastmath<contract>`
        (what upstream's `math-uplift-to-fma` reads as a fusable pair):

            %p = arith.mulf %a, %b fastmath<contract> : f32
            %r = arith.addf %p, %c fastmath<contract> : f32

        LLVM makes the pair one FMA instruction where the CPU has FMA (the code of `fma` there) and a
        multiply and an add where it has not, as it does `llvm.fmuladd`; the reference interpreter rounds
        twice. For the polynomial terms whose bound holds either way. A `math.fma` for `nvptx`."""
        if self.nvptx:
            return self.fma(a, b, c)
        contract = arith.FastMathFlagsAttr(["contract"])
        product = self._insert(arith.MulfOp(a, b, contract))
        return self._insert(arith.AddfOp(product, c, contract))

    def neg(self, a: SSAValue) -> SSAValue:
        return self._insert(arith.NegfOp(a))

    def abs(self, a: SSAValue) -> SSAValue:
        return self._insert(mathd.AbsFOp(a))

    def copysign(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(mathd.CopySignOp(a, b))

    def max(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(arith.MaximumfOp(a, b))

    def min(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(arith.MinimumfOp(a, b))

    def roundeven(self, a: SSAValue) -> SSAValue:
        return self._insert(mathd.RoundEvenOp(a))

    def nearest_integer(self, a: SSAValue, scale: float = 1.0) -> tuple[SSAValue, SSAValue]:
        """An integer nearest a * scale, |a * scale| < 2^(mantissa bits - 1) (f32: 2^22), as a float and as an integer
        of the same width: m = a * scale + 1.5 * 2^mantissa_bits (a `muladd`) rounds to an integer, m - 1.5 *
        2^mantissa_bits is exact, and m's low bits are the integer (`to_int` without its addition). The
        roundeven of a * scale, rounded first where the CPU has no FMA (x86-64, x86-64-v2); +0 for -0. Multiply-adds
        and additions, which every x86-64 CPU has: SSE2 (x86-64) has no rounding instruction, and LLVM calls
        libm's `roundevenf` for `roundeven`. `math.roundeven` and `to_int` for `nvptx`."""
        if self.nvptx:
            n = self.roundeven(a if scale == 1.0 else self.mul(a, self.c(scale)))
            return n, self.to_int(n)
        magic, magic_bits = self._magic()
        shift = self.c(magic)
        m = self.add(a, shift) if scale == 1.0 else self.muladd(a, self.c(scale), shift)
        return self.sub(m, shift), self.isub(self.bits(m), self.ci(magic_bits))

    def _magic(self) -> tuple[float, int]:
        """1.5 * 2^mantissa_bits and its bit pattern (`to_int`/`to_float` by addition)."""
        return _MAGIC, _MAGIC_BITS

    def floor(self, a: SSAValue) -> SSAValue:
        return self._insert(mathd.FloorOp(a))

    def _compare(self, op_type: type[arith.CmpfOp | arith.CmpiOp], predicate: str, a: SSAValue, b: SSAValue):
        # xDSL's constructors give an i1 result even for vector operands: rebuild with the right type.
        prototype = op_type(a, b, predicate)
        properties = dict(prototype.properties)
        prototype.erase()
        return self._insert(op_type.create(operands=[a, b], result_types=[self.bool_type], properties=properties))

    def cmp(self, predicate: str, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._compare(arith.CmpfOp, predicate, a, b)

    def cmpi(self, predicate: str, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._compare(arith.CmpiOp, predicate, a, b)

    def select(self, condition: SSAValue, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(arith.SelectOp(condition, a, b))

    def to_int(self, a: SSAValue) -> SSAValue:
        """An integral float with |a| < 2^22 as i32: adding 1.5 * 2^23 puts it in the low mantissa bits.

        (Also defined for vectors, which xDSL's arith.fptosi does not accept, and never poison.)
        """
        return self.isub(self.bits(self.add(a, self.c(_MAGIC))), self.ci(_MAGIC_BITS))

    def to_float(self, a: SSAValue) -> SSAValue:
        """An i32 with |a| < 2^22 as f32 (the inverse of `to_int`)."""
        return self.sub(self.from_bits(self.iadd(a, self.ci(_MAGIC_BITS))), self.c(_MAGIC))

    def bits(self, a: SSAValue) -> SSAValue:
        return self._insert(arith.BitcastOp(a, self.int_type))

    def from_bits(self, a: SSAValue) -> SSAValue:
        return self._insert(arith.BitcastOp(a, self.float_type))

    def iadd(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(arith.AddiOp(a, b))

    def isub(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(arith.SubiOp(a, b))

    def iand(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(arith.AndIOp(a, b))

    def both(self, a: SSAValue, b: SSAValue) -> SSAValue:
        """a and b (i1 conditions)."""
        return self._insert(arith.AndIOp(a, b))

    def either(self, a: SSAValue, b: SSAValue) -> SSAValue:
        """a or b (i1 conditions)."""
        return self._insert(arith.OrIOp(a, b))

    def ior(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(arith.OrIOp(a, b))

    def shl(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(arith.ShLIOp(a, b))

    def shrs(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._insert(arith.ShRSIOp(a, b))

    def poly(self, x: SSAValue, coefficients: Sequence[float]) -> SSAValue:
        """Horner's scheme with `muladd`: c0 * x^(n-1) + ... + c(n-1)."""
        result = self.c(coefficients[0])
        for coefficient in coefficients[1:]:
            result = self.muladd(result, x, self.c(coefficient))
        return result

    def is_nan(self, x: SSAValue) -> SSAValue:
        return self.cmp("uno", x, x)

    def pow2(self, n: SSAValue) -> SSAValue:
        """2^n for an i32 n in [-126, 127], built from its exponent bits."""
        return self.from_bits(self.shl(self.iadd(n, self.ci(127)), self.ci(23)))


# ---------------------------------------------------------------------------
# The approximations; each takes the builder and the f32 operand(s) and returns the result.


class FloatBuilder(F32Builder):
    """An `F32Builder` for any float width (f32 or f64): constants and bit patterns of that width."""

    def __init__(self, rewriter: PatternRewriter, float_type: Attribute, nvptx: bool = False):
        super().__init__(rewriter, float_type, nvptx)
        self.element = float_type.element_type if isinstance(float_type, VectorType) else float_type
        self.int_element = IntegerType(self.element.bitwidth)
        self.int_type = _with_element(float_type, self.int_element)

    def c(self, value: float) -> SSAValue:
        return self._splat(FloatAttr(value, self.element), self.float_type)

    def ci(self, value: int) -> SSAValue:
        return self._splat(IntegerAttr(value, self.int_element), self.int_type)

    def _magic(self) -> tuple[float, int]:
        """1.5 * 2^mantissa_bits and its bit pattern (`to_int`/`to_float` by addition)."""
        if self.element.bitwidth == 64:
            return 6755399441055744.0, 0x4338000000000000
        return _MAGIC, _MAGIC_BITS

    def to_int(self, a: SSAValue) -> SSAValue:
        """An integral float with |a| < 2^(mantissa_bits - 1) as an integer of the same width."""
        magic, magic_bits = self._magic()
        return self.isub(self.bits(self.add(a, self.c(magic))), self.ci(magic_bits))

    def to_float(self, a: SSAValue) -> SSAValue:
        """The inverse of `to_int`."""
        magic, magic_bits = self._magic()
        return self.sub(self.from_bits(self.iadd(a, self.ci(magic_bits))), self.c(magic))

    def pow2(self, n: SSAValue) -> SSAValue:
        """2^n for an integer n in the normal exponent range, built from its exponent bits."""
        if self.element.bitwidth == 64:
            return self.from_bits(self.shl(self.iadd(n, self.ci(1023)), self.ci(52)))
        return super().pow2(n)



def _exp_of_reduced(b: F32Builder, r: SSAValue, ni: SSAValue) -> SSAValue:
    """e^r * 2^ni for |r| <= ln2 / 2 and an i32 ni in [-152, 129]: Cephes' polynomial, then two scalings."""
    p = b.muladd(b.poly(r, _EXP_P), b.mul(r, r), b.add(r, b.c(1.0)))
    # 2^ni in two factors so that no factor needs an out-of-range exponent.
    half = b.shrs(ni, b.ci(1))
    return b.mul(b.mul(p, b.pow2(half)), b.pow2(b.isub(ni, half)))


def exp_approximation(b: F32Builder, x: SSAValue) -> SSAValue:
    """e^x = 2^n * e^r, n = round(x / ln2), r = x - n ln2 (two-part ln2), e^r by Cephes' polynomial."""
    clamped = b.max(b.min(x, b.c(89.0)), b.c(-104.0))
    safe = b.select(b.is_nan(x), b.c(0.0), clamped)
    n, ni = b.nearest_integer(safe, _LOG2E)
    r = b.muladd(n, b.c(-_LN2_HI), safe)
    r = b.muladd(n, b.c(-_LN2_LO), r)
    return b.select(b.is_nan(x), x, _exp_of_reduced(b, r, ni))


def exp2_approximation(b: F32Builder, x: SSAValue) -> SSAValue:
    """2^x = 2^n * e^((x - n) ln2) with n = round(x); x - n is exact."""
    clamped = b.max(b.min(x, b.c(129.0)), b.c(-152.0))
    safe = b.select(b.is_nan(x), b.c(0.0), clamped)
    n, ni = b.nearest_integer(safe)
    r = b.mul(b.sub(safe, n), b.c(pymath.log(2.0)))
    return b.select(b.is_nan(x), x, _exp_of_reduced(b, r, ni))


def _log_parts(b: F32Builder, x: SSAValue) -> tuple[SSAValue, SSAValue, SSAValue]:
    """(f, poly, e) with x = 2^e (1 + f), sqrt(1/2) <= 1 + f < sqrt(2), log(1 + f) = f + poly."""
    tiny = b.cmp("olt", x, b.c(1.17549435e-38))
    scaled = b.select(tiny, b.mul(x, b.c(8388608.0)), x)
    bits = b.bits(scaled)
    exponent = b.isub(b.shrs(bits, b.ci(23)), b.ci(126))
    exponent = b.select(tiny, b.isub(exponent, b.ci(23)), exponent)
    mantissa = b.from_bits(b.ior(b.iand(bits, b.ci(0x007FFFFF)), b.ci(0x3F000000)))
    e = b.to_float(exponent)
    small = b.cmp("olt", mantissa, b.c(0.707106781186547524))
    e = b.select(small, b.sub(e, b.c(1.0)), e)
    f = b.sub(b.select(small, b.add(mantissa, mantissa), mantissa), b.c(1.0))
    z = b.mul(f, f)
    poly = b.mul(b.mul(b.poly(f, _LOG_P), f), z)
    poly = b.muladd(b.c(-0.5), z, poly)
    return f, poly, e


def _log_special(b: F32Builder, x: SSAValue, result: SSAValue) -> SSAValue:
    """log of 0 is -inf, of a negative is NaN, of +inf is +inf, of NaN is NaN."""
    result = b.select(b.cmp("oeq", x, b.c(pymath.inf)), x, result)
    result = b.select(b.cmp("oeq", x, b.c(0.0)), b.c(-pymath.inf), result)
    return b.select(b.cmp("ult", x, b.c(0.0)), b.c(pymath.nan), result)


def log_approximation(b: F32Builder, x: SSAValue) -> SSAValue:
    """Cephes' logf: log(x) = e ln2 + log(1 + f) with a two-part ln2."""
    f, poly, e = _log_parts(b, x)
    result = b.muladd(e, b.c(_LN2_LO), poly)
    result = b.add(f, result)
    result = b.muladd(e, b.c(_LN2_HI), result)
    return _log_special(b, x, result)


def log2_approximation(b: F32Builder, x: SSAValue) -> SSAValue:
    """log2(x) = e + log(1 + f) * log2(e)."""
    f, poly, e = _log_parts(b, x)
    return _log_special(b, x, b.muladd(b.add(f, poly), b.c(_LOG2E), e))


def log1p_approximation(
    b: F32Builder, x: SSAValue, log: Callable[..., SSAValue] = log_approximation
) -> SSAValue:
    """Kahan's log1p: u = 1 + x; x where u == 1, else log(u) * x / (u - 1) (exact compensation).

    `log` is the log approximation to build on (`math_f64_approximation.log_f64` for f64)."""
    u = b.add(x, b.c(1.0))
    log_u = log(b, u)
    is_inf = b.cmp("oeq", log_u, u)
    compensated = b.mul(log_u, b.div(x, b.sub(u, b.c(1.0))))
    return b.select(b.cmp("oeq", u, b.c(1.0)), x, b.select(is_inf, log_u, compensated))


def expm1_approximation(
    b: F32Builder,
    x: SSAValue,
    exp: Callable[..., SSAValue] = exp_approximation,
    log: Callable[..., SSAValue] = log_approximation,
) -> SSAValue:
    """Kahan's expm1: u = e^x; x where u == 1, -1 where u - 1 == -1, else (u - 1) * x / log(u).

    `exp` and `log` are the approximations to build on (the f64 ones for f64)."""
    u = exp(b, x)
    u_minus_1 = b.sub(u, b.c(1.0))
    log_u = log(b, u)
    is_inf = b.cmp("oeq", log_u, u)
    compensated = b.mul(u_minus_1, b.div(x, log_u))
    result = b.select(is_inf, u, compensated)
    result = b.select(b.cmp("oeq", u_minus_1, b.c(-1.0)), b.c(-1.0), result)
    return b.select(b.cmp("oeq", u, b.c(1.0)), x, result)


def tanh_approximation(b: F32Builder, x: SSAValue) -> SSAValue:
    """tanh(x) = v / (1 - v) with v = (1 - e^(-2|x|)) / 2 and x's sign: one exp, one division, one residual
    step; no polynomial of its own for small |x| and no selects (the x86-64-v3 loop of tanh(x*y+z):
    35 instructions for 8 elements, 46 with Cephes' two branches; `bench/cpu_peers.py --isa avx2 --only tanh`).

    |x| is first cut to 10 (tanh rounds to 1 from about 9.01 on; a NaN goes through the compare and select
    and makes every later value NaN). With 2|x| = n ln2 + 2r, |r| <= ln2/4 (n by the 1.5 * 2^23 addition
    after the product, r by a multiply-add with ln2/2 rounded to f32: off by at most n * 1e-9 fused, by half an
    ulp of n ln2/2 more where the product rounds, which 2^-n scales away),
    v = (1 - 2^-n) / 2 + 2^-n h with h = (1 - e^(-2r)) / 2 = r - r^2 H(r) (Cephes' exp polynomial at -2r);
    no term cancels, and tiny x give v = h = r = |x| exactly. q = v / (1 - v) rounds 1 - v (up to one ulp of
    q near 1); the residual v - q (1 - v) = (v - q) + q v (v - q is exact: q lies in [v, 2v]) is exact up to
    one rounding where q v is fused, and q + residual (1 + q) (1 + q = 1 / (1 - v)) leaves the rounding of v
    and the last one: within 1.91 ulp (every f32, CPUs with FMA). Every multiply-add is a `muladd`: where the
    CPU has no FMA (x86-64, x86-64-v2) the product q v rounds too, within 2.07 ulp (every f32 of
    [2^-13, 10]; no call to libm's `fmaf`, which made that code 4x slower).
    """
    a = b.abs(x)
    clamp = b.c(_TANH_CLAMP)
    a = b.select(b.cmp("ogt", a, clamp), clamp, a)
    m = b.muladd(a, b.c(2.0 * _LOG2E), b.c(_MAGIC))
    n = b.sub(m, b.c(_MAGIC))
    r = b.muladd(n, b.c(-pymath.log(2.0) / 2.0), a)
    h = b.muladd(b.neg(b.mul(r, r)), b.poly(r, _TANH_EXP_P), r)
    scale = b.from_bits(b.shl(b.isub(b.ci(_MAGIC_BITS + 127), b.bits(m)), b.ci(23)))  # 2^-n
    v = b.muladd(scale, h, b.muladd(scale, b.c(-0.5), b.c(0.5)))
    q = b.div(v, b.sub(b.c(1.0), v))
    residual = b.muladd(q, v, b.sub(v, q))
    q = b.muladd(residual, b.add(q, b.c(1.0)), q)
    return b.from_bits(b.ior(b.bits(q), b.iand(b.bits(x), b.ci(-0x80000000))))


def erf_approximation(b: F32Builder, x: SSAValue) -> SSAValue:
    """x * P(x^2) below 0.75; 1 - e^(-x^2) Q(1/|x|) up to 4 (with x's sign); +-1 beyond."""
    a = b.abs(x)
    small = b.mul(x, b.poly(b.mul(x, x), _ERF_SMALL))
    safe = b.max(a, b.c(0.75))
    tail = b.mul(exp_approximation(b, b.neg(b.mul(safe, safe))), b.poly(b.div(b.c(1.0), safe), _ERFC_SCALED))
    large = b.sub(b.c(1.0), tail)
    large = b.select(b.cmp("ogt", a, b.c(4.0)), b.c(1.0), large)
    return b.select(b.cmp("olt", a, b.c(0.75)), small, b.copysign(large, x))


_TWO_OVER_PI = 0xA2F9836E_4E441529_FC2757D1_F534DDC0_DB629599_3C439041_FE5163AB
"""The first 224 fraction bits of 2/pi (fdlibm's `ipio2` table; the tests recompute them)."""


def _two_over_pi_windows() -> list[list[int]]:
    """[q][k]: bits 32(q+k) to 32(q+k)+63 of 2/pi as an i64, preceded by 32 zero bits (the integer part)."""
    words = [0] + [(_TWO_OVER_PI >> (32 * (6 - i))) & 0xFFFFFFFF for i in range(7)]
    return [[_signed64(words[q + k] << 32 | words[q + k + 1]) for k in range(3)] for q in range(5)]


def _signed64(value: int) -> int:
    return value - (1 << 64) if value >= 1 << 63 else value


def _reduce_by_half_pi(b: FloatBuilder, a: SSAValue) -> tuple[SSAValue, SSAValue]:
    """(n, r) with a = (4k + n) pi/2 + r, n in 0..3 (i64) and |r| <= pi/4 (f32), for a finite f32 a >= 2^-7.

    Payne-Hanek in integer arithmetic (as fdlibm's `__kernel_rem_pio2`, without loops):
    a = m 2^(e-150) with a 24-bit integer m and the biased exponent e, so the bits of 2/pi
    of weight 2^(151-e) and above make a * 2/pi a multiple of 4 and drop out. The next 96
    bits W (bits e-120 to e-25 of the table, after its 32 zero bits; picked by selects
    among constants and a shift) give y = m W / 2^32 mod 2^64 = a * 2/pi mod 4 in
    2.62 fixed point, to within 2^-70. n is y rounded, and r = (y - n) pi/2 in f64 is
    within about 2^-60 absolute: correct to the last f32 bit, as no f32 comes closer to
    a multiple of pi/2 than about 2^-30 relative.

        %w = (select(%q == 0, W00, ...) << %shift) >> 32          // 3 words of W
        %y = (%m * %w2 << 32) + %m * %w1 + (%m * %w0 >> 32)          // i64, wrapping
        %n = (%y + 2^61) >> 62,  %r = f32(f64(%y - (%n << 62)) * pi/2 * 2^-62)
    """
    i64_type = _with_element(b.float_type, i64)
    f64_type = _with_element(b.float_type, Float64Type())

    def c64(value: int) -> SSAValue:
        return b._splat(IntegerAttr(value, i64), i64_type)

    bits = b.bits(a)
    offset = b.isub(b.shrs(bits, b.ci(23)), b.ci(120))
    mantissa = b.ior(b.iand(bits, b.ci(0x7FFFFF)), b.ci(0x800000))
    word = b.shrs(offset, b.ci(5))
    shift = b._insert(arith.ExtUIOp(b.iand(offset, b.ci(31)), i64_type))
    m = b._insert(arith.ExtUIOp(mantissa, i64_type))
    windows = _two_over_pi_windows()
    is_word = [b.cmpi("eq", word, b.ci(q)) for q in range(1, len(windows))]
    products = []
    for k in range(3):
        pair = c64(windows[0][k])
        for q, condition in enumerate(is_word, start=1):
            pair = b.select(condition, c64(windows[q][k]), pair)
        w = b._insert(arith.ShRUIOp(b.shl(pair, shift), c64(32)))
        products.append(b._insert(arith.MuliOp(m, w)))
    high, middle, low = products
    y = b.iadd(b.iadd(b.shl(high, c64(32)), middle), b._insert(arith.ShRUIOp(low, c64(32))))
    n = b._insert(arith.ShRUIOp(b.iadd(y, c64(1 << 61)), c64(62)))
    fraction = b._insert(arith.SIToFPOp(b.isub(y, b.shl(n, c64(62))), f64_type))
    scaled = b._insert(arith.MulfOp(fraction, b._splat(FloatAttr(pymath.pi / 2**63, Float64Type()), f64_type)))
    return n, b._insert(arith.TruncFOp(scaled, b.float_type))


def _sin_cos(b: FloatBuilder, x: SSAValue, cosine: bool) -> SSAValue:
    """sin/cos of r = |x| - n pi/2 (Payne-Hanek above pi/4) by Cephes' polynomials, chosen by the quadrant n.

    Correct for every finite f32 (within 2 ulp measured; results always in [-1, 1]).
    """
    a = b.abs(x)
    reduced = b.both(b.cmp("ogt", a, b.c(pymath.pi / 4)), b.cmp("one", a, b.c(pymath.inf)))
    n, r = _reduce_by_half_pi(b, b.select(reduced, a, b.c(1.0)))
    i64_type = _with_element(b.float_type, i64)
    zero, one, two = (b._splat(IntegerAttr(v, i64), i64_type) for v in (0, 1, 2))
    n = b.select(reduced, n, zero)
    r = b.select(reduced, r, a)
    if cosine:
        n = b.iadd(n, one)  # cos(r + n pi/2) = sin(r + (n + 1) pi/2)
    z = b.mul(r, r)
    cos_poly = b.muladd(b.mul(b.poly(z, _COS_P), z), z, b.muladd(b.c(-0.5), z, b.c(1.0)))
    sin_poly = b.muladd(b.mul(b.poly(z, _SIN_P), z), r, r)
    result = b.select(b.cmpi("ne", b.iand(n, one), zero), cos_poly, sin_poly)
    result = b.select(b.cmpi("ne", b.iand(n, two), zero), b.neg(result), result)
    if not cosine:
        # sin is odd: it was computed for |x|.
        result = b.select(b.cmpi("slt", b.bits(x), b.ci(0)), b.neg(result), result)
    result = b.select(b.cmp("oeq", a, b.c(pymath.inf)), b.c(pymath.nan), result)
    return b.select(b.is_nan(x), x, result)


def sin_approximation(b: F32Builder, x: SSAValue) -> SSAValue:
    return _sin_cos(b, x, cosine=False)


def cos_approximation(b: F32Builder, x: SSAValue) -> SSAValue:
    return _sin_cos(b, x, cosine=True)


def _atan_of_magnitude(b: F32Builder, a: SSAValue) -> SSAValue:
    """atan(a) for a >= 0 (Cephes' atanf): reduce by tan(3pi/8) and tan(pi/8), an odd polynomial on [-0.4142, 0.4142]."""
    big = b.cmp("ogt", a, b.c(2.414213562373095))
    mid = b.cmp("ogt", a, b.c(0.4142135623730950))
    offset = b.select(big, b.c(pymath.pi / 2), b.select(mid, b.c(pymath.pi / 4), b.c(0.0)))
    reduced_mid = b.div(b.sub(a, b.c(1.0)), b.add(a, b.c(1.0)))
    t = b.select(big, b.div(b.c(-1.0), a), b.select(mid, reduced_mid, a))
    z = b.mul(t, t)
    return b.add(offset, b.muladd(b.mul(b.poly(z, _ATAN_P), z), t, t))


def atan_approximation(b: F32Builder, x: SSAValue) -> SSAValue:
    """atan(|x|) with the sign of x."""
    return b.copysign(_atan_of_magnitude(b, b.abs(x)), x)


def atan2_approximation(
    b: F32Builder, y: SSAValue, x: SSAValue, atan_of_magnitude: Callable[..., SSAValue] = _atan_of_magnitude
) -> SSAValue:
    """atan of min(|x|,|y|) / max(|x|,|y|) in [0, 1], moved to the quadrant of (x, y).

    `atan_of_magnitude` is atan on [0, 1] (`_atan_of_magnitude`, or the f64 one).

    0/0 and inf/inf ratios are replaced by 0 and 1, which gives the IEEE results
    (atan2(+-0, +-0) in {+-0, +-pi}, atan2(+-inf, +-inf) = +-pi/4 or +-3pi/4).
    """
    ax, ay = b.abs(x), b.abs(y)
    swap = b.cmp("ogt", ay, ax)
    ratio = b.div(b.select(swap, ax, ay), b.select(swap, ay, ax))
    both_zero = b.cmp("oeq", b.max(ax, ay), b.c(0.0))
    both_inf = b.cmp("oeq", b.min(ax, ay), b.c(pymath.inf))
    ratio = b.select(both_zero, b.c(0.0), b.select(both_inf, b.c(1.0), ratio))
    angle = atan_of_magnitude(b, ratio)
    angle = b.select(swap, b.sub(b.c(pymath.pi / 2), angle), angle)
    x_negative = b.cmpi("slt", b.bits(x), b.ci(0))  # the sign bit, so that x = -0 counts
    angle = b.select(x_negative, b.sub(b.c(pymath.pi), angle), angle)
    return b.copysign(angle, y)


_CBRT_FORMAT = {32: (23, 127, 24, 3), 64: (52, 1023, 54, 4)}
"""Per float width: mantissa bits, exponent bias, the power of 2 (a multiple of 3) that makes
subnormals normal, and the Newton steps that reach the last bit from the first guess."""


def cbrt_approximation(b: FloatBuilder, x: SSAValue) -> SSAValue:
    """Cube root: a first guess from the bits (exponent / 3), then Newton steps y += (x/y^2 - y)/3.

    The guess `bits(|x|)/3 + 2/3 * bias << mantissa` is within 10%; each step squares the
    error, so 3 steps (f32) or 4 (f64) leave the rounding of the last. Subnormals are scaled
    by 2^k (k a multiple of 3) first; zeros, infinities and NaN are their own cube roots.
    """
    mantissa, bias, scale, steps = _CBRT_FORMAT[b.element.bitwidth]
    ax = b.abs(x)
    subnormal = b.cmp("olt", ax, b.c(2.0 ** (1 - bias)))
    scaled = b.select(subnormal, b.mul(ax, b.c(2.0**scale)), ax)
    guess_bits = b.iadd(b._insert(arith.DivUIOp(b.bits(scaled), b.ci(3))), b.ci((2 * bias << mantissa) // 3))
    y = b.from_bits(guess_bits)
    third = b.c(1.0 / 3.0)
    for _ in range(steps):
        y = b.add(y, b.mul(b.sub(b.div(scaled, b.mul(y, y)), y), third))
    y = b.select(subnormal, b.mul(y, b.c(2.0 ** -(scale // 3))), y)
    special = b.either(b.cmp("oeq", ax, b.c(0.0)), b.cmp("ueq", ax, b.c(pymath.inf)))
    return b.copysign(b.select(special, ax, y), x)


APPROXIMATIONS: dict[type[Operation], Callable[..., SSAValue]] = {
    mathd.ExpOp: exp_approximation,
    mathd.Exp2Op: exp2_approximation,
    mathd.ExpM1Op: expm1_approximation,
    mathd.LogOp: log_approximation,
    mathd.Log2Op: log2_approximation,
    mathd.Log1pOp: log1p_approximation,
    mathd.TanhOp: tanh_approximation,
    mathd.ErfOp: erf_approximation,
    mathd.SinOp: sin_approximation,
    mathd.CosOp: cos_approximation,
    mathd.AtanOp: atan_approximation,
    mathd.Atan2Op: atan2_approximation,
    mathd.CbrtOp: cbrt_approximation,
}
"""The approximation of each math op: takes the builder and the op's f32 operands."""

F64_APPROXIMATIONS = frozenset({mathd.CbrtOp})
"""Ops approximated on f64 too (upstream's pass has f32 only; libm's cbrt is not callable from lowered code)."""


def _element(type_: Attribute) -> Attribute | None:
    """The type of a scalar; None for vectors, tensors and others.

    The builder handles vectors, but xDSL 0.74's `arith.cmpf`, `arith.cmpi` and
    `arith.select` accept only i1 conditions, so vector operands stay for now.
    """
    return None if hasattr(type_, "get_shape") else type_


def _with_element(type_: Attribute, element: Attribute) -> Attribute:
    return VectorType(element, type_.get_shape()) if isinstance(type_, VectorType) else element


@dataclass
class PolynomialApproximation(RewritePattern):
    """A math op of `APPROXIMATIONS` on f32 (f16/bf16 via f32), scalar or vector, to its arithmetic (multiply-adds
    as `math.fma` for `nvptx`: see `F32Builder`)."""

    op_types = tuple(APPROXIMATIONS)
    nvptx: bool = False

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        approximation = APPROXIMATIONS.get(type(op))
        if approximation is None:
            return
        type_ = op.results[0].type
        element = _element(type_)
        if isinstance(element, Float64Type) and type(op) in F64_APPROXIMATIONS:
            rewriter.replace(op, [], [approximation(FloatBuilder(rewriter, type_, self.nvptx), *op.operands)])
            return
        if not isinstance(element, Float32Type | Float16Type | BFloat16Type):
            return
        replace_computed_in_f32(op, rewriter, lambda compute_type, *operands: approximation(
            FloatBuilder(rewriter, compute_type, self.nvptx), *operands))


def replace_computed_in_f32(
    op: Operation, rewriter: PatternRewriter, compute: Callable[..., SSAValue], wide: Attribute = f32
) -> None:
    """Replace `op` (f32, f16 or bf16 result, scalar or vector) by `compute(compute_type, *operands)` on f32:
    f16 and bf16 operands extended to f32 first and the result truncated back, as upstream's approximations
    compute narrow floats. (`wide=f64`: every operand extended to f64 and the result truncated.)"""
    type_ = op.results[0].type
    element = type_.element_type if isinstance(type_, VectorType) else type_
    compute_type = _with_element(type_, wide)
    operands = list(op.operands)
    if element != wide:
        operands = [insert(rewriter, arith.ExtFOp(operand, compute_type)) for operand in operands]
    result = compute(compute_type, *operands)
    if element != wide:
        result = insert(rewriter, arith.TruncFOp(result, type_))
    rewriter.replace(op, [], [result])


@dataclass(frozen=True)
class MathPolynomialApproximationPass(DiagnosticPass):
    """Approximate f32 math functions with polynomials (upstream's `math-polynomial-approximation`).

    Example, `ai-opt --math-polynomial-approximation`:

        func.func @f(%a: f32) -> f32 {
          %r = math.exp %a : f32
          func.return %r : f32
        }

    becomes (x clamped, rounded to a multiple of ln 2 by adding 1.5 * 2^23, reduced, a polynomial of multiply-adds
    LLVM may fuse, scaled by 2^k)

        %cst = arith.constant 8.900000e+01 : f32
        %0 = arith.minimumf %arg0, %cst : f32
        ...
        %cst_2 = arith.constant 0x4B400000 : f32
        %cst_3 = arith.constant 1.44269502 : f32
        %4 = arith.mulf %3, %cst_3 fastmath<contract> : f32
        %5 = arith.addf %4, %cst_2 fastmath<contract> : f32
        %6 = arith.subf %5, %cst_2 : f32
        %7 = arith.bitcast %5 : f32 to i32
        ...
    """

    name = "math-polynomial-approximation"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        walker = PatternRewriteWalker(
            InheritLocation(GreedyRewritePatternApplier([PolynomialApproximation()])), apply_recursively=False
        )
        walker.rewrite_module(op)
