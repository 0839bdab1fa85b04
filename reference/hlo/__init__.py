"""Numpy reference semantics of the HLO ops: the oracle that lowerings are tested against.

One module per op family (`core`, `elementwise`, `shape_ops`, ..., `chlo`)
declares its implementations in its `IMPLEMENTATIONS` table
(`aiopt.reference.semantics`), mostly by op mnemonic, so that mhlo and
stablehlo share them; a key with a dot is a full op name, for ops of one
dialect only (`chlo.tan`). This module holds what they share: the numpy
dtype of each element type, rounding to bf16 and the f4/f6/f8 types, and
the cast of a computed value to a result type.

The semantics follow the StableHLO specification; where it leaves a case to
the implementation (integer division by zero, float-to-int overflow), they
follow XLA on CPU.
"""

from __future__ import annotations

import functools
import math
from typing import Any

import numpy as np
from xdsl.dialects.builtin import (
    BFloat16Type,
    ComplexType,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    ReducedPrecisionFloatType,
    Signedness,
    TensorType,
    VectorType,
)
from xdsl.dialects.builtin import FloatNanEncoding as NanEncoding
from xdsl.dialects.builtin import FloatNonfiniteBehavior as NonFinite
from xdsl.ir import Attribute

from aiopt.dialects.hlo.types import element_type_of
from aiopt.dialects.quant import UniformQuantizedType
from aiopt.reference.semantics import UnsupportedType

TOKEN = object()
"""The run-time value of an HLO token."""



def numpy_dtype(element_type: Attribute) -> np.dtype:
    """The numpy dtype that holds values of an MLIR element type.

    bf16 and the f4/f6/f8 types (f8E4M3FN, f4E2M1FN...) are held in float32 and
    rounded to their format after each op.
    """
    if isinstance(element_type, IntegerType):
        width = element_type.width.data
        if width == 1:
            return np.dtype(np.bool_)
        unsigned = element_type.signedness.data == Signedness.UNSIGNED
        for bits in (8, 16, 32, 64):
            if width <= bits:
                return np.dtype(f"{'u' if unsigned else ''}int{bits}")
    if isinstance(element_type, IndexType):
        return np.dtype(np.int64)
    if isinstance(element_type, UniformQuantizedType):
        # Quantized tensors are held as their storage integers.
        return numpy_dtype(element_type.storage_type)
    if isinstance(element_type, Float16Type):
        return np.dtype(np.float16)
    if isinstance(element_type, (Float32Type, BFloat16Type, ReducedPrecisionFloatType)):
        return np.dtype(np.float32)
    if isinstance(element_type, Float64Type):
        return np.dtype(np.float64)
    if isinstance(element_type, ComplexType):
        inner = numpy_dtype(element_type.element_type)
        return np.dtype(np.complex64 if inner == np.float32 else np.complex128)
    raise UnsupportedType(f"the reference interpreter does not support element type {element_type}")


def _round_to_odd_float32(values: np.ndarray) -> np.ndarray:
    """float64 values in float32, rounded to odd: truncated, with the last bit set if anything was cut.

    Rounding that to fewer bits (bf16) gives what rounding the float64 values directly would.
    """
    with np.errstate(all="ignore"):
        nearest = values.astype(np.float32)
        # Step back toward zero where round-to-nearest went past the value (overflow to inf too).
        past = np.abs(nearest.astype(np.float64)) > np.abs(values)
        truncated = np.where(past, np.nextafter(nearest, np.float32(0)), nearest)
    bits = np.ascontiguousarray(truncated, dtype=np.float32).view(np.uint32)
    inexact = (truncated.astype(np.float64) != values) & ~np.isnan(values)
    return np.where(inexact, bits | np.uint32(1), bits).view(np.float32).reshape(np.shape(values))


def _sticky_float64(values: np.ndarray) -> np.ndarray:
    """64-bit integers as float64 values that round to any float of at most 51 significand bits as the integers
    do: an integer at or above 2**53 has its 11 lowest bits replaced by one set bit where any was set (what
    they add is below every such float's rounding position, and only whether it is zero matters), so that the
    conversion to float64 is exact. Rounding to nearest through float64 could otherwise land a value just above a
    bf16 midpoint (2**62 + 2**54 + 1) on it, to be rounded to even."""
    unsigned = values.dtype.kind == "u"
    magnitude = values.astype(np.uint64) if unsigned else np.abs(values.astype(np.int64)).view(np.uint64)
    # (np.abs of -2**63 wraps to itself, whose uint64 view is 2**63, the magnitude.)
    low = magnitude & np.uint64(0x7FF)
    sticky = (magnitude & ~np.uint64(0x7FF)) | np.where(low != 0, np.uint64(0x800), np.uint64(0))
    exact = np.where(magnitude >= np.uint64(1 << 53), sticky, magnitude).astype(np.float64)
    return exact if unsigned else np.where(values < 0, -exact, exact)


def round_to_bf16_bits(values: np.ndarray) -> np.ndarray:
    """The bfloat16 nearest to each float32 value (ties to even; a NaN quieted, its sign and high payload bits
    kept) as its 16 bits, in a flat uint32 array: the rounding bias 0x7FFF (0x8000 where bit 16 is set, for
    ties to even) added to the bits carries into the exponent where it should (up to infinity)."""
    bits = np.ascontiguousarray(values, dtype=np.float32).reshape(-1).view(np.uint32)
    rounded = np.right_shift(bits, 16)
    rounded &= np.uint32(1)
    rounded += np.uint32(0x7FFF)
    rounded += bits  # a NaN's sum may wrap: NaNs are redone below
    rounded >>= np.uint32(16)
    nan = (bits & np.uint32(0x7FFFFFFF)) > np.uint32(0x7F800000)
    if nan.any():
        rounded[nan] = (bits[nan] | np.uint32(0x400000)) >> np.uint32(16)
    return rounded


def round_to_bf16(values: np.ndarray) -> np.ndarray:
    """Round float32 values to the nearest bfloat16 (ties to even), kept as float32."""
    return (round_to_bf16_bits(values) << np.uint32(16)).view(np.float32).reshape(np.shape(values))


@functools.cache
def largest_finite(element_type: ReducedPrecisionFloatType) -> float:
    """The largest finite value of an f4/f6/f8 type: 448 for f8E4M3FN, 57344 for f8E5M2, 6 for f4E2M1FN."""
    values = (element_type.decode_bits(bits) for bits in range(1 << element_type.SEMANTICS.bitwidth))
    return max(v for v in values if math.isfinite(v))


def nan_in_format(element_type: ReducedPrecisionFloatType) -> float:
    """What a NaN of either sign converts to in an f4/f6/f8 type: NaN, or -0.0 in a type without NaN.

    f4E2M1FN, f6E2M3FN and f6E3M2FN have neither NaN nor inf, and the spec leaves
    the conversion of a value the result type cannot represent TBD
    (openxla/stablehlo#180). XLA (CPU, jaxlib 0.10) gives -0 (code 0x8 in
    f4E2M1FN) for every NaN, whatever its sign; ml_dtypes gives a zero of the
    NaN's sign. The sign of a NaN that an op produces (0/0, inf - inf) is not
    specified by IEEE 754, and numpy and LLVM give different ones, so the result
    must not depend on it: -0.0 as XLA gives.
    """
    if element_type.SEMANTICS.nonfinite is NonFinite.FINITE_ONLY:
        return -0.0
    return math.nan


def signed_nans(element_type: ReducedPrecisionFloatType) -> bool:
    """Whether the format's NaN has a sign: a NaN code with the sign bit set is a negative NaN (f8E5M2, f8E4M3,
    f8E3M4, f8E4M3FN), not a format without NaN, with no sign, or whose NaN is the negative zero's code (FNUZ)."""
    semantics = element_type.SEMANTICS
    return (
        semantics.has_sign
        and semantics.nonfinite is not NonFinite.FINITE_ONLY
        and semantics.nan_encoding is not NanEncoding.NEGATIVE_ZERO
    )


@functools.cache
def _small_float_table(element_type: ReducedPrecisionFloatType) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    """Each code's value (float32; a NaN code with the sign bit set a negative NaN), the float32 bits of the
    non-NaN values sorted, their codes, and the NaN code."""
    semantics = element_type.SEMANTICS
    codes = np.arange(1 << semantics.bitwidth, dtype=np.uint8)
    values = np.array([element_type.decode_bits(int(code)) for code in codes], dtype=np.float32)
    numbers = ~np.isnan(values)
    if signed_nans(element_type):
        negative = (codes >> np.uint8(semantics.bitwidth - 1)).astype(bool)
        values[~numbers] = np.copysign(values[~numbers], np.where(negative[~numbers], -1.0, 1.0))
    keys = values[numbers].view(np.uint32)
    order = np.argsort(keys)
    nan_code = element_type.encode_bits(math.nan)
    return values, keys[order], codes[numbers][order], nan_code


def small_float_values(bits: np.ndarray, element_type: ReducedPrecisionFloatType) -> np.ndarray:
    """The float32 values of f4/f6/f8 codes: 0x7E -> 448.0 for f8E4M3FN (the codes' unused high bits are ignored).

    A NaN code's sign is kept (0xFD in f8E5M2 is -NaN), as compiled code decodes it and XLA converts it to wider
    floats (0xFE00 in f16); its payload is not (float32 holds the format's one quiet NaN)."""
    values, _, _, _ = _small_float_table(element_type)
    mask = (1 << element_type.SEMANTICS.bitwidth) - 1
    return values[np.asarray(bits).astype(np.int64) & mask]


def small_float_bits(values: np.ndarray, element_type: ReducedPrecisionFloatType) -> np.ndarray:
    """The codes (uint8) of f4/f6/f8 values held in float32, rounded to the format first: 448.0 -> 0x7E.

    A NaN is the format's NaN code with the NaN's sign where the format has one (a -NaN decoded from 0xFD in
    f8E5M2 is 0xFE, as compiled code encodes it; rounding makes a computed NaN positive)."""
    semantics = element_type.SEMANTICS
    _, keys, codes, nan_code = _small_float_table(element_type)
    x = np.ascontiguousarray(values, dtype=np.float32)
    rounded = np.ascontiguousarray(round_to_small_float(x, element_type), dtype=np.float32)
    bits = rounded.view(np.uint32)
    where = np.clip(np.searchsorted(keys, bits), 0, len(keys) - 1)
    nan_codes = np.uint8(nan_code)
    if signed_nans(element_type):
        sign = np.uint8(1 << (semantics.bitwidth - 1))
        nan_codes = np.where(np.signbit(x), nan_codes | sign, nan_codes)
    return np.where(np.isnan(rounded), nan_codes, codes[where]).astype(np.uint8).reshape(np.shape(values))


def round_to_small_float(values: np.ndarray, element_type: ReducedPrecisionFloatType) -> np.ndarray:
    """Round values to an f4/f6/f8 type as APFloat does (nearest, ties to even), kept as float32.

    Rounding is done once, from the exact value: float32 and float64 inputs are
    widened to float64 first. What does not fit becomes what the format has:

        f8E5M2 (IEEE)     61440 -> inf        f8E4M3FN (NaN only)  464 -> 448, 480 -> nan
        f4E2M1FN (finite) 7 -> 6, inf -> 6,   f8E4M3FNUZ           -0.0 -> 0.0 (no negative zero)
                          nan -> -0.0 (nan_in_format)
        f8E8M0FNU (powers of two, no zero)    3 -> 4, 0 -> 2**-127, -1 -> nan
    """
    semantics = element_type.SEMANTICS
    x = np.asarray(values, dtype=np.float64)
    largest = largest_finite(element_type)
    smallest_exponent = 1 - semantics.exponent_bias if semantics.has_zero else -semantics.exponent_bias
    with np.errstate(all="ignore"):
        magnitude = np.abs(x)
        exponent = np.maximum(np.frexp(magnitude)[1] - 1, smallest_exponent)
        quantum = np.ldexp(1.0, exponent - semantics.mantissa_bits)
        # np.round rounds halves to even; with no mantissa bits (f8E8M0FNU) the
        # significand is its implicit 1, so halves (1.5 * 2**e) round up, as np.round(1.5) does.
        rounded = np.round(magnitude / quantum) * quantum
        if semantics.nonfinite is NonFinite.IEEE:
            overflow = np.inf
        elif semantics.nonfinite is NonFinite.NAN_ONLY:
            overflow = np.nan
        else:
            overflow = largest
        rounded = np.where(rounded > largest, overflow, rounded)
        if not semantics.has_zero:
            rounded = np.where(rounded == 0, np.ldexp(1.0, smallest_exponent), rounded)
        signed = np.copysign(rounded, x) if semantics.has_sign else np.where(np.signbit(x) & (x != 0), np.nan, rounded)
        if semantics.nan_encoding is NanEncoding.NEGATIVE_ZERO:
            signed = np.where(signed == 0, 0.0, signed)
        result = np.where(np.isnan(x), nan_in_format(element_type), signed)
    return result.astype(np.float32).reshape(np.shape(values))


def narrow_width(element_type: Attribute) -> int | None:
    """The width of an integer type that numpy holds in a wider type (i4, ui2, i48...), else None."""
    if isinstance(element_type, IntegerType) and element_type.width.data not in (1, 8, 16, 32, 64):
        return element_type.width.data
    return None


def zero_extended(value: np.ndarray, element_type: Attribute) -> np.ndarray:
    """Integers of `element_type` read as unsigned, in the unsigned numpy type of their holder: a narrow type's
    value (i4 -1, held sign-extended in int8 as 0xFF) masked to its width (15, not 255)."""
    value = np.asarray(value)
    if value.dtype.kind != "i":
        return value
    unsigned = value.view(f"uint{value.dtype.itemsize * 8}")
    if (width := narrow_width(element_type)) is not None:
        unsigned = unsigned & unsigned.dtype.type((1 << width) - 1)
    return unsigned


def sign_extended(value: np.ndarray) -> np.ndarray:
    """Integers read as signed: i1's true (numpy's True) is -1, as arith's signed ops and casts read it; other
    integers as they are held (sign-extended already)."""
    value = np.asarray(value)
    return -value.astype(np.int64) if value.dtype == np.bool_ else value


def integer_bounds(element_type: Attribute, dtype: np.dtype) -> tuple[int, int]:
    """The smallest and largest value of an integer element type (of its own width, not its holder's)."""
    width = narrow_width(element_type)
    if width is None:
        info = np.iinfo(dtype)
        return int(info.min), int(info.max)
    if dtype.kind == "u":
        return 0, 2**width - 1
    return -(2 ** (width - 1)), 2 ** (width - 1) - 1


def wrap_to_width(array: np.ndarray, width: int) -> np.ndarray:
    """Integers wrapped to `width` bits, as the element type computes them: i4 7 + 7 is -2, not 14.

    Values of narrow types are held in the next wider numpy type, which
    would otherwise keep the bits that do not fit.
    """
    holder = np.dtype(f"uint{array.dtype.itemsize * 8}")
    unsigned = np.asarray(array.view(holder) & np.array((1 << width) - 1, holder))
    if array.dtype.kind == "u":
        return unsigned.view(array.dtype)
    # Sign-extended from bit width - 1 in the unsigned holder, where the subtraction wraps (i7 in int8: 2**7 is
    # no int8, and neither is 2**63 an int64).
    sign = np.array(1 << (width - 1), holder)
    with np.errstate(over="ignore"):
        return np.asarray(np.subtract(unsigned ^ sign, sign, dtype=holder)).view(array.dtype)


def _result_plan(result_type: Attribute) -> tuple[Attribute, np.dtype, bool, tuple[int, ...] | None]:
    """What `as_result` does for `result_type`: its element type, the numpy dtype, whether a value needs more
    than a cast to it (bf16 and f4/f6/f8 rounding, narrow integers' wrapping), and the static shape of a tensor
    (None for scalars, vectors and tensors with `?` sizes)."""
    element_type = result_type.element_type if isinstance(result_type, VectorType) else element_type_of(result_type)
    dtype = numpy_dtype(element_type)
    rounded = isinstance(element_type, (BFloat16Type, ReducedPrecisionFloatType))
    static = isinstance(result_type, TensorType) and result_type.has_static_shape()
    shape = tuple(result_type.get_shape()) if static else None
    return element_type, dtype, rounded or narrow_width(element_type) is not None, shape


_cached_result_plan = functools.lru_cache(maxsize=4096)(_result_plan)
"""`_result_plan` by result type: the interpreter casts the results of hundreds of thousands of ops (a GPU
kernel run thread by thread) to a few types."""


def result_plan(result_type: Attribute) -> tuple[Attribute, np.dtype, bool, tuple[int, ...] | None]:
    """What `as_result` does for `result_type` (`as_planned_result` takes it): found once per type."""
    try:
        return _cached_result_plan(result_type)
    except TypeError:  # an unhashable type (none of the builtin ones)
        return _result_plan(result_type)


def as_result(value: Any, result_type: Attribute) -> np.ndarray:
    """Cast a computed value to a result type's dtype and shape (a 0-d array for scalars; a vector is a numpy array
    of its shape, as vector.load makes it)."""
    return as_planned_result(value, result_plan(result_type))


def as_planned_result(value: Any, plan: tuple[Attribute, np.dtype, bool, tuple[int, ...] | None]) -> np.ndarray:
    """`as_result` with the `result_plan` of the result type found before (an op run many times finds it once)."""
    element_type, dtype, special, shape = plan
    value = np.asarray(value)
    if not special:
        array = value.astype(dtype, copy=False)
    else:
        small_float = isinstance(element_type, (BFloat16Type, ReducedPrecisionFloatType))
        if small_float and value.dtype.kind in "iu" and value.dtype.itemsize == 8:
            value = _sticky_float64(value)
        if isinstance(element_type, BFloat16Type) and (value.dtype.kind in "iu" or value.dtype == np.float64):
            # Rounded once, as to any float type: through float32 by round-to-nearest, a value just
            # above a bf16 midpoint would land on it and round to even.
            value = _round_to_odd_float32(value.astype(np.float64))
        if isinstance(element_type, ReducedPrecisionFloatType):
            value = round_to_small_float(value, element_type)
        array = value.astype(dtype, copy=False)
        if isinstance(element_type, BFloat16Type):
            array = round_to_bf16(array)
        if (width := narrow_width(element_type)) is not None:
            array = wrap_to_width(array, width)
    # A result with `?` sizes has the computed shape; only a static one can be broadcast to.
    if shape is not None and array.shape != shape:
        array = np.broadcast_to(array, shape).copy()
    return array
