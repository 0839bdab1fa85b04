"""The reference semantics of element-wise ops, checked against numpy and Python's math."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hlo_testing import interpret, tensor_type

FLOATS = np.array([-2.5, -1.0, -0.5, -0.0, 0.0, 0.25, 0.5, 1.5, 2.5, 3.0], dtype=np.float32)
POSITIVE = np.array([0.01, 0.5, 1.0, 2.0, 10.0, 100.0], dtype=np.float32)
INTS = np.array([-2147483648, -7, -1, 0, 1, 7, 2147483647], dtype=np.int32)


def run_unary(mnemonic: str, x: np.ndarray, element: str, result_element: str | None = None):
    t = tensor_type(x, element)
    r = tensor_type(x, result_element or element)
    signature = t if r == t else f"({t}) -> {r}"
    text = f"""func.func @main(%x: {t}) -> {r} {{
      %0 = stablehlo.{mnemonic} %x : {signature}
      func.return %0 : {r}
    }}"""
    return interpret(text, [x])[0]


def run_binary(mnemonic: str, a: np.ndarray, b: np.ndarray, element: str):
    t = tensor_type(a, element)
    text = f"""func.func @main(%a: {t}, %b: {t}) -> {t} {{
      %0 = stablehlo.{mnemonic} %a, %b : {t}
      func.return %0 : {t}
    }}"""
    return interpret(text, [a, b])[0]


@pytest.mark.parametrize(
    "mnemonic, expected",
    [
        ("abs", np.abs),
        ("ceil", np.ceil),
        ("floor", np.floor),
        ("negate", np.negative),
        ("cosine", np.cos),
        ("sine", np.sin),
        ("tanh", np.tanh),
        ("exponential", np.exp),
        ("exponential_minus_one", np.expm1),
        ("cbrt", np.cbrt),
        ("round_nearest_even", np.rint),
        ("logistic", lambda x: 1 / (1 + np.exp(-x.astype(np.float64)))),
    ],
)
def test_unary_float(mnemonic, expected):
    result = run_unary(mnemonic, FLOATS, "f32")
    np.testing.assert_allclose(result, expected(FLOATS), rtol=1e-6, atol=1e-7)


@pytest.mark.parametrize(
    "mnemonic, expected",
    [
        ("log", np.log),
        ("log_plus_one", np.log1p),
        ("sqrt", np.sqrt),
        ("rsqrt", lambda x: 1 / np.sqrt(x)),
        ("tan", np.tan),
    ],
)
def test_unary_positive(mnemonic, expected):
    np.testing.assert_allclose(run_unary(mnemonic, POSITIVE, "f32"), expected(POSITIVE), rtol=1e-6)


def test_round_half_away_from_zero():
    x = np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 0.49999997], dtype=np.float32)
    expected = [math.copysign(math.floor(abs(v) + 0.5), v) if abs(v) != 0.49999997 else 0.0 for v in x.tolist()]
    np.testing.assert_array_equal(run_unary("round_nearest_afz", x, "f32"), np.array(expected, np.float32))


def test_sign_keeps_negative_zero_and_nan():
    x = np.array([-3.0, -0.0, 0.0, 2.0, np.nan], dtype=np.float32)
    result = run_unary("sign", x, "f32")
    assert result[:4].tolist() == [-1.0, 0.0, 0.0, 1.0]
    assert math.copysign(1, result[1]) == -1 and np.isnan(result[4])


@pytest.mark.parametrize("element, dtype", [("complex<f32>", np.complex64), ("complex<f64>", np.complex128)])
def test_complex_sign_divides_each_part_by_the_magnitude(element: str, dtype):
    """XLA's x / |x| (and compiled code's complex.sign): each part divided by |x|, x itself where |x| is 0. numpy's
    complex division by |x| + 0i gave sign(1e-45i) = NaN + inf i and sign(inf i) = NaN + NaN i."""
    x = np.array([1e-45j, complex(0, np.inf), complex(-0.0, -0.0), complex(3, -4), complex(np.nan, 1)], dtype)
    result = run_unary("sign", x, element)
    assert result.dtype == dtype
    np.testing.assert_array_equal(result[[0, 3]], np.array([1j, 0.6 - 0.8j], dtype))
    assert result[1].real == 0 and np.isnan(result[1].imag)
    assert np.signbit(result[2].real) and np.signbit(result[2].imag) and result[2] == 0
    assert np.isnan(result[4].real) and np.isnan(result[4].imag)


def test_integer_unary():
    assert run_unary("abs", INTS, "i32").tolist() == [-2147483648, 7, 1, 0, 1, 7, 2147483647]
    assert run_unary("not", INTS, "i32").tolist() == [~v for v in INTS.tolist()]
    assert run_unary("popcnt", INTS, "i32").tolist() == [bin(v & 0xFFFFFFFF).count("1") for v in INTS.tolist()]
    assert run_unary("count_leading_zeros", INTS, "i32").tolist() == [
        32 - (v & 0xFFFFFFFF).bit_length() for v in INTS.tolist()
    ]


def test_integer_division_truncates_and_follows_xla_edge_cases():
    a = np.array([7, -7, 7, -7, 5, -2147483648], dtype=np.int32)
    b = np.array([2, 2, -2, -2, 0, -1], dtype=np.int32)
    assert run_binary("divide", a, b, "i32").tolist() == [3, -3, -3, 3, -1, -2147483648]
    assert run_binary("remainder", a, b, "i32").tolist() == [1, -1, 1, -1, 5, 0]


def test_float_remainder_has_sign_of_dividend():
    a = np.array([5.5, -5.5, 5.5], dtype=np.float32)
    b = np.array([2.0, 2.0, -2.0], dtype=np.float32)
    assert run_binary("remainder", a, b, "f32").tolist() == [math.fmod(x, y) for x, y in zip(a.tolist(), b.tolist())]


def test_integer_power():
    a = np.array([2, -2, 3, 1, -1, 2], dtype=np.int32)
    b = np.array([10, 3, 0, -5, -3, -1], dtype=np.int32)
    assert run_binary("power", a, b, "i32").tolist() == [1024, -8, 1, 1, -1, 0]


def test_unsigned_power_with_exponents_past_int64():
    a = np.array([5, 3, 2], dtype=np.uint64)
    b = np.array([12811560199803199372, 2**64 - 1, 64], dtype=np.uint64)
    expected = [pow(int(x), int(y), 2**64) for x, y in zip(a, b)]
    assert run_binary("power", a, b, "ui64").tolist() == expected


def test_shifts_saturate_past_bit_width():
    a = np.array([1, -8, -8, 1], dtype=np.int32)
    b = np.array([31, 1, 40, 32], dtype=np.int32)
    assert run_binary("shift_left", a, b, "i32").tolist() == [-2147483648, -16, 0, 0]
    assert run_binary("shift_right_arithmetic", a, b, "i32").tolist() == [0, -4, -1, 0]
    assert run_binary("shift_right_logical", a, b, "i32").tolist() == [0, 2147483644, 0, 0]


def test_wrapping_integer_arithmetic():
    a = np.array([2147483647, -2147483648], dtype=np.int32)
    b = np.array([1, 1], dtype=np.int32)
    assert run_binary("add", a, b, "i32").tolist() == [-2147483648, -2147483647]
    assert run_binary("subtract", a, b, "i32").tolist() == [2147483646, 2147483647]


def test_narrow_integers_compute_in_their_own_width():
    """i4/ui4 values are held in int8/uint8 but wrap, count and shift in 4 bits."""
    a = np.array([7, -8, -1, -6, 5], dtype=np.int8)
    b = np.array([7, -1, 4, 1, 3], dtype=np.int8)
    assert run_binary("add", a, b, "i4").tolist() == [-2, 7, 3, -5, -8]
    assert run_binary("multiply", a, b, "i4").tolist() == [1, -8, -4, -6, -1]
    assert run_binary("shift_left", a, b, "i4").tolist() == [0, 0, 0, 4, -8]
    assert run_binary("shift_right_logical", a, b, "i4").tolist() == [0, 0, 0, 5, 0]
    assert run_binary("shift_right_arithmetic", a, b, "i4").tolist() == [0, -1, -1, -3, 0]
    assert run_unary("negate", a, "i4").tolist() == [-7, -8, 1, 6, -5]
    assert run_unary("popcnt", a, "i4").tolist() == [3, 1, 4, 2, 2]
    assert run_unary("count_leading_zeros", a, "i4").tolist() == [1, 0, 0, 0, 1]
    u = np.array([15, 8, 1, 0], dtype=np.uint8)
    assert run_binary("add", u, u, "ui4").tolist() == [14, 0, 2, 0]
    assert run_unary("count_leading_zeros", u, "ui4").tolist() == [0, 0, 3, 4]
    x = np.array([100.0, -100.0, 7.9, -8.5], dtype=np.float32)
    assert run_unary("convert", x, "f32", "i4").tolist() == [7, -8, 7, -8]
    assert run_unary("convert", np.array([300, -9], dtype=np.int32), "i32", "i4").tolist() == [-4, 7]


def test_max_min_propagate_nan():
    a = np.array([1.0, np.nan, 3.0], dtype=np.float32)
    b = np.array([2.0, 0.0, np.nan], dtype=np.float32)
    maximum = run_binary("maximum", a, b, "f32")
    minimum = run_binary("minimum", a, b, "f32")
    assert maximum[0] == 2.0 and np.isnan(maximum[1]) and np.isnan(maximum[2])
    assert minimum[0] == 1.0 and np.isnan(minimum[1]) and np.isnan(minimum[2])


def test_max_min_order_signed_zeros():
    """IEEE-754 maximum/minimum, as the StableHLO spec says: -0 < +0 whatever the operand order."""
    a = np.array([-0.0, 0.0, -0.0, 0.0], dtype=np.float32)
    b = np.array([0.0, -0.0, -0.0, 0.0], dtype=np.float32)
    assert np.signbit(run_binary("maximum", a, b, "f32")).tolist() == [False, False, True, False]
    assert np.signbit(run_binary("minimum", a, b, "f32")).tolist() == [True, True, True, False]
    assert np.signbit(run_binary("maximum", a.astype(np.float64), b.astype(np.float64), "f64")).tolist() == [False, False, True, False]


def test_boolean_add_and_multiply_are_or_and():
    a = np.array([True, True, False, False])
    b = np.array([True, False, True, False])
    assert run_binary("add", a, b, "i1").tolist() == [True, True, True, False]
    assert run_binary("multiply", a, b, "i1").tolist() == [True, False, False, False]


def test_float_to_int_conversion_truncates_and_saturates():
    x = np.array([1.9, -1.9, 3e9, -3e9, np.nan, np.inf], dtype=np.float32)
    assert run_unary("convert", x, "f32", "i32").tolist() == [1, -1, 2147483647, -2147483648, 0, 2147483647]


def test_bf16_conversion_rounds_to_nearest_even():
    x = np.array([1.0, 1.00390625, 1.01171875, 3.14159265], dtype=np.float32)
    # bf16 keeps 8 bits of mantissa: 1 + 2^-8 is a tie that rounds to even (1.0).
    assert run_unary("convert", x, "f32", "bf16").tolist() == [1.0, 1.0, 1.015625, 3.140625]


def test_bf16_conversion_rounds_once():
    """f64 and integers round to bf16 directly: not to f32 first, which makes ties of values just past one."""
    x = np.array([1 + 2**-8 + 2**-30, 1 - 2**-9 - 2**-40, 1 + 2**-8, 1e300, -1e-300], dtype=np.float64)
    result = run_unary("convert", x, "f64", "bf16")
    assert result.tolist() == [1.0078125, 0.99609375, 1.0, np.inf, -0.0] and np.signbit(result[4])
    n = np.array([2**24 + 2**16 + 1, 2**24 + 2**16, -(2**24) - 2**16 - 1], dtype=np.int32)
    assert run_unary("convert", n, "i32", "bf16").tolist() == [16908288.0, 16777216.0, -16908288.0]


def test_reduce_precision_to_half():
    x = np.array([1.0, 1.0 + 2**-11, 1.0 + 3 * 2**-11, 60000.0, 1e-3], dtype=np.float32)
    t = tensor_type(x, "f32")
    text = f"""func.func @main(%x: {t}) -> {t} {{
      %0 = stablehlo.reduce_precision %x, format = e5m10 : {t}
      func.return %0 : {t}
    }}"""
    result = interpret(text, [x])[0]
    np.testing.assert_array_equal(result, x.astype(np.float16).astype(np.float32))


def run_reduce_precision(x: np.ndarray, element: str, format_: str) -> np.ndarray:
    t = tensor_type(x, element)
    text = f"""func.func @main(%x: {t}) -> {t} {{
      %0 = stablehlo.reduce_precision %x, format = {format_} : {t}
      func.return %0 : {t}
    }}"""
    return interpret(text, [x])[0]


def test_reduce_precision_of_a_scalar_keeps_its_shape():
    result = run_reduce_precision(np.array(1.0 + 2**-12, np.float64), "f64", "e5m10")
    assert result.shape == () and result == 1.0


def test_reduce_precision_nan_without_mantissa_bits_is_infinity():
    # No mantissa bit is left to tell NaN from inf: every NaN becomes +inf.
    nans = np.array([0x7FFFFFFFFFFFFFFF, 0xFFF8000000000000, 0x7FF0000000000001], np.uint64).view(np.float64)
    assert run_reduce_precision(nans, "f64", "e5m0").tolist() == [math.inf] * 3
    assert run_reduce_precision(nans, "f64", "e11m0").tolist() == [math.inf] * 3
    # With mantissa bits, a NaN stays as it is, payload and sign included.
    kept = run_reduce_precision(nans, "f64", "e5m1")
    assert kept.view(np.uint64).tolist() == nans.view(np.uint64).tolist()
    # Finite values round to a power of two, ties to the even exponent (3 = 1.1b * 2**1 -> 2**1); inf stays.
    finite = np.array([1.4, 1.6, -3.0, 6.0, 70000.0, -math.inf], np.float64)
    assert run_reduce_precision(finite, "f64", "e5m0").tolist() == [1.0, 2.0, -2.0, 8.0, math.inf, -math.inf]


def test_reduce_precision_of_a_small_float_comes_back_in_its_format():
    """The reduced value is converted back to the operand's type (spec): an overflow to inf is f4E2M1FN's
    largest value (it has no inf nor NaN) and f8E4M3FN's NaN, a flushed -0 f8E4M3FNUZ's +0 (bench/difftest.py
    seed 22013 #26: inf in an f4E2M1FN result, where compiled code gave 6)."""
    x = np.array([6.0, -1.5, 1.0, -0.5], np.float32)  # -1.5 rounds to -2: past e1m0's largest, 1
    assert run_reduce_precision(x, "f4E2M1FN", "e1m0").tolist() == [6.0, -6.0, 0.0, -0.0]
    fn = run_reduce_precision(np.array([448.0, -4.0, 1.0], np.float32), "f8E4M3FN", "e2m1")
    assert np.isnan(fn[:2]).all() and fn[2] == 1.0
    fnuz = run_reduce_precision(np.array([-0.5, 0.5], np.float32), "f8E4M3FNUZ", "e2m1")
    assert fnuz.tolist() == [0.0, 0.0] and not np.signbit(fnuz).any()


def test_reduce_precision_flushes_what_would_be_subnormal():
    # e5m10's smallest normal is 2**-14; 1.5 * 2**-15 is an f16 subnormal, which ReducePrecision flushes.
    x = np.array([1.5 * 2**-15, -(2**-15), 2**-14, -1.5 * 2**-14], np.float32)
    result = run_reduce_precision(x, "f32", "e5m10")
    assert result.tolist() == [0.0, -0.0, 2**-14, -1.5 * 2**-14]
    assert np.signbit(result).tolist() == [False, True, False, True]


@pytest.mark.parametrize(
    "direction, compare_type, expected",
    [
        ("EQ", "FLOAT", [False, False, True, True]),
        ("NE", "FLOAT", [True, True, False, False]),
        ("LT", "FLOAT", [True, False, False, False]),
        ("GE", "FLOAT", [False, False, True, True]),
        ("LT", "TOTALORDER", [True, False, False, True]),
    ],
)
def test_compare_with_nan(direction, compare_type, expected):
    a = np.array([1.0, np.nan, 2.0, -0.0], dtype=np.float32)
    b = np.array([2.0, np.nan, 2.0, 0.0], dtype=np.float32)
    t = tensor_type(a, "f32")
    text = f"""func.func @main(%a: {t}, %b: {t}) -> tensor<4xi1> {{
      %0 = stablehlo.compare  {direction}, %a, %b,  {compare_type} : ({t}, {t}) -> tensor<4xi1>
      func.return %0 : tensor<4xi1>
    }}"""
    assert interpret(text, [a, b])[0].tolist() == expected


def test_unsigned_compare():
    a = np.array([4294967295, 1], dtype=np.uint32)
    b = np.array([1, 2], dtype=np.uint32)
    text = """func.func @main(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xi1> {
      %0 = stablehlo.compare  LT, %a, %b,  UNSIGNED : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xi1>
      func.return %0 : tensor<2xi1>
    }"""
    assert interpret(text, [a, b])[0].tolist() == [False, True]


def test_select_and_clamp():
    text = """func.func @main(%p: tensor<3xi1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
      %0 = stablehlo.select %p, %a, %b : tensor<3xi1>, tensor<3xf32>
      %lo = stablehlo.constant dense<-1.0> : tensor<f32>
      %hi = stablehlo.constant dense<1.0> : tensor<f32>
      %1 = stablehlo.clamp %lo, %a, %hi : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
      func.return %0, %1 : tensor<3xf32>, tensor<3xf32>
    }"""
    p = np.array([True, False, True])
    a = np.array([-5.0, 0.5, 5.0], dtype=np.float32)
    b = np.array([1.0, 2.0, 3.0], dtype=np.float32)
    selected, clamped = interpret(text, [p, a, b])
    assert selected.tolist() == [-5.0, 2.0, 5.0]
    assert clamped.tolist() == [-1.0, 0.5, 1.0]


def test_complex_parts():
    text = """func.func @main(%re: tensor<2xf32>, %im: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
      %c = stablehlo.complex %re, %im : tensor<2xcomplex<f32>>
      %0 = stablehlo.real %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
      %1 = stablehlo.imag %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
      %2 = stablehlo.abs %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
      func.return %0, %1, %2 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
    }"""
    re = np.array([3.0, -1.0], dtype=np.float32)
    im = np.array([4.0, 0.0], dtype=np.float32)
    real, imag, magnitude = interpret(text, [re, im])
    assert real.tolist() == [3.0, -1.0] and imag.tolist() == [4.0, 0.0] and magnitude.tolist() == [5.0, 1.0]


def test_bitcast_convert_splits_into_a_minor_dimension():
    x = np.array([1.0, -2.0], dtype=np.float32)
    text = """func.func @main(%x: tensor<2xf32>) -> tensor<2x2xi16> {
      %0 = stablehlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<2x2xi16>
      func.return %0 : tensor<2x2xi16>
    }"""
    assert interpret(text, [x])[0].tolist() == x.view(np.int16).reshape(2, 2).tolist()


def test_bitcast_convert_same_width():
    x = np.array([1.0, -2.0], dtype=np.float32)
    text = """func.func @main(%x: tensor<2xf32>) -> tensor<2xi32> {
      %0 = stablehlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<2xi32>
      func.return %0 : tensor<2xi32>
    }"""
    assert interpret(text, [x])[0].tolist() == x.view(np.int32).tolist()


RSQRT_OF_INFINITE_ROOTS = [
    # (z, C99's csqrt z (G.6.4.2), 1 / csqrt z by G.5.1: a finite number over an infinity is a zero,
    # copysign(0, c) + copysign(0, -d) i for c + di)
    (complex(1.0, math.inf), complex(math.inf, math.inf), complex(0.0, -0.0)),
    (complex(1.0, -math.inf), complex(math.inf, -math.inf), complex(0.0, 0.0)),
    (complex(math.inf, 1.0), complex(math.inf, 0.0), complex(0.0, -0.0)),
    (complex(-math.inf, 1.0), complex(0.0, math.inf), complex(0.0, -0.0)),
    (complex(-math.inf, -1.0), complex(0.0, -math.inf), complex(0.0, 0.0)),
    (complex(math.nan, math.inf), complex(math.inf, math.inf), complex(0.0, -0.0)),
    (complex(-math.inf, math.inf), complex(math.inf, math.inf), complex(0.0, -0.0)),
]


@pytest.mark.parametrize("dtype, element", [(np.complex64, "complex<f32>"), (np.complex128, "complex<f64>")])
def test_complex_rsqrt_where_the_root_is_infinite_is_a_zero(dtype, element):
    """rsqrt z = 1 / sqrt z with C99 Annex G's values (the spec gives none at infinities): where sqrt z has an
    infinite part the quotient is a zero with C99's signs, as compiled code and XLA give (numpy's 1 / (inf +
    inf i) is NaN + NaN i, which the interpreter gave); finite roots are unchanged."""
    z = np.array([row[0] for row in RSQRT_OF_INFINITE_ROOTS] + [complex(4.0, 0.0), complex(-4.0, -0.0)], dtype)
    assert np.sqrt(z[:-2]).tolist() == [row[1] for row in RSQRT_OF_INFINITE_ROOTS]  # numpy's csqrt is C99's
    result = run_unary("rsqrt", z, element)
    expected = np.array([row[2] for row in RSQRT_OF_INFINITE_ROOTS] + [complex(0.5, 0.0), complex(0.0, 0.5)], dtype)
    np.testing.assert_array_equal(result, expected)
    np.testing.assert_array_equal(np.signbit(result.real[:-2]), np.signbit(expected.real[:-2]))
    np.testing.assert_array_equal(np.signbit(result.imag[:-2]), np.signbit(expected.imag[:-2]))


@pytest.mark.parametrize("dtype, element", [(np.complex64, "complex<f32>"), (np.complex128, "complex<f64>")])
def test_complex_logistic_where_e_to_the_minus_z_is_infinite_is_a_zero(dtype, element):
    """logistic z = 1 / (1 + e^-z): where e^-z has an infinite part (a real part of z far below 0, or -inf)
    the quotient is C99 Annex G's zero, as compiled code gives (and XLA, but for -inf + inf i); numpy's
    1 / (inf - inf i) is NaN + NaN i, which the interpreter gave (difftest grid of parts)."""
    z = np.array([complex(-1e30, 1.0), complex(-1e30, -2.0), complex(-math.inf, 3.0), complex(-math.inf, math.inf),
                  complex(-math.inf, math.nan), complex(1.0, 1.0), complex(0.0, 0.0)], dtype)  # fmt: skip
    with np.errstate(all="ignore"):
        result = run_unary("logistic", z, element)
    assert (result[:5] == 0).all(), result
    finite = 1 / (1 + np.exp(-z[5:].astype(np.complex128)))
    np.testing.assert_allclose(result[5:], finite, rtol=1e-6 if dtype == np.complex64 else 1e-15)


@pytest.mark.parametrize("dtype, element", [(np.complex64, "complex<f32>"), (np.complex128, "complex<f64>")])
def test_complex_cbrt_is_the_polar_cube_root(dtype, element):
    """cbrt z = cbrt|z| (cos t + i sin t), t = atan2(Im z, Re z) / 3, as the StableHLO interpreter and compiled
    code compute it: an infinite z with a known angle has both parts infinite (cbrt(1 + inf i) is inf + inf i at
    the angle pi/6, where numpy's z ** (1/3) gave inf + NaN i), a NaN angle gives NaN + NaN i, and the finite
    parts within 1e-15 (numpy's power was 3e-15 off for 1e30 i)."""
    inf, nan = math.inf, math.nan
    z = np.array([complex(1.0, inf), complex(-inf, 1.0), complex(0.0, -inf), complex(inf, nan), complex(8.0, 0.0),
                  complex(-8.0, 0.0), complex(0.0, 1e30)], dtype)  # fmt: skip
    result = run_unary("cbrt", z, element)
    assert result[:3].tolist() == [complex(inf, inf), complex(inf, inf), complex(inf, -inf)]
    assert np.isnan(result[3].real) and np.isnan(result[3].imag)
    root3 = math.sqrt(3)
    expected = [complex(2.0, 0.0), complex(1.0, root3), complex(1e10 * root3 / 2, 0.5e10)]
    np.testing.assert_allclose(result[4:], np.array(expected, dtype), rtol=1e-7 if dtype == np.complex64 else 1e-15)


@pytest.mark.parametrize("dtype, element", [(np.complex64, "complex<f32>"), (np.complex128, "complex<f64>")])
def test_complex_power_is_exp_of_y_log_x(dtype, element):
    """x^y = exp(y log x) (textbook product, C99 exp and log), as compiled code and C's cpow: (1 + inf i)^1 and
    (inf + inf i)^2 are inf + NaN i (y log x is inf + NaN i; numpy's power multiplied them out: 1 + inf i and
    NaN + inf i); x^0 is 1 for every x, 0^y is 0 for Re y > 0 and NaN + NaN i otherwise."""
    inf, nan = math.inf, math.nan
    x = np.array([complex(1.0, inf), complex(inf, inf), complex(nan, 1.0), complex(inf, 0.0), 0j, 0j, 0j, 0j,
                  3 + 4j, 1 + 1j, complex(-2.0, 0.0)], dtype)  # fmt: skip
    y = np.array([1 + 0j, 2 + 0j, 0j, 0j, 2 + 0j, 1 + 1j, 1j, -1 + 0j, 0.5 + 0j, 2 + 0j, 0.5 + 0j], dtype)
    with np.errstate(all="ignore"):
        result = run_binary("power", x, y, element)
    assert result[:2].real.tolist() == [inf, inf] and np.isnan(result[:2].imag).all()
    assert result[2:6].tolist() == [1 + 0j, 1 + 0j, 0j, 0j]
    assert np.isnan(result[6:8].real).all() and np.isnan(result[6:8].imag).all()
    rtol = 1e-6 if dtype == np.complex64 else 1e-15
    np.testing.assert_allclose(result[8:], [2 + 1j, 2j, complex(0.0, math.sqrt(2.0))], rtol=rtol, atol=rtol)


@pytest.mark.parametrize("dtype, element", [(np.complex64, "complex<f32>"), (np.complex128, "complex<f64>")])
def test_complex_exponential_minus_one_of_a_real_z(dtype, element):
    """expm1(a +- 0i) has the imaginary part +-0 where e^a overflows (numpy's e^a sin b is NaN there; the
    StableHLO interpreter's exp(z) - 1 gives 0), as compiled code (convert-complex-to-standard)."""
    big = 100.0 if dtype == np.complex64 else 1000.0
    z = np.array([complex(big, 0.0), complex(big, -0.0), complex(1.5, 0.0), complex(big, 1.0)], dtype)
    with np.errstate(all="ignore"):
        result = run_unary("exponential_minus_one", z, element)
        expected = np.expm1(z)
    np.testing.assert_array_equal(result.real, [np.inf, np.inf, expected.real[2], np.inf])
    np.testing.assert_array_equal(result.imag[:3], [0.0, -0.0, 0.0])
    np.testing.assert_array_equal(np.signbit(result.imag[:3]), [False, True, False])
    assert np.isinf(result.imag[3])


@pytest.mark.parametrize("dtype, element", [(np.complex64, "complex<f32>"), (np.complex128, "complex<f64>")])
def test_complex_atan2(dtype, element):
    rng = np.random.default_rng(7)
    y = (rng.uniform(-3, 3, 8) + 1j * rng.uniform(-3, 3, 8)).astype(dtype)
    x = (rng.uniform(-3, 3, 8) + 1j * rng.uniform(-3, 3, 8)).astype(dtype)
    result = run_binary("atan2", y, x, element)
    assert result.dtype == dtype
    tolerance = 1e-4 if dtype == np.complex64 else 1e-12
    np.testing.assert_allclose(np.tan(result.astype(np.complex128)), y / x, rtol=tolerance)
    # Real operands give the real atan2, in every quadrant.
    a, b = np.array([1.0, 1.0, -1.0, -1.0, 0.5]), np.array([2.0, -2.0, 2.0, -2.0, 0.0])
    on_axis = run_binary("atan2", a.astype(dtype), b.astype(dtype), element)
    np.testing.assert_allclose(on_axis.real, np.arctan2(a, b), rtol=tolerance)
    # -i is (-0, -1), so atan2(1, 0) is (pi/2, -0) and atan2(-1, 0) is (-pi/2, +0), as upstream.
    zeros = run_binary("atan2", np.array([1, -1], dtype), np.zeros(2, dtype), element)
    assert np.signbit(zeros.imag).tolist() == [True, False] and not zeros.imag.any()

def run_bitcast(x: np.ndarray, source: str, target: str):
    text = f"""func.func @main(%x: {source}) -> {target} {{
      %0 = stablehlo.bitcast_convert %x : ({source}) -> {target}
      func.return %0 : {target}
    }}"""
    return interpret(text, [x])[0]


def _bits_lsb_first(value: int, width: int) -> list[bool]:
    return [bool((value >> k) & 1) for k in range(width)]


def test_bitcast_convert_to_and_from_i1():
    # An i1 is one bit: the first element is the least significant bit.
    pattern = 0x0123456789ABCDEF
    bits = _bits_lsb_first(pattern, 64)
    assert run_bitcast(np.array(pattern, np.int64), "tensor<i64>", "tensor<64xi1>").tolist() == bits
    assert run_bitcast(np.array(bits), "tensor<64xi1>", "tensor<i64>").tolist() == pattern
    as_float = np.array(pattern, np.int64).view(np.float64)
    assert run_bitcast(as_float, "tensor<f64>", "tensor<64xi1>").tolist() == bits
    negative_zero = _bits_lsb_first(0x8000, 16)
    assert run_bitcast(np.array(-0.0, np.float16), "tensor<f16>", "tensor<16xi1>").tolist() == negative_zero
    rows = np.array([_bits_lsb_first(0x81, 8), _bits_lsb_first(0x7E, 8)])
    assert run_bitcast(rows, "tensor<2x8xi1>", "tensor<2xi8>").tolist() == [0x81 - 256, 0x7E]
    assert run_bitcast(rows, "tensor<2x8xi1>", "tensor<2x8xi1>").tolist() == rows.tolist()


def test_bitcast_convert_sub_byte_integers():
    # 0x9E holds the nibbles 0xE (-2 as i4, 14 as ui4) then 0x9 (-7, 9).
    x = np.array([0x9E - 256, 0x70], np.int8)
    assert run_bitcast(x, "tensor<2xi8>", "tensor<2x2xi4>").tolist() == [[-2, -7], [0, 7]]
    assert run_bitcast(x, "tensor<2xi8>", "tensor<2x2xui4>").tolist() == [[14, 9], [0, 7]]
    nibbles = np.array([[-2, -7], [0, 7]], np.int8)
    assert run_bitcast(nibbles, "tensor<2x2xi4>", "tensor<2xi8>").tolist() == [0x9E - 256, 0x70]
    assert run_bitcast(np.array(-3, np.int8), "tensor<i4>", "tensor<4xi1>").tolist() == _bits_lsb_first(0xD, 4)


@pytest.mark.parametrize("dtype, element", [(np.complex64, "complex<f32>"), (np.complex128, "complex<f64>")])
def test_complex_multiply_is_the_unfused_textbook_formula(dtype, element):
    """(ac - bd) + (ad + bc)i with each step rounded, on every CPU (difftest seed 8000 #9915).

    numpy's SIMD loop fuses ac - bd into an FMA on some CPUs: for these operands
    ac overflows to -inf and bd is -inf, so the fused real part is +inf and the
    unfused one NaN. The compiled code (and the StableHLO interpreter) computes
    the unfused formula, so the reference must too, whatever numpy's loop does.
    """
    big = np.finfo(dtype).max
    a = np.zeros(16, dtype)
    b = np.zeros(16, dtype)
    a.real, a.imag = 3.96, np.inf
    b.real, b.imag = -big, -0.29
    with np.errstate(all="ignore"):
        result = run_binary("multiply", a, b, element)
    assert np.isnan(result.real).all()
    assert (result.imag == -np.inf).all()
    # Finite operands: the ordinary product.
    x = np.array([1 + 2j, -3.5 + 0.25j], dtype)
    y = np.array([2 - 1j, 4 + 8j], dtype)
    np.testing.assert_allclose(run_binary("multiply", x, y, element), x * y)


@pytest.mark.parametrize("element, dtype", [("complex<f64>", np.complex128), ("complex<f32>", np.complex64)])
def test_complex_divide_by_a_tiny_divisor_is_smiths_quotient(element: str, dtype) -> None:
    """Complex division by Smith's algorithm, as compiled code and XLA divide: by a subnormal divisor the real
    part is finite (numpy's reciprocal of the divisor overflowed: inf - inf i where compiled code gives 1 - inf i,
    difftest seed 20015, program 1059), and by one near the largest float too; ordinary quotients, a zero
    divisor and infinities as numpy's."""
    tiny = np.finfo(dtype().real.dtype).smallest_subnormal
    a = np.array([complex(-tiny, 0.0222), 1 + 2j, 1 + 0j, complex(np.inf, 1), complex(3e38, 3e38)], dtype)
    b = np.array([complex(-tiny, 0.0), 3 - 4j, 0j, 1 + 1j, complex(1e38, 2e38)], dtype)
    result = run_binary("divide", a, b, element)
    assert result[0].real == 1.0 and result[0].imag == -np.inf
    # Operands near the largest float are scaled first: 3e38 (1 + i) / 1e38 (1 + 2i) is 1.8 - 0.6i, not inf.
    np.testing.assert_allclose(result[4], 1.8 - 0.6j, rtol=1e-6)
    with np.errstate(all="ignore"):
        expected = a[1:4] / b[1:4]
    np.testing.assert_allclose(result[1:4], expected, rtol=1e-6)


@pytest.mark.parametrize("element, dtype", [("f32", np.complex64), ("f64", np.complex128)])
def test_complex_dialect_mul_and_div_are_the_hlo_ops(element: str, dtype) -> None:
    """complex.mul and complex.div (what the GPU path's kernels compute, interpreted) are the HLO multiply's
    unfused textbook product and divide's Smith quotient: numpy's multiply fused ac - bd into an FMA here,
    (-3.4e38 - 85.76i) * (369.66 + 3.4e38i) was inf - inf i where compiled code gives NaN - inf i (difftest
    seed 20020, program 35, --gpu-kernels --gpu-block-size 4)."""
    big = float(np.finfo(dtype().real.dtype).max)
    tiny = float(np.finfo(dtype().real.dtype).smallest_subnormal)
    text = f"""func.func @main(%a: complex<{element}>, %b: complex<{element}>, %c: complex<{element}>,
                             %d: complex<{element}>) -> (complex<{element}>, complex<{element}>) {{
      %p = complex.mul %a, %b : complex<{element}>
      %q = complex.div %c, %d : complex<{element}>
      func.return %p, %q : complex<{element}>, complex<{element}>
    }}"""
    a, b = dtype(complex(-big, -85.76)), dtype(complex(369.66, big))
    c, d = dtype(complex(-tiny, 0.0222)), dtype(complex(-tiny, 0.0))
    with np.errstate(all="ignore"):
        product, quotient = interpret(text, [a, b, c, d])
    assert np.isnan(product.real) and product.imag == -np.inf
    assert quotient.real == 1.0 and quotient.imag == -np.inf
