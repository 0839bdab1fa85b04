"""Reference semantics of the element-wise HLO ops.

Integer arithmetic wraps around. Integer division truncates toward zero;
x / 0 gives -1 (all bits set) and x % 0 gives x, and INT_MIN / -1 gives
INT_MIN, as XLA computes them. Float-to-integer conversion truncates and
saturates, with NaN giving 0.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from xdsl.dialects.builtin import BFloat16Type, IntegerType, ReducedPrecisionFloatType
from xdsl.ir import Attribute

from aiopt.dialects.hlo.attrs import enum_value
from aiopt.dialects.hlo.elementwise import bit_width
from aiopt.dialects.hlo.types import element_type_of, is_quantized
from aiopt.reference.hlo import (
    as_result,
    integer_bounds,
    narrow_width,
    numpy_dtype,
    small_float_bits,
    small_float_values,
    wrap_to_width,
)
from aiopt.reference.hlo.quantization import dequantize_op_quantize
from aiopt.reference.semantics import Implementations
from aiopt.support.complex_division import NumpyFloatOps, recover_infinities_and_zeros

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def _result(op, value):
    return (as_result(value, op.result_types[0]),)


def _is_int(x: np.ndarray) -> bool:
    return x.dtype.kind in "iu"


def _is_bool(x: np.ndarray) -> bool:
    return x.dtype.kind == "b"


# ---------------------------------------------------------------------------
# Unary ops whose semantics are one numpy function


def complex_sign(x: np.ndarray) -> np.ndarray:
    """XLA's x / |x| of complex x: each part divided by the (real) magnitude, x itself (its signed zeros) where
    that is 0, as convert-complex-to-standard's complex.sign. numpy's complex division by |x| + 0i is another
    algorithm: sign(1e-45i) was NaN + inf i, not i, and sign(inf i) NaN + NaN i, not 0 + NaN i."""
    magnitude = np.abs(x)
    divisor = np.where(magnitude == 0, 1, magnitude)
    quotient = np.empty_like(x)
    with np.errstate(all="ignore"):
        quotient.real, quotient.imag = x.real / divisor, x.imag / divisor
    return np.where(magnitude == 0, x, quotient)


def _sign(x: np.ndarray) -> np.ndarray:
    if x.dtype.kind == "c":
        return complex_sign(x)
    return np.where(x == 0, x, np.sign(x))  # keeps -0.0 and NaN


def round_half_away(x: np.ndarray) -> np.ndarray:
    """x rounded to the nearest integer, ties away from zero (C's `round`; stablehlo.round_nearest_afz,
    math.round). x - trunc(x) is exact, unlike x + 0.5 (0.49999997f + 0.5f rounds to 1.0f)."""
    truncated = np.trunc(x)
    return np.where(np.abs(x - truncated) >= 0.5, truncated + np.sign(x), truncated)


def _count_leading_zeros(x: np.ndarray) -> np.ndarray:
    bits = x.dtype.itemsize * 8
    unsigned = x.view(f"uint{bits}")
    count = np.full(x.shape, bits, dtype=np.int64)
    remaining = unsigned.copy()
    while np.any(remaining):
        nonzero = remaining != 0
        count[nonzero] -= 1
        remaining = remaining >> 1
    return count


def _logistic(x: np.ndarray) -> np.ndarray:
    """1 / (1 + e^-x); for complex x the quotient is complex_divide's (C99 Annex G's zero where e^-x has an
    infinite part, as compiled code and XLA: logistic(-1e30 + i) is 0, numpy's 1 / (inf - inf i) NaN)."""
    if x.dtype.kind == "c":
        with np.errstate(all="ignore"):
            return complex_divide(np.ones_like(x), 1 + np.exp(-x))
    # exp(-x) overflows for very negative x; the two forms are exact halves.
    positive = x >= 0
    exp_neg = np.exp(-np.abs(x))
    return np.where(positive, 1 / (1 + exp_neg), exp_neg / (1 + exp_neg))


def _complex_cbrt(z: np.ndarray) -> np.ndarray:
    """The principal cube root of complex z in polar form, cbrt|z| (cos t + i sin t) with t = atan2(Im z, Re z) / 3,
    as the StableHLO interpreter (Element.cpp's cbrt; |z| from re^2 + im^2 there, hypot here) and compiled code
    (mhlo_to_linalg_scalar's _complex_cbrt) compute it. numpy's z ** (1/3) gave inf + NaN i for any z with an
    infinite imaginary part (the polar form's inf + inf i: cbrt(1 + inf i) has the angle pi/6) and was 1e-15
    off the correctly rounded parts elsewhere."""
    with np.errstate(all="ignore"):
        radius = np.cbrt(np.hypot(z.real, z.imag))
        angle = np.arctan2(z.imag, z.real) / 3
        return _complex(radius * np.cos(angle), radius * np.sin(angle))


def expm1(x: np.ndarray) -> np.ndarray:
    """e^x - 1; of a complex x whose imaginary part is +-0, that zero is the result's imaginary part.

    numpy's complex expm1 computes it as e^a sin b, NaN where e^a overflows
    (expm1(89 + 0i) in complex64); the StableHLO interpreter's exp(z) - 1,
    XLA and upstream's convert-complex-to-standard give 0.
    """
    result = np.expm1(x)
    if result.dtype.kind != "c":
        return result
    result = np.array(result)
    real = np.imag(x) == 0
    result.imag[real] = np.imag(x)[real]
    return result


def log1p(x: np.ndarray) -> np.ndarray:
    """log(1 + x); of a complex x = a + b i, XLA's formula, as compiled code computes it:

        t = a (a + 2) + b^2                     (|1 + x|^2 - 1, exact near 0)
        re = log|1 + x| where t > 1, t < -1/2 or t is infinite, else log1p(t) / 2
        im = atan2(b, a + 1)

    (xla/service/elemental_ir_emitter.cc, EmitComplexLog1p; lowering/complex_to_standard.py's `_log1p`),
    with log|w| as log(max) + log1p((min / max)^2) / 2 (log(hypot) where that is NaN): never overflows.
    A NaN part makes both parts NaN (numpy's C99 log1p(inf + NaN i) is inf + NaN i), and
    numpy's log(1 + x) lost tiny x (log1p(1e-45 + 0i) was 0 in complex128).
    """
    if np.result_type(x).kind != "c":
        return np.log1p(x)
    a, b = np.real(x), np.imag(x)
    with np.errstate(all="ignore"):
        a1 = a + 1
        t = a * (a + 2) + b * b
        big, small = np.maximum(np.abs(a1), np.abs(b)), np.minimum(np.abs(a1), np.abs(b))
        ratio = small / big
        far = np.log(big) + 0.5 * np.log1p(ratio * ratio)
        far = np.where(np.isnan(far), np.log(np.hypot(a1, b)), far)
        use_far = np.isinf(t) | (t > 1) | (t < -0.5)
        return _complex(np.where(use_far, far, 0.5 * np.log1p(t)), np.arctan2(b, a1))


def _non_finite(x: np.ndarray) -> np.ndarray:
    return ~(np.isfinite(np.real(x)) & np.isfinite(np.imag(x)))


def _c99_or_xla(x: np.ndarray, c99: Callable[[np.ndarray], np.ndarray], xla) -> np.ndarray:
    """c99(x) (numpy's, computed in double for complex64); `xla(real, imag)` in x's own precision
    where a part of x or of that result (in x's precision) is infinite or NaN."""
    if x.dtype.kind != "c":
        return in_double(c99)(x)
    result = in_double(c99)(x).astype(x.dtype)
    with np.errstate(all="ignore"):
        other = xla(np.real(x), np.imag(x)).astype(x.dtype)
    return np.where(_non_finite(x) | _non_finite(result), other, result)


def rsqrt(x: np.ndarray) -> np.ndarray:
    """1 / sqrt x; for complex x C99 Annex G's quotient where sqrt x has an infinite part: a finite number
    divided by an infinity is a zero (G.5.1), 1 / (c + di) = copysign(0, c) + copysign(0, -d) i, as
    compiled code and XLA (numpy's quotient is NaN + NaN i: rsqrt(1 + inf i) = 1 / (inf + inf i) is 0 - 0i)."""
    root = np.sqrt(x)
    with np.errstate(all="ignore"):
        quotient = 1 / root
    if x.dtype.kind != "c":
        return quotient
    infinite = np.isinf(root.real) | np.isinf(root.imag)
    zero = _complex(np.copysign(0.0, root.real), np.copysign(0.0, -root.imag)).astype(x.dtype)
    return np.where(infinite, zero, quotient)


def cos(x: np.ndarray) -> np.ndarray:
    """cos x; of a complex x = a + b i with an infinite or NaN part (or where cosh b overflows), XLA's
    value cos a cosh b - i sin a sinh b, as compiled code computes it (numpy's C99 ccos elsewhere:
    cos(0 + 100 i) in complex64 is inf + NaN i, C99's inf - 0i).

    XLA's CPU/GPU emitter (xla/service/elemental_ir_emitter.cc, EmitComplexUnaryOp, kCos) computes
    cos a (e^-b/2 + e^b/2) + i sin a (e^-b/2 - e^b/2), with e^-b/2 as 0.5 / e^b: the same values at
    non-finite operands (cos(0 + inf i) is inf + NaN i, where C99's is inf - 0i). jax.numpy.cos does not
    emit stablehlo.cosine for complex operands (JAX decomposes it into real ops: inf + 0i there).
    """
    return _c99_or_xla(x, np.cos, lambda a, b: _complex(np.cos(a) * np.cosh(b), -(np.sin(a) * np.sinh(b))))


def sin(x: np.ndarray) -> np.ndarray:
    """sin x; of a complex x = a + b i with an infinite or NaN part (or where cosh b overflows), XLA's
    value sin a cosh b + i cos a sinh b, as compiled code computes it (numpy's C99 csin elsewhere).

    XLA (xla/service/elemental_ir_emitter.cc, EmitComplexUnaryOp, kSin): sin a (e^b/2 + e^-b/2) +
    i cos a (e^b/2 - e^-b/2), the same values at non-finite operands (sin(0 + NaN i) is NaN + NaN i,
    C99's 0 + NaN i); see `cos` for jax.numpy.sin.
    """
    return _c99_or_xla(x, np.sin, lambda a, b: _complex(np.sin(a) * np.cosh(b), np.cos(a) * np.sinh(b)))


def tanh(x: np.ndarray) -> np.ndarray:
    """tanh x; of a complex x = a + b i with an infinite or NaN part, XLA's value, as compiled code
    computes it (numpy's C99 ctanh elsewhere):

        re = copysign(1, a) where a is +-inf, else NaN
        im = +0 where b = +-0, or a is +-inf and b is not finite;
             copysign(0, tan b) where a is +-inf; else NaN

    These are the values of XLA's formula (xla/service/elemental_ir_emitter.cc, EmitComplexUnaryOp,
    kTanh): with e1 = expm1(2a), e2 = expm1(-2a), d = e1 + e2 (a^2 where that is below 1e-8) +
    4 cos^2 b, tanh z = (e1 - e2) / d + i 4 sin b cos b / d, the real part copysign(1, a) where
    e1 + e2 is inf, NaN where sin 2b is NaN and a is finite, the imaginary part +0 where b = 0 or
    a is +-inf and sin 2b NaN. C99 differs: tanh(NaN - 0i) is NaN - 0i (XLA NaN + 0i),
    tanh(inf + NaN i) is 1 +- 0i (XLA 1 + 0i), tanh(inf - 0i) is 1 - 0i (XLA 1 + 0i).
    """
    result = np.tanh(x)
    if result.dtype.kind != "c":
        return result
    a, b = np.real(x), np.imag(x)
    with np.errstate(all="ignore"):
        a_inf = np.isinf(a)
        re = np.where(a_inf, np.copysign(1.0, a), np.nan)
        zero_im = (b == 0) | (a_inf & ~np.isfinite(b))
        im = np.where(zero_im, 0.0, np.where(a_inf, np.copysign(0.0, np.tan(b)), np.nan))
    return np.where(_non_finite(x), _complex(re, im).astype(result.dtype), result)


def tan(x: np.ndarray) -> np.ndarray:
    """tan x; of a complex x, -i tanh(i x) at operands with an infinite or NaN part (XLA's tan
    has the values of its tanh there: tan(NaN + 0i) is NaN + NaN i, tan(0 + NaN i) 0 + NaN i ...),
    numpy's C99 ctan elsewhere."""
    if np.result_type(x).kind != "c":
        return np.tan(x)
    rotated = tanh(_complex(-np.imag(x), np.real(x)).astype(np.result_type(x)))
    result = _complex(np.imag(rotated), -np.real(rotated)).astype(rotated.dtype)
    return np.where(_non_finite(x), result, np.tan(x))


_WIDER = {np.dtype(np.float16): np.float64, np.dtype(np.float32): np.float64, np.dtype(np.complex64): np.complex128}


def in_double(function: Callable[[np.ndarray], np.ndarray]) -> Callable[[np.ndarray], np.ndarray]:
    """`function` computed in double precision for f16, f32 (and bf16, held in float32) and complex<f32>
    operands, its result left for `as_result` to round once to the result type.

    For transcendental functions: the correctly rounded value but for rare
    double roundings, as mlir-hlo's folders (on each element's double) and
    the StableHLO interpreter's C library compute it; numpy's float32 loops
    can be an ulp off (cos(2.0) as -0.416146815 for -0.416146845).
    """

    def widened(x: np.ndarray) -> np.ndarray:
        wider = _WIDER.get(x.dtype)
        return function(x if wider is None else x.astype(wider))

    widened.__doc__ = function.__doc__
    return widened


_UNARY: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "abs": np.abs,
    "cbrt": in_double(np.cbrt),
    "ceil": np.ceil,
    "cosine": cos,
    "count_leading_zeros": _count_leading_zeros,
    "exponential": in_double(np.exp),
    "exponential_minus_one": in_double(expm1),
    "floor": np.floor,
    "imag": np.imag,
    "is_finite": np.isfinite,
    "log": in_double(np.log),
    "log_plus_one": in_double(log1p),
    "logistic": in_double(_logistic),
    "negate": np.negative,
    "not": np.invert,
    "popcnt": lambda x: np.bitwise_count(x.view(f"uint{x.dtype.itemsize * 8}")),
    "real": np.real,
    "round_nearest_afz": round_half_away,
    "round_nearest_even": np.rint,
    "rsqrt": rsqrt,
    "sign": _sign,
    "sine": sin,
    "sqrt": np.sqrt,
    "tan": in_double(tan),
    "tanh": in_double(tanh),
}


_BIT_COUNTS = {
    "popcnt": lambda x, width: np.bitwise_count(x.view(f"uint{x.dtype.itemsize * 8}") & ((1 << width) - 1)),
    "count_leading_zeros": lambda x, width: (
        _count_leading_zeros(x & ((1 << width) - 1)) - (x.dtype.itemsize * 8 - width)
    ),
}
"""Bit counts of narrow integers (i4, ...) held in a wider numpy type: of their own bits only."""


def _unary(interpreter, op, args):
    if is_quantized(op.result_types[0]):
        return dequantize_op_quantize(_UNARY[op.MNEMONIC], op, args)
    (x,) = args
    if x.dtype.kind == "c" and op.MNEMONIC == "cbrt":
        return _result(op, in_double(_complex_cbrt)(x))
    width = narrow_width(element_type_of(op.result_types[0]))
    if width is not None and op.MNEMONIC in _BIT_COUNTS:
        return _result(op, _BIT_COUNTS[op.MNEMONIC](x, width))
    with np.errstate(all="ignore"):
        return _result(op, _UNARY[op.MNEMONIC](x))


IMPLEMENTATIONS.register(*_UNARY)(_unary)


# ---------------------------------------------------------------------------
# Conversions


@IMPLEMENTATIONS.register("convert")
def convert(interpreter, op, args):
    (x,) = args
    target = numpy_dtype(element_type_of(op.result.type))
    if x.dtype.kind == "c" and target.kind != "c":
        x = np.real(x)
    if target.kind == "b":
        return _result(op, x != 0)
    if target.kind in "iu" and x.dtype.kind == "f":
        low, high = integer_bounds(element_type_of(op.result.type), target)
        with np.errstate(all="ignore"):
            truncated = np.trunc(x)
            clipped = np.clip(np.nan_to_num(truncated, nan=0.0), low, high)
            # float(high) may round above high: compare before the cast.
            values = np.where(truncated >= float(high), high, clipped.astype(target))
            values = np.where(truncated <= float(low), low, values)
        return _result(op, np.where(np.isnan(x), 0, values))
    if isinstance(element_type_of(op.result.type), BFloat16Type):
        return _result(op, x)  # rounded once, from the value itself (see as_result)
    with np.errstate(all="ignore"):
        return _result(op, x.astype(target))


@IMPLEMENTATIONS.register("bitcast_convert")
def bitcast_convert(interpreter, op, args):
    (x,) = args
    source, target = element_type_of(op.operand.type), element_type_of(op.result.type)
    source_width, target_width = bit_width(source), bit_width(target)
    result_shape = tuple(op.result.type.get_shape())
    if not op.result.type.has_static_shape():
        # The run-time shape: the operand's, with a minor dimension added (narrower type) or dropped (wider).
        ratio = source_width / target_width
        result_shape = x.shape if ratio == 1 else (*x.shape, int(ratio)) if ratio > 1 else x.shape[:-1]
    if _held_in_own_width(source) and _held_in_own_width(target):
        bits = _element_bits(np.ascontiguousarray(x), source)
        target_bits = np.dtype(np.uint16) if isinstance(target, BFloat16Type) else numpy_dtype(target)
        result = np.ascontiguousarray(bits).view(target_bits).reshape(result_shape)
    else:
        # i1, i4, i48...: numpy holds them in wider types, so go through the
        # bits themselves, each element's from its least significant one.
        bit_list = _unpack_bits(np.ascontiguousarray(x), source, source_width)
        result = _pack_bits(bit_list.reshape(*result_shape, target_width), target)
    if isinstance(target, BFloat16Type):
        # bf16 values are held in float32: the 16 bits are its upper half.
        return ((result.astype(np.uint32) << np.uint32(16)).view(np.float32),)
    if isinstance(target, ReducedPrecisionFloatType):
        # The codes' values, not rounded (as compiled code decodes them): a NaN code keeps its sign.
        return (np.asarray(result, np.float32).reshape(result_shape),)
    return _result(op, result)


def _held_in_own_width(element: Attribute) -> bool:
    """Whether numpy holds `element` in a type of its width (bf16 as its 16 bits): not i1, i4, i48, f8E4M3FN..."""
    if isinstance(element, ReducedPrecisionFloatType):
        return False  # held in float32
    return not (isinstance(element, IntegerType) and (element.width.data == 1 or narrow_width(element)))


def _unpack_bits(x: np.ndarray, element: Attribute, width: int) -> np.ndarray:
    """The `width` bits of each element of `x`, least significant first, in a minor dimension (uint8 0/1)."""
    if isinstance(element, ReducedPrecisionFloatType):
        codes = small_float_bits(x, element)
        return ((codes[..., None] >> np.arange(width, dtype=np.uint8)) & np.uint8(1)).astype(np.uint8)
    if isinstance(element, IntegerType):
        holder = np.dtype(f"uint{x.dtype.itemsize * 8}")
        unsigned = x.astype(holder) if x.dtype.kind == "b" else x.view(holder)
        return ((unsigned[..., None] >> np.arange(width, dtype=holder)) & holder.type(1)).astype(np.uint8)
    stored = np.ascontiguousarray(_element_bits(x, element))
    return np.unpackbits(stored.view(np.uint8).reshape(*x.shape, -1), axis=-1, bitorder="little")


def _pack_bits(bit_list: np.ndarray, element: Attribute) -> np.ndarray:
    """The elements of type `element` whose bits, least significant first, `bit_list`'s minor dimension holds."""
    if isinstance(element, IntegerType):
        weights = np.uint64(1) << np.arange(bit_list.shape[-1], dtype=np.uint64)
        return (bit_list.astype(np.uint64) * weights).sum(axis=-1, dtype=np.uint64)  # wrapped by _result
    if isinstance(element, ReducedPrecisionFloatType):
        weights = np.uint64(1) << np.arange(bit_list.shape[-1], dtype=np.uint64)
        return small_float_values((bit_list.astype(np.uint64) * weights).sum(axis=-1, dtype=np.uint64), element)
    packed = np.packbits(bit_list, axis=-1, bitorder="little")
    holder = np.dtype(np.uint16) if isinstance(element, BFloat16Type) else numpy_dtype(element)
    return np.ascontiguousarray(packed).view(holder).reshape(bit_list.shape[:-1])


def _element_bits(x: np.ndarray, element: Attribute) -> np.ndarray:
    """The elements of `x` as stored in `element`'s width (bf16, held in float32, as its upper 16 bits)."""
    if isinstance(element, BFloat16Type):
        return (x.astype(np.float32).view(np.uint32) >> np.uint32(16)).astype(np.uint16).reshape(x.shape)
    return x


@IMPLEMENTATIONS.register("reduce_precision")
def reduce_precision(interpreter, op, args):
    (x,) = args
    # Back in the operand's type: an f4/f6/f8 value (held in float32) rounded to its format, where an overflow
    # to inf is the format's NaN (f8E4M3FN) or its largest value (f4E2M1FN, which has neither).
    return _result(op, _reduce_precision(x, op.exponent_bits.value.data, op.mantissa_bits.value.data))


def _reduce_precision(x: np.ndarray, exponent_bits: int, mantissa_bits: int) -> np.ndarray:
    """Round to a float format with the given bits, as XLA's ReducePrecision does.

    The mantissa rounds to nearest even; exponents above the reduced range
    give +-inf, exponents at or below its smallest normal one +-0 (no
    subnormals). NaN stays as it is, unless no mantissa bit is left to tell
    it from inf: then it is +inf, as in the StableHLO interpreter.
    """
    finfo = np.finfo(x.dtype)
    total_mantissa, total_exponent = finfo.nmant, x.dtype.itemsize * 8 - 1 - finfo.nmant
    uint = np.dtype(f"uint{x.dtype.itemsize * 8}")
    bits = np.array(x).view(uint)  # a copy, of x's shape (np.ascontiguousarray makes a scalar 1-d)
    one = uint.type(1)
    if mantissa_bits < total_mantissa:
        drop = uint.type(total_mantissa - mantissa_bits)
        last_kept = (bits >> drop) & one
        half_minus_one = (one << (drop - one)) - one
        bits = bits + last_kept + half_minus_one
        bits = bits & ~((one << drop) - one)
    infinity = np.array(np.inf, x.dtype).view(uint)
    if exponent_bits < total_exponent:
        sign = bits & (one << uint.type(x.dtype.itemsize * 8 - 1))
        exponent_bias = (1 << (total_exponent - 1)) - 1
        reduced_bias = (1 << (exponent_bits - 1)) - 1
        max_exponent = uint.type(exponent_bias + reduced_bias) << uint.type(total_mantissa)
        min_exponent = uint.type(exponent_bias - reduced_bias) << uint.type(total_mantissa)
        exponent = bits & infinity
        bits = np.where(exponent > max_exponent, sign | infinity, np.where(exponent <= min_exponent, sign, bits))
    result = bits.astype(uint).view(x.dtype)
    return np.where(np.isnan(x), x if mantissa_bits > 0 else np.array(np.inf, x.dtype), result)


# ---------------------------------------------------------------------------
# Binary


def _int_divide(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """a / b truncated toward zero; x / 0 is -1 and INT_MIN / -1 is INT_MIN.

    Floor division rounded up where it was inexact and the signs differ:
    no |x| is taken, which would overflow for INT_MIN.
    """
    overflow = (a == np.iinfo(a.dtype).min) & (b == -1) if a.dtype.kind == "i" else np.zeros(a.shape, bool)
    safe_b = np.where((b == 0) | overflow, 1, b).astype(b.dtype)
    floor = a // safe_b
    inexact = a % safe_b != 0
    quotient = np.where(inexact & ((a < 0) != (safe_b < 0)), floor + 1, floor).astype(a.dtype)
    return np.where(b == 0, np.array(-1).astype(a.dtype), quotient)


def _int_remainder(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    safe_b = np.where(b == 0, 1, b)
    remainder = np.fmod(a, safe_b)
    if a.dtype.kind == "i":
        remainder = np.where(b == -1, 0, remainder)
    return np.where(b == 0, a, remainder)


def _int_power(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    result = np.ones_like(a)
    # Unsigned exponents keep their type: as int64, those of 2^63 and above would turn negative.
    exponent = b.astype(np.uint64) if b.dtype.kind == "u" else np.where(b < 0, 0, b).astype(np.int64)
    base = a.copy()
    while np.any(exponent > 0):
        odd = (exponent & 1) == 1
        result = np.where(odd, result * base, result)
        base = base * base
        exponent >>= 1
    if a.dtype.kind == "i":
        # Negative exponents: 1 and -1 stay on the unit circle, everything else is 0.
        negative_power = np.where(a == 1, 1, np.where(a == -1, np.where(b % 2 == 0, 1, -1), 0))
        result = np.where(b < 0, negative_power.astype(a.dtype), result)
    return result


def _shift(kind: str) -> Callable[..., np.ndarray]:
    def shift(a: np.ndarray, b: np.ndarray, width: int | None = None) -> np.ndarray:
        """Shift by `b` bits of the element type (`width` bits for a narrow one held in a wider dtype)."""
        bits = a.dtype.itemsize * 8
        unsigned_type = np.dtype(f"uint{bits}")
        amount = b.astype(np.int64)
        in_range = (amount >= 0) & (amount < (width or bits))
        safe = np.where(in_range, amount, 0).astype(unsigned_type)
        if kind == "left":
            return np.where(in_range, (a.view(unsigned_type) << safe).view(a.dtype), 0)
        if kind == "logical":
            if width is not None:
                a = (a.view(unsigned_type) & unsigned_type.type((1 << width) - 1)).view(a.dtype)
            return np.where(in_range, (a.view(unsigned_type) >> safe).view(a.dtype), 0)
        signed = a.view(f"int{bits}")
        if width is not None:
            # The sign is bit width - 1 of the type, unsigned ones too (the bits shift as they are): ui4 8 is 0b1000.
            signed = wrap_to_width(signed, width)
        fill = np.where(signed < 0, -1, 0).astype(signed.dtype)
        return np.where(in_range, signed >> safe.astype(signed.dtype), fill).view(a.dtype)

    return shift


def _add(a, b):
    return a | b if _is_bool(a) else a + b


def _complex(re, im):
    """re + i im, part by part: `re + 1j * im` would make an infinite im's real part NaN and lose a -0 im."""
    shape = np.shape(re)
    if np.shape(im) != shape:  # (the interpreter's scalars: the same shape, without np.broadcast's object)
        shape = np.broadcast(re, im).shape
    value = np.empty(shape, np.result_type(re, np.complex64))
    value.real, value.imag = re, im
    return value


def _multiply(a, b):
    if _is_bool(a):
        return a & b
    if a.dtype.kind == "c":
        return complex_multiply(a, b)
    return a * b


_NUMPY_VALUES = (np.ndarray, np.generic)


def complex_multiply(a, b):
    """The textbook product (ac - bd) + (ad + bc)i, each product and sum rounded on its own.

    numpy's own complex multiply is not used: its SIMD loops fuse `ac - bd`
    into one FMA on some CPUs and not on others (and not for scalars), so
    (3.96 + inf i) * (-3.4e38 - 0.29i) is inf - inf i on one machine and
    NaN - inf i on another. The unfused formula is what the StableHLO
    interpreter and the compiled code (`convert-complex-to-standard`) compute.
    """
    if np.shape(a) != np.shape(b) or not isinstance(a, _NUMPY_VALUES) or not isinstance(b, _NUMPY_VALUES):
        # (numpy values of one shape, as the lowered loops' scalars, need no broadcast views)
        a, b = np.broadcast_arrays(a, b)
    ar, ai, br, bi = a.real, a.imag, b.real, b.imag
    return _complex(ar * br - ai * bi, ar * bi + ai * br)


def _divide(a, b):
    if a.dtype.kind == "c":
        return complex_divide(a, b)
    return _int_divide(a, b) if _is_int(a) else a / b


_LARGEST_EXPONENT = {np.dtype(np.float32): 127, np.dtype(np.float64): 1023}


def complex_divide(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """x / y by Smith's algorithm, as compiled code computes it (convert-complex-to-standard) and XLA does:

        |c| >= |d|:  r = d/c, den = c + d*r, ((a + b*r)/den, (b - a*r)/den)
        otherwise:   r = c/d, den = c*r + d, ((a*r + b)/den, (b*r - a)/den)

    operands from the largest power of two of the type on scaled by 1/4 first (the quotient back after),
    and C99 Annex G's infinities and zeros recovered where both parts are NaN (a zero divisor, an infinite
    part; `recover_infinities_and_zeros`, shared with the lowering). numpy multiplies by the reciprocal of a
    scaled divisor instead, which overflows for a tiny one: (-5e-324 + 0.0222i) / -5e-324 is 1 - inf i, not
    inf - inf i (difftest seed 20015, program 1059).
    """
    x, y = np.asarray(x), np.asarray(y)
    a, b, c, d = x.real, x.imag, y.real, y.imag
    part = np.result_type(a, c)
    threshold = part.type(2.0 ** _LARGEST_EXPONENT[part])
    one, quarter = part.type(1.0), part.type(0.25)
    with np.errstate(all="ignore"):
        abs_c = np.abs(c)
        divisor_scale = np.where(np.maximum(abs_c, np.abs(d)) >= threshold, quarter, one)
        dividend_scale = np.where(np.maximum(np.abs(a), np.abs(b)) >= threshold, quarter, one)
        unscale = divisor_scale / dividend_scale
        a0, b0 = a, b
        a, b, c, d = a * dividend_scale, b * dividend_scale, c * divisor_scale, d * divisor_scale
        r1 = d / c
        den1 = c + d * r1
        re1, im1 = (a + b * r1) / den1, (b - a * r1) / den1
        r2 = c / d
        den2 = c * r2 + d
        re2, im2 = (a * r2 + b) / den2, (b * r2 - a) / den2
        first = np.abs(c) >= np.abs(d)
        re = np.where(first, re1, re2) * unscale
        im = np.where(first, im1, im2) * unscale
        re, im = recover_infinities_and_zeros(NumpyFloatOps(part), (a0, b0), (y.real, y.imag), (re, im))
    return _complex(re.astype(part), im.astype(part))


def _remainder(a, b):
    return _int_remainder(a, b) if _is_int(a) else np.fmod(a, b)


def _power(a, b):
    if _is_int(a):
        return _int_power(a, b)
    return complex_power(a, b) if np.result_type(a).kind == "c" else np.power(a, b)


def complex_power(x, y):
    """x^y = exp(y log x) for complex x, y, with the textbook product (complex_multiply) and C99's exp and log
    (numpy's), as compiled code computes it (convert-complex-to-standard) and the StableHLO interpreter's
    std::pow (C's cpow, exp(y log x)); x^0 is 1 for every x, 0^y is 0 for Re y > 0 and NaN + NaN i otherwise
    (numpy's zero powers).

    numpy's own power multiplies small integer powers out instead: (1 + inf i)^1 is 1 + inf i there and
    (inf + inf i)^2 NaN + inf i, exp(y log x)'s inf + NaN i (y log x = inf + NaN i), which compiled code gives.
    """
    x, y = np.broadcast_arrays(np.asarray(x), np.asarray(y))
    with np.errstate(all="ignore"):
        value = np.asarray(np.exp(complex_multiply(y, np.log(x))), np.result_type(x, y))
        zero = np.where(y.real > 0, 0, np.nan)
        value = np.where((x == 0), _complex(zero, zero), value)
        return np.where(y == 0, np.ones_like(value), value)


def _maximum(a, b):
    if a.dtype.kind == "c":
        return np.where(_complex_less(b, a), a, b)
    if a.dtype.kind == "f":
        # IEEE-754 maximum: -0 < +0 (numpy returns either zero, depending on the order).
        zeros = (a == 0) & (b == 0)
        return np.where(zeros, np.where(np.signbit(a) & np.signbit(b), a, np.abs(a)), np.maximum(a, b))
    return np.maximum(a, b)


def _minimum(a, b):
    if a.dtype.kind == "c":
        return np.where(_complex_less(a, b), a, b)
    if a.dtype.kind == "f":
        # IEEE-754 minimum: -0 < +0.
        zeros = (a == 0) & (b == 0)
        return np.where(zeros, np.where(np.signbit(a) | np.signbit(b), -np.abs(a), a), np.minimum(a, b))
    return np.minimum(a, b)


def _complex_less(a, b):
    """Lexicographic order on (real, imag), as XLA orders complex numbers. The complex maximum (minimum) is the
    first operand where it is greater (less), else the second: a NaN part or equal values give the second, as in
    the StableHLO interpreter's max/min."""
    return (a.real < b.real) | ((a.real == b.real) & (a.imag < b.imag))


def atan2(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    """atan2(y, x); for complex operands -i log((x + i y) / sqrt(x^2 + y^2)), as the StableHLO interpreter and XLA.

    The products are the textbook ones in the operands' precision (`complex_multiply`: numpy's own may fuse
    them on some CPUs), the quotient `complex_divide`'s (Smith's with C99 Annex G's infinities and zeros, as
    compiled code's), and -i is (-0, -1): `atan2((1, 0), (0, 0))` is (pi/2, -0).
    """
    if y.dtype.kind != "c":
        return np.arctan2(y, x)
    i, minus_i = np.array(1j, y.dtype), np.array(complex(-0.0, -1.0), y.dtype)
    norm = np.sqrt(complex_multiply(x, x) + complex_multiply(y, y))
    return complex_multiply(minus_i, np.log(complex_divide(x + complex_multiply(i, y), norm)))


_BINARY: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "add": _add,
    "subtract": np.subtract,
    "multiply": _multiply,
    "divide": _divide,
    "remainder": _remainder,
    "power": _power,
    "maximum": _maximum,
    "minimum": _minimum,
    "and": np.bitwise_and,
    "or": np.bitwise_or,
    "xor": np.bitwise_xor,
    "shift_left": _shift("left"),
    "shift_right_arithmetic": _shift("arithmetic"),
    "shift_right_logical": _shift("logical"),
    "atan2": atan2,
    "complex": _complex,
}


def binary_values(mnemonic: str, a: np.ndarray, b: np.ndarray, element: Attribute) -> np.ndarray:
    """The element-wise binary op `mnemonic` (`add`, `shift_right_logical`, ...) of same-shaped `a` and `b`
    whose result element type is `element`: a narrow integer type (i4, held in int8) shifts in its own width."""
    width = narrow_width(element)
    with np.errstate(all="ignore"):
        if width is not None and mnemonic.startswith("shift"):
            return _BINARY[mnemonic](a, b, width)
        return _BINARY[mnemonic](a, b)


def _binary(interpreter, op, args):
    if is_quantized(op.result_types[0]):
        return dequantize_op_quantize(_BINARY[op.MNEMONIC], op, args)
    a, b = args
    return _result(op, binary_values(op.MNEMONIC, a, b, element_type_of(op.result_types[0])))


IMPLEMENTATIONS.register(*_BINARY)(_binary)


# ---------------------------------------------------------------------------
# Compare, select, clamp


def total_order_key(x: np.ndarray) -> np.ndarray:
    """Integers ordered like IEEE totalOrder: -NaN < -inf < ... < -0 < +0 < ... < inf < NaN."""
    bits = x.dtype.itemsize * 8
    # ascontiguousarray makes 0-d values 1-d (a sort comparator's elements); give them their shape back.
    signed = np.ascontiguousarray(x).view(f"int{bits}").reshape(np.shape(x))
    return np.where(signed < 0, np.iinfo(signed.dtype).min - signed - 1, signed)


_COMPARISONS = {
    "EQ": np.equal,
    "NE": np.not_equal,
    "GE": np.greater_equal,
    "GT": np.greater,
    "LE": np.less_equal,
    "LT": np.less,
}


def comparison_key(x: np.ndarray, compare_type: str | None) -> np.ndarray:
    """`x` as `compare` of `compare_type` orders it with numpy's comparisons (not for complex values):
    TOTALORDER floats as `total_order_key`, UNSIGNED signed integers as unsigned, SIGNED unsigned ones as signed."""
    if x.dtype.kind == "f" and compare_type == "TOTALORDER":
        return total_order_key(x)
    if compare_type == "UNSIGNED" and x.dtype.kind == "i":
        return x.view(f"uint{x.dtype.itemsize * 8}")
    if compare_type == "SIGNED" and x.dtype.kind == "u":
        return x.view(f"int{x.dtype.itemsize * 8}")
    return x


def compare_values(direction: str, compare_type: str | None, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """`compare` of `a` and `b` (arrays of any broadcastable shapes), as bools."""
    if a.dtype.kind == "c" and direction not in ("EQ", "NE"):
        less = _complex_less(a, b)
        greater = _complex_less(b, a)
        equal = a == b
        return {"LT": less, "GT": greater, "LE": less | equal, "GE": greater | equal}[direction]
    return _COMPARISONS[direction](comparison_key(a, compare_type), comparison_key(b, compare_type))


@IMPLEMENTATIONS.register("compare")
def compare(interpreter, op, args):
    a, b = args
    compare_type = enum_value(op.compare_type) if op.compare_type is not None else None
    return _result(op, compare_values(op.direction, compare_type, a, b))


@IMPLEMENTATIONS.register("select")
def select(interpreter, op, args):
    pred, on_true, on_false = args
    return _result(op, np.where(pred, on_true, on_false))


@IMPLEMENTATIONS.register("clamp")
def clamp(interpreter, op, args):
    lo, x, hi = args
    return _result(op, _minimum(_maximum(x, lo), hi))
