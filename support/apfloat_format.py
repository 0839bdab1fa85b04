"""LLVM's `APFloat::toString` with its default arguments: the text MLIR prints for a float that its
6-digit scientific form does not give back.

MLIR prints a float attribute in 6-digit scientific form when that parses back to the same value (the
form of `APFloat::toString(str, 6, 0, false)`, `apfloat_to_scientific`: near `%.6e`, but its digits are
truncated as below, not rounded), and otherwise as
`APFloat::toString(str)`: `2 + precision * 59 / 196` significant digits (9 for f32, 17 for f64),
trailing zeros dropped, in plain notation unless that needs more than 3 padding zeros. Before
rounding to those digits, `toString` first drops whole decimal digits from the exact value by
integer division (a truncation, its `AdjustToPrecision` of the APInt), so that, say, the f32
nearest e**2, 7.38905620574951171875, prints as `7.3890562` where rounding would give `7.38905621`:

    apfloat_to_string(7.38905620574951171875, 24)  ->  '7.3890562'
    apfloat_to_string(0.000012345, 53)             ->  '1.2345000000000001E-5'
"""

from __future__ import annotations

import math

PRECISIONS = {"f16": 11, "bf16": 8, "f32": 24, "f64": 53, "f80": 64, "f128": 113}
"""The significand bits of the IEEE-like float types, by MLIR's name of the type."""

_MAX_PADDING = 3
"""toString's default `FormatMaxPadding`."""


def _decimal(value: float) -> tuple[int, int]:
    """`value` (finite, not zero, positive) as an integer times a power of ten, exactly."""
    numerator, denominator = value.as_integer_ratio()
    trailing = (numerator & -numerator).bit_length() - 1
    numerator >>= trailing
    exp2 = trailing - (denominator.bit_length() - 1)
    if exp2 >= 0:
        return numerator << exp2, 0
    return numerator * 5**-exp2, exp2


def _digits(value: float, format_precision: int) -> tuple[str, int]:
    """The (at most `format_precision`) significant digits, most significant first, and the power of ten of
    their last digit."""
    significand, exp = _decimal(value)
    # AdjustToPrecision of the APInt: whole digits dropped by truncation, estimated from the bit count.
    bits_required = (format_precision * 196 + 58) // 59
    if significand.bit_length() > bits_required:
        removable = (significand.bit_length() - bits_required) * 59 // 196
        if removable:
            exp += removable
            significand //= 10**removable
    digits = str(significand)
    stripped = digits.rstrip("0")
    exp += len(digits) - len(stripped)
    digits = stripped
    # AdjustToPrecision of the digits: round half up to the format's precision, trailing zeros dropped.
    if len(digits) > format_precision:
        exp += len(digits) - format_precision
        rounded = str(int(digits[:format_precision]) + (digits[format_precision] >= "5"))
        if len(rounded) > format_precision:
            exp += 1
            rounded = rounded[:-1]
        digits = rounded.rstrip("0")
        exp += len(rounded) - len(digits)
    return digits, exp


def apfloat_to_string(value: float, precision: int) -> str:
    """`APFloat::toString` of a finite `value` of a type with `precision` significand bits."""
    if value == 0:
        return "-0" if str(value).startswith("-") else "0"
    sign = "-" if value < 0 else ""
    format_precision = 2 + precision * 59 // 196
    digits, exp = _digits(abs(value), format_precision)
    count = len(digits)
    if exp >= 0:
        scientific = exp > _MAX_PADDING or count + exp > format_precision
    else:
        most_significant = exp + count - 1
        scientific = most_significant < 0 and -most_significant > _MAX_PADDING
    if scientific:
        exponent = exp + count - 1
        mantissa = digits[0] + "." + (digits[1:] or "0")
        return f"{sign}{mantissa}E{'+' if exponent >= 0 else '-'}{abs(exponent)}"
    if exp >= 0:
        return sign + digits + "0" * exp
    whole = exp + count
    if whole > 0:
        return f"{sign}{digits[:whole]}.{digits[whole:]}"
    return f"{sign}0.{'0' * -whole}{digits}"


def apfloat_to_scientific(value: float) -> str:
    """`APFloat::toString(str, 6, 0, false)` of a finite `value`: the 6-digit scientific form MLIR tries first.

    Its digits come from the same truncating AdjustToPrecision, so they may differ from `%.5e`'s correct
    rounding: the f32 nearest 1e12, 999999995904, gives `9.999990e+11` (which does not parse back, so MLIR
    prints `9.99999995E+11`), not `1.000000e+12`.

        apfloat_to_scientific(999999995904.0)  ->  '9.999990e+11'
        apfloat_to_scientific(-0.5)            ->  '-5.000000e-01'
    """
    if value == 0:
        return "-0.000000e+00" if str(value).startswith("-") else "0.000000e+00"
    sign = "-" if value < 0 else ""
    digits, exp = _digits(abs(value), 6)
    exponent = exp + len(digits) - 1
    mantissa = digits[0] + "." + digits[1:].ljust(6, "0")
    return f"{sign}{mantissa}e{'+' if exponent >= 0 else '-'}{abs(exponent):02d}"


WIDE_FLOATS = {"f80": (15, 63, True), "f128": (15, 112, False)}
"""Exponent bits, fraction bits and whether the integer bit is explicit, of the float types that xDSL cannot
pack (x87's f80 and IEEE quad f128). Their values are held as Python floats, which they represent exactly."""


def wide_float_bits_text(value: float, name: str) -> str:
    """The bits of `value` in the wide float type `name`, as MLIR writes a float it cannot print in decimal:

    wide_float_bits_text(math.inf, "f80")  ->  '0x7FFF8000000000000000'
    """
    exponent_bits, fraction_bits, explicit = WIDE_FLOATS[name]
    integer_bit = int(explicit) << fraction_bits
    top_exponent = (1 << exponent_bits) - 1
    if math.isnan(value):
        exponent, significand = top_exponent, integer_bit | (1 << (fraction_bits - 1))
    elif math.isinf(value):
        exponent, significand = top_exponent, integer_bit
    elif value == 0:
        exponent, significand = 0, 0
    else:
        mantissa, power = math.frexp(abs(value))  # abs(value) = mantissa * 2**power, 0.5 <= mantissa < 1
        exponent = power - 1 + (top_exponent >> 1)
        significand = integer_bit | int((mantissa * 2 - 1) * 2.0**fraction_bits)
    width = 1 + exponent_bits + explicit + fraction_bits
    sign = int(math.copysign(1.0, value) < 0)
    bits = sign << (width - 1) | exponent << (fraction_bits + explicit) | significand
    return f"0x{bits:0{width // 4}X}"


def wide_float_from_bits(bits: int, name: str) -> float:
    """The value of the bits of the wide float type `name` (f80, f128), rounded to a Python float."""
    exponent_bits, fraction_bits, explicit = WIDE_FLOATS[name]
    width = 1 + exponent_bits + explicit + fraction_bits
    sign = -1.0 if bits >> (width - 1) & 1 else 1.0
    exponent = bits >> (fraction_bits + explicit) & ((1 << exponent_bits) - 1)
    fraction = bits & ((1 << fraction_bits) - 1)
    bias = (1 << (exponent_bits - 1)) - 1
    if exponent == (1 << exponent_bits) - 1:
        return math.copysign(math.nan if fraction else math.inf, sign)
    significand = fraction if exponent == 0 else fraction | 1 << fraction_bits
    try:
        return sign * math.ldexp(float(significand), max(exponent, 1) - bias - fraction_bits)
    except OverflowError:
        return sign * math.inf
