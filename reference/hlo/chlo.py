"""Reference semantics of the chlo ops.

The broadcasting ops broadcast their operands, then compute what the
element-wise stablehlo op of the same name computes. The special functions
are evaluated in float64 (complex128) to within a few float64 ulps (near the
zeros of lgamma and digamma on the negative axis, to a few ulps of 1), then
rounded to the result type, so that lowerings for any float type can be
checked against them. At poles and outside their domains they follow the
upstream chlo decompositions:

- lgamma is +inf at 0, the negative integers and +-inf;
- digamma is NaN at 0, the negative integers and -inf;
- zeta(x, q) is NaN for x < 1, +inf for x = 1, NaN for q <= 0 unless x is an
  integer, and at integer q <= 0 +inf for even x and NaN otherwise;
- polygamma(n, x) is NaN unless n is a natural number;
- erf_inv is +-inf at +-1 and NaN beyond.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

import numpy as np
from xdsl.dialects.builtin import BFloat16Type, TensorType
from xdsl.ir import Attribute

from aiopt.dialects.hlo.types import DYNAMIC, element_type_of, shape_of
from aiopt.reference.hlo import as_result
from aiopt.reference.hlo.core import constant as _constant
from aiopt.reference.hlo.elementwise import _complex, binary_values, compare, total_order_key
from aiopt.reference.hlo.reductions import check_row_holds_k
from aiopt.reference.hlo.shape_checks import IntMath, dynamic_reshape_checks
from aiopt.reference.semantics import Implementations
from aiopt.support.broadcasting import minimum_broadcast_shapes
from aiopt.support.diagnostics import RuntimeCheckError

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def _cast(value, result_type: Attribute) -> np.ndarray:
    """`value` in the result's element type; its shape is the computed one, whatever `?` the type has."""
    return as_result(value, element_type_of(result_type))


def _elementwise_float64(function: Callable[..., float]) -> Callable[..., np.ndarray]:
    """A scalar function of floats applied element-wise to float64 copies of arrays."""
    vectorized = np.vectorize(function, otypes=[np.float64])
    return lambda *arrays: vectorized(*(np.asarray(a, dtype=np.float64) for a in arrays))


# ---------------------------------------------------------------------------
# Series coefficients


@cache
def _bernoulli(count: int) -> tuple[Fraction, ...]:
    """B_2, B_4, ..., B_2count (Akiyama-Tanigawa)."""
    numbers: list[Fraction] = []
    row: list[Fraction] = []
    for m in range(2 * count + 1):
        row.append(Fraction(1, m + 1))
        for j in range(m, 0, -1):
            row[j - 1] = j * (row[j - 1] - row[j])
        if m >= 2 and m % 2 == 0:
            numbers.append(row[0])
    return tuple(numbers)


_ZETA_BERNOULLI_TERMS = 12
_EULER_GAMMA = 0.57721566490153286061


# ---------------------------------------------------------------------------
# Hurwitz zeta and polygamma


def _power(base: float, exponent: float) -> float:
    """base ** exponent, +-inf where it overflows."""
    try:
        return math.pow(base, exponent)
    except OverflowError:
        odd = _is_integer(exponent) and exponent % 2 == 1
        return -math.inf if base < 0 and odd else math.inf


def _zeta_sum(x: float, q: float) -> float:
    """sum over k >= 0 of (q + k)^-x, for x > 1 where the series or its continuation is defined.

    The first terms are summed directly until q + k >= x + 12, where the
    Euler-Maclaurin remainder's Bernoulli terms shrink quickly.
    """
    if x == math.inf:
        return 0.0 if q > 1 else 1.0 if q == 1 else math.inf
    if q == math.inf:
        return 0.0
    start = max(0, math.ceil(x + 12 - q))
    terms = [_power(q + k, -x) for k in range(start)]
    a = q + start
    power = _power(a, -x)
    terms += [power * a / (x - 1), power / 2]
    # B_2j / (2j)! * x (x+1) ... (x+2j-2) * a^(-x-2j+1)
    factor = power / a * x
    for j, b in enumerate(_bernoulli(_ZETA_BERNOULLI_TERMS), start=1):
        term = float(b) / math.factorial(2 * j) * factor
        terms.append(term)
        if abs(term) < 1e-18 * abs(terms[0]):
            break
        factor *= (x + 2 * j - 1) * (x + 2 * j) / (a * a)
    return math.fsum(terms)


def _is_integer(x: float) -> bool:
    """Whether x is integral; so are +-inf, as floor(x) == x there."""
    return math.isinf(x) or x == math.floor(x)


def zeta(x: float, q: float) -> float:
    """The Hurwitz zeta function, with chlo's conventions at poles and outside the domain, in the order its
    decomposition applies them (the last one wins): x == 1 is +inf; at a pole q = 0, -1, ..., -inf, +inf for an
    even x (x < 1 too: zeta(-2, 0) is +inf, as compiled code and XLA give) and NaN otherwise; then NaN for
    x < 1 and for q <= 0 with a fractional x. Where x or q is +inf its sum is NaN unless q^-x alone decides it
    (q <= 1 or q < 0): the decomposition's Euler-Maclaurin terms multiply 0 by inf there (zeta(2, inf) and
    zeta(inf, 5) are NaN in compiled code and XLA, not their limit 0)."""
    if x == 1:
        return math.inf
    if q <= 0 and _is_integer(q):
        return math.inf if not math.isnan(x) and _is_integer(x) and x % 2 == 0 else math.nan
    if math.isnan(x) or math.isnan(q) or x < 1:
        return math.nan
    if q <= 0 and not _is_integer(x) or q == math.inf or x == math.inf and q > 1:
        return math.nan
    return _zeta_sum(x, q)


def polygamma(n: float, x: float) -> float:
    """The n-th derivative of digamma: (-1)^(n+1) n! zeta(n + 1, x) for natural n."""
    if math.isnan(n) or n < 0 or not _is_integer(n):
        return math.nan
    if n == 0:
        return digamma(x)
    order = int(n)
    factorial = float(math.factorial(order)) if order <= 170 else math.inf
    sign = 1.0 if order % 2 else -1.0
    return sign * factorial * zeta(n + 1, x)


# ---------------------------------------------------------------------------
# Digamma and lgamma


_DIGAMMA_ROOT_DIGITS = Fraction("1.46163214496836234126265954232572132846819620400644")
_DIGAMMA_ROOT = float(_DIGAMMA_ROOT_DIGITS)
_DIGAMMA_ROOT_LOW = float(_DIGAMMA_ROOT_DIGITS - Fraction(_DIGAMMA_ROOT))
"""digamma's positive zero as a double-double, _DIGAMMA_ROOT + _DIGAMMA_ROOT_LOW."""


@cache
def _digamma_root_coefficients() -> tuple[float, ...]:
    """Taylor coefficients of digamma at its positive zero: (-1)^(k+1) zeta(k + 1, root) for k >= 1."""
    return tuple((-1) ** (k + 1) * _zeta_sum(k + 1, _DIGAMMA_ROOT) for k in range(1, 40))


def _digamma_positive(x: float) -> float:
    """digamma for x > 0: recurrence up to 10, then the asymptotic series."""
    terms = []
    while x < 10:
        terms.append(-1 / x)
        x += 1
    inverse_square = 1 / (x * x)
    power = inverse_square
    for j, b in enumerate(_bernoulli(8), start=1):
        terms.append(-float(b) / (2 * j) * power)
        power *= inverse_square
    terms += [math.log(x), -0.5 / x]
    return math.fsum(terms)


def digamma(x: float) -> float:
    """The digamma function; NaN at 0, the negative integers and -inf."""
    if math.isnan(x) or (x <= 0 and _is_integer(x)):
        return math.nan
    if x == math.inf:
        return math.inf
    if x < 0:
        # Reflection, with pi x reduced to [-pi/2, pi/2] exactly: psi(x) = psi(1 - x) - pi cot(pi x).
        reduced = x - round(x)
        return digamma(1 - x) - math.pi / math.tan(math.pi * reduced)
    if abs(x - _DIGAMMA_ROOT) < 0.25:
        # Near the zero the recurrence cancels; the Taylor series at the zero keeps relative accuracy.
        delta = (x - _DIGAMMA_ROOT) - _DIGAMMA_ROOT_LOW
        return math.fsum(c * delta ** (k + 1) for k, c in enumerate(_digamma_root_coefficients()))
    return _digamma_positive(x)


@cache
def _zeta_integers_minus_one() -> tuple[float, ...]:
    """zeta(k) - 1 for k = 2, 3, ..., 60."""
    return tuple(_zeta_sum(k, 2.0) for k in range(2, 61))


def lgamma(x: float) -> float:
    """log |gamma(x)|; +inf at the poles and at +-inf."""
    if x <= 0 and _is_integer(x):
        return math.inf
    if not 0 < x < 4:
        return math.lgamma(x)
    # Python's lgamma loses relative accuracy near the zeros at 1 and 2. Shift x into [0.5, 2.5)
    # with lgamma(x) = lgamma(x + 1) - log(x) and lgamma(x) = lgamma(x - 1) + log(x - 1), then
    # use the Taylor series lgamma(1 + e) = -gamma e + sum_k>=2 (-1)^k zeta(k) e^k / k or
    # lgamma(2 + e) = (1 - gamma) e + sum_k>=2 (-1)^k (zeta(k) - 1) e^k / k.
    terms = []
    if x < 0.5:
        terms.append(-math.log(x))
        x += 1
    while x >= 2.5:
        x -= 1
        terms.append(math.log(x))
    zero, zeta_offset = (1.0, 1.0) if x < 1.5 else (2.0, 0.0)
    epsilon = x - zero
    terms.append((1 - zeta_offset - _EULER_GAMMA) * epsilon)
    for k, zeta_minus_one in enumerate(_zeta_integers_minus_one(), start=2):
        terms.append((-1) ** k * (zeta_minus_one + zeta_offset) * epsilon**k / k)
    return math.fsum(terms)


# ---------------------------------------------------------------------------
# Error function and its inverse


def erf_inv(y: float) -> float:
    """The x with erf(x) = y: Winitzki's approximation refined by Halley's method."""
    if math.isnan(y) or abs(y) > 1:
        return math.nan
    if abs(y) == 1:
        return math.copysign(math.inf, y)
    if y == 0:
        return y
    magnitude = abs(y)
    # Winitzki (a = 0.147), written to avoid cancellation; relative error below 2e-3.
    a = 0.147
    if magnitude < 0.5:
        log_term = math.log1p(-magnitude * magnitude)
    else:
        log_term = math.log((1 - magnitude) * (1 + magnitude))
    t = 2 / (math.pi * a) + log_term / 2
    x = math.sqrt(-log_term / a / (math.sqrt(t * t - log_term / a) + t))
    complement = 1 - magnitude  # exact for magnitude >= 0.5
    for _ in range(4):
        # f = erf(x) - y, computed as complement - erfc(x) near 1; f' = 2/sqrt(pi) e^-x^2, f'' = -2x f'.
        residual = math.erf(x) - magnitude if magnitude < 0.5 else complement - math.erfc(x)
        slope = 2 / math.sqrt(math.pi) * math.exp(-x * x)
        x -= residual / (slope + x * residual)
    return math.copysign(x, y)


# ---------------------------------------------------------------------------
# Bessel I1


def bessel_i1e(x: float) -> float:
    """exp(-|x|) I1(x): the power series up to |x| = 30, the asymptotic expansion beyond."""
    if math.isnan(x):
        return x
    z = abs(x)
    if z == math.inf:
        return math.copysign(0.0, x)
    if z <= 30:
        # I1(z) = sum_k (z/2)^(2k+1) / (k! (k+1)!)
        half = z / 2
        term = total = half
        terms = [term]
        k = 0
        while term > 1e-18 * total:
            k += 1
            term *= half * half / (k * (k + 1))
            terms.append(term)
            total += term
        value = math.fsum(terms) * math.exp(-z)
    else:
        # exp(-z) I1(z) ~ 1/sqrt(2 pi z) sum_k (-1)^k prod_{j<=k} (4 - (2j-1)^2) / (j 8z)
        term = 1.0
        terms = [term]
        for j in range(1, 60):
            term *= -(4 - (2 * j - 1) ** 2) / (j * 8 * z)
            terms.append(term)
            if abs(term) < 1e-18:
                break
        value = math.fsum(terms) / math.sqrt(2 * math.pi * z)
    return math.copysign(value, x)


# ---------------------------------------------------------------------------
# Unary ops


def _square(x: np.ndarray) -> np.ndarray:
    if x.dtype.kind == "c":
        return _complex((x.real - x.imag) * (x.real + x.imag), 2 * x.real * x.imag)
    return x * x


def _unsigned_zero_cut(function: Callable[[np.ndarray], np.ndarray], part: str) -> Callable[[np.ndarray], np.ndarray]:
    """`function` of complex numbers whose `part` ("real" or "imag") is -0 taken at +0, as chlo's decompositions
    (and XLA) place a point on a branch cut: they test Im z < 0 (asin, acos, acosh; the cut along the real
    axis) or Re z < 0 (asinh; along the imaginary axis), where C99's (numpy's) functions read the zero's sign:
    asin(2 - 0i) is pi/2 + 1.317i in chlo, pi/2 - 1.317i in C99."""

    def apply(z: np.ndarray) -> np.ndarray:
        if z.dtype.kind != "c":
            return function(z)
        re, im = z.real, z.imag
        if part == "real":
            re = np.where(re == 0, 0.0, re)
        else:
            im = np.where(im == 0, 0.0, im)
        return function(_complex(re, im).astype(z.dtype))

    return apply


def _asin_acos_kernel(z: np.ndarray) -> np.ndarray:
    """w with w.real = Re sqrt((1 - z)(1 + z)) = cos(Re asin z) cosh(Im asin z) and w.imag = |Im asin z|."""
    return (np.sqrt(1 - z) * np.sqrt(1 + z)).real + 1j * np.abs(np.arcsin(z).imag)


_FLOAT64_UNARY: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "chlo.acos": _unsigned_zero_cut(np.arccos, "imag"),
    "chlo.acosh": _unsigned_zero_cut(np.arccosh, "imag"),
    "chlo.asin": _unsigned_zero_cut(np.arcsin, "imag"),
    "chlo.asinh": _unsigned_zero_cut(np.arcsinh, "real"),
    "chlo.atan": np.arctan,
    "chlo.atanh": np.arctanh,
    "chlo.conj": np.conj,
    "chlo.cosh": np.cosh,
    "chlo.sinh": np.sinh,
    "chlo.tan": np.tan,
    "chlo.square": _square,
    "chlo._asin_acos_kernel": _asin_acos_kernel,
}

_SPECIAL_UNARY: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "chlo.bessel_i1e": _elementwise_float64(bessel_i1e),
    "chlo.digamma": _elementwise_float64(digamma),
    "chlo.erf": _elementwise_float64(math.erf),
    "chlo.erfc": _elementwise_float64(math.erfc),
    "chlo.erf_inv": _elementwise_float64(erf_inv),
    "chlo.lgamma": _elementwise_float64(lgamma),
}


def _float64(x: np.ndarray) -> np.ndarray:
    return x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)


@IMPLEMENTATIONS.register(*_FLOAT64_UNARY)
def float64_unary(interpreter, op, args):
    (x,) = args
    with np.errstate(all="ignore"):
        return (_cast(_FLOAT64_UNARY[op.name](_float64(x)), op.result.type),)


@IMPLEMENTATIONS.register(*_SPECIAL_UNARY)
def special_unary(interpreter, op, args):
    (x,) = args
    if x.dtype.kind == "c":
        raise NotImplementedError(f"{op.name} of complex numbers is not supported by the reference interpreter")
    return (_cast(_SPECIAL_UNARY[op.name](x), op.result.type),)


_INF_TESTS = {"chlo.is_inf": np.isinf, "chlo.is_neg_inf": np.isneginf, "chlo.is_pos_inf": np.isposinf}


@IMPLEMENTATIONS.register(*_INF_TESTS)
def inf_test(interpreter, op, args):
    (x,) = args
    return (_cast(_INF_TESTS[op.name](x), op.result.type),)


# ---------------------------------------------------------------------------
# Binary ops


def next_after(x: np.ndarray, y: np.ndarray, element_type: Attribute) -> np.ndarray:
    """C's nextafter on the bits of the element type (bf16 values are held in float32)."""
    is_bf16 = isinstance(element_type, BFloat16Type)
    bits = 16 if is_bf16 else x.dtype.itemsize * 8
    unsigned = np.dtype(f"uint{bits}")

    def to_bits(values: np.ndarray) -> np.ndarray:
        # np.asarray, not np.ascontiguousarray: that one makes a 0-d operand 1-d (tensor<f32> gave tensor<1xf32>).
        values = np.asarray(values, order="C")
        return (values.view(np.uint32) >> 16).astype(np.uint16) if is_bf16 else values.view(unsigned)

    x_bits, y_bits = to_bits(x), to_bits(y)
    sign = unsigned.type(1 << (bits - 1))
    one = unsigned.type(1)
    away_from_zero = (y > x) == (x > 0)
    stepped = np.where(away_from_zero, x_bits + one, x_bits - one)
    result = np.where(x == 0, (y_bits & sign) | one, stepped)
    result = np.where(x == y, y_bits, result).astype(unsigned)
    values = (result.astype(np.uint32) << 16).view(np.float32) if is_bf16 else result.view(x.dtype)
    return np.where(np.isnan(x) | np.isnan(y), np.nan, values).astype(x.dtype)


_SPECIAL_BINARY: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "chlo.polygamma": _elementwise_float64(polygamma),
    "chlo.zeta": _elementwise_float64(zeta),
}


@IMPLEMENTATIONS.register("chlo.next_after")
def next_after_op(interpreter, op, args):
    x, y = args
    return (_cast(next_after(x, y, element_type_of(op.result.type)), op.result.type),)


@IMPLEMENTATIONS.register(*_SPECIAL_BINARY)
def special_binary(interpreter, op, args):
    a, b = args
    return (_cast(_SPECIAL_BINARY[op.name](a, b), op.result.type),)


# ---------------------------------------------------------------------------
# Broadcasting ops


def _broadcast_operands(op, args) -> list[np.ndarray]:
    """The operands broadcast to the result shape, numpy-style or by broadcast_dimensions."""
    dimensions = op.dimensions
    if dimensions is None:
        return np.broadcast_arrays(*args)
    lhs, rhs = args
    small, large = (lhs, rhs) if lhs.ndim <= rhs.ndim else (rhs, lhs)
    order = np.argsort(dimensions)
    shape = [1] * large.ndim
    for small_dim in order:
        shape[dimensions[small_dim]] = small.shape[small_dim]
    placed = np.transpose(small, order).reshape(shape)
    small, large = np.broadcast_arrays(placed, large)
    return [small, large] if lhs.ndim <= rhs.ndim else [large, small]


_BROADCASTING = {
    name: name.removeprefix("chlo.broadcast_")
    for name in (
        "chlo.broadcast_add", "chlo.broadcast_atan2", "chlo.broadcast_divide", "chlo.broadcast_maximum",
        "chlo.broadcast_minimum", "chlo.broadcast_multiply", "chlo.broadcast_power", "chlo.broadcast_remainder",
        "chlo.broadcast_shift_left", "chlo.broadcast_shift_right_arithmetic", "chlo.broadcast_shift_right_logical",
        "chlo.broadcast_subtract", "chlo.broadcast_and", "chlo.broadcast_or", "chlo.broadcast_xor",
        "chlo.broadcast_complex",
    )
}  # fmt: skip
"""The broadcasting ops that are stablehlo's element-wise op of their name after the broadcast."""


@IMPLEMENTATIONS.register(*_BROADCASTING)
def broadcasting_binary(interpreter, op, args):
    lhs, rhs = _broadcast_operands(op, args)
    element = element_type_of(op.result.type)
    return (_cast(binary_values(_BROADCASTING[op.name], lhs, rhs, element), op.result.type),)


@IMPLEMENTATIONS.register("chlo.broadcast_polygamma", "chlo.broadcast_zeta")
def broadcasting_special(interpreter, op, args):
    lhs, rhs = _broadcast_operands(op, args)
    with np.errstate(all="ignore"):
        return (_cast(_SPECIAL_BINARY[op.name.replace("broadcast_", "")](lhs, rhs), op.result.type),)


@IMPLEMENTATIONS.register("chlo.broadcast_next_after")
def broadcast_next_after(interpreter, op, args):
    lhs, rhs = _broadcast_operands(op, args)
    return (_cast(next_after(lhs, rhs, element_type_of(op.result.type)), op.result.type),)


@dataclass(frozen=True)
class _CompareAtRunTimeShape:
    """What stablehlo.compare's semantics read from an op, with the result's run-time shape as its type."""

    direction: str
    compare_type: Attribute | None
    result_types: tuple[Attribute, ...]


@IMPLEMENTATIONS.register("chlo.broadcast_compare")
def broadcast_compare(interpreter, op, args):
    lhs, rhs = _broadcast_operands(op, args)
    result_type = TensorType(element_type_of(op.result.type), list(lhs.shape))
    return compare(interpreter, _CompareAtRunTimeShape(op.direction, op.compare_type, (result_type,)), (lhs, rhs))


@IMPLEMENTATIONS.register("chlo.broadcast_select")
def broadcast_select(interpreter, op, args):
    pred, on_true, on_false = np.broadcast_arrays(*args)
    return (_cast(np.where(pred, on_true, on_false), op.result.type),)


@IMPLEMENTATIONS.register("chlo.mulhi")
def mulhi(interpreter, op, args):
    """The top N bits of the exact 2N-bit product, in Python integers (floor shift: arithmetic)."""
    lhs, rhs = (np.asarray(a).astype(object) for a in args)
    width = element_type_of(op.result.type).width.data
    return (_cast(np.asarray(lhs * rhs) >> width, op.result.type),)


# ---------------------------------------------------------------------------
# Constants, top_k, ragged_dot


@IMPLEMENTATIONS.register("chlo.constant")
def constant(interpreter, op, args):
    return _constant(interpreter, op, args)


@IMPLEMENTATIONS.register("chlo.constant_like")
def constant_like(interpreter, op, args):
    (operand,) = args
    return (_cast(np.full(operand.shape, op.value.value.data), op.result.type),)


def _descending_order(keys: np.ndarray) -> np.ndarray:
    """Indices that sort the last axis from largest to smallest, lower index first among equals."""
    size = keys.shape[-1]
    ascending_of_reversed = np.argsort(np.flip(keys, axis=-1), axis=-1, kind="stable")
    return size - 1 - np.flip(ascending_of_reversed, axis=-1)


@IMPLEMENTATIONS.register("chlo.top_k")
def top_k(interpreter, op, args):
    (x,) = args
    if x.dtype.kind == "c":
        raise NotImplementedError("top_k of complex numbers is not supported by the reference interpreter")
    check_row_holds_k(op, x, op.k.value.data)
    # Floats are ordered totally: -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN.
    keys = total_order_key(x) if x.dtype.kind == "f" else x
    indices = _descending_order(keys)[..., : op.k.value.data]
    values = np.take_along_axis(x, indices, axis=-1)
    return _cast(values, op.values.type), _cast(indices, op.indices.type)


def _group_ids(group_sizes: np.ndarray, length: int) -> np.ndarray:
    """The group of each position along a ragged dimension of `length`; the group count past the last group.

    group_sizes has shape [..., g]; the result has shape [..., length].
    """
    ends = np.cumsum(group_sizes.astype(np.int64), axis=-1)
    return np.sum(np.arange(length) >= ends[..., :, None], axis=-2)


def _place(ids: np.ndarray, axes: list[int], rank: int) -> np.ndarray:
    """ids with its dimensions at the last len(ids.shape) of `axes` (increasing) of a rank-`rank` array."""
    shape = [1] * rank
    for size, axis in zip(ids.shape, axes[-ids.ndim :]):
        shape[axis] = size
    return ids.reshape(shape)


def _accumulation_dtype(x: np.ndarray) -> np.dtype:
    return np.dtype(np.complex128 if x.dtype.kind == "c" else np.float64 if x.dtype.kind == "f" else np.int64)


@IMPLEMENTATIONS.register("chlo.ragged_dot", "ragged_dot")
def ragged_dot(interpreter, op, args):
    """chlo.ragged_dot and mhlo.ragged_dot (whose `dimensions` give the same fields)."""
    lhs, rhs, group_sizes = args
    lhs_batch, rhs_batch = op.dimensions("lhs_batching_dimensions"), op.dimensions("rhs_batching_dimensions")
    lhs_contract = op.dimensions("lhs_contracting_dimensions")
    rhs_contract = op.dimensions("rhs_contracting_dimensions")
    (ragged,) = op.dimensions("lhs_ragged_dimensions")
    rhs_group = op.dimensions("rhs_group_dimensions")
    lhs_free = [d for d in range(lhs.ndim) if d not in lhs_batch and d not in lhs_contract]
    rhs_free = [d for d in range(rhs.ndim) if d not in (*rhs_batch, *rhs_contract, *rhs_group)]
    # Canonical layouts: lhs [batch, free, contracting], rhs [group?, batch, contracting, free], result
    # [batch, lhs free, rhs free]. group_sizes covers the batch dimensions and those of the ragged
    # dimension's kind before it, or only the ragged dimension.
    lhs_c = np.transpose(lhs, [*lhs_batch, *lhs_free, *lhs_contract]).astype(_accumulation_dtype(lhs))
    rhs_c = np.transpose(rhs, [*rhs_group, *rhs_batch, *rhs_contract, *rhs_free]).astype(_accumulation_dtype(rhs))
    nb, nf, nc, nr = len(lhs_batch), len(lhs_free), len(lhs_contract), len(rhs_free)
    letters = iter("abcdefghijklmnopqrstuvwxyz")
    b, f, c, r = ("".join(next(letters) for _ in range(n)) for n in (nb, nf, nc, nr))
    spec = f"{b}{f}{c},{b}{c}{r}->{b}{f}{r}"
    groups = group_sizes.shape[-1]
    ids = _group_ids(group_sizes, lhs.shape[ragged])
    batch_axes = list(range(nb))

    if ragged in lhs_contract:
        # [g, batch, lhs free, rhs free]: group i contracts over its range of the ragged dimension.
        # Both sides keep only the group's range (selected, not multiplied by a 0/1 mask: an inf or NaN
        # outside it, on either side, times 0 would be NaN).
        position = lhs_contract.index(ragged)
        lhs_ids = _place(ids, [*batch_axes, *range(nb + nf, nb + nf + position + 1)], nb + nf + nc)
        rhs_ids = _place(ids, [*batch_axes, *range(nb, nb + position + 1)], nb + nc + nr)
        value = np.stack(
            [
                np.einsum(spec, np.where(lhs_ids == group, lhs_c, 0), np.where(rhs_ids == group, rhs_c, 0))
                for group in range(groups)
            ]
        )
    elif ragged in lhs_batch:
        # dot_general: the groups split batch entries that each multiply their own rhs anyway (jax's
        # _ragged_dot_general_impl and XLA's RaggedDotRewriter give dot_general, whatever the group sizes).
        value = np.einsum(spec, lhs_c, rhs_c)
    else:
        # Rows of group i multiply rhs group i; rows past the last group are 0.
        axes = [*batch_axes, *range(nb, nb + lhs_free.index(ragged) + 1)]
        placed = _place(ids, axes, nb + nf + nr)
        value = np.zeros([*lhs_c.shape[: nb + nf], *rhs_c.shape[1 + nb + nc :]], lhs_c.dtype)
        # Selected, not multiplied by a 0/1 mask: another group's inf or NaN times 0 would be NaN.
        for group in range(groups):
            value = np.where(placed == group, np.einsum(spec, lhs_c, rhs_c[group]), value)
    return (_cast(value, op.result.type),)


# ---------------------------------------------------------------------------
# scan


@IMPLEMENTATIONS.register("chlo.scan")
def scan(interpreter, op, args):
    """Run the body at each position of the scan dimension (last first when reversed), stacking the
    output slices along it and threading the carries."""
    inputs, carries = args[: len(op.inputs)], tuple(args[len(op.inputs) :])
    dimension = op.dimension.value.data
    length = inputs[0].shape[dimension] if inputs else op.length
    if length == DYNAMIC:
        raise NotImplementedError("a chlo.scan without inputs needs a static scan_dim_size or output size")
    count = len(op.outputs)
    steps: list[tuple] = [()] * length
    positions = range(length - 1, -1, -1) if op.reverse else range(length)
    for position in positions:
        slices = [np.asarray(np.take(x, position, axis=dimension)) for x in inputs]
        returned = interpreter.run_ssacfg_region(op.body, (*slices, *carries), "scan")
        steps[position], carries = tuple(returned[:count]), tuple(returned[count:])
    outputs = []
    for index, result in enumerate(op.outputs):
        if length:
            value = np.stack([step[index] for step in steps], axis=dimension)
        else:
            shape = [0 if d == dimension else size for d, size in enumerate(shape_of(result.type))]
            if DYNAMIC in shape:
                raise NotImplementedError("an empty chlo.scan output needs a static shape")
            value = np.zeros(shape)
        outputs.append(_cast(value, result.type))
    return (*outputs, *carries)


# ---------------------------------------------------------------------------
# Rank specialization helpers


@IMPLEMENTATIONS.register("chlo.minimum_broadcast_shapes")
def minimum_broadcast_shapes_op(interpreter, op, args):
    shapes = minimum_broadcast_shapes([[int(size) for size in shape] for shape in args])
    return tuple(_cast(np.array(shape, np.int64), t) for shape, t in zip(shapes, op.result_types))


@IMPLEMENTATIONS.register("chlo.rank_specialization_cluster")
def rank_specialization_cluster(interpreter, op, args):
    return tuple(interpreter.run_ssacfg_region(op.body, args, "rank_specialization_cluster"))


@IMPLEMENTATIONS.register("chlo.rank_specialization_cluster_yield")
def rank_specialization_cluster_yield(interpreter, op, args):
    return tuple(args)


@IMPLEMENTATIONS.register("chlo.dynamic_reshape")
def dynamic_reshape(interpreter, op, args):
    """As `chlo-legalize-to-mhlo` lowers it: a -1 is count / -(product of the entries) (HLO division: x / 0 = -1),
    then mhlo.dynamic_reshape's run-time checks, a located `RuntimeCheckError` where one fails."""
    operand, output_shape = args
    shape = [int(size) for size in np.asarray(output_shape).reshape(-1)]
    product = -math.prod(shape)
    rest = -1 if product == 0 else abs(operand.size) // abs(product) * (1 if product > 0 else -1)
    resolved = [rest if size == -1 else size for size in shape]
    for holds, message in dynamic_reshape_checks(IntMath(), op, list(operand.shape), resolved):
        if not holds:
            raise RuntimeCheckError(message, op)
    return (_cast(np.reshape(operand, resolved), op.result.type),)
